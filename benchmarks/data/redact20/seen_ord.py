"""Seen rows without secrets: the same tools and files with masks, references, ids and public values."""

from gen import USERS, R, b64, b64u, c, date, digest, envname, host, hx, mask, rs, sha, uuid

GH = "${{ secrets.%s }}"


def gha_ord():
    e = envname()
    k = R.randrange(3)
    if k == 0:
        return (f"    env:\n      DATABASE_URL: {GH % 'DATABASE_URL'}\n      REGION: ${{{{ vars.REGION }}}}\n    steps:\n"
                f"      - uses: actions/checkout@{sha()}\n      - run: npm ci && npm test\n"), "gha"
    if k == 1:
        return ("      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ${{ github.actor }}\n"
                "          password: ${{ github.token }}\n"), "gha"
    return (f"Run acme/upload-action@v2\n  with:\n    api-key: ***\n    project: web\n  env:\n    {e}: ***\nUploaded 14 files, run {R.randint(10**9, 10**10)}"), "gha"


def gitlab_ord():
    return (f"variables:\n  POSTGRES_DB: app\n  POSTGRES_USER: runner\n  POSTGRES_PASSWORD: $CI_PG_PASSWORD\n  FF_USE_FASTZIP: \"true\"\n\n"
            f"release:\n  script:\n    - docker login -u gitlab-ci-token -p $CI_JOB_TOKEN $CI_REGISTRY\n    - echo \"pipeline $CI_PIPELINE_ID at {sha()[:8]}\"\n"), "gitlab-ci"


def jenkins_ord():
    if R.random() < 0.5:
        return (f"<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <scope>GLOBAL</scope>\n"
                f"  <id>{c(('nexus-deploy', 'db-admin', 'artifactory'))}</id>\n  <username>{c(USERS)}</username>\n"
                f"  <password>{{AQAAABAAAAAQ{b64(32)}}}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>"), "jenkins-xml"
    e = envname().lower().replace("_", "-")
    return (f"withCredentials([string(credentialsId: '{e}', variable: 'TOKEN')]) {{\n  sh 'curl -H \"Authorization: Bearer $TOKEN\" https://{host('api')}/deploy'\n}}\n"
            f"// build #{R.randint(100, 9999)}"), "jenkinsfile"


def circle_ord():
    return (f"version: 2.1\norbs:\n  node: circleci/node@5.2\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n"
            f"        auth:\n          username: $DOCKERHUB_USER\n          password: $DOCKERHUB_PASSWORD\n    resource_class: {c(('small', 'medium', 'large'))}\n  # pipeline {R.randint(100, 99999)}\n"
            f"workflows:\n  main:\n    jobs:\n      - build:\n          context: org-global  # NPM_TOKEN comes from the context\n"), "circleci"


def buildkite_ord():
    return (f"steps:\n  - label: \":rocket: deploy\"\n    command: scripts/deploy.sh\n    plugins:\n      - seek-oss/aws-sm#v2.3.2:\n"
            f"          env:\n            HONEYCOMB_API_KEY: ci/honeycomb-key\n    env:\n      BUILDKITE_BUILD_NUMBER_HINT: \"{R.randint(100, 9999)}\"\n"), "buildkite"


def drone_ord():
    return (f"steps:\n- name: publish\n  image: plugins/docker\n  settings:\n    repo: registry.acme.example/api\n    username: drone\n"
            f"    password:\n      from_secret: docker_password\n    tags: [{sha()[:7]}]\n"), "drone"


def azure_ord():
    return (f"variables:\n- group: prod-secrets   # sqlAdminPassword lives in the variable group\n- name: buildConfiguration\n  value: Release\n\n"
            f"steps:\n- task: AzureKeyVault@2\n  inputs:\n    KeyVaultName: kv-{rs(6, 'abcdefghijklmnopqrstuvwxyz')}\n    SecretsFilter: 'sqlAdminPassword'\n"
            f"- script: echo \"password is $(sqlAdminPassword)\"   # prints ***\n"), "azure-pipelines"


def exc_ord():
    h = host("db")
    k = R.randrange(4)
    if k == 0:
        return (f"psycopg.OperationalError: connection failed: connection to server at \"{h}\" (198.51.100.{R.randint(2, 250)}), port 5432 failed: "
                f"FATAL:  password authentication failed for user \"app\""), "python-traceback"
    if k == 1:
        return (f"com.mongodb.MongoTimeoutException: Timed out after 30000 ms while waiting to connect. Client view of cluster state is "
                f"{{type=UNKNOWN, servers=[{{address={h}:27017, type=UNKNOWN, state=CONNECTING}}]}}"), "java-exception"
    if k == 2:
        return (f"Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sa'.\n"
                f"ClientConnectionId:{uuid()}\nError Number:18456,State:1,Class:14"), "dotnet-exception"
    return (f"Error: connect ECONNREFUSED {h}:6379\n  options: {{ url: 'rediss://default:{mask()}@{h}:6379/0' }}"), "node-error"


