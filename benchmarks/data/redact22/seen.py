"""Seen rows for redact22: what the agent's tools print and the files it reads.

Every generator takes `sec`: True returns (text, labels, lang) with a credential, False the same shape with a
placeholder, mask or reference instead (labels empty)."""

import base64
import json
import string

import gen
from gen import R, pick


def val(sec, kind="pw"):
    """A credential (sec) or a harmless stand-in; returns (value, labels)."""
    if sec:
        v = gen.password() if kind == "pw" else gen.token() if kind == "tok" else gen.secret_any()
        return v, [v]
    return pick([gen.mask(), gen.ref(), "<redacted>", "${" + gen.envname() + "}", "fake-" + pick(gen.SERVICES) + "-token",
                 "REPLACE_ME", "dummy_for_tests"]), []


def hdr_ids():
    return pick([f"x-request-id: {gen.reqid()}", f"etag: \"{gen.hexs(R.choice([16, 32]))}\"",
                 f"traceparent: 00-{gen.trace_id()}-{gen.span_id()}-01", f"x-correlation-id: {gen.uuid4()}",
                 f"cf-ray: {gen.hexs(16)}-FRA", f"x-amzn-trace-id: Root=1-{gen.hexs(8)}-{gen.hexs(24)}"])


def curl_v(sec):
    h = gen.host()
    kind = R.randrange(3)
    if kind == 0:
        v, lab = val(sec, "tok")
        line = f"> authorization: Bearer {v}"
    elif kind == 1:
        u = pick(gen.USERS)
        if sec:
            p = gen.password()
            v = gen.b64(f"{u}:{p}")
            lab = [v]
        else:
            v, lab = gen.mask(), []
        line = f"> Authorization: Basic {v}"
    else:
        v, lab = val(sec, "tok")
        line = f"> {pick(['x-api-key', 'X-Auth-Token', 'PRIVATE-TOKEN', 'api-key'])}: {v}"
    out = (f"*   Trying {h}:443...\n* Connected to {h} port 443\n* ALPN: server accepted h2\n"
           f"> {pick(['GET', 'POST', 'DELETE'])} /v{R.randint(1, 3)}/{pick(gen.SERVICES)}?limit={R.randint(1, 100)} HTTP/2\n"
           f"> Host: {h}\n> user-agent: curl/8.{R.randint(0, 11)}.{R.randint(0, 3)}\n{line}\n> accept: */*\n>\n"
           f"< HTTP/2 {pick(['200', '401', '403', '204'])}\n< {hdr_ids()}\n< content-type: application/json")
    return gen.capture(f"curl -v https://{h}/", out), lab, "curl-verbose"


def har(sec):
    hdrs = [{"name": "accept", "value": "application/json"}, {"name": "x-request-id", "value": gen.reqid()}]
    lab = []
    if R.random() < 0.5:
        v = gen.jwt() if sec else gen.mask()
        hdrs.insert(1, {"name": "authorization", "value": "Bearer " + v})
    else:
        v = gen.rs(R.randint(32, 48), string.ascii_letters + string.digits + "-_") if sec else "deleted"
        hdrs.insert(1, {"name": "cookie", "value": f"theme=dark; {pick(['sessionid', 'connect.sid', '_app_session', 'SID'])}={v}; lang=lb"})
    if sec:
        lab = [v]
    entry = {"startedDateTime": gen.ts() + ".123Z", "time": round(R.random() * 900, 2),
             "request": {"method": pick(["GET", "POST"]), "url": f"https://{gen.host()}/api/{pick(gen.SERVICES)}",
                         "httpVersion": "HTTP/2", "headers": hdrs},
             "response": {"status": pick([200, 302, 401]), "headers": [{"name": "etag", "value": f'W/"{gen.hexs(12)}"'}]}}
    return gen.read_capture(f"traces/{pick(gen.SERVICES)}.har", json.dumps({"log": {"entries": [entry]}}, indent=2)), lab, "har"


