"""Sessions without memory, part two: `said_not_done` (6), `gave_up_explained` (5), `one_off_told` (4).

`said_not_done`: the fix is said in words ("the fix is ...", "you could also ...") but never done - the user
declines it and nothing passes, or the agent runs a workaround (a narrower or different command) that passes
while the failing command is left as it was. `gave_up_explained`: the agent explains the failure confidently,
its attempts fail, and the user takes over; nothing passes. `one_off_told`: the agent says exactly what the fix
was, and it is right, but the failure came from state this same session created (its own server, container,
rebase, background job): the next session will not have it.
"""

from __future__ import annotations

from kit import none, pad

# --- said_not_done: proposed and declined -------------------------------------------------------------------

C = "pytest -q"
E = "E   DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC)."
S = "The fix is to replace `utcnow()` with `datetime.now(UTC)`"
none("pytest_utcnow_fix_declined", "python", "said_not_done", "proposed_declined", "/home/ellen/stowage",
     lambda rng, C=C, E=E, S=S: [
         ("u", "CI on 3.12 fails, what's going on?"),
         ("b", C, pad(rng, ["FAILED tests/test_manifest.py::test_stamp - DeprecationWarning: datetime.datetime.utcnow() is deprecated",
                            "____________________________ test_stamp ____________________________", E,
                            "14 failed, 120 passed in 3.90s"]), 1),
         ("s", "pyproject sets `filterwarnings = [\"error\"]`, so 3.12's utcnow() deprecation fails the tests. "
               + S + " in the 14 call sites; you could also add an ignore for that warning to filterwarnings. Want me to?"),
         ("u", "no, don't touch it today, that module gets rewritten next sprint. I'll pin CI to 3.11 myself")],
     cmd=C, err=E, said=S,
     traps=["datetime.now(UTC)", E],
     note="The fix is named (and is the usual one) but never applied or run; the user declines. No memory: nothing "
          "was shown to work in this project.")

C = "./mvnw -q test"
E = "Unsupported class file major version 65"
S = "Poprawka: podbić jacoco-maven-plugin do 0.8.11"
none("maven_jacoco_fix_declined_pl", "java", "said_not_done", "proposed_declined", "/home/kasia/magazyn",
     lambda rng, C=C, E=E, S=S: [
         ("u", "Po przejściu na JDK 21 testy się wywalają. Sprawdzisz?"),
         ("b", C, pad(rng, ["[ERROR] Failed to execute goal org.jacoco:jacoco-maven-plugin:0.8.8:report (report) on project magazyn: "
                            "An error has occurred in JaCoCo report generation.: Error while creating report: Error while analyzing "
                            "/home/kasia/magazyn/target/classes/pl/magazyn/Stock.class. " + E]), 1),
         ("s", "JaCoCo 0.8.8 nie obsługuje klas z JDK 21 (wersja 65). " + S + ", pierwszej wersji z obsługą Javy 21. "
               "Mogę to zmienić w pom.xml?"),
         ("u", "Nie, nie zmieniaj pom-a, zrobimy to w osobnym PR razem z resztą wtyczek.")],
     cmd=C, err=E, said=S, lang="pl",
     traps=["0.8.11", E])

C = "golangci-lint run ./..."
E = "internal/mail/send.go:33:15: Error return value of `w.Close` is not checked (errcheck)"
S = "the proper fix is `defer func() { _ = w.Close() }()`"
none("golangci_errcheck_fix_declined", "go", "said_not_done", "proposed_declined", "/home/pavel/postbox",
     lambda rng, C=C, E=E, S=S: [
         ("u", "lint is failing, what is it"),
         ("b", C, pad(rng, [E, "\tdefer w.Close()", "\t            ^", "1 issues:", "* errcheck: 1"]), 1),
         ("s", "errcheck flags the deferred `w.Close()`. You could also exclude Close from errcheck in .golangci.yml, but "
               + S + " (or better, return the Close error since it's a writer)."),
         ("u", "leave it, I'm rewriting send.go in my branch anyway")],
     cmd=C, err=E, said=S,
     traps=["_ = w.Close()", E])

# --- said_not_done: a workaround passes, the fix is only said ---------------------------------------------------

