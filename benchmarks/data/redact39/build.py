"""Build redact39 (observability, incidents and support: logs, traces, error events, alerts, agent configs, dumps,
dashboard links, incident timelines and support tickets).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, string seed "redact39") drawn in a fixed order, so a rebuild is byte-identical whatever
PYTHONHASHSEED is. `python build.py --stats` also prints length and labels-per-row figures.

Each template is written once and run in two modes: in a secret row each credential slot gets a fresh credential (a
label) with probability 0.8 and otherwise a near miss (a row with no label is redrawn); in an ordinary row every
slot gets a near miss: a masked or redacted value, a reference, a placeholder, a hash, a public value or an
identifier. The row's note says why.
"""

import base64
import collections
import json
import pathlib
import statistics
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen as G  # noqa: E402
from gen import R  # noqa: E402
from phrases import (GREETING, INC_ORD, INC_SEC, INTRO, LANGS, OTHER, OUTRO, TKT_ORD, TKT_REPLY,  # noqa: E402
                     TKT_SEC)

SECRET_FAMILIES = ["app_log", "access_log", "trace_span", "error_event", "alert_webhook", "agent_config",
                   "runtime_dump", "dashboard_link", "incident_note", "support_ticket"]
HARD_FAMILIES = {"access_log", "incident_note", "support_ticket"}  # values among ids, hashes and prose
ORD_FAMILIES = [f + "_ord" for f in SECRET_FAMILIES]
N_SEC, N_ORD = 80, 160
MIN_LEN, MAX_LEN = 150, 3000
P_SECRET_SLOT = 0.8


class Ctx:
    sec = True
    labels = []
    notes = []
    lang = "en"


C = Ctx()


def note(n):
    if n not in C.notes:
        C.notes.append(n)


def lab(v, why):
    if v not in C.labels:
        C.labels.append(v)
    note(why)
    return v


# ---- notes --------------------------------------------------------------------------------------------------------

N_HDR = ("a credential in a logged request header (`Authorization` bearer, API-key header, cookie): the value is the "
         "label, not the header name or scheme.")
N_QUERY = "a credential in a logged URL query string (`token=`, `api_key=`, `access_token=`): the parameter's value is the label."
N_CONN = ("a password in a connection string or command line printed by a stack trace or log: the password only is "
          "the label, not the user, host or database.")
N_CONFIG = "an exception or startup log that printed its configuration: each secret setting's value is the label."
N_SPAN = ("a credential captured in a span attribute (header, URL, connection string, SQL text): the value is the "
          "label; trace and span ids are not.")
N_EVENT = ("a credential in an error-tracker event (request headers, cookies, breadcrumbs, extra context): the value "
           "is the label; event id, fingerprint and DSN are not.")
N_HOOK = ("a webhook or alerting credential (Slack/Discord webhook token segment, PagerDuty routing key, Opsgenie API "
          "key, webhook bearer token or signing secret): the secret part is the label, not the team, channel or "
          "service ids.")
N_AGENT = ("an ingest or API key in a log-shipping or APM agent config (Datadog, New Relic, Honeycomb, Splunk HEC, "
           "Elastic, Loki/Grafana Cloud, Logz.io): the key or password is the label.")
N_ENV = ("a credential in an environment dump, `kubectl logs`/`journalctl` output, pod description or core-dump "
         "strings: the value is the label, not the variable name.")
N_DASH = ("a credential used against a dashboard or log-search API (Grafana service-account token, Datadog API and "
          "application keys, Elasticsearch password or API key, Loki password, embed secret): the value is the label.")
N_PROSE = "a credential in prose (incident timeline, handover note): the value is the label, not the person or host."
N_TICKET = ("a customer pasted a credential into a support ticket: it stays live until rotated, so the value is the "
            "label, not the account id or the key's last four characters.")
N_REVOKED = ("grey, decided secret: the text says the value was revoked, but nothing in the row proves it and a reader "
             "cannot check, so it is labelled.")
N_PRESIGN = ("grey, decided secret: a presigned or SAS URL's signature grants access to the object until it expires "
             "and the row does not show that it has; the signature (and an STS session token beside it) is the label, "
             "not the access key id or date.")
N_SESSION = ("grey, decided secret: a session cookie or JWT bearer token printed in full can be replayed until it "
             "expires, and a reader cannot tell whether it has.")
N_AUTH = "a Basic `Authorization` value is base64 of user:secret: the base64 string is the label."
N_WRAP = "the sentence wraps onto the next line just before the value; the value is still the label."

O_IDS = ("identifiers only (trace, span, request, correlation, event and build ids, pod names, vendor object ids such "
         "as `req_`/`evt_`/`ch_`, PagerDuty and alert ids, account ids): they name things but grant nothing.")
O_HASH = ("hashes and checksums (commit SHAs, image digests, a token's sha256, error fingerprints): one-way values, "
          "not credentials.")
O_MASK = ("a masked, truncated or redacted value (`sk_live_****1234`, `[REDACTED]`, `[Filtered]`, `***`, `SecretStr`, "
          "`<set to the key ... in secret ...>`): the value itself is gone.")
O_REF = ("a reference to a secret (`${env:DD_API_KEY}`, `$VAR`, `secretKeyRef`, `*_file:` paths, `ENC[...]` and "
         "`SECRET[...]` handles, Vault paths): the value lives elsewhere.")
O_PH = ("a placeholder or documented example (`<DD_API_KEY>`, `YOUR_LICENSE_KEY`, `xxxx`, `Bearer undefined`, "
        "AWS's `AKIAIOSFODNN7EXAMPLE` pair), not a credential.")
O_PUBLIC = ("grey, decided ordinary: values public by design (Sentry DSN public key, Stripe publishable `pk_live_` "
            "key, Datadog RUM client token `pub...`, an Elastic `cloud.id`): they ship to browsers or only locate a "
            "deployment.")
O_SIG = ("grey, decided ordinary: a webhook signature header (`Stripe-Signature` `v1=`, `X-Hub-Signature-256`) is an "
         "HMAC over one payload; it cannot sign another request and does not reveal the signing secret.")
O_CLAIMS = "decoded JWT header and claims without the signature: not a token, cannot be replayed."
O_CURSOR = "a base64 pagination cursor or state blob that decodes to ids and timestamps, not a credential."
O_PROSE = "prose about a credential (where it lives, who rotated it, which key failed) without its value."
O_LOOK = ("dense with look-alikes (trace and span ids, request ids, hex hashes, UUIDs, base64 blobs) but no "
          "credential.")

