"""rows_secret templates, part 1 of 3 (split only to keep modules small)."""

import json

from gen_util import KEYNAMES


def git_diff_env(g):
    kind, tok = g.token()
    key = g.pick(["GH", "CI", "BOT", "DEPLOY", "RELEASE", "SYNC"]) + "_" + g.pick(KEYNAMES)
    sha1, sha2 = g.hex(7), g.hex(7)
    t = (
        f"diff --git a/.env b/.env\nindex {sha1}..{sha2} 100644\n--- a/.env\n+++ b/.env\n"
        f"@@ -3,4 +3,5 @@ LOG_LEVEL=info\n PORT=8080\n-{key}=\n+{key}={tok}\n TZ=UTC\n"
    )
    return t, [tok], "diff"


def git_show_yaml(g):
    pw = g.pw_plain()
    t = (
        f"commit {g.sha1()}\nAuthor: {g.name()} <{g.name()}@{g.host()}>\nDate:   Tue Mar 3 "
        f"10:{g.n(10, 59)}:01 2026 +0100\n\n    wire staging db\n\ndiff --git a/config/"
        f"staging.yml b/config/staging.yml\n@@ -1,6 +1,9 @@\n database:\n   host: {g.host()}\n"
        f"+  username: {g.user()}\n+  password: {pw}\n   pool: 10\n"
    )
    return t, [pw], "yaml"


def git_log_npmrc(g):
    tok = "npm_" + g.alnum(36)
    t = (
        f"$ git log -p -1 -- .npmrc\ncommit {g.sha1()}\n\n    ci: publish from runner\n\n"
        f"+@{g.name()}:registry=https://npm.pkg.{g.host()}/\n"
        f"+//registry.npmjs.org/:_authToken={tok}\n+always-auth=true\n"
    )
    return t, [tok], "ini"


def gha_log(g):
    kind, tok = g.token()
    t = (
        f"2026-03-0{g.n(1, 9)}T08:1{g.n(0, 9)}:22.{g.digits(7)}Z ##[group]Run curl -sf -X POST \\\n"
        f'  -H "Authorization: token {tok}" \\\n  https://api.github.com/repos/{g.name()}/'
        f"{g.word()}/dispatches\n##[endgroup]\n"
    )
    return t, [tok], "ci-log"


def gha_debug_eval(g):
    kind, tok = g.token()
    t = (
        f"##[debug]Evaluating: env.{g.pick(KEYNAMES)}\n##[debug]Evaluating Index:\n"
        f"##[debug]..Evaluating env:\n##[debug]..=> Object\n##[debug]=> '{tok}'\n"
        f"##[debug]Result: '{tok}'\n"
    )
    return t, [tok], "ci-log"


def gitlab_docker_login(g):
    pw = g.pw()
    reg = f"registry.{g.host()}"
    t = (
        f"$ docker login -u {g.user()} -p '{pw}' {reg}\nWARNING! Using --password via the CLI "
        f"is insecure. Use --password-stdin.\nLogin Succeeded\n$ docker push {reg}/"
        f"{g.word()}:{g.hex(8)}\n"
    )
    return t, [pw], "ci-log"


def jenkins_sshpass(g):
    pw = g.pw_plain()
    t = (
        f"[Pipeline] sh\n+ sshpass -p {pw} ssh -o StrictHostKeyChecking=no {g.user()}@"
        f"{g.ip()} 'systemctl restart {g.word()}'\n[Pipeline] }}\n"
    )
    return t, [pw], "ci-log"


def buildkite_env(g):
    kind, tok = g.token()
    t = (
        f"~~~ Preparing working directory\n$ cd /var/lib/buildkite-agent/builds/{g.name()}\n"
        f"~~~ Running global environment hook\n$ env | sort\nBUILDKITE_BRANCH=main\n"
        f"BUILDKITE_BUILD_ID={g.uuid()}\nBUILDKITE_COMMIT={g.sha1()}\n"
        f"{g.pick(['RELEASE', 'PUBLISH', 'REGISTRY'])}_{g.pick(KEYNAMES)}={tok}\n"
    )
    return t, [tok], "ci-log"


def docker_inspect_env(g):
    pw = g.pw_plain()
    t = json.dumps(
        [
            {
                "Id": g.sha256(),
                "Config": {
                    "Env": [
                        "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",
                        f"POSTGRES_USER={g.user()}",
                        f"POSTGRES_PASSWORD={pw}",
                        "PGDATA=/var/lib/postgresql/data",
                    ],
                    "Image": f"postgres@sha256:{g.sha256()}",
                },
            }
        ],
        indent=4,
    )
    return t, [pw], "json"


