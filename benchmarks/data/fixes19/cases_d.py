"""Sessions that must leave no memory (28): a failure that passed on a plain rerun (`flaky_rerun`, 7), a failure
never fixed (`never_fixed`, 7), a pass whose only change came before the failure (`earlier_step`, 6), a command
that exits 0 while printing error-looking lines (`passed_with_noise`, 4), and a failure the session's own
leftover caused (`own_leftover`, 4)."""

from __future__ import annotations

from kit import none, passing, stamped, warnings

# --- flaky_rerun: nothing changes between the failure and the pass ---------------------------------------------

C = "pytest -q tests/"
E = "FAILED tests/test_webhooks.py::test_delivery_retries - httpx.ReadTimeout: timed out"
none("pytest_readtimeout_plain_rerun", "python", "flaky_rerun", "plain_rerun", "/home/dana/src/tollgate",
     lambda rng, C=C, E=E: [
         ("u", "run the full suite before I push please"),
         ("b", C, "\n".join(["." * 60, "." * 41 + "F" + "." * 18, "." * 22, "",
                             "=================================== FAILURES ===================================",
                             "___________________________ test_delivery_retries ____________________________",
                             ".venv/lib/python3.12/site-packages/httpx/_transports/default.py:72: in map_httpcore_exceptions",
                             "    yield", ".venv/lib/python3.12/site-packages/httpcore/_backends/sync.py:126: in read",
                             "    raise ReadTimeout(exc) from exc", "E   httpx.ReadTimeout: timed out",
                             "----------------------------- Captured log call ------------------------------",
                             "WARNING  tollgate.webhooks:webhooks.py:61 delivery 771 attempt 1 timed out after 0.2s",
                             "=========================== short test summary info ============================",
                             E, "1 failed, 141 passed in 9.87s"]), 1),
         ("s", "One failure, a read timeout against the local stub server with a 0.2s budget - that looks timing-"
               "related rather than caused by your change. Rerunning as is."),
         ("b", C, "\n".join(["." * 60, "." * 60, "." * 22, "142 passed in 9.41s"])),
         ("s", "142 passed on a plain rerun, nothing changed. `test_delivery_retries` is timing-sensitive (0.2s "
               "timeout); worth a look separately, but it isn't blocking your push.")],
     cmd=C, err=E, not_fix=C, passed=C,
     note="Failed once, passed on the identical rerun: nothing was fixed. The rerun must not be stored as a fix.")

C = "go test -race ./internal/pool/..."
E = "pool_test.go:77: drained 99 of 100 jobs"
none("go_race_drain_plain_rerun_ru", "go", "flaky_rerun", "plain_rerun", "/home/pavel/zavod",
     lambda rng, C=C, E=E: [
         ("u", "Прогони, пожалуйста, тесты пула с -race перед ревью."),
         ("b", C, "\n".join(passing(rng, "go", 11) + ["=== RUN   TestWorkerPool_Drain", "--- FAIL: TestWorkerPool_Drain (0.31s)",
                                                      "    " + E] + passing(rng, "go", 4)
                            + ["FAIL", "FAIL\tzavod/internal/pool\t1.482s", "FAIL"]), 1),
         ("s", "Упал один тест: `TestWorkerPool_Drain` — 99 из 100 задач. Гонок детектор не нашёл. Перезапущу без изменений."),
         ("b", C, "ok  \tzavod/internal/pool\t1.391s"),
         ("s", "Повторный прогон зелёный, код я не трогал. Похоже, тест нестабилен (ждёт 300 мс и проверяет "
               "счётчик); могу отдельно переписать его на ожидание через WaitGroup, если хочешь."),
         ("u", "Не надо, оставь, я заведу задачу.")],
     cmd=C, err=E, not_fix="WaitGroup", passed=C, lang="ru",
     note="Flaky test; the suggested WaitGroup rewrite was declined and never made.")

C = "npx jest"
E = "thrown: \"Exceeded timeout of 5000 ms for a test."
none("jest_timeout_plain_rerun", "node", "flaky_rerun", "plain_rerun", "/home/priya/quaystone",
     lambda rng, C=C, E=E: [
         ("u", "quick check that tests are green after the rebase"),
         ("b", C, "\n".join([" PASS  src/lib/format.test.ts"] + passing(rng, "jest", 6)
                            + [" FAIL  src/api/upload.test.ts", "  \u25cf upload \u203a retries a 503 twice", "",
                               "    " + E, "    Add a timeout value to this test to increase the timeout, if this is a long-running test. See https://jestjs.io/docs/api#testname-fn-timeout.\"",
                               "", "      41 |", "    > 42 |   it('retries a 503 twice', async () => {", "         |   ^", ""]
                            + [" PASS  src/components/CartSummary.test.tsx"] + passing(rng, "jest", 8)
                            + ["Test Suites: 1 failed, 11 passed, 12 total", "Tests:       1 failed, 73 passed, 74 total"]), 1),
         ("b", C, "Test Suites: 12 passed, 12 total\nTests:       74 passed, 74 total\nTime:        5.911 s"),
         ("s", "Green on the second run with no changes; the first run hit the 5s timeout in the upload retry test "
               "(it sleeps through real backoff). Rebase is fine.")],
     cmd=C, err=E, not_fix="retries a 503 twice", passed=C,
     note="Timeout once, pass on identical rerun. The test name must not become a fix.")

C = "cargo test"
E = "Address already in use (os error 98)"
none("cargo_addr_in_use_plain_rerun", "rust", "flaky_rerun", "plain_rerun", "/home/ilse/harbourlog",
     lambda rng, C=C, E=E: [
         ("u", "cargo test please"),
         ("b", C, "\n".join(["running 57 tests"] + passing(rng, "cargo", 30)
                            + ["test net::tests::binds_metrics_port ... FAILED"] + passing(rng, "cargo", 26)
                            + ["", "failures:", "", "---- net::tests::binds_metrics_port stdout ----",
                               "thread 'net::tests::binds_metrics_port' panicked at src/net.rs:212:41:",
                               f"called `Result::unwrap()` on an `Err` value: Os {{ code: 98, kind: AddrInUse, message: \"{E.split(' (')[0]}\" }}",
                               "", "failures:", "    net::tests::binds_metrics_port", "",
                               "test result: FAILED. 56 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.44s"]), 101),
         ("b", "ss -ltnp | grep 9464 || echo free", "free"),
         ("b", C, "running 57 tests\n\ntest result: ok. 57 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s"),
         ("s", "All 57 pass now. The one failure was the metrics-port test finding 9464 taken for a moment (it is "
               "free now, so something else briefly held it). Nothing changed in between; the test binding a fixed port "
               "is the weak spot.")],
     cmd=C, err="message: \"Address already in use\"", not_fix="ss -ltnp", passed=C,
     note="The port was free again when checked; the pass came from a plain rerun. A diagnostic command between is not a fix.")

