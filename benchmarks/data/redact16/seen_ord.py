"""Seen rows without secrets: the same tools and files with masks, references and ids."""

import base64
import json


def ci_ord(g):
    k = g.n(0, 4)
    if k == 0:
        ts = f"{g.date()}T{g.hm()}:{g.n(10, 59)}.{g.digits(7)}Z"
        return (
            f"{ts} ##[group]Run actions/checkout@{g.hex(40)}\n{ts} with:\n{ts}   token: ***\n"
            f"{ts}   fetch-depth: 1\n{ts} ##[endgroup]\n{ts} + curl -fsS -H 'Authorization: Bearer ***' https://{g.host('api')}/v1/deploy",
            "gha",
        )
    if k == 1:
        return (
            f"Using docker image sha256:{g.hex(64)} for registry.{g.word()}.example/ci/node:22 "
            f"with digest registry.{g.word()}.example/ci/node@sha256:{g.hex(64)} ...\n"
            f"Checking out {g.hex(8)} as detached HEAD (ref is main)...\n"
            '$ echo "DATABASE_URL=$DATABASE_URL"\nDATABASE_URL=[MASKED]',
            "gitlab",
        )
    if k == 2:
        return (
            "[Pipeline] withCredentials\nMasking supported pattern matches of $REGISTRY_PASSWORD\n"
            f"[Pipeline] sh\n+ docker login -u ci -p **** registry.{g.word()}.example\nLogin Succeeded",
            "jenkins",
        )
    if k == 3:
        return (
            f"#!/bin/bash -eo pipefail\nnpm ci --no-audit\nadded {g.n(300, 1500)} packages in {g.n(5, 90)}s\n"
            f"NPM_TOKEN=********************{g.an(4)}\nCircleCI received exit code 0",
            "circleci",
        )
    return (
        f"~~~ Running commands\n$ env | grep ^AWS_ | sort\nAWS_DEFAULT_REGION=eu-west-1\n"
        f"AWS_ROLE_ARN=arn:aws:iam::{g.digits(12)}:role/buildkite-{g.word()}\n"
        "AWS_SECRET_ACCESS_KEY=[REDACTED]\nAWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/token",
        "buildkite",
    )


def tf_ord(g):
    return (
        f'  # aws_db_instance.{g.word()} will be created\n  + resource "aws_db_instance" "main" {{\n'
        f'      + arn               = (known after apply)\n      + engine_version    = "16.{g.n(1, 6)}"\n'
        f'      + password          = (sensitive value)\n      + username          = "app"\n'
        f'      + kms_key_id        = "arn:aws:kms:eu-west-1:{g.digits(12)}:key/{g.uuid()}"\n    }}\n\n'
        "Plan: 1 to add, 0 to change, 0 to destroy.",
        "tfplan",
    )


def tfstate_ord(g):
    st = {
        "version": 4,
        "terraform_version": f"1.{g.n(8, 11)}.{g.n(0, 5)}",
        "serial": g.n(1, 400),
        "lineage": g.uuid(),
        "outputs": {"db_password": {"value": "(sensitive)", "sensitive": True}},
        "resources": [
            {
                "mode": "managed",
                "type": "aws_s3_bucket",
                "name": g.word(),
                "instances": [
                    {
                        "attributes": {"id": f"{g.word()}-{g.hex(8)}", "etag": g.hex(32)},
                        "sensitive_attributes": [],
                    }
                ],
            }
        ],
    }
    return json.dumps(st, indent=2), "json"


def helm_ord(g):
    return (
        f"$ helm get values {g.word()} -n prod\nUSER-SUPPLIED VALUES:\nimage:\n"
        f"  digest: sha256:{g.hex(64)}\npostgresql:\n  auth:\n    existingSecret: {g.word()}-db\n"
        "    secretKeys:\n      userPasswordKey: password\nreplicaCount: 3",
        "yaml",
    )


def ansible_ord(g):
    blob = "\n".join(g.hex(80) for _ in range(g.n(3, 6)))
    if g.r.random() < 0.5:
        return f"$ cat group_vars/prod/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n{blob}", "yaml"
    return (
        f'db_user: {g.name()}\ndb_password: "{{{{ vault_db_password }}}}"\n'
        f"api_token: \"{{{{ lookup('community.hashi_vault.hashi_vault', 'secret/data/{g.word()}:token') }}}}\"",
        "yaml",
    )


