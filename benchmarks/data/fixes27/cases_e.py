"""Sessions without memory (24): a pass by chance (`flaky_pass`, 3), the session ends failing (`ends_failing`, 3),
an unrelated change and the same failure (`unrelated_change`, 2), a failure that was the point
(`expected_failure`, 2), fixed outside by the user (`fixed_outside`, 2), only another command passed
(`other_command_passed`, 2), the failing test skipped or deleted (`test_skipped`, 3), the run narrowed past the
failure (`run_narrowed`, 3), every timeout raised (`limits_raised`, 2) and every snapshot rewritten without a look
(`snapshots_blind`, 2)."""

from __future__ import annotations

from kit import none

S = "flaky_pass"

C = "npx playwright test tests/suche.spec.ts"
E = "Test timeout of 30000ms exceeded."
none("playwright_timeout_once_rerun_de", "playwright", S, "one_off_timeout", "/home/moritz/katalog", lambda rng: [
    ("u", "Der Such-Test ist gerade einmal rot gewesen, lokal. Schau mal kurz."),
    ("b", C, "\nRunning 3 tests using 3 workers\n\n  1) [chromium] › tests/suche.spec.ts:9:5 › Suche › filtert nach Marke ──────────────────────\n\n    " + E + "\n\n    Error: locator.click: Test timeout of 30000ms exceeded.\n    Call log:\n      - waiting for getByRole('checkbox', { name: 'Marke: Nordlicht' })\n\n  1 failed\n  2 passed (34.2s)", 1),
    ("b", "ls test-results", "suche-Suche-filtert-nach-Marke-chromium"),
    ("b", C, "\nRunning 3 tests using 3 workers\n\n  3 passed (6.4s)"),
    ("s", "Beim zweiten Lauf grün, ohne Änderung. Die Laptop-Last war beim ersten Lauf hoch (Docker-Build nebenher); ich habe nichts angepasst.")],
    cmd=C, err=E, not_fix=C, passed=C, lang="de", note="A rerun only.")

C = "go test ./internal/httpapi/..."
E = "    server_test.go:33: listen tcp 127.0.0.1:18080: bind: address already in use"
none("go_test_fixed_port_collision_rerun_ja", "go", S, "port_collision_once", "/home/sho/kaikei", lambda rng: [
    ("u", "httpapi のテストがたまに落ちます。今ちょうど落ちました。"),
    ("b", C, "--- FAIL: TestHealth (0.00s)\n" + E + "\nFAIL\nFAIL\tgithub.example/sho/kaikei/internal/httpapi\t0.011s\nFAIL", 1),
    ("b", "ss -ltnp 'sport = :18080'", "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process"),
    ("b", C, "ok  \tgithub.example/sho/kaikei/internal/httpapi\t0.029s"),
    ("s", "今はポートは空いていて、再実行で通りました。別パッケージのテストが同時に同じ固定ポートを使ったのかもしれませんが、今回は何も変更していません。")],
    cmd=C, err=E, not_fix=C, passed=C, lang="ja", note="A rerun only; the fixed port stays.")

C = "gh run view 61200457 --log-failed"
E = "CypressError: Timed out retrying after 4000ms: Expected to find element: `[data-cy=contador-carrito]`, but never found it."
none("cypress_ci_flake_rerun_es", "cypress", S, "ci_flake", "/home/andrea/mercado", lambda rng: [
    ("u", "El job de cypress falló en el PR, run 61200457. No toqué el carrito."),
    ("b", C, "\n".join(f"cypress\tRun cypress-io/github-action@v6\t2027-05-20T11:02:{40 + i:02d}.{rng.randint(1000, 9999)}Z {x}" for i, x in enumerate([
        "  1) carrito", "       muestra el contador:", "     " + E, "  1 failing", "##[error]Process completed with exit code 1."]))),
    ("b", "gh run rerun 61200457 --failed", "✓ Requested rerun (failed jobs) of run 61200457"),
    ("b", "gh run watch 61200457 --exit-status", "✓ feat/cupones CI · 61200457\n\nJOBS\n✓ cypress in 4m02s (ID 90011873302)\n\n✓ Run CI (61200457) completed with 'success'"),
    ("s", "Con el reintento pasa. Es un test inestable conocido; no hay cambio que guardar.")],
    cmd=C, err=E, not_fix="gh run rerun 61200457 --failed", passed="gh run watch 61200457 --exit-status", lang="es",
    note="A CI rerun only.")

