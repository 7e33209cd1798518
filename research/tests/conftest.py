"""The research checks run by hand, never in CI: `python -m pytest research/tests`.

They import the product's test helpers (tests/fakes.py and friends) and the shared blind-set
checks beside them, so both folders go on sys.path."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1]), str(HERE.parents[1] / "tests")]
