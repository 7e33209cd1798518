"""Sessions with memory, part one: one failure among many passing tests (`one_failure_among_passes`, 6) and one
error after pages of warnings (`warnings_before_error`, 6)."""

from __future__ import annotations

from kit import mem, passing, warnings

# --- one_failure_among_passes: a long test report, one failure, its traceback ---------------------------------

C = "pytest -v tests/"
E = "E       AssertionError: assert Decimal('19.99') == Decimal('20.00')"
W = "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC)."
mem("pytest_vat_rounding_one_of_many", "python", "one_failure_among_passes", "with_warnings_summary",
    "/home/dana/src/tollgate",
    lambda rng, C=C, E=E, W=W: [
        ("u", "CI is red on the pricing change. can you find what broke and fix it"),
        ("b", C, "\n".join(
            ["============================= test session starts ==============================",
             "platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0 -- /home/dana/src/tollgate/.venv/bin/python",
             "cachedir: .pytest_cache", "rootdir: /home/dana/src/tollgate", "configfile: pyproject.toml",
             "plugins: cov-5.0.0, anyio-4.6.2", "collected 58 items", ""]
            + passing(rng, "pytest", 21, "tests/test_invoices.py")
            + ["tests/test_pricing.py::test_vat_rounding FAILED                          [ 38%]"]
            + passing(rng, "pytest", 36, "tests/test_reports.py")
            + ["", "=================================== FAILURES ===================================",
               "______________________________ test_vat_rounding _______________________________", "",
               "    def test_vat_rounding():",
               "        line = Line(net=Decimal(\"16.81\"), vat_rate=Decimal(\"0.19\"))",
               ">       assert line.gross() == Decimal(\"20.00\")", E,
               "E        +  where Decimal('19.99') = gross()",
               "E        +    where gross = Line(net=Decimal('16.81'), vat_rate=Decimal('0.19')).gross", "",
               "tests/test_pricing.py:31: AssertionError",
               "=============================== warnings summary ===============================",
               "tests/test_reports.py: 14 warnings",
               "  /home/dana/src/tollgate/tollgate/reports.py:22: " + W,
               "    stamp = datetime.utcnow()", "",
               "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html",
               "=========================== short test summary info ============================",
               "FAILED tests/test_pricing.py::test_vat_rounding - AssertionError: assert Decimal('19.99') == Decimal('20.00')",
               "================== 1 failed, 57 passed, 14 warnings in 3.48s ==================="]), 1),
        ("r", "/home/dana/src/tollgate/tollgate/pricing.py",
         "from decimal import Decimal, ROUND_DOWN\n\n\nclass Line:\n    def __init__(self, net, vat_rate):\n"
         "        self.net, self.vat_rate = net, vat_rate\n\n    def gross(self):\n"
         "        return (self.net * (1 + self.vat_rate)).quantize(Decimal(\"0.01\"), rounding=ROUND_DOWN)"),
        ("e", "/home/dana/src/tollgate/tollgate/pricing.py", "rounding=ROUND_DOWN)", "rounding=ROUND_HALF_UP)"),
        ("e", "/home/dana/src/tollgate/tollgate/pricing.py", "from decimal import Decimal, ROUND_DOWN",
         "from decimal import Decimal, ROUND_HALF_UP"),
        ("b", C, "\n".join(passing(rng, "pytest", 12, "tests/test_pricing.py") +
                           ["=============================== warnings summary ===============================",
                            "tests/test_reports.py: 14 warnings", "  /home/dana/src/tollgate/tollgate/reports.py:22: " + W,
                            "================== 58 passed, 14 warnings in 3.31s ==================="])),
        ("s", "Fixed. `Line.gross()` rounded with `ROUND_DOWN`, so 16.81 * 1.19 = 20.0039 came out right but other "
              "amounts truncated (the test's 19.99). It now uses `ROUND_HALF_UP`; 58 passed. The 14 `utcnow()` "
              "deprecation warnings are unrelated and were there before.")],
    cmd=C, err=E, change="ROUND_HALF_UP",
    also_ok=["FAILED tests/test_pricing.py::test_vat_rounding - AssertionError: assert Decimal('19.99') == Decimal('20.00')"],
    groups=[["Decimal('19.99') == Decimal('20.00')", "test_vat_rounding"], ["ROUND_HALF_UP"]],
    traps=[W],
    note="57 of 58 tests pass; the failure is in the FAILURES block and repeated in the short summary (both lines "
         "acceptable). The utcnow() deprecation warning is printed by the passing run too: a trap, not the error.")

