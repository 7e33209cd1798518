"""Ordinary rows: credential-shaped text with no secret in it.

Placeholders, masked values, secret references, examples marked as such, prose about
passwords and tokens in many languages, and everyday code/config/log/shell text that
names passwords without containing one.
"""

from __future__ import annotations

from random import Random

from common import (
    ALNUM,
    Row,
    chars,
    date_str,
    env_key,
    hexs,
    host,
    person,
    r_svc,
    user,
    uuid4,
    word,
)

PLACEHOLDERS = [
    "changeme",
    "CHANGEME",
    "xxxxxxxx",
    "XXXXXXXXXXXXXXXX",
    "<your-password>",
    "<your-api-key>",
    "REDACTED",
    "[REDACTED]",
    "***",
    "",
    "your-token-here",
    "TODO",
    "<redacted>",
    "dummy",
    "placeholder",
    "<insert token>",
    "${PASSWORD}",
    "null",
    '""',
    "<YOUR_SECRET_HERE>",
    "••••••••",
]


def placeholder(r: Random) -> Row:
    """Config and env lines whose credential value is a placeholder or empty."""
    key = env_key(r)
    val = r.choice(PLACEHOLDERS)
    forms = [
        f"{key}={val}",
        f"{key.lower()}: {val}",
        f"export {key}={val}",
        f'  "{key.lower()}": "{val}",',
        f'{key.lower()} = "{val}"',
        f"<password>{val}</password>",
        f"# {key}={val}  (set the real one in the CI settings)",
    ]
    text = r.choice(forms)
    if r.random() < 0.4:
        text = f"# .env.example -- copy to .env and fill in\nDATABASE_HOST=localhost\n{text}"
    return Row(text, form="placeholder")


def masked(r: Random) -> Row:
    """Masked or truncated values as dashboards and CLIs print them."""
    tail = chars(r, ALNUM, 4)
    forms = [
        f"Key: sk_live_••••{tail}",
        f"token ***{tail.lower()} expires in 29 days",
        f"AWS_SECRET_ACCESS_KEY=****************{tail}",
        f"Using token ghp_****{tail} (scopes: repo, workflow)",
        f'  api_key: "{chars(r, ALNUM, 4)}...{tail}"',
        f"{date_str(r)} INFO login ok user={user(r)} password=[FILTERED]",
        "Authorization: Bearer ***",
        "password: ******** (hidden)",
        f"Found credential ending in {tail}; rotated on {date_str(r)[:10]}",
        f"::add-mask::${{{{ secrets.{env_key(r)} }}}}",
    ]
    return Row(r.choice(forms), form="masked")


def secret_ref(r: Random) -> Row:
    """References to secrets held elsewhere (never the value)."""
    key = env_key(r)
    svc = r_svc(r)
    acct = r.randrange(10**11, 10**12)
    forms = [
        f"env:\n  {key}: ${{{{ secrets.{key} }}}}",
        f"password: ${{{key}}}",
        f"DB_PASSWORD=op://{svc}-vault/{svc}-db/password",
        f"api_key: vault:secret/data/{svc}#api_key",
        (
            f"env:\n- name: {key}\n  valueFrom:\n    secretKeyRef:\n      name: {svc}-creds\n"
            f"      key: {key.lower()}"
        ),
        f'"SecretArn": "arn:aws:secretsmanager:eu-west-1:{acct}:secret:{svc}/db-{chars(r, ALNUM, 6)}"',
        f"@Microsoft.KeyVault(SecretUri=https://{svc}-kv.vault.azure.net/secrets/{key.lower()}/)",
        f"password: {{{{ .Values.{svc}.password | b64enc | quote }}}}",
        f'token = os.environ["{key}"]',
        f"const pass = process.env.{key} ?? '';",
        f'password := os.Getenv("{key}")',
        f'String pw = System.getenv("{key}");',
        f"aws ssm get-parameter --name /{svc}/prod/{key.lower()} --with-decryption",
        f"gcloud secrets versions access latest --secret={svc}-{key.lower().replace('_', '-')}",
        f"vault kv get -field=password secret/{svc}/db",
        f'echo "$DOCKER_TOKEN" | docker login ghcr.io -u {user(r)} --password-stdin',
        f'PGPASSWORD="$(cat /run/secrets/{svc}_db)" psql -h {host(r)} -U {user(r)}',
        f"password = \"{{{{ lookup('env', '{key}') }}}}\"",
        f"spring.datasource.password=${{{key}:}}",
    ]
    return Row(r.choice(forms), form="secret-ref")


