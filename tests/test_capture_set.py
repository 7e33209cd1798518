"""The labelled capture sets in benchmarks/data/capture/ and capture_blind/ are well formed.

This checks the data, not capture: every transcript is Claude Code's JSONL shape with a
consistent uuid chain and matched tool calls, every label points at a real transcript,
every keeper's match groups can be satisfied by words the session actually contains, and
every trap term is both present in its session and absent from every keeper statement (a
trap that a correct keeper would trip could never be scored fairly).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from benchmarks.capture_bench import KEEPER_KINDS, TRAP_KINDS

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
SET_DIR = DATA / "capture"
BLIND_DIR = DATA / "capture_blind"  # the second blind set (see its README.md)
LABELS: dict[str, Any] = json.loads((SET_DIR / "labels.json").read_text(encoding="utf-8"))
TRANSCRIPTS = sorted(p.relative_to(SET_DIR).as_posix() for p in SET_DIR.glob("*/*.jsonl"))
BLIND_LABELS: dict[str, Any] = json.loads((BLIND_DIR / "labels.json").read_text(encoding="utf-8"))
BLIND = sorted(p.relative_to(BLIND_DIR).as_posix() for p in BLIND_DIR.glob("*/*.jsonl"))
# Every (set, transcript) pair; the per-transcript checks run over both sets.
ALL = [("capture", rel) for rel in TRANSCRIPTS] + [("capture_blind", rel) for rel in BLIND]
SETS = {"capture": (SET_DIR, LABELS), "capture_blind": (BLIND_DIR, BLIND_LABELS)}

REJECTION = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected "
    "(eg. if it was a file edit, the new_string was NOT written to the file). "
    "To tell you how to proceed, the user said:\n"
)
CHAINED = {"user", "assistant", "attachment", "system"}  # records with uuid / parentUuid
COMMON = ("uuid", "parentUuid", "sessionId", "cwd", "gitBranch", "timestamp", "version")


def _records(rel: str, where: Path = SET_DIR) -> list[dict[str, Any]]:
    lines = (where / rel).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _raw(rel: str, where: Path = SET_DIR) -> str:
    """Every string in the session (texts, commands, outputs, hook payloads), case-folded."""
    return "\n".join(_strings(_records(rel, where))).casefold()


def _tool_results(rec: dict[str, Any]) -> list[dict[str, Any]]:
    content = rec.get("message", {}).get("content")
    if not isinstance(content, list):
        return []
    return [b for b in content if b.get("type") == "tool_result"]


def test_every_transcript_has_a_label_and_every_label_a_transcript() -> None:
    assert TRANSCRIPTS, "no transcripts found"
    assert sorted(LABELS) == TRANSCRIPTS


def test_halves_are_balanced_and_large_enough() -> None:
    halves = Counter(rel.split("/")[0] for rel in TRANSCRIPTS)
    assert set(halves) == {"tune", "heldout"}
    assert halves["tune"] == halves["heldout"] >= 7
    keepers = sum(len(lab["keepers"]) for lab in LABELS.values())
    traps = sum(len(lab["traps"]) for lab in LABELS.values())
    assert keepers >= 40 and traps >= 40
    with_cue = sum(k["cue_word"] for lab in LABELS.values() for k in lab["keepers"])
    assert with_cue * 4 < keepers, "most keepers must be phrased without cue words"


@pytest.mark.parametrize(("which", "rel"), ALL)
def test_transcript_is_claude_code_jsonl(which: str, rel: str) -> None:
    where, labels = SETS[which]
    records = _records(rel, where)
    assert 15 <= len(records) <= 40
    label = labels[rel]
    seen: set[str] = set()
    sessions = set()
    for rec in records:
        assert isinstance(rec.get("type"), str)
        if rec["type"] not in CHAINED:
            continue
        for field in COMMON:
            assert field in rec, f"{rel}: {rec['type']} record without {field}"
        assert rec["cwd"] == label["project_dir"]
        assert rec["parentUuid"] is None or rec["parentUuid"] in seen, "broken uuid chain"
        assert rec["uuid"] not in seen
        seen.add(rec["uuid"])
        sessions.add(rec["sessionId"])
        if rec["type"] in ("user", "assistant"):
            assert rec["message"]["role"] == rec["type"]
    assert len(sessions) == 1
    first = next(r for r in records if r["type"] in CHAINED)
    assert first["parentUuid"] is None


@pytest.mark.parametrize(("which", "rel"), ALL)
def test_tool_uses_and_results_match(which: str, rel: str) -> None:
    where, labels = SETS[which]
    records = _records(rel, where)
    uses: dict[str, str] = {}
    answered: list[str] = []
    message_ids: list[str] = []
    for rec in records:
        if rec["type"] == "assistant":
            message_ids.append(rec["message"]["id"])
            for block in rec["message"]["content"]:
                if block["type"] == "tool_use":
                    assert block["id"] not in uses
                    uses[block["id"]] = block["name"]
                    if block["name"] == "Bash":
                        assert isinstance(block["input"]["command"], str)
        for block in _tool_results(rec):
            assert block["tool_use_id"] in uses, "result before (or without) its tool_use"
            assert isinstance(block["is_error"], bool)
            assert "toolUseResult" in rec and "sourceToolAssistantUUID" in rec
            answered.append(block["tool_use_id"])
    assert uses and sorted(answered) == sorted(uses), "every tool_use gets exactly one result"
    # Claude Code writes one line per content block: some message ids must repeat.
    assert len(set(message_ids)) < len(message_ids)


@pytest.mark.parametrize(("which", "rel"), ALL)
def test_keepers_are_findable_in_their_transcript(which: str, rel: str) -> None:
    where, labels = SETS[which]
    raw = _raw(rel, where)
    label = labels[rel]
    assert label["keepers"] and label["languages"] and label["stack"]
    ids = [k["id"] for k in label["keepers"]]
    assert len(set(ids)) == len(ids)
    for keeper in label["keepers"]:
        assert keeper["kind"] in KEEPER_KINDS
        assert keeper["language"] in label["languages"]
        assert isinstance(keeper["cue_word"], bool) and keeper["statement"].strip()
        groups = keeper["must_contain_any"]
        assert 1 <= len(groups) <= 3
        statement = keeper["statement"].casefold()
        for group in groups:
            assert group and all(isinstance(alt, str) and alt.strip() for alt in group)
            alts = [alt.casefold() for alt in group]
            assert any(alt in raw for alt in alts), f"{rel} {keeper['id']}: {group} not in session"
            assert any(alt in statement for alt in alts), f"{rel} {keeper['id']}: own statement"


@pytest.mark.parametrize(("which", "rel"), ALL)
def test_traps_are_in_their_transcript_and_in_no_keeper(which: str, rel: str) -> None:
    where, labels = SETS[which]
    raw = _raw(rel, where)
    statements = [k["statement"].casefold() for lab in labels.values() for k in lab["keepers"]]
    label = labels[rel]
    assert label["traps"]
    for trap in label["traps"]:
        assert trap["kind"] in TRAP_KINDS
        assert trap["must_not_contain"]
        for term in trap["must_not_contain"]:
            folded = term.casefold()
            assert folded.strip() and folded in raw, f"{rel} {trap['id']}: {term!r} not in session"
            hits = [s for s in statements if folded in s]
            assert not hits, f"{rel} {trap['id']}: {term!r} is in a keeper statement"


def test_set_covers_the_hard_cases() -> None:
    """Both halves hold a rejected tool call with feedback, an own block, a failing run,
    and a keeper in a language other than English."""
    for half in ("tune", "heldout"):
        rels = [r for r in TRANSCRIPTS if r.startswith(half + "/")]
        rejections = own_blocks = failures = 0
        for rel in rels:
            for rec in _records(rel):
                for block in _tool_results(rec):
                    text = block["content"] if isinstance(block["content"], str) else ""
                    if block["is_error"] and text.startswith(REJECTION):
                        assert text[len(REJECTION) :].strip(), "rejection without feedback"
                        rejections += 1
                    elif block["is_error"]:
                        failures += 1
                if rec["type"] == "attachment" and "retain-memory" in json.dumps(rec):
                    own_blocks += 1
        assert rejections >= 2 and failures >= 3 and own_blocks >= len(rels)
        languages = {k["language"] for r in rels for k in LABELS[r]["keepers"]}
        assert len(languages - {"en"}) >= 5


def test_blind_set_is_large_and_varied() -> None:
    """At least ten speakers (one project each), the languages of the first set, most
    keepers without cue words, and every trap kind the set was written to hold."""
    assert len(BLIND) >= 10
    assert len({lab["project_dir"] for lab in BLIND_LABELS.values()}) == len(BLIND)
    keepers = [k for lab in BLIND_LABELS.values() for k in lab["keepers"]]
    assert len(keepers) >= 40
    assert sum(k["cue_word"] for k in keepers) * 4 < len(keepers)
    assert {"en", "pt", "es", "de", "fr", "ja", "zh", "ko"} <= {k["language"] for k in keepers}
    kinds = {t["kind"] for lab in BLIND_LABELS.values() for t in lab["traps"]}
    assert kinds == TRAP_KINDS
    rejections = failures = 0
    for rel in BLIND:
        for rec in _records(rel, BLIND_DIR):
            for block in _tool_results(rec):
                text = block["content"] if isinstance(block["content"], str) else ""
                if block["is_error"] and text.startswith(REJECTION):
                    assert text[len(REJECTION) :].strip(), "rejection without feedback"
                    rejections += 1
                elif block["is_error"]:
                    failures += 1
    # the sessions without a failing run find their cause in output of a command that exited 0
    assert rejections >= 10 and failures >= 6
