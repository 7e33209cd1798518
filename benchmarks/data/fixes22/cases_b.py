"""Sessions with memory, part two: structured output - JSON, SARIF, JUnit XML, workflow annotations, test2json
(`structured_output`, 7) - and ANSI colours, boxes and emoji (`decorated_output`, 5)."""

from __future__ import annotations

import json

from kit import ESC, mem

S = "structured_output"


def j(obj: object) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


# --- eslint -f json: unresolved import (case) ----------------------------------------------------------------------

C = "npx eslint src -f json"
MSG = "Unable to resolve path to module './utils/formatDate'."
OUT = j([{"filePath": "/home/tomas/brisa/src/App.tsx", "messages": [], "errorCount": 0, "warningCount": 0},
         {"filePath": "/home/tomas/brisa/src/pages/Invoice.tsx", "messages": [
             {"ruleId": "import/no-unresolved", "severity": 2, "message": MSG, "line": 4, "column": 28,
              "nodeType": "Literal", "endLine": 4, "endColumn": 50}],
          "suppressedMessages": [], "errorCount": 1, "fatalErrorCount": 0, "warningCount": 0, "fixableErrorCount": 0,
          "source": "import { formatDate } from './utils/formatDate';"}])
mem("eslint_json_no_unresolved_case_rename", "eslint", S, "eslint_json", "/home/tomas/brisa",
    lambda rng, C=C: [
        ("u", "lint passes on my Mac but the Linux CI says import/no-unresolved in Invoice.tsx. fix?"),
        ("b", C, OUT, 1),
        ("s", "The JSON report has one error: `import/no-unresolved` for `./utils/formatDate` in Invoice.tsx. Works on "
              "macOS, fails on Linux: likely a case mismatch in the file name."),
        ("b", "ls src/pages/utils", "FormatDate.ts\nmoney.ts"),
        ("s", "The file is `FormatDate.ts`; macOS's file system ignores case, Linux does not. Renaming the file to match "
              "the import (the other imports use camelCase too)."),
        ("b", "git mv src/pages/utils/FormatDate.ts src/pages/utils/formatDate.ts", ""),
        ("b", C, j([{"filePath": "/home/tomas/brisa/src/App.tsx", "messages": [], "errorCount": 0, "warningCount": 0},
                    {"filePath": "/home/tomas/brisa/src/pages/Invoice.tsx", "messages": [], "errorCount": 0,
                     "warningCount": 0}])),
        ("s", "No errors now. The file was `FormatDate.ts`; renamed with `git mv` so the case change is committed.")],
    cmd=C, err=MSG, change="git mv src/pages/utils/FormatDate.ts src/pages/utils/formatDate.ts", kind="bugfix",
    also_ok=["import/no-unresolved"],
    groups=[["Unable to resolve path to module './utils/formatDate'", "import/no-unresolved"], ["git mv", "formatDate.ts"]],
    note="ESLint's JSON report is one line; the telling part is the `message` value (with `ruleId` accepted). Rule "
         "decided: in JSON output the error is the message string as decoded, not the whole line.")

# --- GitHub Actions annotation from a CI script (ko) ----------------------------------------------------------------

C = "./ci/typecheck.sh"
E = '::error file=app/db.py,line=31,col=12,title=mypy::Item "None" of "Engine | None" has no attribute "connect"  [union-attr]'
OUT = "::group::mypy app\n" + E + "\n::notice file=app/cli.py,line=8,title=mypy::By default the bodies of untyped functions are not checked\nFound 1 error in 1 file (checked 37 source files)\n::endgroup::"
mem("gha_annotation_ko_mypy_union_attr_guard", "mypy", S, "gha_annotation", "/home/minseo/gongbang",
    lambda rng, C=C: [
        ("u", "CI 타입체크가 실패해요. 로컬에서 ci/typecheck.sh 돌려서 고쳐 주세요."),
        ("b", C, OUT, 1),
        ("s", "GitHub Actions 주석 형식(`::error file=...`)으로 나온 mypy 오류입니다: app/db.py 31행에서 `engine`이 "
              "None일 수 있는데 `.connect()`를 호출합니다."),
        ("r", "/home/minseo/gongbang/app/db.py", "_engine: Engine | None = None\n\n\ndef ping() -> bool:\n    with _engine.connect() as c:\n"
              "        return c.exec_driver_sql(\"select 1\").scalar() == 1\n"),
        ("e", "/home/minseo/gongbang/app/db.py", "def ping() -> bool:\n    with _engine.connect() as c:",
         "def ping() -> bool:\n    if _engine is None:\n        raise RuntimeError(\"init_engine() was not called\")\n    with _engine.connect() as c:"),
        ("b", C, "::group::mypy app\n::notice file=app/cli.py,line=8,title=mypy::By default the bodies of untyped functions are not checked\n"
                 "Success: no issues found in 37 source files\n::endgroup::"),
        ("s", "통과했습니다. `_engine`이 None인 경우를 먼저 처리하도록 `if _engine is None: raise ...` 가드를 넣었습니다. "
              "`::notice`는 경고가 아니라 안내라서 그대로 두었습니다.")],
    cmd=C, err=E, change="if _engine is None:", kind="bugfix", lang="ko",
    groups=[["union-attr", "has no attribute \"connect\""], ["_engine is None"]],
    traps=["::notice file=app/cli.py,line=8,title=mypy::By default the bodies of untyped functions are not checked"],
    note="The annotation line is the whole error as CI shows it (`::error file=...::`). The `::notice` line is printed in "
         "the passing run too: a decoy.")

