# ruff: noqa: E501  (data templates are long string literals)
"""Build redact10: secrets.jsonl and ordinary.jsonl from one seeded rng.

Run ``python benchmarks/data/redact10/build.py``; the output is byte-identical on
every run (one ``random.Random(SEED)``, fixed generator order, no clock, no hashing
of sets).  Then run check.py next to it.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gen_ordinary_a  # noqa: E402
import gen_ordinary_b  # noqa: E402
import gen_prose  # noqa: E402
import gen_secrets_a  # noqa: E402
import gen_secrets_b  # noqa: E402
import gen_secrets_c  # noqa: E402
import gen_secrets_d  # noqa: E402

# The one seed; change it only to make a different set, never to move a score.
SEED = 20261203
# How many draws a generator may spend per wanted row before it is declared starved.
ATTEMPTS_PER_ROW = 30

SECRET_GENERATORS = (
    gen_secrets_a.GENERATORS
    + gen_secrets_b.GENERATORS
    + gen_secrets_c.GENERATORS
    + gen_secrets_d.GENERATORS
    + gen_prose.SECRET_GENERATORS
)
ORDINARY_GENERATORS = (
    gen_ordinary_a.GENERATORS + gen_ordinary_b.GENERATORS + gen_prose.ORDINARY_GENERATORS
)


def _draw(rng, generators, is_secret, seen):
    rows = []
    for family, gen, count in generators:
        got, tries = 0, 0
        while got < count and tries < count * ATTEMPTS_PER_ROW:
            tries += 1
            out = gen(rng)
            text = out[0]
            if text in seen:
                continue
            seen.add(text)
            if is_secret:
                _, secrets, lang, hard = out
                rows.append(
                    {
                        "text": text,
                        "secrets": list(dict.fromkeys(secrets)),
                        "family": family,
                        "lang": lang,
                        "hard": bool(hard),
                    }
                )
            else:
                rows.append({"text": text, "family": family, "lang": out[1]})
            got += 1
        if got < count:
            print(
                f"warning: {gen.__module__}.{gen.__name__} gave {got}/{count} distinct rows",
                file=sys.stderr,
            )
    return rows


def build() -> tuple[list[dict], list[dict]]:
    rng = random.Random(SEED)
    seen: set[str] = set()
    secrets = _draw(rng, SECRET_GENERATORS, True, seen)
    ordinary = _draw(rng, ORDINARY_GENERATORS, False, seen)
    rng.shuffle(secrets)
    rng.shuffle(ordinary)
    secrets = [{"id": f"k{i:04d}", **r} for i, r in enumerate(secrets, 1)]
    ordinary = [{"id": f"o{i:04d}", **r} for i, r in enumerate(ordinary, 1)]
    return secrets, ordinary


def write(path: Path, rows: list[dict]) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> int:
    secrets, ordinary = build()
    write(HERE / "secrets.jsonl", secrets)
    write(HERE / "ordinary.jsonl", ordinary)
    print(f"secrets.jsonl: {len(secrets)} rows, ordinary.jsonl: {len(ordinary)} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
