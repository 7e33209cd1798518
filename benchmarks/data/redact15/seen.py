# ruff: noqa: E501  (fixture text: long literal lines read better unbroken)
"""Seen rows with secrets: output of CLIs agents run, config files, logs, diffs and exports.

Each generator returns (text, labels, lang).
"""

import json

import gen


def _env_noise(rng, k):
    pool = [
        f"HOME=/home/{gen.user(rng)}",
        "SHELL=/bin/zsh",
        "LANG=en_US.UTF-8",
        f"PWD=/srv/{gen.app(rng)}",
        "TERM=xterm-256color",
        f"NODE_ENV={rng.choice(['production', 'development'])}",
        f"PORT={rng.choice([3000, 8080, 8000])}",
        "PATH=/usr/local/bin:/usr/bin:/bin",
        f"HOSTNAME={gen.hexs(rng, 12)}",
        f"AWS_REGION={rng.choice(['eu-central-1', 'us-east-2', 'ap-south-1'])}",
        f"LOG_LEVEL={rng.choice(['info', 'debug'])}",
        f"GIT_COMMIT={gen.hexs(rng, 40)}",
        "TZ=UTC",
        "PYTHONPATH=/app/src",
    ]
    return rng.sample(pool, k)


def gh_cli(rng):
    t = gen.token(rng, rng.choice(["gho", "gh", "ghfg"]))
    u = gen.user(rng)
    if rng.random() < 0.5:
        text = (
            "$ gh auth status --show-token\ngithub.com\n"
            f"  ✓ Logged in to github.com account {u} (keyring)\n  - Active account: true\n"
            "  - Git operations protocol: https\n"
            f"  - Token: {t}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
        )
    else:
        text = f"$ gh auth token\n{t}\n$ export GH_TOKEN=$(gh auth token)"
    return text, [t], "gh"


def vercel_env(rng):
    pw, oidc = gen.password(rng), gen.jwt(rng)
    h = gen.host(rng, "db")
    tok = gen.token(rng, rng.choice(["stripe", "openai", "sendgrid"]))
    text = (
        "$ vercel env pull .env.local\nVercel CLI 41.2.0\n> Downloading `development` Environment Variables for "
        f"{gen.app(rng)}\n✅  Created .env.local file  [{rng.randint(80, 400)}ms]\n$ cat .env.local\n"
        "# Created by Vercel CLI\n"
        f'DATABASE_URL="postgresql://app:{pw}@{h}:5432/main?sslmode=require"\n'
        f'API_SECRET_KEY="{tok}"\n'
        'NEXT_PUBLIC_SITE_URL="https://preview.example.com"\n'
        f'VERCEL_OIDC_TOKEN="{oidc}"'
    )
    return text, [pw, tok, oidc], "dotenv"


def fly_secrets(rng):
    if rng.random() < 0.5:
        v = gen.password(rng, 16, 24)
        t = gen.token(rng, "stripe_rk")
        text = (
            f"$ fly secrets set DB_PASSWORD={v} STRIPE_KEY={t} -a {gen.app(rng)}\n"
            "Updating existing machines in 'app' with rolling strategy\n  [1/2] Machine "
            f"{gen.hexs(rng, 14)} [app] update succeeded"
        )
        return text, [v, t], "shell"
    t = gen.token(rng, "fly")
    text = f"$ fly tokens create deploy -x 999999h\n{t}"
    return text, [t], "shell"


def supabase_status(rng):
    anon = gen.jwt(rng, '{"iss":"supabase-demo","role":"anon","exp":1983812996}')
    srv = gen.jwt(rng, '{"iss":"supabase-demo","role":"service_role","exp":1983812996}')
    pw = gen.password(rng)
    text = (
        "$ supabase status\n         API URL: http://127.0.0.1:54321\n     GraphQL URL: http://127.0.0.1:54321/graphql/v1\n"
        f"          DB URL: postgresql://postgres:{pw}@127.0.0.1:54322/postgres\n"
        "      Studio URL: http://127.0.0.1:54323\n"
        f"        anon key: {anon}\nservice_role key: {srv}"
    )
    # the anon key is designed to ship to browsers: left unlabelled
    return text, [pw, srv], "cli"


