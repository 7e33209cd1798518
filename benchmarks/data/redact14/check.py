"""Check redact14: ids unique, labels sound, no label inside an ordinary row, count floors.

`python check.py` exits 1 on any problem; `--markdown` also prints the count tables.
"""

import collections
import json
import pathlib
import sys

sys.dont_write_bytecode = True  # keep the data folder free of __pycache__

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from build import HARD_FAMILIES  # noqa: E402

HERE = pathlib.Path(__file__).parent
MIN_SECRET_ROWS = 800
MIN_ORDINARY_ROWS = 1400
MIN_LABEL_CHARS = 6
MIN_HARD_SHARE = 0.20  # brief: at least 20% in forms a careful rule writer would still miss
MIN_TOLD_LANGS = 20
REQUIRED_LANGS = set("es pt fr de it nl pl tr ru uk ar he fa hi bn zh ja ko vi th id sw".split())


def load(name):
    with open(HERE / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def problems(secret_rows, ordinary_rows):
    out = []
    ids = [r["id"] for r in secret_rows + ordinary_rows]
    dupes = [i for i, n in collections.Counter(ids).items() if n > 1]
    if dupes:
        out.append(f"duplicate ids: {dupes[:5]}")
    for r in secret_rows:
        if set(r) != {"id", "text", "secrets", "family", "lang"} or not r["secrets"]:
            out.append(f"{r['id']}: bad fields or no secrets")
        for s in r["secrets"]:
            if len(s) < MIN_LABEL_CHARS:
                out.append(f"{r['id']}: label shorter than {MIN_LABEL_CHARS}: {s!r}")
            if s not in r["text"]:
                out.append(f"{r['id']}: label not in text: {s!r}")
    labels = {s for r in secret_rows for s in r["secrets"]}
    for r in ordinary_rows:
        if set(r) != {"id", "text", "family", "lang"}:
            out.append(f"{r['id']}: bad fields")
        hit = [s for s in labels if s in r["text"]]
        if hit:
            out.append(f"{r['id']}: contains labelled secret {hit[0]!r}")
    if len(secret_rows) < MIN_SECRET_ROWS:
        out.append(f"only {len(secret_rows)} secret rows")
    if len(ordinary_rows) < MIN_ORDINARY_ROWS:
        out.append(f"only {len(ordinary_rows)} ordinary rows")
    hard = sum(r["family"] in HARD_FAMILIES for r in secret_rows)
    if hard < MIN_HARD_SHARE * len(secret_rows):
        out.append(f"hard share {hard}/{len(secret_rows)} below {MIN_HARD_SHARE:.0%}")
    for rows, what in ((secret_rows, "secret"), (ordinary_rows, "ordinary")):
        langs = {r["lang"] for r in rows if r["family"].startswith("told_")}
        missing = REQUIRED_LANGS - langs
        if missing or len(langs) < MIN_TOLD_LANGS:
            out.append(f"told {what} rows miss languages {sorted(missing)}")
    return out


def table(rows, key, title):
    counts = collections.Counter(r[key] for r in rows)
    lines = [f"| {title} | rows |", "|---|---:|"]
    lines += [f"| {k} | {n} |" for k, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


def markdown(secret_rows, ordinary_rows):
    told_s = sum(r["family"].startswith("told_") for r in secret_rows)
    told_o = sum(r["family"].startswith("told_") for r in ordinary_rows)
    hard = sum(r["family"] in HARD_FAMILIES for r in secret_rows)
    n_labels = sum(len(r["secrets"]) for r in secret_rows)
    head = [
        "| set | rows | told | seen | labels | hard |",
        "|---|---:|---:|---:|---:|---:|",
        f"| secrets | {len(secret_rows)} | {told_s} | {len(secret_rows) - told_s} "
        f"| {n_labels} | {hard} |",
        f"| ordinary | {len(ordinary_rows)} | {told_o} | {len(ordinary_rows) - told_o} | - | - |",
    ]
    parts = [
        "\n".join(head),
        "### Secret rows by family\n\n" + table(secret_rows, "family", "family"),
        "### Secret rows by language / format\n\n" + table(secret_rows, "lang", "lang"),
        "### Ordinary rows by family\n\n" + table(ordinary_rows, "family", "family"),
        "### Ordinary rows by language / format\n\n" + table(ordinary_rows, "lang", "lang"),
    ]
    return "\n\n".join(parts)


def main():
    secret_rows, ordinary_rows = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(secret_rows, ordinary_rows)
    for p in found:
        print("PROBLEM:", p)
    if "--markdown" in sys.argv:
        print(markdown(secret_rows, ordinary_rows))
    if found:
        sys.exit(1)
    print(
        f"ok: {len(secret_rows)} secret rows, {len(ordinary_rows)} ordinary rows", file=sys.stderr
    )


if __name__ == "__main__":
    main()
