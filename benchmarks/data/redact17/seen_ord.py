"""Seen ordinary rows: the same files and tools with references, masks, ids and public data.

Each generator returns (text, lang).
"""

import json

import gen
from gen import b64, host, s, user

ENVS = ("NPM_TOKEN", "NODE_AUTH_TOKEN", "DB_PASSWORD", "API_KEY", "GH_TOKEN", "REGISTRY_PASSWORD", "STRIPE_KEY")


def env(rng):
    return rng.choice(ENVS)


def npmrc_ord(rng):
    h = host(rng, "npm")
    return rng.choice([
        f"$ cat .npmrc\nregistry=https://{h}/\n//{h}/:_authToken=${{{env(rng)}}}\nalways-auth=true",
        f"@acme:registry=https://{h}/\nengine-strict=true\nsave-exact=true",
        f"npm http fetch GET 200 https://{h}/left-pad/-/left-pad-1.3.0.tgz 41ms (cache miss)\n"
        f"npm info integrity {gen.sri(rng)}",
        "- uses: actions/setup-node@v4\n  with:\n    registry-url: https://npm.example\n  env:\n"
        "    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
    ]), "npmrc"


def yarnrc_ord(rng):
    return rng.choice([
        f"npmScopes:\n  acme:\n    npmRegistryServer: \"https://{host(rng, 'npm')}\"\n    npmAuthToken: \"${{{env(rng)}}}\"",
        f"# .yarnrc.yml\nnodeLinker: pnp\nyarnPath: .yarn/releases/yarn-4.{rng.randint(0, 9)}.{rng.randint(0, 9)}.cjs",
        f'"left-pad@npm:1.3.0":\n  version: 1.3.0\n  resolution: "left-pad@npm:1.3.0"\n  checksum: 10c0/{gen.hexs(rng, 128)}',
    ]), "yarnrc"


def pip_ord(rng):
    return rng.choice([
        f"$ pip config list\nglobal.index-url='https://{host(rng, 'pypi')}/simple'\nglobal.timeout='60'",
        "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\n# password comes from keyring (keyring set https://upload.pypi.example __token__)",
        f"requests==2.32.{rng.randint(0, 9)} \\\n    --hash=sha256:{gen.sha256(rng)} \\\n    --hash=sha256:{gen.sha256(rng)}",
        f"$ twine upload dist/*\nUploading distributions to https://{host(rng, 'pypi')}/\nEnter your API token: \nUploading pkg-1.{rng.randint(0, 9)}.0-py3-none-any.whl",
    ]), "pip-conf"


def cargo_ord(rng):
    return rng.choice([
        '[registry]\nglobal-credential-providers = ["cargo:token", "cargo:libsecret"]',
        '[registries.internal]\nindex = "sparse+https://crates.example/index/"\ncredential-provider = ["cargo:token-from-stdout", "op", "read", "op://Dev/crates/token"]',
        f'[[package]]\nname = "serde"\nversion = "1.0.{rng.randint(100, 230)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{gen.sha256(rng)}"',
    ]), "toml"


def nuget_ord(rng):
    return rng.choice([
        f'<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="{user(rng)}" />\n    <add key="ClearTextPassword" value="%NUGET_PAT%" />\n  </internal>\n</packageSourceCredentials>',
        json.dumps({"version": 1, "dependencies": {"net8.0": {"Newtonsoft.Json": {"type": "Direct", "requested": "[13.0.3, )",
                    "resolved": "13.0.3", "contentHash": b64(bytes(rng.randrange(256) for _ in range(64)))}}}}, indent=2),
    ]), "nuget"


def maven_ord(rng):
    v = rng.randint(1, 16)
    return rng.choice([
        "<server>\n  <id>releases</id>\n  <username>${env.MAVEN_USER}</username>\n  <password>${env.MAVEN_PASSWORD}</password>\n</server>",
        f"[INFO] Downloaded from central: https://repo.example/maven2/org/slf4j/slf4j-api/2.0.{v}/slf4j-api-2.0.{v}.jar (64 kB at 1.2 MB/s)\n[INFO] sha1 {gen.sha1(rng)}",
    ]), "maven"


def gradle_ord(rng):
    return rng.choice([
        "credentials {\n  username = providers.gradleProperty(\"repoUser\").get()\n  password = providers.gradleProperty(\"repoPassword\").get()\n}",
        f"distributionUrl=https\\://services.gradle.example/distributions/gradle-8.{rng.randint(1, 12)}-bin.zip\ndistributionSha256Sum={gen.sha256(rng)}",
        "credentials(PasswordCredentials::class)  // reads internalRepoUsername / internalRepoPassword from ~/.gradle/gradle.properties",
    ]), "gradle"


