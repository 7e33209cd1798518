"""Redaction rules 54: payments, commerce and messaging. An eBay Cert ID, a Paddle key, a
Mandrill key and a Resend key by their formats; a provider's client built from its key
(Postmark's `ServerClient`, MessageBird's `Client`); a login pair kept under a name ending
in `auth` for requests' `auth=`; a value printed by `printf '%s' V` into a command that
names a secret. The App ID, a refund id, a placeholder, a variable and a host stay.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_an_ebay_cert_id_is_taken_and_the_app_id_beside_it_stays() -> None:
    cert = "PRD-7c1e9a04b2d8-3f6a-51c9-8e2b-d40f"
    text = f"api.sandbox:\n  appid: Acme-shop-PRD-4a9c1e07b-6d2f8a1c\n  certid: {cert}\n"
    out, _ = redact(text)
    assert cert not in out and "[REDACTED:ebay-cert-id]" in out
    assert "Acme-shop-PRD-4a9c1e07b-6d2f8a1c" in out
    assert _kept("the release PRD-2026-04 shipped; ticket PRD-1182 tracks the rollback")


def test_paddle_mandrill_and_resend_keys_are_taken_by_their_formats() -> None:
    paddle = "pdl_sdbx_apikey_" + "01hx7k2m9q4r8t3v6w1y5z0a2b_Qw8Er4Ty7Ui2Op5As9Df3Gh"
    mandrill = "md-" + "Tq8Lw3Zk9Rv2Xn5Bc7Hm1J"
    resend = "re_" + "Hk4Tz9Qa_Mv2Lw8Xp5Rc3Nb7Yd1Fs6Gj0"
    cases = ((paddle, "paddle-key"), (mandrill, "mandrill-key"), (resend, "resend-key"))
    for key, label in cases:
        out, _ = redact(f"- 09:14 the worker still has {key} in its config, move it to the vault")
        assert key not in out and f"[REDACTED:{label}]" in out, key
    for text in (
        "refund re_3Pq8Lw2Zk9Rv4Xn5Bc7Hm1Jd was created for the duplicate charge",
        "the md-button-primary-outline class sets the border",
        "Paddle keys open with pdl_live_apikey_ or pdl_sdbx_apikey_; keep them server side.",
    ):
        assert _kept(text), text


def test_a_providers_client_built_from_its_key_is_taken() -> None:
    token = "5b7e1c2a-9d43-4f8e-a6b0-3c1d2e4f5a69"
    access = "Xk7pQ2mW9zR4tL8vB3nC6hJ1d"
    for line, key in (
        (f'const client = new postmark.ServerClient("{token}");', token),
        (f"client = AccountClient('{token}')", token),
        (f"$client = new \\MessageBird\\Client('{access}');", access),
        (f'client = messagebird.Client("{access}")', access),
    ):
        out, _ = redact(line)
        assert key not in out and "[REDACTED:api-key]" in out, line
    for line in (
        "const client = new ServerClient(process.env.POSTMARK_SERVER_TOKEN);",
        'const client = new ServerClient("00000000-0000-0000-0000-000000000000");',
        "$client = new \\MessageBird\\Client(getenv('MESSAGEBIRD_KEY'));",
        "const resend = new Resend(process.env.RESEND_API_KEY);",
    ):
        assert _kept(line), line


def test_a_login_pair_kept_under_a_name_ending_in_auth_is_taken() -> None:
    secret = "c81f4e27a93b5d06e1f4a7c29b3d8e50"
    text = (
        f'WMS_AUTH = ("4a1f7c9e2b8d6053a7e1c4f92b6d8e03", "{secret}")\n'
        'r = requests.get("https://api.example.test/orders", auth=WMS_AUTH)\n'
    )
    out, _ = redact(text)
    assert secret not in out and "[REDACTED:password]" in out
    assert _kept('WMS_AUTH = (os.environ["WMS_KEY"], os.environ["WMS_SECRET"])')
    assert _kept('OAUTH = ("authorize", "token")')


def test_a_value_printf_prints_into_a_command_naming_a_secret_is_taken() -> None:
    value = "Zp4Kq9Wm2Xr7Tn5Lb8Vc3Hd6Jf1Gs0Ya"
    for line in (
        f"$ printf '%s' '{value}' | vercel env add PAYMENTS_CLIENT_SECRET production",
        f'printf "%s\\n" "{value}" | wrangler secret put MAILER_TOKEN',
    ):
        out, _ = redact(line)
        assert value not in out and "[REDACTED:" in out, line
    assert _kept("printf '%s' \"$MAILER_TOKEN\" | wrangler secret put MAILER_TOKEN")
    assert _kept("printf '%s\\n' hello | tee notes.txt")
