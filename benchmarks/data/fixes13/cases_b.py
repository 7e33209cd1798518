"""With memory (2 of 2): the same error twice with a different fix, the user fixed it and said how,
a fix found by a subagent, a fix found in the docs."""

from __future__ import annotations

from kit import add, fix, pad

# ---------------------------------------------------------------- the same error twice, two fixes
add("pants_same_error_twice", "Pants (Python)", "same_error_twice", "two_causes", "/home/edda/mono",
    lambda r: [
        ("u", "pants test on the billing target can't import things"),
        ("b", "pants test src/billing::", "E   ModuleNotFoundError: No module named 'billing.tax'\n✕ src/billing/test_invoice.py:tests failed.", 1),
        ("r", "/home/edda/mono/src/billing/BUILD", "python_sources()\npython_tests(name=\"tests\")"),
        ("b", "ls src/billing/tax", "__init__.py\nrates.py"),
        ("w", "/home/edda/mono/src/billing/tax/BUILD", "python_sources()\n"),
        ("b", "pants test src/billing::", "✓ src/billing/test_invoice.py:tests succeeded."),
        ("u", "now the same for the reports target please"),
        ("b", "pants test src/reports::", "E   ModuleNotFoundError: No module named 'billing.tax'\n✕ src/reports/test_monthly.py:tests failed.", 1),
        ("th", "BUILD exists now. reports imports billing.tax by a string in importlib - inference cannot see it."),
        ("e", "/home/edda/mono/src/reports/BUILD", "python_tests(name=\"tests\")", "python_tests(name=\"tests\", dependencies=[\"src/billing/tax\"])"),
        ("b", "pants test src/reports::", "✓ src/reports/test_monthly.py:tests succeeded."),
        ("s", "Same error, two causes: `src/billing/tax` had no BUILD file (added `python_sources()`), and `reports` loads it through `importlib`, which dependency inference cannot see, so its tests now declare `dependencies=[\"src/billing/tax\"]`."),
    ],
    expected=[fix("No module named 'billing.tax'", ["python_sources()"], ["tax/BUILD"]),
              fix("No module named 'billing.tax'", ["dependencies=[\"src/billing/tax\"]"], ["importlib"], kind="lesson")])

add("bazel_same_error_twice", "Bazel (Java)", "same_error_twice", "two_causes", "/home/ravi/src/shipcalc",
    lambda r: [
        ("u", "bazel build //... fails with a visibility error"),
        ("b", "bazel build //...", pad(r, ["ERROR: /home/ravi/src/shipcalc/app/BUILD.bazel:3:12: in java_binary rule //app:cli: target '//core:rates' is not visible from target '//app:cli'. Check the visibility declaration of the former target if you think the dependency is legitimate"]), 1),
        ("e", "/home/ravi/src/shipcalc/core/BUILD.bazel", "name = \"rates\",\n    srcs = glob([\"src/**/*.java\"]),", "name = \"rates\",\n    srcs = glob([\"src/**/*.java\"]),\n    visibility = [\"//app:__pkg__\"],"),
        ("b", "bazel build //...", "INFO: Build completed successfully, 41 total actions"),
        ("u", "thanks. I just added //tools:report that uses rates too, build again"),
        ("b", "bazel build //...", "ERROR: /home/ravi/src/shipcalc/tools/BUILD.bazel:2:12: in java_binary rule //tools:report: target '//core:rates' is not visible from target '//tools:report'. Check the visibility declaration of the former target if you think the dependency is legitimate", 1),
        ("e", "/home/ravi/src/shipcalc/core/BUILD.bazel", "visibility = [\"//app:__pkg__\"],", "visibility = [\"//app:__pkg__\", \"//tools:__pkg__\"],"),
        ("b", "bazel build //...", "INFO: Build completed successfully, 47 total actions"),
        ("s", "Built. Each package that depends on `//core:rates` must be listed in its `visibility`; `//tools:__pkg__` is added next to `//app:__pkg__`."),
    ],
    expected=[fix("target '//core:rates' is not visible from target '//app:cli'", ["//app:__pkg__"]),
              fix("target '//core:rates' is not visible from target '//tools:report'", ["//tools:__pkg__"])])