def stripe_cli(rng):
    if rng.random() < 0.5:
        w = gen.token(rng, "whsec")
        text = (
            "$ stripe listen --forward-to localhost:4242/webhook\n"
            f"> Ready! You are using Stripe API Version [2025-09-30]. Your webhook signing secret is {w} (^C to quit)\n"
            f"2026-03-04 10:12:55   --> charge.succeeded [evt_{gen.alnum(rng, 24)}]"
        )
        return text, [w], "stripe"
    a, b = gen.token(rng, "stripe_test"), gen.token(rng, "stripe_rk")
    text = (
        "$ cat ~/.config/stripe/config.toml\n[default]\n  account_id = 'acct_"
        f"{gen.alnum(rng, 16)}'\n  device_name = 'laptop'\n  test_mode_api_key = '{a}'\n"
        f"  live_mode_api_key = '{b}'\n  live_mode_key_expires_at = '2026-12-01'"
    )
    return text, [a, b], "toml"


def _box(rows):
    w1 = max(len(r[0]) for r in rows) + 2
    w2 = max(len(r[1]) for r in rows) + 2
    line = "┌" + "─" * w1 + "┬" + "─" * w2 + "┐"
    out = [line]
    for k, v in rows:
        out.append(f"│ {k.ljust(w1 - 1)}│ {v.ljust(w2 - 1)}│")
    out.append("└" + "─" * w1 + "┴" + "─" * w2 + "┘")
    return "\n".join(out)


def doppler(rng):
    if rng.random() < 0.3:
        t = gen.token(rng, "doppler")
        return f"$ doppler configure set token {t} --scope /srv/app\n", [t], "shell"
    pw, k = gen.password(rng), gen.token(rng, rng.choice(["openai", "sendgrid", "hf"]))
    rows = [
        ("NAME", "VALUE"),
        ("DOPPLER_CONFIG", rng.choice(["dev", "stg", "prd"])),
        ("DOPPLER_ENVIRONMENT", "dev"),
        ("DB_PASSWORD", pw),
        ("EMAIL_API_KEY", k),
        ("LOG_LEVEL", "info"),
    ]
    return "$ doppler secrets\n" + _box(rows), [pw, k], "doppler"


def heroku_config(rng):
    pw, r = gen.password(rng), gen.password(rng, 20, 30)
    app = gen.app(rng)
    text = (
        f"$ heroku config -a {app}\n=== {app} Config Vars\n"
        f"DATABASE_URL:   postgres://u{gen.hexs(rng, 12)}:{pw}@{gen.host(rng)}:5432/d{gen.hexs(rng, 10)}\n"
        f"REDIS_URL:      rediss://:{r}@{gen.host(rng, 'cache')}:6380\n"
        "WEB_CONCURRENCY: 2\nNODE_ENV:       production"
    )
    return text, [pw, r], "heroku"


def railway_vars(rng):
    s, pw = gen.alnum(rng, 40), gen.password(rng)
    rows = [
        ("RAILWAY_ENVIRONMENT", "production"),
        ("PGPASSWORD", pw),
        ("SESSION_SECRET", s),
        ("PGHOST", gen.host(rng)),
    ]
    body = "\n".join(f"║ {k:<20} │ {v}" for k, v in rows)
    return (
        f"$ railway variables\n╔═══ Variables for {gen.app(rng)} ═══\n{body}\n╚════",
        [pw, s],
        "railway",
    )


