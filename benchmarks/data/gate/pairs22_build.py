"""Build pairs22.jsonl: a blind write-gate pairs set about how to do things in a project.

The rows are written here as scenarios: two or three stored beliefs holding operational
know-how a coding agent keeps about one project (the command that runs the tests, builds,
lints, migrates, seeds or deploys; a tool's flag; a workaround; the order of steps; an env
var or profile; a broken script; where logs go; how to reproduce a bug), and several new
statements judged against them. The renderer shuffles each row's ``existing`` with a
string-seeded ``random.Random``, so the file is byte-identical on every run whatever
``PYTHONHASHSEED`` is. Stdlib only.

    python benchmarks/data/gate/pairs22_build.py          # write pairs22.jsonl
    python benchmarks/data/gate/pairs22_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs22.jsonl")
SEED = 22_2026
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: running the tests ----
    (
        "en",
        [
            "Run the api test suite with `make test` from the repo root; it starts the test Postgres in Docker first.",
            "web unit tests: `pnpm --filter web test` (vitest).",
            "Note to self: `make test` needs `KELP_ENV=test` exported, otherwise it connects to the dev database.",
        ],
        [
            ("The Makefile is gone; api tests are `just test` now (same Docker Postgres setup).", "S", 0, "gone", "the command that runs the api tests was replaced"),
            ("Turns out `make test` sets KELP_ENV=test itself since the conftest change, so there's no need to export it any more.", "S", 2, "no_longer", "the env var step is no longer needed; the test command itself is unchanged"),
            ("To run one api test file: `make test ARGS=api/tests/test_invoices.py`.", "F", None, "example", "how to narrow the stored command to one file; `make test` still runs the suite"),
            ("web e2e tests are separate: `pnpm --filter web e2e` (Playwright), and they need the dev server running.", "N", None, "related", "another kind of web test; the vitest command stays"),
            ("Remember to export KELP_ENV=test before `make test` or it hits the dev DB.", "R", None, "paraphrase", "restates the env var lesson"),
            ("Might move the api tests to tox so we can test 3.12 and 3.13 side by side.", "N", None, "question", "a plan, nothing changed"),
            ("web unit tests: `pnpm -C web test:unit`; the old `test` script was deleted when the vitest workspace came in.", "S", 1, "dropped", "the web unit test command changed"),
        ],
    ),
    # ---- English: lint, format, build ----
    (
        "en",
        [
            "Lint the api with `ruff check api/` and format it with `black api/`.",
            "web lint is `pnpm -C web lint` (eslint); CI fails on any warning because of `--max-warnings 0`.",
            "Build the web app for production with `pnpm -C web build`; it needs NODE_OPTIONS=--max-old-space-size=4096 or it runs out of memory.",
        ],
        [
            ("Formatting is `ruff format` now; black was removed from the dev dependencies.", "S", 0, "dropped", "the formatter half of the stored belief changed (ruff check stays); the belief as stored no longer holds"),
            ("After the Next 15 upgrade the web build fits in the default heap; the NODE_OPTIONS bump isn't needed anymore.", "S", 2, "no_longer", "a workaround no longer needed after an upgrade"),
            ("Tried `pnpm -C web build --no-lint` to get around the build OOM; didn't help, it still dies at page-data collection without the heap bump.", "N", None, "plain", "a failed attempt at another fix; the stored workaround still stands"),
            ("CI tolerates eslint warnings again: `--max-warnings 0` was taken out of the lint script after the big a11y rule import.", "S", 1, "dropped", "the flag that made warnings fatal was removed"),
            ("`ruff check api/ --fix` fixes most of the import-order complaints on its own.", "F", None, "detail", "adds a flag to the stored lint command"),
            ("Lint for the Go worker: `golangci-lint run ./tally/...`.", "N", None, "related", "the same task for another package"),
            ("Production web build: `pnpm -C web build` with the heap raised to 4 GB through NODE_OPTIONS.", "R", None, "paraphrase", "restates the build command and its workaround"),
            ("Going to look at whether biome could replace eslint + prettier in web; nothing decided.", "N", None, "question", "a plan to evaluate, not a change"),
            ("Tried bumping NODE_OPTIONS to 8 GB to speed up the web build: no difference, it's just slow.", "N", None, "plain", "a failed attempt that mentions the stored workaround without saying it is unneeded; the 4 GB bump stays"),
            ("Format the api: `ruff format api/`.", "S", 0, "implicit", "another formatter named for the same job with no change word; black no longer formats the api"),
        ],
    ),
    # ---- English: migrations ----
    (
        "en",
        [
            "Create a migration with `alembic revision --autogenerate -m '...'` inside api/; apply it with `alembic upgrade head`.",
            "Before running migrations locally, start the database: `docker compose up -d postgres`.",
            "Lesson: alembic autogenerate misses enum value changes; add `op.execute(\"ALTER TYPE ... ADD VALUE ...\")` by hand.",
        ],
        [
            ("Migrations go through the wrapper now: `just db-migrate` runs the upgrade with the right env. Don't call alembic directly.", "S", 0, "now_uses", "the way to apply (and run) migrations changed to a wrapper; the stored direct alembic commands are out"),
            ("The compose service was renamed from `postgres` to `db`, so it's `docker compose up -d db`.", "S", 1, "from_to", "the service name in the command changed"),
            ("Checked again on alembic 1.14: autogenerate still doesn't see enum changes, the manual ALTER TYPE stays.", "F", None, "detail", "confirms the lesson for a newer version; adds when it was checked, denies nothing"),
            ("Autogenerate also misses server_default changes unless `compare_server_default=True` is set in env.py.", "N", None, "related", "a workaround for a different gap in the same tool; the enum lesson stays"),
            ("I was wrong about the enum thing: with alembic-postgresql-enum installed, autogenerate emits the ALTER TYPE itself, no hand edits needed.", "S", 2, "correction", "the agent corrects its own lesson"),
            ("Roll back the last migration locally with `alembic downgrade -1`.", "N", None, "related", "another migration command; nothing stored is denied"),
            ("Start postgres with compose before you apply migrations on your machine.", "R", None, "paraphrase", "restates the order of steps"),
            ("Staging migrations aren't run by hand: the deploy runs `alembic upgrade head` as a pre-install Helm hook.", "N", None, "related", "the same step in another environment; the local how-to stays"),
        ],
    ),
    # ---- English: seeding ----
    (
        "en",
        [
            "Seed local data with `python -m api.scripts.seed --fixtures demo`.",
            "The seed script breaks if migrations haven't run: always `alembic upgrade head` first, then seed.",
        ],
        [
            ("Seeding is `just seed` now; the python -m entry point went away in the scripts/ cleanup.", "S", 0, "now_uses", "the seed command was replaced"),
            ("The seed script applies pending migrations itself since last week, so the separate upgrade before it isn't needed.", "S", 1, "no_longer", "an order-of-steps constraint removed"),
            ("`--fixtures demo` loads two tenants and about 500 orders; `--fixtures minimal` is much faster.", "F", None, "detail", "what the fixture sets contain; the command is unchanged"),
            ("Tried seeding with `--fixtures full` on the laptop: 9 minutes and the disk filled up. Not worth it.", "N", None, "plain", "a failed attempt with another option; the stored command stays"),
            ("Order matters: migrate, then seed. Seeding an unmigrated DB crashes.", "R", None, "paraphrase", "restates the order"),
            ("Staging is seeded from a sanitized prod snapshot, not from the demo fixtures.", "N", None, "related", "seeding in another environment"),
            ("Local data: `just fixtures load demo`.", "S", 0, "implicit", "another command for the same job, no change word; the python -m command is no longer how local data is seeded"),
        ],
    ),
    # ---- English: deploying ----
    (
        "en",
        [
            "Deploy to staging: merge to main, then run `./deploy.sh staging` from a machine with the kubeconfig.",
            "Production deploys are manual: `./deploy.sh prod` after at least an hour of staging soak.",
            "deploy.sh needs AWS_PROFILE=kelp-deploy set, otherwise helm can't pull the chart from ECR.",
        ],
        [
            ("Staging deploys itself now: Argo CD syncs main within a few minutes, no more `deploy.sh staging`.", "S", 0, "now_uses", "the staging deploy procedure was replaced"),
            ("deploy.sh picks the kelp-deploy profile on its own since the rewrite; don't bother exporting AWS_PROFILE.", "S", 2, "no_longer", "a required env var is no longer needed"),
            ("Prod release = a PR that bumps the image tag in infra/prod/values.yaml, approved by one other person.", "S", 1, "implicit", "a different prod procedure stated with no change word; deploy.sh prod is not how prod ships any more"),
            ("Before `./deploy.sh staging`, check that the CI image build for the merge commit has finished, or helm rolls out the previous tag.", "F", None, "detail", "a step added before the stored one; the command stays"),
            ("If deploy.sh fails with 'no basic auth credentials', the ECR login expired: run `aws ecr get-login-password | docker login ...` again.", "N", None, "plain", "the fix for another deploy error; nothing stored is denied"),
            ("For anything touching billing, soak on staging for 24h before prod.", "F", None, "scope", "a stricter rule for one kind of change; the one-hour minimum stays for the rest"),
            ("Considering moving prod to Argo too, once we trust the staging setup.", "N", None, "question", "a plan"),
            ("Prod: soak on staging for an hour or more, then run `./deploy.sh prod` yourself.", "R", None, "paraphrase", "restates the prod procedure"),
        ],
    ),
    # ---- English: running the api locally, env vars ----
    (
        "en",
        [
            "Copy `.env.example` to `.env` and set `DATABASE_URL=postgresql://kelp:kelp@localhost:5433/kelp` (compose maps Postgres to 5433).",
            "Run the api locally with `uvicorn api.main:app --reload --port 8000`.",
            "Local feature flags come from `FLAGS_FILE=./flags.local.yaml`.",
        ],
        [
            ("Compose maps Postgres to the default 5432 again; 5433 was only for the old Homebrew postgres clash.", "S", 0, "now_uses", "the local port in the DATABASE_URL changed"),
            ("`just dev` works too for the api: it wraps the same uvicorn command and starts the worker as well.", "N", None, "related", "a second way that also works; the uvicorn command is not denied"),
            ("Don't start uvicorn by hand anymore: `just dev` is the way, the app needs the worker's socket at startup.", "S", 1, "no_longer", "the stored command no longer works on its own; replaced by `just dev`"),
            ("FLAGS_FILE is ignored since flags moved to the Unleash dev server; set UNLEASH_URL=http://localhost:4242/api instead.", "S", 2, "instead_of", "the way to get local flags changed"),
            ("DATABASE_URL for the test run points at the kelp_test database on the same port.", "N", None, "related", "the same setting for the test database"),
            ("Set FLAGS_FILE to ./flags.local.yaml to get the local feature flags.", "R", None, "paraphrase", "restatement"),
            ("Note to self: uvicorn --reload doesn't watch .env; restart after editing it.", "F", None, "detail", "a caveat about the stored command"),
            ("Local flags: `FLAGS_FILE=./config/flags.dev.yaml` (flags.local.yaml was merged into it).", "S", 2, "moved", "the flags file path changed"),
        ],
    ),
    # ---- English: flaky tests and their workarounds ----
    (
        "en",
        [
            "test_export_csv is flaky on CI because of the timezone; workaround: run it with `TZ=UTC`.",
            "Known bug: pytest-xdist and the shared Redis fixture deadlock; run the api tests with `-p no:xdist` until it's fixed.",
        ],
        [
            ("The xdist deadlock is fixed (each worker gets its own Redis db index), so `-n auto` is fine.", "S", 1, "implicit", "the bug behind the workaround is fixed; the 'disable xdist' belief no longer holds"),
            ("test_export_csv stopped being flaky once the export used timezone-aware datetimes; TZ=UTC is no longer needed.", "S", 0, "no_longer", "a workaround no longer needed"),
            ("Another flaky one: test_webhook_retry times out on CI under load; bumping its timeout to 10s helped.", "N", None, "related", "a workaround for a different flaky test"),
            ("Tried pytest-rerunfailures against the xdist deadlock - it just hangs longer. Keep xdist off.", "N", None, "plain", "a failed attempt; the stored workaround stays"),
            ("Run test_export_csv under TZ=UTC or it fails on CI now and then.", "R", None, "paraphrase", "restatement"),
            ("The xdist deadlock is tracked in KELP-812; the fix needs a per-worker Redis fixture.", "F", None, "detail", "where the stored bug is tracked and what would fix it; still unfixed"),
            ("Tried TZ=UTC on test_invoice_due_date as well; didn't help there.", "N", None, "plain", "the same workaround tried on another test without success; the stored workaround is not denied"),
            ("Maybe the TZ problem is also why test_invoice_due_date fails around midnight? Haven't checked.", "N", None, "question", "a guess about another test"),
        ],
    ),
    # ---- English: installing dependencies ----
    (
        "en",
        [
            "Install web deps with `npm ci --legacy-peer-deps` (react-day-picker still declares React 18 as a peer).",
            "api deps are managed by Poetry: `poetry install --with dev`.",
        ],
        [
            ("web moved to pnpm: `pnpm install --frozen-lockfile`; package-lock.json is deleted.", "S", 0, "moved", "the install command and package manager changed"),
            ("We used to need --legacy-peer-deps for web; react-day-picker 9 fixed its peer range.", "S", 0, "implicit", "told as history, but it says the flag is no longer needed, which the stored belief says it is"),
            ("Poetry is gone from the api; it's `uv sync` now, and `uv run` for commands.", "S", 1, "gone", "the api's package manager was replaced"),
            ("Might switch web to pnpm at some point, `npm ci` takes four minutes on CI.", "N", None, "question", "a plan"),
            ("`npm ci --legacy-peer-deps` also fails with an npm older than 10; upgrade npm first.", "F", None, "detail", "a prerequisite for the stored command"),
            ("Go deps for tally: `go mod download`, nothing special.", "N", None, "related", "another package's install"),
            ("For web installs keep passing --legacy-peer-deps; react-day-picker's peers still say React 18.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: installing, the present already stored (history negatives) ----
    (
        "en",
        [
            "web installs with `pnpm install --frozen-lockfile`; no special flags needed.",
            "api: `uv sync --frozen` installs everything including the dev tools.",
        ],
        [
            ("We used to need --legacy-peer-deps back when web was on npm.", "N", None, "plain", "history consistent with the stored present; nothing to close"),
            ("Before uv we ran `poetry install --with dev`; poetry.lock has been gone since March.", "N", None, "gone", "history consistent with the stored uv command; the change word is about the past"),
            ("`uv sync --frozen` fails if uv.lock is out of date; run `uv lock` and commit it first.", "F", None, "detail", "a failure mode and its fix for the stored command"),
            ("On CI the pnpm install also gets `--prefer-offline` against the runner cache.", "F", None, "scope", "an extra flag in one environment; the stored command stays"),
            ("web: `pnpm install --no-frozen-lockfile` now; the frozen lockfile kept breaking the Renovate branches.", "S", 0, "now_uses", "the install flag flipped"),
            ("api install is `uv sync --frozen --all-extras`; without --all-extras the s3 and pdf extras are missing and tests fail.", "S", 1, "implicit", "the stored command does not install everything; a careful engineer replaces it"),
            ("`uv sync --frozen` gets you the dev tools too - everything in one go.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: where logs go ----
    (
        "en",
        [
            'api logs locally go to stdout; on staging they\'re in Loki, query `{app="kelp-api", env="staging"}`.',
            "The tally worker writes its logs to `/var/log/tally/worker.log` on the worker VM.",
            "Nginx access logs on the edge box are in /var/log/nginx/kelp_access.log, rotated daily.",
        ],
        [
            ('tally runs in k8s now; there\'s no log file any more, use `kubectl logs -n kelp deploy/tally` or Loki with app="tally".', "S", 1, "now_uses", "where the worker's logs are changed"),
            ('Staging logs moved from Loki to Grafana Cloud Logs; the label there is service_name="kelp-api".', "S", 0, "from_to", "the staging half of the stored belief changed"),
            ("Edge access logs are shipped to s3://kelp-edge-logs/ after rotation; the local copies are kept 7 days.", "F", None, "detail", "what happens after rotation; the path stays"),
            ("The edge box was replaced by the ALB; no nginx access logs anymore, look at the ALB logs in s3://kelp-alb-logs/.", "S", 2, "replaced_by", "the access logs are somewhere else now"),
            ('Prod api logs are in Loki too, with env="prod".', "N", None, "related", "the same thing for another environment"),
            ("Loki query for the staging api: app kelp-api, env staging.", "R", None, "paraphrase", "restatement"),
            ("To get debug logs from the api locally, set LOG_LEVEL=debug.", "F", None, "detail", "a setting for the stored local logging"),
            ('Tried grepping Loki for the 502s with |= "502": nothing. The 502s come from the edge, not from the api.', "N", None, "plain", "a failed search; nothing stored is denied"),
            ('tally logs: Loki, app="tally".', "S", 1, "implicit", "a new place for the worker's logs, no change word"),
        ],
    ),
    # ---- English: reproducing bugs ----
    (
        "en",
        [
            "To reproduce the double-charge bug: run tally with `TALLY_RETRY_JITTER=0` and send the same webhook twice within 1 s (scripts/repro_double_charge.sh does it).",
            "The PDF invoice rendering bug only reproduces with the de-DE locale and a total over 1,000.",
        ],
        [
            ("The PDF bug reproduces with any locale that uses a dot as the thousands separator (de-DE, es-ES, pt-BR), not just de-DE.", "S", 1, "correction", "the stored 'only de-DE' is wrong"),
            ("The double-charge repro needs the stripe mock too: `docker compose up -d stripe-mock` first.", "F", None, "detail", "a step added before the stored recipe"),
            ("The PDF bug does not reproduce with en-US, even for big totals.", "R", None, "negation", "restates 'only de-DE' as a negative"),
            ("Actually the two webhooks have to land within 100 ms, not 1 s; with a full second tally's dedupe cache catches the second one.", "S", 0, "correction", "the agent corrects the timing in its own recipe"),
            ("A similar double send happens with the email receipts, different cause (the SES retry).", "N", None, "related", "a different bug"),
            ("Maybe the PDF bug is weasyprint's number formatting? Need to check.", "N", None, "question", "a guess"),
            ("The PDF rendering bug shows up in en-US too as soon as the total has four digits.", "S", 1, "implicit", "contradicts 'only de-DE' with no change word"),
        ],
    ),
    # ---- English: broken scripts ----
    (
        "en",
        [
            "scripts/reset_db.sh is broken (drops the schema but doesn't recreate the extensions); use `just db-reset` instead.",
            "scripts/gen_client.sh regenerates the TS API client from openapi.json; run it after any API change.",
        ],
        [
            ("reset_db.sh was fixed in #1432 - it recreates pgcrypto and citext - so it's safe to use.", "S", 0, "implicit", "the script is fixed; the 'broken' belief no longer holds"),
            ("The TS client is generated by the web build itself (orval in prebuild); gen_client.sh was deleted.", "S", 1, "gone", "the script is gone, the step is automatic"),
            ("gen_client.sh needs the api running on :8000 because it fetches /openapi.json live.", "F", None, "detail", "a prerequisite for the stored script"),
            ("`just db-reset` also reseeds with the demo fixtures afterwards.", "F", None, "detail", "what the recommended command does"),
            ("scripts/backup_db.sh is broken too (wrong pg_dump path on macOS); call pg_dump directly.", "N", None, "related", "another broken script"),
            ("Don't use reset_db.sh, it leaves the DB without extensions; `just db-reset` is the one that works.", "R", None, "paraphrase", "restatement"),
            ("Re-ran gen_client.sh after adding the /refunds endpoint; web compiles again.", "F", None, "example", "an instance of the stored rule"),
            ("`just db-reset` is broken as well - it calls reset_db.sh under the hood. Reset by hand: `dropdb kelp && createdb kelp && just db-migrate`.", "S", 0, "implicit", "the stored advice (use just db-reset) no longer works"),
        ],
    ),
    # ---- English: CI ----
    (
        "en",
        [
            "CI runs on GitHub Actions; the main workflow is .github/workflows/ci.yml, and `act -j test` reproduces it locally.",
            "To rerun only the failed jobs of a CI run: `gh run rerun <id> --failed`.",
            "CI caches uv's cache keyed on uv.lock; if deps look stale, bump CACHE_VERSION in ci.yml.",
        ],
        [
            ("CI moved to Buildkite; the pipeline is .buildkite/pipeline.yml and act is useless now.", "S", 0, "moved", "the CI system changed"),
            ("No need to bump CACHE_VERSION anymore: the cache key hashes pyproject.toml and uv.lock since the workflow refactor.", "S", 2, "no_longer", "a manual workaround is no longer needed"),
            ("act needs `--container-architecture linux/amd64` on the M-series Macs or the Postgres service won't start.", "F", None, "detail", "a flag the stored tool needs on one platform"),
            ("The web workflow is a separate file: .github/workflows/web.yml.", "N", None, "related", "another workflow"),
            ("`gh run rerun --failed` only works once the whole run has finished; cancel it first if it's stuck.", "F", None, "detail", "a caveat for the stored command"),
            ("Stale deps on CI -> bump CACHE_VERSION in ci.yml to bust the uv cache.", "R", None, "paraphrase", "restatement"),
            ("Should we move to self-hosted runners? GitHub minutes were over budget in October.", "N", None, "question", "a question"),
            ("Reproduce CI locally with `just ci` (same steps inside the ci image); act can't handle our service containers.", "S", 0, "implicit", "the local reproduction half of the belief is replaced; a careful engineer updates it"),
        ],
    ),
    # ---- English: building images ----
    (
        "en",
        [
            "Build the api image with `docker build -f api/Dockerfile .` from the repo root (the context has to be the root because of the shared proto/ dir).",
            "On Apple Silicon add `--platform linux/amd64` to docker build, otherwise the image won't run on the cluster.",
        ],
        [
            ("`docker buildx bake api` from the root replaces the long docker build -f command; the bake file sets the context.", "S", 0, "replaced_by", "the build command was replaced"),
            ("The cluster has arm64 nodes (Graviton) now, so api images don't need the --platform flag.", "S", 1, "no_longer", "a flag no longer needed"),
            ("The tally image builds with tally/ as its context; it doesn't use proto/.", "N", None, "related", "another image"),
            ("Build from the repo root, not from api/: the Dockerfile copies proto/.", "R", None, "paraphrase", "restatement"),
            ("Tried building with api/ as the context and a symlink to proto/; Docker doesn't follow symlinks out of the context. Doesn't work.", "N", None, "plain", "a failed attempt that confirms the stored rule"),
            ("Add `--build-arg GIT_SHA=$(git rev-parse HEAD)` so /healthz reports the version.", "F", None, "detail", "an extra flag for the stored command"),
        ],
    ),
    # ---- English: two similar test recipes (target matters) ----
    (
        "en",
        [
            "api tests: `just test-api`.",
            "web tests: `just test-web`.",
        ],
        [
            ("`just test-web` was split: unit tests are `just test-web-unit`, Playwright is `just test-e2e`.", "S", 1, "replaced_by", "the web recipe was replaced; the api one is untouched"),
            ("api tests run with `just test api` now (one recipe with an argument); test-api is gone.", "S", 0, "now_uses", "the api recipe changed"),
            ("`just test-api` for the api, `just test-web` for web.", "R", None, "paraphrase", "restates both"),
            ("`just test-api` was renamed to `just test-py`; web tests keep `just test-web`.", "S", 0, "from_to", "wrong-target trap: the web recipe is named and confirmed, the api one is replaced"),
            ("web tests: `just test-web`, same as before; it's the api recipe that changed, to `just pytest`.", "S", 0, "implicit", "wrong-target trap: the statement opens with the web recipe, which it confirms"),
        ],
    ),
    # ---- English: staging vs prod deploy flags (target matters) ----
    (
        "en",
        [
            "Staging deploy: `./deploy.sh staging`.",
            "Prod deploy: `./deploy.sh prod --confirm`.",
            "Deploys need the VPN (WireGuard profile kelp-ops) because the cluster API is private.",
        ],
        [
            ("Prod deploys don't need --confirm any more; the script asks interactively.", "S", 1, "no_longer", "a flag removed from the prod command"),
            ("Staging is deployed by Argo now; the prod command is unchanged (`./deploy.sh prod --confirm`).", "S", 0, "now_uses", "wrong-target trap: the prod command is quoted and confirmed, staging changed"),
            ("The cluster API endpoint went public with OIDC auth; deploys work without the VPN.", "S", 2, "implicit", "the VPN requirement no longer holds"),
            ("For deploys, connect the kelp-ops WireGuard profile first; the cluster API isn't reachable otherwise.", "R", None, "paraphrase", "restatement"),
            ("The kelp-ops profile has to be refreshed every 30 days: `wg-kelp refresh`.", "F", None, "detail", "upkeep of the stored VPN profile"),
            ("A prod deploy with --confirm also posts to #ops-announce automatically.", "F", None, "detail", "what the stored command also does"),
        ],
    ),
    # ---- English: the Go worker ----
    (
        "en",
        [
            "Run tally locally with `go run ./cmd/tally --config config/dev.yaml`.",
            "tally's integration tests need `-tags integration` and a running NATS (`docker compose up -d nats`).",
            "Regenerate tally's mocks with `go generate ./...` (mockgen).",
        ],
        [
            ("tally reads its config from env vars only since v3; --config was removed, use the TALLY_* vars (see config/dev.env).", "S", 0, "dropped", "a flag removed; the stored run command no longer works"),
            ("The integration tests start NATS themselves through testcontainers now; no compose step.", "S", 1, "now_uses", "one half of the stored belief (the compose step) no longer holds"),
            ("Use mockery instead of go generate for tally's mocks: `mockery` in tally/ (config in .mockery.yaml).", "S", 2, "instead_of", "the mock generator changed"),
            ("Unit tests for tally: plain `go test ./...`, no tags.", "N", None, "related", "another kind of test"),
            ("Run the integration tests with `go test -tags integration ./...` once NATS is up.", "R", None, "paraphrase", "restatement"),
            ("tally's race-detector run (`go test -race`) is too slow for CI; it runs nightly only.", "N", None, "related", "another test job"),
            ("If go generate says mockgen is not found: `go install go.uber.org/mock/mockgen@latest`.", "F", None, "detail", "a prerequisite of the stored command"),
        ],
    ),
    # ---- English: terraform ----
    (
        "en",
        [
            "Terraform for staging: `cd infra/envs/staging && terraform init && terraform plan`; state is in the S3 bucket kelp-tfstate.",
            "Always run `terraform fmt -recursive` before pushing infra changes; CI fails on unformatted files.",
            "terraform needs AWS_PROFILE=kelp-admin.",
        ],
        [
            ("We're on OpenTofu now: `tofu init && tofu plan` in infra/envs/staging, same S3 state bucket.", "S", 0, "now_uses", "the tool changed"),
            ("infra changes go through Atlantis: comment `atlantis plan` on the PR. Plans are not run from laptops.", "S", 0, "implicit", "the stored local plan procedure is replaced, no change word"),
            ("The CI fmt check is gone; pre-commit runs `terraform fmt` on every commit.", "S", 1, "gone", "the manual step and the CI failure it prevented no longer exist"),
            ("Prod terraform lives in infra/envs/prod and needs AWS_PROFILE=kelp-prod-admin.", "N", None, "related", "the same procedure for another environment"),
            ("Tried `terraform plan -refresh=false` to skip the slow refresh; the plan was wrong about the RDS instance. Don't.", "N", None, "plain", "a failed attempt"),
            ("The lock table is kelp-tflock in DynamoDB; a stuck lock is cleared with `terraform force-unlock <id>`.", "F", None, "detail", "more about the stored state setup"),
            ("Remember: terraform fmt -recursive before any infra push, or CI goes red.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: the agent corrects its own lessons ----
    (
        "en",
        [
            "Lesson: the api's /healthz fails locally unless REDIS_URL is set, even though Redis isn't needed for it.",
            "Note to self: `just test` must be run from the repo root; from api/ it can't find the justfile.",
        ],
        [
            ("I was wrong earlier: /healthz fails because the Celery ping times out, not because of REDIS_URL; set CELERY_TASK_ALWAYS_EAGER=1 locally.", "S", 0, "correction", "the agent corrects the cause and the fix"),
            ("Correction to my note: just searches parent directories for the justfile, so `just test` works from api/ too.", "S", 1, "correction", "the agent corrects its own lesson"),
            ("Same for /readyz: it also needs REDIS_URL locally.", "N", None, "related", "another endpoint with the same need"),
            ("Turns out `just test` from a subdirectory runs the recipe in that directory and the relative paths break - repo root only.", "F", None, "detail", "confirms the lesson and adds why"),
            ("Double-checked: without REDIS_URL, /healthz returns 503 locally.", "R", None, "paraphrase", "a confirmation of the stored lesson, nothing new"),
            ("/healthz doesn't need REDIS_URL after all - I had a stale .env; the real culprit was DATABASE_URL pointing at 5433.", "S", 0, "correction", "the agent retracts its lesson"),
        ],
    ),
    # ---- English: release steps ----
    (
        "en",
        [
            "Release order for the api: bump the version in pyproject.toml, `git tag vX.Y.Z`, push the tag; CI builds and publishes the image from the tag.",
            "After a release, run `just changelog` to regenerate CHANGELOG.md and commit it on main.",
        ],
        [
            ("The changelog is generated before tagging now, so the tagged commit includes it: `just changelog`, commit, then tag.", "S", 1, "now_uses", "the order of steps changed"),
            ("Versions come from the git tag via hatch-vcs; don't bump pyproject any more, just tag and push.", "S", 0, "no_longer", "a step dropped from the release order"),
            ("Release: bump the pyproject version, tag vX.Y.Z, push; CI builds the image from the tag.", "R", None, "paraphrase", "restatement"),
            ("Before tagging make sure main is green; CI won't publish from a red commit, but the tag stays.", "F", None, "detail", "a check added before the stored steps"),
            ("web has no version tags; it deploys from main continuously.", "N", None, "related", "another package's release"),
            ("Plan: automate the changelog with release-please next quarter.", "N", None, "question", "a plan"),
            ("Release: `just release 1.8.0` - it bumps, tags and pushes in one go.", "S", 0, "implicit", "a one-command release replaces the manual order, no change word"),
        ],
    ),
    # ---- English: cloud profiles and contexts ----
    (
        "en",
        [
            "The AWS CLI needs `--profile kelp-dev` for anything in the dev account; the default profile is the old sandbox.",
            "kubectl: the staging context is `kelp-stg`; switch with `kubectx kelp-stg`.",
        ],
        [
            ("Switched to AWS SSO: `aws sso login --sso-session kelp` once a day, and the dev profile is kelp-dev-sso now.", "S", 0, "switched", "the profile to use changed"),
            ("The staging kube context is called stg-euc1 since the cluster rebuild; kelp-stg doesn't exist any more.", "S", 1, "gone", "the context name changed"),
            ("The prod context is kelp-prd and needs the break-glass role.", "N", None, "related", "another environment"),
            ("The default AWS profile points at the old sandbox, so pass --profile kelp-dev for dev.", "R", None, "paraphrase", "restatement"),
            ("I set AWS_PROFILE=kelp-dev in direnv (.envrc) so I don't have to pass --profile every time.", "F", None, "detail", "a second way to select the same profile; the profile is unchanged"),
            ("Might delete the sandbox default profile so nobody hits it by accident.", "N", None, "question", "a plan"),
            ("Dev account: `--profile kelp-dev-admin`; kelp-dev was deleted in the SSO move.", "S", 0, "gone", "the stored profile no longer exists"),
        ],
    ),
    # ---- English: debugging ----
    (
        "en",
        [
            "To debug the api in VS Code, use the 'api: debugpy' launch config; it attaches on port 5678.",
            "Sentry for staging is the project kelp-api-stg; errors show up there within a minute.",
        ],
        [
            ("The debug config is 'api (uvicorn)' now, and it launches the server itself instead of attaching.", "S", 0, "now_uses", "the launch config changed"),
            ("The attach port moved to 5679 because the worker uses 5678.", "S", 0, "moved", "the port in the stored belief changed"),
            ("Staging errors go to the same Sentry project as prod now (kelp-api), filtered by environment:staging.", "S", 1, "now_uses", "the Sentry project for staging changed"),
            ("tally's Sentry project is kelp-tally.", "N", None, "related", "another service"),
            ("To debug the web app there's a 'web: next dev' config in the same launch.json.", "N", None, "related", "another package's debug config"),
            ("'api: debugpy' in launch.json attaches to the api on 5678.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: two Playwright workarounds (target matters) ----
    (
        "en",
        [
            "Playwright workaround: run with `--workers=1` on CI because the tests share one seeded tenant.",
            "Playwright on CI needs `PLAYWRIGHT_BROWSERS_PATH=0` so the browsers land in node_modules and get cached.",
            "Open a Playwright trace with `pnpm exec playwright show-trace trace.zip`.",
        ],
        [
            ("Each Playwright worker seeds its own tenant now, so CI runs with 4 workers.", "S", 0, "now_uses", "the workaround is no longer needed"),
            ("Browsers are cached by actions/cache on ~/.cache/ms-playwright now, PLAYWRIGHT_BROWSERS_PATH=0 isn't needed. Still one worker, though.", "S", 1, "no_longer", "wrong-target trap: the one-worker workaround is confirmed, the browsers-path one is dropped"),
            ("Another Playwright quirk: the webkit project fails the file-upload test on CI; it's skipped on webkit with test.skip.", "N", None, "related", "a workaround for a different bug in the same tool"),
            ("Tried `--fully-parallel` to speed things up; with the shared tenant it just made more tests fail.", "N", None, "plain", "a failed attempt that confirms the workaround"),
            ("CI uploads the traces as the playwright-traces artifact; download it and open it with show-trace.", "F", None, "detail", "where to get the trace for the stored command"),
            ("trace.playwright.dev opens the same trace.zip in the browser, handy when the CLI isn't installed.", "N", None, "related", "a second way that also works; the CLI command is not denied"),
        ],
    ),
    # ---- English: toolchain versions ----
    (
        "en",
        [
            "web needs Node 20 (see .nvmrc); Node 22 breaks the sharp build.",
            "Python 3.11 for the api; 3.12 fails on the old psycopg2 wheel.",
            "Use Go 1.22 for tally; Go 1.23's vet complains about the loopvar change in the generated code.",
        ],
        [
            (".nvmrc says 22, and sharp builds fine on it.", "S", 0, "implicit", "a new Node version with the stored blocker gone, no change word"),
            ("The api runs on Python 3.12 since we moved to psycopg 3.", "S", 1, "implicit", "the required version changed along with the reason"),
            ("tally builds with Go 1.23 after regenerating the generated code.", "S", 2, "implicit", "the version constraint is gone"),
            ("Run `nvm use` in web/ to pick the version from .nvmrc.", "F", None, "detail", "how to apply the stored version"),
            ("The thumbnail Lambda still runs on Node 18.", "N", None, "related", "another component's runtime"),
            ("Python 3.13 doesn't work for the api either (psycopg2 again).", "N", None, "related", "another version that also fails; consistent with the stored pin"),
            ("Is Go 1.24 worth trying for tally? The tool directive would clean up tools.go.", "N", None, "question", "a question"),
        ],
    ),
    # ---- English: eslint config in two apps (target matters) ----
    (
        "en",
        [
            "web uses eslint with the flat config in web/eslint.config.mjs.",
            "admin (the back-office React app) still uses .eslintrc.cjs because of the old airbnb preset.",
        ],
        [
            ("admin is on the flat config too since the airbnb preset was dropped; its .eslintrc.cjs is deleted.", "S", 1, "now_uses", "admin's config changed; 'too' names web's setup as unchanged"),
            ("web replaced eslint with biome (`pnpm -C web biome check`); admin keeps eslint with its .eslintrc.cjs.", "S", 0, "replaced_by", "wrong-target trap: admin is named and confirmed, web changed"),
            ("web's flat config extends the shared one in packages/eslint-config.", "F", None, "detail", "more about the stored config"),
            ("admin's eslint config is still the legacy .eslintrc.cjs with airbnb.", "R", None, "paraphrase", "restatement"),
            ("Maybe move admin to biome too once web has settled.", "N", None, "question", "a plan"),
        ],
    ),
    # ---- English: secrets ----
    (
        "en",
        [
            "Secrets for local dev come from 1Password: `op run --env-file=.env.op -- just dev`.",
            "Staging secrets are in AWS Secrets Manager under kelp/staging/*; the pods read them through External Secrets.",
        ],
        [
            ("Local secrets: `doppler run -- just dev` (project kelp, config dev).", "S", 0, "implicit", "another secrets tool for the same job, no change word"),
            ("Staging secrets live in Vault at kv/kelp/staging; External Secrets pulls them from there.", "S", 1, "implicit", "the store changed, no change word"),
            ("Prod secrets: Secrets Manager, kelp/prod/*.", "N", None, "related", "another environment"),
            ("If `op run` asks you to sign in every time, turn on the CLI integration in the 1Password app.", "F", None, "detail", "a fix for the stored command"),
            ("To add a staging secret: create it under kelp/staging/ in Secrets Manager, then add the key to infra/staging/externalsecret.yaml.", "F", None, "detail", "the steps for the stored setup"),
            ("Use `op run --env-file=.env.op` to inject the local secrets from 1Password.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: tool flags ----
    (
        "en",
        [
            "pytest needs `--timeout=120` on CI (pytest-timeout) because the PDF tests are slow.",
            "Run `mypy api/` with `--config-file api/mypy.ini`; the root mypy.ini is for scripts/.",
        ],
        [
            ("The mypy config moved into api/pyproject.toml; plain `mypy` from api/ picks it up, api/mypy.ini is gone.", "S", 1, "moved", "where the config lives and the command changed"),
            ("The PDF tests use the weasyprint stub since last sprint and CI runs pytest without a timeout.", "S", 0, "implicit", "the flag is no longer used, no change word"),
            ("Correction: the CI timeout is 300, not 120 - 120 killed test_big_invoice_pdf last night.", "S", 0, "correction", "the agent corrects the value"),
            ("pyright runs in the editor, but CI only gates on mypy.", "N", None, "related", "another type checker"),
            ("mypy for scripts/ reads the root mypy.ini.", "R", None, "paraphrase", "restates the second half of the stored belief"),
            ("The slow PDF tests are marked `@pytest.mark.slow`; `-m 'not slow'` skips them locally.", "N", None, "related", "a local shortcut; the CI timeout stays"),
        ],
    ),
    # ---- English: two caches (target matters, no_longer) ----
    (
        "en",
        [
            "If the web dev server shows stale pages, delete web/.next and restart.",
            "If turbo serves stale builds, run `turbo run build --force`.",
        ],
        [
            ("Stale pages in dev don't need `rm -rf web/.next` anymore since Next 15's cache fix; turbo still needs --force.", "S", 0, "no_longer", "wrong-target trap with no_longer: the turbo workaround is confirmed"),
            ("turbo was removed from the repo; builds are plain pnpm scripts, so no --force dance.", "S", 1, "gone", "the tool is gone"),
            ("Same thing in admin: delete admin/node_modules/.vite if HMR gets stuck.", "N", None, "related", "the same workaround for another app"),
            ("Clearing .next didn't fix the stale i18n strings; those come from the CDN cache, purge it with `just cdn-purge`.", "N", None, "plain", "a failed attempt and a different bug"),
            ("Stale builds from turbo -> `turbo run build --force`.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- German ----
    (
        "de",
        [
            "Die API-Tests laufen mit `make test`; vorher muss `docker compose up -d db` laufen.",
            "Lint im web-Paket: `pnpm -C web lint` (eslint).",
            "Workaround: auf dem Build-Server `pnpm install --network-concurrency 1` verwenden, sonst bricht der Nexus-Proxy die Downloads ab.",
        ],
        [
            ("Die API-Tests heißen jetzt `just test`, das Makefile ist weg.", "S", 0, "gone", "the test command was replaced"),
            ("Seit dem Nexus-Update ist `--network-concurrency 1` nicht mehr nötig, pnpm install läuft mit den Standardwerten durch.", "S", 2, "no_longer", "a workaround no longer needed after an upgrade"),
            ("Für die Tests von tally: `go test ./...`, ohne Datenbank.", "N", None, "related", "the same task for another package"),
            ("Vor `make test` immer erst die Datenbank mit `docker compose up -d db` hochfahren.", "R", None, "paraphrase", "restates the order of steps"),
            ("`pnpm -C web lint --fix` behebt die meisten Fehler bei der Import-Reihenfolge automatisch.", "F", None, "detail", "a flag for the stored command"),
            ("Habe `--prefer-offline` gegen die Nexus-Abbrüche probiert, hat nichts gebracht.", "N", None, "plain", "a failed attempt; the stored workaround stays"),
            ("Korrektur: Lint im web-Paket läuft über `pnpm -C web check` (Biome), eslint ist raus.", "S", 1, "correction", "the web lint command and tool changed"),
        ],
    ),
    (
        "de",
        [
            "Staging deploy: `./deploy.sh staging`, needs the kelp-ops VPN.",
            "The tally worker's logs are in /var/log/tally/worker.log on the worker VM.",
        ],
        [
            ("Staging wird jetzt von Argo CD automatisch aus main ausgerollt; deploy.sh staging braucht man nicht mehr.", "S", 0, "now_uses", "the staging deploy procedure was replaced"),
            ('Die tally-Logs findet man in Loki unter app="tally"; die Worker-VM gibt es nicht mehr.', "S", 1, "gone", "where the logs are changed"),
            ("Eventuell stellen wir das Deployment auf Flux um, ist aber noch offen.", "N", None, "question", "a plan"),
            ("Für die Prod-Instanz von tally gilt dasselbe Log-Verzeichnis auf der Prod-VM.", "N", None, "related", "the same thing in another environment"),
            ("Vor dem Staging-Deploy prüfen, ob der Image-Build für den Merge-Commit fertig ist.", "F", None, "detail", "a step added before the stored one"),
        ],
    ),
    # ---- Spanish ----
    (
        "es",
        [
            "Para regenerar el cliente TypeScript de la API hay que ejecutar `scripts/gen_client.sh` con la API levantada en :8000.",
            "Las migraciones se aplican con `alembic upgrade head` desde api/.",
        ],
        [
            ("El cliente TS ahora lo genera el propio build de web (orval en prebuild); gen_client.sh ya no existe.", "S", 0, "gone", "the script is gone"),
            ("Las migraciones se aplican con `just db-migrate`; no llames a alembic a mano.", "S", 1, "implicit", "another command for the same step, no change word"),
            ("Para deshacer la última migración en local: `alembic downgrade -1`.", "N", None, "related", "another migration command"),
            ("gen_client.sh también necesita `jq` instalado; si no, falla sin decir nada.", "F", None, "detail", "a prerequisite for the stored script"),
            ("Ejecuta `alembic upgrade head` dentro de api/ para aplicar las migraciones.", "R", None, "paraphrase", "restatement"),
            ("¿Y si pasamos el cliente a openapi-typescript? Lo estoy mirando.", "N", None, "question", "a question"),
        ],
    ),
    (
        "es",
        [
            "Install the api deps with `poetry install --with dev`.",
            "Run pytest with `-p no:xdist`; xdist deadlocks on the shared Redis fixture.",
            "The web build needs NODE_OPTIONS=--max-old-space-size=4096.",
        ],
        [
            ("Ya no usamos Poetry: las dependencias de la API se instalan con `uv sync`.", "S", 0, "no_longer", "the package manager was replaced"),
            ("El deadlock de xdist está arreglado; `-n auto` funciona bien con el fixture de Redis por worker.", "S", 1, "implicit", "the bug behind the workaround is fixed"),
            ("Me equivoqué: el build de web necesita 6 GB, no 4; con 4096 sigue fallando en CI.", "S", 2, "correction", "the agent corrects the value"),
            ("Probé a desactivar los source maps para bajar la memoria del build; no ayudó.", "N", None, "plain", "a failed attempt"),
            ("El build de admin no necesita subir la memoria.", "N", None, "related", "another app"),
            ("El deadlock solo aparece en los tests que usan el fixture `redis_shared`.", "F", None, "scope", "narrows where the stored bug shows up; the workaround stays"),
        ],
    ),
    # ---- French ----
    (
        "fr",
        [
            "Pour lancer l'api en local : `uvicorn api.main:app --reload --port 8000`.",
            "Les feature flags locaux viennent de `FLAGS_FILE=./flags.local.yaml`.",
            "Astuce : si `docker compose up` échoue avec « port 5432 already in use », arrêter le postgres de Homebrew (`brew services stop postgresql@16`).",
        ],
        [
            ("On lance l'api en local avec `just dev` maintenant, plus besoin d'appeler uvicorn à la main.", "S", 0, "now_uses", "the local run command was replaced"),
            ("Les flags locaux passent par le serveur Unleash de dev (UNLEASH_URL) ; FLAGS_FILE est ignoré.", "S", 1, "implicit", "another flag source, the old setting is ignored"),
            ("Le compose mappe postgres sur 5433, donc le postgres de Homebrew ne gêne plus.", "S", 2, "no_longer", "the clash behind the tip is gone"),
            ("Même souci avec Redis : `brew services stop redis` si le port 6379 est pris.", "N", None, "related", "the same workaround for another service"),
            ("`just dev` marche aussi : il lance le même uvicorn, plus le worker.", "N", None, "related", "a second way that also works; uvicorn is not denied"),
            ("uvicorn --reload ne surveille pas le .env : redémarrer après l'avoir modifié.", "F", None, "detail", "a caveat for the stored command"),
        ],
    ),
    (
        "fr",
        [
            "CI runs on GitHub Actions; reproduce it locally with `act -j test`.",
            "If CI deps look stale, bump CACHE_VERSION in ci.yml.",
        ],
        [
            ("La CI est passée sur Buildkite ; act ne sert plus à rien.", "S", 0, "switched", "the CI system changed"),
            ("La clé du cache inclut maintenant le hash de uv.lock, inutile de toucher à CACHE_VERSION.", "S", 1, "no_longer", "a manual workaround is no longer needed"),
            ("Sur les Mac M1/M2, act a besoin de `--container-architecture linux/amd64`.", "F", None, "detail", "a flag the stored tool needs"),
            ("Dépendances périmées en CI : incrémenter CACHE_VERSION dans ci.yml.", "R", None, "paraphrase", "restatement"),
            ("On envisage des runners auto-hébergés, rien n'est décidé.", "N", None, "question", "a plan"),
        ],
    ),
    # ---- Portuguese ----
    (
        "pt",
        [
            "Para reproduzir o bug de cobrança duplicada: rodar o tally com `TALLY_RETRY_JITTER=0` e mandar o mesmo webhook duas vezes em menos de 1 s.",
            "Os logs de acesso do Nginx de borda ficam em /var/log/nginx/kelp_access.log.",
        ],
        [
            ("Corrigindo: o intervalo tem que ser de menos de 100 ms; com 1 s o cache de dedupe do tally pega o segundo webhook.", "S", 0, "correction", "the agent corrects its own recipe"),
            ("O Nginx de borda foi substituído pelo ALB; os logs de acesso agora ficam em s3://kelp-alb-logs/.", "S", 1, "replaced_by", "the logs moved"),
            ("A reprodução também precisa do stripe-mock rodando antes (`docker compose up -d stripe-mock`).", "F", None, "detail", "a step added before the stored recipe"),
            ("Tentei reproduzir com o jitter padrão: não aconteceu nenhuma vez em 50 tentativas.", "N", None, "plain", "an attempt consistent with the recipe"),
            ("Logs de acesso do Nginx: /var/log/nginx/kelp_access.log.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "pt",
        [
            "Terraform: `terraform init && terraform plan` in infra/envs/staging with AWS_PROFILE=kelp-admin.",
            "Sentry for staging is the project kelp-api-stg.",
        ],
        [
            ("Migramos para o OpenTofu: agora é `tofu init && tofu plan` em infra/envs/staging.", "S", 0, "moved", "the tool changed"),
            ("Os erros de staging agora vão para o projeto kelp-api no Sentry, com environment:staging.", "S", 1, "now_uses", "the Sentry project changed"),
            ("O Terraform de produção fica em infra/envs/prod e usa o perfil kelp-prod-admin.", "N", None, "related", "another environment"),
            ("Talvez a gente passe a usar o Atlantis para os planos, mas ainda não foi decidido.", "N", None, "question", "a plan"),
            ("O projeto do Sentry para o tally é kelp-tally.", "N", None, "related", "another service"),
            ("Se o lock do state travar: `terraform force-unlock <id>`.", "F", None, "detail", "more about the stored procedure"),
            ("O perfil AWS para o Terraform de staging é kelp-infra; o kelp-admin foi apagado.", "S", 0, "gone", "the profile in the stored belief no longer exists"),
        ],
    ),
    # ---- Russian ----
    (
        "ru",
        [
            "Интеграционные тесты tally: `go test -tags integration ./...`, перед этим поднять NATS через `docker compose up -d nats`.",
            "Моки в tally генерируются через `go generate ./...` (mockgen).",
        ],
        [
            ("NATS для интеграционных тестов теперь поднимает testcontainers, compose больше не нужен.", "S", 0, "no_longer", "a step of the stored procedure is gone"),
            ("Моки теперь генерируем mockery (`mockery` в каталоге tally), go generate их больше не трогает.", "S", 1, "now_uses", "the mock generator changed"),
            ("Юнит-тесты tally — просто `go test ./...`, без тегов.", "N", None, "related", "another kind of test"),
            ("Если go generate пишет, что mockgen не найден: `go install go.uber.org/mock/mockgen@latest`.", "F", None, "detail", "a prerequisite for the stored command"),
            ("Для интеграционных тестов нужен тег integration и запущенный NATS.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "ru",
        [
            "Deploys need the kelp-ops WireGuard VPN; the cluster API is private.",
            "Prod deploy: `./deploy.sh prod --confirm` after a one-hour staging soak.",
        ],
        [
            ("API кластера теперь публичный, с OIDC; VPN для деплоя не нужен.", "S", 0, "no_longer", "the VPN requirement no longer holds"),
            ("Прод выкатываем через PR с новым тегом образа в infra/prod/values.yaml.", "S", 1, "implicit", "another prod procedure, no change word"),
            ("Пробовал деплоить через мобильный хотспот без VPN — не работает, таймаут на API.", "N", None, "plain", "a failed attempt that confirms the stored belief"),
            ("Может, перейдём на Tailscale вместо WireGuard? Пока только обсуждаем.", "N", None, "question", "a proposal"),
            ("Для изменений в биллинге выдержка на стейджинге — сутки.", "F", None, "scope", "a stricter soak for one kind of change"),
            ("Ошибся раньше: у deploy.sh флаг `--yes`, а не `--confirm`.", "S", 1, "correction", "the agent corrects the flag"),
        ],
    ),
    # ---- Japanese ----
    (
        "ja",
        [
            "web の本番ビルドは `pnpm -C web build`。メモリ不足になるので NODE_OPTIONS=--max-old-space-size=4096 が必要。",
            "web の E2E テストは `pnpm -C web e2e`(Playwright)。テナントを共有しているので CI では `--workers=1` で回す。",
        ],
        [
            ("Next 15 に上げてからはデフォルトのヒープでビルドが通る。NODE_OPTIONS はもう要らない。", "S", 0, "no_longer", "a workaround no longer needed after an upgrade"),
            ("Playwright はワーカーごとにテナントを作るので、CI は 4 ワーカーで回している。", "S", 1, "implicit", "the one-worker workaround no longer holds, no change word"),
            ("admin のビルドはメモリを増やさなくても通る。", "N", None, "related", "another app"),
            ("`--workers=1` でも webkit のアップロードのテストは落ちる。これは別のバグ。", "N", None, "related", "a different bug in the same tool"),
            ("E2E をローカルで回すときは先に `pnpm -C web dev` を起動しておくこと。", "F", None, "detail", "a step before the stored command"),
            ("web のビルドには NODE_OPTIONS で 4GB のヒープが必要。", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "ja",
        [
            'api logs on staging are in Loki: {app="kelp-api", env="staging"}.',
            "Run the api tests with `make test` from the repo root.",
        ],
        [
            ('ステージングのログは Grafana Cloud Logs に移った。ラベルは service_name="kelp-api"。', "S", 0, "moved", "where the logs are changed"),
            ("api のテストは `just test` に切り替えた。Makefile は削除済み。", "S", 1, "switched", "the test command changed"),
            ("間違えていた:テストは `make test` ではなく `make check` で、lint も一緒に走る。", "S", 1, "correction", "the agent corrects the command"),
            ('本番のログも Loki で、env="prod"。', "N", None, "related", "another environment"),
            ("テストファイルを一つだけ回すなら `make test ARGS=api/tests/test_invoices.py`。", "F", None, "example", "narrowing the stored command"),
        ],
    ),
    # ---- Chinese ----
    (
        "zh",
        [
            "本地种子数据:`python -m api.scripts.seed --fixtures demo`,必须先跑完迁移。",
            "api 镜像要在仓库根目录构建:`docker build -f api/Dockerfile .`,因为要用到 proto/ 目录。",
            "M 系列 Mac 上 docker build 要加 `--platform linux/amd64`,不然镜像在集群上跑不起来。",
        ],
        [
            ("种子数据现在用 `just seed`,python -m 那个入口已经删了。", "S", 0, "now_uses", "the seed command was replaced"),
            ("集群换成了 arm64 节点,--platform 参数不用再加了。", "S", 2, "no_longer", "a flag no longer needed"),
            ("api 镜像改用 `docker buildx bake api` 构建,bake 文件里已经设好了上下文。", "S", 1, "switched", "the build command changed"),
            ("tally 的镜像以 tally/ 为上下文构建,用不到 proto/。", "N", None, "related", "another image"),
            ("试过把上下文设成 api/ 再软链接 proto/,Docker 不跟随上下文之外的软链接,行不通。", "N", None, "plain", "a failed attempt"),
            ("`--fixtures minimal` 数据更少,种子跑得更快。", "F", None, "detail", "another option of the stored command"),
        ],
    ),
    (
        "zh",
        [
            "Python 3.11 for the api; 3.12 breaks on the psycopg2 wheel.",
            "Local secrets: `op run --env-file=.env.op -- just dev` (1Password).",
        ],
        [
            ("api 现在跑在 Python 3.12 上,已经换成 psycopg 3 了。", "S", 0, "now_uses", "the version changed"),
            ("本地密钥:`doppler run -- just dev`(project kelp,config dev)。", "S", 1, "implicit", "another tool, no change word"),
            ("要不要试试 Python 3.13?还没定。", "N", None, "question", "a question"),
            ("本地用 1Password 注入密钥:`op run --env-file=.env.op`。", "R", None, "paraphrase", "restatement"),
            ("如果 `op run` 每次都要求登录,在 1Password 桌面版里打开 CLI 集成。", "F", None, "detail", "a fix for the stored command"),
        ],
    ),
    # ---- Korean ----
    (
        "ko",
        [
            "스테이징 Terraform: infra/envs/staging 에서 `terraform init && terraform plan`, AWS_PROFILE=kelp-admin 필요.",
            "인프라 변경을 푸시하기 전에 항상 `terraform fmt -recursive` 실행. 안 하면 CI가 실패함.",
        ],
        [
            ("이제 OpenTofu 사용: infra/envs/staging 에서 `tofu init && tofu plan`.", "S", 0, "now_uses", "the tool changed"),
            ("CI의 fmt 검사는 없어졌고, pre-commit 훅이 커밋할 때 `terraform fmt`를 돌린다.", "S", 1, "gone", "the manual step is no longer needed"),
            ("프로덕션 Terraform은 infra/envs/prod, 프로필은 kelp-prod-admin.", "N", None, "related", "another environment"),
            ("state lock이 걸리면 `terraform force-unlock <id>`.", "F", None, "detail", "more about the stored procedure"),
            ("인프라 푸시 전에 terraform fmt -recursive 돌리기, 안 그러면 CI 빨간불.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "ko",
        [
            "To debug the api in VS Code use the 'api: debugpy' launch config (attaches on port 5678).",
            "The PDF invoice bug only reproduces with the de-DE locale and totals over 1,000.",
        ],
        [
            ("디버그 포트가 5679로 바뀜. 5678은 worker가 쓴다.", "S", 0, "moved", "the port changed"),
            ("PDF 버그는 de-DE만이 아니라 천 단위 구분자로 점을 쓰는 모든 로케일(es-ES, pt-BR 등)에서 재현된다.", "S", 1, "correction", "the stored 'only de-DE' is wrong"),
            ("디버그 설정 이름이 'api (uvicorn)'으로 바뀌었고, 이제 attach가 아니라 서버를 직접 띄운다.", "S", 0, "now_uses", "the launch config changed"),
            ("tally는 디버그 설정이 따로 없고 dlv로 직접 붙어야 한다.", "N", None, "related", "another service"),
            ("PDF 버그가 weasyprint 숫자 포맷 때문일까? 아직 확인 못 함.", "N", None, "question", "a guess"),
            ("라이브러리 코드까지 들어가려면 debugpy 설정에 `justMyCode: false`를 넣어야 한다.", "F", None, "detail", "a setting for the stored config"),
        ],
    ),
    # ---- Vietnamese ----
    (
        "vi",
        [
            "Chạy lint cho api: `ruff check api/`, format bằng `black api/`.",
            "Chạy mypy cho api phải có `--config-file api/mypy.ini`.",
        ],
        [
            ("Giờ format bằng `ruff format`, black đã bị gỡ khỏi dev dependencies.", "S", 0, "dropped", "the formatter changed"),
            ("Cấu hình mypy đã chuyển vào api/pyproject.toml; chạy `mypy` trong api/ là đủ, mypy.ini không còn nữa.", "S", 1, "moved", "the config moved"),
            ("`ruff check api/ --fix` tự sửa được phần lớn lỗi sắp xếp import.", "F", None, "detail", "a flag for the stored command"),
            ("Pyright chạy trong editor, nhưng CI chỉ chặn theo mypy.", "N", None, "related", "another tool"),
            ("Mypy cho api cần chỉ định file cấu hình api/mypy.ini.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "vi",
        [
            "Install web deps with `npm ci --legacy-peer-deps`.",
            "Go 1.22 for tally; Go 1.23's vet complains about loopvar in the generated code.",
            "`scripts/reset_db.sh` is broken; use `just db-reset`.",
        ],
        [
            ("web chuyển sang pnpm rồi: `pnpm install --frozen-lockfile`.", "S", 0, "switched", "the package manager changed"),
            ("tally build với Go 1.23 bình thường sau khi sinh lại code.", "S", 1, "implicit", "the version constraint is gone"),
            ("reset_db.sh đã được sửa trong #1432, dùng được rồi.", "S", 2, "implicit", "the script was fixed"),
            ("Có lẽ sẽ bỏ luôn reset_db.sh cho gọn, chưa quyết.", "N", None, "question", "a plan"),
            ("Đã thử `npm ci --force` thay cho --legacy-peer-deps: cài được nhưng build lỗi. Đừng dùng.", "N", None, "plain", "a failed attempt that confirms the stored flag"),
            ("Script backup_db.sh cũng hỏng (đường dẫn pg_dump trên macOS sai).", "N", None, "related", "another broken script"),
            ("`just db-reset` còn nạp lại dữ liệu demo sau khi reset.", "F", None, "detail", "what the recommended command does"),
        ],
    ),
    # ---- Hebrew ----
    (
        "he",
        [
            "כדי להריץ את בדיקות ה-web: `pnpm --filter web test` (vitest).",
            "לפני הרצת מיגרציות מקומית צריך להרים את מסד הנתונים: `docker compose up -d postgres`.",
        ],
        [
            ("השירות ב-compose שונה מ-postgres ל-db, הפקודה היא `docker compose up -d db`.", "S", 1, "from_to", "the service name changed"),
            ("בדיקות ה-web רצות עכשיו עם `pnpm -C web test:unit`; הסקריפט test הישן נמחק.", "S", 0, "now_uses", "the test command changed"),
            ("בדיקות ה-E2E של web נפרדות: `pnpm -C web e2e`.", "N", None, "related", "another kind of test"),
            ("אפשר להריץ קובץ בדיקה בודד: `pnpm --filter web test src/cart.test.ts`.", "F", None, "example", "narrowing the stored command"),
            ("להרים את postgres עם compose לפני שמריצים מיגרציות.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "he",
        [
            "The flaky test_export_csv needs TZ=UTC on CI.",
            "Build web for prod with NODE_OPTIONS=--max-old-space-size=4096.",
            "The kubectl context for staging is kelp-stg.",
        ],
        [
            ("test_export_csv כבר לא צריך TZ=UTC; הקוד עבר ל-datetime עם אזור זמן.", "S", 0, "no_longer", "a workaround no longer needed"),
            ("ה-context של staging נקרא stg-euc1 מאז שבנו מחדש את הקלאסטר.", "S", 2, "implicit", "the context name changed, no change word"),
            ("טעיתי קודם: ה-build צריך 6GB ולא 4GB.", "S", 1, "correction", "the agent corrects the value"),
            ("עוד בדיקה לא יציבה: test_webhook_retry, עוזר להעלות את ה-timeout ל-10 שניות.", "N", None, "related", "another flaky test"),
            ("אולי נעבור ל-Turbopack בבנייה? עוד לא הוחלט.", "N", None, "question", "a plan"),
            ("ל-prod יש context נפרד, kelp-prd.", "N", None, "related", "another environment"),
            ("ב-CI מגדירים את NODE_OPTIONS ב-env של ה-job.", "F", None, "detail", "where the stored setting goes on CI"),
        ],
    ),
]


def render() -> str:
    lines = []
    n = 0
    for lang, beliefs, rows in SCENARIOS:
        for new, code, target, phrasing, note in rows:
            n += 1
            rng = random.Random(f"{SEED}-{n}")
            order = list(range(len(beliefs)))
            rng.shuffle(order)
            row = {
                "id": f"x{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": [beliefs[i] for i in order],
                "new": new,
                "label": LABELS[code],
                "target": order.index(target) if target is not None else None,
                "phrasing": phrasing,
                "note": note,
            }
            lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> int:
    text = render()
    if "--check" in sys.argv[1:]:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.name} differs from a fresh render")
            return 1
        print(f"{OUT.name} matches a fresh render")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
