"""Values, names, hosts, stand-ins and look-alikes for redact25; one seeded generator (R) shared by every helper."""

import base64
import json
import random
import string

R = random.Random(2525)
AZ = string.ascii_letters
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
PW = AN + "-_.!+=*"
URLPW = AN + "-_.~"


def pick(seq):
    return seq[R.randrange(len(seq))]


def rs(alphabet, n):
    return "".join(pick(alphabet) for _ in range(n))


def password(url=False):
    alpha = URLPW if url else PW
    while True:
        v = pick(AZ) + rs(alpha, R.randint(11, 19)) + pick(string.digits)
        if any(c.isdigit() for c in v[:-1]) and any(c.isupper() for c in v) and any(c.islower() for c in v):
            return v


def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt():
    head = b64u({"alg": pick(["HS256", "RS256"]), "typ": "JWT"})
    body = b64u({"sub": f"svc-{rs(string.ascii_lowercase, 6)}", "iat": R.randint(1760000000, 1790000000),
                 "scope": pick(["deploy", "read:all", "admin", "ci"])})
    return f"{head}.{body}.{rs(AN + '-_', 43)}"


TOKEN_KINDS = [
    lambda: "ghp_" + rs(AN, 36),
    lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59),
    lambda: "glpat-" + rs(AN + "-_", 20),
    lambda: "xoxb-" + rs(string.digits, 12) + "-" + rs(string.digits, 13) + "-" + rs(AN, 24),
    lambda: "xoxp-" + rs(string.digits, 12) + "-" + rs(string.digits, 12) + "-" + rs(string.digits, 13) + "-" + rs(HEX, 32),
    lambda: "sk_live_" + rs(AN, 24),
    lambda: "rk_live_" + rs(AN, 24),
    lambda: "npm_" + rs(AN, 36),
    lambda: "hf_" + rs(AN, 34),
    lambda: "hvs." + rs(AN + "-_", 24),
    lambda: "dckr_pat_" + rs(AN + "-_", 27),
    lambda: "sk-proj-" + rs(AN + "-_", 48),
    lambda: "AIza" + rs(AN + "-_", 35),
    lambda: "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43),
    lambda: "shpat_" + rs(HEX, 32),
    lambda: "glrt-" + rs(AN + "-_", 20),
    lambda: "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 50),
    lambda: rs(HEX, 32),
    lambda: rs(HEX, 40),
    jwt,
]


def token():
    return pick(TOKEN_KINDS)()


def secret():
    return token() if R.random() < 0.5 else password()


def aws_pair():
    return "AKIA" + rs(string.ascii_uppercase + "234567", 16), rs(AN + "+/", 40)


FIRST = ["Ama", "Bram", "Chidi", "Dilnoza", "Efua", "Floor", "Gaspard", "Hana", "Ines", "Joris", "Kemi", "Lior",
         "Marit", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sione", "Tavita", "Ulla", "Vik", "Wanjiru", "Ximena",
         "Yusuf", "Zofia", "Keoni", "Mele", "Tomasi", "Ayo", "Sekou", "Lisiate", "Renske", "Dayo", "Nalani"]
HANDLES = [n.lower() for n in FIRST] + ["ops-bot", "deploy-bot", "oncall-eu", "sre-alex", "dev.kim"]
PROJECTS = ["tidepool", "kestrel", "marlin", "saltmarsh", "breadfruit", "lagoon", "copra", "frigate", "mangrove",
            "outrigger", "reef-api", "trawler", "kava", "pandanus", "cassava", "hibiscus"]
ENVS = ["staging", "prod", "dev", "qa", "preprod", "sandbox", "eu-prod", "canary"]
SERVICES = ["billing", "ledger", "search", "notify", "ingest", "auth", "media", "reports", "queue", "payments"]
TARGETS = ["the staging db", "the prod db", "the Redis cache", "the broker", "the deploy user", "the CI runner",
           "the SMTP relay", "the metrics API", "the admin panel", "the search cluster", "the read replica",
           "the S3 uploader", "the webhook", "the registry"]
DB_USERS = ["app_rw", "app_ro", "svc_ingest", "deployer", "reporting", "migrator", "admin", "etl_user", "kafka_client"]


def host(kind=None):
    kind = kind or pick(["db", "pg", "mq", "redis", "api", "kafka", "mongo", "es", "smtp", "ch"])
    tld = pick([".example", ".test", ".example.com", ".example.org", ".internal.test"])
    return f"{kind}{R.randint(1, 9)}.{pick(ENVS)}.{pick(PROJECTS)}{tld}"


