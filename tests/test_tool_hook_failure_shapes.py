# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""The failure hook on the shapes a failure takes (round 21): an error wall whose telling
line comes first, a stack under the exception, a check whose fixing run has another
name, a memory naming the command as the one that fails, the same message about another
name or on another port, a learned "`cmd` failed with `error`" memory met again with
other paths and numbers. Real PostToolUseFailure / PostToolUse payloads through the
launcher."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from retain.core import errorlines, errorquote
from retain.core import signature as sig
from retain.rank import tool_checkfix
from retain.rank.tool_failed import fails_as_named
from test_tool_hook import (  # noqa: F401
    context_of,
    failed_bash,
    fixture,
    memory_lines,
    project,
    run,
)


def _add(project: Path, text: str, kind: str = "lesson") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def _shown(project: Path, tmp_path: Path, command: str, error: str) -> str:
    result = run("tool-failure", failed_bash(project, command, error), tmp_path)
    return context_of(result, "PostToolUseFailure")


# -- the telling line of a long output ------------------------------------------------

FIRST_ERROR = "src/api/client.ts(12,5): error TS2307: Cannot find module '@acme/sdk' or its types."
OTHERS = "\n".join(
    f"src/app/m{i}/h{i}.ts({i + 3},1): error TS2554: Expected {i % 3 + 1} arguments, but got 0."
    for i in range(14)
)

SDK_LESSON = (
    "A TS2307 cannot find module error for @acme/sdk means the workspace SDK is not built: "
    "run `pnpm -w build:sdk` first."
)


def test_the_first_error_of_a_wall_is_read_with_the_last():
    lines = sig.error_lines(f"Exit code 2\n{FIRST_ERROR}\n{OTHERS}")
    assert lines[0] == FIRST_ERROR
    assert len(lines) == errorlines.FIRST_ERROR_LINES + sig.MAX_ERROR_LINES


def test_a_wall_of_errors_still_shows_the_memory_about_its_first(project, tmp_path):
    # described in words, not quoted: matched on the error lines, the first among them
    lesson = _add(project, SDK_LESSON)
    text = _shown(project, tmp_path, "pnpm tsc --noEmit", f"Exit code 2\n{FIRST_ERROR}\n{OTHERS}")
    assert f"[{lesson}]" in text


def test_stack_frames_are_not_error_lines():
    frames = [
        "at org.acme.core.Dispatcher.run(Dispatcher.java:120)",
        "at java.base/java.lang.Thread.run(Thread.java:833)",
        "at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
        "at async Promise.all (/srv/app/x.js:3:4)",
        "... 17 more",
        '  File "/usr/lib/python3.12/site-packages/lib/core.py", line 10, in call',
        "    raise ErrorHandlerFailed(request)",  # the frame's source line: code, not output
        "#3 0x7f5e in operator delete(void*, unsigned long)",
    ]
    kept = ["ValueError: boom", "at least one error (see log:12)"]
    assert errorlines.drop_frames(frames + kept) == kept
    # a frame printed without its source line: the next line is output
    assert errorlines.drop_frames(['  File "/x/app.py", line 3', "KeyError: 'a'"]) == [
        "KeyError: 'a'"
    ]


def test_a_message_above_a_long_stack_is_still_found(project, tmp_path):
    lesson = _add(
        project,
        "`region `FLASH' overflowed by N bytes` means a Debug build: only MinSizeRel fits.",
    )
    stack = "\n".join(
        f"    at org.acme.build.Step{i}.run(Step{i}.java:{i + 10})" for i in range(70)
    )
    error = f"Exit code 1\nld: region `FLASH' overflowed by 1840 bytes\n{stack}"
    assert f"[{lesson}]" in _shown(project, tmp_path, "cmake --build build", error)


def test_window_keeps_the_lines_from_the_first_error_on():
    lines = ["progress"] * 100 + ["error: the one"] + ["noise"] * 100
    seen = errorlines.window(lines, lambda ln: ln.startswith("error"), 60)
    assert "error: the one" in seen and len(seen) == errorlines.FIRST_WINDOW + 60
    assert errorlines.window(lines[:50], lambda ln: False, 60) == lines[:50]


# -- a check whose fixing run has another name ----------------------------------------

SPOTLESS = (
    "Formatting is Spotless (palantir-java-format): `./mvnw spotless:apply`. CI runs "
    "spotless:check and fails on any diff."
)
SPOTLESS_ERROR = (
    "Exit code 1\n[ERROR] Failed to execute goal com.diffplug.spotless:spotless-maven-plugin:"
    "2.43.0:check (default-cli) on project freight: The following files had format "
    "violations:\n[ERROR]     src/main/java/x/Dispatch.java"
)


