"""Whose session a transcript records: a SessionEnd payload names the transcript and the
project separately, and nothing ties the two but the agent that sent them.

Claude Code writes the folder each record was made in (`cwd`) on its records, and Codex
on its `session_meta` and `turn_context` records. A transcript whose records were all made
in another project is that project's conversation: capturing it here would store another
project's statements, fixes and usage as this one's. When those folders are a checkout of
another project on this machine, the sleep pass does not read the transcript (the rest of
the pass runs) and logs why.

A transcript that names no folder (Gemini's and Copilot's files, a hand-made one) is taken
as the payload's: there is nothing to compare. A session that moved between folders
belongs here when any of its folders does.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from retain.config import inside
from retain.files import open_regular
from retain.scope import project_id, project_root

SCAN_BYTES = 4 << 20  # the folders are on every record: the head of a long session is enough
MAX_FOLDERS = 32  # distinct folders looked at; a session moves between a few at most


def recorded_in(transcript_path: str | Path) -> list[str]:
    """The distinct folders the transcript's records say they were made in, in order of
    first appearance; [] when it names none or cannot be read."""
    seen: list[str] = []
    try:
        with open_regular(transcript_path, mine=True) as f:
            head = f.read(SCAN_BYTES)
    except (OSError, ValueError):
        return seen
    for raw in head.splitlines():
        if b'"cwd"' not in raw:
            continue
        try:
            record = json.loads(raw)
        except ValueError:  # a cut last line, or not JSON at all
            continue
        folder = _folder_of(record)
        if folder and folder not in seen:
            seen.append(folder)
            if len(seen) >= MAX_FOLDERS:
                break
    return seen


def _folder_of(record: object) -> str | None:
    if not isinstance(record, dict):
        return None
    cwd = record.get("cwd")
    if cwd is None and isinstance(record.get("payload"), dict):  # Codex
        cwd = record["payload"].get("cwd")
    return cwd if isinstance(cwd, str) and cwd.strip() and "\x00" not in cwd else None


def foreign_folder(transcript_path: str | Path, project_dir: str | Path) -> str | None:
    """The folder the transcript was recorded in when that is a checkout of another
    project on this machine, else None: this project's, or nothing to tell (a folder that
    does not exist here or is in no checkout says nothing about whose session it was)."""
    folders = recorded_in(transcript_path)
    if not folders:
        return None
    here = project_id(project_dir)
    other = None
    for folder in folders:
        if here is not None and project_id(folder) == here:
            return None
        if inside(folder, project_dir):
            return None
        if other is None and _in_checkout(folder):
            other = folder
    return other


def _in_checkout(folder: str) -> bool:
    root = project_root(folder)
    return root is not None and os.path.lexists(os.path.join(root, ".git"))
