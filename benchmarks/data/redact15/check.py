"""Check redact15: ids unique, labels sound, no label in an ordinary row, count floors.

`python check.py` exits 1 on any problem; `--markdown` also prints count tables.
"""

import collections
import json
import pathlib
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).parent))

from build import HARD_FAMILIES  # noqa: E402

HERE = pathlib.Path(__file__).parent
FLOORS = {"secret": 900, "ordinary": 1600}
MIN_LABEL = 6
MIN_HARD = 0.20
TOLD_LANGS = set("en ro cs hu el fi sv da nb ms tl ta te ur mr sk hr sr bg lt et ca".split())
SECRET_KEYS = {"id", "text", "secrets", "family", "lang"}
ORDINARY_KEYS = {"id", "text", "family", "lang"}


def read(name):
    with open(HERE / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def find_problems(sec, ordi):
    bad = []
    counts = collections.Counter(r.get("id") for r in sec + ordi)
    bad += [f"id {i!r} used {n} times" for i, n in counts.items() if n > 1]
    for r in sec:
        if set(r) != SECRET_KEYS:
            bad.append(f"{r.get('id')}: fields {sorted(r)}")
            continue
        if not r["secrets"]:
            bad.append(f"{r['id']}: no labels")
        for s in r["secrets"]:
            if len(s) < MIN_LABEL:
                bad.append(f"{r['id']}: label {s!r} shorter than {MIN_LABEL}")
            if s not in r["text"]:
                bad.append(f"{r['id']}: label {s!r} not in text")
    labels = {s for r in sec for s in r.get("secrets", [])}
    for r in ordi:
        if set(r) != ORDINARY_KEYS:
            bad.append(f"{r.get('id')}: fields {sorted(r)}")
            continue
        for s in labels:
            if s in r["text"]:
                bad.append(f"{r['id']}: holds labelled secret {s!r}")
                break
    if len(sec) < FLOORS["secret"]:
        bad.append(f"{len(sec)} secret rows < {FLOORS['secret']}")
    if len(ordi) < FLOORS["ordinary"]:
        bad.append(f"{len(ordi)} ordinary rows < {FLOORS['ordinary']}")
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    if hard < MIN_HARD * len(sec):
        bad.append(f"hard rows {hard}/{len(sec)} < {MIN_HARD:.0%}")
    for rows, what in ((sec, "secret"), (ordi, "ordinary")):
        seen = {r["lang"] for r in rows if r["family"].startswith("told_")}
        if TOLD_LANGS - seen:
            bad.append(f"told {what} rows lack {sorted(TOLD_LANGS - seen)}")
    return bad


def count_table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    out = [f"| {key} | rows |", "|---|---:|"]
    out += [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(out)


def markdown(sec, ordi):
    ts = sum(r["family"].startswith("told_") for r in sec)
    to = sum(r["family"].startswith("told_") for r in ordi)
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    labels = sum(len(r["secrets"]) for r in sec)
    head = "\n".join(
        [
            "| set | rows | told | seen | labels | hard |",
            "|---|---:|---:|---:|---:|---:|",
            f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {labels} | {hard} |",
            f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |",
        ]
    )
    return "\n\n".join(
        [
            head,
            "### Secret rows by family\n\n" + count_table(sec, "family"),
            "### Secret rows by language / format\n\n" + count_table(sec, "lang"),
            "### Ordinary rows by family\n\n" + count_table(ordi, "family"),
            "### Ordinary rows by language / format\n\n" + count_table(ordi, "lang"),
        ]
    )


def main():
    sec, ordi = read("secrets.jsonl"), read("ordinary.jsonl")
    bad = find_problems(sec, ordi)
    for b in bad:
        print("PROBLEM:", b)
    if "--markdown" in sys.argv:
        print(markdown(sec, ordi))
    if bad:
        sys.exit(1)
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
