"""The arithmetic of belief: confidence from outcomes, strength that decays unless used.

Pure functions of a memory's counters and `now`, so every caller (search, the
SessionStart block, the sleep pass) agrees, and the sleep pass is deterministic.
Stdlib only, and not even retain.models at run time: the SessionStart hook ranks with it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from retain.core.candidate import Candidate
    from retain.models import MemoryRecord

    # What the arithmetic reads: a whole record, or the block's lighter candidate.
    Belief = MemoryRecord | Candidate

DAY = 86_400.0

# Beta-prior pseudo-counts (successes, failures) by trust: what we believe before any
# outcome. Laplace smoothing means 1 success out of 1 ranks below 9 out of 9.
PRIORS = {"user": (3.0, 1.0), "agent": (2.0, 1.0), "inferred": (1.0, 1.0)}

# Half-lives of strength without use. Inferred, unconsolidated memories are short-term
# guesses; explicit or consolidated ones are long-term.
HALF_LIFE_SHORT = 14 * DAY
HALF_LIFE_LONG = 180 * DAY
ARCHIVE_BELOW = 0.05  # effective strength below which the sleep pass archives
RECENCY_SCALE = 30 * DAY  # recency is 1/2 this long after the last touch

# Belief quality: these weights, and the SessionStart block's SQL stand-in for quality
# (retain.store.sqlite_block), are built from this one table.
QUALITY_WEIGHTS = {"confidence": 0.45, "utility": 0.2, "strength": 0.2, "recency": 0.15}


# An outcome the sleep pass inferred from a test or build run (retain.sleep.inference)
# counts this much of one the agent or user reported: the run may have passed for reasons
# that have nothing to do with the memory.
INFERRED_WEIGHT = 0.34
# Quality is scaled by this while a memory is possibly stale (its code moved on): ranked
# below its peers, still found.
STALE_FACTOR = 0.6


def confidence(trust: str, n_success: float, n_failure: float) -> float:
    a, b = PRIORS.get(trust, PRIORS["agent"])
    return (n_success + a) / (n_success + n_failure + a + b)


def confidence_of(
    trust: str,
    n_success: int,
    n_failure: int,
    n_inferred_success: int = 0,
    n_inferred_failure: int = 0,
) -> float:
    """Confidence from explicit outcomes plus inferred ones at INFERRED_WEIGHT."""
    return confidence(
        trust,
        n_success + INFERRED_WEIGHT * n_inferred_success,
        n_failure + INFERRED_WEIGHT * n_inferred_failure,
    )


def utility(n_success: int, n_failure: int) -> float:
    """Outcome utility in [-1, 1], shrunk towards 0 when there is little evidence."""
    return (n_success - n_failure) / (n_success + n_failure + 2.0)


def is_proven(m: Belief) -> bool:
    """Outcome-proven: it has helped more than it has failed, at least twice."""
    return m.n_success >= 2 and m.n_success >= 2 * m.n_failure


def half_life(m: Belief) -> float | None:
    """None when the memory does not decay (pinned or proven by outcomes)."""
    if m.pinned or is_proven(m):
        return None
    if m.trust == "inferred" and not m.consolidated:
        return HALF_LIFE_SHORT
    return HALF_LIFE_LONG


def effective_strength(m: Belief, now: float) -> float:
    """Stored strength decayed exponentially since the last use (or creation)."""
    import math  # here, not at the top: the tool hooks import this module for its constants

    hl = half_life(m)
    if hl is None:
        return m.strength
    since = max(0.0, now - (m.last_used_at or m.created_at))
    return m.strength * math.pow(0.5, since / hl)


def recency(m: Belief, now: float) -> float:
    """1 for something touched today, falling to ~0.5 after a month."""
    since = max(0.0, now - max(m.last_used_at or 0.0, m.updated_at))
    return 1.0 / (1.0 + since / RECENCY_SCALE)


def quality(m: Belief, now: float) -> float:
    """Belief quality in [0, 1]: confidence, outcome utility, strength and recency."""
    u = (utility(m.n_success, m.n_failure) + 1.0) / 2.0
    w = QUALITY_WEIGHTS
    q = (
        w["confidence"] * m.confidence
        + w["utility"] * u
        + w["strength"] * min(1.0, effective_strength(m, now))
        + w["recency"] * recency(m, now)
    )
    return q * STALE_FACTOR if m.stale_at is not None else q


SUPPORT_BONUS = 0.1  # per extra session that stated the same belief ...
MAX_SUPPORT_BONUS = 0.3  # ... up to this: repetition is evidence, not a popularity contest


def retention(m: MemoryRecord, now: float) -> float:
    """What a memory is worth keeping under a cap: its quality, plus credit for having been
    stated in several sessions (the strongest sign of importance we have without outcomes)."""
    return quality(m, now) + min(MAX_SUPPORT_BONUS, SUPPORT_BONUS * max(0, m.support - 1))


# What a session did with a memory it was shown (decided by the sleep pass from the
# transcript, retain.sleep.usage) moves it within its SessionStart tier: each session
# that used it lifts it, each showing since its last use that went unused sinks it.
# A use resets the sinking, so a memory that sank rises again the day it helps.
USE_LIFT = 0.1  # per session that used it ...
MAX_USE_LIFT = 0.2  # ... up to this: a few uses are evidence, many are habit
UNUSED_SINK = 0.06  # per unused showing since its last use ...
MAX_UNUSED_SINK = 0.3  # ... up to this (five showings): it sinks, it is not removed


def usage_adjustment(shown_used: int, shown_unused: int) -> float:
    """How far a memory moves in the SessionStart ranking for what sessions did with it:
    `shown_used` sessions used it when shown; `shown_unused` showings since its last use
    went unused."""
    return min(MAX_USE_LIFT, USE_LIFT * shown_used) - min(
        MAX_UNUSED_SINK, UNUSED_SINK * shown_unused
    )
