"""Build pairs3.jsonl: a third blind write-gate set, held out whole.

Written by hand for retain without reading the gate's code, its tests or the other gate
sets (only benchmarks/data/gate/README.md, for the format). Every statement is invented.
Each case is written with the replaced belief first; ``build`` shuffles ``existing`` with a
per-id seed and recomputes ``target``, so the replaced belief sits anywhere.

Run: python benchmarks/data/gate/pairs3_build.py  (rewrites pairs3.jsonl beside it)
"""

# ruff: noqa: E501  (the case table below keeps one case per few lines, unwrapped)

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs3.jsonl")
SEED = 3  # fixed so the file is reproducible; never change it after the first run
CASES: list[dict[str, object]] = []


# fmt: off
# Hand-written beliefs about topics no case touches (issue tracker, licence, branch names,
# the user's timezone, the design file, comment language). Real stores hold many beliefs
# beside the one that matters, so some one-belief cases get 1-3 of these as context.
FILLERS: dict[str, list[str]] = {
    "en": ["Issues are tracked in Linear, team key PLAT.", "The project is licensed Apache-2.0.",
           "Branch names follow feature/<ticket>-<slug>.", "The user works in the Europe/Berlin timezone.",
           "Design tokens come from the Figma file 'Core UI'.", "Code comments are written in English."],
    "de": ["Tickets verwalten wir in Linear.", "Das Projekt steht unter der Apache-2.0-Lizenz.",
           "Branches heißen feature/<ticket>-<kurzname>.", "Der Nutzer sitzt in der Zeitzone Europe/Berlin.",
           "Kommentare im Code schreiben wir auf Englisch."],
    "es": ["Las incidencias se gestionan en Linear.", "El proyecto tiene licencia Apache-2.0.",
           "Las ramas se llaman feature/<ticket>-<resumen>.", "El usuario trabaja en la zona horaria de Madrid.",
           "Los comentarios del código se escriben en inglés."],
    "fr": ["Les tickets sont suivis dans Linear.", "Le projet est sous licence Apache-2.0.",
           "Les branches s'appellent feature/<ticket>-<résumé>.", "L'utilisateur travaille sur le fuseau Europe/Paris.",
           "Les commentaires du code sont en anglais."],
    "ja": ["課題管理はLinearを使う。", "ライセンスはApache-2.0。",
           "ブランチ名はfeature/<チケット番号>-<概要>。", "ユーザーのタイムゾーンはAsia/Tokyo。",
           "コードコメントは英語で書く。"],
    "zh": ["任务在 Linear 里跟踪。", "项目使用 Apache-2.0 许可证。",
           "分支命名为 feature/<工单号>-<简述>。", "用户所在时区是 Asia/Shanghai。",
           "代码注释用英文写。"],
    "pt": ["As tarefas ficam no Linear.", "O projeto usa a licença Apache-2.0.",
           "As branches seguem feature/<ticket>-<resumo>.", "O usuário trabalha no fuso America/Sao_Paulo.",
           "Comentários no código são em inglês."],
    "ko": ["이슈는 Linear에서 관리한다.", "프로젝트 라이선스는 Apache-2.0이다.",
           "브랜치 이름은 feature/<티켓>-<요약> 형식이다.", "사용자의 시간대는 Asia/Seoul이다.",
           "코드 주석은 영어로 쓴다."],
}
FILL_SHARE = 0.6  # about this share of one-belief cases get context beliefs


def S(lang: str, phrasing: str, existing: list[str], new: str, note: str) -> None:
    """A supersession: ``new`` replaces ``existing[0]`` (before shuffling)."""
    CASES.append(
        {"lang": lang, "existing": existing, "new": new, "label": "supersedes",
         "target": 0, "phrasing": phrasing, "note": note}
    )


def X(lang: str, label: str, phrasing: str, existing: list[str], new: str, note: str) -> None:
    """A negative: novel, redundant or refines; closes nothing."""
    CASES.append(
        {"lang": lang, "existing": existing, "new": new, "label": label,
         "target": None, "phrasing": phrasing, "note": note}
    )


# ---------------------------------------------------------------- supersessions, English
S("en", "implicit", ["The API listens on port 8080 in local dev.", "Local dev uses docker compose up to start the stack."],
  "The backend service listens on port 9000 in local dev.",
  "paraphrased subject (API = backend service), new incompatible port, no change word")
S("en", "implicit", ["Postgres in staging is version 14.", "Production Postgres is version 15.", "Migrations run with alembic upgrade head."],
  "The staging database runs PostgreSQL 16.",
  "staging Postgres version replaced; the production belief is about another environment")
S("en", "implicit", ["Request timeout for the payments client is 30 seconds."],
  "The payments client times out requests after 10 s.",
  "same setting, new value, no change word")
S("en", "implicit", ["Code owner for the billing module is Priya.", "Code owner for the auth module is Tomas."],
  "Billing is owned by Marcus now that Priya moved teams.",
  "owner of the billing module changed; auth owner untouched")
S("en", "implicit", ["Node version for the web app is 18 (see .nvmrc).", "The web app builds with pnpm."],
  "The frontend runs on Node 20; .nvmrc says 20.11.",
  "paraphrased subject (web app = frontend), incompatible Node version")
S("en", "implicit", ["The nightly backup job runs at 02:00 UTC.", "Backups are kept for 30 days."],
  "Nightly backups kick off at 04:30 UTC.",
  "new time for the same job")
S("en", "implicit", ["Line length limit is 88 (black default).", "We use ruff for linting."],
  "Max line length for the Python code is 100 characters.",
  "same rule, incompatible value")
S("en", "implicit", ["The CI runs on GitHub Actions ubuntu-22.04 runners.", "CI caches the pip directory."],
  "CI jobs run on ubuntu-24.04 runners.",
  "runner image changed, no change word")
S("en", "implicit", ["The feature flag service is LaunchDarkly.", "Flags are evaluated server side."],
  "Feature flags live in Unleash, self-hosted on the ops cluster.",
  "flag provider replaced without saying so")
S("en", "implicit", ["Max upload size for the media API is 10 MB.", "Uploads go to the media-raw bucket."],
  "The media endpoint accepts files up to 50 MB.",
  "paraphrased subject (media API = media endpoint), new limit")
S("en", "implicit", ["The staging deploy command is make deploy-staging.", "Production deploys need two approvals."],
  "To deploy staging run ./scripts/ship.sh staging.",
  "same procedure, new command")
S("en", "implicit", ["The Redis cache TTL for product pages is 5 minutes."],
  "Product page cache entries expire after 60 seconds.",
  "paraphrased subject (Redis cache TTL = cache entries expire), incompatible value")
