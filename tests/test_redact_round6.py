"""Issue 27, sixth round: classes of credential and of non-secret closed by principle
after the fifth set (now development data).

Every value here is invented for the test (assembled at run time, so this file holds no
string a secret scanner would take for a real key); none is a row of any labelled set.
Each case failed before the rule it names.
"""

from __future__ import annotations

import random
import string

import pytest

from retain.redact import redact

_ALNUM = string.ascii_letters + string.digits
_LOWER = string.ascii_lowercase + string.digits


def fake(n: int, seed: int = 0, alphabet: str = _ALNUM) -> str:
    """n characters of `alphabet`, with a digit inside and last."""
    rng = random.Random(f"r6-{n}-{seed}-{alphabet}")
    body = "".join(rng.choice(alphabet) for _ in range(n - 2))
    return body[: n // 2] + "7" + body[n // 2 :] + "4"


def hexs(n: int, seed: int = 0, upper: bool = False) -> str:
    digits = "0123456789ABCDEF" if upper else "0123456789abcdef"
    return "".join(random.Random(f"r6hex-{n}-{seed}").choices(digits, k=n))


def _assert_redacted(text: str, *secrets: str) -> str:
    out, count = redact(text)
    for secret in secrets:
        assert secret not in out, out
    assert count >= 1
    assert redact(out) == (out, 0)  # idempotent
    return out


def _assert_kept(text: str) -> None:
    assert redact(text) == (text, 0)


# --- webhooks: the secret is in the path ------------------------------------------------


def test_a_generic_hooks_path_token_goes_and_the_host_stays():
    token = fake(26, seed=1, alphabet=_LOWER)
    out = _assert_redacted(f"incoming hook: https://chat.example.org/hooks/{token}", token)
    assert "https://chat.example.org/hooks/" in out


@pytest.mark.parametrize(
    "template",
    [
        "curl -X POST https://hooks.zapier.com/hooks/catch/4815162/{t}/ -d @event.json",
        "MAKE_HOOK=https://hook.eu2.make.com/{t}",
        "https://maker.ifttt.com/trigger/door_open/with/key/{t}",
    ],
)
def test_an_automation_hook_token_goes(template):
    token = fake(24, seed=2)
    _assert_redacted(template.format(t=token), token)


def test_a_pagerduty_routing_key_goes():
    key = hexs(32, seed=3)
    _assert_redacted(f"alerting:\n  routing_key: {key}\n  severity: warning\n", key)


def test_a_webhook_secret_given_as_a_form_subscript_goes():
    secret = hexs(40, seed=4)
    _assert_redacted(
        f"gh api repos/o/r/hooks -f config[url]=https://ci.example.org -f config[secret]={secret}",
        secret,
    )


@pytest.mark.parametrize(
    "text",
    [
        "see https://git.example.org/hooks/post-receive for the hook script",
        "Slack webhook format: https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXX",
        "routing_key: orders.created",
        "the hook lives at /hooks/deploy_on_push",
    ],
)
def test_hook_paths_without_a_token_and_masked_hooks_are_kept(text):
    _assert_kept(text)


# --- password verifiers -------------------------------------------------------------------


def test_an_ntlm_dump_line_loses_its_nt_hash():
    nt = hexs(32, seed=5)
    out = _assert_redacted(f"CONTOSO\\builder:1107:aad3b435b51404eeaad3b435b51404ee:{nt}:::", nt)
    assert out.startswith("CONTOSO\\builder:1107:")


def test_a_mysql_native_verifier_goes():
    verifier = "*" + hexs(40, seed=6, upper=True)
    _assert_redacted(f"| deploy | {verifier} |", verifier)


def test_a_django_password_field_goes():
    stored = f"pbkdf2_sha256$720000${fake(22, seed=7)}${fake(43, seed=8)}="
    _assert_redacted(f">>> u.password\n'{stored}'", stored)


def test_a_postgres_scram_verifier_and_md5_verifier_go():
    scram = f"SCRAM-SHA-256$4096:{fake(24, seed=9)}${fake(44, seed=10)}:{fake(44, seed=11)}"
    md5 = "md5" + hexs(32, seed=12)
    _assert_redacted(f'rolpassword | {scram}\nuserlist: "app" "{md5}"', scram, md5)


@pytest.mark.parametrize(
    "text",
    [
        "sha1sum: " + hexs(40, seed=13),
        "md5sum build.tar: " + hexs(32, seed=14),
        "commit " + hexs(40, seed=15) + " (HEAD)",
        "*emphasis* and **bold**",
    ],
)
def test_content_digests_are_kept(text):
    _assert_kept(text)


# --- recovery codes ---------------------------------------------------------------------


def test_a_numbered_list_of_backup_codes_goes():
    codes = [f"{random.Random(i).randrange(10**4):04d} 8{i}{i}1" for i in range(5)]
    text = "Backup codes for the admin account\n" + "\n".join(
        f"{n}. {c}" for n, c in enumerate(codes, 1)
    )
    _assert_redacted(text, *codes)


def test_a_list_of_hex_recovery_codes_goes():
    codes = [f"{hexs(5, seed=20 + i)}-{hexs(5, seed=40 + i)}" for i in range(6)]
    _assert_redacted("Recovery codes (keep offline):\n" + "\n".join(codes), *codes)


def test_a_list_of_different_shapes_under_such_a_heading_is_kept():
    _assert_kept("Recovery codes: how we store them\n1. vault\n2. 2024 policy\n3. print")


# --- visibly fake examples ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "For example: `curl -H 'Authorization: Bearer example-token-42' localhost:8080/`",
        "# Example only (not a real key): ghp_abc123" + "0" * 30,
        'Test vector: token = "aaaaaaaa-bbbb-cccc" (not valid anywhere)',
    ],
)
def test_a_marked_example_with_a_fake_body_is_kept(text):
    _assert_kept(text)


def test_a_token_opening_with_a_format_run_still_goes():
    token = "A" * 22 + fake(60, seed=16)
    _assert_redacted(f'curl -H "Authorization: Bearer {token}" https://api.example.org', token)


def test_a_cookie_header_of_preferences_is_kept_and_a_session_goes():
    _assert_kept("Cookie: lang=fr; tz=America%2FToronto; theme=dark")
    sid = fake(32, seed=17)
    _assert_redacted(f"Cookie: lang=fr; sid={sid}", sid)