def proxy_log(sec):
    h = gen.host()
    key = pick(["access_token", "api_key", "token", "key", "auth"])
    if sec:
        v = gen.token() if R.random() < 0.6 else gen.hexs(40)
        q, lab = f"{key}={v}&page={R.randint(1, 9)}", [v]
    else:
        q, lab = f"page={R.randint(1, 9)}&cursor={gen.b64(str(R.randint(1000, 99999)))}&utm_source=newsletter", []
    ip = f"192.0.2.{R.randint(2, 250)}"
    if R.random() < 0.5:
        line = (f'{ip} - - [{R.randint(1, 28):02d}/Mar/2026:{gen.hm()}:{R.randint(0, 59):02d} +0000] '
                f'"GET /v2/{pick(gen.SERVICES)}?{q} HTTP/1.1" {pick(["200", "401", "304"])} {R.randint(100, 9000)} "-" "okhttp/4.12.0"')
        return gen.capture(f"tail -n1 /var/log/nginx/{pick(gen.SERVICES)}.access.log", line), lab, "nginx-log"
    line = f"{ip}:{R.randint(30000, 60000)}: GET https://{h}/v2/items?{q}\n    << 200 OK {R.randint(1, 90)}k"
    return gen.capture("mitmdump -nr flows.mitm", line), lab, "mitmproxy"


def set_cookie(sec):
    name = pick(["__Host-sid", "session", "_gitlab_session", "laravel_session", "JSESSIONID", "PHPSESSID"])
    if sec:
        v = gen.rs(R.randint(26, 64), string.ascii_letters + string.digits)
        c, lab = f"{name}={v}; Path=/; Secure; HttpOnly; SameSite=Lax", [v]
    else:
        c, lab = pick([f"{name}=; Max-Age=0; Path=/", "theme=dark; Path=/", f"consent={gen.uuid4()}; Max-Age=31536000",
                       f"{name}=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT"]), []
    out = (f"HTTP/1.1 302 Found\nLocation: https://{gen.host()}/dashboard\nSet-Cookie: lang=co; Path=/\n"
           f"Set-Cookie: {c}\n{hdr_ids()}\nContent-Length: 0")
    return gen.capture(f"curl -si -X POST https://{gen.host()}/login -d @form.txt", out), lab, "http-response"


def stack_trace(sec):
    v, lab = val(sec)
    u, h = pick(gen.USERS), gen.host()
    k = R.randrange(3)
    if k == 0:
        out = (f"Traceback (most recent call last):\n  File \"/srv/app/{pick(gen.SERVICES)}/db.py\", line {R.randint(10, 300)}, in connect\n"
               f"    return create_engine(settings.url, **opts)\npydantic_core._pydantic_core.ValidationError: 1 validation error for DbSettings\n"
               f"port\n  Input should be a valid integer [type=int_parsing, input_value={{'host': '{h}', 'user': '{u}', "
               f"'password': '{v}', 'port': 'five432'}}, input_type=dict]")
        lang = "python-traceback"
    elif k == 1:
        out = (f"org.postgresql.util.PSQLException: Connection to {h}:5432 refused.\n"
               f"\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n"
               f"Caused by: java.lang.IllegalStateException: cannot open jdbc:postgresql://{h}:5432/app?user={u}&password={v}\n"
               f"\tat com.example.{pick(gen.SERVICES)}.Pool.start(Pool.java:{R.randint(20, 200)})")
        lang = "java-stacktrace"
    else:
        out = (f"Error: connect ECONNREFUSED {h}:6379\n    at TCPConnectWrapper.afterConnect [as oncomplete] (node:net:1595:16) {{\n"
               f"  errno: -111,\n  code: 'ECONNREFUSED',\n  options: {{ host: '{h}', port: 6379, username: '{u}', password: '{v}', db: 0 }}\n}}")
        lang = "node-error"
    return gen.capture(f"{pick(['make run', 'npm start', './gradlew bootRun', 'python -m app'])}", out), lab, lang


