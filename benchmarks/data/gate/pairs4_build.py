# ruff: noqa: E501
"""Build pairs4.jsonl: a blind, held-out write-gate set (ids s001...).

Stdlib only. Each row group is the memory of one long-lived project as it piles up
over months (session notes, chat corrections, review and incident decisions, drifting
values). Rows are written with the replaced belief first in `existing`; the builder adds
0-2 unrelated background beliefs of the same project, shuffles `existing` with a fixed
seed and records where the target landed. Every row is `heldout`. Run:
    python benchmarks/data/gate/pairs4_build.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

#: Fixed seed so the committed JSONL is reproducible from this file.
SEED = 4404
#: Labels as the README names them, keyed by the one-letter code used below.
LABELS = {"S": "supersedes", "N": "novel", "D": "redundant", "F": "refines"}
#: Id prefix: `r` is taken by pairs3.jsonl, so this set uses `s` to stay unique.
PREFIX = "s"
#: At most this many beliefs in `existing` (the README allows 1-4).
MAX_EXISTING = 4
#: Output beside this script.
OUT = Path(__file__).with_name("pairs4.jsonl")

#: (group, code, lang, phrasing, existing, new, note) in writing order.
ROWS: list[tuple[str, str, str, str, list[str], str, str]] = []
#: Background beliefs per group: true, and untouched by every new statement of the group.
BACKGROUND: dict[str, list[str]] = {}
_current = [""]


def group(name: str, background: list[str]) -> None:
    """Start a project's row group with its unrelated background beliefs."""
    _current[0] = name
    BACKGROUND[name] = background


def r(code: str, lang: str, phrasing: str, existing: list[str], new: str, note: str) -> None:
    """Record one pair; for code "S" the replaced belief is existing[0]."""
    ROWS.append((_current[0], code, lang, phrasing, existing, new, note))


# Rows stay one tuple of arguments per call, long lines and all: they are data.
# fmt: off
# --- group harbor: Go shipment-tracking API, months of notes (en, de) ---
group('harbor', ["harbor commit messages follow Conventional Commits", "The harbor team's standup is at 09:30 CET", "harbor's public docs are hosted at docs.harbor.acme.dev"])
r("S", "en", "correction",
  ["Local Postgres for harbor runs on port 5432 via docker compose", "harbor's test DB is created fresh per package by testcontainers"],
  "actually it's 5433 now for the local harbor db, 5432 clashes with the system postgres",
  "user correction: local port value replaced")
r("S", "en", "implicit",
  ["harbor builds with Go 1.21", "golangci-lint runs in CI with the default linters plus errorlint", "harbor's module path is github.com/acme/harbor"],
  "harbor's go.mod says go 1.23 and CI uses the 1.23 image",
  "implicit: new Go version for the same module")
r("N", "en", "implicit",
  ["harbor builds with Go 1.23", "harbor's integration tests use testcontainers"],
  "The billing-export module stays on Go 1.22 until its vendored gRPC is updated",
  "another module's version; harbor's belief untouched")
r("S", "en", "correction",
  ["Note to self: the tracking webhook retries 3 times with exponential backoff", "Webhook payloads are signed with HMAC-SHA256"],
  "Correction to my earlier note: the tracking webhook retries 5 times, not 3; I misread the config",
  "the agent corrects its own note")
r("D", "en", "paraphrase",
  ["Webhook payloads are signed with HMAC-SHA256", "Webhook retries are capped at 5 attempts"],
  "Every outgoing webhook body carries an HMAC SHA-256 signature header",
  "same fact, other words")
r("S", "en", "no_longer",
  ["We deploy harbor to the EC2 autoscaling group with a systemd unit", "Staging and prod share one AWS account"],
  "no, we don't do that anymore - harbor no longer runs on the EC2 group, it's all on ECS Fargate since the migration",
  "chat-tone reversal of deploy target")
r("N", "en", "no_longer",
  ["harbor runs on ECS Fargate", "The legacy label printer service is deployed on a single EC2 box"],
  "The label printer service no longer needs the USB passthrough hack after the driver update",
  "change word about another service's detail; denies nothing stored")
r("S", "en", "implicit",
  ["Primary on-call for harbor this rotation is Priya", "Escalation after 15 minutes goes to the platform team"],
  "harbor on-call this week: Tomasz (primary), Priya shadowing",
  "rotation drifted: new primary for the same role")
r("N", "en", "scope",
  ["Primary on-call for harbor is Tomasz", "Escalation after 15 minutes goes to the platform team"],
  "During the December freeze, escalations for harbor go straight to the incident commander",
  "scoped exception to the escalation rule, does not replace it")
r("S", "en", "instead_of",
  ["harbor's HTTP router is gorilla/mux", "Request logging uses slog with JSON output", "New harbor handlers are written against chi"],
  "New handlers use chi instead of gorilla/mux; the whole router was ported in PR 412",
  "router library replaced; trap: the chi belief is confirmed, not replaced")
r("N", "en", "instead_of",
  ["harbor's HTTP router is chi", "Integration tests hit a real Postgres via testcontainers"],
  "In the contract tests use httptest.NewServer instead of a live port",
  "instead_of about a test helper, not the router")
r("F", "en", "detail",
  ["harbor's HTTP router is chi", "Request logging uses slog with JSON output"],
  "chi middleware order in harbor: RequestID, RealIP, our slog logger, Recoverer, then Timeout(30s)",
  "adds detail about the chi setup")
r("S", "en", "implicit",
  ["harbor API request timeout is 30s at the chi middleware", "The carrier SDK has its own 10s timeout"],
  "harbor's middleware Timeout is set to 12s after the incident on 3 March; long exports go through the async job",
  "incident decision: same timeout, new value")
r("N", "en", "related",
  ["harbor API request timeout is 12s", "Request logging uses slog with JSON output"],
  "The async export job itself may run up to 20 minutes before it is killed",
  "related limit on another component (the export job), the request timeout stands")
r("S", "en", "dropped",
  ["CI step: run `make swagger` and fail if the generated spec differs", "CI runs `go test -race ./...`"],
  "We dropped the swagger drift check from CI; the spec is generated at release time now",
  "one CI step removed")
r("N", "en", "dropped",
  ["CI runs `go test -race ./...`", "The spec is generated at release time"],
  "Dropped the vendored copy of the old carrier SDK from /third_party, nothing imports it",
  "dropped about a directory, no belief concerns it")
r("S", "en", "implicit",
  ["CI steps for harbor: lint, unit tests, build image, push to ECR", "Release tags follow vMAJOR.MINOR.PATCH"],
  "CI steps for harbor: lint, unit tests, build image, trivy scan, push to ECR",
  "one item of the CI list changed (scan added before push): the list statement is replaced")
r("D", "en", "exact",
  ["Release tags follow vMAJOR.MINOR.PATCH", "CI steps for harbor: lint, unit tests, build image, trivy scan, push to ECR"],
  "Release tags follow vMAJOR.MINOR.PATCH",
  "exact duplicate")
r("S", "de", "implicit",
  ["Feature flag `new_eta_model` is off in production", "Feature flags live in LaunchDarkly"],
  "Das Flag new_eta_model ist in Produktion seit Montag für alle Kunden aktiv",
  "German: same flag, now on")
r("N", "de", "scope",
  ["Feature flag `new_eta_model` is on in production for all customers", "Feature flags live in LaunchDarkly"],
  "Für den Kunden Kühne bleibt new_eta_model per Ausnahme deaktiviert, bis deren Integrationstest grün ist",
  "German scoped exception for one customer")
r("S", "de", "moved",
  ["harbor's container images are pushed to Docker Hub under acme/harbor", "Images are tagged with the git SHA"],
  "Die harbor-Images liegen jetzt in ECR (eu-central-1), Docker Hub wird nicht mehr befüllt",
  "German: registry moved")
r("F", "de", "detail",
  ["harbor images are pushed to ECR in eu-central-1", "Images are tagged with the git SHA"],
  "Zusätzlich zum SHA bekommt jedes Release-Image den Tag der Version, z. B. v2.4.1",
  "adds a second tag, denies nothing")
