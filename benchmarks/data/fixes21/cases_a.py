"""Sessions with memory, part one: one to four tries that do not help, then the change that makes the same
command pass (`tries_then_fix`, 14)."""

from __future__ import annotations

from kit import hx, mem

S = "tries_then_fix"

# --- cargo: openssl-sys without the headers ----------------------------------------------------------------------

C = "cargo build"
E = "  Could not find openssl via pkg-config:"


def _ossl(tail: str) -> str:
    return "\n".join([
        "   Compiling openssl-sys v0.9.104", "error: failed to run custom build command for `openssl-sys v0.9.104`", "",
        "Caused by:", "  process didn't exit successfully: `/home/li/tern/target/debug/build/openssl-sys-" + tail
        + "/build-script-main` (exit status: 101)", "  --- stderr", "",
        "", E, "", "  The system library `openssl` required by crate `openssl-sys` was not found.",
        "  The file `openssl.pc` needs to be installed and the PKG_CONFIG_PATH environment variable must contain its parent directory.",
        "  PKG_CONFIG_PATH contains the following:", "",
        "  HINT: you may need to install a package such as openssl, openssl-dev or openssl-devel.", "", "",
        "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot",
        "  proceed without this knowledge. If OpenSSL is installed and this crate had",
        "  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the",
        "  compilation process.", "", "  $HOST = x86_64-unknown-linux-gnu", "  $TARGET = x86_64-unknown-linux-gnu",
        "  openssl-sys = 0.9.104", "", "warning: build failed, waiting for other jobs to finish..."])


mem("cargo_openssl_sys_libssl_dev", "cargo", S, "system_headers", "/home/li/tern",
    lambda rng, C=C: [
        ("u", "fresh ubuntu VM, can you get tern building? `cargo build` just explodes"),
        ("b", C, _ossl(hx(rng, 16)), 101),
        ("s", "openssl-sys fails in its build script. First a clean build in case the target dir came over from the "
              "other machine."),
        ("b", "cargo clean", "     Removed 2841 files, 1.2GiB total"),
        ("b", C, _ossl(hx(rng, 16)), 101),
        ("s", "Same. Maybe the lock pins an old openssl-sys; updating just that crate."),
        ("b", "cargo update -p openssl-sys", "    Updating crates.io index\n     Locking 0 packages to latest compatible versions"),
        ("b", C, _ossl(hx(rng, 16)), 101),
        ("th", "Already latest. The build script wants openssl.pc via pkg-config; is pkg-config even installed?"),
        ("b", "which pkg-config; dpkg -l | grep -E 'libssl-dev|pkg-config' || echo none", "none"),
        ("s", "Neither `pkg-config` nor the OpenSSL headers are installed on this VM. Installing both."),
        ("b", "sudo apt-get install -y pkg-config libssl-dev",
         "Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n"
         "  libssl-dev pkg-config\n0 upgraded, 2 newly installed, 0 to remove and 3 not upgraded.\n"
         "Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ...\nSetting up pkg-config (1.8.1-2build1) ..."),
        ("b", C, "   Compiling openssl-sys v0.9.104\n   Compiling openssl v0.10.68\n   Compiling native-tls v0.2.12\n"
                 "   Compiling reqwest v0.12.9\n   Compiling tern v0.4.0 (/home/li/tern)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1m 12s"),
        ("s", "Builds now. The VM was missing `pkg-config` and `libssl-dev`; `cargo clean` and bumping openssl-sys "
              "were not needed.")],
    cmd=C, err=E, change="apt-get install -y pkg-config libssl-dev",
    also_ok=["  Could not find directory of OpenSSL installation, and this `-sys` crate cannot",
             "  The system library `openssl` required by crate `openssl-sys` was not found."],
    groups=[["openssl via pkg-config", "Could not find directory of OpenSSL"], ["libssl-dev"]],
    tries=["cargo clean", "cargo update -p openssl-sys"],
    traps=["warning: build failed, waiting for other jobs to finish..."],
    note="Two tries (clean, update the crate) print the same failure; the system packages fix it. The headline "
         "`failed to run custom build command` is every build script's wrapper; the pkg-config line names the cause.")

# --- pytest: import file mismatch --------------------------------------------------------------------------------

C = "python -m pytest -q"
E = "import file mismatch:"


def _mismatch(n: int) -> str:
    return "\n".join([
        "==================================== ERRORS ====================================",
        "_________________ ERROR collecting tests/worker/test_utils.py __________________", E,
        "imported module 'test_utils' has this __file__ attribute:",
        "  /home/rafa/ledgerly/tests/api/test_utils.py", "which is not the same as the test file we want to collect:",
        "  /home/rafa/ledgerly/tests/worker/test_utils.py",
        "HINT: remove __pycache__ / .pyc files and/or use a unique basename for your test file modules",
        "=========================== short test summary info ============================",
        "ERROR tests/worker/test_utils.py", "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!",
        f"1 error in 0.{40 + n}s"])


