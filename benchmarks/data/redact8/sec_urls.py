"""Secret rows: URLs and DSNs, credential files, HTTP auth, webhooks and Sentry DSNs."""

from __future__ import annotations

import json
from random import Random

from common import (
    ALNUM,
    B64URL,
    TLDS,
    Row,
    b64_bytes,
    b64_of,
    chars,
    date_str,
    dns,
    email,
    hexs,
    host,
    jwt,
    org,
    password,
    r_svc,
    user,
    uuid4,
)


def url_dsn(r: Random) -> Row:
    """A URL, DSN or connection string with a password; only the password is labelled."""
    pw = password(r, url_safe=True)
    u, h, db = user(r), host(r), r_svc(r)
    forms = [
        ("url", f"DATABASE_URL=postgres://{u}:{pw}@{h}:5432/{db}?sslmode=require"),
        ("url", f"mysql://{u}:{pw}@{h}:3306/{db}"),
        (
            "url",
            f'MONGO_URI="mongodb+srv://{u}:{pw}@cluster{r.randrange(9)}.{dns(r)}/{db}?retryWrites=true"',
        ),
        ("url", f"redis://:{pw}@{h}:6379/0"),
        ("url", f"amqp://{u}:{pw}@{h}:5672/%2F"),
        ("url", f"git clone https://{u}:{pw}@git.{dns(r)}/{db}/{db}-service.git"),
        ("url", f"smtp://{u}:{pw}@smtp.{dns(r)}:587"),
        ("url", f'engine = create_engine("postgresql+psycopg://{u}:{pw}@{h}/{db}")'),
        (
            "jdbc",
            f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={pw};encrypt=true",
        ),
        ("jdbc", f"jdbc:postgresql://{h}:5432/{db}?user={u}&password={pw}&ssl=true"),
        (
            "adonet",
            f"Server={h};Database={db};User Id={u};Password={pw};TrustServerCertificate=True;",
        ),
        (
            "odbc",
            f"DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={h};DATABASE={db};UID={u};PWD={pw}",
        ),
        ("libpq", f"host={h} port=5432 dbname={db} user={u} password={pw} sslmode=verify-full"),
        ("url", f"https://{u}:{pw}@nexus.{dns(r)}/repository/maven-releases/"),
        ("url", f"proxy = http://{u}:{pw}@proxy.{dns(r)}:3128"),
        ("url", f"[{date_str(r)}] GET ftp://{u}:{pw}@{h}/exports/daily.csv 226 Transfer complete"),
        ("url", f"ldaps://cn={u},ou=svc,dc=corp:{pw}@{h}:636"),
        ("url", f'  url: "sqlserver://{u}:{pw}@{h}:1433?database={db}"'),
        ("url", f"celery_broker_url = 'sqla+postgresql://{u}:{pw}@{h}/{db}'"),
        ("url", f"elastic: https://{u}:{pw}@es.{dns(r)}:9200/_cat/indices?v"),
    ]
    i = r.randrange(len(forms))
    form, text = forms[i]
    if i == 16:
        text = f"LDAP_URL=ldaps://{u}:{pw}@{h}:636/ou=svc,dc=corp"
    hard = i in (10, 11, 12, 15, 16)
    return Row(text, (pw,), form=form, hard=hard)


def cred_file(r: Random) -> Row:
    """A .netrc, .pgpass, AWS-style, .git-credentials, .npmrc, .pypirc, docker config."""
    u, h = user(r), host(r)
    kind = r.randrange(9)
    if kind == 0:
        pw = password(r)
        text = f"machine {h}\n  login {u}\n  password {pw}"
        if r.random() < 0.5:
            text = f"machine api.{dns(r)} login {user(r)} password {pw}"
        return Row(text, (pw,), form="netrc")
    if kind == 1:
        pw = password(r)
        rows = [f"{host(r)}:5432:*:{user(r)}:{pw}"]
        text = "# hostname:port:database:username:password\n" + "\n".join(rows)
        return Row(text, (pw,), form="pgpass")
    if kind == 2:
        pw = password(r, url_safe=True)
        text = f"https://{u}:{pw}@{r.choice(['github.com', 'gitlab.com', 'bitbucket.org', 'git.' + h])}"
        return Row(text, (pw,), form="git-credentials")
    if kind == 3:
        tok = "npm_" + chars(r, ALNUM, 36)
        text = f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}"
        return Row(text, (tok,), form="npmrc")
    if kind == 4:
        tok = "pypi-AgEIcHlwaS5vcmc" + b64_bytes(r, 60, url=True, pad=False)
        text = (
            f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {tok}"
        )
        return Row(text, (tok,), form="pypirc")
    if kind == 5:
        auth = b64_of(f"{u}:{password(r)}")
        reg = r.choice(["https://index.docker.io/v1/", f"registry.{dns(r)}", "ghcr.io"])
        text = json.dumps({"auths": {reg: {"auth": auth}}}, indent=2)
        return Row(text, (auth,), form="docker-config", hard=True)
    if kind == 6:
        pw = password(r)
        text = f'[client]\nuser = {u}\npassword = "{pw}"\nhost = {h}'
        return Row(text, (pw,), form="my.cnf")
    if kind == 7:
        tok = jwt(r) if r.random() < 0.5 else chars(r, ALNUM, 40)
        text = (
            f"users:\n- name: {u}@{r_svc(r)}\n  user:\n    token: {tok}\n"
            f"contexts:\n- context:\n    cluster: {r_svc(r)}\n    user: {u}@{r_svc(r)}"
        )
        return Row(text, (tok,), form="kubeconfig")
    pw = password(r)
    text = (
        f"[default]\naccess_key = {chars(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 20)}\n"
        f"host_base = s3.{dns(r)}\nuse_https = True\nsecret_key = {pw}"
    )
    key = text.split("access_key = ", 1)[1].split("\n", 1)[0]
    return Row(text, (key, pw), form="s3cfg", hard=True)


