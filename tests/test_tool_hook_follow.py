"""Lines a tool call does not need (issue 29: precision), through the real hook
(hooks/retain-hook as a subprocess fed Claude Code's payloads): a Bash call that runs
the step a memory prescribes in plain prose already follows it (retain.rank.toolfollow);
a command run through a runner (`mise exec -- X`) is not another command's memory; and
after a failed command, the memory saying what that command needs or that it is not to
be run at all (retain.rank.tool_failed.names_failure). The memories are invented for
each rule, not taken from a benchmark."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.rank import toolfollow
from retain.rank.tool_failed import names_failure
from test_tool_hook import context_of, fixture, memory_lines, run
from test_tool_hook_keys import bash, store


@pytest.mark.parametrize(
    ("text", "key", "span", "closed"),
    [
        ("Seed the cache with rake cache:warm --env <env>; never by hand.", "rake cache:warm",
         "rake cache:warm --env <env>", True),
        ("Queue down? restart it with podman compose up -d broker.", "podman compose up",
         "podman compose up -d broker", True),
        ("Deploys go through fab ship everywhere.", "fab ship", "fab ship", False),
        ("Store keys with vault kv put --mount=ops <path> <key>=<value>.", "vault kv",
         "vault kv put --mount=ops <path> <key>=<value>", True),
    ],
)  # fmt: skip
def test_a_command_named_in_prose_is_read_to_its_clause_end(text, key, span, closed):
    ((found, start, end, ends),) = toolfollow.prose_spans(text, key)
    assert (found, ends) == (span, closed)
    assert text[start:end] == span


def test_a_backticked_command_is_no_prose_span():
    assert toolfollow.prose_spans("Run `fab ship` from main only.", "fab ship") == []


def test_a_call_running_the_step_a_memory_prescribes_in_prose_is_not_told_it(project, tmp_path):
    (rule,) = store(
        project,
        "Secrets live in the vault: store them with vault kv put --mount=ops <path> "
        "<key>=<value>; never write one into deploy/values.yaml.",
    )
    assert bash(project, tmp_path, "vault kv put --mount=ops app/db password=x") == []
    # a run leaving out what the step prescribes (the mount) is still told
    assert bash(project, tmp_path, "vault kv put app/db password=x", session="s-2") == [rule]


def test_a_prose_step_cut_short_by_its_sentence_still_fires(project, tmp_path):
    # "podman cp both files": the run alone is not the step prescribed
    (rule,) = store(
        project,
        "Certificates come in pairs: podman cp both files into the gateway container, "
        "or it serves the old chain.",
    )
    assert bash(project, tmp_path, "podman cp tls/site.crt gateway:/etc/tls/") == [rule]


def test_a_command_the_memory_forbids_with_no_is_not_followed(project, tmp_path):
    (rule,) = store(
        project, "No helm upgrade against the shared cluster. Changes go through the chart PR."
    )
    assert bash(project, tmp_path, "helm upgrade api charts/api") == [rule]


def test_commands_listed_as_examples_are_not_a_step(project, tmp_path):
    (rule,) = store(
        project,
        "Renaming a fixture outside the loader (mv, git mv) must update fixtures/index.yml "
        "too, or the suite silently skips it.",
    )
    assert bash(project, tmp_path, "git mv fixtures/a.yml fixtures/b.yml") == [rule]


def test_a_runner_running_another_command_is_not_the_memorys(project, tmp_path):
    fmt, flash = store(
        project,
        "Formatting is `mise exec -- stylua src/`. Never run luaformatter: it reflows every table.",
        "Upload with `mise exec -- rockspec-upload`, only from a tagged commit.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "mise exec -- busted spec/") == []
    # the command the memory forbids, run through the runner, still ties it
    assert bash(project, tmp_path, "mise exec -- luaformatter src/", session="s-2") == [fmt]
    assert flash  # stored


@pytest.mark.parametrize(
    ("text", "command", "named"),
    [
        ("`helmfile sync` needs `--environment` set: the default one is empty.",
         "helmfile sync", True),
        ("Never `gem install` into the system Ruby; use `bundle add`.", "gem install foo", True),
        ("`cargo audit` runs in CI; run it before pushing.", "cargo audit", False),
        ("`helmfile sync` failing with `no releases found` means a wrong env.",
         "helmfile sync", False),
        ("Sync with `helmfile sync --environment stage`; it needs the stage kubeconfig.",
         "helmfile sync --environment stage", False),
    ],
)  # fmt: skip
def test_a_memory_naming_what_a_failed_command_needs(text, command, named):
    from retain.core.toolkeys import command_key

    key = command_key(command)
    assert key is not None
    assert names_failure(text, key, command) is named


def test_a_failed_command_brings_the_memory_saying_what_it_needs(project, tmp_path):
    (rule,) = store(
        project,
        "`helmfile sync` needs `--environment` set: the default one is empty.",
        kind="lesson",
    )
    error = "Exit code 1\nin ./helmfile.yaml: no releases matched"
    (line,) = memory_lines(_failure(project, tmp_path, "helmfile sync", error))
    assert f"[{rule}]" in line
    # a failure of another command says nothing
    assert _failure(project, tmp_path, "helm lint charts/api", error, "s-2") == ""


def _failure(project: Path, tmp_path: Path, command: str, error: str, session: str = "s-1") -> str:
    payload = fixture("PostToolUseFailure", "Bash", project)
    payload["tool_input"] = {"command": command, "description": "x"}
    payload["error"] = error
    payload["session_id"] = session
    return context_of(run("tool-failure", payload, tmp_path), "PostToolUseFailure")


def test_an_exception_class_is_read_with_its_package_path_only():
    from retain.core import signature as sig

    error = (
        "net.kelpworks.queue.PartitionFencedException: epoch 7 < 9\n"
        "ValueError: bad literal\nbuiltins.KeyError: 'x'"
    )
    assert sig.exception_classes(error) == {"partitionfencedexception"}
    assert sig.names_class(
        "PartitionFencedException after a failover", {"partitionfencedexception"}
    )
    # a language's everyday class, or none named: no tie
    assert not sig.names_class("ValueError in the parser", sig.exception_classes(error))
    assert not sig.names_class("a fenced partition", sig.exception_classes(error))


def test_a_librarys_exception_class_ties_the_memory_naming_it(project, tmp_path):
    (rule,) = store(
        project,
        "PartitionFencedException after a failover means two consumers hold the "
        "partition: stop the old pod first.",
        kind="bugfix",
    )
    error = "Exit code 1\nnet.kelpworks.queue.PartitionFencedException: epoch 7 < 9"
    (line,) = memory_lines(_failure(project, tmp_path, "bin/consume --topic orders", error))
    assert f"[{rule}]" in line and "seen before:" in line
