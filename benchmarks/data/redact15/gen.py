# ruff: noqa: E501  (fixture text: long literal lines read better unbroken)
"""Random values for redact15. Every function takes the one seeded `random.Random` from build.py.

Nothing here is a real credential: bodies are drawn at random, hosts sit in documentation
ranges or under `.example` / `.test`.
"""

import base64
import string

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEX = "0123456789abcdef"
B32 = UPPER + "234567"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
# password symbols: safe in URLs, XML, CSV, JSON, INI and YAML without quoting
PW_SYMBOLS = "-_.!*+=~^"

FIRST = (
    "ana ioana petr jana zsofia eleni aino linnea mads ingrid siti maria kavya ravi ayesha "
    "omkar lucia marko jelena boris ruta kaarel jordi alex sam noor mihai tomas katalin nikos"
).split()
LAST = (
    "popescu novak horvath papadakis virtanen lindqvist jensen hansen rahman santos iyer reddy "
    "khan patil kovac petrovic ivanov kazlauskas tamm puig"
).split()
SERVICES = (
    "staging-db billing-api grafana jenkins sentry vpn-gw nexus harbor minio keycloak "
    "rabbitmq redis-cache airflow metabase argocd sonarqube opensearch clickhouse "
    "mailgun-relay erp-sandbox payroll-portal build-agent wiki-admin"
).split()
WORDS = (
    "amber basalt cactus dolphin ember fjord granite harbor indigo juniper kettle lantern "
    "meadow nectar orchard pebble quartz raven saffron tundra umber velvet walnut yonder "
    "zephyr copper willow thistle marble sparrow beacon cobalt lagoon mosaic prairie"
).split()
TLDS = ("example", "test", "example.com", "example.net", "example.org")
DOC_NETS = ("192.0.2", "198.51.100", "203.0.113")
APPS = (
    "orbit-web atlas-api ledger-svc pixel-cdn nova-worker quill-docs harbor-sync "
    "tally-jobs vega-admin lumen-portal"
).split()


def chars(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng, n):
    return chars(rng, HEX, n)


def alnum(rng, n):
    return chars(rng, ALNUM, n)


def digits(rng, n):
    return chars(rng, "123456789", 1) + chars(rng, DIGITS, n - 1)


def password(rng, lo=12, hi=20):
    """A generated password: alphanumeric at both ends, a few symbols inside."""
    n = rng.randint(lo, hi)
    body = [rng.choice(ALNUM) for _ in range(n)]
    for _ in range(rng.randint(1, 3)):
        body[rng.randrange(1, n - 1)] = rng.choice(PW_SYMBOLS)
    # make sure it is not all letters
    body[rng.randrange(1, n - 1)] = rng.choice(DIGITS)
    return "".join(body)


def passphrase(rng):
    sep = rng.choice(["-", " ", ".", "_"])
    ws = rng.sample(WORDS, rng.randint(4, 5))
    if rng.random() < 0.5:
        ws.append(str(rng.randint(10, 99)))
    return sep.join(ws)


def pin(rng):
    return digits(rng, rng.randint(6, 8))


def b64_of(raw):
    return base64.b64encode(raw.encode()).decode()


def b64_bytes(rng, n):
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def b64url_nopad(rng, n):
    return (
        base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(n))).decode().rstrip("=")
    )


def jwt(rng, claims=None):
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    if claims is None:
        sub = uuid(rng)
        iat = 1767000000 + rng.randrange(10**6)
        exp = 1800000000 + rng.randrange(10**6)
        claims = f'{{"sub":"{sub}","iat":{iat},"exp":{exp}}}'
    body = base64.urlsafe_b64encode(claims.encode()).decode().rstrip("=")
    return f"{head}.{body}.{b64url_nopad(rng, 32)}"