S = "ends_failing"

C = "docker compose run --rm e2e npx cypress run"
E = "/home/node/.cache/Cypress/13.16.0/Cypress/Cypress: error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or directory"
none("cypress_alpine_libs_gives_up_fr", "cypress", S, "alpine_image", "/home/hugo/billetterie", lambda rng: [
    ("u", "Je voulais faire tourner cypress dans notre image node:20-alpine pour aller plus vite."),
    ("b", C, "It looks like this is your first time using Cypress: 13.16.0\n\nCypress failed to start.\n\nThis may be due to a missing library or dependency. https://on.cypress.io/required-dependencies\n\n----------\n\n" + E + "\n\n----------\n\nPlatform: linux-x64 (Alpine Linux - 3.20.3)", 1),
    ("e", "/home/hugo/billetterie/e2e.Dockerfile", "RUN npm ci\n", "RUN apk add --no-cache nss gtk+3.0 xvfb\nRUN npm ci\n"),
    ("b", "docker compose build e2e && docker compose run --rm e2e npx cypress run", "Cypress failed to start.\n\n----------\n\n/home/node/.cache/Cypress/13.16.0/Cypress/Cypress: Error relocating /home/node/.cache/Cypress/13.16.0/Cypress/Cypress: __libc_single_threaded: symbol not found\n\n----------\n\nPlatform: linux-x64 (Alpine Linux - 3.20.3)", 1),
    ("s", "Le binaire Cypress est compilé pour glibc, Alpine utilise musl : ce n'est pas supporté. Il faudrait repartir de l'image cypress/included ou d'une base Debian."),
    ("u", "Ok, on garde le job actuel pour l'instant, je n'ai pas le temps aujourd'hui. Annule le Dockerfile.")],
    cmd=C, err=E, not_fix="RUN apk add --no-cache nss gtk+3.0 xvfb", lang="fr", note="Nothing passes; the user stops.")

C = "./gradlew integrationTest"
E = "java.lang.IllegalStateException: Could not find a valid Docker environment. Please see logs and check configuration"
none("gradle_testcontainers_podman_gives_up_pl", "gradle", S, "podman_socket", "/home/kasia/magazyn", lambda rng: [
    ("u", "Na nowym laptopie mam podmana zamiast dockera. Testy integracyjne z Testcontainers nie startują."),
    ("b", C, "> Task :integrationTest\n\nMagazynRepositoryIT > initializationError FAILED\n    " + E + "\n        at org.testcontainers.dockerclient.DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:274)\n\n1 test completed, 1 failed\n\nFAILURE: Build failed with an exception.", 1),
    ("b", "DOCKER_HOST=unix:///run/user/1000/podman/podman.sock ./gradlew integrationTest", "> Task :integrationTest\n\nMagazynRepositoryIT > initializationError FAILED\n    " + E + "\n\n1 test completed, 1 failed", 1),
    ("s", "Gniazdo podmana nie istnieje - usługa podman.socket użytkownika nie jest włączona, a Ryuk w trybie rootless wymaga jeszcze TESTCONTAINERS_RYUK_DISABLED albo uprawnień. To konfiguracja maszyny."),
    ("u", "Dobra, zostawiam to, jutro admin ustawi mi dockera. Na dziś wystarczy.")],
    cmd=C, err=E, not_fix="DOCKER_HOST=unix:///run/user/1000/podman/podman.sock", lang="pl", note="Nothing passes; the user stops.")

