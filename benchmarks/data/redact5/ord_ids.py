"""Ordinary rows: digests, identifiers, encoded test data, versions, paths and hosts.

Long and random-looking on purpose; none of it grants access to anything.
"""

import base64
import random

from rnd import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    WORDS,
    b64bytes,
    hexs,
    host,
    path,
    pick,
    project,
    s,
    ts,
    user,
    uuid4,
)

MSGS = [
    "fix flaky retry in sync worker",
    "bump deps",
    "add index on orders.created_at",
    "refactor: split config loader",
    "docs: explain cache keys",
    'revert "speed up ingest"',
    "handle empty batch",
    "ci: pin runner image",
    "test: cover unicode paths",
    "feat: export as parquet",
    "chore: tidy imports",
    "fix off-by-one in pager",
]


def digest_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 15
        if k == 0:
            lines = "\n".join(f"{hexs(r, 7)} {pick(r, MSGS)}" for _ in range(r.randint(3, 7)))
            out.append((f"$ git log --oneline -n 5\n{lines}", "digest:git-oneline"))
        elif k == 1:
            out.append(
                (
                    f"commit {hexs(r, 40)}\nAuthor: {user(r).capitalize()} <{user(r)}@{pick(r, ['acme', 'globex'])}.dev>\nDate:   Tue Nov {r.randint(1, 28)} 10:{r.randint(10, 59)}:03 2026 +0100\n\n    {pick(r, MSGS)}",
                    "digest:git-commit",
                )
            )
        elif k == 2:
            out.append(
                (
                    f"Merge pull request #{r.randint(100, 9999)} from {user(r)}/{pick(r, WORDS)}\n\nmerged {hexs(r, 40)} into {hexs(r, 40)}",
                    "digest:git-merge",
                )
            )
        elif k == 3:
            files = "\n".join(
                f"{hexs(r, 64)}  dist/{project(r)}-{r.randint(0, 3)}.{r.randint(0, 20)}.{r.randint(0, 9)}.tar.gz"
                for _ in range(r.randint(1, 4))
            )
            out.append((f"$ sha256sum dist/*\n{files}", "digest:sha256sum"))
        elif k == 4:
            out.append((f"image: ghcr.io/{project(r)}/api@sha256:{hexs(r, 64)}", "digest:oci"))
        elif k == 5:
            name = pick(
                r, ["lodash", "react-dom", "semver", "chalk", "zod", "esbuild", "vite", "undici"]
            )
            out.append(
                (
                    f'"node_modules/{name}": {{\n  "version": "{r.randint(1, 18)}.{r.randint(0, 30)}.{r.randint(0, 20)}",\n  "resolved": "https://registry.npmjs.org/{name}/-/{name}-{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 9)}.tgz",\n  "integrity": "sha512-{b64bytes(r, 64)}"\n}}',
                    "digest:npm-integrity",
                )
            )
        elif k == 6:
            mod = pick(
                r,
                [
                    "golang.org/x/sync",
                    "github.com/google/uuid",
                    "go.uber.org/zap",
                    "github.com/spf13/cobra",
                ],
            )
            v = f"v{r.randint(0, 2)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
            out.append(
                (
                    f"{mod} {v} h1:{b64bytes(r, 32)}\n{mod} {v}/go.mod h1:{b64bytes(r, 32)}",
                    "digest:go-sum",
                )
            )
        elif k == 7:
            out.append(
                (
                    f'[[package]]\nname = "{pick(r, ["serde", "tokio", "anyhow", "regex", "rand"])}"\nversion = "1.{r.randint(0, 40)}.{r.randint(0, 9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{hexs(r, 64)}"',
                    "digest:cargo-lock",
                )
            )
        elif k == 8:
            out.append(
                (
                    f"{pick(r, ['requests', 'numpy', 'attrs', 'idna', 'certifi'])}==2.{r.randint(0, 32)}.{r.randint(0, 9)} \\\n    --hash=sha256:{hexs(r, 64)} \\\n    --hash=sha256:{hexs(r, 64)}",
                    "digest:pip-hash",
                )
            )
        elif k == 9:
            out.append(
                (
                    f"Downloaded {project(r)}.zip  md5={hexs(r, 32)}  sha1={hexs(r, 40)}",
                    "digest:md5-sha1",
                )
            )
        elif k == 10:
            out.append(
                (
                    f"Step {r.randint(2, 12)}/{r.randint(13, 20)} : RUN pip install -r requirements.txt\n ---> Using cache\n ---> {hexs(r, 12)}\nSuccessfully built {hexs(r, 12)}",
                    "digest:docker-build",
                )
            )
        elif k == 11:
            out.append(
                (
                    f'  resolution: "{pick(r, ["typescript", "jest", "eslint"])}@npm:5.{r.randint(0, 9)}.{r.randint(0, 9)}"\n  checksum: 10c0/{hexs(r, 128)}',
                    "digest:yarn-berry",
                )
            )
        elif k == 12:
            out.append(
                (f'ETag: "{hexs(r, 32)}"\nx-amz-version-id: {s(r, B64URL, 32)}', "digest:etag")
            )
        elif k == 14:
            lib = pick(r, ["htmx.org", "alpinejs", "chart.js", "bootstrap"])
            out.append(
                (
                    f'<script src="https://cdn.jsdelivr.net/npm/{lib}@{r.randint(1, 5)}.{r.randint(0, 9)}.{r.randint(0, 9)}" '
                    f'integrity="sha384-{b64bytes(r, 48)}" crossorigin="anonymous"></script>',
                    "digest:sri",
                )
            )
        else:
            out.append(
                (
                    f"IPFS pinned: bafybei{s(r, 'abcdefghijklmnopqrstuvwxyz234567', 52)}",
                    "digest:cid",
                )
            )
    return out


