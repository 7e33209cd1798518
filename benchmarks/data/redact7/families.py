"""Non-vendor secret families: cloud, connection strings, CLI, SQL, config keys, keys, JWTs, cookies, webhooks."""

import base64
import random

from human import codes, prose, pwhash
from vals import (
    B64,
    B64URL,
    HEX,
    UPPER_ALNUM,
    WORDS,
    host,
    human_password,
    ident,
    jwt,
    password,
    pem_body,
    rs,
    user,
    uuid4,
)

Row = tuple[str, list[str], str, str]


def cloud(r: random.Random) -> Row:
    """AWS, Azure, GCP, Alibaba credentials in their native files."""
    k = r.randrange(5)
    if k == 0:
        kid, sec = "AKIA" + rs(r, 16, UPPER_ALNUM), rs(r, 40, B64)
        return (
            f"[{r.choice(['default', 'prod', 'ci'])}]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = us-east-2",
            [kid, sec],
            "cloud:aws",
            "en",
        )
    if k == 1:
        acct, key = r.choice(WORDS) + str(r.randint(10, 99)), b64(r, 64)
        return (
            f'"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"',
            [key],
            "cloud:azure-storage",
            "en",
        )
    if k == 2:
        sec = rs(r, 3) + "8Q~" + rs(r, 31, B64URL.replace("-", "~"))
        return (
            f"az login --service-principal -u {uuid4(r)} -p {sec} --tenant {uuid4(r)}",
            [sec],
            "cloud:azure-sp",
            "en",
        )
    if k == 3:
        body = pem_body(r, 8)
        text = (
            '{\n  "type": "service_account",\n  "project_id": "'
            + r.choice(WORDS)
            + '-prod",\n  "private_key_id": "'
            + rs(r, 40, HEX)
            + '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n'
            + "\\n".join(body)
            + '\\n-----END PRIVATE KEY-----\\n",\n}'
        )
        return (text, body, "cloud:gcp-sa", "en")
    sid, sec = "AKID" + rs(r, 32), rs(r, 32)
    return (
        f"tccli configure set secretId {sid} secretKey {sec}",
        [sid, sec],
        "cloud:tencent",
        "en",
    )


def b64(r: random.Random, n: int) -> str:
    """Standard base64 of n random bytes."""
    return base64.b64encode(r.randbytes(n)).decode()


def connstr(r: random.Random) -> Row:
    """Passwords inside URLs, DSNs, .netrc, pgpass, npmrc, docker config."""
    u, p, h = user(r), r.choice([password(r), human_password(r)]), host(r)
    pu = "".join(c for c in p if c not in "@#?/%:")  # URL-safe so the label is the literal text
    forms = [
        (f"DATABASE_URL=postgresql://{u}:{pu}@{h}:5432/app?sslmode=require", pu),
        (f"mongodb+srv://{u}:{pu}@cluster0.{rs(r, 5).lower()}.mongodb.net/?retryWrites=true", pu),
        (f"REDIS_URL=rediss://default:{pu}@{h}:6380/0", pu),
        (f"amqp://{u}:{pu}@{h}:5672/%2F", pu),
        (f"jdbc:sqlserver://{h}:1433;databaseName=erp;user={u};password={pu};encrypt=true", pu),
        (f'"Server={h};Database=Orders;User Id={u};Password={pu};TrustServerCertificate=True"', pu),
        (f'conn = psycopg.connect("host={h} dbname=app user={u} password={pu}")', pu),
        (f"{h}:5432:*:{u}:{pu}", pu),
        (f"machine {h} login {u} password {pu}", pu),
        (f"git clone https://oauth2:{pu}@gitlab.{r.choice(WORDS)}.io/platform/infra.git", pu),
        (
            f"pip install --index-url https://{u}:{pu}@pypi.{r.choice(WORDS)}.corp/simple/ internal-sdk",
            pu,
        ),
        (f"engine = create_engine('mysql+pymysql://{u}:{pu}@{h}/shop')", pu),
        (f"smtp://{u}%40mail.io:{pu}@smtp.{r.choice(WORDS)}.com:587", pu),
        (f"ftp://{u}:{pu}@{h}/exports/", pu),
        (f'  url: "clickhouse://{u}:{pu}@{h}:9440/default?secure=true"', pu),
    ]
    text, s = r.choice(forms)
    if r.random() < 0.25:
        ba = base64.b64encode(f"{u}:{pu}".encode()).decode()
        return (
            f'{{"auths": {{"registry.{r.choice(WORDS)}.io": {{"auth": "{ba}"}}}}}}',
            [ba],
            "connstr:docker-auth",
            "en",
        )
    if r.random() < 0.15:
        t = rs(r, 36)
        return (
            f"//npm.pkg.github.com/:_authToken={'ghp_' + t}\n@acme:registry=https://npm.pkg.github.com",
            ["ghp_" + t],
            "connstr:npmrc",
            "en",
        )
    return (text, [s], "connstr", "en")


