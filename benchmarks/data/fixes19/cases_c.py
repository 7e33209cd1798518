"""Sessions with memory, part three: the error inside noisy output - colour codes, progress bars, timestamps
(`noisy_output`, 5) - and an error printed again and again by a retry loop or per module (`retry_repeats`, 4)."""

from __future__ import annotations

from kit import bar, bold, dim, mem, red, stamped

# --- noisy_output ----------------------------------------------------------------------------------------------

C = "make ci"
E = "failed to resolve: use of undeclared crate or module `tokio`"
mem("cargo_ansi_tokio_dev_dep_ko", "rust", "noisy_output", "ansi_colour", "/home/minji/haneul",
    lambda rng, C=C, E=E: [
        ("u", "make ci 가 실패해. 비동기 테스트를 하나 추가했을 뿐인데. 로그가 색깔 코드 때문에 읽기 힘들어. 고쳐줘."),
        ("b", C, "\n".join(
            ["CARGO_TERM_COLOR=always cargo fmt --check", "CARGO_TERM_COLOR=always cargo clippy --all-targets -- -D warnings",
             bold("\x1b[32m    Checking\x1b[39m") + " haneul v0.2.0 (/home/minji/haneul)",
             bold(red("error[E0433]")) + bold(": " + E),
             "  \x1b[1m\x1b[94m--> \x1b[0msrc/sync.rs:88:7",
             "   \x1b[1m\x1b[94m|\x1b[0m",
             "\x1b[1m\x1b[94m88\x1b[0m \x1b[1m\x1b[94m|\x1b[0m     #[tokio::test]",
             "   \x1b[1m\x1b[94m|\x1b[0m       \x1b[1m\x1b[91m^^^^^\x1b[0m \x1b[1m\x1b[91muse of undeclared crate or module `tokio`\x1b[0m", "",
             bold(red("error")) + bold(": could not compile `haneul` (lib test) due to 1 previous error"),
             "make: *** [Makefile:9: lint] Error 101"]), 2),
        ("b", "cargo add --dev tokio --features macros,rt", "    Updating crates.io index\n      Adding tokio v1.41.1 to dev-dependencies\n"
              "             Features:\n             + macros\n             + rt\n             - fs\n             - io-util"),
        ("b", C, "\n".join(["CARGO_TERM_COLOR=always cargo fmt --check",
                            bold("\x1b[32m    Finished\x1b[39m") + " `dev` profile [unoptimized + debuginfo] target(s) in 8.20s",
                            bold("\x1b[32m     Running\x1b[39m") + " unittests src/lib.rs",
                            "test result: " + "\x1b[32mok\x1b[39m" + ". 19 passed; 0 failed; 0 ignored"])),
        ("s", "색 코드를 걷어내면 오류는 하나였어요: `use of undeclared crate or module `tokio``. `#[tokio::test]` 를 "
              "썼는데 tokio 가 dev-dependency 에 없었습니다. `cargo add --dev tokio --features macros,rt` 로 추가했고 "
              "make ci 가 통과합니다.")],
    cmd=C, err=E, change="cargo add --dev tokio", lang="ko",
    groups=[["undeclared crate or module `tokio`"], ["cargo add --dev tokio", "dev-dependencies"]],
    note="Cargo forced to colour: every line is wrapped in escape codes. The error text between the codes is "
         "verbatim in the raw output; the error field holds it without the `error[E0433]: ` prefix, which sits "
         "inside its own codes.")

