"""Seen rows with secrets: output and files a coding agent captures in 2026."""

import base64
import json


def _stamps(g, n):
    day, hh, mm, sec = g.date(), g.n(0, 23), g.n(0, 59), g.n(0, 40)
    return [f"{day}T{hh:02d}:{mm:02d}:{sec + i // 3:02d}.{g.digits(7)}Z" for i in range(n)]


def ci_gha(g):
    t = g.pick((g.token, g.jwt, g.password))()
    cmd = g.pick(
        (
            f"curl -fsS -H 'Authorization: Bearer {t}' https://{g.host('api')}/v1/deploy",
            f'echo "token={t}" >> "$GITHUB_OUTPUT"',
            f"docker login registry.{g.word()}.example -u ci -p {t}",
            f"npx wrangler deploy --api-token {t}",
        )
    )
    lines = [
        "##[group]Run ./scripts/release.sh",
        "./scripts/release.sh",
        "shell: /usr/bin/bash -e {0}",
        "env:",
        f"  IMAGE_TAG: {g.hex(7)}",
        "##[endgroup]",
        f"+ {cmd}",
        g.pick(("Login Succeeded", "deployed", "Error: Process completed with exit code 1.")),
    ]
    stamps = _stamps(g, len(lines))
    return "\n".join(f"{s} {ln}" for s, ln in zip(stamps, lines, strict=True)), [t], "gha"


def ci_gitlab(g):
    pw, u = g.password(url_safe=True), g.name()
    return (
        f"Running with gitlab-runner 17.{g.n(0, 9)}.{g.n(0, 3)} ({g.hex(8)})\n"
        f"  on docker-{g.word()}-{g.n(1, 9)} {g.an(8)}, system ID: s_{g.hex(12)}\n"
        f'$ echo "debug DATABASE_URL=$DATABASE_URL"\n'
        f"debug DATABASE_URL=postgres://{u}:{pw}@{g.host('db')}:5432/{g.word()}\n"
        "$ bundle exec rails db:migrate\n"
        f"ERROR: Job failed: exit code {g.n(1, 2)}",
        [pw],
        "gitlab",
    )


def ci_jenkins(g):
    pw = g.password()
    user = g.pick(("ci", "jenkins", "svc-build"))
    return (
        f"[Pipeline] stage\n[Pipeline] {{ (Publish)\n[Pipeline] sh\n"
        f"+ docker login -u {user} -p {pw} registry.{g.word()}.example\n"
        "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\n"
        "Login Succeeded\n[Pipeline] }",
        [pw],
        "jenkins",
    )


def ci_circle(g):
    t = g.token("npm")
    return (
        "#!/bin/bash -eo pipefail\n"
        f'echo "//registry.npmjs.example/:_authToken=$NPM_TOKEN" > ~/.npmrc && cat ~/.npmrc\n'
        f"//registry.npmjs.example/:_authToken={t}\n\nCircleCI received exit code 0",
        [t],
        "circleci",
    )


def ci_buildkite(g):
    ak, sk = g.aws_id(), g.aws_secret()
    return (
        f"~~~ Preparing working directory\n$ cd /var/lib/buildkite-agent/builds/{g.word()}\n"
        "~~~ Running commands\n$ env | grep ^AWS_ | sort\n"
        f"AWS_ACCESS_KEY_ID={ak}\nAWS_DEFAULT_REGION=eu-west-1\nAWS_SECRET_ACCESS_KEY={sk}\n"
        f"^^^ +++\n🚨 Error: The command exited with status {g.n(1, 3)}",
        [ak, sk],
        "buildkite",
    )


def tf_plan(g):
    old, t, pw = g.token(), g.token(), g.password()
    return (
        f"  # aws_lambda_function.{g.word()} will be updated in-place\n"
        f'  ~ resource "aws_lambda_function" "{g.word()}" {{\n'
        f'        id            = "{g.word()}-handler"\n'
        "      ~ environment {\n          ~ variables = {\n"
        f'              ~ "API_TOKEN"   = "{old}" -> "{t}"\n'
        f'              + "DB_PASSWORD" = "{pw}"\n'
        "                # (3 unchanged elements hidden)\n            }\n        }\n    }\n\n"
        "Plan: 0 to add, 1 to change, 0 to destroy.",
        [old, t, pw],
        "tfplan",
    )


