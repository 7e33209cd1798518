"""Redaction rules 49: databases and their data. A backup tool's libsodium key, the key
literal of a SQL cipher function, every row of a seed whose cells call `now()`, pg_dump's
`COPY ... FROM stdin` rows under a token's column, and a value Hibernate binds under a
statement laid over several lines are taken; a column whose every value is a hash's hex
digest, Node's inspect of a function and a namespaced Ruby method stay.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact

_HEX64 = "9c41be07d2a65f38e1b0c7d94a2f6e8b5d3c1a0f7e9b2d4c6a8e0f1b3d5c7a9e"


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_libsodium_key_is_a_key_and_its_path_is_not() -> None:
    text = f"WALG_S3_PREFIX=s3://bkp/main\nWALG_LIBSODIUM_KEY={_HEX64}\n"
    out, _ = redact(text)
    assert _HEX64 not in out and "s3://bkp/main" in out
    assert _kept("WALG_LIBSODIUM_KEY_PATH=/etc/backup/sodium.key\n")


def test_the_key_literal_of_a_sql_cipher_function_is_taken() -> None:
    for text, key in (
        ("SELECT pgp_sym_decrypt(card_enc, 'Vq8rT2mLx9Pz4Kw7') FROM cards;", "Vq8rT2mLx9Pz4Kw7"),
        (
            "UPDATE people SET ssn_enc = pgp_sym_encrypt(ssn, 'h7Yd-2kQm_Ux9') WHERE id = 3;",
            "h7Yd-2kQm_Ux9",
        ),
        ("SELECT pgp_sym_decrypt_bytea(decode(col, 'hex'), 'Rk4vN8wQz2') FROM t;", "Rk4vN8wQz2"),
        ("SELECT AES_DECRYPT(note, 'pT6xW3nB9qLs') FROM notes;", "pT6xW3nB9qLs"),
        ("SELECT ENCRYPTBYPASSPHRASE('dune Orbit 47 kettle', @card);", "dune Orbit 47 kettle"),
    ):
        out, _ = redact(text)
        assert key not in out, text
        assert "SELECT" in out or "UPDATE" in out
    for text in (
        "SELECT pgp_sym_decrypt(card_enc, :card_key) FROM cards;",
        "SELECT pgp_sym_encrypt(ssn, current_setting('app.col_key')) FROM people;",
    ):
        assert _kept(text), text


def test_every_row_of_a_seed_whose_cells_call_now_is_read() -> None:
    first, second = "Zq3vL8xN2wR7tY5uP1oK4jH6", "mB9cV2xZ7lK4jH1gF6dS3aQ8"
    text = (
        "INSERT INTO oauth_apps (id, name, app_secret, created_at) VALUES\n"
        f"  (1, 'reports', '{first}', now()),\n"
        f"  (2, 'mobile', '{second}', now());\n"
    )
    out, _ = redact(text)
    assert first not in out and second not in out
    assert "'reports'" in out and "now()" in out


def test_a_column_of_hash_digests_stays_and_a_mixed_column_does_not() -> None:
    other = "f0e1d2c3b4a5968778695a4b3c2d1e0f" + "0123456789abcdef0123456789abcdef"
    digests = (
        "INSERT INTO oauth_apps (id, name, app_secret, created_at) VALUES\n"
        f"  (1, 'reports', '{_HEX64}', now()),\n"
        f"  (2, 'mobile', '{other}', now());\n"
    )
    assert _kept(digests)
    raw = "Zq3vL8xN2wR7tY5uP1oK4jH6"
    mixed = (
        "INSERT INTO oauth_apps (id, name, app_secret, created_at) VALUES\n"
        f"  (1, 'reports', '{raw}', now()),\n"
        f"  (2, 'mobile', '{_HEX64}', now());\n"
    )
    out, _ = redact(mixed)
    assert raw not in out and _HEX64 not in out


def test_a_token_column_of_a_copy_block_is_taken() -> None:
    token = "4be0c9a17d3e2f5b6a8c9d0e1f2a3b4c5d6e7f80"
    text = (
        "COPY public.members (id, email, pw_hash, session_token, joined) FROM stdin;\n"
        f"17\tana@shop.test\t$2b$12$Qm1zR8vX3pL5nT7yW9bD2eFgHjKlMnOpQrStUvWxYz0123456789a"
        f"\t{token}\t2025-03-02\n"
        "18\tbo@shop.test\t$2b$12$Aa1zR8vX3pL5nT7yW9bD2eFgHjKlMnOpQrStUvWxYz0123456789b\t\\N\t2025-03-04\n"
        "\\.\n"
    )
    out, _ = redact(text)
    assert token not in out and "ana@shop.test" in out and "2025-03-02" in out
    kept = (
        "COPY public.members (id, email, session_token_sha256, joined) FROM stdin;\n"
        f"17\tana@shop.test\t{_HEX64}\t2025-03-02\n\\.\n"
    )
    assert _kept(kept)


def test_a_value_hibernate_binds_under_a_formatted_statement_is_taken() -> None:
    secret = "Jm4_tQ8wXr2Lp9Vz"
    text = (
        "12:01:07.311 DEBUG org.hibernate.SQL :\n"
        "    insert\n    into\n        mail_relay\n        (host, password, port)\n"
        "    values\n        (?, ?, ?)\n"
        "12:01:07.312 TRACE o.h.type.descriptor.sql.BasicBinder : "
        "binding parameter [1] as [VARCHAR] - [relay.shop.test]\n"
        "12:01:07.312 TRACE o.h.type.descriptor.sql.BasicBinder : "
        f"binding parameter [2] as [VARCHAR] - [{secret}]\n"
        "12:01:07.312 TRACE o.h.type.descriptor.sql.BasicBinder : "
        "binding parameter [3] as [INTEGER] - [2525]\n"
    )
    out, _ = redact(text)
    assert secret not in out and "[relay.shop.test]" in out and "[2525]" in out


def test_a_function_node_printed_in_a_config_stays() -> None:
    for text in (
        "pool config {\n  user: 'svc_app',\n  password: [Function: loadPassword],\n  port: 5432\n}",
        "options {\n  password: [AsyncFunction: fetchSecret],\n}",
    ):
        assert _kept(text), text


def test_a_namespaced_ruby_method_is_no_password() -> None:
    text = (
        'Started GET "/api/v3/carts" for 10.2.3.4 at 2025-01-02 10:11:12 +0000\n'
        "Processing by Api::V3::CartsController#show as JSON\n"
        '  ApiTokens Load (0.3ms)  SELECT "api_tokens".* FROM "api_tokens" LIMIT 1\n'
    )
    assert _kept(text)


def test_the_new_reads_stay_linear() -> None:
    assert_linear(redact, lambda n: "pgp_sym_decrypt(" + "a" * n + "\n", 2_000)
    assert_linear(redact, lambda n: "INSERT INTO t (a, secret) VALUES " + "(now()," * n, 2_000)
    assert_linear(redact, lambda n: "COPY t (id, token) FROM stdin;\n" + "x\tAb3" * n + "\n", 2_000)
    assert_linear(redact, lambda n: "insert\ninto t (a) values (?)\n" * n, 500)
