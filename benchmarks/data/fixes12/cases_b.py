"""With memory (2 of 2): a missing __init__ / mod.rs, wrong relative paths, manifest entries,
two failures in one session, and rules the agent states in its own words."""

from __future__ import annotations

from kit import add, agent, edit_fix, fix, pad

# ---------------------------------------------------------------- missing package markers
add("pyramid_views_init", "Pyramid", "missing_init", "said_write", "/home/edda/src/tally",
    lambda r: edit_fix(
        "the view tests can't import anything since I split views.py into a folder",
        "pytest -q tests/test_views.py",
        pad(r, ["tests/test_views.py:3: in <module>", "    from tally.views.reports import monthly",
                "E   ModuleNotFoundError: No module named 'tally.views'", "1 error in 0.31s"]),
        [("b", "ls src/tally/views", "reports.py\nusers.py"),
         ("w", "/home/edda/src/tally/src/tally/views/__init__.py", "")],
        "..........\n10 passed in 0.58s",
        "The new `src/tally/views/` folder had no `__init__.py`, so setuptools' `find_packages` left it out of the "
        "installed package. Added an empty `views/__init__.py`.", code=2),
    expected=[fix("ModuleNotFoundError: No module named 'tally.views'", ["__init__.py"])])

add("sanic_handlers_init", "Sanic", "missing_init", "said_write", "/home/sofia/kod/kiosk",
    lambda r: edit_fix(
        "Testerna hittar inte kiosk.handlers efter att jag flyttade filerna. Kan du fixa det?",
        "python -m pytest -q",
        pad(r, ["tests/test_checkout.py:1: in <module>", "    from kiosk.handlers.checkout import bp",
                "E   ModuleNotFoundError: No module named 'kiosk.handlers'", "1 error in 0.44s"]),
        [("r", "/home/sofia/kod/kiosk/setup.cfg", "[options]\npackage_dir =\n    = src\npackages = find:\n\n[options.packages.find]\nwhere = src"),
         ("w", "/home/sofia/kod/kiosk/src/kiosk/handlers/__init__.py", ""),
         ("b", "pip install -e .", "Successfully installed kiosk-0.6.0")],
        ".............\n13 passed in 0.91s",
        "Klart: `packages = find:` tar bara med mappar som har en `__init__.py`, så `src/kiosk/handlers/` saknades. "
        "Jag lade till en tom `handlers/__init__.py`.", code=2),
    lang="sv",
    expected=[fix("ModuleNotFoundError: No module named 'kiosk.handlers'", ["handlers/__init__.py"])])

add("leptos_pages_mod_rs", "Leptos", "missing_init", "silent_write", "/home/kai/web/recipes",
    [("u", "cargo leptos build fails, says a module file is missing"),
     ("b", "cargo leptos build",
      "error[E0583]: file not found for module `pages`\n --> src/lib.rs:4:1\n  |\n4 | mod pages;\n  | ^^^^^^^^^^\n"
      "  = help: to create the module `pages`, create file \"src/pages.rs\" or \"src/pages/mod.rs\"", 1),
     ("b", "ls src/pages", "home.rs\nrecipe.rs"),
     ("w", "/home/kai/web/recipes/src/pages/mod.rs", "pub mod home;\npub mod recipe;\n"),
     ("b", "cargo leptos build", "   Compiling recipes v0.1.0 (/home/kai/web/recipes)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 44.10s\n       Front compiling WASM"),
     ("s", "Builds.")],
    expected=[fix("file not found for module `pages`", ["pub mod home"])])

# ---------------------------------------------------------------- relative paths
add("liquibase_changelog_path", "Liquibase", "relative_path", "said_edit", "/home/ayo/db/claims-schema",
    [("u", "liquibase update can't find the master changelog any more"),
     ("b", "liquibase update",
      "Starting Liquibase at 10:12:44 (version 4.29.2)\n"
      "Unexpected error running Liquibase: The file changelog/db.changelog-master.yaml was not found in the configured search path:\n"
      "    - /home/ayo/db/claims-schema", 1),
     ("b", "find . -name 'db.changelog-master.yaml'", "./db/changelog/db.changelog-master.yaml"),
     ("e", "/home/ayo/db/claims-schema/liquibase.properties", "changeLogFile=changelog/db.changelog-master.yaml",
      "changeLogFile=db/changelog/db.changelog-master.yaml"),
     ("b", "liquibase update", "Starting Liquibase at 10:13:20 (version 4.29.2)\nRunning Changeset: db/changelog/0031-claims-status.yaml::31::ayo\nLiquibase command 'update' was executed successfully."),
     ("s", "The changelogs moved under `db/` last week; `changeLogFile` in liquibase.properties is resolved against the search path (the repo root), so it has to be `db/changelog/db.changelog-master.yaml`.")],
    expected=[fix("The file changelog/db.changelog-master.yaml was not found in the configured search path",
                  ["db/changelog/db.changelog-master.yaml"])])

