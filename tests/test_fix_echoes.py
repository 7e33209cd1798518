"""Failure -> fix learning, round 35: which output line a learned fix names
(retain.sleep.fix_telling.winner, retain.sleep.fix_echoes). The deepest link of uv's arrow
chain is the cause; a line of source quoted behind a gutter and an option's name
(`--error-trace`) say no error; a closing summary repeating the start of a message printed
whole above it loses to that first printing; a package solver's "nothing provides X needed
by Y" names what it lacks, under its "Could not solve" summary.

The tools' outputs are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_detail import telling_error, telling_errors
from retain.sleep.fix_echoes import quoted_source, said_before, without_options
from retain.sleep.fix_telling import decisive_line

UV_CHAIN = (
    "Resolved 12 packages in 3ms\n"
    "  × Failed to download `quill-core==1.4.0`\n"
    "  ├─▶ Failed to fetch: `https://pkgs.example.test/simple/quill-core/q-1.4.0.whl`\n"
    "  ├─▶ error sending request for url (https://pkgs.example.test/simple/q-1.4.0.whl)\n"
    "  ├─▶ client error (Connect)\n"
    "  ╰─▶ invalid peer certificate: BadSignature\n"
    "  help: `quill-core` (v1.4.0) was included because `quill` depends on it\n"
)
UV_PLAIN = (
    "  × No solution found when resolving dependencies:\n"
    "  ╰─▶ Because only lark<1 is available and quill depends on lark>=1.2, we can conclude"
    " that quill's requirements are unsatisfiable.\n"
)
CRYSTAL = (
    "Showing last frame. Use --error-trace for full trace.\n\n"
    "In src/app.cr:4:1\n\n"
    ' 4 | require "lantern-cache"\n'
    "     ^\n"
    "Error: can't find file 'lantern-cache'\n"
)
REPEATED = (
    "vitest v2.1.0\n\n"
    "src/config.ts:\n"
    "✘ Missing configuration values: { API_TOKEN: [ 'Required' ] }\n"
    "error: Missing configuration values\n\n"
    " 0 pass\n 1 fail\n"
)
SOLVER = (
    "Could not solve for environment specs\n"
    "The following package could not be installed\n"
    "└─ lattice 3.1 is not installable because it requires\n"
    "   └─ __glibc >=2.38, which is missing on the system.\n"
    "error    libmamba Could not solve for environment specs\n"
    "nothing provides __glibc >=2.38 needed by lattice-3.1-h1234_0\n"
    "critical libmamba Could not solve for environment specs\n"
)


def test_the_deepest_link_of_uvs_arrow_chain_is_the_cause() -> None:
    assert decisive_line(UV_CHAIN) == "invalid peer certificate: BadSignature"
    assert telling_error(UV_PLAIN).startswith("Because only lark<1 is available and quill")


def test_quoted_source_and_an_options_name_say_no_error() -> None:
    assert decisive_line(CRYSTAL) == "Error: can't find file 'lantern-cache'"
    assert quoted_source(' 4 | require "lantern-cache"'.strip())
    assert quoted_source("3 │ import lantern/json")
    assert not quoted_source("2 errors | see above")
    assert without_options("Use --error-trace for full trace.") == "Use  for full trace."
    assert without_options("error: cannot open x.c") == "error: cannot open x.c"


def test_a_summary_repeating_the_first_printing_loses_to_it() -> None:
    assert (
        decisive_line(REPEATED) == "✘ Missing configuration values: { API_TOKEN: [ 'Required' ] }"
    )


def test_a_summary_of_a_word_or_two_or_saying_more_stays() -> None:
    # two words repeated: any line may start so
    assert said_before(["Build failed: 3 targets", "error: Build failed"], 1) == -1
    # the earlier line says no more after the words: not a fuller printing
    assert (
        said_before(["Missing configuration values", "error: Missing configuration values"], 1)
        == -1
    )
    # the earlier line only starts with the same words in another sentence
    assert (
        said_before(
            ["Missing configuration values were read", "error: Missing configuration values"], 1
        )
        == -1
    )
    assert (
        said_before(
            ["✘ Missing configuration values: {}", "error: Missing configuration values"], 1
        )
        == 0
    )


def test_a_solvers_nothing_provides_names_what_it_lacks() -> None:
    assert decisive_line(SOLVER) == "nothing provides __glibc >=2.38 needed by lattice-3.1-h1234_0"


def test_a_closing_line_wrapping_the_tools_own_error_gives_way_to_it() -> None:
    out = (
        "Error: can't read settings: the schema version 3 of quarry.yml is newer than 2\n"
        "The run stopped on an error: can't read settings: the schema version 3 of "
        "quarry.yml is newer than 2\n"
    )
    assert decisive_line(out).startswith("Error: can't read settings")
    # a log record in capitals the run ends on keeps its closing line (closed_with)
    logged = (
        "ERROR: lock held by another run of quarry\nFAILED: lock held by another run of quarry\n"
    )
    assert decisive_line(logged) == "FAILED: lock held by another run of quarry"


def test_the_closing_line_is_not_quoted_as_the_rest_of_the_message() -> None:
    out = (
        "Exit code 3\n"
        "Error: can't read settings: the schema version 3 of quarry.yml is newer than 2\n"
        "Stopped running with error: can't read settings: the schema version 3 of "
        "quarry.yml is newer than 2\n"
    )
    line, printed = telling_errors(out)
    assert (
        printed == "Error: can't read settings: the schema version 3 of quarry.yml is newer than 2"
    )
