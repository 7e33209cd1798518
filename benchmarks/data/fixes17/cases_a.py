"""Sessions with memory, part one (16 `env_fix`): the working directory, the venv and dependency sync,
the Node version, environment variables and .env files, services that must be up first."""

from __future__ import annotations

from kit import env

# --- workdir: the command only works from the module root -----------------------------------------

env("go_mod_tidy_module_root", "go", "workdir", "/home/tomas/harbor",
    ask="go mod tidy please, I added the nats client to the ledger service",
    cmd="go mod tidy",
    out=["go: go.mod file not found in current directory or any parent directory; see 'go help modules'"],
    err="go: go.mod file not found in current directory or any parent directory",
    look=[("b", "ls; find . -name go.mod -not -path './vendor/*'", "Makefile\nREADME.md\ndeploy\ndocs\nservices\n"
           "./services/ledger/go.mod\n./services/gateway/go.mod\n./tools/go.mod")],
    change=[], passed="cd services/ledger && go mod tidy", ok_cwd="/home/tomas/harbor/services/ledger",
    ok=["go: finding module for package github.com/nats-io/nats.go", "go: found github.com/nats-io/nats.go in "
        "github.com/nats-io/nats.go v1.37.0", "go: downloading github.com/nats-io/nkeys v0.4.7"],
    close="The repo root has no go.mod; each service is its own module. Ran `go mod tidy` inside services/ledger: "
          "it picked up nats.go v1.37.0 and updated go.mod/go.sum there.",
    groups=[["go.mod file not found"], ["services/ledger"]], marker="cd services/ledger",
    note="The fix is the directory: the repo is several modules with no go.mod at the root. The cd is inside the "
         "passing command, not a separate step.")

env("go_test_module_dir_ja", "go", "workdir", "/home/haruto/kumo",
    ask="`go test ./...` を実行してください。api の変更を確認したいです。",
    cmd="go test ./...",
    out=["pattern ./...: directory prefix . does not contain main module or its selected dependencies"],
    err="directory prefix . does not contain main module or its selected dependencies",
    look=[("r", "/home/haruto/kumo/go.work", "go 1.23.2\n\nuse (\n\t./api\n\t./worker\n)")],
    think="go.work lists ./api and ./worker; the root itself is no module, so ./... from here matches nothing "
          "in the workspace. Run it from the api module.",
    change=[("b", "cd api", "", 0, "/home/haruto/kumo/api")],
    ok=["ok  \tkumo/api/handler\t0.412s", "ok  \tkumo/api/store\t1.088s", "?   \tkumo/api/cmd/server\t[no test files]"],
    close="リポジトリのルートはモジュールではなく go.work のワークスペースなので、`./...` がルートでは何にも一致しませんでした。"
          "api ディレクトリに移動して `go test ./...` を実行し、handler と store のテストが通りました。",
    groups=[["does not contain main module"], ["cd api"]], marker="cd api", lang="ja",
    note="A separate `cd api` call; the shell keeps the directory, so the rerun of the same command passes there.")

# --- venv / dependency sync ------------------------------------------------------------------------

env("pytest_venv_not_active", "python", "venv", "/home/ines/fernpost",
    ask="Run the test suite, I changed the settings model.",
    cmd="pytest -q",
    out=["==================================== ERRORS ====================================",
         "_____________________ ERROR collecting tests/test_settings.py _____________________",
         "ImportError while importing test module '/home/ines/fernpost/tests/test_settings.py'.",
         "tests/test_settings.py:3: in <module>", "    from fernpost.settings import Settings",
         "src/fernpost/settings.py:1: in <module>", "    from pydantic_settings import BaseSettings",
         "E   ModuleNotFoundError: No module named 'pydantic_settings'", "1 error in 0.21s"], code=2,
    err="E   ModuleNotFoundError: No module named 'pydantic_settings'",
    look=[("b", "which pytest python; ls -d .venv", "/usr/bin/pytest\n/usr/bin/python\n.venv")],
    change=[], passed="source .venv/bin/activate && pytest -q",
    ok=["........................................................", "56 passed in 1.92s"],
    close="pytest was the system one (/usr/bin/pytest), outside the project's .venv where pydantic-settings is "
          "installed. With `source .venv/bin/activate` first, all 56 tests pass.",
    groups=[["pydantic_settings", "ModuleNotFoundError"], [".venv/bin/activate", "source .venv"]],
    marker="source .venv/bin/activate",
    note="Installing pydantic-settings globally would also have worked; the session shows the venv was the cause "
         "(system pytest) and activating it is the fix.")