# --- go test -json: a failing assertion in a test2json stream -------------------------------------------------------

C = "go test -json ./internal/dur/"
MSG = 'format_test.go:31: Format(90*time.Minute) = "1h30m0s", want "1h30m"'


def _t2j(ts: str, fail: bool) -> str:
    pkg = "github.com/tallow-io/tallow/internal/dur"
    rows = [{"Time": f"2027-03-03T10:{ts}.101Z", "Action": "start", "Package": pkg},
            {"Time": f"2027-03-03T10:{ts}.102Z", "Action": "run", "Package": pkg, "Test": "TestFormat"},
            {"Time": f"2027-03-03T10:{ts}.102Z", "Action": "output", "Package": pkg, "Test": "TestFormat", "Output": "=== RUN   TestFormat\n"}]
    if fail:
        rows += [{"Time": f"2027-03-03T10:{ts}.103Z", "Action": "output", "Package": pkg, "Test": "TestFormat", "Output": "    " + MSG + "\n"},
                 {"Time": f"2027-03-03T10:{ts}.103Z", "Action": "output", "Package": pkg, "Test": "TestFormat", "Output": "--- FAIL: TestFormat (0.00s)\n"},
                 {"Time": f"2027-03-03T10:{ts}.103Z", "Action": "fail", "Package": pkg, "Test": "TestFormat", "Elapsed": 0},
                 {"Time": f"2027-03-03T10:{ts}.104Z", "Action": "output", "Package": pkg, "Output": "FAIL\n"},
                 {"Time": f"2027-03-03T10:{ts}.104Z", "Action": "fail", "Package": pkg, "Elapsed": 0.004}]
    else:
        rows += [{"Time": f"2027-03-03T10:{ts}.103Z", "Action": "output", "Package": pkg, "Test": "TestFormat", "Output": "--- PASS: TestFormat (0.00s)\n"},
                 {"Time": f"2027-03-03T10:{ts}.103Z", "Action": "pass", "Package": pkg, "Test": "TestFormat", "Elapsed": 0},
                 {"Time": f"2027-03-03T10:{ts}.104Z", "Action": "pass", "Package": pkg, "Elapsed": 0.003}]
    return "\n".join(j(r) for r in rows)


mem("go_test2json_format_duration_trim_zero", "go", S, "test2json", "/home/dara/tallow",
    lambda rng, C=C: [
        ("u", "TestFormat started failing after I touched dur.Format, the CI log is that json stream. can you fix the function?"),
        ("b", C, _t2j("14:02", True), 1),
        ("s", "In the test2json stream the failing output is `Format(90*time.Minute) = \"1h30m0s\", want \"1h30m\"`: "
              "the new Format returns `time.Duration.String()` unchanged, and the old one trimmed a zero seconds part."),
        ("r", "/home/dara/tallow/internal/dur/format.go", "package dur\n\nimport \"time\"\n\nfunc Format(d time.Duration) string {\n\treturn d.String()\n}\n"),
        ("e", "/home/dara/tallow/internal/dur/format.go", "import \"time\"\n\nfunc Format(d time.Duration) string {\n\treturn d.String()\n}",
         "import (\n\t\"strings\"\n\t\"time\"\n)\n\nfunc Format(d time.Duration) string {\n\ts := d.String()\n"
         "\tif strings.HasSuffix(s, \"m0s\") {\n\t\ts = strings.TrimSuffix(s, \"0s\")\n\t}\n\treturn s\n}"),
        ("b", C, _t2j("16:40", False)),
        ("s", "Passes. Format trims a trailing `0s` after minutes again (`strings.TrimSuffix(s, \"0s\")`).")],
    cmd=C, err=MSG, change='strings.TrimSuffix(s, "0s")', kind="bugfix",
    also_ok=["--- FAIL: TestFormat (0.00s)"],
    groups=[["TestFormat", "want \"1h30m\""], ["TrimSuffix"]],
    note="Every line is a JSON event with a timestamp; the telling line is the `Output` value of the assertion (decoded, "
         "indentation and newline dropped). The `--- FAIL: TestFormat` value is accepted too.")

