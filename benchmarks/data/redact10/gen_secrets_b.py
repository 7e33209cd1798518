# ruff: noqa: E501  (data templates are long string literals)
"""Secret rows, part B: cloud keys, vendor tokens, private keys, JWTs and sessions, webhooks.

Token prefixes are public format facts; every body is drawn from the seeded rng.
"""

from __future__ import annotations

import json

from gen_code import code_assign, var_base
from gen_util import (
    ALNUM,
    B64URL,
    DIGITS,
    UPPER,
    alnum,
    b64,
    b64text,
    b64url,
    b64url_json,
    chars,
    digits,
    email,
    hexs,
    host,
    name,
    pem_lines,
    pick,
    ts,
    user,
    uuid4,
    word,
)


def aws_pair(rng, temp=False):
    kid = ("ASIA" if temp else "AKIA") + chars(rng, UPPER + "234567", 16)
    sec = chars(rng, ALNUM + "+/", 40)
    return kid, sec


def cloud_keypair(rng):
    f = rng.randrange(9)
    if f == 0:
        kid, sec = aws_pair(rng)
        return (
            f"$ cat ~/.aws/credentials\n[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-central-1",
            [kid, sec],
            "ini",
            False,
        )
    if f == 1:
        kid, sec = aws_pair(rng, temp=True)
        tok = "IQoJb3JpZ2luX2Vj" + b64(rng, rng.randint(300, 420))
        out = {
            "Credentials": {
                "AccessKeyId": kid,
                "SecretAccessKey": sec,
                "SessionToken": tok,
                "Expiration": ts(rng),
            },
            "AssumedRoleUser": {
                "AssumedRoleId": "AROA" + chars(rng, UPPER + DIGITS, 17) + ":ci",
                "Arn": f"arn:aws:sts::{digits(rng, 12)}:assumed-role/deploy/ci",
            },
        }
        return (
            "$ aws sts assume-role --role-arn arn:aws:iam::"
            + digits(rng, 12)
            + ":role/deploy --role-session-name ci\n"
            + json.dumps(out, indent=4),
            [kid, sec, tok],
            "json",
            False,
        )
    if f == 2:
        kid, sec = aws_pair(rng)
        return (
            f'import boto3\n\ns3 = boto3.client(\n    "s3",\n    aws_access_key_id="{kid}",\n    aws_secret_access_key="{sec}",\n)',
            [kid, sec],
            "python",
            False,
        )
    if f == 3:
        kid, sec = aws_pair(rng)
        return (
            f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}\nexport AWS_DEFAULT_REGION=us-east-2",
            [kid, sec],
            "shell",
            False,
        )
    if f == 4:
        tok = "ya29.a0" + b64url(rng, rng.randint(110, 150))
        return (
            f'$ gcloud auth print-access-token\n{tok}\n$ curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://storage.googleapis.com/storage/v1/b?project={word(rng)}-{digits(rng, 6)}',
            [tok],
            "shell",
            True,
        )
    if f == 5:
        key = b64(rng, 64)
        acct = name(rng) + word(rng)
        return (
            f'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"',
            [key],
            "dotenv",
            False,
        )
    if f == 6:
        sec = alnum(rng, 3) + "8Q~" + chars(rng, B64URL + ".~", 34)
        return (
            f'$ az ad sp credential reset --id {uuid4(rng)}\n{{\n  "appId": "{uuid4(rng)}",\n  "password": "{sec}",\n  "tenant": "{uuid4(rng)}"\n}}',
            [sec],
            "json",
            False,
        )
    if f == 7:
        kid, sec = "LTAI" + alnum(rng, 20), alnum(rng, 30)
        return (
            f"[default]\naccess_key_id = {kid}\naccess_key_secret = {sec}\nregion_id = cn-hangzhou",
            [kid, sec],
            "ini",
            False,
        )
    kid, sec = aws_pair(rng)
    return (
        f"| env | key id | secret |\n|-----|--------|--------|\n| prod | {kid} | {sec} |\n| stage | (see vault) | (see vault) |",
        [kid, sec],
        "markdown",
        True,
    )


