"""Seeded values for redact29: random strings, names, hosts, and the vendor-shaped credentials and look-alikes.

One `random.Random` (R, seed 2929) feeds everything; every prefix and layout below is a public format fact, every
random part is drawn here. No value is copied from any vendor's documentation.
"""

import base64
import json
import random
import string

R = random.Random(2929)

LOW = string.ascii_lowercase + string.digits
UP = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def rs(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def mixed(n):
    """Letters and digits with at least one of each case and a digit (so it reads as random, never a word)."""
    while True:
        s = rs(ALNUM, n)
        if any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s):
            return s


def hexs(n):
    return rs(HEX, n)


def digits(n):
    return str(R.randint(1, 9)) + rs(string.digits, n - 1)


def uuid4():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def ulid():
    return rs(CROCK[:8], 1) + rs(CROCK, 25)


def b64url(n):
    return rs(URLSAFE, n)


def b64std(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def jwtish_body(n):
    return "eyJ" + b64url(n)


PROJECTS = ["kestrel", "mudlark", "pinecroft", "quillon", "tarnwick", "lowmoor", "brisket", "saltmarsh", "vellum",
            "ottery", "hazelrig", "cobbler", "fernhollow", "grisedale", "ashlar", "nettlebed", "wychwood", "drumlin"]
PEOPLE = ["Aigerim", "Nurlan", "Dilnoza", "Azamat", "Gulnara", "Timur", "Aynur", "Bakyt", "Zarina", "Rustam",
          "Maral", "Serik", "Aysel", "Kanat", "Madina", "Erlan", "Sardor", "Ayana", "Chingiz", "Lola",
          "Priya", "Tomas", "Ines", "Wren", "Otto", "Keiko", "Malik", "Yara"]
SERVICES = ["billing-api", "ingest-worker", "search-svc", "notify", "ledger", "media-proxy", "auth-edge",
            "report-cron", "sync-agent", "gateway", "export-job", "webhooks-in"]
TARGETS = ["the staging deploy", "the nightly export", "the ingest worker", "the billing sandbox", "CI on main",
           "the release job", "the metrics pipeline", "the support bot", "the search reindex", "the preview env"]
MODULES = ["retry.py", "client.go", "sync.ts", "queue.rs", "upload.py", "ledger.ts", "poller.go", "billing.py"]


def project():
    return R.choice(PROJECTS)


def person():
    return R.choice(PEOPLE)


def host():
    p = project()
    return R.choice([f"{p}.example", f"{R.choice(['db', 'api', 'files', 'cache', 'mq'])}.{p}.test",
                     f"{p}-{R.choice(['prod', 'stg', 'dev'])}.internal.example",
                     f"192.0.2.{R.randint(2, 250)}", f"198.51.100.{R.randint(2, 250)}"])


def name_host():
    p = project()
    return R.choice([f"{p}.example", f"db.{p}.test", f"{p}-stg.internal.example"])


def stamp():
    return (f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:"
            f"{R.randint(0, 59):02d}.{R.randint(0, 999):03d}Z")


def password(n=None):
    n = n or R.randint(12, 22)
    while True:
        s = rs(ALNUM + "-_.!*~", n)
        if sum(c.isdigit() for c in s) >= 2 and any(c.isupper() for c in s) and s[0].isalnum() and s[-1].isalnum():
            return s


# ---- secret tokens: (vendor, maker); maker returns the token string (the label) ----

def _discord():
    ident = base64.b64encode(digits(18).encode()).decode().rstrip("=")
    return f"{ident}.{b64url(6)}.{b64url(38)}"


def _mapbox_sk():
    body = base64.urlsafe_b64encode(json.dumps({"u": project() + digits(3), "a": "cl" + rs(LOW, 23)},
                                               separators=(",", ":")).encode()).decode().rstrip("=")
    return f"sk.{body}.{b64url(22)}"


TOKENS = [
    ("github classic PAT", lambda: "ghp_" + mixed(36)),
    ("github OAuth", lambda: "gho_" + mixed(36)),
    ("github app installation", lambda: "ghs_" + mixed(36)),
    ("github refresh", lambda: "ghr_" + mixed(76)),
    ("github fine-grained PAT", lambda: "github_pat_11" + rs(UP, 20) + "_" + mixed(59)),
    ("gitlab PAT", lambda: "glpat-" + b64url(20)),
    ("gitlab deploy token", lambda: "gldt-" + b64url(20)),
    ("gitlab runner", lambda: "glrt-" + b64url(20)),
    ("gitlab trigger", lambda: "glptt-" + hexs(40)),
    ("bitbucket app password", lambda: "ATBB" + mixed(32)),
    ("slack bot", lambda: f"xoxb-{digits(12)}-{digits(13)}-{mixed(24)}"),
    ("slack user", lambda: f"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hexs(32)}"),
    ("slack app-level", lambda: f"xapp-1-A0{rs(UP, 9)}-{digits(13)}-{hexs(64)}"),
    ("stripe secret", lambda: "sk_live_51" + mixed(R.randint(60, 97))),
    ("stripe restricted", lambda: "rk_live_51" + mixed(R.randint(60, 97))),
    ("stripe webhook signing", lambda: "whsec_" + mixed(32)),
    ("square", lambda: "EAAA" + b64url(60)),
    ("braintree", lambda: f"access_token$production${rs(LOW, 16)}${hexs(32)}"),
    ("shippo", lambda: "shippo_live_" + hexs(40)),
    ("easypost", lambda: "EZAK" + hexs(54)),
    ("openai project", lambda: "sk-proj-" + b64url(R.choice([48, 74, 132]))),
    ("openai service account", lambda: "sk-svcacct-" + b64url(R.choice([48, 74, 132]))),
    ("anthropic", lambda: "sk-ant-api03-" + b64url(93) + "AA"),
    ("openrouter", lambda: "sk-or-v1-" + hexs(64)),
    ("groq", lambda: "gsk_" + mixed(52)),
    ("replicate", lambda: "r8_" + mixed(37)),
    ("hugging face", lambda: "hf_" + mixed(34)),
    ("perplexity", lambda: "pplx-" + mixed(48)),
    ("xai", lambda: "xai-" + mixed(80)),
    ("pinecone", lambda: f"pcsk_{mixed(5)}_{mixed(60)}"),
    ("langsmith", lambda: f"lsv2_pt_{hexs(32)}_{hexs(10)}"),
    ("google api key", lambda: "AIza" + b64url(35)),
    ("npm", lambda: "npm_" + mixed(36)),
    ("pypi", lambda: "pypi-AgEIcHlwaS5vcmc" + b64url(R.randint(120, 160))),
    ("rubygems", lambda: "rubygems_" + hexs(48)),
    ("nuget", lambda: "oy2" + rs(LOW, 43)),
    ("docker hub", lambda: "dckr_pat_" + b64url(27)),
    ("jfrog reference token", lambda: "cmVmdGtuOjAxOj" + mixed(50)),
    ("pulumi", lambda: "pul-" + hexs(40)),
    ("terraform cloud", lambda: f"{mixed(14)}.atlasv1.{mixed(67)}"),
    ("doppler", lambda: f"dp.st.{R.choice(['dev', 'stg', 'prd'])}.{mixed(43)}"),
    ("hashicorp vault", lambda: "hvs.CAESI" + b64url(R.randint(80, 100))),
    ("1password service account", lambda: "ops_eyJ" + b64url(R.randint(180, 240))),
    ("new relic", lambda: "NRAK-" + rs(UP, 27)),
    ("sentry org auth", lambda: "sntrys_eyJ" + b64url(120) + "_" + b64url(43)),
    ("sentry user auth", lambda: "sntryu_" + hexs(64)),
    ("grafana service account", lambda: f"glsa_{mixed(32)}_{hexs(8)}"),
    ("grafana cloud", lambda: "glc_eyJ" + b64url(R.randint(100, 140))),
    ("dynatrace", lambda: f"dt0c01.{rs(UP, 24)}.{rs(UP, 64)}"),
    ("axiom", lambda: "xaat-" + uuid4()),
    ("honeycomb ingest", lambda: "hcaik_01" + rs(LOW, 58)),
    ("linear", lambda: "lin_api_" + mixed(40)),
    ("postman", lambda: f"PMAK-{hexs(24)}-{hexs(34)}"),
    ("atlassian", lambda: "ATATT3xFfGF0" + b64url(180) + "=" + rs(UP[:16], 8)),
    ("notion", lambda: "ntn_" + mixed(46)),
    ("airtable", lambda: f"pat{mixed(14)}.{hexs(64)}"),
    ("figma", lambda: "figd_" + b64url(40)),
    ("shopify admin", lambda: "shpat_" + hexs(32)),
    ("shopify shared", lambda: "shpss_" + hexs(32)),
    ("sendgrid", lambda: f"SG.{b64url(22)}.{b64url(43)}"),
    ("mailgun", lambda: "key-" + hexs(32)),
    ("mailchimp", lambda: f"{hexs(32)}-us{R.randint(2, 21)}"),
    ("resend", lambda: f"re_{mixed(8)}_{mixed(24)}"),
    ("discord bot", _discord),
    ("telegram bot", lambda: f"{digits(10)}:AA{b64url(33)}"),
    ("firebase cloud messaging", lambda: f"AAAA{b64url(7)}:APA91b{b64url(134)}"),
    ("planetscale password", lambda: "pscale_pw_" + b64url(43)),
    ("planetscale service token", lambda: "pscale_tkn_" + b64url(43)),
    ("supabase management", lambda: "sbp_" + hexs(40)),
    ("supabase secret", lambda: "sb_secret_" + b64url(31)),
    ("databricks", lambda: "dapi" + hexs(32)),
    ("circleci", lambda: f"CCIPAT_{mixed(22)}_{hexs(40)}"),
    ("buildkite", lambda: "bkua_" + hexs(40)),
    ("netlify", lambda: "nfp_" + mixed(36)),
    ("digitalocean", lambda: "dop_v1_" + hexs(64)),
    ("heroku", lambda: "HRKU-" + uuid4()),
    ("fly.io", lambda: "FlyV1 fm2_" + b64url(R.randint(140, 200))),
    ("render", lambda: "rnd_" + mixed(32)),
    ("age identity", lambda: "AGE-SECRET-KEY-1" + rs(BECH, 58).upper()),
    ("tailscale auth", lambda: f"tskey-auth-k{mixed(10)}CNTRL-{mixed(33)}"),
    ("tailscale api", lambda: f"tskey-api-k{mixed(10)}CNTRL-{mixed(33)}"),
    ("okta", lambda: "00" + b64url(40)),
    ("contentful", lambda: "CFPAT-" + b64url(43)),
    ("prefect", lambda: "pnu_" + mixed(36)),
    ("sourcegraph", lambda: f"sgp_{hexs(16)}_{hexs(40)}"),
    ("harness", lambda: f"pat.{b64url(22)}.{hexs(24)}.{mixed(20)}"),
    ("typeform", lambda: f"tfp_{mixed(44)}_{mixed(14)}"),
    ("launchdarkly server sdk", lambda: "sdk-" + uuid4()),
    ("mapbox secret", _mapbox_sk),
    ("posthog personal", lambda: "phx_" + mixed(43)),
]


def token():
    """(vendor, token); cycles through a shuffled vendor order so every vendor appears about equally."""
    global _order
    if not _order:
        _order = list(range(len(TOKENS)))
        R.shuffle(_order)
    vendor, make = TOKENS[_order.pop()]
    return vendor, make()


_order = []