def uuid(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def host(rng, prefix=None):
    p = prefix or rng.choice(["db", "api", "mq", "cache", "git", "vault", "ci", "auth", "pkg"])
    return f"{p}-{rng.randint(1, 9)}.{rng.choice(['corp', 'int', 'dev', 'prod', 'lab'])}.{rng.choice(TLDS)}"


def ip(rng):
    return f"{rng.choice(DOC_NETS)}.{rng.randint(2, 254)}"


def person(rng):
    return rng.choice(FIRST), rng.choice(LAST)


def user(rng):
    first, last = person(rng)
    return rng.choice(
        [first, f"{first}.{last}", f"{first[0]}{last}", f"svc_{rng.choice(SERVICES).split('-')[0]}"]
    )


def email(rng):
    first, last = person(rng)
    return f"{first}.{last}@{rng.choice(['corp', 'team', 'mail'])}.{rng.choice(TLDS)}"


def service(rng):
    return rng.choice(SERVICES)


def app(rng):
    return rng.choice(APPS) + "-" + rng.choice(["prod", "staging", "preview", "dev"])


def date(rng):
    return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def time(rng):
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def stamp(rng):
    return f"{date(rng)}T{time(rng)}.{rng.randint(0, 999):03d}Z"


def aws_key_id(rng, prefix="AKIA"):
    return prefix + chars(rng, UPPER + "234567", 16)


def aws_secret(rng):
    return chars(rng, ALNUM + "+/", 40)


def account_id(rng):
    return digits(rng, 12)


def totp_seed(rng, n=32):
    return chars(rng, B32, n)


# --- prefixed tokens (prefixes are public format facts; bodies random) ---


def token(rng, kind=None):
    kinds = {
        "gh": lambda: "ghp_" + alnum(rng, 36),
        "gho": lambda: "gho_" + alnum(rng, 36),
        "ghfg": lambda: "github_pat_11" + chars(rng, UPPER + DIGITS, 20) + "_" + alnum(rng, 59),
        "gitlab": lambda: "glpat-" + chars(rng, B64URL, 20),
        "slack": lambda: f"xoxb-{digits(rng, 12)}-{digits(rng, 13)}-{alnum(rng, 24)}",
        "stripe": lambda: "sk_live_" + alnum(rng, 99),
        "stripe_rk": lambda: "rk_live_" + alnum(rng, 99),
        "stripe_test": lambda: "sk_test_" + alnum(rng, 99),
        "whsec": lambda: "whsec_" + alnum(rng, 32),
        "openai": lambda: "sk-proj-" + chars(rng, B64URL, 48),
        "anthropic": lambda: "sk-ant-api03-" + chars(rng, B64URL, 93) + "AA",
        "npm": lambda: "npm_" + alnum(rng, 36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + chars(rng, B64URL, 60),
        "doppler": lambda: f"dp.st.{rng.choice(['dev', 'stg', 'prd'])}." + alnum(rng, 43),
        "doppler_pt": lambda: "dp.pt." + alnum(rng, 43),
        "hf": lambda: "hf_" + alnum(rng, 34),
        "google": lambda: "AIza" + chars(rng, B64URL, 35),
        "sendgrid": lambda: "SG." + chars(rng, B64URL, 22) + "." + chars(rng, B64URL, 43),
        "fly": lambda: "FlyV1 fm2_" + chars(rng, B64, 120),
        "vercel": lambda: alnum(rng, 24),
        "netlify": lambda: "nfp_" + alnum(rng, 36),
        "railway": lambda: uuid(rng),
        "heroku": lambda: "HRKU-AA" + chars(rng, B64URL, 58),
        "shopify": lambda: "shpat_" + hexs(rng, 32),
        "linear": lambda: "lin_api_" + alnum(rng, 40),
        "atlassian": lambda: "ATATT3xFfGF0" + chars(rng, B64URL, 170) + "=" + hexs(rng, 8).upper(),
        "gcp_access": lambda: "ya29." + chars(rng, B64URL, 150),
        "supabase_pat": lambda: "sbp_" + hexs(rng, 40),
        "age": lambda: (
            "AGE-SECRET-KEY-1"
            + chars(rng, UPPER.replace("B", "").replace("I", "").replace("O", "") + "023456789", 58)
        ),
    }
    if kind is None:
        kind = rng.choice(sorted(kinds))
    return kinds[kind]()


def pem_lines(rng, n_lines, width=64, tail=True):
    lines = [chars(rng, B64, width) for _ in range(n_lines)]
    if tail:
        lines.append(chars(rng, B64, rng.randint(8, 40)) + rng.choice(["", "=", "=="]))
    return lines
