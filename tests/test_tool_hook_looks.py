"""A look is not the run a rule is about, through the real hook (pre-tool): a subcommand
that only lists or shows what the words before it name (`deploy list`), a look handed to
ssh, and a file name a memory gives as another folder's own. The memories are invented
for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core.toolsubs import another_subcommand
from retain.rank.toolcall import reads_only
from test_tool_hook_keys import bash, edit, store


def test_a_look_further_down_a_command_is_another_subcommand():
    assert another_subcommand("sls deploy list --stage prod", "npx sls deploy")
    assert another_subcommand("sls deploy", "npx sls deploy list --stage prod")
    # the same run with options or a target after it is the same subcommand
    assert not another_subcommand("sls deploy", "npx sls deploy --stage prod")
    assert not another_subcommand("helm upgrade", "helm upgrade --install web ./chart")
    assert not another_subcommand("cargo deploy", "cargo deploy release")


def test_a_rule_on_a_deploy_is_not_tied_to_listing_its_deploys(project, tmp_path):
    (mid,) = store(
        project, "`serverless deploy` goes to dev; never `serverless deploy --stage live` by hand."
    )
    assert bash(project, tmp_path, "serverless deploy list --stage live") == []
    assert bash(project, tmp_path, "serverless deploy --stage live", "s-2") == [mid]


def test_a_look_prescribed_before_a_step_is_not_tied_to_the_step(project, tmp_path):
    store(project, "Before undoing a release, check `ferry release list --env live` first.")
    assert bash(project, tmp_path, "ferry release --env live") == []


def test_a_look_handed_to_ssh_only_reads():
    assert reads_only("ssh deploy@app1 'tail -n 20 /srv/app/log/app.log'")
    assert reads_only("ssh app1 'ls -l /srv/backups | tail -3'")
    assert not reads_only("ssh deploy@app1 'cd /srv/app && git pull'")
    assert not reads_only("ssh deploy@app1")  # a login: whatever is typed there
    assert not reads_only("ssh app1 'sudo bash -s'")
    assert not reads_only("ssh app1 config:set shop KEY=1")


def test_a_rule_on_runs_over_ssh_is_not_tied_to_reading_a_log_there(project, tmp_path):
    (mid,) = store(
        project, "Never `git pull` or a migration over `ssh deploy@app1` by hand: CI deploys."
    )
    assert bash(project, tmp_path, "ssh deploy@app1 'tail -n 20 /srv/app/log/app.log'") == []
    assert bash(project, tmp_path, "ssh deploy@app1 'cd /srv/app && git pull'", "s-2") == [mid]


def test_a_file_named_as_another_folders_own_is_not_the_roots(project, tmp_path):
    (mid,) = store(
        project,
        "`services/billing/` has its own `compose.yaml`; never start billing from the root.",
    )
    assert edit(project, tmp_path, "compose.yaml", "services:\n  web: {}\n") == []
    assert edit(project, tmp_path, "services/billing/compose.yaml", "x: 1\n", "s-2") == [mid]
