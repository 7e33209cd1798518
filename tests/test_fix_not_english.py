"""Failure -> fix learning, round 41: output not in plain English. A run printed in colour
(`--color=always`, a CI log) is read without its terminal codes, so the error line a fix
stores is the one a person reads (retain.sleep.outputs.output_of,
retain.core.signature.strip_ansi); a compiler's error at a file's line, its level said in
another language, is an error line (retain.sleep.fix_linters.labelled_error).

The tool, its outputs and the files are invented for these tests.
"""

from __future__ import annotations

import json
from pathlib import Path

from retain.core.signature import error_lines, signature, strip_ansi
from retain.sleep.fix_calls import read_calls
from retain.sleep.fix_detail import telling_errors
from retain.sleep.fix_linters import labelled_error
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import find_fixes

RED, BOLD, RESET = "\x1b[31m", "\x1b[1m", "\x1b[0m"
COLOURED = (
    f"{BOLD}Compiling{RESET} ledgr v0.2.0\n"
    f"{BOLD}{RED}error[Q204]{RESET}{BOLD}: unknown field `rounding` in `[totals]`{RESET}\n"
    f"  {BOLD}-->{RESET} ledgr.toml:7:1\n"
)
LINKED = "\x1b]8;;file:///src/a.ql\x07src/a.ql\x1b]8;;\x07:3: error: bad indent"


def _line(role: str, content: list[dict], extra: dict | None = None) -> str:
    rec: dict = {"type": role, "message": {"role": role, "content": content}}
    if extra is not None:
        rec["toolUseResult"] = extra
    return json.dumps(rec)


def _bash(n: int, command: str, out: str, code: int) -> list[str]:
    use = {"type": "tool_use", "id": f"t{n}", "name": "Bash", "input": {"command": command}}
    text = f"Exit code {code}\n{out}" if code else out
    result = {"type": "tool_result", "tool_use_id": f"t{n}", "content": text, "is_error": code != 0}
    return [
        _line("assistant", [use]),
        _line("user", [result], {"stdout": out, "stderr": "", "interrupted": False}),
    ]


def _edit(n: int, path: str, old: str, new: str) -> list[str]:
    args = {"file_path": path, "old_string": old, "new_string": new}
    use = {"type": "tool_use", "id": f"e{n}", "name": "Edit", "input": args}
    result = {"type": "tool_result", "tool_use_id": f"e{n}", "content": "ok"}
    return [_line("assistant", [use]), _line("user", [result])]


def test_strip_ansi_takes_colour_and_hyperlink_codes_and_nothing_else() -> None:
    assert strip_ansi(COLOURED).splitlines()[1] == (
        "error[Q204]: unknown field `rounding` in `[totals]`"
    )
    assert strip_ansi(LINKED) == "src/a.ql:3: error: bad indent"
    plain = "a [1m literal bracket stays, as does \\x1b written out"
    assert strip_ansi(plain) == plain


def test_a_coloured_failure_is_learned_with_its_error_line_as_read(tmp_path: Path) -> None:
    """`ledgr build --color=always` failed in colour; the edit to ledgr.toml fixed it. The
    calls hold the output without codes, and the fix's error line has none."""
    transcript = tmp_path / "s.jsonl"
    lines = [
        *_bash(1, "ledgr build --color=always", COLOURED, 1),
        *_edit(2, "/home/dev/ledgr/ledgr.toml", "rounding = 2", "precision = 2"),
        *_bash(3, "ledgr build --color=always", f"{BOLD}Finished{RESET} in 0.4s\n", 0),
    ]
    transcript.write_text("\n".join(lines) + "\n", encoding="utf-8")
    calls = read_calls(transcript)
    assert calls[0].ok is False and "\x1b" not in calls[0].output
    [fix] = find_fixes(calls)
    assert "\x1b" not in fix.error and "[1m" not in fix.error
    assert "unknown field `rounding` in `[totals]`" in fix.error


def test_a_linked_file_name_is_read_as_its_text_in_error_lines_and_signature() -> None:
    """gcc and cargo may wrap a location in a terminal hyperlink (OSC 8)."""
    assert error_lines(LINKED) == ["src/a.ql:3: error: bad indent"]
    assert signature(LINKED) == signature(strip_ansi(LINKED))


GRADLE_JA = """> Task :compileJava FAILED
src/main/java/dev/ito/Clock.java:7: エラー: シンボルを見つけられません
    return Instant.nowish();
                  ^
エラー1個

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':compileJava'.
> Compilation failed; see the compiler error output for details.
"""


def test_a_compilers_error_in_another_language_outranks_the_build_tools_summary() -> None:
    """javac in Japanese under Gradle: its located error line is the cause, not Gradle's
    `> Compilation failed` summary under "What went wrong"."""
    line = decisive_line(GRADLE_JA)
    assert "シンボルを見つけられません" in line and "Compilation failed" not in line


def test_an_error_label_is_read_in_the_compilers_languages_and_a_warning_is_not() -> None:
    assert labelled_error("lib/q.c:3:1: erreur fatale : q.h : Aucun fichier ou dossier")
    assert labelled_error("lib/q.c:12: błąd: nieznany typ 'u8'")
    assert labelled_error("lib/q.c:3:1: 致命的エラー: q.h: そのようなファイルはありません")
    assert not labelled_error("lib/q.c:3:5: Warnung: unbenutzte Variable »n«")
    assert not labelled_error("lib/q.c:3:5: 警告: 未使用の変数 'n'")
    assert not labelled_error("q_test.go:44: status = 400")


JAVA_CHAIN = """Exception in thread "main" java.lang.IllegalStateException: Relay start failed
\tat dev.ito.relay.Main.start(Main.java:41)
\tat dev.ito.relay.Main.main(Main.java:12)
Caused by: dev.ito.relay.PoolException: Cannot open a connection to the queue
\tat dev.ito.relay.Pool.open(Pool.java:88)
\t... 2 more
Caused by: java.net.ConnectException: Verbindungsaufbau abgelehnt (Connection refused)
\tat java.base/sun.nio.ch.Net.connect0(Native Method)
\t... 3 more
"""


def test_a_java_cause_chain_under_its_frames_ends_at_its_last_link_as_printed() -> None:
    """Java prints the outermost exception first and the root cause last, each `Caused by:`
    under the frames of the one above it: the last link says why, quoted with its lead."""
    compared, quoted = telling_errors(JAVA_CHAIN)
    assert compared.startswith("java.net.ConnectException: Verbindungsaufbau abgelehnt")
    assert quoted == "Caused by: " + compared
