"""Sessions with one memory, part a: a test plugin, fixture library, marker or runner adapter the run needs is
missing or not registered (`plugin_and_fixture`, 11)."""

from __future__ import annotations

from kit import mem

S = "plugin_and_fixture"

C = "uv run pytest tests/unit/test_retry.py"
E = "E       fixture 'mocker' not found"
mem("pytest_mocker_fixture_missing", "pytest", S, "pytest_mock", "/home/iris/courier", lambda rng: [
    ("u", "I copied test_retry.py over from the billing repo and it won't even start. can you sort it out?"),
    ("b", C, "============================= test session starts ==============================\nplatform linux -- Python 3.12.7, pytest-8.3.4, pluggy-1.5.0\nrootdir: /home/iris/courier\nconfigfile: pyproject.toml\ncollected 3 items\n\ntests/unit/test_retry.py EEE                                            [100%]\n\n==================================== ERRORS ====================================\n_______________ ERROR at setup of test_gives_up_after_three_tries _______________\nfile /home/iris/courier/tests/unit/test_retry.py, line 9\n  def test_gives_up_after_three_tries(mocker):\n" + E + "\n>       available fixtures: cache, capfd, capfdbinary, caplog, capsys, capsysbinary, doctest_namespace, monkeypatch, pytestconfig, record_property, record_testsuite_property, record_xml_attribute, recwarn, tmp_path, tmp_path_factory, tmpdir, tmpdir_factory\n>       use 'pytest --fixtures [testpath]' for help on them.\n\n/home/iris/courier/tests/unit/test_retry.py:9\n=========================== short test summary info ============================\nERROR tests/unit/test_retry.py::test_gives_up_after_three_tries\nERROR tests/unit/test_retry.py::test_backoff_doubles\nERROR tests/unit/test_retry.py::test_retries_on_503\n============================== 3 errors in 0.09s ===============================", 1),
    ("b", "grep -n pytest pyproject.toml", "14:dev = [\"pytest>=8.3\", \"pytest-cov>=5\"]\n22:[tool.pytest.ini_options]"),
    ("s", "`mocker` comes from the pytest-mock plugin; the billing repo has it, this one doesn't. Adding it to the dev group."),
    ("b", "uv add --dev pytest-mock", "Resolved 24 packages in 188ms\nInstalled 1 package in 6ms\n + pytest-mock==3.14.0"),
    ("b", C, "============================= test session starts ==============================\nplatform linux -- Python 3.12.7, pytest-8.3.4, pluggy-1.5.0\nrootdir: /home/iris/courier\nconfigfile: pyproject.toml\nplugins: mock-3.14.0, cov-5.0.0\ncollected 3 items\n\ntests/unit/test_retry.py ...                                            [100%]\n\n============================== 3 passed in 0.11s ==============================="),
    ("s", "3 passed. pytest-mock is now in the dev dependency group and uv.lock.")],
    cmd=C, err=E, change="uv add --dev pytest-mock", groups=[["fixture 'mocker' not found"], ["pytest-mock"]],
    kind="bugfix", traps=["============================== 3 errors in 0.09s ==============================="],
    note="pytest's E-prefixed line; plugin added to the dev group.")

C = "pytest -m 'not slow'"
E = "'slow' not found in `markers` configuration option"
mem("pytest_strict_markers_unregistered_de", "pytest", S, "register_marker", "/home/lukas/fahrplan", lambda rng: [
    ("u", "Seit ich --strict-markers in die addopts gesetzt habe, sammelt pytest gar nichts mehr. Kannst du schauen?"),
    ("b", C, "============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0\nrootdir: /home/lukas/fahrplan\nconfigfile: pyproject.toml\ncollected 57 items / 1 error\n\n==================================== ERRORS ====================================\n___________________ ERROR collecting tests/test_umstiege.py ____________________\n" + E + "\n=========================== short test summary info ============================\nERROR tests/test_umstiege.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!\n=============================== 1 error in 0.41s ===============================", 2),
    ("r", "/home/lukas/fahrplan/pyproject.toml", "[tool.pytest.ini_options]\naddopts = \"--strict-markers -ra\"\ntestpaths = [\"tests\"]\n"),
    ("s", "Mit --strict-markers muss jeder Marker registriert sein. `slow` wird in test_umstiege.py benutzt, steht aber nirgends in der Konfiguration. Ich registriere ihn."),
    ("e", "/home/lukas/fahrplan/pyproject.toml", "testpaths = [\"tests\"]\n", "testpaths = [\"tests\"]\nmarkers = [\n    \"slow: Tests, die das komplette Netz laden (mit -m 'not slow' abwählen)\",\n]\n"),
    ("b", C, "============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0\nrootdir: /home/lukas/fahrplan\nconfigfile: pyproject.toml\ncollected 61 items / 4 deselected / 57 selected\n\ntests/test_linien.py ........................                            [ 42%]\ntests/test_umstiege.py .................................                [100%]\n\n====================== 57 passed, 4 deselected in 2.87s ======================="),
    ("s", "Grün: 57 bestanden, die 4 langsamen sind abgewählt. Der Marker steht jetzt in pyproject.toml.")],
    cmd=C, err=E, change='"slow: Tests, die das komplette Netz laden', groups=[["not found in `markers` configuration option"], ["markers = ["]],
    kind="bugfix", traps=["!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!"], lang="de",
    note="Marker registered in pyproject.toml.")