env("uv_sync_after_pull", "python", "deps_sync", "/home/pia/moorings",
    ask="pulled main, tests are broken for me. can you check",
    cmd=".venv/bin/pytest -q tests",
    out=["ImportError while loading conftest '/home/pia/moorings/tests/conftest.py'.", "tests/conftest.py:4: in <module>",
         "    import structlog", "E   ModuleNotFoundError: No module named 'structlog'"], code=4,
    err="E   ModuleNotFoundError: No module named 'structlog'",
    look=[("b", "git log -1 --stat -- pyproject.toml uv.lock | tail -3", " pyproject.toml |  1 +\n uv.lock        | 41 +++++\n 2 files changed, 42 insertions(+)")],
    change=[("b", "uv sync", "Resolved 48 packages in 7ms\nPrepared 1 package in 212ms\nInstalled 1 package in 4ms\n + structlog==24.4.0")],
    ok=["..........................................................................", "74 passed in 3.40s"],
    close="The last commit on main added structlog to pyproject.toml and uv.lock, but your .venv predates it. "
          "`uv sync` installed structlog 24.4.0; the 74 tests pass.",
    groups=[["structlog"], ["uv sync"]], marker="uv sync")

env("pnpm_install_after_lockfile", "node", "deps_sync", "/home/sade/quillboard",
    ask="After rebasing on main `pnpm test` blows up on import. Please sort it.",
    cmd="pnpm test",
    out=["> quillboard@2.3.0 test /home/sade/quillboard", "> vitest run", "",
         " FAIL  src/forms/schema.test.ts [ src/forms/schema.test.ts ]",
         "Error: Cannot find package 'zod' imported from /home/sade/quillboard/src/forms/schema.ts",
         " Test Files  1 failed | 23 passed (24)", "ELIFECYCLE  Test failed. See above for more details."],
    err="Error: Cannot find package 'zod' imported from /home/sade/quillboard/src/forms/schema.ts",
    look=[("b", "git diff ORIG_HEAD -- package.json | grep '^[+-] '", '+    "zod": "^3.23.8",')],
    change=[("b", "pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\nPackages: +1\n+\n"
             "dependencies:\n+ zod 3.23.8\n\nDone in 1.4s")],
    ok=["> vitest run", " Test Files  24 passed (24)", "      Tests  212 passed (212)"],
    close="main added zod to package.json and pnpm-lock.yaml; node_modules was from before the rebase. "
          "`pnpm install --frozen-lockfile` brought it in and all 24 test files pass.",
    groups=[["Cannot find package 'zod'"], ["pnpm install"]], marker="pnpm install")

