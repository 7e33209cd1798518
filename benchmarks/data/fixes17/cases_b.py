"""Sessions with memory, part two: 16 `env_fix` (cloud login, system libraries, limits, emulators, submodules,
toolchains, caches, the exec bit, a freed port, the kube context) and 4 `edit_not_env` (an environment change
was tried and changed nothing; a code edit fixed it - the memory is the edit)."""

from __future__ import annotations

from kit import edit, env, pad

# --- cloud_auth ------------------------------------------------------------------------------------

env("gcloud_adc_login", "python", "cloud_auth", "/home/lena/tidewater-etl",
    ask="Run the BigQuery integration tests (pytest tests/integration -q).",
    cmd="pytest tests/integration -q",
    out=["E   google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. To set up "
         "Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for "
         "more information.", "ERROR tests/integration/test_load.py::test_load_partition", "9 errors in 1.34s"],
    err="google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found.",
    change=[("s", "These tests use Application Default Credentials and there are none on this machine. I'll start "
                  "the login; it opens your browser - please approve it there."),
            ("b", "gcloud auth application-default login", "Your browser has been opened to visit:\n\n    "
             "https://accounts.google.com/o/oauth2/auth?response_type=code&client_id=7641...\n\n"
             "Credentials saved to file: [/home/lena/.config/gcloud/application_default_credentials.json]\n\n"
             "These credentials will be used by any library that requests Application Default Credentials (ADC).")],
    ok=[".........", "9 passed in 14.08s"],
    close="No Application Default Credentials existed; after `gcloud auth application-default login` (you "
          "approved it in the browser) the 9 integration tests pass.",
    groups=[["DefaultCredentialsError", "default credentials were not found"], ["application-default login"]],
    marker="gcloud auth application-default login")

env("aws_sso_token_expired_fr", "terraform", "cloud_auth", "/home/chloe/kiosque-infra",
    ask="Peux-tu lancer `terraform plan` dans envs/dev ? Je veux voir le diff du bucket.",
    cmd="terraform plan -input=false",
    out=["Planning failed. Terraform encountered an error while generating this plan.", "",
         "Error: configuring Terraform AWS Provider: validating provider credentials: retrieving caller identity from "
         "STS: operation error STS: GetCallerIdentity, get identity: get credentials: failed to refresh cached "
         "credentials, refresh cached SSO token failed, unable to refresh SSO token, operation error SSO OIDC: "
         "CreateToken, https response error StatusCode: 400, InvalidGrantException:"],
    err="refresh cached SSO token failed, unable to refresh SSO token",
    look=[("b", "grep profile providers.tf", "  profile = \"kiosque-dev\"")],
    change=[("b", "aws sso login --profile kiosque-dev", "Attempting to automatically open the SSO authorization page "
             "in your default browser.\nIf the browser does not open or you wish to use a different device to "
             "authorize this request, open the following URL:\n\nhttps://device.sso.eu-west-3.amazonaws.example/\n\n"
             "Then enter the code:\n\nKQWD-TXLM\nSuccessfully logged into Start URL: https://kiosque.awsapps.example/start")],
    ok=["aws_s3_bucket.exports: Refreshing state... [id=kiosque-dev-exports]",
        "Plan: 0 to add, 1 to change, 0 to destroy."],
    close="Le jeton SSO du profil kiosque-dev avait expiré. Après `aws sso login --profile kiosque-dev` (validé "
          "dans ton navigateur), le plan passe : 0 à ajouter, 1 à modifier (le bucket exports).",
    groups=[["SSO token", "refresh cached SSO token failed"], ["aws sso login"]], marker="aws sso login", lang="fr")

# --- system_lib: a library the build needs is installed -------------------------------------------

