"""Secret rows in shapes a rule list keyed on vendor prefixes or 'password=' tends to miss."""

import base64
import random
from urllib.parse import quote

from rnd import ALNUM, B64URL, b64bytes, dbname, hexs, host, password, pick, project, s, user

# Non-ASCII words for passwords a [A-Za-z0-9] character class would cut short.
NON_ASCII = [
    "Grün",
    "Straße",
    "Übermut",
    "Медведь",
    "Зима",
    "Ελιά",
    "Ağaçlık",
    "Café",
    "Señal",
    "Żubr",
    "山川",
    "東京",
    "바다",
    "ßirne",
]


def non_ascii_password(r: random.Random) -> str:
    return f"{pick(r, NON_ASCII)}{pick(r, '-_!#')}{pick(r, NON_ASCII)}{r.randint(10, 9999)}"


def odd_rows(r: random.Random, n: int):
    """Shapes a rule list keyed on vendor prefixes or 'password=' tends to miss."""
    out = []
    for i in range(n):
        k = i % 32
        if k >= 20:
            out.append(_more_odd(r, k - 20))
            continue
        u, pw, h, p = user(r), password(r), host(r), project(r)
        if k == 0:
            b = base64.b64encode(pw.encode()).decode()
            out.append(
                (
                    f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {p}-db\ntype: Opaque\ndata:\n  username: {base64.b64encode(u.encode()).decode()}\n  password: {b}\n",
                    [b],
                    "odd:k8s-secret-data",
                    "en",
                )
            )
        elif k == 1:
            b = base64.b64encode(f"{u}:{pw}".encode()).decode()
            out.append(
                (
                    f'{{\n  "auths": {{\n    "registry.{pick(r, ["corp", "internal"])}.net": {{\n      "auth": "{b}"\n    }}\n  }}\n}}',
                    [b],
                    "odd:docker-config-auth",
                    "en",
                )
            )
        elif k == 2:
            out.append((f"{h}:5432:{dbname(r)}:{u}:{pw}", [pw], "odd:pgpass", "en"))
        elif k == 3:
            out.append((f"machine {h}\n  login {u}\n  password {pw}\n", [pw], "odd:netrc", "en"))
        elif k == 4:
            out.append(
                (
                    f"<server>\n  <id>{p}-releases</id>\n  <username>{u}</username>\n  <password>{pw}</password>\n</server>",
                    [pw],
                    "odd:maven-settings",
                    "en",
                )
            )
        elif k == 5:
            out.append(
                (
                    f"define( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );",
                    [pw],
                    "odd:wp-config",
                    "en",
                )
            )
        elif k == 6:
            key = b64bytes(r, 32, url=True)
            out.append(
                (f'FERNET_KEY = b"{key}"\ncipher = Fernet(FERNET_KEY)', [key], "odd:fernet", "en")
            )
        elif k == 7:
            key = s(r, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50)
            out.append(
                (f"SECRET_KEY = '{key}'\nDEBUG = False", [key], "odd:django-secret-key", "en")
            )
        elif k == 8:
            key = "base64:" + b64bytes(r, 32)
            out.append(
                (
                    f"APP_ENV=production\nAPP_KEY={key}\nAPP_DEBUG=false",
                    [key],
                    "odd:laravel-app-key",
                    "en",
                )
            )
        elif k == 9:
            key = hexs(r, 32)
            out.append((f"$ cat config/master.key\n{key}", [key], "odd:rails-master-key", "en"))
        elif k == 10:
            out.append(
                (
                    f'network={{\n    ssid="{pick(r, ["HomeLab", "Office-2G", "Warehouse"])}"\n    psk="{pw}"\n}}',
                    [pw],
                    "odd:wpa-psk",
                    "en",
                )
            )
        elif k == 11:
            out.append(
                (
                    f"WIFI:T:WPA;S:{pick(r, ['Guest', 'Studio', 'Lab'])}-{r.randint(1, 9)};P:{pw.replace(';', '')};;",
                    [pw.replace(";", "")],
                    "odd:wifi-qr",
                    "en",
                )
            )
        elif k == 12:
            out.append(
                (
                    f'Traceback (most recent call last):\n  File "{p}/db.py", line {r.randint(10, 300)}, in connect\npsycopg.OperationalError: connection failed: host={h} user={u} password={pw} dbname={dbname(r)}: timeout',
                    [pw],
                    "odd:traceback",
                    "en",
                )
            )
        elif k == 13:
            out.append(
                (
                    f"$ git remote -v\norigin\thttps://{u}:{pw.replace('@', '').replace(':', '')}@git.{pick(r, ['corp', 'internal'])}.net/{p}.git (fetch)",
                    [pw.replace("@", "").replace(":", "")],
                    "odd:git-remote",
                    "en",
                )
            )
        elif k == 14:
            out.append(
                (
                    f"FROM python:3.12-slim\nENV DB_HOST={h}\nENV DB_PASSWORD={pw}\nCOPY . /app",
                    [pw],
                    "odd:dockerfile-env",
                    "en",
                )
            )
        elif k == 15:
            out.append(
                (
                    f'ds = new HikariDataSource();\nds.setUsername("{u}");\nds.setPassword("{pw}");',
                    [pw],
                    "odd:java-setter",
                    "en",
                )
            )
        elif k == 16:
            out.append(
                (
                    f"    - uses: appleboy/ssh-action@v1\n      with:\n        host: {h}\n        username: {u}\n        password: {pw}\n",
                    [pw],
                    "odd:actions-literal",
                    "en",
                )
            )
        elif k == 17:
            key = hexs(r, 64)
            out.append(
                (
                    f"aes_gcm_key_hex: {key}  # used by the export job to encrypt customer files",
                    [key],
                    "odd:raw-hex-key",
                    "en",
                )
            )
        elif k == 18:
            tok = s(r, ALNUM, 32)
            out.append(
                (f"https://{h}/reset?user={u}&token={tok}", [tok], "odd:url-query-token", "en")
            )
        elif k == 19:
            out.append(
                (
                    f"$db = new PDO('mysql:host={h};dbname={dbname(r)}', '{u}', '{pw}');",
                    [pw],
                    "odd:php-pdo",
                    "en",
                )
            )
    return out