def cli(r: random.Random) -> Row:
    """Passwords given on command lines."""
    p, u, h = password(r), user(r), host(r)
    forms = [
        f"mysql -h {h} -u {u} -p{p} billing < dump.sql",
        f"PGPASSWORD={p} psql -h {h} -U {u} -d app -c 'select 1'",
        f"sshpass -p '{p}' ssh {u}@{h} 'systemctl restart api'",
        f"curl -u {u}:{p} https://{h}/api/v1/status",
        f"htpasswd -bc /etc/nginx/.htpasswd {u} {p}",
        f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}",
        f"redis-cli -h {h} -a {p} --no-auth-warning INFO",
        f'mongosh "mongodb://{h}:27017" --username {u} --password {p}',
        f"keytool -importcert -file ca.crt -keystore truststore.jks -storepass {p} -noprompt",
        f"zip -P {p} backup.zip *.sql",
        f"7z a -p{p} -mhe=on secrets.7z ./vault",
        f"smbclient //{h}/share -U {u}%{p}",
        f"xfreerdp /v:{h} /u:{u} /p:{p} /cert:ignore",
        f"wget --user={u} --password={p} https://{h}/artifacts/build.tar.gz",
        f'sqlcmd -S {h} -U {u} -P {p} -Q "SELECT @@VERSION"',
        f"ansible-playbook site.yml -i inventory -e ansible_become_password={p}",
        f"echo {p} | docker login registry.{r.choice(WORDS)}.io -u {u} --password-stdin",
        f"helm repo add internal https://charts.{r.choice(WORDS)}.dev --username {u} --password {p}",
        f"net use Z: \\\\{h}\\builds {p} /user:CORP\\{u}",
        f"rclone config create s3 s3 access_key_id {u} secret_access_key {p}",
        f"ldapsearch -x -H ldap://{h} -D 'cn={u},dc=corp' -w {p} '(uid=*)'",
        f"mysqldump --user={u} --password='{p}' --all-databases > all.sql",
        f"vncviewer -passwd <(echo {p}) {h}:1",
        f'psql "postgres://{u}@{h}/app" # pw: {p}',
        f"influx auth create --org acme --token {p} --all-access",
    ]
    text = r.choice(forms)
    hist = r.random() < 0.4
    if hist:
        text = f"  {r.randint(100, 2000)}  {text}"
    return (text, [p], "cli", "en")


def sql(r: random.Random) -> Row:
    """Passwords and keys inside SQL statements."""
    p, u = password(r), user(r)
    forms = [
        f"CREATE USER {u} WITH PASSWORD '{p}';",
        f"ALTER ROLE {u} PASSWORD '{p}' VALID UNTIL '2027-01-01';",
        f"CREATE USER '{u}'@'%' IDENTIFIED BY '{p}';",
        f"CREATE SERVER legacy FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '{host(r)}');\nCREATE USER MAPPING FOR app SERVER legacy OPTIONS (user '{u}', password '{p}');",
        f"ALTER LOGIN [{u}] WITH PASSWORD = N'{p}';",
        f"CREATE DATABASE SCOPED CREDENTIAL blobcred WITH IDENTITY = 'SHARED ACCESS SIGNATURE', SECRET = '{p}';",
        f"UPDATE settings SET value = '{p}' WHERE key = 'smtp_password';",
        f"SELECT * FROM dblink('dbname=crm user={u} password={p}', 'select id from accounts') AS t(id int);",
        f"CREATE EXTERNAL DATA SOURCE s3src WITH (LOCATION = 's3://data', CREDENTIAL = s3cred); -- secret {p}",
        f'ALTER USER {u} IDENTIFIED BY "{p}" ACCOUNT UNLOCK;',
    ]
    return (r.choice(forms), [p], "sql", "en")


