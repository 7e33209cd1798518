"""rows_ordinary templates, part 2 of 3 (split only to keep modules small)."""

import json


def tf_plan_ok(g):
    return (
        f'  + resource "aws_security_group" "db" {{\n      + arn      = (known after apply)\n      + id       = (known after apply)\n'
        f'      + password = (sensitive value)\n      + vpc_id   = "vpc-{g.hex(17)}"\n    }}\n  ~ id = "sg-{g.hex(17)}"\n'
    ), "terraform"


def tf_state_ok(g):
    return (
        f'# aws_s3_object.bundle:\nresource "aws_s3_object" "bundle" {{\n    etag        = "{g.hex(32)}"\n'
        f'    id          = "releases/{g.ver()}.zip"\n    kms_key_id  = "arn:aws:kms:{g.region()}:{g.acct()}:key/{g.uuid()}"\n'
        f'    source_hash = "{g.sha256()}"\n    version_id  = "{g.b64url(32)}"\n}}\n'
    ), "terraform"


def tf_lock(g):
    hs = "\n".join(f'    "zh:{g.sha256()}",' for _ in range(g.n(2, 4)))
    return (
        f'provider "registry.terraform.io/hashicorp/aws" {{\n  version     = "5.{g.n(1, 80)}.0"\n  hashes = [\n'
        f'    "h1:{g.b64(32)}",\n{hs}\n  ]\n}}\n'
    ), "hcl"


def aws_ok(g):
    a = g.acct()
    return g.pick(
        [
            json.dumps(
                {
                    "UserId": "AIDA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17),
                    "Account": a,
                    "Arn": f"arn:aws:iam::{a}:user/{g.user()}",
                },
                indent=4,
            ),
            json.dumps(
                {
                    "ARN": f"arn:aws:secretsmanager:{g.region()}:{a}:secret:prod/{g.word()}-{g.alnum(6)}",
                    "Name": f"prod/{g.word()}",
                    "VersionIdsToStages": {g.uuid(): ["AWSCURRENT"]},
                    "LastRotatedDate": g.ts(),
                },
                indent=4,
            ),
            json.dumps(
                {
                    "Reservations": [
                        {
                            "Instances": [
                                {
                                    "InstanceId": "i-" + g.hex(17),
                                    "ImageId": "ami-" + g.hex(17),
                                    "SubnetId": "subnet-" + g.hex(17),
                                }
                            ]
                        }
                    ]
                },
                indent=2,
            ),
        ]
    ), "json"


def aws_key_id_alone(g):
    return json.dumps(
        {
            "AccessKeyMetadata": [
                {
                    "UserName": g.user(),
                    "AccessKeyId": "AKIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
                    "Status": "Active",
                    "CreateDate": g.ts(),
                }
            ]
        },
        indent=4,
    ), "json"


def gcloud_ok(g):
    return g.pick(
        [
            f"KEY_ID                                    CREATED_AT            EXPIRES_AT\n{g.hex(40)}  {g.ts()}  9999-12-31T23:59:59Z\n{g.hex(40)}  {g.ts()}  9999-12-31T23:59:59Z\n",
            f"masterAuth:\n  clusterCaCertificate: {g.b64(g.n(400, 700))}\nselfLink: https://container.googleapis.com/v1/projects/{g.word()}/zones/{g.region()}/clusters/{g.word()}\n",
            f"createTime: '{g.ts()}'\nprojectId: {g.word()}-{g.digits(6)}\nprojectNumber: '{g.digits(12)}'\n",
        ]
    ), "gcloud"


def az_ok(g):
    return json.dumps(
        {
            "environmentName": "AzureCloud",
            "id": g.uuid(),
            "isDefault": True,
            "tenantId": g.uuid(),
            "user": {"name": f"{g.name()}@{g.host()}", "type": "user"},
            "homeTenantId": g.uuid(),
        },
        indent=2,
    ), "json"