def netlify_env(rng):
    t, pw = gen.token(rng, rng.choice(["linear", "shopify", "supabase_pat"])), gen.password(rng)
    text = (
        "$ netlify env:list --plain --context production\n"
        f"CMS_TOKEN={t}\nBASIC_AUTH_PASS={pw}\nNODE_VERSION=20\nSITE_LOCALE=en"
    )
    return text, [t, pw], "netlify"


def az_cli(rng):
    if rng.random() < 0.5:
        pw = gen.alnum(rng, 3) + "8Q~" + gen.chars(rng, gen.ALNUM + "_.~-", 34)
        d = {
            "appId": gen.uuid(rng),
            "displayName": f"sp-{gen.app(rng)}",
            "password": pw,
            "tenant": gen.uuid(rng),
        }
        return (
            "$ az ad sp create-for-rbac --name ci-deployer\n" + json.dumps(d, indent=2),
            [pw],
            "json",
        )
    k1, k2 = gen.b64_bytes(rng, 64), gen.b64_bytes(rng, 64)
    d = [
        {"creationTime": gen.stamp(rng), "keyName": "key1", "permissions": "FULL", "value": k1},
        {"creationTime": gen.stamp(rng), "keyName": "key2", "permissions": "FULL", "value": k2},
    ]
    return (
        "$ az storage account keys list -n stlogs01 -o json\n" + json.dumps(d, indent=2),
        [k1, k2],
        "json",
    )


def gcloud(rng):
    if rng.random() < 0.5:
        t = gen.token(rng, "gcp_access")
        return f"$ gcloud auth print-access-token\n{t}", [t], "shell"
    pw = gen.password(rng)
    text = (
        f"$ gcloud sql users set-password app --instance=pg-main --password='{pw}'\n"
        "Updating Cloud SQL user...done."
    )
    return text, [pw], "shell"


def aws_cli(rng):
    r = rng.random()
    if r < 0.4:
        kid, sk, st = gen.aws_key_id(rng, "ASIA"), gen.aws_secret(rng), gen.b64_bytes(rng, 300)
        d = {
            "Credentials": {
                "AccessKeyId": kid,
                "SecretAccessKey": sk,
                "SessionToken": st,
                "Expiration": gen.stamp(rng),
            },
            "AssumedRoleUser": {
                "AssumedRoleId": "AROA" + gen.chars(rng, gen.UPPER + "234567", 17) + ":ci",
                "Arn": f"arn:aws:sts::{gen.account_id(rng)}:assumed-role/deploy/ci",
            },
        }
        return (
            "$ aws sts assume-role --role-arn ... --role-session-name ci\n"
            + json.dumps(d, indent=4),
            [kid, sk, st],
            "json",
        )
    if r < 0.7:
        kid, sk = gen.aws_key_id(rng), gen.aws_secret(rng)
        d = {
            "AccessKey": {
                "UserName": gen.user(rng),
                "AccessKeyId": kid,
                "Status": "Active",
                "SecretAccessKey": sk,
                "CreateDate": gen.stamp(rng),
            }
        }
        return "$ aws iam create-access-key\n" + json.dumps(d, indent=4), [kid, sk], "json"
    pw = gen.password(rng)
    inner = json.dumps({"username": "app", "password": pw, "host": gen.host(rng), "port": 5432})
    d = {
        "ARN": f"arn:aws:secretsmanager:eu-west-1:{gen.account_id(rng)}:secret:prod/db-AbCdEf",
        "Name": "prod/db",
        "SecretString": inner,
        "VersionId": gen.uuid(rng),
    }
    return (
        "$ aws secretsmanager get-secret-value --secret-id prod/db\n" + json.dumps(d, indent=4),
        [pw],
        "json",
    )


