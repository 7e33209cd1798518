"""Which memories a tool call finds, eleventh round (issue 29), through the real hook
(hooks/retain-hook as a subprocess fed Claude Code's payloads): a rule for every file
under a folder however deep, a folder named by a word (`the migrations folder`),
files named by how their names end. The memories are invented for each rule, not taken
from a benchmark."""

from __future__ import annotations

import pytest

from retain.core import toolfolders, toolkeys
from test_tool_hook_keys import edit, store

# -- a rule for the whole tree under a folder --------------------------------------


def test_anything_under_a_folder_ties_an_edit_however_deep(project, tmp_path):
    (rule,) = store(project, "Anything under schemas/ is published: never rename a field.")
    assert edit(project, tmp_path, "schemas/billing/v2/invoice.avsc") == [rule]


def test_a_folder_not_to_be_modified_ties_an_edit_deep_in_it(project, tmp_path):
    (rule,) = store(project, "Nunca modifiques vendor_libs/: son copias con su licencia.")
    assert edit(project, tmp_path, "vendor_libs/yaml/parser/scan.c") == [rule]


def test_a_glob_over_a_folders_subfolders_ties_each_of_them(project, tmp_path):
    (rule,) = store(project, "plugins/*/manifest.toml must list every new permission.")
    assert edit(project, tmp_path, "plugins/sync/src/lib.rs") == [rule]


def test_a_folder_named_in_passing_still_ties_only_an_edit_right_in_it(project, tmp_path):
    (rule,) = store(project, "Small helpers go in core/util, one function per file.")
    assert edit(project, tmp_path, "core/net/http/client.py") == []
    assert rule


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("Anything under proto/ that shipped is wire-compatible: never renumber.", True),
        ("Everything in assets/ is exported by the art pipeline; never edit it.", True),
        ("Every file under data/ has a .idx beside it.", False),
        ("After changing anything in conf/, run `make reload`.", True),
        ("Le dossier ext/ contient des copies ; on ne les modifie jamais.", True),
        ("vendor/ is read-only.", True),
        ("Type hints on every public function in pipelines/.", False),
        ("Keep new handlers in api/ small.", False),
    ],
)
def test_what_says_a_rule_holds_for_the_whole_tree(text, whole):
    folder = text.split("/")[0].split()[-1]
    assert toolfolders.says_whole_tree(text, folder) is whole


# -- a folder named by a word --------------------------------------------------------


def test_the_migrations_folder_by_name_ties_an_edit_there(project, tmp_path):
    (rule,) = store(
        project,
        "Once merged, a migration is frozen. Don't edit old files in the migrations folder.",
    )
    assert edit(project, tmp_path, "db/migrations/0007_add_owner.sql") == [rule]
    assert edit(project, tmp_path, "db/models/owner.sql", session="s-2") == []


def test_migrations_said_frozen_tie_an_edit_of_one_whatever_the_case(project, tmp_path):
    (rule,) = store(project, "A migration applied on staging is frozen; fix forward instead.")
    assert edit(project, tmp_path, "src/Shop.Data/Migrations/2024_Init.cs") == [rule]


def test_a_write_of_a_new_migration_is_what_such_a_rule_asks_for(project, tmp_path):
    import subprocess

    from test_tool_hook import context_of, fixture, run

    store(project, "Applied migrations are frozen. Fix forward with a new migration.")
    payload = fixture("PreToolUse", "Write", project)
    payload["tool_input"] = {
        "file_path": str(project / "db/migrations/0009_new.sql"),
        "content": "alter table t add c int;\n",
    }
    assert context_of(run("pre-tool", payload, tmp_path), "PreToolUse") == ""
    assert subprocess  # the Write goes through the hook as Claude Code sends it


def test_a_folder_word_that_points_rather_than_names_keys_nothing():
    assert toolkeys.memory_keys("Put the fixture in the same folder as its test.") == []
    assert toolkeys.memory_keys("Migrations run on deploy.") == []
    keys = toolkeys.memory_keys("Never touch the fixtures directory by hand.")
    assert ("dir", "fixtures", toolkeys.NAMED) in keys


