"""Ordinary rows that sit right next to a secret's shape: SQL without a password, flags
that make a tool prompt, password-ish keys holding settings, code that handles secrets."""

import random

from rnd import dbname, hexs, host, path, pick, project, user


def sql_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        u, db = user(r), dbname(r)
        forms = [
            f"CREATE USER '{u}'@'localhost' IDENTIFIED WITH auth_socket;",
            f"CREATE ROLE {u}_readonly NOLOGIN;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO {u}_readonly;",
            f"ALTER USER {u} VALID UNTIL '2027-0{r.randint(1, 9)}-01';",
            f"ALTER USER {u} ACCOUNT LOCK;",
            f"CREATE USER {u} IDENTIFIED EXTERNALLY;",
            f'postgres=# \\password {u}\nEnter new password for user "{u}": \nEnter it again: ',
            f"SELECT usename, passwd IS NOT NULL AS has_password FROM pg_shadow WHERE usename = '{u}';",
            f"ALTER TABLE {pick(r, ['users', 'accounts', 'members', 'operators'])} ADD COLUMN password_hash text NOT NULL DEFAULT '';  -- migration {r.randint(10, 300):04d}",
            f"UPDATE users SET password_reset_required = true WHERE last_login < now() - interval '{r.randint(90, 400)} days';",
            f"CREATE USER {u} FROM LOGIN {u};\nALTER ROLE db_datareader ADD MEMBER {u};",
            f"ALTER USER {u.upper()} SET RSA_PUBLIC_KEY_FP = NULL;",
            f"REVOKE ALL ON DATABASE {db} FROM {u};",
            f"CREATE USER {u} WITH PASSWORD NULL;  -- certificate auth only",
            f"SELECT count(*) FROM api_tokens WHERE revoked_at IS NULL AND owner = '{u}';",
        ]
        out.append((forms[i % len(forms)], "near:sql"))
    return out


def cli_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        u, h, db = user(r), host(r), dbname(r)
        forms = [
            f"psql -h {h} -U {u} -d {db} -W",
            f"mysql -u {u} -p {db}",
            "keytool -list -keystore app.jks -storepass:env KEYSTORE_PASS",
            "openssl pkcs12 -in bundle.p12 -nokeys -passin env:P12_PASS",
            "openssl rsa -in server.key -pubout -passin file:/run/secrets/keypass",
            f'ssh-keygen -t ed25519 -C "{u}@{pick(r, ["laptop", "ci"])}" -f ~/.ssh/id_{project(r).replace("-", "_")}',
            f"gh secret set {pick(r, ['NPM_TOKEN', 'PYPI_TOKEN', 'DEPLOY_KEY'])} --repo {project(r)}/{project(r)} < token.txt",
            f"kubectl create secret generic {db}-creds --from-file=password=./password.txt --dry-run=client -o yaml",
            f"vault kv get -format=json secret/{project(r)} | jq -r .data.data.username",
            f"aws secretsmanager rotate-secret --secret-id {project(r)}/{db}",
            f"htpasswd -B /etc/nginx/.htpasswd {u}   # prompts twice",
            f"sshpass -f ~/.config/{project(r)}/pw ssh {u}@{h}",
            f"redis-cli -h {h} --askpass PING",
            f'docker login ghcr.io -u {u} --password-stdin <<< "$CR_PAT"',
            f"curl --netrc-file ~/.netrc-{project(r)} https://{h}/api/status",
            f"git config --global credential.helper 'cache --timeout={r.randint(600, 7200)}'",
            f"passwd {u}\nChanging password for {u}.\nCurrent password:\npasswd: Authentication token manipulation error",
            f"npm token list\n┌────────┬─────────┬────────────┬──────────┬────────┐\n│ id     │ token   │ created    │ readonly │ CIDR   │\n│ {hexs(r, 6)} │ {hexs(r, 6)}… │ 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)} │ false    │        │",
        ]
        out.append(
            (
                f"{pick(r, ['$ ', '', f'~/code/{project(r)} $ ', f'{r.randint(100, 2999)}  '])}{forms[i % len(forms)]}",
                "near:cli",
            )
        )
    return out


