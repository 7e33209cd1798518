"""Secret rows: passwords on command lines, and env/config assignments in many syntaxes."""

from __future__ import annotations

import json
from random import Random

from common import (
    Row,
    chars,
    date_str,
    dns,
    env_key,
    hexs,
    host,
    password,
    person,
    r_svc,
    secret_value,
    user,
    word,
)


def cli_password(r: Random) -> Row:
    """A shell-history or terminal line that passes a password as an argument."""
    u, h, pw = user(r), host(r), password(r)
    db = r_svc(r)
    forms = [
        f"$ mysql -h {h} -u {u} -p'{pw}' {db}",
        f"mysql --host={h} --user={u} --password='{pw}' -e 'show tables' {db}",
        f"PGPASSWORD='{pw}' psql -h {h} -U {u} -d {db} -c 'select count(*) from jobs'",
        f"sshpass -p '{pw}' ssh {u}@{h} 'sudo systemctl restart {db}'",
        f"curl -s -u {u}:'{pw}' https://{h}/api/v2/status",
        f"echo '{pw}' | docker login registry.{dns(r)} -u {u} --password-stdin",
        f"docker login -u {u} -p '{pw}' registry.{dns(r)}",
        f"redis-cli -h {h} -p 6379 -a '{pw}' INFO keyspace",
        f"mongosh 'mongodb://{h}:27017/{db}' --username {u} --password '{pw}'",
        f"htpasswd -b -c /etc/nginx/.htpasswd {u} '{pw}'",
        f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
        f"zip -r -P '{pw}' backup-{r.randrange(100, 999)}.zip ./exports",
        f"smbclient //{h}/share -U '{u}%{pw}' -c 'ls'",
        f"ldapsearch -x -H ldap://{h} -D 'cn={u},dc=corp,dc=local' -w '{pw}' '(uid=*)'",
        f"net use Z: \\\\{h}\\builds /user:CORP\\{u} {pw}",
        f"keytool -importcert -keystore truststore.jks -storepass '{pw}' -file ca.crt",
        f"rabbitmqctl add_user {u} '{pw}'",
        f"influx auth create --org {db} --user {u} --password '{pw}'",
        f"wget --user={u} --password='{pw}' https://{h}/artifacts/latest.tar.gz",
        f"ftp -n {h} <<EOF\nuser {u} {pw}\nbinary\nget dump.sql\nEOF",
        f"sqlcmd -S {h} -U {u} -P '{pw}' -Q 'SELECT @@VERSION'",
        f"az login --service-principal -u {chars(r, '0123456789abcdef', 8)}-app -p '{pw}' "
        f"--tenant {org_tenant(r)}",
        f"gpg --batch --passphrase '{pw}' --decrypt secrets.tar.gpg > secrets.tar",
        f"7z a -p'{pw}' -mhe=on archive.7z ./dumps",
        f"ansible-playbook site.yml -e 'ansible_become_pass={pw}'",
        f"helm repo add internal https://charts.{dns(r)} --username {u} --password '{pw}'",
        f"pip install --index-url https://{u}:{password(r, url_safe=True)}@pypi.{dns(r)}/simple pkg",
    ]
    i = r.randrange(len(forms))
    text = forms[i]
    secret = pw
    if i == len(forms) - 1:
        secret = text.split(f"{u}:", 1)[1].split("@", 1)[0]
    prompt = r.choice(["", "", f"{u}@{r_svc(r)}-box:~$ ", f"{r.randrange(100, 2000)}  "])
    hard = i in (13, 14, 15, 21, 22)
    return Row(prompt + text, (secret,), form="shell", hard=hard)


def org_tenant(r: Random) -> str:
    """A tenant-like id."""
    return chars(r, "0123456789abcdef", 8) + "-" + chars(r, "0123456789abcdef", 4)


