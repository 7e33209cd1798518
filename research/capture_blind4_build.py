"""Build the fourth blind capture set from its plain-text sources.

    python -m research.capture_blind4_build

The sources are benchmarks/data/capture_blind4/src/{tune,heldout}/*.txt, in the line format
of the second blind set (see benchmarks/data/capture_blind/README.md); each becomes the
Claude Code JSONL at benchmarks/data/capture_blind4/{tune,heldout}/<name>.jsonl. The
conversion is the third set's (`capture_blind3_build.render`, the second set's writer plus
Write), so rebuilding an unchanged source gives the same bytes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from research.capture_blind3_build import SPLITS, render
from research.capture_blind3_build import main as _main
from research.capture_blind3_build import sources as _sources

ROOT = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "capture_blind4"


def sources(root: Path = ROOT) -> list[tuple[str, Path]]:
    """(split, source) for every session source of this set, in a stable order."""
    return _sources(root)


def main() -> int:
    return _main(ROOT)


__all__ = ["ROOT", "SPLITS", "render", "sources"]

if __name__ == "__main__":
    sys.exit(main())
