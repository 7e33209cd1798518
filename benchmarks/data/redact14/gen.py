# ruff: noqa: E501  (data tables: long literal templates read better unwrapped)
"""Random value helpers shared by the told and seen generators (all draw from one rng)."""

import base64
import json
import string

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
# URL passwords avoid @ # ? / % : so they stay a clean substring of any DSN.
PW_SYMBOLS = "!$^&*-_+=.~"
WORDS = (
    "maple river copper lantern violet harbor pepper orbit canyon meadow thunder "
    "velvet falcon glacier ember willow marble saddle pocket rocket cactus walnut "
    "tunnel beacon puzzle garden silver kettle oyster mango nickel prairie jungle "
    "cobalt raven thistle anchor blossom sparrow quartz tundra barley cinder dune "
    "harvest igloo juniper lagoon meteor nectar olive pebble quiver ribbon summit "
    "timber umbrella vapor wagon yonder zephyr bishop candle donkey engine fossil"
).split()
NAMES = (
    "alice bob carmen dmitri eun-ji fatima gustavo hana ivan jamal keiko lars "
    "mehmet nadia oskar priya quentin rosa sanjay tomasz ulla vikram wen yusuf zanele "
    "amara bao chidi dara elif farid goran hyun ines jonas"
).split()
SERVICES = (
    "billing orders ledger search auth payments reports inventory gateway metrics "
    "catalog notify profile checkout scheduler archive"
).split()
TLDS = ["internal", "corp.example", "lan", "example.net", "svc.cluster.local", "example.org"]


class Gen:
    """Every random draw goes through one random.Random so the build is reproducible."""

    def __init__(self, rng):
        self.r = rng

    def pick(self, seq):
        return self.r.choice(seq)

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n):
        return self.s(HEX, n)

    def password(self, lo=10, hi=20):
        """A human-ish password: alnum first/last char so sentence punctuation never sticks."""
        n = self.r.randint(lo, hi)
        body = self.s(ALNUM + PW_SYMBOLS, n - 2)
        pw = self.s(string.ascii_letters, 1) + body + self.s(string.digits, 1)
        return pw

    def human_pw(self):
        """People-made passwords: a word, a year or number, a symbol, sometimes leetspeak."""
        w = self.pick(WORDS)
        if self.r.random() < 0.3:
            w = w.replace("a", "@").replace("o", "0").replace("e", "3")
        parts = [
            w.capitalize(),
            str(self.r.choice([self.r.randint(1, 99), self.r.randint(2015, 2027)])),
            self.pick("!$*&+=."),
        ]
        if self.r.random() < 0.4:
            parts.insert(1, self.pick(WORDS).capitalize())
        pw = "".join(parts) + self.pick(["", "", str(self.r.randint(0, 9))])
        return pw if pw[-1].isalnum() else pw + str(self.r.randint(0, 9))

    def passphrase(self):
        k = self.r.randint(3, 5)
        sep = self.pick([" ", "-", ".", "_", ""])
        words = [self.pick(WORDS) for _ in range(k)]
        if sep == "":
            words = [w.capitalize() for w in words]
        return sep.join(words) + (str(self.r.randint(1, 99)) if self.r.random() < 0.5 else "")

    def pin(self):
        return self.s(string.digits, self.r.randint(6, 8))

    def recovery_codes(self):
        shape = self.r.randint(0, 2)
        out = []
        for _ in range(self.r.randint(4, 10)):
            if shape == 0:
                out.append(self.s(LOWER_ALNUM, 4) + "-" + self.s(LOWER_ALNUM, 4))
            elif shape == 1:
                out.append(self.s("0123456789", 10))
            else:
                out.append(
                    self.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
                    + "-"
                    + self.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
                )
        return out

    def user(self):
        n = self.pick(NAMES).replace("-", "")
        return self.pick(
            [
                n,
                n + "." + self.pick(NAMES).replace("-", ""),
                n + str(self.r.randint(1, 99)),
                "svc_" + self.pick(SERVICES),
                n[0] + self.pick(WORDS),
            ]
        )

    def host(self):
        svc = self.pick(SERVICES)
        return self.pick(
            [
                f"{svc}-db-{self.r.randint(1, 9)}.{self.pick(TLDS)}",
                f"{svc}.{self.pick(TLDS)}",
                f"{self.pick(['staging', 'prod', 'dev', 'qa'])}-{svc}.{self.pick(TLDS)}",
                f"{svc}{self.r.randint(1, 40)}",
            ]
        )

    def ticket(self):
        return self.pick(
            [
                f"{self.pick(['OPS', 'INFRA', 'SEC', 'PLAT', 'DEV'])}-{self.r.randint(100, 9999)}",
                f"#{self.r.randint(100, 20000)}",
                f"INC{self.r.randint(1000000, 9999999)}",
            ]
        )

    def meeting(self):
        return self.pick(
            [
                f"{self.r.randint(100, 999)} {self.r.randint(100, 999)} {self.r.randint(1000, 9999)}",
                f"{self.s(string.ascii_lowercase, 3)}-{self.s(string.ascii_lowercase, 4)}-"
                f"{self.s(string.ascii_lowercase, 3)}",
            ]
        )

    def branch(self):
        return (
            self.pick(["fix/", "feat/", "hotfix/", "chore/"])
            + self.pick(WORDS)
            + "-"
            + self.pick(SERVICES)
        )

    def version(self):
        return f"{self.r.randint(0, 9)}.{self.r.randint(0, 30)}.{self.r.randint(0, 20)}"

    def uuid(self):
        h = self.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.pick('89ab')}{h[17:20]}-{h[20:]}"

    def b64(self, nbytes):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()

    def b64url(self, nbytes):
        return (
            base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes)))
            .decode()
            .rstrip("=")
        )

    def jwt(self):
        head = (
            base64.urlsafe_b64encode(
                json.dumps(
                    {"alg": self.pick(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")
                ).encode()
            )
            .decode()
            .rstrip("=")
        )
        body = {
            "sub": self.user(),
            "iat": self.r.randint(1700000000, 1790000000),
            "scope": self.pick(["read", "read write", "admin"]),
        }
        pay = (
            base64.urlsafe_b64encode(json.dumps(body, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )
        return f"{head}.{pay}.{self.b64url(32)}"

    def pem_body(self, nbytes):
        raw = self.b64(nbytes)
        return [raw[i : i + 64] for i in range(0, len(raw), 64)]

    def time(self):
        return f"{self.r.randint(7, 19):02d}:{self.r.randint(0, 59):02d}"

    def date(self):
        return f"2026-{self.r.randint(1, 12):02d}-{self.r.randint(1, 28):02d}"
