"""Check redact42 and exit 1 on any problem; `python check.py --markdown` also prints the README's count tables.

What is checked: both files parse; ids are k0001.. / o0001.., unique across the set; every row has exactly its fields
(the last one a non-empty `note`) in order and a non-empty text of 150-3,000 characters; family names are known (the
sixteen kinds of app-building material in secrets.jsonl, the same with `_ord` in ordinary.jsonl); every lang is one of
the thirteen languages; every secret row has at least one label, each a trimmed string of 6+ characters found in its
own text, no label listed twice in a row; no label in any ordinary row; no ordinary text repeats; no text or note holds
an absolute path of the machine it runs on (the working directory, the home directory, this folder and its parent,
read at run time); at least 12 languages have rows in each file and the other-language share of each file is 20-30%;
the median length is 600-800 characters; split.json holds the whole set out; and the counts: exactly 800 secret rows
(50 per family) and 1,600 ordinary rows (100 per family), hard rows >= 25% of secret rows.
"""

import collections
import json
import os
import pathlib
import re
import statistics
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

from build import HARD_FAMILIES, MAX_LEN, MIN_LEN, N_ORD, N_SEC, ORD_FAMILIES, SECRET_FAMILIES  # noqa: E402
from phrases import LANGS  # noqa: E402

FILES = {"secrets.jsonl": ("k", ("id", "text", "secrets", "family", "lang", "note"), N_SEC, set(SECRET_FAMILIES)),
         "ordinary.jsonl": ("o", ("id", "text", "family", "lang", "note"), N_ORD, set(ORD_FAMILIES))}


def machine_paths():
    here = HERE.resolve()
    cands = {os.getcwd(), str(pathlib.Path.home()), str(here), str(here.parent)}
    return sorted(c.rstrip("/") + "/" for c in cands if len(c.rstrip("/")) > 1)


MACHINE = machine_paths()


def load(name):
    out = []
    with open(HERE / name, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as exc:
                sys.exit(f"PROBLEM: {name} line {n} is not JSON ({exc})")
    return out


def shape_problems(name, rows):
    prefix, fields, per_family, families = FILES[name]
    bad = []
    if len(rows) != per_family * len(families):
        bad.append(f"{name} has {len(rows)} rows, expected {per_family * len(families)}")
    for row in rows:
        rid = row.get("id")
        if tuple(row) != fields:
            bad.append(f"{rid}: fields {tuple(row)}")
        elif not re.fullmatch(prefix + r"[0-9]{4}", str(rid)):
            bad.append(f"{rid}: id not shaped {prefix}NNNN")
        elif not isinstance(row["text"], str) or not row["text"].strip():
            bad.append(f"{rid}: empty text")
        elif not MIN_LEN <= len(row["text"]) <= MAX_LEN:
            bad.append(f"{rid}: text of {len(row['text'])} characters, outside {MIN_LEN}-{MAX_LEN}")
        elif row["family"] not in families:
            bad.append(f"{rid}: family {row['family']!r} not allowed in {name}")
        elif not isinstance(row["note"], str) or not row["note"].strip():
            bad.append(f"{rid}: empty note")
        elif row["lang"] not in LANGS:
            bad.append(f"{rid}: unknown language {row['lang']!r}")
        elif any(m in row["text"] or m in row["note"] for m in MACHINE):
            bad.append(f"{rid}: text or note holds a path of this machine")
    c = collections.Counter(r.get("family") for r in rows)
    bad += [f"{name}: family {f} has {c[f]} rows, expected {per_family}" for f in sorted(families) if c[f] != per_family]
    return bad


def label_ok(lab):
    return isinstance(lab, str) and lab and lab.strip() == lab and len(lab) >= 6


def content_problems(sec, ordi):
    bad = []
    labels = set()
    for row in sec:
        labs = row["secrets"]
        if not isinstance(labs, list) or not labs:
            bad.append(f"{row['id']}: no labels")
            continue
        if len(set(labs)) != len(labs):
            bad.append(f"{row['id']}: a label is listed twice")
        for lab in labs:
            if not label_ok(lab):
                bad.append(f"{row['id']}: label {lab!r} not well formed")
            elif lab not in row["text"]:
                bad.append(f"{row['id']}: label {lab!r} missing from its text")
            else:
                labels.add(lab)
    ordered = sorted(labels)
    for row in ordi:
        hit = next((lab for lab in ordered if lab in row["text"]), None)
        if hit:
            bad.append(f"{row['id']}: ordinary text holds label {hit!r}")
    bad += [f"ordinary text occurs {n} times: {t[:50]!r}" for t, n in collections.Counter(r["text"] for r in ordi).items()
            if n > 1]
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    if 4 * hard < len(sec):
        bad.append(f"{hard} hard rows of {len(sec)}: under 25%")
    if len(LANGS) < 12 or LANGS[0] != "en":
        bad.append(f"languages {LANGS}: fewer than 12 or English not first")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        share = sum(r["lang"] != "en" for r in rows) / len(rows)
        if not 0.20 <= share <= 0.30:
            bad.append(f"{name}: other-language share {share:.1%}, outside 20-30%")
        used = {r["lang"] for r in rows}
        if len(used) < 12:
            bad.append(f"{name}: only {len(used)} languages have rows")
        med = statistics.median(len(r["text"]) for r in rows)
        if not 600 <= med <= 800:
            bad.append(f"{name}: median length {med}, outside 600-800")
    if json.loads((HERE / "split.json").read_text(encoding="utf-8")) != {"tune": [], "heldout": ["all"]}:
        bad.append("split.json does not hold the whole set out")
    return bad


def table(rows, key, title):
    counts = sorted(collections.Counter(r[key] for r in rows).items(), key=lambda kv: (-kv[1], kv[0]))
    return [f"### {title}", "", f"| {key} | rows |", "|---|---:|", *(f"| {k} | {n} |" for k, n in counts), ""]


def markdown(sec, ordi):
    os_, oo = sum(r["lang"] != "en" for r in sec), sum(r["lang"] != "en" for r in ordi)
    out = ["| set | rows | English | other language | labels | hard |", "|---|---:|---:|---:|---:|---:|",
           f"| secrets | {len(sec)} | {len(sec) - os_} | {os_} | {sum(len(r['secrets']) for r in sec)} | "
           f"{sum(r['family'] in HARD_FAMILIES for r in sec)} |",
           f"| ordinary | {len(ordi)} | {len(ordi) - oo} | {oo} | - | - |", ""]
    per = collections.Counter(min(len(r["secrets"]), 6) for r in sec)
    out += ["### Secret rows by number of labels", "", "| labels | rows |", "|---|---:|",
            *(f"| {k if k < 6 else '6+'} | {per[k]} |" for k in sorted(per)), ""]
    out += table(sec, "family", "Secret rows by family") + table(sec, "lang", "Secret rows by language")
    out += table(ordi, "family", "Ordinary rows by family") + table(ordi, "lang", "Ordinary rows by language")
    return "\n".join(out).rstrip()


def main():
    sec, ordi = load("secrets.jsonl"), load("ordinary.jsonl")
    bad = [f"id {i} used {n} times" for i, n in collections.Counter(r.get("id") for r in sec + ordi).items() if n > 1]
    bad += shape_problems("secrets.jsonl", sec) + shape_problems("ordinary.jsonl", ordi)
    if not bad:
        bad = content_problems(sec, ordi)
    for b in bad:
        print("PROBLEM:", b)
    if bad:
        sys.exit(1)
    if "--markdown" in sys.argv[1:]:
        print(markdown(sec, ordi))
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
