"""An HTTP exchange and the parts that put credentials (labels) or look-alikes (never labels) into it."""

import base64
import json
import urllib.parse

import gen
from gen import R


class Ex:
    def __init__(self):
        self.method = "GET"
        self.scheme = "https"
        self.host = gen.host()
        self.path = gen.path()
        self.query = []          # (key, value as it appears in the URL)
        self.userinfo = None     # (user, password as typed in the URL)
        self.headers = []        # request headers (name, value)
        self.body = None
        self.ctype = None
        self.status, self.reason = 200, "OK"
        self.rheaders = []
        self.rbody = None
        self.labels = []         # candidate labels; only those present in the final text are kept
        self.notes = []
        self.url_override = None  # a full signed URL

    def url(self, userinfo=True):
        if self.url_override:
            return self.url_override
        p = self.path
        if self.query:
            p += ("&" if "?" in p else "?") + "&".join(f"{k}={v}" for k, v in self.query)
        ui = f"{self.userinfo[0]}:{self.userinfo[1]}@" if (self.userinfo and userinfo) else ""
        return f"{self.scheme}://{ui}{self.host}{p}"

    def target(self):
        u = self.url(userinfo=False)
        rest = u.split("://", 1)[1]
        return rest[rest.index("/"):] if "/" in rest else "/"

    def hname(self, name):
        return any(k.lower() == name.lower() for k, _ in self.headers)


def add_note(ex, text):
    if text not in ex.notes:
        ex.notes.append(text)


# ------------------------------------------------------------------ secret parts
def p_auth(ex):
    line, kind, vhost, what = R.choice(gen.AUTH_SCHEMES)
    v = gen.token(kind)
    if vhost:
        ex.host = vhost
    name, val = line.split(": ", 1)
    ex.headers.append((name, val.format(v=v)))
    ex.labels.append(v)
    add_note(ex, f"{what}: the value is the label, the header name and scheme are not")
    return "token"


def p_basic(ex):
    u, pw, b = gen.basic_pair()
    ex.headers.append(("Authorization", "Basic " + b))
    ex.labels.append(b)
    add_note(ex, "Basic credentials: the base64 decodes to user:password, so it is a label")
    return "password"


def p_digest(ex):
    resp = gen.hexs(32)
    u = R.choice(gen.USERS)
    ex.headers.append(("Authorization", f'Digest username="{u}", realm="{R.choice(["api", "Restricted", "camera"])}@{ex.host}", '
                       f'nonce="{gen.hexs(R.choice([32, 40]))}", uri="{ex.target()}", qop=auth, nc=00000001, '
                       f'cnonce="{gen.hexs(16)}", response="{resp}", opaque="{gen.hexs(32)}"'))
    ex.labels.append(resp)
    add_note(ex, "Digest response is derived from the password and lets an attacker test password guesses offline; "
                 "labelled. nonce, cnonce and opaque are public challenge values")
    return "password"


def p_sigv4(ex):
    region = R.choice(gen.REGIONS)
    svc = R.choice(["s3", "execute-api", "sqs", "dynamodb", "es"])
    ex.host = {"s3": f"{gen.project()}-assets.s3.{region}.amazonaws.com",
               "execute-api": f"{gen.s(gen.HEX[:10] + 'xyz', 10)}.execute-api.{region}.amazonaws.com",
               "sqs": f"sqs.{region}.amazonaws.com", "dynamodb": f"dynamodb.{region}.amazonaws.com",
               "es": f"search-{gen.project()}-{gen.s('abcdefghijklmnopqrstuvwxyz0123456789', 26)}.{region}.es.amazonaws.com"}[svc]
    d = gen.amz_date()
    ak = gen.akid()
    sig = gen.hexs(64)
    sh = "host;x-amz-content-sha256;x-amz-date" + (";x-amz-security-token" if ak.startswith("ASIA") else "")
    ex.headers.append(("X-Amz-Date", d))
    ex.headers.append(("X-Amz-Content-Sha256", gen.hexs(64) if R.random() < 0.5 else "UNSIGNED-PAYLOAD"))
    if ak.startswith("ASIA"):
        st = gen.fresh(lambda: "IQoJb3JpZ2luX2Vj" + gen.s(gen.B64, R.randint(300, 420)))
        ex.headers.append(("X-Amz-Security-Token", st))
        ex.labels.append(st)
        add_note(ex, "X-Amz-Security-Token is the session token of temporary credentials: a label")
    ex.headers.append(("Authorization", f"AWS4-HMAC-SHA256 Credential={ak}/{d[:8]}/{region}/{svc}/aws4_request, "
                                        f"SignedHeaders={sh}, Signature={sig}"))
    ex.labels.append(sig)
    add_note(ex, "SigV4: the Signature authenticates the request (replayable within its window), so it is labelled; "
                 "the access key id in Credential= is an identifier, not a label; x-amz-content-sha256 is a payload hash")
    return "token"


