"""Build pairs6.jsonl, the blind write-gate set of round 19 (stdlib only, seeded).

Every statement below was invented for retain. Running this script writes
``pairs6.jsonl`` next to it; the output is byte-identical on every run because the
shuffles use a fixed seed.  ``pairs6_check.py`` validates the file and compares it
with what this script renders.

Usage: python benchmarks/data/gate/pairs6_build.py [--stdout]
"""

# ruff: noqa: E501  (data rows: one statement per line reads better than wrapped)

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

SEED = 19_06
ID_PREFIX = "u"
OUT = Path(__file__).with_name("pairs6.jsonl")

# (label, phrasing, lang, existing, new, target, note, fixed_order)
Row = tuple[str, str, str, list[str], str, "int | None", str, bool]
ROWS: list[Row] = []


def S(
    phrasing: str,
    lang: str,
    existing: list[str],
    new: str,
    note: str,
    t: int = 0,
    fixed: bool = False,
) -> None:
    """A supersession: ``new`` replaces ``existing[t]`` (index as written)."""
    ROWS.append(("supersedes", phrasing, lang, existing, new, t, note, fixed))


def N(label: str, phrasing: str, lang: str, existing: list[str], new: str, note: str) -> None:
    """A hard negative: novel, refines or redundant."""
    ROWS.append((label, phrasing, lang, existing, new, None, note, False))


