"""`Memory()` in the Python API searches by meaning with the configured embedder, loaded
on first need (issue 30); `embedder=None` still means words only."""

from __future__ import annotations

import subprocess

from conftest import PYTHON, subprocess_env
from fakes import PLUGIN

TEXTS = ("orders use optimistic locking with a version column", "deploys go out on Tuesdays")


def _run(code: str, tmp_path, **env: str) -> str:
    script = (
        "import sys\n"
        "from retain import Memory\n"
        f"mem = Memory({str(tmp_path / 'm.db')!r})\n"
        f"for t in {TEXTS!r}:\n"
        "    mem.add(t, embed=False)\n"
        "print('numpy at construction:', 'numpy' in sys.modules)\n" + code
    )
    out = subprocess.run(
        [PYTHON, "-c", script],
        env=subprocess_env(**env),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


SEARCH = (
    "mem.backfill()\n"
    "hits = mem.search('optimistic locking version')\n"
    "print('reason:', hits[0].reason)\n"
    "print('model:', mem.embedder() and mem.embedder().name)\n"
)


def test_memory_uses_the_configured_embedder_lazily(tmp_path):
    out = _run(SEARCH, tmp_path, RETAIN_EMBEDDER=PLUGIN)
    assert "numpy at construction: False" in out  # nothing loaded by Memory(path)
    assert "meaning" in out.split("reason:")[1].splitlines()[0]
    assert "model: fake-hash-64" in out


def test_embedder_none_is_still_words_only(tmp_path):
    script_out = subprocess.run(
        [
            PYTHON,
            "-c",
            "from retain import Memory\n"
            f"mem = Memory({str(tmp_path / 'm.db')!r}, embedder=None)\n"
            f"mem.add({TEXTS[0]!r})\n"
            "print(mem.embedder(), mem.search('optimistic locking')[0].reason)\n",
        ],
        env=subprocess_env(RETAIN_EMBEDDER=PLUGIN),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert script_out.returncode == 0, script_out.stderr
    first, reason = script_out.stdout.split(" ", 1)
    assert first == "None" and "meaning" not in reason


def test_retain_embedder_none_means_words_only(tmp_path):
    out = _run(SEARCH, tmp_path, RETAIN_EMBEDDER="none")
    assert "meaning" not in out.split("reason:")[1].splitlines()[0]
    assert "model: None" in out
