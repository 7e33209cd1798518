"""Build pairs13.jsonl, the thirteenth blind write-gate pairs set (ids g001...).

Stdlib only and seeded: rerunning it gives a byte-identical file. The rows are held below as
written, one per line:

    LABEL:phrasing || lang || belief ;; belief [;; belief] || new statement || note

LABEL is S (supersedes), N (novel), R (redundant) or F (refines); `S!` marks a wrong-target
trap whose beliefs keep their written order. In a supersession the replaced belief carries a
leading `*`. The build shuffles the row order and the order of each row's beliefs (except the
traps), recomputes the target index, and gives about a third of the English rows with two
beliefs one extra unrelated team fact, so the replaced belief is not always one of two.

Usage: python benchmarks/data/gate/pairs13_build.py   (writes pairs13.jsonl beside itself)
"""

# ruff: noqa: E501  (the rows are data, one per line)

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).with_name("pairs13.jsonl")
ROW_SEED = 13013
BELIEF_SEED = 26013
FILLER_SEED = 31013
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}
FILLER = [
    "Hack week happens once a quarter",
    "The team mascot is a heron called Gus",
    "New joiners get a buddy for their first month",
    "Engineering all-hands is the first Monday of the month",
    "Expense reports go through payflow.example",
    "The design system lives in the Figma file Bracken UI",
    "Docs are written in British English",
    "The team's Slack workspace is brackenfield.slack.example",
    "Lunch-and-learn talks are on the last Thursday of the month",
    "Our open-source projects use the MIT licence",
]

