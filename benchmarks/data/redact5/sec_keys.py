"""Secret rows: private keys and keystores, JWTs and session cookies, HTTP auth headers."""

import base64
import json
import random

from rnd import (
    ALNUM,
    B64,
    B64URL,
    HEX,
    b64bytes,
    der_seq,
    hexs,
    host,
    key_lines,
    password,
    pem_body,
    pick,
    project,
    s,
    user,
    uuid4,
)


def _b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    """A signed JWT with a random but plausible header and claims."""
    alg = pick(r, ["HS256", "RS256", "ES256"])
    head = {"alg": alg, "typ": "JWT"} if r.random() < 0.7 else {"alg": alg, "kid": hexs(r, 16)}
    claims = {
        "sub": pick(r, [uuid4(r), user(r), str(r.randint(1000, 99999))]),
        "iat": r.randint(1_750_000_000, 1_790_000_000),
    }
    claims["exp"] = claims["iat"] + pick(r, [900, 3600, 86400])
    if r.random() < 0.5:
        claims["role"] = pick(r, ["service_role", "admin", "authenticated", "ci"])
    if r.random() < 0.5:
        claims["iss"] = f"https://auth.{pick(r, ['acme', 'globex', 'initech'])}.dev/"
    sig_len = {"HS256": 32, "RS256": 256, "ES256": 64}[alg]
    return ".".join(
        [
            _b64u(json.dumps(head, separators=(",", ":")).encode()),
            _b64u(json.dumps(claims, separators=(",", ":")).encode()),
            _b64u(bytes(r.randrange(256) for _ in range(sig_len))),
        ]
    )


def _pem(r, label, nbytes):
    return (
        f"-----BEGIN {label}-----\n{pem_body(r, nbytes, der_seq(r, nbytes))}\n-----END {label}-----"
    )


def key_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 10
        if k == 0:
            key = _pem(r, "RSA PRIVATE KEY", pick(r, [1191, 1679, 2349]))
            out.append(
                (f"$ cat deploy/{project(r)}.key\n{key}\n", key_lines(key), "privkey:pem-rsa", "en")
            )
        elif k == 1:
            key = _pem(r, "PRIVATE KEY", pick(r, [1218, 1217, 138]))
            out.append(
                (
                    f"tls:\n  cert_file: /etc/ssl/{project(r)}.crt\n  key: |\n    "
                    + key.replace("\n", "\n    ")
                    + "\n",
                    key_lines(key),
                    "privkey:pem-pkcs8",
                    "en",
                )
            )
        elif k == 2:
            body = "b3BlbnNzaC1rZXktdjEAAAAA" + s(r, B64, 360)
            lines = "\n".join(body[j : j + 70] for j in range(0, len(body), 70))
            key = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{lines}\n-----END OPENSSH PRIVATE KEY-----"
            out.append(
                (
                    f"I pasted the deploy key into the runner so CI can pull submodules:\n\n{key}\n",
                    key_lines(key),
                    "privkey:openssh",
                    "en",
                )
            )
        elif k == 3:
            key = f"-----BEGIN EC PRIVATE KEY-----\n{pem_body(r, 121, bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]))}\n-----END EC PRIVATE KEY-----"
            out.append((f'SIGNING_KEY="{key}"', key_lines(key), "privkey:pem-ec", "en"))
        elif k == 4:
            pub = s(r, B64, 360)
            priv = s(r, B64, 64) + "\n" + s(r, B64, 64) + "\n" + s(r, B64, 30) + "=="
            ppk = f"PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: {user(r)}@{pick(r, ['laptop', 'jumpbox', 'build01'])}\nPublic-Lines: 6\n{pub}\nPrivate-Lines: 3\n{priv}\nPrivate-MAC: {hexs(r, 64)}"
            out.append((ppk, key_lines(priv), "privkey:putty", "en"))
        elif k == 5:
            d = _b64u(bytes(r.randrange(256) for _ in range(32)))
            x, y = (
                _b64u(bytes(r.randrange(256) for _ in range(32))),
                _b64u(bytes(r.randrange(256) for _ in range(32))),
            )
            jwk = f'{{"kty":"EC","crv":"P-256","kid":"{hexs(r, 8)}","x":"{x}","y":"{y}","d":"{d}","use":"sig"}}'
            out.append(
                (f"JWKS private signing key for {project(r)}:\n{jwk}", [d], "privkey:jwk", "en")
            )
        elif k == 6:
            d = _b64u(bytes(r.randrange(256) for _ in range(32)))
            x = _b64u(bytes(r.randrange(256) for _ in range(32)))
            out.append(
                (
                    f'const key = await importJWK({{ kty: "OKP", crv: "Ed25519", x: "{x}", d: "{d}" }}, "EdDSA");',
                    [d],
                    "privkey:jwk",
                    "en",
                )
            )
        elif k == 9:
            body = pem_body(r, r.randint(900, 1400), bytes([0x95, 0x03]))
            key = f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{body}\n={b64bytes(r, 3)}\n-----END PGP PRIVATE KEY BLOCK-----"
            out.append(
                (
                    f"gpg --armor --export-secret-keys {user(r)}@{project(r)}.dev\n{key}",
                    key_lines(key),
                    "privkey:pgp",
                    "en",
                )
            )
        elif k == 7:
            p12 = b64bytes(r, 420)
            pw = password(r)
            out.append(
                (
                    f"ANDROID_KEYSTORE_BASE64={p12}\nANDROID_KEYSTORE_PASSWORD={pw}\nANDROID_KEY_ALIAS=upload\n",
                    [p12, pw],
                    "privkey:keystore",
                    "en",
                )
            )
        else:
            priv = b64bytes(r, 32)
            out.append(
                (
                    f"[Interface]\nAddress = 10.{r.randint(0, 200)}.0.{r.randint(2, 250)}/32\nPrivateKey = {priv}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64bytes(r, 32)}\nEndpoint = {host(r)}:51820\n",
                    [priv],
                    "privkey:wireguard",
                    "en",
                )
            )
    return out