mem("pytest_import_file_mismatch_init_py", "pytest", S, "duplicate_basename", "/home/rafa/ledgerly",
    lambda rng, C=C: [
        ("u", "I added tests/worker/test_utils.py and now the whole suite won't even collect. fix it?"),
        ("b", C, _mismatch(1), 2),
        ("s", "The hint says stale bytecode; clearing `__pycache__` first."),
        ("b", "find . -name __pycache__ -type d -prune -exec rm -rf {} + && rm -rf .pytest_cache", ""),
        ("b", C, _mismatch(3), 2),
        ("s", "Still there. Reinstalling the package in editable mode in case an old install shadows the tests."),
        ("b", "pip install -e '.[test]' -q", ""),
        ("b", C, _mismatch(2), 2),
        ("th", "Not bytecode. rootdir-based importing: tests/api and tests/worker have no __init__.py, so both files "
               "are imported as top-level `test_utils`. Make the test dirs packages."),
        ("b", "ls tests tests/api tests/worker", "tests:\napi\nconftest.py\nworker\n\ntests/api:\ntest_routes.py\ntest_utils.py\n\n"
                                                "tests/worker:\ntest_jobs.py\ntest_utils.py"),
        ("s", "Neither test directory is a package, so pytest imports both files under the same name `test_utils`. "
              "Adding `__init__.py` to tests/, tests/api and tests/worker."),
        ("b", "touch tests/__init__.py tests/api/__init__.py tests/worker/__init__.py", ""),
        ("b", C, "........................................................................ [ 61%]\n"
                 ".............................................                            [100%]\n117 passed in 4.82s"),
        ("s", "117 passed. The clash was two `test_utils.py` in non-package directories; the `__init__.py` files make "
              "them `tests.api.test_utils` and `tests.worker.test_utils`.")],
    cmd=C, err=E, change="touch tests/__init__.py tests/api/__init__.py tests/worker/__init__.py", kind="bugfix",
    also_ok=["imported module 'test_utils' has this __file__ attribute:"],
    groups=[["import file mismatch"], ["__init__.py"]],
    tries=["find . -name __pycache__ -type d -prune -exec rm -rf {} +", "pip install -e '.[test]' -q"],
    traps=["HINT: remove __pycache__ / .pyc files and/or use a unique basename for your test file modules"],
    note="pytest's HINT sends the agent to clear bytecode, which does not help (a decoy line and a try); the fix is "
         "making the test directories packages (a repository change).")

# --- tsc: package with exports only ------------------------------------------------------------------------------

C = "npx tsc --noEmit -p ."
E = "src/app/Shell.tsx(3,26): error TS2307: Cannot find module '@kinna/ui/button' or its corresponding type declarations."
E2 = "src/app/Shell.tsx(4,26): error TS2307: Cannot find module '@kinna/ui/button' or its corresponding type declarations."
mem("tsc_ts2307_exports_module_resolution_bundler", "tsc", S, "exports_only_package", "/home/saara/kinna-web",
    lambda rng, C=C: [
        ("u", "after bumping @kinna/ui to 3.0 typecheck fails, the app runs fine in vite though"),
        ("b", C, E2 + "\nsrc/settings/Page.tsx(2,24): error TS2307: Cannot find module '@kinna/ui/dialog' or its "
                      "corresponding type declarations.\n\nFound 2 errors in 2 files.\n\nErrors  Files\n     1  src/app/Shell.tsx:4\n"
                      "     1  src/settings/Page.tsx:2", 2),
        ("s", "Could be a half-finished install. Reinstalling from the lockfile."),
        ("b", "rm -rf node_modules && npm ci", "\nadded 684 packages, and audited 685 packages in 14s\n\nfound 0 vulnerabilities"),
        ("b", C, E2 + "\nsrc/settings/Page.tsx(2,24): error TS2307: Cannot find module '@kinna/ui/dialog' or its "
                      "corresponding type declarations.\n\nFound 2 errors in 2 files.", 2),
        ("s", "Same. I'll drop the unused import above it in Shell.tsx that I noticed, and add a `types` entry in case "
              "tsc is not picking up the package."),
        ("e", "/home/saara/kinna-web/src/app/Shell.tsx", "import { useMemo } from 'react';\n", ""),
        ("e", "/home/saara/kinna-web/tsconfig.json", '    "strict": true,\n', '    "strict": true,\n    "types": ["vite/client"],\n'),
        ("b", C, E + "\nsrc/settings/Page.tsx(2,24): error TS2307: Cannot find module '@kinna/ui/dialog' or its "
                     "corresponding type declarations.\n\nFound 2 errors in 2 files.", 2),
        ("r", "/home/saara/kinna-web/node_modules/@kinna/ui/package.json",
         '{\n  "name": "@kinna/ui",\n  "version": "3.0.2",\n  "type": "module",\n  "exports": {\n    "./button": {\n'
         '      "types": "./dist/button/index.d.ts",\n      "import": "./dist/button/index.js"\n    },\n    "./dialog": {\n'
         '      "types": "./dist/dialog/index.d.ts",\n      "import": "./dist/dialog/index.js"\n    }\n  }\n}'),
        ("r", "/home/saara/kinna-web/tsconfig.json", '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "module": "ESNext",\n'
         '    "moduleResolution": "node",\n    "jsx": "react-jsx",\n    "strict": true,\n    "types": ["vite/client"],\n'
         '    "noEmit": true\n  },\n  "include": ["src"]\n}'),
        ("s", "3.0 ships its subpaths only through `exports`, and `moduleResolution: \"node\"` (node10) ignores "
              "`exports`. Vite resolves them, tsc doesn't. Switching to `bundler`."),
        ("e", "/home/saara/kinna-web/tsconfig.json", '"moduleResolution": "node",', '"moduleResolution": "bundler",'),
        ("b", C, ""),
        ("s", "Typecheck is clean. The fix is `\"moduleResolution\": \"bundler\"` in tsconfig.json; the reinstall and the "
              "`types` entry did nothing (I left the `types` line since it's harmless - say if you want it out).")],
    cmd=C, err=E, change='"moduleResolution": "bundler"', kind="bugfix", also_ok=[E2],
    groups=[["TS2307", "Cannot find module '@kinna/ui"], ["moduleResolution", "bundler"]],
    tries=["rm -rf node_modules && npm ci", '"types": ["vite/client"]'],
    note="The line number moves from 4 to 3 after the agent's unrelated edit; both lines are the same failure "
         "(also_ok). The `types` try stayed in the file but did not help: it is a trap, not part of the fix.")

