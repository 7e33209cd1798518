"""Sessions with memory, part one: the agent tells the fix after the passing run (`told_after`, 11) or
before trying it (`told_before`, 8, two of them hedged and then confirmed by the pass)."""

from __future__ import annotations

from kit import mem, pad

# --- told_after: the change, the pass, then "The fix was ..." / "Root cause: ..." / "Turns out ..." ----------

C = "pytest -q"
E = "ImportError: urllib3 v2 only supports OpenSSL 1.1.1+, currently the 'ssl' module is compiled with 'OpenSSL 1.0.2k-fips  26 Jan 2017'"
S = "The fix was to pin `urllib3<2` in requirements.txt"
mem("pytest_urllib3_pin_fix_was", "python", "told_after", "fix_was", "/home/dana/src/tollgate",
    lambda rng, C=C, E=E, S=S: [
        ("u", "tests won't even start on the build box (the old CentOS one). can you look"),
        ("b", C, pad(rng, ["ImportError while loading conftest '/home/dana/src/tollgate/tests/conftest.py'.",
                           "tests/conftest.py:2: in <module>", "    import requests",
                           ".venv/lib/python3.9/site-packages/requests/__init__.py:43: in <module>", "    import urllib3",
                           ".venv/lib/python3.9/site-packages/urllib3/__init__.py:42: in <module>", "    raise ImportError(",
                           "E   " + E]), 4),
        ("b", ".venv/bin/pip show urllib3 | head -2; grep -n requests requirements.txt",
         "Name: urllib3\nVersion: 2.2.3\n7:requests==2.31.0"),
        ("e", "/home/dana/src/tollgate/requirements.txt", "requests==2.31.0", "requests==2.31.0\nurllib3<2"),
        ("b", ".venv/bin/pip install -r requirements.txt", "Collecting urllib3<2\n  Downloading urllib3-1.26.20-py2.py3-none-any.whl (144 kB)\n"
              "Installing collected packages: urllib3\n  Attempting uninstall: urllib3\n    Found existing installation: urllib3 2.2.3\n"
              "Successfully installed urllib3-1.26.20"),
        ("b", C, pad(rng, ["........................................", "40 passed in 2.11s"])),
        ("s", S + ": urllib3 2.x refuses to import against the box's OpenSSL 1.0.2, and requests pulled 2.2.3 in "
              "unpinned. With urllib3 1.26.20 all 40 tests pass. Once the box is on a newer OpenSSL the pin can go.")],
    cmd=C, err=E, change="urllib3<2", said=S,
    groups=[["urllib3 v2 only supports OpenSSL", "OpenSSL 1.1.1"], ["urllib3<2"]],
    note="The pin is written to requirements.txt and installed; the same command passes. The agent's closing line "
         "says exactly what was done.")

C = "go test ./internal/report/..."
E = "open internal/report/testdata/summary.golden: no such file or directory"
S = "Root cause: the fixture path was relative to the repo root"
mem("go_golden_path_root_cause", "go", "told_after", "root_cause", "/home/oskar/ledgerline",
    lambda rng, C=C, E=E, S=S: [
        ("u", "I moved the golden test into internal/report and now it can't find its file. Fix please."),
        ("b", C, pad(rng, ["--- FAIL: TestSummaryGolden (0.00s)", "    summary_test.go:21: " + E, "FAIL",
                           "FAIL\tledgerline/internal/report\t0.014s"]), 1),
        ("r", "/home/oskar/ledgerline/internal/report/summary_test.go",
         "package report\n\nimport (\n\t\"os\"\n\t\"testing\"\n)\n\nfunc TestSummaryGolden(t *testing.T) {\n"
         "\twant, err := os.ReadFile(\"internal/report/testdata/summary.golden\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}"),
        ("e", "/home/oskar/ledgerline/internal/report/summary_test.go",
         "os.ReadFile(\"internal/report/testdata/summary.golden\")",
         "os.ReadFile(filepath.Join(\"testdata\", \"summary.golden\"))"),
        ("e", "/home/oskar/ledgerline/internal/report/summary_test.go", "\t\"os\"\n", "\t\"os\"\n\t\"path/filepath\"\n"),
        ("b", C, pad(rng, ["ok  \tledgerline/internal/report\t0.019s"])),
        ("s", S + ", but `go test` runs each package with its own directory as the working directory. I made it "
              "relative to the package: `filepath.Join(\"testdata\", \"summary.golden\")`. Passes now.")],
    cmd=C, err=E, change="filepath.Join(\"testdata\"", said=S,
    groups=[["summary.golden", "no such file or directory"], ["filepath.Join(\"testdata\"", "relative to the package"]],
    note="A code edit to the test; the cause and the change are both in the closing reply.")

