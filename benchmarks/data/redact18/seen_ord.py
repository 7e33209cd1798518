"""Ordinary seen rows: the same tools and files with masks, references, ids and no credential."""

import base64
import json

from gen import (
    DBS,
    WORDS,
    R,
    alnum,
    b64,
    b64u,
    digits,
    envname,
    hexs,
    host,
    ip,
    mask,
    pick,
    sha1,
    sha256,
    ts,
    ulid,
    user,
    uuid,
)
from seen import benign, pem_lines, stamped


def db():
    return pick(DBS)


def safe_cmd():
    u, h = user(), host()
    n = envname()
    return pick([
        "export GITHUB_TOKEN=$(gh auth token)", f"read -rs {n} && export {n}", f"mysql -u {u} -p -h {h} {db()}",
        f'psql "postgresql://{u}@{h}:5432/{db()}?sslmode=require"', f'curl -s -H "Authorization: Bearer ${n}" https://api.{pick(WORDS)}.example/v1/{db()}',
        f"docker login -u {u} --password-stdin registry.{pick(WORDS)}.example < ~/.config/reg.pw",
        f"git clone https://gitlab.{pick(WORDS)}.example/{pick(WORDS)}/{db()}.git", f"aws configure list --profile {pick(WORDS)}",
        f'oathtool --totp -b "$(pass show 2fa/{pick(WORDS)})"', "vault login -method=oidc", f"pg_dump -h {h} -U {u} {db()} > dump.sql",
        f"git show {sha1()[:12]}", f"docker pull registry.{pick(WORDS)}.example/api@sha256:{sha256()}",
        f"export {pick(['AWS_PROFILE', 'KUBECONFIG', 'NODE_ENV', 'RUST_LOG'])}={pick(WORDS)}",
    ])


def history_ord():
    lines = [benign() for _ in range(R.randint(2, 5))] + [safe_cmd() for _ in range(R.randint(1, 3))]
    R.shuffle(lines)
    if R.random() < 0.5:
        n = R.randint(100, 900)
        return "$ history | tail\n" + "\n".join(f"{n + i:5d}  {c}" for i, c in enumerate(lines)), "bash-history"
    t = R.randint(1760000000, 1790000000)
    return "\n".join(f": {t + 41 * i}:0;{c}" for i, c in enumerate(lines)), "zsh-history"


def positional_ord():
    u = user()
    cmd = pick([f"htpasswd -c /etc/nginx/.htpasswd {u}", "rabbitmqctl list_users", f"net user {u} *",
                f"sudo passwd {u}", f"mosquitto_passwd -c /etc/mosquitto/passwd {u}", f"rabbitmqctl add_user {u}  # prompts",
                f"sudo chpasswd < /root/batch-{ulid()}.txt", f"smbclient //{host()}/share -U {u} -A ~/.smbcred"])
    lines = [benign() for _ in range(R.randint(1, 4))]
    lines.insert(R.randint(0, len(lines)), cmd)
    return "\n".join(f"{R.randint(100, 999):5d}  {c}" for c in lines), "shell"


def setx_ord():
    n = envname()
    a = pick([f"+ export {n}={pick(['***', '[MASKED]', ''])}", f"+ curl -sf -H 'PRIVATE-TOKEN: [MASKED]' https://gitlab.{pick(WORDS)}.example/api/v4/projects/{digits(4)}",
              f"++ cat /run/secrets/{n.lower()}\n+ {n}=***", f"+ docker login -u ci --password-stdin registry.{pick(WORDS)}.example",
              f"+ set +x\n# credentials loaded from {pick(['vault', 'sops', 'ssm'])}", f"+ IMAGE=registry.{pick(WORDS)}.example/api@sha256:{sha256()}"])
    pre = ["+ set -euo pipefail", f"+ cd /srv/{pick(WORDS)}", f"++ git rev-parse HEAD\n+ SHA={sha1()}",
           f"+ VERSION=1.{R.randint(0, 30)}.{R.randint(0, 9)}"]
    R.shuffle(pre)
    return "\n".join(pre[:R.randint(1, 3)] + [a, "+ exit 0"]), "bash-xtrace"


