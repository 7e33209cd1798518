"""Secret rows: unusual config keys, recovery codes and seeds, password hashes, webhooks,
and shapes a hand-grown rule list tends to miss."""

import base64
import random

from rnd import (
    ALNUM,
    B64URL,
    BASE32,
    LOWER_ALNUM,
    WORDS,
    b64bytes,
    dbname,
    hexs,
    host,
    password,
    pick,
    project,
    s,
    user,
)

ODD_KEYS = [
    "db_pw",
    "pwd",
    "passwd",
    "pass",
    "mdp",
    "kennwort",
    "contrasena",
    "senha",
    "parola",
    "wachtwoord",
    "haslo",
    "secret_sauce",
    "master_key",
    "signing_key",
    "cookie_secret",
    "session_secret",
    "hmac_key",
    "pepper",
    "encryption_key",
    "auth",
    "credentials",
    "root_pw",
    "admin_pass",
    "bind_pw",
    "psk",
    "shared_secret",
    "app_key",
    "sekret",
    "upstream_auth",
    "login_pw",
    "keyphrase",
    "unlock_code",
    "smtp_pass",
    "rpcpassword",
    "dbPass",
    "adminPwd",
    "x_secret",
    "relay_key",
    "vault_unseal",
    "kc_admin",
]


def _val(r):
    return pick(r, [password(r), s(r, ALNUM, 32), hexs(r, 64), b64bytes(r, 32), password(r)])


def config_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        key, v = pick(r, ODD_KEYS), _val(r)
        fmt = i % 9
        p = project(r)
        forms = [
            (f"{key.upper()}={v}\nFEATURE_FLAGS=beta,search\n", "env"),
            (f"{p}:\n  host: {host(r)}\n  {key}: '{v}'\n", "yaml"),
            (f'[{p}]\nhost = "{host(r)}"\n{key} = "{v}"\n', "toml"),
            (f"[{p.split('-')[0]}]\nhost={host(r)}\n{key}={v}\n", "ini"),
            (f'{{"{p}": {{"host": "{host(r)}", "{key}": "{v}"}}}}', "json"),
            (
                f"<config>\n  <server>{host(r)}</server>\n  <{key}>{v.replace('&', '')}</{key}>\n</config>",
                "xml",
            ),
            (f"{p}.{key}={v}\n{p}.pool.size=10\n", "properties"),
            (f'variable "{key}" {{\n  default = "{v}"\n}}\n', "hcl"),
            (f'<add key="{key}" value="{v}" />', "xml"),
        ]
        text, f = forms[fmt]
        if f == "xml":
            v = v.replace("&", "")
        out.append((text, [v], f"config:{f}", "en"))
    return out


def recovery_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 6
        if k == 0:
            codes = [f"{hexs(r, 5)}-{hexs(r, 5)}" for _ in range(r.choice([8, 10, 16]))]
            out.append(
                (
                    "GitHub recovery codes (saved "
                    + pick(r, ["today", "after the reset", "for the org owner"])
                    + "):\n"
                    + "\n".join(codes),
                    codes,
                    "recovery:codes",
                    "en",
                )
            )
        elif k == 1:
            codes = [
                " ".join(s(r, "0123456789", 4) for _ in range(2)) for _ in range(r.choice([5, 10]))
            ]
            out.append(
                (
                    "Backup codes\n" + "\n".join(f"{j + 1}. {c}" for j, c in enumerate(codes)),
                    codes,
                    "recovery:codes",
                    "en",
                )
            )
        elif k == 2:
            phrase = " ".join(pick(r, WORDS) for _ in range(pick(r, [12, 24])))
            out.append(
                (
                    f"wallet for the testnet faucet, seed: {phrase}",
                    [phrase],
                    "recovery:seed-phrase",
                    "en",
                )
            )
        elif k == 3:
            phrase = "-".join(pick(r, WORDS) for _ in range(6))
            out.append(
                (
                    f"BORG_PASSPHRASE='{phrase}' borg create ::{{now}} /srv/data",
                    [phrase],
                    "recovery:passphrase",
                    "en",
                )
            )
        elif k == 4:
            sec = s(r, BASE32, 32)
            out.append(
                (
                    f"otpauth://totp/{project(r)}:{user(r)}?secret={sec}&issuer={project(r)}&digits=6",
                    [sec],
                    "recovery:totp-seed",
                    "en",
                )
            )
        else:
            key = "-".join(s(r, BASE32[:26] + "0123456789", 4) for _ in range(8))
            out.append(
                (
                    f"BitLocker recovery key for {pick(r, ['LAPTOP', 'WS', 'DESK'])}-{r.randint(100, 999)}: {key}",
                    [key],
                    "recovery:recovery-key",
                    "en",
                )
            )
    return out


def _b64crypt(r, n):
    return s(r, "./" + ALNUM, n)


