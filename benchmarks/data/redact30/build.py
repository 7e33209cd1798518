"""Build redact30 (what the tools print: secrets in the output a coding agent reads back from its tools).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
"""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import told  # noqa: E402
from extra import EXTRA  # noqa: E402
from gen import R  # noqa: E402
from phrases import TOLD_CODES  # noqa: E402
from tools import FAMILIES, HARD_FAMILIES  # noqa: E402

N_TOLD, N_HARD, N_TOOL = 108, 42, 36  # secret rows per told family / hard tool family / other tool family
N_TOLD_ORD, N_TOOL_ORD, N_EXTRA = 96, 80, 40
MAX_DRAWS = 50


def secret_rows():
    rows = []
    for family, make in told.SECRET:
        for i in range(N_TOLD):
            lang = TOLD_CODES[i % len(TOLD_CODES)]
            text, labels = make(lang)
            rows.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    for family, make in FAMILIES:
        for _ in range(N_HARD if family in HARD_FAMILIES else N_TOOL):
            text, labels, lang = make(True)
            rows.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    return rows


def ordinary_makers():
    """(family, maker) in draw order; a maker returns (text, lang)."""
    for family, make in told.ORDINARY:
        for i in range(N_TOLD_ORD):
            lang = TOLD_CODES[i % len(TOLD_CODES)]
            yield family, lambda make=make, lang=lang: (make(lang), lang)
    for family, make in FAMILIES:
        for _ in range(N_TOOL_ORD):
            yield family + "_ord", lambda make=make: (lambda t: (t[0], t[2]))(make(False))
    for family, make in EXTRA:
        for _ in range(N_EXTRA):
            yield family, make


def ordinary_rows(labels):
    rows, seen = [], set()
    for family, make in ordinary_makers():
        for _ in range(MAX_DRAWS):
            text, lang = make()
            if text not in seen and not any(lab in text for lab in labels):
                break
        else:
            raise SystemExit(f"no clean ordinary row for {family} in {MAX_DRAWS} draws")
        seen.add(text)
        rows.append({"text": text, "family": family, "lang": lang})
    return rows


def write(name, rows, prefix):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for n, row in enumerate(rows, 1):
            f.write(json.dumps({"id": f"{prefix}{n:04d}", **row}, ensure_ascii=False) + "\n")


def main():
    sec = secret_rows()
    ordi = ordinary_rows(sorted({lab for r in sec for lab in r["secrets"]}))
    R.shuffle(sec)
    R.shuffle(ordi)
    write("secrets.jsonl", sec, "k")
    write("ordinary.jsonl", ordi, "o")
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
