"""Capture from the shape of a session: rejected tool calls, abbreviations, fail -> edit -> pass,
pasted errors, and the context stored with each captured memory (issue 16)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from retain import Memory
from retain.sleep.capture import capture, split_sentences
from retain.sleep.run import run_sleep_pass
from retain.sleep.transcript import read_turns

REJECTION = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
    "was a file edit, the new_string was NOT written to the file). To tell you how to proceed, "
    "the user said:\n"
)


class Session:
    """Builds a transcript in Claude Code's format, one record a line."""

    def __init__(self) -> None:
        self.records: list[dict] = []
        self.n = 0

    def _id(self) -> str:
        self.n += 1
        return f"id{self.n}"

    def user(self, text: str) -> Session:
        self.records.append(
            {"type": "user", "uuid": self._id(), "message": {"role": "user", "content": text}}
        )
        return self

    def say(self, text: str) -> Session:
        block = {"type": "text", "text": text}
        mid = self._id()
        self.records.append(
            {"type": "assistant", "uuid": mid, "message": {"id": mid, "content": [block]}}
        )
        return self

    def run(self, command: str, output: str, *, error: bool = False, name: str = "Bash") -> Session:
        mid, tid = self._id(), self._id()
        args = {"command": command} if name == "Bash" else {"file_path": command}
        use = {"type": "tool_use", "id": tid, "name": name, "input": args}
        self.records.append(
            {"type": "assistant", "uuid": mid, "message": {"id": mid, "content": [use]}}
        )
        body = f"Exit code 1\n{output}" if error else output
        result = {"type": "tool_result", "tool_use_id": tid, "content": body, "is_error": error}
        self.records.append(
            {"type": "user", "uuid": self._id(), "message": {"role": "user", "content": [result]}}
        )
        return self

    def write(self, path: Path) -> Path:
        path.write_text("\n".join(json.dumps(r) for r in self.records) + "\n", encoding="utf-8")
        return path


def test_a_correction_given_while_rejecting_a_tool_call_is_user_speech(tmp_path):
    feedback = (
        "No, there is no local Docker for the database. Integration tests run against the "
        "devbox Postgres: first `make devdb`, then `go test -tags=integration ./...`."
    )
    t = (
        Session()
        .user("Add a retry to the invoice worker.")
        .say("I'll start a local database for the integration tests first.")
        .run("docker compose up -d postgres", REJECTION + feedback, error=True)
        .say("Understood, the devbox then.")
        .write(tmp_path / "t.jsonl")
    )
    turns = read_turns(t)
    spoken = [x for x in turns if x.rejected]
    assert [x.text for x in spoken] == [feedback] and spoken[0].role == "user"
    result = next(x for x in turns if x.is_tool_result)
    assert not result.is_error and result.text == ""  # nothing ran, nothing failed
    [kept] = [c for c in capture(t) if "make devdb" in c.text]
    assert kept.actor == "user" and kept.kind in ("procedure", "constraint")
    assert "rejected: docker compose up -d postgres" in kept.context


def test_abbreviations_and_dotted_names_do_not_end_a_sentence():
    text = (
        "Ein Rechnungslauf umfasst ca. 1,2 Mio. Rechnungen, deshalb nur Batches, z. B. die "
        "fehlgeschlagenen. Use v2.3 of file.py, e.g. in CI, i.e. always. Done."
    )
    assert split_sentences(text) == [
        "Ein Rechnungslauf umfasst ca. 1,2 Mio. Rechnungen, deshalb nur Batches, z. B. die "
        "fehlgeschlagenen.",
        "Use v2.3 of file.py, e.g. in CI, i.e. always.",
        "Done.",
    ]
    assert split_sentences("A crash: `Foo ... bar` in `x.kt:88`. Next one.") == [
        "A crash: `Foo ... bar` in `x.kt:88`.",
        "Next one.",
    ]


