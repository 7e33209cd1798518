#!/usr/bin/env python3
"""Validate redact2: ids unique, secrets occur in their text, minimum counts met.

Prints counts per family and language; exits non-zero on any problem.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ALLOWED_SECRET_FAMILIES = {"cli_password", "config", "url_dsn", "cred_file", "http_header",
                           "vendor_key", "private_key", "jwt_session", "prose"}


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main():
    errs = []
    sec = load("secrets.jsonl")
    ordi = load("ordinary.jsonl")

    ids = [r["id"] for r in sec + ordi]
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    if dup:
        errs.append(f"duplicate ids: {dup[:10]}")

    for r in sec:
        if set(r) != {"id", "text", "secrets", "family", "lang"}:
            errs.append(f"{r['id']}: bad fields {sorted(r)}")
        if not r["id"].startswith("t"):
            errs.append(f"{r['id']}: secret ids start with t")
        if not r["secrets"]:
            errs.append(f"{r['id']}: no secrets")
        for s in r["secrets"]:
            if not s or s not in r["text"]:
                errs.append(f"{r['id']}: secret not in text: {s[:40]!r}")
            if len(s) < 4:
                errs.append(f"{r['id']}: secret too short: {s!r}")
        if r["family"].split(":")[0] not in ALLOWED_SECRET_FAMILIES:
            errs.append(f"{r['id']}: unknown family {r['family']}")

    all_secrets = {s for r in sec for s in r["secrets"]}
    for r in ordi:
        if set(r) != {"id", "text", "family", "lang"}:
            errs.append(f"{r['id']}: bad fields {sorted(r)}")
        if not r["id"].startswith("n"):
            errs.append(f"{r['id']}: ordinary ids start with n")
        for s in all_secrets:
            if len(s) >= 8 and s in r["text"]:
                errs.append(f"{r['id']}: ordinary row contains a labelled secret {s[:20]!r}")
        if "eyJ" in r["text"]:
            errs.append(f"{r['id']}: JWT-looking text in ordinary")
        if "PRIVATE KEY-----" in r["text"]:
            errs.append(f"{r['id']}: private key block in ordinary")

    texts = [r["text"] for r in sec + ordi]
    if len(set(texts)) != len(texts):
        errs.append("duplicate texts")

    fam = collections.Counter(r["family"].split(":")[0] for r in sec)
    vendors = collections.Counter(r["family"].split(":")[1] for r in sec if ":" in r["family"])
    prose_lang = collections.Counter(r["lang"] for r in sec if r["family"] == "prose")
    ofam = collections.Counter(r["family"] for r in ordi)
    olang = collections.Counter(r["lang"] for r in ordi)

    if len(sec) < 220:
        errs.append(f"only {len(sec)} secret rows (<220)")
    if len(ordi) < 700:
        errs.append(f"only {len(ordi)} ordinary rows (<700)")
    if len(vendors) < 40:
        errs.append(f"only {len(vendors)} vendors (<40)")
    non_en = [l for l, c in prose_lang.items() if l != "en" and c >= 4]
    if len(non_en) < 14:
        errs.append(f"only {len(non_en)} non-English prose languages with >=4 rows")
    if len(olang) < 12:
        errs.append(f"ordinary covers only {len(olang)} languages (<12)")

    print(f"secrets.jsonl: {len(sec)} rows, {sum(len(r['secrets']) for r in sec)} secret spans")
    for k, v in sorted(fam.items()):
        print(f"  {k:14s} {v}")
    print(f"  vendors: {len(vendors)}")
    print(f"  prose by language: {dict(sorted(prose_lang.items()))}")
    print(f"ordinary.jsonl: {len(ordi)} rows")
    for k, v in sorted(ofam.items()):
        print(f"  {k:14s} {v}")
    print(f"  by language: {dict(sorted(olang.items()))}")
    if errs:
        print("\nPROBLEMS:")
        for e in errs[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
