"""Round 37 of the PreToolUse hook's precision (issue 29), through the real hook: a fact
naming the file or folder an edit changes is shown at that edit when it says how to
change it (the folder is generated, in any language memories are written in; a rule for
every file of the folder; a command to run after the change), and stays quiet when it only
describes. The memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from test_tool_hook_keys import bash, edit, store


def test_a_folder_said_generated_in_another_language_ties_an_edit_in_it(project, tmp_path):
    (fr,) = store(
        project,
        "Les fichiers de web/compiled/ sont générés par `npm run bundle` ; les sources sont "
        "dans web/src/.",
        kind="fact",
    )
    assert edit(project, tmp_path, "web/compiled/site.css") == [fr]
    (it,) = store(
        project,
        "La cartella public/pack/ è generata da `yarn pack:all` a ogni deploy.",
        kind="fact",
    )
    # however deep in it: the folder is the tool's output
    assert edit(project, tmp_path, "public/pack/js/app-91ab.js", session="s-2") == [it]


def test_a_folder_named_as_two_tools_output_is_generated(project, tmp_path):
    (mid,) = store(
        project, "site/assets/ is rollup and postcss output; change frontend/ instead.", kind="fact"
    )
    assert edit(project, tmp_path, "site/assets/main.css") == [mid]


def test_a_plain_description_of_a_folder_stays_quiet_in_any_language(project, tmp_path):
    store(
        project,
        "Les fichiers de web/partials/ sont les gabarits des courriels.",
        "site/blocks/ holds one folder per page section, named after the section.",
        kind="fact",
    )
    assert edit(project, tmp_path, "web/partials/welcome.html") == []
    assert edit(project, tmp_path, "site/blocks/hero/index.md", session="s-2") == []


def test_a_rule_for_every_file_of_a_folder_ties_an_edit_there(project, tmp_path):
    (mid,) = store(
        project,
        "plugins/*/VERSION must be bumped on every plugin change, otherwise the loader keeps "
        "the cached build.",
        kind="fact",
    )
    assert edit(project, tmp_path, "plugins/resize/handler.lua") == [mid]
    # a command running over the folder's files changes none of them: still quiet
    assert bash(project, tmp_path, "luacheck plugins/*/handler.lua", "s-2") == []


def test_a_step_a_fact_names_after_a_change_ties_an_edit_of_its_file(project, tmp_path):
    (mid,) = store(
        project,
        "Route tables are written in routes/table.py; run `python -m routes.build` to "
        "rebuild the route JSON.",
        kind="fact",
    )
    assert edit(project, tmp_path, "routes/table.py") == [mid]


def test_a_fact_only_describing_a_file_stays_quiet_at_its_edit(project, tmp_path):
    store(
        project,
        "Route tables are written in routes/table.py and loaded once at start-up.",
        kind="fact",
    )
    assert edit(project, tmp_path, "routes/table.py") == []


def test_says_generated_reads_the_languages_and_not_a_step_named_generate():
    from retain.core.toolkeys import says_generated

    assert says_generated("out/ sont générés par le script")
    assert says_generated("la cartella è generata da vite")
    assert says_generated("dist/ wird von tsc generiert")
    assert says_generated("los ficheros son generados por protoc")
    assert says_generated("os arquivos são gerados pelo buf")
    assert says_generated("app/static/ is webpack and sass output")
    assert not says_generated("run `make generate` after changing the schema")
    assert not says_generated("generate the client with openapi-gen")


def test_edit_rule_by_kind():
    from retain.core.toolfolders import edit_rule

    text = "Never hand-edit anything in vendor/: it is synced from upstream."
    assert edit_rule("dir", "vendor", text)
    assert not edit_rule("dir", "vendor", "vendor/ holds the synced upstream copies.")
    assert edit_rule("file", "schema.py", "Schemas live in schema.py; run `make schemas`.")
    assert not edit_rule("file", "schema.py", "Schemas live in schema.py.")
    assert not edit_rule("cmd", "make schemas", "run `make schemas` to rebuild")


def test_a_folder_kept_as_is_in_the_sentence_after_the_one_it_opens(project, tmp_path):
    (mid,) = store(
        project,
        "oldsync/ is the 2019 importer. It is frozen: crash fixes only, no new features.",
        kind="fact",
    )
    assert edit(project, tmp_path, "oldsync/feeds/csv.py") == [mid]
    # a description said of it right after is no rule
    store(project, "manual/ is the user guide. It is built by mkdocs on every tag.", kind="fact")
    assert edit(project, tmp_path, "manual/pages/intro.md", session="s-2") == []


def test_says_whole_tree_reads_the_sentence_after_only_as_said_of_the_folder():
    from retain.core.toolfolders import says_whole_tree

    assert says_whole_tree("out/ is the editor's cache. Never edit anything there.", "out")
    assert not says_whole_tree("out/ is the editor's cache. Never edit main.c by hand.", "out")
    assert not says_whole_tree("The cache is in out/. It is frozen.", "out")