add("slim_seed_script_dirname", "Slim (PHP)", "relative_path", "said_edit", "/home/noor/www/bookings",
    [("u", "make seed works from the repo root but the deploy hook calls scripts/seed.sh from /, and it fails"),
     ("b", "cd / && /home/noor/www/bookings/scripts/seed.sh",
      "/home/noor/www/bookings/scripts/seed.sh: line 4: ./fixtures/seed.sql: No such file or directory", 1),
     ("r", "/home/noor/www/bookings/scripts/seed.sh", "#!/usr/bin/env bash\nset -euo pipefail\nDB=${DB:-var/bookings.sqlite}\nsqlite3 \"$DB\" < ./fixtures/seed.sql"),
     ("m", "/home/noor/www/bookings/scripts/seed.sh",
      [("DB=${DB:-var/bookings.sqlite}", "ROOT=\"$(cd \"$(dirname \"$0\")/..\" && pwd)\"\nDB=${DB:-$ROOT/var/bookings.sqlite}"),
       ("< ./fixtures/seed.sql", "< \"$ROOT/fixtures/seed.sql\"")]),
     ("b", "cd / && /home/noor/www/bookings/scripts/seed.sh", ""),
     ("s", "The script now resolves paths from its own location (`dirname \"$0\"`), so it works whatever directory the hook runs it from.")],
    expected=[fix("./fixtures/seed.sql: No such file or directory", ['dirname \\"$0\\"', 'dirname "$0"'])])

add("xmake_includes_path", "xmake", "relative_path", "said_edit", "/home/haruto/fw/sensorhub",
    [("u", "サブディレクトリに移したら xmake がルールファイルを見つけられなくなりました。直してもらえますか？"),
     ("b", "xmake -y", "error: includes(\"rules/stm32.lua\"): cannot find /home/haruto/fw/sensorhub/firmware/rules/stm32.lua", 255),
     ("b", "ls rules firmware", "rules:\nstm32.lua\n\nfirmware:\nxmake.lua"),
     ("e", "/home/haruto/fw/sensorhub/firmware/xmake.lua", 'includes("rules/stm32.lua")', 'includes("../rules/stm32.lua")'),
     ("b", "xmake -y", "[ 50%]: compiling.release src/main.c\n[100%]: build ok, spent 2.41s"),
     ("s", "直りました。`includes()` のパスはそれを書いた xmake.lua からの相対パスなので、firmware/ からは `../rules/stm32.lua` になります。")],
    lang="ja",
    expected=[fix("cannot find /home/haruto/fw/sensorhub/firmware/rules/stm32.lua", ["../rules/stm32.lua"])])

add("bun_seed_script_path", "Bun", "relative_path", "silent_edit", "/home/ivy/apps/pantry",
    [("u", "bun run seed is broken"),
     ("b", "bun run seed", "$ bun run ./seed.ts\nerror: Module not found \"./seed.ts\"\nerror: script \"seed\" exited with code 1", 1),
     ("g", "seed", ["package.json:9:    \"seed\": \"bun run ./seed.ts\",", "scripts/seed.ts:1:// seeds the local pantry db"]),
     ("e", "/home/ivy/apps/pantry/package.json", '"seed": "bun run ./seed.ts",', '"seed": "bun run scripts/seed.ts",'),
     ("b", "bun run seed", "$ bun run scripts/seed.ts\nseeded 48 items into pantry.db"),
     ("s", "Fixed.")],
    expected=[fix('error: Module not found "./seed.ts"', ["scripts/seed.ts"])])

# ---------------------------------------------------------------- manifest entries
add("dune_libraries_yojson", "OCaml dune", "manifest_dep", "silent_edit", "/home/remy/ml/routeplan",
    [("u", "dune build fails after I started using yojson in bin/"),
     ("b", "dune build", "File \"bin/dune\", line 3, characters 12-16:\n3 |  (libraries core))\n"
      "File \"bin/main.ml\", line 7, characters 10-30:\nError: Unbound module Yojson", 1),
     ("r", "/home/remy/ml/routeplan/bin/dune", "(executable\n (name main)\n (libraries core))"),
     ("e", "/home/remy/ml/routeplan/bin/dune", " (libraries core))", " (libraries core yojson))"),
     ("b", "dune build", ""),
     ("s", "Builds.")],
    expected=[fix("Error: Unbound module Yojson", ["(libraries core yojson)"])])