# Config keys whose names a keyword list easily misses.
ODD_KEYS = [
    "passwd",
    "pwd",
    "pass",
    "kennwort",
    "contrasena",
    "mot_de_passe",
    "senha",
    "sifre",
    "parol",
    "haslo",
    "passphrase",
    "shared_secret",
    "hmac_key",
    "signing_salt",
    "secret_key_base",
    "cookie_secret",
    "master_key",
    "psk",
    "wpa_passphrase",
    "rpcpassword",
    "requirepass",
    "masterauth",
    "bindpw",
    "auth_pass",
    "rpc-secret",
    "admin_pass",
    "default_pass",
    "ROOT_PW",
    "DB_PW",
    "creds",
    "sigkey",
    "enc_key",
    "salt_secret",
    "unlock_code",
    "keystore_pass",
    "storePassword",
    "keyPassword",
    "bootstrap_token",
    "join_token",
    "apikey",
    "x-api-key",
]


def odd_key(r: random.Random) -> Row:
    """Secrets under unusual key names in many config syntaxes."""
    k, v = (
        r.choice(ODD_KEYS),
        r.choice([password(r), rs(r, r.choice([32, 40, 64]), HEX), b64(r, 32)]),
    )
    forms = [
        f"{k} = {v}",
        f'{k}: "{v}"',
        f"{k} {v}",
        f"<{k}>{v}</{k}>",
        f"  {k}={v}",
        f'{{ "{k}": "{v}" }}',
        f"{k}='{v}'",
        f'set {k} "{v}"',
        f'(setq {k.replace("_", "-")} "{v}")',
        f"{k.upper()}: {v}",
        f'  - name: {k.upper()}\n    value: "{v}"',
        f"{k} => '{v}',",
    ]
    special = [
        (f"requirepass {v}\nmaxmemory 2gb", "config:redis"),
        (
            f"vrrp_instance VI_1 {{\n  authentication {{\n    auth_type PASS\n    auth_pass {v[:8]}\n  }}\n}}",
            "config:keepalived",
        ),
        (f"username admin privilege 15 secret 0 {v}", "config:network"),
        (f"[Interface]\nPrivateKey = {b64(r, 32)}\nAddress = 10.8.0.2/24", "config:wireguard"),
        (f'network={{\n  ssid="{r.choice(WORDS)}-5G"\n  psk="{v}"\n}}', "config:wifi"),
        (f"c.NotebookApp.token = '{v}'", "config:jupyter"),
        (f"rpcuser=node\nrpcpassword={v}", "config:bitcoind"),
    ]
    if r.random() < 0.3:
        text, fam = r.choice(special)
        if "auth_pass" in text:
            return (text, [v[:8]], fam, "en")
        if "PrivateKey" in text:
            return (text, [text.split("PrivateKey = ")[1].split("\n")[0]], fam, "en")
        return (text, [v], fam, "en")
    return (r.choice(forms), [v], "config:odd-key", "en")


