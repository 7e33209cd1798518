"""rows_secret templates, part 3 of 3 (split only to keep modules small)."""

import json

from gen_util import ODD_KEYS


def gh_webhook_secret(g):
    sec = g.hex(40)
    return (
        (
            f"$ gh api repos/{g.name()}/{g.word()}/hooks -f config[url]=https://{g.host()}/hook "
            f"-f config[secret]={sec} -f config[content_type]=json\n"
        ),
        [sec],
        "shell",
    )


def ntlm_dump(g):
    hs = [g.hex(32) for _ in range(g.n(1, 3))]
    rows = "\n".join(
        f"{g.name()}:{g.n(1000, 1200)}:aad3b435b51404eeaad3b435b51404ee:{h}:::" for h in hs
    )
    return "[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)\n" + rows + "\n", hs, "text"


def shadow_line(g):
    h = f"$6${g.s('./' + 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 16)}${g.s('./abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 86)}"
    return f"{g.name()}:{h}:19{g.n(100, 999)}:0:99999:7:::\n", [h], "text"


def redis_cli(g):
    pw = g.pw_plain()
    return (
        f"$ redis-cli -h {g.host()} -a {pw} --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=1204\n",
        [pw],
        "shell",
    )


def mongo_uri(g):
    pw = g.pw()
    return (
        f"Connecting to: mongodb+srv://{g.user()}:{pw}@{g.word()}.{g.lower(5)}.mongodb.net/?retryWrites=true\n",
        [pw],
        "log",
    )


def kafka_jaas(g):
    pw = g.pw_plain()
    return (
        (
            f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            f'username="{g.user()}" password="{pw}";\n'
        ),
        [pw],
        "properties",
    )


def azure_conn(g):
    k = g.b64(64)
    return (
        (
            f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName={g.name()};"
            f"AccountKey={k};EndpointSuffix=core.windows.net\n"
        ),
        [k],
        "dotenv",
    )


def servicebus_conn(g):
    k = g.b64(32)
    return (
        (
            f'"ServiceBus": "Endpoint=sb://{g.name()}.servicebus.windows.net/;SharedAccessKeyName='
            f'RootManageSharedAccessKey;SharedAccessKey={k}"\n'
        ),
        [k],
        "json",
    )


def git_credential_store(g):
    kind, tok = g.token() if g.r.random() < 0.5 else ("pw", g.pw())
    return f"$ cat ~/.git-credentials\nhttps://{g.name()}:{tok}@{g.host()}\n", [tok], "text"


def odd_key_json(g):
    pw = g.pw()
    k = g.pick(ODD_KEYS)
    t = json.dumps({"svc": {"u": g.user(), k: pw, "h": g.host()}, "retries": 3})
    return t, [pw], "json"


def opaque_vendor_hex(g):
    v = g.pick(
        [
            ("DD_API_KEY", g.hex(32)),
            ("HEROKU_API_KEY", g.uuid()),
            ("TWILIO_AUTH_TOKEN", g.hex(32)),
            ("NEW_RELIC_LICENSE_KEY", g.hex(36) + "NRAL"),
            (
                "CLOUDFLARE_API_TOKEN",
                g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-", 40),
            ),
            ("ALGOLIA_ADMIN_KEY", g.hex(32)),
        ]
    )
    return f"      - name: Upload\n        env:\n          {v[0]}: {v[1]}\n", [v[1]], "yaml"


def shell_history(g):
    pw = g.pw_plain()
    n = g.n(100, 900)
    return (
        (
            f"$ history | tail -3\n  {n}  mysql -u{g.user()} -p{pw} -h {g.host()} prod\n"
            f"  {n + 1}  ls\n  {n + 2}  history | tail -3\n"
        ),
        [pw],
        "shell",
    )


def export_pgpassword(g):
    pw = g.pw()
    return (
        f"$ export PGPASSWORD='{pw}'\n$ psql -h {g.host()} -U {g.user()} -c '\\dt'\n",
        [pw],
        "shell",
    )


def split_concat(g):
    kind, tok = g.token()
    cut = len(tok) // 2
    a, b = tok[:cut], tok[cut:]
    return (
        (f'# split so the push scanner doesn\'t flag it\nTOKEN = "{a}" \\\n    "{b}"\n'),
        [a, b],
        "python",
    )


