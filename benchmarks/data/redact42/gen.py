"""Value generators for redact42: one seeded random.Random (R, string seed "redact42"), names, hosts, credentials and
look-alikes for rows about building, signing and shipping mobile and desktop apps (store APIs, code signing,
notarisation, mobile backends and SDKs, crash reporting and analytics, desktop auto-update, mobile CI).

Every credential comes from `fresh()`, so no credential value is drawn twice in the set. Look-alikes (team, key and
issuer ids, provisioning-profile UUIDs, certificate fingerprints, device ids, build numbers, public SDK keys, public
update keys and signatures, DSNs, push tokens, submission ids) come from the same generator but are never labels.
Every shape is invented to resemble a vendor's format; none is a real credential, and random bytes stand in for key
material.
"""

import base64
import json
import random
import string

R = random.Random("redact42")
USED = set()
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "abcdefghijklmnopqrstuvwxyz234567"

PROJECTS = ["tidepool-ios", "tidepool-android", "ledgerly-mobile", "hearth-desktop", "parcelpilot", "quaywatch",
            "fernnote", "birchcast", "lumenreader", "trailmix-app", "orbit-notes", "saltmarsh-tv"]
COMPANIES = ["tidepool", "ledgerly", "hearthware", "parcelpilot", "quaywatch", "fernlabs", "birchcast", "lumenworks"]
PEOPLE = ["Aiko", "Bastian", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hyun-woo", "Inés", "Joost", "Kasia",
          "Luca", "Marisol", "Nikhil", "Oksana", "Paulo"]
USERS = ["aiko", "bastian", "chiara", "dmitri", "elif", "farid", "greta", "hyunwoo", "ines", "joost", "kasia", "luca"]
WORDS = ["anchor", "bramble", "cobalt", "drift", "eddy", "fennel", "gannet", "harbor", "ivy", "juniper", "kestrel",
         "lagoon", "marlin", "nimbus", "otter", "pebble", "quartz", "reef", "spruce", "tundra", "urchin", "willow"]


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


def company():
    return R.choice(COMPANIES)


def person():
    return R.choice(PEOPLE)


def user():
    return R.choice(USERS)


def date():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def clock():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def hm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def iso():
    return f"{date()}T{clock()}.{R.randint(0, 999):03d}Z"


def epoch():
    return 1_767_000_000 + R.randint(0, 28_000_000)


def semver():
    return f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 12)}"


def build_no():
    return str(R.choice([R.randint(100, 9999), R.randint(20260101, 20261130) * 100 + R.randint(0, 99)]))


def version_code():
    return R.randint(1000, 2_100_000)


def domain(c=None):
    return f"{c or company()}.example"


def email(c=None):
    return f"{user()}@{c or company()}.example"


def bundle(c=None, p=None):
    c = c or company()
    return R.choice([f"com.{c}.{(p or 'app').replace('-', '')}", f"com.{c}.mobile", f"io.{c}.{R.choice(['ios', 'app', 'desktop'])}"])


# ---- look-alikes (never labels) -----------------------------------------------------------------------------------

def uuid(upper=False):
    h = rs(32, HEX)
    u = f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"
    return u.upper() if upper else u


def sha256():
    return rs(64, HEX)


def sha1():
    return rs(40, HEX)


def git_sha():
    return rs(7, HEX)


def team_id():
    return rs(10, string.ascii_uppercase + "0123456789")


def key_id():
    return rs(10, string.ascii_uppercase + "0123456789")


def fingerprint(n=32):
    return ":".join(rs(2, UHEX) for _ in range(n))


def profile_uuid():
    return uuid(upper=True)


def udid():
    return R.choice([f"00008{R.choice(['030', '101', '110', '120'])}-{rs(16, UHEX)}", rs(40, HEX)])


def android_id():
    return rs(16, HEX)


def gaid():
    return uuid()


def firebase_web_key():
    return "AIza" + rs(35, B64URL)


def firebase_app_id(platform=None):
    return f"1:{R.randint(10 ** 11, 10 ** 12 - 1)}:{platform or R.choice(['ios', 'android', 'web'])}:{rs(R.choice([16, 22]), HEX)}"


def sender_id():
    return str(R.randint(10 ** 11, 10 ** 12 - 1))