def env_assign(r: Random) -> Row:
    """An env or dotenv assignment with a credential value."""
    hard = r.random() < 0.3
    key = env_key(r, hard=hard)
    val = secret_value(r)
    forms = [
        f"export {key}={val}",
        f"export {key}='{val}'",
        f'{key}="{val}"',
        f"{key}={val}",
        f"set {key}={val}",
        f'$env:{key} = "{val}"',
        f"ENV {key}={val}",
        f"setenv {key} {val}",
        f"fly secrets set {key}={val}",
        f"heroku config:set {key}={val} -a {r_svc(r)}-{word(r)}",
        f"gh secret set {key} --body '{val}'",
        f"kubectl create secret generic {r_svc(r)} --from-literal={key.lower()}={val}",
    ]
    text = r.choice(forms)
    if r.random() < 0.4:
        extra = [
            f"NODE_ENV={r.choice(['production', 'development'])}",
            f"PORT={r.choice([3000, 8080, 5000, 8000])}",
            f"LOG_LEVEL={r.choice(['info', 'debug', 'warn'])}",
            f"DATABASE_HOST={host(r)}",
        ]
        lines = r.sample(extra, 2) + [text]
        r.shuffle(lines)
        text = "\n".join(lines)
    return Row(text, (val,), form="env", hard=hard)


def config_file(r: Random) -> Row:
    """A config snippet (YAML/TOML/INI/JSON/HCL/XML/properties) holding a credential."""
    hard = r.random() < 0.25
    key = env_key(r, hard=hard).lower()
    val = secret_value(r)
    u, h = user(r), host(r)
    kind = r.randrange(9)
    if kind == 0:
        text = (
            f"database:\n  host: {h}\n  port: 5432\n  user: {u}\n"
            f'  {r.choice(["password", "pass", "pwd", key])}: "{val}"\n  pool: 10'
        )
        form = "yaml"
    elif kind == 1:
        text = (
            f'[{r_svc(r)}]\nendpoint = "https://{h}"\n{key} = "{val}"\n'
            f"timeout_ms = {r.choice([500, 1500, 3000])}"
        )
        form = "toml"
    elif kind == 2:
        text = f"[client]\nuser={u}\nhost={h}\n{r.choice(['password', key])}={val}\n"
        form = "ini"
    elif kind == 3:
        obj = {"service": r_svc(r), "url": f"https://{h}", key: val, "retries": 3}
        text = json.dumps(obj, indent=r.choice([None, 2]))
        form = "json"
    elif kind == 4:
        text = (
            f'resource "{r.choice(["aws_db_instance", "postgresql_role"])}" "{r_svc(r)}" {{\n'
            f'  name     = "{u}"\n  password = "{val}"\n  login    = true\n}}'
        )
        form = "hcl"
    elif kind == 5:
        text = (
            f'<datasource jndi-name="java:/{r_svc(r)}DS">\n'
            f"  <connection-url>jdbc:postgresql://{h}:5432/{r_svc(r)}</connection-url>\n"
            f"  <security>\n    <user-name>{u}</user-name>\n"
            f"    <password>{val}</password>\n  </security>\n</datasource>"
        )
        form = "xml"
    elif kind == 6:
        text = (
            f"spring.datasource.url=jdbc:mysql://{h}:3306/{r_svc(r)}\n"
            f"spring.datasource.username={u}\nspring.datasource.password={val}"
        )
        form = "properties"
    elif kind == 7:
        text = f'<add key="{key}" value="{val}" />'
        text = f'<appSettings>\n  <add key="Env" value="{r.choice(["Prod", "Test"])}" />\n  {text}\n</appSettings>'
        form = "xml"
    else:
        text = (
            f"services:\n  {r_svc(r)}:\n    image: {r_svc(r)}:{r.randrange(1, 9)}.{r.randrange(20)}\n"
            f"    environment:\n      - {key.upper()}={val}\n      - TZ=UTC"
        )
        form = "docker-compose"
    return Row(text, (val,), form=form, hard=hard)


def ci_log(r: Random) -> Row:
    """A CI log where a secret leaked in clear (debug echo, set -x, failed mask)."""
    val, key = secret_value(r), env_key(r)
    ts = date_str(r)
    forms = [
        f"{ts} + curl -H 'Authorization: token {val}' https://api.{dns(r)}/deploy",
        f"{ts} ##[debug]Evaluating: env.{key}\n{ts} ##[debug]Result: '{val}'",
        f"Step 4/9 : ARG {key}={val}\n ---> Running in {chars(r, '0123456789abcdef', 12)}",
        f'$ echo "using {key}=${{{key}}}"\nusing {key}={val}',
        f"[{ts}] npm ERR! 401 Unauthorized - GET https://npm.{dns(r)}/pkg - token {val} rejected",
        f"{ts} [deploy] + export {key}={val}\n{ts} [deploy] + ./deploy.sh {r.choice(['prod', 'stage'])}",
    ]
    i = r.randrange(len(forms))
    return Row(forms[i], (val,), form="ci-log", hard=i in (2, 4))


