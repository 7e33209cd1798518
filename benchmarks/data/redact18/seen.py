"""Seen rows: output and files an agent captures that hold a credential. Each returns (text, labels, lang)."""

import base64
import json

from gen import (
    DBS,
    WORDS,
    R,
    alnum,
    aws_id,
    aws_secret,
    b32,
    b64,
    b64u,
    digits,
    hexs,
    host,
    ip,
    jwt_like,
    passphrase,
    pick,
    pw,
    pw_url,
    sha1,
    sha256,
    tok_any,
    tok_ghp,
    tok_glpat,
    tok_npm,
    tok_slack_bot,
    tok_stripe,
    tok_vault,
    ts,
    ulid,
    user,
    uuid,
)

BENIGN = ["ls -la", "cd ~/src/{w}", "git status", "git pull --rebase", "kubectl get pods -n {w}", "npm test",
          "make build", "docker ps", "vim config.yaml", "tail -f log/app.log", "python -m pytest -x", "htop",
          "git checkout -b fix/{w}", "terraform plan", "go test ./...", "cargo build --release", "clear"]


def benign():
    return pick(BENIGN).format(w=pick(WORDS))


def db():
    return pick(DBS)


def secret_cmd():
    """A command line holding one credential; returns (line, [labels])."""
    v, u, h = pw_url(), user(), host()
    k = R.randrange(10)
    if k == 0:
        t = tok_any()
        return f"export {pick(['GITHUB_TOKEN', 'API_TOKEN', 'OPENAI_API_KEY', 'HF_TOKEN', 'SLACK_TOKEN'])}={t}", [t]
    if k == 1:
        return f"mysql -u {u} -p'{v}' -h {h} {db()}", [v]
    if k == 2:
        return f'psql "postgresql://{u}:{v}@{h}:5432/{db()}"', [v]
    if k == 3:
        t = tok_any()
        return f'curl -s -H "Authorization: Bearer {t}" https://api.{pick(WORDS)}.example/v1/{db()}', [t]
    if k == 4:
        return f"docker login -u {u} -p {v} registry.{pick(WORDS)}.example", [v]
    if k == 5:
        t = tok_glpat()
        return f"git clone https://oauth2:{t}@gitlab.{pick(WORDS)}.example/{pick(WORDS)}/{db()}.git", [t]
    if k == 6:
        s = aws_secret()
        return f"aws configure set aws_secret_access_key {s} --profile {pick(WORDS)}", [s]
    if k == 7:
        t = tok_vault()
        return f"vault login {t}", [t]
    if k == 8:
        return f"PGPASSWORD={v} pg_dump -h {h} -U {u} {db()} > dump.sql", [v]
    s = b32(32)
    return f"oathtool --totp -b {s}", [s]


def shell_history():
    lines, labels = [benign() for _ in range(R.randint(2, 6))], []
    for _ in range(R.randint(1, 2)):
        c, lb = secret_cmd()
        lines.insert(R.randint(0, len(lines)), c)
        labels += lb
    lines += [benign() for _ in range(R.randint(0, 3))]
    kind = R.randrange(3)
    if kind == 0:
        n = R.randint(100, 900)
        return "$ history | tail\n" + "\n".join(f"{n + i:5d}  {c}" for i, c in enumerate(lines)), labels, "bash-history"
    if kind == 1:
        t = R.randint(1760000000, 1790000000)
        return "\n".join(f": {t + 37 * i}:0;{c}" for i, c in enumerate(lines)), labels, "zsh-history"
    return "$ cat ~/.bash_history\n" + "\n".join(lines), labels, "bash-history"


def positional():
    v, u = pw(), user()
    k = R.randrange(8)
    cmd = [f"htpasswd -b -c /etc/nginx/.htpasswd {u} {v}", f"rabbitmqctl add_user {u} {v}",
           f"rabbitmqctl change_password {u} {v}", f"net user {u} {v} /add", f"echo '{u}:{v}' | sudo chpasswd",
           f"mysqladmin -u root password {v}", f"mosquitto_passwd -b /etc/mosquitto/passwd {u} {v}",
           f"smbclient //{host()}/share {v} -U {u}"][k]
    lines = [benign() for _ in range(R.randint(1, 4))]
    lines.insert(R.randint(0, len(lines)), cmd)
    if R.random() < 0.5:
        return "\n".join(f"{R.randint(100, 999):5d}  {c}" for c in lines), [v], "shell"
    return "\n".join("+ " + c for c in lines), [v], "bash-xtrace"


