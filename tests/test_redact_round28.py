"""Issue 27, twenty-eighth round: secrets that arrive in pieces or wrapped, by layout.

A token a narrow terminal's wrap cut across lines is read whole (retain.redact.wraps): the
lines are joined where a run of a token's characters is cut, the rules read the joined
text, and a value they find across the cut is replaced piece by piece. A value told in
parts on lines labelled alike ("first half: X" / "second half: Y", in any language) goes
whole when one part is taken or the parts joined read as a secret (retain.redact.parts).

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from retain.redact import PLACEHOLDER_PREFIX, redact

GHP = "ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zAb"  # invented, GitHub-shaped
NPM = "npm_Q2wE4r6T8y0U2i4O6p8A1s3D5f7G9h1J3k5L"  # invented, npm-shaped
SK = "sk_live_51HxQ2bX9kL3mN5pQ7rS9tU1vW3xY5zAbCd"  # invented, Stripe-shaped
DOP = "dop_v1_" + "da865e27bf2e8520ec09ed1cd08d76736ce52b5ea48cb5402c03f28b5a70523f"


def _leaks(text: str, *pieces: str) -> list[str]:
    out = redact(text)[0]
    return [p for p in pieces if p in out]


# --- a token a wrap cut --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        # a tool output's frame: the continuation indented under the `⎿`
        (f"  ⎿  export GITHUB_TOKEN={GHP[:33]}\n     {GHP[33:]}\n", (GHP[:33], GHP[33:])),
        # a shell line continued by a `\` inside the word
        (f"export STRIPE_KEY={SK[:15]}\\\n{SK[15:]}", (SK[:15], SK[15:])),
        # a narrow pane: the cut line is the longest of the text
        (f"$ gh auth token\n> token {GHP[:30]}\n> {GHP[30:]}\n$", (GHP[:30], GHP[30:])),
    ],
)
def test_a_token_a_wrap_cut_is_replaced_in_every_piece(text: str, pieces: tuple[str, ...]) -> None:
    assert _leaks(text, *pieces) == []


def test_the_lines_of_a_wrapped_token_stay_lines() -> None:
    out = redact(f"  ⎿  export GITHUB_TOKEN={GHP[:33]}\n     {GHP[33:]}\n")[0]
    assert out == (
        f"  ⎿  export GITHUB_TOKEN={PLACEHOLDER_PREFIX}github-token]\n"
        f"     {PLACEHOLDER_PREFIX}github-token]\n"
    )
    assert redact(out) == (out, 0)  # idempotent


@pytest.mark.parametrize(
    "text",
    [
        "Successfully built 6e05dfd77b3f12ab\nSuccessfully tagged socket:latest",
        "the build id of the failing run is b7Xq2Lm9Pz4Kw8Rt\nsee the logs for more",
        "gpg: using RSA key D8DF8680DC57F47524B086F0C9CF5F187D4BA0A3\ngpg: Good signature",
        "+SLACK_BOT_TOKEN=op://ferrol/slack_bot_token/credential\n HOME=/home/app_rw",
        "Deploys go out after 14:00 UTC; the cache is keyed by tenant\nid and region",
        "LoadCredential=db-password:/etc/credstore/fjord-db\nExecStart=/usr/bin/kestrel",
        # a record of its own opens the next line as the cut one opens (shell history)
        " 1020  mysql -h db-3.canyon.example.org -u root -p shop\n 1021  curl -sS https://x.test",
        # an ordinary value whole on either side: a date, a version, a ticket id
        "03/12/2026, 21:22 - Kiri: nimebadilisha nenosiri sasa hivi\n03/12/2026, 21:25 - Ayu: ok",
        "login fails with 403 Forbidden: token lacks scope read:packages\nv3.21.8 on port 8443",
        '// TODO: テスト用パスワード -> move to vault, see SEC-2578\nlet pw = env::var("DB")?;',
    ],
)
def test_lines_that_end_and_begin_with_words_are_not_joined(text: str) -> None:
    assert redact(text) == (text, 0)


# --- a value told in parts -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        # one part taken by a rule: the other goes too
        (
            f"user: first half: {NPM[:12]}\nassistant: ok, waiting for the rest\n"
            f"user: second half: {NPM[12:]}",
            (NPM[:12],),
        ),
        # neither taken: the parts joined are a vendor's token
        (
            f"Remy\n11:32 AM\npierwsza połowa: {DOP[:31]}\nRemy\n11:34 AM\n"
            f"druga połowa: {DOP[31:]}",
            (DOP[:31], DOP[31:]),
        ),
        (f"a prima metà: `{GHP[:20]}`\na seconda metà: `{GHP[20:]}`", (GHP[:20], GHP[20:])),
    ],
)
def test_a_value_told_in_parts_is_replaced_in_every_part(
    text: str, pieces: tuple[str, ...]
) -> None:
    assert _leaks(text, *pieces) == []


@pytest.mark.parametrize(
    "text",
    [
        "first half: 4de4b27a9c1e5f00\nsecond half: 0f9a8b7c6d5e4f3a",  # a commit SHA
        "db user: svc_reports2\ndb host: pg7.internal.test",
        "part 1: 550e8400-e29b-41d4\npart 2: a716-446655440000",  # a UUID
        # one word each (a header's name): only a count tells parts
        "< x-amz-request-id: 45P07OS7M827CHCL\n< x-amz-version-id: xLseHmpNMIfbvW7rmcfjBaLfYv93",
    ],
)
def test_parts_of_an_ordinary_value_stay(text: str) -> None:
    assert redact(text) == (text, 0)


def test_a_field_beside_a_password_is_not_a_part() -> None:
    out = redact("db user: svc_reports\ndb password: Xk9!pqLm2zR")[0]
    assert "svc_reports" in out and "Xk9!pqLm2zR" not in out
