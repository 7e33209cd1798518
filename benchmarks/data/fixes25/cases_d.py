"""Sessions with one memory, part four: the data and the client tools (`data_and_tooling`, 9): a duplicate in a
Django fixture, a Rails seed that is not idempotent, Knex seeds in the wrong order, a NOT NULL column without a
backfill in Diesel, pg_dump older than the server, pg_restore reading a newer archive, mysqldump without the
PROCESS privilege, the MySQL 8.4 client and mysql_native_password, sqlx's offline query cache."""

from __future__ import annotations

from kit import mem

S = "data_and_tooling"

C = "python manage.py loaddata fixtures/regioes.json"
E = 'django.db.utils.IntegrityError: Problem installing fixture \'fixtures/regioes.json\': Could not load geo.Regiao(pk=14): duplicate key value violates unique constraint "geo_regiao_codigo_key"'
mem("django_loaddata_duplicate_code_pt", "django", S, "fixture_duplicate", "/home/joao/frete", lambda rng: [
    ("u", "Adicionei as regiões do Centro-Oeste no fixture. Carrega na base local?"),
    ("b", C, "Traceback (most recent call last):\n  ...\n" + E + "\nDETAIL:  Key (codigo)=(GO-02) already exists.", 1),
    ("b", "grep -n '\"GO-02\"' fixtures/regioes.json", "61:      \"codigo\": \"GO-02\",\n97:      \"codigo\": \"GO-02\","),
    ("s", "Duas regiões novas ficaram com o mesmo código GO-02; pela ordem, a de Anápolis deveria ser GO-03."),
    ("e", "/home/joao/frete/fixtures/regioes.json", "      \"codigo\": \"GO-02\",\n      \"nome\": \"Anápolis\"", "      \"codigo\": \"GO-03\",\n      \"nome\": \"Anápolis\""),
    ("b", C, "Installed 27 object(s) from 1 fixture(s)"),
    ("s", "Fixture corrigido (Anápolis = GO-03) e carregado.")],
    cmd=C, err=E, change="GO-03", groups=[["duplicate key value", "geo_regiao_codigo_key", "GO-02"], ["GO-03"]], kind="bugfix", lang="pt",
    note="A duplicate in seed data; the fixture file changes.")

C = "bin/rails db:seed"
E = "ActiveRecord::RecordInvalid: Validation failed: Email has already been taken (ActiveRecord::RecordInvalid)"
mem("rails_seed_not_idempotent_ko", "rails", S, "seed_rerun", "/home/seoyeon/gyeyak", lambda rng: [
    ("u", "시드에 관리자 계정을 추가했는데 db:seed가 실패해요. 기존 데이터는 지우면 안 됩니다."),
    ("b", C, "bin/rails aborted!\n" + E + "\n/home/seoyeon/gyeyak/db/seeds.rb:4:in `<main>'\nTasks: TOP => db:seed\n(See full trace by running task with --trace)", 1),
    ("r", "/home/seoyeon/gyeyak/db/seeds.rb", "# frozen_string_literal: true\n\nUser.create!(email: \"demo@gyeyak.example\", name: \"데모\", role: :member)\nUser.create!(email: \"admin@gyeyak.example\", name: \"관리자\", role: :admin)\n"),
    ("s", "seeds.rb가 create!라서 이미 있는 데모 계정에서 멈춥니다. 여러 번 실행해도 되도록 find_or_create_by!로 바꿉니다."),
    ("e", "/home/seoyeon/gyeyak/db/seeds.rb", "User.create!(email: \"demo@gyeyak.example\", name: \"데모\", role: :member)\nUser.create!(email: \"admin@gyeyak.example\", name: \"관리자\", role: :admin)\n",
     "User.find_or_create_by!(email: \"demo@gyeyak.example\") { |u| u.assign_attributes(name: \"데모\", role: :member) }\nUser.find_or_create_by!(email: \"admin@gyeyak.example\") { |u| u.assign_attributes(name: \"관리자\", role: :admin) }\n"),
    ("b", C, ""),
    ("b", "bin/rails runner 'puts User.where(role: :admin).count'", "1"),
    ("s", "시드가 멱등해졌고 관리자 계정이 생성됐습니다.")],
    cmd=C, err=E, change="find_or_create_by!", groups=[["Email has already been taken"], ["find_or_create_by"]], kind="bugfix", lang="ko",
    traps=["(See full trace by running task with --trace)"], note="The seed is made idempotent instead of resetting the database.")