def hash_rows(r: random.Random, n: int):
    """Password hashes that work as credentials (offline cracking, pass-the-hash)."""
    out = []
    for i in range(n):
        u = user(r)
        k = i % 8
        if k == 0:
            h = f"$2y$10${_b64crypt(r, 53)}"
            out.append((f"$ cat /etc/nginx/.htpasswd\n{u}:{h}", [h], "hash:htpasswd-bcrypt", "en"))
        elif k == 1:
            h = f"$apr1${_b64crypt(r, 8)}${_b64crypt(r, 22)}"
            out.append((f"{u}:{h}\n", [h], "hash:htpasswd-apr1", "en"))
        elif k == 2:
            h = f"$6${_b64crypt(r, 16)}${_b64crypt(r, 86)}"
            out.append(
                (f"{u}:{h}:19{r.randint(100, 999)}:0:99999:7:::", [h], "hash:shadow-sha512", "en")
            )
        elif k == 3:
            h = f"$y$j9T${_b64crypt(r, 22)}${_b64crypt(r, 43)}"
            out.append(
                (
                    f'users:\n  - name: {u}\n    passwd: "{h}"\n    lock_passwd: false\n',
                    [h],
                    "hash:cloud-init-yescrypt",
                    "en",
                )
            )
        elif k == 4:
            h = "*" + hexs(r, 40).upper()
            out.append(
                (
                    f"mysql> SELECT user, authentication_string FROM mysql.user;\n| {u} | {h} |",
                    [h],
                    "hash:mysql-native",
                    "en",
                )
            )
        elif k == 5:
            salt, a, b = b64bytes(r, 16), b64bytes(r, 32), b64bytes(r, 32)
            h = f"SCRAM-SHA-256$4096:{salt}${a}:{b}"
            out.append((f"ALTER ROLE {u} PASSWORD '{h}';", [h], "hash:postgres-scram", "en"))
        elif k == 6:
            nt = hexs(r, 32)
            out.append(
                (
                    f"{pick(r, ['CORP', 'LAB'])}\\{u}:{r.randint(1000, 9999)}:aad3b435b51404eeaad3b435b51404ee:{nt}:::",
                    [nt],
                    "hash:ntlm",
                    "en",
                )
            )
        else:
            h = f"pbkdf2_sha256$600000${s(r, ALNUM, 22)}${b64bytes(r, 32)}"
            out.append(
                (
                    f"python manage.py shell -c \"print(User.objects.get(username='{u}').password)\"\n{h}",
                    [h],
                    "hash:django-pbkdf2",
                    "en",
                )
            )
    return out


def webhook_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 7
        if k == 0:
            sec = s(r, ALNUM, 24)
            url = f"https://hooks.slack.com/services/T{s(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/B{s(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}/{sec}"
            out.append((f"SLACK_WEBHOOK_URL={url}", [url], "webhook:slack", "en"))
        elif k == 1:
            url = f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{s(r, B64URL, 68)}"
            out.append(
                (
                    f'requests.post("{url}", json={{"content": "deploy done"}})',
                    [url],
                    "webhook:discord",
                    "en",
                )
            )
        elif k == 2:
            sig = s(r, B64URL, 43)
            url = f"https://prod-{r.randint(10, 99)}.westeurope.logic.azure.com:443/workflows/{hexs(r, 32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}"
            out.append((f'teams_webhook: "{url}"', [sig], "webhook:teams", "en"))
        elif k == 3:
            key, tok = "AIza" + s(r, B64URL, 35), s(r, B64URL, 43) + "%3D"
            url = f"https://chat.googleapis.com/v1/spaces/{s(r, ALNUM, 11)}/messages?key={key}&token={tok}"
            out.append(
                (
                    f"curl -X POST -H 'Content-Type: application/json' '{url}' -d '{{\"text\":\"build green\"}}'",
                    [tok],
                    "webhook:google-chat",
                    "en",
                )
            )
        elif k == 4:
            key = hexs(r, 32)
            out.append(
                (
                    f"pagerduty:\n  routing_key: {key}\n  severity: critical\n",
                    [key],
                    "webhook:pagerduty",
                    "en",
                )
            )
        elif k == 5:
            sec = s(r, LOWER_ALNUM, 26)
            url = f"https://{pick(r, ['chat', 'mm'])}.{pick(r, ['acme', 'globex'])}.com/hooks/{sec}"
            out.append(
                (
                    f"mattermost incoming webhook for #alerts: {url}",
                    [sec],
                    "webhook:mattermost",
                    "en",
                )
            )
        else:
            sec = hexs(r, 40)
            out.append(
                (
                    f"gh api repos/{project(r)}/{project(r)}/hooks -f name=web -f config[url]=https://ci.{pick(r, ['acme', 'globex'])}.dev/hook -f config[secret]={sec}",
                    [sec],
                    "webhook:github-secret",
                    "en",
                )
            )
    return out


def odd_rows(r: random.Random, n: int):
    """Shapes a rule list keyed on vendor prefixes or 'password=' tends to miss."""
    out = []
    for i in range(n):
        k = i % 20
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
        else:
            out.append(
                (
                    f"$db = new PDO('mysql:host={h};dbname={dbname(r)}', '{u}', '{pw}');",
                    [pw],
                    "odd:php-pdo",
                    "en",
                )
            )
    return out
