"""Secret rows: cloud key pairs, connection strings, command-line passwords, SQL passwords."""

import random
from urllib.parse import quote

from rnd import (
    ALNUM,
    B64,
    UPPER_ALNUM,
    b64bytes,
    dbname,
    der_seq,
    hexs,
    host,
    key_lines,
    password,
    pem_body,
    pick,
    project,
    s,
    ts,
    user,
)

AWS_ID = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"  # key ids use base32-ish upper case


def _aws(r, temp=False):
    kid = ("ASIA" if temp else "AKIA") + s(r, AWS_ID, 16)
    sec = s(r, B64, 40)
    return kid, sec


def cloud_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 10
        prof = pick(r, ["default", "prod", "staging", "ci", "billing-admin"])
        if k == 0:
            kid, sec = _aws(r)
            out.append(
                (
                    f"[{prof}]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = {pick(r, ['us-east-1', 'eu-central-1', 'ap-south-1'])}\n",
                    [kid, sec],
                    "cloud:aws",
                    "en",
                )
            )
        elif k == 1:
            kid, sec = _aws(r, temp=True)
            tok = "IQoJb3JpZ2luX2Vj" + s(r, B64, 300)
            out.append(
                (
                    f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}\nexport AWS_SESSION_TOKEN={tok}\naws sts get-caller-identity",
                    [kid, sec, tok],
                    "cloud:aws-sts",
                    "en",
                )
            )
        elif k == 2:
            kid, sec = _aws(r)
            out.append(
                (
                    f'{{\n    "AccessKey": {{\n        "UserName": "{user(r)}",\n        "AccessKeyId": "{kid}",\n        "Status": "Active",\n        "SecretAccessKey": "{sec}",\n        "CreateDate": "{ts(r)}"\n    }}\n}}',
                    [kid, sec],
                    "cloud:aws",
                    "en",
                )
            )
        elif k == 3:
            kid, sec = _aws(r)
            out.append(
                (
                    f's3 = boto3.client(\n    "s3",\n    aws_access_key_id="{kid}",\n    aws_secret_access_key="{sec}",\n)\n',
                    [kid, sec],
                    "cloud:aws",
                    "en",
                )
            )
        elif k == 4:
            acct = pick(r, ["st", "sa", "data"]) + s(r, "abcdefghijklmnopqrstuvwxyz0123456789", 10)
            key = b64bytes(r, 64)
            out.append(
                (
                    f'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"',
                    [key],
                    "cloud:azure-storage",
                    "en",
                )
            )
        elif k == 5:
            sig = quote(b64bytes(r, 32), safe="")
            url = f"https://{s(r, 'abcdefghijklmnopqrstuvwxyz', 10)}.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-01T00:00:00Z&spr=https&sig={sig}"
            out.append((f'azcopy copy ./db.bak "{url}"', [sig], "cloud:azure-sas", "en"))
        elif k == 6:
            kid, sec = "LTAI" + s(r, ALNUM, 20), s(r, ALNUM, 30)
            out.append(
                (
                    f"aliyun configure set --profile {prof} --mode AK --access-key-id {kid} --access-key-secret {sec} --region cn-hangzhou",
                    [kid, sec],
                    "cloud:alibaba",
                    "en",
                )
            )
        elif k == 7:
            kid, sec = "AKID" + s(r, ALNUM, 32), s(r, ALNUM, 32)
            out.append(
                (
                    f'cred = credential.Credential("{kid}", "{sec}")\nclient = cvm_client.CvmClient(cred, "ap-guangzhou")',
                    [kid, sec],
                    "cloud:tencent",
                    "en",
                )
            )
        elif k == 8:
            pk = (
                "-----BEGIN PRIVATE KEY-----\\n"
                + pem_body(r, 1218, der_seq(r, 1218)).replace("\n", "\\n")
                + "\\n-----END PRIVATE KEY-----\\n"
            )
            kid = hexs(r, 40)
            proj = project(r)
            out.append(
                (
                    f'{{\n  "type": "service_account",\n  "project_id": "{proj}",\n  "private_key_id": "{kid}",\n  "private_key": "{pk}",\n  "client_email": "deployer@{proj}.iam.gserviceaccount.com",\n  "client_id": "{r.randint(10**20, 10**21)}"\n}}',
                    key_lines(pk, sep="\\n"),
                    "cloud:gcp-service-account",
                    "en",
                )
            )  # private_key_id is an identifier, not labelled
        else:
            kid, sec = "GOOG1E" + s(r, UPPER_ALNUM, 55), s(r, B64, 40)
            out.append(
                (
                    f"[Credentials]\ngs_access_key_id = {kid}\ngs_secret_access_key = {sec}\n",
                    [kid, sec],
                    "cloud:gcs-hmac",
                    "en",
                )
            )
    return out


