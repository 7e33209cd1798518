"""Build redact41 (payments, commerce, email and messaging providers: payment SDK initialisation, webhook handlers and
test payloads, .env files, shop platforms, marketplaces, email/SMTP providers, SMS/voice/chat messaging, push
notifications, tax/shipping/accounting APIs, CI secret steps, dashboard "reveal key" output, HTTP debug logs, team-chat
and support threads, session notes, agent transcripts and hook payloads).

`python build.py` rewrites secrets.jsonl, ordinary.jsonl and split.json. Everything comes from one seeded
`random.Random` (gen.R, string seed "redact41") drawn in a fixed order, so a rebuild is byte-identical whatever
PYTHONHASHSEED is. `python build.py --stats` also prints length and labels-per-row figures.

Each template is written once and run in two modes: in a secret row each credential slot gets a fresh credential (a
label) with probability 0.8 and otherwise a near miss (a row with no label is redrawn); in an ordinary row every slot
gets a near miss: a masked value, a reference to an environment variable or secret store, a placeholder or an example
marked as such. Values public by design (publishable keys, client ids, app keys), object ids, signatures, device
tokens and test card numbers appear in both modes and are never labels. The row's note says why.
"""

import collections
import json
import pathlib
import statistics
import sys

sys.dont_write_bytecode = True
HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

import gen as G  # noqa: E402
from gen import R  # noqa: E402
from phrases import (CHAT_ORD, CHAT_SEC, COMMENT, INTRO, LANGS, NOTE_ORD, NOTE_SEC, OTHER, OUTRO,  # noqa: E402,F401
                     USER_ORD, USER_SEC)

SECRET_FAMILIES = ["payment_sdk", "webhook_handler", "env_file", "shop_platform", "marketplace", "email_provider",
                   "sms_voice", "push_notify", "tax_ship_acct", "ci_secrets", "dashboard_reveal", "http_log",
                   "support_chat", "session_note", "chat_transcript", "hook_payload"]
HARD_FAMILIES = {"http_log", "support_chat", "session_note", "chat_transcript", "hook_payload"}
ORD_FAMILIES = [f + "_ord" for f in SECRET_FAMILIES]
N_SEC, N_ORD = 50, 100
MIN_LEN, MAX_LEN = 150, 3000
P_SECRET_SLOT = 0.8


class Ctx:
    sec = True
    labels = []
    notes = []
    lang = "en"


C = Ctx()


def note(n):
    if n not in C.notes:
        C.notes.append(n)


def onote(n):
    """A note that only matters for ordinary rows (or for unlabelled look-alikes)."""
    note(n)


def lab(v, why):
    if v not in C.labels:
        C.labels.append(v)
    for w in ([why] if isinstance(why, str) else why):
        note(w)
    return v


# ---- notes --------------------------------------------------------------------------------------------------------

N_PAY = ("a payment-provider secret in SDK or client code (Stripe secret or restricted key, Adyen API key, Braintree "
         "private key or access token, PayPal client secret, Square access token or application secret, Mollie, "
         "Razorpay, Checkout.com, Paddle, GoCardless, Klarna): the key string is the label; publishable keys, client "
         "ids, merchant ids and object ids are not.")
N_HOOK_SECRET = ("a webhook signing secret or HMAC key in handler code or config (Stripe `whsec_`, Shopify app secret, "
                 "Adyen HMAC key, Mailgun signing key, Twilio auth token): the secret is the label; the signature "
                 "headers and event ids in the test payload are not.")
N_ENV = "a value in a `.env` file, compose file, Kubernetes Secret or shell export: the value is the label, not the name."
N_SHOP = ("a shop-platform credential (Shopify admin token or app secret, WooCommerce consumer secret, BigCommerce, "
          "commercetools or Magento token): the value is the label; shop domains, client ids and consumer keys "
          "(`ck_`) are not.")
N_MARKET = ("a marketplace credential (Amazon LWA client secret or refresh token, eBay cert id or user token, Mercado "
            "Libre access token): the value is the label; client ids, seller ids and marketplace ids are not.")
N_MAIL = ("an email-provider key or SMTP password (SendGrid, Mailgun, Postmark server token, Resend, Mailchimp/Mandrill, "
          "Brevo, SES SMTP password, SparkPost): the value is the label; message ids, SMTP usernames and hosts are not.")
N_SMS = ("an SMS, voice or messaging credential (Twilio auth token or API key secret, Vonage secret, Plivo, Telnyx, "
         "MessageBird, Sinch, WhatsApp Cloud API, Intercom, Zendesk token): the value is the label; account SIDs, key "
         "SIDs, message SIDs, sender ids and phone numbers are not.")
N_PUSH = ("a push-notification credential (FCM server key, service-account or APNs key material, OneSignal REST key, "
          "Expo access token, Pusher secret): the value is the label; app ids, key and team ids, Pusher app keys and "
          "device tokens are not.")
N_TAX = ("a tax, shipping or accounting API credential (Avalara license key, TaxJar, EasyPost, Shippo, ShipStation, "
         "QuickBooks, Xero, UPS): the value is the label; account numbers, client ids, shipment ids and tracking "
         "numbers are not.")
N_CI = ("a credential written literally in a CI definition, a secret-setting command or a `set -x` job log: the value "
        "is the label, not the secret's name.")
N_DASH = ("a key copied from a provider dashboard or CLI after revealing it (key lists, `stripe config`, `shopify app "
          "env show`, `heroku config`): the value is the label; key names, hints and creation dates are not.")
N_LOG = ("a credential echoed in an HTTP debug log or error dump (`Authorization`, `X-Shopify-Access-Token`, "
         "`X-Postmark-Server-Token`, `-u key:` or a key in a query string): the value is the label; request, "
         "idempotency and object ids are not.")
N_CHAT = ("a credential pasted into a team chat or support ticket: the value is the label, not the person, the ticket "
          "or the ids around it.")
N_PROSE = "a credential in a session note written in prose: the value is the label, not the person or system."
N_TRANS = ("a credential a user pasted to the agent or the agent put into a tool call, recorded in a transcript line: "
           "the value is the label; session, message and tool-use ids are not.")
N_HOOKP = ("a credential inside a hook payload (`prompt`, `tool_input`, `tool_response`): the value is the label; "
           "session ids and transcript paths are not.")
N_CONN = "a password in an SMTP or connection URL: only the password is the label, not the user or host."
N_BASIC = "an HTTP Basic credential: the base64 string is the label (it decodes to an id and its secret)."
N_PEM = ("private-key material (a service-account `private_key` or an APNs `.p8` key): the base64 body between the "
         "BEGIN and END lines is the label.")
N_TEST = ("grey, decided secret: a test-mode or sandbox secret key (`sk_test_`, `rk_test_`, `shippo_test_`, `EZTK`, "
          "sandbox keys) still opens the account's test data and API; it is a credential.")
N_REVOKED = "grey, decided secret: the text says the value was revoked, but the row cannot prove it."
N_CLI_WHSEC = ("grey, decided secret: the `whsec_` printed by `stripe listen` signs forwarded events for as long as it "
               "is valid; labelled like any signing secret.")

O_MASK = ("a masked, truncated or redacted value (`sk_live_...4f2a`, `••••`, `[REDACTED]`, GitHub Actions `***`): the "
          "value itself is gone.")
O_REF = ("a reference to a secret (`${VAR}`, `os.environ[...]`, `process.env.X`, `ENV.fetch`, `getenv`, "
         "`${{ secrets.X }}`, `op://` and `vault:` paths, Rails credentials): the value lives elsewhere.")
O_PH = ("a placeholder or an example marked as one (`<STRIPE_SECRET_KEY>`, `sk_test_xxx`, `your_auth_token`, "
        "`SG.xxxxx`, `changeme`): not a credential.")
O_PUBLIC = ("grey, decided ordinary: values public by design (Stripe `pk_` publishable keys, Adyen client keys, PayPal "
            "and Square application ids, Razorpay key ids, Paddle client tokens, Shopify client ids and Storefront "
            "tokens, Pusher app keys, OneSignal app ids, OAuth client ids): they ship to browsers and apps and do not "
            "authorize server calls on their own.")
O_IDS = ("identifiers only (customer, payment-intent, charge, event, price, product, refund, checkout-session and "
         "request ids, idempotency keys, Twilio SIDs, message ids, order gids, seller and tenant ids): none is a "
         "credential.")
O_SIG = ("signatures and device addresses (a `Stripe-Signature` or `X-Shopify-Hmac-Sha256` header, a Twilio request "
         "signature, FCM/APNs/Expo device tokens): computed or issued per payload or device, not credentials of the "
         "account.")
O_CARD = "test card numbers and test phone numbers published by the providers for sandboxes: not secrets."
O_CS = ("grey, decided ordinary: a PaymentIntent `client_secret` (`pi_..._secret_...`) is handed to the customer's "
        "browser by design and only confirms that one payment.")
O_PROSE = "prose about a credential (where it lives, who rotated it, which key failed) without its value."
O_LOOK = "dense with look-alikes (object ids, hex hashes, UUIDs, base64 signatures, tracking numbers) but no credential."

REDACT = ["[REDACTED]", "***", "<redacted>", "********", "REDACTED", "[FILTERED]", "[hidden]"]
PREFIX = {"stripe_live": "sk_live_", "stripe_test": "sk_test_", "stripe_rk": "rk_live_", "stripe_rk_live": "rk_live_",
          "whsec": "whsec_", "adyen": "AQE", "paypal_secret": "E", "square_token": "EAAA", "square_secret": "sq0csp-",
          "mollie": "live_", "checkout_sk": "sk_sbox_", "paddle": "pdl_live_apikey_", "gocardless": "live_",
          "klarna": "klarna_live_api_", "shopify_admin": "shpat_", "shopify_secret": "shpss_",
          "shopify_custom": "shpca_", "woo_cs": "cs_", "lwa_secret": "amzn1.oa2-cs.v1.", "lwa_refresh": "Atzr|",
          "ebay_cert": "PRD-", "meli": "APP_USR-", "sendgrid": "SG.", "mailgun": "key-", "resend": "re_",
          "mandrill": "md-", "brevo": "xkeysib-", "brevo_smtp": "xsmtpsib-", "telnyx": "KEY01", "whatsapp": "EAAG",
          "fcm_legacy": "AAAA", "onesignal": "os_v2_app_", "easypost": "EZAK", "shippo": "shippo_live_"}
