"""Value generators for redact9: secrets of many shapes and harmless fillers.

Every value comes from the caller's random.Random, so a rebuild is byte-identical.
"""

import random
import string

# Word stock for joined words, leet words and passphrases (own list, common English).
WORDS = (
    "maple orbit canyon copper lantern violet harbor candle falcon meadow river "
    "granite pepper willow cobalt ember glacier thunder velvet walnut saffron "
    "pixel rocket marble tundra breeze cactus dragon summer winter autumn "
    "silver shadow puzzle quartz sunset tiger panda otter forest comet"
).split()
# Symbols people put in passwords; sentence-final marks (. , ; : ! ?) are left out of
# the last position so the label never has to guess whether a mark is punctuation.
SYMBOLS = "#$%&*@+="
INNER_SYMBOLS = SYMBOLS + "!_-"
LEET = {"a": "@4", "e": "3", "o": "0", "i": "1!", "s": "$5", "t": "7"}
# Dash-grouped keys (licence / recovery code style) use unambiguous upper-case.
GROUP_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"

NAMES = (
    "Ana Bruno Chen Dmitri Emre Fatima Giulia Hiro Ines Jonas Kasia Lars Mei "
    "Nikos Olga Priya Quang Rina Sven Tomas Yuki Zeynep Arjun Sofia"
).split()
HOSTS = (
    "db-staging-2 ci.internal bastion-eu build01 pg-prod.example.net vpn.corp.local "
    "nas-home grafana.dev.lan redis-cache-1 mail.example.org web-03 jump.example.com"
).split()
USERS = "admin root deploy ana.souza svc_backup postgres jenkins ops qa_user ci-bot".split()
SERVICES = (
    "Grafana Jenkins VPN Redis GitLab Sentry NAS pgAdmin Keycloak SMTP Jira "
    "Nextcloud MinIO RabbitMQ"
).split()

# Harmless "new values" that sentences say something was changed to. Bare code
# identifiers stay out: "it's now LoginFormV2" with no subject would be a fair guess
# at a password, so identifiers appear only where the sentence says what they are.
CHANGES = (
    "pnpm",
    "node:20-alpine",
    "release-2024.3",
    "30s",
    "Python 3.12",
    "ruff",
    "eu-west-1",
    "port 8443",
    "UTC",
    "uv",
    "main",
    "4 workers",
    "debug",
    "yarn",
    "bookworm-slim",
    "postgres:16",
    "500ms",
    "tabs",
    "dark mode",
    "v2 API",
    "feature/login-rework",
    "us-east-2",
    "gzip",
    "TLS 1.3",
    "release/2025.01",
    "ubuntu-24.04",
    "python:3.12-slim",
    "2FA",
    "OAuth2",
)
# Tools and methods one logs in with (not secrets).
METHODS = (
    "`gh auth login`",
    "YubiKey",
    "SSO",
    "Okta",
    "`aws sso login`",
    "`az login`",
    "`docker login`",
    "`npm login`",
    "Touch ID",
    "magic link",
    "passkey",
    "`kubectl oidc-login`",
    "Google account",
    "`ssh -i ~/.ssh/id_ed25519`",
)
PLACEHOLDERS = (
    "`<password>`",
    "changeme",
    "***",
    "<your-token>",
    "${DB_PASSWORD}",
    "xxxxxxxx",
    "********",
    "REDACTED",
    "YOUR_API_KEY",
    "<redacted>",
    "••••••",
    "<secret>",
)
IDENTS = (
    "payment-service",
    "camelCaseHelper",
    "snake_case_name",
    "parseLoginForm",
    "reset_password_view",
    "PasswordResetController",
    "auth-gateway",
    "loginRetryCount",
    "passwordHasher",
    "token_refresh_job",
    "userSessionStore",
    "LoginFormV2",
    "session-cleanup-worker",
    "hashPasswordArgon2",
)
ENV_VARS = (
    "DB_PASSWORD",
    "API_TOKEN",
    "GITHUB_TOKEN",
    "SECRET_KEY",
    "AWS_SECRET_ACCESS_KEY",
    "PGPASSWORD",
    "SMTP_PASS",
    "REDIS_URL",
    "OPENAI_API_KEY",
    "VAULT_ADDR",
)
TICKET_PREFIXES = ("RET", "OPS", "JIRA", "SEC", "#", "GH-", "INC-")