C = "pytest tests/test_api_client.py"
E = "Failed: async def functions are not natively supported."
mem("pytest_async_plugin_missing_fr", "pytest", S, "pytest_asyncio", "/home/camille/meteo-sync", lambda rng: [
    ("u", "Les tests du nouveau client async sont tous en échec, pourtant le code marche quand je le lance à la main."),
    ("b", C, "============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.3, pluggy-1.5.0\nrootdir: /home/camille/meteo-sync\nconfigfile: pyproject.toml\ncollected 4 items\n\ntests/test_api_client.py ssss                                           [100%]\n\n=============================== warnings summary ===============================\ntests/test_api_client.py::test_fetch_station\n  /home/camille/meteo-sync/.venv/lib/python3.12/site-packages/_pytest/python.py:148: PytestUnhandledCoroutineWarning: async def functions are not natively supported and have been skipped.\n=========================== short test summary info ============================\nSKIPPED [4] .venv/lib/python3.12/site-packages/_pytest/python.py:148: async def functions are not natively supported\n======================== 4 skipped, 4 warnings in 0.05s ========================"),
    ("s", "Ils ne sont même pas exécutés : pytest les saute. En mode strict (-W error, comme la CI) ça échoue :"),
    ("b", C + " -W error", "============================= test session starts ==============================\ncollected 4 items\n\ntests/test_api_client.py FFFF                                           [100%]\n\n=================================== FAILURES ===================================\n______________________________ test_fetch_station ______________________________\n" + E + "\nYou need to install a suitable plugin for your async framework, for example:\n  - anyio\n  - pytest-asyncio\n  - pytest-tornasync\n  - pytest-trio\n  - pytest-twisted\n============================== 4 failed in 0.07s ===============================", 1),
    ("s", "Il manque le plugin : pytest-asyncio. Je l'ajoute aux dépendances de dev et je mets asyncio_mode = \"auto\" pour ne pas décorer chaque test."),
    ("b", "poetry add --group dev pytest-asyncio", "Using version ^0.24.0 for pytest-asyncio\n\nUpdating dependencies\nResolving dependencies... (0.6s)\n\nPackage operations: 1 install, 0 updates, 0 removals\n\n  - Installing pytest-asyncio (0.24.0)\n\nWriting lock file"),
    ("e", "/home/camille/meteo-sync/pyproject.toml", "[tool.pytest.ini_options]\n", "[tool.pytest.ini_options]\nasyncio_mode = \"auto\"\nasyncio_default_fixture_loop_scope = \"function\"\n"),
    ("b", C + " -W error", "============================= test session starts ==============================\nplugins: asyncio-0.24.0\nasyncio: mode=Mode.AUTO, default_loop_scope=function\ncollected 4 items\n\ntests/test_api_client.py ....                                           [100%]\n\n============================== 4 passed in 0.19s ==============================="),
    ("s", "Les 4 tests passent réellement maintenant (et plus de « skipped » silencieux).")],
    cmd=C, err=E, change="pytest-asyncio", passed=C + " -W error", groups=[["async def functions are not natively supported"], ["pytest-asyncio", "asyncio_mode"]],
    kind="bugfix", traps=["You need to install a suitable plugin for your async framework, for example:"], lang="fr",
    note="Plugin added; asyncio_mode auto. The decoy is the list header.")

