# ruff: noqa: E501  (data templates are long string literals)
"""Ordinary rows, part B: credential-shaped slots with no credential in them
(placeholders, masks, marked examples, references, committed ciphertext) and benign
tool output, configs and diffs from the same places the secret rows come from.
"""

from __future__ import annotations

import json

from gen_code import code_assign
from gen_util import (
    UPPER,
    alnum,
    b64,
    chars,
    dbname,
    digits,
    hexs,
    host,
    name,
    pick,
    ts,
    user,
    uuid4,
    word,
)

KEYS = (
    "DB_PASSWORD",
    "API_TOKEN",
    "SECRET_KEY",
    "STRIPE_SECRET_KEY",
    "GITHUB_TOKEN",
    "SMTP_PASSWORD",
    "JWT_SECRET",
    "AWS_SECRET_ACCESS_KEY",
    "REDIS_PASSWORD",
    "OPENAI_API_KEY",
)


def placeholder(rng):
    key = pick(rng, KEYS)
    val = pick(
        rng,
        (
            "changeme",
            "xxxx",
            "xxxxxxxxxxxxxxxx",
            f"<your-{key.lower().replace('_', '-')}>",
            "REDACTED",
            "",
            "your_api_key_here",
            "TODO",
            "********",
            "<redacted>",
            "CHANGE_ME",
            "[REDACTED]",
            "replace-me",
            "...",
            "null",
            "<paste token here>",
        ),
    )
    f = rng.randrange(6)
    if f == 0:
        return (
            f"# .env.example — copy to .env and fill in\n{key}={val}\nAPP_URL=http://localhost:{rng.choice((3000, 8000, 8080))}",
            "dotenv",
        )
    if f == 1:
        return f'{key.lower()}: "{val}"  # set in your local override', "yaml"
    if f == 2:
        return json.dumps(
            {
                "auth": {"user": user(rng), "password": val},
                "endpoint": f"https://{host(rng, False)}",
            },
            indent=2,
        ), "json"
    if f == 3:
        return f"$ export {key}={val or '...'}\n$ make run", "shell"
    if f == 4:
        text, lang = code_assign(rng, key.lower(), val or "<unset>")
        return text, lang
    return (
        f"postgres://{user(rng)}:{pick(rng, ('PASSWORD', '<password>', '****', '${DB_PASSWORD}', 'changeme'))}@{host(rng)}:5432/{dbname(rng)}",
        "text",
    )


def masked(rng):
    f = rng.randrange(7)
    if f == 0:
        return (
            f"Stripe key in dashboard: sk_live_••••{alnum(rng, 4)} (created {ts(rng)[:10]})",
            "en",
        )
    if f == 1:
        return (
            f"$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************{chars(rng, UPPER, 4)} shared-credentials-file\nsecret_key     ****************{alnum(rng, 4)} shared-credentials-file\n    region             eu-west-1      config-file    ~/.aws/config",
            "shell",
        )
    if f == 2:
        return (
            f"$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account {user(rng)} (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'",
            "shell",
        )
    if f == 3:
        return (
            f"Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    REGION: eu-west-1\nUsing token ***{hexs(rng, 4)} for {host(rng, False)}",
            "ci-log",
        )
    if f == 4:
        return (
            f"API key ending in ...{alnum(rng, 4)} was last used {rng.randint(2, 40)} days ago",
            "en",
        )
    if f == 5:
        return (
            f"$ heroku config:get DATABASE_URL -a {word(rng)}\npostgres://{user(rng)}:***@{host(rng)}:5432/{dbname(rng)}",
            "shell",
        )
    return (
        f"| key | value |\n|---|---|\n| OPENAI_API_KEY | sk-...{alnum(rng, 4)} |\n| MODE | prod |",
        "markdown",
    )


