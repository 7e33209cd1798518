"""Round 17's attack on retain's edges: each test reproduces a failure found on a real
boundary (hook and CLI processes, the detached sleep pass, files on disk) and holds
its fix. RELIABILITY.md section 8 lists what was tried and what held."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from conftest import PYTHON, git, subprocess_env
from sleeppass import detached_pass

HOOK_BOUND_S = 4.5  # the tool and prompt hooks get 5 s from hooks/hooks.json; stay inside
FIFO_WAIT_S = 20  # a hang is "never"; anything that returns at all returns in ~1 s


def _hook(event: str, payload: str, **env: str) -> tuple[subprocess.CompletedProcess, float]:
    start = time.monotonic()
    result = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", event],
        input=payload.encode(),
        capture_output=True,
        env=subprocess_env(**env),
        timeout=FIFO_WAIT_S,
    )
    return result, time.monotonic() - start


def _cli(*args: str, cwd: Path | bytes, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", *args],
        capture_output=True,
        text=True,
        errors="replace",  # a Latin-1 directory name is echoed as its bytes
        cwd=cwd,
        env=subprocess_env(**env),
        timeout=60,
    )


def _checkout(path: Path) -> Path:
    path.mkdir()
    (path / "a.py").write_text("x = 1\n")
    git(path, "init", "-q", ".")
    git(path, "add", "-A")
    git(path, "commit", "-qm", "init")
    return path


# --- a FIFO or a device where a file is expected -----------------------------------------


def test_resume_with_a_fifo_transcript_still_answers(tmp_path, project_dir):
    """SessionStart(resume) looks for an earlier block in the transcript: open() on a FIFO
    blocked until Claude Code killed the hook (10 s), so the session got no block."""
    assert (
        _cli(
            "write", "--scope", "project", "--pin", "orders use optimistic locking", cwd=project_dir
        ).returncode
        == 0
    )
    fifo = tmp_path / "session.jsonl"
    os.mkfifo(fifo)
    payload = (
        f'{{"session_id": "r1", "cwd": "{project_dir}", "source": "resume", '
        f'"transcript_path": "{fifo}", "hook_event_name": "SessionStart"}}'
    )
    result, took = _hook("session-start", payload)
    assert result.returncode == 0
    assert "optimistic locking" in result.stdout.decode()
    assert took < HOOK_BOUND_S, took


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_sleep_pass_over_a_fifo_or_device_transcript_finishes(kind, tmp_path, isolated_home):
    """The detached sleep pass read a FIFO (blocked for good) or /dev/zero (a line that
    never ends, drained forever): a process left behind by every such session end."""
    path = tmp_path / "t.jsonl"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path = Path("/dev/zero")
    result = detached_pass(f"--transcript={path}", "--session-id=f1", timeout=FIFO_WAIT_S)
    assert result.returncode == 0, result.stderr
    with sqlite3.connect(isolated_home / ".retain" / "retain.db") as conn:
        (done,) = conn.execute(
            "SELECT COUNT(*) FROM sleep_runs WHERE finished_at IS NOT NULL"
        ).fetchone()
    assert done == 1


def test_anchor_reads_skip_a_fifo_in_the_checkout(tmp_path):
    """A file a memory is anchored to, replaced by a FIFO: hashing or reading it blocked."""
    fifo = tmp_path / "payments.py"
    os.mkfifo(fifo)
    code = (
        "import sys; from pathlib import Path\n"
        "from retain.anchors.gitfiles import blob_id\n"
        "from retain.anchors import refs\n"
        "p = Path(sys.argv[1])\n"
        "print(blob_id(p), refs._read_text(p))\n"
    )
    result = subprocess.run(
        [PYTHON, "-c", code, str(fifo)],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=FIFO_WAIT_S,
    )
    assert result.stdout.split() == ["None", "None"], result.stderr


# --- a project directory whose name is not UTF-8 ------------------------------------------


@pytest.fixture
def latin1_dirs(tmp_path: Path) -> tuple[Path, Path]:
    """Two checkouts whose names differ only in one Latin-1 byte (é, è)."""
    base = os.fsencode(tmp_path)
    first = _checkout(Path(os.fsdecode(base + b"/caf\xe9")))
    second = _checkout(Path(os.fsdecode(base + b"/caf\xe8")))
    return first, second


def test_cli_and_hook_work_in_a_latin1_named_checkout(latin1_dirs):
    """Python holds such a name with lone surrogates (PEP 383); bound into SQLite as the
    project id they raised UnicodeEncodeError: every CLI command said "unexpected" and
    every hook fell open with no memories."""
    first, second = latin1_dirs
    wrote = _cli("write", "--scope", "project", "--pin", "tabs in the first project", cwd=first)
    assert wrote.returncode == 0, wrote.stderr
    assert "unexpected" not in wrote.stderr
    shown = _cli("context", cwd=first)
    assert shown.returncode == 0, shown.stderr
    assert "tabs in the first project" in shown.stdout
    # The other directory is another project: é and è must not fold into one id.
    other = _cli("context", cwd=second)
    assert other.returncode == 0, other.stderr
    assert "tabs in the first project" not in other.stdout
    payload = '{"session_id": "l1", "source": "startup", "hook_event_name": "SessionStart"}'
    result, _ = _hook("session-start", payload, CLAUDE_PROJECT_DIR=str(first))
    assert result.returncode == 0
    assert "tabs in the first project" in result.stdout.decode()
    assert b"Error" not in result.stderr


def test_mcp_server_in_a_latin1_named_checkout(latin1_dirs):
    """Through the SDK's stdio client, as Claude Code starts it: memory_write and
    memory_search answered only "Error executing tool" (the exception leaked)."""
    import anyio
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    first, _ = latin1_dirs
    params = StdioServerParameters(
        command=PYTHON,
        args=["-m", "retain", "serve"],
        env=subprocess_env(CLAUDE_PROJECT_DIR=str(first)),
        cwd=str(first),
    )

    async def main() -> list[tuple[bool, str]]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            answers = []
            for name, args in (
                ("memory_write", {"text": "the billing job retries three times", "kind": "fact"}),
                ("memory_search", {"query": "billing job retries"}),
            ):
                result = await session.call_tool(name, args)
                answers.append((bool(result.is_error), result.content[0].text))
            return answers

    (wrote_error, wrote), (found_error, found) = anyio.run(main)
    assert not wrote_error, wrote
    assert not found_error, found
    assert "the billing job retries three times" in found


# --- a database another process holds ------------------------------------------------------


LOCKER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA locking_mode=EXCLUSIVE")
conn.execute("BEGIN EXCLUSIVE")
conn.execute("UPDATE memories SET text = text")
print("locked", flush=True)
time.sleep(60)
"""