C = "go test -v ./..."
E = "    totals_test.go:58: Total() = 9000, want 9500"
mem("go_test_v_discount_order_de", "go", "one_failure_among_passes", "subtest_in_verbose_run", "/home/jonas/kiezkasse-go",
    lambda rng, C=C, E=E: [
        ("u", "Nach meinem Umbau der Rabattlogik ist `go test` rot. Schau bitte, welcher Test es ist, und repariere den Code."),
        ("b", C, "\n".join(
            passing(rng, "go", 18) + ["PASS", "ok  \tkiezkasse/internal/catalog\t0.021s"]
            + passing(rng, "go", 9)
            + ["=== RUN   TestInvoiceTotals", "=== RUN   TestInvoiceTotals/plain",
               "=== RUN   TestInvoiceTotals/with_discount", "=== RUN   TestInvoiceTotals/with_shipping",
               "--- FAIL: TestInvoiceTotals (0.00s)", "    --- PASS: TestInvoiceTotals/plain (0.00s)",
               "    --- FAIL: TestInvoiceTotals/with_discount (0.00s)", E,
               "    --- PASS: TestInvoiceTotals/with_shipping (0.00s)"]
            + passing(rng, "go", 7)
            + ["FAIL", "FAIL\tkiezkasse/internal/billing\t0.017s"]
            + passing(rng, "go", 12) + ["PASS", "ok  \tkiezkasse/internal/httpapi\t0.044s", "FAIL"]), 1),
        ("r", "/home/jonas/kiezkasse-go/internal/billing/totals.go",
         "func (i Invoice) Total() int {\n\tsum := i.Subtotal()\n\tsum = applyTax(sum, i.TaxRate)\n"
         "\tsum = applyDiscount(sum, i.Discount)\n\treturn sum + i.Shipping\n}"),
        ("e", "/home/jonas/kiezkasse-go/internal/billing/totals.go",
         "\tsum = applyTax(sum, i.TaxRate)\n\tsum = applyDiscount(sum, i.Discount)\n",
         "\tsum = applyDiscount(sum, i.Discount)\n\tsum = applyTax(sum, i.TaxRate)\n"),
        ("b", C, "ok  \tkiezkasse/internal/billing\t0.015s\nok  \tkiezkasse/internal/catalog\t(cached)\n"
                                    "ok  \tkiezkasse/internal/httpapi\t(cached)\nok  \tkiezkasse/internal/store\t(cached)"),
        ("s", "Der einzige rote Test war `TestInvoiceTotals/with_discount` (`Total() = 9000, want 9500`). In "
              "`Total()` wurde seit dem Umbau erst die Steuer und dann der Rabatt angewendet; ich habe die Reihenfolge "
              "zurückgedreht (erst Rabatt, dann Steuer). Jetzt sind alle Pakete grün.")],
    cmd=C, err=E, change="applyDiscount(sum, i.Discount)\n\tsum = applyTax", lang="de",
    also_ok=["    --- FAIL: TestInvoiceTotals/with_discount (0.00s)"],
    groups=[["Total() = 9000, want 9500", "TestInvoiceTotals/with_discount"], ["applyDiscount", "discount before tax", "Rabatt"]],
    note="One failing subtest among ~50 passing tests in four packages. The memory is the failing assertion line; "
         "the `--- FAIL:` line names the same failure.")

C = "npx jest"
E = "    TypeError: Cannot read properties of undefined (reading 'map')"
W = "Warning: Each child in a list should have a unique \"key\" prop."
mem("jest_cart_items_map_console_noise", "node", "one_failure_among_passes", "console_error_in_passing_suite",
    "/home/priya/quaystone",
    lambda rng, C=C, E=E, W=W: [
        ("u", "the cart summary test started failing after the API change, everything else is fine. fix?"),
        ("b", C, "\n".join(
            [" PASS  src/lib/format.test.ts"] + passing(rng, "jest", 7)
            + [" PASS  src/components/OrderList.test.tsx",
               "  \u25cf Console", "", "    console.error", "      " + W, "",
               "      Check the render method of `OrderList`. See https://reactjs.org/link/warning-keys for more information.",
               "          at li", "          at OrderList (src/components/OrderList.tsx:9:3)", ""]
            + passing(rng, "jest", 5)
            + [" FAIL  src/components/CartSummary.test.tsx", "  CartSummary",
               "    \u2713 renders the empty state (18 ms)", "    \u2715 renders line items (9 ms)", "",
               "  \u25cf CartSummary \u203a renders line items", "", E, "",
               "      12 |   return (", "      13 |     <ul>",
               "    > 14 |       {cart.items.map((item) => (",
               "         |                  ^", "      15 |         <CartLine key={item.sku} item={item} />",
               "", "      at CartSummary (src/components/CartSummary.tsx:14:18)",
               "      at renderWithHooks (node_modules/react-dom/cjs/react-dom.development.js:15486:18)",
               "      at mountIndeterminateComponent (node_modules/react-dom/cjs/react-dom.development.js:20103:13)", ""]
            + [" PASS  src/api/client.test.ts"] + passing(rng, "jest", 9)
            + ["", "Test Suites: 1 failed, 11 passed, 12 total", "Tests:       1 failed, 73 passed, 74 total",
               "Snapshots:   4 passed, 4 total", "Time:        6.214 s", "Ran all test suites."]), 1),
        ("b", "grep -n 'lineItems\\|items' src/api/types.ts | head", "14:  lineItems: CartLine[];\n15:  itemCount: number;"),
        ("e", "/home/priya/quaystone/src/components/CartSummary.tsx", "{cart.items.map((item) => (",
         "{cart.lineItems.map((item) => ("),
        ("b", C, "\n".join([" PASS  src/components/OrderList.test.tsx", "  \u25cf Console", "", "    console.error",
                            "      " + W, "", " PASS  src/components/CartSummary.test.tsx",
                            "Test Suites: 12 passed, 12 total", "Tests:       74 passed, 74 total"])),
        ("s", "The API renamed `items` to `lineItems` on the cart, so `cart.items` was undefined in `CartSummary`. "
              "Switched the component to `cart.lineItems`; 74/74 pass. The `key` prop console.error comes from "
              "OrderList's test and shows up in green runs too - separate issue.")],
    cmd=C, err=E, change="cart.lineItems",
    also_ok=["  \u25cf CartSummary \u203a renders line items"],
    groups=[["Cannot read properties of undefined (reading 'map')"], ["lineItems"]], traps=[W],
    note="One failing test among 74. A console.error from a passing suite (React key warning) is printed before "
         "the failure and again in the passing run: a trap.")