def sentry_dsn():
    return f"https://{rs(32, HEX)}@o{R.randint(100000, 4500000)}.ingest.{R.choice(['', 'us.', 'de.'])}sentry.io/{R.randint(10 ** 15, 10 ** 16 - 1)}"


def segment_write_key():
    return rs(32)


def mixpanel_token():
    return rs(32, HEX)


def amplitude_key():
    return rs(32, HEX)


def revenuecat_public(p=None):
    return f"{p or R.choice(['appl_', 'goog_', 'amzn_'])}{rs(27)}"


def datadog_client_token():
    return "pub" + rs(32, HEX)


def mapbox_public():
    return "pk.eyJ1IjoiI" + rs(R.randint(40, 60), B64URL) + "." + rs(22, B64URL)


def branch_key():
    return f"key_{R.choice(['live', 'test'])}_{rs(32)}"


def algolia_app():
    return rs(10, UPPER)


def algolia_search_key():
    return rs(32, HEX)


def agora_app_id():
    return rs(32, HEX)


def onesignal_app():
    return uuid()


def expo_project_id():
    return uuid()


def expo_push_token():
    return f"ExponentPushToken[{rs(22, B64URL)}]"


def fcm_reg_token():
    return rs(22, B64URL) + ":APA91b" + rs(R.choice([134, 140]), B64URL)


def apns_device():
    return rs(64, HEX)


def gsa_client_id():
    return str(R.randint(10 ** 20, 10 ** 21 - 1))


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def ed_public():
    """A Sparkle SUPublicEDKey (32 bytes, base64)."""
    return b64(rbytes(32))


def ed_signature():
    return b64(rbytes(64))


def minisign_public():
    """A Tauri updater public key: base64 of a minisign public-key file."""
    kid = rs(16, UHEX)
    return b64(f"untrusted comment: minisign public key: {kid}\nRWT{b64(rbytes(39))[:53]}\n".encode())


def minisign_signature():
    """The contents of a Tauri `.sig` file: base64 of a minisign signature file."""
    return b64((f"untrusted comment: signature from tauri secret key\nRUT{b64(rbytes(72))[:97]}\n"
                f"trusted comment: timestamp:{epoch()}\tfile:{R.choice(['app.tar.gz', 'app_x64-setup.nsis.zip', 'app.AppImage.tar.gz'])}\n"
                f"{b64(rbytes(64))}\n").encode())


def cert_pem_body():
    """A certificate body (public): real newlines."""
    return "\n".join(["MIIC" + rs(60, B64)] + [rs(64, B64) for _ in range(R.randint(5, 9))] + [rs(R.randint(20, 60), B64) + "="])


def jwt(payload, sig_len=43):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    return f"{h}.{b64url(json.dumps(payload, separators=(',', ':')).encode())}.{rs(sig_len, B64URL)}"


def supabase_ref():
    return rs(20, string.ascii_lowercase)


def supabase_anon(ref=None):
    iat = epoch() - 30_000_000
    return jwt({"iss": "supabase", "ref": ref or supabase_ref(), "role": "anon", "iat": iat, "exp": iat + 315_360_000})


def masked(prefix="", tail=None):
    t = tail or rs(4)
    return R.choice([f"{prefix}...{t}", f"{prefix}{'*' * R.choice([8, 12, 20])}{t}", f"{prefix}••••••••{t}",
                     f"{prefix}…{t}", f"{prefix}XXXX{t}"])


# ---- credentials (always fresh) -----------------------------------------------------------------------------------

def pw():
    k = R.randint(0, 3)
    if k == 0:
        return fresh(lambda: rs(R.randint(14, 24)))
    if k == 1:
        return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(WORDS) + str(R.randint(100, 99999)))
    if k == 2:
        return fresh(lambda: rs(R.randint(16, 28), ALNUM + "-_."))
    return fresh(lambda: R.choice(WORDS) + "-" + R.choice(WORDS) + "-" + rs(6, LOWER))


def pw_any():
    if R.random() < .5:
        return pw()
    return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(["#", "%", "@", "+", ".", "_"]) +
                 R.choice(WORDS).capitalize() + str(R.randint(10, 9999)))


def app_pw():
    """An Apple app-specific password."""
    return fresh(lambda: "-".join(rs(4, string.ascii_lowercase) for _ in range(4)))


