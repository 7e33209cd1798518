"""Issue 27, twenty-second round: a value that points at a kept secret, by its shape, left
alone; secrets in a table named for them, read out in chunks, printed by a command named
for them, or written as a key's bytes, taken.

Every value here is invented for the test; none is a row of any labelled set. Each "kept"
case was altered before this round (or guards a new rule against the ordinary text nearest
it); each "gone" case was stored before it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cputime import assert_linear
from redact_checks import assert_gone, assert_kept
from retain.redact import redact

PW = "Rv8" + "~qLx3Wn" + "^Tz5"  # chosen: symbols, both cases, digits
TOKEN = "Zq7" + "RmT4pWx9Lk2VbN8cJ5hG3dF6sA1yE0uQ"  # 36 base62 characters


# --- precision: references by their shape ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # a lookup called with a name, in a table's password column and in prose
        "| service | user | password |\n|---|---|---|\n| the vpn | ops | credentials('vpn-pass') |",
        "la contraseña de grafana es credentials('grafana-admin')",
        "DB_PASSWORD: env('DB_PASSWORD')",
        # a path of names ending in a secret's name, behind a scheme or not
        "steps:\n  - plugins:\n      - aws-sm#v2:\n          env:\n"
        "            SENTRY_TOKEN: ci/sentry-token\n",
        "le mot de passe pour the db c'est vault:secret/data/staging#db_password",
        # a chat channel where the secret is asked for
        "Nobody should paste the wiki password in chat. Ask in #infra-access for a link.",
        # a flags enum's option names, ASP.NET's documented default
        '<machineKey validationKey="AutoGenerate,IsolateApps" decryptionKey="AutoGenerate" />',
        # a command that prints an address or a public key, and its output
        "$ solana address\n7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU",
    ],
)
def test_a_reference_to_a_kept_secret_is_kept(text: str) -> None:
    assert_kept(text)


def test_a_reference_shape_does_not_hide_a_value_beside_it() -> None:
    assert_gone(f"password: {PW}  # was credentials('old-pass')", PW)
    assert_gone(f"| svc | user | password |\n|---|---|---|\n| vpn | ops | {PW} |", PW)
    # a slash in a chosen password is no path of names
    assert_gone("the wiki password is Tr0ub4dor/&3x!", "Tr0ub4dor/&3x!")
    # a strong value alone on its line under another command is still a token
    assert_gone(f"$ ./bootstrap --print\n{TOKEN}", TOKEN)


# --- recall: a table named for secrets ---------------------------------------------------


def test_every_row_of_an_insert_into_a_table_of_keys_is_read() -> None:
    k1, k2 = "Pq4vN8xLm2Rt6Wz9Kc3Hb7Jd", "a3f09c7e41b28d65f0e9c1a7b3d84e2f9c06a1b5"
    dump = (
        f"INSERT INTO `api_keys` VALUES (12,'billing','{k1}','2026-01-02 10:00:00'),\n"
        f"(13,'etl','{k2}','2026-01-03 10:00:00');"
    )
    assert_gone(dump, k1, k2)
    out, _ = redact(dump)
    assert "'billing'" in out and "2026-01-03 10:00:00" in out, out
    # a table not named for secrets keeps its rows
    assert_kept(f"INSERT INTO `builds` VALUES (12,'main','{k2}','2026-01-02 10:00:00');")


def test_psql_output_of_a_table_of_keys_reads_its_value_column() -> None:
    key = "Tm4Qx9Vb2Lr7Kp3Wn8Zc5Hd1J"
    out = (
        "shop=> select id, owner, value, created from integration_keys;\n"
        " id | owner | value | created\n"
        "----+-------+-------+--------\n"
        f"  9 | ci    | {key} | 2026-05-28\n(1 row)\n"
    )
    assert_gone(out, key)
    # the prefix and the digest a table keeps instead of the key stay
    assert_kept(
        "shop=> select id, key_prefix, key_sha256 from integration_keys;\n"
        " id | key_prefix | key_sha256\n----+------------+-----------\n"
        "  9 | Tm4Qx9Vb | 3ce9c3a3c9ac01206c9656e8fedabba96897d88e5ca92a74e98e273d651fbce6\n"
    )


def test_a_bind_parameter_pair_named_for_a_secret() -> None:
    log = (
        '  ApiKey Create (2.0ms)  INSERT INTO "api_keys" ("name", "secret") VALUES ($1, $2)'
        f'  [["name", "ci"], ["secret", "{TOKEN}"]]'
    )
    assert_gone(log, TOKEN)
    assert_kept('  User Load (0.4ms)  SELECT 1  [["name", "ci"], ["email", "ci@example.org"]]')


# --- recall: read out in chunks, printed by a command, a key's bytes ---------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("voice note: the password for the vpn is kQ3i, Wb7, tPz4, Va okay", "kQ3i, Wb7, tPz4, Va"),
        ("la contraseña del wifi es p4F . rGe . www8 . i", "p4F . rGe . www8 . i"),
        ("Das Passwort ist 0lE... TT3... hYp... B tschüss", "0lE... TT3... hYp... B"),
        ("파일 서버 비밀번호는 E06a W9a0 wvL y0 입니다", "E06a W9a0 wvL y0"),
        ("okay the alarm PIN is five nine seven six four nine got that", "five nine seven six"),
    ],
)
def test_a_value_read_out_in_chunks(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "Received 338 of 639 MB (81.0%), 35.7 MBs/sec",
        "GPG key fingerprint 5243 DADD 6DC1 CAF8 D2EF 477E F17F E81E 76C0 07E3 signs releases.",
        "IBAN DE89 3704 0044 0532 0130 00 is the standard example IBAN",
        "the password lives in AWS SSM for CI now",
        "Ik heb het vanochtend op 4 GiB gezet.",
        "we ship iOS, iPad, tvOS and macOS builds from the same branch",
    ],
)
def test_ordinary_groups_of_words_and_numbers_are_kept(text: str) -> None:
    assert_kept(text)


def test_a_value_printed_by_a_command_named_for_a_secret() -> None:
    hexkey = "21a4c7d9e0f3b6" + "58d2e7c1a9f04b3e" * 3 + "6c0d5a8e9f1b"
    assert_gone(f"$ bin/rails secret\n{hexkey}\n$ # paste into the env", hexkey)
    assert_gone(f"$ php artisan key:generate --show\nbase64:{TOKEN}=", TOKEN)
    dj = "wq7x!(e4" + "k2$zr9^m" + "p0=t3v8u" + "_n6y1b5c"
    assert_gone(f">>> get_random_secret_key()\n'{dj}'", dj)
    # a setting under a comment that names a password, and a commit's hash, stay
    assert_kept("# set RELEASE_STORE_PASSWORD in CI\norg.gradle.jvmargs=-Xmx4g")
    assert_kept("$ git rev-parse HEAD\n4a259771555fc0ba4456b5250979863e4b6e281e")
    assert_kept("$ vault kv get -field=host secret/db\nZGItMS5pbnRlcm5hbDo1NDMy")
    assert_kept(
        "% kubectl get secret web -o jsonpath='{.metadata.uid}'\n"
        "d540016b-1a3e-409c-9f4a-b09a1c0f5a52"
    )
    assert_kept("$ gpg --list-keys --with-colons | grep fpr\nfpr:::::::::5243DADD6DC1CAF8D2EF:")


def test_a_key_written_as_its_bytes() -> None:
    rng = random.Random(22)
    key = "[" + ",".join(str(rng.randrange(256)) for _ in range(64)) + "]"
    assert_gone(f"$ cat ~/.config/solana/id.json\n{key}", key)
    assert_kept("[" + ", ".join(str(i) for i in range(64)) + "]")  # a counting sequence
    assert_kept("[" + ",".join(["0"] * 32) + "]")  # a zeroed buffer
    assert_kept("[" + ",".join(str(rng.randrange(256)) for _ in range(40)) + "]")  # not 32/64


def test_crypto_and_routing_keys_by_their_names() -> None:
    hexkey = "73018C0AF4534B3A6E7C12EE919048229F76A4A64C2E3C9EED06F34333BF8BFA"
    assert_gone(f'<machineKey decryptionKey="{hexkey}" validation="HMACSHA256" />', hexkey)
    assert_gone(f'<machineKey validationKey="{hexkey}" />', hexkey)
    routing = "3783ad920b57f552e043209aaf992439"
    assert_gone(f'{{"env": {{"PAGER_ROUTING_KEY": "{routing}"}}}}', routing)
    assert_kept('channel.publish(exchange, routing_key="orders.created", body=payload)')


def test_a_cookie_header_as_a_json_member() -> None:
    sid = "G6TQyJhpobfCTf4a5I3Y197H0IW17sICa5APLGtcMmM"
    fetch = (
        'fetch("https://api.example/graphql", {\n  "headers": {\n'
        f'    "cookie": "theme=dark; sid={sid}"\n  }}\n}});'
    )
    assert_gone(fetch, sid)
    assert_kept('fetch(url, {\n  "headers": {\n    "cookie": "theme=dark; lang=de"\n  }\n});')


# --- linear time ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "size"),
    [
        (lambda n: "from x " * n, 3_750),
        (lambda n: "pOR, " * n, 5_000),
        (lambda n: "$ rand key\nA1b2C3d4E5f6G7h8 \n" * n, 1_000),
        (lambda n: "[" + "1," * n + "]", 12_500),
        (lambda n: "INSERT INTO api_keys VALUES " + "('a'),\n" * n, 3_750),
        (lambda n: "),(" * n, 7_500),
    ],
    ids=["from", "or", "rand-key", "list", "insert", "rows"],
)
def test_new_rules_stay_linear(make: Callable[[int], str], size: int) -> None:
    assert_linear(redact, make, size)