C = "bundle exec rspec spec/system"
E = "Selenium::WebDriver::Error::StaleElementReferenceError:"
none("rspec_stale_element_only_failures", "ruby", "flaky_rerun", "rerun_failed_only", "/home/sol/gazette",
     lambda rng, C=C, E=E: [
         ("u", "system specs before merge please"),
         ("b", C, "\n".join(["Capybara starting Puma...", "* Version 6.4.3, codename: The Eagle of Durango", "* Min threads: 0, max threads: 4",
                             "* Listening on http://127.0.0.1:38211", "", "....F.........", "", "Failures:", "",
                             "  1) Editor publishes an article", "     Failure/Error: click_on \"Publish\"", "", "     " + E,
                             "       stale element reference: stale element not found in the current frame",
                             "     # ./spec/system/editor_spec.rb:31:in `block (2 levels) in <top (required)>'", "",
                             "Finished in 21.4 seconds (files took 2.1 seconds to load)", "14 examples, 1 failure", "",
                             "rspec ./spec/system/editor_spec.rb:31 # Editor publishes an article"]), 1),
         ("b", "bundle exec rspec spec/system --only-failures", "Run options: include {:last_run_status=>\"failed\"}\n\n.\n\nFinished in 3.2 seconds (files took 2.0 seconds to load)\n1 example, 0 failures"),
         ("b", C, "..............\n\nFinished in 20.8 seconds (files took 2.1 seconds to load)\n14 examples, 0 failures"),
         ("s", "The failed example passed alone and then the whole system suite passed, with no changes: a stale "
               "element race in the editor's Publish button (it re-renders after autosave). Safe to merge; flaky.")],
     cmd=C, err=E, not_fix="--only-failures", passed=C,
     note="Reran the failure alone, then the whole suite; both pass with nothing changed.")

C = "dotnet test"
E = "System.Net.Http.HttpRequestException : Connection refused (localhost:5433)"
none("dotnet_testcontainers_rerun_sv", "dotnet", "flaky_rerun", "rerun_failed_only", "/home/nils/Bokhylla",
     lambda rng, C=C, E=E: [
         ("u", "Kör testerna innan jag skickar PR:en, tack."),
         ("b", C, "\n".join(["  Determining projects to restore...", "  All projects are up-to-date for restore.",
                             "  Bokhylla.Api -> /home/nils/Bokhylla/Bokhylla.Api/bin/Debug/net8.0/Bokhylla.Api.dll",
                             "Test run for /home/nils/Bokhylla/Bokhylla.Tests/bin/Debug/net8.0/Bokhylla.Tests.dll (.NETCoreApp,Version=v8.0)",
                             "Starting test execution, please wait...", "[testcontainers.org 00:00:02.41] Docker container 3f0c9ab1d2e4 created",
                             "[testcontainers.org 00:00:03.12] Docker container 3f0c9ab1d2e4 started",
                             "  Failed Bokhylla.Tests.LoansApiTests.ReturnsOverdueLoans [412 ms]", "  Error Message:", "   " + E,
                             "  Stack Trace:", "     at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
                             "", "Failed!  - Failed:     1, Passed:    86, Skipped:     0, Total:    87, Duration: 9 s - Bokhylla.Tests.dll (net8.0)"]), 1),
         ("b", "dotnet test --filter FullyQualifiedName~LoansApiTests", "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 4 s - Bokhylla.Tests.dll (net8.0)"),
         ("b", C, "Passed!  - Failed:     0, Passed:    87, Skipped:     0, Total:    87, Duration: 9 s - Bokhylla.Tests.dll (net8.0)"),
         ("s", "Alla 87 gick igenom vid omkörning utan ändringar. Felet var att Postgres-containern tog emot "
               "anslutningar en bråkdel för sent. Det är instabilt, inte din PR.")],
     cmd=C, err=E, not_fix="--filter FullyQualifiedName~LoansApiTests", passed=C, lang="sv",
     note="A container readiness race; the filtered rerun and the full rerun pass unchanged.")

C = "mix test"
E = "** (DBConnection.OwnershipError) cannot find ownership process for #PID<0.612.0>."
none("mix_ownership_error_failed_rerun_tr", "elixir", "flaky_rerun", "rerun_failed_only", "/home/emre/kervan",
     lambda rng, C=C, E=E: [
         ("u", "Testleri çalıştırır mısın? CI bir kere kırmızı oldu, tekrar denemeden önce yerelde bakalım."),
         ("b", C, "\n".join(["." * 50, "..F" + "." * 40, "", "  1) test broadcasts stock change (Kervan.StockTest)",
                             "     test/kervan/stock_test.exs:44", "     " + E, "", "     When using ownership, you must manage connections in one",
                             "     of the four ways:", "", "     * By explicitly checking out a connection", "     * By explicitly allowing a spawned process",
                             "     * By running the pool in shared mode", "     * By using :caller option with allowed process", "",
                             "Finished in 3.1 seconds (2.2s async, 0.9s sync)", "93 tests, 1 failure"]), 2),
         ("b", "mix test --failed", "Running ExUnit with seed: 11820, max_cases: 16\n\n.\nFinished in 0.2 seconds\n1 test, 0 failures"),
         ("b", C, "." * 93 + "\nFinished in 3.0 seconds (2.2s async, 0.9s sync)\n93 tests, 0 failures"),
         ("s", "Tekrar çalıştırınca geçti, hiçbir şey değiştirmedim. `broadcasts stock change` testi bazen, yayını "
               "dinleyen süreç test bittikten sonra veritabanına dokununca düşüyor. Kararsız bir test; CI'ı yeniden "
               "çalıştırabilirsin.")],
     cmd=C, err=E, not_fix="mix test --failed", passed=C, lang="tr",
     note="OwnershipError is a classic async-test race; nothing changed before the pass.")

