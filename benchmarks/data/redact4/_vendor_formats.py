# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Vendor token formats for the `vendor_key:<vendor>` family (first half).

Formats are written from general knowledge of how these tokens look in the
wild (prefix, alphabet, rough length). Where a vendor documents its format
publicly, the page is named in a comment; no example value from any page is
used: every body is drawn from the seeded generator.
"""

from __future__ import annotations

from collections.abc import Callable

from _gen import BASE32, Gen

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
VENDORS_A: list[tuple[str, str, Maker, list[str]]] = [
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
]
