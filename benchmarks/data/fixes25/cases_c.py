"""Sessions with one memory, part three: the migration history itself (`migration_state`, 10): Alembic's two heads
and a database behind for autogenerate, Django's conflicting leaf nodes, golang-migrate's dirty version after a
CONCURRENTLY index, Rails' duplicate migration name, Flyway's resolved-but-not-applied version, Prisma's failed
migration P3009, Knex's missing migration file, Liquibase's stale changelog lock, Ecto's lock timeout."""

from __future__ import annotations

from kit import mem

S = "migration_state"

C = "alembic upgrade head"
E = "FAILED: Multiple head revisions are present for given argument 'head'; please specify a specific target revision, '<branchname>@head' to narrow to a specific head, or 'heads' for all heads"
mem("alembic_multiple_heads_merge", "alembic", S, "two_heads", "/home/sam/rota", lambda rng: [
    ("u", "pulled main after the shifts PR merged and now alembic won't upgrade"),
    ("b", C, "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nERROR [alembic.util.messaging] Multiple head revisions are present for given argument 'head'; please specify a specific target revision, '<branchname>@head' to narrow to a specific head, or 'heads' for all heads\n  " + E, 255),
    ("b", "alembic heads", "a41c9e07d2f1 (head)\n7be3f5902c18 (head)"),
    ("s", "Both branches added a revision on top of 2d90e4c1b5a6. They touch different tables, so a merge revision is enough."),
    ("b", "alembic merge -m \"merge shifts and rota_notes heads\" a41c9e07d2f1 7be3f5902c18", "  Generating /home/sam/rota/migrations/versions/c03d7a1e9f42_merge_shifts_and_rota_notes_heads.py ...  done"),
    ("b", C, "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 2d90e4c1b5a6 -> a41c9e07d2f1, shifts\nINFO  [alembic.runtime.migration] Running upgrade 2d90e4c1b5a6 -> 7be3f5902c18, rota notes\nINFO  [alembic.runtime.migration] Running upgrade a41c9e07d2f1, 7be3f5902c18 -> c03d7a1e9f42, merge shifts and rota_notes heads"),
    ("s", "Merged the two heads with a merge revision and upgraded.")],
    cmd=C, err=E, change="alembic merge", groups=[["Multiple head revisions"], ["alembic merge", "merge revision"]], kind="bugfix",
    note="A new merge revision file lands in the repository: bugfix. `upgrade heads` would hide it.")