# --- never_fixed: the failure stays ------------------------------------------------------------------------------

C = "cmake --build build"
E = "undefined reference to `vtable for codec::OpusDecoder'"
none("cmake_vtable_never_fixed", "cpp", "never_fixed", "tries_failed", "/home/mirek/framewise",
     lambda rng, C=C, E=E: [
         ("u", "link error after adding the Opus decoder class. fix it?"),
         ("b", C, "\n".join(["[ 92%] Linking CXX executable framewise"] + warnings(rng, "gcc", 6, ["/home/mirek/framewise/src/io/mux.cpp"])
                            + ["/usr/bin/ld: CMakeFiles/framewise.dir/src/main.cpp.o: in function `codec::OpusDecoder::OpusDecoder()':",
                               "main.cpp:(.text._ZN5codec11OpusDecoderC2Ev[_ZN5codec11OpusDecoderC5Ev]+0x13): " + E,
                               "/usr/bin/ld: CMakeFiles/framewise.dir/src/main.cpp.o: in function `codec::OpusDecoder::~OpusDecoder()':",
                               "main.cpp:(.text._ZN5codec11OpusDecoderD2Ev[_ZN5codec11OpusDecoderD5Ev]+0x13): " + E,
                               "collect2: error: ld returned 1 exit status",
                               "gmake[2]: *** [CMakeFiles/framewise.dir/build.make:213: framewise] Error 1",
                               "gmake: *** [Makefile:136: all] Error 2"]), 2),
         ("s", "`undefined reference to vtable` usually means a virtual function declared but not defined, or the .cpp "
               "not being compiled. Checking whether opus_decoder.cpp is in the target."),
         ("b", "grep -n opus src/CMakeLists.txt || echo 'not listed'", "not listed"),
         ("b", "sed -i 's|codec/frame.cpp|codec/frame.cpp\\n    codec/opus_decoder.cpp|' src/CMakeLists.txt && cmake -S . -B build && " + C,
          "-- Generating done (0.0s)\n[ 40%] Building CXX object src/CMakeFiles/codec.dir/codec/opus_decoder.cpp.o\n[ 92%] Linking CXX executable framewise\n"
          "/usr/bin/ld: CMakeFiles/framewise.dir/src/main.cpp.o: in function `codec::OpusDecoder::OpusDecoder()':\nmain.cpp:(.text+0x13): " + E + "\ncollect2: error: ld returned 1 exit status", 2),
         ("s", "Still the same after adding the file, so a virtual method (probably `flush()` from the header) has no "
               "definition. I can't tell which one you intended to implement."),
         ("u", "ok, I'll finish the class myself, leave it.")],
     cmd=C, err=E, not_fix="codec/opus_decoder.cpp",
     note="The try (listing the .cpp in CMake) was followed by the same error; nothing passes.")

C = "./gradlew :app:assembleDebug"
E = "> 2 files found with path 'lib/arm64-v8a/libc++_shared.so' from inputs:"
none("gradle_libcxx_shared_never_fixed", "kotlin", "never_fixed", "tries_failed", "/home/ravi/trailnote",
     lambda rng, C=C, E=E: [
         ("u", "after adding the scanner SDK the debug build fails, can you look"),
         ("b", C, "\n".join(["> Task :app:mergeDebugNativeLibs FAILED", "", "FAILURE: Build failed with an exception.", "",
                             "* What went wrong:", "Execution failed for task ':app:mergeDebugNativeLibs'.",
                             "> A failure occurred while executing com.android.build.gradle.internal.tasks.MergeNativeLibsTask$MergeNativeLibsTaskWorkAction",
                             "   " + E,
                             "      - /home/ravi/.gradle/caches/transforms-4/1f2e/transformed/jetified-scanner-sdk-3.2.0/jni/arm64-v8a/libc++_shared.so",
                             "      - /home/ravi/.gradle/caches/transforms-4/9ab0/transformed/jetified-camerax-ext-1.4.0/jni/arm64-v8a/libc++_shared.so",
                             "     If you are using jniLibs and CMake IMPORTED targets, see",
                             "     https://developer.android.com/r/tools/jniLibs-vs-imported-targets", "",
                             "BUILD FAILED in 19s"]), 1),
         ("b", "./gradlew clean && " + C, "> Task :app:mergeDebugNativeLibs FAILED\n   " + E + "\nBUILD FAILED in 23s", 1),
         ("s", "Clean didn't change it: two AARs ship their own libc++_shared.so. `packaging { jniLibs { pickFirsts "
               "+= \"lib/**/libc++_shared.so\" } }` would make it build, but picking one C++ runtime for two native "
               "libraries built with different NDKs can crash at runtime. Which NDK does the scanner SDK need?"),
         ("u", "no idea, I'll ask the vendor. don't add pickFirsts for now.")],
     cmd=C, err=E.lstrip("> "), not_fix="./gradlew clean",
     note="`clean` was tried and failed; pickFirsts was proposed and declined. Nothing passes.")

C = "swift build"
E = "error: the package at '/home/lena/Tidewater/Packages/TideMath' cannot be accessed (Error Domain=NSCocoaErrorDomain Code=260 \"The folder “TideMath” doesn’t exist.\")"
none("swiftpm_local_package_never_fixed", "swift", "never_fixed", "tries_failed", "/home/lena/Tidewater",
     lambda rng, C=C, E=E: [
         ("u", "swift build fails on a clean checkout on the linux box"),
         ("b", C, "\n".join(["Fetching https://github.com/apple/swift-collections.git from cache",
                             "Fetched https://github.com/apple/swift-collections.git from cache (0.41s)",
                             "Computing version for https://github.com/apple/swift-collections.git",
                             "Computed https://github.com/apple/swift-collections.git at 1.1.4 (0.52s)", E]), 1),
         ("b", "swift package resolve", E, 1),
         ("b", "git submodule status; git log --oneline -1 -- Packages/", "fatal: no submodule mapping found in .gitmodules for path 'Packages/TideMath'\n4d2c1e9 Move TideMath into its own repo"),
         ("s", "TideMath was moved out of this repo in 4d2c1e9, but Package.swift still points at `Packages/TideMath` "
               "as a local path. I don't know the new repo's URL - it isn't in the commit message."),
         ("u", "Anton moved it, I'll ask him for the URL tomorrow. stop here")],
     cmd=C, err=E, not_fix="swift package resolve",
     note="Resolve was tried and printed the same error; the cause is found but not fixed.")

