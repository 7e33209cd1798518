"""With memory (1 of 2): import paths, config keys, version pins, fixtures, types - each fixed by an edit."""

from __future__ import annotations

from kit import add, edit_fix, fix, pad

# ---------------------------------------------------------------- import paths
add("litestar_moved_session_dep", "Litestar", "import_path", "said_edit", "/home/ines/src/shopfront",
    lambda r: edit_fix(
        "tests/test_orders.py stopped collecting after I merged the db refactor. can you fix it?",
        "pytest -q tests/test_orders.py",
        pad(r, ["ImportError while importing test module '/home/ines/src/shopfront/tests/test_orders.py'.",
                "tests/test_orders.py:4: in <module>",
                "    from shopfront.api.deps import get_session",
                "E   ModuleNotFoundError: No module named 'shopfront.api.deps'",
                "1 error in 0.61s"]),
        [("g", "def get_session", ["src/shopfront/db/session.py:18:async def get_session() -> AsyncIterator[AsyncSession]:"]),
         ("e", "/home/ines/src/shopfront/tests/test_orders.py",
          "from shopfront.api.deps import get_session", "from shopfront.db.session import get_session")],
        "........ \n8 passed in 1.02s",
        "Fixed: the refactor moved `get_session` from `shopfront.api.deps` to `shopfront.db.session`; "
        "the test now imports it from there and all 8 pass.", code=2),
    expected=[fix("ModuleNotFoundError: No module named 'shopfront.api.deps'", ["shopfront.db.session"],
                  ["get_session"])])

add("nestjs_billing_alias", "NestJS", "import_path", "silent_edit", "/srv/work/ledgerly",
    lambda r: edit_fix(
        "npm run build is red on my branch",
        "npm run build",
        "> ledgerly@0.9.0 build\n> nest build\n\n"
        "src/orders/orders.service.ts:3:32 - error TS2307: Cannot find module '@app/billing/invoice.service' "
        "or its corresponding type declarations.\n\n3 import { InvoiceService } from '@app/billing/invoice.service';\n\n"
        "Found 1 error(s).",
        [("r", "/srv/work/ledgerly/tsconfig.json",
          '{\n  "compilerOptions": {\n    "baseUrl": "./",\n    "paths": {\n      "@app/*": ["src/*"],\n'
          '      "@billing/*": ["libs/billing/src/*"]\n    }\n  }\n}'),
         ("e", "/srv/work/ledgerly/src/orders/orders.service.ts",
          "import { InvoiceService } from '@app/billing/invoice.service';",
          "import { InvoiceService } from '@billing/invoice.service';")],
        "> ledgerly@0.9.0 build\n> nest build\n",
        "Build is green again."),
    expected=[fix("Cannot find module '@app/billing/invoice.service'", ["@billing/invoice"])])

add("echo_v4_middleware", "Echo (Go)", "import_path", "said_edit", "/home/tomasz/go/src/parcelhub",
    [("u", "go build fails after I bumped echo, take a look"),
     ("b", "go build ./...",
      "cmd/api/main.go:9:2: no required module provides package github.com/labstack/echo/middleware; to add it:\n"
      "\tgo get github.com/labstack/echo/middleware", 1),
     ("th", "go.mod has github.com/labstack/echo/v4 v4.12.0. The old unversioned path is v3. The printed go get would pull v3 next to v4 - wrong."),
     ("r", "/home/tomasz/go/src/parcelhub/go.mod", "module parcelhub.example/api\n\ngo 1.22\n\nrequire github.com/labstack/echo/v4 v4.12.0"),
     ("e", "/home/tomasz/go/src/parcelhub/cmd/api/main.go", '\t"github.com/labstack/echo/middleware"',
      '\t"github.com/labstack/echo/v4/middleware"'),
     ("b", "go build ./...", ""),
     ("s", "The middleware import still used the pre-v4 path. In this repo everything from echo must come "
           "from the v4 paths (`github.com/labstack/echo/v4/middleware` here); I did not run the suggested `go get`, which would have added the old major version.")],
    expected=[fix("no required module provides package github.com/labstack/echo/middleware",
                  ["echo/v4/middleware"], kind="lesson")],
    traps=["go get github.com/labstack/echo/middleware"])

