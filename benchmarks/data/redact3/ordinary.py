"""Ordinary coding-agent memories for redact3: no secret, must pass unchanged.

They are built to look dangerous to a careless redactor: hashes, ids, digests,
base64 fixtures, placeholders, public keys, publishable ids and key *names*.
"""

from __future__ import annotations

import base64
import random

from gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    b64,
    b64url_json,
    digits,
    hexs,
    pick,
    raw,
    seeded_uuid,
    words,
)

SVC = (
    "billing",
    "auth",
    "search",
    "ingest",
    "notifier",
    "gateway",
    "scheduler",
    "reports",
    "ledger",
    "media",
)
VARS = (
    "DATABASE_URL",
    "OPENAI_API_KEY",
    "GITHUB_TOKEN",
    "STRIPE_SECRET_KEY",
    "AWS_SECRET_ACCESS_KEY",
    "SLACK_BOT_TOKEN",
    "DB_PASSWORD",
    "SENTRY_AUTH_TOKEN",
    "NPM_TOKEN",
    "JWT_SECRET",
    "REDIS_PASSWORD",
    "ANTHROPIC_API_KEY",
    "HF_TOKEN",
    "VAULT_TOKEN",
    "SMTP_PASSWORD",
    "API_KEY",
)
PLACEHOLDERS = (
    "${{{v}}}",
    "<token>",
    "changeme",
    "xxx",
    "your-key-here",
    "example",
    "<your-api-key>",
    "$({v_lower}_from_vault)",
    "REPLACE_ME",
    "***",
    "<redacted>",
    "{{{{ .Values.{v_lower} }}}}",
    "${{{{ secrets.{v} }}}}",
    "%{v}%",
    "os.environ['{v}']",
    "TODO",
    "<set in 1Password>",
    "...",
    "",
)


def _sha(rng: random.Random) -> str:
    return hexs(rng, 40)


def g_git(rng):
    s = _sha(rng)
    return rng.choice(
        [
            f"Fixed the flaky retry test in commit {s[:7]} ({s}); cherry-picked to release/{rng.randint(3, 9)}.{rng.randint(0, 12)}.",
            f"git bisect points at {s} as the first bad commit for the {rng.choice(SVC)} timeout.",
            f"Revert {s[:12]} if the migration misbehaves; it only touches the {rng.choice(SVC)} tables.",
            f"Merged PR #{rng.randint(100, 9999)} as {s}. Tag v{rng.randint(1, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 9)} points at it.",
            f"git log --oneline shows:\n{s[:7]} fix: guard empty payload\n{_sha(rng)[:7]} chore: bump deps\n{_sha(rng)[:7]} feat: add export",
        ]
    )


def g_uuid(rng):
    u = seeded_uuid(rng)
    return rng.choice(
        [
            f"Tenant {u} is the one with the broken invoices; reproduce with that id.",
            f"Request id {u} in the gateway logs shows the 502 came from upstream.",
            f"Azure subscription {u}, resource group rg-{rng.choice(SVC)}-prod, tenant {seeded_uuid(rng)}.",
            f"INSERT INTO projects (id, name) VALUES ('{u}', '{rng.choice(SVC)}');",
            f"The idempotency key is a UUIDv4, e.g. {u}; duplicates are rejected with 409.",
        ]
    )


def g_digest(rng):
    d = hexs(rng, 64)
    return rng.choice(
        [
            f"Pin the base image: ghcr.io/corp/{rng.choice(SVC)}@sha256:{d}",
            f"FROM python:3.12-slim@sha256:{d}",
            f"sha256sum release.tar.gz -> {d}  release.tar.gz (matches the published checksum)",
            f"The cosign signature verified for digest sha256:{d}.",
            f"{rng.choice(SVC)}==2.{rng.randint(0, 9)}.{rng.randint(0, 9)} --hash=sha256:{d}",
            f"Docker image {rng.choice(SVC)}:{rng.randint(1, 40)}.{rng.randint(0, 9)} has id sha256:{d[:12]}.",
        ]
    )


