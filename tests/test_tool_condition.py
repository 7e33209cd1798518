"""A command a memory holds to a condition on production, run against production: the
call runs the command as the memory names it, so the span reads as followed, but the
memory's own words put production on it ("`x` in prod needs approval") and the call
picks production by a value it gives (`--target prod`, `-n shop-prod`, `APP_ENV=
production`). Through the real hooks (issue 29, round 33: retain.rank.tooltarget). The
memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.rank import tooltarget
from test_tool_hook_keys import bash, store


def test_the_values_a_call_runs_with():
    values = tooltarget.run_values(
        "APP_ENV=production kubectl exec -n shop-prod deploy/api -- rake db:seed --prod"
    )
    assert {"production", "shop-prod", "prod"} <= set(values)
    assert tooltarget.against_production("dbt run --target=prod")
    assert tooltarget.against_production("APP_ENV=production rake db:seed")
    # a path or a positional word is no value the call picks production with
    assert not tooltarget.against_production("cat notes/prod.md")
    assert not tooltarget.against_production("dbt run --target dev")


def test_production_said_of_the_command_the_memory_opens_with():
    text = "`dbt run --full-refresh` rebuilds every model; in prod it locks the warehouse."
    assert tooltarget.production_condition(text, "dbt run --full-refresh")
    # a later command (a step prescribed after the first) is not the one held to it
    both = "If you `kafka pause` a consumer, `kafka resume` it. A paused prod one lagged."
    assert not tooltarget.production_condition(both, "kafka resume")
    # production said before the command, of what comes after it
    before = "Before any deploy to prod run `helm diff upgrade api ./chart` and read it."
    assert not tooltarget.production_condition(before, "helm diff upgrade api ./chart")
    # said of another command the memory names later
    other = "Run `cdk synth` first. Never `cdk deploy --all` to prod."
    assert not tooltarget.production_condition(other, "cdk synth")
    # the command picks production itself: it is the step for it
    own = "Build for prod with `nixops build --on @prod` (touches nothing)."
    assert not tooltarget.production_condition(own, "nixops build --on @prod")


def test_a_run_against_production_owes_the_condition(project, tmp_path):
    (mid,) = store(
        project,
        "Rebuild the models with `dbt run --full-refresh`; in prod it locks the warehouse "
        "for hours, so there only on a Sunday.",
    )
    assert bash(project, tmp_path, "dbt run --full-refresh --target prod") == [mid]
    # the same run elsewhere is the command as the memory names it: nothing to add
    assert bash(project, tmp_path, "dbt run --full-refresh --target dev", "s-2") == []
    assert bash(project, tmp_path, "dbt run --full-refresh", "s-3") == []


def test_a_variable_or_namespace_picking_production(project, tmp_path):
    (mid,) = store(
        project,
        "Load demo data with `rake demo:seed`. Never run it with APP_ENV=production: it "
        "truncates the orders table first.",
    )
    assert bash(project, tmp_path, "APP_ENV=production rake demo:seed") == [mid]
    assert bash(project, tmp_path, "rake demo:seed", "s-2") == []


def test_a_step_prescribed_before_a_production_run_stays_quiet(project, tmp_path):
    store(
        project,
        "Before any deploy to prod run `helm diff upgrade api ./chart` and read the "
        "replaced resources.",
    )
    assert bash(project, tmp_path, "helm diff upgrade api ./chart --kube-context prod") == []