def mobile_ord(g):
    if g.r.random() < 0.5:
        return (
            "org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8\nandroid.useAndroidX=true\n"
            f"VERSION_NAME={g.n(1, 9)}.{g.n(0, 20)}.{g.n(0, 9)}\nVERSION_CODE={g.n(100, 9999)}\n"
            'RELEASE_STORE_PASSWORD=<set in CI>\n# keyPassword comes from System.getenv("KEY_PASSWORD")',
            "properties",
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
        f"  <key>CFBundleIdentifier</key>\n  <string>test.{g.word()}.app</string>\n"
        f"  <key>CFBundleVersion</key>\n  <string>{g.n(100, 9999)}</string>\n"
        "  <key>BackendClientSecret</key>\n  <string>$(BACKEND_CLIENT_SECRET)</string>\n</dict>\n</plist>",
        "plist",
    )


def har_ord(g):
    entry = {
        "request": {
            "method": "GET",
            "url": f"https://{g.host('app')}/assets/app.{g.hex(8)}.js",
            "headers": [
                {"name": "accept", "value": "*/*"},
                {"name": "if-none-match", "value": f'W/"{g.hex(16)}"'},
            ],
        },
        "response": {
            "status": 304,
            "headers": [
                {"name": "x-request-id", "value": g.uuid()},
                {"name": "content-security-policy", "value": f"script-src 'nonce-{g.b64(16)}'"},
            ],
        },
    }
    return json.dumps({"log": {"version": "1.2", "entries": [entry]}}, indent=1), "har"


def curl_ord(g):
    h, ip = g.host("api"), g.ip()
    return (
        f"$ curl -v https://{h}/healthz\n*   Trying {ip}:443...\n* Connected to {h} ({ip}) port 443\n"
        f"* Server certificate:\n*  subject: CN={h}\n*  SSL certificate verify ok.\n> GET /healthz HTTP/2\n"
        f'> Host: {h}\n>\n< HTTP/2 200\n< etag: "{g.hex(32)}"\n< x-amz-cf-id: {g.b64url(40)}',
        "curl",
    )


def collection_ord(g):
    if g.r.random() < 0.5:
        col = {
            "info": {"name": f"{g.word()} API", "_postman_id": g.uuid()},
            "auth": {
                "type": "bearer",
                "bearer": [{"key": "token", "value": "{{accessToken}}", "type": "string"}],
            },
        }
        return json.dumps(col, indent=2), "postman"
    return (
        f"meta {{\n  name: List {g.word()}s\n  type: http\n  seq: {g.n(1, 40)}\n}}\n\nauth:bearer {{\n  token: {{{{apiKey}}}}\n}}",
        "bruno",
    )


def k8s_ord(g):
    k = g.n(0, 2)
    if k == 0:
        return (
            f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {g.word()}\n"
            f"spec:\n  encryptedData:\n    DB_PASSWORD: Ag{g.b64(180)}",
            "yaml",
        )
    if k == 1:
        return (
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
            f'        name: {g.word()}-db\n        key: password\n  - name: POD_UID\n    value: "{g.uuid()}"',
            "yaml",
        )
    return (
        f"$ kubectl describe secret {g.word()}-tls\nType:  kubernetes.io/tls\n\nData\n====\n"
        f"tls.crt:  {g.n(1000, 2000)} bytes\ntls.key:  {g.n(200, 1700)} bytes",
        "kubectl",
    )


def compose_ord(g):
    return (
        f"services:\n  db:\n    image: postgres:16@sha256:{g.hex(64)}\n    environment:\n"
        "      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n      API_TOKEN: ${API_TOKEN:?set it}\n"
        "    secrets: [db_password]\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt",
        "compose",
    )


def systemd_ord(g):
    return (
        f"[Service]\nEnvironment=PORT={g.n(1024, 9999)} LOG_LEVEL=info\nEnvironmentFile=/etc/{g.word()}/env\n"
        f"LoadCredential=db:/etc/credstore/{g.word()}-db\nExecStart=/usr/local/bin/{g.word()} serve",
        "systemd",
    )


