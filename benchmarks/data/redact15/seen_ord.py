# ruff: noqa: E501  (fixture text: long literal lines read better unbroken)
"""Seen ordinary rows: the same tools and files, with references, masks, ids and public material.

Each generator returns (text, lang).
"""

import json

import gen
from seen import _box, _env_noise


def gh_ord(rng):
    r = rng.random()
    if r < 0.4:
        return (
            "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account "
            f"{gen.user(rng)} (keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n"
            f"  - Token: gho_************************************\n  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'"
        ), "gh"
    if r < 0.7:
        rows = [
            f"{n}\tUpdated {gen.date(rng)}"
            for n in rng.sample(
                [
                    "NPM_TOKEN",
                    "DOCKERHUB_TOKEN",
                    "SENTRY_AUTH_TOKEN",
                    "AWS_ROLE_ARN",
                    "SLACK_WEBHOOK_URL",
                    "DEPLOY_KEY",
                ],
                4,
            )
        ]
        return "$ gh secret list\nNAME\tUPDATED\n" + "\n".join(rows), "gh"
    return (
        f"$ gh run view {rng.randint(10**9, 10**10)} --log | grep deploy\ndeploy\tRun ./scripts/deploy.sh\n"
        "deploy\t  TOKEN: ***\ndeploy\t  REGISTRY_PASSWORD: ***\n"
        f"deploy\tPushed registry.example.com/{gen.app(rng)}@sha256:{gen.hexs(rng, 64)}"
    ), "gh"


def vercel_ord(rng):
    names = rng.sample(
        [
            "DATABASE_URL",
            "API_SECRET_KEY",
            "NEXTAUTH_SECRET",
            "STRIPE_SECRET_KEY",
            "SENTRY_DSN",
            "EDGE_CONFIG",
        ],
        4,
    )
    body = "\n".join(
        f" {n:<22} Encrypted   {rng.choice(['Production', 'Preview, Development', 'Production, Preview'])}   {rng.randint(2, 90)}d ago"
        for n in names
    )
    return (
        f"$ vercel env ls\nVercel CLI 41.2.0\n> Environment Variables found for {gen.app(rng)}\n\n name                   value       environments        created\n{body}",
        "vercel",
    )


def fly_ord(rng):
    rows = "\n".join(
        f"{n:<20}\t{gen.hexs(rng, 16)}\t{rng.randint(1, 40)} days ago"
        for n in rng.sample(
            ["DATABASE_URL", "SECRET_KEY_BASE", "REDIS_URL", "SMTP_PASSWORD", "S3_SECRET"], 3
        )
    )
    return f"$ fly secrets list -a {gen.app(rng)}\nNAME\t\t\tDIGEST\t\t\tCREATED AT\n{rows}", "fly"


def supabase_ord(rng):
    return (
        f"$ supabase link --project-ref {gen.chars(rng, gen.LOWER, 20)}\nConnecting to remote database...\nFinished supabase link.\n"
        f"$ supabase migration list\n  Local          | Remote         | Time (UTC)\n  {gen.date(rng).replace('-', '')}101500 | {gen.date(rng).replace('-', '')}101500 | {gen.date(rng)} 10:15:00"
    ), "cli"


def stripe_ord(rng):
    if rng.random() < 0.5:
        lines = [
            f"{gen.date(rng)} {gen.time(rng)}   --> {rng.choice(['payment_intent.created', 'charge.succeeded', 'customer.updated'])} [evt_{gen.alnum(rng, 24)}]"
            for _ in range(3)
        ]
        lines.append(
            f"{gen.date(rng)} {gen.time(rng)}  <--  [200] POST http://localhost:4242/webhook [evt_{gen.alnum(rng, 24)}]"
        )
        return "\n".join(lines), "stripe"
    pk = "pk_live_" + gen.alnum(rng, 99)
    return (
        f"<script>\n  const stripe = Stripe('{pk}');  // publishable key, safe in the browser\n</script>",
        "html",
    )