PH = {"stripe_live": ["sk_live_...", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<STRIPE_SECRET_KEY>"],
      "stripe_test": ["sk_test_...", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "sk_test_EXAMPLE_DO_NOT_USE"],
      "whsec": ["whsec_...", "whsec_xxxxxxxxxxxxxxxx", "<WEBHOOK_SIGNING_SECRET>"],
      "sendgrid": ["SG.xxxxx.yyyyy", "SG.<your-key>", "<SENDGRID_API_KEY>"],
      "twilio_auth": ["your_auth_token", "<TWILIO_AUTH_TOKEN>", "[AuthToken]"],
      "shopify_admin": ["shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<ADMIN_API_ACCESS_TOKEN>"],
      "pw": ["<smtp-password>", "changeme", "password"],
      "generic": ["<YOUR_API_KEY>", "your-api-key-here", "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "<secret>", "TODO"]}


def ph_for(kind):
    return R.choice(PH.get(kind, PH["generic"]) + PH["generic"][:2])


def ref_for(style, var):
    low = var.lower()
    opts = {"json": [f"${{{var}}}", f"${{env:{var}}}"],
            "py": [f'os.environ["{var}"]', f'os.getenv("{var}")', f'settings.{var}', f'env("{var}")'],
            "ts": [f"process.env.{var}", f'process.env["{var}"]!', f"config.get<string>('{var}')"],
            "php": [f"getenv('{var}')", f"$_ENV['{var}']", f"env('{var}')"],
            "rb": [f'ENV.fetch("{var}")', f'ENV["{var}"]', f"Rails.application.credentials.dig(:{low.split('_')[0]}, :{low})"],
            "go": [f'os.Getenv("{var}")', f'mustEnv("{var}")'],
            "cs": [f'Environment.GetEnvironmentVariable("{var}")', f'builder.Configuration["{var}"]'],
            "java": [f'System.getenv("{var}")', f'env.getRequiredProperty("{var.lower().replace("_", ".")}")'],
            "yaml": [f"${{{var}}}", f"${{env:{var}}}"],
            "sh": [f'"${var}"', f'"${{{var}}}"', f'"$(op read op://payments/{low}/credential)"',
                   f'"$(vault kv get -field=value secret/payments/{low})"'],
            "env": [f"op://payments/{low}/credential", f"vault:secret/data/payments/{low}#value", f"${{{var}_FROM_VAULT}}"],
            "gha": [f"${{{{ secrets.{var} }}}}"], "raw": [f"${var}"]}
    return R.choice(opts[style])


DQ = {"json", "py", "ts", "rb", "go", "cs", "java"}


def wrap(style, v):
    if style in DQ:
        return f'"{v}"'
    if style == "php":
        return f"'{v}'"
    return v


def unq(v):
    return v[1:-1] if len(v) > 1 and v[0] == v[-1] and v[0] in "\"'" else v


TEST_KINDS = {"stripe_test"}


def S(kind, var, why, style="raw", ph=True):
    """A credential slot; returns the text to put in the artifact (quoted for code and JSON styles)."""
    if C.sec and R.random() < P_SECRET_SLOT:
        v = G.pw() if kind == "pw" else G.tok(kind)
        lab(v, why)
        if kind in TEST_KINDS or (kind in ("stripe_rk", "shippo", "easypost", "mollie", "checkout_sk", "gocardless",
                                           "paddle", "klarna") and any(t in v for t in ("test", "sbox", "sdbx",
                                                                                        "sandbox", "EZTK"))):
            note(N_TEST)
        return wrap(style, v)
    a = R.choice(["mask", "ref"] + (["ph"] if ph else []))
    if a == "mask":
        note(O_MASK)
        if kind == "pw" or kind not in PREFIX or R.random() < .25:
            return wrap(style, R.choice(REDACT))
        return wrap(style, G.masked(PREFIX[kind]))
    if a == "ref":
        note(O_REF)
        return ref_for(style, var)
    note(O_PH)
    return wrap(style, ph_for(kind))


def P(var, why):
    """A password slot inside a URL: a label, a mask or a placeholder."""
    if C.sec and R.random() < P_SECRET_SLOT:
        return lab(G.pw(), why)
    if R.random() < .5:
        note(O_MASK)
        return R.choice(["***", "****", "xxxxx"])
    note(O_PH)
    return R.choice(["password", "changeme", "PASSWORD"])


def lit(v):
    """Logs print what was sent: a reference would have been expanded, so it shows as filtered."""
    if v.startswith(("$", '"$')):
        note(O_MASK)
        return R.choice(["[FILTERED]", "***", "[REDACTED]"])
    return v


def pub(v):
    note(O_PUBLIC)
    return v


def ids():
    note(O_IDS)


def cmt(mark="#"):
    return f"{mark} {R.choice(COMMENT[C.lang])}"


def money():
    c, sym = R.choice(G.CURRENCIES)
    a = G.amount()
    return f"{sym}{a // 100}.{a % 100:02d}" if c not in ("jpy", "krw") else f"{sym}{a}"


def fill(s, v=None):
    d = dict(proj=G.proj(), shop=G.shop(), person=G.person(), date=G.date(), time=G.hm(), tail=G.rs(4),
             inc=R.randint(100, 9999), cus=G.sid("cus_"), pi=G.sid("pi_"), evt=G.sid("evt_"), req=G.sid("req_"),
             amt=money(), msg=G.twilio_sid(R.choice(["SM", "MM"])))
    if v is not None:
        d["v"] = v
    return s.format(**d)


def jd(o, indent=2):
    return json.dumps(o, indent=indent, ensure_ascii=False)


# ---- look-alike blocks (never hold a credential) ------------------------------------------------------------------

def lk_stripe_events():
    kinds = ["payment_intent.succeeded", "charge.refunded", "invoice.paid", "checkout.session.completed",
             "customer.subscription.updated", "payment_intent.payment_failed"]
    rows = [f"{G.sid('evt_')}  {R.choice(kinds):<34} {G.date()} {G.clock()}  "
            f"{R.choice(['200 OK', '500 ERR', '400 ERR', 'pending'])}" for _ in range(R.randint(2, 4))]
    return "$ stripe events list --limit 4 | jq -r '.data[] | [.id,.type,.created] | @tsv'\n" + "\n".join(rows)


def lk_stripe_logs():
    rows = [f"{G.clock()} [{R.choice([200, 200, 402, 400, 409])}] POST /v1/{R.choice(['payment_intents', 'refunds', 'customers', 'checkout/sessions'])} "
            f"[{G.sid('req_')}]" for _ in range(R.randint(2, 4))]
    return "$ stripe logs tail\nGetting ready...\nReady! You're now waiting to receive API request logs (^C to quit)\n" + "\n".join(rows)


def lk_twilio_msgs():
    rows = [f"{G.twilio_sid('SM')}  {G.phone()}  {R.choice(['delivered', 'undelivered', 'sent', 'failed'])}  "
            f"{R.choice(['', '30007', '30003', '21610'])}" for _ in range(R.randint(2, 4))]
    return "$ twilio api:core:messages:list --limit 3\nSID                                 To             Status       Error\n" + "\n".join(rows)


def lk_sendgrid_activity():
    rows = [f"{G.date()} {G.clock()}  {G.customer_email():<26} {R.choice(['delivered', 'processed', 'bounce', 'deferred'])}  "
            f"msg_id={G.sg_msg()}.filter{R.randint(1, 9)}p1mdw1-{R.randint(1000, 9999)}" for _ in range(R.randint(2, 3))]
    return "SendGrid activity (export):\n" + "\n".join(rows)


def lk_webhook_subs():
    topics = ["orders/create", "orders/paid", "refunds/create", "app/uninstalled", "customers/data_request"]
    rows = [f"{G.gid('WebhookSubscription')}  {R.choice(topics):<24} https://{G.proj()}.{G.domain()}/webhooks/shopify"
            for _ in range(R.randint(2, 3))]
    return "Webhook subscriptions (Admin API, read only):\n" + "\n".join(rows)


def lk_gh_secrets():
    names = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SENDGRID_API_KEY", "TWILIO_AUTH_TOKEN", "SHOPIFY_API_SECRET",
             "POSTMARK_SERVER_TOKEN", "EASYPOST_API_KEY", "APNS_KEY_P8"]
    return "$ gh secret list\n" + "\n".join(f"{n:<24}Updated {G.date()}" for n in R.sample(names, 3))


def lk_gitlog():
    msgs = ["verify webhook signature on raw body", "bump stripe to " + G.semver(), "move sendgrid key to vault",
            "retry refunds with idempotency key", "mask keys in request logs", "add Twilio status callback",
            "switch label printing to EasyPost", "store APNs key id, not the key"]
    return "$ git log --oneline -4\n" + "\n".join(f"{G.sha1()[:7]} {R.choice(msgs)}" for _ in range(4))


def lk_sessions():
    rows = [f"{G.cs_session()}  {R.choice(['complete', 'open', 'expired'])}  {G.amount()} {G.cur()}"
            for _ in range(R.randint(2, 3))]
    return "checkout sessions from the last hour:\n" + "\n".join(rows)


def lk_devices():
    rows = [f"{G.uuid()}  {R.choice(['ios', 'android', 'ios'])}  {R.choice([G.apns_device(), G.expo_push_token()])}"
            for _ in range(R.randint(2, 3))]
    note(O_SIG)
    return "SELECT user_id, platform, push_token FROM devices LIMIT 3;\n" + "\n".join(rows)


def lk_shipments():
    rows = [f"{G.ep_obj('shp_')}  {R.choice(['USPS', 'UPS', 'DHLExpress', 'FedEx'])}  {G.tracking()}  "
            f"{R.choice(['pre_transit', 'in_transit', 'delivered'])}" for _ in range(R.randint(2, 3))]
    return "shipments (today):\n" + "\n".join(rows)


def lk_cards():
    note(O_CARD)
    rows = [f"{G.test_card():<22} {R.choice(['succeeds', 'requires 3DS', 'declined: insufficient_funds', 'declined: generic'])}"
            for _ in range(R.randint(2, 4))]
    return "test cards we use in e2e:\n" + "\n".join(rows)


def lk_deliveries():
    rows = [f"{G.iso()}  {G.sid('evt_')}  Stripe-Signature: {G.stripe_sig()}  -> {R.choice([200, 400, 500])}"
            for _ in range(R.randint(1, 2))]
    note(O_SIG)
    return "webhook deliveries (from our access log):\n" + "\n".join(rows)


LOOKALIKES = [lk_stripe_events, lk_stripe_logs, lk_twilio_msgs, lk_sendgrid_activity, lk_webhook_subs, lk_gh_secrets,
              lk_gitlog, lk_sessions, lk_devices, lk_shipments, lk_cards, lk_deliveries]


def maybe_lookalike(body):
    for fn in R.sample(LOOKALIKES, 2):
        if R.random() < .33:
            blk = fn()
            note(O_LOOK)
            body = (blk + "\n\n" + body) if R.random() < .4 else (body + "\n\n" + blk)
    return body


# ---- payment_sdk --------------------------------------------------------------------------------------------------

def t_pay_py():
    p = R.choice(["stripe", "stripe", "razorpay", "mollie", "braintree", "gocardless"])
    c = cmt()
    if p == "stripe":
        k = S(R.choice(["stripe_live", "stripe_test", "stripe_rk"]), "STRIPE_SECRET_KEY", N_PAY, "py")
        ids()
        body = (f"import stripe\n\n{c}\nstripe.api_key = {k}\nstripe.api_version = \"2025-{R.randint(1, 12):02d}-"
                f"{R.randint(10, 28)}.acacia\"\n\n\ndef charge(order):\n    return stripe.PaymentIntent.create(\n"
                f"        amount={G.amount()},\n        currency=\"{G.cur()}\",\n        customer=\"{G.sid('cus_')}\",\n"
                f"        payment_method_types=[\"card\"],\n        metadata={{\"order_id\": order.id}},\n"
                f"        idempotency_key=\"{G.idem()}\",\n    )")
    elif p == "razorpay":
        kid = pub(G.razorpay_key_id())
        k = S("razorpay_secret", "RAZORPAY_KEY_SECRET", N_PAY, "py")
        body = (f"import razorpay\n\n{c}\nclient = razorpay.Client(auth=(\"{kid}\", {k}))\n\n"
                f"order = client.order.create({{\"amount\": {G.amount() * 10}, \"currency\": \"INR\", "
                f"\"receipt\": \"rcpt_{R.randint(1000, 9999)}\"}})\nprint(order[\"id\"])")
    elif p == "mollie":
        k = S("mollie", "MOLLIE_API_KEY", N_PAY, "py")
        body = (f"from mollie.api.client import Client\n\n{c}\nmollie = Client()\nmollie.set_api_key({k})\n\n"
                f"payment = mollie.payments.create({{\n    \"amount\": {{\"currency\": \"EUR\", \"value\": \"{G.amount() / 100:.2f}\"}},\n"
                f"    \"description\": \"Order {G.order_no()}\",\n    \"redirectUrl\": \"https://{G.domain()}/thanks\",\n"
                f"    \"webhookUrl\": \"https://api.{G.domain()}/mollie/webhook\",\n}})")
    elif p == "braintree":
        k = S("braintree_private", "BRAINTREE_PRIVATE_KEY", N_PAY, "py")
        mid, pk = G.rs(16, G.LOWER), G.rs(16, G.LOWER)
        pub("")
        body = (f"import braintree\n\n{c}\ngateway = braintree.BraintreeGateway(\n    braintree.Configuration(\n"
                f"        braintree.Environment.{R.choice(['Production', 'Sandbox'])},\n        merchant_id=\"{mid}\",\n"
                f"        public_key=\"{pk}\",\n        private_key={k},\n    )\n)\n\n"
                f"result = gateway.transaction.sale({{\"amount\": \"{G.amount() / 100:.2f}\", "
                f"\"payment_method_nonce\": nonce, \"options\": {{\"submit_for_settlement\": True}}}})")
    else:
        k = S("gocardless", "GOCARDLESS_ACCESS_TOKEN", N_PAY, "py")
        body = (f"import gocardless_pro\n\n{c}\nclient = gocardless_pro.Client(access_token={k}, "
                f"environment=\"{R.choice(['live', 'sandbox'])}\")\n\nmandate = client.mandates.get(\"MD{G.rs(12, G.UPPER)}\")\n"
                f"print(mandate.status)")
    return f"# {G.proj()}/payments/client.py\n" + body


def t_pay_node():
    p = R.choice(["stripe", "stripe", "square", "adyen", "paypal", "paddle"])
    c = cmt("//")
    if p == "stripe":
        k = S(R.choice(["stripe_live", "stripe_test", "stripe_rk"]), "STRIPE_SECRET_KEY", N_PAY, "ts")
        pk = pub(G.pk_stripe())
        body = (f"// src/server/stripe.ts\nimport Stripe from \"stripe\";\n\n{c}\nexport const stripe = new Stripe({k}, {{\n"
                f"  apiVersion: \"2025-{R.randint(1, 12):02d}-{R.randint(10, 28)}.basil\",\n  maxNetworkRetries: 2,\n}});\n\n"
                f"// sent to the browser by /api/config\nexport const publishableKey = \"{pk}\";\n\n"
                f"export async function createCheckout(priceId: string) {{\n  return stripe.checkout.sessions.create({{\n"
                f"    mode: \"subscription\",\n    line_items: [{{ price: \"{G.sid('price_')}\", quantity: 1 }}],\n"
                f"    success_url: \"https://{G.domain()}/done?session_id={{CHECKOUT_SESSION_ID}}\",\n  }});\n}}")
    elif p == "square":
        k = S("square_token", "SQUARE_ACCESS_TOKEN", N_PAY, "ts")
        app = pub(G.square_app_id())
        body = (f"// lib/square.js\nconst {{ Client, Environment }} = require(\"square\");\n\n{c}\n"
                f"const client = new Client({{\n  accessToken: {k},\n  environment: Environment.{R.choice(['Production', 'Sandbox'])},\n}});\n"
                f"const APPLICATION_ID = \"{app}\"; // web payments SDK\nconst LOCATION_ID = \"L{G.rs(12, G.UPPER)}\";\n\n"
                f"module.exports = {{ client, APPLICATION_ID, LOCATION_ID }};")
    elif p == "adyen":
        k = S("adyen", "ADYEN_API_KEY", N_PAY, "ts")
        ck = pub(G.adyen_client_key())
        body = (f"// adyen.ts\nimport {{ Client, CheckoutAPI }} from \"@adyen/api-library\";\n\n{c}\n"
                f"const client = new Client({{ apiKey: {k}, environment: \"{R.choice(['TEST', 'LIVE'])}\" }});\n"
                f"export const checkout = new CheckoutAPI(client);\nexport const merchantAccount = \"{G.company().capitalize()}ECOM\";\n"
                f"export const clientKey = \"{ck}\"; // drop-in, public")
    elif p == "paypal":
        cid = pub(G.paypal_client_id())
        k = S("paypal_secret", "PAYPAL_CLIENT_SECRET", N_PAY, "ts")
        body = (f"// paypal/token.ts\n{c}\nconst PAYPAL_CLIENT_ID = \"{cid}\";\nconst PAYPAL_CLIENT_SECRET = {k};\n\n"
                f"export async function accessToken() {{\n  const auth = Buffer.from(`${{PAYPAL_CLIENT_ID}}:${{PAYPAL_CLIENT_SECRET}}`).toString(\"base64\");\n"
                f"  const r = await fetch(\"https://api-m.{R.choice(['', 'sandbox.'])}paypal.com/v1/oauth2/token\", {{\n"
                f"    method: \"POST\",\n    headers: {{ Authorization: `Basic ${{auth}}` }},\n    body: \"grant_type=client_credentials\",\n  }});\n"
                f"  return (await r.json()).access_token;\n}}")
    else:
        k = S("paddle", "PADDLE_API_KEY", N_PAY, "ts")
        tok = pub(G.paddle_client_token())
        body = (f"// billing/paddle.ts\nimport {{ Environment, Paddle }} from \"@paddle/paddle-node-sdk\";\n\n{c}\n"
                f"export const paddle = new Paddle({k}, {{ environment: Environment.{R.choice(['production', 'sandbox'])} }});\n"
                f"// Paddle.js in the browser uses the client-side token\nexport const PADDLE_CLIENT_TOKEN = \"{tok}\";\n"
                f"export const PRO_PRICE = \"pri_01{G.rs(24, G.LOWER)}\";")
    return body


def t_pay_other():
    p = R.choice(["go", "rb", "php", "cs", "java"])
    if p == "go":
        k = S(R.choice(["stripe_live", "stripe_rk"]), "STRIPE_SECRET_KEY", N_PAY, "go")
        ids()
        return (f"// internal/billing/stripe.go\npackage billing\n\nimport (\n\t\"github.com/stripe/stripe-go/v8{R.randint(0, 2)}\"\n"
                f"\t\"github.com/stripe/stripe-go/v8{R.randint(0, 2)}/refund\"\n)\n\n{cmt('//')}\nfunc init() {{ stripe.Key = {k} }}\n\n"
                f"func Refund(pi string) (*stripe.Refund, error) {{\n\tparams := &stripe.RefundParams{{PaymentIntent: stripe.String(pi)}}\n"
                f"\tparams.SetIdempotencyKey(\"{G.idem()}\")\n\treturn refund.New(params)\n}}\n// e.g. Refund(\"{G.sid('pi_')}\")")
    if p == "rb":
        if R.random() < .5:
            k = S("braintree_token", "BRAINTREE_ACCESS_TOKEN", N_PAY, "rb")
            return (f"# config/initializers/braintree.rb\n{cmt()}\n$gateway = Braintree::Gateway.new(access_token: {k})\n"
                    f"Rails.logger.info(\"braintree ready for merchant #{{ENV['BT_MERCHANT_ID']}}\")")
        k = S("stripe_live", "STRIPE_SECRET_KEY", N_PAY, "rb")
        return (f"# config/initializers/stripe.rb\n{cmt()}\nStripe.api_key = {k}\nStripe.max_network_retries = 2\n"
                f"Rails.configuration.stripe = {{\n  publishable_key: \"{pub(G.pk_stripe('live'))}\",\n"
                f"  pro_price: \"{G.sid('price_')}\"\n}}")
    if p == "php":
        k = S(R.choice(["mollie", "stripe_live", "checkout_sk"]), "PAYMENT_SECRET_KEY", N_PAY, "php")
        return (f"<?php\n// config/payments.php\n{cmt('//')}\nreturn [\n    'driver' => '{R.choice(['stripe', 'mollie', 'checkout'])}',\n"
                f"    'secret' => {k},\n    'currency' => '{G.cur().upper()}',\n    'webhook_path' => '/payments/webhook',\n"
                f"    'statement_descriptor' => '{G.company().upper()[:12]}',\n];")
    if p == "cs":
        k = S("checkout_sk", "CKO_SECRET_KEY", N_PAY, "cs")
        return (f"// Payments/CheckoutClient.cs\n{cmt('//')}\nvar api = CheckoutSdk.Builder().StaticKeys()\n"
                f"    .SecretKey({k})\n    .Environment(Environment.{R.choice(['Sandbox', 'Production'])})\n    .Build();\n\n"
                f"var request = new PaymentRequest {{ Amount = {G.amount()}, Currency = Currency.{G.cur().upper()}, "
                f"Reference = \"ORD-{R.randint(10000, 99999)}\" }};")
    k = S("adyen", "ADYEN_API_KEY", N_PAY, "java")
    return (f"// src/main/java/shop/pay/AdyenConfig.java\n{cmt('//')}\n@Bean\nClient adyenClient() {{\n"
            f"    Config config = new Config();\n    config.setApiKey({k});\n    config.setEnvironment(Environment.{R.choice(['TEST', 'LIVE'])});\n"
            f"    config.setLiveEndpointUrlPrefix(\"{G.rs(16, G.HEX)}-{G.company().capitalize()}\");\n    return new Client(config);\n}}")


# ---- webhook_handler ----------------------------------------------------------------------------------------------

def stripe_event(kind=None):
    kind = kind or R.choice(["payment_intent.succeeded", "charge.refunded", "invoice.payment_failed",
                             "checkout.session.completed"])
    obj = {"id": G.sid("pi_"), "object": "payment_intent", "amount": G.amount(), "currency": G.cur(),
           "customer": G.sid("cus_"), "latest_charge": G.sid("ch_"), "status": "succeeded"}
    if kind.startswith("checkout"):
        obj = {"id": G.cs_session(), "object": "checkout.session", "customer": G.sid("cus_"),
               "payment_intent": G.sid("pi_"), "amount_total": G.amount(), "currency": G.cur()}
    elif kind.startswith("invoice"):
        obj = {"id": G.sid("in_"), "object": "invoice", "customer": G.sid("cus_"), "subscription": G.sid("sub_"),
               "amount_due": G.amount(), "attempt_count": R.randint(1, 4)}
    ids()
    return {"id": G.sid("evt_"), "object": "event", "api_version": "2025-03-31.basil", "created": G.epoch(),
            "data": {"object": obj}, "livemode": R.random() < .5, "pending_webhooks": 1,
            "request": {"id": G.sid("req_"), "idempotency_key": G.uuid()}, "type": kind}


def t_hook_stripe():
    if R.random() < .5:
        w = S("whsec", "STRIPE_WEBHOOK_SECRET", N_HOOK_SECRET, "ts")
        code = (f"// app/api/stripe/webhook/route.ts\n{cmt('//')}\nconst endpointSecret = {w};\n\n"
                f"export async function POST(req: Request) {{\n  const body = await req.text();\n"
                f"  const sig = req.headers.get(\"stripe-signature\")!;\n  let event: Stripe.Event;\n  try {{\n"
                f"    event = stripe.webhooks.constructEvent(body, sig, endpointSecret);\n  }} catch (err) {{\n"
                f"    return new Response(`Webhook Error: ${{(err as Error).message}}`, {{ status: 400 }});\n  }}\n"
                f"  if (event.type === \"payment_intent.succeeded\") await markPaid(event.data.object.id);\n"
                f"  return Response.json({{ received: true }});\n}}")
    else:
        w = S("whsec", "STRIPE_WEBHOOK_SECRET", N_HOOK_SECRET, "py")
        code = (f"# billing/webhooks.py\n{cmt()}\nWEBHOOK_SECRET = {w}\n\n@router.post(\"/stripe/webhook\")\n"
                f"async def stripe_webhook(request: Request):\n    payload = await request.body()\n"
                f"    sig = request.headers.get(\"stripe-signature\")\n    try:\n"
                f"        event = stripe.Webhook.construct_event(payload, sig, WEBHOOK_SECRET)\n"
                f"    except stripe.error.SignatureVerificationError:\n        raise HTTPException(400, \"bad signature\")\n"
                f"    await handle(event)\n    return {{\"ok\": True}}")
    if R.random() < .6:
        ev = stripe_event()
        note(O_SIG)
        code += (f"\n\n# test payload (fixtures/{ev['type'].replace('.', '_')}.json), header Stripe-Signature: "
                 f"{G.stripe_sig()}\n" + jd(ev))
    return code


def t_hook_shopify():
    s = S(R.choice(["shopify_secret", "shopify_secret", "opaque"]), "SHOPIFY_API_SECRET", N_HOOK_SECRET, "ts")
    code = (f"// web/webhooks/verify.ts\nimport crypto from \"node:crypto\";\n\n{cmt('//')}\nconst SHOPIFY_API_SECRET = {s};\n\n"
            f"export function verifyWebhook(rawBody: Buffer, hmacHeader: string): boolean {{\n"
            f"  const digest = crypto.createHmac(\"sha256\", SHOPIFY_API_SECRET).update(rawBody).digest(\"base64\");\n"
            f"  return crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(hmacHeader));\n}}")
    if R.random() < .6:
        note(O_SIG)
        ids()
        code += (f"\n\n# captured delivery\nX-Shopify-Topic: orders/paid\nX-Shopify-Shop-Domain: {G.shop()}.myshopify.com\n"
                 f"X-Shopify-Hmac-Sha256: {G.hmac_b64()}\nX-Shopify-Webhook-Id: {G.uuid()}\n"
                 + jd({"id": R.randint(10 ** 12, 9 * 10 ** 12), "admin_graphql_api_id": G.gid(), "name": G.order_no(),
                       "total_price": f"{G.amount() / 100:.2f}", "currency": G.cur().upper(), "financial_status": "paid"}))
    return code


def t_hook_misc():
    p = R.choice(["adyen", "mailgun", "twilio", "paddle"])
    if p == "adyen":
        h = S("adyen_hmac", "ADYEN_HMAC_KEY", N_HOOK_SECRET, "java")
        ids()
        item = {"NotificationRequestItem": {"eventCode": "AUTHORISATION", "success": "true", "pspReference": G.rs(16, G.UPPER),
                                            "merchantReference": f"ORD-{R.randint(10000, 99999)}",
                                            "amount": {"value": G.amount(), "currency": G.cur().upper()},
                                            "additionalData": {"hmacSignature": G.hmac_b64()}}}
        note(O_SIG)
        return (f"// AdyenWebhookController.java\n{cmt('//')}\nprivate static final String HMAC_KEY = {h};\n\n"
                f"if (!new HMACValidator().validateHMAC(item, HMAC_KEY)) {{\n    return ResponseEntity.status(401).build();\n}}\n\n"
                f"// sample notification\n" + jd({"live": "false", "notificationItems": [item]}))
    if p == "mailgun":
        k = S("mailgun", "MAILGUN_WEBHOOK_SIGNING_KEY", N_HOOK_SECRET, "py")
        note(O_SIG)
        ids()
        return (f"# mail/webhooks.py\nimport hashlib, hmac\n\n{cmt()}\nSIGNING_KEY = {k}\n\n"
                f"def verify(token: str, timestamp: str, signature: str) -> bool:\n"
                f"    mac = hmac.new(SIGNING_KEY.encode(), (timestamp + token).encode(), hashlib.sha256).hexdigest()\n"
                f"    return hmac.compare_digest(mac, signature)\n\n# event from the test button\n"
                + jd({"signature": {"timestamp": str(G.epoch()), "token": G.rs(50, G.HEX), "signature": G.sha256()},
                      "event-data": {"event": R.choice(["delivered", "failed", "opened"]), "id": G.rs(22, G.B64URL),
                                     "message": {"headers": {"message-id": G.mailgun_msg()[1:-1]}}}}))
    if p == "twilio":
        t = S("twilio_auth", "TWILIO_AUTH_TOKEN", N_HOOK_SECRET, "ts")
        note(O_SIG)
        ids()
        return (f"// routes/sms-status.js\nconst twilio = require(\"twilio\");\n{cmt('//')}\nconst authToken = {t};\n\n"
                f"app.post(\"/sms/status\", (req, res) => {{\n  const ok = twilio.validateRequest(authToken, req.header(\"X-Twilio-Signature\"),\n"
                f"    \"https://{G.proj()}.{G.domain()}/sms/status\", req.body);\n  if (!ok) return res.sendStatus(403);\n"
                f"  res.sendStatus(204);\n}});\n\n// POST body seen in the logs (X-Twilio-Signature: {G.hmac_b64()[:28]})\n"
                f"MessageSid={G.twilio_sid('SM')}&MessageStatus={R.choice(['delivered', 'undelivered'])}&AccountSid={G.twilio_sid('AC')}"
                f"&To=%2B{G.phone()[1:]}&ErrorCode={R.choice(['', '30007'])}")
    k = S("opaque", "PADDLE_WEBHOOK_SECRET", N_HOOK_SECRET, "py")
    note(O_SIG)
    ids()
    return (f"# paddle_webhook.py\n{cmt()}\nPADDLE_NOTIFICATION_SECRET = {k}  # pdl_ntfset_{G.rs(26, G.LOWER)}\n\n"
            f"def verify(raw: bytes, header: str) -> bool:\n    parts = dict(p.split(\"=\", 1) for p in header.split(\";\"))\n"
            f"    signed = f\"{{parts['ts']}}:{{raw.decode()}}\"\n"
            f"    mac = hmac.new(PADDLE_NOTIFICATION_SECRET.encode(), signed.encode(), hashlib.sha256).hexdigest()\n"
            f"    return hmac.compare_digest(mac, parts['h1'])\n\n# Paddle-Signature: ts={G.epoch()};h1={G.sha256()}\n"
            f"# event_id evt_01{G.rs(24, G.LOWER)} transaction.completed txn_01{G.rs(24, G.LOWER)}")


def t_stripe_listen():
    w = G.tok("whsec") if C.sec and R.random() < P_SECRET_SLOT else None
    if w:
        lab(w, [N_HOOK_SECRET, N_CLI_WHSEC])
        line = f"> Ready! You are using Stripe API Version [2025-03-31.basil]. Your webhook signing secret is {w} (^C to quit)"
    else:
        note(O_MASK)
        line = (f"> Ready! You are using Stripe API Version [2025-03-31.basil]. Your webhook signing secret is "
                f"{G.masked('whsec_')} (^C to quit)")
    ids()
    rows = [f"{G.date()} {G.clock()}   --> {R.choice(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded'])} [{G.sid('evt_')}]\n"
            f"{G.date()} {G.clock()}  <--  [{R.choice([200, 400, 500])}] POST http://localhost:{R.choice([3000, 4242, 8000])}/api/stripe/webhook [{G.sid('evt_')}]"
            for _ in range(R.randint(2, 3))]
    return f"$ stripe listen --forward-to localhost:3000/api/stripe/webhook\n{line}\n" + "\n".join(rows)


# ---- env_file -----------------------------------------------------------------------------------------------------

ENV_SECRET = [("STRIPE_SECRET_KEY", "stripe_live"), ("STRIPE_SECRET_KEY", "stripe_test"),
              ("STRIPE_WEBHOOK_SECRET", "whsec"), ("STRIPE_RESTRICTED_KEY", "stripe_rk"),
              ("SENDGRID_API_KEY", "sendgrid"), ("MAILGUN_API_KEY", "mailgun"), ("POSTMARK_SERVER_TOKEN", "postmark"),
              ("RESEND_API_KEY", "resend"), ("TWILIO_AUTH_TOKEN", "twilio_auth"), ("TWILIO_API_SECRET", "twilio_secret"),
              ("SHOPIFY_API_SECRET", "shopify_secret"), ("SHOPIFY_ADMIN_TOKEN", "shopify_admin"),
              ("PAYPAL_CLIENT_SECRET", "paypal_secret"), ("ADYEN_API_KEY", "adyen"), ("MOLLIE_API_KEY", "mollie"),
              ("EASYPOST_API_KEY", "easypost"), ("SHIPPO_API_TOKEN", "shippo"), ("TAXJAR_API_KEY", "taxjar"),
              ("BREVO_API_KEY", "brevo"), ("PUSHER_APP_SECRET", "pusher_secret"), ("ONESIGNAL_REST_API_KEY", "onesignal"),
              ("VONAGE_API_SECRET", "vonage_secret"), ("SQUARE_ACCESS_TOKEN", "square_token"),
              ("XERO_CLIENT_SECRET", "xero_secret")]


def env_public():
    """Lines that are never labels: public keys, ids, hosts, names."""
    opts = [lambda: f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={pub(G.pk_stripe())}",
            lambda: f"STRIPE_PRICE_PRO={G.sid('price_')}",
            lambda: f"TWILIO_ACCOUNT_SID={G.twilio_sid('AC')}",
            lambda: f"TWILIO_MESSAGING_SERVICE_SID={G.twilio_sid('MG')}",
            lambda: f"TWILIO_API_KEY={G.twilio_sid('SK')}",
            lambda: f"SENDGRID_TEMPLATE_RECEIPT=d-{G.rs(32, G.HEX)}",
            lambda: f"SHOPIFY_API_KEY={pub(G.shopify_client_id())}",
            lambda: f"VITE_PUSHER_APP_KEY={pub(G.pusher_key())}",
            lambda: f"PUSHER_APP_ID={R.randint(1000000, 1999999)}",
            lambda: f"ONESIGNAL_APP_ID={pub(G.onesignal_app())}",
            lambda: f"MAIL_FROM=\"{G.company().capitalize()} <no-reply@{G.domain()}>\"",
            lambda: f"SMTP_HOST=smtp.{R.choice(['sendgrid.net', 'mailgun.org', 'postmarkapp.com', 'eu.mailgun.org'])}",
            lambda: f"PAYPAL_CLIENT_ID={pub(G.paypal_client_id())}",
            lambda: f"ADYEN_CLIENT_KEY={pub(G.adyen_client_key())}",
            lambda: f"ADYEN_MERCHANT_ACCOUNT={G.company().capitalize()}ECOM",
            lambda: f"RAZORPAY_KEY_ID={pub(G.razorpay_key_id())}",
            lambda: f"DATABASE_URL=postgres://app@db:5432/{G.proj().replace('-', '_')}",
            lambda: f"APP_URL=https://{G.proj()}.{G.domain()}"]
    ids()
    return [f() for f in R.sample(opts, R.randint(2, 5))]


def t_env():
    fname = R.choice([".env", ".env.local", ".env.production", "deploy/.env.staging", "apps/api/.env"])
    lines = [f"# {fname} for {G.proj()}", cmt()]
    for var, kind in R.sample(ENV_SECRET, R.randint(2, 5)):
        lines.append(f"{var}={S(kind, var, N_ENV, 'env')}")
    lines += env_public()
    if R.random() < .35:
        lines.append(f"SMTP_URL=smtp://apikey:{P('SMTP_PASSWORD', [N_ENV, N_CONN])}@smtp.{G.domain()}:587")
    head, tail = lines[:2], lines[2:]
    R.shuffle(tail)
    return "$ cat " + fname + "\n" + "\n".join(head + tail)


def t_compose_k8s():
    pairs = R.sample(ENV_SECRET, R.randint(2, 4))
    pubs = env_public()
    if R.random() < .5:
        env = "\n".join(f"      {v}: {S(k, v, N_ENV, 'yaml')}" for v, k in pairs)
        env += "\n" + "\n".join("      " + p.replace("=", ": ", 1) for p in pubs)
        return (f"# docker-compose.yml\nservices:\n  {G.proj()}:\n    build: .\n    ports: [\"8080:8080\"]\n"
                f"    environment:\n{env}\n  worker:\n    build: .\n    command: [\"npm\", \"run\", \"worker\"]\n    env_file: .env")
    env = "\n".join(f"  {v}: \"{unq(S(k, v, N_ENV, 'yaml'))}\"" for v, k in pairs)
    return (f"# k8s/{G.proj()}-secrets.yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: {G.proj()}-providers\n"
            f"  namespace: {R.choice(['payments', 'shop', 'notify'])}\ntype: Opaque\nstringData:\n{env}\n---\n"
            f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {G.proj()}-config\ndata:\n"
            + "\n".join("  " + p.replace("=", ": ", 1) for p in pubs))


# ---- shop_platform ------------------------------------------------------------------------------------------------

def t_shopify():
    s = G.shop()
    k = R.randint(0, 2)
    if k == 0:
        t = S(R.choice(["shopify_admin", "shopify_custom"]), "SHOPIFY_ADMIN_TOKEN", N_SHOP, "sh")
        ids()
        return (f"$ curl -s -X POST https://{s}.myshopify.com/admin/api/2025-07/graphql.json \\\n"
                f"    -H 'Content-Type: application/json' \\\n    -H \"X-Shopify-Access-Token: {unq(t)}\" \\\n"
                f"    -d '{{\"query\":\"{{ orders(first: 3) {{ edges {{ node {{ id name totalPriceSet {{ shopMoney {{ amount }} }} }} }} }} }}\"}}'\n"
                + jd({"data": {"orders": {"edges": [{"node": {"id": G.gid(), "name": G.order_no(),
                                                             "totalPriceSet": {"shopMoney": {"amount": f"{G.amount() / 100:.2f}"}}}}
                                                   for _ in range(2)]}},
                      "extensions": {"cost": {"requestedQueryCost": 8, "actualQueryCost": 6}}}))
    if k == 1:
        cid = pub(G.shopify_client_id())
        sec = S("shopify_secret", "SHOPIFY_API_SECRET", N_SHOP, "env")
        return (f"# shopify.app.toml\nclient_id = \"{cid}\"\nname = \"{G.proj()}\"\napplication_url = \"https://{G.proj()}.{G.domain()}\"\n"
                f"embedded = true\n\n[access_scopes]\nscopes = \"read_orders,write_products,read_customers\"\n\n"
                f"[webhooks]\napi_version = \"2025-07\"\n\n# .env (same folder)\nSHOPIFY_API_KEY={cid}\nSHOPIFY_API_SECRET={sec}\n"
                f"SCOPES=read_orders,write_products,read_customers\nHOST=https://{G.proj()}.{G.domain()}")
    st = pub(G.storefront_token())
    t = S("shopify_admin", "SHOPIFY_ADMIN_TOKEN", N_SHOP, "ts")
    return (f"// lib/shopify.ts\n{cmt('//')}\nexport const storefront = createStorefrontClient({{\n"
            f"  storeDomain: \"{s}.myshopify.com\",\n  publicStorefrontToken: \"{st}\", // storefront API, public\n"
            f"  apiVersion: \"2025-07\",\n}});\n\nexport const admin = createAdminApiClient({{\n  storeDomain: \"{s}.myshopify.com\",\n"
            f"  accessToken: {t},\n  apiVersion: \"2025-07\",\n}});")


def t_shop_other():
    k = R.randint(0, 3)
    d = G.domain()
    if k == 0:
        ck = "ck_" + G.rs(40, G.HEX)
        note("the WooCommerce consumer key (`ck_`) is the identifying half, like an access-key id; only the consumer secret is labelled.")
        cs = S("woo_cs", "WC_CONSUMER_SECRET", N_SHOP, "sh")
        if not C.sec:
            ck = G.masked("ck_")
            note(O_MASK)
        ids()
        return (f"$ curl -s \"https://shop.{d}/wp-json/wc/v3/orders?per_page=2&status=processing\" \\\n"
                f"    -u {ck}:{unq(cs)} | jq '.[] | {{id, number, total, currency}}'\n"
                + "\n".join(jd({"id": R.randint(1000, 99999), "number": str(R.randint(1000, 99999)),
                                "total": f"{G.amount() / 100:.2f}", "currency": G.cur().upper()}) for _ in range(2)))
    if k == 1:
        t = S("bigcommerce", "BIGCOMMERCE_ACCESS_TOKEN", N_SHOP, "py")
        store = G.rs(10, G.LOWER)
        return (f"# sync/bigcommerce.py\n{cmt()}\nSTORE_HASH = \"{store}\"\nHEADERS = {{\n    \"X-Auth-Token\": {t},\n"
                f"    \"Accept\": \"application/json\",\n}}\nBASE = f\"https://api.bigcommerce.com/stores/{{STORE_HASH}}/v3\"\n\n"
                f"def products(page=1):\n    return requests.get(f\"{{BASE}}/catalog/products\", headers=HEADERS,\n"
                f"                        params={{\"page\": page, \"limit\": 250}}, timeout=20).json()")
    if k == 2:
        cid = G.rs(24, G.B64URL)
        sec = S("commercetools", "CTP_CLIENT_SECRET", N_SHOP, "env")
        return (f"# .env.commercetools (downloaded from Merchant Center > API clients)\nCTP_PROJECT_KEY={G.shop()}\n"
                f"CTP_CLIENT_ID={cid}\nCTP_CLIENT_SECRET={sec}\nCTP_AUTH_URL=https://auth.europe-west1.gcp.commercetools.com\n"
                f"CTP_API_URL=https://api.europe-west1.gcp.commercetools.com\n"
                f"CTP_SCOPES=manage_orders:{G.shop()} view_products:{G.shop()}")
    t = S("magento", "MAGENTO_INTEGRATION_TOKEN", N_SHOP, "php")
    return (f"<?php\n// app/etc/erp-sync.php\n{cmt('//')}\nreturn [\n    'base_url' => 'https://store.{d}/rest/V1/',\n"
            f"    'integration_token' => {t},\n    'store_code' => 'default',\n    'page_size' => 100,\n];")


# ---- marketplace --------------------------------------------------------------------------------------------------

def t_spapi():
    cid = pub(G.amazon_client_id())
    sec = S("lwa_secret", "LWA_CLIENT_SECRET", N_MARKET, "json")
    rt = S("lwa_refresh", "LWA_REFRESH_TOKEN", N_MARKET, "json", ph=False)
    ids()
    cfg = {"region": R.choice(["eu", "na", "fe"]), "marketplace_ids": R.sample(["A1PA6795UKMFR9", "ATVPDKIKX0DER",
                                                                               "A1F83G8C2ARO7P", "A13V1IB3VIYZZH"], 2),
           "seller_id": G.seller_id(), "lwa_app_id": cid, "lwa_client_secret": "@@S@@", "refresh_token": "@@R@@"}
    txt = jd(cfg).replace('"@@S@@"', sec).replace('"@@R@@"', rt)
    return f"$ cat config/sp-api.{R.choice(['prod', 'eu'])}.json\n" + txt


def t_ebay_meli():
    if R.random() < .6:
        app = f"{G.company().capitalize()}-{G.proj().split('-')[0]}-PRD-{G.rs(9, G.HEX)}-{G.rs(8, G.HEX)}"
        cert = S("ebay_cert", "EBAY_CERT_ID", N_MARKET, "yaml")
        tokv = S("ebay_token", "EBAY_USER_TOKEN", N_MARKET, "yaml", ph=False)
        pub("")
        return (f"# ebay-config.yaml ({cmt('').strip()})\napi.ebay.com:\n  appid: {app}\n  certid: {cert}\n"
                f"  devid: {G.uuid()}\n  redirecturi: {G.company().capitalize()}-{G.rs(6)}-PRD-{G.rs(8, G.LOWER)}\n"
                f"user_token: {tokv}\nmarketplace: EBAY_{R.choice(['US', 'DE', 'GB', 'FR'])}")
    t = S("meli", "MELI_ACCESS_TOKEN", N_MARKET, "sh")
    ids()
    return (f"$ curl -s https://api.mercadolibre.com/users/me -H \"Authorization: Bearer {unq(t)}\" | jq '{{id, nickname, site_id}}'\n"
            + jd({"id": R.randint(10 ** 8, 10 ** 9), "nickname": G.shop().upper().replace("-", ""),
                  "site_id": R.choice(["MLB", "MLA", "MLM"])})
            + f"\n\n$ curl -s 'https://api.mercadolibre.com/orders/search?seller={R.randint(10 ** 8, 10 ** 9)}&order.status=paid' "
              f"-H \"Authorization: Bearer {unq(t)}\" | jq '.paging'\n" + jd({"total": R.randint(10, 900), "offset": 0, "limit": 50}))


# ---- email_provider -----------------------------------------------------------------------------------------------

def t_mail_sdk():
    p = R.choice(["sendgrid", "postmark", "resend", "mailchimp", "brevo", "sparkpost"])
    frm = f"no-reply@{G.domain()}"
    if p == "sendgrid":
        k = S("sendgrid", "SENDGRID_API_KEY", N_MAIL, "py")
        return (f"# notify/email.py\nfrom sendgrid import SendGridAPIClient\nfrom sendgrid.helpers.mail import Mail\n\n{cmt()}\n"
                f"sg = SendGridAPIClient({k})\n\nmsg = Mail(from_email=\"{frm}\", to_emails=\"{G.customer_email()}\")\n"
                f"msg.template_id = \"d-{G.rs(32, G.HEX)}\"\nmsg.dynamic_template_data = {{\"order\": \"{G.order_no()}\"}}\n"
                f"resp = sg.send(msg)\nprint(resp.status_code, resp.headers[\"X-Message-Id\"])")
    if p == "postmark":
        k = S("postmark", "POSTMARK_SERVER_TOKEN", N_MAIL, "ts")
        note("a Postmark server token has the shape of a UUID; here it sits next to message ids that are also UUIDs.")
        ids()
        return (f"// mailer.ts\nimport {{ ServerClient }} from \"postmark\";\n{cmt('//')}\nconst client = new ServerClient({k});\n\n"
                f"const res = await client.sendEmailWithTemplate({{\n  From: \"{frm}\",\n  To: \"{G.customer_email()}\",\n"
                f"  TemplateAlias: \"receipt\",\n  TemplateModel: {{ order: \"{G.order_no()}\" }},\n  MessageStream: \"outbound\",\n}});\n"
                f"// last run: {{ ErrorCode: 0, MessageID: \"{G.uuid()}\", SubmittedAt: \"{G.iso()}\" }}")
    if p == "resend":
        k = S("resend", "RESEND_API_KEY", N_MAIL, "ts")
        ids()
        return (f"// emails/send.ts\nimport {{ Resend }} from \"resend\";\n{cmt('//')}\nconst resend = new Resend({k});\n\n"
                f"const {{ data, error }} = await resend.emails.send({{\n  from: \"{G.company().capitalize()} <{frm}>\",\n"
                f"  to: [\"{G.customer_email()}\"],\n  subject: \"Your order {G.order_no()} has shipped\",\n  react: ShippedEmail({{ tracking: \"{G.tracking()}\" }}),\n}});\n"
                f"// data.id = \"{G.uuid()}\"")
    if p == "mailchimp":
        if R.random() < .5:
            k = S("mailchimp", "MAILCHIMP_API_KEY", N_MAIL, "py")
            return (f"# marketing/sync.py\nimport mailchimp_marketing as MailchimpMarketing\n{cmt()}\n"
                    f"client = MailchimpMarketing.Client()\nclient.set_config({{\"api_key\": {k}, \"server\": \"us{R.randint(1, 21)}\"}})\n"
                    f"client.lists.add_list_member(\"{G.rs(10, G.HEX)}\", {{\"email_address\": \"{G.customer_email()}\", \"status\": \"subscribed\"}})")
        k = S("mandrill", "MANDRILL_API_KEY", N_MAIL, "rb")
        return (f"# app/mailers/transactional.rb\n{cmt()}\nMANDRILL = Mandrill::API.new({k})\n"
                f"MANDRILL.messages.send_template(\"order-receipt\", [], {{ to: [{{ email: \"{G.customer_email()}\" }}], "
                f"merge_vars: [] }})")
    if p == "brevo":
        k = S("brevo", "BREVO_API_KEY", N_MAIL, "php")
        return (f"<?php\n// src/Mail/BrevoFactory.php\n{cmt('//')}\n$config = Brevo\\Client\\Configuration::getDefaultConfiguration()\n"
                f"    ->setApiKey('api-key', {k});\n$api = new Brevo\\Client\\Api\\TransactionalEmailsApi(new GuzzleHttp\\Client(), $config);\n"
                f"$api->sendTransacEmail(new SendSmtpEmail(['templateId' => {R.randint(3, 80)}, 'to' => [['email' => '{G.customer_email()}']]]));")
    k = S("sparkpost", "SPARKPOST_API_KEY", N_MAIL, "ts")
    return (f"// sparkpost.js\nconst SparkPost = require(\"sparkpost\");\n{cmt('//')}\nconst client = new SparkPost({k}, "
            f"{{ origin: \"https://api.eu.sparkpost.com:443\" }});\n\nclient.transmissions.send({{\n  content: {{ template_id: \"order-shipped\" }},\n"
            f"  recipients: [{{ address: \"{G.customer_email()}\" }}],\n}});")


def t_smtp():
    k = R.randint(0, 3)
    host = R.choice(["smtp.sendgrid.net", "smtp.mailgun.org", "smtp.postmarkapp.com", f"email-smtp.{G.region()}.amazonaws.com",
                     "smtp-relay.brevo.com", f"mail.{G.domain()}"])
    if "amazonaws" in host:
        u, kind = "AKIA" + G.rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), "ses_smtp"
        note("the SES SMTP user name (`AKIA...`) is an access-key id and not labelled; the SMTP password is.")
    elif "sendgrid" in host:
        u, kind = "apikey", "sendgrid"
    elif "postmark" in host:
        u, kind = None, "postmark"
    elif "brevo" in host:
        u, kind = f"{G.rs(8, G.HEX)}@smtp-brevo.com", "brevo_smtp"
    else:
        u, kind = f"postmaster@mg.{G.domain()}", "pw"
    pw = S(kind, "SMTP_PASSWORD", N_MAIL, "py")
    if u is None:
        u = pw if not unq(pw).startswith(("os.", "settings", "env(")) else '"<server-token>"'
    if k == 0:
        uexpr = u if u.startswith(('"', "os.", "settings", "env(")) else '"' + u + '"'
        return (f"# settings/production.py\n{cmt()}\nEMAIL_BACKEND = \"django.core.mail.backends.smtp.EmailBackend\"\n"
                f"EMAIL_HOST = \"{host}\"\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = {uexpr}\n"
                f"EMAIL_HOST_PASSWORD = {pw}\nDEFAULT_FROM_EMAIL = \"{G.company().capitalize()} <no-reply@{G.domain()}>\"")
    pv = unq(pw)
    uv = unq(u)
    if k == 1:
        return (f"// mail/transport.js\n{cmt('//')}\nconst transporter = nodemailer.createTransport({{\n  host: \"{host}\",\n"
                f"  port: 465,\n  secure: true,\n  auth: {{ user: \"{uv}\", pass: \"{pv}\" }},\n}});" if not pv.startswith(("os.", "settings", "env(")) else
                f"// mail/transport.js\n{cmt('//')}\nconst transporter = nodemailer.createTransport({{\n  host: \"{host}\",\n"
                f"  port: 465,\n  secure: true,\n  auth: {{ user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }},\n}});")
    if k == 2:
        if pv.startswith(("os.", "settings", "env(")):
            pv = "<%= ENV['SMTP_PASSWORD'] %>"
        return (f"# config/environments/production.rb\n{cmt()}\nconfig.action_mailer.delivery_method = :smtp\n"
                f"config.action_mailer.smtp_settings = {{\n  address: \"{host}\",\n  port: 587,\n  user_name: \"{uv}\",\n"
                f"  password: \"{pv}\",\n  authentication: :plain,\n  enable_starttls_auto: true\n}}")
    if pv.startswith(("os.", "settings", "env(")):
        pv = R.choice(REDACT)
    return (f"$ sudo cat /etc/postfix/sasl_passwd\n[{host}]:587 {uv}:{pv}\n$ sudo postmap /etc/postfix/sasl_passwd\n"
            f"$ grep relayhost /etc/postfix/main.cf\nrelayhost = [{host}]:587")


def t_mail_curl():
    p = R.choice(["mailgun", "sendgrid", "postmark"])
    if p == "mailgun":
        k = S("mailgun", "MAILGUN_API_KEY", N_MAIL, "sh")
        d = G.domain()
        ids()
        return (f"$ curl -s --user 'api:{unq(k)}' https://api.eu.mailgun.net/v3/mg.{d}/messages \\\n"
                f"    -F from='Orders <orders@mg.{d}>' -F to={G.customer_email()} -F subject='Order {G.order_no()}' -F template=order-confirmation\n"
                + jd({"id": G.mailgun_msg(d), "message": "Queued. Thank you."}))
    if p == "sendgrid":
        k = S("sendgrid", "SENDGRID_API_KEY", N_MAIL, "sh")
        ids()
        return (f"$ curl -i https://api.sendgrid.com/v3/mail/send \\\n    -H \"Authorization: Bearer {unq(k)}\" \\\n"
                f"    -H 'Content-Type: application/json' \\\n    -d '{{\"from\":{{\"email\":\"no-reply@{G.domain()}\"}},"
                f"\"personalizations\":[{{\"to\":[{{\"email\":\"{G.customer_email()}\"}}]}}],\"template_id\":\"d-{G.rs(32, G.HEX)}\"}}'\n"
                f"HTTP/2 202\nx-message-id: {G.sg_msg()}\naccess-control-allow-origin: https://sendgrid.api-docs.io")
    k = S("postmark", "POSTMARK_SERVER_TOKEN", N_MAIL, "sh")
    note("a Postmark server token has the shape of a UUID; here it sits next to message ids that are also UUIDs.")
    ids()
    return (f"$ curl -s https://api.postmarkapp.com/email -H 'Accept: application/json' -H 'Content-Type: application/json' \\\n"
            f"    -H \"X-Postmark-Server-Token: {unq(k)}\" \\\n    -d '{{\"From\":\"billing@{G.domain()}\",\"To\":\"{G.customer_email()}\","
            f"\"Subject\":\"Invoice\",\"TextBody\":\"Attached.\",\"MessageStream\":\"outbound\"}}'\n"
            + jd({"To": G.customer_email(), "SubmittedAt": G.iso(), "MessageID": G.uuid(), "ErrorCode": 0, "Message": "OK"}))


# ---- sms_voice ----------------------------------------------------------------------------------------------------

def t_twilio():
    ac = G.twilio_sid("AC")
    ids()
    k = R.randint(0, 2)
    if k == 0:
        t = S("twilio_auth", "TWILIO_AUTH_TOKEN", N_SMS, "py")
        return (f"# otp/sms.py\nfrom twilio.rest import Client\n\n{cmt()}\nclient = Client(\"{ac}\", {t})\n\n"
                f"def send_code(to, code):\n    m = client.messages.create(\n        messaging_service_sid=\"{G.twilio_sid('MG')}\",\n"
                f"        to=to,\n        body=f\"Your {G.company().capitalize()} code is {{code}}\",\n    )\n    return m.sid  # e.g. {G.twilio_sid('SM')}")
    if k == 1:
        sk = G.twilio_sid("SK")
        sec = S("twilio_secret", "TWILIO_API_SECRET", N_SMS, "ts")
        return (f"// voice/token.ts\nimport twilio from \"twilio\";\n{cmt('//')}\nconst {{ AccessToken }} = twilio.jwt;\n"
                f"const token = new AccessToken(\"{ac}\", \"{sk}\", {sec}, {{ identity: agentId, ttl: 3600 }});\n"
                f"token.addGrant(new AccessToken.VoiceGrant({{ outgoingApplicationSid: \"{G.twilio_sid('AP')}\" }}));\n"
                f"export default token.toJwt();")
    t = S("twilio_auth", "TWILIO_AUTH_TOKEN", N_SMS, "sh")
    return (f"$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/{ac}/Messages.json \\\n"
            f"    --data-urlencode \"To={G.phone()}\" --data-urlencode \"From={G.phone()}\" \\\n"
            f"    --data-urlencode \"Body=Your order {G.order_no()} is out for delivery\" \\\n    -u {ac}:{unq(t)}\n"
            + jd({"sid": G.twilio_sid("SM"), "status": "queued", "account_sid": ac, "num_segments": "1",
                  "price": None, "error_code": None}))


def t_sms_other():
    p = R.choice(["vonage", "plivo", "telnyx", "messagebird", "sinch", "whatsapp", "intercom", "zendesk"])
    if p == "vonage":
        s = S("vonage_secret", "VONAGE_API_SECRET", N_SMS, "ts")
        return (f"// sms/vonage.ts\nimport {{ Vonage }} from \"@vonage/server-sdk\";\n{cmt('//')}\n"
                f"const vonage = new Vonage({{ apiKey: \"{G.rs(8, G.HEX)}\", apiSecret: {s} }});\n"
                f"await vonage.sms.send({{ to: \"{G.phone()[1:]}\", from: \"{G.company().upper()[:11]}\", text: \"Your code: 482913\" }});")
    if p == "plivo":
        t = S("plivo", "PLIVO_AUTH_TOKEN", N_SMS, "py")
        ids()
        return (f"# plivo_client.py\nimport plivo\n{cmt()}\nclient = plivo.RestClient(\"MA{G.rs(18, G.UPPER)}\", {t})\n"
                f"resp = client.messages.create(src=\"{G.phone()}\", dst=\"{G.phone()}\", text=\"Delivery window 14:00-16:00\")\n"
                f"print(resp.message_uuid)  # ['{G.uuid()}']")
    if p == "telnyx":
        k = S("telnyx", "TELNYX_API_KEY", N_SMS, "sh")
        ids()
        return (f"$ curl -s -X POST https://api.telnyx.com/v2/messages -H 'Content-Type: application/json' \\\n"
                f"    -H \"Authorization: Bearer {unq(k)}\" \\\n    -d '{{\"from\": \"{G.phone()}\", \"to\": \"{G.phone()}\", "
                f"\"text\": \"Your parcel {G.tracking()} arrives today\", \"messaging_profile_id\": \"{G.uuid()}\"}}'\n"
                + jd({"data": {"id": G.uuid(), "record_type": "message", "direction": "outbound",
                               "parts": 1, "cost": {"amount": "0.0040", "currency": "USD"}}}))
    if p == "messagebird":
        k = S("messagebird", "MESSAGEBIRD_ACCESS_KEY", N_SMS, "php")
        return (f"<?php\n{cmt('//')}\n$client = new \\MessageBird\\Client({k});\n$message = new \\MessageBird\\Objects\\Message();\n"
                f"$message->originator = '{G.company().capitalize()[:11]}';\n$message->recipients = ['{G.phone()[1:]}'];\n"
                f"$message->body = 'Your table at 19:30 is confirmed.';\n$client->messages->create($message);")
    if p == "sinch":
        t = S("sinch", "SINCH_API_TOKEN", N_SMS, "sh")
        plan = G.rs(32, G.HEX)
        ids()
        return (f"$ curl -s -X POST https://eu.sms.api.sinch.com/xms/v1/{plan}/batches \\\n"
                f"    -H \"Authorization: Bearer {unq(t)}\" -H 'Content-Type: application/json' \\\n"
                f"    -d '{{\"from\": \"{G.company().capitalize()[:11]}\", \"to\": [\"{G.phone()[1:]}\"], \"body\": \"Code 771204\"}}'\n"
                + jd({"id": G.rs(26, G.UPPER), "to": [G.phone()[1:]], "canceled": False, "type": "mt_text"}))
    if p == "whatsapp":
        t = S("whatsapp", "WHATSAPP_TOKEN", N_SMS, "sh")
        pn = R.randint(10 ** 14, 10 ** 15)
        ids()
        return (f"$ curl -s https://graph.facebook.com/v21.0/{pn}/messages \\\n    -H \"Authorization: Bearer {unq(t)}\" \\\n"
                f"    -H 'Content-Type: application/json' \\\n    -d '{{\"messaging_product\":\"whatsapp\",\"to\":\"{G.phone()[1:]}\","
                f"\"type\":\"template\",\"template\":{{\"name\":\"order_update\",\"language\":{{\"code\":\"en_US\"}}}}}}'\n"
                + jd({"messaging_product": "whatsapp", "contacts": [{"input": G.phone()[1:], "wa_id": G.phone()[1:]}],
                      "messages": [{"id": "wamid.HBgM" + G.rs(40, G.B64) + "=="}]}))
    if p == "intercom":
        t = S("intercom", "INTERCOM_ACCESS_TOKEN", N_SMS, "rb")
        return (f"# app/services/support_sync.rb\n{cmt()}\nINTERCOM = Intercom::Client.new(token: {t})\n"
                f"INTERCOM.contacts.create(role: \"user\", external_id: \"{G.sid('cus_')}\", email: \"{G.customer_email()}\")")
    t = S("zendesk", "ZENDESK_API_TOKEN", N_SMS, "py")
    return (f"# support/zendesk.py\n{cmt()}\nZENDESK = Zenpy(subdomain=\"{G.company()}\", email=\"{G.email()}\", token={t})\n"
            f"ticket = ZENDESK.tickets(id={R.randint(10000, 99999)})\nprint(ticket.subject, ticket.status)")


# ---- push_notify --------------------------------------------------------------------------------------------------

def t_fcm():
    if R.random() < .55:
        proj = f"{G.proj()}-{R.randint(10000, 99999)}"
        if C.sec and R.random() < P_SECRET_SLOT:
            body = lab(G.pem_body_escaped(), [N_PUSH, N_PEM])
            key = f"-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n"
        else:
            note(O_MASK)
            key = R.choice(["-----BEGIN PRIVATE KEY-----\\n[REDACTED]\\n-----END PRIVATE KEY-----\\n", "<redacted>", "***"])
        ids()
        sa = {"type": "service_account", "project_id": proj, "private_key_id": G.sha1(), "private_key": "@@K@@",
              "client_email": f"firebase-adminsdk-{G.rs(5, G.LOWER)}@{proj}.iam.gserviceaccount.com",
              "client_id": str(R.randint(10 ** 20, 10 ** 21)), "token_uri": "https://oauth2.googleapis.com/token"}
        return f"$ cat secrets/firebase-adminsdk.json\n" + jd(sa).replace('"@@K@@"', json.dumps(key).replace("\\\\", "\\"))
    k = S("fcm_legacy", "FCM_SERVER_KEY", N_PUSH, "sh")
    rt = G.fcm_reg_token()
    note(O_SIG)
    return (f"# old sender, before the HTTP v1 migration\n$ curl -s https://fcm.googleapis.com/fcm/send \\\n"
            f"    -H \"Authorization: key={unq(k)}\" -H 'Content-Type: application/json' \\\n"
            f"    -d '{{\"to\": \"{rt}\", \"notification\": {{\"title\": \"Order shipped\", \"body\": \"{G.order_no()}\"}}}}'\n"
            + jd({"multicast_id": R.randint(10 ** 18, 9 * 10 ** 18), "success": 1, "failure": 0,
                  "results": [{"message_id": f"0:{G.epoch()}{R.randint(100000, 999999)}%{G.rs(16, G.HEX)}"}]}))


def t_apns():
    kid, team = G.key_id10(), G.key_id10()
    pub("")
    if C.sec and R.random() < P_SECRET_SLOT:
        body = lab(G.p8_body(), [N_PUSH, N_PEM])
    else:
        note(O_MASK)
        body = R.choice(["[REDACTED]", "(contents not shown: stored in 1Password as 'APNs key " + kid + "')"])
    note(O_SIG)
    return (f"$ cat AuthKey_{kid}.p8\n-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n\n"
            f"# apns config\nkeyId: {kid}\nteamId: {team}\nbundleId: com.{G.company()}.{G.proj().replace('-', '')}\n"
            f"production: {R.choice(['true', 'false'])}\n# test device: {G.apns_device()}")


def t_push_other():
    p = R.choice(["onesignal", "expo", "pusher"])
    if p == "onesignal":
        app = pub(G.onesignal_app())
        k = S("onesignal", "ONESIGNAL_REST_API_KEY", N_PUSH, "sh")
        return (f"$ curl -s -X POST https://api.onesignal.com/notifications?c=push \\\n    -H \"Authorization: Key {unq(k)}\" \\\n"
                f"    -H 'Content-Type: application/json' \\\n    -d '{{\"app_id\": \"{app}\", \"target_channel\": \"push\", "
                f"\"included_segments\": [\"Active Users\"], \"contents\": {{\"en\": \"Flash sale ends tonight\"}}}}'\n"
                + jd({"id": G.uuid(), "external_id": None}))
    if p == "expo":
        t = S("expo", "EXPO_ACCESS_TOKEN", N_PUSH, "ts")
        note(O_SIG)
        return (f"// push/expo.ts\nimport {{ Expo }} from \"expo-server-sdk\";\n{cmt('//')}\nconst expo = new Expo({{ accessToken: {t} }});\n\n"
                f"await expo.sendPushNotificationsAsync([\n  {{ to: \"{G.expo_push_token()}\", title: \"Back in stock\", body: \"Size M is available\" }},\n]);")
    key = pub(G.pusher_key())
    s = S("pusher_secret", "PUSHER_APP_SECRET", N_PUSH, "json")
    return (f"$ cat config/pusher.json\n{{\n  \"appId\": \"{R.randint(1000000, 1999999)}\",\n  \"key\": \"{key}\",\n"
            f"  \"secret\": {s},\n  \"cluster\": \"{R.choice(['eu', 'mt1', 'ap3'])}\",\n  \"useTLS\": true\n}}")


# ---- tax_ship_acct ------------------------------------------------------------------------------------------------

def t_tax():
    p = R.choice(["avalara", "taxjar", "quickbooks", "xero"])
    if p == "avalara":
        acct = str(R.randint(2000000000, 2099999999))
        lic = S("avalara", "AVATAX_LICENSE_KEY", N_TAX, "ts")
        return (f"// tax/avatax.ts\n{cmt('//')}\nconst client = new Avatax({{ appName: \"{G.proj()}\", appVersion: \"1.0\", "
                f"environment: \"{R.choice(['production', 'sandbox'])}\" }})\n  .withSecurity({{ username: \"{acct}\", password: {lic} }});\n\n"
                f"const tx = await client.createTransaction({{ model: {{ type: \"SalesInvoice\", companyCode: \"{G.company().upper()}\", "
                f"customerCode: \"{G.sid('cus_')}\", date: \"{G.date()}\", lines: items }} }});")
    if p == "taxjar":
        k = S("taxjar", "TAXJAR_API_KEY", N_TAX, "py")
        return (f"# tax.py\nimport taxjar\n{cmt()}\nclient = taxjar.Client(api_key={k})\n"
                f"tax = client.tax_for_order({{\"to_country\": \"US\", \"to_zip\": \"{R.randint(10000, 99999)}\", \"to_state\": \"CA\", "
                f"\"amount\": {G.amount() / 100:.2f}, \"shipping\": 5.0}})\nprint(tax.amount_to_collect)")
    if p == "quickbooks":
        cid = "AB" + G.rs(48)
        s = S("qbo_secret", "QBO_CLIENT_SECRET", N_TAX, "py")
        pub("")
        return (f"# accounting/qbo.py\n{cmt()}\nauth_client = AuthClient(\n    client_id=\"{cid}\",\n    client_secret={s},\n"
                f"    environment=\"{R.choice(['production', 'sandbox'])}\",\n    redirect_uri=\"https://{G.domain()}/qbo/callback\",\n)\n"
                f"REALM_ID = \"{R.randint(10 ** 17, 10 ** 18)}\"")
    cid = G.rs(32, G.UHEX)
    s = S("xero_secret", "XERO_CLIENT_SECRET", N_TAX, "env")
    pub("")
    ids()
    return (f"# .env.xero\nXERO_CLIENT_ID={cid}\nXERO_CLIENT_SECRET={s}\nXERO_TENANT_ID={G.uuid()}\n"
            f"XERO_SCOPES=\"offline_access accounting.transactions accounting.contacts\"\nXERO_REDIRECT_URI=https://{G.domain()}/xero/callback")


def t_ship():
    p = R.choice(["easypost", "shippo", "shipstation", "ups"])
    ids()
    if p == "easypost":
        k = S("easypost", "EASYPOST_API_KEY", N_TAX, "py")
        return (f"# shipping/labels.py\nimport easypost\n{cmt()}\nclient = easypost.EasyPostClient({k})\n\n"
                f"shipment = client.shipment.create(to_address=to_addr, from_address=WAREHOUSE, parcel={{\"weight\": 21.2}})\n"
                f"bought = client.shipment.buy(shipment.id, rate=shipment.lowest_rate())\n"
                f"# {G.ep_obj('shp_')} bought {G.ep_obj('rate_')} tracking {G.tracking()}")
    if p == "shippo":
        k = S("shippo", "SHIPPO_API_TOKEN", N_TAX, "sh")
        return (f"$ curl -s https://api.goshippo.com/shipments/ -H \"Authorization: ShippoToken {unq(k)}\" \\\n"
                f"    -d address_from={G.rs(32, G.HEX)} -d address_to={G.rs(32, G.HEX)} -d parcels={G.rs(32, G.HEX)} -d async=false "
                f"| jq '.rates[0] | {{object_id, provider, amount}}'\n"
                + jd({"object_id": G.rs(32, G.HEX), "provider": R.choice(["USPS", "UPS", "DHL Express"]),
                      "amount": f"{G.amount() / 100:.2f}"}))
    if p == "shipstation":
        if C.sec:
            key = '"' + G.rs(32, G.HEX) + '"'
            note("the ShipStation API key is the user-name half of the Basic pair, like an access-key id; only the API "
                 "secret is labelled.")
        else:
            key = ref_for("py", "SHIPSTATION_API_KEY")
            note(O_REF)
        sec = S("shipstation", "SHIPSTATION_API_SECRET", N_TAX, "py")
        return (f"# ops/shipstation_sync.py\n{cmt()}\nSS_AUTH = ({key}, {sec})\n\n"
                f"r = requests.get(\"https://ssapi.shipstation.com/orders\", auth=SS_AUTH,\n"
                f"                 params={{\"orderStatus\": \"awaiting_shipment\", \"pageSize\": 100}})\n"
                f"for o in r.json()[\"orders\"]:\n    print(o[\"orderNumber\"], o[\"orderTotal\"])  # e.g. {G.order_no()} {G.amount() / 100:.2f}")
    cid = G.rs(48)
    s = S("ups_secret", "UPS_CLIENT_SECRET", N_TAX, "yaml")
    pub("")
    return (f"# config/carriers.yml\nups:\n  client_id: {cid}\n  client_secret: {s}\n  account_number: {G.rs(6, G.UPPER)}\n"
            f"  base_url: https://onlinetools.ups.com\nfedex:\n  client_id: ${{FEDEX_CLIENT_ID}}\n  client_secret: ${{FEDEX_CLIENT_SECRET}}\n"
            f"  account_number: \"{R.randint(100000000, 999999999)}\"")


# ---- ci_secrets ---------------------------------------------------------------------------------------------------

def t_gha():
    pairs = R.sample(ENV_SECRET, R.randint(1, 3))
    env = "\n".join(f"      {v}: {S(k, v, N_CI, 'gha')}" for v, k in pairs)
    ids()
    extra = R.choice([f"      STRIPE_PUBLISHABLE_KEY: {pub(G.pk_stripe('test'))}",
                      f"      TWILIO_ACCOUNT_SID: {G.twilio_sid('AC')}", f"      E2E_CARD: \"{G.test_card()}\"",
                      f"      SHOP_DOMAIN: {G.shop()}.myshopify.com"])
    if "E2E_CARD" in extra:
        note(O_CARD)
    return (f"# .github/workflows/{R.choice(['e2e', 'deploy', 'contract-tests'])}.yml\nname: {G.proj()} checks\non: [push]\n"
            f"jobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n{env}\n{extra}\n    steps:\n      - uses: actions/checkout@v4\n"
            f"      - run: npm ci\n      - run: npx playwright test checkout.spec.ts")


def t_secret_cmds():
    lines = []
    for var, kind in R.sample(ENV_SECRET, R.randint(2, 4)):
        v = unq(S(kind, var, N_CI, "sh"))
        tool = R.choice(["gh", "fly", "heroku", "vercel", "wrangler"])
        if tool == "gh":
            lines.append(f"$ gh secret set {var} --env production --body \"{v}\"\n✓ Set Actions secret {var} for {G.company()}/{G.proj()}")
        elif tool == "fly":
            lines.append(f"$ fly secrets set {var}={v} -a {G.proj()}\nSecrets are staged for the first deployment")
        elif tool == "heroku":
            lines.append(f"$ heroku config:set {var}={v} -a {G.proj()}\nSetting {var} and restarting ⬢ {G.proj()}... done, v{R.randint(10, 400)}")
        elif tool == "vercel":
            lines.append(f"$ printf '%s' '{v}' | vercel env add {var} production\nVercel CLI {G.semver()}\n✅  Added Environment Variable {var} to Project {G.proj()}")
        else:
            lines.append(f"$ echo \"{v}\" | npx wrangler secret put {var}\n✨ Success! Uploaded secret {var}")
    return "\n".join(lines)


def t_ci_log():
    var, kind = R.choice(ENV_SECRET)
    v = unq(S(kind, var, N_CI, "gha"))
    shown = v if not v.startswith("${{") else "***"
    if shown == "***":
        note(O_MASK)
    ids()
    job = R.choice(["deploy-api", "smoke-payments", "seed-staging"])
    return (f"{job} | {G.iso()} ##[group]Run ./scripts/smoke.sh\n{job} | {G.iso()} + export {var}={shown}\n"
            f"{job} | {G.iso()} + curl -sf https://{G.proj()}.{G.domain()}/healthz\n{job} | {G.iso()} {{\"ok\":true,\"build\":\"{G.sha1()[:12]}\"}}\n"
            f"{job} | {G.iso()} + node scripts/smoke-charge.js --amount {G.amount()} --card {G.test_card().replace(' ', '')}\n"
            f"{job} | {G.iso()} created {G.sid('pi_')} status=succeeded request={G.sid('req_')}\n{job} | {G.iso()} ##[endgroup]")


# ---- dashboard_reveal ---------------------------------------------------------------------------------------------

def t_keys_page():
    prov = R.choice(["stripe", "sendgrid", "postmark", "resend", "shippo", "easypost"])
    kinds = {"stripe": ["stripe_rk_live", "stripe_live", "stripe_test"], "sendgrid": ["sendgrid"], "postmark": ["postmark"],
             "resend": ["resend"], "shippo": ["shippo"], "easypost": ["easypost"]}[prov]
    rows = []
    revealed = R.randrange(R.randint(2, 4) + 1)
    n = R.randint(2, 4)
    for i in range(n):
        name = R.choice(["checkout-server", "refund-worker", "zapier", "ci-e2e", "laptop-" + G.user(), "reporting", "mailer"])
        kind = R.choice(kinds)
        if i == revealed % n:
            val = lit(unq(S(kind, "KEY", N_DASH, "raw", ph=False)))
        else:
            val = G.masked(PREFIX.get(kind, "")) if kind in PREFIX else "••••••••" + G.rs(4)
            note(O_MASK)
        rows.append(f"{name:<16} {val}   created {G.date()}   last used {R.choice([G.date(), 'never'])}")
    if prov == "stripe":
        rows.insert(0, f"{'Publishable key':<16} {pub(G.pk_stripe())}")
    head = {"stripe": "Developers > API keys (after clicking 'Reveal')", "sendgrid": "Settings > API Keys",
            "postmark": "Servers > transactional > API Tokens", "resend": "API Keys", "shippo": "Settings > API",
            "easypost": "Account > API Keys"}[prov]
    if prov == "postmark":
        note("a Postmark server token has the shape of a UUID.")
    return f"{head}\nNAME             TOKEN\n" + "\n".join(rows)


def t_cli_config():
    k = R.randint(0, 2)
    if k == 0:
        t = lit(S("stripe_test", "STRIPE_API_KEY", N_DASH, "raw", ph=False))
        lv = lit(S("stripe_rk_live", "STRIPE_API_KEY", N_DASH, "raw", ph=False))
        return (f"$ cat ~/.config/stripe/config.toml\ncolor = \"\"\n\n[default]\n  account_id = \"{G.sid('acct_')}\"\n"
                f"  device_name = \"{G.user()}-mbp\"\n  display_name = \"{G.company().capitalize()}\"\n"
                f"  live_mode_api_key = \"{lv}\"\n  live_mode_key_expires_at = \"{G.date()}\"\n"
                f"  live_mode_pub_key = \"{pub(G.pk_stripe('live'))}\"\n  test_mode_api_key = \"{t}\"\n"
                f"  test_mode_key_expires_at = \"{G.date()}\"\n  test_mode_pub_key = \"{pub(G.pk_stripe('test'))}\"")
    if k == 1:
        cid = pub(G.shopify_client_id())
        sec = lit(S("shopify_secret", "SHOPIFY_API_SECRET", N_DASH, "raw", ph=False))
        return (f"$ shopify app env show\n\n    SHOPIFY_API_KEY={cid}\n    SHOPIFY_API_SECRET={sec}\n"
                f"    SCOPES=write_products,read_orders,write_fulfillments\n\n$ shopify app info | head -5\n"
                f"  Configuration file   shopify.app.toml\n  App name             {G.proj()}\n  Client ID            {cid}\n"
                f"  Access scopes        write_products,read_orders,write_fulfillments\n  Dev store            {G.shop()}.myshopify.com")
    pairs = R.sample(ENV_SECRET, R.randint(2, 4))
    lines = [f"{v}: {lit(unq(S(kd, v, N_DASH, 'raw', ph=False)))}" for v, kd in pairs]
    lines += [p.replace("=", ": ", 1) for p in env_public()]
    lines.sort()
    return f"$ heroku config -a {G.proj()}\n=== {G.proj()} Config Vars\n" + "\n".join(lines)


# ---- http_log (hard) ----------------------------------------------------------------------------------------------

def t_curl_verbose():
    p = R.choice(["stripe", "stripe", "twilio", "shopify", "mailgun"])
    ids()
    if p == "stripe":
        k = unq(S(R.choice(["stripe_live", "stripe_rk", "stripe_test"]), "STRIPE_SECRET_KEY", N_LOG, "sh"))
        auth = f"> Authorization: Bearer {lit(k)}"
        idk = G.uuid()
        return (f"$ curl -v https://api.stripe.com/v1/refunds -d payment_intent={G.sid('pi_')} -H 'Idempotency-Key: {idk}'\n"
                f"*   Trying 34.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}:443...\n> POST /v1/refunds HTTP/2\n> Host: api.stripe.com\n"
                f"{auth}\n> Idempotency-Key: {idk}\n> Content-Type: application/x-www-form-urlencoded\n>\n< HTTP/2 200\n"
                f"< request-id: {G.sid('req_')}\n< idempotency-key: {idk}\n< stripe-version: 2025-03-31.basil\n<\n"
                + jd({"id": G.sid("re_"), "object": "refund", "amount": G.amount(), "charge": G.sid("ch_"),
                      "payment_intent": G.sid("pi_"), "status": "succeeded"}))
    if p == "twilio":
        ac = G.twilio_sid("AC")
        if C.sec and R.random() < P_SECRET_SLOT:
            tk = G.tok("twilio_auth")
            b = lab(G.basic(ac, tk), [N_LOG, N_BASIC])
        else:
            b = R.choice(["[REDACTED]", "****"])
            note(O_MASK)
        return (f"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.twilio.com:443\n"
                f"send: b'POST /2010-04-01/Accounts/{ac}/Messages.json HTTP/1.1\\r\\nHost: api.twilio.com\\r\\n"
                f"Authorization: Basic {b}\\r\\nUser-Agent: twilio-python/9.{R.randint(0, 6)}.0\\r\\n'\n"
                f"reply: 'HTTP/1.1 201 CREATED\\r\\n'\nheader: Twilio-Request-Id: RQ{G.rs(32, G.HEX)}\n"
                f"DEBUG:otp:sent {G.twilio_sid('SM')} to {G.phone()[:6]}******")
    if p == "shopify":
        t = lit(unq(S("shopify_admin", "SHOPIFY_ADMIN_TOKEN", N_LOG, "sh")))
        return (f"[{G.iso()}] ERROR ShopifyClient: 429 Too Many Requests\n  method=POST url=https://{G.shop()}.myshopify.com/admin/api/2025-07/graphql.json\n"
                f"  request_headers={{'X-Shopify-Access-Token': '{t}', 'Content-Type': 'application/json'}}\n"
                f"  response_headers={{'Retry-After': '2.0', 'X-Request-Id': '{G.uuid()}', 'X-Shopify-Shop-Api-Call-Limit': '40/40'}}\n"
                f"  retrying in 2.0s (attempt {R.randint(2, 4)} of 5)")
    k = unq(S("mailgun", "MAILGUN_API_KEY", N_LOG, "sh"))
    if C.sec and k in C.labels and R.random() < .5:
        b = lab(G.basic("api", k), [N_LOG, N_BASIC])
        C.labels.remove(k)
        return (f"mailer-1  | {G.iso()} POST https://api.mailgun.net/v3/mg.{G.domain()}/messages 401\n"
                f"mailer-1  |   headers: {{ authorization: 'Basic {b}', 'content-type': 'multipart/form-data' }}\n"
                f"mailer-1  |   body: {{ message: 'Invalid private key' }}")
    return (f"$ curl -s --user \"api:{k}\" https://api.mailgun.net/v3/domains/mg.{G.domain()}/events?limit=2 | jq '.items[] | {{event, id}}'\n"
            + "\n".join(jd({"event": R.choice(["delivered", "accepted", "failed"]), "id": G.rs(22, G.B64URL)}) for _ in range(2)))


def t_axios_dump():
    p = R.choice(["sendgrid", "postmark", "paypal", "onesignal", "easypost", "resend", "brevo"])
    hdr, kind, url = {"sendgrid": ("Authorization", "sendgrid", "https://api.sendgrid.com/v3/mail/send"),
                      "postmark": ("X-Postmark-Server-Token", "postmark", "https://api.postmarkapp.com/email/withTemplate"),
                      "paypal": ("Authorization", "paypal_secret", "https://api-m.paypal.com/v1/oauth2/token"),
                      "onesignal": ("Authorization", "onesignal", "https://api.onesignal.com/notifications"),
                      "easypost": ("Authorization", "easypost", "https://api.easypost.com/v2/shipments"),
                      "resend": ("Authorization", "resend", "https://api.resend.com/emails"),
                      "brevo": ("api-key", "brevo", "https://api.brevo.com/v3/smtp/email")}[p]
    v = lit(unq(S(kind, "KEY", N_LOG, "raw", ph=False)))
    if p == "paypal":
        cid = pub(G.paypal_client_id())
        if v in C.labels:
            C.labels.remove(v)
            v = lab(G.basic(cid, v), [N_LOG, N_BASIC])
        val = f"Basic {v}"
    elif p in ("sendgrid", "easypost", "resend"):
        val = f"Bearer {v}"
    elif p == "onesignal":
        val = f"Key {v}"
    else:
        val = v
    if p == "postmark":
        note("a Postmark server token has the shape of a UUID; here it sits next to request ids that are also UUIDs.")
    ids()
    err = {"message": f"Request failed with status code {R.choice([400, 401, 422, 429, 503])}", "name": "AxiosError",
           "code": "ERR_BAD_REQUEST",
           "config": {"method": "post", "url": url, "timeout": 10000,
                      "headers": {"Accept": "application/json", "Content-Type": "application/json", hdr: val,
                                  "User-Agent": f"axios/1.{R.randint(4, 9)}.{R.randint(0, 9)}",
                                  "X-Request-Id": G.uuid()}},
           "response": {"status": R.choice([400, 401, 422]), "data": {"errors": [{"message": R.choice(
               ["The from address does not match a verified Sender Identity", "Invalid API key", "Missing template model"])}]}}}
    return f"[{G.proj()}] unhandled rejection while sending order {G.order_no()}:\n" + jd(err)


def t_sdk_debug():
    if R.random() < .5:
        ids()
        k = lit(unq(S(R.choice(["stripe_live", "stripe_rk"]), "STRIPE_SECRET_KEY", N_LOG, "raw", ph=False)))
        cs = G.pi_client_secret()
        note(O_CS)
        return (f"{G.iso()} level=debug msg=\"stripe request\" method=POST path=/v1/payment_intents api_key={k} "
                f"idempotency_key={G.idem()}\n{G.iso()} level=info msg=\"stripe response\" status=200 request_id={G.sid('req_')} "
                f"id={cs.split('_secret_')[0]}\n{G.iso()} level=debug msg=\"returning client secret to browser\" client_secret={cs}\n"
                f"{G.iso()} level=info msg=\"checkout ready\" customer={G.sid('cus_')} amount={G.amount()} currency={G.cur()}")
    ids()
    k = lit(unq(S(R.choice(["shippo", "taxjar", "bigcommerce", "mollie"]), "API_KEY", N_LOG, "raw", ph=False)))
    host = R.choice([f"api.{G.domain()}", "partner-proxy.internal", "legacy-bridge.internal"])
    return (f"$ tail -3 /var/log/nginx/access.log\n"
            + "\n".join(f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)} - - [{G.date()}:{G.clock()} +0000] "
                        f"\"GET /v1/{R.choice(['rates', 'orders', 'labels'])}?order={G.order_no()[1:]}"
                        f"{'&api_key=' + k if i == 1 else ''} HTTP/1.1\" {R.choice([200, 200, 404])} {R.randint(200, 9000)} \"-\" "
                        f"\"{host}\" rt={R.randint(5, 900) / 1000}" for i in range(3)))


