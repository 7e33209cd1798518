"""Build pairs28.jsonl: a blind write-gate pairs set about settings, limits and feature flags.

The rows are written here as scenarios: three stored beliefs a coding agent keeps about one
product's configured values (timeouts, retries, pool sizes, rate limits, quotas, batch sizes, cache
TTLs, log levels, cron schedules, retention periods, feature flags and rollout percentages, option
defaults, alert and CI thresholds, ports), and several new statements judged against them. Invented
identifiers (PR numbers, incident ids) are drawn from a string-seeded ``random.Random``; the
renderer shuffles each row's ``existing`` with a string-seeded ``random.Random`` too, so the file is
byte-identical on every run whatever ``PYTHONHASHSEED`` is. Stdlib only.

    python pairs28_build.py          # write pairs28.jsonl next to this file
    python pairs28_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs28.jsonl")
SEED = "pairs28-r42"
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    out = {}
    for i in range(1, 7):
        out[f"pr{i}"] = str(rng.randrange(2100, 6900))
    for i in range(1, 5):
        out[f"inc{i}"] = str(rng.randrange(100, 999))
    return out


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: api request timeouts, workers, payment client ----
    (
        "en",
        [
            "The api's request timeout is 30 s end to end: `proxy_read_timeout 30s` in the gateway nginx and gunicorn `--timeout 30`.",
            "api pods run gunicorn with 4 uvicorn workers each (`WEB_CONCURRENCY=4` in the prod Helm values).",
            "The payment gateway client in `api/payments/client.py` uses a 10 s timeout and 3 retries with jitter.",
        ],
        [
            ("Raised the api request timeout to 60 s in both nginx and gunicorn; the fleet CSV export kept hitting 30.", "S", 0, "switched", "the stored timeout was raised"),
            ("`WEB_CONCURRENCY` is 6 in the prod values file, after the move to c7g.xlarge nodes.", "S", 1, "implicit", "another worker count, no change word for the value"),
            ("The payment client's retries went from 3 to 2; with a 10 s timeout a checkout could hang for 40 s.", "S", 2, "from_to", "the retry count changed (bundled with the timeout)"),
            ("nginx `proxy_read_timeout` is 45s now, and gunicorn's `--timeout` matches it.", "S", 0, "now_uses", "the timeout changed in both places"),
            ("Correction: the payment client timeout is 8 s, not 10 s; I misread the constant.", "S", 2, "correction", "the agent corrects the stored timeout"),
            ("The CSV export endpoint gets its own 120 s timeout through a separate nginx `location`; every other route stays at 30 s.", "F", None, "scope", "an exception for one endpoint; the stored default stands"),
            ("During INC-⟨inc1⟩ we ran 8 gunicorn workers on two pods for an hour, then rolled them back to 4.", "N", None, "plain", "a temporary incident override, already reverted"),
            ("Should we drop the request timeout to 20 s now that the slow reports run in the worker?", "N", None, "question", "a proposal"),
            ("Grafana shows the api's p99 at 4.2 s this week, far below the timeout.", "N", None, "plain", "an observed latency, not a configured value"),
            ("Api requests are cut off after half a minute, by nginx and gunicorn alike.", "R", None, "paraphrase", "restates the 30 s timeout in other units"),
            ("The dispatch service's HTTP server has a 15 s write timeout; it doesn't sit behind the api gateway.", "N", None, "related", "another service's timeout"),
            ("The api's gunicorn uses `uvicorn.workers.UvicornWorker` with `--graceful-timeout 20`.", "F", None, "detail", "detail of the stored gunicorn setup"),
            ("Staging runs gunicorn with 2 workers per pod to save memory.", "N", None, "related", "another environment's worker count"),
        ],
    ),
    # ---- English: database connection pools and statement timeouts ----
    (
        "en",
        [
            "Prod PgBouncer runs in transaction mode with `default_pool_size = 40` and `max_client_conn = 2000`.",
            "Each api pod's SQLAlchemy engine uses `pool_size=10, max_overflow=5`.",
            "The `api_rw` Postgres role has `statement_timeout = 15s`.",
        ],
        [
            ("PgBouncer's `default_pool_size` is 60 since Tuesday's change (PR #⟨pr1⟩).", "S", 0, "now_uses", "the pool size was raised"),
            ("SQLAlchemy pool in the api: `pool_size=20`, `max_overflow=0`.", "S", 1, "implicit", "other pool values, no change word"),
            ("We lowered `statement_timeout` for `api_rw` from 15s to 5s; long queries belong to the reporting role.", "S", 2, "from_to", "the role's timeout changed"),
            ("PgBouncer switched to session mode; the pool size is unchanged.", "S", 0, "switched", "the pool mode inside the stored belief changed"),
            ("Correction: `max_overflow` is 10 per pod, I had it down as 5.", "S", 1, "correction", "the agent corrects the overflow value"),
            ("The `reporting` role got `statement_timeout = 120s` so ad-hoc queries can't hold locks all night.", "N", None, "related", "another role's timeout"),
            ("`idle_in_transaction_session_timeout` is 60s on `api_rw` as well, next to the 15s statement timeout.", "N", None, "related", "a second limit beside the stored one"),
            ("The PgBouncer dashboard shows 31 of 40 server connections busy at the morning peak.", "N", None, "plain", "a dashboard reading, not a setting"),
            ("Should PgBouncer get a separate session-mode pool for the migrations job? Advisory locks don't work in transaction mode.", "N", None, "question", "a proposal"),
            ("Tried `default_pool_size = 80` this morning to chase the queue wait; it starved Postgres and was reverted by 11:00. Back to 40.", "R", None, "paraphrase", "a same-day revert restores the stored value"),
            ("PgBouncer: transaction pooling, 40 server connections per pool, up to 2000 clients.", "R", None, "paraphrase", "restates the stored settings"),
            ("The migrations job runs as `api_rw` but sets `SET statement_timeout = 0` for its own session; every other session keeps 15s.", "F", None, "scope", "an exception for one job"),
            ("The pool numbers come from `PGBOUNCER_DEFAULT_POOL_SIZE` in `deploy/pgbouncer/values-prod.yaml`.", "F", None, "detail", "where the stored value is set"),
        ],
    ),
    # ---- English: rate limits (wrong-target pairs: public API vs partner webhooks) ----
    (
        "en",
        [
            "Public API: 600 requests per minute per API key, enforced at the gateway (429 with `Retry-After`).",
            "Partner webhook deliveries are throttled to 20 per second per partner endpoint.",
            "Login: 5 failed attempts per 15 minutes per IP and account, then a 15-minute lockout.",
        ],
        [
            ("The public API limit went up to 1,200 requests per minute per key, for every key.", "S", 0, "switched", "the per-key limit changed"),
            ("Partner webhooks stay at 20/s; it's the public API that went down to 300 per minute per key.", "S", 0, "switched", "wrong-target trap: the API limit changed, webhooks are confirmed"),
            ("Public API limit unchanged at 600/min; webhook deliveries are capped at 50 per second per endpoint now.", "S", 1, "now_uses", "wrong-target trap: the webhook cap changed, the API limit is confirmed"),
            ("Login lockout is 30 minutes now, still after 5 failed attempts.", "S", 2, "now_uses", "the lockout inside the stored belief changed"),
            ("We no longer throttle partner webhooks per endpoint; there's one global cap of 500/s across all partners.", "S", 1, "no_longer", "the throttling scheme changed"),
            ("Login throttling moved to the identity provider (10 attempts per hour per account); our own limiter is switched off.", "S", 2, "moved", "the stored login limit no longer applies"),
            ("Added a burst limit on the public API: at most 50 requests in any one-second window, on top of the per-minute limit.", "N", None, "related", "a second limit beside the stored one"),
            ("The internal ops console isn't rate limited at all; it sits behind the VPN.", "N", None, "negation", "a negation about something else"),
            ("The gateway dashboard shows the busiest key peaking at 540 requests per minute yesterday.", "N", None, "plain", "a dashboard reading"),
            ("Could we make the login limit per account only? Riders behind carrier NAT share IPs.", "N", None, "question", "a proposal"),
            ("600 a minute per key works out to 10 requests per second on average.", "R", None, "paraphrase", "a unit conversion of the stored limit"),
            ("Enterprise keys get 3,000 requests per minute through a per-key override; the default stays 600.", "F", None, "scope", "an exception for one plan"),
            ("The limiter is a sliding window in Redis (`ratelimit:{key_id}:{minute}`), counted at the gateway.", "F", None, "detail", "how the stored limit is enforced"),
        ],
    ),
    # ---- English: feature flags and rollouts ----
    (
        "en",
        [
            "`new_unlock_flow` is rolled out to 25% of riders, Lisbon only (Unleash gradual rollout, sticky on `userId`).",
            "`surge_pricing_v2` is off in every city; the old surge table prices all rides.",
            "`parking_photo_required` is on in all cities except Rotterdam, where the council rules differ.",
        ],
        [
            ("`new_unlock_flow` is at 100% in Lisbon now.", "S", 0, "now_uses", "the rollout percentage changed"),
            ("Expanded `new_unlock_flow` to Lyon and Porto, also at 25%.", "S", 0, "switched", "no longer Lisbon only"),
            ("Turned `surge_pricing_v2` on for Lyon on Monday; every other city stays on the old table.", "S", 1, "switched", "the flag is no longer off everywhere"),
            ("Rotterdam requires the parking photo too since the new permit; the exception is gone.", "S", 2, "gone", "the stored exception no longer holds"),
            ("Rolled `new_unlock_flow` back to 0% after the Bluetooth unlock failures on Android 14.", "S", 0, "switched", "a rollback away from the stored 25%"),
            ("`surge_pricing_v2` was flipped on in staging for the QA pass.", "N", None, "related", "another environment"),
            ("Should we flip `surge_pricing_v2` on for the Lyon festival weekend?", "N", None, "question", "a proposal"),
            ("The Unleash metrics show `new_unlock_flow` served to 24.6% of Lisbon sessions today.", "N", None, "plain", "an observed share, not a configured one"),
            ("`new_unlock_flow` was bumped to 50% at 14:00 and went back to 25% at 16:30 when unlock errors rose; it's at 25% again.", "R", None, "paraphrase", "a same-day revert restores the stored value"),
            ("Still no surge v2 anywhere; every city is priced from the old table.", "R", None, "paraphrase", "restates the stored flag"),
            ("Added a kill switch `unlock_ble_fallback` that forces the old Bluetooth path; it is off.", "N", None, "related", "another flag beside the stored ones"),
            ("`parking_photo_required` is only enforced in the app; the api accepts an end of ride without a photo from ops accounts.", "F", None, "scope", "an exception for ops accounts"),
            ("The `new_unlock_flow` strategy also has a constraint `appVersion >= 4.12`, so older apps never get it.", "F", None, "detail", "detail of the stored rollout"),
        ],
    ),
    # ---- English: cache TTLs ----
    (
        "en",
        [
            "Vehicle availability is cached in Redis for 15 seconds (`AVAILABILITY_TTL_S=15`).",
            "The pricing table is cached in-process for 10 minutes, so a price change can take that long to show.",
            "Map tiles are cached by the CDN for 24 hours (`Cache-Control: public, max-age=86400`).",
        ],
        [
            ("Availability TTL is down to 5 s; riders kept seeing scooters that were already taken.", "S", 0, "switched", "the TTL was lowered"),
            ("Pricing is no longer cached in-process; the api reads it from Redis with pub/sub invalidation on every change.", "S", 1, "no_longer", "the pricing cache was replaced"),
            ("Map tiles: `max-age=604800` on the CDN since the style freeze.", "S", 2, "implicit", "another max-age, no change word"),
            ("Correction: the availability TTL is 30 s, not 15 s (`AVAILABILITY_TTL_S=30` in the prod values).", "S", 0, "correction", "the agent corrects the TTL"),
            ("Tiles are cached for one hour instead of a day; the basemap now changes with every street-closure import.", "S", 2, "instead_of", "the CDN TTL changed"),
            ("Tile caching at the CDN was dropped: tiles come straight from the tile server with `no-store`.", "S", 2, "dropped", "the CDN cache was removed"),
            ("The CDN caches the rider app's static assets for a year; the filenames are hashed.", "N", None, "related", "another cache"),
            ("Would a 1-minute pricing cache be enough? Ops complain that new prices take ten minutes to show.", "N", None, "question", "a proposal"),
            ("Redis reports a 93% hit rate on `avail:*` keys over the last day.", "N", None, "plain", "a dashboard reading"),
            ("Availability responses also carry `Cache-Control: max-age=5` for the app, separate from the 15 s Redis TTL.", "N", None, "related", "a second cache layer beside the stored one"),
            ("24 hours of CDN caching for tiles, i.e. 86,400 seconds.", "R", None, "paraphrase", "a unit conversion of the stored TTL"),
            ("The ops console reads availability uncached; riders still get the 15-second cached view.", "F", None, "scope", "an exception for one client"),
            ("The pricing cache lives per gunicorn worker, so every worker holds its own copy for up to 10 minutes.", "F", None, "detail", "detail of the stored cache"),
        ],
    ),
    # ---- English: cron schedules and snapshots ----
    (
        "en",
        [
            "The nightly settlement job runs at 02:30 UTC (`30 2 * * *` in the CronJob `settlement-nightly`).",
            "The battery-swap planner runs every 20 minutes between 05:00 and 23:00 local time.",
            "Database snapshots are taken every hour and kept for 7 days.",
        ],
        [
            ("settlement-nightly's schedule is `0 4 * * *` now, after the bank moved its file cutoff.", "S", 0, "now_uses", "the schedule changed"),
            ("The battery-swap planner runs every 10 minutes instead of 20.", "S", 1, "instead_of", "the interval changed"),
            ("Hourly snapshots are kept for 35 days since the audit; still one an hour.", "S", 2, "switched", "the retention inside the stored belief changed"),
            ("The planner runs around the clock now; the 05:00-23:00 window was removed for the night crews.", "S", 1, "dropped", "the time window was dropped"),
            ("Snapshots every 4 hours now, retention unchanged.", "S", 2, "switched", "the snapshot interval changed"),
            ("The month-end close is a separate CronJob, `settlement-monthend`, at 23:50 UTC on the last day of the month.", "N", None, "related", "another job"),
            ("settlement-nightly ran at 05:10 UTC today because the node pool was scaled down; the schedule itself is unchanged.", "N", None, "plain", "a late run, not a schedule change"),
            ("Could we move settlement to 01:00 so finance has the report before the standup?", "N", None, "question", "a proposal"),
            ("The settlement CronJob in staging runs every hour for testing.", "N", None, "related", "another environment"),
            ("Paused the battery-swap planner for Lyon during the marathon on Sunday; it resumed at 18:00.", "N", None, "plain", "a temporary pause, over"),
            ("Reminder: settlement runs at half past two UTC, every night.", "R", None, "paraphrase", "restates the schedule"),
            ("The snapshots come from the AWS Backup plan `hourly-7d` (`DeleteAfterDays: 7`).", "F", None, "detail", "where the stored schedule is set"),
            ("With summer time, Vienna's planner window starts at 03:00 UTC; it is still 05:00 local.", "F", None, "detail", "the UTC mapping of the stored local window"),
        ],
    ),
    # ---- English: retention and log levels (wrong-target pairs: prod vs staging) ----
    (
        "en",
        [
            "Raw vehicle telemetry is kept for 30 days in `telemetry_raw`, then dropped by partition.",
            "The api logs at INFO in prod (`LOG_LEVEL=INFO` in `values-prod.yaml`).",
            "The api logs at DEBUG in staging (`LOG_LEVEL=DEBUG` in `values-staging.yaml`).",
        ],
        [
            ("Raw telemetry partitions are dropped after 90 days now; the insurer asked for three months.", "S", 0, "switched", "the retention changed"),
            ("Prod api logs at WARNING since Friday; INFO was costing us 400 GB a day in Loki.", "S", 1, "switched", "the prod log level changed"),
            ("Staging stays on DEBUG; prod moved to WARNING.", "S", 1, "moved", "wrong-target trap: prod changed, staging is confirmed"),
            ("Prod keeps INFO; staging was turned down to INFO as well, DEBUG drowned the test output.", "S", 2, "switched", "wrong-target trap: staging changed, prod is confirmed"),
            ("`LOG_LEVEL` in `values-staging.yaml` went from `DEBUG` to `INFO`.", "S", 2, "from_to", "the staging log level changed"),
            ("Turned on DEBUG for the `api.payments` logger in prod for 30 minutes to chase INC-⟨inc2⟩, then back to INFO.", "N", None, "plain", "a temporary override, reverted"),
            ("The hourly aggregates in `telemetry_hourly` are kept for 2 years.", "N", None, "related", "another table's retention"),
            ("Should we keep raw telemetry longer than 30 days for the battery-degradation model?", "N", None, "question", "a proposal"),
            ("The dispatch service logs at DEBUG in prod because its logger ignores `LOG_LEVEL`; that's a bug to fix, not a setting.", "N", None, "related", "another service's logging"),
            ("30 days of raw telemetry, about a month, then the partition goes.", "R", None, "paraphrase", "restates the retention"),
            ("The partition drop runs through `pg_partman` with `retention = '30 days'` and `retention_keep_table = false`.", "F", None, "detail", "how the stored retention is applied"),
            ("Rides under a damage dispute keep their raw telemetry until the dispute closes; everything else goes after 30 days.", "F", None, "scope", "an exception for disputed rides"),
            ("We don't ship debug logs from staging to Loki at all; they stay in the pod.", "N", None, "negation", "a negation about shipping, not the level"),
        ],
    ),
    # ---- English: retries, batches and expiries ----
    (
        "en",
        [
            "Background tasks retry up to 5 times with exponential backoff (base 2 s, capped at 5 minutes), then go to the dead-letter queue.",
            "The dispatch consumer reads `vehicle-events` in batches of 500 (`max.poll.records=500`).",
            "Rebalancing task offers to field crews expire after 90 seconds if nobody accepts.",
        ],
        [
            ("Max retries for background tasks is 8 now; the backoff cap stays at 5 minutes.", "S", 0, "now_uses", "the retry count changed"),
            ("The dispatch consumer batch size was cut from 500 to 200 because of rebalance timeouts.", "S", 1, "from_to", "the batch size changed"),
            ("Task offers expire after 3 minutes now; crews on bikes couldn't accept within 90 seconds.", "S", 2, "now_uses", "the expiry changed"),
            ("Backoff is a flat 30 s instead of exponential; still 5 attempts.", "S", 0, "instead_of", "the backoff scheme changed"),
            ("`max.poll.records` is 1000 in the dispatch consumer config.", "S", 1, "implicit", "another batch size, no change word"),
            ("Correction: offers expire after 120 seconds, not 90; the constant is `OFFER_TTL = 2 * time.Minute`.", "S", 2, "correction", "the agent corrects the expiry"),
            ("The email task queue retries only 3 times; SMS and push keep the 5-retry default.", "F", None, "scope", "an exception for one queue"),
            ("The dead-letter queue held 1,284 messages this morning, per the queue dashboard.", "N", None, "plain", "a dashboard reading"),
            ("`max.poll.interval.ms` is 300000 for the dispatch consumer, next to the 500-record batch.", "N", None, "related", "a second setting beside the stored one"),
            ("Should offers expire faster at night, when fewer crews are on shift?", "N", None, "question", "a proposal"),
            ("Retries: five, doubling from 2 s, never more than 5 minutes apart; after that, the DLQ.", "R", None, "paraphrase", "restates the retry policy"),
            ("The analytics consumer reads the same topic in batches of 5,000.", "N", None, "related", "another consumer"),
            ("The 90-second expiry is a Redis key per offer, set with `EX 90`.", "F", None, "detail", "how the stored expiry is enforced"),
        ],
    ),
    # ---- English: CI thresholds ----
    (
        "en",
        [
            "CI fails the api build if line coverage drops below 80% (`--cov-fail-under=80`).",
            "Playwright retries a failing e2e test twice in CI (`retries: 2`), never locally.",
            "The web Lighthouse check fails the PR if the performance score on `/map` is under 85.",
        ],
        [
            ("The coverage gate for the api is 85% now.", "S", 0, "now_uses", "the gate was raised"),
            ("Playwright retries are 0 in CI; flaky tests get quarantined instead of retried.", "S", 1, "switched", "the retry count changed"),
            ("The Lighthouse check is warning-only now; a score under 85 no longer fails the PR.", "S", 2, "no_longer", "the check no longer gates"),
            ("`--cov-fail-under=75` was merged in PR #⟨pr2⟩ after the vendored code was counted.", "S", 0, "implicit", "another threshold, no change word"),
            ("The Lighthouse threshold on `/map` was lowered from 85 to 75 for the new WebGL layer.", "S", 2, "from_to", "the threshold changed"),
            ("The `jobs/` package has its own coverage gate at 70% in its workflow; the api's 80% is unchanged.", "N", None, "related", "another package's gate"),
            ("Branch coverage is checked too now, at 70%, next to the 80% line gate.", "N", None, "related", "a second threshold beside the stored one"),
            ("Codecov shows the api at 83.4% line coverage on main.", "N", None, "plain", "a measured value, not the gate"),
            ("Should we raise the coverage gate once the payments rewrite lands?", "N", None, "question", "a proposal"),
            ("Playwright: two retries in CI, none on laptops.", "R", None, "paraphrase", "restates the retry setting"),
            ("The coverage gate leaves out `api/migrations/` and `api/scripts/` through `[tool.coverage.run] omit`.", "F", None, "detail", "detail of the stored gate"),
            ("The Lighthouse run uses mobile emulation with simulated 4G, median of 3 runs.", "F", None, "detail", "how the stored check is measured"),
            ("Tests tagged `@payments` get 3 retries in CI because of the sandbox; everything else keeps 2.", "F", None, "scope", "an exception for one tag"),
        ],
    ),
    # ---- English: alerting thresholds ----
    (
        "en",
        [
            "We page on-call when the api 5xx rate is above 2% for 5 minutes.",
            "The api p99 latency alert fires at 1.5 s sustained for 10 minutes and opens a ticket, not a page.",
            "The disk usage alert on the Postgres volume fires at 85%.",
        ],
        [
            ("The 5xx page threshold is 1% over 5 minutes since the SLO review.", "S", 0, "now_uses", "the threshold was lowered"),
            ("The p99 latency alert pages on-call instead of opening a ticket; still 1.5 s for 10 minutes.", "S", 1, "instead_of", "the routing inside the stored belief changed"),
            ("Disk alert on the Postgres volume: 75%. We got too little warning at 85 last time.", "S", 2, "implicit", "another threshold, no change word"),
            ("The p99 alert threshold moved to 2 s after the map endpoints joined the api.", "S", 1, "moved", "the latency threshold changed"),
            ("The 5xx rate page was replaced by a burn-rate alert on the 99.5% availability SLO (14.4x over 1 h).", "S", 0, "replaced_by", "the paging rule was replaced"),
            ("Added a second disk alert at 95% that pages; the 85% one stays a warning.", "N", None, "related", "a second threshold beside the stored one"),
            ("The dispatch service pages at 5% 5xx; it's noisier by design.", "N", None, "related", "another service's threshold"),
            ("Silenced the 5xx page for the 20-minute maintenance window tonight.", "N", None, "plain", "a temporary silence"),
            ("The Postgres volume is at 71% according to the RDS console.", "N", None, "plain", "a dashboard reading"),
            ("Should the p99 alert leave out the export endpoint? It trips every Monday.", "N", None, "question", "a proposal"),
            ("The paging rule again: 5xx over 2% for five straight minutes wakes somebody up.", "R", None, "paraphrase", "restates the rule"),
            ("The 85% disk threshold is about 850 GB on the 1 TB volume.", "R", None, "paraphrase", "a unit conversion of the stored threshold"),
            ("The 5xx rule is `sum(rate(http_requests_total{status=~\"5..\"}[5m])) / sum(rate(http_requests_total[5m])) > 0.02` in `alerts/api.yaml`.", "F", None, "detail", "the expression behind the stored rule"),
        ],
    ),
    # ---- English: ports and option defaults ----
    (
        "en",
        [
            "The api listens on port 8000 inside the container; the Service maps 80 to it.",
            "dispatch serves gRPC on 9090 and Prometheus metrics on 9102.",
            "`spokectl export` writes CSV unless `--format` is given, and `--since` defaults to 7 days ago.",
        ],
        [
            ("The api container listens on 8080 now, the platform team's standard; the Service still exposes 80.", "S", 0, "now_uses", "the container port changed"),
            ("dispatch metrics moved from 9102 to `:9464`, the port the OpenTelemetry collector scrapes.", "S", 1, "from_to", "the metrics port changed"),
            ("`spokectl export` defaults to `--format parquet` since v0.9; CSV needs the flag.", "S", 2, "switched", "the default format changed"),
            ("`--since` in `spokectl export` defaults to 24 hours now.", "S", 2, "now_uses", "the default window changed"),
            ("Correction: dispatch serves gRPC on 50051, the gRPC default; 9090 was its old health port.", "S", 1, "correction", "the agent corrects the port"),
            ("Locally, `docker compose` maps the api to host port 8001 because 8000 clashes with the docs server.", "N", None, "related", "another environment's port"),
            ("Should dispatch serve metrics on the gRPC port through a shared mux and free a port?", "N", None, "question", "a proposal"),
            ("The api's admin endpoints listen on a separate port, 8081, which the Service doesn't expose.", "N", None, "related", "a second port beside the stored one"),
            ("The Redis sidecar in the dispatch pod listens on 6380.", "N", None, "related", "another process's port"),
            ("api: 8000 in the container, 80 on the Service.", "R", None, "paraphrase", "restates the ports"),
            ("Without `--since`, `spokectl export` gives you the last week.", "R", None, "paraphrase", "restates the default in other words"),
            ("dispatch's ports come from `GRPC_ADDR=:9090` and `METRICS_ADDR=:9102` in its Deployment.", "F", None, "detail", "where the stored ports are set"),
            ("`spokectl export payouts` always writes CSV whatever `--format` says, because finance imports it into their ledger.", "F", None, "scope", "an exception for one table"),
        ],
    ),
    # ---- English: plan quotas, upload limits, import batches ----
    (
        "en",
        [
            "Operators on the Starter plan can register at most 200 vehicles.",
            "Damage photos are limited to 10 MB each and 5 per report.",
            "The bulk vehicle import commits in batches of 1,000 rows, one transaction per batch.",
        ],
        [
            ("The Starter plan vehicle limit is 500 as of the pricing update.", "S", 0, "now_uses", "the quota changed"),
            ("Photo uploads can be up to 25 MB now; new phones shoot bigger HEICs.", "S", 1, "switched", "the size limit changed"),
            ("The importer commits every 250 rows instead of every 1,000; long transactions were blocking the availability refresh.", "S", 2, "instead_of", "the batch size changed"),
            ("No vehicle cap on Starter any more; it's priced per active vehicle.", "S", 0, "no_longer", "the cap was removed"),
            ("Damage reports take up to 10 photos; each is still capped at 10 MB.", "S", 1, "switched", "the per-report count inside the stored belief changed"),
            ("The Growth plan allows 2,000 vehicles.", "N", None, "related", "another plan's quota"),
            ("The ops dashboard shows 187 vehicles registered for the Vienna Starter operator.", "N", None, "plain", "a dashboard reading"),
            ("Should Starter operators be able to buy vehicle packs instead of upgrading?", "N", None, "question", "a proposal"),
            ("The importer also stops at 50,000 rows per file; bigger files must be split.", "N", None, "related", "a second limit beside the stored one"),
            ("Each damage photo may be up to ten megabytes, and a report holds five at most.", "R", None, "paraphrase", "restates the limits"),
            ("Import batches: a thousand rows, each in its own transaction.", "R", None, "paraphrase", "restates the batch size"),
            ("Acme Mobility, on Starter, has a manual override to 260 vehicles until their contract renewal.", "F", None, "scope", "an exception for one operator"),
            ("The photo limit is checked twice: nginx `client_max_body_size 12m` and the api's validator at 10 MB.", "F", None, "detail", "how the stored limit is enforced"),
        ],
    ),
    # ---- German (beliefs in German): the billing service ----
    (
        "de",
        [
            "Der `billing`-Service läuft mit `-Xmx2g` (2 GB JVM-Heap), gesetzt in `billing/deploy/values.yaml`.",
            "Der nächtliche Rechnungslauf verarbeitet 200 Rechnungen pro Batch.",
            "Der HTTP-Client zur Bank-API hat ein Timeout von 20 Sekunden und macht keine Wiederholungen.",
        ],
        [
            ("Wir haben den Heap von `billing` auf `-Xmx3g` erhöht, nachdem der Rechnungslauf zweimal mit OOM abgebrochen ist.", "S", 0, "switched", "the heap size was raised"),
            ("Der Rechnungslauf arbeitet jetzt mit Batches zu 500 Rechnungen.", "S", 1, "now_uses", "the batch size changed"),
            ("Aufrufe der Bank-API werden inzwischen bis zu zweimal wiederholt, bei gleichem Timeout von 20 Sekunden.", "S", 2, "switched", "the no-retry part of the stored belief changed"),
            ("Im Staging läuft `billing` mit `-Xmx1g`, um Speicher zu sparen.", "N", None, "related", "another environment's heap"),
            ("Zur Erinnerung: 200 Rechnungen pro Batch im nächtlichen Lauf.", "R", None, "paraphrase", "restates the batch size"),
            ("Das Timeout steht als `bank.client.read-timeout=20s` in `application-prod.yml`.", "F", None, "detail", "where the stored timeout is set"),
        ],
    ),
    # ---- German (beliefs in English): token lifetimes ----
    (
        "de",
        [
            "Access tokens (JWT) for the rider app expire after 15 minutes.",
            "Refresh tokens are valid for 30 days and rotate on every use.",
            "Password reset links are valid for 1 hour.",
        ],
        [
            ("Access-Tokens laufen jetzt nach 5 Minuten ab.", "S", 0, "now_uses", "the token lifetime changed"),
            ("Refresh-Tokens gelten 90 Tage statt 30.", "S", 1, "instead_of", "the refresh lifetime changed"),
            ("Korrektur: Links zum Zurücksetzen des Passworts gelten 30 Minuten, nicht eine Stunde.", "S", 2, "correction", "the agent corrects the link lifetime"),
            ("Sollen wir die Rotation der Refresh-Tokens abschalten? Auf schwachen Netzen fliegen Leute sonst raus.", "N", None, "question", "a proposal"),
            ("Für die Ops-Konsole gelten Access-Tokens 8 Stunden; das ist ein eigener Client.", "N", None, "related", "another client's token lifetime"),
            ("Für Betreiberkonten in der App gelten Refresh-Tokens nur 7 Tage; Fahrgäste behalten 30 Tage.", "F", None, "scope", "an exception for one kind of account"),
        ],
    ),
    # ---- French (beliefs in French): notifications and a flag ----
    (
        "fr",
        [
            "Les notifications push marketing sont limitées à 3 par usager et par jour.",
            "Le digest e-mail hebdomadaire part le lundi à 08:00, heure locale de chaque ville.",
            "Le flag `group_rides` est désactivé dans toutes les villes.",
        ],
        [
            ("La limite est passée à 1 notification marketing par jour et par usager, suite aux plaintes.", "S", 0, "switched", "the push cap was lowered"),
            ("Le digest part désormais le jeudi à 17:00.", "S", 1, "now_uses", "the send time changed"),
            ("`group_rides` est activé à 100 % à Lyon.", "S", 2, "implicit", "the flag is on in one city, no change word"),
            ("Les notifications transactionnelles (fin de course, reçu) ne sont soumises à aucune limite.", "N", None, "negation", "a negation about other notifications"),
            ("On a activé `group_rides` à Lyon pendant une heure pour une démo, puis on l'a recoupé : il est de nouveau désactivé partout.", "R", None, "paraphrase", "a same-day revert restores the stored value"),
            ("La limite de 3 est comptée sur une fenêtre glissante de 24 h dans Redis, pas par jour calendaire.", "F", None, "detail", "how the stored cap is counted"),
        ],
    ),
    # ---- French (beliefs in English): autoscaling and resource limits ----
    (
        "fr",
        [
            "The api's HPA scales between 3 and 12 replicas, targeting 70% CPU.",
            "dispatch pods have limits of 500m CPU and 512Mi memory.",
            "The cluster autoscaler keeps at least 4 nodes in the `general` node group.",
        ],
        [
            ("Le HPA de l'api monte maintenant jusqu'à 20 réplicas.", "S", 0, "now_uses", "the max replicas changed"),
            ("Les pods dispatch ont une limite mémoire de 1Gi ; le CPU reste à 500m.", "S", 1, "implicit", "another memory limit, no change word"),
            ("Le minimum du groupe `general` est passé de 4 à 2 nœuds.", "S", 2, "from_to", "the node minimum changed"),
            ("Pendant l'incident INC-⟨inc3⟩, on a fixé l'api à 15 réplicas à la main pendant deux heures.", "N", None, "plain", "a temporary incident override"),
            ("Faut-il viser 60 % de CPU plutôt que 70 % pour absorber les pics du matin ?", "N", None, "question", "a proposal"),
            ("La cible de 70 % se calcule sur les `requests` CPU (250m par pod), pas sur les limites.", "F", None, "detail", "how the stored target is computed"),
        ],
    ),
    # ---- Spanish (beliefs in Spanish): reservations and a promo flag ----
    (
        "es",
        [
            "Una reserva de vehículo dura 10 minutos; después se libera sola.",
            "Cada usuario puede tener como máximo 2 reservas activas.",
            "El flag `free_first_unlock` está activo para usuarios nuevos en Madrid y Sevilla.",
        ],
        [
            ("Las reservas duran ahora 15 minutos.", "S", 0, "now_uses", "the reservation length changed"),
            ("El máximo de reservas activas bajó a 1 por usuario; había gente acaparando patinetes.", "S", 1, "switched", "the cap was lowered"),
            ("`free_first_unlock` ya no está activo en Sevilla; solo queda Madrid.", "S", 2, "no_longer", "the flag no longer covers both cities"),
            ("El panel muestra una duración media de reserva de 6 minutos.", "N", None, "plain", "a dashboard reading"),
            ("Diez minutos de reserva, o sea 600 segundos, y luego se libera.", "R", None, "paraphrase", "a unit conversion of the stored value"),
            ("Los usuarios con abono mensual pueden reservar 20 minutos; el resto sigue con 10.", "F", None, "scope", "an exception for subscribers"),
        ],
    ),
    # ---- Spanish (beliefs in English): Sentry sampling ----
    (
        "es",
        [
            "Sentry traces are sampled at 10% in prod (`traces_sample_rate=0.1`).",
            "All errors are sent to Sentry (`sample_rate=1.0`).",
            "Sentry profiling is off everywhere.",
        ],
        [
            ("Bajamos el muestreo de trazas de Sentry al 2 % en producción por el coste.", "S", 0, "switched", "the trace rate was lowered"),
            ("Activamos el profiling de Sentry en la api, al 5 %.", "S", 2, "switched", "profiling is no longer off everywhere"),
            ("Corrección: el muestreo de trazas en producción es 0.05, no 0.1.", "S", 0, "correction", "the agent corrects the rate"),
            ("En staging las trazas se muestrean al 100 %.", "N", None, "related", "another environment"),
            ("¿Deberíamos muestrear menos los errores repetidos del endpoint de mapas?", "N", None, "question", "a proposal"),
            ("Las rutas de healthcheck (`/healthz`, `/readyz`) quedan fuera del muestreo con un `traces_sampler`.", "F", None, "scope", "an exception for some routes"),
        ],
    ),
    # ---- Portuguese (beliefs in Portuguese): backups and audit retention ----
    (
        "pt",
        [
            "Os backups do Postgres ficam guardados durante 30 dias.",
            "Os logs de auditoria são mantidos durante 1 ano.",
            "O arquivamento de WAL é forçado a cada 5 minutos (`archive_timeout = 300`).",
        ],
        [
            ("A retenção dos backups do Postgres passou para 60 dias.", "S", 0, "switched", "the backup retention changed"),
            ("Os logs de auditoria agora ficam 7 anos, por exigência fiscal.", "S", 1, "now_uses", "the audit retention changed"),
            ("`archive_timeout = 60` no parameter group de produção.", "S", 2, "implicit", "another value, no change word"),
            ("Os backups da base de staging ficam só 3 dias.", "N", None, "related", "another environment"),
            ("Cinco minutos entre arquivos de WAL, ou seja, 300 segundos.", "R", None, "paraphrase", "a unit conversion of the stored value"),
            ("Os backups de 30 dias são snapshots automáticos do RDS, com janela às 03:00 UTC.", "F", None, "detail", "detail of the stored backups"),
        ],
    ),
    # ---- Portuguese (beliefs in English): geofence limits ----
    (
        "pt",
        [
            "In slow zones, scooters are capped at 15 km/h.",
            "A ride can only end if the vehicle is parked within 25 m of a parking spot.",
            "Vehicles go offline for riders when the battery drops below 15%.",
        ],
        [
            ("O limite nas zonas lentas é agora 10 km/h em todas as cidades.", "S", 0, "now_uses", "the speed cap changed"),
            ("O raio de estacionamento passou de 25 m para 15 m.", "S", 1, "from_to", "the parking radius changed"),
            ("Os veículos ficam indisponíveis abaixo de 20% de bateria.", "S", 2, "implicit", "another threshold, no change word"),
            ("Em Lisboa, as zonas pedonais têm um limite de 6 km/h, além das zonas lentas.", "N", None, "related", "another kind of zone beside the stored one"),
            ("O mapa de operações mostra agora 38 veículos abaixo de 15%.", "N", None, "plain", "a dashboard reading"),
            ("Nos hubs com carregador o raio é de 40 m; no resto continua 25 m.", "F", None, "scope", "an exception for hubs"),
        ],
    ),
    # ---- Italian (beliefs in Italian): pagination, exports, search timeout ----
    (
        "it",
        [
            "La dimensione di pagina predefinita dell'API è 50, con un massimo di 200.",
            "Gli export CSV sono limitati a 100.000 righe.",
            "La ricerca veicoli ha un timeout di query di 2 secondi.",
        ],
        [
            ("Il massimo per pagina è sceso a 100; il default resta 50.", "S", 0, "switched", "the page maximum changed"),
            ("Il limite degli export è stato tolto: ora l'export è asincrono e senza tetto di righe.", "S", 1, "dropped", "the row cap was removed"),
            ("Il timeout della ricerca ora è di 5 secondi.", "S", 2, "now_uses", "the search timeout changed"),
            ("Possiamo alzare il limite degli export a 500.000 righe per gli operatori Enterprise?", "N", None, "question", "a proposal"),
            ("Ricordo: 50 elementi per pagina di default, 200 al massimo.", "R", None, "paraphrase", "restates the page size"),
            ("Il timeout di 2 secondi è impostato con `SET LOCAL statement_timeout = '2s'` nella transazione di ricerca.", "F", None, "detail", "how the stored timeout is set"),
        ],
    ),
    # ---- Italian (beliefs in English): Kafka topic settings ----
    (
        "it",
        [
            "The `vehicle-events` topic keeps messages for 7 days.",
            "`vehicle-events` has 12 partitions.",
            "All production topics use replication factor 3 and `min.insync.replicas=2`.",
        ],
        [
            ("La retention di `vehicle-events` è passata a 3 giorni per contenere i costi di storage.", "S", 0, "switched", "the topic retention changed"),
            ("`vehicle-events` ora ha 24 partizioni.", "S", 1, "now_uses", "the partition count changed"),
            ("Correzione: `min.insync.replicas` in produzione è 1, non 2.", "S", 2, "correction", "the agent corrects the setting"),
            ("Il topic `ride-receipts` ha 6 partizioni.", "N", None, "related", "another topic"),
            ("Il consumer lag su `vehicle-events` è a 40.000 messaggi secondo Grafana.", "N", None, "plain", "a dashboard reading"),
            ("I 7 giorni sono `retention.ms=604800000` nella configurazione del topic.", "F", None, "detail", "the config key behind the stored retention"),
        ],
    ),
    # ---- Japanese (beliefs in Japanese): mobile app settings ----
    (
        "ja",
        [
            "アプリの強制アップデートの最低バージョンは 4.10.0 です。",
            "乗車中の位置情報の送信間隔は 5 秒です。",
            "オフライン時に端末に溜める送信キューの上限は 200 件です。",
        ],
        [
            ("強制アップデートの最低バージョンを 4.12.0 に引き上げました。", "S", 0, "switched", "the minimum version was raised"),
            ("乗車中の位置送信は 2 秒間隔になりました。", "S", 1, "now_uses", "the interval changed"),
            ("オフラインキューの上限は 500 件に変更済みです。", "S", 2, "switched", "the queue cap changed"),
            ("乗車していないときの位置送信は 60 秒間隔です。", "N", None, "related", "another state's interval"),
            ("念のため：乗車中は 5 秒ごとに位置を送っています。", "R", None, "paraphrase", "restates the interval"),
            ("バッテリーセーバーが有効な端末では乗車中でも 10 秒間隔に落とします。それ以外は 5 秒のままです。", "F", None, "scope", "an exception for battery saver"),
        ],
    ),
    # ---- Japanese (beliefs in English): the cache Redis ----
    (
        "ja",
        [
            "The cache Redis has `maxmemory 4gb` with `allkeys-lru`.",
            "The api's Redis client pool is capped at 50 connections per pod.",
            "Persistence (RDB and AOF) is off on the cache Redis.",
        ],
        [
            ("キャッシュ用 Redis の `maxmemory` は 8gb です。", "S", 0, "implicit", "another memory cap, no change word"),
            ("退避ポリシーを `allkeys-lru` から `volatile-lfu` に切り替えました。", "S", 0, "from_to", "the eviction policy inside the stored belief changed"),
            ("Redis クライアントのプール上限は 1 ポッドあたり 100 接続になりました。", "S", 1, "now_uses", "the pool cap changed"),
            ("セッション用の別の Redis では AOF を有効にしています。", "N", None, "related", "another instance"),
            ("キャッシュ用 Redis の使用メモリは今 3.1GB です（Grafana より）。", "N", None, "plain", "a dashboard reading"),
            ("プール上限は `REDIS_MAX_CONNECTIONS=50` で設定されていて、上限に達すると 2 秒待ってからエラーになります。", "F", None, "detail", "how the stored cap is set and behaves"),
        ],
    ),
    # ---- Korean (beliefs in Korean): payments and refunds ----
    (
        "ko",
        [
            "결제 승인 대기 타임아웃은 45초입니다.",
            "20유로 이하의 환불은 자동으로 승인됩니다.",
            "일일 정산 배치는 한 번에 5,000건씩 처리합니다.",
        ],
        [
            ("결제 승인 대기 타임아웃을 30초로 줄였습니다.", "S", 0, "switched", "the timeout was lowered"),
            ("자동 환불 승인 한도를 20유로에서 50유로로 올렸습니다.", "S", 1, "from_to", "the refund limit changed"),
            ("정산 배치는 이제 2,000건 단위로 처리합니다.", "S", 2, "now_uses", "the batch size changed"),
            ("자동 환불을 아예 끄는 게 어떨까요? 악용 사례가 늘고 있습니다.", "N", None, "question", "a proposal"),
            ("다시 말씀드리면 정산 배치 크기는 5,000건입니다.", "R", None, "paraphrase", "restates the batch size"),
            ("가입한 지 7일이 안 된 계정은 금액과 상관없이 환불을 수동으로 검토합니다.", "F", None, "scope", "an exception for new accounts"),
        ],
    ),
    # ---- Korean (beliefs in English): WAF rules ----
    (
        "ko",
        [
            "The WAF blocks an IP after 2,000 requests in 5 minutes.",
            "Geo-blocking is off; traffic from every country reaches the api.",
            "Bot protection runs in count mode, not block mode.",
        ],
        [
            ("WAF 차단 기준이 5분에 1,000건으로 낮아졌습니다.", "S", 0, "switched", "the rate rule changed"),
            ("지오블로킹을 켰습니다. 서비스하지 않는 국가의 트래픽은 이제 차단됩니다.", "S", 1, "switched", "geo-blocking is on"),
            ("봇 방어는 이제 차단 모드입니다.", "S", 2, "now_uses", "the bot mode changed"),
            ("파트너 IP 대역은 WAF 속도 제한에서 제외되어 있습니다.", "F", None, "scope", "an exception for partner ranges"),
            ("어제 WAF 대시보드에서 차단된 요청은 1만 2천 건이었습니다.", "N", None, "plain", "a dashboard reading"),
            ("로그인 엔드포인트에만 5분에 100건짜리 규칙을 하나 더 추가했습니다.", "N", None, "related", "a second limit beside the stored one"),
        ],
    ),
    # ---- Chinese (beliefs in Chinese): dispatch rules ----
    (
        "zh",
        [
            "每名外勤人员同时最多接 3 个任务。",
            "车辆电量低于 20% 时生成换电任务。",
            "任务只派给 2 公里范围内的外勤人员。",
        ],
        [
            ("外勤人员同时接单的上限改成了 5 个。", "S", 0, "switched", "the task cap changed"),
            ("换电任务的触发阈值从 20% 调到了 25%。", "S", 1, "from_to", "the battery threshold changed"),
            ("派单半径现在是 3 公里。", "S", 2, "now_uses", "the radius changed"),
            ("夜班时是否应该把派单半径放宽到 5 公里？", "N", None, "question", "a proposal"),
            ("今天上午把上限临时调到 5 个，中午就改回去了，现在仍是 3 个。", "R", None, "paraphrase", "a same-day revert restores the stored value"),
            ("骑货运自行车的外勤人员上限是 2 个任务，其他人仍是 3 个。", "F", None, "scope", "an exception for cargo-bike crews"),
        ],
    ),
    # ---- Chinese (beliefs in English): ops console flags ----
    (
        "zh",
        [
            "`bulk_actions` in the ops console is enabled for admins only.",
            "`dark_mode` is rolled out to 50% of ops console users.",
            "`new_map_renderer` is off in the ops console.",
        ],
        [
            ("`bulk_actions` 现在对所有运营人员开放。", "S", 0, "now_uses", "the flag audience changed"),
            ("`dark_mode` 已经全量上线，开关也从代码里删掉了。", "S", 1, "gone", "the flag was fully launched and removed"),
            ("`new_map_renderer` 在运营后台对 10% 的用户打开了。", "S", 2, "switched", "the flag is no longer off"),
            ("`new_map_renderer` 在骑手 App 里已经是 100%。", "N", None, "related", "another app"),
            ("Unleash 显示 `dark_mode` 目前命中 49.7% 的会话。", "N", None, "plain", "an observed share"),
            ("`bulk_actions` 的“仅管理员”是通过 Unleash 的 `role IN [admin]` 约束实现的。", "F", None, "detail", "how the stored audience is set"),
        ],
    ),
    # ---- Russian (beliefs in Russian): SMS codes ----
    (
        "ru",
        [
            "Код подтверждения из SMS действует 5 минут.",
            "На один номер отправляем не больше 3 SMS в час.",
            "Код подтверждения состоит из 6 цифр.",
        ],
        [
            ("Код из SMS теперь действует 10 минут.", "S", 0, "now_uses", "the code lifetime changed"),
            ("Лимит снизили до 2 SMS в час на номер: выходило слишком дорого.", "S", 1, "switched", "the SMS cap changed"),
            ("Исправление: код состоит из 4 цифр, а не из 6; я перепутал с кодом для операторов.", "S", 2, "correction", "the agent corrects the code length"),
            ("Может, перейти на коды через WhatsApp в Португалии, где SMS дорогие?", "N", None, "question", "a proposal"),
            ("Напоминаю: на ввод кода пять минут, потом он недействителен.", "R", None, "paraphrase", "restates the lifetime"),
            ("Счётчик лимита хранится в Redis под ключом `otp:{phone}` с TTL 3600 секунд.", "F", None, "detail", "how the stored cap is counted"),
        ],
    ),
    # ---- Russian (beliefs in English): gateway nginx ----
    (
        "ru",
        [
            "The gateway nginx has `client_max_body_size 12m`.",
            "The gateway nginx `keepalive_timeout` is 65 s.",
            "The gateway nginx runs with `worker_connections 4096`.",
        ],
        [
            ("`client_max_body_size` в шлюзе подняли до 30m под новые фото повреждений.", "S", 0, "switched", "the body limit changed"),
            ("`keepalive_timeout` у nginx теперь 15 секунд.", "S", 1, "now_uses", "the keepalive changed"),
            ("`worker_connections 8192` — так сейчас в конфиге шлюза.", "S", 2, "implicit", "another value, no change word"),
            ("Для `/v1/imports` разрешено тело до 100m; для остальных путей по-прежнему 12m.", "F", None, "scope", "an exception for one path"),
            ("Может, стоит уменьшить `keepalive_timeout`, раз ALB сам держит соединения?", "N", None, "question", "a proposal"),
            ("У внутреннего ingress для ops-консоли `client_max_body_size 1m`.", "N", None, "related", "another proxy"),
        ],
    ),
    # ---- Dutch (beliefs in Dutch): rollout and probes ----
    (
        "nl",
        [
            "Rolling updates van de api gebruiken `maxUnavailable: 0` en `maxSurge: 25%`.",
            "De readiness-probe draait elke 10 seconden en faalt na 3 mislukte pogingen.",
            "`terminationGracePeriodSeconds` staat op 30 voor de api-pods.",
        ],
        [
            ("`maxSurge` staat nu op 50% voor snellere deploys; `maxUnavailable` blijft 0.", "S", 0, "now_uses", "the surge setting changed"),
            ("De readiness-probe controleert nu elke 5 seconden in plaats van elke 10.", "S", 1, "instead_of", "the probe period changed"),
            ("We hebben `terminationGracePeriodSeconds` verhoogd naar 60, zodat lange exports kunnen afronden.", "S", 2, "switched", "the grace period changed"),
            ("Voor dispatch staat `terminationGracePeriodSeconds` op 120 vanwege open gRPC-streams.", "N", None, "related", "another service"),
            ("Nog even herhalen: readiness elke 10 s, na 3 keer falen gaat de pod uit rotatie.", "R", None, "paraphrase", "restates the probe"),
            ("De readiness-probe roept `/readyz` aan met `timeoutSeconds: 2`.", "F", None, "detail", "detail of the stored probe"),
        ],
    ),
    # ---- Dutch (beliefs in English): support desk settings ----
    (
        "nl",
        [
            "Support tickets auto-close 7 days after the last customer reply.",
            "The first-response SLA for support is 4 business hours.",
            "Unresolved tickets escalate to the on-call ops lead after 24 hours.",
        ],
        [
            ("Tickets sluiten nu automatisch na 3 dagen zonder reactie.", "S", 0, "now_uses", "the auto-close delay changed"),
            ("De SLA voor de eerste reactie is 2 werkuren.", "S", 1, "implicit", "another SLA, no change word"),
            ("Escalatie gaat niet meer naar de ops-lead van dienst maar naar het hoofd van support, nog steeds na 24 uur.", "S", 2, "no_longer", "the escalation target changed"),
            ("Moeten we tickets over betalingen sneller escaleren, bijvoorbeeld na 8 uur?", "N", None, "question", "a proposal"),
            ("Volgens het Zendesk-dashboard was de gemiddelde eerste reactie vorige week 3 uur en 10 minuten.", "N", None, "plain", "a dashboard reading"),
            ("Tickets met de tag `safety` sluiten nooit automatisch; de rest na 7 dagen.", "F", None, "scope", "an exception for one tag"),
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
                "id": f"yc{n:03d}",
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
