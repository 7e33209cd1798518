"""Failure -> fix learning, the fix told in words (retain.sleep.fix_told): a command that
ran and passed between a failure and its unchanged rerun is the fix when the agent's
unhedged words after the pass name it in backticks; a guess, a command said but not run
between, or a look names none. And a notice the tool prints on every run, passing or not,
is not the failure's line (retain.sleep.fix_echoes.printed_anyway).

The projects, tools and outputs are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import fixes, session
from retain.sleep.fix_echoes import printed_anyway

NOTICE = "W0042: gatekeep: Could not reliably determine the host name, using 127.0.0.1"
CHECK_FAIL = (
    f"{NOTICE}\n"
    "E0117: Syntax error on line 9 of /etc/gatekeep/sites/ledger.conf:\n"
    "Unknown directive 'UpstreamPool', perhaps provided by a plugin that is not loaded\n"
    "Check failed."
)
CHECK_OK = f"{NOTICE}\nConfiguration OK"
STEP = "sudo gk-plugin load upstream"


def _session(name: str, told: str, *, run_step: bool = True):  # noqa: ANN202
    t = session(name)
    t.user("Check the gatekeep config and reload it.")
    t.bash("sudo gatekeep check", CHECK_FAIL, exit_code=1)
    t.say("The directive comes from the upstream plugin, which is not loaded here.")
    if run_step:
        t.bash(STEP, "Plugin upstream loaded.")
    t.bash("sudo gatekeep check", CHECK_OK)
    t.say(told)
    return t


def test_the_step_the_agent_says_fixed_it_is_the_fix(tmp_path: Path) -> None:
    t = _session("ledger", f"Done: `{STEP}` fixed it, and the check says Configuration OK.")
    [fix] = fixes(tmp_path, t)
    assert STEP in fix.text()
    assert "Unknown directive 'UpstreamPool'" in fix.error


def test_a_guess_names_no_fix(tmp_path: Path) -> None:
    t = _session("guess", f"It passes now; `{STEP}` might have been what fixed it.")
    assert fixes(tmp_path, t) == []


def test_a_step_said_but_not_run_between_names_no_fix(tmp_path: Path) -> None:
    t = _session("unrun", f"The check passes now; `{STEP}` fixed it.", run_step=False)
    assert fixes(tmp_path, t) == []


def test_a_look_named_is_no_fix(tmp_path: Path) -> None:
    t = session("look")
    t.bash("sudo gatekeep check", CHECK_FAIL, exit_code=1)
    t.bash("cat /etc/gatekeep/sites/ledger.conf", "pool UpstreamPool { }")
    t.bash("sudo gatekeep check", CHECK_OK)
    t.say("`cat /etc/gatekeep/sites/ledger.conf` fixed it: the check passes.")
    assert fixes(tmp_path, t) == []


def test_a_notice_printed_on_every_run_is_not_the_error() -> None:
    own = printed_anyway(CHECK_FAIL, CHECK_OK)
    assert NOTICE not in own
    assert "Unknown directive 'UpstreamPool'" in own
    assert printed_anyway("a\n\nb", "a") == "\nb"  # blank lines stay


def test_a_step_joined_before_the_pass_and_named_shortened_is_the_fix(tmp_path: Path) -> None:
    t = session("bytecode")
    t.bash(
        "tox -e py312",
        "ImportError while loading conftest\nE   ImportError: bad magic number in 'ledger.rules'",
        exit_code=1,
    )
    t.bash(
        "find . -name '*.pyc' -not -path './.tox/*' -delete && tox -e py312",
        "12 passed in 0.40s",
    )
    t.say("Stale bytecode shadowed the module; `find . -name '*.pyc' -delete` fixed it.")
    [fix] = fixes(tmp_path, t)
    assert "find . -name '*.pyc' -not -path './.tox/*' -delete" in fix.text()


def test_a_step_named_after_the_failure_came_back_otherwise_is_not_the_first_ones(
    tmp_path: Path,
) -> None:
    t = session("worker")
    t.bash("go run ./cmd/worker", "dial tcp 127.0.0.1:7300: connect: connection refused", 1)
    t.bash(
        "(queued start-dev &) ; sleep 2 ; go run ./cmd/worker",
        "unable to create client: Namespace billing-dev is not found.",
        exit_code=1,
    )
    t.bash("queued namespace create billing-dev && go run ./cmd/worker", "Started worker")
    t.say("Two steps: `queued start-dev` and `queued namespace create billing-dev`.")
    assert all("connection refused" not in f.error for f in fixes(tmp_path, t))


def test_a_step_beside_an_edit_is_left_to_the_agents_account(tmp_path: Path) -> None:
    t = session("linker")
    t.bash("make -C build", "/usr/bin/ld: cannot find -lgrain: No such file or directory", 2)
    t.edit("premake5.lua", 'links { "grain" }', 'libdirs { "vendor/grain" }\nlinks { "grain" }')
    t.bash("premake5 gmake2 --to=build", "Done (41ms).")
    t.bash("make -C build", "Linking app")
    t.say("After `premake5 gmake2 --to=build` it links.")
    assert fixes(tmp_path, t) == []


def test_a_step_is_kept_as_written(tmp_path: Path) -> None:
    t = session("switch")
    t.bash("make", 'Error: Library "ppx_show" not found.', exit_code=2)
    t.bash("eval $(opam env --switch=. --set-switch) && make", "Done: 12/12")
    t.say("It builds with `eval $(opam env --switch=. --set-switch)` before `make`.")
    [fix] = fixes(tmp_path, t)
    assert "`eval $(opam env --switch=. --set-switch)`" in fix.text()
