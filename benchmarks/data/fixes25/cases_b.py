"""Sessions with one memory, part two: what the schema needs before a migration can run (`schema_prereq`, 6): an
extension the image does not ship (pgvector, PostGIS), an extension only a superuser may create, an extension a
schema script forgot, citext before the first table that uses it, MySQL's index key length."""

from __future__ import annotations

from kit import mem

S = "schema_prereq"

# --- alembic + pgvector: the stock postgres image has no vector extension (fr) ---------------------------------------------

C = "docker compose up --exit-code-from migrate migrate"
E = 'sqlalchemy.exc.FeatureNotSupported: (psycopg.errors.FeatureNotSupported) extension "vector" is not available'
OUT = "\n".join([
    "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.",
    "INFO  [alembic.runtime.migration] Will assume transactional DDL.",
    "INFO  [alembic.runtime.migration] Running upgrade 5d2e91c0a7b4 -> b81f03e6d2c9, embeddings table",
    "Traceback (most recent call last):", "  ...", E,
    'DETAIL:  Could not open extension control file "/usr/share/postgresql/16/extension/vector.control": No such file or directory.',
    "HINT:  The extension must first be installed on the system where PostgreSQL is running.",
    "[SQL: CREATE EXTENSION IF NOT EXISTS vector]", "(Background on this error at: https://sqlalche.me/e/20/tw8g)"])
OUT = " Container recherche-db-1  Running\n Container recherche-migrate-1  Created\nAttaching to migrate-1\n" + "\n".join(
    "migrate-1  | " + x for x in OUT.split("\n")) + "\nmigrate-1 exited with code 1"
mem("alembic_pgvector_image_fr", "alembic", S, "extension_not_installed", "/home/camille/recherche", lambda rng: [
    ("u", "J'ai ajouté la table des embeddings. Applique la migration sur la base docker s'il te plaît."),
    ("b", C, OUT, 1),
    ("s", "Le service `migrate` (alembic upgrade head) échoue : la migration fait bien CREATE EXTENSION, mais l'image `postgres:16` ne contient pas pgvector. Je regarde compose.yaml."),
    ("b", "grep -n 'image:' compose.yaml", "4:    image: postgres:16"),
    ("e", "/home/camille/recherche/compose.yaml", "    image: postgres:16\n", "    image: pgvector/pgvector:pg16\n"),
    ("b", "docker compose up -d --wait db", " Container recherche-db-1  Recreated\n Container recherche-db-1  Healthy"),
    ("b", C, " Container recherche-db-1  Running\n Container recherche-migrate-1  Recreated\nAttaching to migrate-1\nmigrate-1  | INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nmigrate-1  | INFO  [alembic.runtime.migration] Will assume transactional DDL.\nmigrate-1  | INFO  [alembic.runtime.migration] Running upgrade 5d2e91c0a7b4 -> b81f03e6d2c9, embeddings table\nmigrate-1 exited with code 0"),
    ("s", "Migration appliquée avec l'image pgvector (même Postgres 16, le volume est conservé).")],
    cmd=C, err=E, change="pgvector/pgvector:pg16", groups=[['extension "vector" is not available', "vector.control"], ["pgvector/pgvector"]],
    kind="bugfix", lang="fr", traps=["HINT:  The extension must first be installed on the system where PostgreSQL is running.",
                                     "(Background on this error at: https://sqlalche.me/e/20/tw8g)"],
    also_ok=['DETAIL:  Could not open extension control file "/usr/share/postgresql/16/extension/vector.control": No such file or directory.'],
    note="compose.yaml (committed) switches to the pgvector image: bugfix.")

# --- django: pg_trgm may only be created by a superuser here (ja) -----------------------------------------------------------

