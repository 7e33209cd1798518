"""Claude Code hook entry points: `python -m retain.hooks.entry session-start|prompt|session-end`.

Claude Code runs them through hooks/retain-hook, which calls `run()` under `python -S -c`
(no site module, no runpy; ARCHITECTURE.md has the launch path).

All read the hook payload (JSON) on stdin and fail open: whatever goes wrong
(no database, a corrupt one, bad JSON, an unreadable HOME) they exit 0 with nothing
on stdout and one line in the log file, so a session is never blocked or broken.

session-start prints the memory block as plain text, which Claude Code adds to the
model's context. Plain text rather than JSON `hookSpecificOutput.additionalContext`:
both are injected, but plain text is byte for byte what `retain context` shows, and it
is not inflated by JSON escaping on its way to Claude Code's 10,000-character cap.

What each SessionStart `source` gets:
- startup, clear: the full block; what it shows is recorded in `injections`.
- compact: the old block was summarised away, so it is injected again, but memories
  this session was already shown are not recorded twice.
- resume, fork: the conversation being continued already holds a block, so nothing is
  printed if this session was shown one or its transcript contains one; otherwise
  (e.g. retain was installed mid-conversation) it gets the full block.

prompt (UserPromptSubmit) prints a short block only when a memory clears the relevance
bar for what the user just typed (retain.rank.prompt); usually it prints nothing. It never
shows a memory this session was already shown, and records what it shows.

pre-tool (PreToolUse) and tool-failure (PostToolUseFailure; PostToolUse when its result
reports a failure) answer with JSON `hookSpecificOutput.additionalContext` only when a
memory is tied to the file or command about to be used, or describes the error just hit
(retain.hooks.tools, retain.rank.tool); usually they print nothing. They never block or
change the call.

session-end hands the sleep pass to a fully detached process and returns at once:
Claude Code gives all SessionEnd hooks 1.5 s in total and then kills them.

With `--client codex|gemini|copilot|cursor` (after the event) the payload is another
agent's and the answer goes back in its JSON (retain.hooks.clients); session-end starts
the same sleep pass on that agent's transcript (retain.sleep reads Codex, Gemini, Copilot
and Cursor transcripts as well as Claude Code's).

Imports stay light: never mcp, torch, sentence_transformers or numpy, and on the
SessionStart path not the facade either (its write gate, redaction and records): the
block is read through retain.rank.block on the lean BlockStore, the same functions
`Memory.session_block` uses. The prompt path skips the facade too: retain.rank.prompt on the
lean PromptStore (retain.store.sqlite_prompt: no records, no dataclasses, no typing),
the function `Memory.prompt_block` calls. tests/test_imports.py holds the lists. With
RETAIN_DB=postgresql://... both read the team store's local mirror (retain.team.mirror:
a SQLite file, the same path) and start a detached refresh when it is due; only with no
mirror yet (first run) do they ask the server, within RETAIN_BLOCK_WAIT_MS
(retain.team.fast_block), and only then is psycopg imported.
"""

from __future__ import annotations

import os
import sys
import time

from retain import regexcache
from retain.hooks.payload import read_payload

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (~10 ms here)
if TYPE_CHECKING:
    import subprocess  # imported when SessionEnd spawns: SessionStart never pays for it
    from typing import Any

MAX_ID_CHARS = 200  # session ids are UUIDs; a longer value is not one
HOOK_BUSY_TIMEOUT_MS = 2_000  # recording injections must not hold up a starting session
TRANSCRIPT_SCAN_BYTES = 512 * 1024  # where a resumed transcript would show an earlier block
SOURCES = ("startup", "resume", "clear", "compact", "fork")
EVENTS = ("session-start", "prompt", "session-end", "pre-tool", "tool-failure")
USAGE = (
    "usage: python -m retain.hooks.entry session-start|prompt|session-end|pre-tool|tool-failure"
    " [--client codex|gemini|copilot|cursor]  (payload JSON on stdin)"
)
MAX_PROMPT_CHARS = 64 * 1024  # of the prompt read for matching; a longer paste is cut