r("S", "en", "implicit",
  ["The carrier rate cache TTL is 10 minutes", "Rates are cached in Redis under key rate:{carrier}:{lane}"],
  "rate cache TTL: 90s. 10 min gave stale prices during the fuel surcharge change",
  "much shorter new statement, new value")
r("N", "en", "question",
  ["The carrier rate cache TTL is 90 seconds", "Rates are cached in Redis"],
  "Should we drop the rate cache TTL to 30s for the DHL lane? Waiting on Priya",
  "proposal, not a decision")

# --- group quill: Django content platform (en, fr, es) ---
group('quill', ["quill's editor admin is mounted at /cms-admin/", "quill's editorial team works in the Europe/Paris timezone", "quill stores article bodies as Portable Text JSON"])
r("S", "fr", "implicit",
  ["quill runs on Django 4.2 LTS", "Celery workers use Redis as broker"],
  "quill tourne maintenant sous Django 5.1, la montée de version est mergée",
  "French: new Django version for the same project")
r("S", "fr", "replaced_by",
  ["Celery workers for quill use Redis as broker", "quill runs on Django 5.1"],
  "Le broker Redis de Celery a été remplacé par RabbitMQ après les pertes de tâches de juin",
  "French: broker replaced")
r("N", "fr", "replaced_by",
  ["Celery workers for quill use RabbitMQ as broker", "Django's cache backend is Redis"],
  "Le disque du serveur Redis de cache a été remplacé par un SSD de 500 Go",
  "replaced about hardware, no belief changes")
r("D", "fr", "paraphrase",
  ["Django's cache backend for quill is Redis", "Celery uses RabbitMQ"],
  "Le cache de Django s'appuie sur Redis",
  "French restatement of the cache fact")
r("S", "en", "correction",
  ["quill's media uploads max out at 10 MB", "Media files are stored in S3 bucket quill-media"],
  "Oops, my earlier note was off: the upload limit is 25 MB (DATA_UPLOAD_MAX_MEMORY_SIZE plus the nginx client_max_body_size), not 10",
  "agent self-correction, much longer")
r("N", "en", "scope",
  ["quill's media upload limit is 25 MB", "Media files are stored in S3 bucket quill-media"],
  "Avatar uploads are capped at 2 MB separately in the profile form",
  "scoped limit for avatars, the general limit stands")
r("S", "en", "moved",
  ["Media files are stored in S3 bucket quill-media (us-east-1)", "CloudFront fronts the media bucket"],
  "media bucket moved to eu-west-1 as quill-media-eu for GDPR; old bucket is read-only until deletion",
  "bucket moved")
r("S", "es", "switched",
  ["quill's Python dependencies are managed with pip-tools", "Python version in prod is 3.11"],
  "Cambiamos de pip-tools a uv para las dependencias de quill; requirements.in ya no existe",
  "Spanish: dependency tool switched")
r("N", "es", "switched",
  ["quill uses uv for dependencies", "Python version in prod is 3.11"],
  "En el portátil de Marta cambiamos el shell a fish, por si ves prompts raros en sus capturas",
  "switch about a laptop shell, unrelated")
r("S", "es", "implicit",
  ["Python version in prod for quill is 3.11", "The Dockerfile uses the slim Debian base image"],
  "La imagen de producción de quill usa Python 3.12",
  "Spanish: new Python version, no change word")
r("F", "es", "detail",
  ["The quill Dockerfile uses the slim Debian base image", "Python in prod is 3.12"],
  "La imagen base es python:3.12-slim-bookworm, fijada por digest",
  "detail on the base image")
r("S", "en", "implicit",
  ["Gunicorn for quill runs 4 sync workers", "nginx proxies to gunicorn on a unix socket"],
  "gunicorn: 3 gthread workers x 8 threads",
  "much shorter, new worker config for the same server")
r("N", "en", "related",
  ["Gunicorn for quill runs 3 gthread workers with 8 threads", "Static files in quill are served by WhiteNoise"],
  "nginx keeps 32 upstream keepalive connections to the socket",
  "related true setting of the proxy in front, the worker belief stands")
r("S", "en", "gone",
  ["Search in quill is backed by Elasticsearch 7", "Search indexing runs in a Celery task after each publish"],
  "Elasticsearch is gone, search is Postgres full-text now (SearchVector + GIN index)",
  "gone phrasing: search backend")
r("N", "en", "gone",
  ["quill search uses Postgres full-text", "Search indexing runs after each publish"],
  "The flaky test in test_publish.py is gone after pinning freezegun",
  "gone about a flaky test")
r("D", "en", "paraphrase",
  ["quill search uses Postgres full-text search with a GIN index", "Editors can schedule publishing"],
  "Full-text search in quill is done in Postgres itself, indexed with GIN",
  "restatement")
r("S", "fr", "implicit",
  ["Le responsable technique de quill est Julien", "Les revues de code demandent deux approbations"],
  "Tech lead de quill depuis octobre : Amélie (Julien est passé sur l'équipe data)",
  "French: role owner changed")
r("N", "fr", "related",
  ["La tech lead de quill est Amélie", "Les revues de code demandent deux approbations"],
  "Julien reste référent pour les migrations de base de données sur quill",
  "related true role, not the lead role")
r("S", "en", "implicit",
  ["Code reviews on quill need two approvals", "main is protected; no direct pushes"],
  "One approving review is enough for quill PRs as of the retro on 9 Oct, except migrations",
  "review rule changed (with its own exception)")
r("N", "en", "scope",
  ["quill PRs need one approving review", "main is protected"],
  "PRs touching migrations/ still need a second approval from the DB owner",
  "scoped exception, the general rule stands")
r("F", "en", "example",
  ["Editors can schedule publishing in quill", "Scheduled posts are published by a Celery beat task"],
  "e.g. a post scheduled for 09:00 Paris time is picked up by the beat task's 09:00 run and is live within a minute",
  "example detailing scheduling")
r("S", "en", "negation",
  ["quill sends email through Mailgun", "Transactional templates live in templates/email/"],
  "We are not on Mailgun any more; quill's transactional mail goes through Postmark",
  "explicit negation plus new provider")
r("N", "en", "negation",
  ["quill sends transactional mail through Postmark", "Templates live in templates/email/"],
  "Never send marketing campaigns through the Postmark transactional stream",
  "a rule that denies nothing stored")

# --- group ketch: Rust CLI for syncing dotfiles (en, ja) ---
group('ketch', ["ketch is licensed under Apache-2.0", "ketch's changelog follows Keep a Changelog", "ketch's default branch is main"])
r("S", "ja", "implicit",
  ["ketch's MSRV is Rust 1.70", "Releases are built with cargo-dist"],
  "ketch の MSRV は 1.74 に上げた。clap 4.5 が要求するため",
  "Japanese: MSRV value changed, belief written in English")
r("S", "ja", "switched",
  ["ketch parses config with serde_yaml", "The config file lives at ~/.config/ketch/config"],
  "設定ファイルの形式を YAML から TOML に切り替えた。パーサは toml クレート",
  "Japanese: config parser switched")
r("N", "ja", "switched",
  ["ketch parses its config with the toml crate", "The config file lives at ~/.config/ketch/config.toml"],
  "CI のキャッシュを actions/cache から Swatinem/rust-cache に切り替えた",
  "switch about the CI cache, not config parsing")
r("D", "ja", "paraphrase",
  ["Releases of ketch are built with cargo-dist", "MSRV is 1.74"],
  "リリースのバイナリは cargo-dist で作っている",
  "Japanese restatement")
r("S", "en", "no_longer",
  ["ketch supports Windows via the MSVC target", "ketch supports macOS (arm64, x86_64) and Linux (gnu, musl)"],
  "ketch no longer ships Windows builds; symlink semantics there kept breaking",
  "target dropped; the macOS/Linux belief is confirmed, not replaced")
