"""Random values, names, hosts, credentials and look-alikes for redact31; one seeded generator, drawn in a fixed order."""

import base64
import random
import string

R = random.Random(3131)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
LOWER_ALNUM = LOWER + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B62_URL = ALNUM + "-_"

PEOPLE = ["Amihan", "Bayani", "Dalisay", "Hemi", "Ana", "Sione", "Mele", "Rangi", "Tala", "Wiremu", "Losa", "Viliami",
          "Rina", "Budi", "Siti", "Aroha", "Koro", "Nanami", "Tevita", "Lani", "Mahina", "Joko", "Ayu", "Rivo"]
WORDS = ["kestrel", "basalt", "lagoon", "marlin", "coral", "tamarack", "nimbus", "quokka", "fennel", "gannet",
         "heron", "obsidian", "puffin", "reef", "sorrel", "tarn", "umber", "wahoo", "zephyr", "atoll", "cinder", "dune"]
SUFFIX = ["api", "worker", "billing", "orders", "ingest", "gateway", "mailer", "search", "auth", "reports", "cms"]
# words for human-chosen passwords; kept apart from WORDS so they never collide with project names
PW_WORDS = ["Mango", "Typhoon", "Pandan", "Kalamansi", "Volcano", "Outrigger", "Monsoon", "Breadfruit", "Papaya",
            "Longboat", "Cassava", "Frangipani", "Hibiscus", "Trevally", "Sampan", "Durian"]


