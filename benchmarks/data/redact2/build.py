#!/usr/bin/env python3
"""Build the second, blind, HELD-OUT redaction data set.

Writes secrets.jsonl (texts holding secrets, with the exact secret substrings)
and ordinary.jsonl (coding-agent memories with no secret, full of near misses).
Standard library only; seeded, so reruns are byte-identical.

Every value is synthetic (drawn from a seeded PRNG). None is a real credential
and none is a vendor's documented example value.
"""
import json
import os
import random
import string

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20261203)

LO = string.ascii_lowercase
UP = string.ascii_uppercase
DG = string.digits
AN = LO + UP + DG
HX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def an(n):
    return rs(AN, n)


def hx(n):
    return rs(HX, n)


def b64(nbytes):
    import base64
    raw = bytes(R.randrange(256) for _ in range(nbytes))
    return base64.b64encode(raw).decode()


def b64u(nbytes):
    import base64
    raw = bytes(R.randrange(256) for _ in range(nbytes))
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


SYL = ["ka", "lo", "mer", "tri", "zu", "van", "pel", "qua", "dor", "fin", "gra",
       "hux", "jet", "nox", "ori", "ply", "rum", "sav", "tek", "wil", "yor", "bex"]
SYM = "!@#%^&*-_+=.?~$"


def pw(kind=None):
    """A human-ish but synthetic password."""
    k = kind if kind is not None else R.randrange(6)
    if k == 0:
        s = "".join(R.choice(SYL) for _ in range(3))
        return s.capitalize() + str(R.randrange(10, 9999)) + R.choice(SYM)
    if k == 1:
        return rs(AN + "!#%&*", R.randrange(12, 22))
    if k == 2:
        return R.choice(SYL).upper() + R.choice(SYM) + "".join(R.choice(SYL) for _ in range(2)) + str(R.randrange(100, 999))
    if k == 3:
        return an(R.randrange(16, 28))
    if k == 4:
        w = [R.choice(["copper", "lantern", "orbit", "maple", "glacier", "tundra", "violet",
                       "harbor", "cactus", "ember", "quartz", "falcon", "meadow", "pylon"]) for _ in range(3)]
        return "-".join(w) + "-" + str(R.randrange(10, 99))
    return rs(LO + DG, 6) + R.choice(SYM) + rs(UP + DG, 6) + R.choice(SYM) + rs(LO, 3)


def safe_pw():
    """Password without characters that would need URL-escaping."""
    return "".join(R.choice(SYL) for _ in range(2)).capitalize() + rs(AN, R.randrange(6, 12)) + str(R.randrange(10, 99))


def uuid4():
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


USERS = ["admin", "deploy", "svc_etl", "postgres", "root", "app", "ci-bot", "reporting", "mlops",
         "backup", "grafana", "ingest", "jenkins", "webapp", "analytics"]
HOSTS = ["db-prod-3.internal", "10.40.2.17", "pg.staging.acme.lan", "mysql01.eu-west.corp",
         "cache.tools.local", "172.19.0.5", "mq.payments.svc", "ldap.hq.example.org",
         "reg.k8s.lab", "ftp.vendor-drop.net", "build-07.ci.lan", "db.orbitly.io"]


def host():
    return R.choice(HOSTS)


def user():
    return R.choice(USERS)


# ---------------------------------------------------------------- secrets
SECRETS = []


def S(family, text, secrets, lang="en"):
    if isinstance(secrets, str):
        secrets = [secrets]
    for s in secrets:
        assert s in text, (s, text)
    SECRETS.append({"text": text, "secrets": secrets, "family": family, "lang": lang})


