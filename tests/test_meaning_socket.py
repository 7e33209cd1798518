"""Prompt-time meaning over the serve's Unix socket: a real `retain serve` subprocess,
the prompt hook as a subprocess fed a real UserPromptSubmit payload, and every way the
hook falls back to words (no server, a stale socket, a server still loading, one too
slow, one that is not this user's)."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import FIXTURES, PYTHON, subprocess_env
from fakes import FakeEmbedder
from retain import Memory
from retain.hooks import meaning
from retain.rank import prompt as recall
from retain.scope import resolve_project
from retain.server.meaning import MeaningListener, prepare_dir

MEMORY = "nightly loader killed by timeout"
# Shares three of its eight terms with MEMORY: under the words-only bar, over the fused one.
PROMPT = "why is the nightly loader killed every single evening lately honestly"
WORDS_PROMPT = "why is the nightly loader killed by the timeout"  # clears the words bar alone


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A RETAIN_HOME short enough for a Unix socket path (pytest's tmp_path may not be)."""
    with tempfile.TemporaryDirectory(prefix="rt-", dir="/tmp") as d:
        monkeypatch.setenv("RETAIN_HOME", d)
        yield Path(d)


@pytest.fixture
def store(home: Path) -> tuple[Path, Path, int]:
    """The database, a project directory and the id of MEMORY in it (with its vector)."""
    project = home / "proj"
    project.mkdir()
    mem = Memory(home / "retain.db", embedder=FakeEmbedder(), project=str(project))
    mid = mem.write(MEMORY, kind="fact").memory_id
    mem.write("we deploy on tuesdays after the freeze", kind="decision")
    mem.close()
    return home / "retain.db", project, mid


def start_serve(home: Path, project: Path, **env: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [PYTHON, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=subprocess_env(RETAIN_HOME=str(home), CLAUDE_PROJECT_DIR=str(project), **env),
    )


def wait_socket(home: Path, proc: subprocess.Popen[bytes], *, answered: bool = True) -> Path:
    deadline = time.monotonic() + 60
    path = home / "run" / meaning.socket_name(os.getpid(), proc.pid)
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
        if path.exists():
            if not answered:
                return path
            ask = meaning.Ask.start(home / "retain.db", None, "ready?", k=1, timeout=2.0)
            if ask is not None and ask.finish([]) is not None:
                return path
        time.sleep(0.05)
    raise AssertionError("the serve never answered on its socket")


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        proc.wait(timeout=20)
    if proc.stderr:
        proc.stderr.close()
    if proc.stdin:
        proc.stdin.close()


def fixture_payload(project: Path, prompt: str, session: str) -> dict:
    """A real UserPromptSubmit payload from the fixtures, pointed at the test project."""
    for path in sorted((FIXTURES / "claude-code").glob("hook-payloads-*.jsonl")):
        for line in path.read_text().splitlines():
            stdin = json.loads(line).get("stdin", {})
            if stdin.get("hook_event_name") == "UserPromptSubmit":
                return {**stdin, "cwd": str(project), "prompt": prompt, "session_id": session}
    raise AssertionError("no UserPromptSubmit payload in the fixtures")


def run_hook(home: Path, payload: dict, wait_ms: int = 5000) -> str:
    """The hook as Claude Code runs it. Waiting up to `wait_ms` for the server: the
    default 60 ms is met on an idle machine, not on a loaded test runner."""
    out = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "prompt"],
        input=json.dumps(payload).encode(),
        capture_output=True,
        env=subprocess_env(RETAIN_HOME=str(home), RETAIN_MEANING_MS=str(wait_ms)),
        timeout=60,
        check=True,
    )
    return out.stdout.decode()


def test_the_prompt_is_under_the_words_bar_and_over_the_fused_one(store):
    db, project, mid = store
    mem = Memory(db, embedder=FakeEmbedder(), project=str(project))
    words = {s.memory.id: s for s in recall.score(mem.store, PROMPT, project_id=mem.project_id)}
    assert words[mid].words < recall.WORDS_BAR  # words alone show nothing
    cos = float(FakeEmbedder().embed([PROMPT, MEMORY]).prod(axis=0).sum())
    fused = recall.Scored(words[mid].memory, words[mid].words, 0.0, (), cos)
    assert fused.relevance >= recall.FUSED_BAR
    mem.close()