# --- JUnit XML printed by a CI script: 401 after spring-security ----------------------------------------------------

C = "./ci/test.sh"
FAIL = ('    <failure message="expected: &lt;200&gt; but was: &lt;401&gt;" type="org.opentest4j.AssertionFailedError">'
        'org.opentest4j.AssertionFailedError: expected: &lt;200&gt; but was: &lt;401&gt;')
OUT = "\n".join([
    "> Task :test FAILED", "OrderControllerTest > listsOrders() FAILED", "", "--- failed test cases (build/test-results/test/*.xml) ---",
    '<testsuite name="dev.larch.orders.OrderControllerTest" tests="3" skipped="0" failures="1" errors="0" timestamp="2027-03-03T11:02:09" time="1.84">',
    '  <testcase name="listsOrders()" classname="dev.larch.orders.OrderControllerTest" time="0.211">', FAIL,
    "\tat dev.larch.orders.OrderControllerTest.listsOrders(OrderControllerTest.java:38)", "</failure>", "  </testcase>",
    "</testsuite>", "3 tests completed, 1 failed"])
mem("junit_xml_401_with_mock_user", "gradle", S, "junit_xml", "/home/ines/larch",
    lambda rng, C=C: [
        ("u", "after adding spring-boot-starter-security the controller test fails. ci/test.sh dumps the junit xml"),
        ("b", C, OUT, 1),
        ("s", "The XML-escaped failure reads `expected: <200> but was: <401>`: the MockMvc request is now unauthenticated "
              "since security is on the classpath."),
        ("e", "/home/ines/larch/src/test/java/dev/larch/orders/OrderControllerTest.java", "@WebMvcTest(OrderController.class)\n",
         "@WebMvcTest(OrderController.class)\n@WithMockUser(roles = \"CLERK\")\n"),
        ("e", "/home/ines/larch/src/test/java/dev/larch/orders/OrderControllerTest.java", "import org.junit.jupiter.api.Test;\n",
         "import org.junit.jupiter.api.Test;\nimport org.springframework.security.test.context.support.WithMockUser;\n"),
        ("b", C, "> Task :test\n\nBUILD SUCCESSFUL in 11s\n4 actionable tasks: 2 executed, 2 up-to-date\n--- failed test cases (build/test-results/test/*.xml) ---\n(none)"),
        ("s", "Green. The test runs as a mock user now (`@WithMockUser`, needs `spring-security-test`, already there).")],
    cmd=C, err=FAIL.strip(), change="@WithMockUser", kind="bugfix",
    also_ok=["OrderControllerTest > listsOrders() FAILED"],
    groups=[["but was: &lt;401&gt;", "but was: <401>"], ["@WithMockUser"]],
    note="The failure comes as JUnit XML with &lt; &gt; escapes; the `<failure message=...>` line is the telling one and a "
         "memory quoting it unescaped (`expected: <200> but was: <401>`) is right too (groups[0] has both forms).")

# --- hadolint SARIF (pl) ------------------------------------------------------------------------------------------

C = "hadolint -f sarif Dockerfile"
MSG = "Pin versions in apt get install. Instead of `apt-get install <package>` use `apt-get install <package>=<version>`"
SARIF = json.dumps({"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{
    "tool": {"driver": {"name": "Hadolint", "fullName": "Haskell Dockerfile Linter", "version": "2.12.0"}},
    "results": [{"ruleId": "DL3008", "level": "warning", "message": {"text": MSG}, "locations": [{"physicalLocation": {
        "artifactLocation": {"uri": "Dockerfile"}, "region": {"startLine": 7, "startColumn": 1, "endLine": 7, "endColumn": 1}}}]}]}]},
    indent=2)