env("bundle_pg_libpq_brew", "ruby", "system_lib", "/Users/ayo/cornerstore",
    ask="bundle install fails on the pg gem on my new Mac",
    cmd="bundle install",
    out=["Installing pg 1.5.9 with native extensions", "Gem::Ext::BuildError: ERROR: Failed to build gem native extension.",
         "checking for pg_config... no", "checking for libpq per pkg-config... no", "Using libpq from ",
         "checking for libpq-fe.h... no", "Can't find the 'libpq-fe.h header", "*** extconf.rb failed ***",
         "An error occurred while installing pg (1.5.9), and Bundler cannot continue."], code=5,
    err="Can't find the 'libpq-fe.h header",
    change=[("b", "brew install libpq", "==> Pouring libpq--17.0.arm64_sequoia.bottle.tar.gz\n"
             "🍺  /opt/homebrew/Cellar/libpq/17.0: 2,386 files, 31.9MB"),
            ("b", "bundle config set --local build.pg --with-pg-config=/opt/homebrew/opt/libpq/bin/pg_config", "")],
    ok=["Installing pg 1.5.9 with native extensions", "Bundle complete! 61 Gemfile dependencies, 142 gems now installed."],
    close="The pg gem needs libpq's headers and pg_config, which a fresh Mac lacks. `brew install libpq` plus "
          "`bundle config set --local build.pg --with-pg-config=/opt/homebrew/opt/libpq/bin/pg_config` (libpq is "
          "keg-only) and bundle install completes.",
    groups=[["libpq-fe.h"], ["brew install libpq"]], marker="brew install libpq")

env("openssl_sys_libssl_dev", "rust", "system_lib", "/home/viktor/ferryman",
    ask="cargo build on the new CI box image fails in openssl-sys. Fix the box, not the code.",
    cmd="cargo build",
    out=["   Compiling openssl-sys v0.9.104", "error: failed to run custom build command for `openssl-sys v0.9.104`",
         "  Could not find openssl via pkg-config:", "  The system library `openssl` required by crate `openssl-sys` was not found.",
         "  The file `openssl.pc` needs to be installed and the PKG_CONFIG_PATH environment variable must contain its parent directory.",
         "  cargo:warning=Could not find directory of OpenSSL installation, and this `-sys` crate cannot proceed without this knowledge."],
    err="The system library `openssl` required by crate `openssl-sys` was not found.",
    change=[("b", "sudo apt-get install -y pkg-config libssl-dev", "Reading package lists...\nSetting up libssl-dev:amd64 "
             "(3.0.13-0ubuntu3.4) ...\nSetting up pkg-config (1.8.1-2build1) ...")],
    ok=["   Compiling openssl-sys v0.9.104", "   Compiling ferryman v0.6.2 (/home/viktor/ferryman)",
        "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 48.31s"],
    close="openssl-sys links the system OpenSSL and the image had neither its headers nor pkg-config. After "
          "`sudo apt-get install -y pkg-config libssl-dev` cargo build finishes. Add both to the image's package list.",
    groups=[["openssl-sys", "openssl.pc"], ["libssl-dev"]], marker="libssl-dev")

env("pip_python_h_dev_pt", "python", "system_lib", "/home/thiago/rotas",
    ask="O `pip install -r requirements.txt` quebra no uvloop dentro da venv. Pode resolver?",
    cmd=".venv/bin/pip install -r requirements.txt",
    out=["Building wheels for collected packages: uvloop", "  Building wheel for uvloop (pyproject.toml): finished with status 'error'",
         "  error: subprocess-exited-with-error", "      uvloop/loop.c:4:10: fatal error: Python.h: No such file or directory",
         "          4 | #include \"Python.h\"", "      compilation terminated.", "ERROR: Failed to build installable wheels for some pyproject.toml based projects (uvloop)"],
    err="fatal error: Python.h: No such file or directory",
    look=[("b", ".venv/bin/python -V", "Python 3.13.0")],
    think="No wheel for this uvloop on 3.13 yet, so it compiles; the CPython headers for 3.13 are missing.",
    change=[("b", "sudo apt-get install -y python3.13-dev", "Setting up libpython3.13-dev:amd64 (3.13.0-1+jammy1) ...\n"
             "Setting up python3.13-dev (3.13.0-1+jammy1) ...")],
    ok=["  Building wheel for uvloop (pyproject.toml): finished with status 'done'",
        "Successfully installed uvloop-0.21.0"],
    close="O uvloop é compilado no Python 3.13 e faltavam os headers do CPython (Python.h). Instalei "
          "`python3.13-dev` com apt e o `pip install` terminou.",
    groups=[["Python.h"], ["python3.13-dev", "-dev"]], marker="python3.13-dev", lang="pt")

