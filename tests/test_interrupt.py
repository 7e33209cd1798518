"""Ctrl-C early in a command (while it is still importing) is one line and exit 130, for
the `retain` command and for the serve's early-meaning helper (issue 30)."""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env

pytestmark = pytest.mark.slow

# Moments after spawn: during the CLI's imports (~0.6 s) and the command itself. Not
# sooner: the interpreter's own start (~0.05-0.2 s, before any of retain's code runs)
# still ends in Python's KeyboardInterrupt traceback; nothing in retain can run there.
MOMENTS_S = (0.3, 0.5, 0.8, 1.2)


def _interrupt(argv: list[str], after: float, tmp_path: Path) -> tuple[int, str]:
    from retain import Memory

    Memory(tmp_path / "m.db", embedder=None).close()  # a named store must exist to be read
    proc = subprocess.Popen(
        [PYTHON, *argv],
        env=subprocess_env(RETAIN_DB=str(tmp_path / "m.db")),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(after)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    return proc.returncode, err


def _before_retain(err: str) -> bool:
    """A traceback from the interpreter's own start (runpy finding the module), before
    any of retain's code ran: only a loaded machine reaches it at these moments."""
    return "Traceback" in err and "retain" not in err and "<frozen runpy>" in err


def _assert_one_line_or_done(rc: int, err: str, cmd: str) -> None:
    if _before_retain(err):
        return
    assert "Traceback" not in err, f"{cmd}: {err}"
    if rc in (0, -signal.SIGINT) and "interrupted" not in err:
        # It had finished (its answer printed) before the signal came, or the signal
        # came as the interpreter was tearing down: quiet either way.
        return
    # 130 is what a shell shows for an interrupted command, and it shows the same for a
    # process ended by SIGINT itself (-2 here). One clean-room run of `search` at 0.3 s
    # got -2 after retain's line (not reproduced in 36 reruns nor 115 more under load):
    # the user sees the one line and $? = 130 either way.
    assert rc in (130, -signal.SIGINT), f"{cmd}: {rc} {err}"
    assert err.endswith("retain: interrupted\n"), f"{cmd}: {err!r}"
    assert err.count("\n") <= 2, f"{cmd}: {err!r}"  # at most its own summary line before


@pytest.mark.parametrize("after", MOMENTS_S)
@pytest.mark.parametrize(
    "argv",
    [
        ["-m", "retain", "search", "how do we deploy"],
        ["-m", "retain", "write", "we deploy with blue-green switches", "--kind", "decision"],
        ["-m", "retain", "export"],
    ],
    ids=["search", "write", "export"],
)
def test_early_ctrl_c_is_one_line_and_130(argv: list[str], after: float, tmp_path: Path):
    rc, err = _interrupt(argv, after, tmp_path)
    _assert_one_line_or_done(rc, err, " ".join(argv[2:3]))


def test_ctrl_c_stops_the_viewer_cleanly(tmp_path: Path):
    # `retain ui` runs until Ctrl-C, its documented way to stop: exit 0, no traceback.
    rc, err = _interrupt(["-m", "retain", "ui", "--no-browser"], 2.5, tmp_path)
    assert rc == 0, err
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1] == "retain ui: Ctrl-C stops it"


@pytest.mark.parametrize("after", MOMENTS_S)
def test_meaning_helper_leaves_quietly_on_ctrl_c(after: float, tmp_path: Path):
    argv = ["-m", "retain.server.meaning_helper", "--db", str(tmp_path / "m.db")]
    rc, err = _interrupt(argv, after, tmp_path)
    if _before_retain(err):
        return
    assert "Traceback" not in err, err
    # Its stderr is the serve's: the serve says the one line, the helper says nothing.
    assert (rc, err) == (130, ""), (rc, err)
