"""Build pairs32.jsonl: a blind write-gate pairs set about observability and operations practice.

The rows are written here as scenarios: two or three stored beliefs a coding agent keeps about how
one product is watched and run (where logs go and how long they stay, log levels per environment,
metrics and dashboards, tracing and sampling, alert rules and thresholds, alert routing, on-call
rotation and escalation, SLOs and error budgets, the error tracker, runbooks, postmortems and the
status page, health checks and uptime checks, backups and restore drills), and several new
statements judged against them. Invented identifiers (PR, ticket and incident numbers) are drawn
from a string-seeded ``random.Random``; the renderer shuffles each row's ``existing`` with a
string-seeded ``random.Random`` too, so the file is byte-identical on every run whatever
``PYTHONHASHSEED`` is. Stdlib only.

    python pairs32_build.py          # write pairs32.jsonl next to this file
    python pairs32_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs32.jsonl")
SEED = "pairs32-r46"
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    out = {}
    for i in range(1, 3):
        out[f"pr{i}"] = str(rng.randrange(1500, 9400))
    for i in range(1, 4):
        out[f"inc{i}"] = str(rng.randrange(120, 880))
    return out


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: where logs go ----
    (
        "en",
        [
            "Application logs from `core` and `notifier` are shipped by a Fluent Bit DaemonSet to Grafana Loki (`loki.marrowgate.example`) and kept for 30 days.",
            "Production `core` logs at `info`; staging runs at `debug`.",
            "`core` request logs are single-line JSON from lograge, with `request_id`, `library_id` and `duration_ms` fields.",
        ],
        [
            ("We moved the application logs from Loki to Datadog Logs last week; Fluent Bit forwards to the Datadog intake and the Loki stack is being torn down.", "S", 0, "from_to", "the log backend changed"),
            ("Logs for `core` and `notifier`: Vector DaemonSet into OpenSearch, index pattern `mg-logs-*`, 30-day ISM delete policy.", "S", 0, "implicit", "another shipper and backend, no change word"),
            ("Loki keeps the application logs for 14 days now; the compactor deletes anything older.", "S", 0, "now_uses", "the retention changed"),
            ("Production `core` runs at `warn` now; `info` was filling the Loki quota with cache-hit lines.", "S", 1, "now_uses", "the production log level changed"),
            ("Correction: staging `core` logs at `info` like production; `debug` is only on the review apps.", "S", 1, "correction", "the agent corrects the staging level"),
            ("lograge was replaced by `rails_semantic_logger`; the lines are still JSON but the duration field is now `duration` in seconds.", "S", 2, "replaced_by", "the request log library and field changed"),
            ("We dropped `library_id` from the request log lines after the privacy review (PR #⟨pr1⟩); lograge and the other fields are unchanged.", "S", 2, "dropped", "a field the belief lists is gone"),
            ("`ingest` writes its logs to CloudWatch Logs because it runs as an AWS Batch job; it never went through Fluent Bit.", "N", None, "related", "another service's logs"),
            ("Added a second Fluent Bit output that copies `notifier` logs to the S3 bucket `mg-log-archive` for a year for the auditors; Loki keeps its 30 days.", "N", None, "related", "an additional destination beside the stored backend"),
            ("Should we move logs to Datadog? Loki queries over more than a day keep timing out.", "N", None, "question", "a proposal"),
            ("Turned production `core` to `debug` for twenty minutes to catch the SAML redirect loop (INC-⟨inc1⟩), then back to `info`.", "N", None, "plain", "a one-off incident action"),
            ("`core` and `notifier` logs reach Loki through Fluent Bit and stay there for a month.", "R", None, "paraphrase", "restates the stored backend and retention"),
            ("Fluent Bit adds `namespace`, `pod` and `container`; Loki indexes only those labels plus `app`, everything else is filtered with LogQL at query time.", "F", None, "detail", "detail of the stored pipeline"),
            ("The `auth` controllers log at `debug` in production until the SAML fix ships next week; the rest of `core` stays at `info`.", "F", None, "scope", "a temporary exception for one part of the app"),
        ],
    ),
    # ---- English: metrics and dashboards ----
    (
        "en",
        [
            "The production Prometheus (kube-prometheus-stack, `monitoring` namespace) scrapes every 30 s and keeps 15 days of data locally.",
            "Grafana dashboards are provisioned from JSON files in `infra/grafana/dashboards/`; edits made in the UI are lost on the next sync.",
            "`core` exposes Prometheus metrics at `/metrics` on port 9394 through the `yabeda-prometheus` gem.",
        ],
        [
            ("Prometheus was replaced by Grafana Mimir as the metrics store: a Grafana Alloy agent scrapes the pods and remote-writes to Mimir, which keeps 13 months.", "S", 0, "replaced_by", "the metrics store changed"),
            ("Prometheus scrapes every 15 s now; local retention is still 15 days.", "S", 0, "now_uses", "the scrape interval changed"),
            ("Grafana dashboards are managed with the Grafana Terraform provider in `infra/terraform/grafana/`; JSON exported from the UI goes into a PR there.", "S", 1, "implicit", "another way of managing dashboards, no change word"),
            ("Dashboards are no longer provisioned from files: `infra/grafana/dashboards/` was deleted and people edit them in the Grafana UI, with version history as the safety net.", "S", 1, "no_longer", "dashboard provisioning stopped"),
            ("`core` switched from `yabeda-prometheus` to the OpenTelemetry metrics SDK; metrics reach the collector over OTLP and the `/metrics` endpoint is gone.", "S", 2, "switched", "the metrics export changed"),
            ("Correction: `core`'s metrics endpoint listens on port 9090, not 9394; 9394 was the old Puma plugin's default.", "S", 2, "correction", "the agent corrects the port"),
            ("`notifier` exposes `/metrics` with `promhttp` on port 2112.", "N", None, "related", "another service's metrics"),
            ("The staging cluster's Prometheus keeps only 3 days and scrapes every minute.", "N", None, "related", "another environment"),
            ("Do we need Thanos? Capacity planning wants a year of request-rate history and Prometheus only has 15 days.", "N", None, "question", "a proposal"),
            ("Removed the `tenant_id` label from `mg_loans_created_total` after it pushed the head series past two million.", "N", None, "plain", "a one-off fix to one metric"),
            ("In production Prometheus scrapes every 30 seconds and holds 15 days of metrics.", "R", None, "paraphrase", "restates the stored interval and retention"),
            ("The dashboard files become ConfigMaps labelled `grafana_dashboard=1`, and the Grafana sidecar loads any ConfigMap with that label.", "F", None, "detail", "detail of the stored provisioning"),
            ("The `Library Ops` folder is editable in the Grafana UI for the support leads while they iterate on it this quarter; every other dashboard still comes from `infra/grafana/dashboards/`.", "F", None, "scope", "a temporary exception for one folder"),
        ],
    ),
    # ---- English: tracing and sampling ----
    (
        "en",
        [
            "Services use the OpenTelemetry SDKs and export OTLP to the OTel Collector (`otel-collector.monitoring:4317`), which sends the traces to Jaeger.",
            "Production traces are head-sampled at 10% (`OTEL_TRACES_SAMPLER=parentbased_traceidratio`, argument 0.1).",
            "Patron emails and card numbers never go into span attributes; the collector's `attributes` processor deletes `enduser.id` and every `patron.*` attribute.",
        ],
        [
            ("Traces go to Grafana Tempo instead of Jaeger; the collector's exporter is `otlp/tempo` since PR #⟨pr2⟩.", "S", 0, "instead_of", "the trace backend changed"),
            ("Trace backend: Honeycomb, dataset `marrowgate-prod`, sent from the collector with the team key from Secrets Manager.", "S", 0, "implicit", "another trace backend, no change word"),
            ("Production sampling is 2% now; at 10% the collector was dropping spans during the Monday-morning checkout peak.", "S", 1, "now_uses", "the sampling rate changed"),
            ("Head sampling was replaced by tail sampling in the collector: every trace with an error or slower than 2 s is kept, plus 5% of the rest.", "S", 1, "replaced_by", "the sampling method changed"),
            ("The collector no longer deletes `enduser.id`; it hashes it with the `transform` processor so support can follow one patron's requests.", "S", 2, "no_longer", "the attribute rule changed"),
            ("Correction: the collector deletes `enduser.id` and `patron.card_number`, not every `patron.*` attribute; `patron.branch` is kept on purpose.", "S", 2, "correction", "the agent narrows its note"),
            ("Browser spans from `portal` go through the Grafana Faro receiver at `faro.marrowgate.example`; the server-side services keep exporting to the collector.", "N", None, "related", "another app's tracing beside the stored path"),
            ("Staging samples 100% of traces; only production uses the 10% ratio.", "N", None, "related", "another environment"),
            ("Could we keep every slow checkout trace with tail sampling? At 10% we miss most of the five-second ones.", "N", None, "question", "a proposal"),
            ("Raised `notifier`'s sampling to 100% for an hour while chasing the duplicated SMS notices, then put it back.", "N", None, "plain", "a one-off debugging action"),
            ("One production trace in ten is kept, by parent-based trace-ID ratio sampling at 0.1.", "R", None, "paraphrase", "restates the stored rate"),
            ("The collector runs as a two-replica Deployment with the `batch` processor (5 s or 8192 spans) and `memory_limiter` in front of it.", "F", None, "detail", "detail of the stored collector"),
            ("`/healthz` and `/metrics` requests are not traced at all (filtered in the SDK); every other request uses the 10% ratio.", "F", None, "scope", "an exception for two routes"),
        ],
    ),
    # ---- English: alert rules and thresholds ----
    (
        "en",
        [
            "`CoreLatencyP99High` fires when `core`'s p99 request latency stays above 1.2 s for 10 minutes.",
            "`CoreErrorRateHigh` pages when the 5xx ratio is above 2% over 5 minutes.",
            "Postgres disk alerts: a warning at 80% used, a page at 90%.",
        ],
        [
            ("The p99 latency alert now fires at 800 ms, still with the 10-minute `for`.", "S", 0, "now_uses", "the latency threshold changed"),
            ("`CoreLatencyP99High`: p99 > 1.5 s for 15m, severity `page`.", "S", 0, "implicit", "another threshold and duration, no change word"),
            ("The fixed 2% error-rate page was replaced by multi-window burn-rate alerts on the availability SLO (14.4x over 1 h and 5 m).", "S", 1, "replaced_by", "the error alert changed kind"),
            ("Correction: `CoreErrorRateHigh` uses 1%, not 2%; the 2% I wrote down is the `notifier` rule.", "S", 1, "correction", "the agent corrects the threshold"),
            ("The p99 alert stays at 1.2 s; the 5xx page threshold is 3% now.", "S", 1, "now_uses", "wrong-target trap: the error rule changed, latency confirmed"),
            ("The Postgres disk page went from 90% to 85% after the WAL pile-up last month; the 80% warning stays.", "S", 2, "from_to", "the page threshold changed"),
            ("We don't page on Postgres disk any more since the volume autoscales; only the 80% warning to Slack is left.", "S", 2, "negation", "the disk page was removed"),
            ("`notifier` has its own latency alert: p99 above 3 s for 10 minutes, because it waits on the SMS provider.", "N", None, "related", "another service's alert"),
            ("Added `CoreApdexLow` beside the p99 alert; it warns in Slack when Apdex at 500 ms drops under 0.9.", "N", None, "related", "an additional alert beside the stored one"),
            ("Should the p99 alert be 800 ms? The 1.2 s line never fired during last week's slowdown.", "N", None, "question", "a proposal"),
            ("Silenced `CoreErrorRateHigh` for two hours during the Saturday migration window; the silence has expired and the alert is active again.", "N", None, "plain", "a temporary silence, already over"),
            ("`CoreLatencyP99High` fired three times overnight, each time while the MARC import was hammering search.", "N", None, "plain", "mentions the stored alert firing"),
            ("When more than 2% of `core`'s responses over 5 minutes are 5xx, someone gets paged.", "R", None, "paraphrase", "restates the stored error alert"),
            ("During the nightly catalog reindex (01:00-02:00 UTC) the p99 alert is inhibited for the `/search` route only; other routes keep the 1.2 s rule.", "F", None, "scope", "an exception for one route and window"),
            ("The p99 is `histogram_quantile(0.99, ...)` over `http_server_request_duration_seconds_bucket`, without the `/healthz` route.", "F", None, "detail", "detail of the stored alert expression"),
        ],
    ),
    # ---- English: where alerts are routed ----
    (
        "en",
        [
            "Alertmanager sends `severity=page` alerts to PagerDuty, service `Marrowgate Core`.",
            "`severity=warning` alerts are posted to the Slack channel `#mg-alerts`.",
            "The Alertmanager config is `infra/alertmanager/alertmanager.yml`, applied by Argo CD.",
        ],
        [
            ("Paging went from PagerDuty to Opsgenie in January; Alertmanager's `page` receiver posts to the Opsgenie API for team `core-oncall`.", "S", 0, "from_to", "the pager tool changed"),
            ("Pages go to incident.io On-call, schedule `Core primary`, through the Alertmanager webhook receiver.", "S", 0, "implicit", "another pager tool, no change word"),
            ("Warnings moved to `#ops-warnings`; `#mg-alerts` is archived.", "S", 1, "moved", "the warning channel changed"),
            ("Warnings open a Linear ticket in the `OPS` team instead of posting to Slack; nobody could keep up with the channel.", "S", 1, "instead_of", "warnings go somewhere else"),
            ("The Alertmanager routes live in the `observability` Helm chart's `values-prod.yaml` now; the standalone `alertmanager.yml` was deleted.", "S", 2, "now_uses", "the config moved"),
            ("Correction: Argo CD doesn't apply the Alertmanager config; the GitHub Actions workflow `deploy-alerting.yml` runs `amtool check-config` and pushes it.", "S", 2, "correction", "the agent corrects how the config is applied"),
            ("The `ingest` CloudWatch alarms go through SNS to the data team's email list; they never pass through Alertmanager.", "N", None, "related", "another service's alerts"),
            ("Page alerts now also post a copy to `#mg-incidents` so people can follow along; PagerDuty still does the paging.", "N", None, "related", "an additional notification beside the stored route"),
            ("Should warnings go to Opsgenie as low-urgency alerts instead of Slack? Nobody reads `#mg-alerts` at night.", "N", None, "question", "a proposal"),
            ("PagerDuty had a 40-minute outage on Tuesday; two pages arrived late, none were lost.", "N", None, "plain", "mentions the stored tool"),
            ("Set a 4-hour Alertmanager silence on `PostgresReplicationLag` while the replica is rebuilt.", "N", None, "plain", "a one-off silence"),
            ("Paging alerts reach PagerDuty's `Marrowgate Core` service from Alertmanager.", "R", None, "paraphrase", "restates the stored route"),
            ("Alerts labelled `team=search` page the search team's PagerDuty service `Marrowgate Search`; every other page still goes to `Marrowgate Core`.", "F", None, "scope", "an exception for one team's alerts"),
            ("The `page` route groups by `alertname` and `cluster`, waits 30 s before the first notification and repeats every 4 hours.", "F", None, "detail", "detail of the stored route"),
        ],
    ),
    # ---- English: on-call rotation and escalation ----
    (
        "en",
        [
            "On-call is a weekly rotation of six engineers; the handover is on Monday at 10:00 Europe/Dublin.",
            "Escalation: if the primary doesn't acknowledge within 15 minutes the page goes to the secondary, and to the engineering manager after 30 minutes.",
            "Incidents are declared in Slack with `/incident declare` (incident.io), which opens an `#inc-` channel.",
        ],
        [
            ("Handover is on Wednesday at 14:00 now, so no shift starts on the weekend of a release.", "S", 0, "now_uses", "the handover changed"),
            ("On-call rotation: eight engineers, two-week shifts, handover Monday 10:00 Dublin time.", "S", 0, "implicit", "another rotation, no change word"),
            ("Correction: the rotation has five people, not six; Tomás left it when he joined the data team.", "S", 0, "correction", "the agent corrects the rotation size"),
            ("The primary's acknowledgement window is 5 minutes now; after that the secondary is paged.", "S", 1, "now_uses", "the ack timeout changed"),
            ("We dropped the manager from the escalation policy: primary, then secondary, then the whole rotation at 30 minutes.", "S", 1, "dropped", "the escalation chain changed"),
            ("`/incident declare` is gone with the incident.io contract; incidents are declared with `/fh new` in Slack (FireHydrant).", "S", 2, "gone", "the incident tool changed"),
            ("The data team's on-call for `ingest` is business hours only; failed imports wait for the morning.", "N", None, "related", "another team's rule"),
            ("Whoever is on call on a public holiday gets a day off in lieu.", "N", None, "related", "a related rule that leaves the rotation as it is"),
            ("Would a follow-the-sun split with the Auckland contractors work, so nobody gets paged at night?", "N", None, "question", "a proposal"),
            ("Swapped shifts with Priya for the week of 14 June; the override is in PagerDuty.", "N", None, "plain", "a one-off swap under the stored rotation"),
            ("Six of us take turns on call a week at a time, handing over Mondays at 10:00 Dublin time.", "R", None, "paraphrase", "restates the stored rotation"),
            ("Over Christmas week the rotation runs daily shifts, by vote; weekly shifts resume on 4 January.", "F", None, "scope", "a temporary exception to the rotation"),
            ("The secondary is whoever was primary the week before: the `MG Secondary` schedule is the primary schedule shifted by one week.", "F", None, "detail", "detail of the stored escalation"),
        ],
    ),
    # ---- English: SLOs and error budgets ----
    (
        "en",
        [
            "The public catalog API has an availability SLO of 99.9% over a rolling 30 days.",
            "Error budget policy: when the 30-day budget is spent, feature releases to `core` stop until it is back above 25%.",
            "SLOs are written as Sloth specs in `infra/slo/`, which generate the Prometheus recording and alert rules.",
        ],
        [
            ("The catalog API availability SLO is 99.5% now; 99.9% was tighter than the search cluster can give.", "S", 0, "now_uses", "the objective changed"),
            ("Catalog API SLO: 99.95% of requests non-5xx, measured over 28 days.", "S", 0, "implicit", "another objective and window, no change word"),
            ("Correction: a spent budget freezes feature releases only until the budget is positive again, not until 25%.", "S", 1, "correction", "the agent corrects the policy"),
            ("An empty error budget no longer freezes releases; it moves the top reliability ticket to the head of the next sprint.", "S", 1, "no_longer", "the policy changed"),
            ("We switched from Sloth to Pyrra; the SLOs are `ServiceLevelObjective` resources in `infra/slo/pyrra/`.", "S", 2, "switched", "the SLO tool changed"),
            ("SLOs are defined in Datadog as metric-based SLOs, in Terraform at `infra/terraform/datadog/slo.tf`.", "S", 2, "implicit", "another place for SLO definitions, no change word"),
            ("The room-booking API gets its own SLO: 99.5% availability over the same 30-day window.", "N", None, "related", "another API's SLO"),
            ("Added a latency SLO for the catalog API: 95% of searches under 400 ms.", "N", None, "related", "an additional SLO beside the stored one"),
            ("Should the release freeze also cover `portal`? Its releases broke the catalog twice this quarter.", "N", None, "question", "a proposal"),
            ("The catalog API burned 60% of its budget on 3 March (INC-⟨inc2⟩) when the search cluster lost a node.", "N", None, "plain", "mentions the stored SLO"),
            ("Availability target for the catalog API: three nines, rolling 30-day window.", "R", None, "paraphrase", "restates the stored SLO"),
            ("Security fixes and copy-only `portal` changes still ship during a freeze; everything else waits.", "F", None, "scope", "an exception to the freeze"),
            ("The SLI counts every non-5xx response at the ingress as good, and 503s during announced maintenance are left out.", "F", None, "detail", "detail of the stored SLO"),
        ],
    ),
    # ---- English: the error tracker ----
    (
        "en",
        [
            "Errors from `core` and `portal` go to the self-hosted Sentry at `sentry.marrowgate.example`.",
            "Every new Sentry issue in `core` opens a Linear ticket in the `OPS` team automatically.",
            "`portal`'s source maps are uploaded in the release job with `sentry-cli sourcemaps upload`.",
        ],
        [
            ("We moved from the self-hosted Sentry to sentry.io (org `marrowgate`, EU region); the old host is read-only until June.", "S", 0, "from_to", "the error tracker host changed"),
            ("Error tracking for `core` and `portal`: Rollbar, projects `mg-core` and `mg-portal`.", "S", 0, "implicit", "another error tracker, no change word"),
            ("New Sentry issues no longer open Linear tickets; the on-call triages the `core` issue stream each morning and files tickets by hand.", "S", 1, "no_longer", "the automation stopped"),
            ("Only issues seen by more than 50 users open an `OPS` ticket now; the rest stay in Sentry.", "S", 1, "now_uses", "the ticket rule narrowed"),
            ("The `sentry-cli` upload step was replaced by `@sentry/vite-plugin`, which uploads and then deletes the source maps during `vite build`.", "S", 2, "replaced_by", "the upload method changed"),
            ("`portal`'s source maps are no longer uploaded; they are served next to the bundles and Sentry fetches them.", "S", 2, "no_longer", "the upload stopped"),
            ("The patron app `app/` reports its crashes to Firebase Crashlytics, not Sentry.", "N", None, "related", "another app's error tracker"),
            ("`notifier` sends its panics to Sentry too since last week, project `mg-notifier`.", "N", None, "related", "another service added to the stored tracker"),
            ("Is it time to leave the self-hosted Sentry? The upgrade to 24.x has failed twice.", "N", None, "question", "a proposal"),
            ("Resolved 300 stale `core` issues in bulk after the Ruby 3.3 upgrade.", "N", None, "plain", "a one-off clean-up"),
            ("Sentry was down for three hours while its Kafka disk was full; events from that window are lost.", "N", None, "plain", "an outage of the stored tool"),
            ("`core` and `portal` report their exceptions to our own Sentry instance at `sentry.marrowgate.example`.", "R", None, "paraphrase", "restates the stored tracker"),
            ("`before_send` in `core` strips the `Authorization` header and patron card numbers before an event leaves the app.", "F", None, "detail", "detail of the stored reporting"),
            ("`ActiveRecord::LockWaitTimeout` issues don't open tickets; they go into one weekly digest. Every other new issue still opens one.", "F", None, "scope", "an exception for one error class"),
        ],
    ),
    # ---- English: runbooks, postmortems, status page ----
    (
        "en",
        [
            "Runbooks are Markdown files in `docs/runbooks/` of the `infra` repo, and every alert links to one through its `runbook_url` annotation.",
            "The public status page is on Atlassian Statuspage (`status.marrowgate.example`); the incident commander updates it.",
            "Postmortems are written in Notion within five working days of a SEV1 or SEV2.",
        ],
        [
            ("Runbooks moved to the Backstage TechDocs site; `docs/runbooks/` now holds only a README pointing there.", "S", 0, "moved", "the runbook location changed"),
            ("Runbooks: Confluence space `OPS`, one page per alert, linked from the alert's `runbook_url`.", "S", 0, "implicit", "another runbook location, no change word"),
            ("The status page switched from Statuspage to instatus; the domain stayed `status.marrowgate.example`.", "S", 1, "switched", "the status page tool changed"),
            ("The support lead posts the status page updates now, so the incident commander can stay on the fix.", "S", 1, "now_uses", "who updates the page changed"),
            ("Correction: a postmortem is required only for SEV1; a SEV2 gets a short summary in its incident channel.", "S", 2, "correction", "the agent corrects the rule"),
            ("Postmortems: a Google Doc from the `Postmortem template`, due ten working days after the incident, reviewed at Thursday's ops meeting.", "S", 2, "implicit", "another place and deadline, no change word"),
            ("The data team keeps the `ingest` runbooks in the `ingest` repo's wiki.", "N", None, "related", "another team's runbooks"),
            ("We added an internal status page for library staff at `staff-status.marrowgate.example`, fed from the same incidents; the public page stays on Statuspage.", "N", None, "related", "an additional page beside the stored one"),
            ("Should runbooks sit next to the alert rules instead of in `docs/runbooks/`? Half the links broke after the last renames.", "N", None, "question", "a proposal"),
            ("Posted a maintenance notice on the status page for Sunday's database upgrade.", "N", None, "plain", "applies the stored practice"),
            ("Within five working days after a SEV1 or SEV2, the postmortem goes into Notion.", "R", None, "paraphrase", "restates the stored rule"),
            ("Each runbook starts with what the alert means, then `Check`, `Mitigate` and `Escalate` sections; `make runbook-lint` checks the headings.", "F", None, "detail", "detail of the stored runbooks"),
            ("During the data-centre migration weekend the release captain updates the status page; otherwise the incident commander does.", "F", None, "scope", "a temporary exception"),
        ],
    ),
    # ---- English: health checks and uptime checks ----
    (
        "en",
        [
            "Kubernetes probes for `core`: liveness on `GET /healthz` (process only), readiness on `GET /readyz`, which checks Postgres and Redis.",
            "Pingdom checks `https://api.marrowgate.example/healthz` every minute from three regions and alerts after two failed checks.",
            "The ALB target group marks a `core` target unhealthy after 3 failed `/readyz` checks 10 s apart.",
        ],
        [
            ("Readiness no longer checks Redis: a Redis blip was taking every pod out of the load balancer at once. `/readyz` checks only Postgres.", "S", 0, "no_longer", "the readiness check changed"),
            ("The probes moved to `/internal/health/live` and `/internal/health/ready`; the public `/healthz` stays only for the external check.", "S", 0, "moved", "the probe paths changed"),
            ("Pingdom was replaced by Checkly; the API check runs every 2 minutes from Dublin and Frankfurt.", "S", 1, "replaced_by", "the uptime tool changed"),
            ("External uptime: an UptimeRobot HTTP monitor on `https://api.marrowgate.example/healthz`, 5-minute interval, alerting through the PagerDuty email integration.", "S", 1, "implicit", "another uptime tool, no change word"),
            ("The ALB health check uses `/healthz` now, 2 failures at 15 s; readiness gating stays in Kubernetes.", "S", 2, "now_uses", "the load balancer check changed"),
            ("Correction: the ALB drops a `core` target after 5 failed checks 30 s apart, not 3 at 10 s.", "S", 2, "correction", "the agent corrects the thresholds"),
            ("`notifier` has only a TCP liveness probe on port 8080; it has no HTTP health endpoint.", "N", None, "related", "another service's probes"),
            ("Added a Pingdom transaction check that signs into `portal` with a test librarian every 10 minutes; the `/healthz` check is unchanged.", "N", None, "related", "an additional check beside the stored one"),
            ("Should `/readyz` also check the search cluster? Pods take traffic while OpenSearch is still warming up.", "N", None, "question", "a proposal"),
            ("Paused the Pingdom check for 30 minutes during Sunday night's DNS cutover.", "N", None, "plain", "a one-off pause"),
            ("The staging API has no external uptime check at all.", "N", None, "negation", "a negation about another environment"),
            ("Liveness calls `/healthz` and only proves the process answers; readiness calls `/readyz` and needs Postgres and Redis.", "R", None, "paraphrase", "restates the stored probes"),
            ("`/readyz` runs `SELECT 1` and a Redis `PING` with a 500 ms timeout each and caches the answer for 2 seconds.", "F", None, "detail", "detail of the stored readiness check"),
            ("The Sidekiq pods of `core` use an exec readiness probe (`bin/sidekiq-ready`) instead of `/readyz`; the web pods keep the HTTP probes.", "F", None, "scope", "an exception for one deployment"),
        ],
    ),
    # ---- English: backups and restore drills ----
    (
        "en",
        [
            "Postgres is backed up with WAL-G: continuous WAL archiving to S3 (`mg-pg-backups`) and a base backup every night at 02:00 UTC, kept 14 days.",
            "A restore drill runs every quarter: the latest backup is restored into the `restore-drill` namespace and the time it took is recorded in `docs/runbooks/restore-drill.md`.",
            "Cover images in the `mg-covers` bucket have no separate backup; versioning plus cross-region replication to eu-central-1 is the protection.",
        ],
        [
            ("Postgres backups switched from WAL-G to pgBackRest with an S3 repo: full backups on Sundays, differentials every night.", "S", 0, "switched", "the backup tool and schedule changed"),
            ("Base backups are kept 35 days now, for the restore window in the new library-consortium contract.", "S", 0, "now_uses", "the retention changed"),
            ("Postgres backup: RDS automated backups with point-in-time recovery, 7-day retention window.", "S", 0, "implicit", "another backup method, no change word"),
            ("Restore drills run every month now, alternating between a full restore and a point-in-time one.", "S", 1, "now_uses", "the drill cadence changed"),
            ("Correction: drill results are kept in the `OPS` Linear project, one ticket per drill, not in `restore-drill.md`.", "S", 1, "correction", "the agent corrects where results go"),
            ("`mg-covers` isn't replicated to eu-central-1 any more; replication was turned off to save cost and versioning is all that is left.", "S", 2, "negation", "the replication was removed"),
            ("Redis holds only caches and Sidekiq retries; nobody backs it up, and that's intended.", "N", None, "negation", "a negation about another store"),
            ("The staging database is rebuilt every Monday from the previous night's production backup and scrubbed by `bin/anonymise`.", "N", None, "related", "another environment uses the backups"),
            ("Do we need cross-account copies of `mg-pg-backups`? Anyone with the production admin role could delete it today.", "N", None, "question", "a proposal"),
            ("Restored yesterday's base backup to a scratch instance to recover the loans a librarian deleted by mistake.", "N", None, "plain", "a one-off restore"),
            ("The Q2 drill took 47 minutes from start to a working `core`; recorded as usual.", "N", None, "plain", "applies the stored drill"),
            ("Every night at 02:00 UTC WAL-G takes a base backup of Postgres; WAL goes to `mg-pg-backups` continuously and two weeks are kept.", "R", None, "paraphrase", "restates the stored backups"),
            ("WAL-G compresses with zstd and Postgres switches WAL segments at least every 60 s (`archive_timeout`), so at most a minute of writes is at risk.", "F", None, "detail", "detail of the stored backups"),
        ],
    ),
    # ---- English: log verbosity, metric labels, access-log sampling ----
    (
        "en",
        [
            "Per-library debug logging in production is turned on with the Flipper flag `verbose_logging` and must be turned off within 24 hours.",
            "Prometheus metrics never carry a `library_id` label; per-library numbers come from the logs.",
            "ingress-nginx access logs are sampled: 10% of 2xx lines are kept, every 4xx and 5xx line is kept.",
        ],
        [
            ("The `verbose_logging` flag expires by itself after 4 hours now; a Flipper clean-up job turns it off.", "S", 0, "now_uses", "the time limit changed"),
            ("The Flipper flag was replaced by a `LOG_LEVEL_OVERRIDES` entry in the `core` ConfigMap, keyed by library id; the 24-hour limit is the same.", "S", 0, "replaced_by", "the switch changed"),
            ("Per-library metrics: `library_id` is a label on the request counters and histograms, capped at the 400 active libraries by a relabel rule.", "S", 1, "implicit", "the label is allowed, no change word"),
            ("Correction: the loan counters do carry `library_id`; only the request histograms leave it out.", "S", 1, "correction", "the agent narrows its note"),
            ("The ingress keeps 1% of the 2xx access-log lines now; 4xx and 5xx are still kept whole.", "S", 2, "now_uses", "the sampling rate changed"),
            ("Ingress access logs are no longer sampled; every line is kept since the fraud investigation asked for complete records.", "S", 2, "no_longer", "sampling stopped"),
            ("`notifier` has no per-library debug switch; it logs at `info` everywhere.", "N", None, "related", "another service"),
            ("The staging cluster's ingress keeps every access-log line.", "N", None, "related", "another environment"),
            ("Could `verbose_logging` work per user instead of per library? Turning it on for Hollin Bay's 300 staff floods the log store.", "N", None, "question", "a proposal"),
            ("Turned on `verbose_logging` for Hollin Bay library this morning to debug their self-check machine; it goes off before 09:00 tomorrow.", "N", None, "plain", "applies the stored practice"),
            ("Someone left `verbose_logging` on for Sedgefield for three days; I turned it off and posted a reminder in `#mg-ops`.", "N", None, "plain", "a one-off clean-up"),
            ("Of the 2xx access-log lines from ingress-nginx only one in ten is kept; any 4xx or 5xx line is always kept.", "R", None, "paraphrase", "restates the stored sampling"),
            ("The sampling is done in a Fluent Bit `lua` filter that hashes the request id, so all lines of one request are kept or dropped together.", "F", None, "detail", "detail of the stored sampling"),
            ("Requests to `/api/v2/loans` are logged whole at the ingress during this month's loan-rules audit; other 2xx lines stay sampled at 10%.", "F", None, "scope", "a temporary exception for one path"),
        ],
    ),
    # ---- German: stored beliefs in German (log backend, log level) ----
    (
        "de",
        [
            "Die Anwendungslogs von `core` gehen über Vector nach Elasticsearch (Index `mg-app-*`) und werden nach 21 Tagen gelöscht.",
            "In Produktion loggt `core` auf `info`, in Staging auf `debug`.",
        ],
        [
            ("Wir haben die Logs von Elasticsearch auf Grafana Loki umgezogen; Vector schreibt jetzt direkt nach Loki.", "S", 0, "from_to", "the log backend changed"),
            ("Die App-Logs werden jetzt 90 Tage aufbewahrt, wegen der Prüfpflichten der Bibliotheksverbünde.", "S", 0, "now_uses", "the retention changed"),
            ("Produktion: Log-Level `warn` für `core`; Staging weiterhin `debug`.", "S", 1, "implicit", "another production level, no change word"),
            ("Für die Migration am Sonntag haben wir `core` in Produktion eine halbe Stunde auf `debug` gestellt und danach wieder auf `info`.", "N", None, "plain", "a one-off action"),
            ("Sollten wir die Logs nicht lieber in Datadog haben? Die Suche in Kibana ist für den Support zu langsam.", "N", None, "question", "a proposal"),
            ("`core` schreibt in Produktion mit Level `info` und in Staging mit `debug`.", "R", None, "paraphrase", "restates the stored levels"),
        ],
    ),
    # ---- German: English beliefs, German statements (alert routing) ----
    (
        "de",
        [
            "Critical alerts page the on-call through Opsgenie (team `mg-core`).",
            "Warnings are posted to the Slack channel `#mg-warn`.",
            "Alerts about the `ingest` worker go only to the data team's email list.",
        ],
        [
            ("Kritische Alarme gehen seit März an PagerDuty statt an Opsgenie; der Opsgenie-Vertrag läuft aus.", "S", 0, "instead_of", "the pager tool changed"),
            ("Warnungen landen inzwischen in Microsoft Teams im Kanal `Betrieb-Warnungen`; Slack wird dafür nicht mehr genutzt.", "S", 1, "no_longer", "the warning channel changed"),
            ("Korrektur: Die `ingest`-Alarme gehen auch an Opsgenie, nicht nur an die E-Mail-Liste.", "S", 2, "correction", "the agent corrects the ingest route"),
            ("Zusätzlich schicken wir kritische Alarme jetzt auch in den Slack-Kanal `#mg-incidents`; gepaged wird weiterhin über Opsgenie.", "N", None, "related", "an additional notification beside the stored route"),
            ("Die Alarme des Staging-Clusters gehen nirgendwohin, sie sind nur in Grafana sichtbar.", "N", None, "negation", "a negation about another environment"),
            ("Alarme mit dem Label `team=search` gehen an das Opsgenie-Team `mg-search`; alle übrigen kritischen Alarme weiterhin an `mg-core`.", "F", None, "scope", "an exception for one team's alerts"),
        ],
    ),
    # ---- French: stored beliefs in French (SLO, error budget) ----
    (
        "fr",
        [
            "L'API de réservation de salles a un SLO de disponibilité de 99,5 % sur 30 jours glissants.",
            "Quand le budget d'erreur est épuisé, on gèle les déploiements de fonctionnalités de `core`.",
            "Les SLO sont définis avec Sloth dans `infra/slo/`.",
        ],
        [
            ("Le SLO de disponibilité de l'API de réservation passe à 99,9 %, toujours sur 30 jours glissants.", "S", 0, "now_uses", "the objective changed"),
            ("Nous avons remplacé Sloth par Pyrra ; les objectifs sont maintenant des ressources `ServiceLevelObjective`.", "S", 2, "replaced_by", "the SLO tool changed"),
            ("Correction : un budget épuisé ne gèle rien, il déclenche seulement une revue de fiabilité à la réunion hebdomadaire.", "S", 1, "correction", "the agent corrects the policy"),
            ("Faut-il ajouter un SLO de latence pour la recherche dans le catalogue ?", "N", None, "question", "a proposal"),
            ("L'API du catalogue a son propre SLO : 99,9 % sur 28 jours.", "N", None, "related", "another API's SLO"),
            ("Les correctifs de sécurité passent quand même pendant un gel ; seules les nouvelles fonctionnalités attendent.", "F", None, "scope", "an exception to the freeze"),
        ],
    ),
    # ---- French: English beliefs, French statements (on-call) ----
    (
        "fr",
        [
            "The on-call rotation is weekly, handing over on Monday at 10:00 Europe/Dublin.",
            "Pages not acknowledged within 10 minutes escalate to the secondary.",
        ],
        [
            ("L'astreinte est passée à des tours de deux semaines, avec la relève toujours le lundi à 10 h.", "S", 0, "switched", "the shift length changed"),
            ("Délai d'acquittement avant escalade vers le secondaire : 5 minutes.", "S", 1, "implicit", "another ack window, no change word"),
            ("La relève d'astreinte se fait désormais le mercredi à 14 h, heure de Dublin.", "S", 0, "now_uses", "the handover changed"),
            ("J'ai échangé ma semaine d'astreinte avec Colm ; l'override est dans PagerDuty.", "N", None, "plain", "a one-off swap"),
            ("L'équipe data n'a pas d'astreinte de nuit pour `ingest`.", "N", None, "related", "another team's rule"),
            ("Sans acquittement au bout de 10 minutes, la page part chez le secondaire.", "R", None, "paraphrase", "restates the stored escalation"),
        ],
    ),
    # ---- Spanish: stored beliefs in Spanish (backups, restore drills) ----
    (
        "es",
        [
            "La base de datos Postgres se respalda con pgBackRest: copia completa los domingos y diferencial cada noche, guardadas 28 días.",
            "El simulacro de restauración se hace cada seis meses en el entorno `drill`.",
        ],
        [
            ("Las copias de Postgres las hacen ahora las instantáneas automáticas de RDS con recuperación a un punto en el tiempo; pgBackRest se retiró.", "S", 0, "now_uses", "the backup method changed"),
            ("Retención de las copias de Postgres: 60 días.", "S", 0, "implicit", "another retention, no change word"),
            ("Corrección: el simulacro de restauración es trimestral, no semestral.", "S", 1, "correction", "the agent corrects the cadence"),
            ("¿Deberíamos copiar los respaldos a otra cuenta de AWS por si alguien borra el bucket?", "N", None, "question", "a proposal"),
            ("Restauré la copia del martes en una instancia temporal para recuperar reservas borradas por error.", "N", None, "plain", "a one-off restore"),
            ("pgBackRest cifra el repositorio con AES-256 y comprime con zstd.", "F", None, "detail", "detail of the stored backups"),
        ],
    ),
    # ---- Spanish: English beliefs, Spanish statements (health and uptime checks) ----
    (
        "es",
        [
            "The readiness probe for `core` is `GET /readyz`, which checks Postgres and Redis.",
            "Checkly runs an API check against `https://api.marrowgate.example/healthz` every 2 minutes.",
        ],
        [
            ("Checkly se sustituyó por Better Stack; el monitor consulta `/healthz` cada 3 minutos.", "S", 1, "replaced_by", "the uptime tool changed"),
            ("La sonda de readiness ya no comprueba Redis, solo Postgres.", "S", 0, "no_longer", "the readiness check changed"),
            ("Ahora el chequeo de Checkly corre cada 30 segundos desde cuatro regiones.", "S", 1, "now_uses", "the interval changed"),
            ("El servicio `notifier` solo tiene una sonda TCP, sin endpoint HTTP de salud.", "N", None, "related", "another service's probe"),
            ("Pausé el chequeo de Checkly durante el cambio de DNS del domingo.", "N", None, "plain", "a one-off pause"),
            ("Checkly llama a `https://api.marrowgate.example/healthz` cada dos minutos.", "R", None, "paraphrase", "restates the stored check"),
        ],
    ),
    # ---- Portuguese: stored beliefs in Portuguese (tracing, sampling) ----
    (
        "pt",
        [
            "Os traces vão do OTel Collector para o Jaeger e ficam guardados 7 dias.",
            "Em produção a amostragem de traces é de 5%.",
        ],
        [
            ("Os traces agora vão para o Grafana Tempo em vez do Jaeger.", "S", 0, "instead_of", "the trace backend changed"),
            ("A amostragem em produção passou para 20% depois da migração do collector.", "S", 1, "switched", "the sampling rate changed"),
            ("Correção: o Jaeger guarda os traces por 3 dias, não 7.", "S", 0, "correction", "the agent corrects the retention"),
            ("No staging a amostragem é de 100%.", "N", None, "related", "another environment"),
            ("Vamos testar tail sampling no staging durante este sprint; a produção continua com 5%.", "N", None, "plain", "a trial in another environment"),
            ("Em produção, 5% dos traces são amostrados.", "R", None, "paraphrase", "restates the stored rate"),
        ],
    ),
    # ---- Portuguese: English beliefs, Portuguese statements (error tracker) ----
    (
        "pt",
        [
            "`core` reports exceptions to the Sentry project `mg-core` on sentry.io.",
            "The patron app `app/` reports crashes to Firebase Crashlytics.",
        ],
        [
            ("O app de leitores agora reporta os crashes para o Sentry (projeto `mg-app`); o Crashlytics foi removido.", "S", 1, "now_uses", "the app's crash reporter changed"),
            ("Os erros do `core` vão para o Bugsnag, projeto `marrowgate-core`.", "S", 0, "implicit", "another error tracker, no change word"),
            ("O `notifier` também manda os erros para o Sentry agora, num projeto próprio.", "N", None, "related", "another service added"),
            ("Devemos ligar o Session Replay do Sentry no `portal`?", "N", None, "question", "a proposal"),
            ("Apaguei 200 issues antigas do `mg-core` depois do upgrade do Rails.", "N", None, "plain", "a one-off clean-up"),
            ("O `core` remove o cabeçalho `Authorization` e os números de cartão antes de enviar o evento ao Sentry.", "F", None, "detail", "detail of the stored reporting"),
        ],
    ),
    # ---- Italian: stored beliefs in Italian (dashboards) ----
    (
        "it",
        [
            "Le dashboard di Grafana sono scritte in Jsonnet con grafonnet in `infra/dashboards/`.",
            "La dashboard principale per chi è reperibile è `Core Overview`.",
        ],
        [
            ("Abbiamo abbandonato Jsonnet: le dashboard si salvano come JSON esportato da Grafana in `infra/dashboards/json/`.", "S", 0, "dropped", "the dashboard format changed"),
            ("La dashboard di riferimento per la reperibilità adesso è `Core SLO`; `Core Overview` resta solo per le analisi.", "S", 1, "now_uses", "the main dashboard changed"),
            ("Dashboard di Grafana: gestite con il provider Terraform, file in `infra/terraform/grafana/`.", "S", 0, "implicit", "another way of defining dashboards, no change word"),
            ("Il team dati ha le sue dashboard in Metabase per `ingest`.", "N", None, "related", "another team's dashboards"),
            ("Ho aggiunto alla `Core Overview` un pannello sulle code di Sidekiq.", "N", None, "plain", "a one-off edit"),
            ("Chi è di turno guarda prima di tutto la dashboard `Core Overview`.", "R", None, "paraphrase", "restates the stored dashboard"),
        ],
    ),
    # ---- Italian: English beliefs, Italian statements (status page) ----
    (
        "it",
        [
            "The public status page is on Atlassian Statuspage at `status.marrowgate.example`.",
            "The incident commander posts the first status update within 15 minutes of declaring an incident.",
            "Scheduled maintenance is announced on the status page 72 hours in advance.",
        ],
        [
            ("La pagina di stato è passata da Statuspage a Better Stack; il dominio è lo stesso.", "S", 0, "from_to", "the status page tool changed"),
            ("Il primo aggiornamento sulla pagina di stato va pubblicato entro 30 minuti, non più 15.", "S", 1, "no_longer", "the deadline changed"),
            ("Le manutenzioni programmate si annunciano con una settimana di anticipo.", "S", 2, "implicit", "another notice period, no change word"),
            ("Dovremmo annunciare le manutenzioni anche via email alle biblioteche?", "N", None, "question", "a proposal"),
            ("Ho pubblicato l'avviso di manutenzione per l'aggiornamento di Postgres di domenica.", "N", None, "plain", "applies the stored practice"),
            ("Le manutenzioni notturne sotto i 5 minuti non si annunciano; tutte le altre sì, con 72 ore di anticipo.", "F", None, "scope", "an exception for short maintenance"),
        ],
    ),
    # ---- Japanese: stored beliefs in Japanese (alert thresholds) ----
    (
        "ja",
        [
            "`core` の p95 レイテンシアラートは 700 ms を 10 分間超えたら発火する。",
            "Postgres のレプリケーション遅延が 30 秒を超えたらページする。",
        ],
        [
            ("p95 レイテンシのアラート閾値を 500 ms に下げた。継続時間は 10 分のまま。", "S", 0, "now_uses", "the latency threshold changed"),
            ("レプリケーション遅延のページは 30 秒から 60 秒に変更した。", "S", 1, "from_to", "the lag threshold changed"),
            ("レプリケーション遅延の閾値は 30 秒のまま。レイテンシアラートは 900 ms に上げた。", "S", 0, "now_uses", "wrong-target trap: latency changed, lag confirmed"),
            ("`notifier` には独自のレイテンシアラートがあり、3 秒を 10 分間超えたら発火する。", "N", None, "related", "another service's alert"),
            ("土曜のメンテナンス中、レプリケーション遅延アラートを 2 時間サイレンスした。もう解除済み。", "N", None, "plain", "a temporary silence, already over"),
            ("`core` の p95 が 10 分間 700 ms を上回るとアラートが鳴る。", "R", None, "paraphrase", "restates the stored alert"),
        ],
    ),
    # ---- Japanese: English beliefs, Japanese statements (notifier logs) ----
    (
        "ja",
        [
            "Production `notifier` logs at `info`; staging at `debug`.",
            "`notifier` logs go to Loki with 30-day retention.",
        ],
        [
            ("本番の `notifier` のログレベルは `warn` になった。", "S", 0, "now_uses", "the production level changed"),
            ("`notifier` のログは Loki ではなく CloudWatch Logs に送るようにした。保持期間は 90 日。", "S", 1, "instead_of", "the log backend changed"),
            ("訂正：`notifier` のログの保持期間は 30 日ではなく 7 日だった。", "S", 1, "correction", "the agent corrects the retention"),
            ("本番でも `debug` を使えるようにすべきか相談したい。SMS の重複送信の調査に必要。", "N", None, "question", "a proposal"),
            ("`core` のログは 14 日で消える。", "N", None, "related", "another service's retention"),
            ("本番でも `sms` パッケージだけは今週いっぱい `debug` にしている。ほかは `info` のまま。", "F", None, "scope", "a temporary exception for one package"),
        ],
    ),
    # ---- Korean: stored beliefs in Korean (on-call escalation) ----
    (
        "ko",
        [
            "1차 당번이 15분 안에 응답하지 않으면 호출이 2차 당번에게 넘어간다.",
            "온콜 일정은 PagerDuty의 `MG Primary` 스케줄에서 관리한다.",
        ],
        [
            ("이제 1차 당번이 5분 안에 응답하지 않으면 2차에게 넘어간다.", "S", 0, "now_uses", "the ack window changed"),
            ("온콜 일정을 PagerDuty에서 Opsgenie로 옮겼다.", "S", 1, "from_to", "the schedule tool changed"),
            ("온콜 일정: incident.io의 `Core rota` 스케줄.", "S", 1, "implicit", "another schedule tool, no change word"),
            ("이번 주 당번을 민준과 바꿨다. PagerDuty에 오버라이드를 추가했다.", "N", None, "plain", "a one-off swap"),
            ("데이터 팀은 `ingest` 장애에 업무 시간에만 대응한다.", "N", None, "related", "another team's rule"),
            ("1차가 15분 동안 응답이 없으면 호출은 2차로 간다.", "R", None, "paraphrase", "restates the stored escalation"),
        ],
    ),
    # ---- Korean: English beliefs, Korean statements (metrics retention) ----
    (
        "ko",
        [
            "Prometheus scrapes every 30 s and keeps 15 days of data.",
            "Long-term metrics are stored in Thanos on S3 for one year.",
        ],
        [
            ("장기 메트릭 보관 기간을 2년으로 늘렸다.", "S", 1, "now_uses", "the long-term retention changed"),
            ("Prometheus의 수집 간격은 이제 15초다.", "S", 0, "now_uses", "the scrape interval changed"),
            ("Thanos 대신 Mimir를 쓰는 건 어떨까?", "N", None, "question", "a proposal"),
            ("스테이징 Prometheus는 3일만 보관한다.", "N", None, "related", "another environment"),
            ("어제 Prometheus가 메모리 부족으로 재시작되어 20분 동안 데이터가 비었다.", "N", None, "plain", "an outage of the stored tool"),
            ("Thanos는 40시간이 지나면 5분 해상도로, 10일이 지나면 1시간 해상도로 다운샘플링한다.", "F", None, "detail", "detail of the stored long-term store"),
        ],
    ),
    # ---- Chinese: stored beliefs in Chinese (cover image backups, drills) ----
    (
        "zh",
        [
            "上传的封面图片存放在 S3 桶 `mg-covers`，每天由 AWS Backup 备份一次，保留 30 天。",
            "每季度做一次恢复演练，结果记录在 `docs/runbooks/restore-drill.md`。",
        ],
        [
            ("封面图片备份的保留期改成了 90 天。", "S", 0, "switched", "the retention changed"),
            ("恢复演练现在每月一次。", "S", 1, "now_uses", "the drill cadence changed"),
            ("`mg-covers` 不再备份了，改为开启版本控制和跨区域复制。", "S", 0, "no_longer", "the backup was stopped"),
            ("我们要不要把备份再复制到另一个 AWS 账户？", "N", None, "question", "a proposal"),
            ("昨天从备份里恢复了一张被误删的封面图片。", "N", None, "plain", "a one-off restore"),
            ("封面图片每天用 AWS Backup 备份一次，保存 30 天。", "R", None, "paraphrase", "restates the stored backup"),
        ],
    ),
    # ---- Chinese: English beliefs, Chinese statements (runbooks) ----
    (
        "zh",
        [
            "Runbooks live in `docs/runbooks/` in the `infra` repo.",
            "Every alert rule must have a `runbook_url` annotation; CI fails without it.",
        ],
        [
            ("运行手册已经迁到 Backstage TechDocs 了，`docs/runbooks/` 只剩一个指向那里的 README。", "S", 0, "moved", "the runbook location changed"),
            ("CI 不再检查 `runbook_url` 注解了，缺了也能合并。", "S", 1, "no_longer", "the CI rule was removed"),
            ("运行手册：Confluence 的 `OPS` 空间，每个告警一页。", "S", 0, "implicit", "another runbook location, no change word"),
            ("数据团队的 `ingest` 运行手册放在他们自己仓库的 wiki 里。", "N", None, "related", "another team's runbooks"),
            ("要不要把运行手册放到告警规则的旁边？", "N", None, "question", "a proposal"),
            ("`severity=info` 的告警可以没有 `runbook_url`，其他告警都必须有。", "F", None, "scope", "an exception for one severity"),
        ],
    ),
    # ---- Russian: stored beliefs in Russian (logging pipeline) ----
    (
        "ru",
        [
            "Логи `core` собирает Fluent Bit и отправляет в OpenSearch, индекс `mg-logs-*`, хранение 14 дней.",
            "Логи `ingest` пишутся в CloudWatch Logs.",
        ],
        [
            ("Перешли с OpenSearch на Loki: Fluent Bit теперь отправляет логи `core` в Loki.", "S", 0, "switched", "the log backend changed"),
            ("Логи `core` хранятся 30 дней.", "S", 0, "implicit", "another retention, no change word"),
            ("Поправка: `ingest` тоже пишет логи через Fluent Bit в OpenSearch, а не в CloudWatch.", "S", 1, "correction", "the agent corrects the ingest logs"),
            ("Может, стоит перенести логи в Datadog?", "N", None, "question", "a proposal"),
            ("Вчера OpenSearch был недоступен полчаса, часть логов `core` потеряна.", "N", None, "plain", "an outage of the stored backend"),
            ("Fluent Bit доставляет логи `core` в OpenSearch (`mg-logs-*`), где они живут две недели.", "R", None, "paraphrase", "restates the stored pipeline"),
        ],
    ),
    # ---- Russian: English beliefs, Russian statements (uptime checks) ----
    (
        "ru",
        [
            "UptimeRobot checks `https://portal.marrowgate.example/` every 5 minutes.",
            "Uptime alerts go to the `#mg-uptime` Slack channel.",
        ],
        [
            ("UptimeRobot заменили на Checkly, проверка раз в 2 минуты.", "S", 0, "replaced_by", "the uptime tool changed"),
            ("Алерты о доступности теперь уходят в PagerDuty, а не в Slack.", "S", 1, "now_uses", "the alert route changed"),
            ("Добавили в UptimeRobot ещё проверку `https://api.marrowgate.example/healthz`; проверка портала не изменилась.", "N", None, "related", "an additional check beside the stored one"),
            ("Поставил проверку на паузу на время переключения DNS в воскресенье.", "N", None, "plain", "a one-off pause"),
            ("У staging вообще нет проверки доступности.", "N", None, "negation", "a negation about another environment"),
            ("Проверка портала ищет на странице текст `Sign in`, а не только код 200.", "F", None, "detail", "detail of the stored check"),
        ],
    ),
    # ---- Polish: stored beliefs in Polish (sampling) ----
    (
        "pl",
        [
            "W produkcji próbkujemy 10% śladów (traces).",
            "Logi dostępowe z ingressu: zachowujemy 10% linii 2xx i wszystkie linie 4xx i 5xx.",
        ],
        [
            ("Próbkowanie śladów w produkcji zmieniliśmy na 25%.", "S", 0, "switched", "the trace sampling changed"),
            ("Logi dostępowe z ingressu nie są już próbkowane, trzymamy wszystkie linie.", "S", 1, "no_longer", "access-log sampling stopped"),
            ("Ślady zostają na 10%, ale z linii 2xx w logach dostępowych zachowujemy teraz tylko 1%.", "S", 1, "now_uses", "wrong-target trap: access logs changed, traces confirmed"),
            ("Na stagingu zapisujemy 100% śladów.", "N", None, "related", "another environment"),
            ("Czy nie powinniśmy przejść na tail sampling?", "N", None, "question", "a proposal"),
            ("Zachowujemy co dziesiąty ślad z produkcji.", "R", None, "paraphrase", "restates the stored rate"),
        ],
    ),
    # ---- Polish: English beliefs, Polish statements (incident process) ----
    (
        "pl",
        [
            "Incidents are declared with `/incident declare` in Slack (incident.io).",
            "SEV1 incidents need a postmortem within five working days, written in Notion.",
        ],
        [
            ("Incydenty zgłaszamy teraz komendą `/fh new` (FireHydrant); incident.io zostało wyłączone.", "S", 0, "now_uses", "the incident tool changed"),
            ("Postmortemy piszemy w Google Docs, termin to dziesięć dni roboczych.", "S", 1, "implicit", "another place and deadline, no change word"),
            ("Zespół danych ma własny proces incydentów dla `ingest`.", "N", None, "related", "another team's process"),
            ("Wczoraj zgłosiłem incydent SEV2 w sprawie opóźnionych powiadomień SMS (INC-⟨inc3⟩).", "N", None, "plain", "applies the stored practice"),
            ("Czy postmortem nie powinien obowiązywać także dla SEV2?", "N", None, "question", "a proposal"),
            ("Postmortem dla SEV1 musi mieć sekcję `Co zadziałało` i listę zadań w Linear.", "F", None, "detail", "detail of the stored rule"),
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
                "id": f"yg{n:03d}",
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