# ---- support_chat, session_note, chat_transcript, hook_payload (hard) ---------------------------------------------

SEC_KINDS = ["stripe_live", "stripe_rk_live", "stripe_test", "whsec", "sendgrid", "shopify_admin", "twilio_auth",
             "postmark", "resend", "paypal_secret", "easypost", "mailgun", "square_token", "brevo"]


def sec_value(kind_hint):
    if kind_hint == "pw":
        return G.pw_any()
    if kind_hint == "whsec":
        return G.tok("whsec")
    if kind_hint == "test":
        return G.tok(R.choice(["stripe_test", "shippo", "easypost"]))
    if kind_hint == "shop":
        return G.tok(R.choice(["shopify_admin", "shopify_custom"]))
    return G.tok(R.choice(SEC_KINDS))


def prose_with_value(s, why, kind_hint):
    v = lab(sec_value(kind_hint), why)
    if any(t in v for t in ("_test_", "EZTK")):
        note(N_TEST)
    if "revoked" in s:
        note(N_REVOKED)
    if G.uuid.__name__ and len(v) == 36 and v.count("-") == 4:
        note("a Postmark server token has the shape of a UUID.")
    return fill(s, v)


def t_support_chat():
    lang = C.lang
    who = R.sample(G.PEOPLE, 3)
    lines = []
    n = R.randint(4, 7)
    pos = R.randrange(n) if C.sec else -1
    for i in range(n):
        if i == pos:
            j = R.randrange(len(CHAT_SEC[lang]))
            hint = (["stripe", "stripe", "pw", "shop"][j] if lang == "en" else ["stripe", "pw"][j])
            txt = prose_with_value(CHAT_SEC[lang][j], N_CHAT, hint)
        else:
            txt = fill(R.choice(CHAT_ORD[lang]))
        lines.append(f"[{G.hm()}] {R.choice(who)}: {txt}")
    if not C.sec:
        note(O_PROSE)
    ids()
    if R.random() < .5:
        head = f"#{R.choice(['payments-oncall', 'shop-integrations', 'support-escalations', 'notify-team'])} (export {G.date()})"
    else:
        head = f"Ticket PAY-{R.randint(100, 9999)} · {G.company().capitalize()} support · {G.date()}"
    body = head + "\n" + "\n".join(lines)
    if R.random() < .35:
        body += "\n\n" + R.choice([lk_stripe_events, lk_twilio_msgs, lk_sessions, lk_shipments])()
        note(O_LOOK)
    return body


