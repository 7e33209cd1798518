"""Tool-output families of redact30: each maker takes `sec` and returns (text, labels, lang).

With sec=True the output carries a credential (labels = the values as they appear); with sec=False the same
tool prints only stand-ins and look-alikes (masked values, references, digests, ids), and labels is [].
"""

from gen import (
    ALNUM,
    HEX,
    TOKENS,
    R,
    b64,
    hexs,
    host,
    image_digest,
    ip,
    masked,
    password,
    person,
    project,
    reference,
    request_id,
    s,
    short_sha,
    token,
    ts,
    uuid,
)

PW_NAMES = ["DB_PASSWORD", "POSTGRES_PASSWORD", "REDIS_PASSWORD", "SMTP_PASSWORD", "MYSQL_ROOT_PASSWORD",
            "RABBITMQ_DEFAULT_PASS", "ADMIN_PASSWORD"]
TOK_NAMES = ["GITHUB_TOKEN", "NPM_TOKEN", "STRIPE_SECRET_KEY", "API_KEY", "HF_TOKEN", "VAULT_TOKEN",
             "OPENAI_API_KEY", "SLACK_BOT_TOKEN", "DEPLOY_TOKEN", "SENDGRID_API_KEY"]


VENDOR_NAMES = {"github": ["GITHUB_TOKEN", "GH_TOKEN"], "github-fine": ["GITHUB_TOKEN", "GH_PAT"],
                "gitlab": ["GITLAB_TOKEN", "CI_PUSH_TOKEN"], "slack": ["SLACK_BOT_TOKEN"],
                "stripe": ["STRIPE_SECRET_KEY"], "npm": ["NPM_TOKEN"], "huggingface": ["HF_TOKEN"],
                "vault": ["VAULT_TOKEN"], "dockerhub": ["DOCKERHUB_TOKEN"], "openai": ["OPENAI_API_KEY"],
                "google": ["GOOGLE_API_KEY", "MAPS_API_KEY"], "sendgrid": ["SENDGRID_API_KEY"],
                "shopify": ["SHOPIFY_ACCESS_TOKEN"], "pypi": ["PYPI_TOKEN", "TWINE_PASSWORD"],
                "anthropic": ["ANTHROPIC_API_KEY"], "jwt": ["SERVICE_JWT", "AUTH_TOKEN"],
                "hex32": ["DD_API_KEY", "API_KEY"], "hex40": ["DEPLOY_TOKEN", "WEBHOOK_SECRET"]}


def cred():
    """(NAME, value): a password-named variable holds a password, a vendor-named one that vendor's token."""
    if R.random() < 0.4:
        return R.choice(PW_NAMES), password()
    vendor, make = R.choice(TOKENS)
    return R.choice(VENDOR_NAMES[vendor]), make()


def stand_in():
    return R.choice([masked(), reference(), "", masked()])


def plain_env():
    p = project()
    pool = [f"HOSTNAME={p}-{hexs(10)}-{s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}", "LANG=C.UTF-8",
            f"HOME=/home/{person().lower()}", "SHELL=/bin/bash", f"PWD=/srv/{p}", "TERM=xterm-256color",
            "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin", f"APP_ENV={R.choice(['staging', 'prod', 'dev'])}",
            f"DATABASE_HOST={host('db')}", f"GIT_COMMIT={hexs(40)}", f"BUILD_ID={R.randint(1000, 99999)}",
            f"IMAGE_DIGEST={image_digest()}", f"OTEL_SERVICE_NAME={p}", f"REQUEST_ID={request_id()}",
            f"LOG_LEVEL={R.choice(['info', 'debug', 'warn'])}", "TZ=UTC", f"PORT={R.choice([3000, 8080, 8000])}"]
    return R.sample(pool, R.randint(5, 9))


def env_dump(sec):
    lines = plain_env()
    labels = []
    name, val = cred()
    if sec:
        labels.append(val)
    else:
        val = stand_in()
    lines.insert(R.randrange(len(lines) + 1), f"{name}={val}")
    lang = R.choice(["env", "printenv", "set", "export-p"])
    if lang == "set":
        lines = sorted(x if "=" not in x or x.endswith("=") else x.split("=", 1)[0] + "='" + x.split("=", 1)[1] + "'"
                       for x in lines)
    if lang == "export-p":
        lines = sorted('declare -x ' + x.split("=", 1)[0] + '="' + x.split("=", 1)[1] + '"' for x in lines)
    cmd = {"env": "$ env", "printenv": "$ printenv", "set": "$ set | grep -v '^_'", "export-p": "$ export -p"}[lang]
    if lang == "env" and R.random() < 0.5:
        cmd = f"$ docker exec {project()} env"
    return cmd + "\n" + "\n".join(lines), labels, lang