def lockfiles(g):
    p = g.word()
    return g.pick(
        [
            (
                f'"node_modules/{p}": {{\n  "version": "{g.ver()}",\n  "resolved": "https://registry.npmjs.org/{p}/-/{p}-{g.ver()}.tgz",\n  "integrity": "sha512-{g.b64(64)}"\n}}',
                "json",
            ),
            (
                f'{p}@^{g.ver()}:\n  version "{g.ver()}"\n  resolved "https://registry.yarnpkg.com/{p}/-/{p}-{g.ver()}.tgz#{g.sha1()}"\n  integrity sha512-{g.b64(64)}\n',
                "yarn-lock",
            ),
            (
                f'[[package]]\nname = "{p}"\nversion = "{g.ver()}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{g.sha256()}"\n',
                "toml",
            ),
            (
                f"github.com/{g.name()}/{p} v{g.ver()} h1:{g.b64(32)}\ngithub.com/{g.name()}/{p} v{g.ver()}/go.mod h1:{g.b64(32)}\n",
                "go-sum",
            ),
            (
                f"{p}=={g.ver()} \\\n    --hash=sha256:{g.sha256()} \\\n    --hash=sha256:{g.sha256()}\n",
                "requirements",
            ),
            (
                f"/{p}@{g.ver()}:\n    resolution: {{integrity: sha512-{g.b64(64)}}}\n    engines: {{node: '>=18'}}\n",
                "pnpm-lock",
            ),
        ]
    )


def install_logs(g):
    return g.pick(
        [
            (
                f"added {g.n(100, 1500)} packages, and audited {g.n(100, 1500)} packages in {g.n(3, 60)}s\n\n{g.n(50, 200)} packages are looking for funding\nfound 0 vulnerabilities\n",
                "npm-log",
            ),
            (
                f"  Building wheel for {g.word()} (pyproject.toml) ... done\n  Created wheel for {g.word()}: filename={g.word()}-{g.ver()}-py3-none-any.whl size={g.n(1000, 90000)} sha256={g.sha256()}\n  Stored in directory: /home/runner/.cache/pip/wheels/{g.hex(2)}/{g.hex(2)}/{g.hex(56)}\n",
                "pip-log",
            ),
            (
                f"   Compiling {g.word()} v{g.ver()}\n   Compiling {g.word()} v{g.ver()}\n    Finished `release` profile [optimized] target(s) in {g.n(5, 99)}.{g.n(0, 99)}s\n     Running `target/release/deps/{g.word()}-{g.hex(16)}`\n",
                "cargo-log",
            ),
            (
                f"go: downloading github.com/{g.name()}/{g.word()} v0.0.0-2026{g.digits(10)}-{g.hex(12)}\ngo: downloading golang.org/x/crypto v0.{g.n(10, 30)}.0\n",
                "go-log",
            ),
        ]
    )


def test_output(g):
    return g.pick(
        [
            (
                f"tests/test_auth.py::test_rejects_expired_token PASSED\ntests/test_auth.py::test_password_too_short PASSED\n>       assert digest == expected\nE       AssertionError: assert '{g.sha256()}' == '{g.sha256()}'\n",
                "pytest",
            ),
            (
                f"ok  \tgithub.com/{g.name()}/{g.word()}/auth\t0.{g.n(100, 999)}s\n--- FAIL: TestTokenRotation ({g.n(0, 3)}.{g.n(10, 99)}s)\n    rotation_test.go:{g.n(20, 200)}: got key id {g.hex(16)}, want {g.hex(16)}\n",
                "go-test",
            ),
            (
                f" PASS  src/__tests__/hash.test.ts\n  › 1 snapshot written ({g.hex(8)})\nSnapshot Summary\n › 3 snapshots obsolete from 1 test suite. Run id {g.uuid()}\n",
                "jest",
            ),
        ]
    )