def composer_ord(rng):
    return rng.choice([
        json.dumps({"http-basic": {}, "github-oauth": {}, "bearer": {}}, indent=4),
        json.dumps({"name": "monolog/monolog", "version": "3.7.0", "source": {"type": "git", "reference": gen.sha1(rng)},
                    "dist": {"type": "zip", "shasum": ""}}, indent=4),
        "$ composer config --global --auth github-oauth.github.com \"$GITHUB_TOKEN\"",
    ]), "composer"


def gem_ord(rng):
    return rng.choice([
        f"CHECKSUMS\n  rake (13.2.1) sha256={gen.sha256(rng)}\n  rack (3.1.{rng.randint(0, 9)}) sha256={gen.sha256(rng)}",
        "$ gem signin\nEnter your RubyGems.org credentials.\nEmail:   dev@corp.example\nPassword:\nSigned in with API key: ci-publish.",
    ]), "gem"


def az_ord(rng):
    d = {"environmentName": "AzureCloud", "id": gen.uuid(rng), "isDefault": True, "name": f"sub-{rng.choice(gen.WORDS)}",
         "state": "Enabled", "tenantId": gen.uuid(rng), "user": {"name": f"{user(rng)}@corp.example", "type": "user"}}
    return rng.choice([
        "$ az account show\n" + json.dumps(d, indent=2),
        f"$ az ad sp list --display-name sp-ci --query '[].appId' -o tsv\n{gen.uuid(rng)}",
        f"$ az keyvault secret show --vault-name kv-{rng.choice(gen.WORDS)} --name sql-admin --query id -o tsv\nhttps://kv.vault.example/secrets/sql-admin/{gen.hexs(rng, 32)}",
    ]), "az"


def gcloud_ord(rng):
    return rng.choice([
        f"$ gcloud config list\n[core]\naccount = {user(rng)}@corp.example\nproject = {rng.choice(gen.WORDS)}-{rng.randint(100000, 999999)}\n\nYour active configuration is: [default]",
        f"$ gcloud auth list\n     Credentialed Accounts\nACTIVE  ACCOUNT\n*       ci@{rng.choice(gen.WORDS)}.iam.gserviceaccount.example",
        f"$ gcloud secrets versions list db-pass\nNAME  STATE    CREATED              DESTROYED\n{rng.randint(2, 9)}     enabled  2026-11-0{rng.randint(1, 9)}T10:12:00  -",
    ]), "gcloud"


def aws_ord(rng):
    acct = "".join(rng.choice("0123456789") for _ in range(12))
    return rng.choice([
        f"$ aws sts get-caller-identity\n{{\n    \"UserId\": \"AIDA{s(rng, 17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}\",\n    \"Account\": \"{acct}\",\n    \"Arn\": \"arn:aws:iam::{acct}:user/ci\"\n}}",
        f"$ aws configure list\n      Name                    Value             Type    Location\n   profile                <not set>             None    None\naccess_key     ****************{s(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}   shared-credentials-file\nsecret_key     ****************{s(rng, 4)}   shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config",
        "[profile deploy]\nrole_arn = arn:aws:iam::%s:role/deploy\nsource_profile = default\ncredential_process = aws-vault exec deploy --json" % acct,
    ]), "aws"


def secret_cli_ord(rng):
    opts = [
        ("doppler", "$ doppler secrets --only-names\n┌──────────────┐\n│ NAME         │\n├──────────────┤\n│ DB_PASSWORD  │\n│ API_TOKEN    │\n│ LOG_LEVEL    │\n└──────────────┘"),
        ("op", f"$ op item get staging-db\nID:          {s(rng, 26).lower()}\nFields:\n  username:    {user(rng)}\n  password:    [use 'op item get {s(rng, 26).lower()} --reveal' to reveal]"),
        ("vault", f"$ vault kv metadata get secret/app/db\n======= Metadata =======\ncurrent_version      {rng.randint(2, 20)}\ncreated_time         2026-10-1{rng.randint(0, 9)}T08:00:00Z\nmax_versions         0"),
        ("sops", f"database:\n    password: ENC[AES256_GCM,data:{b64(bytes(rng.randrange(256) for _ in range(18)))},iv:{b64(bytes(rng.randrange(256) for _ in range(32)))},tag:{b64(bytes(rng.randrange(256) for _ in range(16)))},type:str]\nsops:\n    age:\n        - recipient: age1{s(rng, 58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}"),
        ("infisical", f"$ infisical secrets --env={rng.choice(['prod', 'dev', 'staging'])}\n┌────────────────────┬──────────┐\n│ SECRET NAME        │ VALUE    │\n│ DATABASE_PASSWORD  │ ******** │\n│ {rng.choice(ENVS):<18} │ ******** │\n└────────────────────┴──────────┘"),
    ]
    lang, text = rng.choice(opts)
    return text, lang