r("F", "en", "scope",
  ["ketch supports macOS (arm64, x86_64) and Linux (gnu, musl)", "Releases are built with cargo-dist"],
  "musl builds of ketch are static; the gnu builds need glibc 2.31 or newer",
  "detail on the Linux targets")
r("S", "en", "implicit",
  ["ketch's default sync interval is 15 minutes", "The daemon writes logs to ~/.local/state/ketch/log"],
  "default sync interval: 1h (battery complaints on laptops)",
  "short statement, same setting, new value")
r("N", "en", "related",
  ["ketch's default sync interval is 1 hour", "The ketch daemon runs under launchd or systemd --user"],
  "The daemon rotates its log at 5 MB and keeps 3 files",
  "related true detail about logs, denies nothing")
r("S", "ja", "correction",
  ["ログのパスは ~/.local/state/ketch/log", "デーモンは launchd/systemd --user で動く"],
  "訂正: ログは ~/.local/state/ketch/ketch.log だった。ディレクトリ名と取り違えていた",
  "Japanese self-correction of a path")
r("N", "ja", "question",
  ["デーモンは launchd/systemd --user で動く", "ログは ~/.local/state/ketch/ketch.log"],
  "Windows 対応を戻すなら サービス登録は winsw を使うのはどうか？まだ決めていない",
  "Japanese proposal, not done")
r("S", "en", "replaced_by",
  ["ketch uses the git2 crate for repository operations", "Sync conflicts are resolved by keeping both files with a .conflict suffix"],
  "git2 was replaced by gix (gitoxide) for repo ops; no more libgit2/openssl linking pain",
  "library replaced")
r("N", "en", "replaced_by",
  ["ketch uses gix for repository operations", "Sync conflicts keep both files with a .conflict suffix"],
  "The README screenshot was replaced by an asciinema cast",
  "replaced about docs media")
r("D", "en", "paraphrase",
  ["On a sync conflict ketch keeps both versions, suffixing one with .conflict", "ketch uses gix"],
  "When both sides changed a file, ketch writes the remote copy next to it as name.conflict",
  "restatement of conflict handling")
r("S", "en", "implicit",
  ["ketch maintainers: Haruto and Lena", "Issues are triaged on Mondays"],
  "ketch maintainers: Haruto, Lena and Osei (Osei got merge rights after the 0.9 release)",
  "one item added to the maintainer list, the list statement is replaced")
r("S", "ja", "implicit",
  ["Issues are triaged on Mondays", "ketch maintainers: Haruto, Lena and Osei"],
  "issue のトリアージは木曜日にやることになった",
  "Japanese: same routine, different day")
r("N", "ja", "plain",
  ["Issue triage happens on Thursdays", "Releases are built with cargo-dist"],
  "セキュリティ報告は GitHub の private advisory で受け付ける",
  "new fact, denies nothing")
r("S", "en", "dropped",
  ["ketch encrypts secrets with age, and also supports gpg for legacy users", "Secrets are stored under secrets/ in the dotfiles repo"],
  "gpg support dropped in 0.12; age only",
  "one option of a pair dropped; the statement listing both is replaced")
r("F", "ja", "detail",
  ["ketch encrypts secrets with age only", "Secrets are stored under secrets/"],
  "age の鍵は ~/.config/ketch/key.txt に置き、パーミッション 600 をチェックする",
  "Japanese detail about age keys")
r("S", "en", "from_to",
  ["ketch's tests run with cargo test", "Clippy runs with -D warnings"],
  "moved ketch's test runner from cargo test to cargo-nextest; doctests still run via cargo test --doc",
  "from_to test runner change")
r("N", "en", "from_to",
  ["ketch's tests run with cargo-nextest", "Clippy runs with -D warnings"],
  "Renamed the example config from sample.toml to example.toml in docs/",
  "from_to about a docs file")

# --- group pixelmint: React Native photo app (zh, en) ---
group('pixelmint', ["pixelmint's icons come from lucide-react-native", "pixelmint's iOS bundle identifier is app.pixelmint.ios", "pixelmint designs live in the Figma file 'PM v3'"])
r("S", "zh", "implicit",
  ["pixelmint targets Expo SDK 50", "State management uses Zustand"],
  "pixelmint 现在基于 Expo SDK 52,升级的 PR 已合并",
  "Chinese: new SDK version")
r("S", "zh", "instead_of",
  ["pixelmint's state management uses Redux Toolkit", "Server state is fetched with TanStack Query"],
  "全局状态改用 Zustand,不再用 Redux Toolkit 了",
  "Chinese: library replaced")
r("N", "zh", "instead_of",
  ["pixelmint's state management uses Zustand", "Server state is fetched with TanStack Query"],
  "单元测试里用 msw 代替手写的 fetch mock",
  "instead_of about a test helper")
r("D", "zh", "paraphrase",
  ["Server state in pixelmint is fetched with TanStack Query", "State management uses Zustand"],
  "服务端数据的获取和缓存交给 TanStack Query",
  "Chinese restatement")
r("S", "en", "implicit",
  ["pixelmint's API base URL in staging is https://api-stg.pixelmint.app", "Production API is https://api.pixelmint.app"],
  "staging API for pixelmint: https://stg.api.pixelmint.app (the api-stg host was retired with the old load balancer)",
  "staging host changed; the production belief is untouched")
r("N", "en", "plain",
  ["pixelmint staging API is https://stg.api.pixelmint.app", "Production API is https://api.pixelmint.app"],
  "The preview builds for PRs talk to https://pr-<n>.api.pixelmint.app",
  "same kind of statement, another environment")
r("S", "zh", "moved",
  ["OTA updates for pixelmint go out through CodePush", "App Store builds are made with EAS Build"],
  "热更新已经迁到 EAS Update,CodePush 的账号下个月注销",
  "Chinese: OTA channel moved")
r("F", "zh", "detail",
  ["OTA updates for pixelmint go out through EAS Update", "App Store builds use EAS Build"],
  "EAS Update 用 production 和 preview 两个 channel,发布前先推 preview",
  "Chinese detail about channels")
r("S", "en", "correction",
  ["Note to self: pixelmint's minimum iOS version is 14", "Minimum Android API level is 24"],
  "Correcting myself: min iOS is 15.1 now - SDK 52 raised it, so my note saying 14 is stale",
  "agent self-correction")
r("N", "en", "related",
  ["pixelmint's minimum iOS version is 15.1", "Minimum Android API level is 24"],
  "Android target SDK is 34 to satisfy the Play Store deadline",
  "related true fact: target vs minimum")
r("S", "zh", "implicit",
  ["Android minimum API level for pixelmint is 24", "Android target SDK is 34"],
  "pixelmint 的 Android 最低 API 级别改为 26",
  "Chinese: minimum API raised; the target SDK belief stays")
r("S", "en", "no_longer",
  ["Crash reporting in pixelmint uses Bugsnag", "Analytics events go to PostHog", "pixelmint crash reports go to Sentry"],
  "we're not paying for bugsnag anymore, crashes go to Sentry (sentry-expo was folded into @sentry/react-native)",
  "chat-tone change of crash reporter; trap: the Sentry belief is confirmed")
r("N", "en", "no_longer",
  ["Crash reporting uses Sentry", "Analytics events go to PostHog"],
  "The photo picker no longer crashes on HEIC images after the expo-image-picker bump",
  "no_longer about a fixed bug")
r("D", "en", "exact",
  ["Analytics events go to PostHog", "Crash reporting uses Sentry"],
  "Analytics events go to PostHog",
  "exact duplicate")
r("S", "zh", "implicit",
  ["pixelmint 的图片上传单张上限是 20 MB", "上传走预签名的 S3 URL"],
  "单张图片上传上限:50 MB(为了支持 ProRAW)",
  "Chinese: same limit, new value")
r("N", "zh", "scope",
  ["单张图片上传上限是 50 MB", "上传走预签名的 S3 URL"],
  "免费用户每月最多上传 200 张,付费用户不限",
  "a different limit, denies nothing")