add("julia_test_target", "Julia Pkg", "manifest_dep", "said_edit", "/home/petra/julia/Tides.jl",
    [("u", "Pkg.test fails saying JSON3 isn't found but it's installed"),
     ("b", "julia --project -e 'using Pkg; Pkg.test()'",
      "     Testing Tides\nERROR: LoadError: ArgumentError: Package JSON3 not found in current path.\n"
      "in expression starting at /home/petra/julia/Tides.jl/test/runtests.jl:3\nERROR: Package Tides errored during testing", 1),
     ("r", "/home/petra/julia/Tides.jl/Project.toml", "name = \"Tides\"\n\n[extras]\nTest = \"8dfed614-e22c-5e08-85e1-65c5234f0b40\"\n\n[targets]\ntest = [\"Test\"]"),
     ("m", "/home/petra/julia/Tides.jl/Project.toml",
      [("[extras]\n", "[extras]\nJSON3 = \"0f8b85d8-7281-11e9-16c2-39a750bddbf1\"\n"),
       ("test = [\"Test\"]", "test = [\"Test\", \"JSON3\"]")]),
     ("b", "julia --project -e 'using Pkg; Pkg.test()'", "     Testing Tides\nTest Summary: | Pass  Total  Time\nTides         |   37     37  2.1s\n     Testing Tides tests passed"),
     ("s", "Test-only packages must be listed under `[extras]` and in `[targets] test` in Project.toml; having JSON3 in your global environment doesn't count inside Pkg.test's sandbox.")],
    expected=[fix("ArgumentError: Package JSON3 not found in current path.", ["[targets]", "targets"], ['"JSON3"'])])

add("deno_import_map_std", "Deno", "manifest_dep", "said_edit", "/home/aino/koodi/laskuri",
    [("u", "deno test valittaa @std/assert -importista. Korjaatko?"),
     ("b", "deno test",
      "error: Relative import path \"@std/assert\" not prefixed with / or ./ or ../ and not a dependency in import map\n"
      "    at file:///home/aino/koodi/laskuri/test/sum_test.ts:1:24", 1),
     ("r", "/home/aino/koodi/laskuri/deno.json", '{\n  "tasks": { "dev": "deno run --watch main.ts" },\n  "imports": {}\n}'),
     ("e", "/home/aino/koodi/laskuri/deno.json", '"imports": {}', '"imports": { "@std/assert": "jsr:@std/assert@^1.0.0" }'),
     ("b", "deno test", "running 5 tests from ./test/sum_test.ts\nok | 5 passed | 0 failed (18ms)"),
     ("s", "Korjattu: `@std/assert` pitää olla deno.jsonin `imports`-kartassa (`jsr:@std/assert@^1.0.0`), muuten Deno ei tunnista paljasta nimeä.")],
    lang="fi",
    expected=[fix('Relative import path "@std/assert" not prefixed with / or ./ or ../', ["jsr:@std/assert"])])

