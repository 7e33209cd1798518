"""Value generators for redact39: one seeded random.Random (R, string seed "redact39"), names, hosts, credentials and
look-alikes for rows about debugging production (logs, traces, error events, alerts, agent configs, dumps, tickets).

Every credential comes from `fresh()`, so no credential value is drawn twice in the set. Look-alikes (trace and span
ids, request ids, event ids, fingerprints, commit SHAs, checksums, digests, vendor object ids, masked tokens, public
keys) come from the same generator but are never labels. All token shapes are invented to resemble the vendors'
formats; none is a real credential.
"""

import base64
import json
import random
import string

R = random.Random("redact39")
USED = set()
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"

SERVICES = ["checkout-api", "billing-worker", "search-gateway", "ledger-svc", "notify-dispatch", "auth-edge",
            "catalog-sync", "media-resizer", "orders-api", "payouts-cron", "ingest-router", "profile-svc"]
COMPANIES = ["tallowfield", "brisklane", "quillmarsh", "emberdock", "vantoria", "hollowpine", "corvex", "lumastack"]
CUSTOMERS = ["Northwind Freight", "Acme Bakeries", "Kappa Logistics", "Blue Heron Clinics", "Sorrel & Vine",
             "Pallas Robotics", "Mirador Hotels", "Quayside Books", "Orbital Dental", "Tern Analytics"]
PEOPLE = ["Ines", "Marek", "Priya", "Olu", "Hana", "Mateo", "Greta", "Yusuf", "Camille", "Ren", "Aino", "Desmond",
          "Zofia", "Haruto", "Leticia", "Sven"]