def config_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        p = project(r)
        forms = [
            f"auth:\n  password_min_length: {r.randint(8, 16)}\n  password_reset_ttl: {r.randint(600, 7200)}\n  token_expiry: {r.randint(5, 60)}m\n",
            f'[security]\nsecret_name = "{p}-db"\nkey_id = {r.randint(1, 9)}\npasswordless = true\n',
            f"API_KEY_HEADER=X-API-Key\nTOKEN_TTL_SECONDS={r.randint(60, 86400)}\nSESSION_COOKIE_NAME={p.split('-')[0]}_sid",
            f'{{"auth": "oauth2", "token_url": "https://auth.{p}.dev/oauth/token", "scopes": ["read", "write"]}}',
            f"spring.security.oauth2.client.registration.{p.split('-')[0]}.client-authentication-method=client_secret_basic",
            "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']\nAUTH_PASSWORD_VALIDATORS = []",
            f'<add key="PasswordRequiresDigit" value="true" />\n<add key="MaxInvalidPasswordAttempts" value="{r.randint(3, 10)}" />',
            f'secretsmanager_secret_id = "{p}/rds"\nkms_key_alias = "alias/{p}"',
            f"password_file: /etc/{p}/db.pass\ntoken_path: /var/run/secrets/kubernetes.io/serviceaccount/token",
            f"ssl_key = /etc/ssl/private/{p}.key\nssl_cert = /etc/ssl/certs/{p}.pem",
            f"jwt:\n  algorithm: RS256\n  public_key_path: keys/{p}.pub\n  audience: {p}-api\n",
            f"KEYCLOAK_REALM={p}\nKEYCLOAK_CLIENT_ID={p}-web\nKEYCLOAK_URL=https://sso.{p}.dev",
        ]
        out.append((forms[i % len(forms)], "near:config"))
    return out


# The language of each code_rows form, in order, and the comment that names its file.
CODE_EXT = ["py", "py", "py", "ts", "go", "py", "rs", "py", "py", "py", "java", "py"]
CODE_HEAD = {"py": "#", "ts": "//", "go": "//", "rs": "//", "java": "//"}


def code_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        p = project(r).replace("-", "_")
        forms = [
            "def check_password(user, candidate: str) -> bool:\n    return bcrypt.checkpw(candidate.encode(), user.password_hash)",
            f'if len(password) < {r.randint(8, 16)}:\n    raise ValueError("password too short")',
            f"token = secrets.token_urlsafe({pick(r, [16, 32, 48])})  # generated per session, never logged",
            f"const apiKey = await getSecret('{p}/api-key');",
            f'password := os.Getenv("{p.upper()}_DB_PASSWORD")\nif password == "" {{ log.Fatal("{p.upper()}_DB_PASSWORD not set") }}',
            '@pytest.fixture\ndef client(monkeypatch):\n    monkeypatch.setenv("API_TOKEN", fake_token())\n    return make_client()',
            f'let key = std::env::var("{p.upper()}_KEY").expect("{p.upper()}_KEY must be set");',
            'SECRET_PATTERN = re.compile(r"(?i)(password|secret|token)\\s*[:=]\\s*\\S+")',
            f'log.info("rotated credentials for %s (fingerprint %s)", svc, fingerprint[:{r.randint(8, 12)}])',
            "hashed = argon2.PasswordHasher().hash(form.password.data)\ndb.session.add(User(email=form.email.data, password=hashed))",
            'String password = System.getenv("DB_PASSWORD");\nds.setPassword(password);',
            f'private_key = load_pem_private_key(Path(os.environ["{p.upper()}_KEY_FILE"]).read_bytes(), password=None)',
        ]
        out.append(
            (
                f"{CODE_HEAD[CODE_EXT[i % len(forms)]]} {path(r)}.{CODE_EXT[i % len(forms)]}\n{forms[i % len(forms)]}",
                "near:code",
            )
        )
    return out


def http_rows(r: random.Random, n: int):
    """HTTP traffic that names auth without carrying a credential."""
    out = []
    for i in range(n):
        h, p = host(r), project(r)
        forms = [
            f'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="{p}", error="invalid_token", error_description="The access token expired"',
            f"Set-Cookie: theme={pick(r, ['dark', 'light'])}; Path=/; Max-Age={r.randint(3600, 31536000)}; SameSite=Lax",
            f"Cookie: lang={pick(r, ['de', 'fr', 'en-GB'])}; tz=Europe%2FBerlin; sidebar=collapsed",
            f"WARN {path(r)}: request to https://{h}/v2 rejected: Authorization header missing",
            f'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Basic realm="{p} admin", charset="UTF-8"',
            f"Access-Control-Allow-Headers: Authorization, X-API-Key, Content-Type\nAccess-Control-Max-Age: {r.randint(60, 86400)}",
            f'< HTTP/2 403\n< x-ratelimit-remaining: {r.randint(0, 5000)}\n< x-request-id: {hexs(r, 32)}\n{{"message": "token lacks scope repo:write"}}',
            f'Vary: Accept-Encoding, Authorization\nCache-Control: private, max-age=0\nETag: W/"{hexs(r, 16)}"',
        ]
        out.append((forms[i % len(forms)], "near:http"))
    return out
