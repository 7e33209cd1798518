"""The third blind session set (benchmarks/data/sessions3/) loads and keeps its shape.

Same loader and rules as the first two sets; these checks add the sizes its brief asked
for, keep it apart from the earlier sets, and keep its README's counts true. Counts only:
the set is a one-time check, so nothing here pins a label or a prompt.
"""

from __future__ import annotations

from benchmarks.session_data import DATA_DIR, load

from test_session_data import (
    check_apart_from,
    check_later_set_shape,
    check_names_no_path_of_this_checkout,
    check_readme_counts,
    check_readme_kinds_and_halves,
    check_sizes,
)

THIRD = DATA_DIR.parent / "sessions3"
EARLIER = (DATA_DIR, DATA_DIR.parent / "sessions2")


def test_third_set_loads_with_the_sizes_its_brief_asks_for() -> None:
    data = load(THIRD)
    check_sizes(data, projects=(6, 6), memories=(30, 40), user=(12, 18), sessions=(90, 110))
    assert all(len(s.needed) <= 2 for s in data.sessions)
    check_later_set_shape(data, none=(0.35, 0.45))


def test_third_set_shares_no_project_text_or_prompt_with_the_earlier_sets() -> None:
    check_apart_from(THIRD, EARLIER)


def test_third_set_readme_counts_match_the_data() -> None:
    check_readme_counts(THIRD)
    check_readme_kinds_and_halves(THIRD)


def test_third_set_names_no_path_of_this_checkout() -> None:
    check_names_no_path_of_this_checkout(THIRD)