def example_key(r: Random) -> Row:
    """Example credentials that are visibly fake and marked as examples."""
    forms = [
        "# example only, not a real key\nAWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX",
        f"ghp_{'x' * 36}  <- replace with your token",
        "Authorization: Bearer <token>",
        "curl -u USERNAME:PASSWORD https://api.example.com/v1/me",
        "postgres://user:password@localhost:5432/mydb",
        "mysql://<user>:<password>@127.0.0.1:3306/test",
        "e.g. `export OPENAI_API_KEY=sk-...`",
        'token: "sk-ant-api03-..."  # paste your key here',
        "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX",
        "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
        'password = "example-password"  # docs sample',
        f"API_KEY=your_api_key_here\nAPI_URL=https://{host(r)}/v{r.randrange(1, 4)}",
        "redis://localhost:6379/0",
        f"amqp://USER:PASS@{host(r)}:5672/  (fill in from the vault)",
    ]
    return Row(r.choice(forms), form="example")


PROSE_ORD: dict[str, list[str]] = {
    "en": [
        'The password for the staging DB is in 1Password under "{s} staging".',
        "Reset your password from Settings > Security; the link expires after 30 minutes.",
        "Tokens now rotate every 90 days, so the deploy job reads them from the secret store.",
        "Never paste API keys into issues; use the {s} vault instead.",
        "I changed it to read the password from an env var instead of the config file.",
        "use your SSO login for {s}, the old shared account is gone",
        "The token is short-lived (15 minutes) and refreshed by the client.",
        "Password must be at least 12 characters and include a digit.",
        "The password is incorrect. Try again or reset it.",
        "I changed it to 12 characters minimum, per the security review.",
        "use your GitHub account to log in; local accounts are disabled",
        "the token is valid for 3600 seconds and cannot be refreshed",
        "I changed it to argon2id because bcrypt truncates long passwords.",
        "The password is now stored hashed, never in plain text.",
        "use --password-stdin to log in so the password stays out of shell history",
        "Login: use the same credentials as for the VPN.",
    ],
    "de": [
        "Das Passwort ist abgelaufen, bitte ein neues setzen.",
        "Das Passwort liegt im Tresor unter {s}/prod.",
        "Bitte keine Tokens im Chat teilen.",
        "Ich habe es so geändert, dass das Passwort aus der Umgebung gelesen wird.",
    ],
    "fr": [
        "Le mot de passe est incorrect.",
        "Le mot de passe est dans le coffre, dossier {s}.",
        "Ne partagez jamais vos jetons d'accès.",
        "Je l'ai changé pour lire le mot de passe depuis une variable d'environnement.",
    ],
    "es": [
        "La contraseña es obligatoria.",
        "La contraseña está en el gestor, carpeta {s}.",
        "No compartas tokens en los issues.",
        "La cambié para que lea la contraseña del entorno.",
    ],
    "it": ["La password è nel vault del team {s}.", "Non incollare mai le chiavi API nei ticket."],
    "pt": [
        "A senha é obrigatória.",
        "A senha fica no cofre do time {s}.",
        "Nunca cole tokens no chat.",
    ],
    "nl": ["Het wachtwoord staat in de kluis onder {s}.", "Deel nooit tokens in een issue."],
    "pl": ["Hasło jest w sejfie zespołu {s}.", "Nie wklejaj tokenów do zgłoszeń."],
    "ru": [
        "Пароль устарел, задайте новый.",
        "Пароль лежит в хранилище, раздел {s}.",
        "Никогда не вставляйте токены в чат.",
    ],
    "uk": ["Пароль зберігається у сховищі команди {s}.", "Не діліться токенами в чаті."],
    "tr": ["Şifre {s} kasasında duruyor.", "Token'ları asla sohbete yapıştırma."],
    "ja": [
        "パスワードは12文字以上にしてください。",
        "パスワードは {s} のボールトに保存されています。",
        "トークンをチャットに貼らないでください。",
    ],
    "zh": ["密码错误，请重试。", "密码保存在 {s} 的保险库里。", "不要把令牌贴到聊天里。"],
    "ko": ["비밀번호는 {s} 금고에 있습니다.", "토큰을 채팅에 붙여넣지 마세요."],
    "sv": ["Lösenordet finns i valvet under {s}.", "Dela aldrig tokens i chatten."],
    "cs": ["Heslo je v trezoru týmu {s}.", "Nikdy nevkládejte tokeny do chatu."],
    "vi": ["Mật khẩu được lưu trong kho bí mật của nhóm {s}.", "Đừng dán token vào chat."],
    "id": ["Kata sandi disimpan di brankas tim {s}.", "Jangan tempel token di chat."],
    "ar": ["كلمة المرور محفوظة في خزنة فريق {s}", "لا تلصق الرموز في المحادثة"],
    "hi": ["पासवर्ड {s} टीम की वॉल्ट में रखा है।", "टोकन कभी चैट में मत डालो।"],
    "fi": ["Salasana on tiimin {s} holvissa.", "Älä koskaan liitä tokeneita chattiin."],
    "el": [
        "Ο κωδικός βρίσκεται στο θησαυροφυλάκιο της ομάδας {s}.",
        "Μην επικολλάτε tokens στη συνομιλία.",
    ],
}


