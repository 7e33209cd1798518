"""Validate the redact5 set; exit 1 on any problem.

Run: python benchmarks/data/redact5/check.py [--markdown]
Checks ids, shapes, that every secret is a verbatim substring of its text, that no
secret value turns up in an ordinary row, minimum counts, and a small tripwire scan of
the ordinary rows for shapes that would make a row a secret by mistake.
"""

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
MIN_SECRET_ROWS = 900  # the brief's floor
MIN_ORDINARY_ROWS = 1700  # the brief's floor
MIN_VENDORS = 60  # distinct vendor:<name> families in secrets.jsonl
MIN_PROSE_LANGS = 16  # languages among prose rows, in each file
MIN_SECRET_LEN = 6  # shorter labels would be ambiguous to score
# Shapes no ordinary row may hold, except rows whose family says the value is a marked
# example, a placeholder word, a mask or ciphertext (those carry the shape on purpose).
TRIPWIRES = [
    re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY-----"),
    re.compile(r"\bxox[abp]-\d"),
    re.compile(r"\b(?:sk|rk)_live_[A-Za-z0-9]{10}"),
    re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    re.compile(r"\bglpat-[A-Za-z0-9_-]{20}"),
    re.compile(r"\bAKIA[A-Z2-7]{16}\b"),
    re.compile(r"\bsk-(?:proj|ant|or-v1|svcacct)-"),
    re.compile(
        r"(?i)\b(?:password|passwd|pwd)\s*[:=]\s*['\"]?(?!getpass|System\.|Authentication)[A-Za-z0-9!#%^*+=.~_-]{8,}"
    ),
    re.compile(r"://[^/\s:@]+:[^/\s@]{6,}@"),
    re.compile(r"\$2[aby]\$\d\d\$|\$6\$|\$apr1\$|\$y\$"),
    re.compile(r"hooks\.slack\.com/services/T[A-Z0-9]{8,}/B[A-Z0-9]{8,}/[a-zA-Z0-9]{20,}"),
]
TRIPWIRE_EXEMPT = ("example:", "placeholder:", "masked:", "ciphertext:")


def load(name):
    rows = []
    for n, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            raise SystemExit(f"{name}:{n}: bad JSON: {e}") from None
    return rows


def problems(secrets, ordinary):
    out = []
    ids = Counter(row.get("id") for row in secrets + ordinary)
    out += [f"duplicate id {i}" for i, c in ids.items() if c > 1]
    texts = Counter(row.get("text") for row in secrets + ordinary)
    out += [f"duplicate text: {t[:60]!r}" for t, c in texts.items() if c > 1]
    for row in secrets:
        if set(row) != {"id", "text", "secrets", "family", "lang"} or not re.fullmatch(
            r"k\d{4}", row["id"]
        ):
            out.append(f"{row.get('id')}: bad keys or id")
            continue
        if not row["secrets"]:
            out.append(f"{row['id']}: no secrets listed")
        for sec in row["secrets"]:
            if len(sec) < MIN_SECRET_LEN:
                out.append(f"{row['id']}: secret shorter than {MIN_SECRET_LEN}: {sec!r}")
            if sec not in row["text"]:
                out.append(f"{row['id']}: secret not in text: {sec[:40]!r}")
    all_secrets = {sec for row in secrets for sec in row.get("secrets", [])}
    for row in ordinary:
        if set(row) != {"id", "text", "family", "lang"} or not re.fullmatch(r"p\d{4}", row["id"]):
            out.append(f"{row.get('id')}: bad keys or id")
            continue
        for sec in all_secrets:
            if sec in row["text"]:
                out.append(f"{row['id']}: ordinary text holds a labelled secret {sec[:30]!r}")
        if not row["family"].startswith(TRIPWIRE_EXEMPT):
            for rx in TRIPWIRES:
                if rx.search(row["text"]):
                    out.append(f"{row['id']}: ordinary row trips {rx.pattern[:40]!r}")
    vendors = {row["family"] for row in secrets if row["family"].startswith("vendor:")}
    if len(secrets) < MIN_SECRET_ROWS:
        out.append(f"only {len(secrets)} secret rows")
    if len(ordinary) < MIN_ORDINARY_ROWS:
        out.append(f"only {len(ordinary)} ordinary rows")
    if len(vendors) < MIN_VENDORS:
        out.append(f"only {len(vendors)} vendors")
    for name, rows in (("secrets", secrets), ("ordinary", ordinary)):
        langs = {row["lang"] for row in rows if row["family"].startswith("prose:")}
        if len(langs) < MIN_PROSE_LANGS:
            out.append(f"{name}: prose in only {len(langs)} languages")
    return out


def table(title, counter):
    lines = [f"| {title} | rows |", "| --- | ---: |"]
    lines += [f"| {k} | {v} |" for k, v in sorted(counter.items())]
    lines.append(f"| **total** | **{sum(counter.values())}** |")
    return "\n".join(lines)


def markdown(secrets, ordinary):
    top = lambda rows: Counter(row["family"].split(":")[0] for row in rows)  # noqa: E731
    vendors = {row["family"] for row in secrets if row["family"].startswith("vendor:")}
    parts = [
        "### secrets.jsonl by family",
        table("family", top(secrets)),
        f"\n{len(vendors)} distinct vendors; {len({r['family'] for r in secrets})} family:sub labels; "
        f"{sum(len(r['secrets']) for r in secrets)} labelled secret values.\n",
        "### ordinary.jsonl by family",
        table("family", top(ordinary)),
        "\n### by language (lang)",
        "| lang | secrets | ordinary |",
        "| --- | ---: | ---: |",
    ]
    ls, lo = Counter(r["lang"] for r in secrets), Counter(r["lang"] for r in ordinary)
    parts += [
        f"| {lang} | {ls.get(lang, 0)} | {lo.get(lang, 0)} |" for lang in sorted(set(ls) | set(lo))
    ]
    return "\n".join(parts)


def main():
    secrets, ordinary = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(secrets, ordinary)
    if "--markdown" in sys.argv:
        print(markdown(secrets, ordinary))
    for p in found:
        print("PROBLEM:", p, file=sys.stderr)
    if found:
        return 1
    print(f"ok: {len(secrets)} secret rows, {len(ordinary)} ordinary rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
