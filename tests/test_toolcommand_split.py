"""retain.core.toolcommand.split_command: one shlex read per command a process sees (issue 29).

A pre-tool call that a memory answers splits its command a dozen times over (the key
lookup, the span verdicts, the production guards, the staged files...); shlex reads it a
character at a time in Python, so the split is kept, and each caller gets lists of its own.
"""

import shlex

from retain.core import toolcommand


def test_a_command_is_read_by_shlex_once_and_each_caller_gets_its_own_lists(monkeypatch):
    monkeypatch.setattr(toolcommand, "_split", {})
    reads = []
    real = shlex.shlex

    def counted(text, *args, **kwargs):
        reads.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(shlex, "shlex", counted)
    command = "cd infra && kubectl apply -f 'deploy/prod one.yaml' | tee out.log"
    first = toolcommand.split_command(command)
    assert first == [["cd", "infra"], ["kubectl", "apply", "-f", "deploy/prod one.yaml"],
                     ["tee", "out.log"]]  # fmt: skip
    first[1].append("--dry-run=client")  # a caller changing its copy
    first.pop()
    again = toolcommand.split_command(command)
    assert again == [["cd", "infra"], ["kubectl", "apply", "-f", "deploy/prod one.yaml"],
                     ["tee", "out.log"]]  # fmt: skip
    assert reads == [command]  # read once
    toolcommand.split_command("ls -la")
    assert reads == [command, "ls -la"]


def test_unbalanced_quotes_split_on_spaces_kept_alike(monkeypatch):
    monkeypatch.setattr(toolcommand, "_split", {})
    command = "git commit -m \"wip && echo 'x"
    assert toolcommand.split_command(command) == toolcommand._split_command(command)
    assert toolcommand.split_command(command) == toolcommand._split_command(command)


def test_the_kept_splits_stay_few(monkeypatch):
    monkeypatch.setattr(toolcommand, "_split", {})
    for i in range(toolcommand.SPLITS_KEPT * 3):
        assert toolcommand.split_command(f"make target{i}") == [["make", f"target{i}"]]
    assert len(toolcommand._split) <= toolcommand.SPLITS_KEPT
