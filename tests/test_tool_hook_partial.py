"""Pre-tool reach, round 43 follow-up (issue 29), through the real hook and by the rule
alone: a call running part of a command line a memory prescribes for a tool retain's
command table does not know (retain.core.toolspans._partial_verdict), and a Cargo
manifest's table named by a memory asking to be asked before a new crate
(retain.core.toolkeys, retain.core.newdeps). The memories are invented for each rule, not
taken from a benchmark."""

from __future__ import annotations

from retain.core.toolkeys import memory_keys
from retain.core.toolspans import call_tokens, span_verdict
from test_tool_hook_keys import bash, store

LINE = "^gauntlet -C out --suite fast --print-errorlogs"
TEXT = "Check one suite with `gauntlet -C out --suite fast --print-errorlogs`."


def verdict(call: str) -> str:
    return span_verdict(LINE, call_tokens(call), call, TEXT)


def test_a_run_of_part_of_the_line_leaves_out_options_and_their_values():
    """`gauntlet -C out` holds only words of the line: the line with `--suite fast`
    left out, though `fast`, a value it leaves out, would read as a target."""
    assert verdict("gauntlet -C out") == "fire"
    assert verdict("gauntlet -C out --suite fast --print-errorlogs") == "silent"


def test_a_run_with_words_of_its_own_is_another_run():
    assert verdict("gauntlet -C out --suite slow") == "other"
    assert verdict("gauntlet -C build") == "other"
    assert verdict("gauntlet -C out --list") == "other"


def test_the_whole_line_in_the_same_call_is_followed():
    """`... && gauntlet -C out`: the whole line runs first, the shorter run after it is
    no run that leaves the options out."""
    call = "gauntlet -C out --suite fast --print-errorlogs && gauntlet -C out"
    assert verdict(call) == "silent"


def test_the_hook_shows_the_memory_for_part_of_its_line(project, tmp_path):
    (mid,) = store(
        project,
        "Run the fast tests with `gauntlet -C out --suite fast --print-errorlogs`; "
        "the whole suite takes twenty minutes.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "gauntlet -C out") == [mid]
    assert bash(project, tmp_path, "gauntlet -C out --suite slow", session="s-2") == []


def test_a_run_leaving_out_a_target_of_the_line_is_another_run():
    """`gauntlet --seed 7 unit smoke` prescribed: `gauntlet --seed 7 smoke` leaves out
    `unit`, a target (no option before it), not an option's value."""
    line, text = "^gauntlet --seed 7 unit smoke", "Run `gauntlet --seed 7 unit smoke`."
    call = "gauntlet --seed 7 smoke"
    assert span_verdict(line, call_tokens(call), call, text) == "other"
    call = "gauntlet unit smoke"
    assert span_verdict(line, call_tokens(call), call, text) == "fire"


def test_a_cargo_table_names_the_manifest_of_an_ask_first_memory(project, tmp_path):
    """`[build-dependencies]` is a table of Cargo.toml: asking to be asked before a crate
    goes in it ties a run adding one; a rule that only names the table (where a fix
    goes) keys no manifest."""
    (mid,) = store(
        project,
        "Ask me first before adding any crate to the `[build-dependencies]` table.",
        kind="preference",
    )
    assert ("file", "Cargo.toml", "") in memory_keys(
        "Ask me first before adding any crate to the `[build-dependencies]` table."
    )
    assert bash(project, tmp_path, "cargo add --build bindgen") == [mid]
    fix = memory_keys("Put the js feature of uuid under [target.wasm32.dependencies].")
    assert ("file", "Cargo.toml", "") not in fix