C = "bundle exec rspec"
E = "     Failure/Error: expect(invoice.due_on).to eq(Date.new(2026, 3, 31))"
mem("rspec_due_on_end_of_month_nl", "ruby", "one_failure_among_passes", "rerun_line_at_end", "/home/femke/factuurbak",
    lambda rng, C=C, E=E: [
        ("u", "Eén spec faalt sinds ik de betaaltermijn heb aangepast naar 'einde volgende maand'. Kun je het fixen?"),
        ("b", C, "\n".join(
            ["Randomized with seed 40217", "", "Customer"] + passing(rng, "rspec", 16)
            + ["", "Invoice"] + passing(rng, "rspec", 9)
            + ["  due date is the end of the next month (FAILED - 1)"] + passing(rng, "rspec", 6)
            + ["", "Reminder"] + passing(rng, "rspec", 14)
            + ["", "Failures:", "", "  1) Invoice due date is the end of the next month", E, "", "       expected: #<Date: 2026-03-31 ((2461131j,0s,0n),+0s,2299161j)>",
               "            got: #<Date: 2026-03-28 ((2461128j,0s,0n),+0s,2299161j)>", "",
               "       (compared using ==)", "",
               "     # ./spec/models/invoice_spec.rb:42:in `block (3 levels) in <top (required)>'", "",
               "Finished in 1.84 seconds (files took 2.07 seconds to load)",
               "46 examples, 1 failure", "", "Failed examples:", "",
               "rspec ./spec/models/invoice_spec.rb:42 # Invoice due date is the end of the next month", "",
               "Randomized with seed 40217"]), 1),
        ("r", "/home/femke/factuurbak/app/models/invoice.rb",
         "class Invoice < ApplicationRecord\n  def due_on\n    issued_on + 1.month\n  end\nend"),
        ("e", "/home/femke/factuurbak/app/models/invoice.rb", "    issued_on + 1.month\n",
         "    issued_on.next_month.end_of_month\n"),
        ("b", C, "Randomized with seed 8811\n\n" + "\n".join(passing(rng, "rspec", 6)) +
         "\n\nFinished in 1.79 seconds (files took 2.01 seconds to load)\n46 examples, 0 failures"),
        ("s", "Opgelost: `due_on` deed `issued_on + 1.month` (28 feb + 1 maand = 28 maart). Nu "
              "`issued_on.next_month.end_of_month`, dus 31 maart. 46 voorbeelden, 0 failures.")],
    cmd=C, err=E, change="next_month.end_of_month", lang="nl",
    also_ok=["rspec ./spec/models/invoice_spec.rb:42 # Invoice due date is the end of the next month",
             "            got: #<Date: 2026-03-28 ((2461128j,0s,0n),+0s,2299161j)>"],
    groups=[["expect(invoice.due_on).to eq(Date.new(2026, 3, 31))", "due date is the end of the next month"],
            ["end_of_month"]],
    note="45 green examples in documentation format, one marked FAILED - 1, then the Failures block and the rerun "
         "line. The Failure/Error line is what a reader searches; the rerun line and expected/got are acceptable.")

