"""Round 20: passwords told in languages no lexicon holds, found by the value's shape
(retain.redact.generated), and ordinary texts the rules altered, kept by their cause:
masks, a vault's name, an id's word, a parameter list, a file or a command named passwd,
a JSON Web Key's public members, a value shown cut short."""

from __future__ import annotations

import pytest
from tests.redact_checks import assert_gone, assert_kept


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Y cyfrinair ar gyfer rabbitmq yw Harbor_Umber7466", "Harbor_Umber7466"),  # Welsh
        ("nexus-ի գաղտնաբառն է Nimbus.Iris5736", "Nimbus.Iris5736"),  # Armenian
        ('የrabbitmq የይለፍ ቃል "Cobalt_Lantern7106" ነው', "Cobalt_Lantern7106"),  # Amharic
        ("D'Passwuert fir sentry ass Harbor-Quartz6294", "Harbor-Quartz6294"),  # Luxembourgish
        ("Bojan said to type Anchor.Thistle4956 into the second box", "Anchor.Thistle4956"),
    ],
)
def test_a_memorable_password_is_found_in_any_language(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # a product and its year, a type's name, a module path: no memorable password
        "We still build on Visual Studio 2022 and Windows Server 2019.",
        "PASSWORD_HASHERS starts with django.contrib.auth.hashers.Argon2PasswordHasher",
        # ids named before them, in any language
        "Stripe customer cus_QyHHMmTpw2rtQS is the test customer for the dunning emails",
        "ksuid 4Kq6K57RIJpVY3cehQWW4RucGjY shows up in both the order and the shipment rows",
        "WARN JWT verification failed: kid ShyN8co22VXoV6ei not found in JWKS",
        "the protobuf blob in tests/data/event.b64 is 0foM4s2SjlYIvlrh4HT0cRnMo9HKTEQjOtkCKTPD",
        "Twilio account SID ACa28cf8f990ddb3fd86754787eb593a67 is the EU sub-account.",
        "response id chatcmpl-9rQcu48NamqCQzQTWCfIVeg99XjMF model gpt-4o-mini",
        "echo eyJ0eXBlIjoicGluZyJ9 | base64 -d prints the sample event",
        "Registry id: 976442553765, repository: harbor-payments, tag ZOX-5b6f6c2",
    ],
)
def test_ids_and_names_beside_prose_are_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    "text",
    [
        # masks a tool prints where the password was: an Elixir atom, Spring's masks
        'Last message: {:connect, [hostname: "db.test", username: "ro", password: :redacted]}',
        "Cannot connect using DataSourceProperties{url=jdbc:postgresql://h:5432/l, "
        "username=yerlan.i, password=••••••••}",
        "DataSourceProperties{username=bunyod.p, password=(sensitive)}",
        "DataSourceProperties{username=laila.d, password=[MASKED]}",
        "user: and the password: «••••••••»",
        "ang password sa the sftp box kay **$SLACK_WEBHOOK_URL**",  # Tagalog: a reference
        "lee token maka the README example: **REPLACE_WITH_TOKEN**",
        # where it is kept, not what it is
        "šifra za jenkins je u **Bitwarden**",  # Croatian
        "user: 2FA recovery codes لاءِ ٽوڪن هي آهي: 1Password (used 3 of 10)",  # Sindhi
        "user: nantsi ithokheni ye 2FA recovery codes: 1Password",  # Zulu
        # a commit named after a told change: the commit, not the new password
        "promijenio sam šifru za the sftp box, nova je u vaultu "
        "(commit 2ea534626b5527b0fdc025b227f951b8f2812fad).",
        # a query's named fields, one of them a placeholder
        "SAS token parameters: sv=2024-08-04&ss=b&srt=sco&sp=rl&spr=https&sig=<signature>",
        # a file named passwd, and psql's \password, which take a user name
        "180  mosquitto_passwd -c /etc/mosquitto/passwd sione87",
        "\\password tendai39",
        # a JSON Web Key's public coordinate
        '{"kty": "EC", "crv": "P-256", "y": "CZhgBZ_cTQYXdebrCSevNnPPq9uhoXK3C1NJNlebhpS"}',
        # a token shown cut short
        "lee token maka gitlab: dop_v1...",
    ],
)
def test_masks_references_and_names_are_kept(text: str) -> None:
    assert_kept(text)