def p_hmac(ex):
    keyid = R.choice(["key_", "ak_", "cli_"]) + gen.s(gen.ALNUM, 16)
    sig = gen.fresh(lambda: base64.b64encode(R.randbytes(32)).decode())
    ts = str(R.randint(1_700_000_000, 1_790_000_000))
    style = R.random()
    if style < 0.5:
        ex.headers.append(("Authorization", f'HMAC-SHA256 Credential={keyid}, SignedHeaders=date;host;digest, Signature={sig}'))
    else:
        ex.headers += [("X-Api-Key-Id", keyid), ("X-Timestamp", ts), ("X-Signature", sig)]
    ex.labels.append(sig)
    add_note(ex, "HMAC request signature authenticates this request as the key holder until the timestamp window closes: "
                 "labelled, like SigV4; the key id is an identifier")
    return "token"


def cookie_line(session=True):
    parts = []
    if R.random() < 0.6:
        parts.append(f"_ga={gen.ga()}")
    if R.random() < 0.5:
        parts.append(f"theme={R.choice(['dark', 'light', 'system'])}")
    if R.random() < 0.4:
        parts.append(f"locale={R.choice(['de-DE', 'fr-FR', 'en-GB', 'ja-JP', 'es-ES'])}")
    if R.random() < 0.3:
        parts.append(f"cookie_consent={R.choice(['all', 'necessary', '1'])}")
    v = None
    if session:
        name = R.choice(gen.SESSION_COOKIES)
        v = gen.session_value(name)
        parts.insert(R.randint(0, len(parts)), f"{name}={v}")
    if R.random() < 0.3:
        parts.append(f"csrftoken={gen.csrf()}")
    if not parts:
        parts.append(f"_gid=GA1.2.{R.randint(10**8, 10**10)}.{R.randint(1_700_000_000, 1_790_000_000)}")
    return "; ".join(parts), v


def p_cookie(ex):
    line, v = cookie_line(True)
    ex.headers.append(("Cookie", line))
    ex.labels.append(v)
    add_note(ex, "session cookie value is a label (it logs anyone in); _ga, theme, locale and csrftoken beside it are not")
    return "token"


def p_setcookie(ex):
    name = R.choice(gen.SESSION_COOKIES)
    v = gen.session_value(name)
    attrs = "; ".join(R.sample(["Path=/", "HttpOnly", "Secure", "SameSite=Lax", f"Max-Age={R.choice([3600, 86400, 1209600])}",
                                f"Domain=.{gen.domain()}"], R.randint(2, 5)))
    ex.rheaders.append(("Set-Cookie", f"{name}={v}; {attrs}"))
    ex.labels.append(v)
    add_note(ex, "Set-Cookie issues a session: its value is a label, the attributes are not")
    return "token"


def p_query(ex):
    k, kind = R.choice(gen.QUERY_KEYS)
    v = gen.token(kind)
    if kind == "generic_b64" and R.random() < 0.5:
        v = v.replace("-", "%2B")
    ex.query.insert(R.randint(0, len(ex.query)), (k, v))
    ex.labels.append(v)
    add_note(ex, f"API key in the query string ({k}=): the value is the label; page, limit and ids beside it are not")
    return "key"


def p_userinfo(ex):
    u = R.choice(gen.USERS)
    pw = gen.password(url=True)
    ex.userinfo = (u, pw)
    ex.labels.append(pw)
    dec = urllib.parse.unquote(pw)
    ex.labels.append(base64.b64encode(f"{u}:{dec}".encode()).decode())
    add_note(ex, "basic auth in the URL: the password is the label (as typed, percent-encoding kept), not the user name; "
                 "a client that turned it into an Authorization: Basic header leaks it again as base64")
    return "password"


