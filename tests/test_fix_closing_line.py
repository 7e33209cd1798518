"""A runner that logs its failure as it happens and ends on the same message under a head
of its own exited with that last line (retain.sleep.fix_echoes.closed_with): the failure
is the closing line, the log record only echoes it. The tools and outputs are invented.
"""

from __future__ import annotations

from retain.sleep.fix_detail import telling_errors
from retain.sleep.fix_telling import decisive_line

LOGGED = (
    "INFO  [shipyard.runner] Loading plan from ./plan\n"
    "ERROR [shipyard.runner] Ledger schema is behind the plan by 2 steps.\n"
    "  FAILED: Ledger schema is behind the plan by 2 steps.\n"
)


def test_a_logged_failure_repeated_last_is_the_last_line() -> None:
    assert decisive_line(LOGGED) == "FAILED: Ledger schema is behind the plan by 2 steps."
    # the record above it is no part of its message: the memory quotes the line once
    assert telling_errors(LOGGED)[1] == "FAILED: Ledger schema is behind the plan by 2 steps."


def test_a_labelled_reason_repeated_by_the_exception_it_exited_with() -> None:
    output = (
        "Waiting for the deploy lock....\n"
        "ERROR: Exception Primary Class:  LockError\n"
        "ERROR: Exception Primary Reason:  Could not take the deploy lock held by runner-3\n"
        "\n"
        "Unexpected error running Kiln: Could not take the deploy lock.\n"
        "kiln.errors.LockError: Could not take the deploy lock held by runner-3\n"
    )
    assert decisive_line(output) == (
        "kiln.errors.LockError: Could not take the deploy lock held by runner-3"
    )


def test_a_record_not_repeated_whole_at_the_end_stays() -> None:
    output = (
        "ERROR [shipyard.runner] Ledger schema is behind the plan by 2 steps.\n"
        "Hint: run shipyard upgrade first.\n"
    )
    assert decisive_line(output) == (
        "ERROR [shipyard.runner] Ledger schema is behind the plan by 2 steps."
    )
    shorter = (
        "ERROR [shipyard.runner] Ledger schema is behind the plan by 2 steps.\n"
        "FAILED: behind the plan by 2 steps.\n"
    )
    assert "Ledger schema" in decisive_line(shorter)
