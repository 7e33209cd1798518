"""The second, held-out session set (benchmarks/data/sessions2/) loads and keeps its shape.

It is read through the same loader and rules as the first set; these checks add the sizes
its brief asked for and keep its README's counts true. They look at counts only: the set
is a one-time check, so nothing here pins a label or a prompt.
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

SECOND = DATA_DIR.parent / "sessions2"


def test_second_set_loads_with_the_sizes_its_brief_asks_for() -> None:
    data = load(SECOND)
    check_sizes(data, projects=(4, 5), memories=(25, 40), user=(8, 12), sessions=(60, 80))
    check_later_set_shape(data, none=(0.35, 0.45))


def test_second_set_shares_no_project_or_text_with_the_first() -> None:
    check_apart_from(SECOND, (DATA_DIR,))


def test_second_set_readme_counts_match_the_data() -> None:
    check_readme_counts(SECOND)
    check_readme_kinds_and_halves(SECOND)


def test_second_set_names_no_path_of_this_checkout() -> None:
    check_names_no_path_of_this_checkout(SECOND)