def doppler_ord(rng):
    rows = [("NAME", "VALUE")] + [
        (n, "********")
        for n in rng.sample(["DB_PASSWORD", "JWT_SECRET", "SMTP_PASS", "STRIPE_KEY"], 3)
    ]
    rows.append(("DOPPLER_PROJECT", gen.app(rng)))
    return "$ doppler secrets --only-names\n" + _box(rows), "doppler"


def heroku_ord(rng):
    app = gen.app(rng)
    return (
        f"$ heroku config -a {app}\n=== {app} Config Vars\n"
        f"LOG_LEVEL:       info\nNODE_ENV:        production\nWEB_CONCURRENCY: {rng.randint(1, 4)}\n"
        f"SENTRY_RELEASE:  {gen.hexs(rng, 40)}\nDATABASE_URL:    (set via heroku addons, see dashboard)"
    ), "heroku"


def railway_ord(rng):
    rows = [
        ("RAILWAY_ENVIRONMENT", "production"),
        ("RAILWAY_SERVICE_ID", gen.uuid(rng)),
        ("DATABASE_URL", "${{Postgres.DATABASE_URL}}"),
        ("PORT", "8080"),
    ]
    body = "\n".join(f"║ {k:<20} │ {v}" for k, v in rows)
    return f"$ railway variables\n╔═══ Variables for {gen.app(rng)} ═══\n{body}\n╚════", "railway"


def netlify_ord(rng):
    return (
        "$ netlify env:list\n| Key              | Value     |\n|------------------|-----------|\n"
        "| CMS_TOKEN        | ********* |\n| NODE_VERSION     | 20        |\n"
        f"| SITE_ID          | {gen.uuid(rng)} |"
    ), "netlify"


def az_ord(rng):
    d = {
        "environmentName": "AzureCloud",
        "id": gen.uuid(rng),
        "isDefault": True,
        "name": "Pay-As-You-Go",
        "state": "Enabled",
        "tenantId": gen.uuid(rng),
        "user": {"name": gen.email(rng), "type": "user"},
    }
    if rng.random() < 0.5:
        return "$ az account show\n" + json.dumps(d, indent=2), "json"
    items = [
        {
            "id": f"https://kv-{gen.app(rng)}.vault.azure.net/secrets/{n}",
            "attributes": {"enabled": True, "updated": gen.stamp(rng)},
            "contentType": None,
        }
        for n in ("db-password", "api-key")
    ]
    return "$ az keyvault secret list --vault-name kv-main\n" + json.dumps(items, indent=2), "json"


def gcloud_ord(rng):
    if rng.random() < 0.5:
        return (
            f"$ gcloud config list\n[core]\naccount = {gen.email(rng)}\ndisable_usage_reporting = True\nproject = {gen.app(rng)}-{gen.digits(rng, 6)}\n\nYour active configuration is: [default]",
            "ini",
        )
    rows = "\n".join(
        f"{v}        enabled  {gen.stamp(rng)[:19]}" for v in range(rng.randint(2, 4), 0, -1)
    )
    return f"$ gcloud secrets versions list db-password\nNAME  STATE    CREATED\n{rows}", "shell"


def aws_ord(rng):
    acct = gen.account_id(rng)
    if rng.random() < 0.5:
        d = {
            "UserId": "AIDA" + gen.chars(rng, gen.UPPER + "234567", 17),
            "Account": acct,
            "Arn": f"arn:aws:iam::{acct}:user/{gen.user(rng)}",
        }
        return "$ aws sts get-caller-identity\n" + json.dumps(d, indent=4), "json"
    d = {
        "SecretList": [
            {
                "ARN": f"arn:aws:secretsmanager:eu-west-1:{acct}:secret:prod/db-{gen.alnum(rng, 6)}",
                "Name": "prod/db",
                "LastChangedDate": gen.stamp(rng),
                "SecretVersionsToStages": {gen.uuid(rng): ["AWSCURRENT"]},
            }
        ]
    }
    return "$ aws secretsmanager list-secrets\n" + json.dumps(d, indent=4), "json"


