"""Secret-row templates, part two: package managers, tests and traces, HTTP, database
output, env and config files, webhooks, private keys. Returns ``(text, secrets, lang)``."""

from __future__ import annotations

import json
import random

from secret_rows import (
    KEY_NAMES,
    ODD_KEY_NAMES,
    PREFIXED_OK,
    opaque_token,
    prefixed_token,
)
from values import (
    ALNUM,
    DIGITS,
    UPPER,
    alnum,
    any_password,
    b64,
    b64text,
    b64url,
    chars,
    date,
    email,
    hexs,
    host,
    jwt,
    name,
    password,
    pem_lines,
    pick,
    ts,
    user,
    uuid4,
    word,
)


# ---------------------------------------------------------------- packages
def npmrc(r: random.Random):
    tok = "npm_" + chars(r, ALNUM, 36) if r.random() < 0.6 else uuid4(r)
    text = f"$ cat .npmrc\n@{word(r)}:registry=https://npm.{word(r)}.io/\n//registry.npmjs.org/:_authToken={tok}\nalways-auth=true\n"
    return text, [tok], "ini"


def pip_conf(r: random.Random):
    pw = any_password(r, url_safe=True)
    text = f"[global]\nindex-url = https://{user(r)}:{pw}@pypi.{word(r)}.internal/simple\ntimeout = 60\n"
    return text, [pw], "ini"


def pip_install_log(r: random.Random):
    pw = any_password(r, url_safe=True)
    h = host(r)
    text = (
        f"Looking in indexes: https://{user(r)}:{pw}@{h}/simple\n"
        f"Collecting {word(r)}-client=={r.randrange(1, 9)}.{r.randrange(20)}.0\n  Downloading https://{h}/packages/{hexs(r, 2)}/{word(r)}.whl ({r.randrange(10, 900)} kB)\n"
    )
    return text, [pw], "install-log"


def cargo_credentials(r: random.Random):
    tok = "cio" + chars(r, ALNUM, 32)
    text = f'$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = "{tok}"\n'
    return text, [tok], "toml"


def netrc(r: random.Random):
    pw = any_password(r, url_safe=True)
    text = f"machine {host(r)}\n  login {user(r)}\n  password {pw}\nmachine api.{word(r)}.io login {user(r)} password {(pw2 := password(r, True))}\n"
    return text, [pw, pw2], "netrc"


def pgpass(r: random.Random):
    pw = any_password(r, url_safe=True)
    text = f"$ cat ~/.pgpass\n{host(r)}:5432:{word(r)}:{user(r)}:{pw}\n"
    return text, [pw], "netrc"


# ---------------------------------------------------------------- tests / traces
def pytest_fail(r: random.Random):
    pw = any_password(r)
    text = (
        f"FAILED tests/test_{word(r)}.py::test_connect - AssertionError: assert {{'host': '{host(r)}', "
        f"'user': '{user(r)}', 'password': '{pw}'}} == {{}}\n"
        f"========= 1 failed, {r.randrange(20, 400)} passed in {r.randrange(1, 90)}.{r.randrange(10)}{r.randrange(10)}s =========\n"
    )
    return text, [pw], "test-output"


def stack_trace_dsn(r: random.Random):
    pw = any_password(r, url_safe=True)
    scheme = pick(r, ("postgresql", "mysql", "mongodb+srv", "redis", "amqp"))
    text = (
        f'Traceback (most recent call last):\n  File "/app/{word(r)}/db.py", line {r.randrange(10, 300)}, in connect\n'
        f"    return create_engine(url)\nsqlalchemy.exc.OperationalError: could not connect to "
        f"{scheme}://{user(r)}:{pw}@{host(r)}:{r.randrange(1000, 9999)}/{word(r)}\n"
    )
    return text, [pw], "stack-trace"


def java_trace(r: random.Random):
    pw = any_password(r)
    text = (
        f"org.springframework.beans.factory.BeanCreationException: Error creating bean 'dataSource'\n"
        f"Caused by: java.sql.SQLException: Access denied for user '{user(r)}'@'10.0.{r.randrange(255)}.{r.randrange(255)}' (using password: YES) "
        f"[jdbc:mysql://{host(r)}:3306/{word(r)}?user={user(r)}&password={pw}]\n\tat com.mysql.cj.jdbc.ConnectionImpl.<init>(ConnectionImpl.java:{r.randrange(100, 900)})\n"
    )
    return text, [pw], "stack-trace"


