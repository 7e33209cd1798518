"""Random values, token shapes, hosts, names, masks and references for redact19 (stdlib only)."""

import base64
import string

AL = string.ascii_letters + string.digits
LOW = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
SYM = "!*-_.+="
WORDS = ("amber anchor basil birch cedar cobalt copper delta ember falcon fennel garnet harbor hazel indigo "
         "juniper kestrel lantern linen maple marble meadow nectar nickel oak onyx orchid pebble pepper quartz "
         "raven river saffron salt shadow sierra slate sparrow tango thistle tundra velvet walnut willow yarrow "
         "zephyr").split()
NAMES = ("ana bo chidi dana emre farah goran hana ivo jonas kemal lucia mateo noor oskar priya quinn rafa sofia "
         "tomas uma viktor wen yusuf zara").split()
TARGETS = ("the staging db", "grafana", "the build server", "the prod replica", "the vpn", "jenkins", "the router",
           "the registry", "rabbitmq", "the ldap admin", "the wifi", "the kafka cluster", "sonarqube", "the nas",
           "the mail relay", "argo cd", "the backup bucket", "keycloak")


class G:
    def __init__(self, rng):
        self.r = rng

    def pick(self, seq):
        return self.r.choice(seq)

    def chars(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hex(self, n):
        return self.chars(HEX, n)

    def b64(self, nbytes):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()

    def b64url(self, nbytes):
        return base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")

    def pw(self, lo=12, hi=20):
        n = self.r.randint(lo, hi)
        mid = [self.r.choice(AL + SYM) if self.r.random() < 0.85 else self.r.choice(SYM) for _ in range(n - 2)]
        s = self.r.choice(AL) + "".join(mid) + self.r.choice(AL)
        if not any(c.isdigit() for c in s):
            s = s[:-1] + self.r.choice(string.digits)
        return s

    def alnum(self, lo=12, hi=20):
        return self.chars(AL, self.r.randint(lo, hi))

    def phrase(self):
        w = [self.r.choice(WORDS) for _ in range(3)]
        return self.r.choice("-_ .").join(w) + self.r.choice(["", "-", ""]) + str(self.r.randint(10, 99))

    def uuid(self):
        h = self.hex(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.r.choice('89ab')}{h[17:20]}-{h[20:]}"

    def ulid(self):
        return self.chars("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)

    def sha(self):
        return self.hex(40)

    def digest(self):
        return "sha256:" + self.hex(64)

    def host(self, kind=None):
        kind = kind or self.pick(["db", "mq", "cache", "git", "api", "ci", "vpn", "ldap", "nas", "kafka", "redis"])
        return f"{kind}{self.r.randint(1, 9)}.{self.pick(['corp', 'int', 'lab', 'ops'])}.{self.pick(['example', 'test'])}"

    def ip(self):
        net = self.pick(["192.0.2", "198.51.100", "203.0.113"])
        return f"{net}.{self.r.randint(2, 250)}"

    def name(self):
        return self.pick(NAMES)

    def user(self):
        return self.pick(["app", "svc_ci", "deploy", "reporting", "admin", "backup", "etl", "ro_user", "grafana", "ingest"])

    def ident(self):
        return self.pick(["orders", "billing", "ledger", "catalog", "auth", "search", "payments", "inbox", "metrics"])

    def time(self):
        return f"{self.r.randint(7, 22):02d}:{self.r.randint(0, 59):02d}"

    def date(self):
        return f"2026-{self.r.randint(1, 12):02d}-{self.r.randint(1, 28):02d}"

    # token shapes (prefixes are public format facts; bodies random)
    def token(self, kind=None):
        kind = kind or self.pick(["ghp", "glpat", "npm", "hf", "sk_live", "xoxb", "hvs", "pat", "sg", "dop"])
        return {
            "ghp": lambda: "ghp_" + self.chars(AL, 36),
            "ghs": lambda: "ghs_" + self.chars(AL, 36),
            "glpat": lambda: "glpat-" + self.chars(AL + "-_", 20),
            "npm": lambda: "npm_" + self.chars(AL, 36),
            "hf": lambda: "hf_" + self.chars(AL, 34),
            "sk_live": lambda: "sk_live_" + self.chars(AL, 32),
            "xoxb": lambda: f"xoxb-{self.r.randint(10**10, 10**11)}-{self.r.randint(10**10, 10**11)}-{self.chars(AL, 24)}",
            "hvs": lambda: "hvs." + self.chars(AL, 24),
            "pat": lambda: "github_pat_" + self.chars(AL, 22) + "_" + self.chars(AL, 59),
            "sg": lambda: "SG." + self.chars(AL + "-_", 22) + "." + self.chars(AL + "-_", 43),
            "dop": lambda: "dop_v1_" + self.hex(64),
            "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + self.chars(AL + "-_", 60),
            "cio": lambda: "cio" + self.chars(AL, 32),
            "gocspx": lambda: "GOCSPX-" + self.chars(AL + "-_", 28),
            "azure": lambda: self.chars(AL, 3) + "8Q~" + self.chars(AL + "~._-", 34),
            "akia": lambda: "AKIA" + self.chars(string.ascii_uppercase + "234567", 16),
            "awssecret": lambda: self.chars(AL + "/+", 40),
            "nkey": lambda: "SU" + self.chars(B32, 56),
            "wg": lambda: self.b64(32),
            "dd": lambda: self.hex(32),
            "cf": lambda: self.chars(AL + "_-", 40),
        }[kind]()

    def spaced(self, v):
        sep = self.pick([" ", " ", "-", " . ", ", "])
        return sep.join(v)

    def mask(self):
        return self.pick(["********", "[MASKED]", "••••••••", "<hidden>", "***", "[REDACTED]", "xxxxxxxx",
                          "ghp_****" + self.hex(4), "(sensitive value)", "<redacted>"])

    def ref(self):
        v = self.pick(["DB_PASSWORD", "API_TOKEN", "DEPLOY_KEY", "REGISTRY_TOKEN", "LDAP_BIND_PW", "WIFI_PSK"])
        return self.pick([f"${{{v}}}", f"${{{{ secrets.{v} }}}}", f"{{{{ vault_{v.lower()} }}}}", f"%{v}%",
                          f"${{env:{v}}}", f"op://Infra/{self.ident()}/password", f"vault:secret/data/{self.ident()}#password",
                          f"{{{{ .Values.{self.ident()}.password }}}}", f"!Ref {self.ident().title()}Password"])

    def placeholder(self):
        return self.pick(["your-api-key-here", "CHANGE_ME", "<password>", "REPLACE_WITH_TOKEN", "ghp_xxxxxxxxxxxxxxxxxxxx",
                          "example-password", "<your-token>", "TODO-set-me", "sk_live_XXXXXXXXXXXX", "changeit"])
