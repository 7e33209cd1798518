"""Hard negatives for redact7: high-entropy or secret-adjacent text that holds no secret."""

import base64
import hashlib
import random

from vals import (
    ALNUM,
    B58,
    B64,
    B64URL,
    HEX,
    LOWER_ALNUM,
    UPPER_ALNUM,
    WORDS,
    host,
    ident,
    pem_body,
    rs,
    sha256_hex,
    user,
    uuid4,
)

Row = tuple[str, str, str]


def _pkg(r: random.Random) -> str:
    return r.choice(WORDS) + r.choice(["", "-js", "-core", "-utils", "kit"])


def _ver(r: random.Random) -> str:
    return f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 40)}"


def digests(r: random.Random) -> Row:
    """Lockfile integrity, pip hashes, go.sum, image digests, git SHAs."""
    p, v = _pkg(r), _ver(r)
    forms = [
        (
            f'"node_modules/{p}": {{\n  "version": "{v}",\n  "resolved": "https://registry.npmjs.org/{p}/-/{p}-{v}.tgz",\n  "integrity": "sha512-{base64.b64encode(r.randbytes(64)).decode()}"\n}}',
            "lockfile:npm",
        ),
        (
            f"{p}=={v} \\\n    --hash=sha256:{sha256_hex(r)} \\\n    --hash=sha256:{sha256_hex(r)}",
            "lockfile:pip",
        ),
        (
            f"github.com/{r.choice(WORDS)}/{p} v{v} h1:{base64.b64encode(r.randbytes(32)).decode()}\ngithub.com/{r.choice(WORDS)}/{p} v{v}/go.mod h1:{base64.b64encode(r.randbytes(32)).decode()}",
            "lockfile:gosum",
        ),
        (
            f'[[package]]\nname = "{p}"\nversion = "{v}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha256_hex(r)}"',
            "lockfile:cargo",
        ),
        (f"FROM python:3.12-slim@sha256:{sha256_hex(r)}", "digest:image"),
        (
            f"commit {rs(r, 40, HEX)}\nMerge: {rs(r, 7, HEX)} {rs(r, 7, HEX)}\nAuthor: {user(r)} <{user(r)}@users.noreply.github.com>",
            "digest:git",
        ),
        (f"{sha256_hex(r)}  dist/{p}-{v}-py3-none-any.whl", "digest:sha256sum"),
        (f"oid sha256:{sha256_hex(r)}\nsize {r.randint(1000, 10**8)}", "digest:git-lfs"),
        (
            f'<script src="/static/app.{rs(r, 8, HEX)}.js" integrity="sha384-{base64.b64encode(r.randbytes(48)).decode()}" crossorigin="anonymous"></script>',
            "digest:sri",
        ),
        (f"/nix/store/{rs(r, 32, '0123456789abcdfghijklmnpqrsvwxyz')}-{p}-{v}", "digest:nix"),
        (
            f"{p}@{v}:\n  resolution: {{integrity: sha512-{base64.b64encode(r.randbytes(64)).decode()}}}",
            "lockfile:pnpm",
        ),
        (
            f'md5: {hashlib.md5(r.randbytes(8)).hexdigest()}  etag: "{rs(r, 32, HEX)}"',
            "digest:etag",
        ),
        (f"Successfully built {rs(r, 12, HEX)}\nSuccessfully tagged {p}:latest", "digest:docker"),
    ]
    t, f = r.choice(forms)
    return (t, f, "en")