add("dash_core_components_import", "Plotly Dash", "import_path", "said_edit", "/home/jonas/projekte/energiemonitor",
    lambda r: edit_fix(
        "Das Dashboard startet nicht mehr seit dem Update auf Dash 2. Kannst du das reparieren?",
        "python -m pytest -q tests/test_layout.py",
        pad(r, ["tests/test_layout.py:2: in <module>", "    from energiemonitor.app import build_layout",
                "src/energiemonitor/app.py:3: in <module>", "    import dash_core_components as dcc",
                "E   ModuleNotFoundError: No module named 'dash_core_components'", "1 error in 0.88s"]),
        [("r", "/home/jonas/projekte/energiemonitor/src/energiemonitor/app.py",
          "import dash\nimport dash_core_components as dcc\nimport dash_html_components as html\n"),
         ("m", "/home/jonas/projekte/energiemonitor/src/energiemonitor/app.py",
          [("import dash_core_components as dcc\nimport dash_html_components as html\n", "from dash import dcc, html\n")])],
        "...\n3 passed in 1.40s",
        "Behoben: Seit Dash 2 kommen `dcc` und `html` direkt aus dem Paket (`from dash import dcc, html`); "
        "die alten Pakete `dash_core_components`/`dash_html_components` gibt es nicht mehr.", code=2),
    lang="de",
    expected=[fix("ModuleNotFoundError: No module named 'dash_core_components'", ["from dash import"])])

add("axum_serve_07", "Axum", "import_path", "said_multiedit", "/home/ruth/code/gatekeeper",
    [("u", "upgraded axum to 0.7 and now it won't compile"),
     ("b", "cargo build",
      "   Compiling gatekeeper v0.3.1 (/home/ruth/code/gatekeeper)\n"
      "error[E0432]: unresolved import `axum::Server`\n --> src/main.rs:2:5\n  |\n2 | use axum::Server;\n"
      "  |     ^^^^^^^^^^^^ no `Server` in the root\n\nerror: could not compile `gatekeeper` (bin \"gatekeeper\") due to 1 previous error", 101),
     ("r", "/home/ruth/code/gatekeeper/src/main.rs",
      "use axum::{routing::get, Router};\nuse axum::Server;\n\n#[tokio::main]\nasync fn main() {\n"
      "    let app = Router::new().route(\"/health\", get(|| async { \"ok\" }));\n"
      "    Server::bind(&\"0.0.0.0:8080\".parse().unwrap()).serve(app.into_make_service()).await.unwrap();\n}"),
     ("m", "/home/ruth/code/gatekeeper/src/main.rs",
      [("use axum::Server;\n", "use tokio::net::TcpListener;\n"),
       ("    Server::bind(&\"0.0.0.0:8080\".parse().unwrap()).serve(app.into_make_service()).await.unwrap();",
        "    let listener = TcpListener::bind(\"0.0.0.0:8080\").await.unwrap();\n    axum::serve(listener, app).await.unwrap();")]),
     ("b", "cargo build", "   Compiling gatekeeper v0.3.1 (/home/ruth/code/gatekeeper)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 7.92s"),
     ("s", "axum 0.7 dropped `axum::Server`: you bind a `tokio::net::TcpListener` yourself and hand it to `axum::serve`. Builds now.")],
    expected=[fix("unresolved import `axum::Server`", ["axum::serve"], ["TcpListener"])])

# ---------------------------------------------------------------- config keys
add("quarkus_jdbc_url_key", "Quarkus", "config_key", "silent_edit", "/home/priya/work/stockroom",
    lambda r: edit_fix(
        "the dev tests fail on startup since the quarkus upgrade",
        "./gradlew test --tests '*OrderResourceTest'",
        pad(r, ["WARN  [io.qua.config] Unrecognized configuration key \"quarkus.datasource.url\" was provided; it will be ignored",
                "ERROR [io.qua.run.Application] Failed to start application",
                "io.quarkus.runtime.configuration.ConfigurationException: Model classes are defined for the default "
                "persistence unit <default> but configured datasource <default> not found",
                "OrderResourceTest > testList() FAILED", "BUILD FAILED in 21s"]),
        [("r", "/home/priya/work/stockroom/src/main/resources/application.properties",
          "quarkus.datasource.db-kind=postgresql\nquarkus.datasource.url=jdbc:postgresql://db.stockroom.test:5432/stock\n"),
         ("e", "/home/priya/work/stockroom/src/main/resources/application.properties",
          "quarkus.datasource.url=", "quarkus.datasource.jdbc.url=")],
        "OrderResourceTest > testList() PASSED\nBUILD SUCCESSFUL in 24s",
        "Tests start and pass now."),
    expected=[fix("configured datasource <default> not found", ["quarkus.datasource.jdbc.url"])])

