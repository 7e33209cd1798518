"""Checking a recorded anchor against the project as it is now: `ok`, `changed` or
`gone` (retain.anchors.refs says how anchors are found and fingerprinted). Stdlib only: the
SessionStart hook checks the anchors of the memories it is about to show.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

from retain.anchors.gitfiles import blob_id
from retain.anchors.probe import stat_of, within
from retain.anchors.refs import (
    MAX_SAME_NAME,
    Project,
    command_text,
    definition,
    definitions,
    focus_hash,
    short_hash,
    symbol_print,
)
from retain.models import AnchorRecord as Anchor


@dataclass(frozen=True)
class Check:
    """The verdict on one anchor, and the anchor as it should now be stored."""

    state: str  # ok | changed | gone
    anchor: Anchor
    note: str = ""  # for people: "renamed to x", "its definition changed", ...


def check_anchor(anchor: Anchor, project: Project) -> Check:
    """Is the anchor still what the memory says? Pure apart from reading the project. An
    anchor naming a place outside it (an import's or a teammate's `/etc/passwd`,
    `../x`, a link out) is left as it is, unread."""
    where = anchor.value if anchor.kind in ("file", "dir") else anchor.info().get("file")
    if where and not within(project.root, where):
        return Check("ok", anchor)
    if anchor.kind == "file":
        return _check_file(anchor, project)
    if anchor.kind == "dir":
        ok = (project.root / anchor.value).is_dir()
        return Check("ok" if ok else "gone", anchor, "" if ok else "the folder is gone")
    if anchor.kind == "command":
        recipe, _ = command_text(project, anchor.value)
        if recipe is None:
            return Check("gone", anchor, "the target or script is gone")
        if short_hash([recipe]) == anchor.fingerprint:
            return Check("ok", anchor)
        return Check("changed", anchor, "its recipe or script changed")
    return _check_symbol(anchor, project)


def _check_file(anchor: Anchor, project: Project) -> Check:
    info = anchor.info()
    path = project.root / anchor.value
    stat = stat_of(path)
    focus = [str(x) for x in info.get("focus") or []]
    if stat is not None and path.is_file():
        if stat == info.get("stat"):
            return Check("ok", anchor)  # one stat: unchanged since last look
        blob = blob_id(path)
        fresh = replace(anchor, detail=json.dumps({**info, "blob": blob, "stat": stat}))
        if blob == info.get("blob") or anchor.fingerprint == "exists":
            return Check("ok", fresh)
        content = project.read(anchor.value)
        if content is None or focus_hash(content, focus) == anchor.fingerprint:
            return Check("ok", fresh, "edited elsewhere in the file")
        return Check("changed", anchor, "the lines it is about changed")
    if anchor.state == "gone":
        return Check("gone", anchor, "the file is gone")  # looked for elsewhere when it went
    # Gone from here: renamed (the same blob under another path) or moved and edited?
    blob = info.get("blob")
    tracked = project.tracked()
    moved = [p for p, b in tracked.items() if b == blob and (project.root / p).is_file()]
    moved = [p for p in moved if within(project.root, p)]  # a tracked link out: not it
    name = anchor.value.rsplit("/", 1)[-1]
    if not moved:
        same = [p for p in project.files() if p.rsplit("/", 1)[-1] == name][:MAX_SAME_NAME]
        same = [p for p in same if within(project.root, p)]
        for p in same:
            content = project.read(p)
            if anchor.fingerprint == "exists" and len(same) == 1:
                moved = [p]
            elif content is not None and focus and focus_hash(content, focus) == anchor.fingerprint:
                moved = [p]
                break
    if moved:
        moved.sort(key=lambda p: (p.rsplit("/", 1)[-1] != name, p))
        new = moved[0]
        detail = json.dumps(
            {**info, "blob": blob_id(project.root / new), "stat": stat_of(project.root / new)}
        )
        return Check("ok", replace(anchor, value=new, detail=detail), f"moved to {new}")
    return Check("gone", anchor, "the file is gone")


def _check_symbol(anchor: Anchor, project: Project) -> Check:
    info = anchor.info()
    focus = [str(x) for x in info.get("focus") or []] if "focus" in info else None
    rel = str(info.get("file") or "")
    stat = stat_of(project.root / rel) if rel else None
    if stat is not None and stat == info.get("stat"):
        return Check("ok", anchor)
    content = project.read(rel) if rel else None
    body = definition(content, anchor.value) if content is not None else None
    if body is None and anchor.state == "gone":
        return Check("gone", anchor, "its definition is gone")  # searched for when it went
    if body is None:
        found = definitions(project, anchor.value, [], Path(rel).suffix or None)
        if not found:
            return Check("gone", anchor, "its definition is gone")
        same = [hit for hit in found if symbol_print(hit[1], focus) == anchor.fingerprint]
        rel, body = (same or found)[0]
        stat = stat_of(project.root / rel)
    moved = rel != info.get("file")
    if symbol_print(body, focus) == anchor.fingerprint:
        fresh = replace(anchor, detail=json.dumps({**info, "file": rel, "stat": stat}))
        return Check("ok", fresh, f"moved to {rel}" if moved else "")
    # No stat: a changed definition is read again on every check, until it holds again.
    kept = replace(anchor, detail=json.dumps({**info, "file": rel, "stat": None}))
    return Check("changed", kept, "its definition changed" + (f" (now in {rel})" if moved else ""))
