"""Values, names, hosts and look-alikes for redact24; one seeded generator `R` shared by every helper."""

import base64
import json
import random
import string

R = random.Random(2426)
LOW, UP, DIG = string.ascii_lowercase, string.ascii_uppercase, string.digits
ALNUM = LOW + UP + DIG
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"

PEOPLE = ["Oda", "Brandur", "Kerensa", "Hinnerk", "Maaike", "Tiiu", "Jarosz", "Wyrsa", "Nicola", "Iolanda",
          "Ruven", "Pilvi", "Eithne", "Sämi", "Kasia", "Dorin", "Malen", "Teodor", "Yusra", "Ovid", "Hallur", "Lowena"]
PROJECTS = ["ferrol", "kestrel-api", "tarnbeck", "quillon", "marrowgate", "ostrava-sync", "pellucid", "hovland",
            "brisket", "lanternfish", "voss-ledger", "saltmarsh", "orrery", "cinderpath", "moorhen", "drystone"]
SERVICES = ["billing", "ingest", "search", "notify", "auth", "reports", "media", "ledger", "scheduler", "gateway"]
TARGETS = ["the staging db", "the payments api", "the metrics proxy", "the build cache", "the mail relay",
           "the prod replica", "the object store", "the queue broker", "the admin panel", "the sftp drop"]
USERS = ["svc_ingest", "app_rw", "deploy", "reporter", "ci-bot", "ledger_app", "backup", "grafana_ro", "sync"]
SECRET_VARS = ["DB_PASSWORD", "API_TOKEN", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "REDIS_PASSWORD", "SMTP_PASS",
               "AWS_SECRET_ACCESS_KEY", "SENTRY_AUTH_TOKEN", "NPM_TOKEN", "HF_TOKEN", "SLACK_BOT_TOKEN",
               "PGPASSWORD", "MYSQL_ROOT_PASSWORD", "OPENAI_API_KEY", "JWT_SIGNING_KEY", "REGISTRY_PASSWORD"]
PLAIN_VARS = [("HOME", "/home/{u}"), ("SHELL", "/bin/bash"), ("LANG", "C.UTF-8"), ("TERM", "xterm-256color"),
              ("PATH", "/usr/local/bin:/usr/bin:/bin"), ("HOSTNAME", "{h}"), ("NODE_ENV", "production"),
              ("LOG_LEVEL", "info"), ("TZ", "UTC"), ("PORT", "{port}"), ("APP_VERSION", "{ver}"),
              ("GIT_COMMIT", "{sha}"), ("PWD", "/srv/{p}"), ("SHLVL", "1"), ("USER", "{u}"), ("DB_HOST", "{host}"),
              ("DB_USER", "{dbu}"), ("REGION", "eu-west-1"), ("WORKERS", "4"), ("BUILD_ID", "{build}")]
FILES = [".env", ".env.production", "config/prod.env", "deploy/values.yaml", "settings/local.py", "docker-compose.yml",
         "config/database.yml", "app/config.toml", "infra/secrets.auto.tfvars", "scripts/deploy.sh", "conf/app.ini",
         ".npmrc", "k8s/deployment.yaml", "src/config/index.ts", "internal/config/config.go"]


def pick(seq):
    return seq[R.randrange(len(seq))]


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def host():
    tld = pick([".example", ".test", ".example.com", ".example.org"])
    return f"{pick(SERVICES)}-{R.randint(1, 9)}{tld}" if R.random() < 0.6 else f"{pick(PROJECTS)}{tld}"


def ip():
    return pick(["192.0.2.", "198.51.100."]) + str(R.randint(2, 250))


def password():
    n = R.randint(12, 22)
    while True:
        s = rs(ALNUM + "-_.!+=*", n)
        if any(c in DIG for c in s) and any(c in UP for c in s) and s[0] in ALNUM and s[-1] in ALNUM:
            return s