C = "npx knex seed:run"
E = 'error: insert into "products" ("name", "price_cents", "tenant_id") values ($1, $2, $3) - insert or update on table "products" violates foreign key constraint "products_tenant_id_foreign"'
mem("knex_seed_order_foreign_key", "knex", S, "seed_order", "/home/tariq/shelfspace", lambda rng: [
    ("u", "seeds fail on a fresh db, they worked on my old one"),
    ("b", C, "Using environment: development\nError while executing \"/home/tariq/shelfspace/seeds/products.js\" seed: " + E[7:] + "\n" + E, 1),
    ("b", "ls seeds", "products.js\ntenants.js"),
    ("s", "Knex runs seed files in alphabetical order, so products.js runs before tenants.js on an empty database. Your old db already had tenants. Prefixing them fixes the order."),
    ("b", "git mv seeds/tenants.js seeds/01_tenants.js && git mv seeds/products.js seeds/02_products.js", ""),
    ("b", C, "Using environment: development\nRan 2 seed files"),
    ("s", "Seeds run in order now.")],
    cmd=C, err=E, change="01_tenants.js", groups=[["products_tenant_id_foreign", "violates foreign key constraint"], ["01_tenants", "02_products"]],
    kind="bugfix", note="Alphabetical seed order; renaming the files.")

C = "diesel migration run"
E = 'Failed to run 2027-05-09-141500_posts_slug with: column "slug" of relation "posts" contains null values'
mem("diesel_not_null_backfill_es", "diesel", S, "not_null_backfill", "/home/pablo/bitacora", lambda rng: [
    ("u", "Añade un slug obligatorio a los posts y migra."),
    ("w", "/home/pablo/bitacora/migrations/2027-05-09-141500_posts_slug/up.sql", "ALTER TABLE posts ADD COLUMN slug TEXT NOT NULL;\nCREATE UNIQUE INDEX posts_slug_key ON posts (slug);\n"),
    ("b", C, "Running migration 2027-05-09-141500_posts_slug\n" + E, 1),
    ("s", "Ya hay 312 posts, así que la columna NOT NULL no puede añadirse sin valor. Esta migración no se aplicó (falló en su transacción): la reescribo para rellenar el slug antes del NOT NULL."),
    ("e", "/home/pablo/bitacora/migrations/2027-05-09-141500_posts_slug/up.sql", "ALTER TABLE posts ADD COLUMN slug TEXT NOT NULL;\n",
     "ALTER TABLE posts ADD COLUMN slug TEXT;\nUPDATE posts SET slug = lower(regexp_replace(title, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || id;\nALTER TABLE posts ALTER COLUMN slug SET NOT NULL;\n"),
    ("b", C, "Running migration 2027-05-09-141500_posts_slug"),
    ("s", "Migración aplicada con el relleno de slugs.")],
    cmd=C, err=E, change="UPDATE posts SET slug", groups=[['"slug" of relation "posts" contains null values'], ["UPDATE posts SET slug", "SET NOT NULL"]],
    kind="bugfix", lang="es", note="Backfill before NOT NULL in the migration written this session.")

C = "pg_dump -h db.staging.tolk.example -U readonly -Fc -f dumps/tolk_staging.dump tolk"
E = "pg_dump: error: aborting because of server version mismatch"
mem("pg_dump_server_version_mismatch_ru", "pg_dump", S, "client_too_old", "/home/ilya/tolk", lambda rng: [
    ("u", "Сними дамп со staging, хочу отладить миграцию на копии."),
    ("b", C, E + "\npg_dump: detail: server version: 16.4; pg_dump version: 14.13 (Ubuntu 14.13-0ubuntu0.22.04.1)", 1),
    ("s", "Клиент pg_dump 14 старше сервера 16. Ставлю клиент 16 из репозитория PGDG и вызываю его явно."),
    ("b", "sudo apt-get install -y postgresql-client-16", "Setting up postgresql-client-16 (16.4-1.pgdg22.04+1) ..."),
    ("b", "/usr/lib/postgresql/16/bin/pg_dump -h db.staging.tolk.example -U readonly -Fc -f dumps/tolk_staging.dump tolk", ""),
    ("b", "ls -lh dumps/tolk_staging.dump", "-rw-rw-r-- 1 ilya ilya 212M May 12 10:41 dumps/tolk_staging.dump"),
    ("s", "Дамп готов (212 МБ), снят pg_dump 16.")],
    cmd=C, err=E, change="postgresql-client-16", passed="/usr/lib/postgresql/16/bin/pg_dump -h db.staging.tolk.example -U readonly -Fc -f dumps/tolk_staging.dump tolk",
    groups=[["server version mismatch", "server version: 16.4"], ["postgresql-client-16", "postgresql/16/bin"]], lang="ru",
    note="A newer client binary; the pass is the same command by another path.")