def token_rows(r: random.Random, n: int):
    """JWTs and session cookies."""
    out = []
    for i in range(n):
        k = i % 10
        t = jwt(r)
        if k == 0:
            out.append(
                (
                    f"GET /api/v1/orders HTTP/1.1\nHost: {host(r)}\nAuthorization: Bearer {t}\nAccept: application/json",
                    [t],
                    "jwt:header",
                    "en",
                )
            )
        elif k == 1:
            out.append((f"localStorage.getItem('access_token')\n'{t}'", [t], "jwt:storage", "en"))
        elif k == 2:
            out.append((f"SUPABASE_SERVICE_ROLE_KEY={t}", [t], "jwt:env", "en"))
        elif k == 3:
            out.append(
                (
                    f"token expired? decoded {t} with jwt.io, exp looks fine, so it is the clock skew",
                    [t],
                    "jwt:prose",
                    "en",
                )
            )
        elif k == 4:
            v = (
                "s%3A"
                + s(r, B64URL, 32)
                + "."
                + s(r, B64, 43).replace("/", "%2F").replace("+", "%2B")
            )
            out.append((f"Cookie: connect.sid={v}; theme=dark", [v], "cookie:express", "en"))
        elif k == 5:
            v = s(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32)
            out.append(
                (
                    f"curl -b 'sessionid={v}; csrftoken={s(r, ALNUM, 32)}' https://{host(r)}/admin/",
                    [v],
                    "cookie:django",
                    "en",
                )
            )
        elif k == 6:
            v = s(r, "abcdefghijklmnopqrstuvwxyz0123456789", 26)
            out.append((f"Set-Cookie: PHPSESSID={v}; path=/; HttpOnly", [v], "cookie:php", "en"))
        elif k == 7:
            v = b64bytes(r, 180).replace("=", "%3D")
            out.append(
                (
                    f"< set-cookie: _{project(r).replace('-', '_')}_session={v}; path=/; secure; HttpOnly; SameSite=Lax",
                    [v],
                    "cookie:rails",
                    "en",
                )
            )
        elif k == 8:
            v = s(r, HEX.upper(), 32)
            out.append(
                (f'requests.get(url, cookies={{"JSESSIONID": "{v}"}})', [v], "cookie:java", "en")
            )
        else:
            v = (
                "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.."
                + s(r, B64URL, 22)
                + "."
                + s(r, B64URL, 300)
                + "."
                + s(r, B64URL, 22)
            )
            out.append(
                (
                    f'document.cookie\n"__Secure-next-auth.session-token={v}"',
                    [v],
                    "cookie:nextauth",
                    "en",
                )
            )
    return out


def header_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 8
        u, pw = user(r), password(r)
        if k == 0:
            b = base64.b64encode(f"{u}:{pw}".encode()).decode()
            out.append((f"Authorization: Basic {b}", [b], "http:basic", "en"))
        elif k == 1:
            b = base64.b64encode(f"{u}:{pw}".encode()).decode()
            out.append(
                (
                    f"> GET /repository/releases/ HTTP/2\n> Host: {host(r)}\n> authorization: Basic {b}\n> user-agent: curl/8.5.0",
                    [b],
                    "http:basic",
                    "en",
                )
            )
        elif k == 2:
            t = s(r, ALNUM, 40)
            out.append(
                (
                    f"fetch(`${{base}}/v2/items`, {{ headers: {{ 'X-API-Key': '{t}' }} }})",
                    [t],
                    "http:x-api-key",
                    "en",
                )
            )
        elif k == 3:
            t = s(r, HEX, 32)
            out.append(
                (
                    f"api-key: {t}\nContent-Type: application/json\nPOST https://{project(r)}.openai.azure.com/openai/deployments/gpt/chat/completions",
                    [t],
                    "http:api-key",
                    "en",
                )
            )
        elif k == 4:
            b = base64.b64encode(f"{u}:{pw}".encode()).decode()
            out.append((f"Proxy-Authorization: Basic {b}", [b], "http:proxy", "en"))
        elif k == 5:
            t = s(r, ALNUM, 48)
            out.append(
                (
                    f"http GET {host(r)}/api/projects 'Authorization:Token token={t}'",
                    [t],
                    "http:token",
                    "en",
                )
            )
        elif k == 6:
            t = s(r, B64URL, 64)
            out.append(
                (
                    f'headers = {{"PRIVATE-TOKEN": "{t}", "Accept": "application/json"}}',
                    [t],
                    "http:private-token",
                    "en",
                )
            )
        else:
            t = s(r, ALNUM, 36)
            out.append(
                (
                    f"INFO  http.client send: b'POST /v1/ingest HTTP/1.1\\r\\nHost: {host(r)}\\r\\nX-Auth-Token: {t}\\r\\n\\r\\n'",
                    [t],
                    "http:x-auth-token",
                    "en",
                )
            )
    return out