C = "bundle exec rspec spec/system"
E = "Selenium::WebDriver::Error::SessionNotCreatedError:"
none("rspec_chromedriver_mismatch_gives_up", "rspec", S, "driver_version", "/home/grace/clinicbook", lambda rng: [
    ("u", "system specs are dead after the OS update, chrome and chromedriver disagree I think"),
    ("b", C, "F\n\nFailures:\n\n  1) Booking a slot as a patient\n     Failure/Error: visit root_path\n\n     " + E + "\n       session not created: This version of ChromeDriver only supports Chrome version 124\n       Current browser version is 131.0.6778.85 with binary path /usr/bin/google-chrome\n\nFinished in 0.91 seconds (files took 2.2 seconds to load)\n1 example, 1 failure", 1),
    ("b", "which -a chromedriver", "/usr/local/bin/chromedriver\n/home/grace/.webdrivers/chromedriver"),
    ("s", "There's an old chromedriver 124 in /usr/local/bin shadowing the one Selenium Manager would fetch. Removing it needs sudo."),
    ("b", "rm /usr/local/bin/chromedriver", "rm: cannot remove '/usr/local/bin/chromedriver': Permission denied", 1),
    ("u", "leave it, I'll ask IT tomorrow, I don't have sudo on this box. stop here.")],
    cmd=C, err=E, not_fix="rm /usr/local/bin/chromedriver", note="Nothing passes; the user stops.")

S = "unrelated_change"

C = "npx jest src/jangbaguni"
E = "Cannot find module '~/api/client' from 'src/jangbaguni/sync.ts'"
none("jest_clear_cache_alias_ko", "jest", S, "cache_clear", "/home/sumin/jangbo", lambda rng: [
    ("u", "장바구니 동기화 테스트가 모듈을 못 찾는대요."),
    ("b", C, " FAIL  src/jangbaguni/sync.test.ts\n  ● Test suite failed to run\n\n    " + E + "\n\n    Require stack:\n      src/jangbaguni/sync.ts\n      src/jangbaguni/sync.test.ts\n\nTest Suites: 1 failed, 1 total", 1),
    ("s", "jest 캐시 문제일 수 있으니 캐시를 지워 볼게요."),
    ("b", "npx jest --clearCache", "Cleared /tmp/jest_rs"),
    ("b", C, " FAIL  src/jangbaguni/sync.test.ts\n  ● Test suite failed to run\n\n    " + E + "\n\nTest Suites: 1 failed, 1 total", 1),
    ("s", "캐시는 원인이 아니었습니다. ~/ 별칭이 jest 설정에 없는 것 같은데, 설정 파일을 먼저 확인해야겠어요."),
    ("u", "오늘은 여기까지 할게요.")],
    cmd=C, err=E, not_fix="npx jest --clearCache", lang="ko", note="A cache clear; the same failure.")

C = "pytest tests/views"
E = "E       fixture 'db' not found"
none("pytest_upgrade_pytest_db_fixture_tr", "pytest", S, "pytest_upgrade", "/home/kerem/kutuphane", lambda rng: [
    ("u", "View testleri db fixture'ını bulamıyor."),
    ("b", C, "==================================== ERRORS ====================================\n____________________ ERROR at setup of test_kitap_listesi _____________________\nfile /home/kerem/kutuphane/tests/views/test_kitap.py, line 4\n  def test_kitap_listesi(db, client):\n" + E + "\n=========================== short test summary info ============================\nERROR tests/views/test_kitap.py::test_kitap_listesi\n============================== 1 error in 0.04s ================================", 1),
    ("s", "pytest sürümü eski olabilir, güncelliyorum."),
    ("b", "pip install -U pytest", "Requirement already satisfied: pytest in ./.venv/lib/python3.12/site-packages (8.3.4)"),
    ("b", C, "==================================== ERRORS ====================================\n____________________ ERROR at setup of test_kitap_listesi _____________________\n" + E + "\n============================== 1 error in 0.04s ================================", 1),
    ("s", "Sürümle ilgisi yokmuş; db fixture'ı pytest-django'dan gelir ve o kurulu değil gibi görünüyor."),
    ("u", "Tamam, yarın requirements'ı ekiple konuşuruz.")],
    cmd=C, err=E, not_fix="pip install -U pytest", lang="tr", note="An unrelated upgrade; the same failure.")

