"""Random values, names, hosts, tokens and look-alikes for redact30; one seeded generator, drawn in a fixed order."""

import base64
import random
import string

R = random.Random(3030)
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B62_URL = ALNUM + "-_"

FIRST = ["Adaeze", "Bilal", "Chidi", "Dawit", "Efua", "Fatou", "Gebre", "Halima", "Ifeoma", "Jabari", "Kofi",
         "Lemlem", "Mariam", "Nnamdi", "Oumar", "Selam", "Tunde", "Yaw", "Zainab", "Abdi", "Moussa", "Amara"]
WORDS = ["lumen", "brisk", "cobalt", "ferro", "quill", "tamber", "ostrich", "mango", "pylon", "sable", "wren",
         "harbor", "kiln", "juniper", "orbit", "pebble", "rook", "saffron", "tundra", "vesper", "yarrow", "zinnia"]
SUFFIX = ["api", "worker", "billing", "ledger", "ingest", "gateway", "notify", "search", "auth", "export"]


def s(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def person():
    return R.choice(FIRST)


def project():
    return f"{R.choice(WORDS)}-{R.choice(SUFFIX)}"


def host(kind="svc"):
    w = R.choice(WORDS)
    return R.choice([f"{kind}-{w}.internal.example", f"{w}.{R.choice(['corp', 'dev', 'stage'])}.test",
                     f"{w}-{R.randint(1, 9)}.example"])


def ip():
    return f"{R.choice(['192.0.2', '198.51.100'])}.{R.randint(2, 250)}"


def password(lo=12, hi=22, url_safe=False):
    inner = ALNUM + ("-_.~" if url_safe else "-_.!+=*")
    n = R.randint(lo, hi)
    return R.choice(ALNUM) + s(inner, n - 2) + R.choice(ALNUM)


def hexs(n):
    return s(HEX, n)


def uuid():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def b64(raw):
    return base64.b64encode(raw.encode()).decode()


def b64url(raw):
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def _jwt():
    head = b64url('{"alg":"HS256","typ":"JWT"}')
    body = b64url('{"sub":"%s","iat":%d,"scope":"deploy"}' % (uuid(), R.randint(1700000000, 1790000000)))
    return f"{head}.{body}.{s(B62_URL, 43)}"


# (vendor, maker): the whole value is the label
TOKENS = [
    ("github", lambda: "ghp_" + s(ALNUM, 36)),
    ("github-fine", lambda: "github_pat_" + s(ALNUM, 22) + "_" + s(ALNUM, 59)),
    ("gitlab", lambda: "glpat-" + s(B62_URL, 20)),
    ("slack", lambda: f"xoxb-{R.randint(10**11, 10**12)}-{R.randint(10**11, 10**12)}-{s(ALNUM, 24)}"),
    ("stripe", lambda: "sk_live_" + s(ALNUM, 48)),
    ("npm", lambda: "npm_" + s(ALNUM, 36)),
    ("huggingface", lambda: "hf_" + s(ALNUM, 34)),
    ("vault", lambda: "hvs." + s(B62_URL, 24)),
    ("dockerhub", lambda: "dckr_pat_" + s(B62_URL, 27)),
    ("openai", lambda: "sk-proj-" + s(B62_URL, 48)),
    ("google", lambda: "AIza" + s(B62_URL, 35)),
    ("sendgrid", lambda: "SG." + s(B62_URL, 22) + "." + s(B62_URL, 43)),
    ("shopify", lambda: "shpat_" + hexs(32)),
    ("pypi", lambda: "pypi-AgEIcHlwaS5vcmc" + s(B62_URL, 60)),
    ("anthropic", lambda: "sk-ant-api03-" + s(B62_URL, 93) + "AA"),
    ("jwt", _jwt),
    ("hex32", lambda: hexs(32)),
    ("hex40", lambda: hexs(40)),
]


def token():
    return R.choice(TOKENS)[1]()


def secret_value():
    """A password or a token (60/40)."""
    return password() if R.random() < 0.4 else token()


# look-alikes for ordinary rows
def image_digest():
    return "sha256:" + hexs(64)


def short_sha():
    return hexs(R.choice([7, 8, 12]))


def request_id():
    return R.choice([lambda: "req_" + s(ALNUM, 24), uuid, lambda: hexs(32), lambda: f"{R.randint(10**18, 10**19)}",
                     lambda: "00-" + hexs(32) + "-" + hexs(16) + "-01"])()


def masked():
    return R.choice(["***", "<redacted>", "[FILTERED]", "********", "(sensitive value)", "<sensitive>",
                     "[REDACTED]", "xxxxxxxx", "(protected)", "<hidden>"])


def reference():
    v = R.choice(["db", "deploy", "registry", "billing", "smtp"])
    return R.choice([f"op://Eng/{v}-{R.choice(WORDS)}/password", f"vault:secret/data/{v}#password",
                     f"${{{v.upper()}_PASSWORD}}", f"{{{{ vault \"kv/{v}\" \"token\" }}}}",
                     f"/run/secrets/{v}_password", f"aws-sm://{v}/{R.choice(WORDS)}"])


def ssh_pubkey():
    raw = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + bytes(R.randrange(256) for _ in range(32)))
    return f"ssh-ed25519 {raw.decode()} {person().lower()}@{R.choice(WORDS)}"


def pem_cert():
    body = base64.b64encode(bytes(R.randrange(256) for _ in range(R.randint(300, 420)))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:" \
           f"{R.randint(0, 59):02d}Z"
