"""More seen rows with secrets: URLs, cookies, dumps, mail, LDAP, Windows, source code."""

import json


def presigned_url(g):
    k = g.n(0, 2)
    obj = f"{g.word()}/{g.uuid()}.{g.pick(('pdf', 'zip', 'csv', 'tar.gz'))}"
    if k == 0:
        ak, sig = g.aws_id(), g.hex(64)
        url = (
            f"https://{g.word()}-uploads.s3.eu-west-1.amazonaws.example/{obj}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={ak}%2F20260304%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20260304T101500Z"
            f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        return url, [ak, sig], "url"
    if k == 1:
        sig = g.hex(256)
        url = (
            f"https://storage.googleapis.example/{g.word()}-exports/{obj}?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=exporter%40{g.word()}.iam.gserviceaccount.example%2F20260304%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Date=20260304T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}"
        )
        return url, [sig], "url"
    sig = g.an(43) + "%3D"
    url = (
        f"https://{g.word()}store.blob.core.windows.example/backups/{obj}?sv=2025-01-05&ss=b&srt=co"
        f"&sp=rl&se=2026-03-05T00:00:00Z&st=2026-03-04T00:00:00Z&spr=https&sig={sig}"
    )
    return url, [sig], "url"


def jwt_cookie(g):
    j, sess = g.jwt(), g.an(48)
    h = g.host("app")
    return (
        f"$ curl -si https://{h}/login -d @creds.json | head -6\nHTTP/2 200\n"
        f"set-cookie: sessionid={sess}; Path=/; HttpOnly; Secure; SameSite=Lax\n"
        f"set-cookie: access_token={j}; Path=/api; HttpOnly; Secure\n"
        f"x-request-id: {g.uuid()}\ncontent-type: application/json",
        [sess, j],
        "http",
    )


def db_dump(g):
    if g.r.random() < 0.5:
        toks = [g.token() for _ in range(g.n(2, 3))]
        rows = "\n".join(
            f"{i + 1}\t{g.n(1, 900)}\t{g.word()}\t{t}\t{g.date()} 10:{g.n(10, 59)}:00+00"
            for i, t in enumerate(toks)
        )
        return (
            "COPY public.api_tokens (id, user_id, name, token, created_at) FROM stdin;\n"
            f"{rows}\n\\.",
            toks,
            "pgdump",
        )
    toks = [g.token(g.pick(("xoxb", "stripe", "twilio", "sendgrid", "an32"))) for _ in range(2)]
    vals = ",".join(
        f"({i + 1},'{g.word()}','{t}','{g.date()} 09:00:00')" for i, t in enumerate(toks)
    )
    return (
        "LOCK TABLES `integrations` WRITE;\n"
        f"INSERT INTO `integrations` VALUES {vals};\nUNLOCK TABLES;",
        toks,
        "mysqldump",
    )


def mail_settings(g):
    pw = g.password()
    h = g.host("smtp")
    u = f"{g.name()}@{g.word()}.example"
    k = g.n(0, 3)
    if k == 0:
        return (
            f"# ~/.msmtprc\naccount default\nhost {h}\nport 587\nauth on\ntls on\nuser {u}\npassword {pw}",
            [pw],
            "msmtp",
        )
    if k == 1:
        return (
            f'EMAIL_HOST = "{h}"\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\n'
            f'EMAIL_HOST_USER = "{u}"\nEMAIL_HOST_PASSWORD = "{pw}"',
            [pw],
            "python",
        )
    if k == 2:
        return f"$ sudo cat /etc/postfix/sasl_passwd\n[{h}]:587 {u}:{pw}", [pw], "postfix"
    return (
        f"IMAPAccount work\nHost {g.host('imap')}\nUser {u}\nPass {pw}\nSSLType IMAPS",
        [pw],
        "mbsync",
    )


def ldap_bind(g):
    pw = g.password()
    dn = f"cn=svc-{g.word()},ou=services,dc={g.word()},dc=example"
    k = g.n(0, 2)
    if k == 0:
        return (
            f"$ ldapsearch -x -H ldaps://{g.host('ldap')} -D \"{dn}\" -w '{pw}' "
            f'-b "dc=example" "(uid={g.name()})" mail',
            [pw],
            "shell",
        )
    if k == 1:
        return (
            f"[domain/corp]\nid_provider = ldap\nldap_uri = ldaps://{g.host('ldap')}\n"
            f"ldap_default_bind_dn = {dn}\nldap_default_authtok_type = password\n"
            f"ldap_default_authtok = {pw}",
            [pw],
            "ini",
        )
    return (
        "gitlab_rails['ldap_servers'] = {\n  'main' => {\n"
        f"    'host' => '{g.host('ldap')}',\n    'bind_dn' => '{dn}',\n    'password' => '{pw}'\n  }}\n}}",
        [pw],
        "ruby",
    )


def windows(g):
    pw = g.password()
    k = g.n(0, 2)
    acct = f"CORP\\svc-{g.word()}"
    if k == 0:
        return (
            f'PS C:\\build> $pw = ConvertTo-SecureString "{pw}" -AsPlainText -Force\n'
            f"PS C:\\build> $cred = New-Object System.Management.Automation.PSCredential('{acct}', $pw)\n"
            f"PS C:\\build> Invoke-Command -ComputerName {g.word()}01 -Credential $cred -ScriptBlock {{ hostname }}",
            [pw],
            "powershell",
        )
    if k == 1:
        return (
            f"C:\\> net use Z: \\\\files.{g.word()}.example\\builds {pw} /user:{acct} /persistent:no\n"
            "The command completed successfully.",
            [pw],
            "cmd",
        )
    return (
        "Windows Registry Editor Version 5.00\n\n"
        "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
        f'"AutoAdminLogon"="1"\n"DefaultUserName"="kiosk-{g.n(1, 99)}"\n"DefaultPassword"="{pw}"',
        [pw],
        "reg",
    )


def src_python(g):
    ak, sk, pw = g.aws_id(), g.aws_secret(), g.password()
    if g.r.random() < 0.5:
        return (
            "import boto3\n\n"
            f's3 = boto3.client(\n    "s3",\n    aws_access_key_id="{ak}",\n    aws_secret_access_key="{sk}",\n)',
            [ak, sk],
            "python",
        )
    return (
        f'conn = psycopg.connect(host="{g.host("db")}", user="app", password="{pw}", dbname="app")',
        [pw],
        "python",
    )


def src_js(g):
    t, pw = (
        g.token(g.pick(("stripe", "openai", "anthropic", "sendgrid"))),
        g.password(url_safe=True),
    )
    if g.r.random() < 0.5:
        return (
            f"import Stripe from 'stripe';\n\nconst client = new Stripe('{t}', {{ apiVersion: '2025-10-29' }});",
            [t],
            "javascript",
        )
    return (
        f"await mongoose.connect('mongodb+srv://app:{pw}@cluster0.{g.word()}.example/app?retryWrites=true');",
        [pw],
        "javascript",
    )


def src_go(g):
    pw, t = g.password(), g.token()
    if g.r.random() < 0.5:
        dsn = f"host={g.host('db')} user=app password={pw} dbname=app sslmode=require"
        return (
            f'db, err := sql.Open("pgx", "{dsn}")\nif err != nil {{\n\tlog.Fatal(err)\n}}',
            [pw],
            "go",
        )
    return f'req.Header.Set("Authorization", "Bearer {t}")', [t], "go"


def src_java(g):
    pw, t = g.password(), g.token()
    return (
        f'private static final String API_KEY = "{t}";\n\n'
        f'HikariConfig cfg = new HikariConfig();\ncfg.setUsername("app");\ncfg.setPassword("{pw}");',
        [t, pw],
        "java",
    )


def src_split(g):
    v = g.pick(
        (lambda: g.token(g.pick(("ghp", "stripe", "openai", "hf", "npm", "linear"))), g.password)
    )()
    k = g.n(6, len(v) - 6)
    a, b = v[:k], v[k:]
    form = g.n(0, 3)
    if form == 0:
        return f'TOKEN = (\n    "{a}"\n    "{b}"\n)', [a, b], "python"
    if form == 1:
        return f"const key = ['{a}', '{b}'].join('');", [a, b], "javascript"
    if form == 2:
        return f'String secret = "{a}" +\n        "{b}";', [a, b], "java"
    return f"service:\n  credential: >-\n    {a}\n    {b}", [a, b], "yaml"


def odd_key(g):
    v = g.pick((g.password, lambda: g.token(g.pick(("hex40", "an32"))), lambda: g.b64(24)))()
    key = g.pick(("k1", "blob", "x", "q", "val2", "cfgA", "opt_z", "misc"))
    k = g.n(0, 2)
    if k == 0:
        return json.dumps({"name": g.word(), key: v, "retries": g.n(1, 5)}, indent=2), [v], "json"
    if k == 1:
        return f"[{g.word()}]\nregion = eu-west-1\n{key} = {v}\ntimeout = {g.n(5, 60)}", [v], "ini"
    return f'{g.word()}:\n  {key}: "{v}"\n  port: {g.n(1024, 9999)}', [v], "yaml"


FAMILIES = {}
HARD = {"db_dump", "src_split", "odd_key"}


def _collect():
    import seen

    for mod in (seen, __import__(__name__)):
        for name in dir(mod):
            f = getattr(mod, name)
            if (
                callable(f)
                and not name.startswith("_")
                and getattr(f, "__module__", "") == mod.__name__
            ):
                FAMILIES[name] = f


_collect()