C = "./mvnw test"
E = "[ERROR]   RefundServiceTest.partialRefundKeepsFee:88 expected: <250> but was: <0>"
O = "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project refunds: There are test failures."
mem("surefire_refund_fee_one_of_many", "java", "one_failure_among_passes", "results_block", "/home/femi/ardent-refunds",
    lambda rng, C=C, E=E, O=O: [
        ("u", "mvn test fails on main since the partial refunds PR. One test I think. Can you sort it out?"),
        ("b", C, "\n".join(
            ["[INFO] Scanning for projects...", "[INFO] ", "[INFO] ------------------------< dev.ardent:refunds >-------------------------",
             "[INFO] Building refunds 1.8.0-SNAPSHOT", "[INFO] --------------------------------[ jar ]---------------------------------",
             "[INFO] ", "[INFO] --- surefire:3.2.5:test (default-test) @ refunds ---", "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider",
             "[INFO] ", "[INFO] -------------------------------------------------------", "[INFO]  T E S T S",
             "[INFO] -------------------------------------------------------"]
            + passing(rng, "junit", 11, "dev.ardent.refunds")
            + ["[ERROR] Tests run: 7, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.094 s <<< FAILURE! -- in dev.ardent.refunds.RefundServiceTest",
               "[ERROR] dev.ardent.refunds.RefundServiceTest.partialRefundKeepsFee -- Time elapsed: 0.012 s <<< FAILURE!",
               "org.opentest4j.AssertionFailedError: expected: <250> but was: <0>",
               "\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)",
               "\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)",
               "\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)",
               "\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:166)",
               "\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:634)",
               "\tat dev.ardent.refunds.RefundServiceTest.partialRefundKeepsFee(RefundServiceTest.java:88)",
               "\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)",
               "\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)", ""]
            + passing(rng, "junit", 6, "dev.ardent.refunds")
            + ["[INFO] ", "[INFO] Results:", "[INFO] ", "[ERROR] Failures: ", E, "[INFO] ",
               "[ERROR] Tests run: 96, Failures: 1, Errors: 0, Skipped: 0", "[INFO] ",
               "[INFO] ------------------------------------------------------------------------",
               "[INFO] BUILD FAILURE", "[INFO] ------------------------------------------------------------------------",
               "[INFO] Total time:  14.872 s", O,
               "[ERROR] -> [Help 1]"]), 1),
        ("r", "/home/femi/ardent-refunds/src/main/java/dev/ardent/refunds/RefundService.java",
         "    long feeCents = full ? order.feeCents() : 0;\n    return new Refund(amountCents, feeCents);"),
        ("e", "/home/femi/ardent-refunds/src/main/java/dev/ardent/refunds/RefundService.java",
         "    long feeCents = full ? order.feeCents() : 0;", "    long feeCents = order.feeCents();"),
        ("b", C, "[INFO] Results:\n[INFO] \n[INFO] Tests run: 96, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n[INFO] BUILD SUCCESS"),
        ("s", "One failure among 96: `partialRefundKeepsFee` expected the fee (250) on a partial refund and got 0, "
              "because `RefundService` only kept the fee for full refunds. The PR's own spec says the fee is kept "
              "on every refund, so the fee is now always `order.feeCents()`. BUILD SUCCESS.")],
    cmd=C, err=E, change="long feeCents = order.feeCents();",
    also_ok=["org.opentest4j.AssertionFailedError: expected: <250> but was: <0>"],
    groups=[["partialRefundKeepsFee", "expected: <250> but was: <0>"], ["feeCents"]], traps=[O],
    note="The Results block repeats the failure in one line (chosen); the AssertionFailedError line in the "
         "stack is acceptable. The last frames are JUnit and JDK code. The surefire 'There are test failures.' "
         "goal line is the generic outer wrapper: a trap.")

C = "cargo test"
E = "thread 'money::tests::split_rounds_remainder' panicked at src/money.rs:141:9:"
mem("cargo_test_split_remainder_ja", "rust", "one_failure_among_passes", "panic_in_many", "/home/kenta/warikan",
    lambda rng, C=C, E=E: [
        ("u", "割り勘の分配ロジックを直したらテストが1つ落ちるようになった。原因を見て直してほしい。"),
        ("b", C, "\n".join(
            ["   Compiling warikan v0.4.2 (/home/kenta/warikan)",
             "    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.03s",
             "     Running unittests src/lib.rs (target/debug/deps/warikan-5f0c2a81e3d9b7a4)", "", "running 41 tests"]
            + passing(rng, "cargo", 22) + ["test money::tests::split_rounds_remainder ... FAILED"]
            + passing(rng, "cargo", 18)
            + ["", "failures:", "", "---- money::tests::split_rounds_remainder stdout ----", E,
               "assertion `left == right` failed", "  left: [33, 33, 33]", " right: [34, 33, 33]",
               "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "",
               "failures:", "    money::tests::split_rounds_remainder", "",
               "test result: FAILED. 40 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s", "",
               "error: test failed, to rerun pass `--lib`"]), 101),
        ("r", "/home/kenta/warikan/src/money.rs",
         "pub fn split(total: u64, n: u64) -> Vec<u64> {\n    let share = total / n;\n    vec![share; n as usize]\n}"),
        ("e", "/home/kenta/warikan/src/money.rs", "    let share = total / n;\n    vec![share; n as usize]\n",
         "    let share = total / n;\n    let rest = (total % n) as usize;\n"
         "    (0..n as usize).map(|i| share + u64::from(i < rest)).collect()\n"),
        ("b", C, "running 41 tests\n" + "\n".join(passing(rng, "cargo", 5)) +
         "\n\ntest result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s"),
        ("s", "落ちていたのは `split_rounds_remainder` だけでした。`split` が `total / n` を全員に配っていて余り(100 を 3 人で"
              "割ったときの 1)が消えていました。余りを先頭から 1 ずつ配るように直し、41 件すべて通ります。")],
    cmd=C, err=E, change="total % n", lang="ja",
    also_ok=["test money::tests::split_rounds_remainder ... FAILED", "  left: [33, 33, 33]"],
    groups=[["split_rounds_remainder"], ["total % n", "余り"]],
    note="The line after the panic header (`assertion left == right failed`) is generic; the panic header names the "
         "test and place. The FAILED line and left/right are acceptable.")