def docker_inspect(sec):
    p = project()
    env = [f'"{x}"' for x in plain_env()[:4]]
    name, val = cred()
    labels = [val] if sec else []
    if not sec:
        val = R.choice([masked(), reference(), ""])
    env.insert(R.randrange(len(env) + 1), f'"{name}={val}"')
    envs = (",\n" + " " * 16).join(env)
    text = (f"$ docker inspect {p}\n[\n    {{\n        \"Id\": \"{hexs(64)}\",\n        \"Created\": \"{ts()}\",\n"
            f"        \"Image\": \"{image_digest()}\",\n        \"Name\": \"/{p}\",\n        \"Config\": {{\n"
            f"            \"Hostname\": \"{hexs(12)}\",\n            \"Env\": [\n                {envs}\n            ],\n"
            f"            \"Image\": \"registry.example/{p}:{R.randint(1, 9)}.{R.randint(0, 20)}\",\n"
            f"            \"Labels\": {{\"org.opencontainers.image.revision\": \"{hexs(40)}\"}}\n        }}\n    }}\n]")
    return text, labels, "docker-inspect"


def compose_config(sec):
    p = project()
    name, val = cred()
    labels = [val] if sec else []
    if not sec:
        val = R.choice([masked(), reference(), "''"])
    q = R.choice(["", '"'])
    shown = val if val in ("''",) else f"{q}{val}{q}"
    text = (f"$ docker compose config\nname: {p}\nservices:\n  app:\n    environment:\n"
            f"      APP_ENV: staging\n      {name}: {shown}\n      OTEL_SERVICE_NAME: {p}\n"
            f"    image: registry.example/{p}@{image_digest()}\n    networks:\n      default: null\n"
            f"    ports:\n      - mode: ingress\n        target: 8080\n        published: \"{R.randint(8000, 8999)}\"\n"
            f"        protocol: tcp\nnetworks:\n  default:\n    name: {p}_default")
    return text, labels, "compose-config"


def kubectl_secret(sec):
    p, ns = project(), R.choice(["default", "prod", "staging", "payments"])
    rv, uid = R.randint(10**6, 10**8), uuid()
    if not sec:
        form = R.choice(["describe", "list", "configmap"])
        if form == "describe":
            keys = "\n".join(f"{k}:  {R.randint(8, 64)} bytes" for k in R.sample(["password", "token", "username",
                                                                                  "api-key", "url"], 3))
            text = (f"$ kubectl describe secret {p}-creds -n {ns}\nName:         {p}-creds\nNamespace:    {ns}\n"
                    f"Labels:       app={p}\nAnnotations:  <none>\n\nType:  Opaque\n\nData\n====\n{keys}")
            return text, [], "kubectl-describe"
        if form == "list":
            rows = "\n".join(f"{project()}-{R.choice(['creds', 'tls', 'regcred'])}   "
                             f"{R.choice(['Opaque', 'kubernetes.io/tls', 'kubernetes.io/dockerconfigjson'])}   "
                             f"{R.randint(1, 4)}      {R.randint(2, 300)}d" for _ in range(R.randint(2, 4)))
            return f"$ kubectl get secrets -n {ns}\nNAME   TYPE   DATA   AGE\n{rows}", [], "kubectl-get"
        conf = f"log_level: {R.choice(['info', 'debug'])}\nworkers: {R.randint(2, 16)}\nregion: {R.choice(['eu', 'us'])}\n"
        text = (f"$ kubectl get configmap {p}-config -n {ns} -o yaml\napiVersion: v1\nbinaryData:\n"
                f"  app.yaml: {b64(conf)}\nkind: ConfigMap\nmetadata:\n  name: {p}-config\n  namespace: {ns}\n"
                f"  resourceVersion: \"{rv}\"\n  uid: {uid}")
        return text, [], "kubectl-yaml"
    name, val = cred()
    key = "password" if "PASS" in name else R.choice(["token", "api-key", "apiKey"])
    enc = b64(val)
    user = b64(R.choice(["app", "svc_" + p.split("-")[0], "deploy"]))
    if R.random() < 0.5:
        text = (f"$ kubectl get secret {p}-creds -n {ns} -o yaml\napiVersion: v1\ndata:\n  {key}: {enc}\n"
                f"  username: {user}\nkind: Secret\nmetadata:\n  creationTimestamp: \"{ts()}\"\n  name: {p}-creds\n"
                f"  namespace: {ns}\n  resourceVersion: \"{rv}\"\n  uid: {uid}\ntype: Opaque")
        return text, [enc], "kubectl-yaml"
    text = (f"$ kubectl get secret {p}-creds -n {ns} -o json\n{{\n    \"apiVersion\": \"v1\",\n    \"data\": {{\n"
            f"        \"{key}\": \"{enc}\",\n        \"username\": \"{user}\"\n    }},\n    \"kind\": \"Secret\",\n"
            f"    \"metadata\": {{\n        \"name\": \"{p}-creds\",\n        \"namespace\": \"{ns}\",\n"
            f"        \"resourceVersion\": \"{rv}\",\n        \"uid\": \"{uid}\"\n    }},\n    \"type\": \"Opaque\"\n}}")
    return text, [enc], "kubectl-json"