def privkey(r: random.Random) -> Row:
    """Private key bodies, labelled line by line, plus one-line private keys."""
    k = r.randrange(6)
    if k < 3:
        kind = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"][k]
        body = pem_body(r, r.randint(3, 12))
        lead = r.choice(["", "$ cat ~/.ssh/id_deploy\n", "+++ b/deploy/key.pem\n", "ssh_key: |\n"])
        ind = "  " if lead.startswith("ssh_key") else ""
        text = (
            lead
            + ind
            + f"-----BEGIN {kind}-----\n"
            + "".join(ind + b + "\n" for b in body)
            + ind
            + f"-----END {kind}-----"
        )
        return (text, body, f"privkey:pem-{kind.split()[0].lower()}", "en")
    if k == 3:
        h = rs(r, 64, HEX)
        return (
            r.choice(
                [
                    f"DEPLOYER_PRIVATE_KEY=0x{h}",
                    f'const wallet = new ethers.Wallet("0x{h}", provider);',
                    f'cast send --private-key {h} 0xabc... "mint()"',
                ]
            ),
            [h],
            "privkey:eth",
            "en",
        )
    if k == 4:
        w = r.choice("KL") + rs(r, 51, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
        return (f'bitcoin-cli importprivkey {w} "cold" false', [w], "privkey:wif", "en")
    lines = [rs(r, 64, B64) for _ in range(r.randint(2, 4))] + [rs(r, 20, B64) + "="]
    text = (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 1\n"
        + rs(r, 64, B64)
        + "\nPrivate-Lines: "
        + str(len(lines))
        + "\n"
        + "\n".join(lines)
        + "\nPrivate-MAC: "
        + rs(r, 64, HEX)
    )
    return (text, lines, "privkey:ppk", "en")


def jwt_row(r: random.Random) -> Row:
    """JWTs in headers, storage dumps, kubeconfigs."""
    t = jwt(r, r.choice(["HS256", "RS256"]))
    forms = [
        f"Authorization: Bearer {t}",
        f"localStorage.getItem('access_token')\n> '{t}'",
        f"users:\n- name: ci\n  user:\n    token: {t}",
        f"wscat -c 'wss://api.{r.choice(WORDS)}.app/ws?token={t}'",
        f"refresh_token={t}; Path=/; HttpOnly; Secure",
        f'{{"id_token": "{t}", "expires_in": 3600}}',
    ]
    return (r.choice(forms), [t], "jwt", "en")


def cookie(r: random.Random) -> Row:
    """Session cookies and auth headers."""
    k = r.randrange(7)
    if k == 0:
        s = rs(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789")
        return (f"Cookie: csrftoken={rs(r, 32)}; sessionid={s}", [s], "cookie:django", "en")
    if k == 1:
        s = "s%3A" + rs(r, 32, B64URL) + "." + rs(r, 43, B64URL)
        return (
            f"curl -b 'connect.sid={s}' http://localhost:3000/admin",
            [s],
            "cookie:express",
            "en",
        )
    if k == 2:
        ba = base64.b64encode(f"{user(r)}:{password(r)}".encode()).decode()
        return (
            f"> GET /v1/export HTTP/1.1\n> Host: {host(r)}\n> Authorization: Basic {ba}\n> Accept: */*",
            [ba],
            "header:basic",
            "en",
        )
    if k == 3:
        s = rs(r, 40, HEX)
        return (f'{{"name": "X-Api-Key", "value": "{s}"}}', [s], "header:har", "en")
    if k == 4:
        s = rs(r, 26, "abcdefghijklmnopqrstuv0123456789")
        return (f"Set-Cookie: PHPSESSID={s}; path=/; HttpOnly", [s], "cookie:php", "en")
    if k == 5:
        s = rs(r, 40, HEX)
        return (f"Authorization: token {s}", [s], "header:token", "en")
    s = rs(r, 64, B64URL)
    return (f"Proxy-Authorization: Bearer {s}", [s], "header:proxy", "en")


def webhook(r: random.Random) -> Row:
    """Webhook URLs: the secret path/query part is labelled."""
    k = r.randrange(5)
    if k == 0:
        s = rs(r, 24)
        return (
            f"SLACK_WEBHOOK=https://hooks.slack.com/services/T{rs(r, 10, UPPER_ALNUM)}/B{rs(r, 10, UPPER_ALNUM)}/{s}",
            [s],
            "webhook:slack",
            "en",
        )
    if k == 1:
        s = rs(r, 68, B64URL)
        return (
            f"curl -X POST -H 'Content-Type: application/json' -d '{{\"content\":\"deploy ok\"}}' https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{s}",
            [s],
            "webhook:discord",
            "en",
        )
    if k == 2:
        kk, tt = "AIza" + rs(r, 35, B64URL), rs(r, 43, B64URL)
        return (
            f"https://chat.googleapis.com/v1/spaces/{rs(r, 11)}/messages?key={kk}&token={tt}",
            [kk, tt],
            "webhook:gchat",
            "en",
        )
    if k == 3:
        t = f"{r.randint(10**8, 10**10)}:AA{rs(r, 33, B64URL)}"
        return (
            f"requests.post(f\"https://api.telegram.org/bot{t}/sendMessage\", json={{'chat_id': CHAT, 'text': msg}})",
            [t],
            "webhook:telegram",
            "en",
        )
    s = rs(r, 32)
    return (f"outgoing webhook signing secret: {s}", [s], "webhook:signing", "en")


_ = (ident,)
GENERATORS = [
    cloud,
    connstr,
    cli,
    sql,
    odd_key,
    privkey,
    jwt_row,
    cookie,
    webhook,
    codes,
    pwhash,
    prose,
]
