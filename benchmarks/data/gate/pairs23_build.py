"""Build pairs23.jsonl: a blind write-gate pairs set about where things live.

The rows are written here as scenarios: two or three stored beliefs a coding agent keeps about
the locations and addresses of one project and its infrastructure (environment hosts and URLs,
ports, regions, buckets, queues and topics, databases and schemas, dashboards, log locations,
image registries, the folder or file where a config, a migration, a fixture or a generated file
lives, the config key a setting is read from, a feature flag's name, the channel where alerts
go), and several new statements judged against them. Invented identifiers (an AWS account id,
dashboard uids, cluster ids) are drawn from a string-seeded ``random.Random``; the renderer
shuffles each row's ``existing`` with a string-seeded ``random.Random`` too, so the file is
byte-identical on every run whatever ``PYTHONHASHSEED`` is. Stdlib only.

    python benchmarks/data/gate/pairs23_build.py          # write pairs23.jsonl
    python benchmarks/data/gate/pairs23_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import string
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs23.jsonl")
SEED = 23_2026
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    low = string.ascii_lowercase + string.digits
    mixed = string.ascii_letters + string.digits
    return {
        "acct": str(rng.randrange(10**11, 10**12)),
        "uid1": "".join(rng.choice(mixed) for _ in range(9)),
        "uid2": "".join(rng.choice(mixed) for _ in range(9)),
        "uid3": "".join(rng.choice(mixed) for _ in range(9)),
        "rds": "".join(rng.choice(low) for _ in range(12)),
        "ec": "".join(rng.choice(low) for _ in range(6)),
        "alb": str(rng.randrange(10**8, 10**9)),
        "msk": "".join(rng.choice(low) for _ in range(6)),
    }


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: environment URLs ----
    (
        "en",
        [
            "Staging API base URL: https://api.staging.tern.dev",
            "Prod API is https://api.tern.io (behind Cloudflare).",
            "The staging admin panel is at https://admin.staging.tern.dev, VPN only.",
        ],
        [
            ("Staging moved to its own domain: the API is https://api.tern-staging.net now; the old .dev name only 301s there.", "S", 0, "moved", "the staging API base URL changed"),
            ("Admin on staging is https://staging.tern.dev/admin these days; the admin.staging subdomain was dropped.", "S", 2, "dropped", "the staging admin panel moved to a path on another host"),
            ("Preview environments get one URL per PR: https://pr-<number>.preview.tern.dev.", "N", None, "related", "another kind of environment; staging and prod URLs stay"),
            ("Staging API lives at api.staging.tern.dev (https).", "R", None, "paraphrase", "restates the staging base URL"),
            ("Prod API goes through Cloudflare at api.tern.io; the origin is the ALB tern-prod-api-⟨alb⟩.eu-central-1.elb.amazonaws.com, never call it directly.", "F", None, "detail", "adds the origin behind the stored prod URL; the public URL is unchanged"),
            ("We'll probably move staging into the prod AWS account next quarter; the URL would stay the same.", "N", None, "question", "a plan, and it keeps the URL anyway"),
            ("Staging API: https://stg-api.tern.dev", "S", 0, "implicit", "a different base URL for the same environment, no change word"),
            ("The staging admin panel is only reachable over the VPN, at admin.staging.tern.dev.", "R", None, "paraphrase", "restates the admin URL and the VPN rule"),
            ("The prod web app is https://app.tern.io; it calls api.tern.io from the browser.", "N", None, "related", "another service of the same environment; confirms the API URL without adding to it"),
        ],
    ),
    # ---- English: local ports ----
    (
        "en",
        [
            "The api dev server listens on port 8000 locally (uvicorn).",
            "Local Postgres from docker compose is published on host port 5433 (5432 is taken by Homebrew postgres).",
            "The Go worker exposes Prometheus metrics on :9102/metrics.",
        ],
        [
            ("Changed the local api port from 8000 to 8080 so it stops clashing with the mkdocs server.", "S", 0, "from_to", "the local api port changed"),
            ("compose publishes Postgres on 5432 again; nobody runs Homebrew postgres anymore.", "S", 1, "no_longer", "the host port mapping changed back to the default"),
            ("Worker metrics moved to :9464 when we switched to the OTel Prometheus exporter.", "S", 2, "moved", "the metrics port changed"),
            ("Local Redis from compose is on 6380.", "N", None, "related", "another service's local port"),
            ("In the cluster the api container listens on 8000 too; the Service maps 80 -> 8000.", "N", None, "related", "the same port in another environment; adds nothing to the local belief"),
            ("The worker's health check is :9102/healthz, on the same listener as the metrics.", "N", None, "related", "a different endpoint in the same place"),
            ("compose maps Postgres to 5433 on the host because a local Homebrew install already uses 5432.", "R", None, "paraphrase", "restates the mapping and its reason"),
            ("Actually the worker metrics are on 9103, not 9102; 9102 is the pprof listener.", "S", 2, "correction", "the agent corrects the stored port"),
            ("Thinking about putting the local api behind Caddy on https://tern.localhost.", "N", None, "question", "an idea, nothing changed"),
        ],
    ),
    # ---- English: databases and schemas ----
    (
        "en",
        [
            "The prod database is `tern_prod` on pg-main.int.tern.io.",
            "Billing tables live in the `billing` schema, not `public`.",
            "Analytics queries read from the `reporting` database on the same Postgres cluster.",
        ],
        [
            ("Prod database `tern_prod` is on pg17.int.tern.io.", "S", 0, "implicit", "another host for the same database, no change word"),
            ("Read-only queries can also go to the replica pg-main-ro.int.tern.io.", "F", None, "detail", "a replica beside the stored primary; the primary is unchanged"),
            ("Billing tables were moved out of the `billing` schema into their own database, `tern_billing`.", "S", 1, "moved", "the billing tables no longer live in that schema"),
            ("The `audit` schema holds audit_log; only the compliance job writes to it.", "N", None, "related", "a different schema in the same database"),
            ("It used to be one database for everything, `tern`, before the 2023 split.", "N", None, "plain", "history consistent with the stored present"),
            ("Staging DB is `tern_staging` on pg-stg.int.tern.io.", "N", None, "related", "the same thing for another environment"),
            ("None of the billing tables are in public; they're all under the billing schema.", "R", None, "negation", "restates the schema belief as a negative"),
            ("Analytics now reads from ClickHouse (ch.int.tern.io), not from the Postgres `reporting` database.", "S", 2, "now_uses", "analytics reads from another store"),
            ("The `reporting` database is read through the `analytics_ro` role.", "F", None, "detail", "how the stored database is accessed"),
        ],
    ),
    # ---- English: buckets ----
    (
        "en",
        [
            "User uploads go to the S3 bucket `tern-uploads-prod` in eu-central-1.",
            "Nightly DB dumps land in `s3://tern-backups/pg/` (30-day lifecycle).",
            "Static web assets are served from the `tern-web-assets` bucket through CloudFront.",
        ],
        [
            ("Uploads were migrated to R2: bucket `uploads` in the tern Cloudflare account. The S3 bucket is read-only until it is deleted in March.", "S", 0, "moved", "the uploads bucket was migrated"),
            ("Backups go to `s3://tern-backups-eu/pg/` since the bucket was recreated with object lock.", "S", 1, "moved", "the dump location changed"),
            ("Staging uploads: `tern-uploads-staging`, same region.", "N", None, "related", "the same thing for another environment"),
            ("Upload object keys are `<tenant_id>/<yyyy>/<mm>/<uuid>` inside tern-uploads-prod.", "F", None, "detail", "the location inside the stored bucket"),
            ("Proposal in #infra: move the dumps to Glacier Deep Archive after 30 days instead of deleting them. Not done.", "N", None, "question", "a proposal; the change words are about a plan"),
            ("Nightly pg dumps: s3://tern-backups/pg/, kept 30 days.", "R", None, "paraphrase", "restates the dump location"),
            ("Static assets are served from Vercel's edge now; the tern-web-assets bucket and its distribution are gone.", "S", 2, "gone", "the assets no longer come from that bucket"),
            ("tern-uploads-prod is replicated to tern-uploads-dr in eu-west-1 (cross-region replication).", "F", None, "detail", "a replica of the stored bucket; uploads still go to the primary"),
            ("WAL archives are also in tern-backups, under `wal/`.", "N", None, "related", "a different thing in the same bucket"),
            ("User uploads: `s3://tern-user-files/` in eu-central-1.", "S", 0, "implicit", "another bucket for the same uploads, no change word"),
        ],
    ),
    # ---- English: queues and topics ----
    (
        "en",
        [
            "Order events are published to the Kafka topic `orders.v1`.",
            "Email sending is async through the SQS queue `tern-email-jobs`.",
            "Stripe webhooks are consumed from the SQS queue `tern-stripe-events`.",
        ],
        [
            ("Order events: topic `orders.events.v2`. `orders.v1` is deprecated and stops getting writes on the 1st.", "S", 0, "replaced_by", "the topic was replaced"),
            ("Email jobs no longer go through SQS; they're on the `email` stream in NATS JetStream.", "S", 1, "no_longer", "the queue was replaced by a stream"),
            ("orders.v1 has 12 partitions; billing and search consume it.", "F", None, "detail", "details about the stored topic"),
            ("Order events are also mirrored to `orders.v1` on the analytics Kafka cluster by MirrorMaker.", "F", None, "detail", "a mirror; the primary topic is unchanged"),
            ("Refund events have their own topic, `refunds.v1`.", "N", None, "related", "another topic"),
            ("We might move email jobs to a Postgres-backed queue to get rid of SQS.", "N", None, "question", "a plan"),
            ("Emails are queued on SQS (`tern-email-jobs`) and sent by a worker.", "R", None, "paraphrase", "restates the queue"),
            ("Stripe events arrive through EventBridge now (bus `tern-stripe`, rule to the Lambda `stripe-ingest`); the SQS queue was removed.", "S", 2, "now_uses", "another route for the same events"),
            ("The email job queue is `tern-mail-jobs`.", "S", 1, "implicit", "another queue name for the same jobs, no change word"),
        ],
    ),
    # ---- English: registries ----
    (
        "en",
        [
            "API images are pushed to `ghcr.io/ternhq/api`.",
            "The worker image goes to ECR: `⟨acct⟩.dkr.ecr.eu-central-1.amazonaws.com/tern/worker`.",
            "Base images are pulled through our cache at `registry.int.tern.io/hub/`.",
        ],
        [
            ("API images go to ECR as well now (`tern/api` in the same registry as the worker); nothing is pushed to GHCR anymore.", "S", 0, "now_uses", "the api image registry changed; the worker belief is confirmed, not replaced"),
            ("Worker image: ghcr.io/ternhq/worker.", "S", 1, "implicit", "another registry for the worker image; it names the registry of the api belief, which it does not replace"),
            ("The api image is tagged with the git sha and `main`; `latest` is never pushed.", "F", None, "detail", "tags of the stored image"),
            ("Release tags of the api image are also pushed to Docker Hub as `ternhq/api` for self-hosting customers.", "F", None, "scope", "a second location that also holds release images; GHCR stays the main one"),
            ("Worker image lives in ECR, repo tern/worker, account ⟨acct⟩, eu-central-1.", "R", None, "paraphrase", "restates the worker registry"),
            ("The pull-through cache moved from registry.int.tern.io to harbor.int.tern.io (project `hub-proxy`).", "S", 2, "from_to", "the cache moved"),
            ("There is talk of moving everything off GHCR to Harbor to cut egress.", "N", None, "question", "talk, not a decision"),
            ("Helm charts are pushed as OCI artifacts to ghcr.io/ternhq/charts.", "N", None, "related", "a different artifact in the same registry"),
        ],
    ),
    # ---- English: dashboards and logs ----
    (
        "en",
        [
            "API latency dashboard: https://grafana.int.tern.io/d/⟨uid1⟩/api-latency",
            'Prod api logs are in Loki: `{app="tern-api", env="prod"}`.',
            "The worker writes its logs to /var/log/tern/worker.log on the VM.",
        ],
        [
            ("Grafana moved to Grafana Cloud (https://ternhq.grafana.net); the api latency dashboard is now /d/⟨uid2⟩/api-latency there.", "S", 0, "moved", "the dashboard's address changed"),
            ("Worker logs go to stdout since it runs in k8s; /var/log/tern is not written anymore, use `kubectl logs -l app=worker`.", "S", 2, "no_longer", "the log location changed"),
            ('Staging api logs: same Loki, `env="staging"`.', "N", None, "related", "the same thing for another environment"),
            ("Loki keeps prod api logs for 14 days; older ones are in the `tern-logs-archive` bucket.", "F", None, "detail", "a second location for older logs; Loki stays where current logs are"),
            ("There is also a 'Worker queue depth' dashboard on the same Grafana: /d/⟨uid3⟩/worker-queues.", "N", None, "related", "another dashboard in the same place"),
            ("Find prod api logs in Loki with app=tern-api and env=prod.", "R", None, "paraphrase", "restates the log query"),
            ("Prod api logs: Datadog, service `tern-api`, env `prod`.", "S", 1, "implicit", "another log backend for the same logs, no change word"),
            ("The api latency dashboard sits in the 'Tern / API' folder in Grafana, uid ⟨uid1⟩.", "F", None, "detail", "where the stored dashboard is filed; same address"),
        ],
    ),
    # ---- English: config, fixtures, migrations folders ----
    (
        "en",
        [
            "App settings live in `api/config/settings.toml`, overridden per environment by `settings.<env>.toml`.",
            "Test fixtures are in `api/tests/fixtures/` (JSON).",
            "Alembic migrations are in `api/migrations/versions/`.",
        ],
        [
            ("Actually the fixtures are in `api/spec/fixtures/`, not tests/; I misremembered.", "S", 1, "correction", "the agent corrects the fixture folder"),
            ("The migrations folder was renamed to `api/alembic/versions/`.", "S", 2, "moved", "the folder was renamed"),
            ("Settings moved from TOML to env vars only (pydantic-settings); settings.toml was deleted.", "S", 0, "dropped", "the settings file no longer exists"),
            ("factory_boy factories live next to the fixtures, in `api/tests/factories.py`.", "N", None, "related", "a different thing in the same place"),
            ("Prod overrides are in `api/config/settings.prod.toml`; secrets are not in there, they come from SSM.", "F", None, "example", "an instance of the stored override pattern"),
            ("web's config is `web/next.config.mjs`, local env in `web/.env.local`.", "N", None, "related", "another package's config"),
            ("Migration files sit under api/migrations/versions.", "R", None, "paraphrase", "restates the folder"),
            ("Data backfills aren't alembic migrations; they're scripts under `api/migrations/data/`.", "N", None, "related", "a different kind of script in a sibling folder; the alembic folder stays"),
            ("We may split the fixtures per domain (billing/, orders/) inside the same folder.", "N", None, "question", "an idea"),
            ("Fixtures: api/tests/data/*.json", "S", 1, "implicit", "another folder for the same fixtures, no change word"),
        ],
    ),
    # ---- English: config keys and env vars ----
    (
        "en",
        [
            "The database URL is read from `TERN_DB_URL`.",
            "The Stripe API key comes from the config key `payments.stripe.secret_key`.",
            "The outbound HTTP timeout is set by `HTTP_CLIENT_TIMEOUT` (seconds).",
        ],
        [
            ("Renamed `TERN_DB_URL` to `DATABASE_URL` so the usual tooling picks it up; the old name isn't read anymore.", "S", 0, "from_to", "the env var was renamed"),
            ("The Stripe key moved to `billing.stripe.api_key` (payments.* was folded into billing.*).", "S", 1, "moved", "the config key was renamed"),
            ("`TERN_DB_URL` is also what the migration runner reads.", "F", None, "detail", "another reader of the same variable"),
            ("The read replica URL is `TERN_DB_RO_URL`; if it's unset the app uses the primary.", "N", None, "related", "a different setting"),
            ("The HTTP client timeout comes from `http.client.timeout_ms` in settings now, in milliseconds; the env var is ignored.", "S", 2, "now_uses", "the key (and unit) changed"),
            ("The DB connection string comes from the TERN_DB_URL environment variable.", "R", None, "paraphrase", "restatement"),
            ("Before the settings refactor the DB URL was assembled from PGHOST, PGUSER and friends.", "N", None, "plain", "history consistent with the stored present"),
            ("The Stripe webhook signing secret is `payments.stripe.webhook_secret`, next to the API key.", "N", None, "related", "a different key in the same section"),
        ],
    ),
    # ---- English: feature flags ----
    (
        "en",
        [
            "The new checkout is behind the flag `checkout_v2` in Unleash.",
            "Flags are managed in Unleash at https://flags.int.tern.io, project `web`.",
        ],
        [
            ("The checkout flag is `checkout-v2-rollout` now; `checkout_v2` was archived when we went to per-region rollout.", "S", 0, "replaced_by", "the flag was replaced by another"),
            ("We moved off self-hosted Unleash to LaunchDarkly; the flags are in the LD project `tern-web`.", "S", 1, "switched", "the flag service changed"),
            ("`checkout_v2` is on for 10% of EU traffic and off in the US.", "F", None, "detail", "the stored flag's rollout"),
            ("The search ranking experiment uses the flag `search_rank_ltr`, also in Unleash.", "N", None, "related", "another flag in the same place"),
            ("Flag for the new checkout: `new_checkout_enabled`.", "S", 0, "implicit", "another flag name for the same feature, no change word"),
            ("Unleash lives at flags.int.tern.io (project: web).", "R", None, "paraphrase", "restatement"),
            ("Payment kill switches are env vars, not Unleash flags (`PAYMENTS_KILL_SWITCH`).", "N", None, "related", "a different mechanism for a different thing"),
            ("Proposal: move flags into the database so we can drop Unleash. Not decided.", "N", None, "question", "a proposal"),
        ],
    ),
    # ---- English: alert channels ----
    (
        "en",
        [
            "Prod alerts post to the Slack channel `#tern-alerts`.",
            "The PagerDuty service for the api is `tern-api-prod`.",
            "Staging alerts go to `#tern-staging-noise`.",
        ],
        [
            ("Alerts go to `#inc-tern` instead of #tern-alerts; the old channel is archived.", "S", 0, "instead_of", "the prod alert channel changed"),
            ("Staging alerts: #tern-alerts-staging.", "S", 2, "implicit", "another channel for staging alerts, no change word; its name resembles the prod channel but does not touch that belief"),
            ("Only P1 alerts page through tern-api-prod; P2 and P3 just post to Slack.", "F", None, "scope", "which alerts use the stored service"),
            ("Worker alerts page through a separate PagerDuty service, `tern-worker-prod`.", "N", None, "related", "another service's routing"),
            ("Production alerts are posted in #tern-alerts on Slack.", "R", None, "paraphrase", "restatement"),
            ("Years ago alerts went to the ops@ mailing list, before we had Slack.", "N", None, "plain", "history"),
            ("Prod alerts don't go to #tern-staging-noise, that one is staging only; prod is #tern-alerts.", "R", None, "negation", "restates both channel beliefs"),
        ],
    ),
    # ---- English: regions ----
    (
        "en",
        [
            "The EU prod stack (`tern-eu`) runs in AWS eu-central-1.",
            "US customers' data is in us-east-1 (separate stack `tern-us`).",
        ],
        [
            ("tern-us moved from us-east-1 to us-east-2 after the outage.", "S", 1, "from_to", "the US stack's region changed"),
            ("We're planning to move tern-eu to eu-west-1 next quarter for cheaper instances.", "N", None, "question", "a plan; nothing has moved"),
            ("tern-eu's DR copy is in eu-west-1 (pilot light, cross-region RDS replica).", "F", None, "detail", "a replica elsewhere; the stack still runs in eu-central-1"),
            ("The EU stack is in eu-central-1 (Frankfurt).", "R", None, "paraphrase", "restatement"),
            ("tern-eu was moved to eu-west-1 last weekend; Frankfurt only holds the backups now.", "S", 0, "moved", "the move happened"),
            ("tern-us's CloudFront certificates are in us-east-1 whatever region the stack is in; CloudFront requires it.", "N", None, "related", "a different resource that must live in one region"),
            ("The US stack lives in us-west-2.", "S", 1, "implicit", "another region for the same stack, no change word"),
        ],
    ),
    # ---- English: wrong-target pairs (two similar beliefs) ----
    (
        "en",
        [
            "Staging Postgres: pg-stg.int.tern.io, database tern_staging.",
            "Prod Postgres: pg-main.int.tern.io, database tern_prod.",
        ],
        [
            ("Staging Postgres moved to RDS: tern-stg.⟨rds⟩.eu-central-1.rds.amazonaws.com. Prod is still on pg-main.", "S", 0, "moved", "staging moved; the prod belief is confirmed by name, not replaced"),
            ("Prod's database host is tern-prd.⟨rds⟩.eu-central-1.rds.amazonaws.com now; staging stays on pg-stg.", "S", 1, "now_uses", "prod moved; the staging belief is confirmed"),
            ("pg-stg is staging's Postgres and pg-main is prod's; don't mix them up.", "R", None, "paraphrase", "restates both"),
        ],
    ),
    (
        "en",
        [
            "Invoice PDFs are stored in `tern-invoices-prod`.",
            "Receipt images are stored in `tern-receipts-prod`.",
        ],
        [
            ("Invoice PDFs go into the receipts bucket too now, under `invoices/`; tern-invoices-prod is being emptied.", "S", 0, "now_uses", "the invoice location changed to the bucket of the other belief, which it confirms"),
            ("Receipts moved into `tern-docs-prod/receipts/`; invoices stay where they are.", "S", 1, "moved", "receipts moved; invoices confirmed"),
        ],
    ),
    (
        "en",
        [
            "web reads its local env from `web/.env.local`.",
            "The admin app reads its local env from `admin/.env`.",
        ],
        [
            ("admin uses `.env.local` like web now: `admin/.env.local`; a plain admin/.env is ignored.", "S", 1, "now_uses", "admin's env file changed; the web belief is named and confirmed"),
            ("web no longer has its own env file; it loads the repo-root `.env.development` through dotenv-cli. admin still uses admin/.env.", "S", 0, "no_longer", "web's env file changed; admin's is confirmed"),
        ],
    ),
    (
        "en",
        [
            "Thumbnail jobs go on the SQS queue `tern-thumbs`.",
            "Video transcode jobs go on the SQS queue `tern-transcode`.",
        ],
        [
            ("Thumbnails are done by the transcode pipeline now: they go on `tern-transcode` with type=thumb, and `tern-thumbs` was deleted.", "S", 0, "gone", "thumbnails moved to the other belief's queue, which stays"),
            ("The transcode queue is `tern-media-jobs` since the rename; thumbnails still have their own queue.", "S", 1, "moved", "the transcode queue was renamed; thumbnails confirmed"),
        ],
    ),
    (
        "en",
        [
            "The api's Prometheus metrics are on :9100.",
            "The worker's metrics are on :9102.",
        ],
        [
            ("api metrics are on :9102 now, the same port as the worker's; 9100 clashed with node-exporter on host-network pods.", "S", 0, "now_uses", "the api port changed to the value of the other belief"),
        ],
    ),
    (
        "en",
        [
            "nginx access log on the edge boxes: /var/log/nginx/tern_access.log",
            "nginx error log on the edge boxes: /var/log/nginx/tern_error.log",
        ],
        [
            ("Access logs aren't written to disk anymore, they go to syslog and Vector ships them; the error log stays in /var/log/nginx/tern_error.log.", "S", 0, "no_longer", "the access log location changed; the error log is confirmed"),
            ("The error log is /var/log/nginx/error.log (the per-site tern_error.log was dropped); the access log is unchanged.", "S", 1, "dropped", "the error log path changed; the access log is confirmed"),
        ],
    ),
    # ---- English: generated files ----
    (
        "en",
        [
            "The OpenAPI client for web is generated into `web/src/api/generated/` by `pnpm gen:api`.",
            "The GraphQL schema snapshot lives at `api/schema.graphql` and is committed.",
            "Protobuf-generated Go code is in `worker/internal/pb/` and is not committed.",
        ],
        [
            ("The generated API client moved to the workspace package `packages/api-client`; web imports it as `@tern/api-client`.", "S", 0, "moved", "the generated client lives elsewhere"),
            ("Protobuf Go code is committed now, because CI has no protoc; still in worker/internal/pb/.", "S", 2, "now_uses", "one half of the stored belief (not committed) no longer holds"),
            ("The GraphQL schema file is `api/graphql/schema.graphql`.", "S", 1, "implicit", "another path for the same file, no change word"),
            ("Don't edit web/src/api/generated/ by hand; `pnpm gen:api` overwrites it.", "F", None, "detail", "a rule about the stored folder"),
            ("`pnpm gen:api` reads the spec from `api/openapi.json`, which the api writes on startup in dev.", "F", None, "detail", "where the generator's input lives"),
            ("sqlc-generated query code for the worker is in `worker/internal/db/`.", "N", None, "related", "another generated file"),
            ("We talked about taking all generated code out of git; not happening for now.", "N", None, "question", "a discussion with no change"),
            ("The schema snapshot is still committed at api/schema.graphql, and CI fails if it drifts.", "F", None, "detail", "confirms the stored path and adds the CI check"),
        ],
    ),
    # ---- English: history and plans ----
    (
        "en",
        [
            "The session store is Redis at redis-sessions.int.tern.io:6379, db 0.",
            "Cron jobs run on the `ops-1` VM, in the crontab of the `tern` user.",
        ],
        [
            ("Sessions used to live on db1, in Postgres, before the Redis move.", "N", None, "plain", "history consistent with the stored present"),
            ("Back when cron ran on ops-1 we lost jobs on every reboot; the k8s CronJobs don't have that problem.", "S", 1, "implicit", "told as history, it says cron no longer runs on ops-1"),
            ("Sessions will move to Valkey (valkey.int.tern.io) in the February maintenance window.", "N", None, "question", "a planned move, not done"),
            ("Sessions moved to Valkey last night: valkey.int.tern.io:6379, db 0. Redis is off.", "S", 0, "moved", "the move is done"),
            ("Session keys are `sess:<id>` with a 14-day TTL.", "F", None, "detail", "the location of sessions inside the stored store"),
            ("Rate-limit counters live in the same Redis, db 2.", "N", None, "related", "a different thing in the same place"),
            ("The ops-1 cron entries are also kept in `infra/cron/tern.crontab` so the box can be rebuilt.", "F", None, "detail", "a second copy of the same crontab; it still runs on ops-1"),
            ("To see the crons: `crontab -u tern -l` on ops-1.", "R", None, "paraphrase", "restates where the cron jobs are"),
        ],
    ),
    # ---- English: endpoints ----
    (
        "en",
        [
            "The Stripe webhook receiver is `POST /webhooks/stripe` on the api.",
            "The load balancer health check is `GET /healthz`.",
            "The admin dashboard reads its numbers from `/internal/stats`.",
        ],
        [
            ("/webhooks/stripe is deprecated; Stripe now calls `/v2/webhooks/payments/stripe`, and the old route only logs and returns 410.", "S", 0, "replaced_by", "the endpoint was replaced"),
            ("The LB checks `/readyz` now; /healthz stays, for liveness only.", "S", 1, "now_uses", "the LB health check path changed"),
            ('`/healthz` returns 200 with `{"status":"ok"}` and does not touch the DB.', "F", None, "detail", "what the stored endpoint does"),
            ("The worker has a `/livez` endpoint for k8s.", "N", None, "related", "another service's endpoint"),
            ("Admin stats come from the GraphQL API (`query adminStats`); /internal/stats was removed.", "S", 2, "dropped", "the endpoint was removed"),
            ("Stripe calls our webhook at POST /webhooks/stripe.", "R", None, "paraphrase", "restatement"),
            ("For staging, Stripe webhooks are forwarded by the Stripe CLI to https://api.staging.tern.dev/webhooks/stripe.", "N", None, "related", "the same route in another environment"),
            ("Are we moving the webhook receiver to a Lambda? Asked in #payments.", "N", None, "question", "a question"),
            ("LB health check path: /ready", "S", 1, "implicit", "another path for the same check, no change word"),
        ],
    ),
    # ---- English: docs and secrets ----
    (
        "en",
        [
            "Runbooks are in the Confluence space OPS.",
            "Prod secrets are in AWS SSM Parameter Store under `/tern/prod/`.",
            "Architecture diagrams are in `docs/architecture/` as .drawio files.",
        ],
        [
            ("Runbooks moved out of Confluence into the repo, `docs/runbooks/`.", "S", 0, "moved", "the runbooks moved"),
            ("Prod secrets are in AWS Secrets Manager now, named `tern/prod/<name>`; SSM only keeps non-secret config.", "S", 1, "now_uses", "the secret store changed"),
            ("Staging secrets are under `/tern/staging/` in the same SSM.", "N", None, "related", "the same thing for another environment"),
            ("The prod DB password is `/tern/prod/db/password` (SecureString).", "F", None, "example", "one parameter under the stored path"),
            ("Diagrams: docs/architecture/*.drawio", "R", None, "paraphrase", "restatement"),
            ("Diagrams are Mermaid blocks in the markdown now; no more drawio files.", "S", 2, "no_longer", "the diagrams no longer live in drawio files"),
            ("I think we wanted to move the runbooks to Backstage TechDocs at some point.", "N", None, "question", "a vague plan"),
            ("Actually the runbooks are in the SRE space, not OPS; OPS is the old archived one.", "S", 0, "correction", "the agent corrects the space"),
        ],
    ),
    # ---- English: CI artifacts ----
    (
        "en",
        [
            "CI test reports (JUnit XML) are uploaded as the `junit` artifact of the `test` job.",
            "Coverage goes to Codecov, project `ternhq/tern`.",
            "Playwright traces from failed e2e runs are in the `playwright-report` artifact.",
        ],
        [
            ("Coverage isn't sent to Codecov anymore; it's in the job summary and kept as the `coverage` artifact.", "S", 1, "no_longer", "coverage lives elsewhere"),
            ("JUnit reports come from the `unit` job now (the `test` job was split into unit and integration).", "S", 0, "now_uses", "the job holding the artifact changed"),
            ("Playwright traces from failed runs go to `s3://tern-ci-traces/<run_id>/` instead of the playwright-report artifact (artifact size limit).", "S", 2, "instead_of", "the traces moved"),
            ("The playwright-report artifact is kept for 7 days.", "F", None, "detail", "retention of the stored artifact"),
            ("Integration test reports are the `junit-integration` artifact.", "N", None, "related", "another artifact"),
            ("Coverage is uploaded to Codecov (ternhq/tern).", "R", None, "paraphrase", "restatement"),
            ("The old CI kept reports on Jenkins at ci.int.tern.io.", "N", None, "plain", "history"),
        ],
    ),
    # ---- English: hosts and access ----
    (
        "en",
        [
            "SSH to prod goes through the bastion `bastion.tern.io`, port 2222.",
            "The ops VM is `ops-1.int.tern.io`.",
        ],
        [
            ("No more bastion: prod access is through SSM Session Manager (`aws ssm start-session --target ...`).", "S", 0, "gone", "the bastion is gone"),
            ("bastion.tern.io listens on plain port 22.", "S", 0, "implicit", "another port for the same host, no change word"),
            ("ops-1 was replaced by ops-2.int.tern.io (Ubuntu 24.04).", "S", 1, "replaced_by", "the VM was replaced"),
            ("Staging has its own bastion, bastion.staging.tern.io.", "N", None, "related", "the same thing for another environment"),
            ("You have to be on the VPN before the bastion accepts connections.", "F", None, "detail", "a condition for the stored route"),
            ("ops-1 is also reachable as `ops.int.tern.io` (a CNAME).", "F", None, "detail", "an alias for the stored host"),
            ("Reach prod over SSH via bastion.tern.io:2222.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    # ---- English: DNS and sites ----
    (
        "en",
        [
            "DNS for tern.io is in Route 53, hosted zone in the `tern-prod` account.",
            "The marketing site is on Webflow at www.tern.io.",
        ],
        [
            ("tern.io DNS moved to Cloudflare; Route 53 only holds the private int.tern.io zone.", "S", 0, "moved", "the public zone moved"),
            ("www.tern.io is served by the Next.js marketing app on Vercel now; Webflow was cancelled.", "S", 1, "now_uses", "the site's host changed"),
            ("The blog is blog.tern.io (Ghost), not part of the Webflow site.", "N", None, "related", "another site"),
            ("int.tern.io is a private Route 53 zone in the same account.", "N", None, "related", "another zone"),
            ("Marketing site: Webflow, www.tern.io.", "R", None, "paraphrase", "restatement"),
            ("Should we move DNS to Cloudflare for the cheaper DNSSEC? No decision.", "N", None, "question", "a question"),
        ],
    ),
    # ---- English: terraform ----
    (
        "en",
        [
            "The infra terraform is in a separate repo, `ternhq/infra`.",
            "Terraform state is in S3 `tern-tfstate`, locked with the DynamoDB table `tern-tflock`.",
        ],
        [
            ("Infra was folded into the monorepo under `infra/`; the ternhq/infra repo is archived.", "S", 0, "moved", "the terraform moved"),
            ("State locking uses S3 native lockfiles now (`use_lockfile = true`); the DynamoDB table was deleted.", "S", 1, "dropped", "the lock half of the stored belief changed"),
            ("Each env has its own state key in tern-tfstate: `env/<name>/terraform.tfstate`.", "F", None, "detail", "the location inside the bucket"),
            ("Terraform for the DNS zones is in the `ternhq/dns` repo, separate from infra.", "N", None, "related", "another repo for other terraform"),
            ("The tfstate bucket is versioned and replicated to tern-tfstate-dr.", "F", None, "detail", "a replica of the stored bucket"),
            ("TF state: bucket tern-tfstate, locking through the DynamoDB table tern-tflock.", "R", None, "paraphrase", "restatement"),
            ("Terraform state: Terraform Cloud, workspace `tern-prod`.", "S", 1, "implicit", "another backend for the same state, no change word"),
        ],
    ),
    # ---- English: local dev services ----
    (
        "en",
        [
            "Local dev uses the compose file `docker-compose.yml` in the repo root.",
            "Mailpit for local email is at http://localhost:8025.",
            "The local MinIO console is http://localhost:9001 (creds in .env.example).",
        ],
        [
            ("The compose file is `dev/compose.yaml` now; the root docker-compose.yml was deleted.", "S", 0, "gone", "the compose file moved"),
            ("Mailpit UI moved to http://localhost:8026; 8025 collides with the VPN client.", "S", 1, "moved", "the port changed"),
            ("Correction: in our compose the MinIO console is on :9090; 9001 isn't mapped.", "S", 2, "correction", "the agent corrects the port"),
            ("Local S3 is LocalStack on :4566 now; MinIO was removed from compose.", "S", 2, "replaced_by", "MinIO was replaced"),
            ("Mailpit's SMTP side is localhost:1025; the dev settings point there.", "N", None, "related", "another port of the same service"),
            ("`docker compose --profile worker up` also starts the Go worker.", "F", None, "detail", "an option of the stored compose setup"),
            ("Dev compose: `docker compose -f dev/compose.yaml up`.", "S", 0, "implicit", "another compose file, no change word"),
        ],
    ),
    # ---- Italian ----
    (
        "it",
        [
            "Il broker RabbitMQ di staging è su rabbit-stg.int.tern.io:5672, vhost `/tern`.",
            "I log di nginx in produzione finiscono in /var/log/nginx/tern/.",
            "Il bucket per gli export CSV è `tern-exports-prod`.",
        ],
        [
            ("Il vhost di RabbitMQ in staging è stato rinominato da `/tern` a `/tern-stg`.", "S", 0, "from_to", "the vhost was renamed"),
            ("Gli export CSV ora vanno nel bucket `tern-reports-prod`; `tern-exports-prod` è stato svuotato e verrà cancellato.", "S", 2, "now_uses", "the bucket changed"),
            ("I log di nginx in produzione stanno in /srv/logs/nginx/.", "S", 1, "implicit", "another folder, no change word"),
            ("In produzione RabbitMQ è su rabbit.int.tern.io, stesso vhost.", "N", None, "related", "another environment"),
            ("La console di gestione di RabbitMQ staging è sulla porta 15672 dello stesso host.", "N", None, "related", "another port of the same host"),
            ("Gli export CSV si trovano nel bucket tern-exports-prod.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "it",
        [
            "The search service (OpenSearch) endpoint is https://search.int.tern.io:9200.",
            "The product index is called `products_v3`.",
            "Search slow logs are written to the `search-slowlog` index in the same cluster.",
        ],
        [
            ("L'indice dei prodotti adesso è `products_v4`; `products_v3` resta solo per una settimana, in sola lettura.", "S", 1, "now_uses", "the index changed"),
            ("Mi sono sbagliato: l'endpoint di OpenSearch è sulla porta 443, non 9200, passa dal load balancer.", "S", 0, "correction", "the agent corrects the port"),
            ("Gli slow log non vanno più nell'indice search-slowlog ma in Loki (app=opensearch).", "S", 2, "no_longer", "the slow logs moved"),
            ("Le query dell'app usano l'alias `products`, che punta a `products_v3`.", "F", None, "detail", "how the stored index is reached"),
            ("Il cluster OpenSearch ha anche una replica in lettura in eu-west-1 per il DR.", "F", None, "detail", "a replica"),
            ("Pensiamo di passare a `products_v4` dopo il reindex di marzo.", "N", None, "question", "a plan"),
        ],
    ),
    # ---- Polish ----
    (
        "pl",
        [
            "Kafka na produkcji: brokery kafka-1..3.int.tern.io:9092.",
            "Topic z płatnościami to `payments.v1`.",
            "Schema Registry jest pod https://schema.int.tern.io.",
        ],
        [
            ("Przenieśliśmy Kafkę do MSK; bootstrap to b-1.tern-prod.⟨msk⟩.kafka.eu-central-1.amazonaws.com:9098.", "S", 0, "moved", "the brokers moved"),
            ("Topic płatności: `payments.events.v2`.", "S", 1, "implicit", "another topic name, no change word"),
            ("Schema Registry nie jest już osobnym serwisem; używamy Glue Schema Registry, rejestr `tern-prod`.", "S", 2, "no_longer", "the registry was replaced"),
            ("Na stagingu topic z płatnościami nazywa się `stg.payments.v1`.", "N", None, "related", "another environment"),
            ("Kiedyś Kafka stała na jednym hoście kafka.int.tern.io, zanim postawiliśmy klaster.", "N", None, "plain", "history consistent with the stored present"),
            ("Brokery Kafki na produkcji to kafka-1, kafka-2 i kafka-3 (int.tern.io, port 9092).", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "pl",
        [
            "The Sentry project for the api is `tern-api` in the `ternhq` org.",
            "Frontend errors go to the Sentry project `tern-web`.",
            "Source maps for web are uploaded to Sentry during `pnpm build`.",
        ],
        [
            ("Błędy frontendu trafiają teraz do projektu `tern-frontend` (web i admin razem); `tern-web` jest zarchiwizowany.", "S", 1, "now_uses", "the project changed"),
            ("Błędy api nie idą już do Sentry, tylko do Honeycomb (dataset `tern-api-errors`).", "S", 0, "no_longer", "api errors moved; the frontend Sentry belief is untouched"),
            ("Source mapy wysyła osobny krok CI `upload-sourcemaps`, a nie `pnpm build`.", "S", 2, "instead_of", "the upload moved to another step"),
            ("Projekt `tern-api` w Sentry ma też alert do #inc-tern przy nowych błędach.", "F", None, "detail", "a setting of the stored project"),
            ("Sentry dla api: org ternhq, projekt tern-api, środowiska prod i staging.", "F", None, "detail", "adds the environments"),
            ("Worker w Go ma osobny projekt Sentry, `tern-worker`.", "N", None, "related", "another project"),
        ],
    ),
    # ---- Turkish ----
    (
        "tr",
        [
            "Prod'da Redis önbelleği cache.int.tern.io:6379 üzerinde.",
            "Yüklenen dosyaların geçici kopyaları /tmp/tern-uploads klasörüne yazılıyor.",
            "Cron işlerinin logları /var/log/tern/cron/ altında.",
        ],
        [
            ("Önbellek Redis'i ElastiCache'e taşındı: tern-cache.⟨ec⟩.euc1.cache.amazonaws.com:6379.", "S", 0, "moved", "the cache moved"),
            ("Geçici yüklemeler artık /tmp yerine /var/lib/tern/upload-tmp altında, çünkü /tmp tmpfs ve doluyordu.", "S", 1, "instead_of", "the temp folder changed"),
            ("Düzeltme: cron logları /var/log/tern/cron/ altında değil, journald'da; `journalctl -u tern-cron` ile bakılıyor.", "S", 2, "correction", "the agent corrects the log location"),
            ("Staging önbelleği cache.staging.int.tern.io üzerinde.", "N", None, "related", "another environment"),
            ("Redis'i gelecek çeyrekte Valkey'e taşımayı düşünüyoruz.", "N", None, "question", "a plan"),
            ("Prod'daki Redis önbelleği: cache.int.tern.io, port 6379.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "tr",
        [
            "The api's OpenAPI spec is served at `/openapi.json`.",
            "Swagger UI is at `/docs` on every environment.",
            "The API reference for customers is published at https://docs.tern.io/api.",
        ],
        [
            ("Swagger UI prod'da kapatıldı; `/docs` sadece staging ve local'de açık.", "S", 1, "dropped", "no longer on every environment"),
            ("Spec artık `/api/v1/openapi.json` adresinden servis ediliyor.", "S", 0, "now_uses", "the spec path changed"),
            ("Müşteri API referansı docs.tern.io/api'den developer.tern.io/reference'a taşındı.", "S", 2, "from_to", "the docs moved"),
            ("`/openapi.json` build sırasında `api/openapi.json` dosyasına da yazılıyor.", "F", None, "detail", "a second copy of the same spec"),
            ("docs.tern.io/api Mintlify'da barınıyor, kaynağı repodaki `docs/` klasöründe.", "F", None, "detail", "where the published reference comes from"),
            ("Redoc görünümü `/redoc` adresinde.", "N", None, "related", "another page"),
        ],
    ),
    # ---- Dutch ----
    (
        "nl",
        [
            "De Terraform-modules staan in `infra/modules/`.",
            "De Helm charts staan in `deploy/charts/`.",
            "De Argo CD-applicaties staan in de repo `ternhq/gitops`, map `apps/`.",
        ],
        [
            ("De Helm charts zijn verhuisd naar `infra/charts/`, naast de modules.", "S", 1, "moved", "the charts moved"),
            ("Argo CD-apps staan nu in de monorepo onder `deploy/argocd/`; ternhq/gitops is gearchiveerd.", "S", 2, "now_uses", "the apps moved"),
            ("Terraform-modules: zie `infra/terraform/modules/`.", "S", 0, "implicit", "another folder, no change word"),
            ("Gedeelde modules komen uit de registry `app.terraform.io/ternhq`.", "N", None, "related", "other modules elsewhere"),
            ("Vroeger stonden de charts in een aparte repo, ternhq/charts.", "N", None, "plain", "history"),
            ("De charts vind je in deploy/charts/.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "nl",
        [
            "Grafana alert rules are provisioned from `infra/grafana/alerts/*.yaml`.",
            "The on-call schedule lives in PagerDuty, schedule `Tern Primary`.",
            "The status page is status.tern.io (Atlassian Statuspage).",
        ],
        [
            ("De statuspagina is overgezet naar Instatus; het adres blijft status.tern.io.", "S", 2, "switched", "the provider changed, the address stays"),
            ("Alert rules staan niet meer als YAML in infra/grafana/alerts/; ze worden via Terraform beheerd in `infra/terraform/grafana/`.", "S", 0, "no_longer", "the rules moved"),
            ("Fout in mijn notitie: het rooster heet `Tern Primary On-Call`, niet `Tern Primary`.", "S", 1, "correction", "the agent corrects the name"),
            ("Elke YAML in infra/grafana/alerts/ is één rule group; de map wordt bij de deploy gesynct.", "F", None, "detail", "about the stored folder"),
            ("Het rooster `Tern Primary` escaleert na 15 minuten naar `Tern Secondary`.", "F", None, "detail", "escalation of the stored schedule"),
            ("Er is ook een interne statuspagina op status.int.tern.io voor medewerkers.", "N", None, "related", "another page"),
        ],
    ),
    # ---- Ukrainian ----
    (
        "uk",
        [
            "Продакшн-база аналітики — ClickHouse на ch-1.int.tern.io, база `events`.",
            "Сирі події спершу пишуться в бакет `tern-raw-events` (Parquet).",
            "Дашборди Metabase: https://bi.int.tern.io.",
        ],
        [
            ("ClickHouse переїхав у ClickHouse Cloud, хост tern.eu-central-1.aws.clickhouse.cloud:9440.", "S", 0, "moved", "the database moved"),
            ("Metabase замінили на Superset: https://superset.int.tern.io.", "S", 2, "replaced_by", "the BI tool and its URL changed"),
            ("Сирі події тепер пишуться в `s3://tern-lake/raw/events/` замість окремого бакета.", "S", 1, "instead_of", "the raw events moved"),
            ("У ClickHouse на тому ж хості є ще база `events_staging` для тестових даних.", "N", None, "related", "another database in the same place"),
            ("Плануємо перенести Metabase на окремий хост наступного місяця.", "N", None, "question", "a plan"),
            ("Аналітика в продакшні: ClickHouse, хост ch-1.int.tern.io, база events.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "uk",
        [
            "Mobile push certificates are in the 1Password vault `Mobile`.",
            "iOS builds are uploaded to App Store Connect by the `release-ios` workflow on Bitrise.",
            "Android release bundles are kept in `s3://tern-mobile-builds/android/`.",
        ],
        [
            ("iOS-збірки тепер завантажує GitHub Actions, job `ios-release`; Bitrise більше не використовуємо.", "S", 1, "now_uses", "the CI changed"),
            ("Android-бандли лежать у `s3://tern-mobile-builds/releases/android/`.", "S", 2, "implicit", "another prefix, no change word"),
            ("Сертифікати для push перенесли з 1Password в AWS Secrets Manager, `tern/mobile/apns`.", "S", 0, "moved", "the certificates moved"),
            ("У сховищі Mobile також лежить upload key для підпису Android.", "N", None, "related", "another secret in the same place"),
            ("Кожен бандл у tern-mobile-builds/android/ має versionCode у назві, напр. `app-release-4182.aab`.", "F", None, "example", "an example inside the stored folder"),
            ("Workflow `release-ios` на Bitrise запускається тільки з тегів `ios-v*`.", "F", None, "detail", "when the stored workflow runs"),
        ],
    ),
    # ---- Arabic ----
    (
        "ar",
        [
            "بيئة العرض التجريبي (demo) على العنوان https://demo.tern.io.",
            "ملفات الترجمة موجودة في المجلد `web/locales/`.",
            "قاعدة بيانات الاختبار في CI اسمها `tern_test`.",
        ],
        [
            ("نُقلت ملفات الترجمة من `web/locales/` إلى `packages/i18n/locales/` لتستخدمها web و admin معًا.", "S", 1, "from_to", "the folder moved"),
            ("بيئة العرض أصبحت على https://sandbox.tern.io ولم يعد demo.tern.io يعمل.", "S", 0, "no_longer", "the URL changed"),
            ("في CI، قاعدة بيانات الاختبار اسمها `tern_ci_<رقم_المهمة>`، واحدة لكل مهمة.", "S", 2, "implicit", "another name, no change word"),
            ("ترجمات رسائل البريد منفصلة في `api/templates/locales/`.", "N", None, "related", "other translation files"),
            ("بيئة العرض على demo.tern.io يُعاد ملؤها كل ليلة من بيانات demo الثابتة.", "F", None, "detail", "about the stored environment"),
            ("عنوان بيئة العرض التجريبي هو demo.tern.io.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "ar",
        [
            "The CDN for user avatars is https://cdn.tern.io/avatars/.",
            "Email templates are edited in Postmark, server `tern-transactional`.",
            "The SMTP relay for internal mail is smtp.int.tern.io:587.",
        ],
        [
            ("قوالب البريد لم تعد في Postmark؛ أصبحت ملفات MJML في المستودع تحت `api/emails/`.", "S", 1, "no_longer", "the templates moved"),
            ("الصور الرمزية تُقدَّم الآن من https://img.tern.io/a/ عبر Cloudflare Images.", "S", 0, "now_uses", "the CDN changed"),
            ("عذرًا، خطأ مني: منفذ SMTP الداخلي هو 2525 وليس 587.", "S", 2, "correction", "the agent corrects the port"),
            ("خادم Postmark للرسائل التسويقية منفصل: `tern-broadcast`.", "N", None, "related", "another server"),
            ("النسخ الأصلية للصور الرمزية محفوظة أيضًا في الحاوية `tern-avatars-orig`.", "F", None, "detail", "a second place holding the originals; the CDN stays"),
            ("هل ننقل SMTP الداخلي إلى SES؟ لم يُتخذ قرار.", "N", None, "question", "a question"),
        ],
    ),
    # ---- Hindi ----
    (
        "hi",
        [
            "प्रोडक्शन का API gateway `gw.tern.io` पर है।",
            "Rate limit की सेटिंग `config/ratelimit.yaml` फ़ाइल में है।",
            "API keys `auth.api_keys` टेबल में रखी जाती हैं।",
        ],
        [
            ("Gateway अब `edge.tern.io` पर है; `gw.tern.io` बंद कर दिया गया।", "S", 0, "gone", "the gateway host changed"),
            ("Rate limit की सेटिंग अब YAML फ़ाइल में नहीं, config key `gateway.rate_limits` में है।", "S", 1, "no_longer", "the setting moved"),
            ("API keys `identity.api_keys` टेबल में हैं।", "S", 2, "implicit", "another table, no change word"),
            ("Staging gateway `gw.staging.tern.io` पर है।", "N", None, "related", "another environment"),
            ("`config/ratelimit.yaml` में हर route की अलग limit है, default 100 req/min।", "F", None, "detail", "contents of the stored file"),
            ("प्रोडक्शन gateway का पता gw.tern.io है।", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "hi",
        [
            "Razorpay callbacks hit `https://api.tern.io/callbacks/razorpay`.",
            "GST invoice PDFs are generated into the `tern-gst-invoices` bucket.",
            "Payment reconciliation reports are dropped on SFTP at `sftp.tern.io:/reports/in/`.",
        ],
        [
            ("Razorpay callbacks अब `https://pay.tern.io/razorpay/callback` पर आते हैं; पुराना path deprecated है।", "S", 0, "replaced_by", "the callback URL changed"),
            ("मेरी गलती: GST invoices `tern-invoices-in` bucket में बनते हैं, tern-gst-invoices में नहीं।", "S", 1, "correction", "the agent corrects the bucket"),
            ("Reconciliation reports अब SFTP पर नहीं आते, सीधे `s3://tern-recon/in/` में आते हैं।", "S", 2, "no_longer", "the drop location changed"),
            ("Staging के Razorpay callbacks `api.staging.tern.dev/callbacks/razorpay` पर आते हैं।", "N", None, "related", "another environment"),
            ("GST invoices bucket में हर महीने का अलग prefix है, जैसे `2025-01/`।", "F", None, "detail", "the location inside the stored bucket"),
            ("Callback signature के लिए secret config key `payments.razorpay.webhook_secret` से पढ़ा जाता है।", "N", None, "related", "a different setting"),
        ],
    ),
    # ---- Indonesian ----
    (
        "id",
        [
            "Server staging untuk worker ada di `worker-stg-1.int.tern.io`.",
            "File konfigurasi worker ada di `/etc/tern/worker.yaml`.",
            "Antrian job prioritas tinggi bernama `jobs.high`.",
        ],
        [
            ("Worker staging sekarang jalan di Kubernetes, namespace `tern-staging`; VM worker-stg-1 sudah dimatikan.", "S", 0, "gone", "the VM is gone"),
            ("Konfigurasi worker dipindah dari /etc/tern/worker.yaml ke ConfigMap `worker-config`.", "S", 1, "from_to", "the config moved"),
            ("Sebenarnya antrian prioritas tinggi namanya `jobs.critical`, bukan `jobs.high`; saya salah catat.", "S", 2, "correction", "the agent corrects the name"),
            ("Worker produksi ada di worker-1 dan worker-2.int.tern.io.", "N", None, "related", "another environment"),
            ("Antrian `jobs.low` dipakai untuk ekspor besar.", "N", None, "related", "another queue"),
            ("Config worker: /etc/tern/worker.yaml.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "id",
        [
            "The feature flag for the new onboarding is `onboarding_v2`.",
            "Experiment results are in the Amplitude project `Tern Prod`.",
            "Onboarding copy lives in `web/content/onboarding.json`.",
        ],
        [
            ("Flag onboarding baru sekarang `onboarding-2025`; `onboarding_v2` sudah dihapus dari Unleash.", "S", 0, "now_uses", "the flag changed"),
            ("Hasil eksperimen sekarang dilihat di Statsig, tidak di Amplitude lagi.", "S", 1, "no_longer", "the tool changed"),
            ("Teks onboarding ada di `web/content/onboarding/en.json` dan `id.json`.", "S", 2, "implicit", "the single file became a folder of per-language files, no change word"),
            ("Flag `onboarding_v2` hanya aktif untuk tenant yang daftar setelah 1 Mei.", "F", None, "scope", "the stored flag's scope"),
            ("Event onboarding dikirim ke project Amplitude `Tern Prod` dengan prefix `onb_`.", "F", None, "detail", "about the stored project"),
            ("Pengujian event memakai project Amplitude terpisah, `Tern Staging`.", "N", None, "related", "another project"),
        ],
    ),
    # ---- Swedish ----
    (
        "sv",
        [
            "Prod-API:t körs i klustret `tern-prod-eks` i eu-north-1.",
            "Ingress-kontrollern är nginx, och dess loggar går till Loki.",
            "Certifikaten hanteras av cert-manager med ClusterIssuer `letsencrypt-prod`.",
        ],
        [
            ("Prod-API:t har flyttats till klustret `tern-prod-eks-2`; det gamla klustret rivs i veckan.", "S", 0, "moved", "the cluster changed"),
            ("Vi bytte ingress från nginx till Traefik; loggarna går fortfarande till Loki.", "S", 1, "switched", "one half of the stored belief changed"),
            ("ClusterIssuer för prod: `le-prod-dns01`.", "S", 2, "implicit", "another issuer, no change word"),
            ("Staging kör i `tern-staging-eks`, samma region.", "N", None, "related", "another environment"),
            ("Vi funderar på att flytta prod till eu-central-1 för latensen till kunderna i Tyskland.", "N", None, "question", "a plan"),
            ("Prod-API:t ligger i EKS-klustret tern-prod-eks (eu-north-1).", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "sv",
        [
            "Customer-facing docs are built from `docs/` with MkDocs and hosted on GitHub Pages.",
            "The changelog is `CHANGELOG.md` in the repo root.",
        ],
        [
            ("Kunddokumentationen byggs nu med Docusaurus från `website/`; MkDocs och docs/ är borttagna.", "S", 0, "now_uses", "the docs source moved"),
            ("Ändringsloggen ligger i `changes/` som en fil per PR (towncrier), inte i CHANGELOG.md längre.", "S", 1, "no_longer", "the changelog moved"),
            ("Rättelse: dokumentationen hostas på Cloudflare Pages, inte GitHub Pages.", "S", 0, "correction", "the agent corrects the host, one half of the stored belief"),
            ("CHANGELOG.md har en sektion per release och 'Unreleased' överst.", "F", None, "detail", "the stored file's layout"),
            ("MkDocs-konfigurationen är `mkdocs.yml` i reporoten.", "F", None, "detail", "the config of the stored docs build"),
            ("API-referensen genereras separat till `reference/` från OpenAPI-specen.", "N", None, "related", "other docs"),
        ],
    ),
    # ---- Czech ----
    (
        "cs",
        [
            "Dokumenty ke smlouvám se ukládají do bucketu `tern-contracts` v eu-central-1.",
            "Šablony smluv jsou ve složce `api/templates/contracts/`.",
            "Podepsané smlouvy posílá DocuSign webhookem na `/webhooks/docusign`.",
        ],
        [
            ("Smlouvy se teď ukládají do bucketu `tern-legal-docs`; `tern-contracts` je jen pro čtení a v červnu se smaže.", "S", 0, "now_uses", "the bucket changed"),
            ("Šablony smluv jsme přesunuli do `packages/templates/contracts/`.", "S", 1, "moved", "the folder moved"),
            ("DocuSign webhook: `/v2/integrations/docusign/events`.", "S", 2, "implicit", "another route, no change word"),
            ("Smlouvy starší než 2022 jsou ještě na NAS `nas1.office.tern.io`.", "N", None, "related", "older documents elsewhere; new ones still go to the bucket"),
            ("Bucket tern-contracts má zapnuté verzování a Object Lock (compliance, 10 let).", "F", None, "detail", "settings of the stored bucket"),
            ("Šablony smluv najdeš v api/templates/contracts/.", "R", None, "paraphrase", "restatement"),
        ],
    ),
    (
        "cs",
        [
            "The Go worker's config is read from `worker/config.yaml`; env vars with the `WORKER_` prefix override it.",
            "Worker build artifacts go to `worker/bin/`.",
        ],
        [
            ("Worker už nečte worker/config.yaml; konfigurace je jen z proměnných prostředí `WORKER_*`.", "S", 0, "no_longer", "the config file is no longer read"),
            ("Binárky workeru jsou v `dist/worker/`, od té doby co build běží přes goreleaser.", "S", 1, "moved", "the output folder changed"),
            ("Opravuji se: prefix proměnných je `TERN_WORKER_`, ne `WORKER_`.", "S", 0, "correction", "the agent corrects the prefix, one half of the stored belief"),
            ("Příklad: `WORKER_CONCURRENCY=8` přepíše `concurrency` z config.yaml.", "F", None, "example", "an example of the stored override"),
            ("Lokální testovací konfigurace je ve `worker/config.test.yaml`.", "N", None, "related", "another config file"),
            ("Možná přesuneme binárky do `build/`, ještě se rozhoduje.", "N", None, "question", "a plan"),
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
                "id": f"o{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": [filled[i] for i in order],
                "new": _fill(new),
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
