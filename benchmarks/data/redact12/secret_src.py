"""Secret-row templates for source files (many languages) and split or escaped forms."""

from __future__ import annotations

import json
import random

from secret_rows import opaque_token, prefixed_token
from values import (
    ALNUM,
    any_password,
    aws_key_pair,
    b64text,
    chars,
    hexs,
    host,
    jwt,
    name,
    pick,
    user,
    word,
)


def _cred(r: random.Random) -> str:
    return pick(
        r,
        (
            lambda: prefixed_token(r)[1],
            lambda: opaque_token(r),
            lambda: any_password(r).replace("\\", ""),
        ),
    )()


def src_python(r: random.Random):
    v = _cred(r).replace("'", "")
    var = pick(r, ("API_KEY", "token", "SECRET", "pw", "auth", "_k"))
    text = f"import requests\n\n{var} = '{v}'\nresp = requests.get('https://api.{word(r)}.io/v1/items', headers={{'X-Auth': {var}}})\n"
    return text, [v], "python"


def src_js(r: random.Random):
    v = _cred(r).replace("'", "").replace("`", "")
    text = f"const client = new {word(r).capitalize()}Client({{\n  baseUrl: 'https://{host(r)}',\n  apiKey: '{v}',\n  timeout: 5000,\n}});\n"
    return text, [v], "javascript"


def src_ts(r: random.Random):
    v = _cred(r).replace('"', "")
    text = f'export const config = {{\n  region: "eu-west-1",\n  credentials: {{ secret: "{v}" }},\n}} as const;\n'
    return text, [v], "typescript"


def src_go(r: random.Random):
    kid, sec = aws_key_pair(r)
    text = (
        f'sess := session.Must(session.NewSession(&aws.Config{{\n\tRegion:      aws.String("us-east-1"),\n'
        f'\tCredentials: credentials.NewStaticCredentials("{kid}", "{sec}", ""),\n}}))\n'
    )
    return text, [kid, sec], "go"


def src_java(r: random.Random):
    pw = any_password(r).replace('"', "")
    text = (
        f'DataSource ds = DataSourceBuilder.create()\n    .url("jdbc:postgresql://{host(r)}/{word(r)}")\n'
        f'    .username("{user(r)}")\n    .password("{pw}")\n    .build();\n'
    )
    return text, [pw], "java"


def src_ruby(r: random.Random):
    v = _cred(r).replace("'", "")
    text = f"Stripe.api_key = ENV.fetch('STRIPE_KEY', '{v}')\nStripe::Charge.list(limit: 3)\n"
    return text, [v], "ruby"


def src_php(r: random.Random):
    pw = any_password(r).replace("'", "").replace("$", "S")
    text = f"<?php\n$pdo = new PDO('mysql:host={host(r)};dbname={word(r)}', '{user(r)}', '{pw}');\n"
    return text, [pw], "php"


def src_csharp(r: random.Random):
    pw = any_password(r).replace('"', "").replace(";", "")
    text = f'var conn = new SqlConnection("Server={host(r)};Database={word(r)};User Id={user(r)};Password={pw};TrustServerCertificate=True");\n'
    return text, [pw], "csharp"


def src_rust(r: random.Random):
    v = _cred(r).replace('"', "")
    text = f'let client = reqwest::Client::new();\nlet res = client\n    .get("https://{host(r)}/v1/jobs")\n    .bearer_auth("{v}")\n    .send()\n    .await?;\n'
    return text, [v], "rust"


def src_kotlin(r: random.Random):
    v = _cred(r).replace('"', "").replace("$", "S")
    text = f'object Keys {{\n    const val MAPS = "{v}"\n    const val ENDPOINT = "https://{host(r)}"\n}}\n'
    return text, [v], "kotlin"


def src_swift(r: random.Random):
    v = _cred(r).replace('"', "").replace("\\", "")
    text = f'let headers: HTTPHeaders = [\n    "Authorization": "Token {v}",\n    "Accept": "application/json"\n]\n'
    return text, [v], "swift"


def src_shell(r: random.Random):
    v = _cred(r).replace("'", "")
    text = f"#!/usr/bin/env bash\nset -euo pipefail\nexport {pick(r, ('VAULT_TOKEN', 'GH_TOKEN', 'HCLOUD_TOKEN', 'CF_API_TOKEN'))}='{v}'\n./deploy.sh {word(r)}\n"
    return text, [v], "shell"


