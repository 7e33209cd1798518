"""Redaction rules 46: ordinary text a rule read as a value. A shell's prompt after an empty
`Password:` prompt, a passwd entry with no hash, cmd's `%NAME%`, a called subexpression, a
cmdlet given a quoted argument, a flag named in a sentence, a tool's plain `key=value`
argument stay; a value `printf %s` pipes into a password's stdin is taken.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_shell_prompt_is_not_the_password_a_prompt_before_it_asked_for() -> None:
    for text in (
        "on the box:\nbob@ci-7:~/code/api$ docker login reg.example.org\nUsername: bob\n"
        "Password:\nbob@ci-7:~/code/api$ ls",
        "root@stor-3:~# npm login --registry https://npm.example.org\nPassword:\nroot@stor-3:~#",
        "[kim@edge-1 ~]$ gh auth login\n? Paste your authentication token:",
        "kim@laptop ~/code/site> gh api user\nLogin: kim",
        "lee@mini ~/src/app % gh auth login --with-token < ~/.t",
    ):
        assert _kept(text), text


def test_a_passwd_entry_with_no_hash_in_it_stays() -> None:
    text = "$ getent passwd deploy\ndeploy:x:1201:1201::/home/deploy:/bin/bash"
    assert _kept(text)


def test_where_a_value_is_read_from_stays() -> None:
    for text in (
        "set PGPASSWORD=%PG_SECRET%&& psql -h db -U app",
        'let pw = (input -s "password: ")',
        "$pw = ConvertTo-SecureString '<password>' -AsPlainText -Force",
        "$pw = Get-AzKeyVaultSecret `\n  -VaultName kv-app -Name db -AsPlainText",
    ):
        assert _kept(text), text


def test_a_default_login_and_the_image_docs_example_stay() -> None:
    for text in (
        "curl -u admin:admin http://localhost:3000/api/health  # fresh container",
        "amqp: guest:guest on the local broker",
        "docker run -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:8",
    ):
        assert _kept(text), text
    assert "Zq8Lw2Px" not in redact("curl -u admin:Zq8Lw2Px http://localhost:3000")[0]


def test_a_flag_named_in_a_sentence_or_given_a_plain_parameter_stays() -> None:
    for text in (
        "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
        "vault login -method=userpass username=kim",
        "vault login token=<your-root-token>",
    ):
        assert _kept(text), text


def test_a_secret_beside_these_shapes_is_still_taken() -> None:
    for text, value in (
        (
            "kim@laptop ~/code/site> printf %s Hq4.zWp8Lr | docker login r.example -u kim "
            "--password-stdin",
            "Hq4.zWp8Lr",
        ),
        ("printf '%s\\n' 'Vb7-Qm2xTz' | sudo -S apt update", "Vb7-Qm2xTz"),
        ("C:\\src>net user backup Tq9Rx2Lm=w4pZ /add", "Tq9Rx2Lm=w4pZ"),
        ("vault login s.Xq8Lm2Pz7Rw4Tv9Kb3Nc", "s.Xq8Lm2Pz7Rw4Tv9Kb3Nc"),
        ("$pw = ConvertTo-SecureString 'Wn5!qLp8Rz' -AsPlainText -Force", "Wn5!qLp8Rz"),
        ("Password: Kd8#mQz2Lw", "Kd8#mQz2Lw"),
        ("--password Gx7Lq2Wm9R via ssh", "Gx7Lq2Wm9R"),
    ):
        out = redact(text)[0]
        assert value not in out, text


def test_the_kept_shapes_stay_linear_on_long_lines() -> None:
    assert_linear(redact, lambda n: "a@b " * n + "\n", 2_000)
    assert_linear(redact, lambda n: "u@h:~/" + "x" * n + "$ ls\nPassword:\n", 2_000)
    assert_linear(redact, lambda n: "vault login " + "k=" * n, 2_000)
