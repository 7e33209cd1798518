# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Ordinary rows: memories with no secret, built to look as close to a secret
as honest text gets (digests, ids, placeholders, references, public keys,
ciphertext meant for git, credential words in many languages).
"""

from __future__ import annotations

import base64
from collections.abc import Callable

from _gen import BASE32, BECH32, Gen

T = Callable[[Gen], str]


def _mapbox_user(g: Gen) -> str:
    raw = '{"u":"' + g.lo(8) + '"}'
    return base64.b64encode(raw.encode()).decode().rstrip("=")


def _b64blob(g: Gen, n: int) -> str:
    return base64.b64encode(bytes(g.rng.randrange(256) for _ in range(n))).decode()


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
            f'sops:\n  age:\n    - recipient: age1{g.chars(BECH32.lower(), 58)}\n  lastmodified: "{g.date()}T10:00:00Z"\n  mac: ENC[AES256_GCM,data:{_b64blob(g, 48)},iv:{_b64blob(g, 24)},tag:{_b64blob(g, 12)},type:str]\n  version: 3.8.1'
        ),
        lambda g: (
            f"config:\n  {g.svc()}:dbPassword:\n    secure: v1:{_b64blob(g, 12)}:{_b64blob(g, 40)}"
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
        lambda g: f"MAPBOX_PUBLIC_TOKEN=pk.{_mapbox_user(g)}.{g.b64u(22)}",
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
        lambda g: f'FIXTURE_PNG = "{_b64blob(g, 60)}"',
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
        lambda g: f"Sec-WebSocket-Accept: {_b64blob(g, 20)}",
        lambda g: f"Content-Security-Policy: script-src 'self' 'sha256-{_b64blob(g, 32)}'",
        lambda g: f'If-None-Match: "{g.hx(40)}"\nUser-Agent: {g.svc()}-client/{g.semver()}',
        lambda g: f"Digest: sha-256={_b64blob(g, 32)}",
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
            f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {g.svc()}-db\nspec:\n  encryptedData:\n    password: Ag{_b64blob(g, 180)}"
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

# Sentences that use credential words but carry no value, per language.
PROSE_ORDINARY: dict[str, list[str]] = {
    "en": [
        "Rotated the {s} database password today; the new one lives in 1Password under 'prod-{s}'.",
        "The password policy now requires at least {n} characters and a symbol.",
        "Never paste tokens into tickets; link the Vault path secret/data/{s} instead.",
        "The API key for {s} expired on {d}, so the nightly job failed with 401.",
        "We store only the bcrypt hash of each password, never the password itself.",
    ],
    "de": [
        "Das Passwort für {s} wurde am {d} rotiert, das neue liegt im Vault.",
        "Die Passwortrichtlinie verlangt mindestens {n} Zeichen.",
        "Bitte keine Tokens in Tickets kopieren, nur den Pfad secret/data/{s} verlinken.",
    ],
    "fr": [
        "Le mot de passe de {s} a été changé le {d} ; il est dans le coffre.",
        "La politique de mots de passe exige au moins {n} caractères.",
        "Ne jamais coller de jeton dans un ticket, donner seulement le chemin Vault secret/data/{s}.",
    ],
    "es": [
        "La contraseña de {s} se rotó el {d}; la nueva está en el gestor de secretos.",
        "La clave de API de {s} caducó, por eso el job nocturno devolvió 401.",
    ],
    "pt": [
        "A senha do {s} foi trocada em {d}; a nova está no cofre.",
        "Nunca cole tokens em issues, use a referência secret/data/{s}.",
    ],
    "it": [
        "La password di {s} è stata ruotata il {d}, la nuova è nel vault.",
        "Il token di {s} scade ogni {n} giorni.",
    ],
    "nl": [
        "Het wachtwoord van {s} is op {d} vervangen; het nieuwe staat in de kluis.",
        "De API-sleutel van {s} verloopt na {n} dagen.",
    ],
    "pl": [
        "Hasło do {s} zostało zmienione {d}, nowe jest w sejfie.",
        "Polityka haseł wymaga co najmniej {n} znaków.",
    ],
    "ru": [
        "Пароль от {s} сменили {d}, новый лежит в Vault.",
        "Токены в тикеты не вставляем, только путь secret/data/{s}.",
    ],
    "uk": [
        "Пароль до {s} змінено {d}, новий у сховищі секретів.",
        "Ключ API для {s} діє {n} днів.",
    ],
    "ja": [
        "{s} のパスワードは {d} にローテーションしました。新しいものは Vault にあります。",
        "トークンをチケットに貼らないでください。secret/data/{s} のパスだけ共有してください。",
    ],
    "zh": [
        "{s} 的密码已于 {d} 轮换，新密码保存在 Vault 中。",
        "密码策略要求至少 {n} 个字符。",
    ],
    "ko": [
        "{s} 비밀번호는 {d}에 교체했고 새 값은 Vault에 있습니다.",
        "토큰은 티켓에 붙여넣지 말고 secret/data/{s} 경로만 공유하세요.",
    ],
    "tr": [
        "{s} şifresi {d} tarihinde değiştirildi, yenisi kasada.",
        "Şifre politikası en az {n} karakter istiyor.",
    ],
    "sv": [
        "Lösenordet för {s} byttes {d}, det nya ligger i valvet.",
        "API-nyckeln för {s} går ut efter {n} dagar.",
    ],
    "cs": [
        "Heslo k {s} bylo změněno {d}, nové je v trezoru.",
        "Tokeny nevkládejte do tiketů, jen cestu secret/data/{s}.",
    ],
    "vi": [
        "Mật khẩu của {s} đã được đổi ngày {d}, mật khẩu mới nằm trong Vault.",
    ],
    "id": [
        "Kata sandi {s} sudah diganti pada {d}, yang baru ada di Vault.",
    ],
    "ar": [
        "تم تغيير كلمة مرور {s} في {d}، والجديدة محفوظة في الخزنة.",
    ],
    "hi": [
        "{s} का पासवर्ड {d} को बदला गया, नया वॉल्ट में है।",
    ],
    "fi": [
        "Palvelun {s} salasana vaihdettiin {d}, uusi on holvissa.",
    ],
    "he": [
        "הסיסמה של {s} הוחלפה ב-{d}, החדשה שמורה בכספת.",
    ],
    "el": [
        "Ο κωδικός του {s} άλλαξε στις {d}, ο νέος είναι στο vault.",
    ],
    "da": [
        "Adgangskoden til {s} blev skiftet {d}, den nye ligger i boksen.",
    ],
}


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


__all__ = ["ORDINARY", "PROSE_ORDINARY", "ordinary_rows", "BASE32"]

# Second-wave sentences per language: credential words next to hard negatives
# ({sha} a commit id, {env} an environment variable name, {uuid} a request id).
PROSE_ORDINARY_EXTRA: dict[str, list[str]] = {
    "en": [
        "Commit {sha} removed the hard-coded key; CI now reads {env} from the environment.",
        "Login failed with 'invalid credentials' (request {uuid}); the password itself was fine, the account was locked.",
    ],
    "de": [
        "Commit {sha} entfernt den fest eingetragenen Schlüssel; die Pipeline liest jetzt {env} aus der Umgebung.",
        "Anmeldung schlug fehl (Request {uuid}), das Passwort war richtig, aber das Konto gesperrt.",
    ],
    "fr": [
        "Le commit {sha} supprime la clé codée en dur ; la CI lit maintenant {env} depuis l'environnement.",
        "Échec de connexion (requête {uuid}) : le mot de passe était bon, le compte était verrouillé.",
    ],
    "es": [
        "El commit {sha} quita la clave incrustada; la CI ahora lee {env} del entorno.",
        "El inicio de sesión falló (petición {uuid}); la contraseña era correcta pero la cuenta estaba bloqueada.",
    ],
    "pt": [
        "O commit {sha} remove a chave fixa no código; o CI agora lê {env} do ambiente.",
        "O login falhou (requisição {uuid}); a senha estava certa, a conta estava bloqueada.",
    ],
    "it": [
        "Il commit {sha} elimina la chiave scritta nel codice; la CI ora legge {env} dall'ambiente.",
        "Accesso fallito (richiesta {uuid}): la password era giusta, l'account era bloccato.",
    ],
    "nl": [
        "Commit {sha} haalt de hardgecodeerde sleutel weg; de CI leest nu {env} uit de omgeving.",
        "Inloggen mislukte (verzoek {uuid}); het wachtwoord klopte, het account was geblokkeerd.",
    ],
    "pl": [
        "Commit {sha} usuwa klucz wpisany na sztywno; CI czyta teraz {env} ze środowiska.",
        "Logowanie nie powiodło się (żądanie {uuid}); hasło było dobre, konto zablokowane.",
    ],
    "ru": [
        "Коммит {sha} убирает зашитый в код ключ; CI теперь берёт {env} из окружения.",
        "Вход не удался (запрос {uuid}): пароль был верный, но учётная запись заблокирована.",
    ],
    "uk": [
        "Коміт {sha} прибирає ключ, зашитий у код; CI тепер читає {env} з оточення.",
        "Вхід не вдався (запит {uuid}): пароль правильний, обліковий запис заблоковано.",
    ],
    "ja": [
        "コミット {sha} でハードコードされたキーを削除し、CI は環境変数 {env} を読むようにしました。",
        "ログイン失敗（リクエスト {uuid}）。パスワードは正しく、アカウントがロックされていました。",
    ],
    "zh": [
        "提交 {sha} 删除了硬编码的密钥，CI 现在从环境变量 {env} 读取。",
        "登录失败（请求 {uuid}）：密码没错，是账号被锁定了。",
    ],
    "ko": [
        "커밋 {sha}에서 하드코딩된 키를 제거했고 CI는 이제 환경 변수 {env}를 읽습니다.",
        "로그인 실패(요청 {uuid}): 비밀번호는 맞았고 계정이 잠겨 있었습니다.",
    ],
    "tr": [
        "{sha} commit'i koda gömülü anahtarı kaldırıyor; CI artık {env} değişkenini ortamdan okuyor.",
        "Giriş başarısız oldu (istek {uuid}); şifre doğruydu, hesap kilitliydi.",
    ],
    "sv": [
        "Commit {sha} tar bort den hårdkodade nyckeln; CI läser nu {env} från miljön.",
        "Inloggningen misslyckades (förfrågan {uuid}); lösenordet var rätt men kontot var låst.",
    ],
    "cs": [
        "Commit {sha} odstraňuje natvrdo zapsaný klíč; CI teď čte {env} z prostředí.",
        "Přihlášení selhalo (požadavek {uuid}); heslo bylo správné, účet byl zamčený.",
    ],
    "vi": [
        "Commit {sha} đã bỏ khóa viết cứng trong mã; CI giờ đọc {env} từ biến môi trường.",
        "Đăng nhập thất bại (yêu cầu {uuid}); mật khẩu đúng nhưng tài khoản bị khóa.",
    ],
    "id": [
        "Commit {sha} menghapus kunci yang ditulis langsung di kode; CI sekarang membaca {env} dari environment.",
        "Login gagal (request {uuid}); kata sandinya benar, akunnya terkunci.",
    ],
    "ar": [
        "الإيداع {sha} يزيل المفتاح المكتوب في الشيفرة، وصار CI يقرأ {env} من البيئة.",
        "فشل تسجيل الدخول (الطلب {uuid})، كانت كلمة المرور صحيحة لكن الحساب مقفل.",
    ],
    "hi": [
        "कमिट {sha} ने कोड में लिखी कुंजी हटा दी; अब CI {env} को एनवायरनमेंट से पढ़ता है।",
        "लॉगिन विफल (अनुरोध {uuid}); पासवर्ड सही था, खाता लॉक था।",
    ],
    "fi": [
        "Commit {sha} poistaa koodiin kovakoodatun avaimen; CI lukee nyt {env}-muuttujan ympäristöstä.",
        "Kirjautuminen epäonnistui (pyyntö {uuid}); salasana oli oikein, tili oli lukittu.",
    ],
    "he": [
        "הקומיט {sha} מסיר את המפתח שהיה כתוב בקוד; ה-CI קורא עכשיו את {env} מהסביבה.",
        "ההתחברות נכשלה (בקשה {uuid}); הסיסמה הייתה נכונה, החשבון היה נעול.",
    ],
    "el": [
        "Το commit {sha} αφαιρεί το κλειδί που ήταν γραμμένο στον κώδικα· το CI διαβάζει πλέον το {env} από το περιβάλλον.",
        "Η σύνδεση απέτυχε (αίτημα {uuid}): ο κωδικός ήταν σωστός, ο λογαριασμός κλειδωμένος.",
    ],
    "da": [
        "Commit {sha} fjerner den hårdkodede nøgle; CI læser nu {env} fra miljøet.",
        "Login fejlede (forespørgsel {uuid}); adgangskoden var rigtig, kontoen var låst.",
    ],
}

ENV_NAMES = (
    "STRIPE_SECRET_KEY OPENAI_API_KEY DATABASE_URL GITHUB_TOKEN AWS_SECRET_ACCESS_KEY "
    "SENTRY_AUTH_TOKEN NPM_TOKEN SLACK_BOT_TOKEN VAULT_TOKEN DB_PASSWORD"
).split()


def _mapbox_pub(g: Gen) -> str:
    return "pk." + _mapbox_user(g) + "." + g.b64u(22)


# Public identifiers that look like keys but are meant to be shipped to clients
# or printed in logs; each vendor documents them as non-secret.
VENDOR_PUBLIC: dict[str, list[T]] = {
    "stripe": [
        lambda g: f"const stripe = Stripe('pk_live_{g.an(99)}');",
        lambda g: f"NEXT_PUBLIC_STRIPE_KEY=pk_test_{g.an(99)}",
        lambda g: (
            f"charge ch_{g.an(24)} for customer cus_{g.an(14)} succeeded (invoice in_{g.an(24)})"
        ),
    ],
    "mapbox": [lambda g: f"mapboxgl.accessToken = '{_mapbox_pub(g)}';"],
    "twilio": [lambda g: f"Account SID: AC{g.hx(32)}\nMessaging Service: MG{g.hx(32)}"],
    "google_oauth": [lambda g: f'"client_id": "{g.dg(12)}-{g.lo(32)}.apps.googleusercontent.com"'],
    "sentry": [
        lambda g: (
            f"Sentry.init({{ dsn: 'https://{g.hx(32)}@o{g.dg(6)}.ingest.us.sentry.io/{g.dg(7)}', tracesSampleRate: 0.1 }});"
        )
    ],
    "firebase": [lambda g: f"GOOGLE_APP_ID=1:{g.dg(12)}:ios:{g.hx(22)}\nGCM_SENDER_ID={g.dg(12)}"],
    "slack": [
        lambda g: f"posted to channel C{g.up(10)} in workspace T{g.up(8)} as bot U{g.up(10)}"
    ],
    "github_app": [
        lambda g: (
            f"GITHUB_APP_ID={g.rng.randint(100000, 999999)}\nGITHUB_INSTALLATION_ID={g.dg(8)}\nGITHUB_APP_CLIENT_ID=Iv1.{g.hx(16)}"
        )
    ],
    "auth0": [lambda g: f"AUTH0_DOMAIN=acme-{g.lo(6)}.eu.auth0.com\nAUTH0_CLIENT_ID={g.an(32)}"],
    "posthog": [
        lambda g: f"posthog.init('phc_{g.an(43)}', {{ api_host: 'https://eu.i.posthog.com' }})"
    ],
    "launchdarkly": [lambda g: f"LD_CLIENT_SIDE_ID={g.hx(24)}  # client-side id, public by design"],
    "datadog": [lambda g: f"DD_RUM_CLIENT_TOKEN=pub{g.hx(32)}\nDD_RUM_APPLICATION_ID={g.uuid()}"],
    "aws": [
        lambda g: (
            f"arn:aws:iam::{g.dg(12)}:role/{g.svc()}-ci  (account {g.dg(12)}, region eu-west-1)"
        ),
        lambda g: (
            f'aws sts get-caller-identity\n{{\n    "UserId": "AROA{g.chars(BASE32, 17)}:ci",\n    "Account": "{g.dg(12)}"\n}}'
        ),
        lambda g: f"s3://acme-{g.svc()}-artifacts/builds/{g.sha1()}/bundle.zip",
    ],
    "algolia": [lambda g: f"ALGOLIA_APP_ID={g.up(10)}\nALGOLIA_INDEX_NAME={g.svc()}_products"],
    "azure": [
        lambda g: (
            f"AZURE_TENANT_ID={g.uuid()}\nAZURE_CLIENT_ID={g.uuid()}\nAZURE_SUBSCRIPTION_ID={g.uuid()}"
        )
    ],
    "cloudflare": [lambda g: f"CLOUDFLARE_ACCOUNT_ID={g.hx(32)}\nCLOUDFLARE_ZONE_ID={g.hx(32)}"],
    "vercel": [lambda g: f"VERCEL_ORG_ID=team_{g.an(24)}\nVERCEL_PROJECT_ID=prj_{g.an(28)}"],
    "openai": [lambda g: f"response id chatcmpl-{g.an(29)} model gpt-4o-mini, org org-{g.an(24)}"],
}


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


def _sri(g: Gen) -> str:
    return "sha512-" + _b64blob(g, 64)


# Lockfiles, digests, masked and example values: long random-looking strings
# that are public by nature or deliberately incomplete.
MORE_ORDINARY: dict[str, list[T]] = {
    "config": [
        lambda g: (
            f'"node_modules/{g.svc()}": {{\n  "version": "{g.semver()}",\n  "resolved": "https://registry.npmjs.org/{g.svc()}/-/{g.svc()}-{g.semver()}.tgz",\n  "integrity": "{_sri(g)}"\n}}'
        ),
        lambda g: (
            f'{g.svc()}@^{g.semver()}:\n  version "{g.semver()}"\n  resolved "https://registry.yarnpkg.com/{g.svc()}/-/{g.svc()}-{g.semver()}.tgz#{g.sha1()}"\n  integrity {_sri(g)}'
        ),
        lambda g: (
            f"github.com/acme/{g.svc()} v{g.semver()} h1:{_b64blob(g, 32)}\ngithub.com/acme/{g.svc()} v{g.semver()}/go.mod h1:{_b64blob(g, 32)}"
        ),
        lambda g: (
            f'[[package]]\nname = "{g.svc()}"\nversion = "{g.semver()}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{g.sha256()}"'
        ),
        lambda g: (
            f"{g.svc()}=={g.semver()} \\\n    --hash=sha256:{g.sha256()} \\\n    --hash=sha256:{g.sha256()}"
        ),
        lambda g: (
            f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "{g.semver()}"\n  hashes = [\n    "h1:{_b64blob(g, 32)}",\n    "zh:{g.sha256()}",\n  ]\n}}'
        ),
        lambda g: (
            f"version https://git-lfs.github.com/spec/v1\noid sha256:{g.sha256()}\nsize {g.rng.randint(1000, 99999999)}"
        ),
        lambda g: (
            f"# example only, not a real key\nEXAMPLE_API_KEY=example-{g.lo(8)}-key\nDEMO_MODE=true"
        ),
        lambda g: f"STRIPE_SECRET_KEY=sk_live_****{g.hx(4)}  # masked in the dashboard export",
        lambda g: (
            f"components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key  # {g.svc()} v{g.semver()}"
        ),
    ],
    "code": [
        lambda g: (
            f'GITHUB_TOKEN_RE = re.compile(r"gh[pousr]_[A-Za-z0-9]{{36}}")  # rule {g.rng.randint(1, 90)}'
        ),
        lambda g: (
            f'placeholder="e.g. ghp_xxxxxxxxxxxxxxxxxxxx" name="token" id="{g.svc()}-token-input"'
        ),
        lambda g: (
            f"class {g.svc().capitalize()}CredentialRotationSchedulerFactoryBean implements InitializingBean {{ // {g.sha1()[:10]}"
        ),
        lambda g: (
            f"pod/{g.svc()}-deployment-{g.hx(10)}-{g.lo(5)}   1/1   Running   0   {g.rng.randint(1, 59)}m"
        ),
        lambda g: f'assert mask("{g.svc()}") == "****"  # unit test for the password mask',
    ],
    "ci_log": [
        lambda g: (
            f"Using docker image sha256:{g.sha256()} for ruby:3.3 with digest ruby@sha256:{g.sha256()} ..."
        ),
        lambda g: f"Run actions/cache@{g.sha1()}\nCache restored from key: Linux-pnpm-{g.sha256()}",
        lambda g: (
            f"SECRET_KEY_BASE is set (length {g.rng.randint(64, 128)}), value hidden\nDB_PASSWORD is set (length {g.rng.randint(12, 40)}), value hidden"
        ),
    ],
}

for _fam, _tpls in MORE_ORDINARY.items():
    ORDINARY[_fam].extend(_tpls)
