"""Sessions with one memory, part d: browsers and snapshots - a browser binary or system image missing for
Playwright, Cypress or Puppeteer, the web server the browser tests wait for, spec files not found, and a snapshot
or golden file updated on purpose after an intended change (`browser_and_snapshot`, 11)."""

from __future__ import annotations

from kit import mem

S = "browser_and_snapshot"

C = "npx playwright test --project=chromium"
E = "Error: browserType.launch: Executable doesn't exist at /home/tom/.cache/ms-playwright/chromium_headless_shell-1155/chrome-linux/headless_shell"
mem("playwright_browser_not_installed", "playwright", S, "browser_missing", "/home/tom/storefront", lambda rng: [
    ("u", "bumped @playwright/test to 1.49 and every e2e test fails instantly"),
    ("b", C, "\nRunning 18 tests using 4 workers\n\n  1) [chromium] › tests/checkout.spec.ts:12:5 › checkout › pays with card ─────────────────────\n\n    " + E + "\n    ╔═════════════════════════════════════════════════════════════════════════╗\n    ║ Looks like Playwright Test or Playwright was just installed or updated. ║\n    ║ Please run the following command to download new browsers:              ║\n    ║                                                                         ║\n    ║     npx playwright install                                              ║\n    ║                                                                         ║\n    ║ <3 Playwright Team                                                      ║\n    ╚═════════════════════════════════════════════════════════════════════════╝\n\n  18 failed\n    [chromium] › tests/checkout.spec.ts:12:5 › checkout › pays with card", 1),
    ("s", "The new Playwright version expects a newer browser build than the one in the cache. Downloading it."),
    ("b", "npx playwright install chromium", "Downloading Chromium 131.0.6778.33 (playwright build v1148) from https://playwright.azureedge.net/builds/chromium/1148/chromium-linux.zip\n164.5 MiB [====================] 100% 0.0s\nChromium 131.0.6778.33 (playwright build v1148) downloaded to /home/tom/.cache/ms-playwright/chromium-1148\nDownloading Chromium Headless Shell 131.0.6778.33 (playwright build v1155) from https://playwright.azureedge.net/builds/chromium/1155/chromium-headless-shell-linux.zip\n100.9 MiB [====================] 100% 0.0s\nChromium Headless Shell 131.0.6778.33 (playwright build v1155) downloaded to /home/tom/.cache/ms-playwright/chromium_headless_shell-1155"),
    ("b", C, "\nRunning 18 tests using 4 workers\n\n  18 passed (21.4s)"),
    ("s", "All 18 pass. Nothing changed in the repo; after a Playwright bump the browsers need `npx playwright install`.")],
    cmd=C, err=E, change="npx playwright install chromium", groups=[["Executable doesn't exist", "browserType.launch"], ["playwright install"]],
    kind="lesson", traps=["18 failed"], note="Indented Playwright line; the browser downloaded.")

