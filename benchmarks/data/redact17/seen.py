"""Seen secret rows: files and tool output a coding agent captures, holding a live credential.

Each generator returns (text, labels, lang).
"""

import json
import urllib.parse

import gen
from gen import b64, host, pw, s, token, url_pw, user


def npmrc(rng):
    h = host(rng, "npm")
    r = rng.random()
    if r < 0.5:
        t = token(rng, "npm") if rng.random() < 0.6 else token(rng, "ghp")
        return f"$ cat ~/.npmrc\nregistry=https://{h}/\n//{h}/:_authToken={t}\nalways-auth=true", [t], "npmrc"
    if r < 0.75:
        u, p = user(rng), pw(rng)
        a = b64(f"{u}:{p}")
        return f"; written by setup-node\n//{h}/repository/npm-group/:_auth={a}\nemail={u}@corp.example", [a], "npmrc"
    p = pw(rng)
    e = b64(p)
    return f"//{h}/:username={user(rng)}\n//{h}/:_password={e}\n//{h}/:email=ci@corp.example", [e], "npmrc"


def yarnrc(rng):
    t = token(rng, "npm")
    scope = rng.choice(["acme", "internal", "corp"])
    return (
        f"# .yarnrc.yml\nnodeLinker: node-modules\nnpmScopes:\n  {scope}:\n    npmRegistryServer: \"https://{host(rng, 'npm')}\"\n"
        f"    npmAuthToken: {t}\n    npmAlwaysAuth: true",
        [t], "yarnrc",
    )


def pip_conf(rng):
    if rng.random() < 0.5:
        p = url_pw(rng)
        return (
            f"$ pip config list\nglobal.index-url='https://{user(rng)}:{p}@{host(rng, 'pypi')}/simple'\n"
            f"global.trusted-host='{host(rng, 'pypi')}'",
            [p], "pip-conf",
        )
    t = token(rng, "pypi")
    return (
        f"[distutils]\nindex-servers =\n    pypi\n    internal\n\n[pypi]\nusername = __token__\npassword = {t}\n\n"
        f"[internal]\nrepository = https://{host(rng, 'pypi')}/\nusername = {user(rng)}",
        [t], "pypirc",
    )


def cargo_creds(rng):
    t = token(rng, "cargo")
    if rng.random() < 0.5:
        return f"$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = \"{t}\"", [t], "toml"
    t2 = s(rng, 32)
    return (
        f"[registry]\ntoken = \"{t}\"\n\n[registries.{rng.choice(['kellnr', 'shipyard', 'internal'])}]\ntoken = \"Bearer {t2}\"",
        [t, t2], "toml",
    )


def nuget(rng):
    p = pw(rng)
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n'
        f'    <add key="internal" value="https://{host(rng, "nuget")}/v3/index.json" />\n  </packageSources>\n'
        f'  <packageSourceCredentials>\n    <internal>\n      <add key="Username" value="{user(rng)}" />\n'
        f'      <add key="ClearTextPassword" value="{p}" />\n    </internal>\n  </packageSourceCredentials>\n</configuration>',
        [p], "nuget",
    )


def maven(rng):
    p = pw(rng) if rng.random() < 0.6 else token(rng, "glpat")
    return (
        f"<settings>\n  <servers>\n    <server>\n      <id>{rng.choice(['releases', 'snapshots', 'nexus'])}</id>\n"
        f"      <username>{user(rng)}</username>\n      <password>{p}</password>\n    </server>\n  </servers>\n</settings>",
        [p], "maven",
    )


def gradle_init(rng):
    p = pw(rng)
    return (
        "// ~/.gradle/init.d/repos.gradle\nallprojects {\n  repositories {\n    maven {\n"
        f"      url \"https://{host(rng, 'maven')}/releases\"\n      credentials {{\n"
        f"        username = '{user(rng)}'\n        password = '{p}'\n      }}\n    }}\n  }}\n}}",
        [p], "gradle",
    )


def composer(rng):
    p, t = pw(rng), token(rng, "ghp")
    d = {"http-basic": {host(rng, "php"): {"username": user(rng), "password": p}}, "github-oauth": {"github.com": t}}
    return "$ cat auth.json\n" + json.dumps(d, indent=4), [p, t], "composer"


def gem_creds(rng):
    t = token(rng, "rubygems")
    return f"$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {t}", [t], "gem"


