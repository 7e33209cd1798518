"""Value generators for redact37: one seeded random.Random (R, string seed "redact37"), names, hosts, credentials and
look-alikes for build, release and publishing rows.

Every credential comes from `fresh()`, so no credential value is drawn twice in the set. Look-alikes (commit SHAs,
digests, integrity strings, run ids, fingerprints, key ids) come from the same generator but are never labels.
All token shapes are invented to resemble the vendors' formats; none is a real credential.
"""

import base64
import hashlib
import random
import string

R = random.Random("redact37")
USED = set()
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"

PROJECTS = ["driftwood", "pebble-ui", "lanternfish", "quarry-cli", "marigold-app", "stoat", "hollowtree",
            "copperleaf", "ravenmark", "tessellate", "bramble-sdk", "wayfarer", "sundial-api", "glowworm", "inkwell"]
ORGS = ["acme-labs", "northgate", "fieldmouse-io", "bluefin-dev", "kettle-co", "orbitworks", "palisade"]
PEOPLE = ["Maren", "Kenji", "Beatriz", "Ola", "Rafael", "Ilse", "Tunde", "Sofía", "Minh", "Aleksy", "Giulia",
          "Emre", "Jiwoo", "Noor", "Pieter", "Yana"]
WORDS = ["amber", "basil", "cedar", "delta", "ember", "fjord", "garnet", "heron", "indigo", "jasper", "kelp",
         "lichen", "mango", "nectar", "onyx", "prism", "quill", "rowan", "sable", "thistle", "umber", "vale"]
BRANCHES = ["main", "release/2.4", "release/v3", "develop", "hotfix/signing", "ci/cache-fix", "trunk"]
RUNNERS = ["ubuntu-24.04", "ubuntu-22.04", "macos-14", "windows-2022", "self-hosted-arm64"]


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


def org():
    return R.choice(ORGS)


def person():
    return R.choice(PEOPLE)


def date():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def clock():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def iso():
    return f"{date()}T{clock()}.{R.randint(0, 9999999):07d}Z"


def semver():
    return f"{R.randint(0, 7)}.{R.randint(0, 30)}.{R.randint(0, 40)}"


def pre():
    v = semver()
    return v if R.random() < .7 else v + R.choice(["-rc.1", "-rc.2", "-beta.3", "-alpha.0", "-next.14"])


def host(p=None):
    p = (p or proj()).split("-")[0]
    return R.choice([f"ci.{p}.example", f"build.{p}.example", f"jenkins.{p}.example", f"git.{p}.example",
                     f"artifacts.{p}.example", f"registry.{p}.example"])


def email(p=None):
    return f"{R.choice(['release-bot', 'ci', 'maren', 'kenji.s', 'build', 'ola'])}@{(p or proj()).split('-')[0]}.example"


# ---- credentials (always fresh) -----------------------------------------------------------------------------------

def pw():
    k = R.randint(0, 4)
    if k == 0:
        return fresh(lambda: rs(R.randint(16, 26)))
    if k == 1:
        return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + str(R.randint(100, 9999))
                     + R.choice("!#%*-_"))
    if k == 2:
        return fresh(lambda: rs(R.randint(14, 22), ALNUM + "!#%^*-_+="))
    if k == 3:
        return fresh(lambda: rs(R.randint(20, 30), B64URL))
    return fresh(lambda: "-".join(R.choice(WORDS) for _ in range(4)) + "-" + str(R.randint(10, 99)))


def safe_pw():
    """A password without shell or XML metacharacters."""
    return fresh(lambda: rs(R.randint(16, 28)))


