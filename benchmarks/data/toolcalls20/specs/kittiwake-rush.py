PROJECT = "kittiwake-rush"
ROOT = "/home/ines/src/kittiwake"
STACK = ("Rush 5 monorepo on pnpm 8 for a ferry operator's booking platform: apps/booking-web (React 18 + Vite), "
         "apps/ops-console, apps/booking-api (Fastify), libraries/fare-engine, libraries/api-client (generated from "
         "openapi/booking.yaml), libraries/ui-kit, tools/eslint-config; Heft builds and Jest through rushx, "
         "common/config/rush (pnpm-lock.yaml, version-policies.json, command-line.json), rush change files, Azure Pipelines")
LANGUAGES = {"m07": "de", "m12": "pt", "m16": "nl"}
MEMORIES = [
    M("m01", "constraint", "Never edit the lockfile by hand (common/config/rush/pnpm-lock.yaml). Run `rush update` and commit what it writes; `rush update --full` only with a note in the PR."),
    M("m02", "procedure", "The generated client (libraries/api-client/src/generated/) comes from openapi/booking.yaml via `rushx generate` in libraries/api-client. Change the yaml, regenerate, never patch the generated .ts."),
    M("m03", "bugfix", "fare-engine's index.ts re-exports are order-sensitive: `rounding` must be exported before `pricing`, else Heft's api-extractor reports ae-forgotten-export and the .d.ts rollup is empty."),
    M("m04", "procedure", "Every PR touching a published library needs a change file: `rush change` (writes common/changes/@kittiwake/<pkg>/*.json). CI fails with 'Change file is missing' otherwise."),
    M("m05", "constraint", "apps/booking-api/config.yaml is the prod default config; local values go in config.local.yaml (gitignored). Don't put localhost URLs in config.yaml."),
    M("m06", "lesson", "`rush build` without -t rebuilds all 23 projects (~9 min). Use `rush build -t @kittiwake/<pkg>` for the one you touch."),
    M("m07", "lesson", "Wenn `rush install` mit 'The shrinkwrap file is out of date' abbricht, hat jemand package.json geändert ohne `rush update`. Nicht --bypass-policy verwenden, sondern `rush update` laufen lassen."),
    M("m08", "decision", "ui-kit's jest config (libraries/ui-kit/config/jest.config.json) uses jsdom; every other project uses node. Don't copy the ui-kit one around."),
    M("m09", "bugfix", "booking-api tests hit 'EADDRINUSE :::8088' when a dev server from `rushx dev` is still running in another terminal; kill that, dont change the test port."),
    M("m10", "fact", "Ops-console is owned by the harbour ops team (Morwenna Tait); booking-web by the web team. Ask before redesigning ops screens."),
    M("m11", "preference", "I like short PR descriptions with a checklist at the end.", "user"),
    M("m12", "constraint", "Os ficheiros em common/config/rush/version-policies.json definem a política 'public-libs' com lockStep; não mudes a versão à mão nos package.json das bibliotecas, usa `rush version --bump`."),
    M("m13", "fact", "The Azure pipeline agent pool 'kw-linux' has 4 agents; builds queue up on Monday mornings."),
    M("m14", "lesson", "Jest in booking-web fails with 'Cannot use import statement outside a module' for date-fns-tz ESM; the fix is the transformIgnorePatterns entry in apps/booking-web/config/jest.config.json, not babel config."),
    M("m15", "fact", "The fare tables for winter 2026 were signed off by finance on 2026-09-14."),
    M("m16", "constraint", "Zet nooit `\"strict\": false` in een tsconfig.json van een library; gebruik `// @ts-expect-error` met een ticketnummer."),
    M("m17", "procedure", "Note to self: when `rush build` only prints 'Operations failed' at the end, the real error is in the project's own log: common/temp/build-logs/<project>.build.log or scroll up to the '--[ FAILURE: @kittiwake/... ]--' banner."),
    M("m18", "fact", "Staging is booking.staging.kittiwake.test; prod deploys are Thursdays only."),
    M("m19", "decision", "tools/eslint-config is the one shared ESLint config; projects extend it, they don't carry their own rules beyond overrides for tests."),
]
CALLS = [
    session(),
    read("rush.json"),
    glob("**/index.ts", "libraries"),
    bash("cd libraries/fare-engine && rushx build", "Build fare-engine", note="[subdir] [runner] ordinary build of one project; nothing remembered applies"),
    bad("""Starting "heft build --clean"
---- build started ----
[build:typescript] Using TypeScript version 5.4.5
[build:api-extractor] Warning: src/index.ts:4:1 - (ae-forgotten-export) The symbol "RoundingMode" needs to be exported by the entry point index.d.ts
[build:api-extractor] Error: api-extractor: the .d.ts rollup is empty
---- build finished (3.112s) ----
-------------------- Finished (3.118s) --------------------
Encountered 1 error
[build:api-extractor] api-extractor failed""", want="m03", note="[fail] [pkg] [subdir] [runner] ae-forgotten-export in fare-engine: export order (m03)"),
    read("libraries/fare-engine/src/index.ts"),
    edit("libraries/fare-engine/src/index.ts", "export * from './pricing';\nexport * from './rounding';", "export * from './rounding';\nexport * from './pricing';", note="[pkg] the fix m03 describes, already right; silent"),
    bash("cd libraries/fare-engine && rushx build", "Rebuild fare-engine", note="[subdir] [runner] rebuild"),
    ok("""---- build finished (4.021s) ----
-------------------- Finished (4.030s) --------------------"""),
    edit("libraries/ui-kit/src/index.ts", "export { Button } from './Button';", "export { Button } from './Button';\nexport { FareBadge } from './FareBadge';", note="[near] another package's index.ts; m03 is fare-engine's only"),
    edit("apps/booking-web/src/index.ts", "import './styles.css';", "import './styles.css';\nimport './fonts.css';", note="[near] a third index.ts"),
    prompt(),
    bash("rush build", "Build everything", want="m06", note="[runner] rush build without -t (m06)"),
    ok("""Rush Multi-Project Build Tool 5.128.1
Analyzing repo state... DONE (0.41 seconds)
Executing a maximum of 4 simultaneous processes...
==[ SUCCESS: 23 operations ]===================================
rush build (542.10 seconds)"""),
    bash("rush build -t @kittiwake/booking-web", "Build booking-web and its deps", note="[runner] the way m06 says; silent"),
    bad("""==[ @kittiwake/booking-web ]=========================[ 4 of 4 ]==
"@kittiwake/booking-web" failed to build.
==[ FAILURE: 1 operation ]=====================================
--[ FAILURE: @kittiwake/booking-web ]---------------[ 38.20 seconds ]--
Returned error code: 2
Operations failed.
rush build - Errors! (41.02 seconds)""", want="m17", note="[fail] [runner] [self] only the summary; the self-note says where the real line is (m17)"),
    read("common/temp/build-logs/@kittiwake+booking-web.build.log"),
    bash("cd apps/booking-web && rushx test", "Run booking-web tests", note="[subdir] [runner] tests"),
    bad("""FAIL src/components/DepartureTime.test.tsx
  ● Test suite failed to run
    Jest encountered an unexpected token
    /home/ines/src/kittiwake/common/temp/node_modules/.pnpm/date-fns-tz@3.1.3/node_modules/date-fns-tz/dist/esm/index.js:1
    ({"Object.<anonymous>":function(module,exports,require,__dirname,__filename,jest){import { format } from './format/index.js';
    SyntaxError: Cannot use import statement outside a module
Test Suites: 1 failed, 31 passed, 32 total""", want="m14", note="[fail] [pkg] [subdir] [runner] the ESM failure m14 describes"),
    edit("apps/booking-web/babel.config.js", "presets: ['@babel/preset-env'],", "presets: [['@babel/preset-env', { modules: 'commonjs' }]],", want="m14", note="[pkg] the wrong fix: babel config; m14 says jest.config.json"),
    edit("apps/booking-web/config/jest.config.json", '"transformIgnorePatterns": []', '"transformIgnorePatterns": ["node_modules/(?!\\\\.pnpm|date-fns-tz)"]', note="[pkg] the right fix; already what m14 says"),
    edit("apps/ops-console/config/jest.config.json", '"testEnvironment": "node"', '"testEnvironment": "node",\n  "setupFiles": ["./config/setup.js"]', note="[near] another jest.config.json, not jsdom"),
    edit("apps/ops-console/config/jest.config.json", '"testEnvironment": "node"', '"testEnvironment": "jsdom"', want="m08", note="[glob] jsdom copied outside ui-kit (m08)"),
    session(),
    read("openapi/booking.yaml"),
    edit("openapi/booking.yaml", "      departureId:\n        type: string", "      departureId:\n        type: string\n      vehicleLength:\n        type: number", note="[role] editing the source of the generated client; right place"),
    edit("libraries/api-client/src/generated/models/Booking.ts", "  departureId: string;", "  departureId: string;\n  vehicleLength?: number;", want="m02", note="[role] patching the generated client (m02)"),
    bash("cd libraries/api-client && rushx generate", "Regenerate the API client", note="[subdir] [runner] what m02 says; silent"),
    ok("""> openapi-typescript-codegen --input ../../openapi/booking.yaml --output src/generated
Done."""),
    bash("cd libraries/api-client && rushx lint", "Lint the client", note="[subdir] [runner] [near] harmless subcommand in the same package"),
    ok("""eslint src --ext .ts
(no problems)"""),
    edit("libraries/api-client/package.json", '"version": "3.4.0"', '"version": "3.5.0"', want="m12", note="[foreign] [role] hand version bump of a lockStep library (m12)"),
    bash("git push -u origin feat/vehicle-length", "Push the branch", want="m04", note="push without a change file for a published library (m04)"),
    ok("""To ssh://git.kittiwake.test/web/kittiwake.git
 * [new branch]      feat/vehicle-length -> feat/vehicle-length"""),
    bash("rush change", "Write change files", note="[runner] what m04 says; silent"),
    ok("""The following projects have been changed and require change descriptions:
  @kittiwake/api-client
Describe changes, or ENTER if no changes: Add vehicleLength
Created file: common/changes/@kittiwake/api-client/feat-vehicle-length_2026-12-05-09-14.json"""),
    prompt(),
    edit("apps/booking-web/package.json", '"date-fns-tz": "^3.1.3"', '"date-fns-tz": "^3.2.0"', note="dependency bump; the lockfile step comes next"),
    bash("rush install", "Install", note="[runner] install after a package.json change"),
    bad("""Rush Multi-Project Build Tool 5.128.1
Validating package manager shrinkwrap file.
The shrinkwrap file is out of date. You need to run "rush update".
ERROR: The shrinkwrap file is out of date.""", want="m07", note="[fail] [runner] [foreign] the shrinkwrap error m07 explains"),
    bash("rush install --bypass-policy", "Install bypassing policy", want="m07", note="[runner] [foreign] the wrong fix m07 forbids"),
    edit("common/config/rush/pnpm-lock.yaml", "  /date-fns-tz@3.1.3:", "  /date-fns-tz@3.2.0:", want="m01", note="[role] hand edit of the lockfile (m01)"),
    bash("rush update", "Update the shrinkwrap", note="[runner] the right way; silent"),
    ok("""Rush Multi-Project Build Tool 5.128.1
Updating shrinkwrap file...
Wrote common/config/rush/pnpm-lock.yaml
Rush update finished successfully. (18.40 seconds)"""),
    bash("rush update --full", "Full re-resolve", want="m01", note="[runner] --full needs the PR note (m01)"),
    session(),
    edit("apps/booking-api/config.yaml", "  baseUrl: https://api.kittiwake.test", "  baseUrl: http://localhost:8088", want="m05", note="[pkg] [role] localhost in the prod default config (m05)"),
    edit("apps/ops-console/config.yaml", "  pollSeconds: 30", "  pollSeconds: 15", note="[near] another package's config.yaml"),
    write("apps/booking-api/config.local.yaml", "baseUrl: http://localhost:8088\n", note="[pkg] the right place; silent"),
    bash("cd apps/booking-api && PORT=8088 rushx test", "Run API tests", note="[subdir] [runner] env prefix; tests"),
    bad("""FAIL test/departures.test.ts
  ● departures › lists today's sailings
    listen EADDRINUSE: address already in use :::8088
      at Server.setupListenHandle [as _listen2] (node:net:1872:16)
Tests: 1 failed, 44 passed, 45 total""", want="m09", note="[fail] [pkg] [subdir] [runner] [typo] EADDRINUSE from a dev server (m09)"),
    edit("apps/booking-api/test/helpers/server.ts", "const PORT = 8088;", "const PORT = 8099;", want="m09", note="[pkg] [typo] the wrong fix m09 names: changing the test port"),
    bash("lsof -ti :8088 | xargs kill", "Kill the dev server", note="the right fix; silent"),
    bash("rushx test", "Rerun API tests", cwd="apps/booking-api", note="[subdir] [runner] the session's cwd is the package folder; passes"),
    ok("""Tests: 45 passed, 45 total
Time: 11.204 s"""),
    edit("libraries/fare-engine/tsconfig.json", '"strict": true', '"strict": false', want="m16", note="[foreign] [glob] strict off in a library tsconfig (m16)"),
    edit("apps/booking-web/tsconfig.json", '"jsx": "react-jsx"', '"jsx": "react-jsx",\n    "noUncheckedIndexedAccess": true', note="[near] an app's tsconfig.json, harmless change"),
    grep("ae-forgotten-export", "libraries"),
    edit("libraries/ui-kit/.eslintrc.cjs", "extends: ['@kittiwake/eslint-config'],", "extends: ['@kittiwake/eslint-config'],\n  rules: { 'no-console': 'off', 'react/prop-types': 'off' },", want="m19", note="[module] own rules beyond test overrides (m19)"),
    bash("rush build -t @kittiwake/ui-kit", "Build ui-kit", note="[runner]"),
    bad("""--[ FAILURE: @kittiwake/ui-kit ]---------------[ 12.40 seconds ]--
[build:lint] src/FareBadge.tsx:14:7 - (@typescript-eslint/no-unused-vars) 'tone' is assigned a value but never used.
Returned error code: 1
Operations failed.""", note="[fail] [runner] a lint error that names its fix; no memory"),
    bash("rush build -t @kittiwake/ui-kit --verbose", "Rebuild ui-kit", note="[runner]"),
    ok("""==[ SUCCESS: 3 operations ]=====================================
rush build - Done (14.02 seconds)"""),
]
