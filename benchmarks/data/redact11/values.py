"""Seeded value makers for redact11: secret shapes and the harmless tokens that mimic them.

Every function takes the one random.Random the build owns, so a rebuild is byte-identical.
Nothing here is copied from a real credential; all values are drawn fresh from the seed.
"""

from __future__ import annotations

import random
import string

# Plain words to build word-joined, word+digit and leet secrets (own list, common English).
WORDS = (
    "maple orbit cinder falcon harbor velvet quartz lantern meadow thunder pebble walrus "
    "copper saffron glacier tundra violet marble ember willow canyon raven oyster nimbus "
    "cobalt juniper pepper sparrow tiger lemon piano rocket cactus banjo otter mango "
    "crystal dragon forest comet island pirate silver summit tulip zebra anchor bramble "
    "cricket dune fable gravel hazel indigo jasper kettle lagoon mosaic nectar obsidian "
    "paprika quill ripple sable timber umber vortex wombat yonder zephyr basalt cedar"
).split()

# Syllable parts for pronounceable made-up words ("Tuvakorim", "Belosanti").
ONSETS = ("b", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "tr", "kl")
VOWELS = ("a", "e", "i", "o", "u", "ai", "ou")
CODAS = ("", "", "", "n", "r", "s", "m", "l")

# Symbols people put in typed passwords; kept away from the ends so labels stay clean.
SYMBOLS = "!@#$%^&*_-+=?"
BASE62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UPPER_ALNUM = string.ascii_uppercase + string.digits
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def pronounceable(rng: random.Random, digits: bool) -> str:
    """A made-up word of 3-4 syllables, sometimes capitalised, sometimes with digits."""
    while True:
        word = "".join(
            rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS)
            for _ in range(rng.randint(3, 4))
        )
        if 8 <= len(word) <= 14:
            break
    if rng.random() < 0.6:
        word = word.capitalize()
    if digits:
        word += str(rng.randint(2, 9999))
    return word


def random_mixed(rng: random.Random, low: int = 10, high: int = 20) -> str:
    """Typed random password with all four classes; first and last are alphanumeric."""
    n = rng.randint(low, high)
    middle = [rng.choice(BASE62 + SYMBOLS) for _ in range(n - 2)]
    middle[rng.randrange(len(middle))] = rng.choice(SYMBOLS)
    middle[rng.randrange(len(middle))] = rng.choice(string.digits)
    return rng.choice(string.ascii_letters) + "".join(middle) + rng.choice(BASE62)


def word_digits(rng: random.Random) -> str:
    """falcon2291, Raven!4410, otter_77 style."""
    word = rng.choice(WORDS)
    if rng.random() < 0.5:
        word = word.capitalize()
    glue = rng.choice(("", "", "", "!", "_", "#", "."))
    return word + glue + str(rng.randint(10, 99999))


def joined_words(rng: random.Random) -> str:
    """maple.orbit.cinder, tiger-lamp-quiet-88, Walrus_Ember_Dune style."""
    sep = rng.choice((".", "-", "-", "_", ""))
    words = rng.sample(WORDS, rng.randint(3, 4))
    if sep == "" or rng.random() < 0.3:
        words = [w.capitalize() for w in words]
    text = sep.join(words)
    if rng.random() < 0.4:
        text += (sep or "") + str(rng.randint(1, 999))
    return text


def leet_word(rng: random.Random) -> str:
    """Gr4n1te$ky9 style: two words with letters swapped for digits and symbols."""
    raw = rng.choice(WORDS).capitalize() + rng.choice(WORDS)
    out = "".join(LEET.get(c, c) if rng.random() < 0.6 else c for c in raw)
    return out + rng.choice(("", "!", "@", "#")) + str(rng.randint(1, 99))


def pin(rng: random.Random) -> str:
    """A 6-8 digit numeric PIN (shorter PINs fall under the 6-character floor)."""
    return "".join(rng.choice(string.digits) for _ in range(rng.randint(6, 8)))


def long_random(rng: random.Random) -> str:
    """A long random base62 string as generated tokens usually are."""
    return "".join(rng.choice(BASE62) for _ in range(rng.randint(32, 48)))


def hex_secret(rng: random.Random) -> str:
    """A 32 or 64 hex digit key (40 is left to commit hashes in ordinary rows)."""
    return "".join(rng.choice(HEX) for _ in range(rng.choice((32, 64))))


def dash_grouped(rng: random.Random) -> str:
    """X7KQ-93MB-ZP2L-R8TD style licence / recovery codes."""
    size = rng.choice((4, 4, 5))
    return "-".join(
        "".join(rng.choice(UPPER_ALNUM) for _ in range(size)) for _ in range(rng.randint(3, 5))
    )


