# ruff: noqa: E501  (data templates are long string literals)
"""Ordinary rows, part A: long random-looking public values in the same outputs a coding
agent sees (digests, ids, base64 fixtures, public keys, public client ids, addresses).

Generators return ``(text, lang)``.  Nothing here is a credential.
"""

from __future__ import annotations

import base64
import json
import struct

from gen_code import code_assign
from gen_util import (
    ALNUM,
    B64URL,
    DIGITS,
    LOWER,
    alnum,
    b64,
    b64text,
    b64url,
    b64url_json,
    chars,
    digits,
    email,
    hexs,
    host,
    name,
    pem_lines,
    pick,
    rbytes,
    ts,
    user,
    uuid4,
    word,
)


def _ssh_blob(kind: str, key: bytes) -> str:
    def s(b: bytes) -> bytes:
        return struct.pack(">I", len(b)) + b

    return base64.b64encode(s(kind.encode()) + s(key)).decode()


def ssh_pub(rng) -> str:
    if rng.random() < 0.6:
        return "ssh-ed25519 " + _ssh_blob("ssh-ed25519", rbytes(rng, 32))
    raw = (
        struct.pack(">I", 3) + b"\x01\x00\x01" + struct.pack(">I", 257) + b"\x00" + rbytes(rng, 256)
    )
    blob = base64.b64encode(struct.pack(">I", 7) + b"ssh-rsa" + raw).decode()
    return "ssh-rsa " + blob


def digest(rng):
    f = rng.randrange(12)
    if f == 0:
        files = "\n".join(
            f"{hexs(rng, 64)}  dist/{word(rng)}-{rng.randint(1, 5)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}-py3-none-any.whl"
            for _ in range(rng.randint(1, 3))
        )
        return f"$ sha256sum dist/*\n{files}", "shell"
    if f == 1:
        return (
            f"$ docker pull {word(rng)}/{word(rng)}:latest\nlatest: Pulling from {word(rng)}/{word(rng)}\n{hexs(rng, 12)}: Pull complete\nDigest: sha256:{hexs(rng, 64)}\nStatus: Downloaded newer image",
            "shell",
        )
    if f == 2:
        pkg = f"{word(rng)}-{word(rng)}"
        v = f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}"
        return (
            f'    "node_modules/{pkg}": {{\n      "version": "{v}",\n      "resolved": "https://registry.npmjs.org/{pkg}/-/{pkg}-{v}.tgz",\n      "integrity": "sha512-{b64(rng, 64)}"\n    }}',
            "json",
        )
    if f == 3:
        mod = f"github.com/{name(rng)}/{word(rng)}"
        v = f"v{rng.randint(0, 3)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}"
        return f"{mod} {v} h1:{b64(rng, 32)}\n{mod} {v}/go.mod h1:{b64(rng, 32)}", "go"
    if f == 4:
        return (
            f'[[package]]\nname = "{word(rng)}-{word(rng)}"\nversion = "0.{rng.randint(1, 30)}.{rng.randint(0, 9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{hexs(rng, 64)}"',
            "toml",
        )
    if f == 5:
        return (
            f"{word(rng)}=={rng.randint(1, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)} \\\n    --hash=sha256:{hexs(rng, 64)} \\\n    --hash=sha256:{hexs(rng, 64)}",
            "text",
        )
    if f == 6:
        lines = "\n".join(
            f"{hexs(rng, 7)} {pick(rng, ('fix', 'feat', 'chore', 'docs'))}: {word(rng)} {word(rng)}"
            for _ in range(rng.randint(3, 6))
        )
        return f"$ git log --oneline -n 6\n{lines}", "shell"
    if f == 7:
        return (
            f'<script src="https://cdn.{name(rng)}.net/{word(rng)}.min.js" integrity="sha384-{b64(rng, 48)}" crossorigin="anonymous"></script>',
            "html",
        )
    if f == 8:
        return (
            f"/nix/store/{chars(rng, '0123456789abcdfghijklmnpqrsvwxyz', 32)}-{word(rng)}-{rng.randint(1, 9)}.{rng.randint(0, 9)}",
            "text",
        )
    if f == 9:
        return (
            f"$ git rev-parse HEAD\n{hexs(rng, 40)}\n$ git describe --tags\nv{rng.randint(1, 4)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}-{rng.randint(1, 40)}-g{hexs(rng, 7)}",
            "shell",
        )
    if f == 10:
        return (
            f"- uses: actions/checkout@{hexs(rng, 40)} # v4.{rng.randint(0, 3)}.{rng.randint(0, 9)}\n- uses: actions/setup-node@{hexs(rng, 40)}",
            "yaml",
        )
    return (
        f'ETag: "{hexs(rng, 32)}"\nx-amz-id-2: {b64(rng, 48)}\nx-amz-request-id: {chars(rng, "0123456789ABCDEF", 16)}',
        "http",
    )