def debug_print(sec):
    v, lab = val(sec, "any")
    h = gen.host()
    k = R.randrange(3)
    if k == 0:
        out = (f"[DEBUG app::config] loaded Config {{ bind: \"0.0.0.0:{R.randint(3000, 9000)}\", upstream: \"https://{h}\", "
               f"api_key: \"{v}\", retries: {R.randint(1, 5)} }}")
        lang = "rust-debug"
    elif k == 1:
        out = f"{gen.ts()} DEBUG cfg={{Host:{h} Port:5432 User:{pick(gen.USERS)} Password:{v} SSLMode:require}}"
        lang = "go-printf"
    else:
        out = (f"$VAR1 = {{\n          'endpoint' => 'https://{h}/',\n          'secret' => '{v}',\n"
               f"          'timeout' => {R.randint(5, 60)}\n        }};")
        lang = "perl-dumper"
    return gen.capture(f"RUST_LOG=debug ./{pick(gen.SERVICES)}" if k == 0 else "./run.sh --debug", out), lab, lang


def crash_report(sec):
    if sec:
        v = gen.token() if R.random() < 0.5 else gen.jwt()
        lab = [v]
    else:
        v, lab = "[Filtered]", []
    crumb = pick([{"category": "http", "data": {"method": "GET", "url": f"https://{gen.host()}/v1/me?access_token={v}", "status_code": 401}},
                  {"category": "fetch", "data": {"url": f"https://{gen.host()}/graphql", "request_headers": {"Authorization": f"Bearer {v}"}}}])
    ev = {"event_id": gen.hexs(32), "level": "error", "release": f"{pick(gen.SERVICES)}@{gen.version()}",
          "breadcrumbs": {"values": [{"timestamp": gen.ts(), "category": "navigation", "data": {"from": "/", "to": "/settings"}},
                                     dict(crumb, timestamp=gen.ts())]},
          "contexts": {"trace": {"trace_id": gen.trace_id(), "span_id": gen.span_id()}}}
    return gen.read_capture(f"crash/{gen.uuid4()}.json", json.dumps(ev, indent=1)), lab, "sentry-event"


BENIGN_ENV = ["PATH=/usr/local/sbin:/usr/local/bin:/usr/bin", "HOME=/home/app", "LANG=C.UTF-8", "TZ=UTC",
              "NODE_ENV=production", "PYTHONUNBUFFERED=1", "LOG_LEVEL=info", "SHLVL=1", "TERM=xterm-256color"]


def env_lines(sec, n_extra=4):
    lines = R.sample(BENIGN_ENV, n_extra) + [f"HOSTNAME={pick(gen.SERVICES)}-{gen.hexs(10)}-{gen.rs(5, string.ascii_lowercase)}",
                                             f"APP_VERSION={gen.version()}"]
    name = pick([gen.envname("PASSWORD"), gen.envname("TOKEN"), "GITHUB_TOKEN", "HF_TOKEN", "OPENAI_API_KEY", "AWS_SECRET_ACCESS_KEY",
                 "DATABASE_PASSWORD", "SLACK_BOT_TOKEN"])
    lab = []
    if sec:
        v = gen.aws_secret() if name.startswith("AWS") else gen.secret_any()
        lines.append(f"{name}={v}")
        lab = [v]
        if name.startswith("AWS"):
            k = gen.akia()
            lines.append(f"AWS_ACCESS_KEY_ID={k}")
            lab.append(k)
    else:
        lines.append(pick([f"{name}_FILE=/run/secrets/{name.lower()}", f"VAULT_ADDR=https://{gen.host()}:8200",
                           f"{name}={gen.mask()}", "AWS_PROFILE=readonly"]))
    R.shuffle(lines)
    return lines, lab


def env_dump(sec):
    lines, lab = env_lines(sec)
    return gen.capture(pick(["printenv", "env", "env | sort", "kubectl exec deploy/api -- env"]), "\n".join(lines)), lab, "printenv"


def docker_inspect(sec):
    lines, lab = env_lines(sec, 3)
    body = ",\n".join(f'                "{ln}"' for ln in lines)
    out = (f'[\n    {{\n        "Id": "{gen.sha256()}",\n        "Image": "sha256:{gen.sha256()}",\n        "Config": {{\n'
           f'            "Env": [\n{body}\n            ],\n            "Cmd": ["./server"]\n        }}\n    }}\n]')
    return gen.capture(f"docker inspect {pick(gen.SERVICES)}-{R.randint(1, 3)}", out), lab, "docker-inspect"


