# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Secret rows for the non-vendor families, second half (sessions, IaC, SQL,
code, CI logs), and the FAMILIES table that build.py walks in order.
"""

from __future__ import annotations

import base64
from collections.abc import Callable

from _families import Maker, Row, _sp, cli, config, cred_file, http_header, url_dsn
from _gen import Gen


def jwt_session(g: Gen) -> list[Maker]:
    def jw(tpl: str) -> Maker:
        def make(g: Gen) -> Row:
            v = g.jwt({"scope": g.pick(["read", "admin", "orders:write"])})
            return tpl.format(v=v, s=g.svc()), [v]

        return make

    def sess(tpl: str, kind: str) -> Maker:
        def make(g: Gen) -> Row:
            v = {
                "dj": g.lo(32),
                "php": g.lo(26),
                "java": g.up(32),
                "express": "s%3A" + g.b64u(32) + "." + g.b64u(43),
            }[kind]
            return tpl.format(v=v, s=g.svc()), [v]

        return make

    def oauth(g: Gen) -> Row:
        a, r = g.jwt(), g.b64u(64)
        txt = (
            '{\n  "access_token": "'
            + a
            + '",\n  "token_type": "Bearer",\n  "expires_in": 3600,\n  "refresh_token": "'
            + r
            + '"\n}'
        )
        return txt, [a, r]

    return [
        jw("Authorization: Bearer {v}"),
        jw("localStorage.setItem('access_token', '{v}')"),
        jw('TOKEN={v}\ncurl -H "Authorization: Bearer $TOKEN" https://api.acme.dev/{s}'),
        jw("id_token={v}"),
        jw("The decoded payload of {v} shows exp already passed."),
        jw("2026-10-02T11:02:13Z DEBUG auth: verifying token={v} for /{s}"),
        jw("SUPABASE_SERVICE_ROLE_KEY={v}"),
        jw('document.cookie = "jwt={v}; path=/"'),
        jw('{{"refreshToken": "{v}", "user": {{"id": 42}}}}'),
        sess("Cookie: csrftoken=Xy; sessionid={v}", "dj"),
        sess("Set-Cookie: PHPSESSID={v}; path=/", "php"),
        sess("JSESSIONID={v}", "java"),
        sess("curl -b 'connect.sid={v}' http://localhost:3000/admin", "express"),
        sess("sessionid={v}  (copied from devtools > Application > Cookies)", "dj"),
        oauth,
        oauth,
        jw("kubectl --token={v} get pods -n {s}"),
        jw('MY_BEARER="{v}"'),
    ]


def infra(g: Gen) -> list[Maker]:
    def m(tpl: str, b64: bool = False) -> Maker:
        def make(g: Gen) -> Row:
            v = _sp(g)
            if b64:
                v = base64.b64encode(v.encode()).decode()
            return tpl.format(v=v, s=g.svc(), u=g.user(), h=g.host(), ver=g.semver()), [v]

        return make

    return [
        m(
            'resource "aws_db_instance" "{s}" {{\n  engine   = "postgres"\n  username = "{u}"\n  password = "{v}"\n}}'
        ),
        m('variable "db_password" {{\n  type    = string\n  default = "{v}"\n}}'),
        m('db_password = "{v}"\nregion      = "eu-west-1"'),
        m(
            'new aws.rds.Instance("{s}", {{ username: "{u}", password: "{v}", instanceClass: "db.t4g.micro" }});'
        ),
        m(
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: {s}-db\ntype: Opaque\nstringData:\n  password: {v}"
        ),
        m(
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: {s}-db\ndata:\n  password: {v}",
            b64=True,
        ),
        m('        env:\n        - name: DB_PASSWORD\n          value: "{v}"'),
        m("postgresql:\n  auth:\n    username: {u}\n    password: {v}\n    database: {s}"),
        m(
            "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {v}\n      POSTGRES_DB: {s}"
        ),
        m(
            "services:\n  mq:\n    image: rabbitmq:3-management\n    environment:\n      - RABBITMQ_DEFAULT_PASS={v}"
        ),
        m("FROM python:3.12-slim\nENV API_SECRET={v}\nCOPY . /app"),
        m("ARG NPM_AUTH={v}\nRUN npm ci"),
        m('[Service]\nEnvironment="DB_PASS={v}"\nExecStart=/opt/{s}/bin/{s}'),
        m("*/15 * * * * curl -s -u {u}:{v} https://{h}/cron/{s} >/dev/null 2>&1"),
        m(
            "- name: Create app user\n  community.mysql.mysql_user:\n    name: {u}\n    password: \"{v}\"\n    priv: '{s}.*:ALL'"
        ),
        m("ansible_user: {u}\nansible_password: {v}\nansible_connection: winrm"),
        m("default['{s}']['db']['password'] = '{v}'"),
        m("  MasterUsername: {u}\n  MasterUserPassword: {v}"),
        m("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      DEPLOY_TOKEN: {v}"),
        m('variables:\n  REGISTRY_PASSWORD: "{v}"\n  DOCKER_DRIVER: overlay2'),
        m("withEnv(['ARTIFACTORY_PASS={v}']) {{\n  sh './gradlew publish'\n}}"),
        m(
            "      - run:\n          environment:\n            SONAR_PASS: {v}\n          command: ./scripts/scan.sh"
        ),
        m(
            "[Unit]\nDescription=backup\n[Service]\nExecStart=/usr/bin/restic backup /srv --password-command 'echo {v}'"
        ),
        m("vault kv put secret/{s}/db password={v}"),
        m('spec:\n  containers:\n  - name: {s}\n    args: ["--db-password={v}"]'),
        m("helm upgrade --install {s} ./chart --set postgresql.auth.password={v}"),
    ]


def sql(g: Gen) -> list[Maker]:
    def m(tpl: str) -> Maker:
        def make(g: Gen) -> Row:
            v = _sp(g)
            return tpl.format(v=v, s=g.svc(), u=g.user(), h=g.host()), [v]

        return make

    def redshift(g: Gen) -> Row:
        a, b = "AKIA" + g.up(16), g.b64(40)
        return (
            f"COPY events FROM 's3://acme-raw/events/' CREDENTIALS 'aws_access_key_id={a};aws_secret_access_key={b}' FORMAT AS JSON 'auto';"
        ), [a, b]

    def snowflake(g: Gen) -> Row:
        a, b = "AKIA" + g.up(16), g.b64(40)
        return (
            f"CREATE STAGE raw_stage URL='s3://acme-raw/' CREDENTIALS=(AWS_KEY_ID='{a}' AWS_SECRET_KEY='{b}');"
        ), [a, b]

    return [
        m("CREATE USER {u} WITH PASSWORD '{v}';"),
        m("ALTER USER {u} WITH PASSWORD '{v}' VALID UNTIL '2027-01-01';"),
        m("CREATE ROLE {s}_rw LOGIN PASSWORD '{v}';"),
        m("CREATE USER '{u}'@'%' IDENTIFIED BY '{v}';\nGRANT SELECT ON {s}.* TO '{u}'@'%';"),
        m("ALTER USER '{u}'@'localhost' IDENTIFIED WITH mysql_native_password BY '{v}';"),
        m("SET PASSWORD FOR '{u}'@'%' = PASSWORD('{v}');"),
        m("CREATE LOGIN [{u}] WITH PASSWORD = N'{v}', CHECK_POLICY = OFF;"),
        m("ALTER LOGIN sa WITH PASSWORD = '{v}';"),
        m('CREATE USER {u} IDENTIFIED BY "{v}" DEFAULT TABLESPACE users;'),
        m("CREATE USER MAPPING FOR {u} SERVER {s}_remote OPTIONS (user '{u}', password '{v}');"),
        m(
            "SELECT * FROM dblink('host={h} dbname={s} user={u} password={v}', 'SELECT id FROM t') AS t(id int);"
        ),
        m("CREATE DATABASE LINK {s}_link CONNECT TO {u} IDENTIFIED BY {v} USING '{s}db';"),
        m("CREATE USER {u} IDENTIFIED WITH plaintext_password BY '{v}';"),
        m("INSERT INTO api_keys (service, key) VALUES ('{s}', '{v}');"),
        m("UPDATE integrations SET webhook_secret = '{v}' WHERE name = '{s}';"),
        m("postgres=# \\password {u}\n-- set to {v} for the demo"),
        m(
            "CREATE SERVER {s}_srv FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host '{h}');\nCREATE USER MAPPING FOR PUBLIC SERVER {s}_srv OPTIONS (username '{u}', password '{v}');"
        ),
        m("GRANT ALL PRIVILEGES ON *.* TO '{u}'@'10.%' IDENTIFIED BY '{v}';"),
        m("ALTER ROLE {u} PASSWORD '{v}';"),
        m("EXEC sp_addlinkedsrvlogin 'REPORTS', 'false', NULL, '{u}', '{v}';"),
        redshift,
        snowflake,
    ]


def code(g: Gen) -> list[Maker]:
    def m(tpl: str) -> Maker:
        def make(g: Gen) -> Row:
            v = g.pick([g.an(32), g.hx(40), _sp(g), g.b64u(48)])
            return tpl.format(v=v, s=g.svc(), u=g.user(), h=g.host()), [v]

        return make

    return [
        m('API_SECRET = "{v}"  # TODO move to env'),
        m('const apiSecret = "{v}";\nexport default {{ apiSecret }};'),
        m('private static final String DB_PASSWORD = "{v}";'),
        m('var cred = new NetworkCredential("{u}", "{v}");'),
        m("creds = Aws::Credentials.new(ENV['AK'], '{v}')"),
        m("$password = '{v}';\n$pdo = new PDO($dsn, '{u}', $password);"),
        m('let token = "{v}".to_string();'),
        m('const val CLIENT_SECRET = "{v}"'),
        m('let apiKey = "{v}"  // Info: replace before release'),
        m('db, err := sql.Open("postgres", "user={u} password={v} host={h} sslmode=disable")'),
        m('os.Setenv("SERVICE_TOKEN", "{v}")'),
        m(
            '{{\n "cell_type": "code",\n "source": [\n  "import os\\n",\n  "os.environ[\\"WANDB_API_KEY\\"] = \\"{v}\\"\\n"\n ]\n}}'
        ),
        m("$secure = ConvertTo-SecureString '{v}' -AsPlainText -Force"),
        m("final secret = '{v}';"),
        m('val conn = DriverManager.getConnection(url, "{u}", "{v}")'),
        m('config :{s}, {s}Web.Endpoint, secret_key_base: "{v}"'),
        m('local api_key = "{v}"'),
        m('Sys.setenv(API_TOKEN = "{v}")'),
        m("my $dbh = DBI->connect($dsn, '{u}', '{v}', {{ RaiseError => 1 }});"),
        m("client = {s}.Client(username='{u}', password='{v}')"),
        m('@Value("${{token:{v}}}")\nprivate String token;'),
        m("HMAC_KEY = b'{v}'"),
        m(
            "TOKEN='{v}'\nfor id in $(cat ids.txt); do curl -s -H \"Authorization: $TOKEN\" https://api.acme.dev/items/$id; done"
        ),
        m('headers := map[string]string{{"X-Api-Key": "{v}"}}'),
        m("auth = HTTPBasicAuth('{u}', '{v}')"),
        m("  it('logs in', () => {{ cy.get('#password').type('{v}') }})"),
    ]


def ci_log(g: Gen) -> list[Maker]:
    def m(tpl: str, kind: str = "pw") -> Maker:
        def make(g: Gen) -> Row:
            v = {"pw": _sp(g), "hex": g.hx(40), "an": g.an(36)}[kind]
            return tpl.format(
                v=v,
                s=g.svc(),
                u=g.user(),
                h=g.host(),
                t=g.time(),
                ip=g.ip(),
                n=g.rng.randint(2, 40),
            ), [v]

        return make

    def pair(g: Gen) -> Row:
        a, b = _sp(g), g.an(40)
        return (
            f"+ env | sort\nCI=true\nDB_PASSWORD={a}\nHOME=/home/runner\nPUBLISH_KEY={b}\nRUNNER_OS=Linux"
        ), [a, b]

    return [
        m(
            "2026-09-14T{t}.512Z + docker login -u {u} -p {v} registry.acme.dev\n2026-09-14T{t}.933Z WARNING! Using --password via the CLI is insecure."
        ),
        m(
            "[Pipeline] sh\n+ curl -fsS -u {u}:{v} https://nexus.acme.dev/repository/raw/{s}.tgz -o {s}.tgz"
        ),
        m("+ export API_TOKEN={v}\n+ ./scripts/smoke.sh", "an"),
        m("Step {n}/14 : ENV SERVICE_KEY={v}\n ---> Running in 3f2c1a9b8d7e", "hex"),
        m(
            'Traceback (most recent call last):\n  File "app/db.py", line 41, in connect\n    engine = create_engine("postgresql://{u}:{v}@{h}/{s}")\nsqlalchemy.exc.OperationalError: could not connect to server'
        ),
        m(
            "npm ERR! 401 Unauthorized - GET https://npm.acme.dev/@acme%2f{s} - authentication token {v} rejected",
            "an",
        ),
        m(
            '  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {{\n      ~ password = "old" -> "{v}"\n    }}'
        ),
        m(
            "Environment:\n      DB_HOST:      {h}\n      DB_PASSWORD:  {v}\n    Mounts:       <none>"
        ),
        m("{t} app[web.1]: connecting with REDIS_PASSWORD={v}"),
        m(
            'DEBUG:urllib3.connectionpool:https://api.acme.dev:443 "GET /v1/{s}?api_key={v} HTTP/1.1" 200 512',
            "hex",
        ),
        m("[{t}] ERROR  Login failed for user '{u}' with password '{v}' from {ip}"),
        m(
            "$ mysql -h {h} -u {u} -p{v}\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 2003 (HY000): Can't connect to MySQL server"
        ),
        m('Run echo "token is {v}"\ntoken is {v}', "an"),
        m(
            'I, [2026-08-11T{t} #1234]  INFO -- : Started POST "/login" for {ip}\n  Parameters: {{"user"=>"{u}", "password"=>"{v}"}}'
        ),
        m(
            "panic: dial tcp: lookup {h}: no such host\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/main.go:22 +0x1c5\nexit status 2\n(dsn was {u}:{v}@tcp({h}:3306)/{s})"
        ),
        m(
            "java.sql.SQLException: Access denied for user '{u}'@'{ip}' (using password: YES)\n\tat Config.load(Config.java:88) url=jdbc:mysql://{h}/{s}?password={v}"
        ),
        m("celery@worker1 ready. broker: amqp://{u}:{v}@{h}:5672//"),
        m(
            "Cloning into '{s}'...\nfatal: Authentication failed for 'https://{u}:{v}@git.acme.dev/team/{s}.git/'"
        ),
        pair,
        m(
            '{{"level":"debug","msg":"outgoing request","headers":{{"x-api-key":"{v}"}},"svc":"{s}"}}',
            "an",
        ),
    ]


FAMILIES: dict[str, Callable[[Gen], list[Maker]]] = {
    "cli_password": cli,
    "config": config,
    "url_dsn": url_dsn,
    "cred_file": cred_file,
    "http_header": http_header,
    "jwt_session": jwt_session,
    "infra": infra,
    "sql": sql,
    "code": code,
    "ci_log": ci_log,
}