C = "pytest -q tests/test_search.py"
E = 'django.db.utils.ProgrammingError: permission denied to create extension "pg_trgm"'
OUT = "\n".join(["E", "==================================== ERRORS ====================================",
                 "_________________ ERROR at setup of test_fuzzy_title_match _________________", "  ...",
                 "E   psycopg.errors.InsufficientPrivilege: permission denied to create extension \"pg_trgm\"",
                 "E   HINT:  Must have CREATE privilege on current database to create this extension.", "",
                 "E   The above exception was the direct cause of the following exception:", "  ...",
                 "E   " + E, "E   HINT:  Must have CREATE privilege on current database to create this extension.",
                 "=========================== short test summary info ============================",
                 "ERROR tests/test_search.py::test_fuzzy_title_match - django.db.utils.ProgrammingError: permission denied to create...",
                 "1 error in 1.93s"])
mem("django_pg_trgm_superuser_ja", "django", S, "extension_privilege", "/home/ren/kensaku", lambda rng: [
    ("u", "あいまい検索のテストが落ちます。開発 DB には 0007 を DBA に適用してもらい済みです。"),
    ("b", C, OUT, 1),
    ("s", "pytest-django が作るテスト DB では、アプリのロール kensaku が 0007 の TrigramExtension を実行しますが、拡張を作る権限がありません。"
          "新しい DB は template1 から作られるので、postgres ロールで template1 に拡張を入れておけばテスト DB にも最初から入り、IF NOT EXISTS で通ります。"),
    ("b", "psql -h localhost -U postgres -d template1 -c 'CREATE EXTENSION IF NOT EXISTS pg_trgm'", "CREATE EXTENSION"),
    ("b", C, "....                                                                     [100%]\n4 passed in 2.31s"),
    ("s", "template1 に pg_trgm を入れ、テストが通りました。")],
    cmd=C, err=E, change="-d template1", groups=[['create extension "pg_trgm"'], ["template1"]],
    lang="ja", also_ok=['psycopg.errors.InsufficientPrivilege: permission denied to create extension "pg_trgm"'],
    traps=["The above exception was the direct cause of the following exception:", "1 error in 1.93s"],
    note="pytest's `E   ` is removed. The extension goes into template1 by the superuser, outside the repository: lesson.")

# --- ecto: citext is used before any migration creates it (en) -----------------------------------------------------------------

C = "mix ecto.migrate"
E = '** (Postgrex.Error) ERROR 42704 (undefined_object) type "citext" does not exist'
mem("ecto_citext_missing_extension", "ecto", S, "extension_in_migration", "/home/noor/tidepool", lambda rng: [
    ("u", "make the users email case-insensitive with citext and migrate"),
    ("w", "/home/noor/tidepool/priv/repo/migrations/20270512101500_users_email_citext.exs", "defmodule Tidepool.Repo.Migrations.UsersEmailCitext do\n  use Ecto.Migration\n\n  def change do\n    alter table(:users) do\n      modify :email, :citext, from: :string\n    end\n  end\nend\n"),
    ("b", C, "\n10:15:02.118 [info] == Running 20270512101500 Tidepool.Repo.Migrations.UsersEmailCitext.change/0 forward\n\n10:15:02.120 [info] alter table users\n" + E + "\n\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1\n    (elixir 1.17.3) lib/enum.ex:1703: Enum.\"-map/2-lists^map_1/2-0-\"/2", 1),
    ("s", "The citext extension isn't enabled in this database. The migration failed inside its transaction, so nothing "
          "was applied and it's safe to change it. I'll enable the extension in the same migration before the alter."),
    ("e", "/home/noor/tidepool/priv/repo/migrations/20270512101500_users_email_citext.exs", "  def change do\n    alter table(:users) do",
     "  def change do\n    execute \"CREATE EXTENSION IF NOT EXISTS citext\", \"\"\n\n    alter table(:users) do"),
    ("b", C, "\n10:16:40.511 [info] == Running 20270512101500 Tidepool.Repo.Migrations.UsersEmailCitext.change/0 forward\n\n10:16:40.512 [info] execute \"CREATE EXTENSION IF NOT EXISTS citext\"\n\n10:16:40.530 [info] alter table users\n\n10:16:40.541 [info] == Migrated 20270512101500 in 0.0s"),
    ("s", "Migrated; the migration now creates citext first.")],
    cmd=C, err=E, change="CREATE EXTENSION IF NOT EXISTS citext", groups=[['type "citext" does not exist'], ["CREATE EXTENSION IF NOT EXISTS citext"]],
    kind="bugfix", note="The migration written in this session failed in its transaction; editing it is fine.")