def _url_cred(r):
    u, pw, h = user(r), password(r, url_safe=True), host(r)
    k = r.randrange(14)
    db = dbname(r)
    forms = [
        (f"postgresql://{u}:{pw}@{h}:5432/{db}?sslmode=require", "postgres"),
        (f"postgres://{u}:{pw}@{h}/{db}", "postgres"),
        (f"mysql://{u}:{pw}@{h}:3306/{db}", "mysql"),
        (
            f"mongodb+srv://{u}:{pw}@cluster{r.randint(0, 9)}.{s(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/{db}?retryWrites=true&w=majority",
            "mongodb",
        ),
        (f"redis://:{pw}@{h}:6379/{r.randint(0, 15)}", "redis"),
        (f"rediss://default:{pw}@{h}:6380", "redis"),
        (f"amqp://{u}:{pw}@{h}:5672/%2F", "amqp"),
        (f"mssql+pyodbc://{u}:{pw}@{h}/{db}?driver=ODBC+Driver+18+for+SQL+Server", "mssql"),
        (f"ftp://{u}:{pw}@{h}/outgoing/", "ftp"),
        (
            f"smtp://{u}%40{pick(r, ['acme', 'globex'])}.com:{pw}@smtp.{pick(r, ['mailhost', 'relay'])}.net:587",
            "smtp",
        ),
        (f"https://{u}:{pw}@es.{pick(r, ['logs', 'search'])}.internal:9200", "elasticsearch"),
        (f"ldaps://cn={u},dc=corp,dc=example:{pw}@{h}:636", "ldap"),
        (f"clickhouse://{u}:{pw}@{h}:9440/{db}?secure=true", "clickhouse"),
        (f"nats://{u}:{pw}@{h}:4222", "nats"),
    ]
    url, kind = forms[k]
    return url, pw, kind


def conn_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 12
        if k < 6:
            url, pw, kind = _url_cred(r)
            shell = [
                f"DATABASE_URL={url}",
                f'engine = create_engine("{url}", pool_pre_ping=True)',
                f'  datasource:\n    url: "{url}"\n',
                f"Error: connection refused while dialing {url} (retry 3/5)",
                f"$ psql \"{url}\" -c '\\dt'"
                if kind == "postgres"
                else f"$ {kind}-cli --url '{url}' ping",
                f"spring.data.{kind}.uri={url}",
            ][k]
            out.append((shell, [pw], f"connstring:{kind}", "en"))
        elif k == 6:
            pw = password(r)
            out.append(
                (
                    f'"ConnectionStrings": {{\n  "Default": "Server={host(r)},1433;Database={dbname(r)};User Id={user(r)};Password={pw};TrustServerCertificate=True"\n}}',
                    [pw],
                    "connstring:ado",
                    "en",
                )
            )
        elif k == 7:
            pw = password(r, url_safe=True)
            out.append(
                (
                    f"jdbc.url=jdbc:mysql://{host(r)}:3306/{dbname(r)}?user={user(r)}&password={pw}&useSSL=true",
                    [pw],
                    "connstring:jdbc",
                    "en",
                )
            )
        elif k == 8:
            pw = password(r)
            out.append(
                (
                    f'conn = pyodbc.connect("DRIVER={{PostgreSQL Unicode}};SERVER={host(r)};DATABASE={dbname(r)};UID={user(r)};PWD={pw}")',
                    [pw],
                    "connstring:odbc",
                    "en",
                )
            )
        elif k == 9:
            pw = password(r)
            out.append(
                (
                    f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{user(r)}" password="{pw}";',
                    [pw],
                    "connstring:kafka-jaas",
                    "en",
                )
            )
        elif k == 10:
            tok = pick(
                r,
                ["ghp_" + s(r, ALNUM, 36), "glpat-" + s(r, ALNUM, 20), password(r, url_safe=True)],
            )
            out.append(
                (
                    f"$ cat ~/.git-credentials\nhttps://{user(r)}:{tok}@{pick(r, ['github.com', 'gitlab.com', 'bitbucket.org', 'git.corp.net'])}\n",
                    [tok],
                    "connstring:git-credentials",
                    "en",
                )
            )
        else:
            pw = password(r, url_safe=True)
            out.append(
                (
                    f"pip install --index-url https://{user(r)}:{pw}@pypi.{pick(r, ['corp', 'internal'])}.net/simple/ {project(r)}",
                    [pw],
                    "connstring:pip-index",
                    "en",
                )
            )
    return out