def docker_config_auth(g):
    auth = g.basic(g.user(), g.pw())
    t = json.dumps(
        {
            "auths": {f"registry.{g.host()}": {"auth": auth}},
            "credsStore": "",
            "currentContext": "default",
        },
        indent="\t",
    )
    return "$ cat ~/.docker/config.json\n" + t, [auth], "json"


def docker_history_buildarg(g):
    tok = "npm_" + g.alnum(36)
    t = (
        f"$ docker history --no-trunc {g.word()}:latest\nIMAGE          CREATED BY\n"
        f"sha256:{g.sha256()}   |1 NPM_TOKEN={tok} /bin/sh -c npm ci --omit=dev\n"
        f"<missing>      /bin/sh -c #(nop) ARG NPM_TOKEN\n"
    )
    return t, [tok], "shell"


def k8s_secret_yaml(g):
    vals = [g.b64(g.n(12, 30)) for _ in range(g.n(1, 3))]
    keys = ["password", "api-key", "token", "client-secret"]
    data = "\n".join(f"  {keys[i]}: {v}" for i, v in enumerate(vals))
    t = (
        f"$ kubectl get secret {g.word()}-creds -o yaml\napiVersion: v1\ndata:\n{data}\n"
        f"kind: Secret\nmetadata:\n  name: {g.word()}-creds\n  namespace: {g.word()}\n"
        f'  uid: {g.uuid()}\n  resourceVersion: "{g.digits(7)}"\ntype: Opaque\n'
    )
    return t, vals, "yaml"


def k8s_describe_literal(g):
    pw = g.pw_plain()
    t = (
        f"Containers:\n  api:\n    Container ID:   containerd://{g.sha256()}\n"
        f"    Environment:\n      LOG_LEVEL:    debug\n      REDIS_URL:    redis://{g.host()}:6379\n"
        f"      REDIS_PASSWORD:  {pw}\n      DB_PASSWORD:  <set to the key 'pw' in secret 'db'>\n"
    )
    return t, [pw], "kubectl"


def tf_plan_password(g):
    pw = g.pw_plain()
    t = (
        f'  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {{\n'
        f"      + allocated_storage = 50\n      + arn               = (known after apply)\n"
        f'      + engine            = "postgres"\n      + password          = "{pw}"\n'
        f'      + username          = "{g.user()}"\n    }}\n'
    )
    return t, [pw], "terraform"


def tf_state_keys(g):
    akid, sec = (
        "AKIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 40),
    )
    t = (
        f"$ terraform state show aws_iam_access_key.ci\n# aws_iam_access_key.ci:\n"
        f'resource "aws_iam_access_key" "ci" {{\n    create_date = "{g.ts()}"\n'
        f'    id          = "{akid}"\n    secret      = "{sec}"\n    status      = "Active"\n'
        f'    user        = "{g.user()}"\n}}\n'
    )
    return t, [akid, sec], "terraform"


def aws_create_key(g):
    akid = "AKIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 40)
    t = json.dumps(
        {
            "AccessKey": {
                "UserName": g.user(),
                "AccessKeyId": akid,
                "Status": "Active",
                "SecretAccessKey": sec,
                "CreateDate": g.ts(),
            }
        },
        indent=4,
    )
    return "$ aws iam create-access-key --user-name ci\n" + t, [akid, sec], "json"


def aws_sts_session(g):
    akid = "ASIA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = g.b64(30)
    tokn = g.b64(g.n(240, 330))
    t = json.dumps(
        {
            "Credentials": {
                "AccessKeyId": akid,
                "SecretAccessKey": sec,
                "SessionToken": tokn,
                "Expiration": g.ts(),
            },
            "AssumedRoleUser": {"Arn": f"arn:aws:sts::{g.acct()}:assumed-role/ci/s"},
        },
        indent=4,
    )
    return t, [akid, sec, tokn], "json"


def gcloud_sa_key(g):
    lines = g.pem_lines(g.n(5, 10))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    proj = f"{g.word()}-{g.digits(6)}"
    t = (
        '{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n'
        '  "private_key_id": "' + g.hex(40) + '",\n  "private_key": "' + pk + '",\n'
        '  "client_email": "ci@' + proj + '.iam.gserviceaccount.com"\n}'
    )
    return t, [ln for ln in lines if len(ln) >= 6], "json"