S = "expected_failure"

C = "pytest tests/test_siti.py"
E = "'fumo_typo' not found in `markers` configuration option"
none("pytest_strict_markers_gate_probe_it", "pytest", S, "gate_probe", "/home/chiara/siti", lambda rng: [
    ("u", "Voglio verificare che --strict-markers blocchi davvero un marker scritto male. Aggiungi un marker sbagliato di proposito a un test e lancia pytest."),
    ("e", "/home/chiara/siti/tests/test_siti.py", "@pytest.mark.fumo\ndef test_homepage", "@pytest.mark.fumo_typo\ndef test_homepage"),
    ("b", C, "collected 0 items / 1 error\n\n==================================== ERRORS ====================================\n____________________ ERROR collecting tests/test_siti.py _____________________\n" + E + "\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!\n=============================== 1 error in 0.12s ===============================", 2),
    ("s", "Come previsto: il controllo blocca il marker non registrato. Ripristino il test."),
    ("e", "/home/chiara/siti/tests/test_siti.py", "@pytest.mark.fumo_typo\ndef test_homepage", "@pytest.mark.fumo\ndef test_homepage"),
    ("u", "Perfetto, è quello che volevo vedere.")],
    cmd=C, err=E, not_fix="@pytest.mark.fumo_typo", lang="it", note="The failure was the point of the probe.")

C = "cargo test --test db_roundtrip"
E = "ROUTEPLANNER_TEST_DSN is not set; integration tests need a database (see CONTRIBUTING.md)"
none("cargo_env_guard_message_check_nl", "cargo", S, "guard_message", "/home/joost/routeplanner", lambda rng: [
    ("u", "Ik heb de foutmelding voor een ontbrekende ROUTEPLANNER_TEST_DSN verbeterd. Draai de test zonder die variabele, ik wil zien dat de melding klopt."),
    ("b", "unset ROUTEPLANNER_TEST_DSN", ""),
    ("b", C, "running 3 tests\ntest roundtrip_route ... FAILED\n\nfailures:\n\n---- roundtrip_route stdout ----\n\nthread 'roundtrip_route' panicked at tests/db_roundtrip.rs:9:10:\n" + E + "\n\ntest result: FAILED. 0 passed; 3 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", 101),
    ("s", "De melding verschijnt zoals bedoeld, met de verwijzing naar CONTRIBUTING.md."),
    ("u", "Mooi, precies zo.")],
    cmd=C, err=E, not_fix="unset ROUTEPLANNER_TEST_DSN", lang="nl", note="The failure was the point of the check.")

S = "fixed_outside"

C = "npx playwright test --config playwright.staging.config.ts"
E = "Error: page.goto: net::ERR_NAME_NOT_RESOLVED at https://staging.butik.example/"
none("playwright_staging_vpn_outside_sv", "playwright", S, "vpn", "/home/elsa/butik", lambda rng: [
    ("u", "Röktesterna mot staging går inte alls i dag."),
    ("b", C, "\nRunning 6 tests using 2 workers\n\n  1) [chromium] › smoke/start.spec.ts:4:5 › startsidan laddar ──────────────────────\n\n    " + E + "\n    Call log:\n      - navigating to \"https://staging.butik.example/\", waiting until \"load\"\n\n  6 failed", 1),
    ("b", "getent hosts staging.butik.example", "", 2),
    ("s", "Namnet går inte att slå upp. staging.butik.example finns bara i den interna DNS:en bakom VPN:et."),
    ("u", "Ja, jag hade inte kopplat upp VPN:et. Nu är jag ansluten till VPN, kör igen."),
    ("b", C, "\nRunning 6 tests using 2 workers\n\n  6 passed (14.2s)"),
    ("s", "Alla 6 passerar.")],
    cmd=C, err=E, not_fix="ansluten till VPN", passed=C, lang="sv", note="The user connected the VPN outside the session.")

