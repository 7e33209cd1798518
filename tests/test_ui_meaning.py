"""The viewer's search matches meaning as well as words, as its search box says (issue
30): `retain ui` loads the configured embedder (here the fake) on the first search and
fills in the vectors the CLI's words-only writes left out. Through its HTTP API."""

from __future__ import annotations

import http.client
import json
import subprocess
from pathlib import Path
from urllib.parse import quote, urlsplit

import numpy as np
import pytest

from conftest import PYTHON, subprocess_env
from fakes import PLUGIN, FakeEmbedder
from retain import Memory

TARGET = "orders use optimistic locking with a version column"
OTHERS = ("deploys go out on Tuesdays", "the staging database resets every night")


def _meaning_only_query() -> str:
    """A made-up word that shares no word with any memory but whose fake vector is
    nearest to TARGET's: only a search by meaning (vectors) can find TARGET with it."""
    fake = FakeEmbedder()
    mems = fake.embed([TARGET, *OTHERS])
    best, margin = "", -1.0
    for i in range(400):
        word = f"zq{i}x"
        cos = mems @ fake.embed([word])[0]
        gap = float(cos[0] - np.max(cos[1:]))
        if cos[0] > 0.3 and gap > margin:
            best, margin = word, gap
    assert best, "no candidate word is near the target"
    return best


@pytest.fixture
def viewer(tmp_path: Path):
    db = tmp_path / "m.db"
    mem = Memory(str(db), embedder=None, project=str(tmp_path))  # as `retain write` stores
    ids = [mem.write(t, kind="decision").memory_id for t in (TARGET, *OTHERS)]
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "--db", str(db), "--project", str(tmp_path), "ui"]
        + ["--no-browser"],
        env=subprocess_env(RETAIN_EMBEDDER=PLUGIN),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith("retain ui: http"), line
        yield urlsplit(line.split(": ", 1)[1].strip()), ids
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _get(url, path: str) -> dict:
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    token = dict(p.split("=", 1) for p in url.query.split("&"))["token"]
    conn.request("GET", f"{path}&token={token}")
    resp = conn.getresponse()
    body = resp.read()
    assert resp.status == 200, body
    return json.loads(body)


def test_viewer_search_finds_by_meaning(viewer):
    url, ids = viewer
    word = _meaning_only_query()
    data = _get(url, f"/api/memories?q={quote(word)}")
    assert [item["id"] for item in data["items"]][:1] == [ids[0]], data  # no word shared
    assert data["matched_by"] == "words and meaning"


def test_viewer_search_still_finds_words(viewer):
    url, ids = viewer
    data = _get(url, "/api/memories?q=Tuesdays")
    assert data["matched_by"] == "words and meaning"
    assert [item["id"] for item in data["items"]][:1] == [ids[1]]
