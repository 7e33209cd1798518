"""Validate the redact4 set and print its counts.

    python benchmarks/data/redact4/check.py             # plain text, exit 1 on a problem
    python benchmarks/data/redact4/check.py --markdown  # count tables for README.md

Checks: the files equal a fresh seeded build; ids unique and well-formed;
fields and family names valid; every labelled secret is a non-empty literal
substring of its row; no ordinary row contains any labelled secret; the size
minimums of the brief.
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
    "private_key",
    "jwt_session",
    "prose",
    "ci_log",
    "code",
    "infra",
    "sql",
}
# Minimums from the brief that commissioned the set.
MIN_SECRET_ROWS = 450
MIN_VENDORS = 50
MIN_PROSE_LANGS = 14
MIN_ORDINARY_ROWS = 1100
# A secret shorter than this is too weak a label to check for leaks reliably.
MIN_SECRET_LEN = 8
# A row counts as "inside a longer memory" with this much text around its secrets.
CONTEXT_CHARS = 160


def load(name: str) -> list[dict[str, object]]:
    with (HERE / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def family_ok(f: object) -> bool:
    return isinstance(f, str) and (f in FAMILIES or (f.startswith("vendor_key:") and len(f) > 11))


def secrets_of(row: dict[str, object]) -> list[str]:
    value = row.get("secrets")
    return [s for s in value if isinstance(s, str)] if isinstance(value, list) else []


def context_len(text: str, secrets: list[str]) -> int:
    for s in secrets:
        text = text.replace(s, "")
    return len(text)


def rebuild_matches(
    secrets_rows: list[dict[str, object]], ordinary_rows: list[dict[str, object]]
) -> bool:
    """The committed files must be exactly what the seeded builder makes."""
    sys.path.insert(0, str(HERE))
    import build  # noqa: PLC0415 - sibling script, imported only for this check

    g = build.Gen(build.SEED)
    return build.build_secrets(g) == secrets_rows and build.build_ordinary(g) == ordinary_rows


def main(argv: list[str]) -> int:
    secrets_rows = load("secrets.jsonl")
    ordinary_rows = load("ordinary.jsonl")
    problems: list[str] = []

    ids = [str(r.get("id")) for r in secrets_rows + ordinary_rows]
    for dup, n in Counter(ids).items():
        if n > 1:
            problems.append(f"duplicate id {dup}")
    labelled: set[str] = set()
    for r in secrets_rows:
        rid, text, secs = r.get("id"), r.get("text"), r.get("secrets")
        if set(r) != {"id", "text", "secrets", "family", "lang"}:
            problems.append(f"{rid}: fields {sorted(r)}")
        if not (isinstance(rid, str) and rid.startswith("k")):
            problems.append(f"{rid}: secret ids start with k")
        if not family_ok(r.get("family")):
            problems.append(f"{rid}: family {r.get('family')!r}")
        if not isinstance(text, str) or not isinstance(secs, list) or not secs:
            problems.append(f"{rid}: text/secrets malformed")
            continue
        for s in secs:
            if not isinstance(s, str) or len(s) < MIN_SECRET_LEN:
                problems.append(f"{rid}: secret too short or not a string: {s!r}")
            elif s not in text:
                problems.append(f"{rid}: secret not in text: {s[:30]!r}")
            else:
                labelled.add(s)
    for r in ordinary_rows:
        rid, text = r.get("id"), r.get("text")
        if set(r) != {"id", "text", "family", "lang"}:
            problems.append(f"{rid}: fields {sorted(r)}")
        if not (isinstance(rid, str) and rid.startswith("p")):
            problems.append(f"{rid}: ordinary ids start with p")
        if not family_ok(r.get("family")):
            problems.append(f"{rid}: family {r.get('family')!r}")
        if not isinstance(text, str) or not text:
            problems.append(f"{rid}: empty text")
            continue
        leaked = [s for s in labelled if s in text]
        if leaked:
            problems.append(f"{rid}: ordinary row contains a labelled secret {leaked[0][:20]!r}")

    fam = Counter(str(r["family"]) for r in secrets_rows)
    coarse = Counter("vendor_key" if f.startswith("vendor_key:") else f for f in fam.elements())
    vendors = sorted({f.split(":", 1)[1] for f in fam if f.startswith("vendor_key:")})
    prose_langs = Counter(str(r["lang"]) for r in secrets_rows if r["family"] == "prose")
    ord_fam = Counter(str(r["family"]) for r in ordinary_rows)
    ord_langs = Counter(str(r["lang"]) for r in ordinary_rows)
    emb_s = sum(context_len(str(r["text"]), secrets_of(r)) >= CONTEXT_CHARS for r in secrets_rows)
    emb_o = sum(
        len(str(r["text"])) >= CONTEXT_CHARS and "\n" in str(r["text"]) for r in ordinary_rows
    )

    if not rebuild_matches(secrets_rows, ordinary_rows):
        problems.append("files differ from a fresh build.py run (stale or hand-edited)")

    missing = (FAMILIES | {"vendor_key"}) - set(coarse)
    if missing:
        problems.append(f"families without secret rows: {sorted(missing)}")
    if len(secrets_rows) < MIN_SECRET_ROWS:
        problems.append(f"only {len(secrets_rows)} secret rows")
    if len(vendors) < MIN_VENDORS:
        problems.append(f"only {len(vendors)} vendor formats")
    if len(prose_langs) < MIN_PROSE_LANGS:
        problems.append(f"prose in only {len(prose_langs)} languages")
    if len(ordinary_rows) < MIN_ORDINARY_ROWS:
        problems.append(f"only {len(ordinary_rows)} ordinary rows")

    n_secrets = sum(len(secrets_of(r)) for r in secrets_rows)
    ord_coarse = Counter(f.split(":", 1)[0] for f in ord_fam.elements())
    summary = [
        ("secret rows", len(secrets_rows)),
        ("labelled secrets", n_secrets),
        ("vendor token formats", len(vendors)),
        ("prose languages (secret rows)", len(prose_langs)),
        ("ordinary rows", len(ordinary_rows)),
        ("ordinary languages", len(ord_langs)),
        (f"secret rows with >= {CONTEXT_CHARS} chars besides the secrets", emb_s),
        (f"multi-line ordinary rows of >= {CONTEXT_CHARS} chars", emb_o),
    ]
    if "--markdown" in argv:
        print("| | count |\n|---|---:|")
        for name, n in summary:
            print(f"| {name} | {n} |")
        print("\n| family | secret rows | ordinary rows |\n|---|---:|---:|")
        for f in sorted(set(coarse) | set(ord_coarse)):
            print(f"| {f} | {coarse.get(f, 0)} | {ord_coarse.get(f, 0)} |")
        print("\n| lang | prose secret rows | ordinary rows |\n|---|---:|---:|")
        for lang in sorted(set(prose_langs) | set(ord_langs)):
            print(f"| {lang} | {prose_langs.get(lang, 0)} | {ord_langs.get(lang, 0)} |")
        print(f"\nVendors ({len(vendors)}): " + ", ".join(vendors))
    else:
        for name, n in summary:
            print(f"{name}: {n}")
        print("prose languages:", dict(sorted(prose_langs.items())))
        print("secret families:", dict(sorted(coarse.items())))
        print("ordinary families:", dict(sorted(ord_coarse.items())))
        print("ordinary languages:", dict(sorted(ord_langs.items())))
    for p in problems:
        print("PROBLEM:", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
