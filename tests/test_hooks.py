"""The Claude Code hooks as Claude Code runs them: subprocesses fed real payloads on stdin."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, PYTHON, REPO, SHARED, subprocess_env
from fakes import FakeEmbedder
from retain import Memory
from retain.rank.block import FENCE_TAG

HAS_SLEEP = importlib.util.find_spec("retain.sleep") is not None
SLEEP_WAIT = 30.0  # seconds the detached sleep pass may take in a loaded CI machine


def payload_files() -> list[Path]:
    files = sorted((FIXTURES / "claude-code").glob("hook-payloads-*.jsonl"))
    # Whole `claude -p` runs: their SessionStart and SessionEnd payloads too.
    files += sorted((FIXTURES / "claude-code").glob("tool-payloads-*-captured.jsonl"))
    shared = SHARED / "fixtures" / "claude-code"
    if shared.is_dir():
        files += sorted(shared.glob("hook-payloads-*.jsonl"))
    return files


def payloads(event: str) -> list[tuple[str, dict]]:
    out = []
    for path in payload_files():
        for n, line in enumerate(path.read_text().splitlines(), 1):
            record = json.loads(line)
            if record["stdin"].get("hook_event_name") == event:
                out.append((f"{path.name}:{n}", record["stdin"]))
    return out


def run_hook(event: str, stdin: bytes | str, **env: str) -> subprocess.CompletedProcess[bytes]:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    return subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", event],
        input=data,
        capture_output=True,
        env=subprocess_env(**env),
        timeout=60,
    )


def assert_block_or_nothing(stdout: bytes) -> str:
    text = stdout.decode("utf-8")
    if not text:
        return text
    lines = text.rstrip("\n").splitlines()
    nonce = re.fullmatch(rf'<{FENCE_TAG} nonce="([0-9a-f]+)">', lines[0]).group(1)
    assert lines[-1] == f'</{FENCE_TAG} nonce="{nonce}">'
    assert text.count(FENCE_TAG) == 2
    assert all(line.startswith("- [") for line in lines[2:-2])
    assert len(text) < 10_000
    return text


@pytest.fixture
def seeded(project_dir: Path) -> Memory:
    mem = Memory(embedder=FakeEmbedder(), project=str(project_dir))
    mem.add("orders use optimistic locking with a version column", kind="decision", embed=False)
    mem.add("answer in short paragraphs", kind="preference", embed=False)
    mem.add(
        "the nightly job was killed by its 40 min timeout",
        kind="bugfix",
        valence="failure",
        embed=False,
    )
    return mem


def injections(mem: Memory) -> list[tuple[str, int, str]]:
    with mem.store.connect() as conn:
        rows = conn.execute("SELECT session_id, memory_id, source FROM injections ORDER BY rowid")
        return [tuple(r) for r in rows]


def wait_for_sleep_runs(db: Path, at_least: int) -> int:
    deadline = time.monotonic() + SLEEP_WAIT
    finished = 0
    while time.monotonic() < deadline:
        try:
            with sqlite3.connect(db, timeout=5) as conn:
                finished = conn.execute(
                    "SELECT COUNT(*) FROM sleep_runs WHERE finished_at IS NOT NULL"
                ).fetchone()[0]
        except sqlite3.Error:
            finished = 0
        if finished >= at_least:
            return finished
        time.sleep(0.2)
    return finished


# --- SessionStart ----------------------------------------------------------------------


@pytest.mark.parametrize("name,payload", payloads("SessionStart"))
def test_session_start_with_every_fixture_payload(name, payload, seeded, project_dir):
    payload = {**payload, "cwd": str(project_dir)}
    result = run_hook("session-start", json.dumps(payload))
    assert result.returncode == 0, result.stderr
    text = assert_block_or_nothing(result.stdout)
    if payload.get("source") in ("startup", "clear", "compact", None):
        assert "orders use optimistic locking" in text
        assert "answer in short paragraphs" in text
        assert "nightly job" in text


@pytest.mark.parametrize("name,payload", payloads("SessionStart"))
def test_session_start_with_the_recorded_cwd(name, payload, seeded):
    # The captured cwd does not exist here: user-level memories still apply.
    result = run_hook("session-start", json.dumps(payload))
    assert result.returncode == 0, result.stderr
    text = assert_block_or_nothing(result.stdout)
    if payload.get("source") == "startup":
        assert "answer in short paragraphs" in text
        assert "optimistic locking" not in text


def test_sources_decide_when_a_block_is_repeated(seeded, project_dir):
    base = {"session_id": "sess-1", "cwd": str(project_dir), "hook_event_name": "SessionStart"}
    first = run_hook("session-start", json.dumps({**base, "source": "startup"}))
    assert assert_block_or_nothing(first.stdout)
    recorded = injections(seeded)
    assert len(recorded) == 3 and {r[2] for r in recorded} == {"startup"}

    resumed = run_hook("session-start", json.dumps({**base, "source": "resume"}))
    assert resumed.returncode == 0 and resumed.stdout == b""  # the conversation has it

    compacted = run_hook("session-start", json.dumps({**base, "source": "compact"}))
    assert assert_block_or_nothing(compacted.stdout)  # summarised away: shown again ...
    assert injections(seeded) == recorded  # ... but not recorded twice
    assert all(seeded.get(r[1]).n_injected == 1 for r in recorded)

    other = run_hook(
        "session-start", json.dumps({**base, "session_id": "sess-2", "source": "resume"})
    )
    assert assert_block_or_nothing(other.stdout)  # never shown one: gets the block
    assert {r[0] for r in injections(seeded)} == {"sess-1", "sess-2"}


def test_resume_skips_when_the_transcript_already_holds_a_block(seeded, project_dir, tmp_path):
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(
        json.dumps(
            {
                "type": "attachment",
                "attachment": {
                    "content": f'<{FENCE_TAG} nonce="abc">...</{FENCE_TAG} nonce="abc">'
                },
            }
        )
        + "\n"
    )
    payload = {
        "session_id": "new-id",
        "cwd": str(project_dir),
        "source": "resume",
        "transcript_path": str(transcript),
    }
    result = run_hook("session-start", json.dumps(payload))
    assert result.returncode == 0 and result.stdout == b""


def test_empty_store_prints_nothing_and_creates_nothing(project_dir, isolated_home):
    payload = {"session_id": "s", "cwd": str(project_dir), "source": "startup"}
    result = run_hook("session-start", json.dumps(payload))
    assert result.returncode == 0 and result.stdout == b""
    assert not (isolated_home / ".retain" / "retain.db").exists()


BROKEN = {
    "empty": b"",
    "not json": b"{session_id: nope",
    "json array": b'[{"cwd": "/"}]',
    "json string": b'"startup"',
    "wrong types": b'{"session_id": 5, "cwd": ["x"], "source": {}, "transcript_path": 1}',
    "missing cwd": b'{"session_id": "s", "source": "startup"}',
    "nonexistent cwd": b'{"session_id": "s", "cwd": "/nonexistent/retain/test", "source": "clear"}',
    "nul in cwd": b'{"session_id": "s", "cwd": "/tmp/\\u0000x", "source": "startup"}',
    "unknown source": b'{"session_id": "s", "cwd": "/", "source": "teleport"}',
    "not utf-8": b'\xff\xfe{"cwd": "\xc3\x28"}',
    "huge": b'{"cwd": "' + b"a" * (2 << 20) + b'"}',
}


@pytest.mark.parametrize("event", ["session-start", "session-end"])
@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_input_fails_open(event, case, seeded):
    result = run_hook(event, BROKEN[case])
    assert result.returncode == 0, result.stderr
    assert_block_or_nothing(result.stdout)
    if event == "session-end":
        assert result.stdout == b""


def test_bad_json_is_logged_in_one_line(seeded, isolated_home):
    result = run_hook("session-start", b"{oops")
    assert result.returncode == 0 and result.stdout == b""
    log = isolated_home / ".retain" / "retain.log"
    lines = log.read_text().splitlines()
    assert len(lines) == 1 and "session-start" in lines[0] and "JSON" in lines[0]
    assert log.stat().st_mode & 0o777 == 0o600


def test_corrupt_database_fails_open(isolated_home, project_dir):
    db = isolated_home / ".retain" / "retain.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"this is not a sqlite database" * 100)
    payload = {"session_id": "s", "cwd": str(project_dir), "source": "startup"}
    result = run_hook("session-start", json.dumps(payload))
    assert result.returncode == 0 and result.stdout == b""
    assert "damaged" in (isolated_home / ".retain" / "retain.log").read_text()


@pytest.mark.parametrize("event", ["session-start", "session-end"])
def test_unwritable_retain_home_fails_open(event, tmp_path, project_dir):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    payload = {
        "session_id": "s",
        "cwd": str(project_dir),
        "source": "startup",
        "transcript_path": str(tmp_path / "none.jsonl"),
    }
    result = run_hook(event, json.dumps(payload), RETAIN_HOME=str(blocker / "retain"))
    assert result.returncode == 0 and result.stdout == b""


def test_unreadable_home_fails_open(tmp_path, project_dir):
    env = subprocess_env(HOME=str(tmp_path / "no-such-home"))
    env.pop("RETAIN_HOME", None)
    payload = json.dumps({"session_id": "s", "cwd": str(project_dir), "source": "startup"})
    result = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-start"],
        input=payload.encode(),
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0 and result.stdout == b""


def test_unknown_event_fails_open():
    result = run_hook("pre-tool-use", b"{}")
    assert result.returncode == 0 and result.stdout == b""


def test_hook_path_never_imports_heavy_modules(seeded, project_dir):
    code = (
        "import json, sys\n"
        "from retain.hooks import entry as hook\n"
        f"print(hook.session_start({{'cwd': {str(project_dir)!r}, 'session_id': 'imp'}}), "
        "file=sys.stderr)\n"
        "heavy = ('mcp', 'torch', 'sentence_transformers', 'numpy')\n"
        "print(','.join(m for m in heavy if m in sys.modules))\n"
    )
    out = subprocess.run(
        [PYTHON, "-c", code], capture_output=True, text=True, env=subprocess_env(), check=True
    )
    assert "optimistic locking" in out.stderr  # the whole SessionStart path ran
    assert out.stdout.strip() == ""


# --- SessionEnd ---------------------------------------------------------------------------


@pytest.mark.parametrize("name,payload", payloads("SessionEnd"))
def test_session_end_returns_at_once_and_its_pass_completes(
    name, payload, seeded, project_dir, tmp_path
):
    transcript = tmp_path / "transcript.jsonl"
    transcript.write_text("")
    payload = {**payload, "cwd": str(project_dir), "transcript_path": str(transcript)}
    result = run_hook("session-end", json.dumps(payload))
    assert result.returncode == 0, result.stderr
    assert result.stdout == b""
    if not HAS_SLEEP:
        pytest.skip("retain.sleep does not exist yet; the spawn is only logged")
    assert wait_for_sleep_runs(seeded.path, 1) >= 1


def test_session_end_runs_the_pass_detached(seeded, project_dir, tmp_path):
    if not HAS_SLEEP:
        pytest.skip("retain.sleep does not exist yet")
    code = (
        "import json, sys\n"
        "from retain.hooks import entry as hook\n"
        f"p = hook.session_end({{'session_id': 'det', 'cwd': {str(project_dir)!r}}})\n"
        "import os\n"
        "print(json.dumps([p.pid, os.getpgid(p.pid), os.getpgid(0), os.getsid(p.pid), "
        "os.getsid(0)]))\n"
    )
    out = subprocess.run(
        [PYTHON, "-c", code],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        check=True,
        timeout=60,
    )
    pid, child_group, our_group, child_session, our_session = json.loads(out.stdout)
    assert child_group != our_group and child_session != our_session
    assert child_session == pid  # a session leader of its own: Claude Code cannot kill it
    assert wait_for_sleep_runs(seeded.path, 1) >= 1


# --- the plugin launcher ---------------------------------------------------------------------


def python_only_path(tmp_path: Path, with_python: bool) -> str:
    """A PATH with the few tools the launcher needs, and python3 only if asked."""
    bin_dir = tmp_path / ("bin-py" if with_python else "bin-nopy")
    bin_dir.mkdir()
    for tool in ("cat", "dirname", "sh"):
        for d in os.environ.get("PATH", "").split(os.pathsep) + ["/bin", "/usr/bin"]:
            if d and (Path(d) / tool).exists():
                (bin_dir / tool).symlink_to(Path(d) / tool)
                break
    if with_python:
        (bin_dir / "python3").symlink_to(PYTHON)
    return str(bin_dir)


@pytest.mark.parametrize("with_python", [True, False])
def test_plugin_launcher_finds_python_or_fails_open(with_python, seeded, project_dir, tmp_path):
    payload = json.dumps({"session_id": "plug", "cwd": str(project_dir), "source": "startup"})
    env = subprocess_env(PATH=python_only_path(tmp_path, with_python))
    env.pop("PYTHONPATH")
    result = subprocess.run(
        [str(REPO / "hooks" / "retain-hook"), "session-start"],
        input=payload.encode(),
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0
    if with_python:
        assert "optimistic locking" in assert_block_or_nothing(result.stdout)
    else:
        assert result.stdout == b""


def test_plugin_manifest_hooks_and_mcp_config():
    manifest = json.loads((REPO / ".claude-plugin" / "plugin.json").read_text())
    assert manifest["name"] == "retain"
    hooks = json.loads((REPO / "hooks" / "hooks.json").read_text())["hooks"]
    for event, arg in (
        ("SessionStart", "session-start"),
        ("UserPromptSubmit", "prompt"),
        ("SessionEnd", "session-end"),
    ):
        (entry,) = [h for group in hooks[event] for h in group["hooks"]]
        assert entry["type"] == "command"
        assert entry["command"] == f'"${{CLAUDE_PLUGIN_ROOT}}/hooks/retain-hook" {arg}'
    for launcher in ("retain-hook", "retain-mcp"):
        assert os.access(REPO / "hooks" / launcher, os.X_OK)
    # inline in the manifest: a root .mcp.json would also be read as the checkout's own
    # project-scope server, which Claude Code then reports as a conflicting scope
    assert not (REPO / ".mcp.json").exists()
    servers = json.loads((REPO / ".claude-plugin" / "plugin.json").read_text())["mcpServers"]
    assert servers["retain"]["command"].endswith("/hooks/retain-mcp")
