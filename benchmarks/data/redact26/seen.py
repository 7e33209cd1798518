"""Code and changes to code for redact26: each generator takes `sec` and writes a credential or a stand-in in one place.

Every generator returns (text, labels, lang); labels is empty when `sec` is false.
"""

import base64
import json

import srcframes as sf
from gen import (FAKE_PW, R, aws_pair, b64, date, envvar, host, lookalike, name, pick, placeholder, proj, pw, ref,
                 secret_value, sha, sri, token, ts, uid, user, ver)


def cut(v):
    """Cut a value of 16+ characters into two pieces of 8+ characters."""
    k = R.randint(8, len(v) - 8)
    return v[:k], v[k:]


def long_value():
    while True:
        v = secret_value()
        if len(v) >= 16:
            return v


def src_literal(sec):
    v = secret_value()
    code, lang = sf.snippet(sec, v)
    p = sf.path(lang)
    r = R.random()
    if r < 0.5:
        text = sf.fence(code, lang, p)
    elif r < 0.75:
        text = f"{p}:\n{code}"
    else:
        text = f"Found this in {p} while reading the {proj()} repo:\n{code}"
    return text, [v] if sec else [], "src-" + lang


INTERP = {
    "python": ['dsn = f"postgresql://{{user}}:{v}@{h}:5432/{{db_name}}"', 'headers = {{"Authorization": "Bearer " + {q}}}',
               'url = "https://{u}:%s@{h}/api" % {q}'],
    "javascript": ['const uri = `mongodb+srv://${{user}}:{v}@{h}/app?retryWrites=true`;', 'axios.defaults.headers.common["Authorization"] = "Bearer " + {q};'],
    "go": ['dsn := fmt.Sprintf("%s:{v}@tcp({h}:3306)/%s", user, dbName)', 'req.Header.Set("Authorization", "token "+{q})'],
    "java": ['String url = "jdbc:postgresql://" + host + "/app?user={u}&password={v}";', 'conn.setRequestProperty("X-Api-Key", {q});'],
    "kotlin": ['val url = "redis://:{v}@$host:6379/0"', 'val auth = "Bearer " + {q}'],
    "ruby": ['REDIS_URL = "redis://:{v}@#{{host}}:6379/1"', 'conn.headers["Authorization"] = "Bearer #{{{q}}}"'],
    "php": ["$dsn = \"mysql://{u}:{v}@{{$host}}/app\";", "$headers[] = 'Authorization: Bearer ' . {q};"],
    "csharp": ['var cs = $"Server={{host}};Database=app;User Id={u};Password={v};";', 'http.DefaultRequestHeaders.Add("X-Auth-Token", {q});'],
    "rust": ['let url = format!("amqps://{u}:{v}@{{}}/vhost", host);', 'req.header("Authorization", format!("Bearer {{}}", {q}));'],
    "swift": ['let url = "https://{u}:{v}@\\(host)/v1"', 'request.setValue("Bearer " + {q}, forHTTPHeaderField: "Authorization")'],
}
INTERP_ORD = {
    "python": ['dsn = f"postgresql://{{user}}:{{password}}@{h}:5432/{{db_name}}"', 'headers = {{"Authorization": "Bearer " + token, "X-Request-Id": "{i}"}}'],
    "javascript": ['const uri = `mongodb+srv://${{user}}:${{encodeURIComponent(pass)}}@{h}/app`;', 'const etag = "W/\\"" + "{i}" + "\\"";'],
    "go": ['dsn := fmt.Sprintf("%s:%s@tcp({h}:3306)/%s", user, pass, dbName)', 'req.Header.Set("If-None-Match", "{i}")'],
    "java": ['String url = "jdbc:postgresql://" + host + "/app?user={u}&password=" + System.getenv("{e}");', 'conn.setRequestProperty("X-Request-Id", "{i}");'],
    "kotlin": ['val url = "redis://:$redisPassword@$host:6379/0"', 'val digest = "sha256:" + "{i}"'],
    "ruby": ['REDIS_URL = "redis://:#{{ENV.fetch("{e}")}}@#{{host}}:6379/1"', 'cache_key = "v2/#{{record.id}}/{i}"'],
    "php": ["$dsn = \"mysql://{u}:{{$password}}@{{$host}}/app\";", "$headers[] = 'Authorization: Bearer ' . getenv('{e}');"],
    "csharp": ['var cs = $"Server={{host}};Database=app;User Id={u};Password={{password}};";', 'http.DefaultRequestHeaders.Add("X-Correlation-Id", "{i}");'],
    "rust": ['let url = format!("amqps://{u}:{{}}@{{}}/vhost", password, host);', 'let key = format!("cache/{{}}/{i}", id);'],
    "swift": ['let url = "https://{u}:\\(password)@\\(host)/v1"', 'let checksum = "{i}"'],
}