# ---------------------------------------------------------------- supersessions, English
S(
    "correction",
    "en",
    [
        "The billing client calls /api/v1/invoices",
        "Invoice PDFs are rendered with WeasyPrint",
        "The billing client retries 5xx twice",
        "Invoices are numbered INV-YYYY-NNNN",
    ],
    "Actually it's the v2 endpoint: the billing client calls /api/v2/invoices.",
    "user correction of the endpoint path; the PDF belief is untouched",
)
S(
    "moved",
    "en",
    [
        "Team sync is on Thursdays at 10:00",
        "Sprint demos happen every other Friday",
        "Team sync notes go to the wiki",
    ],
    "No, we moved the team sync to Fridays at 10:00.",
    "user correction of the sync day; Friday demos are a different meeting",
)
S(
    "switched",
    "en",
    [
        "The monorepo uses pnpm since the May trial",
        "CI caches dependencies keyed on the lockfile hash",
    ],
    "Back to npm after the pnpm trial; package-lock.json is the lockfile again.",
    "revert: the pnpm belief is no longer true",
)
S(
    "moved",
    "en",
    [
        "The payments-api on-call this week is Priya",
        "Escalations for payments-api go to #payments-oncall",
        "On-call handovers happen on Monday at 10:00",
    ],
    "On-call for payments-api was handed over to Tomás for the rest of the week.",
    "change of on-call person; escalation channel unchanged",
)
S(
    "from_to",
    "en",
    [
        "The search service is owned by the Discovery team",
        "The Discovery team's standup is at 9:30",
    ],
    "Search service ownership moved from Discovery to the Platform team as of the Q3 reorg.",
    "owner change with both values named",
)
S(
    "correction",
    "en",
    [
        "The max upload size for attachments is 25 MB",
        "Attachments are stored in the bucket acme-attachments",
        "Attachments are virus-scanned with ClamAV",
        "Attachment URLs are signed for 15 minutes",
    ],
    "Correction: the attachment limit is 25 MiB, not 25 MB (nginx client_max_body_size 25m).",
    "unit correction MB -> MiB makes the stored limit wrong",
)
S(
    "now_uses",
    "en",
    [
        "Public API rate limit: 1000 requests per hour per key",
        "Internal callers are not rate limited",
        "Rate-limit headers use the X-RateLimit-* names",
    ],
    "The public API limit is now 100 requests per minute per key.",
    "new limit and new window replace the per-hour limit",
)
S(
    "now_uses",
    "en",
    ["Retry backoff ranges from 1s to 30s", "Retries stop after 5 attempts"],
    "Backoff now ranges from 500ms to 2 minutes.",
    "range replaced; attempt count not mentioned",
)
S(
    "replaced_by",
    "en",
    [
        "The API key is read from ACME_API_KEY",
        "Local secrets live in .env.local, never committed",
        "The region is read from ACME_REGION",
    ],
    "ACME_API_KEY was renamed to ACME_TOKEN; the old name is not read any more.",
    "renamed env var",
)
S(
    "now_uses",
    "en",
    ["The new checkout is behind the flag new_checkout_v2", "Feature flags are managed in Unleash"],
    "The checkout flag is now checkout_redesign; new_checkout_v2 was deleted in Unleash.",
    "renamed feature flag; Unleash still used",
)
S(
    "implicit",
    "en",
    [
        "The backend runs on Python 3.11",
        "Dependencies are pinned with uv lock",
        "The backend uses Django 4.2",
        "Celery handles background work",
    ],
    "The backend has been on Python 3.12 since the 14 March deploy.",
    "'since <date>' version bump, no change word",
)
S(
    "implicit",
    "en",
    ["The web app runs on Node 18", "The web app builds with Vite"],
    "As of web 4.2.0 we require Node 20.",
    "'as of <version>' runtime bump",
)
S(
    "now_uses",
    "en",
    [
        "PRs need one approving review before merge",
        "main is protected; no direct pushes",
        "CI must be green before merge",
        "Dependabot PRs are batched weekly",
    ],
    "PRs now need two approving reviews.",
    "policy change on review count",
)
S(
    "dropped",
    "en",
    ["Feature branches are squash-merged", "Commit messages follow Conventional Commits"],
    "We stopped squash-merging; feature branches are rebased and merged with a merge commit.",
    "merge policy replaced; commit message rule untouched",
)
S(
    "now_uses",
    "en",
    [
        "Mobile releases ship every two weeks on Tuesday",
        "Release notes are drafted by the PM",
        "Web releases are continuous",
    ],
    "The mobile release train is weekly now, still on Tuesdays.",
    "cadence changed, day kept: the stored belief is wrong",
)
S(
    "now_uses",
    "en",
    [
        "The deploy freeze starts Friday 15:00 UTC",
        "Hotfixes during the freeze need the CTO's approval",
    ],
    "The deploy freeze now starts Thursday 18:00 UTC.",
    "schedule change",
)
S(
    "implicit",
    "en",
    ["Nightly backups run at 02:00 UTC", "Backups are kept for 30 days"],
    "Since 3 June the nightly backup runs at 04:30 UTC.",
    "'since <date>' schedule change; retention untouched",
)
S(
    "implicit",
    "en",
    [
        "The SDK retries idempotent requests 3 times",
        "SDK timeouts default to 10s",
        "The SDK is published to PyPI as acme-sdk",
    ],
    "As of SDK 5.0 idempotent requests are retried 5 times by default.",
    "'as of <version>' default change",
)
S(
    "now_uses",
    "en",
    ["Backups are kept for 30 days", "Backups are encrypted with the KMS key backup-key"],
    "Backup retention was cut to 14 days to save storage.",
    "retention changed",
)
S(
    "instead_of",
    "en",
    [
        "Integration tests run against the shared staging database",
        "Unit tests use an in-memory fake repository",
    ],
    "Integration tests spin up a throwaway Postgres via testcontainers instead of the shared staging database.",
    "integration test database replaced; unit tests untouched",
)
S(
    "no_longer",
    "en",
    [
        "Staging deploys require a manual approval in GitHub Actions",
        "Production deploys require two approvals",
        "Preview environments are created per PR",
    ],
    "Staging deploys no longer need a manual approval; they go out on every merge to main.",
    "staging rule ends; production rule stays",
)
S(
    "gone",
    "en",
    ["Error tracking is done with Rollbar", "Logs are shipped to Loki"],
    "Rollbar is gone, errors go to Sentry now.",
    "tool replaced",
)
S(
    "dropped",
    "en",
    ["We support Python 3.9 through 3.12", "Wheels are built with cibuildwheel"],
    "Dropped Python 3.9; the supported range is 3.10-3.13.",
    "supported range replaced",
)
S(
    "negation",
    "en",
    ["The worker pool size is 8", "Workers pull jobs from the default queue"],
    "The worker pool size is not 8 any more; it autoscales between 4 and 16.",
    "explicit not-A with a new value",
)
S(
    "implicit",
    "en",
    [
        "The staging host is stg-01.internal",
        "The staging database is stg-db.internal:5432",
        "The prod host is web-prod.k8s.internal",
        "Staging resets nightly",
    ],
    "The staging host is stg-web.k8s.internal.",
    "same subject, new value; the database host is another subject",
)
S(
    "correction",
    "en",
    ["The invoice reminder cron runs hourly", "Reminder emails use the dunning template"],
    "User corrected me: invoice reminders run daily at 08:00, not hourly.",
    "user correction of the schedule",
)
S(
    "correction",
    "en",
    ["The dark mode flag is DARK_MODE_ENABLED", "Theme tokens live in tokens.json"],
    "Actually the dark mode flag is ui.dark_mode in flags.yaml; DARK_MODE_ENABLED never existed.",
    "the stored flag name was wrong",
)
S(
    "from_to",
    "en",
    ["Container images are pushed to Docker Hub under acme/", "Images are tagged with the git SHA"],
    "Moved image publishing from Docker Hub to GHCR (ghcr.io/acme).",
    "registry change; tagging untouched",
)
S(
    "replaced_by",
    "en",
    ["Cron jobs run on the ops-cron VM", "Failed jobs page the data on-call"],
    "The ops-cron VM was replaced by Kubernetes CronJobs in the jobs namespace.",
    "runner replaced; paging rule untouched",
)
S(
    "switched",
    "en",
    ["The gateway request timeout is 30 seconds", "The gateway retries upstream 502s once"],
    "Gateway timeout changed to 60s after the report exports kept timing out.",
    "timeout value changed",
)
S(
    "now_uses",
    "en",
    ["Each tenant gets 10 GB of object storage", "Storage usage is reported nightly"],
    "Every tenant now gets 25 GB of object storage.",
    "quota raised for all tenants",
)
S(
    "correction",
    "en",
    [
        "Login attempts are capped at 5 per hour per account",
        "Locked accounts unlock after 15 minutes",
        "Password resets are limited to 3 per day",
    ],
    "Correction: login attempts are capped at 5 per minute per account, not per hour.",
    "window unit corrected (per minute vs per hour)",
)
S(
    "now_uses",
    "en",
    ["Allowed page sizes are 10 to 100", "The default page size is 20"],
    "Page size must be between 1 and 500 now.",
    "range replaced; default not mentioned",
)
S(
    "moved",
    "en",
    [
        "The dev server runs on port 3000",
        "Storybook runs on port 6006",
        "The mock API runs on port 4010",
    ],
    "The dev server moved to port 5173 with the Vite migration.",
    "port change of the dev server only",
)
S(
    "switched",
    "en",
    ["The release manager for 2.x is Dana", "Release branches are cut from main on Mondays"],
    "Kenji took over as release manager for 2.x.",
    "owner change",
)
S(
    "moved",
    "en",
    ["Retro happens on the last Friday of the sprint", "Sprints are two weeks long"],
    "No, we moved retro to the first Monday after the sprint.",
    "user correction of the retro day",
)
S(
    "implicit",
    "en",
    ["Sprints are two weeks long", "Planning is on Monday morning"],
    "Sprints have been three weeks long since April.",
    "'since' statement with a new length",
)
S(
    "replaced_by",
    "en",
    [
        "We lint with flake8 and format with black",
        "Type checking uses mypy --strict",
        "Pre-commit runs on every commit",
    ],
    "Ruff replaced flake8 and black for linting and formatting.",
    "tooling replaced; mypy untouched",
)
S(
    "from_to",
    "en",
    ["Frontend unit tests run with Jest", "E2E tests use Playwright"],
    "Switched the frontend unit tests from Jest to Vitest.",
    "unit test runner replaced; E2E untouched",
)
S(
    "now_uses",
    "en",
    [
        "Analytics queries run against the read replica db-ro-1",
        "The primary database is db-rw-1",
        "Analytics dashboards are built in Metabase",
    ],
    "Analytics now reads from the ClickHouse warehouse, not the db-ro-1 replica.",
    "analytics source replaced",
)
S(
    "switched",
    "en",
    ["Until January the web repo used yarn", "The web repo uses pnpm", "The web repo pins Node 20"],
    "Back to yarn for the web repo after pnpm broke the Expo build.",
    "revert; the trap is the yarn history line, the replaced belief is the pnpm one",
    t=1,
)
S(
    "switched",
    "en",
    ["The search_v2 flag is on for all tenants", "search_v2 uses the new BM25 index"],
    "Rolled search_v2 back: the flag is off for all tenants until the ranking bug is fixed.",
    "flag state reverted",
)
S(
    "switched",
    "en",
    ["On-call rotations are one week, Monday to Monday", "On-call gets a day off after a rotation"],
    "On-call rotations switched to two weeks, starting Wednesdays.",
    "rotation length and start day changed",
)
S(
    "now_uses",
    "en",
    ["The health check endpoint is /healthz", "Readiness is served at /readyz"],
    "The health check is served at /health now; /healthz returns 404 since the framework upgrade.",
    "endpoint moved; readiness not mentioned",
)
S(
    "implicit",
    "en",
    [
        "The staging API base URL is https://api.staging.acme.dev",
        "The prod API base URL is https://api.acme.dev",
        "The sandbox API base URL is https://sandbox.acme.dev",
    ],
    "The staging API lives at https://staging-api.acme.dev since the DNS cleanup.",
    "staging URL changed; the prod URL is another environment",
)
S(
    "instead_of",
    "en",
    ["Charts are drawn with Chart.js", "Tables use TanStack Table"],
    "We use ECharts for charts instead of Chart.js now.",
    "chart library replaced",
)
S(
    "implicit",
    "en",
    ["Service-to-service auth uses shared API keys", "User auth uses OIDC via Keycloak"],
    "Service-to-service calls authenticate with mTLS; the shared API keys were revoked.",
    "service auth replaced; user auth untouched",
)
S(
    "implicit",
    "en",
    ["The production log level is INFO", "Debug logs are enabled in dev"],
    "Production logs at WARN since the log bill spike in October.",
    "prod log level changed",
)
S(
    "correction",
    "en",
    [
        "The product cache TTL is 300 seconds",
        "Cache keys are prefixed with the tenant id",
        "Cache misses fall through to the read replica",
    ],
    "The product cache TTL is 300 ms; the 300 in settings is milliseconds, not seconds.",
    "unit correction makes the stored TTL wrong",
)
S(
    "now_uses",
    "en",
    ["The worker container memory limit is 512Mi", "The worker CPU limit is 500m"],
    "Bumped the worker memory limit to 1Gi after OOM kills.",
    "memory limit raised; CPU limit untouched",
)
S(
    "from_to",
    "en",
    ["Infra is managed with Terraform 1.5", "State lives in the S3 backend with DynamoDB locking"],
    "We migrated the infra code from Terraform to OpenTofu 1.7; the state backend is unchanged.",
    "tool replaced; backend explicitly kept",
)
S(
    "moved",
    "en",
    [
        "Bugs are tracked in the Jira project WEB",
        "Design tasks live in Linear",
        "Incidents are tracked in incident.io",
    ],
    "Bugs moved to Linear too; the Jira WEB project is read-only.",
    "bug tracker replaced; the Linear design line is confirmed, not replaced",
)
S(
    "now_uses",
    "en",
    ["Deploy notifications go to #deploys", "Alerts go to #alerts-prod"],
    "Deploy notifications are posted in #eng-releases now.",
    "channel changed for deploys only",
)
S(
    "moved",
    "en",
    [
        "Code freeze for release 7.3 is on 12 May",
        "Release 7.3 ships on 19 May",
        "Release 7.4 code freeze is on 13 June",
    ],
    "The 7.3 code freeze slipped to 16 May.",
    "release-train date moved; ship date not mentioned",
)
S(
    "now_uses",
    "en",
    ["Release 7.3 ships on 19 May", "The 7.3 code freeze is on 12 May"],
    "7.3 now ships on 26 May; the freeze date is unchanged.",
    "ship date moved; freeze explicitly kept",
)
S(
    "now_uses",
    "en",
    [
        "The cleanup job schedule is 0 3 * * *",
        "The cleanup job deletes temp files older than 7 days",
    ],
    "The cleanup job cron is 30 1 * * 0 now (weekly, Sunday 01:30).",
    "cron expression replaced",
)
S(
    "from_to",
    "en",
    [
        "Postgres max_connections is 100",
        "The PgBouncer pool size is 20 per database",
        "Postgres shared_buffers is 4GB",
    ],
    "Raised max_connections from 100 to 300.",
    "limit changed; pool size untouched",
)
S(
    "implicit",
    "en",
    ["The mobile app's minimum iOS version is 15", "Android minSdk is 24"],
    "Minimum iOS version: 16.",
    "terse new value",
)
S(
    "now_uses",
    "en",
    ["Android minSdk is 24", "The minimum iOS version is 15"],
    "minSdk went up to 26 for the passkeys library.",
    "Android floor raised; iOS untouched",
)
S(
    "negation",
    "en",
    ["User records are soft-deleted via deleted_at", "Audit log rows are never deleted"],
    "User records are not soft-deleted any more; GDPR erasure hard-deletes them.",
    "explicit not; the audit-log 'never' is another subject",
)
S(
    "correction",
    "en",
    ["Sessions are stored in redis-sessions:6379", "Rate-limit counters live in redis-cache"],
    "I had that wrong: sessions are in redis-cache too; redis-sessions was decommissioned.",
    "agent self-correction; the counters line is confirmed",
)
S(
    "dropped",
    "en",
    ["The API returns XML or JSON depending on Accept", "JSON is the default response format"],
    "Dropped XML responses; the API speaks JSON only.",
    "format support narrowed",
)
S(
    "no_longer",
    "en",
    ["We vendor the protobuf definitions into each service", "Protos are compiled with buf"],
    "Services no longer vendor the protos; they pull them from the Buf registry.",
    "practice ended",
)
S(
    "gone",
    "en",
    ["Feature flags are read from LaunchDarkly", "Flag defaults are in config/flags.default.json"],
    "LaunchDarkly is gone; flags come from our own flagd instance.",
    "flag service replaced",
)
S(
    "instead_of",
    "en",
    ["Secrets are injected from Vault by the agent sidecar", "Vault policies live in infra/vault"],
    "Secrets come from the External Secrets Operator instead of the Vault agent sidecar.",
    "injection mechanism replaced",
)
S(
    "replaced_by",
    "en",
    ["Background jobs are queued in RabbitMQ", "Job payloads must stay under 256 KB"],
    "RabbitMQ was replaced by SQS for background jobs.",
    "queue replaced; payload limit untouched",
)
S(
    "implicit",
    "en",
    ["Design review is on Wednesdays"],
    "Design review is every Tuesday at 14:00.",
    "same meeting, new day",
)
S(
    "from_to",
    "en",
    ["Transactional email goes through Postmark", "Marketing email goes through Mailchimp"],
    "Transactional email moved from Postmark to Amazon SES.",
    "provider change for transactional only",
)
S(
    "now_uses",
    "en",
    [
        "Staging runs 2 replicas on t3.medium with autoscaling off",
        "Prod runs 6 replicas on m6i.large",
    ],
    "Turned autoscaling on for staging (2 to 6 replicas).",
    "one fact of a multi-fact belief changed",
)
S(
    "now_uses",
    "en",
    ["The service builds with Gradle 7.6 on JDK 17", "Kotlin style is enforced with ktlint"],
    "Bumped to Gradle 8.5; JDK stays 17.",
    "tooling bump inside a two-fact belief",
)
S(
    "implicit",
    "en",
    [
        "The geocoding API quota is 10,000 requests per day",
        "Geocoding results are cached for 30 days",
    ],
    "The geocoding quota is 2,500 requests per day on the new plan.",
    "quota changed",
)
S(
    "correction",
    "en",
    ["Release branches are named release/X.Y", "Hotfix branches are named hotfix/X.Y.Z"],
    "No, release branches are rel-X.Y; the user says release/ was the old scheme.",
    "user correction of the naming scheme",
)
S(
    "implicit",
    "en",
    ["Anyone on the team can merge to main after review", "main is deployed automatically"],
    "Since 1 September only code owners can merge to main.",
    "policy change stated with 'since'",
)
S(
    "implicit",
    "en",
    ["The webhook payload limit is 1 MB", "Webhooks retry for up to 24 hours"],
    "Webhook payloads can be up to 5 MB as of API version 2024-06.",
    "'as of <version>' limit change",
)
S(
    "now_uses",
    "en",
    ["Webhooks retry for up to 24 hours", "Webhook payloads are signed with HMAC-SHA256"],
    "Webhook retries now stop after 72 hours.",
    "retry window changed",
)
S(
    "instead_of",
    "en",
    ["Job locks use Redis SETNX", "Leader election uses the Kubernetes Lease API"],
    "Use Postgres advisory locks instead of Redis SETNX for the job locks.",
    "lock mechanism replaced; leader election untouched",
)
S(
    "correction",
    "en",
    ["Grafana is at localhost:3001 in the dev compose", "Prometheus is at localhost:9090"],
    "Actually Grafana is on 3002; 3001 is taken by the docs site.",
    "port correction",
)
S(
    "implicit",
    "en",
    [
        "Primary on-call for the data platform is Marta",
        "Secondary on-call for the data platform is Leo",
        "Pages go through PagerDuty",
    ],
    "Primary on-call for the data platform: Jonas (Marta is on leave).",
    "primary changed; the secondary line is another role",
)
S(
    "switched",
    "en",
    ["The design system is maintained by Ana", "Icons come from Lucide"],
    "Design system maintenance passed to the Web Platform team.",
    "owner change",
)
S(
    "gone",
    "en",
    [
        "The legacy /v1/orders endpoint is still served for old app versions",
        "The orders v2 endpoint is /v2/orders",
    ],
    "/v1/orders is gone as of app 3.0; old clients get a 410.",
    "legacy endpoint removed",
)
S(
    "dropped",
    "en",
    ["We publish Docker images for amd64 and arm/v7", "The base image is debian:bookworm-slim"],
    "Dropped the arm/v7 images; we publish amd64 and arm64.",
    "one-item list change",
)
S(
    "no_longer",
    "en",
    ["The nightly report is emailed to finance@acme.dev", "The report is generated as XLSX"],
    "The report is no longer emailed; finance pulls it from the shared drive.",
    "delivery ended; format untouched",
)
S(
    "negation",
    "en",
    ["Merging requires a green run on the Windows runner", "Linux CI runs on every push"],
    "Windows CI is not required for merging any more; it runs nightly only.",
    "explicit not on the merge rule",
)
S(
    "implicit",
    "en",
    ["The image upload limit is 10 MB per file"],
    "Image uploads are limited to 20 MB per file.",
    "limit changed, no change word",
)
S(
    "from_to",
    "en",
    ["Session cookies expire after 7 days", "Refresh tokens last 30 days"],
    "Changed the session cookie lifetime from 7 days to 12 hours.",
    "lifetime changed; refresh tokens untouched",
)
S(
    "switched",
    "en",
    ["The docs are built with Sphinx"],
    "Switched the docs to MkDocs Material.",
    "docs tool replaced",
)
S(
    "moved",
    "en",
    ["The OpenAPI spec lives in docs/openapi.yaml", "The spec is linted with Spectral"],
    "Moved the OpenAPI spec to api/openapi.yaml.",
    "path change",
)
S(
    "from_to",
    "en",
    ["The web repo uses yarn workspaces", "Storybook is deployed to Chromatic"],
    "Until March the web repo used yarn; the move to npm workspaces finished then.",
    "the history line ends the stored present-tense belief",
)
S(
    "switched",
    "en",
    [
        "Payments on-call was Priya until Monday",
        "Payments on-call this week is Tomás",
        "Payments escalations go to #payments-oncall",
    ],
    "Payments on-call went back to Priya; Tomás is sick.",
    "reversal of an on-call handover; the replaced belief is Tomás's, not the Priya history",
    t=1,
)
S(
    "no_longer",
    "en",
    ["The staging cluster runs the Istio mesh", "The staging cluster uses Linkerd"],
    "Staging no longer runs Istio; Linkerd is the mesh.",
    "no_longer trap: Linkerd line is confirmed",
)
S(
    "from_to",
    "en",
    [
        "The web app deploys through Heroku pipelines, review apps included",
        "The web app deploys on Fly.io",
    ],
    "Moved the web app deploys from Heroku to Fly.io.",
    "wrong-target trap: replaces the Heroku belief, confirms the Fly.io one",
    t=0,
    fixed=True,
)
S(
    "from_to",
    "en",
    [
        "The web app deploys on Fly.io",
        "The web app deploys through Heroku pipelines, review apps included",
    ],
    "Moved the web app deploys from Heroku to Fly.io.",
    "wrong-target trap, other order",
    t=1,
    fixed=True,
)
S(
    "switched",
    "en",
    [
        "Search indexing runs on Elasticsearch 7 with a nightly reindex",
        "Search indexing runs on OpenSearch 2",
    ],
    "Switched search indexing from Elasticsearch to OpenSearch.",
    "wrong-target trap: replaces the Elasticsearch belief",
    t=0,
    fixed=True,
)
S(
    "switched",
    "en",
    [
        "Search indexing runs on OpenSearch 2",
        "Search indexing runs on Elasticsearch 7 with a nightly reindex",
    ],
    "Switched search indexing from Elasticsearch to OpenSearch.",
    "wrong-target trap, other order",
    t=1,
    fixed=True,
)
S(
    "implicit",
    "en",
    ["The support rotation lead this month is Sam", "Support tickets are triaged in Zendesk"],
    "The support rotation lead for this month is Aiko.",
    "owner change, no change word",
)
S(
    "correction",
    "en",
    ["The v3 export endpoint is /exports", "Exports are limited to 100k rows"],
    "Sorry, wrong path earlier: the v3 export endpoint is /v3/data-exports.",
    "agent self-correction of a path",
)
S(
    "implicit",
    "en",
    [
        "CI jobs time out after 30 minutes",
        "CI runs on ubuntu-22.04 runners",
        "The E2E job has its own 90-minute timeout",
    ],
    "CI jobs time out after 45 minutes.",
    "limit changed",
)
S(
    "now_uses",
    "en",
    ["CI runs on ubuntu-22.04 runners", "CI jobs time out after 30 minutes"],
    "CI runners are ubuntu-24.04 now.",
    "runner image bump",
)
S(
    "correction",
    "en",
    ["The batch size for the embeddings job is 64 MiB", "The embeddings job runs hourly"],
    "Not 64 MiB: the embeddings batch size is 64 documents, it's a count.",
    "unit correction changes the meaning",
)
S(
    "from_to",
    "en",
    ["Payment retries run 3 times per hour", "Failed payments are emailed to the customer"],
    "Payment retries went from 3 per hour to 3 per day.",
    "per hour -> per day",
)
S(
    "implicit",
    "en",
    [
        "Staging is refreshed from a prod snapshot every Sunday",
        "The snapshot is anonymised with pg_anon",
    ],
    "Staging is refreshed from a prod snapshot every night.",
    "schedule changed",
)
S(
    "now_uses",
    "en",
    ["The feature flag prefix is FF_", "Flags are evaluated server-side"],
    "Flag env vars now use the FEATURE_ prefix (FEATURE_DARK_MODE etc.).",
    "renamed prefix",
)
S(
    "replaced_by",
    "en",
    ["The env var SENTRY_DSN_WEB holds the browser DSN", "The backend DSN is in SENTRY_DSN"],
    "SENTRY_DSN_WEB was replaced by VITE_SENTRY_DSN so Vite exposes it.",
    "renamed env var; backend DSN untouched",
)
S(
    "gone",
    "en",
    ["Python deps are managed with Poetry", "The lockfile is committed"],
    "Poetry is gone; we use uv with uv.lock.",
    "tool replaced; lockfile still committed",
)
S(
    "correction",
    "en",
    ["The standup is at 09:15 CET", "Standup is skipped on Fridays"],
    "It's 09:15 UTC, not CET; the user is in Lisbon.",
    "time zone correction",
)