def g_integrity(rng):
    name = rng.choice(
        ["lodash", "react-dom", "esbuild", "zod", "vite", "undici", "chalk", "semver"]
    )
    return (
        '"node_modules/'
        + name
        + '": {\n  "version": "'
        + f"{rng.randint(1, 18)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}"
        + '",\n  "resolved": "https://registry.npmjs.org/'
        + name
        + "/-/"
        + name
        + '.tgz",\n  "integrity": "sha512-'
        + b64(rng, 64)
        + '"\n}'
    )


def g_fixture(rng):
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + raw(rng, 40)).decode()
    return rng.choice(
        [
            f'ONE_PIXEL_PNG = "{png}"  # test fixture for the thumbnailer',
            f'<img alt="logo" src="data:image/png;base64,{png}">',
            f"The snapshot test compares against fixtures/thumb.b64 which starts with {png[:40]}.",
            f'expected_body = base64.b64decode("{base64.b64encode(("hello " + words(rng, 3, " ")).encode()).decode()}")',
            f"@font-face {{ src: url(data:font/woff2;base64,{b64(rng, 48)}) format('woff2'); }}",
        ]
    )


def g_versions(rng):
    return rng.choice(
        [
            f"Upgraded Django {rng.randint(4, 5)}.{rng.randint(0, 2)}.{rng.randint(0, 15)} -> 5.1.{rng.randint(0, 9)}; node 20.{rng.randint(0, 18)}.{rng.randint(0, 5)}.",
            f"postgres {rng.randint(13, 17)}.{rng.randint(0, 9)} on the replica, {rng.randint(13, 17)}.{rng.randint(0, 9)} on primary; plan the upgrade.",
            f"Pinned openssl 3.0.{rng.randint(2, 15)} because 3.{rng.randint(1, 3)} broke the FIPS build.",
            f"Go 1.{rng.randint(20, 23)}.{rng.randint(0, 9)}, golangci-lint v1.{rng.randint(50, 61)}.{rng.randint(0, 3)}, protoc 25.{rng.randint(0, 3)}.",
        ]
    )


def g_hosts(rng):
    ip = f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return rng.choice(
        [
            f"ssh -i ~/.ssh/id_ed25519 -p 2222 deploy@{ip} then sudo journalctl -u {rng.choice(SVC)} -f",
            f"The {rng.choice(SVC)} service listens on {ip}:{rng.randint(1024, 65000)}; health check at /healthz.",
            f"https://grafana.corp.example/d/{pick(rng, LOWER_ALNUM, 9)}/{rng.choice(SVC)}?orgId=1&from=now-6h&to=now",
            f"Bastion is bastion.corp.example (203.0.113.{rng.randint(1, 254)}); use ProxyJump.",
            f"curl -s https://api.github.com/repos/corp/{rng.choice(SVC)}/actions/runs?per_page=5&page={rng.randint(1, 9)}",
            f"IPv6 of the edge node: 2001:db8:{hexs(rng, 4)}:{hexs(rng, 4)}::{hexs(rng, 3)}/64",
            f"MAC of the test board is {':'.join(hexs(rng, 2) for _ in range(6))}; reserve it in DHCP.",
            f"git clone git@github.com:corp/{rng.choice(SVC)}.git && cd {rng.choice(SVC)}",
            f"postgres://{rng.choice(SVC)}@{ip}:5432/app (password comes from the PGPASSFILE, not the URL)",
        ]
    )


def g_placeholder(rng):
    v = rng.choice(VARS)
    ph = rng.choice(PLACEHOLDERS).format(v=v, v_lower=v.lower())
    return rng.choice(
        [
            f"export {v}={ph}",
            f"{v}={ph}  # fill in locally, never commit",
            f"Set {v} in your shell before running the tests (value: {ph}).",
            f"env:\n  {v}: {ph}",
            f'"{v.lower()}": "{ph}"',
            f"The app reads {v} at startup and fails fast if it is missing.",
            f'{v.lower()} = "{ph}"',
        ]
    )


