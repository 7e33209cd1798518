"""Credentials recognised by their own shape: PEM blocks, JWTs and vendor tokens.

Each vendor rule starts at the token's documented prefix, so it needs no name beside
it and cannot fire on prose. The prefixes and lengths are public facts, gathered from
the vendors' documentation and from the rule sets of gitleaks
(github.com/gitleaks/gitleaks, config/gitleaks.toml) and detect-secrets 1.5.0
(detect_secrets/plugins/); the patterns are written here. A token that says it is a
documented example (`...EXAMPLE...`) is kept.
"""

from __future__ import annotations

import re

from retain.redact.base import (
    CRYPT_HASH,
    Rule,
    is_placeholder,
    lazy,
    literal_heads,
    spare_placeholder,
)

# PEM private keys (PKCS#1/#8, OPENSSH, EC, ENCRYPTED, PGP): the whole block goes,
# and a BEGIN whose END was cut off (a truncated paste) is redacted to end of text.
# SSH2 (RFC 4716 style, as Tectia writes it) uses four dashes and spaces:
# `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----`.
_PEM_PRIVATE_KEY = lazy(
    r"(?P<secret>-{4,5} ?BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)? ?-{4,5}"
    r"[\s\S]*?(?:-{4,5} ?END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)? ?-{4,5}|\Z))"
)
# Any other armoured block whose label names a key, a seed or a secret and not a public
# part: OpenVPN's `-----BEGIN OpenVPN Static key V1-----` (tls-auth/tls-crypt, the
# shared HMAC key), NATS' `-----BEGIN USER NKEY SEED-----` in a .creds file (nsc, "creds
# file format"), WireGuard or a vendor's own armour. The label is read as words; a
# certificate, a signature, a message (ciphertext) or a public key stays.
_ARMOURED_SECRET = lazy(
    r"(?P<secret>-{4,6} ?BEGIN (?P<label>[A-Za-z0-9 ]{1,50}?) ?-{4,6}"
    r"[\s\S]*?(?:-{4,6} ?END [A-Za-z0-9 ]{1,50}?-{4,6}|\Z))"
)
_SECRET_LABEL = frozenset({"key", "seed", "secret", "secrets"})
_PUBLIC_LABEL = frozenset(
    {"public", "certificate", "cert", "signature", "signed", "message", "request", "crl", "pgp"}
)


def _spare_armoured(m: re.Match[str]) -> bool:
    words = set(m.group("label").lower().split())
    if not words & _SECRET_LABEL or words & _PUBLIC_LABEL or "private" in words:
        return True  # not a secret's label, or the private-key rule's own block
    return _spare_empty_pem(m)


# A block armoured the way PEM is, under any fence and label: a BEGIN line, optional
# `Name: value` headers (RFC 4716's `Comment:`), lines of base64, an END line in the same
# fence (`===== BEGIN PRIVATE KEY (ci-bot) =====`, `-----BEGIN DEPLOY SIGNING KEY-----`).
# Read by its structure, not its words: the body is a secret unless the label says the
# block is a public part, a signature, a request, parameters or ciphertext.
_ARMOUR_LIKE = lazy(
    r"(?m)^[ \t]*(?P<secret>(?P<fence>-{3,6}|={3,6}|~{3,6}|\*{3,6})[ \t]?BEGIN[ \t]"
    r"(?P<label>[^\n]{1,60}?)[ \t]?(?P=fence)[ \t]*\r?\n"
    r"(?:[ \t]*[A-Za-z][\w-]{0,30}:[ \t][^\n]{0,200}\r?\n)*(?:[ \t]*\r?\n)?"
    r"(?:[ \t]*[A-Za-z0-9+/]{16,}={0,2}[ \t]*\r?\n)+(?:[ \t]*[A-Za-z0-9+/=]{1,15}\r?\n)?"
    r"[ \t]*(?P=fence)[ \t]?END[ \t][^\n]{1,60}?(?P=fence))"
)
_KEPT_ARMOUR = _PUBLIC_LABEL | frozenset(
    {"encrypted", "parameters", "params", "pkcs7", "cms", "x509", "csr", "trusted"}
)


