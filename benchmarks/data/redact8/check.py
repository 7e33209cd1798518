"""Check the redact8 files; exit 1 on any problem.

    python benchmarks/data/redact8/check.py              # checks only
    python benchmarks/data/redact8/check.py --markdown   # checks, then prints the tables

Checks: ids unique and well formed, every label a substring of its text and at least
6 characters, no labelled secret inside any ordinary row, count floors, language and
hard-form floors, split.json shape, meta.jsonl covering every row.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Why: the brief's floors for the held-out set.
MIN_SECRET_ROWS = 1000
MIN_ORDINARY_ROWS = 1500
MIN_LABEL_LEN = 6
MIN_PROSE_LANGS = 15
MIN_HARD_SHARE = 0.20
SECRET_ID = re.compile(r"^k\d{4,}$")
ORDINARY_ID = re.compile(r"^o\d{4,}$")


def load(name: str) -> list[dict]:
    """Read a JSON-lines file next to this script."""
    path = HERE / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def problems() -> list[str]:
    """Return every problem found (empty when the set is sound)."""
    out: list[str] = []
    secrets, ordinary, meta = load("secrets.jsonl"), load("ordinary.jsonl"), load("meta.jsonl")
    ids = [r["id"] for r in secrets + ordinary]
    for rid, n in Counter(ids).items():
        if n > 1:
            out.append(f"duplicate id {rid}")
    for row in secrets:
        if not SECRET_ID.match(row["id"]):
            out.append(f"bad secret id {row['id']}")
        if set(row) != {"id", "text", "secrets", "family", "lang"}:
            out.append(f"{row['id']}: keys {sorted(row)}")
        if not row["secrets"]:
            out.append(f"{row['id']}: no labels")
        for label in row["secrets"]:
            if len(label) < MIN_LABEL_LEN:
                out.append(f"{row['id']}: label shorter than {MIN_LABEL_LEN}: {label!r}")
            if label not in row["text"]:
                out.append(f"{row['id']}: label not in text: {label!r}")
    for row in ordinary:
        if not ORDINARY_ID.match(row["id"]):
            out.append(f"bad ordinary id {row['id']}")
        if set(row) != {"id", "text", "family", "lang"}:
            out.append(f"{row['id']}: keys {sorted(row)}")
    labels = {label for row in secrets for label in row["secrets"]}
    for row in ordinary:
        for label in labels:
            if label in row["text"]:
                out.append(f"{row['id']}: contains labelled secret {label!r}")
    if len(secrets) < MIN_SECRET_ROWS:
        out.append(f"only {len(secrets)} secret rows (< {MIN_SECRET_ROWS})")
    if len(ordinary) < MIN_ORDINARY_ROWS:
        out.append(f"only {len(ordinary)} ordinary rows (< {MIN_ORDINARY_ROWS})")
    prose_langs = {r["lang"] for r in secrets if r["family"] == "prose"}
    if len(prose_langs) < MIN_PROSE_LANGS:
        out.append(f"prose covers only {len(prose_langs)} languages")
    hard = {m["id"] for m in meta if m["hard"]}
    share = sum(r["id"] in hard for r in secrets) / max(1, len(secrets))
    if share < MIN_HARD_SHARE:
        out.append(f"hard share {share:.1%} < {MIN_HARD_SHARE:.0%}")
    if {m["id"] for m in meta} != set(ids):
        out.append("meta.jsonl does not cover exactly the rows")
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split != {"tune": [], "heldout": ["all"]}:
        out.append(f"split.json is {split}")
    return out


def table(title: str, counts: dict[str, tuple[int, int]]) -> str:
    """A markdown table of secret/ordinary counts per key."""
    lines = [f"| {title} | secret rows | ordinary rows |", "|---|---:|---:|"]
    for key in sorted(counts):
        s, o = counts[key]
        lines.append(f"| {key} | {s} | {o} |")
    ts = sum(v[0] for v in counts.values())
    to = sum(v[1] for v in counts.values())
    lines.append(f"| **total** | **{ts}** | **{to}** |")
    return "\n".join(lines)


def markdown() -> str:
    """The README tables: by family, by language, by form, and the hard share."""
    secrets, ordinary, meta = load("secrets.jsonl"), load("ordinary.jsonl"), load("meta.jsonl")
    form = {m["id"]: m["form"] for m in meta}
    hard = {m["id"] for m in meta if m["hard"]}

    def counts(key: str) -> dict[str, tuple[int, int]]:
        s = Counter(r[key] for r in secrets)
        o = Counter(r[key] for r in ordinary)
        return {k: (s[k], o[k]) for k in set(s) | set(o)}

    by_form: dict[str, tuple[int, int]] = {}
    sf = Counter(form[r["id"]] for r in secrets)
    of = Counter(form[r["id"]] for r in ordinary)
    for k in set(sf) | set(of):
        by_form[k] = (sf[k], of[k])
    n_labels = sum(len(r["secrets"]) for r in secrets)
    n_hard = sum(r["id"] in hard for r in secrets)
    head = (
        f"{len(secrets)} secret rows ({n_labels} labels), {len(ordinary)} ordinary rows; "
        f"{n_hard} secret rows ({n_hard / len(secrets):.1%}) are marked hard in meta.jsonl."
    )
    return "\n\n".join(
        [
            head,
            table("family", counts("family")),
            table("lang", counts("lang")),
            table("form (context/syntax)", by_form),
        ]
    )


def main(argv: list[str]) -> int:
    """Run the checks; print tables with --markdown."""
    found = problems()
    for p in found[:50]:
        print("PROBLEM:", p, file=sys.stderr)
    if found:
        print(f"{len(found)} problem(s)", file=sys.stderr)
        return 1
    if "--markdown" in argv:
        print(markdown())
    else:
        print("ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
