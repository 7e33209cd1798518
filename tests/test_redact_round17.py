"""Issue 27, seventeenth round: secrets seen in tool output and told in chat, and tool
output about credentials left alone.

Precision: a token's scopes (`gh auth status`), a log line naming a login before a
"password authentication failed" are no secret. Recall: a name/value table's row as
secret managers' CLIs print it (retain.redact.pieces), a password manager's CSV export,
more to come below.

Every value here is invented for the test; none is a row of any labelled set. Each "gone"
case was stored before this round; a "kept" case was altered before it, or guards a new
rule against the ordinary text nearest it.
"""

from __future__ import annotations

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

PW = "Rv8" + "~qLx3Wn" + "^Tz5"  # chosen: symbols, both cases, digits
PW2 = "Mk2" + "+dHp7Jq" + "*Ye4"


# --- precision ------------------------------------------------------------------------


def test_token_scopes_are_kept() -> None:
    assert_kept("  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'")
    assert_kept("token scopes: admin:org_hook, write:packages")
    assert_kept("TOKEN_SCOPES=repo,read:org,workflow:write")


def test_log_line_after_a_login_word_is_no_netrc() -> None:
    assert_kept('login sa harbor dahil sa: FATAL: password authentication failed for user "app"')
    assert_kept("Anmeldung login am Server: ERROR: password authentication failed")
    assert_gone(f"machine api.example.com login bob password {PW}", PW)
    assert_gone(f"default login deploy password {PW}", PW)


# --- name/value tables and CSV exports --------------------------------------------------


def test_name_value_table_rows_as_clis_print_them() -> None:
    doppler = (
        "┌──────────────┬──────────────────┐\n"
        "│ NAME         │ VALUE            │\n"
        "│ LOG_LEVEL    │ info             │\n"
        f"│ DB_PASSWORD  │ {PW}       │\n"
        "└──────────────┴──────────────────┘"
    )
    assert_gone(doppler, PW)
    assert "│ LOG_LEVEL    │ info             │" in redact(doppler)[0]
    assert_gone(f"║ PGPASSWORD   │ {PW}\n║ PGHOST       │ db-1.example.com", PW)
    assert_gone(f"| STRIPE_SECRET | {PW} |", PW)


def test_name_value_rows_of_ordinary_settings_are_kept() -> None:
    assert_kept("│ PGHOST       │ db-1.example.com │\n│ LOG_LEVEL    │ info │")
    assert_kept("| password | required |\n| token_ttl | 3600 |")
    assert_kept("│ DB_PASSWORD  │ ${{ secrets.DB_PASSWORD }} │")


def test_password_manager_csv_export() -> None:
    chrome = (
        "name,url,username,password,note\n"
        f"grafana,https://grafana.example.com/login,ana@example.com,{PW},\n"
        f"wiki,https://wiki.example.com,jonas,{PW2},shared"
    )
    assert_gone(chrome, PW, PW2)
    seed = "JBSWY3DPEHPK3PXPJBSWY3DP"
    bitwarden = (
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,"
        "login_password,login_totp\n"
        f"Work,,login,vault,,,0,https://vault.example.com,ops,{PW},{seed}"
    )
    out, _ = redact(bitwarden)
    assert PW not in out and seed not in out and "https://vault.example.com,ops," in out


def test_csv_without_a_secret_column_or_with_words_is_kept() -> None:
    assert_kept("name,url,username,note\ngrafana,https://grafana.example.com,ana,Xq7#pLm2Rt")
    assert_kept("user,password_changed_at,role\nana,2026-03-01,admin\njonas,2026-04-11,dev")
    assert_kept("name,password,comment\nwiki,required,ask the team lead")


# --- TOTP keys, folded values, recovery-code sheets -------------------------------------


def test_totp_key_on_the_line_below_its_heading() -> None:
    key = "mz4q t7vb k2xw p5ra hd3n j6ue wc7s lq2f"
    assert_gone(f"Can't scan the QR code? Enter this key manually:\n{key}\nTime based: Yes", key)
    assert_gone(f"Authenticator setup key\n  {key.upper()}", key.upper())


def test_words_below_an_authenticator_heading_are_kept() -> None:
    assert_kept("Set up your authenticator app:\nthis will take some time")


def test_token_folded_in_a_yaml_block_scalar() -> None:
    head, tail = "ghp_" + "Q7wXr2", "Lm9Kp3Vt8Zy4Hs6Dn1Bq5Fc0Jg"
    assert_gone(f"token: >-\n  {head}\n  {tail}", head, tail)
    slack = "xoxb-" + "918273645102-5647382910236-" + "aB3dE5fG7h"
    assert_gone(f"api_key: |\n    {slack}\n    Kd82jsQpLw", slack, "Kd82jsQpLw")


def test_folded_blocks_of_words_or_settings_are_kept() -> None:
    assert_kept("script: |\n  make\n  make test")
    assert_kept("token_help: >-\n  see\n  docs")