def code_literal(r: Random) -> Row:
    """A hard-coded credential in source code in one of many languages."""
    val = secret_value(r)
    name = r.choice(["password", "apiKey", "secret", "token", "dbPass", "auth", "key", "pw"])
    h = host(r)
    forms = [
        ("python", f'client = Client(base_url="https://{h}", api_key="{val}")'),
        ("python", f'conn = psycopg2.connect(host="{h}", user="{user(r)}", password="{val}")'),
        ("javascript", f"const {name} = '{val}';\nconst api = new Api({{ {name} }});"),
        (
            "typescript",
            f'export const config = {{\n  endpoint: "https://{h}",\n  {name}: "{val}",\n}};',
        ),
        (
            "go",
            f'db, err := sql.Open("mysql", "{user(r)}:{val}@tcp({h}:3306)/app")'
            if all(c not in val for c in "@/:")
            else f'const {name} = "{val}"',
        ),
        ("rust", f'let {name.lower()} = "{val}";\nlet client = Client::new(&{name.lower()});'),
        ("java", f'private static final String {name.upper()} = "{val}";'),
        ("csharp", f'var cred = new NetworkCredential("{user(r)}", "{val}");'),
        (
            "ruby",
            f"Stripe.api_key = '{val}'" if r.random() < 0.2 else f"{name.upper()} = '{val}'.freeze",
        ),
        ("php", f"$pdo = new PDO('mysql:host={h};dbname=app', '{user(r)}', '{val}');"),
        ("kotlin", f'val {name} = "{val}"'),
        ("swift", f'let {name}: String = "{val}"'),
        ("c", f'#define {name.upper()} "{val}"'),
        ("elixir", f'config :app, App.Repo, username: "{user(r)}", password: "{val}"'),
        ("scala", f'val {name} = sys.env.getOrElse("{name.upper()}", "{val}")'),
        ("powershell", f"$sec = ConvertTo-SecureString '{val}' -AsPlainText -Force"),
        ("sql", f"CREATE USER {user(r)} WITH PASSWORD '{val}';"),
        ("sql", f"ALTER USER '{user(r)}'@'%' IDENTIFIED BY '{val}';"),
        ("sql", f"CREATE LOGIN {user(r)} WITH PASSWORD = '{val}';"),
    ]
    i = r.randrange(len(forms))
    lang, text = forms[i]
    hard = i in (14, 15) or r.random() < 0.1
    if r.random() < 0.3:
        text = f"// TODO move to vault before launch ({person(r)})\n{text}"
    return Row(text, (val,), form=f"code-{lang}", hard=hard)


def ps_dump(r: Random) -> Row:
    """A process listing or /proc environ dump with a credential in it."""
    val = password(r) if r.random() < 0.5 else secret_value(r)
    pid = r.randrange(300, 65000)
    forms = [
        f"USER       PID %CPU %MEM COMMAND\n{user(r)[:8]:<8} {pid:>6}  0.3  1.2 "
        f"java -Xmx2g -Ddb.password={val} -jar {r_svc(r)}.jar",
        f"root     {pid}  0.0  0.1 /usr/bin/python3 worker.py --redis-pass {val} --queue default",
        f"$ cat /proc/{pid}/environ | tr '\\0' '\\n'\nHOME=/srv\n{env_key(r)}={val}\nLANG=C.UTF-8",
        f"{pid} ?  Ss  0:04 postgres_exporter --web.listen-address=:9187 "
        f"--db.dsn=user={user(r)} password={val} host={host(r)}",
        f'$ docker inspect {r_svc(r)} --format "{{{{json .Config.Env}}}}"\n'
        f'["PATH=/usr/local/bin:/usr/bin","{env_key(r)}={val}","TZ=UTC"]',
        f"$ kubectl describe pod {r_svc(r)}-{hexs(r, 5)}\n    Environment:\n"
        f"      LOG_LEVEL:  info\n      {env_key(r)}:  {val}\n    Mounts:  <none>",
        f"$ systemctl show {r_svc(r)}.service --property=Environment\n"
        f"Environment=PORT={r.randrange(3000, 9000)} {env_key(r)}={val}",
        f"$ printenv | sort\nHOME=/home/{user(r)}\nLANG=en_US.UTF-8\n{env_key(r)}={val}\nPATH=/usr/bin",
    ]
    i = r.randrange(len(forms))
    return Row(forms[i], (val,), form="ps", hard=i in (1, 3, 4, 5, 6))