def http_ord():
    h = host("api")
    k = R.randrange(3)
    if k == 0:
        return (f"> GET /v2/incidents HTTP/2\n> Host: {h}\n> authorization: Bearer [REDACTED]\n>\n< HTTP/2 401\n< www-authenticate: Bearer error=\"invalid_token\"\n"
                f"< x-request-id: {uuid()}"), "curl-v"
    if k == 1:
        return (f"--> POST https://{h}/v1/orders\nContent-Type: application/json\nAuthorization: ██\n--> END POST (31-byte body)\n"
                f"<-- 201 Created (84ms)\nETag: W/\"{hx(16)}\""), "okhttp"
    return (f"POST /1/indexes/products/query HTTP/1.1\r\nHost: {h}\r\nX-Algolia-Application-Id: {rs(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}\r\n"
            f"X-Algolia-API-Key: <search-only key, public>\r\ntraceparent: 00-{hx(32)}-{hx(16)}-01\r\n"), "go-dumprequest"


def orm_ord():
    k = R.randrange(3)
    if k == 0:
        return (f"INFO sqlalchemy.engine.Engine INSERT INTO api_tokens (user_id, token_sha256, created_at) VALUES (%(user_id)s, %(token_sha256)s, now())\n"
                f"INFO sqlalchemy.engine.Engine [cached since 12.4s ago] {{'user_id': {R.randint(1, 900)}, 'token_sha256': '{hx(64)}'}}"), "sqlalchemy"
    if k == 1:
        return (f"  ApiKey Create (1.1ms)  INSERT INTO \"api_keys\" (\"name\", \"secret\", \"created_at\") VALUES ($1, $2, $3) RETURNING \"id\"  "
                f"[[\"name\", \"ci\"], [\"secret\", \"[FILTERED]\"], [\"created_at\", \"{date()} 09:12:44\"]]"), "activerecord"
    return (f"TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [1] as [VARCHAR] - [{uuid()}]\n"
            f"TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [2] as [BIGINT] - [{R.randint(1, 99999)}]"), "hibernate"


def history_ord():
    cmds = [f"mysql -h {host('db')} -u root -p shop", "read -s DB_PASS && export DB_PASS",
            "export GITHUB_TOKEN=$(gh auth token)", f"redis-cli -h {host('cache')} --askpass ping",
            "export OBS_API_KEY=$(op read op://infra/honeycomb/credential)", f"git checkout {sha()[:10]}",
            "kubectl rollout restart deploy/api -n web", f"curl -sS https://{host('api')}/healthz"]
    lines = R.sample(cmds, R.randint(3, 5))
    n = R.randint(1000, 1900)
    if R.random() < 0.5:
        return "\n".join(f" {n + i}  {ln}" for i, ln in enumerate(lines)), "bash-history"
    return "\n".join(f"- cmd: {ln}\n  when: {1790000000 + i * 41}" for i, ln in enumerate(lines)), "fish-history"


def env_ord():
    k = R.randrange(3)
    if k == 0:
        return (f"$ printenv | sort\nHOME=/home/app\nHOSTNAME=web-{hx(6)}\nOBS_API_KEY_FILE=/run/secrets/obs\nPATH=/usr/local/bin:/usr/bin\n"
                f"GIT_SHA={sha()}\nTZ=UTC"), "printenv"
    if k == 1:
        return (f"\"Env\": [\n    \"PATH=/usr/local/sbin:/usr/local/bin\",\n    \"QUEUE_URL=amqp://{host('mq')}:5672/\",\n"
                f"    \"BUILD_ID={R.randint(1000, 99999)}\",\n    \"LANG=C.UTF-8\"\n]"), "docker-inspect"
    return (f"    Environment:\n      LOG_LEVEL:    info\n      DB_PASSWORD:  <set to the key 'password' in secret 'db-{hx(5)}'>  Optional: false\n"
            f"      POD_IP:        (v1:status.podIP)\n    Image ID: registry.acme.example/api@{digest()}"), "kubectl-describe"