def run() -> None:
    """The hook as a whole process (`python -m retain.hooks.entry`, hooks/retain-hook): main(),
    then exit at once. The store's connection is left open for the exit (its close would
    checkpoint the WAL: two fsyncs, see SqliteConnections' `linger`), and os._exit also
    skips the interpreter's teardown; stdout and stderr are flushed first."""
    if len(sys.argv) > 1 and sys.argv[1] in EVENTS:
        regexcache.for_event(sys.argv[1])  # each event's kept regex programs, its own file
    code = main(linger=True)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 - a closed pipe: nothing more to say anyway
            pass
    # the regex programs this run compiled, for the next hook (after the answer is out)
    regexcache.save()
    os._exit(code)


def main(argv: list[str] | None = None, *, linger: bool = False) -> int:
    """Run one hook event; always 0. `linger`: leave the store's connection open for a
    process exit that follows at once (run() does; callers in-process must not)."""
    args = sys.argv[1:] if argv is None else argv
    client = None
    if any(a.startswith("--client") for a in args):  # another agent (retain.hooks.clients)
        from retain.hooks import clients

        args, client = clients.split_client(args)
    event = args[0] if args else ""
    if event not in EVENTS:
        print(USAGE, file=sys.stderr)
        return 0  # a misconfigured hook must not break the session either
    try:
        payload = read_payload(event)
        if client is not None:
            payload = clients.to_retain(client, event, payload)
        if event in ("session-start", "prompt", "pre-tool", "tool-failure"):
            if event == "session-start":
                out = session_start(payload, linger=linger)
            elif event == "prompt":
                out = prompt(payload, linger=linger)
            else:
                from retain.hooks.tools import tool_call

                out = tool_call(payload, event, linger=linger)
            if client is not None:
                out = clients.answer(client, event, out)
            if out:
                sys.stdout.buffer.write(out.encode("utf-8") + b"\n")
                sys.stdout.flush()
        else:  # every client's transcript is read by the sleep pass (its own format)
            session_end(payload)
            end = clients.answer(client, event, "") if client is not None else ""
            if end:
                sys.stdout.buffer.write(end.encode("utf-8") + b"\n")
                sys.stdout.flush()
    except BaseException as e:  # noqa: BLE001 - fail open, whatever it was
        if isinstance(e, KeyboardInterrupt):
            return 0
        log(f"{event}: {type(e).__name__}: {e}")
        if client is not None:
            _answer_nothing(client, event)
    return 0


def _answer_nothing(client: str, event: str) -> None:
    """The client's empty answer after a failure: Cursor blocks a tool call whose hook
    printed no JSON object, so failing open must still print `{}` to it."""
    try:
        from retain.hooks import clients

        end = clients.answer(client, event, "")
        if end:
            sys.stdout.buffer.write(end.encode("utf-8") + b"\n")
            sys.stdout.flush()
    except Exception:  # noqa: BLE001 - a closed pipe: nothing more to say anyway
        pass


def _str(payload: dict[str, Any], key: str, limit: int = 4096) -> str | None:
    value = payload.get(key)
    if isinstance(value, str) and value and len(value) <= limit and "\x00" not in value:
        return value
    return None


def _project_dir(payload: dict[str, Any]) -> str | None:
    """The payload's cwd; Claude Code also exports CLAUDE_PROJECT_DIR to hooks."""
    return real_path(_str(payload, "cwd")) or os.environ.get("CLAUDE_PROJECT_DIR") or None


def real_path(path: str | None) -> str | None:
    """`path`, or the real path a payload's U+FFFD-mangled one names (retain.hooks.paths)."""
    if not path or "\ufffd" not in path:
        return path
    from retain.hooks.paths import mended

    return mended(path)


