"""No empty beliefs: a write with nothing to remember is refused on every edge, and the
reply says so (nothing was stored)."""

from __future__ import annotations

import anyio
import pytest
from mcp import Client

from retain import Memory
from retain.cli.main import main
from retain.core.informative import lacks_information
from retain.errors import InvalidInput
from retain.server.tools import build_server

EMPTY = [
    ("ok", "acknowledgement"),
    ("yes", "acknowledgement"),
    ("thanks!", "acknowledgement"),
    ("Ok, thanks 🙏", "acknowledgement"),
    ("sounds good", "acknowledgement"),
    ("danke", "acknowledgement"),
    ("谢谢", "acknowledgement"),
    ("deploy", "single word"),
    ("?!...", "punctuation"),
    ("👍🎉", "emoji"),
    ("```python\n```", "code fence"),
    ("```\n\n```", "code fence"),
    ("[REDACTED:password]", "secret"),
]
FULL = [
    "use uv",
    "orders use optimistic locking (version column)",
    "```\nmake check\n```",
    "我们用uv安装依赖",
    "no force pushes to main",
    "ok so the deploy needs VPN access",
]


@pytest.mark.parametrize("text, why", EMPTY)
def test_nothing_to_remember_is_named(text: str, why: str) -> None:
    reason = lacks_information(text)
    assert reason is not None and why in reason


@pytest.mark.parametrize("text", FULL)
def test_short_statements_still_count(text: str) -> None:
    assert lacks_information(text) is None


def test_memory_refuses_and_stores_nothing(mem: Memory) -> None:
    for text, _ in EMPTY:
        with pytest.raises(InvalidInput, match="refused, nothing was stored"):
            mem.write(text)
    assert mem.status()["memories"] == 0 and mem.status()["episodes"] == 0
    r = mem.write("orders use optimistic locking (version column)")
    assert r.stored


def test_a_fail_note_with_nothing_in_it_is_no_lesson(mem: Memory) -> None:
    mid = mem.write("deploys need the VPN").memory_id
    result = mem.outcome(mid, "fail", note="ok")
    assert result.lesson is None and result.memory.n_failure == 1


def test_cli_refuses_with_a_message_and_exit_code(tmp_path, project_dir, capsys) -> None:
    db = str(tmp_path / "cli.db")
    code = main(["--db", db, "--project", str(project_dir), "write", "thanks!"])
    err = capsys.readouterr().err
    assert code != 0 and "refused, nothing was stored" in err and "acknowledgement" in err
    assert main(["--db", db, "--project", str(project_dir), "write", "use uv for installs"]) == 0


def test_mcp_tool_refuses_with_a_tool_error(mem: Memory) -> None:
    async def body() -> list[str]:
        out = []
        async with Client(build_server(mem)) as client:
            for text in ("ok", "👍", "```\n```"):
                result = await client.call_tool("memory_write", {"text": text})
                assert result.is_error
                out.append(result.content[0].text)
        return out

    for msg in anyio.run(body):
        assert "refused, nothing was stored" in msg
    assert mem.status()["memories"] == 0


def test_a_real_cli_process_refuses_and_exits_non_zero(tmp_path, project_dir) -> None:
    import subprocess

    from conftest import PYTHON, subprocess_env

    env = subprocess_env(RETAIN_DB=str(tmp_path / "sub.db"))
    p = subprocess.run(
        [PYTHON, "-m", "retain", "write", "ok"],
        capture_output=True,
        text=True,
        env=env,
        cwd=project_dir,
        timeout=60,
    )
    assert p.returncode != 0 and "refused, nothing was stored" in p.stderr
    assert p.stdout == ""
