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


def test_a_lesson_noted_for_future_sessions_is_kept(tmp_path: Path, project_dir: Path) -> None:
    t = session("quarry")
    t.user("Bump the parent pom to 2.1.0-SNAPSHOT and build.")
    t.edit("pom.xml", "<version>2.0.4</version>", "<version>2.1.0-SNAPSHOT</version>")
    t.bash("mvn -o -q verify", "")
    t.say("Done: the parent pom is at 2.1.0-SNAPSHOT and the build passes.\n\nNote for future "
          "sessions: the registry mirror is unreachable from this container, so run Gradle "
          "and Maven offline (`mvn -o`).")  # fmt: skip
    texts = live_texts(tmp_path, t, project_dir)
    assert any("`mvn -o`" in m for m in texts)


def test_a_labelled_lesson_inside_a_failure_left_open_is_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("tally")
    t.user("Why do the store tests never fail?")
    out = "=== RUN   TestPut\n--- SKIP: TestPut (0.00s)\nFAIL: no tests ran\nFAIL"
    t.bash("go test -v ./internal/store/...", out, 1)
    t.say("They skip themselves when `TALLY_PG_URL` is unset, and nothing sets it here.\n\n"
          "Lesson: a green `go test ./internal/store/...` proves nothing unless `TALLY_PG_URL` "
          "points at a database; check for `--- SKIP` with `-v`.")  # fmt: skip
    texts = live_texts(tmp_path, t, project_dir)
    assert any(m.startswith("Lesson: a green") for m in texts)


def test_lesson_labels_in_more_languages() -> None:
    from retain.sleep.capture_lexicon import _LESSON_LABEL

    for said in (
        "Lärdom för det här repot: kör alltid `make check` först.",
        "Nauk: za lokalne kopije vedno uporabi `pg_dump -Fc`.",
        "Notes for future sessions: the mirror is slow.",
        "Opetus: aja aina `make lint` ennen committia.",
    ):
        assert _LESSON_LABEL.match(said), said
    for said in ("Done: the build passes.", "Note: the build passes.", "Summary: two files"):
        assert not _LESSON_LABEL.match(said), said


def test_a_labelled_lesson_read_inside_a_failure_never_stores_a_secret(
    tmp_path: Path, project_dir: Path
) -> None:
    kept = {}
    for name, value in (("plain", "the deploy token"), ("secret", SECRET)):
        t = session(f"mirror-{name}")
        t.user("Why does the release script fail?")
        t.bash("./scripts/release.sh", "error: HTTP 401 from api.example.test: Bad credentials", 1)
        t.say(f"Lesson: `./scripts/release.sh` needs GITHUB_TOKEN={value} exported from the "
              "team vault before it runs; it never reads .netrc.")  # fmt: skip
        home = tmp_path / name
        home.mkdir()
        kept[name] = live_texts(home, t, project_dir)
    assert any(m.startswith("Lesson:") for m in kept["plain"])  # read inside the failure
    assert all(SECRET not in m for m in kept["secret"])  # a credential in prose: not kept


SECRET = "ghp_Q7mZ2xK9pL4vR8sT1wY6uN3bC5dF0gH2jA4e"
