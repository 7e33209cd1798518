"""Failure -> fix learning, round 33: `env` followed by a verb of its own is a tool's group
of environment subcommands (`hatch env prune`, `conda env create`, `poetry env use`), a
step that changes something, not a look like `conda env list` or `opam env`
(retain.sleep.fix_steps.reads).

The projects, tools' runs and outputs are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import program
from retain.sleep.fix_steps import reads
from retain.sleep.fixes import find_fixes

STALE = (
    "ImportError while importing test module '/home/dev/quire/tests/test_toc.py'.\n"
    "E   ModuleNotFoundError: No module named 'slugify'\n"
)


def _reads(command: str) -> bool:
    q = program(command)
    assert q is not None
    return reads(q)


def test_env_and_a_verb_changes_the_environment() -> None:
    assert not _reads("hatch env prune")
    assert not _reads("conda env create -f environment.yml")
    assert not _reads("poetry env use 3.12")


def test_env_alone_or_with_a_read_word_only_looks() -> None:
    assert _reads("conda env list")
    assert _reads("hatch env show")
    assert _reads("opam env")
    assert _reads("opam env --switch=.")
    assert _reads("alembic heads")


def test_the_environment_rebuilt_before_the_unchanged_rerun_is_the_fix() -> None:
    calls = [
        Call(0, command="hatch test", ok=False, output=STALE + "1 error in 0.4s\n"),
        Call(1, command="hatch env prune", ok=True, output="Removing environment: hatch-test"),
        Call(2, command="hatch test", ok=True, output="12 passed in 0.9s"),
    ]
    [fix] = find_fixes(calls)
    assert fix.remedies == ("running `hatch env prune`",)
    assert "No module named 'slugify'" in fix.error


def test_a_look_at_the_environment_before_a_rerun_is_no_fix() -> None:
    calls = [
        Call(0, command="hatch test", ok=False, output=STALE + "1 error in 0.4s\n"),
        Call(1, command="hatch env show", ok=True, output="hatch-test  virtual"),
        Call(2, command="hatch test", ok=True, output="12 passed in 0.9s"),
    ]
    assert find_fixes(calls) == []


def test_a_service_health_or_membership_check_only_looks() -> None:
    # round 34: asking a flaky service whether it is up is no step (fixes9's etcd, fixes14's
    # nomad sessions); a subcommand after a global option is read past the option
    assert _reads("etcdctl --endpoints=https://10.0.0.5:2379 endpoint health")
    assert _reads("nomad server members")
    assert _reads("kubectl -n ledger get pods")
    assert _reads("swift --version")
    assert not _reads("etcdctl --endpoints=https://10.0.0.5:2379 put /cfg x")


def test_a_health_check_before_the_unchanged_rerun_is_no_fix() -> None:
    timeout = "Error: context deadline exceeded\n"
    calls = [
        Call(
            0,
            command="etcdctl --endpoints=https://10.0.0.5:2379 put /cfg x",
            ok=False,
            output=timeout,
        ),
        Call(
            1,
            command="etcdctl --endpoints=https://10.0.0.5:2379 endpoint health",
            ok=True,
            output="healthy",
        ),
        Call(
            2, command="etcdctl --endpoints=https://10.0.0.5:2379 put /cfg x", ok=True, output="OK"
        ),
    ]
    assert find_fixes(calls) == []