def ord_env_pairs():
    u, h = user(), host()
    pairs = [("DATABASE_URL", pick([f"postgres://{u}@{h}:5432/{db()}", f"postgres://{u}:***@{h}:5432/{db()}",
                                    f"postgres://{u}:${{DB_PASSWORD}}@{h}/{db()}"])),
             ("AWS_PROFILE", pick(WORDS)), ("AWS_REGION", "eu-west-1"),
             ("POSTGRES_PASSWORD_FILE", "/run/secrets/pg_password"), ("GITHUB_TOKEN", pick(["***", "", "[MASKED]"])),
             ("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"), ("HOME", "/home/app"), ("LANG", "C.UTF-8"),
             ("HOSTNAME", hexs(12)), ("NODE_ENV", "production"), ("PORT", str(R.choice([3000, 8000, 8080]))),
             ("GIT_SHA", sha1()), ("OTEL_TRACES_SAMPLER", "parentbased_traceidratio"), ("REQUEST_ID", uuid()),
             ("BUILD_ID", ulid()), ("REDIS_URL", f"redis://{host('cache')}:6379/0")]
    R.shuffle(pairs)
    return pairs[:R.randint(4, 9)]


def env_ord():
    pairs = sorted(ord_env_pairs())
    return pick(["$ env | sort", "$ printenv", "$ docker exec api env"]) + "\n" + "\n".join(f"{k}={v}" for k, v in pairs), "env"


def docker_inspect_ord():
    obj = [{"Id": sha256(), "Created": ts() + ".123456789Z", "Name": "/" + pick(WORDS) + "-api-1",
            "Config": {"Env": [f"{k}={v}" for k, v in ord_env_pairs()],
                       "Labels": {"org.opencontainers.image.revision": sha1(), "org.opencontainers.image.version": f"1.{R.randint(0, 40)}.0"}},
            "Image": "sha256:" + sha256()}]
    return "$ docker inspect " + obj[0]["Name"][1:] + "\n" + json.dumps(obj, indent=4), "docker-inspect"


def kubectl_ord():
    name = f"{pick(WORDS)}-api-{hexs(10)}-{alnum(5).lower()}"
    env = "\n".join([f"      {n}:  <set to the key '{n.lower()}' in secret '{pick(WORDS)}-creds'>  Optional: false"
                     for n in (envname(), envname())] + ["      LOG_LEVEL:  info", f"      RELEASE:  {sha1()[:12]}"])
    return (f"$ kubectl describe pod {name}\nName:             {name}\nStatus:           Running\nContainers:\n  api:\n"
            f"    Image ID:       registry.{pick(WORDS)}.example/api@sha256:{sha256()}\n    Environment:\n{env}"), "kubectl"


def gha_ord():
    lines = [f"##[group]Run actions/checkout@{sha1()}", "with:", f"  ref: {sha1()}", "##[endgroup]",
             "##[group]Run ./scripts/deploy.sh", "env:", f"  {envname()}: ***", f"  {envname()}: ***", "  NODE_VERSION: 22",
             "##[endgroup]", f"Deployed revision {sha1()[:7]} (run {digits(10)})"]
    return "\n".join(stamped(lines)), "gha"


def gitlab_ord():
    a = pick([f"$ docker login -u gitlab-ci-token -p [MASKED] registry.{pick(WORDS)}.example",
              "$ echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY",
              f'$ psql "$DATABASE_URL" -f migrations/{R.randint(1, 99):03d}.sql', "$ mvn deploy -s ci_settings.xml"])
    return (f"Running with gitlab-runner 17.{R.randint(0, 9)}.{R.randint(0, 5)} (v17)\nUsing docker image sha256:{sha256()} for node:22\n"
            f"Checking out {sha1()[:8]} as detached HEAD (ref is main)...\n{a}\nJob succeeded"), "gitlab-ci"


def jenkins_ord():
    a = pick([f"+ curl -u ****:**** https://jenkins.{pick(WORDS)}.example/job/{pick(WORDS)}/build",
              "Masking supported pattern matches of $REG_PASSWORD", f"[Pipeline] withCredentials\n+ docker login -u ci -p **** registry.{pick(WORDS)}.example",
              f"+ git push origin HEAD:main\nTo github.{pick(WORDS)}.example:{pick(WORDS)}/{db()}.git\n   {sha1()[:7]}..{sha1()[:7]}  HEAD -> main"])
    return (f"Started by user {pick(WORDS)}\n[Pipeline] Start of Pipeline\n[Pipeline] sh\n{a}\n[Pipeline] }}\n"
            f"Finished: {pick(['SUCCESS', 'FAILURE'])}"), "jenkins"


