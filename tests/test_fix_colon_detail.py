"""Failure -> fix learning, round 31: a decisive line ending in a colon introduces the line
that says why; when the two are too long to quote together (or the second quotes code),
the memory records the line introduced, not the colon's line alone
(retain.sleep.fix_detail.telling_error). A list the colon introduces stays under it.

The tools' outputs are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_detail import telling_error
from retain.sleep.fix_telling import ERROR_LINE_CHARS

PLUGIN = (
    "[INFO] loading config .kiln.yaml\n"
    "kiln: got startup error(s):\n"
    "  <mw_init: gzip stage: unknown stage `gzip` in `http.stages`>\n"
)
LONG = "a" * 40 + "/" + "/".join(["segment"] * 40)
FETCH = (
    "[error] quarry.fetch.FetchFailed: Error fetching artifacts:\n"
    f"[error] https://repo.example/{LONG}.jar: checksum mismatch: /home/dev/.cache/{LONG}.jar\n"
)
CONFLICT = (
    "Error: Unable to satisfy the following requirements:\n\n"
    "- `web (~> 2.0)` required by `deps.yml`\n"
    "- `web (~> 1.9)` required by `auth 0.3.1`\n"
)


def test_the_line_a_colon_introduces_is_kept_when_both_do_not_fit() -> None:
    assert telling_error(PLUGIN) == "<mw_init: gzip stage: unknown stage `gzip` in `http.stages`>"
    error = telling_error(FETCH)
    assert len(f"{FETCH.splitlines()[0]} {FETCH.splitlines()[1]}") > ERROR_LINE_CHARS
    assert error.startswith("[error] https://repo.example/")
    assert "Error fetching artifacts" not in error


def test_a_list_the_colon_introduces_keeps_the_colon_line() -> None:
    assert telling_error(CONFLICT) == "Error: Unable to satisfy the following requirements:"