def test_a_real_signature_in_a_parameter_list_is_still_replaced() -> None:
    assert_gone(
        "SAS token parameters: sv=2024-08-04&ss=b&sig=Xk3Jd9sLq0PzW2%2BvR7tYbN4mC8eA1fH6uI5oG%3D",
        "Xk3Jd9sLq0PzW2%2BvR7tYbN4mC8eA1fH6uI5oG%3D",
    )


def test_a_password_hashed_in_a_seed_file_is_still_replaced() -> None:
    # `hash(` is a call, not an id's word: the literal hashed is the password
    assert_gone('passwordHash: await bcrypt.hash("8P7U.j~t0tvSKQExk04", 10)', "8P7U.j~t0tvSKQExk04")


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "posting alert to https://hooks.slack.example/services/TAUK5JAM08V/BS3BE22BFG3/"
            "2ZxRQKtPGYSBLyPvd94M6hUj status=200",
            "2ZxRQKtPGYSBLyPvd94M6hUj",
        ),
        (
            "https://discord.example/api/webhooks/8354500620769308320/LKMXumW5YtPdWtsbxsB7hA9x0"
            "QqWasNS59acrMlkSBcP7BIg3_HLh9vmh_lFXhNfadDS",
            "LKMXumW5YtPdWtsbxsB7hA9x0QqWasNS59acrMlkSBcP7BIg3_HLh9vmh_lFXhNfadDS",
        ),
        (
            'url = "https://orchid.webhook.office.example/webhookb2/42b012b2-8230-4d50-906d-'
            "94b61780ccd2@6c6467db-8efb-43ea-a701-d396f26f4244/IncomingWebhook/"
            '9f48022ce0a75217b031fb4962747f04/8f2b9b4e-2f4c-4d7e-9c1e-0f5d6a7b8c9d"',
            "9f48022ce0a75217b031fb4962747f04",
        ),
        (
            "curl https://events.pagerduty.example/integration/0c354e2977282eb6b54e2434ab672508/enqueue",
            "0c354e2977282eb6b54e2434ab672508",
        ),
    ],
)
def test_a_webhook_path_in_its_vendors_shape_is_found_on_any_host(text: str, secret: str) -> None:
    assert_gone(text, secret)


def test_recovery_codes_listed_on_one_line_after_a_heading_in_any_language() -> None:
    codes = "ffabv-tqmef | go5ez-tlsh9 | e5ada-mvbgb | yigtv-y8mdo | jfqng-hzarb"
    assert_gone(f"merdan: 2FA recovery codesৰ বাবে টোকেন ইয়াত আছে: {codes}", *codes.split(" | "))
    assert_gone(
        "token bu 2FA recovery codes mi ngi: amezn-wdu5q  jhj78-q3rqp  rkmab-129wj", "jhj78-q3rqp"
    )


def test_a_google_authenticator_file_is_replaced() -> None:
    text = (
        '$ cat ~/.google_authenticator\nYZQXLAA2M2SFUOCQ\n" RATE_LIMIT 3 30\n'
        '" WINDOW_SIZE 17\n" TOTP_AUTH\n74903848\n50044217'
    )
    assert_gone(text, "YZQXLAA2M2SFUOCQ", "74903848", "50044217")


def test_a_totp_seed_in_one_run_after_its_word() -> None:
    assert_gone(
        "user: TOTP seed (rabbitmq) لاءِ ٽوڪن هي آهي: ZJGKXXFY4N3S5JTVQ7576ILQPYZJX4QM",
        "ZJGKXXFY4N3S5JTVQ7576ILQPYZJX4QM",
    )


@pytest.mark.parametrize(
    "text",
    [
        "kubectl get pods: api-7d9f8-x2k4l web-5c6b7-q9w8e worker-1a2b3-c4d5e",  # pod names
        "at-risk co-op re-run follow-up sign-in",  # hyphenated words
        "https://hooks.slack.example/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "2FA: enabled (TOTP), recovery codes generated 2026-07-15, 8 of 10 remaining",
    ],
)
def test_lookalikes_of_codes_and_hooks_are_kept(text: str) -> None:
    assert_kept(text)


def test_a_generated_value_in_a_table_row_is_not_read_as_prose() -> None:
    # a dump's row is cells, not a sentence; an address's parts are not words
    assert_kept("2\tXq7pLm2vRt9\tkite@example.test")
    assert_kept("owner Xq7pLm2vRt9 kite@example.test")
