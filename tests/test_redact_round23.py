"""Issue 27, twenty-third round: mechanisms rather than vocabulary. A value standing in the
same slot as a value the rules replaced (retain.redact.siblings), a string cut into
literals and joined in code, a generated key under a name that says nothing
(retain.redact.unnamed) and a login told inline as `user / value` (retain.redact.pairs),
taken; the look-alikes nearest each rule, kept.

Every value here is invented for the test; none is a row of any labelled set. Each "gone"
case was stored before this round; each "kept" case guards a new rule against the
ordinary text nearest it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cputime import assert_linear
from redact_checks import assert_gone, assert_kept
from retain.redact import redact

GH = "ghp_" + "Qm4TvX8rKp2LwZ9sNb7YcD3fHj6GaE1uRt5o"  # a GitHub token's shape
KEY = "Vb7" + "nQ2xLp9RtK4wMz8sHc3JdF6g"  # 28 base62 characters, generated
HEX = "2fe" + "c9de66fdcccd4c71d7dbb92eee848a65bcc94"  # 40 hex digits


# --- siblings of a placeholder ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # an INSERT's rows: the first is a vendor's token, the second an unknown vendor's
        (
            f"INSERT INTO `integrations` VALUES (1,'amber','{GH}','2026-10-25 09:00:00'),"
            f"(2,'lantern','{KEY}','2026-05-08 09:00:00');",
            KEY,
        ),
        # the same table over two statements
        (
            f"INSERT INTO settings VALUES(1,'sync_0','{GH}');\n"
            f"INSERT INTO settings VALUES(2,'sync_1','{KEY}');",
            KEY,
        ),
        # the other side of a plan's change
        (f'      ~ value = "{KEY}" -> "{GH}"\n    }}', KEY),
        (f'      ~ "API_TOKEN" = "{GH}" -> "{HEX}"', HEX),
        # the other items of a list of keys
        (f"allowed_keys:\n  - 6nnai7zz-ksmnxers-hbxm383pwfb8\n  - {GH}\n", "6nnai7zz-ksmnxers"),
        (f'accounts: ["{GH}", "{KEY}"]', KEY),
        # the same field of the next record of a dump, named in German
        (
            f'{{"dienst": "github", "wert": "{GH}"}}\n'
            f'{{"dienst": "stripe", "wert": "{KEY}+x/{KEY}"}}',
            KEY,
        ),
    ],
)
def test_a_value_in_the_slot_of_a_replaced_one_goes(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a key cut into literals after its prefix, Python's adjacent literals
        ('KEY = (\n    "sk_live_iY"\n    "aB3dE5fG7hJ9kL1mN"\n    "pQ2rS4tU6vW8"\n)', "sk_live_iY"),
        # JavaScript's `+`, Java's StringBuilder: the pieces joined are a GitHub token
        (f'const k = "{GH[:10]}" +\n  "{GH[10:24]}" +\n  "{GH[24:]}";', GH[10:24]),
        (
            f'String k = new StringBuilder("{GH[:12]}").append("{GH[12:30]}")'
            f'.append("{GH[30:]}").toString();',
            GH[12:30],
        ),
    ],
)
def test_the_pieces_of_a_string_joined_in_code_go(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # literals joined that are prose, or that make no secret
        'msg = "Hello, " + "world"',
        'path = "/srv/" + "app/" + "releases"',
        # a CSP's source list is tokens side by side, not one string cut in pieces
        "content-security-policy: script-src 'nonce-QrCa5ZJrsN06kh/mNBa3pw==' 'strict-dynamic'",
        # a change between two ordinary values
        '  ~ "LOG_LEVEL" = "info" -> "debug"',
        "INSERT INTO users VALUES (1,'ana','2026-01-02'),(2,'bo','2026-02-03');",
    ],
)
def test_joined_literals_and_changes_without_a_secret_are_kept(text: str) -> None:
    assert_kept(text)


def test_a_sibling_must_read_as_a_credential() -> None:
    # a Kubernetes env list shares `value` between unrelated entries: the build id and the
    # log level beside a replaced password stay
    text = (
        f"env:\n- name: DB_PASSWORD\n  value: {GH}\n- name: BUILD_ID\n  value: 2b58823b46ed\n"
        "- name: LOG_LEVEL\n  value: info\n"
    )
    out, _ = redact(text)
    assert GH not in out
    assert "2b58823b46ed" in out and "value: info" in out
    # the other side of a change that is a word stays
    out, _ = redact(f'  ~ "LOG" = "info" -> "{GH}"')
    assert '"info"' in out and GH not in out


# --- a generated key under a name that says nothing -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        f"service:\n  name: billing\n  k2: {KEY}\n  retries: 3",
        f'{{"name": "harbor", "cfgA": "{KEY}", "retries": 3}}',
        f"[amber]\nregion = eu-west-1\nval2 = {KEY}\ntimeout = 30",
        f"APP_NAME=harbor-sync\nTHE_THING={KEY}",
        f"export METRICS_MASTER='{KEY}'",
        f"<?php\nreturn [\n    'host' => 'linen-5.example.dev',\n    'k' => '{KEY}',\n];",
        f'let cfg = Config {{\n    host: "amber-4.example.net".into(),\n'
        f'    k: "{KEY}".into(),\n}};',
        # names in other languages say nothing either
        f"dienst:\n  schlüssel_b: {KEY}",
        f'{{"nom": "facturation", "réglage_b": "{KEY}"}}',
    ],
)
def test_a_generated_key_under_an_empty_name_goes(text: str) -> None:
    assert_gone(text, KEY)


@pytest.mark.parametrize(
    "text",
    [
        # ids of every kind, versions, digests, cursors: the name says what the value is
        f"client_id: {KEY}",
        f"TWILIO_ACCOUNT_SID=AC{KEY[:30]}",
        f"X-Request-Id: {KEY}",
        f'{{"version_id": "{KEY}", "size": 12}}',
        f'{{"kid": "{KEY}"}}',
        # base64 of text is data: a cursor, a fixture
        "next: eyJwYWdlIjogMiwgImxpbWl0IjogNTAsICJzb3J0IjogImRlc2MifQ",
        # a file's bytes under its name (a ConfigMap's binaryData; seen in redact21's rows)
        "kind: ConfigMap\nbinaryData:\n  logo.png: iVBORw0KGgoQm4TvX8rKp2LwZ9sNb7Y\n",
        # a JSON Web Key's public members
        '{"kty":"EC","crv":"P-256","x":"hEmwsuYa9MTYSEsMvXDCPaQwynvUKwZRASBrSUzG9oo",'
        '"y":"6jbztjuyyKyC9HDD1oa3nhsuifDnfX0NJHGQ7jmxu54"}',
        # names and hex digests are no generated base62 key
        "handler: renderOrderSummaryPage2026",
        f"blob: {HEX}",
        "image: registry.example.com/app:20260101",
    ],
)
def test_an_id_a_digest_or_data_under_a_name_is_kept(text: str) -> None:
    assert_kept(text)


# --- a login told inline as a pair ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "The status page admin: grafana / 22SY8CVfsMRX1BRfL9. User confirmed it works.",
            "22SY8CVf",
        ),
        (
            "Remember for next time: the search cluster → deploy + Qp7wZ2mXk9 (expires Friday).",
            "Qp7wZ2mXk9",
        ),
        ("[21:53] ueli: the legacy ftp → etl + Hq4vTn8Wm2KpX7 until Thursday", "Hq4vTn8Wm2"),
        # the sentence in any language: the pair is the layout, not the words around it
        (
            "Notiz: der Zugang zum Staging-Cluster ist deploy / k6NVdKwX8rrfEQl, bis Montag.",
            "k6NVdKwX8",
        ),
        ("メモ：ステージングは svc_reports / MU_o3FDgpH7F9fnqj で入れます。", "MU_o3FDgpH7"),
    ],
)
def test_a_login_told_inline_as_a_pair_goes(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "change the xcassets / Localizable.strings instead and run `make assets`",
        "records are read with OverloadedRecordDot and updated with plain record syntax",
        "HardFault at boot with CFSR=0x00008200 (PRECISERR + BFARVALID)",
        "then start lockerd with LOCKERGW_ADDR=localhost:9443.",
        "a PDF file starts with JVBERi0xLjQK and a PNG with iVBORw0KGgo",
        "use read / write, main / develop, and v1.2 / v1.3",
    ],
)
def test_names_of_code_and_data_after_a_word_and_a_joiner_are_kept(text: str) -> None:
    assert_kept(text)


def test_redaction_stays_idempotent_on_the_new_slots() -> None:
    for text in (
        f'const k = "{GH[:10]}" +\n  "{GH[10:24]}" +\n  "{GH[24:]}";',
        f"allowed_keys:\n  - 6nnai7zz-ksmnxers-hbxm383pwfb8\n  - {GH}\n",
        f"service:\n  k2: {KEY}\n",
    ):
        once, _ = redact(text)
        assert redact(once) == (once, 0)


@pytest.mark.parametrize(
    ("make", "size"),
    [
        (lambda n: f"k2: {KEY}" + " " * n + "x", 1_250),
        (lambda n: "INSERT INTO t VALUES ('a')" + " " * n + "x", 12_500),
        (lambda n: f"INSERT INTO t VALUES ('{GH}'),('b')" + " \t" * n + "x", 6_250),
        (lambda n: '"[REDACTED:password]" +' + " " * n + "x", 12_500),
        (lambda n: '"a"' + " " * n + "x", 12_500),
        (lambda n: "ops /" + " " * n + "x", 12_500),
        (lambda n: f"- {GH}\n" + "- a\n" * n, 3_000),
        (lambda n: " + ".join(f'"{GH[:8]}{i:05d}"' for i in range(n)), 500),
    ],
    ids=["unnamed", "insert", "insert-rows", "chain", "quote", "pair", "list", "joined"],
)
def test_the_new_slots_read_long_runs_in_linear_time(make: Callable[[int], str], size: int) -> None:
    assert_linear(redact, make, size)