def mcp_ord(rng):
    name = rng.choice(["github", "linear", "filesystem", "postgres"])
    d = {"mcpServers": {name: {"command": "npx", "args": ["-y", f"@example/{name}-mcp"],
                               "env": rng.choice([{"GITHUB_TOKEN": "${GITHUB_TOKEN}"}, {"LOG_LEVEL": "debug"}, {"API_KEY": "${input:api_key}"}, {}])}}}
    d["mcpServers"][name]["args"][1] += f"@{rng.randint(0, 3)}.{rng.randint(0, 40)}.{rng.randint(0, 9)}"
    if rng.random() < 0.5:
        d["mcpServers"][name]["env"][env(rng)] = "${" + env(rng) + "}"
    return json.dumps(d, indent=2), "mcp-json"


def conn_ord(rng):
    h, u = host(rng), user(rng)
    return rng.choice([
        f"spring.datasource.url=jdbc:postgresql://{h}:5432/orders?sslmode=require\nspring.datasource.password=${{DB_PASSWORD}}",
        f"Server=tcp:{h},1433;Initial Catalog=billing;Authentication=Active Directory Default;Encrypt=True;",
        f"Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database=crm;Trusted_Connection=yes;",
        f"MONGO_URI=mongodb+srv://{u}:<password>@cluster0.abcde.mongo.example/app",
        f"REDIS_URL=redis://{h}:6379/0",
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${file:/etc/kafka/creds.properties:user}" password="${file:/etc/kafka/creds.properties:password}";',
        f"snowflake://{u}@xy12345.eu-central-1/ANALYTICS?authenticator=externalbrowser",
        f"clickhouse://{u}:****@{h}:9440/default?secure=true",
    ]), "connstr"


def ide_ord(rng):
    e = env(rng)
    d = {"version": "0.2.0", "configurations": [{"name": "API", "type": "debugpy", "request": "launch", "module": "app",
         "envFile": "${workspaceFolder}/.env", "env": {"PORT": str(rng.randint(3000, 9000)), "LOG_LEVEL": "debug"}}]}
    return rng.choice([
        "// .vscode/launch.json\n" + json.dumps(d, indent=2),
        json.dumps({"sqltools.connections": [{"name": rng.choice(gen.WORDS), "driver": "PostgreSQL", "server": host(rng), "port": rng.choice([5432, 6432, 15432]),
                    "username": "postgres", "askForPassword": True}]}, indent=2),
        f'<envs>\n  <env name="SPRING_PROFILES_ACTIVE" value="{rng.choice(["dev", "local", "test"])}" />\n  <env name="JAVA_TOOL_OPTIONS" value="-Xmx{rng.randint(1, 8)}g" />\n  <env name="{e}" value="${{{e}}}" />\n</envs>',
    ]), "ide"


def notebook_ord(rng):
    png = "iVBORw0KGgo" + b64(bytes(rng.randrange(256) for _ in range(90)))
    outs = rng.choice([
        [{"data": {"image/png": png, "text/plain": ["<Figure size 640x480 with 1 Axes>"]}, "metadata": {}, "output_type": "display_data"}],
        [{"name": "stdout", "output_type": "stream", "text": [f"run_id={gen.uuid(rng)}\n", f"rows=12{rng.randint(0, 999)}\n"]}],
        [{"name": "stdout", "output_type": "stream", "text": ["API key loaded from environment (sk-...redacted)\n"]}],
    ])
    return json.dumps({"cell_type": "code", "execution_count": rng.randint(1, 40), "metadata": {}, "outputs": outs, "source": ["run()"]}, indent=1), "ipynb"


def cassette_ord(rng):
    return rng.choice([
        "interactions:\n- request:\n    headers:\n      Authorization: ['<AUTHORIZATION>']\n    method: GET\n    uri: https://api.example/v2/charges?limit=3",
        "@pytest.fixture(scope='module')\ndef vcr_config():\n    return {'filter_headers': ['authorization', 'x-api-key'], 'record_mode': 'none'}",
        json.dumps({"request": {"method": "GET", "urlPath": "/v1/items", "headers": {"Authorization": {"matches": "Bearer .+"}}},
                    "response": {"status": 200, "headers": {"X-Request-Id": gen.uuid(rng), "ETag": f'W/"{gen.hexs(rng, 16)}"'}}}, indent=2),
    ]), "cassette"