r("S", "en", "implicit",
  ["pixelmint release owner is Wei", "Releases go out every second Tuesday"],
  "Release captain for pixelmint from this sprint on: Dana; Wei moved to the web team",
  "role named differently (release captain vs release owner), new person")
r("N", "en", "question",
  ["Releases of pixelmint go out every second Tuesday", "Release captain is Dana"],
  "Dana suggested weekly releases once the E2E suite is stable - not agreed yet",
  "proposal")
r("S", "en", "dropped",
  ["pixelmint E2E tests run with Detox on every PR", "Unit tests run with jest"],
  "Detox is dropped; E2E is Maestro flows, nightly only",
  "E2E tool and cadence replaced")
r("F", "en", "example",
  ["pixelmint E2E tests are Maestro flows run nightly", "Unit tests run with jest"],
  "For example flows/upload_photo.yaml covers pick -> crop -> upload -> share",
  "example of an E2E flow")
r("S", "zh", "negation",
  ["pixelmint 的推送通知用 OneSignal", "推送的文案在 Lokalise 里翻译"],
  "我们没有在用 OneSignal 了,推送直接走 Expo Notifications",
  "Chinese: explicit negation plus replacement")
r("N", "zh", "negation",
  ["推送直接走 Expo Notifications", "推送的文案在 Lokalise 里翻译"],
  "不要在晚上 10 点以后给用户发推送",
  "Chinese rule that denies nothing")

# --- group strata: data platform, dbt + Airflow (pt, ko, en) ---
group('strata', ["strata's dbt project uses the staging/intermediate/marts layout", "Column names in strata are snake_case", "strata's Snowflake account is in AWS eu-central-1"])
r("S", "pt", "switched",
  ["strata's orchestrator is Airflow 2.7 on MWAA", "dbt models run in Snowflake", "O strata usa Dagster para orquestração"],
  "Trocamos o Airflow pelo Dagster no strata; o MWAA será desligado no fim do trimestre",
  "Portuguese: orchestrator switched; trap: the Dagster belief is confirmed")
r("S", "pt", "implicit",
  ["dbt in strata is pinned to 1.6", "dbt models run in Snowflake"],
  "O dbt do strata está fixado na versão 1.8",
  "Portuguese: version drift")
r("N", "pt", "plain",
  ["dbt in strata is pinned to 1.8", "dbt models run in Snowflake"],
  "O pacote dbt_utils está na versão 1.1.1",
  "another package's version, denies nothing")
r("D", "pt", "paraphrase",
  ["dbt models in strata run in Snowflake", "Orchestration is Dagster"],
  "Os modelos do dbt são executados no Snowflake",
  "Portuguese restatement")
r("S", "en", "implicit",
  ["Snowflake warehouse for dbt prod runs is TRANSFORM_M", "Ad-hoc analysts use ANALYST_XS"],
  "dbt prod now runs on TRANSFORM_L; the M warehouse was timing out on the events model",
  "same setting new value; analysts' warehouse untouched")
r("N", "en", "related",
  ["dbt prod runs on warehouse TRANSFORM_L", "Ad-hoc analysts use ANALYST_XS"],
  "Warehouses auto-suspend after 60 seconds",
  "related true setting")
r("S", "ko", "implicit",
  ["strata 데이터 담당자(data owner)는 민준", "장애 알림은 #strata-alerts 채널로 간다"],
  "strata 데이터 오너가 서연으로 바뀌었다. 민준은 ML 팀으로 이동",
  "Korean: owner changed")
r("S", "ko", "moved",
  ["Pipeline alerts for strata go to #strata-alerts", "Data owner is Seoyeon"],
  "strata 파이프라인 알림은 이제 #data-oncall 채널로 보낸다",
  "Korean: alert channel moved, belief in English")
r("N", "ko", "moved",
  ["Pipeline alerts go to #data-oncall", "Data owner is Seoyeon"],
  "회의록은 Notion 에서 Confluence 로 옮겼다",
  "moved about meeting notes")
r("F", "ko", "detail",
  ["Pipeline alerts go to #data-oncall", "Orchestration is Dagster"],
  "Dagster 센서가 실패한 run 만 알림을 보내고, 재시도 성공 시에는 보내지 않는다",
  "Korean detail on alerting")
r("S", "en", "correction",
  ["The events table is partitioned by ingestion date", "The events table is clustered by user_id"],
  "I had that wrong: events is partitioned by event_date, not ingestion date - late events land in old partitions",
  "agent self-correction")
r("N", "en", "negation",
  ["The events table is partitioned by event_date", "The events table is clustered by user_id"],
  "Never run a full refresh of events in business hours",
  "a rule, denies nothing")
r("S", "pt", "dropped",
  ["Fontes do strata: Postgres do app, Stripe, HubSpot e Segment", "Cargas incrementais rodam a cada hora"],
  "Desligamos a fonte HubSpot; o time de vendas migrou para o Salesforce, que entra na próxima sprint",
  "Portuguese: one item of the source list dropped")
r("N", "pt", "question",
  ["Fontes: Postgres do app, Stripe e Segment", "Cargas incrementais rodam a cada hora"],
  "Podemos passar as cargas incrementais para cada 15 minutos? Preciso ver o custo antes",
  "Portuguese question")
r("S", "pt", "implicit",
  ["Cargas incrementais do strata rodam a cada hora", "Fontes: Postgres do app, Stripe e Segment"],
  "incremental loads: every 30 min since the cost review",
  "English new statement replacing a Portuguese belief")
r("S", "en", "replaced_by",
  ["Data quality checks in strata use Great Expectations", "dbt tests cover not_null and unique"],
  "Great Expectations was replaced by dbt tests plus elementary for anomaly checks",
  "replaced_by; the dbt-tests belief is compatible and stays")
r("D", "en", "paraphrase",
  ["dbt tests cover not_null and unique on every primary key", "Anomaly checks use elementary"],
  "Every primary key column gets not_null and unique tests in dbt",
  "restatement")
r("S", "ko", "negation",
  ["BI 도구는 Metabase", "대시보드는 dbt exposures 로 문서화한다"],
  "이제 Metabase 는 안 쓴다. 대시보드는 모두 Lightdash 에 있다",
  "Korean negation plus replacement")
r("N", "ko", "scope",
  ["BI 도구는 Lightdash", "대시보드는 dbt exposures 로 문서화한다"],
  "재무팀의 월말 보고서만 예외적으로 Excel 로 내보낸다",
  "Korean scoped exception, does not deny the BI tool")
r("F", "en", "scope",
  ["Dashboards live in Lightdash", "Dashboards are documented as dbt exposures"],
  "Lightdash in strata only reads the marts schema; staging models are not exposed",
  "scope detail")
r("S", "en", "gone",
  ["strata's raw layer is loaded with Fivetran", "Raw data lands in the RAW database"],
  "Fivetran's gone - we load raw with Airbyte OSS on the k8s cluster",
  "gone phrasing")
r("N", "en", "gone",
  ["Raw data is loaded with Airbyte OSS", "Raw data lands in the RAW database"],
  "The duplicate orders in RAW are gone after the Stripe connector resync",
  "gone about a data bug")

# --- group bastion: platform team's k8s + Terraform repo (en, de, ko) ---
group('bastion', ["bastion's infrastructure modules live under modules/ with a README each", "bastion's AWS accounts are managed by Control Tower", "Cluster names in bastion follow <env>-<region>-<n>"])
r("S", "en", "implicit",
  ["bastion's EKS clusters run Kubernetes 1.27", "Nodes are managed by Karpenter"],
  "prod and staging EKS are on 1.29 as of last night's upgrade window",
  "same subject, new version")
r("S", "en", "instead_of",
  ["Ingress in bastion uses ingress-nginx", "TLS certs come from cert-manager with Let's Encrypt", "The AWS Load Balancer Controller handles ingress in bastion"],
  "We run the AWS Load Balancer Controller instead of ingress-nginx now (the CVE in March forced the move)",
  "instead_of: ingress controller; trap: the ALB-controller belief is confirmed")
