"""The ONNX embedder's bulk path sorts texts by length before batching (issue 30): the
vectors are the ones the unsorted path gives, and come back in input order."""

from __future__ import annotations

import random

import numpy as np
import pytest

from retain.vectors.embed import EMBED_BATCH, onnx_available

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not onnx_available(), reason="the ONNX embedder is not installed"),
]
TOLERANCE = 1e-4  # float rounding of masked padding; a wrong row differs by ~0.1-1


def _mixed(n: int) -> list[str]:
    rng = random.Random(3)
    words = "orders deploy cache retry billing ledger schema lock queue worker test".split()
    return [
        f"{i}: " + " ".join(rng.choice(words) for _ in range(rng.choice((3, 8, 60, 150))))
        for i in range(n)
    ]


@pytest.fixture(scope="module")
def onnx():
    from retain.vectors.embed import OnnxMiniLMEmbedder

    return OnnxMiniLMEmbedder()


def test_sorted_batches_give_the_unsorted_vectors_in_input_order(onnx):
    texts = _mixed(3 * EMBED_BATCH + 5)  # several batches and a short last one
    assert sorted(texts, key=len) != texts  # the sort really reorders them
    got, plain = onnx.embed(texts), onnx.embed_batches(texts)
    assert got.shape == (len(texts), onnx.dim)
    np.testing.assert_allclose(got, plain, atol=TOLERANCE)


def test_each_vector_is_its_own_texts(onnx):
    texts = _mixed(EMBED_BATCH + 9)
    got = onnx.embed(texts)
    for i in (0, 1, 7, EMBED_BATCH, len(texts) - 1):
        alone = onnx.embed_batches([texts[i]])[0]  # no batch-mates, no padding
        np.testing.assert_allclose(got[i], alone, atol=TOLERANCE)
