"""Sessions with one memory, part c: the runner's own configuration - a transform or module mapper missing, the
test environment, an environment variable the tests need, a file not collected because of its name or path, a
build flag the test target needs (`runner_config`, 9)."""

from __future__ import annotations

from kit import mem

S = "runner_config"

C = "npx jest src/share"
E = "SyntaxError: Unexpected token 'export'"
mem("jest_esm_dependency_transform", "jest", S, "transform_ignore_patterns", "/home/priya/linkbox", lambda rng: [
    ("u", "switched the short-id helper to nanoid v5 and now the share tests explode in jest"),
    ("b", C, " FAIL  src/share/link.test.ts\n  ● Test suite failed to run\n\n    Jest encountered an unexpected token\n\n    Jest failed to parse a file. This happens e.g. when your code or its dependencies use non-standard JavaScript syntax, or when Jest is not configured to support such syntax.\n\n    Out of the box Jest supports Babel, which will be used to transform your files into valid JS based on your Babel configuration.\n\n    By default \"node_modules\" folder is ignored by transformers.\n\n    Details:\n\n    /home/priya/linkbox/node_modules/nanoid/index.js:1\n    ({\"Object.<anonymous>\":function(module,exports,require,__dirname,__filename,jest){import { webcrypto as crypto } from 'node:crypto'\n                                                                                      ^^^^^^\n\n    " + E + "\n\n      1 | import { nanoid } from 'nanoid';\n        | ^\n\nTest Suites: 1 failed, 1 total\nTests:       0 total", 1),
    ("s", "nanoid 5 ships ESM only, and jest skips transforming node_modules by default. Rather than pin nanoid back, I'll let babel-jest transform that one package."),
    ("e", "/home/priya/linkbox/jest.config.js", "  testEnvironment: 'node',\n", "  testEnvironment: 'node',\n  transformIgnorePatterns: ['/node_modules/(?!nanoid/)'],\n"),
    ("b", C, " PASS  src/share/link.test.ts\n PASS  src/share/expiry.test.ts\n\nTest Suites: 2 passed, 2 total\nTests:       14 passed, 14 total\nSnapshots:   0 total\nTime:        2.118 s"),
    ("s", "Passing. jest.config.js now transforms nanoid.")],
    cmd=C, err=E, change="transformIgnorePatterns: ['/node_modules/(?!nanoid/)']", groups=[["Unexpected token 'export'", "nanoid/index.js"], ["transformIgnorePatterns"]],
    kind="bugfix", traps=["Jest encountered an unexpected token", "● Test suite failed to run"],
    note="Indented jest line; the decoys are jest's generic header lines.")

C = "npx jest src/carrinho"
E = "Cannot find module '@/lib/dinheiro' from 'src/carrinho/total.test.ts'"
mem("jest_module_name_mapper_alias_pt", "jest", S, "module_name_mapper", "/home/joao/loja-web", lambda rng: [
    ("u", "O tsc e o build aceitam o alias @/ mas o jest não encontra os módulos."),
    ("b", C, " FAIL  src/carrinho/total.test.ts\n  ● Test suite failed to run\n\n    " + E + "\n\n    Require stack:\n      src/carrinho/total.ts\n      src/carrinho/total.test.ts\n\n    > 1 | import { somar } from '@/lib/dinheiro';\n        | ^\n\n      at Resolver._throwModNotFoundError (node_modules/jest-resolve/build/resolver.js:427:11)\n\nTest Suites: 1 failed, 1 total\nTests:       0 total\nSnapshots:   0 total\nTime:        0.94 s", 1),
    ("s", "O alias vem do `paths` do tsconfig, que o jest não lê. Falta o moduleNameMapper equivalente."),
    ("e", "/home/joao/loja-web/jest.config.ts", "  preset: 'ts-jest',\n", "  preset: 'ts-jest',\n  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },\n"),
    ("b", C, " PASS  src/carrinho/total.test.ts\n PASS  src/carrinho/frete.test.ts\n\nTest Suites: 2 passed, 2 total\nTests:       17 passed, 17 total\nSnapshots:   0 total\nTime:        1.733 s"),
    ("s", "Passou. O mapeamento do alias está no jest.config.ts.")],
    cmd=C, err=E, change="moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' }", groups=[["Cannot find module '@/lib/dinheiro'"], ["moduleNameMapper"]],
    kind="bugfix", traps=["● Test suite failed to run"], lang="pt", note="Indented jest line; alias mapped.")