# --- ulimit ------------------------------------------------------------------------------------------

env("vite_build_emfile_ulimit", "node", "ulimit", "/Users/nina/atlasmap",
    ask="npm run build crashes with too many open files on my mac",
    cmd="npm run build",
    out=["> atlasmap@4.0.1 build", "> vite build", "vite v5.4.10 building for production...",
         "transforming (2841) node_modules/@turf/helpers/dist/esm/index.js",
         "[vite:load-fallback] Could not load /Users/nina/atlasmap/node_modules/@turf/bbox/dist/esm/index.js: "
         "EMFILE: too many open files, open '/Users/nina/atlasmap/node_modules/@turf/bbox/dist/esm/index.js'"],
    err="EMFILE: too many open files",
    look=[("b", "ulimit -n", "256")],
    change=[], passed="ulimit -n 10240 && npm run build",
    ok=["✓ 4127 modules transformed.", "dist/assets/index-9c1e2f.js   1,204.33 kB │ gzip: 351.02 kB", "✓ built in 21.66s"],
    close="macOS gives a shell 256 file descriptors and vite opens thousands of turf modules at once. With "
          "`ulimit -n 10240` first the build completes. To keep it, put `ulimit -n 10240` in your shell profile.",
    groups=[["EMFILE", "too many open files"], ["ulimit -n"]], marker="ulimit -n 10240")

# --- emulator, submodule -----------------------------------------------------------------------------

env("android_no_connected_devices", "kotlin", "emulator", "/home/ola/tripnote-android",
    ask="Run the instrumented tests: ./gradlew connectedDebugAndroidTest",
    cmd="./gradlew connectedDebugAndroidTest",
    out=["> Task :app:connectedDebugAndroidTest FAILED", "", "FAILURE: Build failed with an exception.", "",
         "* What went wrong:", "Execution failed for task ':app:connectedDebugAndroidTest'.",
         "> com.android.builder.testing.api.DeviceException: No connected devices!"],
    err="com.android.builder.testing.api.DeviceException: No connected devices!",
    look=[("b", "emulator -list-avds", "Pixel_7_API_34")],
    change=[("bg", "emulator -avd Pixel_7_API_34 -no-window -no-audio -no-boot-anim", "Command running in background with ID: 4f1d2a"),
            ("b", "adb wait-for-device && adb shell getprop sys.boot_completed", "1")],
    ok=["> Task :app:connectedDebugAndroidTest", "Starting 23 tests on Pixel_7_API_34(AVD) - 14",
        "Finished 23 tests on Pixel_7_API_34(AVD) - 14", "BUILD SUCCESSFUL in 1m 52s"],
    close="No device was attached. I booted the Pixel_7_API_34 AVD headless (`emulator -avd Pixel_7_API_34 "
          "-no-window`), waited for boot, and the 23 instrumented tests pass.",
    groups=[["No connected devices"], ["emulator -avd", "Pixel_7_API_34"]], marker="emulator -avd Pixel_7_API_34",
    note="The emulator is a process of this session, but the lesson is that the command needs a running device; "
         "the next session needs the same step. Contrast `one_off_state`.")

