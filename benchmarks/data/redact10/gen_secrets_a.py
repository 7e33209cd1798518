# ruff: noqa: E501  (data templates are long string literals)
"""Secret rows, part A: command lines, env and config assignments, URLs, credential files, HTTP.

Each generator takes the shared rng and returns ``(text, secrets, lang, hard)``;
``hard`` marks forms a careful rule writer would plausibly still miss.
"""

from __future__ import annotations

import json

from gen_util import (
    alnum,
    b64text,
    dbname,
    digits,
    email,
    hexs,
    host,
    human_password,
    ip,
    name,
    password,
    pick,
    user,
    uuid4,
    word,
)


def cli_password(rng):
    p = password(rng)
    u, h = user(rng), host(rng)
    forms = [
        (
            f"$ mysql -h {h} -u {u} -p'{p}' {dbname(rng)}\nmysql: [Warning] Using a password on the command line interface can be insecure.",
            False,
        ),
        (f"$ mysql -u{u} -p{p} -e 'SHOW DATABASES'", True),
        (
            f"$ sshpass -p '{p}' ssh {u}@{ip(rng)} 'uptime'\n 14:02:11 up 41 days,  3:12,  1 user,  load average: 0.08, 0.11, 0.09",
            False,
        ),
        (f"$ PGPASSWORD={p} psql -h {h} -U {u} -d {dbname(rng)} -c '\\dt'", False),
        (
            f"$ redis-cli -h {h} -a {p} --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=1832,expires=12,avg_ttl=0",
            False,
        ),
        (
            f"$ docker login registry.{name(rng)}.io -u {u} -p {p}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
            False,
        ),
        (
            f'$ mongosh "mongodb://{h}:27017" --username {u} --password {p} --authenticationDatabase admin',
            False,
        ),
        (
            f"$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}",
            True,
        ),
        (f"$ zip -P {p} backup-{digits(rng, 8)}.zip dump.sql", True),
        (f"$ smbclient //{h}/share -U {u}%{p} -c 'ls'", True),
        (
            f"$ keytool -importcert -alias {word(rng)} -file ca.crt -keystore truststore.jks -storepass {p} -noprompt",
            False,
        ),
        (f"$ ldapsearch -x -H ldap://{h} -D 'cn={u},dc={name(rng)},dc=com' -w {p} '(uid=*)'", True),
        (
            f"$ wget --user={u} --password={p} https://{h}/artifacts/build-{digits(rng, 4)}.tar.gz",
            False,
        ),
        (f"$ htpasswd -bc /etc/nginx/.htpasswd {u} {p}\nAdding password for user {u}", True),
        (
            f'$ rabbitmqctl add_user {u} {p}\nAdding user "{u}" ...\nDone. Don\'t forget to grant the user permissions to some virtual hosts!',
            True,
        ),
        (f"$ az login --service-principal -u {uuid4(rng)} -p {p} --tenant {uuid4(rng)}", False),
        (f'$ curl -sS -u {u}:{p} https://{h}/api/v1/status\n{{"status":"ok"}}', False),
        (
            f"$ echo '{p}' | sudo -S systemctl restart {word(rng)}.service\n[sudo] password for {u}:",
            True,
        ),
        (
            f"$ mysqldump --user={u} --password={p} --single-transaction {dbname(rng)} > dump.sql",
            False,
        ),
        (
            f"$ net use Z: \\\\{h}\\files {p} /user:{name(rng).upper()}\\{u}\nThe command completed successfully.",
            True,
        ),
        (f'$ sqlcmd -S {h} -U {u} -P {p} -Q "SELECT @@VERSION"', False),
        (
            f"$ java -jar flyway.jar -url=jdbc:postgresql://{h}/{dbname(rng)} -user={u} -password={p} migrate",
            False,
        ),
        (f"$ 7z a -p{p} -mhe=on secrets.7z ./keys", True),
        (f"$ ansible-playbook site.yml -e ansible_become_pass={p} -i inventory/prod", True),
    ]
    text, hard = pick(rng, forms)
    return text, [p], "shell", hard


