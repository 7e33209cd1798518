"""Build redact14: `python build.py` rewrites secrets.jsonl and ordinary.jsonl byte-identically."""

import json
import pathlib
import random
import sys

sys.dont_write_bytecode = True  # keep the data folder free of __pycache__

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from gen import Gen  # noqa: E402
from seen import HARD, SECRET_GENS  # noqa: E402
from seen_ord import ORD_GENS  # noqa: E402
from told import told_ordinary, told_secret  # noqa: E402

# Families counted as forms a careful rule writer would likely still miss.
HARD_FAMILIES = {f[2:] for f in HARD} | {
    "told_passphrase",
    "told_codes",
    "told_qa",
    "told_typo",
    "told_pin",
}
SEED = 14_2026  # fixed so a rebuild is byte-identical
N_SECRET = 900  # floor is 800; headroom for rows dropped by the label checks
N_ORDINARY = 1600  # floor is 1,400
TOLD_SECRET_SHARE = 0.45  # brief: about 45% of secret rows are "told"
TOLD_ORD_SHARE = 0.40  # brief: about 40% of ordinary rows are "told"
HERE = pathlib.Path(__file__).parent


def _ok(text, secrets):
    return all(len(s) >= 6 and s in text for s in secrets) and len(set(secrets)) == len(secrets)


# Extra deck copies: source code must span >= 10 languages, and tokens/DSNs/keys are common.
DECK_WEIGHT = {"s_source": 5, "s_token_prefix": 2, "s_dsn": 2, "s_private_key": 2, "o_source": 2}


def _deal(g, deck, gens):
    """Draw generators from a shuffled deck so every family gets a fair share."""
    if not deck:
        for fn in gens:
            deck.extend([fn] * DECK_WEIGHT.get(fn.__name__, 1))
        g.r.shuffle(deck)
    return deck.pop()


def build():
    g = Gen(random.Random(SEED))
    secret_rows, ordinary_rows = [], []
    seen_deck, ord_deck = [], []
    while len(secret_rows) < N_SECRET:
        if g.r.random() < TOLD_SECRET_SHARE:
            text, secrets, family, lang = told_secret(g)
        else:
            fn = _deal(g, seen_deck, SECRET_GENS)
            text, secrets, lang = fn(g)
            family = fn.__name__[2:]
        if not _ok(text, secrets):
            continue
        secret_rows.append(
            {
                "id": f"k{len(secret_rows) + 1:04d}",
                "text": text,
                "secrets": secrets,
                "family": family,
                "lang": lang,
            }
        )
    labels = {s for row in secret_rows for s in row["secrets"]}
    while len(ordinary_rows) < N_ORDINARY:
        if g.r.random() < TOLD_ORD_SHARE:
            text, family, lang = told_ordinary(g)
        else:
            fn = _deal(g, ord_deck, ORD_GENS)
            text, lang = fn(g)
            family = fn.__name__[2:]
        if any(s in text for s in labels):
            continue
        ordinary_rows.append(
            {"id": f"o{len(ordinary_rows) + 1:04d}", "text": text, "family": family, "lang": lang}
        )
    for name, rows in (("secrets.jsonl", secret_rows), ("ordinary.jsonl", ordinary_rows)):
        with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    build()
