# ruff: noqa: E501  (data tables: long literal templates read better unwrapped)
"""The "seen" half: tool output and files an agent reads, with and without secrets.

Each secret generator returns (text, [labels], lang); family is the function name minus `s_`.
Each ordinary generator returns (text, lang); family is the name minus `o_`.
"""

import base64
import json
import string

from gen import ALNUM, HEX, LOWER_ALNUM

KEYNAMES = [
    "password",
    "DB_PASSWORD",
    "api_key",
    "API_TOKEN",
    "secret",
    "client_secret",
    "auth_token",
    "SMTP_PASS",
    "REDIS_PASSWORD",
    "access_token",
    "privateToken",
    "signingKey",
    "pass",
    "pwd",
    "passwd",
    "master_key",
    "encryption_key",
]
# Key names a rule list keyed on "password/secret/token" tends not to cover.
ODD_KEYS = [
    "clave",
    "kennwort",
    "mot_de_passe",
    "senha",
    "haslo",
    "sifre",
    "parol",
    "mima",
    "cred",
    "x",
    "conn2",
    "bootstrap",
    "sesame",
    "magic",
    "pin_code",
    "unlock",
    "k1",
    "shh",
    "cfg_p",
    "admin_pw",
    "pw2",
    "DB_PW",
    "LOGIN_PHRASE",
]


def tok(g, pre, n, alpha=ALNUM):
    return pre + g.s(alpha, n)


def prefixed(g):
    return g.pick(
        [
            lambda: tok(g, "ghp_", 36),
            lambda: tok(g, "gho_", 36),
            lambda: tok(g, "ghs_", 36),
            lambda: "github_pat_" + g.s(ALNUM, 22) + "_" + g.s(ALNUM, 59),
            lambda: tok(g, "glpat-", 20, ALNUM + "-_"),
            lambda: (
                "xoxb-"
                + g.s(string.digits, 12)
                + "-"
                + g.s(string.digits, 13)
                + "-"
                + g.s(ALNUM, 24)
            ),
            lambda: (
                "xoxp-" + g.s(string.digits, 12) + "-" + g.s(string.digits, 12) + "-" + g.s(HEX, 32)
            ),
            lambda: tok(g, "sk_live_", 32),
            lambda: tok(g, "rk_live_", 32),
            lambda: tok(g, "npm_", 36),
            lambda: tok(g, "hf_", 34),
            lambda: tok(g, "sk-proj-", 48, ALNUM + "-_"),
            lambda: tok(g, "dop_v1_", 64, HEX),
            lambda: tok(g, "shpat_", 32, HEX),
            lambda: "SG." + g.s(ALNUM + "-_", 22) + "." + g.s(ALNUM + "-_", 43),
            lambda: tok(g, "AIza", 35, ALNUM + "-_"),
            lambda: tok(g, "whsec_", 32),
            lambda: "pypi-AgEIcHlwaS5vcmc" + g.s(ALNUM + "-_", 60),
            lambda: tok(g, "sq0atp-", 22, ALNUM + "-_"),
            lambda: tok(g, "glrt-", 20, ALNUM + "-_"),
            lambda: tok(g, "lin_api_", 40),
        ]
    )()


def secret_value(g):
    return g.pick(
        [
            g.password,
            g.human_pw,
            lambda: g.s(ALNUM, g.r.randint(24, 40)),
            lambda: g.hexs(32),
            lambda: g.hexs(64),
            lambda: prefixed(g),
            g.passphrase,
        ]
    )()


def akia(g):
    return g.pick(["AKIA", "ASIA"]) + g.s(string.ascii_uppercase + "234567", 16), g.s(
        ALNUM + "+/", 40
    )


