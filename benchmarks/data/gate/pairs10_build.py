"""Render pairs10.jsonl: blind write-gate pairs about the code itself as it evolves.

Stdlib only, fixed seeds, byte-identical output. Usage: python pairs10_build.py [--stdout]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ID_PREFIX = "k"
SEED = 20261004
FILLER_SEED = 1023
OUT = Path(__file__).with_name("pairs10.jsonl")

ROWS: list[dict] = []


def S(phr, existing, new, target, note, lang="en", keep=False):
    ROWS.append(
        dict(
            lang=lang,
            label="supersedes",
            phrasing=phr,
            existing=list(existing),
            new=new,
            target=target,
            note=note,
            keep=keep,
        )
    )


def X(label, phr, existing, new, note, lang="en", keep=False):
    ROWS.append(
        dict(
            lang=lang,
            label=label,
            phrasing=phr,
            existing=list(existing),
            new=new,
            target=None,
            note=note,
            keep=keep,
        )
    )


# Unrelated project facts; one is added to about a third of the English rows.
FILLERS = [
    "The repository is licensed under Apache-2.0",
    "Every PR needs one approving review before merge",
    "Stand-up notes go in the #dev-log channel",
    "Sprints are two weeks long and start on Wednesdays",
    "The on-call rotation is managed in PagerDuty",
    "Design docs live in the team's Notion space",
    "Release notes are drafted by whoever cuts the release",
    "The staging environment is reset every Sunday night",
]

# ---------------------------------------------------------------- supersessions (English)
S(
    "gone",
    [
        "`parseDate` in utils/dates.ts parses ISO strings for the whole frontend",
        "The frontend formats dates for display with dayjs",
    ],
    "`parseDate` is gone, use `DateParser.parse` from @core/time",
    0,
    "the stored helper no longer exists; the display library is untouched",
)
S(
    "implicit",
    [
        "The `users` table is keyed on `user_id`",
        "Migrations live in db/migrations and are run with alembic",
    ],
    "renamed `user_id` to `account_id` everywhere, FKs included",
    0,
    "a finished rename: the stored column name is no longer true",
)
S(
    "now_uses",
    ["The `new_checkout` flag is on for 10% of traffic", "Feature flags are served by Unleash"],
    "the new_checkout flag is on for everyone now",
    0,
    "the rollout share changed from 10% to 100%",
)
S(
    "implicit",
    [
        "The HTTP client's default timeout is 10 s",
        "Retries use exponential backoff starting at 200 ms",
    ],
    "bumped the default timeout to 30s",
    0,
    "new default value for the same setting; the backoff is another setting",
)
S(
    "moved",
    [
        "Invoice PDF generation lives in the billing service",
        "The billing service talks to Stripe through stripe-python",
    ],
    "Invoice PDF rendering moved to the documents service",
    0,
    "ownership of the responsibility changed; billing still talks to Stripe",
)
S(
    "replaced_by",
    [
        "`getUserById` is the way to load a user in the API layer",
        "The API layer is written in TypeScript on Fastify",
    ],
    "`getUserById` was replaced by `users.fetch(id)`; calling the old one throws now",
    0,
    "the stored recommended function is replaced",
)
S(
    "implicit",
    ["The public REST API is served under /v2", "API responses use snake_case keys"],
    "Public API is /v3 as of today's release; /v2 answers 410",
    0,
    "the public version changed; key casing not mentioned",
)
S(
    "from_to",
    ["The web app's unit tests run on Jest", "End-to-end tests are written with Playwright"],
    "Moved the web unit tests from Jest to Vitest",
    0,
    "unit test runner changed; e2e tool is a separate slot",
)
S(
    "switched",
    ["Python linting is flake8 with the bugbear plugin", "Type checking is mypy --strict"],
    "switched lint to ruff; the flake8 config is deleted",
    0,
    "linter replaced; the type checker is another slot",
)
S(
    "no_longer",
    ["The package supports Python 3.9 through 3.12", "CI runs the matrix on Ubuntu and macOS"],
    "3.9 is no longer supported, the minimum is 3.10",
    0,
    "supported range narrowed",
)
S(
    "dropped",
    ["The service is tested on Node 18 and Node 20", "The package manager is pnpm"],
    "dropped Node 18 from engines and the CI matrix",
    0,
    "the stored runtime list shrank",
)
S(
    "implicit",
    [
        "The `orders` table keeps order headers and their line items as a JSON column",
        "Orders are soft-deleted with a deleted_at column",
    ],
    "order line items were split out into their own `order_lines` table",
    0,
    "passive voice: the JSON-column layout is no longer true",
)
S(
    "now_uses",
    [
        "Runtime config is read from config.yaml at the repo root",
        "Config values can be overridden by env vars prefixed APP_",
    ],
    "the config file is settings.toml now",
    0,
    "new file names only the new value; env override untouched",
)
S(
    "correction",
    ["Session handling is in auth/session.py", "Passwords are hashed with argon2id"],
    "correction: session handling is in auth/tokens.py, session.py only has the cookie helpers",
    0,
    "the agent corrects where the responsibility lives",
)
S(
    "now_uses",
    [
        "React component files are PascalCase, e.g. UserCard.tsx",
        "Components are function components with hooks",
    ],
    "component files are kebab-case now (user-card.tsx), enforced by the filename lint rule",
    0,
    "naming convention changed",
)
S(
    "instead_of",
    [
        "HTTP calls in the mobile app go through axios",
        "State management in the mobile app is Redux Toolkit",
    ],
    "mobile uses ky instead of axios for HTTP now",
    0,
    "HTTP library replaced; state management is another slot",
)
S(
    "now_uses",
    [
        "The `mailer` module sends email over SMTP to the relay",
        "Email templates are MJML files in templates/email",
    ],
    "mailer sends through the Postmark API now",
    0,
    "transport of the same module changed",
)
S(
    "implicit",
    ["List endpoints return 50 items per page by default", "The maximum page size is 500"],
    "list endpoints default to 25 items per page",
    0,
    "default changed; the maximum is a different setting",
)
S(
    "implicit",
    [
        "`max_connections` in db/pool.py defaults to 10",
        "The pool recycles connections after 30 minutes",
    ],
    "pool.py: max_connections defaults to 20 after the load tests",
    0,
    "new default for the same setting",
)
S(
    "implicit",
    ["The `legacy_search` flag is on in production", "Search results are cached for 60 seconds"],
    "legacy_search is off everywhere, the new index serves all queries",
    0,
    "flag turned off in every environment including production",
)
S(
    "gone",
    ["`LegacyAuthMiddleware` protects the admin routes", "Admin routes are mounted under /admin"],
    "LegacyAuthMiddleware is gone; admin routes use `require_role('admin')`",
    0,
    "the protecting mechanism changed; the mount point did not",
)
S(
    "moved",
    ["Shared TypeScript types live in packages/common/types", "The monorepo uses pnpm workspaces"],
    "shared types moved to packages/contracts",
    0,
    "layout changed",
)
S(
    "implicit",
    ["The CLI entry point is `acme.cli:main`", "The CLI is built with click"],
    "console_scripts now points at `acmectl.main:run`",
    0,
    "entry point changed",
)
S(
    "dropped",
    [
        "The `customers` table has a nullable `fax` column",
        "Customer emails are unique, case-insensitive",
    ],
    "dropped the fax column from customers in migration 0087",
    0,
    "schema field removed",
)
S(
    "replaced_by",
    ["Background jobs run on Celery with Redis as the broker", "Job results are kept for 24 hours"],
    "Celery got replaced by Dramatiq for background jobs (broker is still Redis)",
    0,
    "the job library changed; the broker is stated as unchanged",
)
S(
    "implicit",
    ["The Lambda functions run on the python3.9 runtime", "Lambdas are deployed with SAM"],
    "lambdas run on python3.12 since the infra PR",
    0,
    "runtime changed",
)
S(
    "now_uses",
    [
        "Integration tests need a Postgres started with docker compose up db",
        "Integration tests are marked with @pytest.mark.integration",
    ],
    "integration tests spin up Postgres with testcontainers now, no compose needed",
    0,
    "test setup changed",
)
S(
    "gone",
    ["Pre-commit runs black and isort on staged files", "Pre-commit also runs a secret scanner"],
    "black and isort are gone from pre-commit, ruff format covers both",
    0,
    "the formatter hooks changed; the scanner is another hook",
)
S(
    "now_uses",
    [
        "The search service owns the nightly product index rebuild",
        "The product index is in OpenSearch",
    ],
    "index rebuilds are owned by the catalog service now",
    0,
    "owner of the responsibility changed",
)
S(
    "implicit",
    [
        "The GraphQL schema is built code-first with Nexus",
        "GraphQL resolvers use DataLoader for batching",
    ],
    "the GraphQL schema is code-first with Pothos",
    0,
    "the schema builder library changed, named only as the new value",
)
S(
    "now_uses",
    [
        "POST /orders returns the created order in the response body",
        "POST /orders requires an Idempotency-Key header",
    ],
    "POST /orders returns 202 with only a Location header now, empty body",
    0,
    "API response shape changed",
)
S(
    "switched",
    ["List endpoints paginate with ?page= and ?per_page=", "List responses include a total count"],
    "list endpoints switched to cursor pagination (?after=)",
    0,
    "pagination style changed",
)
S(
    "now_uses",
    ['API errors come back as {"error": "<message>"}', "Validation errors use HTTP 422"],
    "errors are RFC 7807 problem+json now",
    0,
    "error body shape changed; the status code is another fact",
)
S(
    "replaced_by",
    ["The Go services log with logrus", "Go services expose metrics with the Prometheus client"],
    "Go services: logrus replaced by log/slog",
    0,
    "logging library replaced",
)
S(
    "instead_of",
    ["The reporting module builds queries as raw SQL strings", "Reports are exported to S3 as CSV"],
    "reporting uses SQLAlchemy Core instead of raw SQL strings",
    0,
    "query building changed",
)
S(
    "negation",
    ["The docs are built with Sphinx", "Docs are deployed to GitHub Pages on every tag"],
    "the docs aren't Sphinx any more, they build with MkDocs Material",
    0,
    "explicit not-A with B",
)
S(
    "correction",
    [
        "The retry decorator lives in common/retry.py",
        "The retry decorator retries on 5xx and timeouts only",
    ],
    "actually it's lib/resilience/retry.py, not common/retry.py — common never got merged",
    0,
    "corrected location",
)
S(
    "gone",
    ["Dates in the dashboard are formatted with moment.js", "The dashboard charts use Recharts"],
    "moment is out of the dashboard, it's all date-fns",
    0,
    "date library replaced; charts untouched",
)
S(
    "implicit",
    ["`CACHE_TTL` defaults to 300 seconds", "The cache backend is Redis"],
    "lowered the CACHE_TTL default to 60s",
    0,
    "new default",
)
S(
    "no_longer",
    [
        "The app reads its database URL from DATABASE_URL",
        "Migrations run automatically on container start",
    ],
    "the app reads APP_DB_DSN; DATABASE_URL isn't looked at any more",
    0,
    "env var renamed",
)
S(
    "moved",
    ["Python tests sit next to the code as foo_test.py", "Tests run with pytest -n auto"],
    "tests all live under tests/ mirroring the package tree now",
    0,
    "test layout changed",
)
S(
    "implicit",
    ["Feature branches are named feature/<ticket>", "main is protected and needs green CI"],
    "branch names are <ticket>-<slug>, no prefix",
    0,
    "naming convention changed",
)
S(
    "implicit",
    ["Commit messages are free-form, no convention", "PRs are squash-merged"],
    "commitlint enforces Conventional Commits on every PR",
    0,
    "a convention now exists, so free-form is no longer true",
)
S(
    "implicit",
    ["CI fails the build below 80% line coverage", "Coverage is uploaded to Codecov"],
    "coverage gate raised to 85",
    0,
    "threshold changed",
)
S(
    "implicit",
    [
        "The API version is chosen by the URL prefix",
        "The API is documented with an OpenAPI 3.0 file",
    ],
    "the API version is selected with the Api-Version header; the URL prefixes were removed",
    0,
    "versioning mechanism changed",
)
S(
    "implicit",
    [
        "The TypeScript SDK is published to npm as @acme/client",
        "The SDK is generated from the OpenAPI file",
    ],
    "SDK renamed to @acme/sdk; @acme/client is deprecated on npm",
    0,
    "package name changed",
)
S(
    "implicit",
    [
        "`fetch_all()` is the recommended way to page through results in the SDK",
        "The SDK retries idempotent calls twice",
    ],
    "`fetch_all()` is deprecated in 4.0, use `iter_pages()`",
    0,
    "recommended function changed",
)
S(
    "implicit",
    ["The Order proto message has a field `total_cents`", "Protos are linted with buf"],
    "proto: total_cents became amount_minor (field 4 reserved)",
    0,
    "field renamed",
)
S(
    "implicit",
    ["User profile and auth data share the `users` table", "Profiles have an avatar_url column"],
    "auth columns were split off users into a `credentials` table",
    0,
    "table split in the passive voice",
)
S(
    "moved",
    ["The admin UI is its own repository, acme-admin", "The admin UI is deployed to Vercel"],
    "acme-admin was folded into the monorepo under apps/admin",
    0,
    "layout changed",
)
S(
    "moved",
    ["Rate limiting is done in the API gateway", "The API gateway is Kong"],
    "rate limiting moved out of the gateway into each service's middleware",
    0,
    "responsibility moved",
)
S(
    "implicit",
    [
        "New tenants get `beta_reports=false` by default",
        "Tenants can toggle beta features in settings",
    ],
    "beta_reports defaults to true for new tenants since Monday",
    0,
    "flag default flipped",
)
S(
    "implicit",
    ["The SDK supports Node 16 and newer", "The SDK ships both ESM and CJS builds"],
    "from v5 the SDK needs Node 18+",
    0,
    "raised floor",
)
S(
    "implicit",
    ["The web app supports Safari 14 and up", "Browser support is defined in .browserslistrc"],
    "Safari floor is 16 now",
    0,
    "raised floor",
)
S(
    "dropped",
    ["ESLint extends the airbnb config", "Prettier formats the TypeScript code"],
    "eslint: dropped airbnb, we extend @acme/eslint-config",
    0,
    "base config replaced",
)
S(
    "from_to",
    ["The Python tests are run with nose2", "Test fixtures live in tests/fixtures"],
    "nose2 → pytest is done, run `pytest -q`",
    0,
    "test runner changed",
)
S(
    "now_uses",
    ["Events on the bus are serialized as JSON", "The bus is Kafka"],
    "events on the bus are Avro with the schema registry now",
    0,
    "serialization changed; the bus did not",
)
S(
    "implicit",
    ["Order IDs are auto-increment integers", "Orders reference customers by customer_id"],
    "order ids are ULIDs; the old integer ids were backfilled",
    0,
    "id format changed for all rows",
)
S(
    "negation",
    [
        "The notifications worker consumes the `user.signup` topic",
        "The notifications worker sends push through FCM",
    ],
    "user.signup is consumed by the onboarding service, not the notifications worker",
    0,
    "explicit not-A: the consumer changed",
)
S(
    "implicit",
    [
        "Timestamps are stored in the server's local time",
        "Timestamps are shown in the user's timezone in the UI",
    ],
    "all timestamps are stored in UTC now; migration 0090 converted the old rows",
    0,
    "storage convention changed; display is another fact",
)
S(
    "implicit",
    ["Prices are stored as floats in the products table", "Prices are shown with two decimals"],
    "prices are integer cents in the DB now",
    0,
    "type changed",
)
S(
    "now_uses",
    ["The Docker image is based on python:3.11-slim", "The image runs as a non-root user"],
    "the base image is distroless python3 now",
    0,
    "base image changed",
)
S(
    "switched",
    ["The frontend bundles with webpack 5", "The frontend is a single-page app with React Router"],
    "frontend build switched from webpack to Vite",
    0,
    "build tool changed",
)
S(
    "now_uses",
    [
        "The Android app uses Dagger for dependency injection",
        "The Android app is written in Kotlin",
    ],
    "Android DI is Hilt now",
    0,
    "DI library changed",
)
S(
    "replaced_by",
    ["The iOS app's networking layer is Alamofire", "The iOS app's minimum is iOS 15"],
    "iOS networking: Alamofire replaced by plain URLSession with async/await",
    0,
    "networking library replaced",
)
S(
    "implicit",
    ["The monorepo's tasks are run with Lerna", "Packages are versioned independently"],
    "monorepo tasks go through Turborepo; lerna.json is deleted",
    0,
    "task runner changed",
)
S(
    "from_to",
    ["Config loading is in config/loader.py", "Config is validated with pydantic models"],
    "moved config loading from config/loader.py to settings/__init__.py",
    0,
    "module location changed",
)
S(
    "from_to",
    ["The Rust CLI parses arguments with structopt", "The Rust CLI prints errors with anyhow"],
    "CLI args: structopt -> clap 4 derive",
    0,
    "argument parser changed",
)
S(
    "now_uses",
    ["The Go module path is github.com/acme/ledger", "The ledger is built with Go 1.22"],
    "the module path is github.com/acme/ledger/v2 after the breaking release",
    0,
    "module path changed",
)
S(
    "switched",
    ["Python tests mock with the `mock` backport package", "Tests use freezegun for time"],
    "switched the tests to unittest.mock and removed the mock dependency",
    0,
    "mocking library changed",
)
S(
    "implicit",
    ["`Invoice.total` includes tax", "Invoices are immutable once issued"],
    "Invoice.total is pre-tax now; use total_with_tax for the gross amount",
    0,
    "meaning of a public property changed",
)
S(
    "now_uses",
    ["Schema migrations are Flyway SQL files", "Migrations run in CI against a throwaway database"],
    "migrations are Liquibase changelogs now",
    0,
    "migration tool changed",
)
S(
    "implicit",
    ["Rows in `audit_log` are written by a database trigger", "audit_log is kept for 400 days"],
    "audit_log rows are written by the app's AuditService; the trigger was dropped",
    0,
    "the writer changed",
)
S(
    "moved",
    ["Image resizing is done by the upload service with Pillow", "Uploads are stored in S3"],
    "image resizing moved to the CDN's on-the-fly transforms",
    0,
    "responsibility moved",
)
S(
    "implicit",
    ["The /health endpoint checks the database connection", "Kubernetes probes hit /health"],
    "/health is liveness only now, the DB check went to /ready",
    0,
    "behaviour of the endpoint changed",
)
S(
    "gone",
    [
        "Secrets are loaded from .env files in every environment",
        "Secret names are upper snake case",
    ],
    "secrets come from Vault in all envs, .env loading is gone",
    0,
    "secret loading changed",
)
S(
    "moved",
    [
        "The `Customer` class is defined in models/customer.py",
        "Domain classes are plain dataclasses",
    ],
    "Customer was moved into domain/customers/entity.py",
    0,
    "passive move of a class",
)
S(
    "implicit",
    [
        "Payment webhooks are verified with the v1 signature scheme",
        "Webhook handlers must respond within 5 seconds",
    ],
    "webhook verification accepts the v2 signature scheme only",
    0,
    "verification scheme changed",
)
S(
    "now_uses",
    ["Feature flags are read from LaunchDarkly", "Flags are evaluated server-side"],
    "flags come from our own flagd sidecar now that LaunchDarkly is cancelled",
    0,
    "flag library/service changed",
)
S(
    "implicit",
    [
        "Unit tests run against an in-memory SQLite database",
        "Unit tests must finish in under two minutes",
    ],
    "unit tests run against a throwaway Postgres (pg_tmp); the SQLite mode was removed",
    0,
    "test database changed",
)
S(
    "correction",
    ["The webhook sender retries 3 times", "The webhook sender signs each payload"],
    "no wait, the webhook sender retries 5 times, I misread the constant",
    0,
    "agent correction of a number",
)
S(
    "no_longer",
    ["`GET /users/{id}` includes the user's email", "`GET /users/{id}` is cached for 30 s"],
    "GET /users/{id} no longer returns email; it's on /users/{id}/contact",
    0,
    "response shape changed",
)
S(
    "gone",
    [
        "The mobile app's search calls the search_v1 endpoint",
        "Mobile search debounces input by 300 ms",
    ],
    "search_v1 was retired, mobile calls /search/v2",
    0,
    "endpoint replaced",
)
S(
    "implicit",
    ["The `Money` type lives in the billing package", "Money values carry an ISO currency code"],
    "Money is exported from the shared `kernel` package; billing re-exports nothing",
    0,
    "owning module changed",
)
S(
    "implicit",
    ["The worker's concurrency setting defaults to 4", "Workers are autoscaled on queue depth"],
    "worker concurrency default = number of CPUs as of 3.2",
    0,
    "default changed",
)
S(
    "implicit",
    ["The `dark_mode` flag is off for all users", "Theme preference is stored in localStorage"],
    "dark_mode got flipped on for everybody",
    0,
    "flag turned on",
)
S(
    "now_uses",
    ["Python dependencies are managed with pip-tools", "Dependencies are pinned in a lock file"],
    "deps are managed with uv now, requirements*.txt are gone",
    0,
    "tool changed; pinning still true",
)
S(
    "implicit",
    ["The `Product.sku` column is a varchar(32)", "SKUs are unique per tenant"],
    "sku is varchar(64) after migration 0131",
    0,
    "column type changed",
)
S(
    "correction",
    [
        "The `sync` command lives in the `tools` package",
        "The sync command is run by cron every hour",
    ],
    "oops, wrong package: `sync` lives in `ops`, `tools` only has the dev helpers",
    0,
    "agent correction of location",
)
S(
    "implicit",
    ["Access tokens expire after 15 minutes by default", "Refresh tokens are rotated on use"],
    "access token default lifetime is 5 min",
    0,
    "default lifetime changed",
)
S(
    "now_uses",
    ["Storybook is run with webpack", "Stories are colocated with components"],
    "Storybook runs on the Vite builder now",
    0,
    "builder changed",
)
S(
    "switched",
    [
        "The Kotlin services serialize JSON with Jackson",
        "The Kotlin services are built with Gradle",
    ],
    "switched Kotlin JSON to kotlinx.serialization",
    0,
    "serializer changed",
)

# wrong-target traps (both orders kept)
S(
    "from_to",
    ["The frontend keeps global state in Redux", "The frontend keeps global state in Zustand"],
    "we moved the frontend's global state from Redux to Zustand",
    0,
    "trap: supersedes the Redux belief, not the Zustand one it confirms",
    keep=True,
)
S(
    "from_to",
    [
        "The frontend keeps client state in Zustand stores",
        "The frontend keeps client state in Redux slices",
    ],
    "migrated client state from Redux slices to Zustand stores, Redux is uninstalled",
    1,
    "trap in the other order",
    keep=True,
)
S(
    "switched",
    [
        "Auth tokens are signed with HS256",
        "Auth tokens are signed with RS256 keys from the JWKS endpoint",
    ],
    "switched token signing from HS256 to RS256",
    0,
    "trap: the RS256 belief is confirmed",
    keep=True,
)
S(
    "no_longer",
    [
        "The API validates request bodies with marshmallow schemas",
        "The API validates request bodies with pydantic models",
    ],
    "the API no longer uses marshmallow, it's pydantic only",
    0,
    "trap with no_longer: pydantic belief confirmed",
    keep=True,
)

# one statement changing two beliefs: two rows with the same `new`
TWO = [
    (
        "Upgraded to Django 5.1, which meant raising the Python floor to 3.10",
        "The backend runs Django 4.2",
        "The backend needs Python 3.8 or later",
        ["API docs are generated with drf-spectacular", "The backend's admin is Django admin"],
    ),
    (
        "payments: moved to Spring Boot 3.2, so the target is Java 17 now",
        "The payments service is on Spring Boot 2.7",
        "The payments service targets Java 11",
        ["The payments service builds with Maven", "Payments talks to Adyen"],
    ),
    (
        "renamed `acme-core` to `acme-kernel` and moved it from libs/ to packages/",
        "The core library is published as acme-core",
        "The core library's source is in libs/core",
        ["The core library has no runtime dependencies", "The core library is typed with py.typed"],
    ),
    (
        "flipped both new_editor and autosave on for all users",
        "new_editor is enabled for internal users only",
        "autosave is disabled",
        ["Editor drafts are stored server-side", "The editor is built on ProseMirror"],
    ),
    (
        "2.0 drops Python 3.8 and Django 3.2",
        "The library supports Python 3.8 and newer",
        "The library supports Django 3.2, 4.2 and 5.0",
        ["The library is released from GitHub Actions", "The library's docs are on Read the Docs"],
    ),
]
for new, a, b, (fa, fb) in TWO:
    S("implicit", [a, fa], new, 0, "one statement changing two beliefs (first of two rows)")
    S("implicit", [fb, b], new, 1, "one statement changing two beliefs (second of two rows)")

# ---------------------------------------------------------------- hard negatives (English)
Q = "question"
# work in progress, plans, announced-but-not-done reverts, questions
X(
    "novel",
    Q,
    ["The orders service stores its data in PostgreSQL", "The orders service is written in Go"],
    "we're migrating the orders service to MySQL",
    "work in progress: PostgreSQL still true",
)
X(
    "novel",
    Q,
    ["The admin UI is styled with Bootstrap 4", "The admin UI is a React app"],
    "admin UI is moving to Tailwind next sprint",
    "plan, not done",
)
X(
    "novel",
    Q,
    ["The `users` table is keyed on `user_id`", "The users table has a unique email index"],
    "halfway through the user_id → account_id rename; reads still go to user_id",
    "rename in progress",
)
X(
    "novel",
    Q,
    ["The reports module uses pandas", "Reports run nightly at 02:00"],
    "started porting the reports to polars on a branch, nothing merged yet",
    "branch only",
)
X(
    "novel",
    Q,
    ["Background jobs run on Celery", "Job failures alert in #jobs"],
    "there's an RFC open to replace Celery with Temporal",
    "proposal",
)
X(
    "novel",
    Q,
    ["The public REST API is served under /v2", "API keys are passed in the X-Api-Key header"],
    "v3 is being drafted; /v2 stays the only public version until launch",
    "draft, confirms /v2",
)
X(
    "novel",
    Q,
    ["The `new_checkout` flag is on for 10% of traffic", "Checkout is server-rendered"],
    "plan is to take new_checkout to 50% after the holidays",
    "plan",
)
X(
    "novel",
    Q,
    ["Python linting is flake8 with the bugbear plugin", "Lint runs in CI on every push"],
    "should we switch lint to ruff?",
    "question",
)
X(
    "novel",
    Q,
    ["The HTTP client's default timeout is 10 s", "The HTTP client is httpx"],
    "is 10s too short for the export calls? maybe bump the default",
    "question",
)
X(
    "novel",
    Q,
    ["`parseDate` in utils/dates.ts parses ISO date strings", "Dates are sent as ISO 8601"],
    "`parseDate` will be deprecated in 6.0 in favour of DateParser.parse",
    "future deprecation",
)
X(
    "novel",
    Q,
    ["The payments service targets Java 17", "The payments service is on Spring Boot 3"],
    "the Java 21 migration for payments is about 60% done, blocked on the Kafka client",
    "in progress",
)
X(
    "novel",
    Q,
    ["Shared TypeScript types live in packages/common/types", "Types are exported from index.ts"],
    "PR #2231 moves the shared types to packages/contracts — still in review",
    "unmerged PR",
)
X(
    "novel",
    Q,
    ["List endpoints return 25 items per page by default", "Page size is capped at 500"],
    "we'll put the default page size back to 50 in the next release; 25 stays until then",
    "revert announced, not done",
)
X(
    "novel",
    Q,
    ["Auth tokens are signed with RS256", "Keys rotate every 90 days"],
    "the revert PR back to HS256 is open but not merged",
    "revert not done",
)
X(
    "novel",
    Q,
    ["The `legacy_search` flag is off everywhere", "The new search index is in OpenSearch"],
    "we'll turn legacy_search back on if p99 latency spikes again",
    "conditional plan",
)
X(
    "novel",
    Q,
    ["Background jobs run on Dramatiq", "The broker is Redis"],
    "are we still on Dramatiq or did the Arq spike land?",
    "question",
)
X(
    "novel",
    Q,
    ["`getUserById` was replaced by `users.fetch(id)`", "The users module caches lookups for 5 s"],
    "does anything still call getUserById?",
    "question",
)
X(
    "novel",
    Q,
    ["The frontend bundles with webpack 5", "The frontend is deployed to CloudFront"],
    "spiking a Vite build this week to compare cold-start times",
    "experiment",
)
X(
    "novel",
    Q,
    ["The Go services log with logrus", "Logs are shipped to Loki"],
    "ticket LOG-88: evaluate log/slog for the Go services",
    "ticket to evaluate",
)
X(
    "novel",
    Q,
    ["The SDK supports Node 16 and newer", "The SDK is tested on Linux and Windows"],
    "thinking about raising the SDK floor to Node 18 in the next major",
    "thinking about it",
)
X(
    "novel",
    Q,
    ["Migrations are Flyway SQL files", "Migrations are numbered V<n>__name.sql"],
    "would Liquibase make the rollbacks easier?",
    "question",
)
X(
    "novel",
    Q,
    ["The `dark_mode` flag is off for all users", "Theme tokens live in theme.ts"],
    "dark_mode goes on for staff first next week, then everyone",
    "plan",
)
X(
    "novel",
    Q,
    ["The Android app uses Dagger for dependency injection", "The Android app uses Room"],
    "the Hilt migration is half done: app module converted, feature modules still on Dagger",
    "partial migration; Dagger still in use",
)
X(
    "novel",
    Q,
    ["Docs are built with Sphinx", "Docs use the Furo theme"],
    "someone suggested MkDocs, no decision",
    "proposal",
)

# second slot of the same component / additions beside the old one
R = "related"
X(
    "novel",
    "now_uses",
    ["The frontend uses React 18", "The frontend is written in TypeScript"],
    "the frontend now uses Tailwind for styling",
    "styling is another slot than the UI library",
)
X(
    "novel",
    R,
    ["The API is built on FastAPI", "The API runs under uvicorn"],
    "added pydantic-settings for config loading in the API",
    "new dependency beside the old ones",
)
X(
    "novel",
    R,
    ["HTTP calls in the mobile app go through axios", "The mobile app is React Native"],
    "mobile also pulls in react-query to cache the axios calls",
    "additional library wrapping axios",
)
X(
    "novel",
    R,
    ["Python tests run with pytest", "Tests use factory_boy for fixtures"],
    "added hypothesis for property-based tests alongside the pytest suite",
    "addition",
)
X(
    "novel",
    "now_uses",
    ["The backend stores its data in PostgreSQL", "The backend uses SQLAlchemy 2"],
    "the backend now uses Redis too, for the rate-limit counters",
    "second store, not a replacement",
)
X(
    "novel",
    R,
    ["The API logs with structlog", "Log level is INFO in production"],
    "Sentry SDK was added to the API for error reporting",
    "another concern",
)
X(
    "novel",
    R,
    ["Background jobs run on Dramatiq", "Job payloads are JSON"],
    "periodic jobs are scheduled with APScheduler, which enqueues Dramatiq actors",
    "scheduler is another slot",
)
X(
    "novel",
    R,
    ["The web app's unit tests run on Vitest", "Coverage is collected with v8"],
    "component tests use Testing Library on top of Vitest",
    "addition beside the runner",
)
X(
    "refines",
    "detail",
    ["The frontend uses Tailwind for styling", "The design tokens live in tailwind.config.ts"],
    "Tailwind is used with the typography and forms plugins",
    "more detail about the same slot",
)
X(
    "novel",
    R,
    ["The Rust CLI parses arguments with clap", "The Rust CLI uses tokio"],
    "added indicatif to the CLI for progress bars",
    "new dependency",
)
X(
    "novel",
    "now_uses",
    [
        "The Kotlin services serialize JSON with kotlinx.serialization",
        "The Kotlin services use Ktor",
    ],
    "the Kotlin services now use Exposed for database access",
    "another slot",
)
X(
    "novel",
    R,
    ["Events on the bus are serialized as Avro", "The bus is Kafka"],
    "the bus topics are also mirrored to S3 as Parquet by Kafka Connect",
    "an extra sink beside the bus; the serialization is untouched",
)
X(
    "novel",
    R,
    ["The iOS app uses SwiftUI for new screens", "The iOS app's minimum is iOS 16"],
    "the iOS app also links Kingfisher for image caching",
    "addition",
)

# a change in another module or package with the same name
X(
    "novel",
    "gone",
    ["The backend's `parse_date` helper accepts ISO 8601 only", "The backend is Python 3.12"],
    "the frontend's parseDate is gone, use DateParser.parse",
    "different module with a similar name",
)
X(
    "novel",
    R,
    ["The billing service's HTTP client has a 10 s default timeout", "Billing retries twice"],
    "bumped the default timeout in the search service to 30s",
    "another service",
)
X(
    "novel",
    R,
    [
        "The `users` table in the app database is keyed on `user_id`",
        "The app database is PostgreSQL",
    ],
    "renamed user_id to account_id in the analytics warehouse models",
    "another schema",
)
X(
    "novel",
    "now_uses",
    ["The CLI's `config` package reads YAML files", "The CLI is in cmd/acmectl"],
    "the server's `config` package reads TOML now",
    "package of the same name elsewhere",
)
X(
    "novel",
    "from_to",
    ["The web app's unit tests run on Jest", "The web app is Next.js"],
    "moved the docs site's tests from Jest to Vitest",
    "another package in the monorepo",
)
X(
    "novel",
    R,
    ["`Client.send` in the Python SDK retries 3 times", "The Python SDK uses httpx"],
    "Client.send in the Go SDK retries 5 times now",
    "another SDK",
)
X(
    "novel",
    "dropped",
    ["The `customers` table in the main DB has a `fax` column", "The main DB is PostgreSQL"],
    "dropped the fax column from the CRM export schema",
    "another schema with the same column",
)
X(
    "novel",
    R,
    ["The `new_checkout` flag is on for everyone", "Flags are served by Unleash"],
    "the mobile app's new_checkout_ui flag is at 20%",
    "a different flag with a similar name",
)
X(
    "novel",
    "switched",
    ["The admin UI's tables use TanStack Table", "The admin UI is in apps/admin"],
    "switched the marketing site's tables to plain HTML",
    "another app",
)
X(
    "novel",
    R,
    [
        "The `orders` Go package validates input with go-playground/validator",
        "The orders service is in Go",
    ],
    "the `orders` TypeScript package validates with zod now",
    "same name, other language package",
)
X(
    "novel",
    "moved",
    ["The `utils` package of the API has the slugify helper", "The API is Python"],
    "moved slugify out of the worker's utils into its text module",
    "another utils package",
)

# one-case exceptions (refines, scope)
SC = "scope"
X(
    "refines",
    SC,
    ["The `new_checkout` flag is on for everyone", "Checkout is server-rendered"],
    "new_checkout stays off for tenant acme-gov until their audit passes",
    "one-tenant exception",
)
X(
    "refines",
    SC,
    ["The HTTP client's default timeout is 30 s", "The HTTP client is httpx"],
    "the export endpoint overrides the timeout to 120 s",
    "override for one caller",
)
X(
    "refines",
    SC,
    ["All table columns are snake_case", "Tables are plural nouns"],
    "the legacy SAPImport table keeps its CamelCase columns because an external tool reads it",
    "one-table exception",
)
X(
    "refines",
    SC,
    ["Python is linted with ruff, rule sets E, F, B and I", "Line length is 100"],
    "ruff ignores E501 in migrations/",
    "per-directory exception",
)
X(
    "refines",
    SC,
    ["The package's minimum Python is 3.10", "The package is pure Python"],
    "the scripts in tools/ still have to run on 3.8 for the CentOS builder",
    "exception for tooling scripts",
)
X(
    "refines",
    SC,
    ["All public functions need type hints; mypy runs in strict mode", "mypy runs in CI"],
    "mypy strict is relaxed in tests/: untyped defs are allowed there",
    "exception for tests",
)
X(
    "refines",
    SC,
    ["Component files are kebab-case", "Components are function components"],
    "generated files in src/gql/ keep the codegen's PascalCase names",
    "generated-code exception",
)
X(
    "refines",
    SC,
    ["List endpoints use cursor pagination", "Cursors are opaque"],
    "the /admin/audit endpoint keeps offset paging because the admin grid needs page jumps",
    "one endpoint",
)
X(
    "refines",
    SC,
    ["Prices are integer cents", "Currency is stored beside the amount"],
    "for JPY the integer is whole yen, there are no minor units",
    "one-currency detail",
)
X(
    "refines",
    SC,
    ["All timestamps are stored in UTC", "Timestamps are timestamptz"],
    "the birthdays column is a plain date, no timezone",
    "one column exception",
)
X(
    "refines",
    SC,
    ["Python tests live under tests/ mirroring the package", "Tests run with pytest"],
    "doctests stay in the modules they document",
    "exception",
)
X(
    "refines",
    SC,
    ["Access tokens expire after 5 minutes by default", "Tokens are JWTs"],
    "service-to-service tokens get 1 hour",
    "another kind of token, scoped override",
)
X(
    "refines",
    SC,
    ["Errors are RFC 7807 problem+json", "Validation errors use HTTP 422"],
    "the legacy /v1/webhooks callback still sends plain-text errors, partners parse them",
    "one endpoint",
)
X(
    "refines",
    SC,
    ["The coverage gate is 85%", "Coverage is uploaded to Codecov"],
    "generated clients are excluded from the coverage gate",
    "exclusion",
)

# history
X(
    "novel",
    R,
    ["The frontend bundles with Vite", "The frontend is React"],
    "we used to bundle with webpack 4 before 2024",
    "history consistent with the present",
)
X(
    "novel",
    R,
    ["The public REST API is /v3", "v2 answers 410"],
    "v1 was shut down back in 2022",
    "history",
)
X(
    "novel",
    R,
    ["Python tests run with pytest", "Tests run in parallel with xdist"],
    "back when we were on nose the suite took 20 minutes",
    "history",
)
X(
    "novel",
    R,
    ["The Go services log with log/slog", "Logs are JSON"],
    "logrus was our logger until Go 1.21 shipped slog",
    "history",
)
X(
    "novel",
    R,
    ["Background jobs run on Dramatiq", "The broker is Redis"],
    "in 2021 the jobs ran on RQ, then Celery",
    "history",
)
X(
    "novel",
    R,
    ["Config is read from settings.toml", "Env vars prefixed APP_ override it"],
    "the original config.yaml format had no schema at all",
    "history",
)

# same fact in other words (redundant)
P = "paraphrase"
X(
    "redundant",
    P,
    ["The HTTP client's default timeout is 30 seconds", "The HTTP client is httpx"],
    "default client timeout: 30000 ms",
    "same value in other units",
)
X(
    "redundant",
    "replaced_by",
    ["`parseDate` was removed; `DateParser.parse` is the replacement", "Dates are ISO 8601"],
    "DateParser.parse replaces the old parseDate helper",
    "change already reflected",
)
X(
    "redundant",
    P,
    ["The `new_checkout` flag is enabled for all users", "Flags are served by Unleash"],
    "new_checkout serves 100% of traffic",
    "same state",
)
X(
    "redundant",
    "from_to",
    ["The primary key of users is `account_id` (renamed from user_id)", "Migrations use alembic"],
    "renamed user_id to account_id everywhere",
    "rename already stored",
)
X(
    "redundant",
    P,
    ["The package supports Python 3.10 and newer", "Wheels are pure Python"],
    'requires-python = ">=3.10"',
    "same floor as the pyproject line",
)
X(
    "redundant",
    P,
    ["Python linting and formatting are done with ruff", "Pre-commit runs ruff"],
    "ruff is our linter and formatter",
    "paraphrase",
)
X(
    "redundant",
    "switched",
    ["The frontend builds with Vite (switched from webpack)", "The frontend is React"],
    "we switched the frontend build from webpack to Vite",
    "change already reflected",
)
X(
    "redundant",
    P,
    ["Background jobs run on Dramatiq with Redis as the broker", "Jobs are idempotent"],
    "jobs go through Dramatiq, Redis broker",
    "paraphrase",
)
X(
    "redundant",
    P,
    ["List endpoints default to 25 items per page", "The maximum page size is 500"],
    "per_page defaults to 25 when omitted",
    "paraphrase",
)
X(
    "redundant",
    "moved",
    ["Invoice PDFs are rendered by the documents service", "Billing talks to Stripe"],
    "invoice PDF rendering moved to the documents service",
    "already reflected",
)
X(
    "redundant",
    "exact",
    ["The Go services log with log/slog", "Logs are shipped to Loki"],
    "The Go services log with log/slog",
    "verbatim repeat",
)
X(
    "redundant",
    "exact",
    ["Events on the bus are serialized as Avro", "The bus is Kafka"],
    "Events on the bus are serialized as Avro",
    "verbatim repeat",
)
X(
    "redundant",
    P,
    ["All timestamps are stored in UTC", "The UI shows local time"],
    "we persist every timestamp as UTC",
    "paraphrase",
)
X(
    "redundant",
    P,
    ["Android DI is Hilt", "The Android app is Kotlin"],
    "dependency injection on Android goes through Hilt",
    "paraphrase",
)

# rules that mention the thing without changing it
NG = "negation"
X(
    "novel",
    NG,
    ["The public REST API is /v3", "API keys go in X-Api-Key"],
    "never change a /v3 response shape without a Deprecation header first",
    "rule about the thing",
)
X(
    "novel",
    NG,
    ["Migrations are Liquibase changelogs", "Migrations run in CI"],
    "never edit a changelog after it has been applied anywhere",
    "rule",
)
X(
    "novel",
    NG,
    ["Python linting is ruff", "Line length is 100"],
    "don't add noqa comments without the rule code",
    "rule",
)
X(
    "novel",
    NG,
    ["The `legacy_search` flag is off everywhere", "Flags are served by Unleash"],
    "don't delete the legacy_search flag until the index has run a full month",
    "rule",
)
X(
    "novel",
    NG,
    ["Config is read from settings.toml", "Env vars prefixed APP_ override it"],
    "never commit a settings.toml with real secrets in it",
    "rule",
)
X(
    "novel",
    NG,
    ["The SDK is published to npm as @acme/sdk", "The SDK ships ESM and CJS"],
    "don't publish the SDK from a laptop, only from the release workflow",
    "rule",
)
X(
    "novel",
    "plain",
    ["`DateParser.parse` is the date parser in the frontend", "Dates are ISO 8601"],
    "call DateParser.parse once per row, not per cell, it allocates a formatter",
    "usage advice",
)
X(
    "novel",
    NG,
    ["The orders table is keyed on ULIDs", "Orders are soft-deleted"],
    "don't sort orders by id for recency, sort by created_at",
    "rule",
)
X(
    "refines",
    NG,
    ["The API version is selected with the Api-Version header", "The API is documented in OpenAPI"],
    "the Api-Version header is not optional: requests without it get 400",
    "clarifying not",
)
X(
    "refines",
    NG,
    ["Prices are stored as integer cents", "Prices are shown with two decimals"],
    "cents, not decimals: never convert to float in the service layer",
    "clarifying not",
)

# details, examples
D = "detail"
X(
    "refines",
    D,
    ["Invoice PDFs are rendered by the documents service", "Billing talks to Stripe"],
    "the documents service renders invoices with WeasyPrint"
    " from Jinja templates in templates/invoice/",
    "detail",
)
X(
    "refines",
    D,
    ["List endpoints use cursor pagination (?after=)", "List responses omit totals"],
    "the cursor is a base64 of (created_at, id)",
    "detail",
)
X(
    "refines",
    "example",
    ["Errors are RFC 7807 problem+json", "Validation errors are 422"],
    "e.g. a missing field gives type /errors/validation with an `errors` array",
    "example",
)
X(
    "refines",
    D,
    ["Feature flags come from the flagd sidecar", "Flags are evaluated server-side"],
    "flagd reads its definitions from the flags/ folder, synced by Argo",
    "detail",
)
X(
    "refines",
    D,
    ["Order ids are ULIDs", "Orders reference customers by customer_id"],
    "ULIDs are stored as uuid columns so Postgres indexes them compactly",
    "detail",
)
X(
    "refines",
    "example",
    ["Branch names are <ticket>-<slug>", "main is protected"],
    "for example PAY-412-refund-rounding",
    "example",
)
X(
    "refines",
    D,
    ["Commit messages follow Conventional Commits", "PRs are squash-merged"],
    "the allowed types are feat, fix, chore, docs, refactor, test and perf",
    "detail",
)
X(
    "refines",
    D,
    ["Integration tests start Postgres with testcontainers", "Integration tests are marked"],
    "the container is reused across the session via a session-scoped fixture",
    "detail",
)
X(
    "refines",
    D,
    ["The worker's concurrency defaults to the number of CPUs", "Workers are autoscaled"],
    "the CPU count is read from the cgroup quota, not the host",
    "detail of how the default is computed",
)

# change words about other subjects / plain related facts
X(
    "novel",
    "replaced_by",
    ["The API is built on FastAPI", "The API runs under uvicorn"],
    "the CI runner's disk got replaced, builds are green again",
    "change word about infrastructure not stored",
)
X(
    "novel",
    "moved",
    ["Config is read from settings.toml", "Config is validated with pydantic"],
    "moved CHANGELOG.md into docs/",
    "another file",
)
X(
    "novel",
    "gone",
    ["Background jobs run on Dramatiq", "Job results kept 24 h"],
    "the flaky test_retry_backoff is gone after fixing the clock mock",
    "a flaky test",
)
X(
    "novel",
    "no_longer",
    ["The web app supports Safari 16 and up", "Browser support is in .browserslistrc"],
    "the login page no longer flashes unstyled content on Safari",
    "a bug fixed",
)
X(
    "novel",
    "instead_of",
    ["Python tests run with pytest", "Tests use factory_boy"],
    "use the `frozen_now` fixture instead of calling freezegun directly in new tests",
    "test helper advice",
)
X(
    "novel",
    "plain",
    ["The Go module path is github.com/acme/ledger/v2", "The ledger is Go 1.22"],
    "the ledger's GoDoc is published on pkg.go.dev",
    "plain fact",
)
X(
    "novel",
    "plain",
    ["The TypeScript SDK is generated from the OpenAPI file", "The SDK is @acme/sdk"],
    "SDK generation runs in the `codegen` workflow on every API change",
    "plain fact",
)
X(
    "novel",
    "plain",
    ["The Rust CLI parses arguments with clap 4", "The CLI uses tokio"],
    "the CLI's shell completions are generated at build time into target/completions",
    "plain fact",
)
X(
    "novel",
    R,
    [
        "Auth columns live in the `credentials` table, split off from users",
        "Passwords are hashed with argon2id",
    ],
    "the credentials table is only readable by the auth service's DB role",
    "related fact",
)
X(
    "novel",
    R,
    ["Rate limiting is done in each service's middleware", "Services are written in Go"],
    "the limiter keeps its counters in Redis with a 60 s window",
    "related fact",
)
X(
    "novel",
    "now_uses",
    ["The docs are built with MkDocs Material", "Docs deploy on every tag"],
    "the docs now use the new logo",
    "change about something not stored",
)
X(
    "novel",
    "dropped",
    ["The mobile app uses ky for HTTP", "The mobile app is React Native"],
    "dropped the stale `spike/offline-mode` branch",
    "a branch, not the stack",
)

X(
    "novel",
    Q,
    ["`fetch_all()` is the recommended way to page through SDK results", "The SDK is typed"],
    "is fetch_all() going away in 5.0?",
    "question",
)
X(
    "novel",
    "moved",
    ["The web app's `Button` component is in packages/ui", "packages/ui is built with tsup"],
    "the docs site's Button moved to docs/components",
    "another app's component of the same name",
)
X(
    "refines",
    SC,
    ["Python dependencies are managed with uv", "Dependencies are locked in uv.lock"],
    "the docs build still installs from docs/requirements.txt because Read the Docs needs it",
    "one-case exception",
)
X(
    "novel",
    Q,
    ["The Kotlin services serialize JSON with Jackson", "The Kotlin services use Ktor"],
    "halfway through moving the Kotlin services to kotlinx.serialization: two of six done",
    "in progress; Jackson still in use",
)
X(
    "refines",
    D,
    ["Order ids are ULIDs", "Orders are soft-deleted"],
    "the integer ids leaked order volume to competitors, which is why they went",
    "reason for the stored state",
)
X(
    "redundant",
    P,
    ["The `dark_mode` flag is on for all users", "Theme tokens live in theme.ts"],
    "everybody has dark_mode enabled",
    "paraphrase",
)
X(
    "novel",
    NG,
    ["The web app supports Safari 16 and up", "Browser support is in .browserslistrc"],
    "don't use the View Transitions API, Safari 16 doesn't have it",
    "rule consistent with the floor",
)
X(
    "novel",
    "plain",
    ["The CLI entry point is `acmectl.main:run`", "The CLI is built with click"],
    "acmectl --version prints the git sha as well",
    "plain fact",
)
X(
    "novel",
    Q,
    ["commitlint enforces Conventional Commits on every PR", "PRs are squash-merged"],
    "we agreed in retro to drop commitlint next quarter; it stays until then",
    "announced, not done",
)
X(
    "novel",
    R,
    [
        "The `Money` type is exported from the shared `kernel` package",
        "Money carries a currency code",
    ],
    "the kernel package was bumped to 3.4.1 for a rounding fix",
    "a version bump, nothing stored changes",
)

# ---------------------------------------------------------------- other languages
# eo Esperanto
S(
    "gone",
    [
        "La funkcio `loadConfig` legas la agordojn el config.yaml",
        "La servo estas skribita en Python",
    ],
    "`loadConfig` malaperis; uzu `Settings.from_env()`",
    0,
    "forigita funkcio kun anstataŭo",
    lang="eo",
)
S(
    "implicit",
    ["La defaŭlta `timeout` de la HTTP-kliento estas 10 sekundoj", "Ripetoj okazas tri fojojn"],
    "la defaŭlta timeout nun estas 45 s",
    0,
    "nova defaŭlta valoro",
    lang="eo",
)
X(
    "novel",
    Q,
    ["La `orders`-servo uzas PostgreSQL", "La servo estas en Go"],
    "ni migras la orders-servon al MySQL, sed ankoraŭ ne finis",
    "laboro en progreso",
    lang="eo",
)
X(
    "refines",
    SC,
    ["La flago `new_search` estas ŝaltita por ĉiuj", "Flagoj venas de Unleash"],
    "new_search restas malŝaltita por la kliento acme-gov",
    "escepto por unu kliento",
    lang="eo",
)
X(
    "novel",
    R,
    ["La testoj uzas pytest", "La testoj kuras en CI"],
    "antaŭe ni uzis nose por la testoj",
    "historio",
    lang="eo",
)

# sq Albanian
S(
    "implicit",
    ["Kolona `user_id` është çelësi i tabelës `users`", "Migrimet bëhen me alembic"],
    "`user_id` u riemërua në `account_id` kudo",
    0,
    "riemërim i përfunduar (pasiv)",
    lang="sq",
)
S(
    "dropped",
    ["Paketa mbështet Node 18 dhe Node 20", "Menaxheri i paketave është pnpm"],
    "hoqëm Node 18 nga CI dhe nga engines",
    0,
    "lista e runtime-ve u zvogëlua",
    lang="sq",
)
X(
    "novel",
    Q,
    ["Frontend-i përdor webpack 5", "Frontend-i është React"],
    "frontend-i po kalon në Vite sprintin e ardhshëm",
    "plan",
    lang="sq",
)
X(
    "novel",
    "now_uses",
    ["Frontend-i përdor React 18", "Kodi është TypeScript"],
    "frontend-i tani përdor Tailwind për stilet",
    "slot tjetër",
    lang="sq",
)
X(
    "redundant",
    P,
    ["Kufiri i coverage në CI është 85%", "Coverage dërgohet në Codecov"],
    "CI dështon nëse mbulimi bie nën 85 përqind",
    "e njëjta gjë me fjalë të tjera",
    lang="sq",
)

# mk Macedonian
S(
    "replaced_by",
    ["Логирањето во Go сервисите е со logrus", "Метриките се со Prometheus"],
    "logrus е заменет со log/slog во сите Go сервиси",
    0,
    "библиотеката е заменета",
    lang="mk",
)
S(
    "moved",
    ["Генерирањето PDF фактури е во billing сервисот", "Billing разговара со Stripe"],
    "PDF фактурите сега се генерираат во documents сервисот",
    0,
    "одговорноста е преместена",
    lang="mk",
)
X(
    "novel",
    Q,
    ["Јавниот API е на /v2", "Клучевите се во X-Api-Key"],
    "дали да преминеме на /v3 оваа година?",
    "прашање",
    lang="mk",
)
X(
    "refines",
    SC,
    ["Сите колони се во snake_case", "Табелите се во множина"],
    "табелата LegacyImport ги задржува CamelCase колоните",
    "исклучок",
    lang="mk",
)
X(
    "novel",
    R,
    ["`Client.send` во Python SDK повторува 3 пати", "SDK користи httpx"],
    "Client.send во Go SDK сега повторува 5 пати",
    "друг SDK",
    lang="mk",
)

# az Azerbaijani
S(
    "now_uses",
    ["`new_checkout` bayrağı trafikin 10%-i üçün açıqdır", "Bayraqlar Unleash-dən gəlir"],
    "new_checkout bayrağı indi hamı üçün açıqdır",
    0,
    "bayraq hamı üçün açıldı",
    lang="az",
)
S(
    "switched",
    ["Python lint flake8 ilə edilir", "Tip yoxlaması mypy ilədir"],
    "lint-i ruff-a keçirdik, flake8 konfiqi silindi",
    0,
    "linter dəyişdi",
    lang="az",
)
X(
    "novel",
    Q,
    ["Android tətbiqi DI üçün Dagger istifadə edir", "Tətbiq Kotlin-dədir"],
    "Hilt-ə keçid yarıdadır, feature modulları hələ Dagger-dədir",
    "yarımçıq miqrasiya",
    lang="az",
)
X(
    "novel",
    "dropped",
    ["`customers` cədvəlində `fax` sütunu var", "Əsas DB PostgreSQL-dir"],
    "CRM export sxemindən fax sütununu sildik",
    "başqa sxem",
    lang="az",
)
X(
    "novel",
    NG,
    ["Miqrasiyalar Liquibase changelog-larıdır", "Miqrasiyalar CI-da işləyir"],
    "tətbiq olunmuş changelog-u heç vaxt redaktə etməyin",
    "qayda",
    lang="az",
)

# uz Uzbek (Latin)
S(
    "implicit",
    ["List endpointlar sukut bo'yicha 50 ta element qaytaradi", "Maksimal sahifa hajmi 500"],
    "list endpointlar endi sukut bo'yicha 20 ta qaytaradi",
    0,
    "yangi sukut qiymati",
    lang="uz",
)
S(
    "no_longer",
    ["Paket Python 3.9 dan 3.12 gacha qo'llab-quvvatlanadi", "CI Ubuntu va macOS da"],
    "Python 3.9 endi qo'llab-quvvatlanmaydi, minimal versiya 3.10",
    0,
    "qo'llab-quvvatlash toraydi",
    lang="uz",
)
X(
    "novel",
    Q,
    ["Fon vazifalari Celery da ishlaydi", "Broker Redis"],
    "Celery ni Temporal bilan almashtirish bo'yicha RFC ochiq",
    "taklif",
    lang="uz",
)
X(
    "novel",
    R,
    ["Frontend Vite bilan yig'iladi", "Frontend React"],
    "ilgari biz webpack 4 ishlatardik",
    "tarix",
    lang="uz",
)
X(
    "refines",
    SC,
    ["HTTP klientning sukut timeout qiymati 30 s", "Klient httpx"],
    "export endpointi timeout ni 120 s ga o'zgartiradi",
    "bitta endpoint uchun istisno",
    lang="uz",
)

# ta Tamil
S(
    "from_to",
    ["web app unit tests Jest-இல் ஓடுகின்றன", "E2E tests Playwright-இல் எழுதப்படுகின்றன"],
    "web unit tests-ஐ Jest-இலிருந்து Vitest-க்கு மாற்றினோம்",
    0,
    "test runner மாறியது",
    lang="ta",
)
S(
    "implicit",
    ["`CACHE_TTL` இயல்புநிலை 300 விநாடிகள்", "cache backend Redis"],
    "CACHE_TTL இயல்புநிலை இப்போது 60 விநாடிகள்",
    0,
    "புதிய இயல்புநிலை",
    lang="ta",
)
X(
    "novel",
    Q,
    ["`users` அட்டவணை `user_id` மூலம் key செய்யப்படுகிறது", "migrations alembic மூலம்"],
    "user_id → account_id மறுபெயரிடல் பாதியில் உள்ளது",
    "வேலை நடந்து கொண்டிருக்கிறது",
    lang="ta",
)
X(
    "novel",
    R,
    ["backend PostgreSQL-இல் தரவை சேமிக்கிறது", "backend SQLAlchemy 2 பயன்படுத்துகிறது"],
    "backend இப்போது rate-limit counters-க்கு Redis-ஐயும் பயன்படுத்துகிறது",
    "இரண்டாவது store",
    lang="ta",
)
X(
    "redundant",
    P,
    ["பொது API /v3-இல் உள்ளது", "API keys X-Api-Key header-இல்"],
    "public API version 3 தான், /v3 prefix",
    "அதே உண்மை",
    lang="ta",
)

# mr Marathi
S(
    "gone",
    ["`LegacyAuthMiddleware` admin routes संरक्षित करते", "admin routes /admin खाली आहेत"],
    "LegacyAuthMiddleware काढून टाकले आहे; आता `require_role('admin')` वापरतो",
    0,
    "जुना middleware गेला",
    lang="mr",
)
S(
    "now_uses",
    ["Docker image python:3.11-slim वर आधारित आहे", "image non-root user म्हणून चालते"],
    "base image आता distroless python3 आहे",
    0,
    "base image बदलली",
    lang="mr",
)
X(
    "novel",
    Q,
    ["Auth tokens RS256 ने sign होतात", "keys दर 90 दिवसांनी बदलतात"],
    "HS256 वर परत जाण्याचा revert PR उघडा आहे, पण merge झालेला नाही",
    "revert झालेला नाही",
    lang="mr",
)
X(
    "refines",
    SC,
    ["mypy strict mode मध्ये चालते", "mypy CI मध्ये चालते"],
    "tests/ मध्ये mypy strict शिथिल आहे",
    "अपवाद",
    lang="mr",
)
X(
    "novel",
    "moved",
    ["Config settings.toml मधून वाचला जातो", "APP_ env vars override करतात"],
    "CHANGELOG.md docs/ मध्ये हलवला",
    "दुसरी फाइल",
    lang="mr",
)

# ne Nepali
S(
    "implicit",
    ["Lambda functions python3.9 runtime मा चल्छन्", "Lambdas SAM बाट deploy हुन्छन्"],
    "lambdas अब python3.12 runtime मा चल्छन्",
    0,
    "runtime बदलियो",
    lang="ne",
)
S(
    "correction",
    ["retry decorator common/retry.py मा छ", "5xx मा मात्र retry हुन्छ"],
    "माफ गर्नुहोस्, retry decorator lib/resilience/retry.py मा छ, common/retry.py मा होइन",
    0,
    "सच्याइएको स्थान",
    lang="ne",
)
X(
    "novel",
    Q,
    ["docs Sphinx बाट बन्छन्", "docs Furo theme प्रयोग गर्छन्"],
    "के हामी MkDocs मा जानुपर्छ?",
    "प्रश्न",
    lang="ne",
)
X(
    "novel",
    R,
    ["Go services log/slog बाट log गर्छन्", "logs JSON मा छन्"],
    "Go 1.21 अघि हामी logrus प्रयोग गर्थ्यौं",
    "इतिहास",
    lang="ne",
)
X(
    "refines",
    D,
    ["list endpoints cursor pagination प्रयोग गर्छन्", "totals फर्काइँदैन"],
    "cursor चाहिँ (created_at, id) को base64 हो",
    "विवरण",
    lang="ne",
)

# be Belarusian
S(
    "instead_of",
    ["Мабільнае прыкладанне робіць HTTP-запыты праз axios", "Стан захоўваецца ў Redux Toolkit"],
    "мабільнае прыкладанне цяпер выкарыстоўвае ky замест axios",
    0,
    "бібліятэка HTTP змянілася",
    lang="be",
)
S(
    "implicit",
    ["SDK публікуецца на npm як @acme/client", "SDK генеруецца з OpenAPI"],
    "SDK перайменаваны ў @acme/sdk, @acme/client састарэў",
    0,
    "назва пакета змянілася",
    lang="be",
)
X(
    "novel",
    Q,
    ["Фонавыя задачы выконваюцца на Dramatiq", "Брокер — Redis"],
    "мы яшчэ на Dramatiq ці Arq ужо ўвайшоў?",
    "пытанне",
    lang="be",
)
X(
    "novel",
    NG,
    ["Публічны API — /v3", "Ключы ў X-Api-Key"],
    "ніколі не мяняйце фармат адказу /v3 без загалоўка Deprecation",
    "правіла",
    lang="be",
)
X(
    "novel",
    R,
    ["Тэсты Python запускаюцца праз pytest", "Фікстуры ў tests/fixtures"],
    "дадалі hypothesis для property-тэстаў побач з pytest",
    "дадатак",
    lang="be",
)

# kk Kazakh
S(
    "moved",
    ["Ортақ TypeScript типтері packages/common/types ішінде", "Монорепо pnpm workspaces қолданады"],
    "ортақ типтер packages/contracts ішіне көшірілді",
    0,
    "орны өзгерді",
    lang="kk",
)
S(
    "implicit",
    [
        "`dark_mode` жалаушасы барлық пайдаланушылар үшін өшірулі",
        "Тақырып localStorage-та сақталады",
    ],
    "dark_mode бәрі үшін қосылды",
    0,
    "жалауша қосылды",
    lang="kk",
)
S(
    "now_uses",
    ["Оқиғалар шинада JSON ретінде сериализацияланады", "Шина — Kafka"],
    "шинадағы оқиғалар енді Avro, schema registry арқылы",
    0,
    "сериализация өзгерді",
    lang="kk",
)
X(
    "novel",
    Q,
    ["Төлем сервисі Java 17-ге бағытталған", "Spring Boot 3"],
    "Java 21-ге көшу жартылай дайын, Kafka клиенті кедергі",
    "жұмыс жүріп жатыр",
    lang="kk",
)
X(
    "refines",
    SC,
    ["Барлық уақыт белгілері UTC-те сақталады", "timestamptz қолданылады"],
    "birthdays бағаны тек date, уақыт белдеуі жоқ",
    "бір баған үшін ерекшелік",
    lang="kk",
)

X(
    "refines",
    D,
    [
        "Integratsion testlar Postgres ni testcontainers bilan ishga tushiradi",
        "Testlar pytest bilan",
    ],
    "konteyner butun sessiya davomida qayta ishlatiladi",
    "tafsilot",
    lang="uz",
)
X(
    "novel",
    Q,
    ["Səhifə ölçüsü sukut üzrə 25-dir", "Maksimum səhifə ölçüsü 500-dür"],
    "növbəti buraxılışda sukutu 50-yə qaytaracağıq, o vaxta qədər 25 qalır",
    "elan olunub, edilməyib",
    lang="az",
)
X(
    "novel",
    "moved",
    ["API को `utils` package मा slugify helper छ", "API Python मा लेखिएको छ"],
    "worker को utils बाट slugify लाई text module मा सारियो",
    "अर्को package",
    lang="ne",
)

# extra non-English supersessions to reach ~20%
S(
    "implicit",
    ["La kolumno `sku` estas varchar(32)", "SKU-oj estas unikaj po kliento"],
    "sku estas varchar(64) post migrado 0131",
    0,
    "tipo ŝanĝita",
    lang="eo",
)
S(
    "dropped",
    ["ESLint zgjeron konfigurimin airbnb", "Prettier formaton kodin"],
    "hoqëm airbnb nga eslint, tani zgjerojmë @acme/eslint-config",
    0,
    "konfigurimi bazë u zëvendësua",
    lang="sq",
)
S(
    "correction",
    ["Webhook испраќачот повторува 3 пати", "Секој payload е потпишан"],
    "не, грешка: webhook испраќачот повторува 5 пати",
    0,
    "корекција на бројка",
    lang="mk",
)


# ---------------------------------------------------------------- render
def render() -> str:
    rng = random.Random(SEED)
    frng = random.Random(FILLER_SEED)
    rows = [dict(r) for r in ROWS]
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        ex = list(r["existing"])
        tgt_text = ex[r["target"]] if r["target"] is not None else None
        if not r["keep"]:
            if r["lang"] == "en" and frng.random() < 0.33:
                ex.append(frng.choice(FILLERS))
            rng.shuffle(ex)
        target = ex.index(tgt_text) if tgt_text is not None else None
        out.append(
            {
                "id": f"{ID_PREFIX}{i:03d}",
                "split": "heldout",
                "lang": r["lang"],
                "existing": ex,
                "new": r["new"],
                "label": r["label"],
                "target": target,
                "phrasing": r["phrasing"],
                "note": r["note"],
            }
        )
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out)


def main() -> None:
    text = render()
    if "--stdout" in sys.argv:
        sys.stdout.write(text)
    else:
        OUT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