env("cmake_googletest_submodule", "cpp", "submodule", "/home/farid/quanta",
    ask="Fresh clone, cmake configure fails. Get it building.",
    cmd="cmake -S . -B build -G Ninja && cmake --build build",
    out=["-- The CXX compiler identification is GNU 13.2.0", "CMake Error at CMakeLists.txt:24 (add_subdirectory):",
         "  The source directory", "", "    /home/farid/quanta/third_party/googletest", "",
         "  does not contain a CMakeLists.txt file.", "-- Configuring incomplete, errors occurred!"],
    err="does not contain a CMakeLists.txt file.",
    look=[("b", "cat .gitmodules; ls third_party/googletest | wc -l", "[submodule \"third_party/googletest\"]\n"
           "\tpath = third_party/googletest\n\turl = https://git.quanta.example/mirror/googletest.git\n0")],
    change=[("b", "git submodule update --init --recursive", "Submodule 'third_party/googletest' "
             "(https://git.quanta.example/mirror/googletest.git) registered for path 'third_party/googletest'\n"
             "Cloning into '/home/farid/quanta/third_party/googletest'...\n"
             "Submodule path 'third_party/googletest': checked out 'b514bdc898e2951020cbdca1304b75f5950d1f59'")],
    ok=["-- Configuring done (1.2s)", "-- Generating done (0.0s)", "[142/142] Linking CXX executable tests/quanta_tests"],
    close="third_party/googletest is a git submodule and the clone did not fetch it. After `git submodule "
          "update --init --recursive` configure and build succeed.",
    groups=[["does not contain a CMakeLists.txt", "googletest"], ["git submodule update --init"]],
    marker="git submodule update --init")

# --- toolchain ---------------------------------------------------------------------------------------

env("dotnet_sdk9_netsdk1045", "dotnet", "toolchain", "/home/mira/Ledgerly",
    ask="dotnet build fails after I merged the net9 upgrade branch",
    cmd="dotnet build",
    out=["  Determining projects to restore...",
         "/usr/lib/dotnet/sdk/8.0.110/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): "
         "error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, "
         "or use a version of the .NET SDK that supports .NET 9.0. [/home/mira/Ledgerly/src/Ledgerly.Api/Ledgerly.Api.csproj]",
         "Build FAILED."],
    err="error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.",
    look=[("b", "dotnet --list-sdks", "8.0.110 [/usr/lib/dotnet/sdk]")],
    change=[("b", "sudo apt-get install -y dotnet-sdk-9.0", "Setting up dotnet-sdk-9.0 (9.0.100-1) ..."),
            ("b", "dotnet --list-sdks", "8.0.110 [/usr/lib/dotnet/sdk]\n9.0.100 [/usr/lib/dotnet/sdk]")],
    ok=["  Ledgerly.Domain -> /home/mira/Ledgerly/src/Ledgerly.Domain/bin/Debug/net9.0/Ledgerly.Domain.dll",
        "  Ledgerly.Api -> /home/mira/Ledgerly/src/Ledgerly.Api/bin/Debug/net9.0/Ledgerly.Api.dll",
        "Build succeeded.", "    0 Warning(s)", "    0 Error(s)"],
    close="Only the .NET 8 SDK was installed and the projects now target net9.0. Installed dotnet-sdk-9.0; "
          "dotnet build succeeds.",
    groups=[["NETSDK1045"], ["dotnet-sdk-9.0"]], marker="dotnet-sdk-9.0")

env("rustc_too_old_rustup_update", "rust", "toolchain", "/home/ilse/sleet",
    ask="cargo build broke after cargo update, can you look",
    cmd="cargo build",
    out=["error: package `clap_builder v4.5.23` cannot be built because it requires rustc 1.74 or newer, while the "
         "currently active rustc version is 1.70.0", "Either upgrade to rustc 1.74 or newer, or use",
         "cargo update clap_builder@4.5.23 --precise ver", "where `ver` is the latest version of `clap_builder` supporting rustc 1.70.0"],
    err="requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0",
    look=[("b", "ls rust-toolchain* 2>/dev/null; rustup show active-toolchain", "stable-x86_64-unknown-linux-gnu (default)")],
    change=[("b", "rustup update stable", "info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'\n"
             "  stable-x86_64-unknown-linux-gnu updated - rustc 1.83.0 (90b35a623 2024-11-26) (from rustc 1.70.0 (90c541806 2023-05-31))")],
    ok=["   Compiling clap_builder v4.5.23", "   Compiling sleet v0.3.0 (/home/ilse/sleet)",
        "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 22.07s"],
    close="Your stable toolchain was rustc 1.70 and the updated clap needs 1.74+. `rustup update stable` moved "
          "it to 1.83 and the build is fine; no need to pin clap back.",
    groups=[["requires rustc 1.74 or newer"], ["rustup update"]], marker="rustup update")

