"""config, ci_log, code and vendor_key rows for redact3."""

from __future__ import annotations

import base64
import random

from gen import ALNUM, B64URL, LOWER_ALNUM, b64, digits, hexs, password, pick, url_password
from rows import Row, bury
from vendors import VENDORS, Vendor


def _p(rng: random.Random) -> str:
    return password(rng, rng.choice(["words", "mixed", "leet", "long"]))


def config(rng: random.Random) -> list[Row]:
    """Generic secrets in config files of many syntaxes."""
    T = [
        "# config.yaml\ndatabase:\n  host: {h}\n  user: app\n  password: {p}\n  pool: 10",
        'database:\n  password: "{p}"',
        '{{\n  "db": {{"host": "{h}", "user": "app", "password": "{p}"}},\n  "debug": false\n}}',
        '[database]\nhost = "{h}"\nuser = "app"\npassword = "{p}"',
        "[mysqld]\nbind-address = 0.0.0.0\n\n[client]\npassword = {p}",
        '<connectionStrings>\n  <add name="Main" connectionString="Server={h};Database=crm;User Id=app;Password={p};" />\n</connectionStrings>',
        'variable "db" {{}}\n\nresource "aws_db_instance" "main" {{\n  engine   = "postgres"\n  username = "app"\n  password = "{p}"\n}}',
        "spring.datasource.username=app\nspring.datasource.password={p}",
        "SECRET_KEY = '{p}'\nDEBUG = False",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {p}",
        "ENV DB_PASSWORD={p}",
        "ARG NEXUS_PASSWORD={p}",
        "jobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n      DB_PASSWORD: {p}\n    steps:\n      - uses: actions/checkout@v4",
        "DB_PASS := {p}\n\nmigrate:\n\tPGPASSWORD=$(DB_PASS) alembic upgrade head",
        "requirepass {p}\nmasterauth {p2}",
        "smtp:\n  host: smtp.mailhost.example\n  port: 587\n  username: noreply@corp.example\n  password: '{p}'",
        "ldap.bind_dn = cn=svc-ldap,ou=svc,dc=corp,dc=example\nldap.bind_password = {p}",
        "<server>\n  <id>corp-nexus</id>\n  <username>ci</username>\n  <password>{p}</password>\n</server>",
        "signing.keyId=24875D73\nsigning.password={p}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg",
        'db_password = "{p}"  # terraform.tfvars',
        "ansible_user: deploy\nansible_become_password: {p}",
        "auth:\n  rootPassword: {p}\n  replicationPassword: {p2}",
        '"ConnectionStrings": {{ "Default": "Host={h};Username=app;Password={p};Database=core" }}',
        "JWT_SECRET={p}",
        "SESSION_SECRET='{p}'",
        "encryption:\n  key: {hex64}",
        "APP_KEY=base64:{b32}",
        "secret_key_base: {hex128}",
        "keycloak:\n  realm: corp\n  client-id: portal\n  client-secret: {p}",
        "set -gx DB_PASSWORD {p}",
        '$env:DB_PASSWORD = "{p}"',
        '<add key="SmtpPassword" value="{p}" />',
        '[program:worker]\nenvironment=API_SECRET="{p}",LOG_LEVEL="info"',
        "kind: Secret\napiVersion: v1\nmetadata:\n  name: db\ntype: Opaque\ndata:\n  username: YXBw\n  password: {b64p}",
        "kind: Secret\napiVersion: v1\nmetadata:\n  name: smtp\nstringData:\n  password: {p}",
        "ADMIN_PASSWORD={p} # TODO move to vault",
        "webhook:\n  signing_secret: {hex64}",
        "HMAC_KEY={hex64}",
        "grafana.ini\n[security]\nadmin_user = admin\nadmin_password = {p}",
        'pgbouncer userlist.txt:\n"app" "{p}"',
        "default_user = guest\ndefault_pass = {p}",
        "django-insecure key left in settings: SECRET_KEY = 'django-insecure-{dj}'",
    ]
    out = []
    for t in T:
        for _ in range(2 if rng.random() < 0.3 else 1):
            p, p2 = _p(rng), _p(rng)
            f = dict(
                p=p,
                p2=p2,
                h=rng.choice(["db.internal", "10.0.3.17", "pg.prod.svc"]),
                hex64=hexs(rng, 64),
                b32=b64(rng, 32),
                hex128=hexs(rng, 128),
                b64p=base64.b64encode(p.encode()).decode(),
                dj=pick(rng, LOWER_ALNUM + "!@#$%^&*(-_=+)", 50),
            )
            text = t.format(**f)
            if "{hex64}" in t:
                s = (f["hex64"],)
            elif "{b32}" in t:
                s = (f["b32"],)
            elif "{hex128}" in t:
                s = (f["hex128"],)
            elif "{b64p}" in t:
                s = (f["b64p"],)
            elif "{dj}" in t:
                s = ("django-insecure-" + f["dj"],)
            elif "{p2}" in t:
                s = (p, p2)
            else:
                s = (p,)
            out.append(Row(bury(rng, text), "config", "en", s))
    return out