# --- go: missing go.sum entry ------------------------------------------------------------------------------------

C = "go build ./..."
E = "cmd/relay/main.go:9:2: missing go.sum entry for module providing package github.com/nats-io/nats.go (imported by github.com/okapi-labs/relay/cmd/relay); to add:"
mem("go_missing_go_sum_entry_mod_tidy", "go", S, "missing_sum", "/home/jun/relay",
    lambda rng, C=C: [
        ("u", "I added the nats client to cmd/relay, build's broken now"),
        ("b", C, E + "\n\tgo get github.com/okapi-labs/relay/cmd/relay", 1),
        ("s", "Clearing the build cache first, in case it's stale."),
        ("b", "go clean -cache", ""),
        ("b", C, E + "\n\tgo get github.com/okapi-labs/relay/cmd/relay", 1),
        ("s", "Same. Verbose build to see what is being resolved."),
        ("b", "go build -v ./...", E + "\n\tgo get github.com/okapi-labs/relay/cmd/relay", 1),
        ("b", "grep nats go.mod go.sum", "go.mod:\tgithub.com/nats-io/nats.go v1.37.0"),
        ("s", "go.mod has the requirement but go.sum has no checksums for nats.go or its deps (you edited go.mod by "
              "hand). `go mod tidy` records them."),
        ("b", "go mod tidy", "go: finding module for package github.com/nats-io/nkeys\ngo: downloading github.com/nats-io/nats.go v1.37.0\n"
                             "go: downloading github.com/nats-io/nkeys v0.4.7\ngo: downloading github.com/nats-io/nuid v1.0.1\n"
                             "go: downloading github.com/klauspost/compress v1.17.9"),
        ("b", C, ""),
        ("s", "Builds. `go mod tidy` added the go.sum entries (and nkeys/nuid/compress); commit go.mod and go.sum together.")],
    cmd=C, err=E, change="go mod tidy", kind="bugfix",
    groups=[["missing go.sum entry"], ["go mod tidy"]],
    tries=["go clean -cache", "go build -v ./..."],
    note="A cache clean and a verbose rerun print the same line; `go mod tidy` changes go.sum (bugfix). The error's "
         "own suggestion (`go get ...`) is not what was run; `go mod tidy` was.")

# --- gradle: JVM target mismatch ---------------------------------------------------------------------------------

C = "./gradlew build"
E = "> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (17) and 'compileKotlin' (21)."
OUT = "\n".join([
    "> Task :app:compileKotlin FAILED", "", "FAILURE: Build failed with an exception.", "", "* What went wrong:",
    "Execution failed for task ':app:compileKotlin'.", E, "", "  Consider using JVM Toolchain: https://kotl.in/gradle/jvm/toolchain",
    "  Learn more about JVM-target validation: https://kotl.in/gradle/jvm/target-validation ", "", "* Try:",
    "> Run with --stacktrace option to get the stack trace.", "> Run with --info or --debug option to get more log output.",
    "> Run with --scan to get full insights.", "> Get more help at https://help.gradle.org.", "", "BUILD FAILED in 9s",
    "5 actionable tasks: 2 executed, 3 up-to-date"])