C = "npx jest src/ids"
E = "SyntaxError: Cannot use import statement outside a module"
S = "Turns out nanoid 5 is ESM-only"
mem("jest_nanoid_esm_turns_out", "node", "told_after", "turns_out", "/home/priya/quaystone",
    lambda rng, C=C, E=E, S=S: [
        ("u", "after bumping nanoid the id tests explode. take a look?"),
        ("b", C, pad(rng, [" FAIL  src/ids/makeId.test.ts", "  ● Test suite failed to run", "",
                           "    Jest encountered an unexpected token", "",
                           "    /home/priya/quaystone/node_modules/nanoid/index.js:1",
                           "    ({\"Object.<anonymous>\":function(module,exports,require,__dirname,__filename,jest){import { webcrypto as crypto } from 'node:crypto'",
                           "                                                                                      ^^^^^^",
                           "    " + E, "Test Suites: 1 failed, 1 total"]), 1),
        ("r", "/home/priya/quaystone/jest.config.js",
         "module.exports = {\n  preset: 'ts-jest',\n  testEnvironment: 'node',\n};"),
        ("e", "/home/priya/quaystone/jest.config.js", "  testEnvironment: 'node',\n",
         "  testEnvironment: 'node',\n  transform: { '^.+\\\\.[tj]sx?$': ['ts-jest', { tsconfig: { allowJs: true } }] },\n"
         "  transformIgnorePatterns: ['/node_modules/(?!nanoid/)'],\n"),
        ("b", C, pad(rng, [" PASS  src/ids/makeId.test.ts", "Tests:       6 passed, 6 total"])),
        ("s", S + ", and Jest leaves node_modules untransformed by default, so its `import` hit CommonJS. I let "
              "ts-jest transform JS and excluded nanoid from `transformIgnorePatterns`. 6 tests pass.")],
    cmd=C, err=E, change="transformIgnorePatterns", said=S,
    groups=[["Cannot use import statement outside a module"], ["transformIgnorePatterns"]],
    note="jest.config.js edit; the explanation follows the pass.")