def k8s_ord(rng):
    if rng.random() < 0.5:
        return (
            f"$ kubectl describe secret app-creds -n prod\nName:         app-creds\nNamespace:    prod\nType:  Opaque\n\nData\n====\n"
            f"DB_PASSWORD:  {rng.randint(12, 24)} bytes\nREGISTRY_TOKEN:  {rng.randint(36, 60)} bytes"
        ), "kubectl"
    return (
        "        env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n"
        f"              name: app-creds\n              key: DB_PASSWORD\n        image: registry.example.com/{gen.app(rng)}@sha256:{gen.hexs(rng, 64)}"
    ), "yaml"


def docker_ord(rng):
    env = _env_noise(rng, 5) + ["DB_PASSWORD_FILE=/run/secrets/db_password"]
    d = [{"Id": gen.hexs(rng, 64), "Image": "sha256:" + gen.hexs(rng, 64), "Config": {"Env": env}}]
    return "$ docker inspect api\n" + json.dumps(d, indent=4), "docker"


def env_ord(rng):
    lines = _env_noise(rng, 7) + [
        "SSH_AUTH_SOCK=/run/user/1000/keyring/ssh",
        f"VAULT_ADDR=https://{gen.host(rng, 'vault')}:8200",
        "AWS_PROFILE=dev",
    ]
    rng.shuffle(lines)
    return "$ printenv\n" + "\n".join(lines), "env"


def diff_ord(rng):
    f = "config/settings.py"
    return (
        f"diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -12,4 +12,4 @@\n"
        '-API_KEY = "CHANGE_ME"\n+API_KEY = os.environ["API_KEY"]\n '
        f"TIMEOUT = {rng.randint(5, 60)}"
    ), "diff"


def trace_ord(rng):
    return (
        'Traceback (most recent call last):\n  File "/app/db.py", line 41, in connect\n    return psycopg.connect(dsn)\n'
        f'psycopg.OperationalError: connection to server at "{gen.host(rng)}" ({gen.ip(rng)}), port 5432 failed: '
        f'FATAL:  password authentication failed for user "app"\nrequest_id={gen.uuid(rng)}'
    ), "python"


def log_ord(rng):
    cfg = {
        "db": {"host": gen.host(rng), "user": "app", "password": "********"},
        "api_token": "[REDACTED]",
        "retries": 3,
    }
    return (
        f"{gen.stamp(rng)} DEBUG config.loader loaded settings: {json.dumps(cfg)} trace={gen.hexs(rng, 32)}",
        "log",
    )


