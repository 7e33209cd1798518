"""Build secrets.jsonl and ordinary.jsonl for the redact5 set.

Run: python benchmarks/data/redact5/build.py
Every value comes from one random.Random(SEED), so a rebuild is byte-identical.
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ord_ids  # noqa: E402
import ord_near  # noqa: E402
import ord_prose  # noqa: E402
import ord_refs  # noqa: E402
import sec_cred  # noqa: E402
import sec_keys  # noqa: E402
import sec_misc  # noqa: E402
import sec_odd  # noqa: E402
import sec_prose  # noqa: E402
import sec_vendor  # noqa: E402
import sec_vendor_extra  # noqa: E402
from rnd import path, pick, project, user  # noqa: E402

SEED = 20261203  # the one seed every value in the set derives from
MAX_DECORATE = 50  # tries at giving a duplicate text fresh surroundings before giving up


def secret_plan(r):
    """Each entry is a list of (text, secrets, family, lang)."""
    return [
        sec_vendor.vendor_rows(r, 4),
        sec_vendor_extra.vendor_specials(r),
        sec_cred.cloud_rows(r, 60),
        sec_cred.conn_rows(r, 84),
        sec_cred.cmdline_rows(r, 120),
        sec_cred.sql_rows(r, 66),
        sec_misc.config_rows(r, 72),
        sec_keys.key_rows(r, 54),
        sec_keys.token_rows(r, 50),
        sec_keys.header_rows(r, 40),
        sec_misc.recovery_rows(r, 36),
        sec_misc.hash_rows(r, 40),
        sec_misc.webhook_rows(r, 35),
        sec_odd.odd_rows(r, 128),
        sec_prose.prose_rows(r, 3),
    ]


def ordinary_plan(r):
    """Each entry is a list of (text, family) or (text, family, lang)."""
    return [
        ord_ids.digest_rows(r, 280),
        ord_ids.id_rows(r, 300),
        ord_ids.encoded_rows(r, 105),
        ord_ids.misc_rows(r, 120),
        ord_refs.pubkey_rows(r, 120),
        ord_refs.placeholder_rows(r, 160),
        ord_refs.masked_rows(r, 96),
        ord_refs.reference_rows(r, 180),
        ord_refs.cipher_rows(r, 80),
        ord_refs.public_id_rows(r, 96),
        ord_refs.example_rows(r, 64),
        ord_prose.talk_rows(r, 498),
        ord_near.sql_rows(r, 84),
        ord_near.cli_rows(r, 90),
        ord_near.config_rows(r, 72),
        ord_near.code_rows(r, 72),
        ord_near.http_rows(r, 64),
    ]


def _decorate(r, text, lang):
    """Fresh surroundings for a text that came out identical to an earlier one."""
    if lang != "en":
        return f"[{r.randint(7, 22):02d}:{r.randint(0, 59):02d}] {user(r)}: {text}"
    return pick(
        r,
        [
            f"# {path(r)}\n{text}",
            f"{text}\n# ({project(r)})",
            f"from the {project(r)} session:\n{text}",
            f"{user(r)}: {text}",
        ],
    )


def _unique(r, rows, seen):
    out = []
    for row in rows:
        text, lang = row[0], row[-1]
        for _ in range(MAX_DECORATE):
            if text not in seen:
                break
            text = _decorate(r, row[0], lang)
        else:
            raise SystemExit(f"could not make a unique text for family {row[-2]}")
        seen.add(text)
        out.append((text, *row[1:]))
    return out


def build(seed=SEED):
    r = random.Random(seed)
    seen = set()
    secret_rows = [row for batch in secret_plan(r) for row in _unique(r, batch, seen)]
    plain = [row if len(row) == 3 else (*row, "en") for batch in ordinary_plan(r) for row in batch]
    plain_rows = _unique(r, plain, seen)
    r.shuffle(secret_rows)
    r.shuffle(plain_rows)
    secrets = [
        {"id": f"k{i:04d}", "text": t, "secrets": sec, "family": fam, "lang": lang}
        for i, (t, sec, fam, lang) in enumerate(secret_rows, 1)
    ]
    ordinary = [
        {"id": f"p{i:04d}", "text": t, "family": fam, "lang": lang}
        for i, (t, fam, lang) in enumerate(plain_rows, 1)
    ]
    return secrets, ordinary


def write(rows, name):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    secrets, ordinary = build()
    write(secrets, "secrets.jsonl")
    write(ordinary, "ordinary.jsonl")
    print(f"secrets.jsonl: {len(secrets)} rows; ordinary.jsonl: {len(ordinary)} rows")


if __name__ == "__main__":
    main()