def src_interp(sec):
    lang = pick(sorted(INTERP))
    if sec:
        tpl = pick(INTERP[lang])
        v = pw(url=True) if "{v}" in tpl else token()
        q = sf.lit(v, lang)
        code = tpl.format(v=v, q=q, h=host(), u=user())
        labs = [v]
    else:
        code = pick(INTERP_ORD[lang]).format(h=host(), u=user(), i=lookalike(), e=envvar())
        labs = []
    return sf.fence(code, lang, sf.path(lang)), labs, "src-" + lang


SPLIT = {
    "python": '{n} = (\n    "{a}"\n    "{b}"\n)', "javascript": 'const {n} = "{a}" +\n  "{b}";', "go": '{n} := "{a}" +\n\t"{b}"',
    "java": 'String {n} = "{a}"\n    + "{b}";', "rust": 'const {N}: &str = concat!("{a}", "{b}");', "c": 'static const char *{n} = "{a}"\n    "{b}";',
    "ruby": '{N} = "{a}" \\\n  "{b}"', "csharp": 'var {n} = "{a}" +\n    "{b}";', "php": "${n} = '{a}'\n    . '{b}';",
}


def src_split(sec):
    lang = pick(sorted(SPLIT))
    if sec:
        v = long_value()
        nm = pick(["apiKey", "token", "secret", "dbPass", "hookSecret", "key"])
    else:
        v = pick([sha(64), sha(40), b64(33), uid().replace("-", ""), sri()[:60]])
        nm = pick(["expectedDigest", "goldenHash", "fixtureId", "commitSha", "sampleB64", "snapshotId"])
    a, b = cut(v)
    code = SPLIT[lang].format(n=nm, N=nm.upper(), a=a, b=b)
    lead = pick(["", f"{sf.path(lang) if lang in sf.EXT else 'src/keys.c'}:\n", "The value is built from two literals:\n"])
    return lead + sf.fence(code, lang), [a, b] if sec else [], "src-" + lang


def _bytes_of(v, style):
    raw = v.encode()
    if style == "hex":
        return ", ".join(f"0x{c:02x}" for c in raw)
    if style == "dec":
        return ", ".join(str(c) for c in raw)
    return "".join(f"\\x{c:02x}" for c in raw)


BYTES = [("go", "var {n} = []byte{{{x}}}", "hex"), ("java", "private static final byte[] {N} = new byte[] {{ {x} }};", "dec"),
         ("rust", "const {N}: &[u8] = &[{x}];", "hex"), ("python", "{n} = bytes([{x}])", "dec"), ("python", '{n} = b"{x}"', "esc"),
         ("c", "static const unsigned char {n}[] = {{ {x} }};", "hex"), ("csharp", "private static readonly byte[] {N} = {{ {x} }};", "hex"),
         ("javascript", "const {n} = Uint8Array.from([{x}]);", "dec")]