def wrapped_log(g):
    tok = g.b64url(g.n(90, 130))
    w = 60
    parts = [tok[i : i + w] for i in range(0, len(tok), w)]
    if len(parts[-1]) < 6:
        parts[-2] += parts[-1]
        parts = parts[:-1]
    body = "\n    ".join(parts)
    return (
        (f"{g.ts()} INFO  refresh ok; new refresh_token=\n    {body}\n  expires_in=3600\n"),
        parts,
        "log",
    )


def md_table_cell(g):
    rows, labels = [], []
    for env in ["dev", "staging", "prod"][: g.n(2, 3)]:
        p = g.pw()
        labels.append(p)
        rows.append(f"| {env} | {g.host()} | {g.user()} | {p} |")
    return (
        "| env | host | user | password |\n|---|---|---|---|\n" + "\n".join(rows) + "\n",
        labels,
        "markdown",
    )


def psql_config_table(g):
    kind, tok = g.token()
    return (
        (
            f"=> SELECT key, value FROM app_settings;\n     key      |  value\n--------------+---------\n"
            f" smtp_host    | {g.host()}\n {g.pick(['stripe_key', 'gh_token', 'upstream_key'])} | {tok}\n"
            f" theme        | dark\n(3 rows)\n"
        ),
        [tok],
        "sql",
    )


def git_commit_msg_pw(g):
    pw = g.pw_plain()
    return (
        (
            f"commit {g.sha1()}\nAuthor: {g.name()} <{g.name()}@{g.host()}>\n\n    temp: staging "
            f"admin login is now {g.user()} / {pw} until SSO lands\n"
        ),
        [pw],
        "git-log",
    )


def powershell_secure(g):
    pw = g.pw_plain()
    return (
        (
            f'$sec = ConvertTo-SecureString "{pw}" -AsPlainText -Force\n$cred = New-Object '
            f'System.Management.Automation.PSCredential("{g.user()}", $sec)\n'
        ),
        [pw],
        "powershell",
    )


def expect_script(g):
    pw = g.pw_plain()
    return (
        f'spawn ssh {g.user()}@{g.ip()}\nexpect "password:"\nsend "{pw}\\r"\ninteract\n',
        [pw],
        "tcl",
    )


def helm_values(g):
    pw = g.pw_plain()
    rsk = g.alnum(24)
    return (
        (
            f"$ helm get values {g.word()} -n {g.word()}\nUSER-SUPPLIED VALUES:\nauth:\n  rootPassword: {pw}\n"
            f"  replicaSetKey: {rsk}\nimage:\n  tag: {g.ver()}\n"
        ),
        [pw, rsk],
        "yaml",
    )


def source_lang(g):
    kind, tok = g.token()
    pw = g.pw_plain()
    host = g.host()
    lang, text = g.turn(
        "secret-source",
        [
            (
                "python",
                f'client = Client(api_key="{tok}")\nengine = create_engine("mysql://{g.user()}:{pw}@{host}/app")\n',
            ),
            (
                "go",
                f'var apiToken = "{tok}"\n\nfunc dsn() string {{ return "host={host} password={pw} sslmode=require" }}\n',
            ),
            (
                "javascript",
                f"const octokit = new Octokit({{ auth: '{tok}' }});\nconst pool = new Pool({{ host: '{host}', password: '{pw}' }});\n",
            ),
            (
                "typescript",
                f'export const config: Config = {{\n  token: "{tok}",\n  dbPassword: "{pw}",\n}};\n',
            ),
            ("java", f'private static final String TOKEN = "{tok}";\nds.setPassword("{pw}");\n'),
            (
                "ruby",
                f"Octokit::Client.new(access_token: '{tok}')\nActiveRecord::Base.establish_connection(password: '{pw}')\n",
            ),
            (
                "php",
                f"$client = new Client(['token' => '{tok}']);\n$pdo = new PDO('mysql:host={host}', 'app', '{pw}');\n",
            ),
            (
                "csharp",
                f'var client = new HttpClient();\nclient.DefaultRequestHeaders.Add("X-Token", "{tok}");\nvar cs = "Server={host};User Id=sa;Password={pw};";\n',
            ),
            (
                "rust",
                f'let token = "{tok}";\nlet pool = PgPool::connect("postgres://app:{pw}@{host}/app").await?;\n',
            ),
            (
                "kotlin",
                f'val token = "{tok}"\nval ds = HikariDataSource().apply {{ password = "{pw}" }}\n',
            ),
            ("swift", f'let apiToken = "{tok}"\nlet keychainFallback = "{pw}"\n'),
            (
                "elixir",
                f'config :my_app, MyApp.Repo,\n  password: "{pw}",\n  hostname: "{host}"\nconfig :my_app, :gh_token, "{tok}"\n',
            ),
            (
                "scala",
                f'val token = "{tok}"\nval xa = Transactor.fromDriverManager[IO]("org.postgresql.Driver", "jdbc:postgresql:app", "app", "{pw}")\n',
            ),
            (
                "dart",
                f"const apiToken = '{tok}';\nfinal conn = PostgreSQLConnection('{host}', 5432, 'app', password: '{pw}');\n",
            ),
            ("lua", f'local token = "{tok}"\nlocal red = redis:new(); red:auth("{pw}")\n'),
            (
                "r",
                f'Sys.setenv(GITHUB_PAT = "{tok}")\ncon <- dbConnect(RPostgres::Postgres(), host = "{host}", password = "{pw}")\n',
            ),
            (
                "perl",
                f"my $token = '{tok}';\nmy $dbh = DBI->connect(\"dbi:Pg:host={host}\", 'app', '{pw}');\n",
            ),
            (
                "powershell",
                f"$headers = @{{ Authorization = \"Bearer {tok}\" }}\n$env:DB_PASS = '{pw}'\n",
            ),
            (
                "haskell",
                f'apiToken :: Text\napiToken = "{tok}"\n\nconnInfo = defaultConnectInfo {{ connectPassword = "{pw}" }}\n',
            ),
        ],
    )
    return text, [tok, pw], lang


