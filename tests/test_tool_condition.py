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


def test_the_environments_a_call_names_other_than_production():
    assert tooltarget.other_environments("SHIP_NAMESPACE=dev shipctl job run x.hcl") == [
        ("dev", "develop", "development")
    ]
    assert tooltarget.other_environments("appctl push -P acme-staging --force") == [
        ("staging", "stage", "stg")
    ]
    # production among them, or no environment at all: unknown, nothing read
    assert tooltarget.other_environments("appctl push -P dev --to prod") == []
    assert tooltarget.other_environments("appctl push --force") == []
    # a model, an image tag or a flag holding the word is no environment
    assert tooltarget.other_environments("dbt run -s stg_orders") == []
    assert tooltarget.other_environments("make push IMG=api:dev") == []
    assert tooltarget.other_environments("worker run --test-scheduled") == []


def test_what_a_memory_says_is_fine():
    dev = ("dev", "develop", "development")
    staging = ("staging", "stage", "stg")
    assert tooltarget.exempts("Never `shipctl run` against prod; dev is fine without.", dev)
    assert tooltarget.exempts("no `--force` on acme-prod (fine on dev)", dev)
    assert tooltarget.exempts("Roll prod one node at a time; staging can go at once.", staging)
    assert tooltarget.exempts("`appctl push -P staging` is fine any time.", staging)
    assert not tooltarget.exempts("staging is not fine for load tests", staging)
    # staging named as governed, dev as free: only dev is exempted
    both = "Never `stackctl destroy` staging or prod. Dev may be destroyed and rebuilt."
    assert tooltarget.exempts(both, dev)
    assert not tooltarget.exempts(both, staging)


def test_a_run_in_an_environment_the_memory_exempts(project, tmp_path):
    (mid,) = store(
        project,
        "In the prod namespace a job is only started with the plan's index: `shipctl job "
        "run -check-index <n>`. Never a bare `shipctl job run` against prod; dev is fine.",
    )
    assert bash(project, tmp_path, "SHIP_NAMESPACE=prod shipctl job run web.hcl") == [mid]
    assert bash(project, tmp_path, "SHIP_NAMESPACE=dev shipctl job run web.hcl", "s-2") == []
    assert bash(project, tmp_path, "shipctl job run -namespace=dev web.hcl", "s-3") == []
    # a cluster it names by address, in no environment's name: the memory still speaks
    remote = "shipctl job run -address=https://ship.acme.example web.hcl"
    assert bash(project, tmp_path, remote, "s-4") == [mid]


def test_a_run_in_an_environment_a_production_guard_does_not_name(project, tmp_path):
    (mid,) = store(
        project,
        "Never `appctl push --force` to acme-prod: it drops the live rules. Ask in #ops.",
    )
    assert bash(project, tmp_path, "appctl push -P acme-prod --force") == [mid]
    assert bash(project, tmp_path, "appctl push -P acme-staging --force", "s-2") == []
    # a memory naming the environment it governs keeps it
    (other,) = store(project, "Never `stackctl destroy` staging or prod: rebuilds take a day.")
    assert bash(project, tmp_path, "stackctl destroy --stack staging --yes", "s-3") == [other]


def test_a_run_of_the_command_a_memory_says_is_fine(project, tmp_path):
    (mid,) = store(
        project,
        "`shipctl deploy staging` is fine anytime. `shipctl deploy production` only after "
        "the release PR is merged.",
    )
    assert bash(project, tmp_path, "shipctl deploy staging --activate") == []
    # the same command run where the memory names no environment: still tied
    assert bash(project, tmp_path, "shipctl deploy --activate", "s-2") == [mid]
    assert tooltarget.runs_exempt_command(
        "`shipctl deploy staging` is fine anytime.", "shipctl deploy staging --activate"
    )
    # said of a command naming no environment, or denied: no exemption
    assert not tooltarget.runs_exempt_command("`shipctl lint` is fine.", "shipctl lint")
    assert not tooltarget.runs_exempt_command(
        "`shipctl deploy staging` is not fine today.", "shipctl deploy staging"
    )
