"""Build redact25: `python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json byte-identically."""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import seen  # noqa: E402
import told  # noqa: E402
from gen import R  # noqa: E402
from phrases import TOLD_CODES  # noqa: E402

HARD_FAMILIES = sorted(told.HARD | seen.HARD_SEEN)
TOLD_SECRET, SEEN_SECRET = 36, 50
TOLD_ORD, SEEN_ORD, EXTRA_ORD = 60, 80, 30


def secret_rows():
    rows = []
    for fam, fn in told.SECRET:
        for i in range(TOLD_SECRET):
            lang = "en" if fam == "told_prose" else TOLD_CODES[i % len(TOLD_CODES)]
            text, labs = fn(lang)
            rows.append((text, labs, fam, lang))
    for fam, fn in seen.FAMILIES:
        for _ in range(SEEN_SECRET):
            text, labs, lang = fn(True)
            rows.append((text, labs, fam, lang))
    return rows


def ordinary_makers():
    makers = []
    for fam, fn in told.ORDINARY:
        for i in range(TOLD_ORD):
            lang = TOLD_CODES[i % len(TOLD_CODES)]
            makers.append((fam, lambda fn=fn, lang=lang: (fn(lang), lang)))
    for fam, fn in seen.FAMILIES:
        for _ in range(SEEN_ORD):
            makers.append((fam + "_ord", lambda fn=fn: (lambda t: (t[0], t[2]))(fn(False))))
    for fam, fn, lang in seen.EXTRA:
        for _ in range(EXTRA_ORD):
            makers.append((fam, lambda fn=fn, lang=lang: (fn(), lang)))
    return makers


def main():
    sec = secret_rows()
    labels = sorted({lb for _, labs, _, _ in sec for lb in labs})
    ordi, seen_texts = [], set()
    for fam, make in ordinary_makers():
        for _attempt in range(50):
            text, lang = make()
            if text not in seen_texts and not any(lb in text for lb in labels):
                break
        else:
            raise SystemExit(f"could not draw a clean ordinary row for {fam}")
        seen_texts.add(text)
        ordi.append((text, fam, lang))
    R.shuffle(sec)
    R.shuffle(ordi)
    with open(HERE / "secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for n, (text, labs, fam, lang) in enumerate(sec, 1):
            row = {"id": f"k{n:04d}", "text": text, "secrets": labs, "family": fam, "lang": lang}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(HERE / "ordinary.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for n, (text, fam, lang) in enumerate(ordi, 1):
            row = {"id": f"o{n:04d}", "text": text, "family": fam, "lang": lang}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
