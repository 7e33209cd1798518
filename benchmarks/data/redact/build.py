#!/usr/bin/env python3
"""Deterministic generator for the redaction benchmark set (stdlib only).

Writes secrets.jsonl and ordinary.jsonl next to this file.  Every secret value is
synthetic: random characters of the right shape drawn from a seeded
random.Random, or human-style passwords assembled from small word lists written
for this file.  Nothing here was copied from a scanner's rule set or test data.

    python3 build.py          # regenerate both files
    python3 check.py          # self-check + counts

Split rule (fixed before anything was run): sha1(id) first byte even -> "tune",
odd -> "heldout".  If some family or language ends up in only one half, more rows
of that group are generated (new ids, same rule) until both halves have it.
"""
import base64
import hashlib
import json
import os
import random
import re
import uuid

SEED = 20261202
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))

LOW = "abcdefghijklmnopqrstuvwxyz"
UP = LOW.upper()
DIG = "0123456789"
HEX = "0123456789abcdef"
ALNUM = LOW + UP + DIG
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


# ---------------------------------------------------------------- primitives
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(lo, hi=None):
    """random digit string of length lo..hi, no leading zero"""
    n = lo if hi is None else R.randint(lo, hi)
    return R.choice("123456789") + rs(DIG, n - 1)


def b64(n_bytes, url=False, pad=True):
    raw = bytes(R.getrandbits(8) for _ in range(n_bytes))
    s = base64.urlsafe_b64encode(raw).decode() if url else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def b64of(s, url=False, pad=True):
    e = base64.urlsafe_b64encode(s.encode()).decode() if url else base64.b64encode(s.encode()).decode()
    return e if pad else e.rstrip("=")


def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def pick(xs):
    return R.choice(xs)


# ---------------------------------------------------------------- human passwords
WORDS = """falcon maple orbit tundra hunter blue river coffee donut tiger pepper
sunflower rocket garden winter summer autumn spring purple silver dragon monkey
banana kiwi mango lemon marble canyon harbor island jungle meadow nebula ocean
pirate quartz rainbow saturn thunder velvet walnut yellow zebra anchor bamboo
castle dolphin ember forest glacier hazel igloo jasper koala lantern mustang
nugget olive panda quill raven salmon tulip umbrella viking willow yak zephyr
biscuit cactus daisy eagle fossil gopher honey iris jelly kettle llama muffin
noodle otter pickle quokka radish sparrow teapot unicorn vanilla waffle""".split()

LANGWORDS = {
    "de": "Sonnenblume Kartoffel Fahrrad Schmetterling Bergsee Apfelbaum Zugspitze Eichhörnchen Brezel Wolke".split(),
    "fr": "Fromage Papillon Soleil Montagne Croissant Baguette Lavande Chouette Marseille Nuage".split(),
    "es": "Mariposa Tortuga Naranja Girasol Sevilla Paella Guitarra Montaña Chorizo Estrella".split(),
    "pt": "Saudade Cachorro Abacaxi Coxinha Lisboa Jabuticaba Farofa Tucano Praia Sorvete".split(),
    "it": "Farfalla Girasole Gelato Pomodoro Vespa Ciao Lasagna Gattino Roma Tramonto".split(),
    "nl": "Fiets Tulpen Stroopwafel Hagelslag Molen Gracht Kaas Konijn Utrecht Regen".split(),
    "pl": "Wiosna Zamek Pierogi Kotek Wisla Krakow Bursztyn Jesien Sokol Grzyb".split(),
    "tr": "Kelebek Deniz Simit Lale Ankara Kartal Bulut Zeytin Yildiz Cay".split(),
    "id": "Kucing Matahari Nasigoreng Bunga Jakarta Sambal Kopi Harimau Pantai Hujan".split(),
    "vi": "Hoamai Phoga Saigon Meocon Hanoi Banhmi Trangsang Caphe Mualu Sen".split(),
    "ru": "Moskva Kotik Solnce Medved Berezka Matreshka Zima Pelmeni Volga Lisa".split(),
    "uk": "Kyiv Sonechko Kalyna Borshch Lviv Vyshnia Dnipro Zirka Kotyk Mriya".split(),
    "zh": "woaini zhangwei Beijing xiongmao Shanghai longjing hongbao tianshi Dalian xingfu".split(),
    "ja": "sakura Neko Tokyo Fujisan Ramen Tanuki Hanabi Osaka Momiji Kitsune".split(),
    "ko": "saranghae Seoul Kimchi Hodori Busan Haneul Bibimbap Nabi Hangang Sarang".split(),
    "hi": "Bharat Mumbai Chai Mango Diwali Ganga Sitara Shera Pune Jalebi".split(),
    "ar": "Habibi Qamar Sahara Dubai Najma Falafel Noor Zaytoun Amman Bahr".split(),
    "el": "Thalassa Athina Ilios Elia Feta Kriti Agapi Oneiro Kastro Meli".split(),
    "he": "Shalom Yam Tapuz Haifa Shemesh Kochav Dvash Ari Eilat Falafel".split(),
    "th": "Sawasdee Bangkok Mamuang Chiangmai Tomyum Chang Somtam Dao Phuket Kati".split(),
}

ALL_SYMS = "!@#%^&*-_+=.?~"
SAFE_SYMS = "!%^*-_+.~"     # unquoted shell / env / yaml / ini
URL_SYMS = "-_.~"           # unreserved in URLs


def leet(w):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}
    out = []
    for ch in w:
        if ch.lower() in table and R.random() < 0.5:
            out.append(table[ch.lower()])
        else:
            out.append(ch)
    return "".join(out)


def human_pw(syms=ALL_SYMS, words=None):
    words = words or WORDS
    sym = pick(syms)
    w = pick(words)
    W = w[0].upper() + w[1:]
    style = R.randrange(11)
    if style == 0:
        p = W + rd(2, 4) + sym
    elif style == 1:
        sep = pick("-_." if set("-_.") & set(syms) else "-")
        sep = sep if sep in syms else "-"
        p = sep.join(pick(WORDS) for _ in range(R.randint(3, 4))) + sep + rd(1, 2)
    elif style == 2:
        p = leet(W) + sym + rd(2, 4)
    elif style == 3:
        p = w + rd(1) + "-" + pick(WORDS).capitalize()
    elif style == 4:
        p = pick(["Winter", "Summer", "Spring", "Autumn", "Herbst", "Fall"]) + str(R.randint(2019, 2026)) + sym
    elif style == 5:
        n = R.randint(12, 20)
        alpha = ALNUM + syms
        while True:
            p = rs(alpha, n)
            if (any(c in LOW for c in p) and any(c in UP for c in p)
                    and any(c in DIG for c in p) and any(c in syms for c in p)):
                break
    elif style == 6:
        p = pick(["ILove", "MyDogIs", "Go", "Team", "Best", "Happy"]) + W + rd(2) + pick(["", sym])
    elif style == 7:
        p = w + str(R.randint(1962, 2006)) + pick(["", sym])
    elif style == 8:
        p = W + sym + pick(WORDS).capitalize() + rd(2)
    elif style == 9:
        p = W.upper()[:3] + rd(3) + sym + pick(WORDS) + rd(1)
    else:
        p = rs(ALNUM, R.randint(16, 28))
    # shell/url safety: strip characters outside the allowed symbol set
    p = "".join(c for c in p if c in ALNUM or c in syms or c.isalpha())
    if p and p[-1] == ".":
        p = p[:-1] + rd(1)
    return p


def passphrase(n=None):
    return " ".join(pick(WORDS) for _ in range(n or R.randint(4, 6)))


# ---------------------------------------------------------------- vendor-shaped synthetic tokens
def tok_jwt(alg=None, payload=None):
    alg = alg or pick(["HS256", "HS256", "RS256", "ES256", "HS512"])
    hdr = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and R.random() < 0.7:
        hdr["kid"] = rs(B64U, 22)
    now = R.randint(1_700_000_000, 1_790_000_000)
    pl = payload or {
        "sub": pick([ruuid(), "user_" + rd(5), "auth0|" + rs(HEX, 24), rd(9)]),
        "iat": now, "exp": now + pick([900, 3600, 86400]),
    }
    if R.random() < 0.5:
        pl["iss"] = pick(["https://auth.acme-internal.dev/", "https://login.example-corp.io", "api-gateway"])
    if R.random() < 0.4:
        pl["scope"] = pick(["read:orders write:orders", "admin", "openid profile email"])
    siglen = {"HS256": 43, "HS512": 86, "RS256": 342, "ES256": 86}[alg]
    h = b64of(json.dumps(hdr, separators=(",", ":")), url=True, pad=False)
    p = b64of(json.dumps(pl, separators=(",", ":")), url=True, pad=False)
    s = rs(B64U, siglen)
    return f"{h}.{p}.{s}", [s]


def t_ghp(): return "ghp_" + rs(ALNUM, 36)
def t_gho(): return "gho_" + rs(ALNUM, 36)
def t_ghu(): return "ghu_" + rs(ALNUM, 36)
def t_ghs(): return "ghs_" + rs(ALNUM, 36)
def t_ghr(): return "ghr_" + rs(ALNUM, 36)
def t_ghpat(): return "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
def t_glpat(): return "glpat-" + rs(B64U, 20)
def t_glrt(): return "glrt-" + rs(B64U, 20)
def t_xoxb(): return f"xoxb-{rd(11, 13)}-{rd(13)}-{rs(ALNUM, 24)}"
def t_xoxp(): return f"xoxp-{rd(11, 13)}-{rd(11, 13)}-{rd(13)}-{rs(HEX, 32)}"
def t_xapp(): return f"xapp-1-A{rs(UP + DIG, 10)}-{rd(13)}-{rs(HEX, 64)}"
def t_sk_live(): return "sk_live_" + rs(ALNUM, pick([24, 99]))
def t_sk_test(): return "sk_test_" + rs(ALNUM, pick([24, 99]))
def t_rk_live(): return "rk_live_" + rs(ALNUM, pick([24, 99]))
def t_whsec(): return "whsec_" + rs(ALNUM, 32)
def t_openai(): return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
def t_openai_proj(): return "sk-proj-" + rs(B64U, 156)
def t_openai_svc(): return "sk-svcacct-" + rs(B64U, 120)
def t_anthropic(): return "sk-ant-api03-" + rs(B64U, 93) + "AA"
def t_anthropic_admin(): return "sk-ant-admin01-" + rs(B64U, 93) + "AA"
def t_hf(): return "hf_" + rs(LOW + UP, 34)
def t_sendgrid(): return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
def t_twilio_sk(): return "SK" + rs(HEX, 32)
def t_npm(): return "npm_" + rs(ALNUM, 36)
def t_pypi(): return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randint(60, 150))
def t_shopify(): return pick(["shpat_", "shpca_", "shppa_"]) + rs(HEX, 32)
def t_mailgun(): return "key-" + rs(HEX, 32)
def t_doppler(): return pick(["dp.pt.", "dp.st.prd.", "dp.sa."]) + rs(ALNUM, 43)
def t_hvs(): return "hvs." + rs(ALNUM + "_-", pick([24, 91]))
def t_vault_s(): return "s." + rs(ALNUM, 24)
def t_age(): return "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58)
def t_telegram(): return rd(9, 10), "AA" + rs(B64U, 33)
def t_discord():
    uid = rd(18, 19)
    return b64of(uid, pad=False) + "." + rs(B64U, 6) + "." + rs(B64U, pick([27, 38]))
def t_google(): return "AIza" + rs(B64U, 35)
def t_gcp_oauth(): return "GOCSPX-" + rs(B64U, 28)
def t_atlassian(): return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs("0123456789ABCDEF", 8)
def t_linear(): return "lin_api_" + rs(ALNUM, 40)
def t_notion(): return pick(["secret_" + rs(ALNUM, 43), "ntn_" + rd(11) + rs(ALNUM, 35)])
def t_databricks(): return "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"])
def t_postman(): return "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)
def t_square(): return pick(["EAAA" + rs(B64U, 60), "sq0csp-" + rs(B64U, 43), "sq0atp-" + rs(B64U, 22)])
def t_pulumi(): return "pul-" + rs(HEX, 40)
def t_tfc(): return rs(ALNUM, 14) + ".atlasv1." + rs(B64U, 67)
def t_glsa(): return "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)
def t_glc():
    inner = json.dumps({"o": rd(6), "n": "stack-" + rd(6) + "-hm-read", "k": rs(ALNUM, 24),
                        "m": {"r": pick(["prod-eu-west-2", "prod-us-east-0"])}}, separators=(",", ":"))
    return "glc_" + b64of(inner, pad=True)
def t_newrelic(): return "NRAK-" + rs(UP + DIG, 27)
def t_do(): return pick(["dop_v1_", "doo_v1_", "dor_v1_"]) + rs(HEX, 64)
def t_heroku(): return "HRKU-AA" + rs(B64U, 58)
def t_cloudflare(): return rs(B64U, 40)
def t_sentry_auth(): return "sntrys_" + b64of(json.dumps({"iat": R.randint(1.7e9, 1.8e9), "url": "https://sentry.io",
                                                          "region_url": "https://us.sentry.io", "org": "acme"}),
                                                pad=False) + "_" + rs(B64U, 43)
def t_figma(): return "figd_" + rs(B64U, 40)
def t_airtable(): return "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64)
def t_buildkite(): return "bkua_" + rs(HEX, 40)
def t_replicate(): return "r8_" + rs(ALNUM, 37)
def t_groq(): return "gsk_" + rs(ALNUM, 52)
def t_pplx(): return "pplx-" + rs(ALNUM, 48)
def t_langsmith(): return "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10)
def t_tailscale(): return "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)
def t_rubygems(): return "rubygems_" + rs(HEX, 48)
def t_cratesio(): return "cio" + rs(ALNUM, 32)
def t_dropbox(): return "sl." + rs(B64U, 136)
def t_mapbox_sk(): return "sk.eyJ1Ijoi" + rs(B64U, 40) + "." + rs(B64U, 22)
def t_contentful(): return "CFPAT-" + rs(B64U, 43)
def t_okta(): return "00" + rs(B64U, 40)
def t_azure_secret(): return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "~._-", 34)
def t_aws_secret(): return rs(ALNUM + "/+", 40)
def t_aws_session(): return "IQoJb3JpZ2luX2Vj" + rs(B64, R.randint(280, 420)) + pick(["", "=", "=="])
def t_aws_session_old(): return "FwoGZXIvYXdzE" + rs(B64, R.randint(200, 300))
def t_akid(): return pick(["AKIA", "ASIA"]) + rs(UP + "234567", 16)
def t_fernet(): return b64(32, url=True)
def t_opaque(): return rs(pick([ALNUM, B64U, HEX]), R.randint(32, 64))


def basic_blob(user=None, pw=None):
    user = user or pick(["admin", "ci-bot", "deploy", "grafana", "jenkins", "svc-reporting", "alice"])
    pw = pw or human_pw()
    return b64of(f"{user}:{pw}")


# ---------------------------------------------------------------- slots
def semver():
    return f"{R.randint(0, 5)}.{R.randint(0, 30)}.{R.randint(0, 20)}"


def ipv4():
    return pick([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                 f"192.168.{R.randint(0, 20)}.{R.randint(2, 254)}",
                 f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"])


def ipv6():
    return pick(["fd00", "2001:db8", "fe80"]) + "::" + ":".join(rs(HEX, R.randint(1, 4)) for _ in range(R.randint(2, 4)))


def isbn13():
    d = "978" + rs(DIG, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d))
    return d + str((10 - s % 10) % 10)


def pngb64():
    return "iVBORw0KGgoAAAANSUhEUgAAA" + rs(B64, R.randint(40, 90)) + pick(["=", "==", "AAAABJRU5ErkJggg=="])


FIXTURE_PAYLOADS = [
    '{"id": 42, "name": "widget"}', '{"event":"order.created","version":3}', "hello world",
    "The quick brown fox", '{"page":2,"per_page":50}', "sample,csv,row\n1,2,3", "<note>fixture</note>",
    '{"type":"ping"}', "lorem ipsum dolor sit amet", '{"tenant":"acme","plan":"pro"}',
]

SVCS = "billing-api ledger-worker auth-gateway search-indexer notifier checkout media-resizer " \
       "report-runner webhooks-out inventory sync-daemon".split()
ORGS = "acme northwind globex initech umbrella-labs hooli contoso stark-ind".split()
REPOS = "api web infra-live ledger mobile-app data-pipeline design-system cli".split()
DOMAINS = "acme-internal.dev northwind.io globex.cloud initech.net hooli.xyz example.org".split()
BRANCHES = "fix/retry-storm feat/invoice-pdf chore/bump-deps refactor/auth-middleware " \
           "release/2024.06 hotfix/null-tenant feat/sso-okta spike/duckdb".split()
USERS = "alice bob carol dave erin frank grace heidi ivan judy mallory oscar".split()

SLOTS = {
    "sha7": lambda: rs(HEX, 7), "sha8": lambda: rs(HEX, 8), "sha12": lambda: rs(HEX, 12),
    "sha40": lambda: rs(HEX, 40), "hex6": lambda: rs(HEX, 6), "hex16": lambda: rs(HEX, 16),
    "hex24": lambda: rs(HEX, 24), "hex32": lambda: rs(HEX, 32), "hex40": lambda: rs(HEX, 40),
    "hex64": lambda: rs(HEX, 64), "md5": lambda: rs(HEX, 32), "sha512": lambda: rs(HEX, 128),
    "uuid": ruuid, "UUID": lambda: ruuid().upper(),
    "ver": semver, "ver2": lambda: f"{R.randint(1, 9)}.{R.randint(0, 40)}",
    "nodever": lambda: f"{pick([18, 20, 22])}.{R.randint(0, 19)}.{R.randint(0, 5)}",
    "pyver": lambda: f"3.{R.randint(9, 13)}.{R.randint(0, 12)}",
    "nn": lambda: f"{R.randint(0, 99):02d}", "n2": lambda: str(R.randint(2, 60)),
    "n3": lambda: rd(3), "n4": lambda: rd(4), "n5": lambda: rd(5), "n6": lambda: rd(6),
    "n8": lambda: rd(8), "n10": lambda: rd(10),
    "port": lambda: str(pick([3000, 5432, 6379, 8080, 8443, 9090, 9200, 5672, 27017, 4318, 8000, 5000])),
    "ip": ipv4, "ip6": ipv6,
    "mac": lambda: ":".join(rs(HEX, 2) for _ in range(6)),
    "svc": lambda: pick(SVCS), "org": lambda: pick(ORGS), "repo": lambda: pick(REPOS),
    "domain": lambda: pick(DOMAINS), "branch": lambda: pick(BRANCHES), "user": lambda: pick(USERS),
    "host": lambda: pick(SVCS) + "." + pick(["internal", "svc.cluster.local", "staging.local", pick(DOMAINS)]),
    "jira": lambda: pick(["PAY", "CORE", "OPS", "WEB", "DATA"]) + "-" + rd(3, 4),
    "b64fix": lambda: b64of(pick(FIXTURE_PAYLOADS)),
    "pngb64": pngb64, "b64rand": lambda: b64(R.randint(24, 60)),
    "woff": lambda: "d09GMgABAAAAA" + rs(B64, R.randint(50, 90)),
    "b64_43": lambda: rs(B64, 43), "b64u43": lambda: rs(B64U, 43), "b64_64": lambda: rs(B64, 64),
    "integrity": lambda: "sha512-" + rs(B64, 86) + "==",
    "h1": lambda: rs(B64, 43) + "=",
    "nix": lambda: "/nix/store/" + rs(NIX32, 32) + "-" + pick(["python3-3.11.9", "openssl-3.0.13", "nodejs-20.12.2",
                                                               "retain-env", "glibc-2.39-52", "postgresql-16.3"]),
    "pod": lambda: pick(SVCS) + "-" + rs(HEX[:10] + "bcdf", 9) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5),
    "cid12": lambda: rs(HEX, 12),
    "ulid": lambda: "01" + rs(CROCK, 24), "ksuid": lambda: rd(1) + rs(ALNUM, 26),
    "stripecus": lambda: "cus_" + rs(ALNUM, 14), "alnum24": lambda: rs(ALNUM, 24),
    "alnum8": lambda: rs(ALNUM, 8), "alnum99": lambda: rs(ALNUM, 99),
    "slackch": lambda: "C0" + rs(UP + DIG, 9), "acct": lambda: rd(12),
    "runid": lambda: rd(10), "gpgfp": lambda: " ".join(rs("0123456789ABCDEF", 4) for _ in range(10)),
    "agepub": lambda: "age1" + rs(BECH32, 58), "ipfs": lambda: "bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52),
    "isbn": isbn13, "color": lambda: "#" + rs("0123456789abcdef", pick([3, 6])),
    "yyyy": lambda: str(R.randint(2021, 2026)), "mm": lambda: f"{R.randint(1, 12):02d}",
    "dd": lambda: f"{R.randint(1, 28):02d}",
    "UP10": lambda: rs(UP + DIG, 10), "ms": lambda: str(R.randint(40, 4000)),
    "addr": lambda: "0x" + pick(["7ff", "5555", "c000", "7f3a"]) + rs(HEX, 8),
    "hh": lambda: f"{R.randint(0, 23):02d}", "mi": lambda: f"{R.randint(0, 59):02d}",
    "tbl": lambda: pick(["orders", "invoices", "events", "users", "api_keys", "sessions", "audit_log"]),
    # ---- secret slots (name starts with S_): value is recorded as a secret
    "S_pw": lambda: human_pw(ALL_SYMS), "S_pws": lambda: human_pw(SAFE_SYMS),
    "S_pwu": lambda: human_pw(URL_SYMS), "S_rand": lambda: rs(ALNUM + "-_", R.randint(16, 28)),
    "S_hex32": lambda: rs(HEX, 32), "S_hex40": lambda: rs(HEX, 40), "S_hex64": lambda: rs(HEX, 64),
    "S_b64_32": lambda: b64(32), "S_b64u_32": lambda: b64(32, url=True, pad=False),
    "S_uuid": ruuid, "S_pin": lambda: rd(R.choice([4, 4, 6])), "S_phrase": passphrase,
    "S_aws": t_aws_secret, "S_awssess": t_aws_session, "S_fernet": t_fernet, "S_opaque": t_opaque,
    "S_jwt": tok_jwt, "S_basic": basic_blob, "S_azsecret": t_azure_secret,
    "S_ghp": t_ghp, "S_gho": t_gho, "S_glpat": t_glpat, "S_hvs": t_hvs, "S_npm": t_npm, "S_pypi": t_pypi,
    "S_xoxb": t_xoxb, "S_sk_live": t_sk_live, "S_openai": t_openai_proj, "S_hf": t_hf,
    "S_cio": t_cratesio, "S_rubygems": t_rubygems, "S_tfc": t_tfc,
    "S_mongo": lambda: human_pw(URL_SYMS),
}
SLOT_RE = re.compile(r"§([A-Za-z0-9_]+)(?::(\d))?§")


