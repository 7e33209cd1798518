"""Seeded value makers for the redact7 set: every random value comes from the caller's Random."""

import base64
import hashlib
import json
import random
import string

# Character sets named once so every generator draws from the same alphabet.
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
PW_PUNCT = "!#%&*+-.=?@^_~"

# Small home-made word list (not BIP39) for seed phrases and prose placeholders.
WORDS = (
    "amber anchor arrow autumn badge bamboo basket beacon before bicycle blanket "
    "border bottle branch bridge bronze cabin cactus candle canyon carbon castle "
    "cedar chalk cherry circle cloud cobalt comet copper coral cotton cradle crystal "
    "dancer desert dolphin dragon drift eagle echo ember engine falcon feather fence "
    "fiber forest fossil galaxy garden garlic glacier granite gravel harbor hazel "
    "helmet honey horizon island ivory jacket jungle kernel kettle ladder lantern "
    "lemon lizard lumber magnet maple marble meadow mirror monkey mortar needle "
    "nickel oasis ocean olive orbit orchid oyster paddle panda pepper pilot planet "
    "pocket powder prairie pulse quartz rabbit radar raven ribbon river rocket "
    "saddle salmon satin shadow silver socket spider spiral summit tablet tiger "
    "timber tornado tulip tunnel valley velvet violin walnut willow window winter"
).split()


def rs(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    """A random string of n characters from alphabet."""
    return "".join(r.choice(alphabet) for _ in range(n))


def password(r: random.Random, n: int = 0) -> str:
    """A human-ish strong password: letters, digits and safe punctuation, length 12-22."""
    n = n or r.randint(12, 22)
    while True:
        s = rs(r, n, ALNUM + PW_PUNCT)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and s[0] not in "-":
            return s


def human_password(r: random.Random) -> str:
    """A memorable password of the kind people really type (word+digits+symbol)."""
    w = r.choice(WORDS)
    return w.capitalize() + r.choice(WORDS) + str(r.randint(10, 9999)) + r.choice("!#?*@.")


def uuid4(r: random.Random) -> str:
    """A random version-4 UUID string."""
    h = rs(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


def b64(r: random.Random, nbytes: int) -> str:
    """Standard base64 of nbytes random bytes."""
    return base64.b64encode(bytes(r.getrandbits(8) for _ in range(nbytes))).decode()


def b64url_json(obj: dict) -> str:
    """Unpadded base64url of compact JSON (for JWT segments)."""
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: random.Random, alg: str = "HS256", claims: dict | None = None) -> str:
    """A structurally real JWT with a random signature."""
    head = {"alg": alg, "typ": "JWT"}
    body = claims or {
        "sub": str(r.randint(1000, 999999)),
        "iat": r.randint(1_700_000_000, 1_790_000_000),
        "exp": r.randint(1_790_000_001, 1_800_000_000),
    }
    siglen = 43 if alg.startswith("HS") else 342
    return f"{b64url_json(head)}.{b64url_json(body)}.{rs(r, siglen, B64URL)}"


def sha256_hex(r: random.Random) -> str:
    """A sha256 digest of random bytes (a content hash, never a secret)."""
    return hashlib.sha256(r.randbytes(32)).hexdigest()


def pem_body(r: random.Random, nlines: int) -> list[str]:
    """Base64 body lines of a PEM block: full 64-char lines plus a shorter tail."""
    lines = [rs(r, 64, B64) for _ in range(nlines)]
    lines.append(rs(r, r.randint(8, 60), B64) + r.choice(["", "=", "=="]))
    return lines


def host(r: random.Random) -> str:
    """An internal-looking host name."""
    return r.choice(
        [
            f"db-{r.randint(1, 9)}.{r.choice(['prod', 'stg', 'internal', 'corp'])}.{r.choice(WORDS)}.net",
            f"{r.choice(WORDS)}-{r.choice(['pg', 'mysql', 'cache', 'mq'])}.{r.choice(['local', 'lan', 'svc.cluster.local'])}",
            f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
            f"{r.choice(WORDS)}.{r.choice(['rds.amazonaws.com', 'postgres.database.azure.com', 'example.org'])}",
        ]
    )


def user(r: random.Random) -> str:
    """A service or person user name."""
    return (
        r.choice(["svc_", "app_", "", "deploy", "ci-", ""])
        + r.choice(WORDS)
        + r.choice(["", str(r.randint(1, 99))])
    )


def ident(r: random.Random) -> str:
    """A snake_case identifier from two words."""
    return f"{r.choice(WORDS)}_{r.choice(WORDS)}"