def ci_log(rng: random.Random) -> list[Row]:
    """Secrets printed by CI, build tools, tracebacks, HTTP dumps and error messages."""
    out = []
    for i in range(40):
        k = i % 20
        p = url_password(rng)
        if k == 0:
            t = "npm_" + pick(rng, ALNUM, 36)
            text, s = (
                f"npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\nnpm ERR! To correct this please try logging in again with:\nnpm ERR!     npm login\n# debug: //registry.npmjs.org/:_authToken={t}",
                (t,),
            )
        elif k == 1:
            text, s = (
                f'Traceback (most recent call last):\n  File "app/db.py", line 41, in connect\n    return create_engine(url)\nsqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: postgresql://app:{p}@db.internal:5432/app: FATAL:  password authentication failed for user "app"',
                (p,),
            )
        elif k == 2:
            t = pick(rng, B64URL, 48)
            text, s = (
                f"* Connected to api.partner.example (203.0.113.20) port 443\n> GET /v1/orders HTTP/2\n> Host: api.partner.example\n> Authorization: Bearer {t}\n> User-Agent: curl/8.5.0\n< HTTP/2 401",
                (t,),
            )
        elif k == 3:
            t = hexs(rng, 32)
            text, s = (
                f'DEBUG urllib3.connectionpool: https://api.geo-partner.example:443 "GET /v3/lookup?q=berlin&apikey={t} HTTP/1.1" 200 1832',
                (t,),
            )
        elif k == 4:
            text, s = (
                f'  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {{\n      + engine   = "postgres"\n      + password = "{p}"\n      + username = "app"\n    }}',
                (p,),
            )
        elif k == 5:
            t = "sk_live_" + pick(rng, ALNUM, 24)
            text, s = f'#7 [build 4/9] RUN echo "STRIPE_KEY={t}" >> .env\n#7 DONE 0.1s', (t,)
        elif k == 6:
            text, s = (
                f"[Pipeline] sh\n+ docker login -u ci-bot -p {p} registry.corp.example\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
                (p,),
            )
        elif k == 7:
            t = pick(rng, ALNUM + "/+", 40)
            text, s = (
                f"+ export AWS_DEFAULT_REGION=eu-west-1\n+ export AWS_SECRET_ACCESS_KEY={t}\n+ aws s3 sync dist/ s3://corp-web-assets/",
                (t,),
            )
        elif k == 8:
            t = pick(rng, B64URL, 40)
            text, s = (
                f"E       AssertionError: assert 'expired' == 'ok'\nE        +  where 'expired' = <Client token='{t}' base='https://api.internal.example'>.status",
                (t,),
            )
        elif k == 9:
            t = "ghs_" + pick(rng, ALNUM, 36)
            text, s = (
                f"remote: Invalid username or password.\nfatal: Authentication failed for 'https://x-access-token:{t}@github.com/corp/infra.git/'",
                (t,),
            )
        elif k == 10:
            text, s = (
                f'TASK [db : create user] ****\nok: [db1] => {{"changed": false, "ansible_password": "{p}", "user": "app"}}',
                (p,),
            )
        elif k == 11:
            text, s = (
                f"[2026-11-30 03:12:44,118: INFO/MainProcess] Connected to amqp://worker:{p}@rabbit.internal:5672//",
                (p,),
            )
        elif k == 12:
            text, s = (
                f"panic: dial redis: NOAUTH Authentication required (url=redis://:{p}@cache.staging:6379/2)\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/worker/main.go:58 +0x1c5",
                (p,),
            )
        elif k == 13:
            t = "xoxb-" + digits(rng, 12) + "-" + digits(rng, 13) + "-" + pick(rng, ALNUM, 24)
            text, s = (
                f'Faraday::UnauthorizedError: the server responded with status 401\nrequest headers: {{"Authorization"=>"Bearer {t}", "User-Agent"=>"Faraday v2.9.0"}}',
                (t,),
            )
        elif k == 14:
            t = pick(rng, B64URL, 32)
            text, s = (
                f"$ env | sort\nCI=true\nDEPLOY_KEY={t}\nHOME=/home/runner\nNODE_VERSION=20.11.1\nPATH=/usr/local/bin:/usr/bin",
                (t,),
            )
        elif k == 15:
            text, s = (
                f"Step 6/14 : ENV ADMIN_PASSWORD={p}\n ---> Running in 3c1f0e9d2a7b\nRemoving intermediate container 3c1f0e9d2a7b",
                (p,),
            )
        elif k == 16:
            t = "glpat-" + pick(rng, B64URL, 20)
            text, s = (
                f"Error: POST https://gitlab.corp.example/api/v4/projects/12/releases: 403 {{message: 403 Forbidden}}\n  token used: {t}",
                (t,),
            )
        elif k == 17:
            text, s = (
                f"java.sql.SQLException: Access denied; url=jdbc:mysql://mysql-02.corp.lan:3306/app?user=app&password={p}\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n\tat com.corp.db.Pool.open(Pool.java:88)",
                (p,),
            )
        elif k == 18:
            t = hexs(rng, 40)
            text, s = (
                f"make: *** [Makefile:31: publish] Error 22\ncurl -f -X POST -H 'X-Api-Token: {t}' https://releases.corp.example/upload\ncurl: (22) The requested URL returned error: 409",
                (t,),
            )
        else:
            t = pick(rng, B64URL, 24)
            text, s = (
                f"2026-12-01T08:00:03.221Z ERROR [mailer] SMTP auth failed: 535 5.7.8 for user=noreply@corp.example pass={t}",
                (t,),
            )
        out.append(Row(bury(rng, text), "ci_log", "en", s))
    return out


