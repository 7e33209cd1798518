"""Serverless, Prisma, Alembic, Flyway and sbt sessions."""

from __future__ import annotations

from kit import case, fix, key

SV = "/home/dev/src/notify-svc"
PLUGIN = 'Serverless plugin "serverless-esbuild" not found.'


@case(
    "serverless_plugin_install",
    stack="serverless",
    shape="install",
    project_dir=SV,
    variation="plain",
    expected=[fix(PLUGIN, "bugfix", ["npm install", "npm i "], ["serverless-esbuild"])],
)
def _(t, rng):
    t.user("deploy notify-svc to the dev stage")
    t.bash(
        "npx serverless deploy --stage dev",
        f'Error:\n{PLUGIN} Make sure it\'s installed and listed in the "plugins" section of your serverless config file. Use the --debug flag to learn more.',
        1,
        "Deploy",
    )
    t.bash(
        "npm install --save-dev serverless-esbuild",
        "added 14 packages, and audited 612 packages in 6s\n\nfound 0 vulnerabilities",
        0,
        "Install plugin",
    )
    t.bash(
        "npx serverless deploy --stage dev",
        'Deploying "notify-svc" to stage "dev" (eu-west-1)\n\n✔ Service deployed to stack notify-svc-dev (71s)\n\nfunctions:\n  send: notify-svc-dev-send (1.2 MB)',
        0,
        "Deploy",
    )
    t.say("Deployed after `npm install --save-dev serverless-esbuild`.")


CREDS = "AWS provider credentials not found."


@case(
    "serverless_aws_profile_flag",
    stack="serverless",
    shape="invocation",
    project_dir=SV,
    variation="flag_added",
    expected=[fix(CREDS, "lesson", ["--aws-profile acme-dev"])],
)
def _(t, rng):
    t.user("deploy notify-svc to dev")
    t.bash(
        "npx serverless deploy --stage dev",
        f"Error:\n{CREDS} Learn how to set up AWS provider credentials in our docs here: <http://slss.io/aws-creds-setup>.",
        1,
        "Deploy",
    )
    t.bash(
        "grep -A2 'acme-dev' ~/.aws/config",
        "[profile acme-dev]\nsso_session = acme\nsso_account_id = 000000000000",
        0,
        "Look for a profile",
    )
    t.bash(
        "npx serverless deploy --stage dev --aws-profile acme-dev",
        'Deploying "notify-svc" to stage "dev" (eu-west-1)\n\n✔ Service deployed to stack notify-svc-dev (64s)',
        0,
        "Deploy with profile",
    )
    t.say(
        "Deployed with `--aws-profile acme-dev`; the default profile has no credentials on this machine."
    )


@case(
    "serverless_secret_in_print_unfixed",
    stack="serverless",
    shape="unfixed",
    project_dir=SV,
    variation="secret_in_output",
    traps=["__SECRET__", "Invalid API key"],
)
def _(t, rng):
    tok = f"xoxb-{rng.randint(10**11, 10**12 - 1)}-{rng.randint(10**11, 10**12 - 1)}-{key(rng, 24)}"
    t.user("the send function errors in dev, check the config")
    t.bash(
        'npx serverless invoke --stage dev -f send --data \'{"to":"#ops"}\'',
        '{\n    "errorType": "SlackApiError",\n    "errorMessage": "Invalid API key"\n}',
        1,
        "Invoke",
    )
    t.bash(
        "npx serverless print --stage dev | grep -A4 environment",
        f"  environment:\n    STAGE: dev\n    SLACK_BOT_TOKEN: {tok}\n    SLACK_CHANNEL: '#ops'",
        0,
        "Print resolved config",
    )
    t.say(
        "The function gets a bot token from the config; Slack rejects it. It probably needs "
        "rotating in the SSM parameter — I can't do that from here, so it's still failing."
    )
    return [tok]


PR = "/home/dev/src/orders-api"
P3014 = "Prisma Migrate could not create the shadow database. Please make sure the database user has permission to create databases."