env("composer_install_after_pull", "php", "deps_sync", "/home/rafa/tarifa",
    ask="phpunit dies with a class not found after I pulled. Fix?",
    cmd="vendor/bin/phpunit",
    out=["PHPUnit 11.4.3 by Sebastian Bergmann and contributors.", "",
         "PHP Fatal error:  Uncaught Error: Class \"Symfony\\Component\\Uid\\Ulid\" not found in "
         "/home/rafa/tarifa/src/Order/OrderId.php:14", "Stack trace:", "#0 /home/rafa/tarifa/tests/Order/OrderIdTest.php(12): "
         "Tarifa\\Order\\OrderId::generate()"], code=255,
    err="PHP Fatal error:  Uncaught Error: Class \"Symfony\\Component\\Uid\\Ulid\" not found",
    look=[("b", "grep -n 'symfony/uid' composer.json composer.lock | head -2; ls vendor/symfony | head",
           "composer.json:18:        \"symfony/uid\": \"^7.1\",\ncomposer.lock:2301:            \"name\": \"symfony/uid\",\n"
           "console\npolyfill-mbstring\nyaml")],
    change=[("b", "composer install", "Installing dependencies from lock file (including require-dev)\n"
             "Verifying lock file contents can be installed on current platform.\nPackage operations: 2 installs, 0 updates, 0 removals\n"
             "  - Installing symfony/polyfill-uuid (v1.31.0): Extracting archive\n  - Installing symfony/uid (v7.1.6): Extracting archive\n"
             "Generating optimized autoload files")],
    ok=["PHPUnit 11.4.3 by Sebastian Bergmann and contributors.", "", "...............................  31 / 31 (100%)",
        "", "OK (31 tests, 77 assertions)"],
    close="symfony/uid is in composer.json/composer.lock but was never installed into vendor/ after the pull. "
          "`composer install` added it; phpunit: OK (31 tests).",
    groups=[["Symfony\\Component\\Uid\\Ulid", "not found"], ["composer install"]], marker="composer install")

# --- node_version: the right Node first ------------------------------------------------------------

env("yarn_engine_nvm_use", "node", "node_version", "/home/luca/ferrovia-web",
    ask="yarn install --frozen-lockfile fails on my laptop, CI is fine. Any idea?",
    cmd="yarn install --frozen-lockfile",
    out=["yarn install v1.22.22", "[1/4] Resolving packages...", "[2/4] Fetching packages...",
         'error vite@5.4.10: The engine "node" is incompatible with this module. Expected version "^18.0.0 || >=20.0.0". Got "16.20.2"',
         'error Found incompatible module.', "info Visit https://yarnpkg.com/en/docs/cli/install for documentation about this command."],
    err='error vite@5.4.10: The engine "node" is incompatible with this module. Expected version "^18.0.0 || >=20.0.0". Got "16.20.2"',
    look=[("b", "cat .nvmrc; node --version", "20\nv16.20.2")],
    change=[], passed="source ~/.nvm/nvm.sh && nvm use && yarn install --frozen-lockfile",
    ok=["Found '/home/luca/ferrovia-web/.nvmrc' with version <20>", "Now using node v20.18.0 (npm v10.8.2)",
        "yarn install v1.22.22", "[4/4] Building fresh packages...", "Done in 14.82s."],
    close="Your shell was on Node 16.20.2; the repo's .nvmrc says 20 and vite 5 needs >=18. `nvm use` (reads "
          ".nvmrc) switched to v20.18.0 and the install goes through. CI already uses 20.",
    groups=[["engine \"node\" is incompatible", "Got \"16.20.2\""], ["nvm use"]], marker="nvm use")

env("vitest_node18_nvmrc_de", "node", "node_version", "/home/jana/kiosk-admin",
    ask="Die Tests laufen bei mir nicht mehr: `npx vitest run`. Kannst du schauen?",
    cmd="npx vitest run",
    out=[" RUN  v2.1.4 /home/jana/kiosk-admin", "",
         "TypeError [ERR_INVALID_ARG_TYPE]: The \"paths[0]\" argument must be of type string. Received undefined",
         " ❯ vitest.config.ts:6:24", "      4| export default defineConfig({",
         "      5|   test: {", "      6|     setupFiles: [path.join(import.meta.dirname, 'test/setup.ts')],"],
    err="TypeError [ERR_INVALID_ARG_TYPE]: The \"paths[0]\" argument must be of type string. Received undefined",
    look=[("b", "node --version; grep -A2 '\"engines\"' package.json; ls -a | grep -c nvmrc",
           'v18.20.4\n  "engines": {\n    "node": ">=20.11"\n  },\n0')],
    think="import.meta.dirname exists from Node 20.11; on 18 it is undefined, hence the path.join error. "
          "engines says >=20.11 but there is no .nvmrc, so nvm does not switch by itself.",
    change=[("w", "/home/jana/kiosk-admin/.nvmrc", "20.18.0\n")],
    passed="source ~/.nvm/nvm.sh && nvm install && npx vitest run",
    ok=["Found '/home/jana/kiosk-admin/.nvmrc' with version <20.18.0>", "v20.18.0 is already installed.",
        "Now using node v20.18.0 (npm v10.8.2)", " Test Files  17 passed (17)", "      Tests  96 passed (96)"],
    close="Ursache war Node 18.20.4: `import.meta.dirname` gibt es erst ab Node 20.11, laut package.json ist "
          ">=20.11 verlangt. Ich habe eine `.nvmrc` mit 20.18.0 angelegt; mit `nvm install` bzw. `nvm use` "
          "laufen alle 96 Tests.",
    groups=[["paths[0]", "ERR_INVALID_ARG_TYPE"], [".nvmrc", "nvm install", "20.18.0"]], marker=".nvmrc", lang="de",
    note="A Write of .nvmrc is a repo file, but the lesson is the Node version the project needs; no code changed.")

