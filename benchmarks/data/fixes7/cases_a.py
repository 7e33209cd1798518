"""fixes7 cases, part A: memories from fixes (JVM, Apple, Ruby, PHP, Python, Go, Rust, C++)."""

from __future__ import annotations

import random

from kit import A, B, E, G, R, U, buried, case, fix

MVN = [
    "[INFO] Downloading from central: https://repo.maven.apache.org/maven2/org/apache/commons/commons-lang{n}/3.14.0/x.pom",
    "[INFO] Downloaded from central: https://repo.maven.apache.org/maven2/com/fasterxml/jackson/core/jackson-core/2.17.{n}/x.jar ({n} kB at 2.1 MB/s)",
    "[WARNING] Parameter 'optimize' (user property 'maven.compiler.optimize') is deprecated: This property is a no-op in {{javac}}.",
    "[INFO] --- resources:3.3.1:resources (default-resources) @ ledger-core ---",
    "[INFO] Copying {n} resources from src/main/resources to target/classes",
]
PY = [
    "note: By default the bodies of untyped functions are not checked, consider using --check-untyped-defs  [annotation-unchecked]",
    "src/pkg/module_{n}.py:{n}: note: Revealed type is \"builtins.str\"",
    "Collecting wheel (from -r requirements-dev.txt (line {n}))",
    "  Using cached packaging-24.{n}-py3-none-any.whl",
]
NODE = [
    "<s> [webpack.Progress] {n}% building {n}/{n} modules 1 active /home/dev/src/app/node_modules/{h}/index.js",
    "asset vendor.{h}.js {n} KiB [emitted] [immutable] [big] (name: vendor)",
    "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.",
    "npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported",
    "WARNING in ./src/legacy/chart-{h}.js {n}:{n}-{n}",
]
NINJA = [
    "[{n}/412] Building CXX object src/CMakeFiles/tessera.dir/render/pass_{h}.cpp.o",
    "[{n}/412] Building C object third_party/zstd/CMakeFiles/zstd.dir/lib/compress/zstd_{h}.c.o",
    "/home/dev/src/tessera/src/render/pass.cpp:{n}:17: warning: unused parameter 'ctx' [-Wunused-parameter]",
]


def r(name):
    return random.Random(f"fixes7/{name}")


# 1 Maven + SDKMAN, long session, fix 6 steps after the failure (lv)
_mvn_err = "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project ledger-core: Fatal error compiling: error: release version 21 not supported -> [Help 1]"
case(
    "maven_release21_sdkman", "maven", "setup", "version_manager_switch", "lv", "/home/dev/src/ledger",
    [
        U("Lūdzu palaid `mvn -q verify` un salabo, ja kaut kas neiet cauri."),
        B("mvn verify", buried(r("m1"), MVN, 40, ["[INFO] --- compiler:3.13.0:compile (default-compile) @ ledger-core ---", "[INFO] Recompiling the module because of changed source code.", "[INFO] Compiling 184 source files with javac [debug release 21] to target/classes", "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD FAILURE", "[INFO] ------------------------------------------------------------------------", _mvn_err], 6), 1),
        R("/home/dev/src/ledger/pom.xml", "<project>\n  <properties>\n    <maven.compiler.release>21</maven.compiler.release>\n  </properties>\n</project>"),
        B("java -version", 'openjdk version "17.0.12" 2024-07-16\nOpenJDK Runtime Environment Temurin-17.0.12+7 (build 17.0.12+7)'),
        G("maven.compiler.release", ["pom.xml", "ledger-api/pom.xml"]),
        B("cat .sdkmanrc", "java=21.0.5-tem"),
        B("sdk list java | grep installed", " Temurin | | 21.0.5 | tem | installed | 21.0.5-tem\n Temurin | >>> | 17.0.12 | tem | installed | 17.0.12-tem"),
        B("sdk use java 21.0.5-tem", "Using java version 21.0.5-tem in this shell."),
        B("mvn -q verify", "[INFO] Tests run: 412, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS"),
        A("Gatavs. Projekts prasa Java 21 (`.sdkmanrc`), bet čaulā bija aktīva 17. Pēc `sdk use java 21.0.5-tem` `mvn verify` iet cauri."),
    ],
    [fix("lesson", [["sdk use java", "sdk env", "21.0.5-tem"]], "release version 21 not supported")],
)