def stack_traces(g):
    return g.pick(
        [
            (
                f'Traceback (most recent call last):\n  File "/app/{g.word()}/views.py", line {g.n(10, 500)}, in get\n    obj = Item.objects.get(pk="{g.uuid()}")\n{g.word().capitalize()}.DoesNotExist: request_id={g.hex(32)}\n',
                "traceback",
            ),
            (
                f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x{g.hex(6)}]\n\ngoroutine {g.n(1, 300)} [running]:\nmain.(*Server).handle(0xc000{g.hex(6)}, 0x{g.hex(7)})\n\t/src/server.go:{g.n(10, 400)} +0x{g.hex(3)}\n",
                "go-panic",
            ),
            (
                f"java.lang.IllegalStateException: token cache miss for kid={g.uuid()}\n\tat com.{g.name()}.auth.KeyCache.get(KeyCache.java:{g.n(10, 200)})\n\tat com.{g.name()}.auth.Verifier@{g.hex(8)}.verify(Verifier.java:{g.n(10, 200)})\n",
                "java-trace",
            ),
        ]
    )


def curl_ok(g):
    return (
        f'> GET /v1/items HTTP/2\n> Authorization: Bearer $API_TOKEN\n> If-None-Match: "{g.hex(32)}"\n>\n< HTTP/2 304\n< etag: "{g.hex(32)}"\n'
        f"< x-request-id: {g.uuid()}\n< x-amz-id-2: {g.b64(56)}\n< cf-ray: {g.hex(16)}-FRA\n< set-cookie: theme=dark; Path=/\n"
    ), "http"


def har_ok(g):
    return json.dumps(
        {
            "request": {
                "headers": [
                    {"name": "traceparent", "value": f"00-{g.hex(32)}-{g.hex(16)}-01"},
                    {"name": "x-b3-traceid", "value": g.hex(16)},
                    {"name": "if-none-match", "value": f'W/"{g.b64url(27)}"'},
                ]
            },
            "timings": {"wait": g.n(5, 900), "receive": g.n(1, 40)},
        },
        indent=2,
    ), "har"


def otel_span(g):
    return json.dumps(
        {
            "traceId": g.hex(32),
            "spanId": g.hex(16),
            "parentSpanId": g.hex(16),
            "name": "POST /login",
            "attributes": {"http.status_code": 200, "enduser.id": g.uuid()},
        }
    ), "json"


def db_output(g):
    rows = "\n".join(f" {g.uuid()} | {g.sha256()} | {g.date()}" for _ in range(g.n(2, 4)))
    return (
        f"=> SELECT id, sha256, created FROM artifacts LIMIT 3;\n id | sha256 | created\n----+--------+--------\n{rows}\n",
        "sql",
    )


def db_dump_ok(g):
    rows = "\n".join(f"{g.uuid()}\t{g.hex(40)}\t{g.word()}" for _ in range(g.n(2, 4)))
    return (
        f"-- Dumped from database version 16.{g.n(1, 4)}\nSET search_path = public;\nCOPY public.blobs (id, sha1, name) FROM stdin;\n{rows}\n\\.\n",
        "sql",
    )


def env_example(g):
    return (
        f"# Copy to .env and fill in\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/{g.word()}\nGITHUB_TOKEN=\n"
        f"OPENAI_API_KEY=<your key>\nSESSION_SECRET=change-me-to-a-long-random-string\nSENTRY_ENVIRONMENT=dev\n"
        f"PASSWORD_MIN_LENGTH={g.n(8, 16)}\n"
    ), "dotenv"


def config_refs(g):
    return g.pick(
        [
            (
                f"database:\n  password: ${{DB_PASSWORD}}\n  host: {g.host()}\nvault:\n  path: vault:secret/data/{g.word()}#token\n",
                "yaml",
            ),
            (f"[smtp]\nuser = {g.user()}\npassword = op://Infra/{g.word()}-smtp/password\n", "ini"),
            (
                f"spring.datasource.password=${{SPRING_DATASOURCE_PASSWORD}}\nspring.datasource.url=jdbc:postgresql://{g.host()}:5432/{g.word()}\n",
                "properties",
            ),
            (
                f'api_key = env("{g.word().upper()}_API_KEY")\nsigning_key_id = "{g.hex(16)}"\n',
                "toml",
            ),
        ]
    )