def p_form_pw(ex):
    ex.method = "POST"
    ex.path = R.choice(["/login", "/session", "/users/sign_in", "/api/auth/login", "/j_security_check", "/wp-login.php"])
    pw = gen.password()
    enc = urllib.parse.quote_plus(pw)
    user = R.choice([f"{gen.person()}%40{gen.domain()}", R.choice(gen.USERS), gen.person()])
    fields = [("username" if "%40" not in user else "email", user), ("password", enc)]
    if ex.path == "/j_security_check":
        fields = [("j_username", user), ("j_password", enc)]
    if ex.path == "/wp-login.php":
        fields = [("log", user), ("pwd", enc), ("wp-submit", "Log+In"), ("testcookie", "1")]
    if R.random() < 0.5:
        fields.insert(0, (R.choice(["authenticity_token", "csrfmiddlewaretoken", "_csrf", "_token"]), urllib.parse.quote_plus(gen.csrf())))
    if R.random() < 0.3:
        fields.append(("remember_me", "1"))
    ex.body = "&".join(f"{k}={v}" for k, v in fields)
    ex.ctype = "application/x-www-form-urlencoded"
    ex.labels.append(enc)
    ex.labels.append(pw)
    add_note(ex, "password in a form body is a label (form-encoded as it appears); the CSRF field beside it is a per-session "
                 "anti-forgery nonce, not a credential")
    return "password"


def p_json_pw(ex):
    ex.method = R.choice(["POST", "PUT"])
    ex.path = R.choice(["/api/v1/auth/login", "/v2/users", "/api/accounts/service", "/auth/realms/main/users", "/v1/db/users"])
    pw = gen.password()
    d = {R.choice(["email", "username", "login"]): R.choice([f"{gen.person()}@{gen.domain()}", R.choice(gen.USERS)]),
         R.choice(["password", "new_password", "passwd", "credentials.password"]): pw}
    if R.random() < 0.5:
        d["mfa_code"] = str(R.randint(100000, 999999))
    if R.random() < 0.4:
        d["client"] = R.choice(["web", "cli", "ios"])
    ex.body = json.dumps(d, indent=R.choice([None, 2]), ensure_ascii=False)
    ex.ctype = "application/json"
    ex.labels.append(pw)
    add_note(ex, "password in a JSON body is a label; a 6-digit MFA code beside it is single-use and expired, not labelled")
    return "password"


def p_client_secret(ex):
    ex.method = "POST"
    ex.host = R.choice(["login.microsoftonline.com", "oauth2.googleapis.com", f"auth.{gen.domain()}",
                        f"{gen.project()}.eu.auth0.com", f"keycloak.{gen.domain()}", "api.paypal.com", "zoom.us"])
    ex.path = {"login.microsoftonline.com": f"/{gen.uuid()}/oauth2/v2.0/token", "oauth2.googleapis.com": "/token",
               "api.paypal.com": "/v1/oauth2/token", "zoom.us": "/oauth/token"}.get(
        ex.host, R.choice(["/oauth/token", "/oauth2/token", "/realms/main/protocol/openid-connect/token", "/connect/token"]))
    cid = gen.client_id()
    if ex.host == "login.microsoftonline.com":
        sec = gen.fresh(lambda: gen.s(gen.ALNUM, 3) + "8Q~" + gen.s(gen.ALNUM + "._-", 31))
    else:
        sec = gen.fresh(lambda: gen.s(gen.ALNUM + "-_", R.choice([32, 40, 48, 64])))
    enc = urllib.parse.quote(sec, safe="")
    if R.random() < 0.7:
        fields = [("grant_type", "client_credentials"), ("client_id", urllib.parse.quote(cid, safe="")), ("client_secret", enc)]
        if R.random() < 0.5:
            fields.append(("scope", R.choice(["https%3A%2F%2Fgraph.microsoft.com%2F.default", "read%3Aorders", "api"])))
        R.shuffle(fields)
        ex.body = "&".join(f"{k}={v}" for k, v in fields)
        ex.ctype = "application/x-www-form-urlencoded"
        ex.labels += [enc, sec]
    else:
        b = base64.b64encode(f"{cid}:{sec}".encode()).decode()
        ex.headers.append(("Authorization", "Basic " + b))
        ex.body = "grant_type=client_credentials"
        ex.ctype = "application/x-www-form-urlencoded"
        ex.labels.append(b)
    add_note(ex, "client secret in the token request is a label (also when sent as Basic client_id:client_secret); the "
                 "client id is public")
    if R.random() < 0.7:
        token_response(ex, refresh=False)
    return "secret"


