# ruff: noqa: E501  (data templates are long string literals)
"""Random building blocks shared by the redact10 generators (stdlib only).

Every value here is drawn from the one ``random.Random`` that build.py seeds,
so a rebuild is byte-identical.  Word and name lists are written for this set;
no scanner's rules or vendor example values were consulted or copied.
"""

from __future__ import annotations

import base64
import json
import random
import string

# Alphabets, named once so every generator draws from the same sets.
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64URL = ALNUM + "-_"
# Symbols that survive JSON, YAML, shell single quotes and XML without escaping.
SYMS = "!*-_.+~^="
# Symbols allowed in URL passwords (the brief forbids @ # ? / % :).
URL_SYMS = "-_.~!*"

# A home-made English word list for passphrases, names and prose.
WORDS = (
    "amber anchor apple arrow aspen atlas autumn badger bamboo basil beacon birch "
    "bishop blossom boulder bramble breeze bronze cactus candle canyon carbon cedar "
    "cinder clover cobalt comet copper coral cosmic cotton crane crimson crystal "
    "dagger delta desert dolphin dragon drift eagle ember falcon fennel fern fig "
    "flint forest fossil fox galaxy garnet ginger glacier granite gravel harbor "
    "hazel heron hollow honey horizon indigo iris ivory jasper juniper kettle kiwi "
    "lagoon lantern lemon lilac lime linen lotus lunar maple marble meadow mercury "
    "mint mist mosaic moss nectar nickel nimbus oak oasis ocean olive onyx orbit "
    "orchid otter panda papaya pebble pepper pine planet plum polar poppy prairie "
    "quartz quill raven reef ridge river robin ruby saffron salmon sapphire scarlet "
    "shadow silver slate sparrow spruce stone storm summit sunset thistle thunder "
    "tiger timber topaz tulip tundra velvet violet walnut willow winter zephyr"
).split()

SYLLABLES = (
    "ka ri mo ne ta lu si ven dor al ba ce fi go hu ja ke lo mi nu pa qui ro "
    "sa te vi wo xa yu ze an el in on ur"
).split()

TLDS = ("com", "io", "net", "dev", "org", "cloud", "app", "co")
INTERNAL = ("internal", "corp", "lan", "svc.cluster.local", "prod.local", "intra")


def pick(rng: random.Random, seq):
    """One element of ``seq``."""
    return seq[rng.randrange(len(seq))]


def chars(rng: random.Random, alphabet: str, n: int) -> str:
    """``n`` characters drawn from ``alphabet``."""
    return "".join(rng.choice(alphabet) for _ in range(n))


def alnum(rng: random.Random, n: int) -> str:
    return chars(rng, ALNUM, n)


def hexs(rng: random.Random, n: int) -> str:
    return chars(rng, HEX, n)


def digits(rng: random.Random, n: int) -> str:
    return chars(rng, DIGITS, n)


def rbytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def b64(rng: random.Random, nbytes: int) -> str:
    return base64.b64encode(rbytes(rng, nbytes)).decode()


def b64url(rng: random.Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(rbytes(rng, nbytes)).decode().rstrip("=")


def b64text(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def b64url_json(obj) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    v = "89ab"[rng.randrange(4)]
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{v}{h[17:20]}-{h[20:32]}"


def word(rng: random.Random) -> str:
    return pick(rng, WORDS)


def name(rng: random.Random, lo: int = 2, hi: int = 3) -> str:
    """A made-up pronounceable name such as ``kavendor``."""
    return "".join(pick(rng, SYLLABLES) for _ in range(rng.randint(lo, hi)))


def user(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return name(rng)
    if style == 1:
        return f"{name(rng, 1, 2)}.{name(rng, 2, 3)}"
    if style == 2:
        return f"{word(rng)}_{pick(rng, ('svc', 'app', 'ro', 'rw', 'admin', 'ci', 'bot'))}"
    if style == 3:
        return f"{name(rng, 1, 2)}{digits(rng, 2)}"
    return pick(rng, ("admin", "postgres", "root", "deploy", "app", "sa", "ubuntu"))


def host(rng: random.Random, internal: bool | None = None) -> str:
    if internal is None:
        internal = rng.random() < 0.5
    if internal:
        return f"{word(rng)}-{rng.randint(1, 9)}.{pick(rng, INTERNAL)}"
    return f"{pick(rng, ('db', 'api', 'git', 'mq', 'cache', 'ci'))}.{name(rng)}.{pick(rng, TLDS)}"


def dbname(rng: random.Random) -> str:
    return f"{word(rng)}_{pick(rng, ('prod', 'stage', 'dev', 'main', 'app', 'core'))}"


def email(rng: random.Random) -> str:
    return f"{name(rng, 1, 2)}.{name(rng, 2, 2)}@{name(rng)}.{pick(rng, TLDS)}"


def ip(rng: random.Random) -> str:
    return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}"


def password(rng: random.Random, url_safe: bool = False) -> str:
    """A password in one of several human and machine styles, never shorter than 8."""
    syms = URL_SYMS if url_safe else SYMS
    style = rng.randrange(7)
    if style == 0:
        return alnum(rng, rng.randint(12, 28))
    if style == 1:
        body = list(alnum(rng, rng.randint(10, 20)))
        for _ in range(rng.randint(1, 3)):
            body.insert(rng.randrange(len(body)), rng.choice(syms))
        return "".join(body)
    if style == 2:
        sep = rng.choice("-_.")
        return sep.join(w.capitalize() for w in (word(rng), word(rng), word(rng))) + digits(rng, 2)
    if style == 3:
        return f"{word(rng).capitalize()}{rng.randint(1990, 2031)}{rng.choice('!*.')}"
    if style == 4:
        return f"{name(rng, 2, 3)}{digits(rng, rng.randint(2, 4))}{rng.choice(syms)}{word(rng)}"
    if style == 5:
        return b64url(rng, rng.randint(12, 24)).replace("-", "x").replace("_", "Q")
    return f"{word(rng)}{rng.choice(syms)}{word(rng).upper()}{digits(rng, 3)}"


def human_password(rng: random.Random) -> str:
    """Low-entropy human choices that dictionary rules would not flag."""
    style = rng.randrange(5)
    if style == 0:
        return f"{word(rng)}{rng.randint(10, 99)}{word(rng)}"
    if style == 1:
        return f"{word(rng).capitalize()}{rng.randint(2018, 2027)}"
    if style == 2:
        return f"{name(rng, 2, 3)}{name(rng, 2, 2)}"
    if style == 3:
        return f"{word(rng)}{word(rng)}{rng.randint(1, 9)}"
    return f"{word(rng).capitalize()}.{word(rng)}!"


def pin(rng: random.Random) -> str:
    return digits(rng, rng.choice((6, 6, 7, 8)))


def passphrase(rng: random.Random, n: int = 4) -> str:
    return " ".join(word(rng) for _ in range(n))


def pem_lines(rng: random.Random, nbytes: int, width: int = 64, first: str = "") -> list[str]:
    """Base64 body lines of a PEM block; a short last line is at least 8 long."""
    while True:
        body = first + b64(rng, nbytes)
        if len(body) % width == 0 or len(body) % width >= 8:
            break
        nbytes += 1
    return [body[i : i + width] for i in range(0, len(body), width)]


def ts(rng: random.Random) -> str:
    return (
        f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}T"
        f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"
    )


def short_sha(rng: random.Random) -> str:
    return hexs(rng, 7)


def indent(text: str, n: int) -> str:
    pad = " " * n
    return "\n".join(pad + line if line else line for line in text.split("\n"))