def _p8():
    return "\n".join(["MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rs(16, B64), rs(64, B64), rs(64, B64), rs(8, B64)])


def p8_body():
    """An App Store Connect / APNs .p8 (EC P-256) key body: four lines, real newlines."""
    return fresh(_p8)


def rsa_body():
    """An RSA private-key body (service account, expo-updates signing key): real newlines."""
    def mk():
        lines = ["MIIEv" + R.choice(["Q", "g", "A"]) + "IBADANBgkqhkiG9w0BAQEFAASC" + rs(33, B64)]
        lines += [rs(64, B64) for _ in range(R.randint(5, 9))]
        return "\n".join(lines + [rs(R.randint(20, 56), B64) + "="])
    return fresh(mk)


def keystore_b64():
    """A base64-encoded keystore / .p12 (shortened; real ones are several KB)."""
    return fresh(lambda: R.choice(["MIIK", "MIIJ", "/u3+7QAAAAIAAAAB"]) + rs(R.randint(300, 700), B64) + R.choice(["=", "==", ""]))


def minisign_secret():
    """A Tauri updater private key: base64 of an encrypted minisign secret-key file."""
    return fresh(lambda: b64(f"untrusted comment: rsign encrypted secret key\nRWRTY0Iy{b64(rbytes(150))}\n".encode()))


def _meta_github():
    return R.choice(["ghp_" + rs(36), "github_pat_11" + rs(20, UPPER) + "_" + rs(59)])


def _match_basic():
    return b64(f"{user()}-ci:{_meta_github()}".encode())


def _sentry():
    if R.random() < .5:
        return "sntryu_" + rs(64, HEX)
    p = b64(json.dumps({"iat": epoch(), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                        "org": company()}, separators=(",", ":")).encode()).rstrip("=")
    return f"sntrys_{p}_{rs(43, B64URL)}"


def _supabase_service():
    iat = epoch() - 30_000_000
    return jwt({"iss": "supabase", "ref": supabase_ref(), "role": "service_role", "iat": iat, "exp": iat + 315_360_000})


def _asc_jwt():
    h = b64url(json.dumps({"alg": "ES256", "kid": key_id(), "typ": "JWT"}, separators=(",", ":")).encode())
    now = epoch()
    p = b64url(json.dumps({"iss": uuid(), "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"},
                          separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(86, B64URL)}"


TOKENS = {
    "expo": lambda: rs(40, ALNUM + "_-"),
    "firebase_ci": lambda: "1//0" + rs(R.choice([99, 103]), B64URL),
    "fcm_legacy": lambda: "AAAA" + rs(7, B64URL) + ":APA91b" + rs(134, B64URL),
    "onesignal": lambda: "os_v2_app_" + rs(106, B32),
    "sentry": _sentry,
    "mixpanel_secret": lambda: rs(32, HEX),
    "amplitude_secret": lambda: rs(32, HEX),
    "revenuecat": lambda: "sk_" + rs(32),
    "datadog_api": lambda: rs(32, HEX),
    "bugsnag_auth": lambda: rs(R.choice([32, 40]), HEX),
    "mapbox_secret": lambda: "sk.eyJ1IjoiI" + rs(R.randint(40, 60), B64URL) + "." + rs(22, B64URL),
    "branch_secret": lambda: f"secret_{R.choice(['live', 'test'])}_{rs(32)}",
    "agora_cert": lambda: rs(32, HEX),
    "algolia_admin": lambda: rs(32, HEX),
    "supabase_service": _supabase_service,
    "github": _meta_github,
    "match_basic": _match_basic,
    "azure_secret": lambda: rs(3) + R.choice("0123456789") + "Q~" + rs(34, ALNUM + "~._-"),
    "huawei_secret": lambda: rs(64, UHEX),
    "asc_jwt": _asc_jwt,
    "sparkle_private": lambda: b64(rbytes(32)),
    "codemagic": lambda: rs(43, B64URL),
    "bitrise": lambda: rs(86, B64URL),
    "pusher_beams": lambda: rs(64, UHEX),
    "snapcraft": lambda: b64(json.dumps({"t": "u1-macaroon", "v": {"r": "Mdxl" + rs(140, B64), "d": []}},
                                        separators=(",", ":")).encode()),
    "gcp_access": lambda: "ya29.a0" + rs(R.randint(150, 200), B64URL),
    "opaque": lambda: rs(R.choice([32, 40, 48]), B64URL),
}


def tok(kind):
    return fresh(TOKENS[kind])