def kubectl_describe(sec):
    name = gen.envname(pick(["PASSWORD", "TOKEN"]))
    if sec:
        v = gen.secret_any()
        e, lab = f"      {name}:    {v}", [v]
    else:
        e, lab = f"      {name}:    <set to the key '{name.lower()}' in secret '{pick(gen.SERVICES)}-creds'>  Optional: false", []
    out = (f"Name:         {pick(gen.SERVICES)}-{gen.hexs(10)}-{gen.rs(5, string.ascii_lowercase)}\nNamespace:    prod\n"
           f"Containers:\n  app:\n    Image:      registry.example/{pick(gen.SERVICES)}@sha256:{gen.sha256()}\n"
           f"    Port:       {R.randint(3000, 9000)}/TCP\n    Environment:\n      LOG_LEVEL:  info\n{e}\n"
           f"      OTEL_EXPORTER_OTLP_ENDPOINT:  http://collector.observability.svc:4317")
    return gen.capture("kubectl describe pod -l app=" + pick(gen.SERVICES), out), lab, "kubectl-describe"


def systemctl_show(sec):
    name = gen.envname(pick(["PASSWORD", "TOKEN", "API_KEY"]))
    if sec:
        v = gen.secret_any()
        e, lab = f"Environment=LANG=C.UTF-8 {name}={v} PORT={R.randint(3000, 9000)}", [v]
    else:
        e, lab = f"EnvironmentFiles=/etc/default/{pick(gen.SERVICES)} (ignore_errors=no)\nEnvironment=LANG=C.UTF-8 {name}_FILE=%d/{name.lower()}", []
    out = f"Id={pick(gen.SERVICES)}.service\nMainPID={R.randint(300, 60000)}\n{e}\nInvocationID={gen.hexs(32)}"
    return gen.capture(f"systemctl show {pick(gen.SERVICES)}.service -p Id,MainPID,Environment", out), lab, "systemctl-show"


def ps_e(sec):
    lines, lab = env_lines(sec, 2)
    pid = R.randint(300, 60000)
    out = f"    PID TTY      STAT   TIME COMMAND\n  {pid} ?        Ssl    0:{R.randint(10, 59)} /srv/bin/worker --queue {pick(gen.SERVICES)} " + " ".join(lines)
    return gen.capture(f"ps eww -p {pid}", out), lab, "ps-e"


def shell_history(sec):
    h, u = gen.host(), pick(gen.USERS)
    if sec:
        p = gen.password()
        t = gen.token()
        line, lab = pick([(f"mysql -h {h} -u {u} -p{p} app", [p]), (f"export HF_TOKEN={t}", [t]), (f"curl -u {u}:{p} https://{h}/api/health", [p]),
                          (f"psql \"postgresql://{u}:{p}@{h}:5432/app\"", [p]), (f"sshpass -p '{p}' ssh {u}@{h}", [p]),
                          (f"gh auth login --with-token <<< {t}", [t]), (f"redis-cli -h {h} -a {p} ping", [p])])
    else:
        line, lab = pick([f"read -rs DBPASS && mysql -h {h} -u {u} -p\"$DBPASS\" app", "export HF_TOKEN=$(op read op://dev/hf/token)",
                          f"curl -u {u} https://{h}/api/health", f"psql \"postgresql://{u}@{h}:5432/app\"", f"ssh -i ~/.ssh/id_ed25519 {u}@{h}",
                          f"redis-cli -h {h} --askpass ping"]), []
    n = R.randint(200, 2000)
    rows = [f" {n} git status", f" {n + 1} {line}", f" {n + 2} {pick(['ls -la', 'cd ..', 'make test', 'git pull --rebase'])}"]
    if R.random() < 0.5:
        rows = [f": {1780000000 + R.randint(0, 10**6)}:0;{r.split(' ', 2)[2]}" for r in rows]
        return gen.capture("tail -3 ~/.zsh_history", "\n".join(rows)), lab, "zsh-history"
    return gen.capture("history | tail -3", "\n".join(rows)), lab, "bash-history"