def ids(r: random.Random) -> Row:
    """UUIDs, trace ids, request ids, ARNs, pod names, public addresses."""
    forms = [
        (f"traceparent: 00-{rs(r, 32, HEX)}-{rs(r, 16, HEX)}-01", "id:trace"),
        (
            f"2026-02-{r.randint(10, 28)}T{r.randint(10, 23)}:{r.randint(10, 59)}:05Z INFO request_id={uuid4(r)} status=200 dur={r.randint(2, 900)}ms",
            "id:request",
        ),
        (
            f"x-amz-request-id: {rs(r, 16, UPPER_ALNUM)}\nx-amz-id-2: {rs(r, 76, B64)}",
            "id:aws-request",
        ),
        (f"arn:aws:iam::{r.randint(10**11, 10**12 - 1)}:role/{ident(r)}", "id:arn"),
        (
            f"{_pkg(r)}-deployment-{rs(r, 10, LOWER_ALNUM)}-{rs(r, 5, LOWER_ALNUM)}   1/1   Running   0   {r.randint(1, 59)}m",
            "id:pod",
        ),
        (f"CONTAINER ID   IMAGE\n{rs(r, 12, HEX)}   {_pkg(r)}:{_ver(r)}", "id:container"),
        (f"Project ID: {uuid4(r)}\nOrg: {r.choice(WORDS)}", "id:uuid"),
        (f"send 0.05 ETH to 0x{rs(r, 40, HEX)}", "id:eth-address"),
        (f"tx hash 0x{rs(r, 64, HEX)} confirmed in block {r.randint(10**6, 10**8)}", "id:tx-hash"),
        (f"bc1q{rs(r, 38, '023456789acdefghjklmnpqrstuvwxyz')}", "id:btc-address"),
        (f"ipfs://{'bafy' + rs(r, 55, 'abcdefghijklmnopqrstuvwxyz234567')}", "id:cid"),
        (f"Sentry event {rs(r, 32, HEX)} captured", "id:event"),
        (f'lineage = "{uuid4(r)}"\nserial = {r.randint(1, 400)}', "id:tfstate"),
        (f"kid: {rs(r, 40, HEX)}", "id:key-id"),
        (f"Stripe customer cus_{rs(r, 14)} subscription sub_{rs(r, 24)}", "id:object"),
        (
            f"Job {r.randint(10**9, 10**10)} run_id={r.randint(10**9, 10**10)} attempt=2",
            "id:ci-run",
        ),
        (f"Content-Security-Policy: script-src 'nonce-{rs(r, 22, B64)}=='", "id:csp-nonce"),
    ]
    t, f = r.choice(forms)
    return (t, f, "en")


def versions_paths(r: random.Random) -> Row:
    """Versions, paths, ports, hosts."""
    forms = [
        f"{_pkg(r)} {_ver(r)} -> {_ver(r)}",
        f"/home/{user(r)}/.cache/pip/wheels/{rs(r, 2, HEX)}/{rs(r, 2, HEX)}/{rs(r, 56, HEX)}",
        f"listening on 0.0.0.0:{r.randint(1024, 65000)} (pid {r.randint(100, 99999)})",
        f"Python {r.choice(['3.11.9', '3.12.4', '3.13.1'])} on linux; node v{r.randint(18, 23)}.{r.randint(0, 20)}.0",
        f"~/.ssh/known_hosts:{r.randint(1, 80)}: {host(r)}",
        f"go: downloading golang.org/x/crypto v0.{r.randint(10, 40)}.0",
        f"C:\\Users\\{user(r)}\\AppData\\Local\\Temp\\pip-build-{rs(r, 8, LOWER_ALNUM)}",
        f"rev: {rs(r, 40, HEX)}  # frozen: v{_ver(r)}",
    ]
    return (r.choice(forms), "version-path", "en")


def public_keys(r: random.Random) -> Row:
    """Public keys, certificates, fingerprints: public by design."""
    k = r.randrange(5)
    if k == 0:
        return (
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(r, 43, B64)} {user(r)}@laptop",
            "public:ssh",
            "en",
        )
    if k == 1:
        return (
            f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{rs(r, 500, B64)}= deploy@ci",
            "public:ssh",
            "en",
        )
    if k == 2:
        kind = r.choice(["CERTIFICATE", "PUBLIC KEY", "PGP PUBLIC KEY BLOCK"])
        return (
            f"-----BEGIN {kind}-----\n"
            + "\n".join(pem_body(r, r.randint(3, 10)))
            + f"\n-----END {kind}-----",
            "public:pem",
            "en",
        )
    if k == 3:
        return (
            f"ED25519 key fingerprint is SHA256:{rs(r, 43, B64)}.\nAre you sure you want to continue connecting (yes/no)?",
            "public:fingerprint",
            "en",
        )
    return (
        f'gpg: using RSA key {rs(r, 40, HEX).upper()}\ngpg: Good signature from "{user(r)} <{user(r)}@example.org>"',
        "public:gpg",
        "en",
    )