def setx_trace():
    v, u, h = pw_url(), user(), host()
    t = pick([tok_glpat(), tok_ghp(), tok_npm(), tok_any()])
    opts = [
        (f"+ export DB_PASSWORD={v}", [v]),
        (f"+ curl -sf -H 'PRIVATE-TOKEN: {t}' https://gitlab.{pick(WORDS)}.example/api/v4/projects/{digits(4)}", [t]),
        (f"+ PGPASSWORD={v} psql -h {h} -U {u} -d {db()} -c 'select 1'", [v]),
        (f"+ docker login -u {u} -p {t} registry.{pick(WORDS)}.example", [t]),
        (f"++ echo {t}\n+ TOKEN={t}", [t]),
        (f"+ npm config set //registry.npmjs.example/:_authToken {t}", [t]),
    ]
    a = pick(opts)
    pre = ["+ set -euo pipefail", f"+ cd /srv/{pick(WORDS)}", f"++ git rev-parse HEAD\n+ SHA={sha1()}",
           f"+ VERSION=1.{R.randint(0, 30)}.{R.randint(0, 9)}"]
    R.shuffle(pre)
    post = ["+ echo done\ndone", "+ exit 0", f"HTTP/1.1 200 OK\n+ rm -f /tmp/{pick(WORDS)}.json"]
    return "\n".join(pre[:R.randint(1, 3)] + [a[0], pick(post)]), a[1], "bash-xtrace"


def env_vars():
    """(pairs, labels) for an environment with two or three secrets."""
    u, h, v = user(), host(), pw_url()
    kid, sec, t = aws_id(), aws_secret(), tok_stripe()
    pool = [
        ([("DATABASE_URL", f"postgres://{u}:{v}@{h}:5432/{db()}")], [v]),
        ([("AWS_ACCESS_KEY_ID", kid), ("AWS_SECRET_ACCESS_KEY", sec)], [kid, sec]),
        ([("STRIPE_SECRET_KEY", t)], [t]),
    ]
    rv = pw_url()
    pool.append(([("REDIS_URL", f"redis://:{rv}@{host('cache')}:6379/0")], [rv]))
    gt = tok_any()
    pool.append(([(pick(["GITHUB_TOKEN", "SENTRY_AUTH_TOKEN", "OPENAI_API_KEY", "SLACK_BOT_TOKEN"]), gt)], [gt]))
    R.shuffle(pool)
    pairs, labels = [], []
    for p, lb in pool[:R.randint(1, 3)]:
        pairs += p
        labels += lb
    plain = [("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"), ("HOME", "/home/app"), ("LANG", "C.UTF-8"),
             ("HOSTNAME", hexs(12)), ("NODE_ENV", "production"), ("PORT", str(R.choice([3000, 8000, 8080]))),
             ("GIT_SHA", sha1()), ("TZ", "UTC")]
    R.shuffle(plain)
    return pairs + plain[:R.randint(3, 6)], labels


def env_dump():
    pairs, labels = env_vars()
    pairs.sort()
    head = pick(["$ env | sort", "$ printenv", "$ docker exec api env", "$ kubectl exec deploy/api -- env"])
    return head + "\n" + "\n".join(f"{k}={v}" for k, v in pairs), labels, "env"


def docker_inspect():
    pairs, labels = env_vars()
    obj = [{"Id": sha256(), "Created": ts() + ".123456789Z", "Name": "/" + pick(WORDS) + "-api-1",
            "Config": {"Hostname": hexs(12), "Env": [f"{k}={v}" for k, v in pairs],
                       "Image": f"registry.{pick(WORDS)}.example/api:1.{R.randint(0, 40)}"},
            "Image": "sha256:" + sha256()}]
    return "$ docker inspect " + obj[0]["Name"][1:] + "\n" + json.dumps(obj, indent=4), labels, "docker-inspect"


def kubectl_describe():
    pairs, labels = env_vars()
    name = f"{pick(WORDS)}-api-{hexs(10)}-{alnum(5).lower()}"
    env = "\n".join(f"      {k}:  {v}" for k, v in pairs)
    text = (f"$ kubectl describe pod {name}\nName:             {name}\nNamespace:        {pick(WORDS)}\n"
            f"Status:           Running\nIP:               10.42.{R.randint(0, 9)}.{R.randint(2, 250)}\nContainers:\n"
            f"  api:\n    Image:          registry.{pick(WORDS)}.example/api:{R.randint(1, 9)}.{R.randint(0, 20)}\n"
            f"    Image ID:       registry.{pick(WORDS)}.example/api@sha256:{sha256()}\n    Port:           8080/TCP\n"
            f"    State:          Running\n    Environment:\n{env}\n    Mounts:\n"
            f"      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-{alnum(5).lower()} (ro)")
    return text, labels, "kubectl"


