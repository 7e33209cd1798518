"""Ordinary-row templates, part three: env examples, secret references, documented-public
client ids, masked and example values, public keys, changelogs, fixtures, chat with ids.
Each maker returns ``(text, lang)``."""

from __future__ import annotations

import base64
import json
import random

from values import (
    ALNUM,
    DIGITS,
    LOWER,
    REGIONS,
    UPPER,
    acct,
    b64,
    b64url,
    chars,
    date,
    email,
    hexs,
    host,
    name,
    person,
    pick,
    public_pem,
    semver,
    sha1,
    sha256,
    ssh_pub,
    user,
    uuid4,
    word,
)


# ---------------------------------------------------------------- env / config
def env_example(r: random.Random):
    pl = lambda: pick(
        r,
        (
            "",
            "<your-api-key>",
            "your-secret-here",
            "xxxxxxxxxxxxxxxx",
            "REPLACE_ME",
            "changeme",
            "${VAULT_TOKEN}",
            "op://dev/" + word(r) + "/credential",
            "<redacted>",
            "********",
        ),
    )  # noqa: E731
    keys = [
        "DATABASE_URL=postgres://app:${DB_PASSWORD}@localhost:5432/app",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_{chars(r, ALNUM, 24)}",
        f"API_KEY={pl()}",
        f"JWT_SECRET={pl()}",
        f"SMTP_PASSWORD={pl()}",
        f"SENTRY_DSN=https://{hexs(r, 32)}@o{r.randrange(10**5, 10**6)}.ingest.sentry.io/{r.randrange(10**6, 10**7)}",
    ]
    r.shuffle(keys)
    return "# .env.example - copy to .env and fill in\n" + "\n".join(
        keys[: r.randrange(3, 7)]
    ) + "\n", "dotenv"