@pytest.mark.parametrize("event", ["session-start", "prompt", "pre-tool", "tool-failure"])
def test_a_hook_gives_up_on_a_locked_database_within_its_bound(event, project_dir, isolated_home):
    """Held by another process (a long write, a `sqlite3` shell in exclusive mode), the
    database made SessionStart wait 15 s (killed at 10) and the prompt hook 11 s (past its
    5 s): the hooks' 2 s bound was set only after the opening statements had waited."""
    text = "pytest needs the payments fixture"
    wrote = _cli("write", "--scope", "project", text, cwd=project_dir)
    assert wrote.returncode == 0, wrote.stderr
    db = isolated_home / ".retain" / "retain.db"
    locker = subprocess.Popen(
        [PYTHON, "-c", LOCKER, str(db)], stdout=subprocess.PIPE, env=subprocess_env()
    )
    try:
        assert locker.stdout is not None and locker.stdout.readline() == b"locked\n"
        payload = (
            f'{{"session_id": "k1", "cwd": "{project_dir}", "source": "startup", '
            '"prompt": "how do I run pytest for payments", "tool_name": "Bash", '
            '"tool_input": {"command": "pytest tests/test_payments.py"}, '
            '"error": "Exit code 1\\nfixture payments not found", '
            '"hook_event_name": "PostToolUseFailure"}'
        )
        result, took = _hook(event, payload)
    finally:
        locker.kill()
        locker.wait()
    assert result.returncode == 0
    assert took < HOOK_BOUND_S, took
    assert b"Traceback" not in result.stderr


# --- a folder, FIFO or device named as the database ---------------------------------------


def test_doctor_on_a_fifo_database_answers(tmp_path):
    """`retain doctor --db FIFO` opened it to read the header and hung."""
    fifo = tmp_path / "retain.db"
    os.mkfifo(fifo)
    result = subprocess.run(
        [PYTHON, "-m", "retain", "doctor", "--db", str(fifo)],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=FIFO_WAIT_S,
    )
    assert result.returncode == 1
    assert f"{fifo} is not a regular file" in result.stdout