def tfvars_ord(rng):
    return rng.choice([
        f'region         = "eu-west-1"\ninstance_class = "db.t4g.medium"\nallowed_cidrs  = ["{gen.ip(rng)}/32"]',
        'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
        'db_password = data.aws_secretsmanager_secret_version.db.secret_string',
        "  # random_password.db will be created\n  + result = (sensitive value)\n  + id     = (known after apply)",
    ]), "tfvars"


def git_ord(rng):
    return rng.choice([
        "$ git config --global --list\nuser.name=Dev\ncredential.helper=osxkeychain\ncredential.https://git.example.usehttppath=true",
        f"$ git ls-remote origin\n{gen.sha1(rng)}\tHEAD\n{gen.sha1(rng)}\trefs/heads/main",
        f"$ git remote -v\norigin\thttps://{host(rng, 'git')}/team/app.git (fetch)\norigin\tgit@{host(rng, 'git')}:team/app.git (push)",
        f"{host(rng, 'git')} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(bytes(rng.randrange(256) for _ in range(32)))[:43]}",
    ]), "git"


def docker_ord(rng):
    return rng.choice([
        json.dumps({"auths": {host(rng, "reg"): {}}, "credsStore": "desktop"}, indent=2),
        json.dumps({"credHelpers": {f"{rng.randint(10**11, 10**12)}.dkr.ecr.eu-west-1.amazonaws.example": "ecr-login"}}, indent=2),
        f"$ docker pull {host(rng, 'reg')}/app:1.{rng.randint(0, 40)}\nDigest: sha256:{gen.sha256(rng)}\nStatus: Downloaded newer image",
    ]), "docker-config"


def k8s_ord(rng):
    return rng.choice([
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: app-db\nspec:\n  encryptedData:\n    password: Ag{b64(bytes(rng.randrange(256) for _ in range(96)))}",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: app-db\n        key: password",
        f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: feature-flags\nbinaryData:\n  flags.json: {b64(json.dumps({'beta': True, 'max_items': rng.randint(10, 99)}))}",
        "$ kubectl describe secret app-db\nName:         app-db\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  8 bytes",
    ]), "k8s-yaml"


def urlenc_ord(rng):
    return rng.choice([
        "grant_type=client_credentials&scope=read%3Aorders%20write%3Aorders&audience=https%3A%2F%2Fapi.example",
        f"GET /authorize?response_type=code&client_id={gen.uuid(rng)}&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&code_challenge_method=S256",
        f"DEBUG urllib3 https://{host(rng, 'api')}:443 \"GET /search?q=reset%20password%20flow&page=2 HTTP/1.1\" 200 512",
    ]), "urlencoded"


def jsonesc_ord(rng):
    inner = json.dumps({"db": {"user": user(rng), "password": rng.choice(["[FILTERED]", "***", None])}, "pool": rng.randint(2, 20)})
    return json.dumps({"level": "debug", "msg": "loaded config", "config": inner, "req": gen.uuid(rng)}), "jsonl"


def src_ord(rng):
    e, path = env(rng), rng.choice(["/v1/charges", "/v2/items", "/api/orders", "/graphql", "/v1/responses"])
    var, col = rng.choice(["key", "token", "secret", "apiKey", "auth"]), rng.choice(["email", "name", "created_at", "plan"])
    h = host(rng, "api")
    return rng.choice([
        f'{var.upper()} = os.environ["{e}"]\nBASE = (\n    "https://{h}"\n    "{path}"\n)',
        f'const {var} = process.env.{e} ?? "";\nconst url = "https://{h}" +\n  "{path}";',
        f'{var} := os.Getenv("{e}")\nsql := "SELECT id, {col} " +\n\t"FROM users WHERE id = $1 LIMIT {rng.randint(1, 500)}"',
        f'String {var} = System.getenv("{e}");\nString q = new StringBuilder("SELECT ").append("{col}").append(" FROM t{rng.randint(1, 99)}").toString();',
    ]), "source"


def wrapped_ord(rng):
    cert = "MII" + b64(bytes(rng.randrange(256) for _ in range(180)))
    body = "\n".join(cert[i: i + 64] for i in range(0, len(cert), 64))
    return rng.choice([
        f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----",
        f"$ sha512sum release.tar.gz | fold -w 64\n{gen.hexs(rng, 64)}\n{gen.hexs(rng, 64)}  release.tar.gz",
    ]), "terminal"


