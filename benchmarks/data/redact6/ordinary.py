# ruff: noqa: E501  (data templates read best as one line each)
"""Ordinary rows, part one: digests, lockfiles, test data, identifiers, versions and paths."""

import base64

from common import AN, LO, WORDS, G, plain

PKGS = [
    "left-pad",
    "react",
    "lodash",
    "express",
    "zod",
    "vite",
    "requests",
    "numpy",
    "pydantic",
    "serde",
    "tokio",
    "rich",
    "click",
    "axios",
    "chalk",
    "typescript",
    "eslint",
    "uvicorn",
    "anyio",
    "regex",
]


def _ver(g: G) -> str:
    return f"{g.n(0, 20)}.{g.n(0, 40)}.{g.n(0, 30)}"


def digest_rows(g: G, n: int) -> list[dict]:
    """Checksums, commit ids, image digests, content hashes."""
    out = []
    for i in range(n):
        k = i % 10
        f = f"{g.pick(PKGS)}-{_ver(g)}.tar.gz"
        if k == 0:
            t = f"$ sha256sum {f}\n{g.hx(64)}  {f}"
        elif k == 1:
            t = "\n".join(
                f"{g.hx(7)} {g.pick(['fix', 'feat', 'chore', 'docs'])}: {g.word()} {g.word()}" for _ in range(g.n(3, 6))
            )
        elif k == 2:
            t = f"image: ghcr.io/{g.word()}/{g.word()}@sha256:{g.hx(64)}"
        elif k == 3:
            t = f"commit {g.hx(40)}\nAuthor: {g.user().capitalize()} <{g.user()}@corp.example>\nDate:   Tue Nov {g.n(3, 28)} 10:{g.n(10, 59)}:00 2026\n\n    {g.word()}: handle empty {g.word()}"
        elif k == 4:
            t = f"MD5 ({f}) = {g.hx(32)}"
        elif k == 5:
            t = f"Content-Security-Policy: script-src 'self' 'sha256-{g.b64(32)}'"
        elif k == 6:
            t = f'<script src="https://cdn.example/{g.pick(PKGS)}@{_ver(g)}/dist/index.min.js" integrity="sha384-{g.b64(48)}" crossorigin="anonymous"></script>'
        elif k == 7:
            t = f"version https://git-lfs.github.com/spec/v1\noid sha256:{g.hx(64)}\nsize {g.n(1000, 9_000_000)}"
        elif k == 8:
            t = f"dist/assets/index-{g.s(AN + '_-', 8)}.js   {g.n(10, 900)}.{g.n(10, 99)} kB │ gzip: {g.n(5, 300)}.{g.n(10, 99)} kB"
        else:
            t = f'ETag: "{g.hx(32)}"\nx-amz-version-id: {g.s(AN + "._", 32)}'
        out.append(
            plain(
                t,
                f"digest:{['sha256sum', 'git_log', 'image_digest', 'commit', 'md5', 'csp', 'sri', 'lfs', 'bundle', 'etag'][k]}",
            )
        )
    return out


def lock_rows(g: G, n: int) -> list[dict]:
    """Lockfile integrity strings from several ecosystems."""
    out = []
    for i in range(n):
        k = i % 6
        p, v = g.pick(PKGS), _ver(g)
        if k == 0:
            t = f'    "node_modules/{p}": {{\n      "version": "{v}",\n      "resolved": "https://registry.npmjs.org/{p}/-/{p}-{v}.tgz",\n      "integrity": "sha512-{g.b64(64)}"\n    }},'
        elif k == 1:
            t = f'{p}@^{v}:\n  version "{v}"\n  resolved "https://registry.yarnpkg.com/{p}/-/{p}-{v}.tgz#{g.hx(40)}"\n  integrity sha512-{g.b64(64)}'
        elif k == 2:
            t = f'[[package]]\nname = "{p}"\nversion = "{v}"\nfiles = [\n    {{file = "{p}-{v}-py3-none-any.whl", hash = "sha256:{g.hx(64)}"}},\n]'
        elif k == 3:
            t = f'[[package]]\nname = "{p}"\nversion = "{v}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{g.hx(64)}"'
        elif k == 4:
            m = f"github.com/{g.word()}/{p}"
            t = f"{m} v{v} h1:{g.b64(32)}\n{m} v{v}/go.mod h1:{g.b64(32)}"
        else:
            t = f"{p}=={v} \\\n    --hash=sha256:{g.hx(64)} \\\n    --hash=sha256:{g.hx(64)}"
        out.append(plain(t, f"lockfile:{['npm', 'yarn', 'poetry', 'cargo', 'gosum', 'pip'][k]}"))
    return out