# --- cache_clear ---------------------------------------------------------------------------------------

env("go_modcache_zip_invalid", "go", "cache_clear", "/home/ben/pikeway",
    ask="go build ./... fails with a zip error since my laptop crashed yesterday",
    cmd="go build ./...",
    out=["go: github.com/jackc/pgx/v5@v5.7.1: zip: not a valid zip file"],
    err="go: github.com/jackc/pgx/v5@v5.7.1: zip: not a valid zip file",
    think="A truncated zip in the module cache, probably from the crash mid-download. The cache is read-only; clean it.",
    change=[("b", "go clean -modcache", "")],
    ok=["go: downloading github.com/jackc/pgx/v5 v5.7.1", "go: downloading github.com/jackc/puddle/v2 v2.2.2"],
    close="The module cache held a truncated pgx zip (the crash interrupted a download). `go clean -modcache` "
          "and a fresh download fixed it; go build ./... passes.",
    groups=[["not a valid zip file"], ["go clean -modcache"]], marker="go clean -modcache")

env("vite_optimize_deps_cache_nl", "node", "cache_clear", "/home/sanne/fietsplan",
    ask="De e2e-tests (`npx playwright test`) falen sinds ik van branch wissel. Kun je kijken?",
    cmd="npx playwright test",
    out=["[WebServer] ", "[WebServer] Error: The file does not exist at \"/home/sanne/fietsplan/node_modules/.vite/deps/"
         "chunk-4JMBV2SA.js?v=7a1c0f3e\" which is in the optimize deps directory. The dependency might be incompatible "
         "with the dep optimizer. Try adding it to `optimizeDeps.exclude`.",
         "  1) [chromium] › e2e/route.spec.ts:8:1 › plans a route", "    Error: page.goto: net::ERR_ABORTED", "  12 failed"],
    err="which is in the optimize deps directory",
    think="Switching branches changed the lockfile; the prebundled deps in node_modules/.vite point at chunks that no "
          "longer exist. Clear the optimizer cache rather than excluding a dependency.",
    change=[("b", "rm -rf node_modules/.vite", "")],
    ok=["[WebServer]   VITE v5.4.10  ready in 2104 ms", "[WebServer] ✨ new dependencies optimized: leaflet, date-fns",
        "  12 passed (38.2s)"],
    close="De prebundel-cache van Vite (node_modules/.vite) was verouderd na de branchwissel. Na "
          "`rm -rf node_modules/.vite` bouwt Vite hem opnieuw en slagen alle 12 e2e-tests.",
    groups=[["optimize deps directory"], ["node_modules/.vite"]], marker="rm -rf node_modules/.vite", lang="nl")

# --- exec_bit ------------------------------------------------------------------------------------------

env("make_gen_script_not_executable", "go", "exec_bit", "/home/idris/tollbooth",
    ask="make gen fails with permission denied, please fix it so it also works in CI",
    cmd="make gen",
    out=["./scripts/gen-mocks.sh", "make: ./scripts/gen-mocks.sh: Permission denied",
         "make: *** [Makefile:14: gen] Error 127"], code=2,
    err="make: ./scripts/gen-mocks.sh: Permission denied",
    look=[("b", "git ls-files -s scripts/gen-mocks.sh", "100644 3f9a1c0e4d2b8a7761c5e0f2d9b4a6e8c1f3d5a7 0\tscripts/gen-mocks.sh")],
    change=[("b", "chmod +x scripts/gen-mocks.sh && git update-index --chmod=+x scripts/gen-mocks.sh", "")],
    ok=["./scripts/gen-mocks.sh", "mockgen: wrote internal/toll/mocks/store.go", "mockgen: wrote internal/toll/mocks/clock.go"],
    close="gen-mocks.sh was committed without the exec bit (mode 100644). `chmod +x` plus `git update-index "
          "--chmod=+x` so the mode is committed too; make gen runs and CI will get the fixed mode once you commit.",
    groups=[["Permission denied"], ["chmod +x", "--chmod=+x"]], marker="chmod +x", kind="bugfix",
    note="kind bugfix: the file mode is repaired in the repository, not only on this machine.")

