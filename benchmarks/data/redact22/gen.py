"""Random values for redact22: one seeded generator shared by every helper (stdlib only)."""

import base64
import json
import random
import string

R = random.Random(22025)

ALNUM = string.ascii_letters + string.digits
LOWER_HEX = "0123456789abcdef"
PW_EXTRA = "!*-_.+=~^"

USERS = ["deploy", "svc_app", "ci-runner", "ops", "etl", "backup", "grafana", "reporter", "api", "admin_ro",
         "mig_user", "sync", "billing", "worker", "harvest"]
NAMES = ["Oskar", "Marta", "Ilse", "Pieru", "Gavino", "Tonin", "Benedek", "Yeon-woo", "Jolie", "Amos", "Ghjuvan",
         "Lenka", "Fabrice", "Elsbeth", "Nuria", "Dieudonné", "Kasia", "Hyun", "Remy", "Ottilie"]
TARGETS = ["the staging db", "grafana", "the vpn", "the build box", "the mqtt broker", "the replica", "jenkins",
           "the sftp drop", "the metrics proxy", "redis on qa", "the admin panel", "the billing sandbox",
           "the kafka cluster", "the ldap bind", "the nas"]
SERVICES = ["billing", "ledger", "ingest", "auth", "search", "notify", "reports", "catalog", "gateway", "export"]
TLDS = [".example", ".test", ".example.com", ".example.org"]
WORDS = ["marble", "thistle", "lantern", "cobalt", "harbour", "juniper", "quartzite", "saffron", "meadowlark",
         "pemmican", "walrus", "tundra", "orchard", "falconet", "gossamer", "bramble", "kestrel", "paprika",
         "zeppelin", "mulberry", "obsidian", "tamarind", "bellwether", "cinnabar", "driftwood", "foxglove"]
CODENAMES = ["heron", "basalt", "plover", "cedar", "ember", "fjord", "garnet", "hazel", "iris", "jasper", "lichen",
             "maple", "nectar", "onyx", "pebble", "quill", "raven", "sable"]
NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "niner"]


def pick(seq):
    return seq[R.randrange(len(seq))]


def rs(n, alphabet=ALNUM):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


def hexs(n):
    return rs(n, LOWER_HEX)


def password(lo=12, hi=20):
    n = R.randint(lo, hi)
    chars = [pick(string.ascii_lowercase), pick(string.ascii_uppercase), pick(string.digits), pick(PW_EXTRA)]
    chars += [pick(ALNUM + PW_EXTRA) for _ in range(n - 4)]
    R.shuffle(chars)
    s = "".join(chars)
    return ("Q" + s) if s[0] in PW_EXTRA else s


def plain_pw(lo=10, hi=14):
    """Letters and digits only (for spelled-out forms)."""
    s = rs(R.randint(lo, hi))
    return s[:-1] + pick(string.digits)


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    body = {"sub": str(R.randint(10000, 99999)), "iat": 1780000000 + R.randint(0, 9999999),
            "scope": pick(["read", "read write", "admin", "deploy"]), "iss": "https://auth" + pick(TLDS)}
    return head + "." + b64url(json.dumps(body, separators=(",", ":")).encode()) + "." + rs(43, ALNUM + "-_")


def token(kind=None):
    kind = kind or pick(TOKEN_KINDS)
    if kind == "ghp":
        return "ghp_" + rs(36)
    if kind == "github_pat":
        return "github_pat_11" + rs(20, string.ascii_uppercase + string.digits) + "_" + rs(59)
    if kind == "glpat":
        return "glpat-" + rs(20, ALNUM + "-_")
    if kind == "xoxb":
        return f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13)}-{rs(24)}"
    if kind == "sk_live":
        return "sk_live_" + rs(R.randint(26, 34))
    if kind == "npm":
        return "npm_" + rs(36)
    if kind == "hf":
        return "hf_" + rs(34)
    if kind == "sg":
        return "SG." + rs(22, ALNUM + "-_") + "." + rs(43, ALNUM + "-_")
    if kind == "openai":
        return "sk-proj-" + rs(48, ALNUM + "-_")
    if kind == "whsec":
        return "whsec_" + rs(32)
    if kind == "dop":
        return "dop_v1_" + hexs(64)
    if kind == "hex32":
        return hexs(32)
    if kind == "anthropic":
        return "sk-ant-api03-" + rs(80, ALNUM + "-_") + "AA"
    if kind == "shpat":
        return "shpat_" + hexs(32)
    raise ValueError(kind)


TOKEN_KINDS = ["ghp", "github_pat", "glpat", "xoxb", "sk_live", "npm", "hf", "sg", "openai", "whsec", "dop",
               "hex32", "anthropic", "shpat"]


def akia():
    return "AKIA" + rs(16, string.ascii_uppercase + "234567")


def aws_secret():
    return rs(40, ALNUM + "+/")


def secret_any():
    """A password or a token, for places that take either."""
    return password() if R.random() < 0.5 else token()


