"""Check redact11's files; exit 1 on any problem. `--markdown` prints the count tables.

Checks: ids unique and well-formed, every secret in its text exactly once and at least
6 characters with no surrounding punctuation or space, no secret inside any ordinary row,
the row and language floors of the brief, split.json shape. Stdlib only.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Floors from the brief: sizes, language spread, non-English share, chat share.
MIN_SECRETS = 500
MIN_ORDINARY = 700
MIN_LANGS = 20
MIN_NON_ENGLISH = 0.5
MIN_CHAT_SHARE = 0.5
MIN_SECRET_LEN = 6
# Languages the brief asks for by name (earlier sets had few of them).
REQUIRED_LANGS = {
    "th",
    "ms",
    "id",
    "fa",
    "ro",
    "hu",
    "fi",
    "da",
    "no",
    "he",
    "bn",
    "ta",
    "sw",
    "tl",
}
# A label is the secret only: these may not begin or end it.
EDGE_PUNCT = " \t\n.,;:!?\"'`()[]{}<>«»„“”「」，。：、"


def load(name: str) -> list[dict]:
    """Read one JSON-lines file."""
    with open(HERE / name, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def problems(secrets: list[dict], ordinary: list[dict]) -> list[str]:
    """Every rule violation found, as readable lines."""
    out: list[str] = []
    ids = [r["id"] for r in secrets + ordinary]
    for rid, n in Counter(ids).items():
        if n > 1:
            out.append(f"duplicate id {rid}")
    for r in secrets:
        if set(r) != {"id", "text", "secrets", "family", "lang"} or not r["id"].startswith("k"):
            out.append(f"{r['id']}: bad keys or id")
        if not r["secrets"]:
            out.append(f"{r['id']}: no secrets")
        for s in r["secrets"]:
            if r["text"].count(s) != 1:
                out.append(f"{r['id']}: secret {s!r} is not in the text exactly once")
            if len(s) < MIN_SECRET_LEN:
                out.append(f"{r['id']}: secret {s!r} shorter than {MIN_SECRET_LEN}")
            if s[0] in EDGE_PUNCT or s[-1] in EDGE_PUNCT:
                out.append(f"{r['id']}: secret {s!r} carries punctuation at an edge")
    for r in ordinary:
        if set(r) != {"id", "text", "family", "lang"} or not r["id"].startswith("o"):
            out.append(f"{r['id']}: bad keys or id")
    all_secrets = {s for r in secrets for s in r["secrets"]}
    for r in ordinary:
        for s in all_secrets:
            if s in r["text"]:
                out.append(f"{r['id']}: contains labelled secret {s!r}")
    out += floors(secrets, ordinary)
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split != {"tune": [], "heldout": ["all"]}:
        out.append("split.json must be {'tune': [], 'heldout': ['all']}")
    return out


def floors(secrets: list[dict], ordinary: list[dict]) -> list[str]:
    """The brief's size, language and chat-share floors."""
    out = []
    if len(secrets) < MIN_SECRETS:
        out.append(f"only {len(secrets)} secret rows (< {MIN_SECRETS})")
    if len(ordinary) < MIN_ORDINARY:
        out.append(f"only {len(ordinary)} ordinary rows (< {MIN_ORDINARY})")
    for name, rows in (("secrets", secrets), ("ordinary", ordinary)):
        langs = {r["lang"] for r in rows}
        if len(langs) < MIN_LANGS:
            out.append(f"{name}: only {len(langs)} languages")
        missing = REQUIRED_LANGS - langs
        if missing:
            out.append(f"{name}: missing languages {sorted(missing)}")
        share = sum(r["lang"] != "en" for r in rows) / max(len(rows), 1)
        if share < MIN_NON_ENGLISH:
            out.append(f"{name}: non-English share {share:.2f} < {MIN_NON_ENGLISH}")
    chat_share = sum(r["family"].startswith("chat_") for r in secrets) / max(len(secrets), 1)
    if chat_share < MIN_CHAT_SHARE:
        out.append(f"secrets: chat share {chat_share:.2f} < {MIN_CHAT_SHARE}")
    return out


# Rough shape classes for the report, checked in order (first match wins).
SHAPES: tuple[tuple[str, str], ...] = (
    ("pin_digits", r"\d{6,8}"),
    ("prefixed_token", r"(ghp_|sk-|xoxb-|glpat-|AKIA|tok_)\S+"),
    ("hex", r"[0-9a-f]{32}|[0-9a-f]{64}"),
    ("dash_grouped", r"[A-Z0-9]{4,5}(-[A-Z0-9]{4,5}){2,4}"),
    ("long_random", r"[A-Za-z0-9]{32,}"),
    ("joined_words", r"[A-Za-z]{3,}([.\-_][A-Za-z]{3,}){2,}([.\-_]?\d+)?|([A-Z][a-z]{2,}){3,}\d*"),
    ("word_or_madeup_digits", r"[A-Za-z]{3,}[!_#.]?\d{2,5}"),
    ("pronounceable", r"[A-Za-z]{8,14}"),
    ("leet", r"[A-Z][a-z0-9$@!#]*\d+"),
)


def shape(secret: str) -> str:
    """The rough shape class of one secret."""
    for label, pattern in SHAPES:
        if re.fullmatch(pattern, secret):
            return label
    return "short_typed" if len(secret) <= 8 else "random_mixed"


def table(title: str, counter: Counter) -> str:
    """A two-column markdown table, largest first."""
    lines = [f"| {title} | rows |", "|---|---:|"]
    lines += [f"| {k} | {n} |" for k, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))]
    return "\n".join(lines)


def markdown(secrets: list[dict], ordinary: list[dict]) -> str:
    """Counts by family and by language for both files."""
    langs = sorted({r["lang"] for r in secrets + ordinary})
    by_lang = ["| lang | secrets | ordinary |", "|---|---:|---:|"]
    sl, ol = Counter(r["lang"] for r in secrets), Counter(r["lang"] for r in ordinary)
    by_lang += [f"| {x} | {sl[x]} | {ol[x]} |" for x in langs]
    by_lang.append(f"| **total** | {len(secrets)} | {len(ordinary)} |")
    return "\n\n".join(
        [
            "### secrets.jsonl by family",
            table("family", Counter(r["family"] for r in secrets)),
            "### secrets.jsonl by value shape",
            table("shape", Counter(shape(s) for r in secrets for s in r["secrets"])),
            "### ordinary.jsonl by family",
            table("family", Counter(r["family"] for r in ordinary)),
            "### by language",
            "\n".join(by_lang),
        ]
    )


def main() -> int:
    secrets, ordinary = load("secrets.jsonl"), load("ordinary.jsonl")
    found = problems(secrets, ordinary)
    if "--markdown" in sys.argv[1:]:
        print(markdown(secrets, ordinary))
    for line in found:
        print("PROBLEM:", line, file=sys.stderr)
    if found:
        return 1
    print(f"ok: {len(secrets)} secret rows, {len(ordinary)} ordinary rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