def ids(rng):
    f = rng.randrange(11)
    if f == 0:
        return (
            f"traceparent: 00-{hexs(rng, 32)}-{hexs(rng, 16)}-01\nx-request-id: {uuid4(rng)}",
            "http",
        )
    if f == 1:
        return (
            f'$ aws sts get-caller-identity\n{{\n    "UserId": "AIDA{chars(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)}",\n    "Account": "{digits(rng, 12)}",\n    "Arn": "arn:aws:iam::{digits(rng, 12)}:user/{user(rng)}"\n}}',
            "json",
        )
    if f == 2:
        rows = "\n".join(
            f'{hexs(rng, 12)}   {word(rng)}:{rng.randint(1, 9)}.{rng.randint(0, 9)}   "/docker-entrypoint…"   {rng.randint(2, 50)} minutes ago   Up {rng.randint(2, 50)} minutes   0.0.0.0:{rng.randint(3000, 9000)}->80/tcp   {word(rng)}-{rng.randint(1, 3)}'
            for _ in range(rng.randint(1, 3))
        )
        return (
            f"$ docker ps\nCONTAINER ID   IMAGE   COMMAND   CREATED   STATUS   PORTS   NAMES\n{rows}",
            "shell",
        )
    if f == 3:
        return (
            f'metadata:\n  name: {word(rng)}-{hexs(rng, 10)}-{chars(rng, LOWER + DIGITS, 5)}\n  namespace: {word(rng)}\n  uid: {uuid4(rng)}\n  resourceVersion: "{digits(rng, 8)}"\n  generation: {rng.randint(1, 9)}',
            "yaml",
        )
    if f == 4:
        return (
            f'{{\n  "version": 4,\n  "terraform_version": "1.{rng.randint(5, 9)}.{rng.randint(0, 5)}",\n  "serial": {rng.randint(1, 400)},\n  "lineage": "{uuid4(rng)}",\n  "outputs": {{}}\n}}',
            "json",
        )
    if f == 5:
        return (
            f"Sentry event {hexs(rng, 32)} captured (release {word(rng)}@{hexs(rng, 12)}, env prod)",
            "log",
        )
    if f == 6:
        obj = {
            "id": f"cus_{alnum(rng, 14)}",
            "object": "customer",
            "email": email(rng),
            "invoice_settings": {"default_payment_method": f"pm_{alnum(rng, 24)}"},
            "created": 1760000000 + rng.randrange(10**7),
        }
        return json.dumps(obj, indent=2), "json"
    if f == 7:
        return (
            f"arn:aws:lambda:eu-west-1:{digits(rng, 12)}:function:{word(rng)}-{word(rng)}:{rng.randint(1, 40)}",
            "text",
        )
    if f == 8:
        return (
            f"{ts(rng)} INFO request_id={uuid4(rng)} span_id={hexs(rng, 16)} trace_id={hexs(rng, 32)} status=200 dur_ms={rng.randint(3, 900)}",
            "log",
        )
    if f == 9:
        return (
            f"Run ID: {digits(rng, 10)}  Job: {digits(rng, 11)}  Runner: {word(rng)}-{hexs(rng, 8)}  Commit: {hexs(rng, 40)}",
            "ci-log",
        )
    return (
        f"cf-ray: {hexs(rng, 16)}-FRA\nx-github-request-id: {chars(rng, '0123456789ABCDEF', 4)}:{chars(rng, '0123456789ABCDEF', 5)}:{chars(rng, '0123456789ABCDEF', 7)}:{chars(rng, '0123456789ABCDEF', 8)}:{chars(rng, '0123456789ABCDEF', 8)}",
        "http",
    )


def base64_fixture(rng):
    f = rng.randrange(7)
    if f == 0:
        blob = b64(rng, rng.randint(40, 90))
        return (
            f'def test_decode_roundtrip():\n    raw = base64.b64decode("{blob}")\n    assert encode(raw) == raw',
            "python",
        )
    if f == 1:
        return (
            f'<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{b64(rng, rng.randint(60, 120))}">',
            "html",
        )
    if f == 2:
        txt = f"{word(rng)} {word(rng)} {word(rng)}"
        return (
            f'it("encodes", () => {{\n  expect(encode("{txt}")).toBe("{b64text(txt)}");\n}});',
            "javascript",
        )
    if f == 3:
        return (
            f"Content-Security-Policy: script-src 'self' 'nonce-{b64(rng, 16)}'; object-src 'none'",
            "http",
        )
    if f == 4:
        return (
            f'Content-Type: image/png; name="chart.png"\nContent-Transfer-Encoding: base64\n\n{b64(rng, 57)}\n{b64(rng, 57)}\n{b64(rng, 30)}',
            "email",
        )
    if f == 5:
        return (
            f'  "fixtures": {{\n    "empty_frame": "{b64(rng, 24)}",\n    "ping_frame": "{b64(rng, 12)}"\n  }}',
            "json",
        )
    return (
        f'var testVector = []byte("{b64(rng, 32)}") // protobuf-encoded Event, see testdata/event.bin',
        "go",
    )


