"""Secret rows: cloud key pairs, vendor tokens, private keys, JWTs/sessions, hashes,
recovery material and reversible encodings.

Only the public prefixes of token formats are fixed text; every body is random.
"""

from __future__ import annotations

import json
from random import Random

from common import (
    ALNUM,
    B32,
    B64,
    CRYPT64,
    LOWER_ALNUM,
    WORDS,
    Row,
    b64_bytes,
    chars,
    date_str,
    dns,
    email,
    hexs,
    host,
    jwt,
    password,
    pem_lines,
    person,
    r_svc,
    rsa_like_body,
    user,
)

UPPER_NUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def cloud_keys(r: Random) -> Row:
    """Cloud access key pairs; the key id and the secret are both labelled."""
    kind = r.randrange(6)
    if kind <= 2:
        kid = r.choice(["AKIA", "ASIA"]) + chars(r, B32, 16)
        sec = chars(r, B64, 40)
        forms = [
            f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-west-1",
            f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}",
            f's3 = boto3.client("s3", aws_access_key_id="{kid}", aws_secret_access_key="{sec}")',
            f"| user | key id | secret |\n|---|---|---|\n| {user(r)} | {kid} | {sec} |",
            f"AccessKeyId,SecretAccessKey\n{kid},{sec}",
        ]
        i = r.randrange(len(forms))
        return Row(forms[i], (kid, sec), form="aws", hard=i >= 3)
    if kind == 3:
        acct = "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12))
        key = b64_bytes(r, 64)
        text = (
            f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};"
            f"EndpointSuffix=core.windows.net"
        )
        return Row(text, (key,), form="azure")
    if kind == 4:
        lid = "LTAI" + chars(r, ALNUM, 20)
        sec = chars(r, ALNUM, 30)
        text = f"ALIBABA_CLOUD_ACCESS_KEY_ID={lid}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={sec}"
        return Row(text, (lid, sec), form="env")
    # Azure AD client secret: short random string with '~' and '.'
    sec = chars(r, ALNUM, 3) + chars(r, "0123456789", 1) + "Q~" + chars(r, ALNUM + "~._-", 34)
    text = (
        f"AZURE_TENANT_ID={hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}\n"
        f"AZURE_CLIENT_ID={hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}\n"
        f"AZURE_CLIENT_SECRET={sec}"
    )
    return Row(text, (sec,), form="env")


def _vendor_token(r: Random) -> tuple[str, str]:
    """Return (vendor, token) for a token with a public prefix and a random body."""
    kind = r.randrange(22)
    table = [
        ("github", lambda: "ghp_" + chars(r, ALNUM, 36)),
        ("github", lambda: "gho_" + chars(r, ALNUM, 36)),
        ("github", lambda: "github_pat_" + chars(r, ALNUM, 22) + "_" + chars(r, ALNUM, 59)),
        ("github", lambda: "ghs_" + chars(r, ALNUM, 36)),
        ("gitlab", lambda: "glpat-" + chars(r, ALNUM + "-_", 20)),
        (
            "slack",
            lambda: (
                f"xoxb-{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**12)}-{chars(r, ALNUM, 24)}"
            ),
        ),
        (
            "slack",
            lambda: (
                f"xoxp-{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**12)}-{r.randrange(10**10, 10**12)}-{hexs(r, 32)}"
            ),
        ),
        ("anthropic", lambda: "sk-ant-api03-" + chars(r, ALNUM + "-_", 93) + "AA"),
        (
            "openai",
            lambda: (
                "sk-proj-" + chars(r, ALNUM + "-_", 74) + "T3BlbkFJ" + chars(r, ALNUM + "-_", 74)
            ),
        ),
        ("stripe", lambda: "sk_live_" + chars(r, ALNUM, 99)),
        ("stripe", lambda: "rk_live_" + chars(r, ALNUM, 99)),
        ("sendgrid", lambda: "SG." + chars(r, ALNUM + "-_", 22) + "." + chars(r, ALNUM + "-_", 43)),
        ("huggingface", lambda: "hf_" + chars(r, ALNUM, 34)),
        ("shopify", lambda: "shpat_" + hexs(r, 32)),
        ("docker", lambda: "dckr_pat_" + chars(r, ALNUM + "-_", 27)),
        ("digitalocean", lambda: "dop_v1_" + hexs(r, 64)),
        ("npm", lambda: "npm_" + chars(r, ALNUM, 36)),
        ("twilio", lambda: "SK" + hexs(r, 32)),
        ("linear", lambda: "lin_api_" + chars(r, ALNUM, 40)),
        (
            "slack",
            lambda: (
                f"xapp-1-A{chars(r, UPPER_NUM, 10)}-{r.randrange(10**12, 10**13)}-{hexs(r, 64)}"
            ),
        ),
        ("gitlab", lambda: "glrt-" + chars(r, ALNUM + "-_", 20)),
        ("grafana", lambda: "glsa_" + chars(r, ALNUM, 32) + "_" + hexs(r, 8)),
    ]
    vendor, make = table[kind]
    return vendor, make()


