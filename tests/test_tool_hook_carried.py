"""The command inside another (issue 29, round 35): a Bash call that hands a command to
another shell (`ssh host '...'`, `sh -c '...'`, a loop's body) runs that command, and a
memory about it ties the call; the same words only as text tie nothing. Through the real
hook (hooks/retain-hook pre-tool as a subprocess); the memories are invented here, not
taken from a benchmark."""

from __future__ import annotations

from retain.core.toolcommand import split_command
from test_tool_hook_keys import bash, store


def test_a_remote_command_is_read_as_a_command_the_call_runs():
    segments = split_command("ssh -p 2222 deploy@web1 'cd /srv/app && quarry purge --all'")
    assert segments[0][0] == "ssh"  # the call's own command stays as it was read
    assert ["quarry", "purge", "--all"] in segments
    assert ["cd", "/srv/app"] not in segments  # that folder is on the other host
    # unquoted: ssh joins the words after the host for the remote shell
    assert ["sudo", "-u", "ops", "quarry", "purge"] in split_command(
        "ssh db1 sudo -u ops quarry purge"
    )


def test_a_shell_string_and_a_loop_body_are_read_as_commands():
    runs = split_command("docker run --rm img:1 sh -c 'quarry sync && QUARRY_ENV=prod flint up'")
    assert ["quarry", "sync"] in runs and ["QUARRY_ENV=prod", "flint", "up"] in runs
    assert ["quarry", "purge"] in split_command("kubectl exec pod -- bash -lc 'quarry purge'")
    loop = split_command("for h in a b; do ssh $h 'quarry purge'; done")
    assert loop[1][0] == "ssh" and ["quarry", "purge"] in loop
    assert ["done"] not in loop


def test_the_same_words_as_text_carry_nothing():
    for text in (
        "echo \"ssh web1 'quarry purge'\"",
        "grep -rn 'bash -c quarry purge' docs",
        "git commit -m \"ssh web1 'quarry purge'\"",
        "echo ssh web1 quarry purge",
        "grep -rn bash -c quarry",
    ):
        assert ["quarry", "purge"] not in split_command(text), text


RULE = (
    "Reload the app with `systemctl reload flintd`; `systemctl restart flintd` drops every "
    "open session."
)


def test_a_memory_about_the_inner_command_ties_the_remote_run(project, tmp_path):
    (mid,) = store(project, RULE, kind="constraint")
    assert bash(project, tmp_path, "ssh deploy@web1 'sudo systemctl restart flintd'") == [mid]
    loop = "for h in web1 web2; do ssh deploy@$h 'sudo systemctl restart flintd'; done"
    assert bash(project, tmp_path, loop, "s-2") == [mid]


def test_the_inner_command_only_as_text_stays_silent(project, tmp_path):
    store(project, RULE, kind="constraint")
    for i, text in enumerate(
        (
            "echo \"ssh web1 'sudo systemctl restart flintd'\"",
            "grep -rn 'systemctl restart flintd' docs/",
            "git commit -m \"docs: ssh web1 'systemctl restart flintd' drops sessions\"",
            "ssh deploy@web1 'systemctl status flintd'",
            "ssh deploy@web1 'sudo systemctl reload flintd'",
        )
    ):
        assert bash(project, tmp_path, text, f"s-{i}") == [], text


def test_a_unit_named_with_its_type_is_the_unit_the_memory_prescribes(project, tmp_path):
    """`systemctl restart flintd.service` is `systemctl restart flintd`: the run the
    memory prescribes, already followed, here and on a host over ssh."""
    (mid,) = store(
        project,
        "Restart the worker with `sudo systemctl restart flintd`; a plain kill skips its "
        "ExecStartPre migrations.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "sudo systemctl restart flintd.service") == []
    remote = "ssh web1 sudo systemctl restart flintd.service"
    assert bash(project, tmp_path, remote, "s-2") == []
    assert mid  # stored; on r35base the first call showed it (the unit read as another)