add("hugo_pagination_key", "Hugo", "config_key", "said_edit", "/home/amara/sites/fieldnotes",
    [("u", "hugo won't build the site after brew upgraded it"),
     ("b", "hugo --minify",
      "Start building sites … \nhugo v0.134.2+extended linux/amd64\n"
      "ERROR deprecated: site config key paginate was deprecated in Hugo v0.128.0 and subsequently removed. "
      "Use pagination.pagerSize instead.\nTotal in 41 ms\nError: error building site: logged 1 error(s)", 1),
     ("r", "/home/amara/sites/fieldnotes/hugo.toml", "baseURL = 'https://fieldnotes.example/'\ntitle = 'Field notes'\npaginate = 8\n"),
     ("e", "/home/amara/sites/fieldnotes/hugo.toml", "paginate = 8\n", "[pagination]\n  pagerSize = 8\n"),
     ("b", "hugo --minify", "Start building sites … \nhugo v0.134.2+extended linux/amd64\n\n  Pages | 212\nTotal in 388 ms"),
     ("s", "Built. The site-level `paginate` key is gone in current Hugo; it lives in a `[pagination]` table as `pagerSize`.")],
    expected=[fix("site config key paginate was deprecated in Hugo v0.128.0 and subsequently removed",
                  ["[pagination]"], ["pagerSize"])])

add("tauri_v2_frontenddist", "Tauri", "config_key", "said_edit", "/home/camille/dev/carnet",
    [("u", "Après la migration vers Tauri 2, `cargo tauri build` refuse le fichier de config. Tu peux regarder ?"),
     ("b", "cargo tauri build",
      "Error `tauri.conf.json` error on `build`: Additional properties are not allowed ('distDir' was unexpected)", 1),
     ("r", "/home/camille/dev/carnet/src-tauri/tauri.conf.json",
      '{\n  "build": {\n    "beforeBuildCommand": "npm run build",\n    "distDir": "../dist"\n  }\n}'),
     ("e", "/home/camille/dev/carnet/src-tauri/tauri.conf.json", '"distDir": "../dist"', '"frontendDist": "../dist"'),
     ("b", "cargo tauri build", "    Running beforeBuildCommand `npm run build`\n    Finished 2 bundles at:\n        carnet_0.4.0_amd64.deb\n        carnet_0.4.0_amd64.AppImage"),
     ("s", "C'est bon : dans Tauri 2, `build.distDir` s'appelle `build.frontendDist`. Le build passe.")],
    lang="fr",
    expected=[fix("Additional properties are not allowed ('distDir' was unexpected)", ["frontendDist"])])

add("lein_main_namespace", "Leiningen", "config_key", "silent_edit", "/home/olek/clj/ledger",
    [("u", "lein run says no main namespace? it used to work"),
     ("b", "lein run -- --month 2026-10", "No :main namespace specified in project.clj.", 1),
     ("r", "/home/olek/clj/ledger/project.clj",
      '(defproject ledger "0.2.0"\n  :dependencies [[org.clojure/clojure "1.12.0"]]\n  :profiles {:uberjar {:aot :all}})'),
     ("e", "/home/olek/clj/ledger/project.clj", '  :dependencies [[org.clojure/clojure "1.12.0"]]\n',
      '  :dependencies [[org.clojure/clojure "1.12.0"]]\n  :main ^:skip-aot ledger.core\n'),
     ("b", "lein run -- --month 2026-10", "ledger: 2026-10, 143 entries, balance 1208.40"),
     ("s", "Works again.")],
    expected=[fix("No :main namespace specified in project.clj.", ["ledger.core"], ["skip-aot"])])