def token_response(ex, refresh=True, idt=False):
    at = gen.token(R.choice(["jwt", "generic_b64", "jwt"]))
    d = {"access_token": at, "token_type": "Bearer", "expires_in": R.choice([3599, 3600, 7200, 86399, 300])}
    ex.labels.append(at)
    if refresh:
        rt = gen.token(R.choice(["generic_b64", "generic"]))
        d["refresh_token"] = rt
        ex.labels.append(rt)
    if R.random() < 0.5:
        d["scope"] = R.choice(["openid profile email offline_access", "read write", "https://graph.microsoft.com/.default"])
    if idt:
        it = gen.jwt({"aud": gen.client_id(), "email": f"{gen.person()}@{gen.domain()}"})
        d["id_token"] = it
        ex.labels.append(it)
    ex.rbody = json.dumps(d, indent=R.choice([None, 2]))
    ex.rheaders.append(("Content-Type", "application/json"))
    ex.rheaders.append(("Cache-Control", "no-store"))
    add_note(ex, "OAuth token response: access, refresh and id tokens are labels; token_type, expires_in and scope are not")


def p_token_resp(ex):
    ex.method = "POST"
    ex.path = R.choice(["/oauth/token", "/oauth2/v1/token", "/token", "/connect/token"])
    ex.host = R.choice([f"auth.{gen.domain()}", f"{gen.project()}.us.auth0.com", f"sso.{gen.domain()}", "oauth2.googleapis.com"])
    cid = gen.client_id()
    if R.random() < 0.5:
        code = gen.s(gen.ALNUM + "-_", 43)
        ex.body = (f"grant_type=authorization_code&code={code}&redirect_uri=https%3A%2F%2Fapp.{gen.domain()}%2Fcallback"
                   f"&client_id={urllib.parse.quote(cid, safe='')}&code_verifier={gen.s(gen.ALNUM + '-._~', 64)}")
        add_note(ex, "public client with PKCE: no client secret; the authorization code and code_verifier are single-use "
                     "and spent by this exchange, not labelled")
    else:
        rt_old = gen.token("generic_b64")
        ex.body = f"grant_type=refresh_token&refresh_token={rt_old}&client_id={urllib.parse.quote(cid, safe='')}"
        ex.labels.append(rt_old)
        add_note(ex, "refresh token in the request body is a label (refresh tokens are long-lived)")
    ex.ctype = "application/x-www-form-urlencoded"
    token_response(ex, refresh=True, idt=R.random() < 0.5)
    return "token"