def prose_ordinary(r: Random) -> Row:
    """Prose about passwords and tokens with no secret in it."""
    lang = r.choice(sorted(PROSE_ORD))
    text = r.choice(PROSE_ORD[lang]).format(s=r_svc(r))
    if r.random() < 0.3:
        text = f"{person(r)}: {text}"
    return Row(text, lang=lang, form="prose")


def code_ordinary(r: Random) -> Row:
    """Everyday code in many languages that handles credentials without holding one."""
    svc, w, n = r_svc(r), word(r), r.randrange(2, 90)
    key = env_key(r)
    cls = w.title() + r.choice(["Client", "Service", "Repo", "Store", "Handler"])
    forms = [
        (
            "python",
            f"def check_password(raw: str, stored: str) -> bool:\n    return {w}_hasher.verify(stored, raw)",
        ),
        (
            "python",
            f"MIN_PASSWORD_LENGTH = {r.randrange(8, 16)}\nTOKEN_TTL_SECONDS = {r.choice([900, 3600])}\nRETRIES = {n}",
        ),
        (
            "python",
            f'token = os.environ.get("{key}")\nif token is None:\n    raise SystemExit("{key} is not set")',
        ),
        (
            "python",
            f"class {cls}:\n    def __init__(self, api_key: str) -> None:\n        self._api_key = api_key",
        ),
        (
            "javascript",
            f"const token = req.headers.authorization?.split(' ')[1];\nif (!token) return res.status({r.choice([401, 403])}).end();",
        ),
        (
            "javascript",
            f"export async function rotate{w.title()}Key(id) {{\n  return api.post(`/keys/${{id}}/rotate`);\n}}",
        ),
        (
            "typescript",
            f"interface {cls}Credentials {{ username: string; password: string; mfa?: boolean }}",
        ),
        (
            "typescript",
            f"const apiKey = process.env.{key};\nif (!apiKey) throw new Error('{key} missing');",
        ),
        (
            "go",
            f"if err := bcrypt.CompareHashAndPassword(hash, []byte(pw)); err != nil {{\n\treturn Err{w.title()}BadPassword\n}}",
        ),
        (
            "go",
            f'token := os.Getenv("{key}")\nclient := {svc}.NewClient(token, {svc}.WithRetries({n % 7 + 1}))',
        ),
        ("rust", f'let secret = std::env::var("{key}").expect("{key} not set");'),
        ("rust", f"pub struct {cls} {{\n    token: SecretString,\n    base_url: Url,\n}}"),
        (
            "java",
            f'@Column(name = "{w}_password_hash", nullable = false)\nprivate String {w}PasswordHash;',
        ),
        ("java", f'String pw = System.getenv("{key}");\nObjects.requireNonNull(pw, "{key}");'),
        (
            "csharp",
            f'builder.Configuration.AddUserSecrets<{cls}>();\nvar key = builder.Configuration["{svc}:ApiKey"];',
        ),
        (
            "ruby",
            f"class {cls.replace('Client', 'User')} < ApplicationRecord\n  has_secure_password\n  validates :password, length: {{ minimum: {r.randrange(8, 16)} }}\nend",
        ),
        ("ruby", f'token = ENV.fetch("{key}")'),
        (
            "php",
            f"$hash = password_hash($request->input('password'), PASSWORD_ARGON2ID);\n${w} = new {cls}($hash);",
        ),
        ("php", f"$apiKey = getenv('{key}') ?: throw new RuntimeException('{key} missing');"),
        ("kotlin", f'val token = prefs.getString("{w}_token", null) ?: return'),
        (
            "swift",
            f'let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "{svc}"]',
        ),
        ("sql", f"ALTER TABLE {svc} ADD COLUMN password_changed_at timestamptz;"),
        (
            "sql",
            f"SELECT id, email FROM users WHERE last_login < now() - interval '{r.randrange(30, 365)} days';",
        ),
        ("sql", f"CREATE INDEX idx_{svc}_{w}_token_hash ON {svc}_sessions (token_hash);"),
        ("bash", f"read -rsp 'Password for {svc}: ' PW && echo\nexport {key}=\"$PW\""),
        ("c", f"memset({w}_passwd, 0, sizeof({w}_passwd)); /* wipe before free */"),
        ("elixir", f"Bcrypt.verify_pass(password, {w}.hashed_password)"),
        ("scala", f'val apiKey = sys.env("{key}")'),
        (
            "csharp",
            f'var token = Environment.GetEnvironmentVariable("{key}") ?? throw new InvalidOperationException();',
        ),
        ("kotlin", f'val apiKey: String = System.getenv("{key}") ?: error("{key} missing")'),
    ]
    lang, text = r.choice(forms)
    return Row(text, form=f"code-{lang}")


