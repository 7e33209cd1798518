"""Validate redact29; `python check.py --markdown` also prints the README's count tables. Exits 1 on any problem.

Checks: ids unique and shaped k0001 / o0001; fields present and in order; text a non-empty string; every secret row has
labels, each a trimmed string of 6+ characters inside its own text; no label inside any ordinary row; no repeated
ordinary text; told rows carry a told language; 10+ told languages besides English, none of them a told language of
redact23-28 as their READMEs list them; every told language in both halves; 60+ vendors in the token generator;
split.json holds everything out; floors (900 secret rows, 1,600 ordinary rows, hard >= 20%, told share 25-40%).
"""

import collections
import json
import pathlib
import re
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

from build import HARD_FAMILIES  # noqa: E402
from gen import TOKENS  # noqa: E402
from phrases import LANGS  # noqa: E402

SHAPE = {"secrets.jsonl": ("k", ["id", "text", "secrets", "family", "lang"], 900),
         "ordinary.jsonl": ("o", ["id", "text", "family", "lang"], 1600)}
# told languages of redact23-28 as redact26-28's READMEs and redact28's check.py list them
# (redact22's were not visible to this author)
EARLIER_TOLD = {"wa", "pcd", "lmo", "pms", "rm", "mwl", "ext", "zea", "vls", "nrf", "egl",
                "fo", "gv", "kw", "stq", "frr", "vro", "csb", "dsb", "rup", "lld", "sgs",
                "tpi", "bi", "pis", "pap", "srn", "pcm", "kri", "jam", "kea", "crs", "mfe",
                "qu", "ay", "gn", "nah", "quc", "arn", "yua", "nv", "chr", "oj", "kl",
                "sm", "to", "mi", "fj", "haw", "ty", "ch", "mh", "rar", "niu", "tkl",
                "sw", "zu", "xh", "sn", "rw", "lg", "ln", "st", "tn", "ny", "ki"}
MIN_VENDORS = 60


def read(name):
    rows = []
    for n, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{name} line {n}: not JSON ({exc})") from exc
    return rows


def is_told(row):
    return row["family"].startswith("told_")


def row_problems(name, rows):
    prefix, fields, floor = SHAPE[name]
    found = [] if len(rows) >= floor else [f"{name}: {len(rows)} rows, under {floor}"]
    for r in rows:
        rid = r.get("id")
        if list(r) != fields:
            found.append(f"{rid}: fields {list(r)}")
        elif not re.fullmatch(prefix + r"\d{4}", str(rid)):
            found.append(f"{rid}: id not {prefix}NNNN")
        elif not isinstance(r["text"], str) or not r["text"].strip():
            found.append(f"{rid}: empty text")
        elif is_told(r) and r["lang"] not in LANGS:
            found.append(f"{rid}: told row in {r['lang']!r}")
    return found


def label_problems(sec):
    found = []
    for r in sec:
        labels = r["secrets"]
        if not isinstance(labels, list) or not labels:
            found.append(f"{r['id']}: no labels")
            continue
        for lab in labels:
            if not isinstance(lab, str) or lab != lab.strip() or len(lab) < 6:
                found.append(f"{r['id']}: label {lab!r} is not a trimmed string of 6+ characters")
            elif lab not in r["text"]:
                found.append(f"{r['id']}: label {lab!r} not in its text")
    return found


def set_problems(sec, ordi):
    found = []
    labels = sorted({lab for r in sec for lab in r["secrets"]})
    for r in ordi:
        hit = next((lab for lab in labels if lab in r["text"]), None)
        if hit:
            found.append(f"{r['id']}: ordinary row holds label {hit!r}")
    for text, n in collections.Counter(r["text"] for r in ordi).items():
        if n > 1:
            found.append(f"ordinary text repeated {n} times: {text[:60]!r}")
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    if hard * 5 < len(sec):
        found.append(f"hard rows {hard} of {len(sec)}, under 20%")
    share = sum(map(is_told, sec)) / len(sec)
    if not 0.25 <= share <= 0.40:
        found.append(f"told share of secret rows {share:.1%}, outside 25-40%")
    others = [c for c in LANGS if c != "en"]
    if len(others) < 10 or "en" not in LANGS:
        found.append(f"{len(others)} told languages besides English (or no English), under 10")
    found += [f"told language {c} was a told language of redact23-28" for c in sorted(EARLIER_TOLD & set(LANGS))]
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        missing = sorted(set(LANGS) - {r["lang"] for r in rows if is_told(r)})
        if missing:
            found.append(f"{name}: no told rows in {missing}")
    vendors = {v for v, _ in TOKENS}
    if len(vendors) < MIN_VENDORS:
        found.append(f"{len(vendors)} token vendors / products, under {MIN_VENDORS}")
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split != {"tune": [], "heldout": ["all"]}:
        found.append(f"split.json is {split}, not held out whole")
    return found


def count_table(rows, key):
    counts = collections.Counter(r[key] for r in rows)
    body = [f"| {k} | {n} |" for k, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join([f"| {key} | rows |", "|---|---:|", *body])


def markdown(sec, ordi):
    told_s, told_o = sum(map(is_told, sec)), sum(map(is_told, ordi))
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    labels = sum(len(r["secrets"]) for r in sec)
    parts = ["| set | rows | told | shape | labels | hard |", "|---|---:|---:|---:|---:|---:|",
             f"| secrets | {len(sec)} | {told_s} | {len(sec) - told_s} | {labels} | {hard} |",
             f"| ordinary | {len(ordi)} | {told_o} | {len(ordi) - told_o} | - | - |"]
    for title, rows, key in (("Secret rows by family", sec, "family"), ("Secret rows by language / layout", sec, "lang"),
                             ("Ordinary rows by family", ordi, "family"),
                             ("Ordinary rows by language / layout", ordi, "lang")):
        parts += ["", f"### {title}", "", count_table(rows, key)]
    return "\n".join(parts)


def main():
    sec, ordi = read("secrets.jsonl"), read("ordinary.jsonl")
    ids = collections.Counter(r.get("id") for r in sec + ordi)
    found = [f"id {i} used {n} times" for i, n in ids.items() if n > 1]
    found += row_problems("secrets.jsonl", sec) + row_problems("ordinary.jsonl", ordi)
    if not found:
        found += label_problems(sec)
    if not found:
        found += set_problems(sec, ordi)
    for p in found:
        print("PROBLEM:", p)
    if "--markdown" in sys.argv[1:] and not found:
        print(markdown(sec, ordi))
    if found:
        sys.exit(1)
    print(f"ok: {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
