"""The line a fix names under a compiler's report header (retain.sleep.fix_reports)."""

from retain.sleep.fix_lexicon import decisive_line

ELM_SHORT = """Error: Exit code 1
-- NAMING ERROR ---------- src/Cart.elm

I cannot find a `Money.format` variable:

12|     Money.format price
        ^^^^^^^^^^^^
"""

ELM_PADDED = """-- TYPE MISMATCH ------------------------------------------------- src/Cart.elm

The 2nd argument to `viewLine` is not what I expect:

31|     viewLine model.currency item.price
                                ^^^^^^^^^^
"""

STACK = """Error: [S-4804]
       Stack failed to construct a build plan.

       In the dependencies for ledger-0.2.0:
         * aeson-pretty must match >=0.9, but this package is not in the snapshot.
       needed since ledger is a build target.
"""


def test_elm_report_title_stands_for_the_sentence_under_it() -> None:
    assert decisive_line(ELM_SHORT) == "NAMING ERROR: I cannot find a `Money.format` variable:"


def test_elm_title_padded_to_the_terminal_is_read_too() -> None:
    line = decisive_line(ELM_PADDED)
    assert line == "TYPE MISMATCH: The 2nd argument to `viewLine` is not what I expect:"


def test_stack_build_plan_names_its_first_reason() -> None:
    assert decisive_line(STACK) == (
        "aeson-pretty must match >=0.9, but this package is not in the snapshot."
    )


def test_a_dashed_rule_without_a_title_is_no_report() -> None:
    out = "Error: Exit code 1\n-- build --------\nerror: cannot find -lssl\n"
    assert decisive_line(out) == "error: cannot find -lssl"
