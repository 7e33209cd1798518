"""Random values, names and fillers for redact34; one seeded generator, drawn in a fixed order.

Labelled kinds (the value is a credential) are in SECRET_KINDS; everything else is a look-alike filler.
No credential value is drawn twice in the set (USED).
"""

import base64
import random
import string

R = random.Random(3434)
ALNUM = string.ascii_letters + string.digits
UPPER_D = string.ascii_uppercase + string.digits
LOWER_D = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
USED = set()

PEOPLE = ["dana", "ravi", "mlopez", "ktanaka", "priya", "olu", "lena", "tom", "sam", "jonas", "ines", "wei", "yuki",
          "anya", "marco", "fatima", "noor", "pavel", "chloe", "bastian"]
USERS = ["admin", "deploy", "ci", "ops", "svc_backup", "app", "reporting", "etl_user", "grafana", "replicator",
         "svc-orders", "builder", "readonly", "migrator", "bot-release", "root", "svc_mailer", "keycloak-admin"]
PROJECTS = ["kestrel", "basalt", "lagoon", "marlin", "quokka", "fennel", "gannet", "heron", "puffin", "sorrel",
            "tarn", "umber", "wahoo", "zephyr", "cinder", "juniper", "larch", "pumice", "ibis", "mistral"]
SUFFIX = ["api", "worker", "billing", "orders", "ingest", "gateway", "mailer", "search", "auth", "reports", "web"]
DOMAINS = ["corp.example", "acme-internal.example", "shop.example", "lab.example", "northwind.example",
           "kestrel.example", "intra.example"]
HOSTS = ["db01", "pg-main", "pg-replica-2", "build-02", "bastion", "nas", "mq-1", "redis-cache", "ci-runner-3",
         "vault", "jump01", "sql-prod", "mongo-a", "ldap", "minio", "nexus", "harbor", "gitlab", "es-logs", "kafka-2",
         "edge-fra-1", "k8s-node-07"]
