"""Ordinary rows: public keys, placeholders, masked values, references, ciphertext,
public client identifiers and clearly marked examples."""

import random

from rnd import (
    ALNUM,
    B64,
    B64URL,
    BECH32,
    UPPER_ALNUM,
    b64bytes,
    dbname,
    der_seq,
    hexs,
    host,
    pem_body,
    pick,
    project,
    s,
    user,
    uuid4,
)

VARS = [
    "DB_PASSWORD",
    "API_TOKEN",
    "GITHUB_TOKEN",
    "STRIPE_SECRET_KEY",
    "OPENAI_API_KEY",
    "AWS_SECRET_ACCESS_KEY",
    "SLACK_BOT_TOKEN",
    "REDIS_PASSWORD",
    "JWT_SECRET",
    "SMTP_PASSWORD",
    "NPM_TOKEN",
    "SENTRY_AUTH_TOKEN",
]


def pubkey_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 9
        who = f"{user(r)}@{pick(r, ['laptop', 'ci', 'bastion', 'mbp'])}"
        if k == 0:
            out.append(
                (
                    f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{s(r, B64, 43)} {who}",
                    "pubkey:ssh-ed25519",
                )
            )
        elif k == 1:
            out.append(
                (
                    f"# ~/.ssh/authorized_keys\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{s(r, B64, 500)}= {who}",
                    "pubkey:ssh-rsa",
                )
            )
        elif k == 2:
            out.append(
                (
                    f"{host(r)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{s(r, B64, 86)}=",
                    "pubkey:known-hosts",
                )
            )
        elif k == 3:
            out.append(
                (
                    f"-----BEGIN PUBLIC KEY-----\n{pem_body(r, 294, der_seq(r, 294))}\n-----END PUBLIC KEY-----",
                    "pubkey:pem",
                )
            )
        elif k == 4:
            out.append(
                (
                    "ca.crt: |\n  -----BEGIN CERTIFICATE-----\n  "
                    + pem_body(r, 900, der_seq(r, 900)).replace("\n", "\n  ")
                    + "\n  -----END CERTIFICATE-----",
                    "pubkey:certificate",
                )
            )
        elif k == 5:
            x, y = b64bytes(r, 32, url=True, pad=False), b64bytes(r, 32, url=True, pad=False)
            out.append(
                (
                    f'{{"keys":[{{"kty":"EC","crv":"P-256","kid":"{hexs(r, 8)}","use":"sig","x":"{x}","y":"{y}"}}]}}',
                    "pubkey:jwks",
                )
            )
        elif k == 8:
            body = pem_body(r, r.randint(400, 900), bytes([0x99, 0x01]))
            out.append(
                (
                    f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{body}\n={b64bytes(r, 3)}\n-----END PGP PUBLIC KEY BLOCK-----",
                    "pubkey:pgp",
                )
            )
        elif k == 6:
            out.append(
                (
                    f"recipients:\n  - age1{s(r, BECH32, 58)}\n  - age1{s(r, BECH32, 58)}",
                    "pubkey:age-recipient",
                )
            )
        else:
            out.append(
                (
                    f"[Peer]\n# {user(r)}'s laptop\nPublicKey = {b64bytes(r, 32)}\nAllowedIPs = 10.{r.randint(0, 200)}.0.{r.randint(2, 250)}/32",
                    "pubkey:wireguard-peer",
                )
            )
    return out


PLACEHOLDER_KINDS = [
    "angle",
    "shell-var",
    "template-var",
    "changeme",
    "xxxx",
    "env-bearer",
    "angle-header",
    "jinja",
    "prompt-flag",
    "empty",
    "os-environ",
    "process-env",
    "word-password",
    "getpass",
    "your-x",
    "stdin",
]


def placeholder_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        v = pick(r, VARS)
        k = i % 16
        forms = [
            f"export {v}=<your-token-here>",
            f"{v}=${{{v}}}",
            f'{v.lower()}: "${{{v}}}"  # injected at deploy time',
            f"{v}=changeme   # placeholder, the installer asks for a real value",
            f"{v}=xxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            f'curl -H "Authorization: Bearer $TOKEN" https://api.{project(r)}.dev/v1/me',
            f"GET /v1/{pick(r, ['me', 'orders', 'items'])} HTTP/1.1\nHost: {host(r)}\nAuthorization: Bearer <{pick(r, ['token', 'your-token', 'ACCESS_TOKEN', 'api-key'])}>",
            f'password: "{{{{ {v.lower()} }}}}"',
            f"mysql -u {user(r)} -p -h {host(r)}   # -p alone: mysql prompts for the password",
            f"{v}=   # fill in locally, never commit",
            f'api_key = os.environ["{v}"]',
            f"const token = process.env.{v} ?? '';",
            f"postgres://{user(r)}:PASSWORD@{host(r)}:5432/{dbname(r)}  (replace PASSWORD with yours)",
            f'password = getpass.getpass("{user(r)} password: ")',
            f"{v}=YOUR_{v}",
            f"docker login -u {user(r)} --password-stdin < /run/secrets/registry_password",
        ]
        out.append((forms[k], f"placeholder:{PLACEHOLDER_KINDS[k]}"))
    return out


