"""Write transcripts the way Claude Code does (JSONL), for tests and benchmarks.

The records follow the real ones in `../shared/fixtures/claude-code/`: every line has
`type`, `uuid`, `parentUuid`, `sessionId`, `cwd`, `version`, `gitBranch` and `timestamp`;
an assistant message carries `message.id`, one content block per line; a Bash call is a
`tool_use` (`name: "Bash"`, `input: {command, description}`) answered by a user record
holding the `tool_result` (`tool_use_id`, `content`, `is_error`) and a top-level
`toolUseResult`: `{stdout, stderr, interrupted, isImage, noOutputExpected}` on success,
the string "Error: Exit code N\\n<output>" on failure (content "Exit code N\\n<output>").
Edits are `Edit` tool calls whose `toolUseResult` has `filePath`, `oldString`, `newString`.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

VERSION = "2.1.39"


@dataclass
class Transcript:
    session_id: str
    cwd: str
    branch: str = "main"
    start: datetime = field(
        default_factory=lambda: datetime(2026, 11, 2, 9, 0, tzinfo=timezone.utc)
    )
    records: list[dict[str, Any]] = field(default_factory=list)
    _parent: str | None = None
    _tick: int = 0
    _n: int = 0

    def _base(self, kind: str) -> dict[str, Any]:
        self._tick += 3
        rec: dict[str, Any] = {
            "parentUuid": self._parent,
            "isSidechain": False,
            "userType": "external",
            "cwd": self.cwd,
            "sessionId": self.session_id,
            "version": VERSION,
            "gitBranch": self.branch,
            "type": kind,
            "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{self.session_id}/{len(self.records)}")),
            "timestamp": (self.start + timedelta(seconds=self._tick)).strftime(
                "%Y-%m-%dT%H:%M:%S.000Z"
            ),
        }
        self._parent = rec["uuid"]
        return rec

    def _id(self, prefix: str) -> str:
        self._n += 1
        name = f"{self.session_id}/{prefix}/{self._n}"
        return f"{prefix}_{uuid.uuid5(uuid.NAMESPACE_URL, name).hex[:24]}"

    def user(self, text: str) -> None:
        rec = self._base("user")
        rec["message"] = {"role": "user", "content": text}
        rec["permissionMode"] = "default"
        self.records.append(rec)

    def _assistant(self, block: dict[str, Any]) -> None:
        rec = self._base("assistant")
        rec["message"] = {
            "model": "claude-opus-4-6",
            "id": self._id("msg"),
            "type": "message",
            "role": "assistant",
            "content": [block],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 3, "output_tokens": 9},
        }
        rec["requestId"] = self._id("req")
        self.records.append(rec)

    def say(self, text: str) -> None:
        self._assistant({"type": "text", "text": text})

    def _result(self, tool_id: str, content: Any, is_error: bool, extra: Any) -> None:
        rec = self._base("user")
        block: dict[str, Any] = {"tool_use_id": tool_id, "type": "tool_result", "content": content}
        block["is_error"] = is_error
        rec["message"] = {"role": "user", "content": [block]}
        rec["toolUseResult"] = extra
        self.records.append(rec)

    def bash(
        self,
        command: str,
        output: str,
        exit_code: int = 0,
        description: str = "",
        interrupted: bool = False,
    ) -> None:
        """A Bash call and its result; `interrupted`: stopped by a timeout (the partial
        output in `toolUseResult.stdout`, `interrupted: true`)."""
        tool_id = self._id("toolu")
        self._assistant(
            {
                "type": "tool_use",
                "id": tool_id,
                "name": "Bash",
                "input": {"command": command, "description": description or "Run a command"},
                "caller": {"type": "direct"},
            }
        )
        if interrupted:
            extra = {
                "stdout": output,
                "stderr": "",
                "interrupted": True,
                "isImage": False,
                "noOutputExpected": False,
            }
            self._result(tool_id, f"Command timed out after 2m 0.0s\n{output}", True, extra)
        elif exit_code == 0:
            extra = {
                "stdout": output,
                "stderr": "",
                "interrupted": False,
                "isImage": False,
                "noOutputExpected": False,
            }
            self._result(tool_id, output, False, extra)
        else:
            body = f"Exit code {exit_code}\n{output}"
            self._result(tool_id, body, True, f"Error: {body}")

    def edit(self, path: str, old: str, new: str) -> None:
        tool_id = self._id("toolu")
        self._assistant(
            {
                "type": "tool_use",
                "id": tool_id,
                "name": "Edit",
                "input": {"file_path": path, "old_string": old, "new_string": new},
            }
        )
        extra = {
            "filePath": path,
            "oldString": old,
            "newString": new,
            "originalFile": "",
            "structuredPatch": [],
            "userModified": False,
            "replaceAll": False,
        }
        self._result(tool_id, f"The file {path} has been updated successfully.", False, extra)

    def write_file(self, path: str, content: str) -> None:
        """A Write call creating or replacing a whole file."""
        tool_id = self._id("toolu")
        self._assistant(
            {
                "type": "tool_use",
                "id": tool_id,
                "name": "Write",
                "input": {"file_path": path, "content": content},
            }
        )
        extra = {"type": "create", "filePath": path, "content": content, "structuredPatch": []}
        self._result(tool_id, f"File created successfully at: {path}", False, extra)

    def search(self, query: str, hits: list[tuple[int, str]]) -> None:
        """A memory_search call through retain's MCP server and the text it returned."""
        tool_id = self._id("toolu")
        self._assistant(
            {
                "type": "tool_use",
                "id": tool_id,
                "name": "mcp__retain__memory_search",
                "input": {"query": query},
            }
        )
        lines = [f"[{mid}] {text}" for mid, text in hits] or ["Nothing relevant in memory."]
        content = [{"type": "text", "text": "\n".join(lines)}]
        self._result(tool_id, content, False, content)

    def write(self, path: str | Path) -> Path:
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        with open(p, "w", encoding="utf-8") as f:
            for rec in self.records:
                f.write(json.dumps(rec) + "\n")
        return p


def pytest_output(passed: int, failed: list[str], seconds: float = 0.42) -> str:
    """What `pytest -q` prints: the FAILED lines of the short summary, then the counts."""
    lines = ["." * passed + "F" * len(failed), ""]
    if failed:
        lines.append(
            "=========================== short test summary info ============================"
        )
        lines += [f"FAILED {name} - AssertionError: assert 1 == 2" for name in failed]
    parts = [f"{len(failed)} failed"] if failed else []
    parts.append(f"{passed} passed")
    lines.append(f"{', '.join(parts)} in {seconds:.2f}s")
    return "\n".join(lines)
