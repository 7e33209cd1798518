"""Random values, hosts, names, masks and capture frames for redact23 (one seeded generator, `R`)."""

import base64
import json
import random
import string

R = random.Random(230523)
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
PW_EXTRA = "!-_.+=~^*"
URL_EXTRA = "-_.~"

WORDS = ("amber", "basalt", "cobalt", "dune", "ember", "fjord", "garnet", "harbor", "indigo", "juniper", "kestrel",
         "lagoon", "meadow", "nimbus", "onyx", "pewter", "quarry", "rowan", "saffron", "tundra", "umber", "vellum",
         "willow", "yarrow", "zephyr", "alder", "birch", "cinder", "delta", "ferrous", "gravel", "heron")
PEOPLE = ("Aurore", "Bastien", "Clelia", "Dries", "Elowen", "Fabrice", "Gianna", "Hanne", "Ilario", "Josse", "Katell",
          "Lieven", "Mireille", "Nando", "Odile", "Pieter", "Quirina", "Remaclus", "Sidonie", "Teun", "Ursin", "Vale",
          "Wendel", "Xavière", "Ysaline", "Zeno")
TARGETS = ("the staging db", "the billing api", "the ldap bind", "the queue broker", "the metrics cache",
           "the reporting warehouse", "the build cache", "the search cluster", "the mail relay", "the backup bucket",
           "the feature-flag service", "the sftp drop")


def pick(seq):
    return seq[R.randrange(len(seq))]


def rand(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def pw(lo=12, hi=20):
    """A password: letters and digits with a few safe symbols, at least one of each kind."""
    n = R.randint(lo, hi)
    core = [R.choice(string.ascii_uppercase), R.choice(string.ascii_lowercase), R.choice(string.digits), R.choice(PW_EXTRA)]
    core += [R.choice(ALNUM + PW_EXTRA) for _ in range(n - 4)]
    R.shuffle(core)
    return "".join(core)


def url_pw(lo=14, hi=22):
    """A password safe inside a URL without percent-encoding."""
    s = [R.choice(string.ascii_uppercase), R.choice(string.ascii_lowercase), R.choice(string.digits), R.choice(URL_EXTRA)]
    s += [R.choice(ALNUM + URL_EXTRA) for _ in range(R.randint(lo, hi) - 4)]
    R.shuffle(s)
    return "".join(s)


def b64(raw):
    return base64.b64encode(raw.encode()).decode()


def b64url_nopad(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def hexs(n):
    return rand(HEX, n)


def uuid():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def jwt():
    head = b64url_nopad(json.dumps({"alg": pick(("HS256", "RS256", "ES256")), "typ": "JWT"}, separators=(",", ":")).encode())
    body = {"sub": str(R.randint(10000, 99999)), "iss": f"https://{host()}", "exp": R.randint(1790000000, 1830000000)}
    body["scope"] = pick(("read write", "deploy", "admin", "ci"))
    pay = b64url_nopad(json.dumps(body, separators=(",", ":")).encode())
    return f"{head}.{pay}.{b64url_nopad(rbytes(32))}"


def aws_pair():
    return "AKIA" + rand(string.ascii_uppercase + "234567", 16), rand(ALNUM + "+/", 40)


def token():
    """A credential token of a random kind (the whole value is the label)."""
    k = R.randrange(16)
    if k == 0:
        return "ghp_" + rand(ALNUM, 36)
    if k == 1:
        return "glpat-" + rand(ALNUM + "-_", 20)
    if k == 2:
        return f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**11, 10**12)}-{rand(ALNUM, 24)}"
    if k == 3:
        return "sk_live_" + rand(ALNUM, 32)
    if k == 4:
        return "npm_" + rand(ALNUM, 36)
    if k == 5:
        return "hf_" + rand(ALNUM, 34)
    if k == 6:
        return "hvs." + rand(ALNUM + "-_", 24)
    if k == 7:
        return "pul-" + hexs(40)
    if k == 8:
        return rand(ALNUM, 14) + ".atlasv1." + rand(ALNUM, 60)
    if k == 9:
        return "dckr_pat_" + rand(ALNUM + "-_", 27)
    if k == 10:
        return "glc_" + rand(ALNUM, 48)
    if k == 11:
        return "key-" + hexs(32)
    if k == 12:
        return hexs(32)
    if k == 13:
        return "sk-proj-" + rand(ALNUM + "-_", 48)
    if k == 14:
        return jwt()
    return "rk_live_" + rand(ALNUM, 32)