USERS = ["ines", "marek", "priya", "olu", "hana", "mateo", "greta", "yusuf", "camille", "ren", "aino", "dez"]
WORDS = ["amber", "basalt", "cedar", "delta", "ember", "fjord", "garnet", "heron", "indigo", "jasper", "kelp",
         "lumen", "mistral", "nectar", "onyx", "plover", "quill", "rowan", "sable", "thistle", "umber", "vesper"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1", "ap-northeast-1"]
NAMESPACES = ["prod", "prod-eu", "payments", "edge", "default", "platform", "staging"]


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def fresh(fn):
    for _ in range(60):
        v = fn()
        if v not in USED:
            USED.add(v)
            return v
    raise RuntimeError("could not draw a fresh value")


def svc():
    return R.choice(SERVICES)


def company():
    return R.choice(COMPANIES)


def customer():
    return R.choice(CUSTOMERS)


def person():
    return R.choice(PEOPLE)


def user():
    return R.choice(USERS)


def region():
    return R.choice(REGIONS)


def ns():
    return R.choice(NAMESPACES)


def date():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def clock():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def hm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def iso():
    return f"{date()}T{clock()}.{R.randint(0, 999):03d}Z"


def epoch_ms():
    return R.randint(1_767_000_000_000, 1_795_000_000_000)


def semver():
    return f"{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}"


def domain(c=None):
    return f"{c or company()}.example"


def host(c=None):
    c = c or company()
    return R.choice([f"db-primary.{c}.example", f"api.{c}.example", f"redis-0.{c}.internal", f"mq.{c}.internal",
                     f"pg-replica-2.{c}.internal", f"es-logs.{c}.internal", f"grafana.{c}.example",
                     f"kibana.{c}.example", f"vault.{c}.internal", f"mongo-a.{c}.internal"])


def email(c=None):
    return f"{user()}@{c or company()}.example"


def ipv4():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


def pub_ip():
    return f"203.0.113.{R.randint(2, 254)}" if R.random() < .5 else f"198.51.100.{R.randint(2, 254)}"


# ---- look-alikes (never labels) -----------------------------------------------------------------------------------

def trace_id():
    return rs(32, HEX)


def span_id():
    return rs(16, HEX)


def uuid():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha1():
    return rs(40, HEX)


def sha256():
    return rs(64, HEX)


def digest():
    return "sha256:" + sha256()


def amzn_trace():
    return f"Root=1-{rs(8, HEX)}-{rs(24, HEX)}"


def cf_ray():
    return f"{rs(16, HEX)}-{R.choice(['FRA', 'AMS', 'IAD', 'NRT', 'GRU', 'SIN'])}"


def traceparent():
    return f"00-{trace_id()}-{span_id()}-0{R.choice('01')}"


def dd_trace():
    return str(R.randint(10 ** 17, 2 ** 63 - 1))


def pod(s=None):
    return f"{s or svc()}-{rs(R.choice([9, 10]), 'bcdfghjklmnpqrstvwxz2456789')}-{rs(5, 'bcdfghjklmnpqrstvwxz2456789')}"


def pd_id():
    return "P" + rs(6, string.ascii_uppercase + "0123456789")


def stripe_obj(kind=None):
    kind = kind or R.choice(["ch_3", "pi_3", "evt_1", "cus_", "req_", "in_1", "sub_1"])
    return kind + rs(24 if kind[-1].isdigit() else 14)


def masked(prefix="sk_live_"):
    return R.choice([f"{prefix}****{rs(4)}", f"{prefix}{rs(4)}…{rs(4)}", f"{prefix}{'*' * 20}{rs(4)}",
                     f"{prefix}…{rs(4)}"])


def sentry_pub():
    return rs(32, HEX)


def dsn(c=None):
    return f"https://{sentry_pub()}@o{R.randint(100000, 999999)}.ingest.sentry.io/{R.randint(1000000, 9999999)}"


def build_id():
    return f"{R.choice(['b', 'build-', 'ci-'])}{R.randint(10000, 99999)}"


def alert_fp():
    return rs(16, HEX)


def slack_chan():
    return "C0" + rs(9, string.ascii_uppercase + "0123456789")


def akia():
    return R.choice(["AKIA", "ASIA"]) + rs(16, string.ascii_uppercase + "234567")


def acct():
    return str(R.randint(10 ** 11, 10 ** 12 - 1))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt_parts(sub=None):
    hdr = b64url(json.dumps({"alg": R.choice(["RS256", "HS256", "ES256"]), "typ": "JWT", "kid": rs(8, HEX)},
                            separators=(",", ":")).encode())
    pl = {"sub": sub or uuid(), "iss": f"https://auth.{domain()}/", "iat": 1_780_000_000 + R.randint(0, 9_000_000)}
    pl["exp"] = pl["iat"] + R.choice([900, 3600, 86400])
    pl["scope"] = R.choice(["read:orders", "admin", "write:payouts read:ledger", "openid profile"])
    return hdr, b64url(json.dumps(pl, separators=(",", ":")).encode()), pl


# ---- credentials (always fresh) -----------------------------------------------------------------------------------

def pw():
    k = R.randint(0, 4)
    if k == 0:
        return fresh(lambda: rs(R.randint(14, 24)))
    if k == 1:
        return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(["!", "#", "."]) + R.choice(WORDS).capitalize()
                     + str(R.randint(10, 9999)))
    if k == 2:
        return fresh(lambda: rs(R.randint(12, 20), ALNUM + "!#%^*-_+=?"))
    if k == 3:
        return fresh(lambda: rs(R.randint(20, 32), B64URL))
    return fresh(lambda: "-".join(R.choice(WORDS) for _ in range(R.randint(3, 4))) + str(R.randint(1, 99)))


def safe_pw():
    """A password safe inside a URL, a quoted shell word or a logfmt value."""
    k = R.randint(0, 2)
    if k == 0:
        return fresh(lambda: rs(R.randint(16, 28)))
    if k == 1:
        return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(WORDS) + str(R.randint(100, 99999)))
    return fresh(lambda: rs(R.randint(18, 30), ALNUM + "-_."))


def jwt():
    def mk():
        h, p, _ = jwt_parts()
        return f"{h}.{p}.{rs(R.choice([43, 86, 342]), B64URL)}"
    return fresh(mk)


