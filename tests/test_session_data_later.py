"""The blind session sets written since round 6 (benchmarks/data/sessions4/ onwards) load
and keep their shape.

Each uses the loader and rules of the sets before it. These checks add what each set's
brief asked for: its sizes, that it shares no project, memory or prompt with any earlier
set, that its README's counts are the data's, and that it names no path of this machine.
Only counts are checked; no label or prompt is pinned, since each set was a one-time
held-out check when it was written. A new set is one more row of LATER.
"""

from __future__ import annotations

import pytest
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

# The sets before these, whose shape tests live in their own modules.
FIRST = ("sessions", "sessions2", "sessions3")
# Each later set and the number of sessions its brief asked for.
LATER = {
    "sessions4": (90, 110),
    "sessions5": (100, 120),
    "sessions6": (100, 120),
    "sessions7": (100, 120),
    "sessions8": (100, 120),
    "sessions9": (100, 120),
    "sessions10": (100, 120),
    "sessions11": (100, 120),
    "sessions12": (100, 120),
    "sessions13": (100, 120),
}


def _dir(name: str):
    return DATA_DIR.parent / name


@pytest.mark.parametrize("name", LATER)
def test_set_loads_with_the_sizes_its_brief_asks_for(name: str) -> None:
    data = load(_dir(name))
    assert problems(data) == []
    check_sizes(data, projects=(6, 6), memories=(30, 40), user=(12, 18), sessions=LATER[name])
    check_pairs_and_generality(data)
    check_later_set_shape(data, none=(0.35, 0.40))


@pytest.mark.parametrize("name", LATER)
def test_set_shares_no_project_text_or_prompt_with_any_earlier_set(name: str) -> None:
    order = [*FIRST, *LATER]
    earlier = tuple(_dir(other) for other in order[: order.index(name)])
    check_apart_from(_dir(name), earlier)


@pytest.mark.parametrize("name", LATER)
def test_set_readme_counts_match_the_data(name: str) -> None:
    check_readme_counts(_dir(name))
    check_readme_kinds_and_halves(_dir(name))


@pytest.mark.parametrize("name", LATER)
def test_set_names_no_path_of_this_checkout(name: str) -> None:
    check_names_no_path_of_this_checkout(_dir(name))