def stamped(lines):
    """GitHub Actions style: one increasing timestamp per line."""
    base = ts()
    sec = R.randint(0, 50)
    out = []
    for x in lines:
        sec += R.randint(0, 2)
        out.append(f"{base[:17]}{min(sec, 59):02d}.{digits(7)}Z {x}")
    return out


def ci_gha():
    t, v = pick([tok_npm(), tok_any()]), pw_url()
    step = pick(["./scripts/deploy.sh", "npm publish", "make release"])
    env = [("REGISTRY", f"ghcr.{pick(WORDS)}.example"), ("NODE_VERSION", "22")]
    env.insert(1, (pick(["NPM_TOKEN", "DEPLOY_TOKEN", "API_KEY"]), t))
    lines = [f"##[group]Run {step}", step, "shell: /usr/bin/bash -e {0}", "env:"]
    lines += [f"  {k}: {val}" for k, val in env]
    labels = [t]
    if R.random() < 0.5:
        lines += ["##[endgroup]", f"##[group]Run curl -u admin:{v} https://{host()}/api/reload",
                  f"curl -u admin:{v} https://{host()}/api/reload", "##[endgroup]"]
        labels.append(v)
    else:
        lines.append("##[endgroup]")
    lines.append(pick(["+ published", "Deployed revision " + sha1()[:7], "Done in 4.2s"]))
    return "\n".join(f"{x}" for x in stamped(lines)), labels, "gha"


def ci_gitlab():
    t = "glcbt-" + alnum(20) if R.random() < 0.3 else tok_glpat()
    v, u, h = pw_url(), user(), host()
    a = pick([
        (f"$ docker login -u gitlab-ci-token -p {t} registry.{pick(WORDS)}.example", [t]),
        (f"$ mvn deploy -Drepo.password={v} -Drepo.user={u}", [v]),
        (f'$ psql "postgres://{u}:{v}@{h}/{db()}" -f migrations/{R.randint(1, 99):03d}.sql', [v]),
        (f"$ echo \"machine gitlab.{pick(WORDS)}.example login {u} password {t}\" > ~/.netrc", [t]),
    ])
    text = (f"Running with gitlab-runner 17.{R.randint(0, 9)}.{R.randint(0, 5)} (v17)\n"
            f"Using Docker executor with image node:22 ...\nGetting source from Git repository\n"
            f"Checking out {sha1()[:8]} as detached HEAD (ref is main)...\n"
            f"Executing \"step_script\" stage of the job script\n{a[0]}\n"
            + pick(["Login Succeeded", "BUILD SUCCESS", "CREATE TABLE", "Job succeeded"]))
    return text, a[1], "gitlab-ci"


def ci_jenkins():
    api = "11" + hexs(32)
    v, u = pw_url(), user()
    t = tok_ghp()
    a = pick([
        (f"+ curl -u {u}:{api} https://jenkins.{pick(WORDS)}.example/job/{pick(WORDS)}/build", [api]),
        (f"+ git push https://{u}:{t}@github.{pick(WORDS)}.example/{pick(WORDS)}/{db()}.git HEAD:main", [t]),
        (f"+ docker login -u {u} -p {v} registry.{pick(WORDS)}.example", [v]),
        (f"+ sshpass -p {v} scp build.tgz {u}@{host()}:/srv/", [v]),
    ])
    text = (f"Started by user {pick(WORDS)}\n[Pipeline] Start of Pipeline\n[Pipeline] node\n"
            f"Running on agent-{R.randint(1, 9)} in /var/lib/jenkins/workspace/{pick(WORDS)}\n[Pipeline] {{\n"
            f"[Pipeline] stage\n[Pipeline] {{ (Deploy)\n[Pipeline] sh\n{a[0]}\n[Pipeline] }}\n"
            f"Finished: {pick(['SUCCESS', 'FAILURE'])}")
    return text, a[1], "jenkins"


def ci_buildkite():
    t, kid, sec = tok_npm(), aws_id(), aws_secret()
    a = pick([
        (f"$ export NPM_TOKEN={t}", [t]),
        (f"$ env | grep AWS_\nAWS_ACCESS_KEY_ID={kid}\nAWS_SECRET_ACCESS_KEY={sec}\nAWS_REGION=eu-west-1", [kid, sec]),
        (f"$ buildkite-agent secret get deploy_token\n{t}", [t]),
    ])
    text = (f"~~~ Preparing working directory\n$ git checkout -f {sha1()}\n~~~ Running commands\n{a[0]}\n"
            f"--- :npm: publish\n+ {pick(WORDS)}@{R.randint(1, 9)}.{R.randint(0, 9)}.{R.randint(0, 9)}")
    return text, a[1], "buildkite"