def test_serve_answers_on_a_socket_only_this_user_can_open(store):
    db, project, mid = store
    home = db.parent
    proc = start_serve(home, project, RETAIN_EMBEDDER="fakes:FakeEmbedder")
    try:
        path = wait_socket(home, proc)
        assert stat.S_IMODE(os.stat(path.parent).st_mode) == 0o700
        st = os.lstat(path)
        assert stat.S_ISSOCK(st.st_mode) and stat.S_IMODE(st.st_mode) == 0o600
        assert st.st_uid == os.getuid()
        # Named after the process that started it (here the test, as Claude Code would be).
        assert meaning.parse_name(path.name) == (os.getpid(), proc.pid)
        here = resolve_project(str(project))
        ask = meaning.Ask.start(db, here, PROMPT, k=5, timeout=5.0)
        assert ask is not None and ask.path == str(path)
        answer = ask.finish([mid, 999])
        assert answer is not None, ask.why
        assert answer.model == "fake-hash-64"
        assert answer.near[0][0] == mid and 0.3 < answer.near[0][1] <= 1.0
        assert set(answer.cosines) == {mid}  # 999 has no vector: no cosine for it
        # Another database's hook is refused, not answered from this one.
        other = meaning.Ask.start(home / "other.db", None, PROMPT, k=5, timeout=5.0)
        assert other is not None and other.finish([]) is None and other.why == "other database"
    finally:
        stop(proc)
    assert not path.exists()  # SIGTERM: the server removed its socket


def test_the_hook_shows_what_only_meaning_found_and_words_when_serve_is_gone(store):
    db, project, mid = store
    home = db.parent
    proc = start_serve(home, project, RETAIN_EMBEDDER="fakes:FakeEmbedder")
    try:
        path = wait_socket(home, proc)
        out = run_hook(home, fixture_payload(project, PROMPT, "s-served"))
        assert f"- [{mid}] " in out and "nightly loader" in out
        proc.kill()  # kill -9: the socket file stays behind, stale
        proc.wait(timeout=10)
        assert path.exists()
        assert run_hook(home, fixture_payload(project, PROMPT, "s-gone")) == ""
        words = run_hook(home, fixture_payload(project, WORDS_PROMPT, "s-gone-2"))
        assert f"- [{mid}] " in words  # words still work: the fallback, not an error
        # The next serve removes the stale socket before it binds its own.
        again = start_serve(home, project, RETAIN_EMBEDDER="fakes:FakeEmbedder")
        try:
            wait_socket(home, again)
            assert not path.exists()
        finally:
            stop(again)
    finally:
        stop(proc)
    log = (home / "retain.log").read_text() if (home / "retain.log").exists() else ""
    assert "prompt:" not in log  # falling back is not an error


def test_a_serve_still_loading_its_model_leaves_the_hook_on_words(store):
    db, project, mid = store
    home = db.parent
    proc = start_serve(home, project, RETAIN_EMBEDDER="fakes:slow_fake_embedder")
    try:
        wait_socket(home, proc, answered=False)
        ask = meaning.Ask.start(db, None, PROMPT, k=5, timeout=5.0)
        assert ask is not None
        assert ask.finish([mid]) is None and ask.why == "loading"
        assert run_hook(home, fixture_payload(project, PROMPT, "s-loading")) == ""
        assert f"- [{mid}] " in run_hook(home, fixture_payload(project, WORDS_PROMPT, "s-l2"))
    finally:
        stop(proc)


