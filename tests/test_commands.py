"""Reading test/build/lint runs, edits and memory_search results out of a transcript."""

from __future__ import annotations

from pathlib import Path

import pytest
from benchmarks.cc_transcript import Transcript, pytest_output

from retain.sleep.commands import classify, failure_lessons, read_counts, read_session
from retain.sleep.inference import Relied, infer

SHARED = Path(__file__).resolve().parents[2] / "shared"


@pytest.mark.parametrize(
    ("command", "steps"),
    [
        ("pytest", (("pytest", ()),)),
        ("uv run pytest tests/test_x.py -q", (("pytest", ("tests/test_x.py",)),)),
        (
            "FOO=1 timeout 60 python -m pytest -k retry tests/",
            (("pytest", ("-k retry", "tests/")),),
        ),
        ("pytest tests/t.py::test_a 2>&1 | tail -20", (("pytest", ("tests/t.py::test_a",)),)),
        ("cd web && npm test -- --watch=false", (("npm run", ("test",)),)),
        ("pnpm run lint", (("pnpm run", ("lint",)),)),
        ("yarn build", (("yarn run", ("build",)),)),
        ("npm install", ()),
        ("make check", (("make", ("check",)),)),
        ("make -j4 test PY=3.11", (("make", ("test",)),)),
        ("cargo test --release", (("cargo test", ()),)),
        ("go test ./...", (("go test", ("./...",)),)),
        ("npx tsc --noEmit", (("tsc", ()),)),
        ("ruff check src && mypy src", (("ruff check", ("src",)), ("mypy", ("src",)))),
        ("tox -e py311", (("tox", ()),)),
        ("git status && ls", ()),
        ("echo 'unbalanced", ()),
    ],
)
def test_classify_recognises_project_commands(command: str, steps: tuple) -> None:
    assert classify(command) == steps


def test_read_counts_of_common_tools() -> None:
    assert read_counts(pytest_output(12, ["tests/test_a.py::test_x"]))[:3] == (
        12,
        1,
        ("tests/test_a.py::test_x",),
    )
    assert read_counts("test result: FAILED. 3 passed; 1 failed; 0 ignored\ntest a::b ... FAILED")[
        :3
    ] == (3, 1, ("a::b",))
    assert read_counts("Tests:       1 failed, 5 passed, 6 total")[:2] == (5, 1)
    assert read_counts("--- FAIL: TestRetry (0.00s)\n--- PASS: TestOk (0.00s)")[2:] == (
        ("TestRetry",),
        ("TestOk",),
    )
    assert read_counts("Found 3 errors in 2 files (checked 10 source files)")[1] == 3
    assert read_counts("Success: no issues found in 4 source files")[1] == 0
    assert read_counts("src/a.ts(3,1): error TS2322: Type 'x'")[1] == 1
    assert read_counts("nothing recognisable here") == (None, None, (), ())


def test_read_session_pairs_calls_with_results(tmp_path: Path) -> None:
    t = Transcript("s1", str(tmp_path))
    t.user("fix the retry test")
    t.search("retry backoff", [(7, "retries live in billing/retry.py")])
    t.bash("pytest -q", pytest_output(9, ["tests/test_retry.py::test_backoff"]), exit_code=1)
    t.say("The test fails because the backoff never caps at MAX_DELAY.")
    t.edit(str(tmp_path / "billing/retry.py"), "delay * 2", "min(delay * 2, MAX_DELAY)")
    t.bash("pytest -q | tail -3", pytest_output(10, []))
    t.bash("git diff", "diff --git a/x b/x")
    log = read_session(t.write(tmp_path / "s1.jsonl"))
    assert [r.ok for r in log.runs] == [False, True]
    assert log.runs[0].exit_code == 1 and log.runs[0].failed == 1
    assert log.runs[0].failing == ("tests/test_retry.py::test_backoff",)
    assert log.runs[1].passed == 10
    assert [e.path.endswith("billing/retry.py") for e in log.edits] == [True]
    assert log.retrievals[0].memory_ids == (7,)
    lessons = failure_lessons(log)
    assert len(lessons) == 1
    assert "never caps at MAX_DELAY" in lessons[0].cause
    assert lessons[0].failing == ("tests/test_retry.py::test_backoff",)
    assert "billing/retry.py" in lessons[0].text()