C = "npx vitest run src/components"
E = "ReferenceError: document is not defined"
mem("vitest_environment_jsdom_it", "vitest", S, "test_environment", "/home/marco/prenotazioni", lambda rng: [
    ("u", "Ho aggiunto i primi test dei componenti React, ma falliscono tutti con document non definito."),
    ("b", C, "\n RUN  v2.1.8 /home/marco/prenotazioni\n\n ❯ src/components/Calendario.test.tsx (3 tests | 3 failed) 12ms\n   × Calendario > mostra i giorni del mese 6ms\n     → document is not defined\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 3 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/components/Calendario.test.tsx > Calendario > mostra i giorni del mese\n" + E + "\n ❯ render node_modules/@testing-library/react/dist/pure.js:257:5\n\n Test Files  1 failed (1)\n      Tests  3 failed (3)", 1),
    ("b", "npm ls jsdom", "prenotazioni@0.2.0 /home/marco/prenotazioni\n└── jsdom@25.0.1"),
    ("s", "jsdom è installato, ma vitest usa l'ambiente node di default. Imposto environment: 'jsdom' in vitest.config.ts."),
    ("e", "/home/marco/prenotazioni/vitest.config.ts", "  test: {\n", "  test: {\n    environment: 'jsdom',\n"),
    ("b", C, "\n RUN  v2.1.8 /home/marco/prenotazioni\n\n ✓ src/components/Calendario.test.tsx (3 tests) 64ms\n ✓ src/components/Slot.test.tsx (5 tests) 41ms\n\n Test Files  2 passed (2)\n      Tests  8 passed (8)"),
    ("s", "Tutti verdi.")],
    cmd=C, err=E, change="environment: 'jsdom'", groups=[["document is not defined"], ["environment: 'jsdom'"]],
    kind="bugfix", lang="it", note="Test environment set in vitest.config.ts.")

C = "uv run pytest tests/webhooks"
E = "E   KeyError: 'PAYGATE_WEBHOOK_SECRET'"
mem("pytest_env_var_for_tests_tr", "pytest", S, "env_var", "/home/selin/odeme", lambda rng: [
    ("u", "Webhook testleri benim makinede geçiyor, yeni gelen arkadaşta conftest yüklenirken patlıyor. Aynı hatayı temiz bir kabukta görebilir misin?"),
    ("b", "env -u PAYGATE_WEBHOOK_SECRET " + C, "ImportError while loading conftest '/home/selin/odeme/tests/webhooks/conftest.py'.\ntests/webhooks/conftest.py:4: in <module>\n    from odeme.webhooks import imza\nsrc/odeme/webhooks/imza.py:6: in <module>\n    SECRET = os.environ[\"PAYGATE_WEBHOOK_SECRET\"]\n<frozen os>:714: in __getitem__\n    ???\n" + E, 4),
    ("s", "Bende geçmesinin sebebi kabuğumda bu değişkenin export edilmiş olması. Testler için sabit, sahte bir değeri pytest-env ile pyproject'e koyuyorum; gerçek secret repoya girmiyor."),
    ("b", "uv add --dev pytest-env", "Resolved 27 packages in 201ms\nInstalled 1 package in 4ms\n + pytest-env==1.1.5"),
    ("e", "/home/selin/odeme/pyproject.toml", "[tool.pytest.ini_options]\n", "[tool.pytest.ini_options]\nenv = [\"PAYGATE_WEBHOOK_SECRET=whsec_test_not_a_real_secret\"]\n"),
    ("b", "env -u PAYGATE_WEBHOOK_SECRET " + C, "============================= test session starts ==============================\nplugins: env-1.1.5\ncollected 12 items\n\ntests/webhooks/test_imza.py ............                                [100%]\n\n============================== 12 passed in 0.21s =============================="),
    ("s", "Değişken tanımlı değilken de 12 test geçiyor. Test değeri pyproject.toml'da, pytest-env dev bağımlılığı.")],
    cmd=C, err=E, passed="env -u PAYGATE_WEBHOOK_SECRET " + C, change='env = ["PAYGATE_WEBHOOK_SECRET=whsec_test_not_a_real_secret"]',
    groups=[["PAYGATE_WEBHOOK_SECRET"], ["pytest-env", "env = ["]], kind="bugfix",
    traps=["ImportError while loading conftest '/home/selin/odeme/tests/webhooks/conftest.py'."], lang="tr",
    note="The run without the shell's variable; a fake test value set via pytest-env.")