def helm_values(sec):
    p = project()
    if sec:
        v = password()
        lines = f"  auth:\n    database: {p.split('-')[0]}\n    password: {v}\n    username: app"
        labels = [v]
        if R.random() < 0.5:
            t = token()
            lines += f"\napi:\n  secretKey: {t}"
            labels.append(t)
    else:
        lines = R.choice([f"  auth:\n    existingSecret: {p}-pg\n    secretKeys:\n      userPasswordKey: password",
                          f"  auth:\n    database: {p.split('-')[0]}\n    password: \"\"\n    username: app",
                          f"  auth:\n    password: {masked()}\n    username: app"])
        labels = []
    text = (f"$ helm get values {p} -n {R.choice(['prod', 'staging'])}\nUSER-SUPPLIED VALUES:\nimage:\n"
            f"  digest: {image_digest()}\n  repository: registry.example/{p}\npostgresql:\n{lines}\n"
            f"replicaCount: {R.randint(1, 6)}")
    return text, labels, "helm-values"


def terraform(sec):
    p = project()
    if sec:
        v = R.choice([password, token])()
        form = R.choice(["json", "raw", "plan"])
        if form == "json":
            text = (f"$ terraform output -json\n{{\n  \"db_endpoint\": {{\n    \"sensitive\": false,\n"
                    f"    \"type\": \"string\",\n    \"value\": \"{host('db')}:5432\"\n  }},\n"
                    f"  \"admin_password\": {{\n    \"sensitive\": true,\n    \"type\": \"string\",\n"
                    f"    \"value\": \"{v}\"\n  }}\n}}")
        elif form == "raw":
            text = f"$ terraform output -raw deploy_token\n{v}"
        else:
            text = (f"  # aws_lambda_function.{p.replace('-', '_')} will be updated in-place\n"
                    f"  ~ resource \"aws_lambda_function\" \"{p.replace('-', '_')}\" {{\n"
                    f"        id            = \"{p}\"\n      ~ environment {{\n          ~ variables = {{\n"
                    f"              + \"API_KEY\"   = \"{v}\"\n                \"LOG_LEVEL\" = \"info\"\n"
                    f"            }}\n        }}\n    }}\n\nPlan: 0 to add, 1 to change, 0 to destroy.")
        return text, [v], "terraform-" + form
    form = R.choice(["output", "plan", "state"])
    if form == "output":
        text = (f"$ terraform output\nadmin_password = <sensitive>\ndb_endpoint = \"{host('db')}:5432\"\n"
                f"vpc_id = \"vpc-{hexs(17)}\"\nbucket_arn = \"arn:aws:s3:::{p}-artifacts\"")
    elif form == "plan":
        text = (f"  # aws_db_instance.{p.replace('-', '_')} will be updated in-place\n"
                f"  ~ resource \"aws_db_instance\" \"{p.replace('-', '_')}\" {{\n"
                f"        id       = \"db-{s(HEX.upper() + 'GHIJKLMNOPQRSTUVWXYZ', 26)}\"\n"
                f"      ~ password = (sensitive value)\n        tags     = {{}}\n    }}\n\n"
                f"Plan: 0 to add, 1 to change, 0 to destroy.")
    else:
        text = (f"$ terraform state show aws_s3_object.{p.replace('-', '_')}\nresource \"aws_s3_object\" "
                f"\"{p.replace('-', '_')}\" {{\n    bucket = \"{p}-artifacts\"\n    etag   = \"{hexs(32)}\"\n"
                f"    key    = \"releases/{p}-{R.randint(1, 9)}.{R.randint(0, 9)}.tgz\"\n"
                f"    version_id = \"{s(ALNUM + '._', 32)}\"\n}}")
    return text, [], "terraform-" + form


