# ruff: noqa: E501  (data templates read best as one line each)
"""Passwords where people type and paste them: URLs, command lines, SQL, config files."""

from urllib.parse import quote

from common import G, row


def conn_rows(g: G, n: int) -> list[dict]:
    """Connection strings in many drivers; only the password is labelled."""
    out = []
    for i in range(n):
        u, h, d = g.user(), g.host(), g.db()
        pw = g.password(urlsafe=True)
        k = i % 12
        if k == 0:
            t = f"DATABASE_URL=postgresql://{u}:{pw}@{h}:5432/{d}?sslmode=require"
        elif k == 1:
            t = f'engine = create_engine("mysql+pymysql://{u}:{pw}@{h}:3306/{d}")'
        elif k == 2:
            t = f'MONGO_URI="mongodb+srv://{u}:{pw}@{g.word()}.{g.hx(5)}.mongodb.net/{d}?retryWrites=true"'
        elif k == 3:
            t = f"REDIS_URL=redis://:{pw}@{h}:6379/0"
        elif k == 4:
            t = f'CELERY_BROKER_URL = "amqp://{u}:{pw}@{h}:5672/{g.word()}"'
        elif k == 5:
            t = f"spring.datasource.url=jdbc:postgresql://{h}:5432/{d}\nspring.datasource.username={u}\nspring.datasource.password={pw}"
        elif k == 6:
            t = f'"ConnectionStrings": {{\n  "Default": "Server={h},1433;Database={d};User Id={u};Password={pw};TrustServerCertificate=True"\n}}'
        elif k == 7:
            raw = g.password() + g.pick(["@", "/", ":", "#", "%"]) + g.word()
            enc = quote(raw, safe="")
            t = f"postgres://{u}:{enc}@{h}/{d}"
            out.append(row(t, [enc], "connstr:urlencoded", "en"))
            continue
        elif k == 8:
            t = f"jdbc:mysql://{h}:3306/{d}?user={u}&password={pw}&useSSL=true"
        elif k == 9:
            t = f"host={h} port=5432 dbname={d} user={u} password={pw} sslmode=verify-full"
        elif k == 10:
            t = f'psycopg2.OperationalError: connection to server at "{h}" failed\nDSN was: postgresql://{u}:{pw}@{h}:6432/{d}'
        else:
            t = f"SQLALCHEMY_DATABASE_URI: 'oracle+oracledb://{u}:{pw}@{h}:1521/?service_name={d.upper()}'"
        out.append(
            row(
                t,
                [pw],
                f"connstr:{['postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'jdbc', 'adonet', '', 'jdbc', 'libpq', 'traceback', 'oracle'][k]}",
                "en",
            )
        )
    return out


def cli_rows(g: G, n: int) -> list[dict]:
    """Shell history and command lines with passwords as arguments."""
    out = []
    for i in range(n):
        u, h, d = g.user(), g.host(), g.db()
        pw = g.password(urlsafe=True)
        k = i % 18
        forms = [
            f"mysql -h {h} -u {u} -p{pw} {d} < dump.sql",
            f"PGPASSWORD={pw} psql -h {h} -U {u} -d {d} -c 'select 1'",
            f"sshpass -p '{pw}' ssh {u}@{h} 'sudo systemctl restart nginx'",
            f"echo {pw} | docker login registry.{g.pick(['corp.example', 'lab.home'])} -u {u} --password-stdin",
            f"docker login -u {u} -p {pw} {h}:5000",
            f"htpasswd -b -c /etc/nginx/.htpasswd {u} {pw}",
            f"curl -u {u}:{pw} https://{h}/api/v2/builds?limit=5",
            f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
            f"redis-cli -h {h} -a {pw} --no-auth-warning INFO replication",
            f'mongosh "mongodb://{h}:27017" -u {u} -p {pw} --authenticationDatabase admin',
            f"kubectl create secret generic db-creds --from-literal=username={u} --from-literal=password={pw}",
            f"helm upgrade --install {d} bitnami/postgresql --set auth.postgresPassword={pw}",
            f"ldapsearch -x -H ldaps://{h} -D 'cn={u},dc=corp,dc=example' -w {pw} '(uid=*)'",
            f"net use Z: \\\\{h}\\share /user:CORP\\{u} {pw}",
            f"az login --service-principal -u {g.uuid()} -p {pw} --tenant {g.uuid()}",
            f"  {g.n(100, 2000)}  mysqldump --user={u} --password={pw} --single-transaction {d} | gzip > {d}.sql.gz",
            f"smbclient //{h}/backups -U {u}%{pw} -c 'ls'",
            f"7z a -p{pw} -mhe=on secrets-backup.7z ./keys",
        ]
        sub = [
            "mysql",
            "psql",
            "sshpass",
            "docker",
            "docker",
            "htpasswd",
            "curl",
            "openssl",
            "redis",
            "mongosh",
            "kubectl",
            "helm",
            "ldap",
            "netuse",
            "az",
            "history",
            "smb",
            "7z",
        ][k]
        out.append(row(forms[k], [pw], f"cli:{sub}", "en"))
    return out


