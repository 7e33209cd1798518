"""Validate the redact7 set; exit 1 on any problem. `--markdown` prints a count table."""

import collections
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Floors the brief sets for this set.
MIN_SECRETS, MIN_ORDINARY, MIN_VENDORS, MIN_LANGS = 700, 1400, 50, 16
# A label shorter than this could match by chance in an ordinary row, so it is refused.
MIN_SECRET_LEN = 6


def load(name: str) -> list[dict]:
    """Rows of one JSONL file."""
    with (HERE / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def problems(secrets: list[dict], ords: list[dict]) -> list[str]:
    """Every rule violation found, as readable lines."""
    out = []
    ids = [row["id"] for row in secrets + ords]
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    if dup:
        out.append(f"duplicate ids: {dup[:5]}")
    labels = set()
    for row in secrets:
        if set(row) != {"id", "text", "secrets", "family", "lang"}:
            out.append(f"{row['id']}: bad keys {sorted(row)}")
        if not row["secrets"]:
            out.append(f"{row['id']}: no secret labelled")
        for s in row["secrets"]:
            if s not in row["text"]:
                out.append(f"{row['id']}: secret not in text: {s[:20]}")
            if len(s) < MIN_SECRET_LEN:
                out.append(f"{row['id']}: secret too short: {s!r}")
            labels.add(s)
    for row in ords:
        if set(row) != {"id", "text", "family", "lang"}:
            out.append(f"{row['id']}: bad keys {sorted(row)}")
        for s in labels:
            if s in row["text"]:
                out.append(f"{row['id']}: ordinary row holds a labelled secret {s[:20]}")
    vendors = {r["family"].split(":", 1)[1] for r in secrets if r["family"].startswith("vendor:")}
    langs_s = {r["lang"] for r in secrets}
    langs_o = {r["lang"] for r in ords}
    if len(secrets) < MIN_SECRETS:
        out.append(f"only {len(secrets)} secret rows")
    if len(ords) < MIN_ORDINARY:
        out.append(f"only {len(ords)} ordinary rows")
    if len(vendors) < MIN_VENDORS:
        out.append(f"only {len(vendors)} vendors")
    if len(langs_s) < MIN_LANGS or len(langs_o) < MIN_LANGS:
        out.append(f"languages: secrets {len(langs_s)}, ordinary {len(langs_o)}")
    return out


def markdown(secrets: list[dict], ords: list[dict]) -> str:
    """A count table by top-level family."""
    lines = ["| file | family | rows | labelled secrets |", "|---|---|---:|---:|"]
    by = collections.defaultdict(lambda: [0, 0])
    for row in secrets:
        f = row["family"].split(":")[0]
        by[f][0] += 1
        by[f][1] += len(row["secrets"])
    for f in sorted(by):
        lines.append(f"| secrets | {f} | {by[f][0]} | {by[f][1]} |")
    ob = collections.Counter(row["family"].split(":")[0] for row in ords)
    for f in sorted(ob):
        lines.append(f"| ordinary | {f} | {ob[f]} | 0 |")
    vendors = {r["family"].split(":", 1)[1] for r in secrets if r["family"].startswith("vendor:")}
    lines.append("")
    lines.append(
        f"Totals: {len(secrets)} secret rows ({sum(len(r['secrets']) for r in secrets)} labelled strings), "
        f"{len(ords)} ordinary rows, {len(vendors)} vendors, "
        f"{len({r['lang'] for r in secrets})} languages in secrets, {len({r['lang'] for r in ords})} in ordinary."
    )
    return "\n".join(lines)


def main() -> int:
    """Run the checks; print problems or OK."""
    secrets, ords = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(secrets, ords)
    for p in found:
        print("PROBLEM:", p)
    if "--markdown" in sys.argv:
        print(markdown(secrets, ords))
    if not found:
        print(f"OK: {len(secrets)} secret rows, {len(ords)} ordinary rows")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
