"""Build redact13 (secrets.jsonl, ordinary.jsonl) from one seeded Random.

Run: python benchmarks/data/redact13/build.py   (rebuilds byte-identically)
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import rows_ordinary  # noqa: E402
import rows_secret  # noqa: E402
from gen_util import G  # noqa: E402
from rows_prose import secret_prose  # noqa: E402

SEED = 20261204  # fixed so the set is reproducible; never change after measuring
PROSE_SECRET_ROWS = 120
MAX_TRIES = 4  # draws per wanted row before a template with few variants gives up  # brief asks >= 100 secrets said in chat or prose


def build():
    g = G(random.Random(SEED))
    secrets = []
    for family, (fn, count, _hard) in rows_secret.TEMPLATES.items():
        for _ in range(count):
            text, labels, lang = fn(g)
            secrets.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    for _ in range(PROSE_SECRET_ROWS):
        text, labels, lang = secret_prose(g)
        secrets.append({"text": text, "secrets": labels, "family": "prose-chat", "lang": lang})
    ordinary, seen = [], set()
    for family, (fn, count) in rows_ordinary.TEMPLATES.items():
        made = 0
        for _ in range(count * MAX_TRIES):
            if made == count:
                break
            text, lang = fn(g)
            if text in seen:  # some templates have fixed variants; keep each text once
                continue
            seen.add(text)
            made += 1
            ordinary.append({"text": text, "family": family, "lang": lang})
    g.r.shuffle(secrets)
    g.r.shuffle(ordinary)
    write(HERE / "secrets.jsonl", secrets, "k")
    write(HERE / "ordinary.jsonl", ordinary, "o")
    print(f"secrets={len(secrets)} ordinary={len(ordinary)}")


def write(path, rows, prefix):
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for i, row in enumerate(rows, 1):
            f.write(json.dumps({"id": f"{prefix}{i:04d}", **row}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    build()