r("N", "en", "scope",
  ["Ingress uses the AWS Load Balancer Controller", "TLS certs come from cert-manager with Let's Encrypt"],
  "Internal services get certs from the private ACM CA, not Let's Encrypt",
  "related true statement for internal services, public certs unchanged")
r("S", "de", "instead_of",
  ["Terraform in bastion is pinned to 1.5.7", "State lives in S3 with DynamoDB locking"],
  "Wir nutzen für bastion jetzt OpenTofu 1.8 statt Terraform",
  "German: tool and version replaced")
r("S", "de", "correction",
  ["State lives in S3 bucket acme-tfstate with DynamoDB locking", "bastion uses OpenTofu 1.8"],
  "Korrektur: der State-Bucket heißt acme-tf-state (mit Bindestrich), nicht acme-tfstate",
  "German correction of a name")
r("F", "de", "detail",
  ["State lives in S3 bucket acme-tf-state", "bastion uses OpenTofu 1.8"],
  "Der Bucket hat Versionierung aktiviert und eine Lifecycle-Regel von 90 Tagen für alte Versionen",
  "German: adds detail about the state bucket, denies nothing")
r("D", "de", "paraphrase",
  ["Nodes in bastion are managed by Karpenter", "EKS runs 1.29"],
  "Die Knoten skaliert bei uns Karpenter",
  "German restatement")
r("S", "en", "implicit",
  ["bastion on-call rotation: Ana, Ben, Chidi, weekly handover on Monday", "Pages come from PagerDuty"],
  "on-call rotation for platform: Ana, Ben, Chidi, Dmitri; handover Monday 10:00",
  "subject named by role (platform vs bastion), one person added")
r("N", "en", "scope",
  ["Platform on-call: Ana, Ben, Chidi, Dmitri; handover Monday", "Pages come from PagerDuty"],
  "Over the holidays Ben covers 24-28 Dec for Chidi; the rotation resumes after",
  "temporary swap, not a new rotation")
r("S", "ko", "implicit",
  ["Max pods per node in bastion is 58", "Nodes are managed by Karpenter"],
  "bastion 노드당 최대 파드 수는 110 (prefix delegation 켬)",
  "Korean: new limit")
r("F", "ko", "detail",
  ["Max pods per node is 110 with prefix delegation", "Nodes are managed by Karpenter"],
  "prefix delegation 은 VPC CNI 의 ENABLE_PREFIX_DELEGATION=true 로 켰다",
  "Korean detail")
r("S", "ko", "switched",
  ["Secrets in bastion come from SOPS-encrypted files in git", "Cluster addons are installed with Helm"],
  "시크릿은 SOPS 에서 External Secrets + AWS Secrets Manager 로 전환했다",
  "Korean switched")
r("N", "ko", "switched",
  ["Secrets come from External Secrets + AWS Secrets Manager", "Cluster addons are installed with Helm"],
  "개발용 노트북 기본 브라우저를 Firefox 로 바꿨다",
  "switch about a laptop, irrelevant")
r("S", "en", "moved",
  ["Cluster addons in bastion are installed with Helm from the Makefile", "ArgoCD syncs app workloads"],
  "Addons moved under ArgoCD too (app-of-apps in addons/); nobody runs make helm-install anymore",
  "moved; the ArgoCD belief is confirmed")
r("N", "en", "question",
  ["Addons are managed by ArgoCD app-of-apps", "ArgoCD syncs app workloads"],
  "Proposal from the review: move ArgoCD itself to Flux? Parked until Q3",
  "proposal, parked")
r("D", "en", "exact",
  ["ArgoCD syncs app workloads", "Pages come from PagerDuty"],
  "ArgoCD syncs app workloads",
  "exact duplicate")
r("S", "en", "no_longer",
  ["Staging in bastion is scaled to zero every night at 20:00", "Prod is never scaled down automatically"],
  "staging isn't scaled to zero at night any more - the QA team in Manila needs it",
  "no_longer; the prod rule stays")
r("N", "en", "negation",
  ["Staging runs around the clock", "Prod is never scaled down automatically"],
  "Don't apply Terraform/OpenTofu changes to prod from a laptop",
  "rule, denies nothing")
r("S", "de", "dropped",
  ["Logs from bastion go to Loki and also to CloudWatch", "Metrics go to Prometheus with Thanos"],
  "CloudWatch als zweites Log-Ziel haben wir abgeschaltet, nur noch Loki",
  "German: one of two log targets dropped")
r("F", "de", "detail",
  ["Logs go to Loki only", "Metrics go to Prometheus with Thanos"],
  "Loki hält Logs 30 Tage, danach landen sie komprimiert im S3-Archiv",
  "German retention detail")
r("S", "en", "implicit",
  ["Thanos keeps metrics for 90 days", "Metrics go to Prometheus with Thanos"],
  "Thanos retention: raw 30d, 5m downsample 180d, 1h downsample 2y",
  "retention statement replaced with a tiered one")
r("N", "en", "plain",
  ["Thanos retention: raw 30d, 5m 180d, 1h 2y", "Metrics go to Prometheus"],
  "Grafana dashboards are provisioned from the dashboards/ folder",
  "addition")

# --- group tallyho: billing service in TypeScript/NestJS (es, fr, en) ---
group('tallyho', ["tallyho's HTTP API uses cursor pagination", "tallyho's repo uses pnpm workspaces", "Customer IDs in tallyho are Stripe's cus_ IDs"])
r("S", "es", "implicit",
  ["tallyho corre en Node 18", "Los tests usan vitest"],
  "tallyho ya corre en Node 22 en todos los entornos",
  "Spanish: runtime version drift")
r("S", "es", "from_to",
  ["tallyho's ORM is TypeORM", "We use Drizzle for the tallyho ORM"],
  "Migramos el ORM de tallyho de TypeORM a Drizzle",
  "trap: the Drizzle belief is confirmed, the TypeORM one is replaced")
r("N", "es", "from_to",
  ["tallyho's ORM is Drizzle", "Los tests usan vitest"],
  "Cambiamos el nombre del repo de billing-api a tallyho hace tiempo; los enlaces viejos redirigen",
  "from_to about repo naming, no belief about it")
r("D", "es", "paraphrase",
  ["Los tests de tallyho usan vitest", "tallyho corre en Node 22"],
  "La suite de pruebas de tallyho está escrita con vitest",
  "Spanish restatement")
r("S", "en", "implicit",
  ["Stripe API version pinned in tallyho: 2023-10-16", "Webhooks are verified with the endpoint secret"],
  "tallyho pins Stripe API 2024-06-20 in the client constructor",
  "same pin, new value")
r("N", "en", "related",
  ["tallyho pins Stripe API 2024-06-20", "Webhooks are verified with the endpoint secret"],
  "The Stripe webhook endpoint is configured with API version 2024-06-20 as well",
  "related: webhook endpoint version, a separate true fact")
r("S", "en", "implicit",
  ["Invoice PDFs are rendered with wkhtmltopdf", "PDFs are stored in S3 under invoices/{yyyy}/{mm}/"],
  "invoice PDFs: Puppeteer (headless Chrome) in the pdf-worker",
  "short statement, new renderer")
r("F", "en", "detail",
  ["Invoice PDFs are rendered by Puppeteer in the pdf-worker", "PDFs are stored under invoices/{yyyy}/{mm}/"],
  "The pdf-worker reuses one browser and opens a page per invoice; it restarts Chrome after 500 renders",
  "detail")
r("S", "fr", "implicit",
  ["Le délai de relance des factures impayées est de 7 jours", "Les relances partent par email"],
  "Relances des factures impayées : J+3, J+10 puis J+30",
  "French: schedule replaced")
r("N", "fr", "scope",
  ["Relances : J+3, J+10 puis J+30", "Les relances partent par email"],
  "Pour les clients grands comptes, pas de relance automatique : l'account manager appelle",
  "French scoped exception")