# ---------------------------------------------------------------- HTTP
def curl_bearer(r: random.Random):
    tok = jwt(r) if r.random() < 0.5 else prefixed_token(r)[1]
    text = (
        f"> GET /api/v2/{word(r)} HTTP/2\n> Host: api.{word(r)}.io\n> user-agent: curl/8.5.0\n"
        f"> authorization: Bearer {tok}\n> accept: */*\n>\n< HTTP/2 200\n< x-request-id: {uuid4(r)}\n"
    )
    return text, [tok], "http"


def curl_basic(r: random.Random):
    blob = b64text(f"{user(r)}:{any_password(r)}")
    text = f"> POST /v1/{word(r)} HTTP/1.1\n> Host: {host(r)}\n> Authorization: Basic {blob}\n> Content-Length: {r.randrange(10, 999)}\n"
    return text, [blob], "http"


def set_cookie(r: random.Random):
    val = pick(
        r,
        (
            lambda: b64url(r, 32),
            lambda: "s%3A" + b64url(r, 24) + "." + b64url(r, 32),
            lambda: hexs(r, 64),
            lambda: jwt(r),
        ),
    )()
    cname = pick(
        r,
        (
            "sessionid",
            "connect.sid",
            "_session_id",
            "laravel_session",
            "JSESSIONID",
            "auth",
            "__Host-sess",
        ),
    )
    text = f"< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: {cname}={val}; Path=/; HttpOnly; Secure; SameSite=Lax\n< Content-Length: 0\n"
    return text, [val], "http"


def har_cookie(r: random.Random):
    val = b64url(r, 30)
    apikey = opaque_token(r)
    text = json.dumps(
        {
            "request": {
                "method": "GET",
                "url": f"https://{word(r)}.app/api/me",
                "headers": [
                    {"name": "Cookie", "value": f"theme=dark; sid={val}"},
                    {"name": "X-Api-Key", "value": apikey},
                ],
            }
        },
        indent=1,
    )
    return text, [val, apikey], "har"


def query_param_token(r: random.Random):
    tok = opaque_token(r)
    p = pick(r, ("access_token", "api_key", "token", "key", "apikey", "auth"))
    text = f'{ts(r)} INFO  httpx GET https://api.{word(r)}.com/v3/{word(r)}?{p}={tok}&page=2 "HTTP/1.1 200 OK"\n'
    return text, [tok], "log"


# ---------------------------------------------------------------- database output
def psql_table(r: random.Random):
    rows, secrets = [], []
    for i in range(r.randrange(2, 4)):
        k = prefixed_token(r)[1] if r.random() < 0.5 else opaque_token(r)
        secrets.append(k)
        rows.append(f" {r.randrange(1, 999):>3} | {word(r):<10} | {k}")
    text = (
        " id  | name       | api_key\n-----+------------+--------------\n"
        + "\n".join(rows)
        + f"\n({len(rows)} rows)\n"
    )
    return text, secrets, "sql-output"


def pg_shadow(r: random.Random):
    h1 = "md5" + hexs(r, 32)
    h2 = f"SCRAM-SHA-256$4096:{b64(r, 16)}${b64(r, 32)}:{b64(r, 32)}"
    text = (
        f"=# select usename, passwd from pg_shadow;\n usename  |  passwd\n----------+--------\n"
        f" {user(r)} | {h1}\n {user(r)} | {h2}\n"
    )
    return text, [h1, h2], "sql-output"