def config_ordinary(r: Random) -> Row:
    """Configs and manifests with ports, hosts and settings but no credential."""
    h = host(r)
    forms = [
        f"server:\n  host: {h}\n  port: {r.randrange(1024, 9999)}\n  tls: true\n  password_policy: strong",
        f'[database]\nhost = "{h}"\nport = 5432\nname = "{r_svc(r)}"\nsslmode = "require"',
        f'resource "aws_iam_user" "{r_svc(r)}" {{\n  name = "{user(r)}"\n  path = "/system/"\n}}',
        f'<connectionStrings>\n  <add name="Main" connectionString="Server={h};Database={r_svc(r)};Integrated Security=true" />\n</connectionStrings>',
        "auth.session.timeout=30m\nauth.password.min-length=12\nauth.token.header=X-Api-Key",
        f"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {r_svc(r)}\nspec:\n  replicas: {r.randrange(1, 6)}",
        f'{{"name": "{r_svc(r)}", "version": "{r.randrange(1, 9)}.{r.randrange(20)}.{r.randrange(9)}", "private": true}}',
        "password_hash_algorithm: argon2id\nmax_login_attempts: 5\nlockout_minutes: 15",
        f"components:\n  schemas:\n    {r_svc(r).title()}Login:\n      properties:\n        password:\n"
        f"          type: string\n          format: password\n          minLength: {r.randrange(8, 16)}",
        f'{{"password": {{"type": "string", "minLength": {r.randrange(8, 16)}}}, "token": {{"type": "string", "readOnly": true}}}}',
        f'<input type="password" name="password" id="{word(r)}-pw" autocomplete="current-password" required>',
        f"  {r_svc(r)}-db:\n    image: postgres:{r.randrange(13, 18)}\n    environment:\n"
        f"      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password",
        f"CREATE TABLE {r_svc(r)}_users (id bigserial PRIMARY KEY, email text UNIQUE, password_hash text NOT NULL);",
        f'[auth]\npassword_reset_ttl = {r.choice(["15m", "30m", "1h"])}\ntoken_bytes = 32\nsecret_source = "env"',
    ]
    return Row(r.choice(forms), form="config")


