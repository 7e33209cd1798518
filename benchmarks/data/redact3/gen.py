"""Seeded random helpers shared by the redact3 builders (stdlib only).

Every value in the set comes from one `random.Random` passed in by build.py, so a
rebuild writes byte-identical files. Nothing here is a real credential.
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
# bech32's data alphabet, upper-cased the way age prints its secret keys.
BECH32_UPPER = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
# Symbols that survive most quoting styles; kept apart so a context can opt out.
SAFE_SYMBOLS = "!@#%^*_-.+=?"
URL_SAFE = ALNUM + "-._~"

WORDS = (
    "amber anchor apple arrow autumn badger bamboo banjo basil beacon birch biscuit "
    "blossom bramble breeze bronze cactus canyon carbon cedar cherry cinder clover "
    "cobalt comet copper coral cotton crater crystal dahlia delta desert dingo dune "
    "eagle ember falcon fennel fern fjord flint forest galaxy garnet ginger glacier "
    "granite gravel harbor hazel heron hollow indigo iris island jasper juniper kelp "
    "kettle lagoon lantern lemon lilac linen lotus maple marble meadow mango meteor "
    "mint moss nectar nickel nova oasis olive onyx orbit orchid otter pebble pepper "
    "pine plum polar poppy prairie quartz quill raven reef ripple river saffron sage "
    "salmon sierra silver spruce summit tango thistle thunder tulip tundra velvet "
    "violet walnut willow yonder zephyr"
).split()


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    """n characters drawn from alphabet."""
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return pick(rng, HEX, n)


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + pick(rng, string.digits, n - 1)


def raw(rng: random.Random, n: int) -> bytes:
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64(rng: random.Random, nbytes: int) -> str:
    return base64.b64encode(raw(rng, nbytes)).decode()


def b64url_nopad(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def b64url_json(obj: object) -> str:
    return b64url_nopad(json.dumps(obj, separators=(",", ":")).encode())


def seeded_uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def words(rng: random.Random, n: int, sep: str = "-") -> str:
    return sep.join(rng.choice(WORDS) for _ in range(n))


def password(rng: random.Random, style: str | None = None) -> str:
    """A human-ish password in one of several styles; URL/quote safe unless 'wild'."""
    style = style or rng.choice(["words", "mixed", "leet", "long", "wild"])
    if style == "words":
        w = [rng.choice(WORDS).capitalize() for _ in range(rng.randint(2, 3))]
        return rng.choice("-_.").join(w) + digits(rng, rng.randint(2, 4)) + rng.choice("!#%*")
    if style == "mixed":
        return pick(rng, ALNUM, rng.randint(12, 20))
    if style == "leet":
        w = rng.choice(WORDS)
        table = str.maketrans("aeios", "43105")
        return w.capitalize().translate(table) + rng.choice("@#$") + digits(rng, 4)
    if style == "long":
        return pick(rng, ALNUM + "-_", rng.randint(24, 40))
    return pick(rng, ALNUM + SAFE_SYMBOLS, rng.randint(14, 22))


def url_password(rng: random.Random) -> str:
    """A password already safe to sit in a URL's userinfo."""
    return pick(rng, URL_SAFE, rng.randint(12, 26))


def pin(rng: random.Random) -> str:
    return digits(rng, rng.randint(6, 8))


def recovery_code(rng: random.Random) -> str:
    return "-".join(pick(rng, LOWER_ALNUM, 5) for _ in range(rng.randint(2, 4)))


def passphrase(rng: random.Random) -> str:
    return words(rng, rng.randint(4, 6), rng.choice([" ", "-"]))
