"""A command a memory prescribes through a lead (`sail npm run build`, `bundle exec
fastlane ...`, `mise exec -- zig build`), run by the agent without it: the same tool
spelled another way, through the real hooks (issue 29, round 32:
retain.core.toolwrapped). The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

from retain.core import toolkeys, toolwrapped
from retain.core.toolspans import WRAPPED
from test_tool_hook_keys import bash, failure, store


def test_the_inner_command_of_a_span_run_through_a_lead():
    assert toolwrapped.wrapped_run("sail npm run build") == "npm run build"
    assert toolwrapped.wrapped_run("./vendor/bin/sail composer ...") == "composer"
    assert toolwrapped.wrapped_run("bundle exec fastlane ...") == "fastlane"
    assert toolwrapped.wrapped_run("mise exec -- zig build") == "zig build"
    assert toolwrapped.wrapped_run("melos exec --scope=core -- flutter test") == "flutter test"
    # the parser keys it already, with its subcommand: the span is compared as it is
    assert toolwrapped.wrapped_run("bundle exec rails db:migrate") is None
    # an interpreter is the tool spelled another way, not a lead it needs
    assert toolwrapped.wrapped_run("python -m pytest -x") is None
    assert toolwrapped.wrapped_run("cargo build --release") is None


def test_only_a_prescribed_span_keys_its_inner_command():
    keys = toolkeys.memory_keys("Build assets in the container: `sail npm run build`.")
    assert ("cmd", "npm run build", WRAPPED + "sail npm run build") in keys
    warned = toolkeys.memory_keys("Never `sail npm run build` on the CI box.")
    assert not any(t.startswith(WRAPPED) for _, _, t in warned)


def test_a_run_without_the_prescribed_lead(project, tmp_path):
    (mid,) = store(
        project, "Host node is too old for vite: build in the container, `sail npm run build`."
    )
    assert bash(project, tmp_path, "npm run build") == [mid]
    assert bash(project, tmp_path, "sail npm run build", "s-2") == []  # as prescribed
    assert bash(project, tmp_path, "npm run lint", "s-3") == []  # another script


def test_a_bare_tool_run_without_its_runner(project, tmp_path):
    (mid,) = store(project, "Always `bundle exec fastlane ...`: the Gemfile pins fastlane.")
    assert bash(project, tmp_path, "fastlane beta") == [mid]
    assert bash(project, tmp_path, "bundle exec fastlane beta", "s-2") == []


def test_a_run_with_options_of_its_own_is_that_run(project, tmp_path):
    store(project, "Regenerate the todo with `bundle exec rubocop --auto-gen-config`.")
    assert bash(project, tmp_path, "bin/rubocop -a app/models") == []


def test_a_failed_run_through_the_lead_is_not_the_mistake(project, tmp_path):
    store(
        project,
        "Always `bundle exec fastlane ...`: the system fastlane fails as too old.",
        kind="lesson",
    )
    error = "Exit code 1\n[!] Invalid username and password combination."
    assert failure(project, tmp_path, "bundle exec fastlane beta", error) == []


def test_m026_keys_the_inner_command_of_a_store_written_before_it(tmp_path):
    """A store written before m026 held no key for the command a span runs through its
    lead; the upgrade keys it, as a fresh write does."""
    from retain.store import migrations, queries
    from test_db import _store_at

    at = [s.__name__ for s in migrations.MIGRATIONS].index("m026_tool_keys_wrapped")
    conn = _store_at(tmp_path / "v25.db", migrations.MIGRATIONS[:at])
    mid = queries.insert_memory(
        conn, text="Build assets in the container: `sail npm run build`.",
        kind="constraint", valence="fact", scope="user", project_id=None, trust="user",
        confidence=0.9, now=1.0,
    )  # fmt: skip
    conn.execute("DELETE FROM tool_keys WHERE memory_id = ?", (mid,))
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = {k for (k,) in conn.execute("SELECT key FROM tool_keys WHERE memory_id = ?", (mid,))}
    assert "npm run build" in keys
    conn.close()
