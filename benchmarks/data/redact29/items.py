"""Items: a fragment of text plus its labels. Secret items carry a credential; look-alikes carry none.

Each maker returns (fragment, labels). Look-alike makers return (fragment, []).
"""

import base64

from gen import (
    B58,
    BECH,
    LOW,
    UP,
    R,
    b64std,
    b64url,
    digits,
    hexs,
    host,
    mixed,
    name_host,
    password,
    project,
    rs,
    token,
    ulid,
    uuid4,
)


def vendor_token():
    _, tok = token()
    return tok, [tok]


def aws_pair():
    """An access key id beside its secret half; only the secret half is labelled."""
    kid = ("AKIA" if R.random() < 0.7 else "ASIA") + rs(UP, 16)
    sec = b64std(30)[:40].replace("=", "k")
    sep = R.choice([" ", ":", " / ", ","])
    return f"{kid}{sep}{sec}", [sec]


def secret_token():
    return aws_pair() if R.random() < 0.06 else vendor_token()


# ---- signed URLs: the signature (and a session token, when present) labelled ----

def _amz_date():
    return f"2026{R.randint(1, 11):02d}{R.randint(1, 28):02d}T{R.randint(0, 23):02d}{R.randint(0, 59):02d}00Z"


def signed_url():
    kind = R.randrange(5)
    bucket, obj = f"{project()}-{R.choice(['exports', 'uploads', 'backups', 'media'])}", \
        f"{R.choice(['2026', 'reports', 'tmp', 'in'])}/{rs(LOW, 8)}.{R.choice(['csv', 'zip', 'pdf', 'tar.gz'])}"
    if kind == 0:
        sig = hexs(64)
        labels = [sig]
        tok = ""
        if R.random() < 0.4:
            st = "IQoJb3JpZ2luX2Vj" + b64url(R.randint(180, 260))
            tok, labels = f"&X-Amz-Security-Token={st}", [sig, st]
        url = (f"https://{bucket}.s3.eu-west-1.amazonaws.com/{obj}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential=AKIA{rs(UP, 16)}%2F{_amz_date()[:8]}%2Feu-west-1%2Fs3%2Faws4_request"
               f"&X-Amz-Date={_amz_date()}&X-Amz-Expires={R.choice([300, 900, 3600, 86400])}{tok}"
               f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        return url, labels
    if kind == 1:
        sig = hexs(512)
        url = (f"https://storage.googleapis.com/{bucket}/{obj}?X-Goog-Algorithm=GOOG4-RSA-SHA256"
               f"&X-Goog-Credential={project()}-sa%40{project()}.iam.gserviceaccount.com%2F{_amz_date()[:8]}%2Fauto"
               f"%2Fstorage%2Fgoog4_request&X-Goog-Date={_amz_date()}&X-Goog-Expires=3600"
               f"&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
        return url, [sig]
    if kind == 2:
        sig = base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode()
        enc = sig.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        url = (f"https://{project()}store.blob.core.windows.net/{bucket}/{obj}?sp=r&st=2026-{R.randint(1, 11):02d}-"
               f"0{R.randint(1, 9)}T08:00:00Z&se=2026-12-{R.randint(10, 28)}T08:00:00Z&spr=https&sv=2022-11-02"
               f"&sr=b&sig={enc}")
        return url, [enc]
    if kind == 3:
        sig = b64url(R.randint(300, 344)).replace("-", "~")
        url = (f"https://d{rs(LOW, 13)}.cloudfront.net/{obj}?Expires={digits(10)}&Signature={sig}"
               f"&Key-Pair-Id=K{rs(UP, 13)}")
        return url, [sig]
    sig = b64url(43)
    url = f"https://{name_host()}/dl/{obj}?expires={digits(10)}&sig={sig}"
    return url, [sig]


def webhook_url():
    kind = R.randrange(4)
    if kind == 0:
        sec = mixed(24)
        return f"https://hooks.slack.com/services/T0{rs(UP, 8)}/B0{rs(UP, 8)}/{sec}", [sec]
    if kind == 1:
        sec = b64url(68)
        return f"https://discord.com/api/webhooks/{digits(19)}/{sec}", [sec]
    if kind == 2:
        tok = f"{digits(10)}:AA{b64url(33)}"
        return f"https://api.telegram.org/bot{tok}/sendMessage?chat_id=-100{digits(10)}", [tok]
    sec = mixed(32)
    return f"https://{name_host()}/hooks/in/{rs(LOW, 6)}/{sec}", [sec]


def conn_string():
    kind = R.randrange(7)
    pw = password()
    user = R.choice(["app", "svc_" + project(), "etl", "readonly", project()])
    h = host()
    if kind == 0:
        return f"postgresql://{user}:{pw}@{h}:5432/{project()}?sslmode=require", [pw]
    if kind == 1:
        return f"mongodb+srv://{user}:{pw}@cluster{R.randint(0, 9)}.{rs(LOW, 5)}.{name_host()}/{project()}", [pw]
    if kind == 2:
        return f"rediss://default:{pw}@{h}:6380/0", [pw]
    if kind == 3:
        return f"amqps://{user}:{pw}@{h}/{project()}", [pw]
    if kind == 4:
        key = b64std(64)
        return (f"DefaultEndpointsProtocol=https;AccountName={project()}store;AccountKey={key};"
                f"EndpointSuffix=core.windows.net"), [key]
    if kind == 5:
        return f"Server={h},1433;Database={project()};User Id={user};Password={pw};Encrypt=True;", [pw]
    return f"mysql://{user}:{pw}@{h}:3306/{project()}", [pw]


# ---- look-alikes (ordinary) ----

def _stripe_id():
    return R.choice([f"pk_live_51{mixed(R.randint(60, 97))}", f"pk_test_51{mixed(R.randint(60, 97))}",
                     "cus_" + mixed(14), "pi_3" + mixed(23), "ch_3" + mixed(23), "acct_1" + mixed(15),
                     "price_1" + mixed(23), "sub_1" + mixed(23), "evt_1" + mixed(23), "in_1" + mixed(23),
                     "prod_" + mixed(14), "seti_1" + mixed(23)])


def _mapbox_pk():
    body = base64.urlsafe_b64encode(f'{{"u":"{project()}{digits(2)}","a":"cl{rs(LOW, 23)}"}}'.encode()).decode()
    return f"pk.{body.rstrip('=')}.{b64url(22)}"


def _clerk_pk():
    enc = base64.b64encode(f"clerk.{name_host()}$".encode()).decode().rstrip("=")
    return f"pk_live_{enc}"


def vendor_id():
    """A public identifier with a vendor prefix (never a credential by the README's rules)."""
    kind = R.randrange(15)
    return [
        _stripe_id,
        _mapbox_pk,
        _clerk_pk,
        lambda: "phc_" + mixed(43),
        lambda: "sb_publishable_" + b64url(31),
        lambda: f"https://{hexs(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(16)}",
        lambda: f"{digits(12)}-{rs(LOW, 32)}.apps.googleusercontent.com",
        lambda: R.choice(["C0", "U0", "T0", "A0"]) + rs(UP, R.choice([8, 9, 10])),
        lambda: R.choice(["org-", "proj_", "file-", "asst_", "thread_", "batch_"]) + mixed(24),
        lambda: R.choice(["req_", "chatcmpl-"]) + mixed(29),
        lambda: R.choice(["msg_01", "toolu_01", "req_011C"]) + mixed(22),
        lambda: R.choice(["AC", "SM", "PN", "MG"]) + hexs(32),
        lambda: ("AKIA" if R.random() < 0.7 else "ASIA") + rs(UP, 16),
        lambda: R.choice(["U_kgDO", "R_kgDO", "PR_kwDO", "I_kwDO"]) + mixed(R.randint(8, 14)),
        lambda: f"gid://shopify/{R.choice(['Order', 'Product', 'Customer'])}/{digits(13)}",
    ][kind]()


def resource_id():
    acct = digits(12)
    p = project()
    return R.choice([
        f"arn:aws:iam::{acct}:role/{p}-deploy",
        f"arn:aws:s3:::{p}-exports",
        f"arn:aws:secretsmanager:eu-west-1:{acct}:secret:{p}/db-{mixed(6)}",
        f"arn:aws:kms:us-east-1:{acct}:key/{uuid4()}",
        f"arn:aws:lambda:eu-central-1:{acct}:function:{p}-ingest",
        f"i-0{hexs(16)}", f"sg-0{hexs(16)}", f"vpc-0{hexs(16)}", f"ami-0{hexs(16)}", f"subnet-0{hexs(16)}",
        f"projects/{p}-prod/secrets/{p}-db/versions/{R.randint(1, 30)}",
        f"{p}-sa@{p}-prod.iam.gserviceaccount.com",
        f"/subscriptions/{uuid4()}/resourceGroups/{p}-rg/providers/Microsoft.KeyVault/vaults/{p}-kv",
        f"ocid1.instance.oc1.eu-frankfurt-1.{rs(LOW, 60)}",
    ])


def plain_id():
    return R.choice([
        uuid4, ulid, lambda: b64url(21), lambda: mixed(27),
        lambda: f"00-{hexs(32)}-{hexs(16)}-01", lambda: digits(19),
        lambda: R.choice("13") + rs(B58, R.randint(26, 33)), lambda: rs(B58, R.randint(32, 44)),
        lambda: "bc1q" + rs(BECH, 38), lambda: "age1" + rs(BECH, 58), lambda: f"nodekey:{hexs(64)}",
        lambda: f"-100{digits(10)}",
    ])()


def digest():
    return R.choice([
        lambda: "sha256:" + hexs(64), lambda: hexs(40), lambda: hexs(7),
        lambda: "sha512-" + b64std(64), lambda: "sha384-" + b64std(48),
        lambda: f"build {R.randint(2025, 2026)}.{R.randint(1, 12):02d}.{R.randint(1, 28):02d}-{R.randint(1, 9999)}",
        lambda: f"buildid={hexs(40)}", lambda: "md5:" + hexs(32),
    ])()


PLACEHOLDERS = ["ghp_" + "x" * 36, "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "sk-...", "<token>", "sk_live_...",
                "xoxb-your-bot-token", "glpat-XXXXXXXXXXXXXXXXXXXX", "hf_***", "${GITHUB_TOKEN}", "npm_<redacted>",
                "sk-proj-****", "<YOUR_API_KEY>", "AKIAXXXXXXXXXXXXXXXX", "xoxp-0000-0000-0000-xxxx",
                "sk-ant-api03-...", "dckr_pat_<your-pat>", "${{ secrets.NPM_TOKEN }}", "pypi-<token>",
                "whsec_...", "SG.xxxxx.yyyyy", "$OPENAI_API_KEY", "{{ .Values.apiKey }}"]


def placeholder():
    return R.choice(PLACEHOLDERS + [f"{p}****{rs(LOW, 4)}" for p in ("sk_live_", "ghp_", "sk-proj-")]
                    + [f"{p}…{mixed(4)}" for p in ("glpat-", "xoxb-", "hf_")])


def example_license():
    blocks = R.choice([["XXXXX"] * 5, ["EXAMPLE", "0000", "0000", "0000"], ["AAAA", "BBBB", "CCCC", "DDDD"],
                       ["TRIAL", "EXAMPLE", "KEY"], ["0000", "0000", "0000", "0000", "0000"]])
    return "-".join(blocks)


def lookalike(in_code=False):
    """A look-alike of a vendor token: public id, resource name, plain id, digest or placeholder.

    Inside a call (`in_code`), bare random ids (nanoid, KSUID, base58) are not drawn: passed to `Client(...)` with no
    prefix they would be a credential to any reader, so such rows would be ambiguous rather than ordinary.
    """
    pool = [vendor_id, vendor_id, vendor_id, resource_id, digest, placeholder] + ([] if in_code else [plain_id])
    return R.choice(pool)(), []


def unsigned_url():
    bucket = f"{project()}-{R.choice(['public', 'assets', 'docs', 'releases'])}"
    obj = f"{R.choice(['img', 'v2', 'dist'])}/{rs(LOW, 8)}.{R.choice(['png', 'tar.gz', 'js', 'pdf'])}"
    return R.choice([
        f"https://{bucket}.s3.eu-west-1.amazonaws.com/{obj}?versionId={b64url(32)}",
        f"https://storage.googleapis.com/{bucket}/{obj}?generation={digits(16)}",
        f"https://{project()}store.blob.core.windows.net/{bucket}/{obj}",
        f"https://{bucket}.s3.amazonaws.com/{obj}?X-Amz-Signature=<signature>",
        f"https://cdn.{name_host()}/{obj}?v={hexs(10)}",
        f"https://{name_host()}/dl/{obj}?sha={hexs(40)}",
        f"https://d{rs(LOW, 13)}.cloudfront.net/{obj}?Expires=<epoch>&Signature=<sig>&Key-Pair-Id=<id>",
        f"https://{name_host()}/search?q={rs(LOW, 6)}&page={R.randint(2, 40)}&utm_source=newsletter",
    ]), []


def public_link():
    return R.choice([
        f"https://{project()}.slack.com/archives/C0{rs(UP, 9)}/p{digits(16)}",
        f"https://discord.com/channels/{digits(18)}/{digits(19)}/{digits(19)}",
        f"https://t.me/{project()}_updates",
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        f"https://discord.com/api/webhooks/{digits(19)}/<webhook-token>",
        "https://api.telegram.org/bot<bot-token>/getMe",
        f"https://{name_host()}/hooks/in/{rs(LOW, 6)}/{{{{ hook_path }}}}",
        f"https://github.com/{project()}/{project()}/actions/runs/{digits(11)}",
    ]), []


def safe_conn():
    user = R.choice(["app", "etl", "readonly", project()])
    h = host()
    return R.choice([
        f"postgresql://{user}@{h}:5432/{project()}?sslmode=require",
        f"postgresql://{user}:${{PGPASSWORD}}@{h}:5432/{project()}",
        f"mongodb+srv://cluster{R.randint(0, 9)}.{rs(LOW, 5)}.{name_host()}/?retryWrites=true&w=majority",
        f"redis://{h}:6379/{R.randint(0, 15)}",
        f"amqps://{user}:<password>@{h}/{project()}",
        f"mysql://{user}:****@{h}:3306/{project()}",
        f"DefaultEndpointsProtocol=https;AccountName={project()}store;AccountKey=<key>;EndpointSuffix=core.windows.net",
        f"Server={h},1433;Database={project()};Authentication=Active Directory Managed Identity;Encrypt=True;",
        f"jdbc:postgresql://{h}:5432/{project()}?user={user}&ssl=true",
    ]), []


def reference():
    p = project()
    return R.choice([f"op://{p}/deploy/credential", f"vault:kv/{p}/ci#value", "${DEPLOY_KEY}",
                     f"{{{{ vault \"kv/{p}\" \"token\" }}}}", f"aws-sm://{p}/prod/api", f"gcp-sm://{p}-prod/{p}-db",
                     f"the {p} entry in 1Password", "${{ secrets.DEPLOY_TOKEN }}"])
