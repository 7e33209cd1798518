"""The tool hooks' entry: `retain-hook pre-tool` and `retain-hook tool-failure`.

Called by retain.hooks.entry.main with the parsed payload. Claude Code sends PreToolUse
before a tool runs, PostToolUseFailure when it failed (2.1.197 sends a non-zero Bash exit
here: `error` is "Exit code N" and the output, `is_interrupt` whether the user stopped
it), and PostToolUse when it succeeded (its `tool_response`, for Bash: stdout, stderr,
interrupted, returnCodeInterpretation; a grep that found nothing arrives here). The
answer is `{"hookSpecificOutput": {"hookEventName": ..., "additionalContext": ...}}` or
nothing; never a permission decision or an updated input. Paths are taken relative to
the project's checkout (CLAUDE_PROJECT_DIR, else the payload's cwd); nothing outside it
is looked up. With a team store the local mirror is read, never the network.

Stdlib only; the store and the ranking are imported only once the payload is one to
answer: a PostToolUse that succeeded (every Bash call pays it) reads its result with
retain.rank.toolresult and stops there (issue 29).
"""

from __future__ import annotations

import json
import os
import time

from retain.hooks.entry import HOOK_BUSY_TIMEOUT_MS, MAX_ID_CHARS, _project_dir, _str, real_path
from retain.rank.toolresult import failed_result

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

    from retain.rank.block import Block
    from retain.store.sqlite_tool import ToolStore


def tool_call(
    payload: dict[str, Any], event: str, *, now: float | None = None, linger: bool = False
) -> str:
    """The JSON answer to a tool hook ('' for none: the usual). `pre-tool`: the memories
    tied to the file or command about to be used (retain.rank.tool.pre_tool_block);
    `tool-failure`: those describing the error a call just hit (failure_block), from a
    PostToolUseFailure's `error` or a PostToolUse result that reports a failure. Never
    blocks or changes the call: the answer holds additionalContext and nothing else."""
    hook_event = _str(payload, "hook_event_name", 40)
    if event == "pre-tool":
        hook_event = "PreToolUse"
    elif hook_event not in ("PostToolUse", "PostToolUseFailure"):
        hook_event = "PostToolUseFailure"
    tool_name = _str(payload, "tool_name", 200) or ""
    tool_input = payload.get("tool_input")
    if not isinstance(tool_input, dict):
        tool_input = {}
    for key in ("file_path", "notebook_path"):  # a name Claude Code could not decode
        if isinstance(tool_input.get(key), str) and "\ufffd" in tool_input[key]:
            tool_input = {**tool_input, key: real_path(tool_input[key])}
    error: str | None = None
    if event == "tool-failure":
        if payload.get("is_interrupt") is True:
            return ""  # the user stopped it: not an error to explain
        if hook_event == "PostToolUse":
            error = failed_result(payload.get("tool_response"))
        else:
            raw = payload.get("error")
            error = raw if isinstance(raw, str) else None
            path = tool_input.get("file_path")
            if error and tool_name == "Read" and isinstance(path, str):
                # Read's error names no file ("File does not exist."): the file it read is
                # the thing not found, for the reader that ties a memory saying it moved;
                # Claude Code's own words are no message a memory quotes
                error = f"{_shown_path(path, payload)}: No such file or directory"
        if not error:
            return ""
    else:
        from retain.rank.toolcall import FILE_TOOLS  # pre-tool only: a result needs none

        if tool_name != "Bash" and tool_name not in FILE_TOOLS:
            return ""
    cwd = _project_dir(payload)
    if not cwd:
        return ""
    from retain.scope import project_root, resolve_project

    root = project_root(real_path(os.environ.get("CLAUDE_PROJECT_DIR")) or cwd)
    root = root or project_root(cwd)
    if root is None:
        return ""
    project_id = resolve_project(root)
    path = _tool_store_path(project_id)
    if path is None or not os.path.exists(path):
        return ""
    from retain.store.sqlite_tool import ToolStore

    session_id = _str(payload, "session_id", MAX_ID_CHARS)
    store = ToolStore(
        path, busy_timeout_ms=HOOK_BUSY_TIMEOUT_MS, check=False, linger=linger, rekey=False
    )
    from retain.branch import visible_branches

    store.branches = visible_branches(root)  # a branch's own memories only on it (issue 31)
    if error is not None:
        # one connection for the failure readers tried in turn (a session nests)
        with store.session():
            block = _failure_block(
                store, error, tool_name, tool_input, cwd, root, project_id, session_id, now,
                exited=hook_event == "PostToolUseFailure",
            )  # fmt: skip
    else:
        from retain.rank import tool as recall

        block = recall.pre_tool_block(
            store,
            tool_name,
            tool_input,
            cwd=os.path.realpath(cwd),
            root=root,
            project_id=project_id,
            session_id=session_id,
            now=now,
        )
    if not block.text:
        return ""
    answer = {"hookEventName": hook_event, "additionalContext": block.text}
    return json.dumps({"hookSpecificOutput": answer}, ensure_ascii=False)