REDACT = ["[REDACTED]", "***", "[Filtered]", "<redacted>", "********", "REDACTED", "[MASKED]"]
PH = {"generic": ["<YOUR_API_KEY>", "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "<api-key>", "changeme"],
      "pw": ["<password>", "********", "REPLACE_ME", "changeme"]}


def red():
    return (lambda: R.choice(REDACT), O_MASK)


def env(name):
    return (lambda: R.choice([f"${{{name}}}", f"${{env:{name}}}", f"${name}"]), O_REF)


def mask(prefix=""):
    return (lambda: G.masked(prefix), O_MASK)


def slot(make, why, alts, ph="generic"):
    """A credential slot: a fresh label in a secret row (probability P_SECRET_SLOT), otherwise a near miss."""
    if C.sec and R.random() < P_SECRET_SLOT:
        v = make()
        for w in ([why] if isinstance(why, str) else why):
            lab(v, w)
        return v
    alts = list(alts) + ([(lambda: R.choice(PH[ph]), O_PH)] if ph else [])
    fn, n = R.choice(alts)
    note(n)
    return fn()


def fill(s, v=None):
    d = dict(svc=G.svc(), person=G.person(), cust=G.customer(), date=G.date(), time=G.hm(), time2=G.hm(),
             host=G.host(), ns=G.ns(), trace=G.trace_id(), req=G.uuid(), inc=R.randint(1000, 9999), sha=G.sha1()[:12],
             tail=G.rs(4), acct=G.rs(R.choice([8, 10]), G.UPPER))
    if v is not None:
        d["v"] = v
    return s.format(**d)


# ---- look-alike blocks (never hold a credential) ------------------------------------------------------------------

def lk_pods():
    s, n = G.svc(), G.ns()
    rows = [f"{G.pod(s):<36}{'1/1':<8}{R.choice(['Running', 'Running', 'CrashLoopBackOff', 'Error']):<18}"
            f"{R.randint(0, 14):<10}{R.randint(2, 90)}m" for _ in range(R.randint(2, 4))]
    return f"$ kubectl get pods -n {n} -l app={s}\nNAME                                READY   STATUS            RESTARTS  AGE\n" + "\n".join(rows)


def lk_gitlog():
    msgs = ["redact auth header in access log", "bump otel sdk", "retry on 503 from ledger", "add request id to errors",
            "fix span name for webhook handler", "lower log level for health checks", "revert pool size change"]
    return "$ git log --oneline -4\n" + "\n".join(f"{G.sha1()[:7]} {R.choice(msgs)}" for _ in range(4))


def lk_digests():
    s = G.svc()
    return (f"$ kubectl get deploy {s} -o jsonpath='{{..image}}'\nregistry.{G.domain()}/{s}@{G.digest()}\n"
            f"$ sha256sum {s}-{G.semver()}.tar.gz\n{G.sha256()}  {s}.tar.gz")


def lk_tempo():
    out = ["trace id                          root span                 duration"]
    for _ in range(R.randint(3, 5)):
        out.append(f"{G.trace_id()}  {R.choice(['POST /v1/charges', 'GET /healthz', 'consume orders', 'GET /v2/rates']):<24}  {R.randint(3, 4800)}ms")
    return "Tempo search, last 15m:\n" + "\n".join(out)


def lk_sentry_issues():
    out = []
    for _ in range(R.randint(2, 4)):
        out.append(f"{G.svc().upper().replace('-', '')[:8]}-{G.rs(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}  "
                   f"fingerprint={G.rs(32, G.HEX)}  events={R.randint(3, 9000)}  "
                   f"{R.choice(['TimeoutError', 'KeyError: tenant_id', 'HTTP 502', 'DeadlineExceeded'])}")
    return "Sentry issues (unresolved):\n" + "\n".join(out)


def lk_caller():
    return ('$ aws sts get-caller-identity\n{\n    "UserId": "AROA' + G.rs(17, G.UPPER) + ':' + G.user() +
            '",\n    "Account": "' + G.acct() + '",\n    "Arn": "arn:aws:sts::' + G.acct() +
            ':assumed-role/oncall/' + G.user() + '"\n}')


def lk_pd():
    out = [f"#{R.randint(10000, 99999)}  {G.pd_id()}  {R.choice(['triggered', 'acknowledged', 'resolved'])}  {G.svc()}  dedup={G.alert_fp()}"
           for _ in range(R.randint(2, 3))]
    return "$ pd incident list --statuses triggered,acknowledged\n" + "\n".join(out)


def lk_jwt():
    h, _, pl = G.jwt_parts()
    hd = {"alg": R.choice(["RS256", "ES256"]), "typ": "JWT", "kid": G.rs(8, G.HEX)}
    return ("$ jwt decode --json \"$(pbpaste)\" | jq '{header, payload}'   # token itself not kept\n"
            + json.dumps({"header": hd, "payload": pl}, indent=1))


def lk_stripe():
    out = [f"{G.stripe_obj('evt_1')}  {R.choice(['charge.failed', 'invoice.paid', 'payment_intent.succeeded'])}  "
           f"request={G.stripe_obj('req_')}  object={G.stripe_obj()}" for _ in range(R.randint(2, 3))]
    return "$ stripe events list --limit 3 (ids only)\n" + "\n".join(out)


def lk_secret_list():
    names = ["STRIPE_SECRET_KEY", "DD_API_KEY", "SENTRY_AUTH_TOKEN", "PD_ROUTING_KEY", "SLACK_WEBHOOK_URL", "DB_PASSWORD"]
    return "$ gh secret list\n" + "\n".join(f"{n:<22}Updated {G.date()}" for n in R.sample(names, 3))


LOOKALIKES = [lk_pods, lk_gitlog, lk_digests, lk_tempo, lk_sentry_issues, lk_caller, lk_pd, lk_jwt, lk_stripe,
              lk_secret_list]


def maybe_lookalike(body):
    for fn in R.sample(LOOKALIKES, 2):
        if R.random() < .22:
            blk = fn()
            if not C.sec:
                note(O_CLAIMS if fn is lk_jwt else O_LOOK)
            body = (blk + "\n\n" + body) if R.random() < .4 else (body + "\n\n" + blk)
    return body


def bearer_val():
    """A bearer-token slot: JWT (session), opaque token or vendor key."""
    k = R.random()
    if k < .4:
        return lambda: G.jwt(), [N_HDR, N_SESSION]
    kind = R.choice(["opaque", "stripe_live", "openai", "ghp", "slack_bot", "vault", "linear", "glpat"])
    return (lambda: G.tok(kind)), N_HDR


def hdr_alts(prefix="Bearer "):
    return [(lambda: prefix + R.choice(REDACT), O_MASK), (lambda: prefix + G.masked(R.choice(["sk_live_", "", "ghp_"])), O_MASK),
            (lambda: "Bearer undefined", O_PH), (lambda: prefix + "sha256:" + G.sha256()[:16], O_HASH)]


def auth_header():
    """`Bearer X` or `Basic X` for a logged Authorization header."""
    if R.random() < .25:
        v = slot(lambda: G.basic(), [N_HDR, N_AUTH], [(lambda: R.choice(REDACT), O_MASK)], ph=None)
        return "Basic " + v
    make, why = bearer_val()
    if C.sec and R.random() < P_SECRET_SLOT:
        v = make()
        for w in ([why] if isinstance(why, str) else why):
            lab(v, w)
        return "Bearer " + v
    fn, n = R.choice(hdr_alts())
    note(n)
    return fn()


# ---- app_log ------------------------------------------------------------------------------------------------------

MSGS = ["request completed", "cache miss", "retrying upstream call", "payment intent created", "health check ok",
        "consumer lag high", "slow query", "queue message acked", "rate limited by partner", "webhook delivered"]


def jline(level, msg, extra=None, s=None):
    d = {"ts": G.iso(), "level": level, "service": s or G.svc(), "msg": msg, "trace_id": G.trace_id(),
         "span_id": G.span_id(), "request_id": G.uuid()}
    if extra:
        d.update(extra)
    return json.dumps(d, ensure_ascii=False)


def t_json_log():
    s = G.svc()
    lines = [jline(R.choice(["info", "debug", "warn"]), R.choice(MSGS), {"duration_ms": R.randint(2, 900)}, s)
             for _ in range(R.randint(1, 3))]
    h = auth_header()
    bad = jline("error", R.choice(["upstream returned 401", "partner call failed", "unauthorized from ledger"]),
                {"http": {"method": R.choice(["GET", "POST"]), "url": f"https://{G.host()}/v1/{R.choice(['rates', 'payouts', 'accounts'])}",
                          "status": 401, "request_headers": {"authorization": h, "user-agent": f"{s}/{G.semver()}",
                                                               "x-correlation-id": G.uuid()}}}, s)
    lines.insert(R.randint(0, len(lines)), bad)
    if not C.sec:
        note(O_IDS)
    return f"$ kubectl logs -n {G.ns()} deploy/{s} --since=10m | grep -C2 401\n" + "\n".join(lines)


def t_py_traceback():
    c, u, db = G.company(), R.choice(["svc_orders", "app", "ledger_rw", "billing"]), R.choice(["orders", "ledger", "billing"])
    h = f"pg-{R.choice(['primary', 'replica-1', 'main'])}.{c}.internal"
    pw = slot(G.safe_pw, N_CONN, [(lambda: "***", O_MASK)], ph=None)
    out = ["Traceback (most recent call last):",
           f'  File "/app/{db}/repo.py", line {R.randint(20, 400)}, in fetch_batch',
           "    rows = session.execute(stmt).all()",
           '  File "/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py", line 145, in __init__',
           "    self._dbapi_connection = engine.raw_connection()",
           f'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "{h}" ({G.ipv4()}), '
           f'port 5432 failed: FATAL:  password authentication failed for user "{u}"',
           "(Background on this error at: https://sqlalche.me/e/20/e3q8)"]
    extra = f"{G.iso()} ERROR worker pid={R.randint(100, 40000)} engine=postgresql+psycopg2://{u}:{pw}@{h}:5432/{db} trace_id={G.trace_id()}"
    if R.random() < .5:
        out.insert(0, extra)
    else:
        out.append(extra)
    return "\n".join(out)


def t_java_stack():
    c, db = G.company(), R.choice(["orders", "ledger", "catalog"])
    h = f"{db}-db.{c}.internal"
    pw = slot(G.safe_pw, N_CONN, [(lambda: "****", O_MASK)], ph=None)
    url = f"jdbc:postgresql://{h}:5432/{db}?user={db}_app&password={pw}&ssl=true"
    if R.random() < .5:
        url = f"jdbc:postgresql://{h}:5432/{db}?ssl=true"
        if pw:
            url += f"&password={pw}"
    return "\n".join([
        f"{G.date()} {G.clock()}.{R.randint(100, 999)} ERROR 1 --- [           main] com.zaxxer.hikari.pool.HikariPool        : "
        "HikariPool-1 - Exception during pool initialization.",
        "org.postgresql.util.PSQLException: FATAL: password authentication failed",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
        "\tat com.zaxxer.hikari.util.DriverDataSource.getConnection(DriverDataSource.java:138)",
        f"{G.date()} {G.clock()}.{R.randint(100, 999)}  WARN 1 --- [           main] o.s.b.a.jdbc.DataSourceProperties        : "
        f"Failed to obtain connection for url '{url}'",
        f"span={G.span_id()} trace={G.trace_id()}"])


def t_axios_dump():
    s = G.svc()
    h = auth_header()
    key = slot(lambda: G.tok(R.choice(["sendgrid", "mailgun", "twilio", "google_api"])), N_HDR,
               [(lambda: "undefined", O_PH), red()], ph=None)
    return "\n".join([
        f"{G.iso()} [{s}] Unhandled rejection: AxiosError: Request failed with status code {R.choice([401, 403])}",
        "    at settle (/srv/app/node_modules/axios/lib/core/settle.js:19:12)",
        "  code: 'ERR_BAD_REQUEST',", "  config: {", f"    url: 'https://api.{G.domain()}/v3/send',", "    method: 'post',",
        "    headers: Object [AxiosHeaders] {", "      Accept: 'application/json, text/plain, */*',",
        f"      Authorization: '{h}',", f"      'X-Api-Key': '{key}',",
        f"      'X-Request-Id': '{G.uuid()}',", f"      'User-Agent': 'axios/1.7.{R.randint(0, 9)}'", "    },",
        "  },", f"  response: {{ status: 401, headers: {{ 'x-trace-id': '{G.trace_id()}' }} }}"])


def t_logfmt():
    s = G.svc()
    out = []
    for _ in range(R.randint(3, 5)):
        out.append(f'ts={G.iso()} level={R.choice(["info", "debug"])} caller={R.choice(["http.go", "worker.go", "client.go"])}:'
                   f'{R.randint(20, 400)} msg="{R.choice(MSGS)}" trace_id={G.trace_id()} req={G.rs(20, G.LOWER)}')
    param = R.choice(["api_key", "key", "access_token", "token", "apikey"])
    v = slot(lambda: G.tok(R.choice(["opaque", "google_api", "dd_api", "twilio", "logzio"])), N_QUERY,
             [(lambda: "REDACTED", O_MASK), (lambda: G.masked(""), O_MASK)])
    out.insert(R.randint(0, len(out)), f'ts={G.iso()} level=error caller=client.go:{R.randint(20, 400)} msg="partner call failed" '
                                       f'url="https://partner.{G.domain()}/v2/rates?{param}={v}&currency=EUR" status=403 '
                                       f'trace_id={G.trace_id()}')
    return f"$ journalctl -u {s} -o cat --since '-15min' | tail\n" + "\n".join(out)


def t_config_print():
    s = G.svc()
    db = slot(G.safe_pw, [N_CONFIG, N_CONN], [(lambda: "**********", O_MASK)], ph=None)
    sk = slot(lambda: G.tok(R.choice(["stripe_live", "stripe_rk", "openai", "sendgrid"])), N_CONFIG,
              [(lambda: "SecretStr('**********')", O_MASK)], ph=None)
    if not sk.startswith("SecretStr"):
        sk = f"SecretStr('{sk}')" if R.random() < .3 and C.sec else f"'{sk}'"
    return "\n".join([
        f"{G.iso()} CRITICAL {s} startup failed, dumping settings",
        f"settings=Settings(env='production', region='{G.region()}', "
        f"database_url='postgresql://{s.split('-')[0]}:{db}@{G.host()}:5432/{s.split('-')[0]}', "
        f"payment_secret_key={sk}, sentry_dsn='{G.dsn()}', "
        f"release='{G.sha1()[:12]}', otel_endpoint='http://otel-collector.observability:4318')",
        "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings",
        "redis_url", "  Field required [type=missing, input_value={...}, input_type=dict]"])


# ---- access_log (hard) --------------------------------------------------------------------------------------------

PATHS = ["/api/v1/orders", "/healthz", "/api/v2/rates", "/static/app.js", "/api/v1/accounts/me", "/metrics",
         "/api/v1/payouts", "/graphql"]


def nginx_line(path, status=200):
    return (f'{G.pub_ip()} - - [{R.randint(1, 28):02d}/Nov/2026:{G.clock()} +0000] "{R.choice(["GET", "POST"])} {path} HTTP/1.1" '
            f'{status} {R.randint(90, 90000)} "-" "{R.choice(["Mozilla/5.0", "okhttp/4.12.0", "python-requests/2.32.3", "curl/8.5.0"])}" '
            f'rt={R.randint(1, 3000) / 1000:.3f} rid={G.rs(32, G.HEX)}')


def cursor():
    note(O_CURSOR)
    return base64.urlsafe_b64encode(json.dumps({"id": R.randint(10 ** 5, 10 ** 8), "ts": G.epoch_ms()}).encode()).decode()


def t_nginx():
    lines = [nginx_line(R.choice(PATHS)) for _ in range(R.randint(2, 4))]
    param = R.choice(["token", "access_token", "api_key", "auth"])
    v = slot(lambda: G.tok(R.choice(["opaque", "session", "opaque"])) if R.random() < .6 else G.jwt(), N_QUERY,
             [(lambda: R.choice(REDACT), O_MASK), (lambda: "", O_MASK)], ph=None)
    path = f"/exports/{R.choice(['orders', 'invoices', 'audit'])}.csv?{param}={v}&from={G.date()}"
    if not C.sec and R.random() < .5:
        path = f"/api/v1/orders?limit=50&cursor={cursor()}"
    lines.insert(R.randint(0, len(lines)), nginx_line(path, R.choice([200, 200, 403])))
    if not C.sec:
        note(O_IDS)
    return f"$ tail -n {len(lines)} /var/log/nginx/access.log\n" + "\n".join(lines)


def t_alb():
    out = []
    host = f"api.{G.domain()}"
    for i in range(R.randint(1, 3)):
        q = ""
        if i == 0:
            v = slot(lambda: G.tok(R.choice(["opaque", "google_api", "ghp"])), N_QUERY,
                     [(lambda: R.choice(REDACT), O_MASK), (lambda: G.masked(""), O_MASK)])
            q = f"?{R.choice(['access_token', 'apiKey', 'key'])}={v}"
        out.append(f'https {G.iso()} app/{G.svc()}-alb/{G.rs(16, G.HEX)} {G.pub_ip()}:{R.randint(1024, 65000)} '
                   f'{G.ipv4()}:8080 0.001 {R.randint(1, 900) / 1000:.3f} 0.000 200 200 {R.randint(100, 999)} {R.randint(100, 99999)} '
                   f'"GET https://{host}:443{R.choice(PATHS)}{q} HTTP/2.0" "okhttp/4.12.0" TLS_AES_128_GCM_SHA256 TLSv1.3 '
                   f'arn:aws:elasticloadbalancing:{G.region()}:{G.acct()}:targetgroup/{G.svc()}/{G.rs(16, G.HEX)} "{G.amzn_trace()}"')
    R.shuffle(out)
    if not C.sec:
        note(O_IDS)
    return "ALB access log (s3://alb-logs/AWSLogs/.../elasticloadbalancing):\n" + "\n".join(out)


def t_curl_v():
    h = f"api.{G.domain()}"
    hdr_name = R.choice(["Authorization", "X-API-Key", "Cookie"])
    if hdr_name == "Authorization":
        hv = auth_header()
    elif hdr_name == "X-API-Key":
        hv = slot(lambda: G.tok(R.choice(["opaque", "dd_api", "honeycomb_classic", "nr_user"])), N_HDR, [red()], ph=None)
    else:
        v = slot(lambda: G.tok("session"), [N_HDR, N_SESSION], [red()], ph=None)
        hv = f"session={v}; csrftoken={G.rs(32, G.HEX) if C.sec else '[REDACTED]'}"
        if not C.sec:
            note(O_MASK)
    return "\n".join([
        f"$ curl -v https://{h}/v1/accounts/{G.uuid()}", f"*   Trying {G.pub_ip()}:443...",
        f"* Connected to {h} ({G.pub_ip()}) port 443", "* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384",
        f"> GET /v1/accounts/... HTTP/2", f"> Host: {h}", "> User-Agent: curl/8.5.0", "> Accept: */*",
        f"> {hdr_name}: {hv}", f"> traceparent: {G.traceparent()}", ">",
        f"< HTTP/2 {R.choice([401, 403, 500, 502])}", f"< x-request-id: {G.uuid()}", f"< cf-ray: {G.cf_ray()}",
        f"< x-amzn-trace-id: {G.amzn_trace()}", "<", '{"error":"unauthorized","docs":"https://docs.' + G.domain() + '/errors#401"}'])


def t_presigned():
    c, b = G.company(), R.choice(["exports", "invoices", "support-bundles", "log-archive"])
    if R.random() < .6:
        akid = G.akia()
        sig = slot(lambda: G.tok("s3_sig"), N_PRESIGN, [(lambda: R.choice(REDACT), O_MASK)], ph=None)
        url = (f"https://{c}-{b}.s3.{G.region()}.amazonaws.com/{G.uuid()}/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential={akid}%2F{G.date().replace('-', '')}%2F{G.region()}%2Fs3%2Faws4_request"
               f"&X-Amz-Date={G.date().replace('-', '')}T{G.clock().replace(':', '')}Z&X-Amz-Expires=604800")
        if akid.startswith("ASIA"):
            st = slot(lambda: G.tok("sts_session"), N_PRESIGN, [(lambda: "[REDACTED]", O_MASK)], ph=None)
            url += f"&X-Amz-Security-Token={st}"
        url += f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    else:
        sig = slot(lambda: G.tok("azure_sig"), N_PRESIGN, [(lambda: R.choice(REDACT), O_MASK)], ph=None)
        url = (f"https://{c}logs.blob.core.windows.net/{b}/{G.date()}/{G.svc()}.log.gz?sv=2022-11-02&ss=b&srt=o&sp=r"
               f"&se={G.date()}T{G.clock()}Z&spr=https&sig={sig}")
    if not C.sec:
        note(O_IDS)
    lines = [nginx_line(R.choice(PATHS)) for _ in range(R.randint(0, 2))]
    return ("The support bundle link the worker logged:\n" + f'{G.iso()} INFO bundle uploaded job={G.uuid()} url="{url}"\n'
            + "\n".join(lines))


def t_envoy():
    out = []
    for i in range(R.randint(2, 3)):
        d = {"start_time": G.iso(), "method": R.choice(["GET", "POST"]), "path": R.choice(PATHS), "response_code": R.choice([200, 401, 503]),
             "duration": R.randint(1, 4000), "upstream_host": f"{G.ipv4()}:8080", "x_request_id": G.uuid(),
             "x_b3_traceid": G.trace_id(), "authority": f"{G.svc()}.{G.ns()}.svc.cluster.local"}
        if i == 0:
            d["x_api_key"] = slot(lambda: G.tok(R.choice(["opaque", "linear", "npm", "opaque"])), N_HDR,
                                  [red(), (lambda: "-", O_MASK)], ph=None)
        out.append(json.dumps(d))
    R.shuffle(out)
    if not C.sec:
        note(O_IDS)
    return f"$ kubectl logs -n {G.ns()} {G.pod()} -c istio-proxy --tail=3\n" + "\n".join(out)


# ---- trace_span ---------------------------------------------------------------------------------------------------

def t_otel_debug():
    s = G.svc()
    attrs = [f"     -> http.request.method: Str({R.choice(['GET', 'POST'])})", f"     -> http.response.status_code: Int({R.choice([401, 500, 502])})",
             f"     -> server.address: Str(api.{G.domain()})"]
    k = R.randint(0, 2)
    if k == 0:
        v = slot(lambda: G.tok(R.choice(["opaque", "google_api", "session"])), [N_SPAN, N_QUERY], [red()], ph=None)
        attrs.append(f"     -> url.full: Str(https://api.{G.domain()}/v1/export?access_token={v})")
    elif k == 1:
        attrs.append(f"     -> http.request.header.authorization: Slice([\"{auth_header()}\"])")
        note(N_SPAN) if C.labels else None
    else:
        v = slot(G.safe_pw, [N_SPAN, N_CONN], [(lambda: "***", O_MASK)], ph=None)
        attrs.append(f"     -> db.connection_string: Str(Server={G.host()};Database=orders;User Id=app;Password={v};)")
    R.shuffle(attrs)
    if not C.sec:
        note(O_IDS)
    return "\n".join([
        "Resource attributes:", f"     -> service.name: Str({s})", f"     -> k8s.pod.name: Str({G.pod(s)})",
        f"     -> service.version: Str({G.sha1()[:12]})", "ScopeSpans #0", "Span #0",
        f"    Trace ID       : {G.trace_id()}", f"    Parent ID      : {G.span_id()}", f"    ID             : {G.span_id()}",
        f"    Name           : {R.choice(['GET /v1/export', 'POST /v1/charges', 'db.query', 'HTTP POST'])}", "    Kind           : Client",
        f"    Start time     : {G.date()} {G.clock()}.{R.randint(100000000, 999999999)} +0000 UTC", "    Status code    : Error",
        "Attributes:", *attrs])


def t_jaeger():
    v = slot(G.pw, N_SPAN, [(lambda: "$1", O_PH), (lambda: "***", O_MASK)], ph=None)
    stmt = R.choice([f"ALTER USER reporting WITH PASSWORD '{v}'", f"CREATE USER etl_{G.user()} IDENTIFIED BY '{v}'"])
    span = {"traceID": G.trace_id(), "spanID": G.span_id(), "operationName": "pg.query", "startTime": G.epoch_ms() * 1000,
            "duration": R.randint(100, 90000),
            "tags": [{"key": "db.system", "type": "string", "value": "postgresql"},
                     {"key": "db.statement", "type": "string", "value": stmt},
                     {"key": "db.user", "type": "string", "value": "migrator"},
                     {"key": "otel.status_code", "type": "string", "value": "ERROR"}],
            "processID": "p1", "references": [{"refType": "CHILD_OF", "traceID": G.trace_id(), "spanID": G.span_id()}]}
    if not C.sec:
        note(O_IDS)
    return f"Span from Jaeger (migration job {G.build_id()}):\n" + json.dumps(span, indent=R.choice([None, 1]))


def t_otlp_json():
    s = G.svc()
    u = R.choice(["orders", "events", "notify"])
    v = slot(G.safe_pw, [N_SPAN, N_CONN], [(lambda: "***", O_MASK)], ph=None)
    attrs = [{"key": "messaging.system", "value": {"stringValue": "rabbitmq"}},
             {"key": "messaging.destination.name", "value": {"stringValue": f"{u}.created"}},
             {"key": "server.url", "value": {"stringValue": f"amqps://{u}_pub:{v}@mq.{G.company()}.internal:5671/prod"}},
             {"key": "messaging.message.id", "value": {"stringValue": G.uuid()}}]
    R.shuffle(attrs)
    d = {"resourceSpans": [{"resource": {"attributes": [{"key": "service.name", "value": {"stringValue": s}}]},
                            "scopeSpans": [{"spans": [{"traceId": G.trace_id(), "spanId": G.span_id(),
                                                       "name": f"{u}.created publish", "kind": 4, "attributes": attrs}]}]}]}
    if not C.sec:
        note(O_IDS)
    return "Exported span (otlp json, from the file exporter):\n" + json.dumps(d)


# ---- error_event --------------------------------------------------------------------------------------------------

def t_sentry_event():
    s = G.svc()
    headers = {"Host": f"api.{G.domain()}", "User-Agent": "Mozilla/5.0", "X-Request-Id": G.uuid(), "Authorization": auth_header()}
    if R.random() < .5:
        v = slot(lambda: G.tok("session"), [N_EVENT, N_SESSION], [(lambda: "[Filtered]", O_MASK)], ph=None)
        headers["Cookie"] = f"sessionid={v}; theme=dark"
    if headers["Authorization"] and C.labels:
        note(N_EVENT)
    ev = {"event_id": G.rs(32, G.HEX), "level": "error", "platform": "python", "release": f"{s}@{G.sha1()[:12]}",
          "environment": "production", "fingerprint": [G.rs(32, G.HEX)],
          "exception": {"values": [{"type": R.choice(["PermissionDenied", "HTTPError", "KeyError"])}]},
          "request": {"url": f"https://api.{G.domain()}/v1/orders", "method": "POST", "headers": headers},
          "contexts": {"trace": {"trace_id": G.trace_id(), "span_id": G.span_id()}}}
    if R.random() < .5:
        ev["extra"] = {"partner_api_key": slot(lambda: G.tok(R.choice(["opaque", "twilio", "mailgun", "dd_api"])), N_EVENT,
                                               [(lambda: "[Filtered]", O_MASK)], ph=None), "retry": R.randint(1, 5)}
    if not C.sec:
        note(O_IDS)
    return "Sentry event JSON (Download JSON from the issue page):\n" + json.dumps(ev, indent=R.choice([None, None, 1]))


def t_breadcrumbs():
    out = []
    for _ in range(R.randint(3, 5)):
        out.append(R.choice([f"{G.clock()} navigation  /checkout -> /checkout/confirm",
                             f"{G.clock()} http        GET https://api.{G.domain()}/v1/cart/{G.uuid()} [200]",
                             f"{G.clock()} query       SELECT id, status FROM orders WHERE tenant_id = %s",
                             f"{G.clock()} ui.click    button#pay-now", f"{G.clock()} console     [info] trace={G.trace_id()}"]))
    v = slot(lambda: G.tok(R.choice(["google_api", "opaque", "stripe_live"])), [N_EVENT, N_QUERY],
             [(lambda: "[Filtered]", O_MASK), (lambda: G.masked("sk_live_"), O_MASK)], ph=None)
    out.insert(R.randint(0, len(out)), f"{G.clock()} http        POST https://api.{G.domain()}/v2/quote?key={v} [403]")
    if not C.sec:
        note(O_IDS)
    return (f"Breadcrumbs for event {G.rs(32, G.HEX)} (issue {G.svc().upper()[:6]}-{G.rs(3, G.UPPER)}):\n" + "\n".join(out)
            + f"\nDSN in the frontend bundle: {G.dsn()}")


def t_bugsnag():
    env_vars = {"NODE_ENV": "production", "PORT": "8080", "OTEL_SERVICE_NAME": G.svc(), "GIT_SHA": G.sha1()}
    env_vars["STRIPE_SECRET_KEY"] = slot(lambda: G.tok(R.choice(["stripe_live", "stripe_rk"])), [N_EVENT, N_CONFIG],
                                         [(lambda: "[FILTERED]", O_MASK)], ph=None)
    if R.random() < .5:
        env_vars["MAILGUN_API_KEY"] = slot(lambda: G.tok("mailgun"), [N_EVENT, N_CONFIG], [(lambda: "[FILTERED]", O_MASK)], ph=None)
    if not C.sec and R.random() < .5:
        env_vars["STRIPE_PUBLISHABLE_KEY"] = "pk_live_51" + G.rs(90)
        note(O_PUBLIC)
    md = {"errorClass": "StripeAuthenticationError", "context": "POST /v1/subscriptions", "severity": "error",
          "metaData": {"process": {"env": env_vars}, "request": {"id": G.uuid(), "traceparent": G.traceparent()}}}
    return "Bugsnag event payload (the handler dumps process.env into metaData, ouch):\n" + json.dumps(md, indent=2)


# ---- alert_webhook ------------------------------------------------------------------------------------------------

def slack_url():
    return f"https://hooks.slack.com/services/T0{G.rs(8, G.UPPER)}/B0{G.rs(8, G.UPPER)}/"


def t_am_config():
    out = ["route:", "  receiver: oncall", "  group_by: [alertname, namespace]", "receivers:", "  - name: oncall"]
    k = R.randint(0, 2)
    if k != 1:
        v = slot(lambda: G.tok("slack_hook"), N_HOOK, [(lambda: None, O_REF)], ph=None) if C.sec else None
        if v and v in C.labels:
            out += ["    slack_configs:", f"      - api_url: {slack_url()}{v}", f"        channel: '#alerts-{G.ns()}'"]
        else:
            note(O_REF)
            out += ["    slack_configs:", "      - api_url_file: /etc/alertmanager/secrets/slack-url", f"        channel: '#alerts-{G.ns()}'"]
    if k != 0:
        v = slot(lambda: G.tok(R.choice(["pagerduty", "dd_api"])), N_HOOK, [env("PD_ROUTING_KEY")], ph="generic")
        out += ["    pagerduty_configs:", f"      - routing_key: {v}", f"        severity: critical"]
    if R.random() < .5:
        v = slot(lambda: G.tok("opaque"), N_HOOK, [(lambda: None, O_REF)], ph=None)
        out += ["    webhook_configs:", f"      - url: https://hooks.{G.domain()}/alertmanager",
                "        http_config:", "          authorization:",
                f"            credentials: {v}" if v else "            credentials_file: /etc/alertmanager/secrets/hook-token"]
    return "$ kubectl -n monitoring get secret alertmanager-main -o jsonpath='{.data.alertmanager\\.yaml}' | base64 -d\n" + "\n".join(out)


def t_am_payload():
    s, n = G.svc(), G.ns()
    payload = {"receiver": "oncall", "status": "firing", "groupKey": '{}:{alertname="HighErrorRate"}',
               "alerts": [{"status": "firing", "labels": {"alertname": "HighErrorRate", "service": s, "namespace": n, "severity": "page"},
                           "annotations": {"summary": f"{s} 5xx above 5%", "runbook_url": f"https://runbooks.{G.domain()}/{s}#5xx"},
                           "startsAt": G.iso(), "generatorURL": f"https://prometheus.{G.domain()}/graph?g0.expr=...",
                           "fingerprint": G.alert_fp()}],
               "externalURL": f"https://alertmanager.{G.domain()}"}
    hv = slot(lambda: G.tok(R.choice(["opaque", "webhook_hmac"])), N_HOOK, [red()], ph=None)
    if not C.sec:
        note(O_IDS)
    return ("Request the relay received (logged with headers):\n" + f"POST /alertmanager HTTP/1.1\nHost: relay.{G.domain()}\n"
            f"Authorization: Bearer {hv}\nX-Request-Id: {G.uuid()}\nContent-Type: application/json\n\n"
            + json.dumps(payload, indent=1))


def t_pd_event():
    key = slot(lambda: G.tok("pagerduty"), N_HOOK, [(lambda: "$PD_ROUTING_KEY", O_REF)], ph="generic")
    body = {"routing_key": key, "event_action": "trigger", "dedup_key": G.alert_fp(),
            "payload": {"summary": f"{G.svc()} queue depth above 10k", "source": G.pod(), "severity": "critical",
                        "custom_details": {"trace_id": G.trace_id(), "build": G.build_id()}}}
    return (f"$ curl -sS -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d @- <<'EOF'\n"
            + json.dumps(body, indent=2) + "\nEOF\n" + json.dumps({"status": "success", "message": "Event processed",
                                                                    "dedup_key": body["dedup_key"]}))


def t_chat_hook():
    if R.random() < .6:
        v = slot(lambda: G.tok("slack_hook"), N_HOOK, [(lambda: None, O_REF)], ph=None) if C.sec else None
        url = slack_url() + v if v else "\"$SLACK_WEBHOOK_URL\""
        if not v:
            note(O_REF)
    else:
        v = slot(lambda: G.tok("discord_hook"), N_HOOK, [(lambda: None, O_REF)], ph=None) if C.sec else None
        url = f"https://discord.com/api/webhooks/{R.randint(10 ** 17, 10 ** 18)}/{v}" if v else "\"$DISCORD_WEBHOOK\""
        if not v:
            note(O_REF)
    msg = {"text": f":rotating_light: {G.svc()} error budget burn 14x, trace {G.trace_id()}"}
    return (f"Testing the alert relay by hand:\n$ curl -X POST -H 'Content-type: application/json' "
            f"--data '{json.dumps(msg)}' {url}\nok")


def t_inbound_webhook():
    ts = G.epoch_ms() // 1000
    out = [f"{G.iso()} INFO webhook received path=/webhooks/stripe id={G.stripe_obj('evt_1')}",
           f"  Stripe-Signature: t={ts},v1={G.sha256()}", f"  Request-Id: {G.stripe_obj('req_')}",
           f"{G.iso()} ERROR signature verification failed: No signatures found matching the expected signature for payload"]
    v = slot(lambda: G.tok("stripe_whsec"), N_HOOK, [(lambda: "whsec_" + "*" * 24 + G.rs(4), O_MASK), env("STRIPE_WEBHOOK_SECRET")])
    out.append(f"{G.iso()} DEBUG using endpoint secret {v} for endpoint {G.stripe_obj('we_1')}")
    if R.random() < .5:
        out += [f"{G.iso()} INFO webhook received path=/webhooks/github delivery={G.uuid()}",
                f"  X-Hub-Signature-256: sha256={G.sha256()}"]
    note(O_SIG) if not C.sec else None
    return "\n".join(out)


def t_grafana_contact():
    k = R.choice(["opsgenie", "webhook"])
    if k == "opsgenie":
        v = slot(lambda: G.tok("opsgenie"), N_HOOK, [(lambda: "[REDACTED]", O_MASK)], ph="generic")
        s = ["      - uid: " + G.rs(14, G.LOWER), "        type: opsgenie", "        settings:",
             f"          apiUrl: https://api.eu.opsgenie.com/v2/alerts", f"          apiKey: {v}"]
    else:
        v = slot(lambda: G.basic("grafana"), [N_HOOK, N_AUTH], [(lambda: "[REDACTED]", O_MASK)], ph=None)
        s = ["      - uid: " + G.rs(14, G.LOWER), "        type: webhook", "        settings:",
             f"          url: https://relay.{G.domain()}/grafana", "          authorization_scheme: Basic",
             f"          authorization_credentials: {v}"]
    return ("$ curl -s $GRAFANA/api/v1/provisioning/contact-points/export?decrypt=true | yq -P\napiVersion: 1\n"
            "contactPoints:\n  - orgId: 1\n    name: oncall\n    receivers:\n" + "\n".join(s))


# ---- agent_config -------------------------------------------------------------------------------------------------

def t_datadog():
    v = slot(lambda: G.tok("dd_api"), N_AGENT, [(lambda: "ENC[dd_api_key]", O_REF), env("DD_API_KEY")], ph="generic")
    out = [f"api_key: {v}", f"site: {R.choice(['datadoghq.eu', 'datadoghq.com', 'us5.datadoghq.com'])}",
           f"hostname: {G.svc()}-node-{R.randint(1, 40)}", "logs_enabled: true", "apm_config:", "  enabled: true",
           f"tags:\n  - env:prod\n  - team:{R.choice(['payments', 'platform', 'core'])}"]
    if R.random() < .4:
        out.insert(1, f"app_key: {slot(lambda: G.tok('dd_app'), N_AGENT, [(lambda: 'ENC[dd_app_key]', O_REF)], ph=None)}")
    if R.random() < .4:
        note(O_PUBLIC) if not C.sec else None
        out.append(f"# browser RUM uses clientToken pub{G.rs(32, G.HEX)} and applicationId {G.uuid()}")
    return "$ sudo cat /etc/datadog-agent/datadog.yaml | grep -v '^#'\n" + "\n".join(out)


def t_fluentbit():
    k = R.randint(0, 2)
    if k == 0:
        v = slot(lambda: G.tok("splunk_hec"), N_AGENT, [env("SPLUNK_HEC_TOKEN")], ph="generic")
        o = ["[OUTPUT]", "    Name          splunk", "    Match         kube.*", f"    Host          hec.{G.domain()}",
             "    Port          8088", f"    Splunk_Token  {v}", "    TLS           On"]
    elif k == 1:
        v = slot(G.safe_pw, N_AGENT, [env("ES_PASSWORD")], ph="pw")
        o = ["[OUTPUT]", "    Name          es", "    Match         app.*", f"    Host          es-logs.{G.company()}.internal",
             "    HTTP_User     fluentbit_writer", f"    HTTP_Passwd   {v}", "    Logstash_Format On"]
    else:
        v = slot(lambda: G.tok("grafana_cloud"), N_AGENT, [env("LOKI_API_KEY")], ph="generic")
        o = ["[OUTPUT]", "    Name          loki", "    Match         *", f"    Host          logs-prod-{R.randint(1, 30):03d}.grafana.net",
             f"    http_user     {R.randint(100000, 999999)}", f"    http_passwd   {v}", "    tls           on"]
    return ("$ kubectl -n logging get cm fluent-bit -o yaml | sed -n '/outputs.conf/,$p'\n"
            "[SERVICE]\n    Flush         5\n    Log_Level     info\n\n" + "\n".join(o))


def t_vector():
    k = R.randint(0, 2)
    if k == 0:
        v = slot(lambda: G.tok("dd_api"), N_AGENT, [(lambda: "SECRET[vault.dd_api_key]", O_REF), env("DD_API_KEY")])
        o = ["[sinks.dd]", 'type = "datadog_logs"', 'inputs = ["parse_app"]', f'default_api_key = "{v}"']
    elif k == 1:
        v = slot(lambda: G.tok(R.choice(["honeycomb", "honeycomb_classic"])), N_AGENT, [(lambda: "SECRET[env.HONEYCOMB_KEY]", O_REF), env("HONEYCOMB_API_KEY")])
        o = ["[sinks.hny]", 'type = "honeycomb"', 'inputs = ["parse_app"]', f'dataset = "{G.svc()}"', f'api_key = "{v}"']
    else:
        v = slot(lambda: G.tok("nr_license"), N_AGENT, [env("NEW_RELIC_LICENSE_KEY")])
        o = ["[sinks.nr]", 'type = "new_relic"', 'inputs = ["parse_app"]', f'account_id = "{R.randint(1000000, 9999999)}"',
             f'license_key = "{v}"', 'api = "logs"']
    return ('$ cat /etc/vector/vector.toml\n[sources.app]\ntype = "kubernetes_logs"\n\n[transforms.parse_app]\n'
            'type = "remap"\ninputs = ["app"]\nsource = \'. = parse_json!(.message)\'\n\n' + "\n".join(o))


def t_otelcol():
    if R.random() < .5:
        v = slot(lambda: G.tok(R.choice(["honeycomb", "honeycomb_classic"])), N_AGENT, [env("HONEYCOMB_API_KEY")])
        h = [f"      x-honeycomb-team: {v}", f"      x-honeycomb-dataset: {G.svc()}"]
        ep = "https://api.honeycomb.io"
    else:
        v = slot(lambda: G.basic(str(R.randint(100000, 999999))), [N_AGENT, N_AUTH], [env("GRAFANA_OTLP_AUTH")], ph=None)
        h = [f"      authorization: Basic {v}"]
        ep = f"https://otlp-gateway-prod-{R.choice(['eu-west-2', 'us-east-0'])}.grafana.net/otlp"
    return ("$ kubectl -n observability get cm otel-collector -o jsonpath='{.data.relay}'\nreceivers:\n  otlp:\n    protocols:\n"
            "      grpc: {}\n      http: {}\nprocessors:\n  batch: {}\nexporters:\n  otlphttp:\n"
            f"    endpoint: {ep}\n    headers:\n" + "\n".join(h) +
            "\nservice:\n  pipelines:\n    traces:\n      receivers: [otlp]\n      processors: [batch]\n      exporters: [otlphttp]")


def t_apm_misc():
    k = R.randint(0, 2)
    if k == 0:
        v = slot(lambda: G.tok("nr_license"), N_AGENT, [(lambda: "<%= ENV['NEW_RELIC_LICENSE_KEY'] %>", O_REF)])
        return (f"$ cat config/newrelic.yml\ncommon: &default_settings\n  license_key: '{v}'\n  app_name: {G.svc()}\n"
                "  distributed_tracing:\n    enabled: true\n  log_level: info\nproduction:\n  <<: *default_settings")
    if k == 1:
        cid = "prod-logs:" + base64.b64encode(f"{R.choice(['eu-west-1', 'us-east-1'])}.aws.found.io${G.rs(32, G.HEX)}${G.rs(32, G.HEX)}".encode()).decode()
        v = slot(G.safe_pw, N_AGENT, [env("ES_PASSWORD")], ph="pw")
        note(O_PUBLIC) if not C.sec else None
        return (f"$ cat /etc/filebeat/filebeat.yml\nfilebeat.inputs:\n  - type: filestream\n    id: {G.svc()}\n"
                f"    paths: [/var/log/{G.svc()}/*.log]\ncloud.id: \"{cid}\"\ncloud.auth: \"elastic:{v}\"")
    v = slot(G.safe_pw, N_AGENT, [(lambda: None, O_REF)], ph=None)
    auth = f"      password: {v}" if v else "      password_file: /etc/promtail/loki-password"
    return (f"$ cat /etc/promtail/config.yml\nserver:\n  http_listen_port: 9080\nclients:\n  - url: https://loki.{G.domain()}"
            f"/loki/api/v1/push\n    basic_auth:\n      username: promtail\n{auth}\nscrape_configs:\n  - job_name: journal\n"
            "    journal:\n      max_age: 12h")


# ---- runtime_dump -------------------------------------------------------------------------------------------------

def t_kubectl_logs():
    s = G.svc()
    v = slot(lambda: G.tok(R.choice(["stripe_live", "openai", "sendgrid", "slack_bot", "aws_secret"])), N_ENV,
             [mask("sk_live_"), (lambda: "<set>", O_MASK)], ph=None)
    name = R.choice(["STRIPE_API_KEY", "OPENAI_API_KEY", "SENDGRID_KEY", "SLACK_BOT_TOKEN", "AWS_SECRET_ACCESS_KEY"])
    lines = [f"{G.iso()} INFO  starting {s} version={G.semver()} commit={G.sha1()}",
             f"{G.iso()} DEBUG config loaded from env: LOG_LEVEL=debug PORT=8080 {name}={v} REDIS_URL=redis://redis-0:6379/0",
             f"{G.iso()} INFO  otel exporter endpoint=http://otel-collector:4317 trace_id={G.trace_id()}",
             f"{G.iso()} ERROR failed to reach ledger: context deadline exceeded req={G.uuid()}"]
    return f"$ kubectl logs -n {G.ns()} {G.pod(s)} --previous | head -n 4\n" + "\n".join(lines)


def t_journalctl():
    s = G.svc()
    v = slot(G.safe_pw, [N_ENV, N_CONN], [(lambda: None, O_REF)], ph=None)
    arg = f"--redis-url=redis://:{v}@redis-0.{G.company()}.internal:6379/2" if v else "--redis-password-file=/run/secrets/redis"
    return "\n".join([f"$ journalctl -u {s} -n 6 --no-pager",
                      f"Nov {R.randint(1, 28):02d} {G.clock()} node-{R.randint(1, 9)} systemd[1]: Started {s}.service.",
                      f"Nov {R.randint(1, 28):02d} {G.clock()} node-{R.randint(1, 9)} {s}[{R.randint(1000, 90000)}]: "
                      f"exec /usr/local/bin/{s} --listen=:8080 {arg} --log-format=json",
                      f"Nov {R.randint(1, 28):02d} {G.clock()} node-{R.randint(1, 9)} {s}[{R.randint(1000, 90000)}]: "
                      f"panic: runtime error: invalid memory address or nil pointer dereference",
                      f"Nov {R.randint(1, 28):02d} {G.clock()} node-{R.randint(1, 9)} systemd[1]: {s}.service: Main process exited, code=exited, status=2/INVALIDARGUMENT",
                      f"Nov {R.randint(1, 28):02d} {G.clock()} node-{R.randint(1, 9)} systemd[1]: {s}.service: Scheduled restart job, restart counter is at {R.randint(2, 40)}."])


def t_env_dump():
    s = G.svc()
    env_ = [f"HOSTNAME={G.pod(s)}", "KUBERNETES_SERVICE_HOST=172.20.0.1", f"OTEL_SERVICE_NAME={s}",
            f"GIT_SHA={G.sha1()}", f"AWS_REGION={G.region()}", f"SENTRY_DSN={G.dsn()}", "PATH=/usr/local/bin:/usr/bin:/bin"]
    a = slot(lambda: G.tok("aws_secret"), N_ENV, [(lambda: None, O_REF), (lambda: "EX", O_PH)], ph=None)
    if a == "EX":
        env_ += ["AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                 "AWS_ENDPOINT_URL=http://localstack:4566"]
    elif a:
        env_ += [f"AWS_ACCESS_KEY_ID={G.akia()}", f"AWS_SECRET_ACCESS_KEY={a}"]
    else:
        env_ += ["AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token",
                 f"AWS_ROLE_ARN=arn:aws:iam::{G.acct()}:role/{s}"]
    d = slot(G.safe_pw, [N_ENV, N_CONN], [(lambda: None, O_REF)], ph=None)
    env_.append(f"DATABASE_URL=postgres://{s.split('-')[0]}:{d}@{G.host()}:5432/app" if d else "DATABASE_PASSWORD_FILE=/etc/secrets/db/password")
    if not C.sec:
        note(O_PUBLIC)
    env_.sort()
    return f"$ kubectl exec -n {G.ns()} deploy/{s} -- env | sort\n" + "\n".join(env_)


def t_describe_pod():
    s = G.svc()
    e = [f"      OTEL_EXPORTER_OTLP_ENDPOINT:  http://otel-collector.observability:4317", f"      LOG_LEVEL:                    info"]
    v = slot(lambda: G.tok(R.choice(["stripe_live", "sendgrid", "twilio", "vault"])), N_ENV,
             [(lambda: "<set to the key 'api-key' in secret '" + s + "-secrets'>  Optional: false", O_MASK)], ph=None)
    e.append(f"      PAYMENT_PROVIDER_KEY:         {v}")
    v2 = slot(G.safe_pw, N_ENV, [(lambda: "<set to the key 'password' in secret 'pg-app'>  Optional: false", O_MASK)], ph=None)
    e.append(f"      DB_PASSWORD:                  {v2}")
    R.shuffle(e)
    return "\n".join([f"$ kubectl describe pod -n {G.ns()} {G.pod(s)}", f"Name:         {G.pod(s)}", f"Namespace:    {G.ns()}",
                      "Containers:", f"  {s}:", f"    Image:          registry.{G.domain()}/{s}@{G.digest()}",
                      "    State:          Waiting", "      Reason:       CrashLoopBackOff", "    Environment:", *e])


def t_core_strings():
    pid = R.randint(1000, 60000)
    out = [f"$ strings -n 10 core.{G.svc()}.{pid} | grep -iE 'token|passw|secret|key=' | sort -u | head"]
    pool = [f"trace_id={G.trace_id()}", f"X-Request-Id: {G.uuid()}", f"cache_key=tenant:{G.uuid()}:rates",
            f"idempotency_key={G.uuid()}", f"sha256_of_token={G.sha256()}", "password_hash_algo=argon2id",
            f"public_key_fingerprint={G.ssh_fp()}"]
    out += R.sample(pool, R.randint(3, 5))
    kind = R.choice(["vault", "opaque", "ghp", "npm"])
    pre = {"vault": "VAULT_TOKEN=", "ghp": "GITHUB_TOKEN=", "npm": "NPM_TOKEN="}.get(kind) or R.choice(["Authorization: Bearer ", "session_token="])
    v = pre + slot(lambda: G.tok(kind), N_ENV, [(lambda: "*" * 8, O_MASK)], ph=None)
    out.insert(R.randint(1, len(out)), v)
    p = slot(G.pw, [N_ENV], [(lambda: None, O_HASH)], ph=None)
    if p:
        out.insert(R.randint(1, len(out)), f"db_password={p}")
    if not C.sec:
        note(O_IDS)
        note(O_HASH)
    return "\n".join(out)


# ---- dashboard_link -----------------------------------------------------------------------------------------------

def grafana_url():
    return (f"https://grafana.{G.domain()}/d/{G.rs(9, G.ALNUM)}/{G.svc()}-overview?orgId=1&var-namespace={G.ns()}"
            f"&from=now-6h&to=now&viewPanel={R.randint(2, 40)}")


def t_grafana_api():
    v = slot(lambda: G.tok("grafana_sa"), N_DASH, [env("GRAFANA_TOKEN")])
    res = {"dashboard": {"uid": G.rs(9), "title": f"{G.svc()} overview", "version": R.randint(2, 90)},
           "meta": {"url": f"/d/{G.rs(9)}/{G.svc()}-overview", "updatedBy": G.email(), "folderUid": G.rs(14, G.LOWER)}}
    return (f"$ curl -s -H \"Authorization: Bearer {v}\" https://grafana.{G.domain()}/api/dashboards/uid/{res['dashboard']['uid']}"
            f" | jq '{{dashboard: {{uid, title, version}}, meta: {{url, updatedBy, folderUid}}}}'\n" + json.dumps(res, indent=2)
            + f"\nShare link for the panel: {grafana_url()}")


def t_dd_api():
    a = slot(lambda: G.tok("dd_api"), N_DASH, [env("DD_API_KEY")])
    p = slot(lambda: G.tok("dd_app"), N_DASH, [env("DD_APP_KEY")])
    res = {"data": [{"id": G.rs(40, G.ALNUM), "type": "log", "attributes": {"service": G.svc(), "status": "error",
                                                                          "message": "upstream timeout", "attributes": {"dd.trace_id": G.dd_trace()}}}],
           "meta": {"page": {"after": G.rs(60, G.B64URL)}}}
    if not C.sec:
        note(O_CURSOR)
    return (f"$ curl -s -X POST https://api.datadoghq.eu/api/v2/logs/events/search -H \"DD-API-KEY: {a}\" "
            f"-H \"DD-APPLICATION-KEY: {p}\" -H 'Content-Type: application/json' "
            f"-d '{{\"filter\": {{\"query\": \"service:{G.svc()} status:error\", \"from\": \"now-15m\"}}, \"page\": {{\"limit\": 1}}}}'\n"
            + json.dumps(res, indent=1))


def t_kibana():
    url = (f"https://kibana.{G.domain()}/app/discover#/?_g=(filters:!(),time:(from:now-1h,to:now))"
           f"&_a=(columns:!(message,trace.id),index:'{G.uuid()}',query:(language:kuery,query:'trace.id:\"{G.trace_id()}\"'))")
    if R.random() < .5:
        v = slot(G.safe_pw, N_DASH, [(lambda: None, O_REF)], ph=None)
        cmd = f"$ curl -s -u elastic:{v} " if v else "$ curl -s -u elastic:\"$(cat ~/.config/es/pw)\" "
    else:
        v = slot(lambda: G.tok("elastic_apikey"), N_DASH, [(lambda: None, O_REF)], ph=None)
        cmd = f"$ curl -s -H 'Authorization: ApiKey {v}' " if v else "$ curl -s -H \"Authorization: ApiKey $ES_API_KEY\" "
    cmd += f"'https://es-logs.{G.company()}.internal:9200/logs-{G.svc()}-*/_count?q=log.level:error'"
    return f"Kibana link for the error burst: {url}\n\n{cmd}\n" + json.dumps({"count": R.randint(10, 99999), "_shards": {"total": 3, "successful": 3, "skipped": 0, "failed": 0}})


def t_links():
    out = [f"- dashboard: {grafana_url()}",
           f"- trace: https://grafana.{G.domain()}/explore?left=%7B%22queries%22:%5B%7B%22query%22:%22{G.trace_id()}%22%7D%5D%7D",
           f"- sentry issue: https://{G.company()}.sentry.io/issues/{R.randint(10 ** 9, 10 ** 10)}/?project={R.randint(10 ** 6, 10 ** 7)}",
           f"- PagerDuty: https://{G.company()}.pagerduty.com/incidents/{G.pd_id()}"]
    k = R.randint(0, 1)
    if k == 0:
        v = slot(G.safe_pw, N_DASH, [(lambda: None, O_REF)], ph=None)
        out.append(f"- raw logs: logcli query '{{app=\"{G.svc()}\"}} |= \"{G.trace_id()}\"' --addr=https://loki.{G.domain()} --username=oncall "
                   + (f"--password={v}" if v else "--password=\"$LOKI_PASSWORD\""))
    else:
        v = slot(lambda: G.tok("metabase_secret"), N_DASH, [env("MB_EMBEDDING_SECRET_KEY")])
        out.append(f"- metabase embed (MB_EMBEDDING_SECRET_KEY={v}) dashboard {R.randint(2, 90)}")
    if not C.sec:
        if R.random() < .5:
            out.append(f"- public status page graph: https://p.datadoghq.eu/sb/{G.rs(6, G.HEX)}-{G.rs(32, G.HEX)} (shared on purpose, linked from status.{G.domain()})")
            note(O_PUBLIC)
        note(O_IDS)
    R.shuffle(out)
    return "Links for the incident channel:\n" + "\n".join(out)


# ---- incident_note (hard) -----------------------------------------------------------------------------------------

KIND_INC_EN = ["tok", "pw", "whsec", "pw", "tok", "ingest"]
KIND_TKT_EN = ["tok", "pw", "tok", "tok", "whsec"]


def sec_value(kind):
    if kind == "pw":
        return R.choice([G.pw, G.safe_pw])()
    if kind == "whsec":
        return G.tok("stripe_whsec")
    if kind == "ingest":
        return G.tok(R.choice(["dd_api", "nr_license", "honeycomb", "splunk_hec", "logzio"]))
    return G.tok(R.choice(["stripe_live", "openai", "dd_api", "ghp", "slack_bot", "sendgrid", "pagerduty", "opaque",
                           "grafana_sa", "vault", "twilio", "linear", "stripe_rk", "opaque"]))


def prose_with_value(s, why, kind):
    v = lab(sec_value(kind), why)
    filled = fill(s, v)
    if "revoked" in s:
        note(N_REVOKED)
    if R.random() < .1 and (" " + v) in filled:
        filled = filled.replace(" " + v, "\n" + v, 1)
        note(N_WRAP)
    return filled


def t_incident():
    lang = C.lang
    ordp = INC_ORD[lang]
    sents = [fill(s) for s in R.sample(ordp, min(len(ordp), R.randint(3, 6)))]
    if C.sec:
        pool = INC_SEC[lang]
        for i in R.sample(range(len(pool)), 1 if R.random() < .85 else 2):
            kind = KIND_INC_EN[i] if lang == "en" else ["tok", "pw"][i]
            sents.insert(R.randint(0, len(sents)), prose_with_value(pool[i], N_PROSE, kind))
    else:
        note(O_PROSE)
        note(O_IDS)
    head = f"INC-{R.randint(1000, 9999)} {G.svc()} — timeline (UTC)"
    body = head + "\n" + "\n".join("- " + s for s in sents)
    if R.random() < .35:
        body += "\n\n" + R.choice([t_nginx, t_logfmt, lk_tempo, lk_pd, lk_gitlog])()
    return body


# ---- support_ticket (hard) ----------------------------------------------------------------------------------------

def t_ticket():
    lang = C.lang
    ordp = TKT_ORD[lang]
    cust = G.customer()
    sents = [fill(s) for s in R.sample(ordp, min(len(ordp), R.randint(2, 4)))]
    if C.sec:
        i = R.randrange(len(TKT_SEC[lang]))
        kind = KIND_TKT_EN[i] if lang == "en" else ["tok", "pw"][i]
        sents.insert(R.randint(0, len(sents)), prose_with_value(TKT_SEC[lang][i], N_TICKET, kind))
    else:
        note(O_PROSE)
        note(O_IDS)
    who = G.person()
    head = [f"Ticket #{R.randint(100000, 999999)}  priority: {R.choice(['high', 'urgent', 'normal'])}",
            f"From: {who} <{who.lower()}@{cust.lower().split()[0]}.example>", f"Account: {cust} ({G.rs(10, G.UPPER)})", ""]
    mail = [GREETING[lang], ""] + sents + ["", who]
    reply = ["", "---- reply (support) ----", fill(R.choice(TKT_REPLY[lang]))]
    if R.random() < .4:
        reply.append(f"Matched request {G.uuid()} → trace {G.trace_id()}, error fingerprint {G.rs(32, G.HEX)}.")
    quoted = [("> " + ln if ln else ">") for m in mail for ln in m.split("\n")]
    return "\n".join(head + quoted + reply)


TEMPLATES = {
    "app_log": [t_json_log, t_py_traceback, t_java_stack, t_axios_dump, t_logfmt, t_config_print],
    "access_log": [t_nginx, t_nginx, t_alb, t_curl_v, t_presigned, t_envoy],
    "trace_span": [t_otel_debug, t_otel_debug, t_jaeger, t_otlp_json],
    "error_event": [t_sentry_event, t_sentry_event, t_breadcrumbs, t_bugsnag],
    "alert_webhook": [t_am_config, t_am_payload, t_pd_event, t_chat_hook, t_inbound_webhook, t_grafana_contact],
    "agent_config": [t_datadog, t_fluentbit, t_vector, t_otelcol, t_apm_misc],
    "runtime_dump": [t_kubectl_logs, t_journalctl, t_env_dump, t_describe_pod, t_core_strings],
    "dashboard_link": [t_grafana_api, t_dd_api, t_kibana, t_links],
    "incident_note": [t_incident],
    "support_ticket": [t_ticket],
}
PROSE_FAMILIES = {"incident_note", "support_ticket"}


# ---- assembly -----------------------------------------------------------------------------------------------------

def lang_for(k, fi):
    """Every fourth row is in one of the twelve other languages, rotating by family so all languages appear."""
    return OTHER[(k // 4 + fi) % len(OTHER)] if k % 4 == 1 else "en"


ONOTES = None


def make(fam, sec, lang, seen):
    global ONOTES
    if ONOTES is None:
        ONOTES = {v for k, v in globals().items() if k.startswith("O_")}
    for _ in range(400):
        C.sec, C.labels, C.notes, C.lang = sec, [], [], lang
        body = R.choice(TEMPLATES[fam])()
        if body is None:
            continue
        if fam in PROSE_FAMILIES:
            intro = fill(R.choice(INTRO[lang])) if R.random() < .3 else ""
        else:
            body = maybe_lookalike(body)
            intro = fill(R.choice(INTRO[lang])) if (lang != "en" or R.random() < .75) else ""
        outro = fill(R.choice(OUTRO[lang])) if R.random() < .3 else ""
        text = intro + (R.choice(["\n", "\n\n"]) if intro else "") + body.rstrip("\n") + ("\n" + outro if outro else "")
        if not MIN_LEN <= len(text) <= MAX_LEN:
            continue
        labels = [v for v in C.labels if v in text]
        if sec and not labels:
            continue
        if not sec and text in seen:
            continue
        notes = C.notes or [O_LOOK]
        if not sec:
            notes = ["ordinary: " + notes[0]] + notes[1:]
        else:
            first = [n for n in notes if n not in ONOTES]
            rest = [n for n in notes if n in ONOTES and n not in (O_LOOK, O_PROSE, O_IDS, O_HASH, O_CURSOR)]
            notes = first + (["Unlabelled slots: " + rest[0]] + rest[1:] if rest else [])
        row = {"id": "", "text": text}
        if sec:
            row["secrets"] = labels
        row.update(family=fam if sec else fam + "_ord", lang=lang, note=" ".join(notes))
        seen.add(text)
        return row
    raise RuntimeError(f"could not build a {fam} row")


def build():
    sec, ordi, seen = [], [], set()
    for fi, fam in enumerate(SECRET_FAMILIES):
        for k in range(N_SEC):
            sec.append(make(fam, True, lang_for(k, fi), seen))
        for k in range(N_ORD):
            ordi.append(make(fam, False, lang_for(k, fi), seen))
    R.shuffle(sec)
    R.shuffle(ordi)
    for i, r in enumerate(sec, 1):
        r["id"] = f"k{i:04d}"
    for i, r in enumerate(ordi, 1):
        r["id"] = f"o{i:04d}"
    return sec, ordi


def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    sec, ordi = build()
    write("secrets.jsonl", sec)
    write("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    if "--stats" in sys.argv[1:]:
        for name, rows in (("secrets", sec), ("ordinary", ordi)):
            ls = [len(r["text"]) for r in rows]
            print(f"{name}: {len(rows)} rows, length min {min(ls)} median {statistics.median(ls)} max {max(ls)}")
        print("labels per row:", sorted(collections.Counter(len(r["secrets"]) for r in sec).items()))
        print("labels:", sum(len(r["secrets"]) for r in sec))


if __name__ == "__main__":
    main()
