"""Which key deserves a line at a tool call, sixth round, through the real hook
(hooks/retain-hook pre-tool as a subprocess fed Claude Code's payloads): a family of
files named by extension, a command line of a tool retain's command table does not know,
an option a memory warns about, a folder work is sent to with `go in`, and a Write of a
new file where a memory keeps the old ones as they are. The memories are invented for
each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core import toolkeys
from test_tool_hook_keys import bash, edit, store, write


def test_a_family_of_files_by_extension_ties_an_edit_of_any_of_them(project, tmp_path):
    """ "never hand-edit .lock.json files": every `*.lock.json` of the project."""
    (mid,) = store(
        project,
        "The .lock.json files are rewritten by `vendorize sync`; never hand-edit them.",
    )
    assert edit(project, tmp_path, "deps/ui/widgets.lock.json") == [mid]
    assert edit(project, tmp_path, "deps/ui/widgets.json", session="s-2") == []


def test_a_glob_family_is_read_with_what_is_done_to_the_files(project, tmp_path):
    """`*.pb.swift` made by a tool is a family; `*.yaml` holding secrets is about what
    goes in the files, which a key cannot tell, so it keys nothing."""
    generated, contents = store(
        project,
        "Everything matching *.pb.swift is generated from the protos; change the .proto.",
        "No tokens in *.yaml: they are committed.",
    )
    assert edit(project, tmp_path, "Sources/Net/Feed.pb.swift") == [generated]
    assert edit(project, tmp_path, "deploy/values.yaml", session="s-2") == []
    assert toolkeys.memory_keys("No tokens in *.yaml: they are committed.") == []
    assert contents


def test_a_family_named_with_its_folder_is_that_folder_only():
    keys = toolkeys.memory_keys("Never edit the .rs files in src/bindings by hand.")
    assert ("dir", "src/bindings", "") in keys
    assert not [k for k in keys if k[1].startswith("*")]


def test_a_file_belongs_to_each_of_its_families():
    # its extension families first, longest first; then the name patterns it matches
    # (retain.core.toolglobs: `icon.*.meta`), which no extension family is
    families = toolkeys.name_families("a/b/icon.fbx.meta")
    assert families[:2] == ["*.fbx.meta", "*.meta"]
    assert not any(f.startswith("*") for f in families[2:])
    assert toolkeys.name_families(".env") == []


def test_a_command_line_of_an_unknown_tool_keys_no_folder_of_its_own(project, tmp_path):
    """The glob in `stylua --check lua/*.lua` is where the check runs, not a folder
    every edit in should hear about."""
    (mid,) = store(project, "Lint Lua with `stylua --check lua/*.lua` before pushing.")
    assert edit(project, tmp_path, "lua/init.lua") == []
    assert bash(project, tmp_path, "stylua lua/*.lua", session="s-2") == [mid]
    assert bash(project, tmp_path, "stylua --version", session="s-3") == []


def test_a_prescribed_option_left_out_of_the_same_target_fires(project, tmp_path):
    """`nixdeploy .#edge --dry-activate` prescribed: `nixdeploy .#edge` leaves out the
    option; the line run as written, or a run for another target, is silent."""
    (mid,) = store(
        project,
        "Roll out with `nixdeploy .#edge --dry-activate` first; activation comes after review.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "nixdeploy .#edge") == [mid]
    assert bash(project, tmp_path, "nixdeploy .#edge --dry-activate", session="s-2") == []
    assert bash(project, tmp_path, "nixdeploy .#db", session="s-3") == []


def test_an_option_warned_about_ties_only_a_run_passing_it(project, tmp_path):
    """`git clean -fdx` warned against: `git clean -n` (a dry run) passes none of its
    options and is another command."""
    (mid,) = store(
        project,
        "Never `git clean -fdx` in the checkout: it deletes the local .env and the certs.",
    )
    assert bash(project, tmp_path, "git clean -fdx") == [mid]
    assert bash(project, tmp_path, "git clean -n", session="s-2") == []


def test_work_that_goes_in_a_folder_makes_it_a_destination():
    keys = toolkeys.memory_keys("Shared widgets go in ui/common/, never in each screen.")
    assert ("dir", "ui/common", toolkeys.DESTINATION) in keys


def test_a_write_of_a_new_file_follows_an_append_only_folder_rule(project, tmp_path):
    """`schema/changes/` keeps its files: a Write (a new file) is what it asks for, an
    Edit of one of them is what it forbids; a memory about how to make the new file is
    still the Write's."""
    (keep,) = store(
        project,
        "schema/changes/ is append-only once released; add a new change file instead.",
    )
    assert write(project, tmp_path, "schema/changes/0042_tags.sql", "ALTER ...", "s-1") == []
    assert edit(project, tmp_path, "schema/changes/0041_users.sql", session="s-2") == [keep]
    (make,) = store(
        project,
        "New schema change: `make change name=x` creates it in ledger/changes/; add a new "
        "one rather than editing.",
        kind="procedure",
    )
    assert write(project, tmp_path, "ledger/changes/0007_x.sql", "ALTER ...", "s-3") == [make]


def test_a_regenerated_file_is_generated():
    assert toolkeys.says_generated("The .xcodeproj is regenerated by xcodegen.")


def test_a_tool_named_plainly_as_not_to_run_ties_a_run_of_it(project, tmp_path):
    """ "don't run yapf-ng or pep8-fix": a run of either is what the memory warns about,
    however many memories name the tool (the content rule needs a rare word); `ruff
    format`, which it prescribes, is silent."""
    mid, *_ = store(
        project,
        "Format with `ruff format`; don't run yapf-ng or pep8-fix, they undo each other.",
        "The pep8-fix settings in setup.cfg are left from 2022.",
        "CI's legacy lint image still ships pep8-fix 2.1.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "pep8-fix -i svc/app.py") == [mid]
    assert bash(project, tmp_path, "ruff format svc/", session="s-2") == []
    assert toolkeys.memory_keys("Never run it twice.") == []


def test_the_one_file_a_memory_has_in_mind_is_no_family():
    """ "delete the .po file" points at a file the memory already named; "a .po file" and
    "the .po files" name every file of the kind."""
    one = (
        "`make i18n` fails with a duplicate catalog when a stray locale/fr/app.po sits "
        "next to the generated one. Delete the .po file."
    )

    def family(text: str) -> bool:
        return any(k[1] == "*.po" for k in toolkeys.memory_keys(text))

    assert not family(one)
    assert family("Never edit a .po file by hand.")
    assert family("The .po files are generated.")
    assert not family("Diese .po Datei wurde von Hand geändert.")