def fill(tmpl):
    """Replace §slot§ / §slot:1§ markers. Slots starting with S_ are secrets."""
    secrets, cache = [], {}

    def rep(m):
        key = m.group(0)
        if m.group(2) and key in cache:
            return cache[key]
        v = SLOTS[m.group(1)]()
        extra = []
        if isinstance(v, tuple):
            v, extra = v
        if m.group(1).startswith("S_"):
            secrets.append(v)
            secrets.extend(extra)
        if m.group(2):
            cache[key] = v
        return v

    return SLOT_RE.sub(rep, tmpl), secrets


# ---------------------------------------------------------------- row registry
class T:
    """A template: fn() -> (text, secrets)."""

    def __init__(self, family, shape, fn, lang="en", reps=1, leadin=True):
        self.family, self.shape, self.fn, self.lang, self.reps, self.leadin = family, shape, fn, lang, reps, leadin


SEC_T, ORD_T = [], []


def sec(family, shape, tmpl, lang="en", reps=1, leadin=True):
    fn = (lambda t=tmpl: fill(t)) if isinstance(tmpl, str) else tmpl
    SEC_T.append(T(family, shape, fn, lang, reps, leadin))


def ordi(family, shape, tmpl, lang="en", reps=None, leadin=True):
    fn = (lambda t=tmpl: fill(t)) if isinstance(tmpl, str) else tmpl
    if reps is None:
        reps = 3 if (not isinstance(tmpl, str) or SLOT_RE.search(tmpl)) else 1
    ORD_T.append(T(family, shape, fn, lang, reps, leadin))


# foreign-language lead-ins put in front of some code/config rows (the row's lang becomes that language)
LEADINS = {
    "de": ["Aus dem Terminal kopiert: ", "Notiz aus der Session: ", "Zur Erinnerung: "],
    "fr": ["Copié depuis le terminal : ", "Note de session : ", "Pour mémoire : "],
    "es": ["Copiado de la terminal: ", "Nota de la sesión: ", "Para recordar: "],
    "pt": ["Copiado do terminal: ", "Nota da sessão: "],
    "it": ["Copiato dal terminale: ", "Nota della sessione: "],
    "ru": ["Скопировано из терминала: ", "Заметка из сессии: "],
    "zh": ["从终端复制的：", "会话笔记："],
    "ja": ["ターミナルからコピー：", "セッションのメモ："],
    "ko": ["터미널에서 복사함: ", "세션 메모: "],
    "hi": ["टर्मिनल से कॉपी किया: ", "सेशन का नोट: "],
    "ar": ["منسوخ من الطرفية: ", "ملاحظة من الجلسة: "],
    "vi": ["Copy từ terminal: ", "Ghi chú phiên làm việc: "],
    "id": ["Disalin dari terminal: ", "Catatan sesi: "],
    "el": ["Αντιγραμμένο από το τερματικό: ", "Σημείωση συνεδρίας: "],
    "he": ["הועתק מהטרמינל: ", "הערה מהסשן: "],
    "tr": ["Terminalden kopyalandı: ", "Oturum notu: "],
    "pl": ["Skopiowane z terminala: ", "Notatka z sesji: "],
    "nl": ["Gekopieerd uit de terminal: ", "Notitie uit de sessie: "],
    "uk": ["Скопійовано з терміналу: ", "Нотатка з сесії: "],
    "th": ["คัดลอกจากเทอร์มินัล: ", "บันทึกจากเซสชัน: "],
}

# English wrappers that vary the prose around code/config rows
PRE = ["", "", "", "", "ran: ", "$ ", "note: ", "from the runbook: ", "worked: ", "user pasted: ",
       "the user ran ", "TIL this works: ", "debug session — ", "copied from the deploy notes: "]
POST = ["", "", "", "", " (worked)", " — ok", "  # TODO rotate", " (staging only)", "; connection fine after that",
        " — remember to rotate this", " (from Slack)"]


def wrap_en(text):
    return pick(PRE) + text + pick(POST)



# ================================================================ SECRET TEMPLATES

# ---------------------------------------------------------------- 1. passwords on command lines
CLI = [
    ("mysql_-p", "mysql -u root -p§S_pws§ -h 127.0.0.1 shop_dev"),
    ("mysql_-p", "mysql -h 10.0.3.12 -P 3306 -u reporting -p§S_pws§ < report.sql"),
    ("mysql_--password", "mysql --user=app --password=§S_pws§ --host=db.internal -e 'SHOW PROCESSLIST'"),
    ("mysqldump_-p_quoted", "mysqldump -uroot -p'§S_pw§' --single-transaction billing > billing.sql"),
    ("mysqladmin", "mysqladmin -uroot --password=\"§S_pw§\" status"),
    ("psql_uri", "psql postgresql://§user§:§S_pwu§@§host§:5432/app -c '\\dt'"),
    ("psql_uri", "psql 'postgres://report:§S_pwu§@10.4.0.9/warehouse?sslmode=disable'"),
    ("psql_conninfo", "psql \"host=db.staging port=5432 dbname=app user=app password=§S_pws§ sslmode=require\""),
    ("pgpassword_env", "PGPASSWORD=§S_pws§ psql -h localhost -U postgres -d analytics -f migrate.sql"),
    ("pgpassword_env", "PGPASSWORD='§S_pw§' pg_dump -Fc -h §ip§ -U backup core > core.dump"),
    ("pg_basebackup", "pg_basebackup -d 'host=primary.db user=replicator password=§S_pws§' -D /var/lib/pg/replica -P"),
    ("curl_-u", "curl -u admin:§S_pws§ https://jenkins.internal/api/json?pretty=true"),
    ("curl_--user", "curl --user deploy:§S_pws§ -X POST https://nexus.§domain§/service/rest/v1/components?repository=maven-releases -F file=@app.jar"),
    ("curl_-u_quoted", "curl -s -u 'elastic:§S_pw§' https://es01:9200/_cluster/health | jq .status"),
    ("sshpass", "sshpass -p '§S_pw§' ssh -o StrictHostKeyChecking=no pi@192.168.1.40"),
    ("sshpass", "sshpass -p §S_pws§ scp build.tar.gz ops@bastion:/tmp/"),
    ("redis-cli_-a", "redis-cli -h cache.internal -p 6379 -a §S_pws§ --no-auth-warning INFO memory"),
    ("redis-cli_-a", "redis-cli -a '§S_pw§' FLUSHDB   # only on the local container!"),
    ("redis-cli_auth", "redis-cli -h §ip§ then AUTH default §S_pws§ before KEYS sess:*"),
    ("docker_login_-p", "docker login -u ci-bot -p §S_pws§ registry.gitlab.com"),
    ("docker_login_--password", "docker login registry.§domain§ --username robot$builder --password §S_rand§"),
    ("htpasswd_-b", "htpasswd -b -c /etc/nginx/.htpasswd grafana §S_pws§"),
    ("htpasswd_-bB", "htpasswd -bB auth/users alice '§S_pw§'"),
    ("mongosh_srv", "mongosh \"mongodb+srv://§user§:§S_mongo§@cluster0.§alnum8§.mongodb.net/test\""),
    ("mongo_--password", "mongo --username admin --password §S_pws§ --authenticationDatabase admin"),
    ("git_clone_token", "git clone https://§user§:§S_ghp§@github.com/§org§/infra-live.git"),
    ("git_remote_token", "git remote set-url origin https://oauth2:§S_glpat§@gitlab.com/§org§/api.git"),
    ("wget_--password", "wget --user=builder --password=§S_pws§ https://artifacts.internal/libs/libfoo-1.2.tar.gz"),
    ("smbclient_-U", "smbclient //fileserver/share -U 'CORP\\jsmith%§S_pw§' -c 'ls'"),
    ("smbclient_-U", "smbclient -U backup%§S_pws§ //nas.local/backups -c 'get latest.tar'"),
    ("openssl_-passin", "openssl pkcs12 -in client.p12 -nodes -passin pass:§S_pws§ -out client.pem"),
    ("openssl_-passin", "openssl rsa -in server.key -passin 'pass:§S_pw§' -out server.nopass.key"),
    ("openssl_-passout", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:§S_pws§"),
    ("ldapsearch_-w", "ldapsearch -x -H ldaps://ldap.corp -D 'cn=admin,dc=corp,dc=local' -w §S_pws§ -b 'ou=people,dc=corp,dc=local'"),
    ("ldapsearch_-w", "ldapsearch -LLL -w '§S_pw§' -D uid=svc-jira,ou=svc,dc=ex,dc=com '(mail=*)'"),
    ("rabbitmqctl", "rabbitmqctl add_user worker §S_pws§ && rabbitmqctl set_user_tags worker monitoring"),
    ("net_use", "net use Z: \\\\files\\eng §S_pws§ /user:CORP\\build"),
    ("sqlcmd_-P", "sqlcmd -S tcp:sql01,1433 -U sa -P '§S_pw§' -Q 'SELECT @@VERSION'"),
    ("az_login_sp", "az login --service-principal -u §uuid§ -p §S_azsecret§ --tenant §uuid§"),
    ("kubectl_from_literal", "kubectl create secret generic db --from-literal=password=§S_pws§ -n payments"),
    ("sudo_-S", "echo '§S_pw§' | sudo -S systemctl restart nginx"),
    ("zip_-P", "zip -P §S_pws§ export.zip customers.csv"),
    ("7z_-p", "7z a -p§S_pws§ -mhe=on backup.7z ./dump"),
    ("unzip_-P", "unzip -P '§S_pw§' invoices-2024.zip"),
    ("keytool_-storepass", "keytool -importcert -keystore truststore.jks -storepass §S_pws§ -file ca.crt -noprompt"),
    ("java_-D_password", "java -Djavax.net.ssl.keyStorePassword=§S_pws§ -jar build/libs/app.jar"),
    ("gh_auth_stdin", "gh auth login --with-token <<< §S_gho§"),
    ("sqlplus", "sqlplus scott/§S_pws§@//oradb01:1521/ORCLPDB1"),
    ("mariadb_-p", "mariadb -uadmin -p§S_pws§ -e 'CHECK TABLE orders'"),
    ("psql_PGPASSWORD_export", "export PGPASSWORD=§S_pws§; psql -h db -U app -c 'select 1'"),
    ("ftp_user", "lftp -u uploader,§S_pws§ sftp://files.§domain§ -e 'mirror -R dist /www; quit'"),
    ("ansible_extra_vars", "ansible-playbook site.yml -e ansible_become_pass=§S_pws§ -l web"),
    ("helm_set_password", "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=§S_pws§ -n data"),
    ("influx_-p", "influx -username admin -password '§S_pw§' -execute 'SHOW DATABASES'"),
    ("vncpasswd_echo", "echo §S_pws§ | vncpasswd -f > ~/.vnc/passwd"),
    ("nmcli_wifi", "nmcli dev wifi connect Office-5G password '§S_pw§'"),
    ("mysql_MYSQL_PWD", "MYSQL_PWD=§S_pws§ mysql -uroot -e 'SELECT user,host FROM mysql.user'"),
    ("twine_-p", "twine upload -u __token__ -p §S_pypi§ dist/*"),
    ("vault_login", "vault login §S_hvs§"),
    ("npm_config_token", "npm publish --//registry.npmjs.org/:_authToken=§S_npm§"),
]
for shape, t in CLI:
    sec("cli_password", shape, t)

# ---------------------------------------------------------------- 2. config assignments (env/yaml/toml/json/ini/...)
CFG_NAMES = [
    # (name, value-slot)
    ("SMTP_PASS", "S_pws"), ("SMTP_PASSWORD", "S_pws"), ("ENCRYPTION_KEY", "S_b64_32"), ("VAULT_TOKEN", "S_hvs"),
    ("DB_PASSWD", "S_pws"), ("client_secret", "S_rand"), ("stripe_secret", "S_sk_live"), ("APP_SIGNING_SALT", "S_hex32"),
    ("WEBHOOK_SECRET", "S_hex64"), ("api-key", "S_uuid"), ("auth_token", "S_opaque"), ("passphrase", "S_phrase"),
    ("SECRET_KEY_BASE", "S_hex64"), ("DJANGO_SECRET_KEY", "S_rand"), ("JWT_SECRET", "S_b64_32"),
    ("SESSION_SECRET", "S_hex32"), ("MAILER_PASSWORD", "S_pws"), ("REDIS_PASSWORD", "S_pws"),
    ("RABBITMQ_DEFAULT_PASS", "S_pws"), ("MINIO_SECRET_KEY", "S_rand"), ("OAUTH_CLIENT_SECRET", "S_rand"),
    ("GF_SECURITY_ADMIN_PASSWORD", "S_pws"), ("KEYCLOAK_ADMIN_PASSWORD", "S_pws"), ("NEXTAUTH_SECRET", "S_b64_32"),
    ("COOKIE_SECRET", "S_hex32"), ("HMAC_KEY", "S_hex64"), ("master_key", "S_hex32"), ("access_token", "S_opaque"),
    ("refresh_token", "S_opaque"), ("bot_token", "S_opaque"), ("app_secret", "S_hex32"), ("consumer_secret", "S_rand"),
    ("db_pass", "S_pws"), ("pwd", "S_pws"), ("PASSWD", "S_pws"), ("LDAP_BIND_PW", "S_pws"),
    ("keystore_password", "S_pws"), ("ssl_key_password", "S_pws"), ("FERNET_KEY", "S_fernet"), ("AES_KEY", "S_hex64"),
    ("signing_key", "S_b64u_32"), ("SALT", "S_hex32"), ("API_SECRET", "S_rand"), ("X_API_KEY", "S_uuid"),
    ("PRIVATE_TOKEN", "S_glpat"), ("ELASTIC_PASSWORD", "S_pws"), ("POSTGRES_PASSWORD", "S_pws"),
    ("MYSQL_ROOT_PASSWORD", "S_pws"), ("admin_pass", "S_pws"), ("SECRET", "S_rand"), ("apiKey", "S_opaque"),
    ("secretAccessKey", "S_aws"), ("encryption_passphrase", "S_phrase"), ("TOKEN", "S_opaque"),
    ("ALGOLIA_ADMIN_KEY", "S_hex32"), ("MEILI_MASTER_KEY", "S_rand"), ("OPENAI_API_KEY", "S_openai"),
    ("HF_TOKEN", "S_hf"), ("SLACK_BOT_TOKEN", "S_xoxb"), ("NPM_TOKEN", "S_npm"), ("CARGO_REGISTRY_TOKEN", "S_cio"),
    ("GEM_HOST_API_KEY", "S_rubygems"), ("TF_TOKEN_app_terraform_io", "S_tfc"), ("license_key", "S_hex40"),
    ("PUSHER_APP_SECRET", "S_hex32"), ("STORAGE_KEY", "S_b64_32"), ("TOTP_SECRET", "S_b32"),
    ("RECAPTCHA_SECRET_KEY", "S_rand"), ("DB_CREDENTIALS", "S_pws"), ("pass", "S_pws"), ("SECRET_TOKEN", "S_hex40"),
]
SLOTS["S_b32"] = lambda: rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", pick([16, 32]))


def _lower(n):
    return n.lower().replace("-", "_")


CFG_FORMATS = [
    ("env", lambda n, v: f"{n.upper().replace('-', '_')}={v}"),
    ("env_quoted", lambda n, v: f'{n.upper().replace("-", "_")}="{v}"'),
    ("export", lambda n, v: f"export {n.upper().replace('-', '_')}='{v}'"),
    ("yaml", lambda n, v: f"{_lower(n)}: {v}"),
    ("yaml_quoted", lambda n, v: f'{_lower(n)}: "{v}"'),
    ("yaml_nested", lambda n, v: f"app:\n  mailer:\n    host: smtp.{pick(DOMAINS)}\n    port: 587\n    {_lower(n)}: \"{v}\"\n  log_level: info"),
    ("toml", lambda n, v: f'{_lower(n)} = "{v}"'),
    ("toml_section", lambda n, v: f'[{pick(["database", "smtp", "service.auth", "tool.deploy"])}]\nhost = "{pick(SVCS)}.internal"\n{_lower(n)} = "{v}"\ntimeout = 30'),
    ("json", lambda n, v: f'"{n}": "{v}"'),
    ("json_object", lambda n, v: json.dumps({"name": pick(SVCS), "region": "eu-west-1", n: v, "retries": 3})),
    ("ini", lambda n, v: f"[{pick(['client', 'smtp', 'auth', 'database'])}]\nuser = {pick(USERS)}\n{_lower(n)} = {v}"),
    ("properties", lambda n, v: f"app.{_lower(n).replace('_', '.')}={v}"),
    ("compose_env", lambda n, v: f"    environment:\n      - {n.upper().replace('-', '_')}={v}\n      - TZ=UTC"),
    ("k8s_stringData", lambda n, v: f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(SVCS)}\ntype: Opaque\nstringData:\n  {_lower(n)}: \"{v}\""),
    ("tfvars", lambda n, v: f'{_lower(n)} = "{v}"'),
    ("python", lambda n, v: f'{n.upper().replace("-", "_")} = "{v}"  # settings.py'),
    ("js_const", lambda n, v: f"const {re.sub(r'_(.)', lambda m: m.group(1).upper(), _lower(n))} = '{v}';"),
    ("fish", lambda n, v: f"set -gx {n.upper().replace('-', '_')} {v}"),
    ("powershell", lambda n, v: f'$env:{n.upper().replace("-", "_")} = "{v}"'),
    ("dockerfile_env", lambda n, v: f"ENV {n.upper().replace('-', '_')}={v}"),
    ("heroku_config", lambda n, v: f"heroku config:set {n.upper().replace('-', '_')}={v} -a {pick(SVCS)}"),
    ("fly_secrets", lambda n, v: f"fly secrets set {n.upper().replace('-', '_')}={v}"),
    ("gh_secret", lambda n, v: f"gh secret set {n.upper().replace('-', '_')} --body \"{v}\""),
    ("ruby", lambda n, v: f'config.{_lower(n)} = "{v}"'),
    ("go_const", lambda n, v: f'const {re.sub(r"_(.)", lambda m: m.group(1).upper(), _lower(n))} = "{v}"'),
    ("xml", lambda n, v: f"<{_lower(n)}>{v}</{_lower(n)}>"),
    ("php_define", lambda n, v: f"define('{n.upper().replace('-', '_')}', '{v}');"),
    ("ansible", lambda n, v: f"{_lower(n)}: \"{v}\"   # group_vars/prod.yml"),
    ("gha_env", lambda n, v: f"env:\n  NODE_ENV: production\n  {n.upper().replace('-', '_')}: {v}"),
    ("dotenv_comment", lambda n, v: f"# staging\n{n.upper().replace('-', '_')}={v}\nLOG_LEVEL=debug"),
    ("hcl", lambda n, v: f'  {_lower(n)} = "{v}"'),
    ("systemd", lambda n, v: f"Environment=\"{n.upper().replace('-', '_')}={v}\""),
    ("csharp", lambda n, v: f'private const string {n.replace("_", "").replace("-", "")} = "{v}";'),
    ("java_field", lambda n, v: f'private static final String {n.upper().replace("-", "_")} = "{v}";'),
    ("docker_run_-e", lambda n, v: f"docker run -d -e {n.upper().replace('-', '_')}={v} -p 8080:8080 {pick(SVCS)}:latest"),
    ("kv_colon_prose", lambda n, v: f"{n}: {v}"),
    ("vercel", lambda n, v: f"printf '{v}' | vercel env add {n.upper().replace('-', '_')} production"),
    ("makefile", lambda n, v: f"{n.upper().replace('-', '_')} ?= {v}"),
    ("nix", lambda n, v: f'  {re.sub(r"_(.)", lambda m: m.group(1).upper(), _lower(n))} = "{v}";'),
]


