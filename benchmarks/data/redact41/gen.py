"""Value generators for redact41: one seeded random.Random (R, string seed "redact41"), names, hosts, credentials and
look-alikes for rows about payment, commerce, email and messaging providers (payment SDKs, webhook handlers, shop
platforms and marketplaces, email/SMS/voice/push providers, tax, shipping and accounting APIs).

Every credential comes from `fresh()`, so no credential value is drawn twice in the set. Look-alikes (customer,
payment-intent, charge, event, price, product, refund and checkout-session ids, idempotency keys, Twilio SIDs, message
ids, publishable and public keys, webhook signatures, device tokens, test card numbers, masked keys) come from the same
generator but are never labels. Every token shape is invented to resemble a vendor's format; none is a real credential.
"""

import base64
import json
import random
import string

R = random.Random("redact41")
USED = set()
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "abcdefghijklmnopqrstuvwxyz234567"

PROJECTS = ["checkout-service", "storefront-web", "billing-worker", "order-sync", "notify-gateway", "invoice-mailer",
            "subscriptions-api", "marketplace-connector", "fulfilment-bridge", "loyalty-app", "payouts-service",
            "sms-otp"]
COMPANIES = ["lindenbrook", "cobaltpeak", "marrowfield", "ashgrove", "vellumworks", "pinewhistle", "harborlane",
             "quillstone"]
SHOPS = ["lindenbrook-goods", "ashgrove-coffee", "pinewhistle-outdoor", "vellum-paper-co", "harborlane-tea",
         "quillstone-books"]
PEOPLE = ["Adaeze", "Björn", "Camille", "Darius", "Esra", "Fumiko", "Gustavo", "Hana", "Ilya", "Jana", "Kofi", "Leila",
          "Matteo", "Noor", "Olek", "Priya"]
USERS = ["adaeze", "bjorn", "camille", "darius", "esra", "fumiko", "gustavo", "hana", "ilya", "jana", "kofi", "leila"]
WORDS = ["amber", "basalt", "cedar", "delta", "ember", "fjord", "garnet", "heron", "indigo", "jasper", "kelp", "lumen",
         "mistral", "nectar", "onyx", "plume", "quill", "rowan", "sable", "thistle", "umber", "vireo"]
CURRENCIES = [("usd", "$"), ("eur", "€"), ("gbp", "£"), ("jpy", "¥"), ("brl", "R$"), ("inr", "₹"), ("pln", "zł"),
              ("try", "₺"), ("krw", "₩"), ("cad", "CA$")]
REGIONS = ["us-east-1", "eu-west-1", "eu-central-1", "ap-southeast-2", "us-west-2"]


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def fresh(fn):
    for _ in range(60):
        v = fn()
        if v not in USED:
            USED.add(v)
            return v
    raise RuntimeError("could not draw a fresh value")


def proj():
    return R.choice(PROJECTS)


def company():
    return R.choice(COMPANIES)


def shop():
    return R.choice(SHOPS)


def person():
    return R.choice(PEOPLE)


def user():
    return R.choice(USERS)


def region():
    return R.choice(REGIONS)


def date():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}"


def clock():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def hm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def iso():
    return f"{date()}T{clock()}.{R.randint(0, 999):03d}Z"


def epoch():
    return 1_767_000_000 + R.randint(0, 28_000_000)


def semver():
    return f"{R.randint(1, 18)}.{R.randint(0, 30)}.{R.randint(0, 12)}"


def domain(c=None):
    return f"{c or company()}.example"


def email(c=None):
    return f"{user()}@{c or company()}.example"


def customer_email():
    return f"{R.choice(['buyer', 'jo.ng', 'm.keller', 'r.alvarez', 'test+', 'orders'])}{R.randint(1, 999)}@mail.example"


def phone():
    return f"+{R.choice(['1555', '4477009', '4915550', '3361234', '5511955', '8190555'])}{R.randint(100000, 999999)}"


def amount():
    return R.choice([499, 1299, 2000, 4999, 8950, 12000, 19900, 250, 75000, 3490])


def cur():
    return R.choice(CURRENCIES)[0]


# ---- look-alikes (never labels) -----------------------------------------------------------------------------------

def uuid():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha256():
    return rs(64, HEX)


def sha1():
    return rs(40, HEX)


def sid(p):
    """A Stripe object id: cus_, pi_, ch_, evt_, price_, prod_, in_, sub_, pm_, seti_, re_, txn_, po_, acct_, req_."""
    if p in ("cus_", "prod_", "req_", "acct_"):
        return p + ("1" if p == "acct_" else "") + rs(14 if p != "acct_" else 15)
    return p + R.choice(["1", "3"]) + rs(R.choice([23, 24]))


def cs_session(mode=None):
    return f"cs_{mode or R.choice(['test', 'live'])}_a1{rs(56)}"


def pi_client_secret():
    return sid("pi_") + "_secret_" + rs(25)


def twilio_sid(p="AC"):
    return p + rs(32, HEX)


def stripe_sig(ts=None):
    return f"t={ts or epoch()},v1={sha256()}" + (f",v0={sha256()}" if R.random() < .3 else "")


