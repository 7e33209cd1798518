"""Does the first prompt of a real `claude -p` run get meaning? Real Claude Code, the
repository's hooks and `retain serve`, alternating the early-meaning helper on and off.

    python -m benchmarks.first_prompt_bench --claude PATH/TO/claude --runs 5

Each run is `claude -p PROMPT` in a throwaway HOME and git project, with the hooks of
hooks/hooks.json (SessionStart, UserPromptSubmit, SessionEnd through hooks/retain-hook)
in its settings and `python -m retain serve` as its MCP server, against a stand-in for the
API on loopback that answers 400 (nothing leaves the machine; as in smoke_test.sh). The
store holds three memories written with `retain write`; the prompt shares no rare word
with the one it needs, so only meaning finds it: the bench first checks that the hook
shows nothing for it by words alone and shows it when a warm serve answers. Per run it
reports when the serve was spawned and the prompt hook fired (seconds after `claude`
started, from two small wrappers that log a timestamp and exec), and whether the
transcript holds the prompt-time block. Runs alternate RETAIN_EARLY_MEANING=0 and 1.
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NEEDED = "the overnight export writes its dump files to /srv/exports on host batch1.internal"
OTHERS = (
    (
        "the nightly export job is OOM-killed when batch size exceeds 5000; set EXPORT_BATCH=2000",
        "lesson",
    ),
    (
        "run database migrations with make migrate, never with alembic upgrade directly",
        "constraint",
    ),
)
PROMPT = "which machine holds the overnight dumps"
EVENTS = (
    ("SessionStart", "session-start"),
    ("UserPromptSubmit", "prompt"),
    ("SessionEnd", "session-end"),
)


class Stub(http.server.BaseHTTPRequestHandler):
    def do_POST(self) -> None:  # noqa: N802 - the http.server spelling
        self.rfile.read(int(self.headers.get("content-length") or 0))
        reply = json.dumps(
            {"type": "error", "error": {"type": "invalid_request_error", "message": "stub"}}
        ).encode()
        self.send_response(400)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    def do_GET(self) -> None:  # noqa: N802
        self.send_response(404)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def setup(root: Path) -> tuple[dict[str, str], Path, Path]:
    """A HOME with the hooks in its settings, a project, a store; (env, project, mcp.json)."""
    home = root / "home"
    project = home / "proj"
    project.mkdir(parents=True)
    (home / ".claude").mkdir()
    subprocess.run(["git", "init", "-q"], cwd=project, check=True)
    env = dict(os.environ)
    env.update(
        HOME=str(home),
        RETAIN_HOME=str(home / ".retain"),
        PYTHONPATH=os.pathsep.join([str(ROOT / "src"), env.get("PYTHONPATH", "")]),
        PATH=os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")]),
    )
    env.pop("RETAIN_DB", None)
    log = root / "times.log"
    wrap = home / "hook.sh"
    wrap.write_text(
        f'#!/bin/sh\necho "hook-$1 $(date +%s.%N)" >> {log}\n'
        f'exec {ROOT / "hooks" / "retain-hook"} "$@"\n'
    )
    serve = home / "serve.sh"
    serve.write_text(
        f'#!/bin/sh\necho "serve-spawn $(date +%s.%N)" >> {log}\n'
        f"exec {sys.executable} -m retain serve\n"
    )
    wrap.chmod(0o755)
    serve.chmod(0o755)
    hooks = {
        event: [{"hooks": [{"type": "command", "command": f"{wrap} {arg}", "timeout": 10}]}]
        for event, arg in EVENTS
    }
    (home / ".claude" / "settings.json").write_text(json.dumps({"hooks": hooks}))
    mcp = root / "mcp.json"
    mcp.write_text(json.dumps({"mcpServers": {"retain": {"command": str(serve)}}}))
    for text, kind in ((NEEDED, "fact"), *OTHERS):
        subprocess.run(
            [sys.executable, "-m", "retain", "write", text, "--kind", kind, "--scope", "project"],
            cwd=project,
            env=env,
            check=True,
            capture_output=True,
        )
    # Vectors for the three (a store that has seen a session has them).
    subprocess.run(
        [sys.executable, "-m", "retain", "search", "dump"],
        cwd=project,
        env=env,
        check=True,
        capture_output=True,
    )
    return env, project, mcp


def hook_block(env: dict[str, str], project: Path, wait_ms: int) -> bool:
    payload = {
        "session_id": f"check-{wait_ms}",
        "cwd": str(project),
        "hook_event_name": "UserPromptSubmit",
        "prompt": PROMPT,
    }
    out = subprocess.run(
        [str(ROOT / "hooks" / "retain-hook"), "prompt"],
        input=json.dumps(payload).encode(),
        capture_output=True,
        check=True,
        env={**env, "RETAIN_MEANING_MS": str(wait_ms)},
    )
    return b"retain-memory nonce=" in out.stdout


def check_prompt(env: dict[str, str], project: Path) -> None:
    """Words alone show nothing for PROMPT; a warm serve's answer shows its memory."""
    assert not hook_block(env, project, 0), "the prompt is matched by words: not a test"
    serve = subprocess.Popen(
        [sys.executable, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        deadline = time.monotonic() + 60
        while not hook_block(env, project, 2000):
            assert time.monotonic() < deadline, "a warm serve never gave the block"
            time.sleep(0.5)
    finally:
        serve.terminate()
        serve.wait(timeout=20)


def run(
    claude: str, env: dict[str, str], project: Path, mcp: Path, port: int, log: Path, early: int
) -> dict[str, object]:
    log.write_text("")
    home = Path(env["HOME"])
    before = set((home / ".claude" / "projects").glob("*/*.jsonl"))
    started = time.time()
    subprocess.run(
        [claude, "--mcp-config", str(mcp), "-p", PROMPT],
        cwd=project,
        capture_output=True,
        timeout=180,
        env={
            **env,
            "ANTHROPIC_BASE_URL": f"http://127.0.0.1:{port}",
            "ANTHROPIC_API_KEY": "dummy",
            "CLAUDE_CODE_MAX_RETRIES": "0",
            "RETAIN_EARLY_MEANING": str(early),
        },
    )
    times = {}
    for line in log.read_text().splitlines():
        name, _, stamp = line.partition(" ")
        times.setdefault(name, float(stamp) - started)
    new = set((home / ".claude" / "projects").glob("*/*.jsonl")) - before
    block = False
    for path in new:
        for line in path.read_text().splitlines():
            record = json.loads(line)
            attachment = record.get("attachment") if record.get("type") == "attachment" else None
            if isinstance(attachment, dict) and attachment.get("hookEvent") == "UserPromptSubmit":
                block = block or "retain-memory nonce=" in json.dumps(attachment)
    spawn, hook = times.get("serve-spawn"), times.get("hook-prompt")
    return {
        "early": early,
        "block": block,
        "spawn_s": spawn,
        "hook_s": hook,
        "hook_after_spawn_s": None if spawn is None or hook is None else hook - spawn,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--claude",
        default=shutil.which("claude"),
        help="the Claude Code binary (default: `claude` on PATH)",
    )
    parser.add_argument("--runs", type=int, default=5, help="runs per setting")
    args = parser.parse_args(argv)
    if not args.claude:
        print("no Claude Code binary: pass --claude PATH (npm @anthropic-ai/claude-code)")
        return 2
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Stub)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with tempfile.TemporaryDirectory(prefix="fpb-", dir="/tmp") as d:
        root = Path(d)
        env, project, mcp = setup(root)
        check_prompt(env, project)
        rows = []
        print(f"load average {os.getloadavg()[0]:.2f} at start", flush=True)
        for _ in range(args.runs):
            for early in (0, 1):
                row = run(
                    args.claude,
                    env,
                    project,
                    mcp,
                    server.server_address[1],
                    root / "times.log",
                    early,
                )
                rows.append(row)
                print(json.dumps(row), flush=True)
        print(f"load average {os.getloadavg()[0]:.2f} at end")
    server.shutdown()
    for early in (0, 1):
        mine = [r for r in rows if r["early"] == early]
        gaps = [float(r["hook_after_spawn_s"]) for r in mine if r["hook_after_spawn_s"] is not None]
        shown = sum(bool(r["block"]) for r in mine)
        median = f"{statistics.median(gaps):.2f} s" if gaps else "-"
        print(
            f"RETAIN_EARLY_MEANING={early}: block in {shown} of {len(mine)} runs; "
            f"prompt hook fired {median} after the serve's spawn (median)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