S("en", "implicit", ["The mobile app's minimum iOS version is 15.", "The mobile app's minimum Android SDK is 26."],
  "The mobile app supports iOS 16 and later.",
  "iOS floor raised; Android belief untouched")
S("en", "implicit", ["Standup is at 9:30 every weekday."],
  "Daily standup is at 10:15.",
  "team rule, new time")
S("en", "implicit", ["Service config lives in config/settings.yaml.", "Secrets come from Vault, never the config file."],
  "The service reads its configuration from conf/app.toml.",
  "file location changed; paraphrased (service config = its configuration)")
S("en", "implicit", ["The test suite uses pytest-xdist with -n 4.", "Tests need a local Postgres on 5433."],
  "Run the tests with -n auto; a fixed worker count overloads the CI box.",
  "worker count changed, no change word")
# list beliefs: one item updated
S("en", "implicit", ["Supported Python versions: 3.9, 3.10, 3.11.", "The package is published to PyPI from CI."],
  "We support Python 3.10 through 3.12.",
  "update to one item of a list belief: 3.9 dropped, 3.12 added")
S("en", "dropped", ["Environments: dev, qa, staging, prod.", "Each environment has its own AWS account."],
  "We dropped the qa environment; it is dev, staging and prod now.",
  "one item removed from a list belief")
S("en", "now_uses", ["Reviewers for infra PRs: Ana, Bo and Chen.", "Infra PRs need one approval."],
  "Infra PR reviewers are now Ana, Chen and Dmitri.",
  "list belief with one member swapped")
S("en", "replaced_by", ["Allowed origins for CORS: app.example.com and admin.example.com."],
  "In the CORS allow list admin.example.com was replaced by console.example.com.",
  "one item of a list belief replaced")
# reversals
S("en", "implicit", ["We moved the build from webpack to Vite.", "Storybook still uses webpack."],
  "We're back on webpack for the app build; Vite broke the legacy plugin chain.",
  "reversal of an earlier change; Storybook belief is about another thing")
S("en", "implicit", ["We use yarn berry for the monorepo.", "The monorepo has 14 packages."],
  "Back to npm workspaces for the monorepo after the yarn PnP pain.",
  "reversal, no change verb besides 'back to'")
S("en", "no_longer", ["Deploys are frozen until the audit ends.", "The audit is run by an external firm."],
  "The deploy freeze is lifted; ship as usual.",
  "reversal of a temporary rule")
# corrections by the agent itself
S("en", "correction", ["The flaky login test was fixed by raising the timeout to 5 s.", "The login test runs against the mock IdP."],
  "The login test fix was actually waiting for the redirect, not the longer timeout.",
  "agent corrects its own earlier explanation of a fix")
S("en", "correction", ["The memory leak in the worker came from the lxml parser."],
  "Correction: the worker leak was an unbounded functools.lru_cache, not lxml.",
  "agent correction of a root cause")
S("en", "correction", ["The staging DB password is in 1Password under 'staging-db'.", "Production credentials are only in Vault."],
  "I was wrong earlier: the staging database password lives in Vault at secret/staging/db.",
  "agent corrects a file/secret location; paraphrased subject")
S("en", "correction", ["The cron for invoice emails is defined in the k8s CronJob invoices-mail."],
  "Actually the invoice emails are scheduled by Celery beat, there is no k8s CronJob for them.",
  "correction with 'actually'")
S("en", "correction", ["Workaround for the SSL error: set REQUESTS_CA_BUNDLE to the corp cert.", "The corp cert is at /etc/ssl/corp.pem."],
  "The real fix for the SSL error was installing certifi 2024.2; the REQUESTS_CA_BUNDLE workaround is not needed.",
  "workaround superseded by the real fix")
# classic phrasings
S("en", "from_to", ["Sentry sample rate is 1.0 in production.", "Sentry DSN is in the SENTRY_DSN variable."],
  "Lowered the Sentry sample rate in prod from 1.0 to 0.2.",
  "from_to on one config value")
S("en", "from_to", ["The search service runs Elasticsearch 7.17."],
  "Upgraded search from Elasticsearch 7.17 to OpenSearch 2.11.",
  "from_to with a product swap")
S("en", "instead_of", ["Background jobs use Celery with RabbitMQ.", "Celery workers autoscale between 2 and 8."],
  "Background jobs go through Dramatiq instead of Celery.",
  "instead_of; the autoscale belief becomes stale but is not the one named")
S("en", "instead_of", ["HTTP client in the SDK is requests."],
  "The SDK uses httpx instead of requests so it can be async.",
  "library choice replaced")
S("en", "switched", ["Package manager for the Python services is pip-tools.", "Lockfiles are committed."],
  "Switched the Python services to uv for dependency locking.",
  "switched with paraphrased subject")
S("en", "switched", ["We use PostgreSQL 16 for the orders service; SQLite only in unit tests.", "We use MySQL for the orders service."],
  "Switched the orders database from Postgres to MySQL last sprint.",
  "trap: replaces the Postgres belief, while the MySQL belief confirms the new statement")
S("en", "no_longer", ["Docs are built with Sphinx and published to Read the Docs.", "API reference is generated from docstrings."],
  "Docs are no longer on Read the Docs; they are served from GitHub Pages.",
  "no_longer on the hosting part of a belief")
S("en", "no_longer", ["Integration tests hit the real Stripe test API.", "Unit tests mock Stripe with respx."],
  "Integration tests no longer call Stripe; they use stripe-mock in a container.",
  "no_longer; the unit test belief is about another test layer")
S("en", "now_uses", ["Error tracking: Rollbar.", "Logs ship to Datadog."],
  "Error tracking now uses Sentry.",
  "now_uses")
S("en", "now_uses", ["The queue for webhooks is SQS.", "Webhook payloads are signed with HMAC-SHA256."],
  "Webhook delivery now runs on a Redis stream.",
  "paraphrased subject (queue for webhooks = webhook delivery)")
S("en", "replaced_by", ["Auth tokens are JWTs signed with HS256.", "Tokens expire after 24 hours."],
  "HS256 signing was replaced by EdDSA keys from the KMS.",
  "replaced_by on part of a belief")
S("en", "replaced_by", ["Internal docs live in Confluence space ENG."],
  "The Confluence ENG space has been replaced by the docs/ folder in the monorepo.",
  "location of docs replaced")
S("en", "moved", ["The shared ESLint config is in packages/eslint-config.", "Prettier config is in the repo root."],
  "Moved the shared ESLint config into tooling/lint.",
  "moved file location")
S("en", "moved", ["The payments service runs in us-east-1."],
  "Payments moved to eu-west-1 for the data residency deal.",
  "moved region; paraphrased subject")