def ps_dump(rng):
    p = password(rng)
    u = user(rng)
    pid = rng.randint(1000, 99999)
    proc = pick(
        rng,
        [
            f"java -Xmx2g -Dspring.datasource.password={p} -Dspring.profiles.active=prod -jar app.jar",
            f"/usr/bin/python3 worker.py --db-user {u} --db-pass {p} --queue default",
            f"node dist/server.js --redis-password={p}",
            f"/opt/app/bin/sync --token {p} --interval 30",
            f"mysqld_exporter --mysqld.username={u} --mysqld.password={p}",
        ],
    )
    text = (
        "$ ps aux | grep -v grep | grep " + proc.split()[0].split("/")[-1] + "\n"
        f"{u[:8]:<8} {pid:>6}  2.3  4.1 {rng.randint(100000, 900000)} {rng.randint(10000, 90000)} ?  Ssl  09:1{rng.randint(0, 9)}   0:42 {proc}"
    )
    return text, [p], "shell", True


ENV_KEYS = (
    "DB_PASSWORD",
    "POSTGRES_PASSWORD",
    "MYSQL_ROOT_PASSWORD",
    "REDIS_PASS",
    "SMTP_PASSWORD",
    "API_SECRET",
    "JWT_SECRET",
    "SECRET_KEY",
    "SESSION_SECRET",
    "ADMIN_PASS",
    "LDAP_BIND_PW",
    "ENCRYPTION_KEY",
    "SIGNING_KEY",
    "APP_SECRET",
    "AUTH_TOKEN",
    "PRIVATE_TOKEN",
    "MASTER_KEY",
    "COOKIE_SECRET",
    "RABBITMQ_DEFAULT_PASS",
    "MINIO_ROOT_PASSWORD",
)
ODD_KEYS = (
    "DB_PW",
    "PASSWD",
    "PWD_PROD",
    "KENNWORT",
    "MOT_DE_PASSE",
    "CONTRASENA",
    "HASLO",
    "PAROL",
    "HUNTER",
    "PASSPHRASE_2",
    "MQ_CRED",
    "XKEY",
    "SALT_MASTER",
    "DSN_PASS_ALT",
    "BOT_KEY",
    "ACCESS_CODE",
    "UNLOCK",
    "SVC_AUTH",
    "K",
    "CRED",
)
BENIGN_ENV = (
    "HOME=/home/{u}",
    "LANG=en_US.UTF-8",
    "SHELL=/bin/bash",
    "PATH=/usr/local/bin:/usr/bin:/bin",
    "TERM=xterm-256color",
    "NODE_ENV=production",
    "TZ=UTC",
    "HOSTNAME={hx}",
    "PWD=/srv/app",
    "LOG_LEVEL=info",
    "PORT={port}",
    "PYTHONUNBUFFERED=1",
    "GOPATH=/go",
    "SHLVL=1",
)


def _benign(rng, n, u):
    out = []
    for line in rng.sample(BENIGN_ENV, n):
        out.append(line.format(u=u, hx=hexs(rng, 12), port=rng.choice((3000, 8080, 8000, 5000))))
    return out


