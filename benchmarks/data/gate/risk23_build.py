"""Render risk23.jsonl from the rows written below (seeded, stdlib only).

Usage: python benchmarks/data/gate/risk23_build.py [--stdout]

Development data for the write gate's name-for-name rules (round 23), written after reading
the gate's code, so never a blind figure: a change said as under way or planned (several
tenses and languages) against the same change said done; a new value for another slot of
one component (styling beside a UI framework, an ORM beside a database, an assertion
library beside a test runner, a dependency added beside another) against a new value for
the same slot; a change to a sibling component of the same name against one to the
component itself. The build shuffles the order of `existing` inside each row with a fixed
seed and recomputes `target`; running it twice gives a byte-identical file.
"""

# ruff: noqa: E501  (a few statements are longer than a line; they stay whole)
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ID_PREFIX = "y"
SEED = 2323
OUT = Path(__file__).with_name("risk23.jsonl")

S, N = "supersedes", "novel"
# (group, lang, existing (the target first for a supersession), new, label, phrasing)
ROWS: list[tuple[str, str, list[str], str, str, str]] = [
    # --- under way or planned: the belief still holds (A) ---
    ("wip", "en", ["The orders service stores data in PostgreSQL.", "The orders service is written in Go."], "The orders service is moving to MySQL.", N, "in_progress"),
    ("wip", "en", ["CI runs on Jenkins."], "We're migrating CI to GitHub Actions.", N, "in_progress"),
    ("wip", "en", ["The API is built with Flask."], "The API is being ported to FastAPI.", N, "in_progress"),
    ("wip", "en", ["The docs site is built with MkDocs."], "The docs site will move to Docusaurus.", N, "future"),
    ("wip", "en", ["Search uses Elasticsearch."], "We're in the middle of moving search to Meilisearch.", N, "in_progress"),
    ("wip", "en", ["Services run on ECS."], "Half of the services have been moved to Kubernetes; the rest still run on ECS.", N, "partial"),
    ("wip", "en", ["The job queue is RabbitMQ."], "We've started migrating the job queue to SQS.", N, "in_progress"),
    ("wip", "en", ["Unit tests run with Jest."], "The team is about to replace Jest with Vitest.", N, "future"),
    ("wip", "en", ["Logs go to Papertrail."], "Logging is being switched over to Datadog.", N, "in_progress"),
    ("wip", "en", ["The cache is Redis."], "We want to move the cache to Valkey.", N, "plan"),
    ("wip", "en", ["Payments go through Braintree."], "The migration of payments to Stripe is under way.", N, "in_progress"),
    ("wip", "en", ["The clusters run Postgres 15."], "We're gradually rolling out Postgres 16 to the clusters.", N, "in_progress"),
    ("wip", "en", ["Dates are handled with Moment.js."], "The plan is to drop Moment.js for date-fns.", N, "plan"),
    ("wip", "en", ["The orders service stores data in PostgreSQL."], "We decided to move the orders service to MySQL next quarter.", N, "plan"),
    ("wip", "en", ["Search uses Elasticsearch."], "The migration to Meilisearch is on hold.", N, "plan"),
    ("wip", "en", ["The orders service stores data in PostgreSQL."], "We rolled back the move of the orders service to MySQL.", N, "rollback"),
    ("wip", "en", ["Unit tests run with Jest."], "We tried Vitest but stayed on Jest.", N, "rollback"),
    ("wip", "en", ["The frontend uses React."], "A spike on Vue for the frontend runs this sprint.", N, "plan"),
    ("wip", "en", ["The frontend is bundled with webpack."], "The frontend is switching to Vite.", N, "in_progress"),
    ("wip", "en", ["Secrets are stored in Vault."], "Secrets are going to Doppler.", N, "future"),
    ("wip", "de", ["Der Bestelldienst speichert Daten in PostgreSQL."], "Der Bestelldienst wird gerade auf MySQL umgestellt.", N, "in_progress"),
    ("wip", "de", ["CI läuft auf Jenkins."], "Wir sind dabei, CI auf GitHub Actions umzustellen.", N, "in_progress"),
    ("wip", "de", ["Die Suche nutzt Elasticsearch."], "Die Suche soll auf Meilisearch umziehen.", N, "plan"),
    ("wip", "es", ["La base de datos es PostgreSQL."], "Estamos migrando la base de datos a MySQL.", N, "in_progress"),
    ("wip", "es", ["El CI corre en Jenkins."], "Vamos a cambiar el CI a GitHub Actions.", N, "future"),
    ("wip", "fr", ["La recherche utilise Elasticsearch."], "Nous sommes en train de migrer la recherche vers Meilisearch.", N, "in_progress"),
    ("wip", "fr", ["Le frontend utilise React."], "Le frontend va passer à Vue.", N, "future"),
    ("wip", "pt", ["O cache usa Redis."], "Estamos migrando o cache para o Memcached.", N, "in_progress"),
    ("wip", "zh", ["订单服务使用 PostgreSQL 存储数据。"], "订单服务正在迁移到 MySQL。", N, "in_progress"),
    ("wip", "zh", ["CI 使用 Jenkins。"], "我们将把 CI 迁移到 GitHub Actions。", N, "future"),
    ("wip", "ja", ["検索は Elasticsearch を使っています。"], "検索を Meilisearch に移行中です。", N, "in_progress"),
    ("wip", "ko", ["CI는 Jenkins를 사용합니다."], "CI를 GitHub Actions로 전환하는 중입니다.", N, "in_progress"),
    ("wip", "it", ["La coda è RabbitMQ."], "Stiamo migrando la coda su SQS.", N, "in_progress"),
    ("wip", "nl", ["De database is PostgreSQL."], "We zijn bezig de database naar MySQL te migreren.", N, "in_progress"),
    # --- the same changes said done (B) ---
    ("done", "en", ["The orders service stores data in PostgreSQL.", "The orders service is written in Go."], "The orders service has moved to MySQL.", S, "moved"),
    ("done", "en", ["CI runs on Jenkins."], "We migrated CI to GitHub Actions.", S, "moved"),
    ("done", "en", ["The API is built with Flask."], "The API was ported to FastAPI.", S, "moved"),
    ("done", "en", ["The docs site is built with MkDocs."], "The docs site moved to Docusaurus.", S, "moved"),
    ("done", "en", ["Search uses Elasticsearch."], "Search now uses Meilisearch.", S, "now_uses"),
    ("done", "en", ["The job queue is RabbitMQ."], "The job queue is now SQS.", S, "now_uses"),
    ("done", "en", ["Unit tests run with Jest."], "We replaced Jest with Vitest.", S, "replaced_by"),
    ("done", "en", ["Logs go to Papertrail."], "Logs now go to Datadog.", S, "now_uses"),
    ("done", "en", ["The cache is Redis."], "The cache moved to Valkey.", S, "moved"),
    ("done", "en", ["Payments go through Braintree."], "Payments now go through Stripe.", S, "now_uses"),
    ("done", "en", ["The clusters run Postgres 15."], "The clusters now run Postgres 16.", S, "now_uses"),
    ("done", "en", ["Dates are handled with Moment.js."], "We dropped Moment.js for date-fns.", S, "dropped"),
    ("done", "en", ["CI runs on Jenkins."], "The switch to GitHub Actions is complete; Jenkins is gone.", S, "gone"),
    ("done", "en", ["The frontend is bundled with webpack."], "The frontend has switched to Vite.", S, "switched"),
    ("done", "en", ["Secrets are stored in Vault."], "Secrets now live in Doppler.", S, "now_uses"),
    ("done", "de", ["Der Bestelldienst speichert Daten in PostgreSQL."], "Der Bestelldienst wurde auf MySQL umgestellt.", S, "switched"),
    ("done", "de", ["CI läuft auf Jenkins."], "CI läuft jetzt auf GitHub Actions.", S, "now_uses"),
    ("done", "de", ["Die Suche nutzt Elasticsearch."], "Die Suche nutzt jetzt Meilisearch.", S, "now_uses"),
    ("done", "es", ["La base de datos es PostgreSQL."], "Migramos la base de datos a MySQL.", S, "moved"),
    ("done", "es", ["El CI corre en Jenkins."], "El CI ahora corre en GitHub Actions.", S, "now_uses"),
    ("done", "fr", ["La recherche utilise Elasticsearch."], "La recherche utilise maintenant Meilisearch.", S, "now_uses"),
    ("done", "fr", ["Le frontend utilise React."], "Le frontend est passé à Vue.", S, "switched"),
    ("done", "pt", ["O cache usa Redis."], "O cache agora usa Memcached.", S, "now_uses"),
    ("done", "zh", ["订单服务使用 PostgreSQL 存储数据。"], "订单服务已迁移到 MySQL。", S, "moved"),
    ("done", "zh", ["CI 使用 Jenkins。"], "CI 已改用 GitHub Actions。", S, "switched"),
    ("done", "ja", ["検索は Elasticsearch を使っています。"], "検索は Meilisearch に移行しました。", S, "moved"),
    ("done", "ko", ["CI는 Jenkins를 사용합니다."], "CI는 이제 GitHub Actions를 사용합니다.", S, "now_uses"),
    ("done", "it", ["La coda è RabbitMQ."], "La coda ora è SQS.", S, "now_uses"),
    ("done", "nl", ["De database is PostgreSQL."], "De database is nu MySQL.", S, "now_uses"),
    # a progressive of a verb of use is a state, not a change under way
    ("done", "en", ["Deploys run on Spinnaker."], "Deploys are now running on Argo CD.", S, "now_uses"),
    ("done", "en", ["We use yarn for packages."], "We're using pnpm for packages now.", S, "now_uses"),
    ("done", "es", ["Usamos yarn para los paquetes."], "Ahora estamos usando pnpm para los paquetes.", S, "now_uses"),
    ("done", "de", ["Wir verwenden yarn für Pakete."], "Wir verwenden jetzt pnpm für Pakete.", S, "now_uses"),
    ("done", "zh", ["我们用 yarn 管理依赖。"], "我们现在用 pnpm 管理依赖。", S, "now_uses"),
    # --- another slot of one component (C) ---
    ("slot", "en", ["The frontend uses React."], "The frontend now uses Tailwind.", N, "two_slots"),
    ("slot", "en", ["The backend uses PostgreSQL."], "The backend now uses SQLAlchemy.", N, "two_slots"),
    ("slot", "en", ["The test suite uses Mocha."], "The test suite now uses Chai.", N, "two_slots"),
    ("slot", "en", ["The web app uses React."], "The web app now uses Zustand.", N, "two_slots"),
    ("slot", "en", ["The API uses FastAPI."], "The API now uses Pydantic.", N, "two_slots"),
    ("slot", "en", ["The service uses PostgreSQL."], "The service now uses Prisma.", N, "two_slots"),
    ("slot", "en", ["The app stores data in PostgreSQL."], "We added Redis next to PostgreSQL.", N, "added_beside"),
    ("slot", "en", ["Tests run with Jest."], "We added Playwright alongside Jest.", N, "added_beside"),
    ("slot", "en", ["The dashboard uses Vue."], "The dashboard now uses date-fns.", N, "two_slots"),
    ("slot", "en", ["The mobile app uses React Native."], "The mobile app now uses Sentry.", N, "two_slots"),
    ("slot", "en", ["The worker is written in Python."], "The worker now uses Celery.", N, "two_slots"),
    ("slot", "en", ["The CLI is written in Python."], "The CLI now uses Typer.", N, "two_slots"),
    ("slot", "en", ["The frontend is written in TypeScript."], "The frontend is now bundled with Vite.", N, "two_slots"),
    ("slot", "en", ["The API uses Django."], "The API now uses Gunicorn.", N, "two_slots"),
    ("slot", "en", ["Form validation uses Yup."], "We added Zod beside Yup for the new forms.", N, "added_beside"),
    ("slot", "en", ["The backend uses Django."], "The backend now uses Redis.", N, "two_slots"),
    ("slot", "en", ["The storefront uses Next.js."], "The storefront now uses Stripe.", N, "two_slots"),
    ("slot", "en", ["The data service uses Kafka."], "The data service now uses ClickHouse.", N, "two_slots"),
    ("slot", "de", ["Das Frontend nutzt React."], "Das Frontend nutzt jetzt Tailwind.", N, "two_slots"),
    ("slot", "es", ["El backend usa PostgreSQL."], "El backend ahora usa SQLAlchemy.", N, "two_slots"),
    ("slot", "fr", ["Le frontend utilise React."], "Le frontend utilise maintenant Tailwind.", N, "two_slots"),
    ("slot", "zh", ["前端使用 React。"], "前端现在使用 Tailwind。", N, "two_slots"),
    ("slot", "ja", ["フロントエンドは React を使っています。"], "フロントエンドは今 Tailwind を使っています。", N, "two_slots"),
    ("slot", "pt", ["O backend usa PostgreSQL."], "O backend agora usa Prisma.", N, "two_slots"),
    ("slot", "ko", ["프론트엔드는 React를 사용합니다."], "프론트엔드는 이제 Tailwind를 사용합니다.", N, "two_slots"),
    ("slot", "it", ["Il backend usa Django."], "Il backend ora usa Celery.", N, "two_slots"),
    # --- a new value for the same slot (D) ---
    ("same", "en", ["The frontend uses React."], "The frontend now uses Vue.", S, "now_uses"),
    ("same", "en", ["The backend uses PostgreSQL."], "The backend now uses MySQL.", S, "now_uses"),
    ("same", "en", ["The test suite uses Mocha."], "The test suite now uses Vitest.", S, "now_uses"),
    ("same", "en", ["The web app uses Redux."], "The web app now uses Zustand.", S, "now_uses"),
    ("same", "en", ["The service uses Prisma."], "The service now uses Drizzle.", S, "now_uses"),
    ("same", "en", ["The dashboard uses Moment.js."], "The dashboard now uses Luxon.", S, "now_uses"),
    ("same", "en", ["The mobile app uses Sentry."], "The mobile app now uses Bugsnag.", S, "now_uses"),
    ("same", "en", ["The frontend is styled with Bootstrap.", "The frontend uses React."], "The frontend is now styled with Tailwind.", S, "now_uses"),
    ("same", "en", ["The worker uses Celery."], "The worker now uses Dramatiq.", S, "now_uses"),
    ("same", "en", ["The API uses Gunicorn."], "The API now uses Uvicorn.", S, "now_uses"),
    ("same", "en", ["The storefront uses Braintree."], "The storefront now uses Stripe.", S, "now_uses"),
    ("same", "de", ["Das Frontend nutzt React."], "Das Frontend nutzt jetzt Vue.", S, "now_uses"),
    ("same", "es", ["El backend usa PostgreSQL."], "El backend ahora usa MySQL.", S, "now_uses"),
    ("same", "fr", ["Le frontend utilise React."], "Le frontend utilise maintenant Svelte.", S, "now_uses"),
    ("same", "zh", ["前端使用 React。"], "前端现在使用 Vue。", S, "now_uses"),
    ("same", "ja", ["フロントエンドは React を使っています。"], "フロントエンドは今 Vue を使っています。", S, "now_uses"),
    ("same", "pt", ["O backend usa Prisma."], "O backend agora usa Drizzle.", S, "now_uses"),
    ("same", "ko", ["프론트엔드는 React를 사용합니다."], "프론트엔드는 이제 Vue를 사용합니다.", S, "now_uses"),
    ("same", "it", ["Il backend usa Celery."], "Il backend ora usa Dramatiq.", S, "now_uses"),
    # --- a sibling component of the same name (E) ---
    ("sibling", "en", ["The orders service stores data in PostgreSQL."], "The orders worker now uses MySQL.", N, "sibling"),
    ("sibling", "en", ["The frontend uses React."], "The admin frontend now uses Vue.", N, "sibling"),
    ("sibling", "en", ["The production cluster runs Postgres 15."], "The staging cluster now runs Postgres 16.", N, "sibling"),
    ("sibling", "en", ["CI runs on GitHub Actions."], "The mobile app's CI now runs on Bitrise.", N, "sibling"),
    ("sibling", "en", ["The orders service uses PostgreSQL."], "The billing service now uses MySQL.", N, "sibling"),
    ("sibling", "en", ["The search API uses Elasticsearch."], "The search worker now uses OpenSearch.", N, "sibling"),
    ("sibling", "en", ["The main database is PostgreSQL."], "The analytics database moved to ClickHouse.", N, "sibling"),
    ("sibling", "en", ["The public docs are built with MkDocs."], "The internal docs moved to Notion.", N, "sibling"),
    ("sibling", "en", ["The job queue is RabbitMQ."], "The email queue is now SQS.", N, "sibling"),
    ("sibling", "de", ["Das Frontend nutzt React."], "Das Admin-Frontend nutzt jetzt Vue.", N, "sibling"),
    ("sibling", "es", ["El servicio de pedidos usa PostgreSQL."], "El servicio de pagos ahora usa MySQL.", N, "sibling"),
    ("sibling", "fr", ["Le frontend utilise React."], "Le back-office utilise maintenant Vue.", N, "sibling"),
    ("sibling", "zh", ["前端使用 React。"], "管理后台现在使用 Vue。", N, "sibling"),
    ("sibling", "pt", ["O serviço de pedidos usa PostgreSQL."], "O serviço de faturamento agora usa MySQL.", N, "sibling"),
    # --- the component itself, named with its qualifier (F) ---
    ("own", "en", ["The admin frontend uses React.", "The frontend uses Angular."], "The admin frontend now uses Vue.", S, "now_uses"),
    ("own", "en", ["The analytics database is PostgreSQL."], "The analytics database moved to ClickHouse.", S, "moved"),
    ("own", "en", ["The search API uses Elasticsearch."], "The search API now uses OpenSearch.", S, "now_uses"),
    ("own", "de", ["Das Admin-Frontend nutzt React."], "Das Admin-Frontend nutzt jetzt Vue.", S, "now_uses"),
]