S("en", "dropped", ["We support MySQL and PostgreSQL as backends.", "SQLite is used for the CLI cache."],
  "Dropped MySQL support; PostgreSQL is the only server backend.",
  "dropped one item of a list-like belief")
S("en", "gone", ["Metrics go to the self-hosted Graphite box.", "Dashboards are in Grafana."],
  "The Graphite box is gone, metrics go to Prometheus now.",
  "gone")
S("en", "gone", ["Ask Kai for access to the prod bastion."],
  "The prod bastion is gone; use SSM Session Manager.",
  "gone; the access rule no longer applies")
S("en", "negation", ["Merges to main auto-deploy to production.", "Main is protected."],
  "Merging to main does not deploy production any more; prod is a manual promote.",
  "explicit negation of the old rule")
S("en", "negation", ["The user wants commit messages in the imperative with a scope prefix."],
  "The user does not want scope prefixes in commit messages, just a plain imperative summary.",
  "preference changed via negation")
S("en", "implicit", ["Preferred test naming: test_<unit>_<behaviour>.", "The user prefers small commits."],
  "Name tests as test_it_<does_something>, the user asked for that style.",
  "preference replaced, no change word")
S("en", "implicit", ["Grafana is at grafana.internal:3000.", "Prometheus is at prom.internal:9090."],
  "The dashboards are at https://dash.internal now behind SSO.",
  "paraphrased subject (Grafana = the dashboards), new address")
S("en", "implicit", ["Release branches are cut every other Tuesday.", "Hotfixes go straight to the release branch."],
  "Release branches get cut weekly on Mondays.",
  "team rule, new cadence")
S("en", "switched", ["The ORM is SQLAlchemy 1.4 with the legacy Query API."],
  "Switched to SQLAlchemy 2.0 style select() everywhere.",
  "version and style switch")
S("en", "implicit", ["Python for the data pipeline is 3.10.", "The pipeline runs on Airflow 2.8."],
  "The ETL jobs run on Python 3.12.",
  "paraphrased subject (data pipeline = ETL jobs)")
S("en", "from_to", ["Staging has 2 API replicas.", "Production has 6 API replicas."],
  "Scaled staging API replicas from 2 to 3.",
  "trap: production belief is the same kind of statement about another environment")
S("en", "correction", ["The rate limit on the public API is 100 requests per minute."],
  "Correction: the public API limit is 100 per second, not per minute.",
  "unit correction")
S("en", "implicit", ["Go version in go.mod is 1.21."],
  "go.mod declares go 1.22 with toolchain go1.22.3.",
  "same file, new version")
S("en", "now_uses", ["Session storage uses Memcached.", "Session storage uses Redis."],
  "Sessions now use Redis instead of Memcached.",
  "trap: the Redis belief confirms the new statement; target is the Memcached one")
S("en", "implicit", ["The on-call rotation for the platform team is weekly, handed over on Monday."],
  "Platform on-call hands over every Thursday, two-week shifts.",
  "team rule, incompatible schedule")
S("en", "switched", ["Terraform state is in an S3 bucket with DynamoDB locking.", "Terraform modules are pinned by git tag."],
  "We switched Terraform state to Terraform Cloud workspaces.",
  "switched")
S("en", "implicit", ["The e2e tests use Cypress.", "Unit tests for the frontend use Vitest."],
  "End-to-end tests are written in Playwright.",
  "paraphrased subject (e2e = end-to-end), new library")
S("en", "no_longer", ["The user wants every PR to include a CHANGELOG entry."],
  "CHANGELOG entries are no longer needed per PR; release notes are generated from labels.",
  "team rule lifted")
S("en", "implicit", ["Max DB connections per web worker: 10.", "Web workers: 4 per pod."],
  "Each web worker opens at most 5 connections to the database.",
  "pool size changed; the workers-per-pod belief is related but untouched")

# ---------------------------------------------------------------- supersessions, other languages
S("de", "implicit", ["Die API läuft lokal auf Port 8000.", "Lokal starten wir alles mit make up."],
  "Der Backend-Dienst lauscht lokal auf Port 8010.",
  "paraphrasiertes Subjekt (API = Backend-Dienst), neuer Port ohne Änderungswort")
S("de", "from_to", ["Die Datenbank im Testsystem ist MariaDB 10.6.", "Produktion läuft auf MariaDB 10.11."],
  "Das Testsystem haben wir von MariaDB 10.6 auf 10.11 gehoben.",
  "from_to; Produktions-Glaube betrifft eine andere Umgebung")
S("de", "no_longer", ["Wir deployen per FTP auf den Webserver."],
  "Per FTP wird nicht mehr deployt, alles läuft über die GitLab-Pipeline.",
  "no_longer")
S("de", "correction", ["Der Absturz im Importer kam von einer fehlenden Spalte im CSV.", "Der Importer liest CSV aus dem Ordner inbox/."],
  "Korrektur: Der Importer stürzte wegen eines BOM am Dateianfang ab, nicht wegen einer fehlenden Spalte.",
  "Selbstkorrektur des Agenten zur Ursache")
S("de", "implicit", ["Zuständig für das Rechnungsmodul ist Jana.", "Zuständig für den Login ist Felix."],
  "Das Rechnungsmodul betreut jetzt Oskar.",
  "Owner gewechselt; Login-Owner unberührt")
S("de", "switched", ["Wir benutzen Jenkins für CI."],
  "Wir sind für CI auf GitHub Actions umgestiegen.",
  "switched")
S("de", "implicit", ["Sprachen der Oberfläche: Deutsch, Englisch, Französisch.", "Übersetzungen liegen in locales/."],
  "Die Oberfläche gibt es auf Deutsch, Englisch und Italienisch.",
  "Listen-Glaube: ein Eintrag ausgetauscht")
S("de", "implicit", ["Wir arbeiten wieder mit Merge-Commits statt Squash.", "Der Branch main ist geschützt."],
  "PRs werden gesquasht gemergt, Merge-Commits bitte vermeiden.",
  "Umkehr einer früheren Teamregel, kein Änderungswort")
S("de", "gone", ["Die Logs landen im ELK-Stack auf log01.", "Metriken liegen in Prometheus."],
  "log01 und der ELK-Stack sind weg, Logs gehen jetzt an Loki.",
  "gone")
S("de", "replaced_by", ["Das Caching übernimmt Varnish vor der Website."],
  "Varnish wurde durch das CDN von Bunny ersetzt.",
  "replaced_by")
S("es", "implicit", ["El servicio de pagos usa la versión 2 del SDK de Stripe.", "Los webhooks de Stripe llegan a /hooks/stripe."],
  "Pagos corre con el SDK de Stripe 5.",
  "sujeto parafraseado (servicio de pagos = pagos), versión incompatible")