def cloud_ord():
    k = R.randrange(3)
    acct = R.randint(10**11, 10**12 - 1)
    if k == 0:
        return (f"$ aws sts get-caller-identity\n{{\n    \"UserId\": \"AROA{rs(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}:ci\",\n"
                f"    \"Account\": \"{acct}\",\n    \"Arn\": \"arn:aws:sts::{acct}:assumed-role/deploy/ci\"\n}}"), "aws-cli"
    if k == 1:
        return (f"$ aws configure list\n      Name                    Value             Type    Location\n"
                f"   profile                  staging           manual    --profile\naccess_key     ****************{rs(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')} shared-credentials-file\n"
                f"secret_key     ****************{rs(4)} shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config"), "aws-cli"
    return (f"$ az account show\n{{\n  \"id\": \"{uuid()}\",\n  \"tenantId\": \"{uuid()}\",\n  \"user\": {{ \"name\": \"ci@acme.example\", \"type\": \"servicePrincipal\" }}\n}}"), "az-cli"


def devtools_ord():
    h = host("api")
    if R.random() < 0.5:
        return (f"fetch(\"https://{h}/static/app.{hx(8)}.js\", {{\n  \"headers\": {{\n    \"accept\": \"*/*\",\n    \"if-none-match\": \"\\\"{hx(20)}\\\"\",\n"
                f"    \"sec-ch-ua-platform\": \"\\\"Linux\\\"\"\n  }},\n  \"method\": \"GET\",\n  \"mode\": \"cors\"\n}});"), "devtools-fetch"
    return (f"curl 'https://{h}/api/v3/products?page=2&cursor={b64u(18)}' \\\n  -H 'accept: application/json' \\\n  -H 'x-request-id: {uuid()}' \\\n"
            f"  --compressed"), "devtools-curl"


def tf_ord():
    k = R.randrange(2)
    if k == 0:
        return (f"  + resource \"aws_db_instance\" \"main\" {{\n      + arn      = (known after apply)\n      + password = (sensitive value)\n"
                f"      + username = \"{c(USERS)}\"\n    }}\n\nPlan: {R.randint(1, 30)} to add, {R.randint(0, 9)} to change, 0 to destroy."), "terraform-plan"
    return (f"  ~ resource \"aws_ssm_parameter\" \"relay\" {{\n        id    = \"/prod/relay/password\"\n      ~ value = (sensitive value)\n"
            f"      ~ version = {R.randint(2, 40)} -> (known after apply)\n    }}"), "terraform-plan"


def mail_ord():
    relay = host("smtp")
    if R.random() < 0.5:
        return (f"relayhost = [{relay}]:587\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\n"
                f"smtp_sasl_security_options = noanonymous\nsmtp_tls_security_level = encrypt"), "postfix-main"
    return (f"account default\nhost {relay}\nport 587\nauth on\nuser cron@ops.example\npasswordeval \"pass show mail/relay\"\ntls on"), "msmtprc"


def saas_ord():
    k = R.randrange(6)
    if k == 0:
        return f"NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1Ijoi{b64u(40)}.{b64u(16)}  # public, URL-restricted", "dotenv"
    if k == 1:
        return (f"AUTH0_DOMAIN=acme-dev.eu.auth0.example\nAUTH0_CLIENT_ID={rs(32)}  # public SPA client id\nAUTH0_CLIENT_SECRET=\n"), "dotenv"
    if k == 2:
        return f"hubspot_client = HubSpot(access_token=os.environ[\"HUBSPOT_TOKEN\"])  # portal {R.randint(10**6, 10**8)}", "python"
    if k == 3:
        return (f"const client = algoliasearch(process.env.ALGOLIA_APP_ID, process.env.ALGOLIA_ADMIN_KEY);\n// index: products_{date().replace('-', '')}"), "js"
    if k == 4:
        return f"opsgenie:\n  api_url: https://api.eu.opsgenie.example\n  api_key_file: /etc/alertmanager/opsgenie.key\n  team_id: {uuid()}\n", "alertmanager-yaml"
    return f"$mollie->setApiKey(getenv('MOLLIE_API_KEY')); // order {rs(10)}, see README", "php"


def wallet_ord():
    k = R.randrange(4)
    if k == 0:
        return f"Deployed Token at 0x{hx(40)}\ntx hash: 0x{hx(64)}\nblock: {R.randint(10**6, 10**7)}  gas used: {R.randint(21000, 900000)}", "foundry"
    if k == 1:
        return (f"module.exports = {{\n  networks: {{\n    sepolia: {{\n      url: process.env.RPC_URL,\n      accounts: [process.env.DEPLOYER_KEY],\n"
                f"    }},\n  }},\n  solidity: \"0.8.{R.randint(10, 28)}\",\n}};"), "hardhat"
    if k == 2:
        return f"$ solana address\n{rs(44, '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')}", "solana"
    return f"The demo wallet's recovery phrase is in 1Password (vault: web3-demo). Public address 0x{hx(40)}.", "agent-note"


