"""Labelled sets for measuring the write gate (issue 10), and their loader.

Two files in benchmarks/data/gate/ (see the README there):

  pairs.jsonl   one new statement against the 1-4 live beliefs it meets; the label says
                whether it supersedes one of them (and which), or is novel, redundant or
                a refinement
  pairs2.jsonl  a second pairs set in the same format, written later and blind to the
                gate's results on it (ids q001...)
  stream.jsonl  an ordered stream of coding-agent writes across five projects, with the
                earlier write each real supersession replaces

Both were written by hand before any gate setting was chosen. Choose settings on the
"tune" half and report the "heldout" half.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args

DATA_DIR = Path(__file__).resolve().parent / "data" / "gate"
PAIRS_FILE = DATA_DIR / "pairs.jsonl"
PAIRS2_FILE = DATA_DIR / "pairs2.jsonl"  # a second blind set, written in round 3
PAIRS3_FILE = DATA_DIR / "pairs3.jsonl"  # a third, held out whole (round 16): never tune on it
PAIRS4_FILE = DATA_DIR / "pairs4.jsonl"  # a fourth, held out whole (round 17): never tune on it
PAIRS5_FILE = DATA_DIR / "pairs5.jsonl"  # a fifth, held out whole (round 18): never tune on it
PAIRS6_FILE = DATA_DIR / "pairs6.jsonl"  # a sixth, held out whole (round 19): never tune on it
PAIRS7_FILE = DATA_DIR / "pairs7.jsonl"  # a seventh, held out whole (round 20): never tune on it
PAIRS8_FILE = DATA_DIR / "pairs8.jsonl"  # an eighth, held out whole (round 21): never tune on it
PAIRS9_FILE = DATA_DIR / "pairs9.jsonl"  # a ninth, held out whole (round 22): never tune on it
PAIRS10_FILE = DATA_DIR / "pairs10.jsonl"  # a tenth, held out whole (round 23): never tune on it
PAIRS11_FILE = DATA_DIR / "pairs11.jsonl"  # an eleventh, held out whole (round 24): never tune on it
PAIRS12_FILE = DATA_DIR / "pairs12.jsonl"  # a twelfth, held out whole (round 25): never tune on it
PAIRS13_FILE = DATA_DIR / "pairs13.jsonl"  # a thirteenth, held out whole (round 26): never tune on it
PAIRS14_FILE = DATA_DIR / "pairs14.jsonl"  # a fourteenth, held out whole (round 27): never tune on it
PAIRS15_FILE = DATA_DIR / "pairs15.jsonl"  # a fifteenth, held out whole (round 28): never tune on it
PAIRS16_FILE = DATA_DIR / "pairs16.jsonl"  # a sixteenth, held out whole (round 29): never tune on it
PAIRS17_FILE = DATA_DIR / "pairs17.jsonl"  # a seventeenth, held out whole (round 30): never tune on it
PAIRS18_FILE = DATA_DIR / "pairs18.jsonl"  # an eighteenth, held out whole (round 31): never tune on it
PAIRS19_FILE = DATA_DIR / "pairs19.jsonl"  # a nineteenth, held out whole (round 32): never tune on it
PAIRS20_FILE = DATA_DIR / "pairs20.jsonl"  # a twentieth, held out whole (round 33): never tune on it
PAIRS21_FILE = DATA_DIR / "pairs21.jsonl"  # a twenty-first, held out whole (round 34): never tune on it
PAIRS22_FILE = DATA_DIR / "pairs22.jsonl"  # a twenty-second, held out whole (round 36): never tune on it
PAIRS23_FILE = DATA_DIR / "pairs23.jsonl"  # a twenty-third, held out whole (round 37): never tune on it
PAIRS24_FILE = DATA_DIR / "pairs24.jsonl"  # a twenty-fourth, held out whole (round 38): never tune on it
PAIRS25_FILE = DATA_DIR / "pairs25.jsonl"  # a twenty-fifth, held out whole (round 39): never tune on it
PAIRS26_FILE = DATA_DIR / "pairs26.jsonl"  # a twenty-sixth, held out whole (round 40): never tune on it
PAIRS27_FILE = DATA_DIR / "pairs27.jsonl"  # a twenty-seventh, held out whole (round 41): never tune on it
PAIRS28_FILE = DATA_DIR / "pairs28.jsonl"  # a twenty-eighth, held out whole (round 42): never tune on it
PAIRS29_FILE = DATA_DIR / "pairs29.jsonl"  # a twenty-ninth, held out whole (round 43): never tune on it
PAIRS30_FILE = DATA_DIR / "pairs30.jsonl"  # a thirtieth, held out whole (round 44): never tune on it
PAIRS31_FILE = DATA_DIR / "pairs31.jsonl"  # a thirty-first, held out whole (round 45): never tune on it
PAIRS32_FILE = DATA_DIR / "pairs32.jsonl"  # a thirty-second, held out whole (round 46): never tune on it
STREAM_FILE = DATA_DIR / "stream.jsonl"

Split = Literal["tune", "heldout"]
Label = Literal["supersedes", "novel", "redundant", "refines"]
Lang = Literal["en", "de", "es", "fr", "ja", "zh", "pt", "ko"]
Kind = Literal["decision", "fact", "bugfix", "procedure", "constraint", "preference", "lesson"]

SPLITS: tuple[str, ...] = get_args(Split)
LABELS: tuple[str, ...] = get_args(Label)
LANGS: tuple[str, ...] = get_args(Lang)
# Languages of the sets held out whole (pairs6 on): not balanced across halves, so apart.
MORE_LANGS: tuple[str, ...] = (
    *("it", "nl", "pl", "ru", "tr", "sv", "cs", "id", "vi", "fi"),  # pairs6
    *("da", "nb", "ro", "ca", "hu", "el", "uk", "he", "hi", "ar"),  # pairs7
    *("sk", "hr", "bg", "lt", "et", "th", "ms", "fa", "sw", "tl"),  # pairs8
    *("af", "gl", "eu", "sl", "lv", "sr", "is", "bn", "ur", "cy"),  # pairs9
    *("eo", "sq", "mk", "az", "uz", "ta", "mr", "ne", "be", "kk"),  # pairs10
    *("ga", "mt", "lb", "fy", "ka", "hy", "gu", "pa", "mn", "te"),  # pairs11
    *("kn", "ml", "am", "km", "ky", "yo", "zu", "so", "jv", "ht"),  # pairs12
    *("oc", "gd", "co", "la", "tg", "tk", "tt", "ha", "mg", "si"),  # pairs13
    *("ia", "fo", "yi", "ku", "ps", "lo", "my", "su", "mi", "br"),  # pairs14
    *("io", "ie", "rm", "an", "sc", "ug", "ba", "or", "xh", "qu"),  # pairs15
)
KINDS: tuple[str, ...] = get_args(Kind)


class GateDataError(ValueError):
    """A line of a gate data file is malformed."""


@dataclass(frozen=True)
class Pair:
    """One new statement and the live beliefs of its project that it is judged against."""

    id: str
    split: Split
    lang: Lang
    existing: tuple[str, ...]
    new: str
    label: Label
    target: int | None  # index into existing of the belief replaced; supersedes only
    phrasing: str
    note: str

    @property
    def is_supersession(self) -> bool:
        return self.label == "supersedes"


@dataclass(frozen=True)
class Write:
    """One memory write in the stream, in the order an agent made it."""

    seq: int
    project: str
    kind: Kind
    text: str
    replaces: int | None  # seq of the earlier write in the same project it supersedes
    duplicate_of: int | None  # seq of an earlier write it restates (near-duplicate)
    split: Split


def _choice(value: object, allowed: tuple[str, ...], field: str, where: str) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise GateDataError(f"{where}: {field} must be one of {allowed}, got {value!r}")
    return value


def _text(value: object, field: str, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise GateDataError(f"{where}: {field} must be a non-empty string")
    return value


def _optional_int(value: object, field: str, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise GateDataError(f"{where}: {field} must be an integer or null, got {value!r}")
    return value


def _lines(path: Path) -> list[tuple[str, dict[str, object]]]:
    rows = []
    with path.open(encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            where = f"{path.name}:{number}"
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise GateDataError(f"{where}: not JSON ({exc.msg})") from None
            if not isinstance(row, dict):
                raise GateDataError(f"{where}: each line must be a JSON object")
            rows.append((where, row))
    return rows


def parse_pair(row: dict[str, object], where: str = "pair") -> Pair:
    """Build a Pair from one decoded line, checking every field and the target rule."""
    existing = row.get("existing")
    if not isinstance(existing, list) or not 1 <= len(existing) <= 4:
        raise GateDataError(f"{where}: existing must be a list of 1-4 beliefs")
    beliefs = tuple(_text(b, "existing[]", where) for b in existing)
    label = _choice(row.get("label"), LABELS, "label", where)
    target = _optional_int(row.get("target"), "target", where)
    if label == "supersedes":
        if target is None or not 0 <= target < len(beliefs):
            raise GateDataError(f"{where}: a supersession needs a target in 0..{len(beliefs) - 1}")
    elif target is not None:
        raise GateDataError(f"{where}: only a supersession has a target")
    return Pair(
        id=_text(row.get("id"), "id", where),
        split=_choice(row.get("split"), SPLITS, "split", where),  # type: ignore[arg-type]
        lang=_choice(row.get("lang"), LANGS + MORE_LANGS, "lang", where),  # type: ignore[arg-type]
        existing=beliefs,
        new=_text(row.get("new"), "new", where),
        label=label,  # type: ignore[arg-type]
        target=target,
        phrasing=_text(row.get("phrasing"), "phrasing", where),
        note=_text(row.get("note"), "note", where),
    )


def parse_write(row: dict[str, object], where: str = "write") -> Write:
    """Build a Write from one decoded line (field checks only; order is checked by load)."""
    seq = _optional_int(row.get("seq"), "seq", where)
    if seq is None or seq < 1:
        raise GateDataError(f"{where}: seq must be a positive integer")
    return Write(
        seq=seq,
        project=_text(row.get("project"), "project", where),
        kind=_choice(row.get("kind"), KINDS, "kind", where),  # type: ignore[arg-type]
        text=_text(row.get("text"), "text", where),
        replaces=_optional_int(row.get("replaces"), "replaces", where),
        duplicate_of=_optional_int(row.get("duplicate_of"), "duplicate_of", where),
        split=_choice(row.get("split"), SPLITS, "split", where),  # type: ignore[arg-type]
    )


def check_stream(writes: list[Write]) -> None:
    """Raise GateDataError unless seqs run 1..n in order and every link points backwards
    to a write of the same project, each project lies in one split, and no write is
    replaced twice."""
    by_seq: dict[int, Write] = {}
    project_split: dict[str, str] = {}
    replaced: set[int] = set()
    for expected, write in enumerate(writes, 1):
        where = f"seq {write.seq}"
        if write.seq != expected:
            raise GateDataError(f"{where}: expected seq {expected}; the stream must be in order")
        if project_split.setdefault(write.project, write.split) != write.split:
            raise GateDataError(f"{where}: project {write.project} appears in both splits")
        for field, link in (("replaces", write.replaces), ("duplicate_of", write.duplicate_of)):
            if link is None:
                continue
            earlier = by_seq.get(link)
            if earlier is None:
                raise GateDataError(f"{where}: {field} {link} is not an earlier write")
            if earlier.project != write.project:
                raise GateDataError(f"{where}: {field} {link} is in another project")
        if write.replaces is not None:
            if write.replaces in replaced:
                raise GateDataError(f"{where}: seq {write.replaces} was already replaced")
            replaced.add(write.replaces)
        if write.replaces is not None and write.duplicate_of is not None:
            raise GateDataError(f"{where}: a write is either a supersession or a duplicate")
        by_seq[write.seq] = write


def load_pairs(split: Split | None = None, path: Path = PAIRS_FILE) -> list[Pair]:
    """Every labelled pair, or only those of one split, in file order."""
    if split is not None:
        _choice(split, SPLITS, "split", "load_pairs")
    pairs = [parse_pair(row, where) for where, row in _lines(path)]
    seen: set[str] = set()
    for pair in pairs:
        if pair.id in seen:
            raise GateDataError(f"{path.name}: duplicate id {pair.id}")
        seen.add(pair.id)
    return [p for p in pairs if split is None or p.split == split]


def load_stream(split: Split | None = None, path: Path = STREAM_FILE) -> list[Write]:
    """The write stream in order, or only the writes of the projects in one split.

    Filtering by split keeps every link valid, because a project lies wholly in one split.
    """
    if split is not None:
        _choice(split, SPLITS, "split", "load_stream")
    writes = [parse_write(row, where) for where, row in _lines(path)]
    check_stream(writes)
    return [w for w in writes if split is None or w.split == split]