mem("hadolint_sarif_pl_dl3008_pin_versions", "hadolint", S, "sarif", "/home/kasia/pasieka",
    lambda rng, C=C: [
        ("u", "Krok lintowania Dockerfile w CI jest czerwony (próg: warning). Napraw proszę."),
        ("b", C, SARIF, 1),
        ("s", "Raport SARIF ma jeden wynik: reguła DL3008 w linii 7 - `apt-get install` bez przypiętych wersji."),
        ("r", "/home/kasia/pasieka/Dockerfile", "FROM ubuntu:24.04\n\nARG DEBIAN_FRONTEND=noninteractive\n\n# narzędzia\n\n"
              "RUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates && rm -rf /var/lib/apt/lists/*\n"),
        ("b", "docker run --rm ubuntu:24.04 bash -c 'apt-get update -qq && apt-cache policy curl ca-certificates | grep Candidate'",
         "  Candidate: 8.5.0-2ubuntu10.6\n  Candidate: 20240203"),
        ("e", "/home/kasia/pasieka/Dockerfile", "install -y --no-install-recommends curl ca-certificates",
         "install -y --no-install-recommends curl=8.5.0-2ubuntu10.6 ca-certificates=20240203"),
        ("b", C, json.dumps({"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{
            "tool": {"driver": {"name": "Hadolint", "fullName": "Haskell Dockerfile Linter", "version": "2.12.0"}},
            "results": []}]}, indent=2)),
        ("s", "Czysto. Przypiąłem wersje pakietów w `apt-get install` (`curl=8.5.0-2ubuntu10.6`, `ca-certificates=20240203`).")],
    cmd=C, err=MSG, change="curl=8.5.0-2ubuntu10.6", kind="bugfix", lang="pl", also_ok=["DL3008"],
    groups=[["DL3008", "Pin versions in apt get install"], ["curl=8.5.0"]],
    note="SARIF JSON, pretty-printed: the `message.text` value is the telling line; the rule id `DL3008` (the stable "
         "part) is accepted alone.")

# --- cargo --message-format=json (it) ------------------------------------------------------------------------------

C = "cargo build --message-format=json"
MSG = "no method named `read_to_string` found for struct `File` in the current scope"
REND = ("error[E0599]: no method named `read_to_string` found for struct `File` in the current scope\n  --> src/load.rs:9:7\n"
        "   |\n9  |     f.read_to_string(&mut s)?;\n   |       ^^^^^^^^^^^^^^ method not found in `File`\n   |\n"
        "   = help: items from traits can only be used if the trait is in scope\nhelp: trait `Read` which provides "
        "`read_to_string` is implemented but not in scope; perhaps you want to import it\n   |\n1  + use std::io::Read;\n   |\n")
OUT = "\n".join([
    j({"reason": "compiler-artifact", "package_id": "registry+https://github.com/rust-lang/crates.io-index#serde@1.0.215",
       "target": {"name": "serde"}, "fresh": True}),
    j({"reason": "compiler-message", "package_id": "path+file:///home/marco/fiume#0.2.0",
       "target": {"name": "fiume", "kind": ["bin"]}, "message": {"rendered": REND, "$message_type": "diagnostic",
       "children": [], "code": {"code": "E0599", "explanation": "..."}, "level": "error", "message": MSG, "spans": []}}),
    j({"reason": "build-finished", "success": False})])
mem("cargo_json_it_e0599_use_std_io_read", "cargo", S, "cargo_json", "/home/marco/fiume",
    lambda rng, C=C: [
        ("u", "my editor plugin runs cargo with --message-format=json and shows an error in load.rs I don't get. fix?"),
        ("b", C, OUT, 101),
        ("s", "The JSON holds one `compiler-message`, E0599: `read_to_string` is not a method of `File` until the "
              "`std::io::Read` trait is in scope. Adding the import."),
        ("e", "/home/marco/fiume/src/load.rs", "use std::fs::File;\n", "use std::fs::File;\nuse std::io::Read;\n"),
        ("b", C, j({"reason": "compiler-artifact", "package_id": "path+file:///home/marco/fiume#0.2.0", "target": {"name": "fiume"},
                    "fresh": False}) + "\n" + j({"reason": "build-finished", "success": True})),
        ("s", "Builds (`build-finished`, `success: true`). load.rs lacked `use std::io::Read;`.")],
    cmd=C, err=MSG, change="use std::io::Read;", kind="bugfix", also_ok=["E0599"],
    groups=[["E0599", "read_to_string"], ["use std::io::Read"]],
    note="Cargo's JSON lines: the `message` value is the telling line; `rendered` holds the human text (with its help "
         "naming the fix, so the failing output alone meets every group). E0599 alone is accepted.")

