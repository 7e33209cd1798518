"""Issue 27, thirty-first round: a value whose place says secret though its line does not.

A config file names a block for its credentials (`creds:`, `[services.x.keys]`,
`"auth": {`) and its children only by their part in a rotation (`primary`, `current`,
`v`): no assignment rule read the child's name as a secret's, so a generated value under
it was stored. The block's name now counts for a child whose own name says nothing, when
the value reads as generated (retain.redact.parents); a child naming a user, a host, a
region, an owner or a date, and a placeholder or a reference, stay.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from retain.redact import redact

YAML = """# notes from ops
billing:
  credentials:
    prod:
      user: svc-billing
      host: db2.example.test
      since: 2026-02-11
      current: {value}
  bucket: billing-exports-prod-7q2kd
"""
TOML = """[services.billing.keys]
# rotated monthly
region = "eu-west"
owner = "ines"
primary = "{value}"

[services.billing.cache]
bucket = "billing-cache-qa-3h1xw"
"""
JSON = """{{
  "billing": {{
    "auth": {{
      "user": "svc-billing",
      "previous": "{value}"
    }},
    "region": "eu-west"
  }}
}}"""
GENERATED = ["Rk7wQz2pLm9XbT4", "pQ+7zWm=Kt3rVb", "a9f3c6e1d27b4850f1e2d3c4b5a69788"]


@pytest.mark.parametrize("value", GENERATED)
@pytest.mark.parametrize("layout", [YAML, TOML, JSON])
def test_a_generated_value_in_a_block_named_for_secrets_goes(layout: str, value: str) -> None:
    text = layout.format(value=value)
    out = redact(text)[0]
    assert value not in out
    assert out.count("[REDACTED:") == 1
    for kept in ("svc-billing", "eu-west", "2026-02-11", "billing-cache-qa-3h1xw"):
        if kept in text:
            assert kept in out


@pytest.mark.parametrize(
    "value", ["<your-token-here>", "$CI_BILLING_KEY", "op://prod/billing/credential", "changeme"]
)
@pytest.mark.parametrize("layout", [YAML, TOML, JSON])
def test_a_placeholder_or_a_reference_in_such_a_block_stays(layout: str, value: str) -> None:
    text = layout.format(value=value)
    assert redact(text)[0] == text


@pytest.mark.parametrize(
    "text",
    [
        # The same value in a block whose name says nothing about secrets.
        "billing:\n  cache:\n    current: Rk7wQz2pLm9XbT4\n",
        '[services.billing.cache]\nprimary = "Rk7wQz2pLm9XbT4"\n',
        # A child that names what else its value is: an id, a build, a version.
        "auth:\n  client_id: Rk7wQz2pLm9XbT4\n  build: Build-20261104a\n  version: V2Rk7w9Q3",
        # A JSON Web Key's public members under `keys:`.
        '{"keys": {\n  "kty": "RSA",\n  "n": "u1Rk7wQz2pLm9XbT4Hq2dKp9Z7mTw"\n}}',
    ],
)
def test_what_a_block_holds_beside_its_credentials_stays(text: str) -> None:
    assert redact(text)[0] == text


TABLE = """Inventory (ops handover):

| service | env | owner | {column} |
|---|---|---|---|
| billing | prod | @ines | {value} |
| search | qa | @kai | REPLACE_ME |
"""


@pytest.mark.parametrize("column", ["key", "auth", "creds", "credential"])
@pytest.mark.parametrize("value", GENERATED)
def test_a_generated_cell_under_a_column_named_for_secrets_goes(column: str, value: str) -> None:
    out = redact(TABLE.format(column=column, value=value))[0]
    assert value not in out
    assert "@ines" in out and "REPLACE_ME" in out


@pytest.mark.parametrize("column", ["key", "auth", "creds", "credential"])
@pytest.mark.parametrize(
    "value",
    [
        '1Password item "billing prod"',
        "`op://ops/billing/credential`",
        "sort-order-2026",
        "Billing.Prod",
    ],
)
def test_a_cell_that_names_where_a_secret_is_stays(column: str, value: str) -> None:
    text = TABLE.format(column=column, value=value)
    assert redact(text)[0] == text
