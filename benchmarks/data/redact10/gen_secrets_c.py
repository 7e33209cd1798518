# ruff: noqa: E501  (data templates are long string literals)
"""Secret rows, part C: password hashes, reversible encodings, recovery material,
Kubernetes Secrets, and secrets in unusual places (tables, SQL, fixtures, split lines).
"""

from __future__ import annotations

import json

from gen_util import (
    ALNUM,
    B32,
    alnum,
    b64,
    b64text,
    b64url,
    chars,
    dbname,
    digits,
    hexs,
    host,
    human_password,
    name,
    passphrase,
    password,
    pick,
    ts,
    user,
    uuid4,
    word,
)

BCRYPT = "./" + ALNUM


def _hash(rng):
    k = rng.randrange(6)
    if k == 0:
        return "$6$" + chars(rng, BCRYPT, 16) + "$" + chars(rng, BCRYPT, 86)
    if k == 1:
        return f"$2y${pick(rng, ('10', '12'))}$" + chars(rng, BCRYPT, 53)
    if k == 2:
        return "md5" + hexs(rng, 32)
    if k == 3:
        return "*" + hexs(rng, 40).upper()
    if k == 4:
        return "$apr1$" + chars(rng, BCRYPT, 8) + "$" + chars(rng, BCRYPT, 22)
    return (
        "$argon2id$v=19$m=65536,t=3,p=4$"
        + b64(rng, 16).rstrip("=")
        + "$"
        + b64(rng, 32).rstrip("=")
    )


def password_hash(rng):
    u = user(rng)
    f = rng.randrange(7)
    if f == 0:
        nt = hexs(rng, 32)
        return (
            f"[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)\n{u}:500:aad3b435b51404eeaad3b435b51404ee:{nt}:::\nGuest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::",
            [nt],
            "text",
            True,
        )
    if f == 1:
        h = "$6$" + chars(rng, BCRYPT, 16) + "$" + chars(rng, BCRYPT, 86)
        return (
            f"$ sudo tail -2 /etc/shadow\nsyslog:*:19500:0:99999:7:::\n{u}:{h}:19{rng.randint(500, 999)}:0:99999:7:::",
            [h],
            "text",
            False,
        )
    if f == 2:
        h = "md5" + hexs(rng, 32)
        return (
            f"{dbname(rng)}=# SELECT rolname, rolpassword FROM pg_authid WHERE rolcanlogin;\n rolname | rolpassword\n---------+-------------------------------------\n {u} | {h}\n(1 row)",
            [h],
            "sql",
            False,
        )
    if f == 3:
        h = "*" + hexs(rng, 40).upper()
        return (
            f"mysql> SELECT user, host, authentication_string FROM mysql.user WHERE user='{u}';\n| {u} | % | {h} |",
            [h],
            "sql",
            False,
        )
    if f == 4:
        h = "$2y$10$" + chars(rng, BCRYPT, 53)
        return (
            f"INSERT INTO users (email, password, role) VALUES ('{name(rng)}@example.org', '{h}', 'admin');",
            [h],
            "sql",
            True,
        )
    if f == 5:
        h = _hash(rng)
        return (
            f'# fixtures/users.yml\nadmin:\n  email: admin@{name(rng)}.test\n  encrypted_password: "{h}"',
            [h],
            "yaml",
            True,
        )
    h = f"SCRAM-SHA-256$4096:{b64(rng, 16)}${b64(rng, 32)}:{b64(rng, 32)}"
    return f"ALTER ROLE {u} PASSWORD '{h}';", [h], "sql", True


