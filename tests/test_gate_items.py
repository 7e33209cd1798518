"""Round 31 of the write gate: a statement about one ticket, pull request or release is no
news about another of the same kind (core/items.py). "OPS-52 is open, owner Lena" says
nothing of "OPS-51 is open, owner Lena"; the gate used to read the key as the value
replaced. The same item in a new state, a version bump and a statement that names both
identifiers still close. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import items

OTHER = "Standup is at 10:00"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("OPS-52 (retry budget) is open, owner Lena.", "OPS-51 (rotate certs) is open, owner Lena"),
        ("OPS-52 está en revisión, revisora Ana.", "OPS-51 está en revisión, revisora Ana"),
        ("OPS-52 は作業中で、担当はレナです。", "OPS-51 は作業中で、担当はレナです"),
        ("PR #3551 is in the merge queue", "PR #3550 is in the merge queue"),
        ("Desktop 3.7.1 is at 100%.", "Desktop 3.8 is rolled out to 25% of users"),
        ("Desktop 3.7.1 sudah 100%.", "Desktop 3.8 sudah di-rollout ke 25%"),
    ],
)
def test_another_item_of_the_same_kind_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


def test_another_item_is_a_hint_to_confirm() -> None:
    found = judged("OPS-52 ist offen, Besitzerin Lena.", OTHER, "OPS-51 ist offen, Besitzerin Lena")
    assert found.verdict == "novel" and found.may_update == (1,)
    assert "another ticket OPS" in found.why


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # the same item in a new state
        ("The owner of OPS-51 is now Marco", "The owner of OPS-51 is Lena"),
        ("OPS-51 is owned by Marco now, not Lena", "OPS-51 is owned by Lena"),
        # a newer version of what we are on is the belief's value replaced
        ("The cluster was upgraded to Kubernetes 1.31", "The cluster runs Kubernetes 1.29"),
        ("We upgraded the desktop app to Electron 31.2", "The desktop app is on Electron 30.1"),
    ],
)
def test_the_same_item_or_a_newer_version_still_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


def test_another_item_reads_the_identifier_shapes() -> None:
    assert items.another_item("OPS-52 is open", "OPS-51 is open") == "ticket OPS"
    assert items.another_item("#3551 has two approvals", "PR #3550 has two") == "number"
    assert items.another_item("Desktop 3.7.1 is at 100%", "Desktop 3.8 at 25%") == "version desktop"
    # one item named on both sides, a standard's number, a newer version, a duration
    assert items.another_item("OPS-52 replaces OPS-51", "OPS-51 is open") is None
    assert items.another_item("Signatures use SHA-256 now", "Signatures use SHA-1") is None
    assert items.another_item("Desktop 3.9 is at 100%", "Desktop 3.8 is at 25%") is None
    assert items.another_item("p99 is 1.2 s", "p99 is 2.4 s") is None
