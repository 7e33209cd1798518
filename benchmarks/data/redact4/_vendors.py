# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Vendor token formats for the `vendor_key:<vendor>` family.

Formats are written from general knowledge of how these tokens look in the
wild (prefix, alphabet, rough length). Where a vendor documents its format
publicly, the page is named in a comment; no example value from any page is
used: every body is drawn from the seeded generator.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from _gen import BASE32, BECH32, Gen

Maker = Callable[[Gen], list[str]]

# Contexts any single-token vendor can appear in; {t} is the token.
GENERIC = [
    "export {env}={t}",
    "NODE_ENV=production\n{env}={t}\nLOG_LEVEL=info",
    '{vendor}:\n  {envl}: "{t}"\n  timeout_s: 30',
    'os.environ["{env}"] = "{t}"',
    '{"{envl}": "{t}", "retries": 3}',
    "Use {t} as the {vendor} key when running the integration tests locally.",
    "docker run --rm -e {env}={t} ghcr.io/acme/{svc}:{ver}",
    "gh secret set {env} --body '{t}' --repo acme/{svc}",
    'const key = process.env.{env} ?? "{t}";',
    '[{vendor}]\napi_key = "{t}"\nregion = "eu"',
    "$ echo ${env}\n{t}",
    '  - name: {env}\n    value: "{t}"',
]


def _aws(g: Gen) -> list[str]:
    # Access key ids: AKIA + 16 base32 chars; secret: 40 chars of base64 alphabet.
    return ["AKIA" + g.chars(BASE32, 16), g.b64(40)]


def _aws_sts(g: Gen) -> list[str]:
    # Temporary keys start ASIA and travel with a long session token.
    return ["ASIA" + g.chars(BASE32, 16), g.b64(40), "IQoJb3JpZ2luX2Vj" + g.b64(300)]


def _sendgrid(g: Gen) -> list[str]:
    return [f"SG.{g.b64u(22)}.{g.b64u(43)}"]


def _slack_webhook(g: Gen) -> list[str]:
    return [g.an(24), f"T{g.up(8)}", f"B{g.up(10)}"]


def _discord_webhook(g: Gen) -> list[str]:
    return [g.b64u(68), g.dg(18)]


def _alibaba(g: Gen) -> list[str]:
    return ["LTAI" + g.an(20), g.an(30)]


def _mapbox(g: Gen) -> list[str]:
    user = g.b64_of(('{"u":"' + g.lo(8) + '","a":"' + g.lo(12) + '"}').encode())
    return [f"sk.{user.rstrip('=')}.{g.b64u(22)}"]


def _discord_bot(g: Gen) -> list[str]:
    uid = g.b64_of(g.dg(18).encode()).rstrip("=")
    return [f"{uid}.{g.b64u(6)}.{g.b64u(38)}"]


def _sntrys_body(g: Gen) -> str:
    claims = (
        '{"iat":'
        + g.dg(10)
        + ',"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme"}'
    )
    return g.b64_of(claims.encode()).rstrip("=") + "_" + g.b64(43)


def _one(fn: Callable[[Gen], str]) -> Maker:
    return lambda g: [fn(g)]


