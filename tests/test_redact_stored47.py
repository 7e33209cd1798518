"""Issue 27, rules 47: secrets a long memory still kept (retain.redact.wraps' told breaks,
pieces' table headers, pairs' labelled inline login)."""

from __future__ import annotations

import pytest

from cputime import assert_linear
from retain.redact import redact

SECRET_CASES = [
    # a sentence a line break cut between the credential's name and its value
    ("The Keycloak admin password was reset to\nTiger*771 at 15:06, tell sam.", "Tiger*771"),
    (
        "If vault is sealed, my unseal key share is\n"
        "AeuOzAoapnbMGI5f8Pf3wBS5JkfA/AIQg4Rt3fc927W= (the other shares are with sam).",
        "AeuOzAoapnbMGI5f8Pf3wBS5JkfA",
    ),
    (
        "- Datadog API key for the prod agents:\n5ad3be27e51499894c6af93565d20e58 (not the id)",
        "5ad3be27e51499894c6af93565d20e58",
    ),
    ("- 复制用户是 `replicator`，密码\nDragon@224。", "Dragon@224"),
    (
        "The warehouse replication user is `replicator`, password\nWinter@313, same on both.",
        "Winter@313",
    ),
    ("nas の Grafana 管理者: admin /\nSommer598\n\nnext", "Sommer598"),
    # ... in a quoted reply, both lines marked
    (
        "> Datadog API key for the qa agents:\n> 31d456aede3071977b997df1e4e23965 (see above)",
        "31d456aede3071977b997df1e4e23965",
    ),
    # a table's column named for a secret with a word before it
    (
        "| Env | DB host | DB password |\n|---|---|---|\n| prod | db01.example | Orbit!662 |",
        "Orbit!662",
    ),
    (
        "| Service | Admin token |\n|---|---|\n| grafana | glsa_Xk9q2LmZ7pQ4rT1vXk9q2LmZ7 |",
        "glsa_Xk9q2LmZ7pQ4rT1vXk9q2LmZ7",
    ),
    # a login after a label naming an administrator, inline on a note's line
    ("- 07:19 UTC Grafana admin on mq-1: admin / Coffee698 (no longer the default).", "Coffee698"),
    ("- 12:07 UTC db01 の Grafana 管理者: admin / KrktjZ_ppDhXF", "KrktjZ_ppDhXF"),
    ("- 09:44 UTC Grafana-Admin auf db01: admin / YauVKXJ4aaFMZDEgd", "YauVKXJ4aaFMZDEgd"),
]


@pytest.mark.parametrize(("text", "secret"), SECRET_CASES)
def test_secret_redacted(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


ORDINARY = [
    # a break after a credential's name whose next line is no value
    "Rotate the API key every\nquarter; the runbook says how.",
    "The password policy is\n14 characters and one symbol.",
    "We moved the token\nrefresh to the gateway in 2.3.",
    "Ask the admin on call\nbefore you restart the broker.",
    "password:\n- at least 14 characters\n- no reuse",
    "GITHUB_TOKEN=\nLOG_LEVEL=debug",
    # records of a listing, and a block's head in code
    "e914984 token refresh\n8a1ea1c (tag: v1.10.17) token refresh\n4744be1 bump deps",
    "3cc3a895 (Olga Petrova 2025-01-04  11) if not password:\n"
    "414ba591 (Hiro Tanaka 2025-03-26  12) return hmac.compare_digest(a, b)",
    "    if not password:\nraise ValueError('empty')",
    # a plain word after the break, `getent passwd` at a prompt
    "unauthorized: incorrect username or password\nworked on the second try.",
    "[tom@ftp-legacy ~]$ getent passwd ci\nci:x:1030:1030::/home/ci:/bin/bash",
    "getent passwd mlopez\nmlopez:x:1003:1003::/home/mlopez:/bin/bash",
    # a chat's reactions under a message
    "<keoni> The registry password is in $REDIS_PASSWORD\n:eyes: 4",
    # an armour line's name, a compound
    "-----BEGIN SSH2 PUBLIC KEY-----\nOODOapDUyBwPGdqrBA52vsiZklj8ZYwlh0IkOC/usaMHGa2Dy+IENMBM7Cr",
    "We use token-\nbased auth for the 2.0 API.",
    # a flag's name, a CSV row's end, a chat's next speaker
    "gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account ci",
    ",,login,notify,,,0,https://203.0.113.128,ci-runner,,\n**Hyun** (14:39): no password here",
    # a prompt left empty, and a field of its own on the next line
    "Enter your API token: \nUploading pkg-1.3.0-py3-none-any.whl",
    "Deployed Token at 0xaa00627ac04c584abec5bdeaaee3d1474129a37e\n"
    "tx hash: 0x21c987f3b35c22f25d7bb6c18cd679933aa67f32aed02131253687f657",
    "$ cat config/credentials.yml.enc\nIHAp9USrGjrJAxf/+B5xB5lddUPtMAKYuS8iJbN1esRFeua1fo3",
    # a table whose column only resembles a secret's
    "| Env | DB host | Password policy |\n|---|---|---|\n| prod | db01.example | Rotate90d |",
    "| Host | SSH key fingerprint |\n|---|---|\n| db01 | SHA256:Xk9q2LmZ7pQ4rT1vXk9q2LmZ7pQ4 |",
    # a label and a pair that is no login
    "Roles: admin / viewer",
    "Branches: main / develop",
    "Grafana admin on mq-1: admin / changeme (the image's default)",
    "Admin paths: admin / admin/v2",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_look_alikes_kept(text: str) -> None:
    assert redact(text)[0] == text


def test_told_breaks_linear() -> None:
    """Linear: many lines each ending at a credential's name are read in one pass."""
    unit = "the admin password was reset to\nTiger*771 at 15:06.\n"
    assert_linear(redact, lambda n: unit * n, 20_000 // len(unit))
    unit2 = "| a | DB password |\n"
    assert_linear(
        redact, lambda n: "| a | DB password |\n|---|---|\n" + unit2 * n, 20_000 // len(unit2)
    )