def jwt():
    head = {"alg": pick(["HS256", "RS256"]), "typ": "JWT"}
    body = {"sub": pick(USERS), "iss": "https://" + host(), "iat": R.randint(1750000000, 1790000000)}

    def enc(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{enc(head)}.{enc(body)}.{rs(B64URL, 43)}"


def token(kind=None):
    kind = kind or pick(["ghp", "glpat", "xoxb", "sk_live", "npm", "hf", "hex32", "jwt", "dckr", "skproj", "aiza",
                         "sg", "pw", "pw", "hvs", "shpat"])
    if kind == "ghp":
        return "ghp_" + rs(ALNUM, 36)
    if kind == "glpat":
        return "glpat-" + rs(ALNUM + "-_", 20)
    if kind == "xoxb":
        return f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13)}-{rs(ALNUM, 24)}"
    if kind == "sk_live":
        return pick(["sk_live_", "rk_live_"]) + rs(ALNUM, R.choice([24, 34, 99]))
    if kind == "npm":
        return "npm_" + rs(ALNUM, 36)
    if kind == "hf":
        return "hf_" + rs(ALNUM, 34)
    if kind == "hex32":
        return rs(HEX, 32)
    if kind == "jwt":
        return jwt()
    if kind == "dckr":
        return "dckr_pat_" + rs(B64URL, 27)
    if kind == "skproj":
        return "sk-proj-" + rs(B64URL, 48)
    if kind == "aiza":
        return "AIza" + rs(B64URL, 35)
    if kind == "sg":
        return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    if kind == "hvs":
        return "hvs." + rs(ALNUM, 24)
    if kind == "shpat":
        return "shpat_" + rs(HEX, 32)
    return password()


def aws_pair():
    return "AKIA" + rs(UP + "234567", 16), rs(ALNUM + "/+", 40)


# ---- look-alikes (ordinary) ----

def sha1():
    return rs(HEX, 40)


def sha256():
    return rs(HEX, 64)


def short_sha():
    return rs(HEX, R.choice([7, 8, 10, 12]))


def uuid():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def trace_id():
    return rs(HEX, 32)


def traceparent():
    return f"00-{trace_id()}-{rs(HEX, 16)}-01"


def request_id():
    return pick([lambda: "req_" + rs(ALNUM, 24), uuid, lambda: rs(UP + DIG, 26), lambda: rs(HEX, 16)])()


def etag():
    return pick(['"', 'W/"']) + rs(HEX, R.choice([16, 32, 40])) + '"'


def digest():
    return "sha256:" + sha256()


def version():
    return pick(["v", "", "go", "node-v"]) + f"{R.randint(0, 27)}.{R.randint(0, 30)}.{R.randint(0, 19)}"


def b64_data():
    plain = pick(["hello fixture {n}", "row {n} of the sample csv", "{{\"page\": {n}, \"size\": 50}}", "lorem ipsum {n}",
                  "test payload #{n}", "<note id=\"{n}\">ok</note>"]).format(n=R.randint(1, 9999))
    return base64.b64encode(plain.encode()).decode()


def ssh_pub():
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(ALNUM + "+/", 43) + f" {pick(PEOPLE).lower()}@{pick(PROJECTS)}"


def mask(kind=None):
    kind = kind or R.randrange(7)
    if kind == 0:
        return "*" * R.choice([3, 8, 12])
    if kind == 1:
        return "<redacted>"
    if kind == 2:
        return "[REDACTED]"
    if kind == 3:
        return pick(["ghp_", "sk_live_", "glpat-", "npm_", "hf_"]) + "•" * 8 + rs(ALNUM, 4)
    if kind == 4:
        return "********" + rs(ALNUM, 4)
    if kind == 5:
        return "(sensitive)"
    return "xxxxxxxx"


def ref(var=None):
    var = var or pick(SECRET_VARS)
    return pick(["${%s}" % var, "${{ secrets.%s }}" % var, f"op://{pick(PROJECTS)}/{var.lower()}/credential",
                 f"vault:secret/data/{pick(SERVICES)}#{var.lower()}", f"$({var.lower()}_from_vault)",
                 f"secretKeyRef {pick(SERVICES)}-creds/{var.lower()}"])


def placeholder():
    return pick(["YOUR_API_KEY_HERE", "<your-token>", "changeme-example", "example-password", "REPLACE_ME",
                 "sk_test_EXAMPLE", "<paste token here>", "dummy-value-for-docs", "ghp_EXAMPLEEXAMPLE", "TODO_SET_ME"])


def lookalike():
    return pick([sha1, sha256, short_sha, uuid, trace_id, request_id, digest, b64_data, version])()


def fill(s):
    return s.format(u=pick(USERS), h=host(), port=R.choice([3000, 8080, 8443, 5000, 9090]), ver=version(),
                    sha=sha1(), p=pick(PROJECTS), host=host(), dbu=pick(USERS), build=str(R.randint(1000, 99999)))


def when():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def secret_or_stand_in(sec, var=None):
    """A credential (sec) or a stand-in that is not one: mask, reference, placeholder or look-alike."""
    if sec:
        return token()
    return pick([mask, lambda: ref(var), placeholder, mask, lambda: ""])()


ID_VARS = ["TRACE_ID", "REQUEST_ID", "GIT_SHA", "IMAGE_DIGEST", "BUILD_SHA", "DEPLOY_ID", "ETAG", "RUN_UUID"]
