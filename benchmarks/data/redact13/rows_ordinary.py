"""Ordinary-row templates: long random-looking values that are not secrets.

Each template takes a ``G`` and returns ``(text, lang)``. None of these may change
under redaction: digests, ids, public keys, references, placeholders, masked values.
"""

import base64
import json

from rows_prose import ordinary_prose


def git_log_full(g):
    msgs = [
        "fix(auth): refresh token before expiry",
        "chore: bump lockfile",
        "rotate signing key id",
        "feat: add password strength meter",
        "docs: explain GITHUB_TOKEN permissions",
    ]
    out = []
    for _ in range(g.n(2, 4)):
        out.append(
            f"commit {g.sha1()}\nAuthor: {g.name()} <{g.name()}@{g.host()}>\nDate:   {g.date()}\n\n"
            f"    {g.pick(msgs)}\n\n    Change-Id: I{g.sha1()}\n    Signed-off-by: {g.name()} <{g.name()}@{g.host()}>\n"
        )
    return "\n".join(out), "git-log"


def git_oneline(g):
    return "\n".join(
        f"{g.hex(7)} {g.pick(['(HEAD -> main) ', '', '(tag: v' + g.ver() + ') '])}"
        f"{g.pick(['token refresh', 'secret scanning in CI', 'merge #' + str(g.n(10, 999)), 'bump deps'])}"
        for _ in range(g.n(3, 6))
    ) + "\n", "git-log"


def git_gpgsig(g):
    lines = g.pem_lines(6)
    sig = "\n ".join(lines)
    return (
        f"tree {g.sha1()}\nparent {g.sha1()}\nauthor {g.name()} <{g.name()}@{g.host()}> 1767{g.digits(6)} +0000\n"
        f"gpgsig -----BEGIN PGP SIGNATURE-----\n \n {sig}\n ="
        + g.b64(3)
        + "\n -----END PGP SIGNATURE-----\n"
    ), "git-cat-file"


def git_diff_example(g):
    ph = g.pick(
        ["changeme", "<your-token-here>", "REPLACE_ME", "your_api_key_here", "xxxxxxxxxxxxxxxx", ""]
    )
    return (
        f"diff --git a/.env.example b/.env.example\nindex {g.hex(7)}..{g.hex(7)} 100644\n@@ -1,3 +1,4 @@\n"
        f" DATABASE_URL=postgres://app:<password>@localhost:5432/app\n+STRIPE_SECRET_KEY={ph}\n"
        f"+WEBHOOK_SIGNING_SECRET=\n LOG_LEVEL=debug\n"
    ), "diff"


def lockfile_diff(g):
    p = g.word()
    return (
        f'@@ -812,7 +812,7 @@\n     "node_modules/{p}": {{\n-      "version": "{g.ver()}",\n+      "version": "{g.ver()}",\n'
        f'-      "integrity": "sha512-{g.b64(64)}",\n+      "integrity": "sha512-{g.b64(64)}",\n'
        f'       "resolved": "https://registry.npmjs.org/{p}/-/{p}-{g.ver()}.tgz"\n'
    ), "diff"


def gha_log_ok(g):
    return (
        f"##[group]Run actions/checkout@{g.sha1()}\nwith:\n  token: ***\n  fetch-depth: 1\n##[endgroup]\n"
        f"Syncing repository: {g.name()}/{g.word()}\n##[group]Restore cache\nCache restored from key: "
        f"node-cache-Linux-x64-npm-{g.sha256()}\n##[endgroup]\n"
    ), "ci-log"


def gha_workflow(g):
    s = g.pick(["NPM_TOKEN", "PYPI_API_TOKEN", "DOCKERHUB_TOKEN", "AWS_SECRET_ACCESS_KEY"])
    return (
        f"      - uses: docker/login-action@{g.sha1()} # v3\n        with:\n          username: ${{{{ vars.REGISTRY_USER }}}}\n"
        f'          password: ${{{{ secrets.{s} }}}}\n      - run: echo "digest=${{{{ steps.build.outputs.digest }}}}"\n'
    ), "yaml"


