"""Plain speech through the plugin's own SessionEnd hook (issue 16, round 5).

Each session is written in Claude Code's transcript format and handed to `python -m
retain.hooks.entry session-end` as a subprocess, with a SessionEnd payload recorded from Claude
Code (tests/fixtures/claude-code) pointed at it; the detached sleep pass stores what it
captures and `python -m retain export` reads it back. The rules under test, each with the
remark it must still not keep:

- a statement the user announces ("one more thing for whoever ...: X") is kept; a status
  update announced the same way ("Quick update: the job is still running, so ...") is not;
- a particular with its consequence ("X, quindi Y") is kept; a secret told as a hyphenated
  passphrase after the word "password" never is, in text or context;
- the cause the agent found, then the fix it named, is one lesson, even when the cause
  reports a rename ("appelle", "renamed");
- a reason said alone ("... 거라서요.") joins the statement it explains;
- a withdrawal ("esquece o X") keeps neither itself nor what it names;
- a stack frame the user pastes is no prose.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, PYTHON, subprocess_env
from retain.sleep.capture import capture
from retain.sleep.capture_shape import announced, secretive, withdrawal
from retain.sleep.sentences import prose_sentences, split_sentences
from test_capture_shape import REJECTION, Session

PASS_WAIT = 60.0  # seconds the detached pass may take on a loaded machine


def session_end_payload(transcript: Path, project: Path) -> dict:
    """A SessionEnd payload Claude Code sent, pointed at this transcript and project."""
    for path in sorted((FIXTURES / "claude-code").glob("hook-payloads-*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            stdin = json.loads(line)["stdin"]
            if stdin.get("hook_event_name") == "SessionEnd":
                return {**stdin, "transcript_path": str(transcript), "cwd": str(project)}
    raise AssertionError("no SessionEnd payload recorded")


def stored_after_session_end(tmp_path: Path, session: Session) -> list[dict]:
    """Run the SessionEnd hook as Claude Code does, wait for its pass, export the store."""
    project = tmp_path / "project"
    project.mkdir()
    transcript = session.write(tmp_path / "transcript.jsonl")
    home = tmp_path / "home"
    env = subprocess_env(RETAIN_HOME=str(home), RETAIN_EMBEDDER="none")
    env.pop("RETAIN_DB", None)
    env.pop("CLAUDE_PROJECT_DIR", None)
    started = time.monotonic()
    hook = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-end"],
        input=json.dumps(session_end_payload(transcript, project)).encode(),
        env=env,
        cwd=str(project),
        capture_output=True,
        timeout=60,
    )
    assert hook.returncode == 0 and hook.stdout == b"", hook.stderr
    log = home / "retain.log"
    while time.monotonic() - started < PASS_WAIT:
        if log.exists() and " sleep {" in log.read_text(encoding="utf-8", errors="replace"):
            break
        time.sleep(0.1)
    else:
        pytest.fail("the detached sleep pass wrote no report")
    out = subprocess.run(
        [PYTHON, "-m", "retain", "export"],
        env=env,
        cwd=str(project),
        capture_output=True,
        timeout=60,
        check=True,
    )
    rows = [json.loads(line) for line in out.stdout.decode().splitlines() if line.strip()]
    with sqlite3.connect(f"file:{home / 'retain.db'}?mode=ro", uri=True) as conn:
        contexts = dict(conn.execute("SELECT id, context FROM memories"))
    for row in rows:
        row["context"] = contexts.get(row["id"]) or ""
    return rows


class Acting(Session):
    """A session whose agent explains and edits in one message, as Claude Code records it."""

    def act(self, text: str, path: str) -> Acting:
        mid, tid = self._id(), self._id()
        use = {"type": "tool_use", "id": tid, "name": "Edit", "input": {"file_path": path}}
        content = [{"type": "text", "text": text}, use]
        self.records.append(
            {"type": "assistant", "uuid": mid, "message": {"id": mid, "content": content}}
        )
        done = {"type": "tool_result", "tool_use_id": tid, "content": "The file has been updated."}
        self.records.append(
            {"type": "user", "uuid": self._id(), "message": {"role": "user", "content": [done]}}
        )
        return self


def texts(rows: list[dict]) -> str:
    return "\n".join(r["text"] + " | " + r["context"] for r in rows)


def test_announced_statements_are_kept_and_announced_status_updates_are_not(tmp_path):
    s = (
        Session()
        .user("Can you add a CSV export to the invoices page?")
        .say("Done: the export button is on the invoices page.")
        .user(
            "one more thing for whoever touches billing: after you change `billing/schema.sql` "
            "you run `make billing-gen` and then `pytest tests/billing`."
        )
        .say("Understood.")
        .user("Quick update: the `deploy-prod` job is still running, so wait a bit before merging.")
        .say("I'll wait.")
        .user(
            "Nota: le code di `ingest` girano su `redis-2`, quindi non toccare `redis-1` dai job."
        )
        .say("Va bene.")
        .user("Also the staging box password is ochre-lantern-quiet-meadow, so log in with that.")
        .say("I won't store it anywhere.")
    )
    rows = stored_after_session_end(tmp_path, s)
    stored = texts(rows)
    assert "make billing-gen" in stored  # announced, with its steps
    assert "redis-2" in stored  # a particular with its consequence ("quindi"), in Italian
    assert "still running" not in stored  # a status of the moment, announced all the same
    assert "ochre-lantern" not in stored  # a passphrase: never in a memory nor its context
    assert "CSV export" not in " ".join(r["text"] for r in rows)  # the task, not a rule


def test_the_cause_and_the_fix_named_after_it_are_one_lesson(tmp_path):
    s = (
        Session()
        .user("Le build Astro casse depuis ce matin, tu regardes ?")
        .run(
            "pnpm build",
            "[ERROR] getStaticPaths failed for src/pages/docs/[slug].astro",
            error=True,
        )
        .say("C'est peut-être la version de Node sur la machine.")
        .run("cat src/content.config.ts", "export const collections = { guides }")
        .say(
            "Ce n'est pas Node. La collection a été renommée de docs en guides dans "
            "content.config.ts, et [slug].astro appelle encore getCollection('docs'), "
            "donc il reçoit undefined. The fix is to call getCollection('guides') in the page."
        )
        .run("src/pages/docs/[slug].astro", "The file has been updated successfully.", name="Edit")
        .run("pnpm build", "built 212 pages")
    )
    rows = stored_after_session_end(tmp_path, s)
    [lesson] = [r for r in rows if "getCollection" in r["text"]]
    assert "renommée" in lesson["text"] and "guides" in lesson["text"]  # cause, then fix
    assert "version de Node" not in texts(rows)  # the first guess


def test_a_reason_said_alone_joins_its_statement_and_a_withdrawal_keeps_nothing(tmp_path):
    s = (
        Session()
        .user("웹 빌드 좀 봐 주세요.")
        .run('godot --headless --export-release "Web" build/web/index.html', "export ok")
        .say("빌드했어요.")
        .user(
            "아 그리고 itch.io 페이지에서 `SharedArrayBuffer` 옵션이 켜져 있어야 웹 빌드가 "
            "돌아가요. 우리 export 가 threads 켜진 거라서요."
        )
        .say("확인했어요.")
        .user("roda os testes sempre com --detectOpenHandles a partir de agora")
        .say("Combinado.")
        .user("ah e esquece o detectOpenHandles, era só pra eu debugar aquele dia.")
        .say("Ok.")
        .user(
            "I see this when it starts:\n#0      at io.flutter.embedding.engine.FlutterJNI."
            "dispatchPlatformMessage (FlutterJNI.java:1012)\nany idea?"
        )
        .say("Looking.")
    )
    rows = stored_after_session_end(tmp_path, s)
    [kept] = [r for r in rows if "SharedArrayBuffer" in r["text"]]
    assert "threads" in kept["text"]  # the reason came with it
    assert "detectOpenHandles" not in " ".join(r["text"] for r in rows)
    assert "FlutterJNI" not in " ".join(r["text"] for r in rows)


def test_a_correction_given_while_rejecting_a_tool_call_keeps_its_reason(tmp_path):
    feedback = (
        "nee, niet via de ISO. Nieuwe VMs klonen we uit template 9000 (debian-12-cloudinit) "
        "met `qm clone 9000 <id> --full`, cloud-init zet daarna netwerk en key."
    )
    s = (
        Session()
        .user("Maak een nieuwe VM voor de proxy.")
        .say("Ik installeer een nieuwe VM vanaf de Debian ISO.")
        .run("qm create 120 --cdrom local:iso/debian-12.iso", REJECTION + feedback, error=True)
        .say("Begrepen, ik kloon de template.")
    )
    rows = stored_after_session_end(tmp_path, s)
    # "key" names no value here: the rule is kept, rejected tool call and all
    [kept] = [r for r in rows if "qm clone" in r["text"]]
    assert "niet via de ISO" in kept["text"] and "rejected: qm create" in kept["context"]


def test_the_rules_read_each_sentence_as_a_reader_would():
    assert announced("e outra: não precisa de `pandas`, aqui é tudo Polars.")
    assert not announced("here is what it prints:")  # introduces a paste
    assert not announced("E 0:00:03 Enemy.gd:31 @ _process(): Invalid access")  # a log line
    assert not announced("Pour info: ça marche.")  # nothing of the project named
    assert secretive("Apple 的 app-specific password 是 qwrt-zxkp-mvbn-plok，CI 已经设好了")
    assert not secretive("Cloned from debian-12-cloudinit; cloud-init then sets the key.")
    assert withdrawal("ah ok, vergiss toFixed, das war Quatsch.")
    assert not withdrawal("scratch the zap thing, we're standardizing on `slog`.")
    assert split_sentences(
        "celujemy w słabe telefony, np. Galaxy A10, więc max. 60 draw calli."
    ) == ["celujemy w słabe telefony, np. Galaxy A10, więc max. 60 draw calli."]
    assert prose_sentences('qrc:/qml/Main.qml:5:1: module "QtQuick.Dialogs" is not installed') == []


def test_a_crash_in_a_log_whose_cause_is_stated_with_the_edit_is_kept(tmp_path):
    a = Acting().user("センサーの起動を見てください。")
    a.run("west flash && timeout 10 rtt-logger", "<err> os: ***** BUS FAULT *****\nBFAR 0x4000")
    a.act(
        "センサーは電源投入から I2C に応答するまで約 20 ms かかるので、その前に読むと "
        "BUS FAULT になります。`regulator_enable` の後に `k_msleep(20)` を入れます。",
        "app/src/sensor.c",
    )
    lessons = [c for c in capture(a.write(tmp_path / "t.jsonl")) if c.valence == "failure"]
    assert len(lessons) == 1 and "20 ms" in lessons[0].text and "k_msleep" in lessons[0].text
