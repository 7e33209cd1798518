"""A tool named plainly and followed by a conjunction or "without" has no subcommand
there (no `composer or` key), and a family of files named with a plural file word before
its extension, as Russian, French or Spanish put it (issue 29, round 42). The memories
are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core import toolforms, toolkeys
from test_tool_hook_keys import edit, store


def _commands(text: str) -> list[str]:
    return [key for kind, key, _ in toolkeys.memory_keys(text) if kind == "cmd"]


def test_a_conjunction_after_a_tool_is_no_subcommand():
    assert _commands("Ask before adding anything through composer or through yarn.") == []
    assert _commands("Nunca instalar nada com pip ou com cargo sem perguntar.") == []
    assert _commands("Keine neuen Pakete über npm oder über gem.") == []
    assert _commands("Never run pytest without the fixtures container up.") == []
    # a conjunction after a real subcommand ends the key there
    assert _commands("Start it with docker compose ni rien d'autre.") == ["docker compose"]
    # a subcommand is still read, and `npm i` is npm's install, not Polish "and"
    assert _commands("Run make lint before a commit.") == ["make lint"]
    assert _commands("Never npm i here: the lockfile is pnpm's.") == ["npm i"]


def test_a_plural_file_word_before_an_extension_names_a_family(project, tmp_path):
    assert toolforms.families("Файлы `.gen.ts` генерируются, руками не править.") == ["*.gen.ts"]
    assert toolforms.families("Les fichiers .mo sont générés : ne pas les modifier.") == ["*.mo"]
    assert toolforms.families("Los archivos .bin no se editan a mano.") == ["*.bin"]
    # one file by its name after the singular word stays that file, not a family
    assert toolforms.families("Edit the file .npmrc by hand only.") == []
    (mid,) = store(project, "Файлы `.gen.ts` генерируются из схемы; руками не править.")
    assert edit(project, tmp_path, "web/api/client.gen.ts") == [mid]
    assert edit(project, tmp_path, "web/api/client.ts", session="s-2") == []


def test_a_longer_form_warned_against_is_no_run_of_the_prescribed_command():
    from types import SimpleNamespace
    from typing import cast

    from retain.core.candidate import Candidate, Tie
    from retain.rank import tooltie

    text = "Schema work goes through `dotnet ef` migrations; never `dotnet ef database drop`."
    memory = cast(Candidate, SimpleNamespace(id=7, text=text))
    found = [Tie(memory, "cmd", "dotnet ef", "+dotnet ef")]
    kept, done = tooltie.by_command(found, "dotnet ef database drop --force")
    assert (kept, done) == (found, set())  # the warned form: the memory speaks
    kept, done = tooltie.by_command(found, "dotnet ef migrations add AddOrders")
    assert (kept, done) == ([], {7})  # the prescribed run: nothing new to say