def prefixed_token(rng: random.Random) -> str:
    """Tokens in the shapes well-known services document (values are random)."""
    kind = rng.randrange(6)
    if kind == 0:
        return "ghp_" + "".join(rng.choice(BASE62) for _ in range(36))
    if kind == 1:
        return "sk-" + "".join(rng.choice(BASE62) for _ in range(40))
    if kind == 2:
        parts = [str(rng.randint(10**10, 10**11)), str(rng.randint(10**10, 10**11))]
        tail = "".join(rng.choice(BASE62) for _ in range(24))
        return "xoxb-" + "-".join(parts) + "-" + tail
    if kind == 3:
        return "glpat-" + "".join(rng.choice(BASE62 + "_") for _ in range(19)) + "x"
    if kind == 4:
        return "AKIA" + "".join(rng.choice(UPPER_ALNUM) for _ in range(16))
    return "tok_" + "".join(rng.choice(HEX) for _ in range(32))


def short_secret(rng: random.Random) -> str:
    """Short 6-8 character typed passwords (k9#Lm2x)."""
    n = rng.randint(6, 8)
    chars = [rng.choice(BASE62) for _ in range(n)]
    chars[rng.randrange(1, n - 1)] = rng.choice(SYMBOLS + string.digits)
    return "".join(chars)


# Which shapes a typed password (said aloud, chatted) takes versus a machine key.
PASSWORD_SHAPES = (
    ("pronounceable", lambda r: pronounceable(r, digits=False)),
    ("pronounceable_digits", lambda r: pronounceable(r, digits=True)),
    ("random_mixed", random_mixed),
    ("word_digits", word_digits),
    ("joined_words", joined_words),
    ("leet", leet_word),
    ("short", short_secret),
)
KEY_SHAPES = (
    ("long_random", long_random),
    ("hex", hex_secret),
    ("dash_grouped", dash_grouped),
    ("prefixed_token", prefixed_token),
)


def password(rng: random.Random) -> str:
    """Any typed-password shape."""
    return rng.choice(PASSWORD_SHAPES)[1](rng)


def key(rng: random.Random) -> str:
    """Any machine key or token shape."""
    return rng.choice(KEY_SHAPES)[1](rng)


# ---- harmless tokens for ordinary rows (and the context words of secret rows) ----

SERVICES = tuple(
    (
        "staging-db Jenkins VPN Grafana wifi router Postgres NAS Sentry prod-replica Kibana "
        "build-box test-tenant RabbitMQ admin-panel Redis jump-host demo-account Nexus SFTP "
        "Harbor Keycloak printer mac-mini MinIO"
    ).split()
)
KEY_SERVICES = tuple(
    (
        "Stripe OpenAI Sentry Mapbox Twilio GitHub-bot SendGrid Datadog weather-api Algolia "
        "PagerDuty Cloudflare"
    ).split()
)
ENVS = ("staging", "prod", "dev", "QA", "test", "sandbox", "demo", "preprod")
FIRST = tuple(
    (
        "Ana Bilal Chen Dara Eero Farah Gabor Hana Ilse Juma Kiri Lars Mina Nadia Omar Priya "
        "Quang Rina Sipho Tomas Umut Vera Wen Yael Zoltan Ayu Rizal Somchai Arash Ioana Mikko "
        "Sanne Kavya Rahim Amani Marisol Jonas Leila Tran"
    ).split()
)
LAST = ("Silva", "Khan", "Nowak", "Haddad", "Virtanen", "Sato", "Okafor", "Ionescu", "Berg")
USERS = tuple(
    (
        "deploy-bot svc_ci admin ana.silva root grafana-ro backup jenkins qa_user report-reader "
        "ops etl_loader demo mikko.v"
    ).split()
)
HOSTS = tuple(
    (
        "db-staging-02.internal build7.corp.example 10.0.4.17 vpn.example.net nas01.lan "
        "jump.eu-west.example pg-replica-3 ci-runner-14 mq01.internal"
    ).split()
)
TOOLS = (
    "`gh auth login`",
    "YubiKey",
    "`aws sso login`",
    "SSO",
    "`kubectl oidc-login`",
    "Okta",
    "`az login`",
    "`vault login -method=oidc`",
    "Google Workspace",
    "`docker login ghcr.io`",
    "magic link",
    "`ssh -A jump`",
    "passkey",
    "`gcloud auth login`",
    "1Password SSH agent",
    "smart card",
)
CHANGES = (
    "pnpm",
    "node:20-alpine",
    "release-2024.3",
    "30s",
    "Python 3.12",
    "uv",
    "port 5433",
    "`LOG_LEVEL=debug`",
    "eu-central-1",
    "Temurin 21",
    "`--max-workers=4`",
    "gp3",
    "UTC",
    "bullseye-slim",
    "8 replicas",
    "weekly",
    "Vitest",
    "`main`",
    "Ruff",
    "4 GiB",
    "Caddy",
)
PLACEHOLDERS = (
    "`<password>`",
    "`changeme`",
    "`***`",
    "`YOUR_API_KEY`",
    "`xxxxxxxx`",
    "`${DB_PASSWORD}`",
    "`{{ secrets.DEPLOY_KEY }}`",
    "`<token>`",
    "`REPLACE_ME`",
    "`********`",
    "`$API_TOKEN`",
    "`<your-key-here>`",
    "`%PASSWORD%`",
    "`secret: ...`",
)
ENV_VARS = tuple(
    (
        "DATABASE_URL STRIPE_SECRET_KEY GITHUB_TOKEN OPENAI_API_KEY PGPASSWORD SENTRY_DSN "
        "AWS_SECRET_ACCESS_KEY REDIS_PASSWORD NPM_TOKEN SMTP_PASS"
    ).split()
)
PACKAGES = tuple(
    (
        "pnpm yarn poetry uv ruff esbuild vite pydantic zod httpx tokio serde left-pad "
        "lodash-es pytest-xdist black biome bun"
    ).split()
)
EMOJI = tuple(
    (
        ":tada: :white_check_mark: :eyes: :shipit: :rocket: :+1: :pray: :fire: :thinking_face: "
        ":sweat_smile:"
    ).split()
)
UNICODE_EMOJI = ("🙏", "👍", "🎉", "✅", "👀", "😅", "🔥", "🚀")
HARMLESS_WORDS = tuple(
    ("yes done staging tuesday blue later both nope main green merged fine").split()
)


