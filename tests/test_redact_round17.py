"""Issue 27, seventeenth round: secrets seen in tool output and told in chat, and tool
output about credentials left alone.

Precision: a token's scopes (`gh auth status`), a log line naming a login before a
"password authentication failed" are no secret. Recall: a name/value table's row as
secret managers' CLIs print it (retain.redact.pieces), a password manager's CSV export,
more to come below.

Every value here is invented for the test; none is a row of any labelled set. Each "kept"
case was altered before this round; each "gone" case was stored before it.
"""

from __future__ import annotations

from retain.redact import redact

PW = "Rv8" + "~qLx3Wn" + "^Tz5"  # chosen: symbols, both cases, digits
PW2 = "Mk2" + "+dHp7Jq" + "*Ye4"


def assert_gone(text: str, *secrets: str) -> None:
    out, _ = redact(text)
    for secret in secrets:
        assert secret not in out, out
    assert "[REDACTED:" in out, out


def assert_kept(text: str) -> None:
    assert redact(text) == (text, 0)


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