ROWS = """
S:implicit || en || *The search-indexer service is owned by the Discovery team ;; search-indexer deploys from services/search in the monorepo || PR review: heads up, Discovery handed search-indexer to Platform last week, so approvals go to #platform now || ownership handed over; the Discovery owner belief is no longer true
F:scope || en || Billing-worker is owned by the Payments team ;; Payments reviews every change under services/billing || Platform covers billing-worker pages during the Payments offsite next week, then it's back to them || temporary cover for one week; ownership unchanged
N:related || en || The gateway is owned by the Edge team ;; The gateway runs three replicas per zone || fun fact: the gateway belonged to Platform before Edge was spun out in 2024 || history consistent with the present owner
S:correction || en || *notify-svc pages escalate to Lena after 15 minutes of no ack ;; notify-svc alerts go to #notify-alerts || correction to what I said at stand-up: notify-svc escalation goes to Kofi after 15 min, Lena moved to the data team || corrected escalation contact replaces Lena
S:no_longer || en || *CODEOWNERS for infra/terraform is @anouk ;; Terraform plans run in CI on every PR || Q: who approves terraform PRs now? A: @wiktor, Anouk is no longer on infra || a question's answer names the new code owner
N:question || en || CODEOWNERS for infra/terraform is @wiktor ;; Terraform state lives in the tf-state-prod bucket || should we add Beatriz as a second terraform approver so Wiktor isn't a bottleneck? || a proposal, nothing changed
F:scope || en || CODEOWNERS for infra/terraform is @wiktor ;; Terraform plans run in CI on every PR || just for the DNS PR, Beatriz can approve the terraform change since Wiktor is on leave || one-PR exception; owner unchanged
S:implicit || en || *Payments primary on-call rotation is Tariq, Mireille, Jun and Oskar ;; Payments on-call hands over on Mondays at 10:00 || Jun left the payments rotation, it's Tariq, Mireille and Oskar from this week || a closed rotation list loses a member
F:scope || en || Payments primary on-call rotation is Tariq, Mireille, Jun and Oskar ;; Payments on-call hands over on Mondays at 10:00 || swapped my Saturday on-call with Oskar, just this weekend || one-night swap; rotation unchanged
S:implicit || en || *Payments on-call hands over on Mondays at 10:00 ;; Payments primary on-call rotation is Tariq, Mireille and Oskar || since the 14th the payments handover is Wednesday 10:00 so nobody starts a shift on a release day || dated change of the handover day
N:related || en || Payments on-call hands over on Mondays at 10:00 ;; The payments runbook is in the payments-runbooks repo || Search on-call hands over on Fridays || another team's handover day side by side
S:implicit || en || *ledger-api runs on the prod-eu-1 Kubernetes cluster in eu-west-1 ;; ledger-api has four replicas || #inc-512 update: ledger-api has been on prod-eu-2 since the cutover on the 14th, prod-eu-1 is drained || dated move to another cluster
S:implicit || en || *All our services run on ECS Fargate ;; Service logs ship to Loki || fyi half the services are on EKS now, the rest stay on Fargate until Q3 || partial move falsifies the stored "all on Fargate"; a careful engineer closes it
N:related || en || notify-svc runs on ECS Fargate ;; notify-svc is deployed by the release train || half the services are on EKS now, notify-svc isn't one of them and stays on Fargate || partial move of other services; notify-svc's own belief is confirmed
N:question || en || report-gen runs on ECS Fargate ;; report-gen is owned by the Insights team || trying EKS for report-gen on a 5% canary this week; real traffic is still on Fargate || an experiment; the stored home is still true
S:implicit || en || *search-indexer runs on Graviton (arm64) nodes since October ;; search-indexer is owned by Platform || we went back to x86 nodes for search-indexer, the arm64 tokenizer build kept segfaulting || revert of an earlier change
N:related || en || search-indexer runs on x86 nodes ;; search-indexer is owned by Platform || we ran search-indexer on Graviton for about six weeks in the autumn || history consistent with the present (after the revert)
F:scope || en || The nightly ETL runs on the dedicated runner etl-runner-1.ci.example ;; The nightly ETL starts at 02:00 UTC || #inc-530: etl-runner-1 is down, tonight's ETL runs on a shared runner as a stopgap || temporary workaround for one night
S:implicit || en || *Services are built with Go 1.22 ;; Go services use golangci-lint in CI || toolchain bump merged: go.mod says 1.23 across the repo now || new Go version named only
S:implicit || en || *Every Python service runs on Python 3.11 ;; Python deps are managed with uv || stand-up: four of the nine Python services are on 3.12 now, the rest follow next sprint || partial upgrade falsifies the stored "every service on 3.11"
F:scope || en || Python services run on Python 3.11 ;; Python deps are managed with uv || auth-svc is the first service on 3.12, everything else is still on 3.11 || one service only; the general rule stands
S:implicit || en || *The JVM services target Java 17 ;; JVM services build with Gradle || the toolchain PR is merged: from next sprint every JVM service builds with Java 21 || decided dated change; the Java 17 belief is outdated from next sprint
N:question || en || The JVM services target Java 21 ;; JVM services build with Gradle || poll in #eng: Java 25 next quarter? react 👍 or 👎 || a poll, nothing changed
N:plain || en || Node services run on Node 20 ;; Node services use pnpm || lol at this rate we'll be on Node 38 before the billing refactor lands || a joke
S:implicit || en || *Frontend builds use Node 18, pinned in .nvmrc ;; The frontend is built with Vite || .nvmrc now says 22 || names only the new value
R:paraphrase || en || Frontend builds use Node 22, pinned in .nvmrc ;; The frontend is built with Vite || reminder: the frontend's .nvmrc pins Node 22, use nvm use before building || restatement
S:implicit || en || *The main database is PostgreSQL 14 on RDS ;; Database backups are kept for 14 days || #inc-488 postmortem: since the upgrade on the 3rd we're on Postgres 16, which is why the query planner changed || version changed, said in passing in a postmortem
N:related || en || The main database is PostgreSQL 16 on RDS ;; Database backups are kept for 14 days || the analytics replica is still on Postgres 14 until the BI tool supports 16 || another database side by side
S:implicit || en || *The release train leaves every Tuesday at 14:00 UTC ;; Release notes are posted in #releases || trains go Wednesdays now, Tuesday kept colliding with sprint planning || new weekday, no change word
S:implicit || en || *Release trains run weekly (changed from biweekly in Q2) ;; Release notes are posted in #releases || we went back to biweekly trains, weekly was too much QA load || revert to the earlier cadence
N:related || en || Release trains run weekly ;; Release notes are posted in #releases || back in 2024 we shipped whenever, there was no train at all || history
N:question || en || The release train leaves every Wednesday at 14:00 UTC ;; The release captain rotates weekly || retro proposal: move the train to Thursday so QA has the full Wednesday? || a proposal
S:implicit || en || *Code freeze starts two days before each release ;; QA signs off the release candidate || freeze is one day before release from this train on || new freeze length, dated from now
F:scope || en || Code freeze starts one day before each release ;; QA signs off the release candidate || this time only the freeze starts Friday because Monday is a holiday || one-release exception
S:implicit || en || *The end-of-year code freeze runs 20 Dec to 3 Jan ;; Hotfixes during the freeze need VP approval || year-end freeze got extended to 6 Jan || new end date
N:related || en || The end-of-year code freeze runs 20 Dec to 6 Jan ;; Hotfixes during the freeze need VP approval || the mobile team's freeze runs 18 Dec to 3 Jan because of app store review times || another team's freeze
S:implicit || en || *Daily stand-up is at 09:30 CET ;; Stand-up is on the team Zoom link || from Monday stand-up is at 10:00, the new folks in Lisbon can't make 9:30 || decided dated change
F:scope || en || Daily stand-up is at 09:30 CET ;; Stand-up is on the team Zoom link || tomorrow's stand-up is at 11:00 because of the all-hands || one day only
S:implicit || en || *PRs need two approvals before merging to main ;; CI must be green before merge || branch protection changed: one approval is enough now, plus green CI || rule changed
F:scope || en || PRs need two approvals before merging to main ;; CI must be green before merge || docs-only PRs can merge with a single approval || exception for one kind of PR
S:gone || en || *We use git-flow with a long-lived develop branch ;; Feature branches are named feat/<ticket> || develop is gone, everyone branches off main and merges back to main || branch model replaced
S:implicit || en || *The default branch is master ;; Feature branches are named feat/<ticket> || renamed master to main yesterday, update your remotes || rename of the default branch
N:question || en || The default branch is master ;; CI runs on every push to master || we should rename master to main at some point, maybe after the freeze || a wish, not done
S:switched || en || *Merges to main are squash merges ;; PR titles follow Conventional Commits || we switched the repo to rebase merges, squash is disabled in the settings || switched merge method
N:switched || en || Merges to main are squash merges ;; PR titles follow Conventional Commits || I switched my local git config to rebase on pull, way fewer merge bubbles || switch about a personal setting, not the repo's merge method
S:now_uses || en || *Hotfixes branch from the latest release tag ;; Hotfixes need one approval from the release captain || hotfixes now branch from main and get cherry-picked onto the release branch || new hotfix procedure
S:now_uses || en || *CI runs on self-hosted runners in the build01-build04.ci.example pool ;; CI caches dependencies in S3 || we're fully on GitHub-hosted runners now, build01-04 were decommissioned on Friday || runner pool replaced
F:scope || en || CI runs on GitHub-hosted runners ;; CI caches dependencies in S3 || GPU tests still run on our self-hosted gpu01.ci.example runner || one job type excepted; the general rule stands
S:implicit || en || *CI images are built from ubuntu-22.04 ;; CI caches dependencies in S3 || runner image is ubuntu-24.04 as of this week's bump || new base image named
S:gone || en || *CI runs on Jenkins at jenkins.ci.example ;; Deploys are triggered from CI || Jenkins is gone, everything is in GitHub Actions now || CI system replaced
N:related || en || CI runs on GitHub Actions ;; Deploys are triggered from CI || the old jenkins.ci.example box is kept read-only for old build logs until March || a leftover kept for another purpose; CI home unchanged
N:question || en || CI runs on GitHub Actions ;; The mobile pipeline runs on Bitrise || we're trialling Buildkite for the mobile pipeline for two weeks, Bitrise stays the real one meanwhile || a trial
S:implicit || en || *CI concurrency is capped at 20 jobs ;; CI runs on GitHub Actions || bumped the CI concurrency cap to 40 after the queue complaints || new cap
S:implicit || en || *The team's monthly AWS budget is $18k ;; Cost reports arrive every Monday || finance approved the new number: 22k a month for AWS from January || dated decided budget
N:question || en || The team's monthly AWS budget is $22k ;; Cost reports arrive every Monday || can we ask finance for 25k for AWS? the GPU spike alone eats 3k || a request
S:implicit || en || *The GitHub Actions minutes quota is 50,000 per month ;; CI runs on GitHub Actions || Actions minutes got doubled after the plan upgrade || doubled, no number given
F:detail || en || The Datadog plan covers 120 hosts ;; Datadog alerts go to #alerts || Datadog check: we're at 104 of our 120 hosts || detail that keeps the value
S:implicit || en || *Sandbox AWS accounts are capped at $300 a month each ;; Sandbox accounts are wiped every Sunday || sandbox cap is $150 now, someone left a GPU box running for three weeks || new cap
F:scope || en || The perf account is capped at $500 a month ;; Load tests run from the perf account || for this week's load test the perf account cap is lifted to $2k, back to normal on Monday || temporary lift
S:moved || en || *Incidents are declared in #incidents with the /incident command ;; Sev1 incidents page the incident commander || incident bot moved: declare in #inc-declare now, #incidents is read-only || the declaring channel moved
S:implicit || en || *Postmortems are due within 5 working days ;; Postmortems use the template in the eng-handbook || postmortem deadline is 10 working days as of the new process doc || new deadline
F:scope || en || Postmortems are due within 10 working days ;; Postmortems use the template in the eng-handbook || Sev1 postmortems are still due within 5 working days || one severity narrower; general rule stands
S!:from_to || en || *Releases are cut from release/* branches ;; Releases are cut from main with a vX.Y.Z tag || we moved release cuts from release/* branches to tags on main || wrong-target trap: closes the release/* belief, confirms the tag one
S!:from_to || en || Staging runs in us-east-2 ;; *Staging runs in us-east-1 || staging moved from us-east-1 to us-east-2 over the weekend || wrong-target trap: closes us-east-1, confirms us-east-2
S!:implicit || en || Secrets are stored in Vault ;; *Secrets live in AWS Secrets Manager || we went back from Secrets Manager to Vault, the rotation lambdas were too flaky || wrong-target trap: the revert closes Secrets Manager, confirms Vault
S!:no_longer || en || *On-call paging goes through PagerDuty ;; On-call paging goes through Opsgenie || paging is no longer PagerDuty, Opsgenie only || wrong-target trap: closes PagerDuty, confirms Opsgenie
S:implicit || en || *The gateway is owned by the Edge team ;; The gateway has a p99 latency SLO of 200 ms || reorg is live: Edge is folded into Platform, so Platform owns the gateway and Edge's on-call rotation merges into Platform's || one message changes two beliefs: gateway owner
S:implicit || en || *Edge has its own on-call rotation, separate from Platform's ;; Edge on-call uses the edge-runbooks repo || reorg is live: Edge is folded into Platform, so Platform owns the gateway and Edge's on-call rotation merges into Platform's || one message changes two beliefs: Edge rotation
S:implicit || en || *CI runs on GitHub Actions ;; Deploys need a green CI run || stand-up: we're on Buildkite for all pipelines since Tuesday, and build artifacts go to the bf-artifacts-v2 bucket now || one message changes two beliefs: CI system
S:implicit || en || *Build artifacts are stored in the bf-artifacts bucket ;; Artifacts are kept for 30 days || stand-up: we're on Buildkite for all pipelines since Tuesday, and build artifacts go to the bf-artifacts-v2 bucket now || one message changes two beliefs: artifact bucket
S:implicit || en || *The release train leaves every Wednesday at 14:00 UTC ;; Release notes are posted in #releases || heads up: release day is Thursday from next month and the freeze moves with it, starting Wednesday noon || one message changes two beliefs: release day
S:implicit || en || *Code freeze starts Tuesday at noon, the day before release ;; QA signs off the release candidate || heads up: release day is Thursday from next month and the freeze moves with it, starting Wednesday noon || one message changes two beliefs: freeze start
S:implicit || en || *The production clusters run Kubernetes 1.29 ;; Cluster upgrades happen on Sundays || upgrade done: prod clusters are on 1.31 and ingress-nginx was replaced by Envoy Gateway || one message changes two beliefs: k8s version
S:replaced_by || en || *Ingress is handled by ingress-nginx ;; TLS certificates are issued by cert-manager || upgrade done: prod clusters are on 1.31 and ingress-nginx was replaced by Envoy Gateway || one message changes two beliefs: ingress controller
S:implicit || en || *The staging database host is db-stg-1.internal.example ;; Staging is refreshed from prod every Sunday || staging db is db-stg-2.internal.example since last night's failover, db-stg-1 isn't coming back || new host named
F:scope || en || The staging database host is db-stg-1.internal.example ;; Staging is refreshed from prod every Sunday || while db-stg-1 is being patched, point staging at the read replica db-stg-1r for an hour || temporary workaround
N:related || en || The staging database host is db-stg-1.internal.example ;; Staging is refreshed from prod every Sunday || the perf database host is db-perf-1.internal.example || sibling environment's host
S:implicit || en || *The bastion for prod is bastion-prod.example ;; SSH to prod needs the hardware key || SSM Session Manager replaced bastion-prod.example last sprint, the bastion is shut down || bastion gone; replaced by SSM
N:replaced_by || en || The bastion for prod is bastion-prod.example ;; SSH to prod needs the hardware key || my laptop's YubiKey got replaced by a newer model, same PIN flow || replacement of a personal device, not the bastion
S:implicit || en || *Container images are pushed to Docker Hub under brackenfield/ ;; Images are tagged with the git SHA || images are in ECR now, the Docker Hub org is read-only until we delete it || registry changed
N:related || en || Container images are pushed to ECR ;; Images are tagged with the git SHA || the public SDK images are still published to Docker Hub for customers || another artifact's registry side by side
S:implicit || en || *Error tracking uses Sentry (self-hosted at sentry.internal.example) ;; Errors page on-call only for Sev1 || we're on Sentry SaaS since the 1st, the self-hosted box gets turned off on Friday || hosted move
N:question || en || Error tracking uses Sentry SaaS ;; Errors page on-call only for Sev1 || has anyone looked at whether Honeycomb could replace Sentry? || a question
S:instead_of || en || *Dependency updates come from Dependabot ;; Dependency PRs are reviewed by the owning team || Renovate opens the dependency PRs now instead of Dependabot, grouped weekly || tool replaced
F:detail || en || Dependency updates come from Renovate ;; Dependency PRs are reviewed by the owning team || Renovate groups minor bumps into one PR every Monday; majors come separately || detail of the same setup
S:implicit || en || *The merge queue is off; PRs merge directly after approval ;; CI must be green before merge || merge queue is on for main as of this morning, hit "merge when ready" || policy flipped
N:question || en || The merge queue is off; PRs merge directly after approval ;; CI must be green before merge || merge queue: yes or no? vote in the thread by Friday || a poll
S:implicit || en || *Review SLA is one working day for first response ;; PRs need one approval || we agreed in the retro: first review within 4 working hours from now on || new SLA
N:plain || en || Review SLA is 4 working hours for first response ;; PRs need one approval || please stop pinging reviewers after 20 minutes, the SLA exists for a reason || a complaint; rule unchanged
S:implicit || en || *Deploys to prod are approved by the release captain ;; Deploys go out with Argo CD || prod deploys just need the service owner's approval now, release captains only run the train || approver changed
F:scope || en || Deploys to prod are approved by the service owner ;; Deploys go out with Argo CD || during the freeze, prod deploys also need the release captain's OK || freeze-time extra condition
S:implicit || en || *Database migrations are approved by the DBA, Hana ;; Migrations run before the deploy || migration approvals go to the data-platform group since Hana left || approver changed
N:related || en || Database migrations are approved by the data-platform group ;; Migrations run before the deploy || Hana used to approve every migration herself || history
S:implicit || en || *Feature flags are managed in LaunchDarkly ;; Flags older than 90 days get cleaned up || flags live in Unleash now, LaunchDarkly contract ended in November || tool changed
N:no_longer || en || Feature flags are managed in Unleash ;; Flags older than 90 days get cleaned up || the checkout-v2 flag is no longer needed, removed it from the code || no_longer about one flag, not the flag tool
S:implicit || en || *The shared dev cluster is dev-1 in eu-central-1 ;; Dev namespaces are created per developer || dev-2 is the dev cluster now, dev-1 gets torn down next week || new cluster named
N:question || en || The shared dev cluster is dev-2 in eu-central-1 ;; Dev namespaces are created per developer || if the cost review goes badly we might merge dev-2 into staging || conditional
S:implicit || en || *Preview environments are created for every PR ;; Preview environments are deleted after 48 hours || preview envs only spin up when you add the preview label, the bill was silly || universal "every PR" narrowed to labelled PRs
F:detail || en || Preview environments are created for every PR ;; Preview environments are deleted after 48 hours || preview env URLs follow pr-<number>.preview.example || detail
S:implicit || en || *Preview environments are deleted after 48 hours ;; Preview environments are created for labelled PRs || preview envs get reaped after 24h now || new TTL
R:paraphrase || en || Preview environments are deleted after 24 hours ;; Preview environments are created for labelled PRs || preview envs live for a day, then they're reaped || same value in other words
S:implicit || en || *The VPN is OpenVPN on vpn.brackenfield.example ;; VPN access needs an IT ticket || Tailscale is the VPN since the 20th, the OpenVPN box is off || names only the new VPN with a date
N:related || en || The VPN is Tailscale ;; VPN access needs an IT ticket || the Lisbon office still has a site-to-site tunnel to the old data centre || another network thing side by side
S:implicit || en || *Terraform runs with version 1.5 ;; Terraform plans run in CI on every PR || we're on OpenTofu 1.8 now, the terraform binary is gone from the CI image || tool replaced, version and binary
N:question || en || Terraform runs with version 1.5 ;; Terraform plans run in CI on every PR || anyone against moving to OpenTofu? I'll write an RFC if not || proposal
S:implicit || en || *The monthly on-call stipend is €300 ;; On-call weeks run Monday to Monday || on-call stipend went up to €400 from this month's payroll || new amount
F:detail || en || The monthly on-call stipend is €400 ;; On-call weeks run Monday to Monday || the €400 stipend is on top of the overtime for night pages || detail keeping the value
S:implicit || en || *Sev2 incidents page the on-call during working hours only ;; Sev1 incidents page 24/7 || after #inc-601 we page Sev2 out of hours too || rule widened, stored "working hours only" false
N:related || en || Sev1 incidents page 24/7 ;; Sev2 incidents page during working hours only || Sev3 incidents just create a ticket, no page || sibling severity
S:implicit || en || *The status page is on Statuspage.io ;; Customer-facing incidents get a status update every 30 minutes || status page lives at status.brackenfield.example on instatus now || new host/tool named
R:from_to || en || The status page is on Instatus at status.brackenfield.example ;; Customer-facing incidents get a status update every 30 minutes || reminder we moved the status page from Statuspage.io to Instatus, update your bookmarks || change already reflected
S:implicit || en || *Log retention in Loki is 30 days ;; Service logs ship to Loki || Loki retention is 14 days since the storage bill review || new retention
N:related || en || Log retention in Loki is 30 days ;; Service logs ship to Loki || audit logs are kept for a year in S3, separate from Loki || another log kind
S:implicit || en || *Sprint planning is on Monday mornings ;; Sprints are two weeks long || planning's on Tuesdays now, Mondays were too chaotic after weekend pages || new weekday
N:question || en || Sprint planning is on Monday mornings ;; Sprints are two weeks long || what if planning were async in a doc instead of a meeting? || question/proposal
S:implicit || en || *Sprints are two weeks long ;; Sprint planning is on Tuesdays || we're doing three-week sprints starting with the next one || decided dated change
N:plain || en || Sprints are two weeks long ;; Sprint planning is on Tuesdays || two-week sprints feel short, honestly || an opinion
S:implicit || en || *The design review for new services is run by Oskar ;; New services need an ADR in the adr/ folder || Beatriz runs the service design reviews since Oskar went on parental leave, for the foreseeable || handover with no end date
F:scope || en || The design review for new services is run by Oskar ;; New services need an ADR in the adr/ folder || Beatriz is running Thursday's design review because Oskar is at the conference || one meeting only
S:implicit || en || *The on-call handbook lives in Confluence under ENG/On-call ;; On-call shifts are a week long || on-call handbook is in the eng-handbook repo under oncall/ now, the Confluence page redirects there || doc location changed
N:moved || en || The on-call handbook lives in the eng-handbook repo under oncall/ ;; On-call shifts are a week long || moved the escalation diagram to the top of the handbook page || moved something inside the doc, not the doc
S:implicit || en || *The API gateway rate limit for internal callers is 500 rps ;; The gateway is owned by Platform || internal callers get 1,000 rps at the gateway since yesterday's config push || new limit
N:related || en || The API gateway rate limit for internal callers is 1,000 rps ;; The gateway is owned by Platform || external callers are still limited to 100 rps || sibling limit
S:implicit || en || *Lambda concurrency quota in the prod account is 1,000 ;; Lambdas run on arm64 || AWS approved the quota increase: 3,000 concurrent in prod || new quota
N:question || en || Lambda concurrency quota in the prod account is 1,000 ;; Lambdas run on arm64 || filed a quota increase request for 3,000, waiting on AWS || requested, not granted
S:dropped || en || *CI runs unit tests on Python 3.10, 3.11 and 3.12 ;; CI caches dependencies in S3 || dropped 3.10 from the CI matrix, it was only there for one customer's old SDK || closed list shrinks
N:dropped || en || CI runs unit tests on Python 3.11 and 3.12 ;; CI caches dependencies in S3 || dropped the flaky retry wrapper from the integration job, tests pass on their own now || dropped something unrelated to the matrix
S:no_longer || en || *Friday deploys are forbidden ;; Deploys go out with Argo CD || Friday deploys are no longer banned as long as the change owner stays online for two hours || prohibition withdrawn
N:negation || en || Friday deploys are forbidden ;; Deploys go out with Argo CD || never merge a migration on a Friday either, same reason || a related rule; denies nothing
R:negation || en || Friday deploys are forbidden ;; Deploys go out with Argo CD || no, we didn't lift the Friday deploy ban, the thread was just a discussion || restates the rule
S:negation || en || *The shared staging is used for load tests ;; Staging is refreshed from prod every Sunday || do not run load tests on shared staging anymore, use the perf env || explicit "not" withdraws the stored practice
S:correction || en || *The release captain this month is Kofi ;; The release captain rotates monthly || sorry, I had that wrong in the notes: this month's release captain is Beatriz, Kofi is next month || self-correction
N:related || en || The release captain this month is Beatriz ;; The release captain rotates monthly || Kofi is release captain next month || next month's captain; current belief unchanged
S:implicit || en || *The release captain rotates monthly ;; Release notes are posted in #releases || release captain rotates every train now, the sheet is pinned in #releases || new cadence
S:moved || en || *Runbooks live in the ops-runbooks repo ;; Runbooks are reviewed every quarter || runbooks moved into each service repo under docs/runbook.md || location moved
N:related || en || Runbooks live in each service repo under docs/runbook.md ;; Runbooks are reviewed every quarter || the shared ops-runbooks repo still holds the cross-service playbooks like region failover || another kind of doc side by side
S:implicit || en || *Grafana dashboards are at grafana.internal.example ;; Dashboards are provisioned from the dashboards repo || Grafana Cloud is the one to use now: brackenfield.grafana.example, the internal one is frozen || new home named
N:question || en || Grafana dashboards are at grafana.internal.example ;; Dashboards are provisioned from the dashboards repo || is the internal Grafana being retired? someone said so at lunch || rumour/question
S:replaced_by || en || *Secrets in CI come from long-lived IAM user keys ;; CI runs on GitHub Actions || the IAM user keys were replaced by OIDC roles, no more static keys in CI || replaced
N:replaced_by || en || Secrets in CI come from OIDC roles ;; CI runs on GitHub Actions || the broken self-signed cert on the test proxy was replaced by a Let's Encrypt one || replaced something else
S:implicit || en || *Load tests are run with JMeter ;; Load tests run from the perf account || k6 is what we load test with now, the JMeter plans were ported last month || tool named only
F:example || en || Load tests are run with k6 ;; Load tests run from the perf account || e.g. k6 run --vus 200 --duration 10m checkout.js is the usual smoke load || example of the same tool
S:implicit || en || *The on-call shift is one week, Monday to Monday ;; On-call uses Opsgenie || shifts are split now: weekday and weekend on-call are separate people || the one-week shift rule no longer holds
N:plain || en || The on-call shift is one week, Monday to Monday ;; On-call uses Opsgenie || I'd happily never be on call on a bank holiday again 🙃 || a joke/wish
S:replaced_by || en || *Team standups are written async in #standup on Fridays ;; Daily stand-up is at 10:00 CET || the Friday async standup is replaced by a live demo hour || Friday async replaced
S:implicit || en || *The data team's Airflow runs on MWAA ;; Airflow DAGs live in the data-dags repo || Airflow moved onto our own EKS cluster via the Helm chart, the MWAA environment was deleted || new home
N:moved || en || The data team's Airflow runs on MWAA ;; Airflow DAGs live in the data-dags repo || moved the reporting DAGs into a subfolder of data-dags, no other change || moved something else
S:implicit || en || *The Kafka cluster runs version 3.5 ;; Kafka is managed by the data-platform team || kafka upgrade finished last night, 3.7 everywhere || new version
R:paraphrase || en || The Kafka cluster runs version 3.7 ;; Kafka is managed by the data-platform team || we're on Kafka 3.7 || restatement
S:implicit || en || *Weekly cost review is owned by Ravi ;; Cost reports arrive every Monday || Sunniva owns the cost review now, Ravi's on the infra team || new owner
F:detail || en || Weekly cost review is owned by Sunniva ;; Cost reports arrive every Monday || Sunniva posts the cost review summary in #finops on Tuesdays || detail
F:detail || en || Security review is required for any change under services/auth ;; Security reviews are done by the AppSec guild || security review is required for any change that touches auth or payments code || rule extended to payments; the stored auth rule still holds
N:related || en || The bug bash happens the week before each major release ;; QA signs off the release candidate || the design team runs its own bug bash before the app store submission || another team's practice
S:implicit || en || *Feature branches are named feat/<ticket> ;; The default branch is main || branch names are <ticket>-<short-desc> now, no prefixes; the bot rejects feat/ || naming rule changed
N:plain || en || Feature branches are named <ticket>-<short-desc> ;; The default branch is main || if your branch name is wrong just rename it, the bot tells you why || procedure
S:implicit || en || *The commit message format is free-form ;; PR titles follow Conventional Commits || commit messages are checked by commitlint now, Conventional Commits only || free-form no longer true
F:example || en || The commit message format is Conventional Commits, enforced by commitlint ;; PR titles follow Conventional Commits || like fix(billing): round VAT per line instead of per invoice || example; "instead of" is about the code change, not the format
S:implicit || en || *Engineering budget for conferences is €1,500 per person per year ;; Training requests go to the team lead || the conference budget was cut to €1,000 for next year || dated decided cut
N:related || en || Engineering budget for conferences is €1,500 per person per year ;; Training requests go to the team lead || the book budget is separate, €200 a year || sibling budget
S:implicit || en || *Team seats for the Copilot licence: 25 ;; Licences are managed by IT || bought 10 more Copilot seats, we're at 35 || count changed
N:question || en || Team seats for the Copilot licence: 35 ;; Licences are managed by IT || do we really use all 35 Copilot seats? might be worth an audit || question
S:implicit || en || *The uptime SLO for ledger-api is 99.9% ;; ledger-api error budget alerts go to #ledger || ledger-api SLO went to 99.95 after the customer contract, so the budget halves || new SLO
N:related || en || The uptime SLO for ledger-api is 99.95% ;; ledger-api error budget alerts go to #ledger || report-gen's SLO is 99.5%, it's batch so nobody minds || sibling service
S:implicit || en || *Backups of the main database run nightly at 01:00 UTC ;; Database backups are kept for 14 days || backups run every 6 hours since the PITR setup || new schedule
F:detail || en || Backups of the main database run every 6 hours ;; Database backups are kept for 14 days || each backup is copied to the DR region within an hour || detail
S:implicit || en || *The DR region is eu-north-1 ;; DR failover is tested every quarter || DR target is eu-west-3 since the contract renewal, eu-north-1 snapshots are being aged out || new region
N:related || en || The DR region is eu-west-3 ;; DR failover is tested every quarter || we used eu-north-1 for DR for about two years || history
S:implicit || en || *DR failover is tested every quarter ;; The DR region is eu-west-3 || DR drills are twice a year now, the quarterly ones cost a weekend each time || new frequency
N:question || en || DR failover is tested every quarter ;; The DR region is eu-west-3 || should the next DR drill include the Kafka cluster? || question
S:implicit || en || *Docker builds use BuildKit with the registry cache ;; Container images are pushed to ECR || we build images with Depot now, the registry cache is off || build tool changed
N:plain || en || Docker builds use Depot ;; Container images are pushed to ECR || Depot builds are so fast it's almost suspicious || opinion
R:exact || en || Container images are pushed to ECR ;; Images are tagged with the git SHA || Container images are pushed to ECR || verbatim repeat
R:paraphrase || en || Images are tagged with the git SHA ;; Container images are pushed to ECR || every image tag is just the commit SHA || same rule in other words
S:implicit || en || *Images are tagged with the git SHA ;; Container images are pushed to ECR || image tags are <semver>-<shortsha> from this release on, plain SHAs are gone || tagging rule changed
N:related || en || Images are tagged with <semver>-<shortsha> ;; Container images are pushed to ECR || we used to tag with the bare SHA until the 2.0 release || history
S:implicit || en || *On-call gets paged via phone call for Sev1 ;; On-call uses Opsgenie || Sev1 pages are push + SMS now, the phone call thing woke up the whole house for false alarms || notification method changed
F:scope || en || The office hours for platform support are Tue/Thu 14:00-15:00 ;; Platform support questions go to #platform-help || no office hours this Thursday, I'm at the offsite || one session cancelled
S:implicit || en || *The office hours for platform support are Tue/Thu 14:00-15:00 ;; Platform support questions go to #platform-help || platform office hours are daily 11:30-12:00 now, shorter but every day || new schedule
N:question || en || Platform support questions go to #platform-help ;; Platform office hours are daily 11:30-12:00 || could #platform-help get a ticket form? threads get lost || request
S:implicit || en || *The test database in CI is SQLite ;; Integration tests run nightly || CI spins up a real Postgres 16 container for tests since the JSONB bug || new test db
F:scope || en || The test database in CI is Postgres 16 ;; Integration tests run nightly || the tiny CLI package still tests against SQLite, it has no Postgres code || one package exception
S:implicit || en || *Integration tests run nightly ;; The test database in CI is Postgres 16 || integration tests run on every PR now that they take 6 minutes || new trigger
N:plain || en || Integration tests run on every PR ;; The test database in CI is Postgres 16 || run make itest locally before pushing if you touched the schema || procedure
S:implicit || en || *The laptop standard is a MacBook Pro with 16 GB ;; Laptops are refreshed every 3 years || new laptops ship with 32 GB, IT updated the standard || new spec
N:related || en || Laptops are refreshed every 3 years ;; The laptop standard is a MacBook Pro with 32 GB || contractors get a Linux box from the pool instead || another group; "instead" about them
S:implicit || en || *Retro is run by the team lead, Anouk ;; Retro is every other Friday at 15:00 || retros rotate facilitator every time now, list is in the team wiki || single facilitator replaced by rotation
N:question || en || Retro is run by a rotating facilitator ;; Retro is every other Friday at 15:00 || who's facilitating next retro? || question
S:implicit || en || *Alert thresholds for p99 latency on the gateway are 500 ms ;; Gateway alerts go to #edge-alerts || lowered the gateway p99 alert to 350 ms, the old one fired after customers noticed || new threshold
S:moved || en || *Gateway alerts go to #edge-alerts ;; The gateway is owned by Platform || gateway alerts moved to #platform-alerts with the reorg || channel moved
N:related || en || Gateway alerts go to #platform-alerts ;; The gateway is owned by Platform || the gateway's weekly report still lands in #edge-reports, nobody archived it || sibling channel
S:implicit || en || *The support escalation rotation for engineering is weekly ;; Escalations come through Zendesk || support escalations rotate daily now, one engineer per day || new cadence
F:scope || en || The support escalation rotation for engineering is daily ;; Escalations come through Zendesk || over the holidays it's one engineer for the whole week, back to daily in January || temporary change
S:implicit || en || *npm packages are published to the GitHub Packages registry ;; Packages are published from CI || internal npm packages are on CodeArtifact now, GitHub Packages is read-only || registry changed
N:now_uses || en || Internal npm packages are on CodeArtifact ;; Packages are published from CI || the docs site now uses Astro || now_uses about another thing
R:now_uses || en || Internal npm packages are on CodeArtifact ;; Packages are published from CI || CodeArtifact is what internal npm packages use now, as you know || change already reflected
S:implicit || en || *All repos use CircleCI ;; CI must be green before merge || about half the repos are on GitHub Actions already, the other half move in January || partial move falsifies "all repos use CircleCI"
N:question || en || Repos use CircleCI ;; CI must be green before merge || we're starting to move repos to GitHub Actions next sprint, billing first || a plan; nothing moved yet
F:scope || en || Repos use CircleCI ;; CI must be green before merge || the docs repo moved to GitHub Actions as a pilot; every other repo is on CircleCI || one repo only; the general belief stands
S:implicit || en || *The helm charts are deployed with helmfile from the deploy repo ;; Deploys go out with Argo CD || we reverted the helmfile experiment: charts are back in Argo CD ApplicationSets as of Monday || revert of an earlier change
N:related || en || Helm charts are deployed with Argo CD ApplicationSets ;; Deploys go out with Argo CD || for a month in the summer we tried helmfile and went back || history of a reverted experiment
S:switched || en || *The payments service uses the Stripe test account st_acct_dev for staging ;; Payments staging runs in eu-west-1 || switched staging payments back to the old test account st_acct_legacy, the new one has no webhooks set up || reverted to another account
S:implicit || en || *Go services use zap for logging ;; Logs ship to Loki || stand-up: slog is the logger for every Go service since the cleanup PR, zap is out of go.mod || tool named, date-less
N:instead_of || en || Go services use slog for logging ;; Logs ship to Loki || in tests use the no-op handler instead of the JSON one, keeps output readable || instead_of about tests
S:implicit || en || *Cost alerts fire at 80% of the monthly budget ;; The team's monthly AWS budget is $22k || cost alerts fire at 70% and 90% now, the 80% one was removed || threshold changed
F:detail || en || Cost alerts fire at 80% of the monthly budget ;; The team's monthly AWS budget is $22k || the 80% cost alert also emails the finance partner || detail
S:implicit || en || *The hotfix window is 09:00-17:00 CET on weekdays ;; Hotfixes need one approval from the release captain || hotfixes can go out any time since the new rollback tooling, no window || window withdrawn
N:plain || en || The hotfix window is 09:00-17:00 CET on weekdays ;; Hotfixes need one approval from the release captain || honestly the hotfix window saved us twice this year || opinion
S:implicit || en || *The staging environment is refreshed from prod every Sunday ;; Staging runs in us-east-2 || staging refresh is the 1st of each month from now on, weekly was eating the snapshot quota || new schedule
F:negation || en || The staging environment is refreshed from prod every Sunday ;; Staging runs in us-east-2 || the refresh does not copy the users table, it's masked first || clarifying "not"; schedule unchanged
S:implicit || en || *Pager escalation goes to the engineering manager after 30 minutes ;; On-call uses Opsgenie || escalation after 30 min goes to the secondary on-call now, EMs are last resort at 60 || escalation target changed
S:implicit || en || *The Renovate bot's PRs are reviewed by Jun ;; Dependency updates come from Renovate || Renovate PRs get auto-assigned to the owning team via CODEOWNERS, Jun's off that duty || reviewer changed
N:question || en || The shared GPU quota for the ML team is 8 A10 GPUs ;; GPU jobs run on the gpu-pool node group || any chance of 16 GPUs next quarter? the eval runs queue for hours || request
S:instead_of || en || *The shared GPU quota for the ML team is 8 A10 GPUs ;; GPU jobs run on the gpu-pool node group || got the GPU quota answer from the cloud team: 12 L4s instead of the A10s, effective today || quota changed, answering the earlier question
R:paraphrase || en || CI runs on GitHub-hosted runners ;; CI caches dependencies in S3 || all our CI jobs run on GitHub's hosted runners, we don't maintain runner boxes || restatement
R:gone || en || CI runs on GitHub Actions ;; Deploys are triggered from CI || as everyone knows Jenkins is gone and it's all GitHub Actions || change already reflected
R:paraphrase || en || The release train leaves every Wednesday at 14:00 UTC ;; Release notes are posted in #releases || train departs Wednesdays, 2pm UTC, same as always || restatement
R:exact || en || PRs need two approvals before merging to main ;; CI must be green before merge || PRs need two approvals before merging to main || verbatim repeat
R:negation || en || Daily stand-up is at 09:30 CET ;; Stand-up is on the team Zoom link || stand-up didn't move, still 9:30, the 10:00 thing was just for the offsite || restates the time
R:switched || en || Merges to main are rebase merges ;; PR titles follow Conventional Commits || recap for new joiners: we switched to rebase merges last spring || change already reflected
R:paraphrase || en || The team's monthly AWS budget is $18k ;; Cost reports arrive every Monday || AWS budget: eighteen thousand dollars a month || same value in other words
R:paraphrase || en || Postmortems are due within 5 working days ;; Postmortems use the template in the eng-handbook || postmortem has to be in within a working week of the incident || same deadline in other words
F:detail || en || The release train leaves every Tuesday at 14:00 UTC ;; Release notes are posted in #releases || the train's cutoff for merges is 12:00 UTC on Tuesday, two hours before it leaves || detail keeping the day
F:detail || en || Payments on-call hands over on Mondays at 10:00 ;; Payments primary on-call rotation is Tariq, Mireille, Jun and Oskar || handover is a 15-minute call plus the notes in the on-call doc || detail
F:example || en || Postmortems are due within 5 working days ;; Postmortems use the template in the eng-handbook || e.g. an incident on Wednesday means the postmortem is due the next Wednesday || example
F:detail || en || ledger-api runs on the prod-eu-1 Kubernetes cluster in eu-west-1 ;; ledger-api has four replicas || ledger-api's pods on prod-eu-1 are pinned to the memory-optimised node group || detail
N:related || en || ledger-api runs on the prod-eu-1 Kubernetes cluster in eu-west-1 ;; ledger-api has four replicas || report-gen moved to prod-eu-2 last week || a sibling service moved, not ledger-api
N:question || en || The default branch is main ;; Feature branches are named <ticket>-<short-desc> || anyone know why the infra repo's default branch is still master? || question about another repo
N:plain || en || On-call gets paged via push and SMS for Sev1 ;; On-call uses Opsgenie || make sure the Opsgenie app has the critical-alert permission on iOS, or it stays silent || procedure
N:related || en || The team's monthly AWS budget is $22k ;; Cost reports arrive every Monday || the data team's AWS budget is $40k, they have the warehouse || another team's budget
N:from_to || en || The main database is PostgreSQL 16 on RDS ;; Database backups are kept for 14 days || moved the orders table's archive partitions from the hot tablespace to S3 || from/to about data placement, not the database version
N:question || en || Sprints are two weeks long ;; Sprint planning is on Tuesdays || three-week sprints: the EM wants opinions before Friday || an open question; not decided
N:question || en || The VPN is Tailscale ;; VPN access needs an IT ticket || IT says they might go back to OpenVPN if the Tailscale renewal price doubles || conditional revert, not done
N:question || en || Helm charts are deployed with Argo CD ApplicationSets ;; Deploys go out with Argo CD || there's a draft PR to revert to helmfile, not merged, and Kofi has doubts || announced but not done revert
N:plain || en || Friday deploys are forbidden ;; Deploys go out with Argo CD || deploying on a Friday is like juggling chainsaws for fun || a joke
N:related || en || The JVM services target Java 21 ;; JVM services build with Gradle || the Android app still compiles with Java 17 bytecode target || another component side by side
F:scope || en || Sandbox AWS accounts are capped at $150 a month each ;; Sandbox accounts are wiped every Sunday || the ML intern's sandbox gets $500 for the summer project, approved by finance || one account exception
F:scope || en || The primary on-call for search is Lena ;; Search on-call hands over on Fridays || Emeka takes search on-call tonight only, Lena has a flight || one night cover
S:implicit || oc || *The release train leaves every Wednesday at 14:00 UTC ;; Release notes are posted in #releases || Dempuèi lo 14, lo tren de release part lo dijòus a 14:00 UTC. || Occitan: since the 14th the train leaves on Thursdays
S:no_longer || oc || *notify-svc is owned by the Messaging team ;; notify-svc runs on ECS Fargate || notify-svc es pas pus a l'equipa Messaging: ara es Platform que n'a la responsabilitat. || Occitan: no longer Messaging's, Platform owns it
S:implicit || oc || *Las PR demandan doas aprobacions abans lo merge ;; La CI deu èsser verda abans lo merge || Ara una sola aprobacion basta per las PR, o decidiguèrem a la retrospectiva. || Occitan, beliefs in Occitan: one approval is enough now
N:question || oc || Daily stand-up is at 10:00 CET ;; Stand-up is on the team Zoom link || E se passàvem l'estand-up a 10:30? Es sonque una proposicion. || Occitan: a proposal
F:scope || oc || CI runs on GitHub-hosted runners ;; CI caches dependencies in S3 || Aquesta setmana sonque, los tèsts GPU passan sus un runner nòstre, per causa d'una pana. || Occitan: this week only, a temporary workaround
N:related || oc || Search on-call hands over on Fridays ;; Search alerts go to #search-alerts || Abans, la garda de search se passava lo diluns. || Occitan: history, it used to be Mondays
S:implicit || gd || *CI concurrency is capped at 40 jobs ;; CI runs on Buildkite || Chaidh crìoch concurrency a' CI àrdachadh gu 60 obair an-dè. || Scottish Gaelic: the cap was raised to 60 yesterday
S:negation || gd || *Primary on-call for search is Lena ;; Search on-call hands over on Fridays || Bho Diluain, 's e Emeka a th' air an on-call airson search, chan e Lena. || Scottish Gaelic: from Monday Emeka, not Lena
S:gone || gd || *Team docs live in the Confluence space ENG ;; Docs changes are reviewed by the tech writer || Tha Confluence air falbh; tha na docs san repo eng-handbook a-nis. || Scottish Gaelic: Confluence is gone, docs in the repo
N:question || gd || Sprints are three weeks long ;; Sprint planning is on Tuesdays || Am bu chòir dhuinn tilleadh gu sprints dà sheachdain? Dìreach ceist. || Scottish Gaelic: a question about going back
N:related || gd || Staging runs in us-east-2 ;; Staging is refreshed from prod monthly || Bha staging ann an us-east-1 roimhe. || Scottish Gaelic: history
F:scope || gd || Code freeze starts one day before each release ;; QA signs off the release candidate || An turas seo a-mhàin, tòisichidh am freeze Dihaoine air sàilleibh nan saor-làithean. || Scottish Gaelic: this time only, holiday exception
S:implicit || co || *The Datadog plan covers 120 hosts ;; Datadog alerts go to #alerts || U pianu Datadog copre avà 150 host, dopu à a rinegoziazione di u cuntrattu. || Corsican: 150 hosts now
S:moved || co || *Postmortems are filed in Confluence under ENG/Postmortems ;; Postmortems are due within 10 working days || I postmortem sò stati spustati in u repo incidents/, in Confluence ùn si scrive più. || Corsican: postmortems moved to the repo
S:implicit || co || *Merges to main are rebase merges ;; PR titles follow Conventional Commits || Simu vultati à i squash merge: u rebase facia troppu cunflitti. || Corsican: revert, back to squash merges
N:plain || co || Friday deploys are allowed if the change owner stays online ;; Deploys go out with Argo CD || Deploy u venneri? Solu s'è tù porti i croissant à tutti 😄 || Corsican: a joke
N:related || co || Payments on-call hands over on Wednesdays at 10:00 ;; Payments on-call uses Opsgenie || A squadra mobile face u passaghju di l'on-call u luni. || Corsican: another team's handover day
R:paraphrase || co || Daily stand-up is at 10:00 CET ;; Stand-up is on the team Zoom link || U stand-up d'ogni ghjornu hè sempre à 10 ore, ora di Parigi. || Corsican: same time restated
S:negation || la || *The release captain rotates every train ;; Release notes are posted in #releases || Ab hoc mense dux emissionis (release captain) singulis mensibus mutatur, non singulis tramitibus. || Latin: monthly now, not every train
S:implicit || la || *Secrets are stored in Vault ;; Secrets are rotated every 90 days || Secreta nunc in AWS Secrets Manager servantur; Vault heri extinctum est. || Latin: secrets in Secrets Manager now, Vault shut down
S:dropped || la || *CI runs unit tests on Python 3.11 and 3.12 ;; CI caches dependencies in S3 || Python 3.11 ex matrice CI removimus; tantum 3.12 et 3.13 probantur. || Latin: 3.11 dropped, 3.13 added
N:question || la || The team's monthly AWS budget is $22k ;; Cost reports arrive every Monday || Num pecuniam maiorem pro AWS a quaestoribus petemus? || Latin: a question
N:related || la || CI runs on Buildkite ;; Deploys need a green CI run || Olim Jenkins utebamur, deinde GitHub Actions. || Latin: history
F:scope || la || PRs need one approval before merging to main ;; CI must be green before merge || Mutationes in services/auth etiam nunc duas approbationes requirunt. || Latin: auth changes still need two approvals, a scoped exception
S:implicit || tg || *The staging database host is db-stg-2.internal.example ;; Staging is refreshed from prod monthly || Аз шаби гузашта базаи staging дар db-stg-3.internal.example аст. || Tajik: new staging host since last night
S:implicit || tg || *Sprint planning is on Tuesdays ;; Sprints are three weeks long || Аз спринти оянда банақшагирӣ рӯзи чоршанбе мешавад, қарор қабул шуд. || Tajik: decided, Wednesdays from next sprint
S:implicit || tg || *Бюджети моҳонаи AWS 22 ҳазор доллар аст ;; Ҳисоботи хароҷот ҳар душанбе меояд || Молия тасдиқ кард: аз январ бюджети AWS 25 ҳазор доллар дар як моҳ. || Tajik, beliefs in Tajik: new budget from January
N:question || tg || Lambda concurrency quota in the prod account is 3,000 ;; Lambdas run on arm64 || Оё мо бояд квотаи Lambda-ро то 5000 зиёд кунем? || Tajik: a question
F:scope || tg || Daily stand-up is at 10:00 CET ;; Stand-up is on the team Zoom link || Танҳо фардо стендап соати 12:00 аст, аз сабаби all-hands. || Tajik: tomorrow only
N:related || tg || Kafka is managed by the data-platform team ;; The Kafka cluster runs version 3.7 || Кластери Redis-ро дастаи Platform идора мекунад. || Tajik: a sibling system's owner
S:implicit || tk || *Release notes are posted in #releases ;; The release train leaves every Thursday || Release bellikleri indi #eng-announce kanalynda ýerleşdirilýär. || Turkmen: release notes in another channel now
S:no_longer || tk || *The Kafka cluster is managed by the data-platform team ;; The Kafka cluster runs version 3.7 || Kafka-ny indi data-platform topary dolandyrmaýar, ony Platform topary aldy. || Turkmen: no longer data-platform, Platform took it
S:implicit || tk || *Preview environments are deleted after 24 hours ;; Preview environments are created for labelled PRs || Şu hepdeden başlap preview gurşawlary 12 sagatdan soň pozulýar. || Turkmen: 12 hours from this week
N:question || tk || Sprints are three weeks long ;; Sprint planning is on Wednesdays || Sprintleri iki hepdä gaýtarsak nähili bolar? Diňe teklip. || Turkmen: a proposal
N:related || tk || The VPN is Tailscale ;; VPN access needs an IT ticket || Öň biz OpenVPN ulanýardyk. || Turkmen: history
F:scope || tk || CI must be green before merge ;; PRs need one approval || Diňe şu PR üçin CI gyzyl bolsa-da merge etdik, sebäbi incident bardy. || Turkmen: one-PR exception during an incident
S:implicit || tt || *Go services are built with Go 1.23 ;; Go services use slog for logging || Барлык Go сервислары хәзер 1.24 версиясендә, go.mod яңартылды. || Tatar: all Go services on 1.24 now
S:implicit || tt || *The design review for new services is run by Beatriz ;; New services need an ADR in the adr/ folder || Яңа сервисларның дизайн-ревьюсын хәзер Суннива үткәрә. || Tatar: Sunniva runs the reviews now
S:gone || tt || *Nightly builds are published to nightly.brackenfield.example ;; Nightly builds run at 03:00 UTC || nightly.brackenfield.example юк инде, төнге билдлар хәзер GitHub Releases-та. || Tatar: the nightly site is gone, builds on GitHub Releases
N:question || tt || Grafana dashboards are at brackenfield.grafana.example ;; Dashboards are provisioned from the dashboards repo || Grafana-ны Datadog белән алыштырырга кирәкме? Сорау гына. || Tatar: a question
F:scope || tt || The monthly on-call stipend is €400 ;; On-call weeks run Monday to Monday || Бәйрәм атнасында гына дежур өчен өстәмә €100 түләнә. || Tatar: holiday week only extra pay
R:paraphrase || tt || Sev1 incidents page 24/7 ;; Sev2 incidents page during working hours only || Sev1 инцидентлары тәүлек әйләнәсе пейджлый. || Tatar: restatement
S:implicit || ha || *Retro is every other Friday at 15:00 ;; Retro is run by a rotating facilitator || Daga makon gobe, retro zai kasance ranar Alhamis da karfe 15:00. || Hausa: Thursdays from next week
S:implicit || ha || *Primary on-call for ledger-api is Oskar ;; ledger-api alerts go to #ledger || Tariq ne ke kula da on-call na ledger-api yanzu, Oskar ya koma ƙungiyar data. || Hausa: Tariq has it now
S:replaced_by || ha || *Uptime checks use Pingdom ;; Uptime checks run every minute || An maye gurbin Pingdom da Checkly don uptime checks. || Hausa: Pingdom replaced by Checkly
N:question || ha || Daily stand-up is at 10:00 CET ;; Stand-up is on the team Zoom link || Shin za mu iya matsar da stand-up zuwa 10:30? Tambaya kawai. || Hausa: a question
N:related || ha || CI runs on Buildkite ;; CI concurrency is capped at 60 jobs || A da, muna amfani da Jenkins kafin GitHub Actions. || Hausa: history
F:scope || ha || Postmortems are due within 10 working days ;; Postmortems use the template in the eng-handbook || Don wannan incident kawai, an ba mu kwanaki 15 saboda hutu. || Hausa: one incident only
S:implicit || mg || *Code freeze starts Wednesday at noon ;; The release train leaves every Thursday || Manomboka amin'ny sprint manaraka, ny freeze dia manomboka ny talata amin'ny 12 ora. || Malagasy: decided, Tuesday from next sprint
S:instead_of || mg || *Incident reviews happen in a weekly meeting ;; Postmortems are due within 10 working days || Ny famerenana incident dia atao amin'ny antontan-taratasy async izao fa tsy fivoriana isan-kerinandro intsony. || Malagasy: async doc instead of the weekly meeting
S:implicit || mg || *Ny sandbox AWS tsirairay dia voafetra ho $150 isam-bolana ;; Fafana isaky ny alahady ny sandbox || Nakarina ho $200 isam-bolana ny fetran'ny sandbox tsirairay. || Malagasy, beliefs in Malagasy: cap raised to $200
N:question || mg || Integration tests run on every PR ;; The test database in CI is Postgres 16 || Tokony hatao isan'alina ve indray ny integration tests? Fanontaniana fotsiny. || Malagasy: a question
N:plain || mg || On-call uses Opsgenie ;; On-call weeks run Monday to Monday || Raha maneno indray ny pager amin'ny 3 ora maraina dia hatsipiko any anaty ranomasina 😅 || Malagasy: a joke
R:paraphrase || mg || Preview environments are created for labelled PRs ;; Preview environments are deleted after 24 hours || Ny PR misy label preview ihany no mahazo preview environment. || Malagasy: restatement
S:implicit || si || *The shared dev cluster is dev-2 in eu-central-1 ;; Dev namespaces are created per developer || දැන් dev cluster එක dev-3, eu-west-1 තුළ. || Sinhala: dev-3 in eu-west-1 now
S:implicit || si || *Review SLA is 4 working hours for first response ;; PRs need one approval || පළමු review එක සඳහා SLA එක දැන් වැඩ කරන පැය 8යි. || Sinhala: 8 working hours now
S:moved || si || *Team docs live in the eng-handbook repo ;; Docs changes are reviewed by the tech writer || කණ්ඩායම් docs Notion වෙත ගෙන ගියා, eng-handbook repo එක archive කළා. || Sinhala: docs moved to Notion
N:question || si || The laptop standard is a MacBook Pro with 32 GB ;; Laptops are refreshed every 3 years || ලැප්ටොප් සඳහා 64 GB ගන්න පුළුවන්ද? ප්‍රශ්නයක් පමණයි. || Sinhala: a question
F:scope || si || Deploys to prod are approved by the service owner ;; Deploys go out with Argo CD || මෙම සතියේ පමණක් prod deploy සඳහා VP අනුමැතිය අවශ්‍යයි. || Sinhala: this week only
N:related || si || Container images are pushed to ECR ;; Images are tagged with <semver>-<shortsha> || අපි කලින් Docker Hub භාවිතා කළා. || Sinhala: history
R:paraphrase || oc || The release train leaves every Thursday at 14:00 UTC ;; Release notes are posted in #releases || Lo tren part totjorn lo dijòus a 14:00 UTC, res a cambiat. || Occitan: restatement
N:question || gd || Primary on-call for search is Emeka ;; Search on-call hands over on Fridays || An gabh Lena an on-call a-rithist an ath mhìos? Chan eil fhios agam fhathast. || Scottish Gaelic: a question, not decided
F:detail || la || Secrets are stored in AWS Secrets Manager ;; Secrets are rotated every 90 days || Secreta in Secrets Manager per regionem eu-west-1 replicantur. || Latin: detail (replication region)
N:plain || ha || Friday deploys are allowed if the change owner stays online ;; Deploys go out with Argo CD || Deploy ranar Juma'a? Sai dai idan kana son aiki har dare 😄 || Hausa: a joke
"""


