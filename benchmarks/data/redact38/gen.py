"""Value generators for redact38: one seeded random.Random (R, string seed "redact38"), names, hosts, credentials and
look-alikes for rows about a developer's own workstation (dotfiles, CLIs, keys, editor and network settings).

Every credential comes from `fresh()`, so no credential value is drawn twice in the set. Look-alikes (fingerprints,
public keys, commit SHAs, checksums, device UUIDs, account ids, key ids) come from the same generator but are never
labels. All token shapes are invented to resemble the vendors' formats; none is a real credential.
"""

import base64
import json
import random
import string

R = random.Random("redact38")
USED = set()
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

PROJECTS = ["harborlight", "mossgate", "tinderbox", "quokka-api", "saltmarsh", "fernhill-web", "lodestar",
            "pinecone-cli", "woolly", "brightwater", "cobblestone", "nightjar", "orchard-sync", "kestrel"]
ORGS = ["larchmont", "bytefjord", "plumline", "ottercraft", "gridhaven", "seastack-labs", "cinderpath"]
PEOPLE = ["Hanne", "Dario", "Mei", "Kwame", "Lucía", "Tomasz", "Ayumi", "Bruno", "Sanne", "Oksana", "Farid",
          "Chiara", "Seo-yeon", "Jonas", "Leilani", "Vikram"]
USERS = ["hanne", "dario", "mei.l", "kwame", "lucia", "tomasz", "ayumi", "bruno", "sanne", "oksana", "farid", "vik"]
WORDS = ["acorn", "birch", "canyon", "dune", "elder", "flint", "gale", "hazel", "iris", "juniper", "kiln", "lagoon",
         "maple", "nimbus", "otter", "pepper", "quartz", "reef", "spruce", "tundra", "walnut", "yarrow"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-1", "ap-southeast-2", "sa-east-1"]
MACHINES = ["mbp-m3", "thinkpad-x1", "devbox", "framework13", "mac-studio", "xps15", "nuc-lab"]


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def fresh(fn):
    for _ in range(60):
        v = fn()
        if v not in USED:
            USED.add(v)
            return v
    raise RuntimeError("could not draw a fresh value")


def proj():
    return R.choice(PROJECTS)


def org():
    return R.choice(ORGS)


def person():
    return R.choice(PEOPLE)


def user():
    return R.choice(USERS)


def region():
    return R.choice(REGIONS)


def machine():
    return R.choice(MACHINES)


def date():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def clock():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def epoch():
    return R.randint(1_767_000_000, 1_795_000_000)


def semver():
    return f"{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}"


def host(p=None):
    p = (p or proj()).split("-")[0]
    return R.choice([f"db.{p}.example", f"bastion.{p}.example", f"git.{p}.example", f"vpn.{p}.example",
                     f"pkgs.{p}.example", f"nexus.{p}.example", f"staging.{p}.example", f"k8s.{p}.example"])


def email(p=None):
    return f"{user()}@{(p or proj()).split('-')[0]}.example"


def ipv4():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


def mac():
    return ":".join(rs(2, HEX) for _ in range(6))


# ---- credentials (always fresh) -----------------------------------------------------------------------------------

def pw():
    k = R.randint(0, 4)
    if k == 0:
        return fresh(lambda: rs(R.randint(14, 24)))
    if k == 1:
        return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(["!", "#", "@", "."]) + R.choice(WORDS)
                     + str(R.randint(10, 9999)))
    if k == 2:
        return fresh(lambda: rs(R.randint(12, 20), ALNUM + "!#%^*-_+=?"))
    if k == 3:
        return fresh(lambda: rs(R.randint(20, 32), B64URL))
    return fresh(lambda: "-".join(R.choice(WORDS) for _ in range(R.randint(3, 5))))


def safe_pw():
    """A password without shell, URL, XML or quote metacharacters."""
    return fresh(lambda: rs(R.randint(14, 26)))


def jwt():
    def one():
        head = base64.urlsafe_b64encode(json.dumps({"typ": "JWT", "alg": "RS256", "kid": rs(27, B64URL)}, separators=(",", ":")).encode())
        body = base64.urlsafe_b64encode(json.dumps({
            "aud": "https://management.core.windows.net/", "iss": f"https://sts.windows.net/{uuid()}/",
            "iat": epoch(), "exp": epoch(), "oid": uuid(), "upn": email(), "tid": uuid(), "ver": "1.0"}, separators=(",", ":")).encode())
        return head.decode().rstrip("=") + "." + body.decode().rstrip("=") + "." + rs(342, B64URL)
    return fresh(one)


