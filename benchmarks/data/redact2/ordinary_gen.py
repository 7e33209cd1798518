"""Ordinary (secret-free) coding-agent memories, full of near misses.

Imported by build.py, which passes its seeded random.Random. Standard library only.
Nothing here is a credential: long hex/base64 strings are commit ids, digests,
checksums, fixtures or identifiers, and every credential-looking slot is a
placeholder, an env var NAME, or an explicitly documented/fake example.
"""
import base64
import string

AN = string.ascii_letters + string.digits
HX = "0123456789abcdef"
B32NIX = "0123456789abcdfghijklmnpqrsvwxyz"


def build_ordinary(R):
    rows = []

    def rs(a, n):
        return "".join(R.choice(a) for _ in range(n))

    def sha():
        return rs(HX, 40)

    def short():
        return rs(HX, R.choice([7, 8, 10, 12]))

    def uuid():
        h = rs(HX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"

    def ver():
        return f"{R.randrange(0, 9)}.{R.randrange(0, 30)}.{R.randrange(0, 20)}"

    def ip():
        return f"{R.choice([10, 172, 192])}.{R.randrange(0, 255)}.{R.randrange(0, 255)}.{R.randrange(1, 254)}"

    def mac():
        return ":".join(rs(HX, 2) for _ in range(6))

    def b64(n):
        return base64.b64encode(bytes(R.randrange(256) for _ in range(n))).decode()

    def port():
        return R.choice([3000, 5432, 6379, 8080, 8443, 9090, 5173, 27017, 9200, 4318, 11434, 8000])

    PATHS = ["src/api/handlers.py", "internal/store/pg.go", "web/src/components/Table.tsx", "lib/retry.rb",
             "crates/core/src/index.rs", "app/models/user.py", "pkg/auth/session.go", "tests/test_export.py",
             "services/billing/src/main/java/com/acme/Invoice.java", "scripts/release.sh", "infra/modules/vpc/main.tf",
             "charts/api/values.yaml", "docs/adr/0007-queue.md", "frontend/vite.config.ts", "cmd/worker/main.go"]
    HOSTS = ["api.staging.acme.lan", "grafana.tools.lan", "ci.internal", "localhost", "db-replica-2.eu",
             "registry.k8s.lab", "docs.orbitly.io", "build-07.ci.lan", "queue.svc.cluster.local"]
    FUNCS = ["parse_config", "flushBatch", "resolve_alias", "NewClient", "retryWithBackoff", "to_snake_case",
             "handleWebhook", "loadFixtures", "compute_digest", "renderRow", "acquire_lock", "sanitizeInput"]
    LIBS = [("requests", "py"), ("fastapi", "py"), ("pydantic", "py"), ("react", "npm"), ("vite", "npm"),
            ("axios", "npm"), ("tokio", "crate"), ("serde", "crate"), ("gorm", "go"), ("rails", "gem"),
            ("sqlalchemy", "py"), ("typescript", "npm"), ("zod", "npm"), ("clap", "crate")]

    def P():
        return R.choice(PATHS)

    def H():
        return R.choice(HOSTS)

    def F():
        return R.choice(FUNCS)

    def add(fam, text, lang="en"):
        rows.append({"text": text, "family": fam, "lang": lang})

    # ------------------------------------------------------------ English templates
    T = {
        "git": [
            lambda: f"fixed the flaky test in {P()}; commit {sha()} on main",
            lambda: f"bisected the regression to {short()} (\"refactor {F()}\"), reverted in {short()}",
            lambda: f"git cherry-pick {sha()} onto release/{ver()} — conflicts in {P()}",
            lambda: f"HEAD is at {short()}, origin/main is 3 ahead; rebase before pushing",
            lambda: f"`git log --oneline {short()}..{short()}` shows 14 commits, all from the dependabot bot",
            lambda: f"tag v{ver()} points at {sha()}",
            lambda: f"merge commit {sha()} broke the lockfile; regenerated with `npm install`",
        ],
        "uuid": [
            lambda: f"tenant id {uuid()} is the one used by the e2e suite",
            lambda: f"request_id={uuid()} failed with 504 after 30s at the gateway",
            lambda: f"the migration inserts a default org with id '{uuid()}'",
            lambda: f"trace {rs(HX, 32)} span {rs(HX, 16)} shows the slow query in {F()}",
            lambda: f"Azure subscription {uuid()} hosts the staging resource group",
            lambda: f"correlation-id: {uuid()}",
        ],
        "digest": [
            lambda: f"pinned the base image to python:3.12-slim@sha256:{rs(HX, 64)}",
            lambda: f"sha256sum of the release tarball: {rs(HX, 64)}  retain-{ver()}.tar.gz",
            lambda: f"md5 of the fixture file is {rs(HX, 32)}; the test compares against it",
            lambda: f"\"integrity\": \"sha512-{b64(64)}\"",
            lambda: f"github.com/spf13/cobra v1.{R.randrange(1, 9)}.0 h1:{b64(32)}",
            lambda: f"go.sum conflict on golang.org/x/net v0.{R.randrange(10, 40)}.0/go.mod h1:{b64(32)}",
            lambda: f"/nix/store/{rs(B32NIX, 32)}-python3-3.11.{R.randrange(1, 9)}/bin/python3",
            lambda: f"nix build output: /nix/store/{rs(B32NIX, 32)}-retain-{ver()}",
            lambda: f"etag \"{rs(HX, 32)}\" did not change so the CDN served the stale bundle",
            lambda: f"the cache key is `deps-{{{{ hashFiles('**/uv.lock') }}}}` which resolved to {rs(HX, 64)[:16]}",
            lambda: f"blake3 of the index snapshot: {rs(HX, 64)}",
            lambda: f"ssh host key fingerprint SHA256:{b64(32).rstrip('=')} matches the one in the runbook",
            lambda: f"pip hash: --hash=sha256:{rs(HX, 64)}",
            lambda: f"sourceMappingURL=app.{rs(HX, 8)}.js.map; content hash {rs(HX, 20)}",
        ],
        "version": [
            lambda: f"upgraded {R.choice(LIBS)[0]} from {ver()} to {ver()}; no breaking changes for us",
            lambda: f"node v{R.randrange(18, 23)}.{R.randrange(0, 12)}.{R.randrange(0, 9)} is required, see .nvmrc",
            lambda: f"pinned {R.choice(LIBS)[0]}=={ver()} because {ver()} dropped python 3.9",
            lambda: f"Postgres {R.randrange(13, 18)}.{R.randrange(0, 6)} on the replica, {R.randrange(13, 18)}.{R.randrange(0, 6)} on primary",
            lambda: f"go 1.{R.randrange(20, 24)} toolchain in go.mod; CI image still has 1.{R.randrange(18, 20)}",
            lambda: f"build {ver()}-rc.{R.randrange(1, 5)}+{short()} is on the staging channel",
        ],
        "base64": [
            lambda: f"test fixture: payload = \"{b64(R.choice([12, 18, 24]))}\" (random bytes for the decoder round-trip test)",
            lambda: f"the protobuf blob in tests/data/event.b64 is {b64(30)}",
            lambda: f"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAA{b64(36)}\"> inline icon in the email template",
            lambda: f"data:font/woff2;base64,d09GMgABAAAAA{b64(24)} is the embedded font subset",
            lambda: f"base64 -d <<< '{b64(15)}' gives the sample CSV header",
            lambda: f"cursor for pagination is opaque base64: next={b64(18)}",
        ],
        "path_host": [
            lambda: f"logs live in /var/log/retain/{F()}.log on {H()}",
            lambda: f"service listens on {H()}:{port()}, health at /healthz",
            lambda: f"ssh deploy@{H()} then `journalctl -u retain -f`",
            lambda: f"ssh -i ~/.ssh/id_ed25519 -p 2222 git@{H()} works; the key is loaded in the agent",
            lambda: f"scp ops@{ip()}:/tmp/heap.hprof . for analysis",
            lambda: f"the repo is at https://github.com/acme/{F().lower()} and docs at https://{H()}/guide",
            lambda: f"curl -s http://{H()}:{port()}/metrics | grep http_requests_total",
            lambda: f"moved config to ~/.config/retain/config.toml; old path ~/.retainrc still read",
            lambda: f"postgresql://{H()}:5432/app is the replica DSN (auth via IAM, no password in the URL)",
            lambda: f"redis://{H()}:6379/0 for local dev",
            lambda: f"git remote set-url origin git@github.com:acme/{F().lower()}.git",
            lambda: f"mount is /mnt/data/shards/{R.randrange(0, 64):02d}; disk at 81%",
        ],
        "net": [
            lambda: f"node {ip()} (mac {mac()}) dropped off the VLAN after the switch firmware update",
            lambda: f"allowlist {ip()}/32 in the security group for the office VPN",
            lambda: f"dig +short {H()} returns {ip()}",
            lambda: f"IPv6 fe80::{rs(HX, 4)}:{rs(HX, 4)}:{rs(HX, 4)}:{rs(HX, 4)} link-local shows up in the logs, harmless",
            lambda: f"port {port()} was already bound by a stale process (pid {R.randrange(1000, 99999)})",
        ],
        "env_names": [
            lambda: "set OPENAI_API_KEY in your shell before running `make eval`; the Makefile reads it from the environment",
            lambda: "the action expects secrets.NPM_TOKEN to be configured in the repo settings",
            lambda: "renamed DB_PASSWORD to DATABASE_PASSWORD in the chart; both are read for one release",
            lambda: "AWS_SECRET_ACCESS_KEY and AWS_ACCESS_KEY_ID come from the OIDC role, not from a file",
            lambda: "`env | grep -c TOKEN` printed 3 — GITHUB_TOKEN, SENTRY_AUTH_TOKEN and HF_TOKEN are set in CI",
            lambda: "password: ${{ secrets.REGISTRY_PASSWORD }} in the login step",
            lambda: "DATABASE_URL=${DATABASE_URL:?must be set} in the entrypoint",
            lambda: "the app crashes with KeyError: 'STRIPE_SECRET_KEY' when the env file isn't loaded",
            lambda: "api_key: ${API_KEY}  # injected by the sidecar",
            lambda: "JWT_SECRET is read via os.environ.get('JWT_SECRET') and must be at least 32 bytes",
            lambda: "valueFrom: secretKeyRef: name: pg-creds key: password",
            lambda: "the SLACK_WEBHOOK_URL secret is missing in the fork, so notify step is skipped",
        ],
        "placeholder": [
            lambda: "curl -H 'Authorization: Bearer <token>' https://api.orbitly.io/v1/me",
            lambda: "API_KEY=your-key-here  # copy .env.example to .env and fill this in",
            lambda: "password: changeme   (this is the placeholder in values.yaml; the chart refuses to start with it)",
            lambda: "token: REDACTED",
            lambda: "mysql -u root -p   # prompts for the password interactively",
            lambda: "psql postgres://USER:PASSWORD@HOST:5432/DB   -- template from the README",
            lambda: "api_key = \"xxxxxxxxxxxxxxxxxxxxxxxx\"  # placeholder, real one lives in the vault",
            lambda: "docker login -u <username> --password-stdin < token.txt",
            lambda: "SECRET_KEY=<generate with `openssl rand -hex 32`>",
            lambda: "Authorization: Basic <base64(user:pass)>",
            lambda: "`--password ********` is what the audit log shows, the value is masked",
            lambda: "DB_PASSWORD=  # left empty on purpose; set it locally",
            lambda: "stripe_key: sk_test_... (truncated in the docs, use your own test key)",
            lambda: "aws_secret_access_key = <YOUR_SECRET>",
            lambda: "export GITHUB_TOKEN=\"$(gh auth token)\"",
            lambda: "PGPASSWORD=\"$(cat /run/secrets/pg)\" psql -h db -U app",
            lambda: "curl -u \"$USER:$PASS\" https://nexus.corp.lan/",
            lambda: "password=$(vault kv get -field=password secret/db)",
            lambda: "token = os.getenv(\"HF_TOKEN\")  # never hardcode",
            lambda: "ssh-keygen -t ed25519 -C ci@acme -f ./deploy_key -N ''  (empty passphrase for the throwaway CI key)",
            lambda: "-----BEGIN PUBLIC KEY----- block goes in config/jwt.pub; the private half stays in KMS",
            lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(24).rstrip("=") + " ops@laptop added to authorized_keys",
            lambda: "the login form test types `<test password>` from the fixture factory",
        ],
        "words": [
            lambda: "rotate the staging db password via the vault UI; don't paste it in chat",
            lambda: "the token expires after 15 minutes, so the refresh flow in auth/refresh.py must run first",
            lambda: "secrets are mounted at /run/secrets and never written to disk elsewhere",
            lambda: "added a pre-commit hook that scans for private keys before every commit",
            lambda: "credential helper is set to `osxkeychain`, so git no longer asks for a password",
            lambda: "the primary key on events is (tenant_id, id); the foreign key to users is deferred",
            lambda: "tokenizer splits on whitespace first; token count for the prompt was 1832",
            lambda: "password reset emails were going to spam; fixed SPF record",
            lambda: "renamed `secret` column to `is_secret` (bool) in the notes table",
            lambda: "the API key rotation job runs monthly and posts to #security when done",
            lambda: "user reported 'invalid password' even with the right one — caps lock in the hashing: we lowercased the email not the password",
            lambda: "bcrypt cost factor bumped from 10 to 12; login p95 +40ms",
            lambda: "sort keys in the JSON output so snapshots are stable",
            lambda: "the cache key includes the locale, otherwise translations leak across users",
            lambda: "never log the Authorization header; the middleware now strips it",
            lambda: "keychain access prompt on macOS comes from the credential store, click 'Always allow'",
            lambda: "switched from passwords to SSH keys for the deploy user",
            lambda: "the 'secret' in secret_santa.py is just the assignment list, nothing sensitive",
            lambda: "CSRF token is checked on every POST; GET handlers must stay idempotent",
            lambda: "the session cookie is HttpOnly and SameSite=Lax now",
            lambda: "OAuth state param was missing, causing login loops",
            lambda: "passwordless login via magic links shipped behind the flag `auth.magic_link`",
            lambda: "the keyring backend on headless Linux fails; fall back to file with chmod 600",
        ],
        "example_doc": [
            lambda: "docs example uses user `alice` and password `example-password` — purely illustrative",
            lambda: "README shows `export RETAIN_TOKEN=example` as a sample; not a real token",
            lambda: "the tutorial's sample connection string is postgres://user:pass@localhost/db (literally user/pass)",
            lambda: "test asserts that the masked output contains `****` in place of the value",
            lambda: "example in the OpenAPI spec: `\"api_key\": \"string\"`",
            lambda: "the swagger 'Authorize' button takes a bearer token; the default shows 'Bearer {token}'",
        ],
        "css_regex": [
            lambda: f"brand colour changed from #{rs(HX, 6)} to #{rs(HX, 6)}; dark mode uses #{rs(HX, 6)}",
            lambda: f"box-shadow: 0 1px 2px #{rs(HX, 8)};",
            lambda: "regex for semver: ^v?(\\d+)\\.(\\d+)\\.(\\d+)(?:-([0-9A-Za-z.-]+))?$",
            lambda: "email validation regex was too strict: [A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}",
            lambda: "the log parser uses `(?P<ts>\\S+) (?P<level>[A-Z]+) (?P<msg>.*)`",
            lambda: "grep -E '[0-9a-f]{40}' finds commit ids in the changelog",
        ],
        "cron_sql": [
            lambda: f"cron `{R.randrange(0, 59)} {R.randrange(0, 23)} * * 1-5` runs the report job on weekdays",
            lambda: "*/5 * * * * /usr/local/bin/retain gc --quiet",
            lambda: "SELECT id, email FROM users WHERE last_login < now() - interval '90 days' LIMIT 100;",
            lambda: "ALTER TABLE sessions ADD COLUMN token_hash bytea NOT NULL DEFAULT ''::bytea;",
            lambda: "CREATE INDEX CONCURRENTLY idx_events_tenant ON events (tenant_id, created_at DESC);",
            lambda: "UPDATE accounts SET password_changed_at = now() WHERE id = $1",
            lambda: "EXPLAIN ANALYZE showed a seq scan on memories; added a GIN index on tsv",
            lambda: "CREATE USER app WITH PASSWORD :'app_password';  -- psql variable, value from -v",
        ],
        "trace": [
            lambda: f"Traceback (most recent call last):\n  File \"{P()}\", line {R.randrange(10, 400)}, in {F()}\n    raise ValueError(\"bad header\")\nValueError: bad header",
            lambda: f"panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:\nmain.{F()}(...)\n\t/{P()}:{R.randrange(10, 300)} +0x{rs(HX, 3)}",
            lambda: f"java.lang.NullPointerException: Cannot invoke \"String.length()\"\n\tat com.acme.{F()}(Invoice.java:{R.randrange(10, 300)})",
            lambda: f"TypeError: Cannot read properties of undefined (reading 'token')\n    at {F()} (webpack-internal:///./src/auth.ts:{R.randrange(5, 99)}:{R.randrange(1, 40)})",
            lambda: f"thread 'main' panicked at {P()}:{R.randrange(5, 300)}:{R.randrange(1, 40)}: called `Option::unwrap()` on a `None` value",
            lambda: f"ERROR 1045 (28000): Access denied for user 'app'@'{ip()}' (using password: YES) — wrong secret mounted, fixed the mount",
            lambda: "FATAL:  password authentication failed for user \"reporting\" — the role had expired, ALTER ROLE ... VALID UNTIL fixed it",
            lambda: "401 Unauthorized: invalid_token (token expired at 2026-11-30T10:00:00Z)",
        ],
        "k8s": [
            lambda: f"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  replicas: {R.randrange(1, 6)}\n  template:\n    spec:\n      containers:\n      - name: api\n        image: registry.k8s.lab/api:{ver()}\n        envFrom:\n        - secretRef:\n            name: api-env",
            lambda: f"resources:\n  requests:\n    cpu: {R.choice(['100m', '250m', '500m'])}\n    memory: {R.choice(['128Mi', '512Mi', '1Gi'])}",
            lambda: "kubectl get secret api-env -o jsonpath='{.data}' | jq keys   # only listing key names",
            lambda: f"kubectl rollout restart deploy/api -n {R.choice(['prod', 'staging', 'apps'])}",
            lambda: "imagePullSecrets:\n- name: regcred",
            lambda: "serviceAccountName: retain-worker\nautomountServiceAccountToken: false",
        ],
        "flags_tests": [
            lambda: f"feature flag `search.hybrid_v{R.randrange(2, 5)}` is at {R.randrange(1, 100)}% rollout",
            lambda: f"pytest -k '{F()}' -x -q passed in {R.randrange(1, 90)}.{R.randrange(0, 99)}s",
            lambda: f"coverage went from {R.randrange(60, 80)}% to {R.randrange(80, 95)}% after adding the export tests",
            lambda: f"seed={R.randrange(1, 99999)} reproduces the flaky property test",
            lambda: f"test user is alice@example.com with id {R.randrange(1, 999)} in the factory",
            lambda: f"benchmark: p50 {R.randrange(1, 20)}ms, p99 {R.randrange(20, 200)}ms over {R.randrange(1, 9)}k requests",
            lambda: f"ulid 01{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)} sorts correctly by time",
            lambda: f"order #{R.randrange(100000, 999999)} is the repro case for the rounding bug",
        ],
        "config_clean": [
            lambda: f"[server]\nhost = \"0.0.0.0\"\nport = {port()}\nworkers = {R.randrange(1, 17)}",
            lambda: f"log_level: debug\nmax_connections: {R.randrange(10, 500)}\ntimeout_seconds: {R.randrange(1, 120)}",
            lambda: f"{{\"compilerOptions\": {{\"strict\": true, \"target\": \"ES2022\", \"baseUrl\": \".\"}}}}",
            lambda: f"POSTGRES_DB=app\nPOSTGRES_USER=app\nPOSTGRES_HOST={H()}\nPOSTGRES_PORT=5432",
            lambda: f"spring.datasource.url=jdbc:postgresql://{H()}:5432/orders\nspring.jpa.hibernate.ddl-auto=validate",
            lambda: f"auth:\n  provider: oidc\n  issuer: https://{H()}/realms/main\n  client_id: web-portal",
            lambda: "token_ttl: 3600\nrefresh_token_ttl: 1209600\npassword_min_length: 12",
            lambda: "password_policy: {min_length: 12, require_symbol: true}",
            lambda: "[tool.ruff]\nline-length = 100\nselect = [\"E\", \"F\", \"I\"]",
            lambda: "key_size = 4096  # RSA modulus bits for the generated CA",
            lambda: f"AWS_REGION=eu-west-1\nS3_BUCKET=acme-artifacts-{R.randrange(1, 99)}\nAWS_PROFILE=dev",
        ],
        "ids": [
            lambda: f"AWS account {R.randrange(10**11, 10**12)} is the sandbox; role arn:aws:iam::{R.randrange(10**11, 10**12)}:role/ci-deploy",
            lambda: f"ami-{rs(HX, 17)} is the hardened base image",
            lambda: f"i-{rs(HX, 17)} ran out of disk; resized the volume vol-{rs(HX, 17)}",
            lambda: f"Stripe customer cus_{rs(AN, 14)} is the one with the double charge (object id, not a key)",
            lambda: f"Slack channel C0{rs(string.ascii_uppercase + string.digits, 9)} is #deploys",
            lambda: f"GitHub run id {R.randrange(10**9, 10**10)} has the failing artifact",
            lambda: f"sentry issue ACME-API-{rs(string.ascii_uppercase + string.digits, 3)} is the same NPE",
            lambda: f"PR #{R.randrange(100, 9999)} adds the retry; closes #{R.randrange(100, 9999)}",
            lambda: f"jira ticket PLAT-{R.randrange(100, 9999)} tracks the migration",
            lambda: f"gcp project ml-prod-{R.randrange(1, 9)}, bucket gs://ml-ckpt-{rs(HX, 6)}",
            lambda: f"docker image id {rs(HX, 12)} is 1.2GB; multi-stage build should cut it",
            lambda: f"container {rs(HX, 12)} exited with code 137 (OOM)",
            lambda: f"pid {R.randrange(100, 99999)} holds the lock file /tmp/retain.lock",
            lambda: f"object key uploads/2026/11/{uuid()}.parquet",
        ],
    }
    for fam, fns in T.items():
        for fn in fns:
            for _ in range(4):
                add(fam, fn())


    MORE = {
        "words": [
            "the staging db credentials are in 1Password under 'staging / postgres'; ask Dana for access",
            "we rotate the deploy key every 90 days; next rotation is in January",
            "login as admin is disabled in prod; use SSO",
            "the PIN pad component needs aria labels for each digit",
            "passphrase prompts from ssh-agent were blocking CI; switched to a deploy key without one, scoped read-only",
            "recovery codes are shown once at 2FA setup; we store only their hashes",
            "the word 'password' appears in 112 translation strings; the i18n linter flags missing ones",
            "Secret Manager access is granted per service account, not per user",
            "'Forgot password?' link points to /account/reset",
            "the key in this dict is the file path, the value the mtime",
            "token bucket rate limiter: 10 tokens/s, burst 50",
            "credential rotation failed because the IAM policy lacked iam:CreateAccessKey",
            "gpg --list-secret-keys shows the signing key id but not its material",
            "the root password prompt during the Debian install was skipped by preseed using a hashed value from the vault",
        ],
        "placeholder": [
            "AWS_ACCESS_KEY_ID=AKIA****************  (masked in the console output)",
            "Authorization: Bearer ${TOKEN}",
            "curl -H \"X-API-Key: $API_KEY\" https://api.partner.net/quotes",
            "mongodb://${MONGO_USER}:${MONGO_PASS}@mongo:27017/app",
            "redis-cli -a \"$REDIS_PASSWORD\" ping",
            "DATABASE_URL=postgres://app:@localhost/app  (trust auth locally, no password)",
            "password: \"{{ vault_db_password }}\"  # ansible var, value comes from vault",
            "client_secret: !vault |  (encrypted with ansible-vault, key not in repo)",
            "sshpass -f ~/.ssh/pi.pass ssh pi@raspberrypi.local",
            "docker login ghcr.io -u octocat --password-stdin < /run/secrets/ghcr",
            "GITLAB_TOKEN=glpat-XXXXXXXXXXXXXXXXXXXX in the docs screenshot",
            "openssl pkcs12 -export ... -passout env:P12_PASS",
            "gpg --passphrase-file /run/secrets/gpg-pass --batch -d x.gpg",
            "zip -e archive.zip files/  # -e prompts for the password",
            "kubectl create secret generic api --from-env-file=.env.prod  (file is gitignored)",
            "Password: [hidden]",
            "secret: \"\"  # empty in the template",
            "token=<redacted>",
            "PRIVATE_KEY_PATH=/etc/retain/keys/signing.pem",
            "export VAULT_ADDR=https://vault.corp.lan:8200",
        ],
        "misc": [
            "the fix was an off-by-one in the pagination cursor",
            "moved the retry logic into a decorator; 12 call sites updated",
            "CI cache restored 1.3GB in 41s",
            "use `uv sync --frozen` in Docker to avoid resolver drift",
            "the flaky test depended on dict ordering in python 3.6",
            "Dockerfile now runs as uid 10001",
            "the ORM was issuing N+1 queries for tags; added selectinload",
            "webpack was replaced by vite, build time 90s -> 12s",
            "timezone bug: naive datetimes from the CSV import; now parsed as UTC",
            "the websocket reconnect backoff caps at 30s",
            "pre-commit autoupdate bumped black and ruff",
            "gRPC deadline exceeded on the search call at 2s; raised to 5s for bulk",
            "we keep migrations idempotent: IF NOT EXISTS everywhere",
            "the agent should run `make lint` before proposing a commit",
            "user prefers tabs in Go files only (gofmt), spaces elsewhere",
            "don't touch vendored code under third_party/",
            "the monorepo uses pnpm workspaces; run installs from the root",
            "OpenTelemetry collector exports to 4318 over HTTP",
        ],
    }
    for fam, lines in MORE.items():
        for line in lines:
            add(fam, line)

    # ------------------------------------------------------------ other languages
    L = {
        "de": [
            lambda: f"Der Build schlägt fehl, weil {P()} fehlt; Commit {short()} behebt das.",
            lambda: f"Der Dienst läuft auf {H()}:{port()}, Logs unter /var/log/retain.",
            lambda: f"Passwörter gehören in den Vault, nicht in die .env-Datei.",
            lambda: f"Version {ver()} behebt den Speicherleck in {F()}.",
            lambda: f"Die Variable DB_PASSWORD wird vom Operator gesetzt, nicht von uns.",
        ],
        "fr": [
            lambda: f"Le test {F()} échoue de façon intermittente ; voir le commit {short()}.",
            lambda: f"Le mot de passe n'est jamais journalisé, le middleware le masque.",
            lambda: f"On a migré vers Postgres {R.randrange(14, 18)} ; l'index sur {P()} est reconstruit.",
            lambda: f"Le jeton expire au bout de 15 minutes, il faut rafraîchir avant.",
            lambda: f"L'image est épinglée sur sha256:{rs(HX, 64)}.",
        ],
        "es": [
            lambda: f"El despliegue a {H()} falló por un timeout; reintenté con el commit {short()}.",
            lambda: f"La contraseña se lee de la variable DATABASE_PASSWORD, nunca del código.",
            lambda: f"Actualicé {R.choice(LIBS)[0]} a la versión {ver()}.",
            lambda: f"El id de la petición {uuid()} aparece en los logs del gateway.",
            lambda: f"La clave primaria de la tabla pedidos es compuesta (tenant_id, id).",
        ],
        "pt": [
            lambda: f"O build quebrou em {P()}; o commit {short()} corrige.",
            lambda: f"A senha fica no cofre de segredos, nunca no repositório.",
            lambda: f"O serviço escuta em {H()}:{port()}.",
            lambda: f"Subimos {R.choice(LIBS)[0]} para {ver()} sem quebrar nada.",
        ],
        "it": [
            lambda: f"Il test {F()} fallisce a intermittenza; vedi commit {short()}.",
            lambda: f"La password non viene mai scritta nei log.",
            lambda: f"Il servizio gira su {H()}:{port()} dietro nginx.",
            lambda: f"Aggiornato {R.choice(LIBS)[0]} alla {ver()}.",
        ],
        "nl": [
            lambda: f"De pipeline faalt op {P()}; commit {short()} lost het op.",
            lambda: f"Het wachtwoord komt uit de secret store, niet uit de code.",
            lambda: f"Service draait op {H()}:{port()}.",
            lambda: f"We zitten nu op versie {ver()} van {R.choice(LIBS)[0]}.",
        ],
        "pl": [
            lambda: f"Build się wysypuje na {P()}; poprawka w commicie {short()}.",
            lambda: f"Hasło trzymamy w Vaulcie, nie w pliku .env.",
            lambda: f"Usługa nasłuchuje na {H()}:{port()}.",
            lambda: f"Zaktualizowałem {R.choice(LIBS)[0]} do {ver()}.",
        ],
        "ru": [
            lambda: f"Сборка падает на {P()}; исправлено в коммите {short()}.",
            lambda: f"Пароль берётся из переменной окружения DB_PASSWORD, в коде его нет.",
            lambda: f"Сервис слушает {H()}:{port()}.",
            lambda: f"Обновил {R.choice(LIBS)[0]} до {ver()}, тесты зелёные.",
            lambda: f"Идентификатор запроса {uuid()} есть в логах.",
        ],
        "uk": [
            lambda: f"Збірка падає на {P()}; виправлено в коміті {short()}.",
            lambda: f"Пароль зберігається у сховищі секретів, не в репозиторії.",
            lambda: f"Сервіс працює на {H()}:{port()}.",
        ],
        "tr": [
            lambda: f"Derleme {P()} dosyasında kırılıyor; {short()} commit'i düzeltiyor.",
            lambda: f"Şifre asla loglanmıyor, middleware maskeliyor.",
            lambda: f"Servis {H()}:{port()} üzerinde çalışıyor.",
        ],
        "ar": [
            lambda: f"فشل البناء في {P()}؛ الإصلاح في الالتزام {short()}.",
            lambda: f"كلمة المرور تُقرأ من متغير البيئة DB_PASSWORD وليست في الكود.",
            lambda: f"الخدمة تعمل على {H()}:{port()}.",
        ],
        "he": [
            lambda: f"הבנייה נכשלת ב-{P()}; התיקון בקומיט {short()}.",
            lambda: f"הסיסמה נשמרת בכספת הסודות ולא בקוד.",
            lambda: f"השירות רץ על {H()}:{port()}.",
        ],
        "hi": [
            lambda: f"{P()} में बिल्ड फेल हो रहा है; कमिट {short()} इसे ठीक करता है।",
            lambda: f"पासवर्ड कभी लॉग नहीं होता, middleware उसे छिपा देता है।",
            lambda: f"सर्विस {H()}:{port()} पर चल रही है।",
        ],
        "zh": [
            lambda: f"构建在 {P()} 失败，提交 {short()} 已修复。",
            lambda: f"密码从环境变量 DB_PASSWORD 读取，代码里没有。",
            lambda: f"服务运行在 {H()}:{port()}。",
            lambda: f"把 {R.choice(LIBS)[0]} 升级到 {ver()}，测试全部通过。",
            lambda: f"请求 ID {uuid()} 出现在网关日志里。",
        ],
        "ja": [
            lambda: f"{P()} でビルドが失敗、コミット {short()} で修正済み。",
            lambda: f"パスワードはログに出さないこと。ミドルウェアでマスクしている。",
            lambda: f"サービスは {H()}:{port()} で動いている。",
            lambda: f"{R.choice(LIBS)[0]} を {ver()} に上げた。",
        ],
        "ko": [
            lambda: f"{P()} 에서 빌드 실패, 커밋 {short()} 로 수정함.",
            lambda: f"비밀번호는 시크릿 저장소에서 읽고 코드에는 없음.",
            lambda: f"서비스는 {H()}:{port()} 에서 실행 중.",
        ],
        "vi": [
            lambda: f"Build lỗi ở {P()}; commit {short()} đã sửa.",
            lambda: f"Mật khẩu không bao giờ được ghi vào log.",
            lambda: f"Dịch vụ chạy trên {H()}:{port()}.",
        ],
        "id": [
            lambda: f"Build gagal di {P()}; commit {short()} memperbaikinya.",
            lambda: f"Kata sandi dibaca dari variabel DB_PASSWORD, bukan dari kode.",
            lambda: f"Layanan berjalan di {H()}:{port()}.",
        ],
        "el": [
            lambda: f"Το build αποτυγχάνει στο {P()}· το commit {short()} το διορθώνει.",
            lambda: f"Ο κωδικός δεν γράφεται ποτέ στα logs.",
            lambda: f"Η υπηρεσία τρέχει στο {H()}:{port()}.",
        ],
        "th": [
            lambda: f"บิลด์ล้มเหลวที่ {P()} แก้แล้วในคอมมิต {short()}",
            lambda: f"รหัสผ่านอ่านจากตัวแปร DB_PASSWORD ไม่ได้อยู่ในโค้ด",
            lambda: f"บริการรันอยู่ที่ {H()}:{port()}",
        ],
    }
    for lang, fns in L.items():
        for fn in fns:
            for _ in range(5):
                add("multilingual", fn(), lang)


    NEAR = {
        "en": ["the root password is in the team vault under 'lab / root', not in this note",
               "log in as admin via SSO; there is no local admin password anymore",
               "the PIN is whatever you set on first use of the YubiKey",
               "recovery phrase is written on paper in the office safe, never typed anywhere"],
        "de": ["Das Root-Passwort steht im Team-Vault, nicht hier.",
               "Die PIN legst du beim ersten Einstecken selbst fest."],
        "fr": ["Le mot de passe root est dans le coffre de l'équipe, pas ici.",
               "Le code PIN est choisi par l'utilisateur à la première connexion."],
        "es": ["La contraseña de root está en el gestor del equipo, no aquí.",
               "El PIN lo eliges tú la primera vez."],
        "pt": ["A senha de root está no cofre da equipe, não aqui."],
        "it": ["La password di root è nel vault del team, non qui."],
        "nl": ["Het root-wachtwoord staat in de kluis van het team, niet hier."],
        "pl": ["Hasło roota jest w sejfie zespołu, nie tutaj."],
        "ru": ["Пароль root лежит в хранилище команды, здесь его нет.",
               "ПИН-код задаётся пользователем при первом входе."],
        "uk": ["Пароль root у сховищі команди, тут його немає."],
        "tr": ["Root şifresi ekip kasasında, burada değil."],
        "ar": ["كلمة مرور root موجودة في خزنة الفريق وليست هنا."],
        "he": ["הסיסמה של root נמצאת בכספת של הצוות, לא כאן."],
        "hi": ["root का पासवर्ड टीम वॉल्ट में है, यहाँ नहीं।"],
        "zh": ["root 密码在团队保险库里，不在这里。", "PIN 码由用户首次登录时自行设置。"],
        "ja": ["root のパスワードはチームの保管庫にあり、ここには書かない。"],
        "ko": ["root 비밀번호는 팀 금고에 있고 여기에는 없음."],
        "vi": ["Mật khẩu root nằm trong kho bí mật của nhóm, không ở đây."],
        "id": ["Kata sandi root ada di brankas tim, bukan di sini."],
        "th": ["รหัสผ่าน root อยู่ในตู้เซฟของทีม ไม่ได้อยู่ที่นี่"],
        "el": ["Ο κωδικός του root είναι στο θησαυροφυλάκιο της ομάδας, όχι εδώ."],
    }
    for lang, lines in NEAR.items():
        for line in lines:
            add("words", line, lang)

    # dedupe, keep order
    seen, out = set(), []
    for r in rows:
        if r["text"] not in seen:
            seen.add(r["text"])
            out.append(r)
    return out
