"""Public values of building, signing and publishing a release stay as written
(retain.redact.releases): GitHub's sealing key for a repository's secrets, an App Store
Connect key's id, a signing key's fingerprint told in a sentence, the Android debug
keystore's documented password, a CI system's reference to a stored secret, an
authorization scheme before a placeholder, a Slack webhook's ids with its secret masked,
and a private key's armour around an ellipsis. The credentials beside them are still taken.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact

_SEALING_KEY = "q7Rw2PzK9mVb4Xc1Lt8Ns5Hd3Gf6Jy0Ua2Ie4Oo7Kq8="  # 43 + "="


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_the_sealing_key_github_returns_for_secrets_stays() -> None:
    for path in (
        "repos/otter/lamp/actions",
        "orgs/otter/dependabot",
        "repos/otter/lamp/codespaces",
    ):
        text = (
            f"$ gh api {path}/secrets/public-key\n"
            "{\n"
            '  "key_id": "3380571200014456789",\n'
            f'  "key": "{_SEALING_KEY}"\n'
            "}\n"
        )
        assert _kept(text), path


def test_a_key_member_without_the_public_key_request_is_still_taken() -> None:
    for text in (
        f'{{\n  "key_id": "3380571200014456789",\n  "key": "{_SEALING_KEY}"\n}}\n',
        # the request is a paragraph away: what follows it is another document
        "$ gh api repos/otter/lamp/actions/secrets/public-key\n\n"
        f'config.json:\n{{"key": "{_SEALING_KEY}"}}\n',
    ):
        out, _ = redact(text)
        assert _SEALING_KEY not in out, text


def test_an_app_store_connect_key_id_stays_and_the_key_is_taken() -> None:
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgZ3x8Lq2Wn5Vr7Tk1Ys4Pd6Hm9Jc0Bf2Ne8Ga5Ru"
    text = (
        "$ ls ~/private_keys/\n"
        "AuthKey_7QX2LM4K9P.p8\n"
        "$ xcrun altool --upload-app -f build/Lamp.ipa -t ios --apiKey 7QX2LM4K9P "
        "--apiIssuer 0b6a1f4e-2c3d-4e5f-8a9b-0c1d2e3f4a5b\n"
        "-----BEGIN PRIVATE KEY-----\n"
        f"{body}\n"
        "-----END PRIVATE KEY-----\n"
    )
    out, _ = redact(text)
    assert "AuthKey_7QX2LM4K9P.p8" in out and "--apiKey 7QX2LM4K9P" in out
    assert body not in out
    # another tool's --apiKey takes a key, whatever its shape
    out, _ = redact("$ npx uploader --apiKey 7QX2LM4K9P --project lamp\n")
    assert "7QX2LM4K9P" not in out


def test_a_fingerprint_told_in_a_sentence_stays_in_any_language() -> None:
    fpr = "4E1B9C0D7A3F62E85B0C1D2E3F4A5B6C7D8E9F01"
    for sentence in (
        f"Signing key fingerprint is {fpr}, the private half stays in the HSM.",
        f"Impronta della chiave di firma: {fpr}; la parte privata resta nell'HSM.",
        f"Empreinte de la clé de signature : {fpr}.",
        f"签名密钥指纹是 {fpr}，私钥只在 HSM 里。",
        f"Отпечаток ключа подписи: {fpr}.",
    ):
        assert _kept(sentence), sentence


def test_a_hex_called_a_password_or_a_token_beside_a_fingerprint_is_taken() -> None:
    value = "4E1B9C0D7A3F62E85B0C1D2E3F4A5B6C7D8E9F01"
    out, _ = redact(f"The fingerprint reader's admin password is {value}.")
    assert value not in out


def test_the_debug_keystores_documented_password_stays() -> None:
    text = (
        "# keystore.properties for the e2e job\n"
        "storeFile=/home/ci/.android/debug.keystore\n"
        "storePassword=android\n"
        "keyAlias=androiddebugkey\n"
        "keyPassword=android\n"
        "$ keytool -list -keystore ~/.android/debug.keystore -storepass android\n"
    )
    assert _kept(text)
    # a release keystore's password is taken, even when it is the same word
    out, _ = redact("storeFile=../keys/release.jks\nstorePassword=android\n")
    assert "storePassword=android" not in out


def test_a_ci_systems_reference_to_a_stored_secret_stays() -> None:
    for text in (
        "steps:\n- name: push\n  settings:\n    username: ci-bot\n"
        "    password: {from_secret: registry_password}\n",
        "environment {\n    KEYSTORE_PASSWORD = credentials('lamp-keystore-password')\n}\n",
        'params {\n    password("env.GH_TOKEN", '
        '"credentialsJSON:5d0c3b1a-7e2f-4a6b-9c8d-1e2f3a4b5c6d")\n}\n',
    ):
        assert _kept(text), text


def test_a_scheme_before_a_placeholder_stays_and_before_a_token_is_taken() -> None:
    for text in (
        '[registries.lamp]\ntoken = "Bearer <from cargo login>"\n',
        '[registries.lamp]\ntoken = "Bearer ${CARGO_TOKEN}"\n',
    ):
        assert _kept(text), text
    out, _ = redact('[registries.lamp]\ntoken = "Bearer Zk3pQ9wL2xV7mN4rT8yB1cD6"\n')
    assert "Zk3pQ9wL2xV7mN4rT8yB1cD6" not in out


def test_a_slack_webhook_with_its_secret_masked_keeps_its_ids() -> None:
    masked = "slackWebhook: 'https://hooks.slack.com/services/T04QWERTY1/B05ASDFGH2/<redacted>'\n"
    assert _kept(masked)
    secret = "Xq7Lm2Vr9Tk4Np8Wz3Ys6Bd1"
    out, _ = redact(f"SLACK_URL=https://hooks.slack.com/services/T04QWERTY1/B05ASDFGH2/{secret}\n")
    assert secret not in out


def test_a_private_keys_armour_around_an_ellipsis_stays() -> None:
    for text in (
        '{\n  "private_key": '
        '"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n"\n}\n',
        "-----BEGIN RSA PRIVATE KEY-----\n…\n-----END RSA PRIVATE KEY-----\n",
    ):
        assert _kept(text), text


def test_release_values_stay_linear() -> None:
    member = f'$ gh api x/secrets/public-key\n{{"key": "{_SEALING_KEY}"}}\n'
    assert_linear(redact, lambda n: member * n, 200)
    told = "Signing key fingerprint is " + "4E1B9C0D" * 5 + ", kept. "
    assert_linear(redact, lambda n: told * n, 200)