def hmac_b64():
    return base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode()


def idem():
    return R.choice([uuid(), f"order-{R.randint(10000, 99999)}-attempt-{R.randint(1, 3)}", rs(32, HEX)])


def test_card():
    return R.choice(["4242 4242 4242 4242", "4242424242424242", "4000 0025 0000 3155", "5555 5555 5555 4444",
                     "4000000000009995", "378282246310005", "4000 0000 0000 0002", "4111 1111 4555 1142",
                     "5454 5454 5454 5454", "6011 1111 1111 1117"])


def pk_stripe(mode=None):
    return f"pk_{mode or R.choice(['live', 'test'])}_51{rs(97)}"


def adyen_client_key():
    return f"{R.choice(['test', 'live'])}_{rs(32, string.ascii_uppercase + '234567')}"


def paypal_client_id():
    return "A" + rs(79, B64URL)


def square_app_id():
    return f"sq0idp-{rs(22, B64URL)}"


def razorpay_key_id():
    return f"rzp_{R.choice(['live', 'test'])}_{rs(14)}"


def paddle_client_token():
    return f"{R.choice(['live', 'test'])}_{rs(27, HEX)}"


def shopify_client_id():
    return rs(32, HEX)


def storefront_token():
    return rs(32, HEX)


def pusher_key():
    return rs(20, HEX)


def onesignal_app():
    return uuid()


def expo_push_token():
    return f"ExponentPushToken[{rs(22, B64URL)}]"


def fcm_reg_token():
    return rs(22, B64URL) + ":APA91b" + rs(R.choice([134, 140]), B64URL)


def apns_device():
    return rs(64, HEX)


def key_id10():
    return rs(10, string.ascii_uppercase + "0123456789")


def mailgun_msg(d=None):
    return f"<{date().replace('-', '')}{R.randint(100000, 235959)}.{R.randint(1, 9)}.{rs(16, UHEX)}@mg.{d or domain()}>"


def sg_msg():
    return rs(22, B64URL)


def gid(kind="Order"):
    return f"gid://shopify/{kind}/{R.randint(10 ** 12, 9 * 10 ** 12)}"


def order_no():
    return f"#{R.randint(1001, 98000)}"


def tracking():
    return R.choice([f"1Z{rs(6, UPPER)}{R.randint(10 ** 9, 10 ** 10 - 1)}", f"9400{R.randint(10 ** 17, 10 ** 18 - 1)}",
                     f"{R.randint(10 ** 11, 10 ** 12 - 1)}"])


def ep_obj(p="shp_"):
    return p + rs(32, HEX)


def amazon_client_id():
    return "amzn1.application-oa2-client." + rs(32, HEX)


def seller_id():
    return "A" + rs(13, string.ascii_uppercase + "0123456789")


def masked(prefix):
    t = rs(4)
    return R.choice([f"{prefix}...{t}", f"{prefix}{'*' * R.choice([12, 20, 24])}{t}", f"{prefix}••••••••{t}",
                     f"{prefix}…{t}", f"{prefix}XXXX{t}"])


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---- credentials (always fresh) -----------------------------------------------------------------------------------

def pw():
    k = R.randint(0, 3)
    if k == 0:
        return fresh(lambda: rs(R.randint(16, 24)))
    if k == 1:
        return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(WORDS) + str(R.randint(100, 99999)))
    if k == 2:
        return fresh(lambda: rs(R.randint(18, 28), ALNUM + "-_."))
    return fresh(lambda: R.choice(WORDS) + "-" + R.choice(WORDS) + "-" + rs(6, LOWER))


def pw_any():
    if R.random() < .5:
        return pw()
    return fresh(lambda: R.choice(WORDS).capitalize() + R.choice(["!", "#", "%", "@", "&"]) + R.choice(WORDS).capitalize()
                 + str(R.randint(10, 9999)))


def basic(u, secret):
    return base64.b64encode(f"{u}:{secret}".encode()).decode()


def _stripe(p):
    return lambda: p + (("51" + rs(97)) if R.random() < .75 else rs(24))


def _adyen():
    return "AQE" + rs(R.choice([93, 97]), B64) + "==-" + rs(43, B64) + "=-" + rs(16, ALNUM)


def _intercom():
    return base64.b64encode(f"tok:{uuid()}:1:0".encode()).decode()


def _lwa_refresh():
    return "Atzr|IwEB" + rs(R.randint(180, 240), B64URL)


def _ebay_token():
    return "v^1.1#i^1#p^3#r^1#f^0#I^3#t^H4sIAAAAAAAA" + rs(R.randint(120, 180), B64)


def _meli():
    return f"APP_USR-{R.randint(10 ** 15, 10 ** 16 - 1)}-{R.randint(100000, 999999)}-{rs(32, HEX)}-{R.randint(10 ** 8, 10 ** 9 - 1)}"


