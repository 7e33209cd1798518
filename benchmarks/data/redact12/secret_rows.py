"""Secret-row templates: credentials inside the tool output and files an agent reads.

Each maker takes the shared rng and returns ``(text, secrets, lang)``; ``secrets``
follows the label rules in README.md (smallest string that is the credential).
"""

from __future__ import annotations

import json
import random

from values import (
    ALNUM,
    DIGITS,
    LOWER,
    acct,
    alnum,
    any_password,
    aws_key_pair,
    b64,
    b64text,
    b64url,
    chars,
    date,
    email,
    hexs,
    host,
    jwt,
    name,
    password,
    pem_lines,
    person,
    pick,
    sha1,
    sha256,
    ts,
    user,
    uuid4,
    word,
)

KEY_NAMES = (
    "DB_PASSWORD",
    "POSTGRES_PASSWORD",
    "API_KEY",
    "SECRET_KEY",
    "STRIPE_SECRET",
    "AUTH_TOKEN",
    "REDIS_PASS",
    "SMTP_PASSWORD",
    "JWT_SECRET",
    "SESSION_SECRET",
    "ENCRYPTION_KEY",
    "CLIENT_SECRET",
    "ACCESS_TOKEN",
    "PRIVATE_TOKEN",
    "SIGNING_KEY",
    "MASTER_KEY",
)
# Key names under which a vendor-prefixed token is plausible.
PREFIXED_OK = ("API_KEY", "AUTH_TOKEN", "ACCESS_TOKEN", "PRIVATE_TOKEN", "CLIENT_SECRET")
# Key names a rule list keyed on "password/secret/token/key" would not contain.
ODD_KEY_NAMES = (
    "DB_PW",
    "PGPASS",
    "MYSQL_PWD",
    "CREDS",
    "AUTH_BLOB",
    "LOGIN_PHRASE",
    "ADMIN_PASSCODE",
    "BROKER_PASSPHRASE",
    "HMAC_SALT_VALUE",
    "KENNWORT",
    "MOT_DE_PASSE",
    "CONTRASENA",
    "SIFRE",
    "PAROLA",
    "HASLO",
    "SALASANA",
    "UPSTREAM_BEARER",
    "SVC_CRED",
    "PW",
    "PASS",
)


def tok_github(r: random.Random) -> str:
    """GitHub token with a public prefix."""
    p = pick(r, ("ghp_", "gho_", "ghs_", "ghu_", "ghr_"))
    if r.random() < 0.2:
        return "github_pat_" + chars(r, ALNUM, 22) + "_" + chars(r, ALNUM, 59)
    return p + chars(r, ALNUM, 36)


def prefixed_token(r: random.Random) -> tuple[str, str]:
    """(service, token) for a public token prefix."""
    k = r.randrange(14)
    if k == 0:
        return "github", tok_github(r)
    if k == 1:
        return "gitlab", "glpat-" + chars(r, ALNUM + "-_", 20)
    if k == 2:
        return "slack", pick(
            r, ("xoxb-", "xoxp-")
        ) + f"{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**12)}-" + chars(r, ALNUM, 24)
    if k == 3:
        return "stripe", pick(r, ("sk_live_", "rk_live_")) + chars(r, ALNUM, r.randrange(24, 99))
    if k == 4:
        return "openai", "sk-proj-" + chars(r, ALNUM + "-_", 48)
    if k == 5:
        return "anthropic", "sk-ant-api03-" + chars(r, ALNUM + "-_", 86) + "AA"
    if k == 6:
        return "npm", "npm_" + chars(r, ALNUM, 36)
    if k == 7:
        return "pypi", "pypi-AgEIcHlwaS5vcmc" + chars(r, ALNUM + "-_", 60)
    if k == 8:
        return "huggingface", "hf_" + chars(r, ALNUM, 34)
    if k == 9:
        return "sendgrid", "SG." + chars(r, ALNUM + "-_", 22) + "." + chars(r, ALNUM + "-_", 43)
    if k == 10:
        return "digitalocean", "dop_v1_" + hexs(r, 64)
    if k == 11:
        return "shopify", pick(r, ("shpat_", "shpss_")) + hexs(r, 32)
    if k == 12:
        return "google", "AIza" + chars(r, ALNUM + "-_", 35)
    return "twilio", "SK" + hexs(r, 32)


