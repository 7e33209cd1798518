"""Build pairs5.jsonl, the round-18 blind write-gate set (stdlib only, seeded).

Run from the repository root: ``python benchmarks/data/gate/pairs5_build.py``.
The output is byte-identical on every run. Each case lists the replaced belief
first; the build shuffles ``existing`` with a fixed seed and records where the
target landed, then shuffles the rows and numbers them t001...
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

SEED = 1805
OUT = Path(__file__).with_name("pairs5.jsonl")

CASES: list[dict[str, Any]] = []


def S(phrasing: str, existing: list[str], new: str, note: str, lang: str = "en") -> None:
    """A supersession: ``existing[0]`` is the belief the new statement replaces."""
    CASES.append(
        {
            "lang": lang,
            "existing": existing,
            "new": new,
            "label": "supersedes",
            "target": 0,
            "phrasing": phrasing,
            "note": note,
        }
    )


def N(
    label: str, phrasing: str, existing: list[str], new: str, note: str, lang: str = "en"
) -> None:
    """A hard negative: novel, redundant or refines; nothing is replaced."""
    CASES.append(
        {
            "lang": lang,
            "existing": existing,
            "new": new,
            "label": label,
            "target": None,
            "phrasing": phrasing,
            "note": note,
        }
    )


# --------------------------------------------------------------- supersessions
# agent's one-line summaries after a task
S(
    "switched",
    [
        "Test runner is jest; `npm test` runs `jest --ci`",
        "ESLint flat config lives in `eslint.config.js`",
    ],
    "Switched the test runner to vitest; `npm test` now runs `vitest run`",
    "the test runner changes from jest to vitest",
)
S(
    "switched",
    [
        "Python deps are managed with poetry (`poetry.lock` is committed)",
        "CI runs on ubuntu-22.04 runners",
        "Python 3.12 is the CI default",
    ],
    "Switched dependency management to uv; `uv.lock` replaces the poetry lockfile",
    "the dependency manager changes from poetry to uv",
)
S(
    "switched",
    [
        "Code is formatted with black, line length 100",
        "Imports are sorted by isort with the black profile",
    ],
    "Switched formatting to `ruff format` (still line length 100)",
    "the formatter changes from black to ruff format; isort is not mentioned",
)
S(
    "switched",
    ["The web app is bundled with webpack 5", "Storybook runs on port 6006"],
    "Switched the web app bundler to Vite",
    "the bundler changes from webpack to Vite",
)
S(
    "switched",
    ["Feature flags are read from LaunchDarkly", "Flags are evaluated server-side only"],
    "Switched feature flags to self-hosted Unleash to cut the LaunchDarkly bill",
    "the flag provider changes; server-side evaluation is untouched",
)
S(
    "switched",
    ["Logging uses stdlib `logging` with a JSON formatter", "Logs ship to Loki via promtail"],
    "Switched the app logging to structlog, output is still JSON",
    "the logging library changes; the shipping path stays",
)
S(
    "switched",
    ["Container images are built with `docker build` in CI", "Images are pushed to `ghcr.io/acme`"],
    "Switched CI image builds to buildah because the runners lost the docker socket",
    "the image build tool changes; the registry stays",
)
S(
    "switched",
    [
        "The ORM in the billing service is SQLAlchemy 1.4",
        "The ORM in the reporting service is SQLAlchemy 2.0",
    ],
    "Switched the billing service to SQLAlchemy 2.0",
    "wrong-target trap: the reporting belief already says 2.0; the billing one is replaced",
)
S(
    "switched",
    ["Sessions for the web app are stored in Memcached", "Rate-limit counters live in Redis"],
    "We switched web-app sessions from Memcached to Redis",
    "wrong-target trap: Redis is already named for rate limits; the session belief is replaced",
)

# from_to
S(
    "from_to",
    ["API listens on port 8080 locally", "Postgres runs on 5432 in docker compose"],
    "Moved the local API port from 8080 to 8081 because 8080 clashes with the proxy",
    "the local API port changes",
)
S(
    "from_to",
    ["`MAX_UPLOAD_MB=25` in the api service env", "`MAX_UPLOAD_MB=100` in the admin service env"],
    "Raised `MAX_UPLOAD_MB` for the api service from 25 to 50",
    "only the api service value changes; the admin one stays at 100",
)
S(
    "from_to",
    ["Node is pinned to 18 in `.nvmrc`", "pnpm 8 is the package manager"],
    "Bumped `.nvmrc` from 18 to 20",
    "the Node pin changes",
)
S(
    "from_to",
    ["Release freeze starts March 14", "Code owners must sign off on schema changes"],
    "Release freeze moved from March 14 to March 21",
    "the freeze date moves",
)
S(
    "from_to",
    ["Gunicorn runs with `--workers 4`", "Gunicorn `--timeout 30`"],
    "Changed gunicorn from `--workers 4` to `--workers 8` after the load test",
    "the worker count changes; the timeout stays",
)
S(
    "from_to",
    ["Session cookie lifetime is 14 days"],
    "Cut the session cookie lifetime from 14 days to 7 for the security review",
    "the cookie lifetime changes",
)
S(
    "from_to",
    ["Staging DB host is `db-staging-1.internal`", "Prod DB host is `db-prod-1.internal`"],
    "Staging DB moved from `db-staging-1.internal` to `db-staging-2.internal`",
    "only staging moves; prod is another environment",
)
S(
    "from_to",
    ["The nightly backup keeps 7 days of snapshots", "Backups run at 01:00 UTC"],
    "Backup retention went from 7 to 30 days after the audit",
    "the retention changes; the schedule stays",
)
S(
    "from_to",
    ["Docs deploy from the `gh-pages` branch"],
    "Docs now deploy from `docs/` on main instead of the `gh-pages` branch",
    "the docs source changes",
)

# instead_of
S(
    "instead_of",
    [
        "The python services use `requests` for HTTP",
        "Retries use `tenacity` with exponential backoff",
    ],
    "From now on use `httpx` instead of `requests` in the python services (we need async)",
    "the HTTP client changes; retry library untouched",
)
S(
    "instead_of",
    ["Dates are handled with moment.js in the frontend"],
    "Use date-fns instead of moment.js in the frontend; moment is being removed",
    "the date library changes",
)
S(
    "instead_of",
    ["Migrations are hand-written SQL files in `db/sql/`", "Migrations run in CI before deploy"],
    "We generate migrations with alembic autogenerate instead of hand-writing SQL in `db/sql/`",
    "the way migrations are written changes; when they run does not",
)
S(
    "instead_of",
    ["PRs need two approvals before merge", "PR titles follow Conventional Commits"],
    "PRs need one approval instead of two, decided in the retro",
    "the approval count changes",
)
S(
    "instead_of",
    ["Secrets live in `.env` files on the servers"],
    "Secrets are pulled from Vault at boot instead of `.env` files on the servers",
    "the secret source changes",
)
S(
    "instead_of",
    ["Screenshots in the e2e suite are compared with pixelmatch"],
    "e2e screenshot diffs use Playwright's `toHaveScreenshot` instead of pixelmatch",
    "the screenshot comparison tool changes",
)

# no_longer
S(
    "no_longer",
    ["We squash-merge every PR", "Branch names follow `type/short-desc`"],
    "We no longer squash-merge; PRs are rebased so the commits are kept",
    "the merge strategy changes",
)
S(
    "no_longer",
    ["Integration tests run on every push", "Unit tests run on every push"],
    "Integration tests no longer run on every push, only nightly and on main",
    "only the integration schedule changes; unit tests untouched",
)
S(
    "no_longer",
    ["Python 3.9 is supported", "Python 3.12 is the default in CI"],
    "Python 3.9 is no longer supported; the minimum is 3.10",
    "the support floor changes",
)
S(
    "no_longer",
    ["The mobile app calls `/api/v1/feed`", "The web app calls `/api/v2/feed`"],
    "The mobile app no longer calls `/api/v1/feed`, it moved to v2 like the web app",
    "the mobile endpoint changes; the web belief is confirmed, not replaced",
)
S(
    "no_longer",
    ["Deploys wait for a manual approval click in the pipeline"],
    "The manual approval step is removed; deploys no longer wait for a click",
    "the approval gate disappears",
)
S(
    "no_longer",
    ["The CLI reads its config from `~/.acmerc`"],
    "The CLI no longer reads `~/.acmerc`; config is `~/.config/acme/config.toml`",
    "the config path changes",
)

# now_uses
S(
    "now_uses",
    ["CI cache key is the hash of `package-lock.json`"],
    "CI cache key now uses the hash of `pnpm-lock.yaml` since the move to pnpm",
    "the cache key changes",
)
S(
    "now_uses",
    ["Errors are reported to Rollbar", "Uptime checks are in Better Uptime"],
    "Errors now go to Sentry (DSN in `SENTRY_DSN`)",
    "the error tracker changes; uptime untouched",
)
S(
    "now_uses",
    ["The docs site is built with mkdocs-material"],
    "Docs site now uses Docusaurus",
    "the docs generator changes",
)
S(
    "now_uses",
    ["Queue workers consume from RabbitMQ", "Scheduled jobs run from cron on worker-1"],
    "Queue workers now consume from SQS",
    "the broker changes; cron untouched",
)
S(
    "now_uses",
    ["Email goes out through Mailgun"],
    "Transactional email now goes through Postmark",
    "the email provider changes",
)
S(
    "now_uses",
    ["The search page queries Postgres `ILIKE`"],
    "Search now uses Meilisearch; the `ILIKE` query path is deleted",
    "the search backend changes",
)

# replaced_by
S(
    "replaced_by",
    ["`utils/http.py` wraps all outbound calls"],
    "`utils/http.py` was replaced by `clients/base.py`; all outbound calls go through it",
    "the wrapper file is renamed/replaced",
)
S(
    "replaced_by",
    ["Auth uses the `passport-jwt` strategy", "Refresh tokens are rotated on use"],
    "passport-jwt has been replaced by our own `verifyToken` middleware",
    "the auth mechanism changes; rotation untouched",
)
S(
    "replaced_by",
    ["Dashboard charts use Chart.js"],
    "Chart.js was replaced by ECharts in the dashboard",
    "the chart library changes",
)
S(
    "replaced_by",
    ["`make test` runs the test suite", "`make lint` runs ruff and mypy"],
    "`make test` is replaced by `just test`",
    "only the test command changes; make lint is not mentioned",
)
S(
    "replaced_by",
    ["`getUserById()` in `users/repo.ts` is the way to load a user"],
    "`getUserById()` is deprecated, replaced by `users.find(id)`",
    "the recommended API changes via a deprecation",
)
S(
    "replaced_by",
    ["The deprecated `--legacy-peer-deps` flag is needed for `npm ci`"],
    "`--legacy-peer-deps` is no longer needed; it was replaced by `overrides` in package.json",
    "the workaround changes",
)

# moved
S(
    "moved",
    ["The healthcheck endpoint is `/health`", "Metrics are at `/metrics`"],
    "Healthcheck moved to `/healthz`",
    "the health endpoint moves; metrics untouched",
)
S(
    "moved",
    ["Shared types live in `src/common/types.ts`"],
    "Moved the shared types to `packages/types/src/index.ts`",
    "the file moves",
)
S(
    "moved",
    ["Standup is at 09:30", "Retro is every second Friday"],
    "Standup moved to 10:00 starting Monday",
    "the standup time changes",
)
S(
    "moved",
    ["The repo is hosted on GitLab at `gitlab.com/acme/billing`"],
    "Repo moved to `github.com/acme/billing`",
    "the repo host changes",
)
S(
    "moved",
    ["Terraform state is in the S3 bucket `acme-tf-state`"],
    "Terraform state moved to the Terraform Cloud workspace `acme-prod`",
    "the state backend changes",
)
S(
    "moved",
    ["The webhook handler is `POST /hooks/stripe`"],
    "Stripe webhook endpoint moved to `POST /webhooks/stripe`",
    "the endpoint path changes",
)
S(
    "moved",
    ["E2E tests are in `e2e/`", "Unit tests sit next to the source files"],
    "Renamed the `e2e/` folder to `tests/e2e/`",
    "the e2e folder is renamed; unit tests untouched",
)

# dropped
S(
    "dropped",
    ["The customer portal supports IE11"],
    "Dropped IE11 support in the customer portal",
    "support is removed",
)
S(
    "dropped",
    ["lodash is a frontend dependency", "zod validates the forms"],
    "Dropped lodash from the frontend; native array methods only",
    "lodash removed; zod untouched",
)
S(
    "dropped",
    ["Pre-commit runs mypy on every commit", "Pre-commit runs ruff"],
    "Dropped mypy from pre-commit, it runs in CI only now",
    "mypy leaves pre-commit; ruff stays",
)
S(
    "dropped",
    ["A weekly status report is emailed every Friday"],
    "Dropped the weekly email report; the dashboard covers it",
    "the report is discontinued",
)
S(
    "dropped",
    ["The API accepts XML bodies as well as JSON"],
    "Dropped XML request bodies; the API is JSON only",
    "the accepted formats change",
)

# gone
S(
    "gone",
    ["Background jobs use Celery with Redis as the broker"],
    "Celery is gone, background jobs run on Dramatiq now",
    "the job framework changes",
)
S(
    "gone",
    ["Infra config is in `deploy/ansible/`"],
    "`deploy/ansible/` is gone; everything is Helm charts under `deploy/charts/`",
    "the infra config location and tool change",
)
S(
    "gone",
    ["The `legacy-auth` service issues tokens for the mobile app"],
    "legacy-auth is gone; mobile gets tokens from the main auth service",
    "the token issuer for mobile changes",
)
S(
    "gone",
    ["The Jenkins box builds the Android app"],
    "Jenkins is gone, the Android build runs in GitHub Actions",
    "the Android CI changes",
)

# implicit: same subject, incompatible value, no change word
S(
    "implicit",
    ["Max DB connections per pod: `POOL_SIZE=10`", "`POOL_TIMEOUT=30`"],
    "DB pool: `POOL_SIZE=20` for each pod",
    "the pool size differs, the timeout is not mentioned",
)
S(
    "implicit",
    ["Tests run with `pytest -n 4`"],
    "Tests run with `pytest -n auto`",
    "the xdist worker flag differs",
)
S(
    "implicit",
    ["Sprint demo is on Thursdays", "Planning is on Mondays"],
    "Sprint demo is on Wednesdays",
    "the demo day differs",
)
S(
    "implicit",
    ["The staging URL is `https://staging.acme.dev`", "The prod URL is `https://app.acme.dev`"],
    "Staging lives at `https://stg.acme.io`",
    "the staging URL differs; prod untouched",
)
S(
    "implicit",
    ["Default branch is `master`"],
    "Default branch is `main`",
    "the default branch differs",
)
S(
    "implicit",
    ["Access tokens (JWT) expire after 15 minutes", "Refresh tokens expire after 30 days"],
    "Access tokens expire after 30 minutes",
    "the access-token expiry differs; refresh untouched",
)
S(
    "implicit",
    ["Payments on-call is owned by Priya"],
    "Payments on-call is owned by Tomasz",
    "the owner differs",
)
S(
    "implicit",
    ["Public API rate limit is 100 req/min per key"],
    "Public API rate limit: 300 req/min per key",
    "the limit differs",
)
S(
    "implicit",
    ["Beta launch deadline is June 3", "GA is planned for Q4"],
    "Beta launch deadline: June 17",
    "the beta deadline differs; GA untouched",
)
S(
    "implicit",
    ["Playwright runs against Chromium only"],
    "Playwright runs against Chromium, Firefox and WebKit",
    '"only" is contradicted by the wider browser list',
)
S("implicit", ["The app is on React 17"], "The app is on React 18.3", "the React version differs")
S(
    "implicit",
    ["The worker runs Python 3.11, uses Celery 5 and reads from Redis"],
    "The worker is on Python 3.12",
    "multi-fact belief; only the Python version changes",
)
S(
    "implicit",
    ["Build: `go 1.21`, `CGO_ENABLED=0`, static binary in `dist/`"],
    "Build uses `go 1.22`",
    "multi-fact belief; only the Go version changes",
)
S(
    "implicit",
    ["The nginx `client_max_body_size` is `10m`"],
    "nginx `client_max_body_size 50m;`",
    "the config value differs",
)
S(
    "implicit",
    ["Coverage report is uploaded to Codecov"],
    "Coverage goes to Coveralls",
    "the coverage service differs",
)
S(
    "implicit",
    ["Prod runs 3 replicas of the api deployment", "Staging runs 1 replica of the api deployment"],
    "Prod api deployment: `replicas: 5`",
    "the prod replica count differs; staging untouched",
)
S(
    "implicit",
    ["Code freeze for the 2.4 release is Friday the 9th"],
    "2.4 code freeze is Tuesday the 13th",
    "the freeze date differs",
)
S(
    "implicit",
    ["The S3 bucket for uploads is `acme-uploads-prod`"],
    "Uploads go to `s3://acme-prod-user-files`",
    "the bucket differs",
)
S(
    "implicit",
    ["Decision: keep the monolith, no microservices this year (team too small)"],
    "Decision: split billing out into its own service this quarter, monolith deploys are too slow",
    "a reversed decision with a reason clause",
)
S(
    "implicit",
    ["Lint runs `eslint --max-warnings 0`"],
    "Lint runs `eslint --max-warnings 20` (agreed: zero blocked every PR)",
    "the warning budget differs",
)

# negation
S(
    "negation",
    ["Metrics are exported on port 9090", "Grafana is on port 3000"],
    "Metrics are not on 9090 anymore, the exporter listens on 9100",
    "explicit not-A with the new value",
)
S(
    "negation",
    ["The frontend deploys to Netlify"],
    "We don't deploy the frontend to Netlify anymore; it's on Cloudflare Pages",
    "explicit denial with the new host",
)
S(
    "negation",
    ["Reviewers must run the e2e suite locally before approving"],
    "Reviewers don't need to run e2e locally any more, CI covers it",
    "the rule is denied",
)
S(
    "negation",
    ["Feature branches get a preview environment"],
    "Feature branches do not get preview environments any more (cost)",
    "the practice is denied",
)
S(
    "negation",
    ["We vendor the protobuf files in `proto/vendor/`"],
    "Protobufs are not vendored; they come from the `buf` registry",
    "the practice is denied with its replacement",
)

# correction (incl. terse user corrections)
S(
    "correction",
    ["Dev server port is 8080", "Storybook on 6006"],
    "not 8080 — 8081",
    "terse user correction of the dev port",
)
S(
    "correction",
    ["Redis runs on `cache-01`"],
    "Correction: Redis is on `cache-02`, `cache-01` was decommissioned",
    "the host is corrected",
)
S(
    "correction",
    ["The cleanup cron runs at 02:00 UTC"],
    "Actually the cleanup cron runs at 03:00 UTC, I misread the crontab",
    "the agent corrects its own note",
)
S(
    "correction",
    ["Minimum coverage is 80%"],
    "no, the coverage gate is 85%",
    "terse correction of the threshold",
)
S(
    "correction",
    ["The API key header is `X-Api-Key`"],
    "wrong header: it's `Authorization: Bearer <key>`, not `X-Api-Key`",
    "the header is corrected",
)
S(
    "correction",
    ["The user wants commit messages in the imperative, max 50 chars"],
    "User corrected me: the subject limit is 72 chars, not 50",
    "the length rule is corrected; imperative mood stays",
)
S(
    "correction",
    ["The payments service is written in Kotlin"],
    "my mistake earlier: payments is Java 21, not Kotlin",
    "the agent corrects a wrong fact",
)
S(
    "correction",
    ["`DATABASE_URL` for tests is `postgres://localhost:5432/test`"],
    "the test DB is on 5433, not 5432 (`postgres://localhost:5433/test`)",
    "the port in the URL is corrected",
)
S(
    "correction",
    ["The demo deadline is Friday"],
    "It's Thursday, not Friday — the client moved the demo",
    "the deadline moves; stated as a correction",
)

# "from now on" rules
S(
    "implicit",
    ["Commit directly to main for doc-only changes"],
    "From now on every change goes through a PR, docs included",
    "the rule is replaced by a stricter one",
)
S(
    "no_longer",
    ["Always run `npm run build` before pushing"],
    "No longer need to build before pushing; CI builds every push",
    "the rule is withdrawn",
)

# non-English supersessions, mixed with English code terms
S(
    "switched",
    ["Der Test-Runner ist jest", "Snapshots liegen in `__snapshots__/`"],
    "Test-Runner auf vitest umgestellt, `npm test` ruft jetzt `vitest run` auf",
    "German: the test runner changes",
    "de",
)
S(
    "implicit",
    ["`LOG_LEVEL=info` in der Produktion"],
    "In Produktion gilt `LOG_LEVEL=warn`",
    "German: the production log level differs",
    "de",
)
S(
    "correction",
    ["Der Redis-Host ist `redis-a.intern`"],
    "Korrektur: nicht `redis-a.intern`, sondern `redis-b.intern`",
    "German: explicit correction of the host",
    "de",
)
S(
    "from_to",
    ["El timeout del cliente HTTP es de 5 s"],
    "Subimos el timeout del cliente HTTP de 5 s a 15 s por los reintentos lentos",
    "Spanish: the timeout changes, with a reason",
    "es",
)
S(
    "no_longer",
    ["El endpoint de login es `/auth/login`"],
    "`/auth/login` ya no existe; ahora es `/api/v2/session`",
    "Spanish: the endpoint moves",
    "es",
)
S(
    "moved",
    ["La fecha de entrega del MVP es el 10 de mayo"],
    "La entrega del MVP se mueve al 24 de mayo",
    "Spanish: the deadline moves",
    "es",
)
S(
    "replaced_by",
    ["Le cache HTTP passe par Varnish"],
    "Varnish est remplacé par le cache de Cloudflare",
    "French: the HTTP cache changes",
    "fr",
)
S(
    "dropped",
    ["On supporte Python 3.8 dans la librairie"],
    'On abandonne Python 3.8 : minimum `requires-python = ">=3.10"`',
    "French: the support floor changes",
    "fr",
)
S(
    "implicit",
    ["Le déploiement en prod se fait le mardi"],
    "Les déploiements prod ont lieu le jeudi",
    "French: the deploy day differs",
    "fr",
)
S(
    "switched",
    ["パッケージマネージャは npm", "Node は 20 系"],
    "パッケージマネージャを pnpm に切り替えた（`pnpm-lock.yaml` をコミット）",
    "Japanese: the package manager changes; Node untouched",
    "ja",
)
S(
    "correction",
    ["ステージングのポートは 3000"],
    "3000 ではなく 3001 です（ステージング）",
    "Japanese: terse correction of the port",
    "ja",
)
S(
    "now_uses",
    ["数据库迁移用 Flyway"],
    "数据库迁移现在改用 Liquibase，Flyway 的脚本已删除",
    "Chinese: the migration tool changes",
    "zh",
)
S(
    "implicit",
    ["API 网关超时 `proxy_read_timeout 60s`"],
    "API 网关的 `proxy_read_timeout` 是 120s",
    "Chinese: the timeout differs",
    "zh",
)
S(
    "instead_of",
    ["Os testes de integração usam um Postgres compartilhado"],
    "Os testes de integração passam a usar Testcontainers em vez do Postgres compartilhado",
    "Portuguese: the test database approach changes",
    "pt",
)
S(
    "gone",
    ["O bucket de assets é `acme-static`"],
    "O bucket `acme-static` já era; os assets estão em `acme-cdn-assets`",
    "Portuguese: the bucket is replaced",
    "pt",
)
S(
    "no_longer",
    ["배포는 금요일에도 한다"],
    "앞으로 금요일에는 더 이상 배포하지 않는다 (주말 장애 때문에)",
    "Korean: the rule is reversed with a reason",
    "ko",
)
S(
    "moved",
    ["설정 파일은 `config/app.yaml`"],
    "설정 파일을 `settings/app.toml` 로 옮겼다",
    "Korean: the config file is moved and renamed",
    "ko",
)

# ---------------------------------------------------------------- hard negatives
# same subject, another service / environment / branch
N(
    "novel",
    "implicit",
    ["API listens on port 8080 locally"],
    "The admin service listens on 8081 locally",
    "another service's port; the API port is untouched",
)
N(
    "novel",
    "from_to",
    ["Staging DB host is `db-staging-2.internal`"],
    "Moved the analytics replica from `db-an-1` to `db-an-2`",
    "a host move for another database",
)
N(
    "novel",
    "implicit",
    ["Prod runs 5 replicas of the api deployment"],
    "Staging runs 2 replicas of the api deployment",
    "another environment",
)
N(
    "novel",
    "implicit",
    ["`LOG_LEVEL=warn` in production"],
    "`LOG_LEVEL=debug` in the dev compose file",
    "another environment's log level",
)
N(
    "novel",
    "switched",
    ["The web app is bundled with Vite"],
    "Switched the browser extension build to esbuild",
    "a bundler change for another package",
)
N(
    "novel",
    "implicit",
    ["Node is pinned to 20 in `.nvmrc`"],
    "The lambda functions run on the `nodejs18.x` runtime",
    "another runtime context; the repo pin is untouched",
)
N(
    "novel",
    "no_longer",
    ["The mobile app calls `/api/v2/feed`"],
    "The TV app no longer calls the feed at all, it uses push",
    "another client",
)
N(
    "novel",
    "implicit",
    ["Access tokens expire after 30 minutes"],
    "Admin console sessions expire after 8 hours",
    "a different credential",
)
N(
    "novel",
    "implicit",
    ["Default branch is `main`"],
    "The docs repo's default branch is `master`",
    "another repository",
)
N(
    "novel",
    "from_to",
    ["`MAX_UPLOAD_MB=50` in the api service env"],
    "Raised `MAX_UPLOAD_MB` on the admin service from 100 to 200",
    "the same key in another service",
)
N(
    "novel",
    "implicit",
    ["Public API rate limit is 300 req/min per key"],
    "The internal API has no rate limit",
    "another API",
)
N(
    "novel",
    "related",
    ["On `main`, CI runs the full matrix (3.10-3.13)"],
    "On release branches CI only runs 3.12",
    "another branch; the main matrix is untouched",
)
N(
    "novel",
    "moved",
    ["Healthcheck is at `/healthz`"],
    "The worker's liveness probe moved to port 8082",
    "another component's probe",
)
N(
    "novel",
    "implicit",
    ["Payments on-call is owned by Tomasz"],
    "Search on-call is owned by Priya",
    "another team's rotation",
)
N(
    "novel",
    "instead_of",
    ["The python services use `httpx` for HTTP"],
    "The Go gateway uses `resty` instead of `net/http` directly",
    "another language's HTTP client",
)
N(
    "novel",
    "implicit",
    ["Gunicorn runs with `--workers 8` in prod"],
    "Gunicorn runs with `--workers 2` on staging",
    "another environment",
)
N(
    "novel",
    "replaced_by",
    ["Dashboard charts use ECharts"],
    "In the marketing site the carousel was replaced by a static hero image",
    "a replacement in another app",
)
N(
    "novel",
    "implicit",
    ["The S3 bucket for uploads is `acme-prod-user-files`"],
    "Staging uploads go to `acme-stg-user-files`",
    "another environment's bucket",
)
N(
    "novel",
    "dropped",
    ["The customer portal no longer supports IE11"],
    "The internal admin tool dropped Safari 14",
    "another app, another browser",
)
N(
    "novel",
    "switched",
    ["Sessions for the web app are stored in Redis"],
    "We switched the mobile API's idempotency keys from Redis to Postgres",
    "another store for another purpose",
)

# additions that do not replace
N(
    "novel",
    "now_uses",
    ["CI caches `node_modules`"],
    "CI now caches `~/.cache/pip` too",
    "an extra cache; node_modules cache stays",
)
N(
    "novel",
    "plain",
    ["Errors are reported to Sentry"],
    "Added Sentry performance tracing at 10% sample rate",
    "an addition on top of error reporting",
)
N(
    "novel",
    "now_uses",
    ["Playwright runs against Chromium, Firefox and WebKit"],
    "e2e now also records a trace on first retry (`trace: 'on-first-retry'`)",
    "an extra setting",
)
N(
    "novel",
    "plain",
    ["Pre-commit runs ruff"],
    "Added `codespell` to pre-commit",
    "one more hook; ruff stays",
)
N(
    "novel",
    "plain",
    ["Backups run at 01:00 UTC and keep 30 days"],
    "Backups are also copied to a second region",
    "an addition",
)
N(
    "novel",
    "now_uses",
    ["Queue workers consume from SQS"],
    "Failed messages now land in a DLQ `jobs-dlq` after 5 receives",
    "an addition to the queue setup",
)
N(
    "novel",
    "plain",
    ["The API accepts JSON only"],
    "The API also serves an OpenAPI spec at `/openapi.json`",
    "an addition that denies nothing",
)
N(
    "novel",
    "plain",
    ["Lint runs `eslint --max-warnings 0`"],
    "Added `stylelint` for the CSS modules",
    "another linter, not a replacement",
)
N(
    "novel",
    "switched",
    ["Code is formatted with `ruff format`"],
    "Switched on ruff's `I` rules so it sorts imports as well",
    "extends ruff's use; the formatter stays",
)
N(
    "novel",
    "plain",
    ["Feature flags come from Unleash"],
    "New flag `checkout_v2` defaults to off",
    "a new flag, same provider",
)
N(
    "novel",
    "now_uses",
    ["Coverage goes to Coveralls"],
    "The Rust crate now reports coverage too, via `cargo llvm-cov`",
    "coverage for another part; the service is the same",
)
N(
    "novel",
    "plain",
    ["Docs site uses Docusaurus"],
    "Docs now have a versioned section for 1.x",
    "an addition to the docs",
)

# temporary exceptions
N(
    "refines",
    "scope",
    ["Deploys go out Tuesdays and Thursdays"],
    "This week only, the Thursday deploy moves to Friday because of the holiday",
    "a one-off exception; the standing schedule remains",
)
N(
    "refines",
    "scope",
    ["PRs need one approval before merge"],
    "For the hotfix tonight I merged with no approval, lead said ok",
    "a single exception, not a new rule",
)
N(
    "refines",
    "scope",
    ["Integration tests run nightly and on main"],
    "Integration tests are skipped until Monday while the sandbox is down",
    "a temporary pause",
)
N(
    "refines",
    "scope",
    ["`POOL_SIZE=20` per pod"],
    "During the migration window tonight set `POOL_SIZE=5`, back to 20 after",
    "temporary value with an explicit return",
)
N(
    "refines",
    "scope",
    ["Code freeze for 2.4 is Tuesday the 13th"],
    "Security fixes may still land after the 2.4 freeze",
    "an exception that keeps the date",
)
N(
    "refines",
    "scope",
    ["Public API rate limit is 300 req/min per key"],
    "Customer acme-bank gets 1000 req/min until their import finishes",
    "a temporary per-customer exception",
)
N(
    "refines",
    "scope",
    ["Lint runs `eslint --max-warnings 0`"],
    "`src/legacy/` is excluded from lint until the rewrite lands",
    "a scoped, temporary exclusion",
)
N(
    "refines",
    "scope",
    ["Standup is at 10:00"],
    "Tomorrow's standup is at 11:00 because of the offsite",
    "one day only",
)
N(
    "refines",
    "scope",
    ["Deploys go out without a manual approval step"],
    "Until the audit closes, prod deploys of billing need a second pair of eyes",
    "a temporary, scoped exception",
)

# questions and proposals
N(
    "novel",
    "question",
    ["Test runner is vitest"],
    "Should we try bun's test runner? It might be faster than vitest",
    "a question, not a decision",
)
N(
    "novel",
    "question",
    ["Background jobs run on Dramatiq"],
    "Proposal: move the jobs to Temporal next quarter",
    "a proposal, nothing decided",
)
N(
    "novel",
    "question",
    ["API listens on port 8081 locally"],
    "could we move the API to 3000 so it matches the frontend docs?",
    "a question",
)
N(
    "novel",
    "question",
    ["PRs need one approval before merge"],
    "Idea for retro: require two approvals for migrations?",
    "a proposal to discuss",
)
N(
    "novel",
    "question",
    ["Errors go to Sentry"],
    "Evaluating GlitchTip as a self-hosted Sentry replacement, no decision yet",
    "an evaluation, explicitly undecided",
)
N(
    "novel",
    "question",
    ["The app is on React 18.3"],
    "Is React 19 worth it yet? Check the compiler story first",
    "a question",
)
N(
    "novel",
    "question",
    ["Prod database is PostgreSQL 15"],
    "TODO: plan the upgrade to PostgreSQL 17",
    "a plan, not a change",
)
N(
    "novel",
    "question",
    ["Staging lives at `https://stg.acme.io`"],
    "Maybe rename staging to `preprod.acme.io`? ask Lena",
    "a suggestion",
)
N(
    "novel",
    "question",
    ["Secrets are pulled from Vault at boot"],
    "Would it be simpler to use SOPS instead of Vault for the small services?",
    "a question using instead-of",
)
N(
    "novel",
    "question",
    ["Beta launch deadline: June 17"],
    "If the SSO work slips, do we push the beta to July?",
    "a conditional question",
)
N(
    "novel",
    "question",
    ["Terraform state is in Terraform Cloud"],
    "Considering OpenTofu instead of Terraform; spike first",
    "a proposal",
)

# restatements in other words
N(
    "redundant",
    "paraphrase",
    ["Test runner is vitest; `npm test` runs `vitest run`"],
    "We run the tests with vitest (`npm test`)",
    "same fact, other words",
)
N(
    "redundant",
    "paraphrase",
    ["Secrets are pulled from Vault at boot"],
    "Services read their secrets out of Vault when they start",
    "a paraphrase",
)
N(
    "redundant",
    "paraphrase",
    ["Default branch is `main`"],
    "`main` is the branch PRs target by default",
    "a paraphrase",
)
N(
    "redundant",
    "paraphrase",
    ["Never deploy on Fridays"],
    "No Friday deploys",
    "a terse restatement",
)
N(
    "redundant",
    "paraphrase",
    ["Errors go to Sentry (DSN in `SENTRY_DSN`)"],
    "Exceptions are captured by Sentry; the DSN comes from the `SENTRY_DSN` env var",
    "a paraphrase",
)
N(
    "redundant",
    "paraphrase",
    ["Public API rate limit is 300 req/min per key"],
    "Each API key may make 5 requests per second on average",
    "300/min is 5/s: the same limit in other units",
)
N(
    "redundant",
    "paraphrase",
    ["Access tokens expire after 30 minutes"],
    "JWT lifetime is half an hour",
    "the same value in other words",
)
N(
    "redundant",
    "paraphrase",
    ["Healthcheck is at `/healthz`"],
    "Load balancer probes `GET /healthz`",
    "a restatement of the endpoint",
)
N(
    "redundant",
    "paraphrase",
    ["Decision: split billing into its own service this quarter"],
    "Billing becomes a separate service this quarter, as decided",
    "a restatement of the decision",
)
N(
    "redundant",
    "paraphrase",
    ["The user prefers short answers without summaries at the end"],
    "User wants replies kept brief, no recap paragraph",
    "the same preference",
)

# statements about the past
N(
    "novel",
    "related",
    ["CI runs on GitHub Actions"],
    "We used to run CI on Jenkins until 2023",
    "history; the current belief stands",
)
N(
    "redundant",
    "switched",
    ["The test runner is vitest"],
    "We switched from jest to vitest back in March",
    "a change already reflected in the stored belief",
)
N(
    "novel",
    "related",
    ["Background jobs run on Dramatiq"],
    "Before Dramatiq we had Celery, which leaked memory under load",
    "history with a reason; current belief stands",
)
N(
    "novel",
    "related",
    ["Prod runs 5 replicas of the api deployment"],
    "Last Black Friday we ran 12 api replicas for the day",
    "a past event",
)
N(
    "redundant",
    "moved",
    ["Repo is at `github.com/acme/billing`"],
    "The repo moved off GitLab to GitHub last year",
    "the move is already reflected",
)
N(
    "novel",
    "related",
    ["Dates are handled with date-fns"],
    "moment.js used to be everywhere in the frontend",
    "a past state",
)
N(
    "novel",
    "related",
    ["Default branch is `main`"],
    "Old release tags still point at commits from the `master` era",
    "history that denies nothing",
)
N(
    "redundant",
    "dropped",
    ["The customer portal doesn't support IE11"],
    "IE11 support was dropped from the portal in v3",
    "the drop is already stored",
)
N(
    "novel",
    "related",
    ["Standup is at 10:00"],
    "Standup was at 09:30 before the team grew across time zones",
    "history with a reason",
)

# same-value confirmations
N(
    "redundant",
    "exact",
    ["API listens on port 8081 locally"],
    "Confirmed: local API is still on 8081",
    "confirms the stored value",
)
N("redundant", "exact", ["`POOL_SIZE=20` per pod"], "`POOL_SIZE=20` per pod", "the same statement")
N(
    "redundant",
    "exact",
    ["Node is pinned to 20 in `.nvmrc`"],
    "Checked `.nvmrc`: 20",
    "confirmation",
)
N("redundant", "exact", ["Minimum coverage is 85%"], "yes 85% is right", "user confirms the value")
N(
    "redundant",
    "exact",
    ["The cleanup cron runs at 03:00 UTC"],
    "Verified the crontab again, cleanup is `0 3 * * *` UTC",
    "same time in cron syntax",
)
N(
    "redundant",
    "exact",
    ["Beta launch deadline: June 17"],
    "Beta is still June 17, nothing moved",
    "a confirmation using a change word",
)
N(
    "redundant",
    "exact",
    ["Migrations run in CI before deploy"],
    "Migrations still run in CI before deploy",
    "same rule",
)
N(
    "redundant",
    "exact",
    ["Staging lives at `https://stg.acme.io`"],
    "staging URL unchanged: https://stg.acme.io",
    "same value",
)

# change words about other things
N(
    "novel",
    "replaced_by",
    ["Builds run on build-1 and build-2"],
    "Replaced the failing SSD on build-2",
    "hardware replacement; the build hosts are the same",
)
N(
    "novel",
    "no_longer",
    ["Checkout uses Stripe Elements"],
    "The checkout double-charge bug no longer reproduces after the idempotency fix",
    "a fixed bug, not a change of stack",
)
N(
    "novel",
    "switched",
    ["Dashboard charts use ECharts"],
    "Switched the chart tooltips to dark mode",
    "a cosmetic change in the same library",
)
N(
    "novel",
    "moved",
    ["Shared types live in `packages/types/src/index.ts`"],
    "Moved the `Money` type up to the top of the file",
    "a move inside the same file",
)
N(
    "novel",
    "instead_of",
    ["Python HTTP client is `httpx`"],
    "In tests, use `respx` instead of patching `httpx.get` by hand",
    "a test-helper rule, the client stays",
)
N(
    "novel",
    "dropped",
    ["Postgres 15 in prod"],
    "Dropped the unused `legacy_orders` table",
    "a table drop, not the database",
)
N(
    "novel",
    "gone",
    ["Queue workers consume from SQS"],
    "The backlog in `jobs` is gone after the worker fix",
    "the backlog is gone, not the queue",
)
N(
    "novel",
    "from_to",
    ["Gunicorn runs with `--workers 8`"],
    "p95 latency went from 420 ms to 180 ms after the worker bump",
    "a measurement, not a config change",
)
N(
    "novel",
    "now_uses",
    ["Logging uses structlog with JSON output"],
    "Request logs now include the `trace_id`",
    "a field added to logs",
)
N(
    "novel",
    "no_longer",
    ["E2E tests are in `tests/e2e/`"],
    "The login e2e test is no longer flaky since the wait fix",
    "a flaky test fixed",
)
N(
    "novel",
    "switched",
    ["Default branch is `main`"],
    "Switched my local checkout to the `release/2.4` branch to bisect",
    "a local action, not a repo setting",
)
N(
    "novel",
    "replaced_by",
    ["`getUserById()` is deprecated in favour of `users.find(id)`"],
    "In `reports.ts` the manual loop was replaced by `users.findMany(ids)`",
    "a refactor using the new API; nothing stored is denied",
)

# negations that deny nothing
N(
    "novel",
    "negation",
    ["Deploys go out via ArgoCD"],
    "Never deploy on Fridays",
    "a rule about when, not how",
)
N(
    "novel",
    "negation",
    ["The API accepts JSON only"],
    "Don't log request bodies, they may contain card data",
    "a logging rule",
)
N(
    "novel",
    "negation",
    ["Secrets are pulled from Vault at boot"],
    "Never commit `.env.local`",
    "a related rule that denies nothing",
)
N(
    "novel",
    "negation",
    ["Python 3.10 is the minimum"],
    "Don't use `match` statements in the shared lib, the linter chokes on them",
    "a style rule",
)
N(
    "novel",
    "negation",
    ["Tests run with `pytest -n auto`"],
    "The `slow` tests are not part of the default run",
    "a marker rule",
)

# refinements: detail / example
N(
    "refines",
    "detail",
    ["Errors go to Sentry"],
    "Sentry environment tag is `prod` / `staging`, set from `APP_ENV`",
    "adds detail",
)
N(
    "refines",
    "detail",
    ["Queue workers consume from SQS"],
    "SQS visibility timeout is 120 s for the `exports` queue",
    "adds detail to the queue setup",
)
N(
    "refines",
    "example",
    ["Branch names follow `type/short-desc`"],
    "e.g. `fix/login-redirect`, `feat/csv-export`",
    "examples of the rule",
)
N(
    "refines",
    "detail",
    ["Secrets are pulled from Vault at boot"],
    "Vault path for the api is `secret/data/api/prod`",
    "adds the path",
)
N(
    "refines",
    "detail",
    ["Backups run at 01:00 UTC and keep 30 days"],
    "Backups are `pg_dump -Fc` into `s3://acme-backups/db/`",
    "adds how and where",
)
N(
    "refines",
    "example",
    ["PR titles follow Conventional Commits"],
    "Example: `feat(api): add CSV export`",
    "an example",
)
N(
    "refines",
    "detail",
    ["Use date-fns in the frontend"],
    "Import date-fns functions one by one (`import { format } from 'date-fns'`) for tree-shaking",
    "a detail of the rule",
)
N(
    "refines",
    "detail",
    ["Prod api deployment: `replicas: 5`"],
    "The 5 prod api replicas are spread over 3 zones",
    "adds detail to the same value",
)
N(
    "refines",
    "detail",
    ["Decision: httpx instead of requests in python services"],
    "httpx clients are created once per process with `timeout=10`",
    "adds detail to the decision",
)

# more English negatives: related facts and multi-fact beliefs left intact
N(
    "novel",
    "related",
    ["PostgreSQL 15 in production for the orders service"],
    "SQLite only in the unit tests of the orders service",
    "two related true statements",
)
N(
    "redundant",
    "paraphrase",
    ["The worker runs Python 3.12, uses Celery 5 and reads from Redis"],
    "Worker stack: Celery 5 on Python 3.12, Redis broker",
    "the same multi-fact belief reordered",
)
N(
    "refines",
    "detail",
    ["Build uses `go 1.22`, `CGO_ENABLED=0`, static binary in `dist/`"],
    "The static binary is stripped with `-ldflags='-s -w'`",
    "adds a build flag; nothing changes",
)
N(
    "novel",
    "related",
    ["Frontend is on Cloudflare Pages"],
    "The API stays on Fly.io",
    "a related fact about another component",
)
N(
    "novel",
    "plain",
    ["Release freeze starts March 21"],
    "Release notes are due the day before the freeze",
    "a related deadline that does not move the freeze",
)
N(
    "novel",
    "implicit",
    ["Sprint demo is on Wednesdays"],
    "Sprint retro is on Fridays",
    "another meeting",
)
N(
    "novel",
    "plain",
    ["`.nvmrc` pins Node 20"],
    "Use `corepack enable` so pnpm matches `packageManager`",
    "a setup step that denies nothing",
)
N(
    "novel",
    "no_longer",
    ["The CLI reads `~/.config/acme/config.toml`"],
    "`acme init` no longer overwrites an existing config",
    "a behaviour fix in a command, not the config path",
)
N(
    "novel",
    "moved",
    ["Standup is at 10:00"],
    "Moved the on-call handover to right after standup",
    "another meeting moves relative to standup",
)
N(
    "redundant",
    "paraphrase",
    ["From now on every change goes through a PR, docs included"],
    "Reminder to self: docs changes go through PRs too",
    "the agent restates the rule",
)
N(
    "novel",
    "question",
    ["Gunicorn runs with `--workers 8` in prod"],
    "Would uvicorn workers help the websocket endpoints?",
    "a question",
)
N(
    "novel",
    "related",
    ["Dev server port is 8081"],
    "Port 8080 is taken by the corporate proxy on dev laptops",
    "the reason behind the port, denies nothing",
)

# non-English hard negatives
N(
    "novel",
    "implicit",
    ["`LOG_LEVEL=warn` in der Produktion"],
    "Im Staging läuft `LOG_LEVEL=debug`",
    "German: another environment",
    "de",
)
N(
    "redundant",
    "paraphrase",
    ["Der Test-Runner ist vitest"],
    "Tests laufen mit vitest (`npm test`)",
    "German: restatement",
    "de",
)
N(
    "novel",
    "question",
    ["Wir deployen mit ArgoCD"],
    "Sollen wir Flux statt ArgoCD ausprobieren? Noch nicht entschieden",
    "German: a proposal using instead-of",
    "de",
)
N(
    "refines",
    "scope",
    ["Deploys gehen dienstags und donnerstags raus"],
    "Diese Woche ausnahmsweise kein Deploy am Donnerstag (Feiertag)",
    "German: one-off exception",
    "de",
)
N(
    "novel",
    "related",
    ["Jobs laufen auf Dramatiq"],
    "Früher haben wir Celery benutzt",
    "German: statement about the past",
    "de",
)
N(
    "novel",
    "from_to",
    ["El timeout del cliente HTTP es de 15 s"],
    "El timeout del worker de exportación pasó de 60 s a 300 s",
    "Spanish: another component's timeout",
    "es",
)
N(
    "redundant",
    "exact",
    ["La entrega del MVP es el 24 de mayo"],
    "Confirmado: la entrega sigue siendo el 24 de mayo",
    "Spanish: same-value confirmation",
    "es",
)
N(
    "novel",
    "question",
    ["Usamos PostgreSQL 15"],
    "¿Migramos a PostgreSQL 16 este trimestre? Hay que hablarlo",
    "Spanish: a question",
    "es",
)
N(
    "novel",
    "replaced_by",
    ["Le cache HTTP passe par Cloudflare"],
    "Le disque du serveur de build a été remplacé hier",
    "French: a hardware replacement",
    "fr",
)
N(
    "refines",
    "detail",
    ["Les déploiements prod ont lieu le jeudi"],
    "Le déploiement du jeudi commence à 14h, après le gel de midi",
    "French: adds the time",
    "fr",
)
N(
    "novel",
    "related",
    ['Minimum `requires-python = ">=3.10"`'],
    "On supportait Python 3.6 à l'époque de la v1",
    "French: statement about the past",
    "fr",
)
N(
    "novel",
    "implicit",
    ["ステージングのポートは 3001"],
    "本番の API は 443 で公開している",
    "Japanese: another environment",
    "ja",
)
N(
    "redundant",
    "paraphrase",
    ["パッケージマネージャは pnpm"],
    "依存関係は pnpm で管理している（`pnpm-lock.yaml`）",
    "Japanese: restatement",
    "ja",
)
N(
    "novel",
    "no_longer",
    ["パッケージマネージャは pnpm"],
    "`pnpm install` のタイムアウトはもう起きない（レジストリのミラーを設定）",
    "Japanese: a fixed problem using no-longer",
    "ja",
)
N(
    "novel",
    "question",
    ["数据库迁移用 Liquibase"],
    "要不要把迁移脚本按服务拆开？先讨论一下",
    "Chinese: a proposal",
    "zh",
)
N(
    "refines",
    "scope",
    ["API 网关的 `proxy_read_timeout` 是 120s"],
    "导出接口 `/export` 临时放宽到 300s，下周恢复",
    "Chinese: a temporary scoped exception",
    "zh",
)
N(
    "novel",
    "switched",
    ["Os testes de integração usam Testcontainers"],
    "Troquei a imagem base do Dockerfile de dev para `python:3.12-slim`",
    "Portuguese: another change, different subject",
    "pt",
)
N(
    "redundant",
    "exact",
    ["Os assets estão em `acme-cdn-assets`"],
    "Conferi: assets continuam em `acme-cdn-assets`",
    "Portuguese: confirmation",
    "pt",
)
N(
    "novel",
    "related",
    ["금요일에는 배포하지 않는다"],
    "예전에는 금요일에도 배포했었다",
    "Korean: statement about the past",
    "ko",
)
N(
    "novel",
    "plain",
    ["설정 파일은 `settings/app.toml`"],
    "로컬 전용 설정은 `settings/local.toml` 에 추가한다",
    "Korean: an additional file, not a replacement",
    "ko",
)


# Unrelated live beliefs of the same project, added (seeded) to English rows that
# list a single belief so the replaced one is not the only candidate. Their subjects
# appear in no case above, so none of them is replaced, confirmed or refined.
DISTRACTORS = [
    "Styling is Tailwind CSS with the design tokens in `tailwind.config.ts`",
    "UI strings are translated with `react-intl`; message ids are snake_case",
    "GraphQL types are generated with `graphql-codegen` into `src/gql/`",
    "Dependabot opens dependency PRs weekly on Mondays",
    "CODEOWNERS assigns `/infra/` to the platform team",
    "Icons come from the Lucide set",
    "Invoices are rendered to PDF with WeasyPrint",
    "Uploaded images are resized with `sharp` to 3 widths",
    "Passwords are hashed with argon2id",
    "Architecture decisions are recorded as ADRs in `docs/adr/`",
    "The monorepo is orchestrated with turborepo",
    "Kafka topics are named `<domain>.<entity>.<event>`",
    "The cookie consent banner is Klaro",
    "Invoice numbers are `INV-<year>-<seq>` and never reused",
    "The accessibility target is WCAG 2.1 AA",
    "Email templates are written in MJML",
    "CSV exports use `;` as the delimiter for the EU customers",
    "The project licence is Apache-2.0",
    "The brand font is Inter, self-hosted",
    "Traces are sent to the OpenTelemetry collector at `otel:4317`",
]


def build() -> str:
    rng = random.Random(SEED)
    rows = []
    for case in CASES:
        existing = list(case["existing"])
        if case["lang"] == "en" and len(existing) == 1:
            extra = rng.choice((0, 1, 1, 2, 3))
            existing += rng.sample(DISTRACTORS, extra)
        order = list(range(len(existing)))
        rng.shuffle(order)
        target = case["target"]
        row = {
            "id": "",
            "split": "heldout",
            "lang": case["lang"],
            "existing": [existing[i] for i in order],
            "new": case["new"],
            "label": case["label"],
            "target": None if target is None else order.index(target),
            "phrasing": case["phrasing"],
            "note": case["note"],
        }
        rows.append(row)
    rng.shuffle(rows)
    for n, row in enumerate(rows, 1):
        row["id"] = f"t{n:03d}"
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


if __name__ == "__main__":
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT.name}: {len(CASES)} pairs")