def _pick(rng: random.Random, chars: str, n: int) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def mixed(rng: random.Random) -> str:
    """Random mixed password, 10-16 chars, letters + digits + inner symbols."""
    n = rng.randint(10, 16)
    body = _pick(rng, ALNUM + INNER_SYMBOLS, n - 2)
    return (
        rng.choice(string.ascii_letters) + body[:-1] + rng.choice(string.digits) + rng.choice(ALNUM)
    )


def joined_words(rng: random.Random) -> str:
    """Two to four capitalised words joined, sometimes with digits."""
    words = [w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))]
    tail = str(rng.randint(1, 999)) if rng.random() < 0.6 else ""
    return "".join(words) + tail


def leet(rng: random.Random) -> str:
    """A leet-spelled word or two with digits and a symbol."""
    out = []
    for word in rng.sample(WORDS, rng.randint(1, 2)):
        chars = [rng.choice(LEET[c]) if c in LEET and rng.random() < 0.6 else c for c in word]
        chars[0] = chars[0].upper()
        out.append("".join(chars))
    return "".join(out) + rng.choice(SYMBOLS) + str(rng.randint(10, 9999))


def hexstr(rng: random.Random) -> str:
    return _pick(rng, HEX, rng.choice((16, 24, 32)))


def dashed(rng: random.Random) -> str:
    return "-".join(_pick(rng, GROUP_CHARS, 4) for _ in range(rng.randint(3, 5)))


def short(rng: random.Random) -> str:
    """Six to eight characters with at least one digit, one lower and one upper letter."""
    n = rng.randint(6, 8)
    chars = [
        rng.choice(string.digits),
        rng.choice(string.ascii_lowercase),
        rng.choice(string.ascii_uppercase),
    ]
    chars += [rng.choice(ALNUM) for _ in range(n - 3)]
    rng.shuffle(chars)
    return "".join(chars)


def pin(rng: random.Random) -> str:
    return _pick(rng, string.digits, rng.randint(6, 8))


def passphrase(rng: random.Random) -> str:
    return rng.choice((" ", "-")).join(rng.sample(WORDS, rng.randint(3, 5)))


def token(rng: random.Random) -> str:
    """An API key or token. Prefix formats are public facts from vendor docs
    (GitHub ghp_ PATs, Slack xoxb- bot tokens, AWS AKIA key ids, Stripe sk_live_,
    GitLab glpat-); the bodies are random."""
    kind = rng.randrange(7)
    if kind == 0:
        return "ghp_" + _pick(rng, ALNUM, 36)
    if kind == 1:
        parts = (
            _pick(rng, string.digits, 11),
            _pick(rng, string.digits, 12),
            _pick(rng, ALNUM, 24),
        )
        return "xoxb-" + "-".join(parts)
    if kind == 2:
        return "AKIA" + _pick(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    if kind == 3:
        return "sk_live_" + _pick(rng, ALNUM, 24)
    if kind == 4:
        return "glpat-" + _pick(rng, ALNUM + "_-", 19) + rng.choice(ALNUM)
    if kind == 5:
        return _pick(rng, HEX, 40)
    return _pick(rng, ALNUM, rng.choice((24, 32)))


# Shapes for password-like families, with weights (random mixed and short are the
# most common in real chat; hex and dash-grouped less so).
PASSWORD_SHAPES = (
    ("mixed", mixed, 3),
    ("joined_words", joined_words, 2),
    ("leet", leet, 3),
    ("hex", hexstr, 1),
    ("dashed", dashed, 1),
    ("short", short, 2),
)


def password(rng: random.Random) -> tuple[str, str]:
    shapes = [s for s in PASSWORD_SHAPES for _ in range(s[2])]
    name, fn, _ = rng.choice(shapes)
    return name, fn(rng)


def commit_hash(rng: random.Random) -> str:
    return _pick(rng, HEX, rng.choice((7, 7, 10, 40)))


def version(rng: random.Random) -> str:
    v = f"{rng.randint(0, 20)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}"
    return rng.choice(("v", "")) + v


def ticket(rng: random.Random) -> str:
    p = rng.choice(TICKET_PREFIXES)
    num = rng.randint(10, 9999)
    return f"{p}{num}" if p in ("#", "GH-", "INC-") else f"{p}-{num}"


def masked(rng: random.Random) -> str:
    tail = _pick(rng, ALNUM, 4)
    return rng.choice(
        ("sk-****" + tail, "****" + tail, "ghp_…" + tail, "••••••••", "xxxx-xxxx-" + tail)
    )


def clock(rng: random.Random) -> str:
    return f"{rng.randint(7, 23):02d}:{rng.randint(0, 59):02d}"
