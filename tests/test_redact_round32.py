"""Issue 27, thirty-second round: a value told after an encoding.

The rules read a value as it is written. A password percent-encoded for a URL, base64 of a
password or of a login, a hex-encoded password, a byte string's `\\x` escapes: the
encoding hid the shape a rule knows, so the value was stored. Each encoded run is now
decoded in place and the rules read the decoded view (retain.redact.decoded); what they
take in a decoded run goes in the text as written. A run that decodes to bytes, a
number, a piece of a wrapped blob, and an encoded text with nothing secret in it stay.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import base64

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

PASSWORD = "Vq4!nTz8#Lw2"  # a chosen password's shape: the rules take it as it stands


def _b64(value: str) -> str:
    return base64.b64encode(value.encode()).decode()


def test_the_password_as_written_is_taken() -> None:
    """The premise: told in a sentence in a language no rule knows, the value is found by
    its shape alone, so its encodings below are judged the same."""
    assert_gone(f"Zorvel kanta the staging db kwa encoded: `{PASSWORD}`", PASSWORD)


@pytest.mark.parametrize(
    "encoded",
    [
        "Vq4%21nTz8%23Lw2",  # percent-encoded for a URL
        _b64(PASSWORD),  # base64
        PASSWORD.encode().hex(),  # hex, for `xxd -r -p`
        "".join(f"\\x{b:02x}" for b in PASSWORD.encode()),  # a byte string's escapes
    ],
)
def test_an_encoded_password_told_in_a_sentence_goes(encoded: str) -> None:
    text = f"Zorvel kanta the staging db kwa encoded: `{encoded}`\nagent: noted."
    out = redact(text)[0]
    assert encoded not in out
    assert out.startswith("Zorvel kanta the staging db kwa encoded: `[REDACTED:")
    assert out.endswith("`\nagent: noted.")


def test_escapes_piped_to_a_login_go() -> None:
    escaped = "".join(f"\\x{b:02x}" for b in PASSWORD.encode())
    text = f"printf '{escaped}' | docker login -u ci --password-stdin registry.example.test"
    out = redact(text)[0]
    assert escaped not in out
    assert out == (
        "printf '[REDACTED:password]' | docker login -u ci --password-stdin registry.example.test"
    )


def test_only_the_escapes_a_value_holds_go_with_it() -> None:
    """Percent escapes map back one by one: the value the rules take in the decoded view
    goes in its encoded form, the prose around it stays."""
    text = "Zorvel kanta the staging db kwa encoded: **mQ7xk%40Rt9%21pz%23Ld**, sawa?"
    out = redact(text)[0]
    assert "mQ7xk" not in out and "%40" not in out
    assert out.startswith("Zorvel kanta the staging db kwa encoded: **[REDACTED:")
    assert out.endswith(", sawa?")


@pytest.mark.parametrize(
    "text",
    [
        # decoded, the query is prose: no escape is part of what a rule would take
        'GET /search?q=reset%20password%20flow&page=2 HTTP/1.1" 200 512',
        "https://docs.example.test/guides/Getting%20Started%20%28v2%29.pdf",
        # base64 of ordinary text, and of bytes (a PNG's opening)
        f"$ echo -n 'deploy finished at noon' | base64\n{_b64('deploy finished at noon')}",
        ".icon { background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ); }",
        # hex digests, and an account id made of digits only
        "sha256 5bf58616051dcce723e4cdb87bb32dc3b43d40bef36f69195b30be8babfacbf3  report.png",
        "role: arn:aws:iam::715074283239:role/deploy",
        # pieces of a wrapped blob decode only whole
        "CHECKSUM=sha512-d2M3\nT1U0MVdzdmdpdW4wU0FQ\nUnlqQnlRbmkxa2lXZk85\nRUZmRm9uclIwUGoyaUFY",
    ],
)
def test_encoded_text_with_nothing_secret_in_it_stays(text: str) -> None:
    assert_kept(text)


# A key block read by its structure: a BEGIN line, base64 lines, an END line in the
# same fence, whatever the label's words (retain.redact.tokens).
BODY = (
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7q3Zk9Lw\n"
    "T4bN8vXr7pQ2mZk9LwT4bN8vXr7pQ2mZk9LwT4bN8vWq1Rt6Yh3Jp0Sd2Fg\n"
    "Kl5Zx==\n"
)


@pytest.mark.parametrize(
    ("begin", "end"),
    [
        ("===== BEGIN PRIVATE KEY (ci-bot) =====", "===== END PRIVATE KEY (ci-bot) ====="),
        ("-----BEGIN DEPLOY SIGNING KEY-----", "-----END DEPLOY SIGNING KEY-----"),
        ('---- BEGIN RELEASE BOT ----\nComment: "rotated 2026-03"', "---- END RELEASE BOT ----"),
    ],
)
def test_a_key_block_under_any_header_goes(begin: str, end: str) -> None:
    text = f"for the ci runner:\n{begin}\n{BODY}{end}\nthen restart it"
    out = redact(text)[0]
    assert out == "for the ci runner:\n[REDACTED:private-key]\nthen restart it"


@pytest.mark.parametrize(
    "label",
    ["PUBLIC KEY", "SSH2 PUBLIC KEY", "CERTIFICATE", "PGP SIGNATURE", "AGE ENCRYPTED FILE"],
)
@pytest.mark.parametrize("fence", ["=====", "----", "-----"])
def test_a_public_or_encrypted_block_under_any_fence_stays(fence: str, label: str) -> None:
    gap = "" if fence == "-----" else " "
    assert_kept(f"{fence}{gap}BEGIN {label}{gap}{fence}\n{BODY}{fence}{gap}END {label}{gap}{fence}")


# A login encoded whole, as a Basic header carries it (retain.redact.decoded).
@pytest.mark.parametrize("login", ["svc-ingest:Hk2pWq9zTr4m", "ops@example.test:plum-7-Kettle"])
def test_base64_of_a_login_goes_wherever_it_stands(login: str) -> None:
    encoded = _b64(login)
    text = f"Zorvel kanta the ingest queue kwa base64 hapa chini:\n\n{encoded}\n\nagent: noted."
    out = redact(text)[0]
    assert encoded not in out
    assert out.endswith("\n\n[REDACTED:base64-credential]\n\nagent: noted.")


@pytest.mark.parametrize(
    "decoded", ["demo-user:demo-pass", "example:example", "localhost:8080", "build:2026-03-11"]
)
def test_base64_of_a_pair_that_is_no_login_stays(decoded: str) -> None:
    assert_kept(f"Zorvel kanta the docs kwa base64 hapa chini:\n\n{_b64(decoded)}\n")