C = "npx jest src/para"
E = "No tests found, exiting with code 1"
mem("jest_test_file_not_matched_ja", "jest", S, "file_name_not_collected", "/home/aoi/kakei-web", lambda rng: [
    ("u", "src/para/ に新しくテストを書いたのに jest が見つけてくれません。"),
    ("b", C, E + "\nRun with `--passWithNoTests` to exit with code 0\nIn /home/aoi/kakei-web\n  214 files checked.\n  testMatch: **/__tests__/**/*.[jt]s?(x), **/?(*.)+(spec|test).[tj]s?(x) - 31 matches\n  testPathIgnorePatterns: /node_modules/ - 214 matches\n  testRegex:  - 0 matches\nPattern: src/para - 0 matches", 1),
    ("b", "ls src/para", "format.ts\nformat.tests.ts\nrounding.ts"),
    ("s", "ファイル名が format.tests.ts（tests の s が余分）なので testMatch に合いません。--passWithNoTests では隠れるだけなので、ファイル名を直します。"),
    ("b", "git mv src/para/format.tests.ts src/para/format.test.ts", ""),
    ("b", C, " PASS  src/para/format.test.ts\n  formatYen\n    ✓ 3桁区切り (3 ms)\n    ✓ マイナス (1 ms)\n    ✓ 小数の丸め (1 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       3 passed, 3 total\nSnapshots:   0 total\nTime:        0.811 s"),
    ("s", "3 件とも実行されて通りました。")],
    cmd=C, err=E, change="git mv src/para/format.tests.ts src/para/format.test.ts", groups=[["No tests found"], ["format.test.ts"]],
    kind="bugfix", traps=["Run with `--passWithNoTests` to exit with code 0"], lang="ja",
    note="The decoy is jest's --passWithNoTests advice; the file renamed.")

