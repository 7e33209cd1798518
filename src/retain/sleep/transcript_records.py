"""Other agents' transcripts as Claude Code's records, so every reader of the sleep pass
(transcript.read_turns, fixes.read_calls, commands, usage) reads them unchanged.

Claude Code's shape, as those readers use it: a user record `{type: "user", message:
{role, content: str | [blocks]}}`, an assistant record `{type: "assistant", message: {id,
content: [{type: "text"} | {type: "tool_use", id, name, input}]}}` (records with one
message id are one turn), and a tool result as a user record holding `{type:
"tool_result", tool_use_id, content, is_error}` beside a top-level `toolUseResult`
({stdout, stderr, interrupted}). A failed command's content starts `Exit code N`, as
Claude Code writes it (outputs.exit_code reads it).

Tool names become Claude Code's where the meaning is the same (a shell command is
`Bash` with `command`, a file edit `Edit` with `file_path`, a new file `Write`), so
the failure and fix readers, which know those names, see the other agents' calls too.
Pure and stdlib-only.
"""

from __future__ import annotations

import re
from typing import Any

OUTPUT_CHARS = 20_000  # of a tool's output kept in a record (outputs.clip keeps 20,000)
# A message that is nothing but one tagged block of setup the client wrote itself
# (Codex's <environment_context>, <user_instructions>; Gemini's <session_context>):
# never the user's words.
_SETUP_BLOCK = re.compile(r"\A\s*<([a-z][a-z_]*)\b[^<>]*>.*</\1>\s*\Z", re.S)
_SETUP_PREFIXES = ("# AGENTS.md instructions", "<environment_context>", "<session_context>")


def string(d: dict[str, Any], key: str, default: str = "") -> str:
    """`d[key]` when it is a string, else `default` (another program's JSON is untyped)."""
    value = d.get(key)
    return value if isinstance(value, str) else default


def mapping(d: dict[str, Any], key: str) -> dict[str, Any]:
    """`d[key]` when it is an object, else {}."""
    value = d.get(key)
    return value if isinstance(value, dict) else {}


def is_setup_text(text: str) -> bool:
    """Whether a user-role message is context the client wrote, not the user."""
    stripped = text.lstrip()
    return stripped.startswith(_SETUP_PREFIXES) or bool(_SETUP_BLOCK.match(text))


def user_text(text: str, stamp: str | None) -> dict[str, Any]:
    return {"type": "user", "timestamp": stamp, "message": {"role": "user", "content": text}}


def assistant(message_id: str, stamp: str | None, blocks: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "type": "assistant",
        "timestamp": stamp,
        "message": {"id": message_id, "role": "assistant", "content": blocks},
    }


def text_block(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


def tool_use(call_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"type": "tool_use", "id": call_id, "name": name, "input": args}


def tool_result(
    call_id: str, stamp: str | None, output: str, *, code: int | None, failed: bool
) -> dict[str, Any]:
    """A tool's answer. `code` is a command's exit status (None: not a command, or not
    known); `failed` flags a failed call of any kind."""
    output = output[:OUTPUT_CHARS]
    body = output
    if failed:
        body = f"Exit code {code if code is not None else 1}\n{output}"
    return {
        "type": "user",
        "timestamp": stamp,
        "message": {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": call_id, "content": body, "is_error": failed}
            ],
        },
        "toolUseResult": {"stdout": output, "stderr": "", "interrupted": False},
    }


def shell_command(value: object) -> str | None:
    """A command as one line of shell: a string as it is; an argv list, unwrapped from a
    `bash -lc X` (Codex's `shell` tool sends that) or joined with spaces."""
    if isinstance(value, str):
        return value if value.strip() else None
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        if (
            len(value) == 3
            and value[0].rsplit("/", 1)[-1] in ("bash", "sh", "zsh")
            and (value[1] in ("-lc", "-c"))
        ):
            return value[2]
        return " ".join(value)
    return None


def patch_files(patch: str) -> list[tuple[str, str]]:
    """The files a Codex `apply_patch` body touches: (tool, path) with `Write` for an
    added file and `Edit` otherwise. Its header lines are `*** Add File: P`, `*** Update
    File: P`, `*** Delete File: P` (the format the tool's own parser checks)."""
    out: list[tuple[str, str]] = []
    for m in re.finditer(r"^\*\*\* (Add|Update|Delete) File: (.+?)\s*$", patch, re.M):
        out.append(("Write" if m.group(1) == "Add" else "Edit", m.group(2)))
    return out
