"""Build the redact7 blind set byte-identically: `python benchmarks/data/redact7/build.py`."""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import extras  # noqa: E402
import families  # noqa: E402
import human  # noqa: E402
import ordinary  # noqa: E402
import vendors  # noqa: E402

# One seed for everything, so a rebuild is byte-identical.
SEED = 7_2026_1203
# Rows per vendor shape (94 shapes) and per non-vendor family generator.
PER_VENDOR = 3
PER_FAMILY = 40
UNUSUAL = 180
# Extra passes over every prose template so all languages appear.
PROSE_REPS = 2
# Ordinary rows per generator.
PER_ORDINARY = 155


def _dedupe(rows: list[tuple]) -> list[tuple]:
    """Keep the first row for each text."""
    seen: set[str] = set()
    out = []
    for row in rows:
        if row[0] not in seen:
            seen.add(row[0])
            out.append(row)
    return out


def build() -> tuple[list[dict], list[dict]]:
    """Return (secret rows, ordinary rows)."""
    r = random.Random(SEED)
    srows = vendors.vendor_rows(r, PER_VENDOR)
    for gen in families.GENERATORS:
        srows += [gen(r) for _ in range(PER_FAMILY)]
    srows += human.prose_all(r, PROSE_REPS)
    srows += extras.extra_rows(r, UNUSUAL)
    srows = _dedupe(srows)
    secrets = [
        {"id": f"k{i:04d}", "text": t, "secrets": s, "family": f, "lang": lang}
        for i, (t, s, f, lang) in enumerate(srows, 1)
    ]
    orows: list[tuple] = []
    for gen in ordinary.GENERATORS:
        seen = {row[0] for row in orows}
        got, tries = 0, 0
        while got < PER_ORDINARY and tries < PER_ORDINARY * 20:
            tries += 1
            row = gen(r)
            if row[0] not in seen:
                seen.add(row[0])
                orows.append(row)
                got += 1
    ords = [
        {"id": f"o{i:04d}", "text": t, "family": f, "lang": lang}
        for i, (t, f, lang) in enumerate(orows, 1)
    ]
    return secrets, ords


def _write(path: Path, rows: list[dict]) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> None:
    """Write secrets.jsonl, ordinary.jsonl and split.json next to this file."""
    secrets, ords = build()
    _write(HERE / "secrets.jsonl", secrets)
    _write(HERE / "ordinary.jsonl", ords)
    (HERE / "split.json").write_text(
        json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8"
    )
    print(f"secrets={len(secrets)} ordinary={len(ords)}")


if __name__ == "__main__":
    main()