def t_session_note():
    lang = C.lang
    sents = [fill(s) for s in R.sample(NOTE_ORD[lang], min(len(NOTE_ORD[lang]), R.randint(3, 6)))]
    if C.sec:
        pool = NOTE_SEC[lang]
        for i in R.sample(range(len(pool)), 1 if R.random() < .85 else 2):
            hint = (["stripe", "pw", "stripe", "whsec"][i] if lang == "en" else ["stripe", "pw"][i])
            sents.insert(R.randint(0, len(sents)), prose_with_value(pool[i], N_PROSE, hint))
    else:
        note(O_PROSE)
    ids()
    body = f"{G.proj()} — session notes {G.date()}\n" + "\n".join("- " + s for s in sents)
    if R.random() < .35:
        body += "\n\n" + R.choice([lk_stripe_logs, lk_stripe_events, lk_gitlog, lk_cards, lk_deliveries])()
        note(O_LOOK)
    return body


def tline(d):
    return json.dumps(d, ensure_ascii=False, separators=(",", ":"))


TX_CMDS = [("STRIPE_SECRET_KEY", "stripe_test"), ("STRIPE_SECRET_KEY", "stripe_rk"), ("SENDGRID_API_KEY", "sendgrid"),
           ("TWILIO_AUTH_TOKEN", "twilio_auth"), ("SHOPIFY_ADMIN_TOKEN", "shopify_admin"),
           ("STRIPE_WEBHOOK_SECRET", "whsec"), ("EASYPOST_API_KEY", "easypost"), ("POSTMARK_SERVER_TOKEN", "postmark")]


