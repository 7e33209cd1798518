"""The shared blind-set checks (research/tests/blind_set_checks.py) catch a broken set.

Each case copies the fifth blind set to a temporary folder, breaks one thing the checks
guard, and expects the check for it to fail; the unbroken copy passes them all.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import blind_set_checks as checks
import pytest

from research import capture_blind5_build


def _copy(tmp_path: Path) -> checks.BlindSet:
    root = tmp_path / "set"
    shutil.copytree(capture_blind5_build.ROOT, root)
    builder = SimpleNamespace(
        ROOT=root,
        SPLITS=capture_blind5_build.SPLITS,
        render=capture_blind5_build.render,
        sources=lambda: capture_blind5_build.sources(root),
    )
    return checks.BlindSet(builder)


def _all(s: checks.BlindSet) -> None:
    checks.check_files_match_labels(s, 8)
    checks.check_files_are_what_the_sources_build(s)
    for name in s.names:
        checks.check_transcript(s, name, records=(15, 40), failing_run=True)
        checks.check_labels(s, name, keepers=(4, 6), traps=(6, 8), keeper_in_feedback=True)
    checks.check_no_trap_term_in_any_keeper(s)
    checks.check_keepers_told_apart(s)
    checks.check_readme_tables(s)
    checks.check_capture_bench_selects_the_halves(s)


def _edit_records(s: checks.BlindSet, change: Callable[[list[dict]], None]) -> None:
    name = s.names[0]
    records = s.records(name)
    change(records)
    text = "\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n"
    (s.root / name).write_text(text, encoding="utf-8")


def _edit_labels(s: checks.BlindSet, change: Callable[[dict], None]) -> None:
    change(s.labels[s.names[0]])
    (s.root / "labels.json").write_text(json.dumps(s.labels), encoding="utf-8")


def test_an_unbroken_copy_passes(tmp_path: Path) -> None:
    _all(_copy(tmp_path))


def _break_chain(records: list[dict]) -> None:
    chained = [r for r in records if "uuid" in r]
    chained[-1]["parentUuid"] = chained[0]["uuid"]


def _drop_a_result(records: list[dict]) -> None:
    for i, rec in enumerate(records):
        content = (rec.get("message") or {}).get("content")
        if isinstance(content, list) and any(b.get("type") == "tool_result" for b in content):
            del records[i]
            return


def _keeper_term_gone(label: dict) -> None:
    label["keepers"][0]["must_contain_any"].append(["zz-never-said-zz"])


def _keeper_in_a_trap(label: dict) -> None:
    term = label["keepers"][0]["must_contain_any"][0][0]
    label["traps"][0]["must_not_contain"].append(term)


def _twin_keeper(label: dict) -> None:
    label["keepers"].append({**label["keepers"][0], "id": "k-twin"})


@pytest.mark.parametrize(
    ("broken", "check"),
    [
        ("chain", lambda s: checks.check_transcript(s, s.names[0])),
        ("result", lambda s: checks.check_transcript(s, s.names[0])),
        ("built", checks.check_files_are_what_the_sources_build),
        ("term", lambda s: checks.check_labels(s, s.names[0], keepers=(4, 7), traps=(6, 8))),
        ("trap", checks.check_no_trap_term_in_any_keeper),
        ("twin", checks.check_keepers_told_apart),
        ("readme", checks.check_readme_tables),
        ("stray", lambda s: checks.check_files_match_labels(s, 8)),
    ],
)
def test_a_broken_copy_fails(
    tmp_path: Path, broken: str, check: Callable[[checks.BlindSet], None]
) -> None:
    s = _copy(tmp_path)
    if broken == "chain":
        _edit_records(s, _break_chain)
    elif broken in ("result", "built"):
        _edit_records(s, _drop_a_result)
    elif broken == "term":
        _edit_labels(s, _keeper_term_gone)
    elif broken == "trap":
        _edit_labels(s, _keeper_in_a_trap)
    elif broken == "twin":
        _edit_labels(s, _twin_keeper)
    elif broken == "readme":
        readme = s.root / "README.md"
        readme.write_text(readme.read_text(encoding="utf-8").replace("| `tune/` |", "| x |"))
    elif broken == "stray":
        (s.root / "tune" / "stray.jsonl").write_text("{}\n", encoding="utf-8")
    s = _reload(s)
    with pytest.raises(AssertionError):
        check(s)


def _reload(s: checks.BlindSet) -> checks.BlindSet:
    """The set read again from its folder (labels are read once, when it is made)."""
    builder = SimpleNamespace(ROOT=s.root, SPLITS=s.splits, render=s.render, sources=s.sources)
    return checks.BlindSet(builder)