def stack_trace():
    u, h, v = user(), host(), pw_url()
    k = R.randrange(5)
    if k == 0:
        text = (f"Traceback (most recent call last):\n  File \"/app/{pick(WORDS)}/db.py\", line {R.randint(10, 200)}, in connect\n"
                f"    return psycopg.connect(**cfg)\n    cfg = {{'host': '{h}', 'port': 5432, 'user': '{u}', "
                f"'password': '{v}', 'dbname': '{db()}'}}\npsycopg.OperationalError: connection timeout expired")
        return text, [v], "python-traceback"
    if k == 1:
        text = (f"org.springframework.beans.factory.BeanCreationException: Error creating bean 'dataSource'\n"
                f"Caused by: java.sql.SQLException: Cannot connect using DataSourceProperties{{url=jdbc:postgresql://{h}:5432/{db()}, "
                f"username={u}, password={v}}}\n\tat com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:{R.randint(80, 130)})\n"
                f"\tat org.{pick(WORDS)}.App.main(App.java:{R.randint(10, 60)})")
        return text, [v], "java-stack"
    if k == 2:
        text = (f"Error: connect ECONNREFUSED {ip()}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {{\n"
                f"  errno: -111,\n  code: 'ECONNREFUSED',\n  config: {{ host: '{h}', user: '{u}', password: '{v}', database: '{db()}' }}\n}}")
        return text, [v], "node-error"
    if k == 3:
        t = tok_any()
        text = (f"panic: dial tcp {ip()}:443: i/o timeout\n\ngoroutine 1 [running]:\nmain.mustClient({{Endpoint:https://api.{pick(WORDS)}.example "
                f"APIKey:{t} Timeout:30s}})\n\t/src/cmd/{pick(WORDS)}/main.go:{R.randint(20, 90)} +0x1a4\nexit status 2")
        return text, [t], "go-panic"
    text = (f"/app/lib/{pick(WORDS)}.rb:{R.randint(5, 80)}:in `connect': could not connect (PG::ConnectionBad)\n"
            f"  config: #<struct DbConfig host=\"{h}\", user=\"{u}\", password=\"{v}\", database=\"{db()}\">\n"
            f"\tfrom bin/rails:4:in `<main>'")
    return text, [v], "ruby-error"


def crash_dump():
    u, h, v, t = user(), host(), pw_url(), tok_any()
    k = R.randrange(4)
    if k == 0:
        text = (f"thread 'main' panicked at src/main.rs:{R.randint(10, 99)}:{R.randint(1, 30)}:\ncalled `Result::unwrap()` on an "
                f"`Err` value: Settings {{ database_url: \"postgres://{u}:{v}@{h}/{db()}\", api_key: \"{t}\", workers: 4 }}\n"
                "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace")
        return text, [v, t], "rust-panic"
    if k == 1:
        text = (f"** (DBConnection.ConnectionError) connection not available\n    (db_connection) lib/db_connection.ex:{R.randint(900, 1000)}\n"
                f"Last message: {{:connect, [hostname: \"{h}\", username: \"{u}\", password: \"{v}\", database: \"{db()}\", pool_size: 10]}}")
        return text, [v], "elixir-crash"
    if k == 2:
        ev = {"event_id": hexs(32), "level": "fatal", "timestamp": ts() + "Z",
              "exception": {"values": [{"type": "ConfigError", "value": "invalid settings"}]},
              "extra": {"settings": {"DEBUG": False, "EMAIL_HOST_PASSWORD": v, "STRIPE_KEY": t}}}
        return json.dumps(ev, indent=2), [v, t], "sentry-event"
    text = (f"Unhandled exception. System.InvalidOperationException: Login failed.\n   ConnectionString: Server={h};"
            f"Database={db()};User Id={u};Password={v};TrustServerCertificate=True\n"
            f"   at {pick(WORDS).capitalize()}.Program.Main(String[] args) in /src/Program.cs:line {R.randint(10, 80)}")
    return text, [v], "dotnet-crash"


