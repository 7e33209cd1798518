# ruff: noqa: E501  (data templates read best as one line each)
"""Key material and tokens with structure: PEM blocks, JWTs, cookies, webhooks, seeds, hashes."""

import base64
import json

from common import AN, B32, WORDS, G, pem, row

# DER-ish leading bytes so bodies look like their real kind; the rest is random.
RSA_HEAD = bytes.fromhex("308204a40201000282010100")
OSSH_HEAD = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"


# Where each kind of key usually sits on disk, for the ``cat`` wrapper.
KEY_FILES = {
    "rsa": "~/.ssh/id_rsa",
    "openssh": "~/.ssh/id_ed25519",
    "ec": "certs/server-ec.key",
    "pgp": "backup/private.asc",
    "pkcs8_ed25519": "secrets/signing.pem",
}


def key_rows(g: G, n: int) -> list[dict]:
    """Private key blocks; every body line that carries random key bytes is labelled."""
    out = []
    for i in range(n):
        k = i % 6
        if k == 0:
            text, lines = pem(
                "RSA PRIVATE KEY", base64.b64encode(RSA_HEAD + g.raw(g.body_len(1180, 1200, len(RSA_HEAD)))).decode()
            )
            sub, secrets = "rsa", lines
        elif k == 1:
            body = base64.b64encode(OSSH_HEAD + g.raw(g.body_len(330, 400, len(OSSH_HEAD), 70))).decode()
            text, lines = pem("OPENSSH PRIVATE KEY", body, 70)
            fixed = len(base64.b64encode(OSSH_HEAD).decode()) - 4
            secrets = [ln for j, ln in enumerate(lines) if (j + 1) * 70 > fixed]
            sub = "openssh"
        elif k == 2:
            text, lines = pem("EC PRIVATE KEY", base64.b64encode(b"\x30\x77\x02\x01\x01\x04\x20" + g.raw(114)).decode())
            sub, secrets = "ec", lines
        elif k == 3:
            body = base64.b64encode(g.raw(g.body_len(900, 1100))).decode()
            lines = [body[j : j + 64] for j in range(0, len(body), 64)]
            crc = "=" + g.b64(3)
            text = (
                "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
                + "\n".join(lines)
                + f"\n{crc}\n-----END PGP PRIVATE KEY BLOCK-----"
            )
            sub, secrets = "pgp", lines
        elif k == 4:
            text, lines = pem(
                "PRIVATE KEY",
                base64.b64encode(
                    b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + g.raw(32)
                ).decode(),
            )
            sub, secrets = "pkcs8_ed25519", lines
        else:
            priv = g.b64(32)
            pub = g.b64(32)
            text = f"[Interface]\nAddress = 10.{g.n(0, 99)}.0.{g.n(2, 200)}/32\nPrivateKey = {priv}\nListenPort = 51820\n\n[Peer]\nPublicKey = {pub}\nAllowedIPs = 0.0.0.0/0"
            out.append(row(text, [priv], "privkey:wireguard"))
            continue
        wrap = g.n(0, 3)
        if wrap == 1:
            text = f"$ cat {KEY_FILES[sub]}\n{text}"
        elif wrap == 2:
            text = "deploy_key: |\n  " + text.replace("\n", "\n  ")
        elif wrap == 3:
            text = f"Here's the key the old box used, paste it into the new runner:\n\n{text}\n\nthen chmod 600."
        out.append(row(text, secrets, f"privkey:{sub}"))
    return out