add("uv_same_error_twice_it", "uv", "same_error_twice", "two_causes", "/home/giulia/progetti/meteo-bot",
    lambda r: [
        ("u", "uv sync fallisce, puoi guardare?"),
        ("b", "uv sync", "  × No solution found when resolving dependencies:\n  ╰─▶ Because only numpy<2 is available and meteo-bot depends on numpy>=2.0, we can conclude that meteo-bot's requirements are unsatisfiable.", 1),
        ("th", "numpy 2 exists. The index must be the internal mirror."),
        ("r", "/home/giulia/progetti/meteo-bot/pyproject.toml", "[[tool.uv.index]]\nurl = \"https://pypi.mirror.meteo.example/simple\"\ndefault = true"),
        ("e", "/home/giulia/progetti/meteo-bot/pyproject.toml", "url = \"https://pypi.mirror.meteo.example/simple\"\ndefault = true", "url = \"https://pypi.mirror.meteo.example/simple\"\n\n[[tool.uv.index]]\nurl = \"https://pypi.org/simple\"\ndefault = true"),
        ("b", "uv sync", "Resolved 38 packages in 1.21s\nInstalled 38 packages in 402ms"),
        ("u", "Perfetto. Ora però con --python 3.9 per il test di compatibilità"),
        ("b", "uv sync --python 3.9", "  × No solution found when resolving dependencies:\n  ╰─▶ Because only numpy<2 is available and meteo-bot depends on numpy>=2.0, we can conclude that meteo-bot's requirements are unsatisfiable.", 1),
        ("s", "Stesso messaggio, causa diversa: numpy 2 richiede Python >= 3.10, quindi per 3.9 esiste solo numpy<2. Metto un marker."),
        ("e", "/home/giulia/progetti/meteo-bot/pyproject.toml", "\"numpy>=2.0\",", "\"numpy>=2.0; python_version >= '3.10'\",\n    \"numpy>=1.26,<2; python_version < '3.10'\","),
        ("b", "uv sync --python 3.9", "Resolved 39 packages in 0.98s\nInstalled 37 packages in 377ms"),
        ("s", "Fatto. Prima l'indice interno non aveva numpy 2 (aggiunto pypi.org come indice predefinito dopo il mirror); poi su Python 3.9 serviva il marker `python_version < '3.10'` con `numpy>=1.26,<2`."),
    ],
    lang="it",
    expected=[fix("Because only numpy<2 is available", ["https://pypi.org/simple"]),
              fix("Because only numpy<2 is available", ["python_version < '3.10'"], ["numpy>=1.26,<2"])])

add("vitest_same_error_twice", "Vitest", "same_error_twice", "two_causes", "/home/cleo/web/cartly",
    lambda r: [
        ("u", "vitest: document is not defined in the component tests"),
        ("b", "npx vitest run src/components", pad(r, ["FAIL  src/components/Cart.test.tsx", "ReferenceError: document is not defined"]), 1),
        ("e", "/home/cleo/web/cartly/vitest.config.ts", "test: {\n    globals: true,", "test: {\n    globals: true,\n    environment: 'jsdom',"),
        ("b", "npx vitest run src/components", " Test Files  7 passed (7)"),
        ("u", "the hooks folder still says the same thing"),
        ("b", "npx vitest run src/hooks", "FAIL  src/hooks/useCart.test.ts\nReferenceError: document is not defined", 1),
        ("r", "/home/cleo/web/cartly/vitest.workspace.ts", "export default [\n  'vitest.config.ts',\n  { test: { name: 'hooks', include: ['src/hooks/**'], environment: 'node' } },\n]"),
        ("e", "/home/cleo/web/cartly/vitest.workspace.ts", "include: ['src/hooks/**'], environment: 'node' }", "include: ['src/hooks/**'], environment: 'happy-dom' }"),
        ("b", "npx vitest run src/hooks", " Test Files  3 passed (3)"),
        ("s", "Green. The hooks project in vitest.workspace.ts overrides the environment, so it needed its own DOM environment too."),
    ],
    expected=[fix("ReferenceError: document is not defined", ["environment: 'jsdom'"], kind="lesson"),
              fix("ReferenceError: document is not defined", ["happy-dom"], ["vitest.workspace"])])