def buildkite_ord():
    a = pick(["$ export NPM_TOKEN=[REDACTED]", "$ env | grep AWS_\nAWS_REGION=eu-west-1\nAWS_PROFILE=ci\nAWS_ACCESS_KEY_ID=[REDACTED]",
              f"$ buildkite-agent meta-data get release-sha\n{sha1()}"])
    return (f"~~~ Preparing working directory\n$ git checkout -f {sha1()}\n~~~ Running commands\n{a}\n"
            f"--- :npm: publish\n+ {pick(WORDS)}@{R.randint(1, 9)}.{R.randint(0, 9)}.{R.randint(0, 9)}"), "buildkite"


def stack_ord():
    u, h, m = user(), host(), mask()
    k = R.randrange(4)
    if k == 0:
        return (f"Traceback (most recent call last):\n  File \"/app/db.py\", line {R.randint(10, 200)}, in connect\n"
                f"    cfg = {{'host': '{h}', 'port': 5432, 'user': '{u}', 'password': '{m}', 'dbname': '{db()}'}}\n"
                f"psycopg.OperationalError: connection timeout expired (request {uuid()})"), "python-traceback"
    if k == 1:
        return (f"Caused by: java.sql.SQLException: Cannot connect using DataSourceProperties{{url=jdbc:postgresql://{h}:5432/{db()}, "
                f"username={u}, password={m}}}\n\tat com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:{R.randint(80, 130)})"), "java-stack"
    if k == 2:
        return (f"Error: connect ECONNREFUSED {ip()}:5432\n    at TCPConnectWrap.afterConnect (node:net:1607:16) {{\n"
                f"  code: 'ECONNREFUSED',\n  config: {{ host: '{h}', user: '{u}', password: undefined, database: '{db()}' }}\n}}"), "node-error"
    return (f"panic: dial tcp {ip()}:443: i/o timeout\n\ngoroutine 1 [running]:\nmain.mustClient({{Endpoint:https://api.{pick(WORDS)}.example "
            f"APIKey:{m} Timeout:30s}})\n\t/src/main.go:{R.randint(20, 90)} +0x1a4"), "go-panic"


def crash_ord():
    u, h, m = user(), host(), mask()
    k = R.randrange(3)
    if k == 0:
        return (f"thread 'main' panicked at src/main.rs:{R.randint(10, 99)}:5:\ncalled `Result::unwrap()` on an `Err` value: "
                f"Settings {{ database_url: \"postgres://{u}@{h}/{db()}\", api_key: \"{m}\", workers: 4 }}"), "rust-panic"
    if k == 1:
        ev = {"event_id": hexs(32), "level": "fatal", "timestamp": ts() + "Z", "release": f"api@{sha1()[:12]}",
              "extra": {"settings": {"DEBUG": False, "EMAIL_HOST_PASSWORD": "[Filtered]", "STRIPE_KEY": "[Filtered]"}}}
        return json.dumps(ev, indent=2), "sentry-event"
    return (f"Last message: {{:connect, [hostname: \"{h}\", username: \"{u}\", password: :redacted, database: \"{db()}\"]}}"), "elixir-crash"


def orm_ord():
    u, h, d = user(), host(), db()
    line, lang = pick([
        (f"prisma:engine  Starting engine with datasource url=postgresql://{u}:****@{h}:5432/{d}?schema=public", "prisma"),
        (f"[info] opening dsn=\"host={h} user={u} password=*** dbname={d} sslmode=require\"", "gorm"),
        (f"DEBUG:psycopg:connection attempt: 'host={h} dbname={d} user={u} connect_timeout=5'", "psycopg"),
        (f"HikariPool-1 - Starting... jdbcUrl=jdbc:postgresql://{h}:5432/{d} username={u} password=<masked>", "hikari"),
        (f"Executing (default): SELECT \"id\", \"email\" FROM \"users\" WHERE \"id\" = '{uuid()}';", "sequelize"),
    ])
    return f"{ts()} {line}", lang


def http_ord():
    h = f"api.{pick(WORDS)}.example"
    return (f"$ curl -v https://{h}/v2/{db()}\n* Connected to {h} ({ip()}) port 443\n> GET /v2/{db()} HTTP/2\n> Host: {h}\n"
            f"> Authorization: Bearer {pick(['<redacted>', '***', '$TOKEN', '[FILTERED]'])}\n>\n< HTTP/2 200\n"
            f"< etag: W/\"{hexs(32)}\"\n< x-request-id: {uuid()}\n< traceparent: 00-{hexs(32)}-{hexs(16)}-01"), "curl-v"


