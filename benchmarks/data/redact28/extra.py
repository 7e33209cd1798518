"""Ordinary-only families: encoded and hashed values that are published or harmless by design."""

import json

from gen import (R, PROJECTS, SERVICES, USERS, WORDS, b64, b64_lines, ed25519_pub, file_name, host, jwt, pct, pick,
                 rand_hex, sha256_of)


def png_b64():
    raw = bytes.fromhex("89504e470d0a1a0a0000000d49484452") + R.randbytes(R.randint(12, 30))
    return pick([f'<img alt="{pick(WORDS)}" src="data:image/png;base64,{b64(raw)}">',
                 f".icon {{ background: url(data:image/png;base64,{b64(raw)}); }}",
                 f"favicon ({len(raw)} bytes, base64): {b64(raw)}"]), "base64-content"


def checksums():
    lines = [f"{rand_hex(64)}  {file_name()}" for _ in range(R.randint(2, 5))]
    return pick(["SHA256SUMS\n" + "\n".join(lines),
                 f"sha256sum -c <<< '{lines[0]}'",
                 f"artifact: {file_name()}\nsha512: {rand_hex(128)}\netag: \"{rand_hex(32)}\"",
                 f"integrity: sha384-{b64(R.randbytes(48))}"]), "checksum"


def example_jwt():
    """Rule: a JWT a document marks as an example, with an example subject, is ordinary."""
    t = jwt({"sub": "example-user", "name": "Example User", "example": True, "iat": R.randint(1600000000, 1700000000)})
    return pick([f"## Authentication\n\nSend a bearer token. Example (not a valid token):\n\n    Authorization: Bearer {t}",
                 f"# example only, signature is fake\nEXAMPLE_JWT={t}",
                 f"docs/{pick(SERVICES)}.md: the example token `{t}` decodes to sub=example-user"]), "docs"


def public_keys():
    k = ed25519_pub()
    return pick([f"authorized_keys for {pick(USERS)}@{host()}:\n{k} {pick(USERS)}@{pick(PROJECTS)}",
                 f"{host()} {k}",
                 "-----BEGIN PUBLIC KEY-----\n" + "\n".join(b64_lines(R.randint(44, 294))) + "\n-----END PUBLIC KEY-----",
                 f"release signing public key (published on the website): {k}"]), "public-key"


def pct_paths():
    p = pct(f"{pick(WORDS)} {pick(WORDS)} ({R.randint(1, 9)})")
    return pick([f'{pick(["192.0.2", "198.51.100"])}.{R.randint(2, 250)} - - "GET /files/{p}.pdf HTTP/1.1" 200 {R.randint(100, 99999)}',
                 f"https://{host()}/search?q={p}&lang={pick(['sw', 'zu', 'en'])}",
                 f"redirect_uri={pct('https://' + host() + '/callback?next=/' + pick(WORDS))}"]), "uri"


def escaped_json():
    inner = json.dumps({"event": pick(["deploy", "build", "restart"]), "service": pick(SERVICES),
                        "sha": rand_hex(40), "msg": f"{pick(WORDS)} \"{pick(WORDS)}\" done"})
    return pick([json.dumps({"level": "info", "body": inner}), f"echo {json.dumps(inner)} | jq .",
                 f"content hash of the payload: {sha256_of(inner)}\npayload: {inner}"]), "escaped"


FAMILIES = [("png_b64_ord", png_b64), ("checksums_ord", checksums), ("example_jwt_ord", example_jwt),
            ("public_keys_ord", public_keys), ("pct_paths_ord", pct_paths), ("escaped_json_ord", escaped_json)]
