"""Secret-row templates: credentials inside tool output, files and source.

Each template takes a ``G`` and returns ``(text, [labels], lang)``; the family is
the template's registered name. Labels follow the README's label rules.
"""

import json

KEYNAMES = [
    "API_KEY",
    "SECRET_KEY",
    "AUTH_TOKEN",
    "ACCESS_TOKEN",
    "PRIVATE_TOKEN",
    "SERVICE_KEY",
    "CLIENT_SECRET",
    "BEARER",
    "APP_SECRET",
    "INTEGRATION_KEY",
]
ODD_KEYS = ["hush", "k", "pp", "cred", "sesame", "opaque", "blob", "x", "phrase", "pin"]


def git_diff_env(g):
    kind, tok = g.token()
    key = g.pick(["GH", "CI", "BOT", "DEPLOY", "RELEASE", "SYNC"]) + "_" + g.pick(KEYNAMES)
    sha1, sha2 = g.hex(7), g.hex(7)
    t = (
        f"diff --git a/.env b/.env\nindex {sha1}..{sha2} 100644\n--- a/.env\n+++ b/.env\n"
        f"@@ -3,4 +3,5 @@ LOG_LEVEL=info\n PORT=8080\n-{key}=\n+{key}={tok}\n TZ=UTC\n"
    )
    return t, [tok], "diff"


def git_show_yaml(g):
    pw = g.pw_plain()
    t = (
        f"commit {g.sha1()}\nAuthor: {g.name()} <{g.name()}@{g.host()}>\nDate:   Tue Mar 3 "
        f"10:{g.n(10, 59)}:01 2026 +0100\n\n    wire staging db\n\ndiff --git a/config/"
        f"staging.yml b/config/staging.yml\n@@ -1,6 +1,9 @@\n database:\n   host: {g.host()}\n"
        f"+  username: {g.user()}\n+  password: {pw}\n   pool: 10\n"
    )
    return t, [pw], "yaml"


def git_log_npmrc(g):
    tok = "npm_" + g.alnum(36)
    t = (
        f"$ git log -p -1 -- .npmrc\ncommit {g.sha1()}\n\n    ci: publish from runner\n\n"
        f"+@{g.name()}:registry=https://npm.pkg.{g.host()}/\n"
        f"+//registry.npmjs.org/:_authToken={tok}\n+always-auth=true\n"
    )
    return t, [tok], "ini"


def gha_log(g):
    kind, tok = g.token()
    t = (
        f"2026-03-0{g.n(1, 9)}T08:1{g.n(0, 9)}:22.{g.digits(7)}Z ##[group]Run curl -sf -X POST \\\n"
        f'  -H "Authorization: token {tok}" \\\n  https://api.github.com/repos/{g.name()}/'
        f"{g.word()}/dispatches\n##[endgroup]\n"
    )
    return t, [tok], "ci-log"


def gha_debug_eval(g):
    kind, tok = g.token()
    t = (
        f"##[debug]Evaluating: env.{g.pick(KEYNAMES)}\n##[debug]Evaluating Index:\n"
        f"##[debug]..Evaluating env:\n##[debug]..=> Object\n##[debug]=> '{tok}'\n"
        f"##[debug]Result: '{tok}'\n"
    )
    return t, [tok], "ci-log"


def gitlab_docker_login(g):
    pw = g.pw()
    reg = f"registry.{g.host()}"
    t = (
        f"$ docker login -u {g.user()} -p '{pw}' {reg}\nWARNING! Using --password via the CLI "
        f"is insecure. Use --password-stdin.\nLogin Succeeded\n$ docker push {reg}/"
        f"{g.word()}:{g.hex(8)}\n"
    )
    return t, [pw], "ci-log"


def jenkins_sshpass(g):
    pw = g.pw_plain()
    t = (
        f"[Pipeline] sh\n+ sshpass -p {pw} ssh -o StrictHostKeyChecking=no {g.user()}@"
        f"{g.ip()} 'systemctl restart {g.word()}'\n[Pipeline] }}\n"
    )
    return t, [pw], "ci-log"