def access_log_query(g):
    tok = g.b64url(g.n(32, 48))
    return (
        (
            f'{g.ip()} - - [03/Mar/2026:10:{g.n(10, 59)}:07 +0000] "GET /api/export?format=csv&access_token={tok} '
            f'HTTP/1.1" 200 {g.n(100, 99999)} "-" "python-requests/2.32"\n'
        ),
        [tok],
        "nginx-log",
    )


def az_keyvault_show(g):
    v = g.pw_plain(20, 32)
    t = json.dumps(
        {
            "attributes": {"enabled": True, "created": g.ts()},
            "contentType": None,
            "id": f"https://{g.name()}.vault.azure.net/secrets/{g.word()}/{g.hex(32)}",
            "name": g.word(),
            "value": v,
        },
        indent=2,
    )
    return "$ az keyvault secret show --vault-name kv --name db\n" + t, [v], "json"


def gcloud_access_token(g):
    tok = "ya29." + g.b64url(g.n(140, 200))
    return (
        f'$ gcloud auth print-access-token\n{tok}\n$ curl -H "Authorization: Bearer $(gcloud auth print-access-token)" ...\n',
        [tok],
        "shell",
    )


def htpasswd_apr1(g):
    h = (
        "$apr1$"
        + g.alnum(8)
        + "$"
        + g.s("./" + "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 22)
    )
    return f"$ cat /etc/nginx/.htpasswd\n{g.name()}:{h}\n", [h], "htpasswd"


def kubectl_jsonpath(g):
    v = g.b64(g.n(14, 30))
    return (
        (f"$ kubectl get secret {g.word()}-db -o jsonpath='{{.data.password}}'\n{v}\n"),
        [v],
        "kubectl",
    )


def kubeconfig_client_key(g):
    ca, crt, key = g.b64(g.n(300, 500)), g.b64(g.n(300, 500)), g.b64(g.n(600, 900))
    tok = g.b64url(g.n(40, 60))
    user = g.user()
    t = (
        f"apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: {ca}\n"
        f"    server: https://{g.ip()}:6443\n  name: {g.word()}\nusers:\n- name: {user}\n  user:\n"
        f"    client-certificate-data: {crt}\n    client-key-data: {key}\n"
    )
    if g.r.random() < 0.5:
        t += f"- name: {g.user()}\n  user:\n    token: {tok}\n"
        return t, [key, tok], "yaml"
    return t, [key], "yaml"


def ps_environ(g):
    kind, tok = g.token()
    pid = g.n(200, 60000)
    t = (
        f"$ ps eww -p {pid}\n    PID TTY      STAT   TIME COMMAND\n  {pid} ?        Ssl    0:04 node dist/server.js "
        f"HOSTNAME={g.name()} NODE_ENV=production UPSTREAM_AUTH={tok} HOME=/home/node\n"
    )
    return t, [tok], "shell"
