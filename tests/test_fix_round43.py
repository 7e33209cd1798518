"""Failure -> fix learning, round 43: the user's report of the failure a session is about
("pip install nie przechodzi na nowym serwerze", "TLS を rustls に切り替えたら cargo build が
通らなくなりました") says what is broken now, which the failure and its fix record; it is not
kept (retain.sleep.fix_refusals.reports_failure). A pass bought by forcing past the
resolver (`--legacy-peer-deps`) teaches no fix (retain.core.danger.destroys).

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import live_texts, session

SYNC_FAIL = (
    "Resolving dependencies...\n"
    "error: No solution found when resolving dependencies:\n"
    "  Because orbit-client==2.4.0 depends on protobuf>=5 and your project depends on "
    "protobuf<5, orbit-client==2.4.0 cannot be used.\n"
)
PEER_FAIL = (
    "npm error code ERESOLVE\n"
    "npm error ERESOLVE unable to resolve dependency tree\n"
    "npm error Could not resolve dependency:\n"
    'npm error peer vue@"^2.7.0" from vue-slider-component@3.2.24\n'
)


def test_the_users_report_of_the_failure_is_not_kept(tmp_path: Path, project_dir: Path) -> None:
    t = session("orbit")
    t.user("Since the protobuf pin went in, uv sync never passes on the gateway service.")
    t.bash("uv sync", SYNC_FAIL, exit_code=1)
    t.edit("pyproject.toml", '"protobuf<5"', '"protobuf>=5,<6"')
    t.bash("uv sync", "Resolved 48 packages in 210ms\nInstalled 3 packages in 40ms")
    texts = live_texts(tmp_path, t, project_dir)
    assert not any("never passes" in x for x in texts)


def test_a_remark_naming_a_program_whose_run_passed_is_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("orbit")
    t.user("Since the protobuf pin went in, uv sync never passes on the gateway service.")
    t.bash("uv sync", "Resolved 48 packages in 210ms\nInstalled 3 packages in 40ms")
    texts = live_texts(tmp_path, t, project_dir)
    assert any("never passes" in x for x in texts)


def test_an_install_forced_past_the_conflict_teaches_nothing(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("slider")
    t.user("Install the deps, please.")
    t.bash("npm install", PEER_FAIL, exit_code=1)
    t.bash("npm install --legacy-peer-deps", "added 812 packages in 21s")
    assert not any("legacy-peer-deps" in x for x in live_texts(tmp_path, t, project_dir))
