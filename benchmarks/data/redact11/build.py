"""Build redact11: secrets told in prose and chat, against ordinary look-alikes.

Run `python build.py` from anywhere; it rewrites secrets.jsonl and ordinary.jsonl next to
this file. One random.Random(SEED) drives every choice, so a rebuild is byte-identical.
Stdlib only.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import chat  # noqa: E402
import values as v  # noqa: E402
from extras import ORDINARY_EXTRA, SECRET_EXTRA  # noqa: E402
from lang_a import LANGS_A  # noqa: E402
from lang_b import LANGS_B  # noqa: E402
from lang_c import LANGS_C  # noqa: E402
from lang_d import LANGS_D  # noqa: E402
from lang_extra import CHAT_EXTRA, PROSE_EXTRA  # noqa: E402

# Fixed seed: the set is frozen; changing it changes every row.
SEED = 20261203
# Row targets: half of the secrets are chats; ordinary is larger so 1% is a few rows.
SECRET_PROSE_TARGET = 300
SECRET_CHAT_TARGET = 300
ORDINARY_PROSE_TARGET = 380
ORDINARY_CHAT_TARGET = 420

LANGS: dict[str, dict] = {
    code: {**table, "c": {**table["c"], **CHAT_EXTRA[code]}}
    for code, table in {**LANGS_A, **LANGS_B, **LANGS_C, **LANGS_D}.items()
}
SP_FAMILIES = ("stated", "login_with", "changed", "temp", "pin", "before_label", "apikey")
OP_FAMILIES = (
    "policy",
    "reset_no_value",
    "ask_person",
    "change_not_secret",
    "use_tool",
    "identifier",
    "placeholder",
    "masked",
)


class Builder:
    """Holds the one Random and the set of secrets already used (each value once)."""

    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        self.used: set[str] = set()

    def fresh(self, kind: str) -> str:
        """A new secret value of the kind, never repeated in the set."""
        makers = {"pw": v.password, "key": v.key, "code": v.dash_grouped, "pin": v.pin}
        while True:
            value = makers[kind](self.rng)
            if value not in self.used and len(value) >= 6:
                self.used.add(value)
                return value

    def slots(self) -> dict[str, str]:
        """Context values for a template (unused ones are ignored by str.format)."""
        r = self.rng
        ident, ident2 = v.identifier(r), v.identifier(r)
        return {
            "svc": r.choice(v.SERVICES),
            "user": r.choice(v.USERS),
            "host": r.choice(v.HOSTS),
            "name": r.choice(v.FIRST),
            "env": r.choice(v.ENVS),
            "chg": r.choice(v.CHANGES),
            "tool": r.choice(v.TOOLS),
            "ident": ident,
            "ident2": ident2,
            "ph": r.choice(v.PLACEHOLDERS),
            "envvar": r.choice(v.ENV_VARS),
            "mask": v.masked(r),
            "pkg": r.choice(v.PACKAGES),
            "ver": v.semver(r),
            "ticket": v.ticket(r),
            "commit": v.commit_hash(r),
            "order": str(r.randint(100000, 99999999)),
        }


def kind_for(family: str, rng: random.Random) -> str:
    """Which value maker a prose secret family uses."""
    if family == "pin":
        return "pin"
    if family == "apikey":
        return "key"
    if family == "stated" and rng.random() < 0.15:
        return "key"
    return "pw"


def secret_prose(b: Builder) -> list[dict]:
    """Every language x every secret template once, the extras, then random fill."""
    rows = []

    def add(lang: str, family: str, template: str, kind: str) -> None:
        s = b.fresh(kind)
        slots = b.slots()
        if family == "apikey":
            slots["svc"] = b.rng.choice(v.KEY_SERVICES)
        rows.append(
            {"text": template.format(s=s, **slots), "secrets": [s], "family": family, "lang": lang}
        )

    for lang, table in LANGS.items():
        for family, template in zip(SP_FAMILIES, table["sp"], strict=True):
            add(lang, family, template, kind_for(family, b.rng))
    for family, lang, kind, template in SECRET_EXTRA:
        add(lang, family, template, kind)
    for lang in LANGS:
        add(lang, "issue_comment", PROSE_EXTRA[lang]["issue"], "pw")
    codes = sorted(LANGS)
    while len(rows) < SECRET_PROSE_TARGET:
        lang = b.rng.choice(codes)
        i = b.rng.randrange(len(SP_FAMILIES))
        add(lang, SP_FAMILIES[i], LANGS[lang]["sp"][i], kind_for(SP_FAMILIES[i], b.rng))
    return rows


def secret_chat(b: Builder) -> list[dict]:
    """Chat scenarios cycling through languages and scenario kinds."""
    rows = []
    codes = sorted(LANGS)
    n = 0
    while len(rows) < SECRET_CHAT_TARGET:
        lang = codes[n % len(codes)]
        scenario, kind = chat.SECRET_SCENARIOS[(n // len(codes) + n) % len(chat.SECRET_SCENARIOS)]
        n += 1
        s = b.fresh(kind)
        turns, family = scenario(b.rng, LANGS[lang]["c"], s)
        text, _style = chat.render(b.rng, turns)
        rows.append({"text": text, "secrets": [s], "family": family, "lang": lang})
    return rows


def ordinary_prose(b: Builder) -> list[dict]:
    """Every language x every ordinary template once, the extras, then random fill."""
    rows = []

    def add(lang: str, family: str, template: str) -> None:
        rows.append({"text": template.format(**b.slots()), "family": family, "lang": lang})

    for lang, table in LANGS.items():
        for family, template in zip(OP_FAMILIES, table["op"], strict=True):
            add(lang, family, template)
    for family, lang, template in ORDINARY_EXTRA:
        add(lang, family, template)
    for lang in LANGS:
        for family in ("host_user", "version_ticket"):
            add(lang, family, PROSE_EXTRA[lang][family])
    codes = sorted(LANGS)
    while len(rows) < ORDINARY_PROSE_TARGET:
        lang = b.rng.choice(codes)
        i = b.rng.randrange(len(OP_FAMILIES))
        add(lang, OP_FAMILIES[i], LANGS[lang]["op"][i])
    return rows


def ordinary_chat(b: Builder) -> list[dict]:
    """Ordinary chat scenarios cycling through languages and scenario kinds."""
    rows = []
    codes = sorted(LANGS)
    n = 0
    while len(rows) < ORDINARY_CHAT_TARGET:
        lang = codes[n % len(codes)]
        scenario = chat.ORDINARY_SCENARIOS[(n // len(codes) + n) % len(chat.ORDINARY_SCENARIOS)]
        n += 1
        turns, family = scenario(b.rng, LANGS[lang]["c"])
        text, _style = chat.render(b.rng, turns)
        rows.append({"text": text, "family": family, "lang": lang})
    return rows


def write(path: Path, prefix: str, rows: list[dict]) -> None:
    """Number rows in order and write JSON lines with a fixed key order."""
    lines = []
    for i, row in enumerate(rows, 1):
        ordered = {"id": f"{prefix}{i:04d}", "text": row["text"]}
        if "secrets" in row:
            ordered["secrets"] = row["secrets"]
        ordered["family"] = row["family"]
        ordered["lang"] = row["lang"]
        lines.append(json.dumps(ordered, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")


def main() -> None:
    b = Builder()
    secrets = secret_prose(b) + secret_chat(b)
    ordinary = ordinary_prose(b) + ordinary_chat(b)
    # Interleave prose and chat so a prefix of the file is a fair sample.
    b.rng.shuffle(secrets)
    b.rng.shuffle(ordinary)
    write(HERE / "secrets.jsonl", "k", secrets)
    write(HERE / "ordinary.jsonl", "o", ordinary)
    print(f"secrets {len(secrets)}  ordinary {len(ordinary)}")


if __name__ == "__main__":
    main()