C = "pnpm install --frozen-lockfile"
E = "ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with <ROOT>/packages/web/package.json"
mem("pnpm_frozen_lockfile_progress", "node", "noisy_output", "progress_lines", "/home/noor/src/acme-mono",
    lambda rng, C=C, E=E: [
        ("u", "I added zod to packages/web and CI's install step fails. reproduce locally and fix"),
        ("b", C, "\n".join(
            ["Scope: all 7 workspace projects"]
            + [f"Progress: resolved {n}, reused {n - 3}, downloaded 0, added 0" for n in (112, 341, 598, 803)]
            + [" " + E, "", "Note that in CI environments this setting is true by default. If you still need to run install in such cases, use \"pnpm install --no-frozen-lockfile\"", "",
               "    Failure reason:", "    specifiers in the lockfile ({\"react\":\"^18.3.1\",\"react-dom\":\"^18.3.1\"}) don't match specs in package.json ({\"react\":\"^18.3.1\",\"react-dom\":\"^18.3.1\",\"zod\":\"^3.23.8\"})",
               "Progress: resolved 803, reused 800, downloaded 0, added 0, done"]), 1),
        ("b", "pnpm install", "\n".join([f"Progress: resolved {n}, reused {n - 2}, downloaded 1, added 1" for n in (230, 811)]
                                        + ["packages/web                             |   +1 +", "Done in 3.4s"])),
        ("b", "git status --short", " M packages/web/package.json\n M pnpm-lock.yaml"),
        ("b", C, "Scope: all 7 workspace projects\nLockfile is up to date, resolution step is skipped\nProgress: resolved 1, reused 0, downloaded 0, added 0\nAlready up to date\nDone in 1.1s"),
        ("s", "Between the progress lines: `ERR_PNPM_OUTDATED_LOCKFILE` - zod was added to packages/web/package.json "
              "without updating pnpm-lock.yaml. Ran a plain `pnpm install` to update the lock file; the frozen install "
              "passes. Commit pnpm-lock.yaml with the package.json change.")],
    cmd=C, err=E, change="pnpm install", kind="lesson",
    groups=[["ERR_PNPM_OUTDATED_LOCKFILE", "pnpm-lock.yaml is not up to date"], ["pnpm install", "lockfile", "lock file"]],
    note="Progress counters before and after the error; the passing step is a plain install that rewrites the "
         "lock file. Lesson: the failure means 'commit the lock file', not a code change.")

C = "mix test"
E = "** (Postgrex.Error) ERROR 42P01 (undefined_table) relation \"shipments\" does not exist"
W = "[error] Webhook signature mismatch for delivery 8812"
mem("mix_test_timestamped_missing_migration", "elixir", "noisy_output", "timestamped_logs", "/home/tomas/ferry",
    lambda rng, C=C, E=E, W=W: [
        ("u", "pulled Sam's shipments branch, mix test is a wall of red. what do I need to do"),
        ("b", C, "\n".join(
            stamped(rng, ["[info] Running FerryWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4002 (http)",
                          "[info] Access FerryWeb.Endpoint at http://localhost:4002", W,
                          "[info] POST /api/webhooks/pay", "[info] Sent 401 in 2ms"], fmt="short")
            + ["...........", ""]
            + sum(([f"  {i}) test {t} (Ferry.ShipmentsTest)", "     test/ferry/shipments_test.exs:" + str(10 + 9 * i),
                    "     " + E, "", "     query: SELECT s0.\"id\", s0.\"route_id\", s0.\"eta\" FROM \"shipments\" AS s0", "     stacktrace:",
                    "       (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1",
                    "       (ferry 0.9.0) lib/ferry/shipments.ex:14: Ferry.Shipments.list/1", ""]
                   for i, t in enumerate(["lists shipments for a route", "computes eta", "marks delivered"], 1)), [])
            + stamped(rng, ["[info] GET /api/shipments", "[info] Sent 500 in 11ms"], start="2026-12-14T09:12:09", fmt="short")
            + ["Finished in 1.9 seconds (0.6s async, 1.3s sync)", "62 tests, 3 failures", "", "Randomized with seed 90114"]), 2),
        ("b", "ls priv/repo/migrations | tail -2; MIX_ENV=test mix ecto.migrations | tail -3",
         "20261205101500_add_routes_capacity.exs\n20261211154000_create_shipments.exs\n  up        20261205101500  add_routes_capacity\n  down      20261211154000  create_shipments"),
        ("b", "MIX_ENV=test mix ecto.migrate", "\n".join(stamped(rng, ["[info] == Running 20261211154000 Ferry.Repo.Migrations.CreateShipments.change/0 forward",
                                                                     "[info] create table shipments", "[info] == Migrated 20261211154000 in 0.0s"], fmt="short"))),
        ("b", C, "\n".join(stamped(rng, ["[info] Running FerryWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4002 (http)", W], fmt="short")
                           + ["..............................................................", "Finished in 1.7 seconds (0.6s async, 1.3s sync)", "62 tests, 0 failures"])),
        ("s", "The branch adds a migration (`create_shipments`) that your test database hadn't run. `MIX_ENV=test mix "
              "ecto.migrate` and all 62 pass. The `[error] Webhook signature mismatch` log line is from the test that "
              "checks bad signatures get a 401 - it shows up in green runs too.")],
    cmd=C, err=E, change="MIX_ENV=test mix ecto.migrate", kind="lesson",
    groups=[["relation \"shipments\" does not exist", "undefined_table"], ["ecto.migrate"]], traps=[W],
    note="Timestamped Logger lines before and between the failures, the same error three times (once per test). "
         "The `[error]` webhook line is logged by a passing test in both runs: a trap.")