def git_remote(sec):
    p, org = project(), R.choice(["platform", "infra", "data-eng", "web"])
    gh = R.choice(["github.example", "gitlab.example", "git.corp.test"])
    if sec:
        form = R.choice(["remote", "config", "header"])
        if form == "header":
            tok = token()
            enc = b64(f"x-access-token:{tok}")
            text = (f"$ git config --list --show-origin | grep -i http\nfile:.git/config       "
                    f"http.https://{gh}/.extraheader=AUTHORIZATION: basic {enc}")
            return text, [enc], "git-config"
        cred_ = R.choice([token(), password(url_safe=True)])
        user = R.choice(["oauth2", "x-access-token", "ci-bot", person().lower()])
        url = f"https://{user}:{cred_}@{gh}/{org}/{p}.git"
        if form == "remote":
            text = f"$ git remote -v\norigin\t{url} (fetch)\norigin\t{url} (push)"
        else:
            text = (f"$ git config --list\nuser.name={person()}\ncore.bare=false\nremote.origin.url={url}\n"
                    f"remote.origin.fetch=+refs/heads/*:refs/remotes/origin/*\nbranch.main.remote=origin")
        return text, [cred_], "git-" + form
    url = R.choice([f"git@{gh}:{org}/{p}.git", f"https://{gh}/{org}/{p}.git", f"ssh://git@{gh}:2222/{org}/{p}.git",
                    f"https://{person().lower()}@{gh}/{org}/{p}.git"])
    if R.random() < 0.5:
        text = f"$ git remote -v\norigin\t{url} (fetch)\norigin\t{url} (push)"
        return text, [], "git-remote"
    text = (f"$ git config --list\nuser.name={person()}\nuser.signingkey={hexs(16).upper()}\n"
            f"credential.helper={R.choice(['osxkeychain', 'manager', 'cache --timeout=3600', 'store'])}\n"
            f"remote.origin.url={url}\nremote.origin.fetch=+refs/heads/*:refs/remotes/origin/*")
    return text, [], "git-config"


def pkg_config(sec):
    reg = R.choice(["npm.pkg.example", "registry.corp.test", "artifacts.example"])
    form = R.choice(["npm", "pip", "bundle"])
    if form == "npm":
        val = token() if sec else R.choice(["(protected)", "${NPM_TOKEN}"])
        text = (f"$ npm config list\n; \"user\" config from /home/{person().lower()}/.npmrc\n\n"
                f"//{reg}/:_authToken = \"{val}\"\n@{project().split('-')[0]}:registry = \"https://{reg}/\"\n\n"
                f"; node bin location = /usr/local/bin/node\n; node version = v{R.randint(18, 22)}.{R.randint(0, 12)}.0")
    elif form == "pip":
        val = password(url_safe=True) if sec else None
        auth = f"ci:{val}@" if sec else R.choice(["", "ci@", "__token__:${PIP_TOKEN}@"])
        text = (f"$ pip config list\nglobal.index-url='https://{auth}{reg}/simple'\nglobal.timeout='60'\n"
                f"install.trusted-host='{reg}'")
    else:
        val = password() if sec else None
        shown = f'"ci:{val}"' if sec else R.choice(['"ci:${GEMS_TOKEN}"', '"<redacted>"'])
        key = "BUNDLE_" + reg.upper().replace(".", "__").replace("-", "___")
        text = (f"$ bundle config\nSettings are listed in order of priority. The top value will be used.\n"
                f"{key}\nSet for the current user (/home/{person().lower()}/.bundle/config): {shown}\n\n"
                f"path\nSet for your local app (/srv/{project()}/.bundle/config): \"vendor/bundle\"")
    return text, [val] if sec else [], form + "-config"


