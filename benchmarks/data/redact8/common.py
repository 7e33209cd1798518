"""Shared random helpers for the redact8 generators (stdlib only).

Every body, password, host and person name in the set is drawn here from the one
seeded ``random.Random`` that build.py passes in; the word pieces below are the
author's own short lists, not copied from any scanner or vendor document.
"""

from __future__ import annotations

import base64
import string
from dataclasses import dataclass, field
from random import Random

# Why: URL passwords must avoid the characters the brief reserves (@ # ? / % :).
URL_SAFE_SYMBOLS = "!-_.*+=~^"
# Why: upper-case base32 is what TOTP seeds and AWS key ids are written in.
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
CRYPT64 = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase

# fmt: off
FIRST = [
    "ana", "bruno", "chen", "dara", "elif", "femi", "greta", "hugo", "ines", "jonas",
    "kai", "lena", "mateo", "nadia", "omar", "priya", "quinn", "rosa", "sven", "tariq",
    "uma", "vikram", "wen", "ximena", "yusuf", "zoe", "arjun", "bea", "colm", "dmitri",
]
LAST = [
    "okafor", "lindqvist", "moreau", "tanaka", "kowalski", "haddad", "silva", "novak",
    "brennan", "ferreira", "ivanova", "nakamura", "osei", "petrov", "quispe", "rahman",
    "schmidt", "teixeira", "ueda", "vargas", "weber", "yilmaz", "zhou", "abbasi",
]
SYLL = [
    "ka", "lo", "mer", "tin", "vex", "dra", "pol", "sun", "qua", "rin", "bel", "cor",
    "fen", "gal", "hex", "jun", "mor", "nav", "ost", "pix", "tor", "zen", "ul", "ar",
]
WORDS = [
    "maple", "orbit", "copper", "lantern", "river", "falcon", "velvet", "cactus", "harbor",
    "pepper", "quartz", "meadow", "tundra", "biscuit", "glacier", "sparrow", "walnut",
    "thunder", "saffron", "pebble", "violet", "canyon", "ember", "willow", "domino",
    "nectar", "marble", "lagoon", "crimson", "tango", "basalt", "juniper", "otter",
    "pylon", "rocket", "sable", "tinsel", "umber", "vortex", "wafer", "yonder", "zephyr",
    "anchor", "bramble", "cobalt", "dapple", "ferret", "gossip", "hollow", "igloo",
    "jigsaw", "kettle", "lychee", "mosaic", "nimbus", "oyster", "prism", "quiver",
    "raven", "sequoia", "trellis", "ukulele", "vesper", "wombat", "xylem", "yeti",
    "zinnia", "acorn", "bonfire", "cricket", "drizzle", "eclipse", "fjord", "gravel",
]
TLDS = ["com", "io", "net", "dev", "internal", "local", "cloud", "eu", "co.uk", "de"]
SERVICES = [
    "billing", "orders", "auth", "search", "ledger", "media", "inventory", "reports",
    "gateway", "notify", "catalog", "payments", "metrics", "crm", "etl", "chat",
]
ENVS = ["prod", "staging", "dev", "qa", "uat", "preprod", "sandbox"]
# fmt: on


@dataclass(frozen=True)
class Row:
    """One generated memory: its text, the labelled secrets, and where it came from."""

    text: str
    secrets: tuple[str, ...] = ()
    lang: str = "en"
    form: str = "text"
    hard: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)


def chars(r: Random, alphabet: str, n: int) -> str:
    """Return ``n`` characters drawn from ``alphabet``."""
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    """Lower-case hex of length ``n``."""
    return chars(r, HEX, n)


def b64_bytes(r: Random, n: int, url: bool = False, pad: bool = True) -> str:
    """Base64 of ``n`` random bytes."""
    raw = bytes(r.randrange(256) for _ in range(n))
    out = base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)
    text = out.decode()
    return text if pad else text.rstrip("=")


def b64_of(text: str) -> str:
    """Standard base64 of a UTF-8 string."""
    return base64.b64encode(text.encode()).decode()


def user(r: Random) -> str:
    """A login name such as ``lena.novak`` or ``svc_billing``."""
    style = r.randrange(4)
    if style == 0:
        return f"{r.choice(FIRST)}.{r.choice(LAST)}"
    if style == 1:
        return f"{r.choice(FIRST)}{r.randrange(1, 99)}"
    if style == 2:
        return f"svc_{r.choice(SERVICES)}"
    return f"{r.choice(FIRST)[0]}{r.choice(LAST)}"


def person(r: Random) -> str:
    """A display name."""
    return f"{r.choice(FIRST).title()} {r.choice(LAST).title()}"


def word(r: Random) -> str:
    """One lower-case word."""
    return r.choice(WORDS)


def org(r: Random) -> str:
    """A made-up company or project name."""
    return "".join(r.choice(SYLL) for _ in range(r.randrange(2, 4)))


