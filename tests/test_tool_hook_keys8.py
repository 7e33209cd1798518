"""Which memories a tool call finds, eighth round (issue 29: proposal), through the real
hook (hooks/retain-hook pre-tool as a subprocess fed Claude Code's payloads) where a
memory names the thing the call touches the way people name it: a dotfile alone
(`.prettierrc`), a tool as the one not to use ("gofumpt, not gofmt", "ack,
not grep -r"). The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

import pytest

from retain.core import toolforms, toolkeys
from test_tool_hook_keys import bash, edit, store


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (".prettierrc sets printWidth 100; never change it to make a line fit.", ".prettierrc"),
        ("`.tool-versions` pins node 20; never bump it in a feature branch.", ".tool-versions"),
    ],
)  # fmt: skip
def test_a_dotfile_alone_is_a_file_key(text, key):
    assert ("file", key) in {(k, v) for k, v, _ in toolkeys.memory_keys(text)}


def test_a_family_a_version_or_what_a_dotfile_holds_is_no_file_key():
    keys = {(k, v) for k, v, _ in toolkeys.memory_keys(".pb files are generated: never edit them.")}
    assert ("file", "*.pb") in keys and ("file", ".pb") not in keys
    assert toolkeys.memory_keys("Needs Node 1+2.5 or e.g. v3.1.4 at least.") == []
    # a dotfile qualifying a noun names what it holds, not the file
    assert toolkeys.memory_keys("Builds picked up stale .npmrc settings after the move.") == []
    # a dotenv file is named as where a value lives: what an edit writes there ties it
    assert toolkeys.memory_keys("Tests use API_PORT=8081 from .env.test and .dev.vars.") == []


def test_an_edit_of_a_dotfile_named_in_prose_brings_its_memory(project, tmp_path):
    (rule,) = store(project, ".prettierrc sets printWidth 100; never change it to make a line fit.")
    assert edit(project, tmp_path, ".prettierrc") == [rule]
    assert edit(project, tmp_path, "web/.eslintrc", session="s-2") == []


@pytest.mark.parametrize(
    ("text", "tools"),
    [
        ("Format Go with gofumpt, not gofmt: CI checks gofumpt's output.", ["gofmt"]),
        ("Use `uv add`, not pip or pipx, for dependencies.", ["pip", "pipx"]),
        ("Use the wrapper rather than the system sbt.", ["sbt"]),
        ("Search with ack, not grep -r: it skips the vendored trees.", ["grep -r"]),
        ("Use ./mvnw: the system Maven is 3.6 and lacks the toolchains plugin.", ["maven"]),
        ("The global npm cache is shared by every user of the box.", []),
        ("yapf and autopep8 were removed when we moved to ruff.", ["yapf", "autopep8"]),
        ("It is not required, not the default, not here.", []),
        ("Store UTC, not local time; search with rg instead of find.", []),
    ],
)  # fmt: skip
def test_a_tool_named_as_the_one_not_to_use_is_forbidden(text, tools):
    assert toolforms.contrasted_runs(text) == tools


def test_the_system_copy_warned_about_is_not_the_projects_launcher(project, tmp_path):
    (rule,) = store(project, "Use ./mvnw: the system mvn is 3.6 and lacks the toolchains plugin.")
    assert bash(project, tmp_path, "mvn -q verify") == [rule]
    assert bash(project, tmp_path, "./mvnw -q verify", session="s-2") == []


def test_a_run_of_the_tool_not_to_use_brings_the_memory(project, tmp_path):
    (rule,) = store(project, "Format Go with gofumpt, not gofmt: CI checks gofumpt's output.")
    assert bash(project, tmp_path, "gofmt -w ./internal") == [rule]
    assert bash(project, tmp_path, "go vet ./...", session="s-2") == []


def test_a_tool_not_to_use_with_options_ties_only_a_run_passing_one(project, tmp_path):
    """`grep -r` is warned about: `grep -rn` passes `-r` (short options run together),
    a `grep -v` filtering another command's output does not."""
    (rule,) = store(project, "Search with ack, not grep -r: it skips the vendored trees.")
    assert bash(project, tmp_path, 'grep -rn "TODO" src/') == [rule]
    assert bash(project, tmp_path, "make lint | grep -v warning", session="s-2") == []


def test_a_version_16_store_is_keyed_again_with_names(tmp_path):
    """m017: a store keyed by m016's rules is keyed again: a dotfile named alone becomes
    a file key, a tool named as the one not to use a forbidden run."""
    from retain.store import migrations
    from test_db import _old_store_with_rules

    db = tmp_path / "v16.db"
    conn, ids = _old_store_with_rules(
        db,
        16,
        (
            ".prettierrc sets printWidth 100; never change it.",
            "Format Go with gofumpt, not gofmt.",
        ),
    )
    conn.commit()
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = set(conn.execute("SELECT kind, key, memory_id FROM tool_keys"))
    assert ("file", ".prettierrc", ids[0]) in keys
    assert ("cmd", "gofmt", ids[1]) in keys
    conn.close()