def host(prefix=None):
    p = prefix or pick(SERVICES)
    if R.random() < 0.2:
        return f"198.51.100.{R.randint(2, 250)}" if R.random() < 0.5 else f"203.0.113.{R.randint(2, 250)}"
    return f"{p}-{pick(['db', 'api', 'mq', 'cache', 'int', 'edge'])}{R.randint(1, 9)}{pick(TLDS)}"


def uuid4():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def ts(day=None):
    d = day or R.randint(1, 28)
    return f"2026-{R.randint(1, 12):02d}-{d:02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def hm():
    return f"{R.randint(7, 22):02d}:{R.randint(0, 59):02d}"


def reqid():
    return pick(["req_", "rid-", "", "corr-"]) + (uuid4() if R.random() < 0.4 else rs(20, string.ascii_lowercase + string.digits))


def trace_id():
    return hexs(32)


def span_id():
    return hexs(16)


def sha1():
    return hexs(40)


def sha256():
    return hexs(64)


def integrity():
    return "sha512-" + base64.b64encode(R.randbytes(64)).decode()


def b64(s):
    return base64.b64encode(s.encode()).decode()


def mask():
    return pick(["****", "********", "<redacted>", "xxxx", "[REDACTED]", "***", "<hidden>", "xxxxxxxxxxxx", "[FILTERED]",
                 "••••••••"])


def envname(kind="PASSWORD"):
    return pick(SERVICES).upper() + "_" + kind


def ref(name=None):
    n = name or envname(pick(["PASSWORD", "TOKEN", "API_KEY", "SECRET"]))
    return pick([f"${{{n}}}", f"${n}", f"op://Engineering/{n.lower()}/credential", f"vault:secret/data/{n.lower()}#value",
                 f"ssm:/prod/{n.lower()}", f"${{{{ secrets.{n} }}}}", f"env:{n}", f"%{n}%",
                 f"arn:aws:secretsmanager:eu-west-1:{R.randint(10**11, 10**12 - 1)}:secret:{n.lower()}-{rs(6)}"])


def pem_cert():
    body = base64.b64encode(R.randbytes(R.randint(300, 420))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"


def ssh_pub():
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.b64encode(R.randbytes(32)).decode().rstrip("=") + \
        f" {pick(USERS)}@{pick(SERVICES)}"


def wg_key():
    return base64.b64encode(R.randbytes(32)).decode()


def version():
    return f"{R.randint(0, 12)}.{R.randint(0, 40)}.{R.randint(0, 30)}"


def pub_id():
    """Random-looking public values: publishable keys, analytics ids, client ids, slugs, build ids."""
    return pick([
        lambda: "pk_live_" + rs(R.randint(24, 34)),
        lambda: "pk_test_" + rs(24),
        lambda: "G-" + rs(10, string.ascii_uppercase + string.digits),
        lambda: "UA-" + str(R.randint(10**7, 10**8)) + "-" + str(R.randint(1, 9)),
        lambda: f"{R.randint(10**11, 10**12)}-{rs(32, string.ascii_lowercase + string.digits)}.apps.googleusercontent.com",
        lambda: "pk." + b64url(R.randbytes(24)) + "." + rs(22),
        lambda: f"build-{R.randint(1000, 99999)}-{hexs(7)}",
        lambda: "phc_" + rs(43),
        lambda: f"{pick(CODENAMES)}-{pick(CODENAMES)}-{R.randint(10, 99)}",
        lambda: "appl_" + rs(27),
    ])()


def spell_nato(value, style):
    out = []
    for ch in value:
        if ch.isdigit():
            out.append(DIGITS[int(ch)] if style != 2 else ch)
        elif ch.isalpha():
            w = NATO[ch.lower()]
            if ch.isupper():
                w = w.upper() if style == 0 else "capital " + w
            out.append(w)
        else:
            out.append({"-": "dash", "_": "underscore", ".": "dot", "!": "bang", "*": "star", "+": "plus",
                        "=": "equals", "~": "tilde", "^": "caret"}[ch])
    return pick([", ", " ", " - ", " / "]).join(out)


def chunked(value, seps=(". ", "... ", ", ", " - ")):
    sep = pick(list(seps))
    size = R.randint(3, 4)
    return sep.join(value[i:i + size] for i in range(0, len(value), size))


def capture(cmd, out):
    """Frame tool output the way an agent captures it."""
    style = R.randrange(4)
    if style == 0:
        return f"$ {cmd}\n{out}"
    if style == 1:
        body = "\n".join(("  ⎿  " if i == 0 else "     ") + ln for i, ln in enumerate(out.splitlines()))
        return f"● Bash({cmd})\n{body}"
    if style == 2:
        return f"Ran `{cmd}`:\n```\n{out}\n```"
    return f"tool_result (exit 0) {cmd}\n{out}"


def read_capture(path, out):
    style = R.randrange(3)
    if style == 0:
        return f"Read {path} ({len(out.splitlines())} lines)\n{out}"
    if style == 1:
        return f"$ cat {path}\n{out}"
    return f"--- {path} ---\n{out}"