def host(r: Random) -> str:
    """A made-up host name."""
    kind = r.randrange(4)
    if kind == 0:
        return f"{r.choice(SERVICES)}-{r.choice(ENVS)}.{org(r)}.{r.choice(TLDS)}"
    if kind == 1:
        return f"db{r.randrange(1, 9)}.{r.choice(ENVS)}.{org(r)}.internal"
    if kind == 2:
        return f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}"
    return f"{org(r)}-{r.choice(SERVICES)}.{r.choice(TLDS)}"


def dns(r: Random) -> str:
    """A host name that is never a bare IP (for ``registry.{dns}``-style names)."""
    h = host(r)
    while h[0].isdigit():
        h = host(r)
    return h


def email(r: Random) -> str:
    """A made-up e-mail address."""
    return f"{r.choice(FIRST)}.{r.choice(LAST)}@{org(r)}.{r.choice(TLDS)}"


def password(r: Random, style: str | None = None, url_safe: bool = False) -> str:
    """A password in one of several human or machine styles (always >= 8 chars)."""
    styles = ["mixed", "words", "lowerwords", "alnum", "leet", "pin_word"]
    s = style or r.choice(styles)
    if s == "mixed":
        core = chars(r, ALNUM, r.randrange(8, 16))
        sym = r.choice(URL_SAFE_SYMBOLS)
        pos = r.randrange(1, len(core))
        out = core[:pos] + sym + core[pos:] + r.choice(string.digits)
    elif s == "words":
        sep = r.choice(["-", "_", ".", "", "+"])
        out = sep.join(w.title() for w in r.sample(WORDS, 3)) + str(r.randrange(10, 999))
    elif s == "lowerwords":
        out = "".join(r.sample(WORDS, r.randrange(3, 5)))
    elif s == "alnum":
        out = chars(r, ALNUM, r.randrange(14, 28))
    elif s == "leet":
        w = r.choice(WORDS).title()
        out = w.replace("a", "4").replace("e", "3").replace("o", "0") + r.choice("!*+=~")
        out += str(r.randrange(1970, 2030))
    else:
        out = word(r).title() + str(r.randrange(100000, 999999)) + r.choice("!*.~")
    if url_safe:
        out = "".join(c for c in out if c not in "@#?/%:")
    return out


def prose_password(r: Random) -> str:
    """A password that ends with a letter or digit, so sentence punctuation never joins it."""
    pw = password(r)
    while pw[-1] in ".,!?;:~*+=^-_":
        pw = pw[:-1]
    return pw if len(pw) >= 8 else pw + chars(r, ALNUM, 8 - len(pw))


def pem_lines(r: Random, body: bytes, width: int = 64) -> list[str]:
    """Split base64 of ``body`` into lines of ``width``; the last line kept >= 6 chars."""
    text = base64.b64encode(body).decode()
    lines = [text[i : i + width] for i in range(0, len(text), width)]
    while len(lines[-1]) < 6:
        body = body + bytes([r.randrange(256)])
        text = base64.b64encode(body).decode()
        lines = [text[i : i + width] for i in range(0, len(text), width)]
    return lines


def rsa_like_body(r: Random, size: int = 1190) -> bytes:
    """Random bytes behind a DER SEQUENCE header, so the text starts like an RSA key."""
    head = bytes(
        [
            0x30,
            0x82,
            (size >> 8) & 0xFF,
            size & 0xFF,
            0x02,
            0x01,
            0x00,
            0x02,
            0x82,
            0x01,
            0x01,
            0x00,
        ]
    )
    return head + bytes(r.randrange(256) for _ in range(size - len(head)))


def jwt(r: Random) -> str:
    """A structurally valid HS256/RS256 JWT with a random payload and signature."""
    alg = r.choice(["HS256", "RS256", "ES256"])
    header = f'{{"alg":"{alg}","typ":"JWT"}}'
    sub = r.choice([user(r), str(r.randrange(10**5, 10**9)), hexs(r, 24)])
    iat = r.randrange(1_700_000_000, 1_800_000_000)
    payload = f'{{"sub":"{sub}","iat":{iat},"exp":{iat + r.choice([900, 3600, 86400])}'
    if r.random() < 0.5:
        payload += f',"role":"{r.choice(["admin", "user", "service", "reader"])}"'
    payload += "}"

    def enc(s: str) -> str:
        return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")

    sig = b64_bytes(r, 32 if alg != "RS256" else 256, url=True, pad=False)
    return f"{enc(header)}.{enc(payload)}.{sig}"


def date_str(r: Random) -> str:
    """An ISO timestamp in 2025-2026."""
    return (
        f"{r.choice([2025, 2026])}-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}"
        f"T{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}Z"
    )


def uuid4(r: Random) -> str:
    """A random version-4 UUID string."""
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:32]}"