def az_sp_create(g):
    pw = (
        g.alnum(3)
        + "8Q~"
        + g.s(g.pick(["abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789._-~"]), 34)
    )
    t = json.dumps(
        {"appId": g.uuid(), "displayName": f"{g.word()}-ci", "password": pw, "tenant": g.uuid()},
        indent=2,
    )
    return "$ az ad sp create-for-rbac --name ci\n" + t, [pw], "json"


def pip_index_url(g):
    tok = "pypi-AgEIcHlwaS5vcmc" + g.b64url(g.n(120, 150))
    u = g.pick(["__token__", g.user()])
    t = (
        f"$ pip install -r requirements.txt\nLooking in indexes: https://pypi.org/simple, "
        f"https://{u}:{tok}@pkgs.{g.host()}/simple/\nCollecting {g.word()}==={g.ver()}\n"
    )
    return t, [tok], "pip-log"


def pip_conf_pw(g):
    pw = g.pw()
    t = (
        f"[global]\nextra-index-url = https://{g.user()}:{pw}@artifacts.{g.host()}/api/pypi/"
        f"simple\ntimeout = 60\n"
    )
    return t, [pw], "ini"


def cargo_credentials(g):
    tok = "cio" + g.alnum(32)
    return f'# ~/.cargo/credentials.toml\n[registry]\ntoken = "{tok}"\n', [tok], "toml"


def netrc(g):
    kind, tok = g.token()
    pw = g.pw()
    t = (
        f"machine github.com\n  login {g.name()}\n  password {tok}\n"
        f"machine {g.host()} login {g.user()} password {pw}\n"
    )
    return t, [tok, pw], "netrc"


def pgpass(g):
    pws = [g.pw() for _ in range(g.n(1, 3))]
    t = "\n".join(f"{g.host()}:5432:{g.word()}:{g.user()}:{p}" for p in pws) + "\n"
    return "$ cat ~/.pgpass\n" + t, pws, "pgpass"


def pytest_assert(g):
    tok = g.alnum(g.n(28, 40))
    t = (
        f"    def test_client_config():\n        cfg = load_config()\n>       assert cfg == "
        f"EXPECTED\nE       AssertionError: assert {{'api_key': '{tok}', 'region': "
        f"'{g.region()}'}} == {{'region': '{g.region()}'}}\nE         Left contains 1 more "
        f"item:\nE         {{'api_key': '{tok}'}}\n"
    )
    return t, [tok], "pytest"


def py_traceback_locals(g):
    pw = g.pw()
    t = (
        f'Traceback (most recent call last):\n  File "/app/{g.word()}/db.py", line {g.n(10, 300)}'
        f", in connect\n    return pyodbc.connect(conn_str)\n    conn_str = 'Driver={{ODBC "
        f"Driver 18}};Server={g.host()};Database={g.word()};Uid={g.user()};Pwd={pw};'\n"
        f"pyodbc.OperationalError: ('08001', 'Login timeout expired')\n"
    )
    return t, [pw], "traceback"


def java_trace_jdbc(g):
    pw = g.pw()
    t = (
        f"org.postgresql.util.PSQLException: Connection to jdbc:postgresql://{g.host()}:5432/"
        f"{g.word()}?user={g.user()}&password={pw}&ssl=true refused.\n\tat org.postgresql.core."
        f"v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n"
    )
    return t, [pw], "traceback"


def curl_basic(g):
    b = g.basic(g.user(), g.pw())
    t = (
        f"* Connected to {g.host()} ({g.ip()}) port 443\n> GET /api/v2/status HTTP/2\n"
        f"> Host: {g.host()}\n> Authorization: Basic {b}\n> User-Agent: curl/8.5.0\n>\n"
        f"< HTTP/2 200\n< x-request-id: {g.uuid()}\n"
    )
    return t, [b], "http"


def curl_bearer_cookie(g):
    j = g.jwt()
    sess = g.b64url(g.n(32, 48))
    t = (
        f"> POST /graphql HTTP/1.1\n> authorization: Bearer {j}\n> content-type: "
        f"application/json\n>\n< HTTP/1.1 200 OK\n< set-cookie: __Host-session={sess}; Path=/;"
        f' Secure; HttpOnly; SameSite=Lax\n< etag: W/"{g.hex(16)}"\n'
    )
    return t, [j, sess], "http"
