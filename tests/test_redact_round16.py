"""Issue 27, sixteenth round: secrets told in chat and notes in any layout and language, and
ordinary chat about passwords left alone.

Precision: a password's word inside a quoted error message, a value asked about ("the
password of X?"), a vault's entry name, a policy heading and a "thanks, it works now"
are no password. Recall: a mistyped value's correction (retain.redact.echoes), recovery
codes under a heading in any language, a login pair under a heading (retain.redact.pairs),
a lone value answering a question (retain.redact.answers), a value called new after a
change (retain.redact.changed), a labelled value or fence (retain.redact.labelvalue), a
base64 blob holding a credential (retain.redact.encoded), YAML block scalars, logical
assignment, Swift and Gradle setters, `&` inside a command-line argument.

Every value here is invented for the test; none is a row of any labelled set. Each "kept"
case was altered before this round; each "gone" case was stored before it.
"""

from __future__ import annotations

import base64

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

PW = "Tq7" + "!vLm2Rx9" + "Kc"  # chosen: symbol, both cases, digits
PW2 = "Hn4" + "&pZw8Ys3" + "Db"


# --- precision ------------------------------------------------------------------------


def test_password_word_inside_a_quoted_error_tells_nothing_after_it() -> None:
    assert_kept('> ciągle dostaję "password authentication failed" na warehouse40')
    assert_kept('keeps failing with "invalid password" on warehouse12')


def test_value_asked_about_is_kept() -> None:
    assert_kept("* ما هي كلمة المرور لـ ledger25؟")
    assert_kept("* รหัสผ่านของ ledger6 คืออะไร")
    assert_kept("orders5 için şifre ne?")


def test_vault_entry_name_is_kept() -> None:
    assert_kept("le mot de passe est dans le coffre de l'équipe, sous « warehouse6 »")
    assert_kept('password-nya ada di vault tim, di "warehouse14"')
    assert_kept('the password is in the team vault under "warehouse40"')


def test_policy_heading_before_password_word_is_kept() -> None:
    assert_kept("kebijakan baru: password minimal 12 karakter")


def test_list_item_opens_a_chat_message() -> None:
    # "agora funciona" ("now it works") is a message of its own, with no change in it
    text = (
        "* wen: a senha está no cofre do time\n- ana: abri o chamado INC123\n"
        "- wen: resetei, olha no cofre\n* ana: valeu, agora funciona"
    )
    assert_kept(text)


def test_passwords_told_still_go_after_precision_fixes() -> None:
    assert_gone(f"la contraseña de ledger-db es {PW}", PW)
    assert_gone(f'the password for runner12 is "{PW}"', PW)


# --- a near copy of a replaced value ----------------------------------------------------


def test_typo_correction_is_gone_in_any_language() -> None:
    fixed = PW[:5] + "Q" + PW[6:]
    for sorry in ("sorry, typo, it's", "pardon, yanlış yazdım, doğrusu", "すみません、正しくは"):
        assert_gone(f"the password for ledger is {PW}\n{sorry} {fixed}", PW, fixed)


def test_near_copy_needs_a_random_value() -> None:
    # a plain word replaced nowhere: nothing to echo, nothing changes
    assert_kept("deploy staging-eu1 then staging-eu2")


# --- recovery codes, login pairs, answers -----------------------------------------------


def test_recovery_codes_under_a_heading_in_other_languages() -> None:
    codes = ["QWERT-7YUIO", "ASDFG-HJKLZ", "ZXC4V-BNMQW"]
    for heading in ("kurtarma kodları, her biri bir kez:", "복구 코드:", "رموز الاسترداد:"):
        assert_gone(heading + "\n" + "\n".join(codes), *codes)
    quoted = "> קודי שחזור:\n> " + "\n> ".join(codes)
    assert_gone(quoted, *codes)


def test_list_of_versions_under_a_code_heading_is_kept() -> None:
    assert_kept("codici di recupero, vedi sotto:\nrelease\nhotfix\nbackport")


def test_login_pair_under_a_heading_any_separator() -> None:
    for pair in (
        f"svc_ledger / {PW}",
        f"svc_ledger:{PW}",
        f"svc_ledger\t{PW}",
        f"svc_ledger\n{PW}",
    ):
        assert_gone(f"dane logowania do ledger-db:\n  {pair}", PW)
        assert_gone(f"доступ к ledger37:\n{pair}", PW)