S("es", "from_to", ["El timeout del gateway es de 60 segundos."],
  "Bajamos el timeout del gateway de 60 a 15 segundos.",
  "from_to")
S("es", "instead_of", ["Los correos transaccionales salen por Mailgun.", "Las plantillas de correo están en templates/mail."],
  "Los correos transaccionales ahora salen por Postmark en lugar de Mailgun.",
  "instead_of")
S("es", "correction", ["El error 502 se arregló subiendo la memoria del pod.", "El pod de la API tiene 512 MiB."],
  "En realidad el 502 venía del keepalive del balanceador; la memoria no tenía nada que ver.",
  "corrección del propio agente")
S("es", "moved", ["Las migraciones están en db/migrations.", "Las semillas de datos están en db/seeds."],
  "Movimos las migraciones a backend/alembic/versions.",
  "moved; la ubicación de las semillas no cambia")
S("es", "implicit", ["La base de datos de analítica es BigQuery."],
  "Los datos de analítica viven en Snowflake.",
  "sujeto parafraseado, valor incompatible sin palabra de cambio")
S("es", "negation", ["Los viernes se puede desplegar hasta las 15:00."],
  "Los viernes no se despliega nada, ni por la mañana.",
  "negación explícita de la regla anterior")
S("es", "switched", ["Volvimos a usar Moment.js en el panel.", "El panel usa React 18."],
  "Cambiamos el panel a date-fns; Moment.js fuera.",
  "cambio de librería")
S("fr", "implicit", ["Le front tourne sur le port 3000 en local.", "Le back tourne sur le port 8000 en local."],
  "En local, l'application web écoute sur le port 5173.",
  "sujet paraphrasé (front = application web); le back est un autre service")
S("fr", "no_longer", ["Les tests end-to-end tournent à chaque push."],
  "Les tests end-to-end ne tournent plus à chaque push, seulement la nuit.",
  "no_longer")
S("fr", "replaced_by", ["L'authentification passe par Keycloak.", "Les rôles sont gérés dans Keycloak."],
  "Keycloak a été remplacé par Auth0 pour l'authentification.",
  "replaced_by; la croyance sur les rôles devient douteuse mais n'est pas nommée")
S("fr", "correction", ["La clé d'API de Mapbox est dans .env.local."],
  "Je me suis trompé : la clé Mapbox est dans le coffre Doppler, pas dans .env.local.",
  "correction de l'agent sur un emplacement")
S("fr", "implicit", ["La revue de code demande deux approbations."],
  "Une seule approbation suffit pour merger une PR.",
  "règle d'équipe, valeur incompatible")
S("fr", "now_uses", ["Le service de recherche utilise Algolia.", "L'index est reconstruit chaque nuit."],
  "La recherche utilise maintenant Meilisearch auto-hébergé.",
  "now_uses")
S("fr", "dropped", ["Navigateurs supportés : Chrome, Firefox, Safari, IE11."],
  "On a abandonné IE11 ; Chrome, Firefox et Safari restent supportés.",
  "un élément retiré d'une liste")
S("ja", "implicit", ["APIサーバーはローカルで8080番ポートを使う。", "ローカルDBはdocker composeで起動する。"],
  "バックエンドはローカルで8081番で待ち受ける。",
  "主語の言い換え（APIサーバー＝バックエンド）、変更語なし")
S("ja", "switched", ["パッケージ管理はnpmを使っている。"],
  "パッケージ管理をpnpmに切り替えた。",
  "switched")
S("ja", "correction", ["ビルドが落ちた原因はNodeのバージョン違いだった。", "CIのNodeは20。"],
  "訂正：ビルド失敗の原因はロックファイルの不整合で、Nodeのバージョンではなかった。",
  "エージェント自身の訂正")
S("ja", "no_longer", ["本番DBへの直接接続は踏み台サーバー経由で行う。"],
  "踏み台サーバーはもう使わない。本番DBにはSSM経由で接続する。",
  "no_longer")
S("ja", "implicit", ["リリース担当は佐藤さん。", "QA担当は田中さん。"],
  "リリースは今後鈴木さんが担当する。",
  "担当者の変更、QA担当は別の役割")
S("ja", "from_to", ["Pythonのバージョンは3.11。"],
  "Pythonを3.11から3.12に上げた。",
  "from_to")
S("zh", "implicit", ["后端服务的端口是 8000。", "前端开发服务器端口是 3000。"],
  "API 现在监听 8088 端口。",
  "主语换了说法（后端服务 = API），端口不兼容")
S("zh", "instead_of", ["日志库用的是 logrus。"],
  "日志改用 zap，而不是 logrus。",
  "instead_of")
S("zh", "correction", ["内存泄漏是连接池没有关闭导致的。"],
  "更正：内存泄漏其实是全局 map 一直在增长，不是连接池的问题。",
  "智能体自我更正")
S("zh", "gone", ["测试环境部署在旧的 OpenStack 集群上。", "生产环境在阿里云 ACK 上。"],
  "旧 OpenStack 集群已经没了，测试环境也迁到了 ACK。",
  "gone；生产环境信念是另一个环境")
S("zh", "implicit", ["代码评审至少需要一人批准。"],
  "合并前需要两位同事批准。",
  "团队规则，数值不兼容")
S("pt", "implicit", ["O banco de dados de produção é o Postgres 13.", "Homologação usa Postgres 15."],
  "Produção roda em PostgreSQL 16.",
  "sujeito parafraseado; homologação é outro ambiente")
S("pt", "switched", ["Os testes de carga usam JMeter."],
  "Trocamos o JMeter pelo k6 nos testes de carga.",
  "switched")
S("pt", "correction", ["O bug do fuso horário foi resolvido trocando para UTC no banco."],
  "Na verdade o bug do fuso era no front, que convertia a data duas vezes; o banco já estava em UTC.",
  "correção do próprio agente")
S("pt", "moved", ["Os scripts de deploy ficam em ops/scripts."],
  "Os scripts de deploy foram movidos para tools/deploy.",
  "moved")
S("ko", "implicit", ["API 서버는 로컬에서 8080 포트를 쓴다.", "로컬 DB는 5432 포트를 쓴다."],
  "백엔드는 로컬에서 9090 포트로 뜬다.",
  "주어 바꿔 말하기(API 서버 = 백엔드), 변경어 없음")
S("ko", "no_longer", ["배포는 매주 목요일에만 한다."],
  "이제 배포 요일 제한은 없다. 언제든 배포해도 된다.",
  "no_longer 계열, 규칙 해제")
S("ko", "replaced_by", ["상태 관리는 Redux를 쓴다.", "폼은 react-hook-form을 쓴다."],
  "상태 관리는 Redux 대신 Zustand로 교체했다.",
  "replaced_by")