def cfg_row(fmt_fn, name, slot):
    def fn():
        v = SLOTS[slot]()
        extra = []
        if isinstance(v, tuple):
            v, extra = v
        return fmt_fn(name, v), [v] + extra
    return fn


_names = CFG_NAMES[:]
R.shuffle(_names)
for i, (fname, ffn) in enumerate(CFG_FORMATS):
    for k in range(2):
        name, slot = _names[(2 * i + k) % len(_names)]
        sec("config_assignment", "cfg_" + fname, cfg_row(ffn, name, slot))
# a few longer realistic snippets
sec("config_assignment", "settings_py_block",
    "DEBUG = False\nALLOWED_HOSTS = ['api.§domain§']\nSECRET_KEY = 'django-insecure-§S_rand§'\nDATABASES = {'default': env.db()}")
sec("config_assignment", "laravel_app_key", "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=base64:§S_b64_32§\nAPP_DEBUG=false")
sec("config_assignment", "rails_master_key", "config/master.key contains §S_hex32§ — the user pasted it while debugging credentials:edit")
sec("config_assignment", "spring_datasource",
    "spring.datasource.url=jdbc:postgresql://db:5432/orders\nspring.datasource.username=orders\nspring.datasource.password=§S_pws§")
sec("config_assignment", "wp_config", "define( 'DB_NAME', 'wp_prod' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '§S_pw§' );")
sec("config_assignment", "wp_salts", "define('AUTH_KEY', '§S_salt64§');\ndefine('SECURE_AUTH_SALT', '§S_salt64§');")
sec("config_assignment", "compose_service",
    "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: §S_pws§\n    ports: [\"5432:5432\"]")
sec("config_assignment", "appsettings_json",
    '{\n  "Logging": {"LogLevel": {"Default": "Information"}},\n  "Jwt": {"Issuer": "acme", "Key": "§S_b64_32§"},\n  "AllowedHosts": "*"\n}')
sec("config_assignment", "twilio_pair", "TWILIO_ACCOUNT_SID=AC§hex32§\nTWILIO_AUTH_TOKEN=§S_hex32§")
sec("config_assignment", "twilio_api_key", "TWILIO_API_KEY=SK§S_hex32§\nTWILIO_API_SECRET=§S_rand§")
sec("config_assignment", "mailgun_cfg", "mailgun:\n  domain: mg.§domain§\n  api_key: key-§S_hex32§")
sec("config_assignment", "airflow_fernet", "[core]\nexecutor = CeleryExecutor\nfernet_key = §S_fernet§")
sec("config_assignment", "grafana_ini", "[security]\nadmin_user = admin\nadmin_password = §S_pws§\nsecret_key = §S_rand§")
sec("config_assignment", "pg_hba_and_conf", "# recovery.conf\nprimary_conninfo = 'host=10.0.0.11 port=5432 user=replicator password=§S_pws§'")
sec("config_assignment", "ssh_config_comment", "Host build\n  HostName 10.1.2.3\n  User ci\n  # password: §S_pws§ (until keys are set up)")
sec("config_assignment", "jupyter_token", "c.ServerApp.token = '§S_hex40§'")
sec("config_assignment", "redis_conf", "bind 0.0.0.0\nport 6379\nrequirepass §S_pws§\nmaxmemory 2gb")
sec("config_assignment", "mosquitto_psk", "psk_hint hint1\nbridge_identity gw-01\nbridge_psk §S_hex32§")
sec("config_assignment", "hashicorp_unseal", "vault operator unseal §S_b64_32§")
sec("config_assignment", "ethereum_pk", "PRIVATE_KEY=0x§S_hex64§\nRPC_URL=https://sepolia.infura.io/v3/§hex32§")
sec("config_assignment", "kafka_jaas",
    'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc-orders" password="§S_pw§";')
sec("config_assignment", "nuget_config",
    '<packageSourceCredentials>\n  <github>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="§S_ghp§" />\n  </github>\n</packageSourceCredentials>')
sec("config_assignment", "helm_values", "postgresql:\n  auth:\n    username: app\n    password: \"§S_pws§\"\n    database: app")
sec("config_assignment", "cloud_init", "#cloud-config\nchpasswd:\n  list: |\n    ubuntu:§S_pws§\n  expire: False")

# ---------------------------------------------------------------- 3. URLs / DSNs with credentials
URLS = [
    ("sentry_dsn", "SENTRY_DSN=https://§S_hex32§@o§n6§.ingest.sentry.io/§n7§"),
    ("sentry_dsn", "Sentry.init({ dsn: \"https://§S_hex32§@o§n6§.ingest.us.sentry.io/§n7§\", tracesSampleRate: 0.2 })"),
    ("sentry_dsn_legacy", "sentry_sdk.init('https://§S_hex32§:§S_hex32§@sentry.§domain§/12')"),
    ("amqp", "CELERY_BROKER_URL=amqp://celery:§S_pwu§@rabbitmq:5672/orders"),
    ("amqps", "amqps://svc-notify:§S_pwu§@b-§uuid§.mq.eu-west-1.amazonaws.com:5671"),
    ("redis_nouser", "REDIS_URL=redis://:§S_pwu§@cache.internal:6379/0"),
    ("rediss_user", "rediss://default:§S_rand§@eu1-bright-owl-§n5§.upstash.io:6379"),
    ("postgres", "DATABASE_URL=postgres://app:§S_pwu§@db.internal:5432/app_prod"),
    ("postgresql_asyncpg", "SQLALCHEMY_DATABASE_URI = 'postgresql+asyncpg://ledger:§S_pwu§@10.20.0.5/ledger'"),
    ("mysql_url", "mysql://wp:§S_pwu§@mysql.§domain§:3306/wordpress"),
    ("mysql_pymysql", "engine = create_engine(\"mysql+pymysql://etl:§S_pwu§@warehouse:3306/stage?charset=utf8mb4\")"),
    ("mongodb_rs", "mongodb://app:§S_pwu§@mongo-0.mongo,mongo-1.mongo,mongo-2.mongo/?replicaSet=rs0&authSource=admin"),
    ("jdbc_pg_params", "jdbc:postgresql://db.internal:5432/orders?user=orders&password=§S_pwu§&ssl=true"),
    ("jdbc_mysql", "jdbc:mysql://10.0.4.2:3306/crm?user=crm_rw&password=§S_pwu§&useSSL=false"),
    ("jdbc_sqlserver", "jdbc:sqlserver://sql01:1433;databaseName=Billing;user=sa;password=§S_pws§;encrypt=true"),
    ("smtp_url", "EMAIL_URL=smtp://apikey:§S_pwu§@smtp.sendgrid.net:587"),
    ("smtps_url", "smtps://noreply%40§domain§:§S_pwu§@smtp.gmail.com:465"),
    ("odbc", "Driver={ODBC Driver 18 for SQL Server};Server=tcp:acme-sql.database.windows.net,1433;Database=orders;Uid=app;Pwd=§S_pws§;Encrypt=yes;"),
    ("ado_net", "Server=sql01;Database=Orders;User Id=app;Password=§S_pws§;TrustServerCertificate=True"),
    ("ado_net_json", "\"ConnectionStrings\": { \"Default\": \"Host=pg;Port=5432;Database=shop;Username=shop;Password=§S_pws§\" }"),
    ("ftp_url", "ftp://uploader:§S_pwu§@ftp.§domain§/incoming/"),
    ("https_basic_url", "pip install --index-url https://build:§S_pwu§@nexus.§domain§/repository/pypi/simple acme-core"),
    ("es_url", "ELASTICSEARCH_URL=https://elastic:§S_pwu§@es01.internal:9200"),
    ("http_proxy", "export https_proxy=http://jdoe:§S_pwu§@proxy.corp:3128"),
    ("socks_proxy", "ALL_PROXY=socks5h://tunnel:§S_pwu§@127.0.0.1:1080"),
    ("nats", "nats://orders:§S_pwu§@nats.internal:4222"),
    ("clickhouse", "clickhouse://default:§S_pwu§@ch01:9000/analytics"),
    ("requirements_git", "git+https://ci:§S_glpat§@gitlab.§domain§/libs/acme-utils.git@v2.3.1#egg=acme-utils"),
    ("mssql_pyodbc", "mssql+pyodbc://sa:§S_pwu§@sqlhost:1433/master?driver=ODBC+Driver+18+for+SQL+Server"),
    ("mqtt", "mqtt://sensor-gw:§S_pwu§@broker.§domain§:1883"),
    ("webdav", "davs://nextcloud-user:§S_pwu§@cloud.§domain§/remote.php/dav/files/nextcloud-user/"),
    ("ldap_url_prose", "bind as cn=reader with password §S_pws§ against ldaps://ldap.§domain§:636"),
    ("sftp_url", "sftp://deploy:§S_pwu§@files.§domain§:22/var/www"),
    ("s3_compatible", "rclone: s3://minioadmin:§S_pwu§@minio.local:9000/backups (path style)"),
    ("presto", "trino://analyst:§S_pwu§@trino.internal:443/hive/default"),
    ("sqlalchemy_oracle", "oracle+oracledb://app:§S_pwu§@oradb:1521/?service_name=ORCLPDB1"),
    ("url_in_log", "ERROR connect failed: dial tcp 10.0.9.4:5432: postgres://billing:§S_pwu§@10.0.9.4:5432/billing timeout"),
    ("ws_url_token", "wss://stream.§domain§/v1/feed?token=§S_opaque§"),
    ("query_apikey", "GET https://api.§domain§/v2/forecast?lat=52.5&lon=13.4&appid=§S_hex32§"),
    ("query_access_token", "https://graph.§domain§/me?fields=id,name&access_token=§S_opaque§"),
]
for shape, t in URLS:
    sec("url_credentials", shape, t)

# ---------------------------------------------------------------- 4. credential files
CREDF = [
    ("netrc_oneline", "machine api.§domain§ login §user§ password §S_pws§"),
    ("netrc_multiline", "~/.netrc:\nmachine api.heroku.com\n  login §user§@§domain§\n  password §S_uuid§\nmachine git.heroku.com\n  login §user§@§domain§\n  password §S_uuid§"),
    ("netrc_github", "machine github.com login x-access-token password §S_ghp§"),
    ("pgpass", "db.internal:5432:app:app_rw:§S_pws§"),
    ("pgpass_wild", "~/.pgpass has `*:*:*:postgres:§S_pws§` — chmod 600 or psql ignores it"),
    ("pgpass_multi", "localhost:5432:*:postgres:§S_pws§\nreplica.internal:5432:reporting:analyst:§S_pws§"),
    ("npmrc_authToken", "//registry.npmjs.org/:_authToken=§S_npm§"),
    ("npmrc_github", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=§S_ghp§"),
    ("npmrc_auth_b64", "registry=https://nexus.§domain§/repository/npm/\n_auth=§S_basic§\nalways-auth=true"),
    ("npmrc_password", "//nexus.§domain§/repository/npm-private/:username=ci\n//nexus.§domain§/repository/npm-private/:_password=§S_basic§"),
    ("pypirc_token", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = §S_pypi§"),
    ("pypirc_private", "[internal]\nrepository = https://pypi.§domain§/\nusername = publisher\npassword = §S_pws§"),
    ("docker_config_auth", '{"auths": {"https://index.docker.io/v1/": {"auth": "§S_basic§"}}}'),
    ("docker_config_auth_ghcr", '~/.docker/config.json:\n{\n  "auths": {\n    "ghcr.io": {\n      "auth": "§S_basic§"\n    }\n  }\n}'),
    ("kubeconfig_token", "users:\n- name: ci-deployer\n  user:\n    token: §S_jwt§"),
    ("kubeconfig_token_opaque", "kubectl config set-credentials admin --token=§S_opaque§"),
    ("kubeconfig_client_key", "users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU§b64body§\n    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlF§S_b64body§"),
    ("git_credentials", "~/.git-credentials: https://§user§:§S_ghp§@github.com"),
    ("pip_conf", "[global]\nindex-url = https://reader:§S_pwu§@artifactory.§domain§/api/pypi/pypi-virtual/simple"),
    ("maven_settings", "<server>\n  <id>releases</id>\n  <username>deployer</username>\n  <password>§S_pws§</password>\n</server>"),
    ("gradle_properties", "signing.keyId=§UP10§\nsigning.password=§S_pws§\nossrhUsername=acme\nossrhPassword=§S_pws§"),
    ("composer_auth", '{"http-basic": {"repo.packagist.com": {"username": "token", "password": "§S_hex40§"}}}'),
    ("composer_github_oauth", '{"github-oauth": {"github.com": "§S_gho§"}}'),
    ("yarnrc_yml", "npmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"§S_ghp§\""),
    ("gh_hosts_yml", "github.com:\n    user: §user§\n    oauth_token: §S_gho§\n    git_protocol: ssh"),
    ("wpa_supplicant", "network={\n    ssid=\"Office-5G\"\n    psk=\"§S_pw§\"\n}"),
    ("my_cnf", "[client]\nuser=root\npassword=§S_pws§\nhost=127.0.0.1"),
    ("cargo_credentials", "~/.cargo/credentials.toml\n[registry]\ntoken = \"§S_cio§\""),
    ("gem_credentials", "---\n:rubygems_api_key: §S_rubygems§"),
    ("tfrc_json", '{"credentials": {"app.terraform.io": {"token": "§S_tfc§"}}}'),
    ("s3cfg", "[default]\naccess_key = §akid§\nsecret_key = §S_aws§\nhost_base = s3.amazonaws.com"),
    ("boto_cfg", "[Credentials]\naws_access_key_id = §akid§\naws_secret_access_key = §S_aws§"),
    ("rclone_conf", "[b2]\ntype = b2\naccount = §hex24§\nkey = §S_rand§"),
    ("htaccess_prose", "the .htpasswd for staging is admin / §S_pws§ (plain, we generate the hash in CI)"),
    ("msmtprc", "account default\nhost smtp.fastmail.com\nport 465\nuser ops@§domain§\npassword §S_pws§"),
    ("fetchmailrc", "poll imap.§domain§ protocol IMAP user \"alerts\" password \"§S_pw§\""),
    ("dbeaver_prose", "DBeaver saved connection: host pg-prod, user readonly, password §S_pws§"),
]
SLOTS["akid"] = t_akid
SLOTS["b64body"] = lambda: rs(B64, R.randint(300, 500)) + pick(["", "=", "=="])
SLOTS["S_b64body"] = lambda: rs(B64, R.randint(600, 900)) + pick(["", "=", "=="])
SLOTS["n7"] = lambda: rd(7)
for shape, t in CREDF:
    sec("credential_file", shape, t)

# ---------------------------------------------------------------- 5. HTTP headers
HDR = [
    ("cookie_session", "Cookie: session=§S_opaque§; theme=dark; _ga=GA1.2.§n10§.§n10§"),
    ("cookie_django", "Cookie: csrftoken=§alnum24§; sessionid=§S_sessid§"),
    ("cookie_connect_sid", "curl -b 'connect.sid=s%3A§S_b64u_32§.§S_b64u_32§' https://admin.§domain§/api/users"),
    ("set_cookie", "Set-Cookie: sid=§S_opaque§; Path=/; HttpOnly; Secure; SameSite=Lax"),
    ("set_cookie_jwt", "< Set-Cookie: access_token=§S_jwt§; Max-Age=900; HttpOnly"),
    ("bearer_opaque", "Authorization: Bearer §S_opaque§"),
    ("bearer_jwt", "curl -H \"Authorization: Bearer §S_jwt§\" https://api.§domain§/v1/orders"),
    ("bearer_curl_verbose", "> GET /v2/me HTTP/2\n> Host: api.§domain§\n> authorization: Bearer §S_opaque§\n> user-agent: curl/8.5.0"),
    ("basic", "Authorization: Basic §S_basic§"),
    ("basic_python", "headers = {\"Authorization\": \"Basic §S_basic§\", \"Accept\": \"application/json\"}"),
    ("x_api_key", "X-Api-Key: §S_hex32§"),
    ("x_api_key_curl", "curl -H 'x-api-key: §S_opaque§' https://api.§domain§/v1/reports?from=2024-01-01"),
    ("proxy_authorization", "Proxy-Authorization: Basic §S_basic§"),
    ("github_token_header", "curl -H 'Authorization: token §S_ghp§' https://api.github.com/user/repos"),
    ("gitlab_private_token", "curl --header \"PRIVATE-TOKEN: §S_glpat§\" https://gitlab.com/api/v4/projects"),
    ("vault_token_header", "curl -H \"X-Vault-Token: §S_hvs§\" https://vault.internal:8200/v1/secret/data/app"),
    ("azure_apim", "Ocp-Apim-Subscription-Key: §S_hex32§"),
    ("azure_openai", "curl $AZURE_OPENAI_ENDPOINT/openai/deployments/gpt4o/chat/completions -H 'api-key: §S_hex32§'"),
    ("datadog", "DD-API-KEY: §S_hex32§"),
    ("cloudflare_global", "-H 'X-Auth-Email: ops@§domain§' -H 'X-Auth-Key: §S_cfglobal§'"),
    ("shopify_header", "X-Shopify-Access-Token: shpat_§S_hex32§"),
    ("fetch_js", "fetch(url, { headers: { Authorization: `Bearer §S_opaque§` } })"),
    ("requests_py", "requests.get(url, headers={'Authorization': 'Token §S_hex40§'})"),
    ("har_cookie", '{"name": "Cookie", "value": "JSESSIONID=§S_jsess§; lang=en"}'),
    ("x_auth_token", "X-Auth-Token: §S_uuid§"),
    ("apikey_supabase_style", "-H \"apikey: §S_jwt§\""),
    ("httpie", "http POST :8080/api/import Authorization:'Bearer §S_opaque§' file@data.csv"),
    ("dd_app_key", "DD-APPLICATION-KEY: §S_hex40§"),
    ("grpc_metadata", "grpcurl -H 'authorization: Bearer §S_opaque§' -d '{}' api.internal:443 ledger.v1.Ledger/List"),
]
SLOTS["S_sessid"] = lambda: rs(LOW + DIG, 32)
SLOTS["S_jsess"] = lambda: rs("0123456789ABCDEF", 32)
SLOTS["S_cfglobal"] = lambda: rs(HEX, 37)
for shape, t in HDR:
    sec("http_header", shape, t)

# ---------------------------------------------------------------- 6. cloud keys
CLOUD = [
    ("aws_credentials_file", "[default]\naws_access_key_id = §akid§\naws_secret_access_key = §S_aws§\nregion = eu-west-1"),
    ("aws_credentials_profile", "[profile staging]\naws_access_key_id=§akid§\naws_secret_access_key=§S_aws§"),
    ("aws_export_pair", "export AWS_ACCESS_KEY_ID=§akid§\nexport AWS_SECRET_ACCESS_KEY=§S_aws§"),
    ("aws_secret_alone", "aws_secret_access_key = §S_aws§"),
    ("aws_secret_alone_env", "AWS_SECRET_ACCESS_KEY=§S_aws§"),
    ("aws_secret_prose", "the secret access key for the backup user is §S_aws§ (key id in 1Password)"),
    ("aws_session", "export AWS_SESSION_TOKEN=§S_awssess§"),
    ("aws_session_json", '{"AccessKeyId": "§akid§", "SecretAccessKey": "§S_aws§", "SessionToken": "§S_awssess§", "Expiration": "2025-03-01T12:00:00Z"}'),
    ("aws_session_old", "aws_session_token = §S_awssessold§"),
    ("boto3_inline", "s3 = boto3.client('s3', aws_access_key_id='§akid§', aws_secret_access_key='§S_aws§')"),
    ("aws_cli_configure", "aws configure set aws_secret_access_key §S_aws§ --profile ci"),
    ("azure_storage_cs", "DefaultEndpointsProtocol=https;AccountName=acme§n4§;AccountKey=§S_azkey§;EndpointSuffix=core.windows.net"),
    ("azure_storage_key_env", "AZURE_STORAGE_KEY=§S_azkey§"),
    ("azure_sas", "https://acme§n4§.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-06-30T18:00:00Z&st=2025-06-01T10:00:00Z&spr=https&sig=§S_sassig§"),
    ("azure_sas_token_env", "AZURE_SAS_TOKEN=\"?sv=2021-08-06&ss=bfqt&srt=sco&sp=rwdlacupitfx&se=2026-01-01T00:00:00Z&sig=§S_sassig§\""),
    ("azure_client_secret", "AZURE_CLIENT_ID=§uuid§\nAZURE_TENANT_ID=§uuid§\nAZURE_CLIENT_SECRET=§S_azsecret§"),
    ("azure_servicebus", "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=§S_b64_32§"),
    ("azure_cosmos", "AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=§S_azkey§;"),
    ("gcp_oauth_client", '{"web": {"client_id": "§n12§-§alnum32l§.apps.googleusercontent.com", "client_secret": "§S_gcpoauth§"}}'),
    ("do_token", "doctl auth init -t §S_do§"),
    ("do_token_env", "DIGITALOCEAN_TOKEN=§S_do§"),
    ("heroku_api_key_uuid", "HEROKU_API_KEY=§S_uuid§"),
    ("heroku_hrku", "heroku authorizations:create printed §S_heroku§ — stored it in CI as HEROKU_API_KEY"),
    ("cloudflare_token", "CLOUDFLARE_API_TOKEN=§S_cftoken§"),
    ("cloudflare_wrangler", "wrangler: CF_API_TOKEN=§S_cftoken§ npx wrangler deploy"),
    ("cloudflare_global_key", "CLOUDFLARE_API_KEY=§S_cfglobal§\nCLOUDFLARE_EMAIL=ops@§domain§"),
    ("hcloud", "HCLOUD_TOKEN=§S_alnum64§"),
    ("scaleway", "SCW_ACCESS_KEY=SCW§UP17§\nSCW_SECRET_KEY=§S_uuid§"),
    ("alibaba", "ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI§alnum20§\nALIBABA_CLOUD_ACCESS_KEY_SECRET=§S_alnum30§"),
    ("linode", "linode-cli configure --token §S_hex64§"),
    ("ibm_cloud", "ibmcloud login --apikey §S_ibm§ -r eu-de"),
    ("oci_fingerprint_key", "[DEFAULT]\nuser=ocid1.user.oc1..§alnum32l§\nfingerprint=§fp_colon§\npass_phrase=§S_pws§\nregion=eu-frankfurt-1"),
    ("gcp_hmac", "GCS HMAC key: access id GOOG1E§UP40§, secret §S_b64_40§"),
    ("vultr", "VULTR_API_KEY=§S_UP36§"),
]
SLOTS.update({
    "S_awssessold": t_aws_session_old,
    "S_azkey": lambda: b64(64),
    "S_sassig": lambda: b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"),
    "n12": lambda: rd(12), "alnum32l": lambda: rs(LOW + DIG, 32), "alnum20": lambda: rs(ALNUM, 20),
    "S_gcpoauth": t_gcp_oauth, "S_do": t_do, "S_heroku": t_heroku, "S_cftoken": t_cloudflare,
    "S_alnum64": lambda: rs(ALNUM, 64), "S_alnum30": lambda: rs(ALNUM, 30), "UP17": lambda: rs(UP + DIG, 17),
    "S_ibm": lambda: rs(B64U, 44), "fp_colon": lambda: ":".join(rs(HEX, 2) for _ in range(16)),
    "UP40": lambda: rs(UP + DIG, 40), "S_b64_40": lambda: rs(B64, 40), "S_UP36": lambda: rs(UP + DIG, 36),
})
for shape, t in CLOUD:
    sec("cloud_key", shape, t)


def gcp_sa_json():
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 1574) + "=="
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    pkid = rs(HEX, 40)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    proj = pick(["acme-prod", "northwind-data", "globex-ml-" + rd(4)])
    text = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
            '  "private_key": "%s",\n  "client_email": "deployer@%s.iam.gserviceaccount.com",\n'
            '  "client_id": "%s",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}'
            % (proj, pkid, pk, proj, rd(21)))
    return text, [pkid] + [ln for ln in lines if len(ln) > 16]


