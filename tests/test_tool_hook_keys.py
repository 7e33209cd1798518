"""Which key deserves a line at a tool call, through the real hook: hooks/retain-hook
pre-tool | tool-failure as a subprocess fed Claude Code's payloads, pointed at a real
project with its memories in the store. Each case states one rule of
retain.core.toolkeys / toolspans / toolcode / signature and rank.tool; the memories are
invented for the rule, not taken from a benchmark."""

from __future__ import annotations

from pathlib import Path

from test_tool_hook import context_of, fixture, memory_lines, run

PRE = ("PreToolUse", "pre-tool")


def store(project: Path, *texts: str, kind: str = "constraint") -> list[int]:
    """These memories, stored for the project (no embedder: keys only)."""
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    return [mem.add(text, kind=kind, embed=False) for text in texts]


def bash(project: Path, tmp_path: Path, command: str, session: str = "s-1") -> list[int]:
    """The memory ids the pre-tool hook shows before this Bash command."""
    payload = fixture("PreToolUse", "Bash", project)
    payload["tool_input"] = {"command": command, "description": "x"}
    payload["session_id"] = session
    return shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse"))


def edit(
    project: Path, tmp_path: Path, rel: str, new: str = "x = 1\n", session: str = "s-1"
) -> list[int]:
    """The memory ids the pre-tool hook shows before this Edit of project-relative `rel`."""
    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch()
    payload = fixture("PreToolUse", "Edit", project)
    payload["tool_input"] = {"file_path": str(path), "old_string": "x", "new_string": new}
    payload["session_id"] = session
    return shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse"))


def write(project: Path, tmp_path: Path, rel: str, content: str, session: str = "s-1") -> list[int]:
    """The memory ids the pre-tool hook shows before this Write of project-relative `rel`."""
    payload = fixture("PreToolUse", "Write", project)
    payload["tool_input"] = {"file_path": str(project / rel), "content": content}
    payload["session_id"] = session
    return shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse"))


def failure(project: Path, tmp_path: Path, command: str, error: str) -> list[int]:
    payload = fixture("PostToolUseFailure", "Bash", project)
    payload["tool_input"] = {"command": command, "description": "x"}
    payload["error"] = error
    text = context_of(run("tool-failure", payload, tmp_path), "PostToolUseFailure")
    assert all("seen before:" in line for line in memory_lines(text))
    return shown(text)


def shown(text: str) -> list[int]:
    return [int(line.split("]", 1)[0][3:]) for line in memory_lines(text)]


# -- commands a memory names, compared with the call ---------------------------------


def test_commands_named_as_alternatives_share_what_is_said_of_them(project, tmp_path):
    """`npm install`/`npm ci` writes ...: both are the subject, neither is prescribed."""
    (mid,) = store(project, "Use yarn only. `npm install`/`npm ci` writes a lockfile CI rejects.")
    assert bash(project, tmp_path, "npm install") == [mid]
    assert bash(project, tmp_path, "yarn install", "s-2") == []


def test_a_qualifier_between_a_command_and_its_verb_keeps_it_the_subject(project, tmp_path):
    (mid,) = store(
        project,
        "`make test` at the top level runs the slow e2e suite too; while iterating use "
        "`make unit`.",
    )
    assert bash(project, tmp_path, "make test") == [mid]
    assert bash(project, tmp_path, "make unit", "s-2") == []  # prescribed, already run


def test_a_toolchain_selector_is_an_option_of_the_command(project, tmp_path):
    (mid,) = store(project, "Run `cargo +nightly fmt --all`: stable ignores our rustfmt.toml.")
    assert bash(project, tmp_path, "cargo fmt --all") == [mid]
    assert bash(project, tmp_path, "cargo +nightly fmt --all", "s-2") == []


def test_a_placeholder_stands_for_any_word_and_is_never_a_path(project, tmp_path):
    (mid,) = store(
        project, "Add a dependency to one package: `pnpm add <pkg> --filter @acme/<app>`."
    )
    assert bash(project, tmp_path, "pnpm add zod") == [mid]  # no --filter


