"""Build pairs26.jsonl: a blind write-gate pairs set about outside services and vendors.

The rows are written here as scenarios: two or three stored beliefs a coding agent keeps about the
third-party services one product depends on (payment, email, SMS, search, auth, storage, monitoring,
LLM and other providers; SDK and API versions; endpoints and base URLs, sandbox and production; rate
limits, quotas and plan tiers; webhooks and their retries; where credentials are kept, never their
values; the account or project a service runs under; who holds the contract; a vendor's quirks), and
several new statements judged against them. Invented identifiers (account ids, SIDs, project ids,
URL prefixes, a PR number) are drawn from a string-seeded ``random.Random``; the renderer shuffles
each row's ``existing`` with a string-seeded ``random.Random`` too, so the file is byte-identical on
every run whatever ``PYTHONHASHSEED`` is. Stdlib only.

    python benchmarks/data/gate/pairs26_build.py          # write pairs26.jsonl
    python benchmarks/data/gate/pairs26_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import string
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs26.jsonl")
SEED = 26_2026
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    hexd = "0123456789abcdef"
    alnum = string.ascii_letters + string.digits
    upper = string.ascii_uppercase + string.digits
    low = string.ascii_lowercase + string.digits

    def pick(chars: str, n: int) -> str:
        return "".join(rng.choice(chars) for _ in range(n))

    return {
        "acct": "1" + pick(alnum, 15),
        "mg": pick(hexd, 32),
        "va": pick(hexd, 32),
        "algolia": pick(upper, 10),
        "ts": pick(low, 12),
        "aws": str(rng.randrange(10**11, 10**12)),
        "aws2": str(rng.randrange(10**11, 10**12)),
        "gcp": str(rng.randrange(100000, 999999)),
        "paddle_sb": str(rng.randrange(10000, 99999)),
        "paddle_sb2": str(rng.randrange(10000, 99999)),
        "adyen": pick(hexd, 16) + "-PawlaneLtd",
        "adyen2": pick(hexd, 16) + "-PawlaneEU",
        "mollie": pick(alnum, 10),
        "cko": pick(low, 8),
        "pr": str(rng.randrange(1200, 2400)),
    }


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: card payments on Stripe ----
    (
        "en",
        [
            "Card payments for clinic bookings go through Stripe (account `acct_⟨acct⟩`, Connect with Express accounts for the clinics).",
            "The Stripe API version is pinned to `2023-10-16` in `payments/stripe_client.py` (`stripe.api_version`); the dashboard default is newer, don't rely on it.",
            "Stripe webhooks hit `https://api.pawlane.io/hooks/stripe`; the signing secret is in Vault at `secret/pawlane/prod/stripe` (key `webhook_secret`), never in .env.",
        ],
        [
            ("We moved card payments from Stripe to Adyen; the Stripe account stays open only to refund bookings taken before the cutover.", "S", 0, "from_to", "the payment provider was swapped; refunds of old charges don't keep the stored belief true"),
            ("Bumped the pinned Stripe API version to `2024-06-20` after fixing the PaymentIntent field renames.", "S", 1, "switched", "the API version pin was bumped"),
            ("The Stripe webhook signing secret moved to AWS Secrets Manager (`pawlane/prod/stripe-webhook`); the Vault path was deleted.", "S", 2, "moved", "where the webhook secret is kept changed"),
            ("We're trialling Adyen for the Dutch clinics in a test account; nothing is live on it yet.", "N", None, "question", "a trial, not a decision; Stripe still takes the payments"),
            ("Stripe Radar has a custom rule to block cards when the CVC check fails; the rule lives in the dashboard, not in code.", "N", None, "related", "another fact about the same vendor; denies nothing"),
            ("Stripe retries a failed webhook delivery for up to 3 days with exponential backoff, so the handler must be idempotent on `event.id`.", "F", None, "detail", "retry behaviour of the stored webhook endpoint"),
            ("Stripe status page: elevated API error rates since 09:40 UTC; our payment retries are kicking in.", "N", None, "plain", "a vendor incident; no stored belief changes"),
            ("Stripe API version in code is `2023-10-16`, set on `stripe.api_version` in stripe_client.py; ignore the dashboard default.", "R", None, "paraphrase", "restates the version pin"),
            ("We don't use Stripe Tax; VAT is computed in `billing/vat.py` from the clinic's country.", "N", None, "negation", "a not about another Stripe product; denies nothing"),
            ("`stripe.api_version` is `2024-11-20.acacia` in payments/stripe_client.py.", "S", 1, "implicit", "another version for the same pin, no change word"),
            ("Local dev uses the Stripe CLI (`stripe listen --forward-to localhost:8000/hooks/stripe`) with its own temporary signing secret, not the Vault one.", "F", None, "scope", "an exception for local development; production keeps the Vault secret"),
            ("My note on webhooks was wrong: the endpoint is `https://api.pawlane.io/webhooks/stripe/v2`; `/hooks/stripe` is an old route that returns 404.", "S", 2, "correction", "the agent corrects the stored endpoint"),
        ],
    ),
    # ---- English: transactional email on Postmark ----
    (
        "en",
        [
            "Transactional email (booking confirmations, reminders, password resets) goes out through Postmark.",
            "The Postmark server token is in the `POSTMARK_SERVER_TOKEN` env var, loaded from Doppler project `pawlane-api`, config `prd`.",
            "Mail is sent from `no-reply@mail.pawlane.io`; SPF and DKIM for `mail.pawlane.io` are set up in Cloudflare DNS.",
        ],
        [
            ("Transactional email is sent with Amazon SES now (eu-west-1, configuration set `pawlane-tx`); Postmark was cancelled at the end of the billing month.", "S", 0, "now_uses", "the email provider was swapped"),
            ("We're trialling Resend for the booking reminders on a test domain; Postmark keeps sending everything until we decide.", "N", None, "question", "an evaluation, not a change"),
            ("We used to be on Mailgun before Postmark; the old `mg.pawlane.io` records in DNS can be ignored.", "N", None, "plain", "history consistent with the stored provider"),
            ("Marketing newsletters go through Mailchimp (audience 'Clinic owners'), not Postmark.", "N", None, "related", "a second vendor for another purpose"),
            ("Switched the reminder templates from Jinja strings in our code to Postmark's hosted templates (`booking-reminder-v2`).", "N", None, "switched", "a change word about templates; Postmark still sends"),
            ("Password resets go out on their own Postmark message stream, `auth-critical`, so they are never queued behind reminder batches.", "F", None, "detail", "which Postmark stream one kind of mail uses; still Postmark"),
            ("The sender is now `hello@pawlane.io` (the `mail.` subdomain is retired); DKIM for the root domain is in Cloudflare.", "S", 2, "now_uses", "the sending address and domain changed"),
            ("The Postmark token no longer comes from Doppler: it's in 1Password, vault `Pawlane Prod`, item `Postmark API`, injected with `op run`.", "S", 1, "no_longer", "where the token is kept changed"),
            ("Confirmations, reminders and resets are all sent by Postmark.", "R", None, "paraphrase", "restates the provider"),
            ("Postmark incident today: delayed delivery to Outlook and Hotmail addresses for about 40 minutes; nothing to change on our side.", "N", None, "plain", "a vendor incident; no belief changes"),
            ("Postmark silently suppresses addresses after a hard bounce, so a resend to them returns 422 (error code 406) instead of delivering.", "N", None, "related", "a quirk of the vendor's API, another fact beside the stored ones"),
            ("Outbound mail comes from `no-reply@notify.pawlane.io`; that subdomain's DKIM and return-path CNAME are in Cloudflare.", "S", 2, "implicit", "another sending subdomain, no change word"),
        ],
    ),
    # ---- English: SMS reminders on Twilio ----
    (
        "en",
        [
            "Appointment reminder SMS are sent via Twilio, Messaging Service `MG⟨mg⟩`, which holds our UK and Irish sender numbers.",
            "Twilio throughput is 1 message per second per long code; `send_reminders` throttles the batches to stay under it.",
            "The Twilio account SID and auth token live in AWS Secrets Manager under `pawlane/prod/twilio`.",
        ],
        [
            ("Reminder SMS go through Vonage (Messages API) now; the Twilio number pool was released.", "S", 0, "now_uses", "the SMS provider was swapped"),
            ("Twilio raised us to 30 messages per second after we moved the UK traffic to a short code; the 1/s throttle in send_reminders was removed.", "S", 1, "now_uses", "the throughput limit was raised and the throttle dropped"),
            ("Twilio auth no longer uses the account auth token: we use an API key (SID and secret) stored at `pawlane/prod/twilio-api-key` in Secrets Manager; the old path is removed.", "S", 2, "no_longer", "the credential and where it is kept changed"),
            ("Login OTPs use Twilio Verify, a separate Verify service; it isn't part of the reminders Messaging Service.", "N", None, "related", "another Twilio product for another purpose"),
            ("Twilio status: SMS delivery delays to Vodafone UK numbers, under investigation. Reminders are queued, no action needed.", "N", None, "plain", "a vendor incident"),
            ("Twilio answers 201 Created even for a landline; the failure only arrives later on the status callback as error 30006.", "N", None, "related", "a quirk of the vendor's API; denies nothing"),
            ("The send_reminders throttle is a token bucket in Redis (`ratelimit:twilio:<sender>`), one token per second per number.", "F", None, "detail", "how the stored throttle works"),
            ("Replaced our own phone-number parsing in send_reminders with the `phonenumbers` library; numbers are E.164 before they reach Twilio.", "N", None, "replaced_by", "a change word about our parsing; the vendor and limits stand"),
            ("Twilio credentials (account SID plus auth token): Secrets Manager, `pawlane/prod/twilio`.", "R", None, "paraphrase", "restates where the credentials are"),
            ("Reminder SMS are sent through Bird (MessageBird), channel `pawlane-sms-uk`.", "S", 0, "implicit", "another provider for the same messages, no change word"),
            ("Should we move reminders to WhatsApp through Twilio? The Spanish clinics keep asking.", "N", None, "question", "a proposal"),
            ("Correction: the limit on our UK long codes is 10 messages per second, not 1; I mixed it up with the US long-code limit. send_reminders is set to 10/s.", "S", 1, "correction", "the agent corrects the stored limit"),
            ("Except in Ireland: Irish reminders are sent from the alphanumeric sender `Pawlane` in the same Messaging Service, because replies aren't needed there.", "F", None, "scope", "an exception for one country; the Messaging Service and UK numbers stand"),
        ],
    ),
    # ---- English: clinic search on Algolia ----
    (
        "en",
        [
            "Clinic search runs on Algolia, app ID `⟨algolia⟩`, index `prod_clinics`; the search-only key is public in web/, the admin key only in the indexing worker.",
            "Algolia plan: Build (free), capped at 10k search requests a month; past the cap searches fail with 429 until the 1st.",
            "The Algolia index is rebuilt nightly at 02:00 UTC by `worker/reindex.py`; single-clinic changes are pushed with `partial_update_object`.",
        ],
        [
            ("Search moved off Algolia to Typesense Cloud (cluster `⟨ts⟩.a1.typesense.net`), collection `clinics`.", "S", 0, "moved", "the search vendor was swapped"),
            ("We moved to Algolia's Grow plan after the 429s in May: no more cap, overage is billed per 1k requests.", "S", 1, "now_uses", "a plan change lifted the cap"),
            ("The Algolia admin key is rotated every 90 days by Henrik in the dashboard; the worker reads it from `ALGOLIA_ADMIN_KEY` in Doppler.", "F", None, "detail", "how the stored admin key is handled"),
            ("Records over 10 KB are rejected by Algolia on our plan, so clinic descriptions are cut to 2,000 characters before indexing.", "N", None, "related", "a limit of the vendor beside the stored facts"),
            ("The nightly full reindex is gone; a Postgres logical-replication consumer pushes changes to Algolia as they happen.", "S", 2, "gone", "the nightly rebuild was replaced"),
            ("Vet-name autocomplete uses a second index, `prod_vets`, on the same Algolia app.", "N", None, "related", "another index for another purpose; prod_clinics stands"),
            ("Should we look at Meilisearch Cloud? Algolia's renewal quote went up 40%.", "N", None, "question", "a proposal"),
            ("Algolia had a partial outage on its EU cluster this morning ('degraded search performance' on the status page); search was slow for 20 minutes.", "N", None, "plain", "a vendor incident"),
            ("Clinic search: Algolia index prod_clinics, search-only key in the frontend, admin key only in the indexer.", "R", None, "paraphrase", "restates"),
            ("The full reindex runs at 04:30 UTC (cron `30 4 * * *` on the worker), after the nightly DB backup.", "S", 2, "implicit", "another time for the same job, no change word"),
            ("Staging indexes into `staging_clinics` on the same Algolia app, with its own admin key.", "N", None, "related", "the same kind of fact for another environment"),
            ("I had the plan wrong: we're on Algolia Grow, not Build; there's no hard cap, overage is billed.", "S", 1, "correction", "the agent corrects the stored plan"),
        ],
    ),
    # ---- English: staff login on Auth0 ----
    (
        "en",
        [
            "Login for clinic staff uses Auth0, tenant `pawlane-prod` (EU region), custom domain `login.pawlane.io`.",
            "The Auth0 Management API allows 2 requests per second on our plan; the user-sync job backs off on 429 using `X-RateLimit-Reset`.",
            "Pet owners log in with magic links we send ourselves (through Postmark), not through Auth0.",
        ],
        [
            ("Staff login moved from Auth0 to Clerk; the Auth0 tenant is read-only until the last sessions expire.", "S", 0, "from_to", "the auth provider was swapped"),
            ("We're evaluating WorkOS for SSO with the big clinic chains; Auth0 stays for now.", "N", None, "question", "an evaluation"),
            ("SAML SSO for the VetCare chain is an Auth0 enterprise connection, `vetcare-saml`, on the same tenant.", "F", None, "detail", "a connection on the stored tenant"),
            ("The Auth0 code that adds `clinic_id` to tokens moved from a Rule to a post-login Action; Rules are deprecated.", "N", None, "moved", "a change inside the same tenant; login stays on Auth0"),
            ("Pet owners sign in through Auth0 passwordless (email code) now; our own magic-link code was deleted.", "S", 2, "now_uses", "owner login moved to the vendor"),
            ("The Management API limit went to 15 requests per second when we moved to Auth0's B2B Professional plan.", "S", 1, "now_uses", "a plan change raised the limit"),
            ("Auth0 had a login incident in the EU region yesterday (25 minutes of 5xx on /authorize per their status page); no config changes needed.", "N", None, "plain", "a vendor incident"),
            ("The staging tenant is `pawlane-staging`, US region, no custom domain.", "N", None, "related", "another environment's tenant"),
            ("Clinic staff authenticate through Auth0, tenant pawlane-prod in the EU, behind login.pawlane.io.", "R", None, "paraphrase", "restates"),
            ("Auth0 tenant for staff login: `pawlane-eu-2`, custom domain `auth.pawlane.io`.", "S", 0, "implicit", "another tenant and domain, no change word"),
            ("Fixing my earlier note: the Management API limit isn't 2 per second; on our plan it's 1,000 requests per minute with bursts of 50.", "S", 1, "correction", "the agent corrects the stored limit"),
            ("We used Firebase Auth in the first prototype; nothing of it is left in the code.", "N", None, "plain", "history consistent with the stored provider"),
        ],
    ),
    # ---- English: file storage ----
    (
        "en",
        [
            "Uploaded files (X-rays, lab PDFs) are stored in S3 bucket `pawlane-prod-uploads` in eu-west-1, AWS account `⟨aws⟩` ('Pawlane Prod').",
            "Presigned download URLs expire after 15 minutes.",
            "Public assets (clinic logos, marketing images) are served from Cloudflare R2 bucket `pawlane-public` behind `cdn.pawlane.io`.",
        ],
        [
            ("Uploads moved to Cloudflare R2 too (bucket `pawlane-uploads`, EU jurisdiction); the S3 bucket is read-only and will be deleted after the copy.", "S", 0, "moved", "the upload storage moved"),
            ("Presigned download URLs now last 1 hour; vets said 15 minutes wasn't enough to open the big lab PDFs.", "S", 1, "now_uses", "the expiry changed"),
            ("Presigned URLs are valid for 5 minutes (`ExpiresIn=300` in `storage.presign()`).", "S", 1, "implicit", "another expiry, no change word"),
            ("Logos and marketing images: R2 bucket pawlane-public, served at cdn.pawlane.io.", "R", None, "paraphrase", "restates"),
            ("Postgres backups go to a separate S3 bucket, `pawlane-db-backups` in eu-central-1, with Object Lock.", "N", None, "related", "another bucket for another purpose"),
            ("Uploads are not in S3: they have been in GCS bucket `pawlane-uploads-eu` (europe-west1) since the June migration.", "S", 0, "negation", "an explicit not about the stored bucket, with the new place"),
            ("DICOM files over 100 MB are uploaded with S3 multipart upload, 16 MB parts.", "F", None, "detail", "how large uploads reach the stored bucket"),
            ("Public assets no longer come from R2: they're in a Bunny CDN storage zone, `pawlane-public`, still behind `cdn.pawlane.io`.", "S", 2, "no_longer", "the public asset storage moved"),
            ("Should uploads move to R2 to save egress? The S3 egress bill was €410 last month.", "N", None, "question", "a proposal"),
            ("AWS Health Dashboard: elevated S3 error rates in eu-west-1 for an hour; uploads retried fine.", "N", None, "plain", "a vendor incident"),
            ("Uploads from the Swiss clinics must stay in Switzerland: they go to `pawlane-ch-uploads` in eu-central-2 (Zurich).", "F", None, "scope", "an exception for one country; the stored bucket holds the rest"),
            ("Correcting myself: the uploads bucket is in the 'Pawlane Data' AWS account (`⟨aws2⟩`), not 'Pawlane Prod'; prod only has cross-account access.", "S", 0, "correction", "the agent corrects the account"),
        ],
    ),
    # ---- English: error tracking and APM ----
    (
        "en",
        [
            "Errors from api/ and web/ go to Sentry (SaaS, org `pawlane`, projects `api` and `web`); the DSNs come from the `SENTRY_DSN` env var.",
            "Sentry's trace sample rate is 0.1 in production (`traces_sample_rate=0.1`) and 1.0 on staging.",
            "APM and infrastructure metrics are in Datadog, site `datadoghq.eu`; the agent runs as a DaemonSet.",
        ],
        [
            ("Errors go to a self-hosted GlitchTip at `errors.pawlane.io` instead of Sentry SaaS; the Sentry SDK stays, only the DSN changed.", "S", 0, "instead_of", "the error tracking service was swapped"),
            ("Production trace sampling is down to 0.02 after we hit the Sentry span quota in week 2.", "S", 1, "now_uses", "the production sample rate changed"),
            ("We dropped Datadog for Grafana Cloud (Prometheus and Tempo); the DaemonSet is Grafana Alloy now.", "S", 2, "dropped", "the metrics vendor was swapped"),
            ("Sentry's Team plan includes 50k errors a month; spike protection is on.", "N", None, "related", "the plan quota, a fact beside the stored ones"),
            ("Not Datadog for logs: logs stay in CloudWatch; only APM and metrics go to Datadog.", "N", None, "negation", "a not that agrees with the stored belief"),
            ("Uptime checks are done by Better Stack, 1-minute checks on /healthz from three regions.", "N", None, "related", "a second vendor for another purpose"),
            ("The `checkout` transaction is sampled at 1.0 in production even though the rest stays at 0.1 (`traces_sampler` in api/sentry.py).", "F", None, "scope", "an exception for one transaction; 0.1 stands for the rest"),
            ("Sentry SaaS, org pawlane, projects api and web; DSN read from SENTRY_DSN.", "R", None, "paraphrase", "restates"),
            ("The Datadog agent DaemonSet accepts traces on port 8126 (hostPort), and api/ points `DD_AGENT_HOST` at the node IP.", "F", None, "detail", "how the stored agent receives traces"),
            ("Sentry status: ingestion delays of up to 30 minutes; events will arrive late, nothing lost.", "N", None, "plain", "a vendor incident"),
            ("The Datadog site is `us5.datadoghq.com`; the account was created from the US office.", "S", 2, "implicit", "another Datadog site, no change word"),
            ("Should we use Sentry's cron monitors for the nightly jobs?", "N", None, "question", "a question"),
            ("Actually `traces_sample_rate` in production is 0.25, not 0.1; I read the staging override the wrong way round.", "S", 1, "correction", "the agent corrects the stored rate"),
        ],
    ),
    # ---- English: LLM provider for visit summaries ----
    (
        "en",
        [
            "The visit-summary feature calls OpenAI `gpt-4o-mini` through the official `openai` Python SDK (1.x); the key is `OPENAI_API_KEY` from Doppler.",
            "Our OpenAI organisation is on usage tier 2: 2,000 requests and 2M tokens a minute for gpt-4o-mini.",
            "Summaries for EU clinics must stay in the EU: those calls go to Azure OpenAI, resource `pawlane-oai-swc` in Sweden Central.",
        ],
        [
            ("Visit summaries are generated with Anthropic's Claude (claude-3-5-haiku) through the `anthropic` SDK now; the OpenAI key was revoked.", "S", 0, "now_uses", "the LLM provider was swapped"),
            ("OpenAI moved the org to usage tier 3 after the last invoice cleared: 5,000 RPM and 4M TPM for gpt-4o-mini.", "S", 1, "moved", "the tier and limits changed"),
            ("EU summaries no longer go to Azure: they use an OpenAI project with EU data residency (`eu.api.openai.com`); the Azure resource was deleted.", "S", 2, "no_longer", "the EU route changed"),
            ("Transcription of vets' voice notes uses Deepgram (nova-2), on a separate contract.", "N", None, "related", "a second vendor for another purpose"),
            ("The clinic FAQ search uses `text-embedding-3-small` on the same OpenAI org.", "N", None, "related", "another model for another purpose"),
            ("We're testing Mistral Large on the summaries in a notebook; no production traffic.", "N", None, "question", "an experiment, not a change"),
            ("The summaries model is `gpt-4.1-mini`, called with a JSON schema `response_format`.", "S", 0, "implicit", "another model for the same feature, no change word"),
            ("The openai client retries 429s twice by default; we create it with `max_retries=0` and retry in our own Celery task instead.", "F", None, "detail", "how the stored SDK is configured"),
            ("Summaries: gpt-4o-mini through the openai SDK, key OPENAI_API_KEY from Doppler.", "R", None, "paraphrase", "restates"),
            ("The Azure deployment in Sweden Central is named `summaries-4o-mini`, called with API version `2024-10-21`.", "F", None, "detail", "detail on the stored EU route"),
            ("OpenAI status page: elevated error rates on gpt-4o-mini; summaries are queued and retried, nothing to change.", "N", None, "plain", "a vendor incident"),
            ("Fixing my note: the Azure resource is `pawlane-oai-frc` in France Central, not Sweden Central.", "S", 2, "correction", "the agent corrects the resource and region"),
        ],
    ),
    # ---- English: subscription billing on Paddle, sandbox and production ----
    (
        "en",
        [
            "Clinic subscriptions are billed with Paddle Billing; the production API base URL is `https://api.paddle.com`.",
            "Tests and staging use the Paddle sandbox, `https://sandbox-api.paddle.com`, under a separate sandbox account (vendor ID `⟨paddle_sb⟩`).",
            "Paddle API keys are in Doppler (`PADDLE_API_KEY`, configs `stg` and `prd`); the client-side token is in `web/.env.production`.",
        ],
        [
            ("Subscription billing moved from Paddle to Stripe Billing, on the same Stripe account as the booking payments.", "S", 0, "from_to", "the billing vendor was swapped"),
            ("Correction: the sandbox vendor ID is `⟨paddle_sb2⟩`; `⟨paddle_sb⟩` was the Paddle Classic sandbox, which we no longer have.", "S", 1, "correction", "the agent corrects the sandbox account"),
            ("Paddle keys now come from AWS Secrets Manager (`pawlane/<env>/paddle`), not Doppler.", "S", 2, "now_uses", "where the keys are kept changed"),
            ("CI unit tests hit a Prism mock of Paddle's OpenAPI spec (`http://paddle-mock:4010`) instead of the sandbox; staging still uses the sandbox.", "F", None, "scope", "an exception for CI tests; staging keeps the sandbox"),
            ("Paddle retries a failed webhook up to 60 times over 3 days; our handler dedupes on `notification_id`.", "N", None, "related", "webhook retries, a fact beside the stored ones"),
            ("Production Paddle API is https://api.paddle.com; the sandbox is https://sandbox-api.paddle.com with its own account.", "R", None, "paraphrase", "restates both environments"),
            ("We send `Paddle-Version: 1` on every Paddle Billing API call.", "F", None, "detail", "the API version header for the stored integration"),
            ("Henrik holds the Paddle contract and gets the payout reports; ask him before changing prices.", "N", None, "related", "who holds the contract; denies nothing"),
            ("Subscriptions are billed through Chargebee (site `pawlane`), with Stripe as the gateway.", "S", 0, "implicit", "another billing vendor, no change word"),
            ("We were on Paddle Classic until 2024; the `/2.0/` endpoints in old scripts are dead.", "N", None, "plain", "history consistent with the stored present"),
            ("The Paddle.js client token moved to `NEXT_PUBLIC_PADDLE_CLIENT_TOKEN` in Vercel's env settings; web/.env.production no longer has it.", "S", 2, "moved", "where the client-side token is kept changed"),
            ("Checked whether Paddle changed the sandbox host for the new API: it didn't, staging still calls `https://sandbox-api.paddle.com`.", "R", None, "paraphrase", "a check that confirms the stored sandbox URL"),
        ],
    ),
    # ---- English: accounts, projects and contract owners ----
    (
        "en",
        [
            "Henrik (finance) holds the vendor contracts for Twilio, Postmark and Algolia; renewals go through him.",
            "All Google Maps Platform usage is billed to GCP project `pawlane-maps-⟨gcp⟩`, on the billing account owned by Pawlane Ltd (UK).",
            "Noor owns the PagerDuty account and adds people to the rotations.",
        ],
        [
            ("Vendor contracts moved to Aisha in procurement; Henrik no longer signs renewals.", "S", 0, "moved", "the contract holder changed"),
            ("Maps usage runs under GCP project `pawlane-platform-prod` now; the maps-only project was merged into it.", "S", 1, "now_uses", "the project changed"),
            ("Noor handed the PagerDuty account over to Kofi; he owns it now and manages the rotations.", "S", 2, "now_uses", "the account owner changed"),
            ("PagerDuty was replaced by Opsgenie; Noor set up the new account and still runs the rotations.", "S", 2, "replaced_by", "the PagerDuty account is gone; the stored belief no longer holds"),
            ("The Sentry contract is held by the CTO, not Henrik.", "N", None, "related", "another vendor's contract; the stored list did not include Sentry"),
            ("The Twilio renewal is due on 1 April; Henrik wants usage numbers by mid-March.", "F", None, "detail", "detail on one of the stored contracts"),
            ("Google Maps billing: GCP project pawlane-maps-⟨gcp⟩, paid by Pawlane Ltd.", "R", None, "paraphrase", "restates"),
            ("Mapbox is used for the static map images in emails, on its own pay-as-you-go account; Google stays for geocoding.", "N", None, "related", "a second vendor for another purpose"),
            ("Should we move the vendor contracts to the Irish entity for EU VAT?", "N", None, "question", "a question"),
            ("Maps API keys are restricted by HTTP referrer (`*.pawlane.io/*`) for web and by package name for the Android app.", "N", None, "related", "key restrictions, another fact about the service"),
            ("Geocoding is billed to GCP project `pawlane-geo-prod` under the Pawlane Ireland billing account.", "S", 1, "implicit", "another project and billing account for the same usage, no change word"),
            ("Wrong in my note: Henrik holds Twilio and Postmark, but the Algolia contract is with Pablo, the search lead, who signed it in 2023.", "S", 0, "correction", "the agent corrects the list of contracts Henrik holds"),
        ],
    ),
    # ---- English: inbound webhooks ----
    (
        "en",
        [
            "Inbound webhooks from all vendors land on `hooks.pawlane.io` (a small Go service, `hookd`), which acks with 200 at once and puts the payload on SQS queue `vendor-webhooks`.",
            "Clinic calendar sync uses Cronofy; its push notifications hit `hooks.pawlane.io/cronofy`, and Cronofy retries a failed one 5 times over 24 hours.",
            "The SQS consumer dedupes webhook events by the vendor's event id, kept 7 days in DynamoDB table `webhook-dedupe`.",
        ],
        [
            ("hookd publishes to the Pub/Sub topic `vendor-webhooks` instead of SQS now that the consumers run on GKE.", "S", 0, "instead_of", "the queue behind hookd changed"),
            ("Calendar sync is on Nylas now (v3 API); the Cronofy notification channel was closed.", "S", 1, "now_uses", "the calendar vendor was swapped"),
            ("Dedupe keys live in Redis (`dedupe:<vendor>:<event_id>`, 72 h TTL); the DynamoDB table was dropped.", "S", 2, "dropped", "the dedupe store changed"),
            ("Cronofy retries failed pushes 3 times over 1 hour, per their support; my 5-over-24-hours came from an old doc.", "S", 1, "correction", "the agent corrects the retry behaviour"),
            ("Stripe webhooks don't go through hookd: they hit api/ directly because the signature must be checked on the raw body.", "F", None, "scope", "an exception for one vendor; the rest still lands on hookd"),
            ("hookd answers 200 before any processing so vendors never time out; the real work happens in the SQS consumer.", "R", None, "paraphrase", "restates"),
            ("Payloads over 256 KB (the SQS limit) are written to S3 and the message carries a pointer.", "F", None, "detail", "how the stored queue handles big payloads"),
            ("Should hookd verify vendor signatures itself instead of the consumers?", "N", None, "question", "a proposal"),
            ("Outgoing webhooks to the clinics' practice-management systems are sent by api/ with 5 retries; that's ours, not a vendor's.", "N", None, "related", "our own outgoing webhooks, another thing"),
            ("Cronofy incident: push notifications delayed for 2 hours on their side; sync caught up on its own.", "N", None, "plain", "a vendor incident"),
            ("Vendor webhooks land on `inbound.pawlane.io`, served by hookd.", "S", 0, "implicit", "another hostname, no change word"),
        ],
    ),
    # ---- English: geocoding ----
    (
        "en",
        [
            "Address geocoding uses the Google Geocoding API with `region=gb`, so UK postcodes win over matches in other countries.",
            "The `googlemaps` Python client is pinned at 4.10.0; we call it from `geo/geocode.py`.",
            "Geocoding results are cached for 30 days in Postgres table `geocode_cache` (Google's terms allow up to 30 days for coordinates).",
        ],
        [
            ("We switched geocoding from Google to Mapbox Geocoding v6; the `region=gb` hack became `country=gb,ie`.", "S", 0, "switched", "the geocoding vendor was swapped"),
            ("Dropped the googlemaps client; geo/geocode.py calls the REST endpoint with httpx directly.", "S", 1, "dropped", "the SDK was removed"),
            ("The geocode cache keeps results for 7 days now (purged by the `purge_geocode_cache` job).", "S", 2, "now_uses", "the cache lifetime changed"),
            ("Google answers `ZERO_RESULTS` with HTTP 200, so geo/geocode.py checks `status` in the body, not the HTTP code.", "F", None, "detail", "how the stored integration reads the vendor's answers"),
            ("Irish addresses are geocoded with `region=ie` when the clinic is in Ireland; `gb` stays the default for the rest.", "F", None, "scope", "an exception for Ireland"),
            ("The 'clinics near me' button does reverse geocoding in the browser with the Maps JavaScript API.", "N", None, "related", "another Google API for another purpose"),
            ("Google Geocoding, region=gb so UK postcodes take precedence.", "R", None, "paraphrase", "restates"),
            ("Geocoding is done by OpenCage (`opencage` SDK 3.x), with `countrycode=gb`.", "S", 0, "implicit", "another vendor for the same job, no change word"),
            ("Should we self-host Nominatim? The Google bill went over £300 last month.", "N", None, "question", "a proposal"),
            ("Google Maps Platform had a geocoding outage last night (status dashboard); the cache kept most lookups working.", "N", None, "plain", "a vendor incident"),
            ("Still googlemaps 4.10.0, but the call moved to `services/geo.py`; geo/geocode.py was removed in PR #⟨pr⟩.", "S", 1, "moved", "the module that calls the client moved"),
        ],
    ),
    # ---- English: wrong-target pair, two email vendors ----
    (
        "en",
        [
            "Transactional email goes through Postmark.",
            "Marketing email goes through Mailchimp.",
        ],
        [
            ("Marketing email moved to Postmark's broadcast stream, same vendor as transactional now.", "S", 1, "moved", "closes the marketing belief; the Postmark one is named and confirmed"),
            ("Transactional email switched to Mailchimp Transactional (Mandrill), so both kinds are on Mailchimp.", "S", 0, "switched", "closes the transactional belief; Mailchimp for marketing is confirmed"),
            ("Postmark for transactional mail, Mailchimp for marketing.", "R", None, "paraphrase", "restates both"),
            ("Marketing mails are sent by Brevo; transactional stays with Postmark.", "S", 1, "implicit", "closes the marketing belief; Postmark is confirmed"),
            ("The Mailchimp audience for clinic owners is 'Clinic owners (EU)', with double opt-in on.", "F", None, "detail", "detail on the marketing belief"),
            ("Should we move marketing to Postmark too, to have one email vendor?", "N", None, "question", "a proposal"),
        ],
    ),
    # ---- English: wrong-target pair, error tracking for web and mobile ----
    (
        "en",
        [
            "web/ errors go to Sentry (project `web`).",
            "The mobile app's crashes go to Bugsnag (project `pawlane-mobile`).",
        ],
        [
            ("Mobile crash reporting moved to Sentry as well (project `mobile`, React Native SDK); web/ unchanged.", "S", 1, "moved", "closes the mobile belief; web/ on Sentry is confirmed"),
            ("web/ errors go to Bugsnag now, like the mobile app; the Sentry web project is archived.", "S", 0, "now_uses", "closes the web/ belief; Bugsnag for mobile is confirmed"),
            ("Mobile crashes: Firebase Crashlytics. Web keeps Sentry.", "S", 1, "implicit", "closes the mobile belief; web/ is confirmed"),
            ("Bugsnag for mobile crashes, Sentry for web/.", "R", None, "paraphrase", "restates both"),
            ("The Sentry web project gets source maps uploaded in the Vercel build by `@sentry/nextjs`.", "F", None, "detail", "detail on the web/ belief"),
            ("We used Crashlytics for the mobile app before Bugsnag.", "N", None, "plain", "history consistent with the stored present"),
        ],
    ),
    # ---- English: wrong-target pair, Adyen test and live endpoints ----
    (
        "en",
        [
            "Adyen test: Checkout API at `https://checkout-test.adyen.com/v71`, merchant account `PawlaneTEST`.",
            "Adyen live: Checkout API at `https://⟨adyen⟩-checkout-live.adyenpayments.com/checkout/v71`, merchant account `PawlaneECOM`.",
        ],
        [
            ("Bumped the test environment to Checkout API v72; live stays on v71 until Thursday's release.", "S", 0, "switched", "closes the test belief; live is named and confirmed"),
            ("The live merchant account is `PawlaneEU` since the entity change; test keeps PawlaneTEST.", "S", 1, "now_uses", "closes the live belief; the test account is confirmed"),
            ("Live calls go to `https://⟨adyen2⟩-checkout-live.adyenpayments.com/checkout/v71`; the test URL is unchanged.", "S", 1, "implicit", "closes the live belief (new prefix); test is confirmed"),
            ("Test: checkout-test.adyen.com/v71 with PawlaneTEST; live: the prefixed adyenpayments.com URL with PawlaneECOM.", "R", None, "paraphrase", "restates both"),
            ("The live URL prefix is shown in the Customer Area under Developers > API URLs; it is different for each company account.", "F", None, "detail", "detail on the live belief"),
            ("Adyen's status page lists a live incident for Mastercard in the Netherlands; test is unaffected.", "N", None, "plain", "a vendor incident"),
        ],
    ),
    # ---- English: wrong-target pair, two LLM providers' limits ----
    (
        "en",
        [
            "OpenAI limit for gpt-4o-mini: 5,000 requests a minute (usage tier 3).",
            "Anthropic limit for Claude Haiku: 1,000 requests a minute (build tier 2).",
        ],
        [
            ("Anthropic moved us to tier 3: 2,000 RPM for Haiku. OpenAI is still at 5,000.", "S", 1, "moved", "closes the Anthropic belief; OpenAI is named and confirmed"),
            ("The OpenAI limit for gpt-4o-mini is 10,000 RPM at tier 4; the Anthropic limit hasn't changed.", "S", 0, "implicit", "closes the OpenAI belief; Anthropic is confirmed"),
            ("We asked OpenAI for a higher limit; still waiting, tier 3 for now.", "N", None, "plain", "a request under way; nothing changed"),
            ("Haiku: 1,000 RPM on Anthropic tier 2; gpt-4o-mini: 5,000 RPM on OpenAI tier 3.", "R", None, "paraphrase", "restates both"),
            ("Anthropic also caps Haiku at 400k input tokens a minute on our tier; that is usually what we hit first.", "F", None, "detail", "detail on the Anthropic belief"),
            ("Image captions use Gemini Flash on the Google AI Studio free tier (15 RPM).", "N", None, "related", "a third provider for another purpose"),
        ],
    ),
    # ---- German: beliefs in German, payments on Mollie ----
    (
        "de",
        [
            "Zahlungen der deutschen Kliniken laufen über Mollie (Profil `pfl_⟨mollie⟩`), per SEPA-Lastschrift und Karte.",
            "Der Mollie-API-Key liegt in Vault unter `secret/pawlane/prod/mollie`; Test-Keys beginnen mit `test_`.",
            "Mollie-Webhooks rufen `https://api.pawlane.io/hooks/mollie` auf; bei Fehlern versucht Mollie es bis zu 10 Mal über 26 Stunden.",
        ],
        [
            ("Die deutschen Kliniken zahlen jetzt über Stripe statt Mollie; das Mollie-Profil wird zum Quartalsende gekündigt.", "S", 0, "instead_of", "the payment provider was swapped"),
            ("Der Mollie-Key ist nicht mehr in Vault, sondern in AWS Secrets Manager unter `pawlane/prod/mollie`.", "S", 1, "no_longer", "where the key is kept changed"),
            ("Mollie-Webhooks gehen an `https://hooks.pawlane.io/mollie`.", "S", 2, "implicit", "another webhook URL, no change word"),
            ("Wir testen gerade Klarna für Ratenzahlung bei teuren OPs; live ist davon noch nichts.", "N", None, "question", "a trial, not a change"),
            ("Mollie-Schlüssel: Vault, Pfad secret/pawlane/prod/mollie; Test-Keys fangen mit test_ an.", "R", None, "paraphrase", "restates"),
            ("Für die österreichischen Kliniken ist im selben Mollie-Profil zusätzlich EPS als Zahlungsart aktiviert.", "F", None, "detail", "one more payment method on the stored profile"),
        ],
    ),
    # ---- German: beliefs in English, paging and status page ----
    (
        "de",
        [
            "Alerts page through PagerDuty, service `pawlane-api`, escalation policy 'Backend primary'.",
            "Datadog monitors notify PagerDuty through the `@pagerduty-pawlane-api` handle.",
            "The customer status page is on Atlassian Statuspage, `status.pawlane.io`.",
        ],
        [
            ("Wir sind von PagerDuty auf incident.io umgestiegen; die Eskalation heißt dort wie vorher 'Backend primary'.", "S", 0, "switched", "the paging vendor was swapped"),
            ("Die Statusseite läuft jetzt bei Better Stack, gleiche Domain `status.pawlane.io`; Statuspage ist gekündigt.", "S", 2, "now_uses", "the status page vendor was swapped"),
            ("Datadog-Monitore melden sich über `@incident-io-pawlane` statt über den PagerDuty-Handle.", "S", 1, "instead_of", "the notification handle changed"),
            ("Wartungsfenster kündigt Noor auf der Statusseite selbst an, 48 Stunden vorher.", "F", None, "detail", "how the stored status page is used"),
            ("Sollen wir die Statusseite selbst hosten? Statuspage kostet uns 399 $ im Monat.", "N", None, "question", "a question"),
            ("PagerDuty hatte heute laut Statusseite eine Störung bei Push-Benachrichtigungen; SMS und Anrufe kamen durch.", "N", None, "plain", "a vendor incident"),
        ],
    ),
    # ---- French: beliefs in French, transactional email on Brevo ----
    (
        "fr",
        [
            "Les e-mails transactionnels partent par Brevo (ex-Sendinblue), via l'API v3.",
            "La clé API Brevo est dans Doppler, projet `pawlane-api`, variable `BREVO_API_KEY`.",
            "Le plan Brevo est « Business » : 100 000 e-mails par mois ; au-delà, les envois sont bloqués.",
        ],
        [
            ("On a remplacé Brevo par Scaleway Transactional Email pour garder les données en France.", "S", 0, "replaced_by", "the email provider was swapped"),
            ("Le plan Brevo est passé à « Enterprise » : plus de plafond mensuel, on paie au volume.", "S", 2, "now_uses", "a plan change lifted the cap"),
            ("Rectification : la clé Brevo n'est pas dans Doppler, elle est dans le coffre 1Password « Pawlane Prod ». Je me suis trompé.", "S", 1, "correction", "the agent corrects where the key is"),
            ("Les newsletters passent par Mailjet, sur un compte séparé.", "N", None, "related", "a second vendor for another purpose"),
            ("Les e-mails de réinitialisation de mot de passe partent d'un expéditeur Brevo dédié, `securite@pawlane.io`, sur une IP dédiée.", "F", None, "detail", "detail on the stored provider"),
            ("Brevo, API v3, pour tout le transactionnel ; la clé est dans Doppler.", "R", None, "paraphrase", "restates"),
        ],
    ),
    # ---- French: beliefs in English, DNS and hosting ----
    (
        "fr",
        [
            "DNS for pawlane.io is on Cloudflare (account 'Pawlane', zone plan Pro).",
            "web/ is hosted on Vercel, team `pawlane`, Pro plan; every PR gets a preview deployment.",
            "Vercel's Pro plan caps serverless functions at 60 s; the PDF export route stays under it by streaming.",
        ],
        [
            ("Le DNS de pawlane.io a été déplacé de Cloudflare vers AWS Route 53, zone hébergée dans le compte Prod.", "S", 0, "from_to", "the DNS provider changed"),
            ("web/ n'est plus sur Vercel : il tourne sur Cloudflare Pages avec l'adaptateur next-on-pages.", "S", 1, "no_longer", "the hosting vendor changed"),
            ("La limite des fonctions Vercel est de 300 s depuis le passage à Fluid compute ; l'export PDF n'a plus besoin de streamer.", "S", 2, "now_uses", "the limit changed"),
            ("On évalue Netlify pour le site marketing ; rien n'est décidé.", "N", None, "question", "an evaluation for another site"),
            ("Les previews Vercel sont protégées par Vercel Authentication : seuls les membres de l'équipe `pawlane` y ont accès.", "F", None, "detail", "detail on the stored preview deployments"),
            ("Cloudflare a eu un incident à Paris ce matin (page de statut) ; le trafic est passé par Francfort, rien à changer chez nous.", "N", None, "plain", "a vendor incident"),
        ],
    ),
    # ---- Spanish: beliefs in Spanish, WhatsApp reminders ----
    (
        "es",
        [
            "Los recordatorios por WhatsApp para España salen por la WhatsApp Cloud API de Meta, con el número de empresa «Pawlane ES» (Business Manager de Pawlane SL).",
            "Las plantillas de WhatsApp las aprueba Meta; la de recordatorio es `recordatorio_cita_v3`, en español.",
            "El token de WhatsApp es de un usuario del sistema y está en Vault, en `secret/pawlane/prod/whatsapp`.",
        ],
        [
            ("Ahora los recordatorios de WhatsApp salen por Twilio (remitente de WhatsApp), no directamente por Meta.", "S", 0, "now_uses", "the sending route was swapped"),
            ("La plantilla de recordatorio es `recordatorio_cita_v4`; Meta rechazó la v3 por el botón de pago.", "S", 1, "implicit", "another template for the same message"),
            ("Corrijo mi nota: el token no está en Vault, está en AWS Secrets Manager (`pawlane/prod/whatsapp-token`).", "S", 2, "correction", "the agent corrects where the token is"),
            ("En Portugal los recordatorios siguen yendo por SMS; WhatsApp es solo para España.", "N", None, "related", "another country's channel"),
            ("Plantilla de recordatorio aprobada por Meta: recordatorio_cita_v3, en castellano.", "R", None, "paraphrase", "restates"),
            ("Para Canarias se usa la variante `recordatorio_cita_v3_ic`, con la hora de Canarias en el texto.", "F", None, "scope", "an exception for one region"),
        ],
    ),
    # ---- Spanish: beliefs in English, pet photos on Cloudinary ----
    (
        "es",
        [
            "Pet photos are uploaded to Cloudinary, cloud name `pawlane`, folder `pets/`; transformations are done in the URL.",
            "Cloudinary plan: Plus, 225 credits a month; Henrik gets the overage alerts.",
            "Unsigned upload presets are used only by the mobile app (`mobile_unsigned`); web/ signs its uploads on the server.",
        ],
        [
            ("Las fotos de mascotas ya no van a Cloudinary: se suben a S3 y las transforma imgproxy en nuestro clúster.", "S", 0, "no_longer", "the image vendor was dropped"),
            ("Pasamos al plan Advanced de Cloudinary: 600 créditos al mes.", "S", 1, "switched", "the plan changed"),
            ("La app móvil también firma las subidas en el servidor; el preset `mobile_unsigned` se borró.", "S", 2, "dropped", "the unsigned preset is gone"),
            ("¿Deberíamos pasar las fotos a Cloudflare Images? Saldría más barato.", "N", None, "question", "a question"),
            ("Los vídeos cortos de las consultas se alojan en Mux, no en Cloudinary.", "N", None, "related", "a second vendor for another purpose"),
            ("Las miniaturas usan `c_fill,w_400,h_400,f_auto,q_auto`.", "F", None, "detail", "the transformation the stored setup uses"),
        ],
    ),
    # ---- Portuguese: beliefs in Portuguese, payments in Brazil ----
    (
        "pt",
        [
            "Os pagamentos das clínicas no Brasil usam a Pagar.me (API v5), com Pix e cartão.",
            "A chave secreta da Pagar.me fica no AWS Secrets Manager em `pawlane/prod/pagarme`; a de teste começa com `sk_test_`.",
            "Os webhooks da Pagar.me chegam em `https://api.pawlane.io/hooks/pagarme` e são reenviados até 5 vezes se a resposta não for 2xx.",
        ],
        [
            ("Trocamos a Pagar.me pelo Mercado Pago para Pix e cartão.", "S", 0, "switched", "the payment provider was swapped"),
            ("Os webhooks da Pagar.me agora chegam em `https://hooks.pawlane.io/pagarme`, atrás do hookd.", "S", 2, "now_uses", "the webhook URL changed"),
            ("A chave secreta da Pagar.me está no Vault, em `secret/pawlane/prod/pagarme`.", "S", 1, "implicit", "another place for the same key, no change word"),
            ("Estamos avaliando a Stripe para o Brasil, só num ambiente de teste.", "N", None, "question", "an evaluation"),
            ("Pagar.me v5 para Pix e cartão nas clínicas brasileiras.", "R", None, "paraphrase", "restates"),
            ("As cobranças Pix expiram em 30 minutos (`expires_in: 1800` no pedido criado pela API).", "F", None, "detail", "detail on the stored integration"),
        ],
    ),
    # ---- Portuguese: beliefs in English, feature flags on LaunchDarkly ----
    (
        "pt",
        [
            "Feature flags are served by LaunchDarkly, project `pawlane`, environments `staging` and `production`.",
            "The LaunchDarkly server SDK key is in Doppler (`LD_SDK_KEY`); the client-side ID is public in web/.",
            "Our LaunchDarkly plan is Foundation, billed per service connection; Henrik approves new connections.",
        ],
        [
            ("As feature flags passaram do LaunchDarkly para o GrowthBook self-hosted (`flags.pawlane.io`).", "S", 0, "from_to", "the flag vendor was swapped"),
            ("O LaunchDarkly não é mais cobrado por conexão de serviço: mudamos para o plano Enterprise, com contrato anual fixo.", "S", 2, "no_longer", "the plan and billing changed"),
            ("Corrigindo: a SDK key do servidor está no AWS Secrets Manager (`pawlane/prod/launchdarkly`), não no Doppler.", "S", 1, "correction", "the agent corrects where the key is"),
            ("Os testes A/B do site de marketing usam o PostHog, não o LaunchDarkly.", "N", None, "related", "a second vendor for another purpose"),
            ("Flags temporárias têm o prefixo `tmp-` e são removidas em até 30 dias.", "N", None, "related", "a naming rule beside the stored facts"),
            ("No ambiente `production` do LaunchDarkly, mudar uma flag exige aprovação de duas pessoas.", "F", None, "detail", "detail on the stored environments"),
        ],
    ),
    # ---- Japanese: beliefs in Japanese, LLM for summaries ----
    (
        "ja",
        [
            "診療メモの要約には Anthropic の Claude 3.5 Sonnet を使い、`anthropic` SDK から直接呼び出している。",
            "Anthropic の API キーは Doppler の `ANTHROPIC_API_KEY` に入っている。",
            "要約リクエストは 1 分あたり 50 件までに抑えている（今の利用ティアの上限）。",
        ],
        [
            ("要約は Amazon Bedrock 経由の Claude に切り替えた。リージョンは ap-northeast-1。", "S", 0, "switched", "the route to the model changed (Bedrock instead of the direct SDK)"),
            ("利用ティアが上がったので、要約は 1 分あたり 1,000 件まで送れるようになった。", "S", 2, "now_uses", "a tier change raised the limit"),
            ("要約モデルは Claude 3.5 Haiku。", "S", 0, "implicit", "another model for the same feature, no change word"),
            ("OpenAI に戻すかどうか検討中。コスト比較の結果待ち。", "N", None, "question", "a question"),
            ("Anthropic の API キーは Doppler に ANTHROPIC_API_KEY として保存してある。", "R", None, "paraphrase", "restates"),
            ("要約の呼び出しでは `max_tokens=1024`、`temperature=0` を指定している。", "F", None, "detail", "detail on the stored call"),
        ],
    ),
    # ---- Japanese: beliefs in English, CDN for static assets ----
    (
        "ja",
        [
            "Static assets for web/ are served through Fastly, service `pawlane-web`, with the origin in S3.",
            "Fastly is purged in the deploy job with one surrogate key per release (`release-<sha>`).",
            "The Fastly API token used by CI is a GitHub Actions secret, `FASTLY_API_TOKEN` (environment `production`).",
        ],
        [
            ("静的アセットの配信は Fastly から CloudFront に移した。オリジンは引き続き S3。", "S", 0, "moved", "the CDN was swapped"),
            ("デプロイ時のパージはやめた。ファイル名にハッシュが入るので不要になった。", "S", 1, "dropped", "the purge step was dropped"),
            ("CI の Fastly トークンは GitHub の secrets ではなく、OIDC で読む AWS Secrets Manager の値を使っている。", "S", 2, "instead_of", "where the token is kept changed"),
            ("ペット写真は Cloudinary の CDN から直接配信していて、Fastly は通らない。", "N", None, "related", "another kind of content on another vendor"),
            ("Fastly のステータスページに東京 POP の障害が出ていたが、30 分で復旧した。こちらの設定変更は不要。", "N", None, "plain", "a vendor incident"),
            ("`pawlane-web` サービスでは HTML だけ TTL 60 秒、それ以外は 1 年キャッシュしている。", "F", None, "detail", "detail on the stored service"),
        ],
    ),
    # ---- Korean: beliefs in Korean, push notifications ----
    (
        "ko",
        [
            "모바일 앱 푸시 알림은 OneSignal(앱 `pawlane-mobile`)로 보낸다.",
            "OneSignal REST API 키는 AWS Secrets Manager의 `pawlane/prod/onesignal`에 있다.",
            "iOS 푸시는 APNs 인증 키(.p8)를 OneSignal에 올려서 쓰고, 이 키는 Apple 개발자 계정 'Pawlane Ltd' 소유다.",
        ],
        [
            ("푸시 알림을 OneSignal에서 Firebase Cloud Messaging으로 옮겼다. iOS도 FCM을 거친다.", "S", 0, "from_to", "the push vendor was swapped"),
            ("OneSignal 키는 이제 Doppler의 `ONESIGNAL_API_KEY`로 관리한다.", "S", 1, "now_uses", "where the key is kept changed"),
            ("정정: APNs 키는 'Pawlane Ltd'가 아니라 'Pawlane Ireland Ltd' 개발자 계정 소유다.", "S", 2, "correction", "the agent corrects the owning account"),
            ("웹 푸시도 OneSignal로 할지 논의 중이다.", "N", None, "question", "a question"),
            ("푸시 알림은 OneSignal, 앱 이름은 pawlane-mobile.", "R", None, "paraphrase", "restates"),
            ("예약 리마인더 푸시는 OneSignal의 `send_after`로 예약 발송하고, 시간대는 클리닉 기준이다.", "F", None, "detail", "how the stored vendor is used"),
        ],
    ),
    # ---- Korean: beliefs in English, clinic staff auth ----
    (
        "ko",
        [
            "Clinic staff log in through Auth0, tenant `pawlane-eu`, Universal Login with our branding.",
            "MFA for clinic admins is Auth0 Guardian push; SMS MFA is disabled.",
            "Auth0 access tokens live 1 hour; refresh tokens rotate and expire after 30 days without use.",
        ],
        [
            ("클리닉 직원 로그인은 이제 Auth0가 아니라 Keycloak(`sso.pawlane.io`)을 쓴다.", "S", 0, "now_uses", "the auth provider was swapped"),
            ("관리자 MFA는 Guardian 푸시 대신 WebAuthn 보안 키와 패스키로 바꿨다.", "S", 1, "instead_of", "the MFA method changed"),
            ("Auth0 액세스 토큰 수명은 15분이다.", "S", 2, "implicit", "another token lifetime, no change word"),
            ("Auth0 요금제를 B2B Essentials로 올릴지 Henrik이 검토 중이다.", "N", None, "question", "a plan under review"),
            ("본사 직원은 Auth0가 아니라 Google Workspace SSO로 내부 도구에 로그인한다.", "N", None, "related", "another group of users on another vendor"),
            ("VetCare 체인 관리자만 예외적으로 TOTP 앱 MFA도 쓸 수 있다. SMS는 여전히 꺼져 있다.", "F", None, "scope", "an exception for one customer"),
        ],
    ),
    # ---- Chinese: beliefs in Chinese, clinic search on Elastic Cloud ----
    (
        "zh",
        [
            "诊所搜索用 Elastic Cloud 托管的 Elasticsearch 8.x，部署名 `pawlane-search`，区域 GCP europe-west1。",
            "Elasticsearch 的 API key 放在 Doppler 的 `ES_API_KEY`，只给写入 worker 用。",
            "Elastic Cloud 的订阅是 Standard 级别，合同在 Henrik 名下。",
        ],
        [
            ("诊所搜索已经从 Elastic Cloud 迁到 AWS OpenSearch Service（域 `pawlane-search`，eu-west-1）。", "S", 0, "from_to", "the search vendor was swapped"),
            ("Elastic Cloud 订阅升级到 Gold 了，为了用跨集群复制。", "S", 2, "now_uses", "the plan changed"),
            ("写入 worker 的 ES key 现在放在 Vault 的 `secret/pawlane/prod/es`，不再用 Doppler。", "S", 1, "no_longer", "where the key is kept changed"),
            ("Elastic 状态页显示 europe-west1 延迟升高，我们的搜索慢了十几分钟，不用改配置。", "N", None, "plain", "a vendor incident"),
            ("诊所搜索：Elastic Cloud 上的 ES 8.x，部署叫 pawlane-search，在 europe-west1。", "R", None, "paraphrase", "restates"),
            ("写入 worker 的 API key 只有 `clinics-*` 索引的写权限。", "F", None, "detail", "detail on the stored key"),
        ],
    ),
    # ---- Chinese: beliefs in English, log shipping ----
    (
        "zh",
        [
            "Application logs are shipped to Better Stack Logs (source `pawlane-api`) with 30-day retention.",
            "Logs are shipped by Vector running as a sidecar; the Better Stack source token is in the `BETTERSTACK_SOURCE_TOKEN` secret.",
            "Our log plan is capped at 50 GB a month; above it ingestion is dropped, not billed.",
        ],
        [
            ("日志改为发送到 Grafana Cloud Loki，Better Stack 的 source 已删除。", "S", 0, "switched", "the log vendor was swapped"),
            ("日志保留期是 14 天。", "S", 0, "implicit", "another retention for the same logs, no change word"),
            ("我们升级了套餐：每月 200 GB，超出部分按量计费，不再丢弃。", "S", 2, "now_uses", "a plan change"),
            ("在考虑把 Vector 换成 OpenTelemetry Collector，还没定。", "N", None, "question", "a proposal"),
            ("审计日志单独写到 S3（Object Lock，保留 7 年），不经过 Better Stack。", "N", None, "related", "another kind of log elsewhere"),
            ("Vector 会先用 `redact` transform 把日志里的手机号脱敏，再发出去。", "F", None, "detail", "detail on the stored shipper"),
        ],
    ),
    # ---- Russian: beliefs in Russian, exchange rates ----
    (
        "ru",
        [
            "Курсы валют для счетов берём из Open Exchange Rates, план Developer: 10 000 запросов в месяц, обновление раз в час.",
            "Ключ Open Exchange Rates хранится в Doppler как `OXR_APP_ID`.",
            "Курсы кэшируются в Redis на 1 час (ключ `fx:latest`).",
        ],
        [
            ("Перешли с Open Exchange Rates на справочные курсы ЕЦБ через API Frankfurter; ключ больше не нужен.", "S", 0, "switched", "the rates vendor was swapped"),
            ("Курсы кэшируются на 10 минут.", "S", 2, "implicit", "another cache lifetime, no change word"),
            ("Поправка к моей заметке: ключ OXR лежит в AWS Secrets Manager (`pawlane/prod/oxr`), а не в Doppler.", "S", 1, "correction", "the agent corrects where the key is"),
            ("Вчера у OXR курсы обновлялись с задержкой (видно на их статус-странице); мы отдавали курсы из кэша.", "N", None, "plain", "a vendor incident"),
            ("Курсы: Open Exchange Rates, план Developer, 10k запросов в месяц, обновление ежечасно.", "R", None, "paraphrase", "restates"),
            ("Для швейцарских клиник курс CHF берём отдельно, у SNB: так требует их бухгалтерия.", "F", None, "scope", "an exception for one currency"),
        ],
    ),
    # ---- Russian: beliefs in English, login OTPs ----
    (
        "ru",
        [
            "Login OTPs are sent by Twilio Verify, service `VA⟨va⟩`, SMS channel only.",
            "Verify codes are 6 digits and expire after 10 minutes (the Verify default).",
            "Verify Fraud Guard is on; Henrik gets the monthly Verify invoice.",
        ],
        [
            ("OTP теперь отправляет Vonage Verify v2; сервис Twilio Verify удалён.", "S", 0, "now_uses", "the OTP vendor was swapped"),
            ("Коды подтверждения живут 5 минут, длина по-прежнему 6 цифр.", "S", 1, "implicit", "another expiry; the length is confirmed"),
            ("Fraud Guard в Verify выключили: он блокировал казахстанские номера. Счёт по-прежнему получает Хенрик.", "S", 2, "dropped", "fraud guard turned off"),
            ("Стоит ли добавить WhatsApp как канал для OTP?", "N", None, "question", "a question"),
            ("На номера из Казахстана Verify отправляет коды голосовым звонком, а не SMS.", "F", None, "scope", "an exception for one country"),
            ("Push-уведомления в приложение идут через OneSignal, к Verify это отношения не имеет.", "N", None, "related", "another vendor for another purpose"),
        ],
    ),
    # ---- Arabic: beliefs in Arabic, payments in the Gulf ----
    (
        "ar",
        [
            "مدفوعات العيادات في الإمارات والسعودية تمر عبر Checkout.com، على حساب الكيان `Pawlane MENA`.",
            "مفتاح Checkout.com السري محفوظ في AWS Secrets Manager تحت `pawlane/prod/checkout`.",
            "نستخدم بيئة الاختبار `https://api.sandbox.checkout.com` في staging، والإنتاج على `https://api.checkout.com`.",
        ],
        [
            ("انتقلنا من Checkout.com إلى Tap Payments لمدفوعات العيادات في الخليج.", "S", 0, "from_to", "the payment provider was swapped"),
            ("أصبحت العناوين خاصة بحسابنا: الاختبار على `https://⟨cko⟩.api.sandbox.checkout.com` والإنتاج على `https://⟨cko⟩.api.checkout.com`.", "S", 2, "now_uses", "the base URLs changed"),
            ("تصحيح: المفتاح السري ليس في Secrets Manager بل في Vault تحت `secret/pawlane/prod/checkout`.", "S", 1, "correction", "the agent corrects where the key is"),
            ("في السعودية نقبل بطاقات مدى (mada) أيضاً عبر الحساب نفسه.", "F", None, "detail", "one more card scheme on the stored account"),
            ("مدفوعات الخليج: Checkout.com على حساب Pawlane MENA.", "R", None, "paraphrase", "restates"),
            ("نفكر في إضافة Apple Pay عبر Checkout.com، ولم يُحسم الأمر بعد.", "N", None, "question", "a plan, not a decision"),
        ],
    ),
    # ---- Arabic: beliefs in English, translations ----
    (
        "ar",
        [
            "UI strings are translated in Lokalise, project `pawlane-web`; CI pulls them with the CLI using `LOKALISE_API_TOKEN`.",
            "Arabic and Hebrew translations are done by the agency Lingo Bridge, ordered through Lokalise.",
            "Machine translation for drafts uses DeepL API Pro (Henrik's contract), 1M characters a month.",
        ],
        [
            ("نقلنا الترجمات من Lokalise إلى Crowdin، في مشروع `pawlane-web`.", "S", 0, "moved", "the translation platform was swapped"),
            ("لم تعد Lingo Bridge تترجم العربية والعبرية؛ يتولاهما الآن مترجمان مستقلان يعملان داخل Lokalise.", "S", 1, "no_longer", "the translator changed"),
            ("الترجمة الآلية للمسودات أصبحت عبر Google Cloud Translation بدلاً من DeepL.", "S", 2, "instead_of", "the MT vendor was swapped"),
            ("نصوص تطبيق الجوال تُترجم في مشروع Lokalise منفصل اسمه `pawlane-mobile`.", "N", None, "related", "another project for another app"),
            ("كانت الترجمات في ملفات JSON داخل المستودع قبل Lokalise.", "N", None, "plain", "history consistent with the stored present"),
            ("في CI يسحب الأمر `lokalise2 file download --format json` الملفات إلى `web/locales/`.", "F", None, "detail", "detail on the stored CI pull"),
        ],
    ),
    # ---- Czech: beliefs in Czech, invoicing ----
    (
        "cs",
        [
            "Faktury českým klinikám vystavujeme ve Fakturoidu, účet `pawlane-cz`, přes API v3.",
            "K API Fakturoidu se přihlašujeme přes OAuth client credentials; client secret je ve Vaultu v `secret/pawlane/prod/fakturoid`.",
            "Fakturoid API má limit 400 požadavků za minutu; export faktur běží v noci po dávkách.",
        ],
        [
            ("Fakturace pro CZ přešla z Fakturoidu na iDoklad.", "S", 0, "switched", "the invoicing vendor was swapped"),
            ("Limit Fakturoid API je 200 požadavků za minutu na účet.", "S", 2, "implicit", "another limit, no change word"),
            ("Client secret už není ve Vaultu, je v AWS Secrets Manager (`pawlane/prod/fakturoid`).", "S", 1, "no_longer", "where the secret is kept changed"),
            ("Slovenské kliniky fakturujeme ve stejném účtu Fakturoidu, jen s eurovou šablonou.", "F", None, "detail", "detail on the stored account"),
            ("Faktury pro CZ: Fakturoid, účet pawlane-cz, API v3.", "R", None, "paraphrase", "restates"),
            ("Dřív jsme faktury psali ručně v Excelu.", "N", None, "plain", "history"),
        ],
    ),
    # ---- Czech: beliefs in English, newsletters on Mailgun ----
    (
        "cs",
        [
            "Clinic newsletters and digests go out through Mailgun, EU region (`api.eu.mailgun.net`), domain `mg.pawlane.io`.",
            "Mailgun webhooks for bounces and complaints hit `https://api.pawlane.io/hooks/mailgun`.",
            "Mailgun plan: Foundation, 50k emails a month, shared IPs.",
        ],
        [
            ("Newslettery ani digesty už neposíláme přes Mailgun, ale přes Amazon SES v eu-central-1.", "S", 0, "no_longer", "the email vendor was swapped"),
            ("Přešli jsme na tarif Scale: 100 tisíc e-mailů měsíčně a dedikovaná IP adresa.", "S", 2, "switched", "the plan changed"),
            ("Webhooky Mailgunu chodí na `https://hooks.pawlane.io/mailgun`.", "S", 1, "implicit", "another webhook URL, no change word"),
            ("Mailgun měl dnes podle status stránky výpadek v regionu EU; zprávy odešly se zpožděním.", "N", None, "plain", "a vendor incident"),
            ("Zkoušíme Ecomail na kampaně pro české kliniky, zatím jen testovací účet.", "N", None, "question", "a trial"),
            ("Podpis webhooků Mailgunu ověřujeme přes HMAC s `MAILGUN_WEBHOOK_SIGNING_KEY` z Doppleru.", "F", None, "detail", "how the stored webhooks are verified"),
        ],
    ),
]


def _fill(text: str) -> str:
    for key, value in V.items():
        text = text.replace(f"⟨{key}⟩", value)
    if "⟨" in text:
        raise ValueError(f"unknown placeholder in {text!r}")
    return text


def render() -> str:
    lines = []
    n = 0
    for lang, beliefs, rows in SCENARIOS:
        filled = [_fill(b) for b in beliefs]
        for new, code, target, phrasing, note in rows:
            n += 1
            rng = random.Random(f"{SEED}-{n}")
            order = list(range(len(filled)))
            rng.shuffle(order)
            row = {
                "id": f"ya{n:03d}",
                "split": "heldout",
                "lang": lang,
                "existing": [filled[i] for i in order],
                "new": _fill(new),
                "label": LABELS[code],
                "target": order.index(target) if target is not None else None,
                "phrasing": phrasing,
                "note": _fill(note),
            }
            lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> int:
    text = render()
    if "--check" in sys.argv[1:]:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.name} differs from a fresh render")
            return 1
        print(f"{OUT.name} matches a fresh render")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
