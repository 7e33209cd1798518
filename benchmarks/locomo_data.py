"""LoCoMo as plain records: turns with their session dates, questions with clean evidence.

Follows the recipe in ../shared/bench-data/SOURCES.md: turn text is "{speaker}: {text}"
plus " [shares {blip_caption}]" on image turns; evidence strings are split, repaired
and filtered to turns that exist; questions left without evidence are dropped.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "bench-data" / "locomo" / "locomo10.json"

# Settings are chosen on these five conversations; the other five are held out.
TUNING = ("conv-26", "conv-30", "conv-41", "conv-42", "conv-43")

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}

_SESSION_KEY = re.compile(r"session_(\d+)$")
_EVIDENCE_ID = re.compile(r"D:?(\d+):0*(\d+)")
_DATE_FORMAT = "%I:%M %p on %d %B, %Y"


@dataclass(frozen=True)
class Turn:
    dia_id: str
    session: int
    speaker: str
    text: str  # what is stored: speaker prefix and image caption included
    created_at: float  # the session's date, plus the turn's position in seconds


@dataclass(frozen=True)
class Question:
    text: str
    category: int
    evidence: tuple[str, ...]  # normalised dia ids, all present in the conversation

    @property
    def sessions(self) -> tuple[int, ...]:
        return tuple(sorted({session_of(e) for e in self.evidence}))


@dataclass(frozen=True)
class Conversation:
    sample_id: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]


def session_of(dia_id: str) -> int:
    return int(dia_id[1:].split(":")[0])


def normalise_evidence(raw: list[str], existing: set[str]) -> tuple[str, ...]:
    """Split strings holding several ids, repair `D:11:26`/`D30:05`, drop ids that do not
    exist (or cannot be read, like a bare `D`). Order kept, duplicates removed."""
    out: list[str] = []
    for item in raw:
        for part in re.split(r"[;,\s]+", str(item)):
            m = _EVIDENCE_ID.fullmatch(part.strip())
            if not m:
                continue
            dia = f"D{int(m.group(1))}:{int(m.group(2))}"
            if dia in existing and dia not in out:
                out.append(dia)
    return tuple(out)


def parse_session_date(text: str) -> float:
    """'1:56 pm on 8 May, 2023' -> a POSIX timestamp, read as local time like retain reads
    the dates named in a query."""
    return datetime.strptime(text.strip(), _DATE_FORMAT).timestamp()


def turn_text(turn: dict, *, speaker: bool = True, caption: bool = True) -> str:
    text = f"{turn['speaker']}: {turn['text']}" if speaker else str(turn["text"])
    if caption and turn.get("blip_caption"):
        text += f" [shares {turn['blip_caption']}]"
    return text


def load(path: Path | str = DEFAULT_DATA) -> list[Conversation]:
    with open(path, encoding="utf-8") as f:
        raw = json.load(f)
    return [_conversation(sample) for sample in raw]


def _conversation(sample: dict) -> Conversation:
    conv = sample["conversation"]
    numbers = sorted(
        int(m.group(1)) for k in conv if (m := _SESSION_KEY.match(k)) and isinstance(conv[k], list)
    )
    turns: list[Turn] = []
    for n in numbers:
        start = parse_session_date(conv[f"session_{n}_date_time"])
        for i, t in enumerate(conv[f"session_{n}"]):
            turns.append(Turn(t["dia_id"], n, t["speaker"], turn_text(t), start + i))
    existing = {t.dia_id for t in turns}
    questions = []
    for qa in sample["qa"]:
        evidence = normalise_evidence(qa.get("evidence", []), existing)
        if evidence:
            questions.append(Question(str(qa["question"]), int(qa["category"]), evidence))
    return Conversation(sample["sample_id"], tuple(turns), tuple(questions))
