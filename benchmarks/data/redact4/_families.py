# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Secret rows for the non-vendor families (first half: command lines,
configs, URLs, credential files, HTTP headers), one maker per real shape.

Each maker takes the generator and returns (text, secrets). The secret is the
value only, never the key name around it.
"""

from __future__ import annotations

import base64
from collections.abc import Callable

from _gen import Gen

Row = tuple[str, list[str]]
Maker = Callable[[Gen], Row]


def _p(g: Gen) -> str:
    return g.password()


def _sp(g: Gen) -> str:
    return g.shell_password()


def cli(g: Gen) -> list[Maker]:
    def m(tpl: str, shellsafe: bool = False) -> Maker:
        def make(g: Gen) -> Row:
            v = _sp(g) if shellsafe else _p(g)
            return tpl.format(v=v, h=g.host(), u=g.user(), s=g.svc(), ip=g.ip()), [v]

        return make

    return [
        m("mysql -u {u} -p'{v}' -h {h} {s}_prod -e 'SELECT COUNT(*) FROM orders'"),
        m("mysql -u{u} -p{v} -h{h} --ssl-mode=REQUIRED", True),
        m("PGPASSWORD='{v}' psql -h {h} -U {u} -d {s} -c '\\dt'"),
        m("sshpass -p '{v}' ssh -o StrictHostKeyChecking=no {u}@{ip} 'sudo systemctl restart {s}'"),
        m("docker login -u {u} -p {v} registry.acme.dev", True),
        m("htpasswd -b -c /etc/nginx/.htpasswd {u} {v}", True),
        m("redis-cli -h {h} -p 6379 -a '{v}' --no-auth-warning INFO keyspace"),
        m(
            "keytool -importkeystore -srckeystore old.jks -srcstorepass '{v}' -destkeystore new.p12 -deststoretype PKCS12"
        ),
        m(
            "openssl pkcs12 -export -in cert.pem -inkey key.pem -out {s}.p12 -passout pass:{v}",
            True,
        ),
        m("wget --user={u} --password='{v}' https://artifacts.acme.dev/{s}/latest.tar.gz"),
        m("net use Z: \\\\fs01\\shared /user:CORP\\{u} {v}", True),
        m(
            "rabbitmqctl add_user {s}_worker '{v}' && rabbitmqctl set_permissions -p / {s}_worker '.*' '.*' '.*'"
        ),
        m("mc alias set minio http://{ip}:9000 {u} '{v}'"),
        m(
            "kubectl create secret generic {s}-db --from-literal=username={u} --from-literal=password='{v}'"
        ),
        m("ansible-playbook site.yml -i prod --extra-vars 'ansible_become_pass={v}'"),
        m("smbclient //fs01/backup -U {u}%{v} -c 'ls'", True),
        m("sqlcmd -S {ip},1433 -U sa -P '{v}' -Q 'SELECT @@VERSION'"),
        m("ldapsearch -x -H ldap://{h} -D 'cn={u},dc=acme,dc=dev' -w '{v}' '(uid=*)'"),
        m("zip -r -P '{v}' backup-{s}.zip dump/"),
        m("7z a -p{v} -mhe=on secrets-{s}.7z ./export", True),
        m("helm repo add acme https://charts.acme.dev --username {u} --password '{v}'"),
        m("curl -u {u}:{v} https://nexus.acme.dev/service/rest/v1/repositories", True),
        m("mongosh --host {h} -u {u} -p '{v}' --authenticationDatabase admin"),
        m("influx setup --username {u} --password '{v}' --org acme --bucket metrics --force"),
        m("echo '{v}' | sudo -S apt-get install -y postgresql-client"),
        m("$ mysqldump -u{u} --password='{v}' {s} > /tmp/{s}.sql"),
        m("az sql server create -n {s}-sql -g rg-{s} -u {u} -p '{v}'"),
        m("gcloud sql users set-password {u} --instance={s}-pg --password='{v}'"),
        m("vsql -h {h} -U {u} -w '{v}' -d analytics"),
        m("lftp -u {u},{v} sftp://{ip}", True),
    ]


def config(g: Gen) -> list[Maker]:
    def m(tpl: str) -> Maker:
        def make(g: Gen) -> Row:
            v = _p(g)
            return tpl.format(v=v, h=g.host(), u=g.user(), s=g.svc(), port=g.port()), [v]

        return make

    return [
        m("DB_HOST={h}\nDB_PORT={port}\nDB_USER={u}\nDB_PASSWORD={v}\nDB_NAME={s}"),
        m(
            "spring.datasource.url=jdbc:postgresql://{h}:5432/{s}\nspring.datasource.username={u}\nspring.datasource.password={v}"
        ),
        m('database:\n  host: {h}\n  user: {u}\n  password: "{v}"\n  pool: 10'),
        m(
            '{{\n  "ConnectionStrings": {{\n    "Default": "Server={h};Database={s};User Id={u};Password={v};"\n  }}\n}}'
        ),
        m('[database]\nhost = "{h}"\nuser = "{u}"\npassword = "{v}"\n'),
        m('[client]\nuser={u}\npassword="{v}"\nhost={h}'),
        m(
            "define( 'DB_NAME', '{s}' );\ndefine( 'DB_USER', '{u}' );\ndefine( 'DB_PASSWORD', '{v}' );"
        ),
        m(
            "DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{s}',\n        'USER': '{u}',\n        'PASSWORD': '{v}',\n        'HOST': '{h}',\n    }}\n}}"
        ),
        m(
            "production:\n  adapter: postgresql\n  database: {s}_production\n  username: {u}\n  password: {v}"
        ),
        m('<add key="SmtpPassword" value="{v}" />'),
        m(
            "mail:\n  smtp:\n    host: smtp.acme.dev\n    username: noreply@acme.dev\n    password: '{v}'"
        ),
        m("SECRET_KEY = '{v}'\nDEBUG = False\nALLOWED_HOSTS = ['{h}']"),
        m('[redis]\nurl = "redis://{h}:6379/0"\nrequirepass = "{v}"'),
        m("requirepass {v}\nmaxmemory 512mb"),
        m("auth:\n  admin_user: {u}\n  admin_password: {v}\n  session_ttl: 3600"),
        m(
            '<datasource jndi-name="java:/{s}DS">\n  <connection-url>jdbc:mysql://{h}:3306/{s}</connection-url>\n  <security>\n    <user-name>{u}</user-name>\n    <password>{v}</password>\n  </security>\n</datasource>'
        ),
        m("rabbitmq:\n  host: {h}\n  username: {u}\n  password: {v}"),
        m("GF_SECURITY_ADMIN_PASSWORD={v}\nGF_SERVER_ROOT_URL=https://grafana.acme.dev"),
        m(
            '[smtp]\nenabled = true\nhost = smtp.acme.dev:587\nuser = alerts@acme.dev\npassword = """{v}"""'
        ),
        m('jwt:\n  signing_secret: "{v}"\n  issuer: https://auth.acme.dev'),
        m(
            'kafka.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{u}" password="{v}";'
        ),
        m("keystore.password={v}\nkeystore.path=/opt/{s}/conf/keystore.jks"),
        m('elasticsearch.username: "kibana_system"\nelasticsearch.password: "{v}"'),
        m("<key>ServerPassword</key>\n<string>{v}</string>"),
        m(
            '{{\n  "name": "Attach to {s}",\n  "type": "python",\n  "env": {{"DB_PASSWORD": "{v}"}}\n}}'
        ),
    ]


def url_dsn(g: Gen) -> list[Maker]:
    def m(tpl: str) -> Maker:
        def make(g: Gen) -> Row:
            v = _sp(g)
            return tpl.format(v=v, h=g.host(), u=g.user(), s=g.svc(), ip=g.ip()), [v]

        return make

    return [
        m("DATABASE_URL=postgres://{u}:{v}@{h}:5432/{s}"),
        m("postgresql+psycopg2://{u}:{v}@{h}/{s}?sslmode=require"),
        m("mysql://{u}:{v}@{h}:3306/{s}"),
        m(
            "MONGO_URI=mongodb+srv://{u}:{v}@cluster0.x7kqe.mongodb.net/{s}?retryWrites=true&w=majority"
        ),
        m("REDIS_URL=redis://:{v}@{h}:6379/2"),
        m("rediss://default:{v}@{s}-cache.upstash.io:6379"),
        m("CELERY_BROKER_URL=amqp://{u}:{v}@{h}:5672/{s}"),
        m("git clone https://{u}:{v}@git.acme.dev/platform/{s}.git"),
        m(
            '[remote "origin"]\n\turl = https://{u}:{v}@bitbucket.org/acme/{s}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*'
        ),
        m("jdbc:postgresql://{h}:5432/{s}?user={u}&password={v}&ssl=true"),
        m("jdbc:sqlserver://{ip}:1433;databaseName={s};user={u};password={v};encrypt=true"),
        m(
            "Server=tcp:{s}.database.windows.net,1433;Initial Catalog={s};User ID={u};Password={v};Encrypt=True;"
        ),
        m("smtp://{u}:{v}@smtp.acme.dev:587"),
        m("ftp://{u}:{v}@{ip}/incoming/"),
        m("ES_URL=https://elastic:{v}@{s}.es.eu-west-1.aws.found.io:9243"),
        m("clickhouse://{u}:{v}@{h}:9000/analytics"),
        m("https://api.acme.dev/v2/export?format=csv&access_token={v}"),
        m("wss://stream.acme.dev/ws?token={v}&channel={s}"),
        m("pip install --index-url https://{u}:{v}@pypi.acme.dev/simple/ {s}-client"),
        m("sqlalchemy.url = mssql+pyodbc://{u}:{v}@{h}/{s}?driver=ODBC+Driver+18+for+SQL+Server"),
        m("nats://{u}:{v}@{ip}:4222"),
        m("KAFKA_URL=kafka+ssl://{u}:{v}@{h}:9093"),
        m("mqtt://{u}:{v}@broker.acme.dev:1883"),
        m("ldaps://cn=admin,dc=acme,dc=dev:{v}@{h}:636"),
        m("https://hooks.acme.dev/deploy?secret={v}"),
    ]


def cred_file(g: Gen) -> list[Maker]:
    def m(tpl: str, shellsafe: bool = True) -> Maker:
        def make(g: Gen) -> Row:
            v = _sp(g) if shellsafe else _p(g)
            return tpl.format(v=v, h=g.host(), u=g.user(), s=g.svc(), ip=g.ip()), [v]

        return make

    def docker_auth(g: Gen) -> Row:
        auth = base64.b64encode(f"{g.user()}:{_sp(g)}".encode()).decode()
        return (
            '{\n  "auths": {\n    "registry.acme.dev": {\n      "auth": "'
            + auth
            + '"\n    }\n  }\n}'
        ), [auth]

    def kubeconfig(g: Gen) -> Row:
        tok = g.jwt({"iss": "kubernetes/serviceaccount"})
        return (f"users:\n- name: ci-deployer\n  user:\n    token: {tok}"), [tok]

    return [
        m("machine github.com\n  login {u}\n  password {v}"),
        m("machine {h} login {u} password {v}"),
        m("{h}:5432:{s}:{u}:{v}"),
        m("*:*:*:replicator:{v}"),
        m("[default]\nusername = {u}\npassword = {v}\nrepository = https://upload.pypi.acme.dev/"),
        m("https://{u}:{v}@github.com"),
        m(
            "<server>\n  <id>acme-releases</id>\n  <username>{u}</username>\n  <password>{v}</password>\n</server>"
        ),
        m("mavenUser={u}\nmavenPassword={v}"),
        m("[client]\nuser = {u}\npassword = {v}"),
        m("[remote-{s}]\ntype = sftp\nhost = {ip}\nuser = {u}\npass = {v}"),
        m("[default]\naccess_key = {u}\nsecret_key = {v}\nhost_base = s3.acme.dev"),
        m('network={{\n    ssid="acme-lab"\n    psk="{v}"\n}}'),
        m(
            '{{\n  "http-basic": {{\n    "repo.acme.dev": {{"username": "{u}", "password": "{v}"}}\n  }}\n}}'
        ),
        m('[registry]\ntoken = "{v}"'),
        m(
            '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="{u}" />\n    <add key="ClearTextPassword" value="{v}" />\n  </acme>\n</packageSourceCredentials>'
        ),
        m('npmRegistries:\n  "https://npm.acme.dev":\n    npmAuthToken: "{v}"'),
        m("[global]\nindex-url = https://{u}:{v}@pypi.acme.dev/simple"),
        m("user={u}\npassword={v}\ndomain=CORP"),
        m("# ~/.config/{s}/credentials\napi_user={u}\napi_secret={v}"),
        m("[Credentials]\ngs_oauth2_refresh_token = 1//{v}"),
        docker_auth,
        docker_auth,
        kubeconfig,
    ]


def http_header(g: Gen) -> list[Maker]:
    def bearer(tpl: str) -> Maker:
        def make(g: Gen) -> Row:
            v = g.pick([g.b64u(43), g.an(40), g.hx(40)])
            return tpl.format(v=v, s=g.svc(), id=g.uuid()), [v]

        return make

    def basic(tpl: str) -> Maker:
        def make(g: Gen) -> Row:
            v = base64.b64encode(f"{g.user()}:{_sp(g)}".encode()).decode()
            return tpl.format(v=v, s=g.svc()), [v]

        return make

    return [
        bearer(
            "GET /api/v1/{s}/items HTTP/1.1\nHost: api.acme.dev\nAuthorization: Bearer {v}\nAccept: application/json"
        ),
        bearer("curl -sS https://api.acme.dev/{s} -H 'Authorization: Bearer {v}' | jq ."),
        bearer("http GET https://api.acme.dev/{s}/{id} Authorization:'Bearer {v}'"),
        bearer("X-API-Key: {v}"),
        bearer('curl -H "X-Auth-Token: {v}" https://{s}.acme.dev/health'),
        bearer(
            'fetch("https://api.acme.dev/{s}", {{\n  "headers": {{\n    "accept": "application/json",\n    "authorization": "Bearer {v}"\n  }},\n  "method": "GET"\n}});'
        ),
        bearer('{{"key": "Authorization", "value": "Bearer {v}", "type": "text"}}'),
        bearer("Ocp-Apim-Subscription-Key: {v}"),
        bearer("api-key: {v}"),
        bearer("requests.get(url, headers={{'Authorization': 'Token {v}'}})"),
        bearer("> Authorization: Bearer {v}\n> User-Agent: curl/8.5.0\n< HTTP/2 200"),
        bearer("Cookie: _ga=GA1.2.1234.5678; auth_token={v}; theme=dark"),
        bearer("Set-Cookie: remember_token={v}; Path=/; HttpOnly; Secure; SameSite=Lax"),
        bearer("curl 'https://app.acme.dev/api/me' -H 'cookie: sid={v}' --compressed"),
        bearer(
            '  "request": {{\n    "headers": [{{"name": "Authorization", "value": "Bearer {v}"}}]'
        ),
        basic("Authorization: Basic {v}"),
        basic("Proxy-Authorization: Basic {v}"),
        basic("curl -H 'Authorization: Basic {v}' https://jenkins.acme.dev/job/{s}/build"),
        basic('headers = {{"Authorization": "Basic {v}"}}'),
        bearer("axios.defaults.headers.common['Authorization'] = `Bearer {v}`;"),
        bearer("X-Api-Token: {v}\nX-Request-Id: {id}"),
    ]