def opaque_token(r: random.Random) -> str:
    """A prefix-less credential: hex, base64 or alnum."""
    k = r.randrange(3)
    return (
        hexs(r, pick(r, (32, 40, 64)))
        if k == 0
        else b64url(r, pick(r, (24, 32, 48)))
        if k == 1
        else alnum(r, pick(r, (24, 32, 40)))
    )


# ---------------------------------------------------------------- git
def git_diff_env(r: random.Random):
    key = pick(r, KEY_NAMES + ODD_KEY_NAMES)
    val = any_password(r) if "PASS" in key or "PW" in key else opaque_token(r)
    sign = pick(r, ("+", "+", "-"))
    a, b = hexs(r, 7), hexs(r, 7)
    text = (
        f"diff --git a/.env b/.env\nindex {a}..{b} 100644\n--- a/.env\n+++ b/.env\n"
        f"@@ -3,6 +3,7 @@ APP_ENV=staging\n LOG_LEVEL=info\n PORT={r.randrange(3000, 9000)}\n"
        f"{sign}{key}={val}\n FEATURE_{word(r).upper()}=true\n"
    )
    return text, [val], "diff"


def git_show_aws(r: random.Random):
    kid, sec = aws_key_pair(r)
    sha = sha1(r)
    who = person(r)
    text = (
        f"commit {sha}\nAuthor: {who} <{email(r)}>\nDate:   Tue {date(r)} 14:{r.randrange(60):02d}\n\n"
        f"    wire up {pick(r, ('s3 upload', 'sqs consumer', 'backup job'))}\n\n"
        f"diff --git a/config/{word(r)}.yml b/config/{word(r)}.yml\n@@ -1,3 +1,5 @@\n"
        f" region: {pick(r, ('us-east-1', 'eu-west-1'))}\n+aws_access_key_id: {kid}\n+aws_secret_access_key: {sec}\n"
    )
    return text, [kid, sec], "diff"


def git_log_token_in_msg(r: random.Random):
    svc, tok = prefixed_token(r)
    text = (
        f"{hexs(r, 7)} (HEAD -> main) fix {svc} client retry\n"
        f"{hexs(r, 7)} temp: hardcode {svc} token {tok} until vault works\n"
        f"{hexs(r, 7)} bump deps\n"
    )
    return text, [tok], "git-log"


def git_remote_url(r: random.Random):
    pw = any_password(r, url_safe=True) if r.random() < 0.5 else tok_github(r)
    u = user(r)
    text = (
        f"$ git remote -v\norigin\thttps://{u}:{pw}@git.{word(r)}.{pick(r, ('io', 'dev'))}/{name(r)}/{name(r)}.git (fetch)\n"
        f"origin\thttps://{u}:{pw}@git.{word(r)}.io/{name(r)}.git (push)\n"
    )
    return text, [pw], "shell-output"


def git_credentials_file(r: random.Random):
    tok = "glpat-" + chars(r, ALNUM + "-_", 20) if r.random() < 0.5 else tok_github(r)
    text = f"$ cat ~/.git-credentials\nhttps://{user(r)}:{tok}@{pick(r, ('github.com', 'gitlab.com'))}\n"
    return text, [tok], "shell-output"


# ---------------------------------------------------------------- CI
def gha_log(r: random.Random):
    svc, tok = prefixed_token(r)
    step = pick(r, ("Publish", "Deploy preview", "Upload coverage", "Notify"))
    text = (
        f"2026-{r.randrange(1, 12):02d}-{r.randrange(1, 28):02d}T10:{r.randrange(60):02d}:11.{r.randrange(1000000):07d}Z ##[group]Run {step}\n"
        f'  curl -sS -X POST -H "Authorization: Bearer {tok}" https://api.{word(r)}.io/v1/{word(r)}\n'
        f"  shell: /usr/bin/bash -e {{0}}\n##[endgroup]\n"
    )
    return text, [tok], "ci-log"


def gitlab_ci_log(r: random.Random):
    pw = password(r)
    text = (
        f"Running with gitlab-runner 17.{r.randrange(9)}.{r.randrange(4)} (...)\n"
        f"$ export CI_REGISTRY_PASSWORD={pw}\n"
        f'$ echo "$CI_REGISTRY_PASSWORD" | docker login -u {user(r)} --password-stdin registry.{word(r)}.io\n'
        f"Login Succeeded\n"
    )
    return text, [pw], "ci-log"


