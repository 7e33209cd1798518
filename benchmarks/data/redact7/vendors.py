"""Vendor token shapes (public prefix facts only) and the contexts they turn up in."""

import random

from vals import ALNUM, B32, B58, B64, B64URL, HEX, LOWER_ALNUM, UPPER_ALNUM, WORDS, rs, uuid4

# (vendor, env-var name, maker). Prefixes are public format facts; bodies are random.
VENDORS = [
    ("github", "GITHUB_TOKEN", lambda r: "ghp_" + rs(r, 36)),
    ("github", "GH_OAUTH", lambda r: "gho_" + rs(r, 36)),
    ("github", "GH_PAT", lambda r: "github_pat_" + rs(r, 22) + "_" + rs(r, 59)),
    ("gitlab", "GITLAB_TOKEN", lambda r: "glpat-" + rs(r, 20, ALNUM + "-_")),
    (
        "slack",
        "SLACK_BOT_TOKEN",
        lambda r: f"xoxb-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-{rs(r, 24)}",
    ),
    (
        "slack",
        "SLACK_USER_TOKEN",
        lambda r: (
            f"xoxp-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-{rs(r, 32, HEX)}"
        ),
    ),
    ("stripe", "STRIPE_SECRET_KEY", lambda r: "sk_live_" + rs(r, 99)),
    ("stripe", "STRIPE_RESTRICTED", lambda r: "rk_live_" + rs(r, 99)),
    ("stripe", "STRIPE_WEBHOOK_SECRET", lambda r: "whsec_" + rs(r, 32)),
    ("openai", "OPENAI_API_KEY", lambda r: "sk-proj-" + rs(r, 156, B64URL)),
    ("anthropic", "ANTHROPIC_API_KEY", lambda r: "sk-ant-api03-" + rs(r, 93, B64URL) + "AA"),
    ("aws", "AWS_ACCESS_KEY_ID", lambda r: "AKIA" + rs(r, 16, UPPER_ALNUM)),
    ("google", "GOOGLE_API_KEY", lambda r: "AIza" + rs(r, 35, B64URL)),
    ("npm", "NPM_TOKEN", lambda r: "npm_" + rs(r, 36)),
    ("pypi", "TWINE_PASSWORD", lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, 140, B64URL)),
    ("huggingface", "HF_TOKEN", lambda r: "hf_" + rs(r, 34)),
    ("sendgrid", "SENDGRID_API_KEY", lambda r: "SG." + rs(r, 22, B64URL) + "." + rs(r, 43, B64URL)),
    ("twilio", "TWILIO_API_SECRET", lambda r: rs(r, 32)),
    ("twilio", "TWILIO_AUTH_TOKEN", lambda r: rs(r, 32, HEX)),
    ("mailgun", "MAILGUN_API_KEY", lambda r: "key-" + rs(r, 32, HEX)),
    ("digitalocean", "DIGITALOCEAN_TOKEN", lambda r: "dop_v1_" + rs(r, 64, HEX)),
    ("shopify", "SHOPIFY_ADMIN_TOKEN", lambda r: "shpat_" + rs(r, 32, HEX)),
    ("doppler", "DOPPLER_TOKEN", lambda r: "dp.pt." + rs(r, 43)),
    ("hashicorp-vault", "VAULT_TOKEN", lambda r: "hvs." + rs(r, 24)),
    ("databricks", "DATABRICKS_TOKEN", lambda r: "dapi" + rs(r, 32, HEX)),
    ("linear", "LINEAR_API_KEY", lambda r: "lin_api_" + rs(r, 40)),
    ("notion", "NOTION_TOKEN", lambda r: "ntn_" + rs(r, 46)),
    (
        "atlassian",
        "JIRA_API_TOKEN",
        lambda r: "ATATT3xFfGF0" + rs(r, 180, B64URL) + "=" + rs(r, 8, HEX).upper(),
    ),
    ("figma", "FIGMA_TOKEN", lambda r: "figd_" + rs(r, 40, B64URL)),
    ("postman", "POSTMAN_API_KEY", lambda r: "PMAK-" + rs(r, 24, HEX) + "-" + rs(r, 34, HEX)),
    ("grafana", "GRAFANA_SA_TOKEN", lambda r: "glsa_" + rs(r, 32) + "_" + rs(r, 8, HEX)),
    ("newrelic", "NEW_RELIC_API_KEY", lambda r: "NRAK-" + rs(r, 27, UPPER_ALNUM)),
    ("pulumi", "PULUMI_ACCESS_TOKEN", lambda r: "pul-" + rs(r, 40, HEX)),
    ("terraform-cloud", "TFE_TOKEN", lambda r: rs(r, 14) + ".atlasv1." + rs(r, 67)),
    ("heroku", "HEROKU_API_KEY", lambda r: "HRKU-" + uuid4(r)),
    ("netlify", "NETLIFY_AUTH_TOKEN", lambda r: "nfp_" + rs(r, 36)),
    ("supabase", "SUPABASE_ACCESS_TOKEN", lambda r: "sbp_" + rs(r, 40, HEX)),
    ("planetscale", "PLANETSCALE_TOKEN", lambda r: "pscale_tkn_" + rs(r, 43, B64URL)),
    ("flyio", "FLY_API_TOKEN", lambda r: "fo1_" + rs(r, 43, B64URL)),
    (
        "discord",
        "DISCORD_BOT_TOKEN",
        lambda r: "MT" + rs(r, 24) + "." + rs(r, 6, B64URL) + "." + rs(r, 38, B64URL),
    ),
    (
        "telegram",
        "TELEGRAM_BOT_TOKEN",
        lambda r: f"{r.randint(10**8, 10**10)}:AA{rs(r, 33, B64URL)}",
    ),
    ("dropbox", "DROPBOX_TOKEN", lambda r: "sl." + rs(r, 136, B64URL)),
    (
        "mapbox",
        "MAPBOX_SECRET_TOKEN",
        lambda r: "sk.eyJ1Ijoi" + rs(r, 50, B64URL) + "." + rs(r, 22, B64URL),
    ),
    ("rubygems", "GEM_HOST_API_KEY", lambda r: "rubygems_" + rs(r, 48, HEX)),
    ("dockerhub", "DOCKERHUB_TOKEN", lambda r: "dckr_pat_" + rs(r, 27, B64URL)),
    ("groq", "GROQ_API_KEY", lambda r: "gsk_" + rs(r, 52)),
    ("replicate", "REPLICATE_API_TOKEN", lambda r: "r8_" + rs(r, 37)),
    ("perplexity", "PPLX_API_KEY", lambda r: "pplx-" + rs(r, 48)),
    ("xai", "XAI_API_KEY", lambda r: "xai-" + rs(r, 80)),
    ("openrouter", "OPENROUTER_API_KEY", lambda r: "sk-or-v1-" + rs(r, 64, HEX)),
    (
        "langsmith",
        "LANGSMITH_API_KEY",
        lambda r: "lsv2_pt_" + rs(r, 32, HEX) + "_" + rs(r, 10, HEX),
    ),
    ("pinecone", "PINECONE_API_KEY", lambda r: "pcsk_" + rs(r, 6) + "_" + rs(r, 63)),
    (
        "age",
        "SOPS_AGE_KEY",
        lambda r: "AGE-SECRET-KEY-1" + rs(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
    ),
    ("shippo", "SHIPPO_TOKEN", lambda r: "shippo_live_" + rs(r, 40, HEX)),
    ("square", "SQUARE_ACCESS_TOKEN", lambda r: "EAAA" + rs(r, 60, B64URL)),
    (
        "braintree",
        "BT_ACCESS_TOKEN",
        lambda r: f"access_token$production${rs(r, 16, LOWER_ALNUM)}${rs(r, 32, HEX)}",
    ),
    ("flutterwave", "FLW_SECRET_KEY", lambda r: "FLWSECK-" + rs(r, 32, HEX) + "-X"),
    ("mailchimp", "MAILCHIMP_KEY", lambda r: rs(r, 32, HEX) + f"-us{r.randint(1, 21)}"),
    ("tailscale", "TS_AUTHKEY", lambda r: "tskey-auth-" + rs(r, 12) + "CNTRL-" + rs(r, 33)),
    ("buildkite", "BUILDKITE_API_TOKEN", lambda r: "bkua_" + rs(r, 40, HEX)),
    ("circleci", "CIRCLE_TOKEN", lambda r: "CCIPAT_" + rs(r, 22) + "_" + rs(r, 40, HEX)),
    ("contentful", "CONTENTFUL_MGMT_TOKEN", lambda r: "CFPAT-" + rs(r, 43, B64URL)),
    (
        "dynatrace",
        "DT_API_TOKEN",
        lambda r: "dt0c01." + rs(r, 24, UPPER_ALNUM) + "." + rs(r, 64, UPPER_ALNUM),
    ),
    ("easypost", "EASYPOST_API_KEY", lambda r: "EZAK" + rs(r, 54, HEX)),
    ("typeform", "TYPEFORM_TOKEN", lambda r: "tfp_" + rs(r, 44, B64URL) + "_" + rs(r, 14)),
    ("airtable", "AIRTABLE_PAT", lambda r: "pat" + rs(r, 14) + "." + rs(r, 64, HEX)),
    ("bitbucket", "BITBUCKET_APP_PW", lambda r: "ATBB" + rs(r, 32) + rs(r, 8, HEX).upper()),
    ("adafruit", "ADAFRUIT_IO_KEY", lambda r: "aio_" + rs(r, 28)),
    ("prefect", "PREFECT_API_KEY", lambda r: "pnu_" + rs(r, 36)),
    ("readme", "README_API_KEY", lambda r: "rdme_" + rs(r, 70, LOWER_ALNUM)),
    ("alibaba", "ALIBABA_CLOUD_ACCESS_KEY_ID", lambda r: "LTAI" + rs(r, 20)),
    ("tencent", "TENCENTCLOUD_SECRET_ID", lambda r: "AKID" + rs(r, 32)),
    ("yandex", "YC_OAUTH_TOKEN", lambda r: "y0_" + rs(r, 55, B64URL)),
    ("okta", "OKTA_API_TOKEN", lambda r: "00" + rs(r, 40, B64URL)),
    ("clojars", "CLOJARS_DEPLOY_TOKEN", lambda r: "CLOJARS_" + rs(r, 60, HEX)),
    ("sentry", "SENTRY_AUTH_TOKEN", lambda r: "sntryu_" + rs(r, 64, HEX)),
    ("duffel", "DUFFEL_TOKEN", lambda r: "duffel_live_" + rs(r, 43, B64URL)),
    ("infracost", "INFRACOST_API_KEY", lambda r: "ico-" + rs(r, 32)),
    ("render", "RENDER_API_KEY", lambda r: "rnd_" + rs(r, 28)),
    ("firecrawl", "FIRECRAWL_API_KEY", lambda r: "fc-" + rs(r, 32, HEX)),
    ("razorpay", "RAZORPAY_KEY_SECRET", lambda r: rs(r, 24)),
    ("cloudflare", "CLOUDFLARE_API_TOKEN", lambda r: rs(r, 40, ALNUM + "-_")),
    ("deepseek", "DEEPSEEK_API_KEY", lambda r: "sk-" + rs(r, 32, HEX)),
    ("solana", "HELIUS_API_KEY", lambda r: uuid4(r)),
    ("lob", "LOB_API_KEY", lambda r: "live_" + rs(r, 35, HEX)),
    ("frameio", "FRAMEIO_TOKEN", lambda r: "fio-u-" + rs(r, 64, B64URL)),
    ("scaleway", "SCW_SECRET_KEY", lambda r: uuid4(r)),
    (
        "onepassword",
        "OP_SERVICE_ACCOUNT_TOKEN",
        lambda r: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs(r, 300, B64URL),
    ),
    ("linode", "LINODE_TOKEN", lambda r: rs(r, 64, HEX)),
    ("hetzner", "HCLOUD_TOKEN", lambda r: rs(r, 64)),
    ("ngrok", "NGROK_AUTHTOKEN", lambda r: "2" + rs(r, 26) + "_" + rs(r, 21)),
    ("vercel", "VERCEL_TOKEN", lambda r: rs(r, 24)),
    ("b2", "B2_APPLICATION_KEY", lambda r: "K00" + rs(r, 28, B64URL)),
    ("coinbase", "CB_API_SECRET", lambda r: rs(r, 88, B64)),
]
_ = (B32, B58, WORDS)