def http_trace(sec):
    h, path = host("api"), R.choice(["/v1/charges", "/api/v2/items", "/graphql", "/v1/exports"])
    rid = request_id()
    form = R.choice(["curl", "requests"])
    if sec:
        v = token()
        hdr = R.choice([f"Authorization: Bearer {v}", f"Authorization: token {v}", f"X-Api-Key: {v}",
                        f"Cookie: session={v}"])
    else:
        hdr = R.choice([f"Authorization: Bearer {masked()}", "Accept: application/json",
                        f"If-None-Match: \"{hexs(32)}\"", "Cookie: theme=dark; lang=en"])
    if form == "curl":
        text = (f"$ curl -v https://{h}{path}\n*   Trying {ip()}:443...\n* Connected to {h} ({ip()}) port 443\n"
                f"> GET {path} HTTP/2\n> Host: {h}\n> User-Agent: curl/8.{R.randint(1, 9)}.0\n> {hdr}\n>\n"
                f"< HTTP/2 200\n< content-type: application/json\n< x-request-id: {rid}\n"
                f"< etag: W/\"{hexs(16)}\"\n<\n{{\"ok\":true}}")
    else:
        hdrs = hdr.split(": ", 1)
        text = (f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): {h}:443\n"
                f"send: b'GET {path} HTTP/1.1\\r\\nHost: {h}\\r\\nUser-Agent: python-requests/2.32.3\\r\\n"
                f"{hdrs[0]}: {hdrs[1]}\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'\n"
                f"header: X-Request-Id: {rid}\nDEBUG:urllib3.connectionpool:https://{h}:443 \"GET {path} HTTP/1.1\" 200 0")
    return text, [v] if sec else [], "curl-v" if form == "curl" else "requests-debug"


def orm_debug(sec):
    form = R.choice(["sqlalchemy", "rails", "hibernate", "pgx", "dsn"])
    uid, email = R.randint(1, 9999), f"{person().lower()}@{R.choice(['corp', 'mail'])}.example"
    v = (password(url_safe=True) if form == "dsn" else R.choice([token, password])()) if sec else None
    if form == "sqlalchemy":
        val = v if sec else R.choice(["pbkdf2_sha256$600000$" + s(ALNUM, 22) + "$" + s(ALNUM, 43), hexs(64)])
        col = "token" if sec else R.choice(["password_hash", "fingerprint"])
        text = (f"INFO sqlalchemy.engine.Engine BEGIN (implicit)\nINFO sqlalchemy.engine.Engine INSERT INTO "
                f"credentials (owner_id, label, {col}) VALUES (%(owner_id)s, %(label)s, %({col})s)\n"
                f"INFO sqlalchemy.engine.Engine [generated in 0.000{R.randint(10, 99)}s] {{'owner_id': {uid}, "
                f"'label': 'ci', '{col}': '{val}'}}\nINFO sqlalchemy.engine.Engine COMMIT")
    elif form == "rails":
        val = v if sec else R.choice([uuid(), email])
        col = "access_token" if sec else R.choice(["external_id", "email"])
        text = (f"  Integration Update ({R.randint(1, 9)}.{R.randint(0, 9)}ms)  UPDATE \"integrations\" SET "
                f"\"{col}\" = $1, \"updated_at\" = $2 WHERE \"integrations\".\"id\" = $3  [[\"{col}\", \"{val}\"], "
                f"[\"updated_at\", \"{ts()}\"], [\"id\", {uid}]]")
    elif form == "hibernate":
        val = v if sec else R.choice([email, uuid(), "ACTIVE"])
        text = (f"DEBUG org.hibernate.SQL - insert into service_account (email, secret, id) values (?, ?, ?)\n"
                f"TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [1] as [VARCHAR] - [{email}]\n"
                f"TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [2] as [VARCHAR] - "
                f"[{val if sec else '<null>'}]\nTRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [3] "
                f"as [BIGINT] - [{uid}]")
        if not sec:
            text = text.replace("[2] as [VARCHAR] - [<null>]", f"[2] as [VARCHAR] - [{val}]").replace("secret", "status")
    elif form == "pgx":
        val = v if sec else R.choice([uuid(), email, ts()])
        text = (f"{ts()} DBG Exec sql=\"UPDATE webhooks SET signing_key=$1 WHERE id=$2\" args=[\"{val}\",{uid}] "
                f"commandTag=\"UPDATE 1\" pid={R.randint(1000, 99999)} time={R.randint(1, 900)}µs")
        if not sec:
            text = text.replace("signing_key", R.choice(["last_seen_at", "owner_email", "external_ref"]))
    else:
        db = project().split("-")[0]
        pw = v if sec else R.choice(["***", "xxxxx", "${PGPASSWORD}"])
        auth = f"app:{pw}@" if sec or R.random() < 0.6 else "app@"
        text = (f"{ts()} DEBUG pool: opening connection dsn=postgresql://{auth}{host('db')}:5432/{db}"
                f"?sslmode=require application_name={db}-worker\n{ts()} DEBUG pool: 1 idle, 0 in use")
    return text, [v] if sec else [], "orm-" + form


