"""Capture the hook payloads a real Claude Code sends, for tests/fixtures/claude-code/:
run by hand, `python tests/capture_claude_payloads.py CLAUDE_EXECUTABLE OUT.jsonl`.

`claude -p` runs in a fresh HOME and project against the scripted Messages API of
tests/fake_model.py (no sign-in, no network), with one hook at every event that only
records its stdin. The script: a Bash kubectl apply and a Bash exit 1 (each a failed
command), a Write, a Read and an Edit, a grep that finds nothing (exit 1, which Claude
Code does not count as a failure). Paths, session and prompt ids are anonymised as in
the 2.1.197 capture: the project becomes /home/dev/projects/example-app."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

from fake_model import FakeModel

ANON_HOME = "/home/dev"
ANON_PROJECT = "/home/dev/projects/example-app"
EVENTS = ("SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse")
EVENTS += ("PostToolUseFailure", "SessionEnd")
PROMPT = "how do I replay a stripe webhook event for debugging"
RECORDER = """import json, os, sys
record = {"argv": sys.argv[1:], "cwd": os.getcwd(), "stdin": json.load(sys.stdin)}
with open(sys.argv[2], "a") as out:
    out.write(json.dumps(record) + "\\n")
"""


def script(project: Path) -> list[dict]:
    build = (
        "sh -c 'echo \"cmd/x/main.go:5:2: missing go.sum entry for module providing "
        "package github.com/acme/x\" >&2; exit 1'"
    )
    retry = str(project / "billing" / "retry.py")
    migration = str(project / "migrations" / "0005_add_index.sql")
    return [
        {
            "tool": "Bash",
            "args": {
                "command": "kubectl apply -f deploy/prod.yaml",
                "description": "Apply manifest",
            },
        },
        {"tool": "Bash", "args": {"command": build, "description": "Build"}},
        {
            "tool": "Write",
            "args": {"file_path": migration, "content": "CREATE INDEX a ON b(c);\n"},
        },
        {"tool": "Read", "args": {"file_path": retry}},
        {
            "tool": "Edit",
            "args": {"file_path": retry, "old_string": "return 3", "new_string": "return 4"},
        },
        {
            "tool": "Bash",
            "args": {"command": "grep -q nothing-here /dev/null", "description": "grep"},
        },
        {"text": "Done."},
    ]


def anonymise(lines: list[str], home: Path, project: Path) -> list[str]:
    """Real paths and ids out: the project and HOME become the fixtures' own, each session
    and prompt id a fresh one, each tool call id toolu_e2eN in call order."""
    slug = re.sub("[^A-Za-z0-9]", "-", str(project))  # Claude Code's projects/ folder name
    swaps = {slug: ANON_PROJECT.replace("/", "-"), str(project): ANON_PROJECT, str(home): ANON_HOME}
    ids: dict[str, str] = {}
    for line in lines:
        stdin = json.loads(line)["stdin"]
        for key in ("session_id", "prompt_id"):
            if key in stdin and stdin[key] not in ids:
                ids[stdin[key]] = str(uuid.uuid4())
        if "tool_use_id" in stdin and stdin["tool_use_id"] not in ids:
            ids[stdin["tool_use_id"]] = (
                f"toolu_e2e{sum(v.startswith('toolu') for v in ids.values())}"
            )
    out = []
    for line in lines:
        for old, new in [*swaps.items(), *ids.items()]:
            line = line.replace(old, new)
        out.append(line)
    return out


def main(claude: str, out: Path) -> None:
    version = subprocess.run([claude, "--version"], capture_output=True, text=True).stdout
    version = version.split()[0]
    with tempfile.TemporaryDirectory() as tmp:
        home, project = Path(tmp) / "home", Path(tmp) / "project"
        (home / ".claude").mkdir(parents=True)
        (project / "billing").mkdir(parents=True)
        (project / "billing" / "retry.py").write_text("def attempts():\n    return 3\n")
        subprocess.run(["git", "init", "-q", str(project)], check=True)
        recorder, raw = Path(tmp) / "record.py", Path(tmp) / "raw.jsonl"
        recorder.write_text(RECORDER)
        command = f"{sys.executable} {recorder}"
        hooks = {
            event: [
                {
                    "matcher": "*",
                    "hooks": [{"type": "command", "command": f"{command} {event} {raw}"}],
                }
            ]
            for event in EVENTS
        }
        (home / ".claude" / "settings.json").write_text(json.dumps({"hooks": hooks}))
        with FakeModel(script(project), api="anthropic") as model:
            env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "ANTHROPIC"))}
            env.update(HOME=str(home), ANTHROPIC_BASE_URL=model.url, ANTHROPIC_API_KEY="dummy")
            env.update(CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1", DISABLE_TELEMETRY="1")
            env.update(KUBECONFIG=str(home / "no-kubeconfig"))
            tools = "Bash,Read,Edit,Write"
            cmd = [claude, "-p", PROMPT, "--allowedTools", tools]
            subprocess.run(cmd, cwd=project, env=env, check=True, timeout=120)
        note = (
            f"captured from claude -p (npm @anthropic-ai/claude-code {version}, the scripted "
            "API of tests/fake_model.py, tests/capture_claude_payloads.py: Bash kubectl "
            "apply, a Bash exit 1, a Write, a Read, an Edit, a grep with no match); paths "
            "and ids anonymised"
        )
        lines = []
        for line in anonymise(raw.read_text().splitlines(), home, project):
            record = json.loads(line)
            record["argv"] = record["argv"][:1]
            lines.append(json.dumps({**record, "version": version, "note": note}))
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]))
