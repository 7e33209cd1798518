"""Ordinary rows: high-entropy strings that are NOT secrets.

Commit hashes, UUIDs, digests, base64 test data, public keys, certificates,
fingerprints, addresses, transaction hashes, nonces, request/trace ids, committed
ciphertext and documented-public client ids. All must come back unchanged.
"""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from common import (
    ALNUM,
    B64URL,
    Row,
    b64_bytes,
    b64_of,
    chars,
    date_str,
    email,
    hexs,
    host,
    pem_lines,
    person,
    r_svc,
    user,
    uuid4,
    word,
)

BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def git_output(r: Random) -> Row:
    """git log / rebase / blame output full of SHAs."""
    kind = r.randrange(5)
    if kind == 0:
        lines = [
            f"{hexs(r, 7)} {r.choice(['fix', 'feat', 'chore', 'docs'])}: {word(r)} {word(r)}"
            for _ in range(r.randrange(3, 7))
        ]
        return Row("$ git log --oneline -n 5\n" + "\n".join(lines), form="git")
    if kind == 1:
        sha = hexs(r, 40)
        text = (
            f"commit {sha}\nAuthor: {person(r)} <{email(r)}>\nDate:   {date_str(r)}\n\n"
            f"    {r.choice(['Rotate', 'Document', 'Harden'])} the password reset flow"
        )
        return Row(text, form="git")
    if kind == 2:
        text = (
            f"Successfully rebased and updated refs/heads/{word(r)}-{word(r)}.\n"
            f"HEAD is now at {hexs(r, 7)} merge {r_svc(r)} fixes"
        )
        return Row(text, form="git")
    if kind == 3:
        text = (
            f"remote: Resolving deltas: 100% ({r.randrange(10, 300)}/{r.randrange(300, 600)})\n"
            f"To github.com:{user(r).replace('.', '-')}/{r_svc(r)}.git\n"
            f"   {hexs(r, 7)}..{hexs(r, 7)}  main -> main"
        )
        return Row(text, form="git")
    text = (
        f"Cherry-picked {hexs(r, 40)} onto release/{r.randrange(1, 9)}.{r.randrange(20)}; "
        f"tree {hexs(r, 40)}"
    )
    return Row(text, form="git")


def ids_and_logs(r: Random) -> Row:
    """Log lines with request ids, trace ids, span ids, UUIDs and nonces."""
    kind = r.randrange(6)
    ts = date_str(r)
    if kind == 0:
        text = (
            f"{ts} INFO request_id={uuid4(r)} method=GET path=/api/{r_svc(r)} status=200 "
            f"duration_ms={r.randrange(2, 900)}"
        )
    elif kind == 1:
        text = f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"
    elif kind == 2:
        text = (
            f'{{"level":"error","trace_id":"{hexs(r, 32)}","span_id":"{hexs(r, 16)}",'
            f'"msg":"upstream timeout","service":"{r_svc(r)}"}}'
        )
    elif kind == 3:
        text = f'<script nonce="{b64_bytes(r, 16)}" src="/static/app.{hexs(r, 8)}.js"></script>'
    elif kind == 4:
        text = f"X-Amzn-Trace-Id: Root=1-{hexs(r, 8)}-{hexs(r, 24)}\nX-Request-Id: {uuid4(r)}"
    else:
        text = (
            f"migration {r.randrange(1, 400):04d}_{word(r)} applied ({uuid4(r)}); "
            f"idempotency-key {uuid4(r)}"
        )
    return Row(text, form="log")


def versions(r: Random) -> Row:
    """Dependency listings with versions, digests and integrity hashes."""
    kind = r.randrange(5)
    if kind == 0:
        pkgs = [
            f"{word(r)}-{word(r)}=={r.randrange(0, 5)}.{r.randrange(30)}.{r.randrange(12)}"
            for _ in range(4)
        ]
        return Row("\n".join(pkgs), form="requirements")
    if kind == 1:
        raw = bytes(r.randrange(256) for _ in range(64))
        integ = "sha512-" + base64.b64encode(raw).decode()
        text = (
            f'"node_modules/{word(r)}": {{\n  "version": "{r.randrange(1, 9)}.{r.randrange(20)}.{r.randrange(9)}",\n'
            f'  "resolved": "https://registry.npmjs.org/{word(r)}/-/{word(r)}-1.2.3.tgz",\n'
            f'  "integrity": "{integ}"\n}}'
        )
        return Row(text, form="lockfile")
    if kind == 2:
        text = (
            f"{word(r)}==2.{r.randrange(30)}.0 \\\n    --hash=sha256:{hexs(r, 64)} \\\n"
            f"    --hash=sha256:{hexs(r, 64)}"
        )
        return Row(text, form="requirements")
    if kind == 3:
        text = (
            f'[[package]]\nname = "{word(r)}"\nversion = "0.{r.randrange(30)}.{r.randrange(9)}"\n'
            f'source = "registry+https://github.com/rust-lang/crates.io-index"\n'
            f'checksum = "{hexs(r, 64)}"'
        )
        return Row(text, form="lockfile")
    text = (
        f"github.com/{word(r)}/{word(r)} v1.{r.randrange(20)}.{r.randrange(9)} "
        f"h1:{b64_bytes(r, 32)}"
    )
    return Row(text, form="go.sum")


