"""A place a memory forbids is not where it sends the work (retain.core.toolplaces), and a
memory asking to be asked before a new dependency speaks at an edit of the manifest only
when the edit adds one (retain.rank.toolmanifest), through the real hook. The memories
are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core.toolkeys import DESTINATION, memory_keys
from retain.rank.toolmanifest import about_new_dependencies, added_packages
from test_tool_hook_content import change
from test_tool_hook_keys import store

ASK_FIRST = (
    "No new crates without asking me first (`cargo add <crate>`, or a line added to "
    "Cargo.toml): the binary goes to a small router."
)


def _target(text: str, key: str) -> str:
    return next(t for _, k, t in memory_keys(text) if k == key)


def test_a_place_after_nothing_is_forbidden_not_where_work_goes():
    text = "State lives in signals under `app/state/`. Nothing new goes into `app/globals.js`."
    assert _target(text, "app/globals.js") != DESTINATION
    assert _target(text, "app/state") == DESTINATION  # still where the work goes


def test_a_place_in_a_parenthesis_under_a_prohibition_is_what_it_forbids():
    assert _target(ASK_FIRST, "Cargo.toml") != DESTINATION
    # a parenthesis under a sentence that prescribes: the place is where the work goes
    text = "Add each route to the table (a line added to web/routes.rb) and nothing else."
    assert _target(text, "web/routes.rb") == DESTINATION


def test_an_edit_of_the_file_nothing_new_may_go_into_shows_the_memory(project, tmp_path):
    (mid,) = store(
        project,
        "State lives in signals under `app/state/`. Nothing new goes into the old "
        "`app/globals.js`; it is emptied one screen at a time.",
        kind="decision",
    )
    assert change(
        project, tmp_path, "app/globals.js", "export const g = {}\n",
        "export const g = { theme: 'dark' }\n",
    ) == [mid]  # fmt: skip


def test_a_manifest_edit_adding_a_crate_shows_the_ask_first_memory(project, tmp_path):
    (mid,) = store(project, ASK_FIRST, kind="preference")
    assert change(
        project, tmp_path, "Cargo.toml", '[dependencies]\nlog = "0.4"\n',
        '[dependencies]\nlog = "0.4"\nserde = "1.0"\n',
    ) == [mid]  # fmt: skip


def test_a_manifest_edit_adding_no_crate_leaves_it_quiet(project, tmp_path):
    store(project, ASK_FIRST, kind="preference")
    # the package's own version, and a bump of a crate already there
    old, new = 'version = "0.3.1"\n', 'version = "0.4.0"\n'
    assert change(project, tmp_path, "Cargo.toml", old, new) == []
    assert (
        change(project, tmp_path, "Cargo.toml", 'log = "0.4.20"\n', 'log = "0.4.22"\n', "s-2") == []
    )


def test_what_reads_as_a_new_dependency():
    assert added_packages('  "left-pad": "^1.3.0",\n', "") == ["left-pad"]
    assert added_packages('  "@scope/ui": "~2.0.1"\n', "") == ["@scope/ui"]
    assert added_packages("    owner/SomeDriver@^0.6.1\n", "") == ["owner/SomeDriver"]
    assert added_packages('gem "pagy"\n', "") == ["pagy"]
    assert added_packages('  "lint": "eslint ."\n', "") == []  # a script, no version
    assert added_packages('  "vue": "^3.6.0"\n', '  "vue": "^3.5.0"\n') == []  # a bump
    assert about_new_dependencies(ASK_FIRST)
    # a rule on the manifest itself is not one: it rules every edit of it
    assert not about_new_dependencies(
        "package.json is generated from deps.yaml; never edit package.json, add to deps.yaml"
    )