def orm_debug():
    u, h, v = user(), host(), pw_url()
    d = db()
    k = R.randrange(6)
    lines = [
        (f"prisma:engine  Starting engine with datasource url=postgresql://{u}:{v}@{h}:5432/{d}?schema=public", "prisma"),
        (f"query: [TypeORM] connecting with options {{\"type\":\"postgres\",\"host\":\"{h}\",\"username\":\"{u}\","
         f"\"password\":\"{v}\",\"database\":\"{d}\"}}", "typeorm"),
        (f"[info] opening dsn=\"host={h} user={u} password={v} dbname={d} sslmode=disable\"", "gorm"),
        (f"[debug] Postgrex.Protocol connect: [hostname: \"{h}\", username: \"{u}\", password: \"{v}\", database: \"{d}\"]", "ecto"),
        (f"DEBUG:psycopg:connection attempt: 'host={h} dbname={d} user={u} password={v} connect_timeout=5'", "psycopg"),
        (f"DEBUG o.h.e.j.c.i.DriverManagerConnectionProviderImpl - Connection properties: {{user={u}, password={v}}}", "hibernate"),
    ][k]
    pre = f"{ts()} " if R.random() < 0.6 else ""
    extra = pick([f"\n{pre}query: SELECT 1", f"\n{pre}pool ready (size=10)", ""])
    return pre + lines[0] + extra, [v], lines[1]


def http_debug():
    t, h = pick([tok_any(), jwt_like()]), f"api.{pick(WORDS)}.example"
    k = R.randrange(4)
    if k == 0:
        hdr, lb = pick([(f"Authorization: Bearer {t}", [t]), (f"Cookie: sessionid={(s := alnum(32))}; theme=dark", [s])])
        text = (f"$ curl -v https://{h}/v2/{db()}\n*   Trying {ip()}:443...\n* Connected to {h} port 443\n"
                f"> GET /v2/{db()} HTTP/2\n> Host: {h}\n> User-Agent: curl/8.11.0\n> {hdr}\n> Accept: */*\n>\n"
                f"< HTTP/2 200\n< content-type: application/json")
        return text, lb, "curl-v"
    if k == 1:
        text = (f"$ http --print=Hh GET https://{h}/user 'Authorization:token {t}'\nGET /user HTTP/1.1\n"
                f"Accept: */*\nAuthorization: token {t}\nHost: {h}\nUser-Agent: HTTPie/3.2.4\n\nHTTP/1.1 200 OK")
        return text, [t], "httpie"
    if k == 2:
        basic = base64.b64encode(f"{user()}:{pw_url()}".encode()).decode()
        text = (f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): {h}:443\n"
                f"send: b'GET /v1/{db()} HTTP/1.1\\r\\nHost: {h}\\r\\nAuthorization: Basic {basic}\\r\\n"
                f"Accept: */*\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'")
        return text, [basic], "python-http"
    key = alnum(40)
    text = (f"--- request dump ---\nPOST /v1/events HTTP/1.1\r\nHost: {h}\r\nContent-Type: application/json\r\n"
            f"X-Api-Key: {key}\r\n\r\n{{\"event\":\"deploy\"}}\n--- end ---")
    return text, [key], "go-dump"


def sql_user():
    u, v = user().replace(".", "_").replace("-", "_"), pw(symbols="-_!.+=^*~")
    k = R.randrange(6)
    stmt, lang = [
        (f"CREATE USER {u} WITH LOGIN PASSWORD '{v}';", "postgres"),
        (f"ALTER ROLE {u} WITH PASSWORD '{v}' VALID UNTIL '2027-01-01';", "postgres"),
        (f"GRANT ALL PRIVILEGES ON {db()}.* TO '{u}'@'%' IDENTIFIED BY '{v}';", "mysql"),
        (f"ALTER USER '{u}'@'localhost' IDENTIFIED BY '{v}';", "mysql"),
        (f"CREATE LOGIN {u} WITH PASSWORD = '{v}', CHECK_POLICY = OFF;", "mssql"),
        (f"CREATE USER {u} IDENTIFIED BY \"{v}\" DEFAULT TABLESPACE users;", "oracle"),
    ][k]
    more = pick([f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {u};", f"-- ticket OPS-{R.randint(100, 999)}",
                 "FLUSH PRIVILEGES;", "GO", ""])
    pre = pick([f"{db()}=# ", "mysql> ", "SQL> ", "", "1> "])
    return f"{pre}{stmt}\n{more}".strip(), [v], lang


def rails_creds():
    skb, kid, sec, t = hexs(128), aws_id(), aws_secret(), tok_stripe()
    text = (f"$ bin/rails credentials:show\n# aws:\n#   access_key_id: 123\nsecret_key_base: {skb}\n"
            f"aws:\n  access_key_id: {kid}\n  secret_access_key: {sec}\nstripe:\n  secret_key: {t}\n")
    return text, [skb, kid, sec, t], "rails-credentials"


