"""Round 30: `retain export -o FILE` truncated FILE first and wrote into it, so a run
killed midway had destroyed the last good export and left a cut one in its place. Now
the export is written beside it and renamed over it once whole: killed with SIGKILL
midway, the old export is as it was, and the owner-only part file it left is removed by
the next export to that file."""

from __future__ import annotations

import os
import stat
import subprocess

from conftest import PYTHON, subprocess_env
from retain.cli.main import main

KILLER = """
import os, signal, sys
from retain.cli.main import main
from retain.memory.facade import Memory
real = Memory.export
def dying(self, **kw):
    for n, record in enumerate(real(self, **kw)):
        if n == 2:
            sys.stdout.flush()
            os.kill(os.getpid(), signal.SIGKILL)
        yield record
Memory.export = dying
main(["--db", sys.argv[1], "export", "-o", sys.argv[2]])
"""


def test_an_export_killed_midway_leaves_the_last_one_whole(tmp_path):
    db, out = str(tmp_path / "x.db"), tmp_path / "backup.jsonl"
    for i in range(5):
        assert (
            main(["--db", db, "write", f"note {i}: exports replace whole", "--kind", "fact"]) == 0
        )
    assert main(["--db", db, "export", "-o", str(out)]) == 0
    before = out.read_bytes()
    assert before.count(b"\n") == 5
    assert main(["--db", db, "write", "a sixth note the killed export never finished"]) == 0
    killed = subprocess.run(
        [PYTHON, "-c", KILLER, db, str(out)], capture_output=True, env=subprocess_env(), timeout=60
    )
    assert killed.returncode == -9, killed.stderr
    assert out.read_bytes() == before  # nothing lost
    (part,) = [p for p in tmp_path.iterdir() if p.name.endswith(".part")]
    assert part.name.startswith(".backup.jsonl.") and stat.S_IMODE(part.stat().st_mode) == 0o600
    assert main(["--db", db, "export", "-o", str(out)]) == 0
    assert out.read_bytes().count(b"\n") == 6 and stat.S_IMODE(os.stat(out).st_mode) == 0o600
    assert not part.exists()  # the next export to the same file removed what was left


def test_an_export_through_the_users_own_link_replaces_the_file_not_the_link(tmp_path):
    db = str(tmp_path / "x.db")
    assert main(["--db", db, "write", "links are written through", "--kind", "fact"]) == 0
    real = tmp_path / "real.jsonl"
    real.write_text("old\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    assert main(["--db", db, "export", "-o", str(link)]) == 0
    assert link.is_symlink() and "links are written through" in real.read_text()
    assert stat.S_IMODE(os.stat(real).st_mode) == 0o600
