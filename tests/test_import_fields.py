"""Every field of a `retain export` record, put back by `retain import` (JSON Lines), runs
redaction on its way in: each string (and each null that may hold one) of a record with
every part present (episodes, outcomes, anchors, injections, found uses, history rows, a
stale mark, a retire reason) is set in turn to a sentence holding a made-up secret, the record is
imported into a new store, and the file is searched for the secret. A field is either
refused, or stored without the secret, or named here as an id. Before round 22 the stale
note, the retire reason, anchors' values and details, and how a memory was used went in
as written."""

from __future__ import annotations

import json
import random
import sqlite3
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from retain import Memory
from retain.cli.main import main
from retain.errors import RetainError
from retain.portable.jsonl import import_jsonl

PROJECT = "git:github.com/acme/shop"
T0 = 1_700_000_000.0
# Fields that hold no free text, each with why: the import stores them as they are.
IDS = {
    "project_id": "a normalised git remote or path (the project a memory belongs to)",
    "episodes.project_id": "a normalised git remote or path",
    "episodes.session_id": "a client's session id",
    "outcomes.session_id": "a client's session id",
    "injections.session_id": "a client's session id",
    "found_uses.session_id": "a client's session id",
    "anchors.last_session": "a client's session id",
    "anchors.fingerprint": "a hash of what the anchor points at",
    "anchors.branch": "a git branch name",
    "branch": "a git branch name",
    "written_branch": "a git branch name",
    "injections.source": "the hook that showed it",
}
_RNG = random.Random(2022)


def _token() -> str:
    return "ghp_" + "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(36))


def _exported(tmp_path: Path) -> list[dict[str, Any]]:
    """Two records with every part a record has, as `retain export` writes them."""
    path = tmp_path / "source.db"
    mem = Memory(str(path), embedder=None, project=PROJECT)
    m1 = mem.write("run `make deploy` after tests", kind="decision", now=T0).memory_id
    m2 = mem.write("the release train leaves on Thursdays", kind="fact", now=T0).memory_id
    mem.forget(m2, "no longer true", now=T0 + 1)
    mem.store.close()
    conn = sqlite3.connect(path, isolation_level=None)
    for sql, params in (
        (
            "INSERT INTO outcomes (memory_id, outcome, inferred, source, session_id, command, "
            "detail, at) VALUES (?, 'ok', 1, 'transcript', 's-1', 'make test', 'passed', ?)",
            (m1, T0),
        ),
        (
            "INSERT INTO anchors (memory_id, kind, value, fingerprint, detail, checked_at) "
            "VALUES (?, 'command', 'make deploy', 'f', '{\"file\": \"Makefile\"}', ?)",
            (m1, T0),
        ),
        (
            "INSERT INTO injections (session_id, memory_id, at, kind, used, used_how, "
            "decided_at) VALUES ('s-1', ?, ?, 'session_start', 1, 'cited', ?)",
            (m1, T0, T0),
        ),
        (
            "INSERT INTO found_uses (session_id, memory_id, how, at) "
            "VALUES ('s-2', ?, 'memory_explain', ?)",
            (m1, T0),
        ),
        (
            "UPDATE memories SET n_injected = 1, shown_used = 1, n_inferred_success = 1, "
            "stale_at = ?, stale_reason = 'make deploy: gone' WHERE id = ?",
            (T0, m1),
        ),
    ):
        conn.execute(sql, params)
    conn.close()
    dump = tmp_path / "all.jsonl"
    assert main(["--db", str(path), "export", "-o", str(dump)]) == 0
    return [json.loads(line) for line in dump.read_text().splitlines()]


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Paths of the strings and nulls in a record."""
    if value is None or isinstance(value, str):
        yield path
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, (*path, i))


def _name(path: tuple[Any, ...]) -> str:
    return ".".join(str(p) for p in path if isinstance(p, str))


def _with(record: dict[str, Any], path: tuple[Any, ...], value: str) -> dict[str, Any]:
    out = json.loads(json.dumps(record))
    node = out
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value
    return out


def test_every_field_of_an_imported_record_is_redacted_refused_or_an_id(tmp_path):
    records = _exported(tmp_path)
    assert {"outcomes", "anchors", "injections", "found_uses"} <= set(records[0])
    assert records[1]["memory_history"]  # its retirement
    assert records[0]["stale_reason"] and records[1]["retired_reason"]
    names: set[str] = set()
    stored, leaked = 0, []
    cases = 0
    for n, record in enumerate(records):
        for path in _leaves(record):
            names.add(_name(path))
            secret = _token()
            cases += 1  # (the names of two rows' fields of one history are the same)
            case = tmp_path / f"case{n}-{_name(path)}-{cases}"
            case.mkdir()
            (case / "in.jsonl").write_text(
                json.dumps(_with(record, path, f"the bot's token is {secret} (rotate it)")) + "\n"
            )
            mem = Memory(str(case / "x.db"), embedder=None, project=PROJECT)
            try:
                added = import_jsonl(mem, case / "in.jsonl").added
            except RetainError:
                added = 0  # refused whole: nothing stored
            finally:
                mem.store.close()
            if not added:
                continue
            stored += 1
            data = b"".join(p.read_bytes() for p in case.glob("x.db*"))
            if secret[-14:].encode() in data and _name(path) not in IDS:
                leaked.append(_name(path))
    assert stored >= 20  # most fields were taken: the test reached the store
    assert sorted(set(leaked)) == []
    assert set(IDS) - names == set(), "an id named here that no record has"