def django_settings():
    sk = rs_django()
    v, ev = pw(), pw()
    text = (f"DEBUG = False\nALLOWED_HOSTS = [\"{pick(WORDS)}.example\"]\nSECRET_KEY = '{sk}'\n\nDATABASES = {{\n"
            f"    \"default\": {{\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"{db()}\",\n"
            f"        \"USER\": \"{user()}\",\n        \"PASSWORD\": \"{v}\",\n        \"HOST\": \"{host()}\",\n    }}\n}}\n"
            f"EMAIL_HOST_PASSWORD = \"{ev}\"\n")
    return text, [sk, v, ev], "django"


def rs_django():
    import string
    chars = string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)"
    s = "".join(R.choice(chars) for _ in range(50))
    return R.choice(string.ascii_lowercase) + s[1:-1] + R.choice(string.digits)


def spring_yml():
    v, js, mp = pw(), b64(32), pw()
    if R.random() < 0.5:
        text = (f"spring:\n  datasource:\n    url: jdbc:postgresql://{host()}:5432/{db()}\n    username: {user()}\n"
                f"    password: {v}\n  mail:\n    host: smtp.{pick(WORDS)}.example\n    password: {mp}\njwt:\n  secret: {js}\n")
        return text, [v, mp, js], "spring-yaml"
    text = (f"spring.datasource.url=jdbc:mysql://{host()}:3306/{db()}\nspring.datasource.username={user()}\n"
            f"spring.datasource.password={v}\napp.jwt.secret={js}\nserver.port=8080\n")
    return text, [v, js], "spring-properties"