# --- warnings_before_error: pages of warnings, then the one error ---------------------------------------------

C = "cmake --build build -j2"
E = "/home/mirek/framewise/src/codec/frame.cpp:212:10: error: 'span' in namespace 'std' does not name a template type"
W = "/home/mirek/framewise/src/codec/frame.cpp:88:23: warning: comparison of integer expressions of different signedness: 'int' and 'size_t' {aka 'long unsigned int'} [-Wsign-compare]"
FILES = ["/home/mirek/framewise/src/codec/frame.cpp", "/home/mirek/framewise/src/codec/bitreader.cpp",
         "/home/mirek/framewise/src/io/mux.cpp"]
mem("cmake_std_span_after_warnings", "cpp", "warnings_before_error", "gcc_warnings", "/home/mirek/framewise",
    lambda rng, C=C, E=E, W=W: [
        ("u", "I started using std::span in the frame code and the build broke. There are a ton of warnings, ignore those"),
        ("b", C, "\n".join(
            ["[  4%] Building CXX object src/CMakeFiles/codec.dir/codec/bitreader.cpp.o"]
            + warnings(rng, "gcc", 9, FILES)
            + ["[  9%] Building CXX object src/CMakeFiles/codec.dir/codec/frame.cpp.o", W]
            + warnings(rng, "gcc", 11, FILES)
            + [E, "  212 |     std::span<const uint8_t> payload() const;", "      |          ^~~~",
               "/home/mirek/framewise/src/codec/frame.cpp:3:1: note: 'std::span' is only available from C++20 onwards",
               "/home/mirek/framewise/src/codec/frame.cpp:240:5: error: 'payload' was not declared in this scope"]
            + warnings(rng, "gcc", 4, FILES)
            + ["gmake[2]: *** [src/CMakeFiles/codec.dir/build.make:90: src/CMakeFiles/codec.dir/codec/frame.cpp.o] Error 1",
               "gmake[1]: *** [CMakeFiles/Makefile2:142: src/CMakeFiles/codec.dir/all] Error 2",
               "gmake: *** [Makefile:136: all] Error 2"]), 2),
        ("b", "grep -n 'CXX_STANDARD' CMakeLists.txt", "7:set(CMAKE_CXX_STANDARD 17)"),
        ("e", "/home/mirek/framewise/CMakeLists.txt", "set(CMAKE_CXX_STANDARD 17)", "set(CMAKE_CXX_STANDARD 20)"),
        ("b", "cmake -S . -B build && " + C, "\n".join(
            ["-- Configuring done (0.4s)", "-- Generating done (0.0s)", "-- Build files have been written to: /home/mirek/framewise/build",
             "[  9%] Building CXX object src/CMakeFiles/codec.dir/codec/frame.cpp.o", W]
            + warnings(rng, "gcc", 5, FILES) + ["[100%] Linking CXX executable framewise", "[100%] Built target framewise"])),
        ("s", "The one real error was `'span' in namespace 'std' does not name a template type` (GCC's note: "
              "`std::span` is C++20); the `payload` error after it follows from it. CMakeLists pinned C++17, now "
              "`CMAKE_CXX_STANDARD 20`. It builds; the sign-compare and unused warnings are still there, as before.")],
    cmd=C, err=E, change="CMAKE_CXX_STANDARD 20", passed="cmake -S . -B build && " + C,
    also_ok=["/home/mirek/framewise/src/codec/frame.cpp:3:1: note: 'std::span' is only available from C++20 onwards"],
    groups=[["'span' in namespace 'std' does not name a template type", "only available from C++20"], ["CMAKE_CXX_STANDARD 20", "C++20"]],
    traps=[W],
    note="~25 GCC warnings (one in the same file, -Wsign-compare: the trap) around one error; the second error "
         "(`payload` not declared) follows from the first. The passing build prints the same warnings.")

C = "./gradlew :app:assembleDebug"
E = "e: file:///home/ravi/trailnote/app/src/main/java/dev/trailnote/sync/SyncWorker.kt:41:9 Suspend function 'suspend fun fetchPage(page: Int): Page' can only be called from a coroutine or another suspend function."
W = "w: file:///home/ravi/trailnote/app/src/main/java/dev/trailnote/ui/MainActivity.kt:57:31 'getter for systemWindowInsets: Insets' is deprecated. Deprecated in Java"
KF = ["/home/ravi/trailnote/app/src/main/java/dev/trailnote/ui/MainActivity.kt",
      "/home/ravi/trailnote/app/src/main/java/dev/trailnote/data/NoteRepo.kt"]
