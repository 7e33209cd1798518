"""rows_ordinary templates, part 3 of 3 (split only to keep modules small)."""

import base64
import json

from rows_prose import ordinary_prose


def masked(g):
    return g.pick(
        [
            (f"Token: ghp_{'*' * 32}{g.alnum(4)}\nExpires: {g.date()}\n", "text"),
            (
                f"AccessKeyId: AKIA************{g.s('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 4)}  (masked)\n",
                "text",
            ),
            ("password: ********\nsecret_key: [REDACTED]\napi_key: <hidden>\n", "yaml"),
            (f"Card key sk_live_••••{g.digits(4)} saved; last used {g.date()}.\n", "text"),
        ]
    )


def changelog(g):
    return (
        f"## [{g.ver()}] - {g.date()}\n### Fixed\n- Token refresh no longer races on startup (#{g.n(100, 4000)}, {g.hex(7)}).\n"
        f"- Password reset emails respect locale.\n### Security\n- Bumped `ring` to {g.ver()} (GHSA-{g.lower(4)}-{g.lower(4)}-{g.lower(4)}).\n\n"
        f"**Full Changelog**: https://github.com/{g.name()}/{g.word()}/compare/v{g.ver()}...v{g.ver()}\n"
    ), "markdown"


def checksums(g):
    return "\n".join(
        f"{g.sha256()}  {g.word()}-{g.ver()}-{g.pick(['linux-amd64', 'darwin-arm64', 'windows-amd64.exe'])}.tar.gz"
        for _ in range(g.n(2, 5))
    ) + "\n", "text"


def public_keys(g):
    return g.pick(
        [
            (
                f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(30)[:43]} {g.name()}@{g.host()}\n",
                "ssh",
            ),
            (
                f"{g.host()} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI{g.b64(96)}\n",
                "known-hosts",
            ),
            (
                "-----BEGIN PUBLIC KEY-----\n"
                + "\n".join(g.pem_lines(4))
                + "\n-----END PUBLIC KEY-----\n",
                "pem",
            ),
            (
                "-----BEGIN CERTIFICATE-----\n"
                + "\n".join(g.pem_lines(8))
                + "\n-----END CERTIFICATE-----\n",
                "pem",
            ),
            (f"256 SHA256:{g.b64(32)[:43]} {g.name()}@{g.host()} (ED25519)\n", "ssh"),
            (
                f"pub   ed25519 {g.date()} [SC]\n      {g.hex(40).upper()}\nuid           [ultimate] {g.name()} <{g.name()}@{g.host()}>\n",
                "gpg",
            ),
            (
                json.dumps(
                    {
                        "keys": [
                            {
                                "kty": "RSA",
                                "kid": g.b64url(43),
                                "use": "sig",
                                "n": g.b64url(342),
                                "e": "AQAB",
                            }
                        ]
                    }
                ),
                "jwks",
            ),
        ]
    )


def signatures(g):
    return g.pick(
        [
            (
                f'Verification for ghcr.io/{g.name()}/{g.word()}@sha256:{g.sha256()} --\nThe following checks were performed:\n  - The signatures were verified against the specified public key\n[{{"critical":{{"image":{{"docker-manifest-digest":"sha256:{g.sha256()}"}}}},"optional":{{"Signature":"MEUCIQ{g.b64(66)}"}}}}]\n',
                "cosign",
            ),
            (
                f'<script src="https://cdn.{g.host()}/lib.min.js" integrity="sha384-{g.b64(48)}" crossorigin="anonymous"></script>\n',
                "html",
            ),
            (
                f"add_header Content-Security-Policy \"script-src 'self' 'nonce-{g.b64(16)}' 'sha256-{g.b64(32)}'\";\n",
                "nginx",
            ),
        ]
    )