NOTES = {
    ("wip", N): "the change is under way, planned, stopped or undone: the belief still holds",
    ("done", S): "the same change said done: the belief is replaced",
    ("slot", N): "a value of another kind for the same component (another slot), or one added beside it",
    ("same", S): "a value of the same kind for the same component: it replaces the belief's",
    ("sibling", N): "another component of a similar name changed: the belief is about a different one",
    ("own", S): "the component named with its own qualifier changed",
}


def render() -> list[str]:
    rnd = random.Random(SEED)
    out = []
    for i, (group, lang, existing, new, label, phrasing) in enumerate(ROWS, 1):
        order = list(range(len(existing)))
        rnd.shuffle(order)
        beliefs = [existing[j] for j in order]
        target = order.index(0) if label == S else None
        row = {
            "id": f"{ID_PREFIX}{i:03d}",
            "split": "heldout",
            "lang": lang,
            "existing": beliefs,
            "new": new,
            "label": label,
            "target": target,
            "phrasing": phrasing,
            "note": NOTES[(group, label)],
        }
        out.append(json.dumps(row, ensure_ascii=False))
    return out


def main() -> None:
    lines = render()
    if "--stdout" in sys.argv:
        print("\n".join(lines))
    else:
        OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
        sup = sum('"supersedes"' in line for line in lines)
        print(f"{OUT.name}: {len(lines)} pairs, {sup} supersessions")


if __name__ == "__main__":
    main()