# ---------------------------------------------------------------- secret generators
def s_env_file(g):
    lines, labels = [], []
    for _ in range(g.r.randint(2, 6)):
        lines.append(
            g.pick(
                [
                    f"APP_ENV={g.pick(['prod', 'dev'])}",
                    f"PORT={g.r.randint(3000, 9000)}",
                    f"DB_HOST={g.host()}",
                    f"LOG_LEVEL={g.pick(['info', 'debug'])}",
                ]
            )
        )
    for _ in range(g.r.randint(1, 3)):
        v = secret_value(g)
        labels.append(v)
        k = g.pick(KEYNAMES).upper()
        q = g.pick(["", '"', "'"])
        lines.insert(g.r.randrange(len(lines) + 1), f"{g.pick(['', 'export '])}{k}={q}{v}{q}")
    return "\n".join(lines), labels, "dotenv"


def s_shell_log(g):
    v = secret_value(g)
    k = g.pick(KEYNAMES).upper()
    cmd = g.pick(
        [
            f"$ export {k}={v}",
            f"$ docker run -e {k}={v} {g.pick(['postgres:16', 'redis:7', 'app:latest'])}",
            f"$ curl -s -H 'Authorization: Bearer {v}' https://{g.host()}/api/v1/me",
            f"$ mysql -u {g.user()} -p{v} -h {g.host()}",
            f"$ {k}='{v}' ./deploy.sh",
        ]
    )
    tail = g.pick(["", f"\n{g.uuid()}", "\nOK", "\nconnection established"])
    return cmd + tail, [v], "shell"


def s_ci_log(g):
    v = g.pick([prefixed(g), g.password()])
    step = g.r.randint(1, 30)
    return (
        (
            f"2026-12-0{g.r.randint(1, 3)}T{g.time()}:{g.r.randint(10, 59)}.{g.r.randint(1000000, 9999999)}Z "
            f'##[group]Run ./scripts/publish.sh\n+ echo "using token {v}"\nusing token {v}\n'
            f"Step {step}/31 : RUN npm publish\n##[endgroup]"
        ),
        [v],
        "ci-log",
    )


def s_aws_json(g):
    kid, sec = akia(g)
    sess = g.b64(180)
    lab = [kid, sec]
    if kid.startswith("ASIA"):
        lab.append(sess)
    body = {
        "Credentials": {
            "AccessKeyId": kid,
            "SecretAccessKey": sec,
            **({"SessionToken": sess} if kid.startswith("ASIA") else {}),
            "Expiration": f"{g.date()}T{g.time()}:00+00:00",
        },
        "AssumedRoleUser": {"Arn": f"arn:aws:sts::{g.s(string.digits, 12)}:assumed-role/deploy/ci"},
    }
    return json.dumps(body, indent=4), lab, "json"


def s_aws_ini(g):
    kid, sec = akia(g)
    return (
        (
            f"[{g.pick(['default', 'prod', 'ci'])}]\naws_access_key_id = {kid}\n"
            f"aws_secret_access_key = {sec}\nregion = {g.pick(['eu-west-1', 'us-east-2'])}\n"
        ),
        [kid, sec],
        "ini",
    )


def s_docker_auth(g):
    blob = base64.b64encode(f"{g.user()}:{g.password()}".encode()).decode()
    reg = g.pick(
        [
            "ghcr.io",
            "registry.gitlab.com",
            f"{g.s(string.digits, 12)}.dkr.ecr.eu-west-1.amazonaws.com",
        ]
    )
    return json.dumps({"auths": {reg: {"auth": blob}}, "credsStore": ""}, indent=2), [blob], "json"


def s_k8s_secret(g):
    vals = {
        k: base64.b64encode(secret_value(g).encode()).decode()
        for k in g.r.sample(
            ["password", "username-pw", "api-key", "token", "dsn-pass"], g.r.randint(1, 3)
        )
    }
    body = "\n".join(f"  {k}: {v}" for k, v in vals.items())
    return (
        (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {g.pick(['db', 'app'])}-creds\n"
            f"  uid: {g.uuid()}\ntype: Opaque\ndata:\n{body}\n"
        ),
        list(vals.values()),
        "yaml",
    )


