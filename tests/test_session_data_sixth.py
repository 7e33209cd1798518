"""The sixth blind session set (benchmarks/data/sessions6/) loads and keeps its shape.

It uses the loader and rules of the five sets before it. These checks add what its brief
asked for: its sizes, that it shares nothing with any of the five earlier sets, that its
README's counts are the data's, and that it names no path of this machine. Only counts
are checked; no label or prompt is pinned, since the set is a one-time held-out check.
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

SIXTH = DATA_DIR.parent / "sessions6"
EARLIER = tuple(
    DATA_DIR.parent / name
    for name in ("sessions", "sessions2", "sessions3", "sessions4", "sessions5")
)


def test_sixth_set_loads_with_the_sizes_its_brief_asks_for() -> None:
    data = load(SIXTH)
    assert problems(data) == []
    check_sizes(data, projects=(6, 6), memories=(30, 40), user=(12, 18), sessions=(100, 120))
    check_pairs_and_generality(data)
    check_later_set_shape(data, none=(0.35, 0.40))


def test_sixth_set_shares_no_project_text_or_prompt_with_the_five_earlier_sets() -> None:
    check_apart_from(SIXTH, EARLIER)


def test_sixth_set_readme_counts_match_the_data() -> None:
    check_readme_counts(SIXTH)
    check_readme_kinds_and_halves(SIXTH)


def test_sixth_set_names_no_path_of_this_checkout() -> None:
    check_names_no_path_of_this_checkout(SIXTH)