def test_another_subcommand_of_the_same_tool_is_another_command(project, tmp_path):
    (mid,) = store(
        project, "Try DAGs in the container: `docker compose exec sched airflow dags test <id>`."
    )
    assert bash(project, tmp_path, "docker compose exec sched airflow dags trigger nightly") == []
    assert bash(project, tmp_path, "airflow dags test nightly", "s-2") == [mid]


def test_a_command_run_after_cd_out_of_the_project_is_not_about_it(project, tmp_path):
    (mid,) = store(project, "Never `make deploy` from a laptop; CI deploys on merge.")
    other = tmp_path / "other-repo"
    other.mkdir()
    assert bash(project, tmp_path, f"cd {other} && make deploy") == []
    assert bash(project, tmp_path, f"cd {project}/sub && make deploy", "s-2") == [mid]


def test_an_option_prescribed_to_every_run_of_a_tool(project, tmp_path):
    (mid,) = store(project, "Pass `--context stg-1` to every kubectl command; the default is prod.")
    assert bash(project, tmp_path, "kubectl get pods -n web") == [mid]
    assert bash(project, tmp_path, "kubectl --context stg-1 get pods", "s-2") == []


def test_a_project_launcher_keys_every_run_of_its_tool(project, tmp_path):
    (mid,) = store(project, "Use the binstubs (`bin/rails`, `bin/rspec`): the global rails is 7.0.")
    assert bash(project, tmp_path, "rails g model Reminder") == [mid]
    assert bash(project, tmp_path, "bin/rails g model Reminder", "s-2") == []


# -- paths a memory names --------------------------------------------------------------


def test_a_path_right_after_a_command_is_where_it_runs(project, tmp_path):
    store(project, "Before `helm lint` on charts/api run `helm dependency build`.")
    assert edit(project, tmp_path, "charts/api/templates/deploy.yaml") == []


def test_a_file_named_in_an_exception_is_not_a_key(project, tmp_path):
    store(
        project, "No `export default`, except where the framework needs it (page.tsx, layout.tsx)."
    )
    assert edit(project, tmp_path, "app/orders/page.tsx", "export function x() {}") == []


def test_edit_x_sends_the_work_there(project, tmp_path):
    store(project, "Cluster changes go through git: edit k8s/base and let the sync apply them.")
    assert edit(project, tmp_path, "k8s/base/api/deploy.yaml") == []


def test_add_a_step_in_x_sends_the_work_there(project, tmp_path):
    store(
        project, "A change to a stored struct must bump VERSION and add a step in core/migrate.rs."
    )
    assert edit(project, tmp_path, "core/migrate.rs") == []


def test_a_memory_that_opens_with_an_error_keys_only_what_it_forbids(project, tmp_path):
    (mid,) = store(
        project,
        "`ImportError: cannot import name 'Widget'` at startup comes from api/app.py "
        "importing itself; never `import *` there.",
        kind="bugfix",
    )
    assert edit(project, tmp_path, "api/app.py") == []  # the remedy's place
    assert edit(project, tmp_path, "api/app.py", "from w import *", "s-2") == [mid]
    error = "Exit code 1\nImportError: cannot import name 'Widget' from 'w'"
    assert failure(project, tmp_path, "python -m api", error) == [mid]


# -- what a memory forbids an edit or a command to write ----------------------------


def test_cannot_and_deprecated_forbid_what_follows(project, tmp_path):
    client, interval, cluster = store(
        project,
        "Server components can't import from `@acme/ui/client`.",
        "`schedule_interval=` is deprecated; DAGs use `schedule=`.",
        "Clusters: stg-1 and prd-2. prd-1 was decommissioned in May.",
    )
    assert edit(project, tmp_path, "web/page.tsx", "import { T } from '@acme/ui/client'") == [
        client
    ]
    assert edit(project, tmp_path, "web/page.tsx", "import { T } from '@acme/ui'", "s-2") == []
    assert edit(project, tmp_path, "dags/a.py", "DAG('a', schedule_interval='@daily')") == [
        interval
    ]
    assert bash(project, tmp_path, "aws eks update-kubeconfig --name prd-1") == [cluster]