sec("cloud_key", "gcp_service_account_json", gcp_sa_json, leadin=False)
sec("cloud_key", "gcp_service_account_json", gcp_sa_json, leadin=False)

# ---------------------------------------------------------------- 7. well-known prefixed tokens
TOK_GENERIC = [
    "export §VAR§=§TOK§",
    "§VAR§=§TOK§",
    "§var§: §TOK§",
    "§var§ = \"§TOK§\"",
    "\"§var§\": \"§TOK§\"",
    "the user pasted §TOK§ into the chat — it's the §VENDOR§ token for CI, rotate after the demo",
    "found a hardcoded §VENDOR§ key in scripts/sync.py line §n2§: §TOK§",
    "gh secret set §VAR§ --body '§TOK§'",
    "§VENDOR§ token for the bot: §TOK§",
    "fly secrets set §VAR§=§TOK§ -a api-prod",
    "docker run --rm -e §VAR§=§TOK§ ghcr.io/§org§/worker:latest",
    "$env:§VAR§ = '§TOK§'",
    "401 Unauthorized from §VENDOR§ using key §TOK§ — probably revoked",
    "client = Client(api_key='§TOK§')",
    "add `§VAR§=§TOK§` to .env.local for the e2e tests",
    "§VAR§: ${§VAR§:-§TOK§}",
    "use token §TOK§ for the §VENDOR§ sandbox",
    "echo -n '§TOK§' | wrangler secret put §VAR§",
    "kubectl create secret generic §var§ --from-literal=token=§TOK§",
    "the old §VENDOR§ key was §TOK§; new one is in the vault",
]

VENDORS = [
    # (shape, vendor, VAR, generator, n_generic, [specific templates])
    ("github_ghp", "GitHub", "GITHUB_TOKEN", t_ghp, 2,
     ["git clone https://x-access-token:§TOK§@github.com/§org§/§repo§.git"]),
    ("github_gho", "GitHub", "GH_TOKEN", t_gho, 1, ["gh auth status shows token §TOK§ (scopes: repo, read:org)"]),
    ("github_ghu", "GitHub", "GITHUB_USER_TOKEN", t_ghu, 1, []),
    ("github_ghs", "GitHub", "GITHUB_APP_TOKEN", t_ghs, 1, ["installation token for the app: §TOK§ (expires in 1h)"]),
    ("github_ghr", "GitHub", "GITHUB_REFRESH_TOKEN", t_ghr, 1, []),
    ("github_pat_fine", "GitHub", "GH_PAT", t_ghpat, 2, ["curl -H 'Authorization: Bearer §TOK§' https://api.github.com/repos/§org§/§repo§/actions/runs"]),
    ("gitlab_glpat", "GitLab", "GITLAB_TOKEN", t_glpat, 2, ["glab auth login --token §TOK§ --hostname gitlab.com"]),
    ("gitlab_runner", "GitLab", "RUNNER_TOKEN", t_glrt, 1, ["gitlab-runner register --url https://gitlab.com --token §TOK§"]),
    ("slack_xoxb", "Slack", "SLACK_BOT_TOKEN", t_xoxb, 2, []),
    ("slack_xoxp", "Slack", "SLACK_USER_TOKEN", t_xoxp, 1, []),
    ("slack_xapp", "Slack", "SLACK_APP_TOKEN", t_xapp, 1, ["socket mode needs the app-level token §TOK§"]),
    ("stripe_sk_live", "Stripe", "STRIPE_SECRET_KEY", t_sk_live, 2, ["stripe.api_key = \"§TOK§\""]),
    ("stripe_sk_test", "Stripe", "STRIPE_API_KEY", t_sk_test, 1, ["stripe listen --api-key §TOK§ --forward-to localhost:3000/webhooks"]),
    ("stripe_rk_live", "Stripe", "STRIPE_RESTRICTED_KEY", t_rk_live, 1, []),
    ("stripe_whsec", "Stripe", "STRIPE_WEBHOOK_SECRET", t_whsec, 2, ["endpoint_secret = '§TOK§'"]),
    ("openai_legacy", "OpenAI", "OPENAI_API_KEY", t_openai, 1, []),
    ("openai_proj", "OpenAI", "OPENAI_API_KEY", t_openai_proj, 2, ["client = OpenAI(api_key=\"§TOK§\")"]),
    ("openai_svcacct", "OpenAI", "OPENAI_KEY", t_openai_svc, 1, []),
    ("anthropic", "Anthropic", "ANTHROPIC_API_KEY", t_anthropic, 2, ["curl https://api.anthropic.com/v1/messages -H \"x-api-key: §TOK§\" -H 'anthropic-version: 2023-06-01'"]),
    ("anthropic_admin", "Anthropic", "ANTHROPIC_ADMIN_KEY", t_anthropic_admin, 1, []),
    ("huggingface", "Hugging Face", "HF_TOKEN", t_hf, 2, ["huggingface-cli login --token §TOK§"]),
    ("sendgrid", "SendGrid", "SENDGRID_API_KEY", t_sendgrid, 2, []),
    ("twilio_sk", "Twilio", "TWILIO_API_KEY", t_twilio_sk, 1, []),
    ("npm", "npm", "NPM_TOKEN", t_npm, 2, ["npm config set //registry.npmjs.org/:_authToken §TOK§"]),
    ("pypi", "PyPI", "PYPI_API_TOKEN", t_pypi, 1, ["uv publish --token §TOK§"]),
    ("shopify", "Shopify", "SHOPIFY_ACCESS_TOKEN", t_shopify, 2, []),
    ("mailgun", "Mailgun", "MAILGUN_API_KEY", t_mailgun, 1, ["curl -s --user 'api:§TOK§' https://api.mailgun.net/v3/mg.§domain§/messages"]),
    ("doppler", "Doppler", "DOPPLER_TOKEN", t_doppler, 2, []),
    ("vault_hvs", "Vault", "VAULT_TOKEN", t_hvs, 2, []),
    ("vault_s", "Vault", "VAULT_TOKEN", t_vault_s, 2, ["vault login §TOK§"]),
    ("age_secret", "age", "SOPS_AGE_KEY", t_age, 1,
     ["# created: 2024-05-02T10:11:12Z\n# public key: §agepub§\n§TOK§"]),
    ("google_api", "Google", "GOOGLE_API_KEY", t_google, 2,
     ["https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=§TOK§",
      "const firebaseConfig = { apiKey: \"§TOK§\", authDomain: \"acme-app.firebaseapp.com\", projectId: \"acme-app\" };"]),
    ("atlassian", "Atlassian", "JIRA_API_TOKEN", t_atlassian, 1, ["curl -u me@§domain§:§TOK§ https://acme.atlassian.net/rest/api/3/myself"]),
    ("linear", "Linear", "LINEAR_API_KEY", t_linear, 2, []),
    ("notion", "Notion", "NOTION_TOKEN", t_notion, 2, []),
    ("databricks", "Databricks", "DATABRICKS_TOKEN", t_databricks, 2, []),
    ("postman", "Postman", "POSTMAN_API_KEY", t_postman, 1, ["X-Api-Key: §TOK§"]),
    ("square", "Square", "SQUARE_ACCESS_TOKEN", t_square, 2, []),
    ("pulumi", "Pulumi", "PULUMI_ACCESS_TOKEN", t_pulumi, 2, []),
    ("terraform_cloud", "Terraform Cloud", "TF_API_TOKEN", t_tfc, 2, []),
    ("grafana_glsa", "Grafana", "GRAFANA_SA_TOKEN", t_glsa, 2, []),
    ("grafana_glc", "Grafana Cloud", "GRAFANA_CLOUD_TOKEN", t_glc, 1, []),
    ("newrelic", "New Relic", "NEW_RELIC_API_KEY", t_newrelic, 2, []),
    ("sentry_auth", "Sentry", "SENTRY_AUTH_TOKEN", t_sentry_auth, 1, ["sentry-cli --auth-token §TOK§ releases new 1.4.2"]),
    ("figma", "Figma", "FIGMA_TOKEN", t_figma, 1, []),
    ("airtable", "Airtable", "AIRTABLE_PAT", t_airtable, 1, []),
    ("buildkite", "Buildkite", "BUILDKITE_API_TOKEN", t_buildkite, 1, []),
    ("replicate", "Replicate", "REPLICATE_API_TOKEN", t_replicate, 1, []),
    ("groq", "Groq", "GROQ_API_KEY", t_groq, 1, []),
    ("perplexity", "Perplexity", "PPLX_API_KEY", t_pplx, 1, []),
    ("langsmith", "LangSmith", "LANGSMITH_API_KEY", t_langsmith, 1, []),
    ("tailscale", "Tailscale", "TS_AUTHKEY", t_tailscale, 1, ["tailscale up --authkey=§TOK§"]),
    ("rubygems", "RubyGems", "GEM_HOST_API_KEY", t_rubygems, 1, []),
    ("crates_io", "crates.io", "CARGO_REGISTRY_TOKEN", t_cratesio, 1, ["cargo login §TOK§"]),
    ("dropbox", "Dropbox", "DROPBOX_TOKEN", t_dropbox, 1, []),
    ("mapbox_secret", "Mapbox", "MAPBOX_SECRET_TOKEN", t_mapbox_sk, 1, []),
    ("contentful", "Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", t_contentful, 1, []),
    ("okta", "Okta", "OKTA_API_TOKEN", t_okta, 1, ["Authorization: SSWS §TOK§"]),
    ("digitalocean", "DigitalOcean", "DO_TOKEN", t_do, 1, []),
]


def vendor_fn(tmpl, vendor, VAR, gen):
    def fn():
        tok = gen()
        if isinstance(tok, tuple):
            tok = tok[0]
        t = tmpl.replace("§TOK§", tok).replace("§VAR§", VAR).replace("§var§", VAR.lower()).replace("§VENDOR§", vendor)
        text, extra = fill(t)
        return text, [tok] + extra
    return fn


for shape, vendor, VAR, gen, n, specific in VENDORS:
    for tmpl in R.sample(TOK_GENERIC, n):
        sec("prefixed_token", shape, vendor_fn(tmpl, vendor, VAR, gen))
    for tmpl in specific:
        sec("prefixed_token", shape, vendor_fn(tmpl, vendor, VAR, gen))


# Slack webhook, Telegram, Discord: the credential sits inside a URL or has its own shape
def slack_webhook():
    a, b, c = "T" + rs(UP + DIG, 10), "B" + rs(UP + DIG, 10), rs(ALNUM, 24)
    t = pick(["SLACK_WEBHOOK_URL=https://hooks.slack.com/services/{a}/{b}/{c}",
              "curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' https://hooks.slack.com/services/{a}/{b}/{c}",
              "alertmanager receiver slack_api_url: https://hooks.slack.com/services/{a}/{b}/{c}"])
    return t.format(a=a, b=b, c=c), [c]


def slack_workflow_hook():
    c = rs(ALNUM, 24)
    return f"the release bot posts to https://hooks.slack.com/workflows/T{rs(UP + DIG, 10)}/A{rs(UP + DIG, 10)}/{rd(18)}/{c}", [c]


def telegram():
    bid, sec_ = t_telegram()
    tok = f"{bid}:{sec_}"
    t = pick(["TELEGRAM_BOT_TOKEN={tok}",
              "curl -s https://api.telegram.org/bot{tok}/sendMessage -d chat_id=-100{cid} -d text=deployed",
              "bot = Bot(token=\"{tok}\")",
              "BotFather gave me {tok} for @acme_alerts_bot"])
    return t.format(tok=tok, cid=rd(10)), [sec_]


def discord():
    tok = t_discord()
    t = pick(["DISCORD_TOKEN={tok}", "client.run('{tok}')", "-H 'Authorization: Bot {tok}'"])
    return t.format(tok=tok), [tok]


def discord_webhook():
    c = rs(B64U, 68)
    return f"DISCORD_WEBHOOK=https://discord.com/api/webhooks/{rd(18)}/{c}", [c]


for _ in range(2):
    sec("prefixed_token", "slack_webhook", slack_webhook)
    sec("prefixed_token", "telegram_bot", telegram)
    sec("prefixed_token", "discord_token", discord)
sec("prefixed_token", "slack_workflow_webhook", slack_workflow_hook)
sec("prefixed_token", "discord_webhook", discord_webhook)

# ---------------------------------------------------------------- 8. private keys


def pem_block(label, first, total, width=64, blank_after_begin=False, trailer=None):
    body = first + rs(B64, total - len(first))
    pad = pick(["", "=", "=="])
    body = body[:len(body) - len(pad)] + pad if pad else body
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    head = f"-----BEGIN {label}-----\n" + ("\n" if blank_after_begin else "")
    tail = (f"\n{trailer}" if trailer else "") + f"\n-----END {label}-----"
    return head + "\n".join(lines) + tail, lines


def pk_fn(label, first, total, intro, width=64, skip_first=False, blank=False, trailer=None, outro=""):
    def fn():
        block, lines = pem_block(label, first, total, width, blank, trailer)
        lab = lines[1:] if skip_first else lines
        pre, _ = fill(intro)
        return f"{pre}{block}{outro}", [ln for ln in lab if len(ln) >= 16]
    return fn