def env_assignment(rng):
    odd = rng.random() < 0.35
    key = pick(rng, ODD_KEYS if odd else ENV_KEYS)
    p = password(rng) if rng.random() < 0.8 else human_password(rng)
    u = user(rng)
    kind = rng.randrange(8)
    lines = _benign(rng, rng.randint(3, 6), u)
    if kind == 0:
        lines.insert(rng.randrange(len(lines) + 1), f"{key}={p}")
        return "$ env | sort\n" + "\n".join(sorted(lines)), [p], "shell", odd
    if kind == 1:
        lines.insert(rng.randrange(len(lines) + 1), f"{key}={p}")
        return "$ printenv\n" + "\n".join(lines), [p], "shell", odd
    if kind == 2:
        q = rng.choice(('"', "'", ""))
        return (
            f"# .env.{pick(rng, ('local', 'production', 'staging'))}\nAPP_NAME={word(rng)}\n{key}={q}{p}{q}\nDEBUG=false",
            [p],
            "dotenv",
            odd,
        )
    if kind == 3:
        return (
            f"# ~/.zshrc\nalias k=kubectl\nexport EDITOR=nvim\nexport {key}='{p}'\nsource $HOME/.cargo/env",
            [p],
            "shell",
            odd,
        )
    if kind == 4:
        env = [f"{x}" for x in lines] + [f"{key}={p}"]
        rng.shuffle(env)
        cfg = {
            "Hostname": hexs(rng, 12),
            "User": "",
            "Env": env,
            "Cmd": ["./start.sh"],
            "Image": f"{word(rng)}:1.{rng.randint(0, 30)}",
        }
        return (
            "$ docker inspect --format '{{json .Config}}' " + word(rng) + "\n" + json.dumps(cfg),
            [p],
            "json",
            odd,
        )
    if kind == 5:
        body = "\n".join(f"{k.split('=')[0]}: {k.split('=', 1)[1]}" for k in lines[:3])
        return (
            f"$ heroku config -a {word(rng)}-{word(rng)}\n=== {word(rng)} Config Vars\n{body}\n{key}: {p}",
            [p],
            "shell",
            odd,
        )
    if kind == 6:
        return (
            (
                f"set -x output from CI step:\n+ export {key}={p}\n+ ./scripts/migrate.sh --env prod\n"
                f"migrating {rng.randint(3, 40)} revisions..."
            ),
            [p],
            "ci-log",
            True,
        )
    return (
        (
            '<component name="ProjectRunConfigurationManager">\n'
            f'  <configuration name="{word(rng)} server" type="PythonConfigurationType">\n'
            "    <envs>\n"
            '      <env name="PYTHONUNBUFFERED" value="1" />\n'
            f'      <env name="{key}" value="{p}" />\n'
            "    </envs>\n  </configuration>\n</component>"
        ),
        [p],
        "xml",
        True,
    )


def config_assignment(rng):
    p = password(rng)
    u, h = user(rng), host(rng)
    k = pick(
        rng,
        (
            "password",
            "secret",
            "api_key",
            "token",
            "passwd",
            "client_secret",
            "auth_key",
            "pass",
            "bind_password",
            "secret_key_base",
        ),
    )
    fmt = rng.randrange(11)
    if fmt == 0:
        return (
            f"database:\n  host: {h}\n  port: 5432\n  username: {u}\n  {k}: {p}\n  pool: 10",
            [p],
            "yaml",
            False,
        )
    if fmt == 1:
        return (
            f'[database]\nhost = "{h}"\nuser = "{u}"\n{k} = "{p}"\nmax_connections = 20',
            [p],
            "toml",
            False,
        )
    if fmt == 2:
        return f"[{word(rng)}]\nserver={h}\nlogin={u}\n{k}={p}\ntimeout=30", [p], "ini", False
    if fmt == 3:
        obj = {"smtp": {"host": h, "port": 587, "user": email(rng), k: p, "tls": True}}
        return json.dumps(obj, indent=2), [p], "json", False
    if fmt == 4:
        return (
            (
                f'resource "aws_db_instance" "{word(rng)}" {{\n  engine         = "postgres"\n'
                f'  username       = "{u}"\n  password       = "{p}"\n  instance_class = "db.t3.micro"\n}}'
            ),
            [p],
            "hcl",
            False,
        )
    if fmt == 5:
        return (
            (
                f"<dataSource>\n  <url>jdbc:mysql://{h}:3306/{dbname(rng)}</url>\n  <user>{u}</user>\n"
                f"  <password>{p}</password>\n</dataSource>"
            ),
            [p],
            "xml",
            False,
        )
    if fmt == 6:
        return (
            f"spring.datasource.url=jdbc:postgresql://{h}/{dbname(rng)}\nspring.datasource.username={u}\nspring.datasource.password={p}",
            [p],
            "properties",
            False,
        )
    if fmt == 7:
        return (
            (
                f'<add key="SmtpHost" value="{h}" />\n<add key="SmtpUser" value="{u}" />\n'
                f'<add key="SmtpPwd" value="{p}" />'
            ),
            [p],
            "xml",
            True,
        )
    if fmt == 8:
        return (
            f'services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER={u}\n      - POSTGRES_PASSWORD={p}\n    ports:\n      - "5432:5432"',
            [p],
            "yaml",
            False,
        )
    if fmt == 9:
        return (
            (
                f'$ terraform output -json\n{{\n  "db_endpoint": {{"sensitive": false, "type": "string", "value": "{h}"}},\n'
                f'  "db_admin_password": {{"sensitive": true, "type": "string", "value": "{p}"}}\n}}'
            ),
            [p],
            "json",
            False,
        )
    return (
        (
            f"containers:\n  - name: {word(rng)}\n    image: ghcr.io/{name(rng)}/{word(rng)}:v{rng.randint(1, 9)}\n"
            f"    args:\n      - --listen=:8080\n      - --upstream-password={p}\n      - --verbose"
        ),
        [p],
        "yaml",
        True,
    )