# 2 Maven: first failure fixed (settings mirror), second different failure left (en)
_mvn_dep = "[ERROR] Failed to execute goal on project billing-api: Could not resolve dependencies for project com.harbor:billing-api:jar:2.4.0-SNAPSHOT: Could not find artifact com.harbor:ledger-model:jar:1.9.2 in central (https://repo.maven.apache.org/maven2)"
_mvn_test = "[ERROR] Tests run: 88, Failures: 2, Errors: 0, Skipped: 0, Time elapsed: 14.2 s <<< FAILURE! -- in com.harbor.billing.InvoiceRoundingTest"
case(
    "maven_mirror_then_test_fail", "maven", "config", "second_failure_unfixed", "en", "/home/dev/src/billing",
    [
        U("run the billing-api tests please"),
        B("mvn -pl billing-api test", buried(r("m2"), MVN, 25, ["[INFO] BUILD FAILURE", _mvn_dep], 4), 1),
        R("/home/dev/.m2/settings.xml", "<settings>\n  <mirrors/>\n</settings>"),
        U("internal artifacts are on https://nexus.harbor.example/repository/maven-internal/ - add it as a mirror"),
        E("/home/dev/.m2/settings.xml", "  <mirrors/>", "  <mirrors>\n    <mirror>\n      <id>harbor-internal</id>\n      <mirrorOf>*</mirrorOf>\n      <url>https://nexus.harbor.example/repository/maven-internal/</url>\n    </mirror>\n  </mirrors>"),
        B("mvn -pl billing-api test", buried(r("m2b"), MVN, 20, ["[INFO] Tests run: 88, Failures: 2", _mvn_test, "[ERROR]   InvoiceRoundingTest.halfEvenOnTax:57 expected: <10.05> but was: <10.04>", "[INFO] BUILD FAILURE"], 3), 1),
        A("Dependencies resolve now through the harbor-internal mirror in ~/.m2/settings.xml. Two rounding tests still fail; I have not touched those - want me to look?"),
        U("no, leave them, Priya owns that"),
    ],
    [fix("bugfix", [["nexus.harbor.example", "mirrorOf", "harbor-internal"]], "Could not find artifact com.harbor:ledger-model:jar:1.9.2")],
    ["InvoiceRoundingTest", "halfEvenOnTax"],
)

# 3 Xcode select (en)
case(
    "swift_xcode_select_xctest", "swift-xcode", "setup", "plain", "en", "/Users/dev/src/Tidepool",
    [
        U("swift test fails on my new mac, can you fix it"),
        B("swift test", "Building for debugging...\n[1/14] Write swift-version--58304C5D6DBC2206.txt\nBuild complete! (4.21s)\nxcrun: error: unable to find utility \"xctest\", not a developer tool or in PATH\nerror: fatalError", 1),
        B("xcode-select -p", "/Library/Developer/CommandLineTools"),
        B("sudo xcode-select -s /Applications/Xcode.app/Contents/Developer", ""),
        B("swift test", "Test Suite 'All tests' passed at 2026-11-16 10:04:11.812.\n\t Executed 57 tests, with 0 failures (0 unexpected) in 1.903 (1.911) seconds"),
        A("The active developer dir was the Command Line Tools, which have no xctest. Switched it to Xcode.app with xcode-select -s; swift test passes."),
    ],
    [fix("bugfix", [["xcode-select -s", "xcode-select --switch"], ["Xcode.app"]], 'unable to find utility "xctest"')],
)