def k8s_secret(rng):
    pw, t = gen.password(rng), gen.token(rng, rng.choice(["gitlab", "npm", "slack"]))
    b1, b2 = gen.b64_of(pw), gen.b64_of(t)
    text = (
        f"$ kubectl get secret app-creds -n {rng.choice(['prod', 'payments', 'web'])} -o yaml\n"
        f"apiVersion: v1\ndata:\n  DB_PASSWORD: {b1}\n  REGISTRY_TOKEN: {b2}\n  DB_USER: {gen.b64_of('app')}\n"
        f'kind: Secret\nmetadata:\n  creationTimestamp: "{gen.stamp(rng)[:19]}Z"\n  name: app-creds\n'
        f'  resourceVersion: "{rng.randint(10000, 999999)}"\n  uid: {gen.uuid(rng)}\ntype: Opaque'
    )
    return text, [b1, b2], "yaml"


def docker_inspect(rng):
    pw, k = gen.password(rng), gen.token(rng, rng.choice(["anthropic", "openai", "hf"]))
    env = _env_noise(rng, 3) + [f"POSTGRES_PASSWORD={pw}", f"LLM_API_KEY={k}"]
    rng.shuffle(env)
    d = [
        {
            "Id": gen.hexs(rng, 64),
            "Config": {
                "Hostname": gen.hexs(rng, 12),
                "Env": env,
                "Image": f"registry.example.com/{gen.app(rng)}:1.4",
            },
        }
    ]
    return "$ docker inspect api\n" + json.dumps(d, indent=4), [pw, k], "docker"


def env_dump(rng):
    k = rng.choice(["GITHUB_TOKEN", "NPM_TOKEN", "HF_TOKEN", "OPENAI_API_KEY", "SLACK_BOT_TOKEN"])
    t = gen.token(
        rng,
        {
            "GITHUB_TOKEN": "gh",
            "NPM_TOKEN": "npm",
            "HF_TOKEN": "hf",
            "OPENAI_API_KEY": "openai",
            "SLACK_BOT_TOKEN": "slack",
        }[k],
    )
    lines = _env_noise(rng, 6) + [f"{k}={t}"]
    labels = [t]
    if rng.random() < 0.5:
        kid, sk = gen.aws_key_id(rng), gen.aws_secret(rng)
        lines += [f"AWS_ACCESS_KEY_ID={kid}", f"AWS_SECRET_ACCESS_KEY={sk}"]
        labels += [kid, sk]
    rng.shuffle(lines)
    return f"$ {rng.choice(['env', 'printenv', 'env | sort'])}\n" + "\n".join(lines), labels, "env"


def git_diff(rng):
    v = rng.choice([gen.token(rng), gen.password(rng)])
    f = rng.choice(["config/settings.py", "src/client.ts", "deploy/values.yaml", "app/config.rb"])
    line = {
        "config/settings.py": f'+API_KEY = "{v}"',
        "src/client.ts": f"+const apiKey = '{v}';",
        "deploy/values.yaml": f"+  apiKey: {v}",
        "app/config.rb": f'+  config.api_key = "{v}"',
    }[f]
    text = (
        f"diff --git a/{f} b/{f}\nindex {gen.hexs(rng, 7)}..{gen.hexs(rng, 7)} 100644\n--- a/{f}\n+++ b/{f}\n"
        f"@@ -{rng.randint(3, 80)},6 +{rng.randint(3, 80)},7 @@\n   timeout = 30\n-  # TODO key\n{line}\n   retries = 3"
    )
    return text, [v], "diff"


def stack_trace(rng):
    pw = gen.password(rng)
    h = gen.host(rng)
    if rng.random() < 0.5:
        text = (
            'Traceback (most recent call last):\n  File "/app/db.py", line 41, in connect\n'
            "    return psycopg.connect(dsn)\n"
            f'psycopg.OperationalError: connection to server at "{h}" ({gen.ip(rng)}), port 5432 failed: timeout\n'
            f"  dsn = 'host={h} dbname=orders user=app password={pw} sslmode=require'"
        )
        return text, [pw], "python"
    text = (
        "org.springframework.beans.factory.BeanCreationException: Error creating bean 'dataSource'\n"
        f"Caused by: java.sql.SQLException: Cannot connect to jdbc:sqlserver://{h}:1433;databaseName=ledger;user=sa;password={pw};encrypt=true\n"
        "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:490)"
    )
    return text, [pw], "java"