C = "pg_restore -h localhost -U postgres -d hafen_dev --no-owner dumps/hafen_prod_2027-05-11.dump"
E = "pg_restore: error: unsupported version (1.16) in file header"
mem("pg_restore_archive_from_newer_pg_dump_de", "pg_restore", S, "client_too_old", "/home/marie/hafen", lambda rng: [
    ("u", "Kannst du den Dump von gestern in hafen_dev einspielen? Den hat das Ops-Team gezogen."),
    ("b", C, E, 1),
    ("b", "pg_restore --version", "pg_restore (PostgreSQL) 15.8"),
    ("s", "Das Archivformat 1.16 schreibt erst pg_dump 17; das Ops-Team nutzt also einen 17er Client. Ich installiere den 17er Client und rufe dessen pg_restore auf."),
    ("b", "brew install postgresql@17", "==> Pouring postgresql@17--17.2.arm64_sequoia.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/postgresql@17/17.2: 3,811 files, 72.4MB"),
    ("b", "/opt/homebrew/opt/postgresql@17/bin/pg_restore -h localhost -U postgres -d hafen_dev --no-owner dumps/hafen_prod_2027-05-11.dump", ""),
    ("s", "Eingespielt mit pg_restore 17.")],
    cmd=C, err=E, change="postgresql@17", passed="/opt/homebrew/opt/postgresql@17/bin/pg_restore -h localhost -U postgres -d hafen_dev --no-owner dumps/hafen_prod_2027-05-11.dump",
    groups=[["unsupported version (1.16)"], ["postgresql@17"]], lang="de", note="Archive from a newer pg_dump; a newer client.")

C = "mysqldump -h 127.0.0.1 -u raporcu -p\"$MYSQL_PWD\" --single-transaction siparis > dumps/siparis.sql"
E = "mysqldump: Error: 'Access denied; you need (at least one of) the PROCESS privilege(s) for this operation' when trying to dump tablespaces"
mem("mysqldump_no_tablespaces_tr", "mysqldump", S, "privilege_flag", "/home/ayse/siparis", lambda rng: [
    ("u", "Rapor kullanıcısıyla siparis veritabanının yedeğini alır mısın? Bu kullanıcıya ek yetki veremiyoruz."),
    ("b", C, "mysqldump: [Warning] Using a password on the command line interface can be insecure.\n" + E, 2),
    ("s", "mysqldump tablespace bilgisini okumak için PROCESS yetkisi istiyor. InnoDB tabloları için tablespace dökümüne gerek yok; --no-tablespaces ile yetki istemeden alınır."),
    ("b", "mysqldump -h 127.0.0.1 -u raporcu -p\"$MYSQL_PWD\" --single-transaction --no-tablespaces siparis > dumps/siparis.sql", "mysqldump: [Warning] Using a password on the command line interface can be insecure."),
    ("b", "tail -1 dumps/siparis.sql", "-- Dump completed on 2027-05-12 11:20:44"),
    ("s", "Yedek tamam.")],
    cmd=C, err=E, change="--no-tablespaces", passed="mysqldump -h 127.0.0.1 -u raporcu -p\"$MYSQL_PWD\" --single-transaction --no-tablespaces siparis > dumps/siparis.sql",
    groups=[["PROCESS privilege", "dump tablespaces"], ["--no-tablespaces"]], lang="tr",
    traps=["mysqldump: [Warning] Using a password on the command line interface can be insecure."],
    note="The user rules out a grant; the flag is the fix.")

