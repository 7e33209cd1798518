"""What the write gate's unit tests ask of `retain.core.gate.judge` (not a test module):
a statement judged against a few beliefs, each a close semantic neighbour (0.6), the
belief's index its id."""

from __future__ import annotations

from retain.core.gate import Judgement, Neighbour, judge


def near(text: str, i: int = 1, sim: float = 0.6) -> Neighbour:
    return Neighbour(i, text, sim, "fact", "semantic")


def judged(text: str, *beliefs: str) -> Judgement:
    return judge(text, "fact", [near(b, i) for i, b in enumerate(beliefs)])


def closes(text: str, *beliefs: str) -> int | None:
    """The index of the belief `judge` closes, or None."""
    found = judged(text, *beliefs)
    return found.target if found.verdict == "contradiction" else None