def name(rng: random.Random) -> str:
    """A first name for a speaker or a person to ask."""
    return rng.choice(FIRST)


def branch(rng: random.Random) -> str:
    """feature/maple-orbit, fix/pay-1234, release-2024.3."""
    kind = rng.randrange(4)
    if kind == 0:
        return f"feature/{rng.choice(WORDS)}-{rng.choice(WORDS)}"
    if kind == 1:
        return f"fix/{rng.choice(('pay', 'api', 'web', 'ops'))}-{rng.randint(100, 9999)}"
    if kind == 2:
        return f"release-{rng.randint(2023, 2026)}.{rng.randint(1, 12)}"
    return f"hotfix/{rng.choice(WORDS)}_{rng.choice(WORDS)}"


def commit_hash(rng: random.Random) -> str:
    """A short or full commit hash."""
    return "".join(rng.choice(HEX) for _ in range(rng.choice((7, 8, 10, 12, 40))))


def ticket(rng: random.Random) -> str:
    """JIRA-style, GitHub-style or Linear-style ticket id."""
    kind = rng.randrange(3)
    if kind == 0:
        return f"{rng.choice(('PAY', 'OPS', 'WEB', 'INFRA', 'SEC'))}-{rng.randint(10, 9999)}"
    if kind == 1:
        return f"#{rng.randint(100, 99999)}"
    return f"GH-{rng.randint(10, 9999)}"


def port(rng: random.Random) -> str:
    """A port number people quote."""
    return str(rng.choice((5432, 8080, 6379, 3000, 5433, 9090, 8443, 15672, 27017, 2222)))


def build_number(rng: random.Random) -> str:
    """Build numbers as CI systems print them."""
    kind = rng.randrange(3)
    if kind == 0:
        return f"#{rng.randint(1000, 99999)}"
    if kind == 1:
        return f"build {rng.randint(100, 9999)}"
    day = f"{rng.randint(2024, 2026)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    return f"{day}.{rng.randint(1, 9)}"


def version(rng: random.Random) -> str:
    """Version strings and image tags."""
    kind = rng.randrange(3)
    if kind == 0:
        return f"v{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    if kind == 1:
        return f"node:{rng.choice((18, 20, 22))}-alpine"
    return f"{rng.randint(1, 4)}.{rng.randint(0, 40)}.{rng.randint(0, 9)}-rc.{rng.randint(1, 5)}"


def semver(rng: random.Random) -> str:
    """A plain package version such as 4.12.3."""
    return f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"


def identifier(rng: random.Random) -> str:
    """payment-service, camelCaseHelper, snake_case_name style names from the word list."""
    a, b = rng.sample(WORDS, 2)
    kind = rng.randrange(4)
    if kind == 0:
        return f"{a}-{rng.choice(('service', 'worker', 'api', 'gateway'))}"
    if kind == 1:
        return f"{a}{b.capitalize()}Helper"
    if kind == 2:
        return f"{a}_{b}_name"
    return f"{a.capitalize()}{b.capitalize()}Client"


def masked(rng: random.Random) -> str:
    """Masked values: the real key is not in the text."""
    kind = rng.randrange(4)
    tail = "".join(rng.choice(BASE62) for _ in range(4))
    if kind == 0:
        return f"sk-****{tail}"
    if kind == 1:
        return "•" * rng.randint(8, 12)
    if kind == 2:
        return f"ghp_…{tail}"
    return "*" * rng.randint(6, 10)


def hhmm(rng: random.Random) -> str:
    """A chat timestamp."""
    return f"{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}"