def s_dsn(g):
    pw = g.password()
    u, h = g.user(), g.host()
    url = g.pick(
        [
            f"postgres://{u}:{pw}@{h}:5432/app",
            f"postgresql+psycopg://{u}:{pw}@{h}/db?sslmode=require",
            f"mysql://{u}:{pw}@{h}:3306/shop",
            f"mongodb+srv://{u}:{pw}@{h}/?retryWrites=true",
            f"redis://:{pw}@{h}:6379/0",
            f"amqp://{u}:{pw}@{h}:5672/vhost",
            f"https://{u}:{pw}@git.{h}/team/repo.git",
        ]
    )
    line = g.pick(
        [
            f"DATABASE_URL={url}",
            f"sqlalchemy.url = {url}",
            f"connecting to {url} ...",
            f'  "dsn": "{url}",',
            f"url: {url}",
        ]
    )
    return line, [pw], "dsn"


def s_netrc(g):
    pw, pw2 = g.password(), g.password()
    if g.r.random() < 0.5:
        return (
            (
                f"machine {g.host()}\n  login {g.user()}\n  password {pw}\nmachine {g.host()} login "
                f"{g.user()} password {pw2}\n"
            ),
            [pw, pw2],
            "netrc",
        )
    return (
        f"{g.host()}:5432:*:{g.user()}:{pw}\n{g.host()}:5432:app:{g.user()}:{pw2}\n",
        [pw, pw2],
        "pgpass",
    )


def s_http_trace(g):
    kind = g.r.randint(0, 2)
    if kind == 0:
        v = g.pick([g.jwt(), prefixed(g), g.s(ALNUM, 40)])
        hdr = f"> Authorization: Bearer {v}"
    elif kind == 1:
        v = base64.b64encode(f"{g.user()}:{g.password()}".encode()).decode()
        hdr = f"> Authorization: Basic {v}"
    else:
        v = g.pick([g.s(ALNUM, 32), g.b64url(48), g.jwt()])
        hdr = f"> Cookie: {g.pick(['sessionid', 'connect.sid', '_app_session', 'JSESSIONID'])}={v}; theme=dark"
    return (
        (
            f"> GET /api/v2/items HTTP/1.1\n> Host: {g.host()}\n{hdr}\n> Accept: */*\n>\n< HTTP/1.1 200 OK\n"
            f"< X-Request-Id: {g.uuid()}\n< Content-Type: application/json"
        ),
        [v],
        "http",
    )


def s_set_cookie(g):
    v = g.pick([g.b64url(40), g.jwt(), g.hexs(64)])
    return (
        (
            f"HTTP/2 302\nlocation: /dashboard\nset-cookie: {g.pick(['session', '__Host-sid', 'auth'])}={v}; "
            f"Path=/; HttpOnly; Secure; SameSite=Lax\nx-trace-id: {g.hexs(32)}"
        ),
        [v],
        "http",
    )


def s_private_key(g):
    kind = g.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = g.pem_body(g.pick([121, 240, 400]))
    pre = g.pick(["", "$ cat ~/.ssh/id_deploy\n", "key.pem:\n", "ssh_key: |\n"])
    ind = "  " if pre.startswith("ssh_key") else ""
    text = pre + "\n".join(
        ind + ln for ln in [f"-----BEGIN {kind}-----", *body, f"-----END {kind}-----"]
    )
    return text, [ln for ln in body if len(ln) >= 6], "pem"


def s_gcp_sa(g):
    body = g.pem_body(400)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n-----END PRIVATE KEY-----\\n"
    proj = g.pick(["acme", "shop", "data"]) + "-" + g.s(string.digits, 6)
    text = (
        '{\n  "type": "service_account",\n  "project_id": "'
        + proj
        + '",\n  "private_key_id": "'
        + g.hexs(40)
        + '",\n  "private_key": "'
        + pk
        + '",\n  "client_email": "ci@'
        + proj
        + '.iam.gserviceaccount.com"\n}'
    )
    return text, [ln for ln in body if len(ln) >= 6], "json"


def s_token_prefix(g):
    v = prefixed(g)
    line = g.pick(
        [
            f"token: {v}",
            f"Using {v} for upload",
            f"GITHUB_TOKEN={v}",
            f'"key": "{v}"',
            f'[credentials]\ntoken = "{v}"',
            f"//registry.npmjs.org/:_authToken={v}",
            f"password: {v}  # rotated {g.date()}",
        ]
    )
    return line, [v], "token"


