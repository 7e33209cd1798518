"""Build redact15: `python build.py` rewrites secrets.jsonl and ordinary.jsonl byte-identically.

One `random.Random(SEED)` drives everything. Helpers: gen.py (values), phrases.py (22
languages), told.py (chat/ticket/email shapes), seen.py (tool output with secrets),
seen_ord.py (the same tools without).
"""

import json
import pathlib
import random
import sys

sys.dont_write_bytecode = True  # keep the data folder free of __pycache__
sys.path.insert(0, str(pathlib.Path(__file__).parent))

import seen  # noqa: E402
import seen_ord  # noqa: E402
import told  # noqa: E402

HERE = pathlib.Path(__file__).parent
SEED = 20261504
N_TOLD_SECRET, N_SEEN_SECRET = 380, 570
N_TOLD_ORD, N_SEEN_ORD = 660, 1000
HARD_FAMILIES = told.TOLD_HARD | seen.SEEN_HARD


def build():
    rng = random.Random(SEED)
    secret = told.secret_rows(rng, N_TOLD_SECRET) + seen.rows(rng, N_SEEN_SECRET)
    rng.shuffle(secret)
    labels = {s for r in secret for s in r["secrets"]}
    ordinary = told.ordinary_rows(rng, N_TOLD_ORD) + seen_ord.rows(rng, N_SEEN_ORD)
    # a random id or number can contain a short label (a PIN) by chance: redraw that row
    gens = {**told.ORDINARY, **seen_ord.FAMILIES}
    for r in ordinary:
        while any(s in r["text"] for s in labels):
            if r["family"].startswith("told_"):
                r["text"] = gens[r["family"]](rng, r["lang"])
            else:
                r["text"], r["lang"] = gens[r["family"]](rng)
    rng.shuffle(ordinary)
    out_s = [{"id": f"k{i + 1:04d}", **r} for i, r in enumerate(secret)]
    out_o = [{"id": f"o{i + 1:04d}", **r} for i, r in enumerate(ordinary)]
    return out_s, out_o


def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    secret, ordinary = build()
    write("secrets.jsonl", secret)
    write("ordinary.jsonl", ordinary)
    print(f"wrote {len(secret)} secret rows, {len(ordinary)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
