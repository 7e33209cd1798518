"""Issue 27: ordinary text from a developer's own machine that the rules took for a secret
(retain.redact.convo, formats, prose, prosevalue, fields, outputs): a log's or a table's
line read as a chat message, an SSH key's type name, a network interface's name, a piece of
a key fingerprint, a commit pinned by its hash, a path gcloud prints in brackets, the
command that fetches a password, a .pgpass line whose password the format's rule keeps, a
sentence's "password field" read as a .netrc line."""

from __future__ import annotations

import pytest

from cputime import assert_linear
from redact_checks import assert_gone, assert_kept

ORDINARY_CASES = [
    # a MAC address's `  00:00` is no chat header's time
    "$ ip -br link\nlo               UNKNOWN        00:00:00:00:00:00\n"
    "eth0             UP             3c:22:fb:10:aa:01\n"
    "Token: where is it kept?\nOwner: platform team\n"
    "      5D1C0E2A9B7F6E3D4C2B1A09F8E7D6C5B4A39281",
    # a build log's `[hh:mm:ss] :` lines are no chat messages
    "[09:14:02] : Step 2/5: Sign the release\n"
    "[09:14:03] :\t [Step 2/5] Using signing key from the agent's keychain\n"
    "Key: see the vault entry\n"
    "Result: c0ffee42deadbeef91aa7713b2c4d5e6f7a8b9c0",
    # docker history's `<missing>` column is no IRC nick
    "$ docker history app:1.4\nIMAGE          CREATED        SIZE\n"
    "<missing>      3 weeks ago    12MB\n<missing>      3 weeks ago    0B\n"
    "Secret: none in the image\n"
    "registry.example/team/app:1.4.2",
    # an SSH public key's type name under a signing key's name
    "[user]\n\tsigningkey = ssh-ed25519 "
    "AAAAC3NzaC1lZDI1NTE5AAAAIGx7Qm2vT9pKc4RzWn8yHd3Lf6Bs1Ju0Ea5Xo2Ni7Pq",
    # a network interface's predictable name in nmcli's table
    "$ nmcli -f NAME,UUID,TYPE,DEVICE connection show\n"
    "NAME       UUID                                  TYPE      DEVICE\n"
    "office     1f0e2d3c-4b5a-4978-8695-a4b3c2d1e0f9  wifi      wlp2s0f1",
    # a piece of an OpenSSH fingerprint told in a sentence
    "Login works now; the host key SHA256:Zq8mT2vB/Nx4Kc7Lr1Wy9Hd3Fp6Sj0/Ue5Ga2Oi8Eka matched.",
    # a commit pinned by its hash under a name ending in PIN
    "export TOOLS_COMMIT_SHA_PIN=731205a9c4e8b2f6d0a1c3e5b7d9f1a2c4e6b8d0",
    # gcloud prints the file it wrote in brackets
    "Credentials saved to file: [~/.config/gcloud/legacy_credentials/me/adc.json]",
    # where the password comes from: a command and its options
    "[client]\nuser=ana\n# password: mysql_config_editor --login-path=reporting",
    # a .pgpass line whose password the .pgpass rule leaves (a local default)
    "$ cat ~/.pgpass\nlocalhost:5432:scratch:postgres:postgres",
    # a sentence that runs into "password field" is no .netrc line
    "Publishing failed: the index has a username set but an empty password field in the form.",
]

SECRET_CASES = [
    # a real chat header's time still opens messages
    (
        "Ana Silva  10:42 AM\nwhat's the staging db password?\nBo Chen  10:43 AM\nTq7#mWz2!pLk",
        "Tq7#mWz2!pLk",
    ),
    ("[14:39] <sam> what's the jira password?\n[14:40] <ana> Vb82!kqP0zx", "Vb82!kqP0zx"),
    # a PIN's digits standing alone are still one
    ("the door PIN is 6809, see you", "6809"),
    ("export CARD_PIN=4417", "4417"),
    # a password after its name, with an option after it, that is no command's name
    ("# password: Sn0wfall88 --no-verify", "Sn0wfall88"),
    # a .pgpass line with a real password
    ("$ cat ~/.pgpass\ndb.example:5432:app:alice:Xk82hd9kQz", "Xk82hd9kQz"),
    # a .netrc line still gives its password
    ("machine git.example login ana password Qz81kLm2vR", "Qz81kLm2vR"),
    # Bitwarden's CLI prints the password alone on the next line (on a machine whose
    # `ip link` no longer makes the text read as a chat)
    (
        '$ bw get password "staging db"\nQm4+TzrPw8Lc\n\n$ ip -br link\n'
        "lo               UNKNOWN        00:00:00:00:00:00",
        "Qm4+TzrPw8Lc",
    ),
    # a printed value that is no .pgpass record
    ("$ cat ~/.config/app/api_token\nd8Fq2LmZ7xK4pW9vR3tY", "d8Fq2LmZ7xK4pW9vR3tY"),
    # an interface's shape is not a password's: a value with more after it still goes
    ("wifi password: wlp0s20f3Xq!9", "wlp0s20f3Xq!9"),
]


@pytest.mark.parametrize("text", ORDINARY_CASES)
def test_ordinary_text_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(("text", "secret"), SECRET_CASES)
def test_secret_is_still_redacted(text: str, secret: str) -> None:
    assert_gone(text, secret)


def test_new_shapes_are_linear() -> None:
    from retain.redact import redact

    unit = "  00:00:00"
    assert_linear(redact, lambda n: "Token:\n" + unit * n, 20_000 // len(unit))
    unit2 = "SHA256:/"
    assert_linear(redact, lambda n: "login " + unit2 * n + " x", 20_000 // len(unit2))
    unit3 = "a:"
    assert_linear(redact, lambda n: "$ cat .pgpass\n" + unit3 * n + "\n", 20_000 // len(unit3))


def test_a_password_on_a_command_line_is_no_program_before_the_next_option() -> None:
    # `--set db.password=V --set ...`: V is the option's argument, the next option the same
    # command's; only a value standing alone before its long options names a program.
    assert_gone(
        "helm upgrade --install shop ./chart"
        " --set db.password=maplequartzheronvelvet --set image.tag=v3.1",
        "maplequartzheronvelvet",
    )
    assert_gone(
        "deploy --env prod --db-password=lanternfjordpebblecactus --verbose",
        "lanternfjordpebblecactus",
    )
    assert_kept("# password: pass_helper --entry=db/staging")