def buildkite_env(g):
    kind, tok = g.token()
    t = (
        f"~~~ Preparing working directory\n$ cd /var/lib/buildkite-agent/builds/{g.name()}\n"
        f"~~~ Running global environment hook\n$ env | sort\nBUILDKITE_BRANCH=main\n"
        f"BUILDKITE_BUILD_ID={g.uuid()}\nBUILDKITE_COMMIT={g.sha1()}\n"
        f"{g.pick(['RELEASE', 'PUBLISH', 'REGISTRY'])}_{g.pick(KEYNAMES)}={tok}\n"
    )
    return t, [tok], "ci-log"


def docker_inspect_env(g):
    pw = g.pw_plain()
    t = json.dumps(
        [
            {
                "Id": g.sha256(),
                "Config": {
                    "Env": [
                        "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",
                        f"POSTGRES_USER={g.user()}",
                        f"POSTGRES_PASSWORD={pw}",
                        "PGDATA=/var/lib/postgresql/data",
                    ],
                    "Image": f"postgres@sha256:{g.sha256()}",
                },
            }
        ],
        indent=4,
    )
    return t, [pw], "json"


def docker_config_auth(g):
    auth = g.basic(g.user(), g.pw())
    t = json.dumps(
        {
            "auths": {f"registry.{g.host()}": {"auth": auth}},
            "credsStore": "",
            "currentContext": "default",
        },
        indent="\t",
    )
    return "$ cat ~/.docker/config.json\n" + t, [auth], "json"


def docker_history_buildarg(g):
    tok = "npm_" + g.alnum(36)
    t = (
        f"$ docker history --no-trunc {g.word()}:latest\nIMAGE          CREATED BY\n"
        f"sha256:{g.sha256()}   |1 NPM_TOKEN={tok} /bin/sh -c npm ci --omit=dev\n"
        f"<missing>      /bin/sh -c #(nop) ARG NPM_TOKEN\n"
    )
    return t, [tok], "shell"


def k8s_secret_yaml(g):
    vals = [g.b64(g.n(12, 30)) for _ in range(g.n(1, 3))]
    keys = ["password", "api-key", "token", "client-secret"]
    data = "\n".join(f"  {keys[i]}: {v}" for i, v in enumerate(vals))
    t = (
        f"$ kubectl get secret {g.word()}-creds -o yaml\napiVersion: v1\ndata:\n{data}\n"
        f"kind: Secret\nmetadata:\n  name: {g.word()}-creds\n  namespace: {g.word()}\n"
        f'  uid: {g.uuid()}\n  resourceVersion: "{g.digits(7)}"\ntype: Opaque\n'
    )
    return t, vals, "yaml"


def k8s_describe_literal(g):
    pw = g.pw_plain()
    t = (
        f"Containers:\n  api:\n    Container ID:   containerd://{g.sha256()}\n"
        f"    Environment:\n      LOG_LEVEL:    debug\n      REDIS_URL:    redis://{g.host()}:6379\n"
        f"      REDIS_PASSWORD:  {pw}\n      DB_PASSWORD:  <set to the key 'pw' in secret 'db'>\n"
    )
    return t, [pw], "kubectl"


def tf_plan_password(g):
    pw = g.pw_plain()
    t = (
        f'  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {{\n'
        f"      + allocated_storage = 50\n      + arn               = (known after apply)\n"
        f'      + engine            = "postgres"\n      + password          = "{pw}"\n'
        f'      + username          = "{g.user()}"\n    }}\n'
    )
    return t, [pw], "terraform"


def tf_state_keys(g):
    akid, sec = (
        "AKIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 40),
    )
    t = (
        f"$ terraform state show aws_iam_access_key.ci\n# aws_iam_access_key.ci:\n"
        f'resource "aws_iam_access_key" "ci" {{\n    create_date = "{g.ts()}"\n'
        f'    id          = "{akid}"\n    secret      = "{sec}"\n    status      = "Active"\n'
        f'    user        = "{g.user()}"\n}}\n'
    )
    return t, [akid, sec], "terraform"


def aws_create_key(g):
    akid = "AKIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 40)
    t = json.dumps(
        {
            "AccessKey": {
                "UserName": g.user(),
                "AccessKeyId": akid,
                "Status": "Active",
                "SecretAccessKey": sec,
                "CreateDate": g.ts(),
            }
        },
        indent=4,
    )
    return "$ aws iam create-access-key --user-name ci\n" + t, [akid, sec], "json"


