# ruff: noqa: E501
"""Build pairs17.jsonl: a blind write-gate pairs set about the state of work.

Rows are written by hand below as scenarios (stored beliefs plus several new statements
against them). Rendering is seeded: row order and the order of `existing` in each row are
shuffled and the target index recomputed; about a third of the English two-belief rows get
one unrelated stored belief from FILLERS. Stdlib only; `--check` compares the file on disk
with a fresh render and exits 1 if they differ.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs17.jsonl")
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}
FILLERS = [
    "Stand-up is at 09:30 UTC in #wrenfold-standup",
    "Tickets use the WRN- prefix on the Linear board",
    "Sprint review is on alternate Fridays",
    "The team's design docs live in the wrenfold-rfcs repo",
    "Demo environments are named after rivers",
    "Ines runs the fortnightly retro",
]

EN1 = [
    (
        [
            "WRN-412 (refund webhook retries) is in review; Ines is the reviewer",
            "WRN-415 (ledger CSV export) is in progress, owned by Bram",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-412 merged to main this morning.",
                "status in review -> merged",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-413 merged to main this morning.",
                "another ticket of the same kind",
            ),
            (
                "S",
                1,
                "implicit",
                "Stand-up: Kofi has taken WRN-415 over from Bram, who is on leave.",
                "owner Bram -> Kofi",
            ),
            (
                "N",
                None,
                "question",
                "Can we merge WRN-412 before Ines is back from lunch?",
                "question, status unchanged",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Reminder: the refund webhook retries PR (WRN-412) is still waiting on Ines's review.",
                "restates in review with Ines",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-415 was blocked last week on the missing export bucket.",
                "history, still in progress",
            ),
        ],
    ),
    (
        [
            "The orders-db migration to PostgreSQL 16 is in progress",
            "Release 4.8 of larkspur-api is planned for 12 March",
        ],
        [
            (
                "F",
                None,
                "detail",
                "Half of the orders-db shards are on PostgreSQL 16 now; the rest go this week.",
                "partial step inside an in-progress migration: detail",
            ),
            (
                "S",
                0,
                "implicit",
                "The orders-db migration to PostgreSQL 16 is finished; all shards cut over on Tuesday.",
                "in progress -> done",
            ),
            ("S", 1, "implicit", "larkspur-api 4.8 slipped to 19 March.", "release date moved"),
            (
                "N",
                None,
                "plain",
                "Release 4.7.3 of larkspur-api shipped yesterday as a hotfix.",
                "another release",
            ),
            (
                "N",
                None,
                "plain",
                "We'll cut 4.8 after the orders-db migration finishes.",
                "plan that fits both beliefs",
            ),
            (
                "S",
                0,
                "negation",
                "The orders-db migration is not in progress any more: we paused it after the replication lag alarm.",
                "in progress -> paused",
            ),
        ],
    ),
    (
        [
            "PR #2231 (switch tollgate to structured logging) is a draft",
            "Branch feat/bulk-invite is blocked on the rate-limit decision",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "PR #2231 is ready for review now; I marked it out of draft.",
                "draft -> in review",
            ),
            (
                "N",
                None,
                "plain",
                "PR #2232 is a draft too, it only adds the log field names.",
                "another PR",
            ),
            (
                "S",
                1,
                "no_longer",
                "feat/bulk-invite is no longer blocked: Mei decided on 50 invites per minute.",
                "blocked -> unblocked",
            ),
            (
                "N",
                None,
                "switched",
                "We switched tollgate's log sink from Loki to the OTLP collector in staging.",
                "change words about another thing",
            ),
            (
                "R",
                None,
                "paraphrase",
                "#2231, the structured-logging change for tollgate, is still in draft.",
                "restatement",
            ),
            (
                "N",
                None,
                "question",
                "Should feat/bulk-invite wait for the rate-limit decision, or ship behind a flag?",
                "question",
            ),
        ],
    ),
    (
        [
            "Incident INC-88 (checkout 502s) is mitigated but not resolved; Hamid is incident commander",
            "The postmortem for INC-81 is due Friday",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "INC-88 resolved at 14:20 UTC; root cause was the expired upstream certificate.",
                "mitigated -> resolved",
            ),
            (
                "S",
                0,
                "implicit",
                "Handover: Yusra is incident commander for INC-88 from now, Hamid is off shift.",
                "IC Hamid -> Yusra",
            ),
            (
                "N",
                None,
                "plain",
                "INC-89 (slow search) is open and unassigned.",
                "another incident",
            ),
            (
                "S",
                1,
                "implicit",
                "The INC-81 postmortem is now due next Wednesday; Friday was too tight.",
                "due date moved",
            ),
            (
                "R",
                None,
                "paraphrase",
                "INC-81's postmortem is still due this Friday.",
                "restates due Friday",
            ),
            (
                "N",
                None,
                "plain",
                "INC-88 was escalated to sev-1 for twenty minutes before mitigation.",
                "history of the incident",
            ),
        ],
    ),
    (
        [
            "Deprecation of the v1 /accounts endpoint is announced; removal planned for release 5.0",
            "Experiment exp-onboarding-tour is running at 10% of new sign-ups",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "We removed the v1 /accounts endpoint in 4.9, earlier than planned.",
                "planned removal -> removed",
            ),
            (
                "S",
                1,
                "implicit",
                "exp-onboarding-tour is at 50% of new sign-ups since Monday.",
                "10% -> 50%",
            ),
            (
                "S",
                1,
                "dropped",
                "We abandoned exp-onboarding-tour: no lift after two weeks.",
                "running -> abandoned",
            ),
            (
                "N",
                None,
                "plain",
                "The v1 /invoices endpoint is deprecated too; removal is not scheduled.",
                "another deprecation",
            ),
            (
                "N",
                None,
                "question",
                "Could we pull the /accounts removal forward to 4.9?",
                "question",
            ),
            (
                "F",
                None,
                "detail",
                "exp-onboarding-tour, still at 10%, measures day-7 retention as its main metric.",
                "adds detail",
            ),
        ],
    ),
    (
        [
            "Ticket WRN-501 (rotate the S3 signing keys) is assigned to Ravi, due 20 March",
            "WRN-502 (audit log export) is in the backlog, not started",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-501 is Odile's now; Ravi moved to the payments squad.",
                "owner Ravi -> Odile",
            ),
            (
                "S",
                1,
                "implicit",
                "Picked up WRN-502 today, first commit is on branch feat/audit-export.",
                "not started -> in progress",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-503 (rotate the Redis password) is assigned to Ravi too.",
                "another ticket same owner",
            ),
            (
                "F",
                None,
                "detail",
                "For WRN-501 Ravi has rotated the staging keys; prod keys are next.",
                "sub-task done, parent still open with Ravi",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-501 was due 6 March originally and got pushed once already.",
                "history",
            ),
            (
                "S",
                0,
                "correction",
                "Correction: WRN-501 is due 27 March, not 20 March; I misread the board.",
                "due date corrected",
            ),
        ],
    ),
    (
        [
            "The release branch release/3.2 is frozen; only fixes with a ticket go in",
            "Release 3.2 ships on Thursday",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "release/3.2 is open again for features until Wednesday noon; the freeze was lifted.",
                "frozen -> open",
            ),
            (
                "S",
                1,
                "implicit",
                "3.2 shipped this afternoon, a day early.",
                "planned ship -> shipped",
            ),
            (
                "N",
                None,
                "plain",
                "release/3.1 stays frozen for security backports only.",
                "another release branch",
            ),
            (
                "N",
                None,
                "negation",
                "Don't cherry-pick the analytics fix into release/3.2 without a ticket.",
                "restates the rule as an instruction, denies nothing",
            ),
            (
                "S",
                1,
                "implicit",
                "3.2 is postponed to next Tuesday because of the flaky payment e2e suite.",
                "ship date moved",
            ),
            (
                "N",
                None,
                "question",
                "Will 3.2 still make Thursday if the e2e suite keeps failing?",
                "question",
            ),
        ],
    ),
    (
        [
            "My handover: the cache-key refactor (branch refactor/cache-keys) is half done; tests are red",
            "PR #877 is waiting on CI",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "refactor/cache-keys is done and green; opened PR #881 for it.",
                "half done -> done, in review",
            ),
            (
                "S",
                1,
                "implicit",
                "CI passed on #877; it is waiting on Kofi's approval now.",
                "waits on CI -> waits on review",
            ),
            ("N", None, "plain", "PR #878 is waiting on CI as well.", "another PR"),
            (
                "F",
                None,
                "detail",
                "On refactor/cache-keys the red tests are all in test_session_cache.py.",
                "detail of the same state",
            ),
            ("R", None, "paraphrase", "Still waiting for CI on PR #877.", "restatement"),
            (
                "N",
                None,
                "plain",
                "Next session: start from refactor/cache-keys, it still needs the TTL change.",
                "note about next steps; state unchanged",
            ),
        ],
    ),
    (
        [
            "The new search ranking (flag search_v2) is dark-launched to 10% of prod traffic",
            "Kofi owns the search_v2 rollout",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "search_v2 is on for 100% of prod traffic since this morning.",
                "10% -> 100%",
            ),
            (
                "S",
                0,
                "implicit",
                "search_v2 rolled back in prod: p99 latency doubled. The flag is off and the launch is on hold.",
                "10% -> rolled back, on hold",
            ),
            (
                "S",
                1,
                "implicit",
                "Mei is driving the search_v2 rollout from here; Kofi handed it over on Monday.",
                "owner changed",
            ),
            (
                "N",
                None,
                "plain",
                "search_v2 is on in staging for the QA team.",
                "another environment",
            ),
            (
                "N",
                None,
                "plain",
                "We will turn search_v2 on in prod after the load test on Friday.",
                "plan",
            ),
            ("N", None, "plain", "The flag checkout_v3 is also off in prod.", "another flag"),
        ],
    ),
    (
        [
            "WRN-620 (upgrade Django to 5.1) is blocked on django-tenants support",
            "WRN-621 (drop Python 3.10) is done",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "django-tenants 3.7 supports 5.1, so WRN-620 is back in progress.",
                "blocked -> in progress",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-622 (upgrade Celery to 5.4) is blocked on nothing; it's just not started.",
                "another ticket",
            ),
            (
                "S",
                1,
                "correction",
                "Actually WRN-621 isn't done: the Docker image still builds on 3.10, I reopened it.",
                "done -> reopened",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-620 was blocked on our own fork of django-tenants back in January.",
                "history",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Django 5.1 upgrade is still stuck waiting for django-tenants.",
                "restatement",
            ),
            (
                "N",
                None,
                "question",
                "Is WRN-620 still blocked, or did the tenants release land?",
                "question",
            ),
        ],
    ),
    (
        [
            "The billing-v2 migration is planned for Q3; not started",
            "The Stripe webhook backfill job is running, 40% complete",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "First tenant moved to billing-v2 yesterday; the migration has started.",
                "planned/not started -> in progress (partial step counts as a status change here)",
            ),
            (
                "S",
                1,
                "implicit",
                "The Stripe webhook backfill finished overnight.",
                "running -> done",
            ),
            ("S", 1, "implicit", "Stripe webhook backfill is at 85%.", "progress figure updated"),
            (
                "N",
                None,
                "plain",
                "The PayPal webhook backfill has not started.",
                "another backfill",
            ),
            (
                "N",
                None,
                "plain",
                "billing-v2 needs the new invoice numbering before it can start.",
                "prerequisite, still planned",
            ),
            (
                "F",
                None,
                "detail",
                "The Stripe backfill, at 40%, is doing roughly 2% an hour.",
                "adds rate",
            ),
        ],
    ),
    (
        [
            "Bram is on the WRN-700 spike (evaluate Temporal for workflows), timeboxed to Friday",
            "WRN-701 (retire the cron host) waits on the WRN-700 decision",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "The Temporal spike (WRN-700) is closed: we will not adopt Temporal.",
                "in progress -> done",
            ),
            (
                "S",
                0,
                "implicit",
                "WRN-700's timebox was extended to next Wednesday.",
                "due date moved",
            ),
            (
                "S",
                1,
                "no_longer",
                "WRN-701 no longer waits on WRN-700; we retire the cron host regardless of the workflow engine.",
                "dependency removed",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-702 (evaluate Dagster) is a separate spike nobody has picked up.",
                "another spike",
            ),
            ("R", None, "paraphrase", "Bram's Temporal evaluation ends on Friday.", "restatement"),
            (
                "N",
                None,
                "plain",
                "Bram's first finding on WRN-700: Temporal Cloud pricing is per action.",
                "progress note, status unchanged",
            ),
        ],
    ),
    (
        [
            "The on-call handover doc for INC follow-ups is owned by Hamid",
            "Action item AI-33 (add an alert on cert expiry) from INC-88 is open, owner Yusra",
        ],
        [
            (
                "S",
                1,
                "implicit",
                "AI-33 is done: the cert-expiry alert fires 21 days before expiry.",
                "open -> done",
            ),
            (
                "S",
                1,
                "implicit",
                "AI-33 moved to Ines; Yusra is swamped with the audit.",
                "owner changed",
            ),
            (
                "N",
                None,
                "plain",
                "AI-34 (runbook for 502s) is open, owner Yusra.",
                "another action item",
            ),
            ("S", 0, "implicit", "Odile owns the on-call handover doc now.", "owner changed"),
            ("N", None, "question", "Who should take AI-33 if Yusra is out next week?", "question"),
            (
                "F",
                None,
                "detail",
                "AI-33 is open with Yusra; she plans a Prometheus rule on probe_ssl_earliest_cert_expiry.",
                "adds plan detail",
            ),
        ],
    ),
    (
        [
            "PR #3004 (tenant-aware rate limiter) has two approvals and is queued in the merge queue",
            "The gateway team reviews all PRs touching gateway/",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "#3004 got kicked out of the merge queue by a conflict; back to needs-rebase.",
                "queued -> needs rebase",
            ),
            ("S", 0, "implicit", "#3004 landed on main at 09:12.", "queued -> merged"),
            ("N", None, "plain", "#3005 has one approval and is not queued.", "another PR"),
            (
                "N",
                None,
                "plain",
                "The gateway team also reviewed #3004 and approved it.",
                "related, consistent",
            ),
            (
                "R",
                None,
                "paraphrase",
                "The tenant-aware rate limiter PR is in the merge queue with 2 approvals.",
                "restatement",
            ),
            (
                "N",
                None,
                "plain",
                "#3004 was reverted once in the autumn under its old number #2877.",
                "history",
            ),
        ],
    ),
    (
        [
            "The mobile 2.14 release is in App Store review",
            "Android 2.14 is rolled out to 20% on Play",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "iOS 2.14 was approved and is live on the App Store.",
                "in review -> shipped",
            ),
            (
                "S",
                0,
                "implicit",
                "Apple rejected 2.14 (guideline 5.1.1); we resubmit tomorrow.",
                "in review -> rejected",
            ),
            (
                "S",
                1,
                "implicit",
                "Android 2.14 is at 100% on Play now.",
                "staged rollout 20% -> 100%",
            ),
            (
                "S",
                1,
                "implicit",
                "Halted the Android 2.14 rollout at 20% because of the crash spike on Android 9.",
                "rolling out -> halted",
            ),
            ("N", None, "plain", "Android 2.13.2 is at 100%.", "another release"),
            (
                "N",
                None,
                "plain",
                "We will move Android 2.14 to 50% on Monday if crash-free stays above 99.5%.",
                "conditional plan",
            ),
        ],
    ),
]
EN2 = [
    (
        [
            "WRN-830 (GDPR delete endpoint) is in QA with Sunniva",
            "WRN-831 (GDPR export endpoint) is in progress",
            "The GDPR epic WRN-800 is due end of April",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-830 passed QA and is waiting for the release train.",
                "in QA -> ready to ship",
            ),
            (
                "F",
                None,
                "scope",
                "The export half of the GDPR epic, WRN-831, has its API done; the UI part is still open.",
                "sub-task progress; WRN-831 still in progress",
            ),
            (
                "N",
                None,
                "plain",
                "Sub-task WRN-830-2 (delete from the search index) is done.",
                "sub-task done, parent stays in QA",
            ),
            (
                "S",
                2,
                "implicit",
                "Legal moved the GDPR epic's deadline to 15 May.",
                "due date moved",
            ),
            ("N", None, "plain", "The CCPA epic WRN-900 is due end of June.", "another epic"),
            (
                "S",
                1,
                "implicit",
                "WRN-831 is parked until the data-map is signed off.",
                "in progress -> on hold",
            ),
        ],
    ),
    (
        [
            "Migration 0042_split_address_table is written but not applied anywhere",
            "The nightly staging refresh is broken since Tuesday",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "0042_split_address_table ran on staging and prod tonight without errors.",
                "not applied -> applied",
            ),
            (
                "F",
                None,
                "scope",
                "0042_split_address_table is applied on my local database only; staging and prod still don't have it.",
                "scope detail; not applied on shared envs",
            ),
            (
                "S",
                1,
                "implicit",
                "Fixed the nightly staging refresh; last night's run was green.",
                "broken -> fixed",
            ),
            (
                "N",
                None,
                "plain",
                "Migration 0043_add_vat_index is applied on staging.",
                "another migration",
            ),
            ("N", None, "plain", "We'll apply 0042 in the Sunday maintenance window.", "plan"),
            (
                "R",
                None,
                "paraphrase",
                "Staging refresh has been failing every night since Tuesday.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "Ravi is reviewing PR #415 in the infra repo",
            "The Terraform change to move the VPN to a new subnet is in review",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Ravi approved #415, so it's with the author again to merge.",
                "in review -> approved",
            ),
            (
                "S",
                0,
                "implicit",
                "Teodor took over the review of #415; Ravi is off sick.",
                "reviewer changed",
            ),
            (
                "S",
                1,
                "implicit",
                "VPN subnet move is applied; the old subnet is drained.",
                "in review -> done",
            ),
            (
                "N",
                None,
                "plain",
                "The Terraform change to resize the NAT gateway is in review too.",
                "another change",
            ),
            (
                "N",
                None,
                "moved",
                "We moved the bastion host to the new subnet by hand last year.",
                "change words about another thing, history",
            ),
            ("N", None, "question", "Who else should look at #415 before we merge?", "question"),
        ],
    ),
    (
        [
            "Kofi said in stand-up: the flaky test test_invoice_rounding is quarantined, fix in progress",
            "WRN-944 tracks the flaky invoice test",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "test_invoice_rounding is fixed and back in the main suite.",
                "quarantined -> fixed",
            ),
            ("N", None, "plain", "test_invoice_totals is quarantined too now.", "another test"),
            (
                "S",
                1,
                "replaced_by",
                "WRN-944 was closed as a duplicate; the flaky invoice test is tracked by WRN-910 now.",
                "tracking ticket changed",
            ),
            (
                "R",
                None,
                "paraphrase",
                "The rounding test stays quarantined while Kofi fixes it.",
                "restatement",
            ),
            (
                "N",
                None,
                "plain",
                "test_invoice_rounding failed 4 times out of 50 runs before the quarantine.",
                "history detail",
            ),
            (
                "F",
                None,
                "detail",
                "Kofi found that test_invoice_rounding fails only when the locale is de_DE.",
                "progress detail of the fix in progress",
            ),
        ],
    ),
    (
        [
            "The Kafka cluster upgrade to 3.7 is scheduled for Saturday 02:00 UTC",
            "Mei runs the Kafka upgrade",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "The Kafka upgrade is now Sunday 02:00 UTC; Saturday clashes with the batch close.",
                "date moved",
            ),
            (
                "S",
                0,
                "implicit",
                "Kafka is on 3.7 on all brokers; upgrade done.",
                "scheduled -> done",
            ),
            (
                "S",
                1,
                "implicit",
                "Teodor runs the Kafka upgrade instead; Mei is at the conference.",
                "owner changed",
            ),
            (
                "N",
                None,
                "plain",
                "The ZooKeeper removal comes in a separate change after the upgrade.",
                "related follow-up",
            ),
            (
                "N",
                None,
                "plain",
                "The Elasticsearch upgrade is also scheduled for Saturday.",
                "another upgrade",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Reminder: Kafka 3.7 upgrade, Saturday at 02:00 UTC.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "The agent's note: WRN-1012 (paginate /orders) is done except for the docs",
            "WRN-1013 (cursor pagination for /payments) is not started",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-1012 is fully done, docs included; closed the ticket.",
                "done except docs -> done",
            ),
            (
                "S",
                1,
                "implicit",
                "Started WRN-1013; the cursor codec is on branch feat/payments-cursor.",
                "not started -> in progress",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-1014 (paginate /refunds) is not started either.",
                "another ticket",
            ),
            (
                "N",
                None,
                "plain",
                "The docs for WRN-1012 need a review by Odile once written.",
                "related detail",
            ),
            (
                "S",
                0,
                "correction",
                "Wrong in my last note: WRN-1012 still fails the page-size test, so it's not done apart from docs.",
                "self-correction of a status",
            ),
            (
                "R",
                None,
                "exact",
                "The agent's note: WRN-1012 (paginate /orders) is done except for the docs",
                "verbatim repeat",
            ),
        ],
    ),
    (
        [
            "Release 7.0 of the SDK is a release candidate (7.0.0-rc.2)",
            "The SDK changelog is maintained by Ines",
        ],
        [
            ("S", 0, "implicit", "SDK 7.0.0 is out; rc.2 went final unchanged.", "rc -> released"),
            (
                "S",
                0,
                "implicit",
                "SDK is at 7.0.0-rc.3 now, rc.2 had a broken type export.",
                "rc.2 -> rc.3",
            ),
            (
                "N",
                None,
                "plain",
                "The CLI's 3.0 is still a release candidate (3.0.0-rc.1).",
                "another release",
            ),
            (
                "S",
                1,
                "implicit",
                "Bram maintains the SDK changelog from this release on.",
                "owner changed",
            ),
            (
                "N",
                None,
                "question",
                "Do we need an rc.3 of the SDK or can rc.2 go final?",
                "question",
            ),
            (
                "N",
                None,
                "plain",
                "SDK 6.4.1 was the last release before the 7.0 candidates.",
                "history",
            ),
        ],
    ),
    (
        [
            "The PCI audit remediation is blocked on a vendor answer about TLS termination",
            "Yusra is the PCI remediation lead",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Vendor answered; PCI remediation is moving again, we terminate TLS at the gateway.",
                "blocked -> in progress",
            ),
            (
                "N",
                None,
                "plain",
                "The SOC 2 evidence collection is blocked on the HR export.",
                "another workstream",
            ),
            (
                "N",
                None,
                "plain",
                "The PCI remediation was blocked for two weeks in autumn on the same vendor.",
                "history",
            ),
            (
                "R",
                None,
                "paraphrase",
                "We're still waiting for the vendor before the PCI remediation can continue.",
                "restatement",
            ),
            ("S", 1, "implicit", "Odile leads the PCI remediation now.", "lead changed"),
            (
                "N",
                None,
                "plain",
                "We'll chase the vendor again on Thursday if there's no answer.",
                "plan",
            ),
        ],
    ),
    (
        [
            "WRN-1100 (move file uploads to presigned URLs) is in review, PR #3310",
            "WRN-1101 (virus-scan uploads) is blocked on WRN-1100",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "#3310 merged and deployed; WRN-1100 closed.",
                "in review -> done",
            ),
            (
                "S",
                1,
                "implicit",
                "WRN-1101 is unblocked and Kofi started it today.",
                "blocked -> in progress",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-1102 (thumbnail uploads) is blocked on WRN-1100 too.",
                "another ticket",
            ),
            (
                "N",
                None,
                "plain",
                "We will merge #3310 after the security review on Tuesday.",
                "plan",
            ),
            (
                "F",
                None,
                "detail",
                "#3310, in review, also deletes the old multipart upload handler.",
                "adds detail",
            ),
            ("N", None, "question", "Can WRN-1101 start before #3310 merges?", "question"),
        ],
    ),
    (
        [
            "The monorepo move of the web app (apps/web) is done",
            "The admin app is still in its own repo, move planned for May",
        ],
        [
            (
                "S",
                1,
                "implicit",
                "The admin app is in the monorepo as apps/admin since yesterday.",
                "planned -> done",
            ),
            (
                "S",
                1,
                "implicit",
                "The admin app's move to the monorepo slipped to July.",
                "date moved",
            ),
            (
                "N",
                None,
                "plain",
                "The docs site is also in its own repo, no plan to move it.",
                "another app",
            ),
            ("R", None, "paraphrase", "apps/web finished moving into the monorepo.", "restatement"),
            (
                "S",
                0,
                "correction",
                "Not quite: apps/web's e2e tests still run from the old repo, so the web move isn't finished.",
                "done -> not finished",
            ),
            (
                "N",
                None,
                "plain",
                "The old web repo was archived on GitHub.",
                "follow-up consistent with done",
            ),
        ],
    ),
    (
        ["The API rate-limit experiment exp-burst-200 is paused", "Sunniva owns exp-burst-200"],
        [
            (
                "S",
                0,
                "implicit",
                "exp-burst-200 resumed on Monday at 5% of tenants.",
                "paused -> running",
            ),
            (
                "S",
                0,
                "implicit",
                "exp-burst-200 is concluded: burst 200 ships to all tenants.",
                "paused -> concluded",
            ),
            ("N", None, "plain", "exp-burst-100 is paused too.", "another experiment"),
            (
                "S",
                1,
                "implicit",
                "exp-burst-200 is Hamid's now that Sunniva moved to data.",
                "owner changed",
            ),
            (
                "N",
                None,
                "plain",
                "exp-burst-200 was paused because the dashboards were wrong.",
                "reason for the same state",
            ),
            ("R", None, "paraphrase", "Sunniva's burst experiment is on pause.", "restatement"),
        ],
    ),
    (
        [
            "Rollout of the new tax engine: EU tenants done, US tenants in progress",
            "The old tax engine is scheduled for shutdown on 30 June",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "New tax engine rollout complete: US tenants finished this morning.",
                "US in progress -> all done",
            ),
            (
                "F",
                None,
                "detail",
                "US tenants on the new tax engine: 31 of 58 done.",
                "partial step within in-progress: detail",
            ),
            (
                "S",
                1,
                "implicit",
                "Old tax engine shutdown moved to 31 July, two enterprise tenants need more time.",
                "date moved",
            ),
            ("N", None, "plain", "The new tax engine goes to APAC tenants after the US.", "plan"),
            (
                "S",
                0,
                "implicit",
                "We rolled the US tenants back to the old tax engine after the rounding bug; EU stays on the new one.",
                "US in progress -> rolled back",
            ),
            (
                "N",
                None,
                "plain",
                "The old currency service is scheduled for shutdown on 30 June as well.",
                "another shutdown",
            ),
        ],
    ),
    (
        [
            "Branch hotfix/4.8.1 is open with one fix (WRN-1207)",
            "The 4.8.1 hotfix release is waiting on QA sign-off",
        ],
        [
            (
                "S",
                1,
                "implicit",
                "QA signed off 4.8.1; it's deploying now.",
                "waiting on QA -> deploying",
            ),
            ("S", 1, "implicit", "4.8.1 is live in prod.", "waiting -> shipped"),
            (
                "F",
                None,
                "detail",
                "hotfix/4.8.1's one fix, WRN-1207, is the null currency crash.",
                "adds detail",
            ),
            ("N", None, "plain", "Branch hotfix/4.7.4 is open with two fixes.", "another branch"),
            (
                "N",
                None,
                "plain",
                "WRN-1208 will go in 4.9, not in the hotfix.",
                "another ticket's plan",
            ),
            (
                "N",
                None,
                "question",
                "Does 4.8.1 need QA sign-off if the fix is one line?",
                "question",
            ),
        ],
    ),
    (
        [
            "Bram owns WRN-1300 (SSO for the admin app), status in progress",
            "WRN-1300 is due on 28 February",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-1300 is in review now, PR #3402.",
                "in progress -> in review",
            ),
            (
                "S",
                0,
                "implicit",
                "Bram handed WRN-1300 to Ines before his parental leave.",
                "owner changed",
            ),
            ("S", 1, "implicit", "WRN-1300 is due 14 March after re-planning.", "due moved"),
            (
                "N",
                None,
                "plain",
                "WRN-1301 (SCIM provisioning) is due on 28 February too.",
                "another ticket",
            ),
            (
                "R",
                None,
                "paraphrase",
                "SSO for the admin app is still due end of February.",
                "restatement",
            ),
            ("N", None, "plain", "WRN-1300 was first estimated for January.", "history"),
        ],
    ),
    (
        [
            "The SQLite-to-Postgres data migration for the reports service is abandoned",
            "Reports service stays on SQLite for now",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "We revived the reports migration to Postgres; Mei restarted it this sprint.",
                "abandoned -> in progress",
            ),
            (
                "N",
                None,
                "plain",
                "The notifications service migration to Postgres is abandoned too.",
                "another migration",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Reports keeps SQLite; the Postgres move was dropped.",
                "restatement of both",
            ),
            (
                "N",
                None,
                "question",
                "Should we revive the reports migration next quarter?",
                "question",
            ),
            (
                "N",
                None,
                "plain",
                "The reports migration was abandoned because the volume is tiny.",
                "reason added",
            ),
            (
                "S",
                1,
                "implicit",
                "The reports service runs on Postgres since the weekend.",
                "two-belief change: stays on SQLite -> on Postgres",
            ),
            (
                "S",
                0,
                "implicit",
                "The reports service runs on Postgres since the weekend.",
                "two-belief change: abandoned migration -> done",
            ),
        ],
    ),
]
EN3 = [
    (
        [
            "The Node 22 upgrade of the web build is merged but not deployed",
            "Deploys to prod are paused this week for the board demo",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Node 22 build is deployed to prod as of 10:05.",
                "merged not deployed -> deployed",
            ),
            (
                "S",
                1,
                "implicit",
                "The deploy pause is lifted; the demo went fine.",
                "paused -> open",
            ),
            (
                "N",
                None,
                "plain",
                "The Node 22 upgrade of the worker images is still in review.",
                "another upgrade",
            ),
            (
                "N",
                None,
                "negation",
                "Don't deploy the Node 22 build until the pause ends.",
                "instruction consistent with both",
            ),
            (
                "R",
                None,
                "paraphrase",
                "No prod deploys this week because of the board demo.",
                "restatement",
            ),
            (
                "N",
                None,
                "plain",
                "Node 22 was tried in January and reverted over a native module.",
                "history",
            ),
        ],
    ),
    (
        [
            "Ines is on-call for the payments incident queue this week",
            "Ticket WRN-1404 (double-charge report from Acme) is triaged, waiting for logs from the customer",
        ],
        [
            (
                "S",
                1,
                "implicit",
                "Acme sent the logs; WRN-1404 is being investigated by Ines.",
                "waiting for logs -> investigating",
            ),
            (
                "S",
                1,
                "implicit",
                "WRN-1404 closed: not a double charge, it was an authorization hold.",
                "waiting -> closed",
            ),
            (
                "S",
                0,
                "implicit",
                "Swapped on-call with Ines: Teodor holds the payments queue from Wednesday.",
                "on-call person changed",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-1405 (Globex missing invoice) is waiting for logs from the customer too.",
                "another ticket",
            ),
            (
                "N",
                None,
                "question",
                "Should we ping Acme again about the logs for WRN-1404?",
                "question",
            ),
            (
                "F",
                None,
                "detail",
                "For WRN-1404 we asked Acme for the gateway request IDs of both charges.",
                "detail of the wait",
            ),
        ],
    ),
    (
        [
            "The rename of the `customers` table to `accounts` is in progress: code reads both",
            "Dropping the old `customers` view is planned for after 5.2",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "The customers-to-accounts rename is complete; no code reads `customers` now.",
                "in progress -> done",
            ),
            (
                "S",
                1,
                "implicit",
                "Dropped the `customers` view yesterday, ahead of 5.2.",
                "planned -> done",
            ),
            (
                "F",
                None,
                "detail",
                "For the accounts rename, writes go to `accounts` only; reads still check both.",
                "partial step within in-progress",
            ),
            (
                "N",
                None,
                "plain",
                "The `vendors` to `suppliers` rename is planned for Q4.",
                "another rename",
            ),
            (
                "N",
                None,
                "plain",
                "We will drop the view only after the BI team confirms they're off it.",
                "condition for the plan, plan unchanged",
            ),
            (
                "S",
                1,
                "implicit",
                "Dropping the `customers` view is now planned for after 5.4; BI still reads it.",
                "plan moved",
            ),
        ],
    ),
    (
        [
            "WRN-1500 (accessibility audit fixes) is split into 12 sub-tasks; 5 done",
            "Odile is the accessibility champion and reviews the fixes",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Accessibility fixes: 9 of 12 sub-tasks done.",
                "progress count updated",
            ),
            (
                "S",
                0,
                "implicit",
                "All WRN-1500 sub-tasks are done and the parent is closed.",
                "partly done -> closed",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-1500-7 (focus ring on modals) is done.",
                "one sub-task; parent's count statement not replaced without recount",
            ),
            (
                "S",
                1,
                "implicit",
                "Reviews of the accessibility fixes go to Bram now; Odile moved to design systems.",
                "reviewer changed",
            ),
            ("N", None, "plain", "The WCAG re-audit is booked for June.", "related plan"),
            (
                "R",
                None,
                "paraphrase",
                "5 of the 12 accessibility sub-tasks are done.",
                "restatement",
            ),
        ],
    ),
    (
        [
            "The agent's handover note: WRN-1620 (retry budget for outbound webhooks) is blocked waiting for Mei's design review",
            "The webhooks service deploys from branch main only",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Mei reviewed the retry-budget design; WRN-1620 is in progress again.",
                "blocked -> in progress",
            ),
            (
                "S",
                0,
                "implicit",
                "WRN-1620 is waiting for Hamid's design review instead; Mei passed it on.",
                "waits on Mei -> Hamid",
            ),
            (
                "N",
                None,
                "plain",
                "WRN-1621 (webhook signing v2) is waiting for Mei's design review too.",
                "another ticket",
            ),
            (
                "N",
                None,
                "plain",
                "I asked Mei again about the WRN-1620 review in #webhooks.",
                "reminder, status unchanged",
            ),
            (
                "R",
                None,
                "paraphrase",
                "WRN-1620 still can't move until Mei looks at the design.",
                "restatement",
            ),
            (
                "N",
                None,
                "question",
                "Should I start WRN-1620 behind a flag while the design review waits?",
                "question",
            ),
        ],
    ),
]
XX = [
    (
        "ja",
        [
            "WRN-1710（請求書PDFの生成）はレビュー中で、レビュアーはKofiです",
            "ブランチ feat/pdf-fonts はフォントのライセンス確認待ちでブロックされています",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-1710 は今朝 main にマージされました。",
                "レビュー中 -> マージ済み",
            ),
            (
                "S",
                1,
                "no_longer",
                "feat/pdf-fonts はもうブロックされていません。ライセンスは問題なしでした。",
                "ブロック解除",
            ),
            ("N", None, "plain", "WRN-1711（見積書PDF）もレビュー中です。", "別のチケット"),
            (
                "S",
                0,
                "implicit",
                "WRN-1710 のレビューは Ines に代わりました。Kofi は休暇中です。",
                "レビュアー変更",
            ),
            (
                "N",
                None,
                "question",
                "feat/pdf-fonts はライセンス確認を待たずにマージできますか？",
                "質問",
            ),
            ("N", None, "plain", "先週、WRN-1710 は CI の失敗で止まっていました。", "過去の話"),
        ],
    ),
    (
        "zh",
        ["订单库迁移到 PostgreSQL 16 正在进行中，负责人是 Mei", "4.9 版本计划在 4 月 2 日发布"],
        [
            ("S", 0, "implicit", "订单库迁移已经完成，所有分片周二切换完毕。", "进行中 -> 完成"),
            (
                "F",
                None,
                "detail",
                "订单库已有一半分片迁到 PostgreSQL 16，其余本周完成。",
                "部分进度，仍在进行中",
            ),
            ("S", 0, "implicit", "订单库迁移改由 Teodor 负责，Mei 调去数据组了。", "负责人变更"),
            ("S", 1, "implicit", "4.9 推迟到 4 月 9 日发布。", "日期变更"),
            ("N", None, "plain", "4.8.2 热修复昨天已经上线。", "另一个版本"),
            ("N", None, "plain", "迁移完成以后我们再发 4.9。", "计划"),
        ],
    ),
    (
        "ko",
        [
            "INC-97(로그인 지연) 장애는 완화됐지만 아직 해결되지 않았습니다. 지휘자는 Hamid입니다",
            "INC-95 포스트모템은 금요일까지입니다",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "INC-97은 15시에 해결됐습니다. 원인은 세션 캐시 만료였습니다.",
                "완화 -> 해결",
            ),
            (
                "S",
                0,
                "implicit",
                "인수인계: 지금부터 INC-97 지휘는 Yusra가 맡습니다.",
                "지휘자 변경",
            ),
            (
                "S",
                1,
                "implicit",
                "INC-95 포스트모템 기한이 다음 주 수요일로 미뤄졌습니다.",
                "기한 변경",
            ),
            ("N", None, "plain", "INC-98(검색 오류)은 열려 있고 담당자가 없습니다.", "다른 장애"),
            (
                "R",
                None,
                "paraphrase",
                "INC-95 포스트모템은 여전히 이번 금요일 마감입니다.",
                "재진술",
            ),
            ("N", None, "plain", "INC-97은 완화 전에 20분 동안 sev-1이었습니다.", "과거 이력"),
        ],
    ),
    (
        "cs",
        [
            "WRN-1801 (rotace klíčů k S3) má na starosti Ravi, termín 20. března",
            "WRN-1802 (export auditního logu) je v backlogu, nezačatý",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-1801 teď má Odile, Ravi přešel do týmu plateb.",
                "vlastník změněn",
            ),
            (
                "S",
                1,
                "implicit",
                "Dnes jsem začal WRN-1802, první commit je ve větvi feat/audit-export.",
                "nezačatý -> rozpracovaný",
            ),
            ("N", None, "plain", "WRN-1803 (rotace hesla k Redisu) má také Ravi.", "jiný ticket"),
            (
                "F",
                None,
                "detail",
                "U WRN-1801 Ravi otočil klíče na stagingu, produkce přijde na řadu potom.",
                "dílčí krok, rodič zůstává otevřený",
            ),
            (
                "S",
                0,
                "correction",
                "Oprava: WRN-1801 má termín 27. března, ne 20.",
                "termín opraven",
            ),
            ("N", None, "question", "Stihne Ravi WRN-1801 do 20. března?", "otázka"),
        ],
    ),
    (
        "fi",
        [
            "Julkaisuhaara release/3.4 on jäädytetty; vain tiketillä varustetut korjaukset pääsevät sisään",
            "Versio 3.4 julkaistaan torstaina",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "release/3.4:n jäädytys purettiin, ominaisuuksia saa tuoda keskiviikkoon asti.",
                "jäädytetty -> auki",
            ),
            (
                "S",
                1,
                "implicit",
                "3.4 julkaistiin tänään iltapäivällä, päivää etuajassa.",
                "suunniteltu -> julkaistu",
            ),
            (
                "S",
                1,
                "implicit",
                "3.4 siirtyy ensi tiistaille epävakaiden e2e-testien takia.",
                "päivä siirtyi",
            ),
            (
                "N",
                None,
                "plain",
                "release/3.3 pysyy jäädytettynä tietoturvakorjauksia varten.",
                "toinen haara",
            ),
            (
                "N",
                None,
                "negation",
                "Älä tuo analytiikkakorjausta release/3.4:ään ilman tikettiä.",
                "ohje, ei kiistä mitään",
            ),
            ("R", None, "paraphrase", "3.4 on edelleen tulossa torstaina.", "uudelleenmuotoilu"),
        ],
    ),
    (
        "da",
        [
            "PR #3550 (tenant-bevidst rate limiter) har to godkendelser og står i merge-køen",
            "Gateway-teamet reviewer alle PR'er, der rører gateway/",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "#3550 blev smidt ud af merge-køen pga. en konflikt; skal rebases.",
                "i kø -> skal rebases",
            ),
            ("S", 0, "implicit", "#3550 er landet på main kl. 09:12.", "i kø -> merged"),
            ("N", None, "plain", "#3551 har én godkendelse og står ikke i køen.", "anden PR"),
            (
                "N",
                None,
                "plain",
                "Gateway-teamet har også godkendt #3550.",
                "relateret, konsistent",
            ),
            (
                "R",
                None,
                "paraphrase",
                "Rate limiter-PR'en ligger i merge-køen med to godkendelser.",
                "gentagelse",
            ),
            (
                "S",
                1,
                "implicit",
                "Platform-teamet reviewer nu PR'er i gateway/, gateway-teamet er nedlagt.",
                "reviewer-team skiftet",
            ),
        ],
    ),
    (
        "id",
        [
            "Rilis aplikasi mobile 2.16 sedang dalam review App Store",
            "Android 2.16 sudah di-rollout ke 20% di Play",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "iOS 2.16 sudah disetujui dan live di App Store.",
                "review -> rilis",
            ),
            ("S", 1, "implicit", "Android 2.16 sekarang sudah 100% di Play.", "20% -> 100%"),
            (
                "S",
                1,
                "implicit",
                "Rollout Android 2.16 kami hentikan di 20% karena lonjakan crash di Android 9.",
                "rollout -> dihentikan",
            ),
            ("N", None, "plain", "Android 2.15.2 sudah 100%.", "rilis lain"),
            (
                "N",
                None,
                "plain",
                "Senin kita naikkan Android 2.16 ke 50% kalau crash-free tetap di atas 99,5%.",
                "rencana bersyarat",
            ),
            (
                "N",
                None,
                "question",
                "Apakah review App Store untuk 2.16 biasanya lebih dari dua hari?",
                "pertanyaan",
            ),
        ],
    ),
    (
        "vi",
        [
            "WRN-1930 (endpoint xoá dữ liệu GDPR) đang được Sunniva kiểm thử QA",
            "Epic GDPR WRN-1900 có hạn cuối tháng 4",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "WRN-1930 đã qua QA và đang chờ chuyến release.",
                "QA -> chờ release",
            ),
            (
                "N",
                None,
                "plain",
                "Sub-task WRN-1930-2 (xoá khỏi search index) đã xong.",
                "sub-task xong, ticket cha vẫn ở QA",
            ),
            (
                "S",
                1,
                "implicit",
                "Bộ phận pháp lý dời hạn epic GDPR sang 15 tháng 5.",
                "hạn thay đổi",
            ),
            ("N", None, "plain", "Epic CCPA WRN-2000 có hạn cuối tháng 6.", "epic khác"),
            ("R", None, "paraphrase", "Sunniva vẫn đang QA endpoint xoá dữ liệu GDPR.", "nhắc lại"),
            (
                "S",
                0,
                "implicit",
                "WRN-1930 bị trả về cho dev: QA tìm thấy lỗi xoá thiếu bảng audit.",
                "QA -> trả về dev",
            ),
        ],
    ),
    (
        "uk",
        [
            "Міграція 0051_split_address_table написана, але ще ніде не застосована",
            "Нічне оновлення staging зламане з вівторка",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "0051_split_address_table застосували на staging і prod сьогодні вночі без помилок.",
                "не застосована -> застосована",
            ),
            (
                "S",
                1,
                "implicit",
                "Полагодив нічне оновлення staging, вчорашній запуск зелений.",
                "зламане -> полагоджене",
            ),
            (
                "N",
                None,
                "plain",
                "Міграція 0052_add_vat_index застосована на staging.",
                "інша міграція",
            ),
            ("N", None, "plain", "Застосуємо 0051 у недільне вікно обслуговування.", "план"),
            (
                "R",
                None,
                "paraphrase",
                "Оновлення staging падає щоночі починаючи з вівторка.",
                "повтор",
            ),
            (
                "F",
                None,
                "scope",
                "0051 застосована лише в моїй локальній базі; на staging і prod її ще немає.",
                "уточнення обсягу",
            ),
        ],
    ),
    (
        "ca",
        [
            "L'experiment exp-burst-300 està en pausa",
            "La Sunniva és la responsable d'exp-burst-300",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "exp-burst-300 es va reprendre dilluns al 5% dels tenants.",
                "en pausa -> en marxa",
            ),
            (
                "S",
                0,
                "implicit",
                "exp-burst-300 s'ha tancat: el burst de 300 arriba a tots els tenants.",
                "en pausa -> conclòs",
            ),
            (
                "S",
                1,
                "implicit",
                "Ara exp-burst-300 el porta el Hamid; la Sunniva ha passat a dades.",
                "responsable canviat",
            ),
            ("N", None, "plain", "exp-burst-150 també està en pausa.", "un altre experiment"),
            (
                "N",
                None,
                "plain",
                "exp-burst-300 es va pausar perquè els panells estaven malament.",
                "motiu del mateix estat",
            ),
            (
                "R",
                None,
                "paraphrase",
                "L'experiment de burst de la Sunniva continua aturat.",
                "reformulació",
            ),
        ],
    ),
]


def scenarios() -> list[tuple[str, list[str], list[tuple]]]:
    out = [("en", ex, rows) for ex, rows in EN1 + EN2 + EN3]
    out += XX
    return out


def render() -> str:
    flat = []
    for lang, existing, rows in scenarios():
        for label, target, phrasing, new, note in rows:
            flat.append((lang, list(existing), new, LABELS[label], target, phrasing, note))
    order = random.Random(1701).sample(range(len(flat)), len(flat))
    fill = random.Random(1702)
    lines = []
    for n, i in enumerate(order, 1):
        lang, existing, new, label, target, phrasing, note = flat[i]
        tagged = [(b, k == target) for k, b in enumerate(existing)]
        if lang == "en" and len(existing) == 2 and fill.random() < 0.34:
            tagged.append((fill.choice(FILLERS), False))
        random.Random(17000 + n).shuffle(tagged)
        new_target = next((k for k, (_, hit) in enumerate(tagged) if hit), None)
        row = {
            "id": f"d{n:03d}",
            "split": "heldout",
            "lang": lang,
            "existing": [b for b, _ in tagged],
            "new": new,
            "label": label,
            "target": new_target,
            "phrasing": phrasing,
            "note": note,
        }
        lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> int:
    text = render()
    if "--check" in sys.argv[1:]:
        if OUT.read_text(encoding="utf-8") != text:
            print("pairs17.jsonl differs from a fresh render", file=sys.stderr)
            return 1
        print("pairs17.jsonl matches the build")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} rows to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