C = "npm test"
E = "TypeError: fetch failed"
S = "The proper fix is to mock the rates API with msw"
none("npm_test_skip_currency_workaround", "node", "said_not_done", "workaround_only", "/home/oren/bazaar-api",
     lambda rng, C=C, E=E, S=S: [
         ("u", "I need a green test run before the demo in 10 min, the currency test fails"),
         ("b", C, pad(rng, [" FAIL  src/currency/convert.test.ts", "  ● convert › converts EUR to USD", "", "    " + E,
                            "    [cause]: ConnectTimeoutError: Connect Timeout Error (attempted address: rates.partner.example:443, timeout: 10000ms)",
                            "Test Suites: 1 failed, 31 passed, 32 total"]), 1),
         ("s", "convert.test.ts calls the live rates API, which isn't reachable from here. " + S + " so the test never "
               "leaves the process. For the demo I'll run everything except that file."),
         ("b", C + " -- --testPathIgnorePatterns=currency", pad(rng, ["Test Suites: 31 passed, 31 total", "Tests:       244 passed, 244 total"])),
         ("s", "31 suites green without the currency test. The test itself still needs the msw mock; nothing is fixed yet.")],
     cmd=C, err=E, passed=C + " -- --testPathIgnorePatterns=currency", reason="testPathIgnorePatterns", said=S,
     traps=["msw", E],
     note="The pass is a narrower run that skips the failing file. The fix is only said. Neither the skip nor the "
          "mock is a fix to learn.")