C = "pytest"
E = "pytest: error: unrecognized arguments: --cov=src/tarifas --cov-report=term-missing"
mem("pytest_cov_missing_addopts_es", "pytest", S, "pytest_cov", "/home/lucia/tarifas", lambda rng: [
    ("u", "Acabo de clonar el repo en el portátil nuevo y pytest ni arranca."),
    ("b", C, "ERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]\n" + E + "\n  inifile: /home/lucia/tarifas/setup.cfg\n  rootdir: /home/lucia/tarifas", 4),
    ("b", "grep -n -A3 'tool:pytest' setup.cfg", "12:[tool:pytest]\n13-addopts = --cov=src/tarifas --cov-report=term-missing\n14-testpaths = tests"),
    ("s", "Las opciones --cov vienen de pytest-cov, declaradas en addopts. En este entorno no está instalado: requirements-dev.txt no lo incluye (en el otro portátil lo tenías instalado a mano). Lo añado al fichero."),
    ("e", "/home/lucia/tarifas/requirements-dev.txt", "pytest==8.3.4\n", "pytest==8.3.4\npytest-cov==6.0.0\n"),
    ("b", "pip install -r requirements-dev.txt", "Collecting pytest-cov==6.0.0\n  Using cached pytest_cov-6.0.0-py3-none-any.whl\nCollecting coverage>=7.5 (from coverage[toml]>=7.5->pytest-cov==6.0.0)\n  Using cached coverage-7.6.9-cp312-cp312-manylinux_2_17_x86_64.whl\nSuccessfully installed coverage-7.6.9 pytest-cov-6.0.0"),
    ("b", C, "============================= test session starts ==============================\nplugins: cov-6.0.0\ncollected 88 items\n\ntests/test_calculo.py ........................................          [ 45%]\ntests/test_zonas.py ................................................    [100%]\n\n---------- coverage: platform linux, python 3.12.8-final-0 -----------\nName                        Stmts   Miss  Cover   Missing\n---------------------------------------------------------\nsrc/tarifas/calculo.py        142      9    94%   88-96\nsrc/tarifas/zonas.py           61      0   100%\n---------------------------------------------------------\nTOTAL                         203      9    96%\n\n============================== 88 passed in 1.92s =============================="),
    ("s", "88 pasan y sale la cobertura. pytest-cov queda fijado en requirements-dev.txt.")],
    cmd=C, err=E, change="pytest-cov==6.0.0", groups=[["unrecognized arguments: --cov"], ["pytest-cov"]],
    kind="bugfix", traps=["ERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]"], lang="es",
    note="addopts needs pytest-cov; pinned in requirements-dev.txt.")

C = "npx jest"
E = "Preset ts-jest not found relative to rootDir /home/haruto/kakeibo."
mem("jest_ts_jest_preset_missing_ja", "jest", S, "ts_jest_preset", "/home/haruto/kakeibo", lambda rng: [
    ("u", "babel-jest から ts-jest に切り替えようとして jest.config.js を書き換えたら動かなくなりました。"),
    ("b", C, "● Validation Error:\n\n  " + E + "\n\n  Configuration Documentation:\n  https://jestjs.io/docs/configuration", 1),
    ("r", "/home/haruto/kakeibo/jest.config.js", "/** @type {import('jest').Config} */\nmodule.exports = {\n  preset: 'ts-jest',\n  testEnvironment: 'node',\n};\n"),
    ("b", "npm ls ts-jest", "kakeibo@0.4.0 /home/haruto/kakeibo\n└── (empty)"),
    ("s", "設定は preset: 'ts-jest' ですが ts-jest 本体がインストールされていません。devDependencies に追加します。"),
    ("b", "npm i -D ts-jest@29 @types/jest@29", "added 14 packages, and audited 498 packages in 5s\n\nfound 0 vulnerabilities"),
    ("b", C, " PASS  src/ledger/balance.test.ts\n PASS  src/ledger/category.test.ts\n PASS  src/import/csv.test.ts\n\nTest Suites: 3 passed, 3 total\nTests:       27 passed, 27 total\nSnapshots:   0 total\nTime:        3.412 s\nRan all test suites."),
    ("s", "通りました。ts-jest と @types/jest を devDependencies に入れています。")],
    cmd=C, err=E, change="npm i -D ts-jest@29", groups=[["Preset ts-jest not found"], ["npm i -D ts-jest", "ts-jest@29"]],
    kind="bugfix", traps=["● Validation Error:"], lang="ja", note="Indented jest validation line; preset package installed.")

