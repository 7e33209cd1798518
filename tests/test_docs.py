"""The README documents every command, tool and setting that exists."""

from __future__ import annotations

import re
from pathlib import Path

import anyio
import pytest

from retain import config
from retain.cli.main import COMMANDS

README = Path(__file__).resolve().parents[1] / "README.md"


@pytest.fixture(scope="module")
def readme() -> str:
    return README.read_text(encoding="utf-8")


def test_every_cli_command_is_documented(readme):
    missing = [name for name, _ in COMMANDS if f"retain {name}" not in readme]
    assert not missing, f"README.md lacks: {missing}"


def test_every_mcp_tool_is_documented(readme, mem):
    from retain.server.tools import build_server

    async def names() -> list[str]:
        return [t.name for t in await build_server(mem).list_tools()]

    tools = anyio.run(names)
    assert len(tools) >= 6
    missing = [name for name in tools if f"`{name}`" not in readme]
    assert not missing, f"README.md lacks: {missing}"


def test_every_setting_is_documented(readme):
    settings = set(re.findall(r"\bRETAIN_[A-Z_]+\b", config.__doc__ or ""))
    assert {"RETAIN_HOME", "RETAIN_DB", "RETAIN_EMBEDDER"} <= settings
    missing = sorted(s for s in settings if f"`{s}`" not in readme)
    assert not missing, f"README.md lacks: {missing}"


def _pyproject() -> str:
    return (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()


def _repo_files() -> list[str]:
    root = Path(__file__).resolve().parents[1]
    skip = (".git", ".venv", "node_modules", "__pycache__", "build", "dist")
    return [
        p.relative_to(root).as_posix()
        for p in root.rglob("*.py")
        if not any(part in skip or part.endswith(".egg-info") for part in p.parts)
    ]


def test_architecture_names_only_modules_that_exist():
    """Every `x.py` / `folder/x.py` and every `retain.a.b` that ARCHITECTURE.md names is
    a real file of this repository: a renamed or deleted module fails here."""
    root = Path(__file__).resolve().parents[1]
    text = (root / "ARCHITECTURE.md").read_text()
    files = _repo_files()
    paths = set(re.findall(r"(?<![\w.-])((?:[a-z_]+/)*[a-z_][a-z0-9_]*\.py)\b", text))
    assert len(paths) > 50  # the tree and the prose name modules throughout
    missing = [p for p in sorted(paths) if not any(f == p or f.endswith("/" + p) for f in files)]
    assert missing == [], f"ARCHITECTURE.md names modules that do not exist: {missing}"
    dotted = set(re.findall(r"\bretain(?:\.[a-z_]+)+", text))
    # an entry-point group pyproject.toml declares is a name, not a module
    groups = re.findall(r'^\[project\.entry-points\."([^"]+)"\]', _pyproject(), re.M)
    dotted -= set(groups)
    gone = []
    for name in sorted(dotted):
        parts = name.split(".")
        # the longest prefix that is a module or a package; the rest may be attributes
        if not any(
            (root / "src" / "/".join(parts[:n])).with_suffix(".py").exists()
            or (root / "src" / "/".join(parts[:n]) / "__init__.py").exists()
            for n in range(2, len(parts) + 1)
        ):
            gone.append(name)
    assert gone == [], f"ARCHITECTURE.md names modules that do not exist: {gone}"