def cron_ord(g):
    return (
        f"{g.n(0, 59)} {g.n(0, 23)} * * * PGPASSFILE=/root/.pgpass pg_dump -h {g.host('db')} app > /backups/app.sql\n"
        f"*/10 * * * * curl -fsS --netrc-file /etc/monitor.netrc https://{g.host('status')}/ping",
        "crontab",
    )


def history_ord(g):
    n = g.n(100, 2000)
    return (
        f" {n}  export AWS_PROFILE={g.word()}\n {n + 1}  gh auth login --with-token < ~/token.txt\n"
        f" {n + 2}  read -rs DB_PASSWORD && export DB_PASSWORD\n"
        f" {n + 3}  docker pull ghcr.example/{g.word()}@sha256:{g.hex(64)}\n {n + 4}  git show {g.hex(40)}",
        "shell",
    )


def make_ord(g):
    return (
        f"VERSION ?= {g.n(0, 9)}.{g.n(0, 20)}.{g.n(0, 9)}\nGIT_SHA := $(shell git rev-parse --short HEAD)\n\n"
        'login:\n\t@echo "$$REGISTRY_PASSWORD" | docker login -u $(REGISTRY_USER) --password-stdin registry.example.test',
        "make",
    )


def pkg_ord(g):
    lock = {
        f"node_modules/{g.word()}": {
            "version": f"{g.n(1, 9)}.{g.n(0, 20)}.{g.n(0, 9)}",
            "resolved": f"https://registry.npmjs.example/{g.word()}/-/{g.word()}-1.0.0.tgz",
            "integrity": "sha512-" + g.b64(64),
        }
    }
    return json.dumps({"lockfileVersion": 3, "packages": lock}, indent=2), "json"


def remote_ord(g):
    return (
        f"$ git remote -v\norigin\tgit@git.{g.word()}.example:{g.word()}/{g.word()}.git (fetch)\n"
        f"upstream\thttps://git.{g.word()}.example/{g.word()}/{g.word()}.git (fetch)\n"
        f"$ git ls-remote origin HEAD\n{g.hex(40)}\tHEAD",
        "git",
    )


def url_ord(g):
    k = g.n(0, 2)
    obj = f"{g.word()}/{g.uuid()}.pdf"
    if k == 0:
        return f"https://{g.word()}-public.s3.amazonaws.example/{obj}?versionId={g.an(32)}", "url"
    if k == 1:
        return (
            f"https://{g.word()}.s3.amazonaws.example/{obj}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            "&X-Amz-Credential=<redacted>&X-Amz-Signature=<redacted>",
            "url",
        )
    return f"https://cdn.{g.word()}.example/static/app.js?v={g.hex(40)}#sha={g.hex(12)}", "url"


def cookie_ord(g):
    return (
        f"set-cookie: theme=dark; Path=/; Max-Age=31536000\nset-cookie: lang={g.pick(('sw', 'is', 'eu', 'ka'))}; Path=/\n"
        f"set-cookie: sessionid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT\nx-request-id: {g.uuid()}",
        "http",
    )


def dump_ord(g):
    rows = "\n".join(
        f"{g.uuid()}\t{g.name()}@{g.word()}.example\t{g.date()} 08:00:00+00" for _ in range(3)
    )
    return f"COPY public.users (id, email, created_at) FROM stdin;\n{rows}\n\\.", "pgdump"


def mail_ord(g):
    if g.r.random() < 0.5:
        return (
            f"account default\nhost {g.host('smtp')}\nport 587\nauth on\nuser {g.name()}@{g.word()}.example\n"
            'passwordeval "pass show mail/smtp"',
            "msmtp",
        )
    return (
        f'EMAIL_HOST = "{g.host("smtp")}"\nEMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]\nEMAIL_PORT = 587',
        "python",
    )