def tf_state(g):
    pw, ak, sk = g.password(), g.aws_id(), g.aws_secret()
    state = {
        "version": 4,
        "terraform_version": f"1.{g.n(8, 11)}.{g.n(0, 5)}",
        "serial": g.n(3, 400),
        "lineage": g.uuid(),
        "resources": [
            {
                "mode": "managed",
                "type": "random_password",
                "name": "db",
                "instances": [{"attributes": {"id": "none", "length": len(pw), "result": pw}}],
            },
            {
                "mode": "managed",
                "type": "aws_iam_access_key",
                "name": "ci",
                "instances": [{"attributes": {"id": ak, "secret": sk, "status": "Active"}}],
            },
        ],
    }
    return json.dumps(state, indent=2), [pw, ak, sk], "json"


def helm_values(g):
    pw, t = g.password(), g.token()
    head = g.pick(
        (f"$ helm get values {g.word()} -n prod\nUSER-SUPPLIED VALUES:", "# values-prod.yaml")
    )
    return (
        f"{head}\nimage:\n  tag: {g.hex(7)}\npostgresql:\n  auth:\n    username: app\n"
        f'    password: {pw}\nenv:\n  - name: SENTRY_TOKEN\n    value: "{t}"',
        [pw, t],
        "yaml",
    )


def ansible_vault(g):
    pw, t, pin = g.password(), g.token(), g.password()
    return (
        f"$ ansible-vault view group_vars/{g.pick(('prod', 'staging'))}/vault.yml\n"
        f'Vault password: \nvault_db_password: "{pw}"\nvault_api_token: {t}\n'
        f"vault_smtp_password: '{pin}'\nvault_admin_user: {g.name()}",
        [pw, t, pin],
        "yaml",
    )


def mobile(g):
    sp, kp = g.password(), g.password()
    pick = g.n(0, 2)
    if pick == 0:
        gs = {
            "project_info": {"project_number": g.digits(12), "project_id": f"{g.word()}-app"},
            "client": [{"api_key": [{"current_key": g.token("google")}]}],
        }
        return (
            f"$ cat app/google-services.json\n{json.dumps(gs, indent=2)}\n$ cat gradle.properties\n"
            f"org.gradle.jvmargs=-Xmx4g\nRELEASE_STORE_PASSWORD={sp}\nRELEASE_KEY_PASSWORD={kp}",
            [sp, kp],
            "properties",
        )
    if pick == 1:
        t = g.token("sentry")
        return (
            f"## local.properties\nsdk.dir=/Users/{g.name()}/Library/Android/sdk\n"
            f"sentry.auth.token={t}\nMAPS_SIGNING_SECRET={sp}",
            [t, sp],
            "properties",
        )
    t = g.an(40)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
        f"  <key>CFBundleIdentifier</key>\n  <string>test.{g.word()}.app</string>\n"
        f"  <key>BackendClientSecret</key>\n  <string>{t}</string>\n</dict>\n</plist>",
        [t],
        "plist",
    )


def har(g):
    j, pw, u = g.jwt(), g.password(), g.name()
    entry = {
        "request": {
            "method": "POST",
            "url": f"https://{g.host('app')}/api/session",
            "headers": [
                {"name": "content-type", "value": "application/json"},
                {"name": "authorization", "value": f"Bearer {j}"},
            ],
            "postData": {
                "mimeType": "application/json",
                "text": json.dumps({"username": u, "password": pw}),
            },
        },
        "response": {"status": 200, "headers": [{"name": "x-request-id", "value": g.uuid()}]},
    }
    return json.dumps({"log": {"version": "1.2", "entries": [entry]}}, indent=1), [j, pw], "har"


def curl_verbose(g):
    u, pw, h = g.name(), g.password(url_safe=True), g.host("ci")
    basic = base64.b64encode(f"{u}:{pw}".encode()).decode()
    ip = g.ip()
    return (
        f"$ curl -v -u {u}:{pw} https://{h}/api/json\n*   Trying {ip}:443...\n"
        f"* Connected to {h} ({ip}) port 443\n* Server auth using Basic with user '{u}'\n"
        f"> GET /api/json HTTP/2\n> Host: {h}\n> Authorization: Basic {basic}\n"
        f"> User-Agent: curl/8.{g.n(5, 12)}.{g.n(0, 1)}\n>\n< HTTP/2 200",
        [pw, basic],
        "curl",
    )


def copy_curl(g):
    sess, j = g.b64url(32), g.jwt()
    h = g.host("app")
    return (
        f"curl 'https://{h}/api/graphql' \\\n  -H 'accept: */*' \\\n"
        f"  -H 'authorization: Bearer {j}' \\\n"
        f"  -H 'cookie: theme=dark; _ga=GA1.1.{g.digits(9)}.{g.digits(10)}; __Secure-sid={sess}' \\\n"
        f'  --data-raw \'{{"query":"{{ viewer {{ id }} }}"}}\'',
        [j, sess],
        "curl",
    )