def aws_sts_session(g):
    akid = "ASIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = g.b64(30)
    tokn = g.b64(g.n(240, 330))
    t = json.dumps(
        {
            "Credentials": {
                "AccessKeyId": akid,
                "SecretAccessKey": sec,
                "SessionToken": tokn,
                "Expiration": g.ts(),
            },
            "AssumedRoleUser": {"Arn": f"arn:aws:sts::{g.acct()}:assumed-role/ci/s"},
        },
        indent=4,
    )
    return t, [akid, sec, tokn], "json"


def gcloud_sa_key(g):
    lines = g.pem_lines(g.n(5, 10))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    proj = f"{g.word()}-{g.digits(6)}"
    t = (
        '{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n'
        '  "private_key_id": "' + g.hex(40) + '",\n  "private_key": "' + pk + '",\n'
        '  "client_email": "ci@' + proj + '.iam.gserviceaccount.com"\n}'
    )
    return t, [ln for ln in lines if len(ln) >= 6], "json"


def az_sp_create(g):
    pw = (
        g.alnum(3)
        + "8Q~"
        + g.s(g.pick(["abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789._-~"]), 34)
    )
    t = json.dumps(
        {"appId": g.uuid(), "displayName": f"{g.word()}-ci", "password": pw, "tenant": g.uuid()},
        indent=2,
    )
    return "$ az ad sp create-for-rbac --name ci\n" + t, [pw], "json"


def pip_index_url(g):
    tok = "pypi-AgEIcHlwaS5vcmc" + g.b64url(g.n(120, 150))
    u = g.pick(["__token__", g.user()])
    t = (
        f"$ pip install -r requirements.txt\nLooking in indexes: https://pypi.org/simple, "
        f"https://{u}:{tok}@pkgs.{g.host()}/simple/\nCollecting {g.word()}==={g.ver()}\n"
    )
    return t, [tok], "pip-log"


def pip_conf_pw(g):
    pw = g.pw()
    t = (
        f"[global]\nextra-index-url = https://{g.user()}:{pw}@artifacts.{g.host()}/api/pypi/"
        f"simple\ntimeout = 60\n"
    )
    return t, [pw], "ini"


def cargo_credentials(g):
    tok = "cio" + g.alnum(32)
    return f'# ~/.cargo/credentials.toml\n[registry]\ntoken = "{tok}"\n', [tok], "toml"


def netrc(g):
    kind, tok = g.token()
    pw = g.pw()
    t = (
        f"machine github.com\n  login {g.name()}\n  password {tok}\n"
        f"machine {g.host()} login {g.user()} password {pw}\n"
    )
    return t, [tok, pw], "netrc"


def pgpass(g):
    pws = [g.pw() for _ in range(g.n(1, 3))]
    t = "\n".join(f"{g.host()}:5432:{g.word()}:{g.user()}:{p}" for p in pws) + "\n"
    return "$ cat ~/.pgpass\n" + t, pws, "pgpass"


def pytest_assert(g):
    tok = g.alnum(g.n(28, 40))
    t = (
        f"    def test_client_config():\n        cfg = load_config()\n>       assert cfg == "
        f"EXPECTED\nE       AssertionError: assert {{'api_key': '{tok}', 'region': "
        f"'{g.region()}'}} == {{'region': '{g.region()}'}}\nE         Left contains 1 more "
        f"item:\nE         {{'api_key': '{tok}'}}\n"
    )
    return t, [tok], "pytest"


def py_traceback_locals(g):
    pw = g.pw()
    t = (
        f'Traceback (most recent call last):\n  File "/app/{g.word()}/db.py", line {g.n(10, 300)}'
        f", in connect\n    return pyodbc.connect(conn_str)\n    conn_str = 'Driver={{ODBC "
        f"Driver 18}};Server={g.host()};Database={g.word()};Uid={g.user()};Pwd={pw};'\n"
        f"pyodbc.OperationalError: ('08001', 'Login timeout expired')\n"
    )
    return t, [pw], "traceback"