def p_signed_url(ex):
    kind = R.choice(["s3", "s3", "gcs", "sas"])
    y = R.choice([2025, 2026])
    if kind == "s3":
        ak = gen.akid()
        d = gen.amz_date(y)
        region = R.choice(gen.REGIONS)
        sig = gen.hexs(64)
        q = [("X-Amz-Algorithm", "AWS4-HMAC-SHA256"),
             ("X-Amz-Credential", f"{ak}%2F{d[:8]}%2F{region}%2Fs3%2Faws4_request"), ("X-Amz-Date", d),
             ("X-Amz-Expires", str(R.choice([604800, 86400, 43200, 3600]))), ("X-Amz-SignedHeaders", "host")]
        if ak.startswith("ASIA"):
            st = gen.fresh(lambda: "IQoJb3JpZ2luX2Vj" + gen.s(gen.ALNUM, 20) + "%2F" + gen.s(gen.ALNUM, 200) + "%3D")
            q.append(("X-Amz-Security-Token", st))
            ex.labels.append(st)
        q.append(("X-Amz-Signature", sig))
        ex.host = f"{gen.project()}-{R.choice(['exports', 'uploads', 'reports', 'backups'])}.s3.{region}.amazonaws.com"
        ex.path = f"/{R.choice(['exports', 'tmp', 'invoices', 'u'])}/{gen.hexs(12)}.{R.choice(['csv', 'pdf', 'zip', 'parquet'])}"
        ex.labels.append(sig)
        add_note(ex, "S3 presigned URL still inside its expiry: X-Amz-Signature (and a security token if present) grant "
                     "access and are labels; the access key id in X-Amz-Credential is an identifier")
    elif kind == "gcs":
        sig = gen.hexs(512)
        sa = f"{gen.project().split('-')[0]}-signer%40{gen.project()}.iam.gserviceaccount.com"
        d = gen.amz_date(y)
        q = [("X-Goog-Algorithm", "GOOG4-RSA-SHA256"), ("X-Goog-Credential", f"{sa}%2F{d[:8]}%2Fauto%2Fstorage%2Fgoog4_request"),
             ("X-Goog-Date", d), ("X-Goog-Expires", str(R.choice([900, 3600, 604800]))), ("X-Goog-SignedHeaders", "host"),
             ("X-Goog-Signature", sig)]
        ex.host = "storage.googleapis.com"
        ex.path = f"/{gen.project()}-media/{R.choice(['avatars', 'exports', 'raw'])}/{gen.hexs(10)}.{R.choice(['png', 'json', 'mp4'])}"
        ex.labels.append(sig)
        add_note(ex, "GCS V4 signed URL: X-Goog-Signature grants access until expiry and is the label; the service "
                     "account in X-Goog-Credential is an identifier")
    else:
        sig = gen.fresh(lambda: urllib.parse.quote(base64.b64encode(R.randbytes(32)).decode(), safe=""))
        acct = gen.project().split("-")[0] + R.choice(["prod", "data", "files"]) + str(R.randint(1, 99))
        q = [("sv", "2022-11-02"), ("ss", "b"), ("srt", R.choice(["sco", "o", "co"])), ("sp", R.choice(["r", "rl", "racwdl", "rw"])),
             ("se", f"{y + 1}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}%3A00%3A00Z"),
             ("st", f"{y}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T00%3A00%3A00Z"), ("spr", "https"), ("sig", sig)]
        if R.random() < 0.5:
            q = [("sp", "r"), ("st", q[5][1]), ("se", q[4][1]), ("spr", "https"), ("sv", "2022-11-02"), ("sr", "b"), ("sig", sig)]
        ex.host = f"{acct}.blob.core.windows.net"
        ex.path = f"/{R.choice(['exports', 'backups', 'uploads'])}/{gen.hexs(8)}.{R.choice(['bak', 'csv', 'tar.gz'])}"
        ex.labels.append(sig)
        add_note(ex, "Azure SAS: sig= is the label (percent-encoded as it appears); the other SAS fields are "
                     "permissions and dates; the expiry se= is in the future")
    ex.query = q
    return "key"


SECRET_PARTS = {"auth": p_auth, "basic": p_basic, "digest": p_digest, "sigv4": p_sigv4, "hmac": p_hmac,
                "cookie": p_cookie, "setcookie": p_setcookie, "query": p_query, "userinfo": p_userinfo,
                "form_pw": p_form_pw, "json_pw": p_json_pw, "client_secret": p_client_secret,
                "token_resp": p_token_resp, "signed_url": p_signed_url}
# exclusive parts rewrite host/path/body; at most one of them per exchange
EXCLUSIVE = {"sigv4", "form_pw", "json_pw", "client_secret", "token_resp", "signed_url"}


# ------------------------------------------------------------------ look-alikes and grey ordinary parts
DOC_EXAMPLES = [
    ("Authorization", "Basic czZCaGRSa3F0MzpnWDFmQmF0M2JW",
     "the Basic value is RFC 6749's documented example (s6BhdRkqt3:gX1fBat3bV), an example, not a credential"),
    ("Authorization", "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
     "the Basic value is RFC 7617's Aladdin:open sesame example, ordinary"),
    ("Authorization", "Basic YWxhZGRpbjpvcGVuc2VzYW1l", "the Basic value is MDN's aladdin:opensesame example, ordinary"),
    ("Authorization", "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yyJV_adQssw5c",
     "the JWT is jwt.io's documentation sample (John Doe), ordinary"),
    ("Authorization", "Bearer mF_9.B5f-4.1JqM", "the Bearer value is RFC 6750's documented example, ordinary"),
]


def redacted_auth():
    return R.choice([("Authorization", "Bearer ***"), ("Authorization", "Bearer [REDACTED]"), ("authorization", "Bearer <token>"),
                     ("Authorization", "Bearer $TOKEN"), ("Authorization", "Bearer ${API_TOKEN}"), ("Authorization", "Bearer {{token}}"),
                     ("Authorization", "Basic ********"), ("X-API-Key", "<your-api-key>"), ("x-api-key", "[REDACTED]"),
                     ("Authorization", "token ghp_************************************"), ("Cookie", "sessionid=[REDACTED]; theme=dark"),
                     ("Authorization", "Bearer sk_live_...4f2a"), ("Authorization", "Bearer {{$dotenv API_TOKEN}}"),
                     ("Authorization", "<redacted>"), ("X-Vault-Token", "$(vault print token)"),
                     ("Authorization", "Bearer $(gcloud auth print-access-token)")])