def testdata_rows(g: G, n: int) -> list[dict]:
    """Base64 test fixtures of ordinary content and random binary blobs meant as data."""
    out = []
    for i in range(n):
        k = i % 5
        phrase = " ".join(g.pick(WORDS) for _ in range(g.n(2, 6)))
        enc = base64.b64encode(phrase.encode()).decode()
        if k == 0:
            t = f'def test_decode():\n    assert base64.b64decode("{enc}") == b"{phrase}"'
        elif k == 1:
            t = f'<img alt="dot" src="data:image/png;base64,iVBORw0KGgo{g.b64(g.n(40, 90))}">'
        elif k == 2:
            t = f"expect(encode('{phrase}')).toBe('{enc}');"
        elif k == 3:
            t = f'# fixture: random payload for the chunker test\nPAYLOAD = bytes.fromhex("{g.hx(64)}")'
        else:
            t = f'{{"event": "upload", "file": "{g.word()}.bin", "preview_b64": "{g.b64(g.n(18, 45))}", "bytes": {g.n(100, 99999)}}}'
        out.append(plain(t, f"testdata:{['b64_assert', 'data_uri', 'b64_js', 'hex_fixture', 'preview'][k]}"))
    return out


def id_rows(g: G, n: int) -> list[dict]:
    """Identifiers that look random but grant nothing."""
    out = []
    for i in range(n):
        k = i % 12
        if k == 0:
            t = f"traceparent: 00-{g.hx(32)}-{g.hx(16)}-01"
        elif k == 1:
            t = f"HTTP/1.1 500 Internal Server Error\nx-request-id: {g.uuid()}\nx-amzn-requestid: {g.uuid()}"
        elif k == 2:
            t = f"Build #{g.n(1000, 99999)} ({g.uuid()}) finished in {g.n(1, 59)}m {g.n(0, 59)}s"
        elif k == 3:
            t = f"{g.word()}-api-{g.s('bcdfghjklmnpqrstvwxz2456789', 10)}-{g.s('bcdfghjklmnpqrstvwxz2456789', 5)}   1/1   Running   0   {g.n(1, 50)}h"
        elif k == 4:
            t = f"https://github.com/{g.word()}/{g.word()}/actions/runs/{g.dg(11)}/job/{g.dg(11)}"
        elif k == 5:
            t = f"customer={'cus_' + g.an(14)} invoice={'in_' + g.an(24)} payment_intent={'pi_' + g.an(24)} price={'price_' + g.an(24)}"
        elif k == 6:
            t = f"ulid={g.s('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)} shard={g.n(0, 63)}"
        elif k == 7:
            t = f"channel_id=C{g.up(10)} team_id=T{g.up(10)} user=U{g.up(10)} ts={g.dg(10)}.{g.dg(6)}"
        elif k == 8:
            t = f"X-Amz-Cf-Id: {g.s(AN + '_-', 56)}=="
        elif k == 9:
            t = f"Session {g.uuid()} resumed; transcript at ~/.claude/projects/-home-{g.user()}-{g.word()}/{g.uuid()}.jsonl"
        elif k == 10:
            t = f'resourceVersion: "{g.dg(8)}"\nuid: {g.uuid()}\ngeneration: {g.n(1, 40)}'
        else:
            t = f"ipfs://bafybei{g.s(LO + '234567', 52)}"
        out.append(
            plain(
                t,
                f"id:{['traceparent', 'request_id', 'build', 'pod', 'gha_run', 'stripe_object', 'ulid', 'slack_ids', 'cloudfront', 'session', 'k8s', 'cid'][k]}",
            )
        )
    return out


def misc_rows(g: G, n: int) -> list[dict]:
    """Versions, paths, ports, hostnames and ordinary tool output."""
    out = []
    for i in range(n):
        k = i % 8
        if k == 0:
            t = f"Successfully installed {' '.join(f'{p}-{_ver(g)}' for p in g.r.sample(PKGS, 3))}"
        elif k == 1:
            t = f"  File \"/srv/{g.word()}/app/{g.word()}.py\", line {g.n(1, 900)}, in {g.word()}_handler\nKeyError: '{g.word()}'"
        elif k == 2:
            t = f'tcp   LISTEN 0  4096  {g.ip()}:{g.port()}  0.0.0.0:*  users:(("{g.word()}",pid={g.n(100, 60000)},fd={g.n(3, 40)}))'
        elif k == 3:
            t = f"PING {g.host()} ({g.ip()}) 56(84) bytes of data.\n64 bytes from {g.ip()}: icmp_seq=1 ttl=63 time={g.n(1, 90)}.{g.n(0, 9)} ms"
        elif k == 4:
            t = f"python {g.n(3, 3)}.{g.n(9, 13)}.{g.n(0, 12)}, node v{g.n(18, 23)}.{g.n(0, 12)}.{g.n(0, 9)}, go1.{g.n(20, 24)}.{g.n(0, 9)} linux/amd64"
        elif k == 5:
            t = f"{g.word()}/{g.word()}/{g.word()}_{g.hx(6)}.parquet  {g.n(1, 999)} MiB  2026-11-{g.n(10, 28)}"
        elif k == 6:
            t = f"ERROR: {g.n(1, 40)} passed, {g.n(1, 9)} failed, {g.n(0, 5)} skipped in {g.n(1, 99)}.{g.n(10, 99)}s"
        else:
            t = f"server {g.host()}:{g.port()} max_fails=3 fail_timeout=30s;"
        out.append(plain(t, f"misc:{['pip', 'traceback', 'ss', 'ping', 'versions', 'paths', 'pytest', 'nginx'][k]}"))
    return out