def az_cli(rng):
    sec = gen.azure_secret(rng)
    if rng.random() < 0.6:
        d = {"appId": gen.uuid(rng), "displayName": f"sp-{rng.choice(gen.WORDS)}-ci", "password": sec, "tenant": gen.uuid(rng)}
        return "$ az ad sp create-for-rbac --name sp-ci --role Contributor\n" + json.dumps(d, indent=2), [sec], "az"
    k = gen.storage_key(rng)
    d = [{"creationTime": "2026-11-02T09:14:22.000000+00:00", "keyName": "key1", "permissions": "FULL", "value": k}]
    return "$ az storage account keys list -n stdata -o json\n" + json.dumps(d, indent=2), [k], "az"


def gcloud(rng):
    t = token(rng, "gcp")
    return rng.choice([
        f"$ gcloud auth print-access-token\n{t}",
        f"$ TOKEN=$(gcloud auth print-access-token); echo $TOKEN\n{t}\n$ curl -H \"Authorization: Bearer $TOKEN\" https://api.example/v1/x",
    ]), [t], "gcloud"


def aws_cli(rng):
    kid, sec = gen.aws_pair(rng)
    r = rng.random()
    if r < 0.4:
        return f"$ cat ~/.aws/credentials\n[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-west-1", [kid, sec], "aws"
    if r < 0.7:
        return f"$ aws configure get aws_secret_access_key --profile deploy\n{sec}", [sec], "aws"
    d = {"AccessKey": {"UserName": user(rng), "AccessKeyId": kid, "Status": "Active", "SecretAccessKey": sec}}
    return "$ aws iam create-access-key --user-name ci\n" + json.dumps(d, indent=4), [kid, sec], "aws"


def secret_managers(rng):
    p, t = pw(rng), token(rng)
    r = rng.random()
    if r < 0.25:
        return f"$ doppler secrets download --no-file --format env\nDB_PASSWORD=\"{p}\"\nAPI_TOKEN=\"{t}\"\nLOG_LEVEL=\"info\"", [p, t], "doppler"
    if r < 0.45:
        return (
            f"$ op item get staging-db --reveal\nID:          {s(rng, 26).lower()}\nTitle:       staging-db\nVault:       Engineering\n"
            f"Fields:\n  username:    {user(rng)}\n  password:    {p}\n  hostname:    {host(rng)}",
            [p], "op",
        )
    if r < 0.65:
        return (
            f"$ vault kv get secret/app/db\n====== Data ======\nKey         Value\n---         -----\npassword    {p}\n"
            f"username    {user(rng)}",
            [p], "vault",
        )
    if r < 0.85:
        sk = token(rng, "stripe")
        return f"$ sops -d secrets.enc.yaml\ndatabase:\n    user: {user(rng)}\n    password: {p}\nstripe_key: {sk}", [p, sk], "sops"
    return f"$ infisical export --env=prod\nDATABASE_PASSWORD='{p}'\nLOG_LEVEL='warn'", [p], "infisical"


def mcp_config(rng):
    t = token(rng, rng.choice(["ghp", "github_pat", "linear", "slack", "openai", "anthropic"]))
    name = rng.choice(["github", "linear", "slack", "llm-proxy", "issues"])
    d = {"mcpServers": {name: {"command": "npx", "args": ["-y", f"@example/{name}-mcp"], "env": {f"{name.upper().replace('-', '_')}_TOKEN": t}}}}
    if rng.random() < 0.4:
        p = url_pw(rng)
        d["mcpServers"]["postgres"] = {"command": "uvx", "args": ["pg-mcp", f"postgresql://{user(rng)}:{p}@{host(rng, 'db')}:5432/app"]}
        return json.dumps(d, indent=2), [t, p], "mcp-json"
    return json.dumps(d, indent=2), [t], "mcp-json"


def conn_string(rng):
    p, h, u = url_pw(rng), host(rng), user(rng)
    kind = rng.choice(["jdbc", "adonet", "odbc", "mongo", "redis", "amqp", "jaas", "snowflake", "clickhouse"])
    text = {
        "jdbc": f"spring.datasource.url=jdbc:postgresql://{h}:5432/orders?user={u}&password={p}&sslmode=require",
        "adonet": f"Server=tcp:{h},1433;Initial Catalog=billing;Persist Security Info=False;User ID={u};Password={p};Encrypt=True;",
        "odbc": f"Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database=crm;Uid={u};Pwd={p};",
        "mongo": f"MONGO_URI=mongodb+srv://{u}:{p}@cluster0.{gen.s(rng, 5).lower()}.mongo.example/app?retryWrites=true&w=majority",
        "redis": f"REDIS_URL=rediss://default:{p}@{h}:6380/0",
        "amqp": f"amqps://{u}:{p}@{h}:5671/%2Fprod",
        "jaas": f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{u}" password="{p}";',
        "snowflake": f"snowflake://{u}:{p}@xy{rng.randint(10000, 99999)}.eu-central-1/ANALYTICS/PUBLIC?warehouse=WH_XS",
        "clickhouse": f"clickhouse://{u}:{p}@{h}:9440/default?secure=true",
    }[kind]
    return text, [p], kind


