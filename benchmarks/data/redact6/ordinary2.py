# ruff: noqa: E501  (data templates read best as one line each)
"""Ordinary rows, part two: public keys, placeholders, masks, references, ciphertext, public ids."""

import base64

from common import AN, G, pem, plain


def _ed25519(g: G) -> str:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + g.raw(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def _ssh_pub(g: G) -> str:
    if g.chance(0.5):
        return _ed25519(g)
    blob = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x81\x00" + g.raw(384)
    return "ssh-rsa " + base64.b64encode(blob).decode()


def pubkey_rows(g: G, n: int) -> list[dict]:
    """Public halves: SSH, PEM public keys, certificates, PGP public blocks, age recipients."""
    out = []
    for i in range(n):
        k = i % 7
        if k == 0:
            t = f"{_ssh_pub(g)} {g.user()}@{g.word()}-laptop"
        elif k == 1:
            t = f"$ cat ~/.ssh/authorized_keys\n{_ssh_pub(g)} deploy@ci\n{_ssh_pub(g)} {g.user()}@{g.word()}"
        elif k == 2:
            t, _ = pem("PUBLIC KEY", base64.b64encode(b"\x30\x82\x01\x22\x30\x0d\x06\x09" + g.raw(280)).decode())
        elif k == 3:
            t, _ = pem(
                "CERTIFICATE", base64.b64encode(b"\x30\x82\x03\x21\x30\x82\x02\x09" + g.raw(g.n(700, 800))).decode()
            )
            t = "ca.crt: |\n  " + t.replace("\n", "\n  ")
        elif k == 4:
            body = g.b64(g.n(500, 700))
            lines = "\n".join(body[j : j + 64] for j in range(0, len(body), 64))
            t = f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{lines}\n={g.b64(3)}\n-----END PGP PUBLIC KEY BLOCK-----"
        elif k == 5:
            t = f"creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1{g.s('023456789acdefghjklmnpqrstuvwxyz', 58)}"
        else:
            t = f"{g.host()} {_ed25519(g)}"
        out.append(
            plain(
                t,
                f"public_key:{['ssh', 'authorized_keys', 'pem', 'certificate', 'pgp', 'age_recipient', 'known_hosts'][k]}",
            )
        )
    return out


def placeholder_rows(g: G, n: int) -> list[dict]:
    """Placeholders, template variables, masked and redacted values."""
    out = []
    ph = [
        "YOUR_API_KEY",
        "<your-token-here>",
        "REPLACE_ME",
        "xxxxxxxxxxxxxxxxxxxx",
        "<redacted>",
        "***",
        "********",
        "[REDACTED]",
        "${DB_PASSWORD}",
        "{{ .Values.db.password }}",
        "%(password)s",
        "$(cat /run/secrets/db_password)",
        "{{ vault_db_password }}",
        "<PASSWORD>",
        "$API_TOKEN",
        "os.environ['API_KEY']",
        "[FILTERED]",
        "•••••••••",
        "ghp_****************",
        "<set me>",
        "TODO",
    ]
    for i in range(n):
        v = ph[i % len(ph)]
        k = (i // len(ph)) % 5
        name = g.pick(
            ["API_KEY", "DB_PASSWORD", "SLACK_TOKEN", "SECRET_KEY", "GITHUB_TOKEN", "password", "client_secret"]
        )
        if k == 0:
            t = f"{name}={v}"
        elif k == 1:
            t = f'  {name.lower()}: "{v}"  # {g.word()} {g.word()}'
        elif k == 2:
            t = f"Run ./deploy.sh\n  env:\n    {name}: {v}\n    REGION: eu-west-{g.n(1, 3)}"
        elif k == 3:
            t = f"token: {g.pick(['sk-', 'ghp_', 'xoxb-', 'glpat-'])}...{g.an(4)} (last four only, created {g.n(1, 28)} Oct)"
        else:
            t = f'curl -H "Authorization: Bearer {v}" https://{g.host()}/v1/status'
        out.append(plain(t, "placeholder" if k != 3 else "masked:last_four"))
    return out


def reference_rows(g: G, n: int) -> list[dict]:
    """Pointers to where a secret lives, never the secret."""
    out = []
    for i in range(n):
        k = i % 10
        name = g.pick(["db-password", "api-token", "stripe-key", "smtp-pass", "signing-key"])
        acct, reg = g.dg(12), g.pick(["us-east-1", "eu-west-1", "ap-south-1"])
        forms = [
            f"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {name}\n        key: password",
            f"      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{{{ secrets.{name.upper().replace('-', '_')} }}}}",
            f"arn:aws:secretsmanager:{reg}:{acct}:secret:prod/{name}-{g.an(6)}",
            f"vault kv get -field=password secret/{g.word()}/{name}",
            f'op read "op://{g.word().capitalize()}/{name}/credential"',
            f"aws ssm get-parameter --name /{g.word()}/prod/{name} --with-decryption --query Parameter.Value",
            f"projects/{g.word()}-{g.dg(6)}/secrets/{name}/versions/latest",
            f"https://{g.word()}-kv.vault.azure.net/secrets/{name}/{g.hx(32)}",
            f'role_arn = "arn:aws:iam::{acct}:role/{g.word()}-deployer"\nkms_key_id = "arn:aws:kms:{reg}:{acct}:key/{g.uuid()}"',
            f"password_file: /run/secrets/{name}\ntoken_path: /var/run/secrets/kubernetes.io/serviceaccount/token",
        ]
        out.append(
            plain(
                forms[k],
                f"reference:{['secretkeyref', 'gha_secrets', 'aws_arn', 'vault', 'onepassword', 'ssm', 'gcp_sm', 'azure_kv', 'iam_kms', 'file'][k]}",
            )
        )
    return out


def cipher_rows(g: G, n: int) -> list[dict]:
    """Ciphertext designed to be committed: sops, ansible-vault, sealed secrets."""
    out = []
    for i in range(n):
        k = i % 3
        if k == 0:
            t = (
                f"db_password: ENC[AES256_GCM,data:{g.b64(g.n(12, 30))},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\n"
                f'sops:\n    lastmodified: "2026-11-{g.n(10, 28)}T09:00:00Z"\n    mac: ENC[AES256_GCM,data:{g.b64(64)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]\n    version: 3.9.{g.n(0, 4)}'
            )
        elif k == 1:
            hx = g.hx(g.n(300, 500))
            t = "db_pass: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(
                hx[j : j + 80] for j in range(0, len(hx), 80)
            )
        else:
            t = f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {g.word()}\nspec:\n  encryptedData:\n    password: AgB{g.b64(g.n(300, 400))}"
        out.append(plain(t, f"ciphertext:{['sops', 'ansible_vault', 'sealed_secret'][k]}"))
    return out


def public_id_rows(g: G, n: int) -> list[dict]:
    """Identifiers the vendors document as safe to publish."""
    out = []
    for i in range(n):
        k = i % 8
        forms = [
            (f"const stripe = Stripe('pk_live_{g.an(g.n(24, 99))}');", "stripe_publishable"),
            (
                f"GOOGLE_CLIENT_ID={g.dg(12)}-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 32)}.apps.googleusercontent.com",
                "google_client_id",
            ),
            (f"mapboxgl.accessToken = 'pk.eyJ1Ijoi{g.b64u(24)}.{g.s(AN + '-_', 22)}';", "mapbox_public"),
            (f"GITHUB_APP_CLIENT_ID=Iv23{g.s(AN, 16)}", "github_client_id"),
            (f"TWILIO_ACCOUNT_SID=AC{g.hx(32)}", "twilio_sid"),
            (
                f"algoliasearch('{g.up(10)}', '{g.hx(32)}') // search-only key, safe in the browser",
                "algolia_search_only",
            ),
            (f"posthog.init('phc_{g.an(43)}', {{ api_host: 'https://eu.i.posthog.com' }})", "posthog_project"),
            (f'<meta name="google-site-verification" content="{g.s(AN + "-_", 43)}">', "site_verification"),
        ]
        t, sub = forms[k]
        out.append(plain(t, f"public_id:{sub}"))
    return out


def example_rows(g: G, n: int) -> list[dict]:
    """Documentation examples whose values are visibly fake (x's, zeros, EXAMPLE, FAKE, repeats)."""
    fills = [
        lambda k: "x" * k,
        lambda k: "0" * k,
        lambda k: ("EXAMPLE" * k)[:k],
        lambda k: ("FAKE" * k)[:k],
        lambda k: ("abcd1234" * k)[:k],
        lambda k: "X" * k,
        lambda k: ("1234567890" * k)[:k],
    ]
    shapes = [
        ("GITHUB_TOKEN", "ghp_", 36),
        ("OPENAI_API_KEY", "sk-", 48),
        ("STRIPE_SECRET_KEY", "sk_test_", 24),
        ("SLACK_BOT_TOKEN", "xoxb-", 40),
        ("HF_TOKEN", "hf_", 34),
        ("NPM_TOKEN", "npm_", 36),
        ("GITLAB_TOKEN", "glpat-", 20),
        ("AWS_SECRET_ACCESS_KEY", "", 40),
        ("ANTHROPIC_API_KEY", "sk-ant-", 40),
    ]
    out = []
    for i in range(n):
        var, pre, k = g.pick(shapes)
        val = pre + g.pick(fills)(k)
        how = i % 5
        if how == 0:
            t = f"Example: `export {var}={val}` (replace with your own {g.pick(['token', 'key'])})"
        elif how == 1:
            t = f"# e.g. {var}={val}\n# never commit the real value"
        elif how == 2:
            t = f'FAKE_{var} = "{val}"  # dummy value for the {g.word()} unit tests'
        elif how == 3:
            t = f"| variable | example |\n|---|---|\n| {var} | `{val}` |"
        else:
            t = f"{var}=<{g.pick(['your', 'the'])} {g.pick(['token', 'key', 'secret'])}, for example {val}>"
        out.append(plain(t, "example:marked"))
    return out


def code_rows(g: G, n: int) -> list[dict]:
    """Code that handles secrets without containing one."""
    out = []
    v = ["API_KEY", "DB_PASSWORD", "STRIPE_SECRET_KEY", "JWT_SECRET", "SLACK_BOT_TOKEN", "HF_TOKEN"]
    for i in range(n):
        k = i % 8
        name = g.pick(v) if g.chance(0.5) else f"{g.word().upper()}_{g.pick(['TOKEN', 'KEY', 'SECRET', 'PASSWORD'])}"
        f = g.word()
        forms = [
            f'token = os.environ.get("{name}")\nif not token:\n    raise SystemExit("{name} is not set")',
            f'password = getpass.getpass("{f} password: ")\nconn = connect(host=HOST, user=USER, password=password)',
            f'{f}_key = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, {g.pick([100_000, 310_000, 600_000])})',
            f"const secret = process.env.{name};\nif (!secret) throw new Error('missing {name}');",
            f'secret, err := client.GetSecret(ctx, "{f}/{name.lower()}")\nif err != nil {{\n    return fmt.Errorf("read secret: %w", err)\n}}',
            f'def rotate_{f}_key(old_key_id: str) -> str:\n    """Create a new key, return its id, and schedule the old one for deletion."""',
            f'if hmac.compare_digest(expected_sig, request.headers["X-{f.capitalize()}-Signature"]):\n    return handle_{f}(request)',
            f'log.info("{f}: authenticated as %s using {name.lower()} ending %s", user, value[-4:])',
        ]
        out.append(
            plain(
                forms[k], f"code:{['env_read', 'getpass', 'kdf', 'js_env', 'go_sm', 'rotate', 'hmac', 'log_tail'][k]}"
            )
        )
    return out