def s_jwt_log(g):
    v = g.jwt()
    return (
        (
            f"{g.date()} {g.time()}:02 DEBUG auth.middleware verifying token={v} "
            f"request_id={g.uuid()}"
        ),
        [v],
        "log",
    )


def s_hashes(g):
    rows, labs = [], []
    kind = g.r.randint(0, 3)
    for _ in range(g.r.randint(2, 4)):
        u = g.user()
        if kind == 0:
            h = "md5" + g.hexs(32)
            rows.append(f" {u:<14}| {h}")
        elif kind == 1:
            h = "$6$" + g.s(ALNUM + "./", 16) + "$" + g.s(ALNUM + "./", 86)
            rows.append(f"{u}:{h}:19{g.r.randint(100, 999)}:0:99999:7:::")
        elif kind == 2:
            h = "$2y$" + g.pick(["10", "12"]) + "$" + g.s(ALNUM + "./", 53)
            rows.append(f"({g.r.randint(1, 900)}, '{u}', '{h}'),")
        else:
            h = g.hexs(32)
            rows.append(
                f"CORP\\{u}:{g.r.randint(1000, 9999)}:aad3b435b51404eeaad3b435b51404ee:{h}:::"
            )
        labs.append(h)
    head = [
        "  rolname      | rolpassword\n--------------+-------------",
        "",
        "INSERT INTO users (id, login, pw_hash) VALUES",
        "",
    ][kind]
    return (head + "\n" if head else "") + "\n".join(rows), labs, "db"


def s_webhook(g):
    if g.r.random() < 0.5:
        sec = g.s(ALNUM, 24)
        url = f"https://hooks.slack.com/services/T{g.s(string.ascii_uppercase + string.digits, 9)}/B{g.s(string.ascii_uppercase + string.digits, 10)}/{sec}"
    else:
        sec = g.s(ALNUM + "-_", 68)
        url = f"https://discord.com/api/webhooks/{g.s(string.digits, 18)}/{sec}"
    return (
        g.pick(
            [f"WEBHOOK_URL={url}", f"notify:\n  url: {url}", f'curl -X POST -d @msg.json "{url}"']
        ),
        [sec],
        "webhook",
    )


def s_azure(g):
    k = g.b64(64)
    if g.r.random() < 0.5:
        return (
            (
                f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName={g.pick(['acme', 'logs'])}"
                f"{g.r.randint(1, 99)};AccountKey={k};EndpointSuffix=core.windows.net"
            ),
            [k],
            "azure",
        )
    sig = g.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return (
        (
            f"https://acme{g.r.randint(1, 99)}.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o"
            f"&sp=r&se=2026-12-31T00:00:00Z&sig={sig}"
        ),
        [sig],
        "azure",
    )


CODE = {
    "python": [
        '{k} = "{v}"',
        'client = Client(api_key="{v}")',
        'os.environ.setdefault("{K}", "{v}")',
        "conn = psycopg.connect(password='{v}', host=HOST)",
    ],
    "javascript": [
        'const {k} = "{v}";',
        "headers: {{ Authorization: `Bearer {v}` }},",
        "process.env.{K} ||= '{v}';",
    ],
    "typescript": [
        'export const config = {{ {k}: "{v}" }} as const;',
        'private readonly {k} = "{v}";',
    ],
    "go": [
        'const {k} = "{v}"',
        'req.Header.Set("X-Api-Key", "{v}")',
        'db, err := sql.Open("postgres", "password={v} sslmode=disable")',
    ],
    "java": ['private static final String {K} = "{v}";', 'props.setProperty("{k}", "{v}");'],
    "csharp": ['var {k} = "{v}";', 'options.ClientSecret = "{v}";'],
    "ruby": ["{K} = '{v}'", 'config.{k} = "{v}"'],
    "php": ["define('{K}', '{v}');", "$pdo = new PDO($dsn, 'app', '{v}');"],
    "rust": ['const {K}: &str = "{v}";', 'let client = Client::new("{v}");'],
    "kotlin": ['val {k} = "{v}"', 'buildConfigField("String", "{K}", "\\"{v}\\"")'],
    "swift": ['let {k} = "{v}"', 'request.setValue("{v}", forHTTPHeaderField: "X-Auth")'],
    "sql": ["CREATE USER app WITH PASSWORD '{v}';", "ALTER ROLE reporting PASSWORD '{v}';"],
    "bash": ['{K}="{v}"', "sshpass -p '{v}' ssh deploy@$HOST"],
}


