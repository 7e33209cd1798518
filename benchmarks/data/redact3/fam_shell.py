"""cli_password, url_dsn, cred_file and http_header rows for redact3."""

from __future__ import annotations

import base64
import random

from gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    b64,
    digits,
    hexs,
    password,
    pick,
    seeded_uuid,
    url_password,
)
from rows import Row, bury

HOSTS = (
    "db.internal",
    "10.0.3.17",
    "pg-primary.prod.svc",
    "mysql-02.corp.lan",
    "127.0.0.1",
    "cache.staging",
    "192.168.40.5",
    "warehouse.eu-west-1.rds.amazonaws.com",
)
USERS = ("app", "deploy", "admin", "svc_etl", "root", "ci", "reporting", "jdoe", "backup")


def _pw(rng: random.Random) -> str:
    # Shell contexts below single-quote or leave bare; keep characters shell-neutral.
    return (
        pick(rng, ALNUM + "-_.@%+", rng.randint(10, 22))
        if rng.random() < 0.5
        else password(rng, rng.choice(["words", "mixed", "leet", "long"]))
    )


def cli_password(rng: random.Random) -> list[Row]:
    """Passwords typed on command lines: shell history, notes of commands run."""
    T = [
        "mysql -u {u} -p{p} -h {h} orders",
        "PGPASSWORD={p} psql -h {h} -U {u} -d analytics -c 'select count(*) from events'",
        "PGPASSWORD='{p}' pg_dump -h {h} -U {u} -Fc app > app.dump",
        "sshpass -p '{p}' ssh {u}@{h}",
        "docker login -u {u} -p {p} registry.corp.example",
        "curl -u {u}:{p} https://jenkins.corp.example/job/build/api/json",
        "htpasswd -b -c /etc/nginx/.htpasswd {u} '{p}'",
        "redis-cli -h {h} -a '{p}' INFO replication",
        "mongosh --host {h} --username {u} --password '{p}' --authenticationDatabase admin",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}",
        "echo '{p}' | sudo -S systemctl restart nginx",
        "wget --user={u} --password='{p}' https://files.corp.example/export.csv",
        "az login --service-principal -u {uuid} -p '{p}' --tenant {uuid2}",
        "mosquitto_pub -h {h} -u {u} -P '{p}' -t sensors/temp -m 21.5",
        "ldapsearch -x -H ldap://{h} -D 'cn=admin,dc=corp,dc=example' -w '{p}' '(uid={u})'",
        "smbclient //{h}/backups -U {u}%{p}",
        "zip -P '{p}' -r handover.zip docs/",
        "7z a -p{p} -mhe=on archive.7z secrets/",
        "gpg --batch --pinentry-mode loopback --passphrase '{p}' -d vault.tar.gpg > vault.tar",
        "vault login -method=userpass username={u} password='{p}'",
        "rabbitmqctl add_user {u} '{p}'",
        "kubectl create secret generic db-creds --from-literal=username={u} --from-literal=password='{p}'",
        "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={p}",
        "ansible-playbook site.yml -i hosts --extra-vars 'ansible_become_pass={p}'",
        "sqlcmd -S {h} -U sa -P '{p}' -Q 'SELECT @@VERSION'",
        "lftp -u {u},'{p}' sftp://{h}",
        "sqlplus {u}/{p}@//{h}:1521/ORCLPDB1",
        "mysqldump --user={u} --password='{p}' --single-transaction shop > shop.sql",
        "ssh-keygen -t ed25519 -N '{p}' -f ~/.ssh/deploy_ed25519",
        "openssl enc -aes-256-cbc -pbkdf2 -k '{p}' -in dump.sql -out dump.sql.enc",
        "mc alias set minio http://{h}:9000 {u} {p}",
        "net use Z: \\\\{h}\\share /user:CORP\\{u} {p}",
        "influx auth create --org acme --password {p} --username {u}",
        "ipmitool -I lanplus -H {h} -U ADMIN -P '{p}' power status",
        "keytool -importkeystore -srckeystore old.jks -srcstorepass '{p}' -destkeystore new.p12 -deststorepass '{p2}'",
        "mysql --host={h} --user={u} --password={p} -e 'SHOW DATABASES' && redis-cli -a {p2} PING",
    ]
    NOTES = [
        "Ran: {c}",
        "{c}",
        "$ {c}",
        "history | tail -1 ->  {c}",
        "Command that worked for the restore:\n  {c}",
        "The user ran `{c}` and it succeeded.",
        "Fixed the import by running:\n```\n{c}\n```",
    ]
    out = []
    for i, t in enumerate(T):
        for _ in range(1 if i % 3 else 2):
            p, p2 = _pw(rng), _pw(rng)
            c = t.format(
                u=rng.choice(USERS),
                p=p,
                p2=p2,
                h=rng.choice(HOSTS),
                uuid=seeded_uuid(rng),
                uuid2=seeded_uuid(rng),
            )
            secrets = (p, p2) if "{p2}" in t else (p,)
            out.append(Row(bury(rng, rng.choice(NOTES).format(c=c)), "cli_password", "en", secrets))
    return out