# 4 CocoaPods repo update (is)
case(
    "cocoapods_repo_update", "cocoapods", "invocation", "flag_added", "is", "/Users/dev/src/Fjara",
    [
        U("Geturðu keyrt `pod install` í ios möppunni? Það hrynur hjá mér."),
        B("cd ios && pod install", "Analyzing dependencies\n[!] CocoaPods could not find compatible versions for pod \"FirebaseCore\":\n  In Podfile:\n    FirebaseAnalytics (~> 11.4) was resolved to 11.4.0, which depends on\n      FirebaseCore (~> 11.4.0)\n\nYou have either:\n * out-of-date source repos which you can update with `pod repo update` or with `pod install --repo-update`.\n * mistyped the name or version.\n * not added the source repo that hosts the Podspec to your Podfile.", 1),
        B("cd ios && pod install --repo-update", "Updating local specs repositories\nAnalyzing dependencies\nDownloading dependencies\nInstalling FirebaseCore 11.4.0\nPod installation complete! There are 23 dependencies from the Podfile and 41 total pods installed."),
        A("Lagað: staðbundna specs-geymslan var úrelt. `pod install --repo-update` uppfærði hana og setti upp FirebaseCore 11.4.0."),
    ],
    [fix("lesson", [["--repo-update", "pod repo update"]], 'CocoaPods could not find compatible versions for pod "FirebaseCore"')],
)

# 5 Rails: postgres service started first (tl)
case(
    "rails_db_create_compose_pg", "rails", "setup", "service_started_first", "tl", "/home/dev/src/palengke",
    [
        U("Pakipatakbo ang `bin/rails db:create db:migrate`, bago ako sa proyektong ito."),
        B("bin/rails db:create", "connection to server at \"127.0.0.1\", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\nCouldn't create 'palengke_development' database. Please check your configuration.\nbin/rails aborted!\nActiveRecord::ConnectionNotEstablished: connection to server at \"127.0.0.1\", port 5432 failed: Connection refused (ActiveRecord::ConnectionNotEstablished)", 1),
        R("/home/dev/src/palengke/compose.yaml", "services:\n  db:\n    image: postgres:16\n    ports: [\"5432:5432\"]\n    environment:\n      POSTGRES_PASSWORD: postgres"),
        B("docker compose up -d db", " Container palengke-db-1  Started"),
        B("bin/rails db:create db:migrate", "Created database 'palengke_development'\nCreated database 'palengke_test'\n== 20261102101500 CreateVendors: migrated (0.0123s) ========"),
        A("Ayos na. Walang tumatakbong Postgres; pinatakbo ko muna ang `docker compose up -d db`, saka gumana ang db:create at db:migrate."),
    ],
    [fix("bugfix", [["docker compose up -d db", "compose up"]], 'port 5432 failed: Connection refused')],
)

# 6 RSpec + Redis service first, long noisy session (en)
case(
    "rspec_sidekiq_redis_service", "ruby-rspec", "setup", "service_started_first", "en", "/home/dev/src/courier",
    [
        U("spec/jobs is red, can you sort it out"),
        B("bundle exec rspec spec/jobs", "Randomized with seed 40211\n..F..F\n\nFailures:\n\n  1) DispatchJob enqueues a retry\n     Failure/Error: Sidekiq.redis(&:ping)\n\n     Redis::CannotConnectError:\n       Error connecting to Redis on localhost:6379 (Errno::ECONNREFUSED)\n     # ./spec/jobs/dispatch_job_spec.rb:14:in `block (2 levels) in <top (required)>'\n\nFinished in 0.41 seconds (files took 2.3 seconds to load)\n6 examples, 2 failures", 1),
        G("REDIS_URL", ["config/initializers/sidekiq.rb", ".env.test"]),
        R("/home/dev/src/courier/.env.test", "REDIS_URL=redis://localhost:6379/1"),
        B("redis-cli ping", "Could not connect to Redis at 127.0.0.1:6379: Connection refused", 1),
        B("bundle exec rspec spec/models", "Randomized with seed 1177\n........................\n\nFinished in 1.02 seconds\n24 examples, 0 failures"),
        B("docker run -d --name courier-redis -p 6379:6379 redis:7-alpine", "3f9c1b2ad8e0"),
        B("bundle exec rspec spec/jobs", "Randomized with seed 9812\n......\n\nFinished in 0.38 seconds\n6 examples, 0 failures"),
        A("The job specs need a Redis on localhost:6379 (REDIS_URL in .env.test). Started one with `docker run -d --name courier-redis -p 6379:6379 redis:7-alpine`; all 6 pass."),
    ],
    [fix("bugfix", [["redis"], ["docker run", "6379:6379"]], "Error connecting to Redis on localhost:6379 (Errno::ECONNREFUSED)")],
)

