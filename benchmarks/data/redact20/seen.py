"""Seen rows with secrets: CI/CD files, logs, dumps, CLI output, SDK setup, wallets, signing secrets."""

from gen import USERS, R, aws_id, aws_secret, b64, b64u, c, date, digest, host, hx, jwt, mnemonic, pw, rs, sha, ts, uuid


def gh_tok():
    return "ghp_" + rs(36)


def ci_gha():
    v1, v2 = pw(), c((gh_tok(), "glpat-" + rs(20), b64u(30)))
    db = host("db")
    k = R.randrange(3)
    if k == 0:
        return (f"name: deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n"
                f"      DATABASE_URL: postgres://app:{v1}@{db}:5432/app\n      NODE_ENV: production\n    steps:\n"
                f"      - uses: actions/checkout@v4\n      - run: npm run migrate\n"), [v1], "gha"
    if k == 1:
        return (f"    steps:\n      - uses: docker/login-action@v3\n        with:\n          registry: registry.{c(('acme', 'corp'))}.example\n"
                f"          username: ci-bot\n          password: {v2}\n      - run: docker push registry.acme.example/api:{sha()[:7]}\n"), [v2], "gha"
    return (f"      - name: Upload sourcemaps\n        uses: acme/upload-action@v2\n        with:\n          api-key: {v2}\n"
            f"          project: web\n        env:\n          SMTP_PASSWORD: \"{v1}\"\n"), [v2, v1], "gha"


def ci_gitlab():
    v1, v2 = pw(), "glpat-" + rs(20)
    return (f"variables:\n  POSTGRES_DB: app\n  POSTGRES_USER: runner\n  POSTGRES_PASSWORD: \"{v1}\"\n  GIT_DEPTH: \"10\"\n\n"
            f"release:\n  stage: deploy\n  script:\n    - curl --header \"PRIVATE-TOKEN: {v2}\" https://gitlab.acme.example/api/v4/projects/{R.randint(10, 999)}/releases\n"), [v1, v2], "gitlab-ci"


def ci_jenkins():
    v = pw()
    cid = c(("nexus-deploy", "db-admin", "artifactory", "smtp-relay"))
    if R.random() < 0.5:
        return (f"<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <scope>GLOBAL</scope>\n"
                f"  <id>{cid}</id>\n  <description>imported by hand</description>\n  <username>{c(USERS)}</username>\n"
                f"  <password>{v}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>"), [v], "jenkins-xml"
    return (f"credentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - string:\n"
            f"              scope: GLOBAL\n              id: \"{cid}\"\n              secret: \"{v}\"\n"), [v], "jcasc"


def ci_circle():
    v1, v2 = "npm_" + rs(36), pw()
    return (f"version: 2.1\njobs:\n  build:\n    docker:\n      - image: registry.acme.example/node:20\n        auth:\n"
            f"          username: ci\n          password: {v2}\n    environment:\n      NPM_TOKEN: {v1}\n      CI: \"true\"\n"
            f"    steps:\n      - checkout\n"), [v2, v1], "circleci"


def ci_buildkite():
    v = hx(32)
    return (f"steps:\n  - label: \":rocket: deploy\"\n    command: scripts/deploy.sh\n    env:\n      HONEYCOMB_API_KEY: \"{v}\"\n"
            f"      DEPLOY_ENV: staging\n    agents:\n      queue: deploy\n"), [v], "buildkite"


def ci_drone():
    v = pw()
    return (f"kind: pipeline\ntype: docker\nname: default\n\nsteps:\n- name: publish\n  image: plugins/docker\n  settings:\n"
            f"    repo: registry.acme.example/api\n    username: drone\n    password: {v}\n    tags: [latest]\n"), [v], "drone"


def ci_azure():
    v = pw()
    return (f"variables:\n- name: buildConfiguration\n  value: Release\n- name: sqlAdminPassword\n  value: '{v}'\n\n"
            f"steps:\n- script: dotnet ef database update --connection \"$(connString)\"\n"), [v], "azure-pipelines"


