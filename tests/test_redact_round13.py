"""Issue 27, thirteenth round: tool output and source left alone where a documented format
puts a public value (retain.redact.formats): Gerrit's Change-Id trailer, a GitHub Actions
permission level, `kubectl describe`'s reference to a secret's key, a public-key pin, a
quoted 1Password reference with spaces, the shell's `${NAME:?message}`, Swift's `try`
before a call, and a Cookie header of preferences only.

Every value here is invented for the test; none is a row of any labelled set. Each "kept"
case was altered before this round; each "gone" case is a real secret of the nearby shape
that must still be replaced.
"""

from __future__ import annotations

import json

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

TOKEN = "Wm4" + "qTz8nKc2" + "HyP7vRb3X"  # generated: both cases and digits, often changing
HEX40 = "5c1e" + "9a07b3d24f6e" + "8c10a9f2b7d6e43a15c077d2"  # 40 lower-case hex digits
PIN_B64 = "Qk7" + "rT2mVx9LpZ4sNc8YhW1bJd6FgA3eKu5oXi0yRt2H"  # 43 base64 characters


def test_gerrit_change_id_trailer_is_kept() -> None:
    assert_kept(f"    fix: retry on 503\n\n    Change-Id: I{HEX40}\n    Signed-off-by: Ana Lima")


def test_password_trailer_is_gone() -> None:
    assert_gone(f"    Change-Id: I{HEX40}\n    password: {TOKEN}", TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        "permissions:\n  id-token: write\n  contents: read",
        "jobs:\n  deploy:\n    permissions:\n      id-token: none",
    ],
)
def test_workflow_permission_level_is_kept(text: str) -> None:
    assert_kept(text)


def test_id_token_value_is_gone() -> None:
    assert_gone(f"id-token: {TOKEN}", TOKEN)


def test_kubectl_secret_reference_is_kept() -> None:
    assert_kept(
        "    Environment:\n"
        "      SMTP_PASSWORD:  <set to the key 'password' in secret 'relay'>  Optional: false\n"
        "      API_TOKEN:  <set to the key 'api' of config map 'edge-cfg'>  Optional: true"
    )


def test_kubectl_literal_beside_a_reference_is_gone() -> None:
    assert_gone(
        "      SMTP_PASSWORD:  <set to the key 'smtp-pass' in secret 'relay-creds'>\n"
        f"      SMTP_SECRET:   {TOKEN}",
        TOKEN,
    )


@pytest.mark.parametrize(
    "text",
    [
        f'let pinnedKey = "sha256/{PIN_B64}="',
        f'.add("api.example.org", "sha256/{PIN_B64}=")',
    ],
)
def test_public_key_pin_is_kept(text: str) -> None:
    assert_kept(text)


def test_secret_in_pin_shape_without_prefix_is_gone() -> None:
    assert_gone(f'val clientSecret = "{PIN_B64}="', PIN_B64)


def test_quoted_one_password_reference_with_spaces_is_kept() -> None:
    assert_kept('smtp_password = "op://Shared Infra/mail relay/one time password"')


def test_unquoted_password_after_op_words_is_gone() -> None:
    assert_gone(f"smtp_password = op {TOKEN}", TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        ': "${REGISTRY_TOKEN:?export REGISTRY_TOKEN first}"',
        'curl -H "Authorization: Bearer ${API_TOKEN?missing}" https://api.example.org',
    ],
)
def test_shell_unset_message_is_kept(text: str) -> None:
    assert_kept(text)


def test_shell_default_secret_is_gone() -> None:
    assert_gone(f': "${{REGISTRY_TOKEN:-{TOKEN}}}"', TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        'let secret = try vault.read("billing.secret")',
        "let token = try? await session.refresh()",
        "let password = await prompt.ask()",
    ],
)
def test_swift_call_keyword_is_kept(text: str) -> None:
    assert_kept(text)


def test_swift_literal_is_gone() -> None:
    assert_gone(f'let token = "{TOKEN}"', TOKEN)


def test_preference_cookie_is_kept() -> None:
    assert_kept('{"name": "Cookie", "value": "colour=blue; tz=utc; layout=wide"}')


@pytest.mark.parametrize(
    "text",
    [
        f'{{"name": "Cookie", "value": "colour=blue; session={TOKEN}"}}',
        f'{{"name": "Cookie", "value": "colour=blue; sid=ab{TOKEN.lower()}"}}',
    ],
)
def test_session_cookie_is_gone(text: str) -> None:
    secret = text.split("=")[-1].rstrip('"}')
    assert_gone(text, secret)


B64 = "c3R1" + "ZmZ5LXdpbmQtOTQ="  # base64 of an invented value


def test_secret_manifest_data_and_string_data_are_gone() -> None:
    manifest = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: relay\ntype: Opaque\n"
        f"data:\n  smtp-login: {B64}\n"
        f'stringData:\n  relay_pass: "{TOKEN}"\n'
        f"  webhook: {HEX40}{HEX40[:24]}\n  host: relay.local\n"
    )
    out, _ = redact(manifest)
    for secret in (B64, TOKEN, HEX40):
        assert secret not in out, out
    assert "host: relay.local" in out and "name: relay" in out


@pytest.mark.parametrize(
    "text",
    [
        f"apiVersion: v1\nkind: ConfigMap\ndata:\n  banner: {B64}\n  mode: fast",
        "kind: Secret\nstringData:\n  relay_pass: ${RELAY_PASS}\n  host: relay.local",
        f"kind: SealedSecret\nspec:\n  encryptedData:\n    relay_pass: {B64}",
        f"---\nkind: Secret\nmetadata:\n  name: a\n---\nkind: ConfigMap\ndata:\n  banner: {B64}",
    ],
)
def test_config_map_and_templates_are_kept(text: str) -> None:
    assert_kept(text)


def _state(kind: str, result: str) -> str:
    attributes = {"id": "none", "length": 20, "result": result}
    resource = {"type": kind, "name": "db", "instances": [{"attributes": attributes}]}
    return json.dumps({"version": 4, "resources": [resource]}, indent=2)


def test_terraform_state_random_password_result_is_gone() -> None:
    assert_gone(_state("random_password", "q7!Vt2#mLw9" + "pXe4$Rz"), "q7!Vt2#mLw9pXe4$Rz")


@pytest.mark.parametrize(
    "text",
    [
        _state("random_string", "bucketsuffix" + "x7q2"),
        _state("random_password", "${var.db_password}"),
        '  + resource "random_password" "db" {\n      + result  = (sensitive value)\n    }',
    ],
)
def test_terraform_state_other_results_are_kept(text: str) -> None:
    assert_kept(text)