add("drizzle_dialect_key", "Drizzle ORM", "config_key", "said_edit", "/home/sam/apps/tasklane",
    [("u", "drizzle-kit generate errors out after updating it"),
     ("b", "npx drizzle-kit generate",
      "No config path provided, using default 'drizzle.config.ts'\nReading config file '/home/sam/apps/tasklane/drizzle.config.ts'\n"
      "Please specify 'dialect' param in config file, or as a CLI argument", 1),
     ("r", "/home/sam/apps/tasklane/drizzle.config.ts",
      "export default {\n  schema: './src/db/schema.ts',\n  out: './drizzle',\n  driver: 'pg',\n  dbCredentials: { connectionString: process.env.DATABASE_URL },\n};"),
     ("m", "/home/sam/apps/tasklane/drizzle.config.ts",
      [("  driver: 'pg',", "  dialect: 'postgresql',"),
       ("dbCredentials: { connectionString: process.env.DATABASE_URL }", "dbCredentials: { url: process.env.DATABASE_URL! }")]),
     ("b", "npx drizzle-kit generate", "No config path provided, using default 'drizzle.config.ts'\n6 tables\n[✓] Your SQL migration file ➜ drizzle/0007_brisk_lark.sql 🚀"),
     ("s", "Newer drizzle-kit wants `dialect: 'postgresql'` instead of `driver: 'pg'`, and `dbCredentials.url` instead of `connectionString`. Generated 0007.")],
    expected=[fix("Please specify 'dialect' param in config file", ["dialect: 'postgresql'"], ["dbCredentials: { url"])])

# ---------------------------------------------------------------- version pins
add("pdm_pydantic_pin", "PDM", "version_pin", "said_edit", "/home/lucia/proyectos/tarifas",
    lambda r: edit_fix(
        "Los tests fallan desde que regeneré el lock. ¿Puedes mirarlo?",
        "pdm run pytest -q",
        pad(r, ["src/tarifas/models.py:12: in Tarifa", "    codigo: str = Field(..., const=True)",
                "E   pydantic.errors.PydanticUserError: `const` is removed, use `Literal` instead", "1 error in 0.52s"]),
        [("r", "/home/lucia/proyectos/tarifas/pyproject.toml", '[project]\nname = "tarifas"\ndependencies = [\n  "pydantic",\n  "httpx>=0.27",\n]'),
         ("e", "/home/lucia/proyectos/tarifas/pyproject.toml", '  "pydantic",', '  "pydantic>=1.10,<2",'),
         ("b", "pdm lock && pdm install", "🔒 Lock successful.\nChanges are written to pdm.lock.\n  ✔ Install pydantic 1.10.18 successful\n🎉 All complete!")],
        "..........\n10 passed in 0.77s",
        "El lock nuevo había subido pydantic a la 2.x y el código usa la API 1.x (`const=True`). "
        "Dejé `pydantic>=1.10,<2` en pyproject.toml hasta migrar los modelos.", code=1),
    lang="es",
    expected=[fix("pydantic.errors.PydanticUserError: `const` is removed", ["pydantic>=1.10,<2"])],
    traps=["Literal"])

add("fastify_cors_pin", "Fastify", "version_pin", "silent_edit", "/home/dev/svc/notify-gw",
    [("u", "npm test crashes at boot, started after renovate merged"),
     ("b", "npm test",
      "> notify-gw@2.3.0 test\n> node --test\n\n"
      "FastifyError [Error]: fastify-plugin: @fastify/cors - expected '5.x' fastify version, '4.28.1' is installed\n"
      "    at checkVersion (node_modules/fastify/lib/pluginUtils.js:122:11)\n# fail 1", 1),
     ("g", "@fastify/cors", ["package.json:14:    \"@fastify/cors\": \"^10.0.1\",", "src/app.js:3:import cors from '@fastify/cors'"]),
     ("e", "/home/dev/svc/notify-gw/package.json", '"@fastify/cors": "^10.0.1",', '"@fastify/cors": "^9.0.1",'),
     ("th", "Alternative: `npm i fastify@5` to satisfy the plugin. That is a major upgrade of the server itself - not for a renovate patch."),
     ("b", "npm install", "changed 2 packages, and audited 211 packages in 3s\nfound 0 vulnerabilities"),
     ("b", "npm test", "> notify-gw@2.3.0 test\n> node --test\n\n# tests 27\n# pass 27\n# fail 0"),
     ("s", "All 27 pass. I did not upgrade fastify to 5 to satisfy the plugin; that's a bigger move.")],
    expected=[fix("@fastify/cors - expected '5.x' fastify version", ['"@fastify/cors": "^9'])],
    traps=["fastify@5"])