def ip():
    return pick(["192.0.2.", "198.51.100."]) + str(R.randint(2, 250))


def name():
    return pick(FIRST)


def handle():
    return pick(HANDLES)


def hhmm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def ampm():
    return f"{R.randint(1, 12)}:{R.randint(0, 59):02d} {pick(['AM', 'PM'])}"


def date():
    return f"2026-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def upper_var(base=None):
    base = base or pick(["DB", "PG", "REDIS", "ORDERS", "SMTP", "STRIPE", "SLACK", "GITHUB", "NPM", "HF", "SENTRY",
                         "DEPLOY", "REGISTRY", "BROKER", "SEARCH", "WEBHOOK"])
    return base + "_" + pick(["PASSWORD", "TOKEN", "API_KEY", "SECRET", "PASS", "AUTH_TOKEN", "KEY"])


# ---- look-alikes and stand-ins (never secrets) ----

def sha():
    return rs(HEX, 40)


def short_sha():
    return rs(HEX, R.choice([7, 8, 9]))


def sha256():
    return rs(HEX, 64)


def uuid():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def ticket():
    return f"{pick(['OPS', 'INC', 'SRE', 'PLAT', 'SEC', 'DATA', 'INFRA'])}-{R.randint(100, 9999)}"


def pr():
    return f"#{R.randint(100, 19999)}"


def channel_id():
    return "C0" + rs(string.ascii_uppercase + string.digits, 9)


def user_id():
    return "U0" + rs(string.ascii_uppercase + string.digits, 9)


def msg_ts():
    return f"{R.randint(1760000000, 1790000000)}.{R.randint(0, 999999):06d}"


def run_id():
    return str(R.randint(10 ** 9, 10 ** 10 - 1))


def version():
    return f"{R.randint(0, 9)}.{R.randint(0, 40)}.{R.randint(0, 30)}" + pick(["", "", "-rc.1", "-beta.2", "+build." + str(R.randint(10, 999))])


def timestamp():
    return f"{date()}T{hhmm()}:{R.randint(0, 59):02d}Z"


def trace_id():
    return rs(HEX, 32)


def ident():
    kind = pick(["commit", "short commit", "build id", "run id", "message id", "channel id", "user id", "UUID",
                 "file hash", "image digest", "ticket", "PR number", "trace id"])
    v = {"commit": sha, "short commit": short_sha, "build id": lambda: f"build-{R.randint(1000, 99999)}",
         "run id": run_id, "message id": msg_ts, "channel id": channel_id, "user id": user_id, "UUID": uuid,
         "file hash": sha256, "image digest": lambda: "sha256:" + sha256(), "ticket": ticket, "PR number": pr,
         "trace id": trace_id}[kind]()
    return kind, v


def mask(v=None):
    m = [lambda: "********", lambda: "****", lambda: "[REDACTED]", lambda: "<redacted>", lambda: "•••••••••",
         lambda: "***", lambda: "[hidden]", lambda: "xxxxxxxx",
         lambda: (v or token())[:4] + "…" + "****", lambda: "****" + rs(AN, 4)]
    return pick(m)()


def ref(var=None):
    var = var or upper_var()
    p, e = pick(PROJECTS), pick(ENVS)
    return pick([f"${{{{ secrets.{var} }}}}", f"${var}", f"${{{var}}}", f"op://{e}/{p}/password", f"vault:secret/{p}/{e}#{var.lower()}",
                 f"$(op read op://{e}/{p}-{pick(SERVICES)}/credential)", f"${{env:{var}}}", f"%{var}%",
                 f"arn:aws:secretsmanager:eu-west-1:{R.randint(10 ** 11, 10 ** 12 - 1)}:secret:{p}/{e}/{var.lower()}-{rs(AN, 6)}",
                 f"gcp-sm://projects/{p}/secrets/{var.lower()}/versions/latest", f"{{{{ vault \"{p}/{e}\" \"{var.lower()}\" }}}}",
                 f"$CI_{var}", f"keyvault:{p}-{e}/{var.lower().replace('_', '-')}"])


def placeholder():
    return pick(["<your-token>", "<PASSWORD>", "YOUR_API_KEY_HERE", "<paste-token-here>", "changeme-in-vault",
                 "example-password", "sk_test_EXAMPLE", "ghp_EXAMPLEEXAMPLE", "<db-password>", "REPLACE_ME",
                 "dummy-not-real", "{{ api_key }}", "__TOKEN__", "<secret>", "xxx-your-key-xxx"])


def standin(var=None):
    r = R.random()
    if r < 0.4:
        return ref(var)
    if r < 0.7:
        return mask()
    return placeholder()