C = "terraform plan"
E = "Error: No valid credential sources found"
none("terraform_sso_expired_never_fixed_pl", "terraform", "never_fixed", "tries_failed", "/home/marta/infra/edge",
     lambda rng, C=C, E=E: [
         ("u", "Zrób plan dla edge, proszę, chcę zobaczyć diff przed jutrem."),
         ("b", C, "\n".join(["\u2577", "\u2502 " + E, "\u2502 ", "\u2502   with provider[\"registry.terraform.io/hashicorp/aws\"],",
                             "\u2502   on providers.tf line 1, in provider \"aws\":", "\u2502    1: provider \"aws\" {", "\u2502 ",
                             "\u2502 Please see https://registry.terraform.io/providers/hashicorp/aws",
                             "\u2502 for more information about providing credentials.", "\u2502 ",
                             "\u2502 Error: failed to refresh cached credentials, refresh cached SSO token failed, unable to refresh SSO token, operation error SSO OIDC: CreateToken, https response error StatusCode: 400, RequestID: 7f1b2c3d-0e4a-4b5c-9d8e-2a1f0c9b8e7d, InvalidGrantException: ",
                             "\u2575"]), 1),
         ("b", "aws sso login --profile edge", "Attempting to automatically open the SSO authorization page in your default browser.\n"
               "If the browser does not open or you wish to use a different device to authorize this request, open the following URL:\n\n"
               "https://device.sso.eu-central-1.amazonaws.com/\n\nThen enter the code:\n\nQWTX-KMRB\n"
               "Error when retrieving token from sso: Token has expired and refresh failed", 255),
         ("s", "Token SSO wygasł, a logowanie wymaga potwierdzenia w przeglądarce, czego nie mogę zrobić z tej sesji. "
               "Trzeba uruchomić `aws sso login --profile edge` u siebie i zatwierdzić kod."),
         ("u", "Dobra, zaloguję się rano sama i puszczę plan.")],
     cmd=C, err=E, not_fix="aws sso login --profile edge", lang="pl",
     note="The login attempt needs a browser and fails; the user takes over. Nothing passes in the session.")

C = "vendor/bin/phpunit"
E = "Failed asserting that two strings are identical."
none("phpunit_locale_user_stops_zh", "php", "never_fixed", "user_stops", "/home/wei/dianpu",
     lambda rng, C=C, E=E: [
         ("u", "跑一下所有测试,看看我这个分支有没有弄坏什么。"),
         ("b", C, "\n".join(["PHPUnit 11.4.3 by Sebastian Bergmann and contributors.", "", "Runtime:       PHP 8.3.13", "Configuration: /home/wei/dianpu/phpunit.xml", ""]
                            + passing(rng, "phpunit", 4)
                            + ["..........F....", "", "Time: 00:04.118, Memory: 48.00 MB", "", "There was 1 failure:", "",
                               "1) Tests\\Unit\\PriceFormatterTest::testFormatsYuan", E, "--- Expected", "+++ Actual", "@@ @@",
                               "-'¥1,234.50'", "+'CN¥1,234.50'", "", "/home/wei/dianpu/tests/Unit/PriceFormatterTest.php:22", "",
                               "FAILURES!", "Tests: 284, Assertions: 611, Failures: 1."]), 1),
         ("s", "只有一个失败:`testFormatsYuan` 期望 `¥1,234.50`,实际是 `CN¥1,234.50`。这通常是 ICU 版本不同导致的 "
               "NumberFormatter 输出差异。我可以把断言改成不依赖 ICU 的写法。"),
         ("u", "先别动,这个测试在 CI 上是过的,我之后自己看。今天就到这里。")],
     cmd=C, err=E, not_fix="NumberFormatter", lang="zh",
     note="One failure among 284 tests; explanation offered, the user stops. No change, no pass.")

C = "npm install"
E = "npm error ERESOLVE unable to resolve dependency tree"
none("npm_eresolve_user_stops", "node", "never_fixed", "user_stops", "/home/noor/src/bazaar-web",
     lambda rng, C=C, E=E: [
         ("u", "add @tanstack/vue-query to the web app"),
         ("b", C + " @tanstack/vue-query", "\n".join(
             ["npm warn deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported",
              "npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported",
              "npm error code ERESOLVE", E, "npm error", "npm error While resolving: bazaar-web@2.3.0",
              "npm error Found: vue@3.2.47", "npm error node_modules/vue", "npm error   vue@\"~3.2.47\" from the root project", "npm error",
              "npm error Could not resolve dependency:", "npm error peer vue@\"^3.3.0\" from @tanstack/vue-query@5.62.3",
              "npm error node_modules/@tanstack/vue-query", "npm error   @tanstack/vue-query@\"*\" from the root project", "npm error",
              "npm error Fix the upstream dependency conflict, or retry", "npm error this command with --force or --legacy-peer-deps",
              "npm error to accept an incorrect (and potentially broken) dependency resolution."]), 1),
         ("s", "vue-query 5 needs Vue 3.3+, the app pins `vue ~3.2.47`. Options: bump Vue to 3.4, install "
               "vue-query 4, or `--legacy-peer-deps` (not recommended). Which do you want?"),
         ("u", "hm, a Vue bump is a bigger thing. forget the library for now, thanks")],
     cmd=C + " @tanstack/vue-query", err=E, not_fix="--legacy-peer-deps",
     note="The deprecation warnings come first; the failure is ERESOLVE. The user drops the task.")

