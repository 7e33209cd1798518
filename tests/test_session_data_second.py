"""The second, held-out session set (benchmarks/data/sessions2/) loads and keeps its shape.

It is read through the same loader and rules as the first set; these checks add the sizes
its brief asked for and keep its README's counts true. They look at counts only: the set
is a one-time check, so nothing here pins a label or a prompt.
"""

from __future__ import annotations

from benchmarks.session_data import CATEGORIES, DATA_DIR, SPLITS, load

from test_session_data import BRIEF_KINDS, check_readme_counts, check_readme_kinds_and_halves

SECOND = DATA_DIR.parent / "sessions2"


def test_second_set_loads_with_the_sizes_its_brief_asks_for() -> None:
    data = load(SECOND)
    assert 4 <= len(data.projects) <= 5
    assert all(25 <= len(p.memories) <= 40 for p in data.projects)
    assert 8 <= len(data.user_memories) <= 12
    assert 60 <= len(data.sessions) <= 80
    none = sum(s.irrelevant for s in data.sessions)
    assert 0.35 <= none / len(data.sessions) <= 0.45
    assert {m.kind for m in data.all_memories()} == BRIEF_KINDS
    for split in SPLITS:
        assert {s.category for s in data.split(split)} == set(CATEGORIES), split
    user = {m.key for m in data.user_memories}
    assert len({s.project for s in data.sessions if set(s.needed) & user}) >= 4


def test_second_set_shares_no_project_or_text_with_the_first() -> None:
    first, second = load(), load(SECOND)
    assert not {p.name for p in first.projects} & {p.name for p in second.projects}
    assert not {m.text for m in first.all_memories()} & {m.text for m in second.all_memories()}
    assert not {s.prompt for s in first.sessions} & {s.prompt for s in second.sessions}


def test_second_set_readme_counts_match_the_data() -> None:
    check_readme_counts(SECOND)
    check_readme_kinds_and_halves(SECOND)


def test_second_set_names_no_path_of_this_checkout() -> None:
    here = str(SECOND.parents[3])  # the folder the repository sits in
    for path in SECOND.iterdir():
        assert here not in path.read_text(encoding="utf-8"), path.name