C = "dotnet test"
E = "/home/taras/Kvytok/tests/Kvytok.Tests/Kvytok.Tests.csproj : error NU1301: Unable to load the service index for source https://pkgs.kvytok.example/nuget/v3/index.json."
none("dotnet_test_feed_token_outside_uk", "dotnet", S, "feed_token", "/home/taras/Kvytok", lambda rng: [
    ("u", "dotnet test падає ще до збірки, на відновленні пакетів."),
    ("b", C, "  Determining projects to restore...\n" + E + "\n/home/taras/Kvytok/tests/Kvytok.Tests/Kvytok.Tests.csproj : error NU1301:   Response status code does not indicate success: 401 (Unauthorized).\n  Failed to restore /home/taras/Kvytok/tests/Kvytok.Tests/Kvytok.Tests.csproj (in 1.61 sec).", 1),
    ("s", "401 від приватного фіду - схоже, прострочений токен у credential provider. Оновити його можете лише ви."),
    ("u", "Так, токен закінчився. Я оновив токен у credential provider, пробуй."),
    ("b", C, "  Determining projects to restore...\n  Restored /home/taras/Kvytok/tests/Kvytok.Tests/Kvytok.Tests.csproj (in 2.3 sec).\n  Kvytok.Tests -> /home/taras/Kvytok/tests/Kvytok.Tests/bin/Debug/net8.0/Kvytok.Tests.dll\n\nPassed!  - Failed:     0, Passed:    41, Skipped:     0, Total:    41, Duration: 380 ms - Kvytok.Tests.dll (net8.0)"),
    ("s", "41 тест пройдено.")],
    cmd=C, err=E, not_fix="оновив токен", passed=C, lang="uk", note="The user renewed the feed token outside.")

S = "other_command_passed"

C = "npx playwright test"
E = "Error: page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:3000/entrar"
none("playwright_fails_vitest_passes_pt", "playwright", S, "unit_instead", "/home/rita/consultorio", lambda rng: [
    ("u", "Roda os testes antes do PR, por favor."),
    ("b", C, "\nRunning 11 tests using 4 workers\n\n  1) [chromium] › e2e/login.spec.ts:5:5 › login › entra com e-mail ──────────────────────\n\n    " + E + "\n\n  11 failed", 1),
    ("b", "npx vitest run", "\n RUN  v2.1.8 /home/rita/consultorio\n\n ✓ src/agenda/horarios.test.ts (14 tests) 22ms\n ✓ src/pacientes/cpf.test.ts (9 tests) 5ms\n\n Test Files  2 passed (2)\n      Tests  23 passed (23)"),
    ("s", "Os testes unitários passam (23). Os e2e precisam do app rodando em localhost:3000, que não está de pé aqui.")],
    cmd=C, err=E, not_fix="npx vitest run", passed="npx vitest run", lang="pt", note="Only the unit tests passed.")

C = "mvn verify"
E = "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-failsafe-plugin:3.5.2:verify (default) on project abonnements: There are test failures."
none("maven_verify_fails_test_passes_fr", "maven", S, "unit_instead", "/home/julien/abonnements", lambda rng: [
    ("u", "Vérifie que le build passe avant que je fusionne."),
    ("b", C, "[INFO] Tests run: 58, Failures: 0, Errors: 0, Skipped: 0\n[INFO] --- failsafe:3.5.2:integration-test (default) @ abonnements ---\n[ERROR] Tests run: 6, Failures: 0, Errors: 6, Skipped: 0, Time elapsed: 0.8 s <<< FAILURE! -- in fr.example.abonnements.FacturationIT\n[ERROR] fr.example.abonnements.FacturationIT.genereFacture -- Time elapsed: 0.2 s <<< ERROR!\njava.net.ConnectException: Connection refused\n" + E, 1),
    ("b", "mvn test", "[INFO] Tests run: 58, Failures: 0, Errors: 0, Skipped: 0\n[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n[INFO] ------------------------------------------------------------------------"),
    ("s", "Les 58 tests unitaires passent avec mvn test. Les tests d'intégration, eux, échouent faute de base.")],
    cmd=C, err="java.net.ConnectException: Connection refused", not_fix="mvn test", passed="mvn test", lang="fr",
    note="Only the unit tests passed.")