C = "pytest tests"
E = "import file mismatch:"
mem("pytest_duplicate_basename_uk", "pytest", S, "duplicate_basename", "/home/oksana/reiestr", lambda rng: [
    ("u", "Після того як я додала tests/api/test_utils.py, pytest падає на зборі тестів."),
    ("b", C, "============================= test session starts ==============================\ncollected 73 items / 1 error\n\n==================================== ERRORS ====================================\n____________________ ERROR collecting tests/api/test_utils.py ____________________\n" + E + "\nimported module 'test_utils' has this __file__ attribute:\n  /home/oksana/reiestr/tests/db/test_utils.py\nwhich is not the same as the test file we want to collect:\n  /home/oksana/reiestr/tests/api/test_utils.py\nHINT: remove __pycache__ / .pyc files and/or use a unique basename for your test file modules\n=========================== short test summary info ============================\nERROR tests/api/test_utils.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!\n=============================== 1 error in 0.37s ===============================", 2),
    ("b", "find tests -name __pycache__ -prune -exec rm -rf {} +", ""),
    ("b", C, "============================= test session starts ==============================\ncollected 73 items / 1 error\n\n==================================== ERRORS ====================================\n____________________ ERROR collecting tests/api/test_utils.py ____________________\n" + E + "\nimported module 'test_utils' has this __file__ attribute:\n  /home/oksana/reiestr/tests/db/test_utils.py\nwhich is not the same as the test file we want to collect:\n  /home/oksana/reiestr/tests/api/test_utils.py\nHINT: remove __pycache__ / .pyc files and/or use a unique basename for your test file modules\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!\n=============================== 1 error in 0.35s ===============================", 2),
    ("s", "Кеш ні до чого: у tests/ немає __init__.py, тому два файли test_utils.py стають одним модулем. Даю новому файлу унікальну назву."),
    ("b", "git mv tests/api/test_utils.py tests/api/test_api_utils.py", ""),
    ("b", C, "============================= test session starts ==============================\ncollected 79 items\n\ntests/api/test_api_utils.py ......                                      [  7%]\ntests/db/test_utils.py .........                                        [ 18%]\ntests/test_reiestr.py ................................................. [ 80%]\n................                                                         [100%]\n\n============================== 79 passed in 1.64s =============================="),
    ("s", "79 пройдено, збір працює.")],
    cmd=C, err=E, change="git mv tests/api/test_utils.py tests/api/test_api_utils.py", tries=["find tests -name __pycache__ -prune -exec rm -rf {} +"],
    groups=[["import file mismatch"], ["test_api_utils.py", "unique basename"]], kind="bugfix",
    traps=["!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!"], lang="uk",
    note="The cache clear did nothing; the duplicate basename renamed.")

C = "make test"
E = "go: -race requires cgo; enable cgo by setting CGO_ENABLED=1"
mem("make_go_test_race_cgo_es", "go", S, "cgo_disabled", "/home/diego/cobros", lambda rng: [
    ("u", "Desde que pusimos builds estáticos, make test falla en local y en CI."),
    ("b", C, "go test -race -count=1 ./...\n" + E + "\nmake: *** [Makefile:21: test] Error 2", 2),
    ("r", "/home/diego/cobros/Makefile", "export CGO_ENABLED=0\nGOFLAGS=-trimpath\n\nbuild:\n\tgo build -o bin/cobros ./cmd/cobros\n\ntest:\n\tgo test -race -count=1 ./...\n"),
    ("s", "El `export CGO_ENABLED=0` global del Makefile afecta también al objetivo test, y -race necesita cgo. Lo limito al build y activo cgo en test."),
    ("e", "/home/diego/cobros/Makefile", "export CGO_ENABLED=0\nGOFLAGS=-trimpath\n\nbuild:\n\tgo build -o bin/cobros ./cmd/cobros\n\ntest:\n\tgo test -race -count=1 ./...\n", "GOFLAGS=-trimpath\n\nbuild:\n\tCGO_ENABLED=0 go build -o bin/cobros ./cmd/cobros\n\ntest:\n\tCGO_ENABLED=1 go test -race -count=1 ./...\n"),
    ("b", C, "CGO_ENABLED=1 go test -race -count=1 ./...\nok  \tgitlab.example/diego/cobros/internal/cargos\t1.204s\nok  \tgitlab.example/diego/cobros/internal/clientes\t0.388s\n?   \tgitlab.example/diego/cobros/cmd/cobros\t[no test files]"),
    ("s", "Pasa. El binario sigue siendo estático y los tests corren con el detector de carreras.")],
    cmd=C, err=E, change="CGO_ENABLED=1 go test -race", groups=[["-race requires cgo"], ["CGO_ENABLED=1 go test"]],
    kind="bugfix", traps=["make: *** [Makefile:21: test] Error 2"], lang="es", note="CGO scoped per target in the Makefile.")

