"""Dependency direction: the core and the hook path never pull in heavy modules."""

import subprocess

import pytest

from conftest import PYTHON, subprocess_env

HEAVY = ("mcp", "torch", "sentence_transformers")


@pytest.mark.parametrize(
    "module,forbidden",
    [
        ("retain", HEAVY + ("numpy",)),
        ("retain.memory", HEAVY + ("numpy",)),
        ("retain.store.queries", HEAVY + ("numpy",)),
        ("retain.gate", HEAVY + ("numpy",)),
        ("retain.retrieve", HEAVY),
        ("retain.vectors.embed", HEAVY),
    ],
)
def test_module_import_stays_light(module, forbidden):
    code = (
        f"import sys, {module}\n"
        f"bad = [m for m in {forbidden!r} if m in sys.modules]\n"
        "print(','.join(bad))"
    )
    out = subprocess.run(
        [PYTHON, "-c", code], capture_output=True, text=True, env=subprocess_env(), check=True
    )
    assert out.stdout.strip() == "", f"{module} imported {out.stdout.strip()}"


def test_core_never_imports_mcp_in_source():
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "src" / "retain"
    for path in src.rglob("*.py"):
        if path.name in ("server.py", "cli.py", "__main__.py"):
            continue
        text = path.read_text()
        assert "import mcp" not in text and "from mcp" not in text, path.name
