"""Round 14 of the PreToolUse hook's precision (issue 29), through the real hook
(hooks/retain-hook as a subprocess fed Claude Code's payloads): a prescribed command run
from the project's root after a `cd` there is the step as prescribed; an option a memory
names after `without` is one it asks for; the fix after a symptom's arrow is prescribed,
not warned against. And the two speed-ups of the round give the same answers: word
counts asked in one statement, trigger clauses looked for only in a memory with a cue.
The memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

import json
from pathlib import Path

from test_tool_hook_keys import bash, store

REPO = Path(__file__).resolve().parents[1]


# -- `cd <root> &&`: not a moved run -------------------------------------------------


def test_a_prescribed_command_after_a_cd_to_the_root_is_the_step(project, tmp_path):
    (mid,) = store(project, "Regenerate the client with `make openapi-client`, never by hand.")
    assert bash(project, tmp_path, f"cd {project} && make openapi-client") == []
    assert bash(project, tmp_path, f"cd '{project}'; make openapi-client", "s-2") == []
    # run from another folder, it is not the step as prescribed
    (project / "web").mkdir()
    assert bash(project, tmp_path, "cd web && make openapi-client", "s-3") == [mid]


def test_rooted_keeps_a_cd_elsewhere():
    from retain.rank.toolcall import rooted

    assert rooted("cd /r && make x", "/r", "/r") == "make x"
    assert rooted("cd .. && make x", "/r/web", "/r") == "make x"
    assert rooted("cd web && make x", "/r", "/r") == "cd web && make x"
    assert rooted("cd /elsewhere && make x", "/r", "/r") == "cd /elsewhere && make x"


# -- `without X`: X is needed ----------------------------------------------------------


def test_an_option_named_after_without_is_asked_for(project, tmp_path):
    store(
        project,
        "Headless editor runs need -batchmode -nographics -logFile - ; without `-logFile -` "
        "you see nothing and it looks like it hangs",
        kind="lesson",
    )
    call = "/opt/Editor/Unity -batchmode -nographics -quit -projectPath . -logFile -"
    assert bash(project, tmp_path, call) == []


def test_without_makes_a_form_prescribed_in_every_language():
    from retain.rank.toolcontent import memory_forms

    forms = memory_forms("never run a playbook without --check --diff first")
    assert ("--check", "+") in forms and ("--diff", "+") in forms
    assert ("--frozen-lockfile", "+") in memory_forms("nie pnpm install ohne --frozen-lockfile")
    # a prohibition of the form itself still forbids it
    assert ("unwrap", "-") in memory_forms("Never use `unwrap()` in handlers")


# -- the fix after a symptom's arrow --------------------------------------------------


def test_the_fix_after_an_arrow_is_not_warned_against(project, tmp_path):
    store(
        project,
        "Integration tests on colima: 'Could not find a valid Docker environment' -> export "
        "DOCKER_HOST=unix://$HOME/.colima/default/docker.sock before ./gradlew test",
        kind="lesson",
    )
    call = "export DOCKER_HOST=unix://$HOME/.colima/default/docker.sock && ./gradlew test"
    assert bash(project, tmp_path, call) == []


# -- the speed-ups give the same answers --------------------------------------------


def test_word_counts_in_one_statement_are_word_count_each(project):
    from retain import Memory
    from retain.store.sqlite_tool import ToolStore

    mem = Memory(embedder=None, project=str(project))
    for i in range(5):
        mem.add(f"alpha beta{i} gamma{i % 2} delta-{i} café", kind="fact", embed=False)
    from retain import config

    store = ToolStore(config.db_file(), check=False)
    words = ["alpha", "beta1", "gamma0", "delta", "café", "absent", "alpha", 'quo"te']
    many = [f"w{i}" for i in range(250)]  # more than one statement's worth
    with store.session():
        assert store.word_counts(words, 3) == {w: store.word_count(w, 3) for w in words}
        assert store.word_counts(many, 3) == dict.fromkeys(many, 0)
        assert store.word_counts([], 3) == {}


def _memory_texts() -> list[str]:
    out = []
    for path in sorted((REPO / "benchmarks" / "data").glob("toolcalls*/*.json")):
        data = json.loads(path.read_text())
        if isinstance(data, dict):
            out += [m["text"] for m in data.get("memories", [])]
    return out


def test_every_trigger_clause_has_the_cue():
    from retain.core import toolwhen

    texts = _memory_texts() + [
        "Every @Entity change needs a `version` bump",
        "after adding or renaming Addressable assets, rebuild content",
        "Changed a model? run the generator",
        "for a schema change run make migrate",
        "bei jeder Feldänderung Version erhöhen",
        "chaque modification du schéma: régénérer",
        "cada cambio en el esquema necesita migración",
        "New components: Composition API",
        "neue Komponenten immer mit Tests",
        "componentes novos usam hooks",
    ]
    clauses = 0
    for text in texts:
        if toolwhen._TRIGGERS.search(text) or toolwhen._NEW.search(text):
            clauses += 1
            assert toolwhen._CUE.search(text), text
    assert clauses > 50
    # and a memory without one is read as none without the long patterns
    assert toolwhen.triggers("The API listens on 8080 in dev.") == []


# -- a command named in prose ends at a shell's `&&` ------------------------------------


def test_a_prose_command_before_and_and_is_the_step_run_as_named(project, tmp_path):
    store(
        project,
        "Before opening a PR: poetry run ruff check && poetry run mypy src && make unit. "
        "CI runs exactly those.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "poetry run ruff check") == []
    assert bash(project, tmp_path, "poetry run mypy src", "s-2") == []