def url_credential(rng):
    p = password(rng, url_safe=True)
    u, h, db = user(rng), host(rng), dbname(rng)
    f = rng.randrange(14)
    forms = [
        (f"DATABASE_URL=postgres://{u}:{p}@{h}:5432/{db}?sslmode=require", "dotenv", False),
        (
            f"mongodb+srv://{u}:{p}@cluster0.{alnum(rng, 5).lower()}.mongodb.net/{db}?retryWrites=true&w=majority",
            "text",
            False,
        ),
        (f"CELERY_BROKER_URL = 'amqp://{u}:{p}@{h}:5672//'", "python", False),
        (f"REDIS_URL=redis://:{p}@{h}:6379/0", "dotenv", True),
        (
            f"$ git remote -v\norigin\thttps://{u}:{p}@{(repo := f'git.{name(rng)}.com/{name(rng)}/{word(rng)}.git')} (fetch)\norigin\thttps://{u}:{p}@{repo} (push)",
            "shell",
            False,
        ),
        (
            f"Server={h};Database={db};User Id={u};Password={p};TrustServerCertificate=True;",
            "text",
            False,
        ),
        (
            f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={p};encrypt=true",
            "text",
            False,
        ),
        (
            f"$ pip install -i https://{u}:{p}@pypi.{name(rng)}.{pick(rng, ('io', 'dev'))}/simple/ {word(rng)}-client==2.{rng.randint(0, 9)}.1",
            "shell",
            True,
        ),
        (
            f"Traceback (most recent call last):\n  File \"app/db.py\", line 41, in connect\n    engine = create_engine(url)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server\n(Background on this error at: https://sqlalche.me/e/20/e3q8) url='postgresql+psycopg2://{u}:{p}@{h}/{db}'",
            "traceback",
            True,
        ),
        (f"ftp://{u}:{p}@{h}/incoming/report.csv", "text", False),
        (
            f"2026-03-02 10:11:12 ERROR [pool] connection failed for dsn=mysql://{u}:{p}@{ip(rng)}:3306/{db} (retry 3/5)",
            "log",
            True,
        ),
        (f"ldaps://{h}:636/?bindDN=cn={u},dc=corp&bindPassword={p}", "text", True),
        (
            f"proxy = http://{u}:{p}@proxy.{name(rng)}.{pick(rng, ('corp', 'lan'))}:3128",
            "ini",
            False,
        ),
        (f"https://{h}/api/export?format=csv&api_key={p}&limit=500", "text", True),
    ]
    text, lang, hard = forms[f]
    return text, [p], lang, hard