# --- terraform validate -json ------------------------------------------------------------------------------------

C = "terraform validate -json"
MSG = 'An argument named "name" is not expected here.'
OUT = json.dumps({"format_version": "1.0", "valid": False, "error_count": 1, "warning_count": 0, "diagnostics": [{
    "severity": "error", "summary": "Unsupported argument", "detail": MSG, "range": {
        "filename": "rds.tf", "start": {"line": 14, "column": 3, "byte": 312}, "end": {"line": 14, "column": 7, "byte": 316}},
    "snippet": {"context": "resource \"aws_db_instance\" \"ledger\"", "code": "  name                 = \"ledger\"",
                "start_line": 14, "highlight_start_offset": 2, "highlight_end_offset": 6, "values": []}}]}, indent=2)
mem("terraform_validate_json_db_name_argument", "terraform", S, "terraform_json", "/home/olu/infra-ledger",
    lambda rng, C=C: [
        ("u", "upgraded the aws provider to 5.x, validate fails now. the pre-commit hook uses -json"),
        ("b", C, OUT, 1),
        ("s", "One diagnostic: `Unsupported argument` - `name` is not expected in `aws_db_instance.ledger` (rds.tf:14). "
              "Provider 5 removed `name` in favour of `db_name`."),
        ("e", "/home/olu/infra-ledger/rds.tf", '  name                 = "ledger"', '  db_name              = "ledger"'),
        ("b", C, json.dumps({"format_version": "1.0", "valid": True, "error_count": 0, "warning_count": 0, "diagnostics": []}, indent=2)),
        ("s", "Valid. `name` -> `db_name` on the aws_db_instance (provider 5). Plan should show no change for the "
              "database itself; worth checking before apply.")],
    cmd=C, err=MSG, change='db_name              = "ledger"', kind="bugfix", also_ok=["Unsupported argument"],
    groups=[['An argument named "name" is not expected here', "Unsupported argument"], ["db_name"]],
    note="The `detail` value names the argument; the `summary` value is accepted. JSON keys and ranges are not the error.")

S = "decorated_output"


def red(s: str) -> str:
    return f"{ESC}[1m{ESC}[38;5;9m{s}{ESC}[0m"


# --- cargo with colours kept: E0432 behind a feature -----------------------------------------------------------------

C = "cargo build --color=always"
E = "error[E0432]: unresolved import `tokio::sync::OnceCell`"
OUT = "\n".join([
    f"{ESC}[1m{ESC}[92m   Compiling{ESC}[0m kestrel v0.3.0 (/home/priya/kestrel)",
    f"{red('error[E0432]')}{ESC}[0m{ESC}[1m: unresolved import `tokio::sync::OnceCell`{ESC}[0m",
    f"{ESC}[0m {ESC}[0m{ESC}[0m{ESC}[1m{ESC}[38;5;12m--> {ESC}[0m{ESC}[0msrc/config.rs:3:5{ESC}[0m",
    f"{ESC}[1m{ESC}[38;5;12m  |{ESC}[0m", f"{ESC}[1m{ESC}[38;5;12m3{ESC}[0m {ESC}[1m{ESC}[38;5;12m|{ESC}[0m use tokio::sync::OnceCell;",
    f"{ESC}[1m{ESC}[38;5;12m  |{ESC}[0m     {red('^^^^^^^^^^^^^^^^^^^^^ no `OnceCell` in `sync`')}",
    f"{ESC}[1m{ESC}[38;5;12m  |{ESC}[0m",
    f"{ESC}[1m{ESC}[38;5;14mnote{ESC}[0m: found an item that was configured out",
    f"{ESC}[1m{ESC}[38;5;14mnote{ESC}[0m: the item is gated behind the `sync` feature",
    "", f"{red('error')}{ESC}[1m: could not compile `kestrel` (bin \"kestrel\") due to 1 previous error{ESC}[0m"])
