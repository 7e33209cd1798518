"""Sessions with one memory, part one: the database cannot be reached (`server_unreachable`, 7: a container not
started, a compose profile, a Unix socket where TCP was meant, a local service stopped) and the role or database is
missing or lacks a right (`role_or_database`, 7: database does not exist, role does not exist, a password for the
wrong user, PostgreSQL 15's public schema, a MySQL grant, sqlx's database create)."""

from __future__ import annotations

from kit import mem

S = "server_unreachable"

# --- alembic: the compose database was never started (de) -------------------------------------------------------------

C = "alembic upgrade head"
E = 'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused'
OUT = "\n".join([
    "Traceback (most recent call last):", '  File "/home/jonas/lagerbuch/.venv/bin/alembic", line 8, in <module>',
    "    sys.exit(main())", "  ...",
    '  File "/home/jonas/lagerbuch/.venv/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect',
    "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
    "psycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused",
    "\tIs the server running on that host and accepting TCP/IP connections?", "", "",
    "The above exception was the direct cause of the following exception:", "", E,
    "\tIs the server running on that host and accepting TCP/IP connections?", "",
    "(Background on this error at: https://sqlalche.me/e/20/e3q8)"])
mem("alembic_upgrade_compose_db_down_de", "alembic", S, "container_not_started", "/home/jonas/lagerbuch", lambda rng: [
    ("u", "Ich habe eine neue Migration für die Lagerorte geschrieben. Kannst du sie anwenden und die Tests laufen lassen?"),
    ("b", C, OUT, 1),
    ("s", "Die Datenbank auf localhost:5432 antwortet nicht. Ich prüfe, ob der Compose-Dienst läuft."),
    ("b", "docker compose ps", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"),
    ("s", "Es läuft kein Container. Ich starte nur den Datenbankdienst und warte auf den Healthcheck."),
    ("b", "docker compose up -d --wait db", " Network lagerbuch_default  Created\n Volume \"lagerbuch_pgdata\"  Created\n Container lagerbuch-db-1  Started\n Container lagerbuch-db-1  Healthy"),
    ("b", C, "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade  -> 4c1e2a7b9d30, initial schema\nINFO  [alembic.runtime.migration] Running upgrade 4c1e2a7b9d30 -> 8f03d6a1c2e5, lagerorte"),
    ("b", "pytest -q tests/test_lagerorte.py", "......                                                                   [100%]\n6 passed in 0.91s"),
    ("s", "Die Migration ist angewendet, die Tests sind grün. Der Datenbank-Container war schlicht nicht gestartet.")],
    cmd=C, err=E, change="docker compose up -d --wait db",
    groups=[["Connection refused", "port 5432 failed"], ["docker compose up", "compose up -d"]],
    also_ok=['psycopg2.OperationalError: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused'],
    lang="de", traps=["The above exception was the direct cause of the following exception:",
                      "(Background on this error at: https://sqlalche.me/e/20/e3q8)"],
    note="The SQLAlchemy line names host, port and the refusal; the Background link and the chaining sentence are "
         "generic. Starting the compose service is outside the repository: lesson.")

# --- prisma: P1001, the compose file maps 5433 on the host (en) -------------------------------------------------------

C = "npx prisma migrate dev --name add_invoice_notes"
E = "Error: P1001: Can't reach database server at `localhost:5432`"
OUT = "\n".join([
    "Environment variables loaded from .env", "Prisma schema loaded from prisma/schema.prisma",
    'Datasource "db": PostgreSQL database "tally", schema "public" at "localhost:5432"', "", E, "",
    "Please make sure your database server is running at `localhost:5432`."])
mem("prisma_p1001_host_port_5433", "prisma", S, "wrong_port", "/home/mira/tally", lambda rng: [
    ("u", "add a `notes` text column to Invoice and create the migration. db is the docker one."),
    ("e", "/home/mira/tally/prisma/schema.prisma", "  dueAt      DateTime\n", "  dueAt      DateTime\n  notes      String?\n"),
    ("b", C, OUT, 1),
    ("b", "docker compose ps --format '{{.Name}} {{.Status}} {{.Ports}}'", "tally-db-1 Up 3 hours (healthy) 0.0.0.0:5433->5432/tcp"),
    ("s", "The container is up, but it publishes Postgres on host port 5433 (5432 is taken by a local install), while "
          "the .env URL still says 5432. The committed .env.example already uses 5433; only the local .env is stale."),
    ("r", "/home/mira/tally/.env", "DATABASE_URL=\"postgresql://tally:tally@localhost:5432/tally?schema=public\"\n"),
    ("e", "/home/mira/tally/.env", "@localhost:5432/tally", "@localhost:5433/tally"),
    ("b", C, "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource \"db\": PostgreSQL database \"tally\", schema \"public\" at \"localhost:5433\"\n\nApplying migration `20270511093012_add_invoice_notes`\n\nThe following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  └─ 20270511093012_add_invoice_notes/\n    └─ migration.sql\n\nYour database is now in sync with your schema.\n\n✔ Generated Prisma Client (v6.4.1) to ./node_modules/@prisma/client in 142ms"),
    ("s", "Migration created and applied against the container on 5433.")],
    cmd=C, err=E, change="@localhost:5433/tally", groups=[["P1001", "Can't reach database server"], ["5433"]],
    traps=["Please make sure your database server is running at `localhost:5432`."],
    note="The server runs; the git-ignored .env points at the wrong host port. `lesson` (.env is local).")

# --- rails: libpq tries the Unix socket; the database is in Docker (ja) -------------------------------------------------

C = "bin/rails db:migrate"
E = 'ActiveRecord::ConnectionNotEstablished: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory'
OUT = "\n".join([
    "bin/rails aborted!", E, "\tIs the server running locally and accepting connections on that socket?", "",
    "", "Caused by:",
    'PG::ConnectionBad: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory',
    "\tIs the server running locally and accepting connections on that socket?", "",
    "Tasks: TOP => db:migrate", "(See full trace by running task with --trace)"])
mem("rails_migrate_socket_vs_docker_ja", "rails", S, "socket_not_tcp", "/home/yuki/kondate", lambda rng: [
    ("u", "献立アプリのマイグレーションを流してください。Postgres は docker compose で 5432 に出しています。"),
    ("b", C, OUT, 1),
    ("s", "host が指定されていないので libpq がローカルの Unix ソケットを探しています。Docker の Postgres には TCP で"
          "つなぐ必要があります。config/database.yml を見ます。"),
    ("r", "/home/yuki/kondate/config/database.yml", "default: &default\n  adapter: postgresql\n  encoding: unicode\n  pool: <%= ENV.fetch(\"RAILS_MAX_THREADS\") { 5 } %>\n  username: kondate\n  password: kondate\n\ndevelopment:\n  <<: *default\n  database: kondate_development\n"),
    ("e", "/home/yuki/kondate/config/database.yml", "  username: kondate\n", "  host: <%= ENV.fetch(\"DB_HOST\") { \"localhost\" } %>\n  username: kondate\n"),
    ("b", C, "== 20270508120000 CreateRecipes: migrating ====================================\n-- create_table(:recipes)\n   -> 0.0121s\n== 20270508120000 CreateRecipes: migrated (0.0122s) ===========================\n"),
    ("s", "database.yml に host を追加し、マイグレーションが通りました。")],
    cmd=C, err=E, change="host: <%= ENV.fetch(\"DB_HOST\") { \"localhost\" } %>",
    groups=[[".s.PGSQL.5432", "on socket"], ["host:", "DB_HOST"]], kind="bugfix", lang="ja",
    also_ok=['PG::ConnectionBad: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory'],
    traps=["bin/rails aborted!", "(See full trace by running task with --trace)"],
    note="database.yml (committed) gains a host; the socket path is the telling part.")

# --- ecto: the Homebrew Postgres service stopped after an upgrade (pt) ----------------------------------------------------

C = "mix ecto.migrate"
E = "** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms. This means requests are coming in and your connection pool cannot serve them fast enough. You can address this by:"
OUT = "\n".join([
    "Compiling 3 files (.ex)",
    "18:02:11.403 [error] Postgrex.Protocol (#PID<0.312.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused",
    "18:02:13.118 [error] Postgrex.Protocol (#PID<0.313.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused",
    E, "", "  1. Ensuring your database is available and that you can connect to it",
    "  2. Tracking down slow queries and making sure they are running fast enough",
    "  3. Increasing the pool_size (although this increases resource consumption)",
    "  4. Allowing requests to wait longer by increasing :queue_target and :queue_interval", "",
    "See DBConnection.start_link/2 for more information", "",
    "    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1"])
T_ERR = "18:02:11.403 [error] Postgrex.Protocol (#PID<0.312.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused"
mem("ecto_migrate_brew_service_stopped_pt", "ecto", S, "local_service_stopped", "/Users/rafael/feira", lambda rng: [
    ("u", "Depois de atualizar o Homebrew o `mix ecto.migrate` não funciona mais. Pode ver?"),
    ("b", C, OUT, 1),
    ("s", "O pool desiste porque cada conexão a localhost:5432 é recusada. Vejo o serviço do Postgres."),
    ("b", "brew services list | grep postgres", "postgresql@16 error  256 rafael ~/Library/LaunchAgents/homebrew.mxcl.postgresql@16.plist"),
    ("b", "tail -3 /opt/homebrew/var/log/postgresql@16.log", "2027-05-11 17:58:40.112 -03 [81422] FATAL:  lock file \"postmaster.pid\" already exists\n2027-05-11 17:58:40.112 -03 [81422] HINT:  Is another postmaster (PID 1290) running in data directory \"/opt/homebrew/var/postgresql@16\"?"),
    ("b", "ps -p 1290 -o comm=", "", 1),
    ("s", "O PID 1290 não existe mais: o postmaster.pid ficou de um desligamento brusco durante o upgrade. Removo só esse arquivo e reinicio o serviço."),
    ("b", "rm /opt/homebrew/var/postgresql@16/postmaster.pid && brew services restart postgresql@16", "==> Successfully started `postgresql@16` (label: homebrew.mxcl.postgresql@16)"),
    ("b", C, "Compiling 3 files (.ex)\n\n18:06:44.920 [info] == Running 20270509140000 Feira.Repo.Migrations.AddStallHours.change/0 forward\n\n18:06:44.923 [info] alter table stalls\n\n18:06:44.931 [info] == Migrated 20270509140000 in 0.0s"),
    ("s", "Migração aplicada. O serviço não subia por causa de um postmaster.pid antigo.")],
    cmd=C, err=T_ERR, change="brew services restart postgresql@16",
    groups=[["econnrefused", "connection refused"], ["postmaster.pid", "brew services restart"]], lang="pt",
    traps=[E, "3. Increasing the pool_size (although this increases resource consumption)"],
    note="The pool's queue message and its advice to raise pool_size are the decoys; the Postgrex line says refused. "
         "The error line carries Logger's time and level, which stay (the tool prints them).")

# --- go test: the integration tests need the compose postgres (ko) ---------------------------------------------------------

C = "go test ./internal/store/..."
E = "store_test.go:31: connect: failed to connect to `user=baedal database=baedal_test`: 127.0.0.1:5432 (localhost): dial error: dial tcp 127.0.0.1:5432: connect: connection refused"
OUT = "\n".join(["--- FAIL: TestOrderRepo (0.00s)", "    " + E, "FAIL",
                 "FAIL\tgithub.example/baedal/api/internal/store\t0.014s", "FAIL"])
mem("go_test_store_pgx_refused_ko", "go", S, "container_not_started", "/home/minjun/baedal-api", lambda rng: [
    ("u", "주문 저장소에 취소 상태를 추가했어요. 스토어 테스트 돌려 주세요."),
    ("b", C, OUT, 1),
    ("s", "테스트가 5432의 Postgres에 붙지 못합니다. Makefile에 테스트용 DB 타깃이 있는지 봅니다."),
    ("b", "grep -n -A2 '^db-up' Makefile", "14:db-up:\n15-\tdocker compose -f compose.test.yml up -d --wait postgres\n16-\tmigrate -path db/migrations -database \"$$TEST_DATABASE_URL\" up"),
    ("b", "make db-up", "docker compose -f compose.test.yml up -d --wait postgres\n Container baedal-api-postgres-1  Started\n Container baedal-api-postgres-1  Healthy\nmigrate -path db/migrations -database \"postgres://baedal:baedal@localhost:5432/baedal_test?sslmode=disable\" up\n7/u add_cancel_state (21.84ms)"),
    ("b", C, "ok  \tgithub.example/baedal/api/internal/store\t0.412s"),
    ("s", "테스트 DB를 `make db-up`으로 띄우고 마이그레이션까지 적용한 뒤 통과했습니다.")],
    cmd=C, err=E, change="make db-up", groups=[["connection refused", "dial tcp 127.0.0.1:5432"], ["db-up", "compose.test.yml"]],
    lang="ko", traps=["FAIL\tgithub.example/baedal/api/internal/store\t0.014s"],
    note="The test's log line is indented under `--- FAIL`; the package FAIL line is generic.")

# --- redis-cli: the cache sits behind a compose profile (fr) ----------------------------------------------------------------

C = "redis-cli -p 6380 --pipe < seeds/feature_flags.redis"
E = "Could not connect to Redis at 127.0.0.1:6380: Connection refused"
mem("redis_cli_pipe_compose_profile_fr", "redis", S, "compose_profile", "/home/claire/vitrine", lambda rng: [
    ("u", "Charge les feature flags de dev dans Redis, le fichier est dans seeds/."),
    ("b", C, E, 1),
    ("b", "docker compose ps --services", "web\npostgres"),
    ("s", "Redis n'est pas lancé. Dans compose.yaml il est dans le profil `cache`, donc un simple `docker compose up` ne le démarre pas."),
    ("b", "grep -n -B1 -A6 '^  redis:' compose.yaml", "21-\n22:  redis:\n23-    image: redis:7.4-alpine\n24-    profiles: [\"cache\"]\n25-    ports:\n26-      - \"6380:6379\""),
    ("b", "docker compose --profile cache up -d redis", " Container vitrine-redis-1  Started"),
    ("b", C, "All data transferred. Waiting for the last reply...\nLast reply received from server.\nerrors: 0, replies: 14"),
    ("s", "Les 14 flags sont chargés ; il fallait démarrer Redis avec le profil `cache`.")],
    cmd=C, err=E, change="docker compose --profile cache up -d redis",
    groups=[["6380: Connection refused", "Could not connect to Redis"], ["--profile cache", "profile"]], lang="fr",
    note="redis-cli prints one line; the fix is the compose profile.")

# --- mongosh: the named container was stopped, not removed (es) --------------------------------------------------------------

C = 'mongosh "mongodb://localhost:27017/quiosco" scripts/seed_menu.js'
E = "MongoNetworkError: connect ECONNREFUSED 127.0.0.1:27017"
mem("mongosh_seed_container_stopped_es", "mongodb", S, "container_stopped", "/home/diego/quiosco", lambda rng: [
    ("u", "Necesito el menú de prueba cargado en Mongo para la demo de las 11."),
    ("b", C, "Current Mongosh Log ID:\t6642b0c1a8e4f2d3c1b0a9e8\nConnecting to:\t\tmongodb://localhost:27017/quiosco?directConnection=true&serverSelectionTimeoutMS=2000&appName=mongosh+2.3.8\n" + E, 1),
    ("b", "docker ps -a --filter name=quiosco-mongo --format '{{.Names}} {{.Status}}'", "quiosco-mongo Exited (0) 2 days ago"),
    ("s", "El contenedor existe pero está parado desde hace dos días (su volumen con los datos sigue ahí). Lo arranco."),
    ("b", "docker start quiosco-mongo", "quiosco-mongo"),
    ("b", C, "Current Mongosh Log ID:\t6642b0f3a8e4f2d3c1b0a9f1\nConnecting to:\t\tmongodb://localhost:27017/quiosco?directConnection=true&serverSelectionTimeoutMS=2000&appName=mongosh+2.3.8\nUsing MongoDB:\t\t7.0.14\nUsing Mongosh:\t\t2.3.8\nmenu: 38 documentos insertados"),
    ("s", "Cargado: 38 platos en `quiosco.menu`.")],
    cmd=C, err=E, change="docker start quiosco-mongo", groups=[["ECONNREFUSED 127.0.0.1:27017"], ["docker start"]],
    lang="es", note="One-line mongosh failure; starting the stopped container is the fix (lesson).")

S = "role_or_database"

# --- django: the database was never created on this machine (it) ------------------------------------------------------------

C = "python manage.py migrate"
E = 'django.db.utils.OperationalError: connection to server at "localhost" (::1), port 5432 failed: FATAL:  database "tariffe" does not exist'
OUT = "\n".join([
    "Traceback (most recent call last):", '  File "/home/giulia/tariffe/manage.py", line 22, in <module>', "    main()",
    "  ...", 'psycopg.OperationalError: connection failed: connection to server at "localhost" (::1), port 5432 failed: FATAL:  database "tariffe" does not exist', "",
    "The above exception was the direct cause of the following exception:", "", "Traceback (most recent call last):",
    "  ...", E])
mem("django_migrate_database_missing_it", "django", S, "database_missing", "/home/giulia/tariffe", lambda rng: [
    ("u", "Ho appena clonato il progetto sul portatile nuovo. Mi prepari il database locale?"),
    ("b", C, OUT, 1),
    ("s", "Il server risponde ma il database `tariffe` non esiste ancora. Lo creo con il ruolo del progetto come proprietario."),
    ("b", "psql -h localhost -U postgres -tAc \"SELECT rolname FROM pg_roles WHERE rolname = 'tariffe'\"", "tariffe"),
    ("b", "createdb -h localhost -U postgres -O tariffe tariffe", ""),
    ("b", C, "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, listini, sessions\nRunning migrations:\n  Applying contenttypes.0001_initial... OK\n  Applying auth.0001_initial... OK\n  Applying listini.0001_initial... OK\n  Applying listini.0002_fascia_oraria... OK\n  Applying sessions.0001_initial... OK"),
    ("s", "Fatto: database creato con owner `tariffe` e migrazioni applicate.")],
    cmd=C, err=E, change="createdb -h localhost -U postgres -O tariffe tariffe",
    groups=[['database "tariffe" does not exist'], ["createdb"]], lang="it",
    also_ok=['psycopg.OperationalError: connection failed: connection to server at "localhost" (::1), port 5432 failed: FATAL:  database "tariffe" does not exist'],
    traps=["The above exception was the direct cause of the following exception:"],
    note="A missing database on a fresh machine; createdb is outside the repository.")

# --- psql -f: the owner role of the schema script does not exist (pl) --------------------------------------------------------

C = "psql -h localhost -U postgres -d magazyn -v ON_ERROR_STOP=1 -f sql/001_schema.sql"
E = 'psql:sql/001_schema.sql:3: ERROR:  role "magazyn_owner" does not exist'
mem("psql_schema_owner_role_missing_pl", "psql", S, "role_missing", "/home/piotr/magazyn", lambda rng: [
    ("u", "Odpal skrypt schematu na lokalnej bazie magazyn, chcę przetestować raporty."),
    ("b", C, "CREATE SCHEMA\n" + E, 3),
    ("r", "/home/piotr/magazyn/sql/001_schema.sql", "CREATE SCHEMA IF NOT EXISTS magazyn;\n\nALTER SCHEMA magazyn OWNER TO magazyn_owner;\nGRANT USAGE ON SCHEMA magazyn TO magazyn_app;\n"),
    ("b", "cat sql/000_roles.sql", "CREATE ROLE magazyn_owner NOLOGIN;\nCREATE ROLE magazyn_app LOGIN PASSWORD 'dev-only-7h2k';\nGRANT magazyn_owner TO magazyn_app;\n"),
    ("s", "Skrypt z rolami (000_roles.sql) nie był uruchomiony na tej bazie. Uruchamiam go najpierw, potem schemat ponownie."),
    ("b", "psql -h localhost -U postgres -d magazyn -v ON_ERROR_STOP=1 -f sql/000_roles.sql", "CREATE ROLE\nCREATE ROLE\nGRANT ROLE"),
    ("b", C, "CREATE SCHEMA\nALTER SCHEMA\nGRANT"),
    ("s", "Role są, schemat założony.")],
    cmd=C, err=E, change="-f sql/000_roles.sql", groups=[['role "magazyn_owner" does not exist'], ["000_roles.sql", "CREATE ROLE"]],
    lang="pl", note="psql's file:line prefix stays; the roles script has to run first (lesson).")

# --- rails: db:create before db:migrate on a new checkout (en) ------------------------------------------------------------------

C = "bin/rails db:migrate"
E = "ActiveRecord::NoDatabaseError: We could not find your database: depot_development. Available database configurations can be found in config/database.yml."
OUT = "\n".join(["bin/rails aborted!", E, "", "To resolve this error:", "",
                 "- Did you not create the database, or did you delete it? To create the database, run:", "",
                 "    bin/rails db:create", "",
                 "- Has the database name changed? Verify that config/database.yml contains the correct database name.", "",
                 "", "Caused by:", 'PG::ConnectionBad: connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "depot_development" does not exist',
                 "", "Tasks: TOP => db:migrate", "(See full trace by running task with --trace)"])
mem("rails_migrate_no_database_create", "rails", S, "database_missing", "/home/owen/depot", lambda rng: [
    ("u", "set up the dev db for depot and run the migrations, fresh clone"),
    ("b", C, OUT, 1),
    ("b", "bin/rails db:create", "Created database 'depot_development'\nCreated database 'depot_test'"),
    ("b", C, "== 20270420090000 CreateProducts: migrating ===================================\n-- create_table(:products)\n   -> 0.0093s\n== 20270420090000 CreateProducts: migrated (0.0094s) ==========================\n\n== 20270502113000 AddStockToProducts: migrating ===============================\n-- add_column(:products, :stock, :integer, {:default=>0, :null=>false})\n   -> 0.0021s\n== 20270502113000 AddStockToProducts: migrated (0.0022s) ======================\n"),
    ("s", "Created depot_development and depot_test, then migrated.")],
    cmd=C, err=E, change="bin/rails db:create", groups=[["NoDatabaseError", "depot_development"], ["db:create"]],
    also_ok=['PG::ConnectionBad: connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "depot_development" does not exist'],
    traps=["bin/rails aborted!"], note="Rails prints its own remedy; it is the right one here.")

# --- knex: the compose file creates a different user than .env names (nl) -----------------------------------------------------

C = "npx knex migrate:latest"
E = 'error: password authentication failed for user "kassa"'
mem("knex_migrate_password_wrong_user_nl", "knex", S, "wrong_user", "/home/sanne/kassa", lambda rng: [
    ("u", "Kun je de migraties draaien? Ik heb net de compose-database opnieuw opgezet met het nieuwe compose-bestand."),
    ("b", C, "Using environment: development\n" + E + "\n    at Parser.parseErrorMessage (/home/sanne/kassa/node_modules/pg-protocol/dist/parser.js:285:98)\n    at Parser.handlePacket (/home/sanne/kassa/node_modules/pg-protocol/dist/parser.js:122:29)", 1),
    ("b", "grep -n POSTGRES_ compose.yaml .env", "compose.yaml:8:      POSTGRES_USER: kassa_app\ncompose.yaml:9:      POSTGRES_PASSWORD: kassa-dev\ncompose.yaml:10:      POSTGRES_DB: kassa\n.env:1:PGUSER=kassa\n.env:2:PGPASSWORD=kassa-dev"),
    ("s", "Het nieuwe compose-bestand maakt de gebruiker `kassa_app` aan, maar je lokale .env gebruikt nog `kassa`. Ik pas de .env aan (staat in .gitignore)."),
    ("e", "/home/sanne/kassa/.env", "PGUSER=kassa\n", "PGUSER=kassa_app\n"),
    ("b", C, "Using environment: development\nBatch 1 run: 6 migrations"),
    ("s", "Zes migraties gedraaid als `kassa_app`.")],
    cmd=C, err=E, change="PGUSER=kassa_app", groups=[['password authentication failed for user "kassa"'], ["kassa_app"]],
    lang="nl", note="A stale local .env after the compose user was renamed (lesson).")

# --- golang-migrate: PostgreSQL 15 no longer lets every role create in public (zh) ----------------------------------------------

C = 'migrate -path db/migrations -database "$DATABASE_URL" up'
E = "error: migration failed: permission denied for schema public (column 1) in line 0: CREATE TABLE IF NOT EXISTS shipments ("
mem("golang_migrate_pg15_public_schema_zh", "golang-migrate", S, "schema_privilege", "/home/wei/yunshu", lambda rng: [
    ("u", "把库升级到 Postgres 16 之后 migrate up 失败了，之前 13 上一直正常。"),
    ("b", C, "error: pq: permission denied for schema public in line 0: CREATE TABLE IF NOT EXISTS \"schema_migrations\" (version bigint not null primary key, dirty boolean not null)", 1),
    ("s", "从 PostgreSQL 15 开始，public 模式不再默认给所有角色 CREATE 权限。连 schema_migrations 都建不了。先用超级用户把数据库所有权给应用角色看看是否足够。"),
    ("b", "psql -h localhost -U postgres -d yunshu -c 'GRANT CREATE ON SCHEMA public TO yunshu_migrator'", "GRANT"),
    ("b", C, "1/u init (18.2ms)\n" + E, 1),
    ("s", "schema_migrations 建好了，但第二个迁移仍然失败——看起来 GRANT 只在一个连接里生效？其实不是：这个迁移文件里先 SET ROLE yunshu_app。"),
    ("r", "/home/wei/yunshu/db/migrations/000002_shipments.up.sql", "SET ROLE yunshu_app;\nCREATE TABLE IF NOT EXISTS shipments (\n  id bigserial PRIMARY KEY,\n  tracking text NOT NULL\n);\nRESET ROLE;\n"),
    ("s", "运维约定是表归 yunshu_app 所有，所以同样要给 yunshu_app 授权。最稳妥的是让 yunshu_app 拥有 public 模式。"),
    ("b", "psql -h localhost -U postgres -d yunshu -c 'ALTER SCHEMA public OWNER TO yunshu_app; GRANT yunshu_app TO yunshu_migrator'", "ALTER SCHEMA\nGRANT ROLE"),
    ("b", "psql -h localhost -U postgres -d yunshu -tAc 'SELECT version, dirty FROM schema_migrations'", "2|t"),
    ("s", "版本 2 被标记为 dirty，但 CREATE TABLE 在权限检查时就失败了，表并不存在（已确认 \\dt 没有 shipments）。把版本退回 1 再执行。"),
    ("b", 'migrate -path db/migrations -database "$DATABASE_URL" force 1', ""),
    ("b", C, "2/u shipments (24.7ms)\n3/u shipment_events (15.1ms)"),
    ("s", "迁移完成。原因是 PG15+ 对 public 模式的默认权限变化，修复是把 public 模式的所有权交给 yunshu_app。")],
    cmd=C, err=E, change="ALTER SCHEMA public OWNER TO yunshu_app",
    groups=[["permission denied for schema public"], ["OWNER TO yunshu_app"]],
    tries=["GRANT CREATE ON SCHEMA public TO yunshu_migrator"], lang="zh",
    also_ok=['error: pq: permission denied for schema public in line 0: CREATE TABLE IF NOT EXISTS "schema_migrations" (version bigint not null primary key, dirty boolean not null)'],
    note="A first grant to the migrator only gets past schema_migrations; owning public by the app role fixes it. The "
         "force back to 1 follows a check that nothing of version 2 was applied.")

# --- mysql: the test database was never granted to the app user (tr) ------------------------------------------------------------

C = "mysql -h 127.0.0.1 -u pazaryeri -p\"$MYSQL_PWD\" pazaryeri_test < db/fixtures/test_seed.sql"
E = "ERROR 1044 (42000): Access denied for user 'pazaryeri'@'%' to database 'pazaryeri_test'"
mem("mysql_seed_test_db_grant_tr", "mysql", S, "grant_missing", "/home/emre/pazaryeri", lambda rng: [
    ("u", "Test veritabanına seed verisini yükler misin? pazaryeri_test'i az önce oluşturdum."),
    ("b", C, "mysql: [Warning] Using a password on the command line interface can be insecure.\n" + E, 1),
    ("s", "Veritabanı var ama uygulama kullanıcısının üzerinde yetkisi yok; sadece pazaryeri şemasına izin verilmiş."),
    ("b", "mysql -h 127.0.0.1 -u root -p\"$MYSQL_ROOT_PWD\" -e \"SHOW GRANTS FOR 'pazaryeri'@'%'\"", "Grants for pazaryeri@%\nGRANT USAGE ON *.* TO `pazaryeri`@`%`\nGRANT ALL PRIVILEGES ON `pazaryeri`.* TO `pazaryeri`@`%`"),
    ("b", "mysql -h 127.0.0.1 -u root -p\"$MYSQL_ROOT_PWD\" -e \"GRANT ALL PRIVILEGES ON pazaryeri_test.* TO 'pazaryeri'@'%'\"", "mysql: [Warning] Using a password on the command line interface can be insecure."),
    ("b", C, "mysql: [Warning] Using a password on the command line interface can be insecure."),
    ("b", "mysql -h 127.0.0.1 -u pazaryeri -p\"$MYSQL_PWD\" pazaryeri_test -Ne 'SELECT COUNT(*) FROM urunler'", "mysql: [Warning] Using a password on the command line interface can be insecure.\n240"),
    ("s", "Yetki verildi ve 240 ürün yüklendi.")],
    cmd=C, err=E, change="GRANT ALL PRIVILEGES ON pazaryeri_test.*",
    groups=[["ERROR 1044", "Access denied for user 'pazaryeri'"], ["GRANT ALL PRIVILEGES ON pazaryeri_test"]], lang="tr",
    traps=["mysql: [Warning] Using a password on the command line interface can be insecure."],
    note="The password warning is noise in both the failing and passing runs.")

# --- sqlx: the migrations run against a database that was never created (de) ---------------------------------------------------

C = "sqlx migrate run"
E = 'error: while executing migrations: error returned from database: database "fahrplan" does not exist'
mem("sqlx_migrate_database_create_de", "sqlx", S, "database_missing", "/home/felix/fahrplan", lambda rng: [
    ("u", "Bitte die neuen sqlx-Migrationen lokal ausführen, DATABASE_URL steht in der .env."),
    ("b", C, E, 1),
    ("s", "Der Server läuft, aber die Datenbank `fahrplan` fehlt. sqlx-cli kann sie aus DATABASE_URL anlegen."),
    ("b", "sqlx database create", ""),
    ("b", C, "Applied 20270501080000/migrate haltestellen (11.402ms)\nApplied 20270509153000/migrate linien (6.118ms)"),
    ("b", "cargo test -q --lib", "running 17 tests\n.................\ntest result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s"),
    ("s", "Datenbank angelegt, beide Migrationen laufen, Tests grün.")],
    cmd=C, err=E, change="sqlx database create", groups=[['database "fahrplan" does not exist'], ["database create"]],
    lang="de", note="sqlx database create, then the same migrate run passes.")
