"""Random values shared by the redact21 generators: one seeded `random.Random`, hosts, names, masks."""

import base64
import random
import string

R = random.Random(2121_24)

UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
PW_PUNCT = "!-_.+=~^*"


def pick(seq):
    return seq[R.randrange(len(seq))]


def chars(n, alphabet=AN):
    return "".join(pick(alphabet) for _ in range(n))


def pw(lo=12, hi=20):
    """A password: letters, digits and a little punctuation, never @ # ? / % : ; & " or backslash."""
    while True:
        n = R.randint(lo, hi)
        v = chars(n, AN + PW_PUNCT * 1)
        if any(c in DG for c in v) and any(c in UP for c in v) and any(c in LO for c in v) and v[0] in AN:
            return v


def hexs(n):
    return chars(n, "0123456789abcdef")


def b64(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def uuid():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def token(kind=None):
    kinds = {
        "ghp": lambda: "ghp_" + chars(36),
        "github_pat": lambda: "github_pat_" + chars(22) + "_" + chars(59),
        "glpat": lambda: "glpat-" + chars(20, AN + "-_"),
        "npm": lambda: "npm_" + chars(36),
        "xoxb": lambda: f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**11, 10**12)}-{chars(24)}",
        "sk_live": lambda: "sk_live_" + chars(40),
        "hf": lambda: "hf_" + chars(34, UP + LO),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + chars(60, AN + "-_"),
        "dop": lambda: "dop_v1_" + hexs(64),
        "SG": lambda: "SG." + chars(22, AN + "-_") + "." + chars(43, AN + "-_"),
        "AKIA": lambda: "AKIA" + chars(16, UP + "234567"),
        "glrt": lambda: "glrt-" + chars(20, AN + "-_"),
        "shpat": lambda: "shpat_" + hexs(32),
        "lin": lambda: "lin_api_" + chars(40),
    }
    k = kind or pick(sorted(kinds))
    return kinds[k]()


def jwt():
    import json as _j
    head = base64.urlsafe_b64encode(_j.dumps({"alg": "HS256", "typ": "JWT"}).encode()).decode().rstrip("=")
    body = {"sub": str(R.randint(1000, 99999)), "iat": R.randint(1_700_000_000, 1_760_000_000), "role": pick(["svc", "admin", "ci"])}
    pay = base64.urlsafe_b64encode(_j.dumps(body).encode()).decode().rstrip("=")
    return f"{head}.{pay}.{chars(43, AN + '-_')}"


USERS = ["deploy", "svc_app", "ingest", "reporter", "admin", "app_rw", "etl", "grafana", "backup", "ci_bot", "ops", "analytics"]
NAMES = ["Ana", "Bram", "Chiara", "Dragan", "Eun-ji", "Femi", "Giulia", "Hiroshi", "Ines", "Jelka", "Karan", "Liesl",
         "Marco", "Nnamdi", "Olek", "Priya", "Quentin", "Rosa", "Sanjay", "Tamsin", "Uwe", "Vesna", "Wendell", "Yuki"]
TARGETS = ["the staging db", "grafana", "the clickhouse cluster", "rabbitmq", "the build server", "the nats box",
           "elastic", "the kafka cluster", "neo4j", "the mqtt broker", "influx", "the admin panel", "the vpn", "sentry"]
DBS = ["orders", "events", "billing", "catalog", "metrics", "audit", "sessions", "inventory"]
SUFFIX = ["2024", "2025", "!!", "-prod", "_v2", "#1"]


def host():
    r = R.random()
    if r < 0.35:
        return f"{pick(['192.0.2', '198.51.100', '203.0.113'])}.{R.randint(2, 250)}"
    base = pick(["db", "mq", "ch", "kafka", "nats", "neo", "es", "cb", "influx", "mqtt", "cache", "api"])
    return f"{base}-{R.randint(1, 9)}.{pick(['staging', 'prod', 'int', 'dev'])}.{pick(['example', 'corp.test', 'acme.example', 'internal.test'])}"


def when():
    return f"{R.randint(7, 22):02d}:{R.randint(0, 59):02d}"


def sha():
    return hexs(40)


MASKS = ["********", "[REDACTED]", "<hidden>", "••••••••", "xxxxxxxx", "(masked)", "****1234"[0:4] + "…"]


def mask():
    return pick(MASKS)
