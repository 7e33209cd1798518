"""Build the redact3 labelled redaction set (stdlib only, seeded, deterministic).

    python benchmarks/data/redact3/build.py

writes secrets.jsonl and ordinary.jsonl next to this file, byte-identical on every
run. The set was written blind (see README.md) and is HELD OUT: measure on it once,
never tune rules on it.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fam_code import ci_log, code, config, vendor_rows  # noqa: E402
from fam_keys import jwt_session, private_key  # noqa: E402
from fam_shell import cli_password, cred_file, http_header, url_dsn  # noqa: E402
from ordinary import GENERATORS  # noqa: E402
from prose import ordinary_prose, prose_rows  # noqa: E402
from rows import Row, bury  # noqa: E402

# One seed for the whole set: changing it changes every value, so it is fixed.
SEED = 20261203
# How many draws a generator may waste on duplicates before we accept fewer rows.
MAX_TRIES_PER_ROW = 20
# Share of ordinary rows set inside a longer memory, as secret rows often are.
ORDINARY_BURY_SHARE = 0.3


def secret_rows(rng: random.Random) -> list[Row]:
    rows: list[Row] = []
    for fam in (
        cli_password,
        config,
        url_dsn,
        cred_file,
        http_header,
        vendor_rows,
        private_key,
        jwt_session,
        prose_rows,
        ci_log,
        code,
    ):
        rows.extend(fam(rng))
    seen: set[str] = set()
    unique = []
    for r in rows:
        assert r.secrets and all(s and s in r.text for s in r.secrets), (r.family, r.text[:80])
        if r.text not in seen:
            seen.add(r.text)
            unique.append(r)
    return unique


def ordinary_rows(rng: random.Random, secrets: set[str]) -> list[tuple[str, str, str]]:
    """(family, lang, text); a row that happens to contain a labelled secret is redrawn."""
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()

    def ok(text: str) -> bool:
        return text not in seen and not any(s in text for s in secrets)

    for lang, text in ordinary_prose(rng):
        if ok(text):
            seen.add(text)
            out.append(("prose", lang, text))
    for gen, n in GENERATORS:
        fam = gen.__name__.removeprefix("g_")
        got = 0
        for _ in range(n * MAX_TRIES_PER_ROW):
            if got == n:
                break
            text = gen(rng)
            # Some memories are longer: the same ordinary line among other notes.
            if rng.random() < ORDINARY_BURY_SHARE:
                text = bury(rng, text, rng.choice(["start", "middle", "end"]))
            if ok(text):
                seen.add(text)
                out.append((fam, "en", text))
                got += 1
    return out


def main() -> None:
    rng = random.Random(SEED)
    srows = secret_rows(rng)
    all_secrets = {s for r in srows for s in r.secrets}
    orows = ordinary_rows(random.Random(SEED + 1), all_secrets)
    with open(HERE / "secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, r in enumerate(srows, 1):
            obj = {
                "id": f"s{i:04d}",
                "text": r.text,
                "secrets": list(r.secrets),
                "family": r.family,
                "lang": r.lang,
            }
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    with open(HERE / "ordinary.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, (fam, lang, text) in enumerate(orows, 1):
            obj = {"id": f"o{i:04d}", "text": text, "family": fam, "lang": lang}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print(f"wrote {len(srows)} secret rows, {len(orows)} ordinary rows")


if __name__ == "__main__":
    main()
