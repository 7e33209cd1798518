"""Memory.add_many with one over-long text (issue 30): that text is skipped and marked,
the rest of the batch is stored; `write` still refuses it alone."""

from __future__ import annotations

import pytest

from fakes import FakeEmbedder
from retain import InvalidInput, Memory, limits


@pytest.fixture
def mem(tmp_path, project_dir):
    return Memory(str(tmp_path / "m.db"), embedder=FakeEmbedder(), project=str(project_dir))


def test_an_over_long_text_is_skipped_and_the_rest_stored(mem):
    long_turn = "we talked about the deploy pipeline at length. " * 100  # ~4,800 chars
    assert len(long_turn.strip()) > limits.MAX_TEXT_CHARS
    texts = ["orders use optimistic locking", long_turn, "deploys go out on Tuesdays"]
    ids = mem.add_many(texts, kind="fact", scope="project", created_at=[1.0, 2.0, 3.0])
    assert len(ids) == 3 and ids[1] is None
    assert ids[0] is not None and ids[2] is not None
    assert mem.get(ids[0]).text == texts[0] and mem.get(ids[2]).text == texts[2]
    assert mem.get(ids[2]).created_at == 3.0  # times stay with their own texts
    assert len(mem.memories()) == 2
    assert [h.memory.id for h in mem.search("deploys Tuesdays")][:1] == [ids[2]]


def test_write_and_add_still_refuse_it_alone(mem):
    long_text = "x " * 2100
    with pytest.raises(InvalidInput, match="the limit is"):
        mem.write(long_text, kind="fact", scope="project")
    with pytest.raises(InvalidInput, match="the limit is"):
        mem.add(long_text)
    with pytest.raises(InvalidInput, match="the limit is"):
        mem.add_many(["a fact", long_text], skip_too_long=False)
    assert mem.memories() == []


def test_other_bad_text_still_refuses_the_batch(mem):
    with pytest.raises(InvalidInput, match="empty"):
        mem.add_many(["orders use optimistic locking", "   "])
    assert mem.memories() == []
