"""Seen rows without secrets: the same files with references, placeholders, masks, fakes, public values and ids."""

import json

from gen import DBS, R, USERS, b64, b64s, chars, hexs, host, mask, pick, sha, uuid, UP, DG, LO


def _u():
    return pick(USERS)


def _env(style):
    n = pick(["DB_PASSWORD", "API_TOKEN", "RABBITMQ_PASSWORD", "CLICKHOUSE_PASSWORD", "NATS_TOKEN", "NPM_TOKEN"])
    return style.format(n=n), n


def src_ord():
    h, d = host(), pick(DBS)
    forms = [
        (f'dsn := fmt.Sprintf("clickhouse://%s:%s@{h}:9000/{d}", os.Getenv("CH_USER"), os.Getenv("CH_PASSWORD"))\n', "go"),
        ('let token = std::env::var("API_TOKEN").expect("API_TOKEN not set");\n', "rust"),
        (f'String pw = System.getenv("RABBITMQ_PASSWORD");\nfactory.setHost("{h}");\nfactory.setPassword(pw);\n', "java"),
        ('val signingKey = BuildConfig.SIGNING_KEY_ALIAS // resolved from CI, not committed\n', "kotlin"),
        ('let secret = ProcessInfo.processInfo.environment["API_SECRET"] ?? ""\n', "swift"),
        ('var pw = builder.Configuration["Elastic:Password"]; // user-secrets in dev, Key Vault in prod\n', "csharp"),
        ("<?php\n$conn = new AMQPStreamConnection(getenv('MQ_HOST'), 5672, getenv('MQ_USER'), getenv('MQ_PASS'));\n", "php"),
        ('Bunny.new(host: ENV.fetch("MQ_HOST"), user: ENV.fetch("MQ_USER"), pass: ENV.fetch("MQ_PASS")).start\n', "ruby"),
        ('red:auth(os.getenv("REDIS_PASSWORD"))\n', "lua"),
        ('config :my_app, MyApp.Repo,\n  password: System.fetch_env!("DB_PASSWORD"),\n  hostname: "' + h + '"\n', "elixir"),
        ("const apiSecret = String.fromEnvironment('API_SECRET');\n", "dart"),
        ('const char* pw = std::getenv("MQTT_PASSWORD");\nmosquitto_username_pw_set(mosq, "' + _u() + '", pw);\n', "cpp"),
        (f'static let publishableKey = "pk_live_{chars(24)}"  // publishable, ships in the app\n', "swift"),
        (f'const val BUILD_ID = "{chars(12, LO + DG)}"\nconst val VERSION = "{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 99)}"\n', "kotlin"),
        (f'private const string InstrumentationKey = "{uuid()}"; // public telemetry id\n', "csharp"),
        (f'MEASUREMENT_ID = "G-{chars(10, UP + DG)}"\n', "ruby"),
    ]
    return pick(forms)


def fixture_ord():
    forms = [
        ('FAKE_TOKEN = "fake-token-for-tests"\n\ndef test_rejects_bad_token(client):\n    assert client.get("/", headers={"X-Token": FAKE_TOKEN}).status_code == 401\n', "pytest"),
        ("const stubClient = { token: 'test-token', call: jest.fn() };\n", "jest"),
        ('@Test\nvoid hashesPassword() {\n    assertEquals(60, encoder.encode("not-a-real-password").length());\n}\n', "junit"),
        (f"# spec/fixtures/accounts.yml\nstaging:\n  user: {_u()}\n  password: <%= ENV['FIXTURE_PASSWORD'] %>\n", "yaml-fixture"),
        (f'func TestIngest(t *testing.T) {{\n\tt.Setenv("INGEST_TOKEN", "dummy")\n\tid := "{uuid()}"\n}}\n', "go-test"),
        ('const mockKey = "sk_test_' + "x" * 24 + f'"; // obvious placeholder, run {R.randint(1, 999)}\n', "jest"),
    ]
    return pick(forms)