def shadow_hash(r: random.Random):
    salt = chars(r, ALNUM + "./", 16)
    h6 = f"$6${salt}${chars(r, ALNUM + './', 86)}"
    hb = f"$2y$12${chars(r, ALNUM + './', 53)}"
    k = r.randrange(3)
    if k == 0:
        text = f"$ sudo grep {user(r)} /etc/shadow\n{user(r)}:{h6}:19{r.randrange(100, 999)}:0:99999:7:::\n"
        return text, [h6], "shell-output"
    if k == 1:
        text = f"mysql> SELECT id, email, password FROM users LIMIT 1;\n| {r.randrange(1, 99)} | {email(r)} | {hb} |\n"
        return text, [hb], "sql-output"
    nt = hexs(r, 32).upper()
    text = f"{user(r)}:{r.randrange(1000, 1200)}:aad3b435b51404eeaad3b435b51404ee:{nt}:::\n"
    return text, [nt], "shell-output"


def htpasswd(r: random.Random):
    h = pick(
        r,
        (
            lambda: f"$apr1${chars(r, ALNUM, 8)}${chars(r, ALNUM + './', 22)}",
            lambda: (
                f"$argon2id$v=19$m=65536,t=3,p=4${b64(r, 16).rstrip('=')}${b64(r, 32).rstrip('=')}"
            ),
        ),
    )()
    text = f"$ cat .htpasswd\n{user(r)}:{h}\n"
    return text, [h], "shell-output"


# ---------------------------------------------------------------- env / config
def dotenv(r: random.Random):
    lines, secrets = ["NODE_ENV=production", f"APP_URL=https://{word(r)}.io"], []
    for _ in range(r.randrange(1, 4)):
        key = pick(r, KEY_NAMES)
        val = (
            any_password(r)
            if "PASS" in key
            else (
                prefixed_token(r)[1] if key in PREFIXED_OK and r.random() < 0.6 else opaque_token(r)
            )
        )
        q = pick(r, ("", '"', "'"))
        lines.append(f"{key}={q}{val}{q}")
        secrets.append(val)
    r.shuffle(lines)
    return "\n".join(lines) + "\n", secrets, "dotenv"


def odd_key_config(r: random.Random):
    key = pick(r, ODD_KEY_NAMES).lower()
    val = any_password(r)
    fmt = r.randrange(4)
    if fmt == 0:
        text = f"[{word(r)}]\nhost = {host(r)}\n{key} = {val}\n"
        lang = "ini"
    elif fmt == 1:
        text = f'{word(r)}:\n  endpoint: https://{host(r)}\n  {key}: "{val}"\n'
        lang = "yaml"
    elif fmt == 2:
        text = json.dumps({"service": name(r), "options": {key: val, "retries": 3}}, indent=2)
        lang = "json"
    else:
        text = f"{word(r)}.{key}={val}\n{word(r)}.timeout=30s\n"
        lang = "properties"
    return text, [val], lang


def spring_props(r: random.Random):
    pw = any_password(r)
    text = (
        f"spring.datasource.url=jdbc:postgresql://{host(r)}:5432/{word(r)}\n"
        f"spring.datasource.username={user(r)}\nspring.datasource.password={pw}\nspring.jpa.open-in-view=false\n"
    )
    return text, [pw], "properties"


def xml_config(r: random.Random):
    pw = any_password(r).replace("&", "_")
    text = (
        f'<connectionStrings>\n  <add name="{word(r)}" connectionString="Server={host(r)};Database={word(r)};'
        f'User Id={user(r)};Password={pw};" />\n</connectionStrings>\n'
    )
    return text, [pw], "xml"


def webhook_url(r: random.Random):
    k = r.randrange(3)
    if k == 0:
        sec = chars(r, ALNUM, 24)
        text = f"SLACK_WEBHOOK=https://hooks.slack.com/services/T{chars(r, UPPER + DIGITS, 9)}/B{chars(r, UPPER + DIGITS, 10)}/{sec}\n"
    elif k == 1:
        sec = chars(r, ALNUM + "-_", 68)
        text = f"discord: https://discord.com/api/webhooks/{r.randrange(10**17, 10**18)}/{sec}\n"
    else:
        sec = "whsec_" + chars(r, ALNUM, 32)
        text = f"stripe listen --forward-to localhost:4242/webhook\n> Ready! Your webhook signing secret is {sec} (^C to quit)\n"
    return text, [sec], "config" if k < 2 else "shell-output"


