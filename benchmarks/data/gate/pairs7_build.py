# ruff: noqa: E501
"""Render benchmarks/data/gate/pairs7.jsonl from the rows written below.

Blind write-gate pairs, round 20. Stdlib only; the seed fixes the row order and the
order of `existing` in each row, so rerunning gives a byte-identical file.

    python benchmarks/data/gate/pairs7_build.py          # writes pairs7.jsonl
    python benchmarks/data/gate/pairs7_build.py --stdout # prints it instead
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ID_PREFIX = "v"
SEED = 20261204
HERE = Path(__file__).resolve().parent
OUT = HERE / "pairs7.jsonl"

ROWS: list[dict] = []


def S(lang, phrasing, existing, new, target, note, keep=False):
    """A supersession: `target` indexes `existing` as written here."""
    ROWS.append(
        {
            "lang": lang,
            "existing": existing,
            "new": new,
            "label": "supersedes",
            "target": target,
            "phrasing": phrasing,
            "note": note,
            "keep": keep,
        }
    )


def N(lang, label, phrasing, existing, new, note, keep=False):
    """A negative: novel, refines or redundant."""
    ROWS.append(
        {
            "lang": lang,
            "existing": existing,
            "new": new,
            "label": label,
            "target": None,
            "phrasing": phrasing,
            "note": note,
            "keep": keep,
        }
    )


# ---------------------------------------------------------------- supersessions, English
# multi-fact notes with one fact changed
S(
    "en",
    "now_uses",
    [
        "billing-api: FastAPI app, listens on port 8040 locally, tests run with `make test-billing`",
        "The docs site is built with mkdocs-material and published from the gh-pages branch",
    ],
    "billing-api listens on 8045 locally now; 8040 clashed with the metrics sidecar",
    0,
    "The port inside the multi-fact note changed; the rest of the note is untouched but the note as stored is no longer true.",
)
S(
    "en",
    "gone",
    [
        "Release steps: bump the version in pyproject.toml, tag vX.Y.Z, CI uploads the wheel to pypi.corp.example",
        "Release tags are signed with the team GPG key",
    ],
    "pypi.corp.example is gone; CI uploads release wheels to artifacts.corp.example/pypi",
    0,
    "The upload target in the release note is replaced; signing is unaffected.",
)
S(
    "en",
    "correction",
    [
        "Learned: test_checkout_timeout is flaky because the fake clock is not reset between tests; fix is clock.reset() in the fixture teardown",
        "Learned: the Windows runner needs `* text=auto eol=lf` in .gitattributes or the snapshot tests fail",
    ],
    "Correction to the test_checkout_timeout lesson: the clock was fine, the flakiness came from xdist workers sharing Redis db 0; the fix is one db index per worker",
    0,
    "The agent's own lesson about the cause and fix of the flaky test is corrected.",
)
S(
    "en",
    "replaced_by",
    [
        "The sync worker uses `requests` for outbound HTTP",
        "Outbound calls from the sync worker go through the egress proxy at egress.internal:3128",
        "The sync worker is deployed as a Kubernetes Deployment with 2 replicas",
    ],
    "requests is deprecated in the sync worker, use httpx.AsyncClient for outbound calls",
    0,
    "Deprecation with a named replacement supersedes the library belief; the proxy still applies.",
)
S(
    "en",
    "now_uses",
    [
        "Pin numpy<2.0 in the analytics service: pandas 1.5 breaks on numpy 2",
        "The analytics service runs on Python 3.11",
    ],
    "analytics is on pandas 2.2 now and the numpy constraint is numpy>=2.0,<2.3",
    0,
    "The version pin changed and its reason no longer holds.",
)
S(
    "en",
    "implicit",
    [
        "Minimum supported Node for the `acmectl` CLI is 18",
        "acmectl is published to npm as @acme/ctl",
    ],
    "acmectl 4.0 requires Node 20 or newer",
    0,
    "A new minimum version for the same CLI with no change word.",
)
S(
    "en",
    "moved",
    [
        "The Ruby tests live in test/ and use minitest",
        "CI runs the Ruby suite on 3.3 only",
        "Ruby gems are cached between CI runs keyed on Gemfile.lock",
    ],
    "tests now live in spec/ after the move to RSpec",
    0,
    "Test location and framework changed.",
)
S(
    "en",
    "dropped",
    [
        "Start the web dev server with `npm run dev`; it serves on http://localhost:5173",
        "Storybook runs with `npm run storybook` on port 6006",
    ],
    "The `dev` npm script was dropped: start the web dev server with `make dev` (still on 5173)",
    0,
    "The command in the first note is replaced; the Storybook command is not mentioned.",
)
S(
    "en",
    "now_uses",
    [
        "Local Postgres for the ledger runs in docker on port 5433 because 5432 is taken by the system install",
        "Ledger migrations run with `alembic upgrade head`",
    ],
    "The ledger's docker Postgres is mapped to 55432 now",
    0,
    "Port in the stored note changed.",
)
S(
    "en",
    "moved",
    [
        "Staging API base URL: https://api.staging.acme.dev/v1",
        "Production API base URL: https://api.acme.dev/v1",
    ],
    "The staging API moved to https://staging-api.acme.dev/v1",
    0,
    "Only the staging URL changes; the production URL beside it stays.",
)
S(
    "en",
    "now_uses",
    [
        "sccache for the Rust builds points at cache01.build.lan (bucket `sccache`)",
        "Build agents run Ubuntu 22.04",
    ],
    "sccache points at minio.build.lan now; cache01 was decommissioned",
    0,
    "The cache host changed.",
)
S(
    "en",
    "now_uses",
    [
        "Feature flag `new_checkout` defaults to off; enable it per tenant in the admin UI",
        "Flags are read from LaunchDarkly at startup",
        "Checkout errors page the payments on-call",
    ],
    "new_checkout is on by default now; tenants opt out in the admin UI",
    0,
    "Default flipped from off to on.",
)
S(
    "en",
    "replaced_by",
    [
        "Config key `cache.ttl_seconds` sets the response cache TTL (default 300)",
        "App config is loaded from config/app.yaml",
    ],
    "`cache.ttl_seconds` was replaced by `cache.ttl`, which takes a duration string such as `5m`",
    0,
    "The key was renamed and its type changed.",
)
S(
    "en",
    "now_uses",
    [
        "For Kafka ACL changes ask Tomasz in #platform",
        "For DNS changes open a ticket in the NET queue",
        "Kafka topics are created through the topics repo, not by hand",
        "Kafka runs on MSK in eu-west-1",
    ],
    "Kafka ACL requests go to the data-infra on-call now; Tomasz moved to payments",
    0,
    "Who to ask for Kafka ACLs changed.",
)
S(
    "en",
    "implicit",
    [
        "CI order: lint, unit tests, build image, integration tests, deploy to staging",
        "CI runs on self-hosted GitHub Actions runners",
    ],
    "CI order: lint, then build image and unit tests in parallel, then integration tests, then deploy to staging",
    0,
    "The order of CI steps changed.",
)
S(
    "en",
    "no_longer",
    [
        "The mobile app calls the GraphQL gateway directly",
        "The GraphQL gateway rate-limits anonymous clients to 60 requests a minute",
    ],
    "The mobile app no longer calls the gateway directly; it goes through the BFF at bff.acme.dev",
    0,
    "The mobile app's path to the gateway changed.",
)
S(
    "en",
    "switched",
    [
        "We lint Python with flake8 + isort + black (configs in setup.cfg)",
        "mypy runs in strict mode on src/ only",
        "Line length is 100 for Python code",
    ],
    "Switched Python linting and formatting to ruff (lint + format), configured in pyproject.toml",
    0,
    "Lint tool set replaced; mypy is a separate tool and stays.",
)
S(
    "en",
    "from_to",
    [
        "Go services build with Go 1.21 (set in go.mod and the CI image)",
        "Go services use golangci-lint v1.55",
    ],
    "Bumped the Go toolchain from 1.21 to 1.22 in go.mod and the CI image",
    0,
    "Toolchain version bump.",
)
S(
    "en",
    "correction",
    [
        "The webhook signing secret is read from WEBHOOK_SECRET",
        "Webhooks are retried 5 times with exponential backoff",
        "Webhook handlers must answer within 10 seconds",
    ],
    "I had the env var wrong: the webhook signing secret comes from STRIPE_WEBHOOK_SECRET, not WEBHOOK_SECRET",
    0,
    "Self-correction of a variable name.",
)
S(
    "en",
    "instead_of",
    [
        "Integration tests spin up Postgres with docker-compose.test.yml",
        "Integration tests are tagged @integration and skipped by default",
    ],
    "Integration tests use testcontainers instead of docker-compose.test.yml to start Postgres",
    0,
    "The way Postgres is started for integration tests changed.",
)
S(
    "en",
    "gone",
    [
        "Secrets for local dev come from a .env file copied from .env.example",
        "Never commit .env files",
    ],
    "The .env workflow is gone: local secrets are pulled with `doppler run -- make dev`",
    0,
    "Source of local dev secrets changed; the never-commit rule is unaffected.",
)
S(
    "en",
    "implicit",
    [
        "The search service indexes into Elasticsearch 7.17 on es.internal:9200",
        "Reindexing is done by the nightly job at 02:00 UTC",
        "The search service is written in Kotlin",
    ],
    "The search service writes to OpenSearch 2.11 at opensearch.internal:9200",
    0,
    "Engine, version and host of the index changed in one statement.",
)
S(
    "en",
    "now_uses",
    ["Docker images are tagged with the short git SHA", "Images are pushed to ghcr.io/acme"],
    "Images are tagged with the semver release plus the short SHA now, e.g. 2.3.1-a1b2c3d",
    0,
    "Tag scheme changed.",
)
S(
    "en",
    "dropped",
    ["The API supports Python 3.9 to 3.12", "The API package is published weekly"],
    "Dropped Python 3.9 support in the API; the range is 3.10 to 3.12",
    0,
    "Supported range narrowed: the stored range is no longer true.",
)
S(
    "en",
    "moved",
    ["Protobuf definitions live in proto/ at the repo root", "Generated Go code goes to gen/go/"],
    "Protobuf definitions moved to the separate acme/schemas repo, vendored as a git submodule at third_party/schemas",
    0,
    "The location of the proto files changed; generated code path not mentioned.",
)
S(
    "en",
    "now_uses",
    [
        "The team's shared Grafana is at grafana.ops.acme.dev",
        "Alerts route to PagerDuty service `core-api`",
        "Dashboards are provisioned from the dashboards/ folder as JSON",
    ],
    "Grafana lives at https://acme.grafana.net now (we went to Grafana Cloud)",
    0,
    "Dashboard host changed.",
)
S(
    "en",
    "correction",
    [
        "Learned: the OOM in the image resizer is caused by Pillow loading whole GIFs; fix by setting Image.MAX_IMAGE_PIXELS",
        "The image resizer runs with a 512Mi memory limit",
    ],
    "Update on the resizer OOM: MAX_IMAGE_PIXELS did not help, the leak was a BytesIO kept in a module-level cache; fix is to drop the cache",
    0,
    "The lesson's cause and fix were wrong and are replaced.",
)
S(
    "en",
    "implicit",
    ["Default page size for list endpoints is 50, max 200", "List endpoints use cursor pagination"],
    "List endpoints default to 25 items per page, max 100",
    0,
    "Both numbers of the stored pagination limits changed.",
)
S(
    "en",
    "switched",
    [
        "Frontend unit tests run with Jest",
        "Frontend e2e tests run with Playwright",
        "Frontend code is TypeScript with strict mode on",
    ],
    "Switched the frontend unit tests from Jest to Vitest",
    0,
    "Unit test runner replaced; e2e stays Playwright.",
)
S(
    "en",
    "negation",
    ["Merges to main are done with merge commits", "PR titles follow Conventional Commits"],
    "We do not use merge commits on main any more; everything is squash-merged",
    0,
    "Explicit denial with the new practice.",
)
S(
    "en",
    "now_uses",
    [
        "The worker reads jobs from the SQS queue `jobs-default`",
        "Dead letters go to `jobs-dlq` after 3 receives",
    ],
    "The worker consumes from `jobs-v2` now; `jobs-default` is drained and will be deleted",
    0,
    "Queue name changed.",
)
S(
    "en",
    "implicit",
    [
        "Ask Mei about anything to do with the Terraform state in the infra repo",
        "The infra repo uses Terraform 1.6",
        "Terraform plans are posted on the PR by Atlantis",
    ],
    "Terraform state questions: ask Jordan (Mei is on leave until March and handed it over)",
    0,
    "Who to ask changed, with a handover.",
)
S(
    "en",
    "from_to",
    ["The API gateway timeout is 30s", "The gateway retries idempotent GETs once"],
    "Raised the API gateway timeout from 30s to 60s for the report endpoints and everything else",
    0,
    "Timeout raised for all routes.",
)
S(
    "en",
    "now_uses",
    [
        "Helm charts live in deploy/helm/ and are applied by `make deploy ENV=...`",
        "The cluster runs Kubernetes 1.28",
        "Helm values per environment are in deploy/helm/values-<env>.yaml",
    ],
    "Deploys are done by Argo CD watching deploy/helm/ now; `make deploy` is only for local kind clusters",
    0,
    "Deploy mechanism changed (make deploy no longer the way to deploy environments).",
)
S(
    "en",
    "gone",
    [
        "The admin panel is a separate Django app in admin/ served on admin.acme.dev",
        "Admin users need SSO with the Okta group `acme-admins`",
    ],
    "The separate admin app is gone; admin pages are part of the main Next.js app under /admin",
    0,
    "Where the admin panel lives changed; SSO group rule is not addressed.",
)
S(
    "en",
    "replaced_by",
    [
        "Background jobs run on Celery with RabbitMQ as the broker",
        "The beat scheduler runs as a single replica",
    ],
    "Celery was replaced by Dramatiq with Redis as the broker",
    0,
    "Job system replaced.",
)
S(
    "en",
    "implicit",
    ["Coverage gate in CI: fail under 80%", "Coverage is uploaded to Codecov"],
    "CI fails the build when coverage is below 85%",
    0,
    "Threshold changed.",
)
S(
    "en",
    "correction",
    [
        "The staging database is db-stg-2.internal",
        "The staging database is restored from a prod snapshot every Sunday",
    ],
    "Actually the staging database host is db-stg-3.internal; db-stg-2 was the old one",
    0,
    "Correction of the host; the Sunday restore stays.",
)
S(
    "en",
    "no_longer",
    [
        "We vendor the Go dependencies (vendor/ is committed)",
        "Go modules are proxied through athens.internal",
    ],
    "We no longer vendor Go dependencies; vendor/ was removed and the build uses the module proxy",
    0,
    "Vendoring stopped.",
)
S(
    "en",
    "now_uses",
    [
        "Pre-commit runs ruff, mypy and the unit tests",
        "pre-commit hooks are installed with `make hooks`",
    ],
    "pre-commit runs ruff and mypy only now; unit tests moved to the pre-push hook",
    0,
    "The hook contents changed.",
)
S(
    "en",
    "moved",
    ["The OpenAPI spec is at docs/openapi.yaml", "The API changelog is in docs/CHANGELOG-api.md"],
    "The OpenAPI spec moved to api/openapi.yaml so the code generator can find it",
    0,
    "Path of the spec changed.",
)
S(
    "en",
    "implicit",
    ["Session cookies are named `sid` and last 7 days", "Session data is stored in Redis"],
    "Session cookies are named `__Host-sid` and last 12 hours",
    0,
    "Name and lifetime of the cookie both changed.",
)
S(
    "en",
    "switched",
    ["Error tracking: Sentry (self-hosted at sentry.acme.dev)", "Logs ship to Loki"],
    "We switched error tracking to Sentry SaaS (acme.sentry.io); the self-hosted one is being shut down",
    0,
    "Same tool, different host; the stored self-hosted belief is no longer true.",
)
S(
    "en",
    "instead_of",
    [
        "Database migrations run as an init container before the app starts",
        "Migrations are written with Alembic",
    ],
    "Migrations run as a separate pre-deploy Job instead of an init container",
    0,
    "Where migrations run changed.",
)
S(
    "en",
    "implicit",
    ["The Android app's minSdk is 24", "The Android app's targetSdk is 34"],
    "The Android app's minSdk is 26",
    0,
    "minSdk changed; targetSdk untouched.",
)
S(
    "en",
    "correction",
    [
        "Learned: `make e2e` fails on macOS because of the BSD sed in scripts/seed.sh",
        "Learned: Docker Desktop needs 8 GB of memory for the full stack",
    ],
    "Wrong lesson earlier: make e2e on macOS failed because of port 5000 being taken by AirPlay, not sed",
    0,
    "The recorded cause was wrong.",
)
S(
    "en",
    "from_to",
    [
        "The nightly export runs at 01:00 UTC",
        "The nightly export writes Parquet to s3://acme-exports/",
    ],
    "Moved the nightly export from 01:00 to 03:30 UTC so it runs after the ETL",
    0,
    "Schedule changed.",
)
S(
    "en",
    "now_uses",
    [
        "Backend PRs need a review from someone in @acme/backend",
        "Frontend PRs need a review from someone in @acme/web",
    ],
    "Backend PRs need two approvals now, one from @acme/backend and one from @acme/platform",
    0,
    "Backend review rule changed; the frontend rule beside it stays.",
)
S(
    "en",
    "dropped",
    ["The build publishes amd64 and arm/v7 images", "The build uses buildx with a remote builder"],
    "We dropped arm/v7; images are amd64 and arm64",
    0,
    "Platform list changed (one removed, one added).",
)
S(
    "en",
    "implicit",
    ["gRPC services listen on 9090 inside the pod", "HTTP health checks are on 8080 at /healthz"],
    "gRPC services listen on 50051 inside the pod",
    0,
    "Port changed; health check port not touched.",
)
S(
    "en",
    "replaced_by",
    [
        "Feature flags live in a `flags` table and are read by `flags.is_enabled()`",
        "Flag changes are audited in the admin log",
    ],
    "The homegrown flags table has been replaced by Unleash; call `unleash.is_enabled()`",
    0,
    "Flag system replaced.",
)
S(
    "en",
    "no_longer",
    ["The Windows build uses MSVC 2019", "The macOS build uses Xcode 15"],
    "The Windows build is no longer on MSVC 2019; it needs Visual Studio 2022 (v143 toolset)",
    0,
    "Windows compiler changed, macOS untouched.",
)
S(
    "en",
    "gone",
    [
        "Use `./scripts/bootstrap.sh` to set up a new laptop",
        "New joiners get access via the onboarding ticket template",
    ],
    "scripts/bootstrap.sh is gone; new laptops are set up with `devbox shell`",
    0,
    "Setup command replaced.",
)
S(
    "en",
    "now_uses",
    [
        "The CDN in front of the web app is CloudFront",
        "Static assets are cached for one year with hashed file names",
    ],
    "The web app is behind Fastly now",
    0,
    "CDN replaced.",
)
S(
    "en",
    "implicit",
    [
        "The payments team owns the `refunds` service; contact @li.wei",
        "The refunds service is written in Kotlin",
    ],
    "The refunds service is owned by the checkout team; contact @sam.ortega",
    0,
    "Owner and contact changed.",
)
S(
    "en",
    "correction",
    [
        "Rate limit on the public API: 100 requests per minute per key",
        "The public API requires an API key in the X-Api-Key header",
    ],
    "I misread the config: the public API allows 100 requests per second per key, not per minute",
    0,
    "Window corrected, value changes tenfold+.",
)
S(
    "en",
    "switched",
    [
        "Python dependencies are managed with Poetry (poetry.lock committed)",
        "Python 3.12 everywhere",
        "Private packages come from artifacts.corp.example",
    ],
    "We switched to uv for dependency management; uv.lock replaces poetry.lock",
    0,
    "Dependency manager replaced.",
)
S(
    "en",
    "moved",
    [
        "Runbooks are in the wiki under Ops/Runbooks",
        "Postmortems are in the wiki under Ops/Postmortems",
    ],
    "Runbooks moved into the repo under docs/runbooks/ so they are reviewed with code",
    0,
    "Runbooks moved; postmortems stay.",
)
S(
    "en",
    "implicit",
    [
        "JWT access tokens are signed with HS256 using JWT_SECRET",
        "Refresh tokens are opaque and stored in Postgres",
    ],
    "Access tokens are signed with RS256; the public key is served at /.well-known/jwks.json",
    0,
    "Signing algorithm and key source changed.",
)
S(
    "en",
    "now_uses",
    ["The e2e suite runs against the staging environment", "e2e tests are written in Playwright"],
    "The e2e suite runs against an ephemeral preview environment per PR now",
    0,
    "Target environment for e2e changed.",
)
S(
    "en",
    "from_to",
    ["Max upload size on the files service is 25 MB", "Uploads are virus scanned with ClamAV"],
    "Raised the files service upload limit from 25 MB to 100 MB",
    0,
    "Limit changed.",
)
S(
    "en",
    "instead_of",
    [
        "Dependabot opens weekly dependency PRs",
        "Dependency PRs are merged by the on-call developer",
    ],
    "Renovate opens dependency PRs instead of Dependabot, grouped monthly",
    0,
    "Tool and cadence changed; who merges is not addressed.",
)
S(
    "en",
    "implicit",
    ["`make test` runs the unit tests only", "`make lint` runs ruff and mypy"],
    "`make test` runs unit and integration tests; use `make unit` for unit tests only",
    0,
    "What make test does changed.",
)
S(
    "en",
    "correction",
    [
        "The Slack channel for deploy announcements is #deploys",
        "Incidents are declared in #incidents",
    ],
    "Deploy announcements go to #eng-releases, #deploys was archived last quarter",
    0,
    "Channel changed; incidents channel untouched.",
)
S(
    "en",
    "negation",
    ["The cron jobs run on the bastion host via crontab", "The bastion host is bastion.acme.dev"],
    "Cron jobs are not on the bastion any more, they are Kubernetes CronJobs in the `batch` namespace",
    0,
    "Where cron jobs run changed; the bastion host name stays.",
)
S(
    "en",
    "now_uses",
    [
        "Dev containers use the image mcr.microsoft.com/devcontainers/python:3.11",
        "The dev container forwards ports 8000 and 5432",
    ],
    "The dev container image is our own ghcr.io/acme/devbox:py312",
    0,
    "Image replaced.",
)
S(
    "en",
    "implicit",
    ["Log level in production is INFO; DEBUG only in dev", "Logs are JSON formatted"],
    "Log level in production is WARNING; INFO in staging, DEBUG in dev",
    0,
    "Production log level changed.",
)
S(
    "en",
    "replaced_by",
    [
        "The `/v1/users/search` endpoint is how the web app finds users",
        "User search is backed by Postgres trigram indexes",
    ],
    "/v1/users/search is deprecated and replaced by `GET /v2/users?query=`",
    0,
    "Endpoint replaced; the index belief is not addressed.",
)
S(
    "en",
    "from_to",
    [
        "Terraform provider aws is pinned to ~> 4.67",
        "Terraform state is in S3 with DynamoDB locking",
    ],
    "Bumped the aws provider pin from ~> 4.67 to ~> 5.31",
    0,
    "Pin changed.",
)
S(
    "en",
    "no_longer",
    [
        "The integration tests need the VPN to reach the sandbox bank API",
        "The sandbox bank API credentials are in 1Password under 'Bank sandbox'",
    ],
    "The sandbox bank API is public now, integration tests no longer need the VPN",
    0,
    "Requirement removed.",
)
S(
    "en",
    "implicit",
    [
        "Learned: the mobile release build fails unless you run `pod install` after changing the Podfile; the fix is `make ios-pods`",
        "The iOS app uses SwiftUI for new screens",
    ],
    "Learned: the mobile release build no longer needs `pod install` since the move to Swift Package Manager; `make ios-pods` was deleted",
    0,
    "The lesson's condition and fix are obsolete.",
)
S(
    "en",
    "moved",
    [
        "The shared TypeScript types package is packages/types",
        "Shared packages are built with tsup",
    ],
    "The shared types moved to packages/contracts (package name @acme/contracts)",
    0,
    "Path and name of the shared package changed; the build tool is not addressed.",
)
S(
    "en",
    "now_uses",
    [
        "Postgres in production is 14.9 on RDS",
        "Read replicas: two, in eu-west-1a and eu-west-1b",
        "Connection pooling is done by pgbouncer in transaction mode",
    ],
    "Production Postgres on RDS is 16.2 after the upgrade this weekend",
    0,
    "Major version upgraded.",
)
S(
    "en",
    "implicit",
    ["Default branch of the infra repo is master", "Protected branches: master and release/*"],
    "Default branch of the infra repo is main",
    0,
    "Default branch renamed.",
)
S(
    "en",
    "correction",
    [
        "The staging Kafka brokers are kafka-stg-{1..3}:9092",
        "Topic retention is 7 days",
        "Production Kafka brokers are on MSK with IAM auth",
    ],
    "Staging Kafka brokers use TLS on 9093; 9092 is only for in-cluster plaintext and we must not use it",
    0,
    "The connection port stored for staging is corrected.",
)
S(
    "en",
    "switched",
    ["The docs are built with Sphinx", "API reference is generated from docstrings"],
    "Switched the docs build to MkDocs with mkdocstrings",
    0,
    "Docs tool changed; reference still from docstrings.",
)
S(
    "en",
    "implicit",
    [
        "The Kubernetes readiness probe hits /ready every 10s with 3 failures allowed",
        "The liveness probe hits /healthz every 30s",
    ],
    "The readiness probe hits /ready every 5s with 6 failures allowed",
    0,
    "Probe settings changed; liveness untouched.",
)
S(
    "en",
    "gone",
    [
        "The feature flag `legacy_pricing` must stay on for customer Globex",
        "Globex is on the enterprise plan",
    ],
    "legacy_pricing is gone; Globex was migrated to the new pricing on 1 November",
    0,
    "The flag and its requirement are gone.",
)
S(
    "en",
    "now_uses",
    [
        "On-call for the platform team: ask in #platform-oncall, rota in Opsgenie",
        "Platform team standup is at 09:30",
    ],
    "Platform on-call rota moved to PagerDuty, schedule `platform-primary`; still ask in #platform-oncall",
    0,
    "The rota tool in the note changed.",
)
S(
    "en",
    "implicit",
    [
        "Integration tests must run with `-p no:randomly` because they depend on order",
        "The unit tests run in random order",
    ],
    "Integration tests run in random order too now; the order dependency was fixed in #2231",
    0,
    "The constraint is lifted.",
)
S(
    "en",
    "replaced_by",
    ["Use `utils.retry()` for retries in the worker", "Worker tasks must be idempotent"],
    "utils.retry() is deprecated; use tenacity's @retry decorator",
    0,
    "Deprecation with replacement.",
)
S(
    "en",
    "from_to",
    [
        "The ingest service runs 3 replicas in production",
        "The ingest service has an HPA ceiling of 10",
    ],
    "Scaled the ingest service baseline from 3 to 5 replicas in production",
    0,
    "Replica count changed; HPA ceiling not mentioned.",
)
S(
    "en",
    "implicit",
    [
        "The primary region is us-east-1; DR is us-west-2",
        "RDS snapshots are copied to the DR region daily",
    ],
    "The primary region is us-east-2; DR stays us-west-2",
    0,
    "Primary region changed in a two-fact note.",
)
S(
    "en",
    "correction",
    [
        "Learned: run `npm ci --legacy-peer-deps` or the install fails on the React 18 peer conflict",
        "Node 20 is required for the web app",
    ],
    "Scratch the --legacy-peer-deps lesson: the peer conflict came from an old storybook addon, removed; plain `npm ci` works",
    0,
    "Lesson withdrawn with the real cause.",
)
S(
    "en",
    "now_uses",
    [
        "The metrics endpoint is /metrics on the app port",
        "Prometheus scrapes every 30s",
        "Custom metrics use the `acme_` prefix",
    ],
    "Metrics are exposed on a separate port 9102 at /metrics now",
    0,
    "Endpoint location changed.",
)
S(
    "en",
    "implicit",
    [
        "SMTP for transactional mail is Mailgun via smtp.mailgun.org:587",
        "Marketing mail goes through Braze",
    ],
    "Transactional mail is sent through Postmark's API (server token in POSTMARK_TOKEN)",
    0,
    "Transactional mail provider changed; marketing untouched.",
)
S(
    "en",
    "dropped",
    [
        "The release pipeline runs unit tests, e2e tests and a manual QA sign-off before production",
        "Releases go out on Tuesdays and Thursdays",
        "Release notes are drafted by the PM from merged PR titles",
    ],
    "We dropped the manual QA sign-off from the release pipeline; unit and e2e tests gate production",
    0,
    "One step removed from the pipeline.",
)
S(
    "en",
    "switched",
    [
        "Containers run with the Docker runtime on the build agents",
        "Build agents have 16 GB of RAM",
    ],
    "The build agents switched to Podman (rootless)",
    0,
    "Runtime replaced.",
)
S(
    "en",
    "implicit",
    [
        "`DATABASE_URL` for tests defaults to postgres://localhost:5432/app_test",
        "Tests create and drop their own schema",
    ],
    "`TEST_DATABASE_URL` is the variable tests read; DATABASE_URL is ignored in tests",
    0,
    "The variable tests use changed.",
)
# wrong-target traps: a confirming belief beside the replaced one (both orders kept)
S(
    "en",
    "replaced_by",
    ["Container images are built with Kaniko in CI", "We build images with BuildKit"],
    "Kaniko was replaced by BuildKit for CI image builds",
    0,
    "Trap: the BuildKit belief is confirmed, the Kaniko one is closed.",
    keep=True,
)
S(
    "en",
    "switched",
    ["Package manager for the web repo is pnpm", "Package manager for the web repo is yarn 1"],
    "The web repo switched from yarn 1 to pnpm",
    1,
    "Trap: the pnpm belief is confirmed, the yarn belief is closed.",
    keep=True,
)
S(
    "en",
    "no_longer",
    ["The auth service uses Keycloak", "The auth service uses Auth0"],
    "The auth service no longer uses Auth0; we self-host Keycloak",
    1,
    "Trap: Keycloak confirmed, Auth0 closed.",
    keep=True,
)
S(
    "en",
    "from_to",
    ["Service mesh: Linkerd", "Service mesh: Istio 1.19"],
    "Migrated the service mesh from Istio to Linkerd",
    1,
    "Trap: Linkerd confirmed, Istio closed.",
    keep=True,
)
S(
    "en",
    "moved",
    ["The CI config lives in .gitlab-ci.yml", "The CI config lives in .github/workflows/"],
    "CI moved from GitLab CI to GitHub Actions (.github/workflows/)",
    0,
    "Trap: the workflows belief is confirmed, the GitLab one is closed.",
    keep=True,
)
# ---------------------------------------------------------------- negatives, English
# the same subject for another team / service / environment / region / OS / customer
N(
    "en",
    "novel",
    "related",
    ["Staging Redis: redis-stg.internal:6379", "Redis keys for sessions are prefixed `sess:`"],
    "Production Redis: redis-prod.internal:6380 with TLS",
    "Another environment's value side by side; staging is unchanged.",
)
N(
    "en",
    "novel",
    "related",
    ["billing-api listens on port 8040 locally", "billing-api tests run with `make test-billing`"],
    "invoice-api listens on port 8041 locally",
    "Another service's port.",
)
N(
    "en",
    "novel",
    "related",
    [
        "The web team's PRs need one approval from @acme/web",
        "PR titles follow Conventional Commits",
    ],
    "The data team's PRs need two approvals from @acme/data",
    "Another team's rule.",
)
N(
    "en",
    "novel",
    "related",
    [
        "The primary region for the EU stack is eu-west-1",
        "The EU stack's DR region is eu-central-1",
    ],
    "The primary region for the US stack is us-east-2",
    "Another stack's region.",
)
N(
    "en",
    "novel",
    "related",
    ["On macOS install the toolchain with `brew bundle`", "The toolchain needs protoc 25"],
    "On Linux install the toolchain with `apt-get install -y protobuf-compiler` from the team PPA",
    "Another OS's procedure beside the macOS one.",
)
N(
    "en",
    "novel",
    "related",
    [
        "Customer Initech gets nightly CSV exports to their SFTP",
        "Exports are generated by the export-worker",
        "Customer Initech's SFTP host is sftp.initech.example",
    ],
    "Customer Umbrella gets hourly JSON exports to their S3 bucket",
    "Another customer's export setup.",
)
N(
    "en",
    "novel",
    "related",
    ["The Android app's minSdk is 24", "Android builds run on the macOS runners"],
    "The iOS app's deployment target is iOS 15",
    "Another platform's minimum.",
)
N(
    "en",
    "novel",
    "related",
    [
        "The staging API base URL is https://api.staging.acme.dev/v1",
        "Staging is reset every Sunday",
    ],
    "The sandbox API for partners is at https://sandbox.acme.dev/v1",
    "Another environment's URL.",
)
N(
    "en",
    "novel",
    "related",
    ["Python services use ruff for linting", "Python services target 3.12"],
    "Go services use golangci-lint with the config in .golangci.yml",
    "Another language's lint tool.",
)
N(
    "en",
    "novel",
    "related",
    ["Feature flag `new_checkout` defaults to off", "Flags are read from LaunchDarkly at startup"],
    "Feature flag `new_search` defaults to on",
    "Another flag's default.",
)
N(
    "en",
    "novel",
    "related",
    ["For Kafka ACL changes ask the data-infra on-call", "Kafka runs on MSK"],
    "For Postgres role changes ask the DBA on-call in #dba",
    "Who to ask about another system.",
)
N(
    "en",
    "novel",
    "related",
    ["The ingest service runs 5 replicas in production", "The ingest service is written in Go"],
    "The ingest service runs 1 replica in staging",
    "Another environment's replica count.",
)
N(
    "en",
    "novel",
    "related",
    ["Max upload size on the files service is 100 MB", "Uploads are virus scanned with ClamAV"],
    "Max request body on the public API is 1 MB",
    "Another service's limit.",
)
N(
    "en",
    "novel",
    "related",
    ["The Windows build uses Visual Studio 2022", "The Windows installer is built with WiX"],
    "The Linux build uses GCC 13",
    "Another OS's compiler.",
)
N(
    "en",
    "novel",
    "related",
    ["Log level in production is WARNING", "Logs ship to Loki"],
    "The audit logger in production always logs at INFO, it has its own handler",
    "A separate logger's level beside the app level.",
)
N(
    "en",
    "novel",
    "related",
    [
        "Backend on-call is in PagerDuty schedule `backend-primary`",
        "On-call hands over on Mondays at 10:00",
    ],
    "Mobile on-call is in PagerDuty schedule `mobile-primary`",
    "Another team's schedule.",
)
N(
    "en",
    "novel",
    "related",
    ["The EU customers' data lives in Frankfurt (eu-central-1)", "Backups are encrypted with KMS"],
    "Australian customers' data lives in Sydney (ap-southeast-2)",
    "Another region's data residency.",
)
N(
    "en",
    "novel",
    "related",
    ["The web repo uses pnpm", "The web repo uses Node 20"],
    "The docs repo uses npm",
    "Another repo's package manager.",
)
N(
    "en",
    "novel",
    "related",
    ["gRPC services listen on 50051 inside the pod", "Services expose /healthz on 8080"],
    "The legacy SOAP bridge listens on 8443 inside its pod",
    "Another service's port.",
)
N(
    "en",
    "novel",
    "related",
    ["Tests live in spec/ for the Rails app", "Factories are in spec/factories"],
    "The Rails engine under engines/billing keeps its tests in test/",
    "Another component keeps a different layout; the app's spec/ belief holds.",
)
N(
    "en",
    "novel",
    "related",
    ["Staging deploys happen automatically on merge to main", "Deploys are done by Argo CD"],
    "Production deploys happen when a release tag is pushed",
    "Another environment's trigger.",
)
N(
    "en",
    "novel",
    "related",
    ["Customer Globex is on the enterprise plan", "Enterprise plans have SSO"],
    "Customer Hooli is on the team plan",
    "Another customer.",
)
# conditional rules and exceptions
N(
    "en",
    "refines",
    "scope",
    ["Merges to main need two approvals", "main is protected against force-push"],
    "For hotfixes one approval from a CODEOWNER is enough to merge to main",
    "A conditional exception to the approval rule; the rule stays for everything else.",
)
N(
    "en",
    "refines",
    "scope",
    ["Squash-merge every PR", "PR titles follow Conventional Commits"],
    "Squash-merge every PR except release/* back-merges, which keep a merge commit",
    "An exception; squash remains the rule.",
)
N(
    "en",
    "refines",
    "scope",
    [
        "Force-push is fine on your own feature branches",
        "Branch names follow type/short-description",
    ],
    "Force-push is fine on feature branches, except once the PR is approved: then push new commits",
    "A condition narrowing the stored permission.",
)
N(
    "en",
    "refines",
    "scope",
    ["CI runs the full test suite on every push", "CI runs on self-hosted runners"],
    "For docs-only changes CI skips the test suite and only builds the site",
    "A conditional exception.",
)
N(
    "en",
    "refines",
    "scope",
    [
        "The API gateway timeout is 60s",
        "The gateway retries idempotent GETs once",
        "The gateway is Envoy",
    ],
    "The gateway timeout is 60s, but streaming export endpoints are exempt and can run up to 10 minutes",
    "An exception for some routes.",
)
N(
    "en",
    "refines",
    "scope",
    ["Deploys are frozen on Fridays", "Deploys are done by Argo CD"],
    "The Friday freeze does not apply to security patches approved by the on-call lead",
    "An exception to the freeze.",
)
N(
    "en",
    "refines",
    "scope",
    ["Use `make test` before pushing", "`make test` runs unit and integration tests"],
    "When only the frontend changed, `pnpm test` is enough before pushing",
    "A conditional rule beside the general one.",
)
N(
    "en",
    "refines",
    "scope",
    ["The coverage gate fails CI under 85%", "Coverage is uploaded to Codecov"],
    "Generated code under gen/ is excluded from the coverage gate",
    "Scope narrowed; the threshold stays.",
)
N(
    "en",
    "refines",
    "scope",
    ["New screens in the iOS app are SwiftUI", "The iOS app's minimum is iOS 15"],
    "New screens are SwiftUI unless they need the camera, where we keep the UIKit controller",
    "An exception.",
)
N(
    "en",
    "refines",
    "scope",
    ["Feature flag `new_checkout` is on by default", "Tenants can opt out in the admin UI"],
    "new_checkout stays off for tenants on the legacy invoicing plan until they migrate",
    "A tenant-class exception to the default.",
)
N(
    "en",
    "refines",
    "scope",
    ["Log level in production is WARNING", "Logs are JSON"],
    "During an incident the on-call may raise production logging to INFO for up to an hour",
    "A temporary conditional exception.",
)
N(
    "en",
    "refines",
    "scope",
    ["Dependency PRs from Renovate are grouped monthly", "Renovate runs with the shared preset"],
    "Security updates from Renovate are opened immediately, not grouped",
    "An exception for security updates.",
)
N(
    "en",
    "refines",
    "scope",
    ["Migrations run as a pre-deploy Job", "Migrations are written with Alembic"],
    "Migrations that take a table lock run manually in a maintenance window, not in the pre-deploy Job",
    "An exception for locking migrations.",
)
N(
    "en",
    "refines",
    "scope",
    ["Every PR needs a changelog entry in CHANGELOG.md", "Releases are cut from main"],
    "PRs labelled `internal` don't need a changelog entry",
    "An exception.",
)
N(
    "en",
    "refines",
    "scope",
    ["Run the e2e suite against the PR's preview environment", "e2e tests are Playwright"],
    "On release branches run the e2e suite against staging as well as the preview",
    "A condition that adds a run; the preview run stays.",
)
# plans, proposals, questions
N(
    "en",
    "novel",
    "question",
    ["The Ruby tests live in spec/", "CI runs the Ruby suite on 3.3"],
    "Plan for next sprint: try running the Ruby suite on 3.4 in a non-blocking job",
    "A plan; the 3.3 belief holds.",
)
N(
    "en",
    "novel",
    "question",
    ["Background jobs run on Dramatiq with Redis", "Jobs must be idempotent"],
    "Proposal (not agreed): move background jobs to Temporal",
    "A proposal, not a decision.",
)
N(
    "en",
    "novel",
    "question",
    ["The API supports Python 3.10 to 3.12", "The API is published weekly"],
    "Should we drop Python 3.10 once 3.13 is out?",
    "A question.",
)
N(
    "en",
    "novel",
    "question",
    ["Grafana lives at https://acme.grafana.net", "Alerts route to PagerDuty"],
    "We might move alerting to Grafana OnCall if the PagerDuty renewal is too expensive",
    "A hypothetical.",
)
N(
    "en",
    "novel",
    "question",
    ["The web app is behind Fastly", "Assets are cached for a year"],
    "RFC-41 proposes putting the API behind Fastly too; review due Friday",
    "A proposal about another subject.",
)
N(
    "en",
    "novel",
    "question",
    ["Python deps are managed with uv", "uv.lock is committed"],
    "Is it worth pinning the uv version in CI? Builds broke once on a new release",
    "A question.",
)
N(
    "en",
    "novel",
    "question",
    ["The nightly export runs at 03:30 UTC", "The export writes Parquet to S3"],
    "Considering moving the nightly export to 04:00 if the ETL keeps running late — not decided",
    "An undecided proposal about the same schedule.",
)
N(
    "en",
    "novel",
    "question",
    ["Production Postgres on RDS is 16.2", "Two read replicas"],
    "TODO: evaluate Aurora for the reporting database next quarter",
    "A todo, not a change.",
)
N(
    "en",
    "novel",
    "question",
    [
        "Session cookies last 12 hours",
        "Sessions are stored in Redis",
        "Sessions are invalidated on password change",
    ],
    "Product asked whether we could extend sessions to 24 hours for the kiosk tenants — waiting on security",
    "A request pending; no decision.",
)
N(
    "en",
    "novel",
    "question",
    ["Images are built with BuildKit", "Images are pushed to ghcr.io/acme"],
    "Can we push images to ECR as well for the AWS-only customers?",
    "A question.",
)
N(
    "en",
    "novel",
    "question",
    ["The default branch is main", "Releases are tagged vX.Y.Z"],
    "Idea: switch to trunk-based releases with a release/* branch per minor — to discuss at the retro",
    "An idea to discuss.",
)
N(
    "en",
    "novel",
    "question",
    ["The CLI requires Node 20 or newer", "The CLI is published as @acme/ctl"],
    "Would Bun work as a runtime for the CLI? Someone asked on the issue tracker",
    "A question about an alternative.",
)
# partial additions and details
N(
    "en",
    "refines",
    "detail",
    [
        "Allowed CORS origins for the API: https://app.acme.dev",
        "The API sets credentials: include for CORS",
    ],
    "Also allow https://admin.acme.dev as a CORS origin",
    "An addition to the allow list; the existing origin stays.",
)
N(
    "en",
    "refines",
    "detail",
    ["Images are published for amd64 and arm64", "The build uses buildx"],
    "arm64 images are built natively on the Graviton runners, not with QEMU",
    "Detail about how one existing platform is built.",
)
N(
    "en",
    "refines",
    "detail",
    [
        "CI order: lint, build and unit tests in parallel, integration tests, deploy to staging",
        "CI runs on self-hosted runners",
    ],
    "The integration test stage in CI is sharded four ways",
    "Detail about an existing stage; order unchanged.",
)
N(
    "en",
    "refines",
    "detail",
    ["pre-commit runs ruff and mypy", "Hooks are installed with `make hooks`"],
    "pre-commit also runs codespell on docs/",
    "An added hook; the existing ones stay.",
)
N(
    "en",
    "refines",
    "detail",
    ["The worker consumes from the SQS queue `jobs-v2`", "Dead letters go to `jobs-dlq`"],
    "The worker consumes from `jobs-v2` with a visibility timeout of 5 minutes and batches of 10",
    "More detail about the same queue.",
)
N(
    "en",
    "refines",
    "detail",
    ["For Terraform state questions ask Jordan", "Terraform 1.6"],
    "Jordan prefers Terraform questions as a thread in #infra rather than DMs",
    "Detail about how to ask the same person.",
)
N(
    "en",
    "refines",
    "example",
    ["Images are tagged with semver plus short SHA", "Images go to ghcr.io/acme"],
    "For example the 2.4.0 release built from commit 9f8e7d6 is ghcr.io/acme/api:2.4.0-9f8e7d6",
    "An example of the stored scheme.",
)
N(
    "en",
    "refines",
    "example",
    ["Branch names follow type/short-description", "PR titles follow Conventional Commits"],
    "A branch for the login bug would be fix/login-redirect-loop",
    "An example.",
)
N(
    "en",
    "refines",
    "detail",
    ["Local secrets are pulled with `doppler run -- make dev`", "Never commit .env files"],
    "Doppler config for local dev is `dev_personal`; run `doppler setup` once per clone",
    "Setup detail for the stored workflow.",
)
N(
    "en",
    "refines",
    "detail",
    ["The Android app's minSdk is 26", "targetSdk is 34"],
    "minSdk 26 was chosen because of the java.time APIs without desugaring",
    "The reason for a stored value.",
)
N(
    "en",
    "refines",
    "detail",
    ["Metrics are exposed on port 9102 at /metrics", "Prometheus scrapes every 30s"],
    "The metrics port 9102 is only reachable inside the cluster; it is not in the Service's external ports",
    "Detail about the same port.",
)
# restatements with the same value
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "The staging database host is db-stg-3.internal",
        "Staging is restored from prod every Sunday",
    ],
    "db-stg-3.internal is where staging's Postgres runs",
    "Same fact in other words.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["We no longer vendor Go dependencies", "Go modules come through athens.internal"],
    "vendor/ is not committed in the Go repos; builds fetch modules through the proxy",
    "Restates both facts; nothing changes.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Raised the API gateway timeout to 60s", "The gateway retries GETs once"],
    "Gateway requests time out after one minute",
    "60s restated as one minute.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Max upload size on the files service is 100 MB", "Uploads are scanned with ClamAV"],
    "The files service rejects uploads larger than 100 MB",
    "Same limit in other words.",
)
N(
    "en",
    "redundant",
    "exact",
    ["The web app is behind Fastly", "Static assets are cached for a year"],
    "The web app is behind Fastly",
    "Exact repeat.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Deploy announcements go to #eng-releases", "Incidents are declared in #incidents"],
    "Post release announcements in #eng-releases",
    "Same channel.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["`make test` runs unit and integration tests", "`make unit` runs unit tests only"],
    "Both the unit and the integration tests run under `make test`",
    "Same fact reworded.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "Backend PRs need two approvals, one from @acme/backend and one from @acme/platform",
        "Frontend PRs need one approval from @acme/web",
    ],
    "A backend PR merges only with approvals from both backend and platform",
    "Same rule.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Session cookies last 12 hours", "Session cookies are named __Host-sid"],
    "The __Host-sid cookie expires after half a day",
    "12 hours as half a day.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Celery was replaced by Dramatiq with Redis as the broker", "Jobs are idempotent"],
    "Background jobs: Dramatiq, Redis broker",
    "Terse restatement; the change word was already reflected.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "Learned: the resizer OOM came from a BytesIO kept in a module-level cache; fix is to drop the cache",
        "The resizer has a 512Mi limit",
    ],
    "Lesson again: the image resizer leaked because of the module-level BytesIO cache, dropping it fixed the OOM",
    "The same lesson restated.",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "The readiness probe hits /ready every 5s, 6 failures allowed",
        "Liveness hits /healthz every 30s",
    ],
    "Readiness: /ready, period 5s, failureThreshold 6",
    "Same probe settings in config terms.",
)
N(
    "en",
    "redundant",
    "exact",
    ["tests now live in spec/ after the move to RSpec", "CI runs the Ruby suite on 3.3"],
    "Tests now live in spec/ after the move to RSpec.",
    "Exact repeat with different capitalisation.",
)
# the past
N(
    "en",
    "novel",
    "plain",
    ["Background jobs run on Dramatiq with Redis", "Jobs are idempotent"],
    "Before the rewrite we used Celery with RabbitMQ for background jobs",
    "History that the present belief already accounts for; denies nothing.",
)
N(
    "en",
    "novel",
    "plain",
    ["The web app is behind Fastly", "Assets are cached for a year"],
    "Until 2024 the marketing site was on Netlify",
    "History about another site.",
)
N(
    "en",
    "novel",
    "plain",
    ["The Ruby tests live in spec/ (RSpec)", "Factories are in spec/factories"],
    "The old minitest suite is archived in the `legacy-tests` tag if we ever need to compare",
    "A note about the past suite; the present location stands.",
)
N(
    "en",
    "novel",
    "plain",
    ["Production Postgres on RDS is 16.2", "Two read replicas"],
    "The 14 to 16 upgrade took 40 minutes of read-only time; budget the same for the next major",
    "History and advice; denies nothing.",
)
N(
    "en",
    "novel",
    "plain",
    ["Primary region us-east-2, DR us-west-2", "RDS snapshots copied daily"],
    "In the 2023 outage we failed over to us-west-2 manually; it took 3 hours",
    "A past event.",
)
N(
    "en",
    "novel",
    "plain",
    ["Python deps are managed with uv", "Python 3.12"],
    "Back when we used Poetry, `poetry export` was how we built the Docker requirements",
    "History, consistent with the present belief.",
)
N(
    "en",
    "novel",
    "plain",
    ["Access tokens are signed with RS256", "JWKS at /.well-known/jwks.json"],
    "Tokens issued before 1 October were HS256; they have all expired by now",
    "A past state that no longer affects the present belief.",
)
# quoting what a tool or doc says
N(
    "en",
    "novel",
    "plain",
    ["We run mypy without --strict on tests/", "mypy runs strict on src/"],
    "The mypy docs say --strict enables --disallow-untyped-defs among other flags",
    "A quote from a tool's docs, not a change to our config.",
)
N(
    "en",
    "novel",
    "plain",
    ["Our ruff line-length is 100", "ruff format is the formatter"],
    "ruff's default line-length is 88 according to its docs",
    "A tool default quoted; our setting stays 100.",
)
N(
    "en",
    "novel",
    "plain",
    ["The CLI requires Node 20 or newer", "The CLI is published as @acme/ctl"],
    "The upstream commander.js README says it supports Node 18",
    "What a dependency's doc says; our minimum is unchanged.",
)
N(
    "en",
    "novel",
    "plain",
    ["Postgres connection pool size is 20 per pod", "We use pgbouncer in transaction mode"],
    "The SQLAlchemy docs give pool_size=5 as the default",
    "A library default quoted.",
)
N(
    "en",
    "novel",
    "plain",
    ["The gRPC port is 50051", "Health checks on 8080"],
    "`kubectl describe` still shows containerPort 9090 in the old ReplicaSet that is scaled to zero",
    "A tool's output about an old object; the current port stands.",
)
N(
    "en",
    "novel",
    "plain",
    ["Go toolchain is 1.22", "golangci-lint v1.55", "Go services use the chi router"],
    "golangci-lint warns: 'the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version' — need a newer lint build",
    "A tool's warning quoted; the Go version stays.",
)
N(
    "en",
    "novel",
    "plain",
    ["Staging API: https://staging-api.acme.dev/v1", "Production API: https://api.acme.dev/v1"],
    "The partner PDF from 2022 still lists https://api.staging.acme.dev/v1 as the staging URL",
    "A quote from an outdated document; it does not change the stored URL.",
)
N(
    "en",
    "novel",
    "plain",
    ["The Slack channel for releases is #eng-releases", "Incidents in #incidents"],
    "The onboarding doc says to ask in #help-eng for access requests",
    "What a doc says about another subject.",
)
# change words about other subjects
N(
    "en",
    "novel",
    "switched",
    ["Frontend unit tests run with Vitest", "e2e tests run with Playwright"],
    "Switched my editor setup to the Vitest VS Code extension; much faster test runs",
    "A change of the agent's editor setup, not of the runner.",
)
N(
    "en",
    "novel",
    "replaced_by",
    ["The build agents run Podman", "Build agents have 16 GB of RAM"],
    "The failing SSD on build-agent-3 was replaced by a new 1 TB NVMe",
    "Hardware replaced; nothing stored changes.",
)
N(
    "en",
    "novel",
    "moved",
    ["Runbooks are in docs/runbooks/", "Postmortems are in the wiki"],
    "Moved the Kafka runbook's diagrams to docs/runbooks/img/",
    "Files moved within the stored location.",
)
N(
    "en",
    "novel",
    "no_longer",
    ["The sync worker uses httpx.AsyncClient", "Outbound calls go through the egress proxy"],
    "The sync worker no longer logs request bodies (PII concern)",
    "A change to something not stored.",
)
N(
    "en",
    "novel",
    "from_to",
    ["The ingest service runs 5 replicas in production", "Its HPA ceiling is 10"],
    "Renamed the ingest dashboard from 'Ingest v1' to 'Ingest'",
    "A dashboard rename.",
)
N(
    "en",
    "novel",
    "dropped",
    ["Dependency PRs come from Renovate, grouped monthly", "The on-call developer merges them"],
    "Dropped the stale `chore/renovate-config-test` branch",
    "A branch deleted.",
)
N(
    "en",
    "novel",
    "gone",
    ["Local secrets come from Doppler", "Never commit .env files"],
    "The leaked test key from last week is gone from the history after the filter-repo rewrite",
    "A cleanup unrelated to the stored workflow.",
)
N(
    "en",
    "novel",
    "instead_of",
    [
        "Integration tests use testcontainers for Postgres",
        "Integration tests are tagged @integration",
    ],
    "In the Postgres fixture, use `TRUNCATE ... CASCADE` instead of dropping the schema between tests — 3x faster",
    "A detail of test cleanup, not a change of how Postgres is started.",
)
N(
    "en",
    "novel",
    "now_uses",
    ["The web repo uses pnpm", "Node 20"],
    "The docs repo now uses Astro for its site",
    "Another repo's tooling.",
)
N(
    "en",
    "novel",
    "switched",
    ["Primary region us-east-2", "DR region us-west-2"],
    "We switched the DR drill from quarterly to monthly",
    "A change of drill cadence, not of regions.",
)
N(
    "en",
    "novel",
    "from_to",
    ["Coverage gate: 85%", "Coverage uploaded to Codecov"],
    "Bumped codecov-action from v3 to v4 in the workflows",
    "A CI action bump; the gate stays.",
)
N(
    "en",
    "novel",
    "replaced_by",
    ["JWT access tokens are RS256", "JWKS at /.well-known/jwks.json"],
    "The signing key was rotated today; the old kid is replaced by `2026-12` in the JWKS",
    "Key rotation; the algorithm and the endpoint stay.",
)
# negations that deny nothing stored
N(
    "en",
    "novel",
    "negation",
    [
        "Deploys are done by Argo CD",
        "Staging deploys on merge to main",
        "Argo CD syncs every 3 minutes",
    ],
    "Never run `kubectl apply` by hand against production",
    "A prohibition consistent with the stored practice.",
)
N(
    "en",
    "novel",
    "negation",
    ["Images are pushed to ghcr.io/acme", "Images are built with BuildKit"],
    "Do not use the `latest` tag in Helm values",
    "A rule about something not stored.",
)
N(
    "en",
    "novel",
    "negation",
    ["Integration tests need no VPN", "Bank sandbox credentials are in 1Password"],
    "The sandbox bank API does not support refunds; mock them",
    "A limitation not stored before.",
)
N(
    "en",
    "refines",
    "negation",
    ["The public API allows 100 requests per second per key", "API keys go in X-Api-Key"],
    "The per-key limit is not shared across keys of the same org; each key gets its own 100/s",
    "Clarifies the stored limit without denying it.",
)
# multi-fact notes with an unchanged fact restated or an unstated fact added
N(
    "en",
    "refines",
    "detail",
    [
        "billing-api: FastAPI, port 8045 locally, tests with `make test-billing`",
        "The docs site uses mkdocs-material",
    ],
    "`make test-billing` needs the billing Postgres container up first (`make db-billing`)",
    "Adds a precondition to the stored command; nothing denied.",
)
N(
    "en",
    "novel",
    "related",
    [
        "Release steps: bump the version, tag vX.Y.Z, CI uploads to artifacts.corp.example/pypi",
        "Tags are signed",
    ],
    "The Rust crates release separately with `cargo release` to crates.io",
    "A separate release process for another artifact.",
)
N(
    "en",
    "novel",
    "plain",
    [
        "Learned: flaky test_checkout_timeout came from shared Redis db between workers; one db per worker fixes it",
        "The Windows runner needs LF endings",
    ],
    "Learned: test_refund_race is flaky because it depends on wall-clock ordering; marked xfail until fixed",
    "A new lesson about another test.",
)
N(
    "en",
    "novel",
    "plain",
    [
        "On-call for platform: PagerDuty `platform-primary`, ask in #platform-oncall",
        "Standup at 09:30",
    ],
    "Platform on-call this week is Ana",
    "Who is on call this week is new information; the channel and rota stand.",
)
# ---------------------------------------------------------------- other languages
# Danish
S(
    "da",
    "moved",
    ["Testene ligger i tests/ og køres med `pytest -n auto`", "CI kører på Ubuntu 22.04"],
    "Testene er flyttet til src/app/tests/, så de kommer med i pakken",
    0,
    "Test location moved.",
)
S(
    "da",
    "now_uses",
    [
        "Spørg Mette om alt vedrørende Kafka-klyngen",
        "Kafka kører på MSK i eu-west-1",
        "Nye topics oprettes via topics-repoet",
    ],
    "Mette har skiftet team; spørgsmål om Kafka-klyngen går nu til #data-infra",
    0,
    "Who to ask changed.",
)
S(
    "da",
    "implicit",
    ["Feature flag `dark_mode` er slået fra som standard", "Flags styres i Unleash"],
    "`dark_mode` er slået til som standard fra version 3.2",
    0,
    "Default flipped.",
)
N(
    "da",
    "novel",
    "related",
    [
        "Staging kører i eu-west-1",
        "Staging nulstilles hver søndag",
        "Produktion har to replikaer af API'et",
    ],
    "Produktion kører i eu-north-1",
    "Another environment's region.",
)
N(
    "da",
    "refines",
    "scope",
    ["Merges til main kræver to godkendelser", "main er beskyttet mod force-push"],
    "Hotfixes kræver kun én godkendelse fra en CODEOWNER",
    "Conditional exception to the approval rule.",
)
N(
    "da",
    "redundant",
    "paraphrase",
    ["API'et lytter på port 8080", "Health check er på /healthz"],
    "Port 8080 er den port, API'et lytter på",
    "Same fact reworded.",
)
# Norwegian (bokmål)
S(
    "nb",
    "dropped",
    ["Minste støttede Python-versjon for SDK-en er 3.9", "SDK-en publiseres til PyPI hver måned"],
    "Vi har droppet 3.9 og 3.10: SDK-en krever Python 3.11 eller nyere",
    0,
    "Minimum version raised.",
)
S(
    "nb",
    "gone",
    [
        "Bygget publiserer artefakter til Nexus på nexus.intern:8081",
        "Artefakter signeres med cosign",
    ],
    "Nexus er borte, bygget publiserer til Artifactory på artifactory.intern",
    0,
    "Artifact host replaced; signing untouched.",
)
N(
    "nb",
    "novel",
    "question",
    ["Vi kjører Postgres 15 i produksjon", "Backup tas hver natt"],
    "Skal vi oppgradere til Postgres 17 etter nyttår?",
    "A question.",
)
N(
    "nb",
    "novel",
    "plain",
    ["CI kjører på GitHub Actions", "Workflows ligger i .github/workflows/"],
    "Før migreringen brukte vi Jenkins; de gamle jobbene ligger arkivert på jenkins-old.intern",
    "History; consistent with the present.",
)
N(
    "nb",
    "novel",
    "related",
    ["Kunden Fjordkraft får eksport hver natt via SFTP", "Eksporten er CSV"],
    "Kunden Nordlys får eksport hver time via S3",
    "Another customer's setup.",
)
# Romanian
S(
    "ro",
    "now_uses",
    [
        "Serviciul de notificări ascultă pe portul 7000; testele se rulează cu `make test-notif`",
        "Serviciul de notificări folosește Redis pentru cozi",
    ],
    "Serviciul de notificări ascultă acum pe portul 7100",
    0,
    "Port in a multi-fact note changed.",
)
S(
    "ro",
    "correction",
    [
        "Lecție: build-ul pe ARM eșuează din cauza lui grpcio; soluția e să fixăm grpcio==1.58",
        "Imaginile de bază sunt Debian bookworm",
    ],
    "Corecție la lecția despre ARM: nu grpcio era problema, ci lipsa compilatorului în imaginea slim; soluția e să instalăm build-essential în etapa de build",
    0,
    "The stored lesson's cause and fix are corrected.",
)
N(
    "ro",
    "refines",
    "scope",
    ["Toate PR-urile se unesc cu squash", "Titlurile PR-urilor urmează Conventional Commits"],
    "Excepție: branch-urile release/* se unesc înapoi cu merge commit",
    "An exception.",
)
N(
    "ro",
    "novel",
    "related",
    ["În staging, timeout-ul pentru baza de date este 5s", "Staging folosește o singură replică"],
    "În producție, timeout-ul pentru baza de date este 2s",
    "Another environment's value.",
)
N(
    "ro",
    "redundant",
    "paraphrase",
    ["Deploy-urile în producție se fac doar marțea și joia", "Deploy-urile se fac cu Argo CD"],
    "În producție facem deploy numai marți și joi",
    "Same rule reworded.",
)
# Catalan
S(
    "ca",
    "no_longer",
    [
        "Les migracions s'executen amb `make migrate` abans de desplegar",
        "Les migracions s'escriuen amb Flyway",
    ],
    "Ja no fem servir `make migrate`: les migracions les executa un Job de Kubernetes abans del desplegament",
    0,
    "How migrations run changed; Flyway stays.",
)
S(
    "ca",
    "from_to",
    ["La documentació interna és a Confluence", "Els postmortems es publiquen a #incidents"],
    "Hem passat la documentació interna de Confluence a Notion",
    0,
    "Docs location changed.",
)
N(
    "ca",
    "novel",
    "question",
    ["La documentació interna és a Notion", "Cada equip té el seu espai"],
    "Hi ha una proposta per moure-la a Backstage l'any vinent, encara sense decidir",
    "An undecided proposal.",
)
N(
    "ca",
    "novel",
    "plain",
    ["El nostre límit de peticions a l'API és 50 per segon", "El límit s'aplica per clau"],
    "La documentació de Kong diu que el límit per defecte del plugin és 10 per segon",
    "A tool default quoted; our limit is unchanged.",
)
N(
    "ca",
    "refines",
    "detail",
    ["Els logs es guarden 30 dies a Loki", "Els logs són JSON"],
    "Els logs d'auditoria, a més, es copien a S3 amb retenció d'un any",
    "An addition for a subset; the 30 days still hold for Loki.",
)
# Hungarian
S(
    "hu",
    "now_uses",
    [
        "A frontend build parancsa `npm run build`, a kimenet a dist/ mappába kerül",
        "A frontend Node 20-at használ",
    ],
    "A frontend build kimenete mostantól a build/ mappába kerül, nem a dist/-be",
    0,
    "Output folder in a two-fact note changed.",
)
S(
    "hu",
    "from_to",
    ["A Redis cache TTL-je 10 perc", "A cache kulcsok `v2:` előtagot kapnak"],
    "A Redis cache TTL-jét 10 percről 30 percre emeltük",
    0,
    "TTL changed.",
)
S(
    "hu",
    "correction",
    [
        "Tanulság: a flaky `test_export` oka az időzóna; a megoldás TZ=UTC beállítása a CI-ban",
        "A CI Ubuntu 24.04-en fut",
    ],
    "Helyesbítés: a `test_export` nem az időzóna miatt volt flaky, hanem mert a párhuzamos tesztek ugyanazt a fájlt írták; a megoldás a tmp_path fixture",
    0,
    "Lesson corrected.",
)
N(
    "hu",
    "novel",
    "related",
    [
        "Windowson a `scripts\\setup.ps1` állítja be a fejlesztői környezetet",
        "A környezethez Python 3.12 kell",
    ],
    "Linuxon és macOS-en a `scripts/setup.sh` állítja be a fejlesztői környezetet",
    "Other OSes' procedure side by side.",
)
N(
    "hu",
    "refines",
    "detail",
    ["Engedélyezett CORS origin: https://app.pelda.hu", "Az API cookie-alapú munkamenetet használ"],
    "Az https://admin.pelda.hu is legyen engedélyezett CORS origin",
    "Addition to the allow list.",
)
N(
    "hu",
    "novel",
    "question",
    ["A Redis cache TTL-je 30 perc", "A cache kulcsok `v2:` előtagot kapnak"],
    "Érdemes lenne a TTL-t végpontonként állítani? Kérdezzük meg a csapatot",
    "A question.",
)
# Greek
S(
    "el",
    "moved",
    [
        "Το staging API είναι στο https://stg.api.example.gr",
        "Το production API είναι στο https://api.example.gr",
    ],
    "Το staging API μετακόμισε στο https://api-stg.example.gr",
    0,
    "Staging URL moved; production unchanged.",
)
S(
    "el",
    "replaced_by",
    ["Στο frontend χρησιμοποιούμε το moment.js για ημερομηνίες", "Το frontend είναι σε React 18"],
    "Το moment.js είναι deprecated για εμάς· χρησιμοποιούμε date-fns",
    0,
    "Library replaced.",
)
N(
    "el",
    "novel",
    "question",
    ["Στο frontend χρησιμοποιούμε date-fns", "Το frontend είναι σε React 18"],
    "Να δοκιμάσουμε το Temporal API αντί για date-fns; Ας το συζητήσουμε στο retro",
    "A proposal as a question.",
)
N(
    "el",
    "novel",
    "related",
    ["Τα deploys στο staging γίνονται αυτόματα μετά το merge στο main", "Χρησιμοποιούμε Argo CD"],
    "Τα deploys στο production γίνονται μόνο όταν σπρώξουμε tag",
    "Another environment's trigger.",
)
N(
    "el",
    "redundant",
    "paraphrase",
    ["Η προεπιλεγμένη γλώσσα της εφαρμογής είναι τα αγγλικά", "Οι μεταφράσεις είναι στο locales/"],
    "Αν ο χρήστης δεν έχει επιλέξει γλώσσα, η εφαρμογή εμφανίζεται στα αγγλικά",
    "Same default in other words.",
)
# Ukrainian
S(
    "uk",
    "now_uses",
    [
        "Для локальної розробки Postgres слухає на порту 5432",
        "Міграції запускаються через `make migrate`",
    ],
    "Локальний Postgres тепер на порту 5433, бо 5432 зайнятий системним Postgres",
    0,
    "Port changed.",
)
S(
    "uk",
    "implicit",
    [
        "З питаннями щодо CI звертатися до Олега",
        "CI працює на GitLab runners",
        "Релізи виходять щовівторка",
    ],
    "З питаннями щодо CI звертатися до Ірини; Олег перейшов у мобільну команду",
    0,
    "Contact changed.",
)
S(
    "uk",
    "no_longer",
    ["Фронтенд збирається через Webpack 5", "Фронтенд написаний на TypeScript"],
    "Ми більше не використовуємо Webpack, фронтенд збирається через Vite",
    0,
    "Build tool replaced.",
)
N(
    "uk",
    "novel",
    "plain",
    ["Фронтенд збирається через Vite", "Фронтенд написаний на TypeScript"],
    "До переписування ми збирали фронтенд Webpack'ом і збірка тривала 6 хвилин",
    "History consistent with the present.",
)
N(
    "uk",
    "redundant",
    "paraphrase",
    ["Нічний бекап запускається о 02:00 UTC", "Бекапи зберігаються 14 днів"],
    "Бекап робиться щоночі о другій за UTC",
    "Same schedule reworded.",
)
# Hebrew
S(
    "he",
    "moved",
    ["שרת ה-staging נמצא ב-stg1.internal", "שרת ה-production נמצא ב-prod1.internal"],
    "שרת ה-staging עבר ל-stg2.internal",
    0,
    "Staging host moved; production unchanged.",
)
S(
    "he",
    "implicit",
    ["הגרסה המינימלית של Node עבור ה-SDK היא 18", "ה-SDK מתפרסם ל-npm"],
    "ה-SDK דורש Node 20 ומעלה החל מגרסה 5.0",
    0,
    "Minimum version raised.",
)
N(
    "he",
    "novel",
    "related",
    ["ה-bucket של הגיבויים באירופה הוא s3://backups-eu", "הגיבויים מוצפנים עם KMS"],
    'ה-bucket של הגיבויים בארה"ב הוא s3://backups-us',
    "Another region's bucket.",
)
N(
    "he",
    "refines",
    "scope",
    ["כל PR דורש שני מאשרים", "ה-CI חייב לעבור לפני merge"],
    "PR שמשנה רק תיעוד צריך מאשר אחד בלבד",
    "An exception for docs-only PRs.",
)
N(
    "he",
    "novel",
    "question",
    ["אנחנו משתמשים ב-Sentry לניטור שגיאות", "ההתראות נשלחות ל-Slack"],
    "כדאי לבדוק אם אפשר להעביר את ההתראות ל-PagerDuty? עדיין לא הוחלט",
    "An open question.",
)
# Hindi
S(
    "hi",
    "implicit",
    [
        "हमारी CI pipeline में पहले lint, फिर tests, फिर Docker build चलता है",
        "CI GitHub Actions पर चलता है",
    ],
    "CI में अब पहले Docker build चलता है और tests उसी image के अंदर चलते हैं, lint सबसे आख़िर में",
    0,
    "Step order changed.",
)
S(
    "hi",
    "now_uses",
    ["Payments service का owner Rahul है", "Payments service Java 17 में लिखी है"],
    "Payments service अब Neha की team के पास है; Rahul दूसरे project पर चले गए",
    0,
    "Owner changed.",
)
N(
    "hi",
    "novel",
    "question",
    ["हम Redis 6 इस्तेमाल करते हैं", "Redis में sessions रखे जाते हैं"],
    "क्या हमें Redis 7 पर जाना चाहिए? अगली meeting में बात करेंगे",
    "A question.",
)
N(
    "hi",
    "redundant",
    "paraphrase",
    ["Staging database हर रविवार production snapshot से restore होता है", "Staging में एक replica है"],
    "हर रविवार staging DB को prod के snapshot से फिर से बनाया जाता है",
    "Same fact reworded.",
)
# Arabic
S(
    "ar",
    "moved",
    ["نقطة النهاية للتقارير هي /api/v1/reports", "التقارير تُولَّد كل ساعة"],
    "نقطة النهاية للتقارير انتقلت إلى /api/v2/reports ولم تعد v1 مدعومة",
    0,
    "Endpoint moved.",
)
S(
    "ar",
    "from_to",
    ["المنطقة الافتراضية للنشر هي me-south-1", "النسخ الاحتياطية تُنسخ إلى eu-central-1"],
    "غيّرنا المنطقة الافتراضية للنشر من me-south-1 إلى me-central-1",
    0,
    "Region changed; backups untouched.",
)
N(
    "ar",
    "novel",
    "related",
    ["العميل «النخيل» يستلم التقارير يوميًا عبر البريد", "التقارير بصيغة PDF"],
    "العميل «الواحة» يستلم التقارير أسبوعيًا عبر SFTP",
    "Another customer's schedule.",
)
N(
    "ar",
    "novel",
    "plain",
    ["مهلة الطلبات في البوابة 30 ثانية", "البوابة هي nginx"],
    "توثيق nginx يقول إن قيمة proxy_read_timeout الافتراضية 60 ثانية",
    "A doc default quoted; our setting stays.",
)
N(
    "ar",
    "refines",
    "scope",
    ["يُمنع النشر يوم الجمعة", "النشر يتم عبر Argo CD"],
    "يُستثنى من منع الجمعة إصلاحات الأمان بموافقة قائد المناوبة",
    "An exception.",
)


def render() -> str:
    """Shuffle rows and `existing` with the fixed seed; return the JSONL text."""
    rng = random.Random(SEED)
    rows = [dict(r) for r in ROWS]
    rng.shuffle(rows)
    lines = []
    for i, r in enumerate(rows, 1):
        existing = list(r["existing"])
        target = r["target"]
        if not r["keep"]:
            order = list(range(len(existing)))
            rng.shuffle(order)
            existing = [existing[j] for j in order]
            if target is not None:
                target = order.index(target)
        row = {
            "id": f"{ID_PREFIX}{i:03d}",
            "split": "heldout",
            "lang": r["lang"],
            "existing": existing,
            "new": r["new"],
            "label": r["label"],
            "target": target,
            "phrasing": r["phrasing"],
            "note": r["note"],
        }
        lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--stdout" in argv:
        sys.stdout.write(text)
    else:
        OUT.write_text(text, encoding="utf-8")
        print(f"wrote {OUT.name}: {len(ROWS)} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
