"""A memory whose subject is a failure (retain.core.toolsymptom) before a call, through
the real hook (hooks/retain-hook as a subprocess fed Claude Code's payloads): the file,
folder or command it names is where the error showed or where the fix goes, so an edit
there or a run of that command does not bring it up; an edit that works on the code it
names, a Write of a new file there, and the error itself still do. The memories are
invented for the rule, not taken from a benchmark."""

from __future__ import annotations

from pathlib import Path

from retain.core import toolsymptom
from test_tool_hook import context_of, fixture, run
from test_tool_hook_keys import bash, failure, shown, store


def _edit(project: Path, tmp_path: Path, rel: str, old: str, new: str, tool: str = "Edit"):
    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch()
    payload = fixture("PreToolUse", tool, project)
    if tool == "Write":
        payload["tool_input"] = {"file_path": str(path), "content": new}
    else:
        payload["tool_input"] = {"file_path": str(path), "old_string": old, "new_string": new}
    return shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse"))


SEGFAULT = (
    "Segfaults in tally_sum with strided inputs: src/ext/tally.c assumed contiguous data. "
    "Inputs must go through PyArray_FROM_OTF(obj, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY)."
)


def test_an_unrelated_edit_of_the_file_a_failure_names_is_quiet(project, tmp_path):
    store(project, SEGFAULT, kind="bugfix")
    old, new = "    return PyModule_Create(&mod);", "    return PyModule_Create(&tally_mod);"
    assert _edit(project, tmp_path, "src/ext/tally.c", old, new) == []


def test_an_edit_taking_away_the_code_it_names_brings_it_up(project, tmp_path):
    (mid,) = store(project, SEGFAULT, kind="bugfix")
    old = "    arr = (PyArrayObject *)PyArray_FROM_OTF(obj, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY);"
    new = "    arr = (PyArrayObject *)obj;"
    assert _edit(project, tmp_path, "src/ext/tally.c", old, new) == [mid]


def test_an_edit_applying_the_fix_is_quiet(project, tmp_path):
    store(
        project,
        "molecule on the newer docker: 'error mounting /sys/fs/cgroup' when creating the "
        "instance -> molecule/default/molecule.yml needs privileged: true and "
        "cgroupns_mode: host.",
        kind="lesson",
    )
    old, new = "    image: debian:12\n", "    image: debian:12\n    cgroupns_mode: host\n"
    assert _edit(project, tmp_path, "molecule/default/molecule.yml", old, new) == []


def test_a_rule_about_the_file_is_still_tied_to_any_edit_of_it(project, tmp_path):
    (mid,) = store(
        project, "src/ext/tally.c assumes contiguous data: never pass strided arrays in."
    )
    old, new = "    return PyModule_Create(&mod);", "    return PyModule_Create(&tally_mod);"
    assert _edit(project, tmp_path, "src/ext/tally.c", old, new) == [mid]


def test_a_symptom_told_in_words_is_a_failure_too(project, tmp_path):
    store(
        project,
        "If the app dies with a nil config value under profile :test, config/app.edn is "
        "missing the :test branch of that #profile.",
        kind="lesson",
    )
    old, new = " :http {:port 8080}", " :http {:port 8090}"
    assert _edit(project, tmp_path, "config/app.edn", old, new) == []


def test_a_run_of_the_command_a_failure_names_is_quiet(project, tmp_path):
    store(
        project,
        "Golden diffs that differ only in the version line — the test must build with "
        '-ldflags "-X main.version=test"; that is what `make test` does, plain go test does not.',
        kind="bugfix",
    )
    assert bash(project, tmp_path, "go test ./...") == []


def test_a_write_of_a_new_file_where_the_failure_showed_brings_it_up(project, tmp_path):
    (mid,) = store(
        project,
        "'Serializer for class 'X' is not found' only in release builds: the DTO in "
        "data/remote/dto lacks @Serializable, or R8 stripped it.",
        kind="bugfix",
    )
    body = "data class TrackDto(val id: String)\n"
    assert _edit(project, tmp_path, "data/remote/dto/TrackDto.kt", "", body, "Write") == [mid]
    old, new = "val id: String", "val id: Long"
    assert _edit(project, tmp_path, "data/remote/dto/UserDto.kt", old, new) == []


def test_a_command_run_in_a_folder_the_failure_names_is_no_work_on_its_code(project, tmp_path):
    store(
        project,
        "Xcode 'No such module 'Shared'' after a clean: open iosApp/iosApp.xcworkspace, "
        "not the .xcodeproj, and run `pod install` in iosApp/ first.",
        kind="bugfix",
    )
    assert bash(project, tmp_path, "./gradlew :shared:podspec && (cd iosApp && pod install)") == []


