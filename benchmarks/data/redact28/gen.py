"""Values, names, hosts and encoders for redact28: one seeded `random.Random` (R), drawn in a fixed order."""

import base64
import hashlib
import json
import random
import string
import struct
import urllib.parse

R = random.Random(2828)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

PROJECTS = ["kestrel", "mangrove", "tamarind", "quokka", "saltmarsh", "baobab", "ridgeline", "okapi", "lanternfish",
            "juniper", "kudu", "marula", "pangolin", "sorghum", "ironwood", "fennec"]
SERVICES = ["billing-api", "ledger", "search", "reports", "ingest", "mailer", "auth-proxy", "exporter", "scheduler",
            "webhooks", "media", "catalog"]
USERS = ["svc-app", "deploy", "ci-bot", "backup", "readonly", "ops", "etl", "grafana", "admin", "metrics"]
PEOPLE = ["Amani", "Thandiwe", "Chipo", "Kagiso", "Wanjiru", "Nomvula", "Tendai", "Mugisha", "Lerato", "Kofi",
          "Zanele", "Baraka", "Nsimba", "Palesa", "Jabari", "Imani"]
TARGETS = ["the staging db", "the prod replica", "the grafana box", "the sftp drop", "the billing api",
           "the ledger db", "the mail relay", "the nightly export", "the redis cache", "the build server"]
WORDS = ["release", "notes", "quarterly", "report", "draft", "summary", "invoice", "export", "photos", "backup",
         "minutes", "agenda", "roadmap", "budget", "survey", "results"]


def pick(seq):
    return seq[R.randrange(len(seq))]


def chars(alphabet, n):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


def host():
    tld = pick([".example", ".test"])
    return f"{pick(SERVICES)}.{pick(PROJECTS)}{tld}" if R.random() < 0.8 else f"{pick(['192.0.2', '198.51.100'])}.{R.randint(2, 250)}"


def password(special="-_.!+=*"):
    """Letters and digits with two to four specials inside; first and last alphanumeric."""
    body = list(chars(ALNUM, R.randint(12, 20)))
    for _ in range(R.randint(2, 4)):
        body.insert(R.randint(1, len(body) - 1), pick(special))
    return "".join(body)


def url_password():
    """A password that needs percent-encoding in a URI (holds @ : / # ? % & + or a space)."""
    return password("@:/#?%&+!$ ")


def quoted_password():
    """A password holding a double or single quote, a dollar or a backslash."""
    return password("\"'$\\-_")


def token():
    kind = R.randrange(9)
    if kind == 0:
        return "ghp_" + chars(ALNUM, 36)
    if kind == 1:
        return "glpat-" + chars(ALNUM + "-_", 20)
    if kind == 2:
        return f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**11, 10**12)}-{chars(ALNUM, 24)}"
    if kind == 3:
        return "sk_live_" + chars(ALNUM, 24)
    if kind == 4:
        return "npm_" + chars(ALNUM, 36)
    if kind == 5:
        return "hf_" + chars(ALNUM, 34)
    if kind == 6:
        return chars(HEX, 40)
    if kind == 7:
        return "dckr_pat_" + chars(ALNUM + "-_", 27)
    return chars(ALNUM, 32)


def secret_value():
    return password() if R.random() < 0.5 else token()


def b64(s):
    return base64.b64encode(s.encode() if isinstance(s, str) else s).decode()


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def pct(s):
    return urllib.parse.quote(s, safe="")


def hexform(s):
    return s.encode().hex()


def base32_seed():
    return chars(B32, R.choice([16, 26, 32]))


def jwt(payload):
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{head}.{body}.{b64url(R.randbytes(32))}"


def sha256_of(text):
    return hashlib.sha256(text.encode()).hexdigest()


def rand_hex(n):
    return chars(HEX, n)


def ulid():
    return chars("0123456789ABCDEFGHJKMNPQRS"[:8], 1) + chars(CROCKFORD, 25)


def b64_lines(nbytes, width=64):
    s = b64(R.randbytes(nbytes))
    return [s[i:i + width] for i in range(0, len(s), width)]


def ed25519_pub():
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + R.randbytes(32)
    return "ssh-ed25519 " + b64(blob)


def file_name():
    return f"{pick(WORDS)}-{pick(WORDS)}-{R.randint(2019, 2026)}.{pick(['pdf', 'csv', 'tar.gz', 'zip', 'png'])}"


def ordinary_config():
    return pick([f"log_level={pick(['info', 'debug', 'warn'])}\nworkers={R.randint(2, 16)}\n",
                 f"region: {pick(['eu-west', 'af-south', 'us-east'])}\nreplicas: {R.randint(1, 9)}\n",
                 f"[server]\nport = {R.randint(3000, 9999)}\nhost = \"{host()}\"\n",
                 f"{pick(WORDS)} {pick(WORDS)} for {pick(PROJECTS)}, build {R.randint(1000, 99999)}"])