def exc_conn():
    v, h = pw(), host("db")
    k = R.randrange(5)
    if k == 0:
        return (f"Traceback (most recent call last):\n  File \"app/db.py\", line 14, in <module>\n    engine = create_engine(URL)\n"
                f"sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'postgresql+psycopg://app:{v}@{h}:5432/app?sslmode=requre'"), [v], "python-traceback"
    if k == 1:
        return (f"com.mongodb.MongoConfigurationException: Unable to look up SRV record for host {h}\n"
                f"\tconnection string: mongodb+srv://reporting:{v}@{h}/app?retryWrites=true\n"
                f"\tat com.mongodb.internal.dns.DefaultDnsResolver.resolveHostFromSrvRecords(DefaultDnsResolver.java:58)"), [v], "java-exception"
    if k == 2:
        return (f"Unhandled exception. System.ArgumentException: Keyword not supported: 'port'. Connection string: "
                f"'Server={h};Port=1433;Database=Orders;User Id=sa;Password={v};TrustServerCertificate=True'\n"
                f"   at Microsoft.Data.SqlClient.SqlConnectionString..ctor(String connectionString)"), [v], "dotnet-exception"
    if k == 3:
        return (f"Error: connect ECONNREFUSED {h}:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {{\n"
                f"  errno: -111,\n  code: 'ECONNREFUSED',\n  options: {{ url: 'rediss://default:{v}@{h}:6379/0' }}\n}}"), [v], "node-error"
    return (f"PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /srv/app/db.php:9\n"
            f"Stack trace:\n#0 /srv/app/db.php(9): PDO->__construct('mysql:host={h};...', 'shop', '{v}')\n#1 {{main}}"), [v], "php-error"


def http_dump():
    k = R.randrange(4)
    h = host("api")
    if k == 0:
        v = b64u(R.randint(24, 40))
        return (f"> GET /v2/incidents HTTP/2\n> Host: {h}\n> user-agent: curl/8.5.0\n> accept: */*\n> authorization: Bearer {v}\n>\n"
                f"< HTTP/2 200\n< content-type: application/json\n< x-request-id: {uuid()}"), [v], "curl-v"
    if k == 1:
        v = jwt()
        return (f"--> POST https://{h}/v1/orders\nContent-Type: application/json\nAuthorization: Bearer {v}\n"
                f"{{\"sku\":\"A-{R.randint(100, 999)}\",\"qty\":1}}\n--> END POST (31-byte body)"), [v], "okhttp"
    if k == 2:
        v = hx(32)
        return (f"POST /1/indexes/products/batch HTTP/1.1\r\nHost: {h}\r\nX-Algolia-Application-Id: {rs(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}\r\n"
                f"X-Algolia-API-Key: {v}\r\nContent-Length: 412\r\n"), [v], "go-dumprequest"
    import base64
    u, p = c(USERS), pw()
    v = base64.b64encode(f"{u}:{p}".encode()).decode()
    return (f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): {h}:443\nsend: b'GET /api/v1/status HTTP/1.1\\r\\n"
            f"Host: {h}\\r\\nAuthorization: Basic {v}\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'"), [v], "python-http"


def orm_bind():
    v = c(("rk_live_" + rs(24), hx(40), b64u(32)))
    k = R.randrange(4)
    if k == 0:
        return (f"INFO sqlalchemy.engine.Engine INSERT INTO api_tokens (user_id, token, created_at) VALUES (%(user_id)s, %(token)s, now())\n"
                f"INFO sqlalchemy.engine.Engine [generated in 0.00031s] {{'user_id': {R.randint(1, 900)}, 'token': '{v}'}}"), [v], "sqlalchemy"
    if k == 1:
        p = pw()
        return (f"Hibernate: update service_account set password=?, updated_at=? where id=?\n"
                f"TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [1] as [VARCHAR] - [{p}]\n"
                f"TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [2] as [TIMESTAMP] - [{date()} 10:00:00]"), [p], "hibernate"
    if k == 2:
        return (f"  ApiKey Create ({R.randint(1, 9)}.{R.randint(0, 9)}ms)  INSERT INTO \"api_keys\" (\"name\", \"secret\", \"created_at\") VALUES ($1, $2, $3) "
                f"RETURNING \"id\"  [[\"name\", \"ci\"], [\"secret\", \"{v}\"], [\"created_at\", \"{date()} 09:12:44\"]]"), [v], "activerecord"
    return (f"[debug] QUERY OK source=\"webhook_endpoints\" db=1.2ms\nINSERT INTO \"webhook_endpoints\" (\"url\",\"signing_key\",\"inserted_at\") "
            f"VALUES ($1,$2,$3) RETURNING \"id\" [\"https://{host('hooks')}/in\", \"{v}\", ~U[{date()} 08:01:02Z]]"), [v], "ecto"


