"""Build redact19: `python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json byte-identically.

One random.Random(SEED) feeds every helper; stdlib only (Python 3.11+). An ordinary row holding any label,
or repeating an earlier ordinary text, is redrawn (at most 50 draws, then the build stops with an error).
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
from gen import G  # noqa: E402
from phrases import LANGS  # noqa: E402

SEED = 19_2026
HERE = pathlib.Path(__file__).parent
HARD_FAMILIES = frozenset({"told_answer", "told_spelled", "told_prose", "tf_random", "k8s_data", "secret_put",
                           "agent_note"})
TOLD_ORD_EACH = 62
PROSE_ORD = 40
SEEN_ORD_EACH = 38


def secret_rows(g):
    rows = []
    for fam, n in told.SECRET_FAMS.items():
        off = g.r.randrange(len(LANGS))
        for i in range(n):
            lang = told.lang_for(fam, i + off)
            text, labels = told.told_secret(g, fam, lang)
            rows.append((text, labels, fam, lang))
    for fam, (fn, n) in seen.SEEN.items():
        for _ in range(n):
            text, labels, lang = fn(g)
            rows.append((text, labels, fam, lang))
    g.r.shuffle(rows)
    out = []
    for i, (text, labels, fam, lang) in enumerate(rows, 1):
        labels = list(dict.fromkeys(labels))
        for lb in labels:
            if len(lb) < 6 or lb not in text:
                raise SystemExit(f"build: bad label {lb!r} in {fam}")
        out.append({"id": f"k{i:04d}", "text": text, "secrets": labels, "family": fam, "lang": lang})
    return out


def ordinary_rows(g, labels):
    plan = []
    for fam in told.ORD_FAMS:
        off = g.r.randrange(len(LANGS))
        plan += [(fam, LANGS[(i + off) % len(LANGS)]) for i in range(TOLD_ORD_EACH)]
    plan += [("told_prose_ord", "en")] * PROSE_ORD
    plan += [(fam, None) for fam in seen_ord.ORD for _ in range(SEEN_ORD_EACH)]
    seen_texts, rows = set(), []
    for fam, lang in plan:
        for _ in range(50):
            if lang is None:
                text, lg = seen_ord.ORD[fam](g)
            else:
                text, lg = told.told_ordinary(g, fam, lang), lang
            if text not in seen_texts and not any(lb in text for lb in labels):
                break
        else:
            raise SystemExit(f"build: could not draw a fresh ordinary row for {fam}")
        seen_texts.add(text)
        rows.append((text, fam, lg))
    g.r.shuffle(rows)
    return [{"id": f"o{i:04d}", "text": t, "family": f, "lang": lg} for i, (t, f, lg) in enumerate(rows, 1)]


def dump(name, rows):
    body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / name).write_text(body, encoding="utf-8")


def main():
    g = G(random.Random(SEED))
    sec = secret_rows(g)
    labels = sorted({lb for r in sec for lb in r["secrets"]})
    ordi = ordinary_rows(g, labels)
    dump("secrets.jsonl", sec)
    dump("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
