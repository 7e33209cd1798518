"""Check redact21 and print its counts.

`python check.py` exits 1 on a problem: a repeated id, fields missing or out of order, an empty text, an empty label
list, a label that is not a string of >= 6 characters or is not inside its own text, any label inside any ordinary
row, a repeated ordinary text, or a floor not met (900 secret rows, 1,600 ordinary rows, hard rows >= 20% of secret
rows, told share of secret rows 25-40%, every told language in both halves). `--markdown` prints the count tables.
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
FLOORS = {"secrets.jsonl": 900, "ordinary.jsonl": 1600}


def read_rows(name):
    rows = []
    for n, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{name} line {n}: not JSON ({exc})") from exc
    return rows


def told(row):
    return str(row.get("family", "")).startswith("told_")


def find_problems(sec, ordi):
    bad = []
    for rid, n in collections.Counter(r.get("id") for r in sec + ordi).items():
        if n > 1:
            bad.append(f"id {rid!r} appears {n} times")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        if len(rows) < FLOORS[name]:
            bad.append(f"{name} has {len(rows)} rows (floor {FLOORS[name]})")
        for r in rows:
            if list(r) != FIELDS[name]:
                bad.append(f"{r.get('id')}: fields {list(r)}")
            if not isinstance(r.get("text"), str) or not r.get("text"):
                bad.append(f"{r.get('id')}: empty text")
    labels = set()
    for r in sec:
        labs = r.get("secrets")
        if not isinstance(labs, list) or not labs:
            bad.append(f"{r.get('id')}: no labels")
            continue
        for lb in labs:
            if not isinstance(lb, str) or len(lb) < 6:
                bad.append(f"{r.get('id')}: label {lb!r} shorter than 6 or not a string")
            elif lb not in r.get("text", ""):
                bad.append(f"{r.get('id')}: label {lb!r} not in its text")
            else:
                labels.add(lb)
    ordered = sorted(labels)
    for r in ordi:
        for lb in ordered:
            if lb in r.get("text", ""):
                bad.append(f"{r.get('id')}: ordinary row contains label {lb!r}")
                break
    for text, n in collections.Counter(r.get("text") for r in ordi).items():
        if n > 1:
            bad.append(f"ordinary text repeated {n} times: {str(text)[:60]!r}")
    if sec:
        hard = sum(r.get("family") in HARD_FAMILIES for r in sec)
        if hard * 5 < len(sec):
            bad.append(f"hard rows {hard} of {len(sec)}: below 20%")
        share = sum(map(told, sec)) / len(sec)
        if not 0.25 <= share <= 0.40:
            bad.append(f"told share of secret rows {share:.1%}: outside 25-40%")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        gone = sorted(set(LANGS) - {r.get("lang") for r in rows if told(r)})
        if gone:
            bad.append(f"{name}: told languages missing {gone}")
    return bad


def count_table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    out = [f"| {key} | rows |", "|---|---:|"]
    return "\n".join(out + [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))])


def markdown(sec, ordi):
    ts, to = sum(map(told, sec)), sum(map(told, ordi))
    lines = ["| set | rows | told | seen | labels | hard |", "|---|---:|---:|---:|---:|---:|",
             f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {sum(len(r['secrets']) for r in sec)} | "
             f"{sum(r['family'] in HARD_FAMILIES for r in sec)} |",
             f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |"]
    for title, rows, key in (("Secret rows by family", sec, "family"), ("Secret rows by language / format", sec, "lang"),
                             ("Ordinary rows by family", ordi, "family"), ("Ordinary rows by language / format", ordi, "lang")):
        lines += ["", f"### {title}", "", count_table(rows, key)]
    return "\n".join(lines)


def main():
    sec, ordi = read_rows("secrets.jsonl"), read_rows("ordinary.jsonl")
    bad = find_problems(sec, ordi)
    for b in bad:
        print("PROBLEM:", b)
    if "--markdown" in sys.argv[1:]:
        print(markdown(sec, ordi))
    if bad:
        sys.exit(1)
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