def gitlab_log_ok(g):
    return (
        f"Running with gitlab-runner 16.{g.n(0, 11)}.0 ({g.hex(8)})\nUsing Docker executor with image node:20 ...\n"
        f"Using docker image sha256:{g.sha256()} for node:20 with digest node@sha256:{g.sha256()} ...\n"
        f"Checking out {g.hex(8)} as detached HEAD (ref is main)...\n$ echo $CI_JOB_TOKEN\n[MASKED]\n"
    ), "ci-log"


def buildkite_ok(g):
    return (
        f"~~~ Preparing plugins\n# Checking out {g.sha1()}\nBUILDKITE_BUILD_ID={g.uuid()}\nBUILDKITE_JOB_ID={g.uuid()}\n"
        f"BUILDKITE_AGENT_ACCESS_TOKEN=[REDACTED]\n+++ :pytest: Running tests\n"
    ), "ci-log"


def jenkins_ok(g):
    return (
        f"Obtained Jenkinsfile from git {g.sha1()}\n[Pipeline] withCredentials\nMasking supported pattern matches "
        f"of $DEPLOY_PASS or $DEPLOY_USER\n[Pipeline] sh\n+ ./deploy.sh --user **** --password ****\n"
        f"Build #{g.n(100, 9999)} id {g.uuid()} finished: SUCCESS\n"
    ), "ci-log"


def docker_images(g):
    rows = "\n".join(
        f"{g.word():<22}{g.pick(['latest', g.ver(), g.hex(7)]):<12}{g.hex(12)}   {g.n(2, 9)} days ago   {g.n(20, 900)}MB"
        for _ in range(g.n(3, 6))
    )
    return (
        "REPOSITORY            TAG         IMAGE ID       CREATED       SIZE\n" + rows + "\n",
        "docker",
    )


def docker_inspect_ok(g):
    return json.dumps(
        [
            {
                "Id": "sha256:" + g.sha256(),
                "RepoDigests": [f"{g.word()}@sha256:{g.sha256()}"],
                "Config": {
                    "Env": [
                        "PATH=/usr/local/bin:/usr/bin",
                        f"NODE_VERSION={g.ver()}",
                        f"YARN_VERSION={g.ver()}",
                        "DB_PASSWORD_FILE=/run/secrets/db_password",
                    ],
                    "Labels": {"org.opencontainers.image.revision": g.sha1()},
                },
            }
        ],
        indent=4,
    ), "json"


def buildx_out(g):
    return (
        f"#1 [internal] load build definition from Dockerfile\n#1 DONE 0.0s\n#7 [build 4/6] RUN --mount=type=secret,"
        f"id=npmrc,target=/root/.npmrc npm ci\n#7 CACHED\n#12 exporting layers 0.4s done\n#12 writing image sha256:"
        f"{g.sha256()} done\n#12 exporting manifest list sha256:{g.sha256()} done\n"
    ), "docker"


def kubectl_describe_ok(g):
    return (
        f"Name:         {g.word()}-{g.lower(10)}-{g.lower(5)}\nNamespace:    {g.word()}\nLabels:       pod-template-hash={g.lower(10)}\n"
        f"Containers:\n  api:\n    Container ID:   containerd://{g.sha256()}\n    Image ID:       ghcr.io/{g.name()}/api@sha256:{g.sha256()}\n"
        f"    Environment:\n      DB_PASSWORD:  <set to the key 'password' in secret '{g.word()}-db'>  Optional: false\n"
        f"      API_TOKEN:    <set to the key 'token' of config map '{g.word()}'>\n"
    ), "kubectl"


def kubectl_yaml_ok(g):
    return (
        f'metadata:\n  uid: {g.uuid()}\n  resourceVersion: "{g.digits(8)}"\n  annotations:\n    checksum/config: {g.sha256()}\n'
        f"spec:\n  containers:\n  - env:\n    - name: PGPASSWORD\n      valueFrom:\n        secretKeyRef:\n          name: {g.word()}-pg\n"
        f"          key: password\n"
    ), "yaml"