# --- env vars and .env files ------------------------------------------------------------------------

env("django_env_file_sourced", "python", "env_var", "/home/omar/clinicq",
    ask="python manage.py migrate fails, can you get the migrations applied locally?",
    cmd="python manage.py migrate",
    out=["Traceback (most recent call last):", "  File \"/home/omar/clinicq/manage.py\", line 22, in <module>",
         "  File \"/home/omar/clinicq/clinicq/settings.py\", line 31, in <module>",
         "    DATABASES = {\"default\": env.db(\"DATABASE_URL\")}",
         "django.core.exceptions.ImproperlyConfigured: Set the DATABASE_URL environment variable"],
    err="django.core.exceptions.ImproperlyConfigured: Set the DATABASE_URL environment variable",
    look=[("b", "ls -a | grep env; grep -c DATABASE_URL .env", ".env\n.env.example\n1")],
    change=[], passed="set -a && source .env && set +a && python manage.py migrate",
    ok=["Operations to perform:", "  Apply all migrations: admin, auth, contenttypes, queue, sessions",
        "Running migrations:", "  Applying queue.0014_ticket_priority... OK"],
    close="settings.py reads DATABASE_URL from the environment and nothing loads .env automatically. Exporting "
          ".env first (`set -a && source .env && set +a`) works: queue.0014 is applied.",
    groups=[["Set the DATABASE_URL environment variable"], ["source .env", "set -a"]], marker="source .env")

env("laravel_key_generate", "php", "env_var", "/home/bea/reservas",
    ask="php artisan test fails straight away on a fresh clone.",
    cmd="php artisan test",
    out=["   FAIL  Tests\\Feature\\BookingTest", "  ⨯ it creates a booking", "",
         "  Illuminate\\Encryption\\MissingAppKeyException", "",
         "  No application encryption key has been specified.", "",
         "  Tests:    14 failed (0 assertions)"],
    err="No application encryption key has been specified.",
    look=[("b", "ls -a | grep '^.env'", ".env.example")],
    change=[("b", "cp .env.example .env && php artisan key:generate", "   INFO  Application key set successfully.")],
    ok=["   PASS  Tests\\Feature\\BookingTest", "  ✓ it creates a booking", "  Tests:    14 passed (41 assertions)"],
    close="A fresh clone has no .env, so APP_KEY was empty. Copied .env.example to .env and ran `php artisan "
          "key:generate`; all 14 tests pass. (.env stays untracked.)",
    groups=[["No application encryption key"], ["key:generate"]], marker="key:generate")