TOKENS = {
    "stripe_live": _stripe("sk_live_"),
    "stripe_test": _stripe("sk_test_"),
    "stripe_rk": lambda: _stripe(R.choice(["rk_live_", "rk_test_"]))(),
    "stripe_rk_live": _stripe("rk_live_"),
    "whsec": lambda: "whsec_" + rs(32),
    "adyen": _adyen,
    "adyen_hmac": lambda: rs(64, UHEX),
    "braintree_private": lambda: rs(32, HEX),
    "braintree_token": lambda: f"access_token$production${rs(16, LOWER)}${rs(32, HEX)}",
    "paypal_secret": lambda: "E" + rs(79, B64URL),
    "square_token": lambda: "EAAA" + rs(60, B64URL),
    "square_secret": lambda: "sq0csp-" + rs(43, B64URL),
    "mollie": lambda: R.choice(["live_", "test_"]) + rs(30),
    "razorpay_secret": lambda: rs(24),
    "checkout_sk": lambda: R.choice(["sk_sbox_", "sk_"]) + rs(26, string.ascii_lowercase + "234567"),
    "paddle": lambda: f"pdl_{R.choice(['live', 'sdbx'])}_apikey_01{rs(24, LOWER)}_{rs(22)}_{rs(3)}",
    "gocardless": lambda: R.choice(["live_", "sandbox_"]) + rs(40, ALNUM + "-_"),
    "klarna": lambda: f"klarna_{R.choice(['live', 'test'])}_api_{rs(60, B64URL)}",
    "shopify_admin": lambda: "shpat_" + rs(32, HEX),
    "shopify_secret": lambda: "shpss_" + rs(32, HEX),
    "shopify_custom": lambda: "shpca_" + rs(32, HEX),
    "woo_cs": lambda: "cs_" + rs(40, HEX),
    "bigcommerce": lambda: rs(31, LOWER),
    "commercetools": lambda: rs(32, ALNUM + "-_"),
    "magento": lambda: rs(32, LOWER),
    "lwa_secret": lambda: "amzn1.oa2-cs.v1." + rs(64, HEX),
    "lwa_refresh": _lwa_refresh,
    "ebay_cert": lambda: f"PRD-{rs(12, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}",
    "ebay_token": _ebay_token,
    "meli": _meli,
    "sendgrid": lambda: "SG." + rs(22, B64URL) + "." + rs(43, B64URL),
    "mailgun": lambda: R.choice(["key-" + rs(32, HEX), f"{rs(32, HEX)}-{rs(8, HEX)}-{rs(8, HEX)}"]),
    "postmark": uuid,
    "resend": lambda: "re_" + rs(8) + "_" + rs(24),
    "mailchimp": lambda: rs(32, HEX) + "-us" + str(R.randint(1, 21)),
    "mandrill": lambda: "md-" + rs(22),
    "brevo": lambda: "xkeysib-" + rs(64, HEX) + "-" + rs(16),
    "brevo_smtp": lambda: "xsmtpsib-" + rs(64, HEX) + "-" + rs(16),
    "ses_smtp": lambda: "B" + rs(43, B64),
    "sparkpost": lambda: rs(40, HEX),
    "twilio_auth": lambda: rs(32, HEX),
    "twilio_secret": lambda: rs(32),
    "vonage_secret": lambda: rs(16),
    "plivo": lambda: rs(40),
    "telnyx": lambda: "KEY01" + rs(30, UHEX) + "_" + rs(22),
    "messagebird": lambda: rs(25),
    "sinch": lambda: rs(32, HEX),
    "whatsapp": lambda: "EAA" + R.choice(["G", "I", "B"]) + rs(R.choice([150, 180, 200])),
    "intercom": _intercom,
    "zendesk": lambda: rs(40),
    "fcm_legacy": lambda: "AAAA" + rs(7, B64URL) + ":APA91b" + rs(134, B64URL),
    "onesignal": lambda: R.choice(["os_v2_app_" + rs(106, B32), rs(48, ALNUM)]),
    "expo": lambda: rs(40, ALNUM + "_-"),
    "pusher_secret": lambda: rs(20, HEX),
    "avalara": lambda: rs(16, UHEX),
    "taxjar": lambda: rs(32, HEX),
    "easypost": lambda: R.choice(["EZAK", "EZTK"]) + rs(54, HEX),
    "shippo": lambda: R.choice(["shippo_live_", "shippo_test_"]) + rs(40, HEX),
    "shipstation": lambda: rs(32, HEX),
    "qbo_secret": lambda: rs(40),
    "xero_secret": lambda: rs(48, B64URL),
    "ups_secret": lambda: rs(64),
    "opaque": lambda: rs(R.choice([32, 40, 48]), B64URL),
}


def tok(kind):
    return fresh(TOKENS[kind])


def pem_body_escaped():
    """Private-key material as it appears inside a service-account JSON (escaped newlines)."""
    def mk():
        lines = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(32, B64)] + [rs(64, B64) for _ in range(R.randint(5, 8))]
        return "\\n".join(lines + [rs(R.randint(20, 56), B64) + "="])
    return fresh(mk)


def p8_body():
    """An APNs .p8 (EC P-256) key body as printed by cat: four lines, real newlines."""
    return fresh(lambda: "\n".join(["MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rs(16, B64),
                                    rs(64, B64), rs(64, B64), rs(8, B64)]))
