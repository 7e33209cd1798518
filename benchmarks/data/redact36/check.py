"""Check redact36 and exit 1 on any problem; `python check.py --markdown` also prints the README's count tables.

What is checked: both files parse; ids are k0001.. / o0001.., unique across the set; every row has exactly its fields
(the last one a non-empty `note`) in order and a non-empty text of 150-3,000 characters; family names are known (artifact kinds in secrets.jsonl, the
same with `_ord` in ordinary.jsonl); every lang is English or one of the six other languages; every secret row has
at least one label, each a trimmed string of 6+ characters found in its own text, no label listed twice in a row; no
label in any ordinary row; no ordinary text repeats; no text holds a path of the building machine (its checkout, read
where it runs); every language has rows in both files and the other-language share of each file is 15-25% (about a
fifth); split.json holds the whole set out; and the floors: 780+ secret rows, 1,560+ ordinary rows, hard rows >= 20%
of secret rows, every family with 30+ rows.
"""

import collections
import json
import pathlib
import re
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

from build import HARD_FAMILIES, MAX_LEN, MIN_LEN, ORD_FAMILIES, SECRET_FAMILIES  # noqa: E402
from phrases import LANGS  # noqa: E402

BRIEF_LANGS = ["de", "fr", "es", "ru", "ja", "zh"]
FILES = {"secrets.jsonl": ("k", ("id", "text", "secrets", "family", "lang", "note"), 780, set(SECRET_FAMILIES)),
         "ordinary.jsonl": ("o", ("id", "text", "family", "lang", "note"), 1560, set(ORD_FAMILIES))}
MACHINE = (str(HERE.resolve().parents[2]) + "/",)


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
    prefix, fields, floor, families = FILES[name]
    bad = [] if len(rows) >= floor else [f"{name} has {len(rows)} rows, floor {floor}"]
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
        elif any(m in row["text"] for m in MACHINE):
            bad.append(f"{rid}: text holds a path of the building machine")
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
    if 5 * hard < len(sec):
        bad.append(f"{hard} hard rows of {len(sec)}: under 20%")
    if sorted(LANGS) != sorted(["en"] + BRIEF_LANGS):
        bad.append(f"languages {LANGS} are not English plus the six others")
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        share = sum(r["lang"] != "en" for r in rows) / len(rows)
        if not 0.15 <= share <= 0.25:
            bad.append(f"{name}: other-language share {share:.1%}, outside 15-25%")
        gap = sorted(set(BRIEF_LANGS) - {r["lang"] for r in rows})
        if gap:
            bad.append(f"{name}: languages without rows: {gap}")
    for name, rows, fams in (("secrets.jsonl", sec, SECRET_FAMILIES), ("ordinary.jsonl", ordi, ORD_FAMILIES)):
        c = collections.Counter(r["family"] for r in rows)
        bad += [f"{name}: family {f} has {c[f]} rows (floor 30)" for f in fams if c[f] < 30]
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