def lookalike_headers(ex, n):
    pool = [
        lambda: ("X-Request-Id", gen.req_id()), lambda: ("traceparent", gen.traceparent()),
        lambda: ("tracestate", f"{R.choice(['dd', 'congo', 'rojo'])}={gen.hexs(16)}"),
        lambda: ("Idempotency-Key", gen.uuid()), lambda: ("X-Correlation-ID", gen.uuid()),
        lambda: ("If-None-Match", gen.etag()), lambda: ("Accept", R.choice(["application/json", "*/*", "application/vnd.github+json"])),
        lambda: ("User-Agent", gen.ua()), lambda: ("X-Client-Version", f"{R.randint(1, 9)}.{R.randint(0, 40)}.{R.randint(0, 9)}"),
        lambda: ("Content-MD5", gen.md5b64()), lambda: ("Digest", "sha-256=" + gen.sha256b64()),
        lambda: ("X-B3-TraceId", gen.hexs(32)), lambda: ("X-Amzn-Trace-Id", f"Root=1-{gen.hexs(8)}-{gen.hexs(24)}"),
        lambda: ("Accept-Language", R.choice(["en-US,en;q=0.9", "de-DE,de;q=0.9", "ja,en;q=0.8"])),
    ]
    for f in R.sample(pool, n):
        k, v = f()
        if not ex.hname(k):
            ex.headers.append((k, v))


def lookalike_rheaders(ex, n):
    csp_nonce = gen.nonce()
    pool = [
        lambda: ("X-Request-Id", gen.req_id()), lambda: ("ETag", gen.etag()), lambda: ("Date", gen.http_date()),
        lambda: ("x-amz-request-id", gen.hexs(16).upper()), lambda: ("x-amz-id-2", gen.amz_id2()),
        lambda: ("CF-RAY", gen.cf_ray()), lambda: ("X-RateLimit-Remaining", str(R.randint(0, 4999))),
        lambda: ("X-RateLimit-Reset", str(R.randint(1_700_000_000, 1_790_000_000))),
        lambda: ("Content-Security-Policy", f"script-src 'self' 'nonce-{csp_nonce}' 'strict-dynamic'; object-src 'none'"),
        lambda: ("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"),
        lambda: ("Server-Timing", f"db;dur={R.randint(1, 90)}, app;dur={R.randint(5, 400)}"),
        lambda: ("Vary", R.choice(["Accept-Encoding", "Origin, Accept-Encoding", "Authorization"])),
        lambda: ("X-GitHub-Request-Id", f"{gen.hexs(4).upper()}:{gen.hexs(5).upper()}:{gen.hexs(7).upper()}:{gen.hexs(7).upper()}:{gen.hexs(8).upper()}"),
        lambda: ("Cache-Control", R.choice(["no-store", "private, max-age=0", "public, max-age=300"])),
        lambda: ("X-Cache", R.choice(["HIT", "MISS", "Miss from cloudfront", "Hit from cloudfront"])),
        lambda: ("x-goog-hash", f"crc32c={base64.b64encode(R.randbytes(4)).decode()},md5={gen.md5b64()}"),
        lambda: ("Last-Modified", gen.http_date()), lambda: ("Content-Type", "application/json; charset=utf-8"),
        lambda: ("Link", f'<https://{ex.host}{ex.path.split("?")[0]}?cursor={gen.cursor()}>; rel="next"'),
        lambda: ("Set-Cookie", f"_cfuvid={gen.s(gen.ALNUM + '._', 43)}-{R.randint(1_700_000_000, 1_790_000_000)}; path=/; domain=.{gen.domain()}; HttpOnly; Secure; SameSite=None"),
    ]
    for f in R.sample(pool, n):
        k, v = f()
        if not any(a.lower() == k.lower() for a, _ in ex.rheaders):
            ex.rheaders.append((k, v))


def g_idempotency(ex):
    ex.method = "POST"
    ex.headers.append(("Idempotency-Key", gen.uuid() if R.random() < 0.6 else gen.s(gen.ALNUM, 24)))
    add_note(ex, "Idempotency-Key only deduplicates retries of one request; knowing it grants nothing, so ordinary")