@case(
    "prisma_shadow_database_url_edit",
    stack="prisma",
    shape="config",
    project_dir=PR,
    variation="edit_then_same_command",
    expected=[fix(P3014, "bugfix", ["shadowDatabaseUrl"])],
)
def _(t, rng):
    t.user("create a migration for the new refunds table")
    t.bash(
        "npx prisma migrate dev --name add_refunds",
        "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\n"
        'Datasource "db": PostgreSQL database "orders", schema "public" at "db.orders.test:5432"\n\n'
        f"Error: P3014\n\n{P3014} Read more about the shadow database (and workarounds) at https://pris.ly/d/migrate-shadow\n\n"
        "Original error: \nERROR: permission denied to create database\n   0: schema_core::state::DevDiagnostic\n             at schema-engine/core/src/state.rs:276",
        1,
        "Create migration",
    )
    t.say(
        "The shared dev DB user can't create databases. There's a dedicated shadow database; pointing Prisma at it."
    )
    t.edit(
        "/home/dev/src/orders-api/prisma/schema.prisma",
        '  url      = env("DATABASE_URL")\n}',
        '  url               = env("DATABASE_URL")\n  shadowDatabaseUrl = env("SHADOW_DATABASE_URL")\n}',
    )
    t.bash(
        "npx prisma migrate dev --name add_refunds",
        "Environment variables loaded from .env\nApplying migration `20261103094512_add_refunds`\n\n"
        "The following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  └─ 20261103094512_add_refunds/\n    └─ migration.sql\n\nYour database is now in sync with your schema.",
        0,
        "Create migration",
    )
    t.say(
        'Migration created: schema.prisma now has `shadowDatabaseUrl = env("SHADOW_DATABASE_URL")` (already set in .env).'
    )


REACH = "PrismaClientInitializationError: Can't reach database server at `localhost:5433`"


@case(
    "prisma_tests_need_compose_service",
    stack="prisma",
    shape="setup",
    project_dir=PR,
    variation="other_tool_service",
    lang="pl",
    expected=[
        fix(REACH, "bugfix", ["docker compose -f docker-compose.test.yml up -d", "postgres-test"])
    ],
)
def _(t, rng):
    fail = (
        " RUN  v2.1.4 /home/dev/src/orders-api\n\n ✓ src/money.test.ts (6 tests) 4ms\n ✓ src/tax.test.ts (4 tests) 3ms\n"
        " ❯ src/orders.repo.test.ts (5 tests | 5 failed) 1042ms\n   × creates an order\n\n"
        f"⎯⎯⎯⎯⎯ Failed Tests 5 ⎯⎯⎯⎯⎯\n\n FAIL  src/orders.repo.test.ts > creates an order\n{REACH}\n\n"
        "Please make sure your database server is running at `localhost:5433`.\n ❯ src/orders.repo.test.ts:12:5\n\n"
        " Test Files  1 failed | 2 passed (3)\n      Tests  5 failed | 10 passed (15)"
    )
    t.user("Odpal testy, proszę.")
    t.bash("npm test", fail, 1, "Testy")
    t.bash(
        "docker compose -f docker-compose.test.yml up -d postgres-test",
        "[+] Running 1/1\n ✔ Container orders-api-postgres-test-1  Started",
        0,
        "Start testowej bazy",
    )
    t.bash(
        "npm test",
        " Test Files  3 passed (3)\n      Tests  15 passed (15)\n   Duration  2.31s",
        0,
        "Testy",
    )
    t.say(
        "Wszystkie 15 przechodzą po `docker compose -f docker-compose.test.yml up -d postgres-test`."
    )


@case(
    "prisma_unrelated_types_install",
    stack="prisma",
    shape="unrelated",
    project_dir=PR,
    variation="unrelated_install",
    traps=["@types/node", "Unique constraint failed on the fields: (`sku`)"],
)
def _(t, rng):
    err = "PrismaClientKnownRequestError: \nInvalid `prisma.product.create()` invocation:\n\nUnique constraint failed on the fields: (`sku`)"
    t.user("fix the seed script and run the lint")
    t.bash(
        "npx prisma db seed",
        f"Running seed command `tsx prisma/seed.ts` ...\n{err}\n\nAn error occurred while running the seed command:\nError: Command failed with exit code 1: tsx prisma/seed.ts",
        1,
        "Seed",
    )
    t.bash(
        "npm install --save-dev @types/node@22",
        "changed 1 package, and audited 402 packages in 2s",
        0,
        "Update node types",
    )
    t.bash("npm run lint", "> orders-api@0.3.0 lint\n> eslint src\n", 0, "Lint")
    t.say("Lint passes. The seed still hits a duplicate sku; I haven't fixed the seed script.")


AL = "/home/dev/src/inventory"
HEADS = "Multiple head revisions are present for given argument 'head'; please specify a specific target revision"