mem("cargo_ansi_e0432_tokio_sync_feature", "cargo", S, "ansi_kept", "/home/priya/kestrel",
    lambda rng, C=C: [
        ("u", "moved the config cache to tokio's OnceCell and it doesn't build. (my alias keeps colours, sorry about the escapes)"),
        ("b", C, OUT, 101),
        ("s", "Through the colour codes: E0432, `tokio::sync::OnceCell` is configured out - the `sync` feature of tokio "
              "is not enabled."),
        ("b", "grep -n '^tokio' Cargo.toml", 'tokio = { version = "1.41", features = ["rt-multi-thread", "macros", "net"] }'),
        ("e", "/home/priya/kestrel/Cargo.toml", 'features = ["rt-multi-thread", "macros", "net"]', 'features = ["rt-multi-thread", "macros", "net", "sync"]'),
        ("b", C, f"{ESC}[1m{ESC}[92m   Compiling{ESC}[0m tokio v1.41.1\n{ESC}[1m{ESC}[92m   Compiling{ESC}[0m kestrel v0.3.0 (/home/priya/kestrel)\n"
                 f"{ESC}[1m{ESC}[92m    Finished{ESC}[0m `dev` profile [unoptimized + debuginfo] target(s) in 6.02s"),
        ("s", "Builds. Added tokio's `sync` feature in Cargo.toml.")],
    cmd=C, err=E, change='"net", "sync"]', kind="bugfix",
    also_ok=["note: the item is gated behind the `sync` feature"],
    groups=[["E0432", "unresolved import `tokio::sync::OnceCell`"], ['"sync"']],
    traps=['error: could not compile `kestrel` (bin "kestrel") due to 1 previous error'],
    note="ANSI codes are kept in the output; the error is the line as the terminal shows it (codes removed). The "
         "`could not compile` line is cargo's wrapper.")

# --- vitest with colours, ✗ and ❯ (fr) -----------------------------------------------------------------------------

C = "npx vitest run"
E = "AssertionError: expected 90 to be 81 // Object.is equality"


def _vitest(ms: int) -> str:
    return "\n".join([
        f"{ESC}[7m{ESC}[1m{ESC}[36m RUN {ESC}[39m{ESC}[22m{ESC}[27m {ESC}[36mv2.1.8 {ESC}[39m{ESC}[90m/home/elodie/panier{ESC}[39m", "",
        f" {ESC}[31m❯{ESC}[39m src/cart.test.ts {ESC}[2m({ESC}[22m{ESC}[2m4 tests{ESC}[22m{ESC}[2m | {ESC}[22m{ESC}[31m1 failed{ESC}[39m{ESC}[2m){ESC}[22m{ESC}[90m {ms}{ESC}[2mms{ESC}[22m{ESC}[39m",
        f"   {ESC}[31m×{ESC}[39m panier > applique le coupon avant la TVA{ESC}[90m 4{ESC}[2mms{ESC}[22m{ESC}[39m",
        f"{ESC}[31m     → expected 90 to be 81 // Object.is equality{ESC}[39m", "",
        f"{ESC}[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯{ESC}[39m", "",
        f"{ESC}[41m{ESC}[1m FAIL {ESC}[22m{ESC}[49m src/cart.test.ts{ESC}[2m > {ESC}[22mpanier{ESC}[2m > {ESC}[22mapplique le coupon avant la TVA",
        f"{ESC}[31m{ESC}[1mAssertionError{ESC}[22m: expected 90 to be 81 // Object.is equality{ESC}[39m", "",
        f"{ESC}[32m- Expected{ESC}[39m", f"{ESC}[31m+ Received{ESC}[39m", "", f"{ESC}[32m- 81{ESC}[39m", f"{ESC}[31m+ 90{ESC}[39m", "",
        f"{ESC}[36m {ESC}[2m❯{ESC}[22m src/cart.test.ts:{ESC}[2m22:30{ESC}[22m{ESC}[39m", "",
        f"{ESC}[2m Test Files {ESC}[22m {ESC}[1m{ESC}[31m1 failed{ESC}[39m{ESC}[22m{ESC}[90m (1){ESC}[39m",
        f"{ESC}[2m      Tests {ESC}[22m {ESC}[1m{ESC}[31m1 failed{ESC}[39m{ESC}[22m{ESC}[2m | {ESC}[22m{ESC}[1m{ESC}[32m3 passed{ESC}[39m{ESC}[22m{ESC}[90m (4){ESC}[39m"])