C = "composer install"
E = "- Root composer.json requires PHP extension ext-intl * but it is missing from your system. Install or enable PHP's intl extension."
mem("composer_ext_intl_ansi_progress", "php", "noisy_output", "ansi_and_bars", "/home/ana/carta",
    lambda rng, C=C, E=E: [
        ("u", "new laptop, composer install on carta fails. ubuntu 24.04, php 8.3 from apt"),
        ("b", C, "\n".join(
            ["\x1b[32mInstalling dependencies from lock file (including require-dev)\x1b[39m",
             "\x1b[32mVerifying lock file contents can be installed on current platform.\x1b[39m",
             "\x1b[37;41mYour lock file does not contain a compatible set of packages. Please run composer update.\x1b[39;49m", "",
             "  Problem 1", "    " + E,
             "    Alternatively you can require one of these packages that provide the extension (or parts of it):",
             "      - symfony/polyfill-intl-icu Provides fallback implementations for PHP's intl extension",
             "",
             "To enable extensions, verify that they are enabled in your .ini files:",
             "    - /etc/php/8.3/cli/php.ini", "    - /etc/php/8.3/cli/conf.d/10-opcache.ini", "    - /etc/php/8.3/cli/conf.d/20-mbstring.ini",
             "You can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.",
             "Alternatively, you can run Composer with `--ignore-platform-req=ext-intl` to temporarily ignore these required extensions."]), 2),
        ("b", "sudo apt-get install -y php8.3-intl", "Reading package lists...\nThe following NEW packages will be installed:\n  php8.3-intl\n"
              + "\n".join(bar("Progress:", 4)) + "\nSetting up php8.3-intl (8.3.6-0ubuntu0.24.04.3) ..."),
        ("b", C, "\n".join(["\x1b[32mInstalling dependencies from lock file (including require-dev)\x1b[39m",
                            "Package operations: 118 installs, 0 updates, 0 removals"]
                           + [f" {n}/118 [{'=' * (28 * n // 118)}>{'-' * (28 - 28 * n // 118)}] {100 * n // 118:3d}%" for n in (0, 40, 87, 118)]
                           + ["\x1b[32mGenerating optimized autoload files\x1b[39m", "> @php artisan package:discover --ansi",
                              "  \x1b[37;44m INFO \x1b[39;49m Discovering packages.", "\x1b[32m82 packages you are using are looking for funding.\x1b[39m"])),
        ("s", "The red banner (\"Your lock file does not contain a compatible set of packages. Please run composer "
              "update\") is misleading - don't run `composer update`. The real problem is under Problem 1: `ext-intl` "
              "missing. Installed `php8.3-intl`; `composer install` works.")],
    cmd=C, err=E, change="php8.3-intl", kind="lesson",
    groups=[["ext-intl", "intl extension"], ["php8.3-intl", "php-intl"]],
    traps=["Your lock file does not contain a compatible set of packages. Please run composer update."],
    note="ANSI banner first (its advice, composer update, is wrong here: a trap), the telling line under Problem 1. "
         "The passing run has composer's progress bar.")