def shell_ordinary(r: Random) -> Row:
    """Shell history and tool output with no credential."""
    forms = [
        f"$ docker run -d -p {r.randrange(3000, 9000)}:80 --name {r_svc(r)} nginx:1.{r.randrange(20, 27)}",
        f"$ kubectl get secrets -n {r_svc(r)}\nNAME          TYPE     DATA   AGE\n{r_svc(r)}-creds   Opaque   2      {r.randrange(2, 90)}d",
        "$ passwd\nChanging password for user.\npasswd: all authentication tokens updated successfully.",
        f'$ ssh-keygen -t ed25519 -C "{user(r)}@{r_svc(r)}"\nYour identification has been saved in /home/dev/.ssh/id_ed25519',
        f'$ git commit -m "rotate password policy docs"\n[main {hexs(r, 7)}] rotate password policy docs',
        f"$ mysql -u {user(r)} -p -h {host(r)}\nEnter password:",
        f"$ env | grep -i token\nGH_TOKEN_FILE=/run/secrets/gh_token\nTOKEN_URL=https://{host(r)}/oauth/token",
        f"USER  PID  %CPU COMMAND\n{user(r)[:8]} {r.randrange(300, 60000)} 0.1 node server.js --port {r.randrange(3000, 9000)}",
        f"$ pip install {word(r)}=={r.randrange(1, 5)}.{r.randrange(20)}.{r.randrange(9)}\nSuccessfully installed {word(r)}",
        f"npm WARN deprecated {word(r)}@{r.randrange(1, 4)}.0.0: use {word(r)} instead",
    ]
    return Row(r.choice(forms), form="shell")


def http_ordinary(r: Random) -> Row:
    """HTTP exchanges without credentials."""
    h = host(r)
    forms = [
        f"GET /api/v1/{r_svc(r)}?page={r.randrange(1, 30)} HTTP/1.1\nHost: {h}\nAccept: application/json\nX-Request-Id: {uuid4(r)}",
        f'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="{h}", error="invalid_token"\nContent-Length: 0',
        f'HTTP/2 200\ncontent-type: application/json\netag: "{hexs(r, 16)}"\ncache-control: max-age=60',
        f"Set-Cookie: theme=dark; Path=/; Max-Age=31536000\nSet-Cookie: lang={r.choice(['en', 'de', 'ja'])}; Path=/",
        f"POST /oauth/token HTTP/1.1\nHost: {h}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&scope=read",
        f'{{"error": "invalid_grant", "error_description": "refresh token expired", "request_id": "{uuid4(r)}"}}',
    ]
    return Row(r.choice(forms), form="http")


def ci_ordinary(r: Random) -> Row:
    """CI logs and workflows with masked or referenced secrets only."""
    ts = date_str(r)
    forms = [
        f"{ts} Run actions/checkout@v4\n{ts} Syncing repository: {word(r)}/{r_svc(r)}\n{ts} ##[group]Getting Git version info",
        f"{ts} + docker login -u {user(r)} --password-stdin ghcr.io\n{ts} Login Succeeded",
        "- name: Deploy\n  run: ./deploy.sh\n  env:\n    TOKEN: ${{ secrets.DEPLOY_TOKEN }}",
        f"{ts} ##[error]Process completed with exit code {r.choice([1, 2, 137])}.",
        f"{ts} Step 3/8 : RUN pip install --no-cache-dir -r requirements.txt\n ---> Using cache\n ---> {hexs(r, 12)}",
        f"Job {r.randrange(10**6, 10**7)} succeeded in {r.randrange(1, 20)}m{r.randrange(60)}s (runner {r_svc(r)}-{hexs(r, 5)})",
    ]
    return Row(r.choice(forms), form="ci-log")


