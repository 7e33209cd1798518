"""fixes7 cases, part C: the agent's own lessons, and sessions that must leave no fix memory."""

from __future__ import annotations

import random

from kit import A, B, E, INT, R, REJ, T, TO, U, agent, buried, case

GO = [
    "=== RUN   TestRoute_{h}",
    "--- PASS: TestRoute_{h} (0.0{n}s)",
    "ok  \tgithub.com/relayhq/relay/internal/pkg{n}\t0.{n}s",
]


def r(name):
    return random.Random(f"fixes7/{name}")


# ---- agent lessons (nothing failed) ------------------------------------------------
case(
    "golangci_gotchas_bullets", "golangci-lint", "agent_lesson", "lesson_gotchas_list", "en", "/home/dev/src/relay",
    [
        U("lint only what my branch changed"),
        B("golangci-lint run --new-from-rev=origin/main ./...", "internal/wire/frame.go:88:2: ineffectual assignment to n (ineffassign)\n1 issues:\n* ineffassign: 1"),
        E("/home/dev/src/relay/internal/wire/frame.go", "\tn = 0\n", ""),
        B("golangci-lint run --new-from-rev=origin/main ./...", "0 issues."),
        A("Done, one ineffassign fixed.\n\nGotchas:\n- Use `golangci-lint run --new-from-rev=origin/main` to lint only your branch; the full run reports 300+ old issues.\n- Fetch origin first, or the rev is stale."),
    ],
    [agent([["--new-from-rev=origin/main", "new-from-rev"]])],
)
case(
    "dotnet_future_reference_filter", "dotnet-test", "agent_lesson", "lesson_future_reference", "en", "/home/dev/src/wharf",
    [
        U("quick test run before I push"),
        B("dotnet test --filter \"Category!=Integration\"", "Passed!  - Failed:     0, Passed:   131, Skipped:     0, Total:   131, Duration: 3 s - Wharf.Tests.dll (net8.0)"),
        A("131 unit tests pass.\n\nFor future reference: run `dotnet test --filter \"Category!=Integration\"` locally - the Integration category needs the SQL Server container from compose.ci.yaml and takes ~4 minutes."),
    ],
    [agent([['Category!=Integration']])],
)
case(
    "sbt_crossbuild_note_is", "sbt-scala", "agent_lesson", "lesson_other_language", "is", "/home/dev/src/vindur",
    [
        U("Keyrðu prófin fyrir báðar Scala útgáfurnar."),
        B("sbt +test", "[info] Setting Scala version to 2.13.15 on 3 projects.\n[info] Passed: Total 204, Failed 0, Errors 0, Passed 204\n[info] Setting Scala version to 3.5.2 on 3 projects.\n[info] Passed: Total 204, Failed 0, Errors 0, Passed 204\n[success] Total time: 96 s"),
        A("Öll 204 próf standast á 2.13.15 og 3.5.2.\n\nTil minnis: notið alltaf `sbt +test` (með plúsnum) í þessu verkefni; `sbt test` prófar bara sjálfgefnu útgáfuna 2.13."),
    ],
    [agent([["sbt +test", "+test"]])],
)
case(
    "ansible_check_diff_heading", "ansible", "agent_lesson", "lesson_notes_heading", "en", "/home/dev/src/infra",
    [
        U("apply the nginx role to staging"),
        B("ansible-playbook -i inventories/staging site.yml --tags nginx --check --diff", "TASK [nginx : template vhost] ****\n--- before: /etc/nginx/sites-enabled/api.conf\n+++ after\n@@ -12 +12 @@\n-    proxy_read_timeout 30s;\n+    proxy_read_timeout 60s;\nPLAY RECAP ****\nweb-stg-1.harbor.test : ok=9 changed=1 unreachable=0 failed=0"),
        B("ansible-playbook -i inventories/staging site.yml --tags nginx", "PLAY RECAP ****\nweb-stg-1.harbor.test : ok=9 changed=1 unreachable=0 failed=0"),
        A("Applied; one change (proxy_read_timeout 60s).\n\n### Notes for next time\n- Always dry-run with `--check --diff` before applying to an inventory, and read the diff.\n- Limit with `--tags nginx` so other roles don't run."),
    ],
    [agent([["--check --diff", "--check"]])],
)
case(
    "cabal_til_freeze", "haskell-cabal", "agent_lesson", "lesson_til", "en", "/home/dev/src/lanternfish",
    [
        U("add the aeson dependency and make sure the build stays reproducible"),
        E("/home/dev/src/lanternfish/lanternfish.cabal", "    build-depends: base >=4.18 && <5", "    build-depends: base >=4.18 && <5, aeson ^>=2.2"),
        B("cabal build && cabal freeze", "Resolving dependencies...\nBuilding library for lanternfish-0.3.0..\nWrote freeze file: /home/dev/src/lanternfish/cabal.project.freeze"),
        A("aeson 2.2.3.0 added, build passes, cabal.project.freeze rewritten.\n\nTIL for this repo: after any change to build-depends, run `cabal freeze` and commit cabal.project.freeze - CI builds with it and fails on a stale one."),
    ],
    [agent([["cabal freeze"]])],
)

