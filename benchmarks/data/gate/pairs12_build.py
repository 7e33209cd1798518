# ruff: noqa: E501
"""Render pairs12.jsonl (round 25, written blind) from the rows below.

Stdlib only, fixed seeds: rerunning gives a byte-identical file.
Usage: python benchmarks/data/gate/pairs12_build.py [--stdout]
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).with_name("pairs12.jsonl")
SEED_ORDER = 25012
SEED_EXTRA = 25013

# Unrelated product facts; about a third of the English rows get one of these as an
# extra stored belief so the replaced one is not always one of two.
EXTRA = [
    "The help center is published in English, German and Spanish",
    "Customer success calls are booked through Calendly",
    "Support macros live in the shared Zendesk folder 'Macros v2'",
    "The brand colour in product emails is #2F6FEB",
    "The NPS survey is sent to admins once a quarter",
    "Release notes are posted on the blog every other Thursday",
    "Feature requests are tracked on the public Canny board",
    "Enterprise contracts are signed through DocuSign",
]

ROWS: list[tuple] = []
KEEP: set[int] = set()  # rows whose `existing` keeps its written order (traps)


def S(lang, phr, existing, target, new, note, keep=False):
    if keep:
        KEEP.add(len(ROWS))
    ROWS.append((lang, "supersedes", phr, existing, target, new, note))


def N(lang, label, phr, existing, new, note):
    ROWS.append((lang, label, phr, existing, None, new, note))


# ---------------------------------------------------------------- supersessions, English
S(
    "en",
    "implicit",
    ["Free plan: up to 3 projects per workspace", "The Pro plan costs $12 per seat per month"],
    0,
    "Release 4.18: Free workspaces get 5 projects.",
    "new project cap for the same plan, only the new value named",
)
S(
    "en",
    "implicit",
    [
        "The API rate limit on the Team plan is 600 requests per minute",
        "API keys can be rotated from Settings > Developer",
    ],
    0,
    "Changelog: Team plan API throughput doubled this week.",
    "doubled: 600 becomes 1,200 per minute",
)
S(
    "en",
    "from_to",
    [
        "Max attachment size in Tandem Chat is 50 MB",
        "Tandem Chat keeps message history for 90 days on Free",
    ],
    0,
    "Attachment cap went from 50 to a hundred megabytes in today's release.",
    "same cap, number in words",
)
S(
    "en",
    "implicit",
    [
        "Webhook deliveries are retried 3 times before being marked failed",
        "Webhook payloads are signed with HMAC-SHA256",
    ],
    0,
    "Webhook retries are now 2x what they were: six attempts before a delivery is marked failed.",
    "2x retry count",
)
S(
    "en",
    "implicit",
    [
        "Password reset links stay valid for 24 hours",
        "Login sessions expire after 30 days of inactivity",
    ],
    0,
    "Security update: password reset links now last half as long as before.",
    "halved: 24 h becomes 12 h",
)
S(
    "en",
    "negation",
    ["The export API times out after 30 s", "The import API accepts CSV and XLSX"],
    0,
    "Support note: export calls are cut off after a full minute now, not 30 seconds.",
    "new timeout with the old one denied",
)
S(
    "en",
    "now_uses",
    ["Starter is the cheapest paid plan at $9 a month", "Starter includes 2 seats"],
    0,
    "The Starter plan is now called Basic; the price stays $9.",
    "rename of the plan the belief names",
)
S(
    "en",
    "no_longer",
    [
        "The desktop app supports Windows 10 and 11 and macOS 12 or later",
        "The web app supports the last two versions of Chrome, Firefox, Safari and Edge",
    ],
    0,
    "We no longer support Windows 10 in the desktop app as of 7.0.",
    "one item of the platform list retired",
)
S(
    "en",
    "gone",
    ["Customers can sign in with Google, Microsoft or GitHub", "SAML SSO is Enterprise only"],
    0,
    "GitHub sign-in was sunset on 1 November; Google and Microsoft remain.",
    "sign-in list shrinks",
)
S(
    "en",
    "implicit",
    ["Data of a cancelled Free workspace is kept for 30 days", "Backups run nightly at 02:00 UTC"],
    0,
    "Q: how long do we keep a cancelled Free workspace's data? A: 60 days since the October policy update.",
    "change given as the answer to a question",
)
S(
    "en",
    "implicit",
    ["The Pro trial lasts 14 days", "The trial does not need a credit card"],
    0,
    "Every new signup gets a 21-day Pro trial.",
    "only the new length named",
)
S(
    "en",
    "implicit",
    [
        "The Business plan costs $49 per month billed annually",
        "The Business plan includes 10 seats",
    ],
    0,
    "Heads up for support: Business is $59 a month on annual billing from today, existing customers included.",
    "price change for the whole plan",
)
S(
    "en",
    "implicit",
    [
        "The Ledgerly iOS app supports iOS 15 and later",
        "The Ledgerly Android app needs Android 9 or later",
    ],
    0,
    "Release notes 5.2: minimum iOS version raised to 16.",
    "raised floor",
)
S(
    "en",
    "correction",
    ["Pixmill Free caps each image at 10 MB", "Pixmill Free stores up to 1,000 images"],
    0,
    "Correction to my earlier note: the Free per-image cap is 20 MB, not 10.",
    "self-correction of a number",
)
S(
    "en",
    "replaced_by",
    [
        "Invoices can be paid by card, SEPA debit or PayPal",
        "Invoices are issued in EUR, USD or GBP",
    ],
    0,
    "PayPal checkout was replaced by Apple Pay on the invoice payment page.",
    "one payment method swapped",
)
S(
    "en",
    "now_uses",
    [
        "When the storage quota is hit, users see 'Storage full - upgrade to keep uploading'",
        "Over-quota workspaces can still download files",
    ],
    0,
    "The storage-full banner now reads 'You've used all your storage. Free up space or upgrade.'",
    "message wording changed",
)
S(
    "en",
    "implicit",
    [
        "Acme Logistics' admin contact is Dana Whitfield (dana@acmelog.example)",
        "Acme Logistics is on the Enterprise plan",
    ],
    0,
    "Acme Logistics emailed: Dana has left, and their admin contact is Rui Okafor from now on.",
    "customer contact replaced",
)
S(
    "en",
    "implicit",
    ["Acme Logistics has 240 seats", "Acme Logistics renews every March"],
    0,
    "Acme Logistics added 60 seats at renewal, 300 in total.",
    "seat count for the same customer",
)
S(
    "en",
    "implicit",
    [
        "New workspaces have two-factor authentication off by default",
        "Admins can enforce 2FA for all members",
    ],
    0,
    "2FA is on by default for newly created workspaces since 6.4.",
    "default flipped",
)
S(
    "en",
    "implicit",
    [
        "Chat export is not available to workspaces hosted in the EU region",
        "EU-hosted workspaces store files in Frankfurt",
    ],
    0,
    "Chat export shipped for EU-hosted workspaces in today's release.",
    "feature now available where it was not",
)
S(
    "en",
    "implicit",
    [
        "The Search API allows 10 requests per second per token",
        "The Bulk API allows 2 requests per second per token",
    ],
    0,
    "Search API limit went up to 25 rps per token.",
    "the Search limit, not its sibling",
)
S(
    "en",
    "now_uses",
    [
        "Audit logs are kept for 180 days on Enterprise",
        "Audit logs are kept for 30 days on Business",
    ],
    0,
    "Enterprise audit log retention is now a full year.",
    "Enterprise retention, Business unchanged",
)
S(
    "en",
    "implicit",
    ["CSV imports are limited to 50,000 rows", "CSV imports must be UTF-8"],
    0,
    "The import row ceiling is 200k now.",
    "only the new value, abbreviated",
)
S(
    "en",
    "implicit",
    ["Report generation times out after 5 minutes", "Reports can be scheduled daily or weekly"],
    0,
    "Report generation gets 10 minutes before it's cancelled, as of 3.9.",
    "timeout doubled, said as a duration",
)
S(
    "en",
    "dropped",
    ["The Python SDK supports Python 3.8 to 3.12", "The Node SDK supports Node 18 and 20"],
    0,
    "Python SDK 4.0 dropped 3.8; it needs 3.9 or newer.",
    "floor raised by a drop",
)
S(
    "en",
    "gone",
    [
        "Self-hosted Corvid Backup runs on Ubuntu 20.04 and 22.04",
        "Corvid Backup's agent needs 2 GB of RAM",
    ],
    0,
    "Ubuntu 20.04 is gone from the supported list; it's 22.04 and 24.04 now.",
    "supported list changed",
)
S(
    "en",
    "implicit",
    [
        "Refunds are allowed within 14 days of purchase",
        "Refunds are issued to the original payment method",
    ],
    0,
    "Refund window is 30 days under the new terms of service.",
    "new window",
)
S(
    "en",
    "instead_of",
    ["Monthly invoices are emailed as PDF attachments", "Invoices are numbered INV-year-sequence"],
    0,
    "Invoices now arrive as a link to the billing portal instead of a PDF attachment.",
    "delivery changed",
)
S(
    "en",
    "switched",
    [
        "Status alerts reach customers by SMS and email",
        "Customers can subscribe to status alerts per component",
    ],
    0,
    "We switched status alerts from SMS to push notifications; email stays.",
    "one channel swapped",
)
S(
    "en",
    "moved",
    ["The data export button is under Settings > Account", "Only owners can export workspace data"],
    0,
    "Data export moved to Settings > Privacy in the new navigation.",
    "location changed",
)
S(
    "en",
    "from_to",
    ["The Team plan includes 100 GB of storage", "The Business plan includes 1 TB of storage"],
    0,
    "Team storage from 100 GB to 250 GB, effective today.",
    "Team, not Business",
)
S(
    "en",
    "no_longer",
    [
        "Free workspaces can invite up to 10 guests",
        "Guests can only see channels they are added to",
    ],
    0,
    "Free workspaces no longer get guest invites at all.",
    "feature removed from the plan",
)
S(
    "en",
    "implicit",
    [
        "Idle sessions in the admin console log out after 15 minutes",
        "The admin console requires 2FA",
    ],
    0,
    "The admin console now signs idle users out after half an hour.",
    "new value in words",
)
S(
    "en",
    "implicit",
    ["Video uploads are capped at 4 GB", "Videos are transcoded to 1080p"],
    0,
    "Video cap doubled in v12.",
    "4 GB becomes 8 GB, no number given",
)
S(
    "en",
    "implicit",
    ["Enterprise first-response SLA is 4 hours", "Business first-response SLA is 1 business day"],
    0,
    "Under the new support terms every Enterprise customer gets a first response within 1 hour.",
    "Enterprise SLA, not Business",
)
S(
    "en",
    "dropped",
    [
        "The Android app supports Android 8 and later",
        "The Android app is on Google Play and the Galaxy Store",
    ],
    0,
    "Android 8 and 9 were dropped; Android 10 is the floor.",
    "raised floor",
)
S(
    "en",
    "implicit",
    ["Free workspaces allow up to 10 members", "Free workspaces have 5 GB of storage"],
    0,
    "Free member cap was halved to 5.",
    "halved",
)
S(
    "en",
    "implicit",
    [
        "Scheduled emails can be set up to 30 days ahead",
        "Scheduled emails can be cancelled until they are sent",
    ],
    0,
    "Scheduled sends can be queued up to 90 days out since Tuesday.",
    "new horizon",
)
S(
    "en",
    "gone",
    ["The public API base URL is api.fernpay.example/v1", "API requests need a bearer token"],
    0,
    "v1 is retired; all calls go to api.fernpay.example/v2.",
    "base URL replaced",
)
S(
    "en",
    "implicit",
    ["Fernpay payouts arrive in 3 business days", "Payouts are sent in the account's currency"],
    0,
    "Payouts land the next business day for all accounts as of this week.",
    "payout speed",
)
S(
    "en",
    "implicit",
    [
        "Fernpay charges 2.9% + 30¢ per card transaction",
        "Fernpay charges 0.8% per ACH payment, capped at $5",
    ],
    0,
    "Card fee cut to 2.7% + 30¢ in the pricing update.",
    "card fee, ACH untouched",
)
S(
    "en",
    "implicit",
    [
        "HTTP 429 responses say 'Too many requests, try again later'",
        "HTTP 429 responses include a Retry-After header",
    ],
    0,
    "The 429 message was reworded to 'You're going a bit fast. Try again in a few seconds.'",
    "message wording",
)
S(
    "en",
    "implicit",
    [
        "In-app live chat is staffed 9:00-17:00 CET on weekdays",
        "Live chat is available on Pro and above",
    ],
    0,
    "Live chat is staffed around the clock, seven days a week, starting this month.",
    "hours changed",
)
S(
    "en",
    "implicit",
    ["Uploads over 100 MB are rejected with HTTP 413", "Uploads are virus-scanned"],
    0,
    "The 413 threshold is 250 MB after the CDN change.",
    "threshold changed",
)
S(
    "en",
    "implicit",
    ["Webhook endpoints get 10 seconds to respond", "Webhook backoff starts at 1 minute"],
    0,
    "Webhook endpoints get 15 s to respond before we give up, starting with 6.9.",
    "timeout changed; backoff sibling untouched",
)
S(
    "en",
    "implicit",
    [
        "Workspace ownership can only be transferred by support",
        "Workspace owners can delete the workspace",
    ],
    0,
    "Owners can transfer ownership themselves from Settings since 8.1; no ticket needed.",
    "support-only rule withdrawn",
)
S(
    "en",
    "implicit",
    ["Deleted files stay in the trash for 30 days", "Admins can restore files from the trash"],
    0,
    "Trash is emptied after 14 days now.",
    "shorter retention",
)
S(
    "en",
    "implicit",
    ["Pixmill's CLI is called `pix`", "The CLI uploads folders recursively"],
    0,
    "The `pix` CLI has been renamed to `pixmill`; `pix` stays as an alias until March.",
    "rename",
)
S(
    "en",
    "dropped",
    [
        "Two-factor codes can be sent by SMS or an authenticator app",
        "Backup codes are shown once at 2FA setup",
    ],
    0,
    "SMS codes for 2FA were switched off; authenticator apps and passkeys only.",
    "one method removed",
)
S(
    "en",
    "implicit",
    [
        "Borealis Foods is on the Business plan",
        "Borealis Foods' billing contact is ap@borealis.example",
    ],
    0,
    "Borealis Foods upgraded to Enterprise yesterday.",
    "customer's plan changed",
)
S(
    "en",
    "implicit",
    ["Borealis Foods' billing contact is ap@borealis.example", "Borealis Foods pays by SEPA debit"],
    0,
    "Please send Borealis invoices to finance@borealis.example from now on; the ap@ mailbox is closed.",
    "customer contact changed",
)
S(
    "en",
    "implicit",
    [
        "Enterprise customers can choose US or EU data residency",
        "Data residency is chosen when the workspace is created",
    ],
    0,
    "Enterprise data residency options are US, EU and Australia.",
    "closed list grows",
)
S(
    "en",
    "implicit",
    ["The API returns at most 100 items per page", "Pagination uses opaque cursors"],
    0,
    "Max page size is 500 since API version 2024-06.",
    "new page size",
)
S(
    "en",
    "implicit",
    ["Ledgerly bank feeds sync every 24 hours", "Bank feeds are read-only"],
    0,
    "Bank feeds refresh every 6 hours, four times as often as before.",
    "new interval",
)
S(
    "en",
    "implicit",
    [
        "The free tier includes 1,000 API calls per month",
        "Overage on paid tiers is billed per 10,000 calls",
    ],
    0,
    "Free-tier API allowance: 5k calls a month starting this billing cycle.",
    "new allowance",
)
S(
    "en",
    "implicit",
    [
        "Link previews are off by default in new channels",
        "Members can turn link previews on per channel",
    ],
    0,
    "Link previews default to on for new channels.",
    "default flipped",
)
S(
    "en",
    "implicit",
    ["Free video calls end after 40 minutes", "Free video calls allow up to 4 participants"],
    0,
    "Free calls end at 60 minutes now.",
    "call length, not participants",
)
S(
    "en",
    "correction",
    ["Business annual billing saves 15%", "Business can be billed monthly or annually"],
    0,
    "Sorry, I had that wrong in the KB: annual billing on Business saves 20%, not 15%.",
    "correction of a number",
)
S(
    "en",
    "implicit",
    ["Export files can be downloaded for 7 days", "Exports are delivered as ZIP files"],
    0,
    "Export download links expire after 48 hours now.",
    "shorter, said in hours",
)
S(
    "en",
    "no_longer",
    ["Pixmill accepts JPEG, PNG and GIF uploads", "Pixmill converts uploads to WebP on delivery"],
    0,
    "GIF uploads are no longer accepted; JPEG, PNG and WebP are.",
    "one list item out, one in",
)
S(
    "en",
    "implicit",
    ["Corvid Backup keeps 30 daily snapshots", "Corvid Backup keeps 12 monthly snapshots"],
    0,
    "Daily snapshot retention was bumped to 45.",
    "daily, not monthly",
)
S(
    "en",
    "implicit",
    [
        "A record can have at most 50 custom fields",
        "Custom fields can be text, number, date or select",
    ],
    0,
    "Ticket #48213, answer: yes, the custom field limit is 100 per record since 9.2.",
    "change told as a ticket answer",
)
S(
    "en",
    "implicit",
    [
        "Failed card charges are retried on days 1, 3 and 7",
        "After the last retry the subscription is paused",
    ],
    0,
    "Dunning retries run on days 1, 3, 7 and 14 since the billing update.",
    "schedule grows",
)
S(
    "en",
    "dropped",
    [
        "The browser extension supports Chrome and Edge",
        "The extension needs the desktop app to be signed in",
    ],
    0,
    "Edge support for the extension was discontinued; Chrome only.",
    "platform dropped",
)
S(
    "en",
    "implicit",
    [
        "Passwords must be at least 8 characters",
        "Passwords are checked against a breached-password list",
    ],
    0,
    "Passwords need at least 12 characters from now on.",
    "minimum raised",
)
S(
    "en",
    "implicit",
    [
        "Shipyard CI's free tier gives 2,000 build minutes a month",
        "Shipyard CI's Team tier gives 10,000 build minutes a month",
    ],
    0,
    "Free-tier build minutes were halved this cycle.",
    "free tier, not Team",
)
S(
    "en",
    "implicit",
    [
        "Shipyard CI jobs time out after 60 minutes by default",
        "Jobs can set their own timeout up to 6 hours",
    ],
    0,
    "The default job timeout went to 90 minutes for everyone.",
    "default changed, max untouched",
)
S(
    "en",
    "gone",
    ["Shipyard CI runs macOS builds on macOS 13", "macOS builds are billed at 10x the Linux rate"],
    0,
    "macOS builds run on macOS 14 images; the 13 images are gone.",
    "image changed",
)
S(
    "en",
    "from_to",
    ["The Pro plan includes 5 custom domains", "Custom domains get free TLS certificates"],
    0,
    "Custom domains on Pro went from five to ten.",
    "numbers in words",
)
S(
    "en",
    "from_to",
    ["Session tokens live for 60 minutes", "Refresh tokens live for 30 days"],
    0,
    "Access token lifetime changed from an hour to two hours.",
    "units changed; refresh token untouched",
)
S(
    "en",
    "instead_of",
    ["Ticket replies are sent from support@tandem.example", "Tickets are handled in Zendesk"],
    0,
    "Ticket replies now come from help@tandem.example instead of support@.",
    "sender address",
)
S(
    "en",
    "switched",
    [
        "The public status page is hosted on Statuspage",
        "The status page has one component per region",
    ],
    0,
    "We switched the status page to Instatus.",
    "vendor swapped",
)
S(
    "en",
    "moved",
    [
        "Pixmill serves EU customers' images from Frankfurt",
        "Pixmill serves US customers' images from Virginia",
    ],
    0,
    "EU image storage moved from Frankfurt to Amsterdam.",
    "EU, not US",
)
S(
    "en",
    "replaced_by",
    ["The Legacy plan is sold to nonprofits at $5 a month", "Nonprofits must send proof of status"],
    0,
    "The Legacy nonprofit plan was replaced by a 50% nonprofit discount on Pro.",
    "plan retired",
)
S(
    "en",
    "gone",
    ["Ledgerly's desktop app is available for macOS and Windows", "The desktop app updates itself"],
    0,
    "The Windows desktop app is gone; Windows users are pointed to the web app.",
    "platform retired",
)
S(
    "en",
    "now_uses",
    ["Receipt scanning reads English receipts only", "Receipt scanning is a Pro feature"],
    0,
    "Receipt scanning now reads English, French and German.",
    "'only' no longer true",
)
S(
    "en",
    "negation",
    ["Guests can see all public channels", "Guests cannot create channels"],
    0,
    "Guests can't see public channels any more unless they're added to them.",
    "explicit not",
)
S(
    "en",
    "negation",
    ["Chat exports include direct messages", "Chat exports are JSON files"],
    0,
    "Chat exports do not include DMs anymore, only channels.",
    "explicit not",
)
S(
    "en",
    "correction",
    ["Orchid Health's workspace is hosted in the US region", "Orchid Health signed a BAA"],
    0,
    "Correction: Orchid Health is in the EU region, I mixed them up with Orchard Health.",
    "corrected fact",
)
S(
    "en",
    "correction",
    ["The Team plan allows 50 members", "Team members can be guests or full members"],
    0,
    "Scratch my note above: Team tops out at 75 members; 50 was the old limit.",
    "correction",
)
S(
    "en",
    "implicit",
    ["Bulk delete accepts up to 500 records per request", "Bulk delete is irreversible"],
    0,
    "Bulk delete takes up to 2,000 records per call now.",
    "new cap",
)
S(
    "en",
    "dropped",
    [
        "Supported billing currencies are USD, EUR, GBP and CAD",
        "Prices are shown in the customer's currency",
    ],
    0,
    "CAD was dropped from the supported billing currencies.",
    "list shrinks",
)
S(
    "en",
    "implicit",
    ["SMS alerts are sent to US phone numbers only", "SMS alerts cost one credit each"],
    0,
    "SMS alerts reach Canada and the UK as well as the US since last Monday.",
    "'only' no longer true",
)
S(
    "en",
    "implicit",
    [
        "The Zapier integration is available on Pro and above",
        "Zapier runs count toward the API allowance",
    ],
    0,
    "The Zapier integration is on every plan, Free included, since last week.",
    "availability widened",
)
S(
    "en",
    "implicit",
    ["SAML SSO is Enterprise only", "SCIM provisioning is Enterprise only"],
    0,
    "SAML SSO came down to the Business plan in the October packaging.",
    "SAML, not SCIM",
)
S(
    "en",
    "now_uses",
    ["A workspace can have at most 5 API keys", "API keys can be scoped read-only"],
    0,
    "You can now create up to 20 API keys per workspace.",
    "new cap",
)
S(
    "en",
    "implicit",
    ["File names can be at most 128 characters", "File names cannot contain slashes"],
    0,
    "File names can be 255 characters long since the storage rewrite.",
    "new cap",
)
S(
    "en",
    "implicit",
    ["Invoices are due net 30", "Late invoices get a reminder after 7 days"],
    0,
    "Payment terms on invoices default to net 14 as of this quarter.",
    "new default terms",
)
S(
    "en",
    "implicit",
    ["Orchid Health's CSM is Priya Raman", "Orchid Health's renewal is in June"],
    0,
    "Orchid Health was handed over to Tomás Lindqvist as CSM this quarter.",
    "account owner changed",
)
S(
    "en",
    "implicit",
    ["The mobile app's offline cache holds 500 MB", "Offline mode is available on Pro"],
    0,
    "Offline cache size on mobile: 1 GB (was 500 MB).",
    "new value with the old in brackets",
)
S(
    "en",
    "implicit",
    ["The maximum number of dashboards per workspace is 20", "Dashboards refresh every 5 minutes"],
    0,
    "What's the dashboard limit now? 50 per workspace, per the 3.4 changelog.",
    "question answered in the same line",
)
S(
    "en",
    "from_to",
    ["Dashboards refresh every 5 minutes", "The maximum number of dashboards per workspace is 20"],
    0,
    "Dashboard refresh went from every five minutes to every sixty seconds.",
    "refresh, not the dashboard limit",
)
S(
    "en",
    "switched",
    ["Card payments are processed by Stripe", "Invoices are generated by Ledgerly itself"],
    0,
    "Card processing switched to Adyen last month.",
    "processor swapped",
)
S(
    "en",
    "implicit",
    [
        "Pixmill's image transformation API accepts images up to 25 megapixels",
        "Transformations are cached for 30 days",
    ],
    0,
    "The transformation API now handles images up to 50 MP.",
    "doubled limit in other units",
)
S(
    "en",
    "replaced_by",
    ["The 'Viewer' role can comment but not edit", "The 'Editor' role can edit but not delete"],
    0,
    "The Viewer role was replaced by 'Commenter' (same rights) and a new read-only Viewer.",
    "role definition changed",
)

# Two stored beliefs changed by one statement: two rows with the same `new`.
S(
    "en",
    "implicit",
    ["The Pro plan costs $12 per seat per month", "Pro includes 100 GB of storage"],
    0,
    "Pricing update: Pro goes to $15 per seat and Team to $25 per seat.",
    "two-belief change, Pro price",
)
S(
    "en",
    "implicit",
    ["The Team plan costs $20 per seat per month", "Team includes SSO with Google"],
    0,
    "Pricing update: Pro goes to $15 per seat and Team to $25 per seat.",
    "two-belief change, Team price",
)
S(
    "en",
    "implicit",
    ["The upload cap is 500 MB per file", "Uploads resume after a dropped connection"],
    0,
    "v9 release notes: the upload cap and the API request timeout were both doubled.",
    "two-belief change, upload cap",
)
S(
    "en",
    "implicit",
    ["API requests time out after 30 seconds", "API requests must use TLS 1.2 or later"],
    0,
    "v9 release notes: the upload cap and the API request timeout were both doubled.",
    "two-belief change, API timeout",
)
S(
    "en",
    "dropped",
    [
        "The desktop app supports Windows 10 and 11",
        "The desktop app is signed with an EV certificate",
    ],
    0,
    "Windows 10 and macOS 12 were both dropped from the desktop app's support list.",
    "two-belief change, Windows",
)
S(
    "en",
    "dropped",
    ["The desktop app supports macOS 12 and later", "The macOS app is notarized"],
    0,
    "Windows 10 and macOS 12 were both dropped from the desktop app's support list.",
    "two-belief change, macOS",
)

# Wrong-target traps: the written order is kept so both orders appear.
S(
    "en",
    "from_to",
    [
        "Pro includes 100 GB of storage per workspace; Free gets 5 GB",
        "Pro includes 250 GB of storage per workspace",
    ],
    0,
    "Pro storage went from 100 GB to 250 GB per workspace.",
    "trap: closes the 100 GB belief, not the one it confirms",
    keep=True,
)
S(
    "en",
    "from_to",
    [
        "Webhook deliveries time out after 30 s",
        "Webhook deliveries time out after 10 s; retries use exponential backoff",
    ],
    1,
    "Webhook timeout was raised from 10 to 30 seconds.",
    "trap: closes the 10 s belief, not the one it confirms",
    keep=True,
)
S(
    "en",
    "switched",
    ["Card payments go through Braintree", "Card payments go through Stripe; invoices are PDF"],
    1,
    "We switched card payments from Stripe to Braintree.",
    "trap: closes Stripe, not Braintree",
    keep=True,
)
S(
    "en",
    "no_longer",
    [
        "Exports are available in CSV and JSON; XML was retired",
        "Exports are available in CSV, JSON and XML",
    ],
    1,
    "Exports no longer come in XML; CSV and JSON remain.",
    "trap: closes the list with XML",
    keep=True,
)

# ---------------------------------------------------------------- negatives, English
N(
    "en",
    "refines",
    "scope",
    [
        "The Team plan API limit is 600 requests per minute",
        "API keys can be rotated from Settings > Developer",
    ],
    "We raised Acme Logistics' API limit to 2,000 rpm as a one-off on their Team contract.",
    "one customer's exception",
)
N(
    "en",
    "refines",
    "scope",
    [
        "Max attachment size in Tandem Chat is 50 MB",
        "Tandem Chat keeps message history for 90 days on Free",
    ],
    "Enterprise workspaces can attach files up to 1 GB.",
    "one plan's exception",
)
N(
    "en",
    "refines",
    "scope",
    [
        "Refunds are allowed within 14 days of purchase",
        "Refunds are issued to the original payment method",
    ],
    "Annual plans bought through a reseller follow the reseller's refund policy.",
    "one channel's exception",
)
N(
    "en",
    "refines",
    "scope",
    ["Data of a cancelled workspace is kept for 30 days", "Backups run nightly at 02:00 UTC"],
    "For Orchid Health we hold data for 90 days after cancellation under their BAA.",
    "one customer",
)
N(
    "en",
    "refines",
    "scope",
    ["Free plan: up to 3 projects per workspace", "Free workspaces have 5 GB of storage"],
    "Students verified through GitHub Education get 10 projects on Free.",
    "one group",
)
N(
    "en",
    "refines",
    "scope",
    ["Pixmill Free caps each image at 10 MB", "Pixmill Free stores up to 1,000 images"],
    "During the spring promo week Free users can upload 25 MB images; it goes back to 10 MB on Monday.",
    "temporary",
)
N(
    "en",
    "refines",
    "scope",
    [
        "Password reset links stay valid for 24 hours",
        "Login sessions expire after 30 days of inactivity",
    ],
    "For accounts flagged by fraud review, reset links last only 1 hour.",
    "flagged accounts only",
)
N(
    "en",
    "refines",
    "scope",
    [
        "Chat export is not available to workspaces hosted in the EU region",
        "EU-hosted workspaces store files in Frankfurt",
    ],
    "Chat export for EU workspaces is in a private beta with six customers.",
    "beta for a few customers",
)
N(
    "en",
    "novel",
    "question",
    ["Video uploads are capped at 4 GB", "Videos are transcoded to 1080p"],
    "Preview: 16 GB video uploads are being tried by the internal team behind a flag.",
    "internal preview, nothing changed for users",
)
N(
    "en",
    "novel",
    "question",
    ["The desktop app supports Windows 11 and macOS 13 or later", "The desktop app updates itself"],
    "A Linux beta of the desktop app is out to testers.",
    "beta of another platform",
)
N(
    "en",
    "refines",
    "scope",
    [
        "Webhook deliveries are retried 3 times before being marked failed",
        "Webhook payloads are signed with HMAC-SHA256",
    ],
    "Early access: customers can ask support to set a custom retry count for their webhooks.",
    "opt-in early access; the default stays",
)
N(
    "en",
    "novel",
    "question",
    [
        "The Team plan API limit is 600 requests per minute",
        "The Business plan API limit is 1,500 requests per minute",
    ],
    "Q3 roadmap: revisit the Team rate limit, maybe double it.",
    "roadmap item",
)
N(
    "en",
    "novel",
    "question",
    ["The Pro plan costs $12 per seat per month", "Pro includes 100 GB of storage"],
    "Finance is proposing $14 per seat for Pro next year; nothing is decided.",
    "proposal",
)
N(
    "en",
    "novel",
    "question",
    [
        "The Ledgerly iOS app supports iOS 15 and later",
        "The Ledgerly Android app needs Android 9 or later",
    ],
    "We plan to raise the iOS minimum to 17 in the autumn release.",
    "plan",
)
N(
    "en",
    "novel",
    "question",
    ["Customers can sign in with Google, Microsoft or GitHub", "SAML SSO is Enterprise only"],
    "Product wants to sunset GitHub sign-in eventually; there's no date.",
    "wish without a date",
)
N(
    "en",
    "novel",
    "question",
    ["Deleted files stay in the trash for 30 days", "Admins can restore files from the trash"],
    "There's an RFC to shorten trash retention to 14 days to save storage.",
    "RFC",
)
N(
    "en",
    "novel",
    "question",
    [
        "The desktop app supports Windows 10 and 11",
        "The desktop app is signed with an EV certificate",
    ],
    "Windows 10 support will end after Microsoft's extended updates stop; we'll announce a date.",
    "future end",
)
N(
    "en",
    "novel",
    "question",
    ["Free workspaces have 5 GB of storage", "Free workspaces allow up to 10 members"],
    "If Q2 costs come in under budget, Free storage goes to 10 GB.",
    "conditional",
)
N(
    "en",
    "novel",
    "question",
    [
        "Refunds are allowed within 14 days of purchase",
        "Refund requests are answered within 2 business days",
    ],
    "Should legal approve the new terms, the refund window would become 30 days.",
    "conditional",
)
N(
    "en",
    "refines",
    "scope",
    ["Enterprise first-response SLA is 4 hours", "Business first-response SLA is 1 business day"],
    "Enterprise customers who buy the Premium Support add-on get a 1-hour first response.",
    "add-on only",
)
N(
    "en",
    "novel",
    "question",
    ["Max attachment size in Tandem Chat is 50 MB", "Attachments are virus-scanned"],
    "Customer asks: is the 50 MB attachment cap going up any time soon?",
    "question",
)
N(
    "en",
    "novel",
    "question",
    [
        "Data of a cancelled workspace is kept for 30 days",
        "Owners get a reminder email before deletion",
    ],
    "Ticket 55120: can we keep their data longer than 30 days after cancellation if they pay?",
    "question",
)
N(
    "en",
    "novel",
    "question",
    [
        "Login sessions expire after 30 days of inactivity",
        "Sessions can be revoked from Settings > Security",
    ],
    "Did session expiry drop to 7 days in the last release? A user says they get logged out more often.",
    "question quoting a new value",
)
N(
    "en",
    "novel",
    "question",
    [
        "The Search API allows 10 requests per second per token",
        "The Bulk API allows 2 requests per second per token",
    ],
    "Is the search limit counted per token or per workspace?",
    "question",
)
N(
    "en",
    "novel",
    "plain",
    ["Free workspaces allow up to 10 members", "Free workspaces have 5 GB of storage"],
    "Lots of complaints that 10 members on Free is too few; people want 20.",
    "complaint",
)
N(
    "en",
    "novel",
    "plain",
    ["Free video calls end after 40 minutes", "Free video calls allow up to 4 participants"],
    "A customer wrote that 40 minutes is ridiculous and they'd pay for 2 hours.",
    "complaint",
)
N(
    "en",
    "novel",
    "plain",
    [
        "Passwords must be at least 8 characters",
        "Passwords are checked against a breached-password list",
    ],
    "I wish we required 12-character passwords; 8 feels weak.",
    "wish",
)
N(
    "en",
    "novel",
    "plain",
    ["Dark mode is not available in the mobile app", "The mobile app supports English and Spanish"],
    "Dark mode on mobile is the most requested feature in this month's tickets.",
    "request",
)
N(
    "en",
    "novel",
    "related",
    ["The Pro plan costs $12 per seat per month", "Pro includes 100 GB of storage"],
    "Pro used to be $10 per seat back in 2022.",
    "history",
)
N(
    "en",
    "novel",
    "related",
    ["Uploads over 100 MB are rejected with HTTP 413", "Uploads are virus-scanned"],
    "Before the CDN move the 413 limit was 50 MB.",
    "history",
)
N(
    "en",
    "novel",
    "related",
    [
        "The desktop app supports Windows 10 and 11 and macOS 12 or later",
        "The desktop app updates itself",
    ],
    "Windows 8.1 support ended in 2023.",
    "history of a platform not on the list",
)
N(
    "en",
    "novel",
    "related",
    ["The Pro trial lasts 14 days", "The trial does not need a credit card"],
    "Trials were 30 days when we launched.",
    "history",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["The export API times out after 30 s", "The import API accepts CSV and XLSX"],
    "Export requests are cancelled after half a minute.",
    "same value, other units",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["The Team plan includes 100 GB of storage", "The Business plan includes 1 TB of storage"],
    "Team workspaces get 0.1 TB of storage.",
    "same value, other units",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "Audit logs are kept for 180 days on Enterprise",
        "Audit logs are kept for 30 days on Business",
    ],
    "Enterprise audit logs go back about six months.",
    "same value, other units",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "The Team plan API limit is 600 requests per minute",
        "API keys can be rotated from Settings > Developer",
    ],
    "Team tokens can make 10 calls a second on average, 600 a minute.",
    "same value, other units",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "Idle sessions in the admin console log out after 15 minutes",
        "The admin console requires 2FA",
    ],
    "A quarter of an hour of inactivity logs you out of the admin console.",
    "same value in words",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Webhook endpoints get 10 seconds to respond", "Webhook backoff starts at 1 minute"],
    "We wait 10,000 ms for a webhook response.",
    "same value in ms",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Corvid Backup keeps 30 daily snapshots", "Corvid Backup keeps 12 monthly snapshots"],
    "Corvid keeps a month of daily snapshots.",
    "same value in words",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Enterprise first-response SLA is 4 hours", "Business first-response SLA is 1 business day"],
    "Enterprise tickets get a first reply within 240 minutes.",
    "same value in minutes",
)
N(
    "en",
    "novel",
    "related",
    [
        "The Search API allows 10 requests per second per token",
        "Search results are capped at 10,000 hits",
    ],
    "The Reports API allows 5 requests per second per token.",
    "sibling endpoint",
)
N(
    "en",
    "novel",
    "from_to",
    ["The Team plan includes 100 GB of storage", "Team storage is pooled across the workspace"],
    "Business storage went from 1 TB to 2 TB.",
    "sibling plan changed",
)
N(
    "en",
    "novel",
    "now_uses",
    ["Webhook endpoints get 10 seconds to respond", "Webhook backoff starts at 1 minute"],
    "The OAuth token endpoint now times out after 20 s.",
    "sibling endpoint's timeout",
)
N(
    "en",
    "novel",
    "now_uses",
    ["The Ledgerly Android app needs Android 9 or later", "The Android app is on Google Play"],
    "The Ledgerly iOS app now needs iOS 16.",
    "sibling platform",
)
N(
    "en",
    "novel",
    "related",
    ["Audit logs are kept for 180 days on Enterprise", "Audit logs can be exported as CSV"],
    "Business audit log retention doubled to 60 days.",
    "sibling plan",
)
N(
    "en",
    "novel",
    "related",
    [
        "Acme Logistics' admin contact is Dana Whitfield (dana@acmelog.example)",
        "Acme Logistics is on the Enterprise plan",
    ],
    "Acme Freight's admin contact is Jo Baptiste from now on.",
    "similarly named customer",
)
N(
    "en",
    "novel",
    "dropped",
    ["The Python SDK supports Python 3.8 to 3.12", "The Python SDK is on PyPI as fernpay"],
    "The Node SDK dropped Node 16.",
    "sibling SDK",
)
N(
    "en",
    "novel",
    "related",
    [
        "The free tier includes 1,000 API calls per month",
        "Overage on paid tiers is billed per 10,000 calls",
    ],
    "The free tier allows 100 webhook deliveries a day.",
    "sibling quota",
)
N(
    "en",
    "novel",
    "from_to",
    [
        "Fernpay charges 2.9% + 30¢ per card transaction",
        "Fernpay charges 0.8% per ACH payment, capped at $5",
    ],
    "The international card surcharge went from 1% to 1.5%.",
    "a separate surcharge",
)
N(
    "en",
    "novel",
    "related",
    ["Pixmill Free stores up to 1,000 images", "Pixmill Free caps each image at 10 MB"],
    "Pixmill Pro stores up to 100,000 images.",
    "sibling plan",
)
N(
    "en",
    "novel",
    "related",
    [
        "Password reset links stay valid for 24 hours",
        "Login sessions expire after 30 days of inactivity",
    ],
    "Email verification links expire after 72 hours.",
    "sibling link",
)
N(
    "en",
    "novel",
    "related",
    ["Export files can be downloaded for 7 days", "Exports are delivered as ZIP files"],
    "Shared file links expire after 30 days by default.",
    "sibling link",
)
N(
    "en",
    "novel",
    "related",
    [
        "Refunds are allowed within 14 days of purchase",
        "Refunds are issued to the original payment method",
    ],
    "Chargeback disputes are answered within 10 business days.",
    "related process",
)
N(
    "en",
    "refines",
    "detail",
    ["Max attachment size in Tandem Chat is 50 MB", "Attachments are virus-scanned"],
    "The 50 MB attachment cap is checked after compression, so some bigger raw videos get through.",
    "detail, same cap",
)
N(
    "en",
    "refines",
    "detail",
    [
        "Webhook deliveries are retried 3 times before being marked failed",
        "Webhook payloads are signed with HMAC-SHA256",
    ],
    "The three webhook retries are spaced 1, 5 and 30 minutes apart.",
    "detail, same count",
)
N(
    "en",
    "refines",
    "negation",
    ["The Pro trial lasts 14 days", "The trial does not need a credit card"],
    "The 14-day Pro trial starts at signup, not at first login.",
    "clarifying not",
)
N(
    "en",
    "refines",
    "detail",
    [
        "The Team plan API limit is 600 requests per minute",
        "API keys can be rotated from Settings > Developer",
    ],
    "The 600 rpm Team limit is enforced per API token over a sliding window.",
    "detail",
)
N(
    "en",
    "refines",
    "detail",
    ["Data of a cancelled workspace is kept for 30 days", "Backups run nightly at 02:00 UTC"],
    "After those 30 days the data also leaves the backups within a week.",
    "detail",
)
N(
    "en",
    "refines",
    "detail",
    [
        "The Business plan costs $49 per month billed annually",
        "The Business plan includes 10 seats",
    ],
    "Business stays at $49 a month on annual billing; month-to-month it's $59.",
    "detail, annual price kept",
)
N(
    "en",
    "refines",
    "detail",
    [
        "The Ledgerly iOS app supports iOS 15 and later",
        "The Ledgerly Android app needs Android 9 or later",
    ],
    "iOS 15 is still the floor, and iPadOS follows the same minimum.",
    "detail",
)
N(
    "en",
    "refines",
    "detail",
    ["CSV imports are limited to 50,000 rows", "CSV imports must be UTF-8"],
    "The 50k row limit doesn't count the header row.",
    "detail",
)
N(
    "en",
    "refines",
    "detail",
    [
        "Audit logs are kept for 180 days on Enterprise",
        "Audit logs are kept for 30 days on Business",
    ],
    "Enterprise keeps audit logs 180 days and can stream them to a SIEM to keep them longer.",
    "detail",
)
N(
    "en",
    "refines",
    "example",
    [
        "The Team plan API limit is 600 requests per minute",
        "HTTP 429 responses include a Retry-After header",
    ],
    "Docs example: a client sending 1,000 requests in one minute starts getting 429s after the 600th.",
    "example number",
)
N(
    "en",
    "refines",
    "example",
    ["Uploads over 100 MB are rejected with HTTP 413", "Uploads are virus-scanned"],
    "KB article: for example, a 2 GB upload is refused with a 413 straight away.",
    "example number",
)
N(
    "en",
    "refines",
    "example",
    ["The Team plan includes 100 GB of storage", "Extra storage costs $0.10 per GB per month"],
    "Pricing page example: a Team workspace storing 130 GB pays overage on 30 GB.",
    "example consistent with 100 GB",
)
N(
    "en",
    "refines",
    "example",
    ["Webhook endpoints get 10 seconds to respond", "Webhook backoff starts at 1 minute"],
    "Sample in the docs: if your endpoint takes 12 s, the delivery counts as failed and is retried.",
    "example",
)
N(
    "en",
    "refines",
    "example",
    [
        "Login sessions expire after 30 days of inactivity",
        "Sessions can be revoked from Settings > Security",
    ],
    "For instance, someone last active on 1 March is signed out on 31 March.",
    "example",
)
N(
    "en",
    "novel",
    "switched",
    ["The Pro plan costs $12 per seat per month", "Pro includes 100 GB of storage"],
    "We switched the billing email template to the new brand font.",
    "change word about something not stored",
)
N(
    "en",
    "novel",
    "moved",
    ["Max attachment size in Tandem Chat is 50 MB", "Attachments are virus-scanned"],
    "The help-center article on attachments moved to the Files section.",
    "article moved, cap untouched",
)
N(
    "en",
    "novel",
    "replaced_by",
    ["Customers can sign in with Google, Microsoft or GitHub", "SAML SSO is Enterprise only"],
    "The sign-in page's illustration was replaced by a plain form.",
    "page design",
)
N(
    "en",
    "novel",
    "no_longer",
    [
        "The Ledgerly iOS app supports iOS 15 and later",
        "The Ledgerly Android app needs Android 9 or later",
    ],
    "We no longer write release notes in the App Store's What's New box; they're on the blog.",
    "process, not the floor",
)
N(
    "en",
    "novel",
    "now_uses",
    ["Free plan: up to 3 projects per workspace", "Free workspaces have 5 GB of storage"],
    "Project templates now come with sample data.",
    "templates, not the cap",
)
N(
    "en",
    "novel",
    "gone",
    [
        "Data of a cancelled workspace is kept for 30 days",
        "Owners get a reminder email before deletion",
    ],
    "The old Retention tab is gone from the admin sidebar; the setting lives under Data.",
    "UI move, value untouched",
)
N(
    "en",
    "novel",
    "instead_of",
    [
        "Refunds are allowed within 14 days of purchase",
        "Refunds are issued to the original payment method",
    ],
    "Refund requests come in through a web form instead of email now.",
    "intake channel, not the window",
)
N(
    "en",
    "novel",
    "dropped",
    [
        "Fernpay charges 2.9% + 30¢ per card transaction",
        "Fernpay payouts arrive in 3 business days",
    ],
    "Fernpay dropped paper statements.",
    "unrelated item dropped",
)
N(
    "en",
    "novel",
    "instead_of",
    ["The export API times out after 30 s", "Exports are delivered as ZIP files"],
    "Export files are named workspace-date.zip instead of export.zip now.",
    "file naming",
)
N(
    "en",
    "novel",
    "from_to",
    ["Corvid Backup keeps 30 daily snapshots", "Corvid Backup keeps 12 monthly snapshots"],
    "The nightly backup job moved from 02:00 to 03:00 UTC.",
    "schedule not stored",
)
N(
    "en",
    "redundant",
    "from_to",
    [
        "Team storage is 250 GB since the October update",
        "The Business plan includes 1 TB of storage",
    ],
    "Reminder: Team storage went from 100 GB to 250 GB in October.",
    "change already reflected",
)
N(
    "en",
    "redundant",
    "dropped",
    ["The desktop app no longer supports Windows 10 (since 7.0)", "The desktop app updates itself"],
    "Windows 10 was dropped from the desktop app in 7.0.",
    "change already reflected",
)
N(
    "en",
    "redundant",
    "instead_of",
    [
        "Invoices are sent as billing-portal links, not PDF attachments",
        "Invoices are numbered INV-year-sequence",
    ],
    "Invoices come as portal links instead of PDFs.",
    "already reflected",
)
N(
    "en",
    "redundant",
    "now_uses",
    ["Pixmill's CLI is named `pixmill` (formerly `pix`)", "The CLI uploads folders recursively"],
    "The CLI is now called `pixmill`.",
    "rename already reflected",
)
N(
    "en",
    "redundant",
    "exact",
    [
        "Free workspaces can invite up to 10 guests",
        "Guests can only see channels they are added to",
    ],
    "Free workspaces can invite up to 10 guests",
    "verbatim",
)
N(
    "en",
    "redundant",
    "exact",
    ["Enterprise first-response SLA is 4 hours", "Business first-response SLA is 1 business day"],
    "Enterprise first-response SLA is 4 hours",
    "verbatim",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["SAML SSO is Enterprise only", "SCIM provisioning is Enterprise only"],
    "Only Enterprise customers get SAML single sign-on.",
    "same fact",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "Link previews are off by default in new channels",
        "Members can turn link previews on per channel",
    ],
    "New channels start with link previews switched off.",
    "same fact",
)
N(
    "en",
    "refines",
    "negation",
    ["Uploads over 100 MB are rejected with HTTP 413", "Uploads are virus-scanned"],
    "The upload limit doesn't depend on the plan; the 100 MB rule applies to everyone.",
    "clarifying not",
)
N(
    "en",
    "novel",
    "negation",
    ["Deleted files stay in the trash for 30 days", "Admins can restore files from the trash"],
    "Never tell customers we can restore files after the trash is emptied.",
    "rule that changes nothing",
)
N(
    "en",
    "novel",
    "negation",
    ["Free workspaces can invite up to 10 guests", "Free workspaces allow up to 10 members"],
    "Guests don't count toward the member cap.",
    "denies nothing stored",
)
N(
    "en",
    "refines",
    "negation",
    ["The API returns at most 100 items per page", "Pagination uses opaque cursors"],
    "Don't promise a bigger page size to anyone: 100 is the cap on every plan.",
    "clarifying not",
)
N(
    "en",
    "novel",
    "negation",
    [
        "The Zapier integration is available on Pro and above",
        "Zapier runs count toward the API allowance",
    ],
    "We don't offer a Make.com integration.",
    "another integration",
)
N(
    "en",
    "novel",
    "related",
    ["The Pro plan includes 5 custom domains", "Custom domains get free TLS certificates"],
    "Custom domains need a CNAME pointing to edge.pixmill.example.",
    "related setup fact",
)
N(
    "en",
    "novel",
    "related",
    [
        "Borealis Foods is on the Business plan",
        "Borealis Foods' billing contact is ap@borealis.example",
    ],
    "Borealis Foods opened a ticket about slow exports.",
    "ticket about the customer",
)
N(
    "en",
    "novel",
    "question",
    ["Acme Logistics has 240 seats", "Acme Logistics renews every March"],
    "Acme Logistics asked for a quote for 400 seats next year.",
    "quote request, no change",
)
N(
    "en",
    "refines",
    "scope",
    ["Orchid Health's CSM is Priya Raman", "Orchid Health's renewal is in June"],
    "Priya is on leave next week; Tomás covers her accounts until she's back.",
    "temporary cover",
)
N(
    "en",
    "novel",
    "related",
    [
        "Acme Logistics' admin contact is Dana Whitfield (dana@acmelog.example)",
        "Acme Logistics is on the Enterprise plan",
    ],
    "Dana says Acme's procurement contact for renewals is Lee Park.",
    "another contact role",
)
N(
    "en",
    "refines",
    "detail",
    ["Borealis Foods' billing contact is ap@borealis.example", "Borealis Foods pays by SEPA debit"],
    "Borealis asked us to cc their controller, mei@borealis.example, on invoices as well.",
    "second recipient beside the stored one",
)
N(
    "en",
    "novel",
    "plain",
    [
        "The Search API allows 10 requests per second per token",
        "HTTP 429 responses include a Retry-After header",
    ],
    "Support macro for 429 errors: explain the limit and link the rate-limit docs.",
    "procedure",
)
N(
    "en",
    "refines",
    "detail",
    [
        "HTTP 429 responses say 'Too many requests, try again later'",
        "HTTP 429 responses include a Retry-After header",
    ],
    "The 429 message is also translated into German and French.",
    "detail, wording kept",
)
N(
    "en",
    "refines",
    "detail",
    [
        "Passwords must be at least 8 characters",
        "Two-factor codes can be sent by SMS or an authenticator app",
    ],
    "Passwords need 8 or more characters and can't be on the common-passwords list.",
    "detail",
)
N(
    "en",
    "refines",
    "detail",
    ["Free video calls end after 40 minutes", "Free video calls allow up to 4 participants"],
    "Free calls show a warning 5 minutes before the 40-minute cut-off.",
    "detail",
)
N(
    "en",
    "novel",
    "related",
    [
        "Shipyard CI's free tier gives 2,000 build minutes a month",
        "Shipyard CI's Team tier gives 10,000 build minutes a month",
    ],
    "Shipyard CI's free tier runs at most 2 jobs at once.",
    "sibling limit",
)
N(
    "en",
    "novel",
    "related",
    [
        "Shipyard CI jobs time out after 60 minutes by default",
        "Jobs can set their own timeout up to 6 hours",
    ],
    "Shipyard CI's cache entries expire after 7 days.",
    "sibling setting",
)
N(
    "en",
    "refines",
    "scope",
    ["Shipyard CI runs macOS builds on macOS 13", "macOS builds are billed at 10x the Linux rate"],
    "Customers can opt in to macOS 14 images in preview; 13 stays the default.",
    "preview opt-in",
)
N(
    "en",
    "novel",
    "question",
    ["Fernpay payouts arrive in 3 business days", "Payouts are sent in the account's currency"],
    "Could we offer next-day payouts to marketplaces? Sales keeps asking.",
    "question",
)
N(
    "en",
    "refines",
    "scope",
    ["Fernpay payouts arrive in 3 business days", "Payouts are sent in the account's currency"],
    "Fernpay's instant payout option costs 1% and lands in minutes for verified accounts.",
    "paid option beside the default",
)
N(
    "en",
    "redundant",
    "paraphrase",
    [
        "Fernpay charges 2.9% + 30¢ per card transaction",
        "Fernpay charges 0.8% per ACH payment, capped at $5",
    ],
    "Each card payment costs 2.9 percent plus thirty cents.",
    "same fee in words",
)
N(
    "en",
    "novel",
    "related",
    ["Ledgerly bank feeds sync every 24 hours", "Bank feeds are read-only"],
    "Ledgerly's currency rates update every hour.",
    "sibling interval",
)
N(
    "en",
    "novel",
    "question",
    ["Ledgerly bank feeds sync every 24 hours", "Bank feeds are read-only"],
    "Would it help if bank feeds synced twice a day? Three customers asked this week.",
    "question",
)
N(
    "en",
    "refines",
    "detail",
    [
        "Scheduled emails can be set up to 30 days ahead",
        "Scheduled emails can be cancelled until they are sent",
    ],
    "The 30-day horizon counts from the moment you save the schedule.",
    "detail",
)
N(
    "en",
    "novel",
    "related",
    ["The Pro trial lasts 14 days", "The trial does not need a credit card"],
    "The Enterprise pilot lasts 30 days and needs a signed order form.",
    "sibling offer",
)
N(
    "en",
    "redundant",
    "paraphrase",
    ["Deleted files stay in the trash for 30 days", "Admins can restore files from the trash"],
    "Trash keeps deleted files for a month before purging them.",
    "same value in words",
)
N(
    "en",
    "novel",
    "replaced_by",
    ["Pixmill accepts JPEG, PNG and GIF uploads", "Pixmill converts uploads to WebP on delivery"],
    "The upload widget was replaced by a drag-and-drop area.",
    "widget, not the formats",
)
N(
    "en",
    "refines",
    "scope",
    ["Chat exports include direct messages", "Chat exports are JSON files"],
    "In workspaces under legal hold, DMs are exported with a separate approval step.",
    "one case",
)
N(
    "en",
    "novel",
    "moved",
    [
        "Pixmill serves EU customers' images from Frankfurt",
        "Pixmill serves US customers' images from Virginia",
    ],
    "US image storage moved from Virginia to Oregon.",
    "sibling region",
)
N(
    "en",
    "novel",
    "question",
    ["Team members can be guests or full members", "The Team plan allows 50 members"],
    "Is 50 members a hard limit on Team, or can support raise it?",
    "question",
)
N(
    "en",
    "novel",
    "related",
    [
        "Workspace ownership can only be transferred by support",
        "Workspace owners can delete the workspace",
    ],
    "Workspace admins can be added or removed by the owner at any time.",
    "sibling role",
)

# ---------------------------------------------------------------- other languages
# Kannada
S(
    "kn",
    "implicit",
    ["The Pro plan allows 20 GB per upload", "Pro includes priority email support"],
    0,
    "Pro ಯೋಜನೆಯಲ್ಲಿ ಒಂದು upload ಗೆ ಮಿತಿ ಈಗ 50 GB.",
    "new per-upload cap",
)
S(
    "kn",
    "from_to",
    ["Webhook deliveries are retried 5 times", "Webhook payloads are JSON"],
    0,
    "Webhook retry ಗಳ ಸಂಖ್ಯೆಯನ್ನು 5 ರಿಂದ 8 ಕ್ಕೆ ಹೆಚ್ಚಿಸಲಾಗಿದೆ.",
    "from 5 to 8",
)
N(
    "kn",
    "novel",
    "question",
    ["The Free plan keeps chat history for 90 days", "Free allows 10 members"],
    "Free plan ನ chat history ಯನ್ನು 180 ದಿನಗಳಿಗೆ ಹೆಚ್ಚಿಸುವ ಯೋಜನೆ ಇದೆ.",
    "plan only",
)
N(
    "kn",
    "redundant",
    "paraphrase",
    ["Web sessions time out after 60 minutes", "Sessions can be revoked by admins"],
    "Web session timeout ಒಂದು ಗಂಟೆ.",
    "one hour = 60 minutes",
)
N(
    "kn",
    "novel",
    "related",
    ["The Team plan API limit is 300 requests per minute", "API keys never expire"],
    "Enterprise plan ನ API limit ನಿಮಿಷಕ್ಕೆ 3000 requests.",
    "sibling plan",
)
# Malayalam
S(
    "ml",
    "implicit",
    ["Deleted files stay in the trash for 30 days", "Only admins can empty the trash"],
    0,
    "Trash ഇപ്പോൾ deleted files 60 ദിവസം സൂക്ഷിക്കും.",
    "new retention",
)
S(
    "ml",
    "no_longer",
    ["The desktop app supports macOS 11 and later", "The desktop app supports Windows 11"],
    0,
    "macOS 11-നുള്ള support ഞങ്ങൾ നിർത്തി; ഇനി macOS 12 മുതൽ മാത്രം.",
    "floor raised",
)
S(
    "ml",
    "from_to",
    ["The Business plan costs $30 per month", "Business includes 5 seats"],
    0,
    "Business plan-ന്റെ വില $30-ൽ നിന്ന് $36 ആയി.",
    "price from 30 to 36",
)
N(
    "ml",
    "refines",
    "scope",
    ["Max file size is 2 GB", "Files are scanned for malware"],
    "ഒരു customer-ന് മാത്രം, അവരുടെ contract പ്രകാരം, 5 GB വരെ അനുവദിച്ചു.",
    "one customer",
)
N(
    "ml",
    "novel",
    "question",
    ["API requests time out after 30 seconds", "The API uses JSON"],
    "API timeout 30 seconds ആണോ അതോ 60 ആണോ?",
    "question",
)
# Amharic
S(
    "am",
    "implicit",
    ["The Free plan allows 5 members", "The Free plan has 2 GB of storage"],
    0,
    "የFree plan የአባላት ገደብ አሁን 10 ነው።",
    "new member cap",
)
S(
    "am",
    "implicit",
    ["Sheba Coffee's account contact is Abebe Kebede", "Sheba Coffee is on the Team plan"],
    0,
    "የSheba Coffee አዲሷ contact Hana Tesfaye ናት፤ Abebe ድርጅቱን ለቋል።",
    "customer contact replaced",
)
N(
    "am",
    "refines",
    "example",
    ["Export links expire after 7 days", "Exports are ZIP files"],
    "Export links ከ7 ቀን በኋላ ያበቃሉ፤ ለምሳሌ ሰኞ የተፈጠረ link በሚቀጥለው ሰኞ ይሰረዛል።",
    "example",
)
N(
    "am",
    "novel",
    "plain",
    ["Refunds are allowed within 14 days", "Refunds go back to the card"],
    "ደንበኞች የ14 ቀን refund ጊዜ በጣም አጭር ነው ብለው ያማርራሉ።",
    "complaint",
)
N(
    "am",
    "novel",
    "now_uses",
    ["The Android app supports Android 9 and later", "The Android app is on Google Play"],
    "የiOS app አሁን iOS 16 ይፈልጋል።",
    "sibling platform",
)
# Khmer
S(
    "km",
    "implicit",
    ["The Free plan's maximum upload is 25 MB", "Free keeps files for 1 year"],
    0,
    "ទំហំ upload អតិបរមាលើ Free ឥឡូវនេះគឺ 50 MB ។",
    "new cap",
)
S(
    "km",
    "instead_of",
    ["Support tickets go to support@ledgerly.example", "Support replies within one business day"],
    0,
    "យើងឈប់ប្រើ support@ledgerly.example ហើយ សូមផ្ញើទៅ help@ledgerly.example ជំនួសវិញ។",
    "address replaced",
)
N(
    "km",
    "novel",
    "related",
    ["The Pro plan costs $15 per month", "Pro includes 50 GB"],
    "កាលពីឆ្នាំ 2021 Pro plan មានតម្លៃ $10 ។",
    "history",
)
N(
    "km",
    "redundant",
    "paraphrase",
    ["Audit logs are kept for 90 days", "Audit logs can be exported"],
    "Audit logs ត្រូវបានរក្សាទុករយៈពេលបីខែ។",
    "three months",
)
N(
    "km",
    "novel",
    "question",
    ["The API rate limit is 100 requests per second", "Rate limits are per token"],
    "ប្រសិនបើ customer ទិញ add-on នោះ rate limit នឹងទៅ 500 rps ។",
    "conditional",
)
# Kyrgyz
S(
    "ky",
    "implicit",
    ["Password reset links are valid for 24 hours", "Reset links are single-use"],
    0,
    "Сырсөздү калыбына келтирүү шилтемеси эми 2 саат гана жарактуу.",
    "new validity",
)
S(
    "ky",
    "from_to",
    ["Enterprise first response is within 8 hours", "Enterprise has a named CSM"],
    0,
    "Enterprise кардарлары үчүн биринчи жооп мөөнөтү 8 сааттан 4 саатка кыскарды.",
    "from 8 to 4 hours",
)
N(
    "ky",
    "refines",
    "detail",
    ["The Free plan has 5 GB of storage", "Free allows 3 projects"],
    "Free планда 5 GB сактагыч бар, ага файлдар да, версиялардын тарыхы да кирет.",
    "detail",
)
N(
    "ky",
    "novel",
    "question",
    ["SAML SSO is Enterprise only", "SCIM is Enterprise only"],
    "SAML SSO Business планга да келеби?",
    "question",
)
N(
    "ky",
    "redundant",
    "paraphrase",
    ["The Team plan costs $20 per seat", "Team includes 100 GB"],
    "Team планынын баасы бир орун үчүн $20 бойдон калат.",
    "same price",
)
# Yoruba
S(
    "yo",
    "implicit",
    ["Webhook endpoints get 10 seconds to respond", "Webhooks are signed"],
    0,
    "Àkókò ìdúró webhook ti di ìṣẹ́jú-àáyá 20 báyìí.",
    "new timeout",
)
S(
    "yo",
    "implicit",
    ["The Starter plan is $9 a month", "Starter includes 2 seats"],
    0,
    "A ti yí orúkọ Starter plan padà sí Basic.",
    "rename",
)
N(
    "yo",
    "novel",
    "question",
    ["The Team plan allows 50 members", "Team includes guests"],
    "Ṣé a lè gbé ìwọ̀n ọmọ ẹgbẹ́ Team sókè sí 100 fún oníbàárà yìí?",
    "question",
)
N(
    "yo",
    "refines",
    "detail",
    ["Free video calls end after 40 minutes", "Free calls allow 4 people"],
    "Ìpè lórí Free máa ń parí lẹ́yìn ìṣẹ́jú 40; ìkìlọ̀ máa ń hàn ní ìṣẹ́jú 35.",
    "detail",
)
N(
    "yo",
    "novel",
    "related",
    ["The Pro plan includes 10 custom domains", "Custom domains get TLS"],
    "Business plan ní ààlà custom domains 50.",
    "sibling plan",
)
# Zulu
S(
    "zu",
    "now_uses",
    ["The API returns 50 items per page", "Pages use cursors"],
    0,
    "I-API manje ibuyisa izinto ezingu-200 ekhasini ngalinye.",
    "new page size",
)
S(
    "zu",
    "no_longer",
    ["2FA codes can be sent by SMS or an authenticator app", "2FA is optional on Free"],
    0,
    "Asisawasekeli ama-SMS codes e-2FA; sebenzisa i-authenticator app.",
    "SMS removed",
)
N(
    "zu",
    "novel",
    "question",
    ["Refunds are allowed within 30 days", "Refunds go back to the card"],
    "Sihlela ukunciphisa isikhathi se-refund sibe yizinsuku eziyi-14 ngonyaka ozayo.",
    "plan",
)
N(
    "zu",
    "redundant",
    "paraphrase",
    ["The export API times out after 60 seconds", "Exports are ZIP files"],
    "I-export iyaphela ngemuva komzuzu owodwa.",
    "one minute",
)
N(
    "zu",
    "refines",
    "scope",
    ["The Business plan includes 1 TB of storage", "Business includes SSO"],
    "Ikhasimende elilodwa, i-Umoya Travel, linikezwe i-2 TB ngokwesivumelwano salo.",
    "one customer",
)
# Somali
S(
    "so",
    "implicit",
    ["The free trial lasts 14 days", "The trial needs no card"],
    0,
    "Tijaabada bilaashka ah hadda waa 30 maalmood.",
    "new trial length",
)
S(
    "so",
    "dropped",
    ["Invoices can be paid by card or PayPal", "Invoices are in USD"],
    0,
    "PayPal waa la joojiyay; biilasha hadda waxaa lagu bixiyaa kaarka ama bank transfer.",
    "method dropped",
)
S(
    "so",
    "moved",
    ["Hodan Logistics is on the Team plan", "Hodan Logistics pays monthly"],
    0,
    "Hodan Logistics waxay u gudbeen Business plan shalay.",
    "customer's plan",
)
N(
    "so",
    "novel",
    "question",
    ["Uploads are capped at 100 MB", "Uploads are scanned"],
    "Haddii macmiilku iibsado Storage add-on, xadka upload-ku wuxuu noqon karaa 500 MB.",
    "conditional",
)
N(
    "so",
    "redundant",
    "paraphrase",
    ["The API limit is 600 requests per minute", "Limits are per token"],
    "Xadka API-gu waa 10 codsi ilbiriqsigii, taas oo ah 600 daqiiqadii.",
    "other units",
)
# Javanese
S(
    "jv",
    "now_uses",
    ["Audit logs are kept for 90 days", "Audit logs list admin actions"],
    0,
    "Audit log saiki disimpen 365 dina.",
    "new retention",
)
S(
    "jv",
    "no_longer",
    ["The Android app supports Android 8 and later", "The Android app is on Google Play"],
    0,
    "Android 8 wis ora didhukung maneh; minimal saiki Android 10.",
    "floor raised",
)
N(
    "jv",
    "novel",
    "related",
    ["Max attachment size is 25 MB", "Attachments are scanned"],
    "Biyen attachment maksimal mung 10 MB.",
    "history",
)
N(
    "jv",
    "novel",
    "plain",
    ["The Pro plan costs $12 per seat", "Pro includes 100 GB"],
    "Aku kepengin rega Pro luwih murah kanggo sekolah.",
    "wish",
)
N(
    "jv",
    "refines",
    "example",
    ["The Search API allows 10 requests per second", "Limits are per token"],
    "Contone: yen klien ngirim 15 request sajroning sedetik, 5 sing pungkasan oleh 429.",
    "example",
)
# Haitian Creole
S(
    "ht",
    "implicit",
    ["Passwords must be at least 8 characters", "Passwords never expire"],
    0,
    "Modpas yo dwe gen omwen 12 karaktè kounye a.",
    "new minimum",
)
S(
    "ht",
    "correction",
    ["Backups are kept for 30 days", "Backups run nightly"],
    0,
    "Korije: backup yo kenbe pou 14 jou, pa 30.",
    "correction",
)
N(
    "ht",
    "novel",
    "question",
    ["The mobile app supports iOS 15 and later", "The mobile app supports Android 10 and later"],
    "Èske nou toujou sipòte iOS 15?",
    "question",
)
N(
    "ht",
    "refines",
    "detail",
    ["The Business plan includes 10 seats", "Business costs $49 a month"],
    "Plan Business la gen 10 plas ladan l; chak plas anplis koute $8.",
    "detail",
)
N(
    "ht",
    "redundant",
    "negation",
    ["The Free plan allows 3 projects", "Free has 5 GB"],
    "Nou pa chanje limit pwojè Free la; li rete 3.",
    "same value restated",
)

# Extra negatives with the stored belief in the same language
N(
    "so",
    "novel",
    "related",
    ["Free plan-ka xadka faylka waa 200 MB", "Faylasha waa la baaraa"],
    "Xadka faylka ee Enterprise plan-ka waa 1 GB.",
    "sibling plan",
)
N(
    "jv",
    "redundant",
    "negation",
    ["Paket Team regane $20 saben kursi", "Paket Team kalebu 100 GB"],
    "Regane paket Team isih $20 saben kursi, ora owah.",
    "same price restated",
)
N(
    "ht",
    "novel",
    "related",
    ["Limit API plan Team lan se 600 demann pa minit", "Limit yo konte pa token"],
    "Limit API plan Business la monte a 1,500 demann pa minit.",
    "sibling plan's limit",
)
N(
    "zu",
    "refines",
    "example",
    [
        "Amafayela asusiwe ahlala ku-trash izinsuku ezingu-30",
        "Ama-admin angabuyisa amafayela ku-trash",
    ],
    "Isibonelo: ifayela elisuswe ngomhla ka-1 Meyi lisuswa unomphela ngomhla ka-31 Meyi.",
    "example consistent with 30 days",
)
N(
    "ky",
    "novel",
    "related",
    ["Экспорт шилтемелери 7 күндөн кийин жарактан чыгат", "Экспорт ZIP файл катары берилет"],
    "Экспорт шилтемелери мурун 3 күн гана жарактуу болчу.",
    "history",
)

FIELDS = ("id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note")


def render() -> str:
    extra_rng = random.Random(SEED_EXTRA)
    built = []
    for i, (lang, label, phr, existing, target, new, note) in enumerate(ROWS):
        items = list(existing)
        tgt_text = items[target] if target is not None else None
        row_rng = random.Random(SEED_ORDER * 1000 + i)
        if lang == "en" and i not in KEEP and extra_rng.random() < 0.34:
            items.append(EXTRA[extra_rng.randrange(len(EXTRA))])
        if i not in KEEP:
            row_rng.shuffle(items)
        t = items.index(tgt_text) if tgt_text is not None else None
        built.append((lang, label, phr, items, t, new, note))
    random.Random(SEED_ORDER).shuffle(built)
    lines = []
    for n, (lang, label, phr, items, t, new, note) in enumerate(built, 1):
        row = {
            "id": f"j{n:03d}",
            "split": "heldout",
            "lang": lang,
            "existing": items,
            "new": new,
            "label": label,
            "target": t,
            "phrasing": phr,
            "note": note,
        }
        lines.append(json.dumps({k: row[k] for k in FIELDS}, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main() -> None:
    text = render()
    if "--stdout" in sys.argv:
        sys.stdout.write(text)
    else:
        OUT.write_text(text, encoding="utf-8")
        print(f"wrote {OUT.name}: {len(ROWS)} rows")


if __name__ == "__main__":
    main()
