"""When a tool call is already right, the hook keeps quiet (issue 29, precision), through
the real hook (hooks/retain-hook as a subprocess fed Claude Code's payloads): a filled
template with an ellipsis or a version pattern, a tool run through the wrapper the
memory prescribes, a production guard before a run that picks no environment, an edit
in the one place a memory allows, a model or version a memory rules out, a folder's
code rule before a command on its files. The memories are invented for each rule, not
taken from a benchmark."""

from __future__ import annotations

from retain.core import toolcode
from test_tool_hook_keys import bash, edit, store

# -- templates: an ellipsis, a version pattern ---------------------------------------


def test_an_ellipsis_in_a_prescribed_command_is_filled_by_the_call(project, tmp_path):
    (mid,) = store(
        project,
        "Schema files in db/schema/ are never edited once released. New schema step: "
        "`pnpm nx run store:schema-step --title=...`.",
    )
    assert bash(project, tmp_path, "pnpm nx run store:schema-step --title=add-notes") == []
    # the folder it guards still brings it up
    assert edit(project, tmp_path, "db/schema/0007_notes.sql", "alter table x;\n") == [mid]


def test_a_trailing_ellipsis_stands_for_the_rest_of_the_command(project, tmp_path):
    (mid,) = store(project, "Always `poetry run alembic ...`; a global alembic is another version.")
    assert bash(project, tmp_path, "poetry run alembic upgrade head") == []
    assert bash(project, tmp_path, "alembic upgrade head", "s-2") == [mid]


def test_a_version_pattern_is_filled_by_the_version_given(project, tmp_path):
    store(project, "Releases are cut by tag: `git push origin vX.Y.Z` from main.")
    assert bash(project, tmp_path, "git push origin v2.4.1") == []


# -- a production guard before a run that picks no environment -----------------------


def test_a_guard_against_production_is_not_about_a_local_run(project, tmp_path):
    (mid,) = store(project, "Never run `flask db upgrade` against staging or prod; CD migrates.")
    assert bash(project, tmp_path, "flask db upgrade --directory migrations") == []
    url = "DATABASE_URL=postgresql://app@db.internal.example/app flask db upgrade"
    assert bash(project, tmp_path, url, "s-2") == [mid]
    assert bash(project, tmp_path, "cd deploy/prod && flask db upgrade", "s-3") == [mid]


def test_a_tool_that_keeps_its_selection_is_still_guarded(project, tmp_path):
    (mid,) = store(project, "Never `helm upgrade` against prod from a laptop.")
    # the kube context selected earlier may be production's
    assert bash(project, tmp_path, "helm upgrade web charts/web") == [mid]


# -- the one place a memory allows ---------------------------------------------------


def test_only_inside_a_folder_is_where_the_work_goes(project, tmp_path):
    store(project, "getenv() only inside settings/*.py; elsewhere import the settings module.")
    assert edit(project, tmp_path, "settings/base.py", "DEBUG = getenv('DEBUG')\n") == []


def test_a_file_named_as_the_only_source_is_where_the_work_goes(project, tmp_path):
    (mid,) = store(
        project, "Dependencies come from deps.lock.toml only (pinned). No `pip install` by hand."
    )
    assert edit(project, tmp_path, "deps.lock.toml", 'requests = "2.32"\n') == []
    assert bash(project, tmp_path, "pip install requests", "s-2") == [mid]


def test_listed_under_a_quoted_key_in_a_file_sends_the_work_there(project, tmp_path):
    store(
        project,
        "A new worker pool must also be listed under `pools:` in conf/runtime.yml, or its "
        "tasks never start.",
        kind="lesson",
    )
    assert edit(project, tmp_path, "conf/runtime.yml", "pools: [default, mail]\n") == []


def test_a_file_named_as_the_place_to_change_it_is_where_the_work_goes(project, tmp_path):
    store(
        project,
        "The packaged unit file is written by nfpm; the contents: block in packaging.yaml is "
        "the place to change it.",
        kind="decision",
    )
    assert edit(project, tmp_path, "packaging.yaml", "  - src: ./bin/agent\n") == []


def test_a_file_a_new_piece_is_included_from_is_where_the_work_goes(project, tmp_path):
    store(
        project,
        "Flyway scripts are immutable once merged. Add a new script under db/scripts/ and "
        "include it from db/index.yaml.",
    )
    assert edit(project, tmp_path, "db/index.yaml", "- include: V12__notes.sql\n") == []


# -- a model or version ruled out ----------------------------------------------------


def test_a_name_with_its_number_rules_out_that_number_only(project, tmp_path):
    (mid,) = store(project, "CI has no macOS 15 runner yet.")
    assert toolcode.code_keys("there's no macOS 15 runner") == [("macOS", "macOS 15")]
    wf = ".github/workflows/ci.yml"
    assert edit(project, tmp_path, wf, "    # the release job signs on macOS\n") == []
    assert edit(project, tmp_path, wf, "    runs-on: macOS 15\n", "s-2") == [mid]


# -- a folder's code rule ------------------------------------------------------------


def test_code_forbidden_in_french_is_a_code_rule(project, tmp_path):
    (mid,) = store(project, "Ne jamais utiliser `goto` dans kernel/sched/.")
    assert edit(project, tmp_path, "kernel/sched/run.c", "int n = 0;\n") == []
    assert edit(project, tmp_path, "kernel/sched/run.c", "goto out;\n", "s-2") == [mid]


def test_a_folder_code_rule_is_not_about_a_command_on_its_files(project, tmp_path):
    store(project, "No `using namespace std;` in headers (inc/ or lib/*.hpp).")
    assert bash(project, tmp_path, "clang-format -i lib/*.hpp") == []


def test_a_version_18_store_is_keyed_again_with_places(tmp_path):
    """m019: a store keyed by m018's rules is keyed again: the one place a memory allows
    becomes a destination, a name ruled out with its number that model only."""
    from retain.store import migrations
    from test_db import _old_store_with_rules

    texts = ("Secrets only inside conf/*.yml; nowhere else.", "There's no iPhone 16 runtime.")
    conn, ids = _old_store_with_rules(tmp_path / "v18.db", 18, texts)
    conn.commit()
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = set(conn.execute("SELECT kind, key, target, memory_id FROM tool_keys"))
    assert ("dir", "conf", "=", ids[0]) in keys
    assert ("code", "iPhone", "iPhone 16", ids[1]) in keys
    conn.close()


# -- a word a command holds only inside a path ----------------------------------------


def test_a_word_of_a_path_a_command_runs_on_is_no_form_it_writes(project, tmp_path):
    (mid,) = store(
        project,
        "Schema files in services/ledger/schema are frozen once shipped; never `--force` the sync.",
    )
    assert bash(project, tmp_path, "npx vitest services/ledger/api/orders") == []
    assert bash(project, tmp_path, "npm run sync -- --force", "s-2") == [mid]


def test_a_folder_a_memory_names_itself_is_what_a_command_on_it_is_about(project, tmp_path):
    (mid,) = store(
        project,
        "The app bundle is built by `make bundle`; don't copy the bundle into macApp/ by hand.",
    )
    assert bash(project, tmp_path, "cp -R build/release/App.bundle macApp/Frameworks/") == [mid]
