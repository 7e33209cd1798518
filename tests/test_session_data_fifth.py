"""The fifth blind session set (benchmarks/data/sessions5/) loads and keeps its shape.

Same loader and rules as the earlier sets; these checks add the sizes its brief asked
for, keep it apart from all four earlier sets, and keep its README's counts true.
Counts only: the set is a one-time held-out check, so nothing here pins a label or a
prompt.
"""

from __future__ import annotations

from benchmarks.session_data import DATA_DIR, load, problems

from test_session_data import (
    check_apart_from,
    check_later_set_shape,
    check_names_no_path_of_this_checkout,
    check_readme_counts,
    check_readme_kinds_and_halves,
)

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
    assert all(len(s.needed) <= 2 for s in data.sessions)
    assert sum(len(s.needed) == 2 for s in data.sessions) >= 3
    check_later_set_shape(data, none=(0.35, 0.40))
    for project in data.projects:
        assert any(m.general for m in project.memories), project.name
        assert any(not m.general for m in project.memories), project.name


def test_fifth_set_shares_no_project_text_or_prompt_with_the_earlier_sets() -> None:
    check_apart_from(FIFTH, EARLIER)


def test_fifth_set_readme_counts_match_the_data() -> None:
    check_readme_counts(FIFTH)
    check_readme_kinds_and_halves(FIFTH)


def test_fifth_set_names_no_path_of_this_checkout() -> None:
    check_names_no_path_of_this_checkout(FIFTH)