def ci_log(sec):
    p = project()
    t0 = ts()
    form = R.choice(["gha", "gitlab", "jenkins"])
    masked_line = "REGISTRY_TOKEN: ***"
    if sec:
        v = R.choice([token, password])()
        leak = R.choice([f"API_KEY: {v}", f"+ docker login -u deploy -p {v} registry.example",
                         f"+ curl -sf -H 'Authorization: Bearer {v}' https://{host('api')}/deploy",
                         f"Using token {v} for upload"])
    else:
        leak = R.choice(["API_KEY: ***", "+ docker login -u deploy --password-stdin registry.example",
                         f"+ curl -sf -H 'Authorization: Bearer ***' https://{host('api')}/deploy",
                         "Using token *** for upload", f"cache key: {p}-{hexs(64)}"])
    if form == "gha":
        text = (f"{t0} ##[group]Run ./scripts/deploy.sh\n{t0} ./scripts/deploy.sh\n{t0} shell: /usr/bin/bash -e {{0}}\n"
                f"{t0} env:\n{t0}   {masked_line}\n{t0}   {leak}\n{t0}   IMAGE: ghcr.example/{p}:{short_sha()}\n"
                f"{t0} ##[endgroup]\n{t0} Deploying {p} ({hexs(40)})")
    elif form == "gitlab":
        text = (f"Running with gitlab-runner 17.{R.randint(0, 6)}.0 ({short_sha()})\n  on docker-{R.randint(1, 9)} "
                f"{s(ALNUM, 8)}, system ID: s_{hexs(12)}\n$ export {masked_line.replace(': ', '=')}\n"
                f"{'$ ' + leak[2:] if leak.startswith('+ ') else '$ export ' + leak.replace(': ', '=') if leak.startswith('API_KEY') else leak}\n"
                f"Job succeeded")
    else:
        text = (f"[Pipeline] sh\n+ set -x\n{leak if leak.startswith('+') else '+ echo ' + leak}\n"
                f"[Pipeline] withCredentials\nMasking supported pattern matches of $REGISTRY_TOKEN\n"
                f"[Pipeline] // withCredentials\nFinished: SUCCESS")
    return text, [v] if sec else [], form + "-log"