# 7 RSpec pending migration (en)
case(
    "rspec_pending_migration", "ruby-rspec", "setup", "plain", "en", "/home/dev/src/courier",
    [
        U("run bundle exec rspec"),
        B("bundle exec rspec", "An error occurred while loading ./spec/models/parcel_spec.rb.\nFailure/Error: ActiveRecord::Migration.maintain_test_schema!\n\nActiveRecord::PendingMigrationError:\n\n  Migrations are pending. To resolve this issue, run:\n\n          bin/rails db:migrate RAILS_ENV=test\n\n# ./spec/rails_helper.rb:28:in `<top (required)>'\nNo examples found.", 1),
        B("bin/rails db:migrate RAILS_ENV=test", "== 20261110093000 AddTrackingCodeToParcels: migrating ======\n-- add_column(:parcels, :tracking_code, :string)\n== 20261110093000 AddTrackingCodeToParcels: migrated (0.0041s) ="),
        B("bundle exec rspec", "Finished in 3.4 seconds (files took 2.1 seconds to load)\n212 examples, 0 failures"),
        A("The test database was behind; ran `bin/rails db:migrate RAILS_ENV=test` and the suite passes."),
    ],
    [fix("bugfix", [["db:migrate"], ["RAILS_ENV=test"]], "ActiveRecord::PendingMigrationError")],
)

