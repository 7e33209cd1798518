# ruff: noqa: E501  (the memory wrappers are one template per line)
"""Build the redact4 held-out redaction set: secrets.jsonl and ordinary.jsonl.

Standard library only, one seeded random source, so every run writes the same
bytes. Run from anywhere:

    python benchmarks/data/redact4/build.py

The set was written blind (see README.md); it is held out whole: measure on it
once, never tune on it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _families2 import FAMILIES  # noqa: E402
from _gen import Gen  # noqa: E402
from _keys_prose import PROSE_SECRET, private_key_rows, prose_rows  # noqa: E402
from _ordinary import PROSE_ORDINARY, ordinary_rows  # noqa: E402
from _vendors import vendor_rows  # noqa: E402

# One seed for the whole set; changing it changes every value.
SEED = 20261203
# Rows made per non-vendor family maker (each maker yields this many variants).
PER_MAKER = 2
# Times each ordinary template is instantiated before de-duplication.
PER_ORDINARY_TEMPLATE = 8
# Every EMBED_EVERY-th row is wrapped in a longer coding-agent memory (~a third).
EMBED_EVERY = 3

# English memory wrappers; {body} is the row. They carry their own hard
# negatives (commit ids, paths, versions) and never a secret.
WRAPPERS = [
    "Session {d}: debugging the {s} deploy. Relevant snippet from the repo:\n\n```\n{body}\n```\n\nRoot cause was the healthcheck path; fixed in {sha}.",
    "Memory: while migrating {s} to the new cluster (ticket OPS-{n}) I found this in the old setup:\n{body}\nFollow-up: check whether anything else still reads it.",
    "Tool output (bash, exit 0):\n{body}\n--- end of output ---\nNext: run `make test` again on {s} at {sha7}.",
    "User asked why {s} fails on CI since v{ver}. Pasted context:\n> {body_quoted}\nAnswered: the job image changed, pin it to digest sha256:{digest}.",
    "Notes {d}\n- upgraded {s} to {ver}\n- the following was in src/{s}/settings (left as found):\n{body}\n- TODO: open PR against main ({sha7})",
    "Captured from transcript #{n}: the agent read a file and saw\n\n{body}\n\nand then continued with the refactor of {s}/handlers.py.",
]


def embed(g: Gen, body: str) -> str:
    tpl = g.pick(WRAPPERS)
    values = {
        "d": g.date(),
        "s": g.svc(),
        "sha": g.sha1(),
        "sha7": g.sha1()[:7],
        "n": str(g.rng.randint(100, 9999)),
        "ver": g.semver(),
        "digest": g.sha256(),
        "body": body,
        "body_quoted": body.replace("\n", "\n> "),
    }
    for k, v in values.items():
        tpl = tpl.replace("{" + k + "}", v)
    return tpl


def fix_quoted(text: str, secrets: list[str]) -> list[str]:
    """Quoting with '> ' splits multi-line secrets; keep labels literal."""
    out: list[str] = []
    for s in secrets:
        if s in text:
            out.append(s)
        else:
            out.extend(part for part in s.split("\n") if part and part in text)
    return out


def build_secrets(g: Gen) -> list[dict[str, object]]:
    rows: list[tuple[str, list[str], str, str]] = []
    for text, secrets, family in vendor_rows(g):
        rows.append((text, secrets, family, "en"))
    for family, makers_of in FAMILIES.items():
        for maker in makers_of(g):
            for _ in range(PER_MAKER):
                text, secrets = maker(g)
                rows.append((text, secrets, family, "en"))
    for text, secrets in private_key_rows(g):
        rows.append((text, secrets, "private_key", "en"))
    for text, secrets, lang in prose_rows(g):
        rows.append((text, secrets, "prose", lang))

    out: list[dict[str, object]] = []
    seen: set[str] = set()
    for i, (text, secrets, family, lang) in enumerate(rows):
        if family == "prose":
            if i % EMBED_EVERY == 0:
                lead = g.pick(PROSE_ORDINARY[lang]).format(s=g.svc(), d=g.date(), n=12)
                text = f"{lead} {text}"
        elif i % EMBED_EVERY == 0:
            text = embed(g, text)
            secrets = fix_quoted(text, secrets)
        if text in seen:
            continue
        seen.add(text)
        out.append(
            {
                "id": f"k{len(out) + 1:04d}",
                "text": text,
                "secrets": secrets,
                "family": family,
                "lang": lang,
            }
        )
    return out


def build_ordinary(g: Gen) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    seen: set[str] = set()
    for i, (text, family, lang) in enumerate(ordinary_rows(g, PER_ORDINARY_TEMPLATE)):
        if lang == "en" and i % EMBED_EVERY == 0:
            text = embed(g, text)
        if text in seen:
            continue
        seen.add(text)
        out.append({"id": f"p{len(out) + 1:04d}", "text": text, "family": family, "lang": lang})
    return out


def write_jsonl(path: Path, rows: list[dict[str, object]]) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> None:
    g = Gen(SEED)
    secrets = build_secrets(g)
    ordinary = build_ordinary(g)
    write_jsonl(HERE / "secrets.jsonl", secrets)
    write_jsonl(HERE / "ordinary.jsonl", ordinary)
    print(f"wrote {len(secrets)} secret rows, {len(ordinary)} ordinary rows")
    assert set(PROSE_SECRET) <= set(PROSE_ORDINARY)


if __name__ == "__main__":
    main()