mem("gradle_kotlin_suspend_after_warnings", "kotlin", "warnings_before_error", "kotlin_w_lines", "/home/ravi/trailnote",
    lambda rng, C=C, E=E, W=W: [
        ("u", "moved the sync into a WorkManager worker and now assembleDebug fails. the log is huge, sorry"),
        ("b", C, "\n".join(
            ["> Task :app:preBuild UP-TO-DATE", "> Task :app:generateDebugBuildConfig UP-TO-DATE",
             "> Task :app:processDebugResources", "> Task :app:compileDebugKotlin", W]
            + warnings(rng, "kotlin", 16, KF)
            + [E, "e: file:///home/ravi/trailnote/app/src/main/java/dev/trailnote/sync/SyncWorker.kt:42:9 Suspend function 'suspend fun save(notes: List<Note>): Unit' can only be called from a coroutine or another suspend function.",
               "", "> Task :app:compileDebugKotlin FAILED", "", "FAILURE: Build failed with an exception.", "",
               "* What went wrong:", "Execution failed for task ':app:compileDebugKotlin'.",
               "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunnerWithWorkers$GradleKotlinCompilerWorkAction",
               "   > Compilation error. See log for more details", "", "* Try:", "> Run with --stacktrace option to get the stack trace.",
               "> Run with --info or --debug option to get more log output.", "", "BUILD FAILED in 41s",
               "27 actionable tasks: 4 executed, 23 up-to-date"]), 1),
        ("r", "/home/ravi/trailnote/app/src/main/java/dev/trailnote/sync/SyncWorker.kt",
         "class SyncWorker(ctx: Context, params: WorkerParameters) : Worker(ctx, params) {\n"
         "    override fun doWork(): Result {\n        val page = api.fetchPage(0)\n        repo.save(page.notes)\n"
         "        return Result.success()\n    }\n}"),
        ("e", "/home/ravi/trailnote/app/src/main/java/dev/trailnote/sync/SyncWorker.kt",
         ": Worker(ctx, params) {\n    override fun doWork(): Result {",
         ": CoroutineWorker(ctx, params) {\n    override suspend fun doWork(): Result {"),
        ("b", C, "\n".join(["> Task :app:compileDebugKotlin", W] + warnings(rng, "kotlin", 6, KF)
                           + ["> Task :app:assembleDebug", "", "BUILD SUCCESSFUL in 36s", "41 actionable tasks: 9 executed, 32 up-to-date"])),
        ("s", "Among the warnings there were two real errors, both `Suspend function ... can only be called from a "
              "coroutine`: `Worker.doWork()` is blocking. The worker now extends `CoroutineWorker` with "
              "`override suspend fun doWork()`. BUILD SUCCESSFUL; the deprecation warnings (`systemWindowInsets` etc.) are old.")],
    cmd=C, err=E, change="CoroutineWorker",
    also_ok=["Execution failed for task ':app:compileDebugKotlin'."],
    groups=[["can only be called from a coroutine or another suspend function"], ["CoroutineWorker"]], traps=[W],
    note="The Gradle summary (`Compilation error. See log for more details`) is generic; the `e:` line is telling. "
         "Two `e:` lines, same cause; the first is chosen. The deprecation warning is printed by the passing build too.")

