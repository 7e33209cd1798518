"""Round 19 of the write gate: the agent's own terse notes and corrections, values written
as code (a setting, a flag, a route, a command), a subject said in another order, and
notes that add rather than replace. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import bagslot, claims, listslot, slots, valueslot

# --- values written as code ---------------------------------------------------------


def test_a_command_in_code_is_one_value() -> None:
    change = claims.parse_change("`npm run e2e` is replaced by `just e2e`")
    assert change is not None and (change.old, change.new) == ("npm run e2e", "just e2e")
    # "just e2e" is not said by a belief that only shares the word "e2e"
    assert not claims.asserts("`npm run e2e` starts the e2e suite", "just e2e")
    assert (
        closes(
            "`npm run e2e` is replaced by `just e2e`",
            "`npm run lint` runs eslint",
            "`npm run e2e` starts the e2e suite",
        )
        == 1
    )


def test_code_after_our_own_is_the_new_value() -> None:
    text = "oauth-lite has been replaced by our own `checkSession` guard"
    change = claims.parse_change(text)
    assert change is not None and change.old == "oauth-lite"
    assert change.new == "checkSession guard"
    beliefs = ("Passwords are hashed with bcrypt", "Login goes through the `oauth-lite` plugin")
    assert closes(text, *beliefs) == 1


@pytest.mark.parametrize(
    ("statement", "belief", "other"),
    [
        # a setting written KEY=value, the key's own words name what it is of
        (
            "DB pool: `POOL_MAX=40` for each worker",
            "Max DB connections per worker: `POOL_MAX=15`",
            "`CONN_TIMEOUT=30`",
        ),
        # a flag's value inside a command
        ("Unit tests run with `pytest -n auto`", "Unit tests run with `pytest -n 2`", "ok"),
        (
            "Lint runs `ruff check --line-length 120`",
            "Lint runs `ruff check --line-length 88`",
            "ok",
        ),
        # German, the environment named on both sides
        ("In Produktion gilt `LOG_LEVEL=error`", "`LOG_LEVEL=info` in der Produktion", "ok"),
        # key: value inside code
        ("Worker deployment: `replicas: 6`", "Worker deployment has `replicas: 2`", "ok"),
    ],
)
def test_a_setting_written_as_code_closes_the_belief_with_another_value(
    statement: str, belief: str, other: str
) -> None:
    assert closes(statement, other, belief) == 1


def test_a_setting_in_another_environment_or_under_another_key_keeps_the_belief() -> None:
    assert closes("In Staging gilt `LOG_LEVEL=debug`", "`LOG_LEVEL=info` in der Produktion") is None
    assert closes("Pool: `POOL_SIZE_MAX=50`", "Pool: `POOL_SIZE=10`") is None
    # a query string is part of an address, not a setting
    kinds = [v.kind for v in valueslot.values("see https://status.example.org/?page=2")]
    assert kinds == ["url"]


def test_a_route_or_a_folder_in_code_is_a_path() -> None:
    assert [v.key for v in valueslot.values("Readiness probe moved to `/readyz`")] == ["/readyz"]
    assert [v.key for v in valueslot.values("Fixtures live in `fixtures/`")] == ["fixtures"]
    assert (
        closes("Readiness probe moved to `/readyz`", "The readiness probe endpoint is `/ready`")
        == 0
    )


def test_a_renamed_folder_closes_the_belief_naming_the_old_one() -> None:
    text = "Renamed the `fixtures/` folder to `tests/fixtures/`"
    change = claims.parse_change(text)
    assert change is not None and (change.old, change.new) == ("fixtures/", "tests/fixtures/")
    # a path is said only whole: `tests/fixtures/` is not said by `fixtures/`
    assert not claims.asserts("Fixtures are in `fixtures/`", "tests/fixtures/")
    assert closes(text, "Snapshots sit next to the tests", "Fixtures are in `fixtures/`") == 1


def test_the_hash_of_a_file_is_the_new_value_not_the_word_hash() -> None:
    text = "Docker cache key now uses the hash of `poetry.lock` since the move to poetry"
    change = claims.parse_change(text)
    assert change is not None and change.new == "hash of poetry.lock"
    assert closes(text, "Docker cache key is the hash of `requirements.txt`") == 0


# --- terse corrections and retirements ------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("not 5432 — 5433", "Local Postgres listens on 5432"),
        ("no, not `pnpm`: `bun`", "The package manager is `pnpm`"),
    ],
)
def test_a_terse_correction_closes_the_belief(statement: str, belief: str) -> None:
    assert closes(statement, "Storybook runs on 6006", belief) == 1


def test_not_now_is_no_correction() -> None:
    assert claims.parse_change("Not now, later") is None


@pytest.mark.parametrize(
    ("statement", "old"),
    [
        ("`/v1/token` ya no existe; ahora es `/v2/token`", "/v1/token"),
        ("O bucket `media-old` já era; tudo está em `media-eu`", "media-old"),
        ("`fetchUser` is deprecated, replaced by `users.get`", "fetchUser"),
        ("部署脚本现在改用 Helm，Ansible 的剧本已删除", "Ansible"),
        ("swapped API docs to Redoc; swagger-ui removed", "swagger-ui"),
        ("note: Fixer rates replaced by the ECB feed (daily)", "Fixer rates"),
    ],
)
def test_a_value_said_to_be_gone_is_retired(statement: str, old: str) -> None:
    change = claims.parse_change(statement)
    assert change is not None and change.old == old


def test_no_longer_closes_the_one_belief_when_its_clause_names_nothing_else() -> None:
    text = "We no longer rebase-merge; PRs get a merge commit so history is kept"
    assert closes(text, "Branches are named `feat/<slug>`", "We rebase-merge every PR") == 1
    text = "We don't deploy nightly any more; deploys follow each release tag"
    assert closes(text, "billing deploys nightly at 02:00", "Evaluation runs weekly") == 0


def test_a_reason_in_brackets_is_set_aside_when_aligning() -> None:
    text = "Type check runs `mypy --max-errors 5` (agreed: zero blocked every merge)"
    assert closes(text, "Type check runs `mypy --max-errors 0`") == 0


def test_from_a_value_with_its_unit_to_a_bare_number() -> None:
    assert (
        closes(
            "Cut the reset token lifetime from 30 minutes to 10",
            "Reset token lifetime is 30 minutes",
        )
        == 0
    )
    text = "Subimos el límite del webhook de 10 s a 30 s por los reintentos del proveedor"
    assert closes(text, "El límite del webhook es de 10 s") == 0


# --- notes that add, and cues of time --------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("CI now caches `~/.cargo` too", "CI caches `target/`"),
        ("Alerts now also go to `#ops-pager`", "Alerts go to `#ops`"),
        ("La CI ahora también cachea `~/.m2`", "La CI cachea `node_modules`"),
    ],
)
def test_a_note_that_adds_a_value_never_closes(statement: str, belief: str) -> None:
    found = judged(statement, belief)
    assert found.verdict != "contradiction"


def test_since_an_event_or_as_of_a_version_says_it_is_an_update() -> None:
    found = slots.update_of(
        "The cache layer uses Valkey since the licence change", "The cache layer uses Redis"
    )
    assert found is not None and found.cued
    # "since" giving a reason is not a time
    found = slots.update_of(
        "The cache layer uses Valkey since it is faster", "The cache layer uses Redis"
    )
    assert found is None or not found.cued
    found = slots.update_of("The cache layer uses Valkey as of v4.2", "The cache layer uses Redis")
    assert found is not None and found.cued
    found = slots.update_of(
        "Der Cache für Sitzungen nutzt Valkey seit dem Lizenzwechsel",
        "Der Cache für Sitzungen nutzt Redis",
    )
    assert found is not None and found.cued


# --- one slot said another way -----------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("Sprint review is on Fridays", "Sprint review is on Wednesdays"),
        ("Les revues de sécurité ont lieu le vendredi", "La revue de sécurité se fait le mercredi"),
    ],
)
def test_another_day_for_the_same_thing_closes(statement: str, belief: str) -> None:
    assert closes(statement, "Planning is on Mondays", belief) == 1


def test_a_name_after_is_or_by_at_the_end_is_the_one_value() -> None:
    assert closes("Search on-call is owned by Ingrid", "Search on-call is owned by Tariq") == 0
    # a thing may use several: "uses" names one of them, not the one
    assert closes("The orders service uses Redis", "The orders service uses PostgreSQL") is None


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("Switched the admin app bundler to esbuild", "The admin app is bundled with rollup 3"),
        ("Docs portal now uses Starlight", "The docs portal is built with mkdocs-material"),
        (
            "Switched the e2e runner to playwright; `npm run e2e` now runs it",
            "E2e runner is cypress",
        ),
        (
            "パッケージマネージャを bun に切り替えた（`bun.lockb` をコミット）",
            "パッケージマネージャは yarn",
        ),
    ],
)
def test_a_new_value_for_the_same_words_in_another_order_closes(
    statement: str, belief: str
) -> None:
    assert closes(statement, "Storybook runs on port 6006", belief) == 1


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        # the belief's word left over ("bundled") is not the value: another thing of the app
        ("Switched the admin app to Tailwind", "The admin app is bundled with rollup 3"),
        # the statement names what it retires, and the belief does not say it
        (
            "We switched the users service's driver from psycopg2 to asyncpg",
            "The users service uses PostgreSQL",
        ),
        # one of a list
        (
            "This week only, the Monday release moves to Tuesday",
            "Releases go out Mondays and Thursdays",
        ),
        # the belief's value comes first: it is not the value of this subject
        ("logs bucket moved to eu-central-1 as logs-eu", "Athena queries the logs bucket"),
        # an environment is no value
        ("Staging now uses Valkey", "Production uses Redis"),
    ],
)
def test_other_words_left_over_keep_the_belief(statement: str, belief: str) -> None:
    assert bagslot.bag_update(statement, belief) is None
    assert closes(statement, belief) is None


def test_a_list_said_after_a_copula() -> None:
    found = listslot.list_update(
        "Release PR approvers are now Kim, Lou and Mo.",
        "Approvers for release PRs: Kim, Jo and Lou.",
    )
    assert found == ("Kim, Jo, Lou", "Kim, Lou, Mo")
    assert (
        listslot.list_update(
            "Docs PR approvers are Kim and Lou", "Approvers for release PRs: Kim and Lou"
        )
        is None
    )
