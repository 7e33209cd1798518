"""Build pairs31.jsonl: a blind write-gate pairs set about security and access practices.

The rows are written here as scenarios: two or three stored beliefs a coding agent keeps about how
one product keeps itself safe (where secrets are stored, the auth provider and method, token and
session lifetimes, password and MFA policy, TLS and certificates, CORS and CSP, encryption at rest
and key rotation, dependency and image scanning, production access and break-glass, audit logging,
data retention and deletion, rate limits against abuse), and several new statements judged against
them. Invented identifiers (PR, ticket, incident and account numbers) are drawn from a
string-seeded ``random.Random``; the renderer shuffles each row's ``existing`` with a string-seeded
``random.Random`` too, so the file is byte-identical on every run whatever ``PYTHONHASHSEED`` is.
Stdlib only.

    python pairs31_build.py          # write pairs31.jsonl next to this file
    python pairs31_build.py --check  # compare with a fresh render
"""

# ruff: noqa: E501
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs31.jsonl")
SEED = "pairs31-r45"
LABELS = {"S": "supersedes", "N": "novel", "R": "redundant", "F": "refines"}


def _values() -> dict[str, str]:
    """Invented identifiers, the same on every run."""
    rng = random.Random(f"{SEED}-values")
    out = {}
    for i in range(1, 7):
        out[f"pr{i}"] = str(rng.randrange(1200, 8800))
    for i in range(1, 4):
        out[f"sec{i}"] = str(rng.randrange(40, 420))
    for i in range(1, 4):
        out[f"inc{i}"] = str(rng.randrange(300, 990))
    out["acct"] = str(rng.randrange(100000, 999999))
    return out


V = _values()

