"""Ordinary-only families of redact31: public material, settings whose name sounds secret, ciphertext, references."""

from formats import Snip, age_recipient, pick, sops_enc
from gen import (R, ALNUM, account, colon_hex, digest, fingerprint_sha256, git_sha, hexs, person, project, rand_b64,
                 region, s, sri, ssh_pubkey, uuid, vault_path, version, word)


def public_ord():
    app = project()
    mode = pick("authorized", "cloudinit", "fingerprint", "digest", "lock", "sri", "gosum", "poetry", "pinned",
                "azure", "oauth_client", "publishable", "knownhosts")
    if mode == "authorized":
        t = "\n".join(ssh_pubkey() for _ in range(R.randint(1, 3)))
        return Snip(t, [], "authorized_keys", "", pick("Public keys only.", None))
    if mode == "cloudinit":
        t = f"users:\n  - name: {person().lower()}\n    groups: sudo\n    ssh_authorized_keys:\n      - {ssh_pubkey()}\n"
        return Snip(t, [], "cloud-init user-data", "yaml", None)
    if mode == "fingerprint":
        t = (f"tls:\n  ca_file: /etc/{app}/ca.pem\n  pinned_sha256: \"{colon_hex()}\"\n"
             f"ssh_host_key: \"{fingerprint_sha256()}\"\n")
        return Snip(t, [], "agent.yaml", "yaml", pick("Fingerprints of public certificates and host keys.", None))
    if mode == "digest":
        t = (f"      containers:\n        - name: {app}\n          image: registry.example/{app}@{digest()}\n"
             f"        - name: proxy\n          image: envoyproxy/envoy@{digest()}\n")
        return Snip(t, [], "Deployment", "yaml", None)
    if mode == "lock":
        name = pick("left-pad", "lodash.merge", "ms", "semver", "tslib", "picomatch")
        v = version()
        t = (f'    "node_modules/{name}": {{\n      "version": "{v}",\n      "resolved": "https://registry.npmjs.example/'
             f'{name}/-/{name}-{v}.tgz",\n      "integrity": "{sri()}",\n      "license": "MIT"\n    }},')
        return Snip(t, [], "package-lock.json", "json", None)
    if mode == "sri":
        t = (f'<script src="https://cdn.example/{word()}@{version()}/dist/app.min.js"\n'
             f'        integrity="{sri("sha384")}"\n        crossorigin="anonymous"></script>')
        return Snip(t, [], "index.html", "html", None)
    if mode == "gosum":
        mod = f"example.org/{word()}/{word()}"
        v = version()
        t = f"{mod} v{v} h1:{rand_b64(32)}\n{mod} v{v}/go.mod h1:{rand_b64(32)}"
        return Snip(t, [], "go.sum", "", None)
    if mode == "poetry":
        name = pick("requests", "idna", "certifi", "urllib3", "attrs")
        v = version()
        t = (f'[[package]]\nname = "{name}"\nversion = "{v}"\nfiles = [\n'
             f'    {{file = "{name}-{v}-py3-none-any.whl", hash = "sha256:{hexs(64)}"}},\n]')
        return Snip(t, [], "poetry.lock", "toml", None)
    if mode == "pinned":
        t = (f"repos:\n  - repo: https://github.example/{word()}/{word()}\n    rev: {git_sha()}  # frozen: v{version()}\n"
             f"    hooks:\n      - id: {pick('gitleaks', 'detect-secrets', 'trufflehog')}\n")
        return Snip(t, [], ".pre-commit-config.yaml", "yaml", None)
    if mode == "azure":
        t = (f'provider "azurerm" {{\n  features {{}}\n  subscription_id = "{uuid()}"\n  tenant_id       = "{uuid()}"\n'
             f'  use_oidc        = true\n}}')
        return Snip(t, [], "providers.tf", "hcl", pick("Subscription and tenant ids are identifiers, not credentials.",
                                                       None))
    if mode == "oauth_client":
        cid = f"{R.randint(10**11, 10**12)}-{s('abcdefghijklmnopqrstuvwxyz0123456789', 32)}.apps.googleusercontent.example"
        t = (f"// public web client; the browser sees it anyway\nexport const auth = {{\n  clientId: \"{cid}\",\n"
             f"  redirectUri: \"https://{app}.example/callback\",\n  scopes: [\"openid\", \"email\"],\n}};")
        return Snip(t, [], "src/auth.config.ts", "ts", None)
    if mode == "publishable":
        t = f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_{s(ALNUM, 40)}\nNEXT_PUBLIC_APP_URL=https://{app}.example\n"
        return Snip(t, [], ".env.production (public vars)", "",
                    pick("pk_live is the publishable key, meant for the browser.", None))
    t = f"{word()}.example ssh-ed25519 {ssh_pubkey().split()[1]}\n# fingerprint {fingerprint_sha256()}"
    return Snip(t, [], "known_hosts", "", None)