def session_start(
    payload: dict[str, Any], *, now: float | None = None, linger: bool = False
) -> str:
    """The block to print for this SessionStart payload ('' for none)."""
    session_id = _str(payload, "session_id", MAX_ID_CHARS)
    source = _str(payload, "source", 20)
    source = source if source in SOURCES else "startup"
    directory = _project_dir(payload)
    from retain import config  # here, not at the top: a PostToolUse that succeeded needs none

    url = config.db_url()
    if url:  # a team store: answered from the local mirror, never the network
        return _team_session_start(url, payload, directory, session_id, source, now, linger)
    path = config.db_file()  # strings, not pathlib, all along this path (import time)
    return _local_session_start(path, payload, directory, session_id, source, now, linger)


def _local_session_start(
    path: str,
    payload: dict[str, Any],
    directory: str | None,
    session_id: str | None,
    source: str,
    now: float | None,
    linger: bool,
) -> str:
    if not os.path.exists(path):
        return ""  # nothing remembered yet; the first write creates the store
    from retain.rank import block as context
    from retain.scope import resolve_project
    from retain.store.sqlite_block import BlockStore

    project_id = resolve_project(directory or "")  # "": no project, user scope only
    store = BlockStore(
        path, busy_timeout_ms=HOOK_BUSY_TIMEOUT_MS, check=False, linger=linger, rekey=False
    )
    with store.session():
        if source in ("resume", "fork") and _already_has_block(store, session_id, payload):
            return ""
        block = context.session_block(
            store,
            project_id=project_id,
            hint_dir=directory,
            session_id=session_id,
            now=now,
            full_store=lambda: _full_store(path),
        )
        if block.memory_ids and session_id:
            try:
                context.record_shown(store, session_id, block, source=source, now=now)
            except Exception as e:  # noqa: BLE001 - bookkeeping; the block is still worth showing
                log(f"session-start: injections not recorded: {type(e).__name__}: {e}")
        return block.text


def _team_session_start(
    url: str,
    payload: dict[str, Any],
    directory: str | None,
    session_id: str | None,
    source: str,
    now: float | None,
    linger: bool,
) -> str:
    """From the mirror (retain.team.mirror) when there is one; the first time, from the
    server within RETAIN_BLOCK_WAIT_MS. Either way a refresh is started if one is due."""
    from retain import config
    from retain.scope import resolve_project
    from retain.team.mirror import Mirror

    mirror = Mirror(url, resolve_project(directory or "") or None)
    clock = time.time()
    try:
        if mirror.servable(clock):
            text = _local_session_start(
                str(mirror.db), payload, directory, session_id, source, now, linger
            )
            note = mirror.note(clock)
            return f"{text}\n{note}" if text and note else text
        from retain.team import fast_block

        return fast_block.session_start(
            url,
            directory=directory,
            session_id=session_id,
            source=source,
            already_shown=lambda store: _already_has_block(store, session_id, payload),
            now=now,
            deadline=config.block_wait_seconds(),
            log=log,
        )
    finally:
        _refresh_if_due(mirror, clock)


def _refresh_if_due(mirror: Any, clock: float) -> None:
    try:
        if mirror.refresh_due(clock):
            mirror.spawn_refresh()
    except OSError as e:
        log(f"team mirror: refresh not started: {e}")


def _full_store(path: str) -> Any:
    """The whole store, opened only when the anchor check found code that moved on and
    has marks to write (retain.anchors.probe): a SessionStart where nothing changed never
    imports it."""
    from retain.store.sqlite import SqliteStore

    return SqliteStore(path, busy_timeout_ms=HOOK_BUSY_TIMEOUT_MS, check=False, rekey=False)