def credentials_file(rng):
    p = password(rng)
    u, h = user(rng), host(rng)
    f = rng.randrange(9)
    if f == 0:
        return f"$ cat ~/.netrc\nmachine {h}\n  login {u}\n  password {p}", [p], "netrc", False
    if f == 1:
        return (
            f"machine {h} login {u} password {p}\nmachine api.{name(rng)}.com login {user(rng)} password {(q := password(rng))}",
            [p, q],
            "netrc",
            False,
        )
    if f == 2:
        return (
            f"# ~/.pgpass\n{h}:5432:{dbname(rng)}:{u}:{p}\n*:*:*:{user(rng)}:{(q := password(rng))}",
            [p, q],
            "pgpass",
            True,
        )
    if f == 3:
        return f'# ~/.my.cnf\n[client]\nuser={u}\npassword="{p}"\nhost={h}', [p], "ini", False
    if f == 4:
        return (
            f"$ cat ~/.pypirc\n[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://{h}/pypi/\nusername = {u}\npassword = {p}",
            [p],
            "ini",
            False,
        )
    if f == 5:
        auth = b64text(f"{u}:{p}")
        cfg = {"auths": {f"registry.{name(rng)}.io": {"auth": auth}}, "credsStore": ""}
        return "$ cat ~/.docker/config.json\n" + json.dumps(cfg, indent=2), [auth], "json", True
    if f == 6:
        return f"$ cat ~/.git-credentials\nhttps://{u}:{p}@{h}", [p], "text", False
    if f == 7:
        tok = "npm_" + alnum(rng, 36)
        return (
            f"; ~/.npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}\n@{name(rng)}:registry=https://{h}/npm/",
            [tok],
            "ini",
            False,
        )
    auth = b64text(f"{u}:{p}")
    return (
        f'# .yarnrc.yml\nnpmRegistryServer: "https://{h}/npm"\nnpmAuthIdent: "{auth}"\nnpmAlwaysAuth: true',
        [auth],
        "yaml",
        True,
    )


def http_auth(rng):
    u, h = user(rng), host(rng, internal=False)
    rid = uuid4(rng)
    f = rng.randrange(8)
    if f == 0:
        tok = alnum(rng, rng.randint(32, 48))
        return (
            f"$ curl -v https://{h}/v2/items -H 'Authorization: Bearer {tok}'\n> GET /v2/items HTTP/2\n> Host: {h}\n> authorization: Bearer {tok}\n>\n< HTTP/2 200\n< x-request-id: {rid}",
            [tok],
            "http",
            False,
        )
    if f == 1:
        basic = b64text(f"{u}:{password(rng)}")
        return (
            f"GET /admin/metrics HTTP/1.1\nHost: {h}\nAuthorization: Basic {basic}\nAccept: */*\nUser-Agent: curl/8.5.0",
            [basic],
            "http",
            False,
        )
    if f == 2:
        sid = alnum(rng, 40)
        return (
            f"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: sessionid={sid}; Path=/; HttpOnly; Secure; SameSite=Lax\nX-Request-Id: {rid}",
            [sid],
            "http",
            False,
        )
    if f == 3:
        key = hexs(rng, 40)
        return (
            f'POST /v1/events HTTP/1.1\nHost: {h}\nContent-Type: application/json\nX-Api-Key: {key}\nContent-Length: 58\n\n{{"event":"deploy","service":"{word(rng)}"}}',
            [key],
            "http",
            False,
        )
    if f == 4:
        tok = alnum(rng, 30)
        return (
            f'fetch("https://{h}/graphql", {{\n  method: "POST",\n  headers: {{ "Content-Type": "application/json", Authorization: `Token {tok}` }},\n  body: JSON.stringify({{ query }}),\n}});',
            [tok],
            "javascript",
            False,
        )
    if f == 5:
        sid = alnum(rng, 32)
        return (
            f"> Cookie: _ga=GA1.1.{digits(rng, 9)}.{digits(rng, 10)}; remember_token={sid}; theme=dark\n> X-Trace-Id: {hexs(rng, 32)}",
            [sid],
            "http",
            True,
        )
    if f == 6:
        basic = b64text(f"{u}:{password(rng)}")
        return f"Proxy-Authorization: Basic {basic}\nVia: 1.1 squid", [basic], "http", True
    tok = alnum(rng, 40)
    return (
        (
            "import requests\n\n"
            f'HEADERS = {{"PRIVATE-TOKEN": "{tok}"}}\n'
            f'r = requests.get("https://{h}/api/v4/projects", headers=HEADERS, timeout=10)\nr.raise_for_status()'
        ),
        [tok],
        "python",
        False,
    )


# (family, generator, how many rows)
GENERATORS = [
    ("cli_password", cli_password, 80),
    ("cli_password", ps_dump, 20),
    ("env_assignment", env_assignment, 95),
    ("config_assignment", config_assignment, 90),
    ("url_credential", url_credential, 85),
    ("credentials_file", credentials_file, 55),
    ("http_auth", http_auth, 60),
]
