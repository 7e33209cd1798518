"""Issue 27, rules 46 part 2: secrets rules 46 still let through (retain.redact.base,
fields, tokens, printed, commands, shellwords)."""

from __future__ import annotations

import pytest

from cputime import assert_linear
from retain.redact import redact

SECRET_CASES = [
    # a real password that opens with, or holds, a placeholder's word
    ("http get --user ravi --password Changeme953_Q https://nexus.example.org/x", "Changeme953_Q"),
    ("psexec \\\\pg-main -u CORP\\admin -p Changeme628@x ipconfig /all", "Changeme628@x"),
    ("docker run -e RABBITMQ_DEFAULT_PASS=Changeme@168 rabbitmq:3", "Changeme@168"),
    ("pip install --index-url https://ci:Changeme_Maple2034_x@pypi.example.org/simple/ x", "Maple"),
    ("redis-cli -u redis://default:Sakura_Changeme2071_7@mq-1:6379/0 ping", "Sakura"),
    # a Stripe key whose body has no digit
    ("new: sk_live_rdwSinUhTPhFZpYAtTHgkptm", "rdwSinUhTPhFZpYAtTHgkptm"),
    # `user:pass@host:port` with no scheme and a one-label host
    ("mysqlsh ops:87vsvvHx3YEU4Zc@mq-1:3306 --sql", "87vsvvHx3YEU4Zc"),
    ("mysqlsh svc:q3Go%24VvSlaiZ@nexus:3306 --sql", "q3Go%24VvSlaiZ"),
    # a metacharacter a backslash escapes is the word's
    ("sshpass -p IY.Dhmp\\;aQy.PLZFB ssh -p 2222 db", "aQy.PLZFB"),
    # Azure CLI's database server: `-p` is the admin password, over continued lines
    ("az sql server create \\\n  -n db1 \\\n  -u sqladmin \\\n  -p 'zf=F8?N|Jo8_l;?T'", "Jo8_l"),
    # a password and its confirmation echoed into passwd
    ("(echo Sommer1478; echo Sommer1478) | sudo passwd ravi", "Sommer1478"),
    ("(echo 'Qa7k(Lm0Zx9'; echo 'Qa7k(Lm0Zx9') | smbpasswd -s -a bob", "Qa7k(Lm0Zx9"),
    # a `<` or `;` inside a quoted value is the value's
    ("openssl pkcs12 -export -out a.p12 -passout 'pass:Xq9mTr7vLp<G2ARlfsec'", "G2ARlfsec"),
    ("openssl pkcs12 -export -out a.p12 -passout 'pass:Xq9mTr7vLp;G2ARlfsec'", "G2ARlfsec"),
]


@pytest.mark.parametrize(("text", "secret"), SECRET_CASES)
def test_secret_redacted(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


KEPT_AROUND = [
    # the text after a value ends at CJK punctuation
    ("api_key=sk9Xa8Bq72LmZpQ4rT1v，别外传", "api_key=[REDACTED:api-key]，别外传"),
    ("DB_PASSWORD=Xk9q2LmZ7、不要告诉别人", "DB_PASSWORD=[REDACTED:password]、不要告诉别人"),
    # a URL's host after its password
    (
        "redis-cli -u redis://default:Qa7kLm0Zx9@mq-1:6379/0 ping",
        "redis-cli -u redis://default:[REDACTED:password]@mq-1:6379/0 ping",
    ),
    (
        "mysqlsh ops:87vsvvHx3YEU4Zc@mq-1:3306 --sql",
        "mysqlsh ops:[REDACTED:password]@mq-1:3306 --sql",
    ),
    # after a `;` inside quotes, a run with `=` is the connection string's next field
    (
        '"AccountName=demo;AccountKey=' + "Qa7kLm0Zx9" * 4 + '==;EndpointSuffix=core.windows.net"',
        '"AccountName=demo;AccountKey=[REDACTED:azure-key];EndpointSuffix=core.windows.net"',
    ),
]


@pytest.mark.parametrize(("text", "expected"), KEPT_AROUND)
def test_text_around_kept(text: str, expected: str) -> None:
    assert redact(text)[0] == expected


ORDINARY = [
    "DB_PASSWORD=changeme",
    "DB_PASSWORD=change-me-in-prod",
    "SECRET_KEY=REPLACE_ME_VMRZCA",
    "SECRET_KEY=replace-me-with-32-random-bytes",
    "mysql -u root --password CHANGE_ME db",
    "password: changeme.",
    "DB_PASSWORD: changeme  # set by the pipeline",
    "STRIPE_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
    "FROM python:3.12-slim@sha256:12345",
    "sftp:jenkins@vault:22",
    '(echo "$NEWPW"; echo "$NEWPW") | passwd bob',
    'az postgres flexible-server create -g rg -n db -u admin -p "$PGPASS"',
]


@pytest.mark.parametrize("text", ORDINARY)
def test_look_alikes_kept(text: str) -> None:
    assert redact(text)[0] == text


def test_new_patterns_linear() -> None:
    """Linear: 4x the text takes about 4x (measured 3.9-4.0); the helper's default bound of
    8x still fails a quadratic reading (16x) and holds on a machine loaded by other work."""
    unit = "(echo [REDACTED:password]; "
    assert_linear(redact, lambda n: unit * n + ") | passwd", 20_000 // len(unit))
    unit2 = "a\\;"
    assert_linear(redact, lambda n: "sshpass -p " + unit2 * n, 20_000 // len(unit2))
    unit3 = "u:Qa7kLm0Zx9@h-"
    assert_linear(redact, lambda n: unit3 * n + "1:3306", 20_000 // len(unit3))