def code(rng: random.Random) -> list[Row]:
    """Secrets hard-coded in source files of many languages."""
    T = [
        ('API_KEY = "{t}"\n\ndef client():\n    return Client(api_key=API_KEY, timeout=10)', "py"),
        ('resp = requests.get(url, headers={{"Authorization": "Bearer {t}"}}, timeout=5)', "py"),
        ('conn = psycopg.connect(host="db.internal", user="app", password="{t}")', "py"),
        ("const stripe = require('stripe')('{t}');", "js"),
        (
            "export const config = {{\n  apiBase: 'https://api.internal.example',\n  apiToken: '{t}',\n}};",
            "ts",
        ),
        (
            'const dbPassword = "{t}"\n\nfunc open() (*sql.DB, error) {{\n\treturn sql.Open("pgx", dsn(dbPassword))\n}}',
            "go",
        ),
        ('private static final String CLIENT_SECRET = "{t}";', "java"),
        ('let token = "{t}";\nlet client = reqwest::Client::new();', "rust"),
        ('var creds = new NetworkCredential("svc-report", "{t}");', "cs"),
        ("client = Octokit::Client.new(access_token: '{t}')", "rb"),
        ("$password = '{t}';\n$pdo = new PDO($dsn, 'app', $password);", "php"),
        ("define( 'DB_PASSWORD', '{t}' );", "php"),
        (
            '#!/usr/bin/env bash\nset -euo pipefail\nTOKEN="{t}"\ncurl -fsS -H "Authorization: token $TOKEN" "$API/releases"',
            "sh",
        ),
        ('val apiKey = "{t}"', "kt"),
        ('let secret = "{t}" // TODO: move to keychain', "swift"),
        ('os.environ.setdefault("SERVICE_TOKEN", "{t}")', "py"),
        ("headers: {{ 'x-api-key': '{t}' }},", "js"),
        ('mail.login("alerts@corp.example", "{t}")', "py"),
        ('@Value("${{db.password:{t}}}")\nprivate String dbPassword;', "java"),
        (
            'config.middleware.use Rack::Auth::Basic do |u, p|\n  u == "admin" && p == "{t}"\nend',
            "rb",
        ),
        ('static const char *wifi_pass = "{t}";', "c"),
        ('process.env.JWT_SECRET ?? "{t}"', "js"),
        ('HMAC_SECRET = b"{t}"', "py"),
        (
            'services.AddAuthentication().AddJwtBearer(o => o.TokenValidationParameters.IssuerSigningKey = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("{t}")));',
            "cs",
        ),
    ]
    out = []
    for t, _lang in T:
        for _ in range(2):
            if rng.random() < 0.5:
                v = rng.choice(VENDORS)
                val = v.gen(rng) if v.prefixed else pick(rng, ALNUM, 32)
            else:
                val = password(rng, rng.choice(["words", "mixed", "long"]))
            val = val.replace("$", "")
            out.append(Row(bury(rng, t.format(t=val)), "code", "en", (val,)))
    return out


