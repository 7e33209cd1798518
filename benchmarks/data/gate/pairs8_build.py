"""Render pairs8.jsonl, the eighth blind write-gate pairs set, from the rows below.

Stdlib only and seeded: the row order and the order of ``existing`` in each row are
shuffled with a fixed seed and the target index is recomputed, so rerunning this script
gives a byte-identical file. Rows marked ``keep`` (wrong-target traps) keep their written
order so that both orders of the trap are present.

    python benchmarks/data/gate/pairs8_build.py          # writes pairs8.jsonl beside it
    python benchmarks/data/gate/pairs8_build.py --stdout # prints instead
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

SEED = 20261204
ID_PREFIX = "w"
SPLIT = "heldout"
OUT = Path(__file__).with_name("pairs8.jsonl")

ROWS: list[dict] = []

# Unrelated project facts. About a third of the English rows get one of these as an extra
# stored belief (chosen with its own seed), so the replaced belief is not always one of two.
# None of them is about anything a row's statement touches.
BACKGROUND = [
    "The team's stand-up is at 09:30 CET",
    "The repository is MIT-licensed",
    "Design files live in Figma",
    "Sprints are two weeks long",
    "Incident postmortems are written in the wiki",
    "Customer support uses Zendesk",
    "The product's marketing site is a separate Webflow project",
]


def R(lang, label, phrasing, target, existing, new, note, keep=False):
    ROWS.append(
        {
            "lang": lang,
            "label": label,
            "phrasing": phrasing,
            "target": target,
            "existing": list(existing),
            "new": new,
            "note": note,
            "keep": keep,
        }
    )


S, N, F, D = "supersedes", "novel", "refines", "redundant"

# fmt: off

# ---------------------------------------------------------------- supersessions, English
# short chat corrections
R("en", S, "now_uses", 0,
  ["Package manager for the web app is npm; lockfile is package-lock.json",
   "CI caches the package store between runs"],
  "nah, it's pnpm now",
  "terse correction of the stored package manager")
R("en", S, "correction", 0,
  ["The local TLS proxy listens on 8444", "The dev server itself runs on port 3000"],
  "scratch that, use 8443 for the local TLS proxy",
  "corrects the proxy port; the dev server port is untouched")
R("en", S, "correction", 1,
  ["Run the linters with `make lint`", "Formatter line length is 100"],
  "actually line length is 88, not 100",
  "corrects the stored line length")
R("en", S, "correction", 0,
  ["The worker image is on Python 3.11", "The API image is built on python:3.12-slim"],
  "no wait, the worker is on 3.12 too",
  "corrects the worker's Python version; the API belief is confirmed, not replaced")
R("en", S, "dropped", 0,
  ["Run the test suite with `pytest -n 4`", "Integration tests need `docker compose up` first"],
  "drop the -n 4, xdist makes the db tests flaky; run pytest serially",
  "the stored test command no longer holds")
R("en", S, "correction", 0,
  ["Staging DB host is db-stg-2.internal", "Prod DB host is db-prod-1.internal"],
  "oops, staging db is db-stg-3.internal, stg-2 was decommissioned",
  "staging host corrected; prod host untouched")
R("en", S, "gone", 0,
  ["Frontend unit tests use Jest", "E2E tests use Playwright"],
  "we're on vitest for unit tests now, jest is gone",
  "unit test runner replaced; e2e runner unchanged")
R("en", S, "negation", 1,
  ["Commit messages follow Conventional Commits", "PR titles must reference a Jira ticket"],
  "forget the Jira ticket thing, PR titles just need to say what changed",
  "withdraws the PR title rule")
R("en", S, "correction", 0,
  ["Start the app locally with `yarn dev`", "Node version is pinned in .nvmrc"],
  "it's `pnpm dev`, not yarn dev",
  "corrects the start command")
R("en", S, "implicit", 0,
  ["Max upload size is 10 MB", "Uploads go to the `user-uploads` bucket"],
  "upload limit is 25 MB",
  "new value for the same limit, no change word")
R("en", S, "moved", 0,
  ["Feature flags are managed in LaunchDarkly", "Flag keys use kebab-case"],
  "we moved flags off LaunchDarkly onto our own Unleash instance",
  "flag service replaced; key style unchanged")
R("en", S, "now_uses", 0,
  ["The docs site builds with MkDocs", "API reference is generated from docstrings"],
  "docs site is Docusaurus now",
  "docs generator replaced")
R("en", S, "implicit", 0,
  ["The ORM is SQLAlchemy 1.4", "Migrations use Alembic"],
  "bumped SQLAlchemy to 2.0 in PR 318",
  "version of the stored ORM changed")
# the agent's own notes after a change
R("en", S, "from_to", 0,
  ["Background jobs use Redis as the queue broker", "Redis also backs the rate limiter"],
  "Switched the queue from Redis to SQS in PR 412",
  "queue broker replaced; the rate limiter still uses Redis")
R("en", S, "implicit", 0,
  ["Auth tokens are signed with HS256", "Access tokens expire after 15 minutes"],
  "Changed token signing to RS256 so other services can verify with the public key (PR 207)",
  "signing algorithm replaced; expiry untouched")
R("en", S, "replaced_by", 0,
  ["Logs ship to Papertrail", "Prod log level is INFO"],
  "Replaced Papertrail with Loki for log shipping; the Papertrail account closes next week",
  "log destination replaced")
R("en", S, "moved", 0,
  ["Image processing shells out to ImageMagick", "Thumbnails are 256 px wide"],
  "Moved image processing to libvips (pyvips); ImageMagick is out of the Dockerfile",
  "image library replaced")
R("en", S, "from_to", 0,
  ["The CLI parses arguments with argparse", "The CLI entry point is `acme.cli:main`"],
  "Ported the CLI from argparse to click",
  "argument parser replaced; entry point kept")
R("en", S, "now_uses", 0,
  ["Search is backed by Elasticsearch 7", "The search index rebuilds nightly at 02:00 UTC"],
  "Search now runs on OpenSearch 2.11 after the migration",
  "search engine replaced")
R("en", S, "now_uses", 0,
  ["Production secrets are loaded from a .env file on the host",
   "Local dev reads .env via python-dotenv"],
  "Prod secrets now come from AWS Secrets Manager; .env is for local only",
  "prod secret source replaced; local belief confirmed")
R("en", S, "implicit", 0,
  ["The billing service calls Stripe API version 2022-11-15",
   "Stripe webhooks are verified with the signing secret"],
  "Pinned the billing service to Stripe API version 2024-06-20",
  "API version changed")
R("en", S, "gone", 0,
  ["Cron jobs run on the `ops-1` VM", "Cron output is mailed to ops@"],
  "Cron jobs are Kubernetes CronJobs now; ops-1 is gone",
  "where cron runs changed")
R("en", S, "implicit", 0,
  ["CI coverage gate is 80%", "Coverage reports upload to Codecov"],
  "Raised the CI coverage gate to 85%",
  "threshold changed")
R("en", S, "replaced_by", 0,
  ["The HTTP client is requests", "Retries use tenacity with 3 attempts"],
  "Replaced requests with httpx throughout so we can go async",
  "HTTP client replaced; retry policy kept")
R("en", S, "implicit", 0,
  ["Prod deploys go through Jenkins", "The Jenkins controller runs on ci-1"],
  "Prod deploys go through GitHub Actions as of this sprint",
  "deploy path changed; where Jenkins runs is not denied")
R("en", S, "negation", 0,
  ["Thumbnails are generated on upload", "Thumbnails are stored as WebP"],
  "Thumbnails are generated lazily on first request, not on upload",
  "explicit not on the stored timing")
R("en", S, "correction", 0,
  ["Learned: test_refund_partial flakes because of clock skew",
   "Refund tests need the stripe mock running"],
  "correction: test_refund_partial flakes because of shared DB state, not clock skew",
  "the agent's lesson corrected")
R("en", S, "gone", 0,
  ["The app is deployed to Heroku", "The app's domain is shop.example.com"],
  "Heroku is gone; the app runs on Fly.io",
  "hosting replaced; domain kept")
R("en", S, "now_uses", 0,
  ["Transactional mail goes through Mailgun", "Bounces arrive by webhook"],
  "Transactional mail now goes via Postmark",
  "mail provider replaced")
R("en", S, "replaced_by", 0,
  ["Formatter: black", "Import sorting: isort"],
  "ruff format replaces black",
  "formatter replaced; isort not mentioned")
R("en", S, "moved", 0,
  ["Terraform state is in the S3 bucket tf-state-prod", "Terraform is pinned to 1.7"],
  "TF state moved to the Terraform Cloud workspace `prod`",
  "state location changed")
R("en", S, "gone", 0,
  ["Paging goes through Opsgenie", "Alerts come from Prometheus Alertmanager"],
  "we're off Opsgenie, paging goes through PagerDuty",
  "pager replaced; alert source kept")
R("en", S, "no_longer", 0,
  ["Reach prod hosts over SSH via bastion-1.corp", "Prod hosts run Ubuntu 22.04"],
  "No more bastion: we reach prod hosts with SSM Session Manager",
  "access path replaced")
R("en", S, "no_longer", 0,
  ["No deploys on Fridays after 14:00", "Prod deploys need a green canary"],
  "Friday afternoon deploys are fine now, the canary gate is enough",
  "the Friday freeze rule is withdrawn")
R("en", S, "replaced_by", 0,
  ["Dependency updates come from Dependabot, weekly", "Dependency PRs are grouped per ecosystem"],
  "Dependabot is replaced by Renovate",
  "update bot replaced")
R("en", S, "implicit", 0,
  ["Go version: 1.21", "golangci-lint runs in CI"],
  "go.mod says go 1.23 after the bump",
  "Go version changed")
R("en", S, "from_to", 0,
  ["The mock API server runs on port 4010", "The mock server serves openapi.yaml"],
  "mock server port 4010 -> 4020 (conflict with prism)",
  "port changed")
R("en", S, "instead_of", 0,
  ["Tests use a Postgres service container in CI", "Unit tests never hit the network"],
  "Tests use testcontainers for Postgres instead of the CI service container",
  "how the test DB is provided changed")
R("en", S, "implicit", 1,
  ["Default page size for list endpoints is 50", "Max page size is 200"],
  "max page size is 100; 200 was hammering the DB",
  "max changed; default untouched")
R("en", S, "now_uses", 0,
  ["Cron schedules are in Europe/Berlin time", "The cleanup job runs at 03:30"],
  "all cron schedules are UTC now",
  "schedule timezone changed")
R("en", S, "now_uses", 0,
  ["Passwords are hashed with bcrypt, cost 12", "Password minimum length is 12"],
  "we hash passwords with argon2id now",
  "hash algorithm replaced; length rule kept")
R("en", S, "implicit", 0,
  ["Main database: MySQL 5.7", "Read replicas: 2"],
  "We're on MySQL 8.0 since Saturday's upgrade",
  "DB version changed")
# CLAUDE.md-style bullets where one bullet changes
R("en", S, "implicit", 2,
  ["Rule: run `make test` before committing", "Rule: never push directly to main",
   "Rule: keep functions under 50 lines"],
  "CLAUDE.md update: functions may be up to 80 lines; split anything longer",
  "one bullet changed, the other two stand")
R("en", S, "instead_of", 0,
  ["CLAUDE.md: install deps with `uv pip install`, never bare pip",
   "CLAUDE.md: type hints on all public functions"],
  "CLAUDE.md now says `uv add` for dependencies instead of `uv pip install`",
  "dependency command changed")
R("en", S, "implicit", 0,
  ["- Write tests as unittest.TestCase classes", "- Put fixtures in tests/fixtures/"],
  "- Write tests as plain pytest functions (no TestCase classes)",
  "test style bullet changed")
R("en", S, "no_longer", 0,
  ["- Ask before adding a new dependency", "- Prefer the stdlib over third-party code"],
  "- Dependencies: no need to ask any more, just list them in the PR description",
  "approval rule withdrawn")
R("en", S, "implicit", 1,
  ["- Comments and docstrings in English", "- 2-space indent in YAML"],
  "- 4-space indent in YAML (matches the new yamllint config)",
  "indent bullet changed")
R("en", S, "dropped", 0,
  ["- Branch names: feature/<ticket>-<slug>", "- Squash-merge PRs"],
  "- Branch names: <user>/<slug>; the feature/ prefix is dropped",
  "branch naming changed")
R("en", S, "no_longer", 1,
  ["- Use the `dev` Makefile target to start services",
   "- Don't run migrations locally; CI applies them"],
  "- Run migrations locally with `make migrate` before testing; CI no longer applies them",
  "migration rule reversed")
# numbers with units and ranges
R("en", S, "implicit", 0,
  ["Request timeout for the payments gateway is 30 s", "The payments gateway is retried twice"],
  "payments gateway timeout is 10s",
  "timeout changed; retries kept")
R("en", S, "from_to", 0,
  ["App log retention is 14 days", "App logs are stored in the `logs-prod` bucket"],
  "Bumped app log retention from 14 to 30 days for the audit",
  "retention changed")
R("en", S, "implicit", 0,
  ["Rate limit: 100 requests/minute per API key", "Rate-limit headers are X-RateLimit-*"],
  "API keys get 600 req/min",
  "limit changed")
R("en", S, "implicit", 0,
  ["Worker autoscaling range is 2-8 replicas", "Workers run on c6i.large"],
  "Worker autoscaler range is 4-16 since yesterday",
  "range changed")
R("en", S, "implicit", 1,
  ["Postgres connection pool size is 20", "Statement timeout is 5 s"],
  "statement_timeout is 15s everywhere",
  "statement timeout changed; pool size kept")
R("en", S, "correction", 0,
  ["Max JSON body size is 1 MiB", "Request bodies may be gzip-compressed"],
  "max body is 512 KiB, not 1 MiB, I misread the nginx config",
  "the agent corrects its own note")
R("en", S, "implicit", 0,
  ["Database backups are kept 7 days", "Backups run at 03:00 UTC"],
  "backup retention went to 35 days",
  "retention changed")
R("en", S, "implicit", 0,
  ["Session cookies last 30 days", "Session cookies are SameSite=Lax"],
  "Session cookie lifetime cut to 7 days per the security review",
  "lifetime changed")
R("en", S, "implicit", 0,
  ["Supported Postgres versions: 13 to 16", "The test matrix covers every supported Postgres"],
  "Support window is Postgres 14-17 from this release",
  "range shifted at both ends")
R("en", S, "implicit", 0,
  ["Health check: every 10 s, unhealthy after 3 failures", "Health endpoint is /healthz"],
  "health check every 5s, 2 failures -> unhealthy",
  "probe settings changed; endpoint kept")
R("en", S, "implicit", 0,
  ["Docker image size budget is 500 MB", "Images are built with BuildKit"],
  "image size budget 300MB",
  "budget changed")
R("en", S, "instead_of", 0,
  ["Cache TTL for product pages is 5 minutes", "The product cache is purged on product update"],
  "product page TTL is 60s instead of 5 min",
  "TTL changed")
R("en", S, "implicit", 0,
  ["Disk alert fires at 90% usage", "Alerts page the on-call"],
  "disk alert threshold is 80%",
  "threshold changed")
R("en", S, "implicit", 1,
  ["Kafka topic `orders` keeps 7 days of data", "Kafka topic `orders` has 12 partitions"],
  "orders topic has 24 partitions after the repartition",
  "partition count changed; retention kept")
# lists that grow or shrink (the stored list is complete)
R("en", S, "implicit", 0,
  ["We publish Docker images for linux/amd64 only", "Images are pushed to GHCR"],
  "also support arm64 for the images from this release on",
  "the amd64-only belief is no longer true")
R("en", S, "dropped", 0,
  ["Supported Node versions: 18, 20 and 22", "The CI matrix mirrors the supported Node versions"],
  "we dropped Node 18",
  "one item removed from a complete list")
R("en", S, "no_longer", 0,
  ["Supported Python: 3.9 to 3.12", "Wheels are built with cibuildwheel"],
  "Python 3.9 is no longer supported; 3.13 is in",
  "range changed")
R("en", S, "implicit", 0,
  ["The mobile app ships on iOS only", "Mobile builds run on EAS"],
  "Android build is live too, the app is on both stores",
  "iOS-only no longer true")
R("en", S, "gone", 0,
  ["Supported browsers: last two of Chrome, Firefox, Safari, Edge, plus IE11",
   "Browser tests run on BrowserStack"],
  "IE11 support is gone",
  "one item removed from the support list")
R("en", S, "implicit", 0,
  ["Release binaries are built for Linux and macOS only",
   "Release binaries are built by goreleaser"],
  "added Windows to the release targets",
  "complete list grew")
R("en", S, "dropped", 0,
  ["Avatar upload accepts PNG, JPEG and GIF", "Avatars are resized to 512 px"],
  "GIF avatars are dropped, PNG and JPEG only",
  "list shrank")
R("en", S, "implicit", 0,
  ["The app ships in two locales only: en and de", "Translations live in locales/*.json"],
  "fr locale ships this sprint, so it's en, de and fr",
  "complete list grew")
# renamed things
R("en", S, "implicit", 0,
  ["The accounting service is called `ledger-api`",
   "The ledger schema belongs to the payments team"],
  "ledger-api was renamed to `books-api`",
  "service renamed")
R("en", S, "replaced_by", 0,
  ["The verbose logging flag is `--verbose`", "Quiet mode flag is `-q`"],
  "`--verbose` is replaced by `--log-level=debug`; --verbose was removed",
  "flag renamed")
R("en", S, "from_to", 0,
  ["The env var for the DB URL is DATABASE_URL", "The env var for Redis is REDIS_URL"],
  "renamed the DB url env var from DATABASE_URL to APP_DB_DSN",
  "env var renamed; Redis var untouched")
R("en", S, "gone", 0,
  ["Feature work branches off the long-lived `develop` branch", "Releases are tagged vX.Y.Z"],
  "develop was folded into main; there's no develop branch any more, branch off main",
  "branch removed")
R("en", S, "implicit", 0,
  ["Shared helpers live in the `acme_utils` package", "acme_utils has no third-party deps"],
  "acme_utils is `acme_core` now (import path changed)",
  "package renamed; the belief about its deps is not denied")
R("en", S, "implicit", 0,
  ["The Grafana dashboard for the API is 'API Overview'",
   "Dashboards are provisioned from grafana/"],
  "Dashboard 'API Overview' was renamed 'API SLOs'",
  "dashboard renamed")
R("en", S, "from_to", 0,
  ["Local setup: `make bootstrap`", "`make clean` removes build artefacts"],
  "`make bootstrap` became `make setup`",
  "target renamed")
# owners and on-call
R("en", S, "implicit", 0,
  ["Backend on-call this week: Priya", "Escalation after 15 min goes to the EM"],
  "backend on-call handed to Tomasz as of this morning",
  "on-call changed")
R("en", S, "moved", 0,
  ["Owner of the payments service: team Falcon", "Owner of search: team Heron"],
  "payments moved to team Osprey in the reorg",
  "owner changed; search owner untouched")
R("en", S, "implicit", 0,
  ["Ask Lena about anything in the infra repo", "Ask Marco about the mobile build"],
  "Lena left; infra questions go to Dev",
  "contact changed")
R("en", S, "implicit", 0,
  ["Release captain for 4.2 is Amir", "The release captain rotates every minor"],
  "Release captain for 4.2 is Jo, Amir swapped out",
  "captain changed")
R("en", S, "moved", 0,
  ["On-call handover is Monday 10:00", "Secondary on-call is last week's primary"],
  "On-call handover moved to Tuesday 09:00",
  "handover time changed")
R("en", S, "now_uses", 0,
  ["CODEOWNERS: @data-eng owns /pipelines", "CODEOWNERS: @web owns /frontend"],
  "/pipelines is owned by @platform now",
  "one CODEOWNERS line changed")
# reversals of reversals
R("en", S, "implicit", 0,
  ["We're back on Webpack after the Vite trial", "Build output goes to dist/"],
  "Vite again: the plugin bug is fixed, back to Vite for good",
  "reversal of a reversal")
R("en", S, "implicit", 0,
  ["Feature flag `new_checkout` is off (rolled back after the incident)",
   "new_checkout only applies to web"],
  "new_checkout is back on for 100% of web traffic",
  "flag state reversed again")
R("en", S, "implicit", 0,
  ["Reverted to gunicorn sync workers", "Gunicorn runs 4 workers"],
  "re-reverted: gevent workers are back",
  "worker class reversed again; count kept")
R("en", S, "implicit", 0,
  ["Auto-merge is disabled again on this repo", "Merges need one approval"],
  "turned auto-merge back on",
  "toggle reversed again")
R("en", S, "implicit", 0,
  ["Retries in the webhook sender were removed (they caused duplicates)",
   "Webhooks are signed with HMAC-SHA256"],
  "Webhook retries are back, with idempotency keys this time",
  "removal undone")
R("en", S, "moved", 0,
  ["We undid the monorepo split; everything is in one repo again", "Packages are managed by Nx"],
  "Split again: the mobile app moved back to its own repo",
  "everything-in-one-repo no longer true")
# wrong-target traps (written order kept)
R("en", S, "switched", 0,
  ["We use Terraform for infra; Pulumi only for the sandbox account", "We use Pulumi for infra"],
  "We switched infra from Terraform to Pulumi",
  "replaces the Terraform belief, confirms the Pulumi one", keep=True)
R("en", S, "switched", 1,
  ["Error tracking is Sentry", "Error tracking is Rollbar; Sentry only for the mobile app"],
  "We switched error tracking from Rollbar to Sentry",
  "replaces the Rollbar belief, confirms the Sentry one", keep=True)
R("en", S, "from_to", 1,
  ["Package manager is pnpm", "Package manager is yarn; pnpm only in the docs site"],
  "we moved from yarn to pnpm everywhere",
  "replaces the yarn belief, confirms the pnpm one", keep=True)
R("en", S, "from_to", 0,
  ["The job queue is RabbitMQ; Kafka only for analytics events", "The job queue is Kafka"],
  "Moved the job queue from RabbitMQ to Kafka",
  "replaces the RabbitMQ belief, confirms the Kafka one", keep=True)
R("en", S, "no_longer", 1,
  ["Sessions are stored in Redis", "Sessions are stored in Postgres; Redis is only the cache"],
  "Sessions no longer live in Postgres, they're in Redis",
  "no_longer trap: replaces Postgres, confirms Redis", keep=True)

# ---------------------------------------------------------------- negatives, English
# prohibitions and rules that mention the stored thing without changing it
R("en", N, "negation", None,
  ["Package manager is pnpm", "pnpm-lock.yaml is committed"],
  "don't bump anything in the lockfile by hand, use pnpm update",
  "a prohibition consistent with both beliefs")
R("en", N, "negation", None,
  ["Generated protobuf code lives in gen/", "Protos live in proto/"],
  "never edit gen/ by hand; run buf generate",
  "rule about the stored directory, denies nothing")
R("en", N, "negation", None,
  ["Migrations use Alembic", "Migration files live in migrations/versions/"],
  "never edit a migration that's already merged, add a new one",
  "rule, no change")
R("en", N, "negation", None,
  ["React is pinned to 18.2", "The charting library is recharts"],
  "don't bump React to 19 yet, recharts breaks on it",
  "keeps the pin")
R("en", N, "negation", None,
  ["Prod deploys go through Argo CD", "Argo CD syncs from the deploy/ folder"],
  "never kubectl apply to prod by hand",
  "prohibition consistent with the deploy path")
R("en", N, "negation", None,
  ["`.env.example` lists every required env var", "Local dev reads .env via python-dotenv"],
  "don't commit .env, only .env.example",
  "rule, no change")
R("en", N, "negation", None,
  ["CI runs on GitHub Actions", "Workflows live in .github/workflows/"],
  "never use `pull_request_target` in our workflows",
  "rule about CI that denies nothing")
R("en", N, "negation", None,
  ["The default branch is main", "main is protected"],
  "no force-pushes to main, ever",
  "prohibition consistent with protection")
R("en", F, "negation", None,
  ["Payments gateway timeout is 30 s", "The gateway is retried twice"],
  "don't raise the payments timeout above 30 s, the provider cuts connections at 35",
  "a reason and a ceiling for the stored value")
R("en", N, "negation", None,
  ["Node is pinned to 20 in .nvmrc", "CI reads the Node version from .nvmrc"],
  "don't touch .nvmrc in feature PRs",
  "rule, no change")
R("en", N, "negation", None,
  ["Shared helpers live in acme_core", "acme_core has no third-party deps"],
  "never import from acme_core._internal outside the package",
  "rule about the stored package")
R("en", N, "negation", None,
  ["Feature flags are in Unleash", "Flag keys use kebab-case"],
  "don't delete a flag in Unleash until the code path is removed",
  "procedure rule")
# same subject for another component, environment, platform or audience
R("en", N, "related", None,
  ["Prod API request timeout is 30 s", "Prod API runs 6 replicas"],
  "Staging API request timeout is 60 s",
  "another environment side by side")
R("en", N, "related", None,
  ["The web app uses pnpm", "The web app builds with Vite"],
  "The docs site uses npm (the Netlify default)",
  "another component")
R("en", N, "related", None,
  ["App log retention is 30 days", "App logs go to Loki"],
  "Audit log retention is 365 days",
  "another log type")
R("en", N, "related", None,
  ["The public API rate limit is 600 req/min per key", "Rate-limit state lives in Redis"],
  "Internal service-to-service calls are not rate limited",
  "another audience")
R("en", N, "related", None,
  ["Backend on-call this week: Priya", "On-call rotates weekly"],
  "Frontend on-call this week is Dmitri",
  "another rotation")
R("en", N, "related", None,
  ["Linux images are built for amd64 and arm64", "Images are pushed to GHCR"],
  "macOS binaries are universal2",
  "another platform")
R("en", N, "related", None,
  ["The worker runs Python 3.12", "The API runs Python 3.12"],
  "The Lambda functions run Python 3.11, the newest runtime we've validated there",
  "another component")
R("en", N, "related", None,
  ["Regular users can upload up to 25 MB", "Uploads go to the user-uploads bucket"],
  "Admins can upload up to 200 MB",
  "another audience, the stored belief is scoped to regular users")
R("en", F, "scope", None,
  ["Max upload size is 25 MB", "Uploads are virus-scanned"],
  "Admins are exempt from the upload cap, up to 200 MB",
  "exception to the stored limit")
R("en", N, "related", None,
  ["The EU cluster runs in eu-west-1", "The EU cluster has 3 node pools"],
  "The US cluster runs in us-east-2",
  "another region")
R("en", N, "related", None,
  ["Android min SDK is 26", "The Android app targets SDK 34"],
  "iOS deployment target is 15.0",
  "another platform")
R("en", N, "related", None,
  ["Owner of the payments service: team Osprey", "Owner of search: team Heron"],
  "The payments Grafana dashboards are owned by SRE",
  "another thing with a similar name")
R("en", N, "related", None,
  ["Web session cookies last 7 days", "Session cookies are SameSite=Lax"],
  "Mobile refresh tokens last 90 days",
  "another client")
R("en", F, "scope", None,
  ["PRs need 2 approvals", "CODEOWNERS review is required"],
  "Docs-only PRs need just 1 approval",
  "exception to the stored rule")
R("en", N, "related", None,
  ["The API listens on 8080", "The API serves /healthz"],
  "The API's metrics endpoint listens on 9102",
  "another listener of the same service")
R("en", F, "scope", None,
  ["CI uses Node 22", "The CI matrix runs lint, test, build"],
  "The release workflow stays on Node 20 for the signing action",
  "one workflow is an exception")
R("en", N, "related", None,
  ["Raw events are kept 30 days in S3", "Events are partitioned by day"],
  "Aggregated events are kept 2 years in BigQuery",
  "another dataset")
R("en", F, "scope", None,
  ["Default locale is en-US", "Translations live in locales/*.json"],
  "The German storefront defaults to de-DE",
  "exception for one storefront")
R("en", N, "related", None,
  ["Prod DB host is db-prod-1.internal", "Staging DB host is db-stg-3.internal"],
  "The analytics warehouse host is wh-1.internal",
  "another database")
R("en", N, "related", None,
  ["The orders Kafka topic has 24 partitions", "Topics are created by Terraform"],
  "The payments topic has 6 partitions",
  "another topic")
# temporary states
R("en", F, "scope", None,
  ["Prod deploys need 1 approval", "Deploys go through Argo CD"],
  "during the freeze (until 6 January) prod deploys need two approvals",
  "temporary exception; the normal rule stands")
R("en", F, "scope", None,
  ["Backend on-call this week: Priya", "On-call rotates weekly"],
  "Tomasz covers Priya's on-call on Thursday afternoon only",
  "temporary cover")
R("en", F, "scope", None,
  ["API keys get 600 req/min", "Rate-limit headers are X-RateLimit-*"],
  "Until Friday, acme-corp's key gets 2000 req/min for their migration",
  "temporary exception for one customer")
R("en", N, "plain", None,
  ["Staging DB host is db-stg-3.internal", "Staging is refreshed from prod weekly"],
  "staging DB is down for maintenance until 14:00",
  "temporary state, host unchanged")
R("en", F, "scope", None,
  ["Nightly builds run at 02:00 UTC", "Nightly builds publish to the `nightly` channel"],
  "nightly builds are paused this week while the runners move",
  "temporary pause")
R("en", F, "scope", None,
  ["Feature flag new_checkout is on for 100% of web", "new_checkout only applies to web"],
  "new_checkout is forced off during tonight's load test only, back on afterwards",
  "temporary override")
R("en", F, "scope", None,
  ["CI coverage gate is 85%", "Coverage reports upload to Codecov"],
  "For the legacy-import PR only, the coverage gate is waived",
  "one-off exception")
R("en", F, "scope", None,
  ["The API runs 6 replicas in prod", "Replicas autoscale on CPU"],
  "scaled the API to 10 replicas for the Black Friday peak; the HPA takes it back down on Monday",
  "temporary manual scale above the stored count")
# examples and hypotheticals
R("en", F, "example", None,
  ["Env vars use the APP_ prefix", "Env vars are documented in .env.example"],
  "e.g. APP_DB_DSN, APP_REDIS_URL",
  "examples of the stored rule")
R("en", F, "example", None,
  ["Branch names: <user>/<slug>", "Squash-merge PRs"],
  "like `mara/fix-refund-rounding`",
  "example of the naming rule")
R("en", N, "plain", None,
  ["Payments gateway timeout is 10 s", "The gateway is retried twice"],
  "if we ever move the gateway to gRPC the timeout would need to be 30 s",
  "hypothetical")
R("en", N, "plain", None,
  ["The job queue is SQS", "Queue consumers run in the worker deployment"],
  "if SQS throttling bites, Kafka would be the fallback",
  "hypothetical fallback, no decision")
R("en", F, "example", None,
  ["App log retention is 30 days", "Retention is set in the Loki config"],
  "the Loki config reads `retention_period: 720h`",
  "the stored value as it appears in config")
R("en", N, "plain", None,
  ["Package manager is pnpm", "pnpm-lock.yaml is committed"],
  "if someone runs npm install by mistake: delete package-lock.json and rerun pnpm install",
  "procedure for a hypothetical mistake")
R("en", N, "plain", None,
  ["Python 3.12 is the only supported runtime", "The venv is created by uv"],
  "the README snippet still shows `python3.9 -m venv`; it's an outdated example",
  "a stale document quoted, nothing changes")
R("en", F, "example", None,
  ["Commit messages follow Conventional Commits", "PR titles say what changed"],
  "e.g. `fix(billing): round refunds half-even`",
  "example of the convention")
# reports of what someone else said
R("en", N, "related", None,
  ["Prod deploys go through Argo CD", "Argo CD syncs from deploy/"],
  "Kenji mentioned the data team deploys with Flux",
  "another team, reported")
R("en", N, "plain", None,
  ["Prod runs Postgres 16", "Postgres extensions: pg_partman, pgvector"],
  "someone on the forum says Postgres 17 breaks pg_partman; check before upgrading",
  "reported claim, no change")
R("en", N, "switched", None,
  ["Package manager is pnpm", "Node is pinned to 20"],
  "the user said their previous company switched from pnpm to Bun",
  "change word about another company")
R("en", N, "plain", None,
  ["Payments gateway timeout is 10 s", "The gateway is retried twice"],
  "the provider's docs recommend at least 30 s for payout calls",
  "quote of a document; our value is not changed")
R("en", N, "plain", None,
  ["Backend on-call this week: Tomasz", "On-call rotates weekly"],
  "Priya offered to take next week's on-call if Tomasz wants to swap",
  "an offer, not a change")
R("en", N, "replaced_by", None,
  ["Redis is the cache", "Cache keys are namespaced by tenant"],
  "the vendor claims Dragonfly is a drop-in replacement for Redis",
  "vendor claim, no decision")
# additions that keep the old value valid
R("en", F, "detail", None,
  ["Allowed CORS origins include app.example.com", "CORS preflight is cached 10 minutes"],
  "also allow admin.example.com for CORS",
  "addition to an open list")
R("en", F, "detail", None,
  ["Pre-commit runs ruff", "Pre-commit runs on staged files only"],
  "added mypy to pre-commit as well",
  "addition")
R("en", F, "scope", None,
  ["Images are built for amd64 and arm64", "Images are pushed to GHCR"],
  "we also publish a riscv64 image, under the experimental tag only",
  "addition with a narrow scope")
R("en", F, "detail", None,
  ["Webhook events include order.created and order.paid", "Webhooks are signed with HMAC-SHA256"],
  "we also emit order.refunded",
  "addition to an open list")
R("en", F, "detail", None,
  ["Critical alerts go to #alerts-prod", "Alerts come from Alertmanager"],
  "critical alerts additionally page the on-call",
  "addition, the channel stays")
R("en", F, "detail", None,
  ["API keys get 600 req/min", "Rate-limit headers are X-RateLimit-*"],
  "rate-limited responses carry a Retry-After header too",
  "detail")
R("en", F, "detail", None,
  ["Tests run with pytest", "Fixtures live in tests/fixtures/"],
  "added pytest-randomly so test order is shuffled",
  "addition")
R("en", F, "detail", None,
  ["Supported Node versions: 20 and 22", "Node 22 is the default in CI"],
  "Node 24 runs in CI as an allowed-to-fail job, not supported yet",
  "addition that keeps the support list")
# restatements
R("en", D, "paraphrase", None,
  ["App log retention is 30 days", "App logs go to Loki"],
  "app logs are kept for thirty days",
  "same value")
R("en", D, "paraphrase", None,
  ["Payments gateway timeout is 10 s", "The gateway is retried twice"],
  "payments gateway timeout = 10000 ms",
  "same value in other units")
R("en", D, "paraphrase", None,
  ["We moved the queue from Redis to SQS in PR 412", "Redis still backs the rate limiter"],
  "queue is on SQS (PR 412)",
  "restatement")
R("en", D, "exact", None,
  ["Default branch is main", "Releases are tagged vX.Y.Z"],
  "Default branch is main",
  "verbatim")
R("en", D, "paraphrase", None,
  ["Max upload size is 25 MB", "Uploads are virus-scanned"],
  "uploads are capped at 25 megabytes",
  "restatement")
R("en", D, "paraphrase", None,
  ["Backend on-call this week: Tomasz", "On-call rotates weekly"],
  "Tomasz has the backend pager this week",
  "restatement")
R("en", D, "gone", None,
  ["Formatter is ruff format (black was removed)", "Import sorting: ruff's isort rules"],
  "black is gone, ruff format is the formatter",
  "change already reflected")
R("en", D, "no_longer", None,
  ["We dropped Node 18; supported Node: 20 and 22", "CI mirrors the supported versions"],
  "Node 18 is no longer supported",
  "change already reflected")
R("en", D, "paraphrase", None,
  ["The accounting service is books-api (formerly ledger-api)", "books-api is written in Go"],
  "ledger-api is called books-api these days",
  "rename already reflected")
R("en", D, "paraphrase", None,
  ["Health check every 5 s, unhealthy after 2 failures", "Health endpoint is /healthz"],
  "probe periodSeconds 5, failureThreshold 2",
  "same settings in config words")
R("en", D, "paraphrase", None,
  ["Product page cache TTL is 60 s", "The product cache is purged on update"],
  "product pages are cached for one minute",
  "same value")
R("en", D, "exact", None,
  ["Rule: never push directly to main", "Rule: run `make test` before committing"],
  "Rule: never push directly to main",
  "verbatim")
R("en", D, "paraphrase", None,
  ["Worker autoscaling range: 4-16 replicas", "Workers run on c6i.large"],
  "workers scale between 4 and 16",
  "same range")
R("en", D, "switched", None,
  ["Prod secrets come from AWS Secrets Manager", "Local dev reads .env"],
  "we switched prod secrets to Secrets Manager",
  "change already reflected")
R("en", D, "paraphrase", None,
  ["Database backups are kept 35 days", "Backups run at 03:00 UTC"],
  "backup retention: five weeks",
  "same value")
R("en", D, "paraphrase", None,
  ["We're back on Vite after the Webpack detour", "Build output goes to dist/"],
  "Vite is back for good",
  "reversal already reflected")
R("en", D, "paraphrase", None,
  ["Feature flag new_checkout is on for 100% of web", "new_checkout only applies to web"],
  "new_checkout rollout finished: all web traffic",
  "restatement")
R("en", D, "paraphrase", None,
  ["CLAUDE.md: functions may be up to 80 lines", "CLAUDE.md: never push directly to main"],
  "- Keep functions at or under 80 lines",
  "bullet restated")
# questions and proposals
R("en", N, "question", None,
  ["Package manager is pnpm", "pnpm-lock.yaml is committed"],
  "should we try Bun for the scripts?",
  "question")
R("en", N, "question", None,
  ["App log retention is 30 days", "App logs go to Loki"],
  "do we need 90 days of logs for SOC 2?",
  "question")
R("en", N, "question", None,
  ["Payments gateway timeout is 10 s", "The export endpoint streams CSV"],
  "is 10s too tight for the payments gateway on refunds?",
  "question")
R("en", N, "question", None,
  ["The job queue is SQS", "Consumers are idempotent"],
  "would SQS FIFO fix the ordering bug?",
  "question")
R("en", N, "question", None,
  ["On-call rotates weekly", "Handover is Tuesday 09:00"],
  "can we make the rotation two weeks?",
  "proposal")
R("en", N, "question", None,
  ["Go version: 1.23", "golangci-lint runs in CI"],
  "any reason not to go to 1.24 now?",
  "question")
R("en", N, "question", None,
  ["Images are built for amd64 and arm64", "Images are pushed to GHCR"],
  "do we still need the arm64 image? nobody pulls it",
  "question")
R("en", N, "question", None,
  ["CI coverage gate is 85%", "Coverage reports upload to Codecov"],
  "proposal: lower the coverage gate to 80%, thoughts?",
  "proposal, not a decision")
R("en", N, "question", None,
  ["The default branch is main", "Releases are tagged from main"],
  "should releases come from a release/* branch instead?",
  "question")
# statements about the past
R("en", N, "plain", None,
  ["The job queue is SQS", "Consumers are idempotent"],
  "before PR 412 the queue was Redis",
  "history consistent with the present")
R("en", N, "plain", None,
  ["Formatter is ruff format", "Line length is 88"],
  "we used black until March",
  "history")
R("en", N, "plain", None,
  ["Backend on-call this week: Tomasz", "On-call rotates weekly"],
  "last week Priya was on call and got paged 11 times",
  "history")
R("en", N, "plain", None,
  ["App log retention is 30 days", "App logs go to Loki"],
  "retention was 14 days when the May incident happened, which is why we lost the logs",
  "history explaining the present")
R("en", N, "plain", None,
  ["Default branch is main", "main is protected"],
  "old clones may still track origin/master",
  "consequence of a past rename")
R("en", N, "plain", None,
  ["Prod deploys go through Argo CD", "Argo CD syncs from deploy/"],
  "in 2023 we deployed with Spinnaker",
  "history")
R("en", N, "plain", None,
  ["Worker autoscaling range: 4-16 replicas", "Workers run on c6i.large"],
  "the old 2-8 range is why the queue backed up during the sale",
  "history")
# change words about other subjects
R("en", N, "switched", None,
  ["The job queue is SQS", "Prod runs Postgres 16"],
  "switched the CI runners from ubuntu-22.04 to ubuntu-24.04",
  "change about something not stored")
R("en", N, "replaced_by", None,
  ["Payments gateway timeout is 10 s", "Build runners: build-1 and build-2"],
  "the failing disk on build-2 was replaced by a new NVMe",
  "hardware replaced; runners unchanged")
R("en", N, "moved", None,
  ["Backend on-call this week: Tomasz", "Escalation after 15 min goes to the EM"],
  "moved the on-call runbook from Confluence to docs/runbooks in the repo",
  "another subject near the stored one")
R("en", N, "now_uses", None,
  ["Owner of the payments service: team Osprey", "Payments alerts page Osprey"],
  "the payments team's Slack channel is #pay-eng now",
  "change about something not stored")
R("en", N, "dropped", None,
  ["Package manager is pnpm", "pnpm-lock.yaml is committed"],
  "dropped the unused `left-pad` dependency",
  "change to a dependency not stored")
R("en", N, "no_longer", None,
  ["Go version: 1.23", "golangci-lint runs in CI"],
  "we no longer vendor dependencies; CI runs go mod download",
  "change about something not stored")
R("en", N, "gone", None,
  ["Unit tests use Vitest", "E2E tests use Playwright"],
  "the jest eslint plugin is gone too",
  "cleanup of something not stored")
R("en", N, "from_to", None,
  ["Search runs on OpenSearch 2.11", "The search index rebuilds nightly"],
  "search box debounce went from 300 ms to 150 ms",
  "change about the UI, not the engine")
R("en", N, "instead_of", None,
  ["Infra is Terraform", "Terraform is pinned to 1.7"],
  "pinned the AWS provider to ~> 5.40 instead of floating",
  "change about the provider, not Terraform's version")
R("en", N, "from_to", None,
  ["The API listens on 8080", "The API runs 6 replicas"],
  "renamed the API's Helm release from api to api-v2 (same port, same replicas)",
  "rename of an unstored thing, values kept")
# details and other refinements
R("en", F, "detail", None,
  ["CLAUDE.md: add deps with `uv add`", "CLAUDE.md: type hints on all public functions"],
  "- Dev-only deps: `uv add --dev`",
  "detail of the stored rule")
R("en", N, "related", None,
  ["- Write tests as plain pytest functions", "- Put fixtures in tests/fixtures/"],
  "- Use the tmp_path fixture, not tempfile, in tests",
  "another rule")
R("en", N, "related", None,
  ["- 4-space indent in YAML", "- Comments in English"],
  "- Markdown: wrap at 100 columns",
  "another rule")
R("en", F, "detail", None,
  ["- Commit messages follow Conventional Commits", "- Squash-merge PRs"],
  "- Breaking changes need `!` after the type",
  "detail")
R("en", F, "scope", None,
  ["- Run `make test` before committing", "- Never push directly to main"],
  "- While iterating use `make test-fast`; still run the full `make test` before committing",
  "adds a case, keeps the rule")
R("en", F, "detail", None,
  ["Retries: 3 attempts, exponential backoff from 200 ms", "The HTTP client is httpx"],
  "backoff is capped at 5 s",
  "detail")
R("en", F, "detail", None,
  ["Payments gateway timeout is 10 s", "The gateway is retried twice"],
  "the 10 s includes the TLS handshake",
  "detail")
R("en", F, "negation", None,
  ["API keys get 600 req/min", "Rate-limit state lives in Redis"],
  "the limit is per key, not per IP",
  "clarifying not")
R("en", F, "detail", None,
  ["Supported Postgres: 14 to 17", "The test matrix covers every supported Postgres"],
  "14 and 17 run on every PR, 15 and 16 nightly",
  "detail of how the matrix runs")
R("en", F, "negation", None,
  ["Raw events are kept 30 days in S3", "Events are partitioned by day"],
  "after 30 days raw events are deleted, not archived",
  "clarifying not")
R("en", F, "detail", None,
  ["Owner of search: team Kestrel", "Search runs on OpenSearch 2.11"],
  "Kestrel triages search issues in #search-help",
  "detail about the stored owner")

# ---------------------------------------------------------------- other languages
# Slovak
R("sk", S, "correction", 0,
  ["Lokálny TLS proxy počúva na porte 8444", "Dev server beží na porte 3000"],
  "oprava: TLS proxy je na 8443, nie na 8444",
  "corrects the proxy port")
R("sk", S, "from_to", 0,
  ["Balíčky vo webovej aplikácii spravujeme cez npm", "Node verzia je v .nvmrc"],
  "webovú aplikáciu sme prehodili z npm na pnpm (PR 233)",
  "package manager replaced")
R("sk", N, "related", None,
  ["Timeout platobnej brány je 30 s", "Platobná brána sa skúša dvakrát"],
  "Timeout e-mailovej služby je 5 s",
  "another service")
R("sk", N, "negation", None,
  ["pnpm-lock.yaml je v repozitári", "CI spúšťa pnpm install --frozen-lockfile"],
  "pnpm-lock.yaml nikdy needituj ručne, iba cez pnpm install",
  "prohibition consistent with the beliefs")
R("sk", N, "question", None,
  ["Balíčky spravujeme cez pnpm", "Node verzia je v .nvmrc"],
  "nemali by sme skúsiť Bun na skripty?",
  "question")
# Croatian
R("hr", S, "implicit", 0,
  ["Dežurni za backend ovaj tjedan je Ivan", "Eskalacija ide voditelju nakon 15 minuta"],
  "dežurstvo za backend od jutros preuzima Ana",
  "on-call changed")
R("hr", S, "implicit", 0,
  ["Logove aplikacije čuvamo 14 dana", "Logovi idu u Loki"],
  "zadržavanje logova aplikacije povećano je na 30 dana",
  "retention changed")
R("hr", S, "implicit", 0,
  ["Varijabla okoline za bazu je DATABASE_URL", "Varijabla za Redis je REDIS_URL"],
  "DATABASE_URL je preimenovana u APP_DB_DSN",
  "env var renamed")
R("hr", N, "plain", None,
  ["Deploy u produkciju ide preko Argo CD-a", "Deploy treba jedno odobrenje"],
  "tijekom zamrzavanja do petka deployamo samo hotfixeve",
  "temporary restriction; the deploy path is unchanged")
R("hr", N, "related", None,
  ["Staging koristi Postgres 16", "Unit testovi koriste SQLite"],
  "Produkcija je još na Postgresu 15",
  "another environment")
R("hr", D, "paraphrase", None,
  ["Maksimalna veličina uploada je 25 MB", "Uploadi idu u bucket user-uploads"],
  "upload je ograničen na 25 megabajta",
  "restatement")
# Bulgarian
R("bg", S, "from_to", 0,
  ["Основният клон е master", "Релийзите се тагват vX.Y.Z"],
  "Преименувахме основния клон от master на main",
  "default branch renamed")
R("bg", S, "now_uses", 0,
  ["Лимитът за качване на файлове е 10 MB", "Качените файлове отиват в bucket user-uploads"],
  "Лимитът за качване вече е 50 MB",
  "limit changed")
R("bg", S, "from_to", 0,
  ["Опашката за фонови задачи е Redis", "Redis се ползва и за rate limiter-а"],
  "Сменихме опашката от Redis на SQS в PR 412",
  "queue replaced; rate limiter still on Redis")
R("bg", N, "related", None,
  ["Кешът на продуктовите страници е 5 минути", "Кешът се чисти при промяна на продукт"],
  "Кешът на страниците с категории е 1 минута",
  "another page type")
R("bg", N, "negation", None,
  ["Тестовете се пишат с pytest", "Общите fixtures са в conftest.py"],
  "Не променяй conftest.py в корена без ревю",
  "rule, no change")
R("bg", N, "plain", None,
  ["On-call ротацията е седмична", "Предаването е във вторник в 09:00"],
  "Иван каза, че в стария му екип ротацията е била двуседмична",
  "report about another team")
# Lithuanian
R("lt", S, "implicit", 0,
  ["Sesijos slapukas galioja 30 dienų", "Slapukai yra SameSite=Lax"],
  "sesijos slapuko galiojimas sutrumpintas iki 7 dienų",
  "lifetime changed")
R("lt", S, "dropped", 0,
  ["Palaikomos Node versijos: 18, 20 ir 22", "CI matrica atitinka palaikomas versijas"],
  "Node 18 išmetėme iš palaikomų versijų",
  "list shrank")
R("lt", N, "question", None,
  ["Palaikomos Node versijos: 20 ir 22", "CI matrica atitinka palaikomas versijas"],
  "ar neturėtume pridėti Node 24?",
  "question")
R("lt", F, "scope", None,
  ["CI naudoja 4 runnerius", "CI veikia GitHub Actions"],
  "iki penktadienio CI turi tik vieną runnerį, kol keičiame mašinas",
  "temporary exception")
R("lt", N, "plain", None,
  ["API užklausos timeout yra 30 s", "API veikia 6 replikose"],
  "anksčiau API timeout buvo 60 s",
  "history")
# Estonian
R("et", S, "now_uses", 0,
  ["Veebirakenduse paketihaldur on npm", "Node versioon on .nvmrc failis"],
  "ei, veebirakenduses on nüüd pnpm",
  "package manager replaced")
R("et", S, "implicit", 0,
  ["Backendi valves on sel nädalal Mart", "Valve vahetub iga nädal"],
  "backendi valve läks täna Kadrile üle",
  "on-call changed")
R("et", N, "related", None,
  ["Tootmises on Postgres 16", "Tootmise DB host on db-prod-1"],
  "Testkeskkonnas on Postgres 15",
  "another environment")
R("et", D, "paraphrase", None,
  ["Maksimaalne päringu keha suurus on 1 MiB", "Päringud võivad olla gzip-tihendatud"],
  "päringu keha võib olla kuni 1024 KiB",
  "same value in other units")
R("et", F, "example", None,
  ["Tootmise deploy käib Argo CD kaudu", "Argo CD sünkroniseerib deploy/ kaustast"],
  "näiteks: argocd app sync web-prod",
  "example")
# Thai
R("th", S, "correction", 0,
  ["dev server ใช้พอร์ต 3000", "API ใช้พอร์ต 8080"],
  "แก้ไข: dev server ใช้พอร์ต 5173 ไม่ใช่ 3000",
  "corrects the dev server port; API untouched")
R("th", S, "moved", 0,
  ["payments service อยู่ในความดูแลของทีม Falcon", "search อยู่ในความดูแลของทีม Heron"],
  "payments service ย้ายไปให้ทีม Osprey ดูแลแล้ว",
  "owner changed")
R("th", S, "from_to", 0,
  ["เก็บ log ของแอปไว้ 14 วัน", "log ของแอปส่งไปที่ Loki"],
  "เปลี่ยนการเก็บ log ของแอปจาก 14 วันเป็น 30 วัน",
  "retention changed")
R("th", N, "negation", None,
  ["ไฟล์ใน generated/ สร้างด้วย make codegen", "schema อยู่ใน proto/"],
  "ห้ามแก้ไฟล์ใน generated/ ด้วยมือ",
  "prohibition consistent with the beliefs")
R("th", D, "paraphrase", None,
  ["timeout ของ payments gateway คือ 30 วินาที", "payments gateway retry สองครั้ง"],
  "payments gateway timeout = 30000 ms",
  "same value in other units")
# Malay
R("ms", S, "from_to", 0,
  ["Baris gilir kerja latar belakang menggunakan Redis", "Redis juga digunakan untuk had kadar"],
  "kami dah tukar baris gilir kerja daripada Redis ke SQS",
  "queue replaced; rate limiter still on Redis")
R("ms", S, "now_uses", 0,
  ["Had kadar: 100 permintaan/minit bagi setiap kunci API",
   "Pengepala had kadar ialah X-RateLimit-*"],
  "had kadar sekarang 600 permintaan/minit bagi setiap kunci",
  "limit changed")
R("ms", S, "implicit", 0,
  ["Imej Docker diterbitkan untuk linux/amd64 sahaja", "Imej ditolak ke GHCR"],
  "imej Docker kini turut diterbitkan untuk arm64",
  "amd64-only no longer true")
R("ms", N, "related", None,
  ["Pelayan API mendengar pada port 8080", "API ada 6 replika"],
  "pelayan admin mendengar pada port 8081",
  "another server")
R("ms", N, "negation", None,
  ["lodash dipin pada 4.17.21", "Lockfile dikomit ke repo"],
  "jangan naikkan versi lodash dalam lockfile",
  "keeps the pin")
R("ms", N, "negation", None,
  ["Saiz kolam sambungan Postgres ialah 20", "Statement timeout ialah 15 s"],
  "semasa pembekuan, jangan ubah saiz kolam sambungan",
  "temporary prohibition, no change")
# Persian
R("fa", S, "gone", 0,
  ["شاخهٔ اصلی توسعه develop است", "ریلیزها با vX.Y.Z تگ می‌شوند"],
  "شاخهٔ develop حذف شد؛ حالا همه چیز از main منشعب می‌شود",
  "branch removed")
R("fa", S, "implicit", 0,
  ["توکن دسترسی بعد از ۱۵ دقیقه منقضی می‌شود", "توکن‌ها با RS256 امضا می‌شوند"],
  "انقضای توکن دسترسی را به ۵ دقیقه کاهش دادیم",
  "expiry changed; signing untouched")
R("fa", F, "scope", None,
  ["سرور API روی پورت 8080 اجرا می‌شود", "API شش رپلیکا دارد"],
  "اگر به صورت محلی پورت 8080 اشغال بود، از 8081 استفاده کن",
  "conditional local exception")
R("fa", N, "related", None,
  ["در وب‌اپ از pnpm استفاده می‌کنیم", "فایل pnpm-lock.yaml کامیت می‌شود"],
  "سارا گفت تیم موبایل هنوز از yarn استفاده می‌کند",
  "report about another team")
R("fa", N, "question", None,
  ["دیپلوی پروداکشن از طریق Argo CD است", "Argo CD از پوشهٔ deploy/ همگام می‌شود"],
  "آیا باید به Flux مهاجرت کنیم؟",
  "question")
# Swahili
R("sw", S, "now_uses", 0,
  ["Huduma ya search inamilikiwa na timu Heron", "Huduma ya payments inamilikiwa na timu Osprey"],
  "huduma ya search sasa inamilikiwa na timu Kestrel",
  "owner changed")
R("sw", S, "correction", 0,
  ["Timeout ya payments gateway ni sekunde 30", "Payments gateway inajaribiwa tena mara mbili"],
  "hapana, timeout ya payments gateway ni sekunde 10, si 30",
  "corrects the timeout")
R("sw", N, "plain", None,
  ["Worker inatumia Python 3.12", "API inatumia Python 3.12"],
  "zamani tulitumia Python 3.8",
  "history")
R("sw", D, "paraphrase", None,
  ["Backups za database zinahifadhiwa siku 7", "Backups zinaendeshwa saa 03:00 UTC"],
  "backups zinahifadhiwa kwa wiki moja",
  "same value")
R("sw", N, "negation", None,
  ["Makosa yanafuatiliwa kwa Sentry", "Sentry inatumika pia kwa app ya simu"],
  "usiweke DSN ya Sentry ndani ya code, tumia env var SENTRY_DSN",
  "rule, no change")
# Tagalog
R("tl", S, "implicit", 0,
  ["Si Paolo ang backend on-call ngayong linggo", "Lingguhan ang rotation ng on-call"],
  "si Bea na ang backend on-call simula kaninang umaga",
  "on-call changed")
R("tl", S, "gone", 0,
  ["Jest ang test runner ng frontend", "Playwright ang gamit sa E2E"],
  "Vitest na ang gamit natin sa unit tests, wala na ang Jest",
  "runner replaced; e2e untouched")
R("tl", S, "replaced_by", 0,
  ["Ang flag para sa verbose logging ay --verbose", "Ang flag para sa quiet mode ay -q"],
  "pinalitan na ang --verbose ng --log-level=debug",
  "flag renamed")
R("tl", N, "related", None,
  ["Sa prod, nasa port 8080 ang API", "Anim na replica ang API sa prod"],
  "sa staging, port 9090 ang API",
  "another environment")
R("tl", D, "paraphrase", None,
  ["pnpm ang package manager ng web app", "Naka-commit ang pnpm-lock.yaml"],
  "oo, pnpm pa rin ang gamit natin sa web app",
  "restatement")

# fmt: on


def render() -> str:
    """Return the file's text: rows shuffled with SEED, ids assigned in the new order."""
    rng = random.Random(SEED)
    extra = random.Random(SEED + 1)
    order = list(range(len(ROWS)))
    rng.shuffle(order)
    lines = []
    for n, i in enumerate(order, start=1):
        row = ROWS[i]
        base = list(row["existing"])
        target = row["target"]
        existing = base
        if not row["keep"]:
            if row["lang"] == "en" and extra.random() < 0.33:
                base = base + [extra.choice(BACKGROUND)]
            perm = list(range(len(base)))
            rng.shuffle(perm)
            existing = [base[j] for j in perm]
            if target is not None:
                target = perm.index(target)
        out = {
            "id": f"{ID_PREFIX}{n:03d}",
            "split": SPLIT,
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


def main(argv: list[str]) -> int:
    text = render()
    if "--stdout" in argv:
        sys.stdout.write(text)
    else:
        OUT.write_text(text, encoding="utf-8", newline="\n")
        print(f"wrote {OUT.name}: {len(ROWS)} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