def fw_ord():
    k = R.randrange(4)
    if k == 0:
        return f"config :{c(('shop', 'hub', 'relay'))}, Web.Endpoint,\n  secret_key_base: System.fetch_env!(\"SECRET_KEY_BASE\"),\n  http: [port: {R.randint(4000, 4999)}]", "phoenix"
    if k == 1:
        return f"app.config[\"SECRET_KEY\"] = os.environ[\"FLASK_SECRET_KEY\"]\napp.config[\"PERMANENT_SESSION_LIFETIME\"] = {R.randint(60, 86400)}", "flask"
    if k == 2:
        return ("<machineKey validationKey=\"AutoGenerate,IsolateApps\" decryptionKey=\"AutoGenerate,IsolateApps\"\n"
                f"            validation=\"HMACSHA256\" decryption=\"AES\" />\n<sessionState timeout=\"{R.randint(5, 600)}\" />"), "aspnet-webconfig"
    return f"APP_NAME=shop\nAPP_ENV=local\nAPP_KEY=\nAPP_URL=http://localhost:{c(('8000', '8080'))}", "laravel-env"


def sql_ord():
    rows = "\n".join(f" {R.randint(1, 500):>3} | {c(USERS):<11} | {rs(8)} | {hx(64)}" for _ in range(R.randint(2, 4)))
    return (f"shop=> select id, owner, key_prefix, key_sha256 from integration_keys;\n id  | owner       | key_prefix | key_sha256\n"
            f"-----+-------------+------------+-----------\n{rows}"), "psql"


def crash_ord():
    k = R.randrange(2)
    if k == 0:
        return (f"# A fatal error has been detected by the Java Runtime Environment:\n#  SIGSEGV (0xb) at pc=0x00007f{hx(10)}, pid={R.randint(100, 9999)}\n"
                f"jvm_args: -Xmx2g -Dspring.profiles.active=prod -Dfile.encoding=UTF-8\n# Problematic frame:\n# C  [libc.so.6+0x{hx(6)}]"), "hs-err"
    return (f"           PID: {R.randint(100, 9999)} (worker)\n        Signal: 6 (ABRT)\n  Command Line: /opt/worker/bin/worker --queue jobs\n"
            f"       Build ID: {hx(40)}\n       Message: Process dumped core."), "coredumpctl"


def ids_ord():
    return c((f"image {c(('api', 'web', 'worker'))}@{digest()} built from {sha()} (run {R.randint(10**9, 10**10)})",
              f"trace_id={hx(32)} span_id={hx(16)} request_id={uuid()}",
              f"arn:aws:iam::{R.randint(10**11, 10**12 - 1)}:role/{c(('deploy', 'ci', 'reader'))}",
              f"\"integrity\": \"sha512-{b64(64)}\"", f"short link https://go.acme.example/{rs(7)} -> docs page",
              f"feature flag `{c(('checkout', 'search'))}-{rs(6, 'abcdefghijklmnopqrstuvwxyz')}-rollout` at 25%",
              f"cursor: {b64(24)} (base64 of the last row id)")), "ids"


def note_ord():
    t = c(("the staging search cluster", "the legacy ftp", "the crm sandbox", "the grafana box"))
    return c((f"Session note {date()}: {t} credentials are in the team vault under ops/; I did not store them.",
              f"Remember: {t} uses SSO since {date()}, no shared login.",
              f"Learned: deploy to {t} needs `op signin` first; the script reads the token itself.")), "agent-note"


SEEN_ORD = {"gha_ord": gha_ord, "gitlab_ord": gitlab_ord, "jenkins_ord": jenkins_ord, "circle_ord": circle_ord,
            "buildkite_ord": buildkite_ord, "drone_ord": drone_ord, "azure_ord": azure_ord, "exc_ord": exc_ord,
            "http_ord": http_ord, "orm_ord": orm_ord, "history_ord": history_ord, "env_ord": env_ord,
            "cloud_ord": cloud_ord, "devtools_ord": devtools_ord, "tf_ord": tf_ord, "mail_ord": mail_ord,
            "saas_ord": saas_ord, "wallet_ord": wallet_ord, "fw_ord": fw_ord, "sql_ord": sql_ord,
            "crash_ord": crash_ord, "ids_ord": ids_ord, "note_ord": note_ord}