def cmdline_rows(r: random.Random, n: int):
    """Passwords on command lines: many tools, many flag styles."""
    out = []
    for i in range(n):
        pw = password(r)
        u, h, db = user(r), host(r), dbname(r)
        forms = [
            (f"mysql -u{u} -p'{pw}' -h {h} {db} < dump.sql", "mysql"),
            (f"mysql --user={u} --password={pw} --host={h} -e 'SHOW PROCESSLIST'", "mysql"),
            (
                f"mysqldump -h {h} -u {u} -p{pw} --single-transaction {db} | gzip > {db}.sql.gz",
                "mysqldump",
            ),
            (f"PGPASSWORD='{pw}' psql -h {h} -U {u} -d {db}", "psql"),
            (f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@{h}", "sshpass"),
            (f"htpasswd -b -c /etc/nginx/.htpasswd {u} '{pw}'", "htpasswd"),
            (
                f"docker login registry.{pick(r, ['corp', 'internal'])}.net -u {u} -p '{pw}'",
                "docker",
            ),
            (f"curl -u {u}:'{pw}' https://{h}/api/v2/status", "curl"),
            (f'curl --user "{u}:{pw}" -X POST https://{h}/jobs/{r.randint(1, 999)}/run', "curl"),
            (f"wget --user={u} --password='{pw}' https://{h}/exports/latest.csv", "wget"),
            (f"redis-cli -h {h} -a '{pw}' --no-auth-warning INFO replication", "redis-cli"),
            (
                f"mongosh \"mongodb://{h}:27017\" --username {u} --password '{pw}' --authenticationDatabase admin",
                "mongosh",
            ),
            (
                f"keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore app.jks -deststorepass '{pw}'",
                "keytool",
            ),
            (
                f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
                "openssl",
            ),
            (f"zip -r -P '{pw}' backup-{r.randint(1, 31)}.zip ./exports", "zip"),
            (f"7z a -p'{pw}' -mhe=on archive.7z secrets/", "7z"),
            (f"smbclient //{h}/share -U '{u}%{pw}' -c 'ls'", "smbclient"),
            (f"net use Z: \\\\{h}\\deploy /user:CORP\\{u} {pw}", "net-use"),
            (f"xfreerdp /v:{h} /u:{u} /p:'{pw}' /cert:ignore", "xfreerdp"),
            (f"sqlcmd -S {h} -U {u} -P '{pw}' -Q \"SELECT @@VERSION\"", "sqlcmd"),
            (
                f"kubectl create secret generic {db}-creds --from-literal=username={u} --from-literal=password='{pw}'",
                "kubectl",
            ),
            (
                f"helm upgrade --install {db} bitnami/postgresql --set auth.postgresPassword='{pw}'",
                "helm",
            ),
            (f"vault kv put secret/{db} username={u} password='{pw}'", "vault"),
            (
                f"az login --service-principal -u {s(r, 'abcdef0123456789', 8)}-0000-4000-8000-{s(r, 'abcdef0123456789', 12)} -p '{pw}' --tenant corp.onmicrosoft.com",
                "az",
            ),
            (
                f"ldapsearch -x -H ldaps://{h} -D 'cn={u},ou=svc,dc=corp' -w '{pw}' '(uid=*)'",
                "ldapsearch",
            ),
            (f"mosquitto_pub -h {h} -u {u} -P '{pw}' -t sensors/temp -m 21.5", "mosquitto"),
            (
                f"influx -host {h} -username {u} -password '{pw}' -execute 'SHOW DATABASES'",
                "influx",
            ),
            (f"echo '{pw}' | sudo -S systemctl restart nginx", "sudo-stdin"),
            (f"rabbitmqctl add_user {u} '{pw}'", "rabbitmqctl"),
            (f'pg_dump "host={h} user={u} password={pw} dbname={db}" > {db}.sql', "pg_dump"),
            (
                f"$cred = New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))",
                "powershell",
            ),
            (f"ansible-playbook site.yml -e ansible_become_password='{pw}' -l web", "ansible"),
            (f"useradd -m {u} && echo '{u}:{pw}' | chpasswd", "chpasswd"),
            (f"ftp -n {h} <<END\nuser {u} {pw}\nbinary\nput release.tar.gz\nbye\nEND", "ftp"),
            (
                f"nmcli dev wifi connect '{pick(r, ['Office-5G', 'Lab-WLAN', 'guest-net'])}' password '{pw}'",
                "nmcli",
            ),
            (
                f'expect -c \'spawn ssh {u}@{h}; expect "password:"; send "{pw}\\r"; interact\'',
                "expect",
            ),
            (
                f"gpg --batch --yes --passphrase '{pw}' --pinentry-mode loopback -d backup.tar.gpg | tar x",
                "gpg",
            ),
            (f"unzip -P '{pw}' exports.zip", "unzip"),
            (f"java -jar app.jar --spring.datasource.password={pw} --server.port=8080", "java-arg"),
            (
                f"snowsql -a {s(r, 'abcdefghij', 7)}-{s(r, 'abcdefghij', 6)} -u {u} --password '{pw}'",
                "snowsql",
            ),
        ]
        text, tool = forms[i % len(forms)]
        if r.random() < 0.35:
            text = f"{r.randint(100, 2999)}  {text}" if r.random() < 0.5 else f"$ {text}"
        out.append((text, [pw], f"cmdline:{tool}", "en"))
    return out


def sql_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        pw = password(r).replace("'", "")
        u, db = user(r), dbname(r)
        forms = [
            (
                f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT ON {db}.* TO '{u}'@'%';",
                "mysql",
            ),
            (
                f"ALTER USER '{u}'@'localhost' IDENTIFIED WITH caching_sha2_password BY '{pw}';",
                "mysql",
            ),
            (f"SET PASSWORD FOR '{u}'@'%' = PASSWORD('{pw}');", "mysql"),
            (
                f"GRANT ALL PRIVILEGES ON {db}.* TO '{u}'@'10.%' IDENTIFIED BY '{pw}' WITH GRANT OPTION;",
                "mysql",
            ),
            (f"CREATE ROLE {u} WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2027-12-31';", "postgres"),
            (f"ALTER ROLE {u} WITH PASSWORD '{pw}';", "postgres"),
            (f"CREATE USER {u} WITH ENCRYPTED PASSWORD '{pw}' CREATEDB;", "postgres"),
            (
                f'CREATE USER {u} IDENTIFIED BY "{pw}" DEFAULT TABLESPACE users QUOTA 50M ON users;',
                "oracle",
            ),
            (f'ALTER USER {u} IDENTIFIED BY "{pw}" ACCOUNT UNLOCK;', "oracle"),
            (
                f"CREATE LOGIN {u} WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;\nCREATE USER {u} FOR LOGIN {u};",
                "mssql",
            ),
            (f"ALTER LOGIN sa WITH PASSWORD = '{pw}';", "mssql"),
            (
                f"CREATE USER {u.upper()} PASSWORD = '{pw}' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;",
                "snowflake",
            ),
            (f"CREATE USER {u} PASSWORD '{pw}' IN GROUP etl;", "redshift"),
            (f"CREATE USER {u} IDENTIFIED WITH sha256_password BY '{pw}' HOST ANY;", "clickhouse"),
            (f"CREATE USER {u} WITH PASSWORD '{pw}';\nGRANT admin TO {u};", "cockroach"),
            (
                f"INSERT INTO users (email, password, role) VALUES ('{u}@{pick(r, ['acme', 'globex'])}.com', '{pw}', 'admin');",
                "plaintext-insert",
            ),
            (
                f"UPDATE service_accounts SET api_secret = '{pw}' WHERE name = '{u}';",
                "plaintext-update",
            ),
            (
                f"mysql> CREATE USER '{u}'@'localhost' IDENTIFIED BY '{pw}';\nQuery OK, 0 rows affected (0.01 sec)",
                "mysql",
            ),
            (f"postgres=# ALTER USER {u} PASSWORD '{pw}';\nALTER ROLE", "postgres"),
            (
                f"CREATE SERVER {db}_remote FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host 'db{r.randint(1, 9)}', dbname '{db}');\nCREATE USER MAPPING FOR CURRENT_USER SERVER {db}_remote OPTIONS (user '{u}', password '{pw}');",
                "postgres-fdw",
            ),
            (
                f"CREATE DATABASE LINK {db}_link CONNECT TO {u} IDENTIFIED BY \"{pw}\" USING '{db.upper()}';",
                "oracle",
            ),
            (f"CREATE USER {u} WITH PASSWORD = '{pw}';", "mssql-contained"),
        ]
        text, dialect = forms[i % len(forms)]
        out.append((text, [pw], f"sql:{dialect}", "en"))
    return out