def notebook_ord():
    kind = R.randrange(3)
    if kind == 0:
        cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
                "source": ["import os\n", "client = get_client(host=os.environ['CH_HOST'], password=os.environ['CH_PASSWORD'])"], "outputs": []}
    elif kind == 1:
        cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {}, "source": ["df.head(2)"],
                "outputs": [{"output_type": "execute_result", "data": {"text/plain": [f"   id                                    sha\n0  {uuid()}  {sha()}\n"]}}]}
    else:
        png = "iVBORw0KGgoAAAANSUhEUgAA" + b64(R.randint(30, 60))
        cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {}, "source": ["plt.plot(x, y)"],
                "outputs": [{"output_type": "display_data", "data": {"image/png": png}}]}
    return json.dumps(cell, indent=1), "ipynb"


def docker_ord():
    forms = [
        "FROM python:3.12-slim\nRUN --mount=type=secret,id=pip_conf,target=/etc/pip.conf pip install -r requirements.txt\n",
        "FROM node:20-alpine\nARG NPM_TOKEN\nRUN echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc && npm ci && rm .npmrc\n",
        f"FROM eclipse-temurin:21@sha256:{hexs(64)}\nENV JAVA_OPTS=\"-Xmx{R.randint(1, 8)}g\" PORT={R.randint(3000, 9999)}\n",
        f"ARG VERSION={R.randint(1, 5)}.{R.randint(0, 20)}.{R.randint(0, 9)}\nENV SPRING_DATASOURCE_PASSWORD_FILE=/run/secrets/db_password\n",
    ]
    return pick(forms), "dockerfile"


def k8s_ord():
    kind = R.randrange(3)
    if kind == 0:
        conf = pick(["log_level: info\nport: 8080\n", "[server]\nworkers = 4\n", f"feature_x=true\nregion=eu-{R.randint(1, 3)}\n"])
        return (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  app.conf: {b64s(conf)}\n"
                f"  logo.png: iVBORw0KGgo{b64(R.randint(12, 30))}\n"), "k8s-configmap"
    if kind == 1:
        return ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: db-creds\nspec:\n  data:\n"
                f"    - secretKey: password\n      remoteRef:\n        key: prod/{pick(DBS)}/password\n"), "k8s-externalsecret"
    return ("env:\n  - name: RABBITMQ_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: mq-auth\n        key: password\n"
            f"  - name: POD_UID\n    value: \"{uuid()}\"\n"), "k8s-deployment"


def helm_ord():
    forms = [
        "clickhouse:\n  auth:\n    username: default\n    existingSecret: clickhouse-auth\n    existingSecretKey: password\n",
        f"rabbitmq:\n  auth:\n    username: {_u()}\n    password: \"\"  # set with --set or existingPasswordSecret\n",
        f"image:\n  repository: registry.example.com/app\n  tag: \"{R.randint(1, 9)}.{R.randint(0, 40)}.{R.randint(0, 9)}\"\n  digest: sha256:{hexs(64)}\n",
    ]
    return pick(forms), "helm-values"


def compose_ord():
    forms = [
        "services:\n  neo4j:\n    image: neo4j:5\n    environment:\n      NEO4J_AUTH: neo4j/${NEO4J_PASSWORD:?set it in .env}\n",
        "services:\n  influx:\n    image: influxdb:2.7\n    secrets:\n      - influx_token\nsecrets:\n  influx_token:\n    file: ./secrets/influx_token.txt\n",
        f"services:\n  couchbase:\n    image: couchbase:7\n    ports:\n      - \"{R.randint(8000, 8099)}:8091\"\n",
    ]
    return pick(forms), "compose"