def publishable(g):
    return g.pick(
        [
            (
                f"const stripe = Stripe('pk_live_{g.alnum(24)}{g.alnum(g.pick([0, 75]))}');\n",
                "javascript",
            ),
            (
                f"<key>GIDClientID</key>\n<string>{g.digits(12)}-{g.lower(32)}.apps.googleusercontent.com</string>\n",
                "plist",
            ),
            (
                f'Sentry.init({{ dsn: "https://{g.hex(32)}@o{g.digits(6)}.ingest.sentry.io/{g.digits(7)}", tracesSampleRate: 0.2 }});\n',
                "javascript",
            ),
            (
                f"sentry-trace: {g.hex(32)}-{g.hex(16)}-0\nbaggage: sentry-environment=production,sentry-public_key={g.hex(32)},sentry-trace_id={g.hex(32)}\n",
                "http",
            ),
            (f"GITHUB_CLIENT_ID=Iv1.{g.hex(16)}\nGITHUB_APP_ID={g.digits(6)}\n", "dotenv"),
        ]
    )


def secret_names(g):
    return g.pick(
        [
            (
                "NAME                     UPDATED\n"
                + "\n".join(
                    f"{n}  {g.date()}"
                    for n in [
                        "NPM_TOKEN",
                        "PYPI_API_TOKEN",
                        "AWS_SECRET_ACCESS_KEY",
                        "SLACK_WEBHOOK_URL",
                    ][: g.n(2, 4)]
                )
                + "\n",
                "gh-cli",
            ),
            (
                "Required env: `GITLAB_TOKEN` (a personal access token starting with `glpat-`), `SLACK_BOT_TOKEN` (starts with `xoxb-`) and `AWS_SECRET_ACCESS_KEY`.\n",
                "markdown",
            ),
            (
                f'export {g.word().upper()}_PASSWORD="$(vault kv get -field=password secret/{g.word()})"\n',
                "shell",
            ),
        ]
    )


def ids_misc(g):
    return g.pick(
        [
            (
                f"build_id: 01H{g.s('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}\nnonce: {g.b64(16)}\nrequest_id: {g.uuid()}\n",
                "yaml",
            ),
            (
                f"/nix/store/{g.s('0123456789abcdfghijklmnpqrsvwxyz', 32)}-{g.word()}-{g.ver()}\n",
                "nix",
            ),
            (
                f"dist/assets/index-{g.b64url(8)}.js   {g.n(10, 400)}.{g.n(0, 99)} kB │ gzip: {g.n(5, 100)}.{g.n(0, 99)} kB\n_next/static/{g.b64url(21)}/_buildManifest.js\n",
                "vite-log",
            ),
            (
                f"Uploaded blob sha256:{g.sha256()} ({g.n(1, 900)} MB)\nmanifest digest: sha256:{g.sha256()}\n",
                "log",
            ),
        ]
    )


def base64_fixture(g):
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + g.raw(g.n(40, 120))).decode()
    return g.pick(
        [
            (f'ICON = base64.b64decode(\n    "{png}"\n)\n', "python"),
            (f'<img alt="logo" src="data:image/png;base64,{png}">\n', "html"),
            (
                f'  "outputs": [{{"data": {{"image/png": "{png}"}}, "output_type": "display_data"}}],\n  "id": "{g.hex(8)}"\n',
                "ipynb",
            ),
        ]
    )


def ide_files(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "configurations": [
                            {
                                "type": "node",
                                "request": "launch",
                                "name": "api",
                                "envFile": "${workspaceFolder}/.env",
                                "env": {"DEBUG": "app:*", "PORT": "3000"},
                            }
                        ]
                    },
                    indent=4,
                ),
                "json",
            ),
            (
                f'<configuration name="{g.word()}" type="GoApplicationRunConfiguration">\n  <envs>\n    <env name="APP_ENV" value="dev" />\n    <env name="DB_PASSWORD_FILE" value="$PROJECT_DIR$/.secrets/db" />\n  </envs>\n  <option name="id" value="{g.uuid()}" />\n</configuration>\n',
                "xml",
            ),
        ]
    )


def make_just(g):
    return g.pick(
        [
            (
                f"VERSION := $(shell git rev-parse --short HEAD)\nIMAGE_DIGEST ?= sha256:{g.sha256()}\n\nimage:\n\tdocker buildx build --secret id=npm,src=$(HOME)/.npmrc -t app:$(VERSION) .\n",
                "make",
            ),
            (
                f'set dotenv-load\n\ndeploy:\n    gh workflow run deploy.yml -f sha={g.sha1()}\n    echo "token comes from $GH_TOKEN"\n',
                "just",
            ),
        ]
    )