def _vendor_token(rng):
    """One (prefix-kind, token) pair; all bodies random."""
    k = rng.randrange(22)
    toks = [
        ("github", "ghp_" + alnum(rng, 36)),
        ("github", "github_pat_" + alnum(rng, 22) + "_" + alnum(rng, 59)),
        ("github", "gho_" + alnum(rng, 36)),
        ("gitlab", "glpat-" + chars(rng, B64URL, 20)),
        ("slack", f"xoxb-{digits(rng, 11)}-{digits(rng, 13)}-{alnum(rng, 24)}"),
        ("slack", f"xoxp-{digits(rng, 11)}-{digits(rng, 12)}-{digits(rng, 13)}-{hexs(rng, 32)}"),
        ("anthropic", "sk-ant-api03-" + chars(rng, B64URL, 93) + "AA"),
        ("openai", "sk-proj-" + chars(rng, B64URL, 120)),
        ("stripe", "sk_live_" + alnum(rng, rng.randint(24, 60))),
        ("stripe", "rk_live_" + alnum(rng, rng.randint(24, 60))),
        ("npm", "npm_" + alnum(rng, 36)),
        ("pypi", "pypi-AgEIcHlwaS5vcmc" + chars(rng, B64URL, 120)),
        ("sendgrid", "SG." + chars(rng, B64URL, 22) + "." + chars(rng, B64URL, 43)),
        ("huggingface", "hf_" + chars(rng, UPPER + UPPER.lower(), 34)),
        ("digitalocean", "dop_v1_" + hexs(rng, 64)),
        ("shopify", "shpat_" + hexs(rng, 32)),
        ("slack", f"xapp-1-A{chars(rng, UPPER + DIGITS, 10)}-{digits(rng, 13)}-{hexs(rng, 64)}"),
        ("twilio", "SK" + hexs(rng, 32)),
        ("linear", "lin_api_" + alnum(rng, 40)),
        ("terraform", alnum(rng, 14) + ".atlasv1." + alnum(rng, 67)),
        ("postman", f"PMAK-{hexs(rng, 24)}-{hexs(rng, 34)}"),
        ("telegram", f"{digits(rng, 10)}:AA{chars(rng, B64URL, 33)}"),
    ]
    return toks[k]


def vendor_token(rng):
    kind, tok = _vendor_token(rng)
    f = rng.randrange(10)
    hard = kind in ("terraform", "telegram", "twilio")
    if f <= 3:
        text, lang = code_assign(rng, var_base(rng, kind), tok)
        return text, [tok], lang, hard
    if f == 4:
        return (
            f"- name: publish\n  run: ./release.sh\n  env:\n    {kind.upper()}_TOKEN: {tok}   # FIXME use secrets",
            [tok],
            "yaml",
            hard,
        )
    if f == 5:
        return (
            (
                f"$ git log -p -1 {hexs(rng, 40)}\ncommit {hexs(rng, 40)}\nAuthor: {name(rng).capitalize()} <{email(rng)}>\n\n    wip: ci\n\n"
                f"diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml\n@@ -12,3 +12,3 @@\n-      TOKEN: ${{{{ secrets.{kind.upper()}_TOKEN }}}}\n+      TOKEN: {tok}"
            ),
            [tok],
            "diff",
            hard,
        )
    if f == 6:
        return (
            f"[{ts(rng)}] job 'deploy' step 4/9\n$ {kind}-cli auth --token {tok}\nAuthenticated as {user(rng)} ({kind})",
            [tok],
            "ci-log",
            hard,
        )
    if f == 7:
        return (
            (
                f"### Bug: upload fails with 401\n\nRepro:\n```\n{kind.upper()}_TOKEN={tok} ./upload.sh dist/\n```\n"
                f"Expected 200, got 401 after ~3 s. Version {rng.randint(1, 4)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}."
            ),
            [tok],
            "markdown",
            hard,
        )
    if f == 8:
        cell = {
            "cell_type": "code",
            "execution_count": rng.randint(1, 40),
            "metadata": {},
            "source": [f'client = {kind.capitalize()}Client(token="{tok}")\n', "client.whoami()"],
            "outputs": [
                {"output_type": "execute_result", "data": {"text/plain": [f"'{user(rng)}'"]}}
            ],
        }
        return json.dumps(cell, indent=1), [tok], "notebook", True
    return f"{tok}", [tok], "text", True