S = "test_skipped"

C = "pytest tests/test_fournisseur.py"
E = "E       fixture 'httpx_mock' not found"
none("pytest_skip_missing_fixture", "pytest", S, "mark_skip", "/home/ben/procure", lambda rng: [
    ("u", "the supplier client tests are erroring, I need CI green for the release branch in ten minutes"),
    ("b", C, "____________________ ERROR at setup of test_fetch_catalogue ____________________\n" + E + "\n=========================== short test summary info ============================\nERROR tests/test_fournisseur.py::test_fetch_catalogue\n============================== 1 error in 0.05s ================================", 1),
    ("e", "/home/ben/procure/tests/test_fournisseur.py", "def test_fetch_catalogue(httpx_mock):", "@pytest.mark.skip(reason=\"httpx_mock unavailable\")\ndef test_fetch_catalogue(httpx_mock):"),
    ("b", C, "tests/test_fournisseur.py s                                             [100%]\n\n============================== 1 skipped in 0.02s =============================="),
    ("s", "It's green for the release, but this only skips the test: the real problem is that pytest-httpx isn't installed. That still needs fixing after the release.")],
    cmd=C, err=E, not_fix="@pytest.mark.skip(reason=\"httpx_mock unavailable\")", passed=C, note="The test skipped, not fixed.")

C = "bundle exec rspec spec/system"
E = "Webdrivers::BrowserNotFound:"
none("rspec_delete_system_spec_zh", "rspec", S, "spec_deleted", "/home/chen/tushu", lambda rng: [
    ("u", "系统测试在新的 CI 镜像上跑不起来，先让它过。"),
    ("b", C, "F\n\nFailures:\n\n  1) 借书 流程\n     Failure/Error: visit root_path\n\n     " + E + "\n       Failed to find Chrome binary.\n\n1 example, 1 failure", 1),
    ("b", "git rm spec/system/jieshu_spec.rb", "rm 'spec/system/jieshu_spec.rb'"),
    ("b", C, "No examples found.\n\nFinished in 0.00002 seconds (files took 1.6 seconds to load)\n0 examples, 0 failures"),
    ("s", "现在是绿的，但只是因为唯一的系统测试被删掉了。CI 镜像里缺 Chrome 的问题还在，之后要把测试恢复。")],
    cmd=C, err=E, not_fix="git rm spec/system/jieshu_spec.rb", passed=C, lang="zh", note="The spec deleted, not fixed.")

C = "go test ./store/..."
E = "    pg_test.go:21: connect: dial tcp 127.0.0.1:5432: connect: connection refused"
none("go_test_t_skip_db_ko", "go", S, "t_skip", "/home/jaehyun/gyeolje", lambda rng: [
    ("u", "store 테스트가 실패해요. 일단 PR 올리게 통과만 시켜 주세요."),
    ("b", C, "--- FAIL: TestPaymentRepo_Insert (0.00s)\n" + E + "\nFAIL\nFAIL\tgithub.example/jaehyun/gyeolje/store\t0.006s\nFAIL", 1),
    ("e", "/home/jaehyun/gyeolje/store/pg_test.go", "func TestPaymentRepo_Insert(t *testing.T) {\n", "func TestPaymentRepo_Insert(t *testing.T) {\n\tt.Skip(\"needs postgres\")\n"),
    ("b", C, "ok  \tgithub.example/jaehyun/gyeolje/store\t0.004s"),
    ("u", "이건 건너뛴 거지 고친 게 아니네요. PR 설명에 남겨 둘게요.")],
    cmd=C, err=E, not_fix="t.Skip(\"needs postgres\")", passed=C, lang="ko", note="The test skipped, not fixed.")

S = "run_narrowed"

