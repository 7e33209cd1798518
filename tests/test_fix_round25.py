"""Failure -> fix learning, round 25: the user's last words on a failure the session leaves
unresolved ("don't wipe the cache, I'll look at it myself") are no memory
(retain.sleep.fix_refusals); the same words said where a later run fixes the failure, or
a standing rule the user states in full, are kept as before.

Each session is written in Claude Code's JSONL shape (benchmarks/cc_transcript.py); the
projects, tools' runs and messages are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import live_texts, session
from retain.sleep.capture import Candidate
from retain.sleep.fix_calls import Call
from retain.sleep.fix_refusals import stops_unresolved

NPM_FAIL = "npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\n"


def test_the_users_stop_on_an_unresolved_failure_is_not_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("atlas")
    t.user("The frontend install is broken, have a look.")
    t.bash("npm ci", NPM_FAIL, 1)
    t.say("The lock file and package.json disagree. I'll regenerate the lock file.")
    t.bash("rm -rf node_modules package-lock.json && npm install", "", 1)
    t.user("Don't touch package-lock.json, the mirror here is slow. I'll sort it out myself.")
    t.say("Understood, I'll leave the lock file alone.")
    assert live_texts(tmp_path, t, project_dir) == []


def test_the_same_words_before_a_fix_that_passes_are_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("atlas")
    t.user("The frontend install is broken, have a look.")
    t.bash("npm ci", NPM_FAIL, 1)
    t.user("Don't touch package-lock.json, the mirror here is slow. Use --legacy-peer-deps.")
    t.bash("npm ci --legacy-peer-deps", "added 812 packages in 41s\n")
    t.say("Installed with --legacy-peer-deps; the lock file is untouched.")
    texts = live_texts(tmp_path, t, project_dir)
    assert any("package-lock.json" in m for m in texts)


def _said(text: str) -> Candidate:
    return Candidate(text, "constraint", "neutral", 0.7, "user", ("constraint", "negation"), False)


FAILED = Call(0, command="hugo", ok=False, output="Error: template: single.html:12")


def test_only_the_last_message_after_an_unresolved_run_counts() -> None:
    words = "Don't delete resources/, the image cache takes an hour to rebuild."
    last = [FAILED, Call(1, said=words.lower())]
    assert stops_unresolved(_said(words), last, [])
    assert not stops_unresolved(_said(words), [FAILED, Call(1, said=words), Call(2, said="ok")], [])
    passed = [*last, Call(2, command="hugo --minify", ok=True)]
    assert not stops_unresolved(_said(words), passed, [])  # the same program passed after it
    assert not stops_unresolved(_said(words), [Call(0, said=words)], [])  # nothing failed


def test_a_rule_the_user_states_in_full_or_twice_is_kept() -> None:
    words = "Never run flyway clean on staging, it is the database QA shares with us."
    calls = [Call(0, command="flyway migrate", ok=False), Call(1, said=words)]
    for cue in ("detailed", "announced", "repeated"):
        told = Candidate(words, "constraint", "neutral", 0.8, "user", (cue,), False)
        assert not stops_unresolved(told, calls, [])
    agent = Candidate(words, "constraint", "neutral", 0.8, "agent", (), False)
    assert not stops_unresolved(agent, calls, [])
