"""Validate redact23; `--markdown` prints the README's count tables.

Exits 1 on any problem: repeated ids, fields missing or out of order, empty text, a secret row without labels, a label
shorter than 6 characters or not inside its own text, a label inside any ordinary row, a repeated ordinary text, a
told row whose lang is not a told language, or a floor missed (900 secret rows, 1,600 ordinary rows, hard >= 20%,
told share of secret rows 25-40%, every told language present in both halves).
"""

import collections
import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

from build import HARD_FAMILIES  # noqa: E402
from phrases import LANGS  # noqa: E402

SHAPE = {"secrets.jsonl": ["id", "text", "secrets", "family", "lang"], "ordinary.jsonl": ["id", "text", "family", "lang"]}
MIN_ROWS = {"secrets.jsonl": 900, "ordinary.jsonl": 1600}


def rows_of(name):
    out = []
    with open(HERE / name, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as exc:
                sys.exit(f"{name} line {n}: not JSON ({exc})")
    return out


def told(row):
    return row["family"].startswith("told_")


def find_problems(sec, ordi):
    out = []
    counts = collections.Counter(r.get("id") for r in sec + ordi)
    out += [f"id {i} appears {n} times" for i, n in counts.items() if n > 1]
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        if len(rows) < MIN_ROWS[name]:
            out.append(f"{name} has {len(rows)} rows (< {MIN_ROWS[name]})")
        for r in rows:
            if list(r) != SHAPE[name]:
                out.append(f"{r.get('id')}: fields are {list(r)}")
                continue
            if not isinstance(r["text"], str) or not r["text"].strip():
                out.append(f"{r['id']}: empty text")
            if told(r) and r["lang"] not in LANGS:
                out.append(f"{r['id']}: told row with lang {r['lang']!r}")
    all_labels = set()
    for r in sec:
        labs = r.get("secrets")
        if not isinstance(labs, list) or not labs:
            out.append(f"{r.get('id')}: no labels")
            continue
        for lab in labs:
            if not isinstance(lab, str) or len(lab) < 6:
                out.append(f"{r['id']}: label {lab!r} is not a string of 6+ characters")
            elif lab not in r["text"]:
                out.append(f"{r['id']}: label {lab!r} is not in its text")
            else:
                all_labels.add(lab)
    ordered = sorted(all_labels)
    for r in ordi:
        for lab in ordered:
            if lab in r.get("text", ""):
                out.append(f"{r['id']}: ordinary row contains label {lab!r}")
                break
    repeats = collections.Counter(r.get("text") for r in ordi)
    out += [f"ordinary text repeated {n} times: {t[:60]!r}" for t, n in repeats.items() if n > 1]
    if sec:
        hard = sum(r["family"] in HARD_FAMILIES for r in sec)
        if 5 * hard < len(sec):
            out.append(f"hard rows {hard} of {len(sec)} (< 20%)")
        share = sum(told(r) for r in sec) / len(sec)
        if not 0.25 <= share <= 0.40:
            out.append(f"told share {share:.1%} outside 25-40%")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        absent = sorted(set(LANGS) - {r["lang"] for r in rows if told(r)})
        if absent:
            out.append(f"{name}: no told rows in {absent}")
    return out


def count_table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    lines = [f"| {key} | rows |", "|---|---:|"]
    lines += [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


def markdown(sec, ordi):
    ts, to = sum(map(told, sec)), sum(map(told, ordi))
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    labs = sum(len(r["secrets"]) for r in sec)
    parts = ["| set | rows | told | seen | labels | hard |", "|---|---:|---:|---:|---:|---:|",
             f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {labs} | {hard} |",
             f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |"]
    for title, rows, key in (("Secret rows by family", sec, "family"), ("Secret rows by language / format", sec, "lang"),
                             ("Ordinary rows by family", ordi, "family"), ("Ordinary rows by language / format", ordi, "lang")):
        parts += ["", f"### {title}", "", count_table(rows, key)]
    return "\n".join(parts)


def main():
    sec, ordi = rows_of("secrets.jsonl"), rows_of("ordinary.jsonl")
    found = find_problems(sec, ordi)
    for p in found:
        print("PROBLEM:", p)
    if "--markdown" in sys.argv[1:]:
        print(markdown(sec, ordi))
    if found:
        sys.exit(1)
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
