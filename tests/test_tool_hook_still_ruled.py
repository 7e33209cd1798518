"""A file or folder a memory sends the work to, through the real hook (issue 29): an edit
there follows the memory and hears nothing of it, unless the memory still rules that edit,
by naming another place the same change needs (`X AND Y`, `X + Y`, `plus ... in Y`) or by
saying, after the path in its sentence, what an edit there must keep to (retain.core
.toolplaces.still_ruled). The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

from retain.core.toolkeys import DESTINATION, memory_keys
from test_tool_hook_keys import edit, store


def test_a_place_with_a_rule_after_it_ties_an_edit_there(project, tmp_path):
    (mid,) = store(
        project, "The release number lives in build/version.txt and must match the changelog."
    )
    assert edit(project, tmp_path, "build/version.txt") == [mid]
    # the same file in another folder the memory is not about
    assert edit(project, tmp_path, "docs/build/old/version.txt", session="s-2") == []


def test_a_rule_in_the_next_clause_of_the_sentence_ties_it_too(project, tmp_path):
    (mid,) = store(
        project,
        "Old flag names are still read through aliases in cfg/aliases.lua; those aliases "
        "stay until 3.0.",
    )
    assert edit(project, tmp_path, "cfg/aliases.lua") == [mid]


def test_one_of_several_places_a_change_needs_ties_an_edit_of_either(project, tmp_path):
    (mid,) = store(project, "New sound effect: add it to audio/bank.json AND to audio/preload.lst.")
    assert edit(project, tmp_path, "audio/bank.json") == [mid]
    assert edit(project, tmp_path, "audio/preload.lst", session="s-2") == [mid]


def test_a_place_only_named_as_where_the_work_goes_stays_quiet(project, tmp_path):
    store(project, "Feature toggles live in conf/toggles.toml; read them through toggles.get().")
    assert edit(project, tmp_path, "conf/toggles.toml") == []
    # a rule in the next sentence is about something else
    store(
        project,
        "Fixtures are in tests/seed.py. Unit tests that don't need the DB use build().",
    )
    assert edit(project, tmp_path, "tests/seed.py", session="s-2") == []


def test_what_is_said_after_a_path_in_a_quoted_command_is_about_the_run():
    keys = memory_keys("Backfills run only via `Rscript jobs/fill.R --env prod`, never locally.")
    assert ("file", "jobs/fill.R", DESTINATION) in keys
