# ruff: noqa: E501  (data templates read best as one line each)
"""Seeded helpers shared by the redact6 generators: alphabets, fake names, rows.

Every value in the data set comes from one ``random.Random`` wrapped in ``G``; only
public format facts (token prefixes, PEM armour lines) are fixed text.
"""

import base64
import random
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
# Punctuation that survives shell, URL-less config and JSON quoting without escapes.
PUNCT = "!#%^*-_=+.,~"

WORDS = (
    "amber anchor apple arrow aspen badge basil beacon birch blanket bramble breeze "
    "cactus canyon cedar chalk cherry cinder clover cobalt comet copper coral cotton "
    "crane dahlia delta denim dune ember falcon fennel fern fjord flint forest garnet "
    "ginger glacier granite harbor hazel heron indigo iris ivory jasper juniper kelp "
    "kettle lagoon lantern lemon lilac linen lotus maple marble meadow mint mosaic "
    "nectar nickel nutmeg oasis olive onyx orchid otter pebble pepper pine plum prairie "
    "quartz quill raven reef ripple river saffron sage sequoia shadow silver slate "
    "sorrel spruce summit tangerine thistle thunder timber topaz tulip tundra umber "
    "valley velvet violet walnut willow winter yarrow zephyr"
).split()
USERS = (
    "admin deploy app svc_api ci runner backup etl report web worker billing "
    "analytics grafana jenkins ops root dev alice bob carol dmitri eun farah gita "
    "hiro ines jonas kemal lena mateo noor olga priya quentin rosa sven tomas"
).split()
DOMAINS = (
    "internal.lan corp.example dev.local acme-test.net stage.svc shopfront.io "
    "northwind.dev lab.home billing.cluster.local db.prod.zone"
).split()
DBS = "orders users inventory analytics billing app_prod app_dev metrics crm ledger".split()


class G:
    """One seeded source of every random choice (so a rebuild is byte-identical)."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def an(self, n: int) -> str:
        return self.s(AN, n)

    def hx(self, n: int) -> str:
        return self.s(HEX, n)

    def up(self, n: int) -> str:
        return self.s(UP + DG, n)

    def dg(self, n: int) -> str:
        return self.s(DG, n)

    def pick(self, seq):  # type: ignore[no-untyped-def]
        return self.r.choice(seq)

    def n(self, a: int, b: int) -> int:
        return self.r.randint(a, b)

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    def raw(self, n: int) -> bytes:
        return bytes(self.r.randrange(256) for _ in range(n))

    def body_len(self, lo: int, hi: int, head: int = 0, width: int = 64) -> int:
        """A random byte count whose armoured last line is not a short, guessable stub."""
        while True:
            nbytes = self.n(lo, hi)
            rest = (4 * -(-(head + nbytes) // 3)) % width
            if rest == 0 or rest >= 20:
                return nbytes

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(self.raw(nbytes)).decode()

    def b64u(self, nbytes: int) -> str:
        return base64.urlsafe_b64encode(self.raw(nbytes)).decode().rstrip("=")

    def uuid(self) -> str:
        h = self.hx(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.pick('89ab')}{h[17:20]}-{h[20:]}"

    def word(self) -> str:
        return self.pick(WORDS)

    def user(self) -> str:
        return self.pick(USERS)

    def host(self) -> str:
        return f"{self.word()}-{self.n(1, 9)}.{self.pick(DOMAINS)}"

    def db(self) -> str:
        return self.pick(DBS)

    def ip(self) -> str:
        return f"10.{self.n(0, 255)}.{self.n(0, 255)}.{self.n(2, 254)}"

    def port(self) -> int:
        return self.pick([5432, 3306, 6379, 27017, 5672, 9200, 1433, 8080, 8443, 6432])

    def password(self, urlsafe: bool = False) -> str:
        """A password in one of several human or generated styles."""
        style = self.n(0, 3)
        if style == 0:
            sep = self.pick("-_." if urlsafe else PUNCT[:4])
            w = f"{self.word().capitalize()}{sep}{self.word().capitalize()}"
            pw = f"{w}{self.dg(self.n(2, 4))}"
        elif style == 1:
            pw = self.s(AN + ("-_." if urlsafe else PUNCT), self.n(14, 24))
        elif style == 2:
            pw = "-".join(self.word() for _ in range(self.n(3, 4))) + self.dg(2)
        else:
            pw = self.an(self.n(20, 32))
        if not any(c.isdigit() for c in pw):
            pw += self.dg(2)
        return pw

    def camel(self, snake: str) -> str:
        parts = snake.lower().split("_")
        return parts[0] + "".join(p.capitalize() for p in parts[1:])


def row(text: str, secrets: list[str], family: str, lang: str = "en") -> dict:
    """One labelled row; the builder assigns ids."""
    return {"text": text, "secrets": secrets, "family": family, "lang": lang}


def plain(text: str, family: str, lang: str = "en") -> dict:
    """One ordinary (secret-free) row; the builder assigns ids."""
    return {"text": text, "family": family, "lang": lang}


def pem(label: str, body_b64: str, width: int = 64) -> tuple[str, list[str]]:
    """An armoured block and its body lines."""
    lines = [body_b64[i : i + width] for i in range(0, len(body_b64), width)]
    text = f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
    return text, lines
