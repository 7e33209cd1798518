"""Secret rows: unusual config keys, recovery codes and seeds, password hashes, webhooks,
and shapes a hand-grown rule list tends to miss."""

import random

from rnd import (
    ALNUM,
    B64URL,
    BASE32,
    LOWER_ALNUM,
    WORDS,
    b64bytes,
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
            out.append((f"SLACK_WEBHOOK_URL={url}", [sec], "webhook:slack", "en"))
        elif k == 1:
            sec = s(r, B64URL, 68)
            url = f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{sec}"
            out.append(
                (
                    f'requests.post("{url}", json={{"content": "deploy done"}})',
                    [sec],
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