def vendor_token(r: Random) -> Row:
    """A vendor token by prefix, in one of many contexts."""
    vendor, tok = _vendor_token(r)
    var = f"{vendor.upper()}_TOKEN"
    forms = [
        (f"export {var}={tok}", "env", False),
        (f"{var}: {tok}", "yaml", False),
        (f"gh auth login --with-token <<< {tok}", "shell", False),
        (
            f"git remote set-url origin https://oauth2:{tok}@gitlab.{dns(r)}/team/app.git",
            "url",
            False,
        ),
        (f'client = Client(token="{tok}")', "code-python", False),
        (f"[{date_str(r)}] DEBUG using token {tok} for {vendor} API", "log", True),
        (f"> here's my {vendor} key if you need it: {tok}", "chat", False),
        (f"  - name: {vendor}\n    token:\n      {tok}", "yaml", True),
        (f"| {vendor} | {tok} | rotated {date_str(r)[:10]} |", "table", True),
        (f"{json.dumps({'provider': vendor, 'credentials': {'key': tok}})}", "json", False),
        (f"const headers = {{ Authorization: `Bearer {tok}` }};", "code-typescript", False),
        (f'<add key="{vendor}Token" value="{tok}" />', "xml", False),
        (f"{tok}", "bare", True),
    ]
    text, form, hard = r.choice(forms)
    return Row(text, (tok,), form=form, hard=hard)


def private_key(r: Random) -> Row:
    """A private key block; each base64 body line is its own label."""
    ctx = r.randrange(5)
    # Why: service-account JSON files always carry a PKCS#8 key.
    kind = 3 if ctx == 1 else r.randrange(4)
    if kind == 0:
        lines = pem_lines(r, rsa_like_body(r, r.choice([1190, 1192, 1218])))
        head, foot = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
    elif kind == 1:
        body = bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + bytes(
            r.randrange(256) for _ in range(114)
        )
        lines = pem_lines(r, body)
        head, foot = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----"
    elif kind == 2:
        body = b"openssh-key-v1\x00" + bytes(r.randrange(256) for _ in range(r.choice([384, 1800])))
        lines = pem_lines(r, body, width=70)
        head, foot = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
    else:
        lines = pem_lines(r, rsa_like_body(r, r.choice([1216, 1218])))
        head, foot = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
    block = "\n".join([head, *lines, foot])
    if ctx == 0:
        text = f"$ cat ~/.ssh/id_{r.choice(['rsa', 'ed25519', 'deploy'])}\n{block}"
        form = "shell"
    elif ctx == 1:
        sa = {
            "type": "service_account",
            "project_id": f"{r_svc(r)}-{r.randrange(1000, 9999)}",
            "private_key_id": hexs(r, 40),
            "private_key": block + "\n",
            "client_email": f"{r_svc(r)}@{r_svc(r)}-prod.iam.gserviceaccount.com",
        }
        text = json.dumps(sa, indent=2)
        form = "json"
        return Row(text, tuple(lines) + (sa["private_key_id"],), form=form, hard=True)
    elif ctx == 2:
        ind = "    "
        text = "tls:\n  key: |\n" + "\n".join(ind + x for x in block.split("\n"))
        form = "yaml"
    elif ctx == 3:
        text = f'DEPLOY_KEY="{block}"'
        form = "env"
    else:
        text = block
        form = "pem"
    return Row(text, tuple(lines), form=form)


def jwt_session(r: Random) -> Row:
    """JWTs and session cookies in logs, storage dumps and headers."""
    kind = r.randrange(6)
    if kind == 0:
        t = jwt(r)
        text = f"localStorage.setItem('access_token', '{t}')"
        return Row(text, (t,), form="code-javascript")
    if kind == 1:
        t = jwt(r)
        text = f"{date_str(r)} INFO auth: issued token={t} for user_id={r.randrange(10**4, 10**6)}"
        return Row(text, (t,), form="log")
    if kind == 2:
        sid = "s%3A" + chars(r, ALNUM + "-_", 32) + "." + b64_bytes(r, 32, pad=False)
        text = f"Cookie: connect.sid={sid}; _ga=GA1.1.{r.randrange(10**8, 10**9)}.{r.randrange(10**9, 2 * 10**9)}"
        return Row(text, (sid,), form="http", hard=True)
    if kind == 3:
        sid = chars(r, LOWER_ALNUM, 32)
        text = f"sessionid={sid}; csrftoken=; Path=/"
        return Row(text, (sid,), form="http")
    if kind == 4:
        v = b64_bytes(r, 180, pad=False)
        text = f"laravel_session={v}"
        return Row(text, (v,), form="http")
    t = jwt(r)
    text = f"| name | value |\n|---|---|\n| refresh_token | {t} |\n| expires_in | 3600 |"
    return Row(text, (t,), form="table", hard=True)


