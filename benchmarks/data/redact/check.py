#!/usr/bin/env python3
"""Self-check for the redaction set: structure, labels, split balance, counts.

    python3 check.py            # checks + counts table
    python3 check.py --sample N # also print N random ordinary rows to eyeball
"""
import collections
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def main():
    sec, ordi = load("secrets.jsonl"), load("ordinary.jsonl")
    problems = []

    ids = [r["id"] for r in sec + ordi]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    for name, rows in (("secrets", sec), ("ordinary", ordi)):
        texts = [r["text"] for r in rows]
        if len(texts) != len(set(texts)):
            problems.append(f"duplicate texts in {name}")
        for r in rows:
            want = "tune" if hashlib.sha1(r["id"].encode()).digest()[0] % 2 == 0 else "heldout"
            if r["split"] != want:
                problems.append(f"{r['id']}: split {r['split']} != rule {want}")
            for k in ("id", "text", "family", "lang", "split"):
                if not isinstance(r.get(k), str) or not r[k]:
                    problems.append(f"{r.get('id')}: missing {k}")

    all_secrets = set()
    for r in sec:
        if not r.get("secrets"):
            problems.append(f"{r['id']}: no secrets")
        for s in r["secrets"]:
            if s not in r["text"]:
                problems.append(f"{r['id']}: secret not in text: {s[:30]}")
            if len(s) < 4:
                problems.append(f"{r['id']}: very short secret {s!r}")
            all_secrets.add(s)
    for r in ordi:
        if "secrets" in r:
            problems.append(f"{r['id']}: ordinary row has a secrets field")
        for s in all_secrets:
            if len(s) >= 8 and s in r["text"]:
                problems.append(f"{r['id']}: ordinary text contains a labelled secret {s[:20]}")

    # both halves for every family and language
    for name, rows in (("secrets", sec), ("ordinary", ordi)):
        for key in ("family", "lang"):
            halves = collections.defaultdict(set)
            for r in rows:
                halves[r[key]].add(r["split"])
            for g, h in halves.items():
                if len(h) < 2:
                    problems.append(f"{name}: {key}={g} only in {h}")

    # crude blind tripwires on ordinary rows (my own, for eyeballing; hits are printed, not failed)
    trip = re.compile(
        r"(gh[pousr]_[A-Za-z0-9]{30,}|github_pat_|glpat-[A-Za-z0-9_-]{20}|xox[bpa]-\d|sk_live_[A-Za-z0-9]{20}|"
        r"sk-(proj|ant)-[A-Za-z0-9]|hf_[A-Za-z]{30}|AKIA(?!IOSFODNN7EXAMPLE)[A-Z0-9]{16}|"
        r"BEGIN (RSA |EC |OPENSSH |DSA |ENCRYPTED |PGP )?PRIVATE KEY(?!-----\n\.\.\.)|npm_[A-Za-z0-9]{36}|"
        r"://[^/\s:@]+:[^/\s@$<{]+@|AGE-SECRET-KEY|hvs\.[A-Za-z0-9]{20})")
    trip_hits = [r for r in ordi if trip.search(r["text"])]

    # ------------------------------------------------------------ counts
    def table(rows, key):
        c = collections.Counter((r[key], r["split"]) for r in rows)
        groups = sorted({r[key] for r in rows})
        out = [f"| {key} | tune | heldout | total |", "| --- | ---: | ---: | ---: |"]
        for g in groups:
            t, h = c[(g, "tune")], c[(g, "heldout")]
            out.append(f"| {g} | {t} | {h} | {t + h} |")
        t = sum(1 for r in rows if r["split"] == "tune")
        out.append(f"| **all** | {t} | {len(rows) - t} | {len(rows)} |")
        return "\n".join(out)

    print("## secrets.jsonl\n")
    print(table(sec, "family"), "\n")
    print(table(sec, "lang"), "\n")
    print("## ordinary.jsonl\n")
    print(table(ordi, "family"), "\n")
    print(table(ordi, "lang"), "\n")
    shapes = collections.Counter(r["shape"] for r in sec)
    both = sum(1 for s in shapes if len({r["split"] for r in sec if r["shape"] == s}) == 2)
    print(f"secret shapes: {len(shapes)} distinct; {both} appear in both halves, "
          f"{len(shapes) - both} only in one half")
    print(f"secret strings labelled: {sum(len(r['secrets']) for r in sec)}")
    size = sum(os.path.getsize(os.path.join(HERE, f)) for f in os.listdir(HERE) if not f.startswith("."))
    print(f"folder size: {size / 1024:.0f} KiB")
    print(f"ordinary rows hitting the blind tripwires (eyeball them): {len(trip_hits)}")
    for r in trip_hits:
        print("   ", r["id"], r["text"][:150].replace("\n", "\\n"))

    if "--sample" in sys.argv:
        n = int(sys.argv[sys.argv.index("--sample") + 1])
        print(f"\n--- {n} random ordinary rows ---")
        for r in random.Random(7).sample(ordi, n):
            print(f"{r['id']} [{r['family']}/{r['lang']}] {r['text'][:200]!r}")

    if problems:
        print("\nPROBLEMS:")
        for p in problems[:50]:
            print("  ", p)
        sys.exit(1)
    print("\nall checks passed")


if __name__ == "__main__":
    main()