def test_a_serve_still_loading_hands_the_question_to_another_sessions_warm_serve(store):
    """Two Claude Code sessions: this one's server is still loading its model, another
    session's is warm. The question goes to the warm one inside the same deadline."""
    db, project, mid = store
    home = db.parent
    loading = start_serve(home, project, RETAIN_EMBEDDER="fakes:slow_fake_embedder")
    warm = start_serve(home, project, RETAIN_EMBEDDER="fakes:FakeEmbedder", CLAUDE_PID="999999")
    try:
        own = wait_socket(home, loading, answered=False)
        other = home / "run" / meaning.socket_name(999_999, warm.pid)
        deadline = time.monotonic() + 60
        while not other.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        asked = [own, other]
        ready = None
        while ready is None and time.monotonic() < deadline:  # the warm one's model is in
            probe = meaning.Ask.start(db, None, "ready?", k=1, timeout=2.0, candidates=[other])
            ready = probe.finish([]) if probe is not None else None
        assert ready is not None
        here = resolve_project(str(project))
        ask = meaning.Ask.start(db, here, PROMPT, k=5, timeout=5.0, candidates=asked)
        assert ask is not None and ask.path == str(own)  # the session's own is asked first
        answer = ask.finish([mid])
        assert answer is not None, ask.why
        assert ask.path == str(other) and answer.model == "fake-hash-64"
        assert answer.near[0][0] == mid and mid in answer.cosines
        # Only the loading one: words, as before.
        alone = meaning.Ask.start(db, None, PROMPT, k=5, timeout=5.0, candidates=[own])
        assert alone is not None and alone.finish([mid]) is None and alone.why == "loading"
        # The hook as a process (its own session's server is the loading one, named after
        # the hook's parent): the line only meaning finds is shown.
        out = run_hook(home, fixture_payload(project, PROMPT, "s-handed"))
        assert f"- [{mid}] " in out
    finally:
        stop(loading)
        stop(warm)


def test_a_refusal_with_no_other_server_is_words_and_a_late_answer_is_not_retried(store):
    db, project, mid = store
    directory = db.parent / "run"
    prepare_dir(directory)
    path = directory / meaning.socket_name(os.getpid(), os.getpid())
    silent, accepted = silent_server(path)
    refusing = FakeServer(directory, 424_242, b'{"ok":false,"why":"other database"}\n')
    try:
        # The silent server is first and the deadline passes on it: the refusing one,
        # which would answer at once, is not asked after the deadline.
        ask = meaning.Ask.start(
            db, None, PROMPT, k=5, timeout=0.2, candidates=[path, refusing.path]
        )
        assert ask is not None and ask.finish([mid]) is None
        assert "TimeoutError" in (ask.why or "") and refusing.asked == 0
        # A refusal and nothing after it: no answer, and why says what the server said.
        only = meaning.Ask.start(db, None, PROMPT, k=5, timeout=2.0, candidates=[refusing.path])
        assert only is not None and only.finish([mid]) is None
        assert only.why == "other database" and refusing.asked == 1
    finally:
        refusing.close()
        silent.close()
        for conn in accepted:
            conn.close()


