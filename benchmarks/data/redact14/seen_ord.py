# ruff: noqa: E501  (data tables: long literal templates read better unwrapped)
"""Ordinary "seen" rows: long random-looking things and credential talk that are NOT secrets.

Label call on documented-public client ids: Stripe publishable keys (pk_live_), Google OAuth
client ids (*.apps.googleusercontent.com) and Sentry public DSN keys are labelled ORDINARY,
because their vendors design them to ship inside browsers and apps.
"""

import base64
import json
import string

from gen import ALNUM


def o_docker(g):
    rows = [
        f"{g.pick(['api', 'worker', 'web'])}   {g.version()}   {g.hexs(12)}   {g.r.randint(2, 9)} days ago   {g.r.randint(40, 900)}MB"
        for _ in range(g.r.randint(2, 4))
    ]
    return "REPOSITORY   TAG   IMAGE ID   CREATED   SIZE\n" + "\n".join(
        rows
    ) + f"\nDigest: sha256:{g.hexs(64)}", "docker"


def o_git_log(g):
    return "\n".join(
        f"commit {g.hexs(40)}\nAuthor: {g.user()} <{g.user()}@corp.example>\n\n    {g.pick(['fix token refresh race', 'rotate password hashing params', 'add secret scanning to CI', 'bump deps'])}\n"
        for _ in range(g.r.randint(1, 3))
    ), "git"


def o_lockfile(g):
    name = g.pick(["left-pad", "chalk", "zod", "ws", "undici"])
    return (
        f'"node_modules/{name}": {{\n  "version": "{g.version()}",\n  "resolved": "https://registry.npmjs.org/{name}/-/{name}-{g.version()}.tgz",\n'
        f'  "integrity": "sha512-{g.b64(64)}"\n}}'
    ), "npm-lock"


def o_gosum(g):
    return "\n".join(
        f"github.com/{g.pick(['acme', 'corp'])}/{g.pick(['log', 'cfg', 'retry'])} v{g.version()} h1:{g.b64(32)}"
        for _ in range(g.r.randint(2, 4))
    ), "go-sum"


def o_pip_hash(g):
    return (
        f"{g.pick(['requests', 'urllib3', 'idna'])}=={g.version()} \\\n    --hash=sha256:{g.hexs(64)} \\\n    --hash=sha256:{g.hexs(64)}",
        "requirements",
    )


def o_ids(g):
    return (
        f"{g.date()}T{g.time()}:07Z INFO request_id={g.uuid()} trace_id={g.hexs(32)} span_id={g.hexs(16)} "
        f"traceparent=00-{g.hexs(32)}-{g.hexs(16)}-01 status=200 build={g.hexs(8)}"
    ), "log"


def o_k8s(g):
    return (
        f"apiVersion: v1\nkind: Pod\nmetadata:\n  name: api-{g.s(string.ascii_lowercase + string.digits, 10)}-{g.s(string.ascii_lowercase, 5)}\n"
        f'  uid: {g.uuid()}\n  resourceVersion: "{g.r.randint(10000, 999999)}"\nspec:\n  containers:\n  - image: ghcr.io/acme/api@sha256:{g.hexs(64)}\n'
        f"    env:\n    - name: DB_PASSWORD\n      valueFrom:\n        secretKeyRef:\n          name: db-creds\n          key: password"
    ), "yaml"


def o_secret_ref(g):
    return g.pick(
        [
            "env:\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n  NPM_TOKEN: ${{ secrets.NPM_PUBLISH_TOKEN }}",
            f'password: {{{{ vault "secret/data/{g.pick(["prod", "ci"])}/db" "password" }}}}',
            f"DB_PASSWORD=op://Engineering/{g.host()}/password",
            f'"PasswordArn": "arn:aws:secretsmanager:eu-west-1:{g.s(string.digits, 12)}:secret:prod/db-{g.s(ALNUM, 6)}"',
            'api_key = os.environ["PAYMENTS_API_KEY"]',
            'export DB_PASSWORD="$(pass show infra/db)"',
            "password: ${DB_PASSWORD:?set DB_PASSWORD}",
            "token = ENV.fetch('SLACK_BOT_TOKEN')",
            f"spring.datasource.password=${{vault.db.password}}\nspring.datasource.username={g.user()}",
        ]
    ), "config"