def sql_log(sec):
    u = pick(gen.USERS)
    k = R.randrange(3)
    if k == 0:
        if sec:
            v = gen.password()
            s, lab = f"ALTER ROLE {u} WITH LOGIN PASSWORD '{v}'", [v]
        else:
            s, lab = f"ALTER ROLE {u} WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:{gen.b64(gen.hexs(12))}$<stored-key>'", []
        out = f"{gen.ts().replace('T', ' ')}.{R.randint(100, 999)} UTC [{R.randint(100, 9999)}] postgres@app LOG:  statement: {s}"
        return gen.capture("tail -1 /var/log/postgresql/postgresql-16-main.log", out), lab, "postgres-log"
    if k == 1:
        v, lab = (lambda x: (x, [x]))(gen.token()) if sec else ("[FILTERED]", [])
        out = (f"INFO sqlalchemy.engine.Engine INSERT INTO api_keys (name, owner_id, key) VALUES (%(name)s, %(owner_id)s, %(key)s)\n"
               f"INFO sqlalchemy.engine.Engine [generated in 0.00031s] {{'name': 'ci-{pick(gen.SERVICES)}', 'owner_id': {R.randint(1, 999)}, 'key': '{v}'}}")
        return gen.capture("pytest -q -s tests/test_keys.py", out), lab, "sqlalchemy-log"
    v, lab = val(sec)
    out = (f"{gen.ts()}Z\t   {R.randint(10, 99)} Query\tCREATE USER '{u}'@'%' IDENTIFIED BY '{v}'\n"
           f"{gen.ts()}Z\t   {R.randint(10, 99)} Query\tGRANT SELECT ON app.* TO '{u}'@'%'")
    return gen.capture("tail -2 /var/lib/mysql/general.log", out), lab, "mysql-general-log"


def test_output(sec):
    if sec:
        v = gen.token()
        lab = [v]
    else:
        v, lab = pick(["fake-token-for-tests", "test_" + "x" * 20, "FAKE_NOT_A_REAL_TOKEN", "dummy"]), []
    out = (f"____________________ test_sync_{pick(gen.SERVICES)} ____________________\n\n"
           f"client = <starlette.testclient.TestClient object at 0x7f{gen.hexs(10)}>\napi_token = '{v}'\n\n"
           f"    def test_sync(client, api_token):\n        r = client.post('/sync', headers={{'Authorization': f'token {{api_token}}'}})\n"
           f">       assert r.status_code == 200\nE       assert 401 == 200\n\ntests/test_sync.py:{R.randint(10, 99)}: AssertionError\n"
           f"=========================== short test summary info ===========================\nFAILED tests/test_sync.py::test_sync - assert 401 == 200")
    return gen.capture("pytest -x -l tests/test_sync.py", out), lab, "pytest-output"


def cli_config(sec):
    k = R.randrange(4)
    if k == 0:
        v = gen.token("npm") if sec else "(protected)"
        out = f'; "user" config from /home/dev/.npmrc\n\n//registry.npmjs.org/:_authToken = {v}\nfund = false\n\n; node bin location = /usr/bin/node'
        cmd, lang = "npm config ls", "npm-config"
    elif k == 1:
        v = gen.token("ghp") if sec else "gho_" + "*" * 36
        out = f"github.com\n  ✓ Logged in to github.com account {pick(gen.USERS)} (keyring)\n  - Active account: true\n  - Token: {v}\n  - Token scopes: 'gist', 'read:org', 'repo'"
        cmd, lang = "gh auth status --show-token", "gh-auth-status"
    elif k == 2:
        v = gen.password() if sec else "${PIP_INDEX_PASSWORD}"
        out = f"global.index-url='https://{pick(gen.USERS)}:{v}@pypi.corp.example/simple'\nglobal.timeout='60'"
        cmd, lang = "pip config list", "pip-config"
    else:
        v = gen.token() if sec else "<none>"
        out = f"http.https://git.corp.example/.extraheader=AUTHORIZATION: bearer {v}\nuser.name={pick(gen.NAMES)}\ncore.autocrlf=input"
        cmd, lang = "git config --list --show-origin | grep -v alias", "git-config-list"
    return gen.capture(cmd, out), ([v] if sec else []), lang