def setting_ord():
    app = project()
    mode = pick("yaml", "toml", "ini", "env", "json", "llm", "gh", "redis")
    if mode == "yaml":
        t = (f"auth:\n  password_min_length: {pick(10, 12, 16)}\n  password_require_symbol: true\n"
             f"  token_ttl: {pick(900, 3600, 86400)}\n  refresh_token_ttl: {pick('7d', '30d')}\n  secret_name: {app}-jwt\n")
        return Snip(t, [], "config.yaml", "yaml", None)
    if mode == "toml":
        t = (f"[security]\nsecret_scanning = \"enabled\"\npassword_hash = \"argon2id\"\napi_key_header = \"X-Api-Key\"\n"
             f"max_login_attempts = {pick(5, 10)}\n")
        return Snip(t, [], "config.toml", "toml", None)
    if mode == "ini":
        t = (f"[auth]\ntoken_lifetime = {pick(3600, 7200)}\npassword_reset_expiry_hours = {pick(1, 24)}\n"
             f"credentials_cache = memory\nsecret_backend = vault\n")
        return Snip(t, [], "app.ini", "ini", None)
    if mode == "env":
        t = (f"SESSION_SECRET_ROTATION_DAYS={pick(30, 90)}\nPASSWORD_MIN_LENGTH={pick(12, 14)}\n"
             f"TOKEN_AUDIENCE=https://{app}.example\nAPI_KEY_PREFIX=ak_\nSECRETS_PROVIDER=aws-sm\n")
        return Snip(t, [], ".env", "", None)
    if mode == "json":
        t = (f'{{\n  "passwordPolicy": {{ "minLength": {pick(12, 14)}, "maxAgeDays": {pick(90, 365)} }},\n'
             f'  "tokenExpiresIn": "{pick("15m", "1h")}",\n  "secretKeyRef": "{app}-signing",\n'
             f'  "credentials": "include"\n}}')
        return Snip(t, [], "settings.json", "json", None)
    if mode == "llm":
        t = (f"model: {pick('small-chat', 'coder-7b', 'summarizer-v2')}\nmax_tokens: {pick(1024, 4096, 8192)}\n"
             f"max_input_tokens: {pick(32000, 128000)}\ntemperature: 0.2\n")
        return Snip(t, [], "llm.yaml", "yaml", pick("Tokens here are model tokens, not credentials.", None))
    if mode == "gh":
        t = ("security_and_analysis:\n  secret_scanning:\n    status: enabled\n  secret_scanning_push_protection:\n"
             "    status: enabled\n  dependabot_security_updates:\n    status: enabled\n")
        return Snip(t, [], "repo settings (safe-settings)", "yaml", None)
    t = (f"# redis.conf\nprotected-mode yes\n# requirepass is set from the secret via --requirepass at start\n"
         f"rename-command CONFIG \"\"\nmaxmemory {pick(256, 512)}mb\n")
    return Snip(t, [], "redis.conf", "", None)


