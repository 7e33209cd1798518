"""Values, tokens, names, hosts, stand-ins and look-alikes for redact26 (one seeded generator, `R`)."""

import base64
import json
import random
import string
import uuid

R = random.Random(2626)
AL = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
PW_CH = AL + "-_.!+=*"
URL_CH = AL + "-_.~"


def rs(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def pw(url=False):
    while True:
        v = rs(AL, 2) + rs(URL_CH if url else PW_CH, R.randint(10, 18)) + rs(AL, 2)
        if sum(c.isdigit() for c in v) >= 2 and any(c.isupper() for c in v):
            return v


def hexs(n):
    return rs(HEX, n)


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = {"sub": str(R.randint(1000, 99999)), "iat": R.randint(1_700_000_000, 1_790_000_000), "role": pick(ROLES)}
    sig = b64url(bytes(R.randrange(256) for _ in range(32)))
    return f"{head}.{b64url(json.dumps(body, separators=(',', ':')).encode())}.{sig}"


TOKEN_KINDS = [
    lambda: "ghp_" + rs(AL, 36),
    lambda: "github_pat_" + rs(AL, 22) + "_" + rs(AL, 59),
    lambda: "glpat-" + rs(AL + "-_", 20),
    lambda: "xoxb-" + str(R.randint(10**10, 10**12)) + "-" + str(R.randint(10**10, 10**12)) + "-" + rs(AL, 24),
    lambda: "sk_live_" + rs(AL, 28),
    lambda: "rk_live_" + rs(AL, 28),
    lambda: "npm_" + rs(AL, 36),
    lambda: "hf_" + rs(string.ascii_letters, 34),
    lambda: "hvs." + rs(AL + "_-", 24),
    lambda: "dckr_pat_" + rs(AL + "-_", 27),
    lambda: "sk-proj-" + rs(AL + "-_", 48),
    lambda: "AIza" + rs(AL + "-_", 35),
    lambda: "SG." + rs(AL + "-_", 22) + "." + rs(AL + "-_", 43),
    lambda: "shpat_" + hexs(32),
    lambda: "pypi-AgEIcHlwaS5vcmc" + rs(AL + "-_", 50),
    lambda: "glrt-" + rs(AL + "-_", 20),
    lambda: hexs(32),
    lambda: hexs(40),
    jwt,
]


def token():
    return R.choice(TOKEN_KINDS)()


def aws_pair():
    return "AKIA" + rs(string.ascii_uppercase + "234567", 16), rs(AL + "/+", 40)


def secret_value():
    return pw() if R.random() < 0.45 else token()


def pick(seq):
    return R.choice(seq)


ROLES = ["admin", "reader", "svc", "ops", "editor"]
FIRST = ["ayla", "bruno", "chidi", "dara", "emeka", "farid", "greta", "hana", "ines", "joaquin", "kaveh", "lior",
         "mele", "nuno", "oksana", "pita", "quinn", "rosa", "sani", "tove", "uri", "vesna", "wiremu", "ximena",
         "yusra", "zeno"]
PROJECTS = ["ledgerly", "tidepool", "quillmark", "orchardctl", "brightfern", "mossgate", "kilnworks", "harborview",
            "sparrowdb", "lanternapi", "pebblesync", "cobaltrun", "juniperhub", "saltmarsh", "fernweh"]
SERVICES = ["billing", "auth", "search", "ingest", "notify", "reports", "payments", "catalog", "uploads", "ledger"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preview"]
TARGETS = ["the staging db", "the prod db", "the seed user", "the billing webhook", "the search cluster",
           "the deploy bot", "the test fixture user", "the analytics warehouse", "the SMTP relay",
           "the artifact registry", "the queue broker", "the payments sandbox"]


def name():
    return pick(FIRST)


def proj():
    return pick(PROJECTS)


def host():
    r = R.random()
    if r < 0.3:
        return f"192.0.2.{R.randint(2, 254)}"
    if r < 0.45:
        return f"198.51.100.{R.randint(2, 254)}"
    return f"{pick(SERVICES)}-{pick(ENVS)}.{proj()}.{pick(['example', 'test'])}"


def user():
    return pick(["app", "svc_" + pick(SERVICES), pick(FIRST), "deploy", "migrator", "readonly", "etl"])


def sha(n=40):
    return hexs(n)


def uid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def b64(n):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(n))).decode()


def sri():
    return "sha512-" + b64(64)


def date():
    return f"2026-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def ts():
    return f"{date()}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def ver():
    return f"{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 40)}"


def envvar(kind="pw"):
    base = pick(["DB", "PG", "MYSQL", "REDIS", "SMTP", "BROKER", "WAREHOUSE", pick(SERVICES).upper()])
    return base + ("_PASSWORD" if kind == "pw" else pick(["_TOKEN", "_API_KEY", "_SECRET", "_ACCESS_TOKEN"]))


def ref(var=None):
    var = var or envvar(pick(["pw", "tok"]))
    return pick([f"${{{var}}}", f"${var}", f"${{{{ secrets.{var} }}}}", f"op://{proj()}/{var.lower()}/credential",
                 f"vault:secret/data/{proj()}/{pick(ENVS)}#{var.lower()}", f"{{{{ env \"{var}\" }}}}",
                 f"arn:aws:secretsmanager:eu-west-1:{R.randint(10**11, 10**12 - 1)}:secret:{var.lower()}-{rs(AL, 6)}",
                 f"gcp-sm://projects/{proj()}/secrets/{var.lower()}/versions/latest"])


def placeholder():
    return pick(["<your-token-here>", "YOUR_API_KEY", "<password>", "xxxxxxxxxxxxxxxx", "REPLACE_ME", "changeme",
                 "example-token", "<redacted>", "********", "TODO-set-in-vault", "dummy", "not-a-real-secret",
                 "${PASSWORD}", "<insert key>", "sk_live_XXXXXXXXXXXXXXXX", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"])


def mask():
    return pick(["****", "********", "•••••••", "[MASKED]", "<hidden>", "REDACTED", "sk_live_****" + rs(AL, 4),
                 "ghp_…" + rs(AL, 4), "xxxx" + rs(string.digits, 4)])


FAKE_PW = ["password123", "hunter2", "Passw0rd!", "letmein", "123456", "qwerty", "abc", "short", "P@ssword1",
           "correct horse battery staple", "aaaaaaaa", "Password", "12345678", "iloveyou", "admin", "secret"]


def lookalike():
    """A value that is not a credential but looks like one: hashes, ids, digests, encoded data."""
    return pick([lambda: sha(40), lambda: sha(64), lambda: uid(), lambda: "sha256:" + sha(64), lambda: sri(),
                 lambda: b64(R.choice([12, 18, 24, 33])), lambda: sha(32), lambda: "sha1-" + b64(20)])()
