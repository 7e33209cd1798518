"""Value generators for redact36: one seeded random.Random (R, seed 3636), names, hosts, credentials and look-alikes.

Every credential comes from `fresh()`, so no credential value is drawn twice in the set. Look-alikes (UUIDs, LSNs,
GTIDs, content hashes, key ids) come from the same generator but are never labels.
"""

import base64
import hashlib
import json
import random
import string
import urllib.parse

R = random.Random(3636)
USED = set()
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
BCRYPT = "./" + string.ascii_letters + string.digits
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

PROJECTS = ["ledgerline", "parcelhub", "tidepool", "orchardpay", "quillbase", "harborview", "mosaic-crm", "fernwood",
            "kestrel", "brightdesk", "cobalt-shop", "lumen-analytics", "northwind-api", "saltmarsh", "pinecone-erp"]
PEOPLE = ["Dana", "Priya", "Mateo", "Yuki", "Olek", "Fatima", "Jonas", "Chloé", "Wei", "Aisha", "Sven", "Lucía",
          "Dmitri", "Hana", "Tomás", "Ngozi"]
DBS = ["orders", "billing", "app_production", "analytics", "crm", "inventory", "payments", "auth", "warehouse",
       "reporting", "events", "catalog", "ledger", "shop_staging"]
USERS = ["app_rw", "app_ro", "reporting", "replicator", "etl_loader", "migrator", "svc_billing", "metabase",
         "airflow", "grafana_ro", "backup_agent", "api_service", "dbt_runner", "debezium", "readonly_bi"]
HOSTS = ["db-primary.{p}.internal.example", "pg-{n}.{p}.example", "mysql-{n}.prod.{p}.example",
         "{p}-db.cluster-c{h}.eu-west-1.rds.amazonaws.com", "10.{a}.{b}.{c}", "db.{p}.example",
         "replica-{n}.{p}.example", "sql-{n}.corp.example"]
WORDS = ["Copper", "Lantern", "Maple", "Orbit", "Falcon", "Harbor", "Quartz", "Velvet", "Juniper", "Nimbus",
         "Basalt", "Cinder", "Meadow", "Tundra", "Saffron", "Glacier", "Pylon", "Ember", "Walnut", "Zephyr"]
FIRST = ["Ana", "Ben", "Carla", "Deniz", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jae", "Kofi", "Lena", "Milo",
         "Nora", "Omar", "Pia", "Quinn", "Rosa", "Sami", "Tara"]
LAST = ["Novak", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Ivanova", "García", "Schmidt", "Kowalski", "Haddad",
        "Byrne", "Costa", "Nakamura", "Petrov"]


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def fresh(fn):
    for _ in range(50):
        v = fn()
        if v not in USED:
            USED.add(v)
            return v
    raise RuntimeError("could not draw a fresh value")


def proj():
    return R.choice(PROJECTS)


def host(p=None):
    p = p or proj()
    return R.choice(HOSTS).format(p=p.split("-")[0], n=R.randint(1, 9), h=rs(10, LOWER), a=R.randint(0, 40),
                                  b=R.randint(0, 255), c=R.randint(2, 250))


def date():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def ts():
    return f"{date()} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def person():
    return R.choice(PEOPLE)


def email(dom=None):
    return f"{R.choice(FIRST).lower()}.{R.choice(LAST).lower().replace('í', 'i').replace('ç', 'c')}@{dom or proj().split('-')[0] + '.example'}"


def full_name():
    return f"{R.choice(FIRST)} {R.choice(LAST)}"


# ---- credentials (always fresh) -----------------------------------------------------------------------------------

def _pw():
    k = R.randint(0, 5)
    if k == 0:
        return rs(R.randint(16, 26))
    if k == 1:
        return R.choice(WORDS) + R.choice(WORDS) + str(R.randint(100, 9999)) + R.choice("!#%*-_")
    if k == 2:
        return rs(R.randint(14, 20), ALNUM + "!#%^*-_+=")
    if k == 3:
        return rs(32, HEX)
    if k == 4:
        return rs(R.randint(20, 28), B64URL)
    return rs(6, ALNUM) + R.choice("@:/?#") + rs(10, ALNUM)  # needs percent-encoding in a URL