mem("gradle_kotlin_jvm_target_toolchain", "gradle", S, "jvm_target", "/home/oona/trailmix",
    lambda rng, C=C: [
        ("u", "build broke after I installed JDK 21, can you sort it"),
        ("b", C, OUT, 1),
        ("s", "Cleaning and stopping the daemon first, since the JDK changed under it."),
        ("b", "./gradlew --stop && ./gradlew clean", "Stopping Daemon(s)\n1 Daemon stopped\n\nBUILD SUCCESSFUL in 4s\n1 actionable task: 1 executed"),
        ("b", C, OUT, 1),
        ("s", "Same. Refreshing dependencies in case the Kotlin plugin resolved oddly."),
        ("b", "./gradlew build --refresh-dependencies", OUT.replace("in 9s", "in 31s"), 1),
        ("r", "/home/oona/trailmix/app/build.gradle.kts",
         'plugins {\n    id("org.jetbrains.kotlin.jvm") version "2.0.21"\n    application\n}\n\njava {\n'
         '    sourceCompatibility = JavaVersion.VERSION_17\n    targetCompatibility = JavaVersion.VERSION_17\n}\n\n'
         'application {\n    mainClass.set("trailmix.AppKt")\n}'),
        ("s", "Java is pinned to 17 but Kotlin targets the JDK Gradle runs on, now 21. Replacing the pins with one "
              "toolchain so both compile for 17."),
        ("e", "/home/oona/trailmix/app/build.gradle.kts",
         "java {\n    sourceCompatibility = JavaVersion.VERSION_17\n    targetCompatibility = JavaVersion.VERSION_17\n}",
         "kotlin {\n    jvmToolchain(17)\n}"),
        ("b", C, "> Task :app:compileKotlin\n> Task :app:compileJava NO-SOURCE\n> Task :app:test\n\nBUILD SUCCESSFUL in 22s\n"
                 "7 actionable tasks: 5 executed, 2 up-to-date"),
        ("s", "Green. `kotlin { jvmToolchain(17) }` in app/build.gradle.kts makes Java and Kotlin agree; the clean and "
              "the refresh didn't matter.")],
    cmd=C, err=E, change="jvmToolchain(17)", kind="bugfix",
    groups=[["Inconsistent JVM-target compatibility"], ["jvmToolchain"]],
    tries=["./gradlew --stop && ./gradlew clean", "--refresh-dependencies"],
    traps=["Execution failed for task ':app:compileKotlin'."],
    note="`Execution failed for task` is Gradle's wrapper around every task failure (a decoy). The toolchain line is "
         "the fix; stopping the daemon, clean and refresh are tries.")

# --- psql: peer authentication ----------------------------------------------------------------------------------

C = "psql -U shelf -d shelf_dev -c 'select count(*) from books'"
E = 'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  Peer authentication failed for user "shelf"'
mem("psql_peer_auth_use_tcp_localhost", "postgres", S, "peer_auth", "/home/ines/shelf",
    lambda rng, C=C: [
        ("u", "can you check how many books are in the dev db? user shelf, password shelf"),
        ("b", C, E, 2),
        ("s", "Maybe the role's password isn't set. Setting it as postgres."),
        ("b", "sudo -u postgres psql -c \"ALTER ROLE shelf WITH LOGIN PASSWORD 'shelf'\"", "ALTER ROLE"),
        ("b", C, E, 2),
        ("s", "Restarting the server in case the role change needs it."),
        ("b", "sudo systemctl restart postgresql", ""),
        ("b", C, E, 2),
        ("b", "sudo grep -v '^#' /etc/postgresql/16/main/pg_hba.conf | grep -v '^$'",
         "local   all             postgres                                peer\nlocal   all             all                                     peer\n"
         "host    all             all             127.0.0.1/32            scram-sha-256\nhost    all             all             ::1/128                 scram-sha-256"),
        ("s", "Unix-socket connections use `peer` (the OS user must be named shelf); TCP to localhost uses a password. "
              "Connecting over TCP instead of changing pg_hba."),
        ("b", "PGPASSWORD=shelf psql -h localhost -U shelf -d shelf_dev -c 'select count(*) from books'", " count \n-------\n  4182\n(1 row)"),
        ("s", "4182 books. Use `-h localhost` (or `DATABASE_URL=postgres://shelf:shelf@localhost/shelf_dev`): over the "
              "socket pg_hba.conf says `peer`, which needs an OS user called shelf.")],
    cmd=C, err=E, change="-h localhost", passed="PGPASSWORD=shelf psql -h localhost -U shelf -d shelf_dev -c 'select count(*) from books'",
    groups=[["Peer authentication failed"], ["-h localhost", "localhost"]],
    tries=["ALTER ROLE shelf WITH LOGIN PASSWORD", "systemctl restart postgresql"],
    note="Setting the password and restarting change nothing; connecting over TCP (`-h localhost`) passes. The pass "
         "is the same query with the host flag: another form of the same command.")

# --- mypy: duplicate module --------------------------------------------------------------------------------------

C = "mypy src"
E = 'src/ingest/utils.py: error: Duplicate module named "utils" (also at "src/export/utils.py")'
OUT = E + ("\nsrc/ingest/utils.py: note: See https://mypy.readthedocs.io/en/stable/running_mypy.html#mapping-file-paths-to-modules "
           "for more info\nsrc/ingest/utils.py: note: Common resolutions include: a) using `--exclude` to avoid checking "
           "one of them, b) adding `__init__.py` somewhere, c) using `--explicit-package-bases` or adjusting MYPYPATH\n"
           "Found 1 error in 1 file (errors prevented further checking)")