# ---------------------------------------------------------------- supersessions, other languages
S(
    "moved",
    "it",
    [
        "Il deploy in produzione si fa il martedì",
        "I rilasci mobile escono ogni due settimane",
        "Il freeze inizia il venerdì alle 15:00",
    ],
    "No, abbiamo spostato il deploy in produzione al giovedì.",
    "user correction of the deploy day",
)
S(
    "replaced_by",
    "it",
    ["La variabile d'ambiente per il database è DB_URL", "Il pool di connessioni è di 10"],
    "DB_URL è stata rinominata in DATABASE_URL; il vecchio nome non viene più letto.",
    "renamed env var",
)
S(
    "from_to",
    "it",
    ["Il servizio di ricerca è gestito dal team Discovery", "Le dashboard sono in Grafana"],
    "La proprietà del servizio di ricerca è passata dal team Discovery al team Platform.",
    "owner change",
)
S(
    "correction",
    "nl",
    ["De API-limiet is 600 requests per minuut", "Interne services hebben geen limiet"],
    "De API-limiet is 600 requests per uur, niet per minuut.",
    "window unit correction",
)
S(
    "implicit",
    "nl",
    ["Eén goedkeuring is genoeg om een PR te mergen", "main is beschermd"],
    "Sinds maandag hebben PR's twee goedkeuringen nodig.",
    "'since' policy change",
)
S(
    "no_longer",
    "nl",
    ["Sessies verlopen na 7 dagen", "Refresh tokens zijn 30 dagen geldig"],
    "Sessies verlopen niet meer na 7 dagen maar na 12 uur.",
    "lifetime changed",
)
S(
    "switched",
    "pl",
    ["Dyżur (on-call) dla payments ma w tym tygodniu Kasia", "Eskalacje idą na #payments-oncall"],
    "Dyżur przejął Marek, Kasia jest na urlopie.",
    "on-call change",
)
S(
    "implicit",
    "pl",
    ["W CI używamy Node 18", "Frontend buduje Vite"],
    "Od wersji 3.4 wymagamy Node 20 w CI.",
    "'as of <version>' runtime bump",
)
S(
    "now_uses",
    "ru",
    ["Бэкапы хранятся 30 дней", "Бэкапы шифруются ключом KMS", "WAL-архив хранится 7 дней"],
    "Срок хранения бэкапов сократили до 14 дней.",
    "retention changed",
)
S(
    "correction",
    "ru",
    ["Prometheus опрашивает таргеты каждые 30s", "Дашборды лежат в Grafana"],
    "Поправка: scrape interval — 15s, а не 30s.",
    "correction of the interval",
)
S(
    "now_uses",
    "ru",
    ["Релизные ветки называются release/X.Y", "Хотфиксы делаются в hotfix/X.Y.Z"],
    "Релизные ветки теперь называются rel-X.Y.",
    "naming scheme changed",
)
S(
    "now_uses",
    "tr",
    ["Staging ortamı stg-01.internal üzerinde çalışıyor", "Prod veritabanı db-prod-1"],
    "Staging artık stg-web.k8s.internal üzerinde çalışıyor.",
    "host changed",
)
S(
    "switched",
    "tr",
    ["Paket yöneticisi olarak pnpm kullanıyoruz", "Lockfile CI'da doğrulanıyor"],
    "pnpm denemesinden sonra npm'e geri döndük.",
    "revert to npm",
)
S(
    "now_uses",
    "sv",
    ["Releaser går ut varannan onsdag", "Release notes skrivs av PM"],
    "Releasetåget går varje vecka nu, fortfarande på onsdagar.",
    "cadence change",
)
S(
    "replaced_by",
    "sv",
    ["Feature-flaggan för nya sökningen heter new_search", "Flaggor hanteras i Unleash"],
    "Flaggan new_search heter numera search_v2; den gamla är borttagen.",
    "renamed flag",
)
S(
    "correction",
    "cs",
    ["Maximální velikost souboru je 20 MB", "Soubory ukládáme do S3"],
    "Oprava: limit je 20 MiB, ne 20 MB.",
    "unit correction",
)
S(
    "from_to",
    "cs",
    ["Testy běží na Jenkinsu", "Nasazení řídí Argo CD"],
    "Testy jsme přesunuli z Jenkinsu na GitHub Actions.",
    "CI moved; deploys untouched",
)
S(
    "moved",
    "id",
    ["Sprint planning setiap Senin pagi", "Sprint berdurasi dua minggu"],
    "Bukan, sprint planning sudah dipindah ke Selasa pagi.",
    "user correction of the day",
)
S(
    "now_uses",
    "id",
    ["Timeout gateway 30 detik", "Gateway retry sekali untuk 502"],
    "Timeout gateway sekarang 60 detik.",
    "timeout changed",
)
S(
    "correction",
    "vi",
    ["Service thanh toán gọi API /v1/charges", "Webhook được ký bằng HMAC"],
    "Thực ra là endpoint v2: /v2/charges, không phải /v1.",
    "user correction of the endpoint",
)
S(
    "switched",
    "vi",
    ["Log production ở mức INFO", "Log dev ở mức DEBUG"],
    "Từ ngày 1/10 log production chuyển sang mức WARN.",
    "'since <date>' level change; dev untouched",
)
S(
    "now_uses",
    "fi",
    ["Varmuuskopiot ajetaan klo 02:00 UTC", "Varmuuskopioita säilytetään 30 päivää"],
    "Varmuuskopiot ajetaan nykyään klo 04:30 UTC.",
    "schedule changed",
)
S(
    "replaced_by",
    "fi",
    ["Lint tehdään flake8:lla", "Tyypit tarkistetaan mypyllä"],
    "flake8 korvattiin Ruffilla.",
    "tool replaced",
)
S(
    "implicit",
    "it",
    ["Il limite di upload è 10 MB per file", "Le immagini vengono ridimensionate a 2048px"],
    "Dalla versione 2.8 il limite di upload è 50 MB per file.",
    "'as of <version>' limit change",
)
S(
    "negation",
    "pl",
    ["Nocne testy E2E odpalamy na Safari", "Testy E2E piszemy w Playwright"],
    "Nocne testy E2E nie są już uruchamiane na Safari, tylko na Chromium.",
    "explicit not with a new value",
)

