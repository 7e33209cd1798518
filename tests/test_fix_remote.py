"""Failure -> fix learning, round 42: failures away from the local machine (issue 29).

- a look at another machine or at a client's state (`ssh box 'df -h'`, `docker compose ps
  db`, `heroku pg:info`) that passed is read-only like `cat`: the same command passing
  after it passed by chance, and nothing is learned (retain.sleep.fix_programs); a look
  that failed is still a failure;
- a remote command that writes a file (`ssh box "echo x > f"`) is a step, and its redirect
  no longer swallows the quote closing it (retain.sleep.commands);
- a wait that timed out (`kubectl rollout status`) is learned from the workload's log read
  before any change, without kubectl's pod prefix and stamp (retain.sleep.fix_waits);
- a step deleting a volume claim or throwing away uncommitted work buys no fix
  (retain.core.danger.destroys).

The hosts, services, outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.core import danger
from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import only_looks, programs
from retain.sleep.fixes import find_fixes

SMOKE = "ssh ops@mill.example '/opt/mill/bin/smoke --quick'"
SMOKE_FAIL = "Exit code 3\nsmoke: GET /ready -> 503 Service Unavailable after 4000 ms\n"


def test_a_look_over_ssh_before_an_unchanged_rerun_is_no_fix() -> None:
    calls = [
        Call(0, command=SMOKE, ok=False, output=SMOKE_FAIL),
        Call(1, command="ssh ops@mill.example 'df -h /; free -m'", ok=True, output="ok"),
        Call(2, command=SMOKE, ok=True, output="smoke: all 4 checks passed"),
    ]
    assert find_fixes(calls) == []


def test_a_client_looking_at_its_state_is_no_fix() -> None:
    for run, look in (
        ("docker compose run --rm api pytest -q tests/queue", "docker compose ps cache"),
        (
            "heroku run --exit-code -a mill-prod python manage.py migrate",
            "heroku pg:info -a mill-prod",
        ),
    ):
        calls = [
            Call(0, command=run, ok=False, output=SMOKE_FAIL),
            Call(1, command=look, ok=True, output="running"),
            Call(2, command=run, ok=True, output="all done"),
        ]
        assert find_fixes(calls) == [], look


def test_a_remote_command_that_writes_or_changes_is_a_step() -> None:
    assert only_looks("ssh -p 2222 ops@mill.example 'cat /etc/mill/mill.conf; uptime'")
    assert only_looks("docker compose ps cache")
    for step in (
        "ssh ops@mill.example \"echo 'cache.dir=/var/mill' > /etc/mill/local.conf\"",
        "ssh ops@mill.example 'sudo systemctl restart mill-cache'",
        "ssh ops@mill.example",
        "docker compose run --rm api pytest -q",
    ):
        assert not only_looks(step), step
    [p] = programs("ssh ops@mill.example \"echo 'cache.dir=/var/mill' > /etc/mill/local.conf\"")
    assert p.name == "ssh" and p.targets[-1].startswith("echo 'cache.dir=/var/mill'")


def test_a_look_that_failed_is_still_a_failure() -> None:
    look = "ssh ops@mill.example 'df -h /srv'"
    [p] = programs(look)
    assert p.name == "ssh"


def test_a_file_written_over_ssh_is_the_fix() -> None:
    write = "ssh ops@mill.example \"echo 'cache.dir=/var/mill' > /etc/mill/local.conf\""
    calls = [
        Call(0, command=SMOKE, ok=False, output=SMOKE_FAIL),
        Call(1, command=write, ok=True, output=""),
        Call(2, command=SMOKE, ok=True, output="smoke: all 4 checks passed"),
    ]
    [fix] = find_fixes(calls)
    assert "cache.dir=/var/mill" in fix.remedies[0]


ROLLOUT = "kubectl rollout status -n mill deploy/grinder --timeout=60s"
ROLLOUT_FAIL = (
    "Exit code 1\n"
    'Waiting for deployment "grinder" rollout to finish: 0 of 1 updated replicas are available...\n'
    "error: timed out waiting for the condition\n"
)
LOG = (
    "[pod/grinder-6d9f-abcde/grinder] 2031-05-02T07:01:09.5Z grinder 3.2 starting\n"
    "[pod/grinder-6d9f-abcde/grinder] 2031-05-02T07:01:09.6Z "
    "fatal: cannot open queue socket /run/mill/queue.sock: permission denied\n"
)


def test_a_wait_that_timed_out_learns_the_line_its_log_says_why() -> None:
    calls = [
        Call(0, command=ROLLOUT, ok=False, output=ROLLOUT_FAIL),
        Call(
            1,
            command="kubectl logs -n mill deploy/grinder --prefix --timestamps",
            ok=True,
            output=LOG,
        ),
        Call(2, path="/srv/mill/k8s/grinder.yaml", old="runAsUser: 1000", new="runAsUser: 0\n"),
        Call(3, command="kubectl apply -f k8s/grinder.yaml", ok=True, output="configured"),
        Call(4, command=ROLLOUT, ok=True, output='deployment "grinder" successfully rolled out'),
    ]
    [fix] = find_fixes(calls)
    assert fix.error == "fatal: cannot open queue socket /run/mill/queue.sock: permission denied"
    assert "[pod/" not in fix.text() and "2031-05-02T" not in fix.text()


def test_a_log_read_after_the_change_does_not_stand_for_the_wait() -> None:
    calls = [
        Call(0, command=ROLLOUT, ok=False, output=ROLLOUT_FAIL),
        Call(1, path="/srv/mill/k8s/grinder.yaml", old="runAsUser: 1000", new="runAsUser: 0\n"),
        Call(2, command="kubectl logs -n mill deploy/grinder --prefix", ok=True, output=LOG),
        Call(3, command="kubectl apply -f k8s/grinder.yaml", ok=True, output="configured"),
        Call(4, command=ROLLOUT, ok=True, output='deployment "grinder" successfully rolled out'),
    ]
    for fix in find_fixes(calls):
        assert "queue.sock" not in fix.error


def test_deleting_a_volume_claim_or_uncommitted_work_destroys() -> None:
    assert danger.destroys("kubectl delete sts db -n mill && kubectl delete pvc data-db-0 -n mill")
    assert danger.destroys("kubectl -n mill delete persistentvolumeclaim data-db-0")
    assert danger.destroys("ssh ops@mill.example 'cd /srv/mill && git reset --hard origin/main'")
    assert not danger.destroys("kubectl delete pod grinder-6d9f-abcde -n mill")
    assert not danger.destroys("git reset --soft HEAD~1 && git reset HEAD mill.conf")
