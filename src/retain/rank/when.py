"""Dates named in a query ("on 9 November, 2022", "in May 2023", "last week"), as time
ranges that ranking can favour. Stdlib only; dates are read in local time.

Each range carries a weight for how specific it is: a day says more than a month, a
month more than a year. Nothing here guesses: a bare "may" is a verb, not a month.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

DAY = 86_400.0

# How much a match says, by how narrow the range is.
DAY_WEIGHT = 1.0
MONTH_WEIGHT = 0.5
RELATIVE_WEIGHT = 0.5
YEAR_WEIGHT = 0.2
DAY_SLACK_BEFORE = 1  # "on 26 June" also matches what was recorded the day before ...
DAY_SLACK_AFTER = 1  # ... or the day after: people round, and time zones shift a date

_MONTHS = (
    "january february march april may june july august september october november december"
).split()
_MONTH_OF = {m: i + 1 for i, m in enumerate(_MONTHS)}
_MONTH_OF.update({m[:3]: i + 1 for i, m in enumerate(_MONTHS)})
_MONTH_OF["sept"] = 9
_MON = (
    r"(january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
)
_YEAR = r"((?:19|20)\d\d)"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"

_DAY_MONTH_YEAR = re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MON},?\s+{_YEAR}\b")
_MONTH_DAY_YEAR = re.compile(rf"\b{_MON}\s+{_DAY},?\s+{_YEAR}\b")
_ISO = re.compile(r"\b((?:19|20)\d\d)-(\d{1,2})-(\d{1,2})\b")
_MONTH_YEAR = re.compile(rf"\b{_MON},?\s+{_YEAR}\b")
_IN_MONTH = re.compile(rf"\b(?:in|during|since|early|late|mid|mid-)\s+{_MON}\b")
_YEAR_ONLY = re.compile(rf"\b(?:in|during|since|of|by|before|after)\s+{_YEAR}\b")
_RELATIVE = {
    "today": 1,
    "yesterday": 2,
    "this week": 7,
    "last week": 14,
    "past week": 8,
    "last few days": 5,
    "this month": 31,
    "last month": 62,
}
_RELATIVE_RE = re.compile(r"\b(" + "|".join(re.escape(k) for k in _RELATIVE) + r")\b")


@dataclass(frozen=True)
class Span:
    start: float
    end: float  # exclusive
    weight: float

    def contains(self, t: float) -> bool:
        return self.start <= t < self.end


def _day_span(y: int, m: int, d: int) -> Span | None:
    try:
        day = datetime(y, m, d)
    except ValueError:
        return None
    start = day - timedelta(days=DAY_SLACK_BEFORE)
    end = day + timedelta(days=1 + DAY_SLACK_AFTER)
    return Span(start.timestamp(), end.timestamp(), DAY_WEIGHT)


def _month_span(y: int, m: int, weight: float = MONTH_WEIGHT) -> Span:
    start = datetime(y, m, 1)
    end = datetime(y + (m == 12), m % 12 + 1, 1)
    return Span(start.timestamp(), end.timestamp(), weight)


def query_spans(query: str, now: float) -> list[Span]:
    """The time ranges a query names, most specific kind only (days, else months, ...)."""
    q = query.casefold()
    days: list[Span | None] = []
    for m in _DAY_MONTH_YEAR.finditer(q):
        days.append(_day_span(int(m.group(3)), _MONTH_OF[m.group(2)], int(m.group(1))))
    for m in _MONTH_DAY_YEAR.finditer(q):
        days.append(_day_span(int(m.group(3)), _MONTH_OF[m.group(1)], int(m.group(2))))
    for m in _ISO.finditer(q):
        if 1 <= int(m.group(2)) <= 12:
            days.append(_day_span(int(m.group(1)), int(m.group(2)), int(m.group(3))))
    found = [s for s in days if s is not None]
    if found:
        return found
    found = [_month_span(int(m.group(2)), _MONTH_OF[m.group(1)]) for m in _MONTH_YEAR.finditer(q)]
    if found:
        return found
    current = datetime.fromtimestamp(now)
    for m in _IN_MONTH.finditer(q):
        # A month without a year: the latest one not after now, and the year before.
        month = _MONTH_OF[m.group(1)]
        year = current.year if month <= current.month else current.year - 1
        found += [_month_span(year, month), _month_span(year - 1, month, MONTH_WEIGHT / 2)]
    if found:
        return found
    for m in _RELATIVE_RE.finditer(q):
        found.append(Span(now - _RELATIVE[m.group(1)] * DAY, now + DAY, RELATIVE_WEIGHT))
    if found:
        return found
    for m in _YEAR_ONLY.finditer(q):
        y = int(m.group(1))
        found.append(
            Span(datetime(y, 1, 1).timestamp(), datetime(y + 1, 1, 1).timestamp(), YEAR_WEIGHT)
        )
    return found


def strip_dates(query: str) -> str:
    """The query without the dates it names, for word matching: "12" and "2024" in a
    date say when, not what, and would otherwise match version numbers and prices."""
    out = query.casefold()
    for pattern in (_DAY_MONTH_YEAR, _MONTH_DAY_YEAR, _ISO, _MONTH_YEAR):
        out = pattern.sub(" ", out)
    return out


def date_match(spans: list[Span], t: float) -> float:
    """The weight of the most specific span containing `t` (0 when none does)."""
    return max((s.weight for s in spans if s.contains(t)), default=0.0)
