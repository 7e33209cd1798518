"""Check redact19 and print its counts.

`python check.py` exits 1 on a problem: a repeated id, fields missing or out of order, an empty text, a label
that is not a string of >= 6 characters or not inside its own text, any label inside any ordinary row, a
repeated ordinary text, or a floor not met (900 secret rows, 1,600 ordinary rows, hard rows >= 20% of secret
rows, told share of secret rows 30-40%, every told language present in both halves). `--markdown` prints
tables of rows by family and by language / format.
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

FIELDS = {"secrets.jsonl": ("id", "text", "secrets", "family", "lang"), "ordinary.jsonl": ("id", "text", "family", "lang")}
FLOORS = {"secrets.jsonl": 900, "ordinary.jsonl": 1600}


def read_rows(name):
    rows = []
    with open(HERE / name, encoding="utf-8") as fh:
        for no, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise SystemExit(f"{name} line {no}: invalid JSON: {exc}") from exc
    return rows


def told(row):
    return str(row.get("family", "")).startswith("told_")


def find_problems(sec, ordi):
    bad = []
    seen_ids = collections.Counter(r.get("id") for r in [*sec, *ordi])
    bad += [f"duplicate id {k!r} ({n}x)" for k, n in seen_ids.items() if n > 1]
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        if len(rows) < FLOORS[name]:
            bad.append(f"{name} has {len(rows)} rows (floor {FLOORS[name]})")
        for r in rows:
            if tuple(r) != FIELDS[name]:
                bad.append(f"{r.get('id')}: fields {tuple(r)}, expected {FIELDS[name]}")
            if not isinstance(r.get("text"), str) or not r.get("text"):
                bad.append(f"{r.get('id')}: empty or non-string text")
    labels = set()
    for r in sec:
        ls = r.get("secrets")
        if not isinstance(ls, list) or not ls:
            bad.append(f"{r.get('id')}: secrets must be a non-empty list")
            continue
        for lb in ls:
            if not isinstance(lb, str) or len(lb) < 6:
                bad.append(f"{r.get('id')}: label {lb!r} shorter than 6 or not a string")
            elif lb not in str(r.get("text")):
                bad.append(f"{r.get('id')}: label {lb!r} missing from its text")
            else:
                labels.add(lb)
    for r in ordi:
        text = str(r.get("text"))
        for lb in labels:
            if lb in text:
                bad.append(f"{r.get('id')}: ordinary row contains label {lb!r}")
                break
    texts = collections.Counter(r.get("text") for r in ordi)
    bad += [f"ordinary text repeated {n}x: {str(t)[:60]!r}" for t, n in texts.items() if n > 1]
    if sec:
        hard = sum(r.get("family") in HARD_FAMILIES for r in sec)
        if hard * 5 < len(sec):
            bad.append(f"hard rows {hard} of {len(sec)} (< 20%)")
        share = sum(told(r) for r in sec) / len(sec)
        if not 0.30 <= share <= 0.40:
            bad.append(f"told share {share:.1%} outside 30-40%")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        langs = {r.get("lang") for r in rows if told(r)}
        missing = sorted(set(LANGS) - langs)
        if missing:
            bad.append(f"{name}: no told rows in {missing}")
    return bad


def counts(rows, key):
    c = collections.Counter(r[key] for r in rows)
    body = [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join([f"| {key} | rows |", "|---|---:|", *body])


def render(sec, ordi):
    ts, to = sum(map(told, sec)), sum(map(told, ordi))
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    nl = sum(len(r["secrets"]) for r in sec)
    out = ["| set | rows | told | seen | labels | hard |", "|---|---:|---:|---:|---:|---:|",
           f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {nl} | {hard} |",
           f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |"]
    for title, rows, key in (("Secret rows by family", sec, "family"), ("Secret rows by language / format", sec, "lang"),
                             ("Ordinary rows by family", ordi, "family"), ("Ordinary rows by language / format", ordi, "lang")):
        out += ["", f"### {title}", "", counts(rows, key)]
    return "\n".join(out)


def main():
    sec, ordi = read_rows("secrets.jsonl"), read_rows("ordinary.jsonl")
    bad = find_problems(sec, ordi)
    for b in bad:
        print("PROBLEM:", b)
    if "--markdown" in sys.argv[1:]:
        print(render(sec, ordi))
    if bad:
        sys.exit(1)
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
