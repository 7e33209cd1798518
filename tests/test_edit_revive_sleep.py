"""A Markdown edit, a revive and a sleep pass (issue 30): the outcomes were counted twice
and the person's corrected wording was retired in favour of the old one."""

from __future__ import annotations

import pytest

from fakes import FakeEmbedder
from retain import InvalidInput, Memory

OLD = "Orders use optimistic locking with a version column on the orders table"
NEW = "Orders use optimistic locking with an integer version column on the orders table"
DAY = 86400.0


@pytest.fixture
def mem(tmp_path, project_dir):
    return Memory(str(tmp_path / "m.db"), embedder=FakeEmbedder(), project=str(project_dir))


def _live(mem: Memory) -> list[int]:
    return sorted(m.id for m in mem.memories() if m.status == "live")


def _edited(mem: Memory) -> tuple[int, int]:
    old = mem.write(OLD, kind="decision", now=1000.0).memory_id
    mem.outcome(old, "ok", now=1100.0)
    mem.outcome(old, "ok", now=1200.0)
    new = mem.edit(old, NEW, now=2000.0).memory_id
    return old, new


def test_reviving_the_corrected_id_is_refused_and_changes_nothing(mem):
    old, new = _edited(mem)
    with pytest.raises(InvalidInput, match=rf"\[{old}\] was corrected to \[{new}\]"):
        mem.revive(old, now=3000.0)
    assert mem.get(old).status == "superseded" and mem.get(new).status == "live"
    mem.sleep(now=3000.0 + DAY)
    assert _live(mem) == [new]
    assert mem.get(new).text == NEW and mem.get(new).n_success == 2


def test_sleep_keeps_the_correction_and_counts_shared_outcomes_once(mem):
    # Both live anyway (as the old revive left them, or a restored export): the pass
    # merges them into the corrected wording, with each outcome counted once.
    old, new = _edited(mem)
    mem.store.restore(old, 3000.0, strength=1.0, valid_to=None, superseded_by=None)
    assert _live(mem) == [old, new]
    mem.sleep(now=3000.0 + DAY)
    assert _live(mem) == [new], [(m.id, m.status) for m in mem.memories()]
    kept = mem.get(new)
    assert kept.text == NEW
    assert (kept.n_success, kept.n_failure) == (2, 0)
    assert mem.get(old).status == "merged"


def test_independent_duplicates_still_add_up(mem):
    a = mem.add(OLD, kind="decision", created_at=1000.0)
    mem.outcome(a, "ok", now=1100.0)
    b = mem.add(OLD + " too", kind="decision", created_at=1500.0)
    mem.outcome(b, "ok", now=1600.0)
    mem.sleep(now=1600.0 + DAY)
    assert _live(mem) == [a]  # the older kept, as before
    assert mem.get(a).n_success == 2  # two reports, two outcomes