env("gradlew_permission_denied_sv", "java", "exec_bit", "/home/astrid/fyrtorn",
    ask="Kan du köra testerna? `./gradlew test` funkar inte efter att jag packade upp zip-filen.",
    cmd="./gradlew test",
    out=["/bin/bash: line 1: ./gradlew: Permission denied"], code=126,
    err="./gradlew: Permission denied",
    change=[("b", "chmod +x gradlew", "")],
    ok=["> Task :compileJava", "> Task :test", "BUILD SUCCESSFUL in 34s", "5 actionable tasks: 5 executed"],
    close="Zip-arkivet tappade exekveringsbiten på gradlew. Efter `chmod +x gradlew` går `./gradlew test` igenom.",
    groups=[["Permission denied"], ["chmod +x gradlew"]], marker="chmod +x gradlew", lang="sv")

# --- port_freed / kube_context -------------------------------------------------------------------------

env("compose_port_5432_brew_postgres", "python", "port_freed", "/Users/ken/harvest-api",
    ask="docker compose up -d fails for the db, can you fix my setup",
    cmd="docker compose up -d",
    out=[" ✔ Network harvest-api_default  Created", " ✘ Container harvest-api-db-1  Error", "Error response from daemon: "
         "driver failed programming external connectivity on endpoint harvest-api-db-1 (4d1c2f...): Bind for "
         "0.0.0.0:5432 failed: port is already allocated"],
    err="Bind for 0.0.0.0:5432 failed: port is already allocated",
    look=[("b", "lsof -nP -iTCP:5432 -sTCP:LISTEN", "COMMAND  PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\n"
           "postgres 812  ken    7u  IPv6 0x3c1d      0t0  TCP *:5432 (LISTEN)"),
          ("b", "ps -o command= -p 812; brew services list | grep postgres",
           "/opt/homebrew/opt/postgresql@14/bin/postgres -D /opt/homebrew/var/postgresql@14\n"
           "postgresql@14 started ken ~/Library/LaunchAgents/homebrew.mxcl.postgresql@14.plist")],
    change=[("b", "brew services stop postgresql@14", "==> Successfully stopped `postgresql@14` (label: homebrew.mxcl.postgresql@14)")],
    ok=[" ✔ Container harvest-api-db-1     Started", " ✔ Container harvest-api-redis-1  Started"],
    close="A Homebrew postgresql@14 service (started at login) held port 5432. `brew services stop postgresql@14` "
          "freed it and compose comes up. It will stay stopped across reboots; `brew services start` brings it back.",
    groups=[["port is already allocated", "5432"], ["brew services stop postgresql@14", "brew services stop"]],
    marker="brew services stop postgresql@14",
    note="A port freed from a service that starts at login: it comes back, so the lesson holds. Contrast "
         "`one_off_state`, where the holder was started by the session itself.")

env("helm_wrong_kube_context", "helm", "kube_context", "/home/zara/beacon-deploy",
    ask="Deploy the api chart to staging: helm upgrade --install api charts/api -n staging -f values/staging.yaml",
    cmd="helm upgrade --install api charts/api -n staging -f values/staging.yaml",
    out=["Error: create: failed to create: namespaces \"staging\" not found"],
    err="Error: create: failed to create: namespaces \"staging\" not found",
    look=[("b", "kubectl config get-contexts", "CURRENT   NAME          CLUSTER       AUTHINFO\n*         kind-local    kind-local    kind-local\n"
           "          staging-eu    staging-eu    zara@staging-eu")],
    change=[("b", "kubectl config use-context staging-eu", "Switched to context \"staging-eu\".")],
    ok=["Release \"api\" has been upgraded. Happy Helming!", "NAME: api", "NAMESPACE: staging", "STATUS: deployed", "REVISION: 38"],
    close="kubectl pointed at your local kind cluster, which has no staging namespace. After `kubectl config "
          "use-context staging-eu` the upgrade went to staging (revision 38).",
    groups=[["namespaces \"staging\" not found"], ["use-context staging-eu"]], marker="use-context staging-eu")