def public_key(rng):
    f = rng.randrange(8)
    if f == 0:
        return f"$ cat ~/.ssh/id_ed25519.pub\n{ssh_pub(rng)} {user(rng)}@{name(rng)}", "shell"
    if f == 1:
        keys = "\n".join(f"{ssh_pub(rng)} {email(rng)}" for _ in range(rng.randint(1, 3)))
        return f"# ~/.ssh/authorized_keys\n{keys}", "text"
    if f == 2:
        return (
            f"{host(rng, False)},{rng.randint(1, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)} {ssh_pub(rng)}",
            "text",
        )
    if f == 3:
        lines = pem_lines(rng, 260, 64, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA")
        return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(
            lines
        ) + "\n-----END PUBLIC KEY-----", "pem"
    if f == 4:
        lines = pem_lines(
            rng, rng.randint(700, 1000), 64, "MII" + pick(rng, ("D", "E", "F")) + b64(rng, 3)[:1]
        )
        return f"# ca.crt for {host(rng, False)}\n-----BEGIN CERTIFICATE-----\n" + "\n".join(
            lines
        ) + "\n-----END CERTIFICATE-----", "pem"
    if f == 5:
        return (
            f"[Peer]\n# {name(rng)} laptop\nPublicKey = {b64(rng, 32)}\nAllowedIPs = 10.8.0.{rng.randint(2, 250)}/32\nEndpoint = {host(rng, False)}:51820",
            "ini",
        )
    if f == 6:
        jwk = {
            "keys": [
                {
                    "kty": "RSA",
                    "use": "sig",
                    "kid": hexs(rng, 16),
                    "alg": "RS256",
                    "n": b64url(rng, 256),
                    "e": "AQAB",
                }
            ]
        }
        return f"$ curl -s https://{host(rng, False)}/.well-known/jwks.json\n" + json.dumps(
            jwk
        ), "json"
    recips = ",".join(
        "age1" + chars(rng, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
        for _ in range(rng.randint(1, 2))
    )
    return (
        f"creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      {recips}",
        "yaml",
    )


def public_client_id(rng):
    f = rng.randrange(8)
    if f == 0:
        k = "pk_live_51" + alnum(rng, 96)
        text, lang = code_assign(rng, "stripe_publishable_key", k, auth=False)
        return text, lang
    if f == 1:
        cid = f"{digits(rng, 12)}-{chars(rng, LOWER + DIGITS, 32)}.apps.googleusercontent.com"
        return (
            f"GOOGLE_CLIENT_ID={cid}\nGOOGLE_REDIRECT_URI=https://{host(rng, False)}/auth/callback",
            "dotenv",
        )
    if f == 2:
        cid = pick(rng, ("Iv1." + hexs(rng, 16), "Iv23li" + alnum(rng, 14)))
        return (
            f"github_app:\n  app_id: {rng.randint(100000, 999999)}\n  client_id: {cid}\n  installation_id: {digits(rng, 8)}",
            "yaml",
        )
    if f == 3:
        head = b64url_json({"u": name(rng), "a": "cl" + chars(rng, LOWER + DIGITS, 23)})
        tok = f"pk.{head}.{chars(rng, B64URL, 22)}"
        return (
            f"mapboxgl.accessToken = '{tok}';\nconst map = new mapboxgl.Map({{ container: 'map', zoom: 9 }});",
            "javascript",
        )
    if f == 4:
        return (
            f"posthog.init('phc_{alnum(rng, 43)}', {{ api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' }})",
            "javascript",
        )
    if f == 5:
        return (
            f'const auth0 = await createAuth0Client({{\n  domain: "{name(rng)}.eu.auth0.com",\n  clientId: "{alnum(rng, 32)}",\n  authorizationParams: {{ redirect_uri: window.location.origin }},\n}});',
            "javascript",
        )
    if f == 6:
        proj = f"{word(rng)}-{word(rng)}-{digits(rng, 4)}"
        return (
            f'const firebaseConfig = {{\n  apiKey: "AIza{chars(rng, B64URL, 35)}",\n  authDomain: "{proj}.firebaseapp.com",\n'
            f'  projectId: "{proj}",\n  storageBucket: "{proj}.appspot.com",\n  messagingSenderId: "{digits(rng, 12)}",\n'
            f'  appId: "1:{digits(rng, 12)}:web:{hexs(rng, 22)}"\n}};'
        ), "javascript"
    return (
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51{alnum(rng, 96)}\nNEXT_PUBLIC_POSTHOG_KEY=phc_{alnum(rng, 43)}",
        "dotenv",
    )


def crypto_public(rng):
    f = rng.randrange(6)
    if f == 0:
        return (
            f"send refunds to 0x{hexs(rng, 40)} (tx 0x{hexs(rng, 64)} confirmed in block {rng.randint(18000000, 21000000)})",
            "en",
        )
    if f == 1:
        return f"donations: bc1q{chars(rng, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}", "markdown"
    if f == 2:
        return (
            f"$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{b64(rng, 32).rstrip('=')} {user(rng)}@{name(rng)} (ED25519)",
            "shell",
        )
    if f == 3:
        fp = " ".join(chars(rng, "0123456789ABCDEF", 4) for _ in range(10))
        return (
            f"pub   ed25519 2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)} [SC]\n      {fp.replace(' ', '')}\nuid           [ultimate] {name(rng).capitalize()} <{email(rng)}>",
            "shell",
        )
    if f == 4:
        fp = ":".join(chars(rng, "0123456789ABCDEF", 2) for _ in range(32))
        return f"SHA256 Fingerprint={fp}", "shell"
    return (
        f"The authenticity of host '{host(rng, False)} ({rng.randint(1, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)})' can't be established.\nED25519 key fingerprint is SHA256:{b64(rng, 32).rstrip('=')}.",
        "shell",
    )


def misc_public(rng):
    f = rng.randrange(6)
    if f == 0:
        cid = f"{digits(rng, 12)}-{chars(rng, LOWER + DIGITS, 32)}.apps.googleusercontent.com"
        return (
            f"Opening in browser: https://accounts.google.com/o/oauth2/v2/auth?client_id={cid}"
            f"&redirect_uri=http%3A%2F%2Flocalhost%3A{rng.randint(8000, 9999)}%2Fcallback&response_type=code&scope=openid%20email"
            f"&state={b64url(rng, 16)}&nonce={b64url(rng, 16)}&code_challenge={b64url(rng, 32)}&code_challenge_method=S256"
        ), "text"
    if f == 1:
        return (
            f"$ cat assets/{word(rng)}.psd\nversion https://git-lfs.github.com/spec/v1\noid sha256:{hexs(rng, 64)}\nsize {rng.randint(10000, 90000000)}",
            "shell",
        )
    if f == 2:
        files = "\n".join(
            f"dist/assets/{word(rng)}-{chars(rng, ALNUM + '_-', 8)}.js   {rng.randint(1, 400)}.{rng.randint(10, 99)} kB │ gzip: {rng.randint(1, 90)}.{rng.randint(10, 99)} kB"
            for _ in range(rng.randint(2, 4))
        )
        return (
            f"$ npm run build\nvite v5.{rng.randint(0, 4)}.{rng.randint(0, 9)} building for production...\n{files}\n✓ built in {rng.randint(1, 30)}.{rng.randint(10, 99)}s",
            "shell",
        )
    if f == 3:
        m = {
            "schemaVersion": 2,
            "mediaType": "application/vnd.oci.image.manifest.v1+json",
            "config": {
                "mediaType": "application/vnd.oci.image.config.v1+json",
                "digest": f"sha256:{hexs(rng, 64)}",
                "size": rng.randint(1000, 9000),
            },
            "layers": [
                {
                    "mediaType": "application/vnd.oci.image.layer.v1.tar+gzip",
                    "digest": f"sha256:{hexs(rng, 64)}",
                    "size": rng.randint(10**5, 10**8),
                }
                for _ in range(rng.randint(1, 3))
            ],
        }
        return (
            "$ crane manifest "
            + f"ghcr.io/{name(rng)}/{word(rng)}:v{rng.randint(1, 9)}\n"
            + json.dumps(m, indent=2),
            "json",
        )
    if f == 4:
        return json.dumps(
            {
                "token_type": "Bearer",
                "expires_in": rng.choice((3599, 7200, 28800)),
                "scope": pick(rng, ("repo read:org", "openid email profile", "read write")),
                "kid": hexs(rng, 16),
            }
        ), "json"
    return (
        f"Build {digits(rng, 5)} ({hexs(rng, 40)}) signed by key {chars(rng, '0123456789ABCDEF', 16)}; provenance sha256:{hexs(rng, 64)}",
        "ci-log",
    )


GENERATORS = [
    ("digest", digest, 150),
    ("public_id", ids, 130),
    ("base64_fixture", base64_fixture, 70),
    ("public_key", public_key, 80),
    ("public_client_id", public_client_id, 70),
    ("public_crypto", crypto_public, 40),
    ("public_misc", misc_public, 60),
]