C = "mypy src"
E = "src/quill/rates.py:41: error: Item \"None\" of \"Optional[Decimal]\" has no attribute \"quantize\"  [union-attr]"
none("mypy_many_errors_user_stops", "python", "never_fixed", "user_stops", "/home/giulia/quill",
     lambda rng, C=C, E=E: [
         ("u", "how bad is mypy on the rates module after the refactor?"),
         ("b", C, "\n".join([E] + [f"src/quill/{f}.py:{rng.randint(10, 200)}: error: {m}" for f, m in [
             ("rates", "Argument 1 to \"fetch\" has incompatible type \"str | None\"; expected \"str\"  [arg-type]"),
             ("rates", "Missing return statement  [return]"),
             ("cli", "Function is missing a return type annotation  [no-untyped-def]"),
             ("cli", "Call to untyped function \"import_rates\" in typed context  [no-untyped-call]"),
             ("store", "Incompatible types in assignment (expression has type \"float\", variable has type \"Decimal\")  [assignment]"),
             ("store", "Returning Any from function declared to return \"Decimal\"  [no-any-return]")]]
             + ["Found 7 errors in 3 files (checked 24 source files)"]), 1),
         ("s", "7 errors in 3 files. Most are Optional handling in rates.py (the first one, `quantize` on a possibly "
               "None Decimal) and missing annotations in cli.py. Roughly an hour to clean up. Shall I start with rates.py?"),
         ("u", "no, just wanted the number. thanks")],
     cmd=C, err=E, not_fix="rates.py",
     note="A report the user only wanted counted. No change is made.")

# --- earlier_step: the only change came before the failure ------------------------------------------------------

C = "pytest -q tests/integration"
E = "psycopg.OperationalError: connection failed: connection to server at \"127.0.0.1\", port 5432 failed: Connection refused"
none("compose_up_then_tests_too_early", "python", "earlier_step", "service_came_up", "/home/dana/src/tollgate",
     lambda rng, C=C, E=E: [
         ("u", "start the db and run the integration tests"),
         ("bg", "docker compose up -d db", " Container tollgate-db-1  Creating\n Container tollgate-db-1  Created\n Container tollgate-db-1  Starting"),
         ("b", C, "\n".join(["EEEEEEEEEEEE", "==================================== ERRORS ====================================",
                             "_____________________ ERROR at setup of test_invoice_roundtrip _____________________",
                             "tests/integration/conftest.py:14: in db", "    conn = psycopg.connect(DSN)",
                             ".venv/lib/python3.12/site-packages/psycopg/connection.py:119: in connect",
                             "    raise last_ex.with_traceback(None)", "E   " + E,
                             "E   \tIs the server running on that host and accepting TCP/IP connections?",
                             "=========================== short test summary info ============================"]
                            + [f"ERROR tests/integration/test_{t}.py::test_{t}_roundtrip - " + E for t in
                               ("invoice", "customer", "refund", "ledger")]
                            + ["12 errors in 0.81s"]), 1),
         ("b", "docker compose ps db", "NAME              IMAGE         STATUS                    PORTS\ntollgate-db-1     postgres:16   Up 9 seconds (healthy)    127.0.0.1:5432->5432/tcp"),
         ("b", C, "............\n12 passed in 2.34s"),
         ("s", "The first run started before Postgres was accepting connections (the container was still starting); "
               "once `docker compose ps` showed it healthy, all 12 integration tests passed.")],
     cmd=C, err=E, not_fix="docker compose up -d db", passed=C,
     note="The step that made the db available ran before the failure; after it nothing changed. Decided: no memory "
          "(a start-up race of this session).")

C = "./gradlew :search:integrationTest"
E = "java.net.ConnectException: Connection refused"
none("gradle_es_background_too_early", "java", "earlier_step", "service_came_up", "/home/lucia/velero",
     lambda rng, C=C, E=E: [
         ("u", "levanta elasticsearch y corre los tests de integración de search"),
         ("bg", "docker run --rm -d -p 9200:9200 -e discovery.type=single-node -e xpack.security.enabled=false docker.elastic.co/elasticsearch/elasticsearch:8.15.3",
          "9c1f0d3e2b7a4c5d6e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d"),
         ("b", C, "\n".join(["> Task :search:integrationTest", ""]
                            + sum(([f"SearchIndexIT > {t}() FAILED", "    org.springframework.dao.DataAccessResourceFailureException: Connection refused",
                                    "        Caused by: " + E] for t in ("indexesOrder", "findsByCustomer", "paginates")), [])
                            + ["", "3 tests completed, 3 failed", "", "> Task :search:integrationTest FAILED", "BUILD FAILED in 14s"]), 1),
         ("b", "sleep 20; curl -s localhost:9200/_cluster/health", "{\"cluster_name\":\"docker-cluster\",\"status\":\"green\",\"number_of_nodes\":1}"),
         ("b", C, "> Task :search:integrationTest\n\nBUILD SUCCESSFUL in 12s"),
         ("s", "Los tests fallaron porque Elasticsearch aún arrancaba; tras esperar a que el clúster estuviera en verde "
               "pasan los tres. No hubo ningún cambio.")],
     cmd=C, err=E, not_fix="docker run --rm -d -p 9200:9200", passed=C,
     note="The container was started before the failure; waiting for it is not a fix.", lang="es")

C = "bin/rails test:system"
E = "ViteRuby::MissingEntrypointError: Vite Ruby can't find entrypoints/application.js in the manifests."
none("vite_dev_server_still_starting", "ruby", "earlier_step", "service_came_up", "/home/sol/gazette",
     lambda rng, C=C, E=E: [
         ("u", "start bin/dev and then run the system tests"),
         ("bg", "bin/dev", "10:02:11 web.1  | started with pid 48121\n10:02:11 vite.1 | started with pid 48122"),
         ("b", C, "\n".join(["Running 9 tests in a single process", "# Running:", "", "E", "",
                             "Error:", "ArticlesTest#test_visiting_the_index:", "ActionView::Template::Error: " + E, "",
                             "Possible causes:", "  - The last build failed. Try running `bin/vite build --clear --mode=test` manually and check for errors.",
                             "  - The file path is incorrect.", "", "Visit the Troubleshooting guide for more information:",
                             "  https://vite-ruby.netlify.app/guide/troubleshooting.html#troubleshooting", "",
                             "    app/views/layouts/application.html.erb:9", "", "EEEEEEEE", "", "Finished in 6.104s, 1.4745 runs/s",
                             "9 runs, 0 assertions, 0 failures, 9 errors, 0 skips"]), 1),
         ("b", "tail -3 log/vite.log", "  VITE v5.4.10  ready in 1874 ms\n  \u279c  Local:   http://localhost:3036/vite-dev/"),
         ("b", C, "Running 9 tests in a single process\n.........\nFinished in 8.812s\n9 runs, 27 assertions, 0 failures, 0 errors, 0 skips"),
         ("s", "Green: the first run raced the Vite dev server started by bin/dev; once it was ready all 9 passed.")],
     cmd=C, err=E, not_fix="bin/dev", passed=C,
     note="Vite's 'Possible causes' suggests a build; none was run. The dev server started before the failure.")