def s_source(g):
    lang = g.pick(sorted(CODE))
    v = secret_value(g)
    k = g.pick(KEYNAMES + ODD_KEYS)
    line = g.pick(CODE[lang]).format(k=k.lower(), K=k.upper(), v=v)
    ctx = (
        g.pick(["", "# TODO move to vault\n", "// temporary\n", "-- seed\n"])
        if lang != "python"
        else "# TODO move to vault\n"
    )
    return ctx + line, [v], lang


def s_split_concat(g):
    a, b = g.s(ALNUM, g.r.randint(10, 16)), g.s(ALNUM, g.r.randint(10, 16))
    lang = g.pick(["python", "javascript", "java", "go"])
    k = g.pick(KEYNAMES)
    text = {
        "python": f'{k} = (\n    "{a}"\n    "{b}"\n)',
        "javascript": f'const {k} = "{a}" +\n  "{b}";',
        "java": f'String {k} = "{a}"\n    + "{b}";',
        "go": f'var {k} = "{a}" +\n\t"{b}"',
    }[lang]
    return text, [a, b], lang


def s_odd_key(g):
    v = g.pick([g.password(), g.s(ALNUM, 28), g.passphrase()])
    k = g.pick(ODD_KEYS)
    fmt = g.pick(["yaml", "toml", "ini", "json", "xml", "properties"])
    text = {
        "yaml": f"service:\n  {k}: {v}\n  retries: 3",
        "toml": f'[server]\n{k} = "{v}"\nport = 8080',
        "ini": f"[main]\n{k}={v}\nhost={g.host()}",
        "json": json.dumps({"name": "svc", k: v}, indent=2),
        "xml": f'<connection host="{g.host()}">\n  <{k}>{v}</{k}>\n</connection>',
        "properties": f"spring.datasource.url=jdbc:postgresql://{g.host()}/app\nspring.datasource.{k}={v}",
    }[fmt]
    return text, [v], fmt


def s_table_cell(g):
    rows = []
    labs = []
    for _ in range(g.r.randint(2, 4)):
        v = g.password()
        labs.append(v)
        rows.append(f"| {g.host()} | {g.user()} | {v} |")
    return "| host | user | pass |\n|---|---|---|\n" + "\n".join(rows), labs, "markdown"


def s_notebook(g):
    v = g.pick([prefixed(g), g.s(ALNUM, 32)])
    cell = {
        "cell_type": "code",
        "execution_count": g.r.randint(1, 40),
        "metadata": {},
        "outputs": [],
        "source": [
            "import requests\n",
            f"KEY = '{v}'\n",
            "r = requests.get(URL, params={'key': KEY})\n",
        ],
    }
    return json.dumps(cell, indent=1), [v], "ipynb"


def s_ide(g):
    v = g.password()
    if g.r.random() < 0.5:
        return (
            json.dumps(
                {
                    "version": "0.2.0",
                    "configurations": [
                        {
                            "name": "api",
                            "type": "debugpy",
                            "request": "launch",
                            "env": {"DB_PASS": v, "DEBUG": "1"},
                        }
                    ],
                },
                indent=2,
            ),
            [v],
            "json",
        )
    return (
        (
            f'<data-source name="{g.host()}" uuid="{g.uuid()}">\n  <user-name>{g.user()}</user-name>\n'
            f"  <password>{v}</password>\n</data-source>"
        ),
        [v],
        "xml",
    )


