"""Random value makers for the redact12 generators (stdlib only).

Every value is drawn from the one ``random.Random`` that build.py creates and
passes in, so a rebuild is byte-identical. Only public format facts (token
prefixes, PEM armour lines, DER leading bytes) are fixed text here.
"""

from __future__ import annotations

import base64
import json
import random
import string

# Character pools; URL passwords exclude the characters the brief forbids.
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
URL_PW_EXTRA = "-_.~!$*"  # why: no @ # ? / % : so the URL stays parseable
PW_EXTRA = "!$^&*-_.+=~"

# Neutral words for names, hosts and passphrases (invented, not from any dataset).
WORDS = (
    "amber arbor aspen atlas basil birch bison cedar cinder cobalt comet coral crane "
    "delta dune ember falcon fern fjord flint garnet glacier granite harbor hazel heron "
    "indigo iris jasper juniper kelp kestrel lagoon larch lumen maple marble meadow mesa "
    "nimbus nova oak onyx orchid osprey pebble pine plume quartz quill raven reef ridge "
    "saffron sage shale sierra slate sparrow spruce summit tansy thistle tundra umber "
    "valley vesper willow wren yarrow zephyr"
).split()
SERVICES = (
    "billing ledger orders payments search catalog gateway notifier scheduler auth "
    "inventory reports ingest exporter checkout profile media mailer webhooks metrics"
).split()
USERS = "app svc deploy admin ci runner etl backup readonly analytics migrator api".split()
TLDS = ("internal", "corp", "dev", "io", "net", "cloud")
REGIONS = ("us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2")
PEOPLE = (
    "Ana Ortiz|Bram de Vries|Chen Wei|Dana Kowalski|Emeka Obi|Farah Haddad|Greta Lind|"
    "Hiro Tanaka|Ines Moreau|Jonas Berg|Kavya Rao|Luca Bianchi|Mina Park|Nils Olsen|"
    "Olga Petrova|Priya Nair|Rafael Costa|Sara Novak|Tomas Ruiz|Yusuf Demir"
).split("|")


def pick(r: random.Random, seq):  # noqa: ANN001, ANN201 - tiny helper
    """One element of ``seq``."""
    return seq[r.randrange(len(seq))]


def chars(r: random.Random, pool: str, n: int) -> str:
    """``n`` characters from ``pool``."""
    return "".join(pool[r.randrange(len(pool))] for _ in range(n))


def hexs(r: random.Random, n: int) -> str:
    """``n`` lowercase hex digits."""
    return chars(r, HEX, n)


def alnum(r: random.Random, n: int) -> str:
    """``n`` mixed-case letters and digits, with at least one of each kind."""
    while True:
        s = chars(r, ALNUM, n)
        if (
            any(c.isdigit() for c in s)
            and any(c.isupper() for c in s)
            and any(c.islower() for c in s)
        ):
            return s


def b64(r: random.Random, nbytes: int) -> str:
    """Standard base64 of ``nbytes`` random bytes."""
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: random.Random, nbytes: int) -> str:
    """Unpadded base64url of ``nbytes`` random bytes."""
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64text(s: str) -> str:
    """Standard base64 of a text value."""
    return base64.b64encode(s.encode()).decode()


def uuid4(r: random.Random) -> str:
    """A version-4 UUID string."""
    h = hexs(r, 32)
    v = "89ab"[r.randrange(4)]
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{v}{h[17:20]}-{h[20:32]}"


def word(r: random.Random) -> str:
    """One neutral word."""
    return pick(r, WORDS)


def name(r: random.Random) -> str:
    """A hyphenated project-ish name."""
    return f"{word(r)}-{pick(r, SERVICES)}"


def host(r: random.Random) -> str:
    """A private-looking host name."""
    return f"{pick(r, SERVICES)}-{r.randrange(1, 9)}.{word(r)}.{pick(r, TLDS)}"


def user(r: random.Random) -> str:
    """A service account name."""
    return f"{pick(r, USERS)}_{word(r)}"


def person(r: random.Random) -> str:
    """A made-up person name."""
    return pick(r, PEOPLE)


def email(r: random.Random) -> str:
    """A made-up e-mail address."""
    first, last = person(r).lower().split(" ", 1)
    return f"{first}.{last.replace(' ', '')}@{word(r)}{pick(r, ('.io', '.dev', '.com'))}"


def password(r: random.Random, url_safe: bool = False) -> str:
    """A random machine password, 12-28 chars, with at least one digit and letter."""
    extra = URL_PW_EXTRA if url_safe else PW_EXTRA
    n = r.randrange(12, 29)
    while True:
        s = "".join(
            chars(r, extra, 1) if r.random() < 0.12 else chars(r, ALNUM, 1) for _ in range(n)
        )
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s) and s[0] not in "-.":
            return s