def java_trace_jdbc(g):
    pw = g.pw()
    t = (
        f"org.postgresql.util.PSQLException: Connection to jdbc:postgresql://{g.host()}:5432/"
        f"{g.word()}?user={g.user()}&password={pw}&ssl=true refused.\n\tat org.postgresql.core."
        f"v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n"
    )
    return t, [pw], "traceback"


def curl_basic(g):
    b = g.basic(g.user(), g.pw())
    t = (
        f"* Connected to {g.host()} ({g.ip()}) port 443\n> GET /api/v2/status HTTP/2\n"
        f"> Host: {g.host()}\n> Authorization: Basic {b}\n> User-Agent: curl/8.5.0\n>\n"
        f"< HTTP/2 200\n< x-request-id: {g.uuid()}\n"
    )
    return t, [b], "http"


def curl_bearer_cookie(g):
    j = g.jwt()
    sess = g.b64url(g.n(32, 48))
    t = (
        f"> POST /graphql HTTP/1.1\n> authorization: Bearer {j}\n> content-type: "
        f"application/json\n>\n< HTTP/1.1 200 OK\n< set-cookie: __Host-session={sess}; Path=/;"
        f' Secure; HttpOnly; SameSite=Lax\n< etag: W/"{g.hex(16)}"\n'
    )
    return t, [j, sess], "http"


def har_cookie(g):
    sid = g.lower(32)
    t = json.dumps(
        {
            "request": {
                "method": "GET",
                "url": f"https://{g.host()}/account",
                "headers": [
                    {"name": "Cookie", "value": f"sessionid={sid}; theme=dark"},
                    {"name": "Accept", "value": "text/html"},
                ],
            }
        },
        indent=2,
    )
    return t, [sid], "har"


def pg_shadow(g):
    rows = [(g.user(), "md5" + g.hex(32)) for _ in range(g.n(1, 2))]
    scram = f"SCRAM-SHA-256$4096:{g.b64(16)}${g.b64(32)}:{g.b64(32)}"
    rows.append((g.user(), scram))
    body = "\n".join(f" {u:<18}| {h}" for u, h in rows)
    t = f"=# SELECT usename, passwd FROM pg_shadow;\n usename           | passwd\n-------+-----\n{body}\n({len(rows)} rows)\n"
    return t, [h for _, h in rows], "sql"


def mysql_users(g):
    h = "*" + g.hex(40).upper()
    t = (
        f"mysql> SELECT user, host, authentication_string FROM mysql.user;\n"
        f"| {g.user()} | % | {h} |\n| mysql.session | localhost | (locked) |\n"
    )
    return t, [h], "sql"


def env_file_multi(g):
    kind, tok = g.token()
    pw = g.pw_plain()
    sk = g.b64(32)
    t = (
        f"NODE_ENV=production\nDATABASE_URL=postgresql://{g.user()}:{pw}@{g.host()}:5432/"
        f"{g.word()}\nSESSION_SECRET={sk}\n{g.pick(['GH', 'VENDOR', 'UPSTREAM'])}_TOKEN={tok}\n"
        f"PORT=3000\n"
    )
    return t, [pw, sk, tok], "dotenv"


def vscode_launch(g):
    kind, tok = g.token()
    t = json.dumps(
        {
            "version": "0.2.0",
            "configurations": [
                {
                    "type": "python",
                    "request": "launch",
                    "name": "API",
                    "program": "${workspaceFolder}/app.py",
                    "env": {"FLASK_DEBUG": "1", g.pick(KEYNAMES): tok},
                }
            ],
        },
        indent=4,
    )
    return "// .vscode/launch.json\n" + t, [tok], "json"


def idea_runconfig(g):
    pw = g.pw_plain()
    t = (
        f'<component name="ProjectRunConfigurationManager">\n  <configuration name="App" '
        f'type="SpringBootApplicationConfigurationType">\n    <envs>\n      <env name="SPRING_'
        f'DATASOURCE_PASSWORD" value="{pw}" />\n      <env name="SPRING_PROFILES_ACTIVE" '
        f'value="dev" />\n    </envs>\n  </configuration>\n</component>\n'
    )
    return t, [pw], "xml"


