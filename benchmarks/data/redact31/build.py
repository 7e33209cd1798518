"""Build redact31 (configuration, manifests and infrastructure code: secrets in them, and the look-alikes that are not).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
"""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen  # noqa: E402
from extra import EXTRA  # noqa: E402
from formats import FAMILIES  # noqa: E402
from gen import R  # noqa: E402
from phrases import OTHER, templates  # noqa: E402

N_SEC, N_ORD, N_EXTRA = 43, 65, 85  # secret rows per format / ordinary twin rows per format / rows per ordinary-only family
OTHER_EVERY = 5  # one row in five is told in one of the ten other languages
MAX_DRAWS = 50


def lang_for(n):
    return OTHER[(n // OTHER_EVERY) % len(OTHER)] if n % OTHER_EVERY == 2 else "en"


def compose(snip, lang, sec):
    """A memory: a sentence in `lang` around the snippet (and, in English, sometimes a second sentence)."""
    proj = gen.LAST_PROJECT[0] or gen.project()
    prose = R.choice(templates(lang, sec)).format(file=snip.file, proj=proj)
    style = R.random()
    if style < 0.55:
        body = f"```{snip.fence}\n{snip.text.rstrip()}\n```"
    elif style < 0.8:
        body = snip.text.rstrip()
    else:
        body = "\n".join("    " + line if line else "" for line in snip.text.rstrip().split("\n"))
    if R.random() < 0.2:
        text = body + "\n\n" + (prose[:-1] + "." if prose.endswith(":") else prose)
    else:
        text = prose + ("\n" if R.random() < 0.3 else "\n\n") + body
    if lang == "en" and snip.hint and R.random() < 0.7:
        text += "\n" + snip.hint
    return text


def draw(make, lang, sec):
    gen.LAST_PROJECT[0] = None
    snip = make(sec) if sec is not None else make()
    return compose(snip, lang, bool(sec)), snip.labels


def secret_rows():
    rows, n = [], 0
    for family, make in FAMILIES:
        for _ in range(N_SEC):
            lang = lang_for(n)
            n += 1
            text, labels = draw(make, lang, True)
            rows.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    return rows


def ordinary_rows(labels):
    makers = [(f + "_ord", m, True) for f, m in FAMILIES for _ in range(N_ORD)]
    makers += [(f, m, False) for f, m in EXTRA for _ in range(N_EXTRA)]
    rows, seen = [], set()
    for n, (family, make, twin) in enumerate(makers):
        lang = lang_for(n)
        for _ in range(MAX_DRAWS):
            text, got = draw(make, lang, False if twin else None)
            assert not got
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