def sql_ord():
    u = user().replace(".", "_").replace("-", "_")
    stmt, lang = pick([(f"CREATE USER {u} WITH LOGIN;\nGRANT CONNECT ON DATABASE {db()} TO {u};", "postgres"),
                       (f"ALTER ROLE {u} VALID UNTIL '2027-01-01';", "postgres"), (f"\\password {u}", "postgres"),
                       (f"CREATE USER '{u}'@'%' IDENTIFIED WITH auth_socket;", "mysql"),
                       (f"CREATE LOGIN [CORP\\{u}] FROM WINDOWS;", "mssql"),
                       (f"CREATE USER {u} IDENTIFIED EXTERNALLY;", "oracle"),
                       (f"ALTER USER {u} PASSWORD EXPIRE;\n-- new password set by {u} via the portal", "oracle")])
    return stmt, lang


def rails_ord():
    return pick([
        f"$ cat config/credentials.yml.enc\n{b64(120)}--{b64(12)}--{b64(16)}",
        f"# config/initializers/{pick(WORDS)}.rb\nStripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)\nAWS_KEY = ENV.fetch(\"AWS_ACCESS_KEY_ID\")",
        f"$ RAILS_ENV={pick(['staging', 'production'])} bin/rails credentials:show\nCouldn't decrypt config/credentials.yml.enc. Perhaps you passed the wrong key? ({ts()})",
        f"secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>\naws:\n  region: eu-west-1\n  bucket: {pick(WORDS)}-uploads",
    ]), "rails-credentials"


def django_ord():
    return (f"DEBUG = False\nALLOWED_HOSTS = [\"{pick(WORDS)}.example\"]\nSECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\n"
            f"DATABASES = {{\"default\": env.db(\"DATABASE_URL\")}}\nEMAIL_HOST_PASSWORD = env(\"EMAIL_HOST_PASSWORD\", default=\"\")\n"
            f"CONN_MAX_AGE = {R.randint(0, 600)}\nTIME_ZONE = \"UTC\"\nSTATIC_URL = \"/static/\""), "django"


def spring_ord():
    if R.random() < 0.5:
        return (f"spring:\n  datasource:\n    url: jdbc:postgresql://{host()}:5432/{db()}\n    username: {user()}\n"
                f"    password: ${{DB_PASSWORD}}\njwt:\n  secret: '{{cipher}}{hexs(96)}'\nserver:\n  port: 8080"), "spring-yaml"
    return (f"spring.datasource.url=jdbc:mysql://{host()}:3306/{db()}\nspring.datasource.password=${{DB_PASSWORD:}}\n"
            f"management.endpoints.web.exposure.include=health,info\nserver.port={pick([8080, 8081, 9000])}"), "spring-properties"


def appsettings_ord():
    obj = {"ConnectionStrings": {"Default": pick([f"Server={host()};Database={db()};Authentication=Active Directory Default;",
                                                  f"Server={host()};Database={db()};Trusted_Connection=True;"])},
           "AzureAd": {"TenantId": uuid(), "ClientId": uuid(), "ClientSecret": ""},
           "KeyVault": {"Uri": f"https://{pick(WORDS)}-kv.vault.azure.example/"}, "AllowedHosts": "*"}
    return json.dumps(obj, indent=2), "appsettings"


def php_ord():
    return (f"# .env.example\nAPP_NAME={pick(WORDS).capitalize()}\nAPP_ENV=local\nAPP_KEY=\nAPP_DEBUG=true\nDB_HOST=127.0.0.1\n"
            f"DB_PORT=3306\nDB_DATABASE={db()}\nDB_USERNAME=root\nDB_PASSWORD=\nMAIL_PASSWORD=null\nPUSHER_APP_SECRET=\n"), "laravel-env"


def elixir_ord():
    app = pick(WORDS)
    return (f"config :{app}, {app.capitalize()}.Repo,\n  url: System.fetch_env!(\"DATABASE_URL\"),\n  pool_size: {R.randint(5, 40)}\n\n"
            f"config :{app}, {app.capitalize()}Web.Endpoint,\n  secret_key_base: System.get_env(\"SECRET_KEY_BASE\") ||\n"
            "    raise \"environment variable SECRET_KEY_BASE is missing\""), "elixir"


def go_test_ord():
    return (f"func TestClient(t *testing.T) {{\n\tcfg := Config{{\n\t\tDSN:    os.Getenv(\"TEST_DSN\"),\n"
            f"\t\tAPIKey: \"{pick(['test-key', 'dummy', 'fake-api-key-for-tests', '<unset>'])}\",\n\t\tTraceID: \"{hexs(32)}\",\n\t}}\n"
            f"\tif cfg.DSN == \"\" {{\n\t\tt.Skip(\"TEST_DSN not set\")\n\t}}\n}}"), "go-test"