def notebook_output(g):
    tok = "hf_" + g.alnum(34)
    t = json.dumps(
        {
            "cell_type": "code",
            "execution_count": g.n(1, 40),
            "id": g.hex(8),
            "outputs": [
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [f"Logged in with token {tok}\n", "Saved to cache\n"],
                }
            ],
            "source": ["!huggingface-cli whoami"],
        },
        indent=1,
    )
    return t, [tok], "ipynb"


def makefile_curl(g):
    pw = g.pw_plain()
    t = (
        f"deploy: build\n\tcurl -fsS -u {g.user()}:{pw} -T dist/app.tgz https://artifacts."
        f"{g.host()}/upload/\n\n.PHONY: deploy\n"
    )
    return t, [pw], "make"


def justfile_export(g):
    kind, tok = g.token()
    return (
        f'set dotenv-load\nexport {g.pick(KEYNAMES)} := "{tok}"\n\nrelease:\n    ./scripts/release.sh\n',
        [tok],
        "just",
    )


def ansible_vars(g):
    pw = g.pw_plain()
    t = (
        f"---\n# group_vars/{g.word()}.yml\nansible_user: {g.user()}\nansible_become_password: "
        f"{pw}\nnginx_worker_processes: auto\n"
    )
    return t, [pw], "yaml"


def chef_attr(g):
    pw = g.pw()
    return (
        (
            f"default['{g.word()}']['db']['user'] = '{g.user()}'\ndefault['{g.word()}']['db']"
            f"['password'] = '{pw}'\n"
        ),
        [pw],
        "ruby",
    )


def salt_pillar(g):
    pw = g.pw_plain()
    return (
        f"mysql:\n  server:\n    root_password: {pw}\n    bind-address: 127.0.0.1\n",
        [pw],
        "yaml",
    )


def systemd_env(g):
    pw = g.pw_plain()
    t = (
        f'[Service]\nType=simple\nUser={g.name()}\nEnvironment="REDIS_PASSWORD={pw}"\n'
        f"ExecStart=/usr/local/bin/{g.word()} --config /etc/{g.word()}.toml\nRestart=on-failure\n"
    )
    return t, [pw], "systemd"


def nginx_basic_header(g):
    b = g.basic(g.user(), g.pw())
    t = (
        f"location /internal/ {{\n    proxy_pass http://{g.ip()}:8080;\n    proxy_set_header "
        f'Authorization "Basic {b}";\n}}\n'
    )
    return t, [b], "nginx"