def test_a_file_tied_by_its_family_ranks_above_a_folder_named_by_a_word(project, tmp_path):
    folder, family = store(
        project,
        "A migration that shipped is frozen.",
        "Never hand-edit the .Designer.cs files; they are generated.",
    )
    shown = edit(project, tmp_path, "Data/Migrations/2025_Add.Designer.cs")
    assert shown[0] == family and folder


# -- files named by how their names end ----------------------------------------------


def test_files_ending_in_an_extension_are_a_family(project, tmp_path):
    (rule,) = store(
        project,
        "Anything ending in .gen.ts or .pb.ts is generated; never edit it by hand.",
    )
    assert edit(project, tmp_path, "web/src/api/orders.gen.ts") == [rule]
    assert edit(project, tmp_path, "web/src/api/orders.ts", session="s-2") == []
    keys = toolkeys.memory_keys("Anything ending in .gen.ts or .pb.ts is generated.")
    assert {k for _, k, _ in keys} >= {"*.gen.ts", "*.pb.ts"}


def test_a_version_18_store_is_keyed_again_with_named_folders(tmp_path):
    """m019: a store keyed by m018's rules is keyed again: a folder named by a word."""
    from retain.store import migrations, queries
    from test_db import _store_at

    conn = _store_at(tmp_path / "v18.db", migrations.MIGRATIONS[:18])
    mid = queries.insert_memory(
        conn, text="Never edit files in the migrations folder.", kind="constraint",
        valence="fact", scope="user", project_id=None, trust="user", confidence=0.9, now=1.0,
    )  # fmt: skip
    conn.execute("DELETE FROM tool_keys")
    conn.commit()
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = set(conn.execute("SELECT kind, key, memory_id FROM tool_keys"))
    assert ("dir", "migrations", mid) in keys
    conn.close()


# -- how commit messages are written -------------------------------------------------

STYLE = "Commit messages in English, imperative mood, with the crate as prefix: `net: add retry`."


@pytest.mark.parametrize(
    ("command", "shown"),
    [
        ("git commit -am 'Added retry to the client'", True),  # past tense, no prefix
        ("git add -A && git commit -m 'net: Wiederholung hinzugefügt'", True),  # not English
        ("git commit -m 'net: add retry to the client'", False),  # as asked
        ("git commit", False),  # an editor opens: no message to read
        ("git log --oneline -5", False),
    ],
)
def test_a_commit_message_breaking_the_style_brings_the_memory(project, tmp_path, command, shown):
    from test_tool_hook_keys import bash

    (rule,) = store(project, STYLE, kind="preference")
    assert bash(project, tmp_path, command) == ([rule] if shown else [])


def test_a_conventional_commits_rule_reads_the_type_prefix(project, tmp_path):
    from test_tool_hook_keys import bash

    (rule,) = store(project, "Commit messages must be Conventional Commits (feat:, fix:).")
    assert bash(project, tmp_path, 'git commit -m "tweak the header"') == [rule]
    assert bash(project, tmp_path, 'git commit -m "fix(ui): tweak the header"', "s-2") == []


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("Bitte Commit-Nachrichten im Imperativ und auf Englisch.", {"imperative", "english"}),
        ("Commit subjects under 60 characters, lower case.", {"length", "lowercase"}),
        ("Les messages de commit en anglais, au présent.", {"english", "imperative"}),
        ("Run `dotnet format` before every commit.", set()),
        ("Commit messages are read by the release bot.", set()),
    ],
)
def test_what_a_memory_asks_of_a_commit_message(text, asks):
    from retain.core import toolcommit

    assert set(toolcommit.asks(text)) == asks
    keyed = ("cmd", "git commit", toolcommit.STYLE) in toolkeys.memory_keys(text)
    assert keyed is bool(asks)


def test_the_subject_of_a_commit_is_read_from_its_command_line():
    from retain.core import toolcommit

    assert toolcommit.subject("git commit -m 'a: b\n\nbody'") == "a: b"
    assert toolcommit.subject("git commit --message='x y'") == "x y"
    assert toolcommit.subject("cd sub && git commit -sm 'fix it'") == "fix it"
    assert toolcommit.subject("git commit --amend --no-edit") is None
    assert toolcommit.subject("echo commit -m x") is None


