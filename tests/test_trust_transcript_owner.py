"""The transcript a hook payload names is read only when it is the user's own file
(retain.files.open_regular(mine=True)): a payload path, or a link, that leads to another
user's transcript is refused with a log line, by the sleep pass and by the SessionStart
hook, and a real transcript anywhere (no place is required) is still read."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from conftest import FIXTURES, SHARED
from retain import Memory, config
from retain.files import NotOwned, open_regular, owned
from retain.hooks import entry
from retain.sleep.run import run_sleep_pass

T0 = 1_790_000_000.0
ME, OTHER = 4242, 4243
SAID = "Please remember that we deploy with make release, never by hand."


def _transcript(path: Path, line: str = SAID) -> Path:
    records = [
        {
            "type": "user",
            "sessionId": "s1",
            "uuid": "u0",
            "timestamp": "2026-01-01T00:00:00Z",
            "message": {"role": "user", "content": line},
        },
        {
            "type": "assistant",
            "sessionId": "s1",
            "uuid": "a0",
            "timestamp": "2026-01-01T00:00:01Z",
            "message": {
                "id": "msg_s1_0",
                "role": "assistant",
                "content": [{"type": "text", "text": "Understood."}],
            },
        },
    ]
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def someone_else(monkeypatch: pytest.MonkeyPatch):
    """A function that makes a file another user's. As root: the file is given to OTHER and
    this process runs as ME. Otherwise: this process runs as the next uid, so the files the
    test makes (the real user's) are another user's."""
    if not hasattr(os, "geteuid"):
        pytest.skip("no user ids here")
    real = os.geteuid()

    def theirs(path: Path) -> Path:
        if real == 0:
            os.chown(path, OTHER, OTHER)
        return path

    monkeypatch.setattr(os, "geteuid", lambda: ME if real == 0 else real + 1)
    return theirs


def _memory(tmp_path: Path, project_dir: Path) -> Memory:
    return Memory(str(tmp_path / "m.db"), project=str(project_dir))


def test_the_sleep_pass_refuses_another_users_transcript_through_a_link(
    tmp_path, project_dir, someone_else
):
    theirs = someone_else(_transcript(tmp_path / "theirs.jsonl"))
    link = tmp_path / "mine.jsonl"
    link.symlink_to(theirs)
    mem = _memory(tmp_path, project_dir)
    report = run_sleep_pass(
        mem.target, now=T0, transcript_path=link, session_id="s1", project_dir=project_dir
    )
    assert report.captured == 0
    log = Path(config.log_file()).read_text()
    assert f"transcript not read: {link}: owned by another user" in log


def test_the_sleep_pass_still_reads_the_users_own_transcript_anywhere(tmp_path, project_dir):
    mem = _memory(tmp_path, project_dir)
    t = _transcript(tmp_path / "t.jsonl")
    report = run_sleep_pass(
        mem.target, now=T0, transcript_path=t, session_id="s1", project_dir=project_dir
    )
    assert report.captured == 1


def test_the_fixture_transcripts_are_still_read_from_any_folder(tmp_path, project_dir):
    """The repository's transcripts and the shared Claude Code ones (when present), copied
    to a folder that is no client's: the place is not what is checked."""
    mem = _memory(tmp_path, project_dir)
    found = sorted((FIXTURES / "transcripts").glob("*.jsonl"))
    shared = sorted((SHARED / "fixtures" / "claude-code").glob("transcript-*.jsonl"))
    assert found
    for i, src in enumerate(found + shared):
        report = run_sleep_pass(
            mem.target,
            now=T0 + i * 3600,
            transcript_path=shutil.copy(src, tmp_path / src.name),
            session_id=src.stem,
            project_dir=project_dir,
        )
        assert report.skipped is None
        assert report.captured >= 1 or src in shared
    assert "transcript not read" not in Path(config.log_file()).read_text()


def test_open_regular_mine_refuses_a_link_to_another_users_file(tmp_path, someone_else):
    theirs = someone_else(_transcript(tmp_path / "theirs.jsonl"))
    link = tmp_path / "link.jsonl"
    link.symlink_to(theirs)
    with pytest.raises(NotOwned):
        open_regular(link, mine=True)
    open_regular(link).close()  # without `mine` (the anchors' and imports' readers): read


def test_root_owned_files_and_a_root_process_are_not_refused(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(os, "geteuid", lambda: ME)
    assert owned(ME) and owned(0) and not owned(OTHER)
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    assert owned(OTHER)


def _fenced(path: Path) -> dict[str, str]:
    from retain.text import FENCE_TAG

    path.write_text(f'{{"content": "{FENCE_TAG} nonce=abc"}}\n')
    return {"transcript_path": str(path)}


def test_session_start_finds_its_block_in_the_users_own_transcript(tmp_path):
    assert entry._already_has_block(None, None, _fenced(tmp_path / "mine.jsonl")) is True


def test_session_start_does_not_read_another_users_transcript(tmp_path, someone_else):
    payload = _fenced(tmp_path / "theirs.jsonl")
    someone_else(Path(payload["transcript_path"]))
    assert entry._already_has_block(None, None, payload) is False
