"""Issue 27, thirty-fourth round: a value bound by position in an ORM's log, a rotated
credential's old value, and what an env dump prints beside a secret-looking name.

- An ORM's debug log binds values to a statement's placeholders by position; the
  statement names the column (retain.redact.ormbinds). Hibernate, SQLAlchemy, Django,
  Ecto and Sequelize are read in their own log formats.
- A rotation note gives the value it replaced ("rotated the key; the old one was X"): a
  revoked secret is still a secret (retain.redact.rotated).
- `PWD` holding a path is the working directory, quoted or not; `TODO_SET_ME` is a
  placeholder, as `CHANGE_ME` is.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from redact_checks import assert_gone, assert_kept


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "Hibernate: update app_user set api_token=?, modified=? where id=?\n"
            "TRACE BasicBinder - binding parameter [1] as [VARCHAR] - [Qm7xT2vL9pRk4Wz8]\n"
            "TRACE BasicBinder - binding parameter [2] as [TIMESTAMP] - [2026-01-02]",
            "Qm7xT2vL9pRk4Wz8",
        ),
        (
            "Hibernate: insert into operator (login, passwd, id) values (?, ?, ?)\n"
            "org.hibernate.orm.jdbc.bind - binding parameter (1:VARCHAR) <- [ops]\n"
            "org.hibernate.orm.jdbc.bind - binding parameter (2:VARCHAR) <- [h4Rd#Pa55-w0rd!]",
            "h4Rd#Pa55-w0rd!",
        ),
        (
            "sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) UNIQUE constraint failed\n"
            "[SQL: INSERT INTO credentials (owner, client_secret) VALUES (?, ?)]\n"
            "[parameters: ('billing', '4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d')]",
            "4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d",
        ),
        (
            "INFO sqlalchemy.engine.Engine UPDATE users SET password=? WHERE users.id = ?\n"
            "INFO sqlalchemy.engine.Engine [generated in 0.00021s] ('tidepool-Quartz-91', 7)",
            "tidepool-Quartz-91",
        ),
        (
            '(0.002) UPDATE "accounts" SET "secret_key" = %s WHERE "accounts"."id" = %s; '
            "args=('pT7wK2xR9mV4nQ8s', 12); alias=default",
            "pT7wK2xR9mV4nQ8s",
        ),
        (
            'INSERT INTO "hooks" ("url","signing_key") VALUES ($1,$2) RETURNING "id" '
            '["https://hooks.invalid/in", "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e"]',
            "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e",
        ),
        (
            'Executing (default): UPDATE "users" SET "password"=$1 WHERE "id" = $2; '
            '"harbor-Lantern-77", 41',
            "harbor-Lantern-77",
        ),
    ],
)
def test_a_value_bound_to_a_secrets_column_is_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # A bind parameter is no password, nor is a quoted column named `password`.
        "Hibernate: update app_user set password=?, modified=? where id=?",
        'Executing (default): UPDATE "users" SET "password"=$1 WHERE "id" = $2',
        # No statement: the binder's values say nothing of what they fill.
        "TRACE BasicBinder - binding parameter [1] as [VARCHAR] - [Qm7xT2vL9pRk4Wz8]",
        # The statement names no secret's column.
        "Hibernate: update app_user set display_name=? where id=?\n"
        "TRACE BasicBinder - binding parameter [1] as [VARCHAR] - [Qm7xT2vL9pRk4Wz8]",
        "INFO sqlalchemy.engine.Engine SELECT users.id FROM users WHERE users.email = ?\n"
        "INFO sqlalchemy.engine.Engine [cached since 12.5s ago] ('kai@example.invalid',)",
        # A secret's column bound to a plain value: a number, a mask.
        'Executing (default): SELECT "id" FROM "sessions" WHERE "token" = $1; "[FILTERED]"',
        '(0.001) UPDATE "users" SET "password_changed_at" = %s WHERE "id" = %s; '
        "args=('2026-03-01 10:00:00', 3); alias=default",
    ],
)
def test_a_bound_value_not_in_a_secrets_column_stays(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "rotated the key for the mail relay; the old one was `Tq9Lm2Xv7Rk4Pz8W`",
            "Tq9Lm2Xv7Rk4Pz8W",
        ),
        ("I changed the key for the cache; the old one was Hy7.kQ2r-Vw9z.", "Hy7.kQ2r-Vw9z"),
        (  # a notebook's markdown cell: the sentence inside a JSON string
            '"source": ["rotated the key for the relay; the old one was Jw4rT9.kL2pXq\\n"]',
            "Jw4rT9.kL2pXq",
        ),
        ("rotate ledger key\n\nold was ab3Fk9Qz7Lm2Wx, revoked in the console", "ab3Fk9Qz7Lm2Wx"),
    ],
)
def test_a_rotated_credentials_old_value_is_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "rotated the billing key; the old one is revoked.",
        "rotated the key, the old one was stored at op://vault/billing/key",
        "changed the pinned version from v2.14.0 to v2.15.1",
        "changed the cache key; the old one was 280a47c8, the tagged build",
        "the old one was sunnier; we rotated the banner images",
        "changed the image tag; the old one was sha-4f9a2b7Qx",
    ],
)
def test_a_rotation_note_without_an_old_secret_stays(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    "text",
    [
        'declare -x PWD="/srv/ledger"\ndeclare -x OLDPWD="/home/app"',
        "│    secret = 'TODO_SET_ME'\n│    retries = 1",
        "API_TOKEN=TODO_SET_ME\nWORKERS=4",
    ],
)
def test_what_an_env_dump_prints_beside_a_secret_name_stays(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('declare -x DB_PWD="Xk9#mQ2vL7"', "Xk9#mQ2vL7"),
        ("API_TOKEN=setmeup-Zq8rL2mN5vX7", "setmeup-Zq8rL2mN5vX7"),
    ],
)
def test_a_secret_beside_those_names_is_still_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)