def kubectl_get_secrets(g):
    return "NAME                  TYPE                                  DATA   AGE\n" + "\n".join(
        f"{g.word()}-{g.pick(['token', 'creds', 'tls'])}-{g.lower(5)}   {g.pick(['Opaque', 'kubernetes.io/tls', 'kubernetes.io/dockerconfigjson'])}   {g.n(1, 4)}      {g.n(2, 90)}d"
        for _ in range(g.n(2, 5))
    ) + "\n", "kubectl"


def sops_meta(g):
    return (
        f"password: ENC[AES256_GCM,data:{g.b64(18)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\nsops:\n  age:\n"
        f'    - recipient: age1{g.s("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\n  lastmodified: "{g.ts()}"\n'
        f"  mac: ENC[AES256_GCM,data:{g.b64(32)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\n  version: 3.8.1\n"
    ), "yaml"


def ansible_vault_blob(g):
    lines = "\n".join("          " + g.hex(80) for _ in range(g.n(3, 6)))
    return (
        f'db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n{lines}\napi_token: "{{{{ vault_api_token }}}}"\n',
        "yaml",
    )


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
                f"  Building wheel for {g.word()} (pyproject.toml) ... done\n  Created wheel for {g.word()}: filename={g.word()}-{g.ver()}-py3-none-any.whl size={g.n(1000, 90000)} sha256={g.sha256()}\n  Stored in directory: /root/.cache/pip/wheels/{g.hex(2)}/{g.hex(2)}/{g.hex(56)}\n",
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


def masked(g):
    return g.pick(
        [
            (f"Token: ghp_{'*' * 32}{g.alnum(4)}\nExpires: {g.date()}\n", "text"),
            (
                f"AccessKeyId: AKIA************{g.s('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 4)}  (masked)\n",
                "text",
            ),
            ("password: ********\nsecret_key: [REDACTED]\napi_key: <hidden>\n", "yaml"),
            (f"Card key sk_live_••••{g.digits(4)} saved; last used {g.date()}.\n", "text"),
        ]
    )


def changelog(g):
    return (
        f"## [{g.ver()}] - {g.date()}\n### Fixed\n- Token refresh no longer races on startup (#{g.n(100, 4000)}, {g.hex(7)}).\n"
        f"- Password reset emails respect locale.\n### Security\n- Bumped `ring` to {g.ver()} (GHSA-{g.lower(4)}-{g.lower(4)}-{g.lower(4)}).\n\n"
        f"**Full Changelog**: https://github.com/{g.name()}/{g.word()}/compare/v{g.ver()}...v{g.ver()}\n"
    ), "markdown"


def checksums(g):
    return "\n".join(
        f"{g.sha256()}  {g.word()}-{g.ver()}-{g.pick(['linux-amd64', 'darwin-arm64', 'windows-amd64.exe'])}.tar.gz"
        for _ in range(g.n(2, 5))
    ) + "\n", "text"


def public_keys(g):
    return g.pick(
        [
            (
                f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(30)[:43]} {g.name()}@{g.host()}\n",
                "ssh",
            ),
            (
                f"{g.host()} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI{g.b64(96)}\n",
                "known-hosts",
            ),
            (
                "-----BEGIN PUBLIC KEY-----\n"
                + "\n".join(g.pem_lines(4))
                + "\n-----END PUBLIC KEY-----\n",
                "pem",
            ),
            (
                "-----BEGIN CERTIFICATE-----\n"
                + "\n".join(g.pem_lines(8))
                + "\n-----END CERTIFICATE-----\n",
                "pem",
            ),
            (f"256 SHA256:{g.b64(32)[:43]} {g.name()}@{g.host()} (ED25519)\n", "ssh"),
            (
                f"pub   ed25519 {g.date()} [SC]\n      {g.hex(40).upper()}\nuid           [ultimate] {g.name()} <{g.name()}@{g.host()}>\n",
                "gpg",
            ),
            (
                json.dumps(
                    {
                        "keys": [
                            {
                                "kty": "RSA",
                                "kid": g.b64url(43),
                                "use": "sig",
                                "n": g.b64url(342),
                                "e": "AQAB",
                            }
                        ]
                    }
                ),
                "jwks",
            ),
        ]
    )