C = "npm test"
E = "FetchError: request to http://127.0.0.1:4010/orders failed, reason: connect ECONNREFUSED 127.0.0.1:4010"
none("eslint_edit_credited_mock_server_race", "node", "earlier_step", "credits_earlier_change", "/home/priya/quaystone",
     lambda rng, C=C, E=E: [
         ("u", "turn off the no-console rule for scripts/ and run the tests"),
         ("e", "/home/priya/quaystone/.eslintrc.cjs", "  overrides: [\n", "  overrides: [\n    { files: ['scripts/**'], rules: { 'no-console': 'off' } },\n"),
         ("b", C, "\n".join(["", "> quaystone@4.1.0 test", "> jest --globalSetup ./test/start-prism.js", "",
                             "[prism] starting mock server on :4010 ..."]
                            + [" FAIL  src/api/orders.test.ts", "  \u25cf orders api \u203a lists orders", "", "    " + E, "",
                               "      at ClientRequest.<anonymous> (node_modules/node-fetch/lib/index.js:1501:11)", ""]
                            + [" PASS  src/lib/format.test.ts"] + passing(rng, "jest", 7)
                            + ["[prism] \u2714  success   Prism is listening on http://127.0.0.1:4010",
                               "Test Suites: 1 failed, 11 passed, 12 total", "Tests:       3 failed, 71 passed, 74 total"]), 1),
         ("b", C, "[prism] \u2714  success   Prism is listening on http://127.0.0.1:4010\nTest Suites: 12 passed, 12 total\nTests:       74 passed, 74 total"),
         ("s", "Done: no-console is off for scripts/, and the tests pass after the eslint change.")],
     cmd=C, err=E, not_fix="'no-console': 'off'", passed=C,
     note="The closing line ties the pass to the eslint edit, which was made before the failure and cannot affect "
          "jest. The log shows Prism came up after the orders test ran; the rerun passed unchanged. Trap: the edit.")

C = "go test ./..."
E = "dial tcp 127.0.0.1:6379: connect: connection refused"
none("go_mod_tidy_credited_redis_restart", "go", "earlier_step", "credits_earlier_change", "/home/oskar/ledgerline",
     lambda rng, C=C, E=E: [
         ("u", "bump go-redis to v9.7 and make sure tests pass. I'm restarting my local redis btw"),
         ("b", "go get github.com/redis/go-redis/v9@v9.7.0 && go mod tidy", "go: upgraded github.com/redis/go-redis/v9 v9.5.1 => v9.7.0"),
         ("b", C, "\n".join(["ok  \tgithub.com/oskar/ledgerline/internal/api\t0.311s", "--- FAIL: TestRateLimiter_Allow (0.00s)",
                             "    limiter_test.go:23: " + E, "--- FAIL: TestRateLimiter_Window (0.00s)", "    limiter_test.go:41: " + E,
                             "FAIL", "FAIL\tgithub.com/oskar/ledgerline/internal/ratelimit\t0.019s",
                             "ok  \tgithub.com/oskar/ledgerline/internal/report\t0.022s", "FAIL"]), 1),
         ("b", C, "ok  \tgithub.com/oskar/ledgerline/internal/api\t(cached)\nok  \tgithub.com/oskar/ledgerline/internal/ratelimit\t0.044s\nok  \tgithub.com/oskar/ledgerline/internal/report\t(cached)"),
         ("s", "go-redis is on v9.7.0 and `go mod tidy` sorted out the module graph, which fixed the rate limiter tests. All green.")],
     cmd=C, err=E, not_fix="go mod tidy", passed=C,
     note="The user said Redis was being restarted; the tidy ran before the failure. The agent's credit is wrong.")

C = "cargo test"
E = "warning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: static.crates.io)"
none("cargo_update_credited_dns_blip", "rust", "earlier_step", "credits_earlier_change", "/home/ilse/weirbook",
     lambda rng, C=C, E=E: [
         ("u", "update serde to the latest patch and run tests"),
         ("b", "cargo update -p serde", "    Updating crates.io index\n     Locking 2 packages to latest compatible versions\n    Updating serde v1.0.210 -> v1.0.215\n    Updating serde_derive v1.0.210 -> v1.0.215"),
         ("b", C, "\n".join(["  Downloaded serde v1.0.215", E, E.replace("3 tries", "2 tries"), E.replace("3 tries", "1 tries"),
                             "error: failed to download from `https://static.crates.io/crates/serde_derive/1.0.215/download`", "",
                             "Caused by:", "  [6] Couldn't resolve host name (Could not resolve host: static.crates.io)"]), 101),
         ("b", C, "  Downloaded serde_derive v1.0.215\n   Compiling serde_derive v1.0.215\n   Compiling weirbook v0.3.0 (/home/ilse/weirbook)\n"
                  "test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s"),
         ("s", "serde is on 1.0.215 (from `cargo update -p serde`) and all 23 tests pass.")],
     cmd=C, err="error: failed to download from `https://static.crates.io/crates/serde_derive/1.0.215/download`",
     not_fix="cargo update -p serde", passed=C,
     note="A DNS blip printed as three spurious-network-error retries, then the failure. The rerun passes; "
          "cargo update ran before and is the requested change, not a fix.")

# --- passed_with_noise: exit 0, error-looking lines ------------------------------------------------------------

