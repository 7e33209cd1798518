"""Check redact30 and exit 1 on any problem; `python check.py --markdown` also prints the README's count tables.

What is checked: both files parse; ids are k0001.. / o0001.., unique across the set; every row has exactly its fields
in order and a non-empty text; every secret row has at least one label, each a trimmed string of 6+ characters found
in its own text and in no ordinary row; no ordinary text repeats; told rows use a told language from phrases.py;
there are 10+ told languages besides English, plus English, and none was a told language of redact23-29 (as their
READMEs list them); every told language has rows in both files; split.json holds the whole set out; and the floors:
900+ secret rows, 1,600+ ordinary rows, hard rows >= 20% of secret rows, told rows 25-40% of secret rows.
"""

import collections
import json
import pathlib
import re
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

from phrases import LANGS  # noqa: E402
from tools import HARD_FAMILIES  # noqa: E402

FILES = {"secrets.jsonl": ("k", ("id", "text", "secrets", "family", "lang"), 900),
         "ordinary.jsonl": ("o", ("id", "text", "family", "lang"), 1600)}
# told languages of redact23-29 by their READMEs (redact22's README was outside this author's brief)
EARLIER = set("""wa pcd lmo pms rm mwl ext zea vls nrf egl fo gv kw stq frr vro csb dsb rup lld sgs tpi bi pis pap
srn pcm kri jam kea crs mfe qu ay gn nah quc arn yua nv chr oj kl sm to mi fj haw ty ch mh rar niu tkl sw zu xh sn
rw lg ln st tn ny ki kk uz ky tk az ug sah tyv kaa alt kjh""".split())


def load(name):
    out = []
    with open(HERE / name, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as exc:
                sys.exit(f"PROBLEM: {name} line {n} is not JSON ({exc})")
    return out


def told(row):
    return row["family"].startswith("told_")


def shape_problems(name, rows):
    prefix, fields, floor = FILES[name]
    bad = [] if len(rows) >= floor else [f"{name} has {len(rows)} rows, floor {floor}"]
    for row in rows:
        rid = row.get("id")
        if tuple(row) != fields:
            bad.append(f"{rid}: fields {tuple(row)}")
        elif not re.fullmatch(prefix + r"[0-9]{4}", str(rid)):
            bad.append(f"{rid}: id not shaped {prefix}NNNN")
        elif not isinstance(row["text"], str) or not row["text"].strip():
            bad.append(f"{rid}: empty text")
        elif told(row) and row["lang"] not in LANGS:
            bad.append(f"{rid}: told row in unknown language {row['lang']!r}")
    return bad


def content_problems(sec, ordi):
    bad = []
    labels = set()
    for row in sec:
        labs = row["secrets"]
        if not isinstance(labs, list) or not labs:
            bad.append(f"{row['id']}: no labels")
            continue
        for lab in labs:
            if not isinstance(lab, str) or len(lab) < 6 or lab.strip() != lab:
                bad.append(f"{row['id']}: label {lab!r} not a trimmed string of 6+ characters")
            elif lab not in row["text"]:
                bad.append(f"{row['id']}: label {lab!r} missing from its text")
            else:
                labels.add(lab)
    ordered = sorted(labels)
    for row in ordi:
        for lab in ordered:
            if lab in row["text"]:
                bad.append(f"{row['id']}: ordinary text holds label {lab!r}")
                break
    bad += [f"ordinary text occurs {n} times: {t[:50]!r}" for t, n in collections.Counter(r["text"] for r in ordi).items()
            if n > 1]
    hard = sum(r["family"] in HARD_FAMILIES for r in sec)
    if 5 * hard < len(sec):
        bad.append(f"{hard} hard rows of {len(sec)}: under 20%")
    share = sum(map(told, sec)) / len(sec)
    if not 0.25 <= share <= 0.40:
        bad.append(f"told share {share:.1%} of secret rows, outside 25-40%")
    if "en" not in LANGS or len(set(LANGS) - {"en"}) < 10:
        bad.append("need English and 10+ other told languages")
    bad += [f"told language {c} was used by redact23-29" for c in sorted(EARLIER & set(LANGS))]
    for name, rows in (("secrets.jsonl", sec), ("ordinary.jsonl", ordi)):
        gap = sorted(set(LANGS) - {r["lang"] for r in rows if told(r)})
        if gap:
            bad.append(f"{name}: told languages without rows: {gap}")
    if json.loads((HERE / "split.json").read_text(encoding="utf-8")) != {"tune": [], "heldout": ["all"]}:
        bad.append("split.json does not hold the whole set out")
    return bad


def table(rows, key, title):
    counts = sorted(collections.Counter(r[key] for r in rows).items(), key=lambda kv: (-kv[1], kv[0]))
    return [f"### {title}", "", f"| {key} | rows |", "|---|---:|", *(f"| {k} | {n} |" for k, n in counts), ""]


def markdown(sec, ordi):
    ts, to = sum(map(told, sec)), sum(map(told, ordi))
    out = ["| set | rows | told | tool | labels | hard |", "|---|---:|---:|---:|---:|---:|",
           f"| secrets | {len(sec)} | {ts} | {len(sec) - ts} | {sum(len(r['secrets']) for r in sec)} | "
           f"{sum(r['family'] in HARD_FAMILIES for r in sec)} |",
           f"| ordinary | {len(ordi)} | {to} | {len(ordi) - to} | - | - |", ""]
    out += table(sec, "family", "Secret rows by family") + table(sec, "lang", "Secret rows by language / tool output")
    out += table(ordi, "family", "Ordinary rows by family") + table(ordi, "lang", "Ordinary rows by language / tool output")
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