def _spare_armour_like(m: re.Match[str]) -> bool:
    words = set(re.findall(r"[a-z0-9]+", m.group("label").lower()))
    return "private" not in words and bool(words & _KEPT_ARMOUR)


# .NET's XML armour for an RSA key (`RSA.ToXmlString(true)`): the private members
# of <RSAKeyValue> (the public ones are Modulus and Exponent).
_XML_RSA_PRIVATE = lazy(
    r"<(?P<tag>D|P|Q|DP|DQ|InverseQ)>(?P<secret>[A-Za-z0-9+/=\s]{16,}?)</(?P=tag)>"
)

# PuTTY private keys: everything from the Private-Lines header to the MAC line.
_PUTTY_PRIVATE_KEY = lazy(
    r"Private-Lines:[ \t]*\d+[ \t]*\r?\n(?P<secret>[A-Za-z0-9+/=\r\n]{16,8000}?)"
    r"(?=Private-MAC:|\Z)"
)

# JWTs: base64url header (always `{"...` so `eyJ`), payload, optional signature.
_JWT = lazy(
    r"(?<![A-Za-z0-9_-])(?P<secret>eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*)"
)

# An AWS secret access key has no prefix, but it travels beside its key id: in a CSV
# of credentials, `aws configure` output, a sentence. A 40-character base64 run within
# a few lines after an access key id is its secret. Runs before the key-id rule.
_AWS_SECRET_NEAR_ID = lazy(
    r"(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])[\s\S]{0,240}?"
    r"(?<![A-Za-z0-9/+])(?P<secret>(?=[A-Za-z0-9/+]{0,39}[0-9])(?=[A-Za-z0-9/+]{0,39}[a-z])"
    r"[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"
)

# A Twilio auth token (32 hex) travels beside its account SID (`AC` and 32 hex), the pair
# a client is built from (twilio.com/docs/iam/api/account): `Client('AC...', '...')`, an
# env file, a curl `-u AC...:...`. A 32-hex run within a few lines after the SID is it.
_TWILIO_TOKEN_NEAR_SID = lazy(
    r"(?<![A-Za-z0-9])AC[0-9a-f]{32}(?![A-Za-z0-9])[\s\S]{0,160}?"
    r"(?<![A-Za-z0-9])(?P<secret>[0-9a-f]{32})(?![A-Za-z0-9])"
)

# AWS secret access keys by their conventional name.
_AWS_SECRET_KEY = lazy(
    r"aws_?secret_?(?:access_?)?key[\"']?[ \t]*(?:[:=][ \t]*)?[\"']?"
    r"(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
    re.IGNORECASE,
)

# Azure storage / service bus connection strings: the key after AccountKey= etc.
_AZURE_KEY = lazy(
    r"(?:AccountKey|SharedAccessKey)[ \t]*=[ \t]*(?P<secret>[A-Za-z0-9+/]{20,}={0,2})",
    re.IGNORECASE,
)

# PASETO tokens name their version and purpose (`v4.local.`, `v2.public.`); a rule of its
# own, since a one-letter literal would open the vendor alternation's gate on every text.
_PASETO = lazy(
    r"(?<![\w.-])(?P<secret>v[1-4]\.(?:local|public)\.[A-Za-z0-9_-]{40,}(?:\.[A-Za-z0-9_-]+)?)"
)

# Slack incoming webhooks: the path is the credential, the host stays readable.
_SLACK_WEBHOOK = lazy(
    r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{8,})"
)

# Discord and Teams webhooks likewise carry their secret in the path.
_WEBHOOK_PATH = lazy(
    r"(?:discord(?:app)?\.com/api/webhooks/\d{5,30}/|webhook\.office\.com/webhookb2/)"
    r"(?P<secret>[A-Za-z0-9_@/-]{20,})"
)