r("S", "fr", "correction",
  ["La TVA est calculée par Stripe Tax", "Les montants sont stockés en centimes"],
  "Non, la TVA n'est pas calculée par Stripe Tax : on utilise notre propre table de taux (tax_rates.ts)",
  "French user correction")
r("D", "fr", "paraphrase",
  ["Amounts in tallyho are stored as integer cents", "VAT uses our own rate table"],
  "Tous les montants sont des entiers en centimes",
  "French restatement of an English belief")
r("S", "en", "implicit",
  ["tallyho runs on the shared Heroku app billing-prod", "Background jobs use BullMQ on Redis"],
  "tallyho deploys to Fly.io (app tallyho-prod, region fra) since the Heroku exit",
  "deploy target replaced")
r("N", "en", "plain",
  ["tallyho deploys to Fly.io app tallyho-prod", "Background jobs use BullMQ on Redis"],
  "BullMQ dashboard is at /admin/queues behind SSO",
  "addition")
r("S", "en", "implicit",
  ["BullMQ concurrency for the invoice queue is 5", "BullMQ concurrency for the email queue is 20"],
  "invoice queue concurrency went up to 10 after the month-end backlog",
  "trap: the email-queue belief is a different queue and stays")
r("N", "en", "implicit",
  ["Invoice queue concurrency is 10", "Email queue concurrency is 20"],
  "Webhook queue concurrency is 3 to respect the partner's rate limit",
  "same kind of value for another queue")
r("S", "es", "no_longer",
  ["El feature flag usage_billing está activo solo en staging", "Los flags viven en Unleash"],
  "usage_billing ya no está limitado a staging: está activo en prod para el plan Scale",
  "Spanish: flag state changed")
r("F", "es", "scope",
  ["usage_billing está activo en prod para el plan Scale", "Los flags viven en Unleash"],
  "En el plan Scale, usage_billing cobra por llamadas a la API por encima de 1M al mes",
  "Spanish refinement")
r("S", "en", "replaced_by",
  ["Currency conversion uses the ECB daily rates feed", "Invoices are issued in the customer's currency"],
  "note to self: ECB feed replaced by Open Exchange Rates (hourly) - finance wanted intraday rates",
  "agent note, replaced_by")
r("N", "en", "question",
  ["Currency conversion uses Open Exchange Rates hourly", "Invoices are issued in the customer's currency"],
  "Finance asked whether we could lock rates at quote time. Not decided",
  "question")
r("D", "en", "paraphrase",
  ["Invoices are issued in the customer's currency", "Amounts are integer cents"],
  "We bill each customer in their own currency",
  "restatement")
r("F", "en", "example",
  ["Invoices are issued in the customer's currency", "Currency conversion uses Open Exchange Rates"],
  "e.g. a JPY customer gets a JPY invoice with zero decimal places; amounts are still integers",
  "example")

# --- group atlas: ML inference service, Python/FastAPI (en, ko, de, zh) ---
group('atlas', ["atlas exposes /v1/rank and /v1/score", "atlas request schemas are pydantic v2 models", "atlas runs in the ml namespace"])
r("S", "en", "implicit",
  ["atlas serves the ranking model with TorchServe", "Model artifacts live in the MLflow registry"],
  "atlas serves ranking with Triton (ONNX backend); TorchServe containers were deleted",
  "serving stack replaced")
r("S", "en", "implicit",
  ["The production ranking model in atlas is rank-v7", "Shadow traffic for candidate ranking models is 5% of requests"],
  "rank-v8 is the production ranking model; v7 is kept for rollback for two weeks",
  "production model changed; the shadow-share belief stays true")
r("N", "en", "implicit",
  ["Production ranking model is rank-v8", "Shadow traffic goes to rank-v9 at 5%"],
  "The spam classifier in production is spam-v3",
  "same kind of statement for another model")
r("D", "en", "paraphrase",
  ["Model artifacts for atlas live in the MLflow registry", "Ranking runs on Triton"],
  "We register every atlas model version in MLflow and pull artifacts from there",
  "restatement")
r("S", "ko", "implicit",
  ["atlas p99 latency budget is 80 ms", "Batching window in Triton is 5 ms"],
  "atlas p99 지연 예산은 120 ms 로 완화됐다 (리뷰에서 합의)",
  "Korean: budget changed by review decision")
r("N", "ko", "related",
  ["p99 latency budget is 120 ms", "Batching window in Triton is 5 ms"],
  "Triton 최대 배치 크기는 64",
  "Korean related setting")
r("S", "ko", "correction",
  ["Triton batching window in atlas is 5 ms", "Max batch size is 64"],
  "내가 잘못 적었다: 배칭 대기 시간은 5 ms 가 아니라 2 ms 다",
  "Korean self-correction")
r("F", "ko", "detail",
  ["Max batch size is 64", "Batching window is 2 ms"],
  "배치 크기 64 는 A10G 한 장 기준이고 L4 노드에서는 32 로 제한한다",
  "Korean detail with scope")
r("S", "de", "implicit",
  ["GPU nodes for atlas are g5.xlarge (A10G)", "Autoscaling is driven by queue depth"],
  "atlas läuft auf g6.xlarge-Knoten mit L4-GPUs",
  "German: instance type changed")
r("N", "de", "plain",
  ["atlas runs on g6.xlarge with L4 GPUs", "Autoscaling is driven by queue depth"],
  "Die Trainingsjobs laufen weiterhin auf p4d-Instanzen im Batch-Account",
  "German: other workload, denies nothing")
r("S", "zh", "switched",
  ["atlas 的特征存储用 Feast + Redis", "离线特征存在 S3 的 Parquet 里", "atlas 的在线特征由 featurekit 提供"],
  "在线特征已经从 Feast 切换到自研的 featurekit,底层还是 Redis",
  "Chinese: feature store switched; trap: the featurekit belief is confirmed")
r("D", "zh", "paraphrase",
  ["离线特征存在 S3 的 Parquet 里", "Online features use featurekit on Redis"],
  "离线特征以 Parquet 格式放在 S3 上",
  "Chinese restatement")
r("S", "en", "negation",
  ["atlas retrains the ranking model weekly on Sunday", "Evaluation uses NDCG@10 on the holdout week"],
  "We don't retrain weekly any more; retraining is triggered by drift alerts only",
  "negation plus new policy")
r("N", "en", "negation",
  ["Retraining is triggered by drift alerts", "Evaluation uses NDCG@10"],
  "Never promote a model whose NDCG@10 drops more than 1% vs production",
  "rule, denies nothing")
r("S", "en", "implicit",
  ["The atlas model owner is the Search Relevance team (lead: Kofi)", "Infra owner is Platform"],
  "ranking model owner: Discovery team (Kofi's group was renamed and merged with Recs)",
  "owner named differently after a reorg")
r("N", "en", "question",
  ["Ranking model owner is the Discovery team", "Infra owner is Platform"],
  "Should Discovery also own the spam classifier? Open question for the next planning",
  "question")
r("S", "zh", "dropped",
  ["atlas 的 CI:ruff、mypy、pytest、模型冒烟测试、镜像构建", "镜像推到 ECR"],
  "CI 里的 mypy 步骤去掉了,类型检查改成在 pre-commit 里跑",
  "Chinese: one CI step dropped from the list")
r("F", "zh", "example",
  ["atlas 的 CI 有一个模型冒烟测试", "镜像推到 ECR"],
  "比如冒烟测试会加载模型,对 10 条固定请求打分并检查分数在 0 到 1 之间",
  "Chinese example")
r("S", "en", "gone",
  ["atlas logs request payloads at DEBUG in prod for debugging", "Logs go to Loki"],
  "payload logging in prod is gone - privacy review said no; DEBUG is staging-only",
  "gone phrasing, reversal")
r("N", "en", "gone",
  ["Payload logging is off in prod", "Logs go to Loki"],
  "The memory leak in the tokenizer is gone with transformers 4.44",
  "gone about a bug")