add("bevy_egui_pin", "Bevy", "version_pin", "said_edit", "/home/nils/games/orbital",
    [("u", "cargo check explodes with trait errors about EguiPlugin"),
     ("b", "cargo check",
      "error[E0277]: the trait bound `EguiPlugin: Plugins<_>` is not satisfied\n  --> src/main.rs:14:22\n"
      "note: there are multiple different versions of crate `bevy_app` in the dependency graph\n"
      "error: could not compile `orbital` (bin \"orbital\") due to 1 previous error", 101),
     ("b", "cargo tree -i bevy_app --depth 1", "bevy_app v0.14.2\n└── bevy v0.14.2\nbevy_app v0.15.0\n└── bevy_egui v0.31.1"),
     ("e", "/home/nils/games/orbital/Cargo.toml", 'bevy_egui = "0.31"', 'bevy_egui = "0.28"'),
     ("b", "cargo check", "    Checking orbital v0.1.0 (/home/nils/games/orbital)\n    Finished `dev` profile [optimized + debuginfo] target(s) in 38.20s"),
     ("s", "bevy_egui's minor version tracks bevy's: 0.31 is built for bevy 0.15, we are on 0.14, so it stays at `bevy_egui = \"0.28\"` until we move bevy.")],
    expected=[fix("the trait bound `EguiPlugin: Plugins<_>` is not satisfied", ['bevy_egui = "0.28"'])])

add("streamlit_altair_pin", "Streamlit", "version_pin", "silent_edit", "/home/hana/analytics/footfall",
    lambda r: edit_fix(
        "chart tests are failing on a fresh venv",
        "python -m pytest -q tests/test_charts.py",
        pad(r, ["    import altair.vegalite.v4 as alt_v4",
                "E   ModuleNotFoundError: No module named 'altair.vegalite.v4'", "1 error in 1.31s"]),
        [("r", "/home/hana/analytics/footfall/requirements.txt", "streamlit==1.19.0\npandas>=2.1\naltair\n"),
         ("e", "/home/hana/analytics/footfall/requirements.txt", "altair\n", "altair<5\n"),
         ("b", "pip install -r requirements.txt", "Successfully installed altair-4.2.2")],
        "....\n4 passed in 2.05s",
        "Green now.", code=2),
    expected=[fix("No module named 'altair.vegalite.v4'", ["altair<5"])])

add("r_dplyr_min_version", "R package (testthat)", "version_pin", "said_edit", "/home/giulia/r/turni",
    [("u", "i test del pacchetto non passano sul server di CI, in locale sì"),
     ("b", "Rscript -e 'devtools::test()'",
      "══ Failed tests ═══\n── Error (test-riepilogo.R:8:3): riepilogo per reparto ──\n"
      "Error in `reframe(...)`: could not find function \"reframe\"\n[ FAIL 1 | WARN 0 | SKIP 0 | PASS 11 ]", 1),
     ("r", "/home/giulia/r/turni/DESCRIPTION", "Package: turni\nVersion: 0.3.0\nImports:\n    dplyr,\n    tidyr\n"),
     ("e", "/home/giulia/r/turni/DESCRIPTION", "    dplyr,\n", "    dplyr (>= 1.1.0),\n"),
     ("b", "Rscript -e 'renv::install(\"dplyr@1.1.4\"); renv::snapshot()'", "- Installing dplyr 1.1.4 ... OK\n- Lockfile written to '~/r/turni/renv.lock'."),
     ("b", "Rscript -e 'devtools::test()'", "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 12 ]"),
     ("s", "`reframe()` esiste solo da dplyr 1.1.0: la CI aveva una 1.0.x. Ho messo `dplyr (>= 1.1.0)` in DESCRIPTION e aggiornato renv.lock.")],
    lang="it",
    expected=[fix('could not find function "reframe"', ["dplyr (>= 1.1.0)"])])

# ---------------------------------------------------------------- fixtures
add("falcon_client_fixture", "Falcon", "fixture", "said_edit", "/home/kofi/api/signup",
    lambda r: edit_fix(
        "write the missing fixture so tests/test_signup.py runs",
        "pytest -q tests/test_signup.py",
        pad(r, ["  def test_signup_rejects_blank_email(client):",
                "E       fixture 'client' not found",
                ">       available fixtures: cache, capfd, capsys, monkeypatch, settings, tmp_path",
                "1 error in 0.20s"]),
        [("r", "/home/kofi/api/signup/tests/conftest.py", "import pytest\n\n\n@pytest.fixture\ndef settings():\n    return {\"db\": \"sqlite://\"}\n"),
         ("e", "/home/kofi/api/signup/tests/conftest.py", "@pytest.fixture\ndef settings():\n    return {\"db\": \"sqlite://\"}\n",
          "@pytest.fixture\ndef settings():\n    return {\"db\": \"sqlite://\"}\n\n\n@pytest.fixture\ndef client(settings):\n"
          "    from falcon import testing\n    from signup.app import create_app\n\n    return testing.TestClient(create_app(settings))\n")],
        "......\n6 passed in 0.34s",
        "Added a `client` fixture to tests/conftest.py that builds the app with `create_app(settings)` and wraps it in "
        "`falcon.testing.TestClient`; the API tests all use it.", code=1),
    expected=[fix("fixture 'client' not found", ["TestClient"], ["conftest"])])