def debug_log(rng):
    pw, t = gen.password(rng), gen.token(rng)
    cfg = {
        "db": {"host": gen.host(rng), "user": "app", "password": pw},
        "api_token": t,
        "retries": 3,
    }
    text = f"{gen.stamp(rng)} DEBUG config.loader loaded settings: {json.dumps(cfg)}"
    if rng.random() < 0.5:
        text = f"{gen.stamp(rng)} DEBUG config.loader loaded settings: {cfg!r}"
    return text, [pw, t], "log"


def toml_file(rng):
    t = gen.token(rng, rng.choice(["gh", "gitlab", "npm"]))
    if rng.random() < 0.5:
        return f'# ~/.cargo/credentials.toml\n[registries.internal]\ntoken = "{t}"', [t], "toml"
    pw = gen.password(rng)
    text = f'[database]\nurl = "postgres://svc@{gen.host(rng)}/app"\npassword = "{pw}"\n\n[github]\ntoken = \'{t}\''
    return text, [pw, t], "toml"


def ini_file(rng):
    pw = gen.password(rng)
    kind = rng.random()
    if kind < 0.5:
        return (
            f"# ~/.my.cnf\n[client]\nuser=report\npassword={pw}\nhost={gen.host(rng)}",
            [pw],
            "ini",
        )
    return (
        f"[ODBC]\nDriver=PostgreSQL Unicode\nServername={gen.host(rng)}\nUID=etl\nPWD={pw}\nPort=5432",
        [pw],
        "ini",
    )


def properties(rng):
    pw, s = gen.password(rng), gen.alnum(rng, 32)
    text = (
        f"spring.datasource.url=jdbc:postgresql://{gen.host(rng)}:5432/shop\n"
        f"spring.datasource.username=shop\nspring.datasource.password={pw}\n"
        f"jwt.signing-key={s}\nserver.port=8080"
    )
    return text, [pw, s], "properties"


def xml_file(rng):
    pw = gen.password(rng)
    if rng.random() < 0.5:
        text = (
            "<settings>\n  <servers>\n    <server>\n      <id>internal-releases</id>\n"
            f"      <username>deployer</username>\n      <password>{pw}</password>\n    </server>\n  </servers>\n</settings>"
        )
        return text, [pw], "xml"
    text = (
        '<configuration>\n  <connectionStrings>\n    <add name="Main" connectionString="'
        f'Server={gen.host(rng)};Database=Sales;User Id=webapp;Password={pw};TrustServerCertificate=True" />\n'
        "  </connectionStrings>\n</configuration>"
    )
    return text, [pw], "xml"


def hcl_file(rng):
    pw, t = gen.password(rng), gen.token(rng, rng.choice(["gitlab", "gh"]))
    text = (
        f'variable "db_password" {{\n  type    = string\n  default = "{pw}"\n}}\n\n'
        f'provider "gitlab" {{\n  token = "{t}"\n}}'
    )
    return text, [pw, t], "hcl"


def npmrc(rng):
    t = gen.token(rng, "npm")
    if rng.random() < 0.5:
        return (
            f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\nalways-auth=true",
            [t],
            "npmrc",
        )
    b = gen.b64_of(f"ci:{gen.password(rng)}")
    return (
        f"@corp:registry=https://npm.corp.example/\n//npm.corp.example/:_auth={b}\n//registry.npmjs.org/:_authToken={t}",
        [b, t],
        "npmrc",
    )


def yarnrc(rng):
    t = gen.token(rng, rng.choice(["npm", "gh"]))
    text = f'nodeLinker: node-modules\nnpmScopes:\n  corp:\n    npmRegistryServer: "https://npm.pkg.example"\n    npmAuthToken: "{t}"'
    return text, [t], "yaml"