def src_bytes(sec):
    lang, tpl, style = pick(BYTES)
    if sec:
        v = pick([pw, token, lambda: "".join(pick("0123456789abcdef") for _ in range(32))])()
        nm = pick(["hmacKey", "signingKey", "apiSecret", "sharedSecret", "tokenBytes"])
    else:
        v = pick(["\x89PNG\r\n\x1a\n", "GIF89a", "%PDF-1.7", "PK\x03\x04", "\x1f\x8b\x08\x00", "hello, world\n",
                  "RIFF", "OggS", "{\"ok\":true}", "\x7fELF\x02\x01\x01"]) + pick(["", "", "fixture"])
        nm = pick(["pngMagic", "sampleFrame", "gzipHeader", "expectedPrefix", "goldenBytes", "testPayload"])
    x = _bytes_of(v, style)
    code = tpl.format(n=nm, N=nm.upper(), x=x)
    return sf.fence(code, lang, pick([None, "keys." + sf.EXT.get(lang, "c")])), [x] if sec else [], "src-" + lang


RAW = [
    ("python", 'CONFIG = """\ndatabase:\n  host: {h}\n  user: {u}\n  password: {v}\n"""'),
    ("python", 'conn_str = r"Server={h};Database={p};User Id={u};Password={v};Encrypt=true"'),
    ("go", 'const settings = `{{\n  "endpoint": "https://{h}",\n  "api_token": "{v}"\n}}`'),
    ("kotlin", 'val props = """\n    db.url=jdbc:postgresql://{h}/{p}\n    db.user={u}\n    db.password={v}\n""".trimIndent()'),
    ("csharp", 'var json = """\n    {{ "user": "{u}", "secret": "{v}" }}\n    """;'),
    ("ruby", 'ENV_FILE = <<~DOTENV\n  DATABASE_HOST={h}\n  API_TOKEN={v}\nDOTENV'),
    ("javascript", 'const envFile = `\nAPI_URL=https://{h}\nAPI_KEY={v}\n`;'),
    ("rust", 'let cfg = r#"\n[auth]\nuser = "{u}"\ntoken = "{v}"\n"#;'),
    ("python", 'INI = """\n[smtp]\nhost = {h}\nuser = {u}\npassword = {v}\n"""'),
]


def src_raw(sec):
    lang, tpl = pick(RAW)
    v = secret_value()
    val = v if sec else pick([ref(), placeholder(), "", "${" + envvar() + "}"])
    code = tpl.format(h=host(), u=user(), p=proj(), v=val)
    if not sec:
        code += pick(["", f"\nCHECKSUM = \"{sha(64)}\"", f"\n# generated {ts()} id {uid()}"])
    return sf.fence(code, lang, sf.path(lang)), [v] if sec else [], "src-" + lang


def fixture(sec):
    v = secret_value()
    e, i = f"{name()}@{proj()}.example", uid()
    k = R.randrange(6)
    if sec:
        body = [
            ("pytest", f'@pytest.fixture\ndef api_client():\n    return Client(base_url="https://{host()}", token="{v}")'),
            ("json-fixture", json.dumps([{"model": "accounts.integration", "pk": i, "fields": {"owner": e, "api_token": v}}], indent=2)),
            ("yaml-seed", f"# db/seeds/{pick(['dev', 'staging'])}.yml\nusers:\n  - id: {i}\n    email: {e}\n    password: {v}\n    role: admin"),
            ("rails-seeds", f'User.find_or_create_by!(email: "{e}") do |u|\n  u.password = "{v}"\n  u.confirmed_at = Time.current\nend'),
            ("jest", f'const TOKEN = "{v}";\n\nbeforeAll(() => {{\n  process.env.{envvar("tok")} = TOKEN;\n}});'),
            ("factory-bot", f'factory :integration do\n  name {{ "{pick(["slack", "github", "stripe"])}" }}\n  api_key {{ "{v}" }}\n  external_id {{ "{i}" }}\nend'),
        ][k]
        return body[1], [v], body[0]
    f = pick(FAKE_PW)
    body = [
        ("pytest", f'def test_rejects_weak_password():\n    # obviously fake value: the validator must reject it\n    assert not validate_password("{f}")'),
        ("json-fixture", json.dumps([{"model": "accounts.user", "pk": i, "fields": {"email": e, "password": "pbkdf2_sha256$600000$" + b64(12) + "$" + b64(32)}}], indent=2)),
        ("yaml-seed", f"# db/seeds/dev.yml\nusers:\n  - id: {i}\n    email: {e}\n    password_digest: \"$2b$12${b64(40)[:53]}\"\n    avatar_sha256: {sha(64)}"),
        ("rails-seeds", f'User.find_or_create_by!(email: "{e}") do |u|\n  u.password = ENV.fetch("SEED_PASSWORD")\n  u.uuid = "{i}"\nend'),
        ("jest", f'it("flags \'{f}\' as too weak", () => {{\n  expect(scorePassword("{f}")).toBeLessThan(2);\n}});'),
        ("factory-bot", f'factory :integration do\n  name {{ "slack" }}\n  api_key {{ "test-key-#{{SecureRandom.hex(4)}}" }}\n  external_id {{ "{i}" }}\nend'),
    ][k]
    return body[1], [], body[0]