def reversible_encoding(rng):
    f = rng.randrange(5)
    if f == 0:
        k = b64(rng, 32)
        return (
            f"APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=base64:{k}\nAPP_DEBUG=false",
            [k],
            "dotenv",
            False,
        )
    if f == 1:
        v = b64url(rng, rng.randint(20, 40))
        return (
            f"$ cat ~/.config/rclone/rclone.conf\n[{word(rng)}-sftp]\ntype = sftp\nhost = {host(rng)}\nuser = {user(rng)}\npass = {v}",
            [v],
            "ini",
            True,
        )
    if f == 2:
        v = "AQAAABAAAAAQ" + b64(rng, rng.randint(40, 60))
        return (
            f"<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <id>{uuid4(rng)}</id>\n  <username>{user(rng)}</username>\n  <password>{{{v}}}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>",
            [v],
            "xml",
            True,
        )
    if f == 3:
        v = b64text(password(rng))
        return (
            f'<Server>\n  <Host>{host(rng)}</Host>\n  <Port>21</Port>\n  <User>{user(rng)}</User>\n  <Pass encoding="base64">{v}</Pass>\n</Server>',
            [v],
            "xml",
            True,
        )
    v = b64text(password(rng))
    return f"# values.local.yaml\nredis:\n  auth:\n    passwordBase64: {v}", [v], "yaml", True


def recovery(rng):
    f = rng.randrange(6)
    if f == 0:
        codes = [f"{hexs(rng, 5)}-{hexs(rng, 5)}" for _ in range(rng.randint(4, 10))]
        return (
            "Your recovery codes (save them somewhere safe):\n" + "\n".join(codes),
            codes,
            "text",
            False,
        )
    if f == 1:
        codes = [f"{digits(rng, 4)} {digits(rng, 4)}" for _ in range(rng.randint(3, 6))]
        return (
            "backup codes for the shared ops google account:\n"
            + "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes)),
            codes,
            "text",
            True,
        )
    if f == 2:
        phrase = passphrase(rng, pick(rng, (12, 12, 24)))
        return f"wallet restore words (test wallet, but still): {phrase}", [phrase], "en", True
    if f == 3:
        seed = chars(rng, B32, pick(rng, (16, 32)))
        return (
            f"otpauth://totp/{name(rng).capitalize()}:{user(rng)}?secret={seed}&issuer={name(rng).capitalize()}&digits=6",
            [seed],
            "text",
            False,
        )
    if f == 4:
        seed = chars(rng, B32, 32)
        grouped = " ".join(seed[i : i + 4] for i in range(0, 32, 4)).lower()
        return f"2FA setup key if the QR code won't scan: {grouped}", [grouped], "en", True
    seed = chars(rng, B32, 16)
    return f"MFA_TOTP_SEED={seed}\nMFA_ISSUER={name(rng)}", [seed], "dotenv", False


def k8s_secret(rng):
    vals = {
        k: b64text(password(rng))
        for k in rng.sample(
            ("password", "db-password", "api-key", "token", "redis-auth", "smtp-pass"),
            rng.randint(1, 3),
        )
    }
    f = rng.randrange(3)
    data = "\n".join(f"  {k}: {v}" for k, v in vals.items())
    if f == 0:
        text = (
            f"$ kubectl get secret {(sn := word(rng))}-creds -o yaml\napiVersion: v1\ndata:\n{data}\nkind: Secret\n"
            f'metadata:\n  creationTimestamp: "{ts(rng)}"\n  name: {sn}-creds\n  namespace: {word(rng)}\n'
            f'  resourceVersion: "{digits(rng, 7)}"\n  uid: {uuid4(rng)}\ntype: Opaque'
        )
        return text, list(vals.values()), "yaml", True
    if f == 1:
        obj = {
            "apiVersion": "v1",
            "kind": "Secret",
            "metadata": {"name": word(rng)},
            "data": vals,
            "type": "Opaque",
        }
        return (
            "$ kubectl get secret -o json " + word(rng) + "\n" + json.dumps(obj, indent=4),
            list(vals.values()),
            "json",
            True,
        )
    p = password(rng)
    return (
        f"$ kubectl create secret generic {word(rng)} --from-literal=username={user(rng)} --from-literal=password='{p}' -n {word(rng)}\nsecret/{word(rng)} created",
        [p],
        "shell",
        False,
    )