def env_key(r: Random, hard: bool = False) -> str:
    """An environment-style key name for a credential; ``hard`` gives unusual names."""
    svc = r.choice(SERVICES).upper()
    if hard:
        return r.choice(
            [
                f"{svc}_SESAME",
                f"{svc}_PW",
                f"{svc}_PASSPHRASE",
                f"{svc}_SIGNING_SEED",
                f"{svc}_HMAC",
                f"{svc}_SHARED",
                f"{svc}_CRED",
                f"{svc}_MASTER",
                f"{svc}_K",
                f"{svc}_AUTH",
                f"{svc}_PIN",
                f"{svc}_SALT_PEPPER",
                f"X_{svc}_SIG",
                f"{svc}_PSK",
            ]
        )
    return r.choice(
        [
            f"{svc}_PASSWORD",
            f"{svc}_API_KEY",
            f"{svc}_SECRET",
            f"{svc}_TOKEN",
            f"{svc}_DB_PASSWORD",
            f"{svc}_CLIENT_SECRET",
            f"{svc}_ACCESS_TOKEN",
            "DB_PASSWORD",
            "SECRET_KEY",
            "API_TOKEN",
            f"{svc}_SECRET_KEY",
            "ADMIN_PASSWORD",
            "SMTP_PASSWORD",
        ]
    )


def secret_value(r: Random) -> str:
    """A machine-style secret value (API-key-like) of varied shape."""
    kind = r.randrange(5)
    if kind == 0:
        return hexs(r, r.choice([32, 40, 48, 64]))
    if kind == 1:
        return chars(r, ALNUM, r.randrange(24, 41))
    if kind == 2:
        return b64_bytes(r, r.choice([24, 32, 48]), url=True, pad=False)
    if kind == 3:
        return password(r)
    return f"{chars(r, LOWER_ALNUM, 8)}-{chars(r, LOWER_ALNUM, 8)}-{chars(r, LOWER_ALNUM, 12)}"


def r_svc(r: Random) -> str:
    """A service or database name."""
    return r.choice(SERVICES)


# Why: many agent memories are written by people who do not write English; a lead-in in
# their language in front of a technical snippet is how those memories usually look.
LEADINS: dict[str, list[str]] = {
    "de": ["Hier ist der Auszug aus dem Staging:", "Das stand im Log vom fehlgeschlagenen Job:"],
    "fr": [
        "Voici l'extrait de la config de staging :",
        "Voilà ce qu'affiche le job qui a échoué :",
    ],
    "es": [
        "Aquí va el fragmento de la configuración de staging:",
        "Esto salió en el log del job que falló:",
    ],
    "it": ["Ecco il pezzo di configurazione dello staging:", "Questo è il log del job fallito:"],
    "pt": [
        "Segue o trecho da configuração de homologação:",
        "Isso apareceu no log do job que falhou:",
    ],
    "nl": ["Hier is het stuk config van staging:", "Dit stond in de log van de mislukte job:"],
    "pl": ["Oto fragment konfiguracji ze stagingu:", "To było w logu nieudanego joba:"],
    "ru": ["Вот кусок конфига со стейджинга:", "Вот что было в логе упавшей джобы:"],
    "uk": ["Ось шматок конфігу зі стейджингу:", "Ось що було в лозі невдалої джоби:"],
    "tr": ["Staging ortamındaki yapılandırmadan bir parça:", "Başarısız işin logunda bu vardı:"],
    "ja": ["ステージングの設定の抜粋です:", "失敗したジョブのログにこれが出ていました:"],
    "zh": ["这是测试环境配置的片段：", "失败任务的日志里是这样的："],
    "ko": ["스테이징 설정 일부입니다:", "실패한 잡 로그에 이렇게 나왔어요:"],
    "sv": [
        "Här är en bit av konfigurationen från staging:",
        "Det här stod i loggen från jobbet som föll:",
    ],
    "cs": ["Tady je kus konfigurace ze stagingu:", "Tohle bylo v logu neúspěšného jobu:"],
    "vi": ["Đây là một đoạn cấu hình của môi trường staging:", "Đây là log của job bị lỗi:"],
    "id": ["Ini potongan konfigurasi dari staging:", "Ini yang muncul di log job yang gagal:"],
    "ar": ["هذا جزء من إعدادات بيئة الاختبار:", "هذا ما ظهر في سجل المهمة الفاشلة:"],
    "hi": ["यह स्टेजिंग कॉन्फ़िग का हिस्सा है:", "फेल हुए जॉब के लॉग में यह था:"],
    "fi": ["Tässä pätkä stagingin asetuksista:", "Tämä oli epäonnistuneen ajon lokissa:"],
    "el": [
        "Ορίστε ένα κομμάτι από τη ρύθμιση του staging:",
        "Αυτό εμφανίστηκε στο log της αποτυχημένης εργασίας:",
    ],
}