def config_ref(rng):
    forms = [
        ("toml", '[registries.internal]\ntoken = "${CARGO_REGISTRY_TOKEN}"  # set in CI'),
        ("ini", "[client]\nuser=report\npassword=${MYSQL_PWD}\nhost=" + gen.host(rng)),
        (
            "properties",
            "spring.datasource.password=${DB_PASSWORD}\nspring.datasource.url=jdbc:postgresql://"
            + gen.host(rng)
            + ":5432/shop",
        ),
        (
            "xml",
            "<server>\n  <id>releases</id>\n  <username>${env.MAVEN_USER}</username>\n  <password>${env.MAVEN_PASSWORD}</password>\n</server>",
        ),
        (
            "hcl",
            'provider "gitlab" {\n  token = var.gitlab_token\n}\ndata "vault_generic_secret" "db" {\n  path = "secret/prod/db"\n}',
        ),
        ("npmrc", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nengine-strict=true"),
        ("yaml", 'npmScopes:\n  corp:\n    npmAuthToken: "${NPM_AUTH_TOKEN}"'),
        (
            "json",
            json.dumps(
                {"auths": {"registry.corp.example": {}}, "credsStore": "osxkeychain"}, indent="\t"
            ),
        ),
        (
            "ini",
            "[global]\nindex-url = https://pypi.corp.example/simple\nkeyring-provider = subprocess",
        ),
        ("yaml", "password: example-password   # example only, replace before use\nuser: demo"),
        (
            "dotenv",
            "API_KEY=your-api-key-here\nDB_PASSWORD=<set me>\nPORT="
            + str(rng.choice([3000, 8080])),
        ),
    ]
    lang, text = rng.choice(forms)
    return text, lang


def conn_ord(rng):
    h = gen.host(rng)
    forms = [
        f"mongodb+srv://<username>:<password>@cluster0.{gen.alnum(rng, 5).lower()}.mongodb.example/?retryWrites=true",
        f"Server=tcp:{h},1433;Initial Catalog=crm;Integrated Security=true;Encrypt=True;",
        f"jdbc:postgresql://{h}:5432/ledger?user=ledger&sslmode=verify-full",
        f"amqp://{h}:5672/jobs",
        f"redis://{h}:6379/0",
        f"postgresql://app@{h}:5432/main  # password comes from ~/.pgpass",
    ]
    return rng.choice(forms), "dsn"


def url_ord(rng):
    forms = [
        f"https://github.com/acme/{gen.app(rng)}/commit/{gen.hexs(rng, 40)}",
        f"https://app.example.com/search?q=rotation&page={rng.randint(1, 9)}&cursor={gen.b64_bytes(rng, 12)}",
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX  (placeholder from the README)",
        f"https://ci.example.com/job/{gen.app(rng)}/{rng.randint(1, 900)}/console?utm_source=slack",
        f"otpauth://totp/Demo:{gen.user(rng)}?secret=<BASE32_SECRET>&issuer=Demo",
    ]
    return rng.choice(forms), "url"


def pubkey(rng):
    r = rng.random()
    if r < 0.4:
        return (
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{gen.chars(rng, gen.B64, 43)} {gen.email(rng)}",
            "ssh-pub",
        )
    if r < 0.7:
        body = "\n".join(gen.pem_lines(rng, 5, 64))
        return (
            f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{body}\n-----END PGP PUBLIC KEY BLOCK-----",
            "pgp-public",
        )
    body = "\n".join(["MIIB" + gen.chars(rng, gen.B64, 60)] + gen.pem_lines(rng, 6, 64))
    return f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----", "pem-public"


def pm_ord(rng):
    rows = ["name,url,username,password,note"]
    for _ in range(rng.randint(2, 3)):
        rows.append(
            f"{gen.service(rng)},https://{gen.host(rng)}/login,{gen.email(rng)},,moved to SSO"
        )
    return "\n".join(rows), "csv"


def notebook_ord(rng):
    cell = {
        "cell_type": "code",
        "execution_count": rng.randint(1, 40),
        "metadata": {},
        "outputs": [
            {
                "output_type": "execute_result",
                "data": {
                    "text/plain": [
                        f"   user_id                               score\n0  {gen.uuid(rng)}  0.{rng.randint(100, 999)}\n1  {gen.uuid(rng)}  0.{rng.randint(100, 999)}"
                    ]
                },
                "metadata": {},
                "execution_count": 3,
            }
        ],
        "source": ["df.head(2)"],
    }
    return json.dumps(cell, indent=1), "ipynb"


def sql_ord(rng):
    vals = ",\n".join(
        f"  ('{gen.uuid(rng)}', '{gen.email(rng)}', '{gen.date(rng)}')"
        for _ in range(rng.randint(1, 3))
    )
    schema = "CREATE TABLE users (id uuid PRIMARY KEY, email text NOT NULL, password_hash text NOT NULL, created_at date);\n"
    return schema + "INSERT INTO users (id, email, created_at) VALUES\n" + vals + ";", "sql"


def ids_ord(rng):
    forms = [
        lambda: (
            f"{gen.hexs(rng, 7)} Merge pull request #{rng.randint(10, 999)} from acme/fix-auth\ncommit {gen.hexs(rng, 40)}"
        ),
        lambda: (
            f"REPOSITORY   TAG   IMAGE ID       CREATED\n{gen.app(rng)}   1.{rng.randint(0, 9)}   {gen.hexs(rng, 12)}   2 days ago\nDigest: sha256:{gen.hexs(rng, 64)}"
        ),
        lambda: f'"integrity": "sha512-{gen.b64_bytes(rng, 64)}"',
        lambda: (
            f"x-request-id: {gen.uuid(rng)}\ntraceparent: 00-{gen.hexs(rng, 32)}-{gen.hexs(rng, 16)}-01"
        ),
        lambda: (
            f'fixture = base64.b64decode("{gen.b64_bytes(rng, 24)}")  # test data: random bytes'
        ),
        lambda: (
            f"{gen.app(rng)} v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)} listening on :{rng.choice([5432, 6379, 8443, 9092])}"
        ),
        lambda: (
            f"SHA256 fingerprint: SHA256:{gen.b64_bytes(rng, 32).rstrip('=')}\nkey id {gen.hexs(rng, 16).upper()}"
        ),
        lambda: (
            f"ETag: \"{gen.hexs(rng, 32)}\"\nContent-Security-Policy: script-src 'nonce-{gen.b64_bytes(rng, 16)}'"
        ),
    ]
    return rng.choice(forms)(), "ids"


PROSE = (
    "Rotate database passwords every 90 days; tokens live in the vault, never in the repo.",
    "The deploy job reads GITHUB_TOKEN from the runner; we never print it, GitHub masks it as ***.",
    "If `fly secrets list` shows a digest change, the secret was updated; the digest is not the value.",
    "Supabase anon keys are public by design; the service_role key must stay on the server.",
    "Use `doppler run -- npm start` so no .env file is written to disk.",
    "A leaked webhook URL is a credential; revoke it in the workspace settings, then rotate.",
    "Passwords must be 14+ characters; TOTP seeds are enrolled via QR code, never pasted in chat.",
    "kubectl get secret -o yaml prints base64, which is an encoding, not encryption.",
)


def prose_ord(rng):
    return " ".join(rng.sample(PROSE, rng.randint(1, 3))), "prose"


def cli_plain_ord(rng):
    cmd, out = rng.choice(
        [
            (
                "vault kv get -field=password secret/prod/db",
                "Error reading secret/prod/db: Error making API request.\nCode: 403. Errors:\n* permission denied",
            ),
            (
                "op read 'op://Infra/staging-db/password'",
                "[ERROR] 2026/03/04 10:15:02 You are not currently signed in. Please run `op signin --help` for instructions",
            ),
            (
                "doppler secrets get DB_PASSWORD --plain",
                "Doppler Error: Could not find requested secret: DB_PASSWORD",
            ),
            (f"heroku config:get WEB_CONCURRENCY -a {gen.app(rng)}", str(rng.randint(1, 8))),
            ("kubectl get secret app-creds -o jsonpath='{.metadata.uid}'", gen.uuid(rng)),
            ("git rev-parse HEAD", gen.hexs(rng, 40)),
            ("docker image inspect --format '{{.Id}}' api:latest", "sha256:" + gen.hexs(rng, 64)),
        ]
    )
    return f"{rng.choice(['$', '❯', '%'])} {cmd}\n{out}", "shell"


FAMILIES = {
    "cli_plain_ord": cli_plain_ord,
    "gh_ord": gh_ord,
    "vercel_ord": vercel_ord,
    "fly_ord": fly_ord,
    "supabase_ord": supabase_ord,
    "stripe_ord": stripe_ord,
    "doppler_ord": doppler_ord,
    "heroku_ord": heroku_ord,
    "railway_ord": railway_ord,
    "netlify_ord": netlify_ord,
    "az_ord": az_ord,
    "gcloud_ord": gcloud_ord,
    "aws_ord": aws_ord,
    "k8s_ord": k8s_ord,
    "docker_ord": docker_ord,
    "env_ord": env_ord,
    "diff_ord": diff_ord,
    "trace_ord": trace_ord,
    "log_ord": log_ord,
    "config_ref": config_ref,
    "conn_ord": conn_ord,
    "url_ord": url_ord,
    "public_key": pubkey,
    "pm_ord": pm_ord,
    "notebook_ord": notebook_ord,
    "sql_ord": sql_ord,
    "ids": ids_ord,
    "prose": prose_ord,
}


def rows(rng, n):
    fams = sorted(FAMILIES)
    out = []
    for i in range(n):
        fam = fams[i % len(fams)]
        text, lang = FAMILIES[fam](rng)
        out.append({"text": text, "family": fam, "lang": lang})
    return out
