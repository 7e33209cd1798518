"""Check the redact3 files and print their counts (stdlib only).

    python benchmarks/data/redact3/check.py [--markdown]

Fails (exit 1) when ids repeat, a secret is not a literal substring of its text, an
ordinary row contains any labelled secret, a field is missing or malformed, or a
minimum count is not met.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FAMILIES = {
    "cli_password",
    "config",
    "url_dsn",
    "cred_file",
    "http_header",
    "vendor_key",
    "private_key",
    "jwt_session",
    "prose",
    "ci_log",
    "code",
}
# Minimums the set promises (from its brief): enough rows, vendors and languages to
# say something about generalisation.
MIN_SECRET_ROWS = 400
MIN_ORDINARY_ROWS = 1100
MIN_VENDORS = 60
MIN_PROSE_LANGS = 16


def load(name: str) -> list[dict]:
    with open(HERE / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def base_family(fam: str) -> str:
    return fam.split(":", 1)[0]


def table(title: str, counts: Counter, md: bool) -> str:
    rows = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    if md:
        return (
            "\n".join([f"| {title} | rows |", "|---|---:|"] + [f"| {k} | {v} |" for k, v in rows])
            + "\n"
        )
    return title + ":\n" + "\n".join(f"  {k:<20} {v}" for k, v in rows) + "\n"


def main(argv: list[str]) -> int:
    md = "--markdown" in argv
    sec, ordi = load("secrets.jsonl"), load("ordinary.jsonl")
    errors: list[str] = []
    ids = [r.get("id") for r in sec + ordi]
    for i, n in Counter(ids).items():
        if n > 1:
            errors.append(f"duplicate id {i}")
    for r in sec:
        if set(r) != {"id", "text", "secrets", "family", "lang"}:
            errors.append(f"{r.get('id')}: fields {sorted(r)}")
        if not r.get("secrets"):
            errors.append(f"{r['id']}: no secrets")
        for s in r.get("secrets", []):
            if not isinstance(s, str) or not s or s not in r["text"]:
                errors.append(f"{r['id']}: secret not in text: {s!r:.40}")
        if base_family(r["family"]) not in FAMILIES:
            errors.append(f"{r['id']}: unknown family {r['family']}")
        if r["family"].startswith("vendor_key") and not r["family"].startswith("vendor_key:"):
            errors.append(f"{r['id']}: vendor_key without vendor")
    for r in ordi:
        if set(r) != {"id", "text", "family", "lang"}:
            errors.append(f"{r.get('id')}: fields {sorted(r)}")
    secrets = {s for r in sec for s in r["secrets"]}
    for r in ordi:
        hit = next((s for s in secrets if s in r["text"]), None)
        if hit:
            errors.append(f"{r['id']}: ordinary row contains a labelled secret {hit!r:.40}")
    fam = Counter(base_family(r["family"]) for r in sec)
    vendors = Counter(
        r["family"].split(":", 1)[1] for r in sec if r["family"].startswith("vendor_key:")
    )
    langs = Counter(r["lang"] for r in sec)
    prose_langs = Counter(r["lang"] for r in sec if r["family"] == "prose")
    if len(sec) < MIN_SECRET_ROWS:
        errors.append(f"only {len(sec)} secret rows")
    if len(ordi) < MIN_ORDINARY_ROWS:
        errors.append(f"only {len(ordi)} ordinary rows")
    if set(fam) != FAMILIES:
        errors.append(f"families missing: {sorted(FAMILIES - set(fam))}")
    if len(vendors) < MIN_VENDORS:
        errors.append(f"only {len(vendors)} vendors")
    if len(prose_langs) < MIN_PROSE_LANGS:
        errors.append(f"only {len(prose_langs)} prose languages")
    n_labels = sum(len(r["secrets"]) for r in sec)
    multi = sum(1 for r in sec if len(r["secrets"]) > 1)
    head = (
        f"secret rows: {len(sec)} ({n_labels} labelled secrets, {multi} rows with two or more)\n"
        f"ordinary rows: {len(ordi)}\nvendors: {len(vendors)}\nprose languages: {len(prose_langs)}\n"
    )
    print(head)
    print(table("secret family", fam, md))
    print(table("secret lang", langs, md))
    print(table("ordinary family", Counter(r["family"] for r in ordi), md))
    print(table("ordinary lang", Counter(r["lang"] for r in ordi), md))
    print(table("vendor", vendors, md))
    for e in errors:
        print("ERROR", e, file=sys.stderr)
    print("FAIL" if errors else "OK")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
