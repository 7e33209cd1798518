"""Issue 27, nineteenth round: what names, points at or marks a secret left alone; secrets
in new shapes taken.

Precision: a mask inside a JSON-escaped log line, the argument of a secret manager's read
command, Composer's auth key, RubyGems' sign-in line, PowerShell's `env:NAME`, a value
marked as an example, a name glued to an SSH key's base64. Every value here is invented for
the test; none is a row of any labelled set. Each "gone" case guards the rule against the
secret nearest it; each "kept" case was altered before this round.
"""

from __future__ import annotations

from cputime import assert_linear
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


# --- recall ---------------------------------------------------------------------------


def test_array_literals_joined_with_nothing_between_are_each_taken() -> None:
    assert_gone("const key = ['Xq7pLm2v', 'Rt9!Kw3z'].join('');", "Xq7pLm2v", "Rt9!Kw3z")
    assert_gone('TOKEN = "".join([\n    "Xq7pLm2v",\n    "Rt9Kw3zB",\n])', "Xq7pLm2v", "Rt9Kw3zB")
    assert_gone('apiToken = ["ab12", "cd34ef"].join("")', "ab12", "cd34ef")
    # a list of names, a key joined with a separator, or a name saying nothing of a secret
    assert_kept("const key = ['user', 'profile'].join('');")
    assert_kept("const key = ['user', id, 'Xq7pLm2v'].join(':');")
    assert_kept("const parts = ['Xq7pLm2v', 'Rt9Kw3zB'].join('');")


def test_a_pg_dump_copy_cell_under_a_secrets_column_is_taken() -> None:
    dump = (
        "COPY public.api_tokens (id, name, token, created_at) FROM stdin;\n"
        f"1\tkite\t{TOKEN}\t2026-03-01 10:00:00+00\n"
        "\\.\n"
        "COPY public.users (id, name, email) FROM stdin;\n"
        "2\tXq7pLm2vRt9\tkite@example.test\n"
        "\\.\n"
    )
    out, _ = redact(dump)
    assert TOKEN not in out and "Xq7pLm2vRt9" in out and "kite@example.test" in out, out


def test_postfix_sasl_password_map_and_sssd_authtok_are_taken() -> None:
    assert_gone(f"[smtp.relay.example]:587 ops@example.test:{PW}", PW)
    assert_gone(f"# /etc/postfix/sasl_passwd\nsmtp.relay.example ops:{PW}", PW)
    assert_gone(
        f"[domain/corp]\nldap_default_authtok_type = password\nldap_default_authtok = {PW}", PW
    )
    # a bracketed time, or a host and a login's user without the map named, stay
    assert_kept("[2026-01-01]:12 error: foo:bar")
    assert_kept("smtp.relay.example:587 ops@example.test:Xq7pLm2vRt9")


def test_a_value_sent_in_pieces_over_chat_lines_is_taken() -> None:
    chat = (
        "[15:02] ana: can you send the grafana password?\n"
        "[17:14] rhys: Xq7pL\n[18:25] rhys: m2v!Rt9 (2/2)"
    )
    assert_gone(chat, "Xq7pL", "m2v!Rt9")
    # Kannada, the second half given by the one who asked
    chat = (
        "[20:03] ines: prod redis ಪಾಸ್‌ವರ್ಡ್ ಏನು?\n"
        "[20:07] sione: first half: 1.G7=5eiU\n[20:10] ines: …Kq_YtYAq!"
    )
    assert_gone(chat, "1.G7=5eiU", "Kq_YtYAq!")
    assert_gone(f"[09:00] bo: ghp_{TOKEN}\n[09:01] bo: Wq3xZp9 ↑ join", "Wq3xZp9")
    assert_kept("[10:00] ana: deploying...\n[10:01] ana: done")
    assert_kept("[10:00] ana: v1.2.3\n[10:01] ana: PAY-4412 (2/2)")


def test_a_login_alone_as_a_pair_is_taken() -> None:
    assert_gone("ይኸውና\nruan.svc / Kestrel-Nectar7048", "Kestrel-Nectar7048")
    assert_gone("aquí o tes\n```\nzanele_ci\nap02D25j-+u2\n```", "ap02D25j-+u2")
    assert_kept("merge order: main / develop")
    assert_kept("versions\nrelease / v1.2.3")
    assert_kept("```\nnpm ci\nnpm test\n```")


def test_a_value_dictated_a_character_at_a_time_is_taken() -> None:
    assert_gone("read it out loud — S - R - 2 - y - q - M - 1 - S - C — no separators", "S - R - 2")
    assert_gone("lena: ok ready? f. 8. u. C. l. v. 4. f", "f. 8. u. C")
    assert_gone("I wrote: A i d v O U X T v", "A i d v O U X T v")
    assert_gone("ni ya: V-n-i-F-A-c-5-M-m-c-O", "V-n-i-F-A-c-5-M-m-c-O")
    # a ticket id or a user name spelled out keeps one case
    assert_kept("the ticket is P - A - Y - 4 - 4 - 1 - 2")
    assert_kept("user name, letter by letter: s v c o p s 1 2")


# --- speed ----------------------------------------------------------------------------


def test_a_long_row_under_a_secrets_column_is_read_in_linear_time() -> None:
    # Each cell's line, column and header are looked up, not read again (the whole 160 KB
    # line per cell made 4x the text take about 7x the time; now under 3x idle).
    def table(cells: int) -> str:
        return "| name | password |\n|---|---|\n" + "| ab | cd " * cells + "|\n"

    assert_linear(redact, table, 4_000, most=6.0)
