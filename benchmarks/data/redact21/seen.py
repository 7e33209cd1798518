"""Seen rows with secrets: source in many languages, fixtures, notebooks, containers, manifests, config files."""

import json

from gen import AN, DBS, LO, R, USERS, b64, b64s, chars, hexs, host, jwt, pick, pw, token, uuid

# Each function returns (text, labels, lang).
B64A = AN + "+/"


def _u():
    return pick(USERS)


def conn():
    """A connection string of a less common store or queue and its password."""
    p, u, h, d = pw(), _u(), host(), pick(DBS)
    kind = R.randrange(10)
    if kind == 0:
        return f"clickhouse://{u}:{p}@{h}:9000/{d}?secure=true", p
    if kind == 1:
        return f"amqp://{u}:{p}@{h}:5672/{d}", p
    if kind == 2:
        return f"nats://{u}:{p}@{h}:4222", p
    if kind == 3:
        return f"mqtts://{u}:{p}@{h}:8883", p
    if kind == 4:
        return f"neo4j+s://{u}:{p}@{h}:7687", p
    if kind == 5:
        return f"https://{u}:{p}@{h}:9200", p
    if kind == 6:
        return f"couchbases://{h}?username={u}&password={p}", p
    if kind == 7:
        return f"influxdb://{u}:{p}@{h}:8086/{d}", p
    if kind == 8:
        return f"cassandra://{u}:{p}@{h}:9042/{d}", p
    return f"http://{u}:{p}@{h}:8123/?database={d}", p


def src_go():
    c, p = conn()
    k = token()
    forms = [
        (f'package store\n\nconst dsn = "{c}"\n\nfunc Open() (*sql.DB, error) {{\n\treturn sql.Open("clickhouse", dsn)\n}}\n', [p]),
        (f'var apiKey = "{k}"\n\nfunc client() *http.Client {{\n\treturn &http.Client{{Transport: auth(apiKey)}}\n}}\n', [k]),
        (f'nc, err := nats.Connect("nats://{host()}:4222", nats.UserInfo("{_u()}", "{p}"))\nif err != nil {{\n\tlog.Fatal(err)\n}}\n', [p]),
    ]
    t, labs = pick(forms)
    return t, labs, "go"


def src_rust():
    c, p = conn()
    k = token()
    forms = [
        (f'const BROKER: &str = "{c}";\n\nfn main() {{\n    let conn = Connection::connect(BROKER).unwrap();\n}}\n', [p]),
        (f'let client = Client::builder()\n    .with_user("{_u()}")\n    .with_password("{p}")\n    .with_url("http://{host()}:8123")\n    .build();\n', [p]),
        (f'static API_TOKEN: &str = "{k}";\n', [k]),
    ]
    t, labs = pick(forms)
    return t, labs, "rust"


def src_java():
    c, p = conn()
    forms = [
        (f'public class KafkaConf {{\n  static final String JAAS = "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"{_u()}\\" password=\\"{p}\\";";\n}}\n', [p], "java"),
        (f'ConnectionFactory f = new ConnectionFactory();\nf.setHost("{host()}");\nf.setUsername("{_u()}");\nf.setPassword("{p}");\n', [p], "java"),
        (f'val driver = GraphDatabase.driver("neo4j+s://{host()}:7687", AuthTokens.basic("{_u()}", "{p}"))\n', [p], "kotlin"),
        (f'object Secrets {{\n    const val SIGNING_KEY = "{p}"\n}}\n', [p], "kotlin"),
        (f'private val dsn = "{c}"\n', [p], "kotlin"),
    ]
    return pick(forms)


def src_swift():
    k, p = token(), pw()
    forms = [
        (f'enum Config {{\n    static let apiSecret = "{k}"\n    static let baseURL = URL(string: "https://api.example.com")!\n}}\n', [k]),
        (f'let mqtt = CocoaMQTT(clientID: "ios-{chars(6)}", host: "{host()}", port: 8883)\nmqtt.username = "{_u()}"\nmqtt.password = "{p}"\n', [p]),
    ]
    t, labs = pick(forms)
    return t, labs, "swift"