def o_placeholder(g):
    return g.pick(
        [
            "API_KEY=<your-api-key-here>",
            "DB_PASSWORD=<set-me>  # placeholder, see README",
            'token: "REPLACE_ME"',
            'password = ""  # set via env',
            "SECRET_KEY=xxxxxxxxxxxxxxxxxxxxxxxx",
            f"Authorization: Bearer <TOKEN>\nX-Request-Id: {g.uuid()}",
            "password: ********",
            f"GITHUB_TOKEN=ghp_************************{g.s(ALNUM, 4)}",
            "aws_secret_access_key = <redacted>",
            f"stripe key: sk_live_...{g.s(string.digits, 4)} (masked)",
            "postgres://app:***@db.internal:5432/app",
            "# example only, not a real key:\nEXAMPLE_TOKEN=example-token-not-real-0000",
            "password: [REDACTED]",
            '"client_secret": "${CLIENT_SECRET}"',
        ]
    ), "config"


def o_public_key(g):
    if g.r.random() < 0.5:
        return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} {g.user()}@laptop", "ssh-pub"
    body = "\n".join(g.pem_body(g.pick([294, 420])))
    kind = g.pick(["PUBLIC KEY", "CERTIFICATE"])
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----", "pem-public"


def o_fingerprint(g):
    return g.pick(
        [
            f"The key fingerprint is:\nSHA256:{g.b64(32).rstrip('=')} {g.user()}@host\nThe key's randomart image is:",
            f"pub   ed25519 2025-03-01 [SC]\n      {g.hexs(40).upper()}\nuid           [ultimate] {g.user()} <dev@corp.example>",
            f"gpg: using RSA key {g.hexs(16).upper()}\ngpg: Good signature",
            f"Host key fingerprint is SHA256:{g.b64(32).rstrip('=')}",
        ]
    ), "fingerprint"


def o_arn(g):
    acct = g.s(string.digits, 12)
    return g.pick(
        [
            json.dumps(
                {
                    "Role": {
                        "RoleName": "deploy",
                        "RoleId": "AROA" + g.s(string.ascii_uppercase + "234567", 17),
                        "Arn": f"arn:aws:iam::{acct}:role/deploy",
                        "CreateDate": f"{g.date()}T00:00:00Z",
                    }
                },
                indent=2,
            ),
            f"/subscriptions/{g.uuid()}/resourceGroups/rg-{g.pick(['prod', 'dev'])}/providers/Microsoft.Storage/storageAccounts/acme{g.r.randint(1, 99)}",
            f"projects/{g.pick(['acme', 'shop'])}-{g.s(string.digits, 6)}/locations/europe-west1/services/api",
            f"i-{g.hexs(17)}  running  {g.pick(['t3.small', 'm6i.large'])}  vpc-{g.hexs(17)}  sg-{g.hexs(17)}",
        ]
    ), "cloud"


def o_public_client(g):
    return g.pick(
        [
            f"STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(ALNUM, 32)}",
            f"GOOGLE_CLIENT_ID={g.s(string.digits, 12)}-{g.s(string.ascii_lowercase + string.digits, 32)}.apps.googleusercontent.com",
            f'Sentry.init({{ dsn: "https://{g.hexs(32)}@o{g.s(string.digits, 6)}.ingest.sentry.io/{g.s(string.digits, 7)}" }});',
        ]
    ), "public-client-id"


def o_b64_fixture(g):
    return g.pick(
        [
            f'PNG_1X1 = base64.b64decode("{base64.b64encode(bytes([137, 80, 78, 71]) + bytes(g.r.getrandbits(8) for _ in range(40))).decode()}")',
            f'expected = "{base64.b64encode(g.pick(["hello world", "lorem ipsum dolor", "fixture-row-1"]).encode()).decode()}"',
            f"data:image/gif;base64,{g.b64(30)}",
        ]
    ), "fixture"


def o_csp_nonce(g):
    return (
        f"content-security-policy: script-src 'nonce-{g.b64(16)}' 'strict-dynamic'\netag: W/\"{g.hexs(32)}\"",
        "http",
    )


def o_checksums(g):
    return "\n".join(
        f"{g.hexs(g.pick([32, 64]))}  dist/{g.pick(['app', 'cli', 'agent'])}-{g.version()}-{g.pick(['linux', 'darwin'])}.tar.gz"
        for _ in range(g.r.randint(2, 4))
    ), "checksums"


def o_env_names(g):
    names = g.r.sample(
        [
            "DB_PASSWORD",
            "API_TOKEN",
            "AWS_SECRET_ACCESS_KEY",
            "STRIPE_SECRET_KEY",
            "JWT_SIGNING_KEY",
            "SMTP_PASSWORD",
            "SLACK_WEBHOOK_URL",
            "SENTRY_AUTH_TOKEN",
        ],
        3,
    )
    return g.pick(
        [
            "Required secrets: " + ", ".join(names) + ". Set them in the repository settings.",
            "| name | where |\n|---|---|\n"
            + "\n".join(f"| {n} | GitHub Actions secret |" for n in names),
            f"Error: environment variable {names[0]} is not set",
        ]
    ), "docs"


