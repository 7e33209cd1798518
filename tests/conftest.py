"""Every test runs against its own HOME and data directory; nothing touches real files."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"  # present on the team's machines, absent in a user's clone
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("RETAIN_HOME", str(home / ".retain"))
    monkeypatch.delenv("RETAIN_DB", raising=False)
    monkeypatch.delenv("CLAUDE_PROJECT_DIR", raising=False)
    monkeypatch.delenv("RETAIN_BUDGET", raising=False)
    # The real model takes ~10 s to import; tests use the deterministic fake unless a
    # test asks for the real one explicitly.
    monkeypatch.setenv("RETAIN_EMBEDDER", "fakes:FakeEmbedder")
    return home


@pytest.fixture
def project_dir(tmp_path: Path) -> Path:
    d = tmp_path / "project"
    d.mkdir()
    return d


@pytest.fixture
def mem(tmp_path: Path, project_dir: Path):
    from fakes import FakeEmbedder
    from retain import Memory

    return Memory(tmp_path / "mem.db", embedder=FakeEmbedder(), project=str(project_dir))


def subprocess_env(**extra: str) -> dict[str, str]:
    """Environment for a child `python -m retain...`: the test's HOME plus src on the path."""
    env = dict(os.environ)
    # src for retain; tests/ so RETAIN_EMBEDDER=fakes:FakeEmbedder resolves (tests/fakes.py)
    paths = (str(REPO / "src"), str(REPO / "tests"), env.get("PYTHONPATH", ""))
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env.update(extra)
    return env


PYTHON = sys.executable
