"""Seeded value makers shared by the redact4 builders.

Every value in the set comes from one `random.Random` so the build is
byte-identical on every run. Nothing here is a real credential or a value copied
from a vendor's documentation: prefixes are public format facts, the rest is
random.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

# Alphabets, named once so each token maker reads like its format description.
DIGITS = string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
BASE32 = string.ascii_uppercase + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
# Password symbols that survive shell single quotes, YAML and JSON unescaped.
PW_SYMBOLS = "!#%^*-_=+.,~"

WORDS = (
    "amber orbit velvet cactus harbor lantern maple nimbus otter pepper quartz "
    "raven saffron tundra umber walnut zephyr cobalt falcon ginger hazel indigo "
    "juniper kestrel lilac mosaic nectar opal pylon quiver rustic sierra tulip"
).split()
HOSTS = (
    "db-01.internal pg-main.prod.lan mysql.staging.acme.io cache-2.svc.local "
    "10.0.3.17 172.20.1.9 orders-db.c9xk2.eu-west-1.rds.amazonaws.com "
    "mongo-a.cluster.local rabbit.ops.lan build-7.ci.corp"
).split()
USERS = "deploy ops app svc_backup admin ci_runner etl reporting grafana jenkins".split()
SERVICES = "billing orders search auth ledger notifier ingest payments catalog gateway".split()


class Gen:
    """One seeded random source with the value shapes the set needs."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def pick(self, seq: Sequence[T]) -> T:
        return self.rng.choice(seq)

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def an(self, n: int) -> str:
        return self.chars(ALNUM, n)

    def hx(self, n: int) -> str:
        return self.chars(HEX, n)

    def dg(self, n: int) -> str:
        return self.chars("123456789", 1) + self.chars(DIGITS, n - 1)

    def b64(self, n: int) -> str:
        return self.chars(B64, n)

    def b64u(self, n: int) -> str:
        return self.chars(B64URL, n)

    def lo(self, n: int) -> str:
        return self.chars(LOWER_ALNUM, n)

    def up(self, n: int) -> str:
        return self.chars(UPPER_ALNUM, n)

    def uuid(self) -> str:
        h = self.hx(32)
        h = h[:12] + "4" + h[13:16] + self.pick("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def password(self) -> str:
        """A human-ish password: word+digits+symbol, random run, or passphrase."""
        kind = self.rng.randrange(4)
        if kind == 0:
            w = self.pick(WORDS).capitalize()
            return f"{w}{self.dg(self.rng.randint(2, 4))}{self.pick(PW_SYMBOLS)}{self.an(4)}"
        if kind == 1:
            return self.chars(ALNUM + PW_SYMBOLS, self.rng.randint(14, 22))
        if kind == 2:
            ws = [self.pick(WORDS) for _ in range(4)]
            return "-".join(ws) + self.dg(2)
        return self.an(self.rng.randint(18, 28))

    def shell_password(self) -> str:
        """A password that needs no quoting in a shell word or URL userinfo."""
        return self.an(self.rng.randint(12, 20)) + self.pick("_-.") + self.an(4)

    def jwt(self, claims: dict[str, object] | None = None) -> str:
        """A syntactically real HS256/RS256 JWT with a random signature."""
        header: dict[str, object] = {"alg": self.pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
        now = 1790000000 + self.rng.randrange(10_000_000)
        payload: dict[str, object] = {
            "sub": self.uuid(),
            "iat": now,
            "exp": now + self.pick([900, 3600, 86400]),
        }
        if claims:
            payload.update(claims)

        def enc(obj: dict[str, object]) -> str:
            raw = json.dumps(obj, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).decode().rstrip("=")

        sig_len = 43 if header["alg"] == "HS256" else self.pick([86, 342])
        return f"{enc(header)}.{enc(payload)}.{self.b64u(sig_len)}"

    def b64_of(self, raw: bytes) -> str:
        return base64.b64encode(raw).decode()

    def key_body(self, nbytes: int, width: int = 64) -> str:
        """A PEM-style base64 body of random bytes, wrapped at `width`."""
        body = self.b64_of(bytes(self.rng.randrange(256) for _ in range(nbytes)))
        return "\n".join(body[i : i + width] for i in range(0, len(body), width))

    def sha1(self) -> str:
        return self.hx(40)

    def sha256(self) -> str:
        return self.hx(64)

    def semver(self) -> str:
        r = self.rng
        return f"{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 30)}"

    def ip(self) -> str:
        r = self.rng
        return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def port(self) -> int:
        return self.pick([5432, 3306, 6379, 27017, 5672, 9200, 8080, 8443, 9092, 11211])

    def host(self) -> str:
        return self.pick(HOSTS)

    def user(self) -> str:
        return self.pick(USERS)

    def svc(self) -> str:
        return self.pick(SERVICES)

    def date(self) -> str:
        r = self.rng
        return f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"

    def time(self) -> str:
        r = self.rng
        return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def b64blob(g: Gen, n: int) -> str:
    """Base64 of `n` random bytes (fixtures, digests, ciphertext)."""
    return base64.b64encode(bytes(g.rng.randrange(256) for _ in range(n))).decode()


def mapbox_user(g: Gen) -> str:
    """The base64 JSON middle part of a Mapbox token."""
    raw = '{"u":"' + g.lo(8) + '"}'
    return base64.b64encode(raw.encode()).decode().rstrip("=")