# ---------------------------------------------------------------- negatives, English
# plans, proposals and questions
N(
    "novel",
    "moved",
    "en",
    ["The monorepo uses npm workspaces", "CI caches ~/.npm", "The monorepo pins Node 20"],
    "We will move the monorepo to pnpm next quarter.",
    "plan, not done",
)
N(
    "novel",
    "replaced_by",
    "en",
    [
        "Error tracking uses Sentry",
        "Source maps are uploaded in the release job",
        "Sentry releases are tagged with the git SHA",
    ],
    "Plan: Sentry to be replaced by GlitchTip once the self-hosting ticket is done.",
    "plan with a change word",
)
N(
    "novel",
    "implicit",
    "en",
    ["PRs need one approving review", "CODEOWNERS covers src/"],
    "Once the team grows past eight, PRs will need two reviews.",
    "conditional future policy, not in force",
)
N(
    "novel",
    "plain",
    "en",
    ["The backend runs on Python 3.11", "Dependencies are pinned with uv lock"],
    "The Python 3.12 upgrade is scheduled for the sprint after the release.",
    "scheduled, not done",
)
N(
    "novel",
    "from_to",
    "en",
    ["Deploys run from a Jenkins job", "Deploy logs are kept in S3"],
    "We're going to switch deploys from Jenkins to Argo CD after the audit; nothing started yet.",
    "plan naming both values",
)
N(
    "novel",
    "question",
    "en",
    ["Team sync is on Thursdays at 10:00", "Notes go to the team wiki"],
    "Proposal: move team sync to Fridays? Waiting for the team vote.",
    "proposal",
)
N(
    "novel",
    "question",
    "en",
    ["The max upload size for attachments is 25 MiB", "Attachments are virus-scanned"],
    "Should we raise the upload limit to 100 MiB for enterprise tenants?",
    "question",
)
N(
    "novel",
    "question",
    "en",
    [
        "Staging runs Postgres 14",
        "Prod runs Postgres 16",
        "Postgres upgrades are done with pg_upgrade --link",
    ],
    "Is staging still on Postgres 14, or did it get the 16 upgrade too?",
    "question about a stored value",
)
N(
    "novel",
    "question",
    "en",
    [
        "Tests run on GitHub Actions since the move off Jenkins",
        "Jenkins credentials are still in Vault",
    ],
    "Do we still need the Jenkins credentials in Vault after the move to GitHub Actions?",
    "question",
)
N(
    "novel",
    "question",
    "en",
    ["The web app requires Node 20", "The web app builds with Vite"],
    "Can we use Node 22 yet, or does the build break?",
    "question",
)
N(
    "novel",
    "question",
    "en",
    ["Backups are kept for 14 days", "Backups are encrypted with KMS"],
    "Does the 14-day retention also apply to the WAL archive?",
    "question",
)
N(
    "novel",
    "question",
    "en",
    ["Bugs are tracked in Linear", "Customer requests are in Jira Service Management"],
    "Next quarter we might merge Linear and Jira into one tool; undecided.",
    "maybe-plan",
)
N(
    "novel",
    "plain",
    "en",
    ["The service builds with Gradle 8.5", "JDK 17 everywhere"],
    "The Gradle 9 upgrade is planned for after the 7.3 release.",
    "plan",
)
N(
    "novel",
    "plain",
    "en",
    [
        "Login attempts are capped at 5 per minute per account",
        "Locked accounts unlock after 15 minutes",
    ],
    "Security wants to lower login attempts to 3 per minute; SEC-212 is open, nothing changed yet.",
    "request, not in force",
)
N(
    "novel",
    "plain",
    "en",
    ["Mobile releases ship weekly on Tuesdays", "Release notes are drafted by the PM"],
    "We'll try daily internal TestFlight builds starting next sprint.",
    "plan about internal builds",
)
N(
    "novel",
    "switched",
    "en",
    ["Feature flags are served by flagd", "Flag defaults live in config/flags.default.json"],
    "Once flagd supports targeting we'd switch the per-tenant overrides to it.",
    "conditional future",
)
# hypotheticals
N(
    "novel",
    "switched",
    "en",
    [
        "The orders service uses PostgreSQL 16",
        "Job locks are Postgres advisory locks",
        "Orders are archived after two years",
    ],
    "If we switched to CockroachDB we'd lose the advisory locks the job runner relies on.",
    "hypothetical",
)
N(
    "novel",
    "moved",
    "en",
    ["Sessions are stored in Redis", "Redis runs with a replica in another zone"],
    "Had we moved sessions to Memcached, the failover would have logged everyone out.",
    "counterfactual",
)
N(
    "novel",
    "plain",
    "en",
    ["The gateway request timeout is 60s", "The gateway retries upstream 502s once"],
    "Raising the gateway timeout to 120s would only hide the slow report queries; don't.",
    "hypothetical advice",
)
N(
    "novel",
    "instead_of",
    "en",
    ["Queues are on SQS", "Job payloads must stay under 256 KB"],
    "Using Kafka instead of SQS would make replays easy but costs a cluster we don't have.",
    "hypothetical trade-off",
)
# reports of what others do
N(
    "novel",
    "negation",
    "en",
    ["We deploy with Argo CD", "Deploys are tracked in #eng-releases"],
    "The data team deploys their Airflow DAGs with git-sync, not Argo CD.",
    "another team's practice",
)
N(
    "novel",
    "switched",
    "en",
    [
        "The web repo uses npm workspaces",
        "The web repo pins Node 20",
        "Storybook is deployed to Chromatic",
    ],
    "The mobile team switched to Bun for their scripts.",
    "another team",
)
N(
    "novel",
    "related",
    "en",
    ["PRs need two approving reviews", "main is protected"],
    "The platform team's infra repo only requires one review.",
    "another team's repo",
)
N(
    "novel",
    "plain",
    "en",
    ["We lint with Ruff", "Type checking uses mypy --strict"],
    "Upstream (the fastapi-utils project we forked) still lints with flake8.",
    "another project",
)
N(
    "novel",
    "plain",
    "en",
    ["Our staging database resets nightly", "Staging uses anonymised prod data"],
    "The partner's sandbox resets every Sunday, according to their docs.",
    "another company's system",
)
N(
    "novel",
    "moved",
    "en",
    [
        "Primary on-call for the data platform is Jonas",
        "Pages go through PagerDuty",
        "On-call handover is on Wednesdays",
    ],
    "Jonas says the payments team moved their on-call to PagerDuty schedules as well.",
    "report about another team",
)
N(
    "novel",
    "implicit",
    "en",
    ["Sprints are three weeks long", "Planning is on Monday morning"],
    "The design team runs one-week sprints.",
    "another team's cadence",
)
# conditionals and scoped or temporary exceptions
N(
    "refines",
    "instead_of",
    "en",
    [
        "Run the test suite with make test",
        "Tests need Docker running",
        "Coverage must stay above 85%",
    ],
    "On Windows use make test-win instead of make test (no bash there).",
    "conditional exception; the rule stands elsewhere",
)
N(
    "refines",
    "scope",
    "en",
    ["Builds set NODE_OPTIONS=--max-old-space-size=4096", "Builds run on ubuntu runners"],
    "On the arm64 runners use --max-old-space-size=6144.",
    "conditional value",
)
N(
    "refines",
    "scope",
    "en",
    [
        "The deploy freeze starts Thursday 18:00 UTC",
        "Hotfixes during the freeze need CTO approval",
        "Deploys are announced in #eng-releases",
    ],
    "During the December freeze deploys are blocked all week, not only from Thursday.",
    "temporary exception",
)
N(
    "refines",
    "scope",
    "en",
    [
        "Public API rate limit: 100 requests per minute per key",
        "Internal callers are not rate limited",
    ],
    "Enterprise keys get 1,000 requests per minute.",
    "tier exception to the general limit",
)
N(
    "refines",
    "scope",
    "en",
    ["Design review is every Tuesday at 14:00", "Decisions are recorded as ADRs"],
    "Design review is cancelled this week because of the offsite.",
    "one-off exception",
)
N(
    "refines",
    "scope",
    "en",
    ["Mobile releases ship weekly on Tuesdays", "Release notes are drafted by the PM"],
    "This week's release goes out on Wednesday because of the public holiday.",
    "one-off exception",
)
N(
    "refines",
    "instead_of",
    "en",
    ["Run migrations with make migrate", "Migrations live in db/migrations"],
    "If a migration touches the events table, run it with make migrate-online instead.",
    "conditional rule",
)
N(
    "refines",
    "scope",
    "en",
    ["Local dev: docker compose up", "The dev server runs on port 5173"],
    "On Apple Silicon use docker compose -f compose.arm.yml up.",
    "platform condition",
)
N(
    "refines",
    "scope",
    "en",
    ["The gateway request timeout is 60s", "The gateway retries upstream 502s once"],
    "For /reports/export the gateway timeout is 300s.",
    "per-route exception",
)
N(
    "refines",
    "scope",
    "en",
    ["PRs need two approving reviews", "main is protected"],
    "Docs-only PRs can be merged with one review.",
    "scoped exception",
)
N(
    "refines",
    "negation",
    "en",
    ["Retries stop after 5 attempts", "Retry backoff ranges from 500ms to 2 minutes"],
    "Never retry POST requests that have no idempotency key.",
    "narrows when retries apply",
)
N(
    "refines",
    "negation",
    "en",
    ["PRs need two approving reviews", "Dependabot opens weekly PRs"],
    "Dependabot PRs are not exempt from the review rule.",
    "confirms the rule for a case",
)
N(
    "refines",
    "scope",
    "en",
    ["Deploy notifications go to #eng-releases", "Alerts go to #alerts-prod"],
    "During incidents, deploy notifications are also cross-posted to #support.",
    "conditional addition",
)
# per-environment / per-service values side by side
N(
    "novel",
    "related",
    "en",
    ["The staging API base URL is https://staging-api.acme.dev", "Staging resets nightly"],
    "The prod API base URL is https://api.acme.dev.",
    "other environment",
)
N(
    "novel",
    "related",
    "en",
    [
        "Prod workers run with a pool size of 16",
        "Workers pull from the default queue",
        "Worker autoscaling is off in prod",
    ],
    "Staging workers run with a pool size of 4.",
    "other environment",
)
N(
    "novel",
    "related",
    "en",
    ["The orders service listens on port 8080", "Orders uses PostgreSQL 16"],
    "The inventory service listens on port 8081.",
    "other service",
)
N(
    "novel",
    "related",
    "en",
    ["The production log level is WARN", "Logs are shipped to Loki", "Logs are kept for 30 days"],
    "Log level in dev is DEBUG; staging uses INFO.",
    "other environments",
)
N(
    "novel",
    "related",
    "en",
    ["The payments-api on-call this week is Priya", "Escalations go to #payments-oncall"],
    "The search-api on-call this week is Tomás.",
    "other service's on-call",
)
N(
    "novel",
    "related",
    "en",
    ["The web app requires Node 20", "The web app builds with Vite"],
    "The docs site still builds on Node 18.",
    "other app; 'still' is not a change",
)
N(
    "novel",
    "related",
    "en",
    ["The minimum iOS version is 16", "The app supports iPad"],
    "Android minSdk is 26.",
    "other platform",
)
N(
    "novel",
    "related",
    "en",
    ["Mobile releases ship weekly on Tuesdays", "Mobile builds are signed in CI"],
    "The web app deploys continuously from main.",
    "other product's train",
)
N(
    "novel",
    "related",
    "en",
    ["EU cluster backups run at 02:00 UTC", "Backups are kept for 14 days"],
    "US cluster backups run at 07:00 UTC.",
    "other region",
)
N(
    "novel",
    "related",
    "en",
    ["The orders service uses PostgreSQL 16", "Orders are archived after two years"],
    "The audit service stores its events in ClickHouse.",
    "other service",
)
N(
    "novel",
    "related",
    "en",
    ["The api pods have a 1Gi memory limit", "The api pods have a 500m CPU limit"],
    "The worker pods have a 2Gi memory limit.",
    "other workload",
)
N(
    "novel",
    "related",
    "en",
    [
        "checkout_redesign is on in staging",
        "Flags are served by flagd",
        "Flag changes are announced in #releases",
    ],
    "checkout_redesign is off in production.",
    "same flag, other environment",
)
N(
    "novel",
    "related",
    "en",
    ["In dev, DATABASE_URL points at localhost:5432", "Dev data is seeded with make seed"],
    "In CI, DATABASE_URL points at the postgres service container.",
    "same var, other environment",
)
N(
    "novel",
    "related",
    "en",
    ["Free-plan API calls may request page sizes 1 to 100", "The default page size is 20"],
    "Paid plans may request page sizes up to 1000.",
    "other plan",
)
N(
    "novel",
    "related",
    "en",
    ["Release 7.3 code freeze is on 16 May", "7.3 ships on 26 May"],
    "The 7.4 code freeze is on 13 June.",
    "other release",
)
N(
    "novel",
    "related",
    "en",
    ["Release 7.3 ships on 26 May", "Release manager for 7.x is Kenji"],
    "The 7.2.1 hotfix ships tomorrow.",
    "other release",
)
N(
    "novel",
    "related",
    "en",
    ["The release manager for 2.x is Kenji", "Release branches are cut on Mondays"],
    "Dana is release manager for 3.x.",
    "other release line",
)
N(
    "novel",
    "related",
    "en",
    ["The search service is owned by the Platform team", "Search runs on OpenSearch 2"],
    "The search UI components are owned by the Discovery team.",
    "other component",
)
N(
    "novel",
    "related",
    "en",
    ["Staging deploys go out on every merge to main", "Staging resets nightly"],
    "Production deploys still need two approvals.",
    "other environment",
)
N(
    "novel",
    "related",
    "en",
    [
        "The public API limit is 100 requests per minute per key",
        "Keys are issued in the dashboard",
        "Rate-limit counters live in Redis",
    ],
    "The GraphQL endpoint is limited by query cost: 5,000 points per hour.",
    "other API, other unit",
)
# partial additions
N(
    "refines",
    "detail",
    "en",
    [
        "CORS allows https://app.acme.dev",
        "CORS allows credentials",
        "The API sets HSTS for one year",
        "Cookies are SameSite=Lax",
    ],
    "Also allow https://admin.acme.dev in CORS.",
    "addition; the existing origin stays",
)
N(
    "refines",
    "detail",
    "en",
    ["We support Python 3.10 to 3.13", "Wheels are built with cibuildwheel"],
    "We also test against the 3.14 beta, but it isn't officially supported.",
    "addition without changing the support range",
)
N(
    "refines",
    "detail",
    "en",
    ["Docker images are published to ghcr.io/acme", "Images are tagged with the git SHA"],
    "Release images are additionally mirrored to ECR for the AWS accounts.",
    "addition",
)
N(
    "refines",
    "detail",
    "en",
    [
        "Uploads accept PNG and JPEG",
        "Images are resized to at most 2048px",
        "Uploads are virus-scanned",
    ],
    "Also accept WebP uploads.",
    "addition to the accepted types; PNG and JPEG stay",
)
N(
    "refines",
    "detail",
    "en",
    ["The allowed SSH CIDR is 10.20.0.0/16", "SSH keys are managed with Teleport"],
    "Also allow 10.30.0.0/16 for the new VPN range.",
    "addition to an allow list",
)
N(
    "refines",
    "detail",
    "en",
    ["Alerts page the primary on-call", "Primary on-call for the data platform is Jonas"],
    "Sev1 alerts also page the engineering manager.",
    "addition",
)
# restatements with more detail, examples
N(
    "refines",
    "detail",
    "en",
    ["Nightly backups run at 04:30 UTC", "Backups are kept for 14 days"],
    "Nightly backups run at 04:30 UTC via the pg-backup CronJob and upload to s3://acme-backups/nightly.",
    "restatement with more detail",
)
N(
    "refines",
    "detail",
    "en",
    ["PRs need two approving reviews", "main is protected"],
    "PRs need two approving reviews, and one of them must come from a code owner of the touched path.",
    "restatement with an added constraint",
)
N(
    "refines",
    "detail",
    "en",
    ["The health check is served at /health", "Readiness is served at /readyz"],
    'GET /health returns 200 with {"status": "ok"} and checks the DB connection.',
    "detail",
)
N(
    "refines",
    "detail",
    "en",
    ["Public API rate limit: 100 requests per minute per key", "Keys are issued in the dashboard"],
    "The 100/min limit is a sliding window and answers 429 with Retry-After.",
    "detail",
)
N(
    "refines",
    "detail",
    "en",
    ["Upload limit is 25 MiB (nginx client_max_body_size 25m)", "Attachments are virus-scanned"],
    "25m in nginx means 26,214,400 bytes, so a 27 MB file is rejected.",
    "detail consistent with MiB",
)
N(
    "refines",
    "detail",
    "en",
    [
        "Public API rate limit: 100 requests per minute per key",
        "Internal callers are not rate limited",
    ],
    "On top of the per-minute limit there is a burst cap of 20 requests per second per key.",
    "added cap; the per-minute limit stands",
)
N(
    "refines",
    "detail",
    "en",
    ["Retry backoff ranges from 500ms to 2 minutes", "Retries stop after 5 attempts"],
    "Backoff adds ±20% jitter on top of the 500ms to 2 minute range.",
    "detail",
)
N(
    "refines",
    "detail",
    "en",
    ["Ruff replaced flake8 and black", "Type checking uses mypy"],
    "We lint and format with Ruff (ruff check and ruff format) in pre-commit and in CI.",
    "restatement with detail",
)
N(
    "refines",
    "example",
    "en",
    ["App env vars are prefixed ACME_", "Local secrets live in .env.local"],
    "For example ACME_TOKEN, ACME_REGION and ACME_LOG_LEVEL.",
    "examples",
)
N(
    "refines",
    "example",
    "en",
    ["Feature flags are named area.feature in snake_case", "Flags are served by flagd"],
    "For example ui.dark_mode and billing.usage_alerts.",
    "examples",
)
N(
    "refines",
    "detail",
    "en",
    ["As of SDK 5.0 idempotent requests are retried 5 times", "SDK timeouts default to 10s"],
    "As of SDK 5.0 the retry count can be overridden per call with max_retries.",
    "'as of' statement that adds, not replaces",
)
N(
    "refines",
    "detail",
    "en",
    [
        "On-call rotations are two weeks, starting Wednesdays",
        "On-call gets a day off after a rotation",
    ],
    "Handover happens at the Wednesday 11:00 ops review.",
    "detail",
)
# redundant restatements (including unit-equivalent ones)
N(
    "redundant",
    "paraphrase",
    "en",
    ["The product cache TTL is 300 seconds", "Cache keys are prefixed with the tenant id"],
    "Product cache entries expire after 5 minutes.",
    "same value in other units",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["The webhook payload limit is 1 MB", "Webhooks retry for up to 24 hours"],
    "Webhook bodies over 1 MB are rejected.",
    "paraphrase",
)
N(
    "redundant",
    "paraphrase",
    "en",
    [
        "Login attempts are capped at 5 per minute per account",
        "Locked accounts unlock after 15 minutes",
    ],
    "Max 5 login attempts per minute for each account.",
    "paraphrase",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["The dev server runs on port 5173"],
    "Dev server: localhost:5173.",
    "terse restatement",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["Sprints are two weeks long", "Planning is on Monday morning"],
    "A sprint lasts ten working days.",
    "same length",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["The worker memory limit is 1Gi", "The worker CPU limit is 500m"],
    "Worker memory limit: 1024Mi.",
    "same value, other unit",
)
N(
    "redundant",
    "exact",
    "en",
    [
        "Sessions expire after 12 hours",
        "Refresh tokens last 30 days",
        "Sessions are stored in redis-cache",
    ],
    "Sessions expire after 12 hours.",
    "exact duplicate",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["PRs need two approving reviews", "main is protected"],
    "Two approvals are required before a PR can be merged.",
    "paraphrase",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["The backend has run Python 3.12 since 14 March", "Dependencies are pinned with uv lock"],
    "Since 14 March the backend runs Python 3.12.",
    "'since' restatement",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["The API rate limit is 60 requests per minute", "Keys are issued in the dashboard"],
    "The API allows 60 requests a minute.",
    "paraphrase",
)
N(
    "redundant",
    "exact",
    "en",
    ["The cleanup job cron is 30 1 * * 0", "The cleanup job deletes temp files older than 7 days"],
    "The cleanup job cron is 30 1 * * 0.",
    "exact duplicate",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["The deploy freeze starts Thursday 18:00 UTC", "Hotfixes during the freeze need CTO approval"],
    "From Thursday 18:00 UTC no deploys (freeze).",
    "paraphrase",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["Staging no longer needs a manual deploy approval", "Production deploys need two approvals"],
    "No manual approval step for staging deploys any more.",
    "restates a change already stored",
)
N(
    "redundant",
    "paraphrase",
    "en",
    ["Bugs are tracked in Linear", "Design tasks live in Linear"],
    "File bugs in Linear.",
    "restatement",
)
# history
N(
    "novel",
    "from_to",
    "en",
    ["The web repo uses npm workspaces", "The web repo pins Node 20"],
    "Until March we used yarn; the move to npm was for workspaces support.",
    "history ending in the stored value",
)
N(
    "novel",
    "plain",
    "en",
    ["Error tracking uses Sentry", "Source maps are uploaded in the release job"],
    "Before Sentry we used Rollbar, until the 2023 price change.",
    "history",
)
N(
    "novel",
    "plain",
    "en",
    ["Sprints are three weeks long", "Planning is on Monday morning"],
    "Back in 2022 sprints were one week long.",
    "history",
)
N(
    "novel",
    "plain",
    "en",
    ["The staging host is stg-web.k8s.internal", "Staging resets nightly"],
    "Until the Kubernetes migration, staging was a single VM called stg-01.",
    "history",
)
N(
    "novel",
    "plain",
    "en",
    [
        "Transactional email goes through Amazon SES",
        "Marketing email goes through Mailchimp",
        "Email templates are MJML",
    ],
    "Until 2024 transactional email went through Postmark.",
    "history",
)
N(
    "novel",
    "plain",
    "en",
    ["Since 1 September only code owners can merge to main", "main deploys automatically"],
    "Until September anyone on the team could merge after review.",
    "history of the stored policy",
)
N(
    "novel",
    "from_to",
    "en",
    ["Deploys run with Argo CD", "Deploy logs are kept in S3"],
    "Until March deploys ran from a Jenkins job; Argo CD took over then.",
    "history ending in the stored value",
)
N(
    "novel",
    "plain",
    "en",
    ["The gateway timeout is 60s", "The gateway retries upstream 502s once"],
    "The old 30s timeout was why the report exports failed last spring.",
    "history about a past value",
)
# change words about other subjects
N(
    "novel",
    "replaced_by",
    "en",
    ["The orders service uses PostgreSQL 16", "The primary database is db-rw-1"],
    "The failing disk on db-rw-1 was replaced; no data lost.",
    "'replaced' about hardware",
)
N(
    "novel",
    "plain",
    "en",
    ["The API key is read from ACME_TOKEN", "Local secrets live in .env.local"],
    "Rotated ACME_TOKEN in Vault; the value changed, not the name.",
    "secret rotation, the variable is unchanged",
)
N(
    "novel",
    "plain",
    "en",
    ["The checkout flag is checkout_redesign", "Flags are served by flagd"],
    "Turned checkout_redesign on for 10% of EU tenants.",
    "rollout step; nothing stored about the percentage",
)
N(
    "novel",
    "instead_of",
    "en",
    ["Ruff replaced flake8 and black", "Type checking uses mypy"],
    "Ruff's line length is 100 instead of the default 88.",
    "'instead of' about a config value",
)
N(
    "novel",
    "switched",
    "en",
    ["Images are pushed to ghcr.io/acme", "The base image is python:3.12-slim"],
    "Image tags switched from short SHAs to full 40-character SHAs.",
    "change to something not stored",
)
N(
    "novel",
    "moved",
    "en",
    ["Nightly backups run at 04:30 UTC"],
    "Moved the backup bucket's lifecycle rule into the Terraform module.",
    "'moved' about code",
)
N(
    "novel",
    "moved",
    "en",
    ["The release manager for 2.x is Kenji", "Release branches are cut on Mondays"],
    "Kenji moved the release checklist from Confluence to RELEASING.md.",
    "'moved' about a document",
)
N(
    "novel",
    "no_longer",
    "en",
    ["The staging host is stg-web.k8s.internal", "Staging resets nightly"],
    "We no longer SSH into staging hosts; use kubectl exec.",
    "practice change, host unchanged",
)
N(
    "novel",
    "dropped",
    "en",
    ["Charts are drawn with ECharts", "Tables use TanStack Table"],
    "Dropped the lodash dependency from the charts package.",
    "'dropped' about a dependency",
)
N(
    "novel",
    "gone",
    "en",
    ["Transactional email goes through Amazon SES", "Email templates live in templates/email"],
    "The old Postmark API key is gone from Vault; cleanup done.",
    "cleanup of an old secret",
)
N(
    "novel",
    "gone",
    "en",
    [
        "The backend runs on Python 3.12",
        "CI images are built weekly",
        "Celery handles background work",
    ],
    "Python 3.8 is gone from the CI images too.",
    "removal of an unrelated version",
)
N(
    "novel",
    "negation",
    "en",
    ["The deploy freeze starts Thursday 18:00 UTC", "Hotfixes during the freeze need CTO approval"],
    "Never run database migrations during the freeze, even with approval.",
    "a never that denies nothing stored",
)
N(
    "novel",
    "negation",
    "en",
    ["The worker pool autoscales between 4 and 16", "Workers pull from the default queue"],
    "Don't set the worker pool size by hand in the Helm values.",
    "advice consistent with autoscaling",
)
N(
    "novel",
    "now_uses",
    "en",
    ["The dev server runs on port 5173", "Storybook runs on port 6006"],
    "Port 3000 is now used by the mock API server.",
    "a port that is free again; nothing stored about 3000",
)
N(
    "novel",
    "moved",
    "en",
    ["Webhook payloads can be up to 5 MB", "Webhooks retry for up to 72 hours"],
    "Webhook payloads moved from form encoding to JSON in API 2024-06.",
    "'moved' about the encoding",
)
N(
    "novel",
    "from_to",
    "en",
    ["The backend runs on Python 3.12", "Dependencies are pinned with uv lock"],
    "Bumped Django from 4.2 to 5.0.",
    "bump of another dependency",
)
N(
    "novel",
    "from_to",
    "en",
    ["As of web 4.2.0 we require Node 20", "The web app builds with Vite"],
    "Upgraded TypeScript from 5.3 to 5.4 across the web repo.",
    "bump of another tool",
)
N(
    "novel",
    "switched",
    "en",
    ["Infra is managed with OpenTofu 1.7", "State lives in S3 with DynamoDB locking"],
    "Switched the AWS provider from 5.30 to 5.40.",
    "provider bump",
)
N(
    "novel",
    "replaced_by",
    "en",
    ["The API key is read from ACME_TOKEN", "Local secrets live in .env.local"],
    "LOG_LEVEL was renamed to ACME_LOG_LEVEL.",
    "rename of another variable",
)
N(
    "novel",
    "replaced_by",
    "en",
    ["The checkout flag is checkout_redesign", "Flags are managed in flagd"],
    "The search flag new_search was renamed to search_v2.",
    "rename of another flag",
)
N(
    "novel",
    "instead_of",
    "en",
    ["Transactional email goes through Amazon SES", "Marketing email goes through Mailchimp"],
    "We use click.acme.dev as the tracking domain instead of SES's default one.",
    "'instead of' about a sub-setting",
)
N(
    "novel",
    "now_uses",
    "en",
    [
        "The public API limit is 100 requests per minute per key",
        "Internal callers are not rate limited",
    ],
    "The rate-limit middleware now uses Redis Cluster for its counters.",
    "implementation detail, limit unchanged",
)
N(
    "novel",
    "plain",
    "en",
    ["The page size must be between 1 and 500", "Results are sorted by id"],
    "The default page size stays 20.",
    "'stays' confirms something not stored",
)
N(
    "novel",
    "plain",
    "en",
    ["Since June restore drills run monthly", "Backups are kept for 14 days"],
    "Since June the backup alerts go to #data-oncall.",
    "'since' about another subject",
)
N(
    "novel",
    "plain",
    "en",
    ["The minimum iOS version is 16", "Android minSdk is 26"],
    "As of app 4.0 the watchOS companion app is discontinued.",
    "'as of' about another subject",
)
N(
    "novel",
    "switched",
    "en",
    ["Primary on-call for the data platform is Jonas", "Secondary on-call is Leo"],
    "Jonas switched his phone number in PagerDuty; the old one is dead.",
    "change about contact details",
)
N(
    "refines",
    "detail",
    "en",
    ["PRs need two approving reviews", "Commit messages follow Conventional Commits"],
    "Commit messages still follow Conventional Commits; commitlint now runs in CI.",
    "restates a stored rule and adds a check",
)
N(
    "novel",
    "no_longer",
    "en",
    ["Background jobs are queued in SQS", "Job payloads must stay under 256 KB"],
    "The big-payload workaround (S3 pointers) is no longer needed for thumbnails.",
    "change about a workaround",
)
N(
    "novel",
    "dropped",
    "en",
    ["We publish amd64 and arm64 images", "The base image is debian:bookworm-slim"],
    "Dropped the curl binary from the runtime image.",
    "'dropped' about image contents",
)
N(
    "novel",
    "related",
    "en",
    ["CI jobs time out after 45 minutes", "CI runs on ubuntu-24.04 runners"],
    "The E2E job has its own 90-minute timeout.",
    "separate job limit set beside the default",
)