@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
def test_a_database_that_is_not_a_file_is_named_as_such(kind, tmp_path):
    """SQLite said "unable to open database file; check that its directory exists" for a
    folder and "disk I/O error" for a FIFO or /dev/null: neither names the mistake."""
    target = tmp_path / "db"
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    else:
        target = Path("/dev/null")
    result = _cli("status", "--db", str(target), cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith(f"retain: error: database {target} is ")
    assert "not a database file" in result.stderr
    assert "unexpected" not in result.stderr


# --- imports ---------------------------------------------------------------------------------


def test_claude_code_rules_file_with_a_latin1_name_is_imported(tmp_path, project_dir):
    """`.claude/rules/d\\xe9ploy.md` (UTF-8 text, Latin-1 name): its name goes into each
    memory's context, and as lone surrogates it made every statement fail ("context is not
    valid Unicode"), so the file's rules were lost."""
    rules = project_dir / ".claude" / "rules"
    rules.mkdir(parents=True)
    name = Path(os.fsdecode(os.fsencode(rules) + b"/d\xe9ploy.md"))
    name.write_text("- Deploys go through the staging cluster first; never on a Friday.\n")
    result = _cli("import", "--claude-code", str(project_dir), cwd=project_dir)
    assert result.returncode == 0, result.stderr
    assert "stored as" in result.stdout
    found = _cli("search", "staging cluster deploys", cwd=project_dir)
    assert "never on a Friday" in found.stdout


# --- a relative data directory ---------------------------------------------------------------


def test_sleep_pass_uses_the_store_a_relative_retain_home_names(tmp_path):
    """RETAIN_HOME=rel/h: the hook reads `<cwd>/rel/h/retain.db`, but the detached sleep
    pass runs in the data directory, so it wrote `rel/h/rel/h/retain.db`; what a session
    taught was captured where nothing ever looked."""
    payload = f'{{"session_id": "rel1", "cwd": "{tmp_path}", "hook_event_name": "SessionEnd"}}'
    result = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-end"],
        input=payload.encode(),
        capture_output=True,
        cwd=tmp_path,
        env=subprocess_env(RETAIN_HOME="rel/h"),
        timeout=30,
    )
    assert result.returncode == 0
    assert _wait_for_pass(tmp_path / "rel" / "h" / "retain.db") == 1
    assert not (tmp_path / "rel" / "h" / "rel").exists()


def test_sleep_pass_reads_a_relative_transcript_path(tmp_path, isolated_home):
    """A payload naming the transcript (and cwd) relative to the hook's directory, as an
    agent other than Claude Code may: the pass, started in the data directory, looked
    for another file and captured nothing."""
    statement = "We decided to keep invoices in UTC, never local time, because audits compare them."
    record = {"type": "user", "message": {"role": "user", "content": statement}}
    (tmp_path / "t.jsonl").write_text(json.dumps(record) + "\n")
    payload = '{"session_id": "rel2", "cwd": ".", "transcript_path": "t.jsonl"}'
    result = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-end"],
        input=payload.encode(),
        capture_output=True,
        cwd=tmp_path,
        env=subprocess_env(),
        timeout=30,
    )
    assert result.returncode == 0
    db = isolated_home / ".retain" / "retain.db"
    assert _wait_for_pass(db) == 1
    with sqlite3.connect(db) as conn:
        texts = [r[0] for r in conn.execute("SELECT text FROM episodes")]
    assert any("invoices in UTC" in t for t in texts), texts


def _wait_for_pass(db: Path) -> int:
    """Finished sleep passes in `db`, once there is one or a minute has gone by."""
    deadline = time.monotonic() + 60
    done = 0
    while time.monotonic() < deadline and not done:
        time.sleep(0.3)
        try:
            with sqlite3.connect(db, timeout=5) as conn:
                (done,) = conn.execute(
                    "SELECT COUNT(*) FROM sleep_runs WHERE finished_at IS NOT NULL"
                ).fetchone()
        except sqlite3.Error:
            done = 0
    return done


# --- export to a device -----------------------------------------------------------------------


