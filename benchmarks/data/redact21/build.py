"""Build redact21: `python build.py` writes secrets.jsonl, ordinary.jsonl and split.json byte-identically.

Stdlib only. One seeded generator (`gen.R`) drives every helper: `told.py` (told rows, both halves), `seen.py` (files
and output with secrets), `seen_ord.py` (the same without). An ordinary row holding any label, or repeating an
earlier ordinary text, is redrawn (at most 50 draws, then the build stops with an error).
"""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import told  # noqa: E402
from gen import R, chars, pick, LO, DG  # noqa: E402
from phrases import LANGS  # noqa: E402
from seen import SEEN  # noqa: E402
from seen_ord import SEEN_ORD  # noqa: E402

HARD_FAMILIES = {"told_callback", "told_hint", "told_prose", "db_seed", "code_split", "agent_note"}
TOLD_PER_LANG_FORM = 3  # rows per (language, form) of the told secret half, before told_prose
PROSE_ROWS = 32
SEEN_ROWS = 24
HARD_SEEN_ROWS = 40
ORD_TOLD_PER = 6  # rows per (language, ordinary told form)
ORD_SEEN_ROWS = 72


def header(text):
    """Sometimes frame a seen row as the agent's tool captured it."""
    r = R.random()
    svc = pick(["api", "billing", "ingest", "mobile", "infra", "etl", "web"])
    if r < 0.3 or text.startswith("$ "):
        return text
    if r < 0.55:
        return f"Read {svc}/{chars(6, LO + DG)} ({text.count(chr(10)) + 1} lines)\n{text}"
    if r < 0.8:
        return f"$ cat ./{svc}-{chars(4, LO + DG)}/config\n{text}"
    return f"==> {svc}/{chars(5, LO)} <==\n{text}"


def build():
    secrets = []
    langs = list(LANGS)
    for k in range(TOLD_PER_LANG_FORM):
        for form in told.SECRET_FORMS:
            for lang in langs:
                text, labs = form(lang)
                secrets.append((text, labs, form.__name__, lang))
    for _ in range(PROSE_ROWS):
        text, labs = told.told_prose("en")
        secrets.append((text, labs, "told_prose", "en"))
    for fam, fn in SEEN.items():
        n = HARD_SEEN_ROWS if fam in HARD_FAMILIES else SEEN_ROWS
        for _ in range(n):
            text, labs, lang = fn()
            secrets.append((header(text), labs, fam, lang))
    R.shuffle(secrets)
    sec_rows = []
    labels = []
    for i, (text, labs, fam, lang) in enumerate(secrets, 1):
        for lb in labs:
            assert len(lb) >= 6 and lb in text, (fam, lb)
        labels.extend(labs)
        sec_rows.append({"id": f"k{i:04d}", "text": text, "secrets": labs, "family": fam, "lang": lang})

    seen_texts = set()

    def draw(make):
        for _ in range(50):
            text, lang = make()
            if text not in seen_texts and not any(lb in text for lb in labels):
                seen_texts.add(text)
                return text, lang
        raise SystemExit(f"could not draw a fresh ordinary row from {make}")

    ordinary = []
    for _ in range(ORD_TOLD_PER):
        for form in told.ORD_FORMS:
            for lang in langs:
                text, _l = draw(lambda: (form(lang), lang))
                ordinary.append((text, told.ORD_NAMES[form], lang))
    for fam, fn in SEEN_ORD.items():
        for _ in range(ORD_SEEN_ROWS):
            def make():
                t, lg = fn()
                return header(t), lg
            text, lang = draw(make)
            ordinary.append((text, fam, lang))
    R.shuffle(ordinary)
    ord_rows = [{"id": f"o{i:04d}", "text": t, "family": f, "lang": lg} for i, (t, f, lg) in enumerate(ordinary, 1)]
    return sec_rows, ord_rows


def dump(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def main():
    sec, ordi = build()
    (HERE / "secrets.jsonl").write_text(dump(sec), encoding="utf-8")
    (HERE / "ordinary.jsonl").write_text(dump(ordi), encoding="utf-8")
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows")


if __name__ == "__main__":
    main()