# (lang, existing beliefs, rows); a row is (new, label, target, phrasing, note).
# target indexes the beliefs as written here, before the shuffle; None unless "S".
# ⟨name⟩ in a text is replaced by V[name] when rendering.
SCENARIOS: list[tuple[str, list[str], list[tuple[str, str, int | None, str, str]]]] = [
    # ---- English: where secrets are stored ----
    (
        "en",
        [
            "Production secrets for `api/` live in HashiCorp Vault under `kv/fernhollow/prod/api`, injected into the pods by the Vault Agent sidecar.",
            "CI secrets (deploy keys, the Sentry auth token) are stored as GitHub Actions repository secrets.",
            "Developers get local secrets by running `op inject -i .env.tpl -o .env` against the `Fernhollow Dev` vault in 1Password.",
        ],
        [
            ("We moved the `api/` production secrets from Vault to AWS Secrets Manager (`fernhollow/prod/api/*`); the pods read them through the External Secrets Operator and the Vault Agent sidecar is gone.", "S", 0, "from_to", "the secret store changed"),
            ("CI no longer keeps long-lived secrets in the repository settings: deploy jobs assume the `gha-deploy` IAM role over OIDC and fetch the Sentry token from Secrets Manager at run time.", "S", 1, "no_longer", "CI secrets left the repository settings"),
            ("Local `.env` files are generated with `doppler secrets download --no-file --format env > .env` from the `fernhollow-dev` Doppler project now; the 1Password template was removed.", "S", 2, "now_uses", "the local secrets tool changed"),
            ("`api/` production secrets: SSM Parameter Store, path `/fernhollow/prod/api/`, SecureString parameters loaded at boot by `chamber exec`.", "S", 0, "implicit", "another secret store, no change word"),
            ("Correction to my earlier note: the CI secrets are organisation-level secrets shared by the `api` and `web` repos, not repository secrets.", "S", 1, "correction", "the agent corrects where CI secrets live"),
            ("The dev secrets moved to a new 1Password vault, `Fernhollow Engineering`; `Fernhollow Dev` is archived and `.env.tpl` points at the new vault.", "S", 2, "moved", "the vault named in the belief changed"),
            ("`labsync` keeps its partner-lab API keys in AWS Secrets Manager; it never used Vault.", "N", None, "related", "another service's secret store"),
            ("Should we drop the Vault Agent sidecar for the Secrets Store CSI driver? The sidecar doubles each `api` pod's memory request.", "N", None, "question", "a proposal"),
            ("Rotated the Stripe secret key in Vault after it showed up in a Sentry breadcrumb (INC-⟨inc1⟩); the new value is in the same path.", "N", None, "plain", "a one-off incident action under the stored practice"),
            ("Trying Secrets Manager for the `api/` secrets on staging only this sprint; production still reads everything from Vault.", "N", None, "plain", "a trial in another environment"),
            ("The Vault Agent sidecar puts `api/`'s production secrets from `kv/fernhollow/prod/api` into the pods.", "R", None, "paraphrase", "restates the stored secret store"),
            ("The Vault Agent logs in with the Kubernetes auth method as role `api-prod` and re-renders the secrets file every 5 minutes.", "F", None, "detail", "detail of the stored sidecar"),
            ("The Sentry DSN is the one exception: it isn't secret, so it's a plain env var in the Helm values; every other `api/` production secret comes from Vault.", "F", None, "scope", "an exception for one value"),
        ],
    ),
    # ---- English: auth providers and methods ----
    (
        "en",
        [
            "Clinic staff sign in to the dashboard with SAML SSO through Okta.",
            "Pet owners sign in with email and password; the session is a server-side Django session stored in Redis (cookie `fh_sid`).",
            "Partner labs call the API with OAuth2 client credentials issued by the Keycloak realm `partners`.",
        ],
        [
            ("Staff SSO moved from Okta to Microsoft Entra ID, and the dashboard speaks OIDC to it instead of SAML.", "S", 0, "moved", "the staff identity provider changed"),
            ("Staff login: Google Workspace OIDC, restricted to the `fernhollow.example` domain, through the Google provider in `next-auth`.", "S", 0, "implicit", "another provider, no change word"),
            ("Pet-owner sessions switched from Redis-backed Django sessions to short-lived JWTs issued by `/api/auth/token/`; the `fh_sid` cookie isn't set any more.", "S", 1, "switched", "sessions replaced by tokens"),
            ("Owners log in with a magic link sent by email now; the password field is gone from the signup and login forms.", "S", 1, "now_uses", "the owner login method changed"),
            ("Owner login: email and password, with the session kept in a signed cookie (`django.contrib.sessions.backends.signed_cookies`) and nothing stored server-side.", "S", 1, "implicit", "another session store, no change word"),
            ("Keycloak was replaced by Auth0 machine-to-machine applications for the partner labs; each lab has its own client in the `fernhollow-partners` tenant.", "S", 2, "replaced_by", "the partner auth provider changed"),
            ("Correction: the partner labs don't use OAuth at all; they authenticate with mutual TLS client certificates issued from our `partners` intermediate CA.", "S", 2, "correction", "the agent corrects the partner auth method"),
            ("The internal admin tool at `admin.fernhollow.example` sits behind Cloudflare Access with GitHub login; it doesn't use the dashboard's SSO.", "N", None, "related", "another app's login"),
            ("Could we let owners sign in with Apple and Google as well? Support gets about ten password-reset tickets a day.", "N", None, "question", "a proposal"),
            ("Okta was down for 40 minutes this morning, so no clinic could log in to the dashboard; nothing to change on our side.", "N", None, "plain", "an outage that merely mentions the stored provider"),
            ("Revoked the client secret of the partner lab VetLab Nord in Keycloak after they leaked it in a public CI log; they got a new one the same day.", "N", None, "plain", "a one-off incident action"),
            ("Partner labs get their access token from Keycloak, realm `partners`, with the client-credentials grant.", "R", None, "paraphrase", "restates the stored partner auth"),
            ("The Okta SAML app sends a `clinic_role` attribute that the dashboard maps to its roles; staff without it land on a read-only page.", "F", None, "detail", "detail of the stored SSO"),
            ("Staff of the Ostholm chain sign in with their own Entra ID, federated into our Okta as an external identity provider; the dashboard itself still only talks SAML to Okta.", "F", None, "scope", "one chain's staff reach the stored SSO another way"),
        ],
    ),
    # ---- English: token and session lifetimes ----
    (
        "en",
        [
            "Access tokens (JWT) for the owner app are valid for 60 minutes.",
            "Refresh tokens last 30 days and rotate on every use; reusing an old refresh token revokes the whole token family.",
            "The staff dashboard signs a user out after 8 hours of inactivity.",
        ],
        [
            ("Owner app access tokens expire after 15 minutes now; refresh tokens keep their 30 days.", "S", 0, "now_uses", "wrong-target trap: the access token changed, the refresh token is confirmed"),
            ("Refresh tokens: 14 days, single use, a new one issued on every refresh.", "S", 1, "implicit", "another lifetime, no change word"),
            ("Dashboard idle timeout went from 8 hours to 30 minutes after audit finding SEC-⟨sec1⟩.", "S", 2, "from_to", "the idle timeout changed"),
            ("We dropped refresh-token rotation: one refresh token is valid for its full 30 days, because the rotation races logged people out on flaky clinic Wi-Fi.", "S", 1, "dropped", "rotation turned off"),
            ("Correction: the dashboard has no idle timeout; the session is an absolute 12 hours, active or not.", "S", 2, "correction", "the agent corrects the session rule"),
            ("`ACCESS_TOKEN_TTL = timedelta(minutes=5)` in `api/fernhollow/settings/base.py` sets the owner app's JWT lifetime.", "S", 0, "implicit", "another lifetime in the setting, no change word"),
            ("`labsync`'s tokens for the partner lab APIs are valid for 24 hours and cached in Redis until they expire.", "N", None, "related", "another service's tokens"),
            ("The front-desk check-in kiosks log out after 2 minutes idle; they're a separate app from the dashboard.", "N", None, "related", "another app's timeout"),
            ("Should the dashboard timeout be shorter for the `reception` role? Those screens stay unlocked all day.", "N", None, "question", "a proposal"),
            ("Forced a logout of every dashboard session last night after rotating the cookie-signing key; everyone had to sign in again this morning.", "N", None, "plain", "a one-off action"),
            ("A JWT for the owner app is good for an hour.", "R", None, "paraphrase", "restates the stored lifetime"),
            ("While the surgery module rolls out this month, the operating-room screens keep their session for 12 hours idle; the 8-hour rule applies everywhere else.", "F", None, "scope", "a temporary exception for some screens"),
            ("The idle timer is enforced server-side: each request updates `last_seen` on the session and the middleware rejects sessions idle for more than 8 hours.", "F", None, "detail", "detail of the stored timeout"),
        ],
    ),
    # ---- English: password and MFA policy ----
    (
        "en",
        [
            "Pet-owner passwords must be at least 10 characters and are checked against the Have I Been Pwned range API at signup.",
            "Staff accounts need MFA with Okta Verify push.",
            "Passwords are hashed with bcrypt at cost 12.",
        ],
        [
            ("The minimum owner password length is 12 characters now; the HIBP check stays as it is.", "S", 0, "now_uses", "the length rule changed"),
            ("Password hashing switched to Argon2id (`Argon2PasswordHasher` first in `PASSWORD_HASHERS`); bcrypt hashes are upgraded at the next login.", "S", 2, "switched", "the hash algorithm changed"),
            ("Okta Verify push was replaced by FIDO2 security keys for all staff after the push-fatigue phishing attempt in May.", "S", 1, "replaced_by", "the staff MFA factor changed"),
            ("Staff MFA is passkeys (WebAuthn) enrolled in Okta; push and SMS factors are disabled in the sign-on policy.", "S", 1, "implicit", "another factor, no change word"),
            ("Correction: owner passwords need 8 characters, not 10; the 10 is the staff rule in Okta.", "S", 0, "correction", "the agent corrects the length"),
            ("`PASSWORD_HASHERS` in `api/` starts with `PBKDF2PasswordHasher` at Django's default iteration count.", "S", 2, "implicit", "another hasher, no change word"),
            ("The check-in kiosks use a shared device account with a 6-digit PIN and no MFA; they can only check pets in.", "N", None, "related", "a rule for another kind of account"),
            ("We added the same HIBP range check to the password-reset flow; signup keeps its check.", "N", None, "related", "an additional control beside the stored one"),
            ("Do we want to require MFA for owners with more than five pets? Breeders' accounts hold a lot of records.", "N", None, "question", "a proposal"),
            ("Reset the MFA factor for Dr. Ilse Varga after she lost her phone; she enrolled Okta Verify again on the new one.", "N", None, "plain", "a one-off action under the stored policy"),
            ("Everyone on staff approves an Okta Verify push as the second factor.", "R", None, "paraphrase", "restates the stored MFA rule"),
            ("The HIBP check only sends the first five characters of the SHA-1 hash; if the API times out, signup goes through and the check runs again at the next login.", "F", None, "detail", "detail of the stored check"),
            ("Staff at the two clinics without mobile signal inside the building use Okta Verify TOTP codes instead of push; everyone else approves a push.", "F", None, "scope", "an exception for two clinics"),
        ],
    ),
    # ---- English: TLS and certificates ----
    (
        "en",
        [
            "Public endpoints terminate TLS at the AWS ALB with the policy `ELBSecurityPolicy-TLS13-1-2-2021-06` (TLS 1.2 minimum).",
            "Public certificates come from ACM and renew automatically.",
            "Service-to-service traffic inside the cluster is mTLS through the Linkerd mesh.",
        ],
        [
            ("The ALB listeners use `ELBSecurityPolicy-TLS13-1-3-2021-06` now: TLS 1.3 only, 1.2 handshakes are refused.", "S", 0, "now_uses", "the TLS policy changed"),
            ("We now buy an OV certificate from Sectigo every year and import it into ACM, because a clinic chain's procurement demanded it; renewal is a manual task each March.", "S", 1, "now_uses", "certificates are no longer ACM-issued and auto-renewed"),
            ("Linkerd was replaced by Istio ambient mode; mTLS between services comes from ztunnel.", "S", 2, "replaced_by", "the mesh changed"),
            ("TLS for the public hosts terminates at Cloudflare (minimum version 1.2, set on the zone), and Cloudflare reaches the origin with Authenticated Origin Pulls.", "S", 0, "implicit", "another termination point, no change word"),
            ("Correction: only the `api` and `labsync` namespaces are meshed; `web` talks to `api` over plain HTTP inside the cluster.", "S", 2, "correction", "the agent corrects the mesh coverage"),
            ("The staging ALB still uses `ELBSecurityPolicy-2016-08` so the test rig for the clinics' old label printers can connect; production listeners are unchanged.", "N", None, "related", "another environment"),
            ("`labsync` calls the partner labs over the internet with client certificates the labs issue to us; that traffic is outside the mesh.", "N", None, "related", "another path"),
            ("Could we submit `fernhollow.example` for HSTS preload? Every subdomain is HTTPS already.", "N", None, "question", "a proposal"),
            ("The ACM certificate for `api.fernhollow.example` failed to renew because the DNS validation CNAME had been deleted; I added it back and ACM reissued within the hour.", "N", None, "plain", "an incident that merely mentions the stored practice"),
            ("We added Certificate Transparency monitoring with Cert Spotter for `fernhollow.example`; it mails security@ whenever a new certificate is logged.", "N", None, "related", "an additional control beside the stored one"),
            ("ACM issues the certificates for our public hosts and renews them on its own.", "R", None, "paraphrase", "restates the stored certificates"),
            ("Linkerd's identity issuer certificate is rotated by cert-manager every 48 hours; the trust anchor lives in `infra/linkerd/`.", "F", None, "detail", "detail of the stored mesh"),
            ("The `payments-webhook` pod is the only one opted out of Linkerd (`linkerd.io/inject: disabled`) because Stripe's source-IP check needs the real client address; everything else stays meshed.", "F", None, "scope", "an exception for one pod"),
        ],
    ),
    # ---- English: CORS and CSP ----
    (
        "en",
        [
            "The API's CORS allowlist is `https://app.fernhollow.example` and `https://book.fernhollow.example`, set in `CORS_ALLOWED_ORIGINS` in `api/fernhollow/settings/prod.py`.",
            "The dashboard sends a Content-Security-Policy with a per-request nonce for scripts (`script-src 'self' 'nonce-...'`), built in `web/middleware.ts`.",
            "CSP violation reports go to Sentry's security endpoint.",
        ],
        [
            ("`CORS_ALLOWED_ORIGINS` in prod is only `https://app.fernhollow.example`; the booking site calls the API through its own `/api` proxy route, so it's same-origin.", "S", 0, "implicit", "a shorter allowlist, no change word"),
            ("The CORS rules moved out of Django into the API Gateway's CORS configuration (`infra/apigw/cors.tf`); `django-cors-headers` was removed.", "S", 0, "moved", "the place the rule is set changed"),
            ("The dashboard CSP switched from nonces to hashes: the build computes `sha256-` hashes of the inline scripts and `middleware.ts` no longer makes nonces.", "S", 1, "switched", "the CSP mechanism changed"),
            ("CSP reports go to our own collector at `csp-report.fernhollow.example` instead of Sentry.", "S", 2, "instead_of", "the report endpoint changed"),
            ("Correction: the CSP isn't built in `web/middleware.ts`; it's a static header in `web/next.config.js` under `headers()`, with `script-src 'self'` and no nonce.", "S", 1, "correction", "the agent corrects the CSP setup"),
            ("CSP violations aren't reported anywhere; we removed `report-uri` because browser-extension noise was eating the Sentry quota.", "S", 2, "negation", "reporting turned off"),
            ("The booking widget's CSP has `frame-ancestors *` because clinics embed it on their own websites; the dashboard keeps its own policy.", "N", None, "related", "another app's policy"),
            ("On staging, CORS also allows `http://localhost:5173` until the mobile web preview is finished.", "N", None, "related", "a temporary rule in another environment"),
            ("Should we ship the dashboard CSP change for the analytics script as `Content-Security-Policy-Report-Only` first?", "N", None, "question", "a proposal"),
            ("Yesterday's flood of CSP reports in Sentry came from one clinic's browser extension injecting scripts; the policy itself is fine.", "N", None, "plain", "an event that merely mentions the stored reporting"),
            ("Only `app.fernhollow.example` and `book.fernhollow.example` may call the API cross-origin in production.", "R", None, "paraphrase", "restates the stored allowlist"),
            ("`CORS_ALLOW_CREDENTIALS` is `True` for those two origins, and preflight responses are cached for 600 seconds (`CORS_PREFLIGHT_MAX_AGE`).", "F", None, "detail", "detail of the stored CORS setup"),
            ("`/api/public/clinics/` answers any origin with `Access-Control-Allow-Origin: *` because clinic websites load opening hours from it; every other endpoint keeps the allowlist.", "F", None, "scope", "an exception for one endpoint"),
        ],
    ),
    # ---- English: encryption at rest and key rotation ----
    (
        "en",
        [
            "The production RDS Postgres is encrypted with the customer-managed KMS key `alias/fh-rds-prod`, with automatic yearly rotation.",
            "Medical record attachments (X-rays, lab PDFs) are stored in the S3 bucket `fh-records-prod` with SSE-KMS.",
            "Owner phone numbers and addresses are encrypted in the application with Tink envelope encryption; the data keys are wrapped by KMS and rotated every 90 days.",
        ],
        [
            ("Automatic rotation for `alias/fh-rds-prod` is every 180 days now (`rotation_period_in_days = 180` in `infra/kms.tf`); the Tink data keys keep their 90-day schedule.", "S", 0, "now_uses", "wrong-target trap: the RDS key rotation changed, the field keys are confirmed"),
            ("Attachments moved from `fh-records-prod` to the new bucket `fh-clinical-files-prod`, which uses SSE-KMS with an S3 Bucket Key.", "S", 1, "moved", "the bucket changed"),
            ("Field-level encryption switched from Tink to `django-fernet-encrypted-fields`, with the Fernet keys in Secrets Manager rotated twice a year.", "S", 2, "switched", "the library and rotation changed"),
            ("Owner contact fields: AWS Encryption SDK with a 5-minute data-key cache; the wrapping KMS key rotates yearly.", "S", 2, "implicit", "another library and rotation, no change word"),
            ("Correction: the attachments bucket uses SSE-S3 (AES256), not SSE-KMS; only the backups bucket has a KMS key.", "S", 1, "correction", "the agent corrects the bucket encryption"),
            ("The staging database uses the AWS-managed `aws/rds` key; only production has a customer-managed one.", "N", None, "related", "another environment"),
            ("`labsync` encrypts the lab result files it caches on disk with a key from its own Secrets Manager entry and deletes them after 24 hours.", "N", None, "related", "another service"),
            ("Do we have to re-encrypt old attachments when the KMS key rotates? I believe KMS keeps the old key material, but let's confirm before the audit.", "N", None, "question", "a question"),
            ("Rotated the Tink keyset by hand today because a laptop with a production shell history was stolen; the 90-day schedule carries on from here.", "N", None, "plain", "a one-off rotation"),
            ("Added S3 Object Lock in governance mode on the attachments bucket so files can't be deleted for 30 days; the SSE-KMS setup is unchanged.", "N", None, "related", "an additional control beside the stored one"),
            ("X-rays and lab PDFs sit in `fh-records-prod`, encrypted server-side with KMS.", "R", None, "paraphrase", "restates the stored storage"),
            ("The Tink keyset itself is stored encrypted in the `crypto_keysets` table, and `api/crypto/fields.py` unwraps it at boot with `kms:Decrypt`.", "F", None, "detail", "detail of the stored encryption"),
            ("Phone numbers imported from the old clinic software in the March migration stay in plaintext until the `encrypt_legacy_contacts` backfill finishes next week; new records are encrypted as before.", "F", None, "scope", "a temporary exception for legacy rows"),
        ],
    ),
    # ---- English: dependency and image scanning ----
    (
        "en",
        [
            "Dependabot opens dependency update PRs for `api/` (pip) and `web/` (npm) weekly, on Mondays.",
            "Container images are scanned by Grype in the `image-scan` CI job; the build fails on High or Critical findings.",
            "Snyk monitors the production dependencies and opens a Jira ticket in the SEC project for each new vulnerability.",
        ],
        [
            ("Dependabot runs daily for `api/` and `web/` now; weekly was too slow for security fixes.", "S", 0, "now_uses", "the schedule changed"),
            ("`image-scan` only fails on Critical now; High findings are posted as a PR comment.", "S", 1, "now_uses", "the failing severity changed"),
            ("Grype was replaced by Trivy in `image-scan`; the severity gate is the same.", "S", 1, "replaced_by", "the scanner changed"),
            ("We let the Snyk contract lapse; Dependabot alerts now feed the SEC Jira project through the `security-alerts` webhook.", "S", 2, "dropped", "the monitoring service changed"),
            ("Dependency updates: Renovate with the `config:recommended` preset, PRs on weekends, automerge for patch updates in `web/`.", "S", 0, "implicit", "another update bot, no change word"),
            ("Correction: Snyk doesn't open Jira tickets; it sends a weekly email digest to security@, and someone files the tickets by hand.", "S", 2, "correction", "the agent corrects the ticket flow"),
            ("The `infra` repo's Terraform is scanned with Checkov in its own pipeline.", "N", None, "related", "another repo's scanning"),
            ("We added Socket on `web/` PRs to flag npm packages with install scripts; Dependabot and Snyk carry on unchanged.", "N", None, "related", "an additional control beside the stored ones"),
            ("Re-ran `image-scan` on PR #⟨pr1⟩ after the Grype database download timed out; it passed the second time.", "N", None, "plain", "a one-off rerun"),
            ("Should we also scan the images in ECR continuously with Inspector, not only at build time?", "N", None, "question", "a proposal"),
            ("Trialling Trivy in a non-blocking job next to `image-scan` for two weeks to compare findings; Grype stays the gate.", "N", None, "plain", "a trial in parallel"),
            ("A High or Critical finding from Grype fails `image-scan` and stops the build.", "R", None, "paraphrase", "restates the stored gate"),
            ("`.grype.yaml` ignores one `glibc` finding that has no Debian fix yet, reviewed every two weeks; every other High or Critical still fails the job.", "F", None, "scope", "an exception for one advisory"),
            ("Dependabot groups the `@types/*` updates into one PR and keeps at most 10 open PRs per ecosystem (`open-pull-requests-limit`).", "F", None, "detail", "detail of the stored bot config"),
        ],
    ),
    # ---- English: production access and break-glass ----
    (
        "en",
        [
            "Engineers reach production hosts only through the bastion `bastion.fernhollow.example`, with SSH keys registered in `infra/ssh/keys/`.",
            "Production database access is read-only, on the replica `db-ro.internal.fernhollow.example`, granted per request in #prod-access for 4 hours.",
            "Break-glass is the `fh-breakglass` AWS role, usable by the on-call lead only; every assumption of it pages the security channel.",
        ],
        [
            ("The bastion is gone; production access goes through AWS SSM Session Manager (`aws ssm start-session`), and `infra/ssh/keys/` was deleted.", "S", 0, "gone", "the access path changed"),
            ("Prod shell: `tsh ssh ops@api-prod-1` through Teleport, after a GitHub SSO login that yields a 12-hour certificate.", "S", 0, "implicit", "another access path, no change word"),
            ("Read-only prod database grants last 1 hour now instead of 4.", "S", 1, "instead_of", "the grant length changed"),
            ("Prod database access requests moved from #prod-access to the Opal app, and the data owner approves them rather than whoever is in the channel.", "S", 1, "moved", "the request process changed"),
            ("Break-glass is no longer limited to the on-call lead: anyone on the primary on-call rotation may assume `fh-breakglass`.", "S", 2, "no_longer", "who may use break-glass changed"),
            ("Correction: the break-glass role is `fh-emergency-admin`, not `fh-breakglass`, and a second person has to approve in PagerDuty before it can be assumed.", "S", 2, "correction", "the agent corrects the role and its rule"),
            ("Support agents view customer records through the admin panel with their Okta login; they never touch the database or the hosts.", "N", None, "related", "a rule for another role"),
            ("Used the break-glass role last night for INC-⟨inc2⟩ to restart the stuck `labsync` deployment; the security channel got paged as expected.", "N", None, "plain", "a one-off use under the stored rule"),
            ("Should the data team get standing read access to the replica instead of 4-hour grants? They ask every morning.", "N", None, "question", "a proposal"),
            ("Staging hosts are reachable over Tailscale without the bastion.", "N", None, "related", "another environment"),
            ("Gave Niko 4 hours of read access to `db-ro` for the invoice reconciliation, requested in #prod-access as usual.", "N", None, "plain", "an action that merely applies the stored rule"),
            ("To get onto a production box you SSH through `bastion.fernhollow.example`, and your key has to be in `infra/ssh/keys/`.", "R", None, "paraphrase", "restates the stored access path"),
            ("The bastion records every session with `tlog` into CloudWatch and drops connections idle for 15 minutes.", "F", None, "detail", "detail of the stored bastion"),
            ("During Saturday's Postgres 16 upgrade window the two DBAs get write access to the primary for 6 hours; the read-only replica rule holds for everyone else.", "F", None, "scope", "a temporary exception for two people"),
        ],
    ),
    # ---- English: audit logging ----
    (
        "en",
        [
            "Every view or change of a medical record writes a row to the `audit_events` table in the primary Postgres.",
            "Audit events are shipped to Datadog Logs and kept there for 15 months.",
            "CloudTrail for all AWS accounts goes to the `fh-log-archive` account, into an S3 bucket with Object Lock (compliance mode, 1 year).",
        ],
        [
            ("Record-access audit events don't go to Postgres any more: `api/audit/` publishes them to the Kinesis stream `fh-audit-prod`, and Firehose writes them to S3.", "S", 0, "moved", "the audit sink changed"),
            ("Audit events are shipped to Grafana Loki now, with 400 days of retention; the Datadog pipeline was shut down.", "S", 1, "switched", "the log platform changed"),
            ("Datadog keeps the audit logs for 7 years now, on the Flex Logs tier, because the veterinary board asked for it.", "S", 1, "now_uses", "the retention changed"),
            ("CloudTrail: one organisation trail into `fh-log-archive`, Object Lock in compliance mode with 7-year retention.", "S", 2, "implicit", "another retention, no change word"),
            ("CloudTrail logs land in the security account `fh-security` instead of `fh-log-archive`; the old bucket stays read-only until its lock expires.", "S", 2, "instead_of", "the log destination changed"),
            ("Correction: only changes to medical records are audited; plain views aren't written to `audit_events`.", "S", 0, "correction", "the agent corrects what is audited"),
            ("Dashboard logins and logouts are recorded in Okta's system log, not in `audit_events`.", "N", None, "related", "another kind of event"),
            ("We enabled GuardDuty in every account, with findings sent to the security channel; CloudTrail stays as it is.", "N", None, "related", "an additional control beside the stored one"),
            ("Should exports of a whole clinic's records get their own audit event type, so they stand out from single views?", "N", None, "question", "a proposal"),
            ("Pulled the `audit_events` rows for the Hagen complaint: a receptionist opened the dog's file three times on 2 May.", "N", None, "plain", "an action that merely uses the stored log"),
            ("Nobody audits reads of the analytics warehouse; it only holds pseudonymised data.", "N", None, "negation", "a negation about something else"),
            ("Opening or editing a medical record leaves a row in `audit_events` in the main Postgres database.", "R", None, "paraphrase", "restates the stored audit rule"),
            ("Each `audit_events` row holds the actor, the record, the action, the client IP and the request id; the app's database role has no UPDATE or DELETE grant on the table.", "F", None, "detail", "detail of the stored table"),
            ("Reads by the nightly reminder job aren't audited (it runs as `svc-reminders`, listed in `AUDIT_SKIP_ACTORS`); every human access still is.", "F", None, "scope", "an exception for one service account"),
        ],
    ),
    # ---- English: data retention and deletion ----
    (
        "en",
        [
            "When an owner deletes their account it is soft-deleted, and the `purge_accounts` job hard-deletes it after 30 days.",
            "The `api/` application logs are kept for 14 days in CloudWatch (log group `/fh/api/prod`).",
            "Production database backups (RDS automated snapshots) are kept for 35 days.",
        ],
        [
            ("Deleted owner accounts are hard-deleted after 7 days now; 30 was longer than the privacy notice promises.", "S", 0, "now_uses", "the grace period changed"),
            ("`api/` logs: Loki on our Grafana Cloud stack, 30-day retention.", "S", 1, "implicit", "another log store and retention, no change word"),
            ("RDS automated backups are kept for 14 days now, plus a monthly snapshot copied to the `fh-backup` account for a year.", "S", 2, "now_uses", "the backup retention changed"),
            ("We cut the retention of `/fh/api/prod` from 14 days to 7 so owner emails don't sit in logs longer than needed.", "S", 1, "from_to", "the log retention changed"),
            ("Database backups are taken by AWS Backup now (plan `fh-db-daily`, kept 90 days), and the RDS automated backups are down to 1 day.", "S", 2, "now_uses", "the backup mechanism and retention changed"),
            ("Correction: account deletion has no soft phase; `DELETE /api/me/` removes the account at once, and only the invoices are kept, anonymised, for the tax rules.", "S", 0, "correction", "the agent corrects the deletion flow"),
            ("`labsync` logs stay 3 days in CloudWatch, because lab results appear in them.", "N", None, "related", "another service's logs"),
            ("Staging snapshots are kept for 3 days.", "N", None, "related", "another environment"),
            ("Should we shorten backup retention too? A deleted account lives on in the snapshots for 35 more days.", "N", None, "question", "a proposal"),
            ("Deleted the account of owner #⟨acct⟩ by hand today at their lawyer's request, without waiting for `purge_accounts`.", "N", None, "plain", "a one-off action"),
            ("RDS snapshots for production go back 35 days.", "R", None, "paraphrase", "restates the stored retention"),
            ("`purge_accounts` is a Kubernetes CronJob that runs nightly at 02:00 UTC and also deletes the owner's uploaded files from S3.", "F", None, "detail", "detail of the stored job"),
            ("The medical records of a deleted owner's pets are kept for 7 years, as the veterinary rules require; `purge_accounts` removes only the owner's personal data.", "F", None, "scope", "what the stored deletion leaves out"),
            ("Soft-deleted accounts can't log in and are hidden from clinic search during the 30 days, and support can restore one on request.", "F", None, "detail", "detail of the stored grace period"),
        ],
    ),
    # ---- English: rate limits and abuse ----
    (
        "en",
        [
            "The login endpoint (`POST /api/auth/login/`) allows 5 attempts per minute per IP, enforced by nginx `limit_req` in the ingress.",
            "The public booking API allows 100 requests per minute per API key, enforced by Kong's rate-limiting plugin.",
            "The owner signup form is protected by reCAPTCHA v3, rejecting scores below 0.5.",
        ],
        [
            ("Login rate limiting moved from nginx into the app: `django-axes` locks an account for 15 minutes after 5 failed attempts.", "S", 0, "moved", "the mechanism and key changed"),
            ("Login attempts are limited to 10 per minute per IP now; clinics behind one NAT kept hitting the old limit.", "S", 0, "now_uses", "the limit changed"),
            ("Booking API limit: 300 requests per minute per key with bursts of 50 (Kong `rate-limiting-advanced`, sliding window).", "S", 1, "implicit", "another limit, no change word"),
            ("reCAPTCHA was replaced by Cloudflare Turnstile on the signup form.", "S", 2, "replaced_by", "the bot check changed"),
            ("The reCAPTCHA threshold on signup is 0.7 now; spam signups were getting through at 0.5.", "S", 2, "now_uses", "the threshold changed"),
            ("Correction: the booking API limit is per clinic, not per API key; a clinic with two keys shares one budget of 100 a minute.", "S", 1, "correction", "the agent corrects the limit key"),
            ("We added an AWS WAF rate-based rule of 2,000 requests per 5 minutes per IP in front of everything; the nginx login limit stays.", "N", None, "related", "an additional control beside the stored one"),
            ("The password reset endpoint has its own limit: 3 emails per hour per address.", "N", None, "related", "another endpoint's limit"),
            ("Could we key the login limit on the account instead of the IP? Credential stuffers rotate IPs anyway.", "N", None, "question", "a proposal"),
            ("Blocked `203.0.113.0/24` at the ingress for 24 hours after a credential-stuffing burst on the login endpoint.", "N", None, "plain", "a one-off incident action"),
            ("Kong caps each booking API key at 100 requests a minute.", "R", None, "paraphrase", "restates the stored limit"),
            ("Raised the booking API limit for the Tierarzt Lindenhof key to 1,000 a minute for their data import this weekend; it goes back to 100 on Monday.", "F", None, "scope", "a temporary exception for one key"),
            ("When the login limit trips, nginx answers `429` with `Retry-After: 60`, and the owner app shows a countdown.", "F", None, "detail", "detail of the stored limit"),
        ],
    ),
    # ---- German (beliefs in German): credentials and external access ----
    (
        "de",
        [
            "Das Datenbankpasswort des `api`-Dienstes wird alle 90 Tage von Hand rotiert; der Ablauf steht im Runbook `docs/runbooks/db-rotation.md`.",
            "Der Postgres-Benutzer von `labsync` hat nur Leserechte auf das Schema `lab_results`.",
            "SSH-Zugänge für Externe laufen nach 30 Tagen ab und müssen neu beantragt werden.",
        ],
        [
            ("Das `api`-Datenbankpasswort rotiert jetzt automatisch alle 30 Tage über die Rotations-Lambda von Secrets Manager; das Runbook brauchen wir nur noch im Notfall.", "S", 0, "now_uses", "rotation became automatic and more frequent"),
            ("Rechte von `labsync` in Postgres: `SELECT`, `INSERT` und `UPDATE` auf `lab_results`, sonst nichts.", "S", 1, "implicit", "more grants, no change word"),
            ("Korrektur: Externe SSH-Zugänge laufen nach 14 Tagen ab, nicht nach 30; ich hatte die alte Richtlinie im Kopf.", "S", 2, "correction", "the agent corrects the expiry"),
            ("Der Redis-Cache hat gar kein Passwort; er ist nur aus dem privaten Subnetz erreichbar.", "N", None, "negation", "a negation about something else"),
            ("Alle 90 Tage rotiert jemand das DB-Passwort von `api` per Hand, nach `docs/runbooks/db-rotation.md`.", "R", None, "paraphrase", "restates the stored rotation"),
            ("Für die Agentur, die gerade das Buchungs-Widget umbaut, laufen die SSH-Zugänge bis Projektende im Juni 60 Tage; für alle anderen Externen bleibt es bei 30.", "F", None, "scope", "a temporary exception for one agency"),
        ],
    ),
    # ---- German (beliefs in English): the WAF ----
    (
        "de",
        [
            "The public hosts sit behind AWS WAF with the `AWSManagedRulesCommonRuleSet` and `AWSManagedRulesKnownBadInputsRuleSet` rule groups.",
            "New WAF rules run in count mode for a week before they are switched to block.",
            "Requests from outside the EU and Switzerland are blocked at the WAF for the dashboard host.",
        ],
        [
            ("Die AWS-WAF-Regeln wurden durch die Cloudflare WAF mit dem OWASP Core Ruleset ersetzt; AWS WAF ist abgeschaltet.", "S", 0, "replaced_by", "the WAF changed"),
            ("Das Geoblocking für das Dashboard gibt es nicht mehr; Tierärzte im Urlaub konnten sich nicht anmelden.", "S", 2, "no_longer", "the geo block was removed"),
            ("Neue WAF-Regeln laufen jetzt nur 48 Stunden im Count-Modus, bevor sie blockieren.", "S", 1, "now_uses", "the count period changed"),
            ("Sollten wir auch das Bot-Control-Regelset aktivieren? Die Scraper auf der Klinikliste werden mehr.", "N", None, "question", "a proposal"),
            ("Ich habe heute Nacht `SizeRestrictions_BODY` kurz auf Count gestellt, weil Röntgenbild-Uploads blockiert wurden; morgen schauen wir uns das gemeinsam an.", "N", None, "plain", "a one-off override during an incident"),
            ("Der Pfad `/api/v1/attachments/` ist per Scope-down-Statement von `SizeRestrictions_BODY` ausgenommen; für alle anderen Pfade greift das Common Rule Set vollständig.", "F", None, "scope", "an exception for one path"),
        ],
    ),
    # ---- French (beliefs in French): session cookie and CSRF ----
    (
        "fr",
        [
            "Le cookie de session du tableau de bord, `fh_staff`, est `Secure`, `HttpOnly` et `SameSite=Lax`.",
            "La protection CSRF du tableau de bord repose sur le jeton CSRF de Django, envoyé dans l'en-tête `X-CSRFToken`.",
            "Les liens de réinitialisation de mot de passe sont valables 24 heures.",
        ],
        [
            ("Le cookie `fh_staff` est passé en `SameSite=Strict` ; les liens venant des e-mails ouvrent d'abord une page intermédiaire.", "S", 0, "switched", "the cookie attribute changed"),
            ("Un lien de réinitialisation de mot de passe expire désormais au bout d'une heure.", "S", 2, "now_uses", "the link lifetime changed"),
            ("CSRF sur le tableau de bord : le middleware `OriginCheckMiddleware` vérifie l'en-tête `Origin`, sans aucun jeton.", "S", 1, "implicit", "another CSRF mechanism, no change word"),
            ("L'application mobile n'utilise pas de cookies : elle envoie un jeton Bearer, donc pas de CSRF côté mobile.", "N", None, "related", "another app"),
            ("Faut-il ajouter le préfixe `__Host-` au cookie `fh_staff` ? Ça empêcherait un sous-domaine de l'écraser.", "N", None, "question", "a proposal"),
            ("Un lien de réinitialisation reste utilisable pendant 24 h.", "R", None, "paraphrase", "restates the stored lifetime"),
        ],
    ),
    # ---- French (beliefs in English): backups ----
    (
        "fr",
        [
            "Nightly `pg_dump` backups of the primary database are encrypted with `age` to the public key in `infra/backup/recipients.txt`.",
            "The backup private key is split with Shamir's scheme (3 of 5) among the founders and the head of engineering.",
            "A restore test of the latest backup runs every quarter, and the result is filed in the SEC Jira project.",
        ],
        [
            ("Les sauvegardes `pg_dump` ne sont plus chiffrées avec `age` : elles partent dans un bucket S3 chiffré avec une clé KMS dédiée, `alias/fh-backups`.", "S", 0, "no_longer", "the backup encryption changed"),
            ("Le test de restauration tourne maintenant chaque mois, automatiquement, via le job `restore-drill` dans GitHub Actions.", "S", 2, "now_uses", "the restore test cadence changed"),
            ("Correction : la clé privée des sauvegardes est découpée en 2 parts sur 3, pas 3 sur 5, et les parts sont dans les coffres 1Password de trois personnes.", "S", 1, "correction", "the agent corrects the key split"),
            ("Les sauvegardes de l'état Terraform du dépôt `infra` sont versionnées dans S3 avec MFA Delete ; rien à voir avec `pg_dump`.", "N", None, "related", "another repo's backups"),
            ("J'ai restauré la sauvegarde d'hier sur une base jetable pour retrouver une facture effacée par erreur ; le déchiffrement avec `age` a pris dix minutes.", "N", None, "plain", "a one-off restore that mentions the stored practice"),
            ("Le fichier `recipients.txt` contient deux clés publiques `age` : la clé principale et une clé de secours gardée hors ligne.", "F", None, "detail", "detail of the stored encryption"),
        ],
    ),
    # ---- Spanish (beliefs in Spanish): AWS console and keys ----
    (
        "es",
        [
            "El acceso a la consola de AWS es por AWS IAM Identity Center, con los usuarios sincronizados desde Okta.",
            "Nadie tiene usuarios IAM con claves de acceso permanentes; las credenciales temporales para scripts se sacan con `aws sso login`.",
            "Los permisos de producción en AWS se revisan cada seis meses.",
        ],
        [
            ("Consola de AWS: se entra con roles federados por SAML desde Google Workspace, un rol por equipo.", "S", 0, "implicit", "another login path, no change word"),
            ("La revisión de permisos de producción en AWS pasó a ser trimestral tras la auditoría ISO.", "S", 2, "now_uses", "the review cadence changed"),
            ("Las credenciales temporales para scripts salen ahora de `granted` (`assume prod-readonly`), que sustituyó a `aws sso login` en los portátiles.", "S", 1, "replaced_by", "the credential tool changed"),
            ("Los auditores externos reciben un rol `SecurityAudit` de solo lectura durante las dos semanas de auditoría.", "N", None, "related", "a rule for another role"),
            ("¿Deberíamos exigir `aws-vault` en los portátiles? Ahora las credenciales temporales quedan en la caché de la CLI.", "N", None, "question", "a proposal"),
            ("Entramos a la consola de AWS por IAM Identity Center, y los usuarios vienen de Okta.", "R", None, "paraphrase", "restates the stored login"),
            ("Las sesiones de `aws sso login` duran 8 horas y el conjunto de permisos que se asigna por defecto es `ProdReadOnly`.", "F", None, "detail", "detail of the stored access"),
        ],
    ),
    # ---- Spanish (beliefs in English): clinic API keys and webhooks ----
    (
        "es",
        [
            "Clinic API keys for the booking API are 32-byte random tokens prefixed `fhk_live_`, shown once and stored as SHA-256 hashes.",
            "Clinic API keys never expire; a clinic revokes a key from the dashboard's Integrations page.",
            "Webhooks we send to clinics are signed with HMAC-SHA256 in the `X-Fernhollow-Signature` header.",
        ],
        [
            ("Las claves de API de las clínicas caducan ahora a los 12 meses, y el panel avisa 30 días antes.", "S", 1, "now_uses", "keys now expire"),
            ("Las firmas de los webhooks pasaron de HMAC-SHA256 a Ed25519: la clave pública está en `/.well-known/webhook-keys` y la cabecera sigue siendo `X-Fernhollow-Signature`.", "S", 2, "from_to", "the signature scheme changed"),
            ("Los laboratorios asociados no usan estas claves: entran con OAuth a través de Keycloak.", "N", None, "related", "another kind of client"),
            ("Revoqué hoy la clave de la clínica Vetcan porque apareció en un repositorio público de su proveedor; ya tienen una nueva.", "N", None, "plain", "a one-off revocation"),
            ("La firma cubre la marca de tiempo `t=` y el cuerpo, y recomendamos a las clínicas rechazar mensajes de más de 5 minutos.", "F", None, "detail", "detail of the stored signature"),
        ],
    ),
    # ---- Portuguese (beliefs in Portuguese): analytics and data requests ----
    (
        "pt",
        [
            "Os dados de analytics (PostHog) guardam só o ID interno do tutor, nunca e-mail ou telefone.",
            "Os eventos do PostHog são apagados após 12 meses.",
            "Pedidos de exportação de dados pessoais (LGPD/RGPD) são atendidos em até 15 dias com o script `manage.py export_owner_data`.",
        ],
        [
            ("Os eventos do PostHog agora ficam só 90 dias.", "S", 1, "now_uses", "the retention changed"),
            ("Correção: o PostHog recebe também o e-mail do tutor, na propriedade `$email`, desde a integração com o CRM; não é só o ID.", "S", 0, "correction", "the agent corrects what is sent"),
            ("A exportação de dados agora é self-service: o tutor pede em Configurações › Privacidade e recebe um ZIP em até 48 horas; o script `export_owner_data` foi aposentado.", "S", 2, "now_uses", "the export process changed"),
            ("O Sentry também recebe só o ID do tutor, com `send_default_pii` desligado.", "N", None, "related", "another tool"),
            ("Vale a pena trocar o PostHog Cloud por uma instância própria, para os dados não saírem da UE?", "N", None, "question", "a proposal"),
            ("No PostHog vai apenas o ID interno do tutor; e-mail e telefone ficam de fora.", "R", None, "paraphrase", "restates the stored rule"),
            ("O `export_owner_data` gera um JSON com os pets, as consultas e as faturas, cifrado com uma senha que vai por SMS.", "F", None, "detail", "detail of the stored export"),
        ],
    ),
    # ---- Portuguese (beliefs in English): secret scanning ----
    (
        "pt",
        [
            "Secret scanning runs in CI with `gitleaks detect` on every PR; a finding fails the `secrets` job.",
            "GitHub push protection is on for all repositories in the `fernhollow` organisation.",
        ],
        [
            ("O `gitleaks` no CI foi substituído pelo TruffleHog (`trufflehog git --only-verified`), no mesmo job `secrets`.", "S", 0, "replaced_by", "the scanner changed"),
            ("Correção: a push protection só está ligada nos repositórios públicos; nos privados não temos GitHub Advanced Security.", "S", 1, "correction", "the agent corrects where push protection is on"),
            ("Marquei um falso positivo do `gitleaks` no PR #⟨pr2⟩ (uma chave de exemplo num teste) com `gitleaks:allow`.", "N", None, "plain", "a one-off suppression"),
            ("Também rodamos o `gitleaks` como hook de pre-commit nos notebooks dos devs; o job `secrets` no CI continua igual.", "N", None, "related", "an additional control beside the stored one"),
            ("O diretório `api/tests/fixtures/` está no `.gitleaksignore` porque tem chaves falsas de propósito; o resto do repositório é varrido normalmente.", "F", None, "scope", "an exception for one folder"),
        ],
    ),
    # ---- Italian (beliefs in Italian): dashboard roles ----
    (
        "it",
        [
            "Nel dashboard ci sono tre ruoli: `reception`, `vet` e `clinic_admin`.",
            "Solo `clinic_admin` può esportare le cartelle cliniche in CSV.",
            "I permessi sono definiti in `api/fernhollow/permissions.py` con i gruppi di Django.",
        ],
        [
            ("Ruoli del dashboard: `reception`, `vet`, `nurse`, `clinic_admin` e `group_admin` per le catene di cliniche.", "S", 0, "implicit", "another role list, no change word"),
            ("Ora anche i `vet` possono esportare in CSV, ma solo le cartelle dei propri pazienti.", "S", 1, "now_uses", "the export rule changed"),
            ("I permessi sono passati a policy Cerbos nella cartella `policies/` alla radice del repo; `permissions.py` interroga solo il PDP.", "S", 2, "moved", "the permission mechanism moved"),
            ("L'app mobile dei proprietari non ha ruoli: ogni proprietario vede solo i propri animali.", "N", None, "negation", "a negation about another app"),
            ("Serve un ruolo di sola lettura per i revisori esterni? Oggi gli diamo `reception`.", "N", None, "question", "a proposal"),
            ("L'export CSV delle cartelle è riservato al `clinic_admin`.", "R", None, "paraphrase", "restates the stored rule"),
        ],
    ),
    # ---- Italian (beliefs in English): security headers ----
    (
        "it",
        [
            "All web responses carry `Strict-Transport-Security: max-age=31536000; includeSubDomains`.",
            "`X-Frame-Options: DENY` is set on the dashboard so it can't be framed.",
            "Security headers are added by the CloudFront response headers policy `fh-security-headers`.",
        ],
        [
            ("L'header HSTS ora è `max-age=63072000; includeSubDomains; preload`: due anni, e il dominio è nella lista di preload.", "S", 0, "now_uses", "the HSTS header changed"),
            ("`X-Frame-Options` è stato sostituito da `frame-ancestors 'none'` nella CSP del dashboard.", "S", 1, "replaced_by", "the framing control changed"),
            ("Il widget di prenotazione non manda `X-Frame-Options`, perché le cliniche lo incorporano nei loro siti.", "N", None, "related", "another app"),
            ("Oggi ho invalidato la cache di CloudFront dopo aver corretto un refuso nella policy `fh-security-headers`.", "N", None, "plain", "an action that merely mentions the stored policy"),
            ("Il percorso `/embed/calendar` del dashboard è l'eccezione: lì `X-Frame-Options` non viene inviato, perché le catene incorporano il calendario nella loro intranet; il resto resta `DENY`.", "F", None, "scope", "an exception for one path"),
            ("La policy `fh-security-headers` imposta anche `Referrer-Policy: strict-origin-when-cross-origin` e `X-Content-Type-Options: nosniff`.", "F", None, "detail", "detail of the stored policy"),
        ],
    ),
    # ---- Japanese (beliefs in Japanese): Kubernetes secrets ----
    (
        "ja",
        [
            "Kubernetes の Secret は Sealed Secrets で暗号化して `infra/k8s/secrets/` にコミットしている。",
            "Sealed Secrets のコントローラ鍵は 30 日ごとに自動で更新される。",
            "本番クラスタの Secret を読めるのは `platform` チームの RBAC ロール `secret-reader` だけ。",
        ],
        [
            ("Sealed Secrets をやめて SOPS + age に移行した。`infra/k8s/secrets/` のファイルは `sops` で暗号化し、Flux が復号する。", "S", 0, "switched", "the secret encryption tool changed"),
            ("Sealed Secrets の鍵更新は 90 日ごとに変更した（`--key-renew-period=2160h`）。", "S", 1, "now_uses", "the renewal period changed"),
            ("本番クラスタの Secret を読めるのは break-glass ロールだけで、`platform` チームにも普段の読み取り権限はない。", "S", 2, "implicit", "another reader rule, no change word"),
            ("ステージングでは Secret を `values-staging.yaml` に平文で置いている。本番とは別管理。", "N", None, "related", "another environment"),
            ("Sealed Secrets の古い鍵はいつ削除していいの？ 更新後も古い鍵が残っているみたい。", "N", None, "question", "a question"),
            ("Secret は `kubeseal` で暗号化してから `infra/k8s/secrets/` にコミットする運用。", "R", None, "paraphrase", "restates the stored practice"),
        ],
    ),
    # ---- Japanese (beliefs in English): SSO for internal tools ----
    (
        "ja",
        [
            "Grafana is behind Okta SSO; the Okta group `grafana-editors` gets the Editor role.",
            "Argo CD logins go through Dex with the GitHub connector, limited to the `fernhollow/platform` team.",
            "The Sentry organisation uses Okta SAML with just-in-time provisioning.",
        ],
        [
            ("Argo CD のログインは Okta の OIDC を直接使う。Dex は入っていない。", "S", 1, "implicit", "another login path, no change word"),
            ("Grafana の Editor 権限は `grafana-editors` グループではなく、`eng-all` の全員に付くようになった。", "S", 0, "instead_of", "the editor group changed"),
            ("訂正：Sentry は Okta SAML ではなく GitHub ログインで、JIT プロビジョニングもない。招待は手動。", "S", 2, "correction", "the agent corrects the Sentry login"),
            ("PagerDuty も Okta SSO に追加した。Grafana や Sentry とは別の Okta アプリ。", "N", None, "related", "another tool"),
            ("新しく入った佐藤さんを Okta の `grafana-editors` グループに追加した。", "N", None, "plain", "an action under the stored rule"),
            ("Grafana の `Billing` フォルダは例外で、`finance` グループだけが閲覧できる。それ以外は通常の Okta 設定どおり。", "F", None, "scope", "an exception for one folder"),
        ],
    ),
    # ---- Korean (beliefs in Korean): PII in logs ----
    (
        "ko",
        [
            "`api/` 로그에서는 `structlog` 프로세서가 이메일과 전화번호를 마스킹한다.",
            "요청 본문은 로그에 남기지 않는다.",
            "Sentry 이벤트의 개인정보는 `before_send` 훅에서 제거한다.",
        ],
        [
            ("이제 4xx 응답의 요청 본문은 마스킹 프로세서를 거친 뒤 로그에 남긴다.", "S", 1, "now_uses", "request bodies are logged now"),
            ("Sentry 개인정보 제거는 `before_send` 훅 대신 Sentry 서버 쪽 Advanced Data Scrubbing 규칙으로 옮겼다.", "S", 2, "moved", "the scrubbing moved"),
            ("정정: `structlog` 프로세서는 이메일만 마스킹하고 전화번호는 그대로 남긴다. 전화번호 마스킹은 아직 PR 단계다.", "S", 0, "correction", "the agent corrects what is masked"),
            ("`labsync` 로그는 Go의 `slog`를 쓰고, 마스킹은 아예 없다.", "N", None, "related", "another service"),
            ("주소도 마스킹해야 하지 않을까? 방문 진료 기능이 생기면 로그에 주소가 찍힐 것 같다.", "N", None, "question", "a proposal"),
            ("마스킹 프로세서는 `api/logging/redact.py`에 있고, 이메일은 `j***@example.com`처럼 첫 글자만 남긴다.", "F", None, "detail", "detail of the stored masking"),
        ],
    ),
    # ---- Korean (beliefs in English): network access ----
    (
        "ko",
        [
            "Engineers reach internal services (Grafana, Argo CD, the staging cluster) over the Tailscale tailnet.",
            "Tailscale ACLs are kept in `infra/tailscale/policy.hujson` and applied by a GitHub Action.",
            "A device must pass a Kolide check (disk encryption on, OS up to date) before it can join the tailnet.",
        ],
        [
            ("Tailscale 대신 Cloudflare WARP와 Zero Trust 정책으로 내부 서비스에 접속한다.", "S", 0, "instead_of", "the access network changed"),
            ("Kolide는 더 이상 쓰지 않는다. 기기 상태 확인은 Jamf가 하고 결과를 Okta 기기 신뢰로 넘긴다.", "S", 2, "no_longer", "the device check changed"),
            ("클리닉 지점 PC는 tailnet에 들어오지 않고, 대시보드는 공용 인터넷으로만 쓴다.", "N", None, "related", "other devices"),
            ("오늘 Kolide 확인에 실패한 노트북 한 대를 tailnet에서 잠시 차단했다. OS 업데이트 후 다시 허용할 예정이다.", "N", None, "plain", "a one-off action under the stored rule"),
            ("Tailscale ACL은 `infra/tailscale/policy.hujson`에 있고 GitHub Action이 적용한다.", "R", None, "paraphrase", "restates the stored ACL setup"),
            ("외부 감사 기간 2주 동안 감사인 노트북 한 대는 Kolide 확인 없이 `tag:auditor`로 Grafana만 볼 수 있다. 다른 기기는 그대로 확인을 통과해야 한다.", "F", None, "scope", "a temporary exception for one device"),
        ],
    ),
    # ---- Chinese (beliefs in Chinese): image signing and admission ----
    (
        "zh",
        [
            "生产镜像在 CI 中用 cosign 做无密钥签名（Sigstore，GitHub OIDC 身份）。",
            "集群在准入时用 Kyverno 策略 `verify-images` 校验签名，未签名的镜像会被拒绝。",
            "生产集群只允许从 ECR 仓库 `fh-prod` 拉取镜像。",
        ],
        [
            ("镜像签名改用 KMS 密钥（`cosign sign --key awskms:///alias/fh-cosign`），不再用无密钥签名。", "S", 0, "switched", "the signing method changed"),
            ("准入校验从 Kyverno 换成了 Sigstore policy-controller，策略文件是 `infra/policy/cip-prod.yaml`。", "S", 1, "replaced_by", "the admission controller changed"),
            ("生产集群允许的镜像来源：ECR `fh-prod`，以及 `public.ecr.aws/docker/library`（仅限基础镜像）。", "S", 2, "implicit", "another allowed source, no change word"),
            ("staging 集群的 `verify-images` 策略是 Audit 模式，只记录不拒绝。", "N", None, "related", "another environment"),
            ("昨晚处理事故时给 `labsync` 临时加了一条 Kyverno PolicyException，今天上午已经删掉了。", "N", None, "plain", "a one-off exception already removed"),
            ("没有签名的镜像在准入阶段会被 Kyverno 的 `verify-images` 拦下。", "R", None, "paraphrase", "restates the stored admission rule"),
        ],
    ),
    # ---- Chinese (beliefs in English): pentests and bug bounty ----
    (
        "zh",
        [
            "An external penetration test of the API and the dashboard is done once a year, by Cobalt.",
            "The bug bounty programme is private, on HackerOne, with 40 invited researchers.",
            "Findings rated High must be fixed within 30 days, Critical within 7.",
        ],
        [
            ("漏洞赏金计划已经公开了，任何人都可以在 HackerOne 上提交。", "S", 1, "now_uses", "the programme became public"),
            ("高危漏洞的修复期限缩短为 14 天，严重漏洞仍然是 7 天。", "S", 2, "now_uses", "the High deadline changed"),
            ("渗透测试从每年一次改成每半年一次，供应商也从 Cobalt 换成了 NCC Group。", "S", 0, "from_to", "the cadence and vendor changed"),
            ("移动端 App 今年单独做了一次渗透测试，由另一家公司负责。", "N", None, "related", "another app's test"),
            ("要不要把 `labsync` 也纳入明年的渗透测试范围？", "N", None, "question", "a proposal"),
            ("HackerOne 计划的范围是 `api.fernhollow.example` 和 `app.fernhollow.example`，`book.` 子域名不在范围内。", "F", None, "detail", "detail of the stored programme"),
        ],
    ),
    # ---- Russian (beliefs in Russian): JWT signing keys ----
    (
        "ru",
        [
            "JWT для приложения владельцев подписываются RS256; открытые ключи публикуются в `/.well-known/jwks.json`.",
            "Ключ подписи JWT меняется вручную раз в 6 месяцев.",
            "Закрытый ключ подписи хранится в Vault, в `transit/keys/jwt-owner`.",
        ],
        [
            ("JWT теперь подписываются ES256 вместо RS256; JWKS остался по тому же адресу.", "S", 0, "instead_of", "the algorithm changed"),
            ("Ротация ключа подписи JWT: автоматически раз в 30 дней, старый ключ остаётся в JWKS ещё 7 дней.", "S", 1, "implicit", "another rotation, no change word"),
            ("Ключ подписи JWT переехал из Vault в AWS KMS (асимметричный ключ `alias/fh-jwt-owner`), подпись идёт через `kms:Sign`.", "S", 2, "moved", "the key store changed"),
            ("Токены для партнёрских лабораторий подписывает Keycloak своим ключом; к `jwt-owner` они отношения не имеют.", "N", None, "related", "another issuer"),
            ("Приложение владельцев получает JWT с подписью RS256, а открытые ключи лежат в `/.well-known/jwks.json`.", "R", None, "paraphrase", "restates the stored signing"),
            ("В заголовке каждого токена есть `kid`, по которому клиент выбирает ключ из JWKS; сам JWKS кэшируется на 10 минут.", "F", None, "detail", "detail of the stored JWKS"),
        ],
    ),
    # ---- Russian (beliefs in English): SMS one-time codes ----
    (
        "ru",
        [
            "SMS one-time codes for phone verification are sent through Twilio Verify.",
            "An owner can request at most 3 SMS codes per hour; the counter is kept in Redis.",
            "SMS codes are 6 digits and valid for 10 minutes.",
        ],
        [
            ("SMS-коды теперь отправляются через Vonage Verify; Twilio отключили из-за цены.", "S", 0, "now_uses", "the SMS provider changed"),
            ("Коды из SMS действуют 5 минут вместо 10.", "S", 2, "instead_of", "the code lifetime changed"),
            ("После волны SMS-накрутки вчера на сутки закрыли отправку кодов на номера трёх стран.", "N", None, "plain", "a one-off incident action"),
            ("Может, добавить лимит по IP, а не только по владельцу? Накрутка идёт с новых аккаунтов.", "N", None, "question", "a proposal"),
            ("Сотрудники входят в дашборд через Okta Verify; к SMS-кодам через Twilio это не относится.", "N", None, "related", "a rule for another role"),
            ("Для сотрудников поддержки, которые тестируют вход, лимит снят флагом `otp_limit_exempt`; для владельцев по-прежнему 3 кода в час.", "F", None, "scope", "an exception for support staff"),
        ],
    ),
    # ---- Dutch (beliefs in Dutch): access reviews and offboarding ----
    (
        "nl",
        [
            "Toegang tot productie wordt elk kwartaal herzien door de engineering manager, met een export uit Okta.",
            "Bij uitdiensttreding deactiveert HR het Okta-account binnen 24 uur, via BambooHR.",
            "Persoonlijke GitHub-accounts zijn toegestaan, zolang ze lid zijn van de organisatie `fernhollow` en 2FA aan hebben.",
        ],
        [
            ("De toegangsreview voor productie gebeurt nu maandelijks in Vanta, met automatische herinneringen aan de eigenaars.", "S", 0, "now_uses", "the review cadence and tool changed"),
            ("Uitdiensttreding: het Okta-account gaat automatisch op inactief zodra de einddatum in Personio verstrijkt.", "S", 1, "implicit", "another offboarding flow, no change word"),
            ("Persoonlijke GitHub-accounts mogen niet meer; iedereen krijgt een Enterprise Managed User via Okta.", "S", 2, "no_longer", "personal accounts are no longer allowed"),
            ("Freelancers hebben geen Okta-account; zij krijgen alleen gasttoegang tot één repository in GitHub.", "N", None, "related", "a rule for another role"),
            ("De review van dit kwartaal is klaar: twee oude stagiairsaccounts zijn verwijderd.", "N", None, "plain", "an event under the stored rule"),
            ("Elk kwartaal loopt de engineering manager de productietoegang na aan de hand van een Okta-export.", "R", None, "paraphrase", "restates the stored review"),
        ],
    ),
    # ---- Dutch (beliefs in English): the owner app on the device ----
    (
        "nl",
        [
            "The owner app pins the API's certificate: it pins the SPKI hash of the intermediate CA, with a backup pin.",
            "On the device, the refresh token is kept in the iOS Keychain and the Android Keystore through `flutter_secure_storage`.",
            "Release builds are obfuscated with `--obfuscate --split-debug-info`.",
        ],
        [
            ("De app doet geen certificate pinning meer; het leidde bijna tot een storing bij de laatste CA-wissel.", "S", 0, "no_longer", "pinning was removed"),
            ("Correctie: de app bewaart het refresh token onversleuteld in `shared_preferences`; `flutter_secure_storage` staat wel in `pubspec.yaml` maar wordt nergens gebruikt. Ticket SEC-⟨sec2⟩ is aangemaakt.", "S", 1, "correction", "the agent corrects where the token is kept"),
            ("De booking-site in de browser doet geen pinning; dat kan een browser ook niet.", "N", None, "negation", "a negation about another app"),
            ("Moeten we jailbreak- en rootdetectie toevoegen? Een kliniekketen vroeg ernaar in hun securityvragenlijst.", "N", None, "question", "a proposal"),
            ("De pins staan in `mobile/lib/net/pins.dart`; de back-up-pin is de SPKI-hash van de nieuwe intermediate die in september actief wordt.", "F", None, "detail", "detail of the stored pinning"),
            ("Debug-builds en de `staging`-flavor slaan pinning over; alleen release-builds tegen productie pinnen.", "F", None, "scope", "an exception for non-release builds"),
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
                "id": f"yf{n:03d}",
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