def db_session(sec):
    h, u = gen.host(), pick(gen.USERS)
    v, lab = (lambda x: (x, [x]))(gen.password()) if sec else (gen.mask(), [])
    k = R.randrange(3)
    if k == 0:
        if not sec:
            return f"{h}:6379> AUTH {u} ********\nOK\n{h}:6379> DBSIZE\n(integer) {R.randint(10, 99999)}", [], "redis-cli"
        return f"{h}:6379> AUTH {u} {v}\nOK\n{h}:6379> DBSIZE\n(integer) {R.randint(10, 99999)}", lab, "redis-cli"
    if k == 1:
        return (f"app=# ALTER USER {u} PASSWORD '{v}';\nALTER ROLE\napp=# \\du {u}\n List of roles\n Role name | Attributes\n"
                f"-----------+-----------\n {u} | \n"), lab, "psql-session"
    return (f"test> db.getSiblingDB('admin').auth('{u}', '{v}')\n{{ ok: 1 }}\nadmin> show dbs\n{pick(gen.SERVICES)}  {R.randint(1, 900)}.00 KiB"), lab, "mongosh"


def webhook(sec):
    if sec:
        v = gen.rs(24, string.ascii_letters + string.digits) if R.random() < 0.5 else gen.token("whsec")
        lab = [v]
    else:
        v, lab = gen.mask(), []
    body = {"token": v, "team_id": "T" + gen.rs(8, string.ascii_uppercase + string.digits), "api_app_id": "A" + gen.rs(10, string.ascii_uppercase + string.digits),
            "event": {"type": "app_mention", "ts": f"{1780000000 + R.randint(0, 10**6)}.{R.randint(100000, 999999)}"},
            "event_id": "Ev" + gen.rs(10, string.ascii_uppercase + string.digits)}
    head = f"POST /hooks/{pick(gen.SERVICES)} HTTP/1.1\nX-Slack-Signature: v0={gen.sha256()}\nX-Slack-Request-Timestamp: {1780000000 + R.randint(0, 10**6)}\n\n"
    return gen.capture("tail -1 webhook-dump.log", head + json.dumps(body)), lab, "webhook-payload"


