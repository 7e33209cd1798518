"""Validate pairs5.jsonl (the round-18 blind write-gate set); exit 1 on a problem.

Usage from the repository root:
    python benchmarks/data/gate/pairs5_check.py [--markdown]

Checks the README's row format, ids t001... in order, every row ``heldout``, targets
only on supersessions and in range, phrasings allowed for the label, no duplicate
pair, no absolute path, the balance the brief asks for (>= 240 pairs, 40-50%
supersessions, 12-20% not English), and that ``pairs5_build.py`` reproduces the file
byte for byte. ``--markdown`` prints the count tables used in PAIRS5.md.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE / "pairs5.jsonl"
FIELDS = {"id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"}
LANGS = {"en", "de", "es", "fr", "ja", "zh", "pt", "ko"}
LABELS = {"supersedes", "novel", "redundant", "refines"}
CHANGE = {
    "from_to",
    "instead_of",
    "switched",
    "no_longer",
    "now_uses",
    "replaced_by",
    "moved",
    "dropped",
    "gone",
    "implicit",
    "negation",
    "correction",
}
NEGATIVE = CHANGE | {
    "related",
    "plain",
    "question",
    "detail",
    "example",
    "scope",
    "paraphrase",
    "exact",
}
ABSOLUTE = re.compile(r"(?<![\w.~`])/(?:work|home|tmp|Users|root)/")


def problems(text: str) -> list[str]:
    out: list[str] = []
    seen: set[tuple[tuple[str, ...], str]] = set()
    lines = text.splitlines()
    for n, line in enumerate(lines, 1):
        where = f"line {n}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            out.append(f"{where}: not JSON ({exc})")
            continue
        if not isinstance(row, dict) or set(row) != FIELDS:
            out.append(f"{where}: fields must be exactly {sorted(FIELDS)}")
            continue
        if row["id"] != f"t{n:03d}":
            out.append(f"{where}: id {row['id']!r}, expected t{n:03d}")
        if row["split"] != "heldout":
            out.append(f"{where}: split must be heldout")
        if row["lang"] not in LANGS:
            out.append(f"{where}: unknown lang {row['lang']!r}")
        ex = row["existing"]
        if (
            not isinstance(ex, list)
            or not 1 <= len(ex) <= 4
            or not all(isinstance(e, str) and e.strip() for e in ex)
        ):
            out.append(f"{where}: existing must be 1-4 non-empty strings")
            continue
        if len(set(ex)) != len(ex):
            out.append(f"{where}: repeated existing belief")
        if not isinstance(row["new"], str) or not row["new"].strip():
            out.append(f"{where}: new must be a non-empty string")
            continue
        if row["new"] in ex and row["label"] != "redundant":
            out.append(f"{where}: new equals an existing belief but is not redundant")
        label, target, phrasing = row["label"], row["target"], row["phrasing"]
        if label not in LABELS:
            out.append(f"{where}: unknown label {label!r}")
        elif label == "supersedes":
            if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < len(ex):
                out.append(f"{where}: supersedes needs a target index into existing")
            if phrasing not in CHANGE:
                out.append(f"{where}: phrasing {phrasing!r} not allowed for supersedes")
        else:
            if target is not None:
                out.append(f"{where}: target must be null for {label}")
            if phrasing not in NEGATIVE:
                out.append(f"{where}: phrasing {phrasing!r} not allowed for {label}")
        if not isinstance(row["note"], str) or not row["note"].strip():
            out.append(f"{where}: note must be a non-empty string")
        key = (tuple(sorted(ex)), row["new"])
        if key in seen:
            out.append(f"{where}: duplicate pair")
        seen.add(key)
        if ABSOLUTE.search(line):
            out.append(f"{where}: absolute path")
    rows = [json.loads(x) for x in lines] if not out else []
    if rows:
        total = len(rows)
        sup = sum(r["label"] == "supersedes" for r in rows)
        foreign = sum(r["lang"] != "en" for r in rows)
        if total < 240:
            out.append(f"only {total} pairs, need >= 240")
        if not 0.40 <= sup / total <= 0.50:
            out.append(f"supersessions are {sup / total:.1%}, want 40-50%")
        if not 0.12 <= foreign / total <= 0.20:
            out.append(f"non-English rows are {foreign / total:.1%}, want 12-20%")
        news = Counter(r["new"] for r in rows)
        out += [f"new statement used twice: {s!r}" for s, c in news.items() if c > 1]
    return out


def rebuilt() -> str:
    spec = importlib.util.spec_from_file_location("pairs5_build", HERE / "pairs5_build.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return str(mod.build())


def markdown(rows: list[dict[str, object]]) -> str:
    def table(title: str, counts: Counter[str]) -> list[str]:
        lines = [f"| {title} | pairs |", "|---|---|"]
        lines += [f"| {k} | {v} |" for k, v in sorted(counts.items())]
        return lines + [f"| total | {sum(counts.values())} |", ""]

    parts = table("label", Counter(str(r["label"]) for r in rows))
    parts += table("lang", Counter(str(r["lang"]) for r in rows))
    parts += table(
        "phrasing (supersedes)",
        Counter(str(r["phrasing"]) for r in rows if r["label"] == "supersedes"),
    )
    parts += table(
        "phrasing (negatives)",
        Counter(str(r["phrasing"]) for r in rows if r["label"] != "supersedes"),
    )
    parts += table("existing beliefs per pair", Counter(str(len(r["existing"])) for r in rows))  # type: ignore[arg-type]
    return "\n".join(parts)


def main(argv: list[str]) -> int:
    text = DATA.read_text(encoding="utf-8")
    found = problems(text)
    if text != rebuilt():
        found.append("pairs5_build.py does not reproduce pairs5.jsonl byte for byte")
    for p in found:
        print(f"pairs5: {p}", file=sys.stderr)
    if found:
        return 1
    rows = [json.loads(x) for x in text.splitlines()]
    if "--markdown" in argv:
        print(markdown(rows))
    else:
        sup = sum(r["label"] == "supersedes" for r in rows)
        print(f"pairs5.jsonl ok: {len(rows)} pairs, {sup} supersedes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
