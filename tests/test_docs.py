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