def url_dsn(rng: random.Random) -> list[Row]:
    """Credentials inside URLs and connection strings."""
    out = []
    T = [
        "DATABASE_URL=postgres://{u}:{p}@{h}:5432/app",
        "DATABASE_URL=postgresql+psycopg://{u}:{p}@{h}/warehouse?sslmode=require",
        "mysql://{u}:{p}@{h}:3306/shop",
        "MONGO_URI=mongodb+srv://{u}:{p}@cluster0.{r5}.mongodb.net/prod?retryWrites=true&w=majority",
        "REDIS_URL=redis://:{p}@{h}:6379/0",
        "rediss://default:{p}@{h}:6380",
        "CELERY_BROKER_URL=amqp://{u}:{p}@rabbit.internal:5672/vhost",
        "git remote set-url origin https://{u}:{p}@git.corp.example/platform/api.git",
        "ftp://{u}:{p}@{h}/outbound/",
        "smtp://{u}%40mail.example:{p}@smtp.mailhost.example:587",
        "jdbc:postgresql://{h}:5432/app?user={u}&password={p}&ssl=true",
        "Server={h};Database=Billing;User Id={u};Password={p};TrustServerCertificate=True;",
        "Data Source={h},1433;Initial Catalog=crm;User ID=sa;Password={p}",
        "sqlalchemy.url = mssql+pyodbc://{u}:{p}@{h}/reports?driver=ODBC+Driver+18+for+SQL+Server",
        "pip install --index-url https://{u}:{p}@pypi.corp.example/simple/ internal-sdk==2.4.1",
        "nats://{u}:{p}@nats.internal:4222",
        "clickhouse://{u}:{p}@{h}:9000/default",
        "ldaps://cn=reader,dc=corp:{p}@{h}:636",
        "spring.datasource.url=jdbc:mysql://{h}:3306/app?user={u}&password={p}",
        "amqps://{u}:{p}@b-{r5}.mq.eu-central-1.amazonaws.com:5671",
        "kafka: SASL_SSL://{u}:{p}@broker-1.kafka.internal:9093",
        "The prod DSN is postgres://{u}:{p}@{h}:6432/core (via pgbouncer).",
    ]
    for t in T:
        for _ in range(2 if rng.random() < 0.45 else 1):
            p = url_password(rng)
            text = t.format(
                u=rng.choice(USERS), p=p, h=rng.choice(HOSTS), r5=pick(rng, LOWER_ALNUM, 5)
            )
            out.append(Row(bury(rng, text), "url_dsn", "en", (p,)))
    for _ in range(3):
        k = b64(rng, 64)
        name = "st" + pick(rng, LOWER_ALNUM, 10)
        text = f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName={name};AccountKey={k};EndpointSuffix=core.windows.net"
        out.append(Row(bury(rng, text), "url_dsn", "en", (k,)))
    for _ in range(3):
        seg = pick(rng, ALNUM, 24)
        text = f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{pick(rng, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 10)}/B{pick(rng, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 10)}/{seg}"
        out.append(Row(bury(rng, text), "url_dsn", "en", (seg,)))
    for _ in range(3):
        seg = pick(rng, B64URL, 68)
        text = f"Alerts post to https://discord.com/api/webhooks/{digits(rng, 19)}/{seg} (channel #alerts)."
        out.append(Row(bury(rng, text), "url_dsn", "en", (seg,)))
    for _ in range(2):
        sig = pick(rng, ALNUM + "%", 43) + "%3D"
        text = f"Blob SAS URL: https://st{pick(rng, LOWER_ALNUM, 8)}.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&spr=https&sig={sig}"
        out.append(Row(bury(rng, text), "url_dsn", "en", (sig,)))
    for _ in range(2):
        sig = hexs(rng, 64)
        text = (
            f"presigned: https://exports.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{pick(rng, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}%2F20261203%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20261203T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        out.append(Row(bury(rng, text), "url_dsn", "en", (sig,)))
    return out


def cred_file(rng: random.Random) -> list[Row]:
    """Contents of well-known credential files."""
    out = []
    for _ in range(3):
        p = _pw(rng)
        out.append(
            Row(
                f"~/.netrc:\nmachine {rng.choice(['api.heroku.com', 'git.corp.example', 'nexus.internal'])}\n  login {rng.choice(USERS)}@corp.example\n  password {p}",
                "cred_file",
                "en",
                (p,),
            )
        )
    for _ in range(3):
        p = _pw(rng).replace(":", "")
        out.append(
            Row(
                f"~/.pgpass line: {rng.choice(HOSTS)}:5432:*:{rng.choice(USERS)}:{p}",
                "cred_file",
                "en",
                (p,),
            )
        )
    for _ in range(4):
        sk = pick(rng, ALNUM + "+/", 40)
        st = "IQoJb3JpZ2luX2Vj" + pick(rng, ALNUM + "+/", 300)
        kid = "ASIA" + pick(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        out.append(
            Row(
                f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sk}\naws_session_token = {st}\nregion = eu-west-1",
                "cred_file",
                "en",
                (sk, st),
            )
        )
    for _ in range(3):
        u, p = rng.choice(USERS), _pw(rng)
        a = base64.b64encode(f"{u}:{p}".encode()).decode()
        out.append(
            Row(
                '~/.docker/config.json:\n{\n  "auths": {\n    "registry.corp.example": {\n      "auth": "'
                + a
                + '"\n    }\n  }\n}',
                "cred_file",
                "en",
                (a,),
            )
        )
    for _ in range(3):
        t = "npm_" + pick(rng, ALNUM, 36)
        out.append(
            Row(
                f"# .npmrc\n@corp:registry=https://npm.corp.example/\n//npm.corp.example/:_authToken={t}\nalways-auth=true",
                "cred_file",
                "en",
                (t,),
            )
        )
    for _ in range(2):
        t = "pypi-AgEIcHlwaS5vcmc" + pick(rng, B64URL, 120)
        out.append(
            Row(
                f"~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}",
                "cred_file",
                "en",
                (t,),
            )
        )
    for _ in range(3):
        t = "ghp_" + pick(rng, ALNUM, 36)
        out.append(
            Row(
                f"cat ~/.git-credentials\nhttps://{rng.choice(USERS)}:{t}@github.com",
                "cred_file",
                "en",
                (t,),
            )
        )
    for _ in range(3):
        tok = pick(rng, B64URL, 16) + "." + pick(rng, B64URL, 40)
        ckd = b64(rng, 90)
        out.append(
            Row(
                f"apiVersion: v1\nkind: Config\nusers:\n- name: ci-bot\n  user:\n    token: {tok}\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: {ckd}",
                "cred_file",
                "en",
                (tok, ckd),
            )
        )
    for _ in range(2):
        t = "gho_" + pick(rng, ALNUM, 36)
        out.append(
            Row(
                f"~/.config/gh/hosts.yml\ngithub.com:\n    user: {rng.choice(USERS)}\n    oauth_token: {t}\n    git_protocol: ssh",
                "cred_file",
                "en",
                (t,),
            )
        )
    for _ in range(2):
        p = password(rng, "words")
        out.append(
            Row(
                f'/etc/wpa_supplicant/wpa_supplicant.conf\nnetwork={{\n    ssid="Office-5G"\n    psk="{p}"\n    key_mgmt=WPA-PSK\n}}',
                "cred_file",
                "en",
                (p,),
            )
        )
    for _ in range(2):
        p = _pw(rng)
        out.append(
            Row(
                f"~/.my.cnf\n[client]\nuser={rng.choice(USERS)}\npassword={p}\nhost={rng.choice(HOSTS)}",
                "cred_file",
                "en",
                (p,),
            )
        )
    for _ in range(2):
        t = "cio" + pick(rng, ALNUM, 32)
        out.append(
            Row(f'~/.cargo/credentials.toml\n[registry]\ntoken = "{t}"', "cred_file", "en", (t,))
        )
    for _ in range(2):
        h = "$2b$12$" + pick(rng, ALNUM + "./", 53)
        out.append(Row(f"/etc/nginx/.htpasswd contains:\nmonitor:{h}", "cred_file", "en", (h,)))
    for _ in range(2):
        p = pick(rng, ALNUM + "-_", 38)
        out.append(
            Row(
                f"rclone.conf\n[nas]\ntype = sftp\nhost = {rng.choice(HOSTS)}\nuser = backup\npass = {p}",
                "cred_file",
                "en",
                (p,),
            )
        )
    for _ in range(2):
        t = pick(rng, ALNUM, 14) + ".atlasv1." + pick(rng, ALNUM, 67)
        out.append(
            Row(
                '~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "'
                + t
                + '"\n    }\n  }\n}',
                "cred_file",
                "en",
                (t,),
            )
        )
    return out


def http_header(rng: random.Random) -> list[Row]:
    """Credentials in HTTP headers: curl commands, raw requests, client configs."""
    out = []
    for i in range(34):
        kind = i % 11
        u = rng.choice(USERS)
        if kind == 0:
            t = pick(rng, B64URL, rng.randint(32, 64))
            text, s = (
                f'curl -s -H "Authorization: Bearer {t}" https://api.internal.example/v2/jobs?limit=50',
                (t,),
            )
        elif kind == 1:
            cred = base64.b64encode(f"{u}:{_pw(rng)}".encode()).decode()
            text, s = (
                f"GET /metrics HTTP/1.1\nHost: prometheus.corp.example\nAuthorization: Basic {cred}\nAccept: */*",
                (cred,),
            )
        elif kind == 2:
            t = hexs(rng, 32)
            text, s = (
                f"curl https://api.weather-partner.example/v1/forecast -H 'X-API-Key: {t}'",
                (t,),
            )
        elif kind == 3:
            t = pick(rng, B64URL, 43)
            text, s = (
                f"Cookie: _ga=GA1.2.{digits(rng, 9)}.{digits(rng, 10)}; session={t}; theme=dark",
                (t,),
            )
        elif kind == 4:
            cred = base64.b64encode(f"{u}:{_pw(rng)}".encode()).decode()
            text, s = (
                f"export HTTPS_PROXY=http://proxy.corp:3128 and the proxy wants\nProxy-Authorization: Basic {cred}",
                (cred,),
            )
        elif kind == 5:
            t = "glpat-" + pick(rng, B64URL, 20)
            text, s = (
                f'curl --header "PRIVATE-TOKEN: {t}" "https://gitlab.corp.example/api/v4/projects/42/pipelines"',
                (t,),
            )
        elif kind == 6:
            t = hexs(rng, 32)
            text, s = (
                f"POST https://corp-openai.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-06-01\napi-key: {t}\nContent-Type: application/json",
                (t,),
            )
        elif kind == 7:
            t = "hvs." + pick(rng, ALNUM, 24)
            text, s = (
                f"curl -H 'X-Vault-Token: {t}' https://vault.corp.example:8200/v1/secret/data/app",
                (t,),
            )
        elif kind == 8:
            t = pick(rng, ALNUM, 40)
            text, s = (
                f"http GET https://api.partner.example/orders 'Authorization:Token {t}' page==2",
                (t,),
            )
        elif kind == 9:
            t = pick(rng, LOWER_ALNUM, 26)
            text, s = (
                f"HTTP/1.1 200 OK\nSet-Cookie: sid={t}; Path=/; HttpOnly; Secure; SameSite=Lax\nContent-Type: text/html",
                (t,),
            )
        else:
            t, t2 = pick(rng, B64URL, 36), pick(rng, ALNUM, 32)
            text, s = f"headers = X-Auth-Token: {t}\nX-Client-Secret: {t2}", (t, t2)
        out.append(Row(bury(rng, text), "http_header", "en", s))
    return out
