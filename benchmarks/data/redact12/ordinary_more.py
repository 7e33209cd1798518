"""Ordinary-row templates, part two: lockfiles and install logs, tests and traces, HTTP,
database output, env/config references, public material, prose with ids.
Each maker returns ``(text, lang)``."""

from __future__ import annotations

import json
import random

from values import (
    DIGITS,
    LOWER,
    UPPER,
    b64,
    b64url,
    chars,
    email,
    hexs,
    name,
    pick,
    semver,
    sha1,
    sha256,
    ts,
    user,
    uuid4,
    word,
)


# ---------------------------------------------------------------- packages
def npm_lock(r: random.Random):
    pkgs = {}
    for _ in range(r.randrange(2, 4)):
        n = f"node_modules/{word(r)}-{pick(r, ('utils', 'core', 'parser', 'js'))}"
        v = semver(r)
        pkgs[n] = {
            "version": v,
            "resolved": f"https://registry.npmjs.org/{n.split('/')[1]}/-/{n.split('/')[1]}-{v}.tgz",
            "integrity": "sha512-" + b64(r, 64),
        }
    return json.dumps({"packages": pkgs}, indent=2), "json"


def yarn_lock(r: random.Random):
    n, v = f"{word(r)}-{word(r)}", semver(r)
    return (
        f'"{n}@^{v}":\n  version "{v}"\n  resolved "https://registry.yarnpkg.com/{n}/-/{n}-{v}.tgz#{sha1(r)}"\n  integrity sha512-{b64(r, 64)}\n',
        "yarn-lock",
    )


def pnpm_lock(r: random.Random):
    return (
        f"  /{word(r)}@{semver(r)}:\n    resolution: {{integrity: sha512-{b64(r, 64)}}}\n    engines: {{node: '>=18'}}\n    dev: false\n",
        "yaml",
    )


def requirements_hashes(r: random.Random):
    lines = [
        f"{word(r)}=={semver(r)} \\\n    --hash=sha256:{sha256(r)} \\\n    --hash=sha256:{sha256(r)}"
        for _ in range(r.randrange(2, 4))
    ]
    return "\n".join(lines) + "\n", "requirements"


def poetry_lock(r: random.Random):
    files = ",\n".join(
        f'    {{file = "{word(r)}-{semver(r)}-py3-none-any.whl", hash = "sha256:{sha256(r)}"}}'
        for _ in range(2)
    )
    return (
        f'[[package]]\nname = "{word(r)}"\nversion = "{semver(r)}"\nfiles = [\n{files},\n]\n\n[metadata]\ncontent-hash = "{sha256(r)}"\n',
        "toml",
    )


def cargo_lock(r: random.Random):
    return (
        f'[[package]]\nname = "{word(r)}-{word(r)}"\nversion = "{semver(r)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha256(r)}"\n',
        "toml",
    )


def go_sum(r: random.Random):
    lines = []
    for _ in range(r.randrange(2, 5)):
        m = f"github.com/{word(r)}/{name(r)} v{semver(r)}"
        lines += [f"{m} h1:{b64(r, 32)}", f"{m}/go.mod h1:{b64(r, 32)}"]
    return "\n".join(lines) + "\n", "go-sum"


def install_log(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        text = f"added {r.randrange(50, 1500)} packages, and audited {r.randrange(1500, 2000)} packages in {r.randrange(2, 60)}s\n\n{r.randrange(50, 300)} packages are looking for funding\n  run `npm fund` for details\nnpm notice New minor version of npm available! 10.{r.randrange(9)}.0 -> 10.9.{r.randrange(5)}\n"
    elif k == 1:
        text = f"Collecting {word(r)}=={semver(r)}\n  Downloading {word(r)}-{semver(r)}-py3-none-any.whl.metadata\nSuccessfully built {word(r)}\nCreated wheel for {word(r)}: filename={word(r)}-{semver(r)}-py3-none-any.whl size={r.randrange(1000, 90000)} sha256={sha256(r)}\n  Stored in directory: /tmp/pip-ephem-wheel-cache-{chars(r, LOWER + DIGITS, 8)}/wheels/{hexs(r, 2)}/{hexs(r, 2)}/{hexs(r, 60)}\n"
    elif k == 2:
        text = f"   Compiling {word(r)} v{semver(r)}\n  Downloaded {word(r)}-{word(r)} v{semver(r)}\n    Finished `release` profile [optimized] target(s) in {r.randrange(5, 200)}.{r.randrange(10)}{r.randrange(10)}s\n"
    else:
        text = f"go: downloading github.com/{word(r)}/{name(r)} v{semver(r)}\ngo: downloading golang.org/x/crypto v0.{r.randrange(20, 40)}.0\ngo: added github.com/{word(r)}/{word(r)} v0.0.0-2025{r.randrange(10, 12)}{r.randrange(10, 28)}{r.randrange(100000, 999999)}-{hexs(r, 12)}\n"
    return text, "install-log"


# ---------------------------------------------------------------- tests / traces
def pytest_out(r: random.Random):
    text = (
        f"tests/test_{word(r)}.py::test_roundtrip[{uuid4(r)}] PASSED\n"
        f"FAILED tests/test_{word(r)}.py::test_digest - AssertionError: assert '{sha256(r)}' == '{sha256(r)}'\n"
        f"E   tmp_path = PosixPath('/tmp/pytest-of-{user(r)}/pytest-{r.randrange(10, 99)}/test_digest0')\n"
    )
    return text, "test-output"


def jest_out(r: random.Random):
    text = (
        f" FAIL  src/{word(r)}.test.ts\n  ● {word(r)} › signs the payload\n\n    expect(received).toBe(expected)\n\n"
        f'    Expected: "{b64url(r, 32)}"\n    Received: "{b64url(r, 32)}"\n\n  Snapshot Summary › {r.randrange(1, 9)} snapshots written\n'
    )
    return text, "test-output"


def go_test(r: random.Random):
    return (
        f"--- FAIL: Test{word(r).capitalize()}Nonce ({r.randrange(0, 9)}.{r.randrange(10)}{r.randrange(10)}s)\n    {word(r)}_test.go:{r.randrange(20, 400)}: nonce = {hexs(r, 24)}, want {hexs(r, 24)}\nFAIL\tgithub.com/{word(r)}/{name(r)}/internal/{word(r)}\t{r.randrange(0, 9)}.{r.randrange(100, 999)}s\n",
        "test-output",
    )


def py_trace(r: random.Random):
    text = (
        f'Traceback (most recent call last):\n  File "/srv/{word(r)}/tasks.py", line {r.randrange(20, 400)}, in run\n    job = Job.get(id="{uuid4(r)}")\n'
        f"KeyError: 'token' (request_id={hexs(r, 32)}, trace_id={hexs(r, 32)})\n"
    )
    return text, "stack-trace"


def go_panic(r: random.Random):
    text = (
        f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x{hexs(r, 2)} pc=0x{hexs(r, 6)}]\n\n"
        f"goroutine {r.randrange(1, 400)} [running]:\ngithub.com/{word(r)}/{name(r)}/auth.(*Verifier).Check(0xc000{hexs(r, 6)}, {{0xc000{hexs(r, 6)}, 0x{hexs(r, 2)}}})\n"
        f"\t/src/auth/verify.go:{r.randrange(10, 300)} +0x{hexs(r, 3)}\n"
    )
    return text, "stack-trace"