def src_csharp():
    p, k = pw(), token()
    forms = [
        (f'var settings = new ConnectionSettings(new Uri("https://{host()}:9200"))\n    .BasicAuthentication("elastic", "{p}");\n', [p]),
        (f'private const string ApiKey = "{k}";\n', [k]),
        (f'var cluster = await Cluster.ConnectAsync("couchbases://{host()}", "{_u()}", "{p}");\n', [p]),
    ]
    t, labs = pick(forms)
    return t, labs, "csharp"


def src_php():
    p, k = pw(), token()
    forms = [
        (f"<?php\n$conn = new AMQPStreamConnection('{host()}', 5672, '{_u()}', '{p}');\n", [p]),
        (f"<?php\nreturn [\n    'api_key' => '{k}',\n    'timeout' => 30,\n];\n", [k]),
        (f"<?php\ndefine('DB_PASSWORD', '{p}');\n", [p]),
    ]
    t, labs = pick(forms)
    return t, labs, "php"


def src_ruby():
    p, k = pw(), token()
    c, cp = conn()
    forms = [
        (f'Bunny.new(host: "{host()}", user: "{_u()}", pass: "{p}").start\n', [p]),
        (f'Stripe.api_key = "{k}"\n', [k]),
        (f'CLICKHOUSE_URL = "{c}".freeze\n', [cp]),
    ]
    t, labs = pick(forms)
    return t, labs, "ruby"


def src_lua():
    p, k = pw(), token()
    forms = [
        (f'local red = redis:new()\nred:connect("{host()}", 6379)\nred:auth("{p}")\n', [p]),
        (f'local config = {{\n  api_token = "{k}",\n  region = "eu",\n}}\nreturn config\n', [k]),
    ]
    t, labs = pick(forms)
    return t, labs, "lua"


def src_elixir():
    p, k = pw(), token()
    forms = [
        (f'config :my_app, MyApp.Repo,\n  username: "{_u()}",\n  password: "{p}",\n  hostname: "{host()}"\n', [p]),
        (f'config :ex_aws, access_key_id: "{(a := token("AKIA"))}", secret_access_key: "{(s := chars(40, B64A))}"\n', [a, s]),
        (f'{{:ok, conn}} = AMQP.Connection.open(host: "{host()}", username: "{_u()}", password: "{p}")\n', [p]),
        (f'@api_key "{k}"\n', [k]),
    ]
    t, labs = pick(forms)
    return t, labs, "elixir"


def src_dart():
    p, k = pw(), token()
    forms = [
        (f"const String kApiSecret = '{k}';\n", [k]),
        (f"final client = MqttServerClient('{host()}', 'app-{chars(5)}');\nawait client.connect('{_u()}', '{p}');\n", [p]),
    ]
    t, labs = pick(forms)
    return t, labs, "dart"


def src_cpp():
    p, k = pw(), token()
    forms = [
        (f'static const char* kPassword = "{p}";\n', [p]),
        (f'mosquitto_username_pw_set(mosq, "{_u()}", "{p}");\n', [p]),
        (f'constexpr std::string_view kToken{{"{k}"}};\n', [k]),
        (f'auto session = CassSession(cass_cluster_set_credentials(cluster, "{_u()}", "{p}"));\n', [p]),
    ]
    t, labs = pick(forms)
    return t, labs, "cpp"


def fixture():
    p, k = pw(), token()
    forms = [
        (f'@pytest.fixture\ndef broker():\n    return Broker(url="amqp://{_u()}:{p}@{host()}:5672/")\n', [p], "pytest"),
        (f"beforeAll(() => {{\n  process.env.NPM_TOKEN = '{k}';\n}});\n", [k], "jest"),
        (f'@BeforeAll\nstatic void setUp() {{\n    client = new Client("{host()}", "{_u()}", "{p}");\n}}\n', [p], "junit"),
        (f"# spec/fixtures/accounts.yml\nstaging:\n  user: {_u()}\n  password: {p}\n", [p], "yaml-fixture"),
        (f'func TestIngest(t *testing.T) {{\n\tt.Setenv("INGEST_TOKEN", "{k}")\n}}\n', [k], "go-test"),
    ]
    return pick(forms)


