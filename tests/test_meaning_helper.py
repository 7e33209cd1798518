"""The early-meaning helper (retain.server.meaning_helper): a second process that answers the
prompt hook by meaning while `retain serve`'s own model is still loading. Real serves
and real helper processes; the hook as Claude Code runs it."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

import test_meaning_socket as socket_tests
from conftest import PYTHON, subprocess_env
from retain.hooks import meaning
from retain.scope import resolve_project
from retain.server import meaning_helper
from test_meaning_socket import PROMPT, fixture_payload, run_hook, start_serve, stop, wait_socket

home = socket_tests.home  # the fixtures: a short RETAIN_HOME, a store with one memory
store = socket_tests.store


def proc_stat(pid: int | str) -> tuple[bytes, int] | None:
    """(state, parent pid) of a process (Linux /proc), or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            raw = f.read()
    except OSError:
        return None
    # "pid (comm) state ppid ...": comm may hold spaces, so split after the last ')'
    fields = raw[raw.rfind(b")") + 2 :].split()
    return fields[0], int(fields[1])


def helpers_of(pid: int) -> list[int]:
    """Live retain.server.meaning_helper processes whose parent is `pid` (Linux /proc)."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        stat = proc_stat(entry)
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmd = f.read()
        except OSError:
            continue
        if stat and stat[0] != b"Z" and stat[1] == pid and b"retain.server.meaning_helper" in cmd:
            out.append(int(entry))
    return out


def wait_until(check, seconds: float = 30.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return False


def ask(db: Path, project: Path) -> meaning.Ask:
    a = meaning.Ask.start(db, resolve_project(str(project)), PROMPT, k=5, timeout=5.0)
    assert a is not None
    return a


pytestmark = pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")


def test_the_helper_answers_by_meaning_while_the_serves_own_model_loads(store):
    db, project, mid = store
    home = db.parent
    proc = start_serve(home, project, RETAIN_EMBEDDER="fakes:slow_in_serve_fake_embedder")
    try:
        wait_socket(home, proc, answered=False)
        answers: list[meaning.Answer] = []

        def answered() -> bool:
            a = ask(db, project)
            got = a.finish([mid, 999])
            if got is None:
                assert a.why == "loading"  # the helper is not ready yet: as without it
                return False
            answers.append(got)
            return True

        assert wait_until(answered), "the helper never answered"
        got = answers[0]
        assert got.model == "fake-hash-64" and got.near[0][0] == mid
        assert set(got.cosines) == {mid}  # the ids were relayed: 999 has no vector
        assert len(helpers_of(proc.pid)) == 1
        # The hook as a process: the line only meaning finds is shown at once.
        assert f"- [{mid}] " in run_hook(home, fixture_payload(project, PROMPT, "s-early"))
        # Another database is refused by the helper, as by the serve.
        other = meaning.Ask.start(home / "other.db", None, PROMPT, k=5, timeout=5.0)
        assert other is not None and other.finish([]) is None and other.why == "other database"
    finally:
        stop(proc)
    assert wait_until(lambda: not helpers_of(proc.pid), 10), "the helper outlived the serve"


def test_turned_off_the_serve_says_loading_until_its_own_model_is_in(store):
    db, project, mid = store
    home = db.parent
    proc = start_serve(
        home, project, RETAIN_EMBEDDER="fakes:slow_in_serve_fake_embedder", RETAIN_EARLY_MEANING="0"
    )
    try:
        wait_socket(home, proc, answered=False)
        time.sleep(1.5)  # a helper would be ready by now (it is ~0.3 s with the fake)
        a = ask(db, project)
        assert a.finish([mid]) is None and a.why == "loading"
        assert helpers_of(proc.pid) == []
    finally:
        stop(proc)


def test_the_helper_exits_once_the_serves_own_model_is_in(store):
    db, project, mid = store
    home = db.parent
    proc = start_serve(home, project, RETAIN_EMBEDDER="fakes:FakeEmbedder")
    try:
        wait_socket(home, proc)
        assert wait_until(lambda: not helpers_of(proc.pid), 20)
        got = ask(db, project).finish([mid])  # the serve answers itself
        assert got is not None and got.near[0][0] == mid
    finally:
        stop(proc)


def test_a_serve_killed_outright_takes_its_helper_with_it(store):
    db, project, _ = store
    home = db.parent
    # The helper is still loading (slow in both): only the parent watch can end it.
    proc = start_serve(home, project, RETAIN_EMBEDDER="fakes:slow_fake_embedder")
    try:
        wait_socket(home, proc, answered=False)
        assert wait_until(lambda: len(helpers_of(proc.pid)) == 1, 10)
        (helper,) = helpers_of(proc.pid)
        proc.kill()
        proc.wait(timeout=10)
        assert wait_until(lambda: (proc_stat(helper) or (b"Z", 0))[0] == b"Z", 10), (
            "the helper outlived a killed serve"
        )
    finally:
        stop(proc)


def test_the_helper_process_answers_bad_lines_and_leaves_on_eof(store):
    db, project, mid = store
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain.server.meaning_helper", "--db", str(db)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=subprocess_env(RETAIN_HOME=str(db.parent), RETAIN_EMBEDDER="fakes:FakeEmbedder"),
    )
    assert proc.stdout is not None and proc.stdin is not None
    assert proc.stdout.readline() == meaning_helper.READY
    request = {
        "v": meaning.PROTOCOL,
        "db": str(db),
        "prompt": PROMPT,
        "k": 3,
        "project": resolve_project(str(project)),
    }
    lines = [json.dumps(request), json.dumps({"ids": [mid, "x"]}), "not json", "{}"]
    out, err = proc.communicate("\n".join(lines).encode() + b"\n", timeout=60)
    assert proc.returncode == 0, err.decode()
    first, second = [json.loads(x) for x in out.splitlines()]
    assert first["ok"] is True and first["near"][0][0] == mid and first["cos"][0][0] == mid
    assert second == {"ok": False, "why": "unreadable question"}


def test_wanted_only_for_a_quick_embedder_and_not_when_turned_off(monkeypatch):
    monkeypatch.setenv("RETAIN_EMBEDDER", "fakes:FakeEmbedder")
    assert meaning_helper.wanted()
    monkeypatch.setenv("RETAIN_EARLY_MEANING", "0")
    assert not meaning_helper.wanted()
    monkeypatch.delenv("RETAIN_EARLY_MEANING")
    for slow_or_none in ("minilm-st", "none"):
        monkeypatch.setenv("RETAIN_EMBEDDER", slow_or_none)
        assert not meaning_helper.wanted()
    monkeypatch.setenv("RETAIN_EARLY_MEANING", "2")
    with pytest.raises(Exception, match="RETAIN_EARLY_MEANING"):
        meaning_helper.wanted()