def cli_passwords():
    f = "cli_password"
    p = pw(); S(f, f"ran `mysql -h {host()} -u {user()} -p{p} orders < dump.sql` and it finished in 4m", p)
    p = pw(); S(f, f"mysqldump --user=reporting --password='{p}' --single-transaction analytics > /tmp/a.sql", p)
    p = safe_pw(); S(f, f"$ PGPASSWORD={p} psql -h {host()} -U postgres -c '\\dt'", p)
    p = pw(); S(f, f"export PGPASSWORD=\"{p}\"\npg_dump -Fc -h {host()} billing > billing.dump", p)
    p = pw(); S(f, f"curl -u {user()}:{p} https://nexus.corp.lan/service/rest/v1/repositories", p)
    p = pw(); S(f, f"curl --user 'ci-bot:{p}' -X POST https://jenkins.lab/job/nightly/build", p)
    p = safe_pw(); S(f, f"wget --http-user=mirror --http-password={p} https://artifacts.lan/rel/v3.tar.gz", p)
    p = safe_pw(); S(f, f"wget --password={p} --user=ops ftp://ftp.vendor-drop.net/feeds/daily.csv", p)
    p = pw(); S(f, f"http -a admin:{p} GET https://api.internal.lan/v2/users  # httpie", p)
    p = safe_pw(); S(f, f"sshpass -p '{p}' ssh -o StrictHostKeyChecking=no pi@192.168.1.44 'sudo reboot'", p)
    p = safe_pw(); S(f, f"sshpass -p {p} scp build.tar.gz deploy@10.0.3.9:/srv/releases/", p)
    p = safe_pw(); S(f, f"redis-cli -h cache.tools.local -p 6380 -a {p} --no-auth-warning FLUSHDB", p)
    p = safe_pw(); S(f, f"redis-cli -u redis://default:{p}@cache.tools.local:6379/2 info keyspace", p)
    p = pw(); S(f, f"echo '{p}' | docker login registry.gitlab.com -u buildbot --password-stdin", p)
    p = safe_pw(); S(f, f"docker login -u deployer -p {p} reg.k8s.lab:5000", p)
    p = safe_pw(); S(f, f"podman login --username svc --password {p} quay.io", p)
    p = safe_pw(); S(f, f"helm repo add internal https://charts.corp.lan --username ci --password {p}", p)
    p = safe_pw(); S(f, f"helm registry login oci.corp.lan -u robot$ci --password {p}", p)
    p = safe_pw(); S(f, f"kubectl create secret docker-registry regcred --docker-server=reg.k8s.lab --docker-username=pull --docker-password={p} -n apps", p)
    p = safe_pw(); S(f, f"kubectl create secret generic db-creds --from-literal=username=app --from-literal=password={p}", p)
    p = safe_pw(); S(f, f"lftp -u uploader,{p} sftp://files.partner.net -e 'mirror -R out/ in/; bye'", p)
    p = safe_pw(); S(f, f"RSYNC_PASSWORD={p} rsync -av ./site/ rsync://web@mirror.lan/www/", p)
    p = safe_pw(); S(f, f"ncftpput -u ops -p {p} ftp.vendor-drop.net /incoming report.zip", p)
    p = pw(); S(f, f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}", p)
    p = safe_pw(); S(f, f"openssl rsa -in server.key -out plain.key -passin pass:{p}", p)
    p = safe_pw(); S(f, f"openssl enc -aes-256-cbc -pbkdf2 -in backup.tar -out backup.enc -k {p}", p)
    p = pw(4); S(f, f"gpg --batch --yes --pinentry-mode loopback --passphrase '{p}' -d secrets.tar.gpg | tar x", p)
    p = pw(4); S(f, f"echo \"{p}\" | gpg --passphrase-fd 0 --batch -c notes.md", p)
    p = safe_pw(); S(f, f"zip -r -P {p} handoff.zip customer_exports/", p)
    p = safe_pw(); S(f, f"7z a -p{p} -mhe=on archive.7z ./keys", p)
    p = safe_pw(); S(f, f"unzip -P {p} invoices_2024.zip -d /tmp/inv", p)
    p = safe_pw(); S(f, f"mongosh \"mongodb://10.40.2.17:27017/admin\" -u root -p {p} --eval 'db.stats()'", p)
    p = safe_pw(); S(f, f"mongodump --uri=mongodb+srv://etl:{p}@cluster0.ab12c.mongodb.net/shop --out=/bk", p)
    p = safe_pw(); S(f, f"mongorestore --username admin --password {p} --authenticationDatabase admin dump/", p)
    p = safe_pw(); S(f, f"rabbitmqctl add_user ingest {p} && rabbitmqctl set_permissions -p / ingest '.*' '.*' '.*'", p)
    p = safe_pw(); S(f, f"rabbitmqctl change_password guest {p}", p)
    p = safe_pw(); S(f, f"ldapsearch -x -H ldap://ldap.hq.example.org -D 'cn=admin,dc=hq,dc=example,dc=org' -w {p} -b 'ou=people,dc=hq,dc=example,dc=org'", p)
    p = safe_pw(); S(f, f"ldappasswd -x -D cn=admin,dc=corp -w {p} -s NewUserPass1 uid=jdoe,ou=people,dc=corp", [p, "NewUserPass1"])
    p = safe_pw(); S(f, f"vault login -method=userpass username=ops password={p}", p)
    t = "hvs." + an(24); S(f, f"VAULT_TOKEN={t} vault kv get secret/payments/stripe", t)
    t = uuid4(); S(f, f"consul kv get -token={t} config/app/flags", t)
    t = uuid4(); S(f, f"CONSUL_HTTP_TOKEN={t} consul members", t)
    p = "ghp_" + an(36); S(f, f"printf 'protocol=https\\nhost=github.com\\nusername=bot\\npassword={p}\\n' | git credential approve", p)
    p = safe_pw(); S(f, f"git clone https://jdoe:{p}@git.corp.lan/platform/infra.git", p)
    p = safe_pw(); S(f, f"mysqladmin -u root --password={p} shutdown", p)
    p = safe_pw(); S(f, f"sqlcmd -S tcp:sql01.corp.lan,1433 -U sa -P {p} -Q \"SELECT @@VERSION\"", p)
    p = safe_pw(); S(f, f"bcp dbo.Orders out orders.dat -S sql01 -U loader -P '{p}' -c", p)
    p = safe_pw(); S(f, f"sqlplus system/{p}@//oradb.corp.lan:1521/ORCLPDB1", p)
    p = safe_pw(); S(f, f"expdp hr/{p}@XEPDB1 schemas=HR directory=DP_DIR dumpfile=hr.dmp", p)
    p = safe_pw(); S(f, f"clickhouse-client --host ch.lan --user default --password {p} --query 'SELECT 1'", p)
    p = safe_pw(); S(f, f"cqlsh cass-1.lan -u cassandra -p {p} -e 'DESCRIBE KEYSPACES'", p)
    p = safe_pw(); S(f, f"influx auth login --username admin --password {p}", p)
    p = safe_pw(); S(f, f"mc alias set minio http://minio.lan:9000 minioadmin {p}", p)
    p = safe_pw(); S(f, f"smbclient //fs01/share -U 'CORP\\\\svc_scan%{p}' -c 'ls'", p)
    p = safe_pw(); S(f, f"mount -t cifs //nas/backup /mnt/b -o username=backup,password={p},vers=3.0", p)
    p = safe_pw(); S(f, f"xfreerdp /v:10.1.1.20 /u:Administrator /p:{p} /cert:ignore", p)
    p = safe_pw(); S(f, f"net use Z: \\\\fs01\\eng {p} /user:CORP\\jdoe", p)
    p = safe_pw(); S(f, f"keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass {p} -destkeystore app.jks -deststorepass {p}", p)
    p = safe_pw(); S(f, f"htpasswd -b -c /etc/nginx/.htpasswd grafana {p}", p)
    p = safe_pw(); S(f, f"npm login --registry=https://npm.corp.lan  # then typed user ci / pass {p} / ci@corp.lan", p)
    t = "pypi-AgEIcHlwaS5vcmc" + b64u(50); S(f, f"twine upload -u __token__ -p {t} dist/*", t)
    p = safe_pw(); S(f, f"az login --service-principal -u 7f3c1a2e-0000-4d1b-9c0a-3e1f22aa0b11 -p {p} --tenant corp.onmicrosoft.com", p)
    p = safe_pw(); S(f, f"ansible-playbook site.yml -e 'ansible_become_password={p}'", p)
    p = safe_pw(); S(f, f"psql \"host={host()} dbname=app user=app password={p} sslmode=require\"", p)
    p = safe_pw(); S(f, f"nmcli dev wifi connect OfficeNet password {p}", p)
    p = safe_pw(); S(f, f"ipmitool -I lanplus -H 10.9.0.21 -U ADMIN -P {p} chassis power cycle", p)