mem("mypy_duplicate_module_explicit_package_bases", "mypy", S, "duplicate_module", "/home/tove/hopper",
    lambda rng, C=C: [
        ("u", "mypy stopped working after the reorg into src/ingest and src/export"),
        ("b", C, OUT, 2),
        ("s", "Removing the mypy cache, the old layout may still be in it."),
        ("b", "rm -rf .mypy_cache", ""),
        ("b", C, OUT, 2),
        ("s", "Trying namespace packages explicitly."),
        ("b", "mypy --namespace-packages src", OUT, 2),
        ("b", "ls src src/ingest src/export", "src:\nexport\ningest\n\nsrc/export:\n__init__.py\ncsv.py\nutils.py\n\n"
                                              "src/ingest:\n__init__.py\nfeeds.py\nutils.py"),
        ("s", "Both are packages, but without a package base mypy maps each `utils.py` by its directory only. "
              "Telling mypy that src/ is the root."),
        ("e", "/home/tove/hopper/pyproject.toml", "[tool.mypy]\nstrict = true\n",
         "[tool.mypy]\nstrict = true\nmypy_path = \"src\"\nexplicit_package_bases = true\n"),
        ("b", C, "Success: no issues found in 9 source files"),
        ("s", "Clean. pyproject now has `mypy_path = \"src\"` and `explicit_package_bases = true`, so the files map to "
              "`ingest.utils` and `export.utils`.")],
    cmd=C, err=E, change="explicit_package_bases = true", kind="bugfix",
    groups=[['Duplicate module named "utils"', "Duplicate module named"], ["explicit_package_bases", "explicit-package-bases"]],
    tries=["rm -rf .mypy_cache", "mypy --namespace-packages src"],
    note="The cache clear and the namespace flag print the same; the pyproject setting fixes it. The notes list "
         "several resolutions; only the one applied belongs in the memory.")

# --- poetry: lock out of date (es) -------------------------------------------------------------------------------

C = "poetry install"
E = "pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock [--no-update]` to fix the lock file."
mem("poetry_lock_stale_lock_no_update_es", "poetry", S, "stale_lock", "/home/lucia/tarifa",
    lambda rng, C=C: [
        ("u", "Hola, he añadido httpx al pyproject a mano y ahora `poetry install` falla. ¿Lo arreglas?"),
        ("b", C, "Installing dependencies from lock file\n\n" + E, 1),
        ("s", "Primero limpio la caché de Poetry, por si tiene metadatos viejos."),
        ("b", "poetry cache clear --all pypi -n", "Deleting 1391 entries from cache pypi"),
        ("b", C, "Installing dependencies from lock file\n\n" + E, 1),
        ("s", "Igual. Lo ejecuto con más detalle para ver qué compara."),
        ("b", "poetry install -vvv", "Loading configuration file /home/lucia/.config/pypoetry/config.toml\n"
                                     "Using virtualenv: /home/lucia/.cache/pypoetry/virtualenvs/tarifa-Xq3v0bLk-py3.12\n"
                                     "Installing dependencies from lock file\n\n" + E, 1),
        ("s", "El hash de contenido del lock ya no coincide con el pyproject. Regenero el lock sin subir las demás "
              "versiones."),
        ("b", "poetry lock --no-update", "Resolving dependencies... (2.1s)\n\nWriting lock file"),
        ("b", C, "Installing dependencies from lock file\n\nPackage operations: 4 installs, 0 updates, 0 removals\n\n"
                 "  - Installing h11 (0.14.0)\n  - Installing httpcore (1.0.7)\n  - Installing sniffio (1.3.1)\n"
                 "  - Installing httpx (0.28.1)\n\nInstalling the current project: tarifa (0.3.0)"),
        ("s", "Listo: `poetry lock --no-update` regeneró poetry.lock sin tocar las otras versiones y `poetry install` "
              "ya pasa. Sube el poetry.lock junto con el pyproject.")],
    cmd=C, err=E, change="poetry lock --no-update", kind="bugfix", lang="es",
    groups=[["poetry.lock was last generated", "changed significantly since poetry.lock"], ["poetry lock --no-update", "poetry lock"]],
    tries=["poetry cache clear --all pypi -n", "poetry install -vvv"],
    note="The error says what to run; the agent tried a cache clear and a verbose rerun first. The lock file is "
         "the repository's, so bugfix.")

# --- rspec: pending migration in the test database ---------------------------------------------------------------

C = "bundle exec rspec spec/models/invoice_spec.rb"
E = "ActiveRecord::PendingMigrationError:"
OUT = "\n".join([
    "An error occurred while loading ./spec/models/invoice_spec.rb.", "Failure/Error: ActiveRecord::Migration.maintain_test_schema!", "",
    E, "", "  Migrations are pending. To resolve this issue, run:", "", "          bin/rails db:migrate RAILS_ENV=test", "",
    "# ./spec/rails_helper.rb:28:in `<top (required)>'", "# ./spec/models/invoice_spec.rb:1:in `<top (required)>'",
    "No examples found.", "", "Finished in 0.00004 seconds (files took 1.41 seconds to load)",
    "0 examples, 0 failures, 1 error occurred outside of examples"])