def masked_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        k = i % 8
        if k == 0:
            out.append((f"OPENAI_API_KEY is set (sk-...{s(r, ALNUM, 4)})", "masked:tail"))
        elif k == 1:
            out.append((f"{pick(r, VARS)}=****************", "masked:stars"))
        elif k == 2:
            out.append(
                (
                    f"Run ./deploy.sh\n  env:\n    {pick(r, VARS)}: ***\n  deploying {project(r)}...",
                    "masked:ci-log",
                )
            )
        elif k == 3:
            out.append(
                (
                    f"Token ghp_****{s(r, ALNUM, 4)} expires in {r.randint(2, 90)} days",
                    "masked:prefix-tail",
                )
            )
        elif k == 4:
            out.append(
                (
                    f"DATABASE_URL=postgres://{user(r)}:[REDACTED]@{host(r)}:5432/{dbname(r)}",
                    "masked:redacted",
                )
            )
        elif k == 5:
            out.append((f"aws_secret_access_key = ****************{s(r, ALNUM, 4)}", "masked:aws"))
        elif k == 6:
            out.append(
                (
                    f"{pick(r, ['password', 'db password', 'admin pass', 'passphrase'])} for {host(r)}: {'•' * r.randint(6, 14)} (hidden)",
                    "masked:bullets",
                )
            )
        else:
            out.append(
                (f"Authorization: Bearer [FILTERED]\nX-Request-Id: {uuid4(r)}", "masked:filtered")
            )
    return out


def reference_rows(r: random.Random, n: int):
    out = []
    for i in range(n):
        v = pick(r, VARS)
        p, acct = project(r), r.randint(10**11, 10**12 - 1)
        k = i % 12
        forms = [
            (f"      env:\n        {v}: ${{{{ secrets.{v} }}}}", "gha-secret"),
            (
                f"        - name: {v}\n          valueFrom:\n            secretKeyRef:\n              name: {p}-secrets\n              key: {v.lower()}",
                "k8s-secretkeyref",
            ),
            (
                f"arn:aws:secretsmanager:eu-west-1:{acct}:secret:{p}/{v.lower()}-{s(r, ALNUM, 6)}",
                "aws-arn",
            ),
            (f"vault kv get -field=password secret/data/{p}/{dbname(r)}", "vault-path"),
            (f"op://{pick(r, ['Engineering', 'Infra'])}/{p}/{v.lower()}", "1password-ref"),
            (
                f"projects/{p}/secrets/{v.lower().replace('_', '-')}/versions/latest",
                "gcp-secret-ref",
            ),
            (
                f"@Microsoft.KeyVault(SecretUri=https://{p}-kv.vault.azure.net/secrets/{v.lower().replace('_', '-')}/)",
                "azure-kv-ref",
            ),
            (f"{v.lower()}: \"{{{{ lookup('env', '{v}') }}}}\"", "ansible-lookup"),
            (f"password_file = /run/secrets/{v.lower()}", "docker-secret-file"),
            (f"aws ssm get-parameter --name /{p}/prod/{v.lower()} --with-decryption", "ssm-param"),
            (
                f"withCredentials([string(credentialsId: '{p}-{v.lower()}', variable: '{v}')]) {{ sh './publish.sh' }}",
                "jenkins-credentials",
            ),
            (
                f"${{env:{v}}} is read by the provider; rotate it in the secret store, not here",
                "env-ref",
            ),
        ]
        text, sub = forms[k]
        out.append((text, f"reference:{sub}"))
    return out