def test_host_port_under_an_access_heading_is_kept() -> None:
    assert_kept("access to the staging box:\nlocalhost:5432")
    assert_kept("login details for the wiki:\nowner/repo")


def test_lone_answer_to_a_password_question_in_notes() -> None:
    text = f"- какой пароль от ledger.lan?\n* секунду, посмотрю\n* `{PW}`"
    assert_gone(text, PW)
    reply = f"{PW}\n\nOn 2026-02-17, ana <ana@example.org> wrote:\n> ما هي كلمة المرور لـ ledger؟"
    assert_gone(reply, PW)


def test_lone_answer_to_another_question_is_kept() -> None:
    assert_kept("- what's the password for ledger?\n- which branch are you on?\n- fix/Ledger2")


# --- new values, labelled values --------------------------------------------------------


def test_value_called_new_after_a_change_in_any_markup() -> None:
    assert_gone(f"sudah kuganti, yang baru «{PW}»", PW)
    assert_gone(f"我改了，新的是 「{PW}」", PW)
    assert_gone(f"zmieniłem, nowe to ```\n{PW}\n```", PW)
    assert_gone(f"عوضش کردم، جدیدش **{PW}** است", PW)


def test_new_branch_after_a_change_is_kept() -> None:
    assert_kept("changed it, the new branch is feat/ledger-sync")


def test_labelled_value_fence_and_passphrase() -> None:
    assert_gone(f"пароль от qa-ledger: ```\n{PW}\n```", PW)
    assert_gone("спільний ключ VPN: umbrella.wagon.juniper.timber62", "umbrella.wagon")
    assert_gone("办公室 Wi-Fi 密码：`meadow quiver cactus`", "meadow quiver cactus")


def test_labelled_sentences_and_technical_keys_are_kept() -> None:
    assert_kept("password policy: `minimum twelve characters`")
    assert_kept("Wi-Fi password: guest network open")
    assert_kept("cache key: Linux-pip-8a84ba482cc793eb14d6d23bf517281d38dd3075cab00f68d2d8d86d")


# --- seen in files and output -----------------------------------------------------------


def test_base64_blob_holding_a_credential_is_gone() -> None:
    blob = base64.b64encode(f'{{"user": "svc", "password": "{PW}"}}'.encode()).decode()
    assert_gone(f"CREDENTIALS_JSON_B64={blob}", blob)


def test_base64_blob_of_settings_or_bytes_is_kept() -> None:
    settings = base64.b64encode(b'{"theme": "dark", "retries": 3, "region": "eu"}').decode()
    assert_kept(f"SETTINGS_B64={settings}")
    digest = base64.b64encode(bytes(range(32))).decode()
    assert_kept(f"integrity: {digest}")


def test_yaml_block_scalar_under_a_key() -> None:
    first, second = "LPq3IHa5hqkdDIHDuxWBIR8nKq9WG", "XvuvglXaQieMwLDvvT07cxbvc83MQ"
    assert_gone(f"signing:\n  key: >-\n    {first}\n    {second}\n  algorithm: HS512", first)


def test_logical_assignment_and_setters_in_source() -> None:
    assert_gone(f"process.env.AUTH_TOKEN ||= '{PW}';", PW)
    assert_gone(f"token ??= '{PW}';", PW)
    assert_gone(f'request.setValue("{PW}", forHTTPHeaderField: "X-Auth")', PW)
    assert_gone(f'buildConfigField("String", "API_KEY", "\\"{PW}\\"")', PW)


def test_setters_of_ordinary_headers_and_constants_are_kept() -> None:
    assert_kept('request.setValue("application/json", forHTTPHeaderField: "Content-Type")')
    assert_kept('buildConfigField("String", "API_URL", "\\"https://api.example.com\\"")')


def test_ampersand_inside_a_command_line_password() -> None:
    assert_gone(f"mongosh mongodb://db -u ana -p {PW2}", PW2)
    assert_gone(f"> AUTH {PW2}", PW2)
    out, _ = redact(f"mysql -u root -p{PW} && echo ok")
    assert out.endswith("&& echo ok"), out


def test_redact_stays_idempotent_on_the_new_rules() -> None:
    text = f"the password for ledger is {PW}\nsorry, typo, it's {PW[:5]}Q{PW[6:]}"
    once, _ = redact(text)
    assert redact(once) == (once, 0)