def test_the_failure_hook_still_answers_the_error(project, tmp_path):
    (mid,) = store(
        project,
        "`ERROR! Attempting to decrypt but no vault secrets found` -> pass --vault-id "
        "fleet@~/.config/fleet/vault-pass; the pass file is not in the repo.",
        kind="bugfix",
    )
    error = "Exit code 1\nERROR! Attempting to decrypt but no vault secrets found"
    assert failure(project, tmp_path, "ansible-playbook site.yml", error) == [mid]


def test_what_reads_as_a_failure_subject():
    assert toolsymptom.about_failure("Windows builds fail with `undeclared identifier: 'x'`.")
    assert toolsymptom.about_failure("Xcode 'No such module 'Shared'' after a clean: open it.")
    assert toolsymptom.about_failure("Flaky spec/a_spec.rb failures: run with the seed.")
    assert toolsymptom.about_failure("Wenn Jest mit `ECONNREFUSED` abbricht, starte db.")
    # a rule, a command line quoted, one name: no failure as the subject
    assert not toolsymptom.about_failure("Never edit gen/; run `make gen` instead.")
    assert not toolsymptom.about_failure(
        "*.g.dart files are generated by `dart run build_runner build --delete-conflicting-"
        "outputs`; never edit them."
    )
    assert not toolsymptom.about_failure("Handlers fail through `throwError` in AppM.")
    # a setting, then the error opening the next clause
    assert toolsymptom.about_failure("tox on py3.13: 'error: invalid command bdist' -> pin x")
    # the subject ends at the first colon, arrow or sentence end, quotes read whole
    assert toolsymptom.subject("`a: b. c` in x: fix y") == "`a: b. c` in x"


def test_a_note_labelled_as_such_is_read_after_its_label(project, tmp_path):
    # "Note to self:" names no subject: what follows it is the failure the note is about
    store(
        project,
        "Note to self: `tox -e py` ends with 'ERROR: InvocationError for command' only; the "
        "failing assertion is further up, under the test's own header.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "tox -e py") == []
    # a labelled rule about the same command is still tied to it
    (mid,) = store(
        project,
        "Note to self: never run `terraform destroy` here; the state is shared with prod.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "terraform destroy") == [mid]


def test_a_label_is_not_the_subject():
    note = "Note to self: `mix test` ends with 'Finished with 1 failure'; scroll up."
    assert toolsymptom.subject(note) == "`mix test` ends with 'Finished with 1 failure'"
    assert toolsymptom.about_failure(note)
    assert toolsymptom.about_failure("Reminder - when `dune build` fails, read the first error.")
    assert not toolsymptom.about_failure("Note: `npm test` runs in watch mode; add --run.")
    # a colon later in a sentence is no label
    assert toolsymptom.subject("Notebooks: strip outputs") == "Notebooks"


def test_a_note_on_what_a_command_prints_waits_for_its_output(project, tmp_path):
    # what a wrapper prints when it fails, told of the command: nothing to do before a run
    # of it or an edit of the file it names, only once that output is seen
    store(
        project,
        "Note to self: `make check` prints only the count of checks at the end; the "
        "first finding is further up, under 'Offenses:'. Read it there.",
        kind="lesson",
    )
    store(
        project,
        "Note to self: when `nox -s docs` ends with only a summary line, open "
        "docs/_build/report.txt for the details.",
        kind="lesson",
    )
    store(
        project,
        "Note to self: `make spec` ends with make's own 'make: *** [Makefile:9: spec] Error 1'; "
        "the real failure is the expectation above it, usually in spec/ledger_spec.rb.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "bundle exec rspec spec/ledger_spec.rb") == []
    assert _edit(project, tmp_path, "spec/ledger_spec.rb", "a", "b") == []
    assert bash(project, tmp_path, "make check") == []
    assert bash(project, tmp_path, "nox -s docs") == []
    assert _edit(project, tmp_path, "docs/_build/report.txt", "a", "b") == []
    # a note telling what a run does (no output described) is still tied to the run
    (mid,) = store(
        project,
        "Note to self: `pnpm dev:all` starts four watchers and never returns; run it in "
        "the background.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "pnpm dev:all") == [mid]


def test_what_reads_as_a_note_on_output():
    assert toolsymptom.about_output("Note to self: `west flash` ends with 'FATAL ERROR'.")
    assert toolsymptom.about_output("when `rush build` only prints 'Operations failed'")
    assert toolsymptom.about_output("`make ci` prints only the summary; scroll up.")
    assert not toolsymptom.about_output("`pnpm test` starts vitest in watch mode.")
    assert not toolsymptom.about_output("The booking calendar shows trips eight weeks ahead.")
    assert not toolsymptom.about_output("hatch build says nothing when tests/data slips in.")
