"""Check redact16: ids unique, labels sound, no label in an ordinary row, count floors.

`python check.py` exits 1 on any problem; `--markdown` also prints count tables.
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
FLOORS = {"secret": 900, "ordinary": 1600}
MIN_LABEL = 6
MIN_HARD = 0.20
FIELDS = {
    "secret": ["id", "text", "secrets", "family", "lang"],
    "ordinary": ["id", "text", "family", "lang"],
}


def load(name):
    with open(HERE / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def problems(sec, ordi):
    out = []
    ids = collections.Counter(r.get("id") for r in sec + ordi)
    out += [f"id {k!r} appears {n} times" for k, n in sorted(ids.items(), key=str) if n > 1]
    for kind, rows in (("secret", sec), ("ordinary", ordi)):
        for r in rows:
            if list(r) != FIELDS[kind]:
                out.append(f"{r.get('id')}: fields {list(r)} (want {FIELDS[kind]})")
            elif not isinstance(r["text"], str) or not r["text"]:
                out.append(f"{r['id']}: empty text")
    for r in sec:
        labels = r.get("secrets") or []
        if not labels:
            out.append(f"{r.get('id')}: no labels")
        for s in labels:
            if len(s) < MIN_LABEL:
                out.append(f"{r['id']}: label {s!r} shorter than {MIN_LABEL}")
            if s not in r.get("text", ""):
                out.append(f"{r['id']}: label {s!r} not in its text")
    all_labels = sorted({s for r in sec for s in r.get("secrets") or []})
    for r in ordi:
        hit = next((s for s in all_labels if s in r.get("text", "")), None)
        if hit:
            out.append(f"{r.get('id')}: ordinary row holds label {hit!r}")
    if len(sec) < FLOORS["secret"]:
        out.append(f"only {len(sec)} secret rows (floor {FLOORS['secret']})")
    if len(ordi) < FLOORS["ordinary"]:
        out.append(f"only {len(ordi)} ordinary rows (floor {FLOORS['ordinary']})")
    hard = sum(r.get("family") in HARD_FAMILIES for r in sec)
    if hard < MIN_HARD * len(sec):
        out.append(f"hard rows {hard}/{len(sec)} below {MIN_HARD:.0%}")
    for kind, rows in (("secret", sec), ("ordinary", ordi)):
        got = {r.get("lang") for r in rows if str(r.get("family", "")).startswith("told_")}
        missing = sorted(set(LANGS) - got)
        if missing:
            out.append(f"told {kind} rows lack languages {missing}")
    return out


def table(rows, key):
    c = collections.Counter(r[key] for r in rows)
    lines = [f"| {key} | rows |", "|---|---:|"]
    lines += [f"| {k} | {n} |" for k, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


def markdown(sec, ordi):
    def is_told(r):
        return r["family"].startswith("told_")

    ts, to = sum(map(is_told, sec)), sum(map(is_told, ordi))
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    n_labels = sum(len(r["secrets"]) for r in sec)
    head = (
        "| set | rows | told | seen | labels | hard |\n|---|---:|---:|---:|---:|---:|\n"
        f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {n_labels} | {hard} |\n"
        f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |"
    )
    parts = [
        head,
        "### Secret rows by family\n\n" + table(sec, "family"),
        "### Secret rows by language / format\n\n" + table(sec, "lang"),
        "### Ordinary rows by family\n\n" + table(ordi, "family"),
        "### Ordinary rows by language / format\n\n" + table(ordi, "lang"),
    ]
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