def example_marked(rng):
    f = rng.randrange(6)
    svc = word(rng)
    if f == 0:
        pre = pick(rng, ("ghp_", "glpat-", "xoxb-", "sk_live_", "npm_"))
        return (
            f"```bash\n# Example only — not a real token\nexport {svc.upper()}_TOKEN={pre}EXAMPLE{'0' * rng.randint(16, 30)}\n```",
            "markdown",
        )
    if f == 1:
        return (
            f'FAKE_{svc.upper()}_TOKEN = "xoxb-" + "0" * {rng.randint(8, 12)} + "-fake"  # fake token for the parser test',
            "python",
        )
    if f == 2:
        return (
            f"## Configuration example ({svc})\n\n```yaml\n{svc}:\n  user: example_user\n  password: example-password\n  port: {rng.randint(1000, 9999)}\n```",
            "markdown",
        )
    if f == 3:
        return (
            f'// dummy credentials used only by the local {svc} mock on :{rng.randint(3000, 9999)}\nconst MOCK_USER = "test";\nconst MOCK_PASS = "test";',
            "javascript",
        )
    if f == 4:
        return (
            f"# {svc}: documentation placeholders, not real keys\nAWS_ACCESS_KEY_ID=AKIAEXAMPLE{'0' * 9}\nAWS_SECRET_ACCESS_KEY=example/secret/key/not/real",
            "dotenv",
        )
    return (
        f'curl -H "Authorization: Bearer YOUR_TOKEN_HERE" https://{host(rng, False)}/v1/{svc}',
        "shell",
    )


def sql_notebook(rng):
    f = rng.randrange(4)
    if f == 0:
        return (
            f"SELECT id, sha, created_at FROM builds WHERE sha = '{hexs(rng, 40)}' AND run_id = '{uuid4(rng)}';",
            "sql",
        )
    if f == 1:
        return (
            f"{dbname(rng)}=# SELECT rolname, rolcanlogin, rolvaliduntil FROM pg_roles WHERE rolname = '{user(rng)}';\n rolname | rolcanlogin | rolvaliduntil\n---------+-------------+---------------\n {user(rng)} | t |\n(1 row)",
            "sql",
        )
    if f == 2:
        cell = {
            "cell_type": "code",
            "execution_count": rng.randint(1, 60),
            "metadata": {},
            "source": [
                "import hashlib\n",
                f"hashlib.sha256(open('data/{word(rng)}.parquet','rb').read()).hexdigest()",
            ],
            "outputs": [
                {"output_type": "execute_result", "data": {"text/plain": [f"'{hexs(rng, 64)}'"]}}
            ],
        }
        return json.dumps(cell, indent=1), "notebook"
    cell = {
        "cell_type": "code",
        "execution_count": rng.randint(1, 60),
        "metadata": {},
        "source": [f"run = client.get_run('{hexs(rng, 32)}')\n", "run.info.status"],
        "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["'FINISHED'"]}}],
    }
    return json.dumps(cell, indent=1), "notebook"


def secret_reference(rng):
    key = pick(rng, KEYS)
    f = rng.randrange(11)
    if f == 0:
        return (
            f"    env:\n      {key}: ${{{{ secrets.{key} }}}}\n      NODE_VERSION: {rng.randint(18, 22)}",
            "yaml",
        )
    if f == 1:
        return (
            f"      - name: {key}\n        valueFrom:\n          secretKeyRef:\n            name: {word(rng)}-creds\n            key: {word(rng)}",
            "yaml",
        )
    if f == 2:
        return (
            f'{key.lower()} = "op://{word(rng).capitalize()}/{word(rng)}-{word(rng)}/password"',
            "toml",
        )
    if f == 3:
        return f"password: vault:secret/data/{word(rng)}/{word(rng)}#password", "yaml"
    if f == 4:
        return (
            f'"{key}": "@Microsoft.KeyVault(SecretUri=https://{name(rng)}-kv.vault.azure.net/secrets/{word(rng)}/{hexs(rng, 32)})"',
            "json",
        )
    if f == 5:
        return (
            f"arn:aws:secretsmanager:us-east-1:{digits(rng, 12)}:secret:prod/{word(rng)}/db-{alnum(rng, 6)}",
            "text",
        )
    if f == 6:
        return f"  password: {{{{ .Values.{word(rng)}.password | b64enc | quote }}}}", "yaml"
    if f == 7:
        return (
            f"DATABASE_URL=postgres://${{DB_USER}}:${{{key}}}@{host(rng)}:5432/{dbname(rng)}",
            "dotenv",
        )
    if f == 8:
        return f"ansible_become_password: \"{{{{ lookup('env', '{key}') }}}}\"", "yaml"
    if f == 9:
        return (
            f'$ doppler run --project {word(rng)} --config prd -- ./server\n$ op read "op://Private/{word(rng)}/credential" | docker login -u {user(rng)} --password-stdin',
            "shell",
        )
    return (
        "secrets:\n  db_password:\n    file: ./secrets/db_password.txt\nservices:\n  app:\n    environment:\n      DB_PASSWORD_FILE: /run/secrets/db_password",
        "yaml",
    )