env("goprivate_proxy_404", "go", "env_var", "/home/nadia/fernway-billing",
    ask="go mod download can't fetch our shared lib. help",
    cmd="go mod download",
    out=["go: git.fernway.example/platform/shared@v0.4.1: reading https://proxy.golang.org/git.fernway.example/"
         "platform/shared/@v/v0.4.1.mod: 404 Not Found", "\tserver response: not found: git.fernway.example/platform/"
         "shared@v0.4.1: unrecognized import path \"git.fernway.example/platform/shared\": https fetch: Get "
         "\"https://git.fernway.example/platform/shared?go-get=1\": dial tcp: lookup git.fernway.example: no such host"],
    err="reading https://proxy.golang.org/git.fernway.example/platform/shared/@v/v0.4.1.mod: 404 Not Found",
    think="The public proxy cannot see our host. The module must bypass the proxy and checksum db: GOPRIVATE.",
    change=[("b", "go env -w GOPRIVATE=git.fernway.example/*", "")],
    ok=["go: downloading git.fernway.example/platform/shared v0.4.1"],
    close="Go asked proxy.golang.org for a private module. `go env -w GOPRIVATE=git.fernway.example/*` makes it "
          "fetch from git.fernway.example directly (and skip sum.golang.org); the download works and the setting "
          "persists in your go env.",
    groups=[["proxy.golang.org", "404 Not Found"], ["GOPRIVATE"]], marker="GOPRIVATE")

env("java_home_release_21", "java", "env_var", "/home/kwame/ledgerd",
    ask="./mvnw -q package is failing with a compiler error, nothing changed in the code",
    cmd="./mvnw -q package",
    out=["[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) "
         "on project ledgerd: Fatal error compiling: error: release version 21 not supported -> [Help 1]"],
    err="Fatal error compiling: error: release version 21 not supported",
    look=[("b", "java -version 2>&1 | head -1; ls /usr/lib/jvm", "openjdk version \"17.0.12\" 2024-07-16\n"
           "java-17-openjdk-amd64\njava-21-openjdk-amd64")],
    change=[], passed="export JAVA_HOME=/usr/lib/jvm/java-21-openjdk-amd64 && ./mvnw -q package",
    ok=["[INFO] Tests run: 118, Failures: 0, Errors: 0, Skipped: 2"],
    close="The pom targets release 21 but the default JDK here is 17. JDK 21 is installed; with JAVA_HOME "
          "pointing at /usr/lib/jvm/java-21-openjdk-amd64 the build and its 118 tests pass.",
    groups=[["release version 21 not supported"], ["JAVA_HOME"]], marker="JAVA_HOME")

# --- service_up: what the command talks to must run first ------------------------------------------

env("rspec_compose_db_up", "ruby", "service_up", "/home/cole/gristmill",
    ask="bundle exec rspec please",
    cmd="bundle exec rspec",
    out=["An error occurred while loading ./spec/models/order_spec.rb.",
         "Failure/Error: ActiveRecord::Migration.maintain_test_schema!", "",
         "ActiveRecord::ConnectionNotEstablished:", "  connection to server at \"127.0.0.1\", port 5432 failed: "
         "Connection refused", "\tIs the server running on that host and accepting TCP/IP connections?"],
    err="connection to server at \"127.0.0.1\", port 5432 failed: Connection refused",
    look=[("b", "docker compose ps --all", "NAME              IMAGE         SERVICE   STATUS\ngristmill-db-1    postgres:16   db        Exited (0) 3 days ago")],
    change=[("b", "docker compose up -d db && docker compose exec db pg_isready -U postgres",
             " ✔ Container gristmill-db-1  Started\n/var/run/postgresql:5432 - accepting connections")],
    ok=["Randomized with seed 40211", "........................................................................",
        "Finished in 11.2 seconds (files took 1.9 seconds to load)", "212 examples, 0 failures"],
    close="The Postgres container (`db` in docker-compose.yml) had exited. `docker compose up -d db` and once "
          "pg_isready answers, rspec runs: 212 examples, 0 failures.",
    groups=[["port 5432 failed: Connection refused", "Connection refused"], ["docker compose up -d db", "compose up -d db"]],
    marker="docker compose up -d db")