# ---------------------------------------------------------------- two failures in one session
add("avalonia_two_fixes", "Avalonia (.NET)", "two_failures", "said_edit", "/home/ola/src/Inventory",
    [("u", "dotnet build is broken on main, two people touched the csproj and the views"),
     ("b", "dotnet build",
      "  Determining projects to restore...\n/home/ola/src/Inventory/Inventory.App/Inventory.App.csproj : error NU1102: "
      "Unable to find package Avalonia.Desktop with version (>= 12.0.0)\n  - Found 214 version(s) in nuget.org [ Nearest version: 11.2.1 ]\nBuild FAILED.", 1),
     ("e", "/home/ola/src/Inventory/Inventory.App/Inventory.App.csproj",
      '<PackageReference Include="Avalonia.Desktop" Version="12.0.0" />', '<PackageReference Include="Avalonia.Desktop" Version="11.2.1" />'),
     ("b", "dotnet build",
      "/home/ola/src/Inventory/Inventory.App/Views/MainWindow.axaml(4,5): error AVLN2000: Unable to resolve type "
      "MainWindowViewModel from namespace using:Inventory.ViewModels Line 4, position 5.\nBuild FAILED.", 1),
     ("g", "namespace .*ViewModels", ["Inventory.App/ViewModels/MainWindowViewModel.cs:3:namespace Inventory.App.ViewModels;"]),
     ("e", "/home/ola/src/Inventory/Inventory.App/Views/MainWindow.axaml", 'xmlns:vm="using:Inventory.ViewModels"', 'xmlns:vm="using:Inventory.App.ViewModels"'),
     ("b", "dotnet build", "  Inventory.App -> /home/ola/src/Inventory/Inventory.App/bin/Debug/net8.0/Inventory.App.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
     ("s", "Two separate problems: the csproj asked for Avalonia.Desktop 12.0.0, which isn't published (pinned `Version=\"11.2.1\"`, "
           "same as the other Avalonia packages), and MainWindow.axaml still pointed at the old `Inventory.ViewModels` namespace; "
           "the view models live in `Inventory.App.ViewModels` since the project rename.")],
    expected=[fix("Unable to find package Avalonia.Desktop with version (>= 12.0.0)", ['Version="11.2.1"']),
              fix("Unable to resolve type MainWindowViewModel from namespace using:Inventory.ViewModels",
                  ["using:Inventory.App.ViewModels"])])

add("fiber_two_fixes", "Fiber (Go)", "two_failures", "said_edit", "/home/petr/go/src/skladem",
    [("u", "go test ./... padá, opravíš to prosím?"),
     ("b", "go test ./...", "internal/http/router.go:7:2: package github.com/gofiber/fiber/v2/middleware/loger is not in std (/usr/local/go/src/github.com/gofiber/fiber/v2/middleware/loger)\nFAIL\tskladem/internal/http [setup failed]", 1),
     ("e", "/home/petr/go/src/skladem/internal/http/router.go", '"github.com/gofiber/fiber/v2/middleware/loger"', '"github.com/gofiber/fiber/v2/middleware/logger"'),
     ("b", "go test ./...", "--- FAIL: TestHealth (0.00s)\n    router_test.go:22: open ../../testdata/health.json: no such file or directory\nFAIL\tskladem/internal/http\t0.011s", 1),
     ("b", "ls testdata internal/http/testdata", "ls: cannot access 'testdata': No such file or directory\ninternal/http/testdata:\nhealth.json"),
     ("e", "/home/petr/go/src/skladem/internal/http/router_test.go", 'os.ReadFile("../../testdata/health.json")', 'os.ReadFile("testdata/health.json")'),
     ("b", "go test ./...", "ok  \tskladem/internal/http\t0.014s\nok  \tskladem/internal/store\t0.031s"),
     ("s", "Hotovo, dvě chyby: překlep v importu (`middleware/loger` → `middleware/logger`) a test četl `../../testdata`, "
           "ale `go test` běží v adresáři balíčku, takže soubor je `testdata/health.json` vedle testu.")],
    lang="cs",
    expected=[fix("package github.com/gofiber/fiber/v2/middleware/loger is not in std", ["middleware/logger"]),
              fix("open ../../testdata/health.json: no such file or directory", ['"testdata/health.json"'])])

# ---------------------------------------------------------------- rules the agent states
add("buf_generated_rule", "Buf (protobuf)", "agent_lesson", "stated_before_edit", "/home/vera/src/ordersvc",
    [("u", "add a `note` field to CreateOrderRequest"),
     ("g", "message CreateOrderRequest", ["proto/orders/v1/orders.proto:14:message CreateOrderRequest {",
                                          "gen/go/orders/v1/orders.pb.go:88:// message CreateOrderRequest {"]),
     ("s", "Rule for this repo: never edit anything under `gen/` by hand - it is overwritten by `buf generate`; "
           "change the .proto under `proto/` and regenerate."),
     ("e", "/home/vera/src/ordersvc/proto/orders/v1/orders.proto", "  repeated LineItem items = 2;\n}",
      "  repeated LineItem items = 2;\n  string note = 3;\n}"),
     ("b", "buf lint && buf generate", ""),
     ("b", "go build ./...", ""),
     ("s", "Added `string note = 3;` to the proto and regenerated; `gen/` is updated by buf.")],
    expected=[agent(["gen/"], ["buf generate"], ["never edit", "by hand"])])

add("jooq_generated_rule", "jOOQ + Flyway", "agent_lesson", "final_summary", "/home/mira/work/payroll",
    [("u", "the payslips table needs a `currency` column, char(3), default 'EUR'"),
     ("w", "/home/mira/work/payroll/src/main/resources/db/migration/V42__payslip_currency.sql",
      "ALTER TABLE payslips ADD COLUMN currency char(3) NOT NULL DEFAULT 'EUR';\n"),
     ("b", "./gradlew flywayMigrate generateJooq", "> Task :flywayMigrate\nSuccessfully applied 1 migration to schema \"public\", now at version v42\n> Task :generateJooq\nBUILD SUCCESSFUL in 14s"),
     ("b", "./gradlew test", "BUILD SUCCESSFUL in 41s\n88 tests completed"),
     ("s", "Done: V42 adds the column and the jOOQ classes were regenerated. Worth keeping for this repo: schema changes "
           "go in a new Flyway migration and the jOOQ classes are regenerated with `generateJooq`; the files in "
           "`build/generated-src/jooq` are never edited by hand.")],
    expected=[agent(["generateJooq"], ["Flyway migration", "new migration"], ["never edited", "by hand"])])
