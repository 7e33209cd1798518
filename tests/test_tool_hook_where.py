# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""Where a failure's telling lines stand: a message a memory quotes with its output lines
joined by a dash (pre-commit's hook report), through the launcher Claude Code runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.core import errorquote
from test_tool_hook import failure_context, memory_lines, project  # noqa: F401

STRIPPED = (
    "pre-commit `nbstripout ... Failed - files were modified by this hook`: it stripped "
    "the outputs. `git add` the notebook again and re-commit; keep the hook."
)
HOOK_ERR = (
    "Exit code 1\n"
    "nbstripout...............................................................Failed\n"
    "- hook id: nbstripout\n"
    "- files were modified by this hook\n"
    "ruff.....................................................................Passed"
)


@pytest.fixture
def stored(project: Path) -> dict[str, int]:
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    return {"stripped": mem.add(STRIPPED, kind="bugfix", embed=False)}


def test_a_message_quoted_with_its_lines_joined_is_found(stored, project, tmp_path):
    text = failure_context(project, tmp_path, 'git commit -m "notebook"', HOOK_ERR)
    (line,) = memory_lines(text)
    assert f"[{stored['stripped']}] seen before:" in line


def test_joined_lines_must_all_be_printed_in_order(stored, project, tmp_path):
    other = HOOK_ERR.replace("- files were modified by this hook", "- exit code: 1")
    assert failure_context(project, tmp_path, 'git commit -m "notebook"', other) == ""


def test_line_joins_split_a_quote_into_pieces():
    assert errorquote.message_pieces("`nbstripout....Failed - hook id: nbstripout`") == [
        [["nbstripout"], ["failed"], ["hook", "id", "nbstripout"]]
    ]
    lines = [["nbstripout", "failed"], ["hook", "id", "nbstripout"], ["x"], ["files"]]
    assert errorquote.printed_quotes("`nbstripout Failed - hook id: nbstripout`", lines) == 5
    # without a join the same words must stand on one line or two
    assert errorquote.printed_quotes("`nbstripout Failed hook id nbstripout files`", lines) == 0
    # a quote in curly single quotes is read like the others
    assert errorquote.message_pieces("‘hook id nbstripout’ again") == [
        [["hook", "id", "nbstripout"]]
    ]