def buildkite_log(r: random.Random):
    tok = opaque_token(r)
    text = (
        f"~~~ :pipeline: Running plugin docker-compose\n"
        f"$ buildkite-agent meta-data set deploy-token {tok}\n"
        f"^^^ +++\n:white_check_mark: step {name(r)} passed in {r.randrange(20, 400)}s\n"
    )
    return text, [tok], "ci-log"


def jenkins_log(r: random.Random):
    pw = any_password(r)
    u = user(r)
    flag = pick(r, (f"-p{pw}", f"--password={pw}", f"--password '{pw}'", f'-P "{pw}"'))
    tool = pick(r, ("mysql", "mvn deploy", "psql", "sqlcmd"))
    text = (
        f"[Pipeline] sh\n+ {tool} -u {u} {flag} -h {host(r)}\n"
        f"[Pipeline] }}\n[Pipeline] // stage\nFinished: {pick(r, ('SUCCESS', 'FAILURE'))}\n"
    )
    return text, [pw], "ci-log"


def ci_wrapped_token(r: random.Random):
    """A long token wrapped by the log viewer: each piece is its own label."""
    tok = jwt(r)
    cut = r.randrange(40, len(tok) - 30)
    a, b = tok[:cut], tok[cut:]
    text = f"[deploy] using token: {a}\n{b}\n[deploy] POST /releases 201 Created\n"
    return text, [a, b], "ci-log"


# ---------------------------------------------------------------- docker
def docker_inspect_env(r: random.Random):
    key = pick(r, KEY_NAMES + ODD_KEY_NAMES)
    val = any_password(r)
    text = json.dumps(
        [
            {
                "Id": sha256(r),
                "Config": {
                    "Image": f"{name(r)}:{r.randrange(1, 40)}",
                    "Env": ["PATH=/usr/local/bin:/usr/bin", f"{key}={val}", "TZ=UTC"],
                },
            }
        ],
        indent=2,
    )
    return text, [val], "json"


def docker_config_auth(r: random.Random):
    u, pw = user(r), any_password(r)
    blob = b64text(f"{u}:{pw}")
    reg = pick(
        r,
        (
            "registry.gitlab.com",
            f"registry.{word(r)}.io",
            "ghcr.io",
            f"{acct(r)}.dkr.ecr.eu-west-1.amazonaws.com",
        ),
    )
    text = "$ cat ~/.docker/config.json\n" + json.dumps(
        {"auths": {reg: {"auth": blob}}, "credsStore": ""}, indent=2
    )
    return text, [blob], "json"


def docker_build_arg(r: random.Random):
    svc, tok = prefixed_token(r)
    text = (
        f"$ docker buildx build --build-arg {svc.upper()}_TOKEN={tok} -t {name(r)}:dev .\n"
        f"[+] Building {r.randrange(2, 90)}.{r.randrange(10)}s (12/12) FINISHED\n"
        f" => [internal] load build definition from Dockerfile\n"
    )
    return text, [tok], "shell-output"


# ---------------------------------------------------------------- kubernetes
def kubectl_secret(r: random.Random):
    u, pw = user(r), any_password(r)
    bu, bp = b64text(u), b64text(pw)
    extra = b64text(opaque_token(r))
    text = (
        f"apiVersion: v1\ndata:\n  password: {bp}\n  username: {bu}\n  api-token: {extra}\n"
        f"kind: Secret\nmetadata:\n  name: {name(r)}-creds\n  namespace: {word(r)}\n"
        f"  uid: {uuid4(r)}\ntype: Opaque\n"
    )
    # username base64 is also a Secret data: value: whole value labelled per the brief.
    return text, [bp, bu, extra], "yaml"


def kubectl_describe_env(r: random.Random):
    pw = any_password(r)
    text = (
        f"Containers:\n  {word(r)}:\n    Container ID:  containerd://{sha256(r)}\n"
        f"    Image:         {name(r)}:{r.randrange(1, 50)}\n    Environment:\n"
        f"      DATABASE_HOST:  {host(r)}\n      DATABASE_PASS:  {pw}\n"
        f"      API_TOKEN:      <set to the key 'token' in secret '{name(r)}'>  Optional: false\n"
    )
    return text, [pw], "k8s-output"