def basic(u=None):
    """base64 of user:secret (the base64 string is the label)."""
    return fresh(lambda: base64.b64encode(f"{u or user()}:{safe_pw()}".encode()).decode())


TOKENS = {
    "stripe_live": lambda: "sk_live_51" + rs(R.choice([24, 96])),
    "stripe_rk": lambda: "rk_live_51" + rs(96),
    "stripe_whsec": lambda: "whsec_" + rs(32),
    "openai": lambda: "sk-proj-" + rs(R.choice([48, 64, 120]), B64URL),
    "ghp": lambda: "ghp_" + rs(36),
    "gho": lambda: "gho_" + rs(36),
    "glpat": lambda: "glpat-" + rs(20, B64URL),
    "slack_bot": lambda: f"xoxb-{R.randint(10 ** 10, 10 ** 12)}-{R.randint(10 ** 11, 10 ** 13)}-{rs(24)}",
    "slack_hook": lambda: rs(24),
    "discord_hook": lambda: rs(68, B64URL),
    "dd_api": lambda: rs(32, HEX),
    "dd_app": lambda: rs(40, HEX),
    "nr_license": lambda: rs(36, HEX) + "NRAL",
    "nr_user": lambda: "NRAK-" + rs(27, UPPER),
    "honeycomb": lambda: R.choice(["hcaik_01", "hcxik_01"]) + rs(56, LOWER),
    "honeycomb_classic": lambda: rs(22),
    "sentry_auth": lambda: "sntrys_" + rs(R.choice([120, 160]), B64URL),
    "sentry_user": lambda: "sntryu_" + rs(64, HEX),
    "grafana_sa": lambda: "glsa_" + rs(32) + "_" + rs(8, HEX),
    "grafana_cloud": lambda: "glc_" + rs(R.choice([100, 140]), ALNUM) + "==",
    "pagerduty": lambda: "R0" + rs(30, LOWER),
    "pd_api": lambda: "u+" + rs(18, B64URL),
    "opsgenie": lambda: f"{rs(8, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(12, HEX)}",
    "splunk_hec": lambda: f"{rs(8, HEX).upper()}-{rs(4, HEX).upper()}-{rs(4, HEX).upper()}-{rs(4, HEX).upper()}-"
                          f"{rs(12, HEX).upper()}",
    "logzio": lambda: rs(32, string.ascii_letters),
    "elastic_apikey": lambda: base64.b64encode(f"{rs(20, B64URL)}:{rs(22, B64URL)}".encode()).decode(),
    "aws_secret": lambda: rs(40, B64),
    "sts_session": lambda: "IQoJb3JpZ2luX2VjE" + rs(R.choice([300, 380]), B64),
    "twilio": lambda: rs(32, HEX),
    "sendgrid": lambda: f"SG.{rs(22, B64URL)}.{rs(43, B64URL)}",
    "mailgun": lambda: "key-" + rs(32, HEX),
    "google_api": lambda: "AIza" + rs(35, B64URL),
    "vault": lambda: "hvs." + rs(R.choice([24, 90]), B64URL),
    "npm": lambda: "npm_" + rs(36),
    "opaque": lambda: rs(R.choice([32, 40, 48]), B64URL),
    "session": lambda: rs(R.choice([32, 48, 64]), LOWER),
    "azure_sig": lambda: rs(R.choice([40, 43]), ALNUM) + R.choice(["%2B", "%2F"]) + rs(3) + "%3D",
    "s3_sig": lambda: rs(64, HEX),
    "linear": lambda: "lin_api_" + rs(40),
    "datadog_client": lambda: "pub" + rs(32, HEX),
    "metabase_secret": lambda: rs(64, HEX),
    "rabbit": lambda: rs(24),
    "webhook_hmac": lambda: rs(40, HEX),
}


def tok(kind):
    return fresh(TOKENS[kind])


def ssh_fp():
    return "SHA256:" + rs(43, B64)