@case(
    "alembic_merge_heads",
    stack="alembic",
    shape="setup",
    project_dir=AL,
    variation="codegen_migration",
    expected=[fix(HEADS, "bugfix", ["alembic merge"])],
)
def _(t, rng):
    t.user("upgrade the local db to head")
    t.bash(
        "alembic upgrade head",
        "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
        f"ERROR [alembic.util.messaging] {HEADS}, '<branchname>@head' to narrow to a specific head, or 'heads' for all heads\n"
        f"  FAILED: {HEADS}, '<branchname>@head' to narrow to a specific head, or 'heads' for all heads",
        255,
        "Upgrade",
    )
    t.bash("alembic heads", "3c9f1a2b7d10 (head)\n8e2d4c6a0b51 (head)", 0, "List heads")
    t.bash(
        "alembic merge -m 'merge stock and pricing heads' heads",
        "  Generating /home/dev/src/inventory/migrations/versions/f1a0c3e5d2b4_merge_stock_and_pricing_heads.py ...  done",
        0,
        "Merge heads",
    )
    t.bash(
        "alembic upgrade head",
        "INFO  [alembic.runtime.migration] Running upgrade 3c9f1a2b7d10, 8e2d4c6a0b51 -> f1a0c3e5d2b4, merge stock and pricing heads",
        0,
        "Upgrade",
    )
    t.say("Upgraded after `alembic merge -m ... heads` joined the two branches.")


URL = "sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from given URL string"


@case(
    "alembic_env_from_user",
    stack="alembic",
    shape="invocation",
    project_dir=AL,
    variation="user_stated",
    lang="zh",
    expected=[fix(URL, "lesson", ["ALEMBIC_DB_URL"], [".env.local"])],
)
def _(t, rng):
    t.user("帮我看看 alembic current 为什么报错")
    t.bash(
        "alembic current",
        'Traceback (most recent call last):\n  File "/home/dev/src/inventory/.venv/bin/alembic", line 8, in <module>\n    sys.exit(main())\n'
        '  File "/home/dev/src/inventory/migrations/env.py", line 19, in <module>\n    engine = create_engine(os.environ.get("ALEMBIC_DB_URL", ""))\n'
        f"{URL}",
        1,
        "查看当前版本",
    )
    t.say(
        "env.py 从 ALEMBIC_DB_URL 读取连接串，但这个变量是空的。要我改 env.py 用 DATABASE_URL 吗？"
    )
    t.user("不用改。ALEMBIC_DB_URL 在 .env.local 里，先把它导出再跑 alembic。")
    t.bash(
        "set -a && . ./.env.local && set +a && alembic current",
        "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nf1a0c3e5d2b4 (head) (mergepoint)",
        0,
        "导出后再运行",
    )
    t.say("好了：先用 `set -a && . ./.env.local && set +a` 导出 ALEMBIC_DB_URL，alembic 就能连上。")


FW = "/home/dev/src/payments-db"
CHK = "Migration checksum mismatch for migration version 14"


@case(
    "flyway_user_fixed_outside",
    stack="flyway",
    shape="unfixed",
    project_dir=FW,
    variation="user_fixed_outside",
    traps=["flyway repair", CHK],
)
def _(t, rng):
    t.user("apply the pending migrations on my local db")
    t.bash(
        "flyway -configFiles=conf/local.toml migrate",
        "Flyway OSS Edition 10.21.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5432/payments (PostgreSQL 16.4)\n"
        f"ERROR: Validate failed: Migrations have failed validation\n{CHK}\n-> Applied to database : 1839201947\n-> Resolved locally    : -418273611\n"
        "Either revert the changes to the migration, or run repair to update the schema history.\nNeed more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE",
        1,
        "Migrate",
    )
    t.say(
        "V14 changed after it was applied. I could run `flyway repair` to accept the new checksum."
    )
    t.user(
        "Don't. Someone edited V14 by mistake; I already reverted it on main from my other machine. Just pull."
    )
    t.bash(
        "git pull --ff-only && flyway -configFiles=conf/local.toml migrate",
        "Updating 8a1b2c3..9d8e7f6\nFast-forward\n sql/V14__add_refund_reason.sql | 2 +-\n"
        'Successfully validated 17 migrations (execution time 00:00.031s)\nSuccessfully applied 2 migrations to schema "public", now at version v17',
        0,
        "Pull and migrate",
    )
    t.say("Migrated to v17 after pulling your revert.")