C = "mysql -h 127.0.0.1 -u legacy_app -p\"$LEGACY_PWD\" jiesuan -e 'SELECT COUNT(*) FROM zhangdan'"
E = "ERROR 2059 (HY000): Authentication plugin 'mysql_native_password' cannot be loaded: /usr/lib/x86_64-linux-gnu/mysql/plugin/mysql_native_password.so: cannot open shared object file: No such file or directory"
mem("mysql_client_native_password_zh", "mysql", S, "auth_plugin", "/home/hao/jiesuan", lambda rng: [
    ("u", "升级到 MySQL 8.4 客户端后连不上结算库了。服务器是我们自己的开发库，可以改用户。"),
    ("b", C, E, 1),
    ("s", "8.4 客户端不再自带 mysql_native_password 插件，而 legacy_app 这个用户还用旧插件。既然可以改用户，就改成 caching_sha2_password。"),
    ("b", "mysql -h 127.0.0.1 -u root -p\"$MYSQL_ROOT_PWD\" -e \"ALTER USER 'legacy_app'@'%' IDENTIFIED WITH caching_sha2_password BY '$LEGACY_PWD'\"", "mysql: [Warning] Using a password on the command line interface can be insecure."),
    ("b", C, "mysql: [Warning] Using a password on the command line interface can be insecure.\nCOUNT(*)\n48211"),
    ("s", "用户已切换到 caching_sha2_password，可以连接了。")],
    cmd=C, err=E, change="IDENTIFIED WITH caching_sha2_password", groups=[["mysql_native_password", "ERROR 2059"], ["caching_sha2_password"]],
    lang="zh", note="The server user moves to the current plugin (outside the repository).")

C = "cargo build --release"
E = "error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` to update the query cache or unset `SQLX_OFFLINE`"
OUT = "\n".join(["   Compiling quartermaster v0.8.0 (/build)",
                 "#14 41.27 " + E, "#14 41.27   --> src/repo/stock.rs:42:19", "#14 41.27    |",
                 "#14 41.27 42 |     let rows = sqlx::query_as!(StockRow, \"SELECT sku, qty, bin FROM stock WHERE warehouse_id = $1\", wh)",
                 "#14 41.27 error: could not compile `quartermaster` (bin \"quartermaster\") due to 1 previous error"])
C2 = "docker build -t quartermaster:dev ."
mem("sqlx_offline_cache_docker_build", "sqlx", S, "codegen_cache", "/home/jess/quartermaster", lambda rng: [
    ("u", "docker build broke after I added the bin column query. It builds fine with cargo locally."),
    ("b", C2, "#14 [builder 6/6] RUN SQLX_OFFLINE=true cargo build --release\n" + OUT + "\n------\nERROR: failed to solve: process \"/bin/sh -c SQLX_OFFLINE=true cargo build --release\" did not complete successfully: exit code: 101", 1),
    ("s", "Locally the macro checks against your database; the image builds offline from the .sqlx cache, which doesn't have the new query yet."),
    ("b", "cargo sqlx prepare", "query data written to .sqlx in the current directory; please check this into version control"),
    ("b", "git add .sqlx && git status --short .sqlx", "A  .sqlx/query-4f1b0c9a7e2d3b85a6c1f0e9d8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9.json"),
    ("b", C2, "#14 [builder 6/6] RUN SQLX_OFFLINE=true cargo build --release\n#14 96.02    Compiling quartermaster v0.8.0 (/build)\n#14 118.4     Finished `release` profile [optimized] target(s) in 1m 58s\n#14 DONE 118.9s\n#17 exporting to image\n#17 naming to docker.io/library/quartermaster:dev done"),
    ("s", "Regenerated the query cache; the image builds. Commit the new .sqlx file with the query.")],
    cmd=C2, err=E, change="cargo sqlx prepare", groups=[["no cached data for this query"], ["sqlx prepare", ".sqlx"]],
    kind="bugfix", traps=["error: could not compile `quartermaster` (bin \"quartermaster\") due to 1 previous error",
                          "ERROR: failed to solve: process \"/bin/sh -c SQLX_OFFLINE=true cargo build --release\" did not complete successfully: exit code: 101"],
    note="BuildKit's `#14 41.27 ` is removed; the new .sqlx file is committed: bugfix.")