def test_a_route_a_memory_rules_out_is_forbidden_to_write(project, tmp_path):
    (mid,) = store(
        project, "The admin is mounted at /console/, not /admin/ (scanners).", kind="fact"
    )
    assert bash(project, tmp_path, "curl -s localhost:8000/admin/") == [mid]
    assert bash(project, tmp_path, "curl -s localhost:8000/console/", "s-2") == []


# -- ranking ---------------------------------------------------------------------------


def test_a_folder_memory_does_not_stand_in_for_the_file_memory_shown_already(project, tmp_path):
    gen, folder = store(
        project,
        "web/src/gen/client.ts is generated by `pnpm gen`. Don't edit it by hand.",
        "Code under web/src uses named exports only.",
    )
    assert edit(project, tmp_path, "web/src/gen/client.ts") == [gen]
    assert edit(project, tmp_path, "web/src/gen/client.ts", "y = 2") == []  # same session
    assert edit(project, tmp_path, "web/src/app/page.tsx", "y = 3", "s-2") == [folder]


# -- the failure hook ------------------------------------------------------------------


def test_an_error_named_in_a_name_message_head_is_an_error_name(project, tmp_path):
    (mid,) = store(
        project,
        "`Shop::UniqueViolation ... orders_on_cart_id` at checkout = double submit; keep the lock.",
        kind="bugfix",
    )
    error = "Exit code 1\nShop::UniqueViolation: ERROR:  duplicate key value violates it"
    assert failure(project, tmp_path, "bin/rspec", error) == [mid]


def test_a_memory_s_backticked_error_name_is_kept(project, tmp_path):
    (mid,) = store(
        project, "`Acme::PendingThingError` after a pull: run `bin/setup`.", kind="bugfix"
    )
    error = "Exit code 1\n/x/y.rb:12:in `check': pending (Acme::PendingThingError)"
    assert failure(project, tmp_path, "bin/rspec", error) == [mid]


def test_an_error_header_brings_its_message_line(project, tmp_path):
    (mid,) = store(
        project,
        '`The asset "app.css" is not present in the asset pipeline` in specs: build the CSS.',
        kind="bugfix",
    )
    error = (
        "Exit code 1\n  ActionView::Template::Error:\n"
        '    The asset "app.css" is not present in the asset pipeline.\n1 example, 1 failure'
    )
    assert failure(project, tmp_path, "bin/rspec", error) == [mid]


def test_could_not_and_dot_leaders_are_read_as_error_speech(project, tmp_path):
    gems, hook = store(
        project,
        "`Could not find pg-1.5.4 in locally installed gems` means `bundle install`.",
        "pre-commit `check json....Failed` after an upgrade: reinstall the hooks.",
        kind="bugfix",
    )
    error = (
        "Could not find pg-1.5.4 in locally installed gems\n"
        "Run `bundle install` to install missing gems."
    )
    assert failure(project, tmp_path, "bin/rails s", error) == [gems]
    out = "check yaml..........Passed\ncheck json..........Failed\n- hook id: check-json"
    assert failure(project, tmp_path, "git commit -m x", out) == [hook]


def test_a_timed_out_command_failed_at_its_last_line(project, tmp_path):
    (mid,) = store(
        project,
        "`Waiting for the build lock held by the indexer` that never ends: stop the indexer.",
        kind="bugfix",
    )
    error = (
        "Exit code 143\n   Waiting for the build lock held by the indexer\n"
        "Command timed out after 2m 0.0s"
    )
    assert failure(project, tmp_path, "cargo build", error) == [mid]


def test_of_two_commands_contrasted_the_one_doing_the_work_is_the_way(project, tmp_path):
    (mid,) = store(
        project,
        "E2E needs the API up: `make e2e` starts api and web first; `npx cypress run` alone "
        "fails with `connect ECONNREFUSED 127.0.0.1:4000`.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "make e2e") == []
    error = "Exit code 1\nError: connect ECONNREFUSED 127.0.0.1:4000"
    assert failure(project, tmp_path, "npx cypress run", error) == [mid]