def webhook_ord():
    return pick([
        (f"receivers:\n- name: {pick(WORDS)}-oncall\n  slack_configs:\n  - api_url_file: /etc/alertmanager/slack_url\n    channel: '#{pick(WORDS)}'", "slack"),
        (f"Slack incoming webhooks look like https://hooks.slack.example/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX (docs placeholder, see OPS-{R.randint(100, 9999)})", "slack"),
        (f"POST https://discord.example/api/webhooks/{{webhook.id}}/{{webhook.token}}  # {pick(WORDS)} bot, rate limit {R.randint(5, 50)}/min", "discord"),
        (f"[notify]\nurl = \"${{TEAMS_WEBHOOK_URL}}\"\nchannel = \"#{pick(WORDS)}\"", "teams"),
        (f"{ts()} INFO notifier: posted alert to pagerduty (dedup_key={uuid()}) status=202", "pagerduty"),
    ])


def signed_ord():
    return pick([
        (f"https://{pick(WORDS)}-public.s3.eu-west-1.amazonaws.example/{db()}/{ulid()}.csv", "s3-presigned"),
        (f"[{pick(WORDS)}-exports] Presigned URLs carry X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders and X-Amz-Signature=<signature>.", "s3-presigned"),
        (f"$ aws s3 presign s3://{pick(WORDS)}-exports/{db()}.csv --expires-in 3600\n(url printed to the job log, see run {digits(8)})", "s3-presigned"),
        (f"https://storage.googleapis.example/{pick(WORDS)}-assets/{db()}.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=<redacted>", "gcs-signed"),
        (f"SAS token parameters: sv=2024-08-04&ss=b&srt=sco&sp=rl&se={ts()}Z&spr=https&sig=<signature>", "azure-sas"),
    ])


def pubkey_ord():
    k = R.randrange(4)
    if k == 0:
        return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(32)[:43]} {user()}@{pick(WORDS)}", "ssh-pub"
    if k == 1:
        lines = pem_lines(R.choice([91, 294]))
        return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----", "pem-public"
    if k == 2:
        jwk = {"keys": [{"kty": "EC", "crv": "P-256", "kid": ulid(), "x": b64u(43), "y": b64u(43), "use": "sig"}]}
        return json.dumps(jwk, indent=2), "jwks"
    return (f"$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{b64(32)[:43]} {user()}@{pick(WORDS)} (ED25519)"), "fingerprint"


def totp_ord():
    return pick([
        (f"otpauth://totp/{pick(WORDS).capitalize()}:{user()}?secret=<SECRET>&issuer={pick(WORDS).capitalize()}", "otpauth"),
        (f"2FA: enabled (TOTP), recovery codes generated {ts()[:10]}, {R.randint(1, 9)} of 10 remaining", "recovery-codes"),
        (f"\" RATE_LIMIT 3 30\n\" WINDOW_SIZE {R.randint(3, 17)}\n\" DISALLOW_REUSE\n\" TOTP_AUTH\n(secret line removed before pasting, {user()})", "google-authenticator"),
        (json.dumps({"version": 1, "header": {"slots": None, "params": {"nonce": hexs(24), "tag": hexs(32)}}, "db": b64(96)}, indent=2), "aegis-json"),
    ])


def dump_ord():
    rows = "\n".join(f"{i + 1}\t{uuid()}\t{user()}@{pick(WORDS)}.example\t{ts().replace('T', ' ')}+00" for i in range(R.randint(2, 4)))
    return pick([("COPY public.users (id, account_id, email, created_at) FROM stdin;\n" + rows + "\n\\.", "pgdump"),
                 (f"INSERT INTO `releases` VALUES (1,'{sha1()}','v1.{R.randint(0, 9)}.0','sha256:{sha256()}');", "mysqldump"),
                 (json.dumps({"_id": {"$oid": hexs(24)}, "service": "stripe", "value": None, "ref": "vault:kv/stripe"}), "mongoexport")])