def g_csrf(ex):
    t = gen.csrf()
    if R.random() < 0.5:
        ex.headers.append((R.choice(["X-CSRF-Token", "X-XSRF-TOKEN", "X-CSRFToken"]), t))
    else:
        ex.method = "POST"
        ex.ctype = "application/x-www-form-urlencoded"
        ex.body = f"{R.choice(['authenticity_token', 'csrfmiddlewaretoken', '_token'])}={urllib.parse.quote_plus(t)}&comment%5Bbody%5D=Looks+good&commit=Save"
    ex.headers.append(("Cookie", cookie_line(False)[0]))
    add_note(ex, "CSRF token without the session cookie it is bound to is an anti-forgery nonce, useless on its own; "
                 "ordinary (the session cookie is not in the capture)")


def g_expired_url(ex):
    ak = gen.akid()
    d = gen.amz_date(R.choice([2022, 2023]))
    region = R.choice(gen.REGIONS)
    ex.host = f"{gen.project()}-exports.s3.{region}.amazonaws.com"
    ex.path = f"/reports/{gen.hexs(10)}.csv"
    ex.query = [("X-Amz-Algorithm", "AWS4-HMAC-SHA256"), ("X-Amz-Credential", f"{ak}%2F{d[:8]}%2F{region}%2Fs3%2Faws4_request"),
                ("X-Amz-Date", d), ("X-Amz-Expires", str(R.choice([300, 900, 3600]))), ("X-Amz-SignedHeaders", "host"),
                ("X-Amz-Signature", gen.hexs(64))]
    ex.status, ex.reason = 403, "Forbidden"
    ex.rbody = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message>" \
               f"<X-Amz-Expires>{ex.query[3][1]}</X-Amz-Expires><Expires>{d[:4]}-{d[4:6]}-{d[6:8]}T{d[9:11]}:{d[11:13]}:{d[13:15]}Z</Expires>" \
               f"<RequestId>{gen.hexs(16).upper()}</RequestId></Error>"
    add_note(ex, f"presigned URL dated {d[:4]} with an expiry of at most an hour, and S3 answered 'Request has expired': "
                 "the signed expiry makes the signature provably dead, so a reviewer would let it stand; ordinary")


def g_unsigned_jwt(ex):
    t = gen.jwt(alg="none", sig=False)
    ex.headers.append((R.choice(["Authorization", "X-Debug-Claims", "X-Forwarded-User-Claims"]),
                       ("Bearer " if R.random() < 0.5 else "") + t))
    add_note(ex, "unsigned JWT (alg none, empty signature) used against the local mock: it is only base64 of public "
                 "claims and proves nothing; ordinary")


def g_public_client(ex):
    cid = gen.client_id()
    ex.host = R.choice([f"auth.{gen.domain()}", "accounts.google.com", "login.microsoftonline.com", f"{gen.project()}.eu.auth0.com"])
    ex.path = R.choice(["/authorize", "/o/oauth2/v2/auth", "/oauth2/v2.0/authorize"])
    ex.query = [("response_type", "code"), ("client_id", urllib.parse.quote(cid, safe="")),
                ("redirect_uri", f"https%3A%2F%2Fapp.{gen.domain()}%2Fcallback"), ("scope", "openid%20profile%20email"),
                ("state", gen.s(gen.ALNUM + "-_", 32)), ("nonce", gen.s(gen.ALNUM, 24)),
                ("code_challenge", gen.s(gen.ALNUM + "-_", 43)), ("code_challenge_method", "S256")]
    ex.status, ex.reason = 302, "Found"
    add_note(ex, "authorize request of a public OAuth client: client_id, state, nonce and the PKCE code_challenge are "
                 "public by design; ordinary")


def g_doc_example(ex):
    k, v, why = R.choice(DOC_EXAMPLES)
    ex.headers.append((k, v))
    add_note(ex, why)


def g_redacted(ex):
    k, v = redacted_auth()
    ex.headers.append((k, v))
    add_note(ex, "the auth header is already redacted, a placeholder or a shell/template reference; ordinary")


def g_public_keys(ex):
    ex.path = R.choice(["/.well-known/jwks.json", "/oauth2/v1/keys", "/.well-known/openid-configuration/jwks"])
    keys = [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": gen.kid(), "n": gen.jwk_n(), "e": "AQAB"}
            for _ in range(R.randint(1, 2))]
    ex.rbody = json.dumps({"keys": keys}, indent=R.choice([None, 2]))
    ex.rheaders.append(("Content-Type", "application/json"))
    add_note(ex, "JWKS: kid, n and e are public key material; ordinary")


