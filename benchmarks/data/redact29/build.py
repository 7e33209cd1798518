"""Build redact29 (the shape is the only clue: vendor-shaped credentials with no word near them saying "secret").

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R) drawn in a fixed order, so a rebuild is byte-identical whatever PYTHONHASHSEED is.
"""

import json
import pathlib
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402
import told  # noqa: E402
from gen import R, project  # noqa: E402
from layouts import LAYOUT, LAYOUTS, URL_LAYOUTS  # noqa: E402
from phrases import TOLD_CODES  # noqa: E402

# value families placed in a layout drawn from URL_LAYOUTS: (family, secret maker, look-alike maker)
VALUE_FAMILIES = [("signed_url", items.signed_url, items.unsigned_url),
                  ("webhook_url", items.webhook_url, items.public_link),
                  ("conn_string", items.conn_string, items.safe_conn)]
CODE_LAYOUTS = {"code_literal", "diff_hunk", "cli_arg"}
HARD_FAMILIES = ["diff_hunk", "stack_trace", "mid_prose", "signed_url", "webhook_url"]
TOLD_SECRET_ROWS = {"told_token": 168, "told_url": 84, "told_dsn": 84}
N_SEEN, N_TOLD_ORD, N_SEEN_ORD, N_EXTRA = 48, 96, 90, 50
MAX_DRAWS = 50


def _extra_ids():
    layout = R.choice(["log_line", "table_cell", "in_list", "alone_line", "commit_msg"])
    return LAYOUT[layout](items.plain_id()), layout.replace("_", "-")


def _extra_digests():
    layout = R.choice(["log_line", "table_cell", "commit_msg", "cli_arg", "alone_line"])
    return LAYOUT[layout](items.digest()), layout.replace("_", "-")


def _extra_resources():
    layout = R.choice(["log_line", "table_cell", "in_list", "code_literal", "stack_trace"])
    return LAYOUT[layout](items.resource_id()), layout.replace("_", "-")


def _extra_placeholders():
    layout = R.choice(["code_literal", "cli_arg", "diff_hunk", "in_list", "table_cell"])
    return LAYOUT[layout](items.placeholder()), layout.replace("_", "-")


def _extra_license():
    lic = items.example_license()
    p, v = project(), f"{R.randint(1, 12)}.{R.randint(0, 30)}"
    text = R.choice([f"{p} {v} — example license key (not valid): {lic}",
                     f"LICENSE_KEY={lic}  # example value from the {p} README, v{v}",
                     f"| tier | license |\n|---|---|\n| {p} community {v} (example) | {lic} |",
                     f"$ {p}-cli license add {lic}   # sample from the {v} docs, replace"])
    return text, "docs"


EXTRA = [("plain_ids_ord", _extra_ids), ("digests_ord", _extra_digests), ("resources_ord", _extra_resources),
         ("placeholders_ord", _extra_placeholders), ("example_license_ord", _extra_license)]


def secret_rows():
    rows = []
    for family, make in told.SECRET:
        for i in range(TOLD_SECRET_ROWS[family]):
            lang = TOLD_CODES[i % len(TOLD_CODES)]
            text, labels = make(lang)
            rows.append({"text": text, "secrets": labels, "family": family, "lang": lang})
    for family, layout in LAYOUTS:
        for _ in range(N_SEEN):
            frag, labels = items.secret_token()
            rows.append({"text": layout(frag), "secrets": labels, "family": family, "lang": family.replace("_", "-")})
    for family, make, _ in VALUE_FAMILIES:
        for _ in range(N_SEEN):
            frag, labels = make()
            layout = R.choice(URL_LAYOUTS)
            rows.append({"text": LAYOUT[layout](frag), "secrets": labels, "family": family,
                         "lang": layout.replace("_", "-")})
    return rows


def ordinary_makers():
    """(family, maker) in draw order; a maker returns (text, lang)."""
    for family, make in told.ORDINARY:
        for i in range(N_TOLD_ORD):
            lang = TOLD_CODES[i % len(TOLD_CODES)]
            yield family, lambda make=make, lang=lang: (make(lang), lang)
    for family, layout in LAYOUTS:
        for _ in range(N_SEEN_ORD):
            in_code = family in CODE_LAYOUTS
            yield family + "_ord", lambda layout=layout, family=family, in_code=in_code: (
                layout(items.lookalike(in_code)[0]), family.replace("_", "-"))
    for family, _, make in VALUE_FAMILIES:
        for _ in range(N_SEEN_ORD):
            def draw(make=make):
                layout = R.choice(URL_LAYOUTS)
                return LAYOUT[layout](make()[0]), layout.replace("_", "-")
            yield family + "_ord", draw
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