def http_auth(r: Random) -> Row:
    """HTTP requests and responses carrying credentials in headers or cookies."""
    h = host(r)
    kind = r.randrange(8)
    if kind == 0:
        b = b64_of(f"{user(r)}:{password(r)}")
        text = (
            f"GET /api/v1/builds HTTP/1.1\nHost: {h}\nAuthorization: Basic {b}\n"
            f"Accept: application/json"
        )
        return Row(text, (b,), form="http")
    if kind == 1:
        tok = r.choice([jwt(r), chars(r, ALNUM, 40), b64_bytes(r, 32, url=True, pad=False)])
        text = f'curl -X POST https://{h}/v2/jobs -H "Authorization: Bearer {tok}" -d @job.json'
        return Row(text, (tok,), form="shell")
    if kind == 2:
        key = chars(r, ALNUM, 32)
        text = (
            f"> POST /ingest HTTP/2\n> host: {h}\n> x-api-key: {key}\n"
            f"> content-type: application/json\n>\n< HTTP/2 202"
        )
        return Row(text, (key,), form="http")
    if kind == 3:
        sid = b64_bytes(r, 24, url=True, pad=False)
        text = (
            f"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: session={sid}; Path=/; "
            f"HttpOnly; Secure; SameSite=Lax\nX-Request-Id: {uuid4(r)}"
        )
        return Row(text, (sid,), form="http")
    if kind == 4:
        sid = hexs(r, 32)
        csrf = chars(r, ALNUM, 32)
        text = f"Cookie: PHPSESSID={sid}; theme=dark; csrftoken={csrf}"
        return Row(text, (sid,), form="http", hard=True)
    if kind == 5:
        tok = chars(r, ALNUM, 40)
        text = f"fetch(`https://{h}/v1/query?api_key={tok}&q=${{term}}`)"
        return Row(text, (tok,), form="code-javascript", hard=True)
    if kind == 6:
        tok = jwt(r)
        text = f'requests.get(url, headers={{"Authorization": "Bearer {tok}"}}, timeout=5)'
        return Row(text, (tok,), form="code-python")
    tok = chars(r, ALNUM, 24)
    text = (
        f"Proxy-Authorization: Basic {b64_of(user(r) + ':' + tok)}\n"
        f"User-Agent: curl/8.{r.randrange(1, 9)}.0"
    )
    b = text.split("Basic ", 1)[1].split("\n", 1)[0]
    return Row(text, (b,), form="http", hard=True)


def webhook(r: Random) -> Row:
    """Slack, Discord, Teams-like and generic webhook URLs; only the secret part labelled."""
    kind = r.randrange(4)
    if kind == 0:
        t = "T" + chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8)
        b = "B" + chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)
        s = chars(r, ALNUM, 24)
        url = f"https://hooks.slack.com/services/{t}/{b}/{s}"
        text = r.choice(
            [
                f"SLACK_WEBHOOK_URL={url}",
                f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {url}",
                f'alerting:\n  slack:\n    url: {url}\n    channel: "#ops"',
            ]
        )
        return Row(text, (s,), form="webhook")
    if kind == 1:
        wid = str(r.randrange(10**17, 10**18))
        s = chars(r, B64URL, 68)
        text = f'DISCORD_HOOK = "https://discord.com/api/webhooks/{wid}/{s}"'
        return Row(text, (s,), form="webhook")
    if kind == 2:
        s = chars(r, ALNUM, 32)
        text = f"POST https://hooks.{dns(r)}/trigger/{r_svc(r)}?token={s}"
        return Row(text, (s,), form="webhook", hard=True)
    s = "whsec_" + chars(r, ALNUM, 32)
    text = f"STRIPE_WEBHOOK_SECRET={s}"
    return Row(text, (s,), form="env")


def sentry_dsn(r: Random) -> Row:
    """A Sentry DSN; its public key is labelled as the project's issue asks."""
    key = hexs(r, 32)
    text = r.choice(
        [
            f"SENTRY_DSN=https://{key}@o{r.randrange(10**5, 10**7)}.ingest.sentry.io/{r.randrange(10**6, 10**7)}",
            f'Sentry.init({{ dsn: "https://{key}@o{r.randrange(10**5, 10**7)}.ingest.us.sentry.io/{r.randrange(10**6, 10**7)}" }});',
            f'sentry_sdk.init(dsn="https://{key}@sentry.{dns(r)}/{r.randrange(2, 90)}", traces_sample_rate=0.1)',
        ]
    )
    return Row(text, (key,), form="dsn")


def email_creds(r: Random) -> Row:
    """SMTP / IMAP settings with an app password (four groups of four letters)."""
    app = " ".join(chars(r, "abcdefghijklmnopqrstuvwxyz", 4) for _ in range(4))
    text = (
        f"EMAIL_HOST=smtp.{org(r)}.{r.choice(TLDS)}\nEMAIL_HOST_USER={email(r)}\n"
        f'EMAIL_HOST_PASSWORD="{app}"\nEMAIL_PORT=587'
    )
    return Row(text, (app,), form="env", hard=True)
