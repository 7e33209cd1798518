"""Build redact16: `python build.py` rewrites secrets.jsonl and ordinary.jsonl byte-identically.

One random.Random(SEED) drives everything. Stdlib only. Helpers: gen.py (values),
phrases.py (chat phrases, 25 languages), told.py (chat/review/commit/standup/incident shapes),
seen.py + seen2.py (tool output and files with secrets), seen_ord.py (the same without).
"""

import json
import pathlib
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).parent))

import seen2  # noqa: E402
import seen_ord  # noqa: E402
import told  # noqa: E402
from gen import Gen  # noqa: E402
from phrases import LANGS  # noqa: E402

HERE = pathlib.Path(__file__).parent
SEED = 16_2026
TOLD_SECRET_EACH = 39  # x 10 families
SEEN_SECRET_EACH = 17  # x 34 families
TOLD_ORD_EACH = 76  # x 9 families
SEEN_ORD_EACH = 36  # x 28 families
HARD_FAMILIES = frozenset(told.HARD | seen2.HARD)
ASKS = {"told_bare", "told_split", "told_access"}


def _lang_cycle(g):
    order = list(LANGS)
    while True:
        g.r.shuffle(order)
        yield from order


def secret_rows(g):
    rows = []
    langs = _lang_cycle(g)
    for fam in told.SECRET_FAMILIES:
        for _ in range(TOLD_SECRET_EACH):
            lang = "en" if fam == "told_prose" else next(langs)
            turns, labels = told.told_secret(g, fam, lang)
            text = told.layout(g, turns, lang, asks=fam in ASKS)
            rows.append({"text": text, "secrets": labels, "family": fam, "lang": lang})
    for fam, fn in seen2.FAMILIES.items():
        for _ in range(SEEN_SECRET_EACH):
            text, labels, lang = fn(g)
            rows.append({"text": text, "secrets": labels, "family": fam, "lang": lang})
    return rows


def ordinary_rows(g, labels):
    def clean(text):
        return not any(s in text for s in labels)

    rows = []
    langs = _lang_cycle(g)
    for fam in told.ORDINARY_FAMILIES:
        for _ in range(TOLD_ORD_EACH):
            lang = next(langs)
            while True:
                text = told.layout(g, told.told_ordinary(g, fam, lang), lang, asks=fam in ASKS)
                if clean(text):
                    break
            rows.append({"text": text, "family": fam, "lang": lang})
    for fam, fn in seen_ord.FAMILIES.items():
        for _ in range(SEEN_ORD_EACH):
            while True:
                text, lang = fn(g)
                if clean(text):
                    break
            rows.append({"text": text, "family": fam, "lang": lang})
    return rows


def write(name, rows, prefix, keys):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for i, r in enumerate(rows, 1):
            out = {"id": f"{prefix}{i:04d}"} | {k: r[k] for k in keys}
            f.write(json.dumps(out, ensure_ascii=False) + "\n")


def main():
    g = Gen(random.Random(SEED))
    sec = secret_rows(g)
    labels = sorted({s for r in sec for s in r["secrets"]})
    ordi = ordinary_rows(g, labels)
    g.r.shuffle(sec)
    g.r.shuffle(ordi)
    write("secrets.jsonl", sec, "k", ("text", "secrets", "family", "lang"))
    write("ordinary.jsonl", ordi, "o", ("text", "family", "lang"))
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