C = "cargo build"
E = "error: cannot find derive macro `Deserialize` in this scope"
S = "The fix was enabling serde's `derive` feature"
mem("cargo_serde_derive_feature", "rust", "told_after", "fix_was", "/home/ilse/weirbook",
    lambda rng, C=C, E=E, S=S: [
        ("u", "added a config struct with serde and it doesn't compile, help"),
        ("b", C, pad(rng, ["   Compiling weirbook v0.3.0 (/home/ilse/weirbook)", E, " --> src/config.rs:4:24", "  |",
                           "4 | #[derive(Debug, Clone, Deserialize)]", "  |                        ^^^^^^^^^^^",
                           "error: could not compile `weirbook` (bin \"weirbook\") due to 1 previous error"]), 101),
        ("b", "grep -n '^serde' Cargo.toml", "14:serde = \"1.0\""),
        ("e", "/home/ilse/weirbook/Cargo.toml", "serde = \"1.0\"", "serde = { version = \"1.0\", features = [\"derive\"] }"),
        ("b", C, pad(rng, ["   Compiling serde_derive v1.0.215", "   Compiling serde v1.0.215", "   Compiling weirbook v0.3.0 (/home/ilse/weirbook)",
                           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.42s"])),
        ("s", S + " in Cargo.toml (`features = [\"derive\"]`): the `Deserialize` derive macro lives behind it. Builds now.")],
    cmd=C, err=E, change="features = [\"derive\"]", said=S,
    groups=[["derive macro `Deserialize`", "cannot find derive macro"], ["features = [\"derive\"]", "derive` feature"]])

C = "./mvnw -q test -Dtest=InvoiceControllerTest"
E = "No qualifying bean of type 'dev.ardent.billing.Clock' available"
S = "Root cause: `@WebMvcTest` only loads the web slice"
mem("webmvctest_clock_bean_root_cause", "java", "told_after", "root_cause", "/home/femi/ardent-billing",
    lambda rng, C=C, E=E, S=S: [
        ("u", "InvoiceControllerTest broke after I injected the Clock into the controller"),
        ("b", C, pad(rng, ["[ERROR] Tests run: 4, Failures: 0, Errors: 4, Skipped: 0, Time elapsed: 2.8 s <<< FAILURE! -- in dev.ardent.billing.InvoiceControllerTest",
                           "[ERROR] dev.ardent.billing.InvoiceControllerTest.listsInvoices -- Time elapsed: 0.01 s <<< ERROR!",
                           "java.lang.IllegalStateException: Failed to load ApplicationContext",
                           "Caused by: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'invoiceController'",
                           "Caused by: org.springframework.beans.factory.NoSuchBeanDefinitionException: " + E]), 1),
        ("e", "/home/femi/ardent-billing/src/test/java/dev/ardent/billing/InvoiceControllerTest.java",
         "@WebMvcTest(InvoiceController.class)\n", "@WebMvcTest(InvoiceController.class)\n@Import(ClockConfig.class)\n"),
        ("b", C, pad(rng, ["[INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0"])),
        ("s", S + ", so the `Clock` bean from `ClockConfig` (a plain @Configuration) was not in the context. Added "
              "`@Import(ClockConfig.class)` to the test; 4/4 pass.")],
    cmd=C, err=E, change="@Import(ClockConfig.class)", said=S,
    groups=[["No qualifying bean of type 'dev.ardent.billing.Clock'", "NoSuchBeanDefinitionException"], ["@Import(ClockConfig.class)"]])

C = "bundle exec rspec spec/lib/pricing"
E = "uninitialized constant Pricing::Calculator"
S = "Die Ursache: `lib/` wird in Rails 7.1 nicht automatisch geladen"
mem("rspec_autoload_lib_de", "ruby", "told_after", "root_cause", "/home/jonas/kiezkasse",
    lambda rng, C=C, E=E, S=S: [
        ("u", "Die Specs für lib/pricing laufen nicht mehr, seit ich den Rechner nach lib/ verschoben habe. Kannst du das fixen?"),
        ("b", C, pad(rng, ["An error occurred while loading ./spec/lib/pricing/calculator_spec.rb.", "Failure/Error: RSpec.describe Pricing::Calculator do",
                           "", "NameError:", "  " + E, "# ./spec/lib/pricing/calculator_spec.rb:3:in `<top (required)>'",
                           "No examples found.", "Finished in 0.00004 seconds (files took 1.31 seconds to load)",
                           "0 examples, 0 failures, 1 error occurred outside of examples"]), 1),
        ("b", "grep -n 'load_defaults\\|autoload' config/application.rb", "12:    config.load_defaults 7.1"),
        ("e", "/home/jonas/kiezkasse/config/application.rb", "    config.load_defaults 7.1\n",
         "    config.load_defaults 7.1\n    config.autoload_lib(ignore: %w[assets tasks])\n"),
        ("b", C, pad(rng, ["..............", "", "Finished in 0.21 seconds (files took 1.29 seconds to load)", "14 examples, 0 failures"])),
        ("s", S + ". Ich habe `config.autoload_lib(ignore: %w[assets tasks])` in config/application.rb ergänzt, "
              "damit Zeitwerk `Pricing::Calculator` aus lib/pricing/calculator.rb findet. 14 Beispiele, 0 Fehler.")],
    cmd=C, err=E, change="config.autoload_lib", said=S, lang="de",
    groups=[["uninitialized constant Pricing::Calculator"], ["autoload_lib"]])

C = "vendor/bin/phpunit tests/Unit/CartTest.php"
E = "TypeError: App\\Cart\\Cart::totalCents(): Return value must be of type int, float returned"
S = "原因は、`$item->price * $item->qty * 100` が float になることでした"
mem("phpunit_int_return_ja", "php", "told_after", "root_cause", "/home/kenta/mise-shop",
    lambda rng, C=C, E=E, S=S: [
        ("u", "CartTest が落ちます。割引を入れてからです。直してもらえますか？"),
        ("b", C, pad(rng, ["PHPUnit 11.4.3 by Sebastian Bergmann and contributors.", "", "E..", "",
                           "There was 1 error:", "", "1) Tests\\Unit\\CartTest::testTotalWithDiscount", E, "",
                           "/home/kenta/mise-shop/app/Cart/Cart.php:41", "ERRORS!", "Tests: 3, Assertions: 4, Errors: 1."]), 2),
        ("r", "/home/kenta/mise-shop/app/Cart/Cart.php",
         "    public function totalCents(): int\n    {\n        $sum = 0;\n        foreach ($this->items as $item) {\n"
         "            $sum += $item->price * $item->qty * 100;\n        }\n        return $sum * (1 - $this->discount);\n    }"),
        ("e", "/home/kenta/mise-shop/app/Cart/Cart.php", "        return $sum * (1 - $this->discount);",
         "        return (int) round($sum * (1 - $this->discount));"),
        ("b", C, pad(rng, ["...", "", "OK (3 tests, 5 assertions)"])),
        ("s", S + "（割引を掛けるとさらに小数になります）。戻り値を `(int) round(...)` で整数に丸めるようにしました。3 件ともパスしています。")],
    cmd=C, err=E, change="(int) round(", said=S, lang="ja",
    groups=[["Return value must be of type int, float returned"], ["(int) round("]])

C = "dotnet build -c Release"
E = "error CS8618: Non-nullable property 'DisplayName' must contain a non-null value when exiting constructor."
S = "Turns out Directory.Build.props sets `TreatWarningsAsErrors`"
mem("dotnet_cs8618_required_turns_out", "dotnet", "told_after", "turns_out", "/home/amara/Tessellate",
    lambda rng, C=C, E=E, S=S: [
        ("u", "Release build fails after adding DisplayName to the profile DTO. Debug was fine?"),
        ("b", C, pad(rng, ["  Determining projects to restore...", "  All projects are up-to-date for restore.",
                           "/home/amara/Tessellate/src/Tessellate.Api/Dtos/ProfileDto.cs(7,19): " + E +
                           " Consider adding the 'required' modifier or declaring the property as nullable. [/home/amara/Tessellate/src/Tessellate.Api/Tessellate.Api.csproj]",
                           "Build FAILED.", "    0 Warning(s)", "    1 Error(s)"]), 1),
        ("b", "grep -n 'TreatWarningsAsErrors' -r Directory.Build.props src/*/*.csproj",
         "Directory.Build.props:5:    <TreatWarningsAsErrors Condition=\"'$(Configuration)' == 'Release'\">true</TreatWarningsAsErrors>"),
        ("e", "/home/amara/Tessellate/src/Tessellate.Api/Dtos/ProfileDto.cs", "    public string DisplayName { get; set; }",
         "    public required string DisplayName { get; set; }"),
        ("b", C, pad(rng, ["  Tessellate.Api -> /home/amara/Tessellate/src/Tessellate.Api/bin/Release/net8.0/Tessellate.Api.dll",
                           "Build succeeded.", "    0 Warning(s)", "    0 Error(s)"])),
        ("s", S + " for Release only, which is why Debug built: CS8618 is a warning there. I marked the property "
              "`required` rather than making it nullable, since every caller sets it. Release builds clean.")],
    cmd=C, err=E, change="public required string DisplayName", said=S,
    groups=[["CS8618"], ["required string DisplayName", "`required`"]])

C = "cmake --build build -j8"
E = "undefined reference to `pthread_create'"
S = "The fix was to link `Threads::Threads`"
mem("cmake_pthread_link_fix_was", "cpp", "told_after", "fix_was", "/home/vera/tilemill",
    lambda rng, C=C, E=E, S=S: [
        ("u", "link error after I added the worker pool. on linux only"),
        ("b", C, pad(rng, ["[ 92%] Linking CXX executable tiler",
                           "/usr/bin/ld: CMakeFiles/tiler.dir/src/pool.cpp.o: in function `std::thread::thread<tiler::Pool::start()::{lambda()#1}>':",
                           "pool.cpp:(.text+0x2c1): " + E, "collect2: error: ld returned 1 exit status",
                           "gmake[2]: *** [CMakeFiles/tiler.dir/build.make:131: tiler] Error 1"]), 2),
        ("e", "/home/vera/tilemill/CMakeLists.txt", "target_link_libraries(tiler PRIVATE fmt::fmt)",
         "find_package(Threads REQUIRED)\ntarget_link_libraries(tiler PRIVATE fmt::fmt Threads::Threads)"),
        ("b", "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo", "-- Looking for pthread.h - found\n-- Found Threads: TRUE\n-- Configuring done (0.4s)\n-- Generating done (0.0s)"),
        ("b", C, pad(rng, ["[ 96%] Linking CXX executable tiler", "[100%] Built target tiler"])),
        ("s", S + " (`find_package(Threads REQUIRED)` + `target_link_libraries(... Threads::Threads)`). "
              "On macOS libc has pthreads built in, on this glibc the link needs it spelled out.")],
    cmd=C, err=E, change="Threads::Threads", said=S,
    groups=[["pthread_create"], ["Threads::Threads"]])

C = "mix test"
E = "** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms"
S = "Turns out `hearth_test` didn't exist"
mem("mix_test_ecto_create_turns_out", "elixir", "told_after", "turns_out", "/home/nadia/hearth",
    lambda rng, C=C, E=E, S=S: [
        ("u", "fresh clone, mix test fails everywhere. what am I missing"),
        ("b", C, pad(rng, ["08:14:02.311 [error] Postgrex.Protocol (#PID<0.412.0>) failed to connect: ** (Postgrex.Error) FATAL 3D000 (invalid_catalog_name) database \"hearth_test\" does not exist",
                           "", "  1) test lists rooms (HearthWeb.RoomControllerTest)", "     test/hearth_web/controllers/room_controller_test.exs:9",
                           "     " + E, "", "Finished in 2.3 seconds (0.1s async, 2.2s sync)", "38 tests, 38 failures"]), 2),
        ("b", "MIX_ENV=test mix ecto.create", "The database for Hearth.Repo has been created"),
        ("b", C, pad(rng, ["......................................", "Finished in 1.9 seconds (0.6s async, 1.3s sync)", "38 tests, 0 failures"])),
        ("s", S + ": on a fresh clone the test database has to be created once with `MIX_ENV=test mix ecto.create` "
              "(this project's `test` alias only runs migrations). 38 tests, 0 failures.")],
    cmd=C, err=E, change="MIX_ENV=test mix ecto.create", said=S, kind="lesson",
    groups=[["hearth_test", "connection not available"], ["ecto.create"]],
    note="A setup step, so a lesson. The telling line is the ConnectionError; the log line above it names the database.")

C = "swift build"
E = "error: 'Duration' is only available in macOS 13.0 or newer"
S = "Root cause: Package.swift declared no `platforms`"
mem("swiftpm_platforms_root_cause", "swift", "told_after", "root_cause", "/Users/theo/Tidewatch",
    lambda rng, C=C, E=E, S=S: [
        ("u", "swift build broke when I switched the poller to Duration"),
        ("b", C, pad(rng, ["Building for debugging...", "/Users/theo/Tidewatch/Sources/Tidewatch/Poller.swift:12:22: " + E,
                           "    let interval: Duration", "                  ^",
                           "/Users/theo/Tidewatch/Sources/Tidewatch/Poller.swift:12:22: note: add @available attribute to enclosing struct"]), 1),
        ("e", "/Users/theo/Tidewatch/Package.swift", "    name: \"Tidewatch\",\n", "    name: \"Tidewatch\",\n    platforms: [.macOS(.v13)],\n"),
        ("b", C, pad(rng, ["Building for debugging...", "[7/7] Linking tidewatch", "Build complete! (4.12s)"])),
        ("s", S + ", so SwiftPM built against its oldest default deployment target. I added `platforms: [.macOS(.v13)]`, "
              "the first release with `Duration`. Builds now.")],
    cmd=C, err=E, change=".macOS(.v13)", said=S,
    groups=[["only available in macOS 13.0 or newer"], [".macOS(.v13)"]])

# --- told_before: "This is because ...; let me ..." then the change and the pass -------------------------------

C = "go test ./store/..."
E = "Binary was compiled with 'CGO_ENABLED=0', go-sqlite3 requires cgo to work. This is a stub"
S = "This is because CGO is off in this shell"
mem("go_sqlite_cgo_because", "go", "told_before", "because_let_me", "/home/wren/pantry",
    lambda rng, C=C, E=E, S=S: [
        ("u", "store tests fail with some sqlite stub message"),
        ("b", C, pad(rng, ["--- FAIL: TestItemsRoundTrip (0.00s)", "    items_test.go:18: open db: " + E, "FAIL",
                           "FAIL\tpantry/store\t0.006s"]), 1),
        ("b", "go env CGO_ENABLED CC", "0\ngcc"),
        ("s", S + " (`go env` says CGO_ENABLED=0, presumably exported in your profile) and mattn/go-sqlite3 is a cgo "
              "package, so without cgo you get a stub. Let me run it with CGO_ENABLED=1."),
        ("b", "CGO_ENABLED=1 " + C, pad(rng, ["ok  \tpantry/store\t1.204s"])),
        ("s", "Passes with cgo on. If the CGO_ENABLED=0 export is for cross builds, scope it to those instead.")],
    cmd=C, err=E, change="CGO_ENABLED=1", said=S, passed="CGO_ENABLED=1 " + C, kind="lesson",
    groups=[["go-sqlite3 requires cgo", "CGO_ENABLED=0"], ["CGO_ENABLED=1"]],
    note="The change is only in the passing command (a prefix). Explained before, confirmed by the pass.")

C = "pytest tests/api -q"
E = "django.db.utils.ProgrammingError: relation \"orders_refund\" does not exist"
S = "This is because the `Refund` model has no migration"
mem("pytest_django_missing_migration_because", "python", "told_before", "because_let_me", "/home/malik/souqline",
    lambda rng, C=C, E=E, S=S: [
        ("u", "Refund endpoint tests are failing, I just added the model"),
        ("b", C, pad(rng, ["E       " + E, "E       LINE 1: ...\"amount_cents\", \"orders_refund\".\"created_at\" FROM \"orders_re...",
                           "FAILED tests/api/test_refunds.py::test_create_refund - " + E,
                           "3 failed, 41 passed in 4.88s"]), 1),
        ("b", "ls orders/migrations/", "0001_initial.py\n0002_order_status.py\n__init__.py"),
        ("s", S + ": pytest-django builds the test database from migrations, so the table never gets created. "
              "Let me generate it."),
        ("b", "python manage.py makemigrations orders", "Migrations for 'orders':\n  orders/migrations/0003_refund.py\n    - Create model Refund"),
        ("b", C, pad(rng, ["............................................", "44 passed in 5.02s"])),
        ("s", "All 44 pass with orders/migrations/0003_refund.py. Commit the migration with the model.")],
    cmd=C, err=E, change="makemigrations orders", said=S,
    groups=[["orders_refund"], ["makemigrations", "0003_refund"]],
    note="bugfix: the new migration file belongs in the repository.")

C = "npm run smoke"
E = "Error: Cannot find module '@/lib/db'"
S = "C'est parce que `tsc` ne réécrit pas les alias de `paths`"
mem("tsc_paths_alias_because_fr", "node", "told_before", "because_let_me", "/home/camille/atelier-api",
    lambda rng, C=C, E=E, S=S: [
        ("u", "Le build passe mais `npm run smoke` plante au démarrage. Tu peux regarder ?"),
        ("b", C, pad(rng, ["> atelier-api@0.9.0 smoke", "> npm run build && node dist/server.js --check", "",
                           "> atelier-api@0.9.0 build", "> tsc -p tsconfig.build.json", "",
                           "node:internal/modules/cjs/loader:1228", "  throw err;", "  ^", "", E,
                           "Require stack:", "- /home/camille/atelier-api/dist/routes/orders.js", "- /home/camille/atelier-api/dist/server.js"]), 1),
        ("s", S + " dans le JavaScript émis : `@/lib/db` reste tel quel dans dist/ et Node ne le connaît pas. "
              "Je vais ajouter tsc-alias après tsc dans le script de build."),
        ("b", "npm i -D tsc-alias", "added 9 packages, and audited 412 packages in 3s"),
        ("e", "/home/camille/atelier-api/package.json", "\"build\": \"tsc -p tsconfig.build.json\"",
         "\"build\": \"tsc -p tsconfig.build.json && tsc-alias -p tsconfig.build.json\""),
        ("b", C, pad(rng, ["> tsc -p tsconfig.build.json && tsc-alias -p tsconfig.build.json", "", "smoke: config ok, db ok, 14 routes"])),
        ("s", "Ça démarre : tsc-alias remplace `@/...` par des chemins relatifs dans dist/.")],
    cmd=C, err=E, change="tsc-alias", said=S, lang="fr",
    groups=[["Cannot find module '@/lib/db'"], ["tsc-alias"]])

C = "cargo test"
E = "error[E0599]: no method named `context` found for enum `Result` in the current scope"
S = "É porque falta importar o trait `anyhow::Context`"
mem("cargo_anyhow_context_because_pt", "rust", "told_before", "because_let_me", "/home/joana/farol",
    lambda rng, C=C, E=E, S=S: [
        ("u", "Os testes não compilam depois que mexi no loader. Consegue ver?"),
        ("b", C, pad(rng, ["   Compiling farol v0.4.1 (/home/joana/farol)", E, "  --> src/loader.rs:22:10",
                           "   |", "22 |         .context(\"reading farol.toml\")?;", "   |          ^^^^^^^ method not found in `Result<String, std::io::Error>`",
                           "   = help: items from traits can only be used if the trait is in scope",
                           "help: trait `Context` which provides `context` is implemented but not in scope; perhaps you want to import it",
                           "error: could not compile `farol` (lib) due to 1 previous error"]), 101),
        ("s", S + " em src/loader.rs; o `.context(...)` é um método desse trait. Vou adicionar o `use`."),
        ("e", "/home/joana/farol/src/loader.rs", "use std::fs;\n", "use std::fs;\n\nuse anyhow::Context;\n"),
        ("b", C, pad(rng, ["   Compiling farol v0.4.1 (/home/joana/farol)", "running 17 tests", "test result: ok. 17 passed; 0 failed; 0 ignored"])),
        ("s", "Compila e os 17 testes passam.")],
    cmd=C, err=E, change="use anyhow::Context", said=S, lang="pt",
    groups=[["no method named `context`"], ["use anyhow::Context"]])

C = "./gradlew :app:testDebugUnitTest"
E = "e: file:///home/ravi/trailnote/app/src/main/java/dev/trailnote/Env.kt:6:23 Unresolved reference 'BuildConfig'."
S = "This is because AGP 8 no longer generates `BuildConfig` by default"
mem("agp8_buildconfig_because", "kotlin", "told_before", "because_let_me", "/home/ravi/trailnote",
    lambda rng, C=C, E=E, S=S: [
        ("u", "upgraded AGP to 8.7 and unit tests don't compile"),
        ("b", C, pad(rng, ["> Task :app:compileDebugKotlin FAILED", E, "", "FAILURE: Build failed with an exception.",
                           "* What went wrong:", "Execution failed for task ':app:compileDebugKotlin'.",
                           "BUILD FAILED in 38s"]), 1),
        ("s", S + "; a module that reads it has to opt in. Let me turn it on for :app."),
        ("e", "/home/ravi/trailnote/app/build.gradle.kts", "    buildFeatures {\n        compose = true\n    }",
         "    buildFeatures {\n        compose = true\n        buildConfig = true\n    }"),
        ("b", C, pad(rng, ["> Task :app:testDebugUnitTest", "BUILD SUCCESSFUL in 1m 4s", "61 actionable tasks: 19 executed, 42 up-to-date"])),
        ("s", "Compiles and the unit tests pass with `buildConfig = true`.")],
    cmd=C, err=E, change="buildConfig = true", said=S,
    groups=[["Unresolved reference 'BuildConfig'", "BuildConfig"], ["buildConfig = true"]])

C = "php artisan test --testsuite=Feature"
E = "Illuminate\\Foundation\\ViteManifestNotFoundException: Vite manifest not found at: /home/ana/carta/public/build/manifest.json"
S = "This is because the feature tests render Blade views that use `@vite`"
mem("artisan_vite_manifest_because", "php", "told_before", "because_let_me", "/home/ana/carta",
    lambda rng, C=C, E=E, S=S: [
        ("u", "feature tests fail on a fresh checkout, unit tests are fine"),
        ("b", C, pad(rng, ["   FAIL  Tests\\Feature\\MenuPageTest", "  ⨯ it renders the menu page", "",
                           "  ─────────────────────────────────────────────", "   FAILED  Tests\\Feature\\MenuPageTest > it renders the menu page",
                           "  " + E, "", "  Tests:    6 failed, 12 passed (31 assertions)"]), 1),
        ("s", S + ", and the manifest only exists after a front-end build (public/build is gitignored). Let me build the assets first."),
        ("b", "npm ci && npm run build", "added 148 packages in 5s\n\n> build\n> vite build\n\nvite v5.4.11 building for production...\n"
              "✓ 41 modules transformed.\npublic/build/manifest.json  0.36 kB\n✓ built in 1.21s"),
        ("b", C, pad(rng, ["  Tests:    18 passed (52 assertions)", "  Duration: 2.14s"])),
        ("s", "All 18 pass once public/build/manifest.json exists. On a fresh checkout run `npm run build` before the feature suite.")],
    cmd=C, err=E, change="npm run build", said=S, kind="lesson",
    groups=[["Vite manifest not found"], ["npm run build"]])

C = "bundle exec rspec spec/services/feed_import_spec.rb"
E = "Tried to load unspecified class: Symbol"
S = "Might be Psych 4's `safe_load`"
mem("rspec_psych_symbol_hedged", "ruby", "told_before", "hedged_then_confirmed", "/home/olu/ferryboard",
    lambda rng, C=C, E=E, S=S: [
        ("u", "feed import spec broke when we moved to ruby 3.3"),
        ("b", C, pad(rng, ["F", "", "Failures:", "", "  1) FeedImport parses the schedule fixture", "     Failure/Error: YAML.load(File.read(path))",
                           "", "     Psych::DisallowedClass:", "       " + E, "     # ./app/services/feed_import.rb:14:in `parse'", "", "1 example, 1 failure"]), 1),
        ("s", S + ": since Psych 4 `YAML.load` is safe by default and refuses Symbol keys (the fixture has `:route:`). "
              "Let me try permitting Symbol in the loader."),
        ("e", "/home/olu/ferryboard/app/services/feed_import.rb", "YAML.load(File.read(path))",
         "YAML.load(File.read(path), permitted_classes: [Symbol])"),
        ("b", C, pad(rng, [".", "", "Finished in 0.04 seconds (files took 0.92 seconds to load)", "1 example, 0 failures"])),
        ("s", "That was it: with `permitted_classes: [Symbol]` the spec passes.")],
    cmd=C, err=E, change="permitted_classes: [Symbol]", said=S,
    groups=[["Psych::DisallowedClass", "unspecified class: Symbol"], ["permitted_classes"]],
    note="Hard positive: the explanation is hedged (\"Might be\"), but the change it proposes is the only change and "
         "the same command passes right after it; the agent then confirms it.")

C = "dotnet test tests/Ledger.Tests"
E = "System.Globalization.CultureNotFoundException : Only the invariant culture is supported in globalization-invariant mode."
S = "I think the API project turns on `InvariantGlobalization`"
mem("dotnet_invariant_globalization_hedged", "dotnet", "told_before", "hedged_then_confirmed", "/home/sipho/Kgotla",
    lambda rng, C=C, E=E, S=S: [
        ("u", "Ledger tests with de-DE formatting throw a culture exception. Fix?"),
        ("b", C, pad(rng, ["  Failed Ledger.Tests.AmountFormatTests.FormatsGerman [12 ms]", "  Error Message:", "   " + E,
                           "See https://aka.ms/GlobalizationInvariantMode for more information. (Parameter 'name')",
                           "de-DE is an invalid culture identifier.", "Failed!  - Failed:     1, Passed:    63, Skipped:     0, Total:    64"]), 1),
        ("s", S + " and the test project inherits it through the project reference; probably copied from a trimming "
              "template. Let me try turning it off in the test project."),
        ("e", "/home/sipho/Kgotla/tests/Ledger.Tests/Ledger.Tests.csproj", "    <IsPackable>false</IsPackable>",
         "    <IsPackable>false</IsPackable>\n    <InvariantGlobalization>false</InvariantGlobalization>"),
        ("b", C, pad(rng, ["Passed!  - Failed:     0, Passed:    64, Skipped:     0, Total:    64, Duration: 1 s"])),
        ("s", "Confirmed: with `<InvariantGlobalization>false</InvariantGlobalization>` in the test project all 64 pass.")],
    cmd=C, err=E, change="<InvariantGlobalization>false</InvariantGlobalization>", said=S,
    groups=[["Only the invariant culture is supported", "globalization-invariant mode"], ["InvariantGlobalization>false"]],
    note="Hard positive: hedged (\"I think\", \"probably\"), then tried alone and confirmed by the pass.")
