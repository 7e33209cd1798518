"""Round 29 of the write gate: a statement that tells the past ("used to", "originally",
"was ... until", "back in 2023") closes nothing, since the belief about the present holds
(core/history.py); the past said beside the present, or a change dated in the past, still
closes. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core.history import tells_past

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The backup job used to run at 02:00 UTC.", "The backup job runs at 04:00 UTC"),
        ("Build agents originally had 8 GB of memory.", "Build agents have 16 GB of memory"),
        ("The upload limit was 20 MB until 2024.", "The upload limit is 50 MB"),
        ("Session tokens used to last 30 days before 2025.", "Session tokens last 7 days"),
    ],
)
def test_the_past_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None
    assert judged(text, OTHER, belief).may_update == ()  # nor asks to confirm a change


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # the past beside the present: "now" says which value holds
        (
            "The backup job used to run at 02:00 UTC; it runs at 05:00 UTC now.",
            "The backup job runs at 02:00 UTC",
        ),
        # a change dated in the past: its result holds now
        ("The backup job moved from 02:00 to 05:00 UTC last year.", "The backup job runs at 02:00"),
        ("We switched the bundler from webpack to Vite back in March.", "The bundler is webpack"),
    ],
)
def test_a_change_told_with_its_date_still_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Secrets used to rotate every 90 days.",
        "Originally the worker pool had 4 processes.",
        "The docs site was on GitBook until the 2023 price change.",
        "Two years ago releases were monthly.",
        "Back in 2022 the queue ran on RabbitMQ.",
        "Früher lief der Export alle 6 Stunden.",
        "Antes el timeout del proxy era de 30 segundos.",
        "Autrefois les déploiements partaient le vendredi.",
        "Antigamente o cache expirava em 10 minutos.",
        "以前は毎週金曜日にデプロイしていた。",
        "以前我们用 Jenkins 跑 CI。",
        "예전에는 금요일에도 배포했었다.",
    ],
)
def test_the_past_is_read_in_each_language(text: str) -> None:
    assert tells_past(text)


@pytest.mark.parametrize(
    "text",
    [
        "Secrets rotate every 90 days.",
        "Pingdom was replaced by Better Stack for uptime checks.",  # how a change is told
        "The upload limit used to be 20 MB; now it is 50 MB.",
        "Früher lief der Export alle 6 Stunden, jetzt alle 2 Stunden.",
        "The build script is used to package the CLI.",  # "used to" of a tool, not the past
        "We moved the docs to MkDocs last year.",
    ],
)
def test_the_present_or_a_change_is_not_the_past(text: str) -> None:
    assert not tells_past(text)
