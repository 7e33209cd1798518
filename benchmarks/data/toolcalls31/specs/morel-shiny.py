# morel-shiny: an R Shiny app (golem) on renv.
PROJECT = "morel-shiny"
ROOT = "/Users/bram/src/morel"
STACK = ("R 4.4 Shiny app built as a golem package for a regional food-bank network's distribution dashboard "
         "(pantries, stock, deliveries): renv with renv.lock, golem layout (R/mod_*.R, inst/app/www/, "
         "inst/golem-config.yml, dev/), data-raw/ scripts that regenerate data/*.rda, DBI + pool on PostgreSQL 16 "
         "(docker compose service db on host port 5442), testthat 3 with shinytest2 snapshots under "
         "tests/testthat/_snaps/, lintr and styler, SCSS compiled to inst/app/www/custom.css, deploys to Posit "
         "Connect at connect.morel.example with rsconnect through `make deploy`; Bram works on a Mac, snapshots are "
         "made on the Linux box lab1")
LANGUAGES = {"m02": "es", "m05": "pt", "m06": "es"}
MEMORIES = [
    M("m01", "procedure", "Handover (Lucía → Bram, before my leave):\n"
      "- `renv.lock` only changes through `renv::snapshot()`; never hand-edit it, and run `renv::status()` before you commit.\n"
      "- `data/*.rda` are built by the scripts in `data-raw/`: change the script and rerun it (`Rscript data-raw/pantries.R`); never save over an .rda by hand.\n"
      "- shinytest2 snapshots in `tests/testthat/_snaps/` are only re-recorded with `make snap` on lab1 (Linux). On a Mac every PNG differs because of fonts; don't accept those.\n"
      "- If the tests stop with `there is no package called 'shinytest2'`, renv isn't active: start R / Rscript from the project root (the .Rprofile there activates renv), never with --vanilla.\n"
      "- `inst/golem-config.yml` carries the prod `app_id` for Connect; leave it alone."),
    M("m02", "procedure", "Notas de traspaso (Lucía): el despliegue se hace sólo con `make deploy`, que llama a `rsconnect::deployApp()` con el `appId` de `inst/golem-config.yml`; si despliegas a mano desde RStudio o con `deployApp()` sin appId, Connect crea una app nueva y los bancos pierden la URL. Las credenciales de la base van en `.Renviron`, que nunca se sube al repo; el puerto local es 5442, no 5432. Si el despliegue falla con `could not determine a repository URL` es que algún paquete se instaló con `devtools::install_local()`: reinstálalo con `renv::install()` desde GitHub y vuelve a hacer snapshot."),
    M("m03", "procedure", "Handover table (Nov 2026), what each place needs:\n\n"
      "| path / command | rule |\n|---|---|\n"
      "| `R/mod_*.R` | one module per file, `mod_<name>_ui` / `mod_<name>_server`; create new ones with `golem::add_module()` so the test stub is made too |\n"
      "| `inst/app/www/custom.css` | generated from `scss/`; edit `scss/_main.scss` and run `make css` |\n"
      "| `make lint` | lintr with `.lintr`; `object_usage_linter` 'no visible binding' hits on dplyr columns are false positives: add `# nolint: object_usage_linter.` on the line, don't turn the linter off |\n"
      "| `dev/03_deploy.R` | golem's template, historical; do not run it |\n"
      "| `R/utils_format.R` | looked at it in October for the rounding bug; it was fine |"),
    M("m04", "bugfix", "`port 5442 failed: Connection refused` from the tests = the compose Postgres is down: `docker compose up -d db`."),
    M("m05", "preference", "Os snapshots do shinytest2 nunca se aprovam em massa com `testthat::snapshot_accept()`; rever um a um com `testthat::snapshot_review()` e só no lab1."),
    M("m06", "procedure", "Para añadir un paquete: `renv::install(\"pkg\")` y después `renv::snapshot()`. Nunca `install.packages()` a secas en este proyecto."),
    M("m07", "procedure", "Handover from the warehouse team (their repo morel-etl, not this app): `make deploy` there pushes the dbt models and needs WAREHOUSE_TOKEN from 1Password; their `data-raw/` holds the CSV seeds, never run styler or any formatter over it; `make seed` there truncates the staging schema."),
    M("m08", "lesson", "Note to self (session of 20 Nov): on lab1 `make snap` needs `CHROMOTE_CHROME=/usr/bin/chromium` exported, chromote can't find it otherwise. I also went through `R/mod_stock.R` during the snapshot mess; nothing wrong there, the diffs were fonts."),
    M("m09", "fact", "About 140 pantries report weekly; the busiest week is the one before Christmas."),
    M("m10", "decision", "Maps use leaflet with the network's own tile server (tiles.morel.example), not Google."),
    M("m11", "fact", "Bram maintains the app from December; Lucía is back in April."),
    M("m12", "preference", "New UI uses bslib cards, not shinydashboard boxes."),
    M("m13", "fact", "Connect runs R 4.4.1; content runs as the user rconnect."),
    M("m14", "decision", "Stock is shown in whole boxes in the UI, never kg."),
    M("m15", "fact", "The board screenshots the stock page every Monday for the minutes."),
    M("m16", "preference", "Inputs and outputs: snake_case ids, prefixed with the module's name inside `ns()`."),
    M("m17", "fact", "Delivery routes come from the routing vendor as GeoJSON every night at 02:00."),
    M("m18", "decision", "No server-side bookmarking; a URL carries the pantry id and nothing else."),
    M("m19", "fact", "The test database is seeded from tests/fixtures/seed.sql (about 3 MB)."),
]
CALLS = [
    session(),
    read("R/app_server.R"),
    bash("cd tests && Rscript testthat.R", "Run the test suite", cwd="tests"),
    bad("Error in library(shinytest2) : there is no package called ‘shinytest2’\nCalls: test_check -> library\nExecution halted", 1, "m01", "[handover] [list] [failure] Rscript started in tests/, so the root .Rprofile never activated renv: the handover's fourth rule"),
    bash("make test", "Run tests through make"),
    bad("Rscript -e 'devtools::test()'\nℹ Testing morel\n✔ | F W  S  OK | Context\n✔ |          6 | format [0.1s]\n✖ | 1        3 | app-stock [9.8s]\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-app-stock.R:14:3): stock page renders\nSnapshot of `file` to 'app-stock/001.png' has changed\nRun `testthat::snapshot_review('app-stock/')` to review changes\nBacktrace:\n    ▆\n 1. └─app$expect_screenshot() at test-app-stock.R:14:3\n────────────────────────────────────────────────────────────────────────────────\n══ Results ═════════════════════════════════════════════════════════════════════\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 9 ]\nmake: *** [Makefile:9: test] Error 1", 2, "m01", "[handover] [list] [failure] a PNG snapshot differing on the Mac: fonts, to be re-recorded only on lab1"),
    bash("Rscript -e 'testthat::snapshot_accept(\"app-stock\")'", "Accept the new stock snapshot", ["m05", "m01"], "[pre] [command] [foreign-memory] [handover] accepting in bulk, on the Mac: both the Portuguese rule and the handover's snapshot line"),
    edit("R/app_ui.R", "    enableBookmarking = \"url\"", "    enableBookmarking = \"server\"", "m18", "[single] [file] server-side bookmarking, against the decision"),
    edit("R/mod_stock.R", "    boxes = round(qty_kg / 12)", "    boxes = floor(qty_kg / 12)", [], "[passing-mention] m08 names this file only as checked and fine"),
    prompt(),
    bash("Rscript -e 'load(\"data/pantries.rda\"); pantries$region[pantries$id == 88] <- \"Norte\"; save(pantries, file = \"data/pantries.rda\")'", "Fix pantry 88's region in the data", "m01", "[pre] [file] [handover] [list] saving over an .rda by hand, which the handover forbids"),
    edit("data-raw/pantries.R", "  mutate(region = recode(region_code, N = \"North\", S = \"South\"))", "  mutate(region = recode(region_code, N = \"Norte\", S = \"Sur\", C = \"Centro\"))", "m01", "[folder] [handover] [list] the data-raw script; the handover adds: rerun it to rebuild data/"),
    bash("Rscript data-raw/pantries.R", "Rebuild data/pantries.rda"),
    ok("✔ Setting active project to '/Users/bram/src/morel'\n✔ Saving 'pantries' to 'data/pantries.rda'\n• Document your data (see 'https://r-pkgs.org/data.html')", "", [], "[fixed] the handover's own step"),
    edit("data-raw/README.md", "Scripts that build data/.", "Scripts that build data/. Run each with Rscript from the repo root.", [], "[sibling] a README beside the scripts; nothing to rebuild"),
    edit("inst/app/www/custom.css", ".stock-card { padding: 8px; }", ".stock-card { padding: 12px; }", "m03", "[file] [handover] [table] the generated CSS; the table says edit scss/_main.scss and run make css"),
    edit("scss/_main.scss", ".stock-card {\n  padding: 8px;", ".stock-card {\n  padding: 12px;", "m03", "[file] [handover] [table] the source; the table's row adds `make css`"),
    bash("make css", "Compile SCSS"),
    bad("sass scss/main.scss inst/app/www/custom.css --no-source-map\nError: Undefined variable.\n   ╷\n41 │   padding: $card-pad;\n   │            ^^^^^^^^^\n   ╵\n  scss/_main.scss 41:12  @use\n  scss/main.scss 3:1     root stylesheet\nmake: *** [Makefile:18: css] Error 65", 2, [], "[new] a Sass error in our own edit; the table's row is about where to edit, not this"),
    edit("inst/app/www/print.css", "@page { margin: 1cm; }", "@page { margin: 1.5cm; }", [], "[sibling] the hand-written print stylesheet beside the generated custom.css"),
    prompt(),
    write("R/mod_volunteers.R", "#' volunteers UI Function\nvolunteersUI <- function(id) {\n  ns <- NS(id)\n  tagList(DT::DTOutput(ns(\"table\")))\n}\n\nvolunteersServer <- function(id, pool) {\n  moduleServer(id, function(input, output, session) {\n    output$table <- DT::renderDT(fetch_volunteers(pool))\n  })\n}\n", ["m03", "m16"], "[file] [folder] [handover] [table] [single] a module written by hand with camelCase names: the table's module row and the naming rule"),
    bash("Rscript -e 'golem::add_module(name = \"volunteers\", with_test = TRUE)'", "Create the volunteers module with golem"),
    edit("R/mod_delivery.R", "    late <- deliveries() |> filter(eta > due)", "    late <- deliveries() |> filter(eta > due + minutes(15))", [], "[not-a-rule] an ordinary edit inside an existing module; the table's module rule is about new files and names"),
    bash("Rscript -e 'install.packages(\"leaflet.extras\")'", "Install leaflet.extras", "m06", "[pre] [command] [single] [foreign-memory] install.packages straight, which the Spanish note rules out"),
    edit("renv.lock", "    \"leaflet\": {", "    \"leaflet.extras\": {\n      \"Package\": \"leaflet.extras\",\n      \"Version\": \"1.0.0\",\n      \"Source\": \"Repository\",\n      \"Repository\": \"CRAN\"\n    },\n    \"leaflet\": {", ["m01", "m06"], "[file] [handover] [list] hand-editing the lockfile: the handover's first rule and the package rule"),
    bash("Rscript -e 'renv::install(\"leaflet.extras\"); renv::snapshot(prompt = FALSE)'", "Install and snapshot"),
    bash("make lint", "Lint the package"),
    bad("Rscript -e 'lintr::lint_package()'\nR/mod_stock.R:41:5: warning: [object_usage_linter] no visible binding for global variable 'boxes'\n    boxes > 0 ~ \"ok\",\n    ^~~~~\nR/mod_delivery.R:18:30: warning: [object_usage_linter] no visible binding for global variable 'eta'\nR/mod_delivery.R:52:101: style: [line_length_linter] Lines should not be more than 100 characters. This line is 107 characters.\nmake: *** [Makefile:12: lint] Error 31", 2, "m03", "[command] [failure] [handover] [table] the 'no visible binding' false positives the table's lint row covers"),
    edit(".lintr", "linters: linters_with_defaults(\n    line_length_linter(100)", "linters: linters_with_defaults(\n    object_usage_linter = NULL,\n    line_length_linter(100)", "m03", "[file] [handover] [table] turning the linter off, what the lint row says not to do"),
    edit("R/utils_format.R", "format_boxes <- function(n) format(n, big.mark = \",\")", "format_boxes <- function(n) format(n, big.mark = \".\")", [], "[passing-mention] the table's last row names this file only as checked and fine"),
    prompt(),
    bash("make test", "Run tests"),
    bad("Rscript -e 'devtools::test()'\nℹ Testing morel\n✖ | 1        0 | db [0.2s]\nError (test-db.R:3:1): (code run outside of `test_that()`)\nError in `.local(drv, ...)`: connection to server at \"localhost\" (::1), port 5442 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 0 ]\nmake: *** [Makefile:9: test] Error 1", 2, "m04", "[single] [failure] the refused 5442 inside testthat's report"),
    bash("docker compose up -d db", "Start the database"),
    edit(".Renviron", "MOREL_DB_PORT=5442", "MOREL_DB_PORT=5432", "m02", "[file] [paragraph] [foreign-memory] [handover] the paragraph says the local port is 5442, not 5432"),
    bash("make test", "Run tests again"),
    bad("Rscript -e 'devtools::test()'\nℹ Testing morel\n✔ | F W  S  OK | Context\n✔ |          6 | format\n✖ | 1        2 | mod_delivery [0.4s]\n────────────────────────────────────────────────────────────────────────────────\nFailure (test-mod_delivery.R:22:3): late deliveries are flagged\n`late_n` (`actual`) not equal to 2 (`expected`).\n\n  `actual`: 1\n`expected`: 2\n────────────────────────────────────────────────────────────────────────────────\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 17 ]\nmake: *** [Makefile:9: test] Error 1", 2, [], "[new] the 15-minute grace changed the count; no memory explains it"),
    edit("tests/testthat/test-mod_delivery.R", "  expect_equal(late_n, 2)", "  expect_equal(late_n, 1)"),
    bash("git add .Renviron R tests && git commit -m 'delivery grace period'", "Commit", "m02", "[pre] [command] [paragraph] [foreign-memory] [handover] staging .Renviron, which the paragraph says never goes into the repo"),
    ok("[main 5c1e2a9] delivery grace period\n 4 files changed, 11 insertions(+), 4 deletions(-)\n create mode 100644 .Renviron"),
    session(),
    bash("Rscript dev/03_deploy.R", "Deploy with golem's script", ["m03", "m02"], "[pre] [command] [handover] [table] [paragraph] the table's do-not-run script, a deployApp without the appId"),
    bash("make deploy", "Deploy to Connect", timeout=600000),
    bad("Rscript -e 'rsconnect::deployApp(appId = golem::get_golem_options(\"app_id\"), forceUpdate = TRUE)'\n── Preparing for deployment ────────────────────────────────────────────────────\n✔ Deploying \"morel\" using \"server: connect.morel.example / username: bram\"\nℹ Bundling 212 files: DESCRIPTION, NAMESPACE, R/app_config.R, R/app_server.R, R/app_ui.R, R/mod_delivery.R, R/mod_stock.R, R/mod_volunteers.R, …, and tests/testthat/test-mod_delivery.R\nℹ Capturing R dependencies with renv\nError in `rsconnect::deployApp()`:\n! Failed to lint or bundle the application.\nCaused by error:\n! Unable to determine the source location for some packages.\n✖ May be unable to deploy package dependency 'morelmaps'; could not determine a repository URL for the source 'unknown'.\nmake: *** [Makefile:21: deploy] Error 1", 2, "m02", "[command] [failure] [paragraph] [foreign-memory] [handover] rsconnect's words for a locally installed package"),
    bash("Rscript -e 'rsconnect::deployApp(appName = \"morel\", forceUpdate = TRUE)'", "Deploy by name instead", "m02", "[pre] [command] [paragraph] [foreign-memory] [handover] deployApp without the appId makes a second app on Connect"),
    bash("Rscript -e 'renv::install(\"morel-net/morelmaps\"); renv::snapshot(prompt = FALSE)' && make deploy", "Reinstall morelmaps from GitHub and deploy", timeout=600000),
    ok("- Installing morelmaps ...                       OK [built from source in 6.1s]\n- Lockfile written to \"~/src/morel/renv.lock\".\n✔ Successfully deployed to <https://connect.morel.example/content/3f9a1c22/>", "", [], "[fixed] the paragraph's fix, then the deploy went through"),
    bash("Rscript -e 'styler::style_dir(\"data-raw\")'", "Style the data-raw scripts", [], "[other-team] m07's never-format rule is for the ETL repo's CSV seeds; here data-raw holds R scripts"),
    bash("make seed", "Seed the local db"),
    bad("make: *** No rule to make target 'seed'.  Stop.", 2, [], "[other-team] `make seed` is the warehouse repo's target (m07); this Makefile has none"),
    edit("inst/golem-config.yml", "  app_id: 3f9a1c22-77d0-4c4b-9e0e-5a1b0c6d2e11", "  app_id: ~", "m01", "[file] [handover] [list] the prod app_id the handover says to leave alone"),
    prompt(),
    bash("ssh lab1 'cd ~/src/morel && make snap'", "Re-record snapshots on lab1", timeout=600000),
    bad("Rscript -e 'testthat::test_file(\"tests/testthat/test-app-stock.R\")'\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 0 ]\nError in `initialize()`:\n! Invalid path to Chrome\nError in find_chrome(): `google-chrome` and `chromium-browser` were not found. Try setting the `CHROMOTE_CHROME` environment variable to the executable of a Chromium-based browser, such as Google Chrome, Chromium or Brave or adding one of these executables to your PATH.\nmake: *** [Makefile:15: snap] Error 1", 2, "m08", "[failure] [self] the note to self gives the path chromote wants on lab1"),
    bash("ssh lab1 'cd ~/src/morel && CHROMOTE_CHROME=/usr/bin/chromium make snap'", "Snapshots with chromium", timeout=600000),
    bash("Rscript -e 'renv::status()'", "Check renv state"),
    ok("The following package(s) are in an inconsistent state:\n\n package        installed recorded used\n leaflet.extras y         n        y\n\nSee ?renv::status() for advice on resolving these issues.", "", "m06", "[failure] [single] [foreign-memory] installed but not recorded: the install.packages from before, what the note is for"),
    edit("R/mod_map.R", "    addTiles(urlTemplate = \"https://tiles.morel.example/{z}/{x}/{y}.png\")", "    addProviderTiles(providers$Esri.WorldStreetMap)", "m10", "[single] [file] swapping the network's tile server for a public provider, against the maps decision"),
    edit("R/mod_stock.R", "    value = paste(boxes, \"boxes\"),", "    value = paste(round(qty_kg, 1), \"kg\"),", "m14", "[single] [file] showing kg in the UI, against the decision on whole boxes"),
    write("R/mod_routes.R", "mod_routes_ui <- function(id) {\n  ns <- NS(id)\n  shinydashboard::box(title = \"Routes\", leaflet::leafletOutput(ns(\"routes_map\")))\n}\n", "m12", "[single] [file] a new UI in a shinydashboard box; the preference says bslib cards (named the golem way, so the table's row is met)"),
    bash("Rscript -e 'devtools::check(document = FALSE)' 2>&1 | tail -6", "R CMD check"),
    ok("❯ checking R code for possible problems ... NOTE\n  mod_routes_ui: no visible global function definition for 'box'\n\n0 errors ✔ | 1 warning ✖ | 1 note ✖\n❯ checking dependencies in R code ... WARNING\n  '::' or ':::' import not declared from: 'shinydashboard'", "", "m12", "[failure] [single] shinydashboard pulled in undeclared by the box-based module; the bslib preference is what a teammate would raise"),
    bash("psql -h localhost -p 5443 -U morel morel_staging -c 'select count(*) from deliveries'", "Count staging deliveries"),
    bad("psql: error: connection to server at \"localhost\" (::1), port 5443 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?", 2, [], "[other-target] 5443 is the staging tunnel, not the compose db on 5442"),
    grep("mod_volunteers", "R"),
    read("inst/golem-config.yml", "[read] reading the file with the app_id"),
]
