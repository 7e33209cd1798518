#!/usr/bin/env bash
# End-to-end smoke test of a fresh install, as a new user would get it, in a throwaway
# HOME (a few minutes): install.sh into a temporary prefix, the CLI, the hooks, an MCP
# round trip through the SDK's stdio client, then Claude Code itself from npm: `claude mcp
# list`, `claude plugin validate`, and `claude -p` firing our hooks, both as installed by
# install.sh and as a plugin (--plugin-dir), and a relevant and an irrelevant prompt whose
# session transcripts must hold the prompt-time block and not hold it. Claude Code talks
# to a stub API on 127.0.0.1 that records the request, so we can see the memory block
# reach the model.
#
#   ./smoke_test.sh [--keep] [--prefix DIR]
#     --keep        leave the temporary directory for inspection
#     --prefix DIR  install there instead of a fresh temporary prefix (reusing a venv
#                   from an earlier run saves the few minutes of downloads)
set -uo pipefail

REPO=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
KEEP=0
PREFIX=""
while [ $# -gt 0 ]; do
    case "$1" in
    --keep) KEEP=1; shift ;;
    --prefix) PREFIX=$2; shift 2 ;;
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "smoke_test.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/retain-smoke.XXXXXX")
PREFIX=${PREFIX:-$WORK/prefix}
SRC="$WORK/src"
PROJ="$WORK/project"
BG_PIDS=()
cleanup() {
    for pid in "${BG_PIDS[@]}"; do kill "$pid" 2>/dev/null; done
    if [ "$KEEP" = 1 ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

# A throwaway user: nothing of the caller's configuration or data is read or touched.
export HOME="$WORK/home"
mkdir -p "$HOME" "$PROJ"
unset RETAIN_HOME RETAIN_DB RETAIN_BUDGET RETAIN_EMBEDDER CLAUDE_PROJECT_DIR CLAUDECODE \
    CLAUDE_CODE_ENTRYPOINT ANTHROPIC_BASE_URL ANTHROPIC_API_KEY PYTHONPATH

RESULTS=()
FAILED=0
pass() { RESULTS+=("PASS  $1"); echo "PASS  $1"; }
fail() { RESULTS+=("FAIL  $1${2:+ ($2)}"); echo "FAIL  $1${2:+ ($2)}"; FAILED=1; }
skip() { RESULTS+=("SKIP  $1 ($2)"); echo "SKIP  $1 ($2)"; }
step() { printf '\n== %s\n' "$*"; }
summary() {
    printf '\n== summary\n'
    printf '%s\n' "${RESULTS[@]}"
    local n_pass n_fail
    n_pass=$(printf '%s\n' "${RESULTS[@]}" | grep -c '^PASS' || true)
    n_fail=$(printf '%s\n' "${RESULTS[@]}" | grep -c '^FAIL' || true)
    printf '%s passed, %s failed\n' "$n_pass" "$n_fail"
    exit "$FAILED"
}

step "a clean checkout (the files a commit would hold) in $SRC"
mkdir -p "$SRC"
if git -C "$REPO" rev-parse --git-dir >/dev/null 2>&1; then
    (cd "$REPO" && git ls-files -z --cached --others --exclude-standard) |
        python3 -c '
import os, shutil, sys
src, dst = sys.argv[1], sys.argv[2]
for rel in sys.stdin.buffer.read().decode().split("\0"):
    if rel and os.path.lexists(os.path.join(src, rel)):
        os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
        shutil.copy2(os.path.join(src, rel), os.path.join(dst, rel), follow_symlinks=False)
' "$REPO" "$SRC"
else
    cp -R "$REPO/." "$SRC/"
fi
[ -x "$SRC/install.sh" ] && pass "checkout" || { fail "checkout"; summary; }

step "install.sh --prefix $PREFIX (log: $WORK/install.log)"
if (cd "$PROJ" && SHELL=/bin/bash "$SRC/install.sh" --prefix "$PREFIX") >"$WORK/install.log" 2>&1; then
    pass "install.sh"
else
    tail -n 30 "$WORK/install.log"
    fail "install.sh" "see $WORK/install.log"
    KEEP=1
    summary
fi
RETAIN="$PREFIX/venv/bin/retain"
VPY="$PREFIX/venv/bin/python"
echo "    venv: $(du -sh "$PREFIX/venv" | cut -f1); $(grep -o 'done in [0-9]* s' "$WORK/install.log")"
if "$VPY" -c 'import importlib.util as u, sys; sys.exit(any(u.find_spec(m) for m in ("torch", "sentence_transformers")))'; then
    pass "lean install: no torch, no sentence-transformers"
else
    fail "lean install" "torch or sentence-transformers is in the default venv"
fi

step "retain --help from a new login shell (install.sh put ~/.local/bin on PATH in its profile)"
if [ -L "$HOME/.local/bin/retain" ] && [ "$(readlink "$HOME/.local/bin/retain")" = "$RETAIN" ]; then
    pass "install.sh linked ~/.local/bin/retain to the venv"
else
    fail "~/.local/bin/retain link" "$(ls -l "$HOME/.local/bin/retain" 2>&1)"
fi
if env -i HOME="$HOME" TERM=dumb PATH=/usr/bin:/bin bash -l -c 'cd "$HOME" && command -v retain && retain --help' \
    >"$WORK/login-shell.log" 2>&1 && grep -q '^usage: retain' "$WORK/login-shell.log"; then
    pass "retain --help in a new login shell ($(head -n 1 "$WORK/login-shell.log"))"
else
    fail "retain --help in a new login shell" "$(tail -n 2 "$WORK/login-shell.log" | tr '\n' ' ')"
fi
LAUNCHER="$PREFIX/bin/retain-hook"
DB="$HOME/.retain/retain.db"
again=$("$SRC/install.sh" --prefix "$PREFIX" --dry-run 2>&1)
if printf '%s\n' "$again" | grep "settings.json: nothing to change" >/dev/null &&
    printf '%s\n' "$again" | grep "MCP server 'retain' already registered" >/dev/null; then
    pass "install.sh is idempotent (a second run has nothing to change)"
else
    fail "install.sh is idempotent"
fi

step "CLI write and search"
cd "$PROJ" || exit 1
git init -q -b fix/order-locking . 2>/dev/null || git init -q .
FACT="orders use optimistic locking: a version column is checked on save"
if "$RETAIN" write "$FACT" --kind decision | grep "Stored as" >/dev/null; then
    pass "retain write"
else
    fail "retain write"
fi
"$RETAIN" write "the user wants answers in short paragraphs" --kind preference >/dev/null
if "$RETAIN" search "how do we avoid lost updates on orders" | grep "optimistic locking" >/dev/null; then
    pass "retain search"
else
    fail "retain search"
fi

# sqlite counts read with the venv's Python (no sqlite3 binary needed).
count() { "$VPY" -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$DB" "$1"; }
finished_runs() { count "SELECT COUNT(*) FROM sleep_runs WHERE finished_at IS NOT NULL"; }
wait_for_runs() { # wait_for_runs N SECONDS: until at least N finished sleep passes
    local deadline=$((SECONDS + $2))
    while [ "$SECONDS" -lt "$deadline" ]; do
        [ "$(finished_runs)" -ge "$1" ] && return 0
        sleep 0.5
    done
    return 1
}
fixture_payload() { # fixture_payload EVENT SESSION_ID: a recorded payload, cwd -> the project
    "$VPY" - "$SRC/tests/fixtures/claude-code/hook-payloads-retain.jsonl" "$1" "$2" "$PROJ" \
        "$WORK/transcript.jsonl" <<'EOF'
import json, sys
path, event, session, cwd, transcript = sys.argv[1:]
for line in open(path):
    payload = json.loads(line)["stdin"]
    if payload["hook_event_name"] == event:
        payload.update(session_id=session, cwd=cwd, transcript_path=transcript)
        print(json.dumps(payload))
        break
EOF
}

step "SessionStart hook (the installed launcher, a recorded payload)"
block=$(fixture_payload SessionStart smoke-start | "$LAUNCHER" session-start)
if printf '%s' "$block" | grep '^<retain-memory nonce=' >/dev/null &&
    printf '%s' "$block" | grep "optimistic locking" >/dev/null; then
    pass "SessionStart prints the block with the CLI's memory"
    printf '%s\n' "$block" | sed 's/^/    /'
else
    fail "SessionStart block" "got: ${block:0:200}"
fi
[ "$(count "SELECT COUNT(*) FROM injections WHERE session_id = 'smoke-start'")" -ge 2 ] &&
    pass "SessionStart records what it showed" || fail "SessionStart records injections"

step "tool-time hooks (the installed launcher, payloads shaped as Claude Code 2.1.197 sends them)"
tool_payload() { # tool_payload EVENT TOOL N: the Nth fixture payload of that event and tool, in $PROJ
    "$VPY" - "$SRC/tests/fixtures/claude-code/tool-payloads-2.1.197.jsonl" "$1" "$2" "$3" "$PROJ" <<'EOF'
import json, sys
path, event, tool, n, project = sys.argv[1:]
found = [json.loads(line)["stdin"] for line in open(path)]
found = [p for p in found if p["hook_event_name"] == event and p["tool_name"] == tool]
print(json.dumps(found[int(n)]).replace("/home/dev/projects/example-app", project))
EOF
}
"$RETAIN" write 'Never `kubectl apply` to prod by hand; use `make release`, which diffs first.' \
    --kind constraint --scope project >/dev/null
"$RETAIN" write 'command failed with `missing go.sum entry for module providing package` -> fixed by `go mod tidy` in the module root' \
    --kind lesson --scope project >/dev/null
if grep -q '"matcher": "Edit|Write|MultiEdit|NotebookEdit|Bash"' "$HOME/.claude/settings.json" &&
    grep -q "retain-hook'* tool-failure" "$HOME/.claude/settings.json"; then
    pass "install.sh registered PreToolUse (Edit|Write|MultiEdit|NotebookEdit|Bash) and the failure hooks"
else
    fail "tool hooks in ~/.claude/settings.json"
fi
answer=$(tool_payload PreToolUse Bash 0 | "$LAUNCHER" pre-tool)
if printf '%s' "$answer" | "$VPY" -c '
import json, sys
out = json.load(sys.stdin)["hookSpecificOutput"]
assert out["hookEventName"] == "PreToolUse" and set(out) == {"hookEventName", "additionalContext"}
assert "kubectl apply" in out["additionalContext"] and "<retain-memory nonce=" in out["additionalContext"]
'; then
    pass "pre-tool: kubectl apply gets the memory about it (JSON additionalContext, fenced)"
else
    fail "pre-tool kubectl apply" "got: ${answer:0:200}"
fi
quiet=$(tool_payload PreToolUse Bash 1 | "$LAUNCHER" pre-tool)
[ -z "$quiet" ] && pass "pre-tool: an unrelated command (ls -la) is silent" ||
    fail "pre-tool unrelated command silent" "got: ${quiet:0:200}"
again=$(tool_payload PreToolUse Bash 0 | "$LAUNCHER" pre-tool)
[ -z "$again" ] && pass "pre-tool: the same call again in the session is silent" ||
    fail "pre-tool repeat silent" "got: ${again:0:200}"
seen=$(tool_payload PostToolUseFailure Bash 0 | "$LAUNCHER" tool-failure)
if printf '%s' "$seen" | grep -q 'seen before: ' && printf '%s' "$seen" | grep -q 'go mod tidy'; then
    pass "tool-failure: a go.sum error gets the stored lesson (seen before)"
else
    fail "tool-failure seen before" "got: ${seen:0:200}"
fi

step "SessionEnd hook returns at once; its detached sleep pass finishes"
transcript_fixture=$(ls "$SRC"/tests/fixtures/transcripts/*.jsonl 2>/dev/null | head -n 1)
if [ -n "$transcript_fixture" ]; then cp "$transcript_fixture" "$WORK/transcript.jsonl"; else : >"$WORK/transcript.jsonl"; fi
runs_before=$(finished_runs)
payload=$(fixture_payload SessionEnd smoke-end)
elapsed=$("$VPY" - "$LAUNCHER" "$payload" <<'EOF'
import subprocess, sys, time
t = time.perf_counter()
subprocess.run([sys.argv[1], "session-end"], input=sys.argv[2].encode(), check=True)
print(f"{time.perf_counter() - t:.3f}")
EOF
)
if "$VPY" -c "import sys; sys.exit(not float(sys.argv[1]) < 1.5)" "$elapsed"; then
    pass "SessionEnd returned in ${elapsed}s (Claude Code allows 1.5 s)"
else
    fail "SessionEnd return time" "${elapsed}s"
fi
if wait_for_runs $((runs_before + 1)) 120; then
    pass "detached sleep pass finished (retain status --json)"
    "$RETAIN" status --json | "$VPY" -c 'import json, sys; print("    last pass:", json.load(sys.stdin)["last_sleep_pass"]["report"])'
else
    fail "detached sleep pass" "no finished sleep_runs row after 120 s; see $HOME/.retain/sleep.log"
fi

step "MCP round trip through the SDK's stdio client"
if "$VPY" - "$RETAIN" "$PROJ" <<'EOF'; then
import sys
import anyio
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

async def main() -> None:
    exe, project = sys.argv[1], sys.argv[2]
    params = StdioServerParameters(command=exe, args=["serve"], cwd=project,
                                   env={"CLAUDE_PROJECT_DIR": project})
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        names = {t.name for t in (await session.list_tools()).tools}
        assert {"memory_search", "memory_write", "memory_outcome"} <= names, names
        wrote = await session.call_tool(
            "memory_write", {"text": "the smoke test reached the MCP server", "kind": "fact"})
        assert not wrote.is_error, wrote.content
        found = await session.call_tool("memory_search", {"query": "lost updates on orders"})
        text = found.content[0].text
        assert "optimistic locking" in text, text
        print("    tools:", ", ".join(sorted(names)))

anyio.run(main)
EOF
    pass "MCP stdio: initialize, list_tools, memory_write, memory_search"
else
    fail "MCP stdio round trip"
fi

step "prompt-time meaning: the installed retain serve answers on its private socket"
# `claude -p` (below) sends its prompt ~3 s after starting the server, before the model is
# loaded on this kind of machine, so those runs match words; here the server gets its time.
(sleep 90) | "$RETAIN" serve >/dev/null 2>"$WORK/serve-socket.log" &
SERVE_PID=$!
if "$VPY" - "$HOME/.retain" "$DB" "$PROJ" >"$WORK/serve-socket.out" 2>&1 <<'EOF'
import os, stat, sys, time
from pathlib import Path
from retain import meaning
from retain.scope import resolve_project
home, db, proj = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
os.environ["RETAIN_HOME"] = str(home)
deadline, answer = time.monotonic() + 60, None
while answer is None and time.monotonic() < deadline:
    ask = meaning.Ask.start(db, resolve_project(proj), "what happens when two people edit "
                            "the same order at the same time?", k=3, timeout=2.0)
    answer = ask.finish([]) if ask else None
    time.sleep(0.1)
assert answer is not None, "no answer from the server's socket within 60 s"
run = home / "run"
socks = [p for p in run.iterdir() if p.name.endswith(".sock")]
assert stat.S_IMODE(os.stat(run).st_mode) == 0o700, oct(os.stat(run).st_mode)
assert len(socks) == 1 and stat.S_IMODE(os.lstat(socks[0]).st_mode) == 0o600, socks
print(socks[0].name, answer.near[0][0], answer.model)
EOF
then
    pass "retain serve answered by meaning on $(cut -d' ' -f1 "$WORK/serve-socket.out") (0600 in a 0700 dir)"
    near_id=$(cut -d' ' -f2 "$WORK/serve-socket.out")
    if [ "$(count "SELECT text FROM memories WHERE id = ${near_id:-0}")" = "$FACT" ]; then
        pass "the memory nearest a paraphrase (no shared rare word) is the locking decision"
    else
        fail "nearest by meaning" "$(cat "$WORK/serve-socket.out")"
    fi
else
    fail "retain serve's socket" "$(tail -n 3 "$WORK/serve-socket.out" | tr '\n' ' ')"
fi
kill -TERM "$SERVE_PID" 2>/dev/null
wait "$SERVE_PID" 2>/dev/null
if [ -z "$(ls -A "$HOME/.retain/run" 2>/dev/null)" ]; then
    pass "the server removed its socket when it was stopped"
else
    fail "socket left behind" "$(ls -l "$HOME/.retain/run")"
fi

step "Claude Code (npm @anthropic-ai/claude-code, --ignore-scripts)"
CLAUDE=""
if command -v npm >/dev/null 2>&1 &&
    timeout 600 npm install --prefix "$WORK/npm" --ignore-scripts --no-audit --no-fund \
        @anthropic-ai/claude-code >"$WORK/npm.log" 2>&1; then
    for candidate in "$WORK"/npm/node_modules/@anthropic-ai/claude-code-*/claude \
        "$WORK/npm/node_modules/.bin/claude"; do
        if [ -x "$candidate" ] && "$candidate" --version >/dev/null 2>&1; then
            CLAUDE=$candidate
            break
        fi
    done
fi
if [ -z "$CLAUDE" ]; then
    skip "Claude Code" "npm could not install @anthropic-ai/claude-code here; see $WORK/npm.log"
    summary
fi
echo "    $("$CLAUDE" --version) at $CLAUDE"

mcp_list=$(timeout 120 "$CLAUDE" mcp list 2>&1)
if printf '%s\n' "$mcp_list" | grep -E '^retain:' | grep 'Connected' >/dev/null; then
    pass "claude mcp list: retain connected"
else
    fail "claude mcp list" "$(printf '%s' "$mcp_list" | tail -n 2 | tr '\n' ' ')"
fi

if timeout 60 "$CLAUDE" plugin validate --help >/dev/null 2>&1; then
    if (cd "$SRC" && timeout 120 "$CLAUDE" plugin validate .) >"$WORK/validate.log" 2>&1; then
        pass "claude plugin validate ."
    else
        fail "claude plugin validate ." "$(tail -n 3 "$WORK/validate.log" | tr '\n' ' ')"
    fi
else
    skip "claude plugin validate" "this Claude Code has no such subcommand"
fi

# A stand-in for the API on loopback: records each request, answers 400, so `claude -p`
# stops right after its first request without any traffic leaving the machine.
start_stub() { # start_stub NAME -> sets STUB_URL and STUB_LOG
    STUB_LOG="$WORK/$1-requests.log"
    : >"$STUB_LOG"
    "$VPY" - "$STUB_LOG" "$WORK/$1.port" <<'EOF' &
import http.server, json, sys, threading
log, port_file = sys.argv[1], sys.argv[2]
class Stub(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        with open(log, "ab") as f:
            f.write(body + b"\n")
        reply = json.dumps({"type": "error", "error": {"type": "invalid_request_error",
                                                        "message": "retain smoke test stub"}})
        self.send_response(400)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply.encode())
    def do_GET(self):
        self.send_response(404)
        self.end_headers()
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Stub)
open(port_file, "w").write(str(server.server_address[1]))
threading.Timer(600, server.shutdown).start()
server.serve_forever()
EOF
    BG_PIDS+=($!)
    for _ in $(seq 50); do [ -s "$WORK/$1.port" ] && break; sleep 0.1; done
    STUB_URL="http://127.0.0.1:$(cat "$WORK/$1.port")"
}

run_claude_p() { # run_claude_p LABEL [claude options...]: checks both hooks fired
    local label=$1
    shift
    local sessions_before runs_before
    sessions_before=$(count "SELECT COUNT(DISTINCT session_id) FROM injections")
    runs_before=$(finished_runs)
    start_stub "$label"
    (cd "$PROJ" && ANTHROPIC_BASE_URL="$STUB_URL" ANTHROPIC_API_KEY=dummy \
        CLAUDE_CODE_MAX_RETRIES=0 timeout 180 "$CLAUDE" "$@" -p "x") >"$WORK/$label.log" 2>&1
    echo "    claude -p exited $? (expected: non-zero, the stub API refuses)"
    if [ "$(count "SELECT COUNT(DISTINCT session_id) FROM injections")" -gt "$sessions_before" ]; then
        pass "$label: SessionStart hook fired and recorded its block"
    else
        fail "$label: SessionStart hook" "no new session in injections; see $HOME/.retain/retain.log"
    fi
    if grep -q 'retain-memory nonce=' "$STUB_LOG" && grep -q 'optimistic locking' "$STUB_LOG"; then
        pass "$label: the block reached the model's request"
    else
        fail "$label: block in the model's request" "see $STUB_LOG"
    fi
    if wait_for_runs $((runs_before + 1)) 120; then
        pass "$label: SessionEnd hook fired and its sleep pass finished"
    else
        fail "$label: SessionEnd hook" "no new finished sleep pass"
    fi
}

step "claude -p with the hooks install.sh added to ~/.claude/settings.json"
run_claude_p "installed"

step "prompt-time recall in real Claude Code sessions (UserPromptSubmit)"
REPLAY="To replay a Stripe webhook event for debugging, run stripe events resend evt_ID with the CLI logged into the test account"
# A fact: facts wait for a question (the SessionStart block leaves them out), so this one
# can only reach the model through the prompt-time block.
"$RETAIN" write "$REPLAY" --kind fact --scope project >/dev/null
prompt_session() { # prompt_session LABEL PROMPT: one claude -p run; its transcript's path
    # goes to $WORK/LABEL.transcript (not stdout: a $(...) would wait for the stub to exit)
    start_stub "$1"
    (cd "$PROJ" && ANTHROPIC_BASE_URL="$STUB_URL" ANTHROPIC_API_KEY=dummy \
        CLAUDE_CODE_MAX_RETRIES=0 timeout 180 "$CLAUDE" -p "$2") >"$WORK/$1.log" 2>&1
    "$VPY" - "$HOME/.claude/projects" "$2" >"$WORK/$1.transcript" <<'EOF'
import json, pathlib, sys
root, prompt = pathlib.Path(sys.argv[1]), sys.argv[2]
for path in sorted(root.glob("*/*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True):
    for line in path.open(encoding="utf-8"):
        record = json.loads(line)
        if record.get("type") == "user" and record["message"].get("content") == prompt:
            print(path)
            sys.exit(0)
EOF
}
prompt_blocks() { # prompt_blocks TRANSCRIPT: how many UserPromptSubmit attachments hold our block
    "$VPY" - "$1" <<'EOF'
import json, sys
n = 0
for line in open(sys.argv[1], encoding="utf-8"):
    record = json.loads(line)
    attachment = record.get("attachment") if record.get("type") == "attachment" else None
    if isinstance(attachment, dict) and attachment.get("hookEvent") == "UserPromptSubmit":
        n += "retain-memory nonce=" in json.dumps(attachment)
print(n)
EOF
}
prompt_session "prompt-relevant" "how do I replay a stripe webhook event for debugging"
prompt_session "prompt-irrelevant" "thanks, that's all for today"
relevant=$(cat "$WORK/prompt-relevant.transcript")
irrelevant=$(cat "$WORK/prompt-irrelevant.transcript")
if [ -n "$relevant" ] && [ "$(prompt_blocks "$relevant")" = 1 ]; then
    pass "relevant prompt: the transcript holds the prompt-time block (UserPromptSubmit attachment)"
    "$VPY" - "$relevant" <<'EOF'
import json, sys
for line in open(sys.argv[1], encoding="utf-8"):
    r = json.loads(line)
    if r.get("type") == "attachment" and r["attachment"].get("hookEvent") == "UserPromptSubmit":
        for shown in str(r["attachment"].get("content", "")).splitlines():
            print("    " + shown)
EOF
else
    fail "relevant prompt: prompt-time block in the transcript" "transcript: ${relevant:-none found}"
fi
if grep -q 'Memories that may bear on this prompt' "$WORK/prompt-relevant-requests.log" &&
    grep -q 'stripe events resend' "$WORK/prompt-relevant-requests.log"; then
    pass "relevant prompt: the block reached the model's request"
else
    fail "relevant prompt: block in the model's request" "see $WORK/prompt-relevant-requests.log"
fi
if [ -n "$irrelevant" ] && [ "$(prompt_blocks "$irrelevant")" = 0 ]; then
    pass "irrelevant prompt: no prompt-time block in its transcript"
else
    fail "irrelevant prompt: no block" "transcript: ${irrelevant:-none found}"
fi
if [ "$(count "SELECT COUNT(*) FROM injections WHERE source = 'prompt'")" -ge 1 ]; then
    pass "the prompt hook recorded what it showed"
else
    fail "prompt hook injections"
fi

step "tool-time recall in a real Claude Code session (PreToolUse, PostToolUseFailure)"
# A stub that plays the model: its first answers call Bash (`kubectl apply`, then a
# command that fails as a Go build with a missing go.sum entry would), then it ends the
# turn. Every request is recorded, so we can see what the tool hooks added reach the model.
TOOL_LOG="$WORK/tools-requests.log"
: >"$TOOL_LOG"
"$VPY" - "$TOOL_LOG" "$WORK/tools.port" <<'EOF' &
import http.server, itertools, json, sys, threading
log, port_file = sys.argv[1], sys.argv[2]
calls = [
    "kubectl apply -f deploy/prod.yaml",
    "echo 'cmd/ledger/main.go:9:2: missing go.sum entry for module providing package "
    "github.com/acme/ledgerpb' >&2; exit 1",
]
turn, lock = itertools.count(), threading.Lock()
class Stub(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        with open(log, "ab") as f:
            f.write(body + b"\n")
        req = json.loads(body or b"{}")
        block, stop = {"type": "text", "text": "done"}, "end_turn"
        if any(t.get("name") == "Bash" for t in req.get("tools", [])):
            with lock:
                n = next(turn)
            if n < len(calls):
                block = {"type": "tool_use", "id": f"toolu_smoke{n}", "name": "Bash",
                         "input": {"command": calls[n], "description": "smoke"}}
                stop = "tool_use"
        message = {"id": "msg_smoke", "type": "message", "role": "assistant",
                   "model": "claude-sonnet-4-5", "content": [], "stop_reason": None,
                   "stop_sequence": None, "usage": {"input_tokens": 1, "output_tokens": 1}}
        if req.get("stream"):
            start = dict(block, input={}) if block["type"] == "tool_use" else dict(block, text="")
            delta = ({"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
                     if block["type"] == "tool_use" else {"type": "text_delta", "text": block["text"]})
            events = [
                ("message_start", {"type": "message_start", "message": message}),
                ("content_block_start", {"type": "content_block_start", "index": 0, "content_block": start}),
                ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
                ("content_block_stop", {"type": "content_block_stop", "index": 0}),
                ("message_delta", {"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": None}, "usage": {"output_tokens": 1}}),
                ("message_stop", {"type": "message_stop"}),
            ]
            data, kind = "".join(f"event: {e}\ndata: {json.dumps(d)}\n\n" for e, d in events).encode(), "text/event-stream"
        else:
            data, kind = json.dumps(dict(message, content=[block], stop_reason=stop)).encode(), "application/json"
        self.send_response(200)
        self.send_header("content-type", kind)
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self):
        self.send_response(404)
        self.end_headers()
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Stub)
open(port_file, "w").write(str(server.server_address[1]))
threading.Timer(600, server.shutdown).start()
server.serve_forever()
EOF
BG_PIDS+=($!)
for _ in $(seq 50); do [ -s "$WORK/tools.port" ] && break; sleep 0.1; done
(cd "$PROJ" && ANTHROPIC_BASE_URL="http://127.0.0.1:$(cat "$WORK/tools.port")" ANTHROPIC_API_KEY=dummy \
    CLAUDE_CODE_MAX_RETRIES=0 timeout 180 "$CLAUDE" -p "deploy it" --allowedTools Bash) \
    >"$WORK/tools.log" 2>&1
echo "    claude -p exited $?"
if grep -q 'PreToolUse:Bash hook additional context: <retain-memory nonce=' "$TOOL_LOG" &&
    grep -q 'Never `kubectl apply` to prod by hand' "$TOOL_LOG"; then
    pass "PreToolUse: the kubectl apply memory reached the model's next request"
else
    fail "PreToolUse context in the model's request" "see $TOOL_LOG and $WORK/tools.log"
fi
if grep -q 'PostToolUseFailure:Bash hook additional context: <retain-memory nonce=' "$TOOL_LOG" &&
    grep -q 'seen before: ' "$TOOL_LOG"; then
    pass "PostToolUseFailure: the failed Bash call's lesson (seen before) reached the model"
else
    fail "PostToolUseFailure context in the model's request" "see $TOOL_LOG"
fi

step "claude -p with retain as a plugin (--plugin-dir), in a second throwaway HOME"
SETTINGS_HOME=$HOME
export HOME="$WORK/home-plugin"
mkdir -p "$HOME/.retain"
ln -s "$PREFIX/venv" "$HOME/.retain/venv" # where the plugin's launchers look for retain
export RETAIN_HOME="$SETTINGS_HOME/.retain" # the same store as above
plugin_mcp=$(timeout 120 "$CLAUDE" --plugin-dir "$SRC" mcp list 2>&1)
if printf '%s\n' "$plugin_mcp" | grep 'retain' | grep 'Connected' >/dev/null; then
    pass "plugin: MCP server from plugin.json connected"
else
    fail "plugin: MCP server" "$(printf '%s' "$plugin_mcp" | tail -n 2 | tr '\n' ' ')"
fi
run_claude_p "plugin" --plugin-dir "$SRC"

if grep -q 'retain hook' "$SETTINGS_HOME/.retain/retain.log" 2>/dev/null; then
    echo "    note: the hooks logged problems:"
    grep 'retain hook' "$SETTINGS_HOME/.retain/retain.log" | sed 's/^/      /'
fi
summary