def _pem(rng, label, first, nbytes, width=64):
    lines = pem_lines(rng, nbytes, width, first)
    return f"-----BEGIN {label}-----", lines, f"-----END {label}-----"


def private_key(rng):
    kind = rng.randrange(4)
    if kind == 0:
        b, lines, e = _pem(
            rng,
            "RSA PRIVATE KEY",
            "MIIE" + pick(rng, ("owIBAAKCAQEA", "pAIBAAKCAQEA")),
            rng.randint(500, 800),
        )
    elif kind == 1:
        b, lines, e = _pem(
            rng, "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", rng.randint(500, 800)
        )
    elif kind == 2:
        b, lines, e = _pem(rng, "EC PRIVATE KEY", "MHcCAQEEI", 110)
    else:
        b, lines, e = _pem(
            rng,
            "OPENSSH PRIVATE KEY",
            "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA",
            330,
            70,
        )
    f = rng.randrange(6)
    block = "\n".join([b, *lines, e])
    if f == 0:
        return (
            f"$ cat ~/.ssh/{pick(rng, ('id_ed25519', 'id_rsa', 'deploy_key'))}\n{block}",
            lines,
            "pem",
            False,
        )
    if f == 1:
        sa = {
            "type": "service_account",
            "project_id": f"{word(rng)}-{digits(rng, 6)}",
            "private_key_id": hexs(rng, 40),
            "private_key": block + "\n",
            "client_email": f"{word(rng)}@{word(rng)}-{digits(rng, 6)}.iam.gserviceaccount.com",
        }
        return json.dumps(sa, indent=2), lines, "json", False
    if f == 2:
        body = "\n".join("    " + ln for ln in [b, *lines, e])
        return (
            f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {word(rng)}-ssh\ndata:\n  id_key: |\n{body}",
            lines,
            "yaml",
            True,
        )
    if f == 3:
        body = "\n".join("+" + ln for ln in [b, *lines, e])
        return (
            f"diff --git a/deploy/key.pem b/deploy/key.pem\nnew file mode 100600\n--- /dev/null\n+++ b/deploy/key.pem\n@@ -0,0 +1,{len(lines) + 2} @@\n{body}",
            lines,
            "diff",
            False,
        )
    if f == 4:
        return (
            f'TEST_KEY = """\\\n{block}\n"""\n\n\ndef test_sign():\n    assert sign(b"x", TEST_KEY)',
            lines,
            "python",
            True,
        )
    joined = "\\n".join([b, *lines, e])
    return f'SSH_PRIVATE_KEY="{joined}\\n"', lines, "dotenv", True


def _jwt(rng):
    alg = pick(rng, ("HS256", "RS256", "ES256"))
    head = b64url_json({"alg": alg, "typ": "JWT"})
    now = 1760000000 + rng.randrange(50_000_000)
    body = b64url_json(
        {
            "sub": uuid4(rng),
            "iat": now,
            "exp": now + 3600,
            "scope": pick(rng, ("read", "admin", "repo write")),
        }
    )
    sig = b64url(rng, 32 if alg == "HS256" else (256 if alg == "RS256" else 64))
    return f"{head}.{body}.{sig}"


