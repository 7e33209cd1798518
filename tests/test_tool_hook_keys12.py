"""Which key deserves a line at a tool call, twelfth round, through the real hook
(hooks/retain-hook pre-tool as a subprocess fed Claude Code's payloads): a file without
an extension a memory names by path. The memory is invented for the rule, not taken from
a benchmark."""

from __future__ import annotations

from test_tool_hook_keys import edit, store


def test_a_file_without_an_extension_named_by_path_ties_its_edit(project, tmp_path):
    """`debian/changelog` reads as a folder (no extension): an edit of that very file
    looks its own path up as one, and no other file of its folder does."""
    (mid,) = store(project, "debian/changelog only via dch; never hand-write an entry.")
    assert edit(project, tmp_path, "debian/changelog") == [mid]
    assert edit(project, tmp_path, "debian/control", session="s-2") == []
    assert edit(project, tmp_path, "packaging/debian/changelog", session="s-3") == [mid]