def _hunk(path, ctx, minus, plus):
    head = f"diff --git a/{path} b/{path}\nindex {sha(7)}..{sha(7)} 100644\n--- a/{path}\n+++ b/{path}\n"
    start = R.randint(3, 180)
    lines = [f" {ctx[0]}"] + [f"-{m}" for m in minus] + [f"+{p}" for p in plus] + [f" {ctx[1]}"]
    return head + f"@@ -{start},{2 + len(minus)} +{start},{2 + len(plus)} @@\n" + "\n".join(lines)


def diff_hunk(sec):
    lang = pick(["python", "javascript", "go", "ruby", "yaml", "dotenv"])
    key = pick(["API_TOKEN", "DB_PASSWORD", "WEBHOOK_SECRET", "STRIPE_KEY", "SMTP_PASSWORD"])
    line = {"python": '{k} = "{v}"', "javascript": 'const {k} = "{v}";', "go": '{k} = "{v}"', "ruby": '{k} = "{v}"',
            "yaml": "  {kl}: {v}", "dotenv": "{k}={v}"}[lang]
    path = {"python": "app/settings.py", "javascript": "src/config.js", "go": "internal/config/config.go",
            "ruby": "config/initializers/keys.rb", "yaml": "deploy/values.yaml", "dotenv": ".env"}[lang]
    ctx = {"python": ("# settings", "DEBUG = False"), "javascript": ("// config", "export default config;"),
           "go": ("var (", ")"), "ruby": ("# keys", "Rails.logger.level = :info"), "yaml": ("env:", "  timeout: 30"),
           "dotenv": ("# " + proj(), "LOG_LEVEL=info")}[lang]
    form = R.randrange(4)
    if sec:
        old, new = secret_value(), secret_value()
        mk = lambda v: line.format(k=key, kl=key.lower(), v=v)  # noqa: E731
        stand = line.format(k=key, kl=key.lower(), v=pick(["${" + key + "}", ""]))
        if form == 0:
            return _hunk(path, ctx, [], [mk(new)]), [new], "diff-add"
        if form == 1:
            text = f"commit {sha(40)}\nAuthor: {name()} <{name()}@{proj()}.example>\n\n    remove hardcoded {key.lower()}\n\n"
            return text + _hunk(path, ctx, [mk(old)], [stand]), [old], "diff-remove"
        if form == 2:
            return _hunk(path, ctx, [mk(old)], [mk(new)]), [old, new], "diff-rotate"
        who = name()
        text = (f"**{who}** commented on `{path}` line {R.randint(4, 90)}:\n\n```diff\n+{mk(new)}\n```\n\n"
                + pick(["Please don't commit this, move it to the secret store.", "This is the live one, rotate it after merge.",
                        "Nit: can we read this from the environment instead?"]))
        return text, [new], "review-comment"
    if form == 0:
        v1, v2 = ver(), ver()
        return _hunk("package-lock.json", ('    "node_modules/' + proj() + '": {', '      "license": "MIT"'),
                     [f'      "version": "{v1}",', f'      "integrity": "{sri()}"'], [f'      "version": "{v2}",', f'      "integrity": "{sri()}"']), [], "diff-lockfile"
    if form == 1:
        mk = lambda v: line.format(k=key, kl=key.lower(), v=v)  # noqa: E731
        return _hunk(path, ctx, [mk(placeholder())], [mk("${" + key + "}")]), [], "diff-remove"
    if form == 2:
        return _hunk(f"tests/__snapshots__/{proj()}.snap", ("exports[`render 1`] = `", "`;"),
                     [f'  <img src="/static/logo.{sha(8)}.png" data-id="{uid()}" />'], [f'  <img src="/static/logo.{sha(8)}.png" data-id="{uid()}" />']), [], "diff-snapshot"
    who = name()
    return (f"**{who}** commented on `{path}` line {R.randint(4, 90)}:\n\n```diff\n+{line.format(k=key, kl=key.lower(), v=placeholder())}\n```\n\n"
            + pick(["Is this placeholder intentional? The real value comes from the vault.", "Fine as an example value.",
                    f"Matches the checksum in {sha(12)}, LGTM."])), [], "review-comment"