# (label, token body): each body is anchored at a literal prefix. Order matters only
# where one prefix extends another (Anthropic's `sk-ant-` before OpenAI's `sk-`).
_PREFIXED: tuple[tuple[str, str], ...] = (
    ("aws-key", r"(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ("gcp-key", r"AIza[A-Za-z0-9_-]{35}"),
    ("gcp-oauth-secret", r"GOCSPX-[A-Za-z0-9_-]{24,32}"),
    ("gcp-token", r"ya29\.[A-Za-z0-9_-]{30,}"),
    ("github-token", r"gh[pousr]_[A-Za-z0-9]{30,}"),
    ("github-token", r"github_pat_[A-Za-z0-9_]{22,}"),
    (
        "gitlab-token",
        r"(?:glpat|gldt|glft|glsoat|glrt|glcbt|glimt|glptt|glagent|gloas)-"
        r"[A-Za-z0-9_-]{20,}",
    ),
    ("gitlab-token", r"GR1348941[A-Za-z0-9_-]{20,}"),
    ("slack-token", r"(?:xox[abeprs]|xapp)-[A-Za-z0-9-]{10,}"),
    ("slack-token", r"xoxe(?:\.xox[bp])?-\d-[A-Za-z0-9]{100,}"),  # config tokens
    ("anthropic-key", r"sk-ant-[A-Za-z0-9_-]{20,}"),
    # Real OpenAI keys always carry a digit; requiring one spares `sk-learn-...` words.
    ("openai-key", r"sk-(?=[A-Za-z_-]*[0-9])[A-Za-z0-9_-]{20,}"),
    ("stripe-key", r"(?:[sr]k|whsec)_(?:live_|test_)?(?=[A-Za-z]*[0-9])[A-Za-z0-9]{24,}"),
    # After `_live_`/`_test_` the prefix is Stripe's own; a base62 body of 24 has no digit
    # about once in 60 (`sk_live_rdwSinUhTPhFZpYAtTHgkptm`): both cases are enough then.
    ("stripe-key", r"[sr]k_(?:live|test)_(?=[a-z]*[A-Z])(?=[A-Z]*[a-z])[A-Za-z]{24,}"),
    ("npm-token", r"npm_[A-Za-z0-9]{36,}"),
    ("pypi-token", r"pypi-AgEI[A-Za-z0-9_-]{20,}"),
    ("huggingface-token", r"(?:hf_|api_org_)[A-Za-z0-9]{30,40}"),
    ("sendgrid-key", r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,50}"),
    ("digitalocean-token", r"do[opr]_v1_[a-f0-9]{64}"),
    ("age-secret-key", r"AGE-SECRET-KEY-1[0-9A-Z]{50,70}"),
    ("vault-token", r"hv[sbr]\.[A-Za-z0-9_-]{24,}"),
    ("shopify-token", r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"),
    ("twilio-key", r"SK[0-9a-f]{32}(?![A-Za-z0-9])"),
    ("linear-key", r"lin_(?:api|oauth)_[A-Za-z0-9]{40}"),
    ("notion-token", r"ntn_[0-9]{11}[A-Za-z0-9]{32,40}"),
    ("facebook-token", r"EAA[A-Za-z0-9]{100,}"),  # before Square's EAAA, a prefix of it
    ("square-token", r"(?:sq0atp|sq0csp|EAAA)-?[A-Za-z0-9_-]{22,60}"),
    ("doppler-token", r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}"),
    ("pulumi-token", r"pul-[a-f0-9]{40}"),
    ("terraform-token", r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,90}"),
    ("databricks-token", r"dapi[a-f0-9]{32}(?:-\d)?"),
    ("grafana-token", r"(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})"),
    ("newrelic-key", r"NR(?:AK|AA|II)-[A-Za-z0-9]{27}"),
    # Honeycomb's ingest keys (docs.honeycomb.io, "API Keys"): `hcaik_` or `hcxik_`, 58 lower
    # base36 characters.
    ("honeycomb-key", r"hc[ax]ik_[a-z0-9]{58}(?![A-Za-z0-9])"),
    ("postman-key", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    ("sentry-token", r"(?:sntrys_eyJ[A-Za-z0-9+/=_-]{30,}|sntryu_[a-f0-9]{64})"),
    ("mailgun-key", r"key-[a-f0-9]{32}(?![A-Za-z0-9])"),
    ("mailchimp-key", r"[0-9a-f]{32}-us[0-9]{1,2}(?![A-Za-z0-9])"),
    ("brevo-key", r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}"),
    ("atlassian-token", r"ATATT3[A-Za-z0-9_=-]{100,}"),
    ("docker-token", r"dckr_pat_[A-Za-z0-9_-]{27,}"),
    ("supabase-token", r"sbp_[a-f0-9]{40}"),
    ("planetscale-token", r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}"),
    ("figma-token", r"figd_[A-Za-z0-9_-]{40,}"),
    ("rubygems-key", r"rubygems_[a-f0-9]{48}"),
    ("nuget-key", r"oy2[a-z0-9]{43}"),
    ("dynatrace-token", r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}"),
    ("tailscale-key", r"tskey-(?:api|auth|client|webhook|scim)-[A-Za-z0-9]{8,}-[A-Za-z0-9]{16,}"),
    ("groq-key", r"gsk_[A-Za-z0-9]{48,56}"),
    ("replicate-token", r"r8_[A-Za-z0-9]{37}"),
    ("perplexity-key", r"pplx-[A-Za-z0-9]{40,56}"),
    ("xai-key", r"xai-[A-Za-z0-9]{60,90}"),
    ("openrouter-key", r"sk-or-v1-[a-f0-9]{64}"),
    # Round 45, AI tools: a Pinecone API key, `pcsk_`, the key's short id, `_` and its secret
    # (docs.pinecone.io, "Manage API keys"); a Tavily search key, `tvly-` with an optional
    # environment (`tvly-dev-`, `tvly-prod-`) and 32 letters and digits (docs.tavily.com).
    ("pinecone-key", r"pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,100}(?![A-Za-z0-9])"),
    ("tavily-key", r"tvly-(?:[a-z]{2,8}-)?[A-Za-z0-9]{24,48}(?![A-Za-z0-9])"),
    # Round 46, payments, commerce and messaging: an eBay application's Cert ID, its client
    # secret (developer.ebay.com, "Application keys"): `PRD-` or `SBX-` (production or
    # sandbox), 12 hex digits and four groups of 4; the App ID beside it stays (public);
    ("ebay-cert-id", r"(?:PRD|SBX)-[0-9a-f]{12}(?:-[0-9a-f]{4}){4}(?![\w-])"),
    # a Paddle Billing API key, `pdl_live_apikey_` or `pdl_sdbx_apikey_`, an id and a secret
    # joined by `_` (developer.paddle.com, "API keys");
    ("paddle-key", r"pdl_(?:live|sdbx)_apikey_[a-z0-9]{20,32}_[A-Za-z0-9_]{20,40}(?![\w-])"),
    # a Mailchimp Transactional (Mandrill) key, `md-` and 22 characters, random so mixed
    # case with a digit; a Resend key, `re_`, 8 characters, `_` and 24 (resend.com, "API
    # keys"), also random where a Stripe refund id (`re_` and one run) has no second `_`.
    (
        "mandrill-key",
        r"md-(?=[\w-]{0,21}[0-9])(?=[\w-]{0,21}[a-z])(?=[\w-]{0,21}[A-Z])[A-Za-z0-9_-]{22}"
        r"(?![\w-])",
    ),
    (
        "resend-key",
        r"re_(?=[\w]{0,32}[0-9])(?=[\w]{0,32}[a-z])(?=[\w]{0,32}[A-Z])[A-Za-z0-9]{8}_"
        r"[A-Za-z0-9]{24}(?![\w-])",
    ),
    ("onepassword-token", r"ops_eyJ[A-Za-z0-9+/=_-]{30,}"),
    ("heroku-key", r"HRKU-[A-Za-z0-9_-]{20,}"),
    ("flyio-token", r"(?:fo1_[A-Za-z0-9_-]{40,}|fm[12][ar]?_[A-Za-z0-9+/=_-]{60,})"),
    ("contentful-token", r"CFPAT-[A-Za-z0-9_-]{43}"),
    ("flutterwave-key", r"FLW(?:SECK|PUBK)(?:_TEST)?-[a-h0-9]{32}-X"),
    ("prefect-key", r"pnu_[A-Za-z0-9]{36}"),
    ("readme-key", r"rdme_[a-z0-9]{70}"),
    ("typeform-token", r"tfp_[A-Za-z0-9_.=-]{59}"),
    ("clojars-token", r"CLOJARS_[a-z0-9]{60}"),
    ("easypost-key", r"EZ[AT]K[A-Za-z0-9]{54}"),
    ("shippo-token", r"shippo_(?:live|test)_[a-f0-9]{40}"),
    ("adafruit-key", r"aio_[A-Za-z0-9]{28}(?![A-Za-z0-9])"),
    # LaunchDarkly server-side SDK keys and mobile keys: `sdk-` or `mob-` and a UUID
    # (docs.launchdarkly.com, "Keys"); the client-side ID, 24 hex, is public.
    (
        "launchdarkly-key",
        r"(?:sdk|mob)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])",
    ),
    ("password-hash", CRYPT_HASH),
    ("mapbox-token", r"sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}"),
    ("azure-ad-secret", r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}"),
    ("telegram-token", r"(?<![0-9])[0-9]{8,10}:AA[A-Za-z0-9_-]{33}"),
    ("telegram-token", r"bot[0-9]{8,10}:AA[A-Za-z0-9_-]{33}"),  # in a Bot API URL
    ("airtable-token", r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}"),
    ("nostr-key", r"nsec1[02-9ac-hj-np-z]{58}"),
    # Format facts below also appear in gitleaks' rule set (config/gitleaks.toml): the
    # Alibaba key id, the Firebase Cloud Messaging server key, LangSmith keys, a Google
    # OAuth refresh token, the 1Password account secret key.
    # A Cloud Storage HMAC key's access id (cloud.google.com/storage/docs/authentication/
    # hmackeys): `GOOG1` and some 56 upper-case letters and digits, half of the key pair.
    ("gcs-hmac-id", r"GOOG1[A-Z0-9]{40,70}(?![A-Za-z0-9])"),
    ("alibaba-key", r"LTAI[A-Za-z0-9]{12,20}(?![A-Za-z0-9])"),
    ("fcm-server-key", r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}"),
    ("langsmith-key", r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
    ("gcp-refresh-token", r"1//0[A-Za-z0-9_-]{40,}"),
    (
        "onepassword-secret-key",
        r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}"
        r"-[A-Z0-9]{5}",
    ),
    # Fernet tokens open with version byte 0x80 and a 64-bit timestamp: `gAAAAA` in
    # base64url (cryptography.io's Fernet spec).
    ("fernet-token", r"gAAAAA[A-Za-z0-9_-]{60,}={0,2}"),
    # A Kubernetes bootstrap token, `<id>.<secret>`: six and sixteen characters of [a-z0-9]
    # (kubernetes.io, "Authenticating with Bootstrap Tokens"), as `kubeadm join --token`
    # and a kubeconfig user's `token:` carry it. The secret half is random, so it mixes
    # letters and digits; a host name's last label is a word, never sixteen such characters.
    (
        "bootstrap-token",
        r"(?<!\.)[a-z0-9]{6}\."
        r"(?=[a-z]{0,15}[0-9])(?=[0-9]{0,15}[a-z])[a-z0-9]{16}(?![\w.-])",
    ),
    # A Bitcoin private key in wallet import format: base58, 51 or 52 characters, opening
    # with 5 (uncompressed) or K/L (compressed).
    ("wif-key", r"(?=[1-9A-HJ-NP-Za-km-z]{0,51}[1-9])[5KL][1-9A-HJ-NP-Za-km-z]{50,51}(?![\w+/=])"),
    # Legacy Vault service tokens: `s.` and 24 characters, mixed case with a digit.
    ("vault-token", r"s\.(?=[A-Za-z]{0,23}[0-9])(?=[a-z0-9]{0,23}[A-Z])[A-Za-z0-9]{24}(?![\w.])"),
    ("discord-token", r"[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}"),
    # Round 7, public format facts (vendor docs; the same lengths in gitleaks' rule set):
    # a Cloudflare Origin CA key, `v1.0-`, 24 hex, `-`, 146 hex;
    ("cloudflare-origin-ca-key", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}"),
    # a Braintree access token, `access_token$<environment>$<merchant id>$<32 hex>`;
    ("braintree-token", r"access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}"),
    # an Asana personal access token, `<version>/<user gid>/<token gid>:<32 hex>`;
    ("asana-token", r"[0-9]/[0-9]{13,20}/[0-9]{13,20}:[a-f0-9]{32}(?![A-Za-z0-9])"),
    # a Bitbucket app password (Atlassian's `ATBB` prefix), a JFrog API key (`AKCp`), a
    # Dropbox short-lived access token (`sl.` and 130 characters or more: Dropbox documents
    # no fixed length for it);
    ("bitbucket-token", r"ATBB[A-Za-z0-9_=-]{32,}"),
    ("jfrog-key", r"AKCp[A-Za-z0-9]{69}(?![A-Za-z0-9])"),
    ("dropbox-token", r"sl\.[A-Za-z0-9_=-]{130,400}(?![A-Za-z0-9_=-])"),
    # a Tencent Cloud SecretId (`AKID` and 32 letters and digits): half of the API key pair,
    # as an AWS key id is (cloud.tencent.com, "Access Key": SecretId and SecretKey);
    ("tencent-key", r"AKID[A-Za-z0-9]{32}(?![A-Za-z0-9])"),
    # an AWS STS session token: its serialized header base64-encodes to one of these heads.
    ("aws-session-token", r"(?:IQoJb3JpZ2luX2Vj|FwoGZXIvYXdzE)[A-Za-z0-9+/]{100,}={0,2}"),
)


# A Firebase web app's config object: its `apiKey` ships in every page that loads the app
# and only identifies the project (firebase.google.com/docs/projects/api-keys: "API keys
# for Firebase services are not secret"); the object names its `authDomain` beside it.
# Kept where the text says so too ("public by design"), or where the whole object the
# console hands out for a web page is there (its `appId` reads `1:<sender>:web:<hex>`,
# firebase.google.com/docs/web/learn-more#config-object); not where the text treats the
# key as leaked (a note to rotate or revoke it): a restricted key may still be abused.
_FIREBASE_CONFIG = re.compile(r"[\"']?authDomain[\"']?[ \t]*:")
_CALLED_PUBLIC = re.compile(r"(?<![\w-])public(?![\w-])", re.IGNORECASE)
_WEB_APP_ID = re.compile(r"[\"']?appId[\"']?[ \t]*:[ \t]*[\"']1:[0-9]{6,}:web:[0-9a-f]{8,}[\"']")
_TREATED_LEAKED = re.compile(r"rotat|revok|leak|compromis|expos", re.IGNORECASE)
_FIREBASE_REACH = 300  # characters either side of the key


def firebase_web_key(text: str, start: int) -> bool:
    """The Google API key at `start` is a Firebase web config's `apiKey`: public."""
    if not text.startswith("AIza", start):
        return False
    lo, hi = max(0, start - _FIREBASE_REACH), start + _FIREBASE_REACH
    if _FIREBASE_CONFIG.search(text, lo, hi) is None:
        return False
    if _CALLED_PUBLIC.search(text, lo, hi) is not None:
        return True
    return (
        _WEB_APP_ID.search(text, lo, hi) is not None
        and _TREATED_LEAKED.search(text, lo, hi) is None
    )


# Every vendor token is at least this long without a space; a text with no such run
# skips the vendor alternation, which would otherwise be tried at every position.
_LONG_RUN = re.compile(r"[A-Za-z0-9_.+/=:~-]{15}")


def _alternation_rule(table: tuple[tuple[str, str], ...]) -> Rule:
    """All of `table` in one alternation, so the text is scanned once rather than once
    per vendor; group `t<i>` tells which vendor matched. Gated on the literal prefixes
    when every body has one."""
    pattern = lazy(
        r"(?<![A-Za-z0-9_-])(?P<secret>"
        + "|".join(f"(?P<t{i}>{body})" for i, (_, body) in enumerate(table))
        + ")"
    )

    def label(m: re.Match[str]) -> str:
        for i, (name, _) in enumerate(table):
            if m.group(f"t{i}") is not None:
                return name
        return "token"  # unreachable: one alternative always matched

    gate = literal_heads("|".join(body for _, body in table))
    return Rule(pattern, label, spare_placeholder, gate=gate, needs=_LONG_RUN)


# What stands for a key body left out of a note: nothing, dots, an ellipsis, `<key>`.
_ELIDED = re.compile(r"(?:\.{2,}|…|<[\w .-]{0,40}>|\[\.\.\.\]|\(\.\.\.\)|[xX*]{3,})?")
_PEM_LINES = re.compile(r"-{4,6} ?(?:BEGIN|END)[A-Za-z0-9 ]{0,60}-{4,6}")


# A body that is only a placeholder in brackets (`[REDACTED]`, `[redacted: ci]`, `[hidden]`)
# or a note in parentheses (`(contents not shown: kept in the vault)`): words with no run of
# key material in them.
_BRACKETED_MASK = re.compile(r"\[[A-Za-z][\w: -]{0,40}\]")
_NOTE_IN_PARENS = re.compile(
    r"\((?=[^()\n]{0,200} )(?![^()\n]{0,200}[A-Za-z0-9+/]{20})[^()\n]{4,200}\)"
)


def _spare_empty_pem(m: re.Match[str]) -> bool:
    """A key elided in a note (`-----BEGIN PRIVATE KEY-----\\n...\\n-----END...`): no body,
    a placeholder where the body was, or a note that says where the key is kept; a JSON
    string's escaped line breaks (`\\\\n`) read as breaks."""
    body = _PEM_LINES.sub("", m.group("secret")).replace("\\n", "\n").strip()
    if _ELIDED.fullmatch(body) is not None or _NOTE_IN_PARENS.fullmatch(body) is not None:
        return True
    return _BRACKETED_MASK.fullmatch(body) is not None and is_placeholder(body)


def pem_without_key(value: str) -> bool:
    """A private key's PEM block, as a config value, with no key inside (see above)."""
    m = _PEM_PRIVATE_KEY.fullmatch(value.strip().removesuffix("\\n"))
    return m is not None and _spare_empty_pem(m)


BLOCK_RULES: tuple[Rule, ...] = (
    Rule(
        _PEM_PRIVATE_KEY, "private-key", _spare_empty_pem, gate=("private key",), whole_block=True
    ),
    Rule(_ARMOURED_SECRET, "private-key", _spare_armoured, gate=("begin",), whole_block=True),
    Rule(_ARMOUR_LIKE, "private-key", _spare_armour_like, gate=("begin",), whole_block=True),
    Rule(_PUTTY_PRIVATE_KEY, "private-key", gate=("private-lines",)),
    Rule(_XML_RSA_PRIVATE, "private-key", gate=("<rsakeyvalue>",)),
    Rule(_JWT, "jwt", gate=("eyj",)),
    Rule(_PASETO, "paseto-token", gate=(".local.", ".public.")),
    Rule(_AWS_SECRET_NEAR_ID, "aws-secret", spare_placeholder, gate=("akia", "asia")),
    Rule(_AWS_SECRET_KEY, "aws-secret", spare_placeholder, gate=("aws",)),
    Rule(_TWILIO_TOKEN_NEAR_SID, "twilio-token", needs=re.compile(r"AC[0-9a-f]{32}")),
    Rule(_AZURE_KEY, "azure-key", gate=("accountkey", "sharedaccesskey")),
    Rule(_SLACK_WEBHOOK, "slack-webhook", spare_placeholder, gate=("hooks.slack.com",)),
    Rule(_WEBHOOK_PATH, "webhook", spare_placeholder, gate=("discord", "webhook.office")),
)
# Bodies that open with a literal prefix, and the few whose shape starts with a class.
PREFIX_RULES: tuple[Rule, ...] = (
    _alternation_rule(tuple((lab, body) for lab, body in _PREFIXED if literal_heads(body))),
    _alternation_rule(tuple((lab, body) for lab, body in _PREFIXED if not literal_heads(body))),
)
