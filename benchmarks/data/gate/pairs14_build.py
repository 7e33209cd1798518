"""Build pairs14.jsonl: a blind write-gate pairs set (round 27).

The rows below are written by hand. Each is (lang, existing, new, label, target, phrasing,
note), with ``target`` an index into ``existing`` as written. The renderer shuffles the row
order and the order of ``existing`` with fixed seeds, recomputes the target, gives about a
third of the English two-belief rows one extra unrelated stored belief, and numbers the rows
``h001``... Stdlib only; the output is byte-identical on every run.

Usage: python benchmarks/data/gate/pairs14_build.py [--check]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs14.jsonl")
SEED_ORDER = 1427
SEED_EXISTING = 2714
SEED_FILLER = 1414

FILLERS = [
    "The repository is MIT-licensed",
    "PRs need one approving review before merge",
    "We squash-merge into the default branch",
    "The changelog is generated from conventional commit messages",
    "Issue templates live in .github/ISSUE_TEMPLATE",
    "Copyright headers are not required in source files",
    "The repo mascot in the README is a heron",
    "Sprint demos happen on Fridays",
    "Commit messages are written in the imperative mood",
    "The project chat channel is #heron-dev",
]

S, N, F, D = "supersedes", "novel", "refines", "redundant"
ROWS: list[tuple] = []
TRAPS: set[int] = set()


def r(lang, existing, new, label, target, phrasing, note, trap=False):
    if trap:
        TRAPS.add(len(ROWS))
    ROWS.append((lang, list(existing), new, label, target, phrasing, note))


# ---------------------------------------------------------------- English supersessions
# libraries and APIs
r(
    "en",
    ["The ingest worker talks to S3 through boto3", "The web app fetches data with SWR"],
    "ingest: switch S3 client from boto3 to aioboto3 (#412)",
    S,
    0,
    "from_to",
    "S3 client of the ingest worker replaced",
)
r(
    "en",
    [
        "HTTP calls in ledgerd go through requests, wrapped in core/http.py",
        "ledgerd validates payloads with pydantic",
    ],
    "core/http.py: replace requests with httpx (sync client for now)",
    S,
    0,
    "replaced_by",
    "the wrapper's library changed; pydantic untouched",
)
r(
    "en",
    [
        "ledgerd validates payloads with pydantic v1",
        "Settings are loaded from env vars by core/settings.py",
    ],
    "bump pydantic to 2.7, all validators ported to field_validator",
    S,
    0,
    "implicit",
    "pydantic major version changed, said only by the new version",
)
r(
    "en",
    ["The frontend's date handling uses moment", "The frontend is bundled with Vite"],
    "drop moment; dates go through date-fns now",
    S,
    0,
    "dropped",
    "date library replaced",
)
r(
    "en",
    ["Retries in the ingest worker use tenacity", "The ingest worker is written for Python 3.11"],
    "use backoff, not tenacity, for retries in ingest: tenacity's async support bit us",
    S,
    0,
    "instead_of",
    "retry library replaced",
)
r(
    "en",
    [
        "Logging in ledgerd is stdlib logging with a JSON formatter in core/log.py",
        "Metrics are exported with prometheus_client",
    ],
    "ledgerd logs through structlog now; core/log.py only configures it",
    S,
    0,
    "now_uses",
    "logging library changed; core/log.py keeps a different role",
)
r(
    "en",
    [
        "ledgerd's task queue is Celery with a Redis broker",
        "Emails are rendered from Jinja2 templates",
    ],
    "Celery is gone from ledgerd, background jobs run on dramatiq",
    S,
    0,
    "gone",
    "task queue replaced",
)
r(
    "en",
    [
        "ledgerd's repositories use the SQLAlchemy 1.4 legacy Query API",
        "Migrations are managed with Alembic",
    ],
    "all repositories on SQLAlchemy 2.0 select() style; the Query API is no longer used anywhere",
    S,
    0,
    "no_longer",
    "ORM style changed everywhere",
)
r(
    "en",
    [
        "Frontend state lives in Redux Toolkit slices under web/src/store",
        "Forms in web use react-hook-form",
    ],
    "web: migrate the remaining slices to zustand and delete web/src/store",
    S,
    0,
    "implicit",
    "commit message finishing a migration: Redux gone",
)
r(
    "en",
    ["Tests for ledgerd run with pytest and pytest-asyncio", "Frontend unit tests run with Jest"],
    "web: jest -> vitest, config lives in vite.config.ts",
    S,
    1,
    "from_to",
    "frontend runner replaced; ledgerd tests untouched",
)
r(
    "en",
    [
        "ledgerd serializes JSON responses with the stdlib json module",
        "API responses use camelCase keys",
    ],
    "perf: serialize responses with orjson",
    S,
    0,
    "implicit",
    "only the new library named",
)
r(
    "en",
    ["Password hashing uses bcrypt via passlib", "Sessions are stored in Redis"],
    "auth: hash passwords with argon2id (argon2-cffi); old bcrypt hashes are rehashed on login",
    S,
    0,
    "implicit",
    "hashing scheme changed; rehash on login is the migration path",
)
r(
    "en",
    ["ingest-go logs with logrus", "ingest-go routes HTTP with chi"],
    "ingest-go: logrus replaced by log/slog",
    S,
    0,
    "replaced_by",
    "Go logger replaced",
)
r(
    "en",
    ["ingest-go reads its config with viper", "ingest-go targets Go 1.22"],
    "ingest-go: remove viper, config is plain env parsing with caarlos0/env",
    S,
    0,
    "dropped",
    "config loader replaced",
)
r(
    "en",
    ["HTML sanitizing in ledgerd uses bleach", "Markdown is rendered with markdown-it-py"],
    "bleach is deprecated upstream, swapped it for nh3 in core/sanitize.py",
    S,
    0,
    "switched",
    "sanitizer replaced (the deprecation is the reason, the swap is done)",
)
# renames
r(
    "en",
    [
        "Invoices are built by billing.invoices.make_invoice()",
        "Invoice numbers are allocated by billing.numbering",
    ],
    "rename make_invoice -> build_invoice (no alias kept)",
    S,
    0,
    "from_to",
    "function renamed, old name removed",
)
r(
    "en",
    [
        "The user repository class is UserRepo in accounts/repo.py",
        "Accounts are soft-deleted with a deleted_at column",
    ],
    "accounts/repo.py: UserRepo is now AccountRepository",
    S,
    0,
    "implicit",
    "class renamed",
)
r(
    "en",
    ["The React hook for the current user is useMe()", "The app shell component is AppLayout"],
    "review: please use useCurrentUser(), useMe was renamed last week",
    S,
    0,
    "implicit",
    "review comment telling of a done rename",
)
r(
    "en",
    [
        "The DB session fixture is db_session in tests/conftest.py",
        "Model factories live in tests/factories.py",
    ],
    "conftest: db_session fixture renamed to db (old name removed)",
    S,
    0,
    "implicit",
    "fixture renamed",
)
r(
    "en",
    ["ledgerd's CLI is built with click", "The CLI has a `ledgerd doctor` command"],
    "the CLI is typer now (ledgerd/cli/app.py); click is out of the deps",
    S,
    0,
    "now_uses",
    "CLI library replaced; doctor command not mentioned as changed",
)
r(
    "en",
    [
        "The feature flag for the new checkout is NEW_CHECKOUT",
        "Flags are read through flags.is_enabled(name)",
    ],
    "flag renamed: NEW_CHECKOUT -> checkout_v2 (lowercase keys from now on)",
    S,
    0,
    "from_to",
    "flag key renamed",
)
r(
    "en",
    [
        "The base exception of ledgerd is LedgerError in core/errors.py",
        "HTTP errors are returned as problem+json",
    ],
    "core/errors.py: LedgerError -> AppError, all subclasses updated",
    S,
    0,
    "from_to",
    "base exception renamed",
)
r(
    "en",
    ["The Sentry DSN is read from SENTRY_DSN", "Releases are tagged with the git sha"],
    "SENTRY_DSN renamed to ERROR_REPORTING_DSN in settings and the helm chart",
    S,
    0,
    "implicit",
    "env var renamed",
)
r(
    "en",
    ["ledgerd's health endpoint is /health", "ledgerd's readiness endpoint is /ready"],
    "health check path is /healthz now (probe updated)",
    S,
    0,
    "implicit",
    "health path renamed; readiness untouched",
)
# config keys and defaults
r(
    "en",
    ["DB_POOL_SIZE defaults to 10", "The DB statement timeout is 30s"],
    "settings: DB_POOL_SIZE default 10 -> 20",
    S,
    0,
    "from_to",
    "default changed",
)
r(
    "en",
    [
        "The default timeout of core/http.py is 5 seconds",
        "core/http.py retries idempotent calls 3 times",
    ],
    "core/http.py: default timeout is 10s now (upstream p99 is ~6s)",
    S,
    0,
    "implicit",
    "timeout default changed",
)
r(
    "en",
    ["The Redis URL comes from the REDIS_URL key", "Redis keys are prefixed with 'ldg:'"],
    "config: read CACHE_REDIS_URL; REDIS_URL is no longer read",
    S,
    0,
    "no_longer",
    "config key renamed",
)
r(
    "en",
    [
        "Rate limiting is off by default (RATE_LIMIT_ENABLED=false)",
        "Rate limit counters are kept in Redis",
    ],
    "flip RATE_LIMIT_ENABLED default to true",
    S,
    0,
    "implicit",
    "default flipped",
)
r(
    "en",
    [
        "List endpoints default to 50 items per page",
        "List endpoints allow at most 200 items per page",
    ],
    "pagination: default page size 25, max unchanged",
    S,
    0,
    "implicit",
    "one of two related values changed; the max belief is confirmed",
)
r(
    "en",
    ["ledgerd's config lives in config/settings.toml", "Secrets are fetched from Vault at startup"],
    "config moved to pyproject's [tool.ledgerd] table; settings.toml deleted",
    S,
    0,
    "moved",
    "config file moved",
)
r(
    "en",
    ["Access JWTs last 15 minutes and refresh tokens last 30 days", "JWTs are signed with RS256"],
    "auth: refresh tokens now last 14 days",
    S,
    0,
    "implicit",
    "one of two values in one belief changed",
)
r(
    "en",
    ["LOG_LEVEL defaults to INFO in every environment", "Logs are written to stdout"],
    "LOG_LEVEL default is WARNING in prod now, INFO elsewhere",
    S,
    0,
    "implicit",
    "'every environment' no longer holds",
)
r(
    "en",
    ["core/cache.cached() defaults to a ttl of 60 seconds", "The cache backend is Redis"],
    "core/cache.cached default ttl is 300 now",
    S,
    0,
    "implicit",
    "default ttl changed",
)
r(
    "en",
    [
        "core/http.py makes 3 attempts per idempotent call",
        "core/http.py logs every retry at WARNING",
    ],
    "core/http.py: retry only twice, the third attempt never helped",
    S,
    0,
    "implicit",
    "retry count changed",
)
r(
    "en",
    [
        "Background jobs time out after 60s and are retried at most 3 times",
        "Jobs log their start and end",
    ],
    "dramatiq middleware: max retries 5 (timeout stays 60s)",
    S,
    0,
    "implicit",
    "one of two values changed",
)
r(
    "en",
    ["The CSV export uses ';' as delimiter", "Export files are UTF-8 with a BOM"],
    "exports: delimiter is ',' now (customers asked), BOM kept",
    S,
    0,
    "implicit",
    "delimiter changed, BOM confirmed",
)
# file layout
r(
    "en",
    ["Database models live in ledgerd/models.py", "Routes live in ledgerd/api/routes/"],
    "split ledgerd/models.py into a ledgerd/models/ package, one module per aggregate",
    S,
    0,
    "implicit",
    "file split into a package",
)
r(
    "en",
    [
        "Shared TypeScript types are in web/src/types.ts",
        "The API client types are generated with openapi-typescript",
    ],
    "move shared types to packages/types (workspace package @heron/types)",
    S,
    0,
    "moved",
    "file moved to a package",
)
r(
    "en",
    [
        "Integration tests live in tests/integration/",
        "Unit tests live next to the code as *_test.py",
    ],
    "unit tests moved to tests/unit/, no more colocated *_test.py",
    S,
    1,
    "moved",
    "unit test layout moved",
)
r(
    "en",
    ["CI runs from .github/workflows/ci.yml", "Releases run from .github/workflows/release.yml"],
    "ci.yml split into lint.yml and test.yml",
    S,
    0,
    "implicit",
    "workflow file split",
)
r(
    "en",
    ["ledgerd's Dockerfile is at the repo root", "Images are pushed to ghcr.io"],
    "Dockerfile moved to deploy/ledgerd/Dockerfile",
    S,
    0,
    "moved",
    "file moved",
)
r(
    "en",
    ["Email templates live in templates/email/", "Emails go out through Postmark"],
    "email templates live under ledgerd/notify/templates/ after the notify refactor",
    S,
    0,
    "implicit",
    "templates moved, said by naming the new place",
)
r(
    "en",
    ["Feature flag defaults live in flags/defaults.yaml", "Flags are evaluated per tenant"],
    "flag defaults moved into the Unleash project; flags/defaults.yaml removed",
    S,
    0,
    "moved",
    "defaults moved",
)
# error handling and logging conventions
r(
    "en",
    [
        "Convention: services raise domain exceptions and the API layer maps them to HTTP codes",
        "Convention: no bare except",
    ],
    "review: services return Result objects for expected failures now, don't raise (ADR-14)",
    S,
    0,
    "implicit",
    "error-handling convention changed",
)
r(
    "en",
    ["Log messages are built with f-strings", "Every log line carries request_id"],
    "ruff G004 is on: no f-strings in log calls, pass %-style args",
    S,
    0,
    "negation",
    "logging convention reversed",
)
r(
    "en",
    ["ledgerd reports errors to Sentry", "ledgerd exports traces over OTLP"],
    "ledgerd error reporting switched from Sentry to Rollbar",
    S,
    0,
    "from_to",
    "error reporter replaced",
)
r(
    "en",
    ["4xx responses are logged at ERROR", "5xx responses are logged at ERROR with a stack trace"],
    "4xx are logged at INFO now, ERROR was too noisy",
    S,
    0,
    "implicit",
    "level for 4xx changed; 5xx confirmed",
)
r(
    "en",
    [
        "Request IDs are generated as UUID4 in middleware/request_id.py",
        "Request IDs are returned in X-Request-ID",
    ],
    "request ids come from the ingress traceparent now, the middleware only reads them",
    S,
    0,
    "implicit",
    "the middleware no longer generates ids",
)
# fixtures and helpers
r(
    "en",
    [
        "Tests use factory_boy factories in tests/factories.py",
        "The test DB runs in a container via testcontainers",
    ],
    "factories ported to polyfactory, factory_boy removed from dev deps",
    S,
    0,
    "implicit",
    "factory library replaced",
)
r(
    "en",
    ["HTTP calls in tests are mocked with responses", "Time is frozen in tests with freezegun"],
    "since the httpx switch we mock HTTP with respx, responses is gone",
    S,
    0,
    "gone",
    "HTTP mock library replaced",
)
r(
    "en",
    ["Time is frozen in tests with freezegun", "Tests run in random order with pytest-randomly"],
    "use time-machine, not freezegun: faster and it handles asyncio",
    S,
    0,
    "instead_of",
    "time-freezing library replaced",
)
r(
    "en",
    ["The test DB is SQLite in memory", "Migrations are tested in CI"],
    "tests run against Postgres 16 via testcontainers; the SQLite fixture is deleted",
    S,
    0,
    "implicit",
    "test DB replaced",
)
r(
    "en",
    [
        "The API test login helper is tests/helpers.login_as(user)",
        "API tests use FastAPI's TestClient",
    ],
    "login_as moved to tests/support/auth.py and takes a role: login_as(role=...)",
    S,
    0,
    "moved",
    "helper moved and its signature changed",
)
# feature flags
r(
    "en",
    ["Flag checkout_v2 is off in prod", "Flag search_typo_tolerance is on everywhere"],
    "checkout_v2 enabled in prod at 100%",
    S,
    0,
    "implicit",
    "flag turned on",
)
r(
    "en",
    ["Feature flags are served by LaunchDarkly", "Flags are read through flags.is_enabled(name)"],
    "flags backend: LaunchDarkly -> Unleash (self-hosted); flags.is_enabled unchanged",
    S,
    0,
    "from_to",
    "flag backend replaced; accessor confirmed",
)
r(
    "en",
    ["Flag legacy_export is on for all tenants", "Exports are written as CSV"],
    "remove the legacy_export flag and its code path",
    S,
    0,
    "dropped",
    "flag removed",
)
# tooling and runtime
r(
    "en",
    ["ledgerd runs on Python 3.11", "ledgerd's Docker image is based on python:slim"],
    "bump python to 3.12 in .python-version and the Dockerfile",
    S,
    0,
    "implicit",
    "runtime bumped",
)
r(
    "en",
    ["Python dependencies are managed with poetry", "The lockfile is committed"],
    "poetry -> uv; uv.lock replaces poetry.lock",
    S,
    0,
    "from_to",
    "package manager replaced; lockfile still committed",
)
r(
    "en",
    ["Linting is flake8 + isort + black", "Type checking is mypy --strict"],
    "ruff replaces flake8, isort and black (ruff format)",
    S,
    0,
    "replaced_by",
    "linters replaced",
)
r(
    "en",
    ["CI type-checks with mypy", "Pre-commit runs ruff"],
    "switched CI type checking to pyright",
    S,
    0,
    "switched",
    "type checker replaced",
)
r(
    "en",
    ["The frontend package manager is npm", "The frontend builds on Node 20"],
    "web moved to pnpm, package-lock.json removed",
    S,
    0,
    "moved",
    "package manager replaced",
)
r(
    "en",
    ["ledgerd's HTTP framework is Flask", "ledgerd runs its DB migrations in an init container"],
    "ledgerd: Flask app gone, everything is served by FastAPI",
    S,
    0,
    "gone",
    "framework replaced",
)
r(
    "en",
    ["Scheduled jobs run with APScheduler inside the web process", "Jobs are idempotent"],
    "scheduled jobs run as Kubernetes CronJobs now, APScheduler removed",
    S,
    0,
    "implicit",
    "scheduler replaced",
)
r(
    "en",
    ["Storage keys are built with os.path.join", "Uploads go to the 'uploads' bucket"],
    "storage keys built with posixpath, not os.path (windows dev boxes broke keys)",
    S,
    0,
    "instead_of",
    "helper replaced",
)
r(
    "en",
    ["The search module uses the elasticsearch-py 7 client", "The search index is rebuilt nightly"],
    "search: elasticsearch-py swapped for opensearch-py",
    S,
    0,
    "switched",
    "search client replaced",
)
r(
    "en",
    ["All routes are mounted under /v1", "The API uses cursor pagination"],
    "all routes mounted under /api/v2 now; /v1 removed",
    S,
    0,
    "implicit",
    "route prefix changed",
)
r(
    "en",
    ["Money amounts are floats in the invoice module", "Currency codes are ISO 4217 strings"],
    "fix: money is Decimal everywhere in billing, no longer float",
    S,
    0,
    "no_longer",
    "money type changed",
)
r(
    "en",
    ["New rows get UUIDv4 ids", "Ids are generated in the app, not the DB"],
    "new rows get UUIDv7 ids (uuid6 package)",
    S,
    0,
    "implicit",
    "id version changed",
)
r(
    "en",
    [
        "Webhooks are signed with HMAC-SHA1 in the X-Heron-Signature header",
        "Webhooks are retried 5 times",
    ],
    "webhooks: signature is HMAC-SHA256 now, same header",
    S,
    0,
    "implicit",
    "one of two facts in a belief changed",
)
r(
    "en",
    ["The EU invoice path still calls billing.legacy_tax", "Tax rates come from tax/rates.yaml"],
    "EU invoices use tax.compute() now; billing.legacy_tax deleted",
    S,
    0,
    "implicit",
    "deprecated function finally removed",
)
r(
    "en",
    ["The GraphQL server is graphene", "The GraphQL schema is code-first"],
    "graphene -> strawberry, still code-first",
    S,
    0,
    "from_to",
    "GraphQL library replaced; code-first confirmed",
)
r(
    "en",
    ["The frontend router is react-router v5", "Routes are defined in web/src/routes.tsx"],
    "react-router 6 upgrade done, every <Switch> is gone",
    S,
    0,
    "implicit",
    "major version changed",
)
r(
    "en",
    ["The retry helper lives in core/utils.py", "Retries use exponential backoff with jitter"],
    "correction to my earlier note: the retry helper is in core/retry.py, not core/utils.py",
    S,
    0,
    "correction",
    "agent corrects its own note",
)
r(
    "en",
    ["Image resizing uses Pillow", "Thumbnails are 256px wide"],
    "images: pyvips instead of Pillow for resizing (memory)",
    S,
    0,
    "instead_of",
    "imaging library replaced",
)
r(
    "en",
    [
        "Settings are a pydantic BaseSettings class, core.settings.Settings",
        "Secrets are fetched from Vault at startup",
    ],
    "actually settings are a plain dataclass in core/config.py"
    "; Settings was removed in the cleanup PR",
    S,
    0,
    "correction",
    "agent corrects a stale belief",
)
r(
    "en",
    ["ingest-go routes HTTP with chi", "ingest-go talks to Postgres with pgx"],
    "ingest-go: chi swapped out for net/http ServeMux (Go 1.22 patterns)",
    S,
    0,
    "switched",
    "router replaced",
)
r(
    "en",
    ["ingest-go uses database/sql with lib/pq", "ingest-go logs with log/slog"],
    "lib/pq dropped, pgxpool everywhere",
    S,
    0,
    "dropped",
    "driver replaced",
)
r(
    "en",
    ["ingest-go wraps errors with pkg/errors", "ingest-go targets Go 1.22"],
    "stop using pkg/errors: fmt.Errorf with %w and errors.Join only (enforced by depguard)",
    S,
    0,
    "implicit",
    "error-wrapping convention changed, enforced",
)
r(
    "en",
    [
        "Invoices are rendered to PDF with WeasyPrint",
        "Invoices are stored in the 'invoices' bucket",
    ],
    "invoice PDFs render with Typst now",
    S,
    0,
    "implicit",
    "renderer replaced",
)
r(
    "en",
    ["web/src/api holds hand-written axios wrappers", "web uses TanStack Query for server state"],
    "web/src/api is generated by orval now; the axios wrappers are deleted",
    S,
    0,
    "implicit",
    "client code generated",
)
r(
    "en",
    ["Storybook uses the webpack builder", "Components live in web/src/components"],
    "storybook builder: webpack -> vite",
    S,
    0,
    "from_to",
    "builder replaced",
)
r(
    "en",
    ["web is styled with styled-components", "Design tokens are in web/src/theme.ts"],
    "styled-components is gone, web is all Tailwind now",
    S,
    0,
    "gone",
    "styling library replaced",
)
r(
    "en",
    ["The nightly reindex cron runs at 02:00 UTC", "The reindex runs as a Kubernetes CronJob"],
    "reindex cron moved to 04:30 UTC",
    S,
    0,
    "moved",
    "schedule moved",
)
r(
    "en",
    [
        "docs/openapi.yaml is written by hand",
        "The frontend client is generated from the OpenAPI spec",
    ],
    "openapi.yaml is no longer hand-written; it is exported from FastAPI at build time",
    S,
    0,
    "no_longer",
    "how the spec is produced changed",
)
r(
    "en",
    ["The default branch is master", "Release tags look like vX.Y.Z"],
    "default branch is main now, master deleted",
    S,
    0,
    "implicit",
    "branch renamed",
)
r(
    "en",
    ["Slow queries are logged when they take over 500 ms", "SQL logging is off in prod"],
    "slow query threshold 500ms -> 200ms",
    S,
    0,
    "from_to",
    "threshold changed",
)
r(
    "en",
    ["The pre-commit hook runs the full test suite", "Pre-commit runs ruff"],
    "pre-commit no longer runs the tests, CI does",
    S,
    0,
    "no_longer",
    "hook step removed",
)
r(
    "en",
    [
        "The Pydantic models for the API live in ledgerd/schemas.py",
        "Routes live in ledgerd/api/routes/",
    ],
    "schemas sit next to their routes now (ledgerd/api/routes/<name>/schemas.py)",
    S,
    0,
    "implicit",
    "layout changed",
)
r(
    "en",
    ["The coverage gate in CI is 80%", "Coverage is measured with coverage.py"],
    "coverage fail_under = 85",
    S,
    0,
    "implicit",
    "said only by the config line",
)
r(
    "en",
    [
        "Tenant scoping is done by a SQLAlchemy event listener in db/tenancy.py",
        "Every table has a tenant_id column",
    ],
    "tenant scoping uses Postgres row-level security now, the event listener is deleted",
    S,
    0,
    "implicit",
    "mechanism replaced; tenant_id column confirmed",
)
# two-belief changes (same new, two rows)
r(
    "en",
    ["The shared Python package is named heron_core", "The repo has a `make dev` target"],
    "refactor: rename heron_core -> heron and move it from lib/ to src/",
    S,
    0,
    "from_to",
    "two-belief change (1/2): package renamed",
)
r(
    "en",
    ["The shared Python package lives under lib/", "API responses use camelCase keys"],
    "refactor: rename heron_core -> heron and move it from lib/ to src/",
    S,
    0,
    "from_to",
    "two-belief change (2/2): package moved",
)
r(
    "en",
    ["Client state in web is kept in Redux", "web builds with Vite"],
    "web: drop Redux and axios; zustand for client state, ky for fetch",
    S,
    0,
    "dropped",
    "two-belief change (1/2): state library replaced",
)
r(
    "en",
    ["web's HTTP calls use axios", "Components live in web/src/components"],
    "web: drop Redux and axios; zustand for client state, ky for fetch",
    S,
    0,
    "dropped",
    "two-belief change (2/2): HTTP library replaced",
)
r(
    "en",
    ["The flag for the new search is beta_search", "Flags are evaluated per tenant"],
    "flags: rename beta_search -> search_v2 and turn it on in prod",
    S,
    0,
    "from_to",
    "two-belief change (1/2): flag renamed",
)
r(
    "en",
    ["The new search flag is off in prod", "The search index is rebuilt nightly"],
    "flags: rename beta_search -> search_v2 and turn it on in prod",
    S,
    0,
    "implicit",
    "two-belief change (2/2): flag turned on",
)
# wrong-target traps (written order kept)
r(
    "en",
    [
        "ledgerd's task queue is Celery (Redis broker)",
        "ledgerd uses dramatiq for the new notification jobs",
    ],
    "ledgerd: moved all task queue work from Celery to dramatiq",
    S,
    0,
    "from_to",
    "trap: replaces the Celery belief, confirms the dramatiq one",
    trap=True,
)
r(
    "en",
    ["Tests mock HTTP with respx", "Tests mock HTTP with responses (old sync tests)"],
    "tests: switch HTTP mocking from responses to respx everywhere",
    S,
    1,
    "switched",
    "trap: replaces the responses belief, confirms respx",
    trap=True,
)
r(
    "en",
    [
        "ledgerd logs with structlog",
        "ledgerd's older modules log with stdlib logging and a JSON formatter",
    ],
    "no longer using stdlib logging directly in ledgerd, structlog everywhere",
    S,
    1,
    "no_longer",
    "trap: replaces the stdlib belief, confirms structlog",
    trap=True,
)
r(
    "en",
    ["Forms in web use Formik", "Forms on the new settings pages use react-hook-form"],
    "web: all forms moved from Formik to react-hook-form",
    S,
    0,
    "from_to",
    "trap: replaces Formik, confirms react-hook-form",
    trap=True,
)

# ---------------------------------------------------------------- English negatives
# the same name or change in another module
r(
    "en",
    ["ledgerd logs with structlog", "Metrics are exported with prometheus_client"],
    "ingest-go: switch logging to zerolog",
    N,
    None,
    "switched",
    "another service's logger",
)
r(
    "en",
    ["The web app is bundled with Vite", "web uses TanStack Query for server state"],
    "docs-site: switch bundler from webpack to Vite",
    N,
    None,
    "from_to",
    "another package's bundler",
)
r(
    "en",
    ["DB_POOL_SIZE defaults to 20 in ledgerd", "The DB statement timeout is 30s"],
    "ingest-go: pgxpool MaxConns 10 -> 40",
    N,
    None,
    "from_to",
    "pool of another service",
)
r(
    "en",
    [
        "Invoices are built by billing.invoices.build_invoice()",
        "Invoice numbers are allocated by billing.numbering",
    ],
    "tests/helpers.py: rename make_invoice -> invoice_payload (it only builds dicts)",
    N,
    None,
    "from_to",
    "a test helper with an old name, not the billing function",
)
r(
    "en",
    ["ledgerd's health endpoint is /healthz", "ledgerd's readiness endpoint is /ready"],
    "ingest-go's health endpoint moved to /live",
    N,
    None,
    "moved",
    "another service's endpoint",
)
r(
    "en",
    ["Flag checkout_v2 is on in prod", "Flags are read through flags.is_enabled(name)"],
    "turned off checkout_v2_promo_banner in prod",
    N,
    None,
    "related",
    "a different flag with a similar name",
)
r(
    "en",
    ["ledgerd reports errors to Rollbar", "web reports errors to Sentry"],
    "admin-ui: Sentry replaced by Rollbar",
    N,
    None,
    "replaced_by",
    "a third app; neither stored belief changes",
)
r(
    "en",
    ["core/http.py has a default timeout of 10s", "core/http.py retries idempotent calls twice"],
    "ingest-go http client: timeout 5s -> 8s",
    N,
    None,
    "from_to",
    "the Go client, not core/http.py",
)
r(
    "en",
    [
        "The DB session fixture is db in tests/conftest.py",
        "Model factories live in tests/factories.py",
    ],
    "ingest tests: the db_session fixture in ingest/tests/conftest.py is now pg",
    N,
    None,
    "now_uses",
    "same fixture name in another package",
)
r(
    "en",
    ["ledgerd's CLI is built with typer", "The CLI has a `ledgerd doctor` command"],
    "tools/release.py: argparse replaced by click",
    N,
    None,
    "replaced_by",
    "a script, not ledgerd's CLI",
)
r(
    "en",
    [
        "ledgerd's config lives in pyproject's [tool.ledgerd] table",
        "Secrets are fetched from Vault at startup",
    ],
    "ruff config moved from ruff.toml to [tool.ruff] in pyproject",
    N,
    None,
    "moved",
    "another tool's config moved",
)
r(
    "en",
    ["The search module uses opensearch-py", "The search index is rebuilt nightly"],
    "the audit log viewer switched from opensearch-py to plain Postgres full-text",
    N,
    None,
    "switched",
    "another module stops using the client",
)
r(
    "en",
    ["Tests use polyfactory factories", "The test DB is Postgres 16 via testcontainers"],
    "web tests: replaced the hand-written mocks with msw",
    N,
    None,
    "replaced_by",
    "frontend test mocks",
)
r(
    "en",
    ["Unit tests live in tests/unit/", "Integration tests live in tests/integration/"],
    "ingest-go tests moved into internal/<pkg>/*_test.go",
    N,
    None,
    "moved",
    "Go layout, not the Python tests",
)
r(
    "en",
    ["LOG_LEVEL defaults to WARNING in prod and INFO elsewhere", "Logs are written to stdout"],
    "the uvicorn access log level is now warning",
    N,
    None,
    "now_uses",
    "a separate logger's level",
)
# deprecations still in use
r(
    "en",
    [
        "Settings are read with core.config.get_settings()",
        "get_settings() is cached with lru_cache",
    ],
    "get_settings() is deprecated in favour of Settings.current()"
    "; the old call still works and has 40 callers",
    F,
    None,
    "detail",
    "deprecated but still the way settings are read",
)
r(
    "en",
    ["The EU invoice path calls billing.legacy_tax", "Tax rates come from tax/rates.yaml"],
    "billing.legacy_tax is marked @deprecated"
    "; tax.compute() replaces it once the EU path is ported",
    F,
    None,
    "detail",
    "deprecation note; the EU path still calls it",
)
r(
    "en",
    ["The React hook for the current user is useMe()", "The app shell component is AppLayout"],
    "useMe() logs a deprecation warning in dev now; useCurrentUser() lands next sprint",
    F,
    None,
    "detail",
    "a warning, no rename yet",
)
r(
    "en",
    ["ingest-go wraps errors with pkg/errors", "ingest-go targets Go 1.22"],
    "pkg/errors is archived upstream but we keep it until the error audit is done",
    F,
    None,
    "detail",
    "deprecated upstream, still used",
)
r(
    "en",
    ["HTML sanitizing in ledgerd uses bleach", "Markdown is rendered with markdown-it-py"],
    "heads up: bleach is deprecated upstream; we stay on it for now",
    F,
    None,
    "detail",
    "deprecated, still in use",
)
# plans, TODOs
r(
    "en",
    ["ledgerd's task queue is dramatiq", "Jobs are idempotent"],
    "TODO: evaluate moving the dramatiq jobs to arq",
    N,
    None,
    "question",
    "a TODO, nothing moved",
)
r(
    "en",
    ["Frontend unit tests run with Jest", "web is bundled with Vite"],
    "plan for Q3: jest -> vitest once the ESM issues are sorted",
    N,
    None,
    "question",
    "a plan",
)
r(
    "en",
    ["Python dependencies are managed with poetry", "The lockfile is committed"],
    "RFC: should we move from poetry to uv? comments by Friday",
    N,
    None,
    "question",
    "an RFC",
)
r(
    "en",
    ["Database models live in ledgerd/models.py", "Routes live in ledgerd/api/routes/"],
    "# TODO(ana): split models.py by aggregate",
    N,
    None,
    "question",
    "a TODO comment",
)
r(
    "en",
    [
        "List endpoints default to 50 items per page",
        "List endpoints allow at most 200 items per page",
    ],
    "thinking of lowering the default page size to 25, thoughts?",
    N,
    None,
    "question",
    "a proposal",
)
r(
    "en",
    ["ledgerd runs on Python 3.11", "ledgerd's Docker image is based on python:slim"],
    "opened #530 to try Python 3.13 in a CI matrix job, not merged",
    N,
    None,
    "question",
    "an open PR",
)
r(
    "en",
    ["Feature flags are served by Unleash", "Flags are evaluated per tenant"],
    "next step after the audit: drop Unleash for a YAML file? let's discuss",
    N,
    None,
    "question",
    "a suggestion",
)
r(
    "en",
    ["Image resizing uses pyvips", "Thumbnails are 256px wide"],
    "will bump thumbnails to 320px after the redesign ships",
    N,
    None,
    "question",
    "a change not yet done",
)
r(
    "en",
    ["The frontend router is react-router v6", "Routes are defined in web/src/routes.tsx"],
    "spike: TanStack Router on a branch, not for main yet",
    N,
    None,
    "question",
    "an experiment",
)
r(
    "en",
    ["The coverage gate in CI is 85%", "Coverage is measured with coverage.py"],
    "we could raise fail_under to 90 once billing has tests",
    N,
    None,
    "question",
    "a conditional plan",
)
# questions in review
r(
    "en",
    [
        "Tests use factory_boy factories in tests/factories.py",
        "The test DB runs in a container via testcontainers",
    ],
    "review q: why factory_boy here and not polyfactory?",
    N,
    None,
    "question",
    "a review question",
)
r(
    "en",
    [
        "The default timeout of core/http.py is 10 seconds",
        "core/http.py retries idempotent calls twice",
    ],
    "nit: is 10s right for the PDF service call? maybe override per call",
    N,
    None,
    "question",
    "a review question",
)
r(
    "en",
    [
        "The React hook for the current user is useCurrentUser()",
        "The app shell component is AppLayout",
    ],
    "review: could useCurrentUser be renamed to useViewer?",
    N,
    None,
    "question",
    "a rename asked, not done",
)
r(
    "en",
    ["ledgerd's repositories use SQLAlchemy 2.0 select()", "Migrations are managed with Alembic"],
    "Q on #611: do we still need Alembic's batch mode now that SQLite is gone from tests?",
    N,
    None,
    "question",
    "a question mentioning the tools",
)
r(
    "en",
    [
        "The base exception of ledgerd is AppError in core/errors.py",
        "HTTP errors are returned as problem+json",
    ],
    "should NotFound subclass AppError or be its own thing?",
    N,
    None,
    "question",
    "a design question",
)
r(
    "en",
    ["Storage keys are built with posixpath", "Uploads go to the 'uploads' bucket"],
    "does anybody still need os.path for keys on Windows? asking before I grep",
    N,
    None,
    "question",
    "a question about the old helper",
)
# additions beside the old thing
r(
    "en",
    ["Tests mock HTTP with respx", "Time is frozen in tests with time-machine"],
    "add pytest-httpserver for the webhook receiver tests (respx can't do inbound)",
    N,
    None,
    "related",
    "a second tool beside respx",
)
r(
    "en",
    ["ledgerd reports errors to Sentry", "Releases are tagged with the git sha"],
    "also send ledgerd errors to the OTLP collector as span events",
    N,
    None,
    "related",
    "an additional sink",
)
r(
    "en",
    ["web is styled with Tailwind", "Design tokens are in web/src/theme.ts"],
    "add clsx for conditional class names",
    N,
    None,
    "related",
    "a helper beside Tailwind",
)
r(
    "en",
    ["ledgerd's repositories use SQLAlchemy 2.0", "ledgerd talks to Postgres with psycopg"],
    "added asyncpg for the new async repositories; the sync ones keep psycopg",
    N,
    None,
    "related",
    "a second driver beside the first",
)
r(
    "en",
    ["Exports are written as CSV", "Export files are UTF-8 with a BOM"],
    "exports: XLSX added as a second format (openpyxl)",
    N,
    None,
    "related",
    "an added format",
)
r(
    "en",
    ["Logs are written to stdout as JSON", "Every log line carries request_id"],
    "now also writing an audit trail to the audit_events table",
    N,
    None,
    "now_uses",
    "an added audit trail",
)
r(
    "en",
    ["Linting is ruff", "Type checking is mypy --strict"],
    "added pyright in the editor config for faster feedback; CI keeps mypy",
    N,
    None,
    "related",
    "an addition beside mypy",
)
r(
    "en",
    ["Flags are read through flags.is_enabled(name)", "Flags are evaluated per tenant"],
    "new helper flags.variant(name) for multivariate flags",
    N,
    None,
    "related",
    "a new helper beside the old one",
)
r(
    "en",
    ["ledgerd's HTTP framework is FastAPI", "ledgerd's readiness endpoint is /ready"],
    "mounted a small Starlette app at /internal for the metrics scrape",
    N,
    None,
    "related",
    "an addition",
)
r(
    "en",
    ["The CLI has a `ledgerd doctor` command", "ledgerd's CLI is built with typer"],
    "new `ledgerd reindex` command",
    N,
    None,
    "plain",
    "a new command",
)
r(
    "en",
    ["Retries in the ingest worker use backoff", "The ingest worker is written for Python 3.11"],
    "ingest: retries also cover botocore ClientError throttling now",
    N,
    None,
    "now_uses",
    "retry scope grows, library unchanged",
)
# restatements
r(
    "en",
    ["ledgerd's background jobs run on dramatiq", "Jobs are idempotent"],
    "background work in ledgerd is done by dramatiq actors",
    D,
    None,
    "paraphrase",
    "same fact",
)
r(
    "en",
    [
        "The DB session fixture is db in tests/conftest.py",
        "Model factories live in tests/factories.py",
    ],
    "for a session in tests use the `db` fixture from conftest",
    D,
    None,
    "paraphrase",
    "same fact",
)
r(
    "en",
    [
        "Celery was removed from ledgerd; jobs run on dramatiq",
        "Emails are rendered from Jinja2 templates",
    ],
    "reminder: Celery is gone from ledgerd",
    D,
    None,
    "gone",
    "already reflected",
)
r(
    "en",
    ["web is bundled with Vite", "web uses TanStack Query for server state"],
    "web: switched from webpack to Vite (done in #388)",
    D,
    None,
    "switched",
    "a change the store already holds",
)
r(
    "en",
    [
        "The default timeout of core/http.py is 10 seconds",
        "core/http.py retries idempotent calls twice",
    ],
    "core/http.py defaults to a ten-second timeout",
    D,
    None,
    "paraphrase",
    "same value in words",
)
r(
    "en",
    ["Flags are read through flags.is_enabled(name)", "Flags are evaluated per tenant"],
    "Flags are read through flags.is_enabled(name)",
    D,
    None,
    "exact",
    "verbatim repeat",
)
r(
    "en",
    ["Unit tests live in tests/unit/", "Integration tests live in tests/integration/"],
    "Unit tests live in tests/unit/",
    D,
    None,
    "exact",
    "verbatim repeat",
)
r(
    "en",
    ["Money is Decimal everywhere in billing", "Currency codes are ISO 4217 strings"],
    "billing never uses float for money",
    D,
    None,
    "negation",
    "same rule said as a not",
)
r(
    "en",
    ["Linting and formatting are done by ruff", "Type checking is mypy --strict"],
    "flake8 and black are no longer used; ruff does both",
    D,
    None,
    "no_longer",
    "already reflected",
)
r(
    "en",
    ["ledgerd logs through structlog", "Metrics are exported with prometheus_client"],
    "logging in ledgerd = structlog",
    D,
    None,
    "paraphrase",
    "terse restatement",
)
r(
    "en",
    ["New rows get UUIDv7 ids", "Ids are generated in the app, not the DB"],
    "ids for new rows are UUID version 7, made in the app",
    D,
    None,
    "paraphrase",
    "restates both",
)
r(
    "en",
    ["The default branch is main", "Release tags look like vX.Y.Z"],
    "we did not go back to master, main is still the default branch",
    D,
    None,
    "negation",
    "confirms main",
)
r(
    "en",
    ["Time is frozen in tests with time-machine", "Tests run in random order with pytest-randomly"],
    "use time-machine instead of freezegun (as agreed in March)",
    D,
    None,
    "instead_of",
    "already reflected",
)
# partial migrations
r(
    "en",
    [
        "HTTP calls in ledgerd go through requests, wrapped in core/http.py",
        "ledgerd validates payloads with pydantic",
    ],
    "the billing client uses httpx now; the rest of core/http.py is still on requests",
    F,
    None,
    "scope",
    "one client migrated, the wrapper still on requests",
)
r(
    "en",
    ["Frontend state lives in Redux Toolkit slices", "Forms in web use react-hook-form"],
    "web: the cart slice moved to zustand as a pilot, other slices stay on Redux",
    F,
    None,
    "scope",
    "partial migration",
)
r(
    "en",
    [
        "ledgerd's repositories use the SQLAlchemy 1.4 legacy Query API",
        "Migrations are managed with Alembic",
    ],
    "started porting repositories to 2.0 select(): accounts done, 11 to go",
    F,
    None,
    "scope",
    "partial migration",
)
r(
    "en",
    [
        "Tests use factory_boy factories in tests/factories.py",
        "The test DB runs in a container via testcontainers",
    ],
    "new billing tests use polyfactory; existing factories untouched",
    F,
    None,
    "scope",
    "new code only",
)
r(
    "en",
    ["The frontend's date handling uses moment", "The frontend is bundled with Vite"],
    "the new reports page uses date-fns; moment everywhere else for now",
    F,
    None,
    "scope",
    "one page only",
)
r(
    "en",
    ["ledgerd's HTTP framework is Flask", "ledgerd runs its DB migrations in an init container"],
    "first FastAPI router (webhooks) mounted inside the Flask app; everything else still Flask",
    F,
    None,
    "scope",
    "partial migration",
)
r(
    "en",
    ["ingest-go logs with logrus", "ingest-go routes HTTP with chi"],
    "ingest-go: internal/queue logs with slog, the other packages still use logrus",
    F,
    None,
    "scope",
    "one package migrated",
)
# history
r(
    "en",
    ["ledgerd's HTTP framework is FastAPI", "ledgerd's readiness endpoint is /ready"],
    "for context: ledgerd started on Flask in 2021 and moved in 2024",
    N,
    None,
    "related",
    "history",
)
r(
    "en",
    ["Feature flags are served by Unleash", "Flags are evaluated per tenant"],
    "we used LaunchDarkly until last spring",
    N,
    None,
    "related",
    "history",
)
r(
    "en",
    ["Tests mock HTTP with respx", "Time is frozen in tests with time-machine"],
    "fun fact: responses was the first mock library in this repo",
    N,
    None,
    "related",
    "history",
)
r(
    "en",
    ["Python dependencies are managed with uv", "The lockfile is committed"],
    "the old poetry.lock is still in git history if you need to bisect",
    N,
    None,
    "related",
    "history",
)
# change words about something else
r(
    "en",
    ["The default branch is main", "Release tags look like vX.Y.Z"],
    "rename local branch feat/x -> feat/pdf-typst before the PR",
    N,
    None,
    "from_to",
    "a feature branch",
)
r(
    "en",
    ["ledgerd logs through structlog", "Every log line carries request_id"],
    "switched my editor to zed, the ruff LSP works fine",
    N,
    None,
    "switched",
    "personal setup",
)
r(
    "en",
    ["The retry helper lives in core/retry.py", "Retries use exponential backoff with jitter"],
    "drop the retry in test_webhook_timeout, it hides the bug",
    N,
    None,
    "dropped",
    "a retry in one test",
)
r(
    "en",
    ["Database models live in the ledgerd/models/ package", "Routes live in ledgerd/api/routes/"],
    "moved the ERD diagram to docs/erd.svg",
    N,
    None,
    "moved",
    "a diagram moved",
)
r(
    "en",
    ["ledgerd validates payloads with pydantic v2", "Settings are loaded from env vars"],
    "signup: replaced the hand-rolled email regex with pydantic's EmailStr",
    N,
    None,
    "replaced_by",
    "uses the stored library more",
)
r(
    "en",
    ["Log calls use %-style args, never f-strings", "Every log line carries request_id"],
    "no longer seeing duplicate log lines after the handler fix",
    N,
    None,
    "no_longer",
    "a fixed bug",
)
r(
    "en",
    ["core/cache.cached() defaults to a ttl of 300 seconds", "The cache backend is Redis"],
    "tenant cache: instead of caching the whole tenant object, cache only its plan id",
    N,
    None,
    "instead_of",
    "what one cache holds",
)
r(
    "en",
    ["All routes are mounted under /api/v2", "The API uses cursor pagination"],
    "GET /api/v2/invoices now returns due_date",
    N,
    None,
    "now_uses",
    "a field added",
)
r(
    "en",
    ["The test DB is Postgres 16 via testcontainers", "Migrations are tested in CI"],
    "the flaky test_refund_race is gone after the lock fix",
    N,
    None,
    "gone",
    "a flaky test fixed",
)
r(
    "en",
    ["ledgerd's Dockerfile is at deploy/ledgerd/Dockerfile", "Images are pushed to ghcr.io"],
    "Dockerfile: switched the base image tag from python:3.12-slim to its digest",
    N,
    None,
    "switched",
    "pinning, nothing stored changes",
)
r(
    "en",
    [
        "The API test login helper is login_as(role=...) in tests/support/auth.py",
        "API tests use FastAPI's TestClient",
    ],
    "test_admin_export: use login_as(role='admin') instead of building the token by hand",
    N,
    None,
    "instead_of",
    "one test uses the helper",
)
r(
    "en",
    ["Image resizing uses pyvips", "Thumbnails are 256px wide"],
    "replaced the broken sample JPEG in tests/data",
    N,
    None,
    "replaced_by",
    "a fixture file",
)
# refinements: detail, example, scope, negation
r(
    "en",
    [
        "The default timeout of core/http.py is 10 seconds",
        "core/http.py retries idempotent calls twice",
    ],
    "core/http.py: the 10s default is the total timeout; connect is 2s",
    F,
    None,
    "detail",
    "detail, value kept",
)
r(
    "en",
    ["Flag checkout_v2 is on in prod", "Flags are read through flags.is_enabled(name)"],
    "checkout_v2 is on in prod except for tenant qa-test, kept off for the QA account",
    F,
    None,
    "scope",
    "one-tenant exception",
)
r(
    "en",
    ["ledgerd logs through structlog", "Metrics are exported with prometheus_client"],
    "structlog processors: timestamper, add_log_level"
    ", JSONRenderer in prod, ConsoleRenderer locally",
    F,
    None,
    "detail",
    "setup detail",
)
r(
    "en",
    ["Services return Result objects for expected failures", "Convention: no bare except"],
    "e.g. charge() returns Err(CardDeclined) instead of raising",
    F,
    None,
    "example",
    "an example of the rule",
)
r(
    "en",
    ["Retries in the ingest worker use backoff", "The ingest worker is written for Python 3.11"],
    "backoff: on_exception with expo, max_tries=4, only for httpx.TransportError",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    ["Log calls use %-style args, never f-strings", "Every log line carries request_id"],
    "the same goes for logger.exception: pass args, don't format",
    F,
    None,
    "scope",
    "rule's scope spelled out",
)
r(
    "en",
    [
        "The error reporting DSN is read from ERROR_REPORTING_DSN",
        "Releases are tagged with the git sha",
    ],
    "ERROR_REPORTING_DSN is empty in dev, which turns reporting off",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    ["The CSV export uses ',' as delimiter", "Export files are UTF-8 with a BOM"],
    "the DATEV export keeps ';' because its spec requires it",
    F,
    None,
    "scope",
    "one export excepted",
)
r(
    "en",
    ["New rows get UUIDv7 ids", "Ids are generated in the app, not the DB"],
    "old rows keep their UUIDv4 ids, nothing is rewritten",
    F,
    None,
    "negation",
    "clarifying not",
)
r(
    "en",
    [
        "ledgerd's config lives in pyproject's [tool.ledgerd] table",
        "Secrets are fetched from Vault at startup",
    ],
    "env vars still override [tool.ledgerd] values",
    F,
    None,
    "detail",
    "precedence detail",
)
r(
    "en",
    ["ledgerd's health endpoint is /healthz", "ledgerd's readiness endpoint is /ready"],
    "/healthz doesn't touch the DB; /ready does",
    F,
    None,
    "negation",
    "what the endpoint checks",
)
r(
    "en",
    [
        "The API test login helper is login_as(role=...) in tests/support/auth.py",
        "API tests use FastAPI's TestClient",
    ],
    "login_as(role='admin') also sets the X-Tenant header",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    [
        "Webhooks are signed with HMAC-SHA256 in the X-Heron-Signature header",
        "Webhooks are retried 5 times",
    ],
    "the signature covers the timestamp and the raw body, hex-encoded",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    ["Scheduled jobs run as Kubernetes CronJobs", "Jobs are idempotent"],
    "CronJobs use concurrencyPolicy: Forbid",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    ["Storage keys are built with posixpath", "Uploads go to the 'uploads' bucket"],
    "example key: tenants/42/uploads/2026/12/report.pdf",
    F,
    None,
    "example",
    "an example",
)
r(
    "en",
    ["4xx responses are logged at INFO", "5xx responses are logged at ERROR with a stack trace"],
    "401s from the webhook endpoint are logged at WARNING while the signature bug is open",
    F,
    None,
    "scope",
    "temporary one-endpoint exception",
)
r(
    "en",
    ["The frontend package manager is pnpm", "The frontend builds on Node 20"],
    "pnpm version pinned via packageManager in package.json",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    ["Frontend unit tests run with vitest", "web is bundled with Vite"],
    "vitest runs in jsdom, coverage with v8",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    ["ruff does linting and formatting", "Type checking is mypy --strict"],
    "ruff: line length 100, select E,F,I,B,UP",
    F,
    None,
    "detail",
    "detail",
)
r(
    "en",
    [
        "The feature flag for the new checkout is checkout_v2",
        "Flags are read through flags.is_enabled(name)",
    ],
    "checkout_v2 is not a kill switch; use ops_disable_checkout for that",
    F,
    None,
    "negation",
    "clarifying not",
)
# related and plain
r(
    "en",
    ["ledgerd uses structlog", "Metrics are exported with prometheus_client"],
    "ingest-go uses slog, ledgerd structlog; both emit JSON",
    N,
    None,
    "related",
    "sibling service",
)
r(
    "en",
    ["Errors in ingest-go are wrapped with fmt.Errorf %w", "ingest-go targets Go 1.22"],
    "always log the error once, at the boundary, never where it's wrapped",
    N,
    None,
    "plain",
    "a rule that mentions errors",
)
r(
    "en",
    ["DB_POOL_SIZE defaults to 20", "The DB statement timeout is 30s"],
    "to debug pool exhaustion, set SQLALCHEMY_ECHO_POOL=1 locally",
    N,
    None,
    "plain",
    "a procedure",
)
r(
    "en",
    ["The nightly reindex cron runs at 04:30 UTC", "The reindex runs as a Kubernetes CronJob"],
    "never run the reindex by hand during business hours",
    N,
    None,
    "negation",
    "a prohibition that changes nothing",
)
r(
    "en",
    [
        "Tests run in random order with pytest-randomly",
        "The test DB is Postgres 16 via testcontainers",
    ],
    "to reproduce an order-dependent failure, pass -p randomly -p seed=<n>",
    N,
    None,
    "plain",
    "a procedure",
)
r(
    "en",
    ["ledgerd's CLI is built with typer", "The CLI has a `ledgerd doctor` command"],
    "honestly typer's help output is much nicer than click's was",
    N,
    None,
    "plain",
    "an opinion",
)

# ---------------------------------------------------------------- other languages
# Interlingua
r(
    "ia",
    ["ledgerd's message broker client is pika", "Queues are declared in messaging/topology.py"],
    "Nos ha reimplaciate pika per aio-pika in messaging/; pika non es plus un dependentia",
    S,
    0,
    "replaced_by",
    "broker client replaced",
)
r(
    "ia",
    ["The request body size limit is 1 MB", "Uploads go through presigned URLs"],
    "Le limite del corpore del requesta es ora 5 MB (MAX_BODY_BYTES)",
    S,
    0,
    "implicit",
    "limit changed",
)
r(
    "ia",
    ["Audit events are written by audit/writer.py", "Audit events are kept for 400 days"],
    "audit/writer.py ha essite renominate a audit/recorder.py",
    S,
    0,
    "implicit",
    "module renamed",
)
r(
    "ia",
    ["ledgerd's message broker client is aio-pika", "Queues are declared in messaging/topology.py"],
    "Proposition: passar de RabbitMQ a NATS? Vota in le PR #702",
    N,
    None,
    "question",
    "a proposal",
)
r(
    "ia",
    ["The request body size limit is 5 MB", "Uploads go through presigned URLs"],
    "Le limite de 5 MB non se applica al uploads: illos va directemente a S3",
    F,
    None,
    "negation",
    "clarifies where the limit applies",
)
r(
    "ia",
    ["Audit events are written by audit/recorder.py", "Audit events are kept for 400 days"],
    "Le eventos de auditoria es scribite per audit/recorder.py",
    D,
    None,
    "paraphrase",
    "same fact",
)
# Faroese
r(
    "fo",
    ["Feature flag new_onboarding is off for all tenants", "Flags are evaluated per tenant"],
    "new_onboarding er nú tendrað fyri allar leigarar",
    S,
    0,
    "implicit",
    "flag turned on for all tenants",
)
r(
    "fo",
    ["ledgerd parses dates with python-dateutil", "Timestamps are stored in UTC"],
    "Vit brúka ikki dateutil longur, datetime.fromisoformat dugir",
    S,
    0,
    "no_longer",
    "library dropped",
)
r(
    "fo",
    ["The admin UI lives in web/admin/", "The admin UI shares components with web"],
    "Admin-UI er flutt til apps/admin/",
    S,
    0,
    "moved",
    "folder moved",
)
r(
    "fo",
    ["ledgerd parses dates with datetime.fromisoformat", "Timestamps are stored in UTC"],
    "Skulu vit brúka pendulum í staðin? Bara ein spurningur",
    N,
    None,
    "question",
    "a question",
)
r(
    "fo",
    ["The admin UI lives in apps/admin/", "The admin UI shares components with web"],
    "Dokumentatiónin um admin er flutt til wikiina",
    N,
    None,
    "moved",
    "the docs moved, not the UI",
)
r(
    "fo",
    ["Feature flag new_onboarding is on for all tenants", "Flags are evaluated per tenant"],
    "new_onboarding er sløkt fyri test-leigaran qa-01, bara hesa vikuna",
    F,
    None,
    "scope",
    "one tenant, one week",
)
# Yiddish
r(
    "yi",
    ["notify/mailer.py sends mail with smtplib", "Mail templates are Jinja2"],
    "מיר האָבן געביטן smtplib אויף דעם postmarker SDK אין notify/mailer.py",
    S,
    0,
    "switched",
    "mail library replaced",
)
r(
    "yi",
    [
        "The API rate limit is 100 requests per minute per token",
        "Rate limit counters are kept in Redis",
    ],
    "דער rate limit איז איצט 300 פּער מינוט פּער token",
    S,
    0,
    "implicit",
    "limit changed",
)
r(
    "yi",
    ["The money helper is billing.money.to_cents()", "Currency codes are ISO 4217 strings"],
    "to_cents() איז ניטאָ מער, ניצט Money.minor_units()",
    S,
    0,
    "gone",
    "helper removed and replaced",
)
r(
    "yi",
    ["notify/mailer.py sends mail with the postmarker SDK", "Mail templates are Jinja2"],
    "אפֿשר זאָלן מיר פּרובירן Resend? נאָר אַ געדאַנק",
    N,
    None,
    "question",
    "a thought",
)
r(
    "yi",
    [
        "The API rate limit is 300 requests per minute per token",
        "Rate limit counters are kept in Redis",
    ],
    "די admin API האָט איר אייגענעם limit: 60 פּער מינוט",
    N,
    None,
    "related",
    "a sibling API's limit",
)
r(
    "yi",
    [
        "to_cents() was removed; money code uses Money.minor_units()",
        "Currency codes are ISO 4217 strings",
    ],
    "ניצט Money.minor_units(), ניט to_cents()",
    D,
    None,
    "instead_of",
    "already reflected",
)
# Kurmanji Kurdish
r(
    "ku",
    ["The search index name is 'docs_v1'", "The search index is rebuilt nightly"],
    "Navê indexê niha 'docs_v2' ye",
    S,
    0,
    "implicit",
    "index renamed",
)
r(
    "ku",
    ["Cron expressions are parsed with croniter", "Scheduled jobs run as Kubernetes CronJobs"],
    "croniter hat rakirin; em niha cronsim bi kar tînin",
    S,
    0,
    "dropped",
    "parser replaced",
)
r(
    "ku",
    ["The websocket server uses python-socketio", "Websocket messages are JSON"],
    "Li şûna python-socketio em niha websockets bi kar tînin",
    S,
    0,
    "instead_of",
    "library replaced",
)
r(
    "ku",
    ["The search index name is 'docs_v2'", "The search index is rebuilt nightly"],
    "Indexa 'users_v1' hat jêbirin",
    N,
    None,
    "dropped",
    "another index removed",
)
r(
    "ku",
    ["The websocket server uses websockets", "Websocket messages are JSON"],
    "Ji bo peyamên mezin em msgpack bi kar tînin, yên din JSON dimînin",
    F,
    None,
    "scope",
    "an exception for large messages",
)
r(
    "ku",
    ["Cron expressions are parsed with cronsim", "Scheduled jobs run as Kubernetes CronJobs"],
    "Pirs: gelo croniter hîn jî di ingest de heye?",
    N,
    None,
    "question",
    "a question",
)
# Pashto
r(
    "ps",
    ["ledgerd's OpenAPI docs are served at /docs", "The OpenAPI spec is exported at build time"],
    "د OpenAPI اسناد اوس په /api/docs کې دي",
    S,
    0,
    "implicit",
    "docs path changed",
)
r(
    "ps",
    ["Import files are parsed with pandas", "Imports are limited to 10k rows"],
    "د imports لپاره pandas مو لرې کړ، اوس polars کاروو",
    S,
    0,
    "dropped",
    "parser replaced",
)
r(
    "ps",
    ["Test data builders live in tests/builders/", "API tests use FastAPI's TestClient"],
    "tests/builders/ اوس tests/support/builders/ ته لېږدول شوی",
    S,
    0,
    "moved",
    "folder moved",
)
r(
    "ps",
    ["Import files are parsed with polars", "Imports are limited to 10k rows"],
    "ایا موږ باید د Excel فایلونو لپاره هم polars وکاروو؟",
    N,
    None,
    "question",
    "a question",
)
r(
    "ps",
    [
        "ledgerd's OpenAPI docs are served at /api/docs",
        "The OpenAPI spec is exported at build time",
    ],
    "/api/docs یوازې په staging کې خلاص دی، په prod کې تړل شوی",
    F,
    None,
    "scope",
    "per-environment detail",
)
r(
    "ps",
    ["Imports are limited to 10k rows", "Import files are parsed with polars"],
    "مهرباني وکړئ په imports کې print مه کاروئ، logger وکاروئ",
    N,
    None,
    "negation",
    "a prohibition that changes nothing stored",
)
# Lao
r(
    "lo",
    ["The session cookie is named heron_sid", "Sessions are stored in Redis"],
    "ປ່ຽນຊື່ cookie ຈາກ heron_sid ເປັນ __Host-heron_session ແລ້ວ",
    S,
    0,
    "from_to",
    "cookie renamed",
)
r(
    "lo",
    ["Background jobs are defined in ledgerd/jobs.py", "Jobs are idempotent"],
    "jobs.py ຖືກແຍກອອກເປັນ package ledgerd/jobs/ ແລ້ວ",
    S,
    0,
    "implicit",
    "module split into a package",
)
r(
    "lo",
    ["The ingest worker polls SQS every 20 seconds", "The ingest worker is written in Python"],
    "ingest ບໍ່ໄດ້ poll SQS ອີກແລ້ວ, ໃຊ້ EventBridge Pipes ແທນ",
    S,
    0,
    "no_longer",
    "polling replaced",
)
r(
    "lo",
    ["The session cookie is named __Host-heron_session", "Sessions are stored in Redis"],
    "cookie ຂອງ admin ຍັງຊື່ admin_sid ຄືເກົ່າ",
    N,
    None,
    "related",
    "another app's cookie",
)
r(
    "lo",
    ["Background jobs are defined in ledgerd/jobs/", "Jobs are idempotent"],
    "TODO: ຍ້າຍ jobs ໄປ ingest ບໍ?",
    N,
    None,
    "question",
    "a TODO question",
)
r(
    "lo",
    ["Sessions are stored in Redis", "The session cookie is named __Host-heron_session"],
    "session ເກັບໄວ້ໃນ Redis",
    D,
    None,
    "paraphrase",
    "same fact",
)
# Burmese
r(
    "my",
    ["The GraphQL endpoint is /graphql", "The GraphQL schema is code-first"],
    "GraphQL endpoint ကို /api/graphql သို့ ပြောင်းလိုက်ပြီ",
    S,
    0,
    "moved",
    "endpoint moved",
)
r(
    "my",
    ["UPLOAD_MAX_MB defaults to 20", "Uploads go through presigned URLs"],
    "UPLOAD_MAX_MB ပုံသေတန်ဖိုး ယခု 50 ဖြစ်သည်",
    S,
    0,
    "implicit",
    "default changed",
)
r(
    "my",
    ["Translations in web use react-intl", "Locale files live in web/src/locales"],
    "web မှာ react-intl အစား i18next ကို ပြောင်းသုံးပြီးပြီ",
    S,
    0,
    "instead_of",
    "i18n library replaced",
)
r(
    "my",
    ["The GraphQL endpoint is /api/graphql", "The GraphQL schema is code-first"],
    "GraphQL persisted queries ကို နောက်လ စမ်းမယ်",
    N,
    None,
    "question",
    "a plan",
)
r(
    "my",
    ["Translations in web use i18next", "Locale files live in web/src/locales"],
    "ဥပမာ - t('invoice.due', { date })",
    F,
    None,
    "example",
    "an example call",
)
r(
    "my",
    ["UPLOAD_MAX_MB defaults to 50", "Uploads go through presigned URLs"],
    "avatar upload မှာ သီးခြား 2 MB ကန့်သတ်ချက် ရှိသည်",
    F,
    None,
    "scope",
    "a narrower limit for one upload kind",
)
# Sundanese
r(
    "su",
    ["The ORM base class is db.Base in db/base.py", "Every table has a tenant_id column"],
    "db.Base diganti ngaranna jadi db.Model",
    S,
    0,
    "implicit",
    "class renamed",
)
r(
    "su",
    ["PDF generation runs inside the web request", "Invoices are stored in the 'invoices' bucket"],
    "PDF ayeuna dijieun di dramatiq job, henteu deui dina request",
    S,
    0,
    "no_longer",
    "moved to a job",
)
r(
    "su",
    ["Slugs are generated with python-slugify", "Slugs are unique per tenant"],
    "Urang geus ngaganti python-slugify ku helper sorangan di core/slug.py",
    S,
    0,
    "replaced_by",
    "library replaced",
)
r(
    "su",
    ["The ORM base class is db.Model", "Every table has a tenant_id column"],
    "Naha urang perlu TimestampMixin di db.Model? Patarosan wungkul",
    N,
    None,
    "question",
    "a question",
)
r(
    "su",
    ["PDF generation runs in a dramatiq job", "Invoices are stored in the 'invoices' bucket"],
    "Baheula PDF dijieun dina request, matak lambat",
    N,
    None,
    "related",
    "history",
)
r(
    "su",
    ["Slugs are generated by core/slug.py", "Slugs are unique per tenant"],
    "slug dijieun ku core/slug.py",
    D,
    None,
    "paraphrase",
    "same fact",
)
# Maori
r(
    "mi",
    ["The CI Python matrix is 3.11 and 3.12", "CI runs on ubuntu-latest"],
    "Kua tāpirihia a 3.13 ki te matrix, kua tangohia a 3.11",
    S,
    0,
    "implicit",
    "closed list changed",
)
r(
    "mi",
    ["Database migrations run on app startup", "Migrations are managed with Alembic"],
    "Kāore e rere ngā migrations i te tīmatanga o te app; he Job motuhake ināianei",
    S,
    0,
    "negation",
    "migrations moved to a Job",
)
r(
    "mi",
    ["Feature flags are cached for 30 seconds", "Flags are evaluated per tenant"],
    "Ko te wā keteroki o ngā flags he 5 hēkona ināianei",
    S,
    0,
    "implicit",
    "cache time changed",
)
r(
    "mi",
    ["The CI Python matrix is 3.12 and 3.13", "CI runs on ubuntu-latest"],
    "Me tāpiri pea a PyPy ki te matrix?",
    N,
    None,
    "question",
    "a suggestion",
)
r(
    "mi",
    ["Database migrations run in a separate Job", "Migrations are managed with Alembic"],
    "Ka rere te Job i mua i te rollout, ā, ka tatari te Deployment",
    F,
    None,
    "detail",
    "detail",
)
r(
    "mi",
    ["Feature flags are cached for 5 seconds", "Flags are evaluated per tenant"],
    "I mua, 30 hēkona te keteroki o ngā flags",
    N,
    None,
    "related",
    "history",
)
# Breton
r(
    "br",
    [
        "Email translations use gettext .po files in locale/",
        "Emails are rendered from Jinja2 templates",
    ],
    "Fluent (.ftl) a implijomp bremañ e-lec'h gettext evit troidigezhioù ar posteloù",
    S,
    0,
    "instead_of",
    "translation format replaced",
)
r(
    "br",
    ["The API returns dates as Unix timestamps", "API responses use camelCase keys"],
    "An API a gas an deiziadoù e RFC 3339 bremañ, n'eo ket ken Unix timestamps",
    S,
    0,
    "no_longer",
    "date format changed",
)
r(
    "br",
    [
        "The webhook dispatcher lives in ledgerd/webhooks/dispatch.py",
        "Webhooks are retried 5 times",
    ],
    "dispatch.py zo bet dilec'hiet da ledgerd/outbox/",
    S,
    0,
    "moved",
    "module moved",
)
r(
    "br",
    ["Email translations use Fluent .ftl files", "Emails are rendered from Jinja2 templates"],
    "Ha ret eo deomp troidigezhioù evit ar SMS ivez? Goulenn hepken",
    N,
    None,
    "question",
    "a question",
)
r(
    "br",
    ["The API returns dates as RFC 3339 strings", "API responses use camelCase keys"],
    "Skouer eus un deiziad: 2026-12-05T09:00:00Z",
    F,
    None,
    "example",
    "an example",
)
r(
    "br",
    ["The webhook dispatcher lives in ledgerd/outbox/", "Webhooks are retried 5 times"],
    "Ar webhooks a vez sinet gant HMAC-SHA256",
    N,
    None,
    "related",
    "a new fact beside the stored ones",
)


# ---------------------------------------------------------------- renderer
def render() -> str:
    """Return the file's text: rows shuffled, ``existing`` shuffled, targets recomputed."""
    ex_rng = random.Random(SEED_EXISTING)
    fill_rng = random.Random(SEED_FILLER)
    built = []
    for i, (lang, existing, new, label, target, phrasing, note) in enumerate(ROWS):
        beliefs = list(existing)
        if i not in TRAPS:
            if lang == "en" and len(beliefs) == 2 and fill_rng.random() < 1 / 3:
                choices = [f for f in FILLERS if f not in beliefs]
                beliefs.append(choices[fill_rng.randrange(len(choices))])
            ex_rng.shuffle(beliefs)
        new_target = None if target is None else beliefs.index(existing[target])
        built.append((lang, beliefs, new, label, new_target, phrasing, note))
    order = list(range(len(built)))
    random.Random(SEED_ORDER).shuffle(order)
    lines = []
    for n, i in enumerate(order, start=1):
        lang, beliefs, new, label, target, phrasing, note = built[i]
        row = {
            "id": f"h{n:03d}",
            "split": "heldout",
            "lang": lang,
            "existing": beliefs,
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
    if "--check" in argv:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("pairs14.jsonl is up to date" if same else "pairs14.jsonl differs from the build")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
