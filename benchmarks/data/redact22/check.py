"""Check redact22 and print its counts.

`python check.py` exits 1 on a problem: a repeated id, fields missing or out of order, an empty text, an empty
label list, a label that is not a string of >= 6 characters or not inside its own text, any label inside any
ordinary row, a repeated ordinary text, or a floor not met (900 secret rows, 1,600 ordinary rows, hard rows >= 20%
of secret rows, told share of secret rows 25-40%, every told language in both halves). `--markdown` prints tables.
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


def load(name):
    out = []
    for n, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise SystemExit(f"{name}:{n}: bad JSON ({exc})") from exc
    return out


def is_told(row):
    return str(row.get("family", "")).startswith("told_")


def problems(sec, ordi):
    bad = []
    ids = collections.Counter(r.get("id") for r in sec + ordi)
    bad += [f"id {k!r} used {n} times" for k, n in ids.items() if n > 1]
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        if len(rows) < FLOORS[name]:
            bad.append(f"{name}: {len(rows)} rows, floor {FLOORS[name]}")
        for r in rows:
            if tuple(r) != FIELDS[name]:
                bad.append(f"{r.get('id')}: fields {list(r)}")
            if not isinstance(r.get("text"), str) or not r["text"]:
                bad.append(f"{r.get('id')}: empty text")
    labels = []
    for r in sec:
        labs = r.get("secrets")
        if not isinstance(labs, list) or not labs:
            bad.append(f"{r.get('id')}: no labels")
            continue
        for lb in labs:
            if not isinstance(lb, str) or len(lb) < 6:
                bad.append(f"{r.get('id')}: label {lb!r} not a string of >= 6 chars")
            elif lb not in r.get("text", ""):
                bad.append(f"{r.get('id')}: label {lb!r} not in text")
            else:
                labels.append(lb)
    labels = sorted(set(labels))
    for r in ordi:
        hit = next((lb for lb in labels if lb in r.get("text", "")), None)
        if hit:
            bad.append(f"{r.get('id')}: ordinary row holds label {hit!r}")
    texts = collections.Counter(r.get("text") for r in ordi)
    bad += [f"ordinary text repeated {n}x: {str(t)[:50]!r}" for t, n in texts.items() if n > 1]
    if sec:
        hard = sum(r.get("family") in HARD_FAMILIES for r in sec)
        if hard * 5 < len(sec):
            bad.append(f"hard rows {hard}/{len(sec)} below 20%")
        share = sum(map(is_told, sec)) / len(sec)
        if not 0.25 <= share <= 0.40:
            bad.append(f"told share {share:.1%} outside 25-40%")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        missing = sorted(set(LANGS) - {r.get("lang") for r in rows if is_told(r)})
        if missing:
            bad.append(f"{name}: told languages missing {missing}")
    return bad


def table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    return "\n".join([f"| {key} | rows |", "|---|---:|"] + [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))])


def markdown(sec, ordi):
    ts, to = sum(map(is_told, sec)), sum(map(is_told, ordi))
    out = ["| set | rows | told | seen | labels | hard |", "|---|---:|---:|---:|---:|---:|",
           f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {sum(len(r['secrets']) for r in sec)} | "
           f"{sum(r['family'] in HARD_FAMILIES for r in sec)} |",
           f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |"]
    for title, rows, key in (("Secret rows by family", sec, "family"), ("Secret rows by language / format", sec, "lang"),
                             ("Ordinary rows by family", ordi, "family"), ("Ordinary rows by language / format", ordi, "lang")):
        out += ["", f"### {title}", "", table(rows, key)]
    return "\n".join(out)


def main():
    sec, ordi = load("secrets.jsonl"), load("ordinary.jsonl")
    bad = problems(sec, ordi)
    for b in bad:
        print("PROBLEM:", b)
    if "--markdown" in sys.argv[1:]:
        print(markdown(sec, ordi))
    if bad:
        sys.exit(1)
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