def config_lines():
    f = "config"
    p = pw(); S(f, f"# .env.production\nDATABASE_USER=app\nDATABASE_PASSWORD={p}\nDATABASE_HOST=db.orbitly.io", p)
    p = safe_pw(); S(f, f"DB_PASS={p}", p)
    p = an(40); S(f, f"SECRET_KEY_BASE={p}\nRAILS_ENV=production", p)
    p = an(50); S(f, f"DJANGO_SECRET_KEY='{p}'", p)
    p = an(32); S(f, f"export JWT_SIGNING_SECRET=\"{p}\"", p)
    p = safe_pw(); S(f, f"spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    username: app\n    password: {p}", p)
    p = pw(); S(f, f"smtp:\n  host: smtp.mailrelay.lan\n  user: noreply\n  pass: \"{p}\"", p)
    p = an(36); S(f, f"auth:\n  client_id: web-portal\n  client_secret: '{p}'", p)
    p = safe_pw(); S(f, f'{{"db": {{"host": "10.0.0.4", "user": "svc", "passwd": "{p}"}}}}', p)
    p = an(28); S(f, f'  "apiKey": "{p}",\n  "region": "eu-central-1"', p)
    p = an(44); S(f, f'{{"webhookSecret":"{p}","retries":3}}', p)
    p = safe_pw(); S(f, f"[database]\nhost = \"pg.staging.acme.lan\"\nport = 5432\npassword = \"{p}\"", p)
    p = an(30); S(f, f"[tool.poetry.http-basic.internal]\nusername = \"ci\"\npassword = \"{p}\"", p)
    p = safe_pw(); S(f, f"[mysql]\nuser=backup\npassword={p}\nhost=mysql01.eu-west.corp", p)
    p = safe_pw(); S(f, f"[client]\npassword=\"{p}\"", p)
    p = safe_pw(); S(f, f"spring.datasource.password={p}\nspring.datasource.username=orders", p)
    p = safe_pw(); S(f, f"mail.smtp.auth.pwd = {p}", p)
    p = an(24); S(f, f"app.security.token-secret: {p}", p)
    p = safe_pw(); S(f, f'<add name="Main" connectionString="Server=sql01;Database=Crm;User Id=crm;Password={p};" />', p)
    p = safe_pw(); S(f, f"<server>\n  <id>nexus-releases</id>\n  <username>deployment</username>\n  <password>{p}</password>\n</server>", p)
    p = safe_pw(); S(f, f'<property name="hibernate.connection.password" value="{p}"/>', p)
    p = safe_pw(); S(f, f'variable "db_password" {{\n  default = "{p}"\n}}', p)
    p = safe_pw(); S(f, f'# terraform.tfvars\nadmin_password = "{p}"\nregion = "westeurope"', p)
    p = an(40); S(f, f'provider "cloudflare" {{\n  api_token = "{p}"\n}}', p)
    p = safe_pw(); S(f, f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {p}", p)
    p = safe_pw(); S(f, f"    environment:\n      - MYSQL_ROOT_PASSWORD={p}\n      - MYSQL_DATABASE=wp", p)
    p = safe_pw(); S(f, f"  rabbit:\n    environment:\n      RABBITMQ_DEFAULT_PASS: \"{p}\"", p)
    p = safe_pw(); t = an(32)
    S(f, f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\ntype: Opaque\nstringData:\n  DB_PASSWORD: {p}\n  SESSION_KEY: {t}", [p, t])
    raw = safe_pw(); import base64; enc = base64.b64encode(raw.encode()).decode()
    S(f, f"kind: Secret\ndata:\n  password: {enc}\n  username: YWRtaW4=", enc)
    p = an(26); S(f, f"ENCRYPTION_KEY: \"{p}\"", p)
    p = safe_pw(); S(f, f"redis_password: {p}", p)
    p = an(32); S(f, f"SESSION_SECRET={p}", p)
    p = an(20); S(f, f"MASTER_KEY = '{p}'", p)
    p = safe_pw(); S(f, f"settings.py: DATABASES['default']['PASSWORD'] = '{p}'", p)
    p = an(48); S(f, f"const PRIVATE_API_TOKEN = \"{p}\";", p)
    p = safe_pw(); S(f, f"db_pwd: {p}  # TODO move to vault", p)
    p = safe_pw(); S(f, f"ADMIN_PASSWD={p}", p)
    p = an(32); S(f, f"NEXTAUTH_SECRET={p}", p)
    p = safe_pw(); S(f, f"KEYSTORE_PASS={p}", p)
    p = an(64); S(f, f"HMAC_KEY={p}", p)
    p = safe_pw(); S(f, f"  passphrase: {p}", p)
    p = an(40); S(f, f"github:\n  webhook_secret: {p}", p)
    p = safe_pw(); S(f, f"LDAP_BIND_CREDENTIALS=\"{p}\"", p)
    p = an(24); S(f, f"let apiSecret = \"{p}\" // from dashboard", p)
    p = an(30); S(f, f"os.environ[\"SERVICE_AUTH_TOKEN\"] = \"{p}\"", p)
    p = safe_pw(); S(f, f"appsettings.json -> \"SmtpPassword\": \"{p}\"", p)
    p = safe_pw(); S(f, f"cfg.set('auth', 'pw', '{p}')", p)
    p = safe_pw(); S(f, f"SFTP_PASSWORD={p}", p)
    p = an(36); S(f, f"WEBHOOK_SIGNING_KEY: {p}", p)
    p = safe_pw(); S(f, f"wpa_passphrase=\"{p}\"", p)


def urls_dsns():
    f = "url_dsn"
    for scheme, port, path in [("postgresql", 5432, "app"), ("postgres", 5433, "billing"), ("mysql", 3306, "shop"),
                               ("mariadb", 3306, "wiki"), ("mongodb", 27017, "events?authSource=admin"),
                               ("redis", 6379, "0"), ("rediss", 6380, "1"), ("amqp", 5672, "%2F"), ("amqps", 5671, "prod"),
                               ("mqtt", 1883, ""), ("mqtts", 8883, ""), ("ldap", 389, ""), ("ldaps", 636, ""),
                               ("smtp", 587, ""), ("smtps", 465, ""), ("ftp", 21, "pub"), ("sftp", 22, "upload"),
                               ("https", 443, "simple/"), ("http", 8080, "api"), ("nats", 4222, ""),
                               ("clickhouse", 9000, "default"), ("mssql", 1433, "crm"), ("cockroachdb", 26257, "defaultdb"),
                               ("neo4j", 7687, ""), ("kafka", 9092, "")]:
        p = safe_pw(); u = user(); h = host().replace("10.40.2.17", "db.orbitly.io")
        url = f"{scheme}://{u}:{p}@{h}:{port}/{path}"
        form = R.randrange(4)
        if form == 0:
            S(f, f"{scheme.upper()}_URL={url}", p)
        elif form == 1:
            S(f, f"connection failed: could not connect to {url} (timeout after 30s)", p)
        elif form == 2:
            S(f, f'url: "{url}"', p)
        else:
            S(f, f"tried `{url}` from the bastion and it works", p)
    p = safe_pw(); S(f, f"jdbc:postgresql://db:5432/app?user=app&password={p}&ssl=true", p)
    p = safe_pw(); S(f, f"jdbc:mysql://mysql01:3306/shop?user=shop&password={p}&useSSL=false", p)
    p = safe_pw(); S(f, f"jdbc:sqlserver://sql01.corp.lan:1433;databaseName=Crm;user=crm;password={p};encrypt=true", p)
    p = safe_pw(); S(f, f"jdbc:oracle:thin:scott/{p}@//oradb:1521/ORCL", p)
    p = safe_pw(); S(f, f"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:sql01,1433;Database=dw;Uid=etl;Pwd={p};Encrypt=yes;", p)
    p = safe_pw(); S(f, f"DSN=Warehouse;UID=report;PWD={p}", p)
    p = safe_pw(); S(f, f"Server=myserver.database.windows.net;Initial Catalog=sales;User ID=sa;Password={p};MultipleActiveResultSets=True", p)
    p = safe_pw(); S(f, f"Data Source=10.1.1.5;Initial Catalog=Ops;uid=ops;pwd={p}", p)
    k = b64(64); S(f, f"DefaultEndpointsProtocol=https;AccountName=stlogs01;AccountKey={k};EndpointSuffix=core.windows.net", k)
    k = b64(32); S(f, f"Endpoint=sb://bus-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}", k)
    sig = b64u(32); S(f, f"https://stlogs01.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&sig={sig}%3D", sig)
    ak = "AKIA" + rs(UP + DG, 16); sig = hx(64)
    S(f, f"https://acme-data.s3.eu-west-1.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20261201%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261201T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}", sig)
    sig = b64u(40); S(f, f"https://storage.googleapis.com/ml-ckpt/model.bin?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={sig}", sig)
    sec = rs(AN + "/+", 40); ak = "AKIA" + rs(UP + DG, 16)
    S(f, f"s3://{ak}:{sec}@legacy-bucket/path/", [sec])
    p = safe_pw(); S(f, f"smtp://alerts%40corp.lan:{p}@smtp.mailrelay.lan:587", p)
    p = safe_pw(); S(f, f"EMAIL_URL=submission://noreply:{p}@smtp.fastmail.com:587", p)
    p = safe_pw(); S(f, f"CELERY_BROKER_URL=amqp://celery:{p}@mq.payments.svc:5672/celery", p)
    p = safe_pw(); S(f, f"pip install --index-url https://ci:{p}@pypi.corp.lan/simple/ internal-sdk", p)
    t = "glpat-" + an(20); S(f, f"remote: https://oauth2:{t}@gitlab.com/group/project.git", t)
    p = an(32); S(f, f"https://hooks.example-crm.io/inbound?api_key={p}&format=json", p)
    p = an(40); S(f, f"GET /v1/forecast?lat=52.5&lon=13.4&appid={p} HTTP/1.1", p)
    p = an(32); S(f, f"wss://stream.feeds.lan/socket?access_token={p}", p)
    p = "xoxb-" + "".join(R.choice(DG) for _ in range(11)) + "-" + "".join(R.choice(DG) for _ in range(13)) + "-" + an(24)
    S(f, f"POST https://slack.com/api/chat.postMessage?token={p}&channel=C024BE91L", p)
    p = safe_pw(); S(f, f"proxy = http://jdoe:{p}@proxy.corp.lan:3128", p)
    p = safe_pw(); S(f, f"HTTPS_PROXY=http://svc-proxy:{p}@10.0.0.1:8080", p)
    p = safe_pw(); S(f, f"ssh://git:{p}@git.corp.lan:2222/ops/playbooks.git", p)
    p = safe_pw(); S(f, f"opc.tcp://operator:{p}@plc-3.factory.lan:4840", p)
    p = safe_pw(); S(f, f"memcached://cache:{p}@cache.tools.local:11211", p)
    p = safe_pw(); S(f, f"elasticsearch url http://elastic:{p}@es01.lan:9200 returns 200", p)
    t = hx(32); S(f, f"SENTRY_DSN=https://{t}@o{R.randrange(100000,999999)}.ingest.sentry.io/{R.randrange(1000000,9999999)}", t)


def cred_files():
    f = "cred_file"
    p = safe_pw(); S(f, f"~/.netrc:\nmachine api.heroku.com\n  login jdoe@corp.lan\n  password {p}", p)
    p = safe_pw(); S(f, f"machine ftp.vendor-drop.net login uploader password {p}", p)
    p = safe_pw(); S(f, f"~/.pgpass -> db.orbitly.io:5432:app:app:{p}", p)
    p = safe_pw(); S(f, f"*:*:*:replicator:{p}", p)
    t = "npm_" + an(36); S(f, f"//registry.npmjs.org/:_authToken={t}", t)
    t = b64(24); S(f, f"# .npmrc\nregistry=https://npm.corp.lan/\n//npm.corp.lan/:_auth={t}\nalways-auth=true", t)
    p = safe_pw(); S(f, f"//npm.corp.lan/:_password={p}", p)
    t = "pypi-AgEIcHlwaS5vcmc" + b64u(60); S(f, f"[pypi]\n  username = __token__\n  password = {t}", t)
    p = safe_pw(); S(f, f"~/.pypirc\n[internal]\nrepository = https://pypi.corp.lan/\nusername = ci\npassword = {p}", p)
    t = "ghp_" + an(36); S(f, f"~/.git-credentials: https://octobot:{t}@github.com", t)
    p = safe_pw(); S(f, f"https://jdoe:{p}@bitbucket.corp.lan", p)
    raw = f"ci:{safe_pw()}"; import base64; enc = base64.b64encode(raw.encode()).decode()
    S(f, f'{{\n  "auths": {{\n    "reg.k8s.lab:5000": {{\n      "auth": "{enc}"\n    }}\n  }}\n}}', enc)
    raw = f"_json_key:{safe_pw()}"; enc = base64.b64encode(raw.encode()).decode()
    S(f, f'~/.docker/config.json has "auths":{{"europe-docker.pkg.dev":{{"auth":"{enc}"}}}}', enc)
    t = "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + b64u(30) + "." + b64u(150) + "." + b64u(256)
    S(f, f"users:\n- name: ci-deployer\n  user:\n    token: {t}", t)
    t = an(6).lower() + "." + an(16).lower(); S(f, f"kubeadm join 10.0.0.10:6443 --token {t} --discovery-token-ca-cert-hash sha256:{hx(64)}", t)
    cd = b64(120); S(f, f"- name: admin@prod\n  user:\n    client-certificate-data: {b64(90)}\n    client-key-data: {cd}", cd)
    ak = "AKIA" + rs(UP + DG, 16); sk = rs(AN + "/+", 40)
    S(f, f"[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-east-2", [ak, sk])
    ak = "ASIA" + rs(UP + DG, 16); sk = rs(AN + "/+", 40); st = "IQoJb3JpZ2luX2Vj" + b64(180)
    S(f, f"[sso-tmp]\naws_access_key_id={ak}\naws_secret_access_key={sk}\naws_session_token={st}", [ak, sk, st])
    p = safe_pw(); S(f, f"# ~/.my.cnf\n[client]\nuser=root\npassword={p}", p)
    t = an(40); S(f, f"~/.config/gh/hosts.yml:\ngithub.com:\n    oauth_token: gho_{t}\n    user: jdoe", "gho_" + t)
    t = hx(40); S(f, f"~/.terraformrc\ncredentials \"app.terraform.io\" {{\n  token = \"{an(14)}.atlasv1.{t}\"\n}}", t)
    p = safe_pw(); S(f, f"/etc/ppp/chap-secrets: vpnuser * {p} *", p)
    p = safe_pw(); k0 = rs(UP + DG, 20); S(f, f"~/.s3cfg\naccess_key = {k0}\nsecret_key = {p}", [k0, p])
    t = an(32); S(f, f"~/.config/hub: oauth_token: {t}", t)
    p = safe_pw(); S(f, f"wpa_supplicant.conf: network={{ ssid=\"lab\" psk=\"{p}\" }}", p)
    p = safe_pw(); S(f, f"~/.m2/settings.xml: <password>{p}</password>", p)
    t = an(40); S(f, f"~/.gem/credentials\n---\n:rubygems_api_key: rubygems_{t}", "rubygems_" + t)
    t = hx(32); S(f, f"~/.cargo/credentials.toml\n[registry]\ntoken = \"cio{t}\"", "cio" + t)


def http_headers():
    f = "http_header"
    t = an(40); S(f, f"Authorization: Bearer {t}", t)
    t = an(32); S(f, f"curl -H 'Authorization: Bearer {t}' https://api.orbitly.io/v1/me", t)
    import base64
    raw = f"admin:{safe_pw()}"; enc = base64.b64encode(raw.encode()).decode()
    S(f, f"> GET /metrics HTTP/1.1\n> Host: 10.0.0.7:9100\n> Authorization: Basic {enc}", enc)
    raw = f"svc:{safe_pw()}"; enc = base64.b64encode(raw.encode()).decode()
    S(f, f"headers = {{'authorization': 'Basic {enc}'}}", enc)
    t = hx(40); S(f, f"Authorization: token {t}", t)
    t = an(40); S(f, f"fetch(url, {{ headers: {{ Authorization: `Token {t}` }} }})", t)
    r = hx(32); S(f, f'Authorization: Digest username="ops", realm="cams", nonce="{hx(16)}", uri="/cgi", response="{r}"', r)
    s = b64u(48); S(f, f"Cookie: theme=dark; sessionid={s}; lang=en", s)
    s = hx(64); S(f, f"< Set-Cookie: connect.sid=s%3A{s}; Path=/; HttpOnly; Secure", s)
    s = b64u(32); S(f, f"Set-Cookie: __Host-auth={s}; Path=/; Secure; SameSite=Strict", s)
    t = an(32); S(f, f"X-API-Key: {t}", t)
    t = hx(32); S(f, f"curl -H \"x-api-key: {t}\" https://api.partner.net/quotes", t)
    t = an(24); S(f, f"requests.get(u, headers={{\"X-Auth-Token\": \"{t}\"}})", t)
    t = an(40); S(f, f"PRIVATE-TOKEN: {t}", t)
    t = "00" + an(40); S(f, f"Authorization: SSWS {t}", t)
    t = hx(40); S(f, f"X-Vault-Token: hvs.{t}", "hvs." + t)
    t = an(44); S(f, f"Proxy-Authorization: Bearer {t}", t)
    t = b64(24); k0 = hx(32); S(f, f"Ocp-Apim-Subscription-Key: {k0}\nX-Functions-Key: {t}", [k0, t])
    t = hx(32); S(f, f"ocp-apim-subscription-key: {t}", t)
    t = "shpat_" + hx(32); S(f, f"X-Shopify-Access-Token: {t}", t)
    t = an(48); S(f, f"api-key: {t}", t)
    t = an(30); S(f, f"X-Access-Token={t}", t)
    t = "sk-" + an(48); S(f, f"-H \"Authorization: Bearer {t}\" -H \"Content-Type: application/json\"", t)
    t = an(36); S(f, f"X-Goog-Api-Key: AIza{t[:35]}", "AIza" + t[:35])
    t = b64u(40); S(f, f"Authorization: Bot {t}", t)
    t = hx(40); S(f, f"X-Gitlab-Token: {t}", t)
    s = b64u(60); S(f, f"document.cookie = \"auth_token={s}; path=/\"", s)
    t = hx(32); k0 = hx(40); S(f, f"-H 'DD-API-KEY: {t}' -H 'DD-APPLICATION-KEY: {k0}'", [t, k0])
    t = an(40); S(f, f"Authorization: ApiKey {t}", t)
    t = an(32); S(f, f"request header: 'apikey: {t}'", t)


def vendor_keys():
    f = "vendor_key"
    V = [
        ("github", "ghp_" + an(36), "GITHUB_TOKEN={}"),
        ("github", "github_pat_" + rs(UP + DG, 22) + "_" + an(59), "used fine-grained PAT {} for the release workflow"),
        ("github", "ghs_" + an(36), "the actions log printed the installation token {} in full"),
        ("github", "ghr_" + an(36), "refresh_token={}"),
        ("gitlab", "glpat-" + rs(AN + "-_", 20), "export GITLAB_TOKEN={}"),
        ("gitlab", "glrt-" + rs(AN + "-_", 20), "runner token is {}"),
        ("slack", "xoxb-" + rs(DG, 12) + "-" + rs(DG, 13) + "-" + an(24), "SLACK_BOT_TOKEN={}"),
        ("slack", "xoxp-" + rs(DG, 12) + "-" + rs(DG, 12) + "-" + rs(DG, 13) + "-" + hx(32), "slack user token: {}"),
        ("slack", "https://hooks.slack.com/services/T" + rs(UP + DG, 8) + "/B" + rs(UP + DG, 10) + "/" + an(24), "alerts go to {}"),
        ("stripe", "sk_live_" + an(99 - 8 - 30), "STRIPE_SECRET_KEY={}"),
        ("stripe", "rk_live_" + an(60), "restricted key {} for the reporting job"),
        ("stripe", "whsec_" + an(32), "STRIPE_WEBHOOK_SECRET: {}"),
        ("openai", "sk-proj-" + rs(AN + "-_", 124), "OPENAI_API_KEY={}"),
        ("openai", "sk-" + an(48), "openai.api_key = \"{}\""),
        ("anthropic", "sk-ant-api03-" + rs(AN + "-_", 93) + "AA", "ANTHROPIC_API_KEY={}"),
        ("anthropic", "sk-ant-admin01-" + rs(AN + "-_", 93) + "AA", "admin key for usage report: {}"),
        ("huggingface", "hf_" + rs(LO + UP, 34), "huggingface-cli login --token {}"),
        ("sendgrid", "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43), "SENDGRID_API_KEY='{}'"),
        ("twilio", "SK" + hx(32), "twilio api key sid {} secret " + an(32)),
        ("twilio", hx(32), "TWILIO_AUTH_TOKEN={}"),
        ("mailgun", "key-" + hx(32), "MAILGUN_API_KEY: {}"),
        ("datadog", hx(32), "DD_API_KEY={}"),
        ("datadog", hx(40), "datadog app key {} (the 40-char one)"),
        ("newrelic", "NRAK-" + rs(UP + DG, 27), "NEW_RELIC_API_KEY={}"),
        ("newrelic", hx(36) + "NRAL", "license_key: {}"),
        ("sentry", "sntrys_" + b64u(120), "SENTRY_AUTH_TOKEN={}"),
        ("npm", "npm_" + an(36), "NPM_TOKEN={}"),
        ("pypi", "pypi-AgEIcHlwaS5vcmc" + b64u(70), "PYPI_API_TOKEN: {}"),
        ("shopify", "shpat_" + hx(32), "shopify admin token {}"),
        ("shopify", "shpss_" + hx(32), "SHOPIFY_SHARED_SECRET={}"),
        ("atlassian", "ATATT3xFfGF0" + rs(AN + "-_", 170) + "=" + hx(8).upper(), "JIRA_API_TOKEN={}"),
        ("linear", "lin_api_" + an(40), "LINEAR_API_KEY={}"),
        ("notion", "secret_" + an(43), "NOTION_TOKEN=\"{}\""),
        ("notion", "ntn_" + rs(DG, 11) + an(35), "notion integration token {}"),
        ("databricks", "dapi" + hx(32), "DATABRICKS_TOKEN={}"),
        ("databricks", "dapi" + hx(32) + "-2", "databricks configure --token  (pasted {})"),
        ("heroku", "HRKU-" + rs(AN + "_-", 60), "HEROKU_API_KEY={}"),
        ("digitalocean", "dop_v1_" + hx(64), "doctl auth init -t {}"),
        ("digitalocean", "dor_v1_" + hx(64), "DO refresh token: {}"),
        ("cloudflare", rs(AN + "_-", 40), "CLOUDFLARE_API_TOKEN={}"),
        ("cloudflare", hx(37), "CF_API_KEY={} CF_API_EMAIL=ops@corp.lan"),
        ("vercel", an(24), "VERCEL_TOKEN={}"),
        ("netlify", "nfp_" + an(36), "NETLIFY_AUTH_TOKEN={}"),
        ("supabase", "sbp_" + hx(40), "supabase login --token {}"),
        ("google", "AIza" + rs(AN + "-_", 35), "GOOGLE_MAPS_API_KEY={}"),
        ("google", "GOCSPX-" + rs(AN + "-_", 28), "client_secret: {}"),
        ("google", "ya29." + rs(AN + "-_", 150), "access token from gcloud auth print-access-token: {}"),
        ("firebase", "AAAA" + rs(AN + "-_", 7) + ":APA91b" + rs(AN + "-_", 134), "FCM server key {}"),
        ("azure", rs(AN, 3) + "8Q~" + rs(AN + "~_.-", 34), "AZURE_CLIENT_SECRET={}"),
        ("azure", b64(64), "storage account key1: {}"),
        ("azure_devops", rs(LO + DG, 52), "AZURE_DEVOPS_EXT_PAT={}"),
        ("aws", "AKIA" + rs(UP + DG, 16), "aws_access_key_id={}"),
        ("aws", rs(AN + "/+", 40), "AWS_SECRET_ACCESS_KEY={}"),
        ("alibaba", "LTAI" + an(20), "ALIBABA_CLOUD_ACCESS_KEY_ID={} ALIBABA_CLOUD_ACCESS_KEY_SECRET=" + an(30)),
        ("okta", "00" + rs(AN + "-_", 40), "OKTA_API_TOKEN={}"),
        ("auth0", rs(AN + "-_", 64), "AUTH0_CLIENT_SECRET={}"),
        ("pagerduty", "u+" + rs(AN + "_-", 18), "PAGERDUTY_TOKEN={}"),
        ("pagerduty", hx(32), "pagerduty routing key (events v2): {}"),
        ("grafana", "glsa_" + an(32) + "_" + hx(8), "GRAFANA_SA_TOKEN={}"),
        ("grafana", "glc_" + b64(60).rstrip("="), "grafana cloud access policy token {}"),
        ("doppler", "dp.st.prd." + an(40), "DOPPLER_TOKEN={}"),
        ("doppler", "dp.pt." + an(43), "doppler personal token {}"),
        ("vault", "hvs." + rs(AN + "_-", 90), "root token printed by init: {}"),
        ("vault", "hvb." + rs(AN + "_-", 120), "batch token {}"),
        ("age", "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), "# created: 2026-11-02\n# public key: age1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58) + "\n{}"),
        ("1password", "ops_eyJzaWduSW5BZGRyZXNzIjoi" + b64u(300), "OP_SERVICE_ACCOUNT_TOKEN={}"),
        ("pulumi", "pul-" + hx(40), "PULUMI_ACCESS_TOKEN={}"),
        ("terraform_cloud", an(14) + ".atlasv1." + rs(AN, 67), "TF_TOKEN_app_terraform_io={}"),
        ("dockerhub", "dckr_pat_" + rs(AN + "-_", 27), "docker login -u acmebuild --password {}"),
        ("figma", "figd_" + rs(AN + "-_", 40), "FIGMA_TOKEN={}"),
        ("discord", b64u(18) + "." + b64u(5)[:6] + "." + rs(AN + "-_", 38), "DISCORD_BOT_TOKEN={}"),
        ("discord", "https://discord.com/api/webhooks/" + rs(DG, 19) + "/" + rs(AN + "-_", 68), "deploy notifications webhook: {}"),
        ("telegram", rs(DG, 10) + ":AA" + rs(AN + "-_", 33), "TELEGRAM_BOT_TOKEN={}"),
        ("mapbox", "sk.eyJ1Ijoi" + b64u(40) + "." + b64u(16), "MAPBOX_SECRET_TOKEN={}"),
        ("postman", "PMAK-" + hx(24) + "-" + hx(34), "POSTMAN_API_KEY={}"),
        ("replicate", "r8_" + an(37), "REPLICATE_API_TOKEN={}"),
        ("groq", "gsk_" + an(52), "GROQ_API_KEY={}"),
        ("tailscale", "tskey-auth-" + an(17) + "-" + an(33), "tailscale up --authkey={}"),
        ("flyio", "fo1_" + rs(AN + "_-", 43), "FLY_API_TOKEN={}"),
        ("planetscale", "pscale_pw_" + rs(AN + "_-", 43), "planetscale password {}"),
        ("contentful", "CFPAT-" + rs(AN + "_-", 43), "CONTENTFUL_MANAGEMENT_TOKEN={}"),
        ("buildkite", "bkua_" + hx(40), "BUILDKITE_API_TOKEN={}"),
        ("sourcegraph", "sgp_" + hx(16) + "_" + hx(40), "SRC_ACCESS_TOKEN={}"),
        ("circleci", "CCIPAT_" + an(22) + "_" + hx(40), "CIRCLECI_TOKEN={}"),
        ("square", "EAAA" + rs(AN + "-_", 60), "SQUARE_ACCESS_TOKEN={}"),
        ("clerk", "sk_live_" + an(46), "CLERK_SECRET_KEY={}"),
        ("airtable", "pat" + an(14) + "." + hx(64), "AIRTABLE_TOKEN={}"),
        ("linode", hx(64), "LINODE_TOKEN={}"),
        ("snyk", uuid4(), "SNYK_TOKEN={}"),
        ("render", "rnd_" + an(32), "RENDER_API_KEY={}"),
        ("mistral", an(32), "MISTRAL_API_KEY={}"),
        ("cohere", an(40), "CO_API_KEY={}"),
    ]
    shapes = ["{}", "export {}", "  - {}", "I put {} in the CI secrets page", "env: {}", "set -x; {}", "> {}"]
    for i, (vendor, val, tpl) in enumerate(V):
        text = tpl.format(val)
        if "=" in tpl.split("{}")[0] and R.random() < 0.4:
            text = R.choice(shapes).format(text)
        secrets = [val]
        if vendor == "twilio" and "secret" in tpl:
            secrets = [text.split("secret ")[1]]  # the SK... sid is an identifier; the secret follows it
        if vendor == "alibaba":
            secrets.append(text.split("SECRET=")[1])
        S(f + ":" + vendor, text, secrets)
    # a few bare keys in prose / logs
    k = "sk_live_" + an(48); S(f + ":stripe", f"2026-11-30T10:02:11Z WARN billing: retrying charge with key={k} status=402", k)
    k = "ghp_" + an(36); S(f + ":github", f"oops, committed {k} in scripts/release.sh, rotate it", k)
    k = "AKIA" + rs(UP + DG, 16); s = rs(AN + "/+", 40)
    S(f + ":aws", f"boto3.client('s3', aws_access_key_id='{k}', aws_secret_access_key='{s}')", [k, s])
    k = "hf_" + rs(LO + UP, 34); S(f + ":huggingface", f"from huggingface_hub import login; login(\"{k}\")", k)


def private_keys():
    f = "private_key"

    def pem(label, nlines=8, width=64):
        body = "\n".join(b64(48)[:width] for _ in range(nlines)) + "\n" + b64(20)
        return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"

    for label, ctx in [("RSA PRIVATE KEY", "saved to deploy/id_rsa:\n{}"),
                       ("PRIVATE KEY", "{}"),
                       ("EC PRIVATE KEY", "ec key for the signer:\n{}"),
                       ("ENCRYPTED PRIVATE KEY", "tls.key is\n{}"),
                       ("DSA PRIVATE KEY", "{}\n(legacy appliance)"),
                       ("OPENSSH PRIVATE KEY", "cat ~/.ssh/id_ed25519\n{}"),
                       ("PGP PRIVATE KEY BLOCK", "exported with gpg --export-secret-keys -a:\n{}")]:
        k = pem(label)
        body = k.split("\n", 1)[1].rsplit("\n", 1)[0]
        S(f, ctx.format(k), [body])
    k = pem("PRIVATE KEY", 4)
    body = k.split("\n", 1)[1].rsplit("\n", 1)[0]
    S(f, "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    " + k.replace("\n", "\n    "),
      [body.split("\n")[0]])
    k = pem("PRIVATE KEY", 3)
    body_line = k.split("\n")[1]
    js = k.replace("\n", "\\n")
    S(f, f'{{"type": "service_account", "project_id": "ml-prod-3", "private_key_id": "{hx(40)}", "private_key": "{js}", "client_email": "trainer@ml-prod-3.iam.gserviceaccount.com"}}', [body_line, ])
    lines = [b64(48)[:64] for _ in range(4)]
    priv = [b64(48)[:64] for _ in range(3)]
    ppk = ("PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20261101\nPublic-Lines: 4\n" + "\n".join(lines) +
           "\nPrivate-Lines: 3\n" + "\n".join(priv) + "\nPrivate-MAC: " + hx(64))
    S(f, ppk, priv)
    d = b64u(32); S(f, f'{{"kty":"OKP","crv":"Ed25519","x":"{b64u(32)}","d":"{d}","kid":"sig-2026"}}', d)
    d = b64u(256); p_ = b64u(128); q = b64u(128)
    S(f, f'jwks private: {{"kty":"RSA","n":"{b64u(256)}","e":"AQAB","d":"{d}","p":"{p_}","q":"{q}"}}', [d, p_, q])
    d = b64u(32); S(f, f'{{"kty":"EC","crv":"P-256","x":"{b64u(32)}","y":"{b64u(32)}","d":"{d}"}}', d)
    p = safe_pw(); S(f, f"the .p12 for the Apple push cert is in 1pw, password {p}", p)
    p = safe_pw(); S(f, f"server.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-password={p}\nserver.ssl.key-store-type=PKCS12", p)
    p = safe_pw(); S(f, f"Import-PfxCertificate -FilePath .\\codesign.pfx -CertStoreLocation Cert:\\CurrentUser\\My -Password (ConvertTo-SecureString -String '{p}' -Force -AsPlainText)", p)
    p = safe_pw(); S(f, f"signtool sign /f codesign.pfx /p {p} /tr http://timestamp.digicert.com app.exe", p)
    p = safe_pw(); S(f, f"ANDROID_KEYSTORE_PASSWORD={p}\nANDROID_KEY_ALIAS=upload", p)
    p = safe_pw(); S(f, f"storePassword={p}\nkeyPassword={p}\nkeyAlias=release", p)
    k = hx(64); S(f, f"ETH_PRIVATE_KEY=0x{k}", k)
    k = b64(32); S(f, f"wireguard wg0.conf:\n[Interface]\nPrivateKey = {k}\nAddress = 10.8.0.2/24", k)
    k = rs("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 51)
    S(f, f"wallet import format key: 5{k}", "5" + k)
    k = hx(64); S(f, f"ssh host key seed (ed25519 raw): {k}", k)


def jwt_tokens():
    f = "jwt_session"
    import base64

    def enc(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

    for i in range(10):
        hdr = enc({"alg": R.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
        body = enc({"sub": str(R.randrange(10**6)), "iat": 1764000000 + R.randrange(10**6), "role": R.choice(["admin", "user", "svc"])})
        sig = b64u(R.choice([32, 64, 256]))
        t = f"{hdr}.{body}.{sig}"
        tpl = ["access_token={}", "Authorization: Bearer {}", "token: {}", "got back {{\"token\":\"{}\",\"expires_in\":3600}}",
               "localStorage.setItem('jwt', '{}')", "id_token={}&state=xyz", "SUPABASE_SERVICE_ROLE_KEY={}",
               "the session JWT for the test user is {}", "curl -b 'jwt={}' https://app.lan/api", "refresh_token: {}"][i]
        S(f, tpl.format(t), t)
    t = b64u(48); S(f, f"PHPSESSID={t}", t)
    t = hx(32); S(f, f"JSESSIONID={t.upper()}.node3", t.upper())
    t = b64u(32); S(f, f"csrftoken=x; session_token={t}", t)
    t = an(64); S(f, f"\"refresh_token\": \"{t}\"", t)
    t = an(40); S(f, f"oauth response: access_token={t}&token_type=bearer&expires_in=7200", t)
    t = "v2.local." + b64u(90); S(f, f"paseto: {t}", t)
    t = "1//0" + rs(AN + "-_", 100); S(f, f"google refresh token {t}", t)
    t = b64(40); S(f, f"_session_id={t}", t)
    t = "gAAAAAB" + b64u(90); fk0 = b64u(32) + "="
    S(f, f"fernet-encrypted session: {t} (key is FERNET_KEY={fk0})", [t, fk0])
    fk = b64u(32) + "="; S(f, f"FERNET_KEY={fk}", fk)
    t = rs(AN, 43); S(f, f"magic login link https://app.orbitly.io/auth/magic?token={t}", t)
    t = an(32); S(f, f"password reset link: https://acme.lan/reset?uid=42&token={t}", t)


PROSE = {
    "en": ["the root password on the staging box is {p}",
           "log in as admin with {p}, it's the same everywhere on the lab cluster",
           "PIN for the hardware token is {n}",
           "use {p} as the passphrase when gpg asks",
           "recovery phrase: {m}",
           "Wi-Fi for the office guest network: {p}",
           "fyi Marta reset the jenkins admin pass to {p}",
           "the shared mailbox credentials are ops-alerts / {p}",
           "keystore unlock code = {p}, don't lose it",
           "mysql root pw is {p} (temporary until Monday)",
           "if prompted, the vault unseal key is {k}",
           "the backup encryption password we agreed on: {p}"],
    "de": ["Das Root-Passwort auf dem Staging-Server ist {p}",
           "Melde dich als admin mit dem Kennwort {p} an.",
           "Die PIN für die Smartcard lautet {n}",
           "Als Passphrase bitte {p} verwenden.",
           "Wiederherstellungsphrase: {m}"],
    "fr": ["Le mot de passe root du serveur de recette est {p}",
           "Connecte-toi en tant qu'admin avec {p}",
           "Le code PIN de la carte est {n}",
           "Utilise {p} comme phrase secrète pour la clé GPG.",
           "La phrase de récupération est : {m}"],
    "es": ["La contraseña de root en el servidor de pruebas es {p}",
           "Entra como admin con la clave {p}",
           "El PIN del token es {n}",
           "Usa {p} como frase de contraseña.",
           "Frase de recuperación: {m}"],
    "pt": ["A senha do root no servidor de homologação é {p}",
           "Faça login como admin com a senha {p}",
           "O PIN do cartão é {n}",
           "Use {p} como frase-senha do certificado."],
    "it": ["La password di root sul server di staging è {p}",
           "Accedi come admin con {p}",
           "Il PIN della smart card è {n}",
           "Usa {p} come passphrase quando gpg la chiede."],
    "nl": ["Het root-wachtwoord op de testserver is {p}",
           "Log in als admin met wachtwoord {p}",
           "De pincode van de token is {n}",
           "Gebruik {p} als wachtzin voor de sleutel."],
    "pl": ["Hasło roota na serwerze testowym to {p}",
           "Zaloguj się jako admin hasłem {p}",
           "PIN do karty to {n}",
           "Jako hasło do klucza użyj {p}"],
    "ru": ["Пароль root на тестовом сервере: {p}",
           "Заходи под admin с паролем {p}",
           "ПИН-код токена — {n}",
           "Используй {p} как парольную фразу для ключа.",
           "Фраза восстановления: {m}"],
    "uk": ["Пароль root на тестовому сервері — {p}",
           "Увійди як admin з паролем {p}",
           "PIN-код картки: {n}",
           "Використай {p} як парольну фразу."],
    "tr": ["Test sunucusundaki root şifresi {p}",
           "admin olarak {p} parolasıyla giriş yap",
           "Kartın PIN kodu {n}",
           "Anahtar için parola olarak {p} kullan."],
    "ar": ["كلمة مرور root على خادم الاختبار هي {p}",
           "سجّل الدخول كـ admin باستخدام {p}",
           "الرقم السري للبطاقة هو {n}",
           "استخدم {p} كعبارة مرور للمفتاح."],
    "he": ["הסיסמה של root בשרת הבדיקות היא {p}",
           "התחבר כ-admin עם הסיסמה {p}",
           "קוד ה-PIN של הכרטיס הוא {n}",
           "השתמש ב-{p} כמשפט הסיסמה."],
    "hi": ["स्टेजिंग सर्वर पर root का पासवर्ड {p} है",
           "admin के रूप में {p} से लॉग इन करें",
           "कार्ड का PIN {n} है",
           "पासफ़्रेज़ के लिए {p} इस्तेमाल करें।"],
    "zh": ["测试服务器的 root 密码是 {p}",
           "用 admin 账号登录，密码 {p}",
           "令牌的 PIN 码是 {n}",
           "GPG 提示时用 {p} 作为口令。",
           "助记词：{m}"],
    "ja": ["ステージングサーバーの root パスワードは {p} です",
           "admin で {p} を使ってログインしてください",
           "カードの暗証番号は {n}",
           "パスフレーズには {p} を使ってね。"],
    "ko": ["스테이징 서버 root 비밀번호는 {p} 입니다",
           "admin 계정으로 {p} 로 로그인하세요",
           "카드 PIN 번호는 {n}",
           "암호문구로 {p} 를 사용하세요."],
    "vi": ["Mật khẩu root trên máy chủ thử nghiệm là {p}",
           "Đăng nhập bằng admin với mật khẩu {p}",
           "Mã PIN của thẻ là {n}",
           "Dùng {p} làm cụm mật khẩu cho khóa."],
    "id": ["Kata sandi root di server staging adalah {p}",
           "Masuk sebagai admin dengan sandi {p}",
           "PIN kartu itu {n}",
           "Pakai {p} sebagai frasa sandi kunci GPG."],
    "th": ["รหัสผ่าน root บนเซิร์ฟเวอร์ทดสอบคือ {p}",
           "ล็อกอินเป็น admin ด้วยรหัส {p}",
           "รหัส PIN ของบัตรคือ {n}",
           "ใช้ {p} เป็นวลีรหัสผ่านของกุญแจ"],
    "el": ["Ο κωδικός του root στον δοκιμαστικό διακομιστή είναι {p}",
           "Συνδέσου ως admin με τον κωδικό {p}",
           "Το PIN της κάρτας είναι {n}",
           "Χρησιμοποίησε το {p} ως φράση πρόσβασης."],
}
WORDS = ["anchor", "velvet", "ribbon", "summit", "pebble", "hollow", "cinder", "lunar", "thistle", "garnet",
         "walnut", "plaza", "jigsaw", "oyster", "canyon", "raven", "bamboo", "shiver", "tangle", "marble"]


def prose():
    for lang, tpls in PROSE.items():
        for t in tpls:
            if "{p}" in t:
                v = pw(R.choice([0, 1, 2, 5]))
                S("prose", t.format(p=v), v, lang)
            elif "{n}" in t:
                v = str(R.randrange(100000, 99999999))
                S("prose", t.format(n=v), v, lang)
            elif "{m}" in t:
                v = " ".join(R.choice(WORDS) for _ in range(12))
                S("prose", t.format(m=v), v, lang)
            elif "{k}" in t:
                v = b64(33)
                S("prose", t.format(k=v), v, lang)


for fn in (cli_passwords, config_lines, urls_dsns, cred_files, http_headers, vendor_keys, private_keys, jwt_tokens, prose):
    fn()

from ordinary_gen import build_ordinary  # noqa: E402

ORDINARY = build_ordinary(R)


def write(name, rows, prefix, keys):
    seen = set()
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
        n = 0
        for row in rows:
            if row["text"] in seen:
                continue
            seen.add(row["text"])
            n += 1
            out = {"id": f"{prefix}{n:04d}"}
            for k in keys:
                out[k] = row[k]
            fh.write(json.dumps(out, ensure_ascii=False) + "\n")
    return n


if __name__ == "__main__":
    a = write("secrets.jsonl", [r for r in SECRETS if r["secrets"]], "t", ["text", "secrets", "family", "lang"])
    b = write("ordinary.jsonl", ORDINARY, "n", ["text", "family", "lang"])
    print(f"secrets.jsonl: {a} rows, ordinary.jsonl: {b} rows")
