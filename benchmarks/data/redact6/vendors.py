# ruff: noqa: E501  (data templates read best as one line each)
"""Vendor tokens: one maker per public token format, placed in many everyday contexts.

Prefixes and lengths are public format facts; every random part comes from ``G``.
"""

from common import AN, B32, DG, UP, G, row


def _discord(g: G) -> str:
    import base64

    ident = base64.b64encode(g.dg(18).encode()).decode().rstrip("=")
    return f"{ident}.{g.s(AN + '-_', 6)}.{g.s(AN + '-_', 38)}"


# (family sub, environment variable, maker).  Each maker returns the bare token.
VENDORS = [
    ("github_pat", "GITHUB_TOKEN", lambda g: "ghp_" + g.an(36)),
    ("github_oauth", "GH_OAUTH_TOKEN", lambda g: "gho_" + g.an(36)),
    ("github_app", "GH_INSTALL_TOKEN", lambda g: "ghs_" + g.an(36)),
    ("github_refresh", "GH_REFRESH", lambda g: "ghr_" + g.an(36)),
    ("github_fine", "GH_PAT", lambda g: f"github_pat_{g.an(22)}_{g.an(59)}"),
    ("gitlab", "GITLAB_TOKEN", lambda g: "glpat-" + g.s(AN + "-_", 20)),
    ("gitlab_runner", "RUNNER_TOKEN", lambda g: "glrt-" + g.s(AN + "-_", 20)),
    ("slack_bot", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{g.dg(12)}-{g.dg(13)}-{g.an(24)}"),
    ("slack_user", "SLACK_USER_TOKEN", lambda g: f"xoxp-{g.dg(12)}-{g.dg(12)}-{g.dg(13)}-{g.hx(32)}"),
    ("slack_app", "SLACK_APP_TOKEN", lambda g: f"xapp-1-A{g.up(10)}-{g.dg(13)}-{g.hx(64)}"),
    ("stripe_secret", "STRIPE_SECRET_KEY", lambda g: "sk_live_" + g.an(g.n(24, 99))),
    ("stripe_restricted", "STRIPE_RK", lambda g: "rk_live_" + g.an(g.n(24, 99))),
    ("stripe_test", "STRIPE_TEST_KEY", lambda g: "sk_test_" + g.an(g.n(24, 99))),
    ("stripe_webhook", "STRIPE_WEBHOOK_SECRET", lambda g: "whsec_" + g.an(32)),
    ("google_api", "GOOGLE_API_KEY", lambda g: "AIza" + g.s(AN + "-_", 35)),
    ("google_oauth_secret", "GOOGLE_CLIENT_SECRET", lambda g: "GOCSPX-" + g.s(AN + "-_", 28)),
    ("google_refresh", "GOOGLE_REFRESH_TOKEN", lambda g: "1//0" + g.s(AN + "-_", 99)),
    ("openai", "OPENAI_API_KEY", lambda g: f"sk-proj-{g.s(AN + '-_', 74)}T3BlbkFJ{g.s(AN + '-_', 74)}"),
    ("openai_legacy", "OPENAI_KEY", lambda g: f"sk-{g.an(20)}T3BlbkFJ{g.an(20)}"),
    ("anthropic", "ANTHROPIC_API_KEY", lambda g: f"sk-ant-api03-{g.s(AN + '-_', 93)}AA"),
    ("huggingface", "HF_TOKEN", lambda g: "hf_" + g.s(AN, 34)),
    ("npm", "NPM_TOKEN", lambda g: "npm_" + g.an(36)),
    ("pypi", "PYPI_TOKEN", lambda g: "pypi-AgEIcHlwaS5vcmc" + g.s(AN + "-_", 120)),
    ("twilio", "TWILIO_AUTH_TOKEN", lambda g: g.hx(32)),
    ("twilio_apikey", "TWILIO_API_KEY", lambda g: "SK" + g.hx(32)),
    ("sendgrid", "SENDGRID_API_KEY", lambda g: f"SG.{g.s(AN + '-_', 22)}.{g.s(AN + '-_', 43)}"),
    ("mailgun", "MAILGUN_API_KEY", lambda g: "key-" + g.hx(32)),
    ("mailchimp", "MAILCHIMP_KEY", lambda g: f"{g.hx(32)}-us{g.n(2, 21)}"),
    ("shopify", "SHOPIFY_ACCESS_TOKEN", lambda g: "shpat_" + g.hx(32)),
    ("shopify_secret", "SHOPIFY_SHARED_SECRET", lambda g: "shpss_" + g.hx(32)),
    ("digitalocean", "DIGITALOCEAN_TOKEN", lambda g: "dop_v1_" + g.hx(64)),
    ("heroku", "HEROKU_API_KEY", lambda g: "HRKU-" + g.s(AN + "-_", 60)),
    ("vercel", "VERCEL_TOKEN", lambda g: g.an(24)),
    ("netlify", "NETLIFY_AUTH_TOKEN", lambda g: "nfp_" + g.an(36)),
    ("doppler", "DOPPLER_TOKEN", lambda g: "dp.st.prd." + g.an(43)),
    ("vault", "VAULT_TOKEN", lambda g: "hvs." + g.s(AN + "-_", 90)),
    ("terraform_cloud", "TFE_TOKEN", lambda g: f"{g.an(14)}.atlasv1.{g.an(67)}"),
    ("atlassian", "JIRA_API_TOKEN", lambda g: f"ATATT3xFfGF0{g.s(AN + '-_=', 170)}={g.hx(8).upper()}"),
    ("linear", "LINEAR_API_KEY", lambda g: "lin_api_" + g.an(40)),
    ("notion", "NOTION_TOKEN", lambda g: "ntn_" + g.dg(11) + g.an(35)),
    ("discord_bot", "DISCORD_TOKEN", _discord),
    ("telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{g.dg(10)}:AA{g.s(AN + '-_', 33)}"),
    ("square", "SQUARE_ACCESS_TOKEN", lambda g: "EAAA" + g.s(AN + "-_", 60)),
    ("braintree", "BRAINTREE_TOKEN", lambda g: f"access_token$production${g.hx(16)}${g.hx(32)}"),
    ("databricks", "DATABRICKS_TOKEN", lambda g: "dapi" + g.hx(32)),
    ("datadog", "DD_API_KEY", lambda g: g.hx(32)),
    ("datadog_app", "DD_APP_KEY", lambda g: g.hx(40)),
    ("newrelic", "NEW_RELIC_API_KEY", lambda g: "NRAK-" + g.up(27)),
    ("newrelic_license", "NEW_RELIC_LICENSE_KEY", lambda g: g.hx(36) + "NRAL"),
    ("sentry_auth", "SENTRY_AUTH_TOKEN", lambda g: "sntrys_" + g.s(AN, 80)),
    ("grafana", "GRAFANA_TOKEN", lambda g: f"glsa_{g.an(32)}_{g.hx(8)}"),
    ("grafana_cloud", "GRAFANA_CLOUD_TOKEN", lambda g: "glc_" + g.s(AN, 90) + "=="),
    ("postman", "POSTMAN_API_KEY", lambda g: f"PMAK-{g.hx(24)}-{g.hx(34)}"),
    ("figma", "FIGMA_TOKEN", lambda g: f"figd_{g.s(AN + '-_', 40)}"),
    ("dropbox", "DROPBOX_TOKEN", lambda g: "sl." + g.s(AN + "-_", 135)),
    ("azure_client_secret", "AZURE_CLIENT_SECRET", lambda g: f"{g.an(3)}8Q~{g.s(AN + '-_.~', 31)}"),
    ("cloudflare", "CLOUDFLARE_API_TOKEN", lambda g: g.s(AN + "-_", 40)),
    ("cloudflare_origin", "CF_ORIGIN_CA_KEY", lambda g: f"v1.0-{g.hx(24)}-{g.hx(146)}"),
    ("fastly", "FASTLY_API_TOKEN", lambda g: g.s(AN + "-_", 32)),
    ("algolia_admin", "ALGOLIA_ADMIN_KEY", lambda g: g.hx(32)),
    ("mapbox_secret", "MAPBOX_SECRET_TOKEN", lambda g: f"sk.eyJ1Ijoi{g.b64u(30)}.{g.s(AN + '-_', 22)}"),
    ("okta", "OKTA_API_TOKEN", lambda g: "00" + g.s(AN + "-_", 40)),
    ("pulumi", "PULUMI_ACCESS_TOKEN", lambda g: "pul-" + g.hx(40)),
    ("dockerhub", "DOCKERHUB_TOKEN", lambda g: "dckr_pat_" + g.s(AN + "-_", 27)),
    ("supabase", "SUPABASE_ACCESS_TOKEN", lambda g: "sbp_" + g.hx(40)),
    ("planetscale", "PLANETSCALE_TOKEN", lambda g: "pscale_tkn_" + g.s(AN + "-_", 43)),
    ("planetscale_pw", "DATABASE_PASSWORD", lambda g: "pscale_pw_" + g.s(AN + "-_", 43)),
    ("flyio", "FLY_API_TOKEN", lambda g: "FlyV1 fm2_" + g.s(AN + "+/", 120)),
    ("replicate", "REPLICATE_API_TOKEN", lambda g: "r8_" + g.an(37)),
    ("groq", "GROQ_API_KEY", lambda g: "gsk_" + g.an(52)),
    ("perplexity", "PPLX_API_KEY", lambda g: "pplx-" + g.an(48)),
    ("cohere", "COHERE_API_KEY", lambda g: g.an(40)),
    ("mistral", "MISTRAL_API_KEY", lambda g: g.an(32)),
    ("asana", "ASANA_PAT", lambda g: f"2/{g.dg(16)}/{g.dg(16)}:{g.hx(32)}"),
    ("airtable", "AIRTABLE_TOKEN", lambda g: f"pat{g.an(14)}.{g.hx(64)}"),
    ("bitbucket", "BITBUCKET_APP_PASSWORD", lambda g: "ATBB" + g.an(28) + g.hx(8).upper()),
    ("circleci", "CIRCLE_TOKEN", lambda g: f"CCIPAT_{g.an(22)}_{g.hx(40)}"),
    ("snyk", "SNYK_TOKEN", lambda g: g.uuid()),
    ("sonar", "SONAR_TOKEN", lambda g: "squ_" + g.hx(40)),
    ("jfrog", "ARTIFACTORY_API_KEY", lambda g: "AKCp" + g.an(69)),
    ("alibaba", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda g: g.an(30)),
    ("tencent", "TENCENTCLOUD_SECRET_KEY", lambda g: g.an(32)),
    ("shippo", "SHIPPO_API_KEY", lambda g: "shippo_live_" + g.hx(40)),
    ("flutterwave", "FLW_SECRET_KEY", lambda g: f"FLWSECK-{g.hx(32)}-X"),
    ("razorpay", "RAZORPAY_KEY_SECRET", lambda g: g.an(24)),
    ("contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda g: "CFPAT-" + g.s(AN + "-_", 43)),
    ("age", "SOPS_AGE_KEY", lambda g: "AGE-SECRET-KEY-1" + g.s(B32.replace("B", "").replace("I", ""), 58)),
    ("pinecone", "PINECONE_API_KEY", lambda g: f"pcsk_{g.an(6)}_{g.an(63)}"),
    ("langsmith", "LANGSMITH_API_KEY", lambda g: f"lsv2_pt_{g.hx(32)}_{g.hx(10)}"),
    ("tailscale", "TS_AUTHKEY", lambda g: f"tskey-auth-{g.an(17)}-{g.an(33)}"),
    ("buildkite", "BUILDKITE_API_TOKEN", lambda g: "bkua_" + g.hx(40)),
    ("prefect", "PREFECT_API_KEY", lambda g: "pnu_" + g.an(36)),
    ("rubygems", "GEM_HOST_API_KEY", lambda g: "rubygems_" + g.hx(48)),
    ("nuget", "NUGET_API_KEY", lambda g: "oy2" + g.s(LO_DG, 43)),
    ("duffel", "DUFFEL_TOKEN", lambda g: "duffel_live_" + g.s(AN + "-_", 43)),
    ("easypost", "EASYPOST_API_KEY", lambda g: "EZAK" + g.hx(54)),
    ("firebase_fcm", "FCM_SERVER_KEY", lambda g: f"AAAA{g.s(AN + '-_', 7)}:APA91b{g.s(AN + '-_', 134)}"),
    ("aws_session", "AWS_SESSION_TOKEN", lambda g: "IQoJb3JpZ2luX2Vj" + g.s(AN + "+/", 300) + "="),
    (
        "azure_sas",
        "AZURE_STORAGE_SAS",
        lambda g: (
            f"sv=2022-11-02&ss=b&srt=sco&sp=rwdl&se=2027-01-01T00:00:00Z&sig={g.b64(32).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}"
        ),
    ),
    ("openrouter", "OPENROUTER_API_KEY", lambda g: "sk-or-v1-" + g.hx(64)),
    ("deepseek", "DEEPSEEK_API_KEY", lambda g: "sk-" + g.hx(32)),
    ("xai", "XAI_API_KEY", lambda g: "xai-" + g.an(80)),
    ("resend", "RESEND_API_KEY", lambda g: f"re_{g.an(8)}_{g.an(24)}"),
    ("clerk", "CLERK_SECRET_KEY", lambda g: "sk_live_" + g.an(40)),
    ("posthog_personal", "POSTHOG_PERSONAL_API_KEY", lambda g: "phx_" + g.an(43)),
    ("launchdarkly", "LD_SDK_KEY", lambda g: "sdk-" + g.uuid()),
    ("twitch", "TWITCH_CLIENT_SECRET", lambda g: g.s(DG + "abcdefghijklmnopqrstuvwxyz", 30)),
]
LO_DG = "abcdefghijklmnopqrstuvwxyz" + DG

# Header names used when a vendor does not take ``Authorization: Bearer``.
HEADERS = {
    "datadog": "DD-API-KEY",
    "datadog_app": "DD-APPLICATION-KEY",
    "newrelic": "Api-Key",
    "postman": "X-Api-Key",
    "figma": "X-Figma-Token",
    "shopify": "X-Shopify-Access-Token",
    "gitlab": "PRIVATE-TOKEN",
    "cloudflare": "Authorization: Bearer",
    "fastly": "Fastly-Key",
    "algolia_admin": "X-Algolia-API-Key",
    "okta": "Authorization: SSWS",
}


def _header(sub: str, tok: str) -> str:
    h = HEADERS.get(sub, "Authorization: Bearer")
    return f"{h} {tok}" if h.startswith("Authorization") else f"{h}: {tok}"


def _contexts(g: G, sub: str, var: str, tok: str) -> list[tuple[str, str]]:
    """(text, kind) pairs, every one holding ``tok`` verbatim."""
    low = var.lower()
    cam = g.camel(var)
    host = f"api.{sub.split('_')[0]}.example"
    ws = f"~/src/{g.word()}-{g.word()}"
    return [
        (f"$ cd {ws}\n$ export {var}={tok}\n$ make deploy ENV=staging", "shell"),
        (f"# .env.local\nNODE_ENV=development\nPORT={g.n(3000, 9000)}\n{var}={tok}\nLOG_LEVEL=debug", "dotenv"),
        (f'{sub.split("_")[0]}:\n  enabled: true\n  {low}: "{tok}"\n  timeout_s: {g.n(5, 60)}', "yaml"),
        (
            '{\n  "service": "'
            + g.word()
            + '",\n  "'
            + cam
            + '": "'
            + tok
            + '",\n  "retries": '
            + str(g.n(1, 5))
            + "\n}",
            "json",
        ),
        (
            f'import os\n\nclient = Client(\n    base_url="https://{host}",\n    token=os.getenv("{var}", "{tok}"),\n)',
            "python",
        ),
        (f"curl -sS https://{host}/v1/me -H '{_header(sub, tok)}' | jq .", "curl"),
        (
            f"const cfg = {{\n  {cam}: process.env.{var} ?? '{tok}',\n  region: '{g.pick(['eu', 'us', 'ap'])}',\n}};",
            "js",
        ),
        (
            f"Run ./scripts/release.sh\n  env:\n    {var}: {tok}\n    CI: true\n+ ./scripts/release.sh --tag v{g.n(1, 9)}.{g.n(0, 20)}.{g.n(0, 9)}",
            "ci_log",
        ),
        (f'[{sub.split("_")[0]}]\n{low} = "{tok}"\nendpoint = "https://{host}"', "toml"),
        (f"use this one for staging until friday: {tok} (I'll rotate it after the demo)", "chat"),
        (f'package config\n\nconst {cam} = "{tok}"\n\nfunc Endpoint() string {{ return "https://{host}" }}', "go"),
        (f"FROM python:3.12-slim\nENV {var}={tok}\nRUN pip install -r requirements.txt", "dockerfile"),
        (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {sub.replace('_', '-')}-creds\ntype: Opaque\nstringData:\n  {low}: {tok}",
            "k8s",
        ),
        (f'variable "{low}" {{\n  type      = string\n  sensitive = true\n  default   = "{tok}"\n}}', "terraform"),
        (
            f"## setup notes {g.n(1, 28)} Nov\n- {sub.replace('_', ' ')} key: `{tok}`\n- ask ops for prod access",
            "notes",
        ),
        (f'$env:{var} = "{tok}"\nPS> .\\build.ps1 -Target Publish', "powershell"),
        (f"[Service]\nEnvironment={var}={tok}\nExecStart=/usr/local/bin/{g.word()}d", "systemd"),
        (
            f'Traceback (most recent call last):\n  File "app/{g.word()}.py", line {g.n(10, 300)}, in connect\n    raise AuthError(f"rejected token {{token}}")\nAuthError: rejected token {tok}',
            "traceback",
        ),
    ]


def vendor_rows(g: G, per_vendor: int) -> list[dict]:
    """``per_vendor`` rows for every vendor, each in a different context."""
    out = []
    for sub, var, make in VENDORS:
        idx = list(range(18))
        g.r.shuffle(idx)
        for i in idx[:per_vendor]:
            tok = make(g)
            text, kind = _contexts(g, sub, var, tok)[i]
            secret = tok[len("FlyV1 ") :] if tok.startswith("FlyV1 ") else tok
            secret = secret.split("&sig=")[-1]  # a SAS URL's credential is its signature
            out.append(row(text, [secret], f"vendor:{sub}", "en"))
    return out


def aws_rows(g: G, n: int) -> list[dict]:
    """AWS key pairs (key id and secret both labelled) in credentials files and logs."""
    out = []
    for i in range(n):
        kid = g.pick(["AKIA", "ASIA"]) + g.s(UP + "234567", 16)
        sec = g.s(AN + "+/", 40)
        prof = g.pick(["default", "prod", "ci", "staging"])
        forms = [
            f"[{prof}]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-west-1",
            f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}\naws s3 ls s3://{g.word()}-artifacts/",
            f's3 = boto3.client(\n    "s3",\n    aws_access_key_id="{kid}",\n    aws_secret_access_key="{sec}",\n)',
            f"$ aws configure\nAWS Access Key ID [None]: {kid}\nAWS Secret Access Key [None]: {sec}\nDefault region name [None]: us-east-2",
            f"| key | value |\n|---|---|\n| access key | {kid} |\n| secret | {sec} |",
        ]
        out.append(row(forms[i % len(forms)], [kid, sec], "cloud:aws", "en"))
    return out


def gcp_azure_rows(g: G, n: int) -> list[dict]:
    """GCP service-account JSON (escaped key lines), Azure connection strings."""
    out = []
    for i in range(n):
        if i % 2 == 0:
            body = g.b64(g.body_len(600, 700))
            lines = [body[j : j + 64] for j in range(0, len(body), 64)]
            esc = "\\n".join(["-----BEGIN PRIVATE KEY-----", *lines, "-----END PRIVATE KEY-----", ""])
            proj = f"{g.word()}-{g.dg(6)}"
            kid = g.hx(40)
            text = (
                '{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n'
                '  "private_key_id": "' + kid + '",\n  "private_key": "' + esc + '",\n'
                '  "client_email": "deployer@' + proj + '.iam.gserviceaccount.com"\n}'
            )
            out.append(row(text, lines, "cloud:gcp_service_account", "en"))
        else:
            acct = g.word() + g.dg(4)
            key = g.b64(64)
            text = f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"
            if g.chance(0.5):
                text = f'"AzureWebJobsStorage": "{text}",'
            out.append(row(text, [key], "cloud:azure_storage", "en"))
    return out