def sql_rows(g: G, n: int) -> list[dict]:
    """Password-setting SQL in several dialects."""
    out = []
    for i in range(n):
        u, d = g.user(), g.db()
        pw = g.password()
        forms = [
            f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT ON {d}.* TO '{u}'@'%';",
            f"ALTER ROLE {u} WITH LOGIN PASSWORD '{pw}';",
            f"CREATE LOGIN {u} WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;",
            f"SET PASSWORD FOR '{u}'@'localhost' = '{pw}';",
            f"CREATE USER MAPPING FOR CURRENT_USER SERVER remote_{d}\n  OPTIONS (user '{u}', password '{pw}');",
            f'ALTER USER {u.upper()} IDENTIFIED BY "{pw}" ACCOUNT UNLOCK;',
            f"-- migration 0{g.n(10, 99)}_reporting_user.sql\nCREATE ROLE reporting LOGIN PASSWORD '{pw}' VALID UNTIL '2027-06-30';",
            f"INSERT INTO service_accounts (name, api_secret) VALUES ('{u}', '{pw}');",
            f"CREATE SERVER {d}_link FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host '{g.host()}');\nCREATE USER MAPPING FOR app SERVER {d}_link OPTIONS (username '{u}', password '{pw}');",
        ]
        out.append(row(forms[i % len(forms)], [pw], "sql:password", "en"))
    return out


# Key names that a list of "password"/"token" words would miss; the value is the secret.
ODD_KEYS = [
    "db_pw",
    "pwd",
    "passwd",
    "pass",
    "passphrase",
    "signing_key",
    "hmac_key",
    "masterKey",
    "secret_key_base",
    "cookie_secret",
    "jwt_secret",
    "encryption_key",
    "auth",
    "credential",
    "shared_secret",
    "client_secret",
    "app_key",
    "session_key",
    "api_secret",
    "smtp_pass",
    "bind_pw",
    "rootpw",
    "keystore_pass",
    "admin_pin",
    "webhook_signing_secret",
    "clave",
    "mot_de_passe",
    "kennwort",
    "parol",
    "haslo",
    "geheim",
    "s3cret",
    "k",
    "auth_blob",
]