def notebook():
    k, p = token(), pw()
    h = host()
    kind = R.randrange(3)
    if kind == 0:
        cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
                "source": ["import clickhouse_connect\n", f"client = clickhouse_connect.get_client(host='{h}', username='{_u()}', password='{p}')\n"],
                "outputs": []}
        labs = [p]
    elif kind == 1:
        cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
                "source": [f"HF_TOKEN = '{k}'\n", "login(HF_TOKEN)"], "outputs": []}
        labs = [k]
    else:
        cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {}, "source": ["!cat ~/.netrc"],
                "outputs": [{"name": "stdout", "output_type": "stream", "text": [f"machine {h} login {_u()} password {p}\n"]}]}
        labs = [p]
    return json.dumps(cell, indent=1), labs, "ipynb"


def dockerfile():
    p, k = pw(), token()
    forms = [
        (f"FROM python:3.12-slim\nARG PIP_INDEX_URL=https://{_u()}:{p}@pypi.corp.example/simple\nRUN pip install -r requirements.txt\n", [p]),
        (f"FROM node:20-alpine\nENV NPM_TOKEN={k}\nRUN npm ci\n", [k]),
        (f"FROM eclipse-temurin:21\nENV SPRING_DATASOURCE_PASSWORD=\"{p}\"\nCOPY app.jar /app.jar\n", [p]),
        (f"ARG GITHUB_TOKEN={k}\nRUN git clone https://x-access-token:${{GITHUB_TOKEN}}@github.com/acme/lib.git\n", [k]),
    ]
    t, labs = pick(forms)
    return t, labs, "dockerfile"


def k8s_secret():
    p, k = pw(), token()
    name = pick(["db-creds", "mq-auth", "api-keys", "ch-credentials"])
    if R.random() < 0.5:
        e1, e2 = b64s(p), b64s(k)
        t = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ntype: Opaque\ndata:\n  username: {b64s(_u())}\n"
             f"  password: {e1}\n  api-token: {e2}\n")
        return t, [e1, e2], "k8s-secret"
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\nstringData:\n  RABBITMQ_PASSWORD: \"{p}\"\n  SENTRY_AUTH_TOKEN: {k}\n"
    return t, [p, k], "k8s-secret"


def helm():
    p, k = pw(), token()
    forms = [
        (f"clickhouse:\n  auth:\n    username: {_u()}\n    password: \"{p}\"\n  persistence:\n    size: 50Gi\n", [p]),
        (f"rabbitmq:\n  auth:\n    username: {_u()}\n    password: {p}\n    erlangCookie: {(c := chars(32, LO.upper()))}\n", [p, c]),
        (f"image:\n  repository: registry.example.com/app\n  pullSecret:\n    token: {k}\n", [k]),
    ]
    t, labs = pick(forms)
    return t, labs, "helm-values"


def compose():
    p, q = pw(), pw()
    forms = [
        (f"services:\n  neo4j:\n    image: neo4j:5\n    environment:\n      NEO4J_AUTH: neo4j/{p}\n", [p]),
        (f"services:\n  influx:\n    image: influxdb:2.7\n    environment:\n      - DOCKER_INFLUXDB_INIT_PASSWORD={p}\n      - DOCKER_INFLUXDB_INIT_ADMIN_TOKEN={q}\n", [p, q]),
        (f"services:\n  couchbase:\n    image: couchbase:7\n    environment:\n      CB_PASSWORD: \"{p}\"\n", [p]),
    ]
    t, labs = pick(forms)
    return t, labs, "compose"