def config_refs(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        text = f"jobs:\n  release:\n    steps:\n      - uses: pypa/gh-action-pypi-publish@{sha1(r)}\n        with:\n          password: ${{{{ secrets.PYPI_API_TOKEN }}}}\n"
        return text, "yaml"
    if k == 1:
        text = f"database:\n  host: {host(r)}\n  password: ${{DB_PASSWORD:?missing}}\n  password_file: /run/secrets/{word(r)}\n"
        return text, "yaml"
    if k == 2:
        text = f'[auth]\napi_key = "op://{word(r)}/{name(r)}/api key"\nwebhook_secret = "vault:secret/data/{name(r)}#webhook"\n'
        return text, "toml"
    text = json.dumps(
        {
            "secrets": [
                {
                    "name": "DB_PASSWORD",
                    "valueFrom": f"arn:aws:secretsmanager:{pick(r, REGIONS)}:{acct(r)}:secret:{name(r)}-{chars(r, ALNUM, 6)}:password::",
                }
            ]
        },
        indent=2,
    )
    return text, "json"


def public_client_ids(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        proj = f"{word(r)}-{r.randrange(1000, 9999)}"
        text = f'const firebaseConfig = {{\n  apiKey: "AIza{chars(r, ALNUM + "-_", 35)}",\n  authDomain: "{proj}.firebaseapp.com",\n  projectId: "{proj}",\n  appId: "1:{r.randrange(10**11, 10**12)}:web:{hexs(r, 22)}",\n}};\n'
        return text, "javascript"
    if k == 1:
        return (
            f"GOOGLE_CLIENT_ID={r.randrange(10**11, 10**12)}-{chars(r, LOWER + DIGITS, 32)}.apps.googleusercontent.com\n",
            "dotenv",
        )
    if k == 2:
        return f"const stripe = Stripe('pk_live_{chars(r, ALNUM, 99)}');\n", "javascript"
    return (
        f'Sentry.init({{ dsn: "https://{hexs(r, 32)}@o{r.randrange(10**5, 10**6)}.ingest.us.sentry.io/{r.randrange(10**6, 10**7)}", tracesSampleRate: 0.1 }});\n',
        "javascript",
    )


def masked_values(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        return (
            f"Token: ghp_{'*' * 32}{chars(r, ALNUM, 4)} (last used {r.randrange(2, 30)} days ago)\n",
            "shell-output",
        )
    if k == 1:
        return (
            f"$ heroku config\nDATABASE_URL: postgres://{user(r)}:********@{host(r)}:5432/{word(r)}\nSTRIPE_KEY:   sk_live_...{chars(r, ALNUM, 4)}\n",
            "shell-output",
        )
    if k == 2:
        return (
            f"  aws_secret_access_key     ****************{chars(r, UPPER + DIGITS, 4)} shared-credentials-file\n  access_key     ****************{chars(r, UPPER, 4)} shared-credentials-file\n",
            "shell-output",
        )
    return (
        f"export OPENAI_API_KEY=sk-...{chars(r, ALNUM, 4)}  # real one is in 1Password\n",
        "shell",
    )


def example_values(r: random.Random):
    fake = pick(
        r,
        (
            f"ghp_{'x' * 36}",
            f"glpat-{'X' * 20}",
            "sk_test_EXAMPLEKEYDONOTUSE",
            "xoxb-EXAMPLE-TOKEN-VALUE",
            f"AKIA{'X' * 16}",
            "EXAMPLE-not-a-real-password",
            f"{'0' * 40}",
            "example-api-key-1234",
        ),
    )
    return f"# Example only, not a real credential:\n#   export TOKEN={fake}\n", "shell"


def env_names(r: random.Random):
    names = ", ".join(
        f"`{n}`"
        for n in r.sample(
            [
                "GITHUB_TOKEN",
                "NPM_TOKEN",
                "AWS_SECRET_ACCESS_KEY",
                "DATABASE_PASSWORD",
                "SLACK_WEBHOOK_URL",
                "STRIPE_SECRET_KEY",
                "SENTRY_AUTH_TOKEN",
                "PYPI_API_TOKEN",
            ],
            3,
        )
    )
    return (
        f"Add {names} as repository secrets (Settings → Secrets and variables → Actions) before running the {word(r)} workflow.\n",
        "markdown",
    )


def public_keys(r: random.Random):
    k = r.randrange(4)
    if k == 0:
        return f"$ cat ~/.ssh/id_ed25519.pub\n{ssh_pub(r)}\n", "shell-output"
    if k == 1:
        return f"{public_pem(r, pick(r, ('PUBLIC KEY', 'CERTIFICATE')))}\n", "pem"
    if k == 2:
        fp = " ".join(chars(r, "0123456789ABCDEF", 4) for _ in range(10))
        return (
            f"pub   ed25519 {date(r)} [SC]\n      {fp.replace(' ', '')}\nuid           [ultimate] {person(r)} <{email(r)}>\nKey fingerprint = {fp}\n",
            "shell-output",
        )
    blob = base64.b64encode(
        b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04"
        + r.randbytes(64)
    ).decode()
    return (
        f"{host(r)} ecdsa-sha2-nistp256 {blob}\n256 SHA256:{b64(r, 32).rstrip('=')} {email(r)} (ED25519)\n",
        "shell-output",
    )


def changelog(r: random.Random):
    text = (
        f"## [{semver(r)}] - {date(r)}\n### Security\n- Tokens are now hashed at rest; rotate any API token created before {date(r)} (#{r.randrange(100, 9999)}).\n"
        f"- Fixed password reset link reuse ({hexs(r, 7)}).\n### Checksums\n{sha256(r)}  {name(r)}-linux-amd64.tar.gz\n{sha256(r)}  {name(r)}-darwin-arm64.tar.gz\n"
    )
    return text, "markdown"


def base64_fixture(r: random.Random):
    k = r.randrange(3)
    if k == 0:
        return (
            f'PIXEL = "data:image/png;base64,iVBORw0KGgo{b64(r, r.randrange(40, 90))}"\n',
            "python",
        )
    if k == 1:
        return (
            f"const fixture = Buffer.from('{b64(r, r.randrange(30, 120))}', 'base64');  // gzip of sample.json\n",
            "javascript",
        )
    return (
        f'  payload: "eyJ{b64url(r, r.randrange(30, 60))}"  # base64 of the test event body, not a token\n',
        "yaml",
    )


def sri_and_lfs(r: random.Random):
    """Subresource integrity and Git LFS pointers."""
    if r.random() < 0.5:
        return (
            f'<script src="https://cdn.{word(r)}.net/{word(r)}@{semver(r)}/dist/{word(r)}.min.js" '
            f'integrity="sha384-{b64(r, 48)}" crossorigin="anonymous"></script>\n'
        ), "html"
    return (
        f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256(r)}\nsize {r.randrange(10**4, 10**9)}\n",
        "git-lfs",
    )


def config_refs_more(r: random.Random):
    """More secret references: npmrc env refs, empty docker auths, sensitive outputs."""
    k = r.randrange(4)
    if k == 0:
        return (
            f"@{word(r)}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${{NODE_AUTH_TOKEN}}\n",
            "ini",
        )
    if k == 1:
        return json.dumps(
            {
                "auths": {"ghcr.io": {}, f"{acct(r)}.dkr.ecr.{pick(r, REGIONS)}.amazonaws.com": {}},
                "credsStore": "desktop",
                "currentContext": "default",
            },
            indent=2,
        ), "json"
    if k == 2:
        return (
            f'  + resource "random_password" "{word(r)}" {{\n      + id      = (known after apply)\n      + length  = 32\n'
            f"      + result  = (sensitive value)\n      + special = true\n    }}\n"
        ), "terraform"
    return (
        f"pip install --extra-index-url https://${{PIP_USER}}:${{PIP_PASSWORD}}@pypi.{word(r)}.internal/simple {word(r)}=={semver(r)}\n"
    ), "shell"


CHAT_IDS = (
    "the failing run is {sha} on main, trace id {h32}; token is fine, it's the cache",
    "can you pull {img}@sha256:{d}? that's the digest that passed QA",
    "request {u4} timed out again, the API key in vault is the new one so it's not auth",
    "bisected it to {sha7}; the password reset flow broke in that commit",
    "build {n} ({u4}) uploaded artifact sha256:{d} — please verify before tagging",
)


def chat_ids(r: random.Random):
    """English chat full of ids and digests, talking about credentials without one."""
    t = pick(r, CHAT_IDS)
    return t.format(
        sha=sha1(r),
        h32=hexs(r, 32),
        img=f"ghcr.io/{word(r)}/{name(r)}",
        d=sha256(r),
        u4=uuid4(r),
        sha7=hexs(r, 7),
        n=r.randrange(1000, 99999),
    ), "en"