C = "dotnet build"
E = "/home/claire/src/Regate/Regate.Api/Dtos/BoatDto.cs(9,10): error CS0246: The type or namespace name 'JsonPropertyNameAttribute' could not be found (are you missing a using directive or an assembly reference?) [/home/claire/src/Regate/Regate.Api/Regate.Api.csproj]"
W = "warning CS8618: Non-nullable property 'Skipper' must contain a non-null value when exiting constructor. Consider declaring the property as nullable."
DF = ["/home/claire/src/Regate/Regate.Api/Models/Race.cs", "/home/claire/src/Regate/Regate.Api/Models/Entry.cs"]
mem("dotnet_cs0246_after_cs8618_fr", "dotnet", "warnings_before_error", "summary_repeats_both", "/home/claire/src/Regate",
    lambda rng, C=C, E=E, W=W: [
        ("u", "J'ai ajouté les DTO pour l'API et ça ne compile plus. Il y a 40 warnings, je ne sais pas lequel compte."),
        ("b", C, "\n".join(
            ["MSBuild version 17.11.9+a69bbaaf5 for .NET", "  Determining projects to restore...",
             "  All projects are up-to-date for restore.", "  Regate.Domain -> /home/claire/src/Regate/Regate.Domain/bin/Debug/net8.0/Regate.Domain.dll",
             "/home/claire/src/Regate/Regate.Api/Models/Boat.cs(12,19): " + W + " [/home/claire/src/Regate/Regate.Api/Regate.Api.csproj]"]
            + [w + " [/home/claire/src/Regate/Regate.Api/Regate.Api.csproj]" for w in warnings(rng, "dotnet", 14, DF)]
            + [E, "", "Build FAILED.", ""]
            + ["/home/claire/src/Regate/Regate.Api/Models/Boat.cs(12,19): " + W + " [/home/claire/src/Regate/Regate.Api/Regate.Api.csproj]"]
            + [w + " [/home/claire/src/Regate/Regate.Api/Regate.Api.csproj]" for w in warnings(rng, "dotnet", 14, DF)]
            + [E, "    15 Warning(s)", "    1 Error(s)", "", "Time Elapsed 00:00:06.91"]), 1),
        ("e", "/home/claire/src/Regate/Regate.Api/Dtos/BoatDto.cs", "namespace Regate.Api.Dtos;",
         "using System.Text.Json.Serialization;\n\nnamespace Regate.Api.Dtos;"),
        ("b", C, "\n".join(["  Regate.Api -> /home/claire/src/Regate/Regate.Api/bin/Debug/net8.0/Regate.Api.dll", "",
                            "Build succeeded.", "", "/home/claire/src/Regate/Regate.Api/Models/Boat.cs(12,19): " + W + " [/home/claire/src/Regate/Regate.Api/Regate.Api.csproj]",
                            "    15 Warning(s)", "    0 Error(s)"])),
        ("s", "Sur les 16 messages, un seul est une erreur : CS0246, `JsonPropertyNameAttribute` introuvable dans "
              "`BoatDto.cs` (le résumé « Build FAILED » la répète). Il manquait `using System.Text.Json.Serialization;`. "
              "Ça compile ; les 15 CS8618 sont des avertissements de nullabilité, pas la cause.")],
    cmd=C, err=E, change="using System.Text.Json.Serialization;", lang="fr",
    groups=[["CS0246", "JsonPropertyNameAttribute"], ["System.Text.Json.Serialization"]], traps=[W],
    note="MSBuild prints the diagnostics, then repeats them all after `Build FAILED.`: the error appears twice "
         "among 30 warnings. CS8618 is in the passing build too: a trap.")

C = "swift build"
E = "/home/lena/Tidewater/Sources/Tidewater/Charts/ChartStore.swift:33:40: error: value of optional type 'URL?' must be unwrapped to a value of type 'URL'"
SF = ["/home/lena/Tidewater/Sources/Tidewater/Charts/ChartView.swift",
      "/home/lena/Tidewater/Sources/Tidewater/Stations/StationList.swift"]
mem("swift_optional_url_after_warnings", "swift", "warnings_before_error", "swift_warnings", "/home/lena/Tidewater",
    lambda rng, C=C, E=E: [
        ("u", "swift build is failing after I added the chart cache dir. please fix"),
        ("b", C, "\n".join(
            ["Building for debugging...", "[0/14] Write sources", "[3/14] Compiling Tidewater Stations.swift"]
            + warnings(rng, "swift", 10, SF)
            + ["[7/14] Compiling Tidewater ChartStore.swift", E,
               "        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first",
               "                                       ^",
               "/home/lena/Tidewater/Sources/Tidewater/Charts/ChartStore.swift:33:40: note: coalesce using '??' to provide a default when the optional value contains 'nil'",
               "/home/lena/Tidewater/Sources/Tidewater/Charts/ChartStore.swift:33:40: note: force-unwrap using '!' to abort execution if the optional value contains 'nil'"]
            + warnings(rng, "swift", 6, SF) + ["error: fatalError"]), 1),
        ("e", "/home/lena/Tidewater/Sources/Tidewater/Charts/ChartStore.swift",
         "        let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first\n",
         "        guard let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else {\n"
         "            throw ChartStoreError.noCacheDirectory\n        }\n"),
        ("b", C, "Building for debugging...\n" + "\n".join(warnings(rng, "swift", 4, SF)) + "\nBuild complete! (11.37s)"),
        ("s", "Only one error among the warnings: `.first` on the caches URL list is `URL?`. I unwrap it with a "
              "`guard let` that throws `ChartStoreError.noCacheDirectory`. Build complete.")],
    cmd=C, err=E, change="guard let dir",
    groups=[["value of optional type 'URL?' must be unwrapped"], ["guard let dir", "guard let"]],
    note="The last line `error: fatalError` is SwiftPM's generic tail; the compiler line is telling.")

C = "./mvnw -q compile"
E = "[ERROR]   symbol:   method toList()"
JF = ["/home/aylin/src/ledgerport/src/main/java/dev/ledgerport/legacy/CsvReader.java",
      "/home/aylin/src/ledgerport/src/main/java/dev/ledgerport/legacy/Money.java"]