def conn_ord():
    h, d, u = host(), pick(DBS), _u()
    forms = [
        (f"BROKER_URL=amqp://{u}:${{MQ_PASSWORD}}@{h}:5672/{d}\n", "dotenv"),
        (f"CLICKHOUSE_URL=clickhouse://{u}@{h}:9000/{d}\n", "dotenv"),
        (f"[store]\nurl = \"neo4j+s://{h}:7687\"\nuser = \"{u}\"\npassword_env = \"NEO4J_PASSWORD\"\n", "toml"),
        (f"nats://{h}:4222 (auth: nkey {('U' + chars(55, UP + '234567'))}, public)\n", "nats"),
        (f"KafkaClient {{\n  org.apache.kafka.common.security.scram.ScramLoginModule required\n  username=\"{u}\"\n  password=\"${{file:/etc/kafka/secrets.properties:sasl.password}}\";\n}};\n", "kafka-jaas"),
        (f"mqtts://{h}:8883 client_id=sensor-{chars(8, LO + DG)} cert=/etc/mqtt/client.crt\n", "mqtt"),
        (f"https://{u}:{mask()}@{h}:9200 (from `es.url` in the log, masked)\n", "elasticsearch"),
    ]
    return pick(forms)


def mobile_ord():
    kind = R.randrange(3)
    if kind == 0:
        t = json.dumps({"project_info": {"project_number": str(R.randint(10**11, 10**12)), "project_id": f"app-{chars(6).lower()}"},
                        "client": [{"client_info": {"mobilesdk_app_id": f"1:{R.randint(10**11, 10**12)}:android:{hexs(16)}"},
                                    "api_key": [{"current_key": "${FIREBASE_API_KEY}"}]}]}, indent=2)
        return t, "google-services-json"
    if kind == 1:
        return (f"<key>CFBundleShortVersionString</key>\n<string>{R.randint(1, 9)}.{R.randint(0, 30)}</string>\n"
                f"<key>RevenueCatPublicKey</key>\n<string>appl_{chars(24)}</string>\n"), "info-plist"
    return "sdk.dir=/opt/android-sdk\nRELEASE_STORE_PASSWORD=\nRELEASE_KEY_ALIAS=upload\n# passwords come from the CI keystore secret\n", "local-properties"


def pkg_ord():
    forms = [
        ("//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n", "npmrc"),
        ('npmScopes:\n  acme:\n    npmAuthToken: "${NPM_AUTH_TOKEN}"\n', "yarnrc"),
        ("[global]\nindex-url = https://pypi.corp.example/simple\nkeyring-provider = subprocess\n", "pip-conf"),
        ("<server>\n  <id>corp-releases</id>\n  <username>${env.MAVEN_USER}</username>\n  <password>${env.MAVEN_PASSWORD}</password>\n</server>\n", "maven-settings"),
        ('<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />\n', "nuget-config"),
        ('[registry]\nglobal-credential-providers = ["cargo:token"]\n', "cargo-config"),
        (f'"lodash@^4.17.21":\n  version "4.17.21"\n  integrity sha512-{b64(64)}\n', "yarn-lock"),
        (f'[[package]]\nname = "serde"\nversion = "1.0.{R.randint(100, 220)}"\nchecksum = "{hexs(64)}"\n', "cargo-lock"),
        (f'"resolved": "https://registry.npmjs.org/x/-/x-{R.randint(1, 9)}.0.0.tgz",\n"integrity": "sha512-{b64(64)}"\n', "package-lock"),
    ]
    return pick(forms)


def git_ord():
    repo = f"{pick(['acme', 'ops', 'platform'])}/{pick(['api', 'infra', 'web', 'etl'])}.git"
    forms = [
        (f"$ git remote -v\norigin\tgit@github.com:{repo} (fetch)\norigin\tgit@github.com:{repo} (push)\n", "git-remote"),
        (f'[remote "origin"]\n\turl = https://gitlab.example.com/{repo}\n[credential]\n\thelper = osxkeychain\n', "git-config"),
        (f"$ git log --oneline -3\n{sha()[:7]} rotate db password (moved to vault)\n{sha()[:7]} bump deps\n{sha()[:7]} fix ci\n", "git-log"),
    ]
    return pick(forms)