add("symfony_invoice_fixture", "Symfony", "fixture", "said_edit", "/home/bram/werk/factuur",
    [("u", "De InvoiceTotalsTest faalt sinds de multi-currency migratie. Kun je kijken?"),
     ("b", "vendor/bin/phpunit --filter InvoiceTotalsTest",
      "PHPUnit 11.3.1 by Sebastian Bergmann and contributors.\n\nE\n\n1) App\\Tests\\InvoiceTotalsTest::testTotal\n"
      "Warning: Undefined array key \"currency\"\n\n/home/bram/werk/factuur/src/Invoice/Totals.php:31\n\nERRORS!\nTests: 1, Assertions: 0, Errors: 1.", 2),
     ("r", "/home/bram/werk/factuur/tests/fixtures/invoice_basic.json", '{\n  "number": "F-2026-001",\n  "lines": [{"qty": 2, "price": "49.50"}]\n}'),
     ("e", "/home/bram/werk/factuur/tests/fixtures/invoice_basic.json", '  "number": "F-2026-001",\n', '  "number": "F-2026-001",\n  "currency": "EUR",\n'),
     ("b", "vendor/bin/phpunit --filter InvoiceTotalsTest", "PHPUnit 11.3.1 by Sebastian Bergmann and contributors.\n\n.\n\nOK (1 test, 2 assertions)"),
     ("s", "Opgelost: sinds de migratie heeft elke factuur een `currency` nodig, ook de JSON-fixtures in tests/fixtures. Ik heb `\"currency\": \"EUR\"` toegevoegd.")],
    lang="nl",
    expected=[fix('Undefined array key "currency"', ['"EUR"'])])

add("sqlc_schema_column", "sqlc", "fixture", "silent_edit", "/home/wen/go/src/tickets",
    [("u", "sqlc generate fails on the new archive query"),
     ("b", "sqlc generate", "# package db\nquery/tickets.sql:41:8: column \"archived_at\" does not exist", 1),
     ("g", "archived_at", ["migrations/0012_archive.up.sql:1:ALTER TABLE tickets ADD COLUMN archived_at timestamptz;",
                           "query/tickets.sql:41:  SET archived_at = now()"]),
     ("r", "/home/wen/go/src/tickets/sqlc.yaml", "version: \"2\"\nsql:\n  - schema: \"db/schema.sql\"\n    queries: \"query/\"\n    engine: \"postgresql\""),
     ("e", "/home/wen/go/src/tickets/db/schema.sql", "  closed_at   timestamptz\n);",
      "  closed_at   timestamptz,\n  archived_at timestamptz\n);"),
     ("b", "sqlc generate", ""),
     ("s", "Generated.")],
    expected=[fix('column "archived_at" does not exist', ["db/schema.sql"], ["archived_at timestamptz"])])

add("ava_missing_fixture_file", "AVA", "fixture", "said_write", "/home/lena/src/feedcheck",
    [("u", "npx ava fails on a clean checkout, works on my machine"),
     ("b", "npx ava",
      "  ✘ [fail]: config › loads defaults Error thrown in test\n\n  Error: ENOENT: no such file or directory, open 'test/fixtures/config.json'\n\n  1 test failed", 1),
     ("b", "git status --short --ignored test/fixtures", "!! test/fixtures/config.json"),
     ("r", "/home/lena/src/feedcheck/config.example.json", '{\n  "apiBase": "https://feeds.feedcheck.test",\n  "timeoutMs": 2000\n}'),
     ("w", "/home/lena/src/feedcheck/test/fixtures/config.json", '{\n  "apiBase": "https://feeds.feedcheck.test",\n  "timeoutMs": 50\n}\n'),
     ("e", "/home/lena/src/feedcheck/.gitignore", "config.json\n", "/config.json\n"),
     ("b", "git add test/fixtures/config.json .gitignore", ""),
     ("b", "npx ava", "  ✔ config › loads defaults\n  ✔ feed › parses atom (41ms)\n  ─\n\n  12 tests passed"),
     ("s", "The fixture was only on your disk: `.gitignore` had a bare `config.json` line that also ignored "
           "test/fixtures/config.json. I anchored it to `/config.json` and committed the fixture.")],
    expected=[fix("ENOENT: no such file or directory, open 'test/fixtures/config.json'", ["`/config.json`", "anchor"], ["apiBase"])])