def shell_history():
    lines, labels = [], []
    n = R.randint(1000, 1900)
    for _ in range(R.randint(2, 4)):
        k = R.randrange(6)
        v = pw()
        if k == 0:
            line = f"mysql -h {host('db')} -u root -p{v} shop"
        elif k == 1:
            v = gh_tok()
            line = f"export GITHUB_TOKEN={v}"
        elif k == 2:
            line = f"redis-cli -h {host('cache')} -a {v} --tls ping"
        elif k == 3:
            line = f"psql \"postgresql://etl:{v}@{host('db')}/warehouse\""
        elif k == 4:
            line = f"curl -u admin:{v} https://{host('es')}:9200/_cat/indices"
        else:
            v = hx(32)
            line = f"meili --master-key {v} --env production"
        labels.append(v)
        lines.append(line)
        lines.append(c(("ls -la", "git status", "cd ..", "kubectl get pods -n web", "vim .env")))
    fmt = R.randrange(3)
    if fmt == 0:
        return "\n".join(f" {n + i}  {ln}" for i, ln in enumerate(lines)), labels, "bash-history"
    if fmt == 1:
        return "\n".join(f": {1790000000 + i * 37}:0;{ln}" for i, ln in enumerate(lines)), labels, "zsh-history"
    return "\n".join(f"- cmd: {ln}\n  when: {1790000000 + i * 41}" for i, ln in enumerate(lines)), labels, "fish-history"


def env_dump():
    v1, v2 = pw(), c(("hcaik_" + rs(50), "NRAK-" + rs(27, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), hx(40)))
    k = R.randrange(3)
    if k == 0:
        return (f"$ printenv | sort\nHOME=/home/app\nHOSTNAME=web-{hx(6)}\nOBS_API_KEY={v2}\nPATH=/usr/local/bin:/usr/bin\n"
                f"SMTP_PASSWORD={v1}\nTZ=UTC"), [v2, v1], "printenv"
    if k == 1:
        return (f"$ docker inspect --format '{{{{json .Config.Env}}}}' worker-1\n[\"PATH=/usr/local/sbin:/usr/local/bin\",\"QUEUE_URL=amqp://worker:{v1}@{host('mq')}:5672/\","
                f"\"NEW_RELIC_LICENSE_KEY={v2}\",\"LANG=C.UTF-8\"]"), [v1, v2], "docker-inspect"
    return (f"Containers:\n  api:\n    Image:      registry.acme.example/api@{digest()}\n    Environment:\n      LOG_LEVEL:        info\n"
            f"      SEARCH_ADMIN_KEY: {v2}\n      DB_PASSWORD:      {v1}\n      DB_HOST:          <set to the key 'host' of config map 'db'>  Optional: false\n"), [v2, v1], "kubectl-describe"


def cloud_sts():
    i, s, t = aws_id("ASIA"), aws_secret(), b64(R.randint(200, 300))
    return (f"$ aws sts assume-role --role-arn arn:aws:iam::{R.randint(10**11, 10**12 - 1)}:role/deploy --role-session-name ci\n{{\n"
            f"    \"Credentials\": {{\n        \"AccessKeyId\": \"{i}\",\n        \"SecretAccessKey\": \"{s}\",\n"
            f"        \"SessionToken\": \"{t}\",\n        \"Expiration\": \"{ts()}\"\n    }},\n"
            f"    \"AssumedRoleUser\": {{\n        \"AssumedRoleId\": \"AROA{rs(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}:ci\"\n    }}\n}}"), [i, s, t], "aws-cli"


