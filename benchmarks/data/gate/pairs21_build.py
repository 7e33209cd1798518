"""Build pairs21.jsonl: a blind write-gate pairs set about people, ownership and process.

The rows are written here as scenarios: two or three stored beliefs about who owns what
and how a team works, and several new statements judged against them. The renderer
shuffles each row's ``existing`` with a string-seeded ``random.Random``, so the file is
byte-identical on every run whatever ``PYTHONHASHSEED`` is. Stdlib only.

    python benchmarks/data/gate/pairs21_build.py          # write pairs21.jsonl
    python benchmarks/data/gate/pairs21_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs21.jsonl")
SEED = 21_2026
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: owners of services ----
    (
        "en",
        [
            "ledger-svc (billing) is owned by Sam Okafor; page him for invoice failures.",
            "relay, the notification service, is owned by Priya Raman.",
            "Kofi Mensah owns the search service sieve.",
        ],
        [
            ("Priya took over billing from Sam last week; Sam moved to the data platform team.", "S", 0, "from_to", "billing owner changed from Sam to Priya; that Priya also keeps relay is not denied"),
            ("Priya also picked up the webhooks module inside quay.", "N", None, "related", "the same person taking on another area; relay stays hers and nothing stored is denied"),
            ("Who owns ledger-svc? Grace Obi, since the April reorg.", "S", 0, "implicit", "a new owner for billing named with no change word"),
            ("Kofi is covering relay pages for the next two weeks while Priya is on parental leave.", "N", None, "plain", "a time-boxed cover: Priya still owns relay; the cover is a separate fact with its own end date"),
            ("sieve has a new owner, Mei Lin. Kofi left the company on Friday.", "S", 2, "gone", "owner of sieve replaced after Kofi left"),
            ("For invoice failures, page Sam Okafor - he owns ledger-svc.", "R", None, "paraphrase", "restates the billing owner and the paging instruction"),
            ("Kofi owns sieve's Elasticsearch cluster too, not just the service code.", "F", None, "detail", "adds what Kofi's ownership covers; the owner is unchanged"),
        ],
    ),
    # ---- English: CODEOWNERS and required reviewers ----
    (
        "en",
        [
            "Any change under quay/payments/ needs an approving review from Noor Haddad (CODEOWNERS).",
            "PRs to main in quay need one approval before merge.",
            "Migrations in quay/migrations/ must be reviewed by Lena Vogt.",
        ],
        [
            ("payments/ needs a second approval as well now: Jonas Berg was added to CODEOWNERS next to Noor.", "F", None, "detail", "a second required reviewer added; Noor's approval is still required"),
            ("main needs two approvals since the SOC 2 audit.", "S", 1, "implicit", "the approval count went from one to two"),
            ("Noor is no longer a code owner for payments/; Jonas Berg replaced her in CODEOWNERS.", "S", 0, "no_longer", "the required payments reviewer changed from Noor to Jonas"),
            ("A migration also has to pass the squawk lint job before Lena looks at it.", "F", None, "detail", "adds a step before the stored review; Lena still reviews"),
            ("The mobile repo (beacon) only needs one approval and allows self-merge after 24h.", "N", None, "related", "another repository's policy; quay's rules stay as stored"),
            ("Lena is the reviewer for migration files - don't merge one without her.", "R", None, "paraphrase", "restates the migration reviewer"),
            ("Migration reviews go to the #db-review rotation, not to Lena personally any more.", "S", 2, "no_longer", "the migration reviewer is now a rotation, not Lena"),
        ],
    ),
    # ---- English: on-call rotation and escalation ----
    (
        "en",
        [
            "Primary on-call for quay rotates weekly, handoff Mondays at 10:00 CET.",
            "Pages for quay go through PagerDuty, schedule 'quay-primary'.",
            "Escalation: primary, then secondary after 15 minutes, then Dana Whitfield (EM) after 30.",
        ],
        [
            ("On-call handoff is Wednesday 10:00 CET now, so nobody starts a shift on a holiday Monday.", "S", 0, "now_uses", "handoff day changed from Monday to Wednesday"),
            ("We moved paging from PagerDuty to Opsgenie; the schedule is called quay-oncall there.", "S", 1, "from_to", "paging tool replaced"),
            ("The last escalation step goes to Ivo Petrov now; Dana handed the EM role to him.", "S", 2, "replaced_by", "the final escalation contact changed from Dana to Ivo"),
            ("relay has its own rotation with two-week shifts; handoff on Thursdays.", "N", None, "related", "another service's rotation; quay's handoff is unchanged"),
            ("The secondary gets paged if the primary hasn't acked within 15 min.", "R", None, "paraphrase", "restates the first escalation step"),
            ("Should we move quay to a follow-the-sun rotation with the Singapore office?", "N", None, "question", "a proposal, nothing decided"),
            ("If a page is about the payments flow, also add Noor to the incident channel.", "N", None, "plain", "an extra instruction; the escalation ladder stays as stored"),
        ],
    ),
    # ---- English: release train and code freeze ----
    (
        "en",
        [
            "The web app (porthole) releases every Tuesday; the release branch is cut Monday 14:00 UTC.",
            "Code freeze for the year-end period starts 12 December.",
            "The mobile app (beacon) ships every second Thursday via an App Store phased release.",
        ],
        [
            ("Year-end freeze moved to 5 December because of the Black Friday traffic review.", "S", 1, "moved", "freeze start date moved"),
            ("porthole ships on Wednesdays now; the branch is cut Tuesday 14:00 UTC.", "S", 0, "now_uses", "web release day and branch cut changed"),
            ("beacon release cadence: weekly, Thursdays.", "S", 2, "implicit", "mobile cadence changed from fortnightly to weekly, no change word"),
            ("During the freeze only P1 fixes approved by Dana may be merged.", "F", None, "detail", "what the freeze allows; the date is unchanged"),
            ("Finance runs its own month-end freeze on ledger-svc reports, the last two working days of each month.", "N", None, "related", "another team's freeze; the year-end freeze stays"),
            ("The 12 December freeze is firm; plan merges before then.", "R", None, "paraphrase", "restates the freeze date"),
            ("There's a proposal to cancel the year-end freeze and rely on feature flags instead; not decided.", "N", None, "question", "a proposal not yet decided"),
        ],
    ),
    # ---- English: branch and merge policy ----
    (
        "en",
        [
            "quay uses merge commits; squash merging is disabled in the repo settings.",
            "Feature branches in quay are named feature/<ticket>-<slug>.",
            "Force-pushing to main is blocked; release/* branches are protected too.",
        ],
        [
            ("Squash merges only now; the merge-commit button is off.", "S", 0, "now_uses", "merge method changed"),
            ("Branch names: <ticket>/<slug>, e.g. QY-412/refund-retry. The feature/ prefix isn't required any more.", "S", 1, "no_longer", "branch naming scheme changed"),
            ("hotfix/* branches are protected as well since last week.", "F", None, "detail", "one more protected pattern added; main and release/* stay protected"),
            ("porthole uses rebase merges.", "N", None, "related", "another repository's merge method"),
            ("Example: feature/QY-388-invoice-pdf.", "F", None, "example", "an example of the stored naming scheme"),
            ("Correction: quay squashes, it doesn't use merge commits - I misread the settings page.", "S", 0, "correction", "the agent corrects its own note on the merge method"),
            ("Nobody can force-push main.", "R", None, "negation", "restates the protection as a prohibition"),
        ],
    ),
    # ---- English: who approves a migration ----
    (
        "en",
        [
            "Production DB migrations are approved by Lena Vogt (DBA) in the #db-changes channel.",
            "Migrations run automatically in the deploy pipeline once approved.",
        ],
        [
            ("Lena has left; migration approval sits with Hana Novak.", "S", 0, "gone", "the approver left and was replaced"),
            ("We stopped running migrations from the pipeline: after approval the on-call runs make migrate-prod by hand.", "S", 1, "dropped", "migrations are no longer run by the pipeline"),
            ("Lena is out until 3 March; Hana approves migrations until she's back.", "N", None, "plain", "temporary cover with an end date; Lena remains the approver"),
            ("Migrations touching tables over 10M rows also need a pg_repack plan attached.", "F", None, "detail", "an extra requirement for large tables; approval is unchanged"),
            ("For the analytics warehouse (drift), schema changes are approved by the data team lead, Arjun Kapoor.", "N", None, "related", "another system's approver"),
            ("Prod migrations: Lena approves them, in #db-changes.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: ticket tracker and labels ----
    (
        "en",
        [
            "Bugs and tasks for quay live in Jira, project QY.",
            "Customer-reported bugs get the label customer-reported plus a severity label sev1-sev4.",
            "Triage of new tickets happens Tuesday mornings, led by Mateo Ruiz.",
        ],
        [
            ("We're on Linear now; the QY Jira project is read-only.", "S", 0, "now_uses", "tracker replaced"),
            ("Severity labels are P0-P3 since the Linear move; sev1-sev4 were retired.", "S", 1, "dropped", "the severity half of the label rule changed, so the bundled belief closes"),
            ("Triage is Thursday mornings.", "S", 2, "implicit", "triage day changed, no change word"),
            ("Mateo is off next Tuesday; Rosa runs triage that day.", "N", None, "plain", "a one-day cover; Mateo still leads triage"),
            ("The design team tracks its work in Notion, not Jira.", "N", None, "negation", "another team's tracker; the 'not Jira' denies nothing about quay"),
            ("Label customer-reported bugs and give them a severity from sev1 to sev4.", "R", None, "paraphrase", "restates the label rule"),
            ("Mateo handed triage to Rosa Lindqvist for good; he leads the mobile squad now.", "S", 2, "replaced_by", "triage lead changed permanently"),
        ],
    ),
    # ---- English: meeting-free days and rituals ----
    (
        "en",
        [
            "Wednesdays are meeting-free for the quay team.",
            "quay stand-up is at 09:30 CET on Zoom, 15 minutes.",
            "Sprints are two weeks long, starting on Mondays.",
        ],
        [
            ("No-meeting day moved to Thursday.", "S", 0, "moved", "meeting-free day moved"),
            ("Stand-up has been async in Slack (#quay-standup) since January; no call any more.", "S", 1, "no_longer", "the stand-up is no longer a Zoom call"),
            ("We run one-week sprints now.", "S", 2, "now_uses", "sprint length changed"),
            ("The platform team's focus day is Friday.", "N", None, "related", "another team's meeting-free day"),
            ("Retro is every other Friday at 15:00.", "N", None, "plain", "a new fact about another ritual"),
            ("Stand-up: 9:30 CET, Zoom, a quarter of an hour.", "R", None, "paraphrase", "restatement"),
            ("Wednesday stays meeting-free, but incident reviews are allowed that day.", "F", None, "scope", "an exception that keeps the rule"),
        ],
    ),
    # ---- English: deploy window ----
    (
        "en",
        [
            "Production deploys are allowed Monday to Thursday, 09:00-16:00 CET.",
            "No deploys on Fridays or the day before a public holiday.",
            "Merging to main deploys to prod: Argo CD syncs it automatically.",
        ],
        [
            ("Deploy window extended to 08:00-18:00 CET, still Monday to Thursday.", "S", 0, "now_uses", "the hours of the window changed"),
            ("Merging to main only deploys staging now; prod needs a manual sync in Argo CD by the on-call.", "S", 2, "now_uses", "prod is no longer deployed on merge"),
            ("Emergency fixes may go out outside the window with the incident commander's approval.", "F", None, "scope", "an exception that keeps the window"),
            ("The data team deploys drift jobs any day between 06:00 and 22:00.", "N", None, "related", "another team's deploy window"),
            ("Don't deploy on a Friday or before a bank holiday.", "R", None, "negation", "restates the prohibition"),
            ("Are we allowing Friday deploys once canary analysis is in?", "N", None, "question", "a question, nothing decided"),
            ("Deploys: Monday-Thursday, 10:00-15:00 CET.", "S", 0, "implicit", "narrower hours stated with no change word"),
        ],
    ),
    # ---- English: SLAs ----
    (
        "en",
        [
            "P1 incidents: first response within 15 minutes, 24/7.",
            "Enterprise support tickets get a first response within 4 business hours.",
            "Code reviews in quay are expected within one business day.",
        ],
        [
            ("P1 first-response target is 5 minutes under the new Harlow Bank contract.", "S", 0, "implicit", "the P1 target changed"),
            ("Enterprise first response is 2 business hours now; standard tier stays at 8.", "S", 1, "now_uses", "enterprise SLA changed"),
            ("PRs under 200 lines should be reviewed the same day.", "F", None, "scope", "a stricter target for small PRs; the one-day rule holds for the rest"),
            ("P2 incidents: first response within 1 hour during business hours.", "N", None, "related", "another severity's SLA"),
            ("Startup-tier customers have no response SLA.", "N", None, "negation", "another tier; the enterprise SLA is untouched"),
            ("Reviews within a working day, please.", "R", None, "paraphrase", "restatement"),
            ("We dropped the one-business-day review expectation; reviews are best effort and the author pings #quay-reviews after 48h.", "S", 2, "dropped", "the review SLA was removed"),
        ],
    ),
    # ---- English: where to ask ----
    (
        "en",
        [
            "Questions about the quay API go to #quay-help in Slack.",
            "DNS and certificate requests go through the infra request form (INFRA board in Jira).",
            "Ask Felix Adeyemi about the Stripe integration.",
        ],
        [
            ("#quay-help was archived; ask in #backend-help.", "S", 0, "gone", "the help channel changed"),
            ("Infra requests moved to #infra-requests in Slack; the INFRA board is closed.", "S", 1, "moved", "where infra requests go changed"),
            ("Stripe questions: Chloe Martin. Felix is on the payments rewrite full-time.", "S", 2, "implicit", "the Stripe contact changed"),
            ("For Adyen questions, ask Felix too.", "N", None, "related", "the same person for a different integration"),
            ("Felix knows the Stripe integration best; start with him.", "R", None, "paraphrase", "restatement"),
            ("Is there a channel for frontend questions? #porthole-dev seems dead.", "N", None, "question", "a question about another area"),
        ],
    ),
    # ---- English: wrong-target trap, owners (both orders) ----
    (
        "en",
        [
            "Sam Okafor owns ledger-svc.",
            "Priya Raman owns ledger-svc.",
        ],
        [
            ("We moved ledger-svc ownership from Sam to Priya.", "S", 0, "from_to", "closes the Sam belief; the Priya belief is the one it confirms"),
            ("Ownership of ledger-svc went from Priya to Sam.", "S", 1, "from_to", "closes the Priya belief; the Sam belief is the one it confirms"),
            ("Sam owned ledger-svc in 2024; it has been Priya's since the spring.", "S", 0, "implicit", "told as history, but it says Sam is no longer the owner: the Sam belief closes"),
        ],
    ),
    # ---- English: wrong-target trap, two freezes ----
    (
        "en",
        [
            "Web code freeze starts 12 December.",
            "Mobile code freeze starts 9 December.",
        ],
        [
            ("Mobile freeze moved to 12 December, same as web.", "S", 1, "moved", "closes the mobile date; the web date is confirmed"),
            ("The web freeze starts 9 December now, in line with mobile.", "S", 0, "now_uses", "closes the web date; the mobile date is confirmed"),
            ("Mobile freeze: 9 December, confirmed by the release manager.", "R", None, "paraphrase", "restates the mobile date"),
            ("Backend services follow the web freeze date.", "N", None, "plain", "a new fact about backend; both dates stay"),
        ],
    ),
    # ---- English: wrong-target trap, two on-call leads ----
    (
        "en",
        [
            "Jonas Berg is the on-call lead for quay (he builds the schedule).",
            "Marta Kowal is the on-call lead for relay.",
        ],
        [
            ("Marta took over the quay on-call schedule from Jonas.", "S", 0, "from_to", "closes the quay belief although Marta is named in the relay one; her relay role is not denied"),
            ("relay's on-call schedule is run by Yusuf Demir now.", "S", 1, "now_uses", "relay's on-call lead changed"),
            ("Jonas also builds the on-call schedule for sieve.", "N", None, "related", "the same person for another service"),
            ("Marta is on leave in August; Jonas runs the relay schedule until she's back.", "N", None, "plain", "temporary cover with an end; Marta stays the lead"),
        ],
    ),
    # ---- English: wrong-target trap, reviewers per repo ----
    (
        "en",
        [
            "Frontend PRs in porthole need a review from Chloe Martin.",
            "Backend PRs in quay need a review from Ravi Shah.",
        ],
        [
            ("Ravi reviews frontend PRs in porthole now instead of Chloe.", "S", 0, "instead_of", "closes the porthole belief though Ravi is named in the quay one"),
            ("Backend reviews: Chloe Martin.", "S", 1, "implicit", "quay's reviewer changed, no change word"),
            ("Ravi reviews the GraphQL schema files in porthole too.", "N", None, "related", "Ravi added for one part of porthole; Chloe still reviews frontend PRs"),
            ("quay backend PRs go to Ravi for review.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: a person leaves ----
    (
        "en",
        [
            "Ben Carter is the release manager for porthole.",
            "Terraform changes to the prod AWS account are approved by Ben Carter.",
            "Ravi Shah owns the CI pipelines (the GitHub Actions workflows).",
        ],
        [
            ("Ben is leaving at the end of the month; no replacement named yet.", "N", None, "plain", "a future departure: Ben still holds both roles today"),
            ("Grace Obi is porthole's release manager as of this sprint.", "S", 0, "implicit", "new release manager named"),
            ("Terraform prod approvals: Yusuf Demir, not Ben.", "S", 1, "negation", "the Terraform approver changed"),
            ("CI is owned by the platform team now (Hana Novak's group), not Ravi.", "S", 2, "now_uses", "CI ownership moved to another team"),
            ("Ben also runs the release retro after each train.", "N", None, "related", "the same person's other duty"),
            ("Ravi maintains our GitHub Actions workflows.", "R", None, "paraphrase", "restatement"),
            ("Terraform changes to staging can be approved by anyone on the platform team.", "N", None, "related", "another account's approval rule"),
        ],
    ),
    # ---- English: decisions process (ADR, dependencies) ----
    (
        "en",
        [
            "Architecture decisions are written as ADRs in docs/adr and approved in the Thursday architecture review.",
            "New third-party dependencies need sign-off from security (Yusuf Demir).",
        ],
        [
            ("ADRs moved to the engineering Notion space; docs/adr is frozen.", "S", 0, "moved", "where ADRs live changed"),
            ("The architecture review is on Tuesdays now.", "S", 0, "now_uses", "the bundled review day changed, so the belief closes"),
            ("New dependencies are checked by the Socket bot on the PR; Yusuf only looks at the ones it flags.", "S", 1, "implicit", "the blanket sign-off is replaced by a bot check"),
            ("devDependencies don't need a security sign-off.", "F", None, "scope", "an exception that keeps the rule for runtime dependencies"),
            ("ADR template: context, decision, consequences, status.", "F", None, "detail", "adds the format of an ADR"),
            ("Could team leads approve small ADRs without the architecture review?", "N", None, "question", "a proposal"),
        ],
    ),
    # ---- English: incident process ----
    (
        "en",
        [
            "Every sev1 gets a postmortem within 5 business days, written by the incident commander.",
            "The incident commander for a sev1 is whoever is primary on-call.",
        ],
        [
            ("Postmortems are due within 10 business days now.", "S", 0, "now_uses", "postmortem deadline changed"),
            ("The IC for a sev1 comes from the dedicated IC rota (Dana, Ivo, Marta), not the primary on-call.", "S", 1, "negation", "IC is no longer the primary on-call"),
            ("Postmortems are blameless and get posted in #postmortems.", "F", None, "detail", "adds how postmortems are done"),
            ("The data team writes postmortems only for sev1s that lose data.", "N", None, "related", "another team's practice"),
            ("Sev2s get a short incident note, no full postmortem.", "N", None, "plain", "a rule for another severity"),
            ("Sev1 postmortem: within five working days, by the IC.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: access approvals ----
    (
        "en",
        [
            "Prod database read access is granted by Dana Whitfield via an access ticket.",
            "AWS prod console access is break-glass only, approved by the on-call lead.",
        ],
        [
            ("Read access to the prod DB goes through Teleport requests now, approved by any platform engineer.", "S", 0, "now_uses", "who grants DB access and how changed"),
            ("Kofi asked for prod DB read access; waiting on Dana.", "N", None, "plain", "a request not yet granted; the process stands"),
            ("Break-glass AWS access expires after 4 hours.", "F", None, "detail", "adds the duration"),
            ("AWS prod console: break glass, on-call lead approves.", "R", None, "paraphrase", "restatement"),
            ("Staging DB access is open to all engineers.", "N", None, "related", "another environment"),
            ("The on-call lead no longer approves break-glass; it needs two platform engineers in the access tool.", "S", 1, "no_longer", "the break-glass approver changed"),
        ],
    ),
    # ---- English: dependency update PRs ----
    (
        "en",
        [
            "Renovate PRs for quay are reviewed by the on-call engineer of the week.",
            "Renovate runs on Monday mornings and groups minor updates.",
        ],
        [
            ("Dependency PRs go to Mei Lin now - on-call has enough to do.", "S", 0, "now_uses", "the Renovate reviewer changed"),
            ("Renovate runs at the weekend.", "S", 1, "implicit", "schedule changed, no change word"),
            ("Renovate automerges patch updates of devDependencies.", "F", None, "detail", "adds an automerge rule; review of the rest is unchanged"),
            ("porthole uses Dependabot, reviewed by Chloe.", "N", None, "related", "another repository's tool and reviewer"),
            ("Whoever is on call this week reviews the Renovate PRs.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: cover that becomes permanent, a wrong correction of service ----
    (
        "en",
        [
            "Priya Raman owns ledger-svc.",
            "ledger-svc escalations go to the #billing-oncall channel.",
        ],
        [
            ("Priya took over relay too.", "N", None, "related", "the same person taking another area; ledger-svc stays hers"),
            ("Priya owns relay, not ledger-svc - I mixed them up earlier.", "S", 0, "correction", "the agent corrects the service Priya owns"),
            ("Billing escalations go to #billing-incidents; #billing-oncall was renamed.", "S", 1, "moved", "the channel was renamed"),
            ("Priya is on holiday 4-15 August; Sam covers ledger-svc.", "N", None, "plain", "a time-boxed cover; Priya remains the owner"),
            ("Sam was covering billing while Priya was out, and he's keeping it: Priya has joined the ML platform team.", "S", 0, "implicit", "a cover that became permanent: the owner changed"),
        ],
    ),
    # ---- English: review and merge norms ----
    (
        "en",
        [
            "In quay, PR authors merge their own PRs after approval.",
            "PR descriptions must link the Linear ticket.",
        ],
        [
            ("The reviewer merges now, not the author.", "S", 0, "now_uses", "who merges changed"),
            ("PR descriptions must also include a test plan.", "F", None, "detail", "one more requirement; the ticket link stays"),
            ("On porthole the author merges after two approvals.", "N", None, "related", "another repository's rule"),
            ("Merging is the author's job once the PR is approved.", "R", None, "paraphrase", "restatement"),
            ("Reminder: we switched to linking Linear tickets in PR descriptions when we left Jira.", "R", None, "switched", "history already reflected in the stored rule; a change word that changes nothing now"),
        ],
    ),
    # ---- English: on-call handover and ops review ----
    (
        "en",
        [
            "The on-call handover note is written in the Google Doc 'quay on-call log'.",
            "The weekly ops review is Monday 11:00 CET, run by Ivo Petrov.",
        ],
        [
            ("Handover notes go in a thread in #quay-oncall now; the Google Doc is archived.", "S", 0, "now_uses", "where handover notes go changed"),
            ("Marta runs the ops review.", "S", 1, "implicit", "the ops review's owner changed, no change word"),
            ("Ops review moved to Tuesday 11:00.", "S", 1, "moved", "the bundled day changed"),
            ("The on-call log has a section for open follow-ups too.", "F", None, "detail", "adds a section to the stored doc"),
            ("The infra team's ops review is on Fridays.", "N", None, "related", "another team's meeting"),
            ("Ivo is out next Monday, so Marta runs that ops review.", "N", None, "plain", "a one-off cover; Ivo still runs it"),
        ],
    ),
    # ---- English: security review and secret rotation ----
    (
        "en",
        [
            "Changes in quay/auth/ require a security review from Yusuf Demir.",
            "Secrets are rotated every 90 days by the platform team.",
        ],
        [
            ("auth/ changes need Yusuf plus one of the two new AppSec engineers, Ines Duarte or Tomas Ibarra.", "F", None, "detail", "a second reviewer added; Yusuf's review still required"),
            ("Secrets get rotated every 30 days since the pen test.", "S", 1, "implicit", "rotation period changed"),
            ("Yusuf is at a conference this week; auth/ reviews wait for him or go to Ines.", "N", None, "plain", "a temporary cover; Yusuf stays the reviewer"),
            ("Security review for auth/ is done through the AppSec queue (label appsec-review) now, not by Yusuf personally.", "S", 0, "now_uses", "the reviewer became a team queue"),
            ("Could we rotate secrets monthly?", "N", None, "question", "a proposal, not decided"),
            ("Anything touching quay/auth/ needs Yusuf's security review.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: data requests and team leads ----
    (
        "en",
        [
            "Data requests from other teams go through the drift team's intake form and are answered within 3 business days.",
            "Arjun Kapoor leads the data team.",
        ],
        [
            ("Data requests: intake form, 5 business days now.", "S", 0, "now_uses", "the answer time changed"),
            ("Arjun leads the new ML group as well since the two teams merged.", "N", None, "related", "the same person taking on another area; he still leads data"),
            ("The data team is led by Farah Iqbal; Arjun went to a staff IC role.", "S", 1, "implicit", "the team lead changed"),
            ("Urgent data requests can skip the form with a ping to the on-call analyst.", "F", None, "scope", "an exception that keeps the form for the rest"),
            ("Arjun runs the data team.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: feature flag ownership ----
    (
        "en",
        [
            "Feature flags are managed in LaunchDarkly; each flag names its owner in its description.",
            "Stale flags are removed by their owner within 30 days of full rollout.",
        ],
        [
            ("Flags moved to a self-hosted Unleash in Q2.", "S", 0, "moved", "the flag tool changed, so the bundled belief closes"),
            ("Flag cleanup deadline: 14 days after 100% rollout.", "S", 1, "implicit", "deadline changed"),
            ("Owners no longer clean up their own flags; Ravi does a monthly sweep.", "S", 1, "no_longer", "who removes stale flags changed"),
            ("Kill-switch flags are exempt from cleanup.", "F", None, "scope", "an exception that keeps the rule"),
            ("Every flag has to name its owner.", "R", None, "paraphrase", "restates part of a stored belief"),
        ],
    ),
    # ---- English: runbooks ----
    (
        "en",
        [
            "Runbooks live in the quay repo under docs/runbooks/, one per alert.",
            "Each runbook is owned by the team that owns the alert.",
        ],
        [
            ("Runbooks moved to the Confluence space OPS; docs/runbooks was deleted.", "S", 0, "moved", "where runbooks live changed"),
            ("Alert runbooks need a 'first five minutes' section.", "F", None, "detail", "adds a required section"),
            ("The runbook for ledger-svc's queue-lag alert belongs to the billing team.", "F", None, "example", "an instance of the ownership rule"),
            ("Should SRE own all runbooks instead?", "N", None, "question", "a proposal"),
            ("All runbooks are owned by SRE now, whoever owns the alert.", "S", 1, "now_uses", "runbook ownership rule changed"),
        ],
    ),
    # ---- English: bug deadlines ----
    (
        "en",
        [
            "sev2 bugs must be fixed within 5 business days.",
            "sev3 bugs go into the next sprint's planning.",
        ],
        [
            ("sev2 bugs: fix within 3 business days.", "S", 0, "implicit", "deadline changed"),
            ("sev3 bugs go to the backlog and are picked at the PM's discretion; they aren't pulled into the next sprint automatically.", "S", 1, "negation", "sev3 handling changed"),
            ("sev1 bugs are worked on at once by the on-call.", "N", None, "related", "another severity"),
            ("High-rated security bugs follow the sev2 deadline.", "F", None, "detail", "maps security bugs onto the stored deadline"),
            ("Fix sev2 bugs inside a working week.", "R", None, "paraphrase", "restatement (five business days)"),
        ],
    ),
    # ---- English: wrong-target trap, two squads' stand-ups ----
    (
        "en",
        [
            "Payments squad stand-up is at 09:15.",
            "Growth squad stand-up is at 09:45.",
        ],
        [
            ("Payments stand-up moved to 09:45, the same slot as growth.", "S", 0, "moved", "closes the payments time; the growth time is confirmed"),
            ("Growth's stand-up is at 10:00 now.", "S", 1, "now_uses", "growth time changed"),
            ("Growth squad stand-up: quarter to ten.", "R", None, "paraphrase", "restates the growth time"),
            ("Payments stand-up is at 09:15, except on meeting-free Wednesdays when it's written in Slack.", "F", None, "scope", "an exception that keeps the time"),
        ],
    ),
    # ---- English: wrong-target trap, two repos' merge methods ----
    (
        "en",
        [
            "porthole allows only rebase merges.",
            "quay allows only squash merges.",
        ],
        [
            ("We turned off rebase merges on porthole; squash only, like quay.", "S", 0, "dropped", "closes the porthole belief; the quay belief is confirmed"),
            ("quay switched to merge commits so the release tooling can see PR boundaries.", "S", 1, "switched", "quay's merge method changed"),
            ("sieve also allows only squash merges.", "N", None, "related", "another repository"),
        ],
    ),
    # ---- English: vendor accounts and admins ----
    (
        "en",
        [
            "Hosting issues with Hetzner are escalated by Ivo Petrov, who holds the account.",
            "The Sentry organization admin is Kofi Mensah.",
        ],
        [
            ("The Hetzner account is held by Hana Novak now; Ivo gave it up when he became EM.", "S", 0, "now_uses", "account holder changed"),
            ("Sentry org admins: Kofi and Mei Lin.", "F", None, "detail", "a second admin added; Kofi is still one"),
            ("Kofi is no longer a Sentry admin; Mei Lin is the only one.", "S", 1, "no_longer", "admin changed"),
            ("Ivo also holds the Cloudflare account.", "N", None, "related", "the same person for another vendor"),
            ("Hana is asking for admin on Sentry; Kofi hasn't granted it yet.", "N", None, "plain", "a request not granted"),
        ],
    ),
    # ---- English: core hours ----
    (
        "en",
        [
            "The team's core hours are 10:00-15:00 CET.",
            "PRs opened after Thursday 16:00 are reviewed the following Monday.",
        ],
        [
            ("Core hours are 11:00-15:00 CET since we hired in Lisbon and New York.", "S", 0, "implicit", "core hours changed"),
            ("Core hours: 10 to 3, Central European Time.", "R", None, "paraphrase", "restatement"),
            ("The New York contractors keep core hours of 10:00-14:00 ET.", "N", None, "related", "another group's hours"),
            ("Late-Thursday PRs get reviewed on Friday morning now.", "S", 1, "now_uses", "review day changed"),
        ],
    ),
    # ---- English: module ownership ----
    (
        "en",
        [
            "The quay/notifications module belongs to the relay team.",
            "quay/search belongs to the search team, led by Kofi Mensah.",
        ],
        [
            ("quay/notifications was handed to the growth squad; relay only owns the relay service itself.", "S", 0, "replaced_by", "module owner changed"),
            ("quay/search has had no owner since the reorg; questions go to Dana for now.", "S", 1, "implicit", "the module lost its owner"),
            ("quay/notifications/email is the relay team's too.", "F", None, "example", "a submodule under the stored rule"),
            ("Kofi's search team also owns the autocomplete service.", "N", None, "related", "the same team taking another area"),
        ],
    ),
    # ---- English: support rota and customer escalation ----
    (
        "en",
        [
            "Tier-2 support escalations from Zendesk go to the backend on-call.",
            "Customer-facing status updates during incidents are posted by Rosa Lindqvist (support lead).",
        ],
        [
            ("Tier-2 escalations land in the #support-escalations queue and a rotating 'support hero' engineer picks them up; on-call isn't paged for them any more.", "S", 0, "no_longer", "escalation target changed"),
            ("Status page updates are posted by the incident commander now.", "S", 1, "now_uses", "who posts status updates changed"),
            ("Escalations must include the Zendesk ticket link and the customer's tenant id.", "F", None, "detail", "adds what an escalation carries"),
            ("Rosa also owns the support macros in Zendesk.", "N", None, "related", "the same person's other duty"),
            ("Rosa is out this week; Grace posts the status updates until Monday.", "N", None, "plain", "a time-boxed cover"),
            ("Zendesk tier-2 escalations: send them to whoever is on backend on-call.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: hotfix process ----
    (
        "en",
        [
            "Hotfixes are branched from the latest release tag and need Ben Carter's approval before deploy.",
            "After a hotfix, the fix is cherry-picked back to main by its author.",
        ],
        [
            ("Hotfixes go out from main behind a flag; we don't branch from release tags any more.", "S", 0, "no_longer", "the hotfix branching process was replaced"),
            ("Cherry-picks back to main are done by the release manager, not the author.", "S", 1, "negation", "who cherry-picks changed"),
            ("A hotfix needs a linked incident or sev1 ticket.", "F", None, "detail", "an added requirement"),
            ("The mobile team ships hotfixes as expedited App Store reviews.", "N", None, "related", "another team's process"),
            ("Ben approves hotfixes before they deploy.", "R", None, "paraphrase", "restates part of the stored belief"),
            ("Hotfix approval is Grace's call; Ben is on the platform migration.", "S", 0, "implicit", "the approver half of the bundled belief changed"),
        ],
    ),
    # ---- English: interviews and onboarding ----
    (
        "en",
        [
            "New joiners get an onboarding buddy picked by Dana Whitfield.",
            "Backend interview loops are scheduled by Hana Novak.",
        ],
        [
            ("Onboarding buddies are assigned by the team lead of the joiner's squad now.", "S", 0, "now_uses", "who picks buddies changed"),
            ("Interview loops are booked by the recruiting coordinator (Ola Brandt) since October.", "S", 1, "implicit", "the scheduler changed"),
            ("Buddies meet their joiner daily during the first two weeks.", "F", None, "detail", "adds how the buddy works"),
            ("Frontend interview loops are scheduled by Chloe.", "N", None, "related", "another loop"),
            ("Dana picks each new joiner's onboarding buddy.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: release approval and changelog ----
    (
        "en",
        [
            "The quay release is signed off by QA (Tomas Ibarra) after the staging smoke tests.",
            "Release notes are written by the release manager in CHANGELOG.md.",
        ],
        [
            ("QA sign-off is gone; a green smoke suite on staging is enough to release quay.", "S", 0, "gone", "the manual sign-off was removed"),
            ("Release notes are generated from PR titles by release-please; nobody writes CHANGELOG.md by hand.", "S", 1, "implicit", "the release-notes process was replaced"),
            ("Tomas also signs off porthole releases.", "N", None, "related", "the same person, another product"),
            ("Proposal: let the release manager skip QA sign-off for config-only releases.", "N", None, "question", "a proposal"),
            ("Tomas is on leave next week; Ines does the QA sign-off until he's back.", "N", None, "plain", "a temporary cover"),
            ("Release notes: CHANGELOG.md, written by the release manager.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- Estonian ----
    (
        "et",
        [
            "Arveldusteenuse ledger-svc omanik on Sam Okafor.",
            "Aastalõpu koodikülmutus algab 12. detsembril.",
            "Valvevahetus on esmaspäeviti kell 10:00.",
        ],
        [
            ("Arveldusteenuse võttis Samilt üle Priya Raman.", "S", 0, "from_to", "owner of billing changed"),
            ("Koodikülmutus algab nüüd 5. detsembril.", "S", 1, "now_uses", "freeze date changed"),
            ("Valvevahetus on kolmapäeviti kell 10.", "S", 2, "implicit", "handoff day changed, no change word"),
            ("Sam võttis lisaks enda kanda ka otsinguteenuse sieve.", "N", None, "related", "the same person taking on another area"),
            ("Külmutuse ajal tohib ühendada ainult P1 parandusi.", "F", None, "detail", "what the freeze allows"),
            ("Kas peaksime valvevahetuse reedele tõstma?", "N", None, "question", "a question"),
        ],
    ),
    (
        "et",
        [
            "PRs to main in quay need one approval before merge.",
            "Wednesdays are meeting-free for the quay team.",
        ],
        [
            ("main-harusse ühendamiseks on nüüd vaja kahte heakskiitu.", "S", 0, "now_uses", "approval count changed"),
            ("Koosolekuvaba päev on neljapäev.", "S", 1, "implicit", "meeting-free day changed"),
            ("Kolmapäev jääb koosolekuvabaks, aga intsidentide ülevaatused on lubatud.", "F", None, "scope", "an exception that keeps the rule"),
            ("Kolmapäeviti koosolekuid ei ole.", "R", None, "negation", "restatement as a prohibition"),
            ("Mobiilitiimi koosolekuvaba päev on reede.", "N", None, "related", "another team's day"),
        ],
    ),
    # ---- Croatian ----
    (
        "hr",
        [
            "Vlasnica servisa relay je Priya Raman.",
            "Migracije baze u produkciji odobrava Lena Vogt.",
            "Produkcijski deployi dopušteni su od ponedjeljka do četvrtka, 09:00-16:00.",
        ],
        [
            ("Relay sada vodi Kofi Mensah; Priya je prešla u podatkovni tim.", "S", 0, "now_uses", "owner changed"),
            ("Lena je na godišnjem do 3. ožujka; do tada migracije odobrava Hana.", "N", None, "plain", "temporary cover with an end date"),
            ("Migracije od sada odobrava Hana Novak umjesto Lene.", "S", 1, "instead_of", "approver changed"),
            ("Deploy prozor: ponedjeljak-petak, 08:00-17:00.", "S", 2, "implicit", "window changed, no change word"),
            ("Priya vodi i servis za pretraživanje sieve.", "N", None, "related", "the same person taking on another service"),
            ("Migracije na tablicama većim od 10 milijuna redaka trebaju i plan za pg_repack.", "F", None, "detail", "an added requirement"),
        ],
    ),
    (
        "hr",
        [
            "Bugs and tasks for quay live in Jira, project QY.",
            "Triage of new tickets happens Tuesday mornings, led by Mateo Ruiz.",
        ],
        [
            ("Prešli smo na Linear; Jira projekt QY je samo za čitanje.", "S", 0, "switched", "tracker replaced"),
            ("Trijažu sada vodi Rosa Lindqvist.", "S", 1, "now_uses", "triage lead changed"),
            ("Dizajnerski tim prati svoj rad u Notionu.", "N", None, "related", "another team's tracker"),
            ("Tikete za quay vodimo u Jiri, u projektu QY.", "R", None, "paraphrase", "restatement"),
            ("Trijaža je utorkom ujutro, a hitni tiketi trijažiraju se odmah u kanalu #quay-triage.", "F", None, "scope", "an exception that keeps the weekly triage"),
        ],
    ),
    # ---- Catalan ----
    (
        "ca",
        [
            "Les PR que toquen quay/payments/ necessiten l'aprovació de la Noor Haddad.",
            "El web (porthole) es publica cada dimarts.",
            "Les preguntes sobre l'API de quay van a #quay-help.",
        ],
        [
            ("A quay/payments/ ara també cal l'aprovació d'en Jonas Berg, a més de la de la Noor.", "F", None, "detail", "a second reviewer added"),
            ("La Noor ja no revisa quay/payments/; ho fa en Jonas Berg.", "S", 0, "no_longer", "reviewer changed"),
            ("porthole surt els dimecres.", "S", 1, "implicit", "release day changed"),
            ("#quay-help s'ha arxivat; pregunteu a #backend-help.", "S", 2, "gone", "channel changed"),
            ("L'app mòbil surt cada dos dijous.", "N", None, "related", "another product's train"),
            ("I si publiquem el web cada dia?", "N", None, "question", "a proposal"),
        ],
    ),
    (
        "ca",
        [
            "Production DB migrations are approved by Lena Vogt (DBA) in the #db-changes channel.",
            "Sprints are two weeks long, starting on Mondays.",
        ],
        [
            ("Ara les migracions de producció les aprova l'Hana Novak; la Lena ha marxat de l'empresa.", "S", 0, "now_uses", "approver changed"),
            ("Els sprints són d'una setmana.", "S", 1, "implicit", "sprint length changed"),
            ("Els sprints comencen en dilluns i duren dues setmanes.", "R", None, "paraphrase", "restatement"),
            ("L'equip de dades fa sprints de tres setmanes.", "N", None, "related", "another team"),
            ("Les migracions es demanen amb la plantilla 'db-change' al canal.", "F", None, "detail", "how a migration is requested"),
        ],
    ),
    # ---- Galician ----
    (
        "gl",
        [
            "A garda principal de quay roda cada semana e o relevo é os luns ás 10:00.",
            "Os avisos de quay chegan por PagerDuty.",
            "Aos 30 minutos escálase á responsable de enxeñaría, Dana Whitfield.",
        ],
        [
            ("Pasamos os avisos de PagerDuty a Opsgenie.", "S", 1, "from_to", "paging tool replaced"),
            ("O relevo da garda agora é os mércores ás 10:00.", "S", 0, "now_uses", "handoff day changed"),
            ("Aos 30 minutos escálase a Ivo Petrov, o novo responsable de enxeñaría.", "S", 2, "implicit", "escalation contact changed"),
            ("Relay ten a súa propia garda, con quendas de dúas semanas.", "N", None, "related", "another service's rotation"),
            ("Dana está de vacacións esta semana; Ivo cobre as escaladas ata o luns.", "N", None, "plain", "a temporary cover"),
            ("Se a garda principal non responde en 15 minutos, avísase á secundaria.", "F", None, "detail", "adds the step before the EM"),
        ],
    ),
    (
        "gl",
        [
            "The web app (porthole) releases every Tuesday; the release branch is cut Monday 14:00 UTC.",
            "Code freeze for the year-end period starts 12 December.",
        ],
        [
            ("A conxelación de fin de ano adiántase ao 5 de decembro.", "S", 1, "moved", "freeze moved"),
            ("A rama de release de porthole córtase agora os martes ás 14:00 UTC e publícase os mércores.", "S", 0, "now_uses", "release day and cut changed"),
            ("Durante a conxelación só se admiten correccións P1 aprobadas por Dana.", "F", None, "detail", "what the freeze allows"),
            ("A conxelación comeza o 12 de decembro, como sempre.", "R", None, "paraphrase", "restatement"),
            ("Hai unha proposta para eliminar a conxelación de fin de ano; aínda sen decidir.", "N", None, "question", "a proposal"),
        ],
    ),
    # ---- Malay ----
    (
        "ms",
        [
            "ledger-svc (billing) is owned by Sam Okafor; page him for invoice failures.",
            "Kofi Mensah owns the search service sieve.",
        ],
        [
            ("Priya Raman telah mengambil alih ledger-svc daripada Sam.", "S", 0, "from_to", "owner changed"),
            ("Pemilik sieve sekarang ialah Mei Lin; Kofi sudah berhenti kerja.", "S", 1, "now_uses", "owner changed after Kofi left"),
            ("Mulai minggu ini Kofi juga menjaga perkhidmatan relay.", "N", None, "related", "the same person taking on another service"),
            ("Sam bercuti dua minggu; Grace Obi menggantikannya untuk page ledger-svc sehingga dia kembali.", "N", None, "plain", "a temporary cover"),
            ("Kalau invois gagal, page Sam - dia pemilik ledger-svc.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "ms",
        [
            "Semakan kod dalam quay perlu disiapkan dalam satu hari bekerja.",
            "Insiden P1 mesti dijawab dalam 15 minit, 24 jam sehari.",
            "Soalan tentang integrasi Stripe ditujukan kepada Felix Adeyemi.",
        ],
        [
            ("Sasaran jawapan pertama P1 ialah 5 minit.", "S", 1, "implicit", "P1 target changed"),
            ("Kami tidak lagi menetapkan had masa untuk semakan kod; penulis PR boleh mengingatkan di #quay-reviews selepas 48 jam.", "S", 0, "no_longer", "review SLA removed"),
            ("Soalan Stripe kini kepada Chloe Martin, bukan Felix.", "S", 2, "now_uses", "contact changed"),
            ("PR yang kurang daripada 200 baris dijangka disemak pada hari yang sama.", "F", None, "scope", "a stricter target for small PRs"),
            ("Insiden P2 perlu dijawab dalam masa satu jam pada waktu pejabat.", "N", None, "related", "another severity"),
            ("Untuk isu webhook Stripe, sertakan ID event apabila bertanya kepada Felix.", "F", None, "detail", "adds what to send"),
        ],
    ),
    # ---- Tagalog ----
    (
        "tl",
        [
            "Si Ben Carter ang release manager ng porthole.",
            "Kailangan ng security review ni Yusuf Demir ang lahat ng pagbabago sa quay/auth/.",
            "Walang deploy tuwing Biyernes.",
        ],
        [
            ("Si Grace Obi na ang release manager ng porthole; umalis na si Ben.", "S", 0, "gone", "release manager changed after Ben left"),
            ("Kailangan na rin ng review ni Ines Duarte sa quay/auth/, bukod kay Yusuf.", "F", None, "detail", "a second reviewer added"),
            ("Ang AppSec queue (label na appsec-review) na ang gumagawa ng security review sa quay/auth/, hindi na si Yusuf mismo.", "S", 1, "no_longer", "reviewer became a queue"),
            ("Pwede nang mag-deploy tuwing Biyernes hanggang 12:00 ng tanghali.", "S", 2, "now_uses", "the Friday ban lifted for the morning"),
            ("Bawal mag-deploy kapag Biyernes.", "R", None, "negation", "restatement"),
            ("Si Ben din ang nagpapatakbo ng release retro.", "N", None, "related", "the same person's other duty"),
        ],
    ),
    (
        "tl",
        [
            "quay stand-up is at 09:30 CET on Zoom, 15 minutes.",
            "Renovate PRs for quay are reviewed by the on-call engineer of the week.",
        ],
        [
            ("Async na ang stand-up sa Slack (#quay-standup); wala nang Zoom call.", "S", 0, "no_longer", "stand-up format changed"),
            ("Si Mei Lin na ang nagre-review ng mga Renovate PR.", "S", 1, "now_uses", "reviewer changed"),
            ("Ang stand-up ng platform team ay 10:00.", "N", None, "related", "another team's meeting"),
            ("Dapat bang gawing tatlong beses isang linggo ang stand-up sa halip na araw-araw?", "N", None, "question", "a proposal"),
            ("Ina-automerge ng Renovate ang mga patch update ng devDependencies.", "F", None, "detail", "adds an automerge rule"),
        ],
    ),
    # ---- Swahili ----
    (
        "sw",
        [
            "Mmiliki wa huduma ya relay ni Priya Raman.",
            "Tiketi za quay zinahifadhiwa katika Jira, mradi QY.",
            "Jumatano hakuna mikutano kwa timu ya quay.",
        ],
        [
            ("Sasa Kofi Mensah ndiye mmiliki wa relay.", "S", 0, "now_uses", "owner changed"),
            ("Tumehamia Linear; mradi wa Jira QY sasa ni wa kusoma tu.", "S", 1, "moved", "tracker replaced"),
            ("Siku isiyo na mikutano ni Alhamisi.", "S", 2, "implicit", "meeting-free day changed"),
            ("Priya pia amechukua moduli ya webhooks ndani ya quay.", "N", None, "related", "the same person taking on another area"),
            ("Priya yuko likizo wiki mbili; Kofi anashughulikia arifa za relay mpaka arudi.", "N", None, "plain", "a temporary cover"),
            ("Jumatano bado hakuna mikutano, lakini mapitio ya matukio yanaruhusiwa.", "F", None, "scope", "an exception that keeps the rule"),
        ],
    ),
    (
        "sw",
        [
            "Every sev1 gets a postmortem within 5 business days, written by the incident commander.",
            "The incident commander for a sev1 is whoever is primary on-call.",
        ],
        [
            ("Ripoti ya postmortem sasa inatakiwa ndani ya siku 10 za kazi.", "S", 0, "now_uses", "deadline changed"),
            ("Kamanda wa tukio kwa sev1 anatoka kwenye zamu maalum ya IC, si mlinzi mkuu wa zamu.", "S", 1, "negation", "IC rule changed"),
            ("Postmortem huandikwa bila kumlaumu mtu na huwekwa kwenye #postmortems.", "F", None, "detail", "adds how postmortems are done"),
            ("Kila sev1 hupata postmortem ndani ya siku tano za kazi, iliyoandikwa na kamanda wa tukio.", "R", None, "paraphrase", "restatement"),
            ("Timu ya data huandika postmortem kwa sev1 zinazopoteza data tu.", "N", None, "related", "another team's practice"),
        ],
    ),
    # ---- Urdu ----
    (
        "ur",
        [
            "Production deploys are allowed Monday to Thursday, 09:00-16:00 CET.",
            "DNS and certificate requests go through the infra request form (INFRA board in Jira).",
            "Prod database read access is granted by Dana Whitfield via an access ticket.",
        ],
        [
            ("پروڈکشن ڈیپلائے اب پیر سے جمعہ، صبح 8 سے شام 5 بجے (CET) تک ہو سکتے ہیں۔", "S", 0, "now_uses", "window changed"),
            ("DNS اور سرٹیفکیٹ کی درخواستیں اب Slack چینل #infra-requests میں جاتی ہیں؛ INFRA بورڈ بند کر دیا گیا ہے۔", "S", 1, "moved", "request channel changed"),
            ("پروڈ ڈیٹا بیس تک ریڈ رسائی اب Teleport کے ذریعے ملتی ہے، جسے کوئی بھی پلیٹ فارم انجینئر منظور کر سکتا ہے۔", "S", 2, "now_uses", "who grants access changed"),
            ("کوفی نے پروڈ ڈیٹا بیس کی ریڈ رسائی مانگی ہے؛ ڈینا کی منظوری کا انتظار ہے۔", "N", None, "plain", "a request not yet granted"),
            ("ڈیٹا ٹیم drift کی جابز کسی بھی دن صبح 6 سے رات 10 بجے تک ڈیپلائے کرتی ہے۔", "N", None, "related", "another team's window"),
            ("ایمرجنسی فکس انسیڈنٹ کمانڈر کی منظوری سے ونڈو کے باہر بھی جا سکتے ہیں۔", "F", None, "scope", "an exception that keeps the window"),
        ],
    ),
    (
        "ur",
        [
            "بلنگ سروس ledger-svc کی مالک پریا رامن ہیں۔",
            "quay میں کوڈ ریویو ایک کاروباری دن کے اندر ہونا چاہیے۔",
        ],
        [
            ("ledger-svc کے مالک: سیم اوکافور۔", "S", 0, "implicit", "owner changed, no change word"),
            ("ریویو ایک ورکنگ ڈے میں ہو جانا چاہیے۔", "R", None, "paraphrase", "restatement"),
            ("پریا نے relay سروس بھی سنبھال لی ہے۔", "N", None, "related", "the same person taking on another service"),
            ("200 لائنوں سے چھوٹی PR کا ریویو اسی دن متوقع ہے۔", "F", None, "scope", "a stricter target for small PRs"),
            ("ایک دن میں ریویو کی پابندی ختم کر دی گئی ہے؛ اب ریویو حسبِ گنجائش ہوتے ہیں۔", "S", 1, "dropped", "review SLA removed"),
        ],
    ),
    # ---- Armenian ----
    (
        "hy",
        [
            "quay-ի հիմնական հերթապահությունը փոխվում է ամեն շաբաթ, հանձնումը երկուշաբթի օրը՝ ժամը 10:00-ին։",
            "Միգրացիաները հաստատում է Լենա Վոգտը (DBA)։",
            "quay-ի main ճյուղում թույլատրված է միայն squash merge։",
        ],
        [
            ("Հերթապահության հանձնումն այժմ չորեքշաբթի է, ժամը 10:00-ին։", "S", 0, "now_uses", "handoff day changed"),
            ("Լենան հեռացավ ընկերությունից, միգրացիաներն այժմ հաստատում է Հանա Նովակը։", "S", 1, "gone", "approver left and was replaced"),
            ("quay-ում այժմ միայն merge commit ենք անում, squash-ն անջատված է։", "S", 2, "now_uses", "merge method changed"),
            ("Լենան արձակուրդում է մինչև մարտի 3-ը, մինչ այդ միգրացիաները հաստատում է Հանան։", "N", None, "plain", "a temporary cover"),
            ("porthole-ում թույլատրված է միայն rebase merge։", "N", None, "related", "another repository"),
            ("Միգրացիաները հաստատում է DBA-ն՝ Լենա Վոգտը։", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "hy",
        [
            "Questions about the quay API go to #quay-help in Slack.",
            "Ask Felix Adeyemi about the Stripe integration.",
        ],
        [
            ("Stripe-ի հարցերով դիմեք Քլոե Մարտինին։", "S", 1, "implicit", "contact changed, no change word"),
            ("#quay-help ալիքն արխիվացված է, հարցերը գրեք #backend-help-ում։", "S", 0, "gone", "channel changed"),
            ("Ֆելիքսը տեղյակ է նաև Adyen-ի ինտեգրացիայից։", "N", None, "related", "the same person, another integration"),
            ("#quay-help-ում հարց տալիս նշեք endpoint-ը և request id-ն։", "F", None, "detail", "adds what to include"),
            ("Stripe-ի webhook-ների սխալների դեպքում Ֆելիքսին ուղարկեք event id-ն։", "F", None, "detail", "adds what to send"),
        ],
    ),
    # ---- Nepali ----
    (
        "ne",
        [
            "Sprints are two weeks long, starting on Mondays.",
            "The weekly ops review is Monday 11:00 CET, run by Ivo Petrov.",
            "Changes in quay/auth/ require a security review from Yusuf Demir.",
        ],
        [
            ("अब स्प्रिन्ट एक हप्ताको हुन्छ।", "S", 0, "now_uses", "sprint length changed"),
            ("अप्स रिभ्यु अब मार्टा कोवालले चलाउँछिन्।", "S", 1, "now_uses", "owner of the ops review changed"),
            ("quay/auth/ का परिवर्तनहरूमा युसुफसँगै इनेस दुआर्तेको रिभ्यु पनि चाहिन्छ।", "F", None, "detail", "a second reviewer added"),
            ("युसुफ यो हप्ता सम्मेलनमा हुनुहुन्छ; auth/ का रिभ्यु इनेसले हेर्नुहुन्छ।", "N", None, "plain", "a temporary cover"),
            ("डेटा टिमको स्प्रिन्ट तीन हप्ताको हुन्छ।", "N", None, "related", "another team"),
        ],
    ),
    (
        "ne",
        [
            "ग्राहकले रिपोर्ट गरेको बगलाई customer-reported लेबल र sev1-sev4 मध्ये एउटा severity लेबल दिइन्छ।",
            "नयाँ टिकटको ट्रायज मंगलबार बिहान माटेओ रुइजले गर्छन्।",
        ],
        [
            ("ट्रायज बिहीबार बिहान हुन्छ।", "S", 1, "implicit", "triage day changed, no change word"),
            ("sev1-sev4 लेबल हटाइयो; अब P0-P3 प्रयोग हुन्छ।", "S", 0, "dropped", "severity labels replaced"),
            ("माटेओले ट्रायज स्थायी रूपमा रोजा लिन्डक्विस्टलाई हस्तान्तरण गरे।", "S", 1, "replaced_by", "triage lead changed permanently"),
            ("ग्राहकको बगमा customer-reported लेबल र sev1 देखि sev4 सम्मको severity राख्नुहोस्।", "R", None, "paraphrase", "restatement"),
            ("के हामीले ट्रायज हप्तामा दुई पटक गर्ने?", "N", None, "question", "a question"),
            ("सुरक्षासम्बन्धी बगमा security लेबल पनि थप्नुहोस्।", "F", None, "detail", "adds a label"),
        ],
    ),
]


def render() -> str:
    lines = []
    n = 0
    for lang, beliefs, rows in SCENARIOS:
        for new, code, target, phrasing, note in rows:
            n += 1
            rng = random.Random(f"{SEED}-{n}")
            order = list(range(len(beliefs)))
            rng.shuffle(order)
            row = {
                "id": f"z{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": [beliefs[i] for i in order],
                "new": new,
                "label": LABELS[code],
                "target": order.index(target) if target is not None else None,
                "phrasing": phrasing,
                "note": note,
            }
            lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> int:
    text = render()
    if "--check" in sys.argv[1:]:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.name} differs from a fresh render")
            return 1
        print(f"{OUT.name} matches a fresh render")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