def cipher_rows(r: random.Random, n: int):
    """Values encrypted to be committed. Labelled NOT secret (see README)."""
    out = []
    for i in range(n):
        k = i % 5
        if k == 0:
            enc = f"ENC[AES256_GCM,data:{b64bytes(r, r.randint(12, 40))},iv:{b64bytes(r, 32)},tag:{b64bytes(r, 16)},type:str]"
            out.append(
                (
                    f'db:\n    password: {enc}\nsops:\n    age:\n        - recipient: age1{s(r, BECH32, 58)}\n    lastmodified: "2026-10-02T11:20:41Z"\n    version: 3.9.1',
                    "ciphertext:sops",
                )
            )
        elif k == 1:
            lines = "\n          ".join(hexs(r, 80) for _ in range(r.randint(3, 6)))
            out.append(
                (
                    f"{pick(r, ['db_password', 'api_token', 'smtp_pass'])}: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          {lines}",
                    "ciphertext:ansible-vault",
                )
            )
        elif k == 2:
            out.append(
                (
                    f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {project(r)}\nspec:\n  encryptedData:\n    password: Ag{s(r, B64, 600)}==",
                    "ciphertext:sealed-secret",
                )
            )
        elif k == 3:
            body = pem_body(r, r.randint(150, 400))
            out.append(
                (
                    f"-----BEGIN AGE ENCRYPTED FILE-----\n{body}\n-----END AGE ENCRYPTED FILE-----",
                    "ciphertext:age-armor",
                )
            )
        else:
            out.append(
                (
                    f"$ cat config/credentials.yml.enc\n{b64bytes(r, r.randint(200, 400))}--{b64bytes(r, 12)}--{b64bytes(r, 16)}",
                    "ciphertext:rails-credentials",
                )
            )
    return out


def public_id_rows(r: random.Random, n: int):
    """Identifiers the vendor documents as safe to ship to browsers or apps."""
    out = []
    for i in range(n):
        k = i % 8
        if k == 0:
            out.append(
                (
                    f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_{s(r, ALNUM, 99)}",
                    "public-id:stripe-publishable",
                )
            )
        elif k == 1:
            out.append(
                (
                    f"mapboxgl.accessToken = 'pk.eyJ1Ijoi{s(r, B64URL, 50)}.{s(r, B64URL, 22)}';",
                    "public-id:mapbox-public",
                )
            )
        elif k == 2:
            out.append(
                (
                    f'Sentry.init({{ dsn: "https://{hexs(r, 32)}@o{r.randint(10**5, 10**7)}.ingest.sentry.io/{r.randint(10**5, 10**7)}" }});',
                    "public-id:sentry-dsn",
                )
            )
        elif k == 3:
            out.append(
                (
                    f"GOOGLE_CLIENT_ID={r.randint(10**11, 10**12)}-{s(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 32)}.apps.googleusercontent.com",
                    "public-id:oauth-client-id",
                )
            )
        elif k == 4:
            out.append(
                (
                    f'<div class="g-recaptcha" data-sitekey="6L{s(r, B64URL, 38)}"></div>',
                    "public-id:recaptcha-site-key",
                )
            )
        elif k == 5:
            out.append(
                (
                    f"posthog.init('phc_{s(r, ALNUM, 43)}', {{ api_host: 'https://eu.i.posthog.com' }})",
                    "public-id:posthog-project-key",
                )
            )
        elif k == 6:
            out.append(
                (
                    f"const client = algoliasearch('{s(r, UPPER_ALNUM, 10)}', '{hexs(r, 32)}'); // search-only key, safe in the browser",
                    "public-id:algolia-search-only",
                )
            )
        else:
            out.append(
                (
                    f"AWS_ACCOUNT_ID={r.randint(10**11, 10**12 - 1)}\nAWS_REGION=eu-central-1",
                    "public-id:aws-account",
                )
            )
    return out


def example_rows(r: random.Random, n: int):
    """Keys clearly marked as examples, with bodies that are visibly fake."""
    out = []
    for i in range(n):
        k = i % 8
        fake = pick(r, ["EXAMPLE", "XXXXXXXX", "0000000000", "abcdef123456", "FAKEFAKE", "DUMMY"])
        p, port, doc = (
            project(r),
            r.randint(3000, 9999),
            pick(r, ["README.md", "docs/setup.md", "CONTRIBUTING.md", "the wiki"]),
        )
        forms = [
            (
                f"# Example only (not a real key), from {doc}: ghp_{fake}{'0' * (36 - len(fake))}",
                "github",
            ),
            (f"OPENAI_API_KEY=sk-your-key-here   # example from {p}'s {doc}", "openai"),
            (f"AWS_ACCESS_KEY_ID=AKIA{fake[:8].upper():X<16}  # {doc} example, replace", "aws"),
            (
                f"For example: `curl -H 'Authorization: Bearer example-token-123' localhost:{port}/health`",
                "bearer",
            ),
            (
                f"postgres://user:password@localhost:{port}/{p.split('-')[0]}  <- example URL in {doc}; user and password are the literal words",
                "url",
            ),
            (
                f"stripe_key: sk_test_{fake}{'x' * 10}  # placeholder used in the {p} tutorial",
                "stripe",
            ),
            (
                f"Slack webhook format ({doc}): https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX",
                "slack",
            ),
            (
                f'Test vector from {p}\'s unit tests: token = "{"a" * 8}-{"b" * 4}-{"c" * 4}" (not valid anywhere)',
                "test-vector",
            ),
        ]
        text, sub = forms[k]
        out.append((text, f"example:{sub}"))
    return out