def odd_key_ord(rng):
    k = rng.choice(["x", "blob", "k2", "misc", "value_b", "aux", "zz_legacy", "field7"])
    v = rng.choice([gen.uuid(rng), gen.ulid(rng), gen.sha1(rng), f"v{rng.randint(1, 9)}.{rng.randint(0, 30)}.0", gen.hexs(rng, 32)])
    return rng.choice([
        f"[service]\nname = billing\n{k} = {v}\nretries = 3",
        f"service:\n  name: billing\n  {k}: \"{v}\"\n  retries: 3",
        json.dumps({"service": "billing", k: v, "retries": 3}),
    ]), "config"


def pubkey_ord(rng):
    return rng.choice([
        f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(bytes(rng.randrange(256) for _ in range(32)))[:43]} {user(rng)}@laptop",
        f"# public key: age1{s(rng, 58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}",
        json.dumps({"keys": [{"kty": "RSA", "kid": gen.hexs(rng, 16), "use": "sig", "alg": "RS256", "e": "AQAB",
                              "n": gen.b64url(bytes(rng.randrange(256) for _ in range(128)))}]}, indent=2),
    ]), "pubkey"


def ids_ord(rng):
    return rng.choice([
        f"commit {gen.sha1(rng)}\nAuthor: Dev <dev@corp.example>\n\n    rotate staging db password (value in vault)",
        f"request_id={gen.uuid(rng)} trace_id={gen.hexs(rng, 32)} span_id={gen.hexs(rng, 16)} status=401",
        f"image: {host(rng, 'reg')}/api@sha256:{gen.sha256(rng)}",
        f"job {gen.ulid(rng)} finished in {rng.randint(2, 300)}s (runner {gen.uuid(rng)})",
        f"\"integrity\": \"{gen.sri(rng)}\"",
    ]), "ids"


def prose_ord(rng):
    what = rng.choice([
        "database passwords", "npm tokens", "the NuGet feed PAT", "cloud access keys", "the MCP server tokens",
        "Snowflake service users", "Kafka SASL credentials", "registry logins", "the VCR cassettes' auth headers",
    ])
    how = rng.choice([
        "rotate every {d} days through the vault", "come from the environment at run time, never from a file",
        "are injected by CI from org secrets", "are filtered before anything is written to disk",
        "now use short-lived OIDC credentials that expire after {d} minutes", "live in 1Password and are read with op read",
    ]).format(d=rng.choice([7, 15, 30, 60, 90]))
    tail = rng.choice([
        "", " Nobody should paste one in chat.", f" See OPS-{rng.randint(100, 9999)}.", " Ask in #security if unsure.",
        f" Last audit: 2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}.",
    ])
    return f"Policy: {what} {how}.{tail}", "prose"


def b64_ord(rng):
    return rng.choice([
        f"echo '{b64(json.dumps({'feature': 'beta', 'user_id': rng.randint(1000, 9999)}))}' | base64 -d",
        f"fixture = b\"{b64(bytes(rng.randrange(256) for _ in range(24)))}\"  # random bytes for the codec test",
        f"<img alt=\"pixel-{rng.randint(1, 999)}\" src=\"data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==\">",
        f"cursor={b64(json.dumps({'after': gen.uuid(rng)}))}",
    ]), "base64"


FAMILIES = {
    "npmrc_ord": npmrc_ord, "yarnrc_ord": yarnrc_ord, "pip_ord": pip_ord, "cargo_ord": cargo_ord,
    "nuget_ord": nuget_ord, "maven_ord": maven_ord, "gradle_ord": gradle_ord, "composer_ord": composer_ord,
    "gem_ord": gem_ord, "az_ord": az_ord, "gcloud_ord": gcloud_ord, "aws_ord": aws_ord,
    "secret_cli_ord": secret_cli_ord, "mcp_ord": mcp_ord, "conn_ord": conn_ord, "ide_ord": ide_ord,
    "notebook_ord": notebook_ord, "cassette_ord": cassette_ord, "tfvars_ord": tfvars_ord, "git_ord": git_ord,
    "docker_ord": docker_ord, "k8s_ord": k8s_ord, "urlenc_ord": urlenc_ord, "jsonesc_ord": jsonesc_ord,
    "src_ord": src_ord, "wrapped_ord": wrapped_ord, "odd_key_ord": odd_key_ord, "pubkey_ord": pubkey_ord,
    "ids_ord": ids_ord, "prose_ord": prose_ord, "b64_ord": b64_ord,
}
