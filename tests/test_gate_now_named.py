"""Round 44 of the write gate (issue 29), continued: a name said to be called something else
now, or a path said to have moved, with both names in backticks, is a statement of change in
the languages of the sets; the belief holding the old name is closed, another belief is not.
Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("`orders.qty` is now called `orders.quantity`.", "The amount is in `orders.qty`."),
        (
            "La columna `pedidos.cant` ahora se llama `pedidos.cantidad`.",
            "La cantidad está en `pedidos.cant`.",
        ),
        ("`make lint` heet voortaan `make check`.", "De linter draai je met `make lint`."),
        (
            "Der Job `nightly_sync` heißt jetzt `sync_all`.",
            "Der Abgleich läuft im Job `nightly_sync`.",
        ),
        ("`audit_log` s'appelle désormais `audit_events`.", "Les audits vont dans `audit_log`."),
        ("`audit_log` ora si chiama `audit_events`.", "Gli audit finiscono in `audit_log`."),
        ("A fila `mail_out` agora se chama `mail_send`.", "Os e-mails saem pela fila `mail_out`."),
        (
            "Очередь `mail_out` теперь называется `mail_send`.",
            "Письма уходят через очередь `mail_out`.",
        ),
        (
            "`src/util/time.py` moved to `src/core/clock.py` last week.",
            "Time helpers are in `src/util/time.py`.",
        ),
        (
            "`docs/setup.md` a été déplacé vers `docs/guide/install.md`.",
            "L'installation est décrite dans `docs/setup.md`.",
        ),
        (
            "`lib/db.ts` is verhuisd naar `lib/store/db.ts`.",
            "De databasecode staat in `lib/db.ts`.",
        ),
    ],
)
def test_a_name_called_otherwise_now_closes_the_belief_holding_it(text: str, belief: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and change.kind == "pair"
    assert closes(text, OTHER, belief) == 1


def test_another_name_called_otherwise_closes_nothing() -> None:
    text = "`billing.refunds` is now called `billing.refunded`."
    assert closes(text, OTHER, "Payments are consumed from the topic `billing.payments`.") is None


def test_a_rename_in_another_repository_closes_nothing() -> None:
    text = "En el repositorio `portal`, `npm run build` ahora se llama `npm run bundle`."
    assert closes(text, OTHER, "The backend is built with `npm run build`.") is None


def test_a_word_said_in_passing_is_no_pair() -> None:
    change = claims.parse_change("`cli` moved fast this quarter, `api` too.")
    assert change is None or change.kind != "pair"


# --- only the new name given, the belief quoting it with another version part ---------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "The order workers moved to `orders.events.v3` this sprint.",
            "The order workers consume `orders.events.v2`.",
        ),
        (
            "The upload client switched to `PUT /api/v4/files`.",
            "The upload client calls `PUT /api/v3/files`.",
        ),
    ],
)
def test_a_new_version_of_a_quoted_name_closes_the_belief(text: str, belief: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and change.old is None and change.new is not None
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (  # another environment named
            "Staging moved to `orders.events.v3`.",
            "Production consumes `orders.events.v2`.",
        ),
        (  # two parts differ: another name, not another version
            "The refund workers moved to `refunds.events.v3`.",
            "The order workers consume `orders.events.v2`.",
        ),
    ],
)
def test_another_scope_or_name_with_a_version_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None