# -- a file kept out of git, staged --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "command"),
    [
        (".env.staging is never committed; the CI injects it.", "git add .env.staging src/app.ts"),
        ("signing.properties is personal and git-ignored.", "git add signing.properties"),
        ("Cache/ is the engine's import cache. It's gitignored.", "git add Cache/shaders"),
        ("The key is read via signing/keys.json (not committed).", "git add signing/keys.json"),
        ("secrets.local.json niemals committen.", "cd app && git add secrets.local.json"),
    ],
)
def test_staging_a_file_a_memory_keeps_out_of_git_brings_it(project, tmp_path, text, command):
    from test_tool_hook_keys import bash

    (rule,) = store(project, text, kind="fact")
    (project / "app").mkdir(exist_ok=True)
    assert bash(project, tmp_path, command) == [rule]


def test_a_file_kept_out_of_git_is_not_tied_to_other_calls(project, tmp_path):
    from test_tool_hook_keys import bash

    store(project, ".env.staging is never committed; only .env.example goes in git.")
    assert bash(project, tmp_path, "git add .env.example") == []
    assert edit(project, tmp_path, ".env.staging", "API_URL=http://x\n", session="s-2") == []
    assert bash(project, tmp_path, "cat .env.staging", session="s-3") == []


def test_what_a_git_add_stages():
    from retain.core import toolstage

    assert toolstage.staged_paths("git add -A && git add -p src/x.py") == ["src/x.py"]
    assert toolstage.staged_paths("cd web && git add .env '*.ts'") == ["web/.env"]
    assert toolstage.staged_paths("git commit -am 'x: y'") == []


# -- a lint rule's id a finding prints -----------------------------------------------


def test_a_findings_rule_id_the_memory_names_brings_it_after_the_failure(project, tmp_path):
    from test_tool_hook_keys import failure

    (rule,) = store(
        project, "No blocking sleeps in handlers; ruff's async_no_sleep_call check is on."
    )
    err = (
        "Exit code 1\napp/handlers.py:12:5: error: time.sleep in an async function "
        "[async_no_sleep_call]\nFound 1 error."
    )
    assert failure(project, tmp_path, "uv run ruff check app", err) == [rule]


def test_a_rule_id_printed_mid_line_or_a_two_word_tool_name_is_no_finding():
    from retain.core import checkids

    assert checkids.check_ids("warning: unused import (no-unused-vars)") == {"no-unused-vars"}
    assert checkids.check_ids("  4:1  error  Bad import  @acme/no-deep-imports") == {
        "@acme/no-deep-imports"
    }
    assert checkids.check_ids("ran ansible-lint on roles/\nuser_id was None, retrying") == set()
    assert not checkids.names_check("see docs/no-unused-vars.md", frozenset({"no-unused-vars"}))


# -- more ways of naming a tool not to run -------------------------------------------


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("Run specs through the task runner; calling rspec directly skips the seeds.",
         "rspec spec/models"),
        ("yapf and autopep8 configs were removed on purpose; ruff formats.", "yapf -i app.py"),
        ("Format with `make fmt` rather than a different gofumpt from the system.",
         "gofumpt -w ."),
        ("Builds run through `./mvnw verify`, not with the system mvn.", "mvn -q package"),
    ],
)  # fmt: skip
def test_a_tool_named_as_the_one_not_to_run_brings_the_memory(project, tmp_path, text, command):
    from test_tool_hook_keys import bash

    (rule,) = store(project, text)
    assert bash(project, tmp_path, command) == [rule]


def test_a_tool_named_as_run_through_another_keys_no_run_of_it():
    keys = toolkeys.memory_keys("Running the migrations through `make db` is fine.")
    assert not [k for k in keys if k[0] == "cmd" and k[2].startswith("-")]


def test_a_file_named_after_the_folder_noun_is_no_folder():
    keys = toolkeys.memory_keys("Versions live only in Directory.Packages.props.")
    assert not [k for k in keys if k[0] == "dir"]


def test_a_long_line_of_output_is_read_for_ids_in_linear_time():
    import time

    from retain.core import checkids

    start = time.perf_counter()
    assert checkids.check_ids(("a" * 50_000 + "\n") * 200) == set()
    assert time.perf_counter() - start < 1.0
