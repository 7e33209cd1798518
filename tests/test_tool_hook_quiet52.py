"""Round 52 of the tool hooks' silence (issue 29), through the real hook (hooks/retain-hook
as a subprocess fed Claude Code's payloads): a command in the subject of a note about a
failure is where the error showed, not a form it forbids; a production guard written in
another language is read as one; a run from a folder named for another environment picks
that environment; a fact telling what is no longer done states no rule.
The memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from test_tool_hook_keys import bash, store

# -- a failure note's subject names where the error showed ---------------------------


def test_a_command_in_a_failure_notes_subject_is_not_forbidden(project, tmp_path):
    # Spanish/Portuguese `no` ("in the") before the command is no prohibition here
    store(
        project,
        "`ECONNREFUSED 127.0.0.1:6379` no `npm run worker` significa que o Redis não "
        "subiu: `docker compose up -d redis` antes.",
        kind="bugfix",
    )
    assert bash(project, tmp_path, "npm run worker") == []


def test_a_prohibition_before_a_symptom_still_ties_the_command(project, tmp_path):
    (mid,) = store(project, "Don't `cargo clean` to fix a flaky test - it drops the whole cache.")
    assert bash(project, tmp_path, "cargo clean") == [mid]


def test_a_prohibition_of_a_command_still_ties_a_run_of_it(project, tmp_path):
    (mid,) = store(project, "No `npm run worker` on the laptop: it drains the shared queue.")
    assert bash(project, tmp_path, "npm run worker") == [mid]


# -- production guards in the memories' languages ------------------------------------


def test_a_french_production_guard_is_not_about_a_local_run(project, tmp_path):
    store(
        project,
        "Ne jamais lancer `alembic upgrade head` contre la base de prod : la CI applique "
        "les migrations.",
    )
    assert bash(project, tmp_path, "alembic upgrade head") == []


def test_a_french_production_guard_still_ties_a_run_against_production(project, tmp_path):
    (mid,) = store(
        project,
        "Ne jamais lancer `alembic upgrade head` contre la base de prod : la CI applique "
        "les migrations.",
    )
    call = "DATABASE_URL=postgres://prod-db.internal/app alembic upgrade head"
    assert bash(project, tmp_path, call) == [mid]


def test_guards_read_in_several_languages():
    from retain.rank.tooltie import GUARDS

    assert GUARDS.search("nie `x` gegen die Prod-DB laufen lassen")
    assert GUARDS.search("nunca rodar `x` em produção")
    assert GUARDS.search("не запускать `x` на проде")
    assert not GUARDS.search("no rodar `x` en local")
    assert not GUARDS.search("не запускать `x` на продукте")


# -- a folder named for an environment ------------------------------------------------


def test_a_run_from_a_dev_folder_is_not_tied_by_a_prod_guard(project, tmp_path):
    (mid,) = store(
        project, "Never `terraform apply` in `infra/envs/prod` from a laptop: Atlantis applies it."
    )
    for env in ("dev", "prod"):
        (project / "infra" / "envs" / env).mkdir(parents=True)
    assert bash(project, tmp_path, "cd infra/envs/dev && terraform apply plan.out") == []
    call = "cd infra/envs/prod && terraform apply plan.out"
    assert bash(project, tmp_path, call, "s-2") == [mid]


def test_selected_reads_a_cd_into_an_environments_folder():
    from retain.rank.tooltie import selected

    assert selected("cd infra/envs/staging && terraform plan") == ["staging"]
    assert selected("cd src && make") == []


# -- what is no longer done -----------------------------------------------------------


def test_a_fact_about_what_is_no_longer_done_states_no_rule():
    from retain.core.toolfolders import fact_rule

    def rule(text: str) -> bool:
        return fact_rule("cmd", "helm upgrade", text)

    assert not rule("Until 2023 CI ran `helm upgrade` (no longer used).")
    assert not rule("2023年までは CI で `helm upgrade` していた（今はもう使っていない）。")
    assert rule("`helm upgrade` is no longer manual; never run it by hand.")


def test_a_guard_on_a_kamal_run_holds_without_a_destination(project, tmp_path):
    # kamal acts on the servers of its deploy file (production) unless a run picks another
    (mid,) = store(project, "`kamal app exec` nie auf Produktion: es blockiert die Worker.")
    assert bash(project, tmp_path, "kamal app exec 'bin/rails runner x'") == [mid]