def caddy_bcrypt(g):
    h = "$2a$14$" + g.s("./" + "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 53)
    return (
        f"{g.host()} {{\n\tbasicauth /admin/* {{\n\t\t{g.name()} {h}\n\t}}\n\treverse_proxy :9000\n}}\n",
        [h],
        "caddy",
    )


def apache_setenv(g):
    kind, tok = g.token()
    return (
        f"<VirtualHost *:443>\n  ServerName {g.host()}\n  SetEnv UPSTREAM_TOKEN {tok}\n</VirtualHost>\n",
        [tok],
        "apache",
    )


def grpcurl_meta(g):
    kind, tok = g.token()
    t = (
        f"$ grpcurl -H 'authorization: Bearer {tok}' -d '{{\"id\": \"{g.uuid()}\"}}' "
        f'{g.host()}:443 {g.word()}.v1.OrderService/GetOrder\n{{\n  "status": "SHIPPED"\n}}\n'
    )
    return t, [tok], "grpc"


def graphql_headers(g):
    kind, tok = g.token()
    t = json.dumps({"query": "query { viewer { login } }", "headers": {"X-Api-Key": tok}})
    return "GraphiQL > Request Headers\n" + t, [tok], "graphql"


def gradle_props(g):
    p1, p2 = g.pw_plain(), g.pw_plain()
    t = (
        f"org.gradle.jvmargs=-Xmx4g\nandroid.useAndroidX=true\nRELEASE_STORE_FILE=release.jks\n"
        f"RELEASE_STORE_PASSWORD={p1}\nRELEASE_KEY_ALIAS={g.word()}\nRELEASE_KEY_PASSWORD={p2}\n"
    )
    return t, [p1, p2], "properties"


def info_plist(g):
    sec = g.alnum(40)
    t = (
        f"<key>CFBundleIdentifier</key>\n<string>com.{g.name()}.{g.word()}</string>\n"
        f"<key>{g.pick(['BackendClientSecret', 'PartnerAPISecret', 'SyncServiceKey'])}</key>\n"
        f"<string>{sec}</string>\n"
    )
    return t, [sec], "plist"


def devtools_fetch(g):
    kind, tok = g.token()
    t = (
        f'fetch("https://{g.host()}/api/items?page=2", {{\n  "headers": {{\n    "accept": '
        f'"application/json",\n    "x-api-key": "{tok}"\n  }},\n  "method": "GET"\n}});\n'
    )
    return t, [tok], "js"


def devtools_curl_cookie(g):
    sess = g.b64url(g.n(40, 64))
    t = (
        f"curl 'https://{g.host()}/dashboard' \\\n  -H 'accept: text/html' \\\n  -b '_{g.name()}"
        f"_session={sess}; locale=en' \\\n  --compressed\n"
    )
    return t, [sess], "shell"


def sql_dump_users(g):
    hs = [
        "$2y$10$" + g.s("./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 53)
        for _ in range(g.n(1, 3))
    ]
    vals = ",\n".join(f"({i + 1},'{g.name()}@{g.host()}','{h}')" for i, h in enumerate(hs))
    return (
        f"-- MySQL dump 10.13\nINSERT INTO `users` (`id`,`email`,`password`) VALUES\n{vals};\n",
        hs,
        "sql",
    )


def sql_create_user(g):
    pw = g.pw_plain()
    return (
        f"CREATE ROLE {g.name()} WITH LOGIN PASSWORD '{pw}' VALID UNTIL 'infinity';\n",
        [pw],
        "sql",
    )


def pem_file(g):
    kind = g.pick(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = g.pem_lines(width=70 if "OPENSSH" in kind else 64)
    if "OPENSSH" in kind:
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    body = "\n".join(lines)
    t = f"$ cat {g.pick(['id_deploy', 'server.key', 'tls.key', 'signing.pem'])}\n-----BEGIN {kind}-----\n{body}\n-----END {kind}-----\n"
    return t, [ln for ln in lines if len(ln) >= 6], "pem"


def pem_in_yaml(g):
    lines = g.pem_lines()
    body = "\n".join("    " + ln for ln in lines)
    t = f"tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n{body}\n    -----END EC PRIVATE KEY-----\n"
    return t, [ln for ln in lines if len(ln) >= 6], "yaml"


def jwt_log(g):
    j = g.jwt()
    return (
        (f"{g.ts()} DEBUG auth.middleware user={g.uuid()} token={j} path=/v1/orders\n"),
        [j],
        "log",
    )


def slack_webhook(g):
    sec = g.alnum(24)
    return (
        (
            f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}/"
            f"B{g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}/{sec}\n"
        ),
        [sec],
        "dotenv",
    )


def discord_webhook(g):
    sec = g.b64url(68)
    return (f'  webhook: "https://discord.com/api/webhooks/{g.digits(19)}/{sec}"\n'), [sec], "yaml"


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
    lang, text = g.pick(
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
        ]
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


# name -> (template, count, hard). "hard" marks forms a careful rule writer may still miss.
TEMPLATES = {
    "git-diff-env": (git_diff_env, 16, False),
    "git-show-yaml": (git_show_yaml, 14, False),
    "git-log-npmrc": (git_log_npmrc, 10, False),
    "gha-log-header": (gha_log, 14, False),
    "gha-debug-eval": (gha_debug_eval, 10, True),
    "gitlab-docker-login": (gitlab_docker_login, 12, False),
    "jenkins-sshpass": (jenkins_sshpass, 10, True),
    "buildkite-env": (buildkite_env, 10, False),
    "docker-inspect-env": (docker_inspect_env, 12, False),
    "docker-config-auth": (docker_config_auth, 12, False),
    "docker-history-buildarg": (docker_history_buildarg, 8, True),
    "k8s-secret-data": (k8s_secret_yaml, 14, False),
    "kubectl-describe-literal": (k8s_describe_literal, 10, True),
    "terraform-plan": (tf_plan_password, 10, False),
    "terraform-state-keys": (tf_state_keys, 10, False),
    "aws-create-key": (aws_create_key, 10, False),
    "aws-sts-session": (aws_sts_session, 10, False),
    "gcloud-sa-key": (gcloud_sa_key, 10, False),
    "az-sp-secret": (az_sp_create, 10, True),
    "pip-index-url": (pip_index_url, 8, False),
    "pip-conf-url": (pip_conf_pw, 8, False),
    "cargo-credentials": (cargo_credentials, 8, False),
    "netrc": (netrc, 10, False),
    "pgpass": (pgpass, 10, True),
    "pytest-assert": (pytest_assert, 10, True),
    "traceback-connstr": (py_traceback_locals, 10, True),
    "java-trace-jdbc": (java_trace_jdbc, 8, False),
    "curl-basic": (curl_basic, 12, False),
    "curl-bearer-cookie": (curl_bearer_cookie, 12, False),
    "har-cookie": (har_cookie, 10, True),
    "pg-shadow-hash": (pg_shadow, 10, True),
    "mysql-hash": (mysql_users, 8, True),
    "dotenv-multi": (env_file_multi, 14, False),
    "vscode-launch": (vscode_launch, 10, False),
    "idea-runconfig": (idea_runconfig, 8, False),
    "notebook-output": (notebook_output, 8, False),
    "makefile-curl": (makefile_curl, 8, True),
    "justfile-export": (justfile_export, 6, False),
    "ansible-vars": (ansible_vars, 8, False),
    "chef-attr": (chef_attr, 6, False),
    "salt-pillar": (salt_pillar, 6, False),
    "systemd-env": (systemd_env, 8, False),
    "nginx-basic": (nginx_basic_header, 8, False),
    "caddy-bcrypt": (caddy_bcrypt, 6, True),
    "apache-setenv": (apache_setenv, 6, False),
    "grpcurl-meta": (grpcurl_meta, 8, False),
    "graphql-headers": (graphql_headers, 8, False),
    "gradle-props": (gradle_props, 8, True),
    "info-plist": (info_plist, 8, True),
    "devtools-fetch": (devtools_fetch, 8, False),
    "devtools-cookie": (devtools_curl_cookie, 8, True),
    "sql-dump-bcrypt": (sql_dump_users, 8, True),
    "sql-create-role": (sql_create_user, 8, True),
    "pem-file": (pem_file, 10, False),
    "pem-yaml": (pem_in_yaml, 6, False),
    "jwt-log": (jwt_log, 10, False),
    "slack-webhook": (slack_webhook, 8, False),
    "discord-webhook": (discord_webhook, 6, False),
    "gh-webhook-secret": (gh_webhook_secret, 6, True),
    "ntlm-dump": (ntlm_dump, 6, True),
    "shadow-sha512": (shadow_line, 6, False),
    "redis-cli-a": (redis_cli, 8, True),
    "mongo-uri": (mongo_uri, 8, False),
    "kafka-jaas": (kafka_jaas, 6, True),
    "azure-storage-key": (azure_conn, 8, False),
    "servicebus-key": (servicebus_conn, 6, True),
    "git-credentials": (git_credential_store, 8, False),
    "odd-key-json": (odd_key_json, 12, True),
    "vendor-opaque": (opaque_vendor_hex, 14, True),
    "shell-history": (shell_history, 10, True),
    "export-pgpassword": (export_pgpassword, 6, False),
    "split-concat": (split_concat, 10, True),
    "wrapped-log": (wrapped_log, 8, True),
    "table-cell": (md_table_cell, 10, True),
    "psql-config-table": (psql_config_table, 8, True),
    "commit-msg-pw": (git_commit_msg_pw, 10, True),
    "powershell-securestring": (powershell_secure, 6, True),
    "expect-send": (expect_script, 6, True),
    "helm-values": (helm_values, 6, False),
    "access-log-query-token": (access_log_query, 8, True),
    "az-keyvault-value": (az_keyvault_show, 8, False),
    "gcloud-access-token": (gcloud_access_token, 8, False),
    "htpasswd-apr1": (htpasswd_apr1, 8, True),
    "kubectl-jsonpath-b64": (kubectl_jsonpath, 8, True),
    "source": (source_lang, 60, False),
}
