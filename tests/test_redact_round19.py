"""Issue 27, nineteenth round: what names, points at or marks a secret left alone; secrets
in new shapes taken.

Precision: a mask inside a JSON-escaped log line, the argument of a secret manager's read
command, Composer's auth key, RubyGems' sign-in line, PowerShell's `env:NAME`, a value
marked as an example, a name glued to an SSH key's base64. Every value here is invented for
the test; none is a row of any labelled set. Each "gone" case guards the rule against the
secret nearest it; each "kept" case was altered before this round.
"""

from __future__ import annotations

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

PW = "Rv8" + "~qLx3Wn" + "^Tz5"  # chosen: symbols, both cases, digits
TOKEN = "Zq7" + "RmT4pWx9Lk2VbN8cJ5hG3dF6sA1yE0uQ"  # 36 base62 characters


# --- precision ------------------------------------------------------------------------


def test_a_mask_inside_a_json_escaped_string_is_kept() -> None:
    line = (
        '{"level": "debug", "config": "{\\"db\\": {\\"user\\": \\"svc_kite\\", '
        '\\"password\\": \\"[FILTERED]\\"}, \\"pool\\": 9}"}'
    )
    assert_kept(line)
    assert_kept('{"msg": "{\\"db_pass\\": \\"[FILTERED]\\"}"}')
    # the value ends before its escaped quote, which stays
    out, _ = redact(line.replace("[FILTERED]", PW))
    assert PW not in out and '\\"password\\": \\"[REDACTED:password]\\"}' in out, out
    assert_gone('{"msg": "{\\"db_pass\\": \\"' + PW + '\\"}"}', PW)


def test_the_argument_of_a_secret_managers_read_command_is_kept() -> None:
    assert_kept("  password:    [use 'op item get k3v9qz7wtmx2bdr0ahup5nsl4e --reveal' to reveal]")
    assert_kept(
        "2. run `export PGPASSWORD=$(gcloud secrets versions access latest --secret=db-pass)`"
    )
    assert_kept("aws secretsmanager get-secret-value --secret-id prod/db-pass --query SecretString")
    assert_kept("az keyvault secret show --vault-name kv-ops --name sql-admin-password")
    # a value given to another command on the line is still taken
    assert_gone(f"op item get db --reveal && mysql -u root --password={PW}", PW)
    assert_gone(f"gcloud secrets versions add db-pass --secret={PW}", PW)


def test_composer_auth_key_and_rubygems_sign_in_are_kept() -> None:
    assert_kept('$ composer config --global --auth github-oauth.github.com "$GITHUB_TOKEN"')
    assert_kept("$ gem signin\nEmail:\nPassword:\nSigned in with API key: ci-publish.")
    assert_kept("Signed in with API key: laptop-2026-key.")
    assert_gone(f"composer config --global --auth github-oauth.github.com ghp_{TOKEN}", TOKEN)
    assert_gone(f"rubygems_api_key: rubygems_{TOKEN[:24]}{TOKEN[:24]}", TOKEN[:24])


def test_env_drive_reference_and_a_value_marked_as_an_example_are_kept() -> None:
    assert_kept("[20:55] wren: the prod redis password is env:GRAFANA_ADMIN_PASSWORD lah")
    assert_kept("the nexus repo password is P@ssw0rd (example) lah, try again")
    assert_kept("la contraseña del repo es P@ssw0rd (ejemplo), no la real")
    assert_kept("das Passwort ist `Winter2026!` (Beispiel)")
    assert_gone(f"the nexus repo password is {PW} lah, try again", PW)
    assert_gone(f"the redis password is env{PW}", f"env{PW}")


def test_a_name_glued_to_an_ssh_keys_base64_is_kept() -> None:
    key = "AAAAC3NzaC1lZDI1NTE5AAAAIQx7Lm2Rk9Vb4Tz8Wn3Pq6Yc1Hs5Jd0Ga7Fe2+pw"
    assert_kept(f"ssh-ed25519 {key} svc_lark@laptop")
    assert_kept(f"ssh-ed25519 {key[:-3]}/pwd kite@build-7")
    assert_gone(f"db user/pw: admin {PW}", PW)
    assert_gone(f"login + pw {PW}", PW)