mem("rspec_pending_migration_test_env", "rspec", S, "test_db_behind", "/home/kofi/billbook",
    lambda rng, C=C: [
        ("u", "I pulled main and the invoice spec won't load. run it and fix whatever"),
        ("b", C, OUT, 1),
        ("s", "Migrations pending - running them."),
        ("b", "bin/rails db:migrate", "== 20270203091522 AddDueOnToInvoices: migrating ==============================\n"
                                      "-- add_column(:invoices, :due_on, :date)\n   -> 0.0031s\n"
                                      "== 20270203091522 AddDueOnToInvoices: migrated (0.0032s) ====================="),
        ("b", C, OUT, 1),
        ("s", "Still pending - maybe spring kept the old schema."),
        ("b", "bin/spring stop", "Spring stopped."),
        ("b", C, OUT, 1),
        ("s", "It's the test database: `bin/rails db:migrate` only migrated development. Running it for test."),
        ("b", "RAILS_ENV=test bin/rails db:migrate", "== 20270203091522 AddDueOnToInvoices: migrating ==============================\n"
                                                     "-- add_column(:invoices, :due_on, :date)\n   -> 0.0024s\n"
                                                     "== 20270203091522 AddDueOnToInvoices: migrated (0.0025s) ====================="),
        ("b", C, "......\n\nFinished in 0.38 seconds (files took 1.52 seconds to load)\n6 examples, 0 failures"),
        ("s", "6 examples, 0 failures. The test DB needed `RAILS_ENV=test`; the development migrate and the spring stop "
              "weren't it.")],
    cmd=C, err=E, change="RAILS_ENV=test bin/rails db:migrate", also_ok=["Migrations are pending. To resolve this issue, run:"],
    groups=[["PendingMigrationError", "Migrations are pending"], ["RAILS_ENV=test"]],
    tries=["bin/spring stop"],
    note="The first try ran the migration without RAILS_ENV (development only); it is part of the fix's text, so only "
         "`bin/spring stop` is a trap. The memory must say RAILS_ENV=test.")

# --- npm ci: lockfile out of sync (ja) ---------------------------------------------------------------------------

C = "npm ci"
E = "npm ERR! `npm ci` can only install packages when your package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing."
OUT = "\n".join([E, "npm ERR! ", "npm ERR! Missing: zod@3.24.1 from lock file", "npm ERR! ",
                 "npm ERR! Clean install a project", "npm ERR! ", "npm ERR! Usage:", "npm ERR! npm ci", "npm ERR! ",
                 "npm ERR! Options:", "npm ERR! [--install-strategy <hoisted|nested|shallow|linked>] [--legacy-bundling]", "npm ERR! ",
                 "npm ERR! Run \"npm help ci\" for more info", "",
                 "npm ERR! A complete log of this run can be found in: /home/haruto/.npm/_logs/2027-02-10T02_14_07_551Z-debug-0.log"])
mem("npm_ci_lock_out_of_sync_npm_install_ja", "npm", S, "lock_out_of_sync", "/home/haruto/kumo-api",
    lambda rng, C=C: [
        ("u", "CIと同じように `npm ci` で入れ直してほしい。さっき package.json に zod を追加した"),
        ("b", C, OUT, 1),
        ("s", "キャッシュが壊れている可能性があるので、まず npm のキャッシュを消します。"),
        ("b", "npm cache clean --force", "npm WARN using --force Recommended protections disabled."),
        ("b", C, OUT, 1),
        ("s", "変わりません。node_modules も消してからもう一度。"),
        ("b", "rm -rf node_modules && npm ci", OUT, 1),
        ("s", "原因はロックファイルです。package.json に zod を足したのに package-lock.json が更新されていません。"
              "`npm install` でロックを更新します。"),
        ("b", "npm install", "\nadded 1 package, and audited 402 packages in 3s\n\nfound 0 vulnerabilities"),
        ("b", C, "\nadded 401 packages, and audited 402 packages in 6s\n\nfound 0 vulnerabilities"),
        ("s", "`npm ci` が通りました。`npm install` で package-lock.json に zod@3.24.1 が入ったので、ロックファイルも"
              "コミットしてください。キャッシュ削除と node_modules の削除は関係ありませんでした。")],
    cmd=C, err=E, change="npm install", kind="bugfix", lang="ja",
    also_ok=["npm ERR! Missing: zod@3.24.1 from lock file"],
    groups=[["can only install packages when your package.json and package-lock.json", "from lock file"],
            ["npm install", "package-lock.json"]],
    tries=["npm cache clean --force", "rm -rf node_modules"],
    traps=["npm ERR! Clean install a project"],
    note="A cache clean and removing node_modules print the same; updating the lock with `npm install` fixes it "
         "(the lock is committed: bugfix). The usage block is a decoy.")

# --- cmake: Ninja missing -----------------------------------------------------------------------------------------

C = "cmake -S . -B build -G Ninja"
E = 'CMake Error: CMake was unable to find a build program corresponding to "Ninja".  CMAKE_MAKE_PROGRAM is not set.  You probably need to select a different build tool.'
OUT = "\n".join([E, "CMake Error: CMAKE_C_COMPILER not set, after EnableLanguage",
                 "CMake Error: CMAKE_CXX_COMPILER not set, after EnableLanguage", "-- Configuring incomplete, errors occurred!"])
