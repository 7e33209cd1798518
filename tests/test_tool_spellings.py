"""A command a memory names, run under another spelling: a deno subcommand, or by a shell
alias the memory defines, through the real pre-tool hook (issue 29, round 37). The
memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core import toolkeys
from test_tool_hook_keys import bash, store


def test_deno_runs_its_subcommands_not_a_script(project, tmp_path):
    assert toolkeys.command_lookup("deno test -A")[0][0] == "deno test"
    assert toolkeys.command_lookup("deno fmt docs/")[0][0] == "deno fmt"
    (mid,) = store(
        project,
        "Never `deno fmt` over docs/: the Markdown there is excluded in deno.json on purpose.",
    )
    assert bash(project, tmp_path, "deno fmt docs/") == [mid]
    assert bash(project, tmp_path, "deno lint", "s-2") == []


def test_m027_keys_a_deno_subcommand_of_a_store_written_before_it(tmp_path):
    """A store written before m027 read deno as an interpreter and held no key for
    `deno fmt`; the upgrade keys it, as a fresh write does."""
    from retain.store import migrations, queries
    from test_db import _store_at

    at = [s.__name__ for s in migrations.MIGRATIONS].index("m027_tool_keys_spellings")
    conn = _store_at(tmp_path / "v26.db", migrations.MIGRATIONS[:at])
    mid = queries.insert_memory(
        conn, text="Never `deno fmt` over docs/: it is excluded on purpose.",
        kind="constraint", valence="fact", scope="user", project_id=None, trust="user",
        confidence=0.9, now=1.0,
    )  # fmt: skip
    conn.execute("DELETE FROM tool_keys WHERE memory_id = ?", (mid,))
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = {k for (k,) in conn.execute("SELECT key FROM tool_keys WHERE memory_id = ?", (mid,))}
    assert "deno fmt" in keys
    conn.close()


def test_a_command_run_by_the_alias_a_memory_defines(project, tmp_path):
    assert toolkeys.command_lookup("k apply -f prod.yaml")[0][0] == "k apply"
    (mid,) = store(project, "Never `kubectl apply` against prod by hand; `k` is our kubectl alias.")
    assert bash(project, tmp_path, "k apply -f deploy/prod.yaml") == [mid]
    assert bash(project, tmp_path, "k get pods", "s-2") == []


def test_an_alias_the_agents_shell_does_not_have():
    """An alias defined only in someone's interactive shell: a run by it is a tool not to
    run (a run of the launcher by its path is another command: retain.core.toolspans)."""
    text = "The `dcx` alias only exists in my interactive zsh; in Bash calls spell out bin/dcx."
    assert ("cmd", "dcx", "-dcx") in toolkeys.memory_keys(text)
    # an alias the shell has is only another name: no rule against running it
    text = "Never `kubectl apply` against prod by hand; `k` is our kubectl alias."
    assert ("cmd", "k", "-k") not in toolkeys.memory_keys(text)


def test_a_launcher_run_after_environment_assignments_is_no_bare_tool():
    """A tool warned against by its bare name (`-sail`) is not the launcher run by its
    path, also after an environment assignment."""
    from retain.core.toolspans import span_verdict

    call = "FORCE_COLOR=0 ./vendor/bin/sail artisan test"
    assert span_verdict("-sail", {"./vendor/bin/sail", "artisan", "test"}, call) == "other"


def test_the_maven_wrapper_runs_maven_in_the_module_it_is_pointed_at(project, tmp_path):
    """`./mvnw -pl orders-service verify` is an `mvn verify` (a module picked with `-pl` is
    no subcommand), run in that module: a system `mvn verify` there is the run a memory
    warns about, the wrapper pointed at another module is another run."""
    assert toolkeys.command_lookup("./mvnw -pl ledger-api test")[0][0] == "mvn test"
    (mid,) = store(
        project,
        "Build one module from the root: `./mvnw -pl orders-service -am verify`. "
        "`cd orders-service && mvn ...` uses the system maven and misses the SNAPSHOTs.",
    )
    assert bash(project, tmp_path, "cd orders-service && mvn verify") == [mid]
    assert bash(project, tmp_path, "./mvnw -pl e2e-tests verify", "s-2") == []


def test_a_wrapper_named_in_prose_runs_its_tool(project, tmp_path):
    (mid,) = store(
        project,
        "Note to self: ./gradlew test builds every flavor and takes 12 minutes; in the loop "
        "use the one variant's unit tests.",
    )
    assert bash(project, tmp_path, "./gradlew test") == [mid]
    assert bash(project, tmp_path, "./gradlew lint", "s-2") == []
    assert bash(project, tmp_path, "./gradlew test --help", "s-3") == []


def test_a_command_asked_for_its_help_or_version_runs_nothing():
    assert toolkeys.command_lookup("kubectl apply --help")[0] == []
    assert toolkeys.command_lookup("helm --version")[0] == []
    # a `--version` with a value picks one: the command runs
    assert toolkeys.command_lookup("helm upgrade app chart --version 1.15.0")[0][0] == (
        "helm upgrade"
    )


def test_a_family_of_subcommands_a_memory_names_by_a_pattern(project, tmp_path):
    """`make ford*`, `just deploy-*`: every run of one of them looks the pattern up."""
    (mid,) = store(
        project,
        "All `just deploy-*` recipes push to the shared fly.io apps: never run one by hand.",
    )
    assert bash(project, tmp_path, "just deploy-client") == [mid]
    assert bash(project, tmp_path, "just dev", "s-2") == []
    assert bash(project, tmp_path, "echo just deploy-client", "s-3") == []


def test_a_long_option_between_subcommands_takes_its_value(project, tmp_path):
    """`deno task --cwd apps/api seed` runs the task `seed`, not every task."""
    assert toolkeys.command_lookup("deno task --cwd apps/api seed")[0][0] == "deno task seed"
    (mid,) = store(
        project, "Never `deno task --cwd apps/api seed` twice: it duplicates every fixture."
    )
    assert bash(project, tmp_path, "deno task --cwd apps/api seed") == [mid]
    assert bash(project, tmp_path, "deno task --cwd apps/api lint", "s-2") == []