def pip_conf(rng):
    pw = gen.password(rng)
    text = f"[global]\nindex-url = https://build:{pw}@pypi.corp.example/simple\ntimeout = 60"
    return text, [pw], "ini"


def docker_config(rng):
    b = gen.b64_of(f"{gen.user(rng)}:{gen.password(rng)}")
    d = {"auths": {"registry.corp.example": {"auth": b}, "ghcr.io": {}}, "credsStore": "desktop"}
    return "$ cat ~/.docker/config.json\n" + json.dumps(d, indent="\t"), [b], "json"


def conn_string(rng):
    pw, h = gen.password(rng), gen.host(rng)
    forms = [
        f"mongodb+srv://app:{pw}@cluster0.{gen.alnum(rng, 5).lower()}.mongodb.example/orders?retryWrites=true&w=majority",
        f"amqps://worker:{pw}@{h}:5671/jobs",
        f"Server=tcp:{h},1433;Initial Catalog=crm;User ID=crm_app;Password={pw};Encrypt=True;",
        f"rediss://default:{pw}@{h}:6380/2",
        f"jdbc:postgresql://{h}:5432/ledger?user=ledger&password={pw}&ssl=true",
        f"jdbc:mysql://{h}:3306/cms?user=cms&password={pw}",
    ]
    return rng.choice(forms), [pw], "dsn"