def signed_url(sec):
    if R.random() < 0.5:
        if sec:
            sig = base64.b64encode(R.randbytes(32)).decode().replace("=", "%3D").replace("+", "%2B").replace("/", "%2F")
            lab = [sig]
        else:
            sig, lab = "REDACTED", []
        url = (f"https://{pick(gen.SERVICES)}store.blob.core.windows.net/exports/{gen.uuid4()}.csv?sv=2023-11-03&ss=b&srt=o&sp=r"
               f"&se=2026-0{R.randint(1, 9)}-{R.randint(10, 28)}T00:00:00Z&spr=https&sig={sig}")
        lang = "azure-sas"
    else:
        if sec:
            k, sig = gen.akia(), gen.sha256()
            lab = [k, sig]
        else:
            k, sig, lab = "ASIA" + "X" * 16, "<signature>", []
        url = (f"https://{pick(gen.SERVICES)}-exports.s3.amazonaws.com/{gen.uuid4()}.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential={k}%2F20260{R.randint(1, 9)}{R.randint(10, 28)}%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Expires=3600"
               f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        lang = "s3-presigned"
    return pick([f"{gen.ts()} INFO export ready: {url}", f"Download link (expires in 1h):\n{url}"]), lab, lang


def jwt_log(sec):
    v = gen.jwt() if sec else pick([f"jti={gen.uuid4()}", f"kid={gen.hexs(16)}", f"sha256:{gen.sha256()}"])
    line = pick([f"{gen.ts()} INFO  [{gen.hexs(8)}] upstream replied 401 for {v}",
                 f"{gen.ts()} WARN  retrying with {v} after clock skew",
                 f"time={gen.ts()} level=debug msg=\"cached\" entry={v} ttl=3600",
                 f"[{gen.ts()}] worker.{R.randint(1, 8)} {pick(gen.USERS)} -> {v}"])
    return gen.capture(f"kubectl logs deploy/{pick(gen.SERVICES)} --tail=1", line), ([v] if sec else []), "app-log"


def ssh_vpn(sec):
    k = R.randrange(3)
    if k == 0:
        if sec:
            p, psk = gen.wg_key(), gen.wg_key()
            lab = [p, psk]
            priv, pre = f"PrivateKey = {p}", f"PresharedKey = {psk}"
        else:
            lab, priv, pre = [], "# PrivateKey read from /etc/wireguard/private.key", "# no preshared key"
        out = (f"[Interface]\nListenPort = 51820\n{priv}\n\n[Peer]\nPublicKey = {gen.wg_key()}\n{pre}\n"
               f"AllowedIPs = 10.{R.randint(0, 250)}.0.0/16\nEndpoint = 203.0.113.{R.randint(2, 250)}:51820")
        return gen.capture("sudo wg showconf wg0", out), lab, "wireguard"
    if k == 1:
        v, lab = val(sec)
        out = f': PSK "{v}"\n{gen.host()} : RSA server.key' if sec else f': PSK "{gen.ref()}"  # resolved at boot'
        return gen.read_capture("/etc/ipsec.secrets", out), lab, "ipsec-secrets"
    v, lab = val(sec)
    out = (f"POST https://vpn.corp.example/\nAttempting to connect to server 203.0.113.{R.randint(2, 250)}:443\n"
           f"> username={pick(gen.USERS)}&password={v}&group_list=staff\nGot HTTP response: HTTP/1.1 200 OK")
    return gen.capture("openconnect -v --dump-http-traffic vpn.corp.example", out), lab, "openconnect"


NOTE_FORMS = [
    "Session note {d}: {t} deploy unblocked. Logged in as {u} with {v}; rotate after the release.",
    "Remember for next time: {h} accepts {u} / {v} (set by {n} during the outage).",
    "notes/{d}.md\n- migrated {s} to {h}\n- creds that worked: {u} {v}\n- TODO: move to vault",
    "Context for the next run: the {s} sandbox key is {v}, {n} said it is fine to use for fixtures.",
]


def agent_note(sec):
    if sec:
        v = gen.secret_any()
        return pick(NOTE_FORMS).format(d=gen.ts()[:10], t=pick(gen.TARGETS), u=pick(gen.USERS), v=v, h=gen.host(), n=pick(gen.NAMES),
                                       s=pick(gen.SERVICES)), [v], "agent-note"
    return pick(["Session note {d}: {t} deploy unblocked. Credentials are in {r}; nothing copied here.",
                 "notes/{d}.md\n- migrated {s} to {h}\n- creds: see {r}\n- build {b} green",
                 "Remember: {h} uses SSO for {u}; no password exists. Trace {x} shows the redirect."]).format(
        d=gen.ts()[:10], t=pick(gen.TARGETS), r=gen.ref(), s=pick(gen.SERVICES), h=gen.host(), b=gen.pub_id(), u=pick(gen.USERS),
        x=gen.trace_id()), [], "agent-note"


FAMILIES = [("curl_v", curl_v), ("har", har), ("proxy_log", proxy_log), ("set_cookie", set_cookie), ("stack_trace", stack_trace),
            ("debug_print", debug_print), ("crash_report", crash_report), ("env_dump", env_dump), ("docker_inspect", docker_inspect),
            ("kubectl_describe", kubectl_describe), ("systemctl_show", systemctl_show), ("ps_e", ps_e),
            ("shell_history", shell_history), ("sql_log", sql_log), ("test_output", test_output), ("cli_config", cli_config),
            ("db_session", db_session), ("webhook", webhook), ("signed_url", signed_url), ("jwt_log", jwt_log),
            ("ssh_vpn", ssh_vpn), ("agent_note", agent_note)]
HARD = {"jwt_log", "agent_note", "signed_url"}