S("ko", "correction", ["테스트가 느린 이유는 DB 픽스처 때문이다."],
  "정정: 테스트가 느린 건 픽스처가 아니라 매 테스트마다 Docker 컨테이너를 새로 띄워서였다.",
  "에이전트 자기 정정")

# ---------------------------------------------------------------- negatives, English
# same kind of statement about another service / environment / file
X("en", "novel", "plain", ["The API listens on port 8080 in local dev."],
  "The admin API listens on port 8081 in local dev.",
  "another service, same kind of statement; both true")
X("en", "novel", "plain", ["Staging Postgres is version 15."],
  "The analytics warehouse Postgres is version 13.",
  "another database")
X("en", "novel", "plain", ["Request timeout for the payments client is 30 seconds."],
  "Request timeout for the shipping client is 5 seconds.",
  "another client")
X("en", "novel", "plain", ["Code owner for the billing module is Priya.", "Code owner for the auth module is Tomas."],
  "Code owner for the notifications module is Lea.",
  "another module's owner")
X("en", "novel", "plain", ["The web app builds with Node 20.", "The web app builds with pnpm."],
  "The docs site builds with Node 18 because Docusaurus 2 needs it.",
  "another project in the repo")
X("en", "novel", "from_to", ["The nightly backup job runs at 02:00 UTC."],
  "Moved the report generation job from 03:00 to 05:00 UTC.",
  "change phrasing about another job, which had no stored belief")
X("en", "novel", "instead_of", ["Background jobs use Celery with RabbitMQ."],
  "In tests use the eager Celery mode instead of a real broker.",
  "instead_of about test setup; the production broker belief stays")
X("en", "novel", "replaced_by", ["The payments service runs in us-east-1.", "The payments service has 4 replicas."],
  "The failing disk on build-runner-3 was replaced by a new NVMe drive.",
  "replaced about hardware unrelated to any belief")
X("en", "novel", "no_longer", ["The flaky login test was fixed by waiting for the redirect."],
  "The checkout test no longer flakes since the mock clock landed.",
  "no_longer about another test's bug")
X("en", "novel", "switched", ["We use pnpm for the monorepo."],
  "Switched my editor to the ruff language server for the Python packages.",
  "switched about a personal tool, not the package manager")
X("en", "novel", "moved", ["The shared ESLint config is in packages/eslint-config."],
  "Moved the Storybook stories next to their components.",
  "moved about another file group")
X("en", "novel", "dropped", ["Supported Python versions: 3.10, 3.11, 3.12."],
  "Dropped the unused six dependency from the CLI package.",
  "dropped about a dependency, not a supported version")
X("en", "novel", "gone", ["Metrics go to Prometheus.", "Dashboards are in Grafana."],
  "The noisy disk-usage alert is gone after the cleanup job.",
  "gone about an alert, not the metrics stack")
X("en", "novel", "now_uses", ["Error tracking uses Sentry."],
  "The CLI now uses rich for its progress bars.",
  "now_uses about an unrelated library")
X("en", "novel", "negation", ["Merges to main auto-deploy to staging."],
  "Never force-push to main.",
  "a never that denies nothing stored")
X("en", "novel", "negation", ["Deploys go out through ArgoCD.", "Production deploys need two approvals."],
  "Do not deploy on Friday afternoons.",
  "negation about timing; the deploy mechanism belief stays true")
X("en", "novel", "negation", ["Secrets come from Vault."],
  "Do not log request bodies on the auth endpoints.",
  "a rule that denies nothing")
# scoped exceptions
X("en", "refines", "scope", ["Auth tokens expire after 24 hours."],
  "Admin tokens expire after 1 hour.",
  "scoped exception; the general rule stays")
X("en", "refines", "scope", ["Max upload size for the media API is 10 MB."],
  "Video uploads to the media API may be up to 200 MB through the resumable endpoint.",
  "exception for one kind of upload")
X("en", "refines", "scope", ["Production deploys need two approvals."],
  "Hotfix deploys to production need one approval from the on-call lead.",
  "scoped exception to a rule")
X("en", "refines", "scope", ["Line length limit is 100."],
  "Generated protobuf files are excluded from the line length check.",
  "exception for a file group")
X("en", "refines", "scope", ["The rate limit on the public API is 100 requests per second."],
  "Partners on the enterprise plan get 1000 requests per second on the public API.",
  "exception for one customer tier")
X("en", "refines", "scope", ["Standup is at 10:15 every weekday."],
  "On Fridays standup is async in the #standup channel.",
  "scoped exception: one day")
# plans and proposals
X("en", "novel", "question", ["The search service runs Elasticsearch 7.17."],
  "Should we move search to OpenSearch next quarter? Needs a spike first.",
  "a proposal, not a decision")
X("en", "novel", "question", ["Background jobs use Celery with RabbitMQ."],
  "Plan: evaluate Dramatiq for the background jobs in January.",
  "plan not yet done")
X("en", "novel", "question", ["The ORM is SQLAlchemy 1.4."],
  "Proposal for the next sprint: upgrade to SQLAlchemy 2.0; not started.",
  "proposal, old belief still true")
X("en", "novel", "question", ["Session storage uses Redis.", "The cache uses Redis."],
  "We might split sessions onto their own Redis instance if memory keeps growing.",
  "conditional plan")
X("en", "novel", "question", ["CI runs on GitHub Actions."],
  "Tried moving CI to Buildkite on a branch, rolled it back; still on GitHub Actions.",
  "tried and rolled back; restates nothing new about CI")
# additions that deny nothing
X("en", "novel", "plain", ["Error tracking uses Sentry.", "Logs ship to Datadog."],
  "Uptime checks run in Better Stack every minute.",
  "addition")
X("en", "novel", "plain", ["We support PostgreSQL as the server backend."],
  "We also support CockroachDB as an experimental backend.",
  "addition to a support list that denies nothing")
X("en", "novel", "plain", ["Reviewers for infra PRs: Ana, Chen and Dmitri."],
  "Ana is out until the 20th.",
  "related fact, does not change the reviewer list")
X("en", "novel", "plain", ["Environments: dev, staging, prod."],
  "Added a preview environment per pull request, torn down on merge.",
  "addition of a new kind of environment; the list of long-lived ones stays true")
X("en", "novel", "plain", ["The user prefers small commits."],
  "The user likes type hints on every public function.",
  "another preference")
X("en", "novel", "plain", ["The backend service listens on port 9000 in local dev."],
  "Workaround: on macOS, AirPlay grabs port 5000, so the mock IdP runs on 5050.",
  "workaround about another port")
# related true statements
X("en", "novel", "related", ["We use PostgreSQL 16 for the orders service."],
  "Unit tests for the orders service run against SQLite in memory.",
  "related, both true")