def encrypted_ord():
    app = project()
    mode = pick("sops_yaml", "sops_json", "ansible", "sealed", "age", "kms")
    if mode == "sops_yaml":
        t = (f"db_password: {sops_enc()}\napi_token: {sops_enc()}\nsops:\n    age:\n        - recipient: {age_recipient()}\n"
             f"    mac: {sops_enc()}\n    version: 3.{R.randint(7, 9)}.{R.randint(0, 4)}\n")
        return Snip(t, [], "secrets.enc.yaml", "yaml", None)
    if mode == "sops_json":
        t = f'{{\n\t"password": "{sops_enc()}",\n\t"sops": {{\n\t\t"lastmodified": "{R.choice(["2026-04-01", "2026-09-12"])}T08:00:00Z",\n\t\t"version": "3.9.1"\n\t}}\n}}'
        return Snip(t, [], "secrets.enc.json", "json", None)
    if mode == "ansible":
        lines = "\n".join(hexs(80) for _ in range(R.randint(5, 8)))
        return Snip(f"$ANSIBLE_VAULT;1.1;AES256\n{lines}", [], "group_vars/prod/vault.yml", "",
                    pick("Whole-file ansible-vault.", None))
    if mode == "sealed":
        t = (f"spec:\n  encryptedData:\n    DB_PASSWORD: AgB{rand_b64(R.randint(250, 320)).rstrip('=')}\n"
             f"    API_TOKEN: AgC{rand_b64(R.randint(250, 320)).rstrip('=')}\n")
        return Snip(t, [], "SealedSecret", "yaml", None)
    if mode == "age":
        body = rand_b64(R.randint(150, 220))
        lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
        return Snip(f"-----BEGIN AGE ENCRYPTED FILE-----\n{lines}\n-----END AGE ENCRYPTED FILE-----", [],
                    f"secrets/{app}.env.age", "", None)
    t = (f"app:\n  db_password_ciphertext: \"AQICAH{rand_b64(R.randint(120, 160)).rstrip('=')}\"\n"
         f"  kms_key: arn:aws:kms:{region()}:{account()}:alias/{app}\n")
    return Snip(t, [], "config.yaml", "yaml", pick("KMS ciphertext blob; only the key's role can decrypt it.", None))


def reference_ord():
    app = project()
    mode = pick("arn", "op", "vaultagent", "symfony", "laravel", "bash", "chamber", "ssm", "gcp")
    if mode == "arn":
        t = (f'"secrets": [\n  {{\n    "name": "DB_PASSWORD",\n    "valueFrom": "arn:aws:secretsmanager:{region()}:{account()}:'
             f'secret:{app}/db-{s(ALNUM, 6)}:password::"\n  }}\n]')
        return Snip(t, [], "ECS task definition", "json", None)
    if mode == "op":
        t = f"DB_PASSWORD=op://{pick('Eng', 'Platform')}/{app}-db/password\nAPI_TOKEN=op://{pick('Eng', 'Platform')}/{app}-api/credential\n"
        return Snip(t, [], ".env.tpl (op run)", "", None)
    if mode == "vaultagent":
        t = (f"{{{{ with secret \"secret/data/{app}/db\" }}}}\nDB_PASSWORD={{{{ .Data.data.password }}}}\n{{{{ end }}}}")
        return Snip(t, [], "vault agent template", "", None)
    if mode == "symfony":
        t = "parameters:\n    mailer_dsn: '%env(MAILER_DSN)%'\n    app.api_key: '%env(secret:API_KEY)%'\n"
        return Snip(t, [], "config/services.yaml", "yaml", None)
    if mode == "laravel":
        t = "'mailgun' => [\n    'domain' => env('MAILGUN_DOMAIN'),\n    'secret' => env(\"MAILGUN_SECRET\"),\n],"
        return Snip(t, [], "config/services.php", "php", None)
    if mode == "bash":
        t = f"export PGPASSWORD=\"${{DB_PASSWORD:?}}\"\npsql -h {word()}-db.internal.example -U app -c 'select 1'"
        return Snip(t, [], "scripts/check-db.sh", "bash", None)
    if mode == "chamber":
        t = f"chamber exec {app} -- ./bin/server\n# reads /{app}/db_password from SSM Parameter Store"
        return Snip(t, [], "Procfile", "", None)
    if mode == "ssm":
        t = (f'data "aws_ssm_parameter" "db_password" {{\n  name            = "/{app}/prod/db_password"\n'
             f'  with_decryption = true\n}}')
        return Snip(t, [], "data.tf", "hcl", None)
    t = (f"env:\n  - name: API_KEY\n    valueFrom:\n      secretKeyRef:\n        key: latest\n        name: {app}-api-key\n")
    return Snip(t, [], "Cloud Run service.yaml", "yaml", pick(f"Secret Manager ref: {vault_path(app)}", None))


EXTRA = [("public_ord", public_ord), ("setting_ord", setting_ord), ("encrypted_ord", encrypted_ord),
         ("reference_ord", reference_ord)]