def placeholders(r: random.Random) -> Row:
    """Placeholders, masked values, visibly fake examples."""
    name = r.choice(
        [
            "API_KEY",
            "DB_PASSWORD",
            "GITHUB_TOKEN",
            "STRIPE_SECRET_KEY",
            "OPENAI_API_KEY",
            "SECRET_KEY",
        ]
    )
    forms = [
        f"{name}=<your-{name.lower().replace('_', '-')}-here>",
        f"{name}=changeme",
        f"{name}=",
        f"{name}=xxxxxxxxxxxxxxxxxxxxxxxx",
        f"{name}=********",
        f'{name.lower()}: "REDACTED"',
        f"{name}=[MASKED]",
        f"token: ghp_{'x' * 36}",
        f"sk_live_{'•' * 8}{rs(r, 4)}  (shown once; copy it now)",
        f"sk-...{rs(r, 4)}  created {r.randint(1, 28)} Jan  last used never",
        f"{name}=your_{name.lower()}",
        "password: '<PASSWORD>'",
        f"# e.g. {name}=AKIA{'X' * 16}  (fake example, do not use)",
        f"{name}=${{{name}}}",
        f"{name}: ${{{{ secrets.{name} }}}}",
        'password = ""  # set via env',
        f"{name}=TODO",
        f"{name}=dummy-value-for-tests",
        f'export {name}="$(op read op://Engineering/{r.choice(WORDS)}/credential)"',
        f"{name.lower()}: !vault |\n  vault:secret/data/{r.choice(WORDS)}#{name.lower()}",
        f"valueFrom:\n  secretKeyRef:\n    name: {r.choice(WORDS)}-secrets\n    key: {name.lower()}",
        f"arn:aws:secretsmanager:us-east-1:{r.randint(10**11, 10**12 - 1)}:secret:{name.lower()}-{rs(r, 6)}",
        f"{name.lower()}: {{{{ .Values.{name.lower()} }}}}",
        f"{name}=@Microsoft.KeyVault(SecretUri=https://{r.choice(WORDS)}kv.vault.azure.net/secrets/{name.lower().replace('_', '-')}/)",
        "Password: ************ (hidden)",
        f"{name}=***{rs(r, 4, HEX)}",
    ]
    return (r.choice(forms), "placeholder", "en")


