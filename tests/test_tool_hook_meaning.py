"""An edit that is the kind of change a memory's trigger clause names (issue 29, round 13;
retain.core.toolwhen, retain.rank.toolmeaning), through the real hook (hooks/retain-hook
as a subprocess fed Claude Code's payloads). The memories are invented for each rule,
not taken from a benchmark."""

from __future__ import annotations

import pytest

from retain.core import toolwhen
from test_tool_hook_keys import edit, store, write


def test_an_edit_of_the_kind_a_change_clause_names_ties_the_memory(project, tmp_path):
    (mid,) = store(
        project, "Room: every @Entity change needs a version bump in the database class."
    )
    assert edit(project, tmp_path, "core/db/NoteEntity.kt", "val pinned: Boolean") == [mid]
    # another file of the same folder is not that change
    assert edit(project, tmp_path, "core/db/NoteDao.kt", "val pinned: Boolean", "s-2") == []


def test_every_word_of_the_object_is_in_the_place_or_what_the_edit_adds(project, tmp_path):
    (mid,) = store(
        project,
        "After adding or renaming Addressable assets, rebuild content with the build menu.",
        kind="procedure",
    )
    rel = "Assets/AddressableAssetsData/Groups/Enemies.asset"
    assert edit(project, tmp_path, rel, "m_Address: Enemies/Wisp") == [mid]
    # `assets` alone is not `Addressable assets`
    assert edit(project, tmp_path, "Assets/Data/Wisp.asset", "speed: 4", "s-2") == []


def test_a_path_in_the_object_is_where_the_change_is(project, tmp_path):
    (mid,) = store(
        project,
        "generated.ts is written by NSwag. After changing a DTO in src/Shop.Contracts run "
        "`dotnet nswag run nswag.json`.",
        kind="procedure",
    )
    rel = "src/Shop.Contracts/Orders/RefundRequest.cs"
    assert edit(project, tmp_path, rel, "public sealed record RefundRequest(int Id);") == [mid]
    assert edit(project, tmp_path, "src/Shop.Api/Program.cs", "var x = 1;", "s-2") == []


def test_code_the_clause_backticks_is_the_change_when_the_edit_writes_it(project, tmp_path):
    (mid,) = store(
        project,
        "After changing any `sqlx::query!` SQL run `cargo sqlx prepare --workspace`.",
        kind="procedure",
    )
    rel = "crates/index/src/queries.rs"
    sql = 'sqlx::query!("SELECT id FROM docs WHERE id = ?", id)'
    assert edit(project, tmp_path, rel, sql) == [mid]
    assert edit(project, tmp_path, rel, "let n = docs.len();", "s-2") == []


def test_a_clause_about_a_new_one_ties_a_file_the_call_creates(project, tmp_path):
    (mid,) = store(
        project, "New Vue components: Composition API with <script setup>, no Options API."
    )
    rel = "web/src/components/DueBadge.vue"
    assert write(project, tmp_path, rel, "<script>\nexport default {}\n</script>\n") == [mid]
    # an edit of a component already there is not a new one
    assert edit(project, tmp_path, rel, "props: { due: Number },", "s-2") == []


def test_a_fact_and_a_failure_note_are_not_tied_by_a_change_clause(project, tmp_path):
    store(project, "Every @Entity change bumps the schema version (done by CI).", kind="fact")
    store(
        project,
        "`IllegalStateException: Room cannot verify the data integrity` after every @Entity "
        "change: the version was not bumped.",
        kind="bugfix",
    )
    assert edit(project, tmp_path, "core/db/NoteEntity.kt", "val pinned: Boolean") == []


def test_a_memory_a_key_ties_comes_before_and_alone(project, tmp_path):
    keyed, when = store(
        project,
        "core/db/NoteEntity.kt is shared with the sync service: ask before changing it.",
        "Room: every @Entity change needs a version bump in the database class.",
    )
    assert edit(project, tmp_path, "core/db/NoteEntity.kt", "val pinned: Boolean") == [keyed]
    assert when


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("When you add a new endpoint, register it in the router table.", ("endpoint",)),
        ("Any change to the money type needs the rounding tests.", ("money", "type")),
        ("Bei jeder Änderung an der Preisliste die Tests laufen lassen.", ("preisliste",)),
        ("Cada cambio en migraciones necesita revisión.", ("migracione",)),
        ("Use `#pragma once` in new headers, not include guards.", ("header",)),
    ],
)
def test_trigger_clauses_name_their_object(text, words):
    assert words in [w for w, _, _, _ in toolwhen.triggers(text)]


def test_a_memory_with_no_change_clause_has_no_trigger():
    assert toolwhen.triggers("The API listens on port 8080 behind the gateway.") == []
    assert toolwhen.tied("Ports: 8080.", "src/api/main.go", "x", "", created=False) is None


def test_a_sentence_opening_with_the_change_is_a_trigger(project, tmp_path):
    (mid,) = store(
        project,
        "A migration that reached main is append-only. Changed a model? Run makemigrations "
        "and commit the new migration with it.",
        kind="procedure",
    )
    assert edit(project, tmp_path, "billing/models.py", "discount = models.IntegerField()") == [mid]
    assert edit(project, tmp_path, "billing/views.py", "x = 2", "s-2") == []


def test_a_code_name_in_the_object_is_the_change_when_the_edit_writes_it(project, tmp_path):
    (mid,) = store(
        project,
        "Changing machine_type on a GKE Standard node pool replaces the pool: add a new pool, "
        "drain, then delete the old one.",
        kind="lesson",
    )
    rel = "components/batch.ts"
    assert edit(project, tmp_path, rel, 'machine_type: "e2-standard-8",') == [mid]
    assert edit(project, tmp_path, rel, "minNodeCount: 2,", "s-2") == []


def test_a_change_that_follows_from_another_is_no_trigger():
    """`so after touching ext/ you test a stale build`: what follows, not a rule."""
    text = "Plain rspec does not rebuild the extension, so after touching ext/ it is stale."
    assert toolwhen.triggers(text) == []


def test_a_path_in_the_object_holds_the_file_by_whole_folders():
    text = "After changing anything in ext/ run `bundle exec rake compile`."
    assert toolwhen.tied(text, "ext/sluice/sluice.c", "x", "", created=False) == ("ext",)
    assert toolwhen.tied(text, "extras/notes.md", "x", "", created=False) is None