def g_ghactions(rng):
    v = rng.choice(VARS)
    return (
        f"- name: Deploy\n  env:\n    {v}: ${{{{ secrets.{v} }}}}\n    REGION: eu-west-1\n"
        f"  run: ./scripts/deploy.sh --env {rng.choice(['staging', 'prod'])}"
    )


def g_fake(rng):
    return rng.choice(
        [
            'FAKE_API_KEY = "test-key-not-real"  # used by the mock server only',
            "In tests we log in as alice with password 'password' against the in-memory user store.",
            'DUMMY_TOKEN = "dummy-token-for-unit-tests"',
            "docs: replace <YOUR_TOKEN> with the token from Settings > Developer settings.",
            'The sample config ships with api_key: "YOUR_API_KEY" on purpose.',
            f'Mock secret used in fixtures: "not-a-secret-{rng.randint(1, 99)}".',
            "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx is the placeholder shape we use in the README.",
            "AWS example credentials in docs are AKIAXXXXXXXXXXXXXXXX / <secret>; real ones come from SSO.",
            "sk_test_... keys belong in .env.test; the CI job injects them.",
            'password: "********" is how the admin UI masks it.',
        ]
    )


def g_public_ids(rng):
    return rng.choice(
        [
            f"Stripe customer cus_{pick(rng, ALNUM, 14)} has the failed payment intent pi_{pick(rng, ALNUM, 24)}.",
            f"Refund charge ch_{pick(rng, ALNUM, 24)} for invoice in_{pick(rng, ALNUM, 24)}.",
            f"The price id for the Pro plan is price_{pick(rng, ALNUM, 24)} (product prod_{pick(rng, ALNUM, 14)}).",
            f"Frontend uses the publishable key pk_live_{pick(rng, ALNUM, 24)}; it is meant to be public.",
            f"Mapbox public token for the map widget: pk.{b64url_json({'u': 'corp', 'a': pick(rng, LOWER_ALNUM, 25)})}.{pick(rng, B64URL, 22)}",
            f"Sentry issue {rng.choice(['WEB', 'API', 'WORKER'])}-{pick(rng, UPPER_ALNUM, 4)} (event {hexs(rng, 32)}) is the null deref.",
            f"Slack channel C0{pick(rng, UPPER_ALNUM, 9)} is #deploys; user U0{pick(rng, UPPER_ALNUM, 9)} is the on-call bot.",
            f"Twilio account SID AC{hexs(rng, 32)} is the EU sub-account.",
            f"GA4 measurement id G-{pick(rng, UPPER_ALNUM, 10)} goes in the layout template.",
            f"traceparent: 00-{hexs(rng, 32)}-{hexs(rng, 16)}-01",
            f"ULID of the job: 01{pick(rng, '0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)}",
            f"YouTube video id {pick(rng, B64URL, 11)} is the onboarding walkthrough.",
            f"GitHub Actions run {digits(rng, 10)} failed at job {digits(rng, 11)}.",
            f'ETag: W/"{hexs(rng, 32)}" — the CDN compares it on revalidation.',
            f"Jira ticket {rng.choice(['PAY', 'OPS', 'WEB'])}-{rng.randint(10, 9999)} tracks it; Linear issue ENG-{rng.randint(10, 999)} too.",
            f"npm shasum {hexs(rng, 40)} for {rng.choice(SVC)}-sdk-{rng.randint(1, 5)}.{rng.randint(0, 9)}.0.tgz",
            f"AWS request id {seeded_uuid(rng)}; CloudFront id {pick(rng, B64URL, 56)}==",
            f"Firebase project corp-{pick(rng, LOWER_ALNUM, 6)}, app id 1:{digits(rng, 12)}:web:{hexs(rng, 22)}",
        ]
    )