def ldap_ord(g):
    guid = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(16))).decode()
    return (
        f'$ ldapsearch -x -H ldaps://{g.host("ldap")} -D "cn=svc,dc=example" -y /run/secrets/ldap -b dc=example uid={g.name()}\n'
        f"dn: uid={g.name()},ou=people,dc=example\nobjectGUID:: {guid}\nmail: {g.name()}@example.test",
        "ldif",
    )


def win_ord(g):
    if g.r.random() < 0.5:
        return (
            f"PS C:\\> $cred = Get-Credential CORP\\svc-{g.word()}\n"
            "PS C:\\> $pw = Read-Host -AsSecureString 'Password'\n"
            f"PS C:\\> Get-Content .\\pw.txt | ConvertTo-SecureString | Out-Null  # DPAPI blob, machine {g.uuid()}",
            "powershell",
        )
    return (
        f"C:\\> net use Z: \\\\files.{g.word()}.example\\builds /user:CORP\\svc-build *\nType the password for \\\\files:",
        "cmd",
    )


def src_ord(g):
    k = g.n(0, 3)
    if k == 0:
        return (
            f's3 = boto3.client("s3")  # credentials from the instance role\ntoken = os.environ["{g.word().upper()}_TOKEN"]',
            "python",
        )
    if k == 1:
        return (
            f"const {g.word()} = new Stripe(process.env.STRIPE_SECRET_KEY!, {{ apiVersion: '2025-{g.n(1, 12):02d}-{g.n(1, 28):02d}' }});",
            "javascript",
        )
    if k == 2:
        return f"digest := sha256.Sum256(body) // expect {g.hex(64)}", "go"
    return (
        f'cfg.setPassword(System.getenv("{g.word().upper()}_DB_PASSWORD"));\n// test fixture uses "<password>" as a placeholder',
        "java",
    )


def pubkey_ord(g):
    k = g.n(0, 3)
    if k == 0:
        return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} {g.name()}@laptop", "ssh-pub"
    if k == 1:
        body = g.b64(300)
        lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
        return f"-----BEGIN CERTIFICATE-----\n{lines}\n-----END CERTIFICATE-----", "pem-cert"
    if k == 2:
        jwks = {
            "keys": [
                {
                    "kty": "RSA",
                    "kid": g.hex(16),
                    "use": "sig",
                    "alg": "RS256",
                    "n": g.b64url(256),
                    "e": "AQAB",
                }
            ]
        }
        return json.dumps(jwks, indent=2), "jwks"
    return f"age recipient: age1{g.s('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}", "age"


def ids_ord(g):
    parts = [
        f"commit {g.hex(40)}",
        f"image sha256:{g.hex(64)}",
        f"x-request-id: {g.uuid()}",
        f'integrity="sha384-{g.b64(48)}"',
        f"{g.word()} v1.{g.n(0, 9)}.{g.n(0, 9)} h1:{g.b64(32)}",
        f"--hash=sha256:{g.hex(64)}",
        f"traceparent: 00-{g.hex(32)}-{g.hex(16)}-01",
    ]
    return "\n".join(g.r.sample(parts, 4)), "ids"


def b64_ord(g):
    k = g.n(0, 2)
    if k == 0:
        return f'FIXTURE_PNG = "iVBORw0KGgoAAAANSUhEUg{g.b64(60)}"', "python"
    if k == 1:
        return f'<img src="data:image/gif;base64,R0lGODlh{g.b64(45)}" alt="spinner">', "html"
    return f"expect(decode('{g.b64(30)}')).toEqual(fixtures.{g.word()});", "javascript"


def prose_ord(g):
    return g.pick(
        (
            f"Rotate the deploy token every {g.n(30, 120)} days and never paste it into chat or a commit.",
            f"The CI masks values registered with ::add-mask::, but derived values slip through (see OPS-{g.n(10, 999)}).",
            f"Postgres on port {g.n(5430, 5439)} reads its password from PGPASSFILE, not from the command line.",
            f"Use --password-stdin for docker login on {g.host('ci')}; -p leaks into shell history.",
            f"The {g.svc()} service account moved to workload identity on {g.date()}; no static keys remain.",
        )
    ), "prose"


FAMILIES = {k: v for k, v in sorted(globals().items()) if k.endswith("_ord") and callable(v)}
