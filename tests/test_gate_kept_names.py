"""Round 44 of the write gate (issue 29): a deprecation that says both names are still in
use retires nothing, and a change said of a repository or a service named kind-first ("o
repositório `api`", "el servicio `ledger`") or before a CJK kind word leaves another
repository's belief alone. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import claims, scopes, underway

OTHER = "Deploys go out on Tuesdays"

# --- both names still in use: a hint, never a closure ---------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "The config loader says `cache.ttl_s` is deprecated in favour of `cache.ttl`; "
            "both keys are read for now.",
            "The cache lifetime is the key `cache.ttl_s` in `conf/app.toml`.",
        ),
        (
            "`Client.fetch_all()` is deprecated in favour of `Client.pages()`; both methods "
            "exist in the 3.x line.",
            "Listing goes through `Client.fetch_all()`.",
        ),
        (
            "`LOG_FMT` wurde durch `LOG_FORMAT` ersetzt; beide werden gelesen.",
            "Das Log-Format steht in `LOG_FMT`.",
        ),
        (
            "`LOG_FMT` fue reemplazada por `LOG_FORMAT`; ambas son aceptadas.",
            "El formato de los logs se configura con `LOG_FMT`.",
        ),
    ],
)
def test_both_names_still_read_close_nothing(text: str, belief: str) -> None:
    assert underway.under_way(text)
    found = judged(text, OTHER, belief)
    assert found.verdict != "contradiction"
    assert 1 in found.may_update


def test_a_deprecation_with_the_old_name_gone_still_closes() -> None:
    text = "`cache.ttl_s` was replaced by `cache.ttl`; the loader rejects the old key."
    assert closes(text, OTHER, "The cache lifetime is the key `cache.ttl_s` in `conf/app.toml`.")


@pytest.mark.parametrize(
    "text",
    [
        "black and isort are gone from pre-commit, ruff format covers both",
        "Both jobs were moved to the nightly pipeline",
        "Bumped the two crates; both still build on 1.70",
    ],
)
def test_what_is_no_pair_kept(text: str) -> None:
    assert not underway.under_way(text)


# --- another repository or service named kind-first -----------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "O repositório `api` também trocou `develop` por `main` ontem.",
            "The docs repo's default branch is `develop`.",
        ),
        (
            "En el repositorio `mobile` cambiamos `develop` por `trunk`.",
            "The default branch of the backend repo is `develop`.",
        ),
        (
            "`billing` サービスのブランチは `develop` から `main` に変わった。",
            "The default branch of the backend repo is `develop`.",
        ),
    ],
)
def test_another_repository_named_kind_first_closes_nothing(text: str, belief: str) -> None:
    assert scopes.other_scope(text, belief, ("develop", "main")) is not None
    assert closes(text, OTHER, belief) is None


def test_the_same_repository_named_kind_first_still_closes() -> None:
    text = "O repositório `docs` trocou `develop` por `main`."
    assert scopes.other_scope(text, "The `docs` repo's default branch is `develop`.") is None
    assert closes(text, OTHER, "The `docs` repo's default branch is `develop`.") == 1


# --- a name renamed, both names in backticks ------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "`orders.qty` was renamed to `orders.quantity`; the migration ran last night.",
            "The ordered amount is the column `orders.qty`.",
        ),
        ("`SyncWorker` was renamed `Reconciler`, same module.", "Syncing is done by `SyncWorker`."),
        (
            "`audit_log` è stata rinominata `audit_events`.",
            "Audit rows go to the table `audit_log`.",
        ),
        ("`ledgerd` 已经改名为 `ledger-svc`。", "The ledger service is deployed as `ledgerd`."),
        ("Сервис `ledgerd` переименован в `ledger-svc`.", "The ledger service is `ledgerd`."),
        ("`orders.qty` wurde in `orders.quantity` umbenannt.", "Die Menge steht in `orders.qty`."),
    ],
)
def test_a_name_renamed_closes_the_belief_holding_it(text: str, belief: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and change.old is not None and change.new is not None
    assert closes(text, OTHER, belief) == 1


def test_another_name_renamed_closes_nothing() -> None:
    text = "`billing.refunds` was renamed `billing.refunded`; `billing.payments` keeps its name."
    assert closes(text, OTHER, "Payments are consumed from the topic `billing.payments`.") is None