def t_transcript():
    sid, p = G.uuid(), G.proj()
    cwd = f"/home/dev/projects/{p}"
    base = {"parentUuid": G.uuid(), "isSidechain": False, "userType": "external", "cwd": cwd, "sessionId": sid,
            "version": f"2.1.{R.randint(10, 340)}", "gitBranch": R.choice(["main", f"feat-{R.randint(10, 400)}", "payments"])}
    lines = []
    if C.sec and R.random() < .5:
        i = R.randrange(len(USER_SEC[C.lang]))
        hint = (["test", "whsec", "shop", "pw"][i] if C.lang == "en" else ["test", "pw"][i])
        text = prose_with_value(USER_SEC[C.lang][i], N_TRANS, hint)
    else:
        text = fill(R.choice(USER_ORD[C.lang]))
        if not C.sec:
            note(O_PROSE)
    lines.append(tline({**base, "type": "user", "message": {"role": "user", "content": text}, "uuid": G.uuid(),
                        "timestamp": G.iso()}))
    var, kind = R.choice(TX_CMDS)
    v = S(kind, var, N_TRANS, "sh")
    cmd = R.choice([f"{var}={v} npm run test:webhooks -- --grep refund",
                    f"export {var}={v} && python scripts/replay_event.py {G.sid('evt_')}",
                    f"stripe trigger payment_intent.succeeded --api-key {unq(v)}" if kind.startswith("stripe") else
                    f"curl -s https://api.{G.domain()}/v1/ping -H \"Authorization: Bearer {unq(v)}\"",
                    f"echo '{var}={unq(v)}' >> .env.local && grep -c = .env.local"])
    tu = "toolu_01" + G.rs(22)
    lines.append(tline({**base, "message": {"model": R.choice(["claude-sonnet-4-5", "claude-opus-4-1"]),
                                            "id": "msg_01" + G.rs(22), "type": "message", "role": "assistant",
                                            "content": [{"type": "tool_use", "id": tu, "name": "Bash",
                                                         "input": {"command": cmd, "description": "Run with the provider key"}}],
                                            "usage": {"input_tokens": R.randint(1, 20),
                                                      "cache_read_input_tokens": R.randint(1000, 90000),
                                                      "output_tokens": R.randint(5, 400)}},
                        "requestId": "req_011C" + G.rs(20), "type": "assistant", "uuid": G.uuid(), "timestamp": G.iso()}))
    out = R.choice([f"Setting up fixture for: payment_intent\nRunning fixture for: payment_intent\nTrigger succeeded! Check dashboard for event details. ({G.sid('evt_')})",
                    f"replayed {G.sid('evt_')} -> 200 in {R.randint(40, 900)}ms", str(R.randint(3, 14)),
                    f"✓ refunds {G.sid('pi_')} (412ms)\n✓ webhook signature rejects tampered body\n2 passing"])
    lines.append(tline({**base, "type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": tu, "type": "tool_result", "content": out, "is_error": False}]}, "uuid": G.uuid(), "timestamp": G.iso()}))
    ids()
    return "\n".join(lines)