C = "xcodebuild -scheme Tidewater -destination 'platform=iOS Simulator,name=iPhone 16' build"
E = "error: Signing for \"TidewaterWidget\" requires a development team. Select a development team in the Signing & Capabilities editor. (in target 'TidewaterWidget' from project 'Tidewater')"
mem("xcodebuild_signing_team_long_log", "swift", "noisy_output", "xcodebuild_log", "/Users/lena/Tidewater",
    lambda rng, C=C, E=E: [
        ("u", "I added a widget extension, now the simulator build from the command line fails. the log is 2000 lines"),
        ("b", C, "\n".join(
            ["Command line invocation:", "    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild -scheme Tidewater -destination \"platform=iOS Simulator,name=iPhone 16\" build",
             "", "User defaults from command line:", "    IDEPackageSupportUseBuiltinSCM = YES", "",
             "Prepare packages", "", "ComputeTargetDependencyGraph", "note: Building targets in dependency order",
             "note: Target dependency graph (3 targets)", "    Target 'Tidewater' in project 'Tidewater'",
             "    Target 'TidewaterWidget' in project 'Tidewater'", "    Target 'TidewaterKit' in project 'Tidewater'", ""]
            + [f"CompileSwift normal arm64 /Users/lena/Tidewater/Sources/Tidewater/{f}.swift (in target 'Tidewater' from project 'Tidewater')"
               for f in ["App", "Charts/ChartStore", "Charts/ChartView", "Stations/StationList", "Stations/StationRow", "Tides/TideModel"]]
            + [f"    cd /Users/lena/Tidewater" for _ in range(2)]
            + [E, "", "** BUILD FAILED **", "", "", "The following build commands failed:",
               "\tComputePackagePrerequisites (in target 'TidewaterWidget' from project 'Tidewater')",
               "(1 failure)"]), 65),
        ("b", C + " CODE_SIGNING_ALLOWED=NO", "\n".join(
            [f"CompileSwift normal arm64 /Users/lena/Tidewater/Sources/TidewaterWidget/{f}.swift (in target 'TidewaterWidget' from project 'Tidewater')"
             for f in ["Widget", "Provider", "Entry"]] + ["", "** BUILD SUCCEEDED **"])),
        ("s", "Buried near the end: `Signing for \"TidewaterWidget\" requires a development team`. The new extension "
              "has no team set. For command-line simulator builds add `CODE_SIGNING_ALLOWED=NO`; that builds. (For "
              "device builds you'll still need to pick the team in Xcode.)")],
    cmd=C, err=E, change="CODE_SIGNING_ALLOWED=NO", passed=C + " CODE_SIGNING_ALLOWED=NO", kind="lesson",
    groups=[["requires a development team"], ["CODE_SIGNING_ALLOWED=NO"]],
    note="A long xcodebuild log of CompileSwift lines; the failing-commands summary names only the target. Decided "
         "lesson: a flag for simulator builds from the shell.")

# --- retry_repeats ---------------------------------------------------------------------------------------------

C = "pip install -r requirements.txt"
E = "ProxyError('Cannot connect to proxy.', NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3c2d1e8a10>: Failed to establish a new connection: [Errno 111] Connection refused'))"
mem("pip_proxy_retry_loop", "python", "retry_repeats", "pip_retries", "/home/dana/src/tollgate",
    lambda rng, C=C, E=E: [
        ("u", "pip can't find httpx 0.27.2?? it definitely exists. on the office network"),
        ("b", C, "\n".join(
            ["Requirement already satisfied: fastapi==0.115.4 in ./.venv/lib/python3.12/site-packages (from -r requirements.txt (line 1)) (0.115.4)"]
            + [f"WARNING: Retrying (Retry(total={n}, connect=None, read=None, redirect=None, status=None)) after connection broken by '{E}': /simple/httpx/"
               for n in (4, 3, 2, 1, 0)]
            + ["ERROR: Could not find a version that satisfies the requirement httpx==0.27.2 (from versions: none)",
               "ERROR: No matching distribution found for httpx==0.27.2"]), 1),
        ("b", "env | grep -i _proxy", "HTTPS_PROXY=http://127.0.0.1:3128\nHTTP_PROXY=http://127.0.0.1:3128\nNO_PROXY=localhost,127.0.0.1"),
        ("s", "It isn't the version: every attempt dies at the proxy (`Cannot connect to proxy` ... `Connection refused`), "
              "and after five retries pip reports \"from versions: none\". Your shell points at a local proxy on "
              "127.0.0.1:3128 that isn't running. The office proxy from the wiki is proxy.hafen.example:3128."),
        ("b", "HTTPS_PROXY=http://proxy.hafen.example:3128 " + C,
         "Collecting httpx==0.27.2 (from -r requirements.txt (line 3))\n  Downloading httpx-0.27.2-py3-none-any.whl.metadata (7.1 kB)\n"
         "Installing collected packages: httpx\nSuccessfully installed httpx-0.27.2"),
        ("s", "Installed through the office proxy. Update `HTTPS_PROXY` in your shell profile (it still points at the "
              "old local one).")],
    cmd=C, err=E, change="HTTPS_PROXY=http://proxy.hafen.example:3128", passed="HTTPS_PROXY=http://proxy.hafen.example:3128 " + C,
    kind="lesson",
    groups=[["Cannot connect to proxy"], ["proxy.hafen.example"]],
    traps=["ERROR: Could not find a version that satisfies the requirement httpx==0.27.2 (from versions: none)",
           "ERROR: No matching distribution found for httpx==0.27.2"],
    note="The same retry warning five times (only the retry counter differs), then two ERROR lines that read like "
         "a version problem: both are traps, they point to the wrong cause. The error is the ProxyError part of "
         "the retry line; a memory may drop the object address.")