mem("cmake_ninja_not_found_install_ninja_build", "cmake", S, "missing_generator", "/home/vik/quill",
    lambda rng, C=C: [
        ("u", "configure quill with the ninja generator like the README says"),
        ("b", C, OUT, 1),
        ("s", "The compiler lines suggest a broken cache. Removing build/ and configuring fresh."),
        ("b", "rm -rf build", ""),
        ("b", "cmake --fresh -S . -B build -G Ninja", OUT, 1),
        ("b", C, OUT, 1),
        ("s", "The compiler errors follow from the first line: there is no `ninja` on PATH."),
        ("b", "which ninja ninja-build || echo 'not found'", "not found"),
        ("b", "sudo apt-get install -y ninja-build", "Reading package lists...\nThe following NEW packages will be installed:\n  ninja-build\n"
                                                     "Setting up ninja-build (1.11.1-2) ..."),
        ("b", C, "-- The C compiler identification is GNU 13.3.0\n-- The CXX compiler identification is GNU 13.3.0\n"
                 "-- Detecting C compiler ABI info - done\n-- Configuring done (0.6s)\n-- Generating done (0.0s)\n"
                 "-- Build files have been written to: /home/vik/quill/build"),
        ("s", "Configured. The only problem was Ninja itself (`ninja-build` package); the compiler lines were "
              "follow-on errors.")],
    cmd=C, err=E, change="apt-get install -y ninja-build",
    groups=[['unable to find a build program corresponding to "Ninja"', "CMAKE_MAKE_PROGRAM is not set"], ["ninja-build"]],
    tries=["rm -rf build", "cmake --fresh"],
    traps=["CMake Error: CMAKE_C_COMPILER not set, after EnableLanguage"],
    note="The compiler-not-set lines are follow-on errors (a decoy); deleting build/ and `--fresh` are tries.")

# --- golangci-lint built with an older Go ------------------------------------------------------------------------

C = "golangci-lint run ./..."
E = "Error: can't load config: the Go language version (go1.22) used to build golangci-lint is lower than the targeted Go version (1.23.4)"
mem("golangci_lint_built_with_old_go_reinstall", "golangci-lint", S, "linter_too_old", "/home/femi/gatekeep",
    lambda rng, C=C: [
        ("u", "lint is failing since we moved go.mod to 1.23, please look"),
        ("b", C, E + "\nFailed executing command with error: can't load config: the Go language version (go1.22) used to "
                     "build golangci-lint is lower than the targeted Go version (1.23.4)", 3),
        ("s", "Clearing golangci-lint's cache first."),
        ("b", "golangci-lint cache clean", ""),
        ("b", C, E + "\nFailed executing command with error: can't load config: the Go language version (go1.22) used to "
                     "build golangci-lint is lower than the targeted Go version (1.23.4)", 3),
        ("s", "Pinning the target Go version in .golangci.yml to 1.22 to see if it gets past config loading."),
        ("e", "/home/femi/gatekeep/.golangci.yml", "run:\n  timeout: 5m\n", "run:\n  timeout: 5m\n  go: \"1.22\"\n"),
        ("b", C, E + "\nFailed executing command with error: can't load config: the Go language version (go1.22) used to "
                     "build golangci-lint is lower than the targeted Go version (1.23.4)", 3),
        ("s", "It still reads go.mod. Reverting that; the binary itself is the problem."),
        ("e", "/home/femi/gatekeep/.golangci.yml", "run:\n  timeout: 5m\n  go: \"1.22\"\n", "run:\n  timeout: 5m\n"),
        ("b", "golangci-lint version", "golangci-lint has version 1.59.1 built with go1.22.5 from 1a55854a on 2024-06-09T18:08:33Z"),
        ("b", "curl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b $(go env GOPATH)/bin v1.62.2",
         "golangci/golangci-lint info checking GitHub for tag 'v1.62.2'\ngolangci/golangci-lint info found version: 1.62.2 for v1.62.2/linux/amd64\n"
         "golangci/golangci-lint info installed /home/femi/go/bin/golangci-lint"),
        ("b", C, "0 issues."),
        ("s", "0 issues. Your golangci-lint was 1.59.1 built with Go 1.22; 1.62.2 is built with 1.23 and loads the config. "
              "(The `go: \"1.22\"` edit is reverted.)")],
    cmd=C, err=E, change="golangci-lint/master/install.sh | sh -s -- -b $(go env GOPATH)/bin v1.62.2",
    groups=[["used to build golangci-lint is lower than the targeted Go version"], ["v1.62.2", "1.62"]],
    tries=["golangci-lint cache clean", 'go: "1.22"'],
    note="A cache clean and a config pin (reverted) do not help; a golangci-lint built with Go 1.23 does.")

# --- cdk: environment not bootstrapped (fr) ----------------------------------------------------------------------

