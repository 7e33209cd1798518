# ruff: noqa: E501  (data templates read best as one line each)
"""Build the redact6 data set: ``python build.py`` writes secrets.jsonl, ordinary.jsonl, split.json.

Every value comes from one ``random.Random(SEED)``; a rebuild is byte-identical.
The generators were written without reading retain's redactor, its tests or any
earlier redaction data set (see README.md, "Provenance").
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hard  # noqa: E402
import langs  # noqa: E402
import ordinary  # noqa: E402
import ordinary2  # noqa: E402
import shapes  # noqa: E402
import shapes2  # noqa: E402
import vendors  # noqa: E402
from common import G  # noqa: E402

# One seed for the whole set: change it only to make a new, different set.
SEED = 20261203
# Contexts drawn per vendor: 5 x ~107 vendors keeps vendor rows under half the set.
PER_VENDOR = 5


def secret_rows(g: G) -> list[dict]:
    return [
        *vendors.vendor_rows(g, PER_VENDOR),
        *vendors.aws_rows(g, 40),
        *vendors.gcp_azure_rows(g, 30),
        *shapes.conn_rows(g, 72),
        *shapes.cli_rows(g, 72),
        *shapes.sql_rows(g, 45),
        *shapes.config_rows(g, 72),
        *shapes.dotfile_rows(g, 40),
        *shapes2.key_rows(g, 48),
        *shapes2.http_rows(g, 60),
        *shapes2.webhook_rows(g, 30),
        *shapes2.recovery_rows(g, 36),
        *shapes2.hash_rows(g, 36),
        *hard.hard_rows(g, 96),
        *langs.prose_secret_rows(g, 8),
    ]


def ordinary_rows(g: G) -> list[dict]:
    return [
        *ordinary.digest_rows(g, 200),
        *ordinary.lock_rows(g, 150),
        *ordinary.testdata_rows(g, 100),
        *ordinary.id_rows(g, 240),
        *ordinary.misc_rows(g, 120),
        *ordinary2.pubkey_rows(g, 105),
        *ordinary2.placeholder_rows(g, 168),
        *ordinary2.reference_rows(g, 150),
        *ordinary2.cipher_rows(g, 60),
        *ordinary2.public_id_rows(g, 120),
        *ordinary2.example_rows(g, 50),
        *ordinary2.code_rows(g, 120),
        *langs.prose_plain_rows(g, 16),
    ]


def _number(rows: list[dict], prefix: str) -> list[dict]:
    """Drop repeated texts (keeping the first) and give ids in order."""
    seen: set[str] = set()
    out = []
    for r in rows:
        if r["text"] in seen:
            continue
        seen.add(r["text"])
        out.append({"id": f"{prefix}{len(out) + 1:04d}", **r})
    return out


def _write(path: Path, rows: list[dict]) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main() -> None:
    g = G(SEED)
    sec = _number(secret_rows(g), "k")
    # A secret value never doubles as an ordinary row's text, by construction and by check.py.
    ordi = _number(ordinary_rows(g), "p")
    _write(HERE / "secrets.jsonl", sec)
    _write(HERE / "ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    print(f"secrets.jsonl: {len(sec)} rows; ordinary.jsonl: {len(ordi)} rows")


if __name__ == "__main__":
    main()