def jwt_session(rng):
    f = rng.randrange(9)
    h = host(rng, internal=False)
    if f == 0:
        t = _jwt(rng)
        return (
            f"$ curl -v https://{h}/me\n> GET /me HTTP/1.1\n> Authorization: Bearer {t}\n< HTTP/1.1 200 OK",
            [t],
            "http",
            False,
        )
    if f == 1:
        t = _jwt(rng)
        return (
            f'> localStorage.getItem(\'auth\')\n\'{{"accessToken":"{t}","expiresIn":3600}}\'',
            [t],
            "javascript",
            False,
        )
    if f == 2:
        t = _jwt(rng)
        return f"users:\n- name: ci-bot\n  user:\n    token: {t}", [t], "yaml", False
    if f == 3:
        t = _jwt(rng)
        return (
            f"{ts(rng)} DEBUG http.client send: b'POST /api/jobs HTTP/1.1\\r\\nHost: {h}\\r\\nAuthorization: Bearer {t}\\r\\n'",
            [t],
            "log",
            False,
        )
    if f == 4:
        v = "s%3A" + alnum(rng, 32) + "." + b64(rng, 32).rstrip("=")
        return f"Cookie: connect.sid={v}; lang=en", [v], "http", False
    if f == 5:
        v = b64text(
            json.dumps(
                {"iv": b64(rng, 16), "value": b64(rng, 48), "mac": hexs(rng, 64), "tag": ""},
                separators=(",", ":"),
            )
        )
        return (
            f"Set-Cookie: laravel_session={v}; expires=Fri, 04-Dec-2026 10:00:00 GMT; path=/; httponly; samesite=lax",
            [v],
            "http",
            True,
        )
    if f == 6:
        v = chars(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 32)
        return (
            f'requests.get(url, cookies={{"sessionid": "{v}", "csrftoken": ""}})',
            [v],
            "python",
            False,
        )
    if f == 7:
        v = chars(rng, "abcdefghijklmnopqrstuv0123456789", 26)
        return (
            f"  HTTP_COOKIE: 'PHPSESSID={v}'\n  REMOTE_ADDR: '203.0.113.{rng.randint(2, 250)}'",
            [v],
            "php",
            True,
        )
    v = b64url(rng, 60) + "--" + hexs(rng, 40)
    return (
        f"#\tHttpOnly_.{name(rng)}.com\tTRUE\t/\tTRUE\t0\t_{word(rng)}_session\t{v}",
        [v],
        "text",
        True,
    )


def webhook(rng):
    f = rng.randrange(6)
    if f == 0:
        s = alnum(rng, 24)
        url = f"https://hooks.slack.com/services/T{chars(rng, UPPER + DIGITS, 9)}/B{chars(rng, UPPER + DIGITS, 10)}/{s}"
        return f"SLACK_WEBHOOK_URL={url}", [s], "dotenv", False
    if f == 1:
        s = alnum(rng, 24)
        url = f"https://hooks.slack.com/services/T{chars(rng, UPPER + DIGITS, 9)}/B{chars(rng, UPPER + DIGITS, 10)}/{s}"
        return (
            f"$ curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {url}\nok",
            [s],
            "shell",
            False,
        )
    if f == 2:
        s = chars(rng, B64URL, 68)
        return (
            f"notify:\n  discord: https://discord.com/api/webhooks/{digits(rng, 19)}/{s}",
            [s],
            "yaml",
            False,
        )
    if f == 3:
        s = "whsec_" + alnum(rng, 32)
        text, lang = code_assign(rng, "stripe_webhook_secret", s)
        return text, [s], lang, False
    if f == 4:
        s = hexs(rng, 40)
        return (
            f"$ gh api repos/{name(rng)}/{word(rng)}/hooks -f 'config[url]=https://{host(rng, False)}/hook' -f 'config[secret]={s}' -f 'events[]=push'",
            [s],
            "shell",
            True,
        )
    s = hexs(rng, 32)
    return (
        f'teams_url = "https://{name(rng)}.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/{s}/{uuid4(rng)}"',
        [s],
        "toml",
        True,
    )


def sentry_dsn(rng):
    k = hexs(rng, 32)
    dsn = f"https://{k}@o{digits(rng, 6)}.ingest.sentry.io/{digits(rng, 16)}"
    f = rng.randrange(3)
    if f == 0:
        return f"SENTRY_DSN={dsn}", [k], "dotenv", False
    if f == 1:
        return (
            f'Sentry.init({{\n  dsn: "{dsn}",\n  tracesSampleRate: 0.2,\n}});',
            [k],
            "javascript",
            False,
        )
    return f'sentry_sdk.init(dsn="{dsn}", environment="prod")', [k], "python", False


GENERATORS = [
    ("cloud_keypair", cloud_keypair, 70),
    ("vendor_token", vendor_token, 120),
    ("private_key", private_key, 45),
    ("jwt_session", jwt_session, 60),
    ("webhook", webhook, 40),
    ("vendor_token", sentry_dsn, 12),
]