def ide_ord():
    if R.random() < 0.5:
        return json.dumps({"version": "0.2.0", "configurations": [{"name": "api", "type": "go", "request": "launch",
                          "envFile": "${workspaceFolder}/.env", "env": {"LOG_LEVEL": "debug", "PORT": str(R.randint(3000, 9999))}}]}, indent=2), "vscode-launch"
    return ('<configuration name="App" type="Application">\n  <envs>\n    <env name="API_TOKEN" value="$API_TOKEN$" />\n'
            f'    <env name="TRACE_ID" value="{hexs(32)}" />\n  </envs>\n</configuration>\n'), "idea-runconfig"


def seed_ord():
    rows = [(i + 1, pick(USERS), "$2b$12$" + chars(53, "./" + UP + LO + DG)) for i in range(R.randint(1, 3))]
    vals = ",\n  ".join(f"({i}, '{u}', '{h}')" for i, u, h in rows)
    if R.random() < 0.5:
        return f"INSERT INTO users (id, name, password_hash) VALUES\n  {vals};\n", "sql-seed"
    return "\n".join(f'User.create!(id: {i}, name: "{u}", api_key_id: "{uuid()}")' for i, u, _ in rows) + "\n", "rails-seed"


def ids_ord():
    forms = [
        f"image: ghcr.io/acme/api@sha256:{hexs(64)}",
        f"build {chars(8, LO + DG)}-{chars(4, LO + DG)} finished; artifact sha1 {sha()}",
        f"<script src=\"/app.js\" integrity=\"sha384-{b64(48)}\"></script>",
        f"request_id={uuid()} trace={hexs(32)} span={hexs(16)}",
        f"SHA256 ({pick(['app.tar.gz', 'cli.zip'])}) = {hexs(64)}",
        f"client_id: {R.randint(10**11, 10**12)}-{chars(32, LO + DG)}.apps.googleusercontent.example  # public OAuth client id",
        f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(32)[:43]} {_u()}@laptop",
        f"-----BEGIN CERTIFICATE-----\n{b64(48)}\n{b64(48)}\n-----END CERTIFICATE-----",
        f"slug: {pick(['quiet', 'amber', 'north'])}-{pick(['river', 'fox', 'delta'])}-{chars(6, LO + DG)}",
        f"pk.{chars(60, LO + UP + DG)}.{chars(22, LO + UP + DG)}  # Mapbox public token",
    ]
    return pick(forms), "ids"


NOTE_ORD = [
    "Session note: ClickHouse creds are in 1Password under 'ch-staging'; I read them with `op read` and never wrote them down.",
    "Note: rabbit on {h} uses {u}; the password is in Vault at secret/mq/{u}. Rotation ticket SEC-{n}.",
    "Handover: NEO4J_PASSWORD comes from the .env that is gitignored; the tests use the fake value `changeme`.",
    "Remember: the mqtt broker at {h} authenticates with client certs, there is no password to store.",
    "We rotated every Kafka SASL password on {d}; the old ones were masked as {m} in the logs.",
]


def note_ord():
    return pick(NOTE_ORD).format(h=host(), u=_u(), n=R.randint(100, 9999), d=f"2026-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}", m=mask()), "agent-note"


SEEN_ORD = {"src_ord": src_ord, "fixture_ord": fixture_ord, "notebook_ord": notebook_ord, "docker_ord": docker_ord,
            "k8s_ord": k8s_ord, "helm_ord": helm_ord, "compose_ord": compose_ord, "conn_ord": conn_ord, "mobile_ord": mobile_ord,
            "pkg_ord": pkg_ord, "git_ord": git_ord, "ide_ord": ide_ord, "seed_ord": seed_ord, "ids_ord": ids_ord, "note_ord": note_ord}
