"""Failure -> fix learning, round 42: the line that says why a run failed is chosen among
the program's own words, without the mark a wrapper prints in front of each line (a
container's name, a CI job and step, a time stamp, GitHub's "##[error]"); in a chain of
Python exceptions the one raised last wins (retain.sleep.fix_wrappers).

The tools' outputs are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_detail import telling_error
from retain.sleep.fix_wrappers import unwrap

COMPOSE = (
    "Attaching to indexer-1\n"
    "indexer-1  | Traceback (most recent call last):\n"
    'indexer-1  |   File "/srv/idx/main.py", line 4, in <module>\n'
    "indexer-1  |     store.open()\n"
    "indexer-1  | ValueError: index store could not be opened\n"
    "indexer-1 exited with code 1\n"
)
CHAIN = (
    "Traceback (most recent call last):\n"
    '  File "/srv/app/cfg.py", line 8, in load\n'
    "    return env['QUEUE_URL']\n"
    "KeyError: 'QUEUE_URL'\n"
    "\n"
    "During handling of the above exception, another exception occurred:\n"
    "\n"
    "Traceback (most recent call last):\n"
    '  File "/srv/app/cfg.py", line 10, in load\n'
    "RuntimeError: QUEUE_URL is not set; copy .env.sample to .env and fill it in\n"
)
GH_LOG = (
    "lint\tRun checks\t2031-01-02T03:04:05.1234567Z ##[group]Run make check\n"
    "lint\tRun checks\t2031-01-02T03:04:06.1234567Z make check\n"
    "lint\tRun checks\t2031-01-02T03:04:07.1234567Z ##[endgroup]\n"
    "lint\tRun checks\t2031-01-02T03:04:08.1234567Z "
    "checker: unknown rule 'no-tabs' in .checker.toml\n"
    "lint\tRun checks\t2031-01-02T03:04:09.1234567Z ##[error]Process completed with exit code 2.\n"
)
PASTED = (
    "2031-01-02T03:04:05.1234567Z ##[group]Run bake build\n"
    "2031-01-02T03:04:06.1234567Z ##[endgroup]\n"
    "2031-01-02T03:04:07.1234567Z bake error: recipe 'site' needs 'assets'\n"
    "2031-01-02T03:04:08.1234567Z ##[error]Process completed with exit code 1.\n"
)


def test_a_containers_name_is_no_part_of_the_line() -> None:
    assert telling_error(COMPOSE) == "ValueError: index store could not be opened"


def test_the_exception_raised_while_handling_another_wins() -> None:
    assert telling_error(CHAIN).startswith("RuntimeError: QUEUE_URL is not set")
    direct = CHAIN.replace(
        "During handling of the above exception, another exception occurred:",
        "The above exception was the direct cause of the following exception:",
    )
    assert telling_error(direct).startswith("RuntimeError: QUEUE_URL is not set")


def test_a_ci_logs_job_step_and_stamp_go() -> None:
    assert telling_error(GH_LOG) == "checker: unknown rule 'no-tabs' in .checker.toml"
    assert telling_error(PASTED) == "bake error: recipe 'site' needs 'assets'"


def test_a_line_marked_alone_keeps_its_words() -> None:
    # one line shaped like a container's mark among plain lines is the program's own
    plain = "step-1 | done\nreading config\nwriting cache\nerror: disk full\n"
    assert unwrap(plain) == plain.rstrip("\n")
    assert unwrap("no marks here") == "no marks here"


def test_an_exception_quoting_the_one_it_wraps_does_not_win() -> None:
    wrapped = CHAIN.replace(
        "RuntimeError: QUEUE_URL is not set; copy .env.sample to .env and fill it in",
        "app.ConfigError: settings failed (Caused by KeyError('QUEUE_URL'))",
    )
    assert telling_error(wrapped) == "KeyError: 'QUEUE_URL'"
