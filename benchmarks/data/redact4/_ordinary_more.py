# ruff: noqa: E501  (one template per line reads like the text it makes)
"""Ordinary rows, second part: public client identifiers per vendor, and
lockfile, digest, masked and example values.
"""

from __future__ import annotations

from collections.abc import Callable

from _gen import BASE32, Gen, b64blob, mapbox_user

T = Callable[[Gen], str]


def _mapbox_pub(g: Gen) -> str:
    return "pk." + mapbox_user(g) + "." + g.b64u(22)


# Public identifiers that look like keys but are meant to be shipped to clients
# or printed in logs; each vendor documents them as non-secret.
VENDOR_PUBLIC: dict[str, list[T]] = {
    "stripe": [
        lambda g: f"const stripe = Stripe('pk_live_{g.an(99)}');",
        lambda g: f"NEXT_PUBLIC_STRIPE_KEY=pk_test_{g.an(99)}",
        lambda g: (
            f"charge ch_{g.an(24)} for customer cus_{g.an(14)} succeeded (invoice in_{g.an(24)})"
        ),
    ],
    "mapbox": [lambda g: f"mapboxgl.accessToken = '{_mapbox_pub(g)}';"],
    "twilio": [lambda g: f"Account SID: AC{g.hx(32)}\nMessaging Service: MG{g.hx(32)}"],
    "google_oauth": [lambda g: f'"client_id": "{g.dg(12)}-{g.lo(32)}.apps.googleusercontent.com"'],
    "sentry": [
        lambda g: (
            f"Sentry.init({{ dsn: 'https://{g.hx(32)}@o{g.dg(6)}.ingest.us.sentry.io/{g.dg(7)}', tracesSampleRate: 0.1 }});"
        )
    ],
    "firebase": [lambda g: f"GOOGLE_APP_ID=1:{g.dg(12)}:ios:{g.hx(22)}\nGCM_SENDER_ID={g.dg(12)}"],
    "slack": [
        lambda g: f"posted to channel C{g.up(10)} in workspace T{g.up(8)} as bot U{g.up(10)}"
    ],
    "github_app": [
        lambda g: (
            f"GITHUB_APP_ID={g.rng.randint(100000, 999999)}\nGITHUB_INSTALLATION_ID={g.dg(8)}\nGITHUB_APP_CLIENT_ID=Iv1.{g.hx(16)}"
        )
    ],
    "auth0": [lambda g: f"AUTH0_DOMAIN=acme-{g.lo(6)}.eu.auth0.com\nAUTH0_CLIENT_ID={g.an(32)}"],
    "posthog": [
        lambda g: f"posthog.init('phc_{g.an(43)}', {{ api_host: 'https://eu.i.posthog.com' }})"
    ],
    "launchdarkly": [lambda g: f"LD_CLIENT_SIDE_ID={g.hx(24)}  # client-side id, public by design"],
    "datadog": [lambda g: f"DD_RUM_CLIENT_TOKEN=pub{g.hx(32)}\nDD_RUM_APPLICATION_ID={g.uuid()}"],
    "aws": [
        lambda g: (
            f"arn:aws:iam::{g.dg(12)}:role/{g.svc()}-ci  (account {g.dg(12)}, region eu-west-1)"
        ),
        lambda g: (
            f'aws sts get-caller-identity\n{{\n    "UserId": "AROA{g.chars(BASE32, 17)}:ci",\n    "Account": "{g.dg(12)}"\n}}'
        ),
        lambda g: f"s3://acme-{g.svc()}-artifacts/builds/{g.sha1()}/bundle.zip",
    ],
    "algolia": [lambda g: f"ALGOLIA_APP_ID={g.up(10)}\nALGOLIA_INDEX_NAME={g.svc()}_products"],
    "azure": [
        lambda g: (
            f"AZURE_TENANT_ID={g.uuid()}\nAZURE_CLIENT_ID={g.uuid()}\nAZURE_SUBSCRIPTION_ID={g.uuid()}"
        )
    ],
    "cloudflare": [lambda g: f"CLOUDFLARE_ACCOUNT_ID={g.hx(32)}\nCLOUDFLARE_ZONE_ID={g.hx(32)}"],
    "vercel": [lambda g: f"VERCEL_ORG_ID=team_{g.an(24)}\nVERCEL_PROJECT_ID=prj_{g.an(28)}"],
    "openai": [lambda g: f"response id chatcmpl-{g.an(29)} model gpt-4o-mini, org org-{g.an(24)}"],
}


