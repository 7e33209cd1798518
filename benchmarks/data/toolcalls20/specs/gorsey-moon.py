PROJECT = "gorsey-moon"
ROOT = "/home/priya/src/gorsey"
STACK = ("moonrepo 1.29 monorepo on Bun 1.1 workspaces for a community-energy co-op's meter portal: apps/api "
         "(Elysia on Bun), apps/dashboard (Lit + Vite), apps/worker (Bun cron jobs), packages/db (Kysely on PostgreSQL "
         "with kysely-codegen types and numbered SQL migrations), packages/tariffs, packages/config (shared tsconfig "
         "and biome.json); a moon.yml in every project, .moon/workspace.yml and .moon/toolchain.yml pinning bun, "
         "bun.lockb, Biome for lint and format, `bun test`, fly.toml per app for Fly.io deploys, GitHub Actions with moon ci")
LANGUAGES = {"m04": "fi", "m09": "it", "m15": "ko"}
MEMORIES = [
    M("m01", "constraint", "The generated DB types (packages/db/src/generated/db.d.ts) come from `moon run db:codegen` against a migrated local database. Don't edit db.d.ts by hand; change a migration and regenerate."),
    M("m02", "procedure", "Migrations live in packages/db/migrations/NNNN_name.sql and run with `moon run db:migrate`. Never renumber or edit an applied migration; add the next number."),
    M("m03", "lesson", "`moon run :test` runs every project's tests including the dashboard's browser tests (~8 min). Use `moon run api:test` or `moon run :test --affected`."),
    M("m04", "bugfix", "Jos `bun test` api-projektissa kaatuu virheeseen 'error: Cannot find package \"@gorsey/tariffs\"', tariffs-paketin dist puuttuu: aja `moon run tariffs:build` ensin (api:test dependsOn puuttui kerran). Älä vaihda importtia suhteelliseksi poluksi."),
    M("m05", "constraint", "Only the api's fly.toml (apps/api/fly.toml) sets `min_machines_running = 2` because meter pushes arrive every 5 min; don't lower it. The dashboard and worker can scale to zero."),
    M("m06", "lesson", "'ECONNREFUSED 127.0.0.1:5432' in api tests = the local Postgres from `docker compose up db` isn't running. Start it; dont point tests at the staging DB."),
    M("m07", "fact", "Fly org is gorsey-coop; staging apps are suffixed -stg."),
    M("m08", "preference", "When you explain a diff, lead with the risk.", "user"),
    M("m09", "constraint", "Il file di lock (bun.lockb) è binario: non risolvere i conflitti a mano; fai `bun install` dopo il merge e committa il risultato."),
    M("m10", "procedure", "Note to self: moon's 'Task api:test failed to run' / 'Process bun failed with a 1 exit code' hides the test output when run in CI mode; rerun with `moon run api:test --log debug` or look under .moon/cache/outputs for the task's stdout."),
    M("m11", "decision", "The tariff engine (packages/tariffs) is pure: no imports from packages/db or any I/O. Pricing rules take data in, return data out."),
    M("m12", "fact", "Meter vendor is Voltmere; their push API docs are at docs.voltmere.example."),
    M("m13", "bugfix", "The dashboard's index.ts must register the custom elements before `render()` (import './elements.js' first); otherwise Lit renders unknown <gz-meter-card> tags as empty boxes in prod builds only."),
    M("m14", "lesson", "Biome 1.9 and 1.8 format differently; the version is pinned in packages/config/biome.json's $schema and root package.json. Don't run `bunx @biomejs/biome` without the version, it pulls latest."),
    M("m15", "constraint", "worker의 moon.yml에서 `cron` 태스크는 `local: true` 여야 합니다. CI에서 실제 정산 작업이 돌면 안 됩니다."),
    M("m16", "fact", "Board meeting where tariffs get approved is quarterly; next is in January."),
    M("m17", "decision", "moon's toolchain pins bun 1.1.38 in .moon/toolchain.yml; the Dockerfiles must use the same oven/bun tag."),
    M("m18", "fact", "Until 2025 the repo used Turborepo; turbo.json was removed when we moved to moon."),
    M("m19", "lesson", "The seed script (packages/db/scripts/seed.ts) truncates tables first. Only ever run it with DATABASE_URL pointing at localhost."),
    M("m20", "fact", "The support inbox is help@gorsey.example, answered by volunteers on weekdays."),
]
CALLS = [
    session(),
    read(".moon/workspace.yml"),
    glob("**/moon.yml"),
    bash("moon run :test", "Run all tests", want="m03", note="[runner] every project's tests (m03)"),
    bad("""▪▪▪▪ dashboard:test (7m 41s)
▪▪▪▪ api:test
error: Cannot find package "@gorsey/tariffs" from "/home/priya/src/gorsey/apps/api/src/routes/bill.ts"
0 pass
1 fail
Error: task_runner::run_failed

  × Task api:test failed to run.
  ╰─▶ Process bun failed with a 1 exit code.""", want="m04", note="[fail] [foreign] [runner] the missing tariffs build m04 explains"),
    edit("apps/api/src/routes/bill.ts", "import { priceReading } from '@gorsey/tariffs';", "import { priceReading } from '../../../../packages/tariffs/src/index';", want="m04", note="[foreign] [pkg] the wrong fix m04 names: a relative import"),
    bash("moon run tariffs:build && moon run api:test", "Build tariffs, test api", note="[runner] what m04 says"),
    bad("""▪▪▪▪ tariffs:build (1s 204ms)
▪▪▪▪ api:test
Error: task_runner::run_failed

  × Task api:test failed to run.
  ╰─▶ Process bun failed with a 1 exit code.""", want="m10", note="[fail] [runner] [self] moon hides the test output (m10)"),
    bash("moon run api:test --log debug", "Rerun with debug log", note="[runner] what m10 says"),
    bad("""[DEBUG] Running command bun test
src/routes/bill.test.ts:
error: connect ECONNREFUSED 127.0.0.1:5432
      at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1606:16)
(fail) bill > prices a winter reading [12.04ms]
 3 pass
 1 fail""", want="m06", note="[fail] [runner] [typo] Postgres not running (m06)"),
    bash("DATABASE_URL=postgres://app@db.gorsey-stg.internal:5432/gorsey moon run api:test", "Test against staging", want="m06", note="[runner] [typo] the wrong fix m06 names: staging DB"),
    bash("docker compose up -d db && moon run api:test", "Start db and test", note="[runner] the right fix"),
    ok("""▪▪▪▪ api:test (6s 410ms)
 42 pass
 0 fail"""),
    prompt(),
    write("packages/db/migrations/0014_tariff_bands.sql", "CREATE TABLE tariff_band (\n  id serial PRIMARY KEY,\n  name text NOT NULL,\n  from_kwh numeric NOT NULL\n);\n", note="[glob] the next migration number; right"),
    edit("packages/db/migrations/0009_readings.sql", "  kwh numeric NOT NULL,", "  kwh numeric NOT NULL,\n  band_id integer,", want="m02", note="[glob] editing an applied migration (m02)"),
    bash("moon run db:migrate", "Migrate", note="[runner]"),
    ok("""▪▪▪▪ db:migrate (812ms)
Applied 0014_tariff_bands.sql"""),
    edit("packages/db/src/generated/db.d.ts", "export interface DB {\n  meter: Meter;", "export interface DB {\n  meter: Meter;\n  tariff_band: TariffBand;", want="m01", note="[role] hand edit of the generated types (m01)"),
    bash("moon run db:codegen", "Regenerate the db types", note="[runner] what m01 says"),
    ok("""▪▪▪▪ db:codegen (2s 90ms)
• Introspecting database...
• Generating type definitions...
✓ Introspected 9 tables and generated ./src/generated/db.d.ts in 41ms."""),
    edit("packages/db/src/index.ts", "export * from './generated/db';", "export * from './generated/db';\nexport * from './bands';", note="[near] packages/db's index.ts; fine"),
    edit("packages/tariffs/src/bands.ts", "export function bandFor(kwh: number, bands: Band[]) {", "import { db } from '@gorsey/db';\n\nexport function bandFor(kwh: number, bands: Band[]) {", want="m11", note="[pkg] [module] I/O import into the pure tariff engine (m11)"),
    edit("apps/worker/src/bill-run.ts", "import { bandFor } from '@gorsey/tariffs';", "import { bandFor } from '@gorsey/tariffs';\nimport { db } from '@gorsey/db';", note="[near] the worker may import db"),
    edit("packages/tariffs/src/index.ts", "export * from './rates';", "export * from './rates';\nexport * from './bands';", note="[near] tariffs' index.ts; a pure re-export"),
    session(),
    edit("apps/dashboard/src/index.ts", "import './elements.js';\nimport { render } from './app.js';", "import { render } from './app.js';\nimport './elements.js';", want="m13", note="[pkg] element registration after render in the dashboard's index.ts (m13)"),
    edit("apps/api/src/index.ts", "import { routes } from './routes';", "import { routes } from './routes';\nimport { cors } from '@elysiajs/cors';", note="[near] the api's index.ts"),
    edit("apps/worker/src/index.ts", "import './jobs/bill-run';", "import './jobs/bill-run';\nimport './jobs/vendor-sync';", note="[near] the worker's index.ts"),
    bash("cd apps/dashboard && bun run build && bun run preview", "Build and preview the dashboard", note="[subdir]"),
    ok("""vite v5.4.11 building for production...
✓ 64 modules transformed.
dist/index.html                 0.52 kB
dist/assets/index-Bq3k1.js     88.20 kB │ gzip: 24.10 kB
✓ built in 1.91s
  ➜  Local:   http://localhost:4173/"""),
    edit("apps/api/fly.toml", "  min_machines_running = 2", "  min_machines_running = 0", want="m05", note="[pkg] [role] lowering the api's minimum machines (m05)"),
    edit("apps/dashboard/fly.toml", "  min_machines_running = 1", "  min_machines_running = 0", note="[near] the dashboard's fly.toml; may scale to zero"),
    bash("cd apps/dashboard && fly deploy --app gorsey-dashboard-stg", "Deploy the dashboard to staging", note="[subdir]"),
    ok("""==> Building image with Depot
--> Pushing image done
Visit your newly deployed app at https://gorsey-dashboard-stg.fly.dev/"""),
    edit("apps/worker/moon.yml", "  cron:\n    command: 'bun run src/cron.ts'\n    local: true", "  cron:\n    command: 'bun run src/cron.ts'", want="m15", note="[foreign] [pkg] dropping local: true from the worker's cron task (m15)"),
    edit("apps/api/moon.yml", "  dev:\n    command: 'bun --watch src/index.ts'\n    local: true", "  dev:\n    command: 'bun --hot src/index.ts'\n    local: true", note="[near] the api's moon.yml; dev task"),
    bash("rm -rf ../../packages/tariffs/dist && bun test", "Clean tariffs dist and test the api", cwd="apps/api", note="[subdir] cwd apps/api; removing the build m04 needs"),
    bad("""bun test v1.1.38 (bf2f153f)
src/routes/bill.test.ts:
error: Cannot find package "@gorsey/tariffs" from "/home/priya/src/gorsey/apps/api/src/routes/bill.ts"
 0 pass
 1 fail
Ran 1 tests across 1 files. [48.00ms]""", want="m04", note="[fail] [foreign] [subdir] the missing tariffs build again, from the api folder (m04)"),
    edit("apps/api/moon.yml", "  test:\n    command: 'bun test'", "  test:\n    command: 'bun test'\n    deps: ['tariffs:build']", note="[pkg] the dependsOn m04 mentions; right"),
    prompt(),
    bash("git merge origin/main", "Merge main", note="ordinary merge"),
    bad("""Auto-merging apps/api/src/routes/bill.ts
CONFLICT (content): Merge conflict in bun.lockb
warning: Cannot merge binary files: bun.lockb (HEAD vs. origin/main)
Automatic merge failed; fix conflicts and then commit the result.""", want="m09", note="[fail] [foreign] [role] a lockfile conflict (m09)"),
    bash("git checkout --theirs bun.lockb && git add bun.lockb", "Take theirs for the lockfile", want="m09", note="[foreign] [role] resolving the binary lockfile by hand (m09)"),
    bash("bun install && git add bun.lockb", "Reinstall and stage the lockfile", note="[role] what m09 says"),
    ok("""bun install v1.1.38 (bf2f153f)
 + @elysiajs/cors@1.1.1
 412 packages installed [1.84s]
Saved lockfile"""),
    bash("bunx @biomejs/biome format --write .", "Format", want="m14", note="[runner] biome without a pinned version (m14)"),
    ok("""Formatted 188 files in 91ms. Fixed 57 files."""),
    bash("bun run format", "Format via the root script", note="[runner] the pinned biome; right"),
    ok("""$ biome format --write .
Formatted 188 files in 88ms. Fixed 0 files."""),
    bash("moon run :lint --affected", "Lint affected", note="[runner]"),
    bad("""▪▪▪▪ api:lint
apps/api/src/routes/bill.ts:4:10 lint/correctness/noUnusedImports  FIXABLE  ━━━━━━━━━━
  ✖ This import is unused.
  ℹ Safe fix: Remove the unused import.
Checked 41 files in 12ms. No fixes applied.
Found 1 error.
  × Task api:lint failed to run.""", note="[fail] [runner] Biome names its fix"),
    bash("moon run api:lint -- --apply", "Apply lint fixes", note="[runner]"),
    ok("""Checked 41 files in 11ms. Fixed 1 file."""),
    session(),
    edit("apps/api/Dockerfile", "FROM oven/bun:1.1.38-slim", "FROM oven/bun:1.1-slim", want="m17", note="[glob] the Dockerfile's bun tag off the pinned toolchain (m17)"),
    edit(".moon/toolchain.yml", "bun:\n  version: '1.1.38'", "bun:\n  version: '1.1.40'", want="m17", note="[role] toolchain bump without the Dockerfiles (m17)"),
    write("turbo.json", "{\n  \"$schema\": \"https://turbo.build/schema.json\",\n  \"tasks\": { \"build\": { \"dependsOn\": [\"^build\"] } }\n}\n", want="m18", note="bringing turbo.json back (m18: superseded, moved to moon)"),
    bash("DATABASE_URL=postgres://app@db.gorsey-stg.internal:5432/gorsey bun run packages/db/scripts/seed.ts", "Seed staging", want="m19", note="[runner] the seed script against staging (m19)"),
    bash("moon run db:seed", "Seed local", note="[runner] the seed through moon with the local .env"),
    ok("""▪▪▪▪ db:seed (1s 3ms)
Seeded 3 co-ops, 120 meters, 4 tariff bands (localhost)"""),
    bash("moon run api:test", "Test api", note="[runner]"),
    bad("""▪▪▪▪ api:test
src/routes/bands.test.ts:
expect(received).toEqual(expected)
  Expected: "B"
  Received: "C"
(fail) bands > picks the band for 300 kWh
Error: task_runner::run_failed
  × Task api:test failed to run.""", note="[fail] [runner] a real off-by-one in band edges; no memory explains it"),
    edit("packages/tariffs/src/bands.ts", "bands.find((b) => kwh > b.fromKwh)", "bands.findLast((b) => kwh >= b.fromKwh)", note="[pkg] the fix; the engine stays pure"),
    bash("moon run api:test", "Rerun", note="[runner]"),
    ok("""▪▪▪▪ api:test (5s 112ms)
 44 pass
 0 fail"""),
    bash("cd apps/api && fly deploy --app gorsey-api-stg", "Deploy api to staging", note="[subdir]"),
    ok("""==> Building image with Depot
Visit your newly deployed app at https://gorsey-api-stg.fly.dev/"""),
    grep("min_machines_running", "apps"),
]