def notebook(sec):
    v = secret_value()
    env = envvar("tok")
    form = R.randrange(3)
    if form == 0:
        src = ["import os\n", f'os.environ["{env}"] = "{v}"\n' if sec else f'os.environ["{env}"] = getpass.getpass()\n', f"client = Client(host=\"{host()}\")"]
        outs = [] if sec else [{"output_type": "display_data", "data": {"image/png": "iVBORw0KGgoAAAANSUhEUgAA" + b64(60), "text/plain": ["<Figure size 640x480 with 1 Axes>"]}, "metadata": {}}]
        cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "id": sha(8), "metadata": {}, "outputs": outs, "source": src}
        return json.dumps(cell, indent=1, ensure_ascii=False), [v] if sec else [], "ipynb-json"
    n = R.randint(2, 30)
    if form == 1:
        if sec:
            return (f"In [{n}]: client = {proj().capitalize()}Client(api_key=\"{v}\")\n\nIn [{n + 1}]: client\n"
                    f"Out[{n + 1}]: <{proj().capitalize()}Client host='{host()}' key='{v}'>"), [v], "ipython"
        return (f"In [{n}]: client = {proj().capitalize()}Client(api_key=os.environ[\"{env}\"])\n\nIn [{n + 1}]: client.last_run\n"
                f"Out[{n + 1}]: '{uid()}'"), [], "ipython"
    if sec:
        return f"In [{n}]: !env | grep {env}\n{env}={v}", [v], "ipython"
    return f"In [{n}]: !sha256sum data/train.parquet\n{sha(64)}  data/train.parquet", [], "ipython"


def sql_seed(sec):
    v, t = pw(), secret_value()
    u, i, when = user(), uid(), date().replace("-", "")
    head = f"-- migrations/{when}{R.randint(100000, 999999)}_{pick(['seed_service_users', 'add_integrations', 'create_roles'])}.sql\n"
    if sec:
        body = pick([f"CREATE ROLE {u} LOGIN PASSWORD '{v}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO {u};",
                     f"CREATE USER '{u}'@'%' IDENTIFIED BY '{v}';\nGRANT ALL ON {proj()}.* TO '{u}'@'%';",
                     f"INSERT INTO api_keys (id, owner, key, created_at)\nVALUES ('{i}', '{name()}', '{t}', now());",
                     f"INSERT INTO integrations (name, config) VALUES\n  ('slack', '{{\"bot_token\": \"{t}\", \"channel\": \"C{sha(8).upper()}\"}}');",
                     f"ALTER ROLE {u} WITH PASSWORD '{v}';"])
        return head + body, [v if v in body else t], "sql"
    body = pick([f"CREATE ROLE {u} LOGIN PASSWORD NULL;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO {u};",
                 f"INSERT INTO api_keys (id, owner, key_sha256, last4, created_at)\nVALUES ('{i}', '{name()}', '{sha(64)}', '{sha(4)}', now());",
                 f"INSERT INTO users (id, email, password_hash) VALUES\n  ('{i}', '{name()}@{proj()}.example', '$argon2id$v=19$m=65536,t=3,p=4${b64(16)}${b64(32)}');",
                 f"INSERT INTO feature_flags (key, enabled) VALUES ('{pick(['new-checkout', 'beta-search', 'dark-mode'])}-{sha(6)}', true);",
                 f"-- password set out of band, see {ref()}\nALTER ROLE {u} WITH LOGIN;"])
    return head + body, [], "sql"