def o_prose(g):
    return g.pick(
        [
            "Passwords are hashed with argon2id (memory 64 MiB, 3 iterations); tokens expire after 15 minutes.",
            "Never paste an API token into an issue; rotate it at once if you do, then revoke the old one.",
            'psql: error: connection to server failed: FATAL:  password authentication failed for user "app"',
            "remote: Invalid username or password.\nfatal: Authentication failed for 'https://git.corp.example/team/repo.git/'",
            "The session cookie is HttpOnly and Secure; the CSRF token is rotated on every login.",
            f"We moved the signing key to KMS (key id {g.uuid()}); nothing in the repo holds key material now.",
            "401 Unauthorized: the access token is expired or revoked. Refresh it with the refresh token flow.",
            "Use `gh auth login` once; the CLI stores the token in the OS keychain, not in a file.",
        ]
    ), "prose"


def o_db_output(g):
    rows = "\n".join(
        f" {g.r.randint(1, 9999):>5} | {g.user():<12} | {g.uuid()} | {g.date()}"
        for _ in range(g.r.randint(2, 5))
    )
    return (
        f"  id   | login        | external_id                          | created\n------+--------------+--------------------------------------+-----------\n{rows}",
        "db",
    )


def o_source(g):
    return g.pick(
        [
            f'CACHE_KEY = "v{g.r.randint(1, 9)}:{g.hexs(16)}"',
            f'const BUILD_ID = "{g.hexs(40)}";',
            f'let correlation = "{g.uuid()}"',
            'password_min_length = 12\npassword_hash_scheme = "argon2id"',
            f'@pytest.mark.parametrize("digest", ["{g.hexs(64)}", "{g.hexs(64)}"])',
            "def check_password(plain: str, hashed: str) -> bool:\n    return argon2.verify(hashed, plain)",
            'String TOKEN_HEADER = "Authorization"; // bearer token goes here at runtime',
        ]
    ), "source"


def o_env_plain(g):
    lines = [
        f"APP_ENV={g.pick(['prod', 'staging'])}",
        f"PORT={g.r.randint(3000, 9000)}",
        f"DB_HOST={g.host()}",
        f"DB_USER={g.user()}",
        "DB_PASSWORD_FILE=/run/secrets/db_password",
        f"RELEASE={g.hexs(12)}",
        f"FEATURE_FLAGS=search,{g.pick(['export', 'beta'])}",
        "TOKEN_TTL_SECONDS=900",
    ]
    return "\n".join(g.r.sample(lines, g.r.randint(3, 7))), "dotenv"


def o_ci_plain(g):
    return (
        f"Run actions/checkout@{g.hexs(40)}\nSyncing repository: acme/{g.pick(['api', 'web'])}\n"
        f"Getting Git version info\n::add-mask::***\nToken: ***\nCache restored from key: node-cache-Linux-{g.hexs(64)}\n"
        f"Job {g.uuid()} completed in {g.r.randint(20, 600)}s"
    ), "ci-log"


def o_http_plain(g):
    return (
        f"> POST /oauth/token HTTP/1.1\n> Host: {g.host()}\n> Content-Type: application/x-www-form-urlencoded\n"
        f'> Authorization: [filtered]\n< HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Bearer error="invalid_token"\n'
        f"< X-Request-Id: {g.uuid()}"
    ), "http"


def o_ansible_vault(g):
    lines = "\n".join(g.hexs(80) for _ in range(g.r.randint(3, 6)))
    return "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(
        "  " + ln for ln in lines.split("\n")
    ), "ansible"


def o_kubeconfig_ca(g):
    ca = g.b64(600)
    return (
        f"clusters:\n- cluster:\n    certificate-authority-data: {ca}\n"
        f"    server: https://{g.host()}:6443\n  name: prod\nusers:\n- name: ci\n  user:\n"
        "    exec:\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]"
    ), "kubeconfig"


def o_jwks(g):
    key = {
        "kty": "RSA",
        "kid": g.hexs(16),
        "use": "sig",
        "alg": "RS256",
        "n": g.b64url(256),
        "e": "AQAB",
    }
    return json.dumps({"keys": [key]}, indent=2), "json"


def o_sri(g):
    return (
        f'<script src="https://cdn.example.net/lib-{g.version()}.min.js" '
        f'integrity="sha384-{g.b64(48)}" crossorigin="anonymous"></script>'
    ), "html"


def o_uuid_config(g):
    return (
        f'[project]\nid = "{g.uuid()}"\nworkspace = "{g.uuid()}"\n'
        f'cache_salt_version = {g.r.randint(1, 9)}\nrevision = "{g.hexs(40)}"'
    ), "toml"


ORD_GENS = [v for k, v in sorted(globals().items()) if k.startswith("o_")]