X("en", "novel", "related", ["The e2e tests use Playwright."],
  "Component tests use Testing Library with Vitest.",
  "related test layers")
X("en", "novel", "related", ["Terraform state is in Terraform Cloud."],
  "Kubernetes manifests are rendered by Helm in the deploy job.",
  "related infra fact")
X("en", "novel", "related", ["Payments moved to eu-west-1.", "The payments service has 4 replicas."],
  "The payments read replica stays in us-east-1 for the US reporting jobs.",
  "related: a different component of payments; the main service is still in eu-west-1")
X("en", "novel", "related", ["Production has 6 API replicas."],
  "Production has 3 worker replicas.",
  "same kind of statement about another deployment")
X("en", "novel", "related", ["Go version in go.mod is 1.22."],
  "The Docker build image is golang:1.22-bookworm.",
  "consistent related fact")
# refinements
X("en", "refines", "detail", ["The nightly backup job runs at 04:30 UTC."],
  "The nightly backup uses pg_dump --format=custom and uploads to s3://acme-backups.",
  "adds detail to the backup belief")
X("en", "refines", "detail", ["Background jobs go through Dramatiq."],
  "Dramatiq workers run with 8 threads and the Redis broker on db 2.",
  "detail")
X("en", "refines", "detail", ["To deploy staging run ./scripts/ship.sh staging."],
  "ship.sh staging needs AWS_PROFILE=acme-staging set first.",
  "adds a prerequisite to the same procedure")
X("en", "refines", "detail", ["Error tracking uses Sentry."],
  "Sentry releases are tagged with the git SHA by the deploy job.",
  "detail")
X("en", "refines", "detail", ["Feature flags live in Unleash."],
  "Unleash flags for the mobile app use the mobile-prod environment key.",
  "detail")
X("en", "refines", "example", ["Name tests as test_it_<does_something>."],
  "For example test_it_rejects_expired_tokens in tests/auth/test_tokens.py.",
  "example of the naming rule")
X("en", "refines", "example", ["Commit messages are imperative summaries."],
  "Like 'Add retry to the webhook sender', not 'Added retries'.",
  "example")
X("en", "refines", "detail", ["We switched Terraform state to Terraform Cloud workspaces."],
  "There is one Terraform Cloud workspace per environment, named infra-<env>.",
  "detail on the new setup")
X("en", "refines", "detail", ["The public API limit is 100 per second."],
  "The public API limit is counted per API key, with a burst of 200.",
  "detail, same value")
X("en", "refines", "detail", ["Release branches get cut weekly on Mondays."],
  "The release branch is cut by the release bot at 09:00 CET on Mondays.",
  "detail, consistent")
X("en", "refines", "detail", ["The service reads its configuration from conf/app.toml."],
  "Values in conf/app.toml can be overridden by APP_* environment variables.",
  "detail")
X("en", "refines", "example", ["Secrets come from Vault."],
  "e.g. the Stripe key is at secret/payments/stripe.",
  "example")
X("en", "refines", "detail", ["The user wants concise answers."],
  "When asked for a review, the user wants a bullet list of findings, most severe first.",
  "refines a preference without denying it")
# restatements
X("en", "redundant", "paraphrase", ["The API listens on port 9000 in local dev."],
  "Locally the backend service is on :9000.",
  "same fact, different words")
X("en", "redundant", "paraphrase", ["We use Playwright for end-to-end tests."],
  "E2E suite is written with Playwright.",
  "paraphrase")
X("en", "redundant", "paraphrase", ["Production deploys need two approvals.", "Deploys go out through ArgoCD."],
  "Two reviewers must approve before anything goes to prod.",
  "paraphrase of the approvals rule")
X("en", "redundant", "paraphrase", ["Postgres in production is version 16."],
  "The prod database runs PG 16.",
  "paraphrased subject, same value")
X("en", "redundant", "paraphrase", ["Error tracking uses Sentry.", "Sentry sample rate is 0.2."],
  "We report exceptions to Sentry.",
  "restatement")
X("en", "redundant", "exact", ["Never force-push to main."],
  "Never force-push to main.",
  "exact repeat")
X("en", "redundant", "exact", ["The staging deploy command is make deploy-staging."],
  "The staging deploy command is make deploy-staging.",
  "exact")
X("en", "redundant", "paraphrase", ["Switched the Python services to uv for dependency locking.", "Lockfiles are committed."],
  "We lock Python dependencies with uv.",
  "trap: a change statement already reflected; restates the current belief")
X("en", "redundant", "paraphrase", ["Sessions now use Redis instead of Memcached."],
  "Session storage is Redis.",
  "restates the current state")
X("en", "redundant", "paraphrase", ["Standup is at 10:15 every weekday."],
  "Daily standup: 10:15, Monday to Friday.",
  "paraphrase")
X("en", "redundant", "paraphrase", ["The Graphite box is gone; metrics go to Prometheus."],
  "Metrics are scraped by Prometheus.",
  "restates the current state")
X("en", "redundant", "paraphrase", ["The user does not want scope prefixes in commit messages."],
  "No 'feat(x):' style prefixes in commits, the user finds them noisy.",
  "paraphrase with an example of the thing denied")
X("en", "novel", "plain", ["The CI runs on ubuntu-24.04 runners."],
  "The release job runs on a macos-14 runner to sign the app.",
  "another job's runner, both true")
X("en", "refines", "scope", ["Python for the ETL jobs is 3.12."],
  "The legacy SAS export job stays on Python 3.9 until it is retired.",
  "scoped exception for one job")
X("en", "novel", "question", ["We use PostgreSQL 16 for the orders service.", "We use MySQL for the analytics service."],
  "Could the orders service move to MySQL too, to run one engine? Asked the DBA.",
  "trap: a question about the change the other belief describes; nothing decided")
X("en", "refines", "detail", ["Infra PR reviewers are Ana, Chen and Dmitri.", "Infra PRs need one approval."],
  "Dmitri reviews the networking and DNS changes among the infra PRs.",
  "detail on one member of a list belief")
X("en", "novel", "related", ["We're back on webpack for the app build."],
  "Storybook builds with Vite.",
  "related true statement about another build")
X("en", "redundant", "paraphrase", ["Webhook delivery runs on a Redis stream.", "Webhook payloads are signed with HMAC-SHA256."],
  "Webhooks are queued in Redis streams before delivery.",
  "paraphrase")

# ---------------------------------------------------------------- negatives, other languages
X("de", "novel", "plain", ["Die API läuft lokal auf Port 8010."],
  "Der Admin-Dienst läuft lokal auf Port 8020.",
  "anderer Dienst, gleiche Art von Aussage")
X("de", "refines", "scope", ["Sessions laufen nach 8 Stunden ab."],
  "Für Support-Mitarbeiter laufen Sessions schon nach 30 Minuten ab.",
  "Ausnahme für eine Gruppe")