# --- group nimbus: Next.js customer dashboard (en, fr, es, pt) ---
group('nimbus', ["nimbus uses pnpm", "nimbus icons are from Heroicons", "nimbus's primary brand colour is #2B59C3"])
r("S", "en", "implicit",
  ["nimbus is on Next.js 13 with the pages router", "Styling is Tailwind"],
  "nimbus: Next 14, app router everywhere except /legacy-reports",
  "short, version and router changed")
r("S", "fr", "instead_of",
  ["nimbus uses Jest for unit tests", "Playwright covers the E2E flows"],
  "On utilise Vitest à la place de Jest pour les tests unitaires de nimbus",
  "French: instead_of")
r("N", "fr", "instead_of",
  ["nimbus uses Vitest", "Playwright covers the E2E flows"],
  "Dans les tests Playwright, utiliser getByRole au lieu des sélecteurs CSS",
  "instead_of about a testing convention")
r("D", "fr", "paraphrase",
  ["Playwright covers the nimbus E2E flows", "Unit tests use Vitest"],
  "Les parcours de bout en bout de nimbus sont testés avec Playwright",
  "French restatement")
r("S", "es", "implicit",
  ["nimbus deploys to Vercel", "Preview deployments are created for every PR"],
  "nimbus se despliega en nuestro cluster de Kubernetes con la imagen standalone de Next",
  "Spanish: deploy target replaced; preview belief may still hold")
r("F", "es", "detail",
  ["nimbus is deployed to our Kubernetes cluster", "Preview deployments are created for every PR"],
  "Las previews de PR viven en el namespace nimbus-preview y se borran a los 3 días",
  "Spanish: detail about where the PR previews live")
r("S", "en", "correction",
  ["The nimbus session cookie lasts 7 days", "Sessions are refreshed on activity"],
  "correction from the user: session cookie is 12 hours, the 7 days was the refresh token",
  "user correction; refresh belief stays")
r("N", "en", "related",
  ["nimbus session cookie lasts 12 hours", "Sessions are refreshed on activity"],
  "The refresh token lives 7 days and rotates on each use",
  "related true statement about another token")
r("S", "pt", "implicit",
  ["Idiomas suportados: inglês, francês e espanhol", "O nimbus usa i18next para traduções"],
  "Idiomas suportados no nimbus: inglês, francês, espanhol e português",
  "Portuguese: one item added to the language list")
r("S", "pt", "from_to",
  ["nimbus uses i18next for translations", "Supported languages: en, fr, es, pt"],
  "Passamos as traduções do nimbus de i18next para next-intl",
  "Portuguese from_to, old belief in English")
r("F", "pt", "detail",
  ["nimbus uses next-intl", "Supported languages: en, fr, es, pt"],
  "As mensagens ficam em messages/{locale}.json e o locale vem do prefixo da URL",
  "Portuguese detail")
r("S", "en", "implicit",
  ["Design system owner for nimbus is Sofia", "Components live in packages/ui"],
  "the DS lead is Marco now; ping him for packages/ui reviews",
  "abbreviation (DS) and role for the same owner belief")
r("N", "en", "scope",
  ["Design system lead is Marco", "Components live in packages/ui"],
  "Charts in packages/ui/charts are owned by the data viz guild, not the DS team",
  "scoped exception of ownership")
r("S", "en", "no_longer",
  ["nimbus feature flag dark_mode is internal-only", "Flags come from the flags service"],
  "dark_mode isn't internal-only anymore, it's GA",
  "flag rollout changed")
r("D", "en", "exact",
  ["Components live in packages/ui", "Flags come from the flags service"],
  "Components live in packages/ui",
  "exact duplicate")
r("S", "es", "correction",
  ["El build de nimbus tarda unos 4 minutos", "La caché de Turborepo está en remoto"],
  "Corrijo mi nota: el build tarda ~9 minutos sin caché; los 4 minutos eran con caché caliente",
  "Spanish self-correction")
r("N", "es", "question",
  ["El build tarda ~9 minutos sin caché", "La caché de Turborepo está en remoto"],
  "¿Y si probamos Rspack para bajar el build? Solo es una idea de la retro",
  "Spanish proposal")
r("S", "en", "moved",
  ["nimbus's API routes proxy to the gateway at gw.internal:8080", "Auth is done by the gateway"],
  "the gateway moved to gw.internal:9090 (8080 is now the admin port)",
  "port moved; subject named as 'the gateway'")
r("N", "en", "moved",
  ["API routes proxy to gw.internal:9090", "Auth is done by the gateway"],
  "Moved the Storybook deploy to the docs bucket",
  "moved about Storybook")
r("F", "en", "scope",
  ["Auth in nimbus is done by the gateway", "Sessions are refreshed on activity"],
  "Only /api/public/* skips the gateway auth check (health and status badge)",
  "scope detail")
r("S", "fr", "dropped",
  ["nimbus supporte Chrome, Firefox, Safari et Edge, plus IE11 en mode dégradé", "Tailwind pour le style"],
  "On a abandonné le mode dégradé IE11",
  "French: one item of the browser list dropped")
r("N", "fr", "negation",
  ["Navigateurs : Chrome, Firefox, Safari, Edge", "Tailwind pour le style"],
  "Ne jamais mettre de styles inline dans les composants partagés",
  "French rule, denies nothing")

# --- group ledgerly: double-entry ledger in Kotlin (en, ja, de, ko) ---
group('ledgerly', ["ledgerly uses Flyway for migrations", "Account IDs in ledgerly are UUIDv7", "ledgerly exposes metrics via Micrometer to Prometheus"])
r("S", "en", "implicit",
  ["ledgerly builds with Gradle 7.6 and JDK 17", "Kotlin version is 1.9"],
  "ledgerly: JDK 21 toolchain, Gradle 8.10",
  "short, both versions replaced in one statement")
r("S", "ja", "implicit",
  ["Kotlin version for ledgerly is 1.9", "ledgerly builds with JDK 21"],
  "ledgerly の Kotlin は 2.0 (K2 コンパイラ) に上げた",
  "Japanese: Kotlin version")
r("N", "ja", "plain",
  ["Kotlin version is 2.0", "ledgerly builds with JDK 21"],
  "ktlint のルールは .editorconfig で管理している",
  "Japanese addition")
r("S", "en", "implicit",
  ["ledgerly's Postgres connection pool (HikariCP) max size is 20", "The read replica serves reports"],
  "Hikari maximumPoolSize = 40 on the primary after the pgbouncer rollout",
  "pool named by its library, new value")
r("N", "en", "implicit",
  ["Hikari max pool size on the primary is 40", "The read replica serves reports"],
  "The reports service's pool against the replica is 10",
  "same kind of setting, other pool")
r("S", "de", "implicit",
  ["The nightly balance reconciliation runs at 02:00 UTC", "Reconciliation results go to #ledger-recon"],
  "Der nächtliche Abgleich der Salden läuft jetzt um 03:30 UTC, nach dem Bank-Import",
  "German: same job, new time")
r("D", "de", "paraphrase",
  ["Reconciliation results go to #ledger-recon", "The nightly reconciliation runs at 03:30 UTC"],
  "Die Ergebnisse des Abgleichs werden in #ledger-recon gepostet",
  "German restatement")
r("S", "ko", "replaced_by",
  ["ledgerly 의 이벤트 버스는 RabbitMQ", "모든 이벤트는 outbox 패턴으로 발행한다", "ledgerly publishes its events to Kafka on MSK"],
  "RabbitMQ 는 Kafka(MSK)로 대체됐다. outbox 릴레이가 Kafka 로 보낸다",
  "Korean replaced_by; the outbox belief stays; trap: the Kafka belief is confirmed")
r("N", "ko", "replaced_by",
  ["Event bus is Kafka on MSK", "Events are published via the outbox pattern"],
  "회계 보고서 템플릿의 로고가 새 브랜드 로고로 교체됐다",
  "Korean replaced about a logo")
r("F", "ko", "detail",
  ["Event bus is Kafka on MSK", "Events are published via the outbox pattern"],
  "토픽 이름은 ledger.<aggregate>.v1 형식이고 파티션 키는 account_id",
  "Korean detail")