C = "gh run view 51877204 --log-failed"
E = "Error: browserType.launch: Executable doesn't exist at /ms-playwright/chromium_headless_shell-1155/chrome-linux/headless_shell"
mem("ci_playwright_image_tag_behind_de", "playwright", S, "ci_image_tag", "/home/felix/buchungen", lambda rng: [
    ("u", "Die E2E-Jobs in CI sind nach dem Renovate-Update von Playwright rot. Run 51877204."),
    ("b", C, "\n".join(f"e2e\tRun npx playwright test\t2027-05-18T07:41:{10 + i:02d}.{rng.randint(1000, 9999)}Z {x}" for i, x in enumerate([
        "Running 42 tests using 2 workers", "  1) [chromium] › e2e/buchung.spec.ts:8:3 › Buchung anlegen", "", "    " + E,
        "  42 failed", "##[error]Process completed with exit code 1."]))),
    ("b", "grep -n 'image:' .github/workflows/e2e.yml && grep -n '@playwright/test' package.json", ".github/workflows/e2e.yml:14:      image: mcr.microsoft.com/playwright:v1.47.2-noble\npackage.json:31:    \"@playwright/test\": \"1.49.0\","),
    ("s", "Renovate hat @playwright/test auf 1.49.0 gehoben, das Container-Image im Workflow steht aber noch auf v1.47.2 und enthält die älteren Browser. Ich ziehe das Image-Tag nach."),
    ("e", "/home/felix/buchungen/.github/workflows/e2e.yml", "      image: mcr.microsoft.com/playwright:v1.47.2-noble", "      image: mcr.microsoft.com/playwright:v1.49.0-noble"),
    ("b", "git commit -am 'ci: playwright image v1.49.0 passend zu @playwright/test' && git push", "[main 4e1c9a2] ci: playwright image v1.49.0 passend zu @playwright/test\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    ("b", "gh run watch 51879930 --exit-status", "✓ main E2E · 51879930\n\nJOBS\n✓ e2e in 3m12s (ID 80455120314)\n\n✓ Run E2E (51879930) completed with 'success'"),
    ("s", "Grün. Image-Tag und Paketversion müssen zusammen angehoben werden; am besten lässt man Renovate beide gruppieren.")],
    cmd=C, err=E, change="mcr.microsoft.com/playwright:v1.49.0-noble", passed="gh run watch 51879930 --exit-status",
    groups=[["Executable doesn't exist at /ms-playwright"], ["playwright:v1.49.0"]], kind="bugfix",
    traps=["Process completed with exit code 1."], lang="de", note="Wrapped gh log; the CI image tag raised to match.")

C = "npx cypress run --spec cypress/e2e/winkelmand.cy.ts"
E = "The cypress npm package is installed, but the Cypress binary is missing."
mem("cypress_binary_missing_nl", "cypress", S, "cypress_binary", "/home/daan/webwinkel", lambda rng: [
    ("u", "Ik heb node_modules weggegooid en opnieuw geïnstalleerd met CYPRESS_INSTALL_BINARY=0 van een oude instructie. Nu start cypress niet."),
    ("b", C, "No version of Cypress is installed in: /home/daan/.cache/Cypress/13.16.0/Cypress\n\nPlease reinstall Cypress by running: cypress install\n----------\n\nCypress executable not found at: /home/daan/.cache/Cypress/13.16.0/Cypress/Cypress\n----------\n\nPlatform: linux-x64 (Ubuntu - 24.04)\nCypress Version: 13.16.0", 1),
    ("b", "npx cypress verify", E + "\n\nWe expected the binary to be installed here: /home/daan/.cache/Cypress/13.16.0/Cypress/Cypress\n\nReasons it may be missing:\n\n- You're caching 'node_modules' but are not caching this path: /home/daan/.cache/Cypress\n- You ran 'npm install' with an environment variable set to: CYPRESS_INSTALL_BINARY=0", 1),
    ("s", "Door CYPRESS_INSTALL_BINARY=0 is het npm-pakket er wel, maar de binary niet. Die installeer ik los."),
    ("b", "npx cypress install", "Installing Cypress (version: 13.16.0)\n\n  ✔  Downloaded Cypress\n  ✔  Unzipped Cypress\n  ✔  Finished Installation /home/daan/.cache/Cypress/13.16.0\n\nYou can now open Cypress by running: node_modules/.bin/cypress open"),
    ("b", C, "\n  (Run Starting)\n\n  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐\n  │ Cypress:        13.16.0                                                                        │\n  │ Specs:          1 found (winkelmand.cy.ts)                                                     │\n  └────────────────────────────────────────────────────────────────────────────────────────────────┘\n\n  Running:  winkelmand.cy.ts                                                                (1 of 1)\n\n  winkelmand\n    ✓ voegt een product toe (812ms)\n    ✓ past de hoeveelheid aan (430ms)\n\n  2 passing (1s)\n\n  (Run Finished)\n\n       Spec                                              Tests  Passing  Failing  Pending  Skipped\n  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐\n  │ ✔  winkelmand.cy.ts                         00:01        2        2        -        -        - │\n  └────────────────────────────────────────────────────────────────────────────────────────────────┘\n    ✔  All specs passed!                        00:01        2        2        -        -        -"),
    ("s", "Beide tests slagen. Alleen de binary ontbrak in de cache.")],
    cmd=C, err="Cypress executable not found at: /home/daan/.cache/Cypress/13.16.0/Cypress/Cypress", change="npx cypress install",
    groups=[["Cypress executable not found", "binary is missing"], ["cypress install"]], kind="lesson",
    traps=["Platform: linux-x64 (Ubuntu - 24.04)"], lang="nl", note="Binary installed into the cache.")

C = "npx jest src/components/BotonPago"
E = "Snapshot name: `BotonPago muestra el importe 1`"
mem("jest_snapshot_intended_label_es", "jest", S, "snapshot_on_purpose", "/home/carmen/tienda", lambda rng: [
    ("u", "Cambié el texto del botón de pago de 'Pagar' a 'Pagar ahora' (lo pidió producto, ticket TND-412). El test de snapshot falla, ¿lo revisas?"),
    ("b", C, " FAIL  src/components/BotonPago.test.tsx\n  ● BotonPago › muestra el importe\n\n    expect(received).toMatchSnapshot()\n\n    " + E + "\n\n    - Snapshot  - 1\n    + Received  + 1\n\n      <button\n        class=\"boton-pago\"\n      >\n    -   Pagar 24,90 €\n    +   Pagar ahora 24,90 €\n      </button>\n\n       6 |   render(<BotonPago importe={24.9} />);\n    >  7 |   expect(screen.getByRole('button')).toMatchSnapshot();\n\n › 1 snapshot failed.\nSnapshot Summary\n › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npx jest -u` to update them.\n\nTest Suites: 1 failed, 1 total", 1),
    ("s", "La única diferencia es exactamente el cambio de texto pedido (Pagar → Pagar ahora); el importe y la estructura no cambian. Actualizo solo el snapshot de este componente."),
    ("b", "npx jest src/components/BotonPago --updateSnapshot", " PASS  src/components/BotonPago.test.tsx\n\n › 1 snapshot updated.\nSnapshot Summary\n › 1 snapshot updated from 1 test suite.\n\nTest Suites: 1 passed, 1 total"),
    ("b", C, " PASS  src/components/BotonPago.test.tsx\n\nTest Suites: 1 passed, 1 total\nTests:       3 passed, 3 total\nSnapshots:   1 passed, 1 total"),
    ("s", "Pasa. El snapshot actualizado va en el mismo commit que el cambio de texto.")],
    cmd=C, err=E, change="npx jest src/components/BotonPago --updateSnapshot", groups=[["BotonPago muestra el importe", "toMatchSnapshot"], ["--updateSnapshot"]],
    kind="bugfix", traps=["› 1 snapshot failed from 1 test suite. Inspect your code changes or run `npx jest -u` to update them."], lang="es",
    note="A reviewed, intended one-line change; only that component's snapshot updated.")

C = "npx vitest run src/format"
E = "Error: Snapshot `formatDate > 使用 ISO 日期 1` mismatched"
mem("vitest_snapshot_intended_iso_zh", "vitest", S, "snapshot_on_purpose", "/home/zhang/baobiao", lambda rng: [
    ("u", "按 RPT-88 的要求，报表日期统一改成 ISO 格式 (2027-05-18)。formatDate 改好了，快照测试失败，看一下。"),
    ("b", C, "\n RUN  v2.1.8 /home/zhang/baobiao\n\n ❯ src/format/date.test.ts (4 tests | 1 failed) 9ms\n   × formatDate > 使用 ISO 日期 5ms\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  src/format/date.test.ts > formatDate > 使用 ISO 日期\n" + E + "\n\n- Expected\n+ Received\n\n- \"2027年5月18日\"\n+ \"2027-05-18\"\n\n ❯ src/format/date.test.ts:14:38\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)", 1),
    ("s", "差异正好是需求里要的格式变化，其他三个用例没受影响。只更新这个文件的快照。"),
    ("b", "npx vitest run src/format/date.test.ts -u", "\n RUN  v2.1.8 /home/zhang/baobiao\n\n ✓ src/format/date.test.ts (4 tests) 7ms\n\n  Snapshots  1 updated\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
    ("b", C, "\n RUN  v2.1.8 /home/zhang/baobiao\n\n ✓ src/format/date.test.ts (4 tests) 6ms\n ✓ src/format/money.test.ts (7 tests) 4ms\n\n Test Files  2 passed (2)\n      Tests  11 passed (11)"),
    ("s", "通过了，快照和 formatDate 的改动一起提交。")],
    cmd=C, err=E, change="npx vitest run src/format/date.test.ts -u", groups=[["formatDate > 使用 ISO 日期", "mismatched"], ["date.test.ts -u"]],
    kind="bugfix", traps=["⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯"], lang="zh", note="Intended format change; one file's snapshot updated.")

C = "npx playwright test tests/visual/top.spec.ts"
E = "Error: A snapshot doesn't exist at /home/ren/portal/tests/visual/top.spec.ts-snapshots/hero-chromium-linux.png, writing actual."
mem("playwright_linux_baseline_missing_ja", "playwright", S, "missing_platform_baseline", "/home/ren/portal", lambda rng: [
    ("u", "ビジュアルテストを Mac で作ったので、Linux (CI と同じ Docker) 用のスクリーンショットがありません。CI 用のベースラインを作ってください。"),
    ("b", C, "\nRunning 2 tests using 1 worker\n\n  1) [chromium] › tests/visual/top.spec.ts:5:5 › トップ › ヒーロー ──────────────────────────────\n\n    " + E + "\n\n  2 failed\n    [chromium] › tests/visual/top.spec.ts:5:5 › トップ › ヒーロー\n    [chromium] › tests/visual/top.spec.ts:11:5 › トップ › フッター", 1),
    ("s", "-darwin.png しかなく -linux.png がありません。CI と同じイメージ内で、このファイルのスクリーンショットだけを生成します。"),
    ("b", "docker run --rm -v \"$PWD\":/app -w /app mcr.microsoft.com/playwright:v1.49.0-noble npx playwright test tests/visual/top.spec.ts --update-snapshots", "\nRunning 2 tests using 1 worker\n\n  2 passed (6.1s)"),
    ("b", "git status --short tests/visual", "?? tests/visual/top.spec.ts-snapshots/footer-chromium-linux.png\n?? tests/visual/top.spec.ts-snapshots/hero-chromium-linux.png"),
    ("b", C, "\nRunning 2 tests using 1 worker\n\n  2 passed (5.8s)"),
    ("s", "Linux 用のベースライン 2 枚ができ、テストも通ります。画像を確認してからコミットしてください。")],
    cmd=C, err=E, change="npx playwright test tests/visual/top.spec.ts --update-snapshots", groups=[["A snapshot doesn't exist", "hero-chromium-linux.png"], ["--update-snapshots", "mcr.microsoft.com/playwright"]],
    kind="bugfix", traps=["2 failed"], lang="ja", note="Linux baselines created on purpose for one file.")

C = "go test ./invoice/..."
E = "    render_test.go:44: testdata/invoice_basic.golden mismatch (run with -update to accept):"
mem("go_golden_update_intended_ko", "go", S, "golden_on_purpose", "/home/minho/seolgye", lambda rng: [
    ("u", "청구서 템플릿에 사업자등록번호 줄을 추가했어요 (의도된 변경). golden 테스트 갱신 부탁해요."),
    ("b", C, "--- FAIL: TestRender_Basic (0.00s)\n" + E + "\n        --- want\n        +++ got\n        @@ -3,2 +3,3 @@\n         상호: 설계상사\n        +사업자등록번호: 000-00-00000\n         합계: 120,000원\nFAIL\nFAIL\tgithub.example/minho/seolgye/invoice\t0.009s\nFAIL", 1),
    ("s", "차이는 추가한 한 줄뿐이라 의도와 일치합니다. invoice 패키지의 golden 파일만 -update 로 다시 씁니다."),
    ("b", "go test ./invoice/... -run TestRender_Basic -update", "ok  \tgithub.example/minho/seolgye/invoice\t0.011s"),
    ("b", "git diff --stat", " invoice/testdata/invoice_basic.golden | 1 +\n 1 file changed, 1 insertion(+)"),
    ("b", C, "ok  \tgithub.example/minho/seolgye/invoice\t0.010s"),
    ("s", "통과합니다. golden 파일 변경도 한 줄이라 템플릿 변경과 함께 커밋하면 됩니다.")],
    cmd=C, err=E, change="-run TestRender_Basic -update", groups=[["invoice_basic.golden mismatch"], ["TestRender_Basic -update"]],
    kind="bugfix", traps=["FAIL\tgithub.example/minho/seolgye/invoice\t0.009s"], lang="ko", note="Indented go line; one golden file updated on purpose.")

C = "cargo test -p rapor"
E = "snapshot assertion for 'ozet_tablosu' failed in line 31"
mem("cargo_insta_accept_intended_tr", "cargo", S, "insta_on_purpose", "/home/burak/rapor", lambda rng: [
    ("u", "Özet tablosuna KDV sütununu ekledim, bu bilerek yapılan bir değişiklik. insta snapshot'ı kırmızı."),
    ("b", C, "running 6 tests\ntest tests::ozet_tablosu ... FAILED\n\nfailures:\n\n---- tests::ozet_tablosu stdout ----\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\nSnapshot: ozet_tablosu\nSource: crates/rapor/src/tests.rs:31\n──────────────────────────────────────────────────────────────────────────────\n-old snapshot\n+new results\n────────────┬─────────────────────────────────────────────────────────────────\n    1     1 │ | Ürün  | Adet | Tutar |\n    2       │-| Kalem | 3    | 45,00 |\n          2 │+| Kalem | 3    | 45,00 | KDV 9,00 |\n────────────┴─────────────────────────────────────────────────────────────────\nthread 'tests::ozet_tablosu' panicked at /home/burak/.cargo/registry/src/index.crates.io-6f17d22bba15001f/insta-1.41.1/src/runtime.rs:679:13:\n" + E + "\n\ntest result: FAILED. 5 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s", 101),
    ("s", "Fark yalnızca eklenen KDV sütunu. Bekleyen snapshot'ı inceledim; sadece bu testi kabul ediyorum."),
    ("b", "cargo insta test -p rapor --accept -- tests::ozet_tablosu", "running 1 test\ntest tests::ozet_tablosu ... ok\n\ninsta review finished\naccepted:\n  crates/rapor/src/snapshots/rapor__tests__ozet_tablosu.snap"),
    ("b", C, "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s"),
    ("s", "6 test geçiyor. .snap dosyası kod değişikliğiyle birlikte commit'lenecek.")],
    cmd=C, err=E, change="cargo insta test -p rapor --accept -- tests::ozet_tablosu", groups=[["ozet_tablosu"], ["--accept"]],
    kind="bugfix", traps=["test result: FAILED. 5 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s"], lang="tr",
    note="One reviewed insta snapshot accepted.")

C = "npx playwright test"
E = "Error: Timed out waiting 60000ms from config.webServer."
mem("playwright_webserver_wrong_port_fr", "playwright", S, "webserver_url", "/home/ines/cantine", lambda rng: [
    ("u", "Depuis la migration de webpack vers vite, playwright attend une minute puis abandonne."),
    ("b", C, "[WebServer] \n[WebServer]   VITE v5.4.11  ready in 412 ms\n[WebServer] \n[WebServer]   ➜  Local:   http://localhost:5173/\n" + E, 1),
    ("r", "/home/ines/cantine/playwright.config.ts", "  webServer: {\n    command: 'npm run dev',\n    url: 'http://localhost:8080',\n    reuseExistingServer: !process.env.CI,\n  },\n  use: { baseURL: 'http://localhost:8080' },"),
    ("s", "Le serveur démarre bien, mais sur 5173 (vite) alors que la config attend toujours 8080 (webpack). Augmenter le timeout ne servirait à rien : je corrige l'URL et la baseURL."),
    ("e", "/home/ines/cantine/playwright.config.ts", "    url: 'http://localhost:8080',\n    reuseExistingServer: !process.env.CI,\n  },\n  use: { baseURL: 'http://localhost:8080' },", "    url: 'http://localhost:5173',\n    reuseExistingServer: !process.env.CI,\n  },\n  use: { baseURL: 'http://localhost:5173' },"),
    ("b", C, "[WebServer] \n[WebServer]   VITE v5.4.11  ready in 398 ms\n\nRunning 24 tests using 4 workers\n\n  24 passed (18.9s)"),
    ("s", "24 tests passent.")],
    cmd=C, err=E, change="url: 'http://localhost:5173'", groups=[["Timed out waiting 60000ms from config.webServer"], ["localhost:5173"]],
    kind="bugfix", traps=["[WebServer]   VITE v5.4.11  ready in 412 ms"], lang="fr", note="webServer url followed the dev server's port.")

C = "npm run test:e2e"
E = "Error: Could not find Chrome (ver. 131.0.6778.85). This can occur if either"
mem("puppeteer_chrome_not_downloaded_it", "jest", S, "puppeteer_chrome", "/home/paolo/fatture-pdf", lambda rng: [
    ("u", "I test e2e con jest-puppeteer non partono sul server di build nuovo."),
    ("b", C, "\n> fatture-pdf@1.8.0 test:e2e\n> jest -c jest.e2e.config.js\n\n● Test suite failed to run\n\n    " + E + "\n     1. you did not perform an installation before running the script (e.g. `npx puppeteer browsers install chrome`) or\n     2. your cache path is incorrectly configured (which is: /home/paolo/.cache/puppeteer).\n    For (2), check out our guide on configuring puppeteer at https://pptr.dev/guides/configuration.", 1),
    ("b", "ls /home/paolo/.cache/puppeteer", "ls: cannot access '/home/paolo/.cache/puppeteer': No such file or directory", 2),
    ("s", "Il download di Chrome avviene nel postinstall di puppeteer, e su questo server npm ci gira con --ignore-scripts. Scarico Chrome esplicitamente."),
    ("b", "npx puppeteer browsers install chrome", "chrome@131.0.6778.85 /home/paolo/.cache/puppeteer/chrome/linux-131.0.6778.85/chrome-linux64/chrome"),
    ("b", C, "\n> fatture-pdf@1.8.0 test:e2e\n> jest -c jest.e2e.config.js\n\n PASS  e2e/stampa.test.js (6.1 s)\n PASS  e2e/anteprima.test.js\n\nTest Suites: 2 passed, 2 total\nTests:       9 passed, 9 total"),
    ("s", "Passano. Su questo server va eseguito `npx puppeteer browsers install chrome` dopo npm ci --ignore-scripts.")],
    cmd=C, err=E, change="npx puppeteer browsers install chrome", groups=[["Could not find Chrome"], ["browsers install chrome"]],
    kind="lesson", traps=["● Test suite failed to run"], lang="it", note="Indented jest line; Chrome downloaded.")

C = "npx cypress run"
E = "Can't run because no spec files were found."
mem("cypress_spec_pattern_after_upgrade_ru", "cypress", S, "spec_pattern", "/home/anna/zakazy", lambda rng: [
    ("u", "Обновили Cypress с 9 на 13 через мастер миграции, но спеки мы не переименовали. Теперь cypress run ничего не находит."),
    ("b", C, "\n" + E + "\n\nWe searched for specs matching this glob pattern:\n\n  > /home/anna/zakazy/cypress/e2e/**/*.cy.{js,jsx,ts,tsx}", 1),
    ("b", "ls cypress/e2e", "korzina.spec.ts\noformlenie.spec.ts\nvhod.spec.ts"),
    ("s", "Спеки называются *.spec.ts, а шаблон по умолчанию в Cypress 10+ - *.cy.*. Переименовывать не будем (так договорились), поэтому задаю specPattern в cypress.config.ts."),
    ("e", "/home/anna/zakazy/cypress.config.ts", "  e2e: {\n", "  e2e: {\n    specPattern: 'cypress/e2e/**/*.spec.{js,ts}',\n"),
    ("b", C, "\n  (Run Starting)\n\n  │ Cypress:        13.16.0                                                                        │\n  │ Specs:          3 found (korzina.spec.ts, oformlenie.spec.ts, vhod.spec.ts)                    │\n\n  (Run Finished)\n\n    ✔  All specs passed!                        00:09       14       14        -        -        -"),
    ("s", "Все 3 спека найдены и проходят.")],
    cmd=C, err=E, change="specPattern: 'cypress/e2e/**/*.spec.{js,ts}'", groups=[["no spec files were found"], ["specPattern"]],
    kind="bugfix", traps=["We searched for specs matching this glob pattern:"], lang="ru", note="specPattern set to the team's naming.")