X("de", "novel", "question", ["Wir benutzen GitHub Actions für CI."],
  "Vorschlag: selbst gehostete Runner für die langen Integrationstests prüfen.",
  "Vorschlag, nichts entschieden")
X("de", "redundant", "paraphrase", ["Das Rechnungsmodul betreut Oskar."],
  "Oskar ist der Ansprechpartner für alles rund um Rechnungen.",
  "Umformulierung")
X("de", "refines", "detail", ["Logs gehen an Loki."],
  "Loki behält Logs 14 Tage, danach landen sie im S3-Archiv.",
  "Detail")
X("de", "novel", "no_longer", ["Wir deployen über die GitLab-Pipeline."],
  "Der Bug mit doppelten Rechnungsnummern tritt nicht mehr auf.",
  "no_longer über einen anderen Fehler")
X("de", "novel", "related", ["Produktion läuft auf MariaDB 10.11."],
  "Der Cache für die Sitzungsdaten ist Redis 7.",
  "verwandte, beide wahr")
X("de", "redundant", "exact", ["Freitags wird nicht deployt."],
  "Freitags wird nicht deployt.",
  "exakte Wiederholung")
X("de", "novel", "negation", ["Die Oberfläche gibt es auf Deutsch, Englisch und Italienisch."],
  "Keine Texte direkt im Code, alles über i18n-Schlüssel.",
  "Verneinung, die nichts Bestehendes bestreitet")
X("de", "refines", "example", ["Konfiguration liegt in config/app.yaml."],
  "Zum Beispiel steht der SMTP-Host dort unter mail.host.",
  "Beispiel")
X("es", "novel", "plain", ["El timeout del gateway es de 15 segundos."],
  "El timeout del servicio de inventario es de 5 segundos.",
  "otro servicio")
X("es", "refines", "scope", ["Los correos transaccionales salen por Postmark."],
  "Los correos de marketing siguen saliendo por Mailchimp.",
  "excepción: otro tipo de correo, ambos ciertos")
X("es", "novel", "question", ["La base de datos de analítica es Snowflake."],
  "¿Deberíamos probar DuckDB para los informes pequeños? Pendiente de decidir.",
  "propuesta")
X("es", "redundant", "paraphrase", ["Las migraciones están en backend/alembic/versions."],
  "Los archivos de migración de Alembic viven en backend/alembic/versions.",
  "paráfrasis")
X("es", "refines", "detail", ["Pagos corre con el SDK de Stripe 5."],
  "El SDK de Stripe se inicializa con la versión de API 2024-06-20.",
  "detalle")
X("es", "novel", "instead_of", ["Los correos transaccionales salen por Postmark."],
  "En los tests usamos un servidor SMTP falso en lugar de Postmark.",
  "instead_of sobre los tests")
X("es", "redundant", "exact", ["Los viernes no se despliega."],
  "Los viernes no se despliega.",
  "repetición exacta")
X("es", "novel", "related", ["El panel usa React 18."],
  "La app móvil usa React Native 0.74.",
  "relacionadas, ambas ciertas")
X("fr", "novel", "plain", ["En local, l'application web écoute sur le port 5173."],
  "En local, Storybook écoute sur le port 6006.",
  "autre outil, même type d'énoncé")
X("fr", "refines", "scope", ["La revue de code demande une approbation."],
  "Les PR qui touchent au schéma de la base demandent aussi l'accord d'un DBA.",
  "exception ciblée")
X("fr", "redundant", "paraphrase", ["La recherche utilise Meilisearch auto-hébergé."],
  "Notre moteur de recherche, c'est Meilisearch, hébergé chez nous.",
  "paraphrase")
X("fr", "novel", "question", ["L'authentification passe par Auth0."],
  "Idée pour plus tard : passer l'authentification sur Zitadel si le coût d'Auth0 grimpe.",
  "projet, pas une décision")
X("fr", "refines", "detail", ["Les tests end-to-end tournent la nuit."],
  "Le job nocturne des tests end-to-end démarre à 2 h et poste le résultat dans #qa.",
  "détail")
X("fr", "novel", "replaced_by", ["L'authentification passe par Auth0."],
  "Le logo de la page de connexion a été remplacé par la nouvelle charte.",
  "replaced_by sur autre chose")
X("fr", "redundant", "exact", ["Navigateurs supportés : Chrome, Firefox et Safari."],
  "Navigateurs supportés : Chrome, Firefox et Safari.",
  "exacte")
X("fr", "novel", "related", ["Le back tourne sur le port 8000 en local."],
  "La base de données locale tourne dans Docker sur le port 5432.",
  "énoncés voisins, tous vrais")
X("ja", "novel", "plain", ["バックエンドはローカルで8081番で待ち受ける。"],
  "管理画面はローカルで8082番で待ち受ける。",
  "別サービスの同種の文")
X("ja", "refines", "scope", ["本番DBにはSSM経由で接続する。"],
  "ただし障害対応時は読み取り専用ユーザーでのみ接続する。",
  "範囲を限定した追加ルール")
X("ja", "redundant", "paraphrase", ["パッケージ管理はpnpm。"],
  "依存関係のインストールにはpnpmを使う。",
  "言い換え")
X("ja", "novel", "question", ["Pythonのバージョンは3.12。"],
  "来期にPython 3.13へ上げるか検討中。",
  "検討中、決定ではない")
X("ja", "refines", "detail", ["リリースは鈴木さんが担当する。"],
  "鈴木さんはリリースノートも書く。",
  "詳細の追加")
X("ja", "novel", "switched", ["パッケージ管理はpnpm。"],
  "エディタのテーマをダークに切り替えた。",
  "switchedだが別の話題")
X("ja", "redundant", "exact", ["mainへの強制プッシュは禁止。"],
  "mainへの強制プッシュは禁止。",
  "完全一致")
X("ja", "novel", "related", ["CIのNodeは20。"],
  "本番コンテナのNodeも20。",
  "関連する事実、両方正しい")
X("zh", "novel", "plain", ["API 现在监听 8088 端口。"],
  "监控服务监听 9100 端口。",
  "另一个服务")
X("zh", "refines", "scope", ["合并前需要两位同事批准。"],
  "只改文档的 PR 一人批准就可以合并。",
  "范围内的例外")
X("zh", "redundant", "paraphrase", ["日志库用的是 zap。"],
  "我们用 zap 打日志。",
  "换个说法")
X("zh", "novel", "question", ["测试环境在 ACK 上。"],
  "考虑以后把测试环境改成按需创建，还没定。",
  "提议")
X("zh", "refines", "detail", ["日志库用的是 zap。"],
  "zap 在生产环境用 JSON 编码，本地用 console 编码。",
  "补充细节")