def stack_locals(sec):
    p = project()
    form = R.choice(["pytest", "php", "rich"])
    v = R.choice([token, password])() if sec else None
    h = host("db")
    if form == "pytest":
        val = f"'{v}'" if sec else R.choice(["None", f"'{masked()}'", f"'{reference()}'"])
        text = (f"    def test_sync(client):\n>       client.sync()\n\ntests/test_{p.split('-')[0]}.py:{R.randint(10, 300)}: \n"
                f"_ _ _ _ _ _ _ _ _ _\n\nself = <{p.split('-')[0]}.Client object at 0x7f{hexs(10)}>\n"
                f"api_key    = {val}\nbase_url   = 'https://{host('api')}'\ntimeout    = 30\n\n"
                f"    def sync(self):\n>       raise ConnectionError(\"upstream closed\")\nE       ConnectionError: "
                f"upstream closed")
    elif form == "php":
        val = v if sec else R.choice(["[object]", "NULL", "Array"])
        text = (f"PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in "
                f"/srv/{p}/src/Db.php:41\nStack trace:\n#0 /srv/{p}/src/Db.php(41): PDO->__construct('mysql:host={h}"
                f";dbname=app', 'app', '{val}')\n#1 /srv/{p}/public/index.php(12): Db::connect()\n#2 {{main}}")
        if not sec:
            text = text.replace(f"'app', '{val}')", f"'app', {val}, Array)")
    else:
        val = f"'{v}'" if sec else R.choice(["None", f"'{uuid()}'", f"'{masked()}'"])
        line = R.randint(20, 200)
        text = (f"Traceback (most recent call last)\n  /srv/{p}/worker.py:{line} in run\n"
                f"    ❱ {line} │   resp = session.post(url, headers=headers)\n"
                f"╭───── locals ─────╮\n│ headers = {{'User-Agent': 'worker/1.0'}} │\n│ secret  = {val} │\n"
                f"│ url     = 'https://{host('api')}/v1/jobs' │\n│ job_id  = '{uuid()}' │\n╰──────────────────╯\n"
                f"ConnectTimeout: HTTPSConnectionPool(host='{host('api')}', port=443)")
    return text, [v] if sec else [], "trace-" + form


def dotfile(sec):
    user = person().lower()
    form = R.choice(["netrc", "pgpass", "aws", "pypirc"]) if sec else R.choice(["gitconfig", "ssh", "awsconfig",
                                                                               "npmrc"])
    if form == "netrc":
        v = password()
        text = f"$ cat ~/.netrc\nmachine {host('git')}\n  login {user}\n  password {v}"
    elif form == "pgpass":
        v = password()
        text = f"$ cat ~/.pgpass\n{host('db')}:5432:*:app:{v}\nlocalhost:5432:test:test:test"
    elif form == "aws":
        v = s(ALNUM + "+/", 40)
        text = (f"$ cat ~/.aws/credentials\n[default]\naws_access_key_id = AKIA{s('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}"
                f"\naws_secret_access_key = {v}\nregion = eu-west-1")
    elif form == "pypirc":
        v = token()
        text = f"$ cat ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {v}"
    elif form == "gitconfig":
        text = (f"$ cat ~/.gitconfig\n[user]\n\tname = {person()}\n\temail = {user}@corp.example\n"
                f"\tsigningkey = {hexs(16).upper()}\n[commit]\n\tgpgsign = true\n[credential]\n\thelper = osxkeychain")
    elif form == "ssh":
        text = (f"$ cat ~/.ssh/config\nHost {R.choice(['bastion', 'jump', 'build'])}\n  HostName {ip()}\n  User {user}\n"
                f"  IdentityFile ~/.ssh/id_ed25519\n  HostKeyAlias {host('ssh')}\n  # SHA256:{s(ALNUM + '+/', 43)}")
    elif form == "awsconfig":
        text = (f"$ cat ~/.aws/config\n[profile {project()}]\nsso_start_url = https://{project()}.awsapps.example/start\n"
                f"sso_account_id = {R.randint(10**11, 10**12 - 1)}\nrole_arn = arn:aws:iam::{R.randint(10**11, 10**12 - 1)}"
                f":role/deploy\nregion = eu-west-1")
    else:
        text = (f"$ cat ~/.npmrc\n//npm.pkg.example/:_authToken=${{NPM_TOKEN}}\n@{project().split('-')[0]}:registry="
                f"https://npm.pkg.example/\nfund=false")
    return text, [v] if sec else [], "cat-" + form


def docker_auth(sec):
    reg = R.choice(["registry.example", "ghcr.example", f"{R.randint(10**11, 10**12 - 1)}.dkr.ecr.example"])
    if sec:
        enc = b64(f"{R.choice(['deploy', 'ci', person().lower()])}:{R.choice([token, password])()}")
        text = (f"$ cat ~/.docker/config.json\n{{\n\t\"auths\": {{\n\t\t\"{reg}\": {{\n\t\t\t\"auth\": \"{enc}\"\n"
                f"\t\t}}\n\t}},\n\t\"currentContext\": \"default\"\n}}")
        return text, [enc], "cat-docker-config"
    text = (f"$ cat ~/.docker/config.json\n{{\n\t\"auths\": {{\n\t\t\"{reg}\": {{}}\n\t}},\n"
            f"\t\"credsStore\": \"{R.choice(['desktop', 'osxkeychain', 'pass', 'ecr-login'])}\",\n"
            f"\t\"currentContext\": \"{R.choice(['default', 'colima', 'desktop-linux'])}\"\n}}")
    return text, [], "cat-docker-config"