C = "mix test"
E = "[error] GenServer Ferry.Poller terminating"
none("mix_test_green_with_error_logs", "elixir", "passed_with_noise", "exit_zero_error_logs", "/home/tomas/ferry",
     lambda rng, C=C, E=E: [
         ("u", "mix test prints scary red errors but says 0 failures. is something broken?"),
         ("b", C, "\n".join(["." * 30] + stamped(rng, [E, "** (RuntimeError) upstream closed", "    (ferry 0.9.0) lib/ferry/poller.ex:61: Ferry.Poller.handle_info/2",
                                                        "Last message: :poll", "[info] Ferry.Poller restarted by Ferry.Supervisor"], fmt="short")
                            + ["." * 32, "Finished in 1.8 seconds (0.6s async, 1.2s sync)", "62 tests, 0 failures"])),
         ("b", "grep -rn 'upstream closed' test/ | head -3", "test/ferry/poller_test.exs:18:    send(pid, {:fail, \"upstream closed\"})"),
         ("s", "Nothing is broken: 62 tests, 0 failures. The red `GenServer Ferry.Poller terminating` is produced on "
               "purpose by `poller_test.exs`, which crashes the poller to check the supervisor restarts it. If you want "
               "it quiet, tag that test with `@tag :capture_log`; I haven't changed anything.")],
     cmd=C, err=E, not_fix="@tag :capture_log",
     note="No command fails. The error-looking log is expected output of a passing test; the optional capture_log "
          "tag was only mentioned.")

C = "cmake --build build"
E = "warning: 'sprintf' is deprecated: This function is provided for compatibility reasons only."
none("cmake_green_sprintf_warning_cleanup", "cpp", "passed_with_noise", "warning_cleanup", "/Users/aino/pakkaus",
     lambda rng, C=C, E=E: [
         ("u", "the build works but prints sprintf deprecation warnings on mac. clean those up please"),
         ("b", C, "\n".join(["[ 25%] Building C object CMakeFiles/pakkaus.dir/src/hex.c.o",
                             "/Users/aino/pakkaus/src/hex.c:14:9: " + E + " Due to security concerns inherent in the design of sprintf(3), it is highly recommended that you use snprintf(3) instead. [-Wdeprecated-declarations]",
                             "   14 |         sprintf(out + 2 * i, \"%02x\", buf[i]);", "      |         ^",
                             "/Library/Developer/CommandLineTools/SDKs/MacOSX.sdk/usr/include/stdio.h:188:1: note: 'sprintf' has been explicitly marked deprecated here",
                             "1 warning generated.", "[100%] Built target pakkaus"])),
         ("e", "/Users/aino/pakkaus/src/hex.c", "        sprintf(out + 2 * i, \"%02x\", buf[i]);", "        snprintf(out + 2 * i, 3, \"%02x\", buf[i]);"),
         ("b", C, "[ 25%] Building C object CMakeFiles/pakkaus.dir/src/hex.c.o\n[100%] Built target pakkaus"),
         ("s", "Replaced the `sprintf` in hex.c with `snprintf(..., 3, ...)`; the build is warning-free now.")],
     cmd=C, err=E, not_fix="snprintf",
     note="The build never failed; a requested warning cleanup is not a failure -> fix.")

C = "npm install"
E = "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it."
none("npm_install_green_deprecations", "node", "passed_with_noise", "exit_zero_warnings", "/home/priya/quaystone",
     lambda rng, C=C, E=E: [
         ("u", "npm install shows a bunch of warnings and 'leaks memory'?! did it fail?"),
         ("b", C, "\n".join([E, "npm warn deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported",
                             "npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported",
                             "npm warn EBADENGINE Unsupported engine {", "npm warn EBADENGINE   package: 'undici@7.1.0',",
                             "npm warn EBADENGINE   required: { node: '>=20.18.1' },", "npm warn EBADENGINE   current: { node: 'v20.11.1', npm: '10.2.4' }",
                             "npm warn EBADENGINE }", "", "added 1146 packages, and audited 1147 packages in 38s", "",
                             "212 packages are looking for funding", "  run `npm fund` for funding", "",
                             "3 moderate severity vulnerabilities", "", "To address all issues, run:", "  npm audit fix"])),
         ("b", "npm ls inflight", "quaystone@4.1.0 /home/priya/quaystone\n\u2514\u2500\u252c jest@29.7.0\n  \u2514\u2500\u252c @jest/core@29.7.0\n    \u2514\u2500\u252c glob@7.2.3\n      \u2514\u2500\u2500 inflight@1.0.6"),
         ("s", "It succeeded (exit 0, 1146 packages). `inflight` comes in through jest's old glob - a dev-only "
               "transitive dependency, not your code. The EBADENGINE line says undici wants Node 20.18.1+; you're on "
               "20.11.1, worth upgrading Node but nothing is broken. I'd not run `npm audit fix` blindly.")],
     cmd=C, err=E, not_fix="npm audit fix",
     note="Exit 0. Deprecation and engine warnings, an audit hint; nothing failed, nothing changed.")

C = "dotnet test"
E = "fail: Regate.Api.Middleware.ErrorHandler[0]"
none("dotnet_test_green_fail_log_lines", "dotnet", "passed_with_noise", "exit_zero_error_logs", "/home/claire/src/Regate",
     lambda rng, C=C, E=E: [
         ("u", "why does dotnet test print 'fail:' lines when everything passed?"),
         ("b", C, "\n".join(["Starting test execution, please wait...", "A total of 1 test files matched the specified pattern.",
                             "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622]",
                             "      Entity 'Boat' has a global query filter defined and is the required end of a relationship with the entity 'Entry'.",
                             E, "      Unhandled exception while processing GET /api/races/999",
                             "      System.Collections.Generic.KeyNotFoundException: Race 999 not found",
                             "         at Regate.Api.Races.RaceService.Get(Int32 id) in /home/claire/src/Regate/Regate.Api/Races/RaceService.cs:line 31",
                             "", "Passed!  - Failed:     0, Passed:   118, Skipped:     0, Total:   118, Duration: 7 s - Regate.Tests.dll (net8.0)"])),
         ("s", "All 118 passed. The `fail:` block is the API's error middleware logging the KeyNotFoundException that "
               "`ReturnsNotFoundForUnknownRace` provokes on purpose; the `warn:` is EF Core's model validation note "
               "about the Boat query filter. Neither is a failure.")],
     cmd=C, err=E, not_fix="Entity 'Boat' has a global query filter defined",
     note="Exit 0 with fail:/warn: log lines from the host under test. No change.")

