# ruff: noqa: E501  (row texts are long string literals, kept whole)
"""Render pairs11.jsonl: blind write-gate pairs about a team's process, environments and machines.

Stdlib only, seeded, byte-identical on every run:
    python benchmarks/data/gate/pairs11_build.py          # writes pairs11.jsonl beside this file
    python benchmarks/data/gate/pairs11_build.py --stdout # prints it instead
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ID_PREFIX = "m"
SEED_ORDER = 1124
SEED_SHUFFLE = 2411
SEED_FILLER = 4211
OUT = Path(__file__).with_name("pairs11.jsonl")

# Unrelated team facts; about a third of the English rows get one, so the replaced belief is
# not always one of two.
FILLERS = [
    "The main repository is licensed under Apache-2.0.",
    "Lunch-and-learn talks happen on the first Thursday of the month.",
    "Code comments and commit messages are written in English.",
    "The team's shared calendar is called Platform Events.",
    "New joiners get a buddy for their first month.",
    "The team mascot in the Slack emoji set is a capybara.",
    "Commit messages follow the Conventional Commits format.",
    "The quarterly hack day is open to every squad.",
]

ROWS: list[dict] = []


def S(lang, new, old, others, phrasing, note):
    """A supersession: `new` replaces `old`; `others` stay true."""
    ROWS.append(
        dict(
            lang=lang,
            new=new,
            existing=[old, *others],
            target=0,
            label="supersedes",
            phrasing=phrasing,
            note=note,
            keep=False,
        )
    )


def T(lang, new, existing, target, phrasing, note):
    """A wrong-target trap: `existing` keeps its written order."""
    ROWS.append(
        dict(
            lang=lang,
            new=new,
            existing=list(existing),
            target=target,
            label="supersedes",
            phrasing=phrasing,
            note=note,
            keep=True,
        )
    )


def N(lang, label, new, existing, phrasing, note):
    """A negative: novel, refines or redundant."""
    ROWS.append(
        dict(
            lang=lang,
            new=new,
            existing=list(existing),
            target=None,
            label=label,
            phrasing=phrasing,
            note=note,
            keep=False,
        )
    )


# ---------------------------------------------------------------- English supersessions
S(
    "en",
    "Dana: no, it's Thursdays now. Payments on-call hands over Thursday 10:00 since 1 March.",
    "The payments on-call rotation is weekly, handing over on Mondays at 10:00.",
    ["Payments pages go to the #pay-oncall channel."],
    "correction",
    "Handover day changed from Monday to Thursday; the weekly cadence and channel are untouched.",
)
S(
    "en",
    "Freeze day is Friday from this sprint on, not Wednesday.",
    "The release freeze starts every Wednesday at 17:00.",
    ["Releases go out on Tuesdays and Thursdays."],
    "negation",
    "An explicit not-Wednesday with the new freeze day.",
)
S(
    "en",
    "Not 5 anymore, 10. The per-PR job concurrency on the runners was raised yesterday.",
    "CI runners allow 5 concurrent jobs per pull request.",
    ["CI runners use the ubuntu-22.04 image."],
    "correction",
    "Chat correction naming old and new numbers for the same limit.",
)
S(
    "en",
    "Scratch that, Priya took the billing-export job over from Omar last week.",
    "Omar owns the nightly billing-export job.",
    ["The billing-export job writes to the finance bucket."],
    "from_to",
    "Owner changed from Omar to Priya.",
)
S(
    "en",
    "As of Tuesday staging lives in eu-central-1 too.",
    "Staging runs in eu-west-1.",
    ["Prod runs in eu-central-1."],
    "implicit",
    "Staging's region changed; 'too' refers to prod, which is unchanged.",
)
S(
    "en",
    "Everyone's laptop got Node 20.11 from the bootstrap script on Monday.",
    "The dev machines are on Node 18.19.",
    ["The dev machines use pnpm 8."],
    "implicit",
    "New Node version on the dev machines, old one not named.",
)
S(
    "en",
    "Runbooks were moved into the ops-handbook repo; the OPS Confluence space is read-only now.",
    "Runbooks live in the Confluence space OPS.",
    ["Grafana dashboards live at grafana.int.example.net."],
    "moved",
    "Passive move of the runbooks.",
)
S(
    "en",
    "Checkout p99 alert threshold is 600 ms as of v3 of the alert rules.",
    "The checkout latency alert fires when p99 is above 800 ms.",
    ["Checkout alerts page the web on-call."],
    "implicit",
    "Same alert, new threshold, versioned.",
)
S(
    "en",
    "Finance bumped the dev account budget to $3,500 a month starting January.",
    "The AWS dev account budget is $2,000 a month.",
    ["Budget alerts go to #cloud-costs."],
    "implicit",
    "Budget raised; only the new figure is named.",
)
S(
    "en",
    "Terraform reviews are done by Aiko now; Sergei moved to the data team.",
    "Sergei reviews all Terraform changes.",
    ["Helm chart changes are reviewed by the platform squad."],
    "now_uses",
    "Reviewer for Terraform changed.",
)
S(
    "en",
    "Releases are weekly now, still on Tuesdays.",
    "We cut a release every two weeks on Tuesday.",
    ["Release notes are drafted by the PM on Monday."],
    "now_uses",
    "Cadence changed, day kept.",
)
S(
    "en",
    "ci-base:2025.02 was rolled out to all runners; it ships Python 3.12.",
    "The CI image is ci-base:2024.10 with Python 3.11.",
    ["CI caches pip wheels in S3."],
    "implicit",
    "Passive rollout of a new runner image.",
)
S(
    "en",
    "Legal signed off: the public API SLA is 99.95% from Q2.",
    "The SLA for the public API is 99.9% monthly uptime.",
    ["The internal admin API has no SLA."],
    "implicit",
    "New SLA figure for the same API.",
)
S(
    "en",
    "db-prod-01 was retired over the weekend; prod Postgres is on db-prod-03 now.",
    "Prod Postgres runs on db-prod-01 (r6g.2xlarge).",
    ["Staging Postgres runs on db-stg-01."],
    "now_uses",
    "Prod database host changed.",
)
S(
    "en",
    "Org Actions quota went to 80k minutes a month after the plan upgrade.",
    "The GitHub Actions minutes quota for the org is 50,000 a month.",
    ["Self-hosted runners don't count against the Actions quota."],
    "implicit",
    "Quota raised.",
)
S(
    "en",
    "Dashboards are at metrics.example.net now; the old grafana.int hostname redirects for a month.",
    "Grafana dashboards live at grafana.int.example.net.",
    ["Runbooks live in the ops-handbook repo."],
    "now_uses",
    "Dashboard location changed; the redirect is temporary and not a second home.",
)
S(
    "en",
    "We switched the dev Macs from Docker Desktop to OrbStack this month.",
    "Docker Desktop 4.26 is the standard container runtime on dev Macs.",
    ["A Homebrew bundle installs the dev tools on Macs."],
    "from_to",
    "Runtime on dev Macs replaced.",
)
S(
    "en",
    "Prod deploy approval no longer needs a tech lead; any senior engineer can approve.",
    "Deploys to prod need approval from one of the tech leads.",
    ["Staging deploys need no approval."],
    "no_longer",
    "Approval rule widened so the stored one no longer holds.",
)
S(
    "en",
    "Ravi: scratch that threshold, it's 25% of the budget burned in a day that pages, per the new SLO policy.",
    "Error budget alerts page when 50% of the monthly budget burns in a day.",
    ["Error budget reports are sent on Mondays."],
    "correction",
    "Paging threshold corrected.",
)
S(
    "en",
    "Chen is off the release captain rotation; it's Ana and Ben now.",
    "The release captain rotates among Ana, Ben and Chen.",
    ["The release captain posts the changelog in #releases."],
    "dropped",
    "One item of a closed list removed.",
)
S(
    "en",
    "Jonas joined the search on-call rotation this week, so it's five people now.",
    "The search on-call rotation is Kim, Ravi, Olu and Mette.",
    ["Search pages go through Opsgenie."],
    "implicit",
    "A closed list of four grows to five; the stored list is no longer complete.",
)
S(
    "en",
    "Frontend errors are reported to Datadog RUM instead of Sentry since the 12th.",
    "Frontend errors go to Sentry.",
    ["Web alerts route to #web-alerts."],
    "instead_of",
    "Error sink replaced.",
)
S(
    "en",
    "Retro is Wednesday afternoon now.",
    "Retro is on Friday after the demo.",
    ["Demo is on Friday at 15:00."],
    "now_uses",
    "Retro moved; the demo stays on Friday.",
)
S(
    "en",
    "staging.shopnest.dev is gone, staging is at stg.shopnest.io.",
    "The staging URL is staging.shopnest.dev.",
    ["The prod URL is shopnest.com."],
    "gone",
    "Old staging URL gone, new one named.",
)
S(
    "en",
    "iOS CI runners are on macOS 14 with Xcode 15.3 since Monday.",
    "The mobile squad's iOS CI uses macOS 13 runners with Xcode 15.0.",
    ["Android builds run on Linux runners."],
    "implicit",
    "Runner OS and Xcode bumped together in one belief.",
)
S(
    "en",
    "Platform tickets are filed in INFRA now; PLAT was archived.",
    "The Jira project for the platform team is PLAT.",
    ["Bugs from support land in the SUP project."],
    "now_uses",
    "Jira project changed.",
)
S(
    "en",
    "AWS approved the raise, ingest can run 1000 concurrent Lambdas.",
    "Maximum Lambda concurrency for the ingest account is 200.",
    ["Ingest Lambdas run in us-east-1."],
    "implicit",
    "Quota raised by the provider.",
)
S(
    "en",
    "The major-release freeze is one full week since the v5 postmortem.",
    "The code freeze before a major release is 3 days.",
    ["Hotfixes are allowed during the freeze with two approvals."],
    "implicit",
    "Freeze length changed.",
)
S(
    "en",
    "Stripe questions go to Hugo now, Nina handed it off.",
    "Nina is the contact for the Stripe account.",
    ["The Stripe account credentials are in the Finance 1Password vault."],
    "now_uses",
    "Contact changed.",
)
S(
    "en",
    "The events Kafka was moved to the Dublin hosts kafka-ev-dub-01..03 last night.",
    "The events Kafka cluster runs on kafka-events-01..03 in Frankfurt.",
    ["Kafka retention on the events cluster is 7 days."],
    "moved",
    "Cluster hosts and region moved.",
)
S(
    "en",
    "Retention on events was cut to 3 days to save disk.",
    "Kafka retention on the events cluster is 7 days.",
    ["The events cluster has 24 partitions per topic."],
    "implicit",
    "Retention lowered.",
)
S(
    "en",
    "Jenkins is gone, everything builds on GitHub Actions.",
    "We use Jenkins for CI.",
    ["CD goes through ArgoCD."],
    "gone",
    "CI system replaced.",
)
S(
    "en",
    "The Terraform pin went to 1.7.4 in .tool-versions.",
    "Terraform on dev machines is pinned to 1.5.7.",
    ["tflint runs in pre-commit."],
    "implicit",
    "Tool version pin bumped.",
)
S(
    "en",
    "Per-key cap on the gateway is 250 rps as of the March config push.",
    "The API gateway rate limit is 100 requests per second per key.",
    ["Rate limit breaches are logged to the gateway-audit index."],
    "implicit",
    "Rate cap raised.",
)
S(
    "en",
    "Hana: design sync moved to Wednesday 14:00 because of the offsite.",
    "The weekly sync with design is Tuesday 11:00.",
    ["Sprint planning is Monday 10:00."],
    "moved",
    "Meeting moved for good; the reason is not a time limit.",
)
S(
    "en",
    "We replaced Statuspage.io with Instatus for the public status page.",
    "The public status page is hosted on Statuspage.io.",
    ["Incidents are declared in #incidents."],
    "replaced_by",
    "Status page provider replaced.",
)
S(
    "en",
    "We're off PagerDuty, payments pages route through incident.io schedules since 1 April.",
    "PagerDuty routes payments pages to the payments-primary schedule.",
    ["Payments pages must be acknowledged within 15 minutes."],
    "gone",
    "Paging tool replaced.",
)
S(
    "en",
    "Ack SLA for payments pages was tightened to 5 minutes.",
    "Payments pages must be acknowledged within 15 minutes.",
    ["Payments pages route through incident.io."],
    "implicit",
    "SLA tightened.",
)
S(
    "en",
    "Per-PR previews switched to Vercel preview deployments.",
    "Preview environments are created per PR as Heroku review apps.",
    ["Preview environments are deleted after 7 days."],
    "switched",
    "Preview host changed.",
)
S(
    "en",
    "After the move to GCP the build cache sits in a GCS bucket and images go to Artifact Registry.",
    "The build cache lives in an S3 bucket in us-east-1.",
    ["The team's Slack workspace is shared with the agency."],
    "implicit",
    "Two-belief statement, row 1 of 2: the build cache location.",
)
S(
    "en",
    "After the move to GCP the build cache sits in a GCS bucket and images go to Artifact Registry.",
    "The container registry is ECR in us-east-1.",
    ["Sprint planning happens on Mondays."],
    "implicit",
    "Two-belief statement, row 2 of 2: the container registry.",
)
S(
    "en",
    "Mobile PRs need two approvals too since the outage.",
    "Pull requests to the mobile app need one approval.",
    ["Infra pull requests need two approvals."],
    "implicit",
    "Mobile approvals raised; 'too' refers to infra, which is unchanged.",
)
S(
    "en",
    "The backup interval on the prod DB is hourly now.",
    "Backups of the prod DB are taken every 6 hours.",
    ["Backups are kept for 30 days."],
    "now_uses",
    "Interval changed; retention untouched.",
)
S(
    "en",
    "Backup retention went up to 90 days for compliance.",
    "Database backups are kept for 30 days.",
    ["Database backups are taken hourly."],
    "implicit",
    "Retention raised.",
)
S(
    "en",
    "pyenv is no longer used on dev machines; uv manages Python 3.12 for everyone.",
    "The dev machines run Python 3.11 through pyenv.",
    ["ruff is installed globally on dev machines."],
    "no_longer",
    "Both the manager and the version change in one stored belief.",
)
S(
    "en",
    "Team docs were migrated from Notion to Outline over the holidays.",
    "The team's docs live in Notion.",
    ["ADRs live in the repo under docs/adr."],
    "from_to",
    "Docs home changed; ADRs stay.",
)
S(
    "en",
    "Mobile releases are every 2 weeks from v8.0.",
    "The release cadence for the mobile apps is every 4 weeks.",
    ["The web app ships weekly."],
    "implicit",
    "Cadence changed from a version on.",
)
S(
    "en",
    "Renovate replaced Dependabot; its PRs are reviewed by the platform rotation.",
    "Dependabot PRs are reviewed by whoever is on support duty.",
    ["The team mascot in the Slack emoji set is a capybara."],
    "replaced_by",
    "Two-belief statement, row 1 of 2: the reviewer of dependency PRs.",
)
S(
    "en",
    "Renovate replaced Dependabot; its PRs are reviewed by the platform rotation.",
    "Dependabot opens dependency update PRs every Monday.",
    ["Lunch-and-learn talks happen on the first Thursday of the month."],
    "replaced_by",
    "Two-belief statement, row 2 of 2: the tool that opens the PRs.",
)
S(
    "en",
    "Raised the DB disk alert to 90%, 80% was too noisy.",
    "The disk usage alert on the DB hosts fires at 80%.",
    ["Disk alerts go to #infra-alerts."],
    "implicit",
    "Threshold raised.",
)
S(
    "en",
    "The BI warehouse was resized to MEDIUM on Friday.",
    "The Snowflake warehouse for BI is X-SMALL.",
    ["BI dashboards live in Looker."],
    "implicit",
    "Passive resize.",
)
S(
    "en",
    "Looker is gone, BI dashboards are in Metabase.",
    "BI dashboards live in Looker.",
    ["The BI warehouse is on Snowflake."],
    "gone",
    "Dashboard tool replaced.",
)
S(
    "en",
    "Sev1s are run by a trained commander from the IC rotation now, not by the on-call EM.",
    "The incident commander for sev1s is always the on-call engineering manager.",
    ["Sev2s are run by the on-call engineer."],
    "negation",
    "Explicit not for the old commander.",
)
S(
    "en",
    "win-build-02 died; the Windows build agent is win-build-05 now.",
    "The Windows build agent is win-build-02.",
    ["The Linux build agents are lin-build-01 to lin-build-06."],
    "now_uses",
    "Build agent replaced.",
)
S(
    "en",
    "Staging refresh is on the 1st of each month now, weekly was too expensive.",
    "The staging DB is refreshed from prod every Sunday.",
    ["Staging DB data is anonymized."],
    "now_uses",
    "Refresh schedule changed.",
)
S(
    "en",
    "ML GPU quota: 16 A100s after Google approved the request.",
    "The GPU quota for the ML team is 8 A100s in us-central1.",
    ["The ML team trains in us-central1."],
    "implicit",
    "Quota raised.",
)
S(
    "en",
    "Ingest alerts are routed to #data-oncall; #ingest-alerts was archived.",
    "Grafana alerts for the ingest pipeline go to #ingest-alerts.",
    ["Ingest dashboards are in the Ingest folder in Grafana."],
    "implicit",
    "Alert channel changed.",
)
S(
    "en",
    "We moved secrets from Vault to AWS Secrets Manager.",
    "Secrets are kept in HashiCorp Vault at vault.int.",
    ["CI reads cloud credentials through OIDC."],
    "from_to",
    "Secret store replaced.",
)
S(
    "en",
    "The standup bot posts at 9:00 from Monday, Ravi changed it.",
    "The Slack standup bot posts at 9:30.",
    ["Standup is async."],
    "implicit",
    "Time changed.",
)
S(
    "en",
    "kubectl was bumped to 1.29 in the dev bootstrap.",
    "kubectl on dev machines is 1.27.",
    ["Helm on dev machines is 3.13."],
    "implicit",
    "Tool version bump, passive.",
)
S(
    "en",
    "Prod clusters were upgraded to 1.29 last night, same as staging.",
    "Prod EKS clusters run Kubernetes 1.28.",
    ["Staging EKS runs Kubernetes 1.29."],
    "implicit",
    "Prod upgraded; staging confirmed.",
)
S(
    "en",
    "Security review is owned by the new AppSec team (Luis and Mei) since Farah left.",
    "Security reviews are owned by Farah.",
    ["Pen tests happen yearly."],
    "implicit",
    "Owner changed.",
)
S(
    "en",
    "Pen tests are twice a year now, May and November.",
    "Pen tests happen once a year, in November.",
    ["Security reviews are owned by AppSec."],
    "now_uses",
    "Frequency changed.",
)
S(
    "en",
    "Correction: the shared dev DB is dev-pg.int:6432 through pgbouncer, not dev-db.int:5432.",
    "The shared dev DB is dev-db.int:5432.",
    ["Each dev can start a local Postgres with docker compose."],
    "correction",
    "Explicit correction of host and port.",
)
S(
    "en",
    "Tailscale replaced OpenVPN for getting into internal hosts.",
    "The company VPN is OpenVPN through vpn.example.net.",
    ["The VPN is needed to reach the staging admin."],
    "replaced_by",
    "VPN replaced.",
)
S(
    "en",
    "Loki retention: 30 days, since the audit.",
    "Log retention in Loki is 14 days.",
    ["Prod logs go to Loki."],
    "implicit",
    "Retention raised.",
)
S(
    "en",
    "Ivan lost GCP org admin when he moved teams; it's Rosa and Tariq now.",
    "Only Ivan and Rosa have admin on the GCP org.",
    ["The GCP billing account is owned by finance."],
    "implicit",
    "One item of a closed list swapped.",
)
S(
    "en",
    "The perf env moved to eu-west-1, so load tests run there now.",
    "Load tests run against the perf environment in us-west-2.",
    ["Load test results are posted to #perf."],
    "moved",
    "Environment region moved.",
)
S(
    "en",
    "Load tests are nightly since v2.4 of the pipeline.",
    "Load tests run every Thursday night.",
    ["Load tests run against the perf environment."],
    "implicit",
    "Schedule changed.",
)
S(
    "en",
    "New hire laptops are M3 MacBook Pros as of this quarter.",
    "New hires get a 14-inch MacBook Pro M1.",
    ["Laptops are enrolled in Jamf."],
    "implicit",
    "Standard machine changed.",
)
S(
    "en",
    "P2 escalations: 8 business hours now, per the new support contract.",
    "The support escalation SLA for P2 is 4 business hours.",
    ["P1 escalations have a 30-minute SLA."],
    "now_uses",
    "SLA changed for P2 only; P1 untouched.",
)
S(
    "en",
    "Batch jobs no longer run on batch-01; they're Kubernetes CronJobs in the jobs namespace.",
    "The cron host for batch jobs is batch-01.",
    ["Batch job output is archived to S3."],
    "no_longer",
    "Host replaced by a cluster.",
)
S(
    "en",
    "The docs site is on Docusaurus on Netlify now.",
    "The docs site is built with MkDocs and hosted on GitHub Pages.",
    ["The API reference is generated from the OpenAPI file."],
    "now_uses",
    "Generator and host changed in one stored belief.",
)
S(
    "en",
    "Hotfixes can be deployed by whoever wrote them now; the release captain is no longer needed for that.",
    "Hotfixes branch from the release tag, need two approvals and are deployed by the release captain.",
    ["Tags follow vX.Y.Z."],
    "no_longer",
    "One fact of a multi-fact belief changed.",
)
S(
    "en",
    "Charts were folded into the service repos under deploy/; infra-charts is archived.",
    "Helm charts live in the infra-charts repo.",
    ["Charts are linted in CI."],
    "moved",
    "Chart location moved, passive.",
)
S(
    "en",
    "The checkout SLO target went from 99.9 to 99.95, so the budget is 0.05% a month.",
    "The error budget for checkout is 0.1% per month.",
    ["The checkout SLO is measured at the load balancer."],
    "from_to",
    "Budget changed as a consequence of the SLO change.",
)
S(
    "en",
    "Staging stays up on weekends now; the QA team in Manila needs it.",
    "Staging is shut down on weekends to save money.",
    ["Staging runs in eu-central-1."],
    "implicit",
    "Weekend shutdown reversed for good.",
)
S(
    "en",
    "aws-nuke runs nightly on the sandboxes since last sprint.",
    "The sandbox AWS accounts are cleaned by aws-nuke every Friday.",
    ["Sandbox accounts have a monthly spending cap."],
    "implicit",
    "Schedule changed.",
)
S(
    "en",
    "Sandbox cap is $500 now.",
    "Sandbox accounts have a $200 monthly cap.",
    ["Sandbox accounts are nuked nightly."],
    "now_uses",
    "Only the new value named.",
)
S(
    "en",
    "The API guild meets on Tuesdays from now on.",
    "Design review for new APIs is done by the API guild on Thursdays.",
    ["API changes need an ADR."],
    "implicit",
    "Meeting day changed.",
)
S(
    "en",
    "Frontend CI image is node:20-bookworm as of today.",
    "The frontend CI job uses the node:18-bullseye image.",
    ["The backend CI job uses python:3.12-slim."],
    "implicit",
    "Image changed.",
)
S(
    "en",
    "Instead of Zoom, incidents use a Google Meet link pinned in #incidents.",
    "The incident bridge is Zoom room 555.",
    ["Incidents are declared in #incidents."],
    "instead_of",
    "Bridge replaced.",
)
S(
    "en",
    "Not 25 anymore, 100 MB. Product asked for video.",
    "Max upload size on the media service is 25 MB.",
    ["Media is stored in S3."],
    "correction",
    "Limit raised, said as a reply.",
)
S(
    "en",
    "The Datadog host allotment was raised to 60 in the renewal.",
    "Our Datadog contract covers 40 hosts.",
    ["Datadog APM is on for the API services."],
    "implicit",
    "Contract figure raised.",
)
S(
    "en",
    "/billing is owned by @revenue-eng now after the reorg.",
    "Code owners for /billing are @pay-team.",
    ["Code owners for /auth are @identity."],
    "now_uses",
    "CODEOWNERS line changed.",
)
S(
    "en",
    "The SaaS tools budget was doubled for the new fiscal year.",
    "The team budget for SaaS tools is $1,500 a month.",
    ["Tool purchases over $100 need a manager's OK."],
    "implicit",
    "Budget doubled; the new figure is implied.",
)
S(
    "en",
    "The analytics Cloud SQL instance was migrated to europe-west4 for data residency.",
    "Cloud SQL for analytics is in us-central1.",
    ["Analytics BigQuery datasets are in the US multi-region."],
    "moved",
    "Instance region moved; BigQuery not mentioned.",
)
S(
    "en",
    "The queue-depth alert threshold was lowered to 2,000.",
    "Queue depth alerts fire above 10,000 messages.",
    ["Queue depth is graphed on the Ingest dashboard."],
    "implicit",
    "Threshold lowered, passive.",
)
S(
    "en",
    "The compose file uses postgres:16 now, matching prod.",
    "The Postgres version in the dev docker-compose is 14.",
    ["Prod is on Postgres 16."],
    "now_uses",
    "Dev compose version bumped; prod confirmed.",
)
S(
    "en",
    "Tagging is done by the release workflow on merge; nobody tags by hand any more.",
    "Only the release captain can tag releases.",
    ["Release tags are signed."],
    "implicit",
    "Who tags changed.",
)
S(
    "en",
    "Tags are CalVer now, like 2026.03.1.",
    "Release tags follow vX.Y.Z.",
    ["The release workflow tags on merge."],
    "now_uses",
    "Tag scheme changed.",
)
S(
    "en",
    "Since the reorg Priya owns both the release calendar and the CI runners.",
    "Marco owns the release calendar.",
    ["New joiners get a buddy for their first month."],
    "implicit",
    "Two-belief statement, row 1 of 2: release calendar owner.",
)
S(
    "en",
    "Since the reorg Priya owns both the release calendar and the CI runners.",
    "Jae maintains the CI runners.",
    ["Code comments and commit messages are written in English."],
    "implicit",
    "Two-belief statement, row 2 of 2: CI runner owner.",
)
S(
    "en",
    "From now on we ship on Mondays and freeze on Fridays.",
    "We ship on Wednesdays.",
    ["The release checklist lives in the release-tools repo."],
    "implicit",
    "Two-belief statement, row 1 of 2: ship day.",
)
S(
    "en",
    "From now on we ship on Mondays and freeze on Fridays.",
    "The freeze is on Tuesdays, the day before the ship.",
    ["Release notes are written by the release captain."],
    "implicit",
    "Two-belief statement, row 2 of 2: freeze day.",
)
S(
    "en",
    "Gitleaks replaced truffleHog as the secret scanner in CI.",
    "CI scans for secrets with truffleHog.",
    ["CI runs Trivy on every image."],
    "replaced_by",
    "Scanner replaced.",
)
S(
    "en",
    "Uptime checks are done by Checkly, we dropped Pingdom.",
    "External uptime checks run in Pingdom.",
    ["Uptime checks hit /healthz every minute."],
    "dropped",
    "Tool dropped with a replacement.",
)
S(
    "en",
    "The data squad hands over on-call at 09:00 UTC now, it was 17:00 before.",
    "The data squad's on-call handover is at 17:00 UTC.",
    ["The data squad's on-call uses a two-person rotation."],
    "from_to",
    "Time changed, old named after.",
)
S(
    "en",
    "Ok so the support inbox is triaged by the squad on call instead of by Maya.",
    "Maya triages the support inbox every morning.",
    ["Support tickets come in through Zendesk."],
    "instead_of",
    "Owner replaced.",
)
S(
    "en",
    "Our Snyk seats were cut to 15 in the renewal.",
    "The team has 25 Snyk seats.",
    ["Snyk scans run on every PR."],
    "implicit",
    "Seat count lowered.",
)
S(
    "en",
    "The dev-machine Go toolchain is 1.22 since the bootstrap update.",
    "Go on the dev machines is 1.21.",
    ["golangci-lint is installed through the bootstrap."],
    "implicit",
    "Version bumped.",
)

# ---------------------------------------------------------------- English traps (both orders)
T(
    "en",
    "Staging moved from eu-west-1 to us-east-1.",
    ["Staging runs in eu-west-1; prod in eu-central-1.", "Staging runs in us-east-1."],
    0,
    "from_to",
    "Trap: closes the eu-west-1 belief, not the us-east-1 one it confirms.",
)
T(
    "en",
    "The on-call handover changed from Mondays to Thursdays.",
    [
        "The on-call handover is on Thursdays.",
        "The on-call handover is on Mondays; pages go to #oncall.",
    ],
    1,
    "from_to",
    "Trap: closes the Monday belief, not the Thursday one it confirms.",
)
T(
    "en",
    "We replaced Jenkins with GitHub Actions for CI.",
    ["CI runs on GitHub Actions.", "CI runs on Jenkins with the ci-base image."],
    1,
    "replaced_by",
    "Trap: closes the Jenkins belief.",
)
T(
    "en",
    "Dev docs moved from Notion to Outline.",
    ["Dev docs live in Notion; ADRs are in the repo.", "Dev docs live in Outline."],
    0,
    "moved",
    "Trap: closes the Notion belief.",
)

# ---------------------------------------------------------------- English negatives
# temporary overrides
N(
    "en",
    "refines",
    "This week only the payments handover is on Tuesday because of the holiday.",
    [
        "The payments on-call hands over on Thursdays at 10:00.",
        "Payments pages go to the #pay-oncall channel.",
    ],
    "scope",
    "A one-week exception; Thursday stays the rule.",
)
N(
    "en",
    "refines",
    "Until the incident is closed, the checkout alert threshold is 1500 ms to stop the flapping.",
    [
        "The checkout latency alert fires when p99 is above 600 ms.",
        "Checkout alerts page the web on-call.",
    ],
    "scope",
    "Temporary override tied to an incident.",
)
N(
    "en",
    "refines",
    "For the Black Friday week the gateway cap is lifted to 1000 rps, then back to 250.",
    [
        "The API gateway rate limit is 250 requests per second per key.",
        "Rate limit breaches are logged.",
    ],
    "scope",
    "Temporary override with an explicit return.",
)
N(
    "en",
    "refines",
    "Freeze is extended to Monday this time because of the audit.",
    ["The release freeze starts every Friday.", "Releases go out on Tuesdays."],
    "scope",
    "One-time extension.",
)
N(
    "en",
    "refines",
    "Tonight only, Kim covers search on-call for Olu.",
    [
        "The search on-call rotation is Kim, Ravi, Olu, Mette and Jonas.",
        "Search pages go through Opsgenie.",
    ],
    "scope",
    "A swap for one night.",
)
N(
    "en",
    "refines",
    "While the migration runs, staging stays up over the weekend.",
    ["Staging is shut down on weekends to save money.", "Staging runs in eu-central-1."],
    "scope",
    "Temporary exception to a standing rule.",
)
N(
    "en",
    "refines",
    "For the next two sprints Aiko is out, so Sergei covers Terraform reviews again until she's back.",
    [
        "Aiko reviews all Terraform changes.",
        "Helm chart changes are reviewed by the platform squad.",
    ],
    "scope",
    "Temporary cover; the owner stays.",
)
N(
    "en",
    "refines",
    "During the Kafka rebalance, retention on events is temporarily 1 day.",
    [
        "Kafka retention on the events cluster is 3 days.",
        "The events cluster has 24 partitions per topic.",
    ],
    "scope",
    "Temporary value during an operation.",
)
N(
    "en",
    "refines",
    "Just for the demo on Friday, the preview envs are kept for 14 days.",
    ["Preview environments are deleted after 7 days.", "Previews are Vercel preview deployments."],
    "scope",
    "One-off exception.",
)
N(
    "en",
    "refines",
    "The ingest account gets 2000 concurrent Lambdas until the backfill finishes.",
    [
        "Maximum Lambda concurrency for the ingest account is 1000.",
        "Ingest Lambdas run in us-east-1.",
    ],
    "scope",
    "Temporary raise.",
)
# per-environment or per-team differences
N(
    "en",
    "novel",
    "Prod is on db-prod-03 too, but the staging Postgres stays on db-stg-01.",
    ["Prod Postgres runs on db-prod-03.", "The analytics replica is on db-ana-01."],
    "related",
    "Restates prod and adds staging side by side; nothing denied.",
)
N(
    "en",
    "novel",
    "In staging the disk alert fires at 95%.",
    ["The disk usage alert on the prod DB hosts fires at 90%.", "Disk alerts go to #infra-alerts."],
    "related",
    "Another environment's threshold.",
)
N(
    "en",
    "novel",
    "The mobile squad releases on Thursdays.",
    ["The web squad releases on Tuesdays.", "Release notes are drafted by the PM."],
    "related",
    "Another squad's day.",
)
N(
    "en",
    "novel",
    "Prod deploys need two approvals; staging deploys still need none.",
    ["Staging deploys need no approval.", "Deploys go through ArgoCD."],
    "related",
    "Adds the prod rule beside the stored staging one.",
)
N(
    "en",
    "novel",
    "The data squad's budget for BigQuery is $8k a month.",
    ["The platform squad's cloud budget is $20k a month.", "Budget alerts go to #cloud-costs."],
    "related",
    "Another team's budget.",
)
N(
    "en",
    "novel",
    "Android CI runners use the ubuntu-24.04 image with JDK 17.",
    ["iOS CI runners are on macOS 14 with Xcode 15.3.", "CI caches Gradle in S3."],
    "related",
    "A sibling platform's runner image.",
)
N(
    "en",
    "novel",
    "Prod logs are kept 30 days in Loki, dev logs only 3.",
    ["Log retention in Loki is 30 days for prod.", "Logs ship through Vector."],
    "related",
    "Adds the dev value; prod confirmed.",
)
N(
    "en",
    "novel",
    "The EU support desk has a P2 SLA of 6 business hours.",
    [
        "The US support desk's P2 escalation SLA is 8 business hours.",
        "P1 escalations have a 30-minute SLA.",
    ],
    "related",
    "Another desk.",
)
N(
    "en",
    "novel",
    "Windows laptops for the support team are ThinkPad T14s.",
    ["New engineering hires get an M3 MacBook Pro.", "Laptops are enrolled in Jamf or Intune."],
    "related",
    "Another team's machine.",
)
N(
    "en",
    "novel",
    "QA's staging in Manila uses the ap-southeast-1 region.",
    ["The main staging runs in eu-central-1.", "Prod runs in eu-central-1."],
    "related",
    "A separate QA environment.",
)
# sibling things
N(
    "en",
    "novel",
    "Identity on-call hands over on Mondays at 09:00.",
    [
        "The payments on-call hands over on Thursdays at 10:00.",
        "On-call pages go through incident.io.",
    ],
    "related",
    "Another service's on-call.",
)
N(
    "en",
    "novel",
    "The analytics Kafka cluster is in Frankfurt on kafka-an-01..03.",
    [
        "The events Kafka cluster runs on kafka-ev-dub-01..03 in Dublin.",
        "Kafka retention on events is 3 days.",
    ],
    "related",
    "A sibling cluster.",
)
N(
    "en",
    "novel",
    "The us-east-1 bastion is bastion-use1.int.",
    ["The eu-west-1 bastion is bastion-euw1.int.", "Bastions are reached through Tailscale."],
    "related",
    "Another region's host.",
)
N(
    "en",
    "novel",
    "The orders service SLA is 99.5%.",
    ["The public API SLA is 99.95%.", "The internal admin API has no SLA."],
    "related",
    "Another service.",
)
N(
    "en",
    "novel",
    "The search squad's Jira project is SRCH.",
    ["The Jira project for the platform team is INFRA.", "Support bugs land in SUP."],
    "related",
    "Another team's project.",
)
N(
    "en",
    "novel",
    "Code owners for /payouts are @treasury.",
    ["Code owners for /billing are @revenue-eng.", "Code owners for /auth are @identity."],
    "related",
    "Another path.",
)
N(
    "en",
    "novel",
    "The Linux build agent lin-build-04 was replaced by lin-build-07.",
    ["The Windows build agent is win-build-05.", "Build agents are provisioned by Ansible."],
    "replaced_by",
    "Change word about a sibling agent not stored.",
)
N(
    "en",
    "novel",
    "The marketing site's staging moved to Netlify.",
    ["The app's staging is at stg.shopnest.io.", "The prod URL is shopnest.com."],
    "moved",
    "Change about another site's staging.",
)
N(
    "en",
    "novel",
    "The ML team's CPU quota in us-central1 went to 400 vCPUs.",
    ["The GPU quota for the ML team is 16 A100s.", "The ML team trains in us-central1."],
    "related",
    "Another quota of the same team.",
)
N(
    "en",
    "novel",
    "We switched the Grafana theme to dark for the NOC screens.",
    ["Dashboards are at metrics.example.net.", "Runbooks live in the ops-handbook repo."],
    "switched",
    "Change word about something not stored.",
)
# plans and proposals
N(
    "en",
    "novel",
    "We're thinking of moving the freeze to Thursdays, let's discuss at retro.",
    ["The release freeze starts every Friday.", "We ship on Mondays."],
    "question",
    "A proposal.",
)
N(
    "en",
    "novel",
    "Proposal: retire Metabase and move BI dashboards to Superset in Q3.",
    ["BI dashboards live in Metabase.", "The BI warehouse is on Snowflake."],
    "question",
    "Plan for a later quarter.",
)
N(
    "en",
    "novel",
    "Next sprint we'll start moving prod Postgres to db-prod-04.",
    ["Prod Postgres runs on db-prod-03.", "Staging Postgres runs on db-stg-01."],
    "question",
    "Future work.",
)
N(
    "en",
    "novel",
    "RFC-88 suggests a two-week on-call rotation instead of weekly; not approved yet.",
    ["The payments on-call rotation is weekly.", "Payments pages go to #pay-oncall."],
    "question",
    "Unapproved RFC.",
)
N(
    "en",
    "novel",
    "Plan is to bump everyone to Node 22 after the v9 release.",
    ["The dev machines are on Node 20.11.", "The dev machines use pnpm 8."],
    "question",
    "Planned bump.",
)
N(
    "en",
    "novel",
    "I'll open a ticket to get the GPU quota to 32 next quarter.",
    ["The GPU quota for the ML team is 16 A100s.", "The ML team trains in us-central1."],
    "question",
    "An intention.",
)
N(
    "en",
    "novel",
    "We might replace Tailscale with Cloudflare Access eventually.",
    ["Tailscale is used to reach internal hosts.", "The VPN is needed to reach the staging admin."],
    "question",
    "A maybe.",
)
N(
    "en",
    "novel",
    "Roadmap has the runners moving to arm64 images in H2.",
    ["CI runners use the ci-base:2025.02 image.", "CI caches pip wheels in S3."],
    "question",
    "Roadmap item.",
)
N(
    "en",
    "novel",
    "Mei is drafting a proposal to make pen tests quarterly.",
    ["Pen tests are twice a year, May and November.", "Security reviews are owned by AppSec."],
    "question",
    "A draft.",
)
N(
    "en",
    "novel",
    "We're evaluating Buildkite as a replacement for GitHub Actions.",
    ["CI runs on GitHub Actions.", "CD goes through ArgoCD."],
    "question",
    "An evaluation.",
)
# conditionals
N(
    "en",
    "novel",
    "If the budget is approved we go to 20 runners.",
    ["The CI pool has 10 self-hosted runners.", "CI runners use the ubuntu-22.04 image."],
    "question",
    "Conditional on approval.",
)
N(
    "en",
    "novel",
    "If AWS denies the raise, we'll shard ingest across two accounts.",
    [
        "Maximum Lambda concurrency for the ingest account is 200.",
        "Ingest Lambdas run in us-east-1.",
    ],
    "question",
    "Conditional plan.",
)
N(
    "en",
    "novel",
    "Should the audit require it, backups would be kept for a year.",
    ["Database backups are kept for 90 days.", "Database backups are taken hourly."],
    "question",
    "Hypothetical.",
)
N(
    "en",
    "novel",
    "In case Hugo is out, Stripe questions can wait until he's back.",
    ["Stripe questions go to Hugo.", "The Stripe credentials are in the Finance vault."],
    "plain",
    "Conditional that keeps the contact.",
)
N(
    "en",
    "refines",
    "If a sev1 lasts more than 4 hours, a second IC takes over from the first.",
    [
        "Sev1s are run by a commander from the IC rotation.",
        "Sev2s are run by the on-call engineer.",
    ],
    "scope",
    "Conditional detail of the stored rule.",
)
N(
    "en",
    "novel",
    "Once Datadog renews we could go to 80 hosts, depending on pricing.",
    ["Our Datadog contract covers 60 hosts.", "Datadog APM is on for the API services."],
    "question",
    "Conditional future.",
)
N(
    "en",
    "novel",
    "If product wants 4K video, the upload limit might have to go to 500 MB.",
    ["Max upload size on the media service is 100 MB.", "Media is stored in S3."],
    "question",
    "Hypothetical raise.",
)
# questions
N(
    "en",
    "novel",
    "Is the freeze still on Fridays or did that change?",
    ["The release freeze starts every Friday.", "We ship on Mondays."],
    "question",
    "A question.",
)
N(
    "en",
    "novel",
    "Who owns the billing-export job these days, Omar or Priya?",
    [
        "Priya owns the nightly billing-export job.",
        "The billing-export job writes to the finance bucket.",
    ],
    "question",
    "A question.",
)
N(
    "en",
    "novel",
    "Did anyone bump kubectl to 1.30 yet?",
    ["kubectl on dev machines is 1.29.", "Helm on dev machines is 3.13."],
    "question",
    "Question, no change.",
)
N(
    "en",
    "novel",
    "Are we sure staging is in eu-central-1? The console shows eu-west-1 resources.",
    ["Staging runs in eu-central-1.", "Prod runs in eu-central-1."],
    "question",
    "A doubt, not a correction.",
)
N(
    "en",
    "novel",
    "Can we raise the Actions quota again? We hit 75k last month.",
    [
        "The GitHub Actions minutes quota for the org is 80,000 a month.",
        "Self-hosted runners don't count.",
    ],
    "question",
    "A request.",
)
N(
    "en",
    "novel",
    "What's the ack SLA for identity pages, same 5 minutes as payments?",
    ["Payments pages must be acknowledged within 5 minutes.", "Pages route through incident.io."],
    "question",
    "A question about a sibling.",
)
N(
    "en",
    "novel",
    "Where do runbooks live now, still ops-handbook?",
    ["Runbooks live in the ops-handbook repo.", "Dashboards are at metrics.example.net."],
    "question",
    "A question.",
)
# opinions and wishes
N(
    "en",
    "novel",
    "Honestly I think weekly releases are too fast for mobile.",
    ["Mobile releases are every 2 weeks.", "The web app ships weekly."],
    "plain",
    "Opinion.",
)
N(
    "en",
    "novel",
    "I wish the standup bot posted later, 9:00 is early for the west coast.",
    ["The Slack standup bot posts at 9:00.", "Standup is async."],
    "plain",
    "Wish.",
)
N(
    "en",
    "novel",
    "Personally I'd prefer Loki retention at 60 days.",
    ["Log retention in Loki is 30 days.", "Prod logs go to Loki."],
    "plain",
    "Preference.",
)
N(
    "en",
    "novel",
    "Tariq would rather not keep GCP org admin long term.",
    ["Rosa and Tariq have admin on the GCP org.", "The GCP billing account is owned by finance."],
    "plain",
    "A wish, not a change.",
)
N(
    "en",
    "novel",
    "OrbStack feels much faster than Docker Desktop did.",
    [
        "OrbStack is the standard container runtime on dev Macs.",
        "A Homebrew bundle installs the dev tools.",
    ],
    "plain",
    "Opinion mentioning the old tool.",
)
N(
    "en",
    "novel",
    "It'd be nice if the perf env were closer to prod.",
    ["Load tests run against the perf environment in eu-west-1.", "Load tests are nightly."],
    "plain",
    "Wish.",
)
# history
N(
    "en",
    "novel",
    "Last year we ran CI on Jenkins and it was a nightmare.",
    ["CI runs on GitHub Actions.", "CD goes through ArgoCD."],
    "related",
    "History consistent with the present.",
)
N(
    "en",
    "novel",
    "Back in 2023 the on-call handover was on Mondays.",
    ["The payments on-call hands over on Thursdays at 10:00.", "Payments pages go to #pay-oncall."],
    "related",
    "History.",
)
N(
    "en",
    "novel",
    "We used to keep runbooks in Confluence before the handbook repo.",
    ["Runbooks live in the ops-handbook repo.", "Dashboards are at metrics.example.net."],
    "related",
    "History.",
)
N(
    "en",
    "novel",
    "The first status page was a static page on S3, years ago.",
    ["The public status page is hosted on Instatus.", "Incidents are declared in #incidents."],
    "related",
    "History.",
)
N(
    "en",
    "novel",
    "Originally the GPU quota was 4, before the first raise.",
    ["The GPU quota for the ML team is 16 A100s.", "The ML team trains in us-central1."],
    "related",
    "History.",
)
N(
    "en",
    "novel",
    "Two years ago releases were monthly.",
    ["Releases are weekly, on Tuesdays.", "Release notes are drafted by the PM."],
    "related",
    "History.",
)
# restatements
N(
    "en",
    "redundant",
    "Thursday is handover day for the payments pager, 10 am.",
    ["The payments on-call hands over on Thursdays at 10:00.", "Payments pages go to #pay-oncall."],
    "paraphrase",
    "Same fact.",
)
N(
    "en",
    "redundant",
    "Gateway: 250 requests a second for each key.",
    [
        "The API gateway rate limit is 250 requests per second per key.",
        "Rate limit breaches are logged.",
    ],
    "paraphrase",
    "Same limit.",
)
N(
    "en",
    "redundant",
    "The upload cap on media is 100 megabytes.",
    ["Max upload size on the media service is 100 MB.", "Media is stored in S3."],
    "paraphrase",
    "Same limit in words.",
)
N(
    "en",
    "redundant",
    "Backups: every hour, kept three months.",
    ["Database backups are taken hourly and kept for 90 days.", "Backups are encrypted with KMS."],
    "paraphrase",
    "Same facts; 3 months is 90 days.",
)
N(
    "en",
    "redundant",
    "Jenkins is gone, we build on GitHub Actions.",
    ["CI runs on GitHub Actions.", "CD goes through ArgoCD."],
    "gone",
    "A change the store already reflects.",
)
N(
    "en",
    "redundant",
    "Looker was replaced by Metabase a while ago.",
    ["BI dashboards live in Metabase.", "The BI warehouse is on Snowflake."],
    "replaced_by",
    "Already reflected.",
)
N(
    "en",
    "redundant",
    "The Windows build agent is win-build-05.",
    [
        "The Windows build agent is win-build-05.",
        "The Linux build agents are lin-build-01 to lin-build-06.",
    ],
    "exact",
    "Verbatim.",
)
N(
    "en",
    "redundant",
    "The shared dev DB is dev-pg.int:6432 through pgbouncer.",
    [
        "The shared dev DB is dev-pg.int:6432 through pgbouncer.",
        "Each dev can start a local Postgres.",
    ],
    "exact",
    "Verbatim.",
)
N(
    "en",
    "redundant",
    "Yes, the release captain rotation is just Ana and Ben.",
    [
        "The release captain rotates between Ana and Ben.",
        "The release captain posts the changelog.",
    ],
    "paraphrase",
    "Confirmation.",
)
N(
    "en",
    "redundant",
    "Tailscale is how we get onto internal boxes.",
    ["Tailscale is used to reach internal hosts.", "The VPN is needed to reach the staging admin."],
    "paraphrase",
    "Same fact.",
)
N(
    "en",
    "redundant",
    "Frontend errors are in Datadog RUM, not Sentry.",
    ["Frontend errors are reported to Datadog RUM.", "Web alerts route to #web-alerts."],
    "negation",
    "Already reflected, with a not.",
)
# details that do not replace
N(
    "en",
    "refines",
    "The payments handover at 10:00 includes a 15-minute call with the outgoing person.",
    ["The payments on-call hands over on Thursdays at 10:00.", "Payments pages go to #pay-oncall."],
    "detail",
    "Detail added.",
)
N(
    "en",
    "refines",
    "The ci-base image also includes the AWS CLI v2 and jq.",
    ["CI runners use the ci-base:2025.02 image with Python 3.12.", "CI caches pip wheels in S3."],
    "detail",
    "Contents of the image.",
)
N(
    "en",
    "refines",
    "The dev account budget alert fires at 80% of the $3,500.",
    ["The AWS dev account budget is $3,500 a month.", "Budget alerts go to #cloud-costs."],
    "detail",
    "Detail of the budget.",
)
N(
    "en",
    "refines",
    "db-prod-03 is an r7g.4xlarge with 2 read replicas.",
    ["Prod Postgres runs on db-prod-03.", "Staging Postgres runs on db-stg-01."],
    "detail",
    "Host detail.",
)
N(
    "en",
    "refines",
    "The Outline workspace is at docs.int and uses Google SSO.",
    ["The team's docs live in Outline.", "ADRs live in the repo under docs/adr."],
    "detail",
    "Detail of the docs home.",
)
N(
    "en",
    "refines",
    "Release notes for the weekly release are due by Monday 17:00.",
    ["Releases are weekly, on Tuesdays.", "The release captain posts the changelog."],
    "detail",
    "A deadline added.",
)
N(
    "en",
    "refines",
    "The 600 ms checkout alert needs 5 minutes above threshold before it pages.",
    [
        "The checkout latency alert fires when p99 is above 600 ms.",
        "Checkout alerts page the web on-call.",
    ],
    "detail",
    "Duration detail.",
)
N(
    "en",
    "refines",
    "For example, the staging admin is at admin.stg.shopnest.io.",
    ["Staging is at stg.shopnest.io.", "The prod URL is shopnest.com."],
    "example",
    "An example under the stored host.",
)
N(
    "en",
    "refines",
    "The nightly load test runs at 02:00 UTC and takes about 40 minutes.",
    ["Load tests are nightly.", "Load tests run against the perf environment."],
    "detail",
    "Time detail.",
)
N(
    "en",
    "refines",
    "Aiko also checks the plan output for IAM changes in Terraform reviews.",
    [
        "Aiko reviews all Terraform changes.",
        "Helm chart changes are reviewed by the platform squad.",
    ],
    "detail",
    "Detail of the review.",
)
N(
    "en",
    "refines",
    "The incident.io schedule for payments has a secondary as well as the primary.",
    [
        "Payments pages route through incident.io schedules.",
        "Payments pages must be acknowledged within 5 minutes.",
    ],
    "detail",
    "Detail, nothing denied.",
)
N(
    "en",
    "refines",
    "The Renovate PRs are grouped per ecosystem, e.g. one for all npm bumps.",
    [
        "Renovate opens the dependency update PRs.",
        "Dependency PRs are reviewed by the platform rotation.",
    ],
    "example",
    "Example of the stored practice.",
)
# negations that deny nothing, rules about the thing
N(
    "en",
    "novel",
    "Never deploy to prod during the Friday freeze, even with approval.",
    ["The release freeze starts every Friday.", "Prod deploys need one senior approval."],
    "negation",
    "A rule that mentions both without changing them.",
)
N(
    "en",
    "refines",
    "The sandbox cap is not a soft limit; accounts are suspended when they hit $500.",
    ["Sandbox accounts have a $500 monthly cap.", "Sandbox accounts are nuked nightly."],
    "negation",
    "A clarifying not.",
)
N(
    "en",
    "novel",
    "Don't ping Hugo directly about Stripe refunds; use #finance-help.",
    ["Stripe questions go to Hugo.", "The Stripe credentials are in the Finance vault."],
    "negation",
    "A rule about a subtopic.",
)
N(
    "en",
    "novel",
    "Nobody should run aws-nuke by hand on a sandbox.",
    [
        "The sandbox AWS accounts are cleaned by aws-nuke every night.",
        "Sandbox accounts have a cap.",
    ],
    "negation",
    "A prohibition consistent with the practice.",
)
N(
    "en",
    "novel",
    "We never page the EM for sev2s.",
    [
        "Sev2s are run by the on-call engineer.",
        "Sev1s are run by a commander from the IC rotation.",
    ],
    "negation",
    "Consistent prohibition.",
)
# change words about other things
N(
    "en",
    "novel",
    "Moved the #incidents channel bookmark to the top of the sidebar.",
    ["Incidents are declared in #incidents.", "The incident bridge is a Google Meet link."],
    "moved",
    "Change about a UI bookmark.",
)
N(
    "en",
    "novel",
    "Dropped the old 'ci-legacy' label from the issue tracker.",
    ["CI runners use the ci-base:2025.02 image.", "The CI pool has 10 self-hosted runners."],
    "dropped",
    "Change about a label not stored.",
)
N(
    "en",
    "novel",
    "We switched the office Wi-Fi password; ask Rosa.",
    ["Tailscale is used to reach internal hosts.", "Rosa has admin on the GCP org."],
    "switched",
    "Change about something unrelated.",
)
N(
    "en",
    "novel",
    "The old laptop of Ben's was replaced under warranty.",
    ["New hire laptops are M3 MacBook Pros.", "Laptops are enrolled in Jamf."],
    "replaced_by",
    "One person's laptop repair.",
)
N(
    "en",
    "novel",
    "The kafka-ev-dub-02 disk was replaced last night, no data lost.",
    [
        "The events Kafka cluster runs on kafka-ev-dub-01..03 in Dublin.",
        "Kafka retention on events is 3 days.",
    ],
    "replaced_by",
    "Hardware repair; hosts unchanged.",
)
N(
    "en",
    "novel",
    "No longer need to add the 'needs-qa' label, the bot does it.",
    ["Mobile PRs need two approvals.", "Infra PRs need two approvals."],
    "no_longer",
    "Change about a label step not stored.",
)
N(
    "en",
    "novel",
    "Mette moved desks to the 3rd floor.",
    [
        "The search on-call rotation is Kim, Ravi, Olu, Mette and Jonas.",
        "Search pages go through Opsgenie.",
    ],
    "moved",
    "Personal move, rotation unchanged.",
)
N(
    "en",
    "novel",
    "The #cloud-costs channel is now also used for reservations questions.",
    ["Budget alerts go to #cloud-costs.", "The AWS dev account budget is $3,500 a month."],
    "now_uses",
    "An added use of a channel.",
)
N(
    "en",
    "novel",
    "Instead of a spreadsheet, the on-call swap requests go through a form.",
    ["The payments on-call hands over on Thursdays at 10:00.", "Payments pages go to #pay-oncall."],
    "instead_of",
    "Change about a process not stored.",
)
# additions beside a stored value
N(
    "en",
    "refines",
    "Checkly also runs a browser check on the checkout page every 5 minutes.",
    ["External uptime checks run in Checkly.", "Uptime checks hit /healthz every minute."],
    "detail",
    "An added check, the stored ones stay.",
)
N(
    "en",
    "novel",
    "Rosa is also the contact for the Apple developer account.",
    ["Rosa and Tariq have admin on the GCP org.", "Stripe questions go to Hugo."],
    "related",
    "A new fact about a person.",
)
N(
    "en",
    "novel",
    "There's also a dashboard for the runners at metrics.example.net/d/ci.",
    ["Dashboards are at metrics.example.net.", "The CI pool has 10 self-hosted runners."],
    "related",
    "Added dashboard under the stored home.",
)

# ---------------------------------------------------------------- other languages
# Irish (ga)
S(
    "ga",
    "Ní Dé Luain a thuilleadh: is ar an Déardaoin a bhíonn an handover on-call anois.",
    "The platform on-call hands over on Mondays.",
    ["Platform pages go through incident.io."],
    "correction",
    "Irish: not Monday any more, Thursday now.",
)
S(
    "ga",
    "Tá an staging aistrithe go eu-north-1 ó inné.",
    "Staging is hosted in eu-west-1.",
    ["Prod is hosted in eu-west-1."],
    "moved",
    "Irish: staging moved to eu-north-1; prod not mentioned.",
)
S(
    "ga",
    "Is í Siobhán a dhéanann athbhreithniú ar na hathruithe Terraform anois, in áit Sergei.",
    "Sergei reviews the Terraform changes for the data platform.",
    ["Data platform alerts go to #data-alerts."],
    "instead_of",
    "Irish: Siobhán reviews instead of Sergei.",
)
N(
    "ga",
    "refines",
    "An tseachtain seo amháin, tá an freeze ar an gCéadaoin mar gheall ar an saoire.",
    ["The release freeze is on Fridays.", "We ship on Mondays."],
    "scope",
    "Irish: this week only, a different freeze day.",
)
N(
    "ga",
    "novel",
    "An bhfuil an buiséad don dev account fós $3,500?",
    ["The AWS dev account budget is $3,500 a month.", "Budget alerts go to #cloud-costs."],
    "question",
    "Irish: a question.",
)
# Maltese (mt)
S(
    "mt",
    "Il-limitu tal-upload issa huwa 50 MB, mhux 20.",
    "Max upload size on the documents service is 20 MB.",
    ["Documents are stored in S3."],
    "correction",
    "Maltese: now 50 MB, not 20.",
)
S(
    "mt",
    "Ir-runners tas-CI ġew aġġornati għall-image ci-base:2025.06.",
    "The CI runners use the ci-base:2025.02 image.",
    ["CI caches pip wheels in S3."],
    "implicit",
    "Maltese: passive rollout of a new image.",
)
N(
    "mt",
    "novel",
    "Fil-prod l-alert tad-disk jispara fil-90%, imma fl-istaging fil-95%.",
    ["The disk usage alert on the prod DB hosts fires at 90%.", "Disk alerts go to #infra-alerts."],
    "related",
    "Maltese: prod confirmed, staging added.",
)
N(
    "mt",
    "novel",
    "Jekk il-baġit jiġi approvat, immorru għal 20 runner.",
    ["The CI pool has 10 self-hosted runners.", "CI runners are on Ubuntu."],
    "question",
    "Maltese: conditional.",
)
N(
    "mt",
    "novel",
    "Is-sena l-oħra konna nużaw Jenkins għas-CI.",
    ["CI runs on GitHub Actions.", "CD goes through ArgoCD."],
    "related",
    "Maltese: history.",
)
# Luxembourgish (lb)
S(
    "lb",
    "D'Releasen sinn elo all Woch, net méi all zwou Wochen.",
    "Web releases go out every two weeks.",
    ["Mobile releases are every four weeks."],
    "no_longer",
    "Luxembourgish: weekly now, no longer every two weeks.",
)
S(
    "lb",
    "D'Dashboards sinn op grafana.lu-intern.net geplënnert.",
    "The team dashboards are at dash.int.example.net.",
    ["Runbooks are in the handbook repo."],
    "moved",
    "Luxembourgish: dashboards moved.",
)
S(
    "lb",
    "Zanter dem 1. Mäerz ass de Jonas zoustänneg fir d'Stripe-Kont.",
    "Nina is the contact for the Stripe account.",
    ["The Stripe credentials are in the Finance vault."],
    "implicit",
    "Luxembourgish: Jonas responsible since 1 March.",
)
N(
    "lb",
    "novel",
    "Ech mengen, mir sollten de Freeze op Donneschdeg leeën.",
    ["The release freeze starts every Friday.", "We ship on Mondays."],
    "question",
    "Luxembourgish: an opinion-proposal.",
)
N(
    "lb",
    "redundant",
    "De Backup gëtt all Stonn gemaach.",
    ["Database backups are taken hourly.", "Database backups are kept for 90 days."],
    "paraphrase",
    "Luxembourgish: same fact.",
)
# West Frisian (fy)
S(
    "fy",
    "De on-call-oerdracht foar search is no op tiisdei, net mear op moandei.",
    "The search on-call hands over on Mondays.",
    ["Search pages go through Opsgenie."],
    "no_longer",
    "Frisian: Tuesday now, no longer Monday.",
)
S(
    "fy",
    "Wy binne oerstapt fan Pingdom nei Checkly foar de uptime-kontrôles.",
    "External uptime checks run in Pingdom.",
    ["Uptime checks hit /healthz every minute."],
    "switched",
    "Frisian: switched from Pingdom to Checkly.",
)
N(
    "fy",
    "novel",
    "De identity-on-call hat in oare rotaasje, mei oerdracht op freed.",
    ["The payments on-call hands over on Thursdays.", "Pages go through incident.io."],
    "related",
    "Frisian: another service's on-call.",
)
N(
    "fy",
    "refines",
    "Oant it ynsidint sluten is, stiet de alert-drompel op 2000 ms.",
    [
        "The checkout latency alert fires when p99 is above 600 ms.",
        "Checkout alerts page the web on-call.",
    ],
    "scope",
    "Frisian: temporary override until the incident closes.",
)
N(
    "fy",
    "novel",
    "Ferline jier hiene wy de runbooks noch yn Confluence.",
    ["Runbooks live in the ops-handbook repo.", "Dashboards are at metrics.example.net."],
    "related",
    "Frisian: history.",
)
# Georgian (ka)
S(
    "ka",
    "staging ახლა us-east-2-ში მუშაობს, eu-west-1 აღარ გამოიყენება.",
    "Staging runs in eu-west-1.",
    ["Prod runs in eu-central-1."],
    "no_longer",
    "Georgian: staging in us-east-2 now, eu-west-1 no longer used.",
)
S(
    "ka",
    "Sentry შევცვალეთ Datadog RUM-ით frontend-ის შეცდომებისთვის.",
    "Frontend errors go to Sentry.",
    ["Web alerts route to #web-alerts."],
    "replaced_by",
    "Georgian: Sentry replaced with Datadog RUM.",
)
N(
    "ka",
    "novel",
    "შეიძლება GPU კვოტა 32-მდე გავზარდოთ, თუ Google დაგვეთანხმება.",
    ["The GPU quota for the ML team is 16 A100s.", "The ML team trains in us-central1."],
    "question",
    "Georgian: conditional maybe.",
)
N(
    "ka",
    "redundant",
    "Loki-ში ლოგები 30 დღე ინახება.",
    ["Log retention in Loki is 30 days.", "Prod logs go to Loki."],
    "paraphrase",
    "Georgian: same fact.",
)
N(
    "ka",
    "novel",
    "ვინ არის ახლა on-call payments-ზე?",
    ["The payments on-call hands over on Thursdays at 10:00.", "Payments pages go to #pay-oncall."],
    "question",
    "Georgian: a question.",
)
# Armenian (hy)
S(
    "hy",
    "Terraform-ի տարբերակը dev մեքենաներում այժմ 1.8.2 է։",
    "Terraform on dev machines is pinned to 1.7.4.",
    ["tflint runs in pre-commit."],
    "now_uses",
    "Armenian: Terraform is 1.8.2 now.",
)
S(
    "hy",
    "Runbook-ները տեղափոխվել են Notion-ից ops-handbook ռեպո։",
    "Runbooks live in Notion.",
    ["Dashboards are at metrics.example.net."],
    "from_to",
    "Armenian: runbooks moved from Notion to the repo.",
)
N(
    "hy",
    "novel",
    "Անցյալ տարի թողարկումները ամսական էին։",
    ["Releases are weekly, on Tuesdays.", "Release notes are drafted by the PM."],
    "related",
    "Armenian: history.",
)
N(
    "hy",
    "refines",
    "Միայն այս շաբաթ Kim-ը փոխարինում է Olu-ին on-call-ում։",
    [
        "The search on-call rotation is Kim, Ravi, Olu, Mette and Jonas.",
        "Search pages go through Opsgenie.",
    ],
    "scope",
    "Armenian: a one-week swap.",
)
N(
    "hy",
    "novel",
    "Ես կնախընտրեի, որ standup bot-ը գրի 10:00-ին։",
    ["The Slack standup bot posts at 9:00.", "Standup is async."],
    "plain",
    "Armenian: a wish.",
)
# Gujarati (gu)
S(
    "gu",
    "payments pages માટે ack SLA હવે 10 મિનિટ છે, 15 નહીં.",
    "Payments pages must be acknowledged within 15 minutes.",
    ["Payments pages route through incident.io."],
    "correction",
    "Gujarati: 10 minutes now, not 15.",
)
S(
    "gu",
    "Dependabot બંધ કર્યું; હવે Renovate dependency PRs ખોલે છે.",
    "Dependabot opens dependency update PRs every Monday.",
    ["Dependency PRs are reviewed by the platform rotation."],
    "dropped",
    "Gujarati: Dependabot dropped, Renovate opens the PRs.",
)
N(
    "gu",
    "novel",
    "staging માં backups દર 12 કલાકે લેવાય છે.",
    ["Prod database backups are taken hourly.", "Database backups are kept for 90 days."],
    "related",
    "Gujarati: staging's schedule beside prod.",
)
N(
    "gu",
    "novel",
    "આવતા ક્વાર્ટરમાં Datadog hosts 80 કરવાની યોજના છે.",
    ["Our Datadog contract covers 60 hosts.", "Datadog APM is on for the API services."],
    "question",
    "Gujarati: a plan.",
)
N(
    "gu",
    "redundant",
    "Windows build agent win-build-05 છે.",
    ["The Windows build agent is win-build-05.", "Build agents are provisioned by Ansible."],
    "paraphrase",
    "Gujarati: same fact.",
)
# Punjabi (pa)
S(
    "pa",
    "Prod deploy ਲਈ ਹੁਣ ਦੋ approvals ਚਾਹੀਦੇ ਹਨ।",
    "Prod deploys need one approval from a senior engineer.",
    ["Staging deploys need no approval."],
    "now_uses",
    "Punjabi: two approvals now.",
)
S(
    "pa",
    "Jenkins ਹਟਾ ਦਿੱਤਾ ਗਿਆ, ਸਾਰੇ builds ਹੁਣ GitLab CI ਤੇ ਚੱਲਦੇ ਹਨ।",
    "The data team's builds run on Jenkins.",
    ["The data team deploys with Airflow DAG syncs."],
    "gone",
    "Punjabi: Jenkins removed, builds on GitLab CI.",
)
N(
    "pa",
    "novel",
    "ਕੀ kubectl ਨੂੰ 1.30 ਤੇ ਲੈ ਜਾਣਾ ਹੈ?",
    ["kubectl on dev machines is 1.29.", "Helm on dev machines is 3.13."],
    "question",
    "Punjabi: a question.",
)
N(
    "pa",
    "refines",
    "ਬਲੈਕ ਫ੍ਰਾਈਡੇ ਹਫ਼ਤੇ ਦੌਰਾਨ gateway cap 1000 rps ਰਹੇਗਾ, ਫਿਰ ਵਾਪਸ 250।",
    [
        "The API gateway rate limit is 250 requests per second per key.",
        "Rate limit breaches are logged.",
    ],
    "scope",
    "Punjabi: temporary raise with a return.",
)
N(
    "pa",
    "novel",
    "Mobile squad ਵੀਰਵਾਰ ਨੂੰ release ਕਰਦੀ ਹੈ।",
    ["The web squad releases on Tuesdays.", "Release notes are drafted by the PM."],
    "related",
    "Punjabi: another squad's day.",
)
# Mongolian (mn)
S(
    "mn",
    "Loki-ийн хадгалах хугацааг 60 хоног болгож нэмсэн.",
    "Log retention in Loki is 30 days.",
    ["Prod logs go to Loki."],
    "implicit",
    "Mongolian: retention raised to 60 days.",
)
S(
    "mn",
    "Release captain-ы ээлжээс Бен гарсан, одоо Ана, Чен хоёр.",
    "The release captain rotates among Ana, Ben and Chen.",
    ["The release captain posts the changelog in #releases."],
    "dropped",
    "Mongolian: Ben left the rotation; Ana and Chen now.",
)
N(
    "mn",
    "novel",
    "Хэрэв аудит шаардвал backup-ийг нэг жил хадгална.",
    ["Database backups are kept for 90 days.", "Database backups are taken hourly."],
    "question",
    "Mongolian: conditional.",
)
N(
    "mn",
    "novel",
    "us-east-1 бүсийн bastion нь bastion-use1.int.",
    ["The eu-west-1 bastion is bastion-euw1.int.", "Bastions are reached through Tailscale."],
    "related",
    "Mongolian: another region's host.",
)
N(
    "mn",
    "refines",
    "Checkout alert 5 минут босгоос дээш байвал л дуудна.",
    [
        "The checkout latency alert fires when p99 is above 600 ms.",
        "Checkout alerts page the web on-call.",
    ],
    "detail",
    "Mongolian: duration detail.",
)
# Telugu (te)
S(
    "te",
    "ML టీమ్ GPU కోటా ఇప్పుడు 24 A100లు.",
    "The GPU quota for the ML team is 16 A100s.",
    ["The ML team trains in us-central1."],
    "now_uses",
    "Telugu: quota is 24 now.",
)
S(
    "te",
    "Design sync మంగళవారం నుండి గురువారం 15:00కి మారింది.",
    "The weekly sync with design is Tuesday 11:00.",
    ["Sprint planning is Monday 10:00."],
    "from_to",
    "Telugu: moved from Tuesday to Thursday 15:00.",
)
N(
    "te",
    "novel",
    "నా అభిప్రాయం ప్రకారం weekly releases చాలా వేగం.",
    ["Releases are weekly, on Tuesdays.", "Release notes are drafted by the PM."],
    "plain",
    "Telugu: an opinion.",
)
N(
    "te",
    "refines",
    "ఈ వారం మాత్రమే staging weekend లో కూడా నడుస్తుంది.",
    ["Staging is shut down on weekends to save money.", "Staging runs in eu-central-1."],
    "scope",
    "Telugu: this week only.",
)
N(
    "te",
    "novel",
    "Identity సేవ SLA 99.5%.",
    ["The public API SLA is 99.95%.", "The internal admin API has no SLA."],
    "related",
    "Telugu: another service.",
)

# ---------------------------------------------------------------- added in the same sitting
N(
    "en",
    "refines",
    "The new runner pool is tagged ci-large in the Actions settings.",
    ["The CI pool has 10 self-hosted runners.", "CI runners use the ubuntu-22.04 image."],
    "detail",
    "Detail of the pool.",
)
N(
    "en",
    "refines",
    "Staging never freezes; only prod freezes on Fridays.",
    ["The release freeze starts every Friday.", "We ship on Mondays."],
    "scope",
    "Per-environment scope of the stored freeze.",
)
N(
    "en",
    "novel",
    "Priya says she'd like to hand the release calendar back to Marco at some point.",
    ["Priya owns the release calendar.", "Release notes are written by the release captain."],
    "plain",
    "A wish, nothing handed over.",
)
N(
    "en",
    "refines",
    "The Tuesday release is cut from main at 08:00 UTC.",
    ["Releases are weekly, on Tuesdays.", "Release notes are drafted by the PM."],
    "detail",
    "Time detail.",
)
N(
    "en",
    "refines",
    "Since 1 March the payments on-call also covers the refunds service.",
    ["The payments on-call hands over on Thursdays at 10:00.", "Payments pages go to #pay-oncall."],
    "detail",
    "Scope added with a date; the handover stays.",
)
N(
    "en",
    "novel",
    "As of v3 the alert rules live in the alerts/ folder of the monitoring repo.",
    [
        "The checkout latency alert fires when p99 is above 600 ms.",
        "Checkout alerts page the web on-call.",
    ],
    "related",
    "A versioned fact about where rules live, not their values.",
)
N(
    "en",
    "novel",
    "The Tokyo edge cache runs on ap-northeast-1 hosts edge-tyo-01..04.",
    ["Prod runs in eu-central-1.", "Staging runs in eu-central-1."],
    "related",
    "A sibling system's region.",
)
N(
    "en",
    "novel",
    "Aiko and Sergei both reviewed the VPC Terraform change, since it was risky.",
    [
        "Aiko reviews all Terraform changes.",
        "Helm chart changes are reviewed by the platform squad.",
    ],
    "plain",
    "One case with an extra reviewer; the owner stays.",
)
N(
    "en",
    "novel",
    "Wait, is it 10 or 5 jobs per PR on the runners now?",
    [
        "CI runners allow 10 concurrent jobs per pull request.",
        "CI runners use the ubuntu-22.04 image.",
    ],
    "question",
    "A question quoting the old value.",
)
N(
    "ga",
    "redundant",
    "Is ar an Déardaoin a bhíonn handover an on-call payments, ag 10:00.",
    ["The payments on-call hands over on Thursdays at 10:00.", "Payments pages go to #pay-oncall."],
    "paraphrase",
    "Irish: same fact.",
)
N(
    "lb",
    "novel",
    "D'Identity-Team huet säin eegene Budget vun $5.000 de Mount.",
    ["The platform squad's cloud budget is $20k a month.", "Budget alerts go to #cloud-costs."],
    "related",
    "Luxembourgish: another team's budget.",
)
N(
    "ka",
    "refines",
    "db-prod-03 არის r7g.4xlarge, ორი read replica-თი.",
    ["Prod Postgres runs on db-prod-03.", "Staging Postgres runs on db-stg-01."],
    "detail",
    "Georgian: host detail.",
)
N(
    "hy",
    "novel",
    "Նախատեսում ենք հաջորդ sprint-ում prod Postgres-ը տեղափոխել db-prod-04։",
    ["Prod Postgres runs on db-prod-03.", "Staging Postgres runs on db-stg-01."],
    "question",
    "Armenian: a plan for next sprint.",
)
N(
    "te",
    "novel",
    "freeze ఇంకా శుక్రవారమేనా?",
    ["The release freeze starts every Friday.", "We ship on Mondays."],
    "question",
    "Telugu: is the freeze still on Friday?",
)
N(
    "fy",
    "novel",
    "Sergei hat foarsteld om de Terraform-reviews wer oer te nimmen.",
    [
        "Aiko reviews all Terraform changes.",
        "Helm chart changes are reviewed by the platform squad.",
    ],
    "question",
    "Frisian: a proposal.",
)


def render() -> str:
    order_rng = random.Random(SEED_ORDER)
    shuffle_rng = random.Random(SEED_SHUFFLE)
    filler_rng = random.Random(SEED_FILLER)
    rows = [dict(r) for r in ROWS]
    order_rng.shuffle(rows)
    lines = []
    for n, row in enumerate(rows, 1):
        existing = list(row["existing"])
        target_text = existing[row["target"]] if row["target"] is not None else None
        if row["lang"] == "en" and not row["keep"] and filler_rng.random() < 0.33:
            pick = filler_rng.choice(FILLERS)
            if pick not in existing:
                existing.append(pick)
        if not row["keep"]:
            shuffle_rng.shuffle(existing)
        target = existing.index(target_text) if target_text is not None else None
        out = {
            "id": f"{ID_PREFIX}{n:03d}",
            "split": "heldout",
            "lang": row["lang"],
            "existing": existing,
            "new": row["new"],
            "label": row["label"],
            "target": target,
            "phrasing": row["phrasing"],
            "note": row["note"],
        }
        lines.append(json.dumps(out, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> None:
    text = render()
    if "--stdout" in sys.argv[1:]:
        sys.stdout.write(text)
    else:
        OUT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