r("S", "en", "correction",
  ["Note to self: journal entries are soft-deleted with a deleted_at column", "Entries are immutable once posted"],
  "Scratch my earlier note - posted journal entries are never deleted, not even soft; a reversal entry is written instead. deleted_at only exists on drafts",
  "agent self-correction, longer")
r("N", "en", "scope",
  ["Posted entries are never deleted; reversals are written instead", "Entries are immutable once posted"],
  "Draft entries can be edited or discarded until they are posted",
  "scope statement about drafts, no denial")
r("S", "en", "switched",
  ["ledgerly's API docs are generated with springdoc", "The API is versioned in the URL (/v1)"],
  "switched API docs to a hand-written OpenAPI file checked by spectral; springdoc removed",
  "switched")
r("N", "en", "switched",
  ["API docs are a hand-written OpenAPI file", "The API is versioned in the URL (/v1)"],
  "Switched my local dev DB to the seeded snapshot from Friday",
  "switch about a local setup")
r("S", "ja", "negation",
  ["ledgerly の丸めは HALF_UP", "金額は BigDecimal で扱う"],
  "丸めは HALF_UP ではない。銀行丸め(HALF_EVEN)で統一した",
  "Japanese negation plus new mode")
r("N", "ja", "negation",
  ["丸めは HALF_EVEN", "金額は BigDecimal で扱う"],
  "金額に Double を使ってはいけない",
  "Japanese rule, confirms BigDecimal, denies nothing")
r("S", "en", "implicit",
  ["ledgerly prod runs 3 replicas", "Deploys are blue-green"],
  "prod replica count for ledgerly is 6 since quarter-end load test",
  "count changed")
r("N", "en", "question",
  ["ledgerly prod runs 6 replicas", "Deploys are blue-green"],
  "Maybe switch deploys to canary with Argo Rollouts? Need to ask Hana",
  "proposal")
r("D", "en", "paraphrase",
  ["Deploys of ledgerly are blue-green", "Prod runs 6 replicas"],
  "ledgerly ships with a blue/green cutover",
  "restatement")
r("S", "de", "no_longer",
  ["Code freeze for ledgerly starts on the 25th of each month", "Hotfixes need two approvals"],
  "Den monatlichen Code-Freeze ab dem 25. gibt es nicht mehr; wir sperren nur noch die letzten zwei Werktage",
  "German: freeze rule changed")
r("N", "de", "scope",
  ["Freeze only in the last two working days of the month", "Hotfixes need two approvals"],
  "Im Freeze dürfen nur Hotfixes mit Ticket der Finanzabteilung deployt werden",
  "German scoped rule, denies nothing")
r("F", "en", "example",
  ["Hotfixes to ledgerly need two approvals", "Freeze only in the last two working days"],
  "e.g. hotfix PR #881 had approvals from the ledger lead and the SRE on call",
  "example")

# --- group ferry: internal Python tooling monorepo (en, de, es, zh) ---
group('ferry', ["ferry is owned by the developer-tooling team", "ferry's config file is ferry.toml at the repo root", "ferry's issues are tracked in the Linear project TOOL"])
r("S", "en", "now_uses",
  ["ferry's task runner is make", "Python packaging for ferry is hatchling"],
  "ferry now uses just for tasks; the Makefile only forwards to the justfile for muscle memory",
  "now_uses: task runner")
r("N", "en", "now_uses",
  ["ferry's task runner is just", "Python packaging is hatchling"],
  "The docs site now uses the Material theme's blog plugin for release notes",
  "now_uses about the docs site, denies nothing")
r("S", "de", "now_uses",
  ["ferry's pre-commit hooks run black and isort", "Type checks use mypy --strict"],
  "ferry nutzt jetzt ruff format und ruff check statt black und isort",
  "German now_uses, belief in English")
r("D", "de", "paraphrase",
  ["Type checks in ferry use mypy --strict", "Formatting uses ruff"],
  "Typprüfung läuft mit mypy im strict-Modus",
  "German restatement")
r("F", "en", "detail",
  ["Type checks in ferry use mypy --strict", "Formatting uses ruff"],
  "mypy --strict in ferry, with the pydantic plugin and warn_unreachable on",
  "detail")
r("S", "es", "now_uses",
  ["Las wheels internas de ferry se publican en el Nexus de la empresa", "Versionado con setuptools-scm"],
  "ferry ahora publica las wheels internas en AWS CodeArtifact; el Nexus se apaga en enero",
  "Spanish now_uses: package index")
r("D", "es", "paraphrase",
  ["ferry se versiona con setuptools-scm", "Wheels go to CodeArtifact"],
  "La versión de ferry sale de las etiquetas git vía setuptools-scm",
  "Spanish restatement")
r("N", "es", "related",
  ["ferry se versiona con setuptools-scm", "Wheels go to CodeArtifact"],
  "Las etiquetas de versión se firman con la clave GPG del equipo de tooling",
  "Spanish related fact")
r("F", "zh", "detail",
  ["ferry 的内部 wheel 发布到 CodeArtifact", "版本号来自 setuptools-scm"],
  "CodeArtifact 的仓库名是 tooling-py,上游代理 PyPI",
  "Chinese detail")
r("D", "zh", "paraphrase",
  ["ferry's task runner is just", "Formatting uses ruff"],
  "ferry 的常用命令都写在 justfile 里,用 just 运行",
  "Chinese restatement of an English belief")
r("N", "zh", "plain",
  ["ferry's task runner is just", "Type checks use mypy --strict"],
  "ferry 的 CLI 入口是 ferry.cli:main,用 typer 写的",
  "Chinese addition")
r("F", "en", "example",
  ["ferry's CLI is written with typer", "Task runner is just"],
  "example: `ferry sync --dry-run` prints the plan and exits 0 without touching any repo",
  "example")
r("D", "en", "paraphrase",
  ["ferry supports Python 3.10 through 3.13", "CI tests every supported version"],
  "Every Python from 3.10 up to 3.13 is supported by ferry",
  "restatement")
r("F", "en", "scope",
  ["ferry supports Python 3.10 through 3.13", "CI tests every supported version"],
  "On 3.10 ferry falls back to tomli because tomllib arrived in 3.11",
  "scope detail")
r("N", "en", "scope",
  ["ferry supports Python 3.10 through 3.13", "CI tests every supported version"],
  "The release job builds wheels on 3.12 only; the tests still run on all versions",
  "scoped fact about one job, denies nothing")
r("D", "en", "exact",
  ["CI tests every supported version", "ferry supports Python 3.10 through 3.13"],
  "CI tests every supported version",
  "exact duplicate")
r("F", "de", "example",
  ["ferry's pre-commit hooks run ruff format and ruff check", "Type checks use mypy --strict"],
  "Zum Beispiel bricht der Hook ab, wenn ruff check einen ungenutzten Import findet",
  "German example")

# fmt: on


def build() -> list[dict[str, object]]:
    """Turn ROWS into JSON objects: pad with background, shuffle, locate the target."""
    rng = random.Random(SEED)
    out: list[dict[str, object]] = []
    for n, (grp, code, lang, phrasing, existing, new, note) in enumerate(ROWS, start=1):
        beliefs = list(existing)
        extra = min(n % 3, MAX_EXISTING - len(beliefs))
        beliefs += rng.sample(BACKGROUND[grp], extra)
        order = list(range(len(beliefs)))
        rng.shuffle(order)
        shuffled = [beliefs[i] for i in order]
        target = order.index(0) if code == "S" else None
        out.append(
            {
                "id": f"{PREFIX}{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": shuffled,
                "new": new,
                "label": LABELS[code],
                "target": target,
                "phrasing": phrasing,
                "note": f"[{grp}] {note}",
            }
        )
    return out


def main() -> None:
    """Write pairs4.jsonl, one object a line, UTF-8."""
    rows = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} pairs to {OUT.name}")


if __name__ == "__main__":
    main()