def conn_cfg():
    c, p = conn()
    forms = [
        (f"# .env.local\nBROKER_URL={c}\n", "dotenv"),
        (f"[store]\nurl = \"{c}\"\npool = 8\n", "toml"),
        (f"spring:\n  data:\n    uri: {c}\n", "spring-yaml"),
    ]
    if R.random() < 0.25:
        p = pw()
        u = _u()
        return (f"KafkaClient {{\n  org.apache.kafka.common.security.scram.ScramLoginModule required\n  username=\"{u}\"\n  password=\"{p}\";\n}};\n",
                [p], "kafka-jaas")
    t, lang = pick(forms)
    return t, [p], lang


def mobile():
    kind = R.randrange(3)
    if kind == 0:
        k = "AIza" + chars(35, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        t = json.dumps({"project_info": {"project_number": str(R.randint(10**11, 10**12)), "project_id": f"app-{chars(6).lower()}"},
                        "client": [{"api_key": [{"current_key": k}]}]}, indent=2)
        return t, [k], "google-services-json"
    if kind == 1:
        k = token()
        t = (f"<key>CFBundleIdentifier</key>\n<string>com.example.app</string>\n<key>RevenueCatSecretKey</key>\n<string>{k}</string>\n")
        return t, [k], "info-plist"
    p, q = pw(), pw()
    t = f"sdk.dir=/opt/android-sdk\nRELEASE_STORE_PASSWORD={p}\nRELEASE_KEY_PASSWORD={q}\nRELEASE_KEY_ALIAS=upload\n"
    return t, [p, q], "local-properties"


def pkg_auth():
    k, p = token(), pw()
    forms = [
        (f"//registry.npmjs.org/:_authToken={token('npm')}\n", "npmrc"),
        (f"npmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.corp.example\"\n    npmAuthToken: \"{k}\"\n", "yarnrc"),
        (f"[global]\nindex-url = https://{_u()}:{p}@pypi.corp.example/simple\n", "pip-conf"),
        (f"<server>\n  <id>corp-releases</id>\n  <username>{_u()}</username>\n  <password>{p}</password>\n</server>\n", "maven-settings"),
        (f'<packageSourceCredentials>\n  <corp>\n    <add key="Username" value="{_u()}" />\n    <add key="ClearTextPassword" value="{p}" />\n  </corp>\n</packageSourceCredentials>\n', "nuget-config"),
        (f'[registry]\ntoken = "{k}"\n', "cargo-credentials"),
        (f"corpMavenUser={_u()}\ncorpMavenPassword={p}\norg.gradle.jvmargs=-Xmx2g\n", "gradle-properties"),
        (json.dumps({"http-basic": {"repo.corp.example": {"username": _u(), "password": p}}}, indent=4), "composer-auth"),
        (f"---\n:rubygems_api_key: rubygems_{hexs(48)}\n", "gem-credentials"),
    ]
    t, lang = pick(forms)
    if lang == "npmrc":
        lab = t.split("_authToken=")[1].strip()
    elif lang == "gem-credentials":
        lab = t.split(": ")[1].strip()
    elif lang in ("yarnrc", "cargo-credentials"):
        lab = k
    else:
        lab = p
    return t, [lab], lang


def git_remote():
    k = token(pick(["ghp", "glpat", "github_pat"]))
    repo = f"{pick(['acme', 'ops', 'platform'])}/{pick(['api', 'infra', 'web', 'etl'])}.git"
    if R.random() < 0.5:
        u = _u()
        t = f"$ git remote -v\norigin\thttps://{u}:{k}@github.com/{repo} (fetch)\norigin\thttps://{u}:{k}@github.com/{repo} (push)\n"
        return t, [k], "git-remote"
    t = f'[remote "origin"]\n\turl = https://oauth2:{k}@gitlab.example.com/{repo}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n'
    return t, [k], "git-config"


def ide():
    p, k = pw(), token()
    if R.random() < 0.5:
        t = json.dumps({"version": "0.2.0", "configurations": [{"name": "api", "type": "go", "request": "launch",
                        "env": {"DB_PASSWORD": p, "LOG_LEVEL": "debug"}}]}, indent=2)
        return t, [p], "vscode-launch"
    t = (f'<component name="ProjectRunConfigurationManager">\n  <configuration name="App" type="Application">\n    <envs>\n'
         f'      <env name="API_TOKEN" value="{k}" />\n    </envs>\n  </configuration>\n</component>\n')
    return t, [k], "idea-runconfig"


# ---- hard families -----------------------------------------------------------------------------------------

def db_seed():
    """Seeds: credentials as bare tuple values, no keyword beside them."""
    rows, labs = [], []
    for i in range(R.randint(1, 3)):
        k = token() if R.random() < 0.5 else pw()
        rows.append((i + 1, pick(USERS), k))
        labs.append(k)
    if R.random() < 0.5:
        vals = ",\n  ".join(f"({i}, '{u}', '{k}', now())" for i, u, k in rows)
        return f"INSERT INTO integrations VALUES\n  {vals};\n", labs, "sql-seed"
    vals = "\n".join(f"Integration.create!(id: {i}, owner: \"{u}\", secret: \"{k}\")" for i, u, k in rows)
    if R.random() < 0.5:
        vals = "\n".join(f"[{i}, \"{u}\", \"{k}\"]," for i, u, k in rows)
        return f"# db/seeds.rb\n[\n{vals}\n].each {{ |id, owner, s| Integration.create!(id:, owner:, s:) }}\n", labs, "rails-seed"
    return f"# db/seeds.rb\n{vals}\n", labs, "rails-seed"


def code_split():
    """A value assembled from pieces or passed positionally, so no keyword sits next to it."""
    a, b = chars(R.randint(8, 12)), chars(R.randint(8, 12))
    kind = R.randrange(4)
    if kind == 0:
        return f'let k = ["{a}", "{b}"].joined()\nsession.configure(k)\n', [a, b], "swift"
    if kind == 1:
        return f'String x = "{a}" +\n    "{b}";\nnew Client("{host()}", 443, x);\n', [a, b], "java"
    if kind == 2:
        p = pw()
        return f'conn, err := amqp.Dial(fmt.Sprintf("amqp://%s:%s@%s/", "{_u()}", "{p}", "{host()}"))\n', [p], "go"
    p = pw()
    return f"Couchbase.connect(\"couchbases://{host()}\", \"{_u()}\", \"{p}\")\n", [p], "elixir"


NOTES = [
    "Session note: got ClickHouse working from the laptop; the thing that finally let me in as {u} was {v}.",
    "Note to self: rabbit on {h} accepts {u} / {v}, the default guest one is disabled.",
    "Remember: {v} opens the neo4j browser on {h} (user {u}).",
    "Picked up from {n}'s handover: the mqtt broker at {h} wants {v} for {u}.",
]


def agent_note():
    from gen import NAMES
    v = pw() if R.random() < 0.7 else token()
    return pick(NOTES).format(u=_u(), v=v, h=host(), n=pick(NAMES)), [v], "agent-note"


SEEN = {"src_go": src_go, "src_rust": src_rust, "src_jvm": src_java, "src_swift": src_swift, "src_csharp": src_csharp,
        "src_php": src_php, "src_ruby": src_ruby, "src_lua": src_lua, "src_elixir": src_elixir, "src_dart": src_dart,
        "src_cpp": src_cpp, "fixture": fixture, "notebook": notebook, "dockerfile": dockerfile, "k8s_secret": k8s_secret,
        "helm": helm, "compose": compose, "conn_cfg": conn_cfg, "mobile": mobile, "pkg_auth": pkg_auth,
        "git_remote": git_remote, "ide": ide, "db_seed": db_seed, "code_split": code_split, "agent_note": agent_note}
_unused = (b64, jwt, uuid)