C = "npm ci"
E = "npm error network request to https://npm.alt-intern.example/@hafen%2fui-kit failed, reason: getaddrinfo ENOTFOUND npm.alt-intern.example"
mem("npm_registry_enotfound_retries", "node", "retry_repeats", "npm_retries_and_summary", "/home/priya/quaystone",
    lambda rng, C=C, E=E: [
        ("u", "npm ci hangs for ages and then fails. IT moved the package registry last week if that matters"),
        ("b", C, "\n".join(
            ["npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it."]
            + [f"npm http fetch GET https://npm.alt-intern.example/@hafen%2fui-kit attempt {n} failed with ENOTFOUND" for n in (1, 2, 3)]
            + ["npm error code ENOTFOUND", "npm error syscall getaddrinfo", "npm error errno ENOTFOUND", E,
               "npm error", "npm error This is a problem related to network connectivity.",
               "npm error In most cases you are behind a proxy or have bad network settings.", "npm error",
               "npm error If you are behind a proxy, please make sure that the", "npm error 'proxy' config is set properly.  See: 'npm help config'",
               "npm error A complete log of this run can be found in: /home/priya/.npm/_logs/2026-12-23T10_02_11_917Z-debug-0.log"]), 1),
        ("r", "/home/priya/quaystone/.npmrc", "@hafen:registry=https://npm.alt-intern.example/\nengine-strict=true"),
        ("e", "/home/priya/quaystone/.npmrc", "@hafen:registry=https://npm.alt-intern.example/", "@hafen:registry=https://npm.pkgs.hafen.example/"),
        ("b", C, "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\n\nadded 1146 packages, and audited 1147 packages in 41s\n\nfound 0 vulnerabilities"),
        ("s", "The retries and npm's proxy advice were noise: the project's .npmrc still pointed the `@hafen` scope at "
              "the old registry host, which no longer resolves. Switched it to npm.pkgs.hafen.example; `npm ci` "
              "installs 1146 packages.")],
    cmd=C, err=E, change="npm.pkgs.hafen.example",
    groups=[["ENOTFOUND npm.alt-intern.example", "npm.alt-intern.example"], ["npm.pkgs.hafen.example"]],
    traps=["npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it."],
    note="Three fetch attempts, then npm's boilerplate about proxies. The deprecation warning is printed by the "
         "passing run too: a trap. Bugfix: the change is to the repository's .npmrc.")