def github_webhook_secret(r: random.Random):
    sec = hexs(r, 40)
    text = "$ gh api repos/{}/{}/hooks\n".format(word(r), name(r)) + json.dumps(
        [
            {
                "id": r.randrange(10**8, 10**9),
                "config": {
                    "url": f"https://ci.{word(r)}.io/hook",
                    "content_type": "json",
                    "secret": sec,
                    "insecure_ssl": "0",
                },
            }
        ],
        indent=2,
    )
    return text, [sec], "json"


def private_key_file(r: random.Random):
    kind = pick(r, ("RSA", "EC", "OPENSSH", "EC", "OPENSSH"))
    pem, lines = pem_lines(r, kind)
    path = pick(r, ("~/.ssh/id_ed25519", "deploy/key.pem", "certs/server.key", "~/.ssh/id_rsa"))
    return f"$ cat {path}\n{pem}\n", lines, "pem"


def private_key_in_yaml(r: random.Random):
    pem, lines = pem_lines(r, pick(r, ("EC", "OPENSSH")))
    ind = "\n    ".join(pem.split("\n"))
    text = f"ssh:\n  known_host: {host(r)}\n  private_key: |\n    {ind}\n"
    return text, lines, "yaml"


def private_key_escaped(r: random.Random):
    """Key in one JSON string with literal \\n escapes (hard: no line starts)."""
    pem, lines = pem_lines(r, "EC")
    esc = pem.replace("\n", "\\n")
    text = f'PRIVATE_KEY="{esc}"\n'
    return text, lines, "dotenv"


def jwt_in_log(r: random.Random):
    tok = jwt(r)
    text = f"{ts(r)} DEBUG auth.middleware verified token={tok} sub_ok=true latency_ms={r.randrange(1, 40)}\n"
    return text, [tok], "log"


def connection_string_log(r: random.Random):
    pw = any_password(r, url_safe=True)
    scheme = pick(r, ("postgres", "mongodb", "rediss", "amqps", "mssql", "clickhouse"))
    text = f'{ts(r)} level=info msg="connecting" dsn="{scheme}://{user(r)}:{pw}@{host(r)}/{word(r)}" attempt=1\n'
    return text, [pw], "log"


def kubectl_from_literal(r: random.Random):
    """A password on the kubectl command line (shell history)."""
    pw = any_password(r).replace("'", "")
    text = (
        f"$ kubectl -n {word(r)} create secret generic {name(r)} \\\n    --from-literal=username={user(r)} \\\n"
        f"    --from-literal=password='{pw}'\nsecret/{name(r)} created\n"
    )
    return text, [pw], "shell-output"


def shell_history(r: random.Random):
    """Passwords given as command flags in ~/.bash_history."""
    pw = any_password(r).replace("'", "").replace('"', "")
    cmd = pick(
        r,
        (
            f"redis-cli -h {host(r)} -a '{pw}' --no-auth-warning ping",
            f"sshpass -p '{pw}' ssh {user(r)}@{host(r)}",
            f"docker login -u {user(r)} -p '{pw}' registry.{word(r)}.io",
            f"mongosh \"mongodb://{host(r)}:27017\" --username {user(r)} --password '{pw}'",
            f"htpasswd -b -c /etc/nginx/.htpasswd {user(r)} '{pw}'",
        ),
    )
    text = f"$ history | tail -3\n  {r.randrange(100, 999)}  cd ~/{name(r)}\n  {r.randrange(100, 999)}  {cmd}\n  {r.randrange(100, 999)}  history | tail -3\n"
    return text, [pw], "shell-output"


def release_note_secret(r: random.Random):
    """A default credential published in release notes (hard: prose in markdown)."""
    pw = any_password(r, url_safe=True).rstrip(".!$*~")
    if len(pw) < 6 or not pw[-1].isalnum():
        pw = alnum(r, 14)
    text = (
        f"## v{r.randrange(1, 5)}.{r.randrange(20)}.0 ({date(r)})\n- New admin console at `/admin`.\n"
        f"- The seeded admin account is `{user(r)}` with password `{pw}` on the demo stack.\n- Fix {word(r)} pagination (#{r.randrange(100, 9999)}).\n"
    )
    return text, [pw], "markdown"