def id_rows(r: random.Random, n: int):
    """Request, trace, build and object identifiers: random-looking, not secrets."""
    out = []
    for i in range(n):
        k = i % 18
        if k == 0:
            out.append(
                (
                    f"{ts(r)} ERROR request_id={uuid4(r)} path=/v1/orders status=502 upstream={host(r)}",
                    "id:request",
                )
            )
        elif k == 1:
            out.append((f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01", "id:trace"))
        elif k == 2:
            out.append(
                (
                    f"x-amzn-RequestId: {uuid4(r)}\nx-amz-cf-id: {s(r, B64URL, 52)}==",
                    "id:aws-request",
                )
            )
        elif k == 3:
            out.append(
                (
                    f"aws s3 cp s3://{project(r)}-artifacts/builds/{r.randint(1000, 9999)}/{hexs(r, 40)}/bundle.tar.zst .",
                    "id:s3-key",
                )
            )
        elif k == 4:
            out.append(
                (
                    f"cache key: {pick(r, ['Linux', 'macOS'])}-pip-{hexs(r, 64)}\nCache restored from key: {pick(r, ['Linux', 'macOS'])}-pip-{hexs(r, 64)}",
                    "id:cache-key",
                )
            )
        elif k == 5:
            out.append(
                (
                    f"NAME                                 READY   STATUS    RESTARTS\n{project(r)}-{hexs(r, 10)}-{s(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}   1/1     Running   0",
                    "id:k8s-pod",
                )
            )
        elif k == 6:
            out.append(
                (
                    f"Sentry event {hexs(r, 32)} grouped into issue {project(r).upper()}-{r.randint(10, 999)}",
                    "id:sentry-event",
                )
            )
        elif k == 7:
            out.append(
                (
                    f'stripe.PaymentIntent.retrieve("pi_{s(r, ALNUM, 24)}")  # customer cus_{s(r, ALNUM, 14)}',
                    "id:stripe-object",
                )
            )
        elif k == 8:
            ul = s(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)
            out.append((f"INSERT INTO events (id, kind) VALUES ('{ul}', 'signup');", "id:ulid"))
        elif k == 9:
            out.append(
                (
                    f"https://github.com/{project(r)}/{project(r)}/actions/runs/{r.randint(10**9, 2 * 10**10)}/job/{r.randint(10**10, 6 * 10**10)}",
                    "id:ci-run",
                )
            )
        elif k == 10:
            out.append(
                (
                    f"Build ID: {project(r)}:{uuid4(r)}  (CodeBuild)\nSource version: {hexs(r, 40)}",
                    "id:build",
                )
            )
        elif k == 11:
            out.append(
                (
                    f"msg_id={s(r, ALNUM, 24)}@mail.{pick(r, ['acme', 'globex'])}.com  queue=outbound  attempts=1",
                    "id:message",
                )
            )
        elif k == 12:
            out.append(
                (
                    f"Resource: arn:aws:lambda:eu-west-1:{r.randint(10**11, 10**12 - 1)}:function:{project(r)}\nRequestId: {uuid4(r)}  Duration: {r.randint(2, 900)}.{r.randint(10, 99)} ms",
                    "id:lambda",
                )
            )
        elif k == 13:
            out.append(
                (
                    f"session_{s(r, LOWER_ALNUM, 8)}.jsonl  {r.randint(1, 900)} KB  transcript for run {uuid4(r)}",
                    "id:transcript",
                )
            )
        elif k == 14:
            out.append(
                (
                    f"gcloud builds log {uuid4(r)} --region={pick(r, ['europe-west1', 'us-central1'])}",
                    "id:gcloud-build",
                )
            )
        elif k == 15:
            out.append(
                (
                    f"ami-{hexs(r, 17)}  i-{hexs(r, 17)}  vpc-{hexs(r, 17)}  sg-{hexs(r, 17)}",
                    "id:aws-resource",
                )
            )
        elif k == 16:
            out.append(
                (f"Idempotency-Key: {uuid4(r)}\nX-Request-Id: {s(r, ALNUM, 20)}", "id:idempotency")
            )
        else:
            out.append(
                (
                    f"Object key: uploads/{r.randint(2020, 2026)}/{r.randint(1, 12):02d}/{s(r, B64URL, 22)}.webp (content-hash {hexs(r, 16)})",
                    "id:object-key",
                )
            )
    return out


SAMPLES = [
    "hello world",
    '{"user":"demo","items":[1,2,3]}',
    "The quick brown fox jumps over the lazy dog",
    "lorem ipsum dolor sit amet",
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "name,qty\nwidget,4\n",
    "ping",
]


def encoded_rows(r: random.Random, n: int):
    """Base64 and hex test data that decodes to harmless content."""
    out = []
    for i in range(n):
        k = i % 7
        txt = pick(r, SAMPLES) + " " + pick(r, WORDS) * r.randint(1, 3)
        b = base64.b64encode(txt.encode()).decode()
        if k == 0:
            out.append((f"$ echo '{b}' | base64 -d\n{txt}", "encoded:base64-echo"))
        elif k == 1:
            out.append(
                (f'def test_decode():\n    assert decode("{b}") == {txt!r}', "encoded:test-fixture")
            )
        elif k == 2:
            png = base64.b64encode(
                b"\x89PNG\r\n\x1a\n" + bytes(r.randrange(256) for _ in range(r.randint(40, 120)))
            ).decode()
            out.append(
                (
                    f'<img alt="{pick(r, WORDS)} icon" src="data:image/png;base64,{png}">',
                    "encoded:data-uri",
                )
            )
        elif k == 3:
            out.append(
                (f"  fixture_payload: {b}\n  expected_len: {len(txt)}", "encoded:yaml-fixture")
            )
        elif k == 4:
            out.append((f"xxd -p sample.bin\n{txt.encode().hex()}", "encoded:hex-dump"))
        elif k == 5:
            out.append(
                (
                    f"protobuf (base64) from the bug report: {base64.b64encode(bytes(r.randrange(256) for _ in range(r.randint(20, 60)))).decode()} — decodes to an empty OrderList with a trailing field 9",
                    "encoded:protobuf",
                )
            )
        else:
            out.append((f"Content-Transfer-Encoding: base64\n\n{b}", "encoded:mime"))
    return out


def misc_rows(r: random.Random, n: int):
    """Versions, paths, ports, hostnames and other values that look technical but are public."""
    out = []
    for i in range(n):
        k = i % 12
        if k == 0:
            out.append(
                (
                    f"{project(r)} {r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}rc{r.randint(1, 3)} (build {r.randint(1000, 99999)}, {hexs(r, 9)})",
                    "misc:version",
                )
            )
        elif k == 1:
            out.append(
                (
                    f'tcp   LISTEN 0  4096  127.0.0.1:{r.randint(1024, 65000)}  0.0.0.0:*  users:(("{pick(r, ["postgres", "redis-server", "node"])}",pid={r.randint(100, 99999)},fd={r.randint(3, 30)}))',
                    "misc:ports",
                )
            )
        elif k == 2:
            out.append(
                (
                    f"Edit {path(r)}.py lines {r.randint(1, 200)}-{r.randint(201, 400)}; see also /var/lib/{project(r)}/state/{hexs(r, 2)}/{hexs(r, 38)}",
                    "misc:path",
                )
            )
        elif k == 3:
            out.append(
                (
                    f"upstream {pick(r, WORDS)}_backend {{\n  server {host(r)}:{r.randint(1024, 9999)} max_fails=3;\n  server {host(r)}:{r.randint(1024, 9999)} backup;\n}}",
                    "misc:hosts",
                )
            )
        elif k == 4:
            out.append(
                (
                    f"python -m pip install '{project(r)}[dev]>=2.{r.randint(0, 9)},<3' --no-cache-dir",
                    "misc:install",
                )
            )
        elif k == 5:
            out.append(
                (
                    f"kubectl -n {pick(r, ['prod', 'staging'])} rollout status deploy/{project(r)} --timeout={r.randint(60, 600)}s",
                    "misc:kubectl",
                )
            )
        elif k == 6:
            out.append(
                (
                    f"mac {':'.join(hexs(r, 2) for _ in range(6))}  serial {s(r, UPPER_ALNUM, 12)}  fw {r.randint(1, 9)}.{r.randint(0, 99)}",
                    "misc:hardware",
                )
            )
        elif k == 7:
            out.append(
                (
                    f"inet6 fe80::{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}:{hexs(r, 4)}/64 scope link",
                    "misc:ipv6",
                )
            )
        elif k == 8:
            out.append(
                (
                    f"color tokens: --brand-primary: #{hexs(r, 6)}; --brand-accent: #{hexs(r, 6)};",
                    "misc:css",
                )
            )
        elif k == 9:
            out.append(
                (
                    f"regex for our ticket ids: ^[A-Z]{{2,5}}-[0-9]{{1,6}}$ (e.g. {project(r).split('-')[1].upper()}-{r.randint(1, 9999)})",
                    "misc:regex",
                )
            )
        elif k == 10:
            out.append(
                (
                    f"SELECT id, created_at FROM audit_log WHERE actor = '{user(r)}' AND at > now() - interval '{r.randint(1, 30)} days';",
                    "misc:sql",
                )
            )
        else:
            out.append(
                (
                    f"random seed for the benchmark: {r.randint(0, 2**32)}; shuffle salt is the run date, {ts(r)[:10]}",
                    "misc:seed",
                )
            )
    return out
