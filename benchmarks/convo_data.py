"""A second conversational retrieval set, written for retain: loads into LoCoMo's records.

    python -m benchmarks.convo_data [--check]   # rebuild (or check) convo.json from src/

The conversations are authored as plain text under benchmarks/data/convo/src/ (one file
per conversation, format in benchmarks/data/convo/README.md) and compiled to
benchmarks/data/convo/convo.json, which is what the benchmark reads. `load` returns the
same `Conversation`/`Turn`/`Question` records as `locomo_data.load`, with the same
category numbers, so `python -m benchmarks.locomo --set convo` runs unchanged on it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .locomo_data import CATEGORIES, Conversation, Question, Turn, parse_session_date

DATA_DIR = Path(__file__).resolve().parent / "data" / "convo"
DEFAULT_DATA = DATA_DIR / "convo.json"
SOURCE_DIR = DATA_DIR / "src"

# Settings are chosen on these four conversations; the other four are held out.
TUNING = ("convo-01", "convo-03", "convo-05", "convo-07")

CATEGORY_OF = {name: number for number, name in CATEGORIES.items()}
_SHORT_CATEGORY = {
    "single": "single-hop",
    "multi": "multi-hop",
    "temporal": "temporal",
    "open": "open-domain",
}
OVERLAPS = ("low", "medium", "high")

_LABELS = re.compile(r"((?:\s+#[a-z0-9_]+)+)\s*$")
_WORD = re.compile(r"[a-z0-9]+")
# Function words left out when measuring how many of a question's words its evidence uses.
_STOP = frozenset(
    "a an the and or but of to in on at for with from by about as is are was were be been "
    "do does did done have has had i you he she it we they me him her us them my your his "
    "its our their what which who whom whose when where why how that this these those there "
    "then than so if not no yes any some all ever just also still again s t d ll re "
    "ve m can could would should will shall may might must am get got go went".split()
)
_SUFFIXES = ("ations", "ation", "ings", "ing", "ies", "ied", "ed", "es", "ly", "er", "s", "y", "e")
# Measured overlap -> level: under a third of the question's content words in the
# evidence is low, two thirds or more is high.
LOW_BELOW, HIGH_FROM = 1 / 3, 2 / 3


@dataclass(frozen=True)
class Labelled:
    """One conversation with what LoCoMo's records do not carry: its half of the split
    and, per question (same order as `conversation.questions`), the reference answer and
    the lexical-overlap level the author assigned."""

    conversation: Conversation
    split: str  # "tune" or "heldout"
    answers: tuple[str, ...]
    overlap: tuple[str, ...]


def load(path: Path | str = DEFAULT_DATA) -> list[Conversation]:
    """The conversations as locomo_data records (Turn text is "{speaker}: {text}")."""
    return [item.conversation for item in load_labelled(path)]


def load_labelled(path: Path | str = DEFAULT_DATA) -> list[Labelled]:
    with open(path, encoding="utf-8") as f:
        raw = json.load(f)
    return [_labelled(c) for c in raw["conversations"]]


def _labelled(conv: dict) -> Labelled:
    turns: list[Turn] = []
    for session in conv["sessions"]:
        start = parse_session_date(session["date_time"])
        for i, t in enumerate(session["turns"]):
            turns.append(
                Turn(
                    t["dia_id"],
                    session["session"],
                    t["speaker"],
                    f"{t['speaker']}: {t['text']}",
                    start + i,
                )
            )
    questions = tuple(
        Question(q["question"], CATEGORY_OF[q["category"]], tuple(q["evidence"]))
        for q in conv["qa"]
    )
    return Labelled(
        Conversation(conv["sample_id"], tuple(turns), questions),
        conv["split"],
        tuple(q["answer"] for q in conv["qa"]),
        tuple(q["overlap"] for q in conv["qa"]),
    )


def stem(word: str) -> str:
    """A crude suffix stripper, close enough to the Porter stemmer retain's FTS index uses
    that "injured"/"injury"/"injure" meet and "climbing"/"climbs" meet."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def content_words(text: str) -> set[str]:
    """Stems of the words that carry meaning: stop words and one-letter tokens dropped."""
    return {stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


def lexical_overlap(question: str, evidence_texts: list[str]) -> float:
    """Share of the question's content words that appear in its evidence turns (exact
    lowercase words, no stemming): a rough check on the author's overlap labels."""
    q = content_words(question)
    if not q:
        return 0.0
    ev: set[str] = set()
    for text in evidence_texts:
        ev |= content_words(text)
    return len(q & ev) / len(q)


# --- building convo.json from the authored sources -------------------------------------


class SourceError(ValueError):
    pass


def parse_source(text: str, name: str = "<source>") -> dict:
    """One authored conversation -> its JSON record. Raises SourceError on any label,
    category or date that does not resolve, so a typo cannot produce a silent gap."""
    header: dict[str, str] = {}
    speakers: dict[str, str] = {}
    sessions: list[dict] = []
    labels: dict[str, str] = {}
    qa: list[dict] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        where = f"{name}:{lineno}"
        line = line.rstrip()
        if not line.strip() or line.startswith("//"):
            continue
        if line.startswith("== "):
            date = line[3:].strip()
            try:
                parse_session_date(date)
            except ValueError as e:
                raise SourceError(f"{where}: bad date {date!r}") from e
            sessions.append({"session": len(sessions) + 1, "date_time": date, "turns": []})
        elif line.startswith("? "):
            qa.append(_question(line[2:], where))
        elif not sessions:
            key, _, value = line.partition(":")
            header[key.strip()] = value.strip()
            if key.strip() == "speakers":
                for pair in value.split(","):
                    full, _, short = pair.strip().partition("=")
                    speakers[short.strip()] = full.strip()
        else:
            short, sep, said = line.partition(": ")
            if not sep or short not in speakers:
                raise SourceError(f"{where}: not a turn line: {line!r}")
            tags: list[str] = []
            m = _LABELS.search(said)
            if m:
                tags = [t[1:] for t in m.group(1).split()]
                said = said[: m.start()]
            session = sessions[-1]
            dia_id = f"D{session['session']}:{len(session['turns']) + 1}"
            for tag in tags:
                if tag in labels:
                    raise SourceError(f"{where}: label #{tag} used twice")
                labels[tag] = dia_id
            session["turns"].append(
                {"dia_id": dia_id, "speaker": speakers[short], "text": said.strip()}
            )
    for q in qa:
        missing = [t for t in q["evidence"] if t not in labels]
        if missing:
            raise SourceError(f"{name}: question {q['question']!r} cites unknown {missing}")
        q["evidence"] = [labels[t] for t in q["evidence"]]
        said = {t["dia_id"]: f"{t['speaker']}: {t['text']}" for s in sessions for t in s["turns"]}
        score = lexical_overlap(q["question"], [said[e] for e in q["evidence"]])
        q["overlap_score"] = round(score, 3)
        q["overlap"] = overlap_level(score)
    for key in ("id", "split", "speakers"):
        if key not in header:
            raise SourceError(f"{name}: header lacks {key!r}")
    return {
        "sample_id": header["id"],
        "split": header["split"],
        "speaker_a": list(speakers.values())[0],
        "speaker_b": list(speakers.values())[1],
        "setting": header.get("setting", ""),
        "sessions": sessions,
        "qa": qa,
    }


def _question(body: str, where: str) -> dict:
    parts = [p.strip() for p in body.split("|")]
    if len(parts) != 4:
        raise SourceError(f"{where}: a question needs 'kind | text | answer | labels'")
    if parts[0] not in _SHORT_CATEGORY:
        raise SourceError(f"{where}: unknown category {parts[0]!r}")
    evidence = [t.lstrip("#") for t in parts[3].split()]
    if not evidence:
        raise SourceError(f"{where}: question without evidence")
    return {
        "question": parts[1],
        "answer": parts[2],
        "category": _SHORT_CATEGORY[parts[0]],
        "evidence": evidence,
    }


def overlap_level(score: float) -> str:
    if score < LOW_BELOW:
        return "low"
    return "high" if score >= HIGH_FROM else "medium"


def build(source_dir: Path = SOURCE_DIR) -> dict:
    convs = [
        parse_source(p.read_text(encoding="utf-8"), p.name)
        for p in sorted(source_dir.glob("*.txt"))
    ]
    return {
        "name": "retain-convo",
        "licence": "Written for the retain project and released under the project's licence.",
        "date_format": "%I:%M %p on %d %B, %Y",
        "conversations": convs,
    }


def render(data: dict) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m benchmarks.convo_data", description=__doc__.split("\n")[0]
    )
    ap.add_argument("--check", action="store_true", help="fail if convo.json is not up to date")
    args = ap.parse_args(argv)
    text = render(build())
    if args.check:
        current = DEFAULT_DATA.read_text(encoding="utf-8") if DEFAULT_DATA.exists() else ""
        if current != text:
            print("convo.json is out of date: run python -m benchmarks.convo_data")
            return 1
        return 0
    DEFAULT_DATA.write_text(text, encoding="utf-8")
    labelled = load_labelled()
    turns = sum(len(x.conversation.turns) for x in labelled)
    questions = sum(len(x.conversation.questions) for x in labelled)
    print(
        f"wrote {DEFAULT_DATA.name}: {len(labelled)} conversations, "
        f"{turns} turns, {questions} questions"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
