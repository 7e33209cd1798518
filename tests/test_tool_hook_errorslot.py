# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""The failure hook, round 29: a memory quoting the failure's message about another name
in the message's slot is another failure's (retain.core.errorslot), through the launcher
and on its own."""

from __future__ import annotations

from pathlib import Path

from retain.core import errorquote, errorslot
from test_tool_hook import (  # noqa: F401
    context_of,
    failure_context,
    fixture,
    memory_lines,
    project,
    run,
)

FORK = (
    "`[FAIL: EvmError: Revert] setUp()` in the fork tests means FORK_RPC_URL is not "
    "exported; the fork suite reads it with vm.envString. Run `source .env` first."
)
RUST = (
    "`error[E0599]: no method named `context` found` in ledger-core: anyhow is not a "
    "dependency there on purpose. Map the error into a `CoreError` variant instead."
)
OTHERS = (
    "Releases are tagged from main on Thursdays; the changelog is written by hand.",
    "Benchmarks run on the cluster's short queue, never on the login node.",
)


def add(project: Path, text: str, kind: str = "bugfix") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def forge_failed(test: str) -> str:
    return (
        f"Exit code 1\n[FAIL: EvmError: Revert] {test} (gas: 31022)\nTraces:\n"
        f"  [31022] VaultTest::{test}\n    └─ ← [Revert] ClaimTooEarly()\n"
        "Suite result: FAILED. 0 passed; 1 failed; 0 skipped"
    )


def rust_failed(method: str) -> str:
    return (
        "Exit code 101\n   Compiling ledger-core v0.3.0\nerror[E0599]: no method named "
        f"`{method}` found for struct `Utf8PathBuf` in the current scope\n"
        "  --> crates/ledger-core/src/export.rs:9:34\n"
        "error: could not compile `ledger-core` due to 1 previous error"
    )


def test_a_message_about_another_test_is_not_seen_before(project, tmp_path):
    for text in OTHERS:
        add(project, text, kind="fact")
    mid = add(project, FORK)
    command = "forge test --match-contract VaultTest"
    assert failure_context(project, tmp_path, command, forge_failed("test_claimTwice()")) == ""
    (line,) = memory_lines(failure_context(project, tmp_path, command, forge_failed("setUp()")))
    assert f"[{mid}] seen before:" in line


def test_a_message_quoting_its_name_in_nested_backticks(project, tmp_path):
    for text in OTHERS:
        add(project, text, kind="fact")
    mid = add(project, RUST)
    command = "cargo build -p ledger-core"
    assert failure_context(project, tmp_path, command, rust_failed("display")) == ""
    (line,) = memory_lines(failure_context(project, tmp_path, command, rust_failed("context")))
    assert f"[{mid}] seen before:" in line


def test_names_other():
    godot = (
        '`SCRIPT ERROR: Parse Error: Identifier "SaveGame" not declared in the current '
        "scope.` in headless runs: the class cache is stale; run `godot --import` once."
    )
    line = 'SCRIPT ERROR: Parse Error: Identifier "Inventry" not declared in the current scope.'
    assert errorslot.names_other(godot, [line])
    assert not errorslot.names_other(godot, [line.replace("Inventry", "SaveGame")])
    clj = "`Could not locate app/test_system__init.class` -> the :test alias is not active"
    assert errorslot.names_other(clj, ["Could not locate app/metrics__init.class on classpath"])
    assert errorquote.quotes_other_value(RUST, [rust_failed("display").splitlines()[2]])


def test_what_names_no_other_failure():
    # a template: a stand-in where the name goes
    template = '`Unknown property "x" in result type YDto.` with Lombok: order the processors'
    assert not errorslot.names_other(template, ['Unknown property "id" in result type ShipDto.'])
    # the memory's name is printed too, on another line of the same failure
    gcc = "`gcc: error: unrecognized command-line option '-mthumb'`: CMake took the host gcc"
    printed = [
        "gcc: error: unrecognized command-line option '-mcpu=cortex-m4'",
        "gcc: error: unrecognized command-line option '-mthumb'",
    ]
    assert not errorslot.names_other(gcc, printed)
    # numbers and versions vary between runs of one failure
    assert not errorslot.names_other(
        "`connection not available and request was dropped from queue after 2000ms`",
        ["connection not available and request was dropped from queue after 2963ms"],
    )
    # everyday words after the shared run are the memory's prose, not a name
    assert not errorslot.names_other(
        "`The model used to open the store is incompatible` after a model edit",
        ["The model used to open the persistent store is incompatible with the one used"],
    )
    # the printed name holds the memory's (`Create` in `Bookings::Create`)
    assert not errorslot.names_other(
        "`NameError: uninitialized constant Bookings::Create` means the file was renamed",
        ["NameError: uninitialized constant Bookings::CreateJob"],
    )