C = "bin/setup"
E = "ActiveRecord::ConnectionNotEstablished: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  password authentication failed for user \"gazette\""
mem("rails_setup_retry_password_dotenv", "ruby", "retry_repeats", "setup_retry_loop", "/home/sol/gazette",
    lambda rng, C=C, E=E: [
        ("u", "first time setting up gazette. bin/setup keeps retrying the db and gives up"),
        ("b", C, "\n".join(
            ["== Installing dependencies ==", "The Gemfile's dependencies are satisfied", "", "== Preparing database =="]
            + sum(([f"(attempt {n}/3) bin/rails db:prepare", "bin/rails aborted!", E, "",
                    "Caused by:", "PG::ConnectionBad: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  password authentication failed for user \"gazette\" (PG::ConnectionBad)",
                    "Tasks: TOP => db:prepare", "(See full trace by running task with --trace)", f"retrying in {2 ** n}s..."]
                   for n in (1, 2, 3)), [])
            + ["", "== Command [\"bin/rails db:prepare\"] failed after 3 attempts =="]), 1),
        ("b", "ls -a | grep env; grep DATABASE .env.example", ".env.example\nDATABASE_URL=postgres://gazette:gazette-dev@127.0.0.1:5432/gazette_development"),
        ("b", "cp .env.example .env", ""),
        ("b", C, "== Installing dependencies ==\nThe Gemfile's dependencies are satisfied\n\n== Preparing database ==\n"
                 "Created database 'gazette_development'\nCreated database 'gazette_test'\n\n== Removing old logs and tempfiles ==\n\n== Restarting application server =="),
        ("s", "The setup script's retry loop printed the same thing three times: password authentication failed for "
              "`gazette`. Without a `.env`, Rails used the default empty password; the dev password is in "
              "`.env.example`. `cp .env.example .env`, then bin/setup completes.")],
    cmd=C, err=E, change="cp .env.example .env", kind="lesson",
    also_ok=["PG::ConnectionBad: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  password authentication failed for user \"gazette\" (PG::ConnectionBad)"],
    groups=[["password authentication failed for user \"gazette\""], ["cp .env.example .env", ".env.example"]],
    traps=["== Command [\"bin/rails db:prepare\"] failed after 3 attempts =="],
    note="Three identical attempts and a final wrapper line (a trap: it names the retry, not the cause).")

C = "dotnet restore"
E = "error NU1301: Unable to load the service index for source https://nuget.old-intern.example/v3/index.json."
mem("nuget_nu1301_per_project", "dotnet", "retry_repeats", "per_project_repeat", "/home/claire/src/Regate",
    lambda rng, C=C, E=E: [
        ("u", "restore fails for all four projects since the NuGet server move. can you fix the config in the repo"),
        ("b", C, "\n".join(
            ["  Determining projects to restore..."]
            + [f"  Retrying 'FindPackagesByIdAsync' for source 'https://nuget.old-intern.example/v3/index.json'.\n"
               f"  Name or service not known (nuget.old-intern.example:443)" for _ in range(3)]
            + [f"/home/claire/src/Regate/{p}/{p}.csproj : {E}" for p in ("Regate.Domain", "Regate.Api", "Regate.Worker", "Regate.Tests")]
            + ["  Failed to restore /home/claire/src/Regate/Regate.Api/Regate.Api.csproj (in 22.4 sec).",
               "  Failed to restore /home/claire/src/Regate/Regate.Tests/Regate.Tests.csproj (in 22.4 sec)."]), 1),
        ("r", "/home/claire/src/Regate/nuget.config",
         "<configuration>\n  <packageSources>\n    <add key=\"nuget.org\" value=\"https://api.nuget.org/v3/index.json\" />\n"
         "    <add key=\"intern\" value=\"https://nuget.old-intern.example/v3/index.json\" />\n  </packageSources>\n</configuration>"),
        ("e", "/home/claire/src/Regate/nuget.config", "https://nuget.old-intern.example/v3/index.json", "https://nuget.pkgs.hafen.example/v3/index.json"),
        ("b", C, "  Determining projects to restore...\n  Restored /home/claire/src/Regate/Regate.Api/Regate.Api.csproj (in 3.1 sec).\n"
                 "  Restored /home/claire/src/Regate/Regate.Tests/Regate.Tests.csproj (in 3.4 sec).\n  2 of 4 projects are up-to-date for restore."),
        ("s", "The NU1301 line is the same for every project (plus three retries); one cause: nuget.config still "
              "listed the old host. Pointed the `intern` source at nuget.pkgs.hafen.example; restore succeeds.")],
    cmd=C, err=E, change="nuget.pkgs.hafen.example",
    groups=[["NU1301", "Unable to load the service index"], ["nuget.pkgs.hafen.example"]],
    note="The error field is the diagnostic without the per-project `<csproj> : ` prefix (that part differs per line).")