C = "cargo test --test golden"
E = "FIXTURES_DIR must be set: NotPresent"
mem("cargo_test_env_config_toml_ko", "cargo", S, "cargo_env", "/home/hyun/tiler", lambda rng: [
    ("u", "golden 테스트가 제 셸에서는 되는데 새 터미널에서는 panic 합니다."),
    ("b", C, "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.21s\n     Running tests/golden.rs (target/debug/deps/golden-9c1e04b7d2a3f611)\n\nrunning 4 tests\ntest renders_empty_tile ... FAILED\n\nfailures:\n\n---- renders_empty_tile stdout ----\n\nthread 'renders_empty_tile' panicked at tests/golden.rs:11:46:\n" + E + "\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\ntest result: FAILED. 0 passed; 4 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nerror: test failed, to rerun pass `--test golden`", 101),
    ("s", "FIXTURES_DIR 는 제 .envrc 에만 있었습니다. 리포지토리 안에서 고정되도록 .cargo/config.toml 의 [env] 에 상대 경로로 둡니다."),
    ("w", "/home/hyun/tiler/.cargo/config.toml", "[env]\nFIXTURES_DIR = { value = \"tests/fixtures\", relative = true }\n"),
    ("b", C, "   Compiling tiler v0.6.0 (/home/hyun/tiler)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.88s\n     Running tests/golden.rs (target/debug/deps/golden-9c1e04b7d2a3f611)\n\nrunning 4 tests\n....\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s"),
    ("s", "통과합니다. 이제 셸 환경과 무관하게 동작해요.")],
    cmd=C, err=E, change='FIXTURES_DIR = { value = "tests/fixtures", relative = true }', groups=[["FIXTURES_DIR must be set"], ["relative = true", ".cargo/config.toml"]],
    kind="bugfix", traps=["error: test failed, to rerun pass `--test golden`"], lang="ko", note="Env var set in .cargo/config.toml.")

C = "vendor/bin/phpunit"
E = 'PHP Fatal error:  Uncaught Error: Class "Tests\\Support\\ApiTestCase" not found in /home/lea/atelier/tests/Api/PanierTest.php:9'
mem("phpunit_autoload_dev_missing_fr", "phpunit", S, "autoload_dev", "/home/lea/atelier", lambda rng: [
    ("u", "J'ai déplacé la classe de base des tests API dans tests/Support et phpunit ne la trouve plus."),
    ("b", C, E + "\nStack trace:\n#0 /home/lea/atelier/vendor/phpunit/phpunit/src/Runner/TestSuiteLoader.php(51): require_once()\n#1 {main}\n  thrown in /home/lea/atelier/tests/Api/PanierTest.php on line 9", 255),
    ("b", "grep -n -A4 autoload-dev composer.json", "", 1),
    ("s", "composer.json n'a pas de section autoload-dev : les classes de tests/ n'étaient chargées que parce qu'elles étaient à côté des tests. J'ajoute le namespace Tests\\ et je régénère l'autoloader."),
    ("e", "/home/lea/atelier/composer.json", "    \"autoload\": {\n        \"psr-4\": { \"Atelier\\\\\": \"src/\" }\n    },\n", "    \"autoload\": {\n        \"psr-4\": { \"Atelier\\\\\": \"src/\" }\n    },\n    \"autoload-dev\": {\n        \"psr-4\": { \"Tests\\\\\": \"tests/\" }\n    },\n"),
    ("b", "composer dump-autoload", "Generating autoload files\nGenerated autoload files"),
    ("b", C, "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\nConfiguration: /home/lea/atelier/phpunit.xml\n\n.............................                                     29 / 29 (100%)\n\nTime: 00:00.412, Memory: 16.00 MB\n\nOK (29 tests, 71 assertions)"),
    ("s", "OK, 29 tests. L'autoload-dev est dans composer.json.")],
    cmd=C, err=E, change='"autoload-dev"', groups=[['Class "Tests\\Support\\ApiTestCase" not found'], ["autoload-dev"]],
    kind="bugfix", traps=["  thrown in /home/lea/atelier/tests/Api/PanierTest.php on line 9".strip()], lang="fr",
    note="PSR-4 autoload-dev added.")