X("zh", "novel", "gone", ["内存泄漏是全局 map 一直在增长导致的。"],
  "告警群里的误报已经没了。",
  "gone 但说的是别的事")
X("zh", "redundant", "exact", ["不要在周五下午发布。"],
  "不要在周五下午发布。",
  "完全重复")
X("pt", "novel", "plain", ["Produção roda em PostgreSQL 16."],
  "O Metabase usa o próprio banco H2 em desenvolvimento.",
  "outro sistema")
X("pt", "refines", "scope", ["Os testes de carga usam k6."],
  "Para o teste de WebSocket usamos o plugin xk6-websockets.",
  "escopo específico")
X("pt", "redundant", "paraphrase", ["Os scripts de deploy ficam em tools/deploy."],
  "Os scripts de deploy estão na pasta tools/deploy.",
  "paráfrase")
X("pt", "novel", "question", ["Produção roda em PostgreSQL 16."],
  "Proposta: migrar produção para o Aurora no segundo semestre.",
  "proposta não decidida")
X("pt", "refines", "detail", ["O banco já está em UTC."],
  "Todas as colunas de data são timestamptz.",
  "detalhe consistente")
X("pt", "novel", "moved", ["Os scripts de deploy ficam em tools/deploy."],
  "Movemos as imagens do README para docs/img.",
  "moved sobre outra coisa")
X("ko", "novel", "plain", ["백엔드는 로컬에서 9090 포트로 뜬다."],
  "관리자 페이지는 로컬에서 9091 포트를 쓴다.",
  "다른 서비스")
X("ko", "refines", "scope", ["배포 요일 제한은 없다."],
  "단, 결제 모듈은 월말 3일 동안 배포하지 않는다.",
  "범위를 좁힌 예외")
X("ko", "redundant", "paraphrase", ["상태 관리는 Zustand를 쓴다."],
  "전역 상태는 Zustand 스토어로 관리한다.",
  "바꿔 말하기")
X("ko", "novel", "question", ["폼은 react-hook-form을 쓴다."],
  "폼 라이브러리를 TanStack Form으로 바꿀지 논의 중이다.",
  "논의 중, 결정 아님")
X("ko", "refines", "detail", ["테스트가 느린 건 매 테스트마다 Docker 컨테이너를 새로 띄워서였다."],
  "컨테이너를 세션 단위로 재사용하니 테스트 시간이 12분에서 3분으로 줄었다.",
  "세부 사항 추가")

# ---------------------------------------------------------------- more traps, several beliefs
S("en", "replaced_by", ["The scheduler is Airflow.", "The scheduler is Prefect.", "DAG code lives in pipelines/.", "The scheduler UI is behind SSO."],
  "Airflow was replaced by Prefect as our scheduler.",
  "trap: the Prefect belief confirms the new statement; the Airflow one is closed")
S("de", "no_longer", ["Das Frontend nutzt Create React App.", "Das Frontend nutzt Vite.", "Tests laufen mit Vitest."],
  "Create React App nutzen wir im Frontend nicht mehr, nur noch Vite.",
  "Falle: der Vite-Glaube bestätigt die neue Aussage; geschlossen wird der CRA-Glaube")
X("en", "redundant", "paraphrase", ["Payments run in eu-west-1.", "Payments ran in us-east-1 until March.", "The payments service has 4 replicas.", "Payments use the Stripe SDK 5."],
  "The payment service is hosted in the EU (Ireland) region.",
  "restates the eu-west-1 belief; the history belief is not denied")
X("en", "refines", "scope", ["Sentry sample rate is 0.2 in prod.", "Sentry DSN is in SENTRY_DSN.", "Error tracking uses Sentry."],
  "The checkout routes keep a Sentry sample rate of 1.0 so no payment error is missed.",
  "scoped exception to the sample rate")
X("en", "novel", "plain", ["The web app builds with pnpm.", "The frontend runs on Node 20.", "The docs site runs on Node 18.", "CI caches the pnpm store."],
  "The Lambda functions run on the nodejs20.x runtime.",
  "another deploy target, consistent with everything")
X("en", "refines", "scope", ["Grafana dashboards are at https://dash.internal.", "Prometheus is at prom.internal:9090.", "Alerts go to PagerDuty."],
  "Alertmanager routes low-severity alerts to the #ops-alerts Slack channel instead of PagerDuty.",
  "scoped routing; high-severity alerts still page, so the PagerDuty belief stays")
X("es", "refines", "scope", ["El servicio de pagos usa Stripe.", "Los reembolsos se hacen desde el panel.", "Los webhooks de Stripe llegan a /hooks/stripe."],
  "Para clientes de Brasil los pagos pasan por Mercado Pago.",
  "excepción por país; Stripe sigue siendo el proveedor general")
X("fr", "novel", "plain", ["Le front tourne sur le port 5173.", "Le back tourne sur le port 8000.", "La base locale tourne sur le port 5432."],
  "Mailpit tourne en local sur le port 8025 pour voir les e-mails.",
  "ajout, rien n'est contredit")
X("ja", "redundant", "paraphrase", ["CIはGitHub Actions。", "CIのNodeは20。", "リリースは鈴木さんが担当する。"],
  "CIのランナーはGitHub Actionsで動いている。",
  "言い換え")
X("zh", "novel", "no_longer", ["合并前需要两位同事批准。", "API 现在监听 8088 端口。", "日志库用的是 zap。"],
  "登录页白屏的问题不再出现了。",
  "no_longer 说的是已修复的 bug")
# fmt: on


def build() -> list[dict[str, object]]:
    """Number the cases, shuffle each ``existing`` and point ``target`` at the moved belief."""
    rows: list[dict[str, object]] = []
    for n, case in enumerate(CASES, start=1):
        rid = f"r{n:03d}"
        existing = list(case["existing"])  # type: ignore[call-overload]
        fill = random.Random(f"{SEED}-fill-{rid}")
        if len(existing) == 1 and fill.random() < FILL_SHARE:
            existing += fill.sample(FILLERS[str(case["lang"])], fill.choice([1, 2, 3]))
        order = list(range(len(existing)))
        random.Random(f"{SEED}-{rid}").shuffle(order)
        target = case["target"]
        rows.append(
            {
                "id": rid,
                "split": "heldout",
                "lang": case["lang"],
                "existing": [existing[i] for i in order],
                "new": case["new"],
                "label": case["label"],
                "target": order.index(target) if isinstance(target, int) else None,
                "phrasing": case["phrasing"],
                "note": case["note"],
            }
        )
    return rows


def main() -> int:
    """Write pairs3.jsonl next to this file."""
    rows = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} pairs to {OUT.name}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