# ---- no memory -------------------------------------------------------------------
# flaky: plain retry passes
_deb = "debounce_test.go:48: expected 1 call, got 2"
case(
    "go_debounce_flaky", "go-race", "flaky", "plain_retry", "en", "/home/dev/src/relay",
    [
        U("run go test ./internal/..."),
        B("go test ./internal/...", buried(r("gf"), GO, 14, ["--- FAIL: TestDebounce (0.21s)", "    " + _deb, "FAIL", "FAIL\tgithub.com/relayhq/relay/internal/debounce\t0.244s"], 6), 1),
        B("go test ./internal/...", buried(r("gf2"), GO[2:], 8, [], 0)),
        A("Second run is green; TestDebounce seems timing-sensitive. All packages pass."),
    ],
    [],
    [_deb],
)
case(
    "dotnet_port_in_use_flaky", "dotnet-test", "flaky", "plain_retry", "mr", "/home/dev/src/wharf",
    [
        U("कृपया `dotnet test` चालवा."),
        B("dotnet test", "  Failed Wharf.Tests.Api.HealthEndpointTests.ReturnsOk [212 ms]\n  Error Message:\n   System.IO.IOException : Failed to bind to address http://127.0.0.1:5057: address already in use.\n---- System.Net.Sockets.SocketException : Address already in use\nFailed!  - Failed:     1, Passed:   147, Skipped:     0, Total:   148", 1),
        B("dotnet test", "Passed!  - Failed:     0, Passed:   148, Skipped:     0, Total:   148, Duration: 6 s"),
        A("दुसऱ्या वेळी सर्व 148 चाचण्या पास झाल्या; पहिल्यांदा पोर्ट 5057 तात्पुरता व्यस्त होता."),
    ],
    [],
    ["Failed to bind to address http://127.0.0.1:5057"],
)
case(
    "storybook_test_runner_timeout_flaky", "storybook", "flaky", "plain_retry", "en", "/home/dev/src/harborview",
    [
        U("run the storybook interaction tests"),
        B("npx test-storybook --url http://127.0.0.1:6006", " FAIL   browser: chromium  src/components/BerthCard/BerthCard.stories.tsx\n  ● BerthCard › Occupied › play-test\n\n    page.goto: Timeout 30000ms exceeded.\n\nTest Suites: 1 failed, 23 passed, 24 total", 1),
        B("npx test-storybook --url http://127.0.0.1:6006", "Test Suites: 24 passed, 24 total\nTests:       61 passed, 61 total"),
        A("All 61 pass on the rerun; the first timeout was the dev server still warming up."),
    ],
    [],
    ["page.goto: Timeout 30000ms exceeded."],
)
case(
    "gradle_kts_daemon_disappeared_flaky", "gradle-kts", "flaky", "plain_retry", "en", "/home/dev/src/pier",
    [
        U("./gradlew check"),
        B("./gradlew check", "> Task :app:compileKotlin\n> Task :app:test\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)", 1),
        B("./gradlew check", "BUILD SUCCESSFUL in 1m 12s\n41 actionable tasks: 18 executed, 23 up-to-date"),
        A("The rerun passed."),
    ],
    [],
    ["Gradle build daemon disappeared unexpectedly"],
)
# timeout that passed with a longer timeout only by chance
case(
    "pytest_timeout_raised_by_chance", "pytest-timeout", "flaky", "timeout_longer_by_chance", "en", "/home/dev/src/tidewatch",
    [
        U("the ingest tests time out sometimes, check"),
        B("pytest tests/ingest -q --timeout=30", "..........F\n___ test_backfill_week ___\nE   Failed: Timeout (>30.0s) from pytest-timeout.\n1 failed, 10 passed in 34.02s", 1),
        B("pytest tests/ingest -q --timeout=120", "...........\n11 passed in 3.91s"),
        T("It passed with 120 but the whole run took 3.9s, so the test itself took seconds this time - the 30s limit wasn't what mattered."),
        A("Passed with --timeout=120, but the whole run took 3.9 s this time, so the longer limit isn't really what fixed it - test_backfill_week is just slow sometimes. I'd not change the timeout on that evidence."),
    ],
    [],
    ["--timeout=120", "Timeout (>30.0s) from pytest-timeout"],
)
# revert of the agent's own dependency bump
case(
    "webpack_cli_bump_reverted", "webpack", "unfixed", "dependency_bump_reverted", "en", "/home/dev/src/harborview",
    [
        U("bump the dev deps to latest minor and make sure the build still works"),
        B("npm install -D webpack-cli@6.0.1", "changed 4 packages, and audited 1185 packages in 5s"),
        B("npm run build", "> webpack --mode production --env-file .env.production\n[webpack-cli] Error: Unknown option '--env-file'\n[webpack-cli] Run 'webpack --help' to see available commands and options", 2),
        B("npm install -D webpack-cli@5.1.4", "changed 4 packages, and audited 1185 packages in 4s"),
        B("npm run build", "webpack 5.96.1 compiled successfully in 28810 ms"),
        A("webpack-cli 6 drops an option our build script uses, so I put it back at 5.1.4; the other bumps are fine and the build passes."),
    ],
    [],
    ["webpack-cli@6.0.1", "Unknown option '--env-file'"],
)
# the fix is a source edit the error pointed at -> no memory (one-off code bug)
case(
    "mypy_optional_source_edit", "mypy", "unfixed", "source_edit_pointed", "en", "/home/dev/src/sentinel",
    [
        U("mypy fails in billing, fix it"),
        B("mypy src", 'src/sentinel/billing/invoice.py:42: error: Item "None" of "Customer | None" has no attribute "email"  [union-attr]\nFound 1 error in 1 file (checked 47 source files)', 1),
        R("/home/dev/src/sentinel/src/sentinel/billing/invoice.py", "def recipient(inv: Invoice) -> str:\n    return inv.customer.email"),
        E("/home/dev/src/sentinel/src/sentinel/billing/invoice.py", "    return inv.customer.email", "    if inv.customer is None:\n        raise ValueError(f\"invoice {inv.id} has no customer\")\n    return inv.customer.email"),
        B("mypy src", "Success: no issues found in 47 source files"),
        A("Added a None check in recipient(); mypy is clean."),
    ],
    [],
    ['has no attribute "email"'],
)
case(
    "clippy_unused_source_edit", "cargo-clippy", "unfixed", "source_edit_pointed", "kk", "/home/dev/src/quarry",
    [
        U("Clippy-ді `-D warnings`-пен іске қосып, түзетіңізші."),
        B("cargo clippy -- -D warnings", "    Checking quarry v0.4.1 (/home/dev/src/quarry)\nerror: unused variable: `retries`\n  --> src/fetch.rs:31:9\n   |\n31 |     let retries = cfg.retries;\n   |         ^^^^^^^ help: if this is intentional, prefix it with an underscore: `_retries`\n   |\n   = note: `-D unused-variables` implied by `-D warnings`\nerror: could not compile `quarry` (bin \"quarry\") due to 1 previous error", 101),
        E("/home/dev/src/quarry/src/fetch.rs", "    let retries = cfg.retries;\n", ""),
        B("cargo clippy -- -D warnings", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.42s"),
        A("Түзетілді: `src/fetch.rs` ішіндегі пайдаланылмаған `retries` айнымалысын алып тастадым; clippy таза."),
    ],
    [],
    ["unused variable: `retries`"],
)
# user fixed outside, said nothing about how -> no memory
case(
    "ansible_unreachable_user_done", "ansible", "unfixed", "user_fixed_outside_silent", "en", "/home/dev/src/infra",
    [
        U("run the base playbook against the new worker"),
        B("ansible-playbook -i inventories/prod site.yml --limit worker-07.harbor.test", "PLAY [all] ****\n\nTASK [Gathering Facts] ****\nfatal: [worker-07.harbor.test]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the host via ssh: deploy@worker-07.harbor.test: Permission denied (publickey).\", \"unreachable\": true}\n\nPLAY RECAP ****\nworker-07.harbor.test : ok=0 changed=0 unreachable=1 failed=0", 4),
        A("Can't log in as deploy on worker-07 (publickey). The deploy key probably isn't on that host yet."),
        U("done, try again"),
        B("ansible-playbook -i inventories/prod site.yml --limit worker-07.harbor.test", "PLAY RECAP ****\nworker-07.harbor.test : ok=31 changed=12 unreachable=0 failed=0"),
        A("Playbook applied to worker-07: 12 changes, no failures."),
    ],
    [],
    ["Permission denied (publickey)"],
)
# agent gives up, user takes over without saying how
case(
    "conan_recipe_user_takes_over", "conan", "unfixed", "gave_up_user_took_over", "en", "/home/dev/src/tessera",
    [
        U("conan install is failing, please look"),
        B("conan install . --build=missing -of build", "======== Computing dependency graph ========\nGraph root\n    conanfile.py (tessera/0.9): /home/dev/src/tessera/conanfile.py\nERROR: Package 'glm/1.0.1' not resolved: Unable to find 'glm/1.0.1' in remotes", 1),
        B("conan remote list", "conancenter: https://center2.conan.io [Verify SSL: True, Enabled: True]"),
        B("conan search glm -r conancenter", "conancenter\n  glm\n    glm/0.9.9.8\n    glm/cci.20230113"),
        B("conan install . --build=missing -of build -u", "ERROR: Package 'glm/1.0.1' not resolved: Unable to find 'glm/1.0.1' in remotes", 1),
        A("I can't find glm/1.0.1 on any configured remote - it may come from an internal remote I don't know about. I'm stuck here."),
        U("ok leave it, I'll handle it myself"),
    ],
    [],
    ["Unable to find 'glm/1.0.1' in remotes", "conan install . --build=missing -of build -u"],
)
case(
    "flutter_signing_gave_up_user", "flutter", "unfixed", "gave_up_user_took_over", "sq", "/Users/dev/src/valle",
    [
        U("Të lutem ndërto aplikacionin iOS në release."),
        B("flutter build ipa --release", "Archiving com.valle.app...\nAutomatically signing iOS for device deployment using specified development team in Xcode project: 7QX2K4M9RA\nRunning Xcode build...\nEncountered error while archiving for device.\nerror: No profiles for 'com.valle.app' were found: Xcode couldn't find any iOS App Development provisioning profiles matching 'com.valle.app'. (in target 'Runner' from project 'Runner')", 1),
        B("security find-identity -v -p codesigning", "  0 valid identities found"),
        A("Në këtë makinë nuk ka asnjë certifikatë nënshkrimi, dhe unë nuk mund ta krijoj. Nuk mund të vazhdoj."),
        U("Në rregull, do ta bëj vetë më vonë."),
    ],
    [],
    ["No profiles for 'com.valle.app' were found"],
)
# interrupted
case(
    "angular_update_interrupted", "angular-cli", "interrupted", "user_interrupted", "en", "/home/dev/src/mareas",
    [
        U("ng build fails with a peer dep error, fix it"),
        B("npx ng build", "Error: Cannot find module '@angular/build/private'\nRequire stack:\n- /home/dev/src/mareas/node_modules/@angular-devkit/build-angular/src/builders/application/index.js", 1),
        A("The devkit and @angular/build versions don't match. I'll run `ng update` to align them:"),
        INT(),
        U("stop, don't run ng update on this branch. we'll do it in the upgrade PR"),
        A("Understood, leaving it as is."),
    ],
    [],
    ["Cannot find module '@angular/build/private'", "ng update"],
)
case(
    "cmake_long_build_interrupted", "cmake-ninja", "interrupted", "timeout_then_stop", "en", "/home/dev/src/tessera",
    [
        U("rebuild everything in release"),
        TO("cmake --build build-release -j2", buried(r("ti"), ["[{n}/1840] Building CXX object third_party/llvm/CMakeFiles/LLVMSupport.dir/lib/Support/{h}.cpp.o"], 20, [], 0)),
        A("The release build of the vendored LLVM takes longer than 2 minutes. I'll run it in the background with a longer limit."),
        INT(),
        U("no, leave it, I'll run it overnight"),
    ],
    [],
    ["Command timed out after 2m"],
)
# narration, nothing run
case(
    "parcel_narration_guess", "parcel", "narration", "guess", "en", "/home/dev/src/lighthouse",
    [
        U("parcel build gave me this: '@parcel/core: Failed to resolve 'process' from './src/env.ts''. any idea? don't change anything yet"),
        A("Probably Parcel 2 no longer polyfills Node globals: either `npm i -D process` or replace `process.env` with `import.meta.env`-style injected vars. I'd try installing `process` first. I haven't run anything."),
    ],
    [],
    ["npm i -D process"],
)
case(
    "zig_narration_thinking_guess", "zig", "narration", "guess_in_thinking", "en", "/home/dev/src/pebble",
    [
        U("what does this zig error mean? 'error: root struct of file 'std' has no member named 'ChildProcess''"),
        T("Maybe they moved to zig 0.13 where std.ChildProcess became std.process.Child; they could pin 0.12 with zigup."),
        A("That name was renamed in the standard library between releases; it means the code and the installed Zig version differ. Which Zig version are you on (`zig version`)?"),
        U("thanks, I'll check later"),
    ],
    [],
    ["zigup", "std.process.Child"],
)
# unrelated install, nothing failed
case(
    "meson_unrelated_tree_install", "meson", "unrelated", "unrelated_install", "en", "/home/dev/src/pebble-c",
    [
        U("install tree and show me the layout of subprojects, then build"),
        B("sudo apt-get install -y tree", "Setting up tree (2.1.1-2) ..."),
        B("tree -L 2 subprojects", "subprojects\n├── fmt-11.0.2\n└── packagefiles\n\n3 directories, 2 files"),
        B("meson compile -C builddir", "ninja: Entering directory `builddir'\n[84/84] Linking target pebble"),
        A("Layout above; build passes."),
    ],
    [],
    ["apt-get install -y tree"],
)
# user rejected the fix, still failing
case(
    "nginx_chmod_777_rejected", "nginx", "unfixed", "user_rejected", "en", "/srv/edge",
    [
        U("nginx serves 403 on /static after the deploy, check"),
        B("curl -sI http://127.0.0.1/static/app.css | head -1 && sudo tail -2 /var/log/nginx/error.log", 'HTTP/1.1 403 Forbidden\n2026/11/16 11:02:41 [error] 812#812: *31 open() "/srv/edge/static/app.css" failed (13: Permission denied), client: 127.0.0.1', 0),
        REJ("sudo chmod -R 777 /srv/edge/static"),
        U("no 777 on prod boxes. leave it, I'll check with ops what the deploy user should be"),
    ],
    [],
    ["chmod -R 777", 'open() "/srv/edge/static/app.css" failed (13: Permission denied)'],
)
# test skipped to go green
case(
    "phpunit_mark_skipped", "php-phpunit", "unfixed", "test_skipped", "en", "/home/dev/src/tally",
    [
        U("CI is red on ExportTest, just get it green, release is in an hour"),
        B("vendor/bin/phpunit --filter ExportTest", "There was 1 failure:\n\n1) Tests\\Unit\\ExportTest::testCsvHeaderOrder\nFailed asserting that two arrays are identical.\n--- Expected\n+++ Actual\n@@ @@\n-    0 => 'id'\n+    0 => 'uuid'\n\nFAILURES!\nTests: 6, Assertions: 14, Failures: 1.", 1),
        E("/home/dev/src/tally/tests/Unit/ExportTest.php", "    public function testCsvHeaderOrder(): void\n    {\n", "    public function testCsvHeaderOrder(): void\n    {\n        $this->markTestSkipped('header order changes in TALLY-412');\n"),
        B("vendor/bin/phpunit --filter ExportTest", "OK, but there were issues!\nTests: 6, Assertions: 13, Skipped: 1."),
        A("Green by skipping testCsvHeaderOrder with a pointer to TALLY-412; the header order really changed (uuid first) and needs a decision."),
    ],
    [],
    ["markTestSkipped", "Failed asserting that two arrays are identical."],
)
# narrowed filter
case(
    "tox_deselect_slow", "tox", "unfixed", "narrowed_filter", "en", "/home/dev/src/sentinel",
    [
        U("tox -e py311 fails, fix it"),
        B("tox -e py311", "py311: commands[0]> pytest -q\n........F.......\nFAILED tests/test_archive.py::test_rotate_large - OSError: [Errno 28] No space left on device\n1 failed, 211 passed in 14.20s\n  py311: FAIL code 1 (22.31 seconds)", 1),
        B("tox -e py311 -- -k 'not rotate_large'", "211 passed, 1 deselected in 9.81s\n  py311: OK (18.02 seconds)"),
        A("Passes when test_rotate_large is deselected; that test needs more free space than /tmp has here."),
    ],
    [],
    ["not rotate_large", "No space left on device"],
)
# switched task
case(
    "packer_qemu_kvm_switched", "packer", "unfixed", "switched_task", "en", "/home/dev/src/images",
    [
        U("build the base image"),
        B("packer build base.pkr.hcl", "qemu.base: output will be in this color.\n==> qemu.base: Retrieving ISO\n==> qemu.base: Starting VM, booting from CD-ROM\n==> qemu.base: Error launching VM: Qemu failed to start. Please run with PACKER_LOG=1 to get more info.\nqemu-system-x86_64: failed to initialize kvm: Permission denied\nBuild 'qemu.base' errored after 4 seconds 211 milliseconds", 1),
        A("QEMU can't open /dev/kvm. The usual route is adding your user to the kvm group; shall I?"),
        U("not now - first update the README for the images repo with the variables list"),
        R("/home/dev/src/images/README.md", "# images\n\nPacker templates."),
        E("/home/dev/src/images/README.md", "Packer templates.", "Packer templates.\n\nVariables: `iso_url`, `iso_checksum`, `disk_size` (default 20G)."),
        A("README updated with the variables."),
    ],
    [],
    ["failed to initialize kvm: Permission denied", "kvm group"],
)
# plain unfixed, long noisy
case(
    "cabal_solver_unfixed", "haskell-cabal", "unfixed", "plain", "en", "/home/dev/src/lanternfish",
    [
        U("add servant and build"),
        E("/home/dev/src/lanternfish/lanternfish.cabal", "aeson ^>=2.2", "aeson ^>=2.2, servant-server ^>=0.19"),
        B("cabal build", "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: lanternfish-0.3.0 (user goal)\n[__1] trying: servant-server-0.19.2 (dependency of lanternfish)\n[__2] next goal: base (dependency of lanternfish)\n[__2] rejecting: base-4.19.1.0/installed-4.19.1.0 (conflict: servant-server => base>=4.9 && <4.19)\n[__2] fail (backjumping, conflict set: base, lanternfish, servant-server)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: base, servant-server", 1),
        B("cabal build --allow-newer=servant-server:base", "src/Api.hs:14:1: error: [GHC-87543]\n    Ambiguous occurrence 'Handler'.\nError: [Cabal-7125]\nFailed to build servant-server-0.19.2.", 1),
        A("servant-server 0.19 doesn't support base 4.19 (GHC 9.8); --allow-newer gets past the solver but then servant itself doesn't compile. It needs servant 0.20 or an older GHC; not done."),
    ],
    [],
    ["--allow-newer=servant-server:base", "Could not resolve dependencies"],
)
# secret in output, nothing fixed
_gl_tok = "glpat-" + "".join(random.Random("fixes7/gitlab_secret").choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_-") for _ in range(20))
case(
    "terraform_gitlab_token_secret", "terraform-gitlab", "unfixed", "secret_in_output", "en", "/home/dev/src/infra/gitlab",
    [
        U("why does the gitlab terraform plan fail? print the env it uses"),
        B("terraform plan", "╷\n│ Error: GET https://gitlab.harbor.example/api/v4/user: 401 {message: 401 Unauthorized}\n│\n│   with provider[\"registry.terraform.io/gitlabhq/gitlab\"],\n│   on providers.tf line 9, in provider \"gitlab\":\n╵", 1),
        B("env | grep -i gitlab", "GITLAB_BASE_URL=https://gitlab.harbor.example/api/v4\nGITLAB_TOKEN=" + _gl_tok),
        A("The provider reads GITLAB_TOKEN from your environment and GitLab answers 401, so that token is expired or revoked. It needs a new one with the api scope; I can't create it."),
        U("ok, I'll make one tomorrow"),
    ],
    [],
    [_gl_tok, "401 Unauthorized"],
)
# plan for next time, still failing
case(
    "swift_signing_plan_next", "swift-xcode", "unfixed", "plan_next_time", "en", "/Users/dev/src/Tidepool",
    [
        U("archive the app"),
        B("xcodebuild -scheme Tidepool -configuration Release archive -archivePath build/Tidepool.xcarchive", "note: Using codesigning identity override: Apple Distribution\nerror: No signing certificate \"iOS Distribution\" found: No \"iOS Distribution\" signing certificate matching team ID \"7QX2K4M9RA\" with a private key was found. (in target 'Tidepool' from project 'Tidepool')\n** ARCHIVE FAILED **", 65),
        A("The distribution certificate isn't in this keychain. Next time I'd try `fastlane match appstore --readonly` to fetch it, but I haven't got the match repo credentials."),
    ],
    [],
    ["fastlane match appstore", "No signing certificate \"iOS Distribution\" found"],
)
# second different failure unfixed after a flaky first
case(
    "sbt_compile_oom_unfixed", "sbt-scala", "unfixed", "plain", "en", "/home/dev/src/vindur",
    [
        U("sbt compile keeps dying"),
        B("sbt compile", "[info] compiling 412 Scala sources to /home/dev/src/vindur/core/target/scala-2.13/classes ...\n[error] java.lang.OutOfMemoryError: Metaspace\n[error] Use 'last' for the full log.", 1),
        B("sbt -J-Xmx4G compile", "[info] compiling 412 Scala sources to /home/dev/src/vindur/core/target/scala-2.13/classes ...\n[error] java.lang.OutOfMemoryError: Metaspace\n[error] Use 'last' for the full log.", 1),
        A("-Xmx doesn't touch Metaspace, so that was the wrong knob. I'd need -XX:MaxMetaspaceSize; want me to try that or add a .jvmopts?"),
        U("later, I'm in a call"),
    ],
    [],
    ["-J-Xmx4G", "java.lang.OutOfMemoryError: Metaspace"],
)
# an install that did not help; retry passes by itself
case(
    "playwright_deps_not_cause", "playwright", "flaky", "unrelated_install_then_retry", "en", "/home/dev/src/harborview",
    [
        U("e2e is failing locally"),
        B("npx playwright test", "Running 42 tests using 2 workers\n  1) [chromium] › checkout.spec.ts:18:5 › pays with saved card\n    Error: expect(locator).toBeVisible() failed\n    Locator: getByText('Payment received')\n    Timeout: 5000ms\n  1 failed\n  41 passed (48.2s)", 1),
        B("npx playwright install chromium", "Chromium 131.0.6778.33 (playwright build v1148) downloaded to /home/dev/.cache/ms-playwright/chromium-1148"),
        B("npx playwright test", "Running 42 tests using 2 workers\n  42 passed (44.9s)"),
        A("All 42 pass now. The browser was already at that build, so the reinstall changed nothing; the checkout test is timing-sensitive."),
    ],
    [],
    ["npx playwright install chromium", "Payment received"],
)
# a real race found and reported, not fixed
case(
    "go_data_race_reported", "go-race", "unfixed", "plain", "en", "/home/dev/src/relay",
    [
        U("run the cache tests with -race"),
        B("CGO_ENABLED=1 go test -race ./internal/cache/", "==================\nWARNING: DATA RACE\nWrite at 0x00c0001a4030 by goroutine 9:\n  github.com/relayhq/relay/internal/cache.(*LRU).Put()\n      /home/dev/src/relay/internal/cache/lru.go:61 +0x1c4\nPrevious read at 0x00c0001a4030 by goroutine 8:\n  github.com/relayhq/relay/internal/cache.(*LRU).Get()\n      /home/dev/src/relay/internal/cache/lru.go:44 +0x98\n==================\n--- FAIL: TestLRUConcurrent (0.03s)\n    testing.go:1399: race detected during execution of test\nFAIL\nFAIL\tgithub.com/relayhq/relay/internal/cache\t0.061s", 1),
        A("There's a real race: LRU.Get reads while Put writes without the mutex (lru.go:44 vs :61). Get needs the lock too, because it moves the entry to the front. Want me to fix it?"),
        U("no, file it for Jonas, he's rewriting that cache anyway"),
    ],
    [],
    ["WARNING: DATA RACE", "TestLRUConcurrent"],
)
# the agent's own edit broke the build and was undone; original failure stays
case(
    "gradle_kts_own_edit_undone", "gradle-kts", "unfixed", "own_edit_undone", "en", "/home/dev/src/pier",
    [
        U("./gradlew build fails on the JVM target check"),
        B("./gradlew build", "> Task :app:compileKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileKotlin'.\n> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (17) and 'compileKotlin' (21).", 1),
        E("/home/dev/src/pier/app/build.gradle.kts", "kotlin {\n}", "kotlin {\n    kotlinOptions { jvmTarget = \"17\" }\n}"),
        B("./gradlew build", "e: file:///home/dev/src/pier/app/build.gradle.kts:31:5: Unresolved reference: kotlinOptions\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nScript compilation error", 1),
        E("/home/dev/src/pier/app/build.gradle.kts", "kotlin {\n    kotlinOptions { jvmTarget = \"17\" }\n}", "kotlin {\n}"),
        A("My kotlinOptions edit doesn't compile in this Kotlin DSL version, so I've undone it. The JVM-target mismatch (Java 17 vs Kotlin 21) is still there; I'll stop here unless you want me to keep going."),
        U("stop, I'll look tomorrow"),
    ],
    [],
    ["kotlinOptions", "Inconsistent JVM-target compatibility"],
)