def infra_cfg(g):
    return g.pick(
        [
            (
                f'- name: Fetch release\n  ansible.builtin.get_url:\n    url: https://releases.{g.host()}/{g.word()}.tgz\n    checksum: sha256:{g.sha256()}\n  vars:\n    db_password: "{{{{ vault_db_password }}}}"\n',
                "yaml",
            ),
            (
                f"{g.word()}:\n  file.managed:\n    - source: salt://files/{g.word()}.tgz\n    - source_hash: sha256={g.sha256()}\n    - password: {{{{ pillar['db']['password'] }}}}\n",
                "yaml",
            ),
            (
                f"[Service]\nEnvironmentFile=/etc/{g.word()}/env\nLoadCredential=db-password:/etc/credstore/{g.word()}-db\nExecStart=/usr/bin/{g.word()}\n",
                "systemd",
            ),
            (
                f"_BOOT_ID={g.hex(32)}\n_MACHINE_ID={g.hex(32)}\nINVOCATION_ID={g.hex(32)}\nMESSAGE=Started {g.word()}.service\n",
                "journal",
            ),
            (
                f'location / {{\n    auth_basic "restricted";\n    auth_basic_user_file /etc/nginx/.htpasswd;\n    proxy_set_header Authorization $http_authorization;\n    proxy_pass http://{g.ip()}:{g.n(3000, 9000)};\n}}\n',
                "nginx",
            ),
            (
                f"{g.host()} {{\n\tbasicauth {{\n\t\t{{$ADMIN_USER}} {{$ADMIN_HASH}}\n\t}}\n\treverse_proxy {g.ip()}:8080\n}}\n",
                "caddy",
            ),
            (
                f"node.default['app']['db']['password'] = data_bag_item('secrets', '{g.word()}')['password']\n",
                "ruby",
            ),
        ]
    )


def rpc_traffic(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "query": "mutation Rotate($id: ID!) { rotateToken(id: $id) { lastFour createdAt } }",
                        "variables": {"id": g.uuid()},
                        "extensions": {"persistedQuery": {"version": 1, "sha256Hash": g.sha256()}},
                    }
                ),
                "graphql",
            ),
            (
                f"Resolved method descriptor:\nrpc GetOrder ( .orders.v1.GetOrderRequest ) returns ( .orders.v1.Order );\n\nResponse headers:\ncontent-type: application/grpc\nx-request-id: {g.uuid()}\ngrpc-trace-bin: {g.b64(29)}\n",
                "grpc",
            ),
        ]
    )


def mobile_cfg(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "project_info": {
                            "project_number": g.digits(12),
                            "project_id": f"{g.word()}-{g.lower(5)}",
                        },
                        "client": [
                            {
                                "client_info": {
                                    "mobilesdk_app_id": f"1:{g.digits(12)}:android:{g.hex(16)}"
                                },
                                "oauth_client": [
                                    {
                                        "client_id": f"{g.digits(12)}-{g.lower(32)}.apps.googleusercontent.com",
                                        "client_type": 3,
                                    }
                                ],
                            }
                        ],
                    },
                    indent=2,
                ),
                "json",
            ),
            (
                f"org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8\nandroid.useAndroidX=true\nVERSION_CODE={g.n(100, 9999)}\nRELEASE_STORE_PASSWORD=\n",
                "properties",
            ),
            (
                f"<key>CFBundleVersion</key>\n<string>{g.n(100, 9999)}</string>\n<key>MBXAccessToken</key>\n<string>pk.{g.b64url(60)}.{g.b64url(22)}</string>\n",
                "plist",
            ),
        ]
    )


def devtools_ok(g):
    return (
        f"curl 'https://{g.host()}/api/feed?cursor={g.b64url(24)}' \\\n  -H 'accept: application/json' \\\n  -H 'if-none-match: W/\"{g.hex(20)}\"' \\\n"
        f"  -H 'x-client-trace-id: {g.uuid()}' \\\n  --compressed\n"
    ), "shell"