def digests(r: Random) -> Row:
    """sha256sum output, docker image digests, checksums in release notes."""
    kind = r.randrange(4)
    if kind == 0:
        text = "\n".join(
            f"{hexs(r, 64)}  dist/{r_svc(r)}-{r.randrange(1, 5)}.{r.randrange(9)}-linux-amd64.tar.gz"
            for _ in range(r.randrange(1, 4))
        )
    elif kind == 1:
        text = f"image: ghcr.io/{org_slug(r)}/{r_svc(r)}@sha256:{hexs(r, 64)}"
    elif kind == 2:
        text = (
            f"Digest: sha256:{hexs(r, 64)}\nStatus: Downloaded newer image for "
            f"{r_svc(r)}:{r.randrange(1, 20)}"
        )
    else:
        text = f"md5({word(r)}.iso) = {hexs(r, 32)}  # verify against the mirror"
    return Row(text, form="digest")


def org_slug(r: Random) -> str:
    """A lower-case org slug."""
    return f"{word(r)}-{word(r)}"


def b64_testdata(r: Random) -> Row:
    """Unit tests and fixtures that use base64 of harmless data."""
    plain = " ".join(word(r) for _ in range(r.randrange(2, 6)))
    enc = b64_of(plain)
    kind = r.randrange(4)
    if kind == 0:
        text = f'def test_encode():\n    assert encode("{plain}") == "{enc}"'
    elif kind == 1:
        text = f"expect(btoa('{plain}')).toBe('{enc}');"
    elif kind == 2:
        png = "iVBORw0KGgoAAAANSUhEUgAA" + b64_bytes(r, 48)
        text = f'<img alt="{word(r)}" src="data:image/png;base64,{png}">'
    else:
        text = f'fixtures/{word(r)}.b64: {enc} (decodes to "{plain}")'
    return Row(text, form="test")


def paths_ports(r: Random) -> Row:
    """Paths, ports, container ids and tool output with no secret."""
    kind = r.randrange(4)
    if kind == 0:
        rows = [
            f'{hexs(r, 12)}   {r_svc(r)}:{r.randrange(1, 9)}   "/entrypoint.sh"   Up {r.randrange(2, 59)} minutes   '
            f"0.0.0.0:{r.randrange(3000, 9999)}->{r.choice([80, 8080, 5432])}/tcp"
            for _ in range(2)
        ]
        text = "CONTAINER ID   IMAGE   COMMAND   STATUS   PORTS\n" + "\n".join(rows)
    elif kind == 1:
        text = (
            f"tcp   LISTEN 0  4096  127.0.0.1:{r.randrange(1024, 65000)}  0.0.0.0:*  "
            f'users:(("{r_svc(r)}",pid={r.randrange(300, 60000)},fd=7))'
        )
    elif kind == 2:
        text = f"/home/{user(r)}/src/{r_svc(r)}/{word(r)}/{hexs(r, 2)}/{hexs(r, 38)}.pack"
    else:
        text = f"ssh -i ~/.ssh/id_ed25519 -p {r.randrange(2200, 2299)} {user(r)}@{host(r)}"
    return Row(text, form="tool-output")


def public_keys(r: Random) -> Row:
    """SSH public keys, PEM public keys and certificates."""
    kind = r.randrange(4)
    if kind == 0:
        body = "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64_bytes(r, 32)[1:]
        text = f"ssh-ed25519 {body} {email(r)}"
    elif kind == 1:
        body = "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + b64_bytes(r, 380)
        text = f"# ~/.ssh/authorized_keys\nssh-rsa {body} {user(r)}@{r_svc(r)}-laptop"
    elif kind == 2:
        lines = pem_lines(
            r, bytes([0x30, 0x59, 0x30, 0x13]) + bytes(r.randrange(256) for _ in range(87))
        )
        text = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----"
    else:
        lines = pem_lines(
            r,
            bytes([0x30, 0x82, 0x03, 0x21, 0x30, 0x82])
            + bytes(r.randrange(256) for _ in range(800)),
        )
        text = (
            "# CA bundle for the internal registry (public)\n-----BEGIN CERTIFICATE-----\n"
            + "\n".join(lines)
            + "\n-----END CERTIFICATE-----"
        )
    return Row(text, form="public-key")