def ciphertext(r: random.Random) -> Row:
    """Committed ciphertext: sops, ansible-vault, sealed secrets."""
    k = r.randrange(3)
    if k == 0:

        def enc() -> str:
            return f"ENC[AES256_GCM,data:{rs(r, r.randint(12, 60), B64)}=,iv:{rs(r, 43, B64)}=,tag:{rs(r, 22, B64)}==,type:str]"

        return (
            f'db_password: {enc()}\napi_token: {enc()}\nsops:\n    age:\n        - recipient: age1{rs(r, 58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}\n    lastmodified: "2026-01-0{r.randint(1, 9)}T10:00:00Z"\n    mac: ENC[AES256_GCM,data:{rs(r, 60, B64)},iv:{rs(r, 43, B64)}=,tag:{rs(r, 22, B64)}==,type:str]',
            "ciphertext:sops",
            "en",
        )
    if k == 1:
        lines = [rs(r, 80, HEX) for _ in range(r.randint(3, 8))]
        return ("$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines), "ciphertext:ansible-vault", "en")
    return (
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB{rs(r, 300, B64)}==",
        "ciphertext:sealed",
        "en",
    )


def public_ids(r: random.Random) -> Row:
    """Client ids and keys documented as public."""
    forms = [
        (
            f"GOOGLE_CLIENT_ID={r.randint(10**11, 10**12)}-{rs(r, 32, LOWER_ALNUM)}.apps.googleusercontent.com",
            "public-id:google-oauth",
        ),
        (f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_{rs(r, 99)}", "public-id:stripe-pk"),
        (f"client_id: Iv1.{rs(r, 16, HEX)}", "public-id:github-app"),
        (
            f"mapboxgl.accessToken = 'pk.eyJ1Ijoi{rs(r, 50, B64URL)}.{rs(r, 22, B64URL)}';",
            "public-id:mapbox-pk",
        ),
        (f"AUTH0_CLIENT_ID={rs(r, 32)}  # public SPA client id", "public-id:auth0"),
        (f"VITE_POSTHOG_KEY=phc_{rs(r, 43)}", "public-id:posthog"),
    ]
    t, f = r.choice(forms)
    return (t, f, "en")


def code(r: random.Random) -> Row:
    """Code that handles secrets without holding one."""
    v = ident(r)
    forms = [
        f'api_key = os.environ["{v.upper()}_KEY"]',
        'password = getpass.getpass("DB password: ")',
        f'token = keyring.get_password("{r.choice(WORDS)}", user)',
        'if not hmac.compare_digest(sig, expected):\n    raise PermissionError("bad signature")',
        'secret := os.Getenv("JWT_SECRET")\nif secret == "" {\n\tlog.Fatal("JWT_SECRET not set")\n}',
        "const token = req.headers.authorization?.split(' ')[1];",
        f"hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds={r.randint(10, 14)}))",
        'PASSWORD_MIN_LENGTH = 12\nPASSWORD_HASHERS = ["django.contrib.auth.hashers.Argon2PasswordHasher"]',
        'let key = std::env::var("API_KEY").expect("API_KEY missing");',
        "ALTER TABLE users ADD COLUMN password_hash text NOT NULL;",
        "secret_key = secrets.token_urlsafe(32)",
        '@pytest.fixture\ndef token(monkeypatch):\n    monkeypatch.setenv("API_TOKEN", "test")',
        "password: str = Field(min_length=8, repr=False)",
        f'logger.info("rotated key for %s", {v})',
        "grep -rn 'password' config/ | wc -l",
        "git secret reveal -f && make deploy",
        "vault kv get -field=password secret/app/db",
        "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString",
        "Error: invalid_grant: token expired (status 401)",
        "WARN auth: password for user 'deploy' rejected; retrying in 5s",
        'session.headers["Authorization"] = f"Bearer {self._token}"',
        f"{v}_token_ttl_seconds = {r.randint(60, 86400)}",
    ]
    return (r.choice(forms), "code-no-secret", "en")


def b64data(r: random.Random) -> Row:
    """Base64 test data, data URIs and random-looking fixtures."""
    forms = [
        f"data:image/png;base64,iVBORw0KGgo{rs(r, 120, B64)}=",
        f'fixture = base64.b64decode("{base64.b64encode(" ".join(r.choice(WORDS) for _ in range(8)).encode()).decode()}")',
        (lambda w: f'assert encode(b"{w}") == "{base64.b64encode(w.encode()).decode()}"')(
            r.choice(WORDS) + r.choice(WORDS)
        ),
        f"cache key: {rs(r, 64, HEX)}",
        f"short link: https://go.{r.choice(WORDS)}.dev/{rs(r, 7)}",
        f"base58 id {rs(r, 22, B58)}",
        f"YouTube video https://www.youtube.com/watch?v={rs(r, 11, B64URL)}",
    ]
    return (r.choice(forms), "b64-data", "en")


# (lang, sentence) about passwords/tokens/keys that contains none. Written for this set.
PROSE = [
    ("en", "Never paste your API token into the chat; put it in the secret manager instead."),
    ("de", "Bitte das Passwort niemals ins Ticket schreiben, sondern im Tresor hinterlegen."),
    ("fr", "Le jeton d'accès expire au bout d'une heure, il faut le régénérer."),
    ("es", "Olvidé la contraseña del servidor, ¿me ayudas a restablecerla?"),
    ("pt", "A chave de API foi revogada ontem; gere uma nova no painel."),
    ("it", "Ho ruotato tutte le chiavi dopo l'incidente di martedì."),
    ("nl", "Het wachtwoord moet minstens twaalf tekens lang zijn."),
    ("pl", "Token wygasł, zaloguj się ponownie przez SSO."),
    ("ru", "Пароль хранится в менеджере секретов, в репозитории его нет."),
    ("uk", "Ключ доступу треба оновити до кінця тижня."),
    ("tr", "Şifreyi asla düz metin olarak kaydetme."),
    ("ja", "パスワードは環境変数から読み込むようにしてください。"),
    ("zh", "请不要把密钥提交到仓库里，改用环境变量。"),
    ("ko", "토큰이 만료되었으니 다시 로그인해 주세요."),
    ("ar", "لا تشارك كلمة المرور مع أي شخص عبر البريد."),
    ("he", "הטוקן נשמר בכספת ולא בקוד."),
    ("hi", "कृपया पासवर्ड को कोड में मत लिखिए।"),
    ("el", "Ο κωδικός πρόσβασης άλλαξε μετά τον έλεγχο ασφαλείας."),
    ("sv", "Nyckeln roteras automatiskt var trettionde dag."),
    ("vi", "Đừng lưu mật khẩu trong tệp cấu hình."),
    ("th", "โทเค็นหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง"),
    ("id", "Kunci API disimpan di brankas rahasia tim."),
    ("cs", "Heslo se nikdy neukládá v otevřené podobě."),
    ("fa", "کلید دسترسی را در مخزن کد ذخیره نکنید."),
    ("fi", "Salasana vaihdetaan joka kvartaali."),
]


def prose(r: random.Random) -> Row:
    """Sentences about credentials without a credential, optionally with a harmless id."""
    lang, s = r.choice(PROSE)
    tail = r.choice(
        [
            "",
            f" (ticket #{r.randint(100, 9999)})",
            f" — {r.choice(WORDS)}",
            f" [{uuid4(r)}]",
            f" v{_ver(r)}",
        ]
    )
    return (s + tail, "prose", lang)


_ = (ALNUM, HEX)
GENERATORS = [
    digests,
    ids,
    versions_paths,
    public_keys,
    placeholders,
    ciphertext,
    public_ids,
    code,
    b64data,
    prose,
]