def _sri(g: Gen) -> str:
    return "sha512-" + b64blob(g, 64)


# Lockfiles, digests, masked and example values: long random-looking strings
# that are public by nature or deliberately incomplete.
MORE_ORDINARY: dict[str, list[T]] = {
    "config": [
        lambda g: (
            f'"node_modules/{g.svc()}": {{\n  "version": "{g.semver()}",\n  "resolved": "https://registry.npmjs.org/{g.svc()}/-/{g.svc()}-{g.semver()}.tgz",\n  "integrity": "{_sri(g)}"\n}}'
        ),
        lambda g: (
            f'{g.svc()}@^{g.semver()}:\n  version "{g.semver()}"\n  resolved "https://registry.yarnpkg.com/{g.svc()}/-/{g.svc()}-{g.semver()}.tgz#{g.sha1()}"\n  integrity {_sri(g)}'
        ),
        lambda g: (
            f"github.com/acme/{g.svc()} v{g.semver()} h1:{b64blob(g, 32)}\ngithub.com/acme/{g.svc()} v{g.semver()}/go.mod h1:{b64blob(g, 32)}"
        ),
        lambda g: (
            f'[[package]]\nname = "{g.svc()}"\nversion = "{g.semver()}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{g.sha256()}"'
        ),
        lambda g: (
            f"{g.svc()}=={g.semver()} \\\n    --hash=sha256:{g.sha256()} \\\n    --hash=sha256:{g.sha256()}"
        ),
        lambda g: (
            f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "{g.semver()}"\n  hashes = [\n    "h1:{b64blob(g, 32)}",\n    "zh:{g.sha256()}",\n  ]\n}}'
        ),
        lambda g: (
            f"version https://git-lfs.github.com/spec/v1\noid sha256:{g.sha256()}\nsize {g.rng.randint(1000, 99999999)}"
        ),
        lambda g: (
            f"# example only, not a real key\nEXAMPLE_API_KEY=example-{g.lo(8)}-key\nDEMO_MODE=true"
        ),
        lambda g: f"STRIPE_SECRET_KEY=sk_live_****{g.hx(4)}  # masked in the dashboard export",
        lambda g: (
            f"components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key  # {g.svc()} v{g.semver()}"
        ),
    ],
    "code": [
        lambda g: (
            f'GITHUB_TOKEN_RE = re.compile(r"gh[pousr]_[A-Za-z0-9]{{36}}")  # rule {g.rng.randint(1, 90)}'
        ),
        lambda g: (
            f'placeholder="e.g. ghp_xxxxxxxxxxxxxxxxxxxx" name="token" id="{g.svc()}-token-input"'
        ),
        lambda g: (
            f"class {g.svc().capitalize()}CredentialRotationSchedulerFactoryBean implements InitializingBean {{ // {g.sha1()[:10]}"
        ),
        lambda g: (
            f"pod/{g.svc()}-deployment-{g.hx(10)}-{g.lo(5)}   1/1   Running   0   {g.rng.randint(1, 59)}m"
        ),
        lambda g: f'assert mask("{g.svc()}") == "****"  # unit test for the password mask',
    ],
    "ci_log": [
        lambda g: (
            f"Using docker image sha256:{g.sha256()} for ruby:3.3 with digest ruby@sha256:{g.sha256()} ..."
        ),
        lambda g: f"Run actions/cache@{g.sha1()}\nCache restored from key: Linux-pnpm-{g.sha256()}",
        lambda g: (
            f"SECRET_KEY_BASE is set (length {g.rng.randint(64, 128)}), value hidden\nDB_PASSWORD is set (length {g.rng.randint(12, 40)}), value hidden"
        ),
    ],
}
