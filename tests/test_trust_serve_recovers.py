"""`retain serve` started on a store it cannot open, which becomes usable while it runs
(the folder is created, the mount comes back), through a real stdio MCP client.

Until round 35 the tools worked again once the store opened, but by words only for the
rest of the session (status said "embedder: none off" with an embedder configured), and
the prompt hook never found the server's socket: both are started at start-up, and a
server that had no store then started neither. Now the first call that opens the
store starts both, as a server started on a usable store would have.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from conftest import PYTHON, subprocess_env
from fakes import PLUGIN
from retain.hooks import meaning
from test_server_stdio import call


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A RETAIN_HOME short enough for a Unix socket path (pytest's tmp_path may not be):
    the system's temporary folder, not pytest's nested one."""
    with tempfile.TemporaryDirectory(prefix="rt-") as d:
        monkeypatch.setenv("RETAIN_HOME", d)
        yield Path(d)


def _wait(check: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + 60
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def test_a_store_that_appears_later_gets_the_embedder_and_the_socket(home: Path) -> None:
    folder = home / "mounted"
    db = folder / "retain.db"
    project = home / "proj"
    project.mkdir()

    async def go() -> None:
        params = StdioServerParameters(
            command=PYTHON,
            args=["-m", "retain", "serve", "--db", str(db)],
            env=subprocess_env(
                RETAIN_HOME=str(home), RETAIN_EMBEDDER=PLUGIN, CLAUDE_PROJECT_DIR=str(project)
            ),
            cwd=str(project),
        )
        with open(home / "err.txt", "w") as err, anyio.fail_after(120):
            async with stdio_client(params, errlog=err) as (r, w), ClientSession(r, w) as session:
                await session.initialize()
                err_, out = await call(session, "memory_status")
                assert err_ and "does not exist" in out, out
                assert not folder.exists()
                folder.mkdir()  # the mount comes back
                err_, out = await call(session, "memory_status")  # the first call opens it
                assert not err_ and "embedder: fake" in out, out
                err_, out = await call(
                    session, "memory_write", text="Nightly loader is killed by its timeout."
                )
                assert (err_, out) == (False, "Stored as [1]."), out
                sockets = home / "run"
                _wait(lambda: sockets.is_dir() and any(sockets.iterdir()), "no socket bound")

                def answered() -> bool:
                    ask = meaning.Ask.start(db, None, "nightly loader", k=5, timeout=2.0)
                    return ask is not None and ask.finish([]) is not None

                _wait(answered, "the socket never answered by meaning")
                err_, out = await call(session, "memory_search", query="nightly loader timeout")
                assert not err_ and "[1]" in out, out

    anyio.run(go)
