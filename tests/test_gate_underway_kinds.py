"""Round 23 of the write gate: a change said as under way or planned closes nothing (the
belief still holds; core/underway.py), and a name of another kind than the belief's value
fills another slot of the same component (core/valuekind.py); the same changes said done,
or a name of the same kind, still close. Every example is invented for these tests."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from benchmarks import gate_data
from benchmarks.gate_data import load_pairs

from gate_checks import closes, judged
from retain.core import claims, underway, valuekind

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The ledger service is moving to MariaDB.", "The ledger service stores data in MySQL."),
        ("We're migrating the build queue to Buildkite.", "The build queue runs on Jenkins."),
        ("The notifier is being ported to Go.", "The notifier is written in Ruby."),
        ("Die Bildsuche wird gerade auf Typesense umgestellt.", "Die Bildsuche nutzt Algolia."),
        ("Estamos migrando el almacén de sesiones a Valkey.", "El almacén de sesiones usa Redis."),
        ("Nous sommes en train de migrer les files vers SQS.", "Les files utilisent RabbitMQ."),
        ("图片搜索正在迁移到 Typesense。", "图片搜索使用 Algolia。"),
        ("画像検索を Typesense に移行中です。", "画像検索は Algolia を使っています。"),
        ("이미지 검색을 Typesense로 전환하는 중입니다.", "이미지 검색은 Algolia를 사용합니다."),
    ],
)
def test_a_change_under_way_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


def test_a_change_under_way_is_a_hint_to_confirm() -> None:
    found = judged(
        "The ledger service is moving to MariaDB.",
        OTHER,
        "The ledger service stores data in MySQL.",
    )
    assert found.verdict == "novel" and found.may_update == (1,)
    assert "under way" in found.why


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The ledger service has moved to MariaDB.", "The ledger service stores data in MySQL."),
        ("Die Bildsuche nutzt jetzt Typesense.", "Die Bildsuche nutzt Algolia."),
        ("El almacén de sesiones ahora usa Valkey.", "El almacén de sesiones usa Redis."),
    ],
)
def test_the_same_change_said_done_still_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


def test_a_done_clause_beside_a_plan_keeps_its_change() -> None:
    assert underway.under_way("Billing is moving to Adyen next.")
    assert not underway.under_way("Jenkins is gone; the docs build is moving to Netlify.")
    assert not underway.under_way("We are now using Vitest.")  # a verb of use: a state
    assert not underway.under_way("正在使用 pnpm。")


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The admin panel now uses Bulma.", "The admin panel uses Svelte."),
        ("The ledger API now uses Drizzle.", "The ledger API uses MySQL."),
        ("The spec suite now uses Chai.", "The spec suite runs on Mocha."),
        ("Das Kundenportal nutzt jetzt Tailwind.", "Das Kundenportal nutzt Vue."),
        ("El panel ahora usa Pinia.", "El panel usa Vue."),
        ("管理面板现在使用 Bulma。", "管理面板使用 Svelte。"),
        ("The notifier now uses Sidekiq.", "The notifier is written in Ruby."),
    ],
)
def test_a_name_of_another_kind_is_another_slot(text: str, belief: str) -> None:
    found = judged(text, OTHER, belief)
    assert found.verdict != "contradiction"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The admin panel now uses Vue.", "The admin panel uses Svelte."),
        ("The ledger API now uses Prisma.", "The ledger API uses Drizzle."),
        ("Das Kundenportal nutzt jetzt Svelte.", "Das Kundenportal nutzt Vue."),
        ("管理面板现在使用 Vue。", "管理面板使用 Svelte。"),
    ],
)
def test_a_name_of_the_same_kind_still_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


def test_the_slot_of_the_same_kind_is_the_one_closed() -> None:
    text = "The admin panel is now styled with Tailwind."
    beliefs = ("The admin panel uses Svelte.", "The admin panel is styled with Bulma.")
    assert closes(text, *beliefs) == 1


def test_names_and_words() -> None:
    assert valuekind.kinds("The API is written in Go") == {"language"}
    assert valuekind.kinds("logs go to Papertrail") == {"observability"}  # "go": a verb
    assert valuekind.kinds("React Native") == {"ui"}
    assert valuekind.kinds("前端使用React和Tailwind") == {"ui", "styling"}
    assert valuekind.kinds("the cutover checklist") == frozenset()
    assert valuekind.other_kinds("React", "Tailwind")
    assert not valuekind.other_kinds("React", "Vue")
    assert not valuekind.other_kinds("the old box", "Tailwind")  # unknown decides nothing
    assert valuekind.other_kinds("written", "MySQL", "The service is written in Go")


def test_the_round_23_risk_set_loads_and_its_builder_is_stable() -> None:
    path = gate_data.DATA_DIR / "risk23.jsonl"
    pairs = load_pairs(path=path)
    assert len(pairs) >= 120 and all(p.id.startswith("y") for p in pairs)
    others: set[str] = set()
    for other in sorted(gate_data.DATA_DIR.glob("pairs*.jsonl")):
        others |= {p.id for p in load_pairs(path=other)}
    assert not {p.id for p in pairs} & others  # no id shared with another set
    assert 0.35 <= sum(p.is_supersession for p in pairs) / len(pairs) <= 0.5
    builder = path.parent / "risk23_build.py"
    out = subprocess.run([sys.executable, str(builder), "--stdout"], capture_output=True)
    assert out.returncode == 0
    rows = [json.loads(line) for line in out.stdout.decode().splitlines()]
    assert rows == [json.loads(line) for line in path.read_text().splitlines()]


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Hotfixe schvaluje vedoucí týmu, ne Petr.", "Hotfixe schvaluje Petr."),
        ("Releasy zatwierdza dyżurny SRE, nie Marek.", "Releasy zatwierdza Marek."),
        ("Wachtdienst staat nu in PagerDuty, niet Opsgenie.", "Wachtdienst staat in Opsgenie."),
        ("Jourlistan ligger i PagerDuty, inte Opsgenie.", "Jourlistan ligger i Opsgenie."),
    ],
)
def test_y_not_x_in_more_languages_retires_x(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Sentry is weg; foute gaan nou na Bugsnag.", "Foute gaan na Sentry."),
        ("Loggarna skickas till Loki; Papertrail är borta.", "Loggarna skickas till Papertrail."),
        ("Jenkins er borte; bygg kjører i GitHub Actions.", "Bygg kjører i Jenkins."),
        ("We moved off Heroku last month; the API is on Render.", "The API runs on Heroku."),
    ],
)
def test_x_is_gone_in_more_languages_retires_x(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


def test_a_comma_before_a_lower_case_word_retires_nothing() -> None:
    change = claims.parse_change("Deploye idą we wtorki, nie ma wyjątków.")
    assert change is None or change.old is None


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Jada ez gaude Render-en; APIa Fly.io-n dago.", "APIa Render-en dago."),
        ("CI już nie działa na Jenkins, tylko na GitHub Actions.", "CI działa na Jenkins."),
        ("La CI non gira più su Jenkins; usa GitHub Actions.", "La CI gira su Jenkins."),
    ],
)
def test_no_longer_in_more_languages_retires_the_name(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1
