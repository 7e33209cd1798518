"""Random values, names and fillers for redact33; one seeded generator, drawn in a fixed order."""

import random
import string

R = random.Random(3333)
ALNUM = string.ascii_letters + string.digits
UPPER_D = string.ascii_uppercase + string.digits
LOWER_D = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
USED = set()  # every credential value drawn so far: no value is used twice in the set

USERS = ["admin", "deploy", "ci", "ops", "svc_backup", "app", "reporting", "dana", "ravi", "mlopez", "ktanaka",
         "anna.m", "jenkins", "gitlab-ci", "etl_user", "grafana", "readonly", "svc-kestrel", "builder", "olu"]
PEOPLE = ["dana", "ravi", "mlopez", "ktanaka", "priya", "olu", "lena", "tom", "sam", "jonas"]
PROJECTS = ["kestrel", "basalt", "lagoon", "marlin", "quokka", "fennel", "gannet", "heron", "puffin", "sorrel", "tarn",
            "umber", "wahoo", "zephyr", "cinder", "dune", "juniper", "larch", "ostrich", "pumice"]
SUFFIX = ["api", "worker", "billing", "orders", "ingest", "gateway", "mailer", "search", "auth", "reports", "web"]
DOMAINS = ["corp.example", "acme-internal.example", "shop.example", "lab.example", "northwind.example"]
HOSTS = ["db01", "pg-main", "build-02", "bastion", "nas", "mq-1", "redis-cache", "ci-runner-3", "vault", "jump01",
         "sql-prod", "mongo-a", "ftp-legacy", "ldap", "minio", "nexus", "harbor", "gitlab", "es-logs", "kafka-2"]
