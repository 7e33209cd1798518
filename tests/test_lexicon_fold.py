"""Words found by a case-blind pattern are looked up in tables built from the same word
lists. Python's case-blind matching takes Turkish dotless and dotted i for i, which
casefold alone does not, so "SALI" (Tuesday, written in capitals) or "SP_ADDLOGİN" once
matched a pattern and then missed its table: a KeyError that failed the whole write. Every
word of every such table is tried here in the forms that case-blind matching accepts."""

from __future__ import annotations

import pytest

from retain import lexicon, redact
from retain.core import countslot, valuekind, valueslot


def _turkish_forms(word: str) -> list[str]:
    """The forms of `word` a case-blind pattern matches that casefold does not bring back."""
    if not any(c in word for c in "iIıİ"):
        return []
    swap_dotless = word.replace("i", "ı").replace("I", "ı")
    capitals = word.upper().replace("I", "İ")
    plain = word.replace("ı", "i").upper()
    return [swap_dotless, capitals, plain]


def _words(name: str, key: str) -> list[str]:
    return [w for ws in lexicon.groups(name, key).values() for w in ws]


def test_fold_brings_every_case_blind_form_of_i_to_one_key() -> None:
    assert {lexicon.fold(w) for w in ("salı", "SALI", "Salı", "SALİ", "sali")} == {"sali"}
    assert lexicon.fold("Straße") == "strasse"  # what casefold did before is kept


def test_a_weekday_in_any_case_is_read_as_its_day() -> None:
    days = [w for w in _words("valueslot", "weekdays") if w[0] < "\u3000"]
    tried = 0
    for word in days:
        for form in _turkish_forms(word):
            found = [v for v in valueslot.values(f"deploys on {form} now") if v.kind == "weekday"]
            assert found, (word, form)
            tried += 1
    assert tried > 20  # the sweep reached the Turkish and other i-bearing days
    assert valueslot.values("E a sali komo sk-p…") is not None  # the write that failed


@pytest.mark.parametrize("key", ["size_units", "duration_units"])
def test_a_unit_in_any_case_is_read_as_its_amount(key: str) -> None:
    for word in _words("valueslot", key):
        for form in _turkish_forms(word):
            valueslot.values(f"limit is 5 {form} now")  # no KeyError


def test_a_cadence_or_count_in_any_case_is_read_as_its_amount() -> None:
    words = [
        *_words("counts", "cadence_adverbs"),
        *_words("counts", "cadence_units"),
        *_words("counts", "numbers"),
        *_words("counts", "currencies"),
    ]
    tried = 0
    for word in words:
        for form in _turkish_forms(word):
            for text in (
                f"backups run {form}",
                f"every 2 {form}",
                f"{form} workers run",
                f"5 {form}",
            ):
                countslot.count_change(text, "backups run every 3 days with 4 workers")
                tried += 1
    assert tried > 100


def test_a_product_name_in_any_case_is_read_as_its_kind() -> None:
    for kind in lexicon.table("kinds"):
        if kind in ("about", "common_words"):
            continue
        for name in lexicon.words("kinds", kind):
            for form in _turkish_forms(name):
                valuekind.kinds(f"we use {form} here")  # no KeyError


def test_a_sql_login_procedure_in_turkish_capitals_is_redacted() -> None:
    out = redact.redact("EXEC SP_ADDLOGİN 'bob', 'Xy7pQ2vL9mZ'")
    assert "Xy7pQ2vL9mZ" not in out
