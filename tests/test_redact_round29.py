"""Issue 27, twenty-ninth round: what stands in a secret's place is no secret.

A masked value (`ghp_••••••••RhlR`), a Kubernetes `secretKeyRef`, a command substitution
that reads a store, a secret manager's resource name behind its scheme, and such a stand-in
that a rule read on into the next `name=value` field were replaced as secrets by whichever
rule stood them after a credential's name (retain.redact.references). A value beside them
that is one is still replaced.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from retain.redact import redact

GHP = "ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zAb"  # invented, GitHub-shaped


@pytest.mark.parametrize(
    "text",
    [
        "$ env | grep TOKEN\nGITHUB_TOKEN=ghp_••••••••Wq7Z\nREGION=eu-west-1",
        "- DEPLOY_PASSWORD=sk_live_••••••••8kPz\n+ DEPLOY_PASSWORD=xxxxxxxx",
        '{"Env": ["NPM_TOKEN=npm_\\u2022\\u2022\\u2022\\u2022\\u2022\\u2022\\u2022\\u2022Hq2d"]}',
        "> Authorization: Basic xxxxxxxxxxxx\n> accept: */*",
        "> username=ops&password=••••••••&group_list=admins",
        "config/app.env:12:REDIS_PASSWORD=secretKeyRef cache-creds/redis_password",
        'set smtp_pass = "`pass show mail/relay`"',
        'Server=db1.test;Database=orders;Uid=app;Pwd=%ORDERS_PW%;SSLmode=require"',
        "| prod | db2.test | app_rw | gcp-sm://projects/acme/secrets/db_password/versions/latest |",
    ],
)
def test_a_stand_in_for_a_secret_is_kept(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"GITHUB_TOKEN={GHP}\nOLD_TOKEN=ghp_••••••••Wq7Z", GHP),
        ("Pwd=Vq8#mZ2xLr!pT4;SSLmode=require", "Vq8#mZ2xLr!pT4"),
        ("API_TOKEN=ghp_••••Qm7Rt2Kp9ZwXy4", "Qm7Rt2Kp9ZwXy4"),  # more shown than a mask shows
    ],
)
def test_a_secret_beside_or_around_a_mask_still_goes(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]
