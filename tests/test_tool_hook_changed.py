"""A file a memory names, changed by a Bash command rather than the Edit tool (issue 29),
through the real hook (hooks/retain-hook pre-tool as a subprocess fed Claude Code's
payloads): `rm`, `sed -i`, a redirection, a copy onto it look the file up as an edit of it
does (its folder, its family, a generated file's source); a command that only reads or
names the path, a path outside the project, a sibling folder stay silent. The memories
are invented for the rule, not taken from a benchmark."""

from __future__ import annotations

from test_tool_hook import context_of, fixture, run
from test_tool_hook_keys import bash, shown, store


def _changed(command: str) -> list[tuple[str, bool]]:
    from retain.core.toolcommand import split_command
    from retain.core.toollookup import changed

    return [c for seg in split_command(command) for c in changed(seg)]


def test_what_real_tools_change():
    assert _changed("rm -f a/x.snap") == [("a/x.snap", "remove")]
    assert _changed("git mv a.cs b/a.cs") == [("a.cs", "move"), ("b/a.cs", "move")]
    assert _changed("sed -i 's/a/b/' conf/app.yaml") == [("conf/app.yaml", "rewrite")]
    assert _changed("sed -i.bak -e s/a/b/ -e s/c/d/ x.txt") == [("x.txt", "rewrite")]
    assert _changed("perl -pi -e 's/a/b/' lib/X.pm") == [("lib/X.pm", "rewrite")]
    assert _changed("echo done >> NOTES.txt") == [("NOTES.txt", "rewrite")]
    assert _changed("make 2>&1 | tee build.log") == [("build.log", "rewrite")]
    assert _changed("cp ~/Downloads/x.dll Assets/Plugins/") == [("Assets/Plugins/x.dll", "rewrite")]
    assert _changed("gofmt -w cmd/main.go") == [("cmd/main.go", "rewrite")]
    # reading, printing, a script's own words, a check-only formatter: nothing changes
    for command in (
        "cat a/x.snap",
        "sed -n 1,5p conf/app.yaml",
        "perl -pe 's/a/b/' lib/X.pm",
        'echo "rm a/x.snap > b"',
        "make 2>/dev/null",
        "gofmt -l cmd/main.go",
        "black --check src/",
        "git rm --cached secrets.env",
    ):
        assert _changed(command) == [], command


def test_a_rewrite_is_a_change_of_the_family_a_memory_names(project, tmp_path):
    """`*.snap` is a family an edit of `tests/__snapshots__/a.snap` looks up; a `sed -i` of
    it looks it up too. Reading it, naming it in an echo, a name merely containing it, a
    path outside the project: silent."""
    (mid,) = store(project, "Never hand-edit *.snap files; run `npm test -- -u`.")
    assert bash(project, tmp_path, "sed -i 's/3/4/' tests/__snapshots__/cart.ts.snap") == [mid]
    assert bash(project, tmp_path, "cat tests/__snapshots__/cart.snap", "s-2") == []
    assert bash(project, tmp_path, 'echo "sed -i s/3/4/ tests/cart.snap"', "s-3") == []
    assert bash(project, tmp_path, "sed -i 's/3/4/' tests/cart.snapshot.json", "s-4") == []
    assert bash(project, tmp_path, "sed -i 's/3/4/' /tmp/cart.snap", "s-5") == []


def test_an_in_place_rewrite_is_an_edit_of_the_folder_a_memory_names(project, tmp_path):
    (mid,) = store(project, "third_party/zlib/ is a vendored copy: never patch it in place.")
    assert bash(project, tmp_path, "sed -i 's/a/b/' third_party/zlib/inflate.c") == [mid]
    assert bash(project, tmp_path, "sed -n 1,20p third_party/zlib/inflate.c", "s-2") == []
    assert bash(project, tmp_path, "sed -i 's/a/b/' third_party/zlib-ng/inflate.c", "s-3") == []


def test_a_call_from_a_subfolder_changes_the_file_under_it(project, tmp_path):
    """The same rewrite run from `third_party/` names the file relative to it."""
    (mid,) = store(project, "third_party/zlib/ is a vendored copy: never patch it in place.")
    (project / "third_party").mkdir()
    payload = fixture("PreToolUse", "Bash", project)
    payload["cwd"] = str(project / "third_party")
    payload["tool_input"] = {"command": "perl -pi -e 's/a/b/' zlib/inflate.c"}
    assert shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse")) == [mid]


def test_rewriting_a_generated_file_brings_the_fact_naming_its_source(project, tmp_path):
    """A fact that a file is generated speaks to an edit of it; a command rewriting it
    (`sed -i`, a redirection onto it) is one. Moving it writes none of its text."""
    (mid,) = store(
        project, "web/src/gen/client.ts is generated from api/openapi.yaml.", kind="fact"
    )
    assert bash(project, tmp_path, "sed -i 's/any/unknown/' web/src/gen/client.ts") == [mid]
    assert bash(project, tmp_path, "cat web/src/gen/client.ts", "s-2") == []
    assert bash(project, tmp_path, "git mv web/src/gen/client.ts web/src/gen/api.ts", "s-3") == []


def test_a_removal_writes_nothing_in_its_folder(project, tmp_path):
    """A folder's rule is about what is written in it: rewriting a file there speaks,
    deleting one (output a build makes again) does not, nor a family's."""
    (mid,) = store(project, "Files in src/gen/ come from `make gen`: never edit them by hand.")
    assert bash(project, tmp_path, "sed -i 's/int32/int64/' src/gen/ids.go") == [mid]
    assert bash(project, tmp_path, "rm src/gen/ids.go && make gen", "s-2") == []
    (snap,) = store(project, "Never hand-edit *.snap files; run `npm test -- -u`.")
    assert bash(project, tmp_path, "rm tests/__snapshots__/cart.ts.snap", "s-3") == []


def test_a_copy_into_a_folder_keeps_the_closer_tie_of_what_it_copies(project, tmp_path):
    """A memory the copy's destination folder ties is still read for the files the command
    names (`fixtures/private/*.wav`): that tie ranks it before a memory on the run after."""
    (rule,) = store(
        project,
        "The recordings in fixtures/private/*.wav are licensed: never copy them into site/static/.",
    )
    store(project, "Never run `hugo --minify` with HUGO_DEPLOY set: it publishes the site.")
    command = "cp fixtures/private/call.wav site/static/ && hugo --minify"
    assert bash(project, tmp_path, command) == [rule]
