"""Build redact9: secrets told in prose and chat, against ordinary password talk.

Stdlib only; one random.Random(SEED) drives everything so a rebuild is
byte-identical. Run: python benchmarks/data/redact9/build.py
"""

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ordinary_templates as ot  # noqa: E402
import secret_templates as st  # noqa: E402
import values as va  # noqa: E402

SEED = 90109  # fixed so the files never drift between rebuilds
N_SECRETS = 640  # brief floor is 500; extra rows keep every language above ~20
N_ORDINARY = 860  # brief floor is 700
EN_SHARE = 0.32  # brief: at least 40% of rows not English
WRAP_P = 0.15  # how often a secret is quoted or back-ticked, as people do in chat
WRAPS = (("`", "`"), ('"', '"'), ("'", "'"))


def langs_for(n: int, rng: random.Random, others: list[str]) -> list[str]:
    """English gets EN_SHARE of rows; the rest is spread evenly over the others."""
    n_en = int(n * EN_SHARE)
    out = ["en"] * n_en + [others[i % len(others)] for i in range(n - n_en)]
    rng.shuffle(out)
    return out


def templates(mod, lang: str) -> dict[str, list[str]]:
    """Family -> phrasings for one language, from a template module."""
    if lang == "en":
        table = {fam: list(tpls) for fam, tpls in mod.EN.items()}
    else:
        table = {fam: [tpl] for fam, tpl in mod.OTHER[lang].items()}
    for fam, tpl in [*mod.OTHER_MORE.get(lang, []), *mod.TRANSCRIPTS.get(lang, [])]:
        table.setdefault(fam, []).append(tpl)
    return table


class FamilyCycle:
    """Hand out families per language in shuffled rounds so each stays covered."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.queues: dict[str, list[str]] = {}

    def next(self, lang: str, families: list[str]) -> str:
        q = self.queues.setdefault(lang, [])
        if not q:
            q.extend(sorted(families))
            self.rng.shuffle(q)
        return q.pop()


def make_secret(rng: random.Random, family: str) -> tuple[str, str]:
    if family == "pin":
        return ("pin", va.pin(rng)) if rng.random() < 0.5 else ("passphrase", va.passphrase(rng))
    if family == "api_key":
        return "token", va.token(rng)
    return va.password(rng)


def fill_common(rng: random.Random) -> dict[str, str]:
    return {
        "u": rng.choice(va.USERS),
        "h": rng.choice(va.HOSTS),
        "v": rng.choice(va.SERVICES),
        "n": rng.choice(va.NAMES),
        "t": va.clock(rng),
    }


def build_secrets(rng: random.Random) -> list[dict]:
    rows: list[dict] = []
    seen_text: set[str] = set()
    seen_secret: set[str] = set()
    cycle = FamilyCycle(rng)
    for lang in langs_for(N_SECRETS, rng, sorted(st.OTHER)):
        table = templates(st, lang)
        while True:
            family = cycle.next(lang, list(table))
            tpl = rng.choice(table[family])
            shape, secret = make_secret(rng, family)
            if secret in seen_secret:
                continue
            slot = secret
            if rng.random() < WRAP_P and " {s}" in tpl:
                left, right = rng.choice(WRAPS)
                slot = left + secret + right
            extra = {}
            if "{s2}" in tpl:  # a second secret (a PIN) in the same sentence
                extra["s2"] = va.pin(rng)
            text = tpl.format(s=slot, **extra, **fill_common(rng))
            if text in seen_text:
                continue
            break
        seen_text.add(text)
        seen_secret.update([secret, *extra.values()])
        rows.append(
            {
                "text": text,
                "secrets": [secret, *extra.values()],
                "family": family,
                "lang": lang,
                "shape": shape,
            }
        )
    for i, row in enumerate(rows, 1):
        row["id"] = f"k{i:04d}"
    return [{k: r[k] for k in ("id", "text", "secrets", "family", "lang", "shape")} for r in rows]


def fill_ordinary(rng: random.Random) -> dict[str, str]:
    d = fill_common(rng)
    d.update(
        k=str(rng.choice((8, 10, 12, 14, 16))),
        c=rng.choice(va.CHANGES),
        m=rng.choice(va.METHODS),
        ver=va.version(rng),
        tk=va.ticket(rng),
        hx=va.commit_hash(rng),
        env=rng.choice(va.ENV_VARS),
        ph=rng.choice(va.PLACEHOLDERS),
        mask=va.masked(rng),
        id=rng.choice(va.IDENTS),
    )
    return d


def build_ordinary(rng: random.Random, secrets: list[str]) -> list[dict]:
    rows: list[dict] = []
    seen: set[str] = set()
    cycle = FamilyCycle(rng)
    for lang in langs_for(N_ORDINARY, rng, sorted(ot.OTHER)):
        table = templates(ot, lang)
        for _ in range(200):
            family = cycle.next(lang, list(table))
            text = rng.choice(table[family]).format(**fill_ordinary(rng))
            if text not in seen and not any(s in text for s in secrets):
                break
        else:
            raise SystemExit(f"could not make a fresh ordinary row for {lang}")
        seen.add(text)
        rows.append({"text": text, "family": family, "lang": lang})
    return [{"id": f"o{i:04d}", **r} for i, r in enumerate(rows, 1)]


def write_jsonl(path: Path, rows: list[dict]) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> None:
    rng = random.Random(SEED)
    secrets = build_secrets(rng)
    ordinary = build_ordinary(rng, [s for r in secrets for s in r["secrets"]])
    write_jsonl(HERE / "secrets.jsonl", secrets)
    write_jsonl(HERE / "ordinary.jsonl", ordinary)
    (HERE / "split.json").write_text(
        json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(secrets)} secret rows and {len(ordinary)} ordinary rows")


if __name__ == "__main__":
    main()