def s(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def person():
    return R.choice(PEOPLE)


def word():
    return R.choice(WORDS)


LAST_PROJECT = [None]  # the project a maker drew last, so the prose can name the same one


def project():
    LAST_PROJECT[0] = f"{word()}-{R.choice(SUFFIX)}"
    return LAST_PROJECT[0]


def host(kind="db"):
    w = word()
    return R.choice([f"{kind}-{w}.internal.example", f"{w}-{kind}.{R.choice(['prod', 'stage', 'dev'])}.test",
                     f"{kind}{R.randint(1, 9)}.{w}.example"])


def ip():
    return f"{R.choice(['192.0.2', '198.51.100', '203.0.113'])}.{R.randint(2, 250)}"


def password(url_safe=False):
    """A random password, or (one in four) a human-chosen one; never shorter than 12 characters."""
    if R.random() < 0.25:
        sep = R.choice(["", "-", ".", "_"] if url_safe else ["", "-", "!", ".", "_"])
        tail = str(R.randint(10, 2099)) + ("" if url_safe else R.choice(["", "!", "?"]))
        pw = R.choice(PW_WORDS) + sep + R.choice(PW_WORDS) + tail
        if len(pw) >= 12:
            return pw
    inner = ALNUM + ("-_.~" if url_safe else "-_.!+=*@")
    n = R.randint(14, 24)
    return R.choice(ALNUM) + s(inner, n - 2) + R.choice(ALNUM)


def hexs(n):
    return s(HEX, n)


def uuid():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def b64(raw):
    return base64.b64encode(raw.encode() if isinstance(raw, str) else raw).decode()


def b64url(raw):
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def rand_b64(nbytes):
    return b64(bytes(R.randrange(256) for _ in range(nbytes)))


def jwt():
    head = b64url('{"alg":"HS256","typ":"JWT"}')
    body = b64url('{"sub":"%s","iat":%d,"role":"service"}' % (uuid(), R.randint(1750000000, 1790000000)))
    return f"{head}.{body}.{s(B62_URL, 43)}"


# vendor -> (variable names, maker); the whole value is the label
TOKENS = {
    "github": (["GITHUB_TOKEN", "GH_TOKEN", "GH_PAT"], lambda: "ghp_" + s(ALNUM, 36)),
    "github-fine": (["GITHUB_TOKEN", "GH_PAT"], lambda: "github_pat_11" + s(ALNUM, 20) + "_" + s(ALNUM, 59)),
    "gitlab": (["GITLAB_TOKEN", "GL_TOKEN"], lambda: "glpat-" + s(B62_URL, 20)),
    "npm": (["NPM_TOKEN", "NODE_AUTH_TOKEN"], lambda: "npm_" + s(ALNUM, 36)),
    "slack": (["SLACK_BOT_TOKEN"], lambda: f"xoxb-{R.randint(10**11, 10**12)}-{R.randint(10**12, 10**13)}-{s(ALNUM, 24)}"),
    "stripe": (["STRIPE_SECRET_KEY", "STRIPE_API_KEY"], lambda: "sk_live_" + s(ALNUM, 40)),
    "sendgrid": (["SENDGRID_API_KEY"], lambda: "SG." + s(B62_URL, 22) + "." + s(B62_URL, 43)),
    "openai": (["OPENAI_API_KEY"], lambda: "sk-proj-" + s(B62_URL, 56)),
    "hf": (["HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"], lambda: "hf_" + s(ALNUM, 34)),
    "datadog": (["DD_API_KEY", "DATADOG_API_KEY"], lambda: hexs(32)),
    "twilio": (["TWILIO_AUTH_TOKEN"], lambda: hexs(32)),
    "aws": (["AWS_SECRET_ACCESS_KEY"], lambda: s(ALNUM + "+/", 40)),
    "dockerhub": (["DOCKERHUB_TOKEN", "DOCKER_PASSWORD"], lambda: "dckr_pat_" + s(B62_URL, 27)),
    "pypi": (["PYPI_TOKEN", "TWINE_PASSWORD"], lambda: "pypi-AgEIcHlwaS5vcmc" + s(B62_URL, 64)),
    "cloudflare": (["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"], lambda: s(B62_URL, 40)),
    "vault": (["VAULT_TOKEN"], lambda: "hvs." + s(B62_URL, 24)),
    "jwt": (["API_TOKEN", "SERVICE_TOKEN"], jwt),
    "sentry": (["SENTRY_AUTH_TOKEN"], lambda: hexs(64)),
}
VENDORS = sorted(TOKENS)


def token(vendor=None):
    """(variable name, value)."""
    vendor = vendor or R.choice(VENDORS)
    names, make = TOKENS[vendor]
    return R.choice(names), make()


def aws_key_id():
    return "AKIA" + s(string.ascii_uppercase + "234567", 16)


# look-alikes for ordinary rows
def digest():
    return "sha256:" + hexs(64)


def git_sha():
    return hexs(40)


def placeholder(kind="password"):
    return R.choice(["changeme", "CHANGEME", f"<your-{kind}>", f"<{kind}>", "xxxxxxxx", "XXXXXXXXXXXX", "REPLACE_ME",
                     f"your-{kind}-here", "TODO", "dummy", "example"])


def env_ref(name):
    return R.choice([f"${{{name}}}", f"${name}"])


def vault_path(app, key="password"):
    return R.choice([f"vault:secret/data/{app}#{key}", f"op://{R.choice(['Eng', 'Platform', 'Ops'])}/{app}/{key}",
                     f"arn:aws:secretsmanager:{region()}:{account()}:secret:{app}/{key}-{s(ALNUM, 6)}",
                     f"projects/{app}-prod/secrets/{key}/versions/latest"])


def region():
    return R.choice(["us-east-1", "eu-west-1", "ap-southeast-2", "ap-southeast-1", "eu-central-1"])


def account():
    return str(R.randint(10**11, 10**12 - 1))


def ssh_pubkey(comment=None):
    if R.random() < 0.7:
        raw = b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + bytes(R.randrange(256) for _ in range(32)))
        kind = "ssh-ed25519"
    else:
        raw = b64(b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00"
                  + bytes(R.randrange(256) for _ in range(256)))
        kind = "ssh-rsa"
    return f"{kind} {raw} {comment or person().lower() + '@' + word()}"


def fingerprint_sha256():
    return "SHA256:" + rand_b64(32).rstrip("=")


def colon_hex(n=32):
    return ":".join(hexs(2).upper() for _ in range(n))


def sri(alg="sha512"):
    return f"{alg}-" + rand_b64({"sha256": 32, "sha384": 48, "sha512": 64}[alg])


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:" \
           f"{R.randint(0, 59):02d}Z"


def version():
    return f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 12)}"