def signatures(g):
    return g.pick(
        [
            (
                f'Verification for ghcr.io/{g.name()}/{g.word()}@sha256:{g.sha256()} --\nThe following checks were performed:\n  - The signatures were verified against the specified public key\n[{{"critical":{{"image":{{"docker-manifest-digest":"sha256:{g.sha256()}"}}}},"optional":{{"Signature":"MEUCIQ{g.b64(66)}"}}}}]\n',
                "cosign",
            ),
            (
                f'<script src="https://cdn.{g.host()}/lib.min.js" integrity="sha384-{g.b64(48)}" crossorigin="anonymous"></script>\n',
                "html",
            ),
            (
                f"add_header Content-Security-Policy \"script-src 'self' 'nonce-{g.b64(16)}' 'sha256-{g.b64(32)}'\";\n",
                "nginx",
            ),
        ]
    )


def publishable(g):
    return g.pick(
        [
            (
                f"const stripe = Stripe('pk_live_{g.alnum(24)}{g.alnum(g.pick([0, 75]))}');\n",
                "javascript",
            ),
            (
                f"<key>GIDClientID</key>\n<string>{g.digits(12)}-{g.lower(32)}.apps.googleusercontent.com</string>\n",
                "plist",
            ),
            (
                f'Sentry.init({{ dsn: "https://{g.hex(32)}@o{g.digits(6)}.ingest.sentry.io/{g.digits(7)}", tracesSampleRate: 0.2 }});\n',
                "javascript",
            ),
            (
                f"sentry-trace: {g.hex(32)}-{g.hex(16)}-0\nbaggage: sentry-environment=production,sentry-public_key={g.hex(32)},sentry-trace_id={g.hex(32)}\n",
                "http",
            ),
            (f"GITHUB_CLIENT_ID=Iv1.{g.hex(16)}\nGITHUB_APP_ID={g.digits(6)}\n", "dotenv"),
        ]
    )


def secret_names(g):
    return g.pick(
        [
            (
                "NAME                     UPDATED\n"
                + "\n".join(
                    f"{n}  {g.date()}"
                    for n in [
                        "NPM_TOKEN",
                        "PYPI_API_TOKEN",
                        "AWS_SECRET_ACCESS_KEY",
                        "SLACK_WEBHOOK_URL",
                    ][: g.n(2, 4)]
                )
                + "\n",
                "gh-cli",
            ),
            (
                "Required env: `GITLAB_TOKEN` (a personal access token starting with `glpat-`), `SLACK_BOT_TOKEN` (starts with `xoxb-`) and `AWS_SECRET_ACCESS_KEY`.\n",
                "markdown",
            ),
            (
                f'export {g.word().upper()}_PASSWORD="$(vault kv get -field=password secret/{g.word()})"\n',
                "shell",
            ),
        ]
    )


def ids_misc(g):
    return g.pick(
        [
            (
                f"build_id: 01H{g.s('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}\nnonce: {g.b64(16)}\nrequest_id: {g.uuid()}\n",
                "yaml",
            ),
            (
                f"/nix/store/{g.s('0123456789abcdfghijklmnpqrsvwxyz', 32)}-{g.word()}-{g.ver()}\n",
                "nix",
            ),
            (
                f"dist/assets/index-{g.b64url(8)}.js   {g.n(10, 400)}.{g.n(0, 99)} kB │ gzip: {g.n(5, 100)}.{g.n(0, 99)} kB\n_next/static/{g.b64url(21)}/_buildManifest.js\n",
                "vite-log",
            ),
            (
                f"Uploaded blob sha256:{g.sha256()} ({g.n(1, 900)} MB)\nmanifest digest: sha256:{g.sha256()}\n",
                "log",
            ),
        ]
    )