mem("maven_tolist_release_after_deprecations", "java", "warnings_before_error", "javac_deprecations",
    "/home/aylin/src/ledgerport",
    lambda rng, C=C, E=E: [
        ("u", "ExportJob doesn't compile anymore, I just used Stream.toList(). What's wrong?"),
        ("b", C, "\n".join(
            ["[WARNING] /home/aylin/src/ledgerport/src/main/java/dev/ledgerport/legacy/CsvReader.java: Some input files use or override a deprecated API.",
             "[WARNING] /home/aylin/src/ledgerport/src/main/java/dev/ledgerport/legacy/CsvReader.java: Recompile with -Xlint:deprecation for details."]
            + warnings(rng, "javac", 12, JF)
            + ["[ERROR] COMPILATION ERROR : ",
               "[ERROR] /home/aylin/src/ledgerport/src/main/java/dev/ledgerport/export/ExportJob.java:[57,32] cannot find symbol",
               E, "[ERROR]   location: interface java.util.stream.Stream<dev.ledgerport.export.Row>",
               "[ERROR] 1 error",
               "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project ledgerport: Compilation failure",
               "[ERROR] /home/aylin/src/ledgerport/src/main/java/dev/ledgerport/export/ExportJob.java:[57,32] cannot find symbol",
               "[ERROR]   symbol:   method toList()",
               "[ERROR]   location: interface java.util.stream.Stream<dev.ledgerport.export.Row>",
               "[ERROR] -> [Help 1]"]), 1),
        ("b", "grep -n 'release\\|<source>\\|<target>' pom.xml; java -version 2>&1 | head -1",
         "18:    <maven.compiler.release>11</maven.compiler.release>\nopenjdk version \"21.0.5\" 2024-10-15"),
        ("e", "/home/aylin/src/ledgerport/pom.xml", "<maven.compiler.release>11</maven.compiler.release>",
         "<maven.compiler.release>17</maven.compiler.release>"),
        ("b", C, "[WARNING] /home/aylin/src/ledgerport/src/main/java/dev/ledgerport/legacy/CsvReader.java: Some input files use or override a deprecated API."),
        ("s", "`Stream.toList()` exists from Java 16; the pom compiles with `--release 11`, so javac doesn't see it "
              "even on JDK 21. Raised `maven.compiler.release` to 17 (the CI image and Dockerfile are already on 17+). "
              "Compiles now; the deprecation warnings are the old CsvReader ones.")],
    cmd=C, err=E, change="<maven.compiler.release>17</maven.compiler.release>",
    also_ok=["[ERROR] /home/aylin/src/ledgerport/src/main/java/dev/ledgerport/export/ExportJob.java:[57,32] cannot find symbol"],
    groups=[["method toList()"], ["maven.compiler.release>17", "release 17", "release` to 17"]],
    note="`cannot find symbol` alone is generic; the `symbol: method toList()` line under it is what tells. Both "
         "are acceptable together. The error is printed twice (COMPILATION ERROR block and the goal failure).")

C = "mix compile"
E = "    error: undefined function fetch_rate/1 (expected Ferry.Billing to define such a function or for it to be imported, but none are available)"
W = "warning: Logger.warn/1 is deprecated. Use Logger.warning/2 instead"
XF = ["lib/ferry/notify.ex", "lib/ferry/schedule.ex"]
mem("mix_undefined_function_after_warnings", "elixir", "warnings_before_error", "elixir_warnings", "/home/tomas/ferry",
    lambda rng, C=C, E=E, W=W: [
        ("u", "I split rates out of Billing into Ferry.Rates and now mix compile fails"),
        ("b", C, "\n".join(
            ["Compiling 23 files (.ex)", W, "  \u2514\u2500 lib/ferry/notify.ex:40: Ferry.Notify.send/2", ""]
            + warnings(rng, "elixir", 7, XF)
            + ["", E, "    \u2502", " 12 \u2502     rate = fetch_rate(route)", "    \u2502            ^", "    \u2502",
               "    \u2514\u2500 lib/ferry/billing.ex:12:12: Ferry.Billing.quote/1", "",
               "== Compilation error in file lib/ferry/billing.ex ==",
               "** (CompileError) lib/ferry/billing.ex: cannot compile module Ferry.Billing (errors have been found)"]), 1),
        ("e", "/home/tomas/ferry/lib/ferry/billing.ex", "    rate = fetch_rate(route)", "    rate = Ferry.Rates.fetch(route)"),
        ("b", C, "Compiling 23 files (.ex)\n" + W + "\n  \u2514\u2500 lib/ferry/notify.ex:40: Ferry.Notify.send/2\n" +
         "\n".join(warnings(rng, "elixir", 3, XF)) + "\nGenerated ferry app"),
        ("s", "`Billing.quote/1` still called the old local `fetch_rate/1`; it now calls `Ferry.Rates.fetch/1`. "
              "Compiles. The `Logger.warn/1` deprecation warning was there before and isn't the failure.")],
    cmd=C, err=E, change="Ferry.Rates.fetch(route)",
    also_ok=["** (CompileError) lib/ferry/billing.ex: cannot compile module Ferry.Billing (errors have been found)"],
    groups=[["undefined function fetch_rate/1"], ["Ferry.Rates.fetch"]], traps=[W],
    note="The CompileError at the end is the outer summary; the `error: undefined function` line is telling. "
         "The Logger.warn deprecation is printed by the passing compile too: a trap.")