def _failure_block(
    store: ToolStore,
    error: str,
    tool_name: str,
    tool_input: dict[str, Any],
    cwd: str,
    root: str,
    project_id: str | None,
    session_id: str | None,
    now: float | None,
    *,
    exited: bool = True,
) -> Block:
    """The block for a failed call: the memory describing its error by its words
    (retain.rank.tool.failure_block), else the one about the Bash command that failed
    (retain.rank.tool_failed), else the one saying what was behind it in its own words
    (retain.rank.tool_failsaid), else the one tying command and output
    (retain.rank.tool_failtie), else the one holding several of the output's rare words
    (retain.rank.tool_failrare), else the one naming the gate whose value the output
    reports unmet (retain.rank.tool_failgate). `exited`: the call exited non-zero
    (PostToolUseFailure), not a PostToolUse whose output reads as a failure."""
    from retain.rank import tool_failure as recall  # not rank.tool: the pre-tool rules
    from retain.rank.render import Block  # not rank.block: the SessionStart block's modules

    command = tool_input.get("command")
    said = command if isinstance(command, str) else ""
    block = Block("", ())
    # a failed Read is a file not found (tool_call): only what a memory says is gone
    if tool_name != "Read":
        block = recall.failure_block(
            store,
            error,
            project_id=project_id,
            session_id=session_id,
            now=now,
            command=said,
            root=root,
        )
    if not block.text and tool_name == "Bash" and isinstance(command, str):
        from retain.rank import tool_failed

        block = tool_failed.failed_command_block(
            store,
            command,
            cwd=os.path.realpath(cwd),
            root=root,
            project_id=project_id,
            session_id=session_id,
            now=now,
        )
    if not block.text:
        from retain.rank import tool_failsaid

        block = tool_failsaid.said_block(
            store,
            error,
            project_id=project_id,
            session_id=session_id,
            now=now,
            command=said,
            root=root,
        )
    if not block.text and tool_name == "Bash" and said:
        from retain.rank import tool_failtie

        block = tool_failtie.tie_block(
            store,
            error,
            said,
            cwd=os.path.realpath(cwd),
            root=root,
            project_id=project_id,
            session_id=session_id,
            now=now,
        )
    if not block.text and tool_name == "Bash" and said:
        from retain.rank import tool_failrare

        block = tool_failrare.rare_block(
            store,
            error,
            said,
            project_id=project_id,
            session_id=session_id,
            now=now,
            exited=exited,
            root=root,
        )
    if not block.text and tool_name == "Bash" and said:
        from retain.rank import tool_failgate

        block = tool_failgate.gate_block(
            store, error, project_id=project_id, session_id=session_id, now=now
        )
    return block


def _shown_path(path: str, payload: dict[str, Any]) -> str:
    """A path as the project names it: relative to the project's folder when under it."""
    base = (os.environ.get("CLAUDE_PROJECT_DIR") or _str(payload, "cwd") or "").rstrip("/")
    return path[len(base) + 1 :] if base and path.startswith(base + "/") else path


def _tool_store_path(project_id: str | None) -> str | None:
    """The local store, or a team store's mirror when one is there: a tool call never
    waits on the network (no mirror yet: nothing to say)."""
    from retain import config

    url = config.db_url()
    if not url:
        return config.db_file()
    from retain.team.mirror import Mirror

    mirror = Mirror(url, project_id)
    return str(mirror.db) if mirror.servable(time.time()) else None