def base64_fixture(g):
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + g.raw(g.n(40, 120))).decode()
    return g.pick(
        [
            (f'ICON = base64.b64decode(\n    "{png}"\n)\n', "python"),
            (f'<img alt="logo" src="data:image/png;base64,{png}">\n', "html"),
            (
                f'  "outputs": [{{"data": {{"image/png": "{png}"}}, "output_type": "display_data"}}],\n  "id": "{g.hex(8)}"\n',
                "ipynb",
            ),
        ]
    )


def ide_files(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "configurations": [
                            {
                                "type": "node",
                                "request": "launch",
                                "name": "api",
                                "envFile": "${workspaceFolder}/.env",
                                "env": {"DEBUG": "app:*", "PORT": "3000"},
                            }
                        ]
                    },
                    indent=4,
                ),
                "json",
            ),
            (
                f'<configuration name="{g.word()}" type="GoApplicationRunConfiguration">\n  <envs>\n    <env name="APP_ENV" value="dev" />\n    <env name="DB_PASSWORD_FILE" value="$PROJECT_DIR$/.secrets/db" />\n  </envs>\n  <option name="id" value="{g.uuid()}" />\n</configuration>\n',
                "xml",
            ),
        ]
    )


def make_just(g):
    return g.pick(
        [
            (
                f"VERSION := $(shell git rev-parse --short HEAD)\nIMAGE_DIGEST ?= sha256:{g.sha256()}\n\nimage:\n\tdocker buildx build --secret id=npm,src=$(HOME)/.npmrc -t app:$(VERSION) .\n",
                "make",
            ),
            (
                f'set dotenv-load\n\ndeploy:\n    gh workflow run deploy.yml -f sha={g.sha1()}\n    echo "token comes from $GH_TOKEN"\n',
                "just",
            ),
        ]
    )


def infra_cfg(g):
    return g.pick(
        [
            (
                f'- name: Fetch release\n  ansible.builtin.get_url:\n    url: https://releases.{g.host()}/{g.word()}.tgz\n    checksum: sha256:{g.sha256()}\n  vars:\n    db_password: "{{{{ vault_db_password }}}}"\n',
                "yaml",
            ),
            (
                f"{g.word()}:\n  file.managed:\n    - source: salt://files/{g.word()}.tgz\n    - source_hash: sha256={g.sha256()}\n    - password: {{{{ pillar['db']['password'] }}}}\n",
                "yaml",
            ),
            (
                f"[Service]\nEnvironmentFile=/etc/{g.word()}/env\nLoadCredential=db-password:/etc/credstore/{g.word()}-db\nExecStart=/usr/bin/{g.word()}\n",
                "systemd",
            ),
            (
                f"_BOOT_ID={g.hex(32)}\n_MACHINE_ID={g.hex(32)}\nINVOCATION_ID={g.hex(32)}\nMESSAGE=Started {g.word()}.service\n",
                "journal",
            ),
            (
                f'location / {{\n    auth_basic "restricted";\n    auth_basic_user_file /etc/nginx/.htpasswd;\n    proxy_set_header Authorization $http_authorization;\n    proxy_pass http://{g.ip()}:{g.n(3000, 9000)};\n}}\n',
                "nginx",
            ),
            (
                f"{g.host()} {{\n\tbasicauth {{\n\t\t{{$ADMIN_USER}} {{$ADMIN_HASH}}\n\t}}\n\treverse_proxy {g.ip()}:8080\n}}\n",
                "caddy",
            ),
            (
                f"node.default['app']['db']['password'] = data_bag_item('secrets', '{g.word()}')['password']\n",
                "ruby",
            ),
        ]
    )


def rpc_traffic(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "query": "mutation Rotate($id: ID!) { rotateToken(id: $id) { lastFour createdAt } }",
                        "variables": {"id": g.uuid()},
                        "extensions": {"persistedQuery": {"version": 1, "sha256Hash": g.sha256()}},
                    }
                ),
                "graphql",
            ),
            (
                f"Resolved method descriptor:\nrpc GetOrder ( .orders.v1.GetOrderRequest ) returns ( .orders.v1.Order );\n\nResponse headers:\ncontent-type: application/grpc\nx-request-id: {g.uuid()}\ngrpc-trace-bin: {g.b64(29)}\n",
                "grpc",
            ),
        ]
    )