def test_fail_edit_pass_keeps_the_cause_found_before_the_fix_not_the_first_guess(tmp_path):
    t = (
        Session()
        .user("CI is red on the config tests, can you look?")
        .run("cargo test config::", "test result: FAILED. 4 passed; 1 failed", error=True)
        .say("Maybe a stale target dir on the runner picks up an old build.")
        .run("grep -rn set_var src/", "src/config.rs:212: std::env::set_var(...)")
        .say(
            'Found it: two tests call `std::env::set_var("TALLY_CONFIG")` and cargo runs '
            "tests on parallel threads, so one test reads the other's value. "
            "`Config::load` now takes the path as an argument."
        )
        .run("src/config.rs", "The file has been updated successfully.", name="Edit")
        .run("cargo test config::", "test result: ok. 5 passed; 0 failed")
        .write(tmp_path / "t.jsonl")
    )
    lessons = [c for c in capture(t) if c.valence == "failure"]
    assert len(lessons) == 1
    lesson = lessons[0]
    assert "parallel threads" in lesson.text and "stale target" not in lesson.text
    assert "Config::load" in lesson.text  # the completing sentence names the fix
    assert lesson.kind == "bugfix" and lesson.actor == "agent"
    assert "error:" in lesson.context and "CI is red" in lesson.context


def test_an_error_the_user_pasted_starts_a_failure_but_is_never_stored(tmp_path):
    t = (
        Session()
        .user(
            "I get this on the iOS build:\n```\nerror: Build input file cannot be found: "
            "'ExpoModulesProvider.swift'\n** ARCHIVE FAILED **\n```\nAny idea?"
        )
        .say("It could be the build cache.")
        .run("git ls-files ios | head -3", "ios/Podfile")
        .say(
            "The problem is that the committed `ios/` folder is stale: when it exists, EAS "
            "skips prebuild and builds that old project."
        )
        .write(tmp_path / "t.jsonl")
    )
    turns = read_turns(t)
    assert turns[0].pasted_error and "cannot be found" in turns[0].error_line
    found = capture(t)
    assert any("EAS skips prebuild" in c.text and c.valence == "failure" for c in found)
    assert not any("cannot be found" in c.text or "cache" in c.text for c in found)


def test_captured_memories_are_searchable_with_their_context_after_one_pass(tmp_path):
    home = tmp_path / "project"
    home.mkdir()
    t = (
        Session()
        .user("Bump the staging database.")
        .say("Should I run the plan with your SSO session?")
        .user(
            "We don't use SSO directly: plans always go through `make plan ENV=staging`, "
            "which wraps aws-vault. Password for the db is Hk7#pq-Winter42."
        )
        .write(tmp_path / "t.jsonl")
    )
    db = tmp_path / "r.db"
    report = run_sleep_pass(db, now=1.8e9, transcript_path=t, session_id="s1", project_dir=home)
    assert report.captured >= 1
    mem = Memory(db, project=str(home))
    hits = mem.search("how do we run a terraform plan", k=3, record_use=False, now=1.8e9)
    [hit] = [h for h in hits if "make plan" in h.memory.text]
    conn = sqlite3.connect(db)
    try:
        (context,) = conn.execute(
            "SELECT context FROM memories WHERE id = ?", (hit.memory.id,)
        ).fetchone()
        stored = [
            t + " " + (c or "") for t, c in conn.execute("SELECT text, context FROM memories")
        ]
    finally:
        conn.close()
    assert context and "SSO session" in context
    assert not any("Hk7#pq" in s for s in stored)  # a password in prose is never kept


def test_a_very_long_session_is_read_from_its_latest_sentences(monkeypatch):
    from retain.sleep import capture as capture_module
    from retain.sleep.capture import capture_turns
    from retain.sleep.transcript import Turn

    monkeypatch.setattr(capture_module, "MAX_SENTENCES", 4)
    early = "We never deploy `billing-api` on Fridays because support is off."
    late = "We always run `make lint` before pushing, CI rejects the PR otherwise."
    turns = [Turn("user", early, 0)]
    turns += [Turn("assistant" if i % 2 else "user", "Okay.", i) for i in range(1, 9)]
    turns += [Turn("user", late, 9)]
    kept = [c.text for c in capture_turns(turns)]
    assert any("make lint" in t for t in kept) and not any("billing-api" in t for t in kept)
    monkeypatch.setattr(capture_module, "MAX_SENTENCES", 1500)
    assert any("billing-api" in c.text for c in capture_turns(turns))