def ciphertext(rng):
    f = rng.randrange(6)
    if f == 0:

        def enc(n):
            return (
                f"ENC[AES256_GCM,data:{b64(rng, n)},iv:{b64(rng, 32)},tag:{b64(rng, 16)},type:str]"
            )

        return (
            f'db:\n    password: {enc(18)}\n    user: {enc(6)}\nsops:\n    lastmodified: "{ts(rng)}"\n    mac: {enc(32)}\n    version: 3.9.{rng.randint(0, 4)}',
            "yaml",
        )
    if f == 1:
        body = "\n".join(hexs(rng, 80) for _ in range(rng.randint(4, 8)))
        return f"$ANSIBLE_VAULT;1.1;AES256\n{body}", "text"
    if f == 2:
        return (
            f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {word(rng)}\nspec:\n  encryptedData:\n    password: AgB{b64(rng, rng.randint(300, 400))}",
            "yaml",
        )
    if f == 3:
        body = "\n".join(b64(rng, 48) for _ in range(rng.randint(3, 6)))
        return (
            f"-----BEGIN AGE ENCRYPTED FILE-----\n{body}\n-----END AGE ENCRYPTED FILE-----",
            "text",
        )
    if f == 4:
        body = "\n".join(b64(rng, 48) for _ in range(rng.randint(3, 6)))
        return (
            f"-----BEGIN PGP MESSAGE-----\n\n{body}\n={b64(rng, 3)}\n-----END PGP MESSAGE-----",
            "text",
        )
    return (
        f"$ cat config/credentials.yml.enc\n{b64(rng, rng.randint(90, 160))}--{b64(rng, 12)}--{b64(rng, 16)}",
        "shell",
    )