# (vendor, env var, maker, custom contexts). Custom contexts may use {t},{t2},{t3}.
VENDORS: list[tuple[str, str, Maker, list[str]]] = [
    (
        "aws",
        "AWS_ACCESS_KEY_ID",
        _aws,
        [
            "[default]\naws_access_key_id = {t}\naws_secret_access_key = {t2}\nregion = eu-central-1",
            "export AWS_ACCESS_KEY_ID={t}\nexport AWS_SECRET_ACCESS_KEY={t2}",
            "s3 = boto3.client('s3', aws_access_key_id='{t}', aws_secret_access_key='{t2}')",
            "AccessKeyId: {t}\nSecretAccessKey: {t2}\nStatus: Active",
        ],
    ),
    (
        "aws_sts",
        "AWS_SESSION_TOKEN",
        _aws_sts,
        [
            '{"Credentials": {"AccessKeyId": "{t}", "SecretAccessKey": "{t2}", "SessionToken": "{t3}", "Expiration": "2026-11-02T10:00:00Z"}}',
            "export AWS_ACCESS_KEY_ID={t}\nexport AWS_SECRET_ACCESS_KEY={t2}\nexport AWS_SESSION_TOKEN={t3}",
        ],
    ),
    # GitHub token prefixes: github.blog "Behind GitHub's new authentication token formats" (2021).
    (
        "github",
        "GITHUB_TOKEN",
        _one(lambda g: "ghp_" + g.an(36)),
        [
            "git remote set-url origin https://x-access-token:{t}@github.com/acme/{svc}.git",
            'curl -H "Authorization: token {t}" https://api.github.com/user/repos',
        ],
    ),
    (
        "github_fine_grained",
        "GH_TOKEN",
        _one(lambda g: f"github_pat_{g.an(22)}_{g.an(59)}"),
        [
            "echo {t} | gh auth login --with-token",
        ],
    ),
    (
        "github_app",
        "GITHUB_APP_TOKEN",
        _one(lambda g: "ghs_" + g.an(36)),
        [
            "::debug::installation token ghs_ refreshed -> {t}",
        ],
    ),
    (
        "github_oauth",
        "GITHUB_OAUTH_TOKEN",
        _one(lambda g: "gho_" + g.an(36)),
        [
            "github.com:\n    user: dev-anna\n    oauth_token: {t}\n    git_protocol: https",
        ],
    ),
    # GitLab token prefixes: docs.gitlab.com "Token overview" (glpat-, glrt-).
    (
        "gitlab",
        "GITLAB_TOKEN",
        _one(lambda g: "glpat-" + g.b64u(20)),
        [
            'curl --header "PRIVATE-TOKEN: {t}" "https://gitlab.acme.dev/api/v4/projects"',
        ],
    ),
    (
        "gitlab_runner",
        "RUNNER_TOKEN",
        _one(lambda g: "glrt-" + g.b64u(20)),
        [
            "gitlab-runner register --url https://gitlab.acme.dev --token {t} --executor docker",
        ],
    ),
    (
        "slack_bot",
        "SLACK_BOT_TOKEN",
        _one(lambda g: f"xoxb-{g.dg(12)}-{g.dg(13)}-{g.an(24)}"),
        [
            'app = App(token="{t}", signing_secret=os.environ["SLACK_SIGNING_SECRET"])',
        ],
    ),
    (
        "slack_user",
        "SLACK_USER_TOKEN",
        _one(lambda g: f"xoxp-{g.dg(12)}-{g.dg(12)}-{g.dg(13)}-{g.hx(32)}"),
        [],
    ),
    (
        "slack_webhook",
        "SLACK_WEBHOOK_URL",
        _slack_webhook,
        [
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/{t2}/{t3}/{t}",
            'curl -X POST -d \'{"text":"deploy done"}\' https://hooks.slack.com/services/{t2}/{t3}/{t}',
        ],
    ),
    # Stripe key prefixes: docs.stripe.com/keys (sk_live_, rk_live_, whsec_ for webhooks).
    (
        "stripe",
        "STRIPE_SECRET_KEY",
        _one(lambda g: "sk_live_" + g.an(g.rng.randint(24, 99))),
        [
            "const stripe = require('stripe')('{t}');",
            "curl https://api.stripe.com/v1/charges -u {t}:",
        ],
    ),
    (
        "stripe_test",
        "STRIPE_SECRET_KEY",
        _one(lambda g: "sk_test_" + g.an(g.rng.randint(24, 99))),
        [],
    ),
    ("stripe_restricted", "STRIPE_RESTRICTED_KEY", _one(lambda g: "rk_live_" + g.an(99)), []),
    (
        "stripe_webhook",
        "STRIPE_WEBHOOK_SECRET",
        _one(lambda g: "whsec_" + g.an(32)),
        [
            "event = stripe.Webhook.construct_event(payload, sig, '{t}')",
        ],
    ),
    (
        "openai",
        "OPENAI_API_KEY",
        _one(lambda g: "sk-proj-" + g.b64u(156)),
        [
            'client = OpenAI(api_key="{t}")',
            'curl https://api.openai.com/v1/models -H "Authorization: Bearer {t}"',
        ],
    ),
    ("openai_legacy", "OPENAI_API_KEY", _one(lambda g: f"sk-{g.an(20)}T3BlbkFJ{g.an(20)}"), []),
    (
        "anthropic",
        "ANTHROPIC_API_KEY",
        _one(lambda g: f"sk-ant-api03-{g.b64u(93)}AA"),
        [
            'curl https://api.anthropic.com/v1/messages -H "x-api-key: {t}" -H "anthropic-version: 2023-06-01"',
            'client = anthropic.Anthropic(api_key="{t}")',
        ],
    ),
    (
        "google_api",
        "GOOGLE_API_KEY",
        _one(lambda g: "AIza" + g.b64u(35)),
        [
            'curl "https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={t}"',
            '{\n  "client": [{"api_key": [{"current_key": "{t}"}]}]\n}',
            "<key>API_KEY</key>\n<string>{t}</string>",
        ],
    ),
    (
        "google_oauth",
        "GOOGLE_CLIENT_SECRET",
        _one(lambda g: "GOCSPX-" + g.b64u(28)),
        [
            '{"installed": {"client_id": "{n}-{c}.apps.googleusercontent.com", "client_secret": "{t}"}}',
        ],
    ),
    ("twilio", "TWILIO_API_KEY_SECRET", _one(lambda g: "SK" + g.hx(32)), []),
    (
        "twilio_auth",
        "TWILIO_AUTH_TOKEN",
        _one(lambda g: g.hx(32)),
        [
            "client = Client('AC{h32}', '{t}')",
        ],
    ),
    ("sendgrid", "SENDGRID_API_KEY", _sendgrid, []),
    (
        "mailgun",
        "MAILGUN_API_KEY",
        _one(lambda g: "key-" + g.hx(32)),
        [
            "curl -s --user 'api:{t}' https://api.mailgun.net/v3/mg.acme.dev/messages",
        ],
    ),
    ("mailchimp", "MAILCHIMP_API_KEY", _one(lambda g: f"{g.hx(32)}-us{g.rng.randint(1, 21)}"), []),
    (
        "npm",
        "NPM_TOKEN",
        _one(lambda g: "npm_" + g.an(36)),
        [
            "//registry.npmjs.org/:_authToken={t}",
        ],
    ),
    # PyPI API tokens are macaroons whose base64 starts with the encoded "pypi.org".
    (
        "pypi",
        "TWINE_PASSWORD",
        _one(lambda g: "pypi-AgEIcHlwaS5vcmc" + g.b64u(160)),
        [
            "[pypi]\n  username = __token__\n  password = {t}",
            "twine upload -u __token__ -p {t} dist/*",
        ],
    ),
    (
        "dockerhub",
        "DOCKERHUB_TOKEN",
        _one(lambda g: "dckr_pat_" + g.b64u(27)),
        [
            "echo {t} | docker login -u acmebot --password-stdin",
        ],
    ),
    (
        "huggingface",
        "HF_TOKEN",
        _one(lambda g: "hf_" + g.an(34)),
        [
            "huggingface-cli login --token {t}",
        ],
    ),
    (
        "shopify",
        "SHOPIFY_ACCESS_TOKEN",
        _one(lambda g: "shpat_" + g.hx(32)),
        [
            "X-Shopify-Access-Token: {t}",
        ],
    ),
    ("shopify_secret", "SHOPIFY_API_SECRET", _one(lambda g: "shpss_" + g.hx(32)), []),
    ("square", "SQUARE_ACCESS_TOKEN", _one(lambda g: "EAAA" + g.b64u(60)), []),
    ("square_oauth", "SQUARE_APP_SECRET", _one(lambda g: "sq0csp-" + g.b64u(43)), []),
    (
        "digitalocean",
        "DIGITALOCEAN_TOKEN",
        _one(lambda g: "dop_v1_" + g.hx(64)),
        [
            "doctl auth init --access-token {t}",
        ],
    ),
    (
        "heroku",
        "HEROKU_API_KEY",
        _one(lambda g: g.uuid()),
        [
            "machine api.heroku.com\n  login dev@acme.dev\n  password {t}",
        ],
    ),
    (
        "azure_storage",
        "AZURE_STORAGE_KEY",
        _one(lambda g: g.b64(86) + "=="),
        [
            "DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={t};EndpointSuffix=core.windows.net",
            "az storage blob list --account-name acmelogs --account-key {t} -c backups",
        ],
    ),
    (
        "azure_ad",
        "AZURE_CLIENT_SECRET",
        _one(
            lambda g: (
                f"{g.an(3)}8Q~{g.chars('abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_.-~', 34)}"
            )
        ),
        [
            "az login --service-principal -u {u4} -p '{t}' --tenant {u5}",
        ],
    ),
    (
        "databricks",
        "DATABRICKS_TOKEN",
        _one(lambda g: "dapi" + g.hx(32)),
        [
            "[DEFAULT]\nhost = https://adb-{n}.azuredatabricks.net\ntoken = {t}",
        ],
    ),
    (
        "datadog",
        "DD_API_KEY",
        _one(lambda g: g.hx(32)),
        [
            'curl -X POST "https://api.datadoghq.eu/api/v2/series" -H "DD-API-KEY: {t}"',
        ],
    ),
    ("newrelic", "NEW_RELIC_API_KEY", _one(lambda g: "NRAK-" + g.up(27)), []),
    ("newrelic_license", "NEW_RELIC_LICENSE_KEY", _one(lambda g: g.hx(36) + "NRAL"), []),
    # Sentry: sntryu_ + 64 hex (user), sntrys_ + base64 JSON (org); per
    # docs.sentry.io/security-legal-pii/security/token-formats/.
    (
        "sentry",
        "SENTRY_AUTH_TOKEN",
        _one(lambda g: "sntryu_" + g.hx(64)),
        [
            "sentry-cli --auth-token {t} releases new 4.2.0",
        ],
    ),
    (
        "sentry_org",
        "SENTRY_AUTH_TOKEN",
        _one(lambda g: "sntrys_" + _sntrys_body(g)),
        [
            "sentry-cli sourcemaps upload --org acme --project web ./dist  # SENTRY_AUTH_TOKEN={t}",
        ],
    ),
    (
        "atlassian",
        "JIRA_API_TOKEN",
        _one(lambda g: f"ATATT3xFfGF0{g.b64u(180)}={g.up(8)}"),
        [
            "curl -u anna@acme.dev:{t} https://acme.atlassian.net/rest/api/3/myself",
        ],
    ),
    ("linear", "LINEAR_API_KEY", _one(lambda g: "lin_api_" + g.an(40)), []),
    ("notion", "NOTION_TOKEN", _one(lambda g: "ntn_" + g.an(46)), []),
    ("notion_legacy", "NOTION_API_KEY", _one(lambda g: "secret_" + g.an(43)), []),
    ("airtable", "AIRTABLE_TOKEN", _one(lambda g: f"pat{g.an(14)}.{g.hx(64)}"), []),
    ("figma", "FIGMA_TOKEN", _one(lambda g: "figd_" + g.b64u(40)), []),
    ("postman", "POSTMAN_API_KEY", _one(lambda g: f"PMAK-{g.hx(24)}-{g.hx(34)}"), []),
    # Vault service tokens carry the hvs. prefix since Vault 1.10 (developer.hashicorp.com).
    (
        "vault",
        "VAULT_TOKEN",
        _one(lambda g: "hvs." + g.b64u(90)),
        [
            "vault login {t}",
            'curl -H "X-Vault-Token: {t}" https://vault.acme.dev:8200/v1/secret/data/app',
        ],
    ),
    (
        "terraform_cloud",
        "TFE_TOKEN",
        _one(lambda g: f"{g.an(14)}.atlasv1.{g.an(67)}"),
        [
            'credentials "app.terraform.io" {\n  token = "{t}"\n}',
        ],
    ),
    ("pulumi", "PULUMI_ACCESS_TOKEN", _one(lambda g: "pul-" + g.hx(40)), []),
    # Doppler: dp.st. service, dp.pt. personal, dp.ct. CLI, dp.sa. service-account
    # tokens (docs.doppler.com "API" authentication section; provider guides).
    (
        "doppler",
        "DOPPLER_TOKEN",
        _one(lambda g: g.pick(["dp.st.prd.", "dp.pt.", "dp.ct.", "dp.sa."]) + g.an(43)),
        [],
    ),
    # Grafana service-account tokens start glsa_ (grafana.com service accounts docs).
    ("grafana", "GRAFANA_TOKEN", _one(lambda g: f"glsa_{g.an(32)}_{g.hx(8)}"), []),
    (
        "cloudflare",
        "CLOUDFLARE_API_TOKEN",
        _one(lambda g: g.b64u(40)),
        [
            'curl "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer {t}"',
        ],
    ),
    (
        "okta",
        "OKTA_API_TOKEN",
        _one(lambda g: "00" + g.b64u(40)),
        [
            "Authorization: SSWS {t}",
        ],
    ),
    (
        "telegram",
        "TELEGRAM_BOT_TOKEN",
        _one(lambda g: f"{g.dg(10)}:AA{g.b64u(33)}"),
        [
            "curl https://api.telegram.org/bot{t}/getUpdates",
        ],
    ),
    ("discord", "DISCORD_TOKEN", _discord_bot, ["client.run('{t}')"]),
    (
        "discord_webhook",
        "DISCORD_WEBHOOK",
        _discord_webhook,
        [
            "DISCORD_WEBHOOK=https://discord.com/api/webhooks/{t2}/{t}",
        ],
    ),
    ("dropbox", "DROPBOX_TOKEN", _one(lambda g: "sl.u." + g.b64u(140)), []),
    # age: github.com/FiloSottile/age README (AGE-SECRET-KEY-1 + bech32).
    (
        "age",
        "SOPS_AGE_KEY",
        _one(lambda g: "AGE-SECRET-KEY-1" + g.chars(BECH32, 58)),
        [
            "# created: 2026-05-02T09:12:44Z\n# public key: age1{pub}\n{t}",
        ],
    ),
    ("supabase", "SUPABASE_ACCESS_TOKEN", _one(lambda g: "sbp_" + g.hx(40)), []),
    ("planetscale", "PLANETSCALE_PASSWORD", _one(lambda g: "pscale_pw_" + g.b64u(43)), []),
    ("replicate", "REPLICATE_API_TOKEN", _one(lambda g: "r8_" + g.an(37)), []),
    ("groq", "GROQ_API_KEY", _one(lambda g: "gsk_" + g.an(52)), []),
    ("perplexity", "PPLX_API_KEY", _one(lambda g: "pplx-" + g.an(48)), []),
    ("openrouter", "OPENROUTER_API_KEY", _one(lambda g: "sk-or-v1-" + g.hx(64)), []),
    ("xai", "XAI_API_KEY", _one(lambda g: "xai-" + g.an(80)), []),
    ("langsmith", "LANGSMITH_API_KEY", _one(lambda g: f"lsv2_pt_{g.hx(32)}_{g.hx(10)}"), []),
    ("mapbox", "MAPBOX_SECRET_TOKEN", _mapbox, []),
    ("fly", "FLY_API_TOKEN", _one(lambda g: "FlyV1 fm2_" + g.b64(200)), []),
    ("render", "RENDER_API_KEY", _one(lambda g: "rnd_" + g.an(32)), []),
    ("netlify", "NETLIFY_AUTH_TOKEN", _one(lambda g: "nfp_" + g.an(36)), []),
    ("vercel", "VERCEL_TOKEN", _one(lambda g: g.an(24)), ["vercel deploy --prod --token {t}"]),
    (
        "firebase_fcm",
        "FCM_SERVER_KEY",
        _one(lambda g: f"AAAA{g.b64u(7)}:APA91b{g.b64u(134)}"),
        [
            "Authorization: key={t}",
        ],
    ),
    ("facebook", "FB_ACCESS_TOKEN", _one(lambda g: "EAAG" + g.an(180)), []),
    ("contentful", "CONTENTFUL_MANAGEMENT_TOKEN", _one(lambda g: "CFPAT-" + g.b64u(43)), []),
    (
        "alibaba",
        "ALIBABA_CLOUD_ACCESS_KEY_ID",
        _alibaba,
        [
            "aliyun configure set --access-key-id {t} --access-key-secret {t2} --region cn-hangzhou",
        ],
    ),
    (
        "sonarqube",
        "SONAR_TOKEN",
        _one(lambda g: "squ_" + g.hx(40)),
        [
            "mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.dev -Dsonar.token={t}",
        ],
    ),
    ("circleci", "CIRCLECI_TOKEN", _one(lambda g: f"CCIPAT_{g.an(22)}_{g.hx(40)}"), []),
    ("buildkite", "BUILDKITE_API_TOKEN", _one(lambda g: "bkua_" + g.hx(40)), []),
    # Tailscale: tskey-<type>-<id>CNTRL-<secret> (tailscale.com/kb/1277/key-prefixes).
    (
        "tailscale",
        "TS_AUTHKEY",
        _one(lambda g: f"tskey-auth-k{g.an(11)}CNTRL-{g.an(33)}"),
        [
            "tailscale up --authkey={t} --hostname=ci-runner-3",
        ],
    ),
    (
        "ngrok",
        "NGROK_AUTHTOKEN",
        _one(lambda g: f"2{g.an(26)}_{g.an(21)}"),
        [
            "ngrok config add-authtoken {t}",
        ],
    ),
    ("resend", "RESEND_API_KEY", _one(lambda g: f"re_{g.an(8)}_{g.an(24)}"), []),
    ("pinecone", "PINECONE_API_KEY", _one(lambda g: f"pcsk_{g.an(5)}_{g.an(63)}"), []),
    ("launchdarkly", "LD_SDK_KEY", _one(lambda g: "sdk-" + g.uuid()), []),
    ("bitbucket", "BITBUCKET_APP_PASSWORD", _one(lambda g: "ATBB" + g.an(28) + g.up(8)), []),
    # JFrog reference tokens are base64 of "reftkn:01:..."; cmVmdGtuOjAxOj is that prefix encoded.
    ("jfrog", "JFROG_ACCESS_TOKEN", _one(lambda g: "cmVmdGtuOjAxOj" + g.an(50)), []),
    ("easypost", "EASYPOST_API_KEY", _one(lambda g: "EZAK" + g.hx(54)), []),
    (
        "braintree",
        "BRAINTREE_ACCESS_TOKEN",
        _one(lambda g: f"access_token$production${g.lo(16)}${g.hx(32)}"),
        [],
    ),
    (
        "azure_devops",
        "AZURE_DEVOPS_EXT_PAT",
        _one(lambda g: g.chars("abcdefghijklmnopqrstuvwxyz234567", 52)),
        [
            "git clone https://pat:{t}@dev.azure.com/acme/Platform/_git/{svc}",
        ],
    ),
    (
        "twitter",
        "TWITTER_BEARER_TOKEN",
        _one(lambda g: "AAAAAAAAAAAAAAAAAAAAA" + g.an(25) + "%3D" + g.an(50)),
        [],
    ),
    ("shippo", "SHIPPO_API_KEY", _one(lambda g: "shippo_live_" + g.hx(40)), []),
    ("adafruit", "AIO_KEY", _one(lambda g: "aio_" + g.an(28)), []),
    ("snyk", "SNYK_TOKEN", _one(lambda g: g.uuid()), ["snyk auth {t}"]),
    ("algolia", "ALGOLIA_ADMIN_API_KEY", _one(lambda g: g.hx(32)), []),
    ("infracost", "INFRACOST_API_KEY", _one(lambda g: "ico-" + g.an(32)), []),
    ("deepseek", "DEEPSEEK_API_KEY", _one(lambda g: "sk-" + g.hx(32)), []),
    ("elevenlabs", "ELEVENLABS_API_KEY", _one(lambda g: "sk_" + g.hx(48)), []),
    ("cohere", "CO_API_KEY", _one(lambda g: g.an(40)), []),
]