def k8s_secret(r: Random) -> Row:
    """A Kubernetes Secret manifest (data: base64 or stringData: clear)."""
    pw = password(r)
    api = secret_value(r)
    name = r_svc(r)
    if r.random() < 0.3:
        text = (
            f"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {name}\nspec:\n"
            f"  template:\n    spec:\n      containers:\n      - name: {name}\n"
            f"        image: {name}:{r.randrange(1, 9)}.{r.randrange(20)}\n        env:\n"
            f'        - name: DB_PASSWORD\n          value: "{pw}"\n'
            f"        - name: LOG_LEVEL\n          value: info"
        )
        return Row(text, (pw,), form="k8s")
    if r.random() < 0.6:
        b1 = __import__("base64").b64encode(pw.encode()).decode()
        b2 = __import__("base64").b64encode(api.encode()).decode()
        text = (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}-creds\n"
            f"  namespace: {r.choice(['default', 'apps', name])}\ntype: Opaque\ndata:\n"
            f"  username: {__import__('base64').b64encode(user(r).encode()).decode()}\n"
            f"  password: {b1}\n  api-key: {b2}"
        )
        return Row(text, (b1, b2), form="k8s", hard=True)
    text = (
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}-creds\ntype: Opaque\n"
        f'stringData:\n  DB_PASSWORD: "{pw}"\n  API_KEY: {api}'
    )
    return Row(text, (pw, api), form="k8s")


def notebook(r: Random) -> Row:
    """A Jupyter cell (JSON) with a credential in source or output."""
    val = secret_value(r)
    if r.random() < 0.4:
        out = json.dumps(
            [
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [f"loaded config for {r_svc(r)}\n", f"token = {val}\n"],
                }
            ]
        )
        src = json.dumps(["cfg = load_config()\n", "print('token =', cfg.token)\n"])
        text = (
            f'{{\n "cell_type": "code",\n "execution_count": {r.randrange(1, 40)},\n'
            f' "outputs": {out},\n "source": {src}\n}}'
        )
        return Row(text, (val,), form="notebook", hard=True)
    src = json.dumps(["import os\n", f'os.environ["{env_key(r)}"] = "{val}"\n'])
    text = (
        f'{{\n "cell_type": "code",\n "execution_count": {r.randrange(1, 40)},\n'
        f' "metadata": {{}},\n "outputs": [],\n "source": {src}\n}}'
    )
    return Row(text, (val,), form="notebook")


def diff_hunk(r: Random) -> Row:
    """A diff that adds (or removes) a credential line."""
    val = secret_value(r)
    key = env_key(r)
    path = r.choice(["config/settings.py", ".env.production", "deploy/values.yaml", "app.ini"])
    text = (
        f"diff --git a/{path} b/{path}\n--- a/{path}\n+++ b/{path}\n"
        f"@@ -{r.randrange(1, 80)},6 +{r.randrange(1, 80)},7 @@\n"
        f' DEBUG = False\n-{key} = os.environ["{key}"]\n+{key} = "{val}"\n'
        f' ALLOWED_HOSTS = ["{host(r)}"]'
    )
    return Row(text, (val,), form="diff")


def traceback(r: Random) -> Row:
    """A traceback or error message that printed a credential."""
    pw = password(r)
    u, h = user(r), host(r)
    forms = [
        (
            f'Traceback (most recent call last):\n  File "app/db.py", line {r.randrange(10, 300)}, '
            f"in connect\n    return pg.connect(dsn)\npsycopg2.OperationalError: connection to "
            f'server at "{h}", port 5432 failed: FATAL:  password authentication failed for '
            f"user \"{u}\"\n  locals: dsn='host={h} user={u} password={pw} dbname=app'"
        ),
        (
            f'Exception in thread "main" java.sql.SQLException: Access denied for user '
            f"'{u}'@'10.0.{r.randrange(256)}.{r.randrange(256)}' (using password: YES)\n"
            f"\tat Config.load(Config.java:{r.randrange(20, 99)}) props={{user={u}, password={pw}}}"
        ),
        (
            f"Error: Request failed with status code 403\n    at settle (axios/lib/core/settle.js:19)\n"
            f"  config: {{ headers: {{ 'X-Api-Key': '{pw}' }}, url: 'https://{h}/v1' }}"
        ),
    ]
    i = r.randrange(len(forms))
    return Row(forms[i], (pw,), form="traceback", hard=i == 2)
