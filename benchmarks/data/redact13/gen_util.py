"""Seeded value generators shared by the redact13 row templates (stdlib only).

Every random value in the set comes from the one ``random.Random`` that build.py
creates and hands to ``G``; nothing here reads the clock or the OS entropy pool.
"""

import base64
import hashlib
import json

LOW = "abcdefghijklmnopqrstuvwxyz"
UP = LOW.upper()
DIG = "0123456789"
ALNUM = UP + LOW + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
# Password symbols exclude @ # ? / % : so a password never breaks a URL (label rule).
PW_SYMBOLS = "!$^*-_=+.~"
SYLLABLES = [
    "ka",
    "lo",
    "mir",
    "ven",
    "tus",
    "ra",
    "quo",
    "zen",
    "bel",
    "dor",
    "fi",
    "gan",
    "hup",
    "ist",
    "jor",
    "kel",
    "lum",
    "nax",
    "orb",
    "pel",
    "sar",
    "tev",
    "ul",
    "vim",
    "wex",
    "yor",
    "zal",
    "bri",
    "cor",
    "dex",
]
WORDS = [
    "atlas",
    "harbor",
    "ledger",
    "falcon",
    "orchid",
    "quartz",
    "summit",
    "tundra",
    "meadow",
    "comet",
    "bramble",
    "cinder",
    "delta",
    "ember",
    "fjord",
    "garnet",
    "hollow",
    "indigo",
    "juniper",
    "kestrel",
    "lantern",
    "marble",
    "nimbus",
    "onyx",
]
TLDS = ["internal", "corp", "dev", "io", "net", "cloud", "lan", "test"]
REGIONS = ["us-east-1", "eu-west-1", "eu-central-1", "ap-southeast-2", "us-west-2"]

# Key names a credential may sit under; ODD_KEYS are opaque ones rules rarely name.
KEYNAMES = [
    "API_KEY",
    "SECRET_KEY",
    "AUTH_TOKEN",
    "ACCESS_TOKEN",
    "PRIVATE_TOKEN",
    "SERVICE_KEY",
    "CLIENT_SECRET",
    "BEARER",
    "APP_SECRET",
    "INTEGRATION_KEY",
]
ODD_KEYS = ["hush", "k", "pp", "cred", "sesame", "opaque", "blob", "x", "phrase", "pin"]


