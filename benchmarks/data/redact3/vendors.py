"""Vendor token formats for redact3, each with a seeded generator.

The shapes are public format facts: prefixes and lengths that vendors announce so
that secret scanners can find leaked tokens. Sources, from public documentation and
announcements (facts only, no value or rule copied):
  - GitHub changelog 2021-03-31 "Authentication token format updates are generally
    available" (ghp_/gho_/ghu_/ghs_/ghr_, 36 chars of [A-Za-z0-9]) and the GitHub
    blog "Behind GitHub's new authentication token formats"; github_pat_ fine-grained
    tokens (22 + '_' + 59).
  - GitLab issue 342327 (glpat- prefix by default) and GitLab's token-prefix docs.
  - Other vendors: their API/authentication docs and secret-scanning partner
    announcements (prefixes such as xoxb-, sk_live_, whsec_, SG., hf_, npm_, pypi-,
    dop_v1_, glsa_, NRAK-, shpat_, dckr_pat_, AGE-SECRET-KEY-1, tskey-, ...).
Every value below is generated from the seeded rng; none is a real or documented
example token.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from gen import (
    ALNUM,
    B64STD,
    B64URL,
    BECH32_UPPER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    b64,
    b64url_json,
    b64url_nopad,
    digits,
    hexs,
    pick,
    seeded_uuid,
)

Gen = Callable[[random.Random], str]


@dataclass(frozen=True)
class Vendor:
    """One token format: vendor name, format label, usual env var, generator."""

    vendor: str
    fmt: str
    var: str
    gen: Gen
    prefixed: bool  # True when the value alone is recognisable (a distinctive prefix)


def _v(vendor: str, fmt: str, var: str, gen: Gen, prefixed: bool = True) -> Vendor:
    return Vendor(vendor, fmt, var, gen, prefixed)


def _discord(r: random.Random) -> str:
    uid = digits(r, 18).encode()
    return b64url_nopad(uid) + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 38)


def _sentry(r: random.Random) -> str:
    body = b64url_json(
        {
            "iat": r.randint(1700000000, 1790000000),
            "url": "https://sentry.io",
            "region_url": "https://us.sentry.io",
            "org": r.choice(["acme", "lumen", "north"]),
        }
    )
    return "sntrys_" + body + "_" + pick(r, B64URL, 43)


def _mapbox(r: random.Random) -> str:
    body = b64url_json(
        {"u": r.choice(["kaito", "mireille", "devops-bot"]), "a": pick(r, LOWER_ALNUM, 25)}
    )
    return "sk." + body + "." + pick(r, B64URL, 22)


def _onepassword(r: random.Random) -> str:
    body = b64url_json(
        {
            "signInAddress": "my.1password.com",
            "userAuth": {
                "method": "SRPg-4096",
                "alg": "PBES2g-HS256",
                "iterations": 650000,
                "salt": pick(r, B64URL, 22),
            },
            "email": pick(r, LOWER_ALNUM, 12) + "@1passwordserviceaccounts.com",
            "srpX": hexs(r, 64),
            "muk": {"alg": "A256GCM", "k": pick(r, B64URL, 43)},
        }
    )
    return "ops_" + body


def _grafana_cloud(r: random.Random) -> str:
    body = b64url_json(
        {
            "o": digits(r, 6),
            "n": "ci-" + pick(r, LOWER_ALNUM, 6),
            "k": pick(r, ALNUM, 24),
            "m": {"r": r.choice(["prod-us-east-0", "prod-eu-west-2"])},
        }
    )
    return "glc_" + body


VENDORS: tuple[Vendor, ...] = (
    _v("github", "classic_pat", "GITHUB_TOKEN", lambda r: "ghp_" + pick(r, ALNUM, 36)),
    _v("github", "oauth", "GH_OAUTH_TOKEN", lambda r: "gho_" + pick(r, ALNUM, 36)),
    _v("github", "app_installation", "GH_APP_TOKEN", lambda r: "ghs_" + pick(r, ALNUM, 36)),
    _v("github", "refresh", "GH_REFRESH_TOKEN", lambda r: "ghr_" + pick(r, ALNUM, 36)),
    _v("github", "user_to_server", "GH_USER_TOKEN", lambda r: "ghu_" + pick(r, ALNUM, 36)),
    _v(
        "github",
        "fine_grained_pat",
        "GH_PAT",
        lambda r: "github_pat_" + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
    ),
    _v("gitlab", "pat", "GITLAB_TOKEN", lambda r: "glpat-" + pick(r, B64URL, 20)),
    _v(
        "gitlab",
        "routable_pat",
        "GL_TOKEN",
        lambda r: "glpat-" + pick(r, B64URL, 27) + ".01." + pick(r, LOWER_ALNUM, 9),
    ),
    _v("gitlab", "pipeline_trigger", "CI_TRIGGER_TOKEN", lambda r: "glptt-" + hexs(r, 40)),
    _v("gitlab", "runner_auth", "RUNNER_TOKEN", lambda r: "glrt-" + pick(r, B64URL, 20)),
    _v("aws", "secret_access_key", "AWS_SECRET_ACCESS_KEY", lambda r: pick(r, B64STD, 40), False),
    _v("google", "api_key", "GOOGLE_API_KEY", lambda r: "AIza" + pick(r, B64URL, 35)),
    _v(
        "google",
        "oauth_client_secret",
        "GOOGLE_CLIENT_SECRET",
        lambda r: "GOCSPX-" + pick(r, B64URL, 28),
    ),
    _v(
        "google",
        "oauth_access_token",
        "GOOGLE_ACCESS_TOKEN",
        lambda r: "ya29." + pick(r, B64URL, 150),
    ),
    _v(
        "slack",
        "bot_token",
        "SLACK_BOT_TOKEN",
        lambda r: f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{pick(r, ALNUM, 24)}",
    ),
    _v(
        "slack",
        "user_token",
        "SLACK_USER_TOKEN",
        lambda r: f"xoxp-{digits(r, 12)}-{digits(r, 12)}-{digits(r, 13)}-{hexs(r, 32)}",
    ),
    _v(
        "slack",
        "app_token",
        "SLACK_APP_TOKEN",
        lambda r: f"xapp-1-A{pick(r, UPPER_ALNUM, 10)}-{digits(r, 13)}-{hexs(r, 64)}",
    ),
    _v(
        "stripe",
        "secret_key",
        "STRIPE_SECRET_KEY",
        lambda r: "sk_live_" + pick(r, ALNUM, r.choice([24, 99])),
    ),
    _v(
        "stripe",
        "restricted_key",
        "STRIPE_RESTRICTED_KEY",
        lambda r: "rk_live_" + pick(r, ALNUM, 99),
    ),
    _v(
        "stripe", "webhook_secret", "STRIPE_WEBHOOK_SECRET", lambda r: "whsec_" + pick(r, ALNUM, 32)
    ),
    _v(
        "openai",
        "project_key",
        "OPENAI_API_KEY",
        lambda r: "sk-proj-" + pick(r, B64URL, 74) + "T3BlbkFJ" + pick(r, B64URL, 74),
    ),
    _v(
        "anthropic",
        "api_key",
        "ANTHROPIC_API_KEY",
        lambda r: "sk-ant-api03-" + pick(r, B64URL, 93) + "AA",
    ),
    _v("huggingface", "user_token", "HF_TOKEN", lambda r: "hf_" + pick(r, ALNUM[:52], 34)),
    _v("npm", "access_token", "NPM_TOKEN", lambda r: "npm_" + pick(r, ALNUM, 36)),
    _v("pypi", "api_token", "PYPI_TOKEN", lambda r: "pypi-AgEIcHlwaS5vcmc" + pick(r, B64URL, 140)),
    _v("twilio", "auth_token", "TWILIO_AUTH_TOKEN", lambda r: hexs(r, 32), False),
    _v(
        "sendgrid",
        "api_key",
        "SENDGRID_API_KEY",
        lambda r: "SG." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
    ),
    _v("mailgun", "api_key", "MAILGUN_API_KEY", lambda r: "key-" + hexs(r, 32)),
    _v(
        "mailchimp",
        "api_key",
        "MAILCHIMP_API_KEY",
        lambda r: hexs(r, 32) + "-us" + str(r.randint(2, 21)),
    ),
    _v("shopify", "admin_token", "SHOPIFY_ACCESS_TOKEN", lambda r: "shpat_" + hexs(r, 32)),
    _v("digitalocean", "pat", "DIGITALOCEAN_TOKEN", lambda r: "dop_v1_" + hexs(r, 64)),
    _v("doppler", "personal_token", "DOPPLER_TOKEN", lambda r: "dp.pt." + pick(r, ALNUM, 43)),
    _v("pulumi", "access_token", "PULUMI_ACCESS_TOKEN", lambda r: "pul-" + hexs(r, 40)),
    _v(
        "terraform",
        "cloud_token",
        "TFE_TOKEN",
        lambda r: pick(r, ALNUM, 14) + ".atlasv1." + pick(r, ALNUM, 67),
    ),
    _v("hashicorp_vault", "service_token", "VAULT_TOKEN", lambda r: "hvs." + pick(r, ALNUM, 24)),
    _v("databricks", "pat", "DATABRICKS_TOKEN", lambda r: "dapi" + hexs(r, 32)),
    _v(
        "grafana",
        "service_account",
        "GRAFANA_TOKEN",
        lambda r: "glsa_" + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
    ),
    _v("grafana_cloud", "access_policy", "GRAFANA_CLOUD_TOKEN", _grafana_cloud),
    _v("newrelic", "user_key", "NEW_RELIC_API_KEY", lambda r: "NRAK-" + pick(r, UPPER_ALNUM, 27)),
    _v("sentry", "org_token", "SENTRY_AUTH_TOKEN", _sentry),
    _v("datadog", "api_key", "DD_API_KEY", lambda r: hexs(r, 32), False),
    _v("heroku", "api_key", "HEROKU_API_KEY", seeded_uuid, False),
    _v("linear", "api_key", "LINEAR_API_KEY", lambda r: "lin_api_" + pick(r, ALNUM, 40)),
    _v("notion", "integration", "NOTION_TOKEN", lambda r: "ntn_" + pick(r, ALNUM, 46)),
    _v(
        "airtable",
        "pat",
        "AIRTABLE_TOKEN",
        lambda r: "pat" + pick(r, ALNUM, 14) + "." + hexs(r, 64),
    ),
    _v(
        "atlassian",
        "api_token",
        "JIRA_API_TOKEN",
        lambda r: "ATATT3xFfGF0" + pick(r, B64URL, 170) + "=" + hexs(r, 8).upper(),
    ),
    _v("discord", "bot_token", "DISCORD_BOT_TOKEN", _discord),
    _v(
        "telegram",
        "bot_token",
        "TELEGRAM_BOT_TOKEN",
        lambda r: digits(r, 10) + ":AA" + pick(r, B64URL, 33),
    ),
    _v(
        "postman", "api_key", "POSTMAN_API_KEY", lambda r: "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34)
    ),
    _v("figma", "pat", "FIGMA_TOKEN", lambda r: "figd_" + pick(r, B64URL, 40)),
    _v("supabase", "access_token", "SUPABASE_ACCESS_TOKEN", lambda r: "sbp_" + hexs(r, 40)),
    _v("netlify", "pat", "NETLIFY_AUTH_TOKEN", lambda r: "nfp_" + pick(r, ALNUM, 36)),
    _v("flyio", "deploy_token", "FLY_API_TOKEN", lambda r: "fo1_" + pick(r, B64URL, 43)),
    _v("render", "api_key", "RENDER_API_KEY", lambda r: "rnd_" + pick(r, ALNUM, 32)),
    _v(
        "planetscale",
        "password",
        "PLANETSCALE_PASSWORD",
        lambda r: "pscale_pw_" + pick(r, B64URL, 43),
    ),
    _v("dockerhub", "pat", "DOCKERHUB_TOKEN", lambda r: "dckr_pat_" + pick(r, B64URL, 27)),
    _v(
        "age",
        "secret_key",
        "SOPS_AGE_KEY",
        lambda r: "AGE-SECRET-KEY-1" + pick(r, BECH32_UPPER, 58),
    ),
    _v("azure", "storage_account_key", "AZURE_STORAGE_KEY", lambda r: b64(r, 64), False),
    _v(
        "azure_ad",
        "client_secret",
        "AZURE_CLIENT_SECRET",
        lambda r: pick(r, ALNUM, 3) + "8Q~" + pick(r, ALNUM + "_~.-", 31),
    ),
    _v(
        "alibaba",
        "access_key_secret",
        "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
        lambda r: pick(r, ALNUM, 30),
        False,
    ),
    _v("tencent", "secret_key", "TENCENTCLOUD_SECRET_KEY", lambda r: pick(r, ALNUM, 32), False),
    _v("square", "access_token", "SQUARE_ACCESS_TOKEN", lambda r: "EAAA" + pick(r, B64URL, 60)),
    _v(
        "braintree",
        "access_token",
        "BRAINTREE_ACCESS_TOKEN",
        lambda r: "access_token$production$" + pick(r, LOWER_ALNUM, 16) + "$" + hexs(r, 32),
    ),
    _v("facebook", "page_token", "FB_PAGE_TOKEN", lambda r: "EAAB" + pick(r, ALNUM, 160)),
    _v(
        "twitter",
        "bearer_token",
        "TWITTER_BEARER_TOKEN",
        lambda r: "A" * 21 + pick(r, ALNUM, 30) + "%3D" + pick(r, ALNUM, 50),
    ),
    _v("dropbox", "short_lived", "DROPBOX_TOKEN", lambda r: "sl." + pick(r, B64URL, 135)),
    _v("asana", "pat", "ASANA_TOKEN", lambda r: f"2/{digits(r, 16)}/{digits(r, 16)}:{hexs(r, 32)}"),
    _v("okta", "api_token", "OKTA_API_TOKEN", lambda r: "00" + pick(r, B64URL, 40)),
    _v(
        "contentful", "pat", "CONTENTFUL_MANAGEMENT_TOKEN", lambda r: "CFPAT-" + pick(r, B64URL, 43)
    ),
    _v("mapbox", "secret_token", "MAPBOX_SECRET_TOKEN", _mapbox),
    _v("shippo", "live_token", "SHIPPO_API_KEY", lambda r: "shippo_live_" + hexs(r, 40)),
    _v("easypost", "api_key", "EASYPOST_API_KEY", lambda r: "EZAK" + pick(r, ALNUM, 54)),
    _v("flutterwave", "secret_key", "FLW_SECRET_KEY", lambda r: "FLWSECK-" + hexs(r, 32) + "-X"),
    _v("adafruit", "io_key", "ADAFRUIT_IO_KEY", lambda r: "aio_" + pick(r, ALNUM, 28)),
    _v("clojars", "deploy_token", "CLOJARS_PASSWORD", lambda r: "CLOJARS_" + hexs(r, 60)),
    _v("rubygems", "api_key", "GEM_HOST_API_KEY", lambda r: "rubygems_" + hexs(r, 48)),
    _v("nuget", "api_key", "NUGET_API_KEY", lambda r: "oy2" + pick(r, LOWER_ALNUM, 43)),
    _v(
        "pinecone",
        "api_key",
        "PINECONE_API_KEY",
        lambda r: "pcsk_" + pick(r, ALNUM, 6) + "_" + pick(r, ALNUM, 63),
    ),
    _v("groq", "api_key", "GROQ_API_KEY", lambda r: "gsk_" + pick(r, ALNUM, 52)),
    _v("replicate", "api_token", "REPLICATE_API_TOKEN", lambda r: "r8_" + pick(r, ALNUM, 37)),
    _v("perplexity", "api_key", "PERPLEXITY_API_KEY", lambda r: "pplx-" + pick(r, ALNUM, 48)),
    _v("xai", "api_key", "XAI_API_KEY", lambda r: "xai-" + pick(r, ALNUM, 80)),
    _v(
        "tailscale",
        "auth_key",
        "TS_AUTHKEY",
        lambda r: "tskey-auth-k" + pick(r, ALNUM, 11) + "CNTRL-" + pick(r, ALNUM, 33),
    ),
    _v("prefect", "api_key", "PREFECT_API_KEY", lambda r: "pnu_" + pick(r, ALNUM, 36)),
    _v(
        "sourcegraph",
        "access_token",
        "SRC_ACCESS_TOKEN",
        lambda r: "sgp_" + hexs(r, 16) + "_" + hexs(r, 40),
    ),
    _v("buildkite", "api_token", "BUILDKITE_API_TOKEN", lambda r: "bkua_" + hexs(r, 40)),
    _v(
        "langsmith",
        "api_key",
        "LANGSMITH_API_KEY",
        lambda r: "lsv2_pt_" + hexs(r, 32) + "_" + hexs(r, 10),
    ),
    _v("onepassword", "service_account", "OP_SERVICE_ACCOUNT_TOKEN", _onepassword),
    _v(
        "bitbucket",
        "app_password",
        "BITBUCKET_APP_PASSWORD",
        lambda r: "ATBB" + pick(r, ALNUM, 28) + hexs(r, 8).upper(),
    ),
    _v("jfrog", "api_key", "ARTIFACTORY_API_KEY", lambda r: "AKCp" + pick(r, ALNUM, 69)),
    _v(
        "dynatrace",
        "api_token",
        "DT_API_TOKEN",
        lambda r: "dt0c01." + pick(r, UPPER_ALNUM, 24) + "." + pick(r, UPPER_ALNUM, 64),
    ),
    _v("octopus", "api_key", "OCTOPUS_API_KEY", lambda r: "API-" + pick(r, UPPER_ALNUM, 26)),
    _v(
        "plaid",
        "access_token",
        "PLAID_ACCESS_TOKEN",
        lambda r: "access-production-" + seeded_uuid(r),
    ),
    _v("lob", "live_key", "LOB_API_KEY", lambda r: "live_" + hexs(r, 35)),
    _v(
        "duffel",
        "live_token",
        "DUFFEL_ACCESS_TOKEN",
        lambda r: "duffel_live_" + pick(r, B64URL, 43),
    ),
    _v(
        "typeform",
        "pat",
        "TYPEFORM_TOKEN",
        lambda r: "tfp_" + pick(r, B64URL, 44) + "_" + pick(r, ALNUM, 14),
    ),
    _v("deepseek", "api_key", "DEEPSEEK_API_KEY", lambda r: "sk-" + hexs(r, 32)),
    _v("cloudflare", "api_token", "CLOUDFLARE_API_TOKEN", lambda r: pick(r, B64URL, 40), False),
    _v("sonarcloud", "user_token", "SONAR_TOKEN", lambda r: "squ_" + hexs(r, 40)),
    _v(
        "circleci",
        "pat",
        "CIRCLECI_TOKEN",
        lambda r: "CCIPAT_" + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
    ),
    _v("snyk", "api_token", "SNYK_TOKEN", seeded_uuid, False),
    _v("algolia", "admin_key", "ALGOLIA_ADMIN_API_KEY", lambda r: hexs(r, 32), False),
    _v("cohere", "api_key", "COHERE_API_KEY", lambda r: pick(r, ALNUM, 40), False),
    _v("vercel", "token", "VERCEL_TOKEN", lambda r: pick(r, ALNUM, 24), False),
    _v(
        "firebase",
        "fcm_server_key",
        "FCM_SERVER_KEY",
        lambda r: "AAAA" + pick(r, B64URL, 7) + ":APA91b" + pick(r, B64URL, 134),
    ),
    _v("yandex", "iam_api_key", "YC_API_KEY", lambda r: "AQVN" + pick(r, B64URL, 36)),
    _v("rootly", "api_key", "ROOTLY_API_TOKEN", lambda r: "rootly_" + hexs(r, 64)),
)
