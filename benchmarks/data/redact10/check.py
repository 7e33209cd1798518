# ruff: noqa: E501  (data templates are long string literals)
"""Check redact10's files and print its tables.

``python benchmarks/data/redact10/check.py`` exits 1 on any problem: a duplicate
id, a label that is not a substring of its text or is shorter than 6, a labelled
secret found inside an ordinary row, a count below its floor, or a bad split.json.
``--markdown`` also prints the counts tables (by family, by language).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Floors from the brief.
MIN_SECRET_ROWS = 900
MIN_ORDINARY_ROWS = 1300
MIN_LABEL_LEN = 6
MIN_HARD_SHARE = 0.20
MIN_PROSE_LANGS = 15
MIN_CODE_LANGS = 8
# Programming-language tags (the brief asks for code in at least eight).
CODE = {
    "python",
    "javascript",
    "typescript",
    "go",
    "rust",
    "java",
    "kotlin",
    "csharp",
    "ruby",
    "php",
    "swift",
    "powershell",
    "bash",
}
# Natural languages (ISO 639-1) as opposed to syntax tags such as "yaml" or "shell".
NATURAL = {
    "en",
    "de",
    "fr",
    "es",
    "it",
    "pt",
    "nl",
    "pl",
    "ru",
    "uk",
    "tr",
    "ja",
    "zh",
    "ko",
    "ar",
    "hi",
    "sv",
    "cs",
    "vi",
    "id",
}


def load(name: str) -> list[dict]:
    with (HERE / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def problems(secrets: list[dict], ordinary: list[dict]) -> list[str]:
    out: list[str] = []
    ids = Counter(r["id"] for r in secrets + ordinary)
    out += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    for r in secrets:
        if not r.get("secrets"):
            out.append(f"{r['id']}: no labels")
        for s in r.get("secrets", []):
            if len(s) < MIN_LABEL_LEN:
                out.append(f"{r['id']}: label shorter than {MIN_LABEL_LEN}: {s!r}")
            if s not in r["text"]:
                out.append(f"{r['id']}: label not in text: {s!r}")
        for key in ("family", "lang"):
            if not r.get(key):
                out.append(f"{r['id']}: missing {key}")
    labels = {s for r in secrets for s in r["secrets"]}
    for r in ordinary:
        for key in ("family", "lang"):
            if not r.get(key):
                out.append(f"{r['id']}: missing {key}")
        for s in labels:
            if s in r["text"]:
                out.append(f"{r['id']}: ordinary row holds labelled secret {s!r}")
    if len(secrets) < MIN_SECRET_ROWS:
        out.append(f"only {len(secrets)} secret rows (< {MIN_SECRET_ROWS})")
    if len(ordinary) < MIN_ORDINARY_ROWS:
        out.append(f"only {len(ordinary)} ordinary rows (< {MIN_ORDINARY_ROWS})")
    hard = sum(1 for r in secrets if r.get("hard"))
    if secrets and hard / len(secrets) < MIN_HARD_SHARE:
        out.append(f"hard share {hard / len(secrets):.1%} < {MIN_HARD_SHARE:.0%}")
    prose_langs = {r["lang"] for r in secrets if r["lang"] in NATURAL and r["family"] == "prose"}
    if len(prose_langs) < MIN_PROSE_LANGS:
        out.append(f"prose secrets in only {len(prose_langs)} languages")
    code_langs = {r["lang"] for r in secrets} & CODE
    if len(code_langs) < MIN_CODE_LANGS:
        out.append(f"secret rows in code of only {len(code_langs)} languages")
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split != {"tune": [], "heldout": ["all"]}:
        out.append('split.json must be {"tune": [], "heldout": ["all"]}')
    return out


def stale_readme(secrets: list[dict], ordinary: list[dict]) -> list[str]:
    """The README's tables must be the ones this data produces."""
    readme = HERE / "README.md"
    if not readme.exists() or tables(secrets, ordinary) not in readme.read_text(encoding="utf-8"):
        return ["README.md tables are stale: paste the output of check.py --markdown"]
    return []


def table(title: str, head: list[str], rows: list[list]) -> str:
    lines = [f"**{title}**", "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def tables(secrets: list[dict], ordinary: list[dict]) -> str:
    fam = sorted({r["family"] for r in secrets})
    srows = [
        [
            f,
            sum(r["family"] == f for r in secrets),
            sum(len(r["secrets"]) for r in secrets if r["family"] == f),
            sum(1 for r in secrets if r["family"] == f and r.get("hard")),
        ]
        for f in fam
    ]
    srows.append(
        [
            "**total**",
            len(secrets),
            sum(len(r["secrets"]) for r in secrets),
            sum(1 for r in secrets if r.get("hard")),
        ]
    )
    ofam = Counter(r["family"] for r in ordinary)
    orows = [[f, n] for f, n in sorted(ofam.items())] + [["**total**", len(ordinary)]]
    langs = sorted({r["lang"] for r in secrets + ordinary}, key=lambda x: (x not in NATURAL, x))
    lrows = [
        [
            lang,
            "natural" if lang in NATURAL else "syntax",
            sum(r["lang"] == lang for r in secrets),
            sum(r["lang"] == lang for r in ordinary),
        ]
        for lang in langs
    ]
    return "\n".join(
        [
            table("Secret rows by family", ["family", "rows", "labels", "hard rows"], srows),
            table("Ordinary rows by family", ["family", "rows"], orows),
            table(
                "Rows by language (natural language or syntax)",
                ["lang", "kind", "secret rows", "ordinary rows"],
                lrows,
            ),
        ]
    )


def main(argv: list[str]) -> int:
    secrets, ordinary = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(secrets, ordinary) + stale_readme(secrets, ordinary)
    for p in found:
        print("PROBLEM:", p)
    if "--markdown" in argv:
        print(tables(secrets, ordinary))
    hard = sum(1 for r in secrets if r.get("hard"))
    print(
        f"{len(secrets)} secret rows ({hard} hard, {hard / max(len(secrets), 1):.1%}), {len(ordinary)} ordinary rows, {len(found)} problems"
    )
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