class G:
    """Thin wrapper over one seeded Random with the value shapes the templates need."""

    def __init__(self, rng):
        self.r = rng
        self._turns = {}

    def pick(self, seq):
        return self.r.choice(seq)

    def turn(self, key, seq):
        """Next item of seq in rotation, so every variant (e.g. language) gets an equal share."""
        i = self._turns.get(key, 0)
        self._turns[key] = i + 1
        return seq[i % len(seq)]

    def n(self, lo, hi):
        return self.r.randint(lo, hi)

    def s(self, alphabet, k):
        return "".join(self.r.choice(alphabet) for _ in range(k))

    def hex(self, k):
        return self.s(HEX, k)

    def alnum(self, k):
        return self.s(ALNUM, k)

    def lower(self, k):
        return self.s(LOW + DIG, k)

    def digits(self, k):
        return self.pick("123456789") + self.s(DIG, k - 1)

    def raw(self, k):
        return bytes(self.r.getrandbits(8) for _ in range(k))

    def b64(self, nbytes):
        return base64.b64encode(self.raw(nbytes)).decode()

    def b64url(self, k):
        return self.s(B64URL, k)

    def sha256(self):
        return hashlib.sha256(self.raw(32)).hexdigest()

    def sha1(self):
        return hashlib.sha1(self.raw(20)).hexdigest()

    def uuid(self):
        h = self.hex(32)
        v = h[:12] + "4" + h[13:16] + self.pick("89ab") + h[17:]
        return f"{v[:8]}-{v[8:12]}-{v[12:16]}-{v[16:20]}-{v[20:]}"

    def word(self):
        return self.pick(WORDS)

    def name(self):
        return "".join(self.pick(SYLLABLES) for _ in range(self.n(2, 3)))

    def user(self):
        return self.pick(["deploy", "svc", "app", "ci", "admin", "ops", "bot"]) + "_" + self.name()

    def host(self):
        return f"{self.name()}-{self.word()}.{self.name()}.{self.pick(TLDS)}"

    def ip(self):
        return f"10.{self.n(0, 255)}.{self.n(0, 255)}.{self.n(1, 254)}"

    def acct(self):
        return self.digits(12)

    def region(self):
        return self.pick(REGIONS)

    def date(self):
        return f"2026-{self.n(1, 12):02d}-{self.n(1, 28):02d}"

    def ts(self):
        return f"{self.date()}T{self.n(0, 23):02d}:{self.n(0, 59):02d}:{self.n(0, 59):02d}Z"

    def ver(self):
        return f"{self.n(0, 9)}.{self.n(0, 30)}.{self.n(0, 20)}"

    def pw(self, lo=12, hi=22):
        """A password: alnum ends so prose punctuation never touches it."""
        k = self.n(lo, hi)
        mid = "".join(
            self.pick(ALNUM + PW_SYMBOLS) if self.r.random() < 0.8 else self.pick(PW_SYMBOLS)
            for _ in range(k - 2)
        )
        return self.pick(ALNUM) + mid + self.pick(ALNUM)

    def pw_plain(self, lo=12, hi=20):
        """A password with no symbols at all (for YAML, XML and quoting-heavy spots)."""
        k = self.n(lo, hi)
        while True:
            p = self.alnum(k)
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p):
                return p

    def jwt(self):
        header = {"alg": self.pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
        payload = {
            "sub": self.uuid(),
            "iat": self.n(1_760_000_000, 1_790_000_000),
            "scope": self.pick(["read", "admin", "deploy", "repo"]),
        }

        def enc(obj):
            raw = json.dumps(obj, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).decode().rstrip("=")

        return f"{enc(header)}.{enc(payload)}.{self.b64url(self.pick([43, 86]))}"

    def pem_lines(self, k=None, width=64):
        """Base64 body lines of a PEM block (random bytes, never a real key)."""
        k = k or self.n(4, 9)
        body = base64.b64encode(self.raw(48 * k + self.n(5, 40))).decode()
        return [body[i : i + width] for i in range(0, len(body), width)]

    def token(self):
        """(kind, value) for a prefixed token; prefixes are public format facts."""
        kind = self.pick(list(TOKEN_KINDS))
        return kind, TOKEN_KINDS[kind](self)

    def basic(self, user, pw):
        return base64.b64encode(f"{user}:{pw}".encode()).decode()


TOKEN_KINDS = {
    "github-pat": lambda g: "ghp_" + g.alnum(36),
    "github-fine": lambda g: "github_pat_11" + g.s(UP + DIG, 20) + "_" + g.alnum(59),
    "github-oauth": lambda g: "gho_" + g.alnum(36),
    "github-app": lambda g: "ghs_" + g.alnum(36),
    "gitlab-pat": lambda g: "glpat-" + g.s(ALNUM + "-_", 20),
    "slack-bot": lambda g: f"xoxb-{g.digits(11)}-{g.digits(13)}-{g.alnum(24)}",
    "slack-user": lambda g: f"xoxp-{g.digits(11)}-{g.digits(11)}-{g.digits(13)}-{g.hex(32)}",
    "stripe-live": lambda g: "sk_live_" + g.alnum(g.pick([24, 99])),
    "stripe-restricted": lambda g: "rk_live_" + g.alnum(24),
    "npm": lambda g: "npm_" + g.alnum(36),
    "pypi": lambda g: "pypi-AgEIcHlwaS5vcmc" + g.b64url(g.n(120, 160)),
    "sendgrid": lambda g: f"SG.{g.b64url(22)}.{g.b64url(43)}",
    "huggingface": lambda g: "hf_" + g.alnum(34),
    "openai": lambda g: "sk-proj-" + g.b64url(g.n(100, 150)),
    "anthropic": lambda g: "sk-ant-api03-" + g.b64url(93) + "AA",
    "digitalocean": lambda g: "dop_v1_" + g.hex(64),
    "shopify": lambda g: "shpat_" + g.hex(32),
    "google-api": lambda g: "AIza" + g.s(ALNUM + "-_", 35),
    "google-oauth-access": lambda g: "ya29." + g.b64url(g.n(120, 180)),
    "atlassian": lambda g: "ATATT3x" + g.b64url(180) + "=" + g.hex(8).upper(),
    "doppler": lambda g: "dp.st." + g.alnum(43),
    "linear": lambda g: "lin_api_" + g.alnum(40),
    "telegram": lambda g: f"{g.digits(10)}:AA{g.b64url(33)}",
    "mailgun": lambda g: "key-" + g.hex(32),
    "cratesio": lambda g: "cio" + g.alnum(32),
    "vault-service": lambda g: "hvs." + g.b64url(g.n(90, 100)),
}