def g_cloud_ids(rng):
    acct = digits(rng, 12)
    return rng.choice(
        [
            f"Role arn:aws:iam::{acct}:role/{rng.choice(SVC)}-deployer is assumed by CI via OIDC.",
            f"Bucket policy allows arn:aws:s3:::corp-{rng.choice(SVC)}-logs/* from account {acct}.",
            f"Lambda arn:aws:lambda:eu-west-1:{acct}:function:{rng.choice(SVC)}-handler:live",
            f"KMS key arn:aws:kms:us-east-1:{acct}:key/{seeded_uuid(rng)} encrypts the snapshots.",
            f"GCP: projects/corp-prod-{digits(rng, 6)}/locations/europe-west1/services/{rng.choice(SVC)}",
            f"/subscriptions/{seeded_uuid(rng)}/resourceGroups/rg-{rng.choice(SVC)}/providers/Microsoft.Web/sites/{rng.choice(SVC)}-app",
            f"Instance i-{hexs(rng, 17)} in subnet subnet-{hexs(rng, 17)}, sg-{hexs(rng, 17)}.",
            f"Secret ARN arn:aws:secretsmanager:eu-west-1:{acct}:secret:prod/{rng.choice(SVC)}/db-{pick(rng, ALNUM, 6)} holds the DB creds.",
            f"Key Vault secret URI https://kv-{rng.choice(SVC)}.vault.azure.net/secrets/db-password/{hexs(rng, 32)}",
        ]
    )


def g_k8s(rng):
    s = rng.choice(SVC)
    return (
        f"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {s}\nspec:\n  replicas: {rng.randint(1, 6)}\n"
        f"  template:\n    spec:\n      containers:\n        - name: {s}\n          image: ghcr.io/corp/{s}:{rng.randint(1, 9)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}\n"
        f"          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: {s}-db\n                  key: password"
    )


def g_misc_code(rng):
    return rng.choice(
        [
            f".btn-primary {{ color: #{hexs(rng, 6)}; background: #{hexs(rng, 6)}; border-radius: 4px; }}",
            'EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$")',
            f"{rng.randint(0, 59)} {rng.randint(0, 23)} * * {rng.randint(0, 6)} /usr/local/bin/backup.sh --target s3://corp-backups",
            "SELECT id, email, password_hash FROM users WHERE last_login < now() - interval '90 days';",
            "ALTER TABLE api_keys ADD COLUMN key_prefix text NOT NULL, ADD COLUMN key_hash bytea NOT NULL;",
            f'Traceback (most recent call last):\n  File "app/{rng.choice(SVC)}.py", line {rng.randint(10, 400)}, in handle\n    row = rows[0]\nIndexError: list index out of range',
            "java.sql.SQLException: Access denied for user 'app'@'10.0.0.5' (using password: YES)",
            'FATAL:  password authentication failed for user "reporting" — the PGPASSWORD var was unset in cron.',
            f"feature flags: new_checkout={rng.choice(['true', 'false'])}, token_refresh_v2=true, secret_santa_banner=false",
            "def verify_password(plain: str, hashed: str) -> bool:\n    return bcrypt.checkpw(plain.encode(), hashed.encode())",
            f"const TOKEN_TTL_SECONDS = {rng.choice([900, 3600, 86400])}; // access tokens, refresh tokens live 30 days",
            "if not secrets.compare_digest(sig, expected):\n    raise PermissionError('bad signature')",
            "passwordless login via magic link is behind the flag auth.magic_link",
            f"The {words(rng, 3, '_')}_handler_factory_provider_registry name is long but it is what the framework wants.",
            "Header names to drop before logging: Authorization, Cookie, Set-Cookie, X-Api-Key.",
            "openssl rand -hex 32 generates a new signing key; store it in Vault, not here.",
            'The JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 just decodes to {"alg":"HS256","typ":"JWT"}.',
            'sha256("") = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855, handy for empty-body checks.',
            "Use `gh auth token | docker login ghcr.io -u USERNAME --password-stdin` so the token never hits history.",
            "Keyboard shortcut: Ctrl+K opens the command palette; the key binding is in keymap.json.",
            "ssh-keygen -lf ~/.ssh/id_ed25519.pub prints the fingerprint to compare with the server.",
        ]
    )