def mobile_cfg(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "project_info": {
                            "project_number": g.digits(12),
                            "project_id": f"{g.word()}-{g.lower(5)}",
                        },
                        "client": [
                            {
                                "client_info": {
                                    "mobilesdk_app_id": f"1:{g.digits(12)}:android:{g.hex(16)}"
                                },
                                "oauth_client": [
                                    {
                                        "client_id": f"{g.digits(12)}-{g.lower(32)}.apps.googleusercontent.com",
                                        "client_type": 3,
                                    }
                                ],
                            }
                        ],
                    },
                    indent=2,
                ),
                "json",
            ),
            (
                f"org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8\nandroid.useAndroidX=true\nVERSION_CODE={g.n(100, 9999)}\nRELEASE_STORE_PASSWORD=\n",
                "properties",
            ),
            (
                f"<key>CFBundleVersion</key>\n<string>{g.n(100, 9999)}</string>\n<key>MBXAccessToken</key>\n<string>pk.{g.b64url(60)}.{g.b64url(22)}</string>\n",
                "plist",
            ),
        ]
    )


def devtools_ok(g):
    return (
        f"curl 'https://{g.host()}/api/feed?cursor={g.b64url(24)}' \\\n  -H 'accept: application/json' \\\n  -H 'if-none-match: W/\"{g.hex(20)}\"' \\\n"
        f"  -H 'x-client-trace-id: {g.uuid()}' \\\n  --compressed\n"
    ), "shell"


def source_ok(g):
    h = g.sha256()
    u = g.uuid()
    return g.pick(
        [
            (
                "python",
                f'DB_PASSWORD = os.environ["DB_PASSWORD"]\nEXPECTED_SHA256 = "{h}"\nFIXTURE_ID = UUID("{u}")\n',
            ),
            (
                "go",
                f'token := os.Getenv("GITHUB_TOKEN")\nconst wantDigest = "{h}"\nvar testID = uuid.MustParse("{u}")\n',
            ),
            ("javascript", f"const apiKey = process.env.API_KEY;\nconst EMPTY_HASH = '{h}';\n"),
            (
                "typescript",
                f"const token: string = requireEnv('NPM_TOKEN');\nexport const SCHEMA_ID = '{u}';\n",
            ),
            (
                "java",
                f'String password = System.getenv("DB_PASSWORD");\nstatic final String CHECKSUM = "{h}";\n',
            ),
            ("ruby", f'token = ENV.fetch("GITHUB_TOKEN")\nDIGEST = "{h}".freeze\n'),
            ("php", f"$password = getenv('DB_PASSWORD');\nconst BUILD_ID = '{u}';\n"),
            (
                "csharp",
                f'var secret = builder.Configuration["Jwt:Secret"];\nconst string Etag = "{g.hex(32)}";\n',
            ),
            ("rust", f'let token = std::env::var("CRATES_TOKEN")?;\nconst DIGEST: &str = "{h}";\n'),
            (
                "kotlin",
                f'val password = System.getenv("KEYSTORE_PASSWORD") ?: error("missing")\nconst val TRACE = "{g.hex(32)}"\n',
            ),
            (
                "swift",
                f'let token = ProcessInfo.processInfo.environment["API_TOKEN"]\nlet fixtureID = UUID(uuidString: "{u}")!\n',
            ),
            (
                "elixir",
                f'config :my_app, MyApp.Repo,\n  password: System.fetch_env!("DB_PASSWORD"),\n  migration_lock_id: "{u}"\n',
            ),
            ("scala", f'val password = sys.env("DB_PASSWORD")\nval expected = "{h}"\n'),
            ("dart", f"final token = Platform.environment['API_TOKEN'];\nconst digest = '{h}';\n"),
            ("lua", f'local token = os.getenv("API_TOKEN")\nlocal ETAG = "{g.hex(32)}"\n'),
            ("r", f'token <- Sys.getenv("GITHUB_PAT")\nexpected_md5 <- "{g.hex(32)}"\n'),
            ("perl", f"my $pass = $ENV{{DB_PASSWORD}} // die 'no password';\nmy $sha = '{h}';\n"),
            (
                "powershell",
                f"$token = $env:API_TOKEN\n$cred = Get-Secret -Name '{g.word()}-db'\n$Hash = '{h.upper()}'\n",
            ),
            (
                "haskell",
                f'main = do\n  tok <- getEnv "API_TOKEN"\n  let expected = "{h}" :: Text\n',
            ),
        ]
    )[::-1]