# --- own_leftover: the session's own state caused the failure ---------------------------------------------------

C = "npx playwright test"
E = "Error: http://localhost:3000 is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer."
none("playwright_own_dev_server_port", "node", "own_leftover", "own_process", "/home/noor/src/bazaar-web",
     lambda rng, C=C, E=E: [
         ("u", "start the dev server so I can look at the checkout page, then run the e2e tests"),
         ("bg", "npm run dev -- --port 3000", "  VITE v5.4.10  ready in 612 ms\n  \u279c  Local:   http://localhost:3000/"),
         ("b", C, "\n".join(["", E, "", "   at ../node_modules/playwright/lib/plugins/webServerPlugin.js:113:13",
                             "", "To open last HTML report run:", "", "  npx playwright show-report"]), 1),
         ("b", "lsof -ti :3000", "51207"),
         ("b", "kill 51207", ""),
         ("b", C, "Running 24 tests using 2 workers\n\n  24 passed (41.3s)"),
         ("s", "The dev server I started earlier held port 3000, which Playwright's webServer wants for itself. Stopped "
               "it (PID 51207); 24 e2e tests pass. Restart `npm run dev` if you still want to browse.")],
     cmd=C, err=E, not_fix="kill 51207", passed=C,
     note="The port was held by this session's own `npm run dev`. Decided (as in fixes17/18): not a lesson.")

C = "terraform plan"
E = "Error: Error acquiring the state lock"
none("terraform_own_interrupted_plan_lock", "terraform", "own_leftover", "own_lock", "/home/marta/infra/edge",
     lambda rng, C=C, E=E: [
         ("u", "run a plan for the cdn module"),
         ("b", C + " -target=module.cdn", "module.cdn.aws_cloudfront_distribution.main: Refreshing state... [id=E2Q4M8W1XK7Y3Z]", "timeout"),
         ("b", C + " -target=module.cdn", "\n".join(["\u2577", "\u2502 " + E, "\u2502 ", "\u2502 Error message: ConditionalCheckFailedException: The conditional request failed",
                                                    "\u2502 Lock Info:", "\u2502   ID:        5e0c8a41-27b3-4f6d-a1c9-93d2e7b0f4a6",
                                                    "\u2502   Path:      edge-tfstate/edge/terraform.tfstate", "\u2502   Operation: OperationTypePlan",
                                                    "\u2502   Who:       marta@lap-7",
                                                    "\u2502   Version:   1.9.8", "\u2502   Created:   2026-12-23 11:02:41.31 +0000 UTC", "\u2502 ",
                                                    "\u2502 Terraform acquires a state lock to protect the state from being written",
                                                    "\u2502 by multiple users at the same time.", "\u2575"]), 1),
         ("b", "terraform force-unlock -force 5e0c8a41-27b3-4f6d-a1c9-93d2e7b0f4a6", "Terraform state has been successfully unlocked!"),
         ("b", C + " -target=module.cdn", "Plan: 0 to add, 1 to change, 0 to destroy."),
         ("s", "My first plan hit the 2-minute tool timeout and left its lock behind (Who: marta@lap-7, created a "
               "minute earlier). Released it with force-unlock; the plan shows 1 change.")],
     cmd=C + " -target=module.cdn", err=E, not_fix="terraform force-unlock", passed=C + " -target=module.cdn",
     note="The lock was this session's own killed plan. Force-unlock is right here and wrong in general: no memory.")

C = "cmake -S . -B build"
E = "Does not match the generator used previously: Ninja"
none("cmake_own_ninja_build_dir", "cpp", "own_leftover", "own_build_dir", "/home/mirek/framewise",
     lambda rng, C=C, E=E: [
         ("u", "try a ninja build to compare times, then put it back the way the README says"),
         ("b", "cmake -S . -B build -G Ninja && time cmake --build build", "-- The CXX compiler identification is GNU 13.2.0\n-- Build files have been written to: /home/mirek/framewise/build\n[58/58] Linking CXX executable framewise\n\nreal\t0m41.207s"),
         ("b", C, "\n".join(["CMake Error: Error: generator : Unix Makefiles", E,
                             "Either remove the CMakeCache.txt file and CMakeFiles directory or choose a different binary directory."]), 1),
         ("b", "rm -rf build", ""),
         ("b", C, "-- The CXX compiler identification is GNU 13.2.0\n-- Configuring done (0.6s)\n-- Generating done (0.0s)\n-- Build files have been written to: /home/mirek/framewise/build"),
         ("s", "Ninja took 41s. Switching back failed because my Ninja run had just written build/ with that "
               "generator; removed build/ and configured with the default Makefiles as the README says.")],
     cmd=C, err=E, not_fix="rm -rf build", passed=C,
     note="The session's own Ninja build dir caused the mismatch.")

C = "git checkout feature/exports"
E = "fatal: 'feature/exports' is already used by worktree at '/home/oskar/ledgerline-exports'"
none("git_own_worktree_blocks_checkout", "git", "own_leftover", "own_worktree", "/home/oskar/ledgerline",
     lambda rng, C=C, E=E: [
         ("u", "look at the exports branch in a separate worktree first, then check it out here and rebase it on main"),
         ("b", "git worktree add ../ledgerline-exports feature/exports", "Preparing worktree (checking out 'feature/exports')\nHEAD is now at 7a1e0c2 exports: csv writer"),
         ("b", "git -C ../ledgerline-exports log --oneline main..HEAD", "7a1e0c2 exports: csv writer\n31bd9f4 exports: schema\nc02d77e exports: wip"),
         ("b", C, E, 128),
         ("b", "git worktree remove ../ledgerline-exports", ""),
         ("b", C, "Switched to branch 'feature/exports'\nYour branch is up to date with 'origin/feature/exports'."),
         ("s", "The branch was still checked out in the worktree I had created for looking at it; removed that "
               "worktree, then checked it out here. Three commits to rebase - go ahead?")],
     cmd=C, err=E, not_fix="git worktree remove", passed=C,
     note="Its own worktree blocked the checkout. Short output, but the point is the origin of the state.")