# --- edit_not_env: the environment change did nothing, the edit fixed it ------------------------------

C1 = "pytest -q tests/test_invoice.py"
E1 = "E   ModuleNotFoundError: No module named 'billing.taxes'"
edit("pytest_venv_then_import_typo", "python", "venv_tried", "/home/eero/kassa",
     lambda rng: [
         ("u", "tests/test_invoice.py fails with a module error, fix please"),
         ("b", C1, pad(rng, ["ImportError while importing test module '/home/eero/kassa/tests/test_invoice.py'.",
                             "src/billing/invoice.py:3: in <module>", "    from billing.taxes import vat_rate", E1]), 2),
         ("s", "Might be the wrong interpreter; trying inside the project venv."),
         ("b", "source .venv/bin/activate && " + C1, pad(rng, ["src/billing/invoice.py:3: in <module>",
                                                                  "    from billing.taxes import vat_rate", E1]), 2),
         ("b", "ls src/billing", "__init__.py\ninvoice.py\ntax.py"),
         ("e", "/home/eero/kassa/src/billing/invoice.py", "from billing.taxes import vat_rate", "from billing.tax import vat_rate"),
         ("b", "source .venv/bin/activate && " + C1, pad(rng, ["..........", "10 passed in 0.31s"])),
         ("s", "Not an environment problem: the venv gave the same error. invoice.py imported `billing.taxes`, but the "
               "module is `billing/tax.py`. Fixed the import; 10 tests pass.")],
     cmd=C1, err=E1, tried="source .venv/bin/activate", marker="from billing.tax import vat_rate",
     passed="source .venv/bin/activate && " + C1,
     groups=[["billing.taxes"], ["from billing.tax import", "billing/tax.py"]],
     note="The venv was tried and the same error came back; only the import fix made the pass. The memory is the edit.")

C2 = "npm test"
E2 = "Error: Cannot find module './config/Defaults'"
edit("npm_reinstall_then_case_import", "node", "deps_tried", "/home/noah/relay-bot",
     lambda rng: [
         ("u", "npm test passes on my Mac but fails in the Linux container. Please fix."),
         ("b", C2, pad(rng, ["> relay-bot@1.2.0 test", "> node --test", E2, "Require stack:",
                             "- /app/src/bot.js", "# fail 4"]), 1),
         ("b", "rm -rf node_modules && npm ci", "added 187 packages, and audited 188 packages in 6s"),
         ("b", C2, pad(rng, ["> node --test", E2, "Require stack:", "- /app/src/bot.js", "# fail 4"]), 1),
         ("b", "ls src/config", "defaults.js\nschema.js"),
         ("e", "/home/noah/relay-bot/src/bot.js", "require('./config/Defaults')", "require('./config/defaults')"),
         ("b", C2, pad(rng, ["> node --test", "# tests 31", "# pass 31", "# fail 0"])),
         ("s", "A clean reinstall changed nothing. bot.js required `./config/Defaults` but the file is `defaults.js`; "
               "macOS's file system is case-insensitive, Linux's is case-sensitive. Fixed the require; 31 tests pass.")],
     cmd=C2, err=E2, tried="rm -rf node_modules && npm ci", marker="require('./config/defaults')",
     groups=[["./config/Defaults", "Cannot find module"], ["defaults.js", "case-sensitive", "case sensitive"]],
     note="Reinstalling node_modules was tried and failed the same way; the fix is the case of the require path.")