def token_print():
    k = R.randrange(5)
    if k == 0:
        v = "ya29." + b64u(110)
        return f"$ gcloud auth print-access-token\n{v}", [v], "gcloud"
    if k == 1:
        v = b64(R.randint(700, 900) // 4 * 3)
        return f"$ aws ecr get-login-password --region eu-west-1\n{v}", [v], "aws-cli"
    if k == 2:
        v = "gho_" + rs(36)
        return f"~/src/api main* ❯ gh auth token\n{v}\n~/src/api main* ❯", [v], "gh-cli"
    if k == 3:
        v = hx(128)
        return f"$ bin/rails secret\n{v}\n$ # paste into the staging env", [v], "rails-cli"
    v = jwt({"aud": "https://management.azure.example/", "tid": uuid(), "oid": uuid()})
    return (f"$ az account get-access-token --query accessToken -o tsv\n{v}"), [v], "az-cli"


def devtools():
    h = host("api")
    v1, v2 = jwt(), b64u(32)
    if R.random() < 0.5:
        return (f"fetch(\"https://{h}/graphql\", {{\n  \"headers\": {{\n    \"accept\": \"*/*\",\n    \"authorization\": \"Bearer {v1}\",\n"
                f"    \"content-type\": \"application/json\",\n    \"cookie\": \"theme=dark; sid={v2}\"\n  }},\n"
                f"  \"body\": \"{{\\\"query\\\":\\\"{{ me {{ id }} }}\\\"}}\",\n  \"method\": \"POST\"\n}});"), [v1, v2], "devtools-fetch"
    return (f"curl 'https://{h}/api/v3/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -b 'lang=en; session_id={v2}' \\\n"
            f"  -H 'authorization: Bearer {v1}' \\\n  -H 'sec-fetch-mode: cors' \\\n  --compressed"), [v2, v1], "devtools-curl"


def tf_plan():
    v = pw(16, 24)
    k = R.randrange(3)
    if k == 0:
        return (f"  # aws_db_instance.main will be created\n  + resource \"aws_db_instance\" \"main\" {{\n      + allocated_storage = 50\n"
                f"      + engine            = \"postgres\"\n      + id                = (known after apply)\n      + password          = \"{v}\"\n"
                f"      + username          = \"app\"\n    }}"), [v], "terraform-plan"
    if k == 1:
        old = pw(16, 24)
        return (f"  # aws_ssm_parameter.relay will be updated in-place\n  ~ resource \"aws_ssm_parameter\" \"relay\" {{\n"
                f"        id    = \"/prod/relay/password\"\n      ~ value = \"{old}\" -> \"{v}\"\n    }}"), [old, v], "terraform-plan"
    tok = b64u(30)
    return (f"  + resource \"kubernetes_secret\" \"obs\" {{\n      + data = {{\n          + \"api_key\" = \"{tok}\"\n        }}\n"
            f"      + type = \"Opaque\"\n    }}"), [tok], "terraform-plan"


def mail_sasl():
    v = pw()
    k = R.randrange(4)
    relay = host("smtp")
    if k == 0:
        return f"# /etc/postfix/sasl_passwd\n[{relay}]:587    alerts@ops.example:{v}\n", [v], "postfix-sasl"
    if k == 1:
        return (f"account default\nhost {relay}\nport 587\nauth on\nuser cron@ops.example\npassword {v}\ntls on\n"), [v], "msmtprc"
    if k == 2:
        return f"# /etc/exim4/passwd.client\n*.{relay.split('.', 1)[-1]}:relay-user:{v}\n", [v], "exim-passwd"
    return f"root=ops@ops.example\nmailhub={relay}:587\nAuthUser=relay\nAuthPass={v}\nUseSTARTTLS=YES\n", [v], "ssmtp"


def saas_sdk():
    k = R.randrange(10)
    if k == 0:
        v = hx(32)
        return f"const client = algoliasearch('{rs(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}', '{v}'); // admin, for reindex job", [v], "js"
    if k == 1:
        v = "sk.eyJ1Ijoi" + b64u(40) + "." + b64u(16)
        return f"MAPBOX_DOWNLOADS_TOKEN={v}\n# pk token for the web map is in next.config.js", [v], "dotenv"
    if k == 2:
        v = rs(64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        return (f"AUTH0_DOMAIN=acme-dev.eu.auth0.example\nAUTH0_CLIENT_ID={rs(32)}\nAUTH0_CLIENT_SECRET={v}\n"), [v], "dotenv"
    if k == 3:
        v = "00" + rs(40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        return f"okta:\n  client:\n    orgUrl: https://acme.okta.example\n    token: {v}\n", [v], "okta-yaml"
    if k == 4:
        v = "pat-na1-" + uuid()
        return f"hubspot_client = HubSpot(access_token=\"{v}\")", [v], "python"
    if k == 5:
        a, b = "ck_" + hx(40), "cs_" + hx(40)
        return (f"const api = new WooCommerceRestApi({{\n  url: 'https://shop.acme.example',\n  consumerKey: '{a}',\n"
                f"  consumerSecret: '{b}',\n  version: 'wc/v3'\n}});"), [a, b], "js"
    if k == 6:
        v = hx(32)
        return (f"gateway = braintree.BraintreeGateway(braintree.Configuration(\n    braintree.Environment.Production,\n"
                f"    merchant_id=\"{rs(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}\",\n    public_key=\"{rs(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}\",\n"
                f"    private_key=\"{v}\",\n))"), [v], "python"
    if k == 7:
        a, b = "rzp_live_" + rs(14), rs(24)
        return f"Razorpay::Client.new('{a}', '{b}')", [b], "ruby"
    if k == 8:
        v = uuid()
        return (f"opsgenie:\n  api_url: https://api.eu.opsgenie.example\n  api_key: {v}\n  responders: [platform]\n"), [v], "alertmanager-yaml"
    v = "live_" + rs(30)
    return f"$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"{v}\");", [v], "php"


def wallet():
    k = R.randrange(5)
    if k == 0:
        v = mnemonic(c((12, 24)))
        return f"MNEMONIC=\"{v}\"\nRPC_URL=https://rpc.testnet.example\n", [v], "dotenv"
    if k == 1:
        v = "0x" + hx(64)
        return (f"module.exports = {{\n  networks: {{\n    sepolia: {{\n      url: \"https://rpc.testnet.example\",\n"
                f"      accounts: [\"{v}\"],\n    }},\n  }},\n}};"), [v], "hardhat"
    if k == 2:
        v = "0x" + hx(64)
        return (f"$ cast wallet new\nSuccessfully created new keypair.\nAddress:     0x{hx(40)}\nPrivate key: {v}"), [v], "foundry"
    if k == 3:
        v = "[" + ",".join(str(R.randrange(256)) for _ in range(64)) + "]"
        return f"$ cat ~/.config/solana/id.json\n{v}", [v], "solana"
    v = mnemonic(12)
    return (f"{c(('note to self', 'agent note'))}: faucet wallet for the demo, restore with {v} — only testnet funds"), [v], "agent-note"


def fw_secret():
    k = R.randrange(5)
    if k == 0:
        v = b64(48)
        return (f"config :shop, ShopWeb.Endpoint,\n  url: [host: \"shop.example\"],\n  secret_key_base: \"{v}\",\n  server: true"), [v], "phoenix"
    if k == 1:
        v = hx(48)
        return f"app = Flask(__name__)\napp.config[\"SECRET_KEY\"] = \"{v}\"\napp.config[\"SESSION_COOKIE_SECURE\"] = True", [v], "flask"
    if k == 2:
        a, b = hx(128).upper(), hx(64).upper()
        return (f"<system.web>\n  <machineKey validationKey=\"{a}\"\n              decryptionKey=\"{b}\"\n"
                f"              validation=\"HMACSHA256\" decryption=\"AES\" />\n</system.web>"), [a, b], "aspnet-webconfig"
    if k == 3:
        v = b64(32)
        return f"$ php artisan key:generate --show\nbase64:{v}", [v], "laravel-cli"
    v = rs(50, "abcdefghijklmnopqrstuvwxyz0123456789!$^*(-_=+)")
    return (f">>> from django.core.management.utils import get_random_secret_key\n>>> get_random_secret_key()\n'{v}'"), [v], "django-shell"


def sql_apikey():
    rows, labels = [], []
    for i in range(R.randint(2, 4)):
        v = c(("ak_" + rs(32), hx(40), b64u(30)))
        labels.append(v)
        rows.append((R.randint(1, 500), c(USERS), v, date()))
    if R.random() < 0.5:
        body = ",\n".join(f"({a},'{b}','{v}','{d} 10:00:00')" for a, b, v, d in rows)
        return f"INSERT INTO `api_keys` VALUES {body};", labels, "mysqldump"
    body = "\n".join(f" {a:>3} | {b:<11} | {v} | {d}" for a, b, v, d in rows)
    return (f"shop=> select id, owner, value, created from integration_keys;\n id  | owner       | value | created\n"
            f"-----+-------------+-------+-----------\n{body}\n({len(rows)} rows)"), labels, "psql"


def crash_report():
    v = pw()
    k = R.randrange(3)
    if k == 0:
        return (f"# A fatal error has been detected by the Java Runtime Environment:\n#  SIGSEGV (0xb) at pc=0x00007f{hx(10)}, pid={R.randint(100, 9999)}\n"
                f"---------------  S Y S T E M  ---------------\njvm_args: -Xmx2g -Dspring.datasource.password={v} -Dfile.encoding=UTF-8\n"
                f"java_command: app.jar --spring.profiles.active=prod"), [v], "hs-err"
    if k == 1:
        return (f"           PID: {R.randint(100, 9999)} (worker)\n        Signal: 11 (SEGV)\n  Command Line: /opt/worker/bin/worker --queue jobs --broker-password {v}\n"
                f"    Executable: /opt/worker/bin/worker\n       Message: Process {R.randint(100, 9999)} (worker) dumped core."), [v], "coredumpctl"
    t = hx(32)
    return (f"{{\"errorClass\":\"TypeError\",\"message\":\"Cannot read properties of undefined\",\"metaData\":{{\"env\":"
            f"{{\"NODE_ENV\":\"production\",\"PAGER_ROUTING_KEY\":\"{t}\"}}}},\"device\":{{\"hostname\":\"web-{hx(6)}\"}}}}"), [t], "bugsnag-json"


def agent_note():
    v, u = pw(), c(USERS)
    t = c(("the staging search cluster", "the legacy ftp", "the crm sandbox", "the grafana box", "the status page admin"))
    k = R.randrange(4)
    s = (f"Session note {date()}: {t} accepts {u} with {v}; the user asked me to keep this for the migration.",
         f"Remember for next time: {t} → {u} + {v} (temporary, expires end of month).",
         f"Learned: the deploy script for {t} fails unless you log in first as {u}:{v} and re-run.",
         f"{t.capitalize()}: {u} / {v}. User confirmed it still works on {date()}.")[k]
    return s, [v], "agent-note"


SEEN_SECRET = {"ci_gha": ci_gha, "ci_gitlab": ci_gitlab, "ci_jenkins": ci_jenkins, "ci_circle": ci_circle,
               "ci_buildkite": ci_buildkite, "ci_drone": ci_drone, "ci_azure": ci_azure, "exc_conn": exc_conn,
               "http_dump": http_dump, "orm_bind": orm_bind, "shell_history": shell_history, "env_dump": env_dump,
               "cloud_sts": cloud_sts, "token_print": token_print, "devtools": devtools, "tf_plan": tf_plan,
               "mail_sasl": mail_sasl, "saas_sdk": saas_sdk, "wallet": wallet, "fw_secret": fw_secret,
               "sql_apikey": sql_apikey, "crash_report": crash_report, "agent_note": agent_note}
