"""Build redact17: `python build.py` rewrites secrets.jsonl and ordinary.jsonl byte-identically.

One `random.Random(SEED)`, stdlib only. An ordinary row that happens to hold a label is redrawn,
and so is an exact repeat of an earlier ordinary text.
"""

import json
import pathlib
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).parent))

import seen  # noqa: E402
import seen_ord  # noqa: E402
import told  # noqa: E402
from phrases import LANGS  # noqa: E402

HERE = pathlib.Path(__file__).parent
SEED = 17_2026
TOLD_SECRET_ROWS = 340
SEEN_PER_FAMILY = 23
TOLD_ORD_PER_FAMILY = 42
SEEN_ORD_PER_FAMILY = 34
HARD_FAMILIES = frozenset({
    "told_bare", "told_split", "told_pin", "told_prose", "told_dictated", "told_usual",
    "docker_b64", "k8s_data", "url_encoded", "json_escaped", "src_split", "wrapped_log", "odd_key",
})


def told_secret_rows(rng):
    names = list(told.SECRET_FORMS)
    weights = [told.SECRET_FORMS[n][1] for n in names]
    total = sum(weights)
    counts = {n: round(TOLD_SECRET_ROWS * w / total) for n, w in zip(names, weights, strict=True)}
    rows, i = [], 0
    for fam in names:
        fn = told.SECRET_FORMS[fam][0]
        for _ in range(counts[fam]):
            lang = told.lang_for(rng, fam, i)
            i += 1
            text, labels = fn(rng, lang)
            rows.append((text, labels, fam, lang))
    return rows


def seen_secret_rows(rng):
    rows = []
    for fam, fn in seen.FAMILIES.items():
        for _ in range(SEEN_PER_FAMILY):
            text, labels, lang = fn(rng)
            rows.append((text, labels, fam, lang))
    return rows


def ordinary_rows(rng, labels):
    rows, seen_texts, i = [], set(), 0

    def draw(make):
        text, lang = make()
        for _ in range(60):
            if text not in seen_texts and not any(lb in text for lb in labels):
                break
            text, lang = make()
        if any(lb in text for lb in labels):
            raise SystemExit("could not draw an ordinary row free of labels")
        seen_texts.add(text)
        return text, lang

    for fam, fn in told.ORDINARY_FORMS.items():
        for _ in range(TOLD_ORD_PER_FAMILY):
            if fam in told.ORD_ENGLISH:
                lang = "en"
            else:
                lang = LANGS[i % len(LANGS)]
                i += 1
            text, lang = draw(lambda fn=fn, lang=lang: (fn(rng, lang), lang))
            rows.append((text, fam, lang))
    for fam, fn in seen_ord.FAMILIES.items():
        for _ in range(SEEN_ORD_PER_FAMILY):
            text, lang = draw(lambda fn=fn: fn(rng))
            rows.append((text, fam, lang))
    return rows


def write(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    rng = random.Random(SEED)
    sec = told_secret_rows(rng) + seen_secret_rows(rng)
    rng.shuffle(sec)
    labels = sorted({lb for _, lbs, _, _ in sec for lb in lbs})
    ordi = ordinary_rows(rng, labels)
    rng.shuffle(ordi)
    write(HERE / "secrets.jsonl", [
        {"id": f"k{n:04d}", "text": t, "secrets": list(dict.fromkeys(lbs)), "family": fam, "lang": lang}
        for n, (t, lbs, fam, lang) in enumerate(sec, 1)
    ])
    write(HERE / "ordinary.jsonl", [
        {"id": f"o{n:04d}", "text": t, "family": fam, "lang": lang} for n, (t, fam, lang) in enumerate(ordi, 1)
    ])
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