def t_hook():
    sid, p = G.uuid(), G.proj()
    base = {"session_id": sid, "transcript_path": f"/home/dev/.claude/projects/-home-dev-projects-{p}/{sid}.jsonl",
            "cwd": f"/home/dev/projects/{p}", "permission_mode": R.choice(["default", "acceptEdits", "plan"])}
    k = R.randint(0, 2)
    if k == 0:
        var, kind = R.choice(TX_CMDS)
        v = S(kind, var, N_HOOKP, "sh")
        d = {**base, "hook_event_name": "PreToolUse", "tool_name": "Bash",
             "tool_input": {"command": f"{var}={v} node scripts/sync-orders.js --since {G.date()}",
                            "description": "Sync orders from the shop"}, "tool_use_id": "toolu_01" + G.rs(22)}
    elif k == 1:
        lines = [f"{var}={lit(unq(S(kind, var, N_HOOKP, 'raw')))}" for var, kind in R.sample(ENV_SECRET, 2)]
        lines += [f"TWILIO_ACCOUNT_SID={G.twilio_sid('AC')}", f"STRIPE_PUBLISHABLE_KEY={pub(G.pk_stripe())}"]
        R.shuffle(lines)
        d = {**base, "hook_event_name": "PostToolUse", "tool_name": "Bash",
             "tool_input": {"command": "printenv | grep -E 'STRIPE|TWILIO|SENDGRID|SHOPIFY|POSTMARK|EASYPOST|KEY|SECRET' | sort",
                            "description": "Check provider env"},
             "tool_response": {"stdout": "\n".join(sorted(lines)), "stderr": "", "interrupted": False, "isImage": False},
             "tool_use_id": "toolu_01" + G.rs(22)}
    else:
        if C.sec:
            i = R.randrange(len(USER_SEC[C.lang]))
            hint = (["test", "whsec", "shop", "pw"][i] if C.lang == "en" else ["test", "pw"][i])
            prompt = prose_with_value(USER_SEC[C.lang][i], [N_HOOKP, N_TRANS], hint)
        else:
            prompt = fill(R.choice(USER_ORD[C.lang]))
            note(O_PROSE)
        d = {**base, "prompt_id": G.uuid(), "hook_event_name": "UserPromptSubmit", "prompt": prompt}
    ids()
    return f"hook stdin ({d['hook_event_name']}), captured by the debug logger:\n" + jd(d)