def private_socket(path: Path) -> socket.socket:
    """A listening Unix socket at `path`, 0600 from the start, as a serve binds it."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)
    sock.bind(str(path))
    os.umask(old)
    sock.listen(4)
    return sock


def silent_server(path: Path) -> tuple[socket.socket, list[socket.socket]]:
    """A server at `path` that accepts one connection and never answers; the list gets
    the accepted connection, for the test to close."""
    sock = private_socket(path)
    accepted: list[socket.socket] = []
    threading.Thread(target=lambda: accepted.append(sock.accept()[0]), daemon=True).start()
    return sock, accepted


class FakeServer:
    """A socket that answers every question with one fixed line."""

    def __init__(self, directory: Path, pid: int, reply: bytes) -> None:
        self.path = directory / meaning.socket_name(pid, pid)
        self.asked = 0
        self._sock = private_socket(self.path)
        self._reply = reply
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            with conn:
                conn.recv(65536)
                self.asked += 1
                conn.sendall(self._reply)

    def close(self) -> None:
        self._sock.close()


def test_a_server_that_does_not_answer_in_time_means_words(store):
    db, project, mid = store
    directory = db.parent / "run"
    prepare_dir(directory)
    path = directory / meaning.socket_name(os.getpid(), os.getpid())
    silent, held = silent_server(path)
    try:
        started = time.monotonic()
        ask = meaning.Ask.start(db, None, PROMPT, k=5, timeout=0.2)
        assert ask is not None
        assert ask.finish([mid]) is None and "TimeoutError" in (ask.why or "")
        assert time.monotonic() - started < 1.0
        # The hook as a process: words only, once its deadline has passed.
        payload = fixture_payload(project, WORDS_PROMPT, "s-t")
        assert f"- [{mid}] " in run_hook(db.parent, payload, wait_ms=200)
    finally:
        silent.close()
        for conn in held:
            conn.close()


def test_sockets_of_another_user_or_in_an_open_directory_are_refused(store, home):
    db, project, _ = store
    listener = MeaningListener(lambda: None)
    assert listener.start()
    try:
        assert meaning.servers() == [str(listener.path)]
        os.chmod(listener.directory, 0o755)  # loosened: nobody's socket is trusted
        assert meaning.servers() == []
        assert meaning.Ask.start(db, None, PROMPT, k=5) is None
        os.chmod(listener.directory, 0o700)
        os.chmod(listener.path, 0o666)  # a socket others could write to
        assert meaning.servers() == []
        os.chmod(listener.path, 0o600)
        if os.getuid() != 0:
            pytest.skip("changing a file's owner needs root")
        os.chown(listener.path, 4242, 4242)  # someone else's socket in our directory
        assert meaning.servers() == []
        os.chown(listener.path, 0, 0)
        os.chown(listener.directory, 4242, 4242)  # someone else's directory
        assert meaning.servers() == []
        with pytest.raises(PermissionError):
            prepare_dir(listener.directory)
        os.chown(listener.directory, 0, 0)
    finally:
        listener.close()


def test_the_hook_asks_its_own_claude_code_first(home, monkeypatch):
    directory = home / "run"
    prepare_dir(directory)
    mine, other = os.getppid(), 999_999
    paths = []
    for cc in (other, mine):
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        path = directory / meaning.socket_name(cc, os.getpid())
        sock.bind(str(path))
        os.chmod(path, 0o600)
        paths.append((sock, path))
    try:
        order = meaning.servers()
        # the parent first: the session's Claude Code
        assert os.path.basename(order[0]).startswith(f"{mine}-")
        monkeypatch.setenv("CLAUDE_PID", str(other))  # newer Claude Code says which it is
        assert os.path.basename(meaning.servers()[0]).startswith(f"{other}-")
    finally:
        for sock, _ in paths:
            sock.close()


def test_signal_exit_removes_the_socket(store):
    db, project, _ = store
    proc = start_serve(db.parent, project, RETAIN_EMBEDDER="fakes:FakeEmbedder")
    try:
        path = wait_socket(db.parent, proc, answered=False)
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=20)
        assert not path.exists()
    finally:
        stop(proc)


def test_the_serve_binds_its_socket_before_the_mcp_sdk_is_imported(store):
    """`retain serve` binds its socket first (server_runtime.start): a hook finds its
    session's server and is told "loading" at once; once the model is started and in,
    the same socket answers by meaning."""
    db, project, mid = store
    code = (
        "import sys, time\n"
        "from retain.hooks import meaning\n"
        "from retain.server import runtime as server_runtime\n"
        "rt = server_runtime.start()\n"
        "assert rt.listener is not None, 'no socket'\n"
        "sdk = [m for m in ('mcp', 'pydantic', 'numpy') if m in sys.modules]\n"
        f"ask = meaning.Ask.start({str(db)!r}, None, {PROMPT!r}, k=5, timeout=2.0)\n"
        f"first = ask.finish([{mid}]) if ask is not None else 'no socket'\n"
        "print(sdk, first, ask.why)\n"
        "rt.start_embedder()\n"
        "deadline = time.monotonic() + 60\n"
        "while time.monotonic() < deadline:\n"
        f"    ask = meaning.Ask.start({str(db)!r}, None, {PROMPT!r}, k=5, timeout=2.0)\n"
        f"    answer = ask.finish([{mid}]) if ask is not None else None\n"
        "    if answer is not None:\n"
        "        break\n"
        "    time.sleep(0.05)\n"
        "assert answer is not None, 'never answered'\n"
        f"print(answer.cosines[{mid}] > 0.5)\n"
        "rt.close_listener()\n"
    )
    out = subprocess.run(
        [PYTHON, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env=subprocess_env(
            RETAIN_HOME=str(db.parent),
            CLAUDE_PROJECT_DIR=str(project),
            RETAIN_EMBEDDER="fakes:FakeEmbedder",
            RETAIN_EARLY_MEANING="0",  # the serve's own model: no helper answering first
        ),
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:2] == ["[] None loading", "True"], out.stdout
