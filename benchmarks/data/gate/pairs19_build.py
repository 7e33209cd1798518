"""Build pairs19.jsonl: design decisions and how the code is built (blind, round 32).

Stdlib only. Rows are written as scenarios: stored beliefs and several new statements
against them. Each (scenario, statement) becomes one row. A per-row string seed shuffles
`existing` (and adds one unrelated stored belief to about a third of the English two-belief
rows); `target` is recomputed. Then one fixed seed shuffles the row order and ids are given.

    python benchmarks/data/gate/pairs19_build.py           # write pairs19.jsonl
    python benchmarks/data/gate/pairs19_build.py --check   # compare the file with a render
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs19.jsonl")
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}

# Unrelated project facts, drawn into some English rows so the target is not always one of two.
FILLERS = [
    "The team's stand-up is at 09:30 CET on weekdays.",
    "The repository's licence is Apache-2.0.",
    "Architecture decisions are recorded as numbered ADRs in docs/adr.",
    "Staging runs at staging.heronsgate.example.",
    "The on-call rotation hands over on Mondays at 10:00.",
    "Release notes follow the Keep a Changelog headings in CHANGELOG.md.",
    "main is protected; merging needs one approving review.",
    "Python services run on Python 3.12.",
    "The design system's Figma library is owned by Ines.",
    "Sprint planning is every second Tuesday.",
]

# (key, lang, [stored beliefs], [(label, target, phrasing, new, note), ...])
# `target` indexes the stored beliefs as written here; the build recomputes it after shuffling.
SCENARIOS = [
    (
        "orm",
        "en",
        [
            "plover-api talks to Postgres through SQLAlchemy 2.0 ORM models in plover/db/models.py.",
            "Database migrations for plover-api are written with Alembic.",
        ],
        [
            (
                "S",
                0,
                "dropped",
                "plover-api dropped the SQLAlchemy ORM; queries are plain SQL through asyncpg with hand-written row dataclasses.",
                "the ORM decision is reversed",
            ),
            (
                "N",
                None,
                "plain",
                "New repository classes in plover-api use SQLModel; the older modules still import SQLAlchemy models directly.",
                "partial migration: old modules keep SQLAlchemy, the stored belief still holds for them",
            ),
            (
                "F",
                0,
                "detail",
                "We went with SQLAlchemy because the team already knew it and it supports both sync and async sessions.",
                "the reason added to the same decision",
            ),
            (
                "S",
                1,
                "from_to",
                "Migrations moved from Alembic to plain numbered SQL files applied by dbmate.",
                "migration tool replaced",
            ),
            (
                "R",
                0,
                "paraphrase",
                "plover-api's persistence layer is the SQLAlchemy 2.0 ORM, models in plover/db/models.py.",
                "same decision in other words",
            ),
            (
                "N",
                None,
                "question",
                "Should we try Piccolo ORM for the new reporting module?",
                "a question, nothing decided",
            ),
            (
                "S",
                0,
                "correction",
                "Correction to my earlier note: plover-api uses the Django ORM, not SQLAlchemy; there is no plover/db/models.py.",
                "self-correction of the stored library",
            ),
        ],
    ),
    (
        "queue",
        "en",
        [
            "Background jobs across the project go through Celery with RabbitMQ as the broker.",
            "Celery tasks live in a tasks.py next to the module that owns them.",
        ],
        [
            (
                "N",
                None,
                "related",
                "The billing service (tithe) publishes invoice events to Kafka.",
                "a decision scoped to one service, not the background-job queue",
            ),
            (
                "S",
                0,
                "now_uses",
                "Background jobs run on Dramatiq now; Celery was taken out of the requirements.",
                "job framework replaced",
            ),
            (
                "S",
                0,
                "negation",
                "The Celery broker is Redis, not RabbitMQ, since the cluster move.",
                "the broker half of the stored belief changed",
            ),
            (
                "S",
                1,
                "gone",
                "The per-module tasks.py files are gone; every service keeps its tasks in one jobs/ package.",
                "task layout convention replaced",
            ),
            (
                "N",
                None,
                "plain",
                "We added arq for the two async-only jobs in the notifier; everything else stays on Celery.",
                "a second tool beside the first; Celery stays",
            ),
            (
                "N",
                None,
                "plain",
                "We used RQ for background jobs until the 2024 rewrite.",
                "history, consistent with the stored Celery",
            ),
        ],
    ),
    (
        "redux",
        "en",
        [
            "wren-web keeps client state in Redux Toolkit slices.",
            "Server data in wren-web is fetched and cached with TanStack Query.",
        ],
        [
            (
                "S",
                0,
                "switched",
                "wren-web switched from Redux Toolkit to Zustand stores.",
                "state library replaced",
            ),
            (
                "N",
                None,
                "plain",
                "New screens in wren-web use Zustand; the existing Redux slices stay until someone touches them.",
                "partial migration: the Redux slices still hold most state",
            ),
            (
                "F",
                0,
                "detail",
                "Redux Toolkit was chosen for wren-web for the devtools' time travel and the team's experience with it.",
                "reason added later",
            ),
            (
                "S",
                1,
                "replaced_by",
                "TanStack Query was replaced by SWR for data fetching in wren-web.",
                "fetching library replaced",
            ),
            (
                "N",
                None,
                "question",
                "Is TanStack Query still worth it now that the router has loaders?",
                "a question",
            ),
            (
                "S",
                0,
                "no_longer",
                "wren-web no longer has a Redux store; client state is React context plus useReducer.",
                "state approach replaced",
            ),
        ],
    ),
    (
        "admin",
        "en",
        ["wren-admin manages its state with Zustand.", "wren-admin is built with Vite."],
        [
            (
                "N",
                None,
                "plain",
                "We used Redux in wren-admin until v3.",
                "history consistent with the stored Zustand",
            ),
            ("S", 1, "now_uses", "wren-admin is bundled by Rspack now.", "build tool replaced"),
            (
                "F",
                0,
                "detail",
                "wren-admin's Zustand stores are split per feature, one store file per folder under src/features.",
                "detail of the same decision",
            ),
            (
                "S",
                0,
                "switched",
                "wren-admin switched back to Redux Toolkit in v5; the Zustand stores were deleted.",
                "decision reversed",
            ),
            ("R", 1, "paraphrase", "Vite builds wren-admin.", "restatement"),
        ],
    ),
    (
        "api",
        "en",
        [
            "The public API of plover-api is REST with JSON bodies, versioned in the path (/v1/...).",
            "The API schema is generated from the FastAPI app as OpenAPI 3.1.",
        ],
        [
            (
                "S",
                0,
                "now_uses",
                "The public API is GraphQL now; the REST endpoints were turned off after the v2 client shipped.",
                "API style replaced",
            ),
            (
                "N",
                None,
                "related",
                "The partner integrations service exposes gRPC.",
                "another service's API style",
            ),
            (
                "S",
                0,
                "implicit",
                "API versions are chosen with the Accept header (application/vnd.plover.v2+json); paths carry no version.",
                "versioning scheme of the stored belief changed",
            ),
            (
                "N",
                None,
                "plain",
                "We're trialling a GraphQL gateway in front of REST for the mobile app only; nothing is decided.",
                "an experiment, not a decision",
            ),
            (
                "R",
                0,
                "paraphrase",
                "REST with JSON, version in the URL path: that's plover-api's public API.",
                "restatement",
            ),
            (
                "S",
                1,
                "implicit",
                "The OpenAPI schema is hand-written in openapi.yaml and the server is tested against it.",
                "code-first replaced by spec-first",
            ),
        ],
    ),
    (
        "goerr",
        "en",
        [
            "Service code in tallow returns errors wrapped with fmt.Errorf and %w; no panics outside main.",
            "HTTP handlers in tallow map errors to status codes in one middleware, errors.go.",
        ],
        [
            (
                "S",
                0,
                "no_longer",
                "tallow wraps errors with cockroachdb/errors for stack traces; fmt.Errorf wrapping is no longer allowed in service code.",
                "wrapping convention replaced",
            ),
            (
                "F",
                0,
                "example",
                'Example: return fmt.Errorf("load batch %d: %w", id, err) is how tallow wraps a failed load.',
                "an example of the stored convention",
            ),
            (
                "S",
                1,
                "dropped",
                "Each tallow handler writes its own error response; the shared errors.go middleware was removed.",
                "error mapping approach replaced",
            ),
            (
                "R",
                0,
                "negation",
                "Never panic in tallow's service code; wrap and return instead.",
                "restates the rule",
            ),
            (
                "N",
                None,
                "instead_of",
                "tallow's ingest command logs and exits in main instead of returning wrapped errors.",
                "main is outside the stored rule; the rule stands",
            ),
        ],
    ),
    (
        "logging",
        "en",
        [
            "plover-api logs with structlog, JSON to stdout.",
            "Log levels are set by the LOG_LEVEL env var, default INFO.",
        ],
        [
            (
                "S",
                0,
                "replaced_by",
                "structlog was replaced by the standard logging module plus python-json-logger in plover-api.",
                "logging library replaced",
            ),
            (
                "F",
                0,
                "scope",
                "In local dev plover-api's logs are pretty-printed with structlog's ConsoleRenderer; everywhere else they stay JSON.",
                "a dev-only scope that keeps the rule",
            ),
            ("S", 1, "implicit", "LOG_LEVEL defaults to WARNING.", "default changed"),
            (
                "N",
                None,
                "related",
                "The tithe billing service logs through loguru.",
                "another service's choice",
            ),
            (
                "F",
                0,
                "detail",
                "We picked structlog because bound context variables made request ids trivial.",
                "reason added later",
            ),
            (
                "N",
                None,
                "question",
                "Should we ship logs over OpenTelemetry instead of stdout?",
                "a question",
            ),
            (
                "S",
                0,
                "implicit",
                "plover-api writes plain-text log lines to stdout through the standard logging module.",
                "library and format replaced",
            ),
        ],
    ),
    (
        "tests",
        "en",
        [
            "Tests in plover-api are pytest functions with fixtures in conftest.py; no unittest.TestCase classes.",
            "Test data is built with factory_boy factories in tests/factories.py.",
        ],
        [
            (
                "S",
                1,
                "dropped",
                "Test data comes from polyfactory; factory_boy was dropped.",
                "test data library replaced",
            ),
            (
                "F",
                0,
                "scope",
                "The old tests in plover/legacy still subclass TestCase and are left alone; the rule is for every test written since.",
                "an exception that keeps the rule",
            ),
            (
                "S",
                0,
                "implicit",
                "ADR-031 reverses the test-style rule: new tests in plover-api are unittest.TestCase classes.",
                "decision reversed",
            ),
            (
                "N",
                None,
                "plain",
                "We added hypothesis for property tests in the parser package.",
                "a second tool beside pytest",
            ),
            (
                "R",
                0,
                "paraphrase",
                "plover-api tests: pytest style, fixtures in conftest.py, no TestCase.",
                "restatement",
            ),
            (
                "S",
                1,
                "correction",
                "Actually the test data comes from plain builder functions in tests/builders.py; factory_boy was never adopted.",
                "self-correction",
            ),
        ],
    ),
    (
        "build",
        "en",
        ["wren-web is built with webpack 5.", "The package manager for wren-web is pnpm."],
        [
            (
                "S",
                0,
                "from_to",
                "wren-web's build went from webpack to Vite.",
                "build tool replaced",
            ),
            (
                "N",
                None,
                "plain",
                "We're experimenting with Turbopack on a branch; webpack stays for now.",
                "an experiment",
            ),
            (
                "S",
                1,
                "gone",
                "pnpm is gone from wren-web; we're on npm workspaces.",
                "package manager replaced",
            ),
            (
                "N",
                None,
                "related",
                "wren-web's Storybook builds with Vite.",
                "a decision scoped to Storybook",
            ),
            ("N", None, "question", "Is it time to replace webpack in wren-web?", "a question"),
            (
                "S",
                0,
                "correction",
                "I had it wrong: wren-web is built with Parcel, not webpack.",
                "self-correction",
            ),
        ],
    ),
    (
        "layout",
        "en",
        [
            "plover-api is laid out by layer: api/, services/, repositories/, models/.",
            "Shared helpers go in plover/common/.",
        ],
        [
            (
                "S",
                0,
                "now_uses",
                "plover-api is organised by feature now (plover/orders, plover/invoices, ...), each with its own routes, service and repository modules.",
                "module layout replaced",
            ),
            (
                "N",
                None,
                "plain",
                "The new plover/reports feature is a self-contained package; the rest of plover-api keeps the layer folders.",
                "partial: the layer layout still holds for the rest",
            ),
            (
                "S",
                1,
                "moved",
                "Shared helpers moved out to a separate package, plover-kit, published to the internal index.",
                "helpers' location replaced",
            ),
            (
                "F",
                0,
                "detail",
                "The layer layout keeps the dependency rule simple: api imports services, services import repositories, never the other way.",
                "the rule behind the layout",
            ),
            (
                "R",
                0,
                "paraphrase",
                "api/, services/, repositories/, models/: plover-api is split by layer.",
                "restatement",
            ),
        ],
    ),
    (
        "di",
        "en",
        [
            "plover-api wires dependencies with FastAPI's Depends; there is no DI container.",
            "Settings are loaded once with pydantic-settings into a Settings object.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "plover-api wires its services in a dependency-injector container; Depends only pulls from the container at the route edge.",
                "a DI container now exists",
            ),
            (
                "S",
                1,
                "dropped",
                "pydantic-settings was removed; each module reads os.environ directly.",
                "settings approach replaced",
            ),
            (
                "F",
                1,
                "scope",
                "pydantic-settings reads .env only in local dev; in prod the settings come from environment variables alone.",
                "scope detail of the same choice",
            ),
            (
                "R",
                0,
                "negation",
                "We don't use a DI container in plover-api.",
                "restatement with a negation",
            ),
            (
                "N",
                None,
                "question",
                "Proposal: try svcs as a lightweight service registry in the worker.",
                "a proposal",
            ),
        ],
    ),
    (
        "gohttp",
        "en",
        [
            "tallow's HTTP server uses net/http with chi for routing.",
            "tallow talks to Postgres through sqlc-generated code over pgx.",
        ],
        [
            (
                "S",
                0,
                "instead_of",
                "tallow routes with gorilla/mux instead of chi.",
                "router replaced",
            ),
            (
                "S",
                1,
                "dropped",
                "tallow dropped sqlc; queries are built with squirrel.",
                "data access approach replaced",
            ),
            (
                "N",
                None,
                "related",
                "The admin sidecar next to tallow uses echo.",
                "another component's router",
            ),
            (
                "R",
                1,
                "paraphrase",
                "sqlc generates tallow's data access code on top of pgx.",
                "restatement",
            ),
            (
                "F",
                0,
                "example",
                "Example: GET /batches/{id} is registered with r.Get in tallow's router.go.",
                "an example",
            ),
        ],
    ),
    (
        "mq",
        "en",
        [
            "The project uses RabbitMQ for messaging between services.",
            "Messages between services are JSON with a schema_version field.",
        ],
        [
            (
                "N",
                None,
                "related",
                "The billing service uses Kafka for its ledger events.",
                "a decision scoped to one part",
            ),
            (
                "S",
                0,
                "moved",
                "Inter-service messaging moved to NATS JetStream; the RabbitMQ cluster was shut down in March.",
                "broker replaced",
            ),
            (
                "S",
                1,
                "no_longer",
                "Messages are Protobuf; consumers no longer accept JSON payloads.",
                "message format replaced",
            ),
            (
                "F",
                0,
                "detail",
                "RabbitMQ was picked over Kafka because we needed per-message routing and had no ordering needs.",
                "reason added later",
            ),
            (
                "N",
                None,
                "plain",
                "We also run a Redis stream for the live-cursor feature in wren-web.",
                "a second tool beside the first",
            ),
            (
                "N",
                None,
                "question",
                "Would moving everything to Kafka make sense once tithe's cluster is stable?",
                "a question",
            ),
            (
                "S",
                0,
                "replaced_by",
                "RabbitMQ was replaced by Amazon SQS and SNS for messaging between services.",
                "broker replaced",
            ),
        ],
    ),
    (
        "css",
        "en",
        [
            "wren-web styles components with CSS Modules.",
            "Design tokens come from the tokens package as CSS custom properties.",
        ],
        [
            (
                "S",
                0,
                "switched",
                "wren-web switched to Tailwind; the last CSS Modules file was deleted last week.",
                "styling approach replaced",
            ),
            (
                "N",
                None,
                "plain",
                "New components in wren-web are styled with Tailwind; existing ones keep their CSS Modules.",
                "partial migration",
            ),
            (
                "S",
                1,
                "instead_of",
                "Design tokens are shipped as a Tailwind preset instead of CSS custom properties.",
                "token delivery replaced",
            ),
            (
                "F",
                0,
                "example",
                "Button.tsx in wren-web has its Button.module.css next to it.",
                "an example",
            ),
            ("N", None, "related", "The marketing site uses styled-components.", "another app"),
            (
                "S",
                1,
                "no_longer",
                "Design tokens no longer come from the tokens package; each app defines its own in theme.ts.",
                "token source replaced",
            ),
        ],
    ),
    (
        "errors",
        "en",
        [
            "Unhandled errors from all three services are reported to Sentry.",
            "Expected domain errors in plover-api are raised as subclasses of PloverError and mapped to 4xx responses.",
        ],
        [
            (
                "S",
                0,
                "from_to",
                "Error reporting for all services went from Sentry to Honeybadger.",
                "error tracker replaced",
            ),
            (
                "S",
                1,
                "instead_of",
                "plover-api returns domain errors as Result values (the returns library) instead of raising exceptions.",
                "error-handling pattern replaced",
            ),
            (
                "F",
                0,
                "detail",
                "tallow sends its panics to Sentry with the release tag set from the build.",
                "detail of the same setup",
            ),
            (
                "N",
                None,
                "dropped",
                "We stopped using Sentry's performance tracing; errors still go to Sentry.",
                "change words about another feature",
            ),
            (
                "R",
                1,
                "paraphrase",
                "Domain errors in plover-api subclass PloverError and become 4xx responses.",
                "restatement",
            ),
        ],
    ),
    (
        "flags",
        "en",
        [
            "Feature flags in plover-api and wren-web are read from LaunchDarkly.",
            "Flag names are kebab-case with a team prefix, e.g. pay-new-checkout.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Feature flags come from our self-hosted Unleash; the LaunchDarkly contract ended.",
                "flag service replaced",
            ),
            (
                "S",
                1,
                "implicit",
                "Flag names: snake_case, no team prefix (ADR-044).",
                "naming convention replaced",
            ),
            (
                "N",
                None,
                "related",
                "tallow reads its two flags from env vars.",
                "another component",
            ),
            (
                "R",
                0,
                "paraphrase",
                "LaunchDarkly serves the flags of both plover-api and wren-web.",
                "restatement",
            ),
            (
                "N",
                None,
                "plain",
                "Before LaunchDarkly we kept flags in a Postgres table.",
                "history",
            ),
        ],
    ),
    (
        "monorepo",
        "en",
        [
            "All services live in one monorepo, heronsgate/platform.",
            "Monorepo tasks are run with Nx.",
        ],
        [
            (
                "S",
                1,
                "replaced_by",
                "Nx was replaced by Turborepo for the monorepo's task graph.",
                "task runner replaced",
            ),
            (
                "S",
                0,
                "implicit",
                "tallow was split out into its own repository, heronsgate/tallow.",
                "'all services in one repo' no longer holds",
            ),
            (
                "F",
                0,
                "detail",
                "We went to a monorepo because cross-service changes needed five coordinated PRs.",
                "reason added later",
            ),
            ("N", None, "question", "Poll: keep Nx or try moon?", "a poll"),
            ("R", 1, "paraphrase", "Nx runs the tasks in our monorepo.", "restatement"),
        ],
    ),
    (
        "tithe",
        "en",
        [
            "tithe is written in Kotlin on Spring Boot.",
            "tithe stores money as integer minor units (cents), never floats.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "tithe was rewritten in Go; the Kotlin service was retired in June.",
                "language and framework replaced",
            ),
            (
                "S",
                1,
                "instead_of",
                "tithe keeps amounts as BigDecimal with scale 4 instead of integer cents.",
                "money representation replaced",
            ),
            (
                "N",
                None,
                "negation",
                "tithe's Kotlin code uses Spring Data JDBC, not JPA.",
                "a negation that denies nothing stored",
            ),
            (
                "R",
                1,
                "paraphrase",
                "Money in tithe is integer cents; no floating point anywhere.",
                "restatement",
            ),
            (
                "F",
                1,
                "detail",
                "Foreign-currency amounts are integer minor units too, using the currency's ISO 4217 exponent.",
                "detail of the same rule",
            ),
        ],
    ),
    (
        "pylint",
        "en",
        [
            "Python code is formatted with black and linted with flake8.",
            "Type checking runs mypy in strict mode on plover-api.",
        ],
        [
            (
                "S",
                0,
                "replaced_by",
                "black and flake8 were replaced by ruff for formatting and linting.",
                "tools replaced",
            ),
            (
                "S",
                1,
                "switched",
                "Type checking switched to pyright in strict mode.",
                "type checker replaced",
            ),
            (
                "N",
                None,
                "related",
                "mypy also runs on the scripts/ folder, not in strict mode.",
                "another folder",
            ),
            (
                "N",
                None,
                "plain",
                "We're trying ruff format on one package to compare diffs with black; no decision yet.",
                "an experiment",
            ),
            ("R", 0, "paraphrase", "black formats our Python and flake8 lints it.", "restatement"),
        ],
    ),
    (
        "cache",
        "en",
        [
            "plover-api caches read-heavy endpoints in Redis with a cache-aside pattern.",
            "Cache keys are namespaced by service and schema version, e.g. plover:v3:order:42.",
        ],
        [
            (
                "S",
                0,
                "dropped",
                "We removed the Redis cache from plover-api; reads go to a Postgres replica instead.",
                "caching decision reversed",
            ),
            (
                "S",
                1,
                "no_longer",
                "Cache keys no longer carry the schema version; the cache is flushed on deploy instead.",
                "key convention replaced",
            ),
            (
                "F",
                0,
                "scope",
                "Only the catalogue endpoint uses write-through; the rest stays cache-aside.",
                "an exception that keeps the rule",
            ),
            (
                "F",
                0,
                "example",
                "GET /orders/42 reads plover:v3:order:42 first and falls back to Postgres.",
                "an example",
            ),
            (
                "N",
                None,
                "related",
                "The tallow worker keeps an in-process LRU cache for exchange rates.",
                "another component's cache",
            ),
        ],
    ),
    (
        "config",
        "en",
        [
            "Service config lives in YAML files under config/, one per environment.",
            "Secrets are never in config files; they come from Vault at start-up.",
        ],
        [
            (
                "S",
                0,
                "moved",
                "Config moved to TOML files (config/*.toml).",
                "config format replaced",
            ),
            (
                "S",
                1,
                "now_uses",
                "Secrets come from AWS Secrets Manager now; Vault was shut down.",
                "secret store replaced",
            ),
            ("R", 1, "negation", "Don't put secrets in the YAML config.", "restates the rule"),
            (
                "F",
                0,
                "example",
                "config/staging.yaml overrides only the database host and the log level.",
                "an example",
            ),
            (
                "N",
                None,
                "question",
                "Farah is writing a proposal to move config to Pkl.",
                "a proposal",
            ),
        ],
    ),
    (
        "auth",
        "en",
        [
            "plover-api authenticates users with session cookies, sessions stored server-side in Redis.",
            "Passwords are hashed with argon2id.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "plover-api uses short-lived JWTs with refresh tokens; server-side sessions were removed.",
                "auth approach replaced",
            ),
            (
                "N",
                None,
                "related",
                "Service-to-service calls authenticate with mTLS.",
                "another kind of auth",
            ),
            (
                "S",
                1,
                "from_to",
                "Password hashing went from argon2id to bcrypt to match the identity provider's import format.",
                "hash replaced",
            ),
            (
                "F",
                0,
                "detail",
                "We moved to server-side sessions after the JWT revocation incident in 2025.",
                "reason and history consistent with the stored decision",
            ),
            ("N", None, "question", "Do we want refresh tokens for the mobile app?", "a question"),
        ],
    ),
    (
        "react",
        "en",
        [
            "wren-web is a React 18 single-page app with React Router.",
            "Forms in wren-web use react-hook-form with zod schemas.",
        ],
        [
            (
                "S",
                0,
                "now_uses",
                "wren-web is on the Next.js App Router now; React Router was removed.",
                "framework replaced",
            ),
            (
                "F",
                1,
                "scope",
                "The checkout form still uses Formik because it predates the rule; it is the only one.",
                "one exception that keeps the rule",
            ),
            (
                "S",
                1,
                "instead_of",
                "Forms use TanStack Form instead of react-hook-form; the zod schemas stay.",
                "form library replaced",
            ),
            ("N", None, "related", "The internal dashboard is built with Svelte.", "another app"),
            (
                "R",
                0,
                "paraphrase",
                "wren-web: React 18 SPA, routing by React Router.",
                "restatement",
            ),
        ],
    ),
    (
        "problem",
        "en",
        [
            "plover-api returns errors as RFC 9457 problem+json documents.",
            "Every error response carries a request_id field.",
        ],
        [
            (
                "S",
                0,
                "dropped",
                'plover-api dropped problem+json; errors are {"error": {"code", "message"}} objects because no client read the RFC fields.',
                "error format replaced",
            ),
            (
                "S",
                1,
                "moved",
                "The request id moved from the error body to the X-Request-Id header.",
                "request id location changed",
            ),
            (
                "F",
                0,
                "detail",
                "Validation errors add an errors array to the problem document, one entry per field.",
                "detail of the same format",
            ),
            ("N", None, "related", "tithe returns plain-text error bodies.", "another service"),
            (
                "R",
                0,
                "paraphrase",
                "Problem details (RFC 9457) is plover-api's error format.",
                "restatement",
            ),
        ],
    ),
    (
        "time",
        "en",
        [
            "All timestamps are stored in UTC as timestamptz.",
            "Python code uses pendulum for date arithmetic.",
        ],
        [
            (
                "S",
                1,
                "dropped",
                "We dropped pendulum; date arithmetic uses the standard library's datetime and zoneinfo.",
                "library replaced",
            ),
            ("R", 0, "negation", "Never store local times in the database.", "restates the rule"),
            (
                "N",
                None,
                "related",
                "tallow stores Unix epoch milliseconds in its SQLite job cache.",
                "another store",
            ),
            (
                "F",
                0,
                "detail",
                "We chose timestamptz because the reporting tool converts to the viewer's zone on its own.",
                "reason added",
            ),
            (
                "N",
                None,
                "question",
                "Is pendulum still maintained? Worth checking before the Python 3.14 upgrade.",
                "a question",
            ),
            (
                "S",
                0,
                "negation",
                "Timestamps are not timestamptz any more: they are naive timestamp columns holding UTC.",
                "column type of the stored rule changed",
            ),
        ],
    ),
    (
        "paging",
        "en",
        ["List endpoints paginate with limit and offset.", "The default page size is 50."],
        [
            (
                "S",
                0,
                "implicit",
                "List endpoints use cursor pagination with an opaque next_cursor; offset was removed.",
                "pagination style replaced",
            ),
            (
                "N",
                None,
                "related",
                "The audit log endpoint uses cursor pagination; the other list endpoints keep limit and offset.",
                "scoped to one endpoint",
            ),
            (
                "R",
                0,
                "paraphrase",
                "Every list endpoint takes limit and offset query parameters.",
                "restatement",
            ),
            ("S", 1, "implicit", "Default page size: 25.", "default changed"),
            (
                "N",
                None,
                "question",
                "Proposal: keyset pagination for the orders list, which is slow past page 200.",
                "a proposal",
            ),
        ],
    ),
    (
        "ids",
        "en",
        [
            "Primary keys are bigint identity columns.",
            "Public IDs in the API are the raw primary keys.",
        ],
        [
            (
                "N",
                None,
                "plain",
                "New tables use UUIDv7 primary keys; existing tables keep bigint.",
                "partial: old tables keep bigint",
            ),
            (
                "S",
                1,
                "now_uses",
                "Public IDs are prefixed ULIDs (ord_01H...) now, kept apart from the primary key.",
                "public id scheme replaced",
            ),
            (
                "S",
                0,
                "implicit",
                "All primary keys are UUIDv7 since the sharding migration.",
                "key type replaced everywhere",
            ),
            (
                "F",
                0,
                "detail",
                "We picked identity columns over serial because they are the SQL-standard form.",
                "reason added",
            ),
            (
                "N",
                None,
                "related",
                "tithe numbers its invoices INV-YYYY-NNNNN.",
                "another identifier",
            ),
            ("R", 1, "exact", "Public IDs in the API are the raw primary keys.", "verbatim repeat"),
        ],
    ),
    (
        "ci",
        "en",
        [
            "CI runs on GitHub Actions.",
            "Every PR runs the full test suite; there is no test selection.",
        ],
        [
            ("S", 0, "moved", "CI moved to Buildkite with our own agents.", "CI replaced"),
            (
                "S",
                1,
                "implicit",
                "PRs run only the tests affected by the change (pytest-testmon); the full suite runs nightly on main.",
                "test selection decision replaced",
            ),
            (
                "F",
                0,
                "detail",
                "We use GitHub Actions because it came with the GitHub plan and nobody wanted to run agents.",
                "reason added",
            ),
            (
                "N",
                None,
                "related",
                "The docs site deploys through Netlify's own build.",
                "another pipeline",
            ),
            (
                "N",
                None,
                "question",
                "Should the nightly jobs move to a self-hosted runner?",
                "a question",
            ),
            (
                "S",
                0,
                "implicit",
                "Pipelines are defined in .gitlab-ci.yml and run on GitLab CI.",
                "CI replaced, named only by the new one",
            ),
        ],
    ),
    (
        "i18n",
        "en",
        [
            "wren-web translations are JSON files per locale handled by react-i18next.",
            "English is the source locale; translators work in Crowdin.",
        ],
        [
            (
                "S",
                0,
                "switched",
                "wren-web switched its i18n to FormatJS (react-intl) with ICU messages.",
                "i18n library replaced",
            ),
            (
                "S",
                1,
                "implicit",
                "Translators work in Lokalise; English stays the source locale.",
                "translation tool replaced",
            ),
            (
                "N",
                None,
                "related",
                "Emails rendered by plover-api are translated with gettext .po files.",
                "another component",
            ),
            ("F", 0, "detail", "Plural forms use i18next's _one/_other suffixed keys.", "detail"),
            (
                "R",
                0,
                "paraphrase",
                "Locale files are JSON, one per language, loaded by react-i18next.",
                "restatement",
            ),
        ],
    ),
    (
        "orders",
        "en",
        [
            "Order state in plover-api is a status column updated in place.",
            "Every order status change writes a row to order_events for auditing.",
        ],
        [
            (
                "N",
                None,
                "plain",
                "We're prototyping event sourcing for orders in a spike branch.",
                "an experiment",
            ),
            (
                "F",
                1,
                "detail",
                "order_events rows are written by a database trigger, not by application code.",
                "detail of the same decision",
            ),
            (
                "R",
                1,
                "paraphrase",
                "Status changes on orders are audited in order_events.",
                "restatement",
            ),
            (
                "N",
                None,
                "related",
                "Refunds keep their own status history in refund_status_log.",
                "another entity",
            ),
            (
                "S",
                1,
                "dropped",
                "order_events was dropped; order audit records go to the audit service over the bus.",
                "audit approach replaced",
            ),
            (
                "S",
                0,
                "implicit",
                "Orders are event-sourced: state is rebuilt from the event log and nothing updates a status in place.",
                "state pattern replaced",
            ),
        ],
    ),
    (
        "async",
        "en",
        [
            "plover-api is async end-to-end (FastAPI, asyncpg, httpx.AsyncClient).",
            "Outbound HTTP calls go through one shared httpx client with a 10 s timeout.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "plover-api went back to sync handlers on a thread pool; the async rewrite caused too many driver bugs.",
                "decision reversed",
            ),
            (
                "F",
                0,
                "scope",
                "The PDF export endpoint runs its sync code in a thread pool via run_in_threadpool.",
                "one exception that keeps the rule",
            ),
            (
                "S",
                1,
                "instead_of",
                "Outbound calls use a requests Session per integration instead of one shared httpx client.",
                "client approach replaced",
            ),
            (
                "N",
                None,
                "related",
                "tallow's scheduler is single-threaded by design.",
                "another component",
            ),
            (
                "F",
                0,
                "detail",
                "We went async because partner endpoints are slow and we kept running out of workers.",
                "reason added",
            ),
        ],
    ),
    (
        "golog",
        "en",
        [
            "tallow logs with zerolog.",
            "tallow's configuration is parsed from env vars with envconfig.",
        ],
        [
            (
                "S",
                0,
                "now_uses",
                "tallow logs through log/slog now; zerolog was removed in 1.8.",
                "logger replaced",
            ),
            (
                "N",
                None,
                "plain",
                "tallow also accepts a --config YAML file; env vars override it.",
                "a second source beside env vars",
            ),
            (
                "S",
                1,
                "instead_of",
                "tallow's config is read with viper instead of envconfig.",
                "config library replaced",
            ),
            (
                "N",
                None,
                "related",
                "tallow's migrate command prints plain text with fmt, not zerolog.",
                "one command, outside the service",
            ),
            ("R", 0, "paraphrase", "tallow: zerolog for logs.", "restatement"),
            (
                "S",
                1,
                "correction",
                "Correction: tallow parses its env vars with caarlos0/env, not envconfig.",
                "self-correction",
            ),
        ],
    ),
    (
        "migrations",
        "en",
        [
            "Schema migrations run automatically at app start-up.",
            "Migrations must stay backwards compatible for one release (expand/contract).",
        ],
        [
            (
                "S",
                0,
                "no_longer",
                "Migrations run as a Kubernetes Job before the rollout, no longer at start-up.",
                "migration mechanism replaced",
            ),
            (
                "F",
                1,
                "example",
                "A column rename is: add the column, backfill, switch reads, then drop the old column a release later.",
                "an example of the rule",
            ),
            (
                "R",
                1,
                "paraphrase",
                "Expand/contract with one release of backward compatibility is the migration rule.",
                "restatement",
            ),
            ("N", None, "related", "tithe's migrations are applied by Flyway.", "another service"),
            (
                "N",
                None,
                "question",
                "Could we skip expand/contract for tables under 1,000 rows?",
                "a question",
            ),
        ],
    ),
    (
        "otel",
        "en",
        [
            "Metrics are exposed in Prometheus format on /metrics.",
            "Traces are sent with OpenTelemetry to Jaeger.",
        ],
        [
            (
                "S",
                1,
                "now_uses",
                "Traces go to Grafana Tempo now; Jaeger was turned off.",
                "trace backend replaced",
            ),
            (
                "S",
                0,
                "implicit",
                "Metrics are pushed over OTLP to the collector; the /metrics endpoints were removed.",
                "metrics approach replaced",
            ),
            (
                "N",
                None,
                "related",
                "wren-web reports Web Vitals to the same collector.",
                "another signal",
            ),
            (
                "N",
                None,
                "plain",
                "We also export a few business counters to StatsD for the finance dashboard.",
                "a second tool beside Prometheus",
            ),
            ("R", 0, "paraphrase", "Prometheus scrapes /metrics on every service.", "restatement"),
        ],
    ),
    (
        "deps",
        "en",
        [
            "plover-api manages its dependencies with Poetry.",
            "Dependencies are pinned in the lock file and upgraded by Renovate weekly.",
        ],
        [
            (
                "S",
                0,
                "gone",
                "poetry.lock is gone; plover-api uses uv for dependencies.",
                "tool replaced",
            ),
            (
                "R",
                1,
                "replaced_by",
                "Renovate replaced Dependabot for us last year.",
                "a change the store already reflects",
            ),
            (
                "S",
                1,
                "implicit",
                "Renovate's dependency upgrades come as one grouped PR a month.",
                "cadence changed",
            ),
            (
                "F",
                0,
                "detail",
                "Dev tools (ruff, mypy) are pinned in a separate Poetry dependency group.",
                "detail",
            ),
            (
                "N",
                None,
                "question",
                "Should we try pixi for the data-science notebooks?",
                "a question",
            ),
        ],
    ),
    (
        "jest",
        "en",
        [
            "wren-web's unit tests run on Jest with React Testing Library.",
            "End-to-end tests for wren-web are written in Cypress.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "wren-web's unit tests run on Vitest; Jest was removed.",
                "test runner replaced",
            ),
            ("S", 1, "from_to", "E2E tests moved from Cypress to Playwright.", "e2e tool replaced"),
            (
                "N",
                None,
                "plain",
                "Visual regression tests were added with Chromatic on top of the Cypress suite.",
                "a second tool beside the first",
            ),
            (
                "N",
                None,
                "plain",
                "The new payments module's unit tests run on Vitest; the rest of wren-web stays on Jest until the config is untangled.",
                "partial migration",
            ),
            (
                "R",
                0,
                "paraphrase",
                "Jest with React Testing Library for wren-web's unit tests.",
                "restatement",
            ),
        ],
    ),
    (
        "mobile",
        "en",
        [
            "wren-mobile is a React Native app built with Expo.",
            "wren-mobile talks to plover-api through the same REST client package as wren-web.",
        ],
        [
            ("S", 0, "implicit", "wren-mobile was rewritten in Flutter.", "framework replaced"),
            (
                "S",
                1,
                "instead_of",
                "wren-mobile has its own generated API client (openapi-generator) instead of the shared package.",
                "client approach replaced",
            ),
            (
                "F",
                0,
                "detail",
                "wren-mobile's release builds are made with Expo's EAS Build.",
                "detail",
            ),
            ("N", None, "related", "The watch companion app is native Swift.", "another app"),
            (
                "N",
                None,
                "question",
                "Is bare React Native worth it for the Bluetooth feature?",
                "a question",
            ),
        ],
    ),
    (
        "retry",
        "en",
        [
            "Retries on outbound calls use tenacity with exponential backoff.",
            "Idempotency keys are required on every POST from partners.",
        ],
        [
            (
                "S",
                0,
                "dropped",
                "Retries are left to the service mesh's retry budgets; tenacity was removed from plover-api.",
                "retry approach replaced",
            ),
            (
                "S",
                1,
                "implicit",
                "Idempotency keys are required only on payment POSTs.",
                "rule narrowed",
            ),
            ("F", 0, "detail", "tenacity retries at most 3 times, starting at 200 ms.", "detail"),
            (
                "N",
                None,
                "related",
                "The webhook sender in tithe uses its own retry queue.",
                "another component",
            ),
            (
                "R",
                1,
                "paraphrase",
                "Partners must send an Idempotency-Key header with each POST.",
                "restatement",
            ),
        ],
    ),
    (
        "search",
        "en",
        [
            "Product search uses Postgres full-text search (tsvector columns).",
            "The search index is refreshed by a trigger on the products table.",
        ],
        [
            (
                "S",
                0,
                "moved",
                "Search moved to OpenSearch; the tsvector columns were dropped.",
                "search engine replaced",
            ),
            (
                "N",
                None,
                "plain",
                "We're evaluating Meilisearch for typo tolerance; the spike is due Friday.",
                "an experiment",
            ),
            (
                "S",
                1,
                "implicit",
                "The search index is refreshed by a nightly batch job; the trigger slowed writes.",
                "refresh mechanism replaced",
            ),
            (
                "F",
                0,
                "detail",
                "We chose Postgres full-text search so we would not run another cluster.",
                "reason added",
            ),
            ("N", None, "related", "The docs site search uses Algolia DocSearch.", "another site"),
        ],
    ),
    (
        "deploy",
        "en",
        [
            "Services are deployed as Docker images to Kubernetes with Helm charts.",
            "Each service has its own Helm chart in deploy/charts/<service>.",
        ],
        [
            (
                "S",
                0,
                "gone",
                "Helm is gone; deployment manifests are Kustomize overlays.",
                "deploy tool replaced",
            ),
            (
                "S",
                1,
                "implicit",
                "All services share one umbrella chart with a values file per service.",
                "chart layout replaced",
            ),
            (
                "F",
                1,
                "detail",
                "Each service's cron jobs are deployed by that service's chart.",
                "detail",
            ),
            (
                "N",
                None,
                "negation",
                "The marketing site is deployed to Netlify, not Kubernetes.",
                "another site",
            ),
            (
                "R",
                0,
                "paraphrase",
                "Services ship as Docker images and Helm rolls them out on Kubernetes.",
                "restatement",
            ),
            (
                "R",
                1,
                "exact",
                "Each service has its own Helm chart in deploy/charts/<service>.",
                "verbatim repeat",
            ),
        ],
    ),
    (
        "validation",
        "en",
        [
            "Request bodies in plover-api are validated with pydantic v2 models.",
            "Validation error messages are in English only.",
        ],
        [
            (
                "S",
                0,
                "instead_of",
                "Request validation uses msgspec Structs instead of pydantic.",
                "library replaced",
            ),
            (
                "S",
                1,
                "implicit",
                "Validation messages are translated according to the Accept-Language header.",
                "rule replaced",
            ),
            (
                "N",
                None,
                "related",
                "The CSV importer validates rows with pandera.",
                "another component",
            ),
            (
                "N",
                None,
                "plain",
                "The move from pydantic v1 to v2 finished in 2025.",
                "history consistent with the stored v2",
            ),
            (
                "R",
                0,
                "paraphrase",
                "pydantic v2 models validate plover-api's request bodies.",
                "restatement",
            ),
        ],
    ),
    (
        "proto",
        "en",
        [
            "Protobuf code is generated with buf and committed to the repository.",
            "Generated code lives under gen/ and is excluded from lint.",
        ],
        [
            (
                "S",
                0,
                "no_longer",
                "Generated protobuf code is no longer committed; CI generates it at build time.",
                "commit decision reversed",
            ),
            ("S", 1, "moved", "Generated code moved to internal/gen.", "location changed"),
            (
                "F",
                0,
                "detail",
                "We use buf for its breaking-change check on every PR.",
                "reason added",
            ),
            (
                "N",
                None,
                "related",
                "wren-web's GraphQL types are generated too, with graphql-codegen.",
                "another generator",
            ),
            (
                "R",
                0,
                "paraphrase",
                "buf generates the protobuf code, and the output is committed.",
                "restatement",
            ),
        ],
    ),
    (
        "monolith",
        "en",
        [
            "The backend is a modular monolith (plover-api) plus the tallow worker; no other services.",
            "Modules inside plover-api talk through service interfaces, never through each other's tables.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Notifications were split out of plover-api into their own service, perch.",
                "'no other services' no longer holds",
            ),
            (
                "F",
                1,
                "scope",
                "The reports module reads the orders tables directly as an accepted exception until the read model exists.",
                "an exception that keeps the rule",
            ),
            (
                "N",
                None,
                "question",
                "We're considering extracting search into a service; nothing is decided.",
                "a proposal",
            ),
            (
                "F",
                0,
                "detail",
                "plover-api is a modular monolith because a team of six finds one deploy easier than eight.",
                "reason added",
            ),
            (
                "R",
                1,
                "paraphrase",
                "Modules in plover-api never read another module's tables; they call its service interface.",
                "restatement",
            ),
        ],
    ),
]

# Wrong-target traps: `existing` keeps its written order (not shuffled, no filler).
TRAPS = [
    (
        "trap-state",
        "en",
        [
            "wren-web's client state lives in Zustand stores.",
            "wren-web's client state lives in Redux Toolkit slices.",
        ],
        [
            (
                "S",
                1,
                "from_to",
                "wren-web moved its client state from Redux Toolkit to Zustand.",
                "trap: closes the Redux belief, not the Zustand one it confirms",
            )
        ],
    ),
    (
        "trap-jobs",
        "en",
        ["Background jobs run on Dramatiq.", "Background jobs run on Celery."],
        [
            (
                "S",
                0,
                "switched",
                "We switched background jobs from Dramatiq to Celery.",
                "trap: closes the Dramatiq belief, not the Celery one it confirms",
            )
        ],
    ),
]

# Rows in ten languages none of pairs15-18 used; stored beliefs and statements in the language.
LANG_SCENARIOS = [
    (
        "eo-orm",
        "eo",
        [
            "La servo plover-api aliras Postgres per la ORM SQLAlchemy.",
            "La fasado wren-web konservas sian staton en Redux.",
        ],
        [
            (
                "S",
                0,
                "dropped",
                "plover-api aliras Postgres per puraj SQL-demandoj kun asyncpg; SQLAlchemy estis forigita.",
                "ORM decision reversed",
            ),
            (
                "S",
                1,
                "instead_of",
                "wren-web nun konservas sian staton en Zustand anstataŭ Redux.",
                "state library replaced",
            ),
            (
                "N",
                None,
                "plain",
                "Novaj moduloj de plover-api uzas SQLModel; la malnovaj moduloj ankoraŭ uzas SQLAlchemy.",
                "partial migration",
            ),
            (
                "S",
                0,
                "correction",
                "Korekto: plover-api ne uzas SQLAlchemy, sed Peewee.",
                "self-correction of the stored ORM",
            ),
            ("F", 0, "detail", "Ni elektis SQLAlchemy ĉar la teamo jam konis ĝin.", "reason added"),
            (
                "N",
                None,
                "question",
                "Ĉu ni provu RTK Query por la kaŝmemoro de wren-web?",
                "a question",
            ),
        ],
    ),
    (
        "hr-queue",
        "hr",
        [
            "Pozadinski poslovi idu kroz Celery s RabbitMQ brokerom.",
            "plover-api piše logove pomoću structloga u JSON formatu.",
        ],
        [
            (
                "S",
                0,
                "now_uses",
                "Pozadinski poslovi sada idu kroz Dramatiq; Celery je uklonjen.",
                "job framework replaced",
            ),
            (
                "N",
                None,
                "related",
                "Servis za naplatu (tithe) koristi Kafku za svoje događaje.",
                "scoped to one service",
            ),
            (
                "S",
                1,
                "replaced_by",
                "U plover-apiju je structlog zamijenjen standardnim modulom logging.",
                "logging library replaced",
            ),
            ("N", None, "plain", "Do 2024. koristili smo RQ za pozadinske poslove.", "history"),
            (
                "R",
                0,
                "paraphrase",
                "Celery s RabbitMQ-om obrađuje naše pozadinske poslove.",
                "restatement",
            ),
            (
                "S",
                0,
                "implicit",
                "Broker za Celery je Redis.",
                "broker of the stored belief changed",
            ),
        ],
    ),
    (
        "bg-build",
        "bg",
        ["wren-web се билдва с webpack 5.", "Компонентите в wren-web се стилизират с CSS Modules."],
        [
            (
                "S",
                0,
                "from_to",
                "Билдът на wren-web мина от webpack на Vite.",
                "build tool replaced",
            ),
            (
                "N",
                None,
                "plain",
                "Новите компоненти използват Tailwind; старите остават с CSS Modules.",
                "partial migration",
            ),
            (
                "S",
                1,
                "switched",
                "wren-web премина изцяло на Tailwind; последният CSS Modules файл е изтрит.",
                "styling replaced",
            ),
            (
                "N",
                None,
                "plain",
                "Експериментираме с Turbopack в отделен клон; webpack остава засега.",
                "an experiment",
            ),
            (
                "F",
                0,
                "detail",
                "Избрахме webpack заради Module Federation за микрофронтендите.",
                "reason added",
            ),
            (
                "S",
                0,
                "gone",
                "webpack вече го няма; wren-web се билдва с Rspack.",
                "build tool replaced",
            ),
        ],
    ),
    (
        "sl-api",
        "sl",
        [
            "plover-api vrača napake kot dokumente problem+json (RFC 9457).",
            "Javni API plover-api je REST z JSON, verzija je v poti (/v1/...).",
        ],
        [
            (
                "S",
                1,
                "now_uses",
                "Javni API je zdaj GraphQL; končne točke REST so ugasnjene.",
                "API style replaced",
            ),
            ("N", None, "related", "Servis za partnerje uporablja gRPC.", "another service"),
            (
                "S",
                0,
                "dropped",
                'problem+json smo opustili; napake so objekti {"error": {"code", "message"}}.',
                "error format replaced",
            ),
            (
                "R",
                1,
                "paraphrase",
                "REST z JSON in verzijo v poti URL: to je javni API plover-api.",
                "restatement",
            ),
            ("N", None, "question", "Ali bi verzijo prenesli v glavo Accept?", "a question"),
            (
                "S",
                1,
                "no_longer",
                "Verzija API se izbere z glavo Accept; poti nimajo več verzije.",
                "versioning replaced",
            ),
        ],
    ),
    (
        "lt-go",
        "lt",
        ["tallow HTTP maršrutams naudoja chi.", "tallow žurnalus rašo su zerolog."],
        [
            (
                "S",
                0,
                "instead_of",
                "tallow maršrutams naudoja gorilla/mux vietoj chi.",
                "router replaced",
            ),
            (
                "S",
                1,
                "replaced_by",
                "tallow servise zerolog pakeistas log/slog.",
                "logger replaced",
            ),
            (
                "N",
                None,
                "related",
                "Administravimo priedas šalia tallow naudoja echo.",
                "another component",
            ),
            ("R", 1, "paraphrase", "tallow žurnalams naudoja zerolog.", "restatement"),
            (
                "N",
                None,
                "question",
                "Ar verta pereiti prie standartinio ServeMux, kai jis palaiko šablonus?",
                "a question",
            ),
            (
                "S",
                0,
                "implicit",
                "tallow maršrutus registruoja standartiniu net/http ServeMux, be jokios papildomos bibliotekos.",
                "router replaced",
            ),
        ],
    ),
    (
        "et-flags",
        "et",
        [
            "Funktsioonilippe loetakse LaunchDarklyst.",
            "Python-koodi vormindab black ja lintib flake8.",
        ],
        [
            ("S", 1, "replaced_by", "black ja flake8 asendati ruffiga.", "tools replaced"),
            (
                "S",
                0,
                "implicit",
                "Funktsioonilipud tulevad meie oma Unleashist; LaunchDarkly leping lõppes.",
                "flag service replaced",
            ),
            ("N", None, "plain", "Enne LaunchDarklyt hoidsime lippe Postgresi tabelis.", "history"),
            (
                "N",
                None,
                "plain",
                "Proovime ühes paketis ruff formatit, et diffe blackiga võrrelda; otsust pole.",
                "an experiment",
            ),
            ("R", 0, "paraphrase", "Lipud tulevad LaunchDarklyst.", "restatement"),
            (
                "S",
                0,
                "no_longer",
                "LaunchDarklyt me enam ei kasuta; lipud on keskkonnamuutujates.",
                "flag approach replaced",
            ),
        ],
    ),
    (
        "ms-repo",
        "ms",
        [
            "Semua perkhidmatan disimpan dalam satu monorepo, heronsgate/platform.",
            "Tugasan monorepo dijalankan dengan Nx.",
        ],
        [
            (
                "S",
                1,
                "replaced_by",
                "Nx telah digantikan dengan Turborepo.",
                "task runner replaced",
            ),
            (
                "S",
                0,
                "implicit",
                "tallow telah dipisahkan ke repositori sendiri, heronsgate/tallow.",
                "'all services in one repo' no longer holds",
            ),
            (
                "F",
                0,
                "detail",
                "Kami memilih monorepo kerana perubahan merentas perkhidmatan memerlukan lima PR serentak.",
                "reason added",
            ),
            ("N", None, "question", "Undian: kekal dengan Nx atau cuba moon?", "a poll"),
            ("R", 1, "paraphrase", "Nx menjalankan tugasan dalam monorepo kami.", "restatement"),
            (
                "S",
                1,
                "from_to",
                "Kami bertukar daripada Nx kepada Bazel untuk semua binaan.",
                "task runner replaced",
            ),
        ],
    ),
    (
        "fa-cache",
        "fa",
        [
            "در plover-api کش با Redis و الگوی cache-aside انجام می‌شود.",
            "زمان‌ها در پایگاه داده به صورت UTC و با نوع timestamptz ذخیره می‌شوند.",
        ],
        [
            (
                "S",
                0,
                "dropped",
                "کش Redis را از plover-api حذف کردیم؛ خواندن‌ها اکنون از replica پستگرس انجام می‌شود.",
                "caching decision reversed",
            ),
            (
                "N",
                None,
                "related",
                "سرویس tallow برای نرخ ارز یک کش LRU درون‌پردازه‌ای دارد.",
                "another component",
            ),
            (
                "R",
                1,
                "negation",
                "هرگز زمان محلی را در پایگاه داده ذخیره نکنید.",
                "restates the rule",
            ),
            (
                "S",
                0,
                "implicit",
                "plover-api برای کش از Memcached استفاده می‌کند.",
                "cache store replaced",
            ),
            (
                "F",
                0,
                "scope",
                "فقط endpoint کاتالوگ از write-through استفاده می‌کند؛ بقیه cache-aside می‌مانند.",
                "an exception that keeps the rule",
            ),
            (
                "S",
                1,
                "now_uses",
                "زمان‌ها اکنون به صورت میلی‌ثانیه‌های epoch در ستون‌های bigint ذخیره می‌شوند.",
                "time storage replaced",
            ),
        ],
    ),
    (
        "sw-deploy",
        "sw",
        [
            "Huduma zinasambazwa kama picha za Docker kwenye Kubernetes kwa kutumia chati za Helm.",
            "CI inaendeshwa kwenye GitHub Actions.",
        ],
        [
            ("S", 1, "moved", "CI imehamia Buildkite yenye mawakala wetu wenyewe.", "CI replaced"),
            (
                "S",
                0,
                "gone",
                "Helm haipo tena; tunatumia Kustomize kwa manifesti.",
                "deploy tool replaced",
            ),
            (
                "N",
                None,
                "negation",
                "Tovuti ya masoko inasambazwa kwenye Netlify, si Kubernetes.",
                "another site",
            ),
            ("R", 1, "paraphrase", "Tunatumia GitHub Actions kwa CI.", "restatement"),
            (
                "N",
                None,
                "question",
                "Je, kazi za usiku zihamie kwenye runner yetu wenyewe?",
                "a question",
            ),
            (
                "S",
                0,
                "instead_of",
                "Huduma zote sasa zinaendeshwa kwenye Nomad badala ya Kubernetes.",
                "platform replaced",
            ),
        ],
    ),
    (
        "tl-tests",
        "tl",
        [
            "Ang mga unit test ng wren-web ay tumatakbo sa Jest.",
            "Ang mga end-to-end test ng wren-web ay nakasulat sa Cypress.",
        ],
        [
            (
                "S",
                0,
                "implicit",
                "Ang mga unit test ng wren-web ay tumatakbo na sa Vitest; tinanggal na ang Jest.",
                "test runner replaced",
            ),
            (
                "S",
                1,
                "from_to",
                "Inilipat namin ang mga E2E test mula Cypress papuntang Playwright.",
                "e2e tool replaced",
            ),
            (
                "N",
                None,
                "plain",
                "Ang mga bagong test sa payments module ay nasa Vitest; ang iba ay mananatili sa Jest.",
                "partial migration",
            ),
            (
                "N",
                None,
                "plain",
                "Nagdagdag kami ng Chromatic para sa visual regression bukod sa Cypress.",
                "a second tool beside the first",
            ),
            ("R", 0, "paraphrase", "Jest ang gamit sa mga unit test ng wren-web.", "restatement"),
            (
                "S",
                1,
                "no_longer",
                "Hindi na kami gumagamit ng Cypress; Playwright na ang para sa E2E.",
                "e2e tool replaced",
            ),
        ],
    ),
]


def _rows() -> list[dict]:
    rows: list[dict] = []
    for group, shuffle in ((SCENARIOS, True), (LANG_SCENARIOS, True), (TRAPS, False)):
        for key, lang, beliefs, statements in group:
            for n, (code, target, phrasing, new, note) in enumerate(statements):
                rng = random.Random(f"pairs19/{key}/{n}")
                existing = list(beliefs)
                if shuffle and lang == "en" and len(existing) == 2 and rng.random() < 0.34:
                    existing.append(rng.choice(FILLERS))
                order = list(range(len(existing)))
                if shuffle:
                    rng.shuffle(order)
                shuffled = [existing[i] for i in order]
                label = LABELS[code]
                tgt = order.index(target) if label == "supersedes" else None
                rows.append(
                    {
                        "id": "",
                        "split": "heldout",
                        "lang": lang,
                        "existing": shuffled,
                        "new": new,
                        "label": label,
                        "target": tgt,
                        "phrasing": phrasing,
                        "note": note,
                    }
                )
    random.Random("pairs19/order").shuffle(rows)
    for i, row in enumerate(rows, 1):
        row["id"] = f"b{i:03d}"
    return rows


def render() -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in _rows())


def main() -> int:
    text = render()
    if "--check" in sys.argv[1:]:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("pairs19.jsonl matches the build" if same else "pairs19.jsonl differs from the build")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