def java_trace(r: random.Random):
    text = (
        f"java.lang.IllegalStateException: Token expired for session {uuid4(r)}\n\tat com.{word(r)}.auth.TokenService.validate(TokenService.java:{r.randrange(20, 300)})\n"
        f"\tat com.{word(r)}.web.AuthFilter.doFilter(AuthFilter.java:{r.randrange(20, 200)})\n\t... {r.randrange(10, 80)} common frames omitted\n"
    )
    return text, "stack-trace"


# ---------------------------------------------------------------- HTTP
def curl_verbose(r: random.Random):
    text = (
        f"> GET /v1/{word(r)}/{uuid4(r)} HTTP/2\n> Host: api.{word(r)}.io\n> Authorization: Bearer $TOKEN\n>\n"
        f'< HTTP/2 200\n< etag: W/"{hexs(r, 32)}"\n< x-request-id: {uuid4(r)}\n< traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01\n'
        f"< x-amz-cf-id: {b64url(r, 42)}==\n< cf-ray: {hexs(r, 16)}-FRA\n"
    )
    return text, "http"


def s3_headers(r: random.Random):
    return (
        f'< HTTP/1.1 200 OK\n< x-amz-id-2: {b64(r, 54)}\n< x-amz-request-id: {chars(r, UPPER + DIGITS, 16)}\n< ETag: "{hexs(r, 32)}"\n< x-amz-version-id: {b64url(r, 24)}\n< Content-Length: {r.randrange(100, 99999)}\n',
        "http",
    )


def har_entry(r: random.Random):
    d = {
        "request": {
            "method": "POST",
            "url": f"https://{word(r)}.app/api/upload",
            "headers": [
                {"name": "Authorization", "value": "Bearer [REDACTED]"},
                {"name": "X-Request-Id", "value": uuid4(r)},
                {"name": "Cookie", "value": f"theme={pick(r, ('dark', 'light'))}; lang=en"},
                {"name": "If-None-Match", "value": f'"{hexs(r, 40)}"'},
            ],
        },
        "response": {
            "status": 201,
            "headers": [
                {"name": "Content-MD5", "value": b64(r, 16)},
                {"name": "Digest", "value": f"sha-256={b64(r, 32)}"},
            ],
        },
    }
    return json.dumps(d, indent=1), "har"


def csp_nonce(r: random.Random):
    return (
        f"< content-security-policy: script-src 'nonce-{b64(r, 18)}' 'strict-dynamic'; object-src 'none'\n< strict-transport-security: max-age=63072000\n< sec-websocket-accept: {b64(r, 20)}\n",
        "http",
    )


# ---------------------------------------------------------------- database output
def psql_rows(r: random.Random):
    rows = [
        f" {uuid4(r)} | {pick(r, ('paid', 'pending', 'refunded'))} | {sha256(r)[:40]}"
        for _ in range(r.randrange(2, 5))
    ]
    return (
        " id                                   | status   | file_sha1\n--------------------------------------+----------+-----------\n"
        + "\n".join(rows)
        + f"\n({len(rows)} rows)\n",
        "sql-output",
    )


def mysql_rows(r: random.Random):
    rows = [
        f"| {r.randrange(1, 9999):>5} | {email(r):<30} | {pick(r, ('api_key_last_rotated', 'password_changed', 'token_revoked'))} | {ts(r)} |"
        for _ in range(r.randrange(2, 5))
    ]
    return (
        "+-------+--------------------------------+---------+---------------------+\n"
        + "\n".join(rows)
        + "\n",
        "sql-output",
    )


def migration_log(r: random.Random):
    return (
        f"INFO  [alembic.runtime.migration] Running upgrade {hexs(r, 12)} -> {hexs(r, 12)}, add password_hash column\nINFO  [alembic.runtime.migration] Running upgrade {hexs(r, 12)} -> {hexs(r, 12)}, rename api_token to api_token_id\n",
        "log",
    )