# ---------------------------------------------------------------- types
add("typeorm_uuid_id_type", "TypeORM", "type_fix", "said_edit", "/home/joao/dev/frota",
    [("u", "O typecheck quebrou no Vehicle. Consegues ver?"),
     ("b", "npm run typecheck",
      "> frota@1.2.0 typecheck\n> tsc --noEmit\n\nsrc/vehicles/vehicle.service.ts:27:11 - error TS2322: Type 'string' is not assignable to type 'number'.\n\nFound 1 error in src/vehicles/vehicle.service.ts:27", 2),
     ("r", "/home/joao/dev/frota/src/vehicles/vehicle.entity.ts",
      "@Entity()\nexport class Vehicle {\n  @PrimaryGeneratedColumn('uuid')\n  id: number;\n\n  @Column()\n  plate: string;\n}"),
     ("e", "/home/joao/dev/frota/src/vehicles/vehicle.entity.ts", "  @PrimaryGeneratedColumn('uuid')\n  id: number;",
      "  @PrimaryGeneratedColumn('uuid')\n  id: string;"),
     ("b", "npm run typecheck", "> frota@1.2.0 typecheck\n> tsc --noEmit\n"),
     ("s", "Resolvido: uma coluna `PrimaryGeneratedColumn('uuid')` é sempre `string` no TypeScript; a entidade dizia `number`.")],
    lang="pt",
    expected=[fix("error TS2322: Type 'string' is not assignable to type 'number'.", ["id: string"], ["uuid"])])

add("diesel_bigint_field", "Diesel", "type_fix", "silent_edit", "/home/mo/rust/meterd",
    [("u", "cargo build broke after the migration that widened readings.id"),
     ("b", "cargo build",
      "error[E0277]: the trait bound `i32: FromSql<BigInt, Pg>` is not satisfied\n   --> src/models.rs:9:10\n"
      "error: could not compile `meterd` (lib) due to 1 previous error", 101),
     ("r", "/home/mo/rust/meterd/src/schema.rs", "diesel::table! {\n    readings (id) {\n        id -> Int8,\n        value -> Float8,\n    }\n}"),
     ("e", "/home/mo/rust/meterd/src/models.rs", "    pub id: i32,", "    pub id: i64,"),
     ("b", "cargo build", "   Compiling meterd v0.2.0 (/home/mo/rust/meterd)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 12.40s"),
     ("s", "Done.")],
    expected=[fix("the trait bound `i32: FromSql<BigInt, Pg>` is not satisfied", ["pub id: i64"])])

add("typer_path_option", "Typer", "type_fix", "said_edit", "/home/arun/tools/ledgerctl",
    [("u", "mypy is failing in CI on cli.py"),
     ("b", "mypy src",
      "src/ledgerctl/cli.py:41: error: Argument \"dest\" to \"export_csv\" has incompatible type \"str\"; expected \"Path\"  [arg-type]\n"
      "Found 1 error in 1 file (checked 9 source files)", 1),
     ("r", "/home/arun/tools/ledgerctl/src/ledgerctl/cli.py",
      "@app.command()\ndef export(dest: str = typer.Option(..., help=\"output file\")) -> None:\n    export_csv(load(), dest=dest)"),
     ("e", "/home/arun/tools/ledgerctl/src/ledgerctl/cli.py", "def export(dest: str = typer.Option(",
      "def export(dest: Path = typer.Option("),
     ("th", "A `# type: ignore` on line 41 would hide it; the real mismatch is the annotation."),
     ("b", "mypy src", "Success: no issues found in 9 source files"),
     ("s", "Typer converts options annotated as `Path` itself, so the CLI parameter is now `dest: Path` rather than a str.")],
    expected=[fix("Argument \"dest\" to \"export_csv\" has incompatible type \"str\"", ["dest: Path"])],
    traps=["# type: ignore"])
