"""Read `retain export` (JSON Lines) back, so a store can move between machines.

Each line is one memory with its evidence and (export formats 2 and 3) its outcome rows,
anchors, usage counters, stale mark and the sessions it was shown to. Memories keep
their state, validity and supersession links (ids are renumbered in the new store; an id
in the file names only a record of the file: never a row already in the store, which is
never written onto, merged into or linked to by it, and a file naming one id twice is
refused); a memory already present (same text, scope and creation time, among those the
importer may see) is skipped, so importing a file twice adds nothing. A malformed line is
reported with its number and skipped; the others are imported. A line whose history is
damaged or cut short (retain.memory.history) stops the whole import before anything is
written: every such line is named and nothing is imported.

Nothing in the file says who wrote it: a teammate's export, or one edited on its way here,
would otherwise put `trust: user` beliefs and pins in this store under this user's name,
ranked above the user's own and never decayed, in the user scope (every project of this
user's) or in another project of theirs, with evidence saying the user said it. So unless
the person vouches for the file (`trusted`, `retain import --trust-file`: it is their own
export), a record comes in at an agent's trust at most (`user` becomes `agent`; `inferred`
stays), unpinned, its confidence no higher than an agent's belief with the outcomes it
brings; it lands in the project it is imported into, whatever scope and project it names
(as a Markdown tree's new file does: retain.portable.markdown_import), and its evidence
speaks as an agent (an episode's `user` actor becomes `agent`; a tool's or a transcript's
stays). Its state, history and outcome rows are restored as written (its history rows
marked as imported, and one more row naming the file: retain.memory.history_rows). With
no project to land in (`--project ""`), such a file is refused with nothing imported.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from retain.core.lifecycle import confidence_of
from retain.errors import InvalidInput, RetainError
from retain.memory.curate import restorable
from retain.memory.facade import Memory
from retain.memory.history import HistoryError
from retain.portable.safe_read import MAX_EXPORT_BYTES, ImportRefused, read_text_inside


@dataclass
class JsonlReport:
    path: Path
    records: int = 0
    added: int = 0
    already: int = 0
    errors: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # the file, when it was not read
    dry_run: bool = False
    lowered: int = 0  # records whose `user` trust came in as `agent` (not vouched for)
    unpinned: int = 0  # ... and whose pin was dropped
    kept_here: int = 0  # ... and that named the user scope or another project
    unsaid: int = 0  # ... episodes whose `user` actor came in as `agent`


def read_records(path: Path, report: JsonlReport) -> list[dict[str, Any]]:
    """The records that can be restored; raises InvalidInput naming every line whose
    history is damaged (a malformed line otherwise is reported and skipped)."""
    good: list[dict[str, Any]] = []
    damaged: list[str] = []
    lines_of: dict[int, int] = {}  # a record's id -> the line that gave it first
    twice: list[str] = []
    try:  # a symlink, a FIFO, a binary or oversized file: ImportRefused (safe_read)
        lines = read_text_inside(path, path.parent, limit=MAX_EXPORT_BYTES).split("\n")
    except OSError as e:
        raise InvalidInput(f"cannot read {path}: {e.strerror}") from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        report.records += 1
        try:
            record = json.loads(line)
            mid = restorable(record)["id"]
        except json.JSONDecodeError as e:
            report.errors.append(f"{path}:{number}: not JSON ({e.msg}); skipped")
            continue
        except RecursionError:  # `[[[[...` a hundred thousand deep: not a record either
            report.errors.append(f"{path}:{number}: not JSON (nested too deeply); skipped")
            continue
        except HistoryError as e:
            damaged.append(f"{path}:{number}: {e}")
            continue
        except (RetainError, KeyError, TypeError, ValueError) as e:
            report.errors.append(f"{path}:{number}: {e}; skipped")
            continue
        if mid in lines_of:
            twice.append(f"{path}:{number}: id {mid} is also on line {lines_of[mid]}")
        lines_of.setdefault(mid, number)
        good.append(record)
    if twice:  # which one a supersession naming it means is anyone's guess
        raise InvalidInput(
            "\n".join(twice) + f"\nnothing imported from {path}: each record of an export "
            "has its own id, and a memory superseded by that id could be linked to either"
        )
    if damaged:
        raise InvalidInput(
            "\n".join(damaged)
            + f"\nnothing imported from {path}: the outcomes, anchors, stale marks or "
            f"injections of {len(damaged)} record(s) are damaged or incomplete (export the "
            "store again)"
        )
    return good


def unvouched(record: dict[str, Any], report: JsonlReport, project_id: str) -> dict[str, Any]:
    """The record as a file nobody vouched for may bring it into `project_id` (see the
    module docstring)."""
    out = dict(record)
    if out.get("pinned"):
        out["pinned"] = False
        report.unpinned += 1
    if out.get("scope") != "project" or out.get("project_id") != project_id:
        report.kept_here += 1  # (Memory.restore keeps it to the project: keep_to)
    episodes = out.get("episodes")
    if isinstance(episodes, list):  # (read_records checked each one)
        out["episodes"] = [_unsaid(e, report) for e in episodes]
    if out.get("trust") != "user":
        return out
    out["trust"] = "agent"
    report.lowered += 1
    level = out.get("confidence")
    if isinstance(level, (int, float)) and not isinstance(level, bool) and math.isfinite(level):
        # no surer than an agent's belief with the outcomes it comes with (NaN: refused later)
        counts = (_count(record, name) for name in _COUNTS)
        out["confidence"] = min(level, confidence_of("agent", *counts))
    return out


_COUNTS = ("n_success", "n_failure", "n_inferred_success", "n_inferred_failure")


def _unsaid(episode: dict[str, Any], report: JsonlReport) -> dict[str, Any]:
    """An episode of an unvouched record, no longer the user's word (nothing in the file
    says the user said it)."""
    out = dict(episode)
    if out.get("actor") == "user":
        out["actor"] = "agent"
        report.unsaid += 1
    return out


def _count(record: dict[str, Any], name: str) -> int:
    """The record's outcome count `name`, 0 when it is missing or not a count."""
    v = record.get(name)
    return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0


def import_jsonl(
    mem: Memory, path: str | Path, *, dry_run: bool = False, trusted: bool = False
) -> JsonlReport:
    """Restore an export (see the module docstring); `trusted`: the file is the person's
    own, its trust and pins are restored as written."""
    path = Path(path)
    if not os.path.lexists(path) or (path.is_dir() and not path.is_symlink()):
        raise InvalidInput(f"{path} is not a file (make one with `retain export -o FILE`)")
    report = JsonlReport(path, dry_run=dry_run)
    try:
        records = read_records(path, report)
    except ImportRefused as e:
        report.refused.append(str(e))
        return report
    if not trusted and records:
        if mem.project_id is None:
            raise InvalidInput(
                f"{path}: nothing in the file says who wrote it, and there is no project to "
                "keep its memories to; nothing imported (import from inside the project, or "
                "--trust-file if the file is your own export)"
            )
        records = [unvouched(r, report, mem.project_id) for r in records]
    if dry_run:
        report.added = len(records)
        return report
    keep_to = None if trusted else mem.project_id
    result = mem.restore(records, keep_to=keep_to, source=path.name)
    report.added = result.added
    report.already = len(records) - result.added
    return report