REGIONS = ["eu-west-1", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2", "sa-east-1"]
NAMESPACES = ["default", "staging", "prod", "payments", "monitoring", "data", "kestrel", "infra"]
DBS = ["app", "orders", "billing", "analytics", "inventory", "auth", "reporting", "warehouse"]
SSIDS = ["Office-5G", "LAB-NET", "WH-Floor3", "devices-iot", "Studio_Wifi", "TestLab-AP"]

# words for human-chosen passwords; the placeholder-like words appear only with digits/symbols added
PW_WORDS = ["Sunflower", "Tiger", "Monday", "Rocket", "Panda", "Falcon", "Galaxy", "Summer", "Winter", "Dragon",
            "Welcome", "Changeme", "Kestrel", "Harbor", "Basalt", "Pumpkin", "Biscuit", "Orbit", "Lighthouse",
            "Sommer", "Fruehling", "Soleil", "Girasol", "Sakura", "Maple", "Thunder", "Coffee", "Blue", "Red"]
LEET = ["P4ssw0rd", "S3cur1ty", "Adm1n", "W3lc0me", "Pr0duct10n", "St4ging", "D3pl0y", "R00tK1t", "Backup"]

# what may appear inside a password written in each quoting context
CHARS = {
    "pw": "-_.+=@",                      # unquoted in any shell
    "pwq": "-_.!@#%*+=$&^~()[];|<>?,",   # inside single quotes
    "pwd": "-_.@#%*+=&^~()[];|<>?,",     # inside double quotes (no $ ` \\ ! ")
    "pwc": "-_.@#+=",                    # cmd.exe (no % ^ & | < > !)
    "pwu": "-_.~",                       # URL userinfo without encoding
}
HUMAN_SYM = {"pw": "@_.-+", "pwq": "!#$@*&", "pwd": "#@*&%", "pwc": "#@_.", "pwu": "-_."}


def s(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def fresh(make):
    for _ in range(100):
        v = make()
        if v not in USED:
            USED.add(v)
            return v
    raise SystemExit("could not draw a fresh value")


def _password(kind):
    r = R.random()
    syms = HUMAN_SYM[kind]
    if r < 0.32:  # human-chosen: Word(+Word) + symbol + digits
        w = R.choice(PW_WORDS)
        if R.random() < 0.4:
            w += R.choice(["", "_", "-", "."]) + R.choice(PW_WORDS)
        pw = w + R.choice(["", "", R.choice(syms)]) + str(R.randint(7, 2099))
        if R.random() < 0.3:
            pw += R.choice(syms)  + R.choice(["x", "Q", "z", "7"])
        return pw if len(pw) >= 9 else pw + str(R.randint(10, 99))
    if r < 0.42:  # leetspeak
        return R.choice(LEET) + R.choice(list(syms) + [""]) + str(R.randint(1, 999)) + R.choice(["a", "Z", "k"])
    n = R.randint(10, 24)
    v = R.choice(ALNUM) + s(ALNUM + CHARS[kind], n - 2) + R.choice(ALNUM)
    if kind == "pwu" and R.random() < 0.3:  # a percent-encoded @ or ! or # in the middle, as typed in the URL
        cut = R.randint(3, len(v) - 3)
        v = v[:cut] + R.choice(["%40", "%21", "%23", "%24"]) + v[cut:]
    return v


def password(kind="pw"):
    return fresh(lambda: _password(kind))


def _pypi():
    return "pypi-AgEIcHlwaS5vcmc" + s(B64URL, R.randint(60, 120))


def _jwt():
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + s(B64URL, R.randint(40, 90)) + "." + s(B64URL, 43)


def _uuid():
    h = s(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


TOKENS = {
    "gh": lambda: "ghp_" + s(ALNUM, 36),
    "ghpat": lambda: "github_pat_11" + s(UPPER_D, 20) + "_" + s(ALNUM, 59),
    "glpat": lambda: "glpat-" + s(B64URL, 20),
    "slack": lambda: f"xoxb-{R.randint(10**10, 10**12)}-{R.randint(10**11, 10**13)}-{s(ALNUM, 24)}",
    "openai": lambda: "sk-proj-" + s(B64URL, 48),
    "ant": lambda: "sk-ant-api03-" + s(B64URL, 86) + "AA",
    "hf": lambda: "hf_" + s(string.ascii_letters, 34),
    "npm": lambda: "npm_" + s(ALNUM, 36),
    "pypi": _pypi,
    "stripe": lambda: "sk_live_" + s(ALNUM, R.choice([24, 99])),
    "goog": lambda: "AIza" + s(B64URL, 35),
    "hex32": lambda: s(HEX, 32),
    "hex40": lambda: s(HEX, 40),
    "do": lambda: "dop_v1_" + s(HEX, 64),
    "sg": lambda: "SG." + s(B64URL, 22) + "." + s(B64URL, 43),
    "awssk": lambda: s(B64, 40),
    "hvs": lambda: "hvs." + s(ALNUM + "_-", R.choice([24, 90])),
    "dckr": lambda: "dckr_pat_" + s(B64URL, 27),
    "tskey": lambda: "tskey-auth-k" + s(ALNUM, 11) + "CNTRL-" + s(ALNUM, 33),
    "cf": lambda: s(ALNUM + "_-", 40),
    "linear": lambda: "lin_api_" + s(ALNUM, 40),
    "shpat": lambda: "shpat_" + s(HEX, 32),
    "dapi": lambda: "dapi" + s(HEX, 32),
    "nrak": lambda: "NRAK-" + s(UPPER_D, 27),
    "mailgun": lambda: "key-" + s(HEX, 32),
    "jwt": _jwt,
    "heroku": _uuid,  # a Heroku API key has the shape of a UUID: still a credential
    "azkey": lambda: s(B64, 86) + "==",
    "tok": lambda: s(ALNUM, R.choice([32, 40, 48])),
    "wifi": lambda: R.choice(PW_WORDS) + R.choice(["-", "_", ""]) + R.choice(["Lab", "Office", "Floor", "Guest"])
    + str(R.randint(10, 9999)),
    "psk": lambda: s(ALNUM, R.randint(16, 32)),  # pre-shared key of a VPN / broker
}


def token(kind):
    return fresh(TOKENS[kind])


def project():
    return f"{R.choice(PROJECTS)}-{R.choice(SUFFIX)}"


def hexs(n):
    return s(HEX, n)


def uuid():
    return _uuid()


def access_key_id():
    return "AKIA" + s(string.ascii_uppercase + "234567", 16)


def _b36(n):
    return s(LOWER_D, n)


TOKENS.update({
    "azsecret": lambda: s(ALNUM, 3) + R.choice("78") + "Q~" + s(ALNUM + "_-.~", 34),
    "jenkins": lambda: "11" + s(HEX, 32),
    "swarm": lambda: "SWMTKN-1-" + _b36(50) + "-" + _b36(25),
    "kubeadm": lambda: _b36(6) + "." + _b36(16),
    "unseal": lambda: s(B64, 43) + "=",
    "ngrok": lambda: "2" + s(ALNUM, 26) + "_" + s(ALNUM, 21),
    "docean": lambda: "dop_v1_" + s(HEX, 64),
    "k3s": lambda: "K10" + s(HEX, 64) + "::server:" + s(HEX, 32),
    "rk": lambda: "rk_live_" + s(ALNUM, 24),
    "tf": lambda: s(ALNUM, 14) + ".atlasv1." + s(ALNUM, 67),
})

# words of passphrases: six letters or more, used nowhere else in the set, so each one is a label of its own
PP_WORDS = ["walrus", "tundra", "pickle", "lantern", "quiver", "marmot", "thimble", "cobalt", "gazebo", "nutmeg",
            "saddle", "paprika", "glacier", "mosaic", "zeppelin", "tangelo", "harpoon", "velvet", "kettle",
            "sprocket", "anchovy", "pelican", "trellis", "falafel", "origami", "pretzel", "turnip", "wombat",
            "bramble", "chisel"]


def passphrase():
    while True:
        words = R.sample(PP_WORDS, R.choice([3, 4, 4, 5]))
        phrase = " ".join(words)
        if phrase not in USED:
            USED.add(phrase)
            return phrase, words


def chunk():
    """A piece of a password on one side of an escape or metacharacter: 6-10 characters, letters and digits."""
    return fresh(lambda: R.choice(ALNUM) + s(ALNUM + "-_.", R.randint(4, 8)) + R.choice(ALNUM))
