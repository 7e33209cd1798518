"""Round 21 of the write gate: a statement that names a change word or another value
without changing what a belief says closes nothing. A rule that forbids a change ("never
switch them off in a csproj"), a conversion the code does each time, a template's
placeholder, a folder against a file, and a word shared with another fact of a note of
several. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims, nochange, valueslot

# --- a prohibition retires nothing ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "[/SYS] Warnings are optional. The real rule: Build.props sets warnings as "
            "errors. Fix the warning; never switch them off in a csproj or props file",
            "central versions: they live only in Versions.props. `nuget add` puts Version= "
            "in the csproj and the build fails",
        ),
        (
            "Do not migrate the orders service from MySQL to Postgres",
            "The orders service uses MySQL",
        ),
        ("Don't switch CI from Jenkins to GitHub Actions", "CI runs on Jenkins"),
        ("Never migrate the orders service off MySQL.", "The orders service uses MySQL"),
        ("Never use pip instead of uv for the api service.", "The api service uses uv"),
        (
            "Nunca uses MySQL en lugar de Postgres en el servicio de pedidos.",
            "El servicio de pedidos usa Postgres",
        ),
        ("Ne jamais utiliser Memcached au lieu de Redis pour le cache.", "Le cache utilise Redis"),
        ("Nunca use Memcached em vez de Redis para o cache.", "O cache usa Redis"),
        ("Niemals Memcached statt Redis nehmen.", "Der Cache ist Redis"),
    ],
)
def test_a_prohibition_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_where_a_prohibition_ends() -> None:
    # the prohibition is in another clause: the change is still said
    assert not nochange.forbids("Never deploy on Fridays; we moved CI", 33)
    assert nochange.forbids("never switch them off", 6)
    assert not nochange.forbids("No, we switched", 8)  # a reply's "No," corrects
    # a change beside a rule still closes
    assert (
        closes(
            "Never deploy on Fridays; we switched CI from Jenkins to GitHub Actions.",
            "CI runs on Jenkins",
        )
        == 0
    )
    assert closes("No, we switched the queue from RabbitMQ to SQS.", "The queue is RabbitMQ") == 0


def test_a_prohibited_change_is_no_change() -> None:
    assert claims.parse_change("do not switch the orders service from MySQL to Postgres") is None
    found = claims.parse_change("we switched the orders service from MySQL to Postgres")
    assert found is not None and found.old == "MySQL"


# --- a conversion the code does each time ----------------------------------------------


def test_a_conversion_is_a_process_not_a_change() -> None:
    belief = "The readings table stores timestamps in UTC."
    text = "Timestamps are converted from UTC to Europe/Berlin only in the display layer."
    assert claims.parse_change(text) is None
    assert closes(text, belief) is None
    # a conversion that was done once is a change
    assert closes("We converted the config from INI to TOML.", "The config is INI") == 0


# --- values that are no values -----------------------------------------------------------


def test_a_placeholder_is_no_setting_value() -> None:
    belief = "add deps with `pnpm --filter <pkg> add x`; from the root it errors"
    text = "e2e runs against `pnpm --filter web start` on :3100"
    assert not [v for v in valueslot.values(belief) if v.kind == "setting"]
    assert closes(text, belief) is None
    # two real values of one flag still are a change
    assert (
        closes("Lint with `eslint --max-warnings 0`", "Lint with `eslint --max-warnings 20`") == 0
    )


def test_a_folder_and_a_file_are_two_places() -> None:
    assert (
        closes(
            "the build dir is build/dev (from the preset), not build/. tests: `ctest --preset dev`",
            "adding a dep to conan.json is fine, but never bump the baseline in the same change "
            "- the last bump broke the Windows build for a week",
        )
        is None
    )
    # two files still are one slot
    assert (
        closes(
            "The deploy script is scripts/ship.sh now",
            "The deploy script is scripts/deploy.sh",
        )
        == 0
    )


def test_a_file_name_with_two_dots_is_one_path() -> None:
    found = [v.raw for v in valueslot.values("deploy with fly.staging.toml")]
    assert found == ["fly.staging.toml"]


# --- another fact of a note of several --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "CI is .github/workflows/ci.yml.",
            "Staging runs as app `shop-staging`; the default deploy.toml is production "
            "and is deployed only by CI.",
        ),
        ("CI is ci/main.yml", "The staging app reads staging.toml and is deployed only by CI."),
        (
            "Die CI liegt in ci/main.yml",
            "Das Standard-app.toml ist Produktion und wird nur von CI ausgerollt.",
        ),
        (
            "La CI est dans ci/main.yml",
            "Le fichier app.toml est la production, et seule la CI le déploie.",
        ),
    ],
)
def test_a_word_of_another_fact_is_not_the_subject(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_a_subject_at_the_head_of_the_clause_still_closes() -> None:
    # "级别" (level) ends in 别, which alone may forbid: not here
    assert (
        closes(
            "tidepool 的 Android 最低 API 级别改为 28",
            "The Android minimum API level for tidepool is 23",
        )
        == 0
    )
    assert (
        closes(
            "The orders service listens on port 9090",
            "The orders service, behind the gateway, listens on port 8080",
        )
        == 0
    )
    assert (
        closes(
            "Nightly backups run at 04:30 UTC",
            "Nightly backups, which the ops team watches, run at 02:00 UTC",
        )
        == 0
    )
    assert (
        closes(
            "The cache config lives in config/cache.yaml",
            "Logs go to stdout, and the cache config lives in config/redis.yaml",
        )
        == 0
    )