def _val_lines(r: random.Random, name: str, val: str) -> str:
    """Pick one realistic context for NAME=val."""
    lower = name.lower()
    camel = "".join(p.capitalize() for p in lower.split("_"))
    camel = camel[0].lower() + camel[1:]
    ctx = [
        f"$ export {name}={val}\n$ ./scripts/release.sh --dry-run",
        f"# .env.local\n{name}={val}\nDEBUG=false\n",
        f'{name}="{val}"',
        f"  env:\n    {name}: {val}\n    NODE_ENV: production",
        f'{{"{lower}": "{val}", "region": "eu-west-1", "retries": 3}}',
        f'[{lower.split("_")[0]}]\n{"_".join(lower.split("_")[1:]) or "key"} = "{val}"\ntimeout = 30',
        f'{camel} = os.environ.get("{name}", "{val}")',
        f'const {camel} = process.env.{name} ?? "{val}";',
        f'{camel} := getenv("{name}", "{val}")',
        f'let {lower}: &str = "{val}"; // TODO move to vault',
        f"docker run --rm -e {name}={val} -p 8080:8080 ghcr.io/acme/api:1.4.2",
        f"kubectl create secret generic {lower.replace('_', '-')} --from-literal=token={val} -n prod",
        f'PS C:\\src\\api> $env:{name} = "{val}"',
        f"set -gx {name} {val}",
        f'setx {name} "{val}"',
        f"ENV {name}={val}",
        f'Environment="{name}={val}"',
        f'<add key="{camel}" value="{val}" />',
        f"{lower.replace('_', '.')}={val}",
        f'variable "{lower}" {{\n  default = "{val}"\n}}',
        f"+{name}={val}\n-{name}=\n",
        f"hey, can you use my {name.split('_')[0].lower()} key for the test run? {val}",
        f'Traceback (most recent call last):\n  File "app/client.py", line 41, in connect\n    raise AuthError(f"rejected token {{token}}")\nAuthError: rejected token {val}',
        f"2026-03-14T09:12:44Z DEBUG http: request headers={{'Authorization': 'Bearer {val}', 'Accept': 'application/json'}}",
        f'{{"cell_type": "code", "source": ["import os\\n", "os.environ[\\"{name}\\"] = \\"{val}\\"\\n"]}}',
        f"$ gh secret set {name} --body {val}\n✓ Set Actions secret {name} for acme/api",
        f'Run echo "token=${{{{ env.{name} }}}}"\ntoken={val}',
        f"INSERT INTO integrations (name, token) VALUES ('{name.split('_')[0].lower()}', '{val}');",
        f"curl -s -H 'Authorization: Bearer {val}' https://api.internal.acme.dev/v2/me",
        f"{name} {val}",
        f'config :my_app, :{lower}, "{val}"',
        f'local {lower} = "{val}"',
        f"$config['{lower}'] = '{val}';",
        f'private static final String {name} = "{val}";',
        f"{lower}:\n  value: {val}",
    ]
    return r.choice(ctx)


def vendor_rows(r: random.Random, per: int) -> list[tuple[str, list[str], str, str]]:
    """per rows for every vendor, each in a random context."""
    out = []
    for vendor, name, make in VENDORS:
        for _ in range(per):
            val = make(r)
            out.append((_val_lines(r, name, val), [val], f"vendor:{vendor}", "en"))
    return out


def b58(r: random.Random, n: int) -> str:
    """Base58 text of n characters."""
    return rs(r, n, B58)