mem("vitest_ansi_fr_coupon_before_vat", "vitest", S, "ansi_emoji", "/home/elodie/panier",
    lambda rng, C=C: [
        ("u", "Le test « applique le coupon avant la TVA » échoue depuis mon refactor de total(). Tu peux corriger le code (pas le test) ?"),
        ("b", C, _vitest(18), 1),
        ("s", "Attendu 81, reçu 90 : le coupon semble ignoré. Je regarde total()."),
        ("r", "/home/elodie/panier/src/cart.ts", "export function total(ht: number, coupon: number, tva = 0.2): number {\n"
              "  const ttc = ht * (1 + tva);\n  return Math.round(ttc * (1 - coupon / 100));\n}\n"),
        ("th", "Test: ht 75, coupon 0.1 -> 75 * 0.9 * 1.2 = 81. Received 90 = 75 * 1.2: the rate 0.1 is divided by 100 "
               "again, so the coupon shrinks to 0.1 % and the rounding eats it."),
        ("e", "/home/elodie/panier/src/cart.ts", "  const ttc = ht * (1 + tva);\n  return Math.round(ttc * (1 - coupon / 100));",
         "  const net = ht * (1 - coupon);\n  return Math.round(net * (1 + tva) * 100) / 100;"),
        ("b", C, f"{ESC}[7m{ESC}[1m{ESC}[36m RUN {ESC}[39m{ESC}[22m{ESC}[27m {ESC}[36mv2.1.8 {ESC}[39m{ESC}[90m/home/elodie/panier{ESC}[39m\n\n"
                 f" {ESC}[32m✓{ESC}[39m src/cart.test.ts {ESC}[2m(4 tests){ESC}[22m{ESC}[90m 6{ESC}[2mms{ESC}[22m{ESC}[39m\n\n"
                 f"{ESC}[2m Test Files {ESC}[22m {ESC}[1m{ESC}[32m1 passed{ESC}[39m{ESC}[22m{ESC}[90m (1){ESC}[39m\n"
                 f"{ESC}[2m      Tests {ESC}[22m {ESC}[1m{ESC}[32m4 passed{ESC}[39m{ESC}[22m{ESC}[90m (4){ESC}[39m"),
        ("s", "Les 4 tests passent. total() applique maintenant le coupon sur le HT puis la TVA, avec un arrondi au centime.")],
    cmd=C, err=E, change="const net = ht * (1 - coupon);", kind="bugfix", lang="fr",
    also_ok=["→ expected 90 to be 81 // Object.is equality",
             "FAIL  src/cart.test.ts > panier > applique le coupon avant la TVA"],
    groups=[["expected 90 to be 81", "applique le coupon avant la TVA"], ["ht * (1 - coupon)"]],
    note="Colours, ×, → and ❯ kept. The assertion line is the telling one; the `→` summary line and the FAIL line with "
         "the French test name are accepted. The bugfix is in cart.ts, not the test.")

# --- elm: the boxed TYPE MISMATCH ----------------------------------------------------------------------------------

C = "elm make src/Main.elm --output=/dev/null"
E = "The 1st argument to `text` is not what I expect:"
OUT = "\n".join([
    "Detected problems in 1 module.", f"{ESC}[36m-- TYPE MISMATCH --------------------------------------------------- src/Main.elm{ESC}[0m", "",
    E, "", "42|         , text model.count", f"                 {ESC}[91m^^^^^^^^^^^{ESC}[0m", "This `count` field is a:", "", "    Int", "",
    "But `text` needs the 1st argument to be:", "", "    String", "",
    "Hint: Want to convert an Int into a String? Use the String.fromInt function!", ""])
mem("elm_type_mismatch_string_from_int", "elm", S, "elm_box", "/home/freya/tally-elm",
    lambda rng, C=C: [
        ("u", "added a counter to the view and elm make is yelling at me"),
        ("b", C, OUT, 1),
        ("s", "TYPE MISMATCH at Main.elm:42: `text` wants a String and `model.count` is an Int. Elm's hint is right here."),
        ("e", "/home/freya/tally-elm/src/Main.elm", ", text model.count", ", text (String.fromInt model.count)"),
        ("b", C, "Success! Compiled 1 module."),
        ("s", "Compiles: `text (String.fromInt model.count)`.")],
    cmd=C, err=E, change="String.fromInt model.count", kind="bugfix",
    also_ok=["-- TYPE MISMATCH --------------------------------------------------- src/Main.elm"],
    groups=[["TYPE MISMATCH", "The 1st argument to `text`"], ["String.fromInt"]],
    traps=["Detected problems in 1 module."],
    note="Elm's boxed report (cyan header, red carets): the header line (dashes, file) is accepted, but the argument line says what failed. The "
         "hint names the fix, so the failing output alone meets every group.")

# --- pnpm frozen lockfile, coloured badge (es) ------------------------------------------------------------------------