SHAPES = {
    "ghp": lambda: "ghp_" + rs(36),
    "gho": lambda: "gho_" + rs(36),
    "ghpfg": lambda: "github_pat_11" + rs(20, UPPER) + "_" + rs(59),
    "glpat": lambda: "glpat-" + rs(20, ALNUM + "-_"),
    "npm": lambda: "npm_" + rs(36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(140, 170), B64URL),
    "cargo": lambda: "cio" + rs(32),
    "ado": lambda: rs(52, "abcdefghijklmnopqrstuvwxyz234567"),
    "artifactory": lambda: "AKCp8" + rs(68),
    "dckr": lambda: "dckr_pat_" + rs(27, B64URL),
    "aws_secret": lambda: rs(40, ALNUM + "+/"),
    "aws_session": lambda: "IQoJb3JpZ2luX2VjE" + rs(R.randint(380, 460), ALNUM + "+/"),
    "ya29": lambda: "ya29.a0A" + rs(R.randint(190, 230), B64URL),
    "gcp_refresh": lambda: "1//0" + rs(R.randint(95, 100), B64URL),
    "doctl": lambda: "dop_v1_" + rs(64, HEX),
    "k8s_token": lambda: rs(6, LOWER) + "." + rs(16, LOWER),
    "openai": lambda: "sk-proj-" + rs(R.randint(120, 150), B64URL),
    "anthropic": lambda: "sk-ant-api03-" + rs(93, B64URL) + "AA",
    "stripe_test": lambda: "sk_test_51" + rs(96),
    "stripe_live": lambda: "rk_live_51" + rs(96),
    "slack_user": lambda: f"xoxp-{R.randint(10**11, 10**12)}-{R.randint(10**11, 10**12)}-{R.randint(10**12, 10**13)}-{rs(32, HEX)}",
    "tailscale": lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(33),
    "ngrok": lambda: rs(27) + "_" + rs(22),
    "hf": lambda: "hf_" + rs(34),
    "linear": lambda: "lin_api_" + rs(40),
    "vault": lambda: "hvs." + rs(R.randint(90, 100), B64URL),
    "sentry_user": lambda: "sntryu_" + rs(64, HEX),
    "jira": lambda: "ATATT3xFfGF0" + rs(180, B64URL + "=")[:R.randint(170, 180)],
    "wg": lambda: b64(rbytes(32)),
    "wifi": lambda: rs(R.randint(10, 20), ALNUM + "!#-_"),
    "psk_hex": lambda: rs(64, HEX),
    "totp": lambda: rs(32, B32),
    "generic32": lambda: rs(32),
    "generic40": lambda: rs(40, HEX),
    "bw_session": lambda: rs(86, B64URL[:-2] + "+/") + "==",
    "op_session": lambda: rs(43, B64URL),
}


def tok(shape):
    return fresh(SHAPES[shape])


def b64(b):
    return base64.b64encode(b).decode()


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def wrap(s, width, sep="\n"):
    return sep.join(s[i:i + width] for i in range(0, len(s), width))


def openssh_priv(kind="ed25519"):
    """Body of an OpenSSH private key (between its markers), unencrypted."""
    def one():
        if kind == "ed25519":
            s = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + b64(rbytes(R.choice([270, 282])))
        else:
            s = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn" + b64(rbytes(R.choice([980, 1000])))
        return wrap(s, 70)
    return fresh(one)


def rsa_pem(sep="\n"):
    return fresh(lambda: wrap("MIIEowIBAAKCAQEA" + b64(rbytes(R.choice([1176, 1182, 1188]))), 64, sep))


def pkcs8_pem(sep="\n"):
    return fresh(lambda: wrap("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(rbytes(R.choice([1170, 1176]))), 64, sep))


def ec_pem(sep="\n"):
    return fresh(lambda: wrap("MHcCAQEEI" + b64(rbytes(112)), 64, sep))


def pgp_secret():
    def one():
        s = "lQdGBG" + b64(rbytes(R.choice([456, 480, 504])))
        return wrap(s, 64) + "\n=" + rs(4, B64)
    return fresh(one)


def basic_auth(u):
    return fresh(lambda: b64(f"{u}:{rs(R.randint(18, 30), B64URL)}".encode()))


def basic_of(u, secret):
    return b64(f"{u}:{secret}".encode())


def ppk_private_lines():
    return fresh(lambda: wrap("AAAAI" + b64(rbytes(R.choice([36, 48]))), 64))


# ---- look-alikes (never labels) -----------------------------------------------------------------------------------

def uuid():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def uuid_upper():
    return uuid().upper()


def sha1():
    return rs(40, HEX)


def short():
    return rs(7, HEX)


def sha256():
    return rs(64, HEX)


def digest():
    return "sha256:" + sha256()


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def md5_fp():
    return ":".join(rs(2, HEX) for _ in range(16))


def ed25519_pub():
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rbytes(32))[:43]


def ecdsa_pub():
    return "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + b64(rbytes(63))[:84] + "="


def rsa_pub():
    return "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + b64(rbytes(381))


def wg_pub():
    return b64(rbytes(32))


def gpg_fp():
    return rs(40, "0123456789ABCDEF")


def gpg_keyid():
    return rs(16, "0123456789ABCDEF")


def aws_account():
    return str(R.randint(10**11, 10**12 - 1))


def aws_akid():
    return "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def aws_asia():
    return "ASIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def aws_aida():
    return "AIDA" + rs(17, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def cert_body():
    return wrap("MIIDBTCCAe2gAwIBAgII" + b64(rbytes(R.choice([570, 594, 612]))), 64)


def op_id():
    return rs(26, "abcdefghijklmnopqrstuvwxyz234567")


def serial():
    return rs(10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")


def nodekey():
    return "nodekey:" + rs(64, HEX)