def src_sql(r: random.Random):
    pw = any_password(r).replace("'", "")
    text = f"CREATE USER {user(r)} WITH LOGIN PASSWORD '{pw}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO {user(r)};\n"
    return text, [pw], "sql"


def src_split_concat(r: random.Random):
    """A token split into string pieces (hard: no piece looks like a whole token)."""
    tok = opaque_token(r) + chars(r, ALNUM, 8)
    k = r.randrange(3)
    n = len(tok)
    c1, c2 = n // 3 + r.randrange(3), 2 * n // 3
    a, b, c = tok[:c1], tok[c1:c2], tok[c2:]
    if k == 0:
        text = f'TOKEN = (\n    "{a}"\n    "{b}"\n    "{c}"\n)\n'
        lang = "python"
    elif k == 1:
        text = f'const token = "{a}" +\n  "{b}" +\n  "{c}";\n'
        lang = "javascript"
    else:
        text = f"KEY={a}\\\n{b}\\\n{c}\n"
        lang = "shell"
    return text, [a, b, c], lang


def escaped_json(r: random.Random):
    """A credential inside JSON that is itself a string (hard: escaped quotes)."""
    pw = any_password(r).replace("\\", "")
    inner = json.dumps({"user": user(r), "password": pw, "host": host(r)})
    text = json.dumps({"level": "debug", "msg": "loaded config", "raw": inner}) + "\n"
    return text, [pw], "json"


def table_cell_md(r: random.Random):
    """A markdown table of environments (hard: header 'value', no key name)."""
    rows, secrets = [], []
    for env in ("dev", "staging", "prod")[: r.randrange(2, 4)]:
        v = any_password(r).replace("|", "")
        secrets.append(v)
        rows.append(f"| {env} | {host(r)} | {user(r)} | {v} |")
    text = "| env | host | user | value |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"
    return text, secrets, "markdown"


def yaml_compose(r: random.Random):
    pw = any_password(r).replace("$", "S")
    k = pick(
        r,
        (
            "POSTGRES_PASSWORD",
            "MYSQL_ROOT_PASSWORD",
            "RABBITMQ_DEFAULT_PASS",
            "MINIO_ROOT_PASSWORD",
            "KC_DB_PASSWORD",
        ),
    )
    text = f'services:\n  db:\n    image: {word(r)}:16\n    environment:\n      - {k}={pw}\n    ports:\n      - "5432:5432"\n'
    return text, [pw], "yaml"


def helm_values(r: random.Random):
    v = _cred(r).replace('"', "")
    text = (
        f'auth:\n  existingSecret: ""\n  rootPassword: "{v}"\nreplicaCount: {r.randrange(1, 5)}\n'
    )
    return text, [v], "yaml"


def base64_basic_in_code(r: random.Random):
    blob = b64text(f"{user(r)}:{any_password(r)}")
    text = f'headers = {{"Authorization": "Basic {blob}"}}\n'
    return text, [blob], "python"


def cookie_header_request(r: random.Random):
    tok = jwt(r)
    text = f"curl 'https://{word(r)}.app/graphql' -H 'cookie: lang=en; access_token={tok}' --data-raw '{{\"query\":\"{{me{{id}}}}\"}}'\n"
    return text, [tok], "shell"


def hex_key_assignment(r: random.Random):
    """A 32-byte hex key under a neutral name (hard)."""
    v = hexs(r, 64)
    var = pick(r, ("cookie_key", "FERNET", "aes_material", "K", "signing"))
    text = f'{var} = bytes.fromhex("{v}")\n'
    return text, [v], "python"


def django_secret(r: random.Random):
    v = (
        "django-insecure-" + chars(r, ALNUM + "!@#%^&*(-_=+)", 50)
        if r.random() < 0.3
        else chars(r, ALNUM + "!@#%^&*(-_=+)", 50)
    )
    text = f"# settings.py\nDEBUG = False\nSECRET_KEY = '{v}'\nALLOWED_HOSTS = ['{host(r)}']\n"
    return text, [v], "python"


def vault_token_out(r: random.Random):
    tok = "hvs." + chars(r, ALNUM + "_-", 90)
    text = (
        f"$ vault login -method=userpass username={user(r)}\nKey                    Value\n---                    -----\n"
        f"token                  {tok}\ntoken_accessor         {chars(r, ALNUM, 24)}\ntoken_duration         768h\n"
    )
    # token_accessor is an identifier, not usable to authenticate: not labelled.
    return text, [tok], "shell-output"


def name_for(r: random.Random) -> str:
    """Re-export for callers wanting a project name."""
    return name(r)