def appsettings():
    v = pw(symbols="-_!.+=^*~")
    cs = "".join(R.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.~") for _ in range(34))
    cs = alnum(3) + R.choice("12345678") + "Q~" + cs
    key = b64(48)
    obj = {"Logging": {"LogLevel": {"Default": "Information"}},
           "ConnectionStrings": {"Default": f"Server={host()};Database={db()};User Id={user()};Password={v};TrustServerCertificate=True"},
           "AzureAd": {"TenantId": uuid(), "ClientId": uuid(), "ClientSecret": cs},
           "Jwt": {"Issuer": f"https://{pick(WORDS)}.example", "Key": key}}
    return json.dumps(obj, indent=2), [v, cs, key], "appsettings"


def php_env():
    ak, v, mp, ps = b64(32), pw_url(), pw_url(), alnum(20).lower()
    text = (f"APP_NAME={pick(WORDS).capitalize()}\nAPP_ENV=production\nAPP_KEY=base64:{ak}\nAPP_DEBUG=false\n\n"
            f"DB_CONNECTION=mysql\nDB_HOST={host()}\nDB_PORT=3306\nDB_DATABASE={db()}\nDB_USERNAME={user()}\n"
            f"DB_PASSWORD={v}\n\nMAIL_MAILER=smtp\nMAIL_USERNAME={user()}\nMAIL_PASSWORD={mp}\n\n"
            f"PUSHER_APP_ID={digits(7)}\nPUSHER_APP_SECRET={ps}\n")
    return text, [ak, v, mp, ps], "laravel-env"


def elixir_runtime():
    v, skb, t = pw(), b64(48), tok_stripe()
    app = pick(WORDS)
    text = (f"import Config\n\nif config_env() == :prod do\n  config :{app}, {app.capitalize()}.Repo,\n"
            f"    username: \"{user()}\",\n    password: \"{v}\",\n    hostname: \"{host()}\",\n    pool_size: 10\n\n"
            f"  config :{app}, {app.capitalize()}Web.Endpoint,\n    secret_key_base: \"{skb}\"\n\n"
            f"  config :stripity_stripe, api_key: \"{t}\"\nend\n")
    return text, [v, skb, t], "elixir"


def go_test_config():
    v, t = pw_url(), tok_any()
    text = (f"func TestClient(t *testing.T) {{\n\tcfg := Config{{\n\t\tDSN:    \"postgres://{user()}:{v}@{host()}:5432/{db()}\",\n"
            f"\t\tAPIKey: \"{t}\",\n\t\tTimeout: 5 * time.Second,\n\t}}\n\tc, err := New(cfg)\n"
            f"\tif err != nil {{\n\t\tt.Fatal(err)\n\t}}\n\t_ = c\n}}\n")
    return text, [v, t], "go-test"


def webhook():
    k = R.randrange(4)
    if k == 0:
        s = alnum(24)
        url = f"https://hooks.slack.example/services/T{alnum(10).upper()}/B{alnum(10).upper()}/{s}"
        lang = "slack"
    elif k == 1:
        s = rs68()
        url = f"https://discord.example/api/webhooks/{digits(19)}/{s}"
        lang = "discord"
    elif k == 2:
        s = hexs(32)
        url = (f"https://{pick(WORDS)}.webhook.office.example/webhookb2/{uuid()}@{uuid()}/IncomingWebhook/{s}/{uuid()}")
        lang = "teams"
    else:
        s = hexs(32)
        url = f"https://events.pagerduty.example/integration/{s}/enqueue"
        lang = "pagerduty"
    text = pick([
        f"receivers:\n- name: oncall\n  webhook_configs:\n  - url: {url}\n    send_resolved: true",
        f"$ curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy ok\"}}' {url}",
        f"{ts()} INFO notifier: posting alert to {url} status=200",
        f"[notify]\nurl = \"{url}\"\nchannel = \"#{pick(WORDS)}\"",
    ])
    return text, [s], lang


def rs68():
    return b64u(68)


def signed_url():
    k = R.randrange(3)
    if k == 0:
        kid, sig = aws_id(), hexs(64)
        url = (f"https://{pick(WORDS)}-exports.s3.eu-west-1.amazonaws.example/{db()}/{ulid()}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential={kid}%2F20261204%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T101500Z"
               f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        labels, lang = [kid, sig], "s3-presigned"
    elif k == 1:
        sig = hexs(512)
        url = (f"https://storage.googleapis.example/{pick(WORDS)}-assets/{db()}.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256"
               f"&X-Goog-Credential=uploader%40{pick(WORDS)}.iam.gserviceaccount.example%2F20261204%2Fauto%2Fstorage%2Fgoog4_request"
               f"&X-Goog-Date=20261204T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
        labels, lang = [sig], "gcs-signed"
    else:
        sig = b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        url = (f"https://{pick(WORDS)}store.blob.core.windows.example/{db()}/{ulid()}.parquet?sv=2024-08-04&ss=b&srt=sco"
               f"&sp=rl&se=2026-12-31T23:59:59Z&st=2026-12-01T00:00:00Z&spr=https&sig={sig}")
        labels, lang = [sig], "azure-sas"
    text = pick([f"{ts()} INFO export ready: {url}", json.dumps({"download_url": url, "expires_in": 3600}, indent=2),
                 f"$ curl -o out.bin '{url}'", f"Here is the link the job printed:\n{url}"])
    return text, labels, lang


def pem_lines(nbytes, width=64):
    body = b64(nbytes)
    return [body[i:i + width] for i in range(0, len(body), width)]


def private_key():
    k = R.randrange(4)
    if k == 0:
        kind = pick(["EC PRIVATE KEY", "PRIVATE KEY", "RSA PRIVATE KEY"])
        lines = pem_lines({"EC PRIVATE KEY": 121, "PRIVATE KEY": 48, "RSA PRIVATE KEY": 600}[kind])
        text = f"$ cat certs/{pick(WORDS)}.key\n-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
        return text, [x for x in lines if len(x) >= 6], "pem"
    if k == 1:
        lines = pem_lines(R.choice([300, 400]), 70)
        text = ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----")
        return text, [x for x in lines if len(x) >= 6], "openssh"
    if k == 2:
        pub, priv = pem_lines(51), pem_lines(R.choice([48, 100]))
        text = (f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: {user()}@{pick(WORDS)}\n"
                f"Public-Lines: {len(pub)}\n" + "\n".join(pub) + f"\nPrivate-Lines: {len(priv)}\n" + "\n".join(priv)
                + f"\nPrivate-MAC: {hexs(64)}")
        return text, [x for x in priv if len(x) >= 6], "putty"
    d = b64u(43)
    jwk = {"kty": "EC", "crv": "P-256", "kid": ulid(), "x": b64u(43), "y": b64u(43), "d": d, "use": "sig"}
    return json.dumps(jwk, indent=2), [d], "jwk"


def totp_file():
    k = R.randrange(4)
    if k == 0:
        seed = b32(R.choice([16, 26, 32]))
        codes = [digits(8) for _ in range(5)]
        text = (f"$ cat ~/.google_authenticator\n{seed}\n\" RATE_LIMIT 3 30\n\" WINDOW_SIZE 17\n\" DISALLOW_REUSE\n"
                "\" TOTP_AUTH\n" + "\n".join(codes))
        return text, [seed] + codes, "google-authenticator"
    if k == 1:
        codes = [f"{alnum(5).lower()}-{alnum(5).lower()}" for _ in range(R.choice([8, 10, 16]))]
        return (f"$ cat ~/Downloads/{pick(WORDS)}-recovery-codes.txt\n" + "\n".join(codes)), codes, "recovery-codes"
    if k == 2:
        seed = b32(32)
        obj = {"version": 1, "entries": [{"type": "totp", "uuid": uuid(), "name": user(), "issuer": pick(WORDS).capitalize(),
                                          "info": {"secret": seed, "algo": "SHA1", "digits": 6, "period": 30}}]}
        return json.dumps(obj, indent=2), [seed], "aegis-json"
    seed = b32(32)
    return (f"$ zbarimg -q qr.png\nQR-Code:otpauth://totp/{pick(WORDS).capitalize()}:{user()}?secret={seed}"
            f"&issuer={pick(WORDS).capitalize()}&digits=6"), [seed], "zbarimg"


def db_dump():
    k = R.randrange(4)
    toks = [pick([tok_slack_bot(), tok_stripe(), tok_ghp(), alnum(40), tok_any()]) for _ in range(R.randint(1, 3))]
    if k == 0:
        rows = "\n".join(f"{i + 1}\t{uuid()}\t{pick(['slack', 'stripe', 'github', 'webhook'])}\t{t}\t{ts().replace('T', ' ')}+00"
                         for i, t in enumerate(toks))
        text = ("COPY public.integrations (id, account_id, provider, credential, created_at) FROM stdin;\n"
                + rows + "\n\\.")
        return text, toks, "pgdump"
    if k == 1:
        vals = ",".join(f"({i + 1},'{pick(['slack', 'stripe', 'github'])}','{t}','{ts().replace('T', ' ')}')"
                        for i, t in enumerate(toks))
        return ("LOCK TABLES `integrations` WRITE;\nINSERT INTO `integrations` VALUES " + vals + ";\nUNLOCK TABLES;"), toks, "mysqldump"
    if k == 2:
        vals = "\n".join(f"INSERT INTO settings VALUES({i + 1},'{pick(['smtp', 'api', 'sync'])}_{i}','{t}');"
                         for i, t in enumerate(toks))
        return "sqlite> .dump settings\nCREATE TABLE settings(id INTEGER PRIMARY KEY, name TEXT, value TEXT);\n" + vals, toks, "sqlite"
    rows = "\n".join(json.dumps({"_id": {"$oid": hexs(24)}, "service": pick(["stripe", "slack", "github"]), "value": t})
                     for t in toks)
    return "$ mongoexport -d app -c connectors\n" + rows, toks, "mongoexport"


def seed_file():
    v = pick([pw(), passphrase()])
    em = f"{user().replace('-', '.')}@{pick(WORDS)}.example"
    k = R.randrange(3)
    if k == 0:
        return f"# db/seeds.rb\nUser.find_or_create_by!(email: \"{em}\") do |u|\n  u.password = \"{v}\"\n  u.admin = true\nend\n", [v], "rails-seeds"
    if k == 1:
        return (f"DB::table('users')->insert([\n    'email' => '{em}',\n    'password' => Hash::make('{v}'),\n"
                "    'role' => 'admin',\n]);"), [v], "laravel-seeder"
    return (f"await prisma.user.create({{\n  data: {{ email: \"{em}\", passwordHash: await bcrypt.hash(\"{v}\", 10) }},\n}});"), [v], "prisma-seed"


FAMILIES = [
    ("shell_history", shell_history, 24), ("positional_args", positional, 24), ("setx_trace", setx_trace, 22),
    ("env_dump", env_dump, 22), ("docker_inspect", docker_inspect, 22), ("kubectl_describe", kubectl_describe, 22),
    ("ci_gha", ci_gha, 22), ("ci_gitlab", ci_gitlab, 22), ("ci_jenkins", ci_jenkins, 22), ("ci_buildkite", ci_buildkite, 22),
    ("stack_trace", stack_trace, 24), ("crash_dump", crash_dump, 22), ("orm_debug", orm_debug, 24),
    ("http_debug", http_debug, 24), ("sql_user", sql_user, 24), ("rails_creds", rails_creds, 20),
    ("django_settings", django_settings, 20), ("spring_config", spring_yml, 20), ("appsettings", appsettings, 20),
    ("php_env", php_env, 20), ("elixir_runtime", elixir_runtime, 20), ("go_test_config", go_test_config, 20),
    ("webhook_url", webhook, 26), ("signed_url", signed_url, 24), ("private_key", private_key, 24),
    ("totp_codes", totp_file, 24), ("db_dump", db_dump, 24), ("seed_file", seed_file, 20),
]