def test_recovery_codes_of_letters_or_under_a_bare_code_word() -> None:
    letters = ["qdzf nbgt", "lmwi sckb", "pnlh sqgs", "wjbm xrjv"]
    assert_gone("Backup codes for jenkins, each works once:\n" + "\n".join(letters), *letters)
    digits = ["7134-3169", "7822-3688", "6942-4842", "1275-6100"]
    assert_gone("Codis per a redis-cache:\n" + "\n".join(digits), *digits)  # Catalan
    assert_gone("Rakto kodai, kiekvienas veikia:\n" + "  ".join(digits), *digits)  # Lithuanian
    mixed = ["kglxpwcl7o", "q5s11i1l66", "gw4j18fq89", "dhvol5z9d0"]
    assert_gone("sonarqube کے بیک اپ کوڈ:\n" + "\n".join(mixed), *mixed)  # Urdu
    assert_gone("nexus க்கான குறியீடுகள்:\n" + "\n".join(letters), *letters)  # Tamil


def test_lists_under_a_code_word_that_are_no_sheet_are_kept() -> None:
    assert_kept("Backup codes to set up:\n1. make test\n2. send mail\n3. read docs\n4. push tags")
    assert_kept("Kody projektów:\nPLAT-1021\nPLAT-1022\nPLAT-1040\nPLAT-1041")
    assert_kept("Error codes:\n1. E1001\n2. E1002\n3. E1003\n4. E1004")


def test_block_scalar_indicator_is_no_value() -> None:
    assert_kept("api_key: |\n  see the vault entry for it")
    assert_kept("secret: |-\n  rotated by the operator")


# --- passphrases of joined words ----------------------------------------------------------


def test_joined_word_passphrase_after_a_password_word_in_any_language() -> None:
    assert_gone("Võtme paroolifraas on fjord-sparrow-ember-cactus", "fjord-sparrow-ember-cactus")
    assert_gone("Паролната фраза за ключа е `tundra.granite.basalt.cactus`", "tundra.granite")
    assert_gone("Passfrasen til nøkkelen er `kettle-beacon-saffron-orchard-70`", "kettle-beacon")
    assert_gone("Avaimen tunnuslause on kettle.saffron.cobalt.dolphin.21", "kettle.saffron")
    assert_gone("Guest Wi-Fi hq-visitors, password raven.meadow.beacon.prairie", "raven.meadow")
    assert_gone("Wi-Fi za goste, lozinka `prairie.basalt.pebble.umber`", "prairie.basalt")
    assert_gone("کلید کا پاس فریز `walnut_indigo_raven_dolphin` ہے", "walnut_indigo")


def test_joined_words_that_are_settings_or_sentences_are_kept() -> None:
    assert_kept("the password is read from the token.refresh.retry.policy setting")
    assert_kept("password reset goes through check-that-the-build-passes first")


# --- values told without their name --------------------------------------------------------


def test_generated_value_with_a_dot_is_no_host() -> None:
    chat = "[09:46] @ana: Mikä on palvelun billing-api salasana?\n[19:01] @ioana: {}"
    assert_gone(chat.format('"6tIiDDj64Pcez.vGM"'), "6tIiDDj64Pcez.vGM")
    assert_kept(chat.format("db-8.corp.example.net"))
    assert_kept(chat.format("GitHub.com"))


def test_chosen_password_told_without_its_name() -> None:
    assert_gone("the shared one for nexus became r3lMgnNxUp^r1rh2 after Tuesday", "r3lMgnNxUp")
    assert_gone("it's k~^6*2J16wz5 for now, same account as the old Jenkins", "k~^6*2J16wz5")
    assert_gone("minun on tvmg7ruY5!stM, lainaa sitä", "tvmg7ruY5!stM")  # Finnish
    assert_gone("moje je **B!3tUp8Y-PiBF1VV**, vrati mi ga", "B!3tUp8Y-PiBF1VV")  # Croatian


def test_symbols_in_code_markup_and_encodings_are_kept() -> None:
    assert_kept("see **bold** and the masked ghp_****Fh8C in the log")
    assert_kept("the body was Hello%20World%21Abc1 once encoded")
    assert_kept("call it with **kwargs and a *ptr2Node pointer")
    assert_kept("run `git rebase -i HEAD~3` before you push")
    assert_kept("PG5vdGU+Zml4dHVyZTwvbm90ZT4= is the base64 of the note")


# --- Azure storage account keys ---------------------------------------------------------


_AZ_KEY = "q" + "Z3v" * 28 + "A=="  # 86 characters of base64 and `==`: 64 bytes


def test_azure_storage_account_keys_as_the_cli_lists_them() -> None:
    listed = (
        "$ az storage account keys list -n stlogs01 -o json\n[\n  {\n"
        '    "creationTime": "2026-04-20T16:11:46.075Z",\n    "keyName": "key1",\n'
        f'    "permissions": "FULL",\n    "value": "{_AZ_KEY}"\n  }}\n]'
    )
    assert_gone(listed, _AZ_KEY)
    assert_gone(f"KeyName    Permissions    Value\nkey1       FULL           {_AZ_KEY}", _AZ_KEY)


def test_sha512_integrity_of_the_same_length_is_kept() -> None:
    assert_kept(f'"integrity": "sha512-{_AZ_KEY}"')
    assert_kept(f'{{"name": "key1", "digest": "{_AZ_KEY}"}}')
