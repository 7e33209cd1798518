"""Validate redact25; `python check.py --markdown` also prints the README's count tables.

Exits 1 on a problem: a repeated id, fields missing or out of order, empty text, a secret row without labels, a label
that is not a string of 6+ characters, has surrounding whitespace or is not inside its own text, a piece of a cut value
(told_split, quote_split) under 8 characters, a label inside any ordinary row, a repeated ordinary text, a told row
whose lang is not a told language, fewer than 10 told languages besides English, a told language missing from either
half, or a floor missed (900 secret rows, 1,600 ordinary rows, hard >= 20%, told share of secret rows 25-40%).
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

FIELDS = {"secrets.jsonl": ["id", "text", "secrets", "family", "lang"], "ordinary.jsonl": ["id", "text", "family", "lang"]}
FLOOR = {"secrets.jsonl": 900, "ordinary.jsonl": 1600}
PIECES = {"told_split", "quote_split"}


def load(name):
    out = []
    for n, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError as exc:
            sys.exit(f"{name} line {n}: not JSON ({exc})")
    return out


def told(row):
    return row["family"].startswith("told_")


def check_rows(name, rows):
    out = [f"{name}: {len(rows)} rows, floor {FLOOR[name]}"] if len(rows) < FLOOR[name] else []
    for r in rows:
        if list(r) != FIELDS[name]:
            out.append(f"{r.get('id')}: fields {list(r)}")
        elif not isinstance(r["text"], str) or not r["text"].strip():
            out.append(f"{r['id']}: empty text")
        elif told(r) and r["lang"] not in LANGS:
            out.append(f"{r['id']}: told row in {r['lang']!r}")
    return out


def check_labels(sec):
    out, labels = [], set()
    for r in sec:
        labs = r.get("secrets")
        if not isinstance(labs, list) or not labs:
            out.append(f"{r.get('id')}: no labels")
            continue
        for lab in labs:
            if not isinstance(lab, str) or len(lab) < 6 or lab != lab.strip():
                out.append(f"{r['id']}: label {lab!r} is not a trimmed string of 6+ characters")
            elif lab not in r["text"]:
                out.append(f"{r['id']}: label {lab!r} not in its text")
            elif r["family"] in PIECES and len(lab) < 8:
                out.append(f"{r['id']}: piece {lab!r} under 8 characters")
            else:
                labels.add(lab)
    return out, sorted(labels)


def problems(sec, ordi):
    ids = collections.Counter(r.get("id") for r in sec + ordi)
    out = [f"id {i} used {n} times" for i, n in ids.items() if n > 1]
    out += check_rows("secrets.jsonl", sec) + check_rows("ordinary.jsonl", ordi)
    if out:
        return out
    lab_problems, labels = check_labels(sec)
    out += lab_problems
    for r in ordi:
        hit = next((lab for lab in labels if lab in r["text"]), None)
        if hit:
            out.append(f"{r['id']}: ordinary row holds label {hit!r}")
    texts = collections.Counter(r["text"] for r in ordi)
    out += [f"ordinary text repeated {n} times: {t[:60]!r}" for t, n in texts.items() if n > 1]
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    if 5 * hard < len(sec):
        out.append(f"hard rows {hard} of {len(sec)}, under 20%")
    share = sum(map(told, sec)) / max(len(sec), 1)
    if not 0.25 <= share <= 0.40:
        out.append(f"told share {share:.1%}, outside 25-40%")
    if len([c for c in LANGS if c != "en"]) < 10:
        out.append("fewer than 10 told languages besides English")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        missing = sorted(set(LANGS) - {r["lang"] for r in rows if told(r)})
        if missing:
            out.append(f"{name}: no told rows in {missing}")
    return out


def table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    lines = [f"| {key} | rows |", "|---|---:|"]
    return "\n".join(lines + [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))])


def markdown(sec, ordi):
    ts, to = sum(map(told, sec)), sum(map(told, ordi))
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    labs = sum(len(r["secrets"]) for r in sec)
    out = ["| set | rows | told | seen | labels | hard |", "|---|---:|---:|---:|---:|---:|",
           f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {labs} | {hard} |",
           f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |"]
    for title, rows, key in (("Secret rows by family", sec, "family"), ("Secret rows by language / format", sec, "lang"),
                             ("Ordinary rows by family", ordi, "family"),
                             ("Ordinary rows by language / format", ordi, "lang")):
        out += ["", f"### {title}", "", table(rows, key)]
    return "\n".join(out)


def main():
    sec, ordi = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(sec, ordi)
    for p in found:
        print("PROBLEM:", p)
    if "--markdown" in sys.argv[1:]:
        print(markdown(sec, ordi))
    if found:
        sys.exit(1)
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