TEMPLATES = {
    "payment_sdk": [t_pay_py, t_pay_node, t_pay_other],
    "webhook_handler": [t_hook_stripe, t_hook_stripe, t_hook_shopify, t_hook_misc, t_stripe_listen],
    "env_file": [t_env, t_env, t_compose_k8s],
    "shop_platform": [t_shopify, t_shopify, t_shop_other],
    "marketplace": [t_spapi, t_ebay_meli],
    "email_provider": [t_mail_sdk, t_smtp, t_mail_curl],
    "sms_voice": [t_twilio, t_sms_other],
    "push_notify": [t_fcm, t_apns, t_push_other],
    "tax_ship_acct": [t_tax, t_ship],
    "ci_secrets": [t_gha, t_secret_cmds, t_ci_log],
    "dashboard_reveal": [t_keys_page, t_cli_config],
    "http_log": [t_curl_verbose, t_axios_dump, t_sdk_debug],
    "support_chat": [t_support_chat],
    "session_note": [t_session_note],
    "chat_transcript": [t_transcript],
    "hook_payload": [t_hook],
}
PROSE_FAMILIES = {"support_chat", "session_note", "chat_transcript", "hook_payload"}


# ---- assembly -----------------------------------------------------------------------------------------------------

def lang_for(k, fi):
    """Every fourth row is in one of the twelve other languages, rotating by family so all languages appear."""
    return OTHER[(k // 4 + fi) % len(OTHER)] if k % 4 == 1 else "en"


ONOTES = None
SIDE = (O_LOOK, O_PROSE, O_IDS, O_SIG, O_CARD, O_PUBLIC, O_CS)


def make(fam, sec, lang, seen):
    global ONOTES
    if ONOTES is None:
        ONOTES = {v for k, v in globals().items() if k.startswith("O_")}
    for _ in range(400):
        C.sec, C.labels, C.notes, C.lang = sec, [], [], lang
        body = R.choice(TEMPLATES[fam])()
        if fam in PROSE_FAMILIES:
            intro = fill(R.choice(INTRO[lang])) if (fam in ("chat_transcript", "hook_payload") and
                                                    (lang != "en" or R.random() < .5)) else ""
        else:
            body = maybe_lookalike(body)
            intro = fill(R.choice(INTRO[lang])) if (lang != "en" or R.random() < .75) else ""
        outro = fill(R.choice(OUTRO[lang])) if R.random() < .3 else ""
        text = intro + (R.choice(["\n", "\n\n"]) if intro else "") + body.rstrip("\n") + ("\n" + outro if outro else "")
        if not MIN_LEN <= len(text) <= MAX_LEN:
            continue
        labels = [v for v in C.labels if v in text]
        if sec and not labels:
            continue
        if not sec and text in seen:
            continue
        notes = C.notes or [O_LOOK]
        if not sec:
            main = [n for n in notes if n in ONOTES and n not in SIDE] or [n for n in notes if n in ONOTES] or [O_LOOK]
            rest = [n for n in notes if n not in main and n in ONOTES]
            notes = ["ordinary: " + main[0]] + main[1:] + rest
        else:
            first = [n for n in notes if n not in ONOTES]
            rest = [n for n in notes if n in ONOTES and n not in (O_LOOK, O_PROSE, O_IDS)]
            side = [n for n in rest if n in SIDE]
            slots = [n for n in rest if n not in SIDE]
            notes = first + (["Unlabelled slots: " + slots[0]] + slots[1:] if slots else []) + side
        row = {"id": "", "text": text}
        if sec:
            row["secrets"] = labels
        row.update(family=fam if sec else fam + "_ord", lang=lang, note=" ".join(notes))
        seen.add(text)
        return row
    raise RuntimeError(f"could not build a {fam} row")


def build():
    sec, ordi, seen = [], [], set()
    for fi, fam in enumerate(SECRET_FAMILIES):
        for k in range(N_SEC):
            sec.append(make(fam, True, lang_for(k, fi), seen))
        for k in range(N_ORD):
            ordi.append(make(fam, False, lang_for(k, fi), seen))
    R.shuffle(sec)
    R.shuffle(ordi)
    for i, r in enumerate(sec, 1):
        r["id"] = f"k{i:04d}"
    for i, r in enumerate(ordi, 1):
        r["id"] = f"o{i:04d}"
    return sec, ordi


def write(name, rows):
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    sec, ordi = build()
    write("secrets.jsonl", sec)
    write("ordinary.jsonl", ordi)
    (HERE / "split.json").write_text(json.dumps({"tune": [], "heldout": ["all"]}) + "\n", encoding="utf-8")
    if "--stats" in sys.argv[1:]:
        for name, rows in (("secrets", sec), ("ordinary", ordi)):
            ls = [len(r["text"]) for r in rows]
            print(f"{name}: {len(rows)} rows, length min {min(ls)} median {statistics.median(ls)} max {max(ls)}")
            for fam in sorted({r["family"] for r in rows}):
                fl = [len(r["text"]) for r in rows if r["family"] == fam]
                print(f"  {fam:<24} median {statistics.median(fl)}")
        print("labels per row:", sorted(collections.Counter(len(r["secrets"]) for r in sec).items()))
        print("labels:", sum(len(r["secrets"]) for r in sec))


if __name__ == "__main__":
    main()
