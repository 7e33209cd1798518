"""Every labelled benchmark set that ships a validator still passes it: ids unique, every
labelled secret a substring of its row, no labelled secret inside an ordinary row, every
wanted memory id real, the count floors its README states. A hand edit that breaks a set
fails here instead of silently changing a published figure."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parent.parent / "benchmarks" / "data"
CHECKED = sorted(p.parent.name for p in DATA.glob("*/check.py"))


def test_the_sets_with_a_validator_are_found() -> None:
    # The redaction and tool-call sets each ship one; a rename that hid them all fails here.
    assert sum(name.startswith("redact") for name in CHECKED) >= 10
    assert sum(name.startswith("toolcalls") for name in CHECKED) >= 7


@pytest.mark.parametrize("name", CHECKED)
def test_the_set_passes_its_own_validator(name: str) -> None:
    folder = DATA / name
    done = subprocess.run(
        [sys.executable, "check.py"], cwd=folder, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, f"{name}: {done.stdout[-2000:]}{done.stderr[-2000:]}"