# 8 PHPUnit coverage XDEBUG_MODE (en)
case(
    "phpunit_xdebug_mode_coverage", "php-phpunit", "invocation", "env_var", "en", "/home/dev/src/tally",
    [
        U("I need a coverage number from phpunit"),
        B("vendor/bin/phpunit --coverage-text", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13 with Xdebug 3.3.2\nConfiguration: /home/dev/src/tally/phpunit.xml\n\nNo code coverage driver available\n\nWarning: XDEBUG_MODE=coverage (environment variable) or xdebug.mode=coverage (PHP configuration setting) has to be set\n\n...............................................................  63 / 131 ( 48%)\n....................................................................  131 / 131 (100%)\n\nOK, but there were issues!\nTests: 131, Assertions: 402, PHPUnit Warnings: 1.", 1),
        B("XDEBUG_MODE=coverage vendor/bin/phpunit --coverage-text", "PHPUnit 11.4.3\n\nOK (131 tests, 402 assertions)\n\nCode Coverage Report:\n  Summary:\n  Classes: 61.54% (16/26)\n  Lines:   78.12% (1203/1540)"),
        A("Line coverage is 78.12%. Xdebug only collects coverage with XDEBUG_MODE=coverage set."),
    ],
    [fix("lesson", [["XDEBUG_MODE=coverage", "xdebug.mode=coverage"]], "No code coverage driver available")],
)

# 9 Laravel key:generate (ur)
case(
    "laravel_key_generate", "laravel", "setup", "plain", "ur", "/home/dev/src/bazaar",
    [
        U("براہ کرم `php artisan test` چلائیں، سب ٹیسٹ 500 دے رہے ہیں۔"),
        B("php artisan test", "   FAIL  Tests\\Feature\\CheckoutTest\n  ⨯ guest can view cart                                   0.21s\n  ──────────────────────────────────────────────────────\n   FAILED  Tests\\Feature\\CheckoutTest > guest can view cart\n  Expected response status code [200] but received 500.\n\n  The following exception occurred during the last request:\n\n  Illuminate\\Encryption\\MissingAppKeyException: No application encryption key has been specified. in /home/dev/src/bazaar/vendor/laravel/framework/src/Illuminate/Encryption/EncryptionServiceProvider.php:83\n\n  Tests:    14 failed, 3 passed (22 assertions)", 1),
        B("ls -a | grep env", ".env.example"),
        B("cp .env.example .env && php artisan key:generate", "   INFO  Application key set successfully."),
        B("php artisan test", "  Tests:    17 passed (61 assertions)\n  Duration: 1.92s"),
        A("ٹھیک ہو گیا: `.env` موجود نہیں تھی۔ `cp .env.example .env` اور `php artisan key:generate` کے بعد تمام 17 ٹیسٹ پاس ہیں۔"),
    ],
    [fix("bugfix", [["key:generate"]], "No application encryption key has been specified.")],
)

# 10 mypy stubs, long output (en)
case(
    "mypy_types_requests", "mypy", "install", "plain", "en", "/home/dev/src/sentinel",
    [
        U("make mypy clean please"),
        B("mypy src", buried(r("my1"), PY[:2], 30, ['src/sentinel/fetch.py:3: error: Library stubs not installed for "requests"  [import-untyped]', 'src/sentinel/fetch.py:3: note: Hint: "python3 -m pip install types-requests"', "src/sentinel/fetch.py:3: note: (or run \"mypy --install-types\" to install all missing stub packages)"], 12) + "\nFound 1 error in 1 file (checked 47 source files)", 1),
        B("pip install types-requests && echo types-requests >> requirements-dev.txt", "Successfully installed types-requests-2.32.0.20241016 urllib3-2.2.3"),
        B("mypy src", "Success: no issues found in 47 source files"),
        A("Installed types-requests (and added it to requirements-dev.txt); mypy is clean."),
    ],
    [fix("bugfix", [["types-requests"]], 'Library stubs not installed for "requests"')],
)

# 11 pyright venv config (ta)
case(
    "pyright_venv_config", "pyright", "config", "edit_then_same_command", "ta", "/home/dev/src/kural",
    [
        U("pyright ஓட்டிப் பாருங்கள், import பிழைகள் வருகின்றன."),
        B("pyright", "/home/dev/src/kural/kural/client.py\n  /home/dev/src/kural/kural/client.py:1:8 - error: Import \"httpx\" could not be resolved (reportMissingImports)\n  /home/dev/src/kural/kural/cache.py:2:6 - error: Import \"cachetools\" could not be resolved (reportMissingImports)\n2 errors, 0 warnings, 0 informations", 1),
        B("ls -d .venv && .venv/bin/python -c 'import httpx; print(httpx.__version__)'", ".venv\n0.27.2"),
        R("/home/dev/src/kural/pyrightconfig.json", '{\n  "include": ["kural"]\n}'),
        E("/home/dev/src/kural/pyrightconfig.json", '  "include": ["kural"]', '  "include": ["kural"],\n  "venvPath": ".",\n  "venv": ".venv"'),
        B("pyright", "0 errors, 0 warnings, 0 informations"),
        A("சரி செய்யப்பட்டது: pyright `.venv`-ஐக் காணவில்லை. pyrightconfig.json-ல் `\"venvPath\": \".\"`, `\"venv\": \".venv\"` சேர்த்தேன்."),
    ],
    [fix("bugfix", [["venvPath"], ['"venv"', ".venv"]], 'Import "httpx" could not be resolved')],
)

# 12 ruff target-version (en)
case(
    "ruff_target_version_match", "ruff", "config", "edit_then_same_command", "en", "/home/dev/src/sentinel",
    [
        U("ruff check is failing on the new router module"),
        B("ruff check .", "sentinel/router.py:18:5: SyntaxError: Cannot use `match` statement on Python 3.9 (syntax was added in Python 3.10)\nsentinel/router.py:41:9: SyntaxError: Cannot use `match` statement on Python 3.9 (syntax was added in Python 3.10)\nFound 2 errors.", 1),
        R("/home/dev/src/sentinel/pyproject.toml", '[project]\nname = "sentinel"\nrequires-python = ">=3.11"\n\n[tool.ruff]\ntarget-version = "py39"\nline-length = 100'),
        E("/home/dev/src/sentinel/pyproject.toml", 'target-version = "py39"', 'target-version = "py311"'),
        B("ruff check .", "All checks passed!"),
        A("ruff was configured for py39 while the project requires 3.11; set `target-version = \"py311\"` under [tool.ruff]."),
    ],
    [fix("bugfix", [["target-version"], ["py311"]], "Cannot use `match` statement on Python 3.9")],
)

# 13 tox + pyenv (en), long
case(
    "tox_pyenv_py312_missing", "tox", "setup", "version_manager_switch", "en", "/home/dev/src/sentinel",
    [
        U("run the whole tox matrix before I tag"),
        B("tox", "py311: install_deps> python -I -m pip install -r requirements-dev.txt\npy311: commands[0]> pytest -q\n........................................................ [100%]\n212 passed in 9.14s\npy312: skipped because could not find python interpreter with spec(s): py312\nlint: commands[0]> ruff check .\nAll checks passed!\n  py311: OK (21.40=setup[11.02]+cmd[10.38] seconds)\n  py312: SKIP (0.02 seconds)\n  lint: OK (1.11=setup[0.80]+cmd[0.31] seconds)\n  evaluation failed :( (22.61 seconds)", 1),
        B("pyenv versions", "  system\n* 3.11.10 (set by /home/dev/src/sentinel/.python-version)"),
        B("pyenv install 3.12.7", "Downloading Python-3.12.7.tar.xz...\nInstalling Python-3.12.7...\nInstalled Python-3.12.7 to /home/dev/.pyenv/versions/3.12.7"),
        B("pyenv local 3.11.10 3.12.7", ""),
        B("tox", "  py311: OK (12.02 seconds)\n  py312: OK (19.88 seconds)\n  lint: OK (0.93 seconds)\n  congratulations :) (32.90 seconds)"),
        A("py312 was skipped because no 3.12 interpreter existed. Installed it with pyenv and made both visible via `pyenv local 3.11.10 3.12.7`; all envs pass."),
    ],
    [fix("bugfix", [["pyenv install 3.12", "pyenv local 3.11.10 3.12.7"]], "py312: skipped because could not find python interpreter with spec(s): py312")],
)

# 14 go test -race: CGO_ENABLED then gcc (two fixes)
case(
    "go_race_cgo_gcc", "go-race", "setup", "two_fixes_one_session", "en", "/home/dev/src/relay",
    [
        U("run the tests with the race detector"),
        B("go test -race ./...", "go: -race requires cgo; enable cgo by setting CGO_ENABLED=1", 2),
        B("go env CGO_ENABLED", "0"),
        B("CGO_ENABLED=1 go test -race ./...", "# runtime/cgo\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in $PATH\nFAIL\tgithub.com/relayhq/relay/internal/queue [build failed]\nFAIL", 1),
        B("sudo apt-get install -y build-essential", "Setting up gcc (4:13.2.0-7ubuntu1) ...\nSetting up build-essential (12.10ubuntu1) ..."),
        B("CGO_ENABLED=1 go test -race ./...", "ok  \tgithub.com/relayhq/relay/internal/queue\t2.114s\nok  \tgithub.com/relayhq/relay/internal/wire\t1.020s"),
        A("The race detector needs cgo: CGO_ENABLED=1 (it is 0 in this env) plus a C compiler (installed build-essential). No races found."),
    ],
    [
        fix("lesson", [["CGO_ENABLED=1"]], "-race requires cgo", 1),
        fix("bugfix", [["build-essential", "gcc"]], 'C compiler "gcc" not found', 2),
    ],
)

# 15 golangci-lint built with old Go (eu)
case(
    "golangci_lint_go_version", "golangci-lint", "install", "plain", "eu", "/home/dev/src/relay",
    [
        U("Mesedez, exekutatu `golangci-lint run` eta konpondu."),
        B("golangci-lint run ./...", "Error: can't load config: the Go language version (go1.23) used to build golangci-lint is lower than the targeted Go version (1.24.1)\nFailed executing command with error: can't load config: the Go language version (go1.23) used to build golangci-lint is lower than the targeted Go version (1.24.1)", 3),
        B("go install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.1.6", "go: downloading github.com/golangci/golangci-lint/v2 v2.1.6"),
        B("golangci-lint run ./...", "0 issues."),
        A("Konponduta: golangci-lint Go 1.23rekin eraikita zegoen. v2.1.6 instalatu dut `go install` bidez; 0 arazo."),
    ],
    [fix("bugfix", [["golangci-lint@v2", "v2.1.6", "go install"]], "used to build golangci-lint is lower than the targeted Go version")],
)

# 16 cargo clippy component (en)
case(
    "cargo_clippy_component", "cargo-clippy", "install", "plain", "en", "/home/dev/src/quarry",
    [
        U("run clippy with -D warnings"),
        B("cargo clippy --all-targets -- -D warnings", "error: 'cargo-clippy' is not installed for the toolchain '1.83.0-x86_64-unknown-linux-gnu'.\nTo install, run `rustup component add clippy --toolchain 1.83.0-x86_64-unknown-linux-gnu`", 1),
        B("rustup component add clippy --toolchain 1.83.0-x86_64-unknown-linux-gnu", "info: downloading component 'clippy'\ninfo: installing component 'clippy'"),
        B("cargo clippy --all-targets -- -D warnings", "    Checking quarry v0.4.1 (/home/dev/src/quarry)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.02s"),
        A("clippy wasn't installed for the pinned 1.83.0 toolchain; added the component. Clean."),
    ],
    [fix("bugfix", [["rustup component add clippy"]], "'cargo-clippy' is not installed for the toolchain")],
)

# 17 CMake generator mismatch (af)
case(
    "cmake_ninja_generator_cache", "cmake-ninja", "setup", "cache_clean", "af", "/home/dev/src/tessera",
    [
        U("Bou asseblief met Ninja in plaas van make."),
        B("cmake -S . -B build -G Ninja", "CMake Error: Error: generator : Ninja\nDoes not match the generator used previously: Unix Makefiles\nEither remove the CMakeCache.txt file and CMakeFiles directory or choose a different binary directory.", 1),
        B("rm -rf build/CMakeCache.txt build/CMakeFiles && cmake -S . -B build -G Ninja", "-- The CXX compiler identification is GNU 13.2.0\n-- Configuring done (1.4s)\n-- Generating done (0.1s)\n-- Build files have been written to: /home/dev/src/tessera/build"),
        B("cmake --build build", buried(r("cm1"), NINJA[:2], 30, ["[412/412] Linking CXX executable bin/tessera"], 0)),
        A("Klaar: die bougids is vroeër met Unix Makefiles opgestel. Ek het build/CMakeCache.txt en build/CMakeFiles verwyder en met `-G Ninja` herkonfigureer."),
    ],
    [fix("bugfix", [["CMakeCache.txt"], ["CMakeFiles", "-G Ninja"]], "Does not match the generator used previously: Unix Makefiles")],
)

# 18 Ninja: script not executable (file mode), buried
case(
    "ninja_embed_script_chmod", "cmake-ninja", "setup", "permission_fix", "en", "/home/dev/src/tessera",
    [
        U("the build broke after I pulled, fix it"),
        B("cmake --build build", buried(r("cm2"), NINJA, 35, ["FAILED: src/generated/assets.cpp /home/dev/src/tessera/build/src/generated/assets.cpp", "cd /home/dev/src/tessera/build/src && ../../tools/embed_assets.sh ../../assets generated/assets.cpp", "/bin/sh: 1: ../../tools/embed_assets.sh: Permission denied", "ninja: build stopped: subcommand failed."], 0), 1),
        B("ls -l tools/embed_assets.sh && git log -1 --format=%s -- tools/embed_assets.sh", "-rw-r--r-- 1 dev dev 911 Nov 16 09:12 tools/embed_assets.sh\nassets: rewrite embed script"),
        B("chmod +x tools/embed_assets.sh && git update-index --chmod=+x tools/embed_assets.sh", ""),
        B("cmake --build build", "[3/3] Linking CXX executable bin/tessera"),
        A("The rewritten tools/embed_assets.sh lost its executable bit. chmod +x (and recorded in git with update-index --chmod=+x); the build passes."),
    ],
    [fix("bugfix", [["chmod +x", "--chmod=+x"], ["embed_assets.sh"]], "embed_assets.sh: Permission denied")],
)
