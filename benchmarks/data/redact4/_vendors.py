# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Vendor token formats, second half, and the row maker for `vendor_key:*`.

Same conventions as `_vendor_formats.py`: public prefixes, random bodies.
"""

from __future__ import annotations

import re

from _gen import BECH32, Gen
from _vendor_formats import (
    GENERIC,
    VENDORS_A,
    Maker,
    _alibaba,
    _discord_bot,
    _discord_webhook,
    _mapbox,
    _one,
    _sntrys_body,
)

VENDORS: list[tuple[str, str, Maker, list[str]]] = VENDORS_A + [
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