def test_a_masked_exit_code_still_reads_as_failure(tmp_path: Path) -> None:
    t = Transcript("s2", str(tmp_path))
    t.bash("pytest | tail -5", pytest_output(3, ["tests/test_a.py::test_b"]))  # tail exits 0
    log = read_session(t.write(tmp_path / "s2.jsonl"))
    assert log.runs[0].exit_code == 0 and log.runs[0].ok is False


def test_no_lesson_without_a_stated_cause_or_an_edit(tmp_path: Path) -> None:
    t = Transcript("s3", str(tmp_path))
    t.bash("make check", "ruff: 2 errors", exit_code=2)
    t.say("Let me try again.")
    t.bash("make check", "All checks passed!")
    t.bash("cargo test", "test result: FAILED. 1 passed; 1 failed;", exit_code=101)
    t.say("It fails because the fixture path is relative.")
    t.bash("cargo test", "test result: ok. 2 passed; 0 failed;")  # no edit: flaky, not fixed
    assert failure_lessons(read_session(t.write(tmp_path / "s3.jsonl"))) == []


def test_real_claude_code_transcript_reads_without_runs() -> None:
    path = SHARED / "fixtures" / "claude-code" / "transcript-2.1.39.jsonl"
    if not path.exists():
        pytest.skip("the shared fixtures are not here")
    log = read_session(path)
    assert log.runs == ()  # `bd show`, `bd ready`: not test or build commands
    assert len(log.edits) == 2 and all(e.path.endswith(".ex") for e in log.edits)


def _relied(mid: int, text: str, kind: str = "fact", since: int = 0) -> Relied:
    return Relied(mid, text, kind, since, "injected" if since == 0 else "retrieved")


def test_inference_rules(tmp_path: Path) -> None:
    t = Transcript("s4", str(tmp_path))
    t.bash("make check", "ruff check .\nAll checks passed!")
    t.bash(
        "pytest tests/test_billing.py", pytest_output(2, ["tests/test_billing.py::test_total"]), 1
    )
    t.edit(str(tmp_path / "billing/total.py"), "a", "b")
    t.bash(
        "pytest tests/test_billing.py", pytest_output(2, ["tests/test_billing.py::test_total"]), 1
    )
    t.bash("cargo test", "test result: ok. 4 passed; 0 failed;")
    log = read_session(t.write(tmp_path / "s4.jsonl"))
    got = {
        i.memory_id: i.outcome
        for i in infer(
            log,
            [
                _relied(1, "`make check` runs ruff over the repo"),
                _relied(2, "totals are computed in billing/total.py, rounding half-even"),
                _relied(3, "the staging URL is staging.example.com"),  # about nothing run
                _relied(4, "bugfix: test_total failed on rounding", "bugfix"),
            ],
        )
    }
    # 2 and 4: the test kept failing after the file they name was edited; the later
    # `cargo test` run is about neither (no edit of their files since the run before it).
    assert got == {1: "ok", 2: "fail", 4: "fail"}


def test_bugfix_memory_earns_ok_when_its_test_passes(tmp_path: Path) -> None:
    t = Transcript("s5", str(tmp_path))
    t.bash("pytest tests/test_retry.py::test_backoff_caps -q", pytest_output(1, []))
    log = read_session(t.write(tmp_path / "s5.jsonl"))
    text = "test_backoff_caps failed because delays grew without bound; fix: cap at MAX_DELAY"
    [inferred] = infer(log, [_relied(9, text, "bugfix")])
    assert inferred.outcome == "ok" and "the test it names passed" in inferred.detail


def test_a_memory_found_after_the_run_gets_nothing(tmp_path: Path) -> None:
    t = Transcript("s6", str(tmp_path))
    t.bash("make check", "All checks passed!")
    t.search("make check", [(5, "`make check` runs ruff")])
    log = read_session(t.write(tmp_path / "s6.jsonl"))
    since = log.retrievals[0].index
    assert infer(log, [_relied(5, "`make check` runs ruff", since=since)]) == []
