"""Check redact17 and print its counts.

`python check.py` exits 1 on a problem: a repeated id, wrong fields, a label shorter than 6
characters or missing from its text, a label inside any ordinary row, a repeated ordinary text,
or a floor not met (900 secret / 1,600 ordinary rows, >= 20% hard secret rows, told share
30-40% of secret rows, every told language in both halves). `--markdown` prints the tables.
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
FIELDS = {"secrets.jsonl": ["id", "text", "secrets", "family", "lang"], "ordinary.jsonl": ["id", "text", "family", "lang"]}
FLOOR = {"secrets.jsonl": 900, "ordinary.jsonl": 1600}


def read(name):
    return [json.loads(line) for line in (HERE / name).read_text(encoding="utf-8").splitlines() if line.strip()]


def told(r):
    return str(r.get("family", "")).startswith("told_")


def find_problems(sec, ordi):
    bad = []
    counts = collections.Counter(r.get("id") for r in sec + ordi)
    bad += [f"id {i!r} used {n} times" for i, n in counts.items() if n > 1]
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        if len(rows) < FLOOR[name]:
            bad.append(f"{name}: {len(rows)} rows, floor {FLOOR[name]}")
        for r in rows:
            if list(r) != FIELDS[name]:
                bad.append(f"{r.get('id')}: fields {list(r)}")
            if not isinstance(r.get("text"), str) or not r.get("text"):
                bad.append(f"{r.get('id')}: empty or non-string text")
    for r in sec:
        labels = r.get("secrets")
        if not isinstance(labels, list) or not labels:
            bad.append(f"{r.get('id')}: no labels")
            continue
        for lb in labels:
            if not isinstance(lb, str) or len(lb) < 6:
                bad.append(f"{r['id']}: label {lb!r} under 6 characters")
            elif lb not in r["text"]:
                bad.append(f"{r['id']}: label {lb!r} not in its text")
    labels = {lb for r in sec for lb in r.get("secrets") or [] if isinstance(lb, str) and lb}
    for r in ordi:
        text = r.get("text") or ""
        for lb in labels:
            if lb in text:
                bad.append(f"{r.get('id')}: ordinary text holds label {lb!r}")
                break
    repeats = collections.Counter(r.get("text") for r in ordi)
    bad += [f"ordinary text repeated {n} times: {t[:60]!r}" for t, n in repeats.items() if n > 1]
    if sec:
        hard = sum(r.get("family") in HARD_FAMILIES for r in sec)
        if hard < 0.20 * len(sec):
            bad.append(f"hard rows {hard} of {len(sec)} (< 20%)")
        share = sum(map(told, sec)) / len(sec)
        if not 0.30 <= share <= 0.40:
            bad.append(f"told share of secret rows {share:.1%} outside 30-40%")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        missing = set(LANGS) - {r.get("lang") for r in rows if told(r)}
        if missing:
            bad.append(f"{name}: told rows lack {sorted(missing)}")
    return bad


def count_table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    out = [f"| {key} | rows |", "|---|---:|"]
    return "\n".join(out + [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))])


def markdown(sec, ordi):
    ts, to = sum(map(told, sec)), sum(map(told, ordi))
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    nlab = sum(len(r["secrets"]) for r in sec)
    head = (
        "| set | rows | told | seen | labels | hard |\n|---|---:|---:|---:|---:|---:|\n"
        f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {nlab} | {hard} |\n"
        f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |"
    )
    return "\n\n".join([
        head,
        "### Secret rows by family\n\n" + count_table(sec, "family"),
        "### Secret rows by language / format\n\n" + count_table(sec, "lang"),
        "### Ordinary rows by family\n\n" + count_table(ordi, "family"),
        "### Ordinary rows by language / format\n\n" + count_table(ordi, "lang"),
    ])


def main():
    sec, ordi = read("secrets.jsonl"), read("ordinary.jsonl")
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