def tool_output(rng):
    f = rng.randrange(13)
    u = user(rng)
    if f == 9:
        rows = "\n".join(
            f"{word(rng)}-{pick(rng, ('creds', 'tls', 'token', 'db'))}   {pick(rng, ('Opaque', 'kubernetes.io/tls', 'kubernetes.io/dockerconfigjson'))}   {rng.randint(1, 4)}      {rng.randint(2, 300)}d"
            for _ in range(rng.randint(2, 4))
        )
        return f"$ kubectl get secrets -n {word(rng)}\nNAME   TYPE   DATA   AGE\n{rows}", "shell"
    if f == 10:
        obj = {
            "ARN": f"arn:aws:secretsmanager:eu-west-1:{digits(rng, 12)}:secret:prod/{word(rng)}-{alnum(rng, 6)}",
            "Name": f"prod/{word(rng)}",
            "RotationEnabled": True,
            "VersionIdsToStages": {uuid4(rng): ["AWSCURRENT"], uuid4(rng): ["AWSPREVIOUS"]},
        }
        return "$ aws secretsmanager describe-secret --secret-id prod/db\n" + json.dumps(
            obj, indent=4
        ), "json"
    if f == 11:
        rows = "\n".join(
            f"{k}\t2026-0{rng.randint(1, 9)}-{rng.randint(10, 28)}T10:{rng.randint(10, 59)}:00Z"
            for k in rng.sample(KEYS, 3)
        )
        return f"$ gh secret list\nNAME\tUPDATED\n{rows}", "shell"
    if f == 12:
        return (
            f"$ git log -3 --format='%H %G? %GK'\n{hexs(rng, 40)} G {chars(rng, '0123456789ABCDEF', 16)}\n{hexs(rng, 40)} G {chars(rng, '0123456789ABCDEF', 16)}\n{hexs(rng, 40)} N",
            "shell",
        )
    if f == 0:
        return (
            f"$ env | sort\nHOME=/home/{u}\nHOSTNAME={hexs(rng, 12)}\nLANG=C.UTF-8\nNODE_VERSION=20.{rng.randint(1, 18)}.0\nPATH=/usr/local/bin:/usr/bin\nYARN_VERSION=1.22.{rng.randint(10, 22)}",
            "shell",
        )
    if f == 1:
        cfg = {
            "Hostname": hexs(rng, 12),
            "Env": [
                "PATH=/usr/local/sbin:/usr/local/bin",
                f"GPG_KEY={chars(rng, '0123456789ABCDEF', 40)}",
                f"PYTHON_VERSION=3.12.{rng.randint(0, 9)}",
                f"PYTHON_SHA256={hexs(rng, 64)}",
            ],
            "Image": f"sha256:{hexs(rng, 64)}",
        }
        return "$ docker inspect --format '{{json .Config}}' web\n" + json.dumps(cfg), "json"
    if f == 2:
        return (
            f'$ terraform output\ndb_endpoint = "{host(rng)}:5432"\ndb_password = <sensitive>\nvpc_id = "vpc-{hexs(rng, 17)}"',
            "shell",
        )
    if f == 3:
        return (
            f"$ kubectl get configmap {word(rng)}-config -o yaml\napiVersion: v1\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: {word(rng)},{word(rng)}\nkind: ConfigMap\nmetadata:\n  uid: {uuid4(rng)}",
            "yaml",
        )
    if f == 4:
        return (
            f"$ ps aux | grep {word(rng)}\n{u[:8]:<8} {rng.randint(1000, 99999):>6}  0.4  1.2 {rng.randint(100000, 900000)} {rng.randint(10000, 90000)} ?  Sl  10:02  0:03 /usr/bin/python3 -m gunicorn app:app --workers 4 --bind 0.0.0.0:8000",
            "shell",
        )
    if f == 5:
        return (
            f'$ curl -sv https://{host(rng, False)}/healthz\n< HTTP/2 200\n< etag: W/"{hexs(rng, 16)}"\n< x-request-id: {uuid4(rng)}\n< strict-transport-security: max-age=63072000\n{{"ok":true,"build":"{hexs(rng, 40)}"}}',
            "http",
        )
    if f == 6:
        return (
            f"$ gcloud config list\n[core]\naccount = {u}@{name(rng)}.com\nproject = {word(rng)}-{digits(rng, 6)}\n[compute]\nregion = europe-west1",
            "shell",
        )
    if f == 7:
        return (
            f'Traceback (most recent call last):\n  File "/srv/app/auth.py", line {rng.randint(10, 300)}, in verify\n    raise InvalidToken("signature mismatch")\napp.errors.InvalidToken: signature mismatch (kid={hexs(rng, 16)}, request {uuid4(rng)})',
            "traceback",
        )
    return (
        f"[{ts(rng)}] Step 3/7 : RUN pip install -r requirements.txt\n ---> Running in {hexs(rng, 12)}\n ---> {hexs(rng, 12)}\nSuccessfully built {hexs(rng, 12)}",
        "ci-log",
    )