def k8s_secret(sec):
    nm = f"{proj()}-{pick(['db', 'api', 'registry', 'smtp'])}"
    if sec:
        v = secret_value()
        enc = base64.b64encode(v.encode()).decode()
        if R.random() < 0.25:
            auth = base64.b64encode(f"{user()}:{pw()}".encode()).decode()
            enc = base64.b64encode(json.dumps({"auths": {f"registry.{proj()}.example": {"auth": auth}}}).encode()).decode()
            data = f"  .dockerconfigjson: {enc}"
            typ = "kubernetes.io/dockerconfigjson"
        else:
            data = f"  username: {base64.b64encode(user().encode()).decode()}\n  {pick(['password', 'token', 'api-key'])}: {enc}"
            typ = "Opaque"
        return (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {nm}\n  namespace: {pick(['default', 'apps', proj()])}\n"
                f"type: {typ}\ndata:\n{data}"), [enc], "k8s-secret"
    form = R.randrange(3)
    if form == 0:
        return (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {nm}-assets\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAA{b64(48)}\n"
                f"data:\n  build-sha: {sha(40)}"), [], "k8s-configmap"
    if form == 1:
        return (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {nm}\nspec:\n  encryptedData:\n"
                f"    password: Ag{b64(90)}"), [], "k8s-sealedsecret"
    return (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {nm}\nspec:\n  secretStoreRef:\n"
            f"    name: vault-backend\n  data:\n    - secretKey: password\n      remoteRef:\n        key: {proj()}/{pick(['db', 'api'])}"), [], "k8s-externalsecret"