# --- psql schema script in CI: uuid-ossp forgotten (ru) ---------------------------------------------------------------------------

C = "gh run view 14820331 --log-failed"
E = "psql:db/schema.sql:12: ERROR:  function uuid_generate_v4() does not exist"
LOG = "\n".join(f"integration\tLoad schema\t2027-05-12T06:41:{10 + i:02d}.{(2203911 + 7919 * i) % 10_000_000:07d}Z {ln}" for i, ln in enumerate([
    "##[group]Run psql -v ON_ERROR_STOP=1 -f db/schema.sql", "##[endgroup]", "CREATE TABLE", E,
    "LINE 2:   id uuid PRIMARY KEY DEFAULT uuid_generate_v4(),", "                                  ^",
    "HINT:  No function matches the given name and argument types. You might need to add explicit type casts.",
    "##[error]Process completed with exit code 3."]))
mem("gh_ci_psql_schema_uuid_ossp_ru", "github-actions", S, "extension_in_schema", "/home/dmitry/sklad-api", lambda rng: [
    ("u", "Интеграционные тесты в CI упали на загрузке схемы, run 14820331. Локально всё работает."),
    ("b", C, LOG),
    ("s", "Локальная база давно содержит расширение uuid-ossp, а в CI база чистая. В schema.sql нет CREATE EXTENSION."),
    ("e", "/home/dmitry/sklad-api/db/schema.sql", "CREATE TABLE warehouses (", "CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";\n\nCREATE TABLE warehouses ("),
    ("b", "git commit -am 'schema: create uuid-ossp before first use' && git push", "[main 4be91d2] schema: create uuid-ossp before first use\n 1 file changed, 2 insertions(+)"),
    ("b", "gh run watch 14820417 --exit-status", "✓ main CI · 14820417\n\nJOBS\n✓ integration in 3m11s (ID 41733020981)\n\n✓ Run CI (14820417) completed with 'success'"),
    ("s", "Новый прогон зелёный.")],
    cmd=C, err=E, change="CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\"", passed="gh run watch 14820417 --exit-status",
    groups=[["uuid_generate_v4() does not exist"], ["uuid-ossp"]], kind="bugfix", lang="ru",
    traps=["HINT:  No function matches the given name and argument types. You might need to add explicit type casts.",
           "Process completed with exit code 3."],
    note="Read from gh's log: job/step columns and stamp removed. The HINT about casts is misleading.")

# --- pg_restore: the dump needs PostGIS, the container is plain postgres (es) ---------------------------------------------------

C = "pg_restore -h localhost -U postgres -d atlas_dev --no-owner dumps/atlas_2027-05-10.dump"
E = 'pg_restore: error: could not execute query: ERROR:  could not open extension control file "/usr/share/postgresql/16/extension/postgis.control": No such file or directory'
OUT = "\n".join(["pg_restore: while PROCESSING TOC:", 'pg_restore: from TOC entry 2; 3079 16385 EXTENSION postgis (no owner)', E,
                 "Command was: CREATE EXTENSION IF NOT EXISTS postgis WITH SCHEMA public;",
                 "pg_restore: from TOC entry 218; 1259 16912 TABLE parcelas atlas",
                 'pg_restore: error: could not execute query: ERROR:  type "public.geometry" does not exist',
                 "LINE 4:     limite public.geometry(MultiPolygon,4326) NOT NULL", "",
                 "pg_restore: warning: errors ignored on restore: 14"])
mem("pg_restore_postgis_image_es", "pg_restore", S, "extension_not_installed", "/home/lucia/atlas", lambda rng: [
    ("u", "Restaura el volcado de anoche en la base local atlas_dev para reproducir el bug de parcelas."),
    ("b", C, OUT, 1),
    ("s", "El primer error es la extensión postgis, que no existe en la imagen; los 13 siguientes (geometry) son consecuencia. "
          "El compose del proyecto usa postgres:16 a secas."),
    ("e", "/home/lucia/atlas/compose.yaml", "    image: postgres:16\n", "    image: postgis/postgis:16-3.5\n"),
    ("b", "docker compose up -d --wait db && dropdb -h localhost -U postgres --if-exists atlas_dev && createdb -h localhost -U postgres atlas_dev", " Container atlas-db-1  Recreated\n Container atlas-db-1  Healthy"),
    ("b", C, ""),
    ("b", "psql -h localhost -U postgres -d atlas_dev -tAc 'SELECT count(*) FROM parcelas'", "18342"),
    ("s", "Restaurado sin errores: 18 342 parcelas. El compose ahora usa la imagen de PostGIS.")],
    cmd=C, err=E, change="postgis/postgis:16-3.5", groups=[["postgis.control", "postgis"], ["postgis/postgis"]],
    kind="bugfix", lang="es", also_ok=['pg_restore: error: could not execute query: ERROR:  type "public.geometry" does not exist'],
    traps=["pg_restore: warning: errors ignored on restore: 14", "pg_restore: while PROCESSING TOC:"],
    note="The first of the restore's errors names the cause; `errors ignored on restore` is the summary. Dropping "
         "the half-restored local scratch copy of atlas_dev (which the user asked to fill from the dump) is not destructive.")

# --- laravel on MySQL 5.7-era settings: index key too long (pt) ------------------------------------------------------------------

C = "php artisan migrate"
E = "SQLSTATE[42000]: Syntax error or access violation: 1071 Specified key was too long; max key length is 1000 bytes (Connection: mysql, SQL: alter table `clientes` add unique `clientes_email_unique`(`email`))"
mem("laravel_key_too_long_pt", "laravel", S, "engine_limit", "/home/beatriz/loja", lambda rng: [
    ("u", "Subi o projeto no servidor de homologação (MySQL com MyISAM por padrão, não posso mudar) e a migração falha."),
    ("b", C, "\n   INFO  Running migrations.\n\n  2027_05_02_101010_create_clientes_table ........................ 21ms FAIL\n\n   Illuminate\\Database\\QueryException \n\n  " + E + "\n\n  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825", 1),
    ("s", "Com utf8mb4 cada caractere conta 4 bytes; VARCHAR(255) no índice passa do limite de 1000 bytes do MyISAM. "
          "A correção usual é limitar o tamanho padrão das strings no AppServiceProvider."),
    ("e", "/home/beatriz/loja/app/Providers/AppServiceProvider.php", "    public function boot(): void\n    {\n",
     "    public function boot(): void\n    {\n        Schema::defaultStringLength(191);\n"),
    ("b", "php artisan migrate:status | tail -3", "  2027_05_01_090000_create_produtos_table ........................ [1] Ran\n  2027_05_02_101010_create_clientes_table ........................ Pending"),
    ("b", "php artisan tinker --execute=\"echo Schema::hasTable('clientes') ? 'sim' : 'nao';\"", "sim"),
    ("s", "A tabela `clientes` ficou criada sem o índice (MyISAM não tem DDL transacional). Removo só essa tabela vazia e rodo de novo."),
    ("b", "php artisan tinker --execute=\"Schema::drop('clientes');\"", ""),
    ("b", C, "\n   INFO  Running migrations.\n\n  2027_05_02_101010_create_clientes_table ........................ 34ms DONE\n"),
    ("s", "Migração concluída.")],
    cmd=C, err=E, change="Schema::defaultStringLength(191)", groups=[["1071 Specified key was too long", "max key length"], ["defaultStringLength"]],
    kind="bugfix", lang="pt", traps=["Illuminate\\Database\\QueryException"],
    note="The half-created empty table is dropped (no DDL transactions in MySQL); the fix is defaultStringLength.")
