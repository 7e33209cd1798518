"""A small coding-agent retrieval set, written for retain (not taken from anywhere).

Each note is something an agent would store while working on a project; each case is a
question it would later ask, with the note that answers it. Kinds of case:

  paraphrase   the question shares few or no words with the answer
  symptom      the question describes what went wrong; the note names the cause
  lexical      the question reuses the note's own words (must not regress)
  superseded   the answer replaced an older belief that matches the words better
  scope        the same kind of fact exists in another project; only ours may answer
  user         a user-level preference asked from another project
  crosslingual the note is in German or Chinese, the question in English
  date         the question names when something was decided
  small        a store of a dozen memories, where BM25's IDF is degenerate

Projects: "alpha" is the project the questions are asked from unless a case says
otherwise; "beta" is a second project with look-alike facts; None = user scope.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Note:
    key: str
    text: str
    project: str | None = "alpha"  # None: user scope
    kind: str = "fact"
    replaces: str | None = None  # written later via Memory.write as a contradiction of this key
    date: str | None = None  # ISO day it was recorded, when a case depends on it
    context: str | None = None  # the situation it was learned in (optional)


@dataclass(frozen=True)
class Case:
    kind: str
    question: str
    answer: str  # key of the note that must rank first
    project: str = "alpha"
    forbidden: tuple[str, ...] = ()  # keys that must not appear in the top 5 at all


NOTES: tuple[Note, ...] = (
    # --- answers -------------------------------------------------------------------
    Note(
        "locking",
        "Orders use optimistic locking: a `version` column is checked on save and "
        "a stale write raises ConflictError.",
        kind="decision",
    ),
    Note(
        "nightly",
        "The nightly job loads the full fixture set; its timeout is 40 min in "
        ".github/workflows/nightly.yml and it needs about 55 min now.",
        kind="bugfix",
    ),
    Note(
        "flags-old",
        "Feature flags are served by LaunchDarkly; the SDK key lives in the "
        "LAUNCHDARKLY_KEY secret.",
        kind="decision",
    ),
    Note(
        "flags-new",
        "Switched feature flags from LaunchDarkly to Unleash (self-hosted at "
        "flags.alpha.internal); the LaunchDarkly SDK was removed.",
        kind="decision",
        replaces="flags-old",
    ),
    Note(
        "staging-a",
        "Staging for this service is https://staging.alpha.internal, deployed "
        "from the main branch on every merge.",
    ),
    Note(
        "staging-b",
        "Staging URL: https://beta-stage.example.net (deploys from the release branch only).",
        project="beta",
    ),
    Note(
        "pref-pytest",
        "I prefer plain pytest functions over unittest classes, and fixtures over setUp methods.",
        project=None,
        kind="preference",
    ),
    Note(
        "pref-commits",
        "Write commit messages in the imperative mood, subject line under 72 characters.",
        project=None,
        kind="preference",
    ),
    Note(
        "flaky-tz",
        "test_invoice_due_date fails only between midnight and 1 am UTC because "
        "it compares a local date with a UTC date; freeze time in the test.",
        kind="bugfix",
    ),
    Note(
        "oom-worker",
        "The image worker was OOM-killed on big PNG uploads; it now streams "
        "tiles instead of decoding the whole image, memory limit stays at 512 MiB.",
        kind="bugfix",
    ),
    Note(
        "n-plus-one",
        "The /projects page was slow because of an N+1 query over owners; "
        "fixed with select_related('owner').",
        kind="bugfix",
    ),
    Note(
        "cors",
        "Browser calls to the API failed with a CORS error until the staging origin "
        "was added to ALLOWED_ORIGINS in settings/base.py.",
        kind="bugfix",
    ),
    Note(
        "migrations",
        "Database migrations run with Alembic; run `alembic upgrade head` "
        "before starting the app after pulling.",
        kind="procedure",
        project="alpha",
    ),
    Note(
        "secrets",
        "Secrets are never committed: they come from Vault at runtime via the vault-agent sidecar.",
        kind="constraint",
        project="alpha",
    ),
    Note(
        "retry",
        "Outgoing webhooks retry with exponential backoff, 5 attempts, capped at "
        "10 minutes; after that the event goes to the dead-letter table.",
        kind="decision",
    ),
    Note(
        "cache",
        "Product pages are cached in Redis for 5 minutes; the cache key includes "
        "the currency so prices never leak across regions.",
        kind="architecture",
    ),
    Note(
        "python-version",
        "The service targets Python 3.11; 3.12 breaks the pinned grpcio wheel.",
        kind="constraint",
    ),
    Note(
        "monorepo-build",
        "Use `make build-fast` locally; the full `make build` also "
        "rebuilds the docs and takes 12 minutes.",
        kind="procedure",
        project="alpha",
    ),
    Note(
        "lint",
        "ruff replaces flake8 and isort here; CI fails on any ruff warning.",
        kind="decision",
    ),
    Note(
        "release",
        "Releases are cut by tagging vX.Y.Z on main; the tag triggers the "
        "publish workflow, never publish from a laptop.",
        kind="procedure",
        project="alpha",
    ),
    Note(
        "rate-limit",
        "The public API is rate limited to 100 requests per minute per token "
        "by the gateway, not by the app.",
        kind="architecture",
    ),
    Note(
        "timezone-db",
        "All timestamps are stored in UTC as timestamptz; convert to the "
        "user's zone only in templates.",
        kind="decision",
    ),
    Note(
        "deadlock",
        "Two workers deadlocked when they updated accounts in different orders; "
        "always lock account rows in ascending id order.",
        kind="lesson",
    ),
    Note(
        "de-deploy",
        "Vor jedem Deployment muss die Datenbank gesichert werden: "
        "`make backup` erstellt einen Snapshot im Bucket alpha-backups.",
        kind="procedure",
    ),
    Note(
        "de-logs",
        "Die Logs der Produktion liegen in Loki; Aufbewahrung 14 Tage, danach werden sie gelöscht.",
        kind="fact",
    ),
    Note(
        "zh-queue", "订单队列使用 RabbitMQ，消费者失败三次后消息进入死信队列。", kind="architecture"
    ),
    Note("zh-oncall", "值班轮换每周一上午十点交接，紧急问题打电话给值班工程师。", kind="procedure"),
    Note(
        "pg-upgrade",
        "Upgraded PostgreSQL from 14 to 16 on the production cluster; "
        "pg_stat_statements had to be re-created.",
        kind="decision",
        date="2024-03-12",
    ),
    Note(
        "api-v2",
        "Decided to freeze API v1 and ship breaking changes only in /v2.",
        kind="decision",
        date="2024-05-02",
    ),
    Note(
        "search-engine",
        "Full-text search moved from Elasticsearch to Postgres tsvector to drop one service.",
        kind="decision",
        date="2024-06-18",
    ),
    Note(
        "uploads-s3",
        "User uploads go to the S3 bucket alpha-uploads with a 7 day "
        "lifecycle rule for temp/ objects.",
        kind="architecture",
    ),
    Note(
        "auth-tokens",
        "Access tokens live 15 minutes, refresh tokens 30 days and are rotated on every use.",
        kind="decision",
    ),
    Note(
        "ci-cache",
        "CI got 3x faster after caching ~/.cache/pip keyed on the lock file hash.",
        kind="fact",
    ),
    Note(
        "docker-arm",
        "Docker builds on M1 laptops need --platform linux/amd64 because the "
        "base image has no arm64 variant.",
        kind="bugfix",
    ),
    Note(
        "email",
        "Transactional email goes through Postmark; the sandbox server is used in "
        "staging so nobody gets real mail.",
        kind="architecture",
    ),
    Note(
        "feature-owner",
        "Billing code is owned by Dana; ask her before touching invoice generation.",
        kind="fact",
    ),
)

# Look-alike notes that answer none of the questions: same vocabulary, wrong content.
DISTRACTORS: tuple[str, ...] = (
    "Orders are exported to the warehouse as CSV every night at 02:00.",
    "The orders table has an index on (customer_id, created_at).",
    "Edit the README when you add a new environment variable.",
    "Two people review every migration before it is merged.",
    "The nightly report email lists yesterday's failed payments.",
    "CI runs unit tests on every push and integration tests on main only.",
    "The green deploy slot serves traffic while blue is being updated.",
    "Feature requests are tracked in the roadmap board, not in issues.",
    "The marketing site uses a separate flag for the dark theme.",
    "Service URLs are listed in docs/services.md.",
    "Beta testers get access through the early-access group.",
    "The test suite uses factory_boy for model fixtures.",
    "Commit hooks run ruff format and the type checker.",
    "Invoice PDFs are rendered with WeasyPrint.",
    "The worker pool has 8 processes in production.",
    "Image thumbnails are 256 px wide and stored next to the original.",
    "Owners can transfer a project to another organisation.",
    "The settings module reads .env files only in development.",
    "Alembic revision files are named with a date prefix.",
    "Vault policies are reviewed every quarter.",
    "Webhook payloads are signed with HMAC-SHA256.",
    "Redis also backs the session store.",
    "Python dependencies are locked with uv.",
    "Use the staging database snapshot for load tests.",
    "The release notes are generated from merged pull request titles.",
    "The gateway adds a request id header to every call.",
    "Dates in the UI follow the user's locale.",
    "Account deletion is soft: rows are flagged, purged after 30 days.",
    "Loki dashboards live in the observability folder in Grafana.",
    "RabbitMQ management UI is only reachable over the VPN.",
    "On-call engineers get a weekly summary of pages.",
    "PostgreSQL connection pooling is done by PgBouncer in transaction mode.",
    "API documentation is generated from the OpenAPI schema.",
    "Search results are paginated 20 per page.",
    "S3 access logs are kept for 90 days.",
    "Tokens for the internal admin tool are issued by the SSO provider.",
    "The pip mirror is used only on the build servers.",
    "Docker images are tagged with the git commit sha.",
    "Email templates are written in MJML.",
    "Billing runs on the first day of each month.",
    "The locking screen of the admin app times out after 10 minutes of inactivity.",
    "Job timeouts for the weekly cleanup are set in the scheduler config.",
    "Saving a draft does not trigger validation.",
    "The CI pipeline posts a comment with the coverage diff.",
    "Memory usage of the API pods is graphed in Grafana.",
    "PNG uploads are converted to WebP for the gallery.",
    "Project owners receive a weekly digest email.",
    "The browser extension talks to the public API with a personal token.",
    "Backups of the analytics database are taken weekly.",
    "Logs from staging are kept for 3 days.",
)

CASES: tuple[Case, ...] = (
    Case("paraphrase", "how do we stop two people overwriting each other's edits?", "locking"),
    Case(
        "paraphrase", "what prevents lost updates when an order is saved concurrently?", "locking"
    ),
    Case("paraphrase", "how long are people allowed to stay logged in?", "auth-tokens"),
    Case(
        "paraphrase", "who should I talk to before changing how we bill customers?", "feature-owner"
    ),
    Case("paraphrase", "what happens to a webhook that keeps failing?", "retry"),
    Case(
        "paraphrase",
        "how do we avoid showing euro prices to American shoppers from cache?",
        "cache",
    ),
    Case("paraphrase", "how do we make sure test emails never reach customers?", "email"),
    Case("paraphrase", "where do credentials come from if not the repository?", "secrets"),
    Case("symptom", "CI is green but the nightly job keeps getting killed", "nightly"),
    Case("symptom", "a test fails only late at night and passes in the morning", "flaky-tz"),
    Case("symptom", "the container running image processing dies on large files", "oom-worker"),
    Case("symptom", "the projects list page takes forever to load", "n-plus-one"),
    Case(
        "symptom", "frontend requests to the backend are blocked by the browser on staging", "cors"
    ),
    Case("symptom", "two background jobs hang forever waiting on each other", "deadlock"),
    Case("symptom", "docker build fails on my new Mac with exec format error", "docker-arm"),
    Case("symptom", "pip install fails on Python 3.12", "python-version"),
    Case("lexical", "what is the Redis cache duration for product pages?", "cache"),
    Case("lexical", "how many attempts do outgoing webhooks retry?", "retry"),
    Case("lexical", "which linter replaces flake8?", "lint"),
    Case("lexical", "rate limit of the public API", "rate-limit"),
    Case("lexical", "how do I run alembic migrations?", "migrations"),
    Case("lexical", "how are releases published?", "release"),
    Case("lexical", "what makes the build faster locally?", "monorepo-build"),
    Case("lexical", "where do user uploads go?", "uploads-s3"),
    Case(
        "superseded", "which feature-flag service do we use?", "flags-new", forbidden=("flags-old",)
    ),
    Case("superseded", "where is the LaunchDarkly SDK key?", "flags-new", forbidden=("flags-old",)),
    Case("scope", "what's the staging URL?", "staging-a", forbidden=("staging-b",)),
    Case("scope", "what's the staging URL?", "staging-b", project="beta", forbidden=("staging-a",)),
    Case("scope", "which branch deploys to staging?", "staging-a", forbidden=("staging-b",)),
    Case(
        "user", "should I write unittest classes for the new tests?", "pref-pytest", project="beta"
    ),
    Case("user", "how should I phrase the commit message?", "pref-commits", project="beta"),
    Case("crosslingual", "what must I do before deploying to production?", "de-deploy"),
    Case("crosslingual", "how long are production logs retained?", "de-logs"),
    Case("crosslingual", "what happens when an order queue consumer keeps failing?", "zh-queue"),
    Case("crosslingual", "when does the on-call rotation hand over?", "zh-oncall"),
    Case("date", "what did we change on the database on 12 March 2024?", "pg-upgrade"),
    Case("date", "what did we decide about the API in May 2024?", "api-v2"),
    Case("date", "which service did we drop in June 2024?", "search-engine"),
)

# A store of a dozen memories: BM25's IDF is near zero for any word in half of them.
SMALL_NOTES: tuple[str, ...] = (
    "The API server is started with `make run` and listens on port 8000.",
    "The API tests need a running Postgres; start it with docker compose up db.",
    "The API uses JWT access tokens signed with RS256.",
    "The API returns errors as RFC 7807 problem+json.",
    "The frontend is built with Vite and talks to the API through /api.",
    "The frontend tests run with Vitest in jsdom.",
    "Deploys go through Argo CD from the infra repository.",
    "The API database is Postgres 16 with PgBouncer in front.",
    "Background jobs run on Celery with Redis as the broker.",
    "The API and the frontend share one version number.",
    "Logs are JSON lines shipped to Loki.",
    "The API docs are served at /docs by FastAPI.",
)
SMALL_CASES: tuple[tuple[str, int], ...] = (
    ("which port does the API listen on?", 0),
    ("what do the API tests need running?", 1),
    ("how are API tokens signed?", 2),
    ("what format do API errors use?", 3),
    ("how does the frontend reach the API?", 4),
    ("what runs the frontend tests?", 5),
    ("how do deploys happen?", 6),
    ("what sits in front of the API database?", 7),
    ("what broker do background jobs use?", 8),
    ("where are the API docs?", 11),
)
