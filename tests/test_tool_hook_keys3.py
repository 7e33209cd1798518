"""Which key deserves a line at a tool call, third round, through the real hook
(hooks/retain-hook pre-tool as a subprocess fed Claude Code's payloads): a template the
call fills in is the step as prescribed, and a call that only reads is tied to a memory
only by its command. The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

from test_tool_hook_keys import bash, edit, failure, store


def test_a_template_the_call_fills_in_is_the_step_as_prescribed(project, tmp_path):
    """`uv add <pkg>` prescribed, `uv add httpx` run: nothing to remind."""
    (mid,) = store(
        project,
        "Dependencies only through uv: `uv add <pkg>`. Never `pip install` into the venv.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "uv add httpx") == []
    assert bash(project, tmp_path, "pip install httpx", "s-2") == [mid]


def test_a_template_left_unfilled_is_not_the_step(project, tmp_path):
    """`nix flake update <input>` prescribed: a bare `nix flake update` is not it."""
    (mid,) = store(
        project,
        "Update flake inputs one at a time (`nix flake update <input>`); the bare command "
        "moves every pin at once.",
    )
    assert bash(project, tmp_path, "nix flake update") == [mid]
    assert bash(project, tmp_path, "nix flake update nixpkgs", "s-2") == []


def test_a_template_in_a_sequence_still_reminds_what_follows(project, tmp_path):
    """`poetry add <pkg>`, then `make export-reqs`: the step that follows is due."""
    (mid,) = store(
        project,
        "Adding a dependency: `poetry add <pkg>`, then `make export-reqs` to refresh the "
        "image's requirements.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "poetry add pyarrow") == [mid]


def test_a_command_that_only_reads_a_file_is_not_tied_to_it(project, tmp_path):
    """`git log -- schema.ts` reads what a memory about editing it names: silent; an
    edit of the file is still tied."""
    (mid,) = store(
        project,
        "drizzle/*.sql are generated from src/db/schema.ts; after a schema change run "
        "`bunx drizzle-kit generate`.",
    )
    assert bash(project, tmp_path, "git log --oneline -5 -- src/db/schema.ts") == []
    assert bash(project, tmp_path, "cat src/db/schema.ts | head -20", "s-2") == []
    assert edit(project, tmp_path, "src/db/schema.ts", session="s-3") == [mid]


def test_searching_for_forbidden_code_does_not_write_it(project, tmp_path):
    """A grep for the call a memory forbids finds where it is written; it writes none."""
    (mid,) = store(
        project,
        "Broadcasts go through Chat.broadcast/2; never call `Phoenix.PubSub.broadcast` directly.",
        kind="decision",
    )
    assert bash(project, tmp_path, 'grep -rn "Phoenix.PubSub.broadcast" lib/') == []
    new = "Phoenix.PubSub.broadcast(Relay.PubSub, topic, msg)\n"
    assert edit(project, tmp_path, "lib/relay_web/live/room.ex", new, "s-2") == [mid]


def test_a_reading_command_is_still_tied_by_a_memory_about_it(project, tmp_path):
    """A preference about `grep -r` itself is about the reading command."""
    (mid,) = store(project, "Use `rg` instead of `grep -r` for searching.", kind="preference")
    assert bash(project, tmp_path, 'grep -r "TODO" src/') == [mid]


def test_a_file_work_is_sent_to_is_a_destination(project, tmp_path):
    """`versions live only in X`, `moved to X`, `move that code to X`: an edit of X
    follows the memory already; an edit of the file it warns about is still tied."""
    ids = store(
        project,
        "Central package management: versions live only in Directory.Packages.props.",
        "The dev profile is gone: config/application-dev.yml moved to "
        "config/application-local.yml; use the local profile.",
        "A runtime script using the editor API breaks the player build: move that code to "
        "Assets/Scripts/Editor or wrap it in #if UNITY_EDITOR.",
    )
    assert edit(project, tmp_path, "Directory.Packages.props") == []
    assert edit(project, tmp_path, "config/application-local.yml", session="s-2") == []
    assert edit(project, tmp_path, "Assets/Scripts/Editor/Build.cs", session="s-3") == []
    assert edit(project, tmp_path, "config/application-dev.yml", session="s-4") == [ids[1]]


def test_a_version_13_store_is_keyed_again_with_destinations(tmp_path):
    """m014: a store keyed by m013's rules is keyed again: a file the memory sends work
    to (`live only in X`) becomes a destination."""
    from retain.store import migrations, queries
    from test_db import _store_at

    db = tmp_path / "v13.db"
    conn = _store_at(db, migrations.MIGRATIONS[:13])
    mid = queries.insert_memory(
        conn, text="Versions live only in Directory.Packages.props.", kind="decision",
        valence="fact", scope="user", project_id=None, trust="user", confidence=0.9,
        now=1.0,
    )  # fmt: skip
    conn.execute("DELETE FROM tool_keys")
    conn.execute("INSERT INTO tool_keys VALUES ('file', 'Directory.Packages.props', ?, '')", (mid,))
    conn.commit()
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = set(conn.execute("SELECT kind, key, target FROM tool_keys WHERE memory_id = ?", (mid,)))
    assert keys == {("file", "Directory.Packages.props", "=")}
    conn.close()


def test_folders_listed_together_describe_a_layout(project, tmp_path):
    """`workspace (apps/mobile, packages/api, packages/ui)`: an edit in one of them is
    not what the memory is about; the file it names still ties it."""
    (mid,) = store(
        project,
        "melos workspace (apps/mobile, packages/api, packages/ui). After changing any "
        "pubspec.yaml run `melos bootstrap` from the root.",
        kind="procedure",
    )
    assert edit(project, tmp_path, "packages/ui/lib/button.dart") == []
    assert edit(project, tmp_path, "packages/ui/pubspec.yaml", session="s-2") == [mid]


def test_a_fact_that_only_describes_a_file_is_not_shown_for_it(project, tmp_path):
    """A fact is wanted when the call gets it wrong; one stating no rule (`CI is X
    (ci.yml)`) leaves nothing to get wrong, one stating a rule of the file still
    shows."""
    (desc,) = store(
        project, "CI is Codemagic (codemagic.yaml); workflows mobile-pr and mobile-release.",
        kind="fact",
    )  # fmt: skip
    (rule,) = store(
        project, "web/tailwind.config.ts only extends the preset; new colours go there.",
        kind="fact",
    )  # fmt: skip
    assert edit(project, tmp_path, "codemagic.yaml") == []
    assert edit(project, tmp_path, "web/tailwind.config.ts", session="s-2") == [rule]
    assert desc != rule


def test_a_second_span_prescribing_the_command_is_followed_too(project, tmp_path):
    """CI runs `dotnet format --verify-no-changes`, run `dotnet format` locally: a call
    running the second form follows the memory."""
    (mid,) = store(
        project,
        "CI runs `dotnet format --verify-no-changes`; run `dotnet format` (no flags) "
        "locally to fix, never hand-reindent.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "dotnet format") == []
    assert bash(project, tmp_path, "dotnet format --verify-no-changes", "s-2") == []
    assert mid > 0


def test_a_tool_run_by_its_path_is_that_tool(project, tmp_path):
    """`./vendor/bin/sail composer lint` is the `sail composer lint` a memory prescribes."""
    (mid,) = store(
        project, "Before pushing: `sail composer lint` (Pint).", kind="procedure"
    )  # fmt: skip
    assert bash(project, tmp_path, "./vendor/bin/sail composer lint") == []
    assert mid > 0


def test_a_failure_s_second_line_describes_as_much_of_it(project, tmp_path):
    """Two memories share a run of the error line; the one quoting all of it is shown,
    the one sharing only its opening words is another error's memory."""
    first, second = store(
        project,
        "`gradle: error: Unable to find a device matching the provided device "
        "specifier` with Pixel 9: only the Pixel 7 emulator is installed here and on CI.",
        "`gradle: error: Unable to find the release keystore`: set KEYSTORE_PATH to "
        "the shared keystore first.",
        kind="bugfix",
    )
    error = (
        "Exit code 70\ngradle: error: Unable to find a device matching the provided "
        "device specifier: Pixel 9"
    )
    shown = failure(project, tmp_path, "gradle connectedCheck -Pdevice=Pixel9", error)
    assert shown == [first]
    assert second not in shown
