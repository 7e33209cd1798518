"""The word lists in src/retain/lexicon/: every file loads, and a missing, malformed or
misshapen file stops the import with an error that names the file and the entry."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from retain import lexicon

SRC = Path(__file__).resolve().parent.parent / "src"
FILES = sorted(p.stem for p in (SRC / "retain" / "lexicon").glob("*.json"))


def test_every_word_list_is_an_object_with_an_about_line():
    assert FILES, "no word lists found"
    for name in FILES:
        data = lexicon.table(name)
        assert isinstance(data.get("about"), str) and data["about"], name


def test_a_file_is_read_once():
    first = lexicon.table(FILES[0])
    assert lexicon.table(FILES[0]) is first


def test_the_accessors_return_immutable_values():
    assert isinstance(lexicon.words("capture", "emphasis_words"), frozenset)
    assert isinstance(lexicon.phrases("capture", "cue_order"), tuple)
    assert lexicon.pattern("capture", "emphasis").startswith("!!")


def _copy_tree(tmp_path: Path) -> Path:
    root = tmp_path / "src"
    shutil.copytree(SRC / "retain", root / "retain", ignore=shutil.ignore_patterns("__pycache__"))
    return root


def _import(root: Path, module: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
        timeout=60,
    )


def test_a_missing_file_names_itself(tmp_path):
    root = _copy_tree(tmp_path)
    (root / "retain" / "lexicon" / "shape.json").unlink()
    run = _import(root, "retain.sleep.shape_lexicon")
    assert run.returncode != 0
    assert "LexiconError: word list shape.json cannot be read" in run.stderr


def test_a_malformed_file_names_itself_and_the_place(tmp_path):
    root = _copy_tree(tmp_path)
    path = root / "retain" / "lexicon" / "capture.json"
    path.write_text(path.read_text(encoding="utf-8")[:-3], encoding="utf-8")  # cut short
    run = _import(root, "retain.sleep.capture_lexicon")
    assert run.returncode != 0
    assert "LexiconError: word list capture.json is not valid JSON (line" in run.stderr


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("slip", "not a list", "capture.json: 'slip' must be a list of strings"),
        ("slip", ["ok", 3], "capture.json: 'slip' must be a list of strings"),
        ("signals", {"explicit": {"cues": []}}, "signals.explicit needs a numeric 'weight'"),
        ("accents", {"en": 1}, "capture.json: 'accents' must be an object of strings"),
        ("stopwords", [], "capture.json: 'stopwords' must be an object of lists"),
    ],
)
def test_an_entry_of_the_wrong_shape_names_the_entry(tmp_path, key, value, message):
    root = _copy_tree(tmp_path)
    path = root / "retain" / "lexicon" / "capture.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data[key] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    run = _import(root, "retain.sleep.capture_lexicon")
    assert run.returncode != 0
    assert message in run.stderr


def test_a_missing_entry_names_the_file_and_the_entry(tmp_path):
    root = _copy_tree(tmp_path)
    path = root / "retain" / "lexicon" / "capture.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["question"]
    path.write_text(json.dumps(data), encoding="utf-8")
    run = _import(root, "retain.sleep.capture_lexicon")
    assert run.returncode != 0
    assert "word list capture.json has no entry 'question'" in run.stderr