def pw(url_safe=False):
    """A password; url_safe=True avoids characters that would need percent-encoding."""
    if url_safe:
        return fresh(lambda: rs(R.randint(16, 26)) if R.random() < .5 else rs(R.randint(20, 28), B64URL))
    return fresh(_pw)


def q(v):
    return urllib.parse.quote(v, safe="")


def tok(shape=None):
    shapes = {
        "ak_live": lambda: "ak_live_" + rs(32),
        "sk_live": lambda: "sk_live_" + rs(99 - 8 - 48),
        "sk_test": lambda: "sk_test_" + rs(48),
        "hex40": lambda: rs(40, HEX),
        "hex64": lambda: rs(64, HEX),
        "b64url43": lambda: rs(43, B64URL),
        "sg": lambda: "SG." + rs(22, B64URL) + "." + rs(43, B64URL),
        "pat": lambda: "pat_" + rs(8, LOWER) + "_" + rs(32),
        "uuid": lambda: uuid(),
        "session": lambda: rs(32, LOWER),
        "xoxb": lambda: f"xoxb-{R.randint(10**11, 10**12)}-{R.randint(10**11, 10**12)}-{rs(24)}",
    }
    shape = shape or R.choice(list(shapes))
    return fresh(shapes[shape])


def scram():
    return fresh(lambda: f"SCRAM-SHA-256$4096:{rs(22, B64)}==${rs(43, B64)}=:{rs(43, B64)}=")


def md5v():
    return fresh(lambda: "md5" + rs(32, HEX))


def mysql_native():
    return fresh(lambda: "*" + rs(40, "0123456789ABCDEF"))


def bcrypt():
    return fresh(lambda: f"$2{R.choice('ab')}$12${rs(53, BCRYPT)}")


def argon2():
    return fresh(lambda: f"$argon2id$v=19$m=65536,t=3,p=4${rs(22, B64.replace('+', '').replace('/', ''))}${rs(43, B64.replace('+', '').replace('/', ''))}")


def pbkdf2():
    return fresh(lambda: f"pbkdf2_sha256$870000${rs(22)}${rs(43, B64)}=")


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return fresh(lambda: f"{head}.{body}.{rs(43 if alg == 'HS256' else 342, B64URL)}")


def pem_body():
    raw = bytes(R.randrange(256) for _ in range(R.choice([1190, 1216, 1218])))
    s = b64(raw)
    return fresh(lambda: "\\n".join(s[i:i + 64] for i in range(0, len(s), 64)))


def fernet():
    return fresh(lambda: b64u(bytes(R.randrange(256) for _ in range(32))) + "=")


def aws_secret():
    return fresh(lambda: rs(40, ALNUM + "+/"))


def keyfile():
    return fresh(lambda: rs(R.choice([756, 1024]), B64))


# ---- look-alikes (never labels) -----------------------------------------------------------------------------------

def uuid():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def ulid():
    return "01J" + rs(23, CROCK)


def sha256():
    return rs(64, HEX)


def sha1():
    return rs(40, HEX)


def md5hex():
    return rs(32, HEX)


def lsn():
    return f"{R.randint(0, 0x3F):X}/{R.randint(0x1000000, 0xFFFFFFFF):X}"


def gtid():
    return f"{uuid()}:1-{R.randint(1000, 9_999_999)}"


def objectid():
    return rs(24, HEX)


def stamp():
    return f"2026{R.randint(1, 11):02d}{R.randint(1, 28):02d}{R.randint(0, 23):02d}{R.randint(0, 59):02d}{R.randint(0, 59):02d}"


def alembic_rev():
    return rs(12, HEX)


def akid():
    return "AKIA" + rs(16, string.ascii_uppercase + "234567")


def walseg():
    return f"{R.randint(1, 4):08X}{R.randint(0, 0x2F):08X}{R.randint(0, 0xFF):08X}"


def content_sha(text):
    return hashlib.sha256(text.encode()).hexdigest()


def masked(prefix="sk_live_"):
    return prefix + "…" + rs(4, LOWER)