C = "pytest tests"
E = "E   KeyError: 'ZAHLUNG_API_KEY'"
none("pytest_k_not_payments_de", "pytest", S, "k_not", "/home/anja/abo", lambda rng: [
    ("u", "pytest bricht in den Zahlungstests ab. Ich brauche nur kurz grün für den Rest."),
    ("b", C, "ImportError while loading conftest '/home/anja/abo/tests/zahlung/conftest.py'.\ntests/zahlung/conftest.py:3: in <module>\n    API_KEY = os.environ[\"ZAHLUNG_API_KEY\"]\n" + E, 4),
    ("b", C + " -k \"not zahlung\" --ignore=tests/zahlung", "collected 112 items / 9 deselected / 103 selected\n\n============================ 103 passed, 9 deselected in 3.11s ============================"),
    ("s", "Ohne die Zahlungstests ist der Rest grün. Die fehlende Variable für die Zahlungstests ist damit aber nicht gelöst.")],
    cmd=C, err=E, not_fix="--ignore=tests/zahlung", passed=C + " -k \"not zahlung\" --ignore=tests/zahlung", lang="de",
    note="The failing folder deselected.")

C = "npx jest src/reports"
E = "No tests found, exiting with code 1"
none("jest_pass_with_no_tests_hides", "jest", S, "pass_with_no_tests", "/home/nina/metrics-ui", lambda rng: [
    ("u", "the reports job fails in the pre-push script, just make it pass"),
    ("b", C, E + "\nRun with `--passWithNoTests` to exit with code 0\nIn /home/nina/metrics-ui\n  188 files checked.\n  testMatch: **/__tests__/**/*.[jt]s?(x), **/?(*.)+(spec|test).[tj]s?(x) - 24 matches\nPattern: src/reports - 0 matches", 1),
    ("b", C + " --passWithNoTests", "No tests found, exiting with code 0"),
    ("s", "That exits 0 now, but only because jest finds no tests under src/reports at all - the report tests there are named *.tests.tsx and never run. Worth fixing properly.")],
    cmd=C, err=E, not_fix="--passWithNoTests", passed=C + " --passWithNoTests", note="The collection problem hidden.")

C = "mix test"
E = "** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused"
none("mix_test_exclude_integration_es", "mix", S, "exclude_tag", "/home/sergio/turnos", lambda rng: [
    ("u", "mix test falla con la base. Quiero ver al menos los tests que no la usan."),
    ("b", C, "Running ExUnit with seed: 120044, max_cases: 16\n\n  1) test reserva un turno (Turnos.ReservasTest)\n     test/turnos/reservas_test.exs:12\n     " + E + "\n\nFinished in 0.4 seconds\n37 tests, 12 failures", 2),
    ("b", "mix test --exclude integration", "Running ExUnit with seed: 9931, max_cases: 16\nExcluding tags: [:integration]\n\n.........................\nFinished in 0.2 seconds (0.2s async, 0.00s sync)\n37 tests, 0 failures, 12 excluded"),
    ("s", "Sin los de integración pasan 25. Los 12 excluidos siguen necesitando Postgres en marcha.")],
    cmd=C, err=E, not_fix="--exclude integration", passed="mix test --exclude integration", lang="es", note="The integration tag excluded.")

S = "limits_raised"

C = "go test ./..."
E = "panic: test timed out after 10m0s"
none("go_test_timeout_60m", "go", S, "global_timeout", "/home/liam/indexer", lambda rng: [
    ("u", "go test hits the 10 minute timeout in the indexer package"),
    ("b", C, "ok  \tgithub.example/liam/indexer/parse\t0.412s\n" + E + "\n\trunning tests:\n\t\tTestIndexer_Reindex (10m0s)\n\ngoroutine 27 [select]:\ngithub.example/liam/indexer/index.(*Client).waitHealthy(...)\nFAIL\tgithub.example/liam/indexer/index\t600.021s\nFAIL", 1),
    ("b", "go test -timeout 60m ./...", "ok  \tgithub.example/liam/indexer/parse\t0.398s\nok  \tgithub.example/liam/indexer/index\t1412.877s"),
    ("u", "23 minutes for one test isn't a fix, it's waiting on a health check that never comes up. let's look at waitHealthy tomorrow.")],
    cmd=C, err=E, not_fix="-timeout 60m", passed="go test -timeout 60m ./...", note="Every test's timeout raised.")

