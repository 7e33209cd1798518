"""Values, names and look-alikes for redact27; one seeded generator `R`, drawn in a fixed order."""

import base64
import json
import random
import string

R = random.Random(2727)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
PW_CHARS = ALNUM + "-_.!+=*"

PEOPLE = ["Ana", "Kofi", "Priya", "Tomasz", "Mele", "Sefo", "Lagi", "Ruta", "Iosefa", "Hana", "Noa", "Keala",
          "Teuila", "Wiremu", "Salote", "Bjorn", "Ines", "Dmitri", "Yusuf", "Marta"]
PROJECTS = ["ledgerline", "quillmark", "tidepool", "fernbank", "harrowgate", "ostrich-sync", "pallet", "glimmer",
            "nightjar", "copperleaf", "runestone", "marlin-api"]
SERVICES = ["billing", "search", "exports", "notify", "ingest", "auth-proxy", "reports", "media", "payouts", "crm-sync"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
TARGETS = ["the staging db", "the prod replica", "the deploy bot", "the grafana box", "the nightly export",
           "the billing webhook", "the search cluster", "the SFTP drop", "the registry mirror", "the CI runner",
           "the payments sandbox", "the reports API"]
REGIONS = ["eu-2", "us-1", "ap-3", "eu-west", "us-east", "sa-1"]


def pick(seq):
    return seq[R.randrange(len(seq))]


def rs(chars, n):
    return "".join(chars[R.randrange(len(chars))] for _ in range(n))


def host():
    return f"{pick(['db', 'api', 'queue', 'cache', 'build', 'files'])}{R.randint(1, 9)}.{pick(PROJECTS)}.{pick(['example', 'test'])}"


def ip():
    return f"{pick(['192.0.2', '198.51.100'])}.{R.randint(2, 250)}"


def date():
    return f"2026-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def password():
    while True:
        v = rs(PW_CHARS, R.randint(12, 22))
        if sum(c.isdigit() for c in v) >= 2 and any(c.isalpha() for c in v) and v[0] in ALNUM and v[-1] in ALNUM:
            return v


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": f"svc-{pick(SERVICES)}", "iat": R.randint(1780000000, 1799999999)},
                             separators=(",", ":")).encode())
    return f"{head}.{body}.{rs(ALNUM + '-_', 43)}"


def token():
    kind = R.randrange(14)
    if kind == 0:
        return "ghp_" + rs(ALNUM, 36)
    if kind == 1:
        return "glpat-" + rs(ALNUM + "-_", 20)
    if kind == 2:
        return f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13)}-{rs(ALNUM, 24)}"
    if kind == 3:
        return "sk_live_" + rs(ALNUM, 24)
    if kind == 4:
        return "npm_" + rs(ALNUM, 36)
    if kind == 5:
        return "hf_" + rs(string.ascii_letters, 34)
    if kind == 6:
        return "hvs." + rs(ALNUM + "-_", 24)
    if kind == 7:
        return "AIza" + rs(ALNUM + "-_", 35)
    if kind == 8:
        return f"SG.{rs(ALNUM + '-_', 22)}.{rs(ALNUM + '-_', 43)}"
    if kind == 9:
        return "dckr_pat_" + rs(ALNUM + "-_", 27)
    if kind == 10:
        return "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
    if kind == 11:
        return rs(HEX, 40)
    if kind == 12:
        return rs(HEX, 32)
    return jwt()


def secret():
    """A password (40%) or a token (60%)."""
    return password() if R.random() < 0.4 else token()


def long_secret():
    """A value of 24+ characters, for cutting over two lines."""
    while True:
        v = token()
        if len(v) >= 24:
            return v


# --- look-alikes and stand-ins (never secret) ---

def sha():
    return rs(HEX, 40)


def short_sha():
    return rs(HEX, R.choice([7, 8, 12]))


def uuid():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def trace_id():
    return rs(HEX, 32)


def span_id():
    return rs(HEX, 16)


def container_id():
    return rs(HEX, R.choice([12, 64]))


def digest():
    return "sha256:" + rs(HEX, 64)


def build_no():
    return pick([f"{date().replace('-', '')}.{R.randint(1, 40)}", f"#{R.randint(1000, 99999)}",
                 f"build-{R.randint(100, 9999)}", f"v{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 99)}+{R.randint(100, 999)}"])


def ticket():
    return f"{pick(['PAY', 'OPS', 'SRCH', 'INF', 'BILL', 'QM', 'TIDE'])}-{R.randint(10, 9999)}"


def bucket():
    return f"{pick(PROJECTS)}-{pick(['logs', 'exports', 'assets', 'backups', 'media'])}-{pick(ENVS)}-{rs(LOWER, 5)}"


def short_link():
    return f"https://{pick(['go', 's', 'l'])}.{pick(PROJECTS)}.example/{rs(ALNUM, R.randint(6, 9))}"


def invite():
    return f"https://chat.{pick(PROJECTS)}.example/invite/{rs(ALNUM, R.randint(8, 10))}"


def etag():
    return '"' + rs(HEX, 32) + '"'


def request_id():
    return pick(["req_", "evt_", "ch_", "run-"]) + rs(ALNUM, R.randint(14, 24))


def vault_ref(svc=None):
    svc = svc or pick(SERVICES)
    env = pick(ENVS)
    return pick([f"vault:kv/{svc}/{env}#password", f"${{{svc.upper().replace('-', '_')}_TOKEN}}",
                 f"1Password item \"{svc} {env}\"", f"op://{env}/{svc}/credential",
                 f"secretsmanager:{svc}-{env}", f"$CI_{svc.upper().replace('-', '_')}_KEY",
                 f"{{{{ vault \"kv/{svc}\" }}}}"])


def placeholder():
    return pick(["<your-token-here>", "changeme", "REPLACE_ME", "xxxxxxxx", "<redacted>", "***", "TODO",
                 "sk_live_XXXXXXXXXXXXXXXX", "ghp_XXXXXXXXXXXXXXXXXXXX", "(in vault)", "n/a", "-"])


def lookalike():
    """One random-looking value that is public or an identifier."""
    return pick([sha, short_sha, uuid, trace_id, span_id, container_id, digest, build_no, ticket, bucket,
                 short_link, invite, request_id])()


def stand_in(svc=None):
    return vault_ref(svc) if R.random() < 0.65 else placeholder()