def unusual_context(rng):
    p = password(rng)
    u, h = user(rng), host(rng)
    f = rng.randrange(14)
    if f == 0:
        q = password(rng)
        return (
            f"| service | user | pass |\n|---|---|---|\n| grafana | {u} | {p} |\n| jenkins | {user(rng)} | {q} |",
            [p, q],
            "markdown",
            True,
        )
    if f == 1:
        return (
            f"CREATE USER '{u}'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT ON {dbname(rng)}.* TO '{u}'@'%';",
            [p],
            "sql",
            True,
        )
    if f == 2:
        a, b = alnum(rng, rng.randint(8, 12)), alnum(rng, rng.randint(8, 12))
        return f'API_TOKEN = (\n    "{a}"\n    "{b}"\n)', [a, b], "python", True
    if f == 3:
        return (
            f"    # temporary: login as {u} / {p} until SSO lands (ticket OPS-{digits(rng, 4)})",
            [p],
            "python",
            True,
        )
    if f == 4:
        return f"accounts:\n  - {h}\n  - {u}\n  - {p}\n  - port: 22", [p], "yaml", True
    if f == 5:
        return (
            f"{ts(rng)} INFO  auth.login user={u} pass={p} ip=10.0.{rng.randint(0, 255)}.{rng.randint(1, 254)} result=ok",
            [p],
            "log",
            True,
        )
    if f == 6:
        return (
            (
                f'def test_login(client):\n    resp = client.post("/login", data={{"user": "{u}", "pw": "{p}"}})\n'
                f"    assert resp.status_code == 302  # real staging account"
            ),
            [p],
            "python",
            True,
        )
    if f == 7:
        return (
            (
                'Traceback (most recent call last):\n  File "/srv/app/sync.py", line 88, in run\n    conn = connect(host, user, secret)\n'
                f"    │    host = '{h}'\n    │    user = '{u}'\n    │    secret = '{p}'\nConnectionRefusedError: [Errno 111] Connection refused"
            ),
            [p],
            "traceback",
            True,
        )
    if f == 8:
        half = len(p) // 2
        if half < 6 or len(p) - half < 6:
            return f'echo "{p}" > /run/secrets/db', [p], "shell", True
        a, b = p[:half], p[half:]
        return f'PASS="{a}"\\\n"{b}"\nexport PASS', [a, b], "shell", True
    if f == 9:
        return (
            (
                f"commit {hexs(rng, 40)}\nAuthor: {name(rng)} <{name(rng)}@{name(rng)}.dev>\nDate:   Tue Nov 3 10:12:00 2026 +0100\n\n"
                f"    Remove hardcoded creds ({p}) from settings\n\n    Rotated afterwards."
            ),
            [p],
            "git",
            True,
        )
    if f == 10:
        return (
            f'{{"level":"debug","msg":"bind","dn":"cn={u}","credentials":"{p}","ts":"{ts(rng)}"}}',
            [p],
            "log",
            False,
        )
    if f == 11:
        hp = human_password(rng)
        return f"wifi:\n  ssid: {name(rng).capitalize()}-Guest\n  psk: {hp}", [hp], "yaml", True
    if f == 12:
        return (
            f"mysql> SET PASSWORD FOR '{u}'@'localhost' = '{p}';\nQuery OK, 0 rows affected (0.01 sec)",
            [p],
            "sql",
            True,
        )
    return (
        f'<connection name="{word(rng)}" host="{h}" user="{u}" password="{p}" ssl="true"/>',
        [p],
        "xml",
        False,
    )


GENERATORS = [
    ("password_hash", password_hash, 45),
    ("reversible_encoding", reversible_encoding, 30),
    ("recovery_codes", recovery, 40),
    ("k8s_secret", k8s_secret, 30),
    ("unusual_context", unusual_context, 70),
]