sec("private_key", "pem_rsa_pkcs1", pk_fn("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 1588, "user pasted the deploy key so I could debug the ssh failure:\n"), leadin=False)
sec("private_key", "pem_rsa_pkcs1", pk_fn("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 1588, "", outro="\n(saved as ~/.ssh/legacy_rsa)"), leadin=False)
sec("private_key", "pem_pkcs8", pk_fn("PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", 1624, "tls.key for the staging ingress:\n"), leadin=False)
sec("private_key", "pem_ec", pk_fn("EC PRIVATE KEY", "MHcCAQEEI", 164, "apple push key (p8 converted):\n"), leadin=False)
sec("private_key", "pem_ec", pk_fn("EC PRIVATE KEY", "MHcCAQEEI", 164, "", outro="\nthat's jwt-signing.pem from the repo root — must be moved to KMS"), leadin=False)
sec("private_key", "pem_pkcs8_ec", pk_fn("PRIVATE KEY", "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg", 184, "AuthKey_§UP10§.p8:\n"), leadin=False)
sec("private_key", "pem_openssh", pk_fn("OPENSSH PRIVATE KEY",
                                        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 399,
                                        "cat ~/.ssh/id_ed25519\n", width=70, skip_first=True), leadin=False)
sec("private_key", "pem_openssh", pk_fn("OPENSSH PRIVATE KEY",
                                        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn", 2590,
                                        "deploy key for the ansible user (rsa 3072):\n", width=70, skip_first=True), leadin=False)
sec("private_key", "pem_pgp", pk_fn("PGP PRIVATE KEY BLOCK", "lQVYBG", 900, "gpg --export-secret-keys --armor ci@§domain§ output:\n",
                                    blank=True, trailer="=" + rs(B64, 4)), leadin=False)
sec("private_key", "pem_encrypted", pk_fn("ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 1316,
                                          "encrypted key (passphrase is in the vault):\n"), leadin=False)
sec("private_key", "pem_dsa", pk_fn("DSA PRIVATE KEY", "MIIBuwIBAAKBgQD", 588, "old dsa host key from the 2014 box:\n"), leadin=False)


def pem_in_yaml():
    block, lines = pem_block("RSA PRIVATE KEY", "MIIEpQIBAAKCAQEA", 1588)
    ind = "\n".join("    " + ln for ln in block.split("\n"))
    return "deploy:\n  ssh_private_key: |\n" + ind + "\n  known_hosts: github.com", [ln for ln in lines if len(ln) >= 16]


def pem_in_env_escaped():
    block, lines = pem_block("PRIVATE KEY", "MIIEvAIBADANBgkqhkiG9w0BAQEFAASC", 1620)
    return 'JWT_PRIVATE_KEY="' + block.replace("\n", "\\n") + '"', [ln for ln in lines if len(ln) >= 16]


def putty():
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
    priv = "AAAAI" + rs(B64, 39)
    text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2024%s%s\nPublic-Lines: 2\n%s\n%s\n"
            "Private-Lines: 1\n%s\nPrivate-MAC: %s") % (SLOTS["mm"](), SLOTS["dd"](), pub[:64], pub[64:], priv, rs(HEX, 64))
    return text, [priv]


def putty_rsa():
    priv = rs(B64, 64 * 14 + 20)
    plines = [priv[i:i + 64] for i in range(0, len(priv), 64)]
    pub = "AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + rs(B64, 342)
    publines = [pub[i:i + 64] for i in range(0, len(pub), 64)]
    text = ("the .ppk the contractor sent:\nPuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key-2019\n"
            "Public-Lines: %d\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s") % (
        len(publines), "\n".join(publines), len(plines), "\n".join(plines), rs(HEX, 40))
    return text, [ln for ln in plines if len(ln) >= 16]


def jwk_ec():
    d = rs(B64U, 43)
    obj = {"kty": "EC", "crv": "P-256", "x": rs(B64U, 43), "y": rs(B64U, 43), "d": d, "use": "sig", "kid": rs(B64U, 16)}
    return "signing JWK from the auth service config: " + json.dumps(obj), [d]


def jwk_rsa():
    parts = {k: rs(B64U, n) for k, n in (("n", 342), ("d", 342), ("p", 171), ("q", 171), ("dp", 171), ("dq", 171), ("qi", 171))}
    obj = {"kty": "RSA", "kid": "2024-" + rd(2), "n": parts["n"], "e": "AQAB", "d": parts["d"], "p": parts["p"],
           "q": parts["q"], "dp": parts["dp"], "dq": parts["dq"], "qi": parts["qi"]}
    return json.dumps({"keys": [obj]}, indent=1), [parts[k] for k in ("d", "p", "q", "dp", "dq", "qi")]


def jwk_okp():
    d = rs(B64U, 43)
    return '{"kty":"OKP","crv":"Ed25519","x":"%s","d":"%s"}' % (rs(B64U, 43), d), [d]


def wireguard():
    priv, pub, psk = b64(32), b64(32), b64(32)
    with_psk = R.random() < 0.5
    text = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 0.0.0.0/0" % (
        priv, R.randint(2, 200), pub, ("PresharedKey = %s\n" % psk) if with_psk else "", pick(DOMAINS))
    return text, [priv] + ([psk] if with_psk else [])


def ssh_key_b64_env():
    body = b64(R.randint(300, 420))
    return "SSH_PRIVATE_KEY_B64=" + body + "   # base64 of id_ed25519, decoded in the deploy job", [body]


for f, shape in ((pem_in_yaml, "pem_in_yaml"), (pem_in_env_escaped, "pem_in_env_escaped"), (putty, "putty_ed25519"),
                 (putty_rsa, "putty_rsa"), (jwk_ec, "jwk_ec_d"), (jwk_rsa, "jwk_rsa"), (jwk_okp, "jwk_okp_d"),
                 (wireguard, "wireguard"), (wireguard, "wireguard"), (ssh_key_b64_env, "ssh_key_base64_env")):
    sec("private_key", shape, f, leadin=False)
sec("private_key", "nostr_nsec", "NOSTR_NSEC=nsec1§S_bech58§")
sec("private_key", "solana_keypair_prose", "the devnet wallet private key (base58): §S_b58_88§")
SLOTS["S_bech58"] = lambda: rs(BECH32, 58)
SLOTS["S_b58_88"] = lambda: rs("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 88)

# ---------------------------------------------------------------- 9. JWTs and opaque tokens
JWTO = [
    ("jwt_prose", "here's my token if you need it: §S_jwt§"),
    ("jwt_localstorage", "localStorage.getItem('auth') returned {\"accessToken\":\"§S_jwt§\",\"expiresIn\":3600}"),
    ("jwt_query", "https://app.§domain§/sso/callback?id_token=§S_jwt§&state=§hex16§"),
    ("jwt_cookie", "document.cookie → \"access_token=§S_jwt§; refresh=§S_opaque§\""),
    ("jwt_env", "SUPABASE_SERVICE_ROLE_KEY=§S_jwt§"),
    ("jwt_yaml", "auth:\n  service_token: §S_jwt§"),
    ("jwt_test_failing", "test_orders_api fails with 401 when it sends §S_jwt§ — token expired at midnight"),
    ("jwt_log", "2024-05-03T10:22:01Z DEBUG auth: verifying token=§S_jwt§ kid=mismatch"),
    ("opaque_session_token", "session_token = '§S_opaque§'"),
    ("opaque_refresh_json", "{\"token_type\": \"Bearer\", \"access_token\": \"§S_opaque§\", \"refresh_token\": \"§S_opaque§\", \"expires_in\": 3599}"),
    ("opaque_prose", "my personal access token for the staging API is §S_opaque§"),
    ("opaque_cli_flag", "./sync --api-token §S_opaque§ --since 2024-01-01"),
    ("opaque_cli_flag_eq", "terraform apply -var 'api_token=§S_opaque§'"),
    ("opaque_k8s_data", "data:\n  token: §S_b64tok§"),
    ("opaque_totp_secret", "otpauth://totp/Acme:alice@§domain§?secret=§S_b32§&issuer=Acme"),
    ("opaque_recovery_codes", "GitHub recovery codes: §S_rc§ §S_rc§ §S_rc§ §S_rc§"),
    ("opaque_bitlocker", "BitLocker recovery key for the build laptop: §S_bitlocker§"),
    ("opaque_api_secret_pair", "consumer key §alnum24§, consumer secret §S_alnum50§ (the X/Twitter app)"),
    ("opaque_webhook_signing", "signing secret for the Zoom webhook: §S_alnum22§"),
    ("opaque_license", "JetBrains license server token §S_UP36§"),
]
SLOTS.update({
    "S_b64tok": lambda: b64of(rs(ALNUM, 40)), "S_rc": lambda: rs(HEX, 5) + "-" + rs(HEX, 5),
    "S_bitlocker": lambda: "-".join(f"{R.randint(0, 65535) * 11:06d}" for _ in range(8)),
    "S_alnum50": lambda: rs(ALNUM, 50), "S_alnum22": lambda: rs(ALNUM, 22),
})
for shape, t in JWTO:
    sec("jwt_opaque", shape, t)

# ---------------------------------------------------------------- 10. prose (English)
PROSE_EN = [
    ("use_X_as_password", "use §S_pw§ as the password for the staging admin"),
    ("staging_password_is", "the staging password is §S_pw§"),
    ("login_with_user_slash", "login with admin / §S_pw§"),
    ("wifi_key", "the wifi key is §S_pw§"),
    ("pin_hsm", "PIN §S_pin§ for the HSM"),
    ("user_says_db_pw", "User: my db password is §S_pw§, can you connect and check the locks?"),
    ("creds_test_tenant", "Credentials for the test tenant: qa@§domain§, pw: §S_pw§"),
    ("changed_root_pw", "They changed the root password to §S_pw§ yesterday, so the old runbook is stale."),
    ("quoted_pw", "password for the ops laptop is '§S_pw§'"),
    ("router_passcode", "The router admin login is admin and the passcode is §S_pw§"),
    ("sudo_pw", "sudo password on the build box: §S_pw§"),
    ("passphrase_signing", "passphrase for the release signing key: \"§S_phrase§\""),
    ("door_code", "door code for the server room is §S_pin§#"),
    ("jenkins_pass_eq", "Jenkins admin pass = §S_pw§ (temporary, change after setup)"),
    ("token_please_use", "my token is §S_opaque§, please use it for the API calls today"),
    ("keystore_pw_same", "the keystore password is the same as the store pass: §S_pw§"),
    ("grafana_set_pw", "I set the Grafana admin password to §S_pw§."),
    ("vpn_psk", "VPN shared secret (PSK): §S_rand§"),
    ("seed_phrase", "the test wallet seed phrase is: §S_seed§"),
    ("totp_seed", "the TOTP seed for the shared ops account is §S_b32§"),
    ("sim_pin_puk", "SIM for the SMS gateway: PIN §S_pin§, PUK §S_puk§"),
    ("pw_then_user", "pw §S_pw§ user deploy — for the sftp drop"),
    ("creds_colon", "creds: svc_backup:§S_pws§"),
    ("new_password_dash", "new password — §S_pw§ — the old one leaked in a screenshot"),
    ("pw_in_parens", "connected to the NAS (admin, §S_pw§) and started the rsync"),
    ("you_can_log_in", "You can log in as root with §S_pw§ until LDAP is back."),
    ("temporary_password", "Temporary password for the new hire account is §S_pw§; must change at first login"),
    ("password_was_reset_to", "I reset Carol's Okta password to §S_pw§ while she is travelling"),
    ("db_pass_slack", "from Slack: \"prod db pass is §S_pw§ don't share\""),
    ("pw_and_pin", "laptop login password §S_pw§, disk encryption PIN §S_pin§"),
    ("api_secret_prose", "The client secret for the OAuth app is §S_rand§ and the id is §alnum24§."),
    ("alarm_code", "alarm code for the office is §S_pin§"),
    ("password_hint_exact", "forgot it again — the Synology password is §S_pw§"),
    ("kiosk_unlock", "unlock code for the kiosk tablets: §S_pin§"),
    ("mfa_backup", "MFA backup codes for the root AWS account: §S_rc§, §S_rc§, §S_rc§"),
    ("pw_is_quoted_double", "The password for the shared Figma account is \"§S_pw§\"."),
    ("pw_equals_in_prose", "tried password=§S_pws§ on the admin form and it worked"),
    ("wifi_guest", "Guest Wi-Fi: SSID AcmeGuest, password §S_pw§"),
    ("pw_after_colon_newline", "Server: 10.0.0.8\nUser: administrator\nPassword: §S_pw§"),
    ("passcode_bridge", "dial-in passcode for the incident bridge: §S_pin10§#"),
]
SLOTS["S_seed"] = lambda: " ".join(pick(WORDS) for _ in range(12))
SLOTS["S_puk"] = lambda: rd(8)
SLOTS["S_pin10"] = lambda: rd(10)
SLOTS["S_salt64"] = lambda: rs(ALNUM + "!#%^*()-_=+[]{}<>~.,;:|/?", 64)
for shape, t in PROSE_EN:
    sec("prose", shape, t, leadin=False)

# ---------------------------------------------------------------- 10b. prose in other languages
PROSE_I18N = {
    "de": [
        "Das Passwort für staging ist §S_pwL§, bitte nicht ins Repo committen.",
        "Login für das Admin-Panel: Benutzer admin, Kennwort §S_pwL§",
        "Merke dir: der DB-User deploy hat das Passwort §S_pwL§ (nur Testumgebung).",
        "WLAN-Schlüssel im Büro: §S_pwL§",
        "Der Nutzer hat mir das Root-Passwort gegeben: §S_pwL§ – für den Jenkins-Server.",
        "Zugangsdaten VPN: mueller / §S_pwL§",
        "Die PIN für den Hardware-Token lautet §S_pin§.",
        "Der API-Schlüssel für den Staging-Mailer lautet §S_tok§",
    ],
    "fr": [
        "Le mot de passe de la base de staging est §S_pwL§",
        "Pour se connecter à Grafana : admin / §S_pwL§",
        "mdp du serveur de prod : §S_pwL§ (ne pas le mettre dans le dépôt)",
        "La clé Wi-Fi du bureau est §S_pwL§.",
        "L'utilisateur m'a donné son mot de passe SSH : §S_pwL§",
        "Identifiants du VPN : identifiant jdupont, mot de passe « §S_pwL§ »",
        "Le code PIN de la carte à puce est §S_pin§.",
        "Voici le jeton d'API pour le bot : §S_tok§",
    ],
    "es": [
        "La contraseña de staging es §S_pwL§",
        "Usuario: admin, contraseña: §S_pwL§ para el panel de Kibana",
        "La clave del wifi de la oficina es §S_pwL§",
        "Me pasó la contraseña de root del servidor: §S_pwL§",
        "Para entrar a la base de datos usa el usuario app y la contraseña §S_pwL§",
        "El PIN de la tarjeta es §S_pin§",
        "El token de acceso del bot es §S_tok§",
    ],
    "pt": [
        "A senha do banco de homologação é §S_pwL§",
        "Login do painel: admin / senha §S_pwL§",
        "A senha do Wi-Fi é §S_pwL§",
        "O usuário disse que a senha do servidor de produção é §S_pwL§",
        "Credenciais do FTP: utilizador ftpdeploy, palavra-passe §S_pwL§",
        "PIN do cartão: §S_pin§",
        "O token da API do Slack é §S_tok§",
    ],
    "it": [
        "La password dell'ambiente di staging è §S_pwL§",
        "Credenziali di Jenkins: utente admin, password §S_pwL§",
        "La chiave del Wi-Fi dell'ufficio è §S_pwL§",
        "Mi ha detto che la password di root è §S_pwL§, da cambiare dopo il deploy",
        "Per accedere al database usa la parola d'ordine §S_pwL§",
        "Il PIN della smart card è §S_pin§",
        "Il token di accesso per GitLab è §S_tok§",
    ],
    "ru": [
        "Пароль от staging-базы: §S_pwL§",
        "Логин admin, пароль §S_pwL§ — для панели Grafana",
        "Пароль от Wi-Fi в офисе — §S_pwL§",
        "Пользователь сообщил пароль root на сервере: §S_pwL§",
        "Для входа в VPN используй пароль §S_pwL§",
        "ПИН-код токена: §S_pin§",
        "Токен доступа к API: §S_tok§",
    ],
    "zh": [
        "测试环境数据库的密码是 §S_pwL§",
        "管理后台账号 admin，密码：§S_pwL§",
        "办公室 Wi-Fi 密码是§S_pwL§",
        "用户说生产服务器的 root 密码为 §S_pwL§，不要提交到仓库",
        "VPN 登录口令：§S_pwL§",
        "硬件令牌的 PIN 码是 §S_pin§",
        "GitHub 的访问令牌是 §S_tok§",
    ],
    "ja": [
        "ステージング DB のパスワードは §S_pwL§ です",
        "管理画面のログイン: admin / パスワード §S_pwL§",
        "オフィスの Wi-Fi のパスワードは「§S_pwL§」",
        "ユーザーから本番サーバーの root パスワードを聞いた：§S_pwL§",
        "VPN の暗証番号は §S_pin§ です",
        "Jenkins にはユーザー名 deploy、パスワード §S_pwL§ でログインする",
        "API キーは §S_tok§ です",
    ],
    "ko": [
        "스테이징 DB 비밀번호는 §S_pwL§ 입니다",
        "관리자 페이지 계정: admin / 비밀번호 §S_pwL§",
        "사무실 와이파이 비밀번호는 §S_pwL§",
        "사용자가 알려준 운영 서버 root 비밀번호: §S_pwL§",
        "VPN 접속 암호는 §S_pwL§ 이에요",
        "하드웨어 토큰 PIN 번호는 §S_pin§ 입니다",
        "API 키는 §S_tok§ 입니다",
    ],
    "hi": [
        "staging डेटाबेस का पासवर्ड §S_pwL§ है",
        "एडमिन पैनल का लॉगिन: admin / पासवर्ड §S_pwL§",
        "ऑफिस वाई-फाई का पासवर्ड §S_pwL§ है",
        "यूज़र ने बताया कि प्रोडक्शन सर्वर का root पासवर्ड §S_pwL§ है",
        "VPN के लिए पासवर्ड: §S_pwL§",
        "टोकन का पिन §S_pin§ है",
        "API कुंजी §S_tok§ है, इसे रिपो में मत डालना",
    ],
    "ar": [
        "كلمة المرور لقاعدة بيانات staging هي §S_pwL§",
        "بيانات الدخول للوحة التحكم: admin / كلمة السر §S_pwL§",
        "كلمة مرور الواي فاي في المكتب: §S_pwL§",
        "أخبرني المستخدم أن كلمة مرور root على خادم الإنتاج هي §S_pwL§",
        "الرقم السري للبطاقة هو §S_pin§",
        "مفتاح الـ API هو §S_tok§",
    ],
    "vi": [
        "Mật khẩu database staging là §S_pwL§",
        "Tài khoản admin, mật khẩu §S_pwL§ để vào trang quản trị",
        "Mật khẩu wifi văn phòng là §S_pwL§",
        "Người dùng cho biết mật khẩu root của server production là §S_pwL§",
        "Mã PIN của thẻ là §S_pin§",
        "API key của dịch vụ gửi mail là §S_tok§",
    ],
    "id": [
        "Kata sandi database staging adalah §S_pwL§",
        "Login panel admin: admin / kata sandinya §S_pwL§",
        "Password wifi kantor: §S_pwL§",
        "Pengguna bilang kata sandi root server produksi itu §S_pwL§",
        "PIN token-nya §S_pin§",
        "Token API-nya §S_tok§, jangan di-commit",
    ],
    "el": [
        "Ο κωδικός της βάσης staging είναι §S_pwL§",
        "Σύνδεση στο Grafana: admin / κωδικός πρόσβασης §S_pwL§",
        "Ο κωδικός του Wi-Fi στο γραφείο είναι §S_pwL§",
        "Ο χρήστης μου έδωσε τον κωδικό root του server: §S_pwL§",
        "Το PIN της κάρτας είναι §S_pin§",
        "Το κλειδί API είναι §S_tok§",
    ],
    "he": [
        "הסיסמה לשרת ה-staging היא §S_pwL§",
        "פרטי התחברות לפאנל: admin / סיסמה §S_pwL§",
        "הסיסמה של ה-WiFi במשרד: §S_pwL§",
        "המשתמש אמר שסיסמת ה-root בשרת הייצור היא §S_pwL§",
        "קוד ה-PIN של הטוקן הוא §S_pin§",
        "מפתח ה-API הוא §S_tok§",
    ],
    "tr": [
        "Staging veritabanının şifresi §S_pwL§",
        "Yönetim paneli girişi: admin / parola §S_pwL§",
        "Ofisin Wi-Fi şifresi: §S_pwL§",
        "Kullanıcı, prod sunucusundaki root parolasının §S_pwL§ olduğunu söyledi",
        "Kartın PIN kodu §S_pin§",
        "API anahtarı: §S_tok§",
    ],
    "pl": [
        "Hasło do bazy na stagingu to §S_pwL§",
        "Dane logowania do panelu: admin / hasło §S_pwL§",
        "Hasło do Wi-Fi w biurze: §S_pwL§",
        "Użytkownik podał hasło roota do serwera produkcyjnego: §S_pwL§",
        "PIN do tokena to §S_pin§",
        "Klucz API do Sentry to §S_tok§",
    ],
    "nl": [
        "Het wachtwoord voor de staging-database is §S_pwL§",
        "Inloggen op het beheerpaneel: admin / wachtwoord §S_pwL§",
        "De wifi-sleutel op kantoor is §S_pwL§",
        "De gebruiker gaf me het root-wachtwoord van de productieserver: §S_pwL§",
        "De pincode van de token is §S_pin§",
        "De API-sleutel voor de mailer is §S_tok§",
    ],
    "uk": [
        "Пароль до staging-бази: §S_pwL§",
        "Логін admin, пароль §S_pwL§ — для адмінки",
        "Пароль від Wi-Fi в офісі — §S_pwL§",
        "Користувач повідомив пароль root на продакшн-сервері: §S_pwL§",
        "ПІН-код токена: §S_pin§",
        "Токен доступу до API: §S_tok§",
    ],
    "th": [
        "รหัสผ่านของฐานข้อมูล staging คือ §S_pwL§",
        "ล็อกอินแผงผู้ดูแล: admin / รหัสผ่าน §S_pwL§",
        "รหัส Wi-Fi ของออฟฟิศคือ §S_pwL§",
        "ผู้ใช้บอกว่ารหัสผ่าน root ของเซิร์ฟเวอร์ production คือ §S_pwL§",
        "รหัส PIN ของโทเค็นคือ §S_pin§",
        "คีย์ API คือ §S_tok§",
    ],
}
_TOKGENS = [t_ghp, t_glpat, t_xoxb, t_sk_live, t_openai_proj, t_anthropic, t_hf, t_npm, t_linear, t_sendgrid,
            t_mailgun, t_google, t_newrelic, t_glsa, t_doppler, t_hvs, t_postman, t_pulumi, t_databricks, t_opaque]


def i18n_fn(lang, tmpl):
    def fn():
        SLOTS["S_pwL"] = lambda: human_pw(ALL_SYMS.replace(".", ""), LANGWORDS[lang] + WORDS[:20])
        SLOTS["S_tok"] = lambda: pick(_TOKGENS)()
        return fill(tmpl)
    return fn


for lang, tmpls in PROSE_I18N.items():
    for i, t in enumerate(tmpls):
        shape = "i18n_pin" if "S_pin" in t else ("i18n_token" if "S_tok" in t else "i18n_password")
        sec("prose", shape, i18n_fn(lang, t), lang=lang, leadin=False)


# ================================================================ ORDINARY TEMPLATES (no secret anywhere)
# Labelling decisions, applied consistently:
#  * placeholders are NOT secrets: ${VAR}, $VAR, $(cmd), {{ x }}, <token>, xxxx, ***, REDACTED, "...",
#    your-api-key-here, changeme, empty strings, USER:PASSWORD in upper-case templates;
#  * a secret-ish NAME with a value that is a path, URL, number, ARN, secret *name* or reference is NOT a secret;
#  * public material is NOT a secret: public keys, certificates, fingerprints, age recipients, wallet addresses,
#    identifiers (Stripe object ids, Twilio account SIDs, Cloudflare zone ids, AWS key *ids* of the documented
#    example), vendor-documented example values clearly marked as examples;
#  * ciphertext meant to be committed (sops ENC[...], ansible-vault) is NOT a secret.

SLOTS.update({
    "hexlower20": lambda: rs(HEX, 20),
    "b64_64sri": lambda: rs(B64, 64),
    "reqid": lambda: "req_" + rs(ALNUM, 14),
    "piid": lambda: "pi_" + rd(1) + rs(ALNUM, 23),
    "ghnode": lambda: pick(["MDQ6VXNlcj", "U_kgDOB", "PR_kwDOA", "I_kwDOB"]) + rs(ALNUM, 10),
    "ecr": lambda: rd(12) + ".dkr.ecr.eu-west-1.amazonaws.com/" + pick(SVCS),
    "gitsha_tag": lambda: "sha-" + rs(HEX, 7),
    "lsn": lambda: rs("0123456789ABCDEF", 1) + "/" + rs("0123456789ABCDEF", 8),
    "pid": lambda: str(R.randint(300, 65000)),
    "pct": lambda: str(R.randint(1, 99)),
    "cron": lambda: pick(["*/15 * * * *", "0 3 * * 1", "30 2 * * *", "0 */6 * * *", "5 4 1 * *", "@hourly"]),
    "phone": lambda: pick(["+1-202-555-01", "+1 (415) 555-01", "+44 20 7946 0", "+49 30 901820"]) + rd(2),
    "k8sns": lambda: pick(["payments", "data", "platform", "monitoring", "default", "ingress-nginx"]),
    "semrange": lambda: pick(["^", "~", ">=", "<"]) + semver(),
    "lib": lambda: pick(["requests", "pydantic", "sqlalchemy", "grpcio", "numpy", "fastapi", "httpx", "celery",
                         "react", "vite", "typescript", "eslint", "prisma", "next", "tokio", "serde", "axum", "boto3"]),
    "file": lambda: pick(["src/retain/store.py", "api/handlers/orders.go", "web/src/hooks/useAuth.ts",
                          "services/ledger/migrations/0042_add_index.sql", "infra/modules/vpc/main.tf",
                          "tests/test_retry.py", "cmd/worker/main.go", "app/models/invoice.rb", "Cargo.toml",
                          "charts/api/values.yaml", "docker-compose.yml", ".github/workflows/ci.yml"]),
    "line": lambda: str(R.randint(12, 900)),
    "gigs": lambda: str(pick([2, 4, 8, 16, 32])),
    "vtag": lambda: "v" + semver(),
    "region": lambda: pick(["eu-west-1", "us-east-1", "eu-central-1", "ap-southeast-2", "us-west-2"]),
    "bucket": lambda: pick(ORGS) + "-" + pick(["artifacts", "uploads", "backups", "logs", "exports"]) + "-" + pick(["prod", "staging", "dev"]),
    "sshpubbody": lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43),
    "rsapubbody": lambda: "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rs(B64, 120),
    "eth": lambda: "0x" + rs(HEX, 40),
    "objid": lambda: rs(HEX, 24),
    "span": lambda: rs(HEX, 16),
    "wasm": lambda: rs(HEX, 8),
    "col": lambda: pick(["tenant_id", "created_at", "status", "email", "customer_id", "updated_at"]),
    "kid": lambda: rs(B64U, 16),
})

# ---------------------------------------------------------------- vcs / commits
for t in [
    "bisect landed on §sha7§ — the refactor of the retry loop; reverting it fixes the flaky test",
    "release §vtag§ is tagged at §sha40§",
    "cherry-pick §sha12§ onto release/§ver2§ before cutting the hotfix",
    "git log -1 --format=%H on main after the merge: §sha40§",
    "the pre-commit hook pins ruff to rev §sha40§ instead of a tag",
    "CI failed on §sha7§ only because the runner image changed; a re-run passed",
    "`git rebase --onto main §sha7§ §branch§` untangled the stacked PRs",
    "submodule vendor/proto points at §sha40§; bump it together with the Go client",
    "merge commit §sha8§ brought in migrations 0042–0045",
    "Renovate PR #§n3§ pins actions/checkout to §sha40§ # v4.1.7",
    "the go.mod pseudo-version is v0.0.0-20240117153012-§sha12§",
    "blame says the magic number came from §sha7§ (2019, 'temporary fix')",
    "uses: actions/setup-python@§sha40§  # v5.1.0",
    "`git revert §sha7§ §sha7§` reverted both halves of the bad migration",
    "the docker image tag is §gitsha_tag§, built from the same commit",
    "reflog saved us: `git reset --hard HEAD@{3}` brought back §sha7§",
    "git describe prints §vtag§-14-g§sha7§ on the release branch",
    "the bug was introduced between §sha7§ (good) and §sha7§ (bad); 37 commits to bisect",
    "the lockfile diff in §sha12§ is huge because npm 10 rewrote it",
    "tag §vtag§ was force-pushed; the old target was §sha40§",
    "squash-merged as §sha7§; the PR branch §branch§ can be deleted",
    "CODEOWNERS change landed in §sha8§, so reviews for infra/ now need the platform team",
]:
    ordi("vcs", "commit_hash", t)

# ---------------------------------------------------------------- checksums / digests / lockfile hashes
for t in [
    "the CI cache key is the sha256 of poetry.lock; today it's §hex64§",
    "pin the base image by digest: python:3.12-slim@sha256:§hex64§",
    "release tarball sha256sum: §hex64§  retain-§ver§.tar.gz",
    "sha512 of the installer matches the vendor page: §sha512§",
    "pip --require-hashes wants lines like `requests==2.32.3 --hash=sha256:§hex64§`",
    "md5 of the fixture file is §md5§; the test compares it to catch accidental edits",
    "docker inspect shows Id sha256:§hex64§ for the stale layer",
    "Git LFS pointer:\nversion https://git-lfs.github.com/spec/v1\noid sha256:§hex64§\nsize §n6§",
    "package-lock entry has \"integrity\": \"§integrity§\"",
    "go.sum: golang.org/x/net v0.§n2§.0 h1:§h1§",
    "Cargo.lock: checksum = \"§hex64§\" for serde §ver§",
    "the nix build output lives at §nix§",
    "yarn.lock entry for lodash@^4.17.21 has integrity §integrity§",
    "the ETag is \"§hex32§\", so the CDN keeps serving the cached bundle",
    "cosign verify passed for ghcr.io/§org§/api@sha256:§hex64§",
    "SRI: <script src=\"/vendor/htmx.min.js\" integrity=\"sha384-§b64_64sri§\" crossorigin=\"anonymous\"></script>",
    "terraform lock file hash h1:§h1§ changed after the provider upgrade",
    "wheel RECORD line: retain/store.py,sha256=§b64u43§,1834",
    "Bazel http_archive sha256 = \"§hex64§\"",
    "Homebrew formula: sha256 \"§hex64§\"",
    "the artifact's sha1 is §sha40§ — Maven Central still publishes .sha1 files",
    "content hash in the bundle filename: main.§hex16§.js",
    "the dedupe key for events is sha256(tenant_id || payload) → §hex64§ for the sample",
    "blake3 of the model file: §hex64§",
    "helm chart digest sha256:§hex64§ pushed to oci://ghcr.io/§org§/charts",
    "go module zip hash h1:§h1§ mismatched because of a retagged version",
    "conda lock: sha256: §hex64§ for openssl-3.0.13",
    "nix flake.lock narHash \"sha256-§b64_43§=\"",
    "the S3 ETag §md5§-12 means a multipart upload of 12 parts",
    "gradle verification-metadata.xml: <sha256 value=\"§hex64§\"/>",
]:
    ordi("checksum_digest", "digest", t)

# ---------------------------------------------------------------- identifiers that look random
for t in [
    "request id §uuid§ shows the 504 from §svc§ at §hh§:§mi§ UTC",
    "trace §hex32§ spans 3 services; the slow span §span§ is the S3 PUT",
    "traceparent: 00-§hex32§-§span§-01 is propagated by the gateway",
    "Sentry event §hex32§ has the full stack for the KeyError",
    "ULIDs like §ulid§ sort by time, which is why job ids use them",
    "the S3 object key is uploads/§yyyy§/§mm§/§uuid§.png; the lifecycle rule deletes it after 30 days",
    "Stripe customer §stripecus§ is the test customer for the dunning emails",
    "payment intent §piid§ failed with card_declined in test mode",
    "Slack channel §slackch§ is #deploys; the bot posts there",
    "AWS account §acct§ is the sandbox; prod lives in a separate OU",
    "role arn:aws:iam::§acct§:role/github-actions-deploy is assumed via OIDC",
    "KMS key arn:aws:kms:§region§:§acct§:key/§uuid§ encrypts the bucket",
    "GitHub Actions run §runid§ is the one where the cache restore took 9 minutes",
    "pod §pod§ got OOMKilled at 512Mi",
    "container §cid12§ kept restarting; docker logs showed the port clash",
    "idempotency key §uuid§ was reused, so the API replayed the first response",
    "the Jira ticket is §jira§, linked from PR #§n3§",
    "GitHub App installation id §n8§, app id §n6§",
    "feature flag §objid§ (a Mongo ObjectId) toggles the new billing page",
    "the test tenant is §uuid§, slug acme-test",
    "Datadog monitor §n8§ alerts when p99 > 800 ms",
    "ksuid §ksuid§ shows up in both the order and the shipment rows",
    "Cloudflare zone id §hex32§ for the docs site — the purge call needs it",
    "Firebase project id acme-mobile-§n5§",
    "bastion host key fingerprint SHA256:§b64_43§ — verified out of band",
    "commits are signed with GPG key §gpgfp§",
    "the wallet address in the fixture is §eth§ (Sepolia testnet, public)",
    "IPFS CID §ipfs§ is the pinned docs bundle",
    "the sops age recipient is §agepub§ (public key, fine to commit)",
    "Stripe request id §reqid§ — support asked for it",
    "the GraphQL node id §ghnode§ is the PR we reopened",
    "ECR repo §ecr§ holds the images; lifecycle keeps the last 30",
    "replication slot lag: confirmed_flush_lsn §lsn§",
    "the correlation id header X-Request-Id: §uuid§ is logged on every line",
    "device id §UUID§ is the iOS simulator used in the snapshot tests",
    "Grafana dashboard uid §alnum8§ — linked from the runbook",
    "pid §pid§ held the advisory lock; pg_terminate_backend freed it",
    "Google Analytics measurement id G-§UP10§ belongs to the marketing site, not the app",
    "the CloudFront distribution is E§UP10§ABCD; invalidations take ~2 min",
    "Twilio account SID AC§hex32§ is the sandbox account (the SID is an identifier, the auth token lives in the vault)",
    "Stripe publishable key pk_test_§alnum99§ is embedded in the checkout page by design",
    "ssh-keygen -lf shows 256 SHA256:§b64_43§ ci@build (ED25519)",
    "Apple team id §UP10§ and bundle id com.acme.app go into the provisioning profile",
    "OIDC client id §uuid§ is registered in Entra for the internal tools",
    "the Kafka consumer group is §svc§-v2; offset reset on partition 7",
]:
    ordi("identifier", "random_looking_id", t)

# ---------------------------------------------------------------- versions
for t in [
    "bump to §ver§ fixed the segfault in the libxml2 bindings",
    "pin numpy<2.0 until pandas §ver§ supports it",
    "package.json range \"§semrange§\" pulled in a broken minor; switched to an exact pin",
    "node §nodever§ is required because the fetch polyfill was removed",
    "python_requires = \">=3.10,<3.14\"",
    "downgrading §lib§ to §ver§ stopped the fork warning",
    "Terraform provider aws ~> 5.§n2§ with required_version >= 1.6",
    "the Go toolchain line is `toolchain go1.22.§n2§`",
    "the EKS cluster is on v1.29.4-eks-§hex6§",
    "X-Api-Version: 2024-06-01 is mandatory since §vtag§",
    "Postgres 16.§n2§ on RDS; pg_stat_statements needs 1.10",
    "release notes for §ver§-rc.2 mention the deprecation of --legacy-auth",
    "Temurin 21.0.3+9 fixed the TLS handshake issue",
    "peerDependencies: react \">=18.2.0 <20\"",
    "§lib§==§ver§ is the last release that supports Python 3.8",
    "Dockerfile FROM node:§nodever§-alpine3.19",
    "pyproject: requires-python = \">=3.11\"; ruff target-version = \"py311\"",
    "the API gateway still reports version §ver§+build.§n4§",
    "we are on Kubernetes 1.§n2§ but the chart wants kubeVersion: \">=1.25.0-0\"",
    "upgrade path: §ver§ → §ver§ → §ver§; skipping a minor breaks the migration chain",
    "Chrome §n3§.0.6478.126 broke the date picker; pinned Playwright to §ver§",
    "pip freeze says §lib§==§ver§ but the lockfile says §ver§ — rebuild the venv",
    "CUDA 12.1 with cuDNN 8.9.7 is what torch §ver§ wheels are built against",
    "the mobile app §ver§ (build §n4§) is the first with the new login flow",
]:
    ordi("version", "version_string", t)

# ---------------------------------------------------------------- encoded data / fixtures
for t in [
    "the fixture uses base64 `§b64fix§` which decodes to a small JSON payload",
    "avatar placeholder is a data URI: data:image/png;base64,§pngb64§",
    "the font is inlined as data:font/woff2;base64,§woff§ in the critical CSS",
    "test_decode expects `aGVsbG8gd29ybGQ=` to decode to 'hello world'",
    "the SQS message body in the fixture is base64: §b64fix§",
    "protobuf bytes field in the JSON fixture: \"payload\": \"§b64rand§\"",
    "the PDF stub in tests starts with JVBERi0xLjQK (base64 of '%PDF-1.4')",
    "echo §b64fix§ | base64 -d prints the sample event",
    "snapshot test stores the thumbnail as base64; first bytes §pngb64§",
    "PNG magic bytes 89 50 4e 47 0d 0a 1a 0a — the upload validator checks them",
    "the Kinesis record data field is base64 (§b64fix§) — decode before json.loads",
    "the SVG icon is embedded as data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+",
    "webhook fixture: {\"data\": \"§b64fix§\", \"encoding\": \"base64\"}",
    "base64url without padding (§b64u43§) is what the cursor pagination returns",
    "pagination cursor eyJpZCI6§n4§fQ is just base64 of {\"id\":…}; not signed, we should HMAC it",
    "gzip magic 1f 8b 08 — the response was double-compressed",
    "the test blob is 16 random bytes: §hex32§ (seeded, regenerated each run)",
    "the 12-byte nonce in the AES-GCM test vector is §hex24§ — test vectors are public",
    "the fuzz corpus entry crash-§sha40§ reproduces the panic",
]:
    ordi("encoded_data", "base64_or_fixture", t)

# ---------------------------------------------------------------- URLs / hosts / remotes without credentials
for t in [
    "clone with git@github.com:§org§/§repo§.git; https needs the credential helper",
    "ssh deploy@§ip§ -p 2222 reaches the staging box",
    "scp build.tar.gz ops@§ip§:/srv/releases/",
    "psql -h localhost -U app -d app_dev (the password comes from ~/.pgpass)",
    "DATABASE_URL=postgres://app@localhost:5432/app_dev works because the container uses trust auth",
    "redis://localhost:6379/2 is the cache db, /3 the rate limiter",
    "the health check hits http://§host§:§port§/healthz every 10 s",
    "https://github.com/§org§/§repo§/pull/§n3§ has the discussion",
    "mysql -u root -p prompts for the password; never pass it on the command line",
    "curl -u alice https://api.internal/v1/me prompts for the password interactively",
    "docker login ghcr.io -u ci-bot --password-stdin < /run/secrets/ghcr",
    "sshpass -f ~/.config/nas.pass was the old script; replaced with keys",
    "ldapsearch -W prompts; -y /etc/ldap.secret reads the bind password from a file",
    "openssl pkcs12 -passin env:P12_PASS reads the passphrase from the environment",
    "openssl pkcs12 -in client.p12 -passin file:/run/secrets/p12pass -nodes",
    "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0",
    "amqp://rabbitmq:5672/%2F is the default vhost in compose",
    "the dashboard is https://grafana.§domain§/d/§alnum8§/api-latency",
    "IPv6 address §ip6§ is the node's ULA",
    "nginx: listen [::]:8443 ssl http2;",
    "MAC §mac§ has a DHCP reservation for the build agent",
    "support link in the footer is mailto:support@§domain§",
    "ftp://ftp.gnu.org/gnu/ has the old tarballs (anonymous login)",
    "jdbc:postgresql://db.internal:5432/orders?ssl=true&sslmode=verify-full",
    "the remote is https://github.com/§org§/§repo§.git; no token in the URL any more",
    "Sentry issue https://§org§.sentry.io/issues/§n8§/ has the traces",
    "the Sentry ingest host is o§n6§.ingest.sentry.io; the DSN itself comes from SENTRY_DSN",
    "kubectl port-forward svc/postgres 5432:5432 -n §k8sns§",
    "Server=sqldev;Database=Orders;Integrated Security=true;TrustServerCertificate=True",
    "Data Source=app.db;Cache=Shared;Mode=ReadWriteCreate",
    "Driver={ODBC Driver 18 for SQL Server};Server=sqldev;Trusted_Connection=yes;",
    "git@gitlab.com:§org§/§repo§.git is the mirror; pushes go to GitHub",
    "ssh -J jump@bastion.§domain§ admin@10.0.12.7",
    "rsync -avz ./dist/ www-data@§ip§:/var/www/app/",
    "http://localhost:§port§/docs serves the OpenAPI UI",
    "the internal registry is registry.§domain§:5000; it's plain HTTP so add it to insecure-registries",
    "postgresql://localhost/app_test?host=/var/run/postgresql uses the unix socket",
    "wss://stream.§domain§/v1/feed reconnects every 55 s because of the LB idle timeout",
    "s3://§bucket§/exports/§yyyy§-§mm§-§dd§/ is where the nightly dump lands",
    "gs://§bucket§/models/ holds the checkpoints; the service account has objectViewer only",
    "ssh-copy-id -i ~/.ssh/id_ed25519.pub pi@raspberrypi.local",
    "the webhook endpoint is https://api.§domain§/webhooks/stripe (POST only)",
    "smbclient -L //nas.local -N lists the shares without auth",
    "redis-cli -h §host§ -p 6379 --tls --cacert ca.pem ping",
    "sshd listens on §ip6§ port 22 only; no IPv4",
    "docker run -p 8080:8080 -p 9090:9090 ghcr.io/§org§/§svc§:§vtag§",
    "mkdir -p /var/lib/§svc§/data && chown app: /var/lib/§svc§/data",
    "git add -p is the way to split the commit",
    "pg_dump -p 5433 -h localhost -U postgres -Fc app_dev > dev.dump (no password: peer auth)",
    "mysql -h 127.0.0.1 -P 3307 -u root --skip-password for the throwaway test container",
    "ssh -p 2222 -i ~/.ssh/ci_ed25519 git@§ip§",
    "curl -H 'Accept: application/vnd.github+json' https://api.github.com/repos/§org§/§repo§/releases/latest",
]:
    ordi("url_host", "no_credentials", t)

# ---------------------------------------------------------------- env var names without values
for t in [
    "set STRIPE_SECRET_KEY in the vault, not in .env",
    "DATABASE_PASSWORD comes from SSM parameter /prod/§svc§/db_password",
    "rename GITHUB_TOKEN to GH_TOKEN in the release workflow",
    "NPM_TOKEN needs the publish scope; the automation token type bypasses 2FA",
    "the app reads OPENAI_API_KEY from the environment; tests monkeypatch it",
    "AWS_SECRET_ACCESS_KEY isn't needed in CI any more — we use OIDC",
    "SENTRY_DSN is empty in dev so nothing is reported",
    "unset PGPASSWORD before running the migration tests",
    "rotate WEBHOOK_SECRET quarterly; see scripts/rotate_webhook.py",
    "docker compose passes POSTGRES_PASSWORD through from the .env file",
    "JWT_SECRET must be at least 32 bytes or the app refuses to start",
    "HF_TOKEN is only needed for gated models",
    "SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET are read by the Bolt app at startup",
    "VAULT_TOKEN is injected by the agent sidecar; never export it in a shell",
    "the ANTHROPIC_API_KEY lookup moved into settings.py",
    "add TWILIO_AUTH_TOKEN to the staging environment in Doppler",
    "REDIS_PASSWORD is optional locally; the compose redis has no auth",
    "AZURE_CLIENT_SECRET expires every 6 months — calendar reminder set",
    "CI masks anything stored as a secret, e.g. DOCKERHUB_TOKEN",
    "the Helm chart reads existingSecret: db-credentials, key password",
    "MYSQL_ROOT_PASSWORD and MYSQL_RANDOM_ROOT_PASSWORD=yes are mutually exclusive",
    "GOOGLE_APPLICATION_CREDENTIALS points at the mounted service-account file",
    "KUBECONFIG=~/.kube/staging.yaml for the staging cluster",
    "the SECRET_KEY_BASE for review apps is generated per app by the pipeline",
    "we stopped reading DB_PASS from argv after it showed up in ps output",
]:
    ordi("env_name_only", "name_without_value", t)

# secret-ish names whose values are NOT secrets (paths, urls, numbers, references)
for t in [
    "VAULT_ADDR=https://vault.internal:8200",
    "TOKEN_URL=https://auth.§domain§/oauth/token",
    "PASSWORD_MIN_LENGTH=12",
    "JWT_EXPIRY_SECONDS=900",
    "SESSION_COOKIE_NAME=__Host-sid",
    "API_KEY_HEADER=X-Api-Key",
    "SECRET_KEY_FILE=/run/secrets/django_secret_key",
    "GOOGLE_APPLICATION_CREDENTIALS=/var/run/gcp/sa.json",
    "KMS_KEY_ID=alias/§svc§-prod",
    "AUTH_TOKEN_TTL=3600",
    "ENCRYPTION_KEY_PATH=/etc/§svc§/keys/current",
    "DB_PASSWORD_SECRET_ARN=arn:aws:secretsmanager:§region§:§acct§:secret:prod/§svc§/db-§alnum8§",
    "SECRET_NAME=prod/§svc§/credentials",
    "POSTGRES_PASSWORD_FILE=/run/secrets/postgres_password",
    "token_endpoint_auth_method: client_secret_basic",
    "PASSWORD_HASHER=argon2id",
    "API_KEY_PREFIX_LENGTH=8",
    "password_reset_ttl: 1h",
    "secretName: §svc§-tls",
    "private_key_path = \"~/.ssh/id_ed25519\"",
    "ssh_key_name = \"ci-deploy-§yyyy§\"",
    "credentials_file = /home/ci/.aws/credentials",
    "max_tokens: 4096",
    "tokenizer: cl100k_base",
    "keyring_backend = \"secretservice\"",
    "key_rotation_days = 90",
    "OAUTH_REDIRECT_URI=http://localhost:§port§/auth/callback",
    "SECRETS_BACKEND=aws-ssm",
    "TOKEN_AUDIENCE=api://§svc§",
    "passwordPolicy: { minLength: 12, requireSymbol: false }",
    "primary_key = \"id\"",
    "partition_key = \"tenant_id\"",
    "cache-key: ${{ runner.os }}-pip-${{ hashFiles('**/poetry.lock') }}",
    "kms_key_id = \"arn:aws:kms:§region§:§acct§:key/§uuid§\"",
    "auth: { type: oidc, issuer: \"https://token.actions.githubusercontent.com\" }",
    "SSH_AUTH_SOCK=/run/user/1000/keyring/ssh",
    "GPG_TTY=$(tty)",
    "API_KEY_ROTATION_CRON=\"§cron§\"",
    "X_API_KEY_REQUIRED=true",
    "\"password\": {\"type\": \"string\", \"minLength\": 12, \"writeOnly\": true}",
    "\"token\": {\"type\": \"string\", \"format\": \"jwt\"}",
    "secret_scanning: enabled, push_protection: enabled",
    "required: [email, password]",
    "  secret: false   # the field is shown in the settings UI",
    "the dashboard shows the key as sk_live_…4f2a (last four only) — that's what support can quote",
    "API responses include key_prefix: ak_§hex6§ so users can tell their keys apart; the rest is never returned",
    "the List call returns next_page_token: CiAKGjBpNDd2Nmp2Zml2cXRqb2I2M3R6dDRnbTMSAxABGAE — it's a cursor, not a credential",
    "GET /v1/objects?key=uploads/§yyyy§/§uuid§.png&versionId=null",
    "kubectl label node worker-3 key=gpu --overwrite",
]:
    ordi("secretish_name_benign_value", "benign_value", t)

# ---------------------------------------------------------------- placeholders (not secrets)
for t in [
    "README: PASSWORD=<your-password>",
    ".env.example: API_KEY=changeme",
    "DB_PASSWORD=${DB_PASSWORD}",
    "export GITHUB_TOKEN=$(gh auth token)",
    "password: ${{ secrets.REGISTRY_PASSWORD }}",
    "Authorization: Bearer <token>",
    "curl -H \"Authorization: Bearer $TOKEN\" https://api.§domain§/v1/me",
    "curl -u \"$USER:$PASS\" https://nexus.internal/service/rest/v1/status",
    "SECRET_KEY=*** (masked in the CI log)",
    "the log line shows password=REDACTED, so the filter works",
    "aws_secret_access_key = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "api_key: your-api-key-here",
    "the docs example token is ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "STRIPE_SECRET_KEY=sk_live_... (placeholder in the onboarding doc)",
    "token: '{{ vault_token }}'",
    "password = os.environ[\"DB_PASSWORD\"]",
    "const key = process.env.STRIPE_KEY;",
    "DSN template: postgres://USER:PASSWORD@HOST:5432/DB",
    "mysql -u$DB_USER -p$DB_PASS -h $DB_HOST",
    "PGPASSWORD=$(op read op://Dev/pg/password) psql -h db -U app",
    "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY",
    "git clone https://oauth2:${GITLAB_TOKEN}@gitlab.com/§org§/api.git",
    "redis-cli -a \"$REDIS_PASSWORD\" --no-auth-warning ping",
    "sshpass -p \"$SSHPASS\" ssh pi@§ip§",
    "htpasswd -b .htpasswd admin \"$ADMIN_PW\"",
    "DATABASE_URL=postgres://app:${DB_PASS}@db:5432/app",
    "SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>",
    "Server=sql01;Database=Orders;User Id=app;Password=<from keyvault>;",
    "client_secret: \"%CLIENT_SECRET%\"",
    "AccountKey=<redacted>",
    "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
    "token = \"\"  # filled in at runtime",
    "password: null",
    "auth: {username: admin, password: \"\"}",
    "OPENAI_API_KEY=sk-...",
    "Authorization: Bearer ${ACCESS_TOKEN}",
    "X-Api-Key: {{apiKey}}",
    "Cookie: session=<paste from devtools>",
    "machine api.§domain§ login <user> password <token>",
    "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
    "[pypi]\nusername = __token__\npassword = <pypi token>",
    "{\"auths\": {\"ghcr.io\": {\"auth\": \"<base64 user:token>\"}}}",
    "aws configure set aws_secret_access_key \"$AWS_SECRET_ACCESS_KEY\"",
    "AWS_SECRET_ACCESS_KEY=wJalr************************************",
    "ANTHROPIC_API_KEY=sk-ant-xxxxxxxx",
    "psql postgresql://postgres:${PGPASSWORD}@localhost:5432/postgres",
    "curl -u admin:$(cat /run/secrets/jenkins_pw) https://jenkins.internal/api/json",
    "jdbc:postgresql://db:5432/orders?user=orders&password=${ORDERS_DB_PASSWORD}",
    "password: !env_var DB_PASSWORD",
    "JWT_SECRET=replace-me-with-32-random-bytes",
    "SECRET_KEY=your-secret-key",
    "GITHUB_TOKEN=ghp_XXXXXXXX (example value)",
    "Authorization: Basic <base64(user:pass)>",
    "kubectl create secret generic db --from-literal=password=\"$(openssl rand -hex 24)\"",
    "export VAULT_TOKEN=\"$(vault print token)\"",
    "password = getpass.getpass(\"DB password: \")",
    "login: admin / <ask in #ops>",
    "SMTP_PASSWORD=  # leave empty for local mailpit",
    "token: TODO",
    "api_key = None  # set via env",
    "WEBHOOK_SECRET=whsec_... from the Stripe dashboard",
    "`Password=;` in the connection string means no password (local SQL Express)",
    "-passin pass:$P12_PASSWORD",
    "ldapsearch -D cn=admin -w \"$LDAP_PW\" -b dc=corp",
    "smbclient //nas/share -U \"backup%${SMB_PASS}\"",
    "docker run -e POSTGRES_PASSWORD -p 5432:5432 postgres:16 (value taken from the shell)",
    "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  §hex64§\n  §hex64§",
    "db_password: ENC[AES256_GCM,data:§b64_43§,iv:§b64_43§,tag:§b64_43§,type:str]",
]:
    ordi("placeholder", "placeholder_value", t)

# ---------------------------------------------------------------- documented examples, clearly marked
for t in [
    "AKIAIOSFODNN7EXAMPLE is AWS's documentation example key id; moto accepts it in tests",
    "the localstack fixtures use AWS's published example pair AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY from the AWS docs",
    "Stripe's docs card 4242 4242 4242 4242 (any future expiry) is what the e2e checkout uses",
    "example.com, example.org and the .test TLD are reserved for documentation",
    "192.0.2.0/24 and 2001:db8::/32 are documentation ranges; use them in fixtures",
    "the password blocklist contains the usual suspects: password123, qwerty, letmein",
    "xkcd's 'correct horse battery staple' is the example in our password-policy doc",
    "phone numbers in tests use the fictional 555-01xx range, e.g. §phone§",
    "the OAuth RFC examples use client_id s6BhdRkqt3 — we copy that into the docs",
    "JWT docs example header {\"alg\":\"HS256\",\"typ\":\"JWT\"} encodes to eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
]:
    ordi("doc_example", "marked_example", t)

# ---------------------------------------------------------------- ordinary sentences with password/token/secret/key words
for t in [
    "the password reset email expires after 1 h",
    "token bucket rate limiter refills §n2§/s with a burst of 20",
    "primary key is (tenant_id, id)",
    "keyboard shortcut Ctrl+Shift+P opens the command palette",
    "the password field must never be logged; LoggingFilter strips it",
    "passwords are hashed with argon2id (m=65536, t=3, p=4)",
    "the tokenizer is cl100k_base; max_tokens is 4096",
    "GitHub secret scanning blocked the push because of a test fixture; we allow-listed the path",
    "the API key rotation job runs on the 1st of the month",
    "sort key is created_at, partition key is tenant_id",
    "foreign key orders.customer_id needs an index",
    "the key insight: the retry storm comes from the client, not the server",
    "access tokens expire after 15 minutes; refresh tokens after 30 days",
    "the secret santa bot is a separate repo",
    "the ALB strips the Authorization header on redirect",
    "Set-Cookie uses SameSite=Lax and Secure in prod",
    "tokens are compared with hmac.compare_digest to avoid timing leaks",
    "password policy: min 12 chars, no max, checked against HIBP",
    "the login form shows 'wrong password' only after a 3 s delay",
    "the session cookie is called __Host-sid",
    "Redis keys expire via TTL; the key pattern is rl:{user_id}:{minute}",
    "KeyError: 'tenant' in parse_headers when the header is missing",
    "the 'secret' in test_secret_menu refers to the hidden debug menu, not a credential",
    "the KMS key policy lets the lambda role decrypt",
    "sshd_config has PasswordAuthentication no; key auth only",
    "the password is required on signup but optional for SSO users",
    "the password is hashed before it leaves the form handler",
    "the token is valid for 15 minutes",
    "the secret is mounted at /var/run/secrets/app",
    "the API key is read from the macOS keychain",
    "the staging password is in 1Password under 'staging db'",
    "the wifi password is on the sticker under the router",
    "the admin password is whatever you set during the installer",
    "the root password was rotated on Monday; ask in #ops for the new one",
    "there is no local admin password — log in with SSO",
    "pinentry-mac handles PIN entry for GPG",
    "the HSM needs the operator card and its PIN, which security holds",
    "pass the password via stdin, never as an argument",
    "ssh-agent caches the key passphrase for 8 h",
    "the kid in the JWT header must match a key in the JWKS",
    "the lexer emits TOKEN_IDENT for identifiers and TOKEN_NUMBER for literals",
    "the api-key header name is case-insensitive in the gateway",
    "use secrets.compare_digest instead of == for MAC checks",
    "the password is too short error comes from the server, not the client",
    "the password is wrong error message is deliberately vague",
    "the token is missing from the request when the SPA loads from cache",
    "the secret is stored in AWS Secrets Manager and rotated by a lambda",
    "the key is the tuple (tenant, sku, warehouse)",
    "the passphrase is asked once per boot by systemd-ask-password",
    "the PIN is 6 digits and is sent by SMS (rate limited to 3/h)",
    "password: the one from the onboarding email — each dev has their own",
    "login with your own GitHub account; the shared bot login is only for CI",
    "the secret key for the HMAC is derived per tenant via HKDF",
    "keys in the translation files must stay sorted (i18n-lint)",
    "duplicate key value violates unique constraint \"users_email_key\"",
    "the cache key includes the locale, otherwise German users see English pages",
    "a token is a sub-word unit; 1k tokens is roughly 750 English words",
    "CSRF token is rendered into a meta tag and read by axios",
    "the secret manager's rotation lambda failed with AccessDenied",
    "password123 was in the seed data for years; the migration now forces a reset",
    "we never store plaintext passwords; only the argon2 hash and a per-user salt",
    "the auth token cache key is sha1(user_id)",
    "token refresh runs §n2§ s before expiry",
    "rotate the signing key every §n2§ days; keep the previous one in the JWKS",
    "the 'password' column was renamed to 'password_hash' in migration §n4§",
    "keyset pagination uses (created_at, id) as the cursor key",
    "SSH keys are managed through Tailscale SSH now",
    "secret_store: vault is the only backend supported in prod",
    "the wifi key rotation happens every quarter; facilities emails the new one",
]:
    ordi("secret_word_prose", "word_not_value", t)

# ---------------------------------------------------------------- code / config snippets without secrets
for t in [
    "brand colour is §color§, hover state §color§",
    ".btn-primary { background: §color§; border: 1px solid §color§; border-radius: 6px; }",
    "semver regex: ^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?$",
    "email check is ^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$ — good enough for the form",
    "cron `§cron§` runs the sync job",
    "SELECT id, email FROM users WHERE password_reset_at > now() - interval '1 hour';",
    "CREATE UNIQUE INDEX CONCURRENTLY idx_api_keys_prefix ON api_keys (key_prefix);",
    "ALTER TABLE users ADD COLUMN password_hash text NOT NULL DEFAULT '';",
    "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password",
    "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
    "- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
    "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
    "proto:\n\tbuf generate\n\tgo generate ./...",
    "resource \"aws_db_instance\" \"main\" {\n  password  = var.db_password\n  username  = \"app\"\n}",
    "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}",
    "token = secrets.token_urlsafe(32)",
    "const hash = await bcrypt.hash(password, 12);",
    "proxy_set_header Authorization $http_authorization;",
    ".gitignore now has .env, *.pem, id_rsa*, .npmrc",
    "[Service]\nEnvironment=PORT=§port§\nEnvironmentFile=/etc/§svc§/env",
    "GET /v1/items?page=2 HTTP/1.1\nHost: api.§domain§\nAccept: application/json",
    "awk -F: '{print $1}' /etc/passwd | sort",
    "grep -rn \"password\" src/ --include=*.py | wc -l",
    "SELECT pg_size_pretty(pg_total_relation_size('§tbl§'));",
    "ssh-keygen -t ed25519 -C \"ci@§domain§\" -f ~/.ssh/ci_ed25519 -N ''",
    "openssl rand -hex 32 > .dev-secret (gitignored, regenerated per machine)",
    "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d",
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: §svc§\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: app\n          image: ghcr.io/§org§/§svc§:§vtag§\n          resources:\n            limits: {memory: 512Mi}",
    "location /api/ {\n    proxy_pass http://127.0.0.1:§port§;\n    proxy_read_timeout 60s;\n}",
    "UPDATE §tbl§ SET status = 'archived' WHERE created_at < now() - interval '90 days';",
    "WITH recent AS (SELECT * FROM events WHERE ts > now() - interval '1 day') SELECT count(*) FROM recent;",
    "if err != nil { return fmt.Errorf(\"load key %q: %w\", path, err) }",
    "def verify(token: str) -> Claims:\n    return jwt.decode(token, key=jwks.get(kid), algorithms=[\"RS256\"])",
    "@app.post(\"/login\")\nasync def login(form: LoginForm):\n    user = await auth.check(form.username, form.password)",
    "const { data } = await supabase.auth.signInWithPassword({ email, password })",
    "assert resp.json()[\"error\"] == \"invalid_token\"",
    "logger.info(\"login ok user=%s ip=%s\", user.id, request.client.host)",
    "-----BEGIN CERTIFICATE-----\nMIIB§b64_64§\n§b64_64§\n§b64_64§\n-----END CERTIFICATE-----",
    "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE§b64_43§\n§b64_43§==\n-----END PUBLIC KEY-----",
    "authorized_keys: ssh-ed25519 §sshpubbody§ §user§@laptop",
    "known_hosts line: github.com ssh-rsa §rsapubbody§",
    "x-content-type-options: nosniff\nstrict-transport-security: max-age=63072000; includeSubDomains",
    "font-family: Inter, system-ui, sans-serif; color: §color§;",
    "grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));",
    "regex for our api key prefix: ^ak_[a-z0-9]{8}_ — used by the log scrubber",
    "jq '.items[] | select(.status == \"failed\") | .id' runs.json",
    "find . -name '*.pyc' -delete && rm -rf .pytest_cache",
    "COPY --from=builder /app/dist /usr/share/nginx/html",
    "on:\n  push:\n    branches: [main]\n  schedule:\n    - cron: '§cron§'",
    "CREATE TABLE api_keys (id uuid PRIMARY KEY, tenant_id uuid NOT NULL, key_hash bytea NOT NULL, key_prefix text NOT NULL);",
    "INSERT INTO feature_flags (name, enabled) VALUES ('new_checkout', false);",
    "@media (prefers-color-scheme: dark) { :root { --bg: §color§; } }",
    "server.tokens = off in lighttpd; server_tokens off; in nginx",
    "[tool.pytest.ini_options]\naddopts = \"-ra -q --strict-markers\"\ntestpaths = [\"tests\"]",
    "ALTER TABLE sessions ALTER COLUMN token TYPE bytea USING decode(token, 'hex');",
]:
    ordi("code_snippet", "snippet", t)

# ---------------------------------------------------------------- stack traces / addresses / network
for t in [
    "Traceback (most recent call last):\n  File \"/app/§file§\", line §line§, in handle\n    token = headers[\"authorization\"].split()[1]\nKeyError: 'authorization'",
    "goroutine 17 [running]:\nmain.(*Server).handle(§addr§, {§addr§, §addr§})\n\t/app/server.go:§line§ +0x1f4",
    "kernel: segfault at 7f3a2c1d4000 ip 00007f3a2b8e1a3c sp 00007ffd4b2c9e10 error 4 in libxml2.so.2.9.14[7f3a2b800000+1a5000]",
    "at com.acme.billing.InvoiceService.render(InvoiceService.java:§line§)",
    "thread 'main' panicked at src/main.rs:§line§:5: called `Option::unwrap()` on a `None` value",
    "TypeError: Cannot read properties of undefined (reading 'token')\n    at refresh (auth.ts:§line§:22)",
    "Program received signal SIGSEGV, Segmentation fault.\n§addr§ in parse_key (buf=§addr§) at keyparse.c:§line§",
    "dmesg: eth0: link up 1000Mbps full duplex, MAC §mac§",
    "inet6 §ip6§/64 scope global dynamic",
    "System.NullReferenceException at Acme.Api.Controllers.LoginController.Post(LoginRequest req) in /src/Api/Controllers/LoginController.cs:line §line§",
    "error code 0x80070005 (access denied) on the Windows runner",
    "heap profile: §n5§ objects at §addr§ retained by the token cache",
    "ERROR 1045 (28000): Access denied for user 'app'@'10.0.3.7' (using password: YES)",
    "psql: error: FATAL:  password authentication failed for user \"app\"",
    "ssh: connect to host §ip§ port 22: Connection refused",
    "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.",
    "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the GetObject operation",
    "401 {\"error\":\"invalid_token\",\"error_description\":\"The access token expired\"}",
    "WARN  [§svc§] JWT verification failed: kid §kid§ not found in JWKS",
    "OOMKilled: container app used §gigs§Gi, limit §gigs§Gi",
    "ARP table: §ip§ at §mac§ on en0",
    "tcpdump: IP §ip§.§port§ > §ip§.443: Flags [S], seq §n10§",
    "fatal: Authentication failed for 'https://github.com/§org§/§repo§.git/'",
    "npm ERR! code E401 npm ERR! Unable to authenticate, your authentication token seems to be invalid.",
    "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=§addr§]",
    "wasm trap: out of bounds memory access at offset 0x§wasm§",
    "Exception in thread \"main\" javax.net.ssl.SSLHandshakeException: PKIX path building failed",
    "curl: (60) SSL certificate problem: unable to get local issuer certificate",
]:
    ordi("trace_network", "trace_or_address", t)

# ---------------------------------------------------------------- numbers that look like codes
for t in [
    "ISBN §isbn§ is the book the team uses for the DDD reading group",
    "test phone numbers use the fictional range, e.g. §phone§",
    "invoice number format is INV-§yyyy§-§n6§",
    "order 100§n6§ shipped twice because of the retry",
    "timeout is 30000 ms; max body size 10485760 bytes",
    "ports: 5432 postgres, 6379 redis, 9200 elastic, 5672 rabbit",
    "schema version §n4§ added the partial index",
    "the 429s started at §hh§:§mi§:07Z",
    "build §n4§ on Jenkins is the last green one",
    "the retry budget is §n2§ attempts with 2^n * 100 ms backoff",
    "postal code 10115 in the address fixture (Berlin Mitte)",
    "the OTP length is 6 digits and the tests freeze time at 1700000000",
    "HTTP 418 is returned by the teapot endpoint in the demo app",
    "error 4821 in the vendor SDK means 'rate limited'",
    "the SKU 4006381333931 is the barcode used in the scanner tests",
    "IBAN DE89 3704 0044 0532 0130 00 is the standard example IBAN in the payment tests",
    "max connections 200, pool size §n2§, overflow 10",
    "Lighthouse score went from 61 to §n2§ after lazy-loading the hero image",
    "p99 latency §ms§ ms on /v1/search after the index change",
    "the batch size of 512 halved the embedding time",
]:
    ordi("numeric", "number", t)

# ---------------------------------------------------------------- plain coding-agent memories
for t in [
    "run `make proto` after editing ledger.proto",
    "tests need `docker compose up -d db` first; the fixture waits for pg_isready",
    "SQLite runs in WAL mode; checkpoint every 1000 pages",
    "the flaky test is test_retry_backoff; it depends on wall-clock time",
    "ruff replaced flake8 and isort in March",
    "use `uv run pytest -x -k §svc§` to iterate on one service",
    "the monorepo uses pnpm workspaces; never run npm install at the root",
    "`terraform plan -target=module.vpc` before touching the NAT gateways",
    "migrations must be backwards compatible for one release (expand/contract)",
    "the CSV export streams rows; don't load the queryset into memory",
    "`make lint` runs mypy --strict on src/ only",
    "§svc§ owns the outbox table; other services only read from the topic",
    "we prefer httpx over requests for anything async",
    "feature flags live in LaunchDarkly; the local fallback is flags.yaml",
    "Storybook runs on port 6006; Chromatic snapshots on every PR",
    "the e2e suite needs `PLAYWRIGHT_BROWSERS_PATH=0` in CI",
    "`cargo nextest run` is ~3x faster than cargo test here",
    "on macOS, brew install libpq and add it to PATH for psql",
    "the user prefers small PRs with one migration each",
    "don't run `terraform apply` from laptops; only the pipeline applies",
    "the design tokens come from figma via style-dictionary",
    "`alembic upgrade head` fails if the branch has two heads; run `alembic merge`",
    "the nightly job §svc§ takes ~§n2§ min; it used to take 2 h",
    "log level in prod is INFO; DEBUG floods Loki",
    "the retry decorator caps at 5 attempts; don't stack it with the client's own retries",
    "file §file§ is generated — edit the template, not the output",
    "the integration tests hit a real Postgres on port 5433 to avoid clashing with local installs",
    "deploys freeze Friday 15:00 to Monday 09:00 CET",
    "`go test ./... -race` found the map race in §file§",
    "the user wants commit messages in the imperative mood, <72 chars",
    "the staging DB is reset every Sunday from an anonymised prod snapshot",
    "we pin Docker base images by digest and let Renovate bump them",
    "the queue is SQS FIFO; MessageGroupId = tenant_id",
    "vite dev server proxies /api to localhost:§port§",
    "read replicas lag up to 2 s; read-your-writes paths must hit the primary",
    "the Makefile target `make dev` starts everything with overmind",
    "pydantic v2 migration: .dict() → .model_dump(), validators → field_validator",
    "`pnpm why §lib§` explained the duplicate copies in the bundle",
    "the user said: keep the public API of store.py stable until 2.0",
    "after editing the OpenAPI spec, run `make client` to regenerate the TS client",
]:
    ordi("general_memory", "plain", t)


# ---------------------------------------------------------------- the same kinds of memories in other languages
ORD_I18N = {
    "de": [
        "Commit §sha7§ hat den Segfault behoben, das Upgrade auf §ver§ hat gereicht.",
        "Die Mail zum Zurücksetzen des Passworts läuft nach einer Stunde ab.",
        "STRIPE_SECRET_KEY gehört in den Vault, nicht in die .env.",
        "Das Passwort ist zu kurz – die Validierung verlangt mindestens 12 Zeichen.",
        "Der Cache-Schlüssel in der CI ist der SHA-256 von poetry.lock (§hex64§).",
        "Nach Änderungen an ledger.proto immer `make proto` ausführen.",
        "Das Passwort liegt im Vault unter secret/§svc§/db, nicht im Repo.",
        "Request-ID §uuid§ zeigt den Timeout im Log von §svc§.",
        "Der Primärschlüssel ist (tenant_id, id); der Token-Bucket füllt §n2§ Tokens pro Sekunde auf.",
        "Das Image ist per Digest gepinnt: sha256:§hex64§",
    ],
    "fr": [
        "Le commit §sha7§ a corrigé le segfault ; passer en §ver§ a suffi.",
        "L'e-mail de réinitialisation du mot de passe expire au bout d'une heure.",
        "Le mot de passe est obligatoire dans le formulaire d'inscription, sinon erreur 422.",
        "Mettre DATABASE_PASSWORD dans SSM, jamais dans le dépôt.",
        "La clé de cache de la CI est le sha256 de poetry.lock : §hex64§",
        "Lancer `make proto` après avoir modifié ledger.proto.",
        "Le jeton expire au bout de 15 minutes, le refresh est géré par l'intercepteur axios.",
        "L'image est épinglée par digest sha256:§hex64§ dans le chart.",
        "Le mot de passe est dans Vault (secret/§svc§/db), pas dans le dépôt.",
        "La clé primaire est (tenant_id, id).",
    ],
    "es": [
        "El commit §sha7§ arregló el segfault; bastó con subir a §ver§.",
        "La contraseña es obligatoria y debe tener al menos 12 caracteres.",
        "El correo de restablecimiento de contraseña caduca a la hora.",
        "STRIPE_SECRET_KEY se guarda en el vault, no en el .env.",
        "La clave primaria es (tenant_id, id) en la tabla de facturas.",
        "Ejecuta `make proto` después de editar ledger.proto.",
        "El ID de la petición §uuid§ aparece en los logs de §svc§ con un 504.",
        "El token caduca a los 15 minutos; el refresco lo hace el middleware.",
        "La contraseña está en 1Password, en la entrada «staging db».",
    ],
    "pt": [
        "O commit §sha7§ corrigiu o segfault; bastou atualizar para §ver§.",
        "A senha é obrigatória no formulário de cadastro.",
        "O e-mail de redefinição de senha expira em uma hora.",
        "A senha fica no Vault em secret/§svc§/db, nunca no repositório.",
        "A chave de cache da CI é o sha256 do poetry.lock (§hex64§).",
        "Rode `make proto` depois de mexer no ledger.proto.",
        "O trace id §hex32§ mostra o gargalo no §svc§.",
        "A chave primária é (tenant_id, id).",
    ],
    "it": [
        "Il commit §sha7§ ha risolto il segfault; è bastato aggiornare a §ver§.",
        "La password è obbligatoria e viene salvata solo come hash argon2id.",
        "L'email di reset della password scade dopo un'ora.",
        "Metti STRIPE_SECRET_KEY nel vault, non nel file .env.",
        "La chiave primaria è (tenant_id, id).",
        "Dopo aver modificato ledger.proto lancia `make proto`.",
        "Il digest dell'immagine è sha256:§hex64§.",
        "La password è nel vault, non chiederla in chat.",
    ],
    "nl": [
        "Commit §sha7§ loste de segfault op; upgraden naar §ver§ was genoeg.",
        "Het wachtwoord is verplicht en moet minstens 12 tekens lang zijn.",
        "De mail om je wachtwoord te resetten verloopt na een uur.",
        "DATABASE_PASSWORD komt uit SSM, niet uit de .env.",
        "De primaire sleutel is (tenant_id, id).",
        "Draai `make proto` na het aanpassen van ledger.proto.",
        "Request-id §uuid§ staat in de logs van §svc§ met een 502.",
        "Het wachtwoord staat in 1Password onder 'staging db'.",
    ],
    "pl": [
        "Commit §sha7§ naprawił segfault; wystarczyła aktualizacja do §ver§.",
        "Hasło jest wymagane i musi mieć co najmniej 12 znaków.",
        "Link do resetu hasła wygasa po godzinie.",
        "STRIPE_SECRET_KEY trzymamy w vaulcie, nie w .env.",
        "Klucz główny to (tenant_id, id).",
        "Po edycji ledger.proto uruchom `make proto`.",
        "Token wygasa po 15 minutach, odświeżanie robi interceptor.",
        "Hasło jest w 1Password, wpis „staging db”.",
    ],
    "ru": [
        "Коммит §sha7§ исправил segfault; хватило обновиться до §ver§.",
        "Пароль хранится в Vault по пути secret/§svc§/db, в репозитории его нет.",
        "Письмо для сброса пароля действует один час.",
        "Пароль должен быть не короче 12 символов — так требует валидатор.",
        "Первичный ключ — (tenant_id, id).",
        "После правки ledger.proto запускай `make proto`.",
        "Токен живёт 15 минут, обновление делает middleware.",
        "request id §uuid§ — там видно таймаут к §svc§.",
        "Пароль от staging лежит в 1Password, запись «staging db».",
    ],
    "uk": [
        "Коміт §sha7§ виправив segfault; достатньо було оновитися до §ver§.",
        "Пароль зберігається у Vault, у репозиторії його немає.",
        "Лист для скидання пароля діє одну годину.",
        "STRIPE_SECRET_KEY має бути у сховищі секретів, а не в .env.",
        "Первинний ключ — (tenant_id, id).",
        "Після зміни ledger.proto запусти `make proto`.",
        "Токен дійсний 15 хвилин.",
        "Дайджест образу: sha256:§hex64§",
    ],
    "zh": [
        "提交 §sha7§ 修复了段错误，升级到 §ver§ 就好了。",
        "密码是必填项，长度至少 12 位。",
        "重置密码的邮件一小时后失效。",
        "STRIPE_SECRET_KEY 要放在 Vault 里，不要写进 .env。",
        "CI 的缓存键是 poetry.lock 的 sha256：§hex64§",
        "修改 ledger.proto 之后要运行 `make proto`。",
        "主键是 (tenant_id, id)。",
        "令牌 15 分钟后过期，刷新逻辑在拦截器里。",
        "密码存放在 1Password 的“staging db”条目里。",
        "请求 ID §uuid§ 的日志里能看到超时。",
    ],
    "ja": [
        "コミット §sha7§ でセグフォが直った。§ver§ に上げるだけでよかった。",
        "パスワードは12文字以上必要です（バリデーションのルール）。",
        "パスワードリセットのメールは1時間で期限切れになる。",
        "DATABASE_PASSWORD は SSM から読む。リポジトリには置かない。",
        "主キーは (tenant_id, id)。",
        "ledger.proto を編集したら `make proto` を実行すること。",
        "トークンの有効期限は15分で、更新はミドルウェアが行う。",
        "リクエストID §uuid§ のログにタイムアウトが出ている。",
        "パスワードは Vault に保存されている（secret/§svc§/db）。",
    ],
    "ko": [
        "커밋 §sha7§ 에서 세그폴트가 고쳐졌고, §ver§ 로 올리기만 하면 됐다.",
        "비밀번호는 8자 이상이어야 합니다 (회원가입 검증 규칙).",
        "비밀번호 재설정 메일은 1시간 후에 만료된다.",
        "STRIPE_SECRET_KEY 는 .env 가 아니라 Vault 에 넣는다.",
        "기본 키는 (tenant_id, id) 이다.",
        "ledger.proto 를 수정한 뒤에는 `make proto` 를 실행한다.",
        "토큰은 15분 뒤 만료되고 갱신은 인터셉터가 처리한다.",
        "비밀번호는 1Password 의 'staging db' 항목에 있다.",
    ],
    "hi": [
        "कमिट §sha7§ से segfault ठीक हो गया, बस §ver§ पर अपग्रेड करना पड़ा।",
        "पासवर्ड रीसेट वाला ईमेल एक घंटे बाद एक्सपायर हो जाता है।",
        "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।",
        "STRIPE_SECRET_KEY को vault में रखें, .env में नहीं।",
        "प्राइमरी की (tenant_id, id) है।",
        "ledger.proto बदलने के बाद `make proto` चलाएँ।",
        "टोकन 15 मिनट में एक्सपायर होता है।",
        "पासवर्ड Vault में है, रिपो में नहीं।",
    ],
    "ar": [
        "الإيداع §sha7§ أصلح خطأ segfault، وكان التحديث إلى §ver§ كافيًا.",
        "رسالة إعادة تعيين كلمة المرور تنتهي صلاحيتها بعد ساعة.",
        "كلمة المرور مطلوبة ويجب ألا تقل عن 12 حرفًا.",
        "يجب وضع STRIPE_SECRET_KEY في الخزنة (Vault) وليس في ملف .env.",
        "المفتاح الأساسي هو (tenant_id, id).",
        "شغّل `make proto` بعد تعديل ledger.proto.",
        "تنتهي صلاحية الرمز المميز بعد 15 دقيقة.",
        "كلمة المرور محفوظة في Vault وليست في المستودع.",
    ],
    "tr": [
        "§sha7§ commit'i segfault'u düzeltti; §ver§ sürümüne yükseltmek yetti.",
        "Şifre sıfırlama e-postası bir saat sonra geçersiz oluyor.",
        "Parola zorunludur ve en az 12 karakter olmalıdır.",
        "STRIPE_SECRET_KEY .env'de değil, Vault'ta tutuluyor.",
        "Birincil anahtar (tenant_id, id).",
        "ledger.proto'yu düzenledikten sonra `make proto` çalıştır.",
        "Token 15 dakika sonra sona eriyor.",
        "Şifre 1Password'de, 'staging db' kaydında.",
    ],
    "vi": [
        "Commit §sha7§ đã sửa lỗi segfault; chỉ cần nâng lên §ver§.",
        "Email đặt lại mật khẩu hết hạn sau một giờ.",
        "Mật khẩu là bắt buộc và phải có ít nhất 12 ký tự.",
        "STRIPE_SECRET_KEY để trong Vault, không để trong .env.",
        "Khóa chính là (tenant_id, id).",
        "Sau khi sửa ledger.proto thì chạy `make proto`.",
        "Token hết hạn sau 15 phút.",
        "Mật khẩu được lưu trong Vault, không có trong repo.",
    ],
    "id": [
        "Commit §sha7§ memperbaiki segfault; cukup upgrade ke §ver§.",
        "Email reset kata sandi kedaluwarsa setelah satu jam.",
        "Kata sandi wajib diisi dan minimal 12 karakter.",
        "STRIPE_SECRET_KEY disimpan di Vault, bukan di .env.",
        "Primary key-nya (tenant_id, id).",
        "Jalankan `make proto` setelah mengubah ledger.proto.",
        "Token kedaluwarsa setelah 15 menit.",
        "Kata sandinya ada di 1Password, entri 'staging db'.",
    ],
    "el": [
        "Το commit §sha7§ διόρθωσε το segfault· αρκούσε η αναβάθμιση σε §ver§.",
        "Το email επαναφοράς κωδικού λήγει μετά από μία ώρα.",
        "Ο κωδικός είναι υποχρεωτικός και πρέπει να έχει τουλάχιστον 12 χαρακτήρες.",
        "Το STRIPE_SECRET_KEY μπαίνει στο Vault, όχι στο .env.",
        "Το πρωτεύον κλειδί είναι (tenant_id, id).",
        "Μετά από αλλαγές στο ledger.proto τρέξε `make proto`.",
        "Το token λήγει σε 15 λεπτά.",
        "Ο κωδικός είναι αποθηκευμένος στο Vault, όχι στο repo.",
    ],
    "he": [
        "הקומיט §sha7§ תיקן את ה-segfault; הספיק לשדרג ל-§ver§.",
        "המייל לאיפוס סיסמה פג אחרי שעה.",
        "הסיסמה היא שדה חובה ועליה להכיל לפחות 12 תווים.",
        "את STRIPE_SECRET_KEY שומרים ב-Vault ולא ב-.env.",
        "המפתח הראשי הוא (tenant_id, id).",
        "אחרי שינוי ב-ledger.proto צריך להריץ `make proto`.",
        "הטוקן פג אחרי 15 דקות.",
        "הסיסמה שמורה ב-Vault ולא בריפו.",
    ],
    "th": [
        "คอมมิต §sha7§ แก้ segfault แล้ว แค่อัปเกรดเป็น §ver§ ก็พอ",
        "อีเมลรีเซ็ตรหัสผ่านจะหมดอายุภายในหนึ่งชั่วโมง",
        "รหัสผ่านคือช่องที่ต้องกรอก และต้องยาวอย่างน้อย 12 ตัวอักษร",
        "เก็บ STRIPE_SECRET_KEY ไว้ใน Vault ไม่ใช่ใน .env",
        "คีย์หลักคือ (tenant_id, id)",
        "หลังแก้ ledger.proto ให้รัน `make proto`",
        "โทเค็นหมดอายุใน 15 นาที",
        "รหัสผ่านเก็บอยู่ใน Vault ไม่ได้อยู่ใน repo",
    ],
}
_I18N_FAMILY = [
    (re.compile(r"sha7|commit|Commit|提交|コミット|커밋|कमिट|الإيداع|Коммит|Коміт|קומיט|คอมมิต"), "vcs"),
    (re.compile(r"hex64|hex32|sha256|SHA-256"), "checksum_digest"),
    (re.compile(r"uuid"), "identifier"),
    (re.compile(r"[A-Z_]{6,}"), "env_name_only"),
    (re.compile(r"make proto"), "general_memory"),
]


def _i18n_family(t):
    for rx, fam in _I18N_FAMILY:
        if rx.search(t):
            return fam
    return "secret_word_prose"


for lang, tmpls in ORD_I18N.items():
    for t in tmpls:
        ordi(_i18n_family(t), "i18n", t, lang=lang, reps=2 if SLOT_RE.search(t) else 1, leadin=False)



# ---------------------------------------------------------------- generation
def split_of(rid):
    return "tune" if hashlib.sha1(rid.encode()).digest()[0] % 2 == 0 else "heldout"


def make_rows(templates, prefix, is_secret, leadin_p):
    rows, seen = [], set()
    counter = [0]

    def emit(t, allow_leadin=True):
        # decide the wrapping once, then retry only the random fill if the text is a duplicate
        lang, pre, wrap = t.lang, "", False
        if t.leadin and t.lang == "en":
            if allow_leadin and R.random() < leadin_p:
                lang = pick(sorted(LEADINS))
                pre = pick(LEADINS[lang])
            elif is_secret and R.random() < 0.5:
                wrap = True
        for _attempt in range(12):
            text, secs = t.fn()
            if pre:
                text = pre + text
            elif wrap and "\n" not in text:
                text = wrap_en(text)
            if text in seen:
                continue
            seen.add(text)
            counter[0] += 1
            rid = f"{prefix}{counter[0]:04d}"
            row = {"id": rid, "text": text}
            if is_secret:
                row["secrets"] = list(dict.fromkeys(secs))
            row.update({"family": t.family, "shape": t.shape, "lang": lang, "split": split_of(rid)})
            rows.append(row)
            return row
        return None

    for t in templates:
        for _ in range(t.reps):
            emit(t)

    # make sure every family and every language has rows in both halves
    for key in ("family", "lang"):
        for _round in range(40):
            halves = {}
            for r in rows:
                halves.setdefault(r[key], set()).add(r["split"])
            missing = sorted(g for g, h in halves.items() if len(h) < 2)
            if not missing:
                break
            for g in missing:
                cands = [t for t in templates if getattr(t, key) == g]
                if key == "lang" and not cands:   # language only reached through a lead-in
                    cands = [t for t in templates if t.lang == "en" and t.leadin]
                    t = pick(cands)
                    text, secs = t.fn()
                    text = pick(LEADINS[g]) + text
                    counter[0] += 1
                    rid = f"{prefix}{counter[0]:04d}"
                    row = {"id": rid, "text": text}
                    if is_secret:
                        row["secrets"] = list(dict.fromkeys(secs))
                    row.update({"family": t.family, "shape": t.shape, "lang": g, "split": split_of(rid)})
                    rows.append(row)
                else:
                    emit(pick(cands), allow_leadin=False)
    return rows


def main():
    srows = make_rows(SEC_T, "s", True, 0.12)
    orows = make_rows(ORD_T, "o", False, 0.06)
    for name, rows in (("secrets.jsonl", srows), ("ordinary.jsonl", orows)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(f"wrote {name}: {len(rows)} rows")


if __name__ == "__main__":
    main()
