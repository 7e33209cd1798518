from __future__ import annotations

from datetime import datetime

from retain.rank.when import (
    DAY_WEIGHT,
    MONTH_WEIGHT,
    YEAR_WEIGHT,
    date_match,
    query_spans,
    strip_dates,
)

NOW = datetime(2024, 6, 15, 12).timestamp()


def ts(*args: int) -> float:
    return datetime(*args).timestamp()


def test_day_dates_in_every_common_spelling() -> None:
    for q in (
        "what did we do on 9 November, 2022?",
        "what happened on November 9, 2022",
        "decided on 9th of November 2022",
        "changes from 2022-11-09",
        "on Nov 9, 2022",
    ):
        spans = query_spans(q, NOW)
        assert spans, q
        assert date_match(spans, ts(2022, 11, 9, 15)) == DAY_WEIGHT, q
        assert date_match(spans, ts(2022, 11, 8, 15)) == DAY_WEIGHT, q  # a day of slack
        assert date_match(spans, ts(2022, 11, 14)) == 0.0, q


def test_months_years_and_relative_dates() -> None:
    spans = query_spans("what did we decide in May 2023?", NOW)
    assert date_match(spans, ts(2023, 5, 31, 23)) == MONTH_WEIGHT
    assert date_match(spans, ts(2023, 6, 1, 1)) == 0.0
    spans = query_spans("what painting did she share in October?", NOW)
    assert date_match(spans, ts(2023, 10, 5)) == MONTH_WEIGHT  # the last October before now
    spans = query_spans("which country did they visit in 2010?", NOW)
    assert date_match(spans, ts(2010, 7, 1)) == YEAR_WEIGHT
    spans = query_spans("what did we change last week?", NOW)
    assert date_match(spans, NOW - 3 * 86400) > 0 and date_match(spans, NOW - 40 * 86400) == 0


def test_words_that_look_like_dates_are_not_dates() -> None:
    for q in ("may I deploy on friday?", "we may need 2 workers", "python 3.12 fails", "march on"):
        assert query_spans(q, NOW) == [], q


def test_strip_dates_leaves_the_question() -> None:
    assert strip_dates("What did Ada do on 9 November, 2022?").split() == [
        "what", "did", "ada", "do", "on", "?",
    ]  # fmt: skip
    assert strip_dates("in May 2023 we moved").split() == ["in", "we", "moved"]
    assert strip_dates("python 3.12 on may 5").split() == ["python", "3.12", "on", "may", "5"]
