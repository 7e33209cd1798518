"""A sleep pass read its transcript four times (the fixes, capture, which memories were
used, the runs' outcomes), parsing every line each time. Inside `transcript.read_once()`
(the pass runs in it) the first reader parses the file and the others get its records;
a file that changed since is read again, and one past ONCE_MAX_BYTES is streamed by each
reader as before."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from retain.sleep import commands, fix_calls, transcript, usage
from retain.sleep.run import run_sleep_pass

FIXTURE = Path(__file__).parent / "fixtures" / "transcripts" / "en_pnpm_ci.jsonl"


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files `transcript` opens and reads, one entry a reading."""
    seen: list[str] = []
    lines = transcript._lines

    def counted(path: str | os.PathLike[str]):  # type: ignore[no-untyped-def]
        seen.append(os.fspath(path))
        return lines(path)

    monkeypatch.setattr(transcript, "_lines", counted)
    return seen


def _everything(path: Path) -> tuple[object, ...]:
    return (
        fix_calls.read_calls(path),
        transcript.read_turns(path),
        usage.read(path),
        commands.read_session(path),
    )


def test_a_sleep_pass_reads_its_transcript_once(tmp_path: Path, reads: list[str]) -> None:
    report = run_sleep_pass(
        tmp_path / "r.db", now=1_767_225_600.0, transcript_path=FIXTURE, session_id="s1"
    )
    assert report.captured > 0  # the transcript was read and used
    assert reads == [os.fspath(FIXTURE)]


def test_the_readers_see_the_same_records_read_once_or_each_time(reads: list[str]) -> None:
    apart = _everything(FIXTURE)
    assert len(reads) == 4
    with transcript.read_once():
        once = _everything(FIXTURE)
    assert once == apart and len(reads) == 5


def test_a_transcript_that_changed_is_read_again(tmp_path: Path, reads: list[str]) -> None:
    path = tmp_path / "t.jsonl"
    said = {"type": "user", "message": {"role": "user", "content": "we deploy with helm"}}
    path.write_text(json.dumps(said) + "\n", encoding="utf-8")
    with transcript.read_once():
        first = [t.text for t in transcript.read_turns(path)]
        assert [t.text for t in transcript.read_turns(path)] == first and len(reads) == 1
        said["message"]["content"] = "the staging database is postgres 16"  # type: ignore[index]
        with path.open("a", encoding="utf-8") as f:  # the session is still being written
            f.write(json.dumps(said) + "\n")
        again = [t.text for t in transcript.read_turns(path)]
    assert first == ["we deploy with helm"] and len(reads) == 2
    assert again == ["we deploy with helm", "the staging database is postgres 16"]


def test_a_transcript_past_the_bound_is_read_by_each_reader(
    monkeypatch: pytest.MonkeyPatch, reads: list[str]
) -> None:
    monkeypatch.setattr(transcript, "ONCE_MAX_BYTES", FIXTURE.stat().st_size - 1)
    with transcript.read_once():
        _everything(FIXTURE)
    assert len(reads) == 4
