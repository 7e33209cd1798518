"""Usage detection: which injected memories a session demonstrably used, from its transcript."""

from __future__ import annotations

import json
from pathlib import Path

from retain.sleep import usage

T0 = "2026-11-30T10:00:00.000Z"
T1 = "2026-11-30T10:05:00.000Z"
SHOWN_AT = 1796032800.0  # 2026-11-30T10:00:00Z


def write_transcript(path: Path, records: list[dict]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


def user(text: str, at: str = T0) -> dict:
    return {"type": "user", "timestamp": at, "message": {"role": "user", "content": text}}


def assistant(*blocks: dict, at: str = T1) -> dict:
    return {
        "type": "assistant",
        "timestamp": at,
        "message": {"role": "assistant", "id": "msg_1", "content": list(blocks)},
    }


def text(s: str) -> dict:
    return {"type": "text", "text": s}


def tool(name: str, **inp: object) -> dict:
    return {"type": "tool_use", "id": "toolu_1", "name": name, "input": inp}


def test_distinctive_terms_are_paths_commands_and_identifiers() -> None:
    terms = usage.distinctive_terms(
        "Run the tests with `make test` (it wraps `pytest -n 4 --reuse-db`); "
        "settings live in billing/settings/base.py and the flag is ENABLE_TAX_V2."
    )
    assert "make test" in terms
    assert "pytest -n 4 --reuse-db" in terms
    assert "billing/settings/base.py" in terms
    assert "ENABLE_TAX_V2" in terms
    assert "--reuse-db" in terms
    assert not any(t in terms for t in ("Run", "tests", "the"))


def test_cited_outcome_explain_and_terms_each_count(tmp_path: Path) -> None:
    shown = [
        usage.Shown(1, "orders use optimistic locking", SHOWN_AT),
        usage.Shown(2, "staging is deployed by GitHub Actions", SHOWN_AT),
        usage.Shown(3, "the nightly job timeout is in .github/workflows/nightly.yml", SHOWN_AT),
        usage.Shown(4, "use `make test`, not plain pytest", SHOWN_AT),
        usage.Shown(5, "the loader writes to events_v3", SHOWN_AT),
    ]
    path = write_transcript(
        tmp_path / "t.jsonl",
        [
            user("the nightly job got killed again"),
            assistant(
                text("Per memory [1], saving checks the version column."),
                tool("mcp__retain__memory_outcome", memory_id=2, outcome="ok"),
                tool("Read", file_path="/repo/.github/workflows/nightly.yml"),
                tool("Bash", command="make test"),
            ),
        ],
    )
    decided = {d.memory_id: d for d in usage.decide(usage.read(path), shown)}
    assert decided[1].how == "cited"
    assert decided[2].how == "memory_outcome"
    assert decided[3].how == "term:.github/workflows/nightly.yml"
    assert decided[4].how == "term:make test"
    assert decided[5].used is False and decided[5].how is None


def test_a_term_the_user_typed_is_no_evidence(tmp_path: Path) -> None:
    shown = [usage.Shown(7, "the loader writes to events_v3", SHOWN_AT)]
    path = write_transcript(
        tmp_path / "t.jsonl",
        [user("add a column to events_v3"), assistant(text("Adding it to events_v3 now."))],
    )
    assert usage.decide(usage.read(path), shown) == [usage.Decision(7, False, None)]


def test_a_session_where_the_agent_never_spoke_decides_nothing(tmp_path: Path) -> None:
    shown = [usage.Shown(1, "anything `make test`", SHOWN_AT)]
    path = write_transcript(tmp_path / "t.jsonl", [user("hello")])
    assert usage.decide(usage.read(path), shown) == []
    assert usage.decide(usage.read(tmp_path / "missing.jsonl"), shown) == []


def test_an_api_error_is_not_the_agent_speaking(tmp_path: Path) -> None:
    # As Claude Code 2.1.197 records a failed API call: a synthetic assistant message.
    error = assistant(text("API Error: Unable to connect to API `make test`"))
    error["isApiErrorMessage"] = True
    error["message"]["model"] = "<synthetic>"
    path = write_transcript(tmp_path / "t.jsonl", [user("hi"), error])
    assert usage.decide(usage.read(path), [usage.Shown(1, "run `make test`", SHOWN_AT)]) == []


def test_use_before_the_memory_was_shown_does_not_count(tmp_path: Path) -> None:
    later = SHOWN_AT + 3600  # shown by a prompt-time block an hour in
    shown = [usage.Shown(9, "deploy with `make release`", later)]
    path = write_transcript(
        tmp_path / "t.jsonl", [user("go"), assistant(tool("Bash", command="make release"))]
    )
    assert usage.decide(usage.read(path), shown)[0].used is False


def test_our_own_block_in_an_attachment_is_not_agent_text(tmp_path: Path) -> None:
    shown = [usage.Shown(3, "run `make test`", SHOWN_AT)]
    path = write_transcript(
        tmp_path / "t.jsonl",
        [
            {
                "type": "attachment",
                "timestamp": T1,
                "attachment": {
                    "type": "hook_additional_context",
                    "content": ["- [3] run `make test`"],
                },
            },
            assistant(text("Looking at the code.")),
        ],
    )
    assert usage.decide(usage.read(path), shown)[0].used is False


def test_found_elsewhere_lists_ids_used_that_no_hook_showed(tmp_path: Path) -> None:
    path = write_transcript(
        tmp_path / "t.jsonl",
        [
            user("why"),
            assistant(
                text("memory [12] says so, and [3] too"),
                tool("mcp__plugin_retain_retain__memory_explain", memory_id="40"),
            ),
        ],
    )
    assert usage.found_elsewhere(usage.read(path), [3]) == {40: "memory_explain", 12: "cited"}