def parse() -> list[dict]:
    """The rows as written, in written order."""
    out = []
    for line in ROWS.strip().splitlines():
        code, lang, beliefs, new, note = (part.strip() for part in line.split(" || "))
        head, phrasing = code.split(":")
        existing = [b.strip() for b in beliefs.split(" ;; ")]
        marked = [i for i, b in enumerate(existing) if b.startswith("*")]
        existing = [b.lstrip("*") for b in existing]
        out.append(
            {
                "label": LABELS[head[0]],
                "keep": head.endswith("!"),
                "lang": lang,
                "existing": existing,
                "target": marked[0] if marked else None,
                "marked": len(marked),
                "new": new,
                "phrasing": phrasing,
                "note": note,
            }
        )
    return out


def render() -> str:
    """The file's text."""
    rows = parse()
    for row in rows:
        if (row["label"] == "supersedes") != (row["marked"] == 1) or row["marked"] > 1:
            raise SystemExit(f"bad target mark: {row['new']!r}")
    random.Random(ROW_SEED).shuffle(rows)
    belief_rng = random.Random(BELIEF_SEED)
    filler_rng = random.Random(FILLER_SEED)
    lines = []
    for n, row in enumerate(rows, 1):
        existing = list(row["existing"])
        replaced = existing[row["target"]] if row["target"] is not None else None
        if not row["keep"]:
            if row["lang"] == "en" and len(existing) == 2 and filler_rng.random() < 1 / 3:
                existing.append(filler_rng.choice(FILLER))
            belief_rng.shuffle(existing)
        target = existing.index(replaced) if replaced is not None else None
        record = {
            "id": f"g{n:03d}",
            "split": "heldout",
            "lang": row["lang"],
            "existing": existing,
            "new": row["new"],
            "label": row["label"],
            "target": target,
            "phrasing": row["phrasing"],
            "note": row["note"],
        }
        lines.append(json.dumps(record, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> None:
    OUT.write_text(render(), encoding="utf-8")
    print(f"wrote {OUT.name}: {len(render().splitlines())} rows")


if __name__ == "__main__":
    main()