def fingerprints(r: Random) -> Row:
    """Host key fingerprints, GPG fingerprints, TLS pins."""
    kind = r.randrange(3)
    if kind == 0:
        text = (
            f"The authenticity of host '{host(r)}' can't be established.\nED25519 key fingerprint "
            f"is SHA256:{b64_bytes(r, 32, pad=False)}."
        )
    elif kind == 1:
        fp = chars(r, "0123456789ABCDEF", 40)
        text = f"pub   ed25519 2025-0{r.randrange(1, 9)}-1{r.randrange(9)} [SC]\n      {fp}\nuid  {person(r)} <{email(r)}>"
    else:
        text = f'Public-Key-Pins: pin-sha256="{b64_bytes(r, 32)}"; max-age=5184000'
    return Row(text, form="fingerprint")


def chain(r: Random) -> Row:
    """Blockchain addresses, transaction hashes and nonces."""
    kind = r.randrange(3)
    if kind == 0:
        text = (
            f"tx 0x{hexs(r, 64)} confirmed in block {r.randrange(18_000_000, 21_000_000)}; "
            f"from 0x{hexs(r, 40)} to 0x{hexs(r, 40)}, nonce {r.randrange(1, 900)}"
        )
    elif kind == 1:
        text = f"send test BTC to bc1q{chars(r, '023456789acdefghjklmnpqrstuvwxyz', 38)} (faucet)"
    else:
        text = f'{{"hash":"0x{hexs(r, 64)}","nonce":"0x{hexs(r, 16)}","gasUsed":"0x{hexs(r, 5)}"}}'
    return Row(text, form="chain")


def ciphertext(r: Random) -> Row:
    """Committed ciphertext: sops, ansible-vault, SealedSecret."""
    kind = r.randrange(3)
    if kind == 0:

        def enc() -> str:
            return (
                f"ENC[AES256_GCM,data:{b64_bytes(r, r.randrange(8, 40))},iv:{b64_bytes(r, 32)},"
                f"tag:{b64_bytes(r, 16)},type:str]"
            )

        text = (
            f"db:\n    password: {enc()}\n    api_key: {enc()}\nsops:\n    lastmodified: "
            f'"{date_str(r)}"\n    mac: {enc()}\n    version: 3.{r.randrange(7, 10)}.1'
        )
    elif kind == 1:
        hexlines = [hexs(r, 80) for _ in range(r.randrange(3, 7))]
        text = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexlines)
    else:
        text = (
            f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {r_svc(r)}\n"
            f"spec:\n  encryptedData:\n    password: Ag{b64_bytes(r, 300)}"
        )
    return Row(text, form="ciphertext")


def public_ids(r: Random) -> Row:
    """Documented-public client ids and publishable keys."""
    kind = r.randrange(7)
    if kind == 0:
        text = f"const stripe = Stripe('pk_live_{chars(r, ALNUM, 99)}');"
    elif kind == 1:
        text = (
            f"GOOGLE_CLIENT_ID={r.randrange(10**11, 10**12)}-{chars(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 32)}"
            f".apps.googleusercontent.com"
        )
    elif kind == 2:
        text = f"github_app:\n  app_id: {r.randrange(10**5, 10**6)}\n  client_id: Iv1.{hexs(r, 16)}"
    elif kind == 3:
        text = (
            f"mapboxgl.accessToken = 'pk.{b64_bytes(r, 60, url=True, pad=False)}."
            f"{b64_bytes(r, 16, url=True, pad=False)}';"
        )
    elif kind == 4:
        text = (
            f"posthog.init('phc_{chars(r, ALNUM, 43)}', {{ api_host: 'https://eu.i.posthog.com' }})"
        )
    elif kind == 5:
        text = f'<Auth0Provider domain="{word(r)}.eu.auth0.com" clientId="{chars(r, ALNUM, 32)}" />'
    else:
        cfg = {
            "apiKey": "AIza" + chars(r, ALNUM + "-_", 35),
            "authDomain": f"{word(r)}-{r.randrange(1000, 9999)}.firebaseapp.com",
            "projectId": f"{word(r)}-{r.randrange(1000, 9999)}",
            "appId": f"1:{r.randrange(10**11, 10**12)}:web:{hexs(r, 22)}",
        }
        text = (
            "// web app config (public by design)\nconst firebaseConfig = "
            + json.dumps(cfg, indent=2)
            + ";"
        )
    return Row(text, form="public-id")


def content_hash(r: Random) -> Row:
    """Content-addressed names and cache keys."""
    data = " ".join(word(r) for _ in range(5)).encode()
    h = hashlib.sha256(data).hexdigest()
    text = r.choice(
        [
            f"cache hit: key={h}",
            f"blob {h[:12]} stored in .cache/{h[:2]}/{h[2:]}",
            f'etag: W/"{h[:32]}"',
            f"ipfs://bafy{chars(r, 'abcdefghijklmnopqrstuvwxyz234567', 55)}",
            f"S3 object key: uploads/{uuid4(r)}/{chars(r, B64URL, 10)}.jpg",
        ]
    )
    return Row(text, form="digest")
