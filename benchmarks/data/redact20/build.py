"""Build redact20 (blind held-out secret-redaction set). Stdlib only, Python 3.11+.

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json byte-identically: one seeded
`random.Random` (gen.R) feeds every helper, and family and language orders are fixed lists.
"""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen  # noqa: E402
from phrases import LANGS  # noqa: E402
from seen import SEEN_SECRET  # noqa: E402
from seen_ord import SEEN_ORD  # noqa: E402
from told import TOLD_ORD, TOLD_SECRET  # noqa: E402

SEED = 2023_1204
HARD_FAMILIES = frozenset({"told_voice", "told_prose", "token_print", "wallet", "sql_apikey", "agent_note"})
TOLD_COUNTS = {"told_pw": 34, "told_token": 34, "told_twomsg": 34, "told_correction": 32, "told_table": 34,
               "told_commit": 30, "told_review": 30, "told_voice": 40, "told_prose": 34}
SEEN_COUNTS = {f: (34 if f in HARD_FAMILIES else 28) for f in SEEN_SECRET}
TOLD_ORD_COUNT = 50
SEEN_ORD_COUNT = 46
ENGLISH_ONLY = {"told_prose", "told_prose_ord"}


def langs_cycle():
    order = list(LANGS)
    i = 0
    while True:
        yield order[i % len(order)]
        i += 1


def build():
    gen.R.seed(SEED)
    secrets, ordinary, labels = [], [], set()
    cyc = langs_cycle()
    for fam, n in TOLD_COUNTS.items():
        for _ in range(n):
            lang = "en" if fam in ENGLISH_ONLY else next(cyc)
            text, labs = TOLD_SECRET[fam](lang)
            secrets.append((text, labs, fam, lang))
    for fam, n in SEEN_COUNTS.items():
        for _ in range(n):
            text, labs, lang = SEEN_SECRET[fam]()
            secrets.append((text, labs, fam, lang))
    for _, labs, _, _ in secrets:
        labels.update(labs)
    seen_texts = set()

    def add_ord(fam, draw):
        for _ in range(50):
            text, lang = draw()
            if text in seen_texts or any(lb in text for lb in labels):
                continue
            seen_texts.add(text)
            ordinary.append((text, fam, lang))
            return
        raise SystemExit(f"could not draw a fresh ordinary row for {fam}")

    for fam, fn in TOLD_ORD.items():
        for _ in range(TOLD_ORD_COUNT):
            lang = "en" if fam in ENGLISH_ONLY else next(cyc)
            add_ord(fam, lambda fn=fn, lang=lang: (fn(lang), lang))
    for fam, fn in SEEN_ORD.items():
        for _ in range(SEEN_ORD_COUNT):
            add_ord(fam, fn)
    sec_rows = [{"id": f"k{i:04d}", "text": t, "secrets": list(dict.fromkeys(ls)), "family": f, "lang": lg}
                for i, (t, ls, f, lg) in enumerate(secrets, 1)]
    ord_rows = [{"id": f"o{i:04d}", "text": t, "family": f, "lang": lg} for i, (t, f, lg) in enumerate(ordinary, 1)]
    return sec_rows, ord_rows


def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    sec, ordi = build()
    write("secrets.jsonl", sec)
    write("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