def ps_aux(sec):
    user, pid = R.choice(["app", "redis", "mysql", "root", "postgres"]), R.randint(100, 65000)
    v = password() if sec else None
    cmds_sec = [f"/usr/bin/redis-server 0.0.0.0:6379 --requirepass {v}", f"mysql -u root -p{v} -h {host('db')}",
                f"java -Dspring.datasource.password={v} -jar /srv/app.jar",
                f"node server.js --api-key {v} --port 8080"]
    cmds_ord = ["/usr/bin/redis-server 0.0.0.0:6379", f"mysql -u root -p -h {host('db')}",
                "java -Dspring.profiles.active=prod -Dspring.config.import=file:/run/secrets/app.yaml -jar /srv/app.jar",
                "node server.js --api-key-file /run/secrets/api_key --port 8080",
                f"postgres: app {project().split('-')[0]} {ip()}(5{R.randint(1000, 9999)}) idle"]
    cmd = R.choice(cmds_sec if sec else cmds_ord)
    line = (f"{user:<9}{pid:>6}  {R.randint(0, 9)}.{R.randint(0, 9)}  {R.randint(0, 9)}.{R.randint(0, 9)} "
            f"{R.randint(10**5, 10**7):>8} {R.randint(10**4, 10**6):>7} ?        Ssl  {R.randint(0, 23):02d}:"
            f"{R.randint(0, 59):02d}   {R.randint(0, 59)}:{R.randint(0, 59):02d} {cmd}")
    text = (f"$ ps aux | grep -v grep | grep {cmd.split()[0].split('/')[-1].rstrip(':')}\n"
            "USER        PID %CPU %MEM      VSZ     RSS TTY      STAT START   TIME COMMAND\n" + line)
    return text, [v] if sec else [], "ps-aux"


def shell_hist(sec):
    n = R.randint(300, 2000)
    filler = ["git log --oneline -5", f"kubectl get pods -n {R.choice(['prod', 'staging'])}", "ls -la",
              f"sha256sum dist/{project()}.tar.gz", f"docker pull registry.example/{project()}@{image_digest()}",
              "make test", f"cd ~/src/{project()}", f"git checkout {short_sha()}"]
    if sec:
        v = R.choice([token, password])()
        u = password(url_safe=True)
        key = R.choice(["tok", "pw", "url"])
        hot = {"tok": (f"export {R.choice(TOK_NAMES)}={v}", v),
               "pw": (f"curl -u admin:{v} https://{host('api')}/admin/reindex", v),
               "url": (f"psql \"postgresql://app:{u}@{host('db')}:5432/app\"", u)}[key]
        line, labels = hot[0], [hot[1]]
    else:
        line = R.choice(["export GITHUB_TOKEN=$(gh auth token)", "echo \"$CR_PAT\" | docker login ghcr.example -u ci "
                         "--password-stdin", f"psql \"postgresql://app@{host('db')}:5432/app\"",
                         "read -rs DB_PASSWORD && export DB_PASSWORD", f"vault kv get -field=token secret/{project()}"])
        labels = []
    lines = R.sample(filler, 3)
    lines.insert(R.randrange(4), line)
    text = "$ history | tail -4\n" + "\n".join(f"{n + i:>5}  {x}" for i, x in enumerate(lines))
    return text, labels, "history"


FAMILIES = [("env_dump", env_dump), ("docker_inspect", docker_inspect), ("compose_config", compose_config),
            ("kubectl_secret", kubectl_secret), ("helm_values", helm_values), ("terraform", terraform),
            ("git_remote", git_remote), ("pkg_config", pkg_config), ("http_trace", http_trace),
            ("orm_debug", orm_debug), ("ci_log", ci_log), ("stack_locals", stack_locals), ("dotfile", dotfile),
            ("docker_auth", docker_auth), ("ps_aux", ps_aux), ("shell_hist", shell_hist)]
HARD_FAMILIES = ["kubectl_secret", "git_remote", "orm_debug", "stack_locals", "docker_auth"]