@pytest.mark.parametrize(
    ("call", "run_", "fixes"),
    [
        ("./mvnw spotless:check", "./mvnw spotless:apply", True),
        ("sbt scalafmtCheckAll", "sbt scalafmtAll", True),
        ("clojure -M:cljfmt check", "clojure -M:cljfmt fix", True),
        ("./gradlew :ui:verifyPaparazziDebug", "./gradlew :ui:recordPaparazziDebug", True),
        ("cargo check", "cargo build --release", False),  # no fixing run: another step
        ("cargo check -p idx", "cargo test -p idx", False),
        ("./gradlew :shared:check", "./gradlew :shared:publish", False),  # a project path
        ("docker compose exec web python manage.py check",
         "docker compose exec web python manage.py ...", False),  # a placeholder
        ("./mvnw spotless:check", "npm run format", False),  # another tool
    ],
)  # fmt: skip
def test_fixing_run(call, run_, fixes):
    assert tool_checkfix.fixing_run(call.split(), run_.split()) is fixes


def test_a_failed_check_shows_the_memory_prescribing_its_fixing_run(project, tmp_path):
    spotless = _add(project, SPOTLESS, kind="procedure")
    _add(project, "Release with `./mvnw release:prepare` from main only.", kind="procedure")
    (line,) = memory_lines(_shown(project, tmp_path, "./mvnw spotless:check", SPOTLESS_ERROR))
    assert f"[{spotless}]" in line
    # the fixing run itself failing: nothing to prescribe
    assert _shown(project, tmp_path, "./mvnw spotless:apply", SPOTLESS_ERROR) == ""


# -- a memory naming the command as the one that fails --------------------------------

FLAVOR = (
    "Run with a flavor: `flutter run --flavor dev -t lib/main_dev.dart`. Plain `flutter run` "
    "fails on Android because there is no default flavor."
)


def test_fails_as_named():
    assert fails_as_named(FLAVOR, "flutter run", "flutter run")
    outside = "There are no .pb.go files, so `go build` outside Bazel fails and that's expected."
    assert fails_as_named(outside, "go build", "cd services/fleetd && go build ./...")
    # a memory naming the message it fails with is matched on the message
    learned = "`mix test` failed with `the dependency is not available` — fixed by `mix deps.get`"
    assert not fails_as_named(learned, "mix test", "mix test")
    assert not fails_as_named("`make proto` fails with 'protoc-gen-go: not found'", "make proto",
                              "make proto")  # fmt: skip
    assert not fails_as_named(FLAVOR, "flutter build", "flutter build apk")


def test_a_fact_naming_the_failed_command_as_failing_is_shown(project, tmp_path):
    flavor = _add(project, FLAVOR, kind="fact")
    error = (
        "Exit code 1\nFAILURE: Build failed with an exception.\n* What went wrong:\nTask "
        "'assembleDebug' is ambiguous in root project 'android'. Candidates are: "
        "'assembleDevDebug', 'assembleProdDebug'."
    )
    assert f"[{flavor}]" in _shown(project, tmp_path, "flutter run", error)
    assert _shown(project, tmp_path, "flutter test", "Exit code 1\nSome tests failed.") == ""


# -- the same message about another name, or on another port --------------------------


def test_the_same_message_about_another_module_is_another_failure(project, tmp_path):
    app = _add(
        project,
        "`pytest tests -q` failed with `ModuleNotFoundError: No module named 'app'` — fixed by "
        'editing `pyproject.toml` (`pythonpath = ["src"]`)',
        kind="bugfix",
    )
    editable = _add(
        project,
        "`pytest -q` failed with `ModuleNotFoundError: No module named 'invoicer'` — fixed by "
        "running `pip install -e .`",
        kind="bugfix",
    )
    error = (
        "Exit code 1\nImportError while loading conftest '/Users/sam/code/inv/tests/conftest.py'."
        "\ntests/conftest.py:10: in <module>\n    from app.db import make_session\n"
        "E   ModuleNotFoundError: No module named 'app'"
    )
    (line,) = memory_lines(_shown(project, tmp_path, "pytest tests -q", error))
    assert f"[{app}]" in line and f"[{editable}]" not in line


def test_quotes_other_value():
    line = ["SQLSTATE[42S22]: Column not found: 1054 Unknown column 'orders.deleted_at' in x"]
    same = "`SQLSTATE[42S22]: Column not found: 1054 Unknown column 'deleted_at'` -> softDeletes"
    assert not errorquote.quotes_other_value(same, line)  # the qualified name is the same
    other = "`SQLSTATE[42S22]: Column not found: 1054 Unknown column 'archived_at'` -> migrate"
    assert errorquote.quotes_other_value(other, line)
    stand_in = "`Column not found: 1054 Unknown column 'name'`: run the migrations"
    assert not errorquote.quotes_other_value(stand_in, line)


def test_a_refusal_quoted_on_another_port_is_another_service(project, tmp_path):
    grpc = _add(
        project,
        "grpcurl `dial tcp [::1]:9090: connect: connection refused` — ledgerd binds "
        "127.0.0.1 only; use `-plaintext 127.0.0.1:9090`.",
    )
    pg = _add(project, "Dev Postgres is published on port 5433, not 5432.", kind="fact")
    error = (
        "Exit code 1\n--- FAIL: TestRepo (0.01s)\n    repo_test.go:31: failed to connect: dial "
        "error (dial tcp 127.0.0.1:5432: connect: connection refused)\nFAIL"
    )
    text = _shown(project, tmp_path, "go test ./internal/store/...", error)
    assert f"[{pg}]" in text and f"[{grpc}]" not in text
    assert errorquote.quotes_other_port(
        "`dial tcp [::1]:9090: connection refused`", frozenset({"5432"})
    )
    assert not errorquote.quotes_other_port(
        "`dial tcp [::1]:5432: connection refused`", frozenset({"5432"})
    )


