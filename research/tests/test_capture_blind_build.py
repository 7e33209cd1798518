"""The first blind capture set's JSONL is exactly what its plain-text sources build
(research/capture_blind_build.py); moved out of CI with the builders."""

from test_capture_set import BLIND, BLIND_DIR, BLIND_LABELS, _records


def test_blind_set_is_built_from_its_sources() -> None:
    """The JSONL in capture_blind/heldout/ is exactly what its plain-text sources build."""
    from research.capture_blind_build import build

    sources = sorted((BLIND_DIR / "src").glob("*.txt"))
    assert [f"heldout/{p.stem}.jsonl" for p in sources] == BLIND == sorted(BLIND_LABELS)
    for source in sources:
        assert build(source) == _records(f"heldout/{source.stem}.jsonl", BLIND_DIR)
