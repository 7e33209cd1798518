"""private_key and jwt_session rows for redact3."""

from __future__ import annotations

import base64
import random
import textwrap

from gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    b64url_json,
    b64url_nopad,
    hexs,
    pick,
    raw,
    seeded_uuid,
)
from rows import Row, bury


def _wrap(data: bytes, width: int = 64) -> str:
    return "\n".join(textwrap.wrap(base64.b64encode(data).decode(), width))


def _pem(rng: random.Random, label: str, nbytes: int, lead: bytes = b"") -> tuple[str, str]:
    body = _wrap(lead + raw(rng, nbytes - len(lead)))
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----", body


def private_key(rng: random.Random) -> list[Row]:
    """PEM, OpenSSH, PGP and PuTTY private keys; the label is the base64 body."""
    out = []
    # DER lead bytes: SEQUENCE headers, so bodies start like real keys (MIIE..., MHc...).
    specs = [
        ("RSA PRIVATE KEY", 1190, b"\x30\x82\x04\xa2\x02\x01\x00\x02\x82\x01\x01\x00"),
        (
            "PRIVATE KEY",
            1216,
            b"\x30\x82\x04\xbc\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01",
        ),
        ("EC PRIVATE KEY", 121, b"\x30\x77\x02\x01\x01\x04\x20"),
        ("PRIVATE KEY", 48, b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20"),
        (
            "ENCRYPTED PRIVATE KEY",
            1298,
            b"\x30\x82\x05\x0e\x30\x40\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x05\x0d",
        ),
        ("DSA PRIVATE KEY", 445, b"\x30\x82\x01\xbb\x02\x01\x00"),
    ]
    intros = [
        "Saved the deploy key here so we don't lose it again:\n",
        "id_rsa contents (user pasted):\n",
        "The TLS key for staging:\n",
        "",
        "server.key\n",
        "Key for the SFTP partner, generated today:\n",
    ]
    for i, (label, n, lead) in enumerate(specs * 2):
        block, body = _pem(rng, label, n, lead)
        out.append(Row(bury(rng, intros[i % len(intros)] + block), "private_key", "en", (body,)))
    for _ in range(4):
        data = (
            b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"
            + raw(rng, rng.choice([350, 1700]))
        )
        body = _wrap(data, 70)
        text = f"~/.ssh/id_ed25519:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"
        out.append(Row(bury(rng, text), "private_key", "en", (body,)))
    for _ in range(2):
        body = _wrap(b"\x95\x03\xc6\x04" + raw(rng, 900))
        crc = base64.b64encode(raw(rng, 3)).decode()
        text = f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{body}\n={crc}\n-----END PGP PRIVATE KEY BLOCK-----"
        out.append(Row(text, "private_key", "en", (body,)))
    for _ in range(2):
        _, body = _pem(rng, "PRIVATE KEY", 1216, b"\x30\x82\x04\xbc\x02\x01\x00")
        esc = body.replace("\n", "\\n")
        proj = "corp-" + pick(rng, LOWER_ALNUM, 6)
        text = (
            '{\n  "type": "service_account",\n  "project_id": "'
            + proj
            + '",\n  "private_key_id": "'
            + hexs(rng, 40)
            + '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n'
            + esc
            + '\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "ci@'
            + proj
            + '.iam.gserviceaccount.com"\n}'
        )
        out.append(Row(text, "private_key", "en", (esc,)))
    for _ in range(2):
        priv = "\n".join(textwrap.wrap(base64.b64encode(raw(rng, 48)).decode(), 64))
        text = (
            f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@bastion\nPublic-Lines: 2\n"
            f"{_wrap(raw(rng, 51))}\nPrivate-Lines: 1\n{priv}\nPrivate-MAC: {hexs(rng, 64)}"
        )
        out.append(Row(text, "private_key", "en", (priv,)))
    for _ in range(2):
        k = base64.b64encode(raw(rng, 32)).decode()
        text = f"wg0.conf\n[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {k}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {base64.b64encode(raw(rng, 32)).decode()}\nEndpoint = vpn.corp.example:51820"
        out.append(Row(text, "private_key", "en", (k,)))
    return out


def _jwt(rng: random.Random, alg: str = "HS256", extra: dict | None = None) -> str:
    head = b64url_json({"alg": alg, "typ": "JWT"})
    claims = {"sub": seeded_uuid(rng), "iat": rng.randint(1760000000, 1790000000)}
    claims["exp"] = claims["iat"] + rng.choice([900, 3600, 86400])
    claims.update(extra or {})
    sig = b64url_nopad(raw(rng, 32 if alg.startswith("HS") else 256))
    return f"{head}.{b64url_json(claims)}.{sig}"


def jwt_session(rng: random.Random) -> list[Row]:
    """JWTs, refresh tokens and session cookies outside an HTTP header line."""
    out = []
    T = [
        "ACCESS_TOKEN={j}",
        "Found the bearer token in localStorage under 'auth': {j}",
        "[2026-11-28T09:14:02Z] INFO auth: issued token={j} for user 4411",
        "SUPABASE_SERVICE_ROLE_KEY={j}",
        "kubectl describe secret ci-token -> token: {j}",
        '{{"access_token": "{j}", "token_type": "Bearer", "expires_in": 3600}}',
        "Use this id token to reproduce the 401: {j}",
    ]
    roles = [
        {"role": "service_role", "iss": "supabase"},
        {"scope": "admin:all"},
        {"email": "jane@corp.example"},
        {"kubernetes.io/serviceaccount/namespace": "ci"},
        {},
    ]
    for i in range(16):
        j = _jwt(rng, rng.choice(["HS256", "RS256", "ES256", "HS512"]), rng.choice(roles))
        out.append(Row(bury(rng, T[i % len(T)].format(j=j)), "jwt_session", "en", (j,)))
    S = [
        ("sessionid", lambda: pick(rng, LOWER_ALNUM, 32)),
        ("PHPSESSID", lambda: pick(rng, LOWER_ALNUM, 26)),
        ("JSESSIONID", lambda: hexs(rng, 32).upper()),
        ("connect.sid", lambda: "s%3A" + pick(rng, B64URL, 32) + "." + pick(rng, ALNUM + "%", 43)),
        (
            "laravel_session",
            lambda: b64url_nopad(
                b'{"iv":"'
                + raw(rng, 12).hex().encode()
                + b'","value":"'
                + raw(rng, 40).hex().encode()
                + b'"}'
            ),
        ),
        ("_session_id", lambda: hexs(rng, 32)),
        ("__Secure-next-auth.session-token", lambda: pick(rng, B64URL, 180)),
    ]
    for name, mk in S:
        for form in range(2):
            v = mk()
            text = (
                f"document.cookie showed {name}={v}; path=/"
                if form == 0
                else f"To reproduce, paste the cookie: {name}={v}"
            )
            out.append(Row(bury(rng, text), "jwt_session", "en", (v,)))
    for _ in range(3):
        r = pick(rng, B64URL, 64)
        out.append(
            Row(
                bury(rng, f"refresh_token: {r}\nexpires_at: 2026-12-10T00:00:00Z"),
                "jwt_session",
                "en",
                (r,),
            )
        )
    j1, j2 = _jwt(rng), _jwt(rng, "RS256")
    out.append(Row(f"old token {j1} expired; new one is {j2}", "jwt_session", "en", (j1, j2)))
    return out