# -- a learned memory met again, other paths and numbers; a PostToolUse result --------


def test_a_learned_fix_comes_back_with_other_paths_and_numbers(project, tmp_path):
    learned = _add(
        project,
        "`npx tsc --noEmit` failed with `error TS7016: Could not find a declaration file for "
        "module 'express'. '/home/dev/code/storefront/node_modules/express/index.js' implicitly "
        "has an 'any' type.` — fixed by running `npm install --save-dev @types/express`",
        kind="bugfix",
    )
    error = (
        "Exit code 2\nsrc/server.ts(3,22): error TS7016: Could not find a declaration file for "
        "module 'express'. '/Users/sam/work/shop/node_modules/express/index.js' implicitly has "
        "an 'any' type.\n" + "\n".join(f"    at Step{i}.run (/x/y{i}.js:{i}:2)" for i in range(40))
    )
    assert f"[{learned}]" in _shown(project, tmp_path, "pnpm exec tsc --noEmit", error)
    # about another module: another failure
    other = error.replace("'express'", "'pino'").replace("/express/", "/pino/")
    assert _shown(project, tmp_path, "pnpm exec tsc --noEmit", other) == ""


def test_a_post_tool_use_result_with_a_buried_error_line(project, tmp_path):
    lesson = _add(project, SDK_LESSON)
    payload = fixture("PostToolUse", "Bash", project)
    payload["tool_input"]["command"] = "pnpm tsc --noEmit | tail -40"
    payload["tool_response"] = {
        "stdout": f"{FIRST_ERROR}\n{OTHERS}",
        "stderr": "",
        "interrupted": False,
        "isImage": False,
    }
    text = context_of(run("tool-failure", payload, tmp_path), "PostToolUse")
    assert f"[{lesson}]" in text


# -- a memory in another language than the error -------------------------------------


def test_in_another_language():
    assert errorquote.in_another_language("Nunca registre tokens nem o e-mail do usuário em log.")
    assert errorquote.in_another_language("clj-kondo の設定は .clj-kondo/config.edn にある")
    assert errorquote.in_another_language("Wenn `cargo deny` abbricht: keine GPL-Crates, nur MIT.")
    assert not errorquote.in_another_language("Never run the tests on the prod database.")


def test_non_latin_letters_are_counted_over_exactly_their_ranges():
    """The count by code point (no regex: its character class cost 2 ms to compile on the
    failure hook's path) takes exactly the characters the class it replaced took."""
    cls = re.compile(
        "[\u0400-\u04ff\u0590-\u06ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]"
    )
    every = "".join(chr(c) for c in range(0x20, 0xE000))
    assert errorquote.non_latin_letters(every) == len(cls.findall(every)) > 0
    for lo, hi in errorquote.NON_LATIN_RANGES:
        edges = chr(lo - 1) + chr(lo) + chr(hi) + chr(hi + 1)
        assert errorquote.non_latin_letters(edges) == 2
    assert errorquote.non_latin_letters("это 错误 오류 שגיאה خطأ ascii") == 15


def test_a_memory_in_another_language_names_the_error_it_cannot_translate(project, tmp_path):
    lesson = _add(
        project,
        "E0599 が出たら、トレイトを use し忘れていないか確認すること (core は anyhow なし)。",
    )
    error = (
        "Exit code 101\nerror[E0599]: no method named `context` found for enum `Result` in "
        "the current scope\n  --> crates/core/src/store.rs:41:10\nerror: could not compile "
        "`core` (lib) due to 1 previous error"
    )
    assert f"[{lesson}]" in _shown(project, tmp_path, "cargo build -p core", error)
    lines = ["E   asyncpg.exceptions.InvalidCachedStatementError: cached statement plan is invalid"]
    assert errorquote.names_error_abroad(
        "Después de migrar, `cached statement plan is invalid`: reiniciar el pool.", lines
    )
    assert errorquote.names_error_abroad(
        "Wenn InvalidCachedStatementError kommt, den Pool neu starten.", lines
    )
    # in English the memory shares the error's words, or it is not about it
    assert not errorquote.names_error_abroad(
        "After a migration restart the pool if InvalidCachedStatementError shows.", lines
    )


def test_a_command_defined_by_a_memory_is_not_named_as_failing(project, tmp_path):
    # `=` names what the command runs: its failure is not the memory's subject
    assert not fails_as_named("`just lint` = ruff check + ruff format --check + mypy",
                              "just lint", "just lint")  # fmt: skip
    _add(project, "`make ci` = dotnet format --verify-no-changes, build -warnaserror, test")
    error = "Exit code 2\nsrc/Api/Reminder.cs(18,1): error WHITESPACE: Fix whitespace formatting."
    assert _shown(project, tmp_path, "make ci", error) == ""
