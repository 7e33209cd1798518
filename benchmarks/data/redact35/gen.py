"""Value generators for redact35 (HTTP in and out): secrets, look-alikes, names. One seeded Random, drawn in order."""

import base64
import hashlib
import json
import random
import string
import urllib.parse

R = random.Random(3535)
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
USED = set()

PEOPLE = ["dana", "ravi", "mlopez", "ktanaka", "priya", "olu", "lena", "tom", "sam", "jonas", "ines", "wei", "yuki",
          "amara", "piotr", "chloe", "farid", "noor", "bruno", "hana", "igor", "mei", "lucas", "zoe"]
PROJECTS = ["kestrel", "basalt", "lagoon", "marlin", "quokka", "fennel", "gannet", "heron", "puffin", "sorrel",
            "tamarin", "wren", "ibis", "juniper", "okapi", "pika"]
SUFFIX = ["api", "gateway", "billing", "orders", "ingest", "mailer", "search", "auth", "reports", "web", "hooks",
          "checkout", "catalog", "notify"]
DOMAINS = ["corp.example", "shop.example", "lab.example", "northwind.example", "acme-internal.example",
           "tailwind.example", "contoso.example", "fabrikam.example"]
USERS = ["admin", "deploy", "ci", "ops", "svc_api", "reporting", "etl", "grafana", "partner-sync", "qa", "integrator"]
REGIONS = ["eu-west-1", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2", "sa-east-1"]
PATHS = ["/v1/orders", "/v2/customers", "/api/invoices", "/v1/payments/intents", "/api/v3/users/me",
         "/graphql", "/v1/shipments/track", "/api/search", "/v1/webhooks", "/oauth/token", "/v1/reports/export",
         "/api/v1/items?page=2", "/v2/catalog/products", "/internal/health", "/v1/messages", "/api/session"]
UAS = ["curl/8.5.0", "curl/7.88.1", "python-requests/2.31.0", "HTTPie/3.2.2", "Go-http-client/1.1",
       "okhttp/4.12.0", "axios/1.6.7", "PostmanRuntime/7.36.1", "insomnia/8.6.1", "Wget/1.21.4",
       "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
       "Faraday v2.9.0", "aws-sdk-go-v2/1.24.1", "Boto3/1.34.21 Python/3.11.7", "node-fetch/1.0"]
PW_WORDS = ["Sunflower", "Tiger", "Monday", "Rocket", "Panda", "Falcon", "Galaxy", "Summer", "Winter", "Harbor",
            "Maple", "Orbit", "Copper", "Nimbus", "Juniper", "Velvet"]


def s(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def fresh(make):
    for _ in range(100):
        v = make()
        if v not in USED:
            USED.add(v)
            return v
    raise SystemExit("could not draw a fresh value")


def b64u(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def hexs(n):
    return fresh(lambda: s(HEX, n)) if n >= 12 else s(HEX, n)


def uuid():
    def mk():
        h = s(HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"
    return fresh(mk)


def person():
    return R.choice(PEOPLE)


def project():
    return R.choice(PROJECTS) + "-" + R.choice(SUFFIX)


def domain():
    return R.choice(DOMAINS)


def host():
    return R.choice(["api", "gw", "edge", "auth", "hooks", "internal-api", "partner", "staging-api", "files"]) + "." + \
        (R.choice(PROJECTS) + "." if R.random() < 0.4 else "") + domain()


def ip():
    return R.choice([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                     f"192.168.{R.randint(0, 60)}.{R.randint(2, 250)}",
                     f"203.0.113.{R.randint(1, 254)}", f"198.51.100.{R.randint(1, 254)}"])


def date(year=None):
    y = year or R.choice([2024, 2025, 2026])
    return f"{y}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def clock():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def http_date(year=None):
    d = date(year)
    y, m, dd = d.split("-")
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][int(m) - 1]
    return f"{R.choice(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])}, {dd} {mon} {y} {clock()} GMT"


def amz_date(year=None):
    d = date(year).replace("-", "")
    return d + "T" + clock().replace(":", "") + "Z"


def path():
    return R.choice(PATHS)


def ua():
    return R.choice(UAS)


# ------------------------------------------------------------------ passwords and tokens
def password(url=False):
    def mk():
        r = R.random()
        if r < 0.3:
            w = R.choice(PW_WORDS) + R.choice(["", "_", "-"]) + R.choice(PW_WORDS)
            return w + R.choice(["", "!", "#", "*"] if not url else ["", "-"]) + str(R.randint(10, 2099))
        n = R.randint(12, 26)
        extra = "-_." if url else "!#%^*-_.+"
        v = R.choice(ALNUM) + s(ALNUM + extra, n - 2) + R.choice(ALNUM)
        if url and R.random() < 0.3:
            cut = R.randint(3, len(v) - 3)
            v = v[:cut] + R.choice(["%40", "%21", "%23", "%2F", "%24"]) + v[cut:]
        return v
    return fresh(mk)


def jwt(claims=None, alg="RS256", sig=True):
    def mk():
        head = {"alg": alg, "typ": "JWT"}
        if alg.startswith("RS") or alg.startswith("ES"):
            head["kid"] = s(B64URL, R.choice([16, 22, 43]))
        now = R.randint(1_700_000_000, 1_790_000_000)
        c = dict(claims or {})
        c.setdefault("sub", R.choice([uuid(), "user_" + s(ALNUM, 10), str(R.randint(1000, 999999))]))
        c.setdefault("iss", "https://auth." + domain() + "/")
        c["iat"] = now
        c["exp"] = now + R.choice([300, 900, 3600, 86400])
        if R.random() < 0.5:
            c["scope"] = R.choice(["read:orders write:orders", "openid profile email", "admin", "api:read"])
        h = b64u(json.dumps(head, separators=(",", ":")).encode())
        p = b64u(json.dumps(c, separators=(",", ":")).encode())
        if not sig:
            return f"{h}.{p}."
        n = {"HS256": 32, "RS256": 256, "ES256": 64}[alg]
        return f"{h}.{p}.{b64u(R.randbytes(n))}"
    return fresh(mk)


def basic_pair(user=None):
    u = user or R.choice(USERS)
    pw = password()
    return u, pw, base64.b64encode(f"{u}:{pw}".encode()).decode()


TOKEN_KINDS = {
    "ghp": lambda: "ghp_" + s(ALNUM, 36),
    "gho": lambda: "gho_" + s(ALNUM, 36),
    "ghs": lambda: "ghs_" + s(ALNUM, 36),
    "github_pat": lambda: "github_pat_11" + s(string.ascii_uppercase + string.digits, 21) + "_" + s(ALNUM, 59),
    "glpat": lambda: "glpat-" + s(ALNUM + "-_", 20),
    "xoxb": lambda: f"xoxb-{R.randint(10**11, 10**12 - 1)}-{R.randint(10**12, 10**13 - 1)}-{s(ALNUM, 24)}",
    "xoxp": lambda: f"xoxp-{R.randint(10**11, 10**12 - 1)}-{R.randint(10**11, 10**12 - 1)}-{R.randint(10**12, 10**13 - 1)}-{s(HEX, 32)}",
    "openai": lambda: "sk-proj-" + s(ALNUM + "-_", R.randint(56, 72)) + "T3BlbkFJ" + s(ALNUM + "-_", 24),
    "anthropic": lambda: "sk-ant-api03-" + s(ALNUM + "-_", 93) + "AA",
    "stripe": lambda: "sk_live_51" + s(ALNUM, R.randint(60, 96)),
    "stripe_test": lambda: "sk_test_51" + s(ALNUM, R.randint(60, 96)),
    "stripe_rk": lambda: "rk_live_51" + s(ALNUM, R.randint(60, 96)),
    "hf": lambda: "hf_" + s(ALNUM, 34),
    "sendgrid": lambda: "SG." + s(B64URL, 22) + "." + s(B64URL, 43),
    "vault": lambda: "hvs." + s(ALNUM + "_-", 24),
    "vault_long": lambda: "hvs.CAESI" + s(ALNUM + "_-", 82),
    "shopify": lambda: "shpat_" + s(HEX, 32),
    "okta": lambda: "00" + s(ALNUM + "-_", 40),
    "hex32": lambda: s(HEX, 32),
    "hex40": lambda: s(HEX, 40),
    "generic": lambda: s(ALNUM, R.randint(32, 48)),
    "generic_b64": lambda: s(B64URL, R.randint(40, 64)),
    "do": lambda: "dop_v1_" + s(HEX, 64),
    "linear": lambda: "lin_api_" + s(ALNUM, 40),
    "mailgun": lambda: "key-" + s(HEX, 32),
    "figma": lambda: "figd_" + s(ALNUM + "-_", 40),
    "notion": lambda: "ntn_" + s(ALNUM, 46),
    "discord_bot": lambda: s(ALNUM, 24) + "." + s(ALNUM + "-_", 6) + "." + s(ALNUM + "-_", 38),
    "uuidtok": lambda: uuid(),
    "npm": lambda: "npm_" + s(ALNUM, 36),
    "google": lambda: "AIza" + s(ALNUM + "-_", 35),
    "atlassian": lambda: "ATATT3xFfGF0" + s(ALNUM + "-_", 170) + "=" + s(HEX.upper(), 8),
    "twilio_auth": lambda: s(HEX, 32),
    "newrelic": lambda: "NRAK-" + s(string.ascii_uppercase + string.digits, 27),
    "pagerduty": lambda: s(ALNUM + "+-_", 20),
    "algolia_admin": lambda: s(HEX, 32),
    "mapbox_secret": lambda: "sk.eyJ1Ijoi" + s(ALNUM, 20) + "." + s(ALNUM + "-_", 22),
    "dd_api": lambda: s(HEX, 32),
    "dd_app": lambda: s(HEX, 40),
    "elastic_apikey": lambda: base64.b64encode(f"{s(ALNUM + '-_', 20)}:{s(ALNUM + '-_', 22)}".encode()).decode(),
    "jwt": lambda: jwt(),
}


def token(kind):
    if kind in ("jwt", "uuidtok"):  # these draw fresh values themselves
        return TOKEN_KINDS[kind]()
    return fresh(TOKEN_KINDS[kind])


# Authorization-style header schemes: (header line with {v}, token kind, vendor host, what it is)
AUTH_SCHEMES = [
    ("Authorization: Bearer {v}", "openai", "api.openai.com", "OpenAI project key as a Bearer token"),
    ("x-api-key: {v}", "anthropic", "api.anthropic.com", "Anthropic API key in x-api-key"),
    ("Authorization: Bearer {v}", "stripe", "api.stripe.com", "Stripe live secret key as Bearer"),
    ("Authorization: Bearer {v}", "stripe_test", "api.stripe.com", "Stripe test-mode secret key (still authenticates)"),
    ("Authorization: Bearer {v}", "stripe_rk", "api.stripe.com", "Stripe restricted key"),
    ("Authorization: token {v}", "ghp", "api.github.com", "GitHub classic PAT in the token scheme"),
    ("Authorization: Bearer {v}", "github_pat", "api.github.com", "GitHub fine-grained PAT"),
    ("Authorization: Bearer {v}", "ghs", "api.github.com", "GitHub App installation token"),
    ("PRIVATE-TOKEN: {v}", "glpat", "gitlab.corp.example", "GitLab PAT in PRIVATE-TOKEN"),
    ("Authorization: Bearer {v}", "xoxb", "slack.com", "Slack bot token"),
    ("Authorization: Bearer {v}", "xoxp", "slack.com", "Slack user token"),
    ("Authorization: Bearer {v}", "hf", "huggingface.co", "Hugging Face token"),
    ("Authorization: Bearer {v}", "sendgrid", "api.sendgrid.com", "SendGrid API key"),
    ("X-Vault-Token: {v}", "vault", "vault.corp.example:8200", "Vault service token"),
    ("X-Vault-Token: {v}", "vault_long", "vault.lab.example:8200", "Vault batch/service token"),
    ("X-Shopify-Access-Token: {v}", "shopify", "shop-demo.myshopify.com", "Shopify Admin API access token"),
    ("Authorization: SSWS {v}", "okta", "corp.okta.com", "Okta API token (SSWS scheme)"),
    ("DD-API-KEY: {v}", "dd_api", "api.datadoghq.eu", "Datadog API key"),
    ("DD-APPLICATION-KEY: {v}", "dd_app", "api.datadoghq.com", "Datadog application key"),
    ("Authorization: Bearer {v}", "do", "api.digitalocean.com", "DigitalOcean token"),
    ("Authorization: {v}", "linear", "api.linear.app", "Linear API key sent bare"),
    ("X-Figma-Token: {v}", "figma", "api.figma.com", "Figma personal access token"),
    ("Authorization: Bearer {v}", "notion", "api.notion.com", "Notion integration secret"),
    ("Authorization: Bot {v}", "discord_bot", "discord.com", "Discord bot token"),
    ("Authorization: Splunk {v}", "uuidtok", "splunk-hec.corp.example:8088", "Splunk HEC token (a UUID, but a credential)"),
    ("Authorization: Bearer {v}", "uuidtok", "api.heroku.com", "Heroku API key (UUID-shaped credential)"),
    ("X-API-Key: {v}", "generic", None, "custom API key header"),
    ("X-Api-Key: {v}", "generic_b64", None, "custom API key header"),
    ("api-key: {v}", "hex32", "contoso-oai.openai.azure.com", "Azure OpenAI key in api-key"),
    ("Ocp-Apim-Subscription-Key: {v}", "hex32", "apim-contoso.azure-api.net", "Azure API Management subscription key"),
    ("X-Auth-Token: {v}", "hex40", None, "X-Auth-Token session token"),
    ("Authorization: GenieKey {v}", "uuidtok", "api.eu.opsgenie.com", "Opsgenie API key (UUID-shaped)"),
    ("Authorization: Token token={v}", "generic", None, "Rails-style token auth"),
    ("Authorization: Token token=\"{v}\"", "pagerduty", "api.pagerduty.com", "PagerDuty REST API key"),
    ("Authorization: ApiKey {v}", "elastic_apikey", "es.corp.example:9200", "Elasticsearch ApiKey (base64 of id:key)"),
    ("Api-Key: {v}", "newrelic", "api.newrelic.com", "New Relic user key"),
    ("X-Algolia-API-Key: {v}", "algolia_admin", "XQ4E2K.algolia.net", "Algolia admin API key"),
    ("Authorization: Bearer {v}", "jwt", None, "signed JWT access token"),
    ("Authorization: Bearer {v}", "mapbox_secret", "api.mapbox.com", "Mapbox secret (sk.) token"),
    ("X-Npm-Token: {v}", "npm", "registry.npm.corp.example", "npm automation token"),
    ("X-Goog-Api-Key: {v}", "google", "translation.googleapis.com", "Google API key"),
]

QUERY_KEYS = [
    ("api_key", "generic"), ("apikey", "hex32"), ("key", "google"), ("access_token", "generic_b64"),
    ("appid", "hex32"), ("token", "hex40"), ("auth", "generic"), ("private_token", "glpat"),
    ("api-key", "hex32"), ("client_secret", "generic_b64"), ("X-Plex-Token", "generic"),
]


SESSION_COOKIES = ["sessionid", "connect.sid", "_session_id", "JSESSIONID", "PHPSESSID", "laravel_session",
                   "__Secure-next-auth.session-token", "_gitlab_session", "rack.session", "SESSION", "auth_token",
                   "__Host-sid", "remember_user_token", "AspNetCore.Cookies"]


def session_value(name):
    def mk():
        if name == "JSESSIONID":
            return s(HEX.upper(), 32) + R.choice(["", ".node1", ".worker2"])
        if name == "PHPSESSID":
            return s(string.ascii_lowercase + string.digits, 26)
        if name == "connect.sid":
            return "s%3A" + s(ALNUM + "-_", 32) + "." + s(ALNUM + "%", 43)
        if name in ("laravel_session", "rack.session", "remember_user_token", "AspNetCore.Cookies"):
            return s(ALNUM + "%", R.randint(80, 200))
        if name == "__Secure-next-auth.session-token":
            return "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + s(B64URL, 22) + "." + s(B64URL, 160) + "." + s(B64URL, 22)
        if name == "_gitlab_session":
            return s(HEX, 32)
        if name == "SESSION":
            return base64.b64encode(uuid().encode()).decode().rstrip("=")
        return s(ALNUM, R.randint(32, 48))
    return fresh(mk)


# ------------------------------------------------------------------ look-alikes (never labels)
def ga():
    return f"GA1.2.{R.randint(10**8, 10**10)}.{R.randint(1_600_000_000, 1_790_000_000)}"


def traceparent():
    return f"00-{hexs(32)}-{hexs(16)}-0{R.choice('01')}"


def etag():
    return R.choice([f'"{hexs(32)}"', f'W/"{R.randint(100, 99999):x}-{s(ALNUM + "+/", 27)}"', f'"{hexs(40)}"'])


def md5b64():
    return base64.b64encode(R.randbytes(16)).decode()


def sha256b64():
    return base64.b64encode(R.randbytes(32)).decode()


def req_id():
    return R.choice([uuid(), "req_" + s(ALNUM, 14), s(string.ascii_uppercase + string.digits, 16),
                     "01H" + s("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)])


def amz_id2():
    return base64.b64encode(R.randbytes(R.choice([48, 57]))).decode()


def cf_ray():
    return hexs(16) + "-" + R.choice(["FRA", "AMS", "IAD", "NRT", "CDG", "GRU", "SIN"])


def cursor():
    raw = json.dumps({"id": R.randint(10000, 9999999), "ts": R.randint(1_700_000_000, 1_790_000_000)},
                     separators=(",", ":")).encode()
    return R.choice([base64.b64encode(raw).decode(), b64u(raw), "cur_" + s(ALNUM, 20)])


def kid():
    return R.choice([s(B64URL, 43), hexs(40), "key-" + date().replace("-", ""), s(B64URL, 16)])


def nonce():
    return base64.b64encode(R.randbytes(16)).decode()


def ws_key():
    k = base64.b64encode(R.randbytes(16)).decode()
    acc = base64.b64encode(hashlib.sha1((k + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
    return k, acc


def csrf():
    return R.choice([s(ALNUM + "-_", 43), s(ALNUM, 64), hexs(40)])


def evt_id(vendor):
    return {"stripe": "evt_1" + s(ALNUM, 23), "github": uuid(), "shopify": uuid(), "slack": "Ev0" + s(
        string.ascii_uppercase + string.digits, 8), "twilio": "SM" + hexs(32), "paddle": "ntf_" + s(
        string.ascii_lowercase + string.digits, 26), "svix": "msg_" + s(ALNUM, 27)}[vendor]


def akid():
    return fresh(lambda: R.choice(["AKIA", "ASIA"]) + s(string.ascii_uppercase + "234567", 16))


def client_id():
    return R.choice([f"{R.randint(10**11, 10**12 - 1)}-{s(string.ascii_lowercase + string.digits, 32)}.apps.googleusercontent.com",
                     uuid(), "0oa" + s(ALNUM, 17), s(ALNUM, 22), "Iv1." + hexs(16)])


def pem_public():
    body = base64.b64encode(b"0\x82\x01\"0\r\x06\t*\x86H\x86\xf7\r\x01\x01\x01\x05\x00\x03\x82\x01\x0f\x000\x82\x01\n\x02\x82\x01\x01\x00"
                            + R.randbytes(256) + b"\x02\x03\x01\x00\x01").decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----"


def jwk_n():
    return b64u(R.randbytes(256))


def pct(v):
    return urllib.parse.quote(v, safe="")