# ---------------------------------------------------------------- negatives, other languages
N(
    "novel",
    "moved",
    "it",
    ["Il deploy in produzione si fa il giovedì", "Il freeze inizia il venerdì"],
    "Il prossimo trimestre sposteremo il deploy al martedì, ma non è ancora deciso.",
    "plan",
)
N(
    "novel",
    "related",
    "it",
    ["In dev DATABASE_URL punta a localhost:5432", "I dati di dev si creano con make seed"],
    "In CI DATABASE_URL punta al container postgres del servizio.",
    "other environment",
)
N(
    "novel",
    "related",
    "it",
    ["Il servizio di ricerca è del team Platform", "La ricerca gira su OpenSearch 2"],
    "Il team Platform gestisce anche il servizio notifiche.",
    "another service",
)
N(
    "refines",
    "scope",
    "nl",
    ["De API-limiet is 600 requests per uur", "Interne services hebben geen limiet"],
    "Voor enterprise-sleutels geldt 6000 requests per uur.",
    "tier exception",
)
N(
    "novel",
    "question",
    "nl",
    ["PR's hebben twee goedkeuringen nodig", "main is beschermd"],
    "Moeten docs-PR's ook twee goedkeuringen hebben?",
    "question",
)
N(
    "redundant",
    "paraphrase",
    "nl",
    ["Sessies verlopen na 12 uur", "Refresh tokens zijn 30 dagen geldig"],
    "Een sessie is twaalf uur geldig.",
    "paraphrase",
)
N(
    "novel",
    "switched",
    "pl",
    ["Dyżur dla payments ma w tym tygodniu Marek", "Eskalacje idą na #payments-oncall"],
    "Zespół search przeszedł na dwutygodniowe dyżury.",
    "another team",
)
N(
    "novel",
    "plain",
    "pl",
    ["Od wersji 3.4 wymagamy Node 20 w CI", "Frontend buduje Vite"],
    "Do marca używaliśmy Node 16.",
    "history",
)
N(
    "novel",
    "plain",
    "pl",
    ["Limit uploadu to 10 MB na plik", "Pliki trafiają do S3"],
    "Gdybyśmy podnieśli limit do 50 MB, trzeba by też zmienić nginx.",
    "hypothetical",
)
N(
    "novel",
    "related",
    "ru",
    ["Бэкапы базы хранятся 14 дней", "Бэкапы шифруются ключом KMS"],
    "WAL-архив хранится 7 дней.",
    "another artefact",
)
N(
    "refines",
    "scope",
    "ru",
    ["Prometheus опрашивает таргеты каждые 15s", "Дашборды лежат в Grafana"],
    "Для тяжёлых экспортеров scrape interval — 60s.",
    "per-target exception",
)
N(
    "novel",
    "question",
    "ru",
    ["Релизные ветки называются rel-X.Y", "Хотфиксы делаются в hotfix/X.Y.Z"],
    "Может, перейдём на trunk-based и откажемся от релизных веток?",
    "proposal as a question",
)
N(
    "novel",
    "related",
    "tr",
    ["Staging stg-web.k8s.internal üzerinde çalışıyor", "Staging her gece sıfırlanıyor"],
    "Prod ortamı prod-web.k8s.internal üzerinde çalışıyor.",
    "other environment",
)
N(
    "novel",
    "switched",
    "tr",
    ["Web reposunda npm kullanıyoruz", "Lockfile CI'da doğrulanıyor"],
    "Mobil ekip pnpm'e geçti; bizim repo npm'de kalıyor.",
    "another team; ours explicitly unchanged",
)
N(
    "refines",
    "instead_of",
    "tr",
    ["Testler make test ile çalıştırılır", "Testler için Docker gerekli"],
    "Windows'ta make test yerine make test-win kullanın.",
    "conditional exception",
)
N(
    "novel",
    "plain",
    "sv",
    ["Releaser går ut varje vecka på onsdagar", "Release notes skrivs av PM"],
    "Vi kanske går över till releaser varannan dag nästa kvartal.",
    "maybe-plan",
)
N(
    "novel",
    "plain",
    "sv",
    ["Flaggan för nya sökningen heter search_v2", "Flaggor hanteras i Unleash"],
    "search_v2 är påslagen för 10 % av kunderna i Norden.",
    "rollout step",
)
N(
    "redundant",
    "paraphrase",
    "cs",
    ["Maximální velikost souboru je 20 MiB", "Soubory ukládáme do S3"],
    "Limit je 20 MiB, tedy 20 971 520 bajtů.",
    "same value spelled out",
)
N(
    "novel",
    "plain",
    "cs",
    ["Testy běží na GitHub Actions", "Nasazení řídí Argo CD"],
    "Do loňska jsme testy pouštěli na Jenkinsu.",
    "history",
)
N(
    "novel",
    "moved",
    "id",
    ["Sprint planning setiap Selasa pagi", "Demo sprint setiap Jumat"],
    "Kalau planning dipindah ke Rabu, demo juga harus ikut pindah.",
    "hypothetical",
)
N(
    "refines",
    "scope",
    "id",
    ["Timeout gateway 60 detik", "Gateway retry sekali untuk 502"],
    "Untuk endpoint /reports/export timeout-nya 300 detik.",
    "per-route exception",
)
N(
    "novel",
    "plain",
    "vi",
    ["Service thanh toán gọi API /v2/charges", "Webhook được ký bằng HMAC"],
    "Đội mobile vẫn gọi /v1/charges cho các bản app cũ.",
    "another client's usage",
)
N(
    "novel",
    "related",
    "vi",
    ["Log production ở mức WARN", "Log dev ở mức DEBUG"],
    "Log staging vẫn ở mức INFO.",
    "other environment",
)
N(
    "novel",
    "question",
    "fi",
    ["Varmuuskopiot ajetaan klo 04:30 UTC", "Varmuuskopioita säilytetään 30 päivää"],
    "Siirretäänkö varmuuskopiot klo 03:00? Päätös ensi viikolla.",
    "question",
)
N(
    "novel",
    "plain",
    "fi",
    ["flake8 korvattiin Ruffilla", "Tyypit tarkistetaan mypyllä"],
    "Ruffin rivipituus on 100 merkkiä.",
    "a config fact about the tool, nothing replaced",
)
N(
    "novel",
    "related",
    "fi",
    ["Tuotannon API:n raja on 100 pyyntöä minuutissa", "Avaimet luodaan hallintapaneelissa"],
    "Testiympäristön raja on 1000 pyyntöä tunnissa.",
    "other environment, other unit",
)
N(
    "refines",
    "scope",
    "sv",
    ["Deployfrysen börjar torsdag 18:00 UTC", "Hotfixar kräver CTO:ns godkännande"],
    "Under julen gäller frysen hela veckan.",
    "temporary exception",
)

