"""The third blind capture set (benchmarks/data/capture_blind3/) is well formed.

Checks the transcripts as Claude Code JSONL, the labels against the transcripts, and that
benchmarks/capture_bench.py can load the set through its own helpers. Nothing here runs
capture: the set is measured only by `python -m benchmarks.capture_bench`.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from benchmarks import capture_bench
from benchmarks.capture_bench import KEEPER_KINDS, TRAP_KINDS
from benchmarks.capture_blind3_build import ROOT, render, sources

LABELS: dict[str, dict] = json.loads((ROOT / "labels.json").read_text(encoding="utf-8"))
NAMES = sorted(LABELS)
CHAINED = {"user", "assistant", "attachment", "system"}
REJECTED = "The user doesn't want to proceed with this tool use."
SAID = "the user said:\n"


def _records(name: str) -> list[dict]:
    lines = (ROOT / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def _spoken(records: list[dict]) -> list[str]:
    """What people said, one entry per message: user text, the agent's text and thinking,
    and the feedback typed when rejecting a tool call (nothing from tool output)."""
    out: list[str] = []
    for rec in records:
        msg = rec.get("message") or {}
        content = msg.get("content")
        if rec.get("type") == "user" and isinstance(content, str):
            out.append(content)
        elif isinstance(content, list):
            for block in content:
                if block.get("type") == "text":
                    out.append(block["text"])
                elif block.get("type") == "thinking":
                    out.append(block["thinking"])
                elif block.get("type") == "tool_result" and block.get("is_error"):
                    text = block.get("content")
                    if isinstance(text, str) and text.startswith(REJECTED) and SAID in text:
                        out.append(text.split(SAID, 1)[1])
    return out


def _has(text: str, term: str) -> bool:
    return term.casefold() in text.casefold()


def _full_text(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _all_text(name: str) -> str:
    """The transcript's strings, decoded (the JSONL escapes quotes and newlines)."""
    parts: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            parts.append(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for rec in _records(name):
        walk(rec)
    return "\n".join(parts)


def test_halves_and_files_correspond() -> None:
    files = {f"{p.parent.name}/{p.name}" for p in ROOT.glob("*/*.jsonl")}
    assert files == set(LABELS)
    halves = Counter(name.split("/", 1)[0] for name in NAMES)
    assert halves == {"tune": 8, "heldout": 8}


def test_files_are_what_the_sources_build() -> None:
    built = {f"{split}/{src.stem}.jsonl": src for split, src in sources()}
    assert set(built) == set(LABELS)
    for name, src in built.items():
        assert (ROOT / name).read_text(encoding="utf-8") == render(src), name


@pytest.mark.parametrize("name", NAMES)
def test_transcript_is_claude_code_jsonl(name: str) -> None:
    records = _records(name)
    label = LABELS[name]
    parent = None
    sessions = set()
    for rec in records:
        if rec["type"] not in CHAINED:
            assert rec["type"] == "file-history-snapshot"
            continue
        for key in ("uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp"):
            assert key in rec, (name, key)
        assert rec["parentUuid"] == parent, name
        assert rec["cwd"] == label["project_dir"]
        parent = rec["uuid"]
        sessions.add(rec["sessionId"])
    assert len(sessions) == 1
    assert capture_bench._first_session_id(ROOT / name) in sessions

    calls: dict[str, int] = {}
    results: Counter[str] = Counter()
    for i, rec in enumerate(records):
        content = (rec.get("message") or {}).get("content")
        if not isinstance(content, list):
            continue
        for block in content:
            if block.get("type") == "tool_use":
                calls[block["id"]] = i
            elif block.get("type") == "tool_result":
                tid = block["tool_use_id"]
                assert tid in calls and calls[tid] < i, (name, tid)
                assert rec["sourceToolAssistantUUID"] == records[calls[tid]]["uuid"]
                assert "toolUseResult" in rec
                if block["is_error"]:
                    assert rec["toolUseResult"] == "Error: " + block["content"]
                results[tid] += 1
    assert set(results) == set(calls) and set(results.values()) == {1}, name


@pytest.mark.parametrize("name", NAMES)
def test_every_session_has_the_cases(name: str) -> None:
    text = _full_text(name)
    records = _records(name)
    assert "retain-memory nonce=" in text
    assert any(r.get("attachment", {}).get("type") == "hook_additional_context" for r in records)
    errors = [
        b
        for r in records
        if isinstance((r.get("message") or {}).get("content"), list)
        for b in r["message"]["content"]
        if b.get("type") == "tool_result" and b.get("is_error")
    ]
    assert any(b["content"].startswith(REJECTED) and SAID in b["content"] for b in errors), name
    label = LABELS[name]
    assert 2 <= len(label["keepers"]) <= 6
    assert 5 <= len(label["traps"]) <= 8


@pytest.mark.parametrize("name", NAMES)
def test_labels_fit_the_transcript(name: str) -> None:
    label = LABELS[name]
    text = _all_text(name)
    spoken = _spoken(_records(name))
    for k in label["keepers"]:
        assert k["kind"] in KEEPER_KINDS
        assert capture_bench.matches_keeper(k["statement"], k), (name, k["id"])
        for group in k["must_contain_any"]:
            assert any(_has(text, alt) for alt in group), (name, k["id"], group)
        # the keeper was said by someone, in one message, not only shown in tool output
        assert any(capture_bench.matches_keeper(m, k) for m in spoken), (name, k["id"])
    for t in label["traps"]:
        assert t["kind"] in TRAP_KINDS
        for term in t["must_not_contain"]:
            assert _has(text, term), (name, t["id"], term)


def test_trap_terms_stay_out_of_every_keeper() -> None:
    statements = [k["statement"] for label in LABELS.values() for k in label["keepers"]]
    for name, label in LABELS.items():
        for t in label["traps"]:
            for s in statements:
                assert not capture_bench.leaks(s, t), (name, t["id"], s)


@pytest.mark.parametrize("name", NAMES)
def test_keeper_messages_carry_no_trap(name: str) -> None:
    """The message a keeper is said in holds no trap term, and a message holding a trap
    term is not a keeper, so storing either one whole cannot score the other."""
    label = LABELS[name]
    spoken = _spoken(_records(name))
    for k in label["keepers"]:
        for m in spoken:
            if capture_bench.matches_keeper(m, k):
                leaked = [t["id"] for t in label["traps"] if capture_bench.leaks(m, t)]
                assert not leaked, (name, k["id"], leaked)


def test_most_sessions_have_a_failing_run() -> None:
    """A failing command in most sessions; the rest find their cause in a command that
    exited 0 (logcat, a monitor, describe-stack-events) or in an error the user pasted."""
    for half in ("tune", "heldout"):
        failing = 0
        for name in (n for n in NAMES if n.startswith(half + "/")):
            blocks = [
                b
                for r in _records(name)
                if isinstance((r.get("message") or {}).get("content"), list)
                for b in r["message"]["content"]
                if b.get("type") == "tool_result" and b.get("is_error")
            ]
            failing += any(b["content"].startswith("Exit code ") for b in blocks)
        assert failing >= 6, (half, failing)


def test_languages_spread_over_both_halves() -> None:
    for half in ("tune", "heldout"):
        langs = {
            k["language"]
            for name, label in LABELS.items()
            if name.startswith(half + "/")
            for k in label["keepers"]
        }
        assert len(langs - {"en"}) >= 5, (half, langs)
    everything = {k["language"] for label in LABELS.values() for k in label["keepers"]}
    assert everything >= {
        "en",
        "de",
        "es",
        "pt",
        "fr",
        "it",
        "nl",
        "pl",
        "ja",
        "zh",
        "ko",
        "ru",
        "tr",
    }


def test_capture_bench_selects_the_halves() -> None:
    """The benchmark's own selection (`--data DIR --split tune|heldout`) finds every
    transcript, and every transcript is where that selection will open it."""
    for half in ("tune", "heldout"):
        names = sorted(n for n in LABELS if n.startswith(half + "/"))
        assert len(names) == 8
        for n in names:
            assert Path(ROOT / n).is_file()
            assert Path(LABELS[n]["project_dir"]).name