def prose(g):
    return ordinary_prose(g)


def oauth_meta(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "token_type": "Bearer",
                        "expires_in": 3600,
                        "scope": "repo read:org",
                        "token_id": g.uuid(),
                        "access_token": "[REDACTED]",
                    }
                ),
                "json",
            ),
            (
                json.dumps(
                    {
                        "issuer": f"https://{g.host()}",
                        "jwks_uri": f"https://{g.host()}/.well-known/jwks.json",
                        "token_endpoint_auth_methods_supported": [
                            "client_secret_basic",
                            "private_key_jwt",
                        ],
                        "client_id": g.uuid(),
                    }
                ),
                "json",
            ),
            (
                "password_hashing:\n  algorithm: argon2id\n  memory_kib: 65536\n  salt_length: 16\nsession:\n  cookie_name: __Host-sid\n  ttl: 12h\n",
                "yaml",
            ),
        ]
    )


# name -> (template, count)
TEMPLATES = {
    "git-log": (git_log_full, 40),
    "git-oneline": (git_oneline, 30),
    "git-gpgsig": (git_gpgsig, 25),
    "git-diff-example": (git_diff_example, 30),
    "lockfile-diff": (lockfile_diff, 30),
    "gha-log": (gha_log_ok, 35),
    "gha-workflow-ref": (gha_workflow, 35),
    "gitlab-log": (gitlab_log_ok, 30),
    "buildkite-log": (buildkite_ok, 20),
    "jenkins-log": (jenkins_ok, 25),
    "docker-images": (docker_images, 25),
    "docker-inspect": (docker_inspect_ok, 30),
    "buildx": (buildx_out, 25),
    "kubectl-describe": (kubectl_describe_ok, 30),
    "kubectl-yaml-ref": (kubectl_yaml_ok, 30),
    "kubectl-get-secrets": (kubectl_get_secrets, 20),
    "sops": (sops_meta, 25),
    "ansible-vault": (ansible_vault_blob, 20),
    "terraform-plan": (tf_plan_ok, 25),
    "terraform-state": (tf_state_ok, 25),
    "terraform-lock": (tf_lock, 20),
    "aws-cli": (aws_ok, 40),
    "aws-key-id-alone": (aws_key_id_alone, 10),
    "gcloud": (gcloud_ok, 30),
    "az-cli": (az_ok, 20),
    "lockfile": (lockfiles, 60),
    "install-log": (install_logs, 40),
    "test-output": (test_output, 40),
    "stack-trace": (stack_traces, 40),
    "curl": (curl_ok, 35),
    "har": (har_ok, 25),
    "otel-span": (otel_span, 20),
    "db-output": (db_output, 25),
    "db-dump": (db_dump_ok, 20),
    "env-example": (env_example, 30),
    "config-ref": (config_refs, 40),
    "masked": (masked, 35),
    "changelog": (changelog, 30),
    "checksums": (checksums, 25),
    "public-key": (public_keys, 60),
    "signature": (signatures, 35),
    "publishable-id": (publishable, 40),
    "secret-names": (secret_names, 30),
    "ids": (ids_misc, 40),
    "base64-fixture": (base64_fixture, 30),
    "ide": (ide_files, 20),
    "make-just": (make_just, 20),
    "infra-config": (infra_cfg, 50),
    "rpc": (rpc_traffic, 25),
    "mobile": (mobile_cfg, 25),
    "devtools": (devtools_ok, 20),
    "source": (source_ok, 95),
    "prose": (prose, 110),
    "oauth-meta": (oauth_meta, 30),
}