def g_pubkey(rng):
    pub = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + raw(rng, 32)).decode()
    fp = base64.b64encode(raw(rng, 32)).decode().rstrip("=")
    return rng.choice(
        [
            f"Added the CI deploy key: ssh-ed25519 {pub} ci@corp",
            f"authorized_keys on the bastion now has:\nssh-ed25519 {pub} jdoe@laptop",
            f"known_hosts: github.com ssh-ed25519 {pub}",
            f"Host key fingerprint SHA256:{fp} — confirm before accepting.",
            f"GPG key fingerprint {' '.join(hexs(rng, 4).upper() for _ in range(10))} signs the releases.",
            "-----BEGIN PUBLIC KEY-----\n"
            + "\n".join(b64(rng, 294)[i : i + 64] for i in range(0, 392, 64))
            + "\n-----END PUBLIC KEY-----",
            "-----BEGIN CERTIFICATE-----\n"
            + "\n".join(b64(rng, 420)[i : i + 64] for i in range(0, 560, 64))
            + "\n-----END CERTIFICATE-----",
        ]
    )


def g_config_clean(rng):
    s = rng.choice(SVC)
    return rng.choice(
        [
            f'[tool.pytest.ini_options]\naddopts = "-q -x"\ntestpaths = ["tests"]\nmarkers = ["slow", "{s}"]',
            f"server:\n  port: {rng.randint(3000, 9000)}\n  read_timeout: 30s\nlog:\n  level: info\n  format: json",
            f'{{"name": "{s}", "version": "{rng.randint(0, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}", "private": true, "scripts": {{"test": "vitest run"}}}}',
            f'resource "aws_s3_bucket" "{s}" {{\n  bucket = "corp-{s}-artifacts"\n  tags = {{ team = "platform" }}\n}}',
            f"[{s}]\nhost = {s}.internal\nport = {rng.randint(1024, 9999)}\nuse_tls = true\npassword_file = /run/secrets/{s}_db",
            "ARG PYTHON_VERSION=3.12\nFROM python:${PYTHON_VERSION}-slim\nENV PIP_NO_CACHE_DIR=1\nCOPY . /app",
            f"<dependency>\n  <groupId>com.corp</groupId>\n  <artifactId>{s}-client</artifactId>\n  <version>{rng.randint(1, 4)}.{rng.randint(0, 9)}.0</version>\n</dependency>",
            "PASSWORD_MIN_LENGTH = 12\nPASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
            f"auth:\n  token_ttl: 15m\n  refresh_token_ttl: 720h\n  password_policy: strong\n  secret_ref: vault://kv/{s}/jwt",
        ]
    )


def g_agent_notes(rng):
    s = rng.choice(SVC)
    return rng.choice(
        [
            f"The user wants the {s} service's token refresh logic to retry twice, then surface the error.",
            f"Decided: secrets live in 1Password; the {s} app pulls them with `op run --env-file=.env.tpl`.",
            f"We rotated the {s} database credentials on {rng.randint(1, 28)} Nov; nothing to update in code.",
            f"Don't print API keys in logs — the {s} logger redacts fields named key, token and secret.",
            "The passphrase prompt during `git commit -S` is from the GPG agent; pinentry-mac fixes it.",
            "Credential helper is osxkeychain on the user's Mac; on Linux it's libsecret.",
            f"Key rotation runbook: docs/runbooks/{s}-key-rotation.md; the on-call owns it.",
            f"Password reset emails for {s} were failing because SPF was missing include:_spf.mailhost.example.",
            f"The token bucket rate limiter allows bursts of {rng.randint(10, 100)} and refills {rng.randint(1, 20)}/s.",
            f"Use the secret manager CSI driver rather than env vars for the {s} pods.",
        ]
    )


