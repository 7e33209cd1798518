"""The SessionStart block from a team store, within a hard time bound.

The hook must never hold a session up on the network: the block is fetched on a worker
thread and waited for at most DEADLINE_SECONDS. In time, it is printed and kept as this
project's cached block (RETAIN_HOME/block-cache.json, 0600); too late or unreachable,
the last cached block is printed instead (with a fresh nonce), or nothing. Recording
what the session was shown is bookkeeping: it gets a short grace period, then is dropped.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import threading
import time
from typing import Any

from retain import config

DEADLINE_SECONDS = 0.15  # the most a session start may wait on the server
BOOKKEEPING_SECONDS = 0.1  # extra wait for the injections row once the block is printed
CACHE_FILE = "block-cache.json"
CACHE_MAX_AGE = 7 * 86400.0  # an older cached block is more likely wrong than useful
_NONCE = re.compile(r'nonce="[0-9a-f]+"')


def cache_path() -> Any:
    return config.home() / CACHE_FILE


def _load_cache() -> dict[str, Any]:
    try:
        data = json.loads(cache_path().read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _save_cache(project_key: str, text: str, now: float) -> None:
    data = _load_cache()
    data[project_key] = {"text": text, "at": now}
    path = cache_path()
    config.ensure_private_dir(path.parent)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    fd = os.open(str(tmp), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(data, f)
    os.replace(tmp, path)


def cached_block(project_key: str, now: float) -> str:
    entry = _load_cache().get(project_key)
    if not isinstance(entry, dict) or not isinstance(entry.get("text"), str):
        return ""
    if now - float(entry.get("at", 0)) > CACHE_MAX_AGE:
        return ""
    nonce = secrets.token_hex(6)  # a block's fence is never reused
    return _NONCE.sub(f'nonce="{nonce}"', entry["text"])


def _open(url: str, deadline: float) -> Any:
    from retain.store.postgres import PostgresStore

    return PostgresStore(
        url,
        connect_timeout=1,
        statement_timeout_ms=max(50, int(deadline * 1000)),
        reconnect_seconds=0,
        check=False,
    )


def _bounded(work: Any, deadline: float) -> dict[str, Any]:
    """Run `work(out, done)` on a daemon thread and wait at most `deadline` seconds for it
    to call done(); `out` holds what it left ("text", or "error")."""
    got = threading.Event()
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            work(out, got.set)
        except BaseException as e:  # noqa: BLE001 - reported by the waiting thread
            out["error"] = e
        finally:
            got.set()

    worker = threading.Thread(target=run, name="retain-team-hook", daemon=True)
    worker.start()
    got.wait(deadline)
    out["worker"] = worker
    return out


def session_start(
    url: str,
    *,
    directory: str | None,
    session_id: str | None,
    source: str,
    already_shown: Any,
    now: float | None = None,
    deadline: float = DEADLINE_SECONDS,
    log: Any = None,
) -> str:
    """The block for a session starting in `directory`, from the server if it answers
    within `deadline` seconds, else the cached one. `already_shown(store)` says whether a
    resumed session already holds a block. The block's rules are retain.rank.block's, on
    the PostgresStore directly (no facade), as the SQLite hook does on its BlockStore."""
    from retain.rank import block as context
    from retain.scope import resolve_project
    from retain.store import postgres  # noqa: F401 - imports are not network: before the clock

    project_id = resolve_project(directory or "")
    project_key = project_id or "(no project)"
    started = time.monotonic()

    def fetch(out: dict[str, Any], done: Any) -> None:
        store = _open(url, deadline)
        try:
            with store.session():
                if source in ("resume", "fork") and already_shown(store):
                    out["text"] = ""
                    return
                # the PostgresStore is a whole Store: the anchor check writes through it
                block = context.session_block(
                    store, project_id=project_id, hint_dir=directory, session_id=session_id, now=now
                )
                out["text"] = block.text
                done()
                if block.memory_ids and session_id:
                    context.record_shown(store, session_id, block, source=source, now=now)
        finally:
            store.close()

    out = _bounded(fetch, deadline)
    if "text" in out:
        text = str(out["text"])
        if text:
            _save_cache(project_key, text, time.time())
        out["worker"].join(max(0.0, BOOKKEEPING_SECONDS))
        return text
    waited = time.monotonic() - started
    reason = out.get("error") or f"no answer in {waited * 1000:.0f} ms"
    if log is not None:
        log(f"session-start: team store: {reason}; showing the cached block")
    return cached_block(project_key, time.time())


def prompt(
    url: str,
    text: str,
    *,
    directory: str | None,
    session_id: str | None,
    now: float | None = None,
    deadline: float = DEADLINE_SECONDS,
    log: Any = None,
) -> str:
    """The prompt-time block (retain.rank.prompt) from the team store within `deadline`
    seconds; too late or unreachable, nothing (the usual answer anyway: no cache, since a
    stale match for another prompt would be noise)."""
    from retain.rank import prompt as recall
    from retain.scope import resolve_project
    from retain.store import postgres  # noqa: F401 - before the clock

    project_id = resolve_project(directory or "")

    def fetch(out: dict[str, Any], done: Any) -> None:
        store = _open(url, deadline)
        try:
            # recall records what it shows before returning: the block is the last step
            from retain.branch import visible_branches

            block = recall.prompt_block(
                store,
                text,
                project_id=project_id,
                session_id=session_id,
                now=now,
                branches=visible_branches(directory) if project_id else (),
            )
            out["text"] = block.text
        finally:
            store.close()

    out = _bounded(fetch, deadline)
    if "text" in out:
        return str(out["text"])
    if log is not None:
        log(f"prompt: team store: {out.get('error') or 'no answer in time'}; no block")
    return ""


def scrub_cache() -> int:
    """Today's redaction over the cached blocks (`retain scrub` on a team store); the file
    is replaced, so no copy of the old text stays in it. Returns the blocks changed."""
    from retain.redact import redact

    data = _load_cache()
    changed = 0
    for entry in data.values():
        if isinstance(entry, dict) and isinstance(entry.get("text"), str):
            entry["text"], n = redact(entry["text"])
            changed += bool(n)
    if changed:
        path = cache_path()
        tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
        fd = os.open(str(tmp), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    return changed
