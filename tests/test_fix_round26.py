"""Failure -> fix learning, round 26: the error line a fix records is the line that says
why, not a runner's summary, a warning or a progress line (retain.sleep.fix_telling); a
permission step (`chmod`, `chown`, a group joined, a capability given) fixes the access
error it answers; a run in a group just joined (`sg kvm -c 'make run'`) is that run; and
what a passing line runs after the failed program (`&& curl ...`, a `timeout 40` around
it) is no way of running it.

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import program, programs
from retain.sleep.fix_steps import through
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import find_fixes


def test_a_runners_summary_loses_to_the_line_that_says_why() -> None:
    make = (
        "cc -o bin/relay relay.c\n"
        "make[1]: *** No rule to make target 'keys/signing.pem', needed by 'bundle'.  Stop.\n"
        "make: *** [Makefile:88: bundle] Error 2\n"
    )
    assert decisive_line(make).startswith("make[1]: *** No rule to make target")
    scp = (
        "Permissions 0664 for '/home/ana/.ssh/relay_key' are too open.\n"
        "This private key will be ignored.\n"
        "scp: connection closed\n"
        "lost connection (code 1) at main.c(310)\n"
    )
    assert decisive_line(scp).startswith("Permissions 0664")
    pip = (
        "  error: subprocess-exited-with-error\n"
        "  src/fast.c:3:10: fatal error: zlib.h: No such file or directory\n"
        "  ERROR: Failed building wheel for fastzip\n"
    )
    assert decisive_line(pip) == "fatal error: zlib.h: No such file or directory"


def test_a_plainly_worded_cause_beats_a_progress_line() -> None:
    ant = (
        "Buildfile: /srv/ledger/build.xml\n\ncompile:\n    [javac] Compiling 40 files\n\n"
        "BUILD FAILED\n/srv/ledger/build.xml:12: Unable to locate tools.jar\n"
    )
    assert decisive_line(ant) == "Unable to locate tools.jar"
    karma = (
        "- Building...\n"
        "09:41:02.121:ERROR [launcher]: No binary for FirefoxHeadless browser on your platform.\n"
    )
    assert "No binary for FirefoxHeadless" in decisive_line(karma)
    npm = (
        "\n> kiosk@1.2.0 start\n> electron .\n\n"
        "[311:1121/101502:FATAL:sandbox_host.cc(158)] The sandbox helper is not configured "
        "correctly.\n"
    )
    assert "sandbox helper is not configured" in decisive_line(npm)


def test_a_warning_is_not_the_cause() -> None:
    out = (
        "npm warn deprecated glob@7.2.3: Glob versions prior to v9 are not supported\n"
        '[vite]: Rollup failed to resolve import "@/api" from "src/App.tsx".\n'
    )
    assert decisive_line(out).startswith("[vite]: Rollup failed to resolve")
    apache = (
        "AH00112: Warning: DocumentRoot [/srv/www/old] does not exist\n"
        "Invalid command 'RewriteEngine', perhaps misspelled or defined by a module not "
        "included in the server configuration\n"
    )
    assert decisive_line(apache).startswith("Invalid command 'RewriteEngine'")


def test_a_setting_that_merely_names_a_timeout_is_no_cause() -> None:
    out = "Timeout: 120\nWorkers: 4\n[ERROR] Connection in use: ('0.0.0.0', 8080)\n"
    assert decisive_line(out) == "[ERROR] Connection in use: ('0.0.0.0', 8080)"


DENIED = "open /home/ana/.cache/tiles/z12.bin: permission denied\n"


def test_a_permission_step_fixes_the_access_it_denied() -> None:
    calls = [
        Call(0, command="tilegen build", ok=False, output=DENIED),
        Call(1, command="ls -ld ~/.cache/tiles", ok=True),
        Call(2, command="sudo chown -R ana:ana ~/.cache/tiles", ok=True),
        Call(3, command="tilegen build", ok=True, output="built 4096 tiles\n"),
    ]
    [fix] = find_fixes(calls)
    assert "chown -R ana:ana ~/.cache/tiles" in fix.text()
    assert "permission denied" in fix.error
    # with the run given another option too, the step is kept for the error it answers
    calls[3] = Call(3, command="tilegen build --zoom 12", ok=True)
    [fix] = find_fixes(calls)
    assert fix.remedies == ("running `sudo chown -R ana:ana ~/.cache/tiles`",)
    calls[0] = Call(0, command="tilegen build", ok=False, output="error: bad zoom level 40\n")
    assert all("chown" not in f.text() for f in find_fixes(calls))  # it answers no such error


def test_a_run_in_a_group_just_joined_is_that_run() -> None:
    [run] = programs("sg dialout -c 'pio run -t upload'")
    assert (run.name, run.targets) == ("pio", ("run",))
    calls = [
        Call(0, command="pio run -t upload", ok=False,
             output="could not open port '/dev/ttyACM0': Permission denied\n"),
        Call(1, command="sudo usermod -aG dialout ana && sg dialout -c 'pio run -t upload'",
             ok=True, output="Uploading... done\n"),
    ]  # fmt: skip
    [fix] = find_fixes(calls)
    assert "usermod -aG dialout ana" in fix.text()


def test_what_a_passing_line_runs_after_the_failed_program_is_no_lesson() -> None:
    line = "relayd --check && relayctl status; echo done"
    assert through(line, program("relayd --check")) == "relayd --check"
    assert through("relayd --check | tail -3", program("relayd --check")) == (
        "relayd --check | tail -3"
    )
    assert through('a --x "1;2" && b', program('a --x "1;2"')) == 'a --x "1;2"'
    failed = Call(0, command="relayd --check", ok=False, output="error: upstream timed out\n")
    for passed in ("relayd --check && relayctl status", "timeout 30 relayd --check"):
        assert find_fixes([failed, Call(1, command=passed, ok=True)]) == []
    # a variable set before the run is part of it: that stays a lesson
    [fix] = find_fixes([failed, Call(1, command="RELAY_TIMEOUT=60 relayd --check", ok=True)])
    assert fix.remedies == ("running `RELAY_TIMEOUT=60 relayd --check` instead",)