def seed_ord():
    return pick([
        (f"User.find_or_create_by!(email: \"{user()}@{pick(WORDS)}.test\") do |u|\n  u.password = ENV.fetch(\"SEED_{pick(WORDS).upper()}_PASSWORD\")\nend", "rails-seeds"),
        (f"'email' => '{user()}@{pick(WORDS)}.test',\n'password' => Hash::make(env('SEED_PASSWORD', Str::random({R.choice([24, 32, 40])}))),", "laravel-seeder"),
        (f"faker.seed({R.randint(1, 99999)});\nawait prisma.user.create({{ data: {{ email: faker.internet.email(), passwordHash: await bcrypt.hash(faker.internet.password(), 10) }} }});", "prisma-seed"),
    ])


def ids_ord():
    items = [f"commit {sha1()}", f"request_id={uuid()}", f"trace_id={hexs(32)} span_id={hexs(16)}", f"ulid {ulid()}",
             f"ETag: \"{hexs(32)}\"", f"integrity sha512-{b64(64)}", f"digest sha256:{sha256()}",
             f"h1:{b64(32)}", f"--hash=sha256:{sha256()}", f"checksum {hexs(128)}", f"run_id {digits(10)}"]
    R.shuffle(items)
    return "\n".join(items[:R.randint(2, 5)]), "ids"


def b64_ord():
    payload = json.dumps({"user": user(), "role": pick(["viewer", "editor"]), "exp": R.randint(1760000000, 1790000000)})
    return pick([
        (f"fixture: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{b64(48)}", "base64"),
        (f"cursor={base64.urlsafe_b64encode(payload.encode()).decode()}", "base64"),
        (f"test_input = base64.b64decode(\"{base64.b64encode(('hello ' + pick(WORDS)).encode()).decode()}\")", "base64"),
        (f"binaryData:\n  settings.json: {base64.b64encode(json.dumps({'theme': 'dark', 'port': 8080}).encode()).decode()}", "base64"),
    ])


def prose_ord():
    return pick([
        "Rotated the staging DB password; the new value is in Vault at secret/data/{w}/db, not in this note.",
        "Never echo tokens in CI: GitHub masks registered secrets as ***, but values built at runtime need ::add-mask::.",
        "The {w} service reads STRIPE_SECRET_KEY from the environment; locally use the test key from 1Password.",
        "set -x leaks every expanded variable; wrap credential steps in set +x ... set -x.",
        "Presigned URLs expire after 3600 seconds; regenerate with aws s3 presign rather than pasting old ones.",
        "Recovery codes for the {w} admin account are printed once; store them in the team vault.",
    ]).format(w=pick(WORDS)) + pick(["", f" (ticket OPS-{R.randint(100, 9999)})", f" Updated {ts()[:10]}."]), "prose"


def config_ord():
    return pick([
        (f"server:\n  port: {pick([8080, 9090, 3000])}\n  host: 0.0.0.0\nlog_level: info\nfeature_flags:\n  new_checkout: true\nversion: 2.{R.randint(0, 20)}.1", "yaml"),
        (f"[database]\nhost = \"{host()}\"\nport = 5432\nname = \"{db()}\"\npool = 10\nsslmode = \"verify-full\"", "toml"),
        (f"Required env vars: {envname()}, {envname()}, {envname()} (see .env.example)", "prose"),
    ])


FAMILIES = [
    ("history_ord", history_ord, 36), ("positional_ord", positional_ord, 32), ("setx_ord", setx_ord, 34),
    ("env_ord", env_ord, 34), ("docker_inspect_ord", docker_inspect_ord, 34), ("kubectl_ord", kubectl_ord, 34),
    ("gha_ord", gha_ord, 34), ("gitlab_ord", gitlab_ord, 34), ("jenkins_ord", jenkins_ord, 34), ("buildkite_ord", buildkite_ord, 30),
    ("stack_ord", stack_ord, 36), ("crash_ord", crash_ord, 34), ("orm_ord", orm_ord, 34), ("http_ord", http_ord, 34),
    ("sql_ord", sql_ord, 34), ("rails_ord", rails_ord, 30), ("django_ord", django_ord, 30), ("spring_ord", spring_ord, 34),
    ("appsettings_ord", appsettings_ord, 30), ("php_ord", php_ord, 30), ("elixir_ord", elixir_ord, 30),
    ("go_test_ord", go_test_ord, 30), ("webhook_ord", webhook_ord, 30), ("signed_ord", signed_ord, 32),
    ("pubkey_ord", pubkey_ord, 36), ("totp_ord", totp_ord, 30), ("dump_ord", dump_ord, 34), ("seed_ord", seed_ord, 30),
    ("ids_ord", ids_ord, 40), ("b64_ord", b64_ord, 36), ("prose_ord", prose_ord, 30), ("config_ord", config_ord, 34),
]