C = "npx playwright test"
E = "Test timeout of 30000ms exceeded while running \"beforeEach\" hook."
none("playwright_global_timeout_ru", "playwright", S, "global_timeout", "/home/ilya/kabinet", lambda rng: [
    ("u", "e2e падают по таймауту в beforeEach, сделай чтобы проходили."),
    ("b", C, "\nRunning 16 tests using 4 workers\n\n  1) [chromium] › e2e/profil.spec.ts:10:3 › профиль › меняет имя ─────────────────────\n\n    " + E + "\n\n  16 failed", 1),
    ("e", "/home/ilya/kabinet/playwright.config.ts", "export default defineConfig({\n", "export default defineConfig({\n  timeout: 300_000,\n"),
    ("b", C, "\nRunning 16 tests using 4 workers\n\n  16 passed (11.8m)"),
    ("s", "Проходят, но за 12 минут вместо одной: beforeEach каждый раз ждёт холодного старта dev-сервера. Это маскировка, а не исправление.")],
    cmd=C, err=E, not_fix="timeout: 300_000", passed=C, lang="ru", note="The global timeout raised.")

S = "snapshots_blind"

C = "npx jest"
E = "› 14 snapshots failed from 9 test suites. Inspect your code changes or run `npx jest -u` to update them."
none("jest_update_all_snapshots_tr", "jest", S, "update_all", "/home/deniz/panel", lambda rng: [
    ("u", "Snapshot testleri kırmızı, güncelle geçsin."),
    ("b", C, " FAIL  src/ui/Kart.test.tsx\n  ● Kart › başlık\n\n    expect(received).toMatchSnapshot()\n\n    - Snapshot  - 1\n    + Received  + 1\n\n    -     color: #1f2937;\n    +     color: #111827;\n\nSnapshot Summary\n " + E + "\n\nTest Suites: 9 failed, 21 passed, 30 total", 1),
    ("b", "npx jest -u", "Snapshot Summary\n › 14 snapshots updated from 9 test suites.\n\nTest Suites: 30 passed, 30 total"),
    ("b", C, "Test Suites: 30 passed, 30 total\nTests:       212 passed, 212 total\nSnapshots:   96 passed, 96 total"),
    ("s", "Hepsi yeşil. Ancak 14 snapshot'ı farklara bakmadan güncelledim; renk değişikliği (tema token'ı) kasıtlı mı bilmiyoruz."),
    ("u", "Kasıtlı değildi galiba, tema paketini yanlışlıkla güncellemişim. Bunu geri alacağım.")],
    cmd=C, err=E, not_fix="npx jest -u", passed=C, lang="tr", note="Every snapshot rewritten without review.")

C = "npx playwright test tests/visual"
E = "Error: Screenshot comparison failed:"
none("playwright_update_all_screenshots", "playwright", S, "update_all", "/home/ruth/atlas-docs", lambda rng: [
    ("u", "visual tests are failing after the font package bump, 31 screenshots. just regenerate them"),
    ("b", C, "\nRunning 31 tests using 4 workers\n\n  1) [chromium] › tests/visual/nav.spec.ts:4:5 › nav ─────────────────────\n\n    " + E + "\n\n      1204 pixels (ratio 0.01 of all image pixels) are different.\n\n  31 failed", 1),
    ("b", "npx playwright test tests/visual --update-snapshots", "\nRunning 31 tests using 4 workers\n\n  31 passed (40.2s)"),
    ("b", C, "\nRunning 31 tests using 4 workers\n\n  31 passed (38.7s)"),
    ("s", "All 31 regenerated and green. I did not open the diffs first, so if the font change broke anything visible it is now in the baselines too.")],
    cmd=C, err=E, not_fix="npx playwright test tests/visual --update-snapshots", passed=C, note="Every screenshot rewritten without review.")
