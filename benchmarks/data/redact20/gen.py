"""Random values for redact20. Every function draws from the one `R` that build.py seeds."""

import base64
import json
import random
import string

R = random.Random(0)
AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
WORDS = ("orbit", "maple", "cobalt", "harbor", "lunar", "falcon", "pepper", "quartz", "willow", "ember", "tundra",
         "glacier", "saffron", "violet", "mosaic", "canyon", "juniper", "nimbus", "ripple", "sierra", "tango", "umber")
MNEMO = ("abandon", "canvas", "drift", "eagle", "fossil", "gravity", "hollow", "island", "jungle", "kettle", "ladder",
         "magnet", "noodle", "oyster", "pistol", "quarter", "rescue", "saddle", "throne", "uncle", "velvet", "walnut",
         "yellow", "zebra", "anchor", "bubble", "cactus", "donkey", "elbow", "fabric", "ginger", "hazard", "iron",
         "jacket", "kidney", "lemon", "mirror", "number", "olive", "panther", "rabbit", "salmon", "ticket", "unfold")
USERS = ("deploy", "ci", "app", "svc_reports", "admin", "ops", "grafana", "backup", "etl", "api", "reader", "billing")
NAMES = ("amara", "bastian", "chidi", "dora", "ekow", "fenna", "gianni", "hamza", "ines", "jono", "kwame", "lotte",
         "mei", "nuno", "oona", "pita", "rosa", "sipho", "tamsin", "ueli", "valeria", "wanjiru", "yusuf", "zoe")
TARGETS = ("the staging db", "grafana", "the rabbit box", "prod redis", "the jenkins admin", "the sftp drop",
           "the metrics api", "the vpn", "the mail relay", "the test wallet", "the search cluster", "the crm sandbox")


def c(seq):
    return R.choice(seq)


def rs(n, al=AL):
    return "".join(R.choice(al) for _ in range(n))


def pw(lo=11, hi=18):
    mid = rs(R.randint(lo, hi) - 2, AL + "-_.!+=~^")
    return rs(1) + mid + rs(1)


def hx(n):
    return rs(n, HEX)


def b64(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode().rstrip("=")


def jwt(claims=None):
    head = base64.urlsafe_b64encode(b'{"alg":"RS256","typ":"JWT"}').decode().rstrip("=")
    body = claims or {"sub": rs(12), "aud": "api.example", "exp": R.randint(1790000000, 1800000000)}
    pay = base64.urlsafe_b64encode(json.dumps(body, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{head}.{pay}.{b64u(64)}"


def aws_id(prefix="AKIA"):
    return prefix + rs(16, string.ascii_uppercase + "234567")


def aws_secret():
    return rs(40, AL + "/+")


def uuid():
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{c('89ab')}{h[17:20]}-{h[20:]}"


def host(kind=None):
    if R.random() < 0.2:
        return f"{c(('192.0.2', '198.51.100', '203.0.113'))}.{R.randint(2, 250)}"
    return f"{kind or c(('db', 'pg', 'mq', 'cache', 'api', 'smtp', 'es', 'vault'))}-{R.randint(1, 9)}.{c(WORDS)}.{c(('example', 'test', 'example.com', 'example.org'))}"


def name():
    return c(NAMES)


def hhmm():
    return f"{R.randint(7, 22):02d}:{R.randint(0, 59):02d}"


def date():
    return f"2026-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def ts():
    return f"{date()}T{hhmm()}:{R.randint(0, 59):02d}Z"


def sha():
    return hx(40)


def digest():
    return "sha256:" + hx(64)


def mnemonic(n=12):
    return " ".join(R.sample(MNEMO, n))


def envname():
    return c(("DB_PASSWORD", "API_TOKEN", "SMTP_PASS", "REDIS_PASSWORD", "SEARCH_ADMIN_KEY", "PAGER_API_KEY",
              "MAPS_SECRET", "CRM_TOKEN", "SIGNING_SECRET", "WALLET_KEY", "DEPLOY_TOKEN", "OBS_API_KEY"))


MASKS = ("***", "[REDACTED]", "<hidden>", "********", "[MASKED]", "••••••••", "(sensitive value)", "<redacted>")


def mask():
    return c(MASKS)