def _more_odd(r: random.Random, k: int):
    """Twelve more shapes: JVM flags, Windows tooling, inventories, state files, non-ASCII."""
    u, pw, h, p = user(r), password(r), host(r), project(r)
    if k == 0:
        return (
            f"java -Djavax.net.ssl.keyStorePassword={pw} -Ddb.user={u} -jar {p}.jar",
            [pw],
            "odd:jvm-property",
            "en",
        )
    if k == 1:
        return (
            f"./gradlew publish -Psigning.password='{pw}' -Psigning.keyId={hexs(r, 8).upper()}",
            [pw],
            "odd:gradle-property",
            "en",
        )
    if k == 2:
        return (f"cmdkey /add:{h} /user:CORP\\{u} /pass:{pw}", [pw], "odd:cmdkey", "en")
    if k == 3:
        return (
            f"[web]\n{h} ansible_user={u} ansible_password={pw} ansible_port=22",
            [pw],
            "odd:ansible-inventory",
            "en",
        )
    if k == 4:
        return (
            f'{{\n  "type": "aws_db_instance",\n  "name": "{p.split("-")[1]}",\n  "instances": [{{"attributes": {{"username": "{u}", "password": "{pw}", "port": 5432}}}}]\n}}',
            [pw],
            "odd:tfstate",
            "en",
        )
    if k == 5:
        return (
            f"<UserAccounts>\n  <AdministratorPassword>\n    <Value>{pw}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>",
            [pw],
            "odd:unattend-xml",
            "en",
        )
    if k == 6:
        npw = non_ascii_password(r)
        return (f'passwort: "{npw}"\nbenutzer: {u}', [npw], "odd:non-ascii-password", "de")
    if k == 7:
        npw = non_ascii_password(r)
        return (f"Пароль от Wi-Fi в переговорке: {npw}", [npw], "odd:non-ascii-password", "ru")
    if k == 8:
        enc = quote(pw + "@" + s(r, ALNUM, 4), safe="")
        return (f"REDIS_URL=redis://{u}:{enc}@{h}:6379/0", [enc], "odd:percent-encoded-url", "en")
    if k == 9:
        b = base64.b64encode(f"{u}:{pw}".encode()).decode()
        return (
            f'git -c http.extraHeader="Authorization: Basic {b}" clone https://{h}/{p}.git',
            [b],
            "odd:git-extraheader",
            "en",
        )
    if k == 10:
        return (
            f'{{\n  "http-basic": {{\n    "repo.{p}.dev": {{"username": "{u}", "password": "{pw}"}}\n  }}\n}}',
            [pw],
            "odd:composer-auth",
            "en",
        )
    tok = s(r, B64URL, 40)
    return (
        f"Invoke-RestMethod -Uri https://{h}/api -Headers @{{ 'X-Api-Key' = '{tok}' }}",
        [tok],
        "odd:powershell-header",
        "en",
    )