@case(
    "flyway_clean_constraint",
    stack="flyway",
    shape="unfixed",
    project_dir=FW,
    variation="user_constraint",
    lang="fr",
    traps=[],
)
def _(t, rng):
    t.user("Migre la base de staging partagée avec la conf staging.")
    t.bash(
        "flyway -configFiles=conf/staging.toml migrate",
        "Flyway OSS Edition 10.21.0 by Redgate\n\nDatabase: jdbc:postgresql://pg.staging.acme.test:5432/payments (PostgreSQL 16.4)\n"
        'ERROR: Found non-empty schema(s) "public" but no schema history table. Use baseline() or set baselineOnMigrate to true to initialize the schema history table.',
        1,
        "Migrer staging",
    )
    t.say(
        "Le schéma existe sans table d'historique. Une option serait `flyway clean` puis migrate."
    )
    t.user(
        "Jamais de `flyway clean` sur staging, c'est la base partagée avec l'équipe QA. Règle "
        "permanente pour ce dépôt. Je vais voir avec le DBA pour le baseline."
    )
    t.say(
        "Entendu : jamais `flyway clean` ici. Je n'ai rien lancé de plus ; la migration de staging reste en attente du baseline."
    )


SB = "/home/dev/src/pricing-scala"
CKS = "checksum mismatch: /home/dev/.cache/coursier/v1/https/maven.acme.example/releases/com/acme/ledger-core_3/2.4.1/ledger-core_3-2.4.1.jar"


@case(
    "sbt_coursier_cache_clear",
    stack="sbt",
    shape="setup",
    project_dir=SB,
    variation="cache_clear_after_wrong",
    expected=[fix(CKS, "bugfix", ["rm -rf"], [".cache/coursier", "coursier cache"])],
    traps=["sbt clean"],
)
def _(t, rng):
    fail = (
        "[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 21.0.4)\n[info] loading settings for project pricing-scala-build from plugins.sbt ...\n"
        "[info] loading project definition from /home/dev/src/pricing-scala/project\n[info] set current project to pricing (in build file:/home/dev/src/pricing-scala/)\n"
        "[info] Updating pricing_3\n[info] Resolved pricing_3 dependencies\n[info] Fetching artifacts of pricing_3\n"
        "[error] lmcoursier.internal.shaded.coursier.error.FetchError$DownloadingArtifacts: Error fetching artifacts:\n"
        f"[error] https://maven.acme.example/releases/com/acme/ledger-core_3/2.4.1/ledger-core_3-2.4.1.jar: {CKS}\n"
        "[error] (update) lmcoursier.internal.shaded.coursier.error.FetchError$DownloadingArtifacts: Error fetching artifacts:\n"
        "[error] Total time: 7 s, completed Nov 3, 2026, 10:02:11 AM"
    )
    t.user("sbt test is broken since yesterday's network outage")
    t.bash("sbt test", fail, 1, "Run tests")
    t.bash(
        "sbt clean test",
        fail.replace("[info] Updating", "[success] Total time: 0 s\n[info] Updating"),
        1,
        "Clean and test",
    )
    t.say("The jar in Coursier's download cache looks truncated. Removing that artifact's folder.")
    t.bash(
        "rm -rf ~/.cache/coursier/v1/https/maven.acme.example/releases/com/acme/ledger-core_3/2.4.1",
        "",
        0,
        "Drop the corrupt artifact",
    )
    t.bash(
        "sbt test",
        "[info] Fetching artifacts of pricing_3\n[info] Fetched artifacts of pricing_3\n[info] PriceSpec:\n[info] - rounds to cents\n"
        "[info] Tests: succeeded 38, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 31 s",
        0,
        "Run tests",
    )
    t.say("Green again: the corrupted jar in ~/.cache/coursier was the problem.")


@case(
    "sbt_exploration_nothing_fixed",
    stack="sbt",
    shape="unfixed",
    project_dir=SB,
    variation="exploration",
    traps=["java.lang.OutOfMemoryError: Metaspace", "bloopInstall"],
)
def _(t, rng):
    t.user("Metals keeps failing to import the build. Poke around, but don't change config.")
    t.bash(
        "sbt bloopInstall",
        "[info] welcome to sbt 1.10.2\n[error] java.lang.OutOfMemoryError: Metaspace\n[error] Use 'last' for the full log.",
        1,
        "Export to Bloop",
    )
    t.bash(
        "sbt -J-Xmx2G bloopInstall",
        "[info] welcome to sbt 1.10.2\n[error] java.lang.OutOfMemoryError: Metaspace",
        1,
        "More heap",
    )
    t.bash("bloop projects", "bloop: command not found", 127, "List Bloop projects")
    t.bash("cat .jvmopts", "cat: .jvmopts: No such file or directory", 1, "JVM options")
    t.say(
        "Import fails with Metaspace OOM, more heap doesn't change it, and the bloop CLI isn't "
        "installed. I haven't found the cause and changed nothing."
    )