_SLOT = re.compile(r"\{(\w+)\}")


def fill(tpl: str, values: dict[str, str]) -> str:
    """Substitute {name} slots that `values` knows; leave other braces alone."""
    return _SLOT.sub(lambda m: values.get(m.group(1), m.group(0)), tpl)


def vendor_rows(g: Gen) -> list[tuple[str, list[str], str]]:
    """(text, secrets, family) rows: every custom context, then generic ones."""
    rows: list[tuple[str, list[str], str]] = []
    for vendor, env, maker, custom in VENDORS:
        single = len(maker(Gen(0))) == 1
        contexts = list(custom)
        want = max(3, len(contexts) + (1 if single else 0))
        while single and len(contexts) < want:
            c = g.pick(GENERIC)
            if c not in contexts:
                contexts.append(c)
        for ctx in contexts:
            toks = maker(g)
            values = {
                "t": toks[0],
                "env": env,
                "envl": env.lower(),
                "vendor": vendor,
                "svc": g.svc(),
                "ver": g.semver(),
                "n": g.dg(12),
                "c": g.lo(32),
                "h32": g.hx(32),
                "u4": g.uuid(),
                "u5": g.uuid(),
                "pub": g.chars(BECH32.lower(), 58),
            }
            for i, extra in enumerate(toks[1:], start=2):
                values[f"t{i}"] = extra
            text = fill(ctx, values)
            used = [
                v for k, v in values.items() if k.startswith("t") and k[1:].isdigit() or k == "t"
            ]
            secrets = [s for s in used if s in text and not _is_public_part(vendor, s, values)]
            rows.append((text, secrets, f"vendor_key:{vendor}"))
    return rows


def _is_public_part(vendor: str, s: str, values: dict[str, str]) -> bool:
    """Slack's T…/B… and Discord's numeric webhook id are ids, not the secret."""
    if vendor == "slack_webhook":
        return s in (values.get("t2"), values.get("t3"))
    if vendor == "discord_webhook":
        return s == values.get("t2")
    return False
