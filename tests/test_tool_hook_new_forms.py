"""A prohibition of new uses (`no new X`, `don't write new X code`) forbids writing X: the
word `new` between the prohibition and the name is read through (retain.core.toolcode),
through the real hook. The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

from retain.core.toolcode import code_keys
from test_tool_hook_content import change
from test_tool_hook_keys import store


def test_no_new_names_the_form_it_forbids():
    assert ("FormHelper", "FormHelper") in code_keys("Forms use FormKit now. No new FormHelper.")
    assert ("Legacy", "@Legacy") in code_keys("No new `@Legacy` annotations; they go in 4.0.")


def test_an_edit_writing_a_form_no_new_forbids_shows_the_memory(project, tmp_path):
    (mid,) = store(
        project, "Handlers are registered by hand in app.dart. No new `@Handler` annotations."
    )
    assert change(
        project, tmp_path, "lib/handlers/stock.dart", "Response stock(Request r) {\n",
        "@Handler('/stock')\nResponse stock(Request r) {\n",
    ) == [mid]  # fmt: skip
    assert change(
        project, tmp_path, "lib/handlers/depot.dart", "Response depot(Request r) {\n",
        "Response depot(Request r, {bool full = false}) {\n", "s-2",
    ) == []  # fmt: skip