def ide_files(rng):
    p, t = pw(rng), token(rng)
    r = rng.random()
    if r < 0.4:
        d = {"version": "0.2.0", "configurations": [{"name": "API", "type": "debugpy", "request": "launch", "module": "app",
             "env": {"DATABASE_URL": f"postgresql://app:{p}@localhost:5432/app", "API_TOKEN": t}}]}
        return "// .vscode/launch.json\n" + json.dumps(d, indent=2), [p, t], "launch-json"
    if r < 0.7:
        return (
            '<component name="ProjectRunConfigurationManager">\n  <configuration name="Server" type="Application">\n'
            f'    <envs>\n      <env name="STRIPE_KEY" value="{t}" />\n      <env name="PORT" value="8080" />\n    </envs>\n'
            "  </configuration>\n</component>",
            [t], "idea-xml",
        )
    d = {"sqltools.connections": [{"name": "staging", "driver": "PostgreSQL", "server": host(rng), "port": 5432,
         "username": user(rng), "password": p, "database": "app"}]}
    return "// .vscode/settings.json\n" + json.dumps(d, indent=2), [p], "vscode-settings"


def notebook(rng):
    t = token(rng, rng.choice(["hf", "openai", "anthropic", "stripe"]))
    out = {"cell_type": "code", "execution_count": rng.randint(1, 40), "metadata": {},
           "outputs": [{"name": "stdout", "output_type": "stream", "text": [f"using key {t}\n", "loaded 1200 rows\n"]}],
           "source": ["import os\n", "key = os.environ['API_KEY']\n", "print('using key', key)"]}
    if rng.random() < 0.5:
        out["outputs"] = [{"data": {"text/plain": [f"'{t}'"]}, "execution_count": out["execution_count"], "metadata": {}, "output_type": "execute_result"}]
        out["source"] = ["os.environ['API_KEY']"]
    return json.dumps(out, indent=1), [t], "ipynb"


def cassette(rng):
    t = token(rng, rng.choice(["ghp", "stripe", "openai", "sendgrid"]))
    r = rng.random()
    if r < 0.4:
        return (
            f"interactions:\n- request:\n    body: null\n    headers:\n      Accept: ['application/json']\n"
            f"      Authorization: [Bearer {t}]\n    method: GET\n    uri: https://api.example/v2/charges?limit=3\n"
            f"  response:\n    status: {{code: 200, message: OK}}",
            [t], "vcr",
        )
    if r < 0.7:
        d = {"log": {"entries": [{"request": {"method": "POST", "url": "https://api.example/v1/messages",
             "headers": [{"name": "x-api-key", "value": t}, {"name": "content-type", "value": "application/json"}]},
             "response": {"status": 200}}]}}
        return "// recordings/api_1234/recording.har (Polly)\n" + json.dumps(d, indent=2), [t], "polly"
    d = {"request": {"method": "GET", "urlPath": "/v1/items", "headers": {"Authorization": {"equalTo": f"Bearer {t}"}}},
         "response": {"status": 200, "bodyFileName": "items.json"}}
    return "// wiremock/mappings/items.json\n" + json.dumps(d, indent=2), [t], "wiremock"


def tfvars(rng):
    p, t, dd = pw(rng), token(rng), gen.hexs(rng, 32)
    return (
        f'# terraform.tfvars\nregion       = "eu-west-1"\ndb_username  = "{user(rng)}"\ndb_password  = "{p}"\n'
        f'datadog_api_key = "{dd}"\nslack_token  = "{t}"',
        [p, dd, t], "tfvars",
    ) if rng.random() < 0.5 else (f'db_password = "{p}"\ninstance_class = "db.t4g.medium"', [p], "tfvars")


def git_creds(rng):
    t = token(rng, rng.choice(["ghp", "glpat", "github_pat"]))
    r = rng.random()
    if r < 0.4:
        return f"$ cat ~/.git-credentials\nhttps://{user(rng)}:{t}@{host(rng, 'git')}", [t], "git-credentials"
    if r < 0.7:
        return (
            f"$ printf 'protocol=https\\nhost={host(rng, 'git')}\\n' | git credential fill\nprotocol=https\n"
            f"host={host(rng, 'git')}\nusername={user(rng)}\npassword={t}",
            [t], "git",
        )
    p = pw(rng)
    return f"$ sshpass -p '{p}' ssh -o StrictHostKeyChecking=no deploy@{gen.ip(rng)} 'systemctl restart app'", [p], "shell"


