"""A command reached through a package manager, and a prescribed command line of a tool
the command table does not know, through the real pre-tool hook (issue 29, round 24).
The memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core import toolkeys
from test_tool_hook_keys import bash, store


def test_a_package_manager_runs_the_project_tool_named_after_it():
    """`pnpm wrangler deploy` runs wrangler, as `npx wrangler deploy` does; a script
    (`pnpm build`) is the package manager's own command."""
    assert toolkeys.command_lookup("pnpm wrangler deploy")[0][0] == "wrangler deploy"
    assert toolkeys.command_lookup("pnpm --filter web exec playwright test")[0][0] == (
        "playwright test"
    )
    assert toolkeys.command_lookup("npm exec -- prisma migrate dev")[0][0] == "prisma migrate"
    assert toolkeys.command_lookup("bun x biome check .")[0][0] == "biome check"
    assert toolkeys.command_lookup("pnpm build")[0][0] == "pnpm build"
    assert toolkeys.command_lookup("yarn workspace web dev")[0][0] == "yarn workspace"


def test_a_rule_about_a_tool_is_tied_to_its_run_through_the_package_manager(project, tmp_path):
    (mid,) = store(
        project,
        "Production deploys only happen from CI; never run `wrangler deploy` without --env "
        "from a laptop.",
    )
    assert bash(project, tmp_path, "pnpm wrangler deploy") == [mid]
    assert bash(project, tmp_path, "pnpm dlx wrangler deploy", "s-2") == [mid]
    assert bash(project, tmp_path, "pnpm wrangler deploy --env staging", "s-3") == []


def test_a_memory_naming_the_run_through_the_package_manager_is_tied_to_the_tool(project, tmp_path):
    (mid,) = store(
        project, "Never `pnpm exec prisma db push` against the shared database: it drops data."
    )
    assert bash(project, tmp_path, "npx prisma db push") == [mid]


def test_a_command_line_run_as_prescribed_says_nothing_new(project, tmp_path):
    """A tool the command table does not know, its line run as the memory writes it: the
    call follows the memory, whatever else (the script it names) ties them."""
    (mid,) = store(
        project,
        "Figures for the paper are produced only by scripts/figures.jl into figures/. "
        "Regenerate them with `julia --project=scripts scripts/figures.jl`.",
    )
    assert bash(project, tmp_path, "julia --project=scripts scripts/figures.jl") == []
    assert bash(project, tmp_path, "julia scripts/figures.jl", "s-2") == [mid]


def test_m023_rekeys_a_command_run_through_a_package_manager(tmp_path):
    """A store written before m023 held `pnpm exec` as the key; the upgrade keys the
    memory by the tool it runs, as a fresh write does."""
    from retain.store import migrations, queries
    from test_db import _store_at

    at = [s.__name__ for s in migrations.MIGRATIONS].index("m023_tool_keys_runners")
    conn = _store_at(tmp_path / "v22.db", migrations.MIGRATIONS[:at])
    mid = queries.insert_memory(
        conn, text="Never `pnpm exec prisma db push` on the shared database.", kind="decision",
        valence="fact", scope="user", project_id=None, trust="user", confidence=0.9, now=1.0,
    )  # fmt: skip
    conn.execute("UPDATE tool_keys SET key = 'pnpm exec' WHERE memory_id = ?", (mid,))
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = {k for (k,) in conn.execute("SELECT key FROM tool_keys WHERE memory_id = ?", (mid,))}
    assert "prisma db" in keys and "pnpm exec" not in keys
    conn.close()


# -- a tool named as the bare run that goes wrong -------------------------------------


def test_a_bare_run_of_a_tool_the_memory_warns_about_is_tied(project, tmp_path):
    """ "Bare prove uses the system perl": a bare run is what the memory warns about; the
    run through the wrapper it prescribes is the step followed."""
    (mid,) = store(
        project,
        "Run tests as `carton exec prove -lr t/`. Bare prove uses the system perl's modules "
        "and the results are random.",
    )
    assert bash(project, tmp_path, "prove -lr t/") == [mid]
    assert bash(project, tmp_path, "carton exec prove -lr t/", "s-2") == []


def test_the_projects_launcher_is_not_the_global_tool(project, tmp_path):
    (mid,) = store(
        project,
        "Use the ./mill wrapper, never a globally installed mill. The wrapper pins the "
        "version from .mill-version.",
    )
    assert bash(project, tmp_path, "mill api.compile") == [mid]
    assert bash(project, tmp_path, "colima start && ./mill api.itest", "s-2") == []


def test_a_fact_naming_the_plain_run_is_a_rule_for_it_not_for_a_run_with_its_option(
    project, tmp_path
):
    (mid,) = store(
        project,
        "fly.toml is the production app. A plain fly deploy goes to prod. Staging is fly "
        "deploy -c fly.staging.toml.",
        kind="fact",
    )
    assert bash(project, tmp_path, "fly deploy") == [mid]
    assert bash(project, tmp_path, "fly deploy -c fly.staging.toml", "s-2") == []
    assert bash(project, tmp_path, "fly ssh console", "s-3") == []


def test_a_plain_thing_that_is_no_program_keys_nothing():
    assert toolkeys.memory_keys("Plain Hashtbl is not domain-safe.") == []
    assert not [
        k
        for k in toolkeys.memory_keys("A plain System.getenv at configuration time fails.")
        if k[0] == "cmd"
    ]