def s_terraform(g):
    v = g.password(14, 24)
    if g.r.random() < 0.5:
        return (
            (
                f'resource "aws_db_instance" "main" {{\n  engine   = "postgres"\n  username = "{g.user()}"\n'
                f'  password = "{v}"\n}}'
            ),
            [v],
            "hcl",
        )
    return (
        json.dumps(
            {
                "version": 4,
                "lineage": g.uuid(),
                "resources": [
                    {
                        "type": "random_password",
                        "instances": [
                            {"attributes": {"id": "none", "result": v, "length": len(v)}}
                        ],
                    }
                ],
            },
            indent=2,
        ),
        [v],
        "tfstate",
    )


def s_mobile(g):
    v = g.password()
    if g.r.random() < 0.5:
        return (
            (
                f"android {{\n  signingConfigs {{\n    release {{\n      storeFile file('release.jks')\n"
                f"      storePassword '{v}'\n      keyAlias 'upload'\n    }}\n  }}\n}}"
            ),
            [v],
            "gradle",
        )
    return (
        (
            f"<key>APIBackendSecret</key>\n<string>{v}</string>\n<key>CFBundleVersion</key>\n"
            f"<string>{g.r.randint(1, 400)}</string>"
        ),
        [v],
        "plist",
    )


def s_pkg_config(g):
    pw = g.password()
    h = g.host()
    return (
        g.pick(
            [
                f"[global]\nindex-url = https://{g.user()}:{pw}@{h}/simple/",
                f"[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://{h}/\nusername = {g.user()}\npassword = {pw}",
                f"<server>\n  <id>internal</id>\n  <username>{g.user()}</username>\n  <password>{pw}</password>\n</server>",
                f"artifactoryUser={g.user()}\nartifactoryPassword={pw}",
            ]
        ),
        [pw],
        "pkg",
    )


def s_test_output(g):
    v = g.pick([prefixed(g), g.password()])
    return (
        (
            f"FAILED tests/test_client.py::test_auth - AssertionError: assert 401 == 200\n"
            f"E   where headers = {{'Authorization': 'token {v}', 'User-Agent': 'ci'}}"
        ),
        [v],
        "pytest",
    )


def s_debugger(g):
    v = g.password()
    return (
        (
            f"(Pdb) p settings\n{{'debug': False, 'db_host': '{g.host()}', 'db_user': '{g.user()}', "
            f"'db_pass': '{v}', 'pool': 5}}"
        ),
        [v],
        "pdb",
    )


def s_b64_blob(g):
    raw = json.dumps({"user": g.user(), "password": g.password()})
    v = base64.b64encode(raw.encode()).decode()
    return f"CREDENTIALS_JSON_B64={v}", [v], "dotenv"


def s_query_param(g):
    v = g.pick([g.s(ALNUM, 32), g.hexs(40)])
    return (
        (
            f"{g.date()} {g.time()}:11 GET https://{g.host()}/v1/export?format=csv&{g.pick(['apikey', 'access_token', 'key', 'auth'])}={v}"
            f"&page=2 200 {g.r.randint(5, 900)}ms"
        ),
        [v],
        "log",
    )


def s_log_login(g):
    v = g.password()
    return (
        (
            f"{g.date()}T{g.time()}:33Z WARN login attempt user={g.user()} {g.pick(['password', 'pw', 'pass'])}={v} "
            f"ip=10.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)} result=fail"
        ),
        [v],
        "log",
    )


def s_bare_value(g):
    v = g.pick([g.s(ALNUM, 40), g.b64(30), g.s(LOWER_ALNUM, 32)])
    return (
        (f"$ cat /run/secrets/{g.pick(['db_password', 'api_key', 'signing_key'])}\n{v}\n$ "),
        [v],
        "shell",
    )


def s_compose(g):
    v = g.password()
    return (
        (
            f"services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER={g.user()}\n"
            f'      - POSTGRES_PASSWORD={v}\n    ports: ["5432:5432"]'
        ),
        [v],
        "yaml",
    )


def s_helm(g):
    v = g.password()
    return (
        (
            f"$ helm install api ./chart --set image.tag={g.version()} --set "
            f"{g.pick(['postgresql.auth.password', 'redis.auth.password', 'auth.adminPassword'])}={v}"
        ),
        [v],
        "shell",
    )