C = "npx cdk deploy PostierStack --require-approval never"
E = "PostierStack: SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the environment been bootstrapped? Please run 'cdk bootstrap' (see https://docs.aws.amazon.com/cdk/latest/guide/bootstrapping.html)"
mem("cdk_deploy_not_bootstrapped_fr", "cdk", S, "not_bootstrapped", "/home/margaux/postier",
    lambda rng, C=C: [
        ("u", "Peux-tu déployer PostierStack sur le nouveau compte de staging (profil postier-staging, déjà exporté) ?"),
        ("b", C, "\n\u2728  Synthesis time: 6.1s\n\nPostierStack: start: Building PostierStack Template\n" + E + "\n", 1),
        ("s", "Je vérifie d'abord que les identifiants sont valides."),
        ("b", "aws sts get-caller-identity", '{\n    "UserId": "AROA4XEXAMPLE7QK2:margaux",\n    "Account": "918273645011",\n'
                                             '    "Arn": "arn:aws:sts::918273645011:assumed-role/PostierDeploy/margaux"\n}'),
        ("s", "Les identifiants sont bons. Je supprime cdk.out au cas où un ancien assembly traînerait."),
        ("b", "rm -rf cdk.out", ""),
        ("b", C, "\n\u2728  Synthesis time: 6.4s\n\nPostierStack: start: Building PostierStack Template\n" + E + "\n", 1),
        ("s", "Toujours pareil : ce compte neuf n'a jamais été bootstrappé dans eu-west-3. Je lance le bootstrap."),
        ("b", "npx cdk bootstrap aws://918273645011/eu-west-3",
         " \u23f3  Bootstrapping environment aws://918273645011/eu-west-3...\nCDKToolkit: creating CloudFormation changeset...\n"
         " \u2705  Environment aws://918273645011/eu-west-3 bootstrapped."),
        ("b", C, "\n\u2728  Synthesis time: 6.0s\n\nPostierStack: deploying... [1/1]\nPostierStack: creating CloudFormation changeset...\n\n"
                 " \u2705  PostierStack\n\n\u2728  Deployment time: 94.2s\n\nStack ARN:\narn:aws:cloudformation:eu-west-3:918273645011:stack/PostierStack/"
                 + hx(rng, 8) + "-" + hx(rng, 4) + "-11ef-" + hx(rng, 4) + "-" + hx(rng, 12)),
        ("s", "Déployé. Le compte de staging n'avait pas encore la pile CDKToolkit : `cdk bootstrap` une fois par "
              "compte/région suffit.")],
    cmd=C, err=E, change="cdk bootstrap aws://918273645011/eu-west-3", lang="fr",
    groups=[["/cdk-bootstrap/hnb659fds/version not found", "Has the environment been bootstrapped"], ["cdk bootstrap"]],
    tries=["rm -rf cdk.out"],
    note="A credentials check (diagnostic) and removing cdk.out do not help; `cdk bootstrap` for the new account "
         "and region does. The error text itself names the fix, so the must groups are easy.")

# --- docker: a COPY source excluded by .dockerignore -------------------------------------------------------------

C = "docker build -t lumen-web:dev ."
E = 'ERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref 9b1e2c4d-7f3a-4e55-a0c1-62e9d1f0b7aa::q1x8v0z3n5m2k4j6h7g9f0d1s: "/dist": not found'


def _dock(rng: object) -> str:
    return "\n".join([
        "[+] Building 1.9s (7/9)                                                   docker:default",
        " => [internal] load build definition from Dockerfile                                 0.0s",
        " => [internal] load .dockerignore                                                    0.0s",
        " => [internal] load build context                                                    0.1s",
        " => CACHED [1/4] FROM docker.io/library/nginx:1.27-alpine                           0.0s",
        ' => ERROR [3/4] COPY dist/ /usr/share/nginx/html/                                   0.0s',
        "------", " > [3/4] COPY dist/ /usr/share/nginx/html/:", "------", "Dockerfile:7",
        "--------------------", "   5 |     COPY nginx.conf /etc/nginx/conf.d/default.conf", "   6 |     ",
        "   7 | >>> COPY dist/ /usr/share/nginx/html/", "--------------------", E])


mem("docker_copy_dist_dockerignore", "docker", S, "context_excluded", "/home/noor/lumen-web",
    lambda rng, C=C: [
        ("u", "npm run build is done, now build the nginx image for lumen-web"),
        ("b", C, _dock(rng), 1),
        ("b", "ls dist | head -3", "assets\nfavicon.svg\nindex.html"),
        ("s", "dist/ exists locally. Rebuilding without cache."),
        ("b", "docker build --no-cache -t lumen-web:dev .", _dock(rng), 1),
        ("s", "Same. Pruning the builder cache."),
        ("b", "docker builder prune -f", "Deleted build cache objects:\n" + hx(rng, 25) + "\n" + hx(rng, 25) + "\n\nTotal reclaimed space: 412.6MB"),
        ("b", C, _dock(rng), 1),
        ("r", "/home/noor/lumen-web/.dockerignore", "node_modules\n.git\ndist\n*.log\n.env*"),
        ("s", "`.dockerignore` excludes `dist`, so the build context never contains it. Removing that line (node_modules "
              "stays excluded)."),
        ("e", "/home/noor/lumen-web/.dockerignore", "node_modules\n.git\ndist\n", "node_modules\n.git\n"),
        ("b", C, "[+] Building 2.4s (9/9) FINISHED                                          docker:default\n"
                 " => [3/4] COPY dist/ /usr/share/nginx/html/                                   0.1s\n"
                 " => exporting to image                                                        0.1s\n"
                 " => => naming to docker.io/library/lumen-web:dev                              0.0s"),
        ("s", "Built lumen-web:dev. `dist` was listed in .dockerignore; `--no-cache` and the prune didn't matter.")],
    cmd=C, err=E, change="node_modules\n.git\n", kind="bugfix",
    groups=[['"/dist": not found', "failed to calculate checksum of ref"], [".dockerignore"]],
    tries=["docker build --no-cache", "docker builder prune -f"],
    note="BuildKit's `not found` for a COPY source that exists locally; `--no-cache` and a prune print the same. "
         "Removing `dist` from .dockerignore fixes it (bugfix).")
