"""Build redact18: `python build.py` rewrites secrets.jsonl and ordinary.jsonl byte-identically (stdlib only)."""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).parent))

import gen  # noqa: E402
import seen  # noqa: E402
import seen_ord  # noqa: E402
import told  # noqa: E402
from phrases import LANGS  # noqa: E402

SEED = 18_2126
HERE = pathlib.Path(__file__).parent
HARD_FAMILIES = {"told_voice", "told_emoji", "told_prose", "webhook_url", "positional_args", "db_dump", "totp_codes"}
TOLD_CYCLE = LANGS + ["en"]


def build():
    gen.R.seed(SEED)
    R = gen.R
    sec = []
    k = 0
    for fam, fn, n in told.SECRET_FAMILIES:
        for _ in range(n):
            lang = "en" if fam in told.ENGLISH_ONLY else TOLD_CYCLE[k % len(TOLD_CYCLE)]
            k += 1
            text, labels = fn(lang)
            sec.append({"text": text, "secrets": labels, "family": fam, "lang": lang})
    for fam, fn, n in seen.FAMILIES:
        for _ in range(n):
            text, labels, lang = fn()
            sec.append({"text": text, "secrets": labels, "family": fam, "lang": lang})
    all_labels = sorted({lb for r in sec for lb in r["secrets"]})

    def clean(text, seen_texts):
        return text not in seen_texts and not any(lb in text for lb in all_labels)

    ordi, seen_texts = [], set()
    k = 0
    for fam, fn, n in told.ORD_FAMILIES:
        for _ in range(n):
            lang = "en" if fam in told.ORD_ENGLISH_ONLY else TOLD_CYCLE[k % len(TOLD_CYCLE)]
            k += 1
            for _try in range(50):
                text = fn(lang)
                if clean(text, seen_texts):
                    break
            else:
                raise SystemExit(f"{fam}: no fresh ordinary text after 50 draws")
            seen_texts.add(text)
            ordi.append({"text": text, "family": fam, "lang": lang})
    for fam, fn, n in seen_ord.FAMILIES:
        for _ in range(n):
            for _try in range(50):
                text, lang = fn()
                if clean(text, seen_texts):
                    break
            else:
                raise SystemExit(f"{fam}: no fresh ordinary text after 50 draws")
            seen_texts.add(text)
            ordi.append({"text": text, "family": fam, "lang": lang})
    R.shuffle(sec)
    R.shuffle(ordi)
    sec = [{"id": f"k{i + 1:04d}", **r} for i, r in enumerate(sec)]
    ordi = [{"id": f"o{i + 1:04d}", **r} for i, r in enumerate(ordi)]
    return sec, ordi


def write(name, rows):
    body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / name).write_text(body, encoding="utf-8")


def main():
    sec, ordi = build()
    write("secrets.jsonl", sec)
    write("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"wrote {len(sec)} secret rows, {len(ordi)} ordinary rows", file=sys.stderr)


if __name__ == "__main__":
    main()
