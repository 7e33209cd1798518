"""Random values for redact17. Every function takes the one seeded `random.Random`."""

import base64
import string

ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
PW_SYMBOLS = "!*-_.+=~^"
WORDS = (
    "amber anvil basalt beacon birch bramble cactus canyon cedar cinder cobalt comet coral "
    "cricket dune ember falcon fennel fjord garnet glacier granite harbor hazel heron indigo "
    "juniper kestrel lagoon lantern lichen maple marble meadow mistral nectar nimbus oasis "
    "onyx orchid otter pebble pepper pine quartz quill raven reef saffron sparrow spruce "
    "tamarind thistle tundra umber velvet walnut willow yarrow zephyr"
).split()
FIRST = (
    "aiko bilal chidi dara emeka farah gwen hamid ines jaya kofi lena mateo nadia oskar "
    "priya quentin rania sione tariq uma vikram wren ximena yusuf zainab arjun bea chen dev"
).split()
TLDS = ("example", "test")


def s(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng, n):
    return s(rng, n, HEX)


def pw(rng, n=None, symbols=True):
    """A generated password: starts and ends alphanumeric, no URL-reserved characters."""
    n = n or rng.randint(12, 20)
    body = [rng.choice(ALNUM + (PW_SYMBOLS if symbols else "")) for _ in range(n - 2)]
    if symbols and not any(c in PW_SYMBOLS for c in body):
        body[rng.randrange(len(body))] = rng.choice(PW_SYMBOLS)
    return rng.choice(ALNUM) + "".join(body) + rng.choice(ALNUM)


def url_pw(rng):
    return pw(rng, symbols=False) if rng.random() < 0.5 else s(rng, 4) + "-" + s(rng, 6) + "_" + s(rng, 5)


def passphrase(rng, k=4):
    sep = rng.choice(["-", " ", ".", "_"])
    return sep.join(rng.choice(WORDS) for _ in range(k))


def b64(data):
    return base64.b64encode(data.encode() if isinstance(data, str) else data).decode()


def b64url(data):
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def ulid(rng):
    return "01J" + s(rng, 23, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")


def name(rng):
    return rng.choice(FIRST)


def host(rng, kind=None):
    kind = kind or rng.choice(["db", "api", "cache", "mq", "git", "ci", "vault", "build", "reg"])
    return f"{kind}{rng.randint(1, 9)}.{rng.choice(WORDS)}.{rng.choice(TLDS)}"


def ip(rng):
    return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randint(2, 254)}"


def user(rng):
    return rng.choice(["svc_", "app_", "ci-", "deploy_", "", "ro_"]) + rng.choice(WORDS + FIRST)


def jwt(rng):
    head = b64url('{"alg":"HS256","typ":"JWT"}')
    sub = uuid(rng)
    body = b64url('{"sub":"%s","iat":%d,"exp":%d}' % (sub, 1780000000 + rng.randint(0, 9999999), 1790000000))
    return f"{head}.{body}.{s(rng, 43, ALNUM + '-_')}"


# Prefixed token shapes (public format facts: the prefix only; bodies are random).
def token(rng, kind=None):
    kind = kind or rng.choice(list(TOKEN_KINDS))
    return TOKEN_KINDS[kind](rng)


TOKEN_KINDS = {
    "ghp": lambda r: "ghp_" + s(r, 36),
    "github_pat": lambda r: "github_pat_11" + s(r, 20, string.ascii_uppercase + string.digits) + "_" + s(r, 59),
    "glpat": lambda r: "glpat-" + s(r, 20, ALNUM + "-_"),
    "npm": lambda r: "npm_" + s(r, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + s(r, 60, ALNUM + "-_"),
    "slack": lambda r: f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**10, 10**11)}-{s(r, 24)}",
    "stripe": lambda r: "sk_live_" + s(r, 24),
    "openai": lambda r: "sk-proj-" + s(r, 48, ALNUM + "-_"),
    "anthropic": lambda r: "sk-ant-api03-" + s(r, 80, ALNUM + "-_") + "AA",
    "hf": lambda r: "hf_" + s(r, 34),
    "doppler": lambda r: "dp.st.prd." + s(r, 43),
    "vault": lambda r: "hvs." + s(r, 24) + s(r, 66, ALNUM + "_-"),
    "sendgrid": lambda r: "SG." + s(r, 22, ALNUM + "-_") + "." + s(r, 43, ALNUM + "-_"),
    "linear": lambda r: "lin_api_" + s(r, 40),
    "rubygems": lambda r: "rubygems_" + hexs(r, 48),
    "cargo": lambda r: "cio" + s(r, 32),
    "gcp": lambda r: "ya29." + s(r, 120, ALNUM + "-_"),
    "infisical": lambda r: "st." + uuid(r) + "." + hexs(r, 32) + "." + hexs(r, 32),
    "op": lambda r: "ops_" + s(r, 80, ALNUM + "-_"),
}


def aws_pair(rng):
    return "AKIA" + s(rng, 16, string.ascii_uppercase + "234567"), s(rng, 40, ALNUM + "/+")


def azure_secret(rng):
    return s(rng, 3, ALNUM) + rng.choice("78") + "Q~" + s(rng, 34, ALNUM + "~_.-")


def storage_key(rng):
    return b64(bytes(rng.randrange(256) for _ in range(64)))


def sha1(rng):
    return hexs(rng, 40)


def sha256(rng):
    return hexs(rng, 64)


def sri(rng):
    return "sha512-" + b64(bytes(rng.randrange(256) for _ in range(64)))
