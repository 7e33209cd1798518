"""Validate redact13: ids unique, labels are substrings >= 6 chars, no labelled secret
inside any ordinary row, count floors. Exit 1 on any problem.

Run: python benchmarks/data/redact13/check.py [--markdown]
"""

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from rows_secret import TEMPLATES  # noqa: E402

MIN_SECRET_ROWS = 700
MIN_ORDINARY_ROWS = 1300
MIN_PROSE_ROWS = 100
MIN_PROSE_LANGS = 12
MIN_SOURCE_LANGS = 8
MIN_HARD_SHARE = 0.20  # forms a careful rule writer may still miss
MIN_LABEL_LEN = 6
HARD_FAMILIES = {name for name, (_fn, _n, hard) in TEMPLATES.items() if hard} | {"prose-chat"}
SOURCE_FAMILIES = {"source"}


def load(name):
    with (HERE / name).open(encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def problems(secrets, ordinary):
    out = []
    ids = [r["id"] for r in secrets + ordinary]
    for rid, n in Counter(ids).items():
        if n > 1:
            out.append(f"duplicate id {rid}")
    labels = set()
    for r in secrets:
        if not r["secrets"]:
            out.append(f"{r['id']}: no labels")
        for s in r["secrets"]:
            if len(s) < MIN_LABEL_LEN:
                out.append(f"{r['id']}: label shorter than {MIN_LABEL_LEN}: {s!r}")
            if s not in r["text"]:
                out.append(f"{r['id']}: label not in text: {s!r}")
            labels.add(s)
    for r in ordinary:
        if "secrets" in r:
            out.append(f"{r['id']}: ordinary row carries labels")
        for s in labels:
            if s in r["text"]:
                out.append(f"{r['id']}: ordinary row contains a labelled secret {s!r}")
    prose = [r for r in secrets if r["family"] == "prose-chat"]
    hard = sum(r["family"] in HARD_FAMILIES for r in secrets)
    src_langs = {r["lang"] for r in secrets + ordinary if r["family"] in SOURCE_FAMILIES}
    floors = [
        (len(secrets), MIN_SECRET_ROWS, "secret rows"),
        (len(ordinary), MIN_ORDINARY_ROWS, "ordinary rows"),
        (len(prose), MIN_PROSE_ROWS, "prose secret rows"),
        (len({r["lang"] for r in prose}), MIN_PROSE_LANGS, "prose languages"),
        (len(src_langs), MIN_SOURCE_LANGS, "source languages"),
        (hard / max(len(secrets), 1), MIN_HARD_SHARE, "hard share"),
    ]
    for got, floor, what in floors:
        if got < floor:
            out.append(f"{what}: {got} < {floor}")
    return out


def markdown(secrets, ordinary):
    lines = [
        f"Secret rows: {len(secrets)} ({sum(len(r['secrets']) for r in secrets)} labels); "
        f"ordinary rows: {len(ordinary)}; hard-form secret rows: "
        f"{sum(r['family'] in HARD_FAMILIES for r in secrets)}",
        "",
    ]
    for title, rows in (("Secret rows", secrets), ("Ordinary rows", ordinary)):
        for key in ("family", "lang"):
            c = Counter(r[key] for r in rows)
            lines += [f"### {title} by {key}", "", f"| {key} | rows |", "|---|---:|"]
            lines += [
                f"| {k}{' (hard)' if key == 'family' and k in HARD_FAMILIES and rows is secrets else ''} | {n} |"
                for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
            ]
            lines.append("")
    return "\n".join(lines)


def main():
    secrets, ordinary = load("secrets.jsonl"), load("ordinary.jsonl")
    bad = problems(secrets, ordinary)
    for p in bad:
        print("PROBLEM:", p)
    if "--markdown" in sys.argv:
        print(markdown(secrets, ordinary))
    else:
        print(
            f"ok: {len(secrets)} secret rows, {len(ordinary)} ordinary rows"
            if not bad
            else f"{len(bad)} problems"
        )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