C = "alembic revision --autogenerate -m \"add courier rating\""
E = "FAILED: Target database is not up to date."
mem("alembic_autogenerate_db_behind_nl", "alembic", S, "db_behind", "/home/daan/bezorg", lambda rng: [
    ("u", "Maak een migratie voor het nieuwe veld rating op Courier."),
    ("b", C, "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nERROR [alembic.util.messaging] Target database is not up to date.\n  " + E, 255),
    ("b", "alembic current", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n61ab3f0e2d7c"),
    ("s", "De lokale database loopt één revisie achter (de migratie van Kees van gisteren). Eerst bijwerken, dan autogenereren."),
    ("b", "alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 61ab3f0e2d7c -> e7d2c81a4b90, courier zones"),
    ("b", C, "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.autogenerate.compare] Detected added column 'courier.rating'\n  Generating /home/daan/bezorg/migrations/versions/0f5a7c2d9e13_add_courier_rating.py ...  done"),
    ("s", "Migratie gegenereerd; alleen de nieuwe kolom.")],
    cmd=C, err=E, change="alembic upgrade head", groups=[["Target database is not up to date"], ["upgrade head"]], lang="nl",
    note="Bringing the local database to head is outside the repository: lesson.")

C = "python manage.py migrate"
E = "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: (0014_rechnung_faelligkeit, 0014_rechnung_waehrung in faktura)."
mem("django_conflicting_leaf_nodes_de", "django", S, "leaf_conflict", "/home/anna/faktura", lambda rng: [
    ("u", "Nach dem Rebase auf main will migrate nicht mehr. Bitte beheben."),
    ("b", C, E + "\nTo fix them run 'python manage.py makemigrations --merge'", 1),
    ("s", "Zwei Branches haben je eine 0014 in `faktura` angelegt; beide ändern verschiedene Felder von Rechnung. Eine Merge-Migration reicht."),
    ("b", "python manage.py makemigrations --merge --noinput", "Merging faktura\n  Branch 0014_rechnung_faelligkeit\n    - Add field faellig_am to rechnung\n  Branch 0014_rechnung_waehrung\n    - Add field waehrung to rechnung\n\nCreated new merge migration /home/anna/faktura/faktura/migrations/0015_merge_20270512_0932.py"),
    ("b", C, "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, faktura, sessions\nRunning migrations:\n  Applying faktura.0014_rechnung_waehrung... OK\n  Applying faktura.0015_merge_20270512_0932... OK"),
    ("s", "Merge-Migration 0015 erstellt und angewendet.")],
    cmd=C, err=E, change="makemigrations --merge", groups=[["Conflicting migrations detected", "multiple leaf nodes"], ["--merge", "merge migration"]],
    kind="bugfix", lang="de", note="Django prints the fix itself; it is right here.")

C = 'migrate -path db/migrations -database "$DATABASE_URL" up'
E = "error: Dirty database version 20270508093000. Fix and force version."
mem("golang_migrate_dirty_concurrently_ko", "golang-migrate", S, "dirty_version", "/home/jiho/jumun", lambda rng: [
    ("u", "로컬에서 migrate up 하다가 인덱스 마이그레이션이 실패했고, 지금은 계속 dirty 에러가 나요."),
    ("b", C, E, 1),
    ("r", "/home/jiho/jumun/db/migrations/20270508093000_orders_created_idx.up.sql", "BEGIN;\nCREATE INDEX CONCURRENTLY orders_created_at_idx ON orders (created_at);\nCOMMIT;\n"),
    ("s", "CREATE INDEX CONCURRENTLY는 트랜잭션 블록 안에서 실행할 수 없어서 처음부터 실패했고, 그래서 버전이 dirty로 남았습니다. "
          "인덱스가 만들어지지 않았는지 먼저 확인합니다."),
    ("b", "psql \"$DATABASE_URL\" -tAc \"SELECT count(*) FROM pg_indexes WHERE indexname = 'orders_created_at_idx'\"", "0"),
    ("e", "/home/jiho/jumun/db/migrations/20270508093000_orders_created_idx.up.sql", "BEGIN;\nCREATE INDEX CONCURRENTLY orders_created_at_idx ON orders (created_at);\nCOMMIT;\n",
     "CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_created_at_idx ON orders (created_at);\n"),
    ("s", "이 마이그레이션은 아직 어디에도 적용되지 않았으므로(이 브랜치에만 있음) 고쳐도 됩니다. 아무것도 반영되지 않았으니 이전 버전으로 되돌립니다."),
    ("b", 'migrate -path db/migrations -database "$DATABASE_URL" force 20270502110000', ""),
    ("b", C, "20270508093000/u orders_created_idx (412.3ms)"),
    ("s", "인덱스가 생성됐습니다. BEGIN/COMMIT을 빼고 이전 버전으로 force한 뒤 다시 up 했습니다.")],
    cmd=C, err=E, change="CREATE INDEX CONCURRENTLY IF NOT EXISTS", groups=[["Dirty database version"], ["BEGIN", "force 20270502110000", "transaction"]],
    kind="bugfix", lang="ko",
    note="Forcing back is right only after checking nothing was applied and fixing the unapplied migration; "
         "contrast the forced_past sessions.")

C = "bin/rails db:migrate"
E = "ActiveRecord::DuplicateMigrationNameError: "
OUT = "\n".join(["bin/rails aborted!", "ActiveRecord::DuplicateMigrationNameError: ", "",
                 "Multiple migrations have the name AddStatusToOrdini.", "", "", "Tasks: TOP => db:migrate",
                 "(See full trace by running task with --trace)"])
mem("rails_duplicate_migration_name_it", "rails", S, "duplicate_name", "/home/marco/ordini", lambda rng: [
    ("u", "Ho generato la migrazione per lo stato degli ordini ma db:migrate si rifiuta."),
    ("b", C, OUT, 1),
    ("b", "ls db/migrate | grep -i status", "20270310101500_add_status_to_ordini.rb\n20270512084000_add_status_to_ordini.rb"),
    ("s", "Esiste già una migrazione di marzo con lo stesso nome di classe (aggiungeva uno stato di pagamento). Rinomino la nuova, che non è ancora applicata da nessuna parte."),
    ("b", "git mv db/migrate/20270512084000_add_status_to_ordini.rb db/migrate/20270512084000_add_fulfillment_status_to_ordini.rb && sed -i 's/class AddStatusToOrdini/class AddFulfillmentStatusToOrdini/' db/migrate/20270512084000_add_fulfillment_status_to_ordini.rb", ""),
    ("b", C, "== 20270512084000 AddFulfillmentStatusToOrdini: migrating =====================\n-- add_column(:ordini, :fulfillment_status, :string, {:default=>\"nuovo\", :null=>false})\n   -> 0.0043s\n== 20270512084000 AddFulfillmentStatusToOrdini: migrated (0.0044s) ============\n"),
    ("s", "Fatto: la nuova migrazione si chiama AddFulfillmentStatusToOrdini.")],
    cmd=C, err="Multiple migrations have the name AddStatusToOrdini.", change="AddFulfillmentStatusToOrdini",
    groups=[["Multiple migrations have the name", "DuplicateMigrationNameError"], ["AddFulfillmentStatusToOrdini"]],
    kind="bugfix", lang="it", traps=["bin/rails aborted!"],
    note="The exception's own line is empty after the class name; the next line names the duplicate.")

C = "flyway -configFiles=conf/flyway.toml migrate"
E = "Detected resolved migration not applied to database: 2.4.1."
OUT = "\n".join(["Flyway OSS Edition 10.21.0 by Redgate", "",
                 "Database: jdbc:postgresql://localhost:5432/rezerwacje (PostgreSQL 16.4)",
                 "ERROR: Validate failed: Migrations have failed validation", E,
                 "To ignore this migration, set -ignoreMigrationPatterns='*:ignored'. To allow executing this migration, set -outOfOrder=true.",
                 "Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE"])
mem("flyway_out_of_order_rename_pl", "flyway", S, "out_of_order", "/home/ola/rezerwacje", lambda rng: [
    ("u", "Mój branch dodał migrację V2_4_1, a po merge'u z main Flyway odmawia. Nie chcę włączać outOfOrder na produkcji."),
    ("b", C, OUT, 1),
    ("b", "ls sql/ | tail -4", "V2_4_0__rooms_capacity.sql\nV2_4_1__booking_notes.sql\nV2_5_0__invoices.sql\nV2_5_1__invoice_lines.sql"),
    ("s", "Na main doszły już 2.5.0 i 2.5.1, więc 2.4.1 jest starsza niż zastosowane wersje. Nadaję jej kolejny numer po 2.5.1."),
    ("b", "git mv sql/V2_4_1__booking_notes.sql sql/V2_5_2__booking_notes.sql", ""),
    ("b", C, "Flyway OSS Edition 10.21.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5432/rezerwacje (PostgreSQL 16.4)\nSuccessfully validated 9 migrations (execution time 00:00.031s)\nCurrent version of schema \"public\": 2.5.1\nMigrating schema \"public\" to version \"2.5.2 - booking notes\"\nSuccessfully applied 1 migration to schema \"public\", now at version v2.5.2 (execution time 00:00.018s)"),
    ("s", "Migracja przemianowana na V2_5_2 i zastosowana, bez outOfOrder.")],
    cmd=C, err=E, change="V2_5_2__booking_notes.sql", groups=[["resolved migration not applied", "2.4.1"], ["V2_5_2", "2.5.2"]],
    kind="bugfix", lang="pl", traps=["ERROR: Validate failed: Migrations have failed validation",
                                     "To ignore this migration, set -ignoreMigrationPatterns='*:ignored'. To allow executing this migration, set -outOfOrder=true."],
    note="The printed advice (ignore, outOfOrder) is what the user rules out; renaming the unshipped migration is the fix.")

C = "npx prisma migrate deploy"
E = "The `20270507120000_sku_unique` migration started at 2027-05-07 12:03:11.204 UTC failed"
OUT = "\n".join(["Environment variables loaded from .env", "Prisma schema loaded from prisma/schema.prisma",
                 'Datasource "db": PostgreSQL database "cangku", schema "public" at "localhost:5432"', "",
                 "12 migrations found in prisma/migrations", "", "Error: P3009", "",
                 "migrate found failed migrations in the target database, new migrations will not be applied. Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve",
                 E])
mem("prisma_p3009_failed_unique_zh", "prisma", S, "failed_migration", "/home/lin/cangku", lambda rng: [
    ("u", "本地 deploy 卡在 P3009 了，上周那个 SKU 唯一约束的迁移失败过一次。帮我正确地处理一下，不要 reset。"),
    ("b", C, OUT, 1),
    ("b", "psql \"$DATABASE_URL\" -tAc \"SELECT logs FROM _prisma_migrations WHERE migration_name = '20270507120000_sku_unique'\" | head -3", "Database error code: 23505\n\nDatabase error:\nERROR: could not create unique index \"Product_sku_key\"\nDETAIL: Key (sku)=(TEA-0031) is duplicated."),
    ("s", "失败原因是本地数据里有重复 SKU，索引没建成（整个迁移已回滚）。先清理重复数据，再把该迁移标记为 rolled back，让 deploy 重新执行它。"),
    ("b", "psql \"$DATABASE_URL\" -c \"DELETE FROM \\\"Product\\\" a USING \\\"Product\\\" b WHERE a.sku = b.sku AND a.id > b.id\"", "DELETE 2"),
    ("b", "npx prisma migrate resolve --rolled-back 20270507120000_sku_unique", "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nMigration 20270507120000_sku_unique marked as rolled back."),
    ("b", C, "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n\n12 migrations found in prisma/migrations\n\nApplying migration `20270507120000_sku_unique`\nApplying migration `20270510094500_stock_moves`\n\nThe following migration(s) have been applied:\n\nmigrations/\n  └─ 20270507120000_sku_unique/\n    └─ migration.sql\n  └─ 20270510094500_stock_moves/\n    └─ migration.sql\n\nAll migrations have been successfully applied."),
    ("s", "重复的两行测试数据已删除，迁移重新执行成功。")],
    cmd=C, err=E, change="migrate resolve --rolled-back", groups=[["failed migrations in the target database", "20270507120000_sku_unique"], ["--rolled-back", "duplicated"]],
    lang="zh", traps=["Error: P3009"],
    note="Marking it rolled back (not applied) after the data fix re-runs the real migration.")

C = "npx knex migrate:latest"
E = "Error: The migration directory is corrupt, the following files are missing: 20270301090000_init_boutiques.js"
mem("knex_corrupt_directory_renamed_fr", "knex", S, "missing_file", "/home/hugo/boutiques", lambda rng: [
    ("u", "J'ai renommé les migrations en .ts hier pour la conversion TypeScript, maintenant knex casse."),
    ("b", C, "Using environment: development\n" + E + "\n    at validateMigrationList (/home/hugo/boutiques/node_modules/knex/lib/migrations/migrate/Migrator.js:568:11)", 1),
    ("s", "La table knex_migrations garde le nom de fichier avec son extension ; après le renommage en .ts, knex ne retrouve "
          "plus `..._init_boutiques.js`. Le contenu des migrations n'a pas changé, seul le nom : je mets l'historique à jour."),
    ("b", "psql \"$DATABASE_URL\" -c \"UPDATE knex_migrations SET name = replace(name, '.js', '.ts')\"", "UPDATE 9"),
    ("b", C, "Using environment: development\nBatch 4 run: 1 migrations"),
    ("s", "Les 9 lignes de knex_migrations pointent maintenant vers les .ts ; la nouvelle migration est passée.")],
    cmd=C, err=E, change="replace(name, '.js', '.ts')", groups=[["migration directory is corrupt", "files are missing"], ["knex_migrations", ".ts"]],
    lang="fr", note="The history table holds file names with extension; renaming them to .ts follows the file rename (lesson: only the local database changes).")

C = "liquibase --defaults-file=liquibase.properties update"
E = "liquibase.exception.LockException: Could not acquire change log lock.  Currently locked by ci-runner-07 (10.20.3.17) since 5/12/27, 2:14 AM"
mem("liquibase_stale_changelog_lock", "liquibase", S, "stale_lock", "/home/ravi/ledger-service", lambda rng: [
    ("u", "liquibase update on the dev-shared db hangs then errors on the lock. The nightly CI job got killed last night, I think."),
    ("b", C, "Starting Liquibase at 09:12:40 using Java 21.0.5 (version 4.31.1)\nLiquibase Version: 4.31.1\nWaiting for changelog lock....\nWaiting for changelog lock....\nWaiting for changelog lock....\nERROR: Exception Primary Class:  LockException\nERROR: Exception Primary Reason:  Could not acquire change log lock.  Currently locked by ci-runner-07 (10.20.3.17) since 5/12/27, 2:14 AM\n\nUnexpected error running Liquibase: Could not acquire change log lock.\n" + E, 1),
    ("b", "gh run list --workflow nightly-migrate.yml -L 1", "X  nightly migrate  main  schedule  14810092  cancelled  2027-05-12T02:13:58Z"),
    ("b", "psql \"$DEV_SHARED_URL\" -tAc \"SELECT count(*) FROM pg_stat_activity WHERE client_addr = '10.20.3.17'\"", "0"),
    ("s", "The job that holds the lock was cancelled at 02:13 and has no session left on the database, so the lock row is stale. Releasing it."),
    ("b", "liquibase --defaults-file=liquibase.properties release-locks", "Liquibase Version: 4.31.1\nSuccessfully released all database change log locks for 'ledger@jdbc:postgresql://db-dev.ledger.example:5432/ledger'\nLiquibase command 'release-locks' was executed successfully."),
    ("b", C, "Starting Liquibase at 09:15:02 using Java 21.0.5 (version 4.31.1)\nLiquibase Version: 4.31.1\nRunning Changeset: db/changelog/2027/05/0512-ledger-tags.yaml::0512-1::ravi\n\nUPDATE SUMMARY\nRun:                          1\nPreviously run:              84\nFiltered out:                 0\n-------------------------------\nTotal change sets:           85\n\nLiquibase: Update has been successful. Rows affected: 1\nLiquibase command 'update' was executed successfully."),
    ("s", "Released the stale lock (the cancelled nightly job's) and the update ran.")],
    cmd=C, err=E, change="release-locks", groups=[["Could not acquire change log lock"], ["release-locks", "releaseLocks"]],
    also_ok=["ERROR: Exception Primary Reason:  Could not acquire change log lock.  Currently locked by ci-runner-07 (10.20.3.17) since 5/12/27, 2:14 AM"],
    traps=["ERROR: Exception Primary Class:  LockException"],
    note="Released only after checking the holder is gone.")

C = "kubectl logs job/rynok-migrate-20270512a -n staging --prefix"
E = "** (Postgrex.Error) ERROR 55P03 (lock_not_available) canceling statement due to lock timeout"
P = "[pod/rynok-migrate-20270512a-x7k2p/migrate] "
P2 = "[pod/rynok-migrate-20270512b-q9w4d/migrate] "
mem("ecto_lock_timeout_concurrently_uk", "ecto", S, "lock_timeout", "/home/oksana/rynok", lambda rng: [
    ("u", "Міграція індексу на orders падає на staging через lock timeout (job rynok-migrate-20270512a). Таблиця велика і живе під навантаженням."),
    ("b", C, "\n".join(P + x for x in ["11:02:31.004 [info] == Running 20270511160000 Rynok.Repo.Migrations.IndexOrdersByCustomer.change/0 forward",
                                     "11:02:31.006 [info] create index orders_customer_id_index", E, "",
                                     "    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1"])),
    ("s", "Звичайний CREATE INDEX бере блокування, що конфліктує з записом, і чекає довше за lock_timeout. Потрібен concurrently, а для нього — міграція поза транзакцією і без міграційного локу. Міграція не застосувалась (впала в транзакції), тож її можна змінити."),
    ("e", "/home/oksana/rynok/priv/repo/migrations/20270511160000_index_orders_by_customer.exs", "  use Ecto.Migration\n\n  def change do\n    create index(:orders, [:customer_id])",
     "  use Ecto.Migration\n  @disable_ddl_transaction true\n  @disable_migration_lock true\n\n  def change do\n    create index(:orders, [:customer_id], concurrently: true)"),
    ("b", "git commit -am 'orders index: concurrently, outside the DDL transaction' && git push && make deploy-migrate ENV=staging TAG=20270512b", "[release/0.31 9d1c2e7] orders index: concurrently, outside the DDL transaction\njob.batch/rynok-migrate-20270512b created\njob.batch/rynok-migrate-20270512b condition met"),
    ("b", "kubectl logs job/rynok-migrate-20270512b -n staging --prefix", "\n".join(P2 + x for x in ["11:06:12.550 [info] == Running 20270511160000 Rynok.Repo.Migrations.IndexOrdersByCustomer.change/0 forward",
                                     "11:06:12.551 [info] create index orders_customer_id_index", "11:07:48.902 [info] == Migrated 20270511160000 in 96.3s"])),
    ("s", "Індекс створено конкурентно за 96 с, без блокування записів.")],
    cmd=C, err=E, change="concurrently: true", passed="kubectl logs job/rynok-migrate-20270512b -n staging --prefix",
    groups=[["lock_not_available", "lock timeout"], ["concurrently", "disable_ddl_transaction"]],
    kind="bugfix", lang="uk", note="Read from the Job's logs (kubectl's [pod/..] prefix removed). The unapplied migration gains concurrently.")
