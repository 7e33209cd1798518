"""A rule a memory says of a folder it names ("`libs/render/` must stay headless: no Qt
imports there") is about the files of that folder: what an edit elsewhere writes does not
tie it (issue 29, precision), through the real hook. The memories are invented for this
rule, not taken from a benchmark."""

from __future__ import annotations

import pytest

from retain.rank import toolquiet
from test_tool_hook_keys import edit, store

RULE = "`libs/render/` must stay headless for the CLI: no QtWidgets imports there."


@pytest.mark.parametrize(
    ("text", "rel", "away"),
    [
        (RULE, "app/ui/main_window.py", True),
        (RULE, "libs/render/scene.py", False),
        (RULE, "Libs/Render/scene.py", False),
        ("`tools/legacy/` runs on the old box: no f-strings in it.", "src/app.py", True),
        ("`.ci/scripts/` runs on the old runner: no f-strings in it.", ".ci/scripts/a.py", False),
        ("`crates/wasm/` builds for the browser: no `std::fs` there (no disk).", "src/lib.rs",
         True),
        # no "there": the rule is not said of the folder only
        ("`libs/render/` is headless. Never import QtWidgets in a worker.", "app/w.py", False),
        # a handover list: "there" is one item's place, not the others'
        ("Handover:\n- `libs/render/`: no Qt there.\n- no print() anywhere.", "app/w.py", False),
        # two folders named: a file in either keeps the rule
        ("`src/old/` is frozen, no new features there; new work goes in `./src/new/`.",
         "src/new/page.ts", False),
    ],
)  # fmt: skip
def test_a_rule_said_of_a_named_folder_is_scoped_by_the_file(text, rel, away):
    assert toolquiet.scoped_away(text, rel) is away


def test_what_an_edit_outside_the_folder_writes_does_not_tie_the_folder_rule(project, tmp_path):
    (mid,) = store(project, RULE)
    code = "from PySide6 import QtWidgets\n"
    assert edit(project, tmp_path, "app/ui/main_window.py", code) == []
    assert edit(project, tmp_path, "libs/render/scene.py", code, "s-2") == [mid]


# -- an import boundary said of the module it binds ------------------------------------

BOUNDARY = "Layers: `shop.domain` must not import `shop.adapters` or requests."


@pytest.mark.parametrize(
    ("text", "rel", "away"),
    [
        (BOUNDARY, "src/shop/adapters/http.py", True),
        (BOUNDARY, "src/shop/domain/cart.py", False),
        ("`crates/core` must not depend on tokio.", "crates/net/src/lib.rs", True),
        ("`crates/core` must not depend on tokio.", "crates/core/src/lib.rs", False),
        ("`ShopCore` must not import SwiftUI.", "Sources/ShopCore/Cart.swift", False),
        ("`ShopCore` must not import SwiftUI.", "Sources/ShopUI/CartView.swift", True),
        # no module named as the importer: the rule is the project's
        ("Never import `shop.adapters` from a view.", "src/shop/views/a.py", False),
    ],
)  # fmt: skip
def test_an_import_boundary_is_scoped_by_the_module_it_binds(text, rel, away):
    assert toolquiet.scoped_away(text, rel) is away


def test_what_another_module_imports_does_not_tie_the_boundary(project, tmp_path):
    (mid,) = store(project, BOUNDARY)
    code = "from shop.adapters.db import session\n"
    assert edit(project, tmp_path, "src/shop/adapters/http.py", code) == []
    assert edit(project, tmp_path, "src/shop/domain/cart.py", code, "s-2") == [mid]