def config_rows(g: G, n: int) -> list[dict]:
    """Config files in many syntaxes with a password or key under odd names."""
    out = []
    for i in range(n):
        key = g.pick(ODD_KEYS)
        val = g.password() if g.chance(0.5) else g.b64(g.pick([24, 32, 48]))
        u, h = g.user(), g.host()
        forms = [
            ("ini", f"[database]\nhost = {h}\nuser = {u}\n{key} = {val}\n"),
            ("yaml", f"smtp:\n  host: {h}\n  user: {u}\n  {key}: '{val}'"),
            ("toml", f'[server]\nbind = "0.0.0.0:{g.port()}"\n{key} = "{val}"'),
            ("xml", f"<connection>\n  <host>{h}</host>\n  <{key}>{val}</{key}>\n</connection>"),
            ("properties", f"app.{key}={val}\napp.host={h}"),
            ("php", f"<?php\nreturn [\n    'host' => '{h}',\n    '{key}' => '{val}',\n];"),
            ("ruby", f'Rails.application.configure do\n  config.{key} = "{val}"\nend'),
            ("hcl", f'provider "{g.word()}" {{\n  endpoint = "https://{h}"\n  {key}   = "{val}"\n}}'),
            (
                "nginx",
                f'location /internal/ {{\n    proxy_set_header X-Internal-{key.capitalize()} "{val}";\n    proxy_pass http://{h};\n}}',
            ),
            ("csharp", f'var opts = new ServiceOptions {{ Host = "{h}", {key.capitalize()} = "{val}" }};'),
            (
                "java",
                f'@Bean\nDataSource ds() {{\n    var ds = new HikariDataSource();\n    ds.setUsername("{u}");\n    ds.setPassword("{val}");\n    return ds;\n}}',
            ),
            ("rust", f'let cfg = Config {{\n    host: "{h}".into(),\n    {key.lower()}: "{val}".into(),\n}};'),
            ("lua", f'local conf = {{ host = "{h}", {key} = "{val}" }}'),
            ("elixir", f'config :my_app, MyApp.Repo,\n  username: "{u}",\n  password: "{val}",\n  hostname: "{h}"'),
            ("wp", f"define( 'DB_USER', '{u}' );\ndefine( 'DB_PASSWORD', '{val}' );\ndefine( 'DB_HOST', '{h}' );"),
            (
                "compose",
                f'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {u}\n      POSTGRES_PASSWORD: "{val}"',
            ),
            (
                "ansible",
                f"- name: create app user\n  community.mysql.mysql_user:\n    name: {u}\n    password: \"{val}\"\n    priv: '*.*:ALL'",
            ),
            ("laravel", f"APP_ENV=production\nAPP_KEY=base64:{val}\nDB_HOST={h}"),
        ]
        kind, text = forms[i % len(forms)]
        out.append(row(text, [val], f"config:{kind}", "en"))
    return out


def dotfile_rows(g: G, n: int) -> list[dict]:
    """Credential dotfiles: .npmrc, .pypirc, .netrc, pip.conf, docker config, .pgpass, git-credentials."""
    import base64

    out = []
    for i in range(n):
        u, h = g.user(), g.host()
        pw = g.password(urlsafe=True)
        k = i % 8
        if k == 0:
            tok = "npm_" + g.an(36)
            out.append(
                row(
                    f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}",
                    [tok],
                    "dotfile:npmrc",
                )
            )
        elif k == 1:
            out.append(
                row(
                    f"[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://{h}/simple/\nusername = {u}\npassword = {pw}",
                    [pw],
                    "dotfile:pypirc",
                )
            )
        elif k == 2:
            out.append(row(f"machine {h}\n  login {u}\n  password {pw}", [pw], "dotfile:netrc"))
        elif k == 3:
            out.append(
                row(f"[global]\nindex-url = https://{u}:{pw}@{h}/pypi/simple\ntimeout = 30", [pw], "dotfile:pipconf")
            )
        elif k == 4:
            auth = base64.b64encode(f"{u}:{pw}".encode()).decode()
            out.append(
                row(
                    '{\n  "auths": {\n    "' + h + '": {\n      "auth": "' + auth + '"\n    }\n  }\n}',
                    [auth],
                    "dotfile:docker_config",
                )
            )
        elif k == 5:
            out.append(row(f"{h}:5432:*:{u}:{pw}", [pw], "dotfile:pgpass"))
        elif k == 6:
            tok = "ghp_" + g.an(36)
            out.append(row(f"$ cat ~/.git-credentials\nhttps://{u}:{tok}@github.com", [tok], "dotfile:git_credentials"))
        else:
            out.append(
                row(
                    f"$ git remote -v\norigin  https://oauth2:{pw}@gitlab.{g.pick(['corp.example', 'lab.home'])}/{g.word()}/{g.word()}.git (fetch)\norigin  https://oauth2:{pw}@gitlab.{g.pick(['corp.example', 'lab.home'])}/{g.word()}/{g.word()}.git (push)",
                    [pw],
                    "dotfile:git_remote",
                )
            )
    return out
