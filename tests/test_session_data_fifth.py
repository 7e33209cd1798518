"""The fifth blind session set (benchmarks/data/sessions5/) loads and keeps its shape.

Same loader and rules as the earlier sets; these checks add the sizes its brief asked
for, keep it apart from all four earlier sets, and keep its README's counts true.
Counts only: the set is a one-time held-out check, so nothing here pins a label or a
prompt.
"""

from __future__ import annotations

from benchmarks.session_data import CATEGORIES, DATA_DIR, SPLITS, load, problems

from test_session_data import BRIEF_KINDS, check_readme_counts, check_readme_kinds_and_halves

FIFTH = DATA_DIR.parent / "sessions5"
EARLIER = tuple(
    DATA_DIR.parent / name for name in ("sessions", "sessions2", "sessions3", "sessions4")
)


def test_fifth_set_loads_with_the_sizes_its_brief_asks_for() -> None:
    data = load(FIFTH)
    assert problems(data) == []
    assert len(data.projects) == 6
    assert all(30 <= len(p.memories) <= 40 for p in data.projects)
    assert 12 <= len(data.user_memories) <= 18
    assert 100 <= len(data.sessions) <= 120
    none = sum(s.irrelevant for s in data.sessions)
    assert 0.35 <= none / len(data.sessions) <= 0.40
    assert {m.kind for m in data.all_memories()} == BRIEF_KINDS
    assert all(len(s.needed) <= 2 for s in data.sessions)
    assert sum(len(s.needed) == 2 for s in data.sessions) >= 3
    for split in SPLITS:
        assert {s.category for s in data.split(split)} == set(CATEGORIES), split
    user = {m.key for m in data.user_memories}
    assert len({s.project for s in data.sessions if set(s.needed) & user}) >= 4
    for project in data.projects:
        assert any(m.general for m in project.memories), project.name
        assert any(not m.general for m in project.memories), project.name


def test_fifth_set_shares_no_project_text_or_prompt_with_the_earlier_sets() -> None:
    fifth = load(FIFTH)
    for directory in EARLIER:
        earlier = load(directory)
        assert not {p.name for p in earlier.projects} & {p.name for p in fifth.projects}
        assert not {m.text for m in earlier.all_memories()} & {m.text for m in fifth.all_memories()}
        assert not {s.prompt for s in earlier.sessions} & {s.prompt for s in fifth.sessions}


def test_fifth_set_readme_counts_match_the_data() -> None:
    check_readme_counts(FIFTH)
    check_readme_kinds_and_halves(FIFTH)


def test_fifth_set_names_no_path_of_this_checkout() -> None:
    here = str(FIFTH.parents[3])  # the folder the repository sits in
    for path in FIFTH.iterdir():
        assert here not in path.read_text(encoding="utf-8"), path.name