SHAPES = {
    "npm": lambda: "npm_" + rs(36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(140, 170), B64URL),
    "testpypi": lambda: "pypi-AgENdGVzdC5weXBpLm9yZw" + rs(R.randint(140, 160), B64URL),
    "cargo": lambda: "cio" + rs(32),
    "rubygems": lambda: "rubygems_" + rs(48, HEX),
    "nuget": lambda: "oy2" + rs(43, "abcdefghijklmnopqrstuvwxyz234567"),
    "ghp": lambda: "ghp_" + rs(36),
    "ghpfg": lambda: "github_pat_11" + rs(20, UPPER) + "_" + rs(59),
    "ghs": lambda: "ghs_" + rs(36),
    "gho": lambda: "gho_" + rs(36),
    "glpat": lambda: "glpat-" + rs(20, ALNUM + "-_"),
    "gldt": lambda: "gldt-" + rs(20, ALNUM + "-_"),
    "glrt": lambda: "glrt-" + rs(20, ALNUM + "-_"),
    "glcbt": lambda: "glcbt-" + rs(2, HEX) + "_" + rs(20, ALNUM + "-_"),
    "dckr": lambda: "dckr_pat_" + rs(27, B64URL),
    "artifactory": lambda: "AKCp8" + rs(68),
    "jfrog_ref": lambda: "cmVmdGtuOjAxOjE3" + rs(48),
    "ado": lambda: rs(52, "abcdefghijklmnopqrstuvwxyz234567"),
    "jenkins": lambda: "11" + rs(32, HEX),
    "bkua": lambda: "bkua_" + rs(40, HEX),
    "bkagent": lambda: rs(50, HEX),
    "circle": lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HEX),
    "atbb": lambda: "ATBB" + rs(32),
    "drone": lambda: rs(32),
    "vercel": lambda: rs(24),
    "netlify": lambda: "nfp_" + rs(36),
    "fly": lambda: "fm2_" + rs(R.randint(180, 240), B64URL),
    "heroku": lambda: "HRKU-AA" + rs(R.randint(44, 52), B64URL),
    "tfc": lambda: rs(14) + ".atlasv1." + rs(67),
    "codecov": lambda: uuid(),
    "sonar": lambda: R.choice(["sqp_", "squ_", "sqa_"]) + rs(40, HEX),
    "snyk": lambda: uuid(),
    "sentry": lambda: "sntrys_" + rs(R.randint(110, 130), B64URL),
    "coveralls": lambda: rs(32),
    "xoxb": lambda: f"xoxb-{R.randint(10**11, 10**12)}-{R.randint(10**11, 10**12)}-{rs(24)}",
    "slackhook": lambda: rs(24),
    "discord": lambda: rs(68, B64URL),
    "telegram": lambda: f"{R.randint(10**9, 8 * 10**9)}:AA{rs(33, B64URL)}",
    "mattermost": lambda: rs(26, string.ascii_lowercase + string.digits),
    "teams_sig": lambda: rs(43, B64URL),
    "feishu": lambda: uuid(),
    "dingtalk": lambda: rs(64, HEX),
    "dingsec": lambda: "SEC" + rs(64, HEX),
    "asp": lambda: "-".join(rs(4, string.ascii_lowercase) for _ in range(4)),
    "aws": lambda: rs(40, ALNUM + "+/"),
    "firebase": lambda: "1//0" + rs(R.randint(90, 100), B64URL),
    "doctl": lambda: "dop_v1_" + rs(64, HEX),
    "hfhook": lambda: rs(40, HEX),
    "generic40": lambda: rs(40, HEX),
    "generic32": lambda: rs(32),
}


def tok(shape):
    return fresh(SHAPES[shape])


def b64(b):
    return base64.b64encode(b).decode()


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def pem(prefix, nbytes, sep="\n"):
    """A private-key PEM body (between the markers): base64 of random bytes behind a fixed DER-looking prefix."""
    def one():
        s = prefix + b64(rbytes(nbytes))
        return sep.join(s[i:i + 64] for i in range(0, len(s), 64))
    return fresh(one)


def rsa_body(sep="\n"):
    return pem("MIIEpAIBAAKCAQEA", R.choice([1180, 1184, 1188]), sep)


def pkcs8_rsa_body(sep="\n"):
    return pem("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", R.choice([1176, 1182]), sep)


def p8_body(sep="\n"):
    return pem("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 102, sep)


def openssh_body():
    def one():
        s = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + b64(rbytes(300))
        return "\n".join(s[i:i + 70] for i in range(0, len(s), 70))
    return fresh(one)


def pgp_secret_body():
    def one():
        s = "lFgEZ" + b64(rbytes(R.choice([420, 444, 468])))
        lines = [s[i:i + 64] for i in range(0, len(s), 64)]
        return "\n".join(lines) + "\n=" + rs(4, B64)
    return fresh(one)


def cosign_body():
    def one():
        s = "eyJrZGYiOnsibmFtZSI6InNjcnlwdCIsInBhcmFtcyI6eyJOIjozMjc2OCwiciI6OCwicCI6MX0sInNhbHQiOi" + b64(rbytes(330))
        return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))
    return fresh(one)


def docker_auth(user):
    return fresh(lambda: b64(f"{user}:{rs(R.randint(20, 32), B64URL)}".encode()))


# ---- look-alikes (never labels) -----------------------------------------------------------------------------------

def uuid():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha1():
    return rs(40, HEX)


def short():
    return rs(7, HEX)


def sha256():
    return rs(64, HEX)


def digest():
    return "sha256:" + sha256()


def sha512_integrity():
    return "sha512-" + b64(rbytes(64))


def sha1_integrity():
    return "sha1-" + b64(rbytes(20))


def run_id():
    return str(R.randint(10**9, 2 * 10**10))


def job_id():
    return str(R.randint(10**10, 4 * 10**10))


def fingerprint():
    return rs(40, "0123456789ABCDEF")


def colon_fp(n=32):
    return ":".join(rs(2, "0123456789ABCDEF") for _ in range(n))


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def ed25519_pub():
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rbytes(32))[:43]


def ec_pub_body():
    s = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + b64(rbytes(63))
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def cert_body():
    s = "MIIC" + b64(rbytes(R.choice([510, 522, 534])))
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def sig_b64():
    return "MEUCI" + b64(rbytes(66))[:91]


def rekor_uuid():
    return "24296fb24b8ad77a" + rs(64, HEX)


def key_id10():
    return rs(10, string.ascii_uppercase + string.digits)


def team_id():
    return rs(10, string.ascii_uppercase + string.digits)


def vercel_id(prefix):
    return prefix + rs(24)


def tfc_id(prefix):
    return prefix + rs(16)


def go_sum():
    return "h1:" + b64(rbytes(32))


def content_sha(text):
    return hashlib.sha256(text.encode()).hexdigest()