def g_pk_publishable(ex):
    pk = "pk_live_51" + gen.s(gen.ALNUM, 90)
    ex.host = "api.stripe.com"
    ex.path = "/v1/payment_methods"
    ex.method = "POST"
    ex.headers.append(("Authorization", "Bearer " + pk))
    ex.ctype = "application/x-www-form-urlencoded"
    ex.body = f"type=card&card[token]=tok_{gen.s(gen.ALNUM, 24)}&guid={gen.uuid()}&muid={gen.uuid()}"
    add_note(ex, "Stripe publishable key (pk_live_) sent from the browser: public by design; tok_ and the guid/muid "
                 "device ids are not credentials; ordinary")


GREY_PARTS = {"idem": g_idempotency, "csrf": g_csrf, "expired_url": g_expired_url, "unsigned_jwt": g_unsigned_jwt,
              "public_client": g_public_client, "doc_example": g_doc_example, "redacted": g_redacted,
              "jwks": g_public_keys, "pk": g_pk_publishable}
GREY_EXCLUSIVE = {"expired_url", "public_client", "jwks", "pk"}


def ord_body(ex):
    """A body of ordinary JSON with look-alike ids."""
    r = R.random()
    if r < 0.3:
        return json.dumps({"data": [{"id": R.choice(["ord_", "inv_", "cus_"]) + gen.s(gen.ALNUM, 14),
                                     "status": R.choice(["paid", "open", "void"]), "amount": R.randint(100, 99999)}
                                    for _ in range(R.randint(1, 2))],
                           "next_cursor": gen.cursor(), "has_more": R.random() < 0.5})
    if r < 0.5:
        return json.dumps({"error": {"type": R.choice(["invalid_request_error", "authentication_error", "rate_limit"]),
                                     "message": R.choice(["Invalid API key provided: sk_live_****" + gen.s(gen.ALNUM, 4),
                                                          "The access token expired", "Missing required param: amount",
                                                          "Too many requests, slow down", "Signature has expired"]),
                                     "request_id": gen.req_id()}}, indent=R.choice([None, 2]))
    if r < 0.7:
        return json.dumps({"id": gen.uuid(), "etag": gen.etag().strip('"W/'), "sha256": gen.hexs(64),
                           "size": R.randint(100, 10**7), "updated_at": gen.date() + "T" + gen.clock() + "Z"})
    if r < 0.85:
        return json.dumps({"token_type": "Bearer", "expires_in": 3600, "scope": "read:orders",
                           "access_token": R.choice(["[REDACTED]", "***", "<redacted>"])})
    return json.dumps({"ok": True, "event_id": gen.evt_id(R.choice(["stripe", "github", "svix"])),
                       "trace_id": gen.hexs(32), "span_id": gen.hexs(16)})


def build_ex(secret_parts, grey=None, n_look=3):
    ex = Ex()
    ex.method = R.choice(["GET", "GET", "POST", "PUT", "PATCH", "DELETE"])
    if R.random() < 0.5 and "?" not in ex.path:
        ex.query = R.sample([("page", str(R.randint(1, 40))), ("limit", str(R.choice([25, 50, 100]))),
                             ("cursor", gen.cursor()), ("expand", "items"), ("since", gen.date()),
                             ("request_id", gen.req_id())], R.randint(1, 2))
    kinds = []
    for p in secret_parts:
        kinds.append(SECRET_PARTS[p](ex))
    if grey:
        GREY_PARTS[grey](ex)
    lookalike_headers(ex, n_look)
    lookalike_rheaders(ex, R.randint(2, 5))
    if ex.method in ("POST", "PUT", "PATCH") and ex.body is None:
        ex.body = json.dumps({"amount": R.randint(100, 50000), "currency": R.choice(["eur", "usd", "jpy"]),
                              "reference": gen.req_id(), "metadata": {"order": str(R.randint(10000, 99999))}})
        ex.ctype = "application/json"
    if ex.rbody is None and R.random() < 0.7:
        ex.rbody = ord_body(ex)
        if not any(k.lower() == "content-type" for k, _ in ex.rheaders):
            ex.rheaders.insert(0, ("Content-Type", "application/json"))
    if ex.status == 200:
        ex.status, ex.reason = R.choice([(200, "OK"), (200, "OK"), (201, "Created"), (401, "Unauthorized"),
                                         (403, "Forbidden"), (429, "Too Many Requests"), (404, "Not Found"),
                                         (500, "Internal Server Error"), (204, "No Content")])
    return ex, kinds
