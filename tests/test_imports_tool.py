"""The failure hook's imports: what a failed tool call loads, answered or not (issue 29).

Every failing Bash call spawns the failure hook, and its readers run in turn
(retain.hooks.tools._failure_block). None of them runs the pre-tool rules, reads a
memory's keys the way the write path makes them, or renders through the SessionStart
block's modules: each of those is an import the hook paid for and never used.
"""

import pytest

from test_imports import HEAVY, _hook_modules

GO_SUM = (
    "command failed with `missing go.sum entry for module providing package` -> fixed by "
    "`go mod tidy` in the module root"
)
GO_ERROR = (
    "Exit code 1\ncmd/ledger/main.go:9:2: missing go.sum entry for module providing package "
    "github.com/acme/ledgerpb (imported by github.com/acme/ledger/cmd/ledger); to add:\n"
    "\tgo get github.com/acme/ledger/cmd/ledger"
)
# an error no memory describes: every reader is tried, and the hook stays silent
OTHER_ERROR = "Exit code 2\nsrc/app.ts(4,7): error TS2322: Type 'string' is not assignable"

NOT_ON_THE_FAILURE_PATH = (
    *HEAVY,
    "numpy",
    "math",  # retain.limits and retain.core.lifecycle import it where they use it
    "retain.memory.facade",
    "retain.redact",
    "retain.rank.block",  # Block is retain.rank.render's
    "retain.rank.hint",
    "retain.rank.core",
    "retain.rank.toolagain",  # the pre-tool rules (retain.rank.tool.pre_tool_block)
    "retain.rank.toolchange",
    "retain.rank.toolquiet",
    "retain.rank.toolturns",
    "retain.rank.toolwrites",
    "retain.rank.toolcontent",
    "retain.rank.toolabout",
)
# the first reader answers: the later ones, and the key readers they use, stay unloaded
NOT_WHEN_THE_FIRST_READER_ANSWERS = (
    "retain.rank.tool",
    "retain.rank.toolcall",
    "retain.rank.tooltie",
    "retain.core.toolkeys",  # the write path's (retain.store.sqlite_tool.save_keys)
    "retain.core.toolcommand",
    "retain.core.toolspans",
    "retain.rank.tool_failed",
    "retain.rank.tool_failsaid",
)


def _project_with_two_memories(tmp_path):
    """A checkout on `main` and a store holding the go.sum lesson and the kubectl rule."""
    from retain import Memory

    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    (project / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    mem = Memory(tmp_path / "h.db", embedder=None, project=str(project))
    mem.add(GO_SUM, kind="lesson", embed=False)
    mem.add("Never `kubectl apply` to prod by hand; use `make release`.", kind="constraint")
    mem.close()
    return project


@pytest.mark.parametrize("case", ["answered", "silent"])
def test_a_failed_call_imports_only_its_readers(tmp_path, case):
    project = _project_with_two_memories(tmp_path)
    payload = {
        "session_id": f"s-{case}",
        "cwd": str(project),
        "transcript_path": "",
        "hook_event_name": "PostToolUseFailure",
        "tool_name": "Bash",
        "tool_input": {"command": "go build ./..." if case == "answered" else "npx tsc"},
        "tool_use_id": "toolu_1",
        "error": GO_ERROR if case == "answered" else OTHER_ERROR,
        "is_interrupt": False,
    }
    printed, modules = _hook_modules(tmp_path, "tool-failure", payload)
    assert ("go mod tidy" in printed) == (case == "answered")
    assert {"retain.rank.tool_failure", "retain.store.sqlite_tool"} <= modules  # real
    forbidden = NOT_ON_THE_FAILURE_PATH
    if case == "answered":
        forbidden += NOT_WHEN_THE_FIRST_READER_ANSWERS
    else:  # every reader ran: the listing holds the last one
        assert "retain.rank.tool_failrare" in modules
    loaded = [m for m in forbidden if m in modules]
    assert loaded == [], f"the {case} failure hook imported {loaded}"


# A tool hook opens its store on every matching call: it needs neither the SessionStart
# block's statements (their modules came with ToolStore's base classes) nor, on a store at
# the current schema, the migration runner and its schema modules (db.connect ran it).
NOT_WHERE_A_TOOL_HOOK_OPENS_THE_STORE = (
    "retain.store.sqlite_block",
    "retain.store.block_sql",
    "retain.store.block_rank",
    "retain.store.statements",
    "retain.store.dialect",
    "retain.store.dialect_changes",
    "retain.core.lifecycle",
    "retain.store.migrations",
    "retain.store.sqlite_schema",
    "retain.store.sqlite_schema_hooks",
)


@pytest.mark.parametrize("event", ["pre-tool", "tool-failure"])
def test_a_tool_hook_opens_its_store_without_the_block_or_the_migrations(tmp_path, event):
    project = _project_with_two_memories(tmp_path)
    common = {"session_id": "s-store", "cwd": str(project), "transcript_path": ""}
    if event == "pre-tool":
        payload = {
            **common,
            "hook_event_name": "PreToolUse",
            "tool_name": "Bash",
            "tool_input": {"command": "kubectl apply -f deploy/prod.yaml"},
            "tool_use_id": "toolu_1",
        }
    else:
        payload = {
            **common,
            "hook_event_name": "PostToolUseFailure",
            "tool_name": "Bash",
            "tool_input": {"command": "go build ./..."},
            "tool_use_id": "toolu_1",
            "error": GO_ERROR,
            "is_interrupt": False,
        }
    printed, modules = _hook_modules(tmp_path, event, payload)
    assert ("make release" if event == "pre-tool" else "go mod tidy") in printed  # answered
    assert {"retain.store.sqlite_tool", "retain.store.db", "_sqlite3"} <= modules  # real
    loaded = [m for m in NOT_WHERE_A_TOOL_HOOK_OPENS_THE_STORE if m in modules]
    assert loaded == [], f"the {event} hook imported {loaded}"