def s_docker_inspect(g):
    v = g.password()
    k = g.pick(KEYNAMES).upper()
    return (
        (
            f'$ docker inspect api --format "{{{{json .Config.Env}}}}"\n'
            f'["PATH=/usr/local/bin:/usr/bin","{k}={v}","LANG=C.UTF-8"]'
        ),
        [v],
        "docker",
    )


def s_npm_log(g):
    v = tok(g, "npm_", 36)
    return (
        (
            f"npm verb config //registry.npmjs.org/:_authToken={v}\n"
            f"npm http fetch PUT 200 https://registry.npmjs.org/@acme%2fcli {g.r.randint(100, 900)}ms"
        ),
        [v],
        "npm-log",
    )


def s_docs_snippet(g):
    u, pw = g.user(), g.password()
    return (
        (
            f"## Staging access\n\nRun:\n\n```sh\ncurl -u {u}:{pw} https://{g.host()}/health\n```\n\n"
            "(ask in #ops if it stops working)"
        ),
        [pw],
        "markdown",
    )


def s_yaml_block(g):
    a, b = g.s(ALNUM, 32), g.s(ALNUM, 32)
    return f"signing:\n  key: >-\n    {a}\n    {b}\n  algorithm: HS512", [a, b], "yaml"


def s_git_remote(g):
    v = g.pick([tok(g, "ghs_", 36), tok(g, "glpat-", 20, ALNUM + "-_"), g.s(ALNUM, 40)])
    u = g.pick(["x-access-token", "oauth2", "gitlab-ci-token", g.user()])
    url = f"https://{u}:{v}@{g.pick(['github.com', 'gitlab.com', 'git.corp.example'])}/acme/api.git"
    return f"$ git remote -v\norigin\t{url} (fetch)\norigin\t{url} (push)", [v], "shell"


def s_redis_cli(g):
    v = g.password()
    return (
        f"$ redis-cli -h {g.host()}\n> AUTH {v}\nOK\n> INFO keyspace\ndb0:keys=1204,expires=3",
        [v],
        "redis",
    )


def s_kubeconfig(g):
    v = g.pick([g.jwt(), g.s(ALNUM, 40)])
    key_blob = g.b64(240)
    return (
        (
            f"users:\n- name: ci\n  user:\n    token: {v}\n"
            f"- name: admin\n  user:\n    client-key-data: {key_blob}"
        ),
        [v, key_blob],
        "kubeconfig",
    )


def s_ansible(g):
    v, w = g.password(), g.password()
    return (
        (
            f"[web]\n{g.host()} ansible_user={g.user()} ansible_password={v}\n\n[web:vars]\n"
            f"ansible_become_pass={w}"
        ),
        [v, w],
        "ansible",
    )


def s_json_in_log(g):
    v = g.password()
    k = g.pick(KEYNAMES + ODD_KEYS)
    return (
        (
            f'{g.date()} {g.time()}:45 ERROR payload rejected: "{{\\"user\\":\\"{g.user()}\\",'
            f'\\"{k}\\":\\"{v}\\"}}"'
        ),
        [v],
        "log",
    )


def s_sqlplus(g):
    v = g.password()
    return (
        g.pick(
            [
                f"$ sqlplus {g.user()}/{v}@{g.host()}:1521/ORCL",
                f"$ PGPASSWORD={v} pg_dump -h {g.host()} -U {g.user()} app > app.sql",
                f'$ mongosh "mongodb://{g.host()}" -u {g.user()} -p {v}',
            ]
        ),
        [v],
        "shell",
    )


SECRET_GENS = [v for k, v in sorted(globals().items()) if k.startswith("s_")]
# Forms a careful rule writer would likely still miss (counted as "hard" in README).
HARD = {
    "s_split_concat",
    "s_odd_key",
    "s_table_cell",
    "s_bare_value",
    "s_hashes",
    "s_b64_blob",
    "s_azure",
    "s_gcp_sa",
    "s_debugger",
    "s_mobile",
}