def jwt(g: G, alg: str = "HS256") -> str:
    head = (
        base64.urlsafe_b64encode(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )
    claims = {
        "sub": g.uuid() if g.chance(0.5) else g.user(),
        "iat": 1_760_000_000 + g.n(0, 9_999_999),
        "exp": 1_790_000_000 + g.n(0, 9_999_999),
        "role": g.pick(["admin", "service", "user"]),
    }
    pay = base64.urlsafe_b64encode(json.dumps(claims, separators=(",", ":")).encode()).decode().rstrip("=")
    sig = g.b64u(32 if alg.startswith("HS") else 256)
    return f"{head}.{pay}.{sig}"


def http_rows(g: G, n: int) -> list[dict]:
    """JWTs, cookies and auth headers in HTTP traffic and code."""
    out = []
    for i in range(n):
        k = i % 10
        h = g.host()
        if k in (0, 1, 2):
            t = jwt(g, g.pick(["HS256", "RS256"]))
            forms = [
                f"GET /api/v1/orders HTTP/1.1\nHost: {h}\nAuthorization: Bearer {t}\nAccept: application/json",
                f"localStorage.setItem('access_token', '{t}')",
                f"> the token from the login response was {t} and it still works after logout",
            ]
            out.append(row(forms[k], [t], "jwt"))
        elif k == 3:
            sid = g.an(32)
            out.append(
                row(
                    f"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: sessionid={sid}; Path=/; HttpOnly; Secure; SameSite=Lax",
                    [sid],
                    "cookie:set_cookie",
                )
            )
        elif k == 4:
            a, b = g.hx(40), g.b64u(24)
            out.append(
                row(
                    f"curl 'https://{h}/admin' -H 'Cookie: csrftoken={g.an(32)}; _session_id={a}; remember_token={b}'",
                    [a, b],
                    "cookie:curl",
                )
            )
        elif k == 5:
            u, pw = g.user(), g.password()
            enc = base64.b64encode(f"{u}:{pw}".encode()).decode()
            out.append(
                row(
                    f"> POST /v2/token HTTP/1.1\n> Host: {h}\n> Authorization: Basic {enc}\n> Content-Length: 0",
                    [enc],
                    "auth_header:basic",
                )
            )
        elif k == 6:
            tok = g.an(40)
            out.append(
                row(
                    f'requests.get(url, headers={{"X-Api-Key": "{tok}", "Accept": "application/json"}})',
                    [tok],
                    "auth_header:x_api_key",
                )
            )
        elif k == 7:
            u, pw = g.user(), g.password()
            enc = base64.b64encode(f"{u}:{pw}".encode()).decode()
            out.append(row(f"CONNECT {h}:443 HTTP/1.1\nProxy-Authorization: Basic {enc}", [enc], "auth_header:proxy"))
        elif k == 8:
            tok = g.b64u(48)
            out.append(
                row(
                    f'[HAR] request.headers: [{{"name": "authorization", "value": "Token {tok}"}}, {{"name": "accept", "value": "*/*"}}]',
                    [tok],
                    "auth_header:har",
                )
            )
        else:
            t = jwt(g)
            out.append(
                row(
                    f"2026-11-{g.n(10, 28)}T10:{g.n(10, 59)}:0{g.n(0, 9)}Z DEBUG outgoing headers={{'Authorization': 'Bearer {t}', 'User-Agent': 'app/2.1'}}",
                    [t],
                    "jwt:log",
                )
            )
    return out


def webhook_rows(g: G, n: int) -> list[dict]:
    """Webhook URLs; the secret path segment or query value is labelled, ids are not."""
    out = []
    for i in range(n):
        k = i % 5
        if k == 0:
            s = g.an(24)
            t = f"SLACK_WEBHOOK=https://hooks.slack.com/services/T{g.up(10)}/B{g.up(10)}/{s}"
        elif k == 1:
            s = g.s(AN + "-_", 68)
            t = f"webhook_url: https://discord.com/api/webhooks/{g.dg(19)}/{s}"
        elif k == 2:
            s = g.hx(32)
            t = f'$teams = "https://{g.word()}.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{s}/{g.uuid()}/V2{g.an(20)}"'
            out.append(row(t, [s], "webhook:teams"))
            continue
        elif k == 3:
            key, tok = "AIza" + g.s(AN + "-_", 35), g.s(AN + "-_", 43) + "%3D"
            t = f"curl -X POST 'https://chat.googleapis.com/v1/spaces/{g.an(11)}/messages?key={key}&token={tok}' -d @msg.json"
            out.append(row(t, [key, tok], "webhook:google_chat"))
            continue
        else:
            s = g.an(32)
            t = f"notify:\n  url: https://{g.host()}/hooks/deploy?secret={s}"
        out.append(row(t, [s], f"webhook:{['slack', 'discord', '', '', 'generic'][k]}"))
    return out


def recovery_rows(g: G, n: int) -> list[dict]:
    """Recovery codes, seed phrases, passphrases, TOTP seeds."""
    out = []
    for i in range(n):
        k = i % 6
        if k == 0:
            codes = [f"{g.hx(5)}-{g.hx(5)}" for _ in range(g.n(4, 8))]
            out.append(row("GitHub recovery codes (keep safe)\n" + "\n".join(codes), codes, "recovery:codes"))
        elif k == 1:
            codes = [g.dg(8) for _ in range(g.n(4, 6))]
            out.append(
                row(
                    "backup codes: " + "  ".join(f"{c[:4]} {c[4:]}" for c in codes),
                    [f"{c[:4]} {c[4:]}" for c in codes],
                    "recovery:codes",
                )
            )
        elif k == 2:
            phrase = " ".join(g.pick(WORDS) for _ in range(g.pick([12, 24])))
            out.append(row(f"wallet seed for the test faucet: {phrase}", [phrase], "recovery:seed_phrase"))
        elif k == 3:
            seed = g.s(B32, 32)
            out.append(
                row(f"otpauth://totp/Corp:{g.user()}?secret={seed}&issuer=Corp&digits=6", [seed], "recovery:totp_uri")
            )
        elif k == 4:
            seed = " ".join(g.s(B32.lower(), 4) for _ in range(8))
            out.append(row(f"Can't scan the QR? Enter this setup key instead: {seed}", [seed], "recovery:totp_key"))
        else:
            pp = " ".join(g.pick(WORDS) for _ in range(g.n(5, 7)))
            out.append(
                row(
                    f"gpg --batch --passphrase '{pp}' --decrypt backup.tar.gpg > backup.tar",
                    [pp],
                    "recovery:passphrase",
                )
            )
    return out


def hash_rows(g: G, n: int) -> list[dict]:
    """Password hashes stored where they act as credentials (shadow, htpasswd, pwdump, user tables)."""
    bc = "./" + AN
    out = []
    for i in range(n):
        k = i % 6
        u = g.user()
        if k == 0:
            hsh = f"$6${g.s(bc, 16)}${g.s(bc, 86)}"
            t = f"{u}:{hsh}:19{g.n(700, 999)}:0:99999:7:::"
        elif k == 1:
            hsh = f"$2b$12${g.s(bc, 53)}"
            t = f"INSERT INTO users (email, password_hash) VALUES ('{u}@corp.example', '{hsh}');"
        elif k == 2:
            hsh = f"$apr1${g.s(bc, 8)}${g.s(bc, 22)}"
            t = f"# /etc/nginx/.htpasswd\n{u}:{hsh}"
        elif k == 3:
            hsh = g.hx(32)
            t = f"{u}:{g.n(1000, 1300)}:aad3b435b51404eeaad3b435b51404ee:{hsh}:::"
        elif k == 4:
            hsh = f"pbkdf2_sha256$870000${g.an(22)}${g.b64(32)}"
            t = f'  {{"model": "auth.user", "pk": {g.n(1, 90)}, "fields": {{"username": "{u}", "password": "{hsh}"}}}}'
        else:
            hsh = "*" + g.hx(40).upper()
            t = f"mysql> SELECT user, authentication_string FROM mysql.user;\n| {u} | {hsh} |"
        out.append(row(t, [hsh], f"pwhash:{['shadow', 'bcrypt', 'apr1', 'ntlm', 'django', 'mysql'][k]}"))
    return out