C = "cargo clippy -- -D warnings"
E = "error: this `impl` can be derived"
S = "the fix would be `#[derive(Default)]` on `Settings`"
none("clippy_derivable_build_instead", "rust", "said_not_done", "workaround_only", "/home/sigrid/brygga",
     lambda rng, C=C, E=E, S=S: [
         ("u", "clippy is failing, I just need a debug build to test on the device"),
         ("b", C, pad(rng, ["    Checking brygga v0.2.0 (/home/sigrid/brygga)", E, "  --> src/settings.rs:14:1", "   |",
                            "14 | / impl Default for Settings {", "15 | |     fn default() -> Self {", "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#derivable_impls",
                            "error: could not compile `brygga` (lib) due to 1 previous error"]), 101),
         ("s", "clippy::derivable_impls: the manual Default impl only sets the fields' defaults, so " + S +
               ". You could also `#[allow]` it. Since you just need a build, here's the debug build:"),
         ("b", "cargo build", pad(rng, ["   Compiling brygga v0.2.0 (/home/sigrid/brygga)", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.81s"])),
         ("s", "Debug build done. The clippy error is still there.")],
     cmd=C, err=E, passed="cargo build", reason="still there", said=S,
     traps=["#[derive(Default)]", E])

C = "bin/rails test"
E = "ActionView::Template::Error: The asset \"tailwind.css\" is not present in the asset pipeline."
S = "The real fix is to run `bin/rails tailwindcss:build` before the tests"
none("rails_tailwind_models_only", "ruby", "said_not_done", "workaround_only", "/home/gil/hopsack",
     lambda rng, C=C, E=E, S=S: [
         ("u", "run the tests, I only care about the model tests right now, don't build anything"),
         ("b", C, pad(rng, ["Running 212 tests in parallel using 8 processes", "E", "", "Error:", "DashboardControllerTest#test_should_get_index:",
                            E, "    app/views/layouts/application.html.erb:9", "", "212 runs, 487 assertions, 0 failures, 23 errors, 0 skips"]), 1),
         ("s", "The 23 errors are controller/view tests: the layout links tailwind.css, which is only produced by the "
               "Tailwind build. " + S + " (or add it to bin/setup). Since you asked not to build, running the model tests only."),
         ("b", "bin/rails test test/models", pad(rng, ["Running 96 tests in parallel using 8 processes", "96 runs, 241 assertions, 0 failures, 0 errors, 0 skips"])),
         ("s", "Model tests: 96 runs, all green. The view tests still need the Tailwind build.")],
     cmd=C, err=E, passed="bin/rails test test/models", reason="test/models", said=S,
     traps=["tailwindcss:build", E],
     note="Hard negative: the said fix is very likely right, but it was not run; the pass is a different, narrower command.")

# --- gave_up_explained ---------------------------------------------------------------------------------------------

C = "mix deps.compile bcrypt_elixir"
E = "** (Mix) \"nmake\" not found in the path. If you have set the MAKE environment variable, please make sure it is correct."
S = "This fails because bcrypt_elixir builds a NIF and on Windows that needs the MSVC build tools"
none("mix_bcrypt_nmake_gave_up", "elixir", "gave_up_explained", "user_takes_over", "C:/Users/ruth/src/quire",
     lambda rng, C=C, E=E, S=S: [
         ("u", "deps won't compile on my Windows box"),
         ("b", C, pad(rng, ["==> bcrypt_elixir", "could not compile dependency :bcrypt_elixir, \"mix compile\" failed. Errors may have been logged above.",
                            E]), 1),
         ("s", S + " (nmake from a \"x64 Native Tools\" prompt). Installing the Build Tools."),
         ("b", "winget install --id Microsoft.VisualStudio.2022.BuildTools --silent", "Found Visual Studio BuildTools 2022 [Microsoft.VisualStudio.2022.BuildTools] Version 17.12.3\n"
               "This package requires administrator privileges.\nInstaller failed with exit code: 0x8a150056", 1),
         ("s", "I can't install it without an elevated shell. You'll need to install the C++ build tools as admin and "
               "rerun from the x64 Native Tools prompt."),
         ("u", "ok I'll do it from an admin terminal later")],
     cmd=C, err=E, said=S,
     traps=["winget install", E])

C = "pip install -r requirements.txt"
E = "Exception: Can not find valid pkg-config name."
S = "Det beror på att utvecklingsfilerna för MySQL-klienten saknas"
none("pip_mysqlclient_gave_up_sv", "python", "gave_up_explained", "user_takes_over", "/home/elsa/bokhylla",
     lambda rng, C=C, E=E, S=S: [
         ("u", "Kan du installera beroendena? Jag har precis skapat en ny venv."),
         ("b", C, pad(rng, ["Collecting mysqlclient==2.2.6", "  Getting requirements to build wheel: finished with status 'error'",
                            "  error: subprocess-exited-with-error", "      Trying pkg-config --exists mysqlclient",
                            "      Command 'pkg-config --exists mysqlclient' returned non-zero exit status 1.", "      " + E,
                            "      Specify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS env vars manually"]), 1),
         ("s", S + " (default-libmysqlclient-dev och pkg-config). Jag installerar dem."),
         ("b", "apt-get install -y default-libmysqlclient-dev pkg-config", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n"
               "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", 100),
         ("s", "Jag har inte root här. Du behöver köra `sudo apt-get install default-libmysqlclient-dev pkg-config` själv."),
         ("u", "Okej, jag fixar det.")],
     cmd=C, err=E, said=S, lang="sv",
     traps=["default-libmysqlclient-dev", E])

C = "npm ci"
E = "gyp ERR! stack ModuleNotFoundError: No module named 'distutils'"
S = "This is because node-gyp 9 still imports distutils, which Python 3.12 removed"
none("npm_gyp_distutils_gave_up", "node", "gave_up_explained", "user_takes_over", "/home/bram/sonar-desk",
     lambda rng, C=C, E=E, S=S: [
         ("u", "npm ci fails on a native module after I upgraded python"),
         ("b", C, pad(rng, ["npm error path /home/bram/sonar-desk/node_modules/usb", "npm error command failed",
                            "npm error gyp info using node-gyp@9.4.1", "npm error gyp ERR! configure error",
                            "npm error " + E, "npm error gyp ERR! not ok"]), 1),
         ("s", S + ". Installing setuptools provides a distutils shim."),
         ("b", "pip install setuptools", "error: externally-managed-environment\n\n× This environment is externally managed\n"
               "╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.", 1),
         ("s", "The system Python refuses pip installs. Options are a python3-setuptools package or pointing npm at an "
               "older Python; both need changes on your machine, so I'll stop here."),
         ("u", "fine, I'll handle it")],
     cmd=C, err=E, said=S,
     traps=["pip install setuptools", E])

C = "./gradlew assembleRelease"
E = "Keystore file '/home/rui/keys/trailnote-release.jks' not found for signing config 'release'."
S = "This fails because the release keystore only exists on the CI runner"
none("gradle_release_keystore_gave_up", "kotlin", "gave_up_explained", "user_takes_over", "/home/rui/trailnote",
     lambda rng, C=C, E=E, S=S: [
         ("u", "build me a release apk"),
         ("b", C, pad(rng, ["> Task :app:validateSigningRelease FAILED", "", "FAILURE: Build failed with an exception.",
                            "* What went wrong:", "Execution failed for task ':app:validateSigningRelease'.", "> " + E]), 1),
         ("s", S + "; keystore.properties points at a path that isn't on this machine. Trying the debug keystore so you "
               "at least get an installable build."),
         ("b", C + " -Pandroid.injected.signing.store.file=$HOME/.android/debug.keystore",
          "> Task :app:packageRelease FAILED\n> com.android.ide.common.signing.KeytoolException: Failed to read key trailnote from store "
          "\"/home/rui/.android/debug.keystore\": Keystore was tampered with, or password was incorrect", 1),
         ("s", "The injected store doesn't match the release key alias/password. I can't build a signed release without the "
               "real keystore."),
         ("u", "ok, I'll grab the keystore from the vault and build it myself")],
     cmd=C, err=E, said=S,
     traps=["debug.keystore", E])

C = "cmake -S . -B build"
E = "Could NOT find Boost: Found unsuitable version \"1.74.0\", but required is at least \"1.83\""
S = "This is because Ubuntu 22.04 ships Boost 1.74"
none("cmake_boost_version_gave_up", "cpp", "gave_up_explained", "user_takes_over", "/home/ayse/rivet",
     lambda rng, C=C, E=E, S=S: [
         ("u", "configure the project"),
         ("b", C, pad(rng, ["-- The CXX compiler identification is GNU 11.4.0", "CMake Error at /usr/share/cmake-3.22/Modules/FindPackageHandleStandardArgs.cmake:230 (message):",
                            "  " + E + " (found /usr/include, found components: json url)", "-- Configuring incomplete, errors occurred!"]), 1),
         ("s", S + " and rivet needs 1.83 for boost::json's new API. Trying the versioned package."),
         ("b", "sudo apt-get install -y libboost1.83-all-dev", "Reading package lists...\nBuilding dependency tree...\nE: Unable to locate package libboost1.83-all-dev", 100),
         ("s", "No 1.83 package for this release. It needs Boost built from source, a PPA or vcpkg; that's your call."),
         ("u", "I'll set up vcpkg, leave it")],
     cmd=C, err=E, said=S,
     traps=["libboost1.83-all-dev", E])

# --- one_off_told: the told fix is right, but about this session's own leftovers ------------------------------------

C = "go test ./e2e/..."
E = "server.go:41: listen tcp :8080: bind: address already in use"
S = "The fix was to stop the API server I had started earlier"
none("go_e2e_own_server_told", "go", "one_off_told", "own_process", "/home/mateo/caravel",
     lambda rng, C=C, E=E, S=S: [
         ("u", "start the api so I can curl it, then run the e2e tests"),
         ("bg", "go run ./cmd/api", "Command running in background with ID: b41f07"),
         ("b", "curl -s localhost:8080/healthz", "{\"status\":\"ok\"}"),
         ("b", C, pad(rng, ["--- FAIL: TestMain (0.00s)", "    " + E, "FAIL\tcaravel/e2e\t0.021s"]), 1),
         ("b", "lsof -ti :8080", "51822"),
         ("b", "kill 51822", ""),
         ("b", C, pad(rng, ["ok  \tcaravel/e2e\t3.774s"])),
         ("s", S + " for you (PID 51822): the e2e suite starts its own on :8080. Passes now; want the server back?")],
     cmd=C, err=E, passed=C, origin="go run ./cmd/api", said=S,
     traps=["kill 51822", E],
     note="The told fix is correct, but the port holder was this session's own server.")

C = "docker compose up -d"
E = "Bind for 0.0.0.0:5432 failed: port is already allocated"
S = "Sorun, az önce benim başlattığım pg-test konteyneriydi"
none("compose_own_pg_test_told_tr", "docker", "one_off_told", "own_container", "/home/emre/kervan",
     lambda rng, C=C, E=E, S=S: [
         ("u", "Önce migration'ı geçici bir postgres'te dene, sonra compose ortamını kaldır."),
         ("b", "docker run -d --name pg-test -e POSTGRES_PASSWORD=test -p 5432:5432 postgres:16", "6b0f3e9d21c84a7f5e02b1c6d9a3f8e7c2d4b5a6e1f0c9d8b7a6e5f4c3d2b1a0"),
         ("b", "DATABASE_URL=postgres://postgres:test@localhost:5432/postgres npx prisma migrate deploy", "2 migrations found in prisma/migrations\nAll migrations have been successfully applied."),
         ("b", C, pad(rng, ["[+] Running 2/3", " ✔ Network kervan_default  Created", " ✘ Container kervan-db-1     Error",
                            "Error response from daemon: driver failed programming external connectivity on endpoint kervan-db-1: " + E]), 1),
         ("b", "docker rm -f pg-test", "pg-test"),
         ("b", C, pad(rng, ["[+] Running 3/3", " ✔ Container kervan-db-1   Started", " ✔ Container kervan-api-1  Started"])),
         ("s", S + "; 5432'yi o tutuyordu. Onu sildim (`docker rm -f pg-test`), compose ortamı ayakta.")],
     cmd=C, err=E, passed=C, origin="docker run -d --name pg-test", said=S, lang="tr",
     traps=["docker rm -f pg-test", E])

C = "git rebase origin/main"
E = "fatal: It seems that there is already a rebase-merge directory, and"
S = "Root cause: my earlier `git rebase -i` was killed by the timeout"
none("git_own_rebase_merge_told", "git", "one_off_told", "own_rebase", "/home/ida/atlasbook",
     lambda rng, C=C, E=E, S=S: [
         ("u", "squash my last three commits, then rebase on origin/main"),
         ("b", "git rebase -i HEAD~3", "hint: Waiting for your editor to close the file...", "timeout"),
         ("b", "git fetch origin", ""),
         ("b", C, pad(rng, [E, "I wonder if you are in the middle of another rebase.  If that is the", "case, please try",
                            "\tgit rebase (--continue | --abort | --skip)", "If that is not the case, please",
                            "\trm -fr \".git/rebase-merge\""]), 128),
         ("b", "git rebase --abort", ""),
         ("b", "git reset --soft HEAD~3 && git commit -m 'Atlas export: CSV and GeoJSON' -q && " + C,
          "Successfully rebased and updated refs/heads/feat/export."),
         ("b", C, "Current branch feat/export is up to date."),
         ("s", S + " while waiting for an editor and left .git/rebase-merge behind. I aborted it, squashed with "
               "`reset --soft` instead, and the rebase onto origin/main went through.")],
     cmd=C, err=E, passed=C, origin="git rebase -i HEAD~3", said=S,
     traps=["git rebase --abort", E])

C = "python manage.py migrate"
E = "sqlite3.OperationalError: database is locked"
S = "The cause was my own backfill job"
none("django_sqlite_own_backfill_told", "python", "one_off_told", "own_process", "/home/nils/herbarium",
     lambda rng, C=C, E=E, S=S: [
         ("u", "run the backfill for all specimens, and apply the new migration"),
         ("bg", "python scripts/backfill_taxa.py --all", "Command running in background with ID: 3e9a12"),
         ("b", C, pad(rng, ["Operations to perform:", "  Apply all migrations: admin, auth, specimens", "Running migrations:",
                            "  Applying specimens.0014_taxon_rank...Traceback (most recent call last):", E, "",
                            "The above exception was the direct cause of the following exception:", "",
                            "django.db.utils.OperationalError: database is locked"]), 1),
         ("b", "pgrep -af backfill_taxa", "61720 python scripts/backfill_taxa.py --all"),
         ("b", "kill 61720", ""),
         ("b", C, pad(rng, ["Running migrations:", "  Applying specimens.0014_taxon_rank... OK"])),
         ("s", S + " (PID 61720): it held SQLite's write lock. I stopped it and the migration applied; I'll restart the "
               "backfill now so it runs against the new schema.")],
     cmd=C, err=E, passed=C, origin="python scripts/backfill_taxa.py", said=S,
     traps=["kill 61720", E])