def password_hash(r: Random) -> Row:
    """Password hashes that authenticate or crack offline."""
    kind = r.randrange(6)
    u = user(r).replace(".", "")
    if kind == 0:
        nt = hexs(r, 32)
        rid = r.randrange(500, 1200)
        text = f"{u}:{rid}:aad3b435b51404eeaad3b435b51404ee:{nt}:::"
        if r.random() < 0.5:
            text = f"[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)\n{text}"
        return Row(text, (nt,), form="secretsdump")
    if kind == 1:
        salt = chars(r, CRYPT64, r.choice([8, 16]))
        h = f"$6${salt}${chars(r, CRYPT64, 86)}"
        text = f"{u}:{h}:{r.randrange(19000, 20500)}:0:99999:7:::"
        return Row(text, (h,), form="shadow")
    if kind == 2:
        h = f"$2y$10${chars(r, CRYPT64, 53)}"
        text = (
            f"INSERT INTO users (id, email, password) VALUES ({r.randrange(1, 999)}, "
            f"'{email(r)}', '{h}');"
        )
        return Row(text, (h,), form="sql")
    if kind == 3:
        h = "*" + chars(r, "0123456789ABCDEF", 40)
        text = f"mysql> SELECT user, authentication_string FROM mysql.user;\n| {u} | {h} |"
        return Row(text, (h,), form="sql")
    if kind == 4:
        h = "md5" + hexs(r, 32)
        text = f"CREATE ROLE {u} LOGIN ENCRYPTED PASSWORD '{h}';"
        return Row(text, (h,), form="sql")
    h = f"$2b$12${chars(r, CRYPT64, 53)}"
    text = f"{u}:{h}"
    return Row(text, (h,), form="htpasswd", hard=True)


def recovery(r: Random) -> Row:
    """Recovery codes (each a label), seed phrases (one label) and TOTP seeds."""
    kind = r.randrange(4)
    if kind == 0:
        codes = [f"{hexs(r, 5)}-{hexs(r, 5)}" for _ in range(r.choice([4, 6, 8]))]
        text = (
            f"{r.choice(['GitHub', 'GitLab', 'npm'])} recovery codes for {user(r)}:\n"
            + "\n".join(codes)
        )
        return Row(text, tuple(codes), form="codes")
    if kind == 1:
        codes = [f"{r.randrange(10**3, 10**4)} {r.randrange(10**3, 10**4)}" for _ in range(5)]
        codes = [c for c in codes if len(c) >= 6]
        text = "Backup codes (keep these safe)\n" + "  ".join(codes)
        return Row(text, tuple(codes), form="codes", hard=True)
    if kind == 2:
        phrase = " ".join(r.choice(WORDS) for _ in range(r.choice([12, 24])))
        text = r.choice(
            [
                f"wallet seed: {phrase}",
                f'MNEMONIC="{phrase}"',
                f"test wallet for the faucet script, restore with\n{phrase}",
            ]
        )
        return Row(text, (phrase,), form="seed", hard=True)
    seed = chars(r, B32, r.choice([16, 32]))
    issuer = r.choice(["GitHub", "AWS", "Okta", org_name(r)])
    text = r.choice(
        [
            f"otpauth://totp/{issuer}:{user(r)}?secret={seed}&issuer={issuer}&digits=6",
            f"TOTP_SECRET={seed}",
            f"2FA setup key (if the QR won't scan): {' '.join(seed[i : i + 4] for i in range(0, len(seed), 4))}",
        ]
    )
    if "setup key" in text:
        spaced = text.split(": ", 1)[1]
        return Row(text, (spaced,), form="totp", hard=True)
    return Row(text, (seed,), form="totp")


def org_name(r: Random) -> str:
    """A capitalised org name."""
    return person(r).split()[1]


def reversible(r: Random) -> Row:
    """Reversible encodings: Laravel APP_KEY, rclone-obscured passwords, base64 passwords."""
    kind = r.randrange(3)
    if kind == 0:
        k = b64_bytes(r, 32)
        return Row(f"APP_ENV=production\nAPP_KEY=base64:{k}\nAPP_DEBUG=false", (k,), form="env")
    if kind == 1:
        ob = b64_bytes(r, r.randrange(24, 40), url=True, pad=False)
        text = (
            f"[{r_svc(r)}]\ntype = {r.choice(['sftp', 'ftp', 'webdav', 'smb'])}\nhost = {host(r)}\n"
            f"user = {user(r)}\npass = {ob}"
        )
        return Row(text, (ob,), form="rclone", hard=True)
    pw = password(r)
    enc = __import__("base64").b64encode(pw.encode()).decode()
    text = f"# base64 so it isn't plain text :)\nSMTP_PASS_B64={enc}"
    return Row(text, (enc,), form="env", hard=True)