def signed_url(rng):
    if rng.random() < 0.5:
        sig = gen.hexs(rng, 64)
        kid = gen.aws_key_id(rng)
        url = (
            f"https://bucket-logs.s3.eu-west-1.amazonaws.com/exports/{gen.uuid(rng)}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={kid}%2F20260304%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20260304T101500Z"
            f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        return f"curl -o report.csv '{url}'", [kid, sig], "url"
    t = gen.token(rng, rng.choice(["gh", "gitlab"]))
    return f"git clone https://oauth2:{t}@git.corp.example/platform/infra.git", [t], "url"


def webhook(rng):
    r = rng.random()
    if r < 0.35:
        s = gen.alnum(rng, 24)
        return (
            f"SLACK_WEBHOOK=https://hooks.slack.com/services/T{gen.chars(rng, gen.UPPER + gen.DIGITS, 10)}/B{gen.chars(rng, gen.UPPER + gen.DIGITS, 10)}/{s}",
            [s],
            "webhook",
        )
    if r < 0.65:
        s = gen.chars(rng, gen.B64URL, 68)
        return (
            f"curl -X POST -H 'Content-Type: application/json' https://discord.com/api/webhooks/{gen.digits(rng, 19)}/{s} -d '{{\"content\":\"deploy ok\"}}'",
            [s],
            "webhook",
        )
    k, t = gen.token(rng, "google"), gen.chars(rng, gen.B64URL, 43)
    url = (
        f"https://chat.googleapis.com/v1/spaces/AAAA{gen.alnum(rng, 7)}/messages?key={k}&token={t}"
    )
    return f'GCHAT_URL = "{url}"', [k, t], "webhook"


def otpauth(rng):
    s = gen.totp_seed(rng)
    if rng.random() < 0.6:
        return (
            f"otpauth://totp/Corp%20VPN:{gen.user(rng)}?secret={s}&issuer=Corp%20VPN&algorithm=SHA1&digits=6&period=30",
            [s],
            "otpauth",
        )
    spaced = " ".join(s[i : i + 4] for i in range(0, len(s), 4)).lower()
    return (
        f"Can't scan the QR code? Enter this key manually:\n{spaced}\nTime based: Yes",
        [spaced],
        "text",
    )


def private_key(rng):
    if rng.random() < 0.6:
        body = ["b3BlbnNzaC1rZXktdjEAAAAA" + gen.chars(rng, gen.B64, 46)] + gen.pem_lines(
            rng, rng.randint(4, 6), 70
        )
        text = (
            "-----BEGIN OPENSSH PRIVATE KEY-----\n"
            + "\n".join(body)
            + "\n-----END OPENSSH PRIVATE KEY-----"
        )
        return text, [b for b in body if len(b) >= 6], "pem"
    body = gen.pem_lines(rng, rng.randint(5, 8), 64)
    crc = "=" + gen.chars(rng, gen.B64, 4)
    text = (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(body)
        + f"\n{crc}\n-----END PGP PRIVATE KEY BLOCK-----"
    )
    return text, [b for b in body if len(b) >= 6], "pgp"


def pm_export(rng):
    labels = []
    if rng.random() < 0.5:
        rows = ["name,url,username,password,note"]
        for _ in range(rng.randint(2, 4)):
            pw = gen.password(rng)
            labels.append(pw)
            rows.append(f"{gen.service(rng)},https://{gen.host(rng)}/login,{gen.email(rng)},{pw},")
        return "\n".join(rows), labels, "csv"
    rows = [
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp"
    ]
    for _ in range(rng.randint(2, 3)):
        pw, s = gen.password(rng), gen.totp_seed(rng, 16)
        labels += [pw, s]
        rows.append(
            f"Work,,login,{gen.service(rng)},,,0,https://{gen.host(rng)},{gen.user(rng)},{pw},{s}"
        )
    return "\n".join(rows), labels, "csv"


def notebook(rng):
    t = gen.token(rng, rng.choice(["openai", "hf", "anthropic", "google"]))
    cell = {
        "cell_type": "code",
        "execution_count": rng.randint(1, 40),
        "metadata": {},
        "outputs": [
            {
                "name": "stdout",
                "output_type": "stream",
                "text": [f"using key {t}\n", "loaded 1200 rows\n"],
            }
        ],
        "source": ["import os\n", "key = os.environ['API_KEY']\n", "print('using key', key)"],
    }
    return json.dumps(cell, indent=1), [t], "ipynb"


def sql_hash(rng):
    forms = [
        lambda: (
            "$argon2id$v=19$m=65536,t=3,p=4$"
            + gen.chars(rng, gen.B64, 22)
            + "$"
            + gen.chars(rng, gen.B64, 43)
        ),
        lambda: "$2b$12$" + gen.chars(rng, gen.ALNUM + "./", 53),
        lambda: f"pbkdf2_sha256$870000${gen.alnum(rng, 22)}$" + gen.chars(rng, gen.B64, 43) + "=",
        lambda: (
            "SCRAM-SHA-256$4096:"
            + gen.chars(rng, gen.B64, 22)
            + "==$"
            + gen.chars(rng, gen.B64, 43)
            + "=:"
            + gen.chars(rng, gen.B64, 43)
            + "="
        ),
    ]
    labels, vals = [], []
    for _ in range(rng.randint(1, 3)):
        h = rng.choice(forms)()
        labels.append(h)
        vals.append(f"  ('{gen.uuid(rng)}', '{gen.email(rng)}', '{h}', '{gen.date(rng)}')")
    text = (
        "INSERT INTO users (id, email, password_hash, created_at) VALUES\n" + ",\n".join(vals) + ";"
    )
    return text, labels, "sql"


def split_value(rng):
    """A secret broken across lines or string pieces."""
    t = gen.token(rng, rng.choice(["stripe", "openai", "slack", "gh"]))
    cut = rng.randrange(8, len(t) - 8)
    a, b = t[:cut], t[cut:]
    form = rng.random()
    if form < 0.4:
        return f'API_KEY = (\n    "{a}"\n    "{b}"\n)', [a, b], "python"
    if form < 0.7:
        return f"const key = '{a}' +\n  '{b}';", [a, b], "javascript"
    return f"token: >-\n  {a}\n  {b}", [a, b], "yaml"


def odd_key(rng):
    """A value under a name that says nothing about secrets."""
    v = rng.choice([gen.password(rng, 16, 24), gen.alnum(rng, 32), gen.hexs(rng, 40)])
    k = rng.choice(
        ["x", "blob", "k2", "salt_and_pepper", "the_thing", "magic", "open_sesame", "phrase"]
    )
    fmt = rng.choice(["yaml", "json", "env"])
    if fmt == "yaml":
        return f"service:\n  name: {gen.app(rng)}\n  {k}: {v}\n  replicas: 2", [v], "yaml"
    if fmt == "json":
        return json.dumps({"name": gen.app(rng), k: v, "replicas": 2}), [v], "json"
    return f"APP_NAME={gen.app(rng)}\n{k.upper()}={v}", [v], "dotenv"


def curl_header(rng):
    t = rng.choice([gen.token(rng), gen.jwt(rng)])
    h = rng.choice(
        ["Authorization: Bearer ", "X-Api-Key: ", "PRIVATE-TOKEN: ", "Authorization: token "]
    )
    return (
        f"$ curl -sS -H '{h}{t}' https://{gen.host(rng, 'api')}/v2/projects | jq '.[0].id'\n{rng.randint(1, 9999)}",
        [t],
        "shell",
    )


def cli_plain(rng):
    """A command that prints one value and nothing that names it on the output line."""
    v = rng.choice([gen.password(rng), gen.token(rng), gen.alnum(rng, 40)])
    cmd = rng.choice(
        [
            "doppler secrets get DB_PASSWORD --plain",
            f"heroku config:get SECRET_KEY_BASE -a {gen.app(rng)}",
            "vault kv get -field=password secret/prod/db",
            "op read 'op://Infra/staging-db/password'",
            "aws secretsmanager get-secret-value --secret-id prod/api --query SecretString --output text",
            "kubectl get secret app-creds -o jsonpath='{.data.token}' | base64 -d; echo",
            "fly ssh console -C 'printenv API_KEY'",
        ]
    )
    return f"{rng.choice(['$', '❯', '%'])} {cmd}\n{v}", [v], "shell"


FAMILIES = {
    "cli_plain": cli_plain,
    "gh_cli": gh_cli,
    "vercel_env": vercel_env,
    "fly_secrets": fly_secrets,
    "supabase_status": supabase_status,
    "stripe_cli": stripe_cli,
    "doppler": doppler,
    "heroku_config": heroku_config,
    "railway_vars": railway_vars,
    "netlify_env": netlify_env,
    "az_cli": az_cli,
    "gcloud": gcloud,
    "aws_cli": aws_cli,
    "k8s_secret": k8s_secret,
    "docker_inspect": docker_inspect,
    "env_dump": env_dump,
    "git_diff": git_diff,
    "stack_trace": stack_trace,
    "debug_log": debug_log,
    "toml": toml_file,
    "ini": ini_file,
    "properties": properties,
    "xml": xml_file,
    "hcl": hcl_file,
    "npmrc": npmrc,
    "yarnrc": yarnrc,
    "pip_conf": pip_conf,
    "docker_config": docker_config,
    "conn_string": conn_string,
    "signed_url": signed_url,
    "webhook": webhook,
    "otpauth": otpauth,
    "private_key": private_key,
    "pm_export": pm_export,
    "notebook": notebook,
    "sql_hash": sql_hash,
    "split_value": split_value,
    "odd_key": odd_key,
    "curl_header": curl_header,
}
SEEN_HARD = {
    "cli_plain",
    "k8s_secret",
    "docker_config",
    "sql_hash",
    "split_value",
    "odd_key",
    "otpauth",
    "pm_export",
}


def rows(rng, n):
    fams = sorted(FAMILIES)
    out = []
    for i in range(n):
        fam = fams[i % len(fams)]
        text, labels, lang = FAMILIES[fam](rng)
        out.append({"text": text, "secrets": labels, "family": fam, "lang": lang})
    return out