def api_collection(g):
    t, pw = g.token(), g.password()
    k = g.n(0, 2)
    if k == 0:
        col = {
            "info": {
                "name": f"{g.word()} API",
                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
            },
            "auth": {"type": "bearer", "bearer": [{"key": "token", "value": t, "type": "string"}]},
            "variable": [{"key": "baseUrl", "value": f"https://{g.host('api')}"}],
        }
        return json.dumps(col, indent=2), [t], "postman"
    if k == 1:
        res = {
            "_type": "request",
            "name": "List invoices",
            "method": "GET",
            "url": "{{ _.base_url }}/invoices",
            "authentication": {"type": "basic", "username": g.name(), "password": pw},
        }
        return (
            json.dumps({"_type": "export", "__export_format": 4, "resources": [res]}, indent=2),
            [pw],
            "insomnia",
        )
    return (
        f"meta {{\n  name: Create order\n  type: http\n  seq: {g.n(1, 9)}\n}}\n\n"
        "post {\n  url: {{baseUrl}}/orders\n  body: json\n  auth: bearer\n}\n\n"
        f"auth:bearer {{\n  token: {t}\n}}",
        [t],
        "bruno",
    )


def k8s_stringdata(g):
    pw, t = g.password(), g.token()
    return (
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {g.word()}-env\n  namespace: prod\n"
        f'type: Opaque\nstringData:\n  DB_PASSWORD: "{pw}"\n  WEBHOOK_TOKEN: {t}',
        [pw, t],
        "yaml",
    )


def compose_env(g):
    pw, t = g.password(), g.token()
    if g.r.random() < 0.5:
        env = f"    environment:\n      - POSTGRES_PASSWORD={pw}\n      - API_TOKEN={t}"
    else:
        env = f'    environment:\n      POSTGRES_PASSWORD: "{pw}"\n      API_TOKEN: {t}'
    return (
        f"services:\n  api:\n    image: ghcr.example/{g.word()}/api:{g.n(1, 9)}.{g.n(0, 9)}\n{env}",
        [pw, t],
        "compose",
    )


def systemd_env(g):
    pw, t = g.password(), g.token()
    return (
        f"# /etc/systemd/system/{g.word()}.service\n[Service]\nUser={g.word()}\n"
        f'Environment="DB_PASS={pw}"\nEnvironment=API_TOKEN={t} PORT=8080\n'
        f"ExecStart=/usr/local/bin/{g.word()} serve",
        [pw, t],
        "systemd",
    )


def crontab(g):
    pw, p2 = g.password(), g.password(url_safe=True)
    return (
        "$ crontab -l\nMAILTO=ops@example.test\n"
        f"15 3 * * * PGPASSWORD='{pw}' pg_dump -h {g.host('db')} -U backup app | gzip > /var/backups/app.gz\n"
        f"*/5 * * * * curl -fsS -u monitor:{p2} https://{g.host('status')}/ping >/dev/null",
        [pw, p2],
        "crontab",
    )


def shell_history(g):
    t, pw = g.token(), g.password()
    n = g.n(100, 2000)
    return (
        f"$ history | tail -4\n {n}  git pull --rebase\n {n + 1}  export GITHUB_TOKEN={t}\n"
        f" {n + 2}  mysql -u root -p'{pw}' -h {g.host('db')} app\n {n + 3}  history | tail -4",
        [t, pw],
        "shell",
    )


def makefile(g):
    pw, t = g.password(), g.token()
    return (
        f"REGISTRY_USER ?= ci\nREGISTRY_PASSWORD ?= {pw}\nSENTRY_AUTH_TOKEN := {t}\n\n"
        "login:\n\tdocker login -u $(REGISTRY_USER) -p $(REGISTRY_PASSWORD) registry.example.test",
        [pw, t],
        "make",
    )


def package_json(g):
    t = g.token(g.pick(("npm", "sentry", "openai", "stripe")))
    pkg = {
        "name": f"@{g.word()}/web",
        "version": f"{g.n(0, 4)}.{g.n(0, 20)}.{g.n(0, 9)}",
        "scripts": {
            "build": "vite build",
            "release": f"SERVICE_TOKEN={t} node scripts/release.mjs",
        },
    }
    return json.dumps(pkg, indent=2), [t], "json"


def git_remote(g):
    t = g.pick(
        (lambda: g.token("ghs"), lambda: g.token("glpat"), lambda: g.password(url_safe=True))
    )()
    user = g.pick(("x-access-token", "oauth2", g.name()))
    url = f"https://{user}:{t}@git.{g.word()}.example/{g.word()}/{g.word()}.git"
    return f"$ git remote -v\norigin\t{url} (fetch)\norigin\t{url} (push)", [t], "git"