C3 = "./mvnw -q compile"
E3 = "package javax.annotation does not exist"
edit("maven_jdk_switch_then_jakarta_zh", "java", "toolchain_tried", "/home/wei/cangku",
     lambda rng: [
         ("u", "`./mvnw -q compile` 报错 javax.annotation 找不到，帮我修一下。"),
         ("b", C3, pad(rng, ["[ERROR] COMPILATION ERROR :", "[ERROR] /home/wei/cangku/src/main/java/cangku/cache/WarmCache.java:[4,24] "
                             + E3, "[ERROR] /home/wei/cangku/src/main/java/cangku/cache/WarmCache.java:[15,6] cannot find symbol",
                             "  symbol:   class PostConstruct"]), 1),
         ("s", "可能是 JDK 版本问题，先换成 JDK 17 试试。"),
         ("b", "export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 && " + C3,
          pad(rng, ["[ERROR] /home/wei/cangku/src/main/java/cangku/cache/WarmCache.java:[4,24] " + E3]), 1),
         ("b", "grep -n 'jakarta.annotation\\|spring-boot-starter-parent' -A1 pom.xml | head -4",
          "7:    <artifactId>spring-boot-starter-parent</artifactId>\n8-    <version>3.3.5</version>"),
         ("e", "/home/wei/cangku/src/main/java/cangku/cache/WarmCache.java", "import javax.annotation.PostConstruct;",
          "import jakarta.annotation.PostConstruct;"),
         ("b", C3, pad(rng, [""])),
         ("s", "不是 JDK 的问题：换成 17 后错误一样。项目用的是 Spring Boot 3，注解在 jakarta 命名空间下。"
               "把 WarmCache.java 的导入改成 `jakarta.annotation.PostConstruct`，编译通过。")],
     cmd=C3, err=E3, tried="export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64", marker="import jakarta.annotation.PostConstruct;",
     groups=[["javax.annotation"], ["jakarta.annotation.PostConstruct", "jakarta.annotation"]], lang="zh",
     note="Switching JDK was tried with the same error; the pass comes from the import edit, in the default environment.")

C4 = "bin/rails test"
E4 = "Zeitwerk::NameError: expected file /home/ruth/parcel/app/mailers/billing/invoice_mailer.rb to define constant Billing::InvoiceMailer, but didn't"
edit("rails_spring_stop_then_zeitwerk", "ruby", "cache_tried", "/home/ruth/parcel",
     lambda rng: [
         ("u", "bin/rails test errors out before running anything. Spring acting up again?"),
         ("b", C4, pad(rng, ["Running via Spring preloader in process 30412", E4]), 1),
         ("b", "bin/spring stop", "Spring stopped."),
         ("b", C4, pad(rng, [E4, "\t/home/ruth/parcel/vendor/bundle/ruby/3.3.0/gems/zeitwerk-2.7.1/lib/zeitwerk/loader/callbacks.rb:31"]), 1),
         ("r", "/home/ruth/parcel/app/mailers/billing/invoice_mailer.rb",
          "module Billing\n  class InvoicesMailer < ApplicationMailer\n    def issued(invoice)\n      @invoice = invoice\n"
          "      mail to: invoice.customer_email\n    end\n  end\nend"),
         ("e", "/home/ruth/parcel/app/mailers/billing/invoice_mailer.rb", "  class InvoicesMailer < ApplicationMailer",
          "  class InvoiceMailer < ApplicationMailer"),
         ("b", C4, pad(rng, ["Running 148 tests in parallel using 8 processes", "148 runs, 402 assertions, 0 failures, 0 errors, 0 skips"])),
         ("s", "Not Spring: stopping it gave the same error. invoice_mailer.rb defined `InvoicesMailer`, and Zeitwerk wants "
               "the constant to match the file name. Renamed the class to `InvoiceMailer`; 148 tests pass.")],
     cmd=C4, err=E4, tried="bin/spring stop", marker="class InvoiceMailer < ApplicationMailer",
     groups=[["Zeitwerk::NameError", "Billing::InvoiceMailer"], ["class InvoiceMailer"]],
     note="Stopping Spring (a cache) changed nothing; the class name edit is the fix.")