C = "bundle exec rspec spec/models"
E = "NameError: uninitialized constant FactoryBot"
mem("rspec_factory_bot_test_group_pt", "rspec", S, "gem_group", "/home/beatriz/agenda", lambda rng: [
    ("u", "Os specs de model quebram logo no carregamento. Em dev o console acha o FactoryBot sem problema."),
    ("b", C, "\nAn error occurred while loading ./spec/models/consulta_spec.rb.\nFailure/Error: FactoryBot.find_definitions\n\n" + E + "\n# ./spec/support/factory_bot.rb:2:in `<top (required)>'\n# ./spec/rails_helper.rb:12:in `block in <top (required)>'\nNo examples found.\n\nFinished in 0.00003 seconds (files took 1.41 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples", 1),
    ("b", "grep -n -B2 -A2 factory_bot Gemfile", "31-group :development do\n32-  gem \"web-console\"\n33:  gem \"factory_bot_rails\"\n34-end"),
    ("s", "factory_bot_rails só está no grupo :development, então com RAILS_ENV=test o Bundler não carrega a gem. Movo para o grupo :development, :test."),
    ("e", "/home/beatriz/agenda/Gemfile", "group :development do\n  gem \"web-console\"\n  gem \"factory_bot_rails\"\nend", "group :development do\n  gem \"web-console\"\nend\n\ngroup :development, :test do\n  gem \"factory_bot_rails\"\nend"),
    ("b", "bundle install", "Bundle complete! 38 Gemfile dependencies, 104 gems now installed.\nUse `bundle info [gemname]` to see where a bundled gem is installed."),
    ("b", C, "..................................\n\nFinished in 0.8921 seconds (files took 1.52 seconds to load)\n34 examples, 0 failures"),
    ("s", "34 exemplos, 0 falhas. A gem agora está no grupo de teste do Gemfile.")],
    cmd=C, err=E, change="group :development, :test do\n  gem \"factory_bot_rails\"", groups=[["uninitialized constant FactoryBot"], ["group :development, :test"]],
    kind="bugfix", traps=["0 examples, 0 failures, 1 error occurred outside of examples"], lang="pt",
    note="Gem moved into the test group.")