def flat_token():
    """A token that is not a JWT (a wrapped JWT's first piece would be its public header)."""
    while True:
        v = token()
        if not v.startswith("eyJ"):
            return v


def host():
    return f"{pick(WORDS)}-{rand(LOWER_ALNUM, 4)}.{pick(('example', 'test', 'example.com', 'example.org'))}"


def ip():
    return f"{pick(('192.0.2', '198.51.100'))}.{R.randint(2, 250)}"


def user():
    return pick(("svc_", "app_", "ro_", "etl_", "")) + pick(WORDS) + pick(("", str(R.randint(1, 99))))


def proj():
    return pick(WORDS) + "-" + pick(("api", "worker", "web", "ingest", "ledger", "relay", "portal", "sync"))


def var(base=None):
    base = base or pick(("DB_PASSWORD", "API_TOKEN", "SERVICE_KEY", "BROKER_PASS", "LDAP_BIND_PW", "CACHE_AUTH",
                         "DEPLOY_TOKEN", "SMTP_PASS", "WEBHOOK_SECRET", "UPLOAD_KEY"))
    return base


def mask():
    return pick(("****", "********", "***", "[MASKED]", "<redacted>", "••••••••", "[hidden]", "xxxxxxxx", "(sensitive)"))


def ref(v=None):
    v = v or var()
    return pick((f"${{{v}}}", f"${{{{ secrets.{v} }}}}", f"op://ops/{pick(WORDS)}/password", f"vault:kv/{pick(WORDS)}#password",
                 f"${{file:/run/secrets/{v.lower()}}}", f"%{v}%", f"$({'op read op://infra/' + pick(WORDS) + '/credential'})"))


def example_key():
    """A placeholder that says it is one."""
    return pick(("EXAMPLE_" + rand(string.ascii_uppercase, 8) + "_NOT_REAL", "ghp_" + "x" * 36, "<your-api-token>",
                 "sk_test_EXAMPLEKEY" + rand(string.digits, 4), "changeme", "REPLACE_ME_" + rand(string.ascii_uppercase, 6),
                 "dummy-token-for-tests-" + rand(string.digits, 3), "AKIA" + "EXAMPLE" + rand(string.ascii_uppercase, 9)))


def lookalike():
    """A non-secret value shaped like a secret: digest, id, nonce, build id, version, base64 test data."""
    k = R.randrange(11)
    if k == 0:
        return hexs(64)
    if k == 1:
        return "sha256:" + hexs(64)
    if k == 2:
        return hexs(40)
    if k == 3:
        return uuid()
    if k == 4:
        return b64(pick(("hello fixture ", "lorem ipsum ", "test payload ", "sample row ")) + str(R.randint(1, 999)))
    if k == 5:
        return f"v{R.randint(0, 9)}.{R.randint(0, 40)}.{R.randint(0, 99)}-rc.{R.randint(1, 9)}+build.{R.randint(100, 9999)}"
    if k == 6:
        return f"bld-{R.randint(2024, 2026)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}-{hexs(7)}"
    if k == 7:
        return "nonce-" + hexs(24)
    if k == 8:
        return hexs(32)
    if k == 9:
        return "sha512-" + base64.b64encode(rbytes(64)).decode()
    return "md5:" + hexs(32)


def pubkey():
    return pick(("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rand(ALNUM + "+/", 43) + f" {pick(PEOPLE).lower()}@{pick(WORDS)}",
                 "age1" + rand("023456789acdefghjklmnpqrstuvwxyz", 58)))


def when():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def frame(cmd, out):
    """How an agent stored a tool's output: shell capture, note fence, memory JSON record, or tool_result line."""
    k = R.randrange(4)
    if k == 0:
        return f"$ {cmd}\n{out}"
    if k == 1:
        return f"Notes from `{cmd}` ({when()}):\n```\n{out}\n```"
    if k == 2:
        rec = {"kind": "observation", "tool": "shell", "cmd": cmd, "output": out, "saved": when()}
        return json.dumps(rec, ensure_ascii=False)
    return f"tool_result (exit 0) {cmd}\n{out}"


def split_at(v):
    """A break index inside v leaving at least 8 characters on each side."""
    return R.randint(8, len(v) - 8)
