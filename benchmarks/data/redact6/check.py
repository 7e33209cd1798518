# ruff: noqa: E501  (data templates read best as one line each)
"""Check the redact6 files: ``python check.py [--markdown]``; exit 1 on any problem.

Checks: ids unique and well formed, every secret a non-empty substring of its text,
no labelled secret inside any ordinary row, required fields present, split.json shape.
``--markdown`` prints count tables per family and per language.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The brief's floors: the set is too small to mean much below these.
MIN_SECRET_ROWS, MIN_ORDINARY_ROWS, MIN_LANGS = 900, 1700, 16


def load(name: str) -> list[dict]:
    return [json.loads(line) for line in (HERE / name).read_text(encoding="utf-8").splitlines() if line]


def problems(sec: list[dict], ordi: list[dict]) -> list[str]:
    out = []
    ids = [r.get("id") for r in sec + ordi]
    for i, c in Counter(ids).items():
        if c > 1:
            out.append(f"duplicate id {i}")
    for r in sec:
        if not re.fullmatch(r"k\d{4}", str(r.get("id"))):
            out.append(f"bad secret id {r.get('id')}")
        if set(r) != {"id", "text", "secrets", "family", "lang"}:
            out.append(f"{r.get('id')}: fields {sorted(r)}")
            continue
        if not r["secrets"]:
            out.append(f"{r['id']}: no secrets")
        for s in r["secrets"]:
            if not s or s not in r["text"]:
                out.append(f"{r['id']}: secret not in text: {s!r}")
    for r in ordi:
        if not re.fullmatch(r"p\d{4}", str(r.get("id"))):
            out.append(f"bad ordinary id {r.get('id')}")
        if set(r) != {"id", "text", "family", "lang"}:
            out.append(f"{r.get('id')}: fields {sorted(r)}")
    secrets = {s for r in sec for s in r["secrets"]}
    for r in ordi:
        for s in secrets:
            if s in r.get("text", ""):
                out.append(f"{r['id']}: holds labelled secret {s!r}")
    if len(sec) < MIN_SECRET_ROWS or len(ordi) < MIN_ORDINARY_ROWS:
        out.append(f"too few rows: {len(sec)} secret, {len(ordi)} ordinary")
    for name, rows in (("secret", sec), ("ordinary", ordi)):
        if len({r.get("lang") for r in rows}) < MIN_LANGS:
            out.append(f"fewer than {MIN_LANGS} languages among {name} rows")
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split != {"tune": [], "heldout": ["all"]}:
        out.append(f"split.json is {split}")
    return out


def table(title: str, counts: Counter) -> str:
    lines = [f"| {title} | rows |", "|---|---:|"]
    lines += [f"| {k} | {v} |" for k, v in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


def main() -> int:
    sec, ordi = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(sec, ordi)
    for p in found[:50]:
        print("PROBLEM", p)
    if "--markdown" in sys.argv:
        top = lambda rows: Counter(r["family"].split(":")[0] for r in rows)  # noqa: E731
        print(
            f"secret rows: {len(sec)} ({sum(len(r['secrets']) for r in sec)} labelled spans); ordinary rows: {len(ordi)}\n"
        )
        print(table("secret family", top(sec)) + "\n")
        print(table("ordinary family", top(ordi)) + "\n")
        print(table("secret lang", Counter(r["lang"] for r in sec)) + "\n")
        print(table("ordinary lang", Counter(r["lang"] for r in ordi)) + "\n")
        print(f"vendor subfamilies: {len({r['family'] for r in sec if r['family'].startswith('vendor:')})}")
    else:
        print(f"{len(sec)} secret rows, {len(ordi)} ordinary rows, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