def prompt(
    payload: dict[str, Any],
    *,
    now: float | None = None,
    linger: bool = False,
    ask_server: bool = True,
    timeout: float | None = None,
) -> str:
    """The prompt-time block for this UserPromptSubmit payload ('' for none: the usual).
    `ask_server`: ask the running `retain serve` for the prompt's nearest memories by
    meaning (retain.hooks.meaning), waiting `timeout` seconds at most (default
    RETAIN_MEANING_MS); False matches words only."""
    text = payload.get("prompt")
    if not isinstance(text, str) or not text.strip() or text.lstrip().startswith("/"):
        return ""  # nothing typed, or a slash command: not a question for memory
    from retain import config

    url = config.db_url()
    directory = _project_dir(payload)
    session_id = _str(payload, "session_id", MAX_ID_CHARS)
    if url:  # a team store: the mirror, or (first run) the server within the bound
        from retain.scope import resolve_project
        from retain.team.mirror import Mirror

        mirror = Mirror(url, resolve_project(directory or "") or None)
        clock = time.time()
        try:
            if not mirror.servable(clock):
                from retain.team import fast_block

                return fast_block.prompt(
                    url,
                    text[:MAX_PROMPT_CHARS],
                    directory=directory,
                    session_id=session_id,
                    now=now,
                    deadline=config.block_wait_seconds(),
                    log=log,
                )
            path = str(mirror.db)
        finally:
            _refresh_if_due(mirror, clock)
    else:
        path = config.db_file()
    if not os.path.exists(path):
        return ""
    from retain.scope import resolve_project

    project_id = resolve_project(directory or "")  # "": no project
    text = text[:MAX_PROMPT_CHARS]
    # Ask the running server first, so it embeds the prompt while this process imports
    # the store and searches words; no server (or no answer in time): words only.
    ask = None
    wait = config.meaning_ms() / 1000 if timeout is None else timeout
    if ask_server and wait > 0 and not url:  # the mirror has no meaning server
        from retain.hooks import meaning

        ask = meaning.Ask.start(path, project_id or None, text, k=meaning.NEAR_K, timeout=wait)
    try:
        from retain.rank import prompt as recall
        from retain.store.sqlite_prompt import PromptStore

        store = PromptStore(
            path, busy_timeout_ms=HOOK_BUSY_TIMEOUT_MS, check=False, linger=linger, rekey=False
        )
        from retain.branch import visible_branches

        block = recall.prompt_block(
            store,
            text,
            project_id=project_id,
            session_id=session_id,
            now=now,
            meaning=ask,
            branches=visible_branches(directory) if project_id else (),
        )
    finally:
        if ask is not None:
            ask.close()
    return block.text


def _already_has_block(store: Any, session_id: str | None, payload: dict[str, Any]) -> bool:
    from retain.rank import block as context
    from retain.text import FENCE_TAG

    if session_id and context.was_shown(store, session_id):
        return True
    transcript = _str(payload, "transcript_path")
    if not transcript:
        return False
    from retain.files import open_regular

    try:  # a FIFO here blocked the hook until Claude Code killed it; never another's file
        with open_regular(transcript, mine=True) as f:
            head = f.read(TRANSCRIPT_SCAN_BYTES)
    except OSError:
        return False
    return f"{FENCE_TAG} nonce=".encode() in head


def session_end(payload: dict[str, Any]) -> subprocess.Popen[bytes] | None:
    """Start the sleep pass detached from Claude Code and return without waiting."""
    import importlib.util

    from retain.logfile import spawn_logged

    if importlib.util.find_spec("retain.sleep") is None:
        log("session-end: retain.sleep is not installed; no sleep pass")
        return None
    cmd = [sys.executable, "-m", "retain.sleep"]
    transcript, project = _str(payload, "transcript_path"), _project_dir(payload)
    for flag, value in (  # paths made absolute: the pass runs in the data directory
        ("--transcript", os.path.abspath(transcript) if transcript else None),
        ("--session-id", _str(payload, "session_id", MAX_ID_CHARS)),
        ("--project-dir", os.path.abspath(project) if project else None),
    ):
        if value:
            cmd.append(f"{flag}={value}")  # `=`: a value starting with '-' stays a value
    from retain import config

    data_dir = config.home_dir()
    config.ensure_private_dir(data_dir)
    return spawn_logged(cmd, sleep_log_path(), data_dir)


def sleep_log_path() -> str:
    from retain import config

    return os.path.join(config.home_dir(), "sleep.log")


def log(message: str) -> None:
    """One printable line to stderr and to the log file (0600); never raises."""
    from retain import logfile

    logfile.log("hook", message)


if __name__ == "__main__":
    run()