REGIONS = ["eu-west-1", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2", "sa-east-1", "westeurope",
           "europe-west4", "fra1", "ap-southeast-2"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
DBS = ["app", "orders", "billing", "analytics", "inventory", "auth", "reporting", "warehouse", "ledger"]
SSIDS = ["Office-5G", "LAB-NET", "WH-Floor3", "devices-iot", "Studio_Wifi", "TestLab-AP"]
LIBS = ["django", "fastapi", "sqlalchemy", "react", "next", "spring-boot", "rails", "laravel", "axum", "tokio",
        "pydantic", "express", "celery", "gin", "hibernate", "prisma"]
TABLES = ["orders", "invoices", "users", "events", "line_items", "payments", "sessions_audit", "shipments"]
FLAGS = ["checkout_v2", "new_search_ranker", "async_invoices", "dark_mode", "bulk_export", "sso_only_login",
         "edge_cache", "pg_read_replica", "rate_limit_v3", "ledger_shadow_write"]
SECRET_NAMES = ["NPM_TOKEN", "DOCKERHUB_TOKEN", "PROD_DB_PASSWORD", "SLACK_WEBHOOK_URL", "SENTRY_AUTH_TOKEN",
                "AWS_SECRET_ACCESS_KEY", "PYPI_API_TOKEN", "DEPLOY_KEY", "STRIPE_SECRET_KEY", "GH_APP_PRIVATE_KEY"]

# words for human-chosen passwords (only ever with digits/symbols added)
PW_WORDS = ["Sunflower", "Tiger", "Monday", "Rocket", "Panda", "Falcon", "Galaxy", "Summer", "Winter", "Dragon",
            "Welcome", "Kestrel", "Harbor", "Pumpkin", "Biscuit", "Orbit", "Lighthouse", "Sommer", "Printemps",
            "Girasol", "Sakura", "Maple", "Thunder", "Coffee", "Matrjoschka", "Koala", "Zebra", "Otono"]
LEET = ["P4ssw0rd", "S3cur1ty", "Adm1n", "W3lc0me", "Pr0duct10n", "St4ging", "D3pl0y", "B4ckup", "M0nitor"]
CHARS = {
    "pw": "-_.@#+!*",         # prose, yaml unquoted, shell unquoted-ish
    "pwq": "-_.@#%+=!*&^~,",  # inside double or single quotes of a config file
    "pwu": "-_.~",            # URL userinfo, no encoding needed
    "pwc": "-_.@#+=!*",       # inside a ; separated connection string (no ;)
}


def s(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def fresh(make):
    for _ in range(100):
        v = make()
        if v not in USED:
            USED.add(v)
            return v
    raise SystemExit("could not draw a fresh value")


def _password(kind):
    r = R.random()
    if r < 0.3:  # human-chosen
        w = R.choice(PW_WORDS)
        if R.random() < 0.45:
            w += R.choice(["", "_", "-", "."]) + R.choice(PW_WORDS)
        sym = R.choice(["", "", "!", "#", "@", "*"]) if kind != "pwu" else R.choice(["", "-", "_"])
        pw = w + sym + str(R.randint(7, 2099))
        return pw if len(pw) >= 9 else pw + str(R.randint(10, 99))
    if r < 0.4:  # leetspeak
        sym = R.choice(["", "!", "#", "_"]) if kind != "pwu" else R.choice(["", "_"])
        return R.choice(LEET) + sym + str(R.randint(1, 999)) + R.choice(["a", "Z", "k", "x"])
    n = R.randint(12, 28)
    v = R.choice(ALNUM) + s(ALNUM + CHARS[kind], n - 2) + R.choice(ALNUM)
    if kind == "pwu" and R.random() < 0.3:  # percent-encoded character kept as typed
        cut = R.randint(3, len(v) - 3)
        v = v[:cut] + R.choice(["%40", "%21", "%23", "%2F"]) + v[cut:]
    return v


def password(kind="pw"):
    return fresh(lambda: _password(kind))


def _uuid():
    h = s(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def _jwt():
    head = R.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9",
                     "eyJhbGciOiJSUzI1NiIsImtpZCI6Ik"])
    if head.endswith("Ik"):
        head += s(B64URL, 22) + "In0"
    return head + ".eyJ" + s(B64URL, R.randint(60, 140)) + "." + s(B64URL, R.choice([43, 86, 342]))


def _basic():
    user = R.choice(USERS)
    return base64.b64encode(f"{user}:{_password('pw')}".encode()).decode()


def _b64_of_password():
    return base64.b64encode(_password("pw").encode()).decode()


SECRET_KINDS = {
    "pw": lambda: _password("pw"),
    "pwq": lambda: _password("pwq"),
    "pwu": lambda: _password("pwu"),
    "pwc": lambda: _password("pwc"),
    "gh": lambda: "ghp_" + s(ALNUM, 36),
    "ghpat": lambda: "github_pat_11" + s(UPPER_D, 20) + "_" + s(ALNUM, 59),
    "gho": lambda: "gho_" + s(ALNUM, 36),
    "glpat": lambda: "glpat-" + s(B64URL, 20),
    "glptt": lambda: "glptt-" + s(HEX, 40),
    "slack": lambda: f"xoxb-{R.randint(10**10, 10**12)}-{R.randint(10**11, 10**13)}-{s(ALNUM, 24)}",
    "slackhook": lambda: s(ALNUM, 24),
    "discordhook": lambda: s(B64URL, 68),
    "openai": lambda: "sk-proj-" + s(B64URL, 48) + "T3BlbkFJ" + s(B64URL, 48),
    "ant": lambda: "sk-ant-api03-" + s(B64URL, 93) + "-" + s(B64URL, 6) + "AA",
    "hf": lambda: "hf_" + s(string.ascii_letters, 34),
    "npm": lambda: "npm_" + s(ALNUM, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + s(B64URL, R.randint(70, 130)),
    "sklive": lambda: "sk_live_51" + s(ALNUM, R.choice([22, 97])),
    "sktest": lambda: "sk_test_51" + s(ALNUM, R.choice([22, 97])),
    "rklive": lambda: "rk_live_51" + s(ALNUM, 97),
    "goog": lambda: "AIza" + s(B64URL, 35),
    "awssk": lambda: s(B64, 40),
    "azkey": lambda: s(B64, 86) + "==",
    "azsecret": lambda: s(ALNUM, 3) + R.choice("78") + "Q~" + s(ALNUM + "_-.~", 34),
    "sg": lambda: "SG." + s(B64URL, 22) + "." + s(B64URL, 43),
    "hvs": lambda: "hvs." + s(ALNUM + "_-", R.choice([24, 90])),
    "dckr": lambda: "dckr_pat_" + s(B64URL, 27),
    "tskey": lambda: "tskey-auth-k" + s(ALNUM, 11) + "CNTRL-" + s(ALNUM, 33),
    "jwt": _jwt,
    "hex32": lambda: s(HEX, 32),
    "hex40": lambda: s(HEX, 40),
    "hex64": lambda: s(HEX, 64),
    "hex128": lambda: s(HEX, 128),
    "tok": lambda: s(ALNUM, R.choice([32, 40, 48])),
    "telegram": lambda: f"{R.randint(10**9, 8 * 10**9)}:AA" + s(B64URL, 33),
    "shpat": lambda: "shpat_" + s(HEX, 32),
    "linear": lambda: "lin_api_" + s(ALNUM, 40),
    "mailgun": lambda: "key-" + s(HEX, 32),
    "django": lambda: "django-insecure-" + s(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    if R.random() < 0.3 else s(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50),
    "wpkey": lambda: s(ALNUM + "!@#%^&*()-_=+[]{}<>,.;:|~", 64),
    "laravel": lambda: s(B64, 43) + "=",
    "wgpriv": lambda: s(B64, 42) + R.choice("AEIMQUYcgkosw048") + "=",
    "unseal": lambda: s(B64, 43) + "=",
    "cookie": lambda: s(B64URL, R.randint(40, 64)),
    "basic": _basic,
    "b64pw": _b64_of_password,
    "wifi": lambda: R.choice(PW_WORDS) + R.choice(["-", "_", ""]) + R.choice(["Lab", "Office", "Guest"])
    + str(R.randint(10, 9999)),
    "dd": lambda: s(HEX, 32),
    "twilio": lambda: s(HEX, 32),
    "nrak": lambda: "NRAK-" + s(UPPER_D, 27),
    "sentryauth": lambda: "sntrys_eyJ" + s(B64URL, 120),
    "doctl": lambda: "dop_v1_" + s(HEX, 64),
    "cf": lambda: s(ALNUM + "_-", 40),
    "tfc": lambda: s(ALNUM, 14) + ".atlasv1." + s(ALNUM, 67),
}


def secret(kind):
    return fresh(SECRET_KINDS[kind])


# private key blocks: (kind, header, constant first-line prefix or "", total body chars)
PEM = [
    ("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 1588),
    ("PRIVATE KEY", "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg", 184),
    ("EC PRIVATE KEY", "MHcCAQEEI", 224),
    ("OPENSSH PRIVATE KEY", "", 396),
    ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1620),
]
OPENSSH_LINE1 = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"


def private_key(short=False, sep="\n"):
    """A PEM private key block; returns (text, labels). Every random body line is a label; the constant
    DER/openssh header line of the OpenSSH format is not (it is the same in every ed25519 key)."""
    choices = [p for p in PEM if p[2] < 500] if short else PEM
    kind, prefix, total = R.choice(choices)
    width = 70 if kind == "OPENSSH PRIVATE KEY" else 64
    lines, labels = [], []
    if kind == "OPENSSH PRIVATE KEY":
        lines.append(OPENSSH_LINE1)
        body = "QyNTUxOQAAACD" + s(B64, total - 70 - 13 - 8)
    else:
        body = prefix + s(B64, total - len(prefix) - 8)
    body += s(B64, 6) + "=="
    while body:
        line, body = body[:width], body[width:]
        if len(body) < 8 and body:  # keep every line a usable label
            line, body = line + body, ""
        lines.append(line)
        labels.append(line)
    for lab in labels:
        USED.add(lab)
    text = f"-----BEGIN {kind}-----{sep}" + sep.join(lines) + f"{sep}-----END {kind}-----"
    return text, labels


# ------------------------------------------------------------------ look-alike fillers
def hexs(n):
    return s(HEX, n)


def uuid():
    return _uuid()


def project():
    return f"{R.choice(PROJECTS)}-{R.choice(SUFFIX)}"


def date():
    return f"{R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def hhmm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def ver():
    return f"{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 15)}"


def ulid():
    return "01" + s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)


def pod():
    return f"{project()}-{s(LOWER_D.replace('a', ''), 9)}-{s(LOWER_D, 5)}"


def ip():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


def ak_id():
    return "AKIA" + s(string.ascii_uppercase + "234567", 16)


def cert_body(n_lines):
    lines = ["MII" + s(B64, 61)] + [s(B64, 64) for _ in range(n_lines - 2)] + [s(B64, R.randint(12, 60)) + "="]
    return "\n".join(lines)


def filler(name):
    f = {
        "proj": project, "host": lambda: R.choice(HOSTS), "dom": lambda: R.choice(DOMAINS),
        "user": lambda: R.choice(USERS), "person": lambda: R.choice(PEOPLE), "env": lambda: R.choice(ENVS),
        "region": lambda: R.choice(REGIONS), "db": lambda: R.choice(DBS), "ssid": lambda: R.choice(SSIDS),
        "lib": lambda: R.choice(LIBS), "table": lambda: R.choice(TABLES), "flag": lambda: R.choice(FLAGS),
        "SECRETNAME": lambda: R.choice(SECRET_NAMES),
        "port": lambda: str(R.choice([5432, 6379, 8080, 8443, 9000, 3000, 5672, 27017, 9200, R.randint(1024, 65535)])),
        "ver": ver, "date": date, "time": hhmm, "uuid": uuid, "ulid": ulid, "pod": pod, "ip": ip,
        "sha7": lambda: hexs(7), "sha12": lambda: hexs(12), "sha40": lambda: hexs(40), "h16": lambda: hexs(16),
        "h32": lambda: hexs(32), "h64": lambda: hexs(64), "md5": lambda: hexs(32), "H40": lambda: hexs(40).upper(),
        "n": lambda: str(R.randint(2, 250)), "n4": lambda: str(R.randint(1000, 9999)),
        "n6": lambda: str(R.randint(100000, 999999)), "n7": lambda: str(R.randint(1000000, 9999999)),
        "n9": lambda: str(R.randint(10**8, 10**9 - 1)), "runid": lambda: str(R.randint(10**9, 10**10)),
        "pct": lambda: str(R.choice([1, 5, 10, 25, 50])), "ms": lambda: str(R.randint(120, 30000)),
        "ticket": lambda: R.choice(["OPS", "INFRA", "SEC", "PLAT", "BILL", "DATA"]) + f"-{R.randint(100, 9999)}",
        "acct": lambda: str(R.randint(10**11, 10**12 - 1)),
        "ami": lambda: "ami-0" + hexs(16), "iid": lambda: "i-0" + hexs(16), "secgrp": lambda: "sg-0" + hexs(16),
        "vpc": lambda: "vpc-0" + hexs(16), "akid": ak_id,
        "edpub": lambda: s(B64, 43), "fp43": lambda: s(B64, 43), "wgpub": lambda: s(B64, 43) + "=",
        "age58": lambda: s("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), "gpgfp": lambda: hexs(40).upper(),
        "b64_86": lambda: s(B64, 86), "b64_43": lambda: s(B64, 43), "n342": lambda: s(B64URL, 342),
        "pk": lambda: "pk_live_51" + s(ALNUM, 97), "pktest": lambda: "pk_test_51" + s(ALNUM, 97),
        "mapbox": lambda: "pk.eyJ1Ijoi" + s(B64URL, 40) + "." + s(B64URL, 22),
        "stripereq": lambda: "req_" + s(ALNUM, 14), "chargeid": lambda: "ch_3" + s(ALNUM, 23),
        "fpr": lambda: ":".join(hexs(2).upper() for _ in range(32)),
        "b64fix": lambda: base64.b64encode(bytes(R.randrange(256) for _ in range(R.randint(9, 24)))).decode(),
        "cert": lambda: cert_body(R.randint(5, 9)), "pubkey": lambda: "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + s(B64, 28)
        + "\n" + s(B64, 52) + "==",
        "twsid": lambda: "AC" + hexs(32), "clientid": lambda: f"{R.randint(10**11, 10**12)}-{s(LOWER_D, 32)}",
        "kid": lambda: s(B64URL, 43), "bucket": lambda: f"{project()}-{R.choice(['assets', 'backups', 'logs'])}",
        "path": lambda: R.choice(["/srv/app/releases", "/var/lib/postgresql/16/main", "/etc/nginx/conf.d",
                                  "/opt/" + R.choice(PROJECTS) + "/current", "~/src/" + R.choice(PROJECTS),
                                  "/var/log/" + R.choice(PROJECTS), "/home/" + R.choice(PEOPLE) + "/src/shop"]),
        "opitem": lambda: f"op://{R.choice(['Infra', 'Platform', 'Shared', 'Oncall'])}/{R.choice(HOSTS)}/"
        f"{R.choice(['password', 'credential', 'token'])}",
        "smname": lambda: f"{R.choice(ENVS)}/{R.choice(PROJECTS)}/{R.choice(['db', 'api-key', 'smtp', 'stripe'])}",
        "h5": lambda: s(LOWER_D, 5), "tag": lambda: "v" + ver(), "cve": lambda: f"CVE-{R.randint(2021, 2025)}-"
        f"{R.randint(1000, 49999)}", "pr": lambda: str(R.randint(100, 9999)), "mac": lambda: ":".join(hexs(2) for _ in range(6)),
        "etag": lambda: hexs(32), "imgid": lambda: hexs(12), "serial": lambda: ":".join(hexs(2) for _ in range(16)),
    }
    if name in f:
        return f[name]()
    base = name.rstrip(string.digits)
    if base in f:
        return f[base]()
    raise KeyError(name)
