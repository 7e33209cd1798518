"""Validate redact18 and print its counts.

`python check.py` exits 1 on any problem: repeated ids, wrong field order, empty text, a label that is
not a string of >= 6 characters or not inside its own text, a label found inside an ordinary row, a
repeated ordinary text, a floor not met (900 secret rows, 1,600 ordinary rows, hard rows >= 20%, told
share of secret rows 30-40%, every told language present in both halves). `--markdown` prints tables.
"""

import collections
import json
import pathlib
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).parent))

from build import HARD_FAMILIES  # noqa: E402
from phrases import LANGS  # noqa: E402

HERE = pathlib.Path(__file__).parent
SPEC = {
    "secrets.jsonl": (["id", "text", "secrets", "family", "lang"], 900),
    "ordinary.jsonl": (["id", "text", "family", "lang"], 1600),
}


def load(name):
    out = []
    for n, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise SystemExit(f"{name}:{n}: not JSON ({e})") from e
    return out


def is_told(row):
    return str(row.get("family", "")).startswith("told_")


def problems(sec, ordi):
    out = []
    ids = collections.Counter(r.get("id") for r in sec + ordi)
    out += [f"id {i!r} appears {c} times" for i, c in sorted(ids.items(), key=str) if c > 1]
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        fields, floor = SPEC[name]
        if len(rows) < floor:
            out.append(f"{name}: {len(rows)} rows, below the floor of {floor}")
        for r in rows:
            if list(r) != fields:
                out.append(f"{r.get('id')}: fields {list(r)} (want {fields})")
            if not isinstance(r.get("text"), str) or not r["text"]:
                out.append(f"{r.get('id')}: text missing or not a string")
    every = set()
    for r in sec:
        labels = r.get("secrets")
        if not isinstance(labels, list) or not labels:
            out.append(f"{r.get('id')}: no labels")
            continue
        for lb in labels:
            if not isinstance(lb, str) or len(lb) < 6:
                out.append(f"{r.get('id')}: label {lb!r} is not a string of >= 6 characters")
            elif lb not in (r.get("text") or ""):
                out.append(f"{r.get('id')}: label {lb!r} not found in its text")
            else:
                every.add(lb)
    ordered = sorted(every)
    for r in ordi:
        text = r.get("text") or ""
        hit = next((lb for lb in ordered if lb in text), None)
        if hit:
            out.append(f"{r.get('id')}: ordinary text contains label {hit!r}")
    reps = collections.Counter(r.get("text") for r in ordi)
    out += [f"ordinary text repeated {c}x: {t[:50]!r}" for t, c in reps.items() if c > 1]
    if sec:
        hard = sum(r.get("family") in HARD_FAMILIES for r in sec)
        if hard < 0.2 * len(sec):
            out.append(f"hard rows {hard}/{len(sec)} below 20%")
        share = sum(map(is_told, sec)) / len(sec)
        if not 0.30 <= share <= 0.40:
            out.append(f"told share {share:.1%} outside 30-40%")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        have = {r.get("lang") for r in rows if is_told(r)}
        lack = [x for x in LANGS if x not in have]
        if lack:
            out.append(f"{name}: told rows missing languages {lack}")
    return out


def table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    lines = [f"| {key} | rows |", "|---|---:|"]
    lines += [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


def markdown(sec, ordi):
    ts, to = sum(map(is_told, sec)), sum(map(is_told, ordi))
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    labels = sum(len(r["secrets"]) for r in sec)
    head = ("| set | rows | told | seen | labels | hard |\n|---|---:|---:|---:|---:|---:|\n"
            f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {labels} | {hard} |\n"
            f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |")
    parts = [head]
    for title, rows, key in (("Secret rows by family", sec, "family"), ("Secret rows by language / format", sec, "lang"),
                             ("Ordinary rows by family", ordi, "family"),
                             ("Ordinary rows by language / format", ordi, "lang")):
        parts.append(f"### {title}\n\n" + table(rows, key))
    return "\n\n".join(parts)


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