# ---------------------------------------------------------------- the user fixed it and said how
add("playwright_user_installed_browsers", "Playwright", "user_told", "ran_in_terminal", "/home/uma/qa/storefront-e2e",
    lambda r: [
        ("u", "run the smoke tests"),
        ("b", "npx playwright test smoke", "Error: browserType.launch: Executable doesn't exist at /home/uma/.cache/ms-playwright/chromium-1140/chrome-linux/chrome\n╔════════════════════════════════════════════╗\n║ Looks like Playwright was just updated.    ║\n╚════════════════════════════════════════════╝", 1),
        ("s", "The browsers for this Playwright version are not installed. Installing them needs system packages (sudo); want me to try?"),
        ("u", "no, I ran `npx playwright install --with-deps chromium` in my terminal with sudo, try again"),
        ("b", "npx playwright test smoke", "Running 9 tests using 3 workers\n  9 passed (14.2s)"),
        ("s", "All 9 smoke tests pass now."),
    ],
    expected=[fix("browserType.launch: Executable doesn't exist", ["playwright install"], ["chromium"], kind="lesson")])

add("alembic_user_told_pt", "Alembic", "user_told", "ran_in_terminal", "/home/joao/proj/agenda-clinica",
    lambda r: [
        ("u", "roda as migrações no banco de dev"),
        ("b", "alembic upgrade head", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nERROR [alembic.util.messaging] Multiple head revisions are present for given argument 'head'; please specify a specific target revision, '<branchname>@head' to narrow to a specific head, or 'heads' for all heads", 1),
        ("b", "alembic heads", "4c1e9a2b77d0 (head)\n9f03d5e1c2aa (head)"),
        ("s", "Há duas heads (4c1e9a2b77d0 e 9f03d5e1c2aa), vindas de dois branches. Posso criar uma migração de merge?"),
        ("u", "Já fiz: rodei `alembic merge -m \"junta heads\" 4c1e9a2b77d0 9f03d5e1c2aa` no meu terminal e commitei. Tenta de novo."),
        ("b", "git pull --ff-only", "Updating 1d2c3b4..8e9f0a1\n migrations/versions/b7d1_junta_heads.py | 24 ++++"),
        ("b", "alembic upgrade head", "INFO  [alembic.runtime.migration] Running upgrade 4c1e9a2b77d0, 9f03d5e1c2aa -> b7d1e0c4f311, junta heads"),
        ("s", "Migrações aplicadas até b7d1e0c4f311."),
    ],
    lang="pt",
    expected=[fix("Multiple head revisions are present for given argument 'head'", ["alembic merge"], kind="lesson")])

add("tonic_user_told_protoc", "Tonic (gRPC, Rust)", "user_told", "ran_in_terminal", "/home/ilse/rust/routeguide",
    lambda r: [
        ("u", "cargo build please"),
        ("b", "cargo build", pad(r, ["error: failed to run custom build command for `routeguide v0.1.0`",
         "  Error: Custom { kind: NotFound, error: \"Could not find `protoc`. If `protoc` is installed, try setting the `PROTOC` environment variable to the path of the `protoc` binary.\" }"]), 101),
        ("s", "The build script needs `protoc`. I can't install system packages here."),
        ("u", "did `sudo apt install protobuf-compiler` on my side. go"),
        ("b", "cargo build", "   Compiling routeguide v0.1.0\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 19.3s"),
        ("s", "Builds now."),
    ],
    expected=[fix("Could not find `protoc`", ["protobuf-compiler"])])

add("godot_user_told_import", "Godot (GDScript)", "user_told", "opened_editor", "/home/wren/games/moth-lantern",
    lambda r: [
        ("u", "run the headless tests"),
        ("b", "godot --headless -s addons/gut/gut_cmdln.gd -gexit", "SCRIPT ERROR: Parse Error: Could not preload resource file \"res://art/lantern.png\".\n   at: GDScript::reload (res://scenes/lantern.gd:4)", 1),
        ("s", "The texture has no import data (.godot/imported is empty on a fresh clone)."),
        ("u", "I ran `godot --headless --import` once in my terminal, it reimported everything. Try now"),
        ("b", "godot --headless -s addons/gut/gut_cmdln.gd -gexit", "Run Summary\n  Scripts 6\n  Tests 38\n  Passing 38\nAll tests passed!"),
        ("s", "38 of 38 pass."),
    ],
    expected=[fix("Could not preload resource file \"res://art/lantern.png\"", ["--import"], kind="lesson")])

# ---------------------------------------------------------------- found by a subagent
add("ash_subagent_policy", "Ash (Elixir)", "subagent", "task_report", "/home/tove/ex/hivebook",
    lambda r: [
        ("u", "mix test has one failure in the accounts tests that I can't explain"),
        ("b", "mix test test/accounts_test.exs", pad(r, ["  1) test admin can list users (Hivebook.AccountsTest)",
         "     ** (Ash.Error.Forbidden) Forbidden Error", "     * forbidden:", "     Hivebook.Accounts.User.read", "5 tests, 1 failure"]), 2),
        ("task", "Find why Ash forbids User.read for an admin in tests",
         "Cause: `Hivebook.Accounts.User` has `policies do policy action_type(:read) do authorize_if expr(id == ^actor(:id)) end end`, and the test "
         "calls `Ash.read!(User)` without an actor, so no policy passes. The admin bypass in the resource is `bypass actor_attribute_equals(:role, :admin)`. "
         "Fix: pass the actor, `Ash.read!(User, actor: admin)`."),
        ("e", "/home/tove/ex/hivebook/test/accounts_test.exs", "users = Ash.read!(User)", "users = Ash.read!(User, actor: admin)"),
        ("b", "mix test test/accounts_test.exs", ".....\nFinished in 0.3 seconds\n5 tests, 0 failures"),
        ("s", "Passes. Reads of policy-protected resources need `actor:` in tests, or the policies see no actor and forbid."),
    ],
    expected=[fix("(Ash.Error.Forbidden) Forbidden Error", ["actor: admin"], kind="lesson")],
)

add("dioxus_subagent_features", "Dioxus", "subagent", "task_report", "/home/piet/rust/plantlog",
    lambda r: [
        ("u", "dx serve fails, can you dig in while I look at the design"),
        ("b", "dx build --platform web", "error[E0432]: unresolved import `dioxus::prelude::Router`\n --> src/main.rs:2:5\n  |\n2 | use dioxus::prelude::Router;\n  |     ^^^^^^^^^^^^^^^^^^^^^^^ no `Router` in `prelude`", 1),
        ("task", "Why is dioxus::prelude::Router missing in dioxus 0.6",
         "In dioxus 0.6 the router lives behind the `router` cargo feature of the `dioxus` crate; Cargo.toml has `dioxus = { version = \"0.6\", features = [\"web\"] }`. "
         "Adding \"router\" to the features list re-exports `Router` from the prelude. No code change needed."),
        ("e", "/home/piet/rust/plantlog/Cargo.toml", "features = [\"web\"]", "features = [\"web\", \"router\"]"),
        ("b", "dx build --platform web", "   Compiling plantlog v0.2.0\n  Build finished successfully"),
        ("s", "Fixed by enabling the `router` feature of `dioxus` in Cargo.toml."),
    ],
    expected=[fix("no `Router` in `prelude`", ["\"router\""], kind="lesson")])

add("qwik_subagent_loader", "Qwik City", "subagent", "task_report", "/home/sam/web/recipe-box",
    lambda r: [
        ("u", "build fails with something about routeLoader$"),
        ("b", "npm run build", pad(r, ["[vite]: Rollup failed to resolve ...", "Error: routeLoader$ \"useRecipes\" was invoked in a route where it was not declared.",
         "    This is because the routeLoader$ was not exported in a 'layout.tsx' or 'index.tsx' file of the existing route."]), 1),
        ("task", "Find where useRecipes is declared and why the route can't see it",
         "`useRecipes` is declared in src/components/recipe-list/loaders.ts and only imported by src/routes/recipes/index.tsx. Qwik City only runs loaders that are "
         "exported from the route module itself. Fix: in src/routes/recipes/index.tsx add `export { useRecipes } from '~/components/recipe-list/loaders';`."),
        ("e", "/home/sam/web/recipe-box/src/routes/recipes/index.tsx", "import { useRecipes } from '~/components/recipe-list/loaders';",
         "import { useRecipes } from '~/components/recipe-list/loaders';\nexport { useRecipes } from '~/components/recipe-list/loaders';"),
        ("b", "npm run build", "✓ Built client modules\n✓ Built server (ssr) modules\n✓ Type checked"),
        ("s", "Build passes: a loader defined elsewhere must be re-exported from the route's index.tsx."),
    ],
    expected=[fix("was invoked in a route where it was not declared", ["export { useRecipes }", "re-exported"], kind="lesson")])

add("mojolicious_subagent_nl", "Mojolicious (Perl)", "subagent", "task_report", "/home/daan/perl/pakketpost",
    lambda r: [
        ("u", "prove faalt op t/api.t, wil je het laten uitzoeken?"),
        ("b", "prove -l t/api.t", "t/api.t .. 1/?\n#   Failed test '404 Not Found'\n#   at t/api.t line 12.\n#          got: '404'\n#     expected: '200'\nt/api.t .. Dubious, test returned 1", 1),
        ("task", "Waarom geeft GET /api/pakketten 404 in t/api.t",
         "De route staat in lib/Pakketpost.pm onder `my $api = $r->under('/api')->to('auth#check');`. In de test is er geen `X-Token` header, dus `auth#check` geeft 0 terug... "
         "nee: de echte oorzaak is dat `Test::Mojo->new('Pakketpost')` de config `pakketpost.test.conf` niet vindt en de routes met `$self->config->{api}` uit staan. "
         "Oplossing: `$ENV{MOJO_MODE} = 'test'` vóór `Test::Mojo->new` laat hem `pakketpost.test.conf` laden."),
        ("e", "/home/daan/perl/pakketpost/t/api.t", "my $t = Test::Mojo->new('Pakketpost');", "$ENV{MOJO_MODE} = 'test';\nmy $t = Test::Mojo->new('Pakketpost');"),
        ("b", "prove -l t/api.t", "t/api.t .. ok\nAll tests successful."),
        ("s", "Opgelost: zonder `MOJO_MODE=test` laadt de app de testconfig niet en zijn de API-routes uitgeschakeld."),
    ],
    lang="nl",
    expected=[fix("got: '404'", ["MOJO_MODE"], kind="lesson")])

add("spiral_subagent_rr", "Spiral (RoadRunner, PHP)", "subagent", "task_report", "/home/lena/php/shortlinks",
    lambda r: [
        ("u", "./rr serve dies straight away"),
        ("b", "./rr serve -c .rr.yaml", "handle_serve_command: Function call error:\n\tgot initialization error(s):\n\t<http_plugin_init: static plugin: unknown plugin `static` in `http.middleware`>", 1),
        ("task", "Why does RoadRunner reject the static middleware",
         "The binary is RoadRunner 2024.2 and .rr.yaml uses `version: '3'`. In v3 the static file middleware is configured as `http.static` under `http` and listed "
         "in `http.middleware` as `static` only when the `static` plugin section exists. .rr.yaml has the old `http.static.dir` nested in `http.middleware`; move it to "
         "`http: static: dir: public`."),
        ("e", "/home/lena/php/shortlinks/.rr.yaml", "  middleware: [static]\n", "  middleware: [static]\n  static:\n    dir: public\n"),
        ("b", "./rr serve -c .rr.yaml", "INFO    server          plugin was started\nINFO    http            http server was started {\"address\": \"127.0.0.1:8080\"}"),
        ("s", "Serving on 127.0.0.1:8080. The `static` middleware needs its own `http.static` section with `dir` in .rr.yaml."),
    ],
    expected=[fix("unknown plugin `static` in `http.middleware`", ["dir: public"], kind="lesson")])

# ---------------------------------------------------------------- found in the docs
add("ratatui_docs_frame_size", "Ratatui", "docs", "docs_page", "/home/ola/rust/tally-tui",
    lambda r: [
        ("u", "cargo build after upgrading ratatui to 0.29"),
        ("b", "cargo build", pad(r, ["error[E0599]: no method named `size` found for mutable reference `&mut Frame<'_>` in the current scope",
         "  --> src/ui.rs:14:22"]), 101),
        ("doc", "https://docs.ratatui.example/highlights/v0.28/", "Frame::size() is deprecated and removed later; use Frame::area() which returns the same Rect."),
        ("e", "/home/ola/rust/tally-tui/src/ui.rs", "let area = f.size();", "let area = f.area();"),
        ("b", "cargo build", "   Compiling tally-tui v0.4.0\n    Finished `dev` profile target(s) in 6.1s"),
        ("s", "Builds: `Frame::size()` is gone in 0.29, `Frame::area()` replaces it."),
    ],
    expected=[fix("no method named `size` found for mutable reference `&mut Frame<'_>`", ["area()"], kind="lesson")])

add("dbt_docs_sv", "dbt", "docs", "docs_page", "/home/linnea/analys/dbt-butik",
    lambda r: [
        ("u", "dbt build går sönder efter uppgraderingen till 1.8, kan du titta?"),
        ("b", "dbt build --select orders", "Compilation Error in test accepted_values_orders_status (models/schema.yml)\n  'tests' is deprecated in favor of 'data_tests'... \n  Invalid test config given in models/schema.yml:\n\t@: Additional properties are not allowed ('quote' was unexpected)", 1),
        ("doc", "https://docs.dbt.example/reference/resource-properties/data-tests", "In dbt 1.8 `tests:` under columns is renamed `data_tests:`. Arguments of generic tests go under `arguments:` ... `quote` is set at the top level of accepted_values, not inside config."),
        ("e", "/home/linnea/analys/dbt-butik/models/schema.yml", "        tests:\n          - accepted_values:\n              config:\n                quote: false\n              values: ['open', 'shipped']", "        data_tests:\n          - accepted_values:\n              quote: false\n              values: ['open', 'shipped']"),
        ("b", "dbt build --select orders", "Completed successfully\nDone. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5"),
        ("s", "Klart: i dbt 1.8 heter det `data_tests:`, och `quote` ska stå direkt under `accepted_values`, inte under `config`."),
    ],
    lang="sv",
    expected=[fix("('quote' was unexpected)", ["data_tests:"], kind="lesson")])

add("marimo_docs_cell", "marimo", "docs", "docs_page", "/home/fenna/nb/soil-moisture",
    lambda r: [
        ("u", "marimo export fails on the notebook"),
        ("b", "marimo export html moisture.py -o out.html", "MultipleDefinitionError: This cell redefines variables from other cells.\n\n'df' was also defined by:\n  • cell-3", 1),
        ("doc", "https://docs.marimo.example/guides/reactivity/", "Each global variable must be defined by exactly one cell. Prefix a name with an underscore to make it local to its cell (e.g. `_df`)."),
        ("e", "/home/fenna/nb/soil-moisture/moisture.py", "    df = raw.filter(pl.col(\"depth\") < 30)\n    df.describe()", "    _df = raw.filter(pl.col(\"depth\") < 30)\n    _df.describe()"),
        ("b", "marimo export html moisture.py -o out.html", "Exported to out.html"),
        ("s", "Exported. A name can be defined by one cell only; the scratch cell now uses `_df`, which marimo keeps local to that cell."),
    ],
    expected=[fix("MultipleDefinitionError: This cell redefines variables from other cells", ["_df"], kind="lesson")])

add("hanami_docs_settings", "Hanami", "docs", "docs_page", "/home/abel/rb/guestlist",
    lambda r: [
        ("u", "bundle exec rspec fails on boot"),
        ("b", "bundle exec rspec", "Hanami::Settings::InvalidSettingsError:\n  Could not initialize settings. The following settings were invalid:\n\n  mailer_host: nil is not a valid String", 1),
        ("doc", "https://guides.hanami.example/v2.1/app/settings/", "Settings are read from ENV and, through dotenv, from .env.<environment>.local, .env.<environment> (for tests: `.env.test`), .env. In the test environment `.env.local` is not loaded."),
        ("w", "/home/abel/rb/guestlist/.env.test", "MAILER_HOST=mail.guestlist.test\n"),
        ("b", "bundle exec rspec", "......................\n\nFinished in 0.71 seconds\n22 examples, 0 failures"),
        ("s", "Passes. The value was only in `.env.local`, which Hanami does not load in the test environment; it is now in `.env.test`."),
    ],
    expected=[fix("mailer_host: nil is not a valid String", [".env.test"])])
