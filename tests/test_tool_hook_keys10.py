"""Which memories a tool call finds, tenth round (issue 29), through the real hook
(hooks/retain-hook as a subprocess fed Claude Code's payloads): a failure that opens like
the error a memory quotes and then says something else is another error. The memories
are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from pathlib import Path

from retain.core import signature as sig
from test_tool_hook_keys import failure, store

# -- a failure that opens like a quoted error, then parts from it ---------------------

LOADER = (
    "`java.lang.IllegalArgumentException: Plugin descriptor missing for bundle` at boot "
    "means the plugin jar was built without its manifest; rebuild it with `make plugins`."
)
LOADER_ERR = (
    "Exit code 1\n[ERROR] Startup failed\n"
    "java.lang.IllegalArgumentException: Plugin descriptor missing for bundle "
    "org.acme.reports"
)
OTHER_ERR = (
    "Exit code 1\n[ERROR] Startup failed\n"
    "java.lang.IllegalArgumentException: Negative retention period in config"
)


def test_a_failure_with_the_quoted_message_finds_its_memory(project, tmp_path):
    (rule,) = store(project, LOADER, kind="lesson")
    assert failure(project, tmp_path, "./gradlew run", LOADER_ERR) == [rule]


def test_the_same_exception_with_another_message_is_another_error(project, tmp_path):
    store(project, LOADER, kind="lesson")
    assert failure(project, tmp_path, "./gradlew run", OTHER_ERR) == []


def test_a_shared_prefix_then_another_message_is_another_error(project, tmp_path):
    store(
        project,
        "`fatal: Uncaught (in promise) QuotaExceeded: storage bucket full` in the sync job: "
        "prune old snapshots with `npm run prune`.",
        kind="lesson",
    )
    err = "Exit code 1\nfatal: Uncaught (in promise) TypeError: reading 'length' of null"
    assert failure(project, tmp_path, "npm run sync", err) == []


def test_what_varies_between_occurrences_never_parts_a_message():
    # a quoted value and a number are normalised away: the same error all the same
    errors = [sig.normalise("KeyError: 'tenant_7' not in registry after 3 retries")]
    heard = {w for e in errors for w in e}
    memory = "`KeyError: 'tenant' not in registry after 5 retries` means the seed did not run."
    assert not sig.quotes_another(memory, errors, heard)
    # a command the memory quotes is no message, whatever it shares with the output
    errors = [sig.normalise("The session has expired; to refresh it run aws sso login")]
    heard = {w for e in errors for w in e}
    assert not sig.quotes_another(
        "Expired: run `aws sso login --sso-session acme-prod` then retry.", errors, heard
    )


# -- a call a memory forbids, in a command -------------------------------------------


def test_a_call_forbidden_as_a_call_is_not_an_argument_of_a_command(project, tmp_path):
    from test_tool_hook_keys import bash

    (rule,) = store(project, "In spec files use context/specify blocks, never bare check() calls.")
    # the word as an argument, an option's value or a part of a file name calls nothing
    assert bash(project, tmp_path, "npx vitest run tests/api.check.ts") == []
    assert bash(project, tmp_path, "make lint ENV=check", session="s-2") == []
    # a command that writes the call does
    assert bash(project, tmp_path, "node -e 'check(1)'", session="s-3") == [rule]


# -- a value a memory gives, taken away by an edit ------------------------------------


def _replace(project: Path, tmp_path: Path, rel: str, old: str, new: str, session: str = "s-1"):
    from test_tool_hook import context_of, fixture, run
    from test_tool_hook_keys import shown

    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(old)
    payload = fixture("PreToolUse", "Edit", project)
    payload["tool_input"] = {"file_path": str(path), "old_string": old, "new_string": new}
    payload["session_id"] = session
    return shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse"))


def test_an_edit_changing_the_port_a_fact_gives_brings_the_fact(project, tmp_path):
    (fact,) = store(project, "The local broker listens on 61616 (compose service mq).", kind="fact")
    old, new = "BROKER_URL=tcp://localhost:61616\n", "BROKER_URL=tcp://localhost:5672\n"
    assert _replace(project, tmp_path, "config/dev.env", old, new) == [fact]
    # writing the value again (a line moved) takes nothing away
    both = "# broker\nBROKER_URL=tcp://localhost:61616\n"
    assert _replace(project, tmp_path, "config/dev.env", old, both, session="s-2") == []


def test_a_value_named_as_forbidden_or_as_a_default_ties_nothing(project, tmp_path):
    store(
        project,
        "Staging reads from the replica on 6543, not 5432; never point it at the primary.",
        "The request timeout is configurable (default 3000), tune it per client.",
    )
    assert _replace(project, tmp_path, "app.ini", "port = 5432\n", "port = 6543\n") == []
    assert (
        _replace(project, tmp_path, "app.ini", "timeout = 3000\n", "timeout = 800\n", "s-2") == []
    )


def test_a_quoted_literal_ties_a_memory_quoting_it_too(project, tmp_path):
    (fact,) = store(project, 'Cache entries are encoded as "msgpack" (JSON was too slow).',
                    kind="fact")  # fmt: skip
    # a memory naming the word in prose is not about the literal
    store(project, "We considered msgpack for the wire format and kept protobuf.", kind="decision")
    old, new = '    cache.setCodec("msgpack")\n', '    cache.setCodec("json")\n'
    assert _replace(project, tmp_path, "src/cache.ts", old, new) == [fact]


def test_a_value_every_memory_names_tells_none_apart(project, tmp_path):
    store(
        project,
        "Deploys go to edge-7.example.net only after the smoke tests pass.",
        "Logs from edge-7.example.net are kept for 14 days.",
        "The CDN origin is edge-7.example.net; do not cache /api there.",
    )
    old, new = "origin: edge-7.example.net\n", "origin: edge-8.example.net\n"
    assert _replace(project, tmp_path, "cdn.yaml", old, new) == []


def test_a_fact_naming_the_value_goes_before_a_rule_tied_by_the_file(project, tmp_path):
    (rule,) = store(project, "Never commit secrets to deploy/values.yaml; use sealed secrets.")
    (fact,) = store(project, "The ingress class in deploy/values.yaml is nginx-internal.",
                    kind="fact")  # fmt: skip
    old, new = "ingressClass: nginx-internal\n", "ingressClass: traefik\n"
    assert _replace(project, tmp_path, "deploy/values.yaml", old, new)[0] == fact
    assert rule != fact


# -- a name a memory backticks, printed by the failure --------------------------------


def test_a_backticked_name_the_failure_prints_finds_its_memory(project, tmp_path):
    (rule,) = store(
        project,
        "Under `-j 64` the suite hits `LeaseExpiredFault` from the lock service: run with "
        "the `ci` profile.",
        kind="lesson",
    )
    err = (
        "Exit code 100\nFAIL [ 12.0s] api::locks::renews\n"
        "thread 'locks::renews' panicked: called `Result::unwrap()` on an `Err` value: "
        "LeaseExpiredFault"
    )
    assert failure(project, tmp_path, "cargo nextest run -j 64", err) == [rule]


def test_a_backticked_span_with_an_address_must_be_printed_whole(project, tmp_path):
    store(
        project,
        "`ECONNRESET 10.9.0.4:7443` from the exporter means the sidecar is down: restart it.",
        kind="lesson",
    )
    err = "Exit code 1\n  read ECONNRESET 10.9.0.7:9000\n    at TLSWrap.onStreamRead"
    assert failure(project, tmp_path, "npm run export", err) == []
    assert sig.quotes_printed_name("a `SIGBUS` here", "test x ... SIGBUS [0.1s]")
    assert not sig.quotes_printed_name("run `make clean` first", "make clean: error 2")