def misc_ordinary(r: Random) -> Row:
    """Tracebacks, diffs, notebooks, issues and commits with no secret."""
    forms = [
        (
            f'Traceback (most recent call last):\n  File "app/auth.py", line {r.randrange(10, 300)}, in login\n'
            f"    raise InvalidPassword(user_id)\nauth.errors.InvalidPassword: {r.randrange(1000, 99999)}"
        ),
        (
            'diff --git a/app/settings.py b/app/settings.py\n-SECRET_KEY = "hardcoded"\n'
            '+SECRET_KEY = os.environ["SECRET_KEY"]'
        ),
        '{\n "cell_type": "markdown",\n "source": ["## Load the API key from the environment"]\n}',
        f"### Bug\nLogin with a 64-character password fails with 500 (bcrypt truncates at 72 bytes).\nVersion {r.randrange(1, 5)}.{r.randrange(20)}.{r.randrange(9)}",
        f"commit {hexs(r, 40)}\n\n    Remove hardcoded token from tests; read TEST_TOKEN instead",
        f"| env | host | port |\n|---|---|---|\n| prod | {host(r)} | 5432 |\n| stage | {host(r)} | 5432 |",
        f"{date_str(r)} WARN auth failed user={user(r)} reason=bad_password attempt={r.randrange(1, 5)}",
        f"TODO({user(r)}): move the {r_svc(r)} credentials to the secret manager before {date_str(r)[:10]}",
    ]
    return Row(r.choice(forms), form="misc")


def credential_named_setting(r: Random) -> Row:
    """Settings whose key names a credential but whose value is not one."""
    svc = r_svc(r).upper()
    pairs = [
        (f"{svc}_PASSWORD_FILE", f"/run/secrets/{svc.lower()}_password"),
        (f"{svc}_TOKEN_TTL", str(r.choice([300, 900, 3600, 86400]))),
        ("API_KEY_HEADER", "X-Api-Key"),
        (f"{svc}_SECRET_NAME", f"{r.choice(['prod', 'staging'])}/{svc.lower()}/db"),
        ("PASSWORD_RESET_URL", f"https://{host(r)}/account/reset"),
        ("SESSION_COOKIE_NAME", r.choice(["sid", "session", "__Host-session"])),
        ("JWT_ALGORITHM", r.choice(["RS256", "ES256", "HS256", "EdDSA"])),
        ("JWT_ISSUER", f"https://{host(r)}/"),
        ("JWKS_URL", f"https://{host(r)}/.well-known/jwks.json"),
        (f"{svc}_AUTH_MODE", r.choice(["oauth2", "mtls", "none", "basic"])),
        ("PASSWORD_MIN_LENGTH", str(r.randrange(8, 20))),
        ("TOKEN_ENDPOINT", f"https://{host(r)}/oauth2/token"),
        (f"{svc}_KEY_ID", f"{r_svc(r)}-signing-{r.randrange(2023, 2027)}"),
        ("SECRETS_BACKEND", r.choice(["vault", "aws-sm", "gcp-sm", "sops"])),
        ("CREDENTIALS_PATH", f"~/.config/{r_svc(r)}/credentials.json"),
        ("PASSWORD_HASHER", r.choice(["argon2id", "bcrypt", "scrypt", "pbkdf2_sha256"])),
        (f"{svc}_CLIENT_ID", f"{r_svc(r)}-web"),
        ("MAX_TOKENS", str(r.choice([1024, 4096, 8192, 200000]))),
    ]
    chosen = r.sample(pairs, r.randrange(1, 4))
    style = r.randrange(3)
    if style == 0:
        text = "\n".join(f"{k}={v}" for k, v in chosen)
    elif style == 1:
        text = "\n".join(f"{k.lower()}: {v}" for k, v in chosen)
    else:
        text = "\n".join(f'{k.lower()} = "{v}"' for k, v in chosen)
    return Row(text, form="config")
