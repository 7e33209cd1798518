"""Secret rows: vendor tokens by format, each dropped into one of many real contexts.

The prefixes and lengths are public format facts; every body is drawn from the rng.
"""

import random

from rnd import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    b64bytes,
    hexs,
    path,
    pick,
    project,
    s,
    ts,
    user,
    uuid4,
)

BECH32_UP = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"  # age secret keys are upper-case bech32


def _gh(r):
    k = r.randrange(6)
    if k == 5:
        return "github_pat_11" + s(r, UPPER_ALNUM, 20) + "_" + s(r, ALNUM, 59)
    return ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"][k] + s(r, ALNUM, 36)


def _jwtish(r, n):
    return "eyJ" + s(r, B64URL, n)


# (vendor, env var names, token maker). Bodies are random; only the shape is the vendor's.
VENDORS = [
    ("github", ["GITHUB_TOKEN", "GH_TOKEN", "GH_PAT"], _gh),
    (
        "gitlab",
        ["GITLAB_TOKEN", "CI_JOB_PAT", "GL_TOKEN"],
        lambda r: (
            pick(r, ["glpat-", "gldt-", "glrt-", "glptt-"]) + s(r, B64URL.replace("-", ""), 20)
        ),
    ),
    (
        "slack",
        ["SLACK_BOT_TOKEN", "SLACK_TOKEN"],
        lambda r: (
            pick(r, ["xoxb-", "xoxp-"])
            + f"{r.randint(10**10, 10**13)}-{r.randint(10**10, 10**13)}-"
            + s(r, ALNUM, 24)
        ),
    ),
    (
        "slack-app",
        ["SLACK_APP_TOKEN"],
        lambda r: f"xapp-1-A{s(r, UPPER_ALNUM, 10)}-{r.randint(10**12, 10**13)}-{hexs(r, 64)}",
    ),
    (
        "google",
        ["GOOGLE_API_KEY", "GEMINI_API_KEY", "MAPS_SERVER_KEY"],
        lambda r: "AIza" + s(r, B64URL, 35),
    ),
    (
        "google-oauth",
        ["GOOGLE_CLIENT_SECRET", "OAUTH_CLIENT_SECRET"],
        lambda r: "GOCSPX-" + s(r, B64URL, 28),
    ),
    (
        "stripe",
        ["STRIPE_SECRET_KEY", "STRIPE_API_KEY", "STRIPE_RESTRICTED_KEY"],
        lambda r: pick(r, ["sk_live_", "rk_live_", "sk_test_"]) + s(r, ALNUM, r.choice([24, 99])),
    ),
    (
        "stripe-webhook",
        ["STRIPE_WEBHOOK_SECRET", "STRIPE_SIGNING_SECRET"],
        lambda r: "whsec_" + s(r, ALNUM, 32),
    ),
    (
        "openai",
        ["OPENAI_API_KEY", "OPENAI_KEY"],
        lambda r: pick(
            r,
            [
                "sk-proj-" + s(r, B64URL, 156),
                "sk-" + s(r, ALNUM, 20) + "T3BlbkFJ" + s(r, ALNUM, 20),
                "sk-svcacct-" + s(r, B64URL, 120),
            ],
        ),
    ),
    (
        "anthropic",
        ["ANTHROPIC_API_KEY", "CLAUDE_KEY"],
        lambda r: pick(r, ["sk-ant-api03-", "sk-ant-admin01-"]) + s(r, B64URL, 93) + "AA",
    ),
    ("huggingface", ["HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"], lambda r: "hf_" + s(r, ALNUM[:52], 34)),
    ("npm", ["NPM_TOKEN", "NODE_AUTH_TOKEN"], lambda r: "npm_" + s(r, ALNUM, 36)),
    (
        "pypi",
        ["TWINE_PASSWORD", "PYPI_API_TOKEN", "UV_PUBLISH_TOKEN"],
        lambda r: "pypi-AgEIcHlwaS5vcmc" + s(r, B64URL, 160),
    ),
    ("dockerhub", ["DOCKERHUB_TOKEN", "DOCKER_PAT"], lambda r: "dckr_pat_" + s(r, B64URL, 27)),
    ("sendgrid", ["SENDGRID_API_KEY"], lambda r: "SG." + s(r, B64URL, 22) + "." + s(r, B64URL, 43)),
    ("mailgun", ["MAILGUN_API_KEY"], lambda r: "key-" + hexs(r, 32)),
    ("mailchimp", ["MAILCHIMP_API_KEY"], lambda r: hexs(r, 32) + "-us" + str(r.randint(1, 21))),
    (
        "shopify",
        ["SHOPIFY_ACCESS_TOKEN", "SHOPIFY_API_SECRET"],
        lambda r: pick(r, ["shpat_", "shpss_", "shpca_", "shppa_"]) + hexs(r, 32),
    ),
    (
        "digitalocean",
        ["DIGITALOCEAN_TOKEN", "DO_API_TOKEN"],
        lambda r: pick(r, ["dop_v1_", "doo_v1_", "dor_v1_"]) + hexs(r, 64),
    ),
    (
        "atlassian",
        ["JIRA_API_TOKEN", "CONFLUENCE_TOKEN"],
        lambda r: "ATATT3x" + s(r, B64URL, 170) + "=" + s(r, UPPER_ALNUM, 8),
    ),
    (
        "bitbucket",
        ["BITBUCKET_APP_PASSWORD"],
        lambda r: "ATBB" + s(r, ALNUM, 28) + s(r, UPPER_ALNUM, 8),
    ),
    ("linear", ["LINEAR_API_KEY"], lambda r: "lin_api_" + s(r, ALNUM, 40)),
    (
        "notion",
        ["NOTION_TOKEN", "NOTION_API_KEY"],
        lambda r: pick(r, ["secret_", "ntn_"]) + s(r, ALNUM, 43),
    ),
    ("airtable", ["AIRTABLE_PAT"], lambda r: "pat" + s(r, ALNUM, 14) + "." + hexs(r, 64)),
    (
        "databricks",
        ["DATABRICKS_TOKEN"],
        lambda r: "dapi" + hexs(r, 32) + pick(r, ["", "-2", "-3"]),
    ),
    ("hashicorp-vault", ["VAULT_TOKEN"], lambda r: pick(r, ["hvs.", "hvb."]) + s(r, B64URL, 90)),
    (
        "terraform-cloud",
        ["TFE_TOKEN", "TF_TOKEN_app_terraform_io"],
        lambda r: s(r, ALNUM, 14) + ".atlasv1." + s(r, ALNUM, 67),
    ),
    ("pulumi", ["PULUMI_ACCESS_TOKEN"], lambda r: "pul-" + hexs(r, 40)),
    (
        "sentry",
        ["SENTRY_AUTH_TOKEN"],
        lambda r: pick(
            r, ["sntrys_" + _jwtish(r, 120) + "_" + s(r, B64URL, 43), "sntryu_" + hexs(r, 64)]
        ),
    ),
    (
        "newrelic",
        ["NEW_RELIC_API_KEY", "NEW_RELIC_LICENSE_KEY"],
        lambda r: pick(
            r, ["NRAK-" + s(r, UPPER_ALNUM, 27), hexs(r, 36) + "NRAL", "NRII-" + s(r, B64URL, 32)]
        ),
    ),
    (
        "datadog",
        ["DD_API_KEY", "DD_APP_KEY", "DATADOG_API_KEY"],
        lambda r: hexs(r, pick(r, [32, 40])),
    ),
    (
        "grafana",
        ["GRAFANA_TOKEN", "GRAFANA_SA_TOKEN"],
        lambda r: pick(
            r, ["glsa_" + s(r, ALNUM, 32) + "_" + hexs(r, 8), "glc_" + b64bytes(r, 90, pad=False)]
        ),
    ),
    ("postman", ["POSTMAN_API_KEY"], lambda r: "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34)),
    ("figma", ["FIGMA_TOKEN"], lambda r: "figd_" + s(r, B64URL, 40)),
    (
        "telegram",
        ["TELEGRAM_BOT_TOKEN", "TG_TOKEN"],
        lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA" + s(r, B64URL, 33),
    ),
    (
        "discord",
        ["DISCORD_BOT_TOKEN"],
        lambda r: "M" + s(r, ALNUM, 25) + "." + s(r, B64URL, 6) + "." + s(r, B64URL, 38),
    ),
    (
        "square",
        ["SQUARE_ACCESS_TOKEN"],
        lambda r: pick(
            r,
            ["EAAA" + s(r, B64URL, 60), "sq0atp-" + s(r, B64URL, 22), "sq0csp-" + s(r, B64URL, 43)],
        ),
    ),
    (
        "braintree",
        ["BRAINTREE_ACCESS_TOKEN"],
        lambda r: f"access_token$production${s(r, LOWER_ALNUM, 16)}${hexs(r, 32)}",
    ),
    ("okta", ["OKTA_API_TOKEN"], lambda r: "00" + s(r, B64URL, 40)),
    (
        "azure-ad",
        ["AZURE_CLIENT_SECRET", "ARM_CLIENT_SECRET"],
        lambda r: s(r, ALNUM, 3) + "8Q~" + s(r, ALNUM + "~._-", 31) + s(r, ALNUM, 3),
    ),
    (
        "firebase-fcm",
        ["FCM_SERVER_KEY"],
        lambda r: "AAAA" + s(r, B64URL, 7) + ":APA91b" + s(r, B64URL, 134),
    ),
    ("cloudflare", ["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"], lambda r: s(r, B64URL, 40)),
    ("netlify", ["NETLIFY_AUTH_TOKEN"], lambda r: "nfp_" + s(r, ALNUM, 36)),
    ("supabase", ["SUPABASE_ACCESS_TOKEN"], lambda r: "sbp_" + hexs(r, 40)),
    (
        "planetscale",
        ["PLANETSCALE_SERVICE_TOKEN", "PSCALE_PASSWORD"],
        lambda r: pick(r, ["pscale_tkn_", "pscale_pw_", "pscale_oauth_"]) + s(r, B64URL, 43),
    ),
    (
        "doppler",
        ["DOPPLER_TOKEN"],
        lambda r: pick(r, ["dp.pt.", "dp.st.", "dp.sa."]) + s(r, ALNUM, 43),
    ),
    (
        "flyio",
        ["FLY_API_TOKEN"],
        lambda r: "FlyV1 fm2_" + b64bytes(r, 240, pad=False).replace("/", "_").replace("+", "-"),
    ),
    ("replicate", ["REPLICATE_API_TOKEN"], lambda r: "r8_" + s(r, ALNUM, 37)),
    ("groq", ["GROQ_API_KEY"], lambda r: "gsk_" + s(r, ALNUM, 52)),
    ("perplexity", ["PERPLEXITY_API_KEY"], lambda r: "pplx-" + s(r, ALNUM, 48)),
    ("xai", ["XAI_API_KEY"], lambda r: "xai-" + s(r, ALNUM, 80)),
    ("openrouter", ["OPENROUTER_API_KEY"], lambda r: "sk-or-v1-" + hexs(r, 64)),
    ("pinecone", ["PINECONE_API_KEY"], lambda r: "pcsk_" + s(r, ALNUM, 6) + "_" + s(r, ALNUM, 62)),
    (
        "langsmith",
        ["LANGSMITH_API_KEY", "LANGCHAIN_API_KEY"],
        lambda r: pick(r, ["lsv2_pt_", "lsv2_sk_"]) + hexs(r, 32) + "_" + hexs(r, 10),
    ),
    ("wandb", ["WANDB_API_KEY"], lambda r: hexs(r, 40)),
    ("rubygems", ["GEM_HOST_API_KEY"], lambda r: "rubygems_" + hexs(r, 48)),
    ("nuget", ["NUGET_API_KEY"], lambda r: "oy2" + s(r, "abcdefghijklmnopqrstuvwxyz234567", 43)),
    (
        "dynatrace",
        ["DT_API_TOKEN"],
        lambda r: "dt0c01." + s(r, UPPER_ALNUM, 24) + "." + s(r, UPPER_ALNUM, 64),
    ),
    ("contentful", ["CONTENTFUL_MANAGEMENT_TOKEN"], lambda r: "CFPAT-" + s(r, B64URL, 43)),
    (
        "mapbox-secret",
        ["MAPBOX_DOWNLOADS_TOKEN", "MAPBOX_SECRET_TOKEN"],
        lambda r: "sk.eyJ1Ijoi" + s(r, B64URL, 50) + "." + s(r, B64URL, 22),
    ),
    (
        "asana",
        ["ASANA_PAT"],
        lambda r: (
            f"{r.choice([1, 2])}/{r.randint(10**15, 10**16)}/{r.randint(10**15, 10**16)}:{hexs(r, 32)}"
        ),
    ),
    (
        "twitter",
        ["TWITTER_BEARER_TOKEN", "X_BEARER_TOKEN"],
        lambda r: "A" * 22 + s(r, ALNUM, 8) + "%2F" + s(r, ALNUM, 30) + "%3D" + s(r, ALNUM, 50),
    ),
    (
        "facebook",
        ["FB_ACCESS_TOKEN", "META_PAGE_TOKEN"],
        lambda r: "EAA" + s(r, ALNUM, r.randint(150, 200)),
    ),
    (
        "launchdarkly",
        ["LD_SDK_KEY", "LAUNCHDARKLY_API_KEY"],
        lambda r: pick(r, ["sdk-", "api-"]) + uuid4(r),
    ),
    ("circleci", ["CIRCLE_TOKEN"], lambda r: "CCIPAT_" + s(r, ALNUM, 22) + "_" + hexs(r, 40)),
    ("buildkite", ["BUILDKITE_API_TOKEN"], lambda r: "bkua_" + hexs(r, 40)),
    (
        "jfrog",
        ["ARTIFACTORY_API_KEY", "JFROG_ACCESS_TOKEN"],
        lambda r: pick(r, ["AKCp8" + s(r, ALNUM, 68), "cmVmdGtuOjAxOj" + s(r, ALNUM, 50)]),
    ),
    ("sonarqube", ["SONAR_TOKEN"], lambda r: pick(r, ["squ_", "sqp_", "sqa_"]) + hexs(r, 40)),
    ("resend", ["RESEND_API_KEY"], lambda r: "re_" + s(r, ALNUM, 8) + "_" + s(r, ALNUM, 24)),
    (
        "brevo",
        ["BREVO_API_KEY", "SENDINBLUE_KEY"],
        lambda r: "xkeysib-" + hexs(r, 64) + "-" + s(r, ALNUM, 16),
    ),
    ("age", ["SOPS_AGE_KEY"], lambda r: "AGE-SECRET-KEY-1" + s(r, BECH32_UP, 58)),
    ("easypost", ["EASYPOST_API_KEY"], lambda r: "EZAK" + hexs(r, 54)),
    ("shippo", ["SHIPPO_API_TOKEN"], lambda r: "shippo_live_" + hexs(r, 40)),
    ("clojars", ["CLOJARS_DEPLOY_TOKEN"], lambda r: "CLOJARS_" + hexs(r, 60)),
    ("adafruit", ["ADAFRUIT_IO_KEY"], lambda r: "aio_" + s(r, ALNUM, 28)),
    ("frameio", ["FRAMEIO_TOKEN"], lambda r: "fio-u-" + s(r, B64URL, 64)),
    ("render", ["RENDER_API_KEY"], lambda r: "rnd_" + s(r, ALNUM, 32)),
    ("fireworks", ["FIREWORKS_API_KEY"], lambda r: "fw_" + s(r, ALNUM, 24)),
    ("deepseek", ["DEEPSEEK_API_KEY"], lambda r: "sk-" + hexs(r, 32)),
    ("mistral", ["MISTRAL_API_KEY"], lambda r: s(r, ALNUM, 32)),
    ("cohere", ["COHERE_API_KEY", "CO_API_KEY"], lambda r: s(r, ALNUM, 40)),
    ("twilio-apikey", ["TWILIO_API_SECRET"], lambda r: s(r, ALNUM, 32)),
    ("typeform", ["TYPEFORM_TOKEN"], lambda r: "tfp_" + s(r, ALNUM, 44) + "_" + s(r, ALNUM, 14)),
    ("heroku", ["HEROKU_API_KEY"], lambda r: pick(r, ["HRKU-AA" + s(r, B64URL, 58), uuid4(r)])),
]


# Credentials that are never sent as an HTTP bearer token or an 'apiKey' field.
NOT_BEARER = {
    "age",
    "pypi",
    "telegram",
    "firebase-fcm",
    "braintree",
    "flyio",
    "rubygems",
    "nuget",
    "clojars",
}


def _ctx(r: random.Random, vendor: str, var: str, tok: str) -> str:
    """One of many places a token turns up in an agent's session."""
    low = var.lower()
    p = project(r)
    k = r.randrange(20)
    if vendor in NOT_BEARER and k in (5, 13, 15):
        k = r.choice((0, 1, 6, 14))  # a bearer header or an 'apiKey' field would be the wrong place
    if k == 0:
        return f"export {var}={tok}"
    if k == 1:
        return f"# {p}/.env\nLOG_LEVEL=info\nPORT={r.randint(3000, 9000)}\n{var}={tok}\nREGION=eu-west-{r.randint(1, 3)}\n"
    if k == 2:
        return f'{vendor.split("-")[0]}:\n  enabled: true\n  {low}: "{tok}"\n  timeout_s: {r.randint(5, 60)}\n'
    if k == 3:
        return f'import os\nfrom {p.replace("-", "_")} import client\n\napi = client.Client(\n    token="{tok}",\n    base_url="https://api.{vendor.split("-")[0]}.com",\n)\n'
    if k == 4:
        return f"const {var} = '{tok}';\nexport default {{ {low.split('_')[0]}: {var} }};\n"
    if k == 5:
        return f'$ curl -sS -H "Authorization: Bearer {tok}" https://api.{vendor.split("-")[0]}.com/v1/me | jq .\n'
    if k == 6:
        return f"  {r.randint(100, 2000)}  cd ~/code/{p}\n  {r.randint(2001, 3000)}  {var}={tok} make deploy\n  {r.randint(3001, 4000)}  git status\n"
    if k == 7:
        return f"[{ts(r)}] created new {vendor} token for {user(r)}: {tok}\nstore it now, it will not be shown again."
    if k == 8:
        return f'func init() {{\n\tos.Setenv("{var}", "{tok}")\n}}\n'
    if k == 9:
        return f'[{vendor.split("-")[0]}]\nworkspace = "{p}"\n{low} = "{tok}"\n'
    if k == 10:
        return f"docker run --rm -e {var}={tok} -v $PWD:/src ghcr.io/{p}/runner:{r.randint(1, 9)}.{r.randint(0, 20)}"
    if k == 11:
        return f"jobs:\n  release:\n    runs-on: ubuntu-latest\n    env:\n      {var}: {tok}\n    steps:\n      - run: ./scripts/release.sh\n"
    if k == 12:
        return (
            f"note to self: the {vendor} token for {p} is {tok} (rotate after the demo on Friday)"
        )
    if k == 13:
        return f'{{\n  "service": "{p}",\n  "{vendor.split("-")[0]}": {{\n    "apiKey": "{tok}",\n    "retries": {r.randint(1, 5)}\n  }}\n}}'
    if k == 14:
        return f'        env:\n          - name: {var}\n            value: "{tok}"\n          - name: GOMAXPROCS\n            value: "2"\n'
    if k == 15:
        return f"DEBUG {path(r)}.py:{r.randint(10, 400)} outgoing headers={{'User-Agent': 'python-httpx', 'Authorization': 'Bearer {tok}'}}"
    if k == 16:
        return f'{vendor.split("-")[0].capitalize()}.configure do |c|\n  c.api_key = "{tok}"\nend\n'
    if k == 17:
        return f'provider "{vendor.split("-")[0]}" {{\n  token = "{tok}"\n}}\n'
    if k == 18:
        return f'PS> $env:{var} = "{tok}"\nPS> ./deploy.ps1 -Stage prod'
    return (
        f"set -x output:\n+ {vendor.split('-')[0]}-cli login --token {tok}\nLogged in as {user(r)}"
    )


def vendor_rows(r: random.Random, per_vendor: int):
    """per_vendor rows for every vendor in VENDORS."""
    out = []
    for vendor, names, make in VENDORS:
        for _ in range(per_vendor):
            tok = make(r)
            text = _ctx(r, vendor, pick(r, names), tok)
            out.append((text, [tok], f"vendor:{vendor}", "en"))
    return out