def config_benign(rng):
    f = rng.randrange(6)
    if f == 0:
        return (
            f"auth:\n  password_min_length: 12\n  password_hash: argon2id\n  token_ttl_seconds: {rng.choice((900, 3600, 86400))}\n  session_cookie_name: {word(rng)}_sid",
            "yaml",
        )
    if f == 1:
        return (
            f"[security]\nsecret_key_file = /etc/{word(rng)}/secret.key\nallow_basic_auth = false\ncookie_secure = true",
            "ini",
        )
    if f == 2:
        return (
            f'resource "random_password" "db" {{\n  length  = 32\n  special = true\n}}\n\nresource "aws_secretsmanager_secret" "db" {{\n  name = "{word(rng)}/db"\n}}',
            "hcl",
        )
    if f == 3:
        return (
            f'<property name="hibernate.connection.password" value="${{db.password}}"/>\n<property name="hibernate.connection.pool_size" value="{rng.randint(5, 40)}"/>',
            "xml",
        )
    if f == 4:
        return (
            f"spring.datasource.password=${{DB_PASSWORD}}\nspring.datasource.hikari.maximum-pool-size={rng.randint(5, 40)}\nmanagement.endpoints.web.exposure.include=health",
            "properties",
        )
    return (
        f'[tool.{word(rng)}]\ntoken_env = "{pick(rng, KEYS)}"\nretries = {rng.randint(1, 5)}\ntimeout = {rng.randint(5, 60)}',
        "toml",
    )


def diff_benign(rng):
    f = rng.randrange(4)
    if f == 0:
        return (
            f'diff --git a/package-lock.json b/package-lock.json\n@@ -1201,7 +1201,7 @@\n-      "integrity": "sha512-{b64(rng, 64)}",\n+      "integrity": "sha512-{b64(rng, 64)}",',
            "diff",
        )
    if f == 1:
        return (
            f"diff --git a/deploy/values.yaml b/deploy/values.yaml\n-  tag: sha-{hexs(rng, 7)}\n+  tag: sha-{hexs(rng, 7)}\n-  digest: sha256:{hexs(rng, 64)}\n+  digest: sha256:{hexs(rng, 64)}",
            "diff",
        )
    if f == 2:
        return (
            f"commit {hexs(rng, 40)}\nAuthor: {name(rng).capitalize()} <{name(rng)}@{name(rng)}.dev>\n\n    Rotate the staging DB password (new value is in Vault, not here)\n\n    Refs: #{rng.randint(100, 9999)}",
            "git",
        )
    return (
        f"- password: ${{{{ secrets.DB_PASSWORD }}}}\n+ password_file: /run/secrets/db_password\n  user: {user(rng)}",
        "diff",
    )


def code_benign(rng):
    """A public value in code, under a name that says what it is."""
    base, val = pick(
        rng,
        (
            ("request_id", uuid4(rng)),
            ("build_commit_sha", hexs(rng, 40)),
            ("namespace_uuid", uuid4(rng)),
            ("fixture_png_base64", b64(rng, 24)),
            ("cache_prefix", f"{word(rng)}-{hexs(rng, 8)}"),
            ("asset_sha256", hexs(rng, 64)),
            ("trace_id", hexs(rng, 32)),
            (
                "release_tag",
                f"v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}-{hexs(rng, 7)}",
            ),
        ),
    )
    return code_assign(rng, base, val, auth=False)


def issue_benign(rng):
    return (
        f"### Login fails after upgrade to {rng.randint(1, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}\n\n"
        f"Steps: log in with a valid password, get `401 invalid_token`.\nRequest id `{uuid4(rng)}`, commit `{hexs(rng, 40)}`.\n"
        f"Token was freshly generated; scopes: repo, workflow."
    ), "markdown"


GENERATORS = [
    ("placeholder", placeholder, 90),
    ("masked", masked, 60),
    ("example_marked", example_marked, 30),
    ("secret_reference", secret_reference, 90),
    ("ciphertext", ciphertext, 70),
    ("tool_output", tool_output, 150),
    ("config_benign", config_benign, 60),
    ("diff_benign", diff_benign, 50),
    ("code_benign", code_benign, 60),
    ("issue_benign", issue_benign, 25),
    ("sql_notebook", sql_notebook, 50),
]