def kube_config_token(r: random.Random):
    tok = (
        jwt(r)
        if r.random() < 0.5
        else f"{chars(r, LOWER + DIGITS, 6)}.{chars(r, LOWER + DIGITS, 16)}"
    )
    text = (
        f"users:\n- name: {word(r)}-admin\n  user:\n    token: {tok}\n"
        f"contexts:\n- context:\n    cluster: {word(r)}\n    user: {word(r)}-admin\n"
    )
    return text, [tok], "yaml"


# ---------------------------------------------------------------- terraform / cloud
def terraform_plan(r: random.Random):
    pw = any_password(r)
    text = (
        f'  # aws_db_instance.{word(r)} will be created\n  + resource "aws_db_instance" "{word(r)}" {{\n'
        f'      + engine            = "postgres"\n      + id                = (known after apply)\n'
        f'      + password          = "{pw}"\n      + username          = "{user(r)}"\n    }}\n'
    )
    return text, [pw], "terraform"


def terraform_state(r: random.Random):
    key = pick(r, ("master_password", "admin_password", "auth_token", "primary_access_key"))
    val = (
        any_password(r)
        if "password" in key
        else b64(r, 64)
        if "access_key" in key
        else opaque_token(r)
    )
    text = (
        f'$ terraform state show azurerm_{word(r)}.main\nresource "azurerm_{word(r)}" "main" {{\n'
        f'    id       = "/subscriptions/{uuid4(r)}/resourceGroups/rg-{word(r)}"\n'
        f'    {key} = "{val}"\n    location = "westeurope"\n}}\n'
    )
    return text, [val], "terraform"


def aws_create_key(r: random.Random):
    kid, sec = aws_key_pair(r)
    text = (
        "$ aws iam create-access-key --user-name "
        + user(r)
        + "\n"
        + json.dumps(
            {
                "AccessKey": {
                    "UserName": user(r),
                    "AccessKeyId": kid,
                    "Status": "Active",
                    "SecretAccessKey": sec,
                    "CreateDate": ts(r),
                }
            },
            indent=4,
        )
    )
    return text, [kid, sec], "json"


def aws_sts(r: random.Random):
    kid, sec = aws_key_pair(r, temp=True)
    token = "IQoJb3JpZ2luX2Vj" + b64(r, r.randrange(250, 420))
    text = json.dumps(
        {
            "Credentials": {
                "AccessKeyId": kid,
                "SecretAccessKey": sec,
                "SessionToken": token,
                "Expiration": ts(r),
            },
            "AssumedRoleUser": {"Arn": f"arn:aws:sts::{acct(r)}:assumed-role/{word(r)}/{user(r)}"},
        },
        indent=2,
    )
    return text, [kid, sec, token], "json"


def aws_credentials_file(r: random.Random):
    kid, sec = aws_key_pair(r)
    text = f"$ cat ~/.aws/credentials\n[{word(r)}]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-west-1\n"
    return text, [kid, sec], "ini"


def gcloud_sa_key(r: random.Random):
    pem, lines = pem_lines(r, "PKCS8")
    proj = f"{word(r)}-{r.randrange(100000, 999999)}"
    body = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": hexs(r, 40),
        "private_key": pem + "\n",
        "client_email": f"{word(r)}@{proj}.iam.gserviceaccount.com",
        "client_id": str(r.randrange(10**20, 10**21)),
    }
    text = json.dumps(body, indent=2)
    return text, lines, "json"


def az_sp(r: random.Random):
    pw = chars(r, ALNUM + "~._-", 3) + "8Q~" + chars(r, ALNUM + "~._-", 34)
    text = (
        "$ az ad sp create-for-rbac --name "
        + name(r)
        + "\n"
        + json.dumps(
            {"appId": uuid4(r), "displayName": name(r), "password": pw, "tenant": uuid4(r)},
            indent=2,
        )
    )
    return text, [pw], "json"


def azure_conn_string(r: random.Random):
    key = b64(r, 64)
    text = f'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName={word(r)}{r.randrange(100, 999)};AccountKey={key};EndpointSuffix=core.windows.net"\n'
    return text, [key], "dotenv"


def azure_sas(r: random.Random):
    sig = b64(r, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    text = (
        f"GET https://{word(r)}store.blob.core.windows.net/{word(r)}/{word(r)}.parquet?sv=2022-11-02&ss=b&srt=o&sp=r"
        f"&se={date(r)}T00:00:00Z&spr=https&sig={sig} HTTP/1.1\n200 OK\n"
    )
    return text, [sig], "http"
