"""The early-meaning helper never imports code from the project it was started in
(issue 27, round 26).

A client starts `retain serve` in the project it opened, and the serve started its helper
as `python -m retain.server.meaning_helper` in that same folder: `-m` puts the folder
first on sys.path, so a cloned repository's `json.py`, `select.py` or `retain/` was
imported, and run, by the helper. It now starts in the data directory."""

from __future__ import annotations

import time

from conftest import subprocess_env
from retain.server import meaning_helper

PLANTED = ("json", "select", "logging", "retain")


def test_the_helper_imports_nothing_from_the_serve_s_folder(tmp_path, monkeypatch):
    project = tmp_path / "cloned-repo"
    project.mkdir()
    ran = tmp_path / "ran"
    ran.mkdir()
    for name in PLANTED:
        code = f"open({str(ran / name)!r}, 'w').close()\n"
        if name == "retain":
            (project / "retain").mkdir()
            (project / "retain" / "__init__.py").write_text(code)
        else:
            (project / f"{name}.py").write_text(code)
    monkeypatch.setenv("PYTHONPATH", subprocess_env()["PYTHONPATH"])
    monkeypatch.setenv("RETAIN_EMBEDDER", "fakes:FakeEmbedder")
    monkeypatch.chdir(project)
    from retain import Memory

    db = tmp_path / "home" / "retain.db"
    Memory(str(db), embedder=None, project=str(project)).write("we deploy with fly.io")
    helper = meaning_helper.Helper.spawn(str(db))
    assert helper is not None
    try:
        deadline = time.monotonic() + 60
        while not helper.ready and helper._proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        ready = helper.ready
    finally:
        helper.close()
    assert sorted(p.name for p in ran.iterdir()) == []
    assert ready  # it started, found retain and the store