C = "pnpm install --frozen-lockfile"
E = 'ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/packages/api/package.json'
OUT = "\n".join([
    "Scope: all 4 workspace projects",
    f"{ESC}[41m{ESC}[30m ERR_PNPM_OUTDATED_LOCKFILE {ESC}[39m{ESC}[49m {ESC}[31mCannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to date with <ROOT>/packages/api/package.json{ESC}[39m",
    "", "Note that in CI environments this setting is true by default. If you still need to run install in such cases, use \"pnpm install --no-frozen-lockfile\"",
    "", "    Failure reason:", '    specifiers in the lockfile ({"zod":"^3.23.8"}) don\'t match specs in package.json ({"zod":"^3.24.1"})'])
mem("pnpm_es_outdated_lockfile_commit_lock", "pnpm", S, "ansi_badge", "/home/pablo/mercado",
    lambda rng, C=C: [
        ("u", "El job de CI falla en el install. Subí zod en packages/api. ¿Lo arreglas?"),
        ("b", C, OUT, 1),
        ("s", "El lockfile no se regeneró al subir zod (`^3.23.8` en el lock, `^3.24.1` en package.json). No voy a usar "
              "`--no-frozen-lockfile` en CI: regenero el lock y lo añado al commit."),
        ("b", "pnpm install && git add pnpm-lock.yaml", "Scope: all 4 workspace projects\nLockfile is up to date, resolution step is skipped\n"
              "Progress: resolved 611, reused 598, downloaded 1, added 1, done\n\npackages/api dependencies:\n- zod 3.23.8\n+ zod 3.24.1\n\nDone in 3.1s"),
        ("b", C, "Scope: all 4 workspace projects\nLockfile is up to date, resolution step is skipped\nAlready up to date\nDone in 1.2s"),
        ("s", "Listo: `pnpm install` actualizó pnpm-lock.yaml y ya lo añadí con `git add`; con `--frozen-lockfile` pasa.")],
    cmd=C, err=E, change="pnpm install && git add pnpm-lock.yaml", kind="bugfix", lang="es",
    groups=[["ERR_PNPM_OUTDATED_LOCKFILE"], ["git add pnpm-lock.yaml"]],
    traps=['Note that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"'],
    note="The error code sits in a coloured badge; the line as shown (codes removed, leading space gone) is the error. "
         "pnpm's own advice (--no-frozen-lockfile) is a decoy a careful engineer rejects.")

# --- esbuild's box-drawn error (tr) ---------------------------------------------------------------------------------

C = "npm run bundle"
E = '✘ [ERROR] Could not resolve "path"'
OUT = "\n".join([
    "", "> kervan@0.5.0 bundle", "> esbuild src/cli.ts --bundle --outfile=dist/cli.js", "",
    f"{ESC}[31m✘ {ESC}[41;31m[{ESC}[41;97mERROR{ESC}[41;31m]{ESC}[0m {ESC}[1mCould not resolve \"path\"{ESC}[0m", "",
    f"    src/lib/fsutil.ts:1:17:", f"{ESC}[37m      1 │ import path from {ESC}[32m\"path\"{ESC}[37m;", f"        ╵                  {ESC}[32m~~~~~~{ESC}[0m", "",
    "  The package \"path\" wasn't found on the file system but is built into node. Are you trying to bundle for node? "
    "You can use \"platform: 'node'\" to do that, which will remove this error.", "", "1 error"])
mem("esbuild_tr_could_not_resolve_platform_node", "esbuild", S, "box_emoji", "/home/emre/kervan",
    lambda rng, C=C: [
        ("u", "trying to bundle the CLI, esbuild errors out. can you look?"),
        ("b", C, OUT, 1),
        ("s", "esbuild can't resolve `path`: the default platform is `browser` and this is a Node CLI. Adding "
              "`--platform=node` to the script."),
        ("e", "/home/emre/kervan/package.json", '"bundle": "esbuild src/cli.ts --bundle --outfile=dist/cli.js"',
         '"bundle": "esbuild src/cli.ts --bundle --platform=node --target=node20 --outfile=dist/cli.js"'),
        ("b", C, "\n> kervan@0.5.0 bundle\n> esbuild src/cli.ts --bundle --platform=node --target=node20 --outfile=dist/cli.js\n\n"
                 "  dist/cli.js  148.2kb\n\n⚡ Done in 22ms"),
        ("s", "Bundled. The bundle script in package.json now passes `--platform=node`.")],
    cmd=C, err=E, change="--platform=node", kind="bugfix", 
    groups=[['Could not resolve "path"'], ["--platform=node"]],
    traps=["1 error"],
    note="✘ and the box-drawn source excerpt (│, ╵) in colour. The error line is kept with its ✘ as printed; the memory "
         "may drop it (groups[0] is the text after it).")
