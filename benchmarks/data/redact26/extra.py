"""Ordinary-only look-alikes for redact26: lockfiles, golden data, public keys and generated ids. Each returns (text, lang)."""

import base64

from gen import R, b64, name, pick, proj, rs, sha, sri, ts, uid, ver, AL


def lockfile():
    p, v = proj(), ver()
    k = R.randrange(5)
    if k == 0:
        return (f'    "node_modules/{p}": {{\n      "version": "{v}",\n      "resolved": "https://registry.npmjs.org/{p}/-/{p}-{v}.tgz",\n'
                f'      "integrity": "{sri()}"\n    }}'), "package-lock"
    if k == 1:
        return (f'{p}@^{v}:\n  version "{v}"\n  resolved "https://registry.yarnpkg.com/{p}/-/{p}-{v}.tgz#{sha(40)}"\n'
                f'  integrity {sri()}'), "yarn-lock"
    if k == 2:
        return f'[[package]]\nname = "{p}"\nversion = "{v}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha(64)}"', "cargo-lock"
    if k == 3:
        mod = f"example.com/{name()}/{p}"
        return f"{mod} v{v} h1:{b64(32)}\n{mod} v{v}/go.mod h1:{b64(32)}", "go-sum"
    return (f'[[package]]\nname = "{p}"\nversion = "{v}"\nfiles = [\n    {{file = "{p}-{v}-py3-none-any.whl", hash = "sha256:{sha(64)}"}},\n'
            f'    {{file = "{p}-{v}.tar.gz", hash = "sha256:{sha(64)}"}},\n]'), "poetry-lock"


def golden():
    k = R.randrange(4)
    if k == 0:
        return f'# tests/golden/{proj()}_payload.b64 (base64 test data, decoded in test_roundtrip)\n{b64(R.choice([48, 60, 72]))}', "golden-b64"
    if k == 1:
        return f'<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{b64(54)}" />', "data-uri"
    if k == 2:
        return (f"// Jest Snapshot v1\n\nexports[`{proj()} renders 1`] = `\n<div data-hash=\"{sha(16)}\" id=\"{uid()}\">\n  ok\n</div>\n`;"), "jest-snapshot"
    return f"tests/golden/{proj()}.json  sha256={sha(64)}  updated {ts()}", "golden-index"


def pubkey():
    k = R.randrange(4)
    who = f"{name()}@{proj()}.example"
    if k == 0:
        blob = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + bytes(R.randrange(256) for _ in range(32))).decode()
        return f"# deploy key (public half), safe to commit\nssh-ed25519 {blob} {who}", "ssh-pubkey"
    if k == 1:
        body = b64(270)
        lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
        return f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----", "pem-public"
    if k == 2:
        body = b64(600)
        lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
        return f"# tests/fixtures/ca.crt (certificate, public)\n-----BEGIN CERTIFICATE-----\n{lines}\n-----END CERTIFICATE-----", "pem-cert"
    n = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(256))).decode().rstrip("=")
    return f'{{"keys": [{{"kty": "RSA", "kid": "{sha(16)}", "use": "sig", "alg": "RS256", "n": "{n}", "e": "AQAB"}}]}}', "jwks-public"


def ids():
    k = R.randrange(5)
    if k == 0:
        flag = f"{pick(['checkout', 'search', 'onboarding', 'billing'])}-{pick(['v2', 'beta', 'rollout'])}-{rs(AL, 6).lower()}"
        return f'if (flags.isEnabled("{flag}")) {{\n  // feature-flag key, not a secret\n  render(NewFlow);\n}}', "feature-flag"
    if k == 1:
        return "dist/\n" + "\n".join(f"  {n}.{sha(8)}.{e}" for n, e in [("main", "js"), ("vendor", "js"), ("styles", "css")]), "content-hash"
    if k == 2:
        return f"snapshot: snap-{sha(17)}\nami: ami-{sha(17)}\nvolume: vol-{sha(17)}\ncreated: {ts()}", "cloud-ids"
    if k == 3:
        return ("# tests/fixtures/orders.yaml (generated ids)\n" + "\n".join(f"- id: {uid()}\n  sku: SKU-{R.randint(1000, 9999)}" for _ in range(3))), "fixture-ids"
    return f"Change-Id: I{sha(40)}\nReviewed-on: https://review.{proj()}.example/c/{proj()}/+/{R.randint(1000, 99999)}", "gerrit"


FAMILIES = [("lockfile_ord", lockfile), ("golden_ord", golden), ("pubkey_ord", pubkey), ("ids_ord", ids)]