# The PNG signature, so base64 fixtures start the way real image fixtures do.
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def g_hard(rng):
    """Near misses: secret-ish key names with harmless values, masked values, public ids."""
    s = rng.choice(SVC)
    return rng.choice(
        [
            f'{{"token_type": "Bearer", "expires_in": 3600, "max_tokens": {rng.choice([1024, 4096, 8192])}}}',
            f"next_page_token: {b64url_json({'offset': rng.randint(100, 9000), 'tenant': s})}",
            f"- key: app.kubernetes.io/name\n  operator: In\n  values: [{s}]",
            "partition_key: tenant_id\nsort_key: created_at\nttl_attribute: expires_at",
            f"tls:\n  - hosts: [{s}.corp.example]\n    secretName: {s}-tls",
            f'Terraform output: db_password = (sensitive value); db_host = "{s}.cluster-{pick(rng, LOWER_ALNUM, 12)}.eu-west-1.rds.amazonaws.com"',
            f"2026-11-30T10:{rng.randint(10, 59)}:00Z INFO request Authorization: Bearer *** status=200 path=/v1/{s}",
            f"logger output after the fix: token=[REDACTED] user_id={rng.randint(1000, 99999)}",
            f'content-hash = "{hexs(rng, 64)}"  # poetry.lock metadata',
            f'[[package]]\nname = "{rng.choice(["serde", "tokio", "rand", "anyhow"])}"\nversion = "1.0.{rng.randint(100, 220)}"\nchecksum = "{hexs(rng, 64)}"',
            f"github.com/{rng.choice(['spf13', 'stretchr', 'google'])}/{rng.choice(['cobra', 'testify', 'uuid'])} v1.{rng.randint(1, 9)}.0 h1:{b64(rng, 32)}",
            f'<script src="/assets/app.js" integrity="sha384-{b64(rng, 48)}" crossorigin="anonymous"></script>',
            f"OAuth client id (public): {digits(rng, 12)}-{pick(rng, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
            f"GitHub App client id Iv1.{hexs(rng, 16)}; app id {rng.randint(100000, 999999)}; installation {digits(rng, 8)}.",
            f"Azure AD app registration: client id {seeded_uuid(rng)} (not secret), tenant {seeded_uuid(rng)}.",
            f"commit {hexs(rng, 40)[:10]}: remove leaked key from history, rotate it in Vault",
            f"go get example.com/{s}@v0.0.0-2026{rng.randint(1, 11):02d}{rng.randint(10, 28)}{rng.randint(100000, 235959)}-{hexs(rng, 12)}",
            "PASSWORD_RE = r'^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^\\w\\s]).{12,}$'",
            f"# .env.example\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\n{rng.choice(VARS)}=\nLOG_LEVEL=debug",
            f"passwordFile: /run/secrets/{s}_db_password\ntokenFile: /var/run/secrets/kubernetes.io/serviceaccount/token",
            f"AWS_REGION=eu-west-1 AWS_PROFILE={s}-dev aws sts get-caller-identity",
            f"kubectl get secret {s}-db -o jsonpath='{{.data.password}}' | base64 -d   # prints it locally, don't paste the output",
            f"HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{{{seeded_uuid(rng).upper()}}}",
            f"binaryData:\n  logo.png: {base64.b64encode(PNG_MAGIC + raw(rng, 24)).decode()}",
            f"The session cookie name is __Host-{s}_sid; its value is never logged.",
            f"Use `vault kv get -field=password secret/{s}/db` rather than copying the value into notes.",
            f"Signed commits use key {hexs(rng, 16).upper()} (ed25519); the public half is on the user's GitHub profile.",
            f"keyId: {seeded_uuid(rng)}  # KMS key *id*, the key material never leaves KMS",
        ]
    )


GENERATORS = (
    (g_git, 90),
    (g_uuid, 70),
    (g_digest, 80),
    (g_integrity, 40),
    (g_fixture, 60),
    (g_versions, 40),
    (g_hosts, 90),
    (g_placeholder, 120),
    (g_ghactions, 30),
    (g_fake, 30),
    (g_public_ids, 130),
    (g_cloud_ids, 70),
    (g_k8s, 15),
    (g_misc_code, 80),
    (g_pubkey, 50),
    (g_config_clean, 60),
    (g_agent_notes, 60),
    (g_hard, 140),
)