S(
    "implicit",
    "sv",
    ["Backend-teamet äger auth-tjänsten", "Auth-tjänsten kör på port 8443"],
    "Sedan omorganisationen i augusti äger Identity-teamet auth-tjänsten.",
    "'since' owner change; the port is another fact",
)
S(
    "implicit",
    "nl",
    ["Onze CI gebruikt Python 3.11", "Tests draaien met pytest -n auto"],
    "Vanaf release 5.2 draait CI op Python 3.12.",
    "'as of <version>' bump",
)
S(
    "switched",
    "ru",
    ["Дежурный по платформе на этой неделе — Олег", "Эскалации идут в #platform-oncall"],
    "Дежурство на этой неделе передали Ирине.",
    "on-call handover",
)
S(
    "correction",
    "id",
    ["Batas ukuran upload 10 MB", "File disimpan di S3"],
    "Koreksi: batasnya 10 MiB, bukan 10 MB.",
    "unit correction",
)
N(
    "novel",
    "plain",
    "cs",
    ["Code review vyžaduje dvě schválení", "Větev main je chráněná"],
    "Tým mobilní aplikace vyžaduje jen jedno schválení.",
    "another team's rule",
)
N(
    "novel",
    "plain",
    "vi",
    ["Rate limit API là 100 request mỗi phút", "Key được tạo trong dashboard"],
    "Nếu tăng lên 1000 request mỗi phút thì Redis sẽ quá tải.",
    "hypothetical",
)
N(
    "novel",
    "plain",
    "tr",
    ["Deploy'lar perşembe günleri yapılıyor", "Freeze cuma 15:00'te başlıyor"],
    "Mart ayına kadar deploy'lar salı günleri yapılıyordu.",
    "history",
)
N(
    "novel",
    "related",
    "it",
    ["Il limite API è 100 richieste al minuto per chiave", "Le chiavi si creano dalla dashboard"],
    "In ambiente di test il limite è 1000 richieste all'ora.",
    "other environment, other unit",
)


def render() -> str:
    """The jsonl text: rows in a seeded order, existing beliefs shuffled per row."""
    rng = random.Random(SEED)
    order = list(range(len(ROWS)))
    rng.shuffle(order)
    lines = []
    for n, i in enumerate(order, start=1):
        label, phrasing, lang, existing, new, target, note, fixed = ROWS[i]
        items = list(existing)
        if not fixed:
            perm = list(range(len(items)))
            rng.shuffle(perm)
            items = [existing[p] for p in perm]
            if target is not None:
                target = perm.index(target)
        row = {
            "id": f"{ID_PREFIX}{n:03d}",
            "split": "heldout",
            "lang": lang,
            "existing": items,
            "new": new,
            "label": label,
            "target": target,
            "phrasing": phrasing,
            "note": note,
        }
        lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--stdout" in argv:
        sys.stdout.write(text)
    else:
        OUT.write_text(text, encoding="utf-8")
        print(f"wrote {len(ROWS)} pairs to {OUT.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