def source_ok(g):
    h = g.sha256()
    u = g.uuid()
    return g.turn(
        "ordinary-source",
        [
            (
                "python",
                f'DB_PASSWORD = os.environ["DB_PASSWORD"]\nEXPECTED_SHA256 = "{h}"\nFIXTURE_ID = UUID("{u}")\n',
            ),
            (
                "go",
                f'token := os.Getenv("GITHUB_TOKEN")\nconst wantDigest = "{h}"\nvar testID = uuid.MustParse("{u}")\n',
            ),
            ("javascript", f"const apiKey = process.env.API_KEY;\nconst EMPTY_HASH = '{h}';\n"),
            (
                "typescript",
                f"const token: string = requireEnv('NPM_TOKEN');\nexport const SCHEMA_ID = '{u}';\n",
            ),
            (
                "java",
                f'String password = System.getenv("DB_PASSWORD");\nstatic final String CHECKSUM = "{h}";\n',
            ),
            ("ruby", f'token = ENV.fetch("GITHUB_TOKEN")\nDIGEST = "{h}".freeze\n'),
            ("php", f"$password = getenv('DB_PASSWORD');\nconst BUILD_ID = '{u}';\n"),
            (
                "csharp",
                f'var secret = builder.Configuration["Jwt:Secret"];\nconst string Etag = "{g.hex(32)}";\n',
            ),
            ("rust", f'let token = std::env::var("CRATES_TOKEN")?;\nconst DIGEST: &str = "{h}";\n'),
            (
                "kotlin",
                f'val password = System.getenv("KEYSTORE_PASSWORD") ?: error("missing")\nconst val TRACE = "{g.hex(32)}"\n',
            ),
            (
                "swift",
                f'let token = ProcessInfo.processInfo.environment["API_TOKEN"]\nlet fixtureID = UUID(uuidString: "{u}")!\n',
            ),
            (
                "elixir",
                f'config :my_app, MyApp.Repo,\n  password: System.fetch_env!("DB_PASSWORD"),\n  migration_lock_id: "{u}"\n',
            ),
            ("scala", f'val password = sys.env("DB_PASSWORD")\nval expected = "{h}"\n'),
            ("dart", f"final token = Platform.environment['API_TOKEN'];\nconst digest = '{h}';\n"),
            ("lua", f'local token = os.getenv("API_TOKEN")\nlocal ETAG = "{g.hex(32)}"\n'),
            ("r", f'token <- Sys.getenv("GITHUB_PAT")\nexpected_md5 <- "{g.hex(32)}"\n'),
            ("perl", f"my $pass = $ENV{{DB_PASSWORD}} // die 'no password';\nmy $sha = '{h}';\n"),
            (
                "powershell",
                f"$token = $env:API_TOKEN\n$cred = Get-Secret -Name '{g.word()}-db'\n$Hash = '{h.upper()}'\n",
            ),
            (
                "haskell",
                f'main = do\n  tok <- getEnv "API_TOKEN"\n  let expected = "{h}" :: Text\n',
            ),
        ],
    )[::-1]


def prose(g):
    return ordinary_prose(g)


def oauth_meta(g):
    return g.pick(
        [
            (
                json.dumps(
                    {
                        "token_type": "Bearer",
                        "expires_in": 3600,
                        "scope": "repo read:org",
                        "token_id": g.uuid(),
                        "access_token": "[REDACTED]",
                    }
                ),
                "json",
            ),
            (
                json.dumps(
                    {
                        "issuer": f"https://{g.host()}",
                        "jwks_uri": f"https://{g.host()}/.well-known/jwks.json",
                        "token_endpoint_auth_methods_supported": [
                            "client_secret_basic",
                            "private_key_jwt",
                        ],
                        "client_id": g.uuid(),
                    }
                ),
                "json",
            ),
            (
                "password_hashing:\n  algorithm: argon2id\n  memory_kib: 65536\n  salt_length: 16\nsession:\n  cookie_name: __Host-sid\n  ttl: 12h\n",
                "yaml",
            ),
        ]
    )