def human_password(r: random.Random) -> str:
    """A password a person would pick: words, digits, a symbol (hard to spot)."""
    k = r.randrange(4)
    w1, w2 = word(r), word(r)
    if k == 0:
        return f"{w1.capitalize()}{w2.capitalize()}{r.randrange(10, 9999)}{pick(r, '!$*.')}"
    if k == 1:
        return f"{w1}-{w2}-{word(r)}-{r.randrange(10, 99)}"
    if k == 2:
        return f"{w1.capitalize()}.{r.randrange(1970, 2030)}{pick(r, '!$&*')}{w2[:3]}"
    return f"{w1}{r.randrange(100, 999)}{w2.upper()}"


def any_password(r: random.Random, url_safe: bool = False) -> str:
    """Either kind of password (human ones are URL-safe by construction)."""
    return human_password(r) if r.random() < 0.35 else password(r, url_safe)


def aws_key_pair(r: random.Random, temp: bool = False) -> tuple[str, str]:
    """An access key id (AKIA/ASIA prefix is a public format fact) and its secret."""
    kid = ("ASIA" if temp else "AKIA") + chars(r, UPPER + "234567", 16)
    return kid, chars(r, B64, 40)


def jwt(r: random.Random) -> str:
    """A structurally valid HS256/RS256 JWT with a random payload and signature."""
    alg = pick(r, ("HS256", "RS256", "ES256"))
    head = {"alg": alg, "typ": "JWT"}
    body = {
        "sub": uuid4(r) if r.random() < 0.5 else user(r),
        "iat": 1_760_000_000 + r.randrange(10_000_000),
        "exp": 1_790_000_000 + r.randrange(10_000_000),
    }
    if r.random() < 0.5:
        body["scope"] = pick(r, ("read write", "admin", "deploy", "repo:read"))
    enc = lambda d: (
        base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    )  # noqa: E731
    sig = b64url(r, 32 if alg == "HS256" else 64 if alg == "ES256" else 256)
    return f"{enc(head)}.{enc(body)}.{sig}"


def pem_lines(r: random.Random, kind: str) -> tuple[str, list[str]]:
    """A fake private key: (armoured text, its body lines). Every body line >= 6 chars."""
    if kind == "RSA":
        raw, head, lead = (
            1190,
            "RSA PRIVATE KEY",
            b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00",
        )
    elif kind == "EC":
        raw, head, lead = 118, "EC PRIVATE KEY", b"\x30\x77\x02\x01\x01\x04\x20"
    elif kind == "PKCS8":
        raw, head, lead = 1214, "PRIVATE KEY", b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d"
    else:
        raw, head, lead = 380, "OPENSSH PRIVATE KEY", b"openssh-key-v1\x00"
    while True:
        data = lead + r.randbytes(raw - len(lead))
        body = base64.b64encode(data).decode()
        width = 70 if kind == "OPENSSH" else 64
        lines = [body[i : i + width] for i in range(0, len(body), width)]
        if len(lines[-1]) >= 8:
            break
        raw += 1
    text = f"-----BEGIN {head}-----\n" + "\n".join(lines) + f"\n-----END {head}-----"
    return text, lines


def public_pem(r: random.Random, kind: str = "PUBLIC KEY") -> str:
    """A fake public key or certificate block (ordinary: public material)."""
    n = {"PUBLIC KEY": 294, "CERTIFICATE": 720}.get(kind, 294)
    body = base64.b64encode(b"\x30\x82" + r.randbytes(n)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def ssh_pub(r: random.Random) -> str:
    """An OpenSSH public key line (ordinary)."""
    if r.random() < 0.6:
        blob = base64.b64encode(
            b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32)
        ).decode()
        return f"ssh-ed25519 {blob} {email(r)}"
    blob = base64.b64encode(
        b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01" + r.randbytes(260)
    ).decode()
    return f"ssh-rsa {blob} {user(r)}@{host(r)}"


def sha256(r: random.Random) -> str:
    """A 64-hex digest."""
    return hexs(r, 64)


def sha1(r: random.Random) -> str:
    """A 40-hex commit id."""
    return hexs(r, 40)


def semver(r: random.Random) -> str:
    """A version number."""
    return f"{r.randrange(0, 6)}.{r.randrange(0, 30)}.{r.randrange(0, 20)}"


def date(r: random.Random) -> str:
    """An ISO date in 2025-2026."""
    return f"202{r.randrange(5, 7)}-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}"


def ts(r: random.Random) -> str:
    """An ISO timestamp."""
    return f"{date(r)}T{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}Z"


def acct(r: random.Random) -> str:
    """A 12-digit cloud account number."""
    return str(r.randrange(10**11, 10**12))


def opaque_token_free(r: random.Random) -> str:
    """A human password with no trailing symbol (for prose)."""
    return human_password(r).rstrip("!$*.?&")
