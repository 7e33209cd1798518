"""Failure -> fix learning, round 23: the agent's rules stated under a label in its final
message are one lesson; a log's labelled reason, not its frame, is the failure; a linker's
summary and a box's border are no error line; an install of another build of the failed
program, a vendoring step and an EDN config edit can be the fix; a toolchain switch answers
the output's line asking for another version, which becomes the failure it fixed.

Each session is written in Claude Code's JSONL shape (benchmarks/cc_transcript.py); the
projects, tools' runs and messages are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import fixes, live_texts, session
from retain.sleep.capture import capture
from retain.sleep.fix_telling import decisive_line


def test_rules_listed_under_a_label_in_the_summary_are_one_lesson(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("atlas")
    t.user("rename the Tile.legacy_zoom field, nothing uses it")
    t.bash("make proto-check", "ok\n")
    t.say(
        "Tile.legacy_zoom is gone.\n\nThree rules for this repo:\n"
        "1. Run `make proto-check` before every regenerate.\n"
        "2. Keep removed field numbers as `reserved` lines."
    )
    path = t.write(tmp_path / "s.jsonl")
    [lesson] = [c for c in capture(path) if c.actor == "agent"]
    assert "make proto-check" in lesson.text and "reserved" in lesson.text
    texts = live_texts(tmp_path, t, project_dir)
    assert any("make proto-check" in x and "reserved" in x for x in texts), texts


def test_a_label_with_nothing_after_it_and_no_items_is_no_lesson(tmp_path: Path) -> None:
    t = session("atlas")
    t.user("rename the field")
    t.bash("make proto-check", "ok\n")
    t.say("Renamed it. For this repo:")
    assert [c for c in capture(t.write(tmp_path / "s.jsonl")) if c.actor == "agent"] == []


def test_a_labelled_reason_wins_over_the_log_lines_framing_it() -> None:
    out = (
        "Waiting for changelog lock....\nERROR: Exception Details\n"
        "ERROR: Exception Primary Class:  LockException\n"
        "ERROR: Exception Primary Reason:  Could not acquire change log lock.  Currently "
        "locked by runner-3\n"
    )
    assert decisive_line(out).endswith(
        "Could not acquire change log lock.  Currently locked by runner-3"
    )


def test_the_linkers_summary_and_a_box_border_are_no_error_line() -> None:
    linker = (
        "/usr/bin/ld: cannot find -lsodium: No such file or directory\n"
        "collect2: error: ld returned 1 exit status\n"
    )
    assert decisive_line(linker) == "/usr/bin/ld: cannot find -lsodium: No such file or directory"
    boxed = (
        "+------------------------+\n  License Acceptance\n+------------------------+\n"
        "Foo Client cannot execute without accepting the license\n"
    )
    assert decisive_line(boxed) == "Foo Client cannot execute without accepting the license"


def test_another_build_of_the_failed_program_installed_from_its_file_is_the_fix(
    tmp_path: Path,
) -> None:
    t = session("site")
    t.bash("zola build", "Error: this feature is not available in your current zola build", 1)
    t.bash("sudo dpkg -i zola_full_0.19.2_amd64.deb", "Setting up zola (0.19.2) ...")
    t.bash("zola build", "Done in 212ms.")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies == ("running `sudo dpkg -i zola_full_0.19.2_amd64.deb`",)


def test_an_install_of_another_program_is_not_the_failed_programs_own() -> None:
    from retain.sleep.fix_programs import program
    from retain.sleep.fix_steps import own_package

    failed = program("zola build")
    assert failed is not None
    assert own_package(failed, ["zola_full_0.19.2_amd64.deb"])
    assert not own_package(failed, ["libzolaish-dev"])


def test_a_vendoring_step_answers_a_missing_cookbook(tmp_path: Path) -> None:
    t = session("ops")
    out = "FATAL: Chef::Exceptions::CookbookNotFound: Cookbook redis not found.\n"
    t.bash(
        "chef-client -z -o 'recipe[cache]'", out + "FATAL: exited unsuccessfully (exit code 1)", 1
    )
    t.bash("berks vendor cookbooks", "Vendoring redis (4.1.0) to cookbooks/redis")
    t.bash("chef-client -z -o 'recipe[cache]'", "Infra Phase complete")
    [fix] = fixes(tmp_path, t)
    assert "Cookbook redis not found." in fix.error
    assert fix.remedies == ("running `berks vendor cookbooks`",)


def test_an_edn_config_edit_before_the_same_command_passes_is_the_fix(tmp_path: Path) -> None:
    t = session("ledger")
    t.bash("clojure -M:test", "Error building classpath. Could not find artifact a:b:jar:1.0", 1)
    t.edit("/home/dev/ledger/deps.edn", '{:paths ["src"]', '{:paths ["src"]\n :mvn/repos {}')
    t.bash("clojure -M:test", "Ran 4 tests. 0 failures.")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies[0].startswith("editing `deps.edn`")


def test_a_toolchain_switch_answers_the_line_asking_for_a_version(tmp_path: Path) -> None:
    t = session("quill")
    out = (
        "error: Incompatible Lumen version\n\n"
        "The package `lumen_core` requires a Lumen version satisfying >= 2.0.0 but you are "
        "using v1.8.0.\n"
    )
    t.bash("lumen build", out, 1)
    t.bash("mise use lumen@2.1.0", "mise lumen@2.1.0 installed")
    t.bash("lumen build", "Compiled in 1.2s")
    [fix] = fixes(tmp_path, t)
    assert fix.error.startswith("The package `lumen_core` requires a Lumen version")
    assert fix.remedies == ("running `mise use lumen@2.1.0`",)


def test_a_run_without_its_timeout_wrapper_and_with_a_port_is_the_lesson(tmp_path: Path) -> None:
    t = session("dags")
    banner = "  ____  /| |_  /__  ___/_  /_ __\n _/_/  |_/_/  /_/    /_/\n"
    log = "[2026-11-20 09:14:02 +0000] [51822] [ERROR] Connection in use: ('0.0.0.0', 8080)\n"
    t.bash("timeout 30 skyflow webserver", banner + "[INFO] Starting\n" + log, 1)
    t.bash("skyflow webserver --port 8081", "Listening at: http://0.0.0.0:8081")
    [fix] = fixes(tmp_path, t)
    assert fix.error.endswith("[ERROR] Connection in use: ('0.0.0.0', 8080)")
    assert fix.remedies == ("running `skyflow webserver --port 8081` instead",)


def test_a_command_writing_the_setting_the_error_asks_for_is_the_fix(tmp_path: Path) -> None:
    t = session("cluster")
    err = 'ERROR: running pod with rootless mode requires setting systemd property "Delegate=yes"'
    t.bash("podkind create cluster", err, 1)
    t.bash(
        "printf '[Service]\\nDelegate=yes\\n' | sudo tee /etc/systemd/system/u.d/d.conf",
        "[Service]\nDelegate=yes",
    )
    t.bash("sudo systemctl daemon-reload && podkind create cluster", "Cluster ready")
    [fix] = fixes(tmp_path, t)
    assert "Delegate=yes" in fix.text() and "tee /etc/systemd" in fix.text()


def test_removing_the_cache_a_command_names_before_the_pass_is_the_fix(tmp_path: Path) -> None:
    t = session("thesis")
    err = "ERROR - Cannot find file 'recode_data.xml'!\n"
    t.bash("latexmk -pdf thesis.tex", err, 12)
    t.bash("rm -f thesis.bbl && latexmk -pdf thesis.tex", err, 12)  # a wrong try
    t.bash('rm -rf "$(biber --cache)" && latexmk -pdf thesis.tex', "Output written on thesis.pdf")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies == ('running `rm -rf "$(biber --cache)"`',)


def test_another_action_of_the_failed_program_leaves_the_failure_open(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("plume")
    out = (
        "conda_lock.errors.PlatformValidationError: Dependency specification hash is not up to date"
    )
    t.user("install from the lockfile into plume-ci")
    t.bash("conda-lock install -n plume-ci conda-lock.yml", out, 1)
    t.bash("conda-lock lock -f environment.yml -p linux-64", "Locking dependencies")
    t.user("no, don't change the lockfile. put it back")
    t.bash("git checkout -- conda-lock.yml", "")
    t.say(
        "The install still fails because environment.yml no longer matches the frozen lock; "
        "reverting the environment.yml edit would be the other way."
    )
    t.user("leave it")
    assert not any("environment.yml" in x for x in live_texts(tmp_path, t, project_dir))


def test_the_agents_account_naming_the_variable_the_pass_set_joins_its_memory(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("edge")
    t.user("run the edge recipe in local mode")
    t.bash("cheffy -z -o web", "Cheffy cannot execute without accepting the license", 172)
    t.say("Without a TTY it can't prompt. The pipeline sets CHEFFY_LICENSE; doing the same.")
    t.bash("CHEFFY_LICENSE=accept-silent cheffy -z -o web", "Converged 14 resources")
    [memory] = live_texts(tmp_path, t, project_dir)
    assert memory.startswith("`cheffy -z -o web` failed with") and "pipeline sets" in memory


def test_an_edit_the_agent_put_back_before_the_pass_fixed_nothing(tmp_path: Path) -> None:
    t = session("svc")
    t.bash("pytest -q", "E   ConnectionError: upstream timed out after 5s\n1 failed", 1)
    t.edit("/home/dev/svc/pytest.ini", "timeout = 5", "timeout = 60")
    t.edit("/home/dev/svc/pytest.ini", "timeout = 60", "timeout = 5")  # undone
    t.bash("pytest -q", "12 passed in 0.8s")
    assert fixes(tmp_path, t) == []


def test_rules_for_any_subject_and_in_hebrew_label_a_listed_lesson(tmp_path: Path) -> None:
    for label in ("Rules for volumes on this rootless box:", "כללים לפרויקט הזה:"):
        t = session("vols")
        t.user("set up the dev database")
        t.bash("podman ps", "")
        t.say(f"Done.\n\n{label}\n- always add `:Z` to the volume;\n- run `make seed` once.")
        [lesson] = [c for c in capture(t.write(tmp_path / "s.jsonl")) if c.actor == "agent"]
        assert ":Z" in lesson.text and "make seed" in lesson.text
