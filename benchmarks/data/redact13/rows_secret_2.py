"""rows_secret templates, part 2 of 3 (split only to keep modules small)."""

import json

from gen_util import KEYNAMES


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
