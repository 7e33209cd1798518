# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Ordinary rows: memories with no secret, built to look as close to a secret
as honest text gets (digests, ids, placeholders, references, public keys,
ciphertext meant for git, credential words in many languages).
"""

from __future__ import annotations

from collections.abc import Callable

from _gen import BECH32, Gen, b64blob, mapbox_user
from _ordinary_more import MORE_ORDINARY, VENDOR_PUBLIC
from _prose_ordinary import ENV_NAMES, PROSE_ORDINARY, PROSE_ORDINARY_EXTRA

T = Callable[[Gen], str]


ORDINARY: dict[str, list[T]] = {
    "config": [
        lambda g: (
            f"DB_HOST={g.host()}\nDB_PORT={g.port()}\nDB_USER={g.user()}\nDB_PASSWORD=${{DB_PASSWORD}}\nDB_NAME={g.svc()}"
        ),
        lambda g: (
            f"database:\n  host: {g.host()}\n  password: ${{{{ secrets.DB_PASSWORD }}}}\n  pool: {g.rng.randint(2, 40)}"
        ),
        lambda g: (
            f"spring.datasource.url=jdbc:postgresql://{g.host()}:5432/{g.svc()}\nspring.datasource.password=${{SPRING_DATASOURCE_PASSWORD}}"
        ),
        lambda g: (
            f"# .env.example\nSTRIPE_SECRET_KEY=sk_live_your_key_here\nOPENAI_API_KEY=<your-openai-key>\nPORT={g.port()}"
        ),
        lambda g: (
            f"API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nAPI_URL=https://api.{g.svc()}.acme.dev/v{g.rng.randint(1, 4)}"
        ),
        lambda g: f'password: "********"\nusername: {g.user()}\nhost: {g.host()}',
        lambda g: (
            f'sops:\n  age:\n    - recipient: age1{g.chars(BECH32.lower(), 58)}\n  lastmodified: "{g.date()}T10:00:00Z"\n  mac: ENC[AES256_GCM,data:{b64blob(g, 48)},iv:{b64blob(g, 24)},tag:{b64blob(g, 12)},type:str]\n  version: 3.8.1'
        ),
        lambda g: (
            f"config:\n  {g.svc()}:dbPassword:\n    secure: v1:{b64blob(g, 12)}:{b64blob(g, 40)}"
        ),
        lambda g: f"$ANSIBLE_VAULT;1.1;AES256\n{g.hx(64)}\n{g.hx(64)}\n{g.hx(40)}",
        lambda g: (
            f'{{\n  "projectId": "{g.svc()}-{g.dg(5)}",\n  "storageBucket": "{g.svc()}-{g.dg(5)}.appspot.com",\n  "messagingSenderId": "{g.dg(12)}",\n  "appId": "1:{g.dg(12)}:web:{g.hx(22)}"\n}}'
        ),
        lambda g: (
            f"<key>CFBundleIdentifier</key>\n<string>dev.acme.{g.svc()}</string>\n<key>CFBundleShortVersionString</key>\n<string>{g.semver()}</string>"
        ),
        lambda g: (
            f"STRIPE_PUBLISHABLE_KEY=pk_live_{g.an(24)}\nNEXT_PUBLIC_API_BASE=https://api.acme.dev"
        ),
        lambda g: f"MAPBOX_PUBLIC_TOKEN=pk.{mapbox_user(g)}.{g.b64u(22)}",
        lambda g: (
            f"GOOGLE_CLIENT_ID={g.dg(12)}-{g.lo(32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET="
        ),
        lambda g: f"SENTRY_DSN=https://{g.hx(32)}@o{g.dg(6)}.ingest.sentry.io/{g.dg(7)}",
        lambda g: (
            f'[tool.poetry.dependencies]\npython = "^3.{g.rng.randint(9, 13)}"\nkeyring = "^{g.semver()}"\nsecretstorage = "{g.semver()}"'
        ),
        lambda g: (
            f"token_ttl_seconds: {g.rng.choice([300, 900, 3600])}\npassword_min_length: {g.rng.randint(8, 16)}\nsecret_rotation_days: {g.rng.randint(30, 90)}"
        ),
        lambda g: f"ALGOLIA_APP_ID={g.up(10)}\nALGOLIA_INDEX={g.svc()}_prod",
        lambda g: f"TWILIO_ACCOUNT_SID=AC{g.hx(32)}\nTWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}",
        lambda g: (
            f"auth:\n  oidc:\n    issuer: https://login.acme.dev/realms/{g.svc()}\n    client_id: {g.svc()}-web\n    client_secret_file: /run/secrets/oidc_client_secret"
        ),
    ],
    "code": [
        lambda g: f'API_KEY = os.environ["{g.svc().upper()}_API_KEY"]',
        lambda g: (
            f"const token = process.env.GITHUB_TOKEN; // never hardcode, see #{g.rng.randint(100, 999)}"
        ),
        lambda g: f'password = getpass.getpass("Password for {g.user()}@{g.host()}: ")',
        lambda g: (
            f'EMPTY_SHA256 = "{g.sha256()}"\nassert hashlib.sha256(data).hexdigest() != EMPTY_SHA256'
        ),
        lambda g: f'FIXTURE_PNG = "{b64blob(g, 60)}"',
        lambda g: f'TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{{{g.rng.randint(20, 40)}}}$")',
        lambda g: (
            'def rotate_secret(name: str, *, dry_run: bool = False) -> None:\n    """Ask Vault for a new version of `name`; never log the value."""'
        ),
        lambda g: (
            f"password_field = forms.CharField(widget=forms.PasswordInput, min_length={g.rng.randint(8, 14)})"
        ),
        lambda g: f'const REQUEST_ID = "{g.uuid()}";\nconst TRACE_ID = "{g.hx(32)}";',
        lambda g: 'if (!secret) throw new Error("JWT_SECRET is not set");',
        lambda g: 'String password = System.getenv("DB_PASSWORD");',
        lambda g: (
            f'@pytest.fixture\ndef fake_token():\n    return "test-token-{g.rng.randint(1, 99)}"'
        ),
        lambda g: (
            f"color: #{g.hx(6)};\nbackground: linear-gradient(90deg, #{g.hx(6)} 0%, #{g.hx(6)} 100%);"
        ),
        lambda g: f'key := fmt.Sprintf("cache:%s:%d", userID, {g.rng.randint(1, 9)})',
        lambda g: 'mask = lambda s: s[:4] + "*" * (len(s) - 4)  # keeps ghp_ prefix visible',
        lambda g: f'creds = boto3.Session(profile_name="{g.svc()}-prod").get_credentials()',
        lambda g: 'secretKeyRef := corev1.SecretKeySelector{Key: "password"}',
        lambda g: f"// commit {g.sha1()} fixed the token refresh race",
        lambda g: (
            f'self.assertEqual(redact(sample), "password=[REDACTED]")  # case {g.rng.randint(1, 500)}'
        ),
        lambda g: f"ETAG = 'W/\"{g.hx(16)}-{g.hx(8)}\"'",
    ],
    "url_dsn": [
        lambda g: f"DATABASE_URL=postgres://{g.user()}@{g.host()}:5432/{g.svc()}",
        lambda g: f"postgresql://{g.user()}:${{PGPASSWORD}}@{g.host()}/{g.svc()}",
        lambda g: f"redis://{g.host()}:6379/{g.rng.randint(0, 15)}",
        lambda g: f"https://github.com/acme/{g.svc()}/commit/{g.sha1()}",
        lambda g: (
            f"https://api.acme.dev/v2/{g.svc()}?page={g.rng.randint(1, 50)}&per_page=100&sort=created_at"
        ),
        lambda g: f"mongodb://{g.host()}:27017/{g.svc()}?replicaSet=rs0&authSource=admin",
        lambda g: f"git@github.com:acme/{g.svc()}.git",
        lambda g: (
            f"https://{g.svc()}.s3.eu-west-1.amazonaws.com/releases/{g.semver()}/{g.svc()}-linux-amd64.tar.gz"
        ),
        lambda g: f"https://registry.npmjs.org/@acme/{g.svc()}/-/{g.svc()}-{g.semver()}.tgz",
        lambda g: f"https://www.youtube.com/watch?v={g.b64u(11)}&t={g.rng.randint(10, 900)}s",
        lambda g: f"https://docs.google.com/document/d/{g.b64u(44)}/edit",
        lambda g: f"jdbc:postgresql://{g.host()}:5432/{g.svc()}?user={g.user()}&ssl=true",
        lambda g: f"https://{g.user()}@bitbucket.org/acme/{g.svc()}.git",
        lambda g: f"http://localhost:{g.port()}/callback?code=&state={g.hx(16)}",
    ],
    "cred_file": [
        lambda g: (
            f"[default]\nregion = eu-west-1\noutput = json\n\n[profile {g.svc()}-prod]\nrole_arn = arn:aws:iam::{g.dg(12)}:role/{g.svc()}-deployer\nsource_profile = default"
        ),
        lambda g: f"machine github.com\n  login {g.user()}\n  password <redacted>",
        lambda g: (
            "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com"
        ),
        lambda g: (
            '{\n  "credsStore": "desktop",\n  "auths": {"ghcr.io": {}, "registry.acme.dev": {}}\n}'
        ),
        lambda g: (
            f"Host {g.svc()}-bastion\n  HostName {g.ip()}\n  User {g.user()}\n  IdentityFile ~/.ssh/id_ed25519\n  ForwardAgent no"
        ),
        lambda g: f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(43)} {g.user()}@laptop",
        lambda g: (
            f"{g.host()} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{g.b64(87)}="
        ),
        lambda g: (
            '[registries.acme]\nindex = "sparse+https://cargo.acme.dev/index/"\ncredential-provider = "cargo:token"'
        ),
        lambda g: "[pypi]\nusername = __token__\npassword = ${PYPI_API_TOKEN}",
        lambda g: (
            f"credential.helper=osxkeychain\nuser.email={g.user()}@acme.dev\nuser.signingkey={g.up(16)}"
        ),
    ],
    "http_header": [
        lambda g: "Authorization: Bearer <token>\nContent-Type: application/json",
        lambda g: (
            f'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token"\nX-Request-Id: {g.uuid()}'
        ),
        lambda g: (
            f'ETag: "{g.hx(32)}"\nCache-Control: max-age={g.rng.randint(60, 86400)}\nContent-Length: {g.rng.randint(100, 99999)}'
        ),
        lambda g: f'curl -H "Authorization: Bearer $API_TOKEN" https://api.acme.dev/{g.svc()}',
        lambda g: (
            f"X-Amz-Date: 2026{g.rng.randint(10, 12)}0{g.rng.randint(1, 9)}T{g.rng.randint(10, 23)}0000Z\nX-Amz-Content-Sha256: {g.sha256()}"
        ),
        lambda g: f"Authorization: Bearer ***\nX-Trace: {g.hx(32)}",
        lambda g: f"traceparent: 00-{g.hx(32)}-{g.hx(16)}-01",
        lambda g: (
            f"Set-Cookie: theme=dark; Path=/; Max-Age={g.rng.randint(1000, 9999999)}\nSet-Cookie: lang=de; Path=/"
        ),
        lambda g: f"Sec-WebSocket-Accept: {b64blob(g, 20)}",
        lambda g: f"Content-Security-Policy: script-src 'self' 'sha256-{b64blob(g, 32)}'",
        lambda g: f'If-None-Match: "{g.hx(40)}"\nUser-Agent: {g.svc()}-client/{g.semver()}',
        lambda g: f"Digest: sha-256={b64blob(g, 32)}",
    ],
    "jwt_session": [
        lambda g: f'{{"alg": "RS256", "kid": "{g.hx(40)}", "typ": "JWT"}}',
        lambda g: (
            f'{{"keys": [{{"kty": "RSA", "kid": "{g.hx(16)}", "use": "sig", "n": "{g.b64u(342)}", "e": "AQAB"}}]}}'
        ),
        lambda g: (
            f"token expired for jti={g.uuid()} sub={g.rng.randint(1000, 99999)}, asked the user to sign in again"
        ),
        lambda g: (
            f"SESSION_COOKIE_NAME=sid\nSESSION_TTL={g.rng.randint(600, 86400)}\nSESSION_SECRET_FILE=/run/secrets/session"
        ),
        lambda g: (
            f"The access token is a JWT: header.payload.signature, base64url; we only verify `exp` and `aud` ({g.svc()})."
        ),
        lambda g: "Authorization: Bearer eyJ...<truncated>",
        lambda g: (
            f"refresh_token rotation enabled in {g.svc()} since {g.semver()}; old tokens revoked by family id {g.uuid()}"
        ),
    ],
    "private_key": [
        lambda g: f"-----BEGIN PUBLIC KEY-----\n{g.key_body(294)}\n-----END PUBLIC KEY-----",
        lambda g: f"-----BEGIN CERTIFICATE-----\n{g.key_body(820)}\n-----END CERTIFICATE-----",
        lambda g: f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.b64(200)} deploy@ci",
        lambda g: (
            f"tls:\n  secretName: {g.svc()}-tls  # cert-manager issues the key, nothing stored here"
        ),
        lambda g: (
            f"-----BEGIN CERTIFICATE REQUEST-----\n{g.key_body(600)}\n-----END CERTIFICATE REQUEST-----"
        ),
        lambda g: f"ssh-keygen -t ed25519 -C \"{g.user()}@acme.dev\" -f ~/.ssh/id_{g.svc()} -N ''",
        lambda g: f"SHA256:{g.b64(43)} {g.user()}@laptop (ED25519)",
        lambda g: f"age1{g.chars(BECH32.lower(), 58)}  # public recipient for sops",
        lambda g: (
            f'gpg: key {g.up(16)}: public key "Release Bot <release@acme.dev>" imported\nPrimary key fingerprint: {" ".join(g.up(4) for _ in range(10))}'
        ),
    ],
    "ci_log": [
        lambda g: (
            "Run docker login -u ${{ secrets.DOCKER_USER }} -p ${{ secrets.DOCKER_PASS }} ghcr.io\nLogin Succeeded"
        ),
        lambda g: f"+ echo ***\n***\n##[group]Run actions/checkout@{g.sha1()}",
        lambda g: (
            f"npm warn deprecated {g.svc()}@{g.semver()}: use @acme/{g.svc()} instead\nadded {g.rng.randint(100, 1500)} packages in {g.rng.randint(3, 90)}s"
        ),
        lambda g: (
            f"#12 [build 4/9] RUN --mount=type=secret,id=npmrc,target=/home/node/.npmrc npm ci\n#12 DONE {g.rng.randint(10, 99)}.{g.rng.randint(0, 9)}s"
        ),
        lambda g: (
            f"Successfully built {g.hx(12)}\nSuccessfully tagged acme/{g.svc()}:{g.semver()}\nsha256:{g.sha256()}"
        ),
        lambda g: (
            f'Traceback (most recent call last):\n  File "/app/{g.svc()}/auth.py", line {g.rng.randint(10, 400)}, in check_password\n    raise InvalidPassword(user_id)\nauth.errors.InvalidPassword: {g.rng.randint(1, 99999)}'
        ),
        lambda g: (
            '  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n    }'
        ),
        lambda g: (
            f"Looking in indexes: https://{g.user()}:****@pypi.acme.dev/simple\nCollecting {g.svc()}=={g.semver()}"
        ),
        lambda g: (
            f"[{g.time()}] WARN  token for client {g.uuid()} expires in {g.rng.randint(1, 59)} minutes"
        ),
        lambda g: (
            f'ERROR: password authentication failed for user "{g.user()}"\nFATAL: no pg_hba.conf entry for host "{g.ip()}"'
        ),
        lambda g: (
            f'Error: secret "{g.svc()}-db" not found\n  at fetchSecret (/app/node_modules/@acme/config/index.js:{g.rng.randint(10, 300)}:{g.rng.randint(1, 40)})'
        ),
        lambda g: (
            f"Downloaded https://repo.maven.apache.org/maven2/org/{g.svc()}/{g.svc()}-core/{g.semver()}/{g.svc()}-core-{g.semver()}.jar ({g.rng.randint(10, 900)} kB)"
        ),
        lambda g: (
            f'java.lang.NullPointerException: Cannot invoke "String.length()" because "password" is null\n\tat com.acme.{g.svc()}.Login.check(Login.java:{g.rng.randint(10, 200)})'
        ),
        lambda g: (
            f"Resolved {g.rng.randint(20, 300)} packages in {g.rng.randint(1, 900)}ms\n + {g.svc()}=={g.semver()}"
        ),
    ],
    "infra": [
        lambda g: (
            f"        env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: {g.svc()}-db\n              key: password"
        ),
        lambda g: f"image: ghcr.io/acme/{g.svc()}@sha256:{g.sha256()}",
        lambda g: (
            f'data "aws_secretsmanager_secret_version" "db" {{\n  secret_id = "arn:aws:secretsmanager:eu-west-1:{g.dg(12)}:secret:{g.svc()}/db-{g.an(6)}"\n}}'
        ),
        lambda g: f'password = data.vault_generic_secret.{g.svc()}.data["password"]',
        lambda g: (
            f"services:\n  db:\n    image: postgres:{g.rng.randint(12, 17)}\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password"
        ),
        lambda g: (
            "RUN --mount=type=secret,id=github_token GITHUB_TOKEN=$(cat /run/secrets/github_token) go mod download"
        ),
        lambda g: (
            f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {g.svc()}-db\nspec:\n  encryptedData:\n    password: Ag{b64blob(g, 180)}"
        ),
        lambda g: (
            f"- name: Deploy\n  env:\n    TOKEN: ${{{{ secrets.DEPLOY_TOKEN }}}}\n  run: ./deploy.sh {g.svc()}"
        ),
        lambda g: (
            "variables:\n  DOCKER_AUTH_CONFIG: $CI_DOCKER_AUTH\n  IMAGE_TAG: $CI_COMMIT_SHORT_SHA"
        ),
        lambda g: (
            f"withCredentials([usernamePassword(credentialsId: '{g.svc()}-nexus', usernameVariable: 'U', passwordVariable: 'P')]) {{\n  sh 'mvn deploy -s settings.xml'\n}}"
        ),
        lambda g: f'ansible_password: "{{{{ vault_{g.svc()}_password }}}}"',
        lambda g: (
            f"[Service]\nLoadCredential=db-pass:/etc/credstore/{g.svc()}-db\nExecStart=/usr/bin/{g.svc()} --password-file=%d/db-pass"
        ),
        lambda g: (
            f"0 3 * * * /usr/local/bin/backup.sh --config /etc/backup/{g.svc()}.conf >> /var/log/backup.log 2>&1"
        ),
        lambda g: (
            f'resource "random_password" "db" {{\n  length  = {g.rng.randint(16, 40)}\n  special = true\n}}'
        ),
        lambda g: "password: {{ .Values.postgresql.auth.password | quote }}",
        lambda g: f"arn:aws:kms:eu-central-1:{g.dg(12)}:key/{g.uuid()}",
        lambda g: (
            f"ExternalSecret {g.svc()}-creds -> remoteRef key: prod/{g.svc()}/db property: password (synced {g.date()})"
        ),
        lambda g: (
            f'annotations:\n  vault.hashicorp.com/agent-inject-secret-db: "database/creds/{g.svc()}-role"'
        ),
    ],
    "sql": [
        lambda g: f"CREATE USER {g.user()} WITH PASSWORD :'db_password';",
        lambda g: f"ALTER USER {g.user()} WITH PASSWORD NULL;  -- login disabled",
        lambda g: (
            f"SELECT id, email, password_reset_at FROM users WHERE id = {g.rng.randint(1, 99999)};"
        ),
        lambda g: (
            "CREATE TABLE api_tokens (\n  id uuid PRIMARY KEY,\n  token_hash bytea NOT NULL,\n  created_at timestamptz DEFAULT now()\n);"
        ),
        lambda g: (
            f"INSERT INTO migrations (version, checksum) VALUES ('{g.date().replace('-', '')}{g.dg(4)}', '{g.hx(32)}');"
        ),
        lambda g: f"GRANT SELECT ON ALL TABLES IN SCHEMA {g.svc()} TO readonly;",
        lambda g: (
            f"UPDATE users SET password_hash = NULL, must_reset = true WHERE last_login < '{g.date()}';"
        ),
        lambda g: f"EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = '{g.uuid()}';",
        lambda g: (
            "CREATE EXTENSION IF NOT EXISTS pgcrypto;\nSELECT encode(digest('x', 'sha256'), 'hex');"
        ),
        lambda g: (
            f"SELECT rolname, rolpassword IS NOT NULL AS has_pw FROM pg_authid WHERE rolname = '{g.user()}';"
        ),
    ],
    "cli_password": [
        lambda g: f"mysql -u {g.user()} -p -h {g.host()} {g.svc()}",
        lambda g: f'psql "host={g.host()} dbname={g.svc()} user={g.user()} sslmode=verify-full"',
        lambda g: f"docker login ghcr.io -u {g.user()} --password-stdin < ~/.config/ghcr-token",
        lambda g: f"ssh -i ~/.ssh/id_ed25519 {g.user()}@{g.ip()} -p {g.rng.randint(2200, 2299)}",
        lambda g: (
            f"kubectl create secret generic {g.svc()}-db --from-file=password=./db-password.txt"
        ),
        lambda g: (
            f"aws secretsmanager get-secret-value --secret-id {g.svc()}/prod/db --query SecretString --output text | jq -r .password > /dev/null"
        ),
        lambda g: f"vault kv get -field=password secret/{g.svc()}/db",
        lambda g: f'op read "op://Engineering/{g.svc()} DB/password"',
        lambda g: "gh secret set DEPLOY_KEY < deploy_key  # value never echoed",
        lambda g: f"git log --oneline {g.sha1()[:7]}..{g.sha1()[:7]} -- src/auth/",
        lambda g: (
            f"openssl rand -hex {g.rng.choice([16, 32])} | kubectl create secret generic {g.svc()}-key --from-file=key=/dev/stdin"
        ),
        lambda g: f"pass show infra/{g.svc()}/db | head -1 | xclip -sel clip",
    ],
}

for _fam, _tpls in MORE_ORDINARY.items():
    ORDINARY[_fam].extend(_tpls)


def ordinary_rows(g: Gen, per_template: int) -> list[tuple[str, str, str]]:
    """(text, family, lang) rows: each template `per_template` times, then prose."""
    rows: list[tuple[str, str, str]] = []
    for family, tpls in ORDINARY.items():
        for tpl in tpls:
            for _ in range(per_template):
                rows.append((tpl(g), family, "en"))
    for lang, sents in PROSE_ORDINARY.items():
        for sent in sents:
            for _ in range(4):
                text = sent.format(s=g.svc(), d=g.date(), n=g.rng.randint(8, 20))
                rows.append((text, "prose", lang))
    return rows + extra_rows(g, per_template)


def extra_rows(g: Gen, per_template: int) -> list[tuple[str, str, str]]:
    """More multilingual prose and the public-id rows, as (text, family, lang)."""
    rows: list[tuple[str, str, str]] = []
    for lang, sents in PROSE_ORDINARY_EXTRA.items():
        for sent in sents:
            for _ in range(3):
                text = sent.format(sha=g.sha1(), env=g.pick(ENV_NAMES), uuid=g.uuid())
                rows.append((text, "prose", lang))
    for vendor, tpls in VENDOR_PUBLIC.items():
        for tpl in tpls:
            for _ in range(per_template):
                rows.append((tpl(g), f"vendor_key:{vendor}", "en"))
    return rows


__all__ = ["ORDINARY", "PROSE_ORDINARY", "ordinary_rows"]
