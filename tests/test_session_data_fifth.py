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
    check_pairs_and_generality,
    check_readme_counts,
    check_readme_kinds_and_halves,
    check_sizes,
)

FIFTH = DATA_DIR.parent / "sessions5"
EARLIER = tuple(
    DATA_DIR.parent / name for name in ("sessions", "sessions2", "sessions3", "sessions4")
)


def test_fifth_set_loads_with_the_sizes_its_brief_asks_for() -> None:
    data = load(FIFTH)
    assert problems(data) == []
    check_sizes(data, projects=(6, 6), memories=(30, 40), user=(12, 18), sessions=(100, 120))
    check_pairs_and_generality(data)
    check_later_set_shape(data, none=(0.35, 0.40))


def test_fifth_set_shares_no_project_text_or_prompt_with_the_earlier_sets() -> None:
    check_apart_from(FIFTH, EARLIER)


def test_fifth_set_readme_counts_match_the_data() -> None:
    check_readme_counts(FIFTH)
    check_readme_kinds_and_halves(FIFTH)


def test_fifth_set_names_no_path_of_this_checkout() -> None:
    check_names_no_path_of_this_checkout(FIFTH)
