"""Build redact27 (the name far from the value: an agent's own notes, plans, summaries and memories).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json; the output depends only on the seed in gen.py
(one `random.Random`, drawn in a fixed order), so a rebuild is byte-identical whatever PYTHONHASHSEED is.
"""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import extra  # noqa: E402
import notes  # noqa: E402
import told  # noqa: E402
from gen import R  # noqa: E402
from phrases import TOLD_CODES  # noqa: E402

HARD_FAMILIES = sorted(told.HARD | notes.HARD_SEEN)
# rows per family: told secret, notes secret, told ordinary, notes ordinary (same generator, stand-in), extra
N_TOLD, N_SEEN, N_TOLD_ORD, N_SEEN_ORD, N_EXTRA = 84, 64, 120, 110, 60
MAX_DRAWS = 50


def draw_secrets():
    out = []
    for family, fn in told.SECRET:
        for i in range(N_TOLD):
            lang = TOLD_CODES[i % len(TOLD_CODES)]
            text, labels = fn(lang)
            out.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    for family, fn in notes.FAMILIES:
        for _ in range(N_SEEN):
            text, labels, lang = fn(True)
            out.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    return out


def ordinary_plan():
    """(family, maker) in draw order; each maker returns (text, lang)."""
    for family, fn in told.ORDINARY:
        for i in range(N_TOLD_ORD):
            lang = TOLD_CODES[i % len(TOLD_CODES)]
            yield family, lambda fn=fn, lang=lang: (fn(lang), lang)
    for family, fn in notes.FAMILIES:
        for _ in range(N_SEEN_ORD):
            yield family + "_ord", lambda fn=fn: fn(False)[::2]
    for family, fn in extra.FAMILIES:
        for _ in range(N_EXTRA):
            yield family, fn


def draw_ordinary(labels):
    out, texts = [], set()
    for family, make in ordinary_plan():
        for _ in range(MAX_DRAWS):
            text, lang = make()
            if text not in texts and not any(lab in text for lab in labels):
                break
        else:
            raise SystemExit(f"no clean ordinary row for {family} in {MAX_DRAWS} draws")
        texts.add(text)
        out.append({"text": text, "family": family, "lang": lang})
    return out


def write(name, rows, prefix):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for n, row in enumerate(rows, 1):
            f.write(json.dumps({"id": f"{prefix}{n:04d}", **row}, ensure_ascii=False) + "\n")


def main():
    sec = draw_secrets()
    ordi = draw_ordinary(sorted({lab for r in sec for lab in r["secrets"]}))
    R.shuffle(sec)
    R.shuffle(ordi)
    write("secrets.jsonl", sec, "k")
    write("ordinary.jsonl", ordi, "o")
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
