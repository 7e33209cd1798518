"""Random values for redact16: passwords, tokens, hosts, names, ids. Stdlib only."""

import base64
import json
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
HEX = "0123456789abcdef"

WORDS = (
    "amber basalt cobalt dune ember fjord garnet harbor indigo juniper kelp lantern maple "
    "nimbus opal pepper quartz raven saffron tundra umber velvet willow yarrow zephyr "
    "anchor bramble cedar delta falcon glacier heron iris jasper kestrel lotus meadow "
    "nectar orchid pylon quill ripple sorrel thistle vortex walnut"
).split()
NAMES = (
    "amara tomas keiko bongani sigrun niamh rhys aitor xoan liga ziga bojan arben anahit "
    "nino leyla aigerim dilnoza sabin priya ruan jos teodor hamza folake zanele"
).split()
SERVICES = (
    "staging-postgres grafana jenkins redis-cache harbor sftp-drop sentry kibana build-vm "
    "minio rabbitmq keycloak argocd nexus billing-api metabase airflow vault-ui opensearch "
    "clickhouse mailgun-relay backstage"
).split()
TLDS = ("example", "test", "example.com", "example.net", "example.org")


class Gen:
    def __init__(self, rng):
        self.r = rng

    def pick(self, seq):
        return self.r.choice(seq)

    def n(self, a, b):
        return self.r.randint(a, b)

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def an(self, n):
        return self.s(AN, n)

    def hex(self, n):
        return self.s(HEX, n)

    def digits(self, n):
        return self.r.choice("123456789") + self.s(DG, n - 1)

    def word(self):
        return self.pick(WORDS)

    def name(self):
        return self.pick(NAMES)

    def svc(self):
        return self.pick(SERVICES)

    def host(self, sub=None):
        sub = sub or self.pick(("db", "api", "ci", "git", "mail", "ldap", "files", "app", "vpn"))
        return f"{sub}{self.n(1, 9)}.{self.word()}.{self.pick(TLDS)}"

    def ip(self):
        net = self.pick(("192.0.2", "198.51.100", "203.0.113"))
        return f"{net}.{self.n(2, 250)}"

    def password(self, url_safe=False):
        sym = "-_.~!*" if url_safe else "-_.~!*+=^"
        k = self.n(12, 22)
        while True:
            mid = "".join(self.r.choice(AN + sym) for _ in range(k - 2))
            pw = self.pick(AN) + mid + self.pick(AN)
            if any(c in DG for c in pw) and any(c in UP for c in pw) and any(c in LO for c in pw):
                return pw

    def human_pw(self):
        w1, w2 = self.word().capitalize(), self.word().capitalize()
        return f"{w1}{self.pick('!-.*_')}{w2}{self.n(10, 9999)}"

    def any_pw(self, url_safe=False):
        return (
            self.human_pw() if self.r.random() < 0.3 and not url_safe else self.password(url_safe)
        )

    def passphrase(self):
        sep = self.pick(("-", " ", ".", "_"))
        return sep.join(self.r.sample(WORDS, self.n(4, 6)))

    def uuid(self):
        h = self.hex(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.pick('89ab')}{h[17:20]}-{h[20:]}"

    def b64(self, nbytes):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()

    def b64url(self, nbytes):
        raw = bytes(self.r.getrandbits(8) for _ in range(nbytes))
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    def date(self):
        return f"2026-{self.n(1, 12):02d}-{self.n(1, 28):02d}"

    def ts(self):
        return f"{self.date()}T{self.n(0, 23):02d}:{self.n(0, 59):02d}:{self.n(0, 59):02d}Z"

    def hm(self):
        return f"{self.n(7, 19):02d}:{self.n(0, 59):02d}"

    def aws_id(self, prefix="AKIA"):
        return prefix + self.s(UP + "234567", 16)

    def aws_secret(self):
        return self.s(AN + "+/", 40)

    def jwt(self, sub=None):
        head = {"alg": self.pick(("HS256", "RS256", "ES256")), "typ": "JWT"}
        body = {"sub": sub or self.uuid(), "iat": 1767000000 + self.n(0, 9999999)}
        body["exp"] = body["iat"] + self.pick((900, 3600, 86400))
        if self.r.random() < 0.5:
            body["role"] = self.pick(("service_role", "admin", "deployer", "authenticated"))
        enc = [
            base64.urlsafe_b64encode(json.dumps(p, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
            for p in (head, body)
        ]
        return f"{enc[0]}.{enc[1]}.{self.b64url(32 if head['alg'] == 'HS256' else 64)}"

    def token(self, kind=None):
        kind = kind or self.pick(TOKEN_KINDS)
        r = {
            "ghp": lambda: "ghp_" + self.an(36),
            "gho": lambda: "gho_" + self.an(36),
            "ghs": lambda: "ghs_" + self.an(36),
            "pat": lambda: "github_pat_" + self.an(22) + "_" + self.an(59),
            "glpat": lambda: "glpat-" + self.s(AN + "-_", 20),
            "xoxb": lambda: f"xoxb-{self.digits(12)}-{self.digits(13)}-{self.an(24)}",
            "stripe": lambda: self.pick(("sk_live_", "rk_live_")) + self.an(self.n(24, 60)),
            "openai": lambda: "sk-proj-" + self.s(AN + "-_", self.n(48, 90)),
            "anthropic": lambda: "sk-ant-api03-" + self.s(B64U, 86) + "AA",
            "npm": lambda: "npm_" + self.an(36),
            "hf": lambda: "hf_" + self.an(34),
            "google": lambda: "AIza" + self.s(AN + "-_", 35),
            "sendgrid": lambda: "SG." + self.s(B64U, 22) + "." + self.s(B64U, 43),
            "twilio": lambda: "SK" + self.hex(32),
            "doppler": lambda: "dp.st.prd." + self.an(40),
            "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + self.s(B64U, 60),
            "linear": lambda: "lin_api_" + self.an(40),
            "sentry": lambda: "sntryu_" + self.hex(64),
            "hex40": lambda: self.hex(40),
            "an32": lambda: self.an(32),
            "jwt": lambda: self.jwt(),
        }[kind]
        return r()


TOKEN_KINDS = (
    "ghp gho ghs pat glpat xoxb stripe openai anthropic npm hf sendgrid twilio doppler pypi "
    "linear sentry hex40 an32 jwt"
).split()
