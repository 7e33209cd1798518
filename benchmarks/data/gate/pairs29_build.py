"""Build pairs29.jsonl: a blind write-gate pairs set about renames and moves.

The rows are written here as scenarios: three stored beliefs a coding agent keeps about where and
under what name things live in one product (files and folders, modules and packages, functions and
classes, API endpoints and versions, tables and columns, environment variable names, CLI commands
and flags, config keys, queues and topics, repositories and services, branches, hostnames and
buckets), and several new statements judged against them. Invented identifiers (PR numbers) are
drawn from a string-seeded ``random.Random``; the renderer shuffles each row's ``existing`` with a
string-seeded ``random.Random`` too, so the file is byte-identical on every run whatever
``PYTHONHASHSEED`` is. Stdlib only.

    python pairs29_build.py          # write pairs29.jsonl next to this file
    python pairs29_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs29.jsonl")
SEED = "pairs29-r43"
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    out = {}
    for i in range(1, 7):
        out[f"pr{i}"] = str(rng.randrange(1200, 8800))
    return out


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: files and folders in the Django app ----
    (
        "en",
        [
            "Date and tide-window helpers live in `web/utils/dates.py` (`parse_local`, `tide_window`).",
            "Email templates are under `web/templates/emails/`, one folder per message type.",
            "Shared pytest fixtures for the web app are defined in `web/tests/conftest.py`.",
        ],
        [
            ("`web/utils/dates.py` moved to `web/core/timeutils.py` in PR #⟨pr1⟩; the imports were updated across the apps.", "S", 0, "moved", "the stored module moved"),
            ("The email templates sit in `web/notifications/templates/` now, next to the code that renders them.", "S", 1, "now_uses", "the template folder moved"),
            ("Split the shared fixtures out of `web/tests/conftest.py` into plugin modules under `web/tests/fixtures/`; conftest only registers them now.", "S", 2, "moved", "the fixtures no longer live in conftest.py"),
            ("`parse_local` and `tide_window` are imported from `web.core.timeutils` in every app.", "S", 0, "implicit", "another home for the helpers, no change word"),
            ("Correction: the templates folder is `web/templates/mail/`, not `emails/`; I wrote that note from memory.", "S", 1, "correction", "the agent corrects the stored folder name"),
            ("Dropped `web/tests/conftest.py` altogether; each app now has its own `conftest.py` with the fixtures it needs.", "S", 2, "dropped", "the shared conftest is gone"),
            ("The portal front end had a `utils/dates.ts` too; it was renamed to `lib/time.ts` last week.", "N", None, "related", "a rename in another package with a similar name"),
            ("Copied `web/utils/dates.py` into `tools/tidecalc/` so the standalone tide script runs without Django; the original stays where it is.", "N", None, "plain", "a copy, not a move"),
            ("Should `web/utils/` be broken up? It has 14 modules and half of them are about dates.", "N", None, "question", "a proposal"),
            ("Fixed a DST bug in `tide_window` in `web/utils/dates.py`: it returned windows an hour early in late October.", "N", None, "plain", "merely mentions the stored path"),
            ("The move of `dates.py` into `web/core/` was reverted the same afternoon because of a circular import; the helpers are back in `web/utils/dates.py`.", "R", None, "paraphrase", "a reverted move restores the stored path"),
            ("Every template in `web/templates/emails/` extends `base.html`; each message folder holds `subject.txt`, `body.html` and `body.txt`.", "F", None, "detail", "detail of the stored folder"),
            ("Invoice emails are the exception: their templates live in `web/billing/templates/invoices/`; every other message is under `web/templates/emails/`.", "F", None, "scope", "an exception for one message type"),
        ],
    ),
    # ---- English: classes, functions and an internal package ----
    (
        "en",
        [
            "Berth assignment is done by `BerthAllocator.assign()` in `web/berths/allocation.py`.",
            "Mooring dues are computed by `compute_dues()` in `web/billing/dues.py`.",
            "The Python client for the gatekeeper API is the internal package `quaylane-gate-client` (import name `gate_client`), pinned in `web/requirements.txt`.",
        ],
        [
            ("`BerthAllocator` was renamed `BerthPlanner` in the same module, and `assign()` is `plan()` now.", "S", 0, "switched", "the class and method were renamed"),
            ("`compute_dues()` was replaced by `DuesCalculator.calculate()` in `web/billing/pricing/dues.py`; the old function is deleted.", "S", 1, "replaced_by", "the function was replaced and moved"),
            ("The gate client package is called `quaylane-gatekit` now, import name `gatekit`; `requirements.txt` pins 3.2.", "S", 2, "now_uses", "the package was renamed"),
            ("Berth assignment: class `BerthAllocator` in `web/berths/planning/engine.py`.", "S", 0, "implicit", "another module for the class, no change word"),
            ("Renamed the gate client's import name from `gate_client` to `quaylane_gate`; the distribution name on the index is unchanged.", "S", 2, "from_to", "the import name inside the stored belief changed"),
            ("The boatyard app has its own `compute_dues()` in `web/boatyard/storage.py` for winter storage; it doesn't touch mooring dues.", "N", None, "related", "a second function with the same name"),
            ("Shall we rename `compute_dues` to `compute_mooring_dues`? People keep confusing it with the boatyard one.", "N", None, "question", "a proposed rename"),
            ("`BerthAllocator.assign()` now skips berths flagged for dredging.", "N", None, "plain", "a behaviour change; merely mentions the stored name"),
            ("The notify service's gatekeeper client was renamed from `gate-client-js` to `@quaylane/gate-js` in June.", "N", None, "related", "a rename in another service's package"),
            ("A copy of `BerthAllocator` sits in `research/notebooks/allocator_sim.py` for what-if simulations; production never imports it.", "N", None, "plain", "a copy, not a move"),
            ("Mooring dues come from the `compute_dues` function in `web/billing/dues.py`.", "R", None, "paraphrase", "restates the stored location"),
            ("`web/billing/__init__.py` re-exports `compute_dues`, so `from billing import compute_dues` works as well as the full path.", "F", None, "detail", "an alias beside the stored name"),
            ("`quaylane-gate-client` 2.x warns that `GateClient.open_gate()` is deprecated in favour of `open()`; both methods exist in 2.x.", "F", None, "detail", "a deprecation inside the stored package; both names still work"),
        ],
    ),
    # ---- English: API endpoints and versions ----
    (
        "en",
        [
            "The portal creates bookings with `POST /api/v1/bookings` on the web app.",
            "Stripe webhooks are received at `/hooks/stripe` (Django view `billing.views.stripe_webhook`).",
            "The gatekeeper's gate-open call is `POST /gates/{gate_id}/open` on port 8080, internal only.",
        ],
        [
            ("Bookings are created through `POST /api/v2/bookings` now; the portal switched in release 41.", "S", 0, "now_uses", "the portal uses another endpoint version"),
            ("The webhook endpoint configured in the Stripe dashboard is `https://api.quaylane.example/webhooks/stripe/`, the only route wired to `stripe_webhook`.", "S", 1, "implicit", "another path for the webhook, no change word"),
            ("The gate-open call moved under a versioned prefix: `POST /v1/gates/{gate_id}/actions/open`.", "S", 2, "moved", "the endpoint path moved"),
            ("`/api/v1/bookings` no longer exists: it returned 410 for a month and was removed in PR #⟨pr2⟩. The portal is on v2.", "S", 0, "no_longer", "the stored endpoint was removed"),
            ("Gatekeeper's HTTP API listens on 9090 since the metrics exporter took over 8080.", "S", 2, "now_uses", "the port inside the stored belief changed"),
            ("Correction: the Stripe webhook path is `/hooks/stripe/v2`; the bare `/hooks/stripe` was the retired Connect hook and I noted the wrong one.", "S", 1, "correction", "the agent corrects the stored path"),
            ("The boatyard partner API moved from `/partner/v1/` to `/partner/v2/`; the portal never calls it.", "N", None, "related", "a version bump in another API"),
            ("Should we cut a `/api/v2/bookings` before the mobile app ships, or let it use v1 too?", "N", None, "question", "a proposal"),
            ("`POST /api/v1/bookings` returned 502s for ten minutes during Tuesday's deploy.", "N", None, "plain", "an event; merely mentions the stored endpoint"),
            ("There's also `POST /gates/{gate_id}/hold-open` for regattas; it keeps the gate open until released.", "N", None, "related", "a second endpoint with a similar name"),
            ("Stripe posts its events to our `/hooks/stripe` route, handled by `stripe_webhook` in billing's views.", "R", None, "paraphrase", "restates the stored route"),
            ("`POST /api/v1/bookings` now sends a `Deprecation` header pointing at `/api/v2/bookings`; both are served until the end of Q1 and the portal still calls v1.", "F", None, "detail", "a deprecation notice while both versions exist"),
            ("Connect account events are the exception: they go to `/hooks/stripe-connect`; all other Stripe events still hit `/hooks/stripe`.", "F", None, "scope", "an exception for one kind of event"),
        ],
    ),
    # ---- English: database tables and columns ----
    (
        "en",
        [
            "Bookings are stored in the Postgres table `berth_bookings` (Django model `bookings.Booking` with `db_table` set).",
            "A boat's length overall is the column `boats.loa_m` (metres, numeric).",
            "Customer external ids are stored in `customers.ext_ref`.",
        ],
        [
            ("Renamed the table `berth_bookings` to `bookings` with `ALTER TABLE ... RENAME`; the model's `db_table` override is removed.", "S", 0, "switched", "the table was renamed"),
            ("`boats.loa_m` was renamed to `boats.length_overall_m`; the migration ran on Sunday night.", "S", 1, "from_to", "the column was renamed"),
            ("Customer external ids: `customers.external_id`, varchar(64).", "S", 2, "implicit", "another column name, no change word"),
            ("External ids moved out of `customers` into a new `customer_identities` table, one row per provider.", "S", 2, "moved", "the ids moved to another table"),
            ("Correction: the length column is `boats.loa`, in metres; there's no `_m` suffix.", "S", 1, "correction", "the agent corrects the column name"),
            ("The boatyard schema has its own `boatyard.bookings` table for haul-outs; it has nothing to do with berth bookings.", "N", None, "related", "a second table with a similar name"),
            ("A nightly job copies `berth_bookings` into the warehouse as `analytics.fact_bookings`; the source table is unchanged.", "N", None, "plain", "a copy, not a rename"),
            ("Should we rename `loa_m` to `length_m`? Beam and draft don't carry units in their names either.", "N", None, "question", "a proposed rename"),
            ("The migration that renames `customers.ext_ref` is written but won't run until the billing export stops reading the old name.", "N", None, "plain", "a planned rename, not done yet"),
            ("The `invoices` table got an `ext_ref` column too, for the accounting system's id.", "N", None, "related", "a similar column in another table"),
            ("`bookings.Booking` maps to `berth_bookings` through `Meta.db_table`.", "R", None, "paraphrase", "restates the stored table"),
            ("`berth_bookings` has a partial unique index on `(berth_id, period)` where `status = 'confirmed'`.", "F", None, "detail", "detail of the stored table"),
            ("`loa_m` is in metres for every boat except imported legacy rows, which hold feet until the backfill and are flagged `loa_unit = 'ft'`.", "F", None, "scope", "an exception for legacy rows; the column stands"),
        ],
    ),
    # ---- English: environment variable names ----
    (
        "en",
        [
            "The web app reads its Postgres DSN from `QL_DATABASE_URL`.",
            "The Stripe secret key comes from the env var `QL_STRIPE_KEY`, injected from the `web-secrets` Kubernetes secret.",
            "Both web and the Celery workers read the broker URL from `CELERY_BROKER_URL`.",
        ],
        [
            ("`QL_DATABASE_URL` is gone; web reads the standard `DATABASE_URL` now, like every other service.", "S", 0, "gone", "the variable was renamed"),
            ("The Stripe key variable was renamed to `STRIPE_SECRET_KEY` to match the SDK docs.", "S", 1, "switched", "the variable was renamed"),
            ("The Stripe key is mounted from the `billing-secrets` secret now; `web-secrets` doesn't hold it any more.", "S", 1, "now_uses", "the secret it comes from changed (bundled)"),
            ("The Celery workers read `QL_BROKER_URL` since the settings refactor; web still reads `CELERY_BROKER_URL`.", "S", 2, "now_uses", "one of the two readers changed its variable"),
            ("web's settings take the database DSN from `POSTGRES_DSN`.", "S", 0, "implicit", "another variable name, no change word"),
            ("The notify service renamed `NOTIFY_SMTP_HOST` to `SMTP_HOST`.", "N", None, "related", "a rename in another service"),
            ("Should `QL_STRIPE_KEY` become `STRIPE_API_KEY` before we add the Connect key? Two `QL_STRIPE_*` names would be confusing.", "N", None, "question", "a proposed rename"),
            ("There's also `CELERY_RESULT_BACKEND`, pointing at Redis database 2.", "N", None, "related", "a second variable with a similar name"),
            ("The gatekeeper doesn't read `QL_DATABASE_URL`; it has no database of its own.", "N", None, "negation", "a negation about another service"),
            ("Rotated the value behind `QL_STRIPE_KEY` after the contractor offboarding; the name didn't change.", "N", None, "plain", "a value rotation; merely mentions the stored name"),
            ("Renamed `CELERY_BROKER_URL` to `QL_BROKER_URL` this morning, but the worker chart still set the old name, so it was reverted before lunch; web and workers both read `CELERY_BROKER_URL` again.", "R", None, "paraphrase", "a reverted rename restores the stored name"),
            ("The settings fall back to `DATABASE_URL` when `QL_DATABASE_URL` isn't set, so the Heroku-style name works too; prod sets `QL_DATABASE_URL`.", "F", None, "detail", "an alias beside the stored name"),
            ("The migration job is the one exception: it reads `QL_DATABASE_URL_ADMIN` so it runs as the owner role; the app itself uses `QL_DATABASE_URL`.", "F", None, "scope", "an exception for one job"),
        ],
    ),
    # ---- English: CLI commands and flags ----
    (
        "en",
        [
            "Berth data is imported with `qlane berths import --file <csv>`.",
            "`qlane db migrate` runs the Django migrations against the environment given in `--env`.",
            "Local dev is started with `make dev`, which runs docker compose with `compose.dev.yml`.",
        ],
        [
            ("`qlane berths import` takes `--source` instead of `--file`; it accepts a CSV path or an S3 URL.", "S", 0, "instead_of", "the flag was renamed"),
            ("The import is `qlane import berths <csv>` now; the subcommands were regrouped under `import`.", "S", 0, "now_uses", "the command was renamed"),
            ("`qlane db migrate` was replaced by `qlane migrate`, which also applies the gatekeeper's SQL migrations.", "S", 1, "replaced_by", "the command was replaced"),
            ("Local dev: `just dev`, which reads `compose.dev.yml`.", "S", 2, "implicit", "another command, no change word"),
            ("`make dev` uses `docker-compose.local.yml` now; `compose.dev.yml` was deleted.", "S", 2, "now_uses", "the compose file inside the stored belief changed"),
            ("Correction: the environment flag of `qlane db migrate` is `--target`, not `--env`.", "S", 1, "correction", "the agent corrects the flag name"),
            ("The gatekeeper repo's own CLI `gatectl` renamed `--gate` to `--gate-id`.", "N", None, "related", "a flag rename in another tool"),
            ("I'd like to rename `qlane db migrate` to `qlane migrate` in the next release; any objections?", "N", None, "question", "a proposed rename"),
            ("`qlane berths import --file` failed on Excel-exported CSVs with a BOM; fixed in 2.8.", "N", None, "plain", "a bug fix; merely mentions the stored command"),
            ("There's also `qlane berths export --file <csv>`, the mirror image of import.", "N", None, "related", "a second command with a similar name"),
            ("To start the stack locally, run `make dev`; it brings compose up with the `compose.dev.yml` file.", "R", None, "paraphrase", "restates the stored command"),
            ("`qlane berths import` also accepts `-f` as a short form of `--file`.", "F", None, "detail", "an alias beside the stored flag"),
            ("On Apple silicon `make dev` layers `compose.arm64.yml` on top of `compose.dev.yml`; elsewhere it's just the one file.", "F", None, "scope", "an exception for one platform"),
        ],
    ),
    # ---- English: config keys ----
    (
        "en",
        [
            "The invoice generation day is the key `billing.invoice_day` in `config/settings.yaml`.",
            "The harbour-map toggle is the key `features.harbor_map` in `config/settings.yaml`.",
            "The upload size limit for boat documents is the Django setting `QL_MAX_UPLOAD_MB`.",
        ],
        [
            ("`billing.invoice_day` was renamed `billing.run_day_of_month`; the loader rejects the old key.", "S", 0, "switched", "the key was renamed"),
            ("The feature toggles moved from `config/settings.yaml` into Unleash; `features.harbor_map` is the Unleash flag `harbor-map` now.", "S", 1, "moved", "the toggle moved to another system"),
            ("Document upload limit: `DOCUMENTS['MAX_UPLOAD_MB']` in `web/settings/base.py`.", "S", 2, "implicit", "another setting name, no change word"),
            ("Renamed `features.harbor_map` to `features.marina_map` to match the wording in the UI.", "S", 1, "from_to", "the key was renamed"),
            ("The settings file is `config/quaylane.yaml` now, same keys, `billing.invoice_day` included.", "S", 0, "now_uses", "the file inside the stored belief changed"),
            ("Correction: the upload setting is `QL_MAX_UPLOAD_SIZE_MB`; there is no `QL_MAX_UPLOAD_MB`.", "S", 2, "correction", "the agent corrects the setting name"),
            ("The portal has its own `NEXT_PUBLIC_HARBOR_MAP` build flag; it only hides the menu entry.", "N", None, "related", "a similar flag in another app"),
            ("Should `QL_MAX_UPLOAD_MB` be split per document type? Insurance PDFs are far larger than photos.", "N", None, "question", "a proposal"),
            ("Set `features.harbor_map` to true in staging for the demo.", "N", None, "plain", "a value change; merely mentions the stored key"),
            ("Added `billing.reminder_day` next to `billing.invoice_day` for the dunning emails.", "N", None, "related", "a second key with a similar name"),
            ("The harbour-map key was renamed to `features.marina_map` on Friday and back on Monday after the ops console lost the map; it's `features.harbor_map` again.", "R", None, "paraphrase", "a reverted rename restores the stored key"),
            ("The loader warns that `billing.invoice_day` is deprecated in favour of `billing.run_day_of_month`; both keys are read, and our file still sets the old one.", "F", None, "detail", "a deprecation notice while both keys work"),
            ("The Vilamoura marina overrides the invoice day in `config/marinas/vilamoura.yaml`; every other marina uses `billing.invoice_day`.", "F", None, "scope", "an exception for one marina"),
        ],
    ),
    # ---- English: Kafka topics and Celery queues (wrong-target pairs: topic vs DLQ) ----
    (
        "en",
        [
            "Booking events are published to the Kafka topic `berth.bookings.v1`.",
            "Failed booking events land in the dead-letter topic `berth.bookings.v1.dlq`.",
            "Celery email tasks run on the `emails` queue; everything else uses `default`.",
        ],
        [
            ("Booking events go to `marina.bookings.v2` now; the payload gained the new `slot` object.", "S", 0, "now_uses", "the topic changed"),
            ("The DLQ is still `berth.bookings.v1.dlq`; it's the main topic that moved to `berth.bookings.v2`.", "S", 0, "moved", "wrong-target trap: the main topic moved, the DLQ is confirmed"),
            ("Main topic unchanged (`berth.bookings.v1`); dead letters go to `dlq.berth-bookings` since we adopted the DLQ naming convention.", "S", 1, "now_uses", "wrong-target trap: the DLQ was renamed, the main topic is confirmed"),
            ("Email tasks were moved off `emails` onto a pair of dedicated queues, `notify-high` and `notify-bulk`.", "S", 2, "moved", "the email queue changed"),
            ("`send_invoice_email` is routed to the `mail` queue in `CELERY_TASK_ROUTES`.", "S", 2, "implicit", "another queue for an email task, no change word"),
            ("Gatekeeper publishes gate events to `gates.events`; it was renamed from `gate-events` in the spring.", "N", None, "related", "a rename of another topic"),
            ("During the cutover we dual-publish booking events to `berth.bookings.v1` and `berth.bookings.v2`; every consumer still reads v1.", "N", None, "plain", "a dual write during a migration; the stored topic is still written and read"),
            ("Should the DLQ follow the new `dlq.<topic>` naming convention too?", "N", None, "question", "a proposed rename"),
            ("Consumer lag on `berth.bookings.v1` hit 40k during Saturday's import.", "N", None, "plain", "a reading; merely mentions the stored topic"),
            ("There's a separate `berth.bookings.v1.retry` topic for delayed retries before anything reaches the DLQ.", "N", None, "related", "a third topic with a similar name"),
            ("Email-sending tasks are consumed from the `emails` queue, the rest from `default`.", "R", None, "paraphrase", "restates the stored routing"),
            ("`berth.bookings.v1` is keyed by `booking_id` and has 12 partitions.", "F", None, "detail", "detail of the stored topic"),
            ("Password-reset emails are the exception: they run on `default` so they're never stuck behind newsletter batches.", "F", None, "scope", "an exception for one email task"),
        ],
    ),
    # ---- English: repositories, services, images ----
    (
        "en",
        [
            "The boater front end lives in the GitHub repo `quaylane/portal-web`.",
            "The gate controller service is called `gatekeeper` (Helm release `gatekeeper`, namespace `marina-ops`).",
            "Web images are pushed to `registry.quaylane.example/web` by the `web` repo's CI.",
        ],
        [
            ("`quaylane/portal-web` was renamed to `quaylane/portal`; GitHub redirects the old URL, but update your remotes.", "S", 0, "switched", "the repo was renamed (the redirect is only a courtesy)"),
            ("The gate controller was renamed `access-gw`, Helm release and Deployment included; the namespace is unchanged.", "S", 1, "switched", "the service was renamed"),
            ("Gatekeeper runs in the `access` namespace since the cluster reorg.", "S", 1, "now_uses", "the namespace inside the stored belief changed"),
            ("The web image is `ghcr.io/quaylane/web`; that's what the chart pulls.", "S", 2, "implicit", "another registry path, no change word"),
            ("The front end moved into the monorepo under `apps/portal/`; `quaylane/portal-web` is archived.", "S", 0, "moved", "the code moved to another repo"),
            ("Correction: the web image path is `registry.quaylane.example/quaylane/web`; I left out the org segment.", "S", 2, "correction", "the agent corrects the image path"),
            ("The notify service was renamed `messenger` in the same reorg.", "N", None, "related", "a rename of another service"),
            ("Are we renaming `gatekeeper` as well, now that it also drives the pedestal power?", "N", None, "question", "a question about a rename"),
            ("Forked `quaylane/portal-web` into `quaylane/portal-web-kiosk` for the dock kiosks; the main front end stays in `portal-web`.", "N", None, "plain", "a fork, not a move"),
            ("There's also a `gatekeeper-sim` deployment in staging that fakes the gate hardware.", "N", None, "related", "a second service with a similar name"),
            ("CI in the `web` repo pushes its images to `registry.quaylane.example/web`.", "R", None, "paraphrase", "restates the stored registry path"),
            ("The `gatekeeper` Helm chart lives in `deploy/charts/gatekeeper/` in the infra repo.", "F", None, "detail", "detail of the stored service"),
            ("Release-candidate images go to `registry.quaylane.example/web-rc`; everything built from `main` still goes to `registry.quaylane.example/web`.", "F", None, "scope", "an exception for one kind of build"),
        ],
    ),
    # ---- English: branch names ----
    (
        "en",
        [
            "The default branch of the `web` repo is `master`; PRs target it.",
            "Staging deploys automatically from the `develop` branch.",
            "Release branches are cut as `release/YYYY.MM` (e.g. `release/2026.11`) and prod deploys from their tags.",
        ],
        [
            ("Renamed `master` to `main` in the `web` repo this morning; please retarget open PRs.", "S", 0, "switched", "the default branch was renamed"),
            ("Staging deploys from `main` on every merge now; `develop` was deleted.", "S", 1, "now_uses", "the staging branch changed"),
            ("We stopped cutting release branches; prod deploys from `vYYYY.MM.N` tags on `main`.", "S", 2, "no_longer", "the release branch scheme is gone"),
            ("Open your PRs against `trunk`; that's the `web` repo's default branch.", "S", 0, "implicit", "another default branch, no change word"),
            ("Release branches are named like `rel-2026-12` from this month, not `release/2026.12`.", "S", 2, "instead_of", "the branch naming changed"),
            ("Correction: the `web` repo's default branch is `main`; `master` is the portal's, I mixed them up.", "S", 0, "correction", "the agent corrects the branch name"),
            ("The `portal` repo renamed its default branch to `main` last week; `web` hasn't been touched.", "N", None, "related", "a rename in another repo"),
            ("Should we rename `master` to `main` in `web` during the holiday freeze?", "N", None, "question", "a proposed rename"),
            ("`develop` is 38 commits ahead of `master` after the sprint.", "N", None, "plain", "a reading; merely mentions the stored branches"),
            ("Hotfixes go on `hotfix/<ticket>` branches off the latest release branch.", "N", None, "related", "a second branch convention"),
            ("`develop` was briefly renamed `staging` on Tuesday, but the deploy pipeline broke and it was renamed back within the hour; staging still deploys from `develop`.", "R", None, "paraphrase", "a reverted rename restores the stored branch"),
            ("The staging deploy from `develop` is the `deploy-staging` workflow in `.github/workflows/`.", "F", None, "detail", "detail of the stored deploy"),
            ("Staging's `marina-demo` namespace is the exception: it deploys from `demo` for sales; the rest of staging follows `develop`.", "F", None, "scope", "an exception for one namespace"),
        ],
    ),
    # ---- English: front-end components and routes ----
    (
        "en",
        [
            "The berth map component is `portal/src/components/BerthMap.tsx`.",
            "The boater dashboard route is `/account/overview`.",
            "Portal API calls go through `apiFetch` in `portal/src/lib/apiClient.ts`.",
        ],
        [
            ("`BerthMap.tsx` moved to `portal/src/features/map/BerthMap.tsx` with the feature-folder refactor.", "S", 0, "moved", "the component file moved"),
            ("The dashboard lives at `/dashboard` now; `/account/overview` answers with a 301 to it.", "S", 1, "now_uses", "the route moved (the old one only redirects)"),
            ("Portal API calls: `httpGet` and `httpPost` in `portal/src/api/http.ts`.", "S", 2, "implicit", "another module, no change word"),
            ("`BerthMap` was renamed `MarinaMap`, file and component, since it shows the fuel docks too.", "S", 0, "switched", "the component was renamed"),
            ("`apiFetch` was replaced by a generated client in `portal/src/api/generated/`; `apiClient.ts` is deleted.", "S", 2, "replaced_by", "the API helper was replaced"),
            ("The ops console's `BerthMap` component was renamed `YardMap`; the portal's is unchanged.", "N", None, "related", "a rename in another app"),
            ("Copied `BerthMap.tsx` into the kiosk app and stripped the booking buttons; the portal keeps its own.", "N", None, "plain", "a copy, not a move"),
            ("Can we move `/account/overview` to `/dashboard`? Marketing links to the old path from the newsletter, so we'd need a redirect.", "N", None, "question", "a proposed move"),
            ("The portal has no `/account/settings` route; settings are a modal on the overview.", "N", None, "negation", "a negation about another route"),
            ("Lazy-loaded `BerthMap.tsx` to cut 180 kB from the first page load.", "N", None, "plain", "a performance change; merely mentions the stored file"),
            ("Boaters land on `/account/overview` after signing in; that's the dashboard.", "R", None, "paraphrase", "restates the stored route"),
            ("`apiFetch` adds the CSRF header and retries once on a 401 after refreshing the session.", "F", None, "detail", "detail of the stored helper"),
            ("Only the map page bypasses `apiFetch`: it streams berth occupancy over a WebSocket.", "F", None, "scope", "an exception for one page"),
        ],
    ),
    # ---- English: Terraform modules, buckets, hostnames ----
    (
        "en",
        [
            "The Terraform for the RDS instance is in `infra/terraform/modules/database/`.",
            "Boat documents are stored in the S3 bucket `ql-boat-docs-prod`.",
            "The public API hostname is `api.quaylane.example`.",
        ],
        [
            ("The RDS module moved to `infra/terraform/modules/postgres/`, with `moved` blocks so nothing is recreated.", "S", 0, "moved", "the module moved"),
            ("Boat documents are in `quaylane-documents-prod` now; the old bucket was emptied and deleted after the copy.", "S", 1, "now_uses", "the bucket changed"),
            ("The API is served from `api.eu.quaylane.example`; `api.quaylane.example` is gone from DNS.", "S", 2, "gone", "the hostname changed"),
            ("RDS in Terraform: `infra/live/prod/postgres/terragrunt.hcl` plus the shared module `infra/modules/rds/`.", "S", 0, "implicit", "another location, no change word"),
            ("Correction: the documents bucket is `ql-boatdocs-prod`, no hyphen between boat and docs.", "S", 1, "correction", "the agent corrects the bucket name"),
            ("Cross-region replication copies `ql-boat-docs-prod` to `ql-boat-docs-dr` in Frankfurt; the app only writes to the prod bucket.", "N", None, "plain", "a replica copy, not a move"),
            ("The portal's hostname moved from `www.quaylane.example` to `app.quaylane.example`.", "N", None, "related", "a rename of another hostname"),
            ("Should `api.quaylane.example` become `api.eu.quaylane.example` before the Caribbean marinas go live?", "N", None, "question", "a proposed rename"),
            ("Turned on versioning for `ql-boat-docs-prod`.", "N", None, "plain", "a setting change; merely mentions the stored bucket"),
            ("There's a `modules/database-replica/` module next to `modules/database/` for the read replica.", "N", None, "related", "a second module with a similar name"),
            ("Everything public goes through `api.quaylane.example`, the ALB behind it.", "R", None, "paraphrase", "restates the stored hostname"),
            ("`api.quaylane.example` also answers as `api.quaylane-marinas.example`, a CNAME kept for the old mobile app.", "F", None, "detail", "an alias beside the stored hostname"),
            ("Insurance certificates are the exception: they go to `ql-insurance-docs-prod` for the longer retention; all other boat documents stay in `ql-boat-docs-prod`.", "F", None, "scope", "an exception for one document type"),
        ],
    ),
    # ---- German (beliefs in German): files and tasks ----
    (
        "de",
        [
            "Die PDF-Rechnungsvorlagen liegen in `web/billing/pdf/templates/`.",
            "Der nächtliche Abgleich mit dem Hafenamt ist der Celery-Task `sync_harbour_registry` in `web/berths/tasks.py`.",
            "Die Übersetzungsdateien des Portals liegen unter `portal/locales/<sprache>.json`.",
        ],
        [
            ("Die Rechnungsvorlagen sind nach `web/billing/invoices/templates/` umgezogen.", "S", 0, "moved", "the template folder moved"),
            ("Der Task heißt jetzt `sync_port_authority` und liegt in `web/registry/tasks.py`.", "S", 1, "now_uses", "the task was renamed and moved"),
            ("Übersetzungen des Portals: `portal/public/i18n/de/common.json` und so weiter je Sprache.", "S", 2, "implicit", "another location, no change word"),
            ("In der Ops-Konsole wurde `locales/` in `i18n/` umbenannt; das Portal ist davon nicht betroffen.", "N", None, "related", "a rename in another app"),
            ("Zur Erinnerung: `sync_harbour_registry` in `web/berths/tasks.py` gleicht jede Nacht mit dem Hafenamt ab.", "R", None, "paraphrase", "restates the stored task"),
            ("Alle Vorlagen in `web/billing/pdf/templates/` erben von `base_invoice.html`.", "F", None, "detail", "detail of the stored folder"),
        ],
    ),
    # ---- German (beliefs in English): environment variables ----
    (
        "de",
        [
            "The notify service reads the SMS provider's API key from the env var `NOTIFY_SMS_API_KEY`.",
            "Sentry is configured in web through `SENTRY_DSN` and `SENTRY_ENVIRONMENT`.",
            "Feature flags are fetched from Unleash at the URL in `UNLEASH_URL`.",
        ],
        [
            ("Die Variable heißt inzwischen `SMS_PROVIDER_API_KEY`; `NOTIFY_SMS_API_KEY` wird nicht mehr gelesen.", "S", 0, "switched", "the variable was renamed"),
            ("Statt `SENTRY_ENVIRONMENT` setzen wir jetzt `QL_ENV`, und die Sentry-Umgebung wird daraus abgeleitet.", "S", 1, "instead_of", "one of the two variables was replaced"),
            ("Korrektur: Die Unleash-Adresse steht in `UNLEASH_API_URL`, nicht in `UNLEASH_URL`.", "S", 2, "correction", "the agent corrects the variable name"),
            ("Sollten wir `NOTIFY_SMS_API_KEY` in `SMS_API_KEY` umbenennen, bevor der zweite Anbieter dazukommt?", "N", None, "question", "a proposed rename"),
            ("Der gatekeeper hat seine Variable `GK_SENTRY_DSN` in `SENTRY_DSN` umbenannt.", "N", None, "related", "a rename in another service"),
            ("In Kubernetes kommen `SENTRY_DSN` und `SENTRY_ENVIRONMENT` aus dem Secret `web-sentry`; lokal aus `.env.local`.", "F", None, "detail", "where the stored variables are set"),
        ],
    ),
    # ---- French (beliefs in French): API endpoints ----
    (
        "fr",
        [
            "Le portail récupère les disponibilités via `GET /api/v1/availability`.",
            "L'export comptable se télécharge sur `GET /api/v1/exports/ledger.csv`.",
            "Le point de santé de l'application web est `/healthz`.",
        ],
        [
            ("Les disponibilités passent désormais par `GET /api/v2/berths/availability`.", "S", 0, "now_uses", "the endpoint changed"),
            ("L'export comptable a été déplacé vers `/api/v1/reports/ledger`, qui renvoie du CSV ou du XLSX selon `format`.", "S", 1, "moved", "the endpoint moved"),
            ("Le point de santé du web : `/-/health`, c'est lui que le load balancer interroge.", "S", 2, "implicit", "another path, no change word"),
            ("Faut-il garder `/api/v1/availability` pour l'application mobile une fois la v2 sortie ?", "N", None, "question", "a question about a planned version"),
            ("Rappel : la santé du web se vérifie sur `/healthz`.", "R", None, "paraphrase", "restates the stored path"),
            ("`/api/v1/availability` accepte `from`, `to` et `loa` en paramètres et pagine par 50.", "F", None, "detail", "detail of the stored endpoint"),
        ],
    ),
    # ---- French (beliefs in English): topics and queues ----
    (
        "fr",
        [
            "Payment events are consumed from the Kafka topic `billing.payments` by the consumer group `web-billing`.",
            "Gate access logs are written to the topic `gates.access-log`.",
            "Invoice PDFs are generated by tasks on the Celery queue `pdf`.",
        ],
        [
            ("Le groupe de consommateurs s'appelle maintenant `billing-payments-consumer` ; le topic n'a pas changé.", "S", 0, "now_uses", "the group name inside the stored belief changed"),
            ("Depuis la mise à jour du firmware, les journaux d'accès partent dans `access.gate-log.v2`.", "S", 1, "switched", "the topic changed"),
            ("Les PDF de factures sont générés sur la file `documents`, avec deux workers.", "S", 2, "implicit", "another queue, no change word"),
            ("Le topic `billing.refunds` a été renommé `billing.refund-events` ; `billing.payments` garde son nom.", "N", None, "related", "a rename of another topic"),
            ("MirrorMaker copie `gates.access-log` vers le cluster d'analyse sous le même nom ; la production écrit toujours au même endroit.", "N", None, "plain", "a mirror copy, not a move"),
            ("`billing.payments` a 6 partitions et une rétention de 14 jours.", "F", None, "detail", "detail of the stored topic"),
        ],
    ),
    # ---- Spanish (beliefs in Spanish): tables and columns ----
    (
        "es",
        [
            "Las reservas de varadero se guardan en la tabla `yard_haulouts`.",
            "El teléfono del cliente está en la columna `customers.phone`.",
            "Las tarifas por temporada están en la tabla `season_rates`.",
        ],
        [
            ("La tabla `yard_haulouts` ahora se llama `boatyard_jobs`.", "S", 0, "now_uses", "the table was renamed"),
            ("Renombramos `customers.phone` a `customers.phone_e164` al normalizar los números.", "S", 1, "switched", "the column was renamed"),
            ("Corrección: las tarifas por temporada están en `rate_seasons`, no en `season_rates`.", "S", 2, "correction", "the agent corrects the table name"),
            ("¿Renombramos `season_rates` a `berth_rates` cuando entren las tarifas por noche?", "N", None, "question", "a proposed rename"),
            ("Los números de teléfono de los clientes viven en `customers.phone`.", "R", None, "paraphrase", "restates the stored column"),
            ("`season_rates` tiene una fila por puerto, temporada y eslora máxima.", "F", None, "detail", "detail of the stored table"),
        ],
    ),
    # ---- Spanish (beliefs in English): CLI commands ----
    (
        "es",
        [
            "When the cron fails, invoices are run by hand with `qlane billing run --month YYYY-MM`.",
            "Test data is loaded with `qlane seed --fixture demo`.",
            "Gate cards are provisioned with `gatectl cards add`.",
        ],
        [
            ("El comando de facturación es ahora `qlane invoices generate --period YYYY-MM`.", "S", 0, "now_uses", "the command was renamed"),
            ("`--fixture` ya no existe: `qlane seed` recibe el nombre del conjunto como argumento (`qlane seed demo`).", "S", 1, "no_longer", "the flag was removed"),
            ("Las tarjetas se dan de alta con `gatectl card create`; `cards add` se eliminó en la 3.0.", "S", 2, "switched", "the subcommand was renamed"),
            ("En el repo del portal, `npm run seed` pasó a llamarse `npm run db:seed`.", "N", None, "related", "a rename in another repo"),
            ("`qlane billing run --month 2026-11` tardó 40 minutos anoche por los bloqueos.", "N", None, "plain", "an event; merely mentions the stored command"),
            ("`qlane billing run` acepta también `-m` como abreviatura de `--month`.", "F", None, "detail", "an alias beside the stored flag"),
        ],
    ),
    # ---- Portuguese (beliefs in Portuguese): config keys ----
    (
        "pt",
        [
            "O fuso horário de cada marina é a chave `marina.timezone` em `config/marinas/<slug>.yaml`.",
            "O e-mail do remetente está na chave `mail.from_address` em `config/settings.yaml`.",
            "O limite de pernoites por reserva está na chave `bookings.max_nights`.",
        ],
        [
            ("A chave passou a ser `marina.tz`; o carregador recusa `marina.timezone`.", "S", 0, "switched", "the key was renamed"),
            ("O remetente agora vem de `notifications.sender.email`, porque o envio saiu do web.", "S", 1, "now_uses", "the key changed"),
            ("`booking_rules.max_nights: 28` no `settings.yaml` de produção.", "S", 2, "implicit", "another key name, no change word"),
            ("A renomeação de `mail.from_address` para `mail.sender` está marcada para a versão 43; ainda não entrou.", "N", None, "plain", "a planned rename, not done yet"),
            ("Cada marina define o seu fuso em `marina.timezone`, no YAML dela dentro de `config/marinas/`.", "R", None, "paraphrase", "restates the stored key"),
            ("Vilamoura é a exceção: o fuso dela vem do cadastro da marina no banco, não do YAML.", "F", None, "scope", "an exception for one marina"),
        ],
    ),
    # ---- Portuguese (beliefs in English): branches ----
    (
        "pt",
        [
            "The infra repo's default branch is `master`.",
            "Terraform applies to prod run from the `prod` branch of the infra repo.",
            "Feature branches are named `feature/<ticket>`.",
        ],
        [
            ("O branch padrão do repositório de infra agora é `main`.", "S", 0, "now_uses", "the default branch was renamed"),
            ("Os applies de produção não saem mais do branch `prod`: rodam a partir de tags em `master`, com aprovação manual.", "S", 1, "no_longer", "the apply source changed"),
            ("A convenção mudou para `<iniciais>/<ticket>-descricao`, por causa do ruleset novo.", "S", 2, "switched", "the naming convention changed"),
            ("O repositório `web` também trocou `master` por `main`, na semana passada.", "N", None, "related", "a rename in another repo"),
            ("Vale a pena aplicar em prod direto de `master` e abandonar o branch `prod`?", "N", None, "question", "a proposal"),
            ("O branch `prod` é protegido e só aceita merges de `master` com dois aprovadores.", "F", None, "detail", "detail of the stored branch"),
        ],
    ),
    # ---- Italian (beliefs in Italian): classes and functions ----
    (
        "it",
        [
            "La validazione delle misure dell'imbarcazione è in `BoatSpecValidator` (`web/boats/validators.py`).",
            "Il calcolo della marea usa la funzione `tide_offset()` in `web/utils/tides.py`.",
            "Le notifiche push passano dalla classe `PushSender` del servizio notify.",
        ],
        [
            ("`BoatSpecValidator` è stato rinominato `VesselDimensionsValidator`, nello stesso file.", "S", 0, "switched", "the class was renamed"),
            ("`tide_offset()` ora vive in `web/marine/tides.py`, spostata insieme ai suoi test.", "S", 1, "moved", "the function moved"),
            ("Push: tutto l'invio lo fa `FcmChannel` in `notify/src/channels/push/FcmChannel.ts`.", "S", 2, "implicit", "another class, no change word"),
            ("Rinominiamo `tide_offset` in `tide_correction`? Il nome confonde chi arriva nuovo.", "N", None, "question", "a proposed rename"),
            ("Lo spostamento di `tide_offset()` in `web/marine/` è stato annullato: la funzione è di nuovo in `web/utils/tides.py`.", "R", None, "paraphrase", "a reverted move restores the stored path"),
            ("`BoatSpecValidator` controlla anche che il pescaggio non superi quello massimo del posto barca.", "F", None, "detail", "detail of the stored class"),
        ],
    ),
    # ---- Italian (beliefs in English): repositories ----
    (
        "it",
        [
            "The marketing site lives in the repo `quaylane/www`.",
            "The shared protobuf definitions are in the repo `quaylane/protos`.",
            "The on-call runbooks live in the `quaylane/runbooks` repo.",
        ],
        [
            ("Il sito marketing è stato spostato in `quaylane/website`; `quaylane/www` è archiviato.", "S", 0, "moved", "the site moved to another repo"),
            ("I protobuf condivisi ora stanno nel monorepo, sotto `proto/`; il repo `quaylane/protos` non si usa più.", "S", 1, "now_uses", "the definitions moved"),
            ("I runbook sono passati su Notion; `quaylane/runbooks` è in sola lettura e non viene più aggiornato.", "S", 2, "switched", "the runbooks moved elsewhere"),
            ("Il repo `quaylane/protos-js`, con il codice generato per TypeScript, è un'altra cosa ed è rimasto dov'era.", "N", None, "related", "a second repo with a similar name"),
            ("Ho fatto un fork di `quaylane/www` per la landing della regata; il sito resta in `quaylane/www`.", "N", None, "plain", "a fork, not a move"),
            ("In `quaylane/runbooks` c'è una cartella per servizio, e `gatekeeper/` contiene i runbook dei cancelli.", "F", None, "detail", "detail of the stored repo"),
        ],
    ),
    # ---- Japanese (beliefs in Japanese): files ----
    (
        "ja",
        [
            "予約確認メールの送信処理は `web/bookings/emails.py` にある。",
            "Playwright の E2E テストは `portal/e2e/` にある。",
            "CI の設定は `.github/workflows/ci.yml` の 1 ファイルにまとまっている。",
        ],
        [
            ("予約確認メールの送信処理は `web/notifications/booking_mail.py` に移動した。", "S", 0, "moved", "the code moved"),
            ("E2E テストは今は `portal/tests/e2e/` にある。", "S", 1, "now_uses", "the test folder moved"),
            ("CI は `ci.yml` から `lint.yml`、`test.yml`、`deploy.yml` の 3 ファイルに分割された。", "S", 2, "switched", "the single CI file was split"),
            ("ops コンソール側の E2E テストも `e2e/` から `tests/e2e/` に移された。ポータルはそのまま。", "N", None, "related", "a move in another app"),
            ("確認メールは `web/bookings/emails.py` から送っている。", "R", None, "paraphrase", "restates the stored path"),
            ("`portal/e2e/` は `playwright.config.ts` の `testDir` で指定されている。", "F", None, "detail", "where the stored folder is configured"),
        ],
    ),
    # ---- Japanese (beliefs in English): endpoints ----
    (
        "ja",
        [
            "The ops console fetches occupancy from `GET /internal/occupancy`.",
            "The mobile app registers push tokens at `POST /api/v1/devices`.",
            "The ops console's GraphQL endpoint is `/graphql`.",
        ],
        [
            ("稼働率の取得先は `GET /internal/v2/marinas/{id}/occupancy` に変わった。", "S", 0, "switched", "the endpoint changed"),
            ("モバイルアプリのプッシュトークン登録: `PUT /api/v1/me/push-token`。", "S", 1, "implicit", "another endpoint, no change word"),
            ("ops コンソールの GraphQL は `/ops/graphql` に移った。`/graphql` はもう応答しない。", "S", 2, "moved", "the endpoint moved"),
            ("`/api/v1/devices` を v2 に上げるべきか? FCM でトークンの形式が変わるので。", "N", None, "question", "a proposed version bump"),
            ("昨夜 `/internal/occupancy` が 30 秒ほど 503 を返した。", "N", None, "plain", "an event; merely mentions the stored endpoint"),
            ("`POST /api/v1/devices` は `platform` が `ios` か `android` でなければ 422 を返す。", "F", None, "detail", "detail of the stored endpoint"),
        ],
    ),
    # ---- Korean (beliefs in Korean): environment variables ----
    (
        "ko",
        [
            "web 앱은 Redis 주소를 `QL_REDIS_URL` 환경 변수에서 읽는다.",
            "로그 레벨은 `LOG_LEVEL` 환경 변수로 정한다.",
            "gatekeeper 는 MQTT 브로커 주소를 `GK_MQTT_HOST` 에서 읽는다.",
        ],
        [
            ("Redis 주소 변수는 이제 `REDIS_URL` 이다.", "S", 0, "now_uses", "the variable was renamed"),
            ("로그 레벨 변수 이름을 `QL_LOG_LEVEL` 로 바꿨다.", "S", 1, "switched", "the variable was renamed"),
            ("정정: gatekeeper 의 MQTT 변수는 `GK_MQTT_HOST` 가 아니라 `MQTT_BROKER_URL` 이다.", "S", 2, "correction", "the agent corrects the variable name"),
            ("notify 서비스도 Redis 변수 이름을 `NOTIFY_REDIS` 에서 `REDIS_URL` 로 바꿨다.", "N", None, "related", "a rename in another service"),
            ("web 은 `QL_REDIS_URL` 에 들어 있는 Redis 주소를 쓴다.", "R", None, "paraphrase", "restates the stored variable"),
            ("Celery 결과 백엔드만 예외로 `QL_REDIS_RESULTS_URL` 을 읽고, 나머지는 `QL_REDIS_URL` 을 쓴다.", "F", None, "scope", "an exception for one component"),
        ],
    ),
    # ---- Korean (beliefs in English): queues and topics ----
    (
        "ko",
        [
            "SMS sends go through the SQS queue `ql-notify-sms`.",
            "Berth sensor readings arrive on the MQTT topic `marina/+/berth/+/sensor`.",
            "Nightly reports run on the Celery queue `reports`.",
        ],
        [
            ("SMS 발송 큐는 `ql-notify-sms` 에서 `notify-sms.fifo` 로 바뀌었다.", "S", 0, "from_to", "the queue changed"),
            ("센서 값은 `sensors/<marina>/<berth>` 토픽으로 들어온다.", "S", 1, "implicit", "another topic, no change word"),
            ("야간 리포트는 이제 `reports` 큐가 아니라 `batch` 큐에서 돈다.", "S", 2, "instead_of", "the queue changed"),
            ("`reports` 큐 이름을 `analytics` 로 바꾸는 게 어떨까?", "N", None, "question", "a proposed rename"),
            ("이메일 발송용으로 `ql-notify-email-v2` 큐를 새로 만들었다.", "N", None, "related", "another queue with a similar name"),
            ("`ql-notify-sms` 의 가시성 타임아웃은 60초이고 DLQ 는 `ql-notify-sms-dlq` 다.", "F", None, "detail", "detail of the stored queue"),
        ],
    ),
    # ---- Chinese (beliefs in Chinese): services ----
    (
        "zh",
        [
            "泊位同步服务叫 `berthsync`，部署在 `marina-ops` 命名空间。",
            "对账任务由 `reconciler` 服务执行。",
            "内部 DNS 里 web 的地址是 `web.internal.quaylane.example`。",
        ],
        [
            ("`berthsync` 已经改名为 `berth-sync`，镜像和 Deployment 都改了。", "S", 0, "switched", "the service was renamed"),
            ("对账现在由 billing 服务里的定时任务完成，`reconciler` 已经下线。", "S", 1, "now_uses", "the job moved to another service"),
            ("web 的内部地址：`web.svc.quaylane.example`。", "S", 2, "implicit", "another hostname, no change word"),
            ("`gatesync` 也改名为 `gate-sync` 了，和 `berthsync` 没关系。", "N", None, "related", "a rename of another service"),
            ("`berthsync` 这个服务跑在 `marina-ops` 命名空间里。", "R", None, "paraphrase", "restates the stored service"),
            ("`reconciler` 每天 02:00 UTC 运行，把 Stripe 的付款和发票对上。", "F", None, "detail", "detail of the stored service"),
        ],
    ),
    # ---- Chinese (beliefs in English): columns ----
    (
        "zh",
        [
            "Booking start and end are the columns `starts_at` and `ends_at` on `berth_bookings`.",
            "A berth's dock label is the column `berths.pontoon`.",
            "Soft-deleted customers are marked with `customers.deleted_at`.",
        ],
        [
            ("`starts_at` 和 `ends_at` 已被一个 `tstzrange` 类型的 `period` 列取代。", "S", 0, "replaced_by", "the columns were replaced"),
            ("`berths.pontoon` 改名为 `berths.dock_code` 了，迁移已经上线。", "S", 1, "switched", "the column was renamed"),
            ("`customers` 不再用 `deleted_at` 做软删除了，改成了 `status = 'archived'`。", "S", 2, "no_longer", "the soft-delete marker changed"),
            ("要不要把 `pontoon` 改成 `dock`？英文界面已经叫 dock 了。", "N", None, "question", "a proposed rename"),
            ("给 `berth_bookings.starts_at` 加了索引，日历查询快了很多。", "N", None, "plain", "an index; merely mentions the stored column"),
            ("`deleted_at` 不为空的客户会被默认的 Django manager 过滤掉。", "F", None, "detail", "detail of the stored column"),
        ],
    ),
    # ---- Russian (beliefs in Russian): branches ----
    (
        "ru",
        [
            "Основная ветка репозитория `gatekeeper` — `master`.",
            "Прошивки для контроллеров шлагбаумов собираются из ветки `firmware/stable`.",
            "Ночные сборки портала идут из ветки `nightly`.",
        ],
        [
            ("Основную ветку `gatekeeper` переименовали в `main`.", "S", 0, "switched", "the default branch was renamed"),
            ("Прошивки теперь собираются из тегов `fw-*` на `main`; ветки `firmware/stable` больше нет.", "S", 1, "now_uses", "the build source changed"),
            ("Поправка: ночные сборки портала идут из `main`, ветки `nightly` у нас нет.", "S", 2, "correction", "the agent corrects the branch"),
            ("В репозитории `web` ветку `master` тоже собираются переименовать, но только после релиза.", "N", None, "plain", "a planned rename in another repo"),
            ("Для `gatekeeper` основная ветка по-прежнему `master`.", "R", None, "paraphrase", "restates the stored branch"),
            ("Ветка `firmware/stable` защищена: пушить в неё может только CI после стендовых тестов.", "F", None, "detail", "detail of the stored branch"),
        ],
    ),
    # ---- Russian (beliefs in English): packages ----
    (
        "ru",
        [
            "Shared Pydantic models are in the internal package `quaylane-schemas` (import `ql_schemas`).",
            "The portal's UI kit is the npm package `@quaylane/ui`.",
            "Internal Python packages are published to the index at `pypi.internal.quaylane.example`.",
        ],
        [
            ("Пакет `quaylane-schemas` переименован в `quaylane-models`, импорт теперь `ql_models`.", "S", 0, "switched", "the package was renamed"),
            ("UI-кит портала: `@quaylane/design-system` из `packages/design-system` монорепозитория.", "S", 1, "implicit", "another package, no change word"),
            ("Внутренние пакеты теперь публикуются в CodeArtifact, а не в `pypi.internal.quaylane.example`.", "S", 2, "instead_of", "the index changed"),
            ("Может, переименовать `@quaylane/ui` в `@quaylane/kit`? Его путают с `@quaylane/ui-icons`.", "N", None, "question", "a proposed rename"),
            ("Пакет иконок `@quaylane/ui-icons` переехал в `@quaylane/icons`; сам UI-кит не трогали.", "N", None, "related", "a rename of another package"),
            ("`quaylane-schemas` собирается из `libs/schemas/` и версионируется вместе с web.", "F", None, "detail", "detail of the stored package"),
        ],
    ),
    # ---- Dutch (beliefs in Dutch): CLI commands ----
    (
        "nl",
        [
            "Een marina aanmaken doe je met `qlane marina create --slug <slug>`.",
            "De cache leeg je met `qlane cache clear`.",
            "De gatekeeper-simulator start je met `make sim` in de gatekeeper-repo.",
        ],
        [
            ("Het is nu `qlane marinas add <slug>`; `marina create` bestaat niet meer.", "S", 0, "now_uses", "the command was renamed"),
            ("`qlane cache clear` heet voortaan `qlane cache flush`.", "S", 1, "switched", "the command was renamed"),
            ("De simulator start je met `go run ./cmd/sim` in de gatekeeper-repo.", "S", 2, "implicit", "another command, no change word"),
            ("In de portal-repo is `npm run sim` hernoemd naar `npm run mock-api`.", "N", None, "related", "a rename in another repo"),
            ("Nieuwe marina's maak je aan met `qlane marina create` en de optie `--slug`.", "R", None, "paraphrase", "restates the stored command"),
            ("`qlane cache clear` heeft ook de alias `qlane cache purge`; beide doen hetzelfde.", "F", None, "detail", "an alias beside the stored command"),
        ],
    ),
    # ---- Dutch (beliefs in English): Terraform and infrastructure names ----
    (
        "nl",
        [
            "DNS records are managed in `infra/terraform/dns/` with the Cloudflare provider.",
            "The prod Kubernetes cluster is called `ql-prod-eu1`.",
            "Container logs ship to the Loki tenant `quaylane-prod`.",
        ],
        [
            ("De DNS-records staan nu in `infra/terraform/modules/cloudflare-dns/`, aangeroepen vanuit `live/prod`.", "S", 0, "moved", "the Terraform moved"),
            ("Het prod-cluster heet `ql-prod-eu2` sinds de migratie naar de nieuwe VPC; `eu1` is afgebroken.", "S", 1, "now_uses", "the cluster was replaced"),
            ("De logs gaan naar tenant `ql-prod` in plaats van `quaylane-prod`.", "S", 2, "instead_of", "the tenant changed"),
            ("Zullen we het cluster na de migratie gewoon `ql-prod` noemen, zonder regio?", "N", None, "question", "a proposed name"),
            ("Ik heb `infra/terraform/dns/` gekopieerd naar een sandbox-repo om de nieuwe provider te testen; het origineel is niet veranderd.", "N", None, "plain", "a copy, not a move"),
            ("Alleen de gatekeeper-logs gaan naar een aparte tenant, `quaylane-gates`; alle andere containers loggen naar `quaylane-prod`.", "F", None, "scope", "an exception for one service"),
        ],
    ),
]


def _fill(text: str) -> str:
    for key, value in V.items():
        text = text.replace(f"⟨{key}⟩", value)
    if "⟨" in text:
        raise ValueError(f"unknown placeholder in {text!r}")
    return text


def render() -> str:
    lines = []
    n = 0
    for lang, beliefs, rows in SCENARIOS:
        filled = [_fill(b) for b in beliefs]
        for new, code, target, phrasing, note in rows:
            n += 1
            rng = random.Random(f"{SEED}-{n}")
            order = list(range(len(filled)))
            rng.shuffle(order)
            row = {
                "id": f"yd{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": [filled[i] for i in order],
                "new": _fill(new),
                "label": LABELS[code],
                "target": order.index(target) if target is not None else None,
                "phrasing": phrasing,
                "note": _fill(note),
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