C = "npx vitest run"
E = "MISSING DEPENDENCY  Cannot find dependency 'jsdom'"
mem("vitest_jsdom_dependency_missing_zh", "vitest", S, "jsdom_missing", "/home/wei/kanban-ui", lambda rng: [
    ("u", "我把 vitest 配置里的 environment 改成 jsdom 了，现在一跑就报错。"),
    ("b", C, "\n RUN  v2.1.8 /home/wei/kanban-ui\n\n" + E + "\n\n⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯\nError: Cannot find package 'jsdom' imported from /home/wei/kanban-ui/node_modules/vitest/dist/chunks/index.K90BXFOx.js", 1),
    ("s", "vitest 不自带 jsdom，需要作为 devDependency 单独安装。"),
    ("b", "npm i -D jsdom@25", "added 41 packages, and audited 602 packages in 6s\n\n118 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
    ("b", C, "\n RUN  v2.1.8 /home/wei/kanban-ui\n\n ✓ src/board/Column.test.tsx (6 tests) 88ms\n ✓ src/board/Card.test.tsx (9 tests) 121ms\n ✓ src/store/moves.test.ts (12 tests) 14ms\n\n Test Files  3 passed (3)\n      Tests  27 passed (27)\n   Start at  10:42:17\n   Duration  2.31s"),
    ("s", "全部通过。jsdom 已加入 devDependencies。")],
    cmd=C, err=E, change="npm i -D jsdom@25", groups=[["Cannot find dependency 'jsdom'", "Cannot find package 'jsdom'"], ["npm i -D jsdom"]],
    kind="bugfix", traps=["⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯"],
    also_ok=["Error: Cannot find package 'jsdom' imported from /home/wei/kanban-ui/node_modules/vitest/dist/chunks/index.K90BXFOx.js"],
    lang="zh", note="jsdom installed as a devDependency.")

C = "mix test test/notifier"
E = "** (UndefinedFunctionError) function Mox.defmock/2 is undefined (module Mox is not available)"
mem("mix_test_mox_missing_it", "mix", S, "mox_dep", "/home/giulia/avvisi", lambda rng: [
    ("u", "Ho scritto i test per il notifier con Mox ma mix test esplode prima di partire."),
    ("b", C, E + "\n    Mox.defmock(Avvisi.MockMailer, [for: Avvisi.Mailer])\n    test/test_helper.exs:3: (file)\n    (elixir 1.17.3) lib/code.ex:1491: Code.require_file/2\n    (mix 1.17.3) lib/mix/tasks/test.ex:623: Mix.Tasks.Test.do_run/3", 1),
    ("s", "Mox non è tra le dipendenze in mix.exs. Lo aggiungo solo per l'ambiente :test."),
    ("e", "/home/giulia/avvisi/mix.exs", "      {:swoosh, \"~> 1.17\"},\n", "      {:swoosh, \"~> 1.17\"},\n      {:mox, \"~> 1.2\", only: :test},\n"),
    ("b", "mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.081s\nNew:\n  mox 1.2.0\n  nimble_ownership 1.0.1\n* Getting mox (Hex package)\n* Getting nimble_ownership (Hex package)"),
    ("b", C, "==> mox\nCompiling 1 file (.ex)\nGenerated mox app\nRunning ExUnit with seed: 482913, max_cases: 16\n\n...........\nFinished in 0.1 seconds (0.1s async, 0.00s sync)\n11 tests, 0 failures"),
    ("s", "11 test, 0 fallimenti. Mox è in mix.exs con only: :test.")],
    cmd=C, err=E, change="{:mox, \"~> 1.2\", only: :test}", groups=[["Mox.defmock/2 is undefined", "module Mox is not available"], [":mox"]],
    kind="bugfix", lang="it", note="Test-only dependency added.")

C = "./gradlew test"
E = "> Could not start Gradle Test Executor 1: Failed to load JUnit Platform.  Please ensure that all JUnit Platform dependencies are available on the test's runtime classpath, including the JUnit Platform launcher."
mem("gradle_junit_launcher_missing_ru", "gradle", S, "junit_platform_launcher", "/home/dmitry/sklad", lambda rng: [
    ("u", "После обновления Gradle до 9 тесты не запускаются вообще. Код не менял."),
    ("b", C, "> Task :compileJava UP-TO-DATE\n> Task :compileTestJava UP-TO-DATE\n> Task :test FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n" + E + "\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.\n\nBUILD FAILED in 4s\n3 actionable tasks: 1 executed, 2 up-to-date", 1),
    ("s", "Gradle 9 больше не подкладывает junit-platform-launcher сам. Его нужно объявить в testRuntimeOnly."),
    ("e", "/home/dmitry/sklad/build.gradle.kts", "    testImplementation(\"org.junit.jupiter:junit-jupiter\")\n", "    testImplementation(\"org.junit.jupiter:junit-jupiter\")\n    testRuntimeOnly(\"org.junit.platform:junit-platform-launcher\")\n"),
    ("b", C, "> Task :compileJava UP-TO-DATE\n> Task :compileTestJava UP-TO-DATE\n> Task :test\n\nBUILD SUCCESSFUL in 7s\n3 actionable tasks: 1 executed, 2 up-to-date"),
    ("s", "Тесты снова запускаются и проходят. Зависимость добавлена в build.gradle.kts.")],
    cmd=C, err=E, change="testRuntimeOnly(\"org.junit.platform:junit-platform-launcher\")", groups=[["Failed to load JUnit Platform"], ["junit-platform-launcher"]],
    kind="bugfix", traps=["* What went wrong:", "BUILD FAILED in 4s"], lang="ru", note="Launcher declared for Gradle 9.")

C = "cargo test --test parse_cases"
E = "error[E0433]: failed to resolve: use of undeclared crate or module `rstest`"
mem("cargo_rstest_dev_dependency", "cargo", S, "rstest_dev_dep", "/home/owen/logfmt", lambda rng: [
    ("u", "rewrote the parser tests as table cases with #[rstest], now cargo test won't compile them"),
    ("b", C, "   Compiling logfmt v0.3.1 (/home/owen/logfmt)\n" + E + "\n --> tests/parse_cases.rs:1:5\n  |\n1 | use rstest::rstest;\n  |     ^^^^^^ use of undeclared crate or module `rstest`\n\nerror: cannot find attribute `rstest` in this scope\n --> tests/parse_cases.rs:4:3\n  |\n4 | #[rstest]\n  |   ^^^^^^\n\nFor more information about this error, try `rustc --explain E0433`.\nerror: could not compile `logfmt` (test \"parse_cases\") due to 2 previous errors", 101),
    ("s", "rstest isn't in Cargo.toml. It only belongs in dev-dependencies."),
    ("b", "cargo add --dev rstest@0.23", "    Updating crates.io index\n      Adding rstest v0.23.0 to dev-dependencies\n             Features:\n             + async-timeout\n             + crate-name\n    Updating crates.io index\n     Locking 12 packages to latest compatible versions"),
    ("b", C, "   Compiling rstest_macros v0.23.0\n   Compiling rstest v0.23.0\n   Compiling logfmt v0.3.1 (/home/owen/logfmt)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.02s\n     Running tests/parse_cases.rs (target/debug/deps/parse_cases-4be1c0a99e1f2d37)\n\nrunning 9 tests\n.........\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"),
    ("s", "9 passed. rstest is a dev-dependency now.")],
    cmd=C, err=E, change="cargo add --dev rstest", groups=[["undeclared crate or module `rstest`"], ["cargo add --dev rstest", "dev-dependencies"]],
    kind="bugfix", traps=["For more information about this error, try `rustc --explain E0433`."], note="Dev dependency added.")

C = "dotnet test"
E = "No test is available in /home/agnieszka/Faktury/tests/Faktury.Tests/bin/Debug/net8.0/Faktury.Tests.dll. Make sure that test discoverer & executors are registered and platform & framework version settings are appropriate and try again."
mem("dotnet_xunit_runner_missing_pl", "dotnet", S, "xunit_adapter", "/home/agnieszka/Faktury", lambda rng: [
    ("u", "Założyłam projekt testowy ręcznie (nie z szablonu) i dotnet test nie widzi żadnych testów."),
    ("b", C, "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Faktury -> /home/agnieszka/Faktury/src/Faktury/bin/Debug/net8.0/Faktury.dll\n  Faktury.Tests -> /home/agnieszka/Faktury/tests/Faktury.Tests/bin/Debug/net8.0/Faktury.Tests.dll\nTest run for /home/agnieszka/Faktury/tests/Faktury.Tests/bin/Debug/net8.0/Faktury.Tests.dll (.NETCoreApp,Version=v8.0)\nVSTest version 17.11.1 (x64)\n\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n" + E + "\nAdditionally, path to test adapters can be specified using /TestAdapterPath command. Example  /TestAdapterPath:<pathToCustomAdapters>.", 1),
    ("r", "/home/agnieszka/Faktury/tests/Faktury.Tests/Faktury.Tests.csproj", "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <IsTestProject>true</IsTestProject>\n  </PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include=\"xunit\" Version=\"2.9.2\" />\n    <PackageReference Include=\"Microsoft.NET.Test.Sdk\" Version=\"17.11.1\" />\n  </ItemGroup>\n</Project>"),
    ("s", "Brakuje adaptera xunit.runner.visualstudio - bez niego VSTest nie wykrywa testów xUnit. Dodaję pakiet do projektu testowego."),
    ("b", "dotnet add tests/Faktury.Tests package xunit.runner.visualstudio --version 2.8.2", "  Determining projects to restore...\ninfo : Adding PackageReference for package 'xunit.runner.visualstudio' into project 'tests/Faktury.Tests/Faktury.Tests.csproj'.\ninfo : PackageReference for package 'xunit.runner.visualstudio' version '2.8.2' added to file 'tests/Faktury.Tests/Faktury.Tests.csproj'."),
    ("b", C, "  Determining projects to restore...\n  Restored /home/agnieszka/Faktury/tests/Faktury.Tests/Faktury.Tests.csproj (in 412 ms).\n  Faktury.Tests -> /home/agnieszka/Faktury/tests/Faktury.Tests/bin/Debug/net8.0/Faktury.Tests.dll\nTest run for /home/agnieszka/Faktury/tests/Faktury.Tests/bin/Debug/net8.0/Faktury.Tests.dll (.NETCoreApp,Version=v8.0)\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:    23, Skipped:     0, Total:    23, Duration: 61 ms - Faktury.Tests.dll (net8.0)"),
    ("s", "23 testy przechodzą. Adapter jest w Faktury.Tests.csproj.")],
    cmd=C, err=E, change="xunit.runner.visualstudio", groups=[["No test is available in", "test discoverer & executors are registered"], ["xunit.runner.visualstudio"]],
    kind="bugfix", traps=["Additionally, path to test adapters can be specified using /TestAdapterPath command. Example  /TestAdapterPath:<pathToCustomAdapters>."],
    lang="pl", note="xUnit adapter added to the test project.")
