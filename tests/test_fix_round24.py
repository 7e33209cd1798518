"""Failure -> fix learning, round 24: the error a learned fix records is the decisive line
with the other half of its message (retain.sleep.fix_detail): a summary's detail under it,
the line a colon introduces, the link the deepest one hangs off. A line that starts an
error of its own, a hint or a frame is not joined.

Each session is written in Claude Code's JSONL shape (benchmarks/cc_transcript.py); the
projects, tools' runs and messages are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import fixes, session
from retain.sleep.fix_detail import telling_error
from retain.sleep.fix_telling import ERROR_LINE_CHARS, decisive_line

TF = (
    "Initializing provider plugins...\n"
    '- Finding acme/dns versions matching "~> 2.1, >= 3.0.0"...\n\n'
    "Error: Failed to query available provider packages\n\n"
    "Could not retrieve the list of available versions for provider acme/dns: no available"
    " releases match the given constraints ~> 2.1, >= 3.0.0\n\n"
    "To see which modules are currently depending on acme/dns, run:\n    terraform providers\n"
)


def test_a_summary_is_kept_with_the_detail_under_it(tmp_path: Path) -> None:
    t = session("edge")
    t.bash("terraform init -upgrade", TF, exit_code=1)
    t.edit("versions.tf", 'version = "~> 2.1"', 'version = "~> 3.2"')
    t.bash("terraform init -upgrade", "Terraform has been successfully initialized!\n")
    [fix] = fixes(tmp_path, t)
    assert fix.error.startswith("Error: Failed to query available provider packages; ")
    assert "no available releases match the given constraints ~> 2.1, >= 3.0.0" in fix.error
    assert "terraform providers" not in fix.error  # the advice under it is not the detail


def test_a_second_line_of_the_same_message_is_joined() -> None:
    out = (
        "CMake Error: Error: generator : Ninja\n"
        "Does not match the generator used previously: Unix Makefiles\n"
        "Either remove the CMakeCache.txt file and CMakeFiles directory or choose another.\n"
    )
    assert decisive_line(out) == "CMake Error: Error: generator : Ninja"
    assert telling_error(out) == (
        "CMake Error: Error: generator : Ninja; "
        "Does not match the generator used previously: Unix Makefiles"
    )


def test_the_deepest_link_is_kept_with_the_link_it_hangs_off() -> None:
    out = (
        "go: downloading corp.test/lib/auth v0.2.0\n"
        "go: corp.test/lib/auth@v0.2.0: reading https://proxy.corp.test/corp.test/lib/auth/"
        "@v/v0.2.0.mod: 404 Not Found\n"
        "\tserver response: not found: corp.test/lib/auth@v0.2.0: unrecognized import path\n"
    )
    error = telling_error(out)
    assert "reading https://proxy.corp.test/corp.test/lib/auth/@v/v0.2.0.mod: 404 Not Found" in (
        error
    )
    assert error.endswith("server response: not found: corp.test/lib/auth@v0.2.0: unrecognized"
                          " import path")  # fmt: skip


def test_an_error_of_its_own_a_hint_or_a_plain_next_line_is_not_joined() -> None:
    two = "error: could not find `Cargo.toml` in /home/dev/x\nerror: aborting due to 1 error\n"
    assert telling_error(two) == decisive_line(two)
    hint = "Error: Cannot find module 'left-pad'\nRequire stack:\n- /home/dev/app/index.js\n"
    assert telling_error(hint) == "Error: Cannot find module 'left-pad'"
    pytest_like = "E   AssertionError: totals differ\nE   assert 3 == 4 and more words\n"
    assert telling_error(pytest_like) == decisive_line(pytest_like)


def test_a_message_too_long_to_quote_keeps_the_decisive_line_alone() -> None:
    detail = "the artifact checksum does not match " + "x" * ERROR_LINE_CHARS
    out = f"Error: Failed to fetch artifacts\n{detail}\n"
    assert telling_error(out) == decisive_line(out) == "Error: Failed to fetch artifacts"


def test_a_list_under_a_whole_sentence_is_not_its_detail() -> None:
    out = (
        "Failed to install the following SDK components because licences have not been"
        " accepted.\n     platforms;android-35 Android SDK Platform 35\n"
    )
    assert telling_error(out) == decisive_line(out)


def test_a_stack_frame_under_the_line_is_not_its_detail() -> None:
    out = (
        "Error: Failed to load url /src/gen/routes.ts (resolved id: /srv/app/src/gen/routes.ts)"
        " in /srv/app/src/router.ts. Does the file exist?\n"
        " ❯ loadAndTransform node_modules/vite/dist/node/chunks/dep-x.js:51929:22\n"
    )
    assert telling_error(out) == decisive_line(out)