def _vendor_text(rng: random.Random, v: Vendor, val: str, ctx: int) -> str:
    low = v.var.lower()
    ctxs = [
        f"export {v.var}={val}",
        f"# .env\nNODE_ENV=production\nPORT=8080\n{v.var}={val}\nLOG_LEVEL=info",
        f'{v.vendor}:\n  {low}: "{val}"\n  timeout: 30',
        '{"' + low + '": "' + val + '", "retries": 3}',
        f"env:\n  {v.var}: {val}\n  NODE_VERSION: 20",
        f"ENV {v.var}={val}",
        f'[{v.vendor}]\n{low} = "{val}"',
        f"Rotated the {v.vendor} credential today; the new {v.var} is {val} (old one revoked).",
        f"docker run --rm -e {v.var}={val} ghcr.io/corp/tool:1.4",
        f"{v.var} ?= {val}",
        f'provider "{v.vendor}" {{\n  token = "{val}"\n}}',
        f'<add key="{v.var}" value="{val}" />',
        f"$env:{v.var} = '{val}'",
        f"set {v.var}={val}",
        f"{v.var}: '{val}'",
        f"- name: Publish\n  env:\n    {v.var}: {val}\n  run: make release",
    ]
    if v.prefixed:
        ctxs += [f"the token is {val}", f"use {val} for the {v.vendor} bot", f"{val}"]
    return ctxs[ctx % len(ctxs)]


def vendor_rows(rng: random.Random) -> list[Row]:
    """Two rows per vendor token format, each in a different syntax."""
    out = []
    for v in VENDORS:
        c1 = rng.randrange(19)
        for c in (c1, c1 + 1 + rng.randrange(12)):
            val = v.gen(rng)
            out.append(
                Row(bury(rng, _vendor_text(rng, v, val, c)), f"vendor_key:{v.vendor}", "en", (val,))
            )
    return out