def tf_state(sec):
    form = R.randrange(3)
    if form == 2:
        v = pw() if sec else None
        text = f"# {pick(['prod', 'staging'])}.tfvars\nregion      = \"eu-west-1\"\ndb_username = \"{user()}\"\ndb_password = \"{v if sec else ''}\"\nimage_tag   = \"{sha(12)}\""
        if not sec:
            text = text.replace('db_password = ""', "# db_password comes from TF_VAR_db_password")
        return text, [v] if sec else [], "tfvars"
    if form == 1:
        kid, secret = aws_pair()
        attrs = {"id": kid, "user": f"ci-{proj()}", "secret": secret if sec else None, "status": "Active",
                 "create_date": ts()}
        res = {"mode": "managed", "type": "aws_iam_access_key", "name": "ci", "instances": [{"schema_version": 0, "attributes": attrs,
               "sensitive_attributes": [[{"type": "get_attr", "value": "secret"}]]}]}
        labs = [kid, secret] if sec else []
        if not sec:
            attrs["id"] = "AKIA" + "X" * 16
    else:
        v = pw()
        attrs = {"id": f"{proj()}-db", "address": host(), "username": user(), "password": v if sec else None,
                 "arn": f"arn:aws:rds:eu-west-1:{R.randint(10**11, 10**12 - 1)}:db:{proj()}", "resource_id": "db-" + sha(26).upper()}
        res = {"mode": "managed", "type": "aws_db_instance", "name": "main", "instances": [{"schema_version": 2, "attributes": attrs,
               "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]}]}
        labs = [v] if sec else []
    state = {"version": 4, "terraform_version": ver(), "serial": R.randint(1, 400), "lineage": uid(), "resources": [res]}
    return json.dumps(state, indent=2), labs, "tfstate"


def shell_hist(sec):
    v = secret_value()
    up = pw(url=True)
    h = host()
    cmds_sec = [(f"export {envvar('tok')}={v}", [v]), (f"mysql -u {user()} -p{up} -h {h}", [up]),
                (f'psql "postgresql://{user()}:{up}@{h}:5432/{proj()}"', [up]),
                (f'curl -H "Authorization: Bearer {v}" https://{h}/api/v1/jobs', [v]),
                (f"docker login -u {user()} -p {up} registry.{proj()}.example", [up])]
    filler = [f"git checkout {sha(40)}", f"docker pull registry.{proj()}.example/api@sha256:{sha(64)}",
              f"sha256sum dist/{proj()}-{ver()}.tar.gz", "make test", "git log --oneline -n 5", f"kubectl rollout status deploy/{proj()}",
              f"export GIT_SHA={sha(40)}", f"export REQUEST_ID={uid()}"]
    form = R.randrange(3)
    if form == 2:
        tv = v if sec else "$(" + pick(["op read op://ci/deploy/token", "vault kv get -field=token secret/ci"]) + ")"
        text = (f"# Makefile\nREGISTRY ?= registry.{proj()}.example\nDEPLOY_TOKEN ?= {tv}\nGIT_SHA := $(shell git rev-parse HEAD)\n\n"
                f"deploy:\n\tcurl -fsS -H \"PRIVATE-TOKEN: $(DEPLOY_TOKEN)\" https://{h}/deploy?sha=$(GIT_SHA)")
        return text, [v] if sec else [], "makefile"
    lines = [pick(filler) for _ in range(R.randint(2, 4))]
    labs = []
    if sec:
        cmd, labs = pick(cmds_sec)
        lines.insert(R.randint(0, len(lines)), cmd)
    else:
        lines.insert(R.randint(0, len(lines)), pick([f"export {envvar('tok')}=$(pass show {proj()}/token)", f"mysql -u {user()} -p -h {h}",
                                                     f"docker login -u {user()} --password-stdin registry.{proj()}.example < ~/.regpass"]))
    start = R.randint(200, 1900)
    if form == 0:
        text = "\n".join(f"{start + n:5d}  {c}" for n, c in enumerate(lines))
        return "$ history | tail\n" + text, labs, "bash-history"
    t0 = R.randint(1_760_000_000, 1_790_000_000)
    return "~/.zsh_history:\n" + "\n".join(f": {t0 + 37 * n}:0;{c}" for n, c in enumerate(lines)), labs, "zsh-history"


def commit_msg(sec):
    who, dom = name(), proj()
    head = f"commit {sha(40)}\nAuthor: {who} <{who}@{dom}.example>\nDate:   {date()}\n\n"
    if sec:
        v = secret_value()
        subj, body = pick([("rotate billing key", f"old was {v}, revoked in the dashboard"),
                           ("revert accidental commit of deploy token", f"Token {v} was pushed in the previous commit and is now rotated."),
                           ("chore: replace hardcoded password with env lookup", f"The old literal ({v}) still works on staging until Friday."),
                           ("fix staging webhook", f"New signing secret is {v}; set it in the dashboard too."),
                           ("ci: switch registry login", f"use robot account, pass {v}")])
        return head + f"    {subj}\n\n    {body}", [v], "git-log"
    subj, body = pick([("rotate billing key", f"New key stored at {ref()}; the old one is revoked."),
                       ("build: refresh lockfile", f"integrity for left-pad is now {sri()[:40]}..."),
                       (f'Revert "add {proj()} client"', f"This reverts commit {sha(40)}."),
                       ("update golden files", f"snapshot {sha(12)} -> {sha(12)}"),
                       ("test: reject weak passwords", f"Adds '{pick(FAKE_PW)}' and friends as obviously fake inputs.")])
    tail = pick(["", f"\n\n    Change-Id: I{sha(40)}", f"\n\n    Signed-off-by: {who} <{who}@{dom}.example>"])
    return head + f"    {subj}\n\n    {body}{tail}", [], "git-log"


FAMILIES = [("src_literal", src_literal), ("src_interp", src_interp), ("src_split", src_split), ("src_bytes", src_bytes),
            ("src_raw", src_raw), ("fixture", fixture), ("diff_hunk", diff_hunk), ("notebook", notebook), ("sql_seed", sql_seed),
            ("k8s_secret", k8s_secret), ("tf_state", tf_state), ("shell_hist", shell_hist), ("commit_msg", commit_msg)]
HARD_SEEN = {"src_split", "src_bytes", "k8s_secret"}