def test_export_to_a_full_device_says_so_and_leaves_its_mode(tmp_path, project_dir):
    """`retain export -o /dev/full` (a full disk, as a device) said "unexpected OSError";
    and the export's chmod 600 was applied to whatever it opened, so `-o /dev/null` run
    as root left /dev/null unusable by every other user."""
    full = tmp_path / "full"
    try:
        os.mknod(full, 0o666 | 0o020000, os.makedev(1, 7))  # S_IFCHR: /dev/full's numbers
    except (PermissionError, OSError) as e:
        pytest.skip(f"cannot make a device node here: {e}")
    os.chmod(full, 0o666)
    assert _cli("write", "the export holds every memory", cwd=project_dir).returncode == 0
    result = _cli("export", "-o", str(full), cwd=project_dir)
    assert result.returncode != 0
    assert result.stderr.startswith(f"retain: error: cannot write {full}: No space left")
    assert "unexpected" not in result.stderr
    assert (full.stat().st_mode & 0o777) == 0o666


# --- modes retain must not change -------------------------------------------------------------


def test_a_shared_directory_as_retain_home_keeps_its_mode(tmp_path, project_dir):
    """RETAIN_HOME=/tmp (here: a 1777 directory like it): retain tightened its own data
    home to 0700, so as root it took /tmp away from every other user and its sticky bit.
    Since round 26 such a home is refused (anyone may plant `retain.db-wal` there)."""
    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    result = _cli(
        "write", "a memory kept in a shared place", cwd=project_dir, RETAIN_HOME=str(shared)
    )
    assert result.returncode == 1
    assert "writable by every user" in result.stderr and "unexpected" not in result.stderr
    assert not (shared / "retain.db").exists()
    assert shared.stat().st_mode & 0o7777 == 0o1777


def test_a_device_named_as_the_database_keeps_its_mode(tmp_path, project_dir):
    """`--db /dev/null`: the store's chmod 600 reached the device before SQLite refused it."""
    null = tmp_path / "null"
    try:
        os.mknod(null, 0o666 | 0o020000, os.makedev(1, 3))  # S_IFCHR: /dev/null's numbers
    except (PermissionError, OSError) as e:
        pytest.skip(f"cannot make a device node here: {e}")
    os.chmod(null, 0o666)
    result = _cli("search", "--db", str(null), "anything", cwd=project_dir)
    assert result.returncode == 1
    assert "not a database file" in result.stderr
    assert (null.stat().st_mode & 0o777) == 0o666


# --- a terminal that is not UTF-8 ------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["latin-1", "ascii"])
def test_cli_output_in_a_terminal_that_is_not_utf8(encoding, tmp_path, project_dir):
    """A Latin-1 locale (or PYTHONIOENCODING=ascii): a memory in Japanese made `retain
    search` fail with "unexpected UnicodeEncodeError". Text now shows `?` for what the
    terminal lacks, while JSON and exports escape it, so nothing is lost."""
    text = "Le café sert les 日本語 données ✓ via l'API"
    assert _cli("write", text, cwd=project_dir).returncode == 0
    env = {"PYTHONIOENCODING": encoding}
    shown = _cli("search", "café données API", cwd=project_dir, **env)
    assert shown.returncode == 0, shown.stderr
    assert "API" in shown.stdout
    found = _cli("search", "--json", "café données API", cwd=project_dir, **env)
    assert found.returncode == 0, found.stderr
    assert text in json.dumps(json.loads(found.stdout), ensure_ascii=False)
    exported = _cli("export", cwd=project_dir, **env)
    assert exported.returncode == 0, exported.stderr
    texts = [json.loads(line)["text"] for line in exported.stdout.splitlines()]
    assert text in texts


def test_sleep_pass_with_an_undecodable_session_id_still_captures(tmp_path, isolated_home):
    """`python -m retain.sleep --session-id=s<0xe9>` (argv bytes that are not UTF-8): the
    session id reached SQLite as a lone surrogate and the whole pass failed, every time."""
    statement = "We decided to keep invoices in UTC, never local time, because audits compare them."
    record = {"type": "user", "message": {"role": "user", "content": statement}}
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(json.dumps(record) + "\n")
    session = os.fsdecode(b"s\xe9")
    result = detached_pass(f"--transcript={transcript}", f"--session-id={session}", timeout=60)
    assert result.returncode == 0
    with sqlite3.connect(isolated_home / ".retain" / "retain.db") as conn:
        texts = [r[0] for r in conn.execute("SELECT text FROM episodes")]
    assert any("invoices in UTC" in t for t in texts), texts
