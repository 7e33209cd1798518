"""Random values for redact18: passwords, token shapes, ids, hosts. One shared Random."""

import base64
import random
import string

R = random.Random()
AL = string.ascii_letters + string.digits
LOW = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"


def pick(seq):
    return seq[R.randrange(len(seq))]


def rs(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def alnum(n):
    return rs(AL, n)


def hexs(n):
    return rs(HEX, n)


def pw(lo=12, hi=20, symbols="-_!.+=^*~"):
    """A generated password: starts and ends alphanumeric, digits and a symbol or two inside."""
    n = R.randint(lo, hi)
    body = list(rs(AL, n - 2))
    for _ in range(R.randint(1, 2)):
        body[R.randrange(len(body))] = R.choice(symbols)
    body[R.randrange(len(body))] = R.choice(string.digits)
    return R.choice(AL) + "".join(body) + R.choice(AL)


def pw_url(lo=12, hi=20):
    return pw(lo, hi, symbols="-_.~!")


def passphrase():
    words = ["copper", "lantern", "orbit", "pickle", "marble", "saffron", "tundra", "velvet", "walnut", "harbor",
             "quartz", "meadow", "falcon", "ember", "glacier", "mango", "nimbus", "otter", "pepper", "ripple"]
    return R.choice("-._ ").join(R.sample(words, 4)) + str(R.randint(10, 99))


def b64(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def b64u(n):
    return rs(B64U, n)


def b32(n):
    return rs(B32, n)


def uuid():
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def ulid():
    return "01J" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)


def sha1():
    return hexs(40)


def sha256():
    return hexs(64)


def pin():
    return str(R.randint(1, 9)) + rs(string.digits, R.randint(5, 7))


def digits(n):
    return str(R.randint(1, 9)) + rs(string.digits, n - 1)


# token shapes (public prefix facts; bodies random)
def tok_ghp():
    return "ghp_" + alnum(36)


def tok_ghpat():
    return "github_pat_" + alnum(22) + "_" + alnum(59)


def tok_glpat():
    return "glpat-" + rs(AL + "-_", 20)


def tok_slack_bot():
    return f"xoxb-{digits(12)}-{digits(13)}-{alnum(24)}"


def tok_stripe():
    return "sk_live_" + alnum(R.choice([24, 48, 99]))


def tok_openai():
    return "sk-proj-" + rs(B64U, 64)


def tok_anthropic():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def tok_npm():
    return "npm_" + alnum(36)


def tok_hf():
    return "hf_" + alnum(34)


def tok_sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def tok_do():
    return "dop_v1_" + hexs(64)


def tok_shopify():
    return "shpat_" + hexs(32)


def tok_twilio():
    return "SK" + hexs(32)


def tok_vault():
    return "hvs." + rs(AL + "_-", 90)


def tok_linear():
    return "lin_api_" + alnum(40)


def tok_any():
    return pick([tok_ghp, tok_ghpat, tok_glpat, tok_slack_bot, tok_stripe, tok_openai, tok_anthropic, tok_npm,
                 tok_hf, tok_sendgrid, tok_do, tok_shopify, tok_twilio, tok_vault, tok_linear])()


def aws_id():
    return "AKIA" + rs(string.ascii_uppercase + "234567", 16)


def aws_secret():
    return rs(AL + "+/", 40)


def opaque(lo=24, hi=48):
    return alnum(R.randint(lo, hi))


def jwt_like():
    import json
    head = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}).encode()).decode().rstrip("=")
    body = {"sub": uuid(), "iat": R.randint(1760000000, 1790000000), "scope": pick(["api", "admin", "read write"])}
    payload = base64.urlsafe_b64encode(json.dumps(body).encode()).decode().rstrip("=")
    return f"{head}.{payload}.{b64u(43)}"


# names and places
FIRST = ["amara", "bekzat", "chidi", "dilnoza", "emeka", "farida", "gulnara", "hamid", "ilham", "jovana", "kofi",
         "laila", "merdan", "nomvula", "oysha", "pita", "rasul", "sione", "tendai", "umida", "vuong", "wanjiru",
         "xolani", "yerlan", "zarina", "ana", "bunyod", "ceyda", "dawit", "esra"]
SVC = ["app_rw", "svc_ingest", "deploy_bot", "report_ro", "etl_user", "billing_app", "ci-runner", "api_svc",
       "migrator", "grafana_ro", "orders_rw", "analytics"]
WORDS = ["orchid", "basalt", "kestrel", "juniper", "cobalt", "lumen", "fjord", "sable", "tamarind", "ridge",
         "delta", "nova", "pylon", "quill", "zephyr", "mosaic", "harbor", "aster"]
TARGETS = ["the staging db", "grafana", "the vpn", "jenkins", "the prod replica", "the sftp box", "sentry",
           "the wiki admin", "redis", "the mail relay", "keycloak admin", "the build server", "minio",
           "the analytics warehouse", "rabbitmq", "harbor registry"]
DBS = ["orders", "billing", "inventory", "auth", "analytics", "ledger", "catalog", "events"]


def user():
    return R.choice([pick(FIRST) + "." + pick(FIRST)[:1], pick(SVC), pick(FIRST) + str(R.randint(1, 99))])


def host(kind=None):
    w = pick(WORDS)
    return pick([f"{kind or pick(['db', 'pg', 'mysql', 'api', 'cache', 'mq'])}-{R.randint(1, 9)}.{w}.example",
                 f"{w}.{pick(['internal', 'corp', 'svc'])}.test",
                 f"{pick(['192.0.2', '198.51.100', '203.0.113'])}.{R.randint(2, 250)}"])


def name_host():
    w = pick(WORDS)
    return f"{w}-{pick(['db', 'api', 'app', 'ci'])}.example"


def port():
    return pick([5432, 3306, 6379, 5672, 27017, 1433, 8080, 8443, 9092, 443])


def ts():
    return f"2026-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def hm():
    return f"{R.randint(7, 22):02d}:{R.randint(0, 59):02d}"


def ip():
    return f"{pick(['192.0.2', '198.51.100', '203.0.113'])}.{R.randint(2, 250)}"


def mask():
    return pick(["***", "[MASKED]", "<redacted>", "********", "[REDACTED]", "••••••••", "<hidden>", "(sensitive)",
                 "xxxxxxxx", "[FILTERED]"])


def envname():
    return pick(["DB_PASSWORD", "DATABASE_URL", "API_TOKEN", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "REDIS_PASSWORD",
                 "SMTP_PASSWORD", "AWS_SECRET_ACCESS_KEY", "SLACK_WEBHOOK_URL", "JWT_SECRET", "SENTRY_AUTH_TOKEN",
                 "NPM_TOKEN", "OPENAI_API_KEY", "PG_PASSWORD", "MAIL_PASSWORD"])


def ref():
    n = envname()
    return pick([f"${{{n}}}", f"${n}", f"${{{{ secrets.{n} }}}}", f"{{{{ vault_{n.lower()} }}}}", f"%{n}%",
                 f"${{env:{n}}}", f"op://{pick(WORDS)}/{pick(DBS)}/password", f"ENV['{n}']"])