def docker_b64(rng):
    u, p = user(rng), pw(rng)
    a = b64(f"{u}:{p}")
    d = {"auths": {host(rng, "reg"): {"auth": a}}, "credsStore": ""}
    return "$ cat ~/.docker/config.json\n" + json.dumps(d, indent=2), [a], "docker-config"


def k8s_data(rng):
    p = pw(rng)
    e = b64(p)
    extra = b64(user(rng))
    return (
        f"$ kubectl get secret app-db -o yaml\napiVersion: v1\ndata:\n  password: {e}\n  username: {extra}\n"
        f"kind: Secret\nmetadata:\n  name: app-db\n  namespace: {rng.choice(['prod', 'staging'])}\ntype: Opaque",
        [e], "k8s-yaml",
    )


def url_encoded(rng):
    raw = gen.s(rng, 5) + rng.choice("!&=+@#") + gen.s(rng, 6) + rng.choice("/%$") + gen.s(rng, 3)
    enc = urllib.parse.quote(raw, safe="")
    u = user(rng)
    return rng.choice([
        f"POST /oauth/token HTTP/1.1\nHost: {host(rng, 'auth')}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=password&username={u}&password={enc}",
        f"DEBUG urllib3 https://{host(rng, 'api')}:443 \"GET /login?u={u}&p={enc}&next=%2F HTTP/1.1\" 302 0",
        f"DATABASE_URL=postgres://{u}:{enc}@{host(rng, 'db')}:5432/app",
    ]), [enc], "urlencoded"


def json_escaped(rng):
    p, t = pw(rng), token(rng)
    inner = json.dumps({"db": {"user": user(rng), "password": p}, "token": t})
    line = json.dumps({"level": "debug", "msg": "loaded config", "config": inner})
    return f"{line}", [p, t], "jsonl"


def src_split(rng):
    t = token(rng, rng.choice(["stripe", "openai", "ghp", "slack"]))
    cuts = sorted(rng.sample(range(6, len(t) - 6), 2))
    while cuts[1] - cuts[0] < 6:
        cuts = sorted(rng.sample(range(6, len(t) - 6), 2))
    a, b, c = t[: cuts[0]], t[cuts[0]: cuts[1]], t[cuts[1]:]
    form = rng.choice([
        f'KEY = (\n    "{a}"\n    "{b}"\n    "{c}"\n)',
        f'const key = "{a}" +\n  "{b}" +\n  "{c}";',
        f'token := "{a}" + "{b}" +\n\t"{c}"',
        f'String k = new StringBuilder("{a}").append("{b}").append("{c}").toString();',
    ])
    return form, [a, b, c], "source"


def wrapped_log(rng):
    t = token(rng, rng.choice(["anthropic", "pypi", "vault", "gcp"]))
    w = rng.choice([40, 48, 60])
    pieces = [t[i: i + w] for i in range(0, len(t), w)]
    if len(pieces[-1]) < 6:
        pieces[-2] += pieces[-1]
        pieces.pop()
    body = "\n".join(pieces)
    return f"$ ./bootstrap.sh --print-token | fold -w {w}\n{body}\n$ ", pieces, "terminal"


def odd_key(rng):
    v = rng.choice([pw(rng), gen.s(rng, 32), token(rng)])
    k = rng.choice(["x", "blob", "k2", "misc", "value_b", "aux", "zz_legacy", "field7"])
    fmt = rng.random()
    if fmt < 0.33:
        return f"[service]\nname = billing\n{k} = {v}\nretries = 3", [v], "ini"
    if fmt < 0.66:
        return f"service:\n  name: billing\n  {k}: \"{v}\"\n  retries: 3", [v], "yaml"
    return json.dumps({"service": "billing", k: v, "retries": 3}), [v], "json"


FAMILIES = {
    "npmrc": npmrc, "yarnrc": yarnrc, "pip_pypirc": pip_conf, "cargo": cargo_creds, "nuget": nuget,
    "maven": maven, "gradle_init": gradle_init, "composer": composer, "gem": gem_creds,
    "az_cli": az_cli, "gcloud": gcloud, "aws_cli": aws_cli, "secret_cli": secret_managers,
    "mcp_config": mcp_config, "conn_string": conn_string, "ide_config": ide_files,
    "notebook": notebook, "cassette": cassette, "tfvars": tfvars, "git_creds": git_creds,
    "docker_b64": docker_b64, "k8s_data": k8s_data, "url_encoded": url_encoded,
    "json_escaped": json_escaped, "src_split": src_split, "wrapped_log": wrapped_log, "odd_key": odd_key,
}