env("redis_econnrefused_compose_es", "node", "service_up", "/home/marta/colas",
    ask="¿Puedes ejecutar `npm run test:integration`? Falla en mi máquina.",
    cmd="npm run test:integration",
    out=["> colas@1.8.0 test:integration", "> vitest run --config vitest.integration.ts", "",
         " FAIL  test/queue.int.test.ts > enqueue > stores the job",
         "Error: connect ECONNREFUSED 127.0.0.1:6379", " ❯ TCPConnectWrap.afterConnect [as oncomplete] node:net:1607:16",
         " Test Files  3 failed (3)"],
    err="Error: connect ECONNREFUSED 127.0.0.1:6379",
    look=[("b", "grep -n -A3 'redis:' docker-compose.yml", "9:  redis:\n10-    image: redis:7-alpine\n11-    ports:\n12-      - \"6379:6379\"")],
    change=[("b", "docker compose up -d redis", " ✔ Network colas_default    Created\n ✔ Container colas-redis-1  Started")],
    ok=[" Test Files  3 passed (3)", "      Tests  27 passed (27)"],
    close="Las pruebas de integración necesitan Redis en 127.0.0.1:6379 y no estaba levantado. Con "
          "`docker compose up -d redis` pasan las 27.",
    groups=[["ECONNREFUSED 127.0.0.1:6379"], ["docker compose up -d redis", "compose up -d redis"]],
    marker="docker compose up -d redis", lang="es")

env("testcontainers_colima_start", "java", "service_up", "/Users/ravi/spindle-api",
    ask="./mvnw verify fails in the integration tests, Testcontainers complains. Can you fix?",
    cmd="./mvnw -q verify",
    out=["[ERROR] Tests run: 6, Failures: 0, Errors: 6, Skipped: 0, Time elapsed: 0.93 s <<< FAILURE! -- in "
         "dev.spindle.api.OrderRepositoryIT", "[ERROR] dev.spindle.api.OrderRepositoryIT -- Time elapsed: 0.91 s <<< ERROR!",
         "java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration"],
    err="java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration",
    look=[("b", "docker info 2>&1 | tail -2; colima status 2>&1", "ERROR: Cannot connect to the Docker daemon at "
           "unix:///Users/ravi/.colima/default/docker.sock. Is the docker daemon running?\n"
           "FATA[0000] colima is not running")],
    change=[("b", "colima start", "INFO[0000] starting colima\nINFO[0031] starting ...  context=docker\nINFO[0033] done")],
    ok=["[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 8.412 s -- in dev.spindle.api.OrderRepositoryIT",
        "[INFO] BUILD SUCCESS"],
    close="Testcontainers found no Docker daemon: colima (your Docker runtime) was stopped. After `colima start` "
          "the 6 integration tests pass.",
    groups=[["Could not find a valid Docker environment"], ["colima start"]], marker="colima start")

env("firestore_emulator_exec_ko", "node", "emulator", "/home/jiwoo/moim-rules",
    ask="`npm run test:rules`가 실패해요. 확인 부탁해요.",
    cmd="npm run test:rules",
    out=["> moim-rules@0.3.0 test:rules", "> mocha test/rules.spec.js", "",
         "  1) \"before all\" hook in \"{root}\":",
         "     Error: The host and port of the firestore emulator must be specified. (You may wrap the test script with "
         "`firebase emulators:exec` to do so automatically or specify the host and port via the "
         "FIRESTORE_EMULATOR_HOST environment variable.)"],
    err="The host and port of the firestore emulator must be specified.",
    change=[], passed="npx firebase emulators:exec --only firestore \"npm run test:rules\"",
    ok=["i  emulators: Starting emulators: firestore", "✔  firestore: Firestore Emulator UI websocket is running on 9150.",
        "i  Running script: npm run test:rules", "  18 passing (2s)", "✔  Script exited successfully (code 0)",
        "i  emulators: Shutting down emulators."],
    close="규칙 테스트는 Firestore 에뮬레이터가 필요합니다. `npx firebase emulators:exec --only firestore "
          "\"npm run test:rules\"`로 감싸서 실행하니 18개 모두 통과했습니다.",
    groups=[["firestore emulator must be specified"], ["emulators:exec"]], marker="emulators:exec", lang="ko",
    note="The fix is to run the command inside the emulator; the passing command wraps the failing one.")
