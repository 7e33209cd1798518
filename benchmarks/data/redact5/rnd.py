"""Random value primitives for the redact5 set: every value comes from the caller's rng.

Nothing here is copied from a vendor's docs or another scanner's test data; only public
format facts (character sets, lengths, prefixes) shape the values.
"""

import base64
import random

ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
UPPER_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
# Symbols safe inside shell single quotes, YAML double quotes, JSON and XML text.
PW_SYMBOLS = "!#%^*-_+=.~"
# Symbols that need no escaping inside a URL's userinfo.
URL_SYMBOLS = "-_.~!*"

WORDS = (
    "amber anchor apple arrow aspen atlas autumn badger bamboo basil beacon birch bison "
    "blossom breeze bronze cactus canyon carbon cedar cherry cinder citrus clover cobalt "
    "comet copper coral cotton crane crystal cypress dahlia delta desert dingo dolphin "
    "dragon drift ember falcon fennel fern fjord flint forest fossil fox galaxy garnet "
    "geyser ginger glacier granite gravel harbor hazel heron hickory horizon iris island "
    "ivory jasper juniper kelp kestrel lagoon lantern laurel lemon lilac linen lotus lunar "
    "magma mango maple marble meadow mercury mesa mint monsoon moss nectar nickel nova "
    "oasis ocean olive onyx orbit orchid otter oyster panda pebble pepper pine plum polar "
    "poppy prairie quartz quill raven reef ridge river robin saffron sage salmon sequoia "
    "shadow sierra silver sparrow spruce storm summit sunset tango thistle thunder tiger "
    "timber topaz tulip tundra valley velvet violet walnut willow winter wren yarrow zephyr"
).split()
FIRST = "alice bruno chen dana emeka farah goran hana ivan jonas kenji lena mateo nadia omar priya quinn rosa sven tariq uma viktor wei yusuf zoe".split()
TEAMS = "billing search ledger atlas payments checkout identity analytics ingest reports catalog notify orders inventory gateway".split()
TLDS = ["internal", "corp", "io", "dev", "net", "cloud", "local"]
ORGS = "acme globex initech umbrella hooli vandelay stark wayne tyrell soylent nakatomi cyberdyne".split()


def s(r: random.Random, charset: str, n: int) -> str:
    """n characters drawn from charset."""
    return "".join(r.choice(charset) for _ in range(n))


def pick(r: random.Random, seq):
    """One element of seq."""
    return seq[r.randrange(len(seq))]


def hexs(r: random.Random, n: int) -> str:
    return s(r, HEX, n)


def b64bytes(r: random.Random, n: int, url: bool = False, pad: bool = True) -> str:
    """Base64 of n random bytes."""
    raw = bytes(r.randrange(256) for _ in range(n))
    out = base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)
    text = out.decode()
    return text if pad else text.rstrip("=")


def uuid4(r: random.Random) -> str:
    h = hexs(r, 32)
    h = h[:12] + "4" + h[13:16] + pick(r, "89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def password(r: random.Random, url_safe: bool = False) -> str:
    """A human- or generator-made password; never ends in a character prose would eat."""
    pw = _password(r, url_safe)
    return pw + str(r.randint(0, 9)) if pw[-1] in ".~-_=" else pw


def _password(r: random.Random, url_safe: bool) -> str:
    sym = URL_SYMBOLS if url_safe else PW_SYMBOLS
    style = r.randrange(6)
    if style == 0:
        pool = ALNUM + sym
        while True:
            pw = s(r, pool, r.randint(14, 24))
            if any(c in sym for c in pw) and any(c.isdigit() for c in pw):
                return pw
    if style == 1:
        a, b = pick(r, WORDS).capitalize(), pick(r, WORDS).capitalize()
        return f"{a}{pick(r, sym)}{b}{r.randint(10, 9999)}"
    if style == 2:
        return s(r, ALNUM, r.randint(20, 32))
    if style == 3:
        w = pick(r, WORDS)
        leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return f"{leet.capitalize()}{pick(r, sym)}{r.randint(1970, 2029)}{pick(r, sym)}"
    if style == 4:
        return "-".join(pick(r, WORDS) for _ in range(4)) + str(r.randint(2, 99))
    return s(r, LOWER_ALNUM, 6) + pick(r, sym) + s(r, ALNUM, 6) + pick(r, sym) + s(r, ALNUM, 5)


def user(r: random.Random) -> str:
    return pick(r, ["svc_", "app_", "", "", "ci-", ""]) + pick(r, FIRST + TEAMS)


def host(r: random.Random) -> str:
    style = r.randrange(4)
    if style == 0:
        return f"{pick(r, TEAMS)}-db-{r.randint(1, 9)}.{pick(r, ORGS)}.{pick(r, TLDS)}"
    if style == 1:
        return f"{pick(r, TEAMS)}.{pick(r, ['prod', 'stg', 'eu1', 'us-east'])}.{pick(r, ORGS)}.com"
    if style == 2:
        return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}"
    return f"{pick(r, WORDS)}-{r.randint(1, 40)}.{pick(r, ORGS)}.{pick(r, TLDS)}"


def dbname(r: random.Random) -> str:
    return pick(r, TEAMS) + pick(r, ["", "_prod", "_dev", "_db", "_staging"])


def project(r: random.Random) -> str:
    return f"{pick(r, WORDS)}-{pick(r, TEAMS)}"


def path(r: random.Random) -> str:
    base = pick(r, ["src", "app", "services", "internal", "lib", "pkg", "deploy"])
    return f"{base}/{pick(r, TEAMS)}/{pick(r, WORDS)}_{pick(r, ['client', 'config', 'store', 'handler', 'sync'])}"


def pem_body(r: random.Random, nbytes: int, lead: bytes = b"") -> str:
    """Base64 lines (64 wide) of a DER-ish blob starting with lead."""
    raw = lead + bytes(r.randrange(256) for _ in range(nbytes - len(lead)))
    text = base64.b64encode(raw).decode()
    return "\n".join(text[i : i + 64] for i in range(0, len(text), 64))


def der_seq(r: random.Random, nbytes: int) -> bytes:
    """A SEQUENCE header with a two-byte length, so the base64 starts with 'MII'."""
    n = nbytes - 4
    return bytes([0x30, 0x82, (n >> 8) & 0xFF, n & 0xFF])


def ts(r: random.Random) -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


KEY_LINE_MIN = 16  # a shorter last line is labelled together with the line before it


def key_lines(block: str, sep: str = "\n") -> list:
    """The key-material lines of an armored block, each one labelled on its own, so a
    redactor that blanks only the BEGIN/END lines (or only some lines) is caught."""
    lines = [ln.strip() for ln in block.split(sep)]
    body = [
        ln
        for ln in lines
        if ln and "-----" not in ln and ":" not in ln and not (ln.startswith("=") and len(ln) <= 6)
    ]
    out = []
    for ln in body:
        if len(ln) < KEY_LINE_MIN and out:
            out[-1] = out[-1] + sep + ln
        else:
            out.append(ln)
    return out
