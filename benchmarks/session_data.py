"""The "what the model sees" set: projects, their stored memories, and first prompts.

Written for retain (issue 13), blind to the retrieval code and before any tuning. Six
projects on different stacks each hold 30-60 memories as an agent or the transcript
capture would have stored them; a handful of user-scope memories follow the developer
into every project. Each session is the user's first prompt in one project, with the
memories a careful colleague would have put in front of the agent (`needed`, at most
three), others that would be fine to show (`relevant`), and a category. Sessions in the
"none" category are prompts that no stored memory helps with: the right injection for
them is nothing at all.

    from benchmarks.session_data import load
    data = load()                      # benchmarks/data/sessions/, validated
    for s in data.split("tune"): ...   # choose settings here; report "heldout"

The files are described in benchmarks/data/sessions/README.md. `load` checks every rule
below and raises `SessionDataError` listing all the problems it found.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from retain.models import KINDS, OUTCOMES

DATA_DIR = Path(__file__).resolve().parent / "data" / "sessions"
CATEGORIES = ("paraphrase", "symptom", "lexical", "procedure", "constraint", "none")
SPLITS = ("tune", "heldout")
MAX_NEEDED = 3  # the brief: a colleague puts one memory, at most three, in front of you
PROJECT_MEMORIES = (30, 60)  # inclusive bounds per project, from the brief
SESSION_ID = re.compile(r"s\d{3}")

_MEMORY_FIELDS = {"key", "text", "kind", "scope", "pinned", "general", "outcomes"}
_PROJECT_FIELDS = {"name", "stack", "description", "memories"}
_SESSION_FIELDS = {"id", "project", "split", "prompt", "needed", "relevant", "category"}


class SessionDataError(ValueError):
    """The data files break one or more of the set's rules."""


@dataclass(frozen=True)
class StoredMemory:
    """A memory as it sits in the store before the session starts."""

    key: str
    text: str
    kind: str
    scope: str  # "project" or "user"
    pinned: bool = False
    general: bool = False  # author's label: belongs in a SessionStart block; never stored
    outcomes: tuple[str, ...] = ()  # outcomes recorded on it so far, oldest first


@dataclass(frozen=True)
class Project:
    name: str
    stack: str
    description: str
    memories: tuple[StoredMemory, ...]


@dataclass(frozen=True)
class Session:
    id: str
    project: str
    split: str
    prompt: str
    needed: tuple[str, ...]
    relevant: tuple[str, ...]
    category: str

    @property
    def irrelevant(self) -> bool:
        """True for a prompt nothing in memory helps with (no block is the right answer)."""
        return self.category == "none"

    @property
    def acceptable(self) -> frozenset[str]:
        """Keys whose injection counts as correct: needed plus relevant."""
        return frozenset(self.needed) | frozenset(self.relevant)


@dataclass(frozen=True)
class SessionSet:
    projects: tuple[Project, ...]
    user_memories: tuple[StoredMemory, ...]
    sessions: tuple[Session, ...]

    def project(self, name: str) -> Project:
        for project in self.projects:
            if project.name == name:
                return project
        raise KeyError(name)

    def visible(self, project: str) -> tuple[StoredMemory, ...]:
        """What a session in `project` can be shown: its own memories plus the user's."""
        return self.project(project).memories + self.user_memories

    def memory(self, key: str) -> StoredMemory:
        for mem in self.all_memories():
            if mem.key == key:
                return mem
        raise KeyError(key)

    def all_memories(self) -> tuple[StoredMemory, ...]:
        return tuple(m for p in self.projects for m in p.memories) + self.user_memories

    def split(self, name: str) -> tuple[Session, ...]:
        if name not in SPLITS:
            raise ValueError(f"unknown split {name!r}; expected one of {SPLITS}")
        return tuple(s for s in self.sessions if s.split == name)


def load(directory: Path = DATA_DIR) -> SessionSet:
    """Read projects.json and sessions.jsonl from `directory` and validate them."""
    errors: list[str] = []
    raw_projects = json.loads((directory / "projects.json").read_text(encoding="utf-8"))
    projects = tuple(_project(p, errors) for p in raw_projects.get("projects", []))
    users = tuple(_memory(m, errors) for m in raw_projects.get("user_memories", []))
    extra = set(raw_projects) - {"projects", "user_memories"}
    if extra:
        errors.append(f"projects.json: unknown top-level fields {sorted(extra)}")
    sessions = []
    lines = (directory / "sessions.jsonl").read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if line.strip():
            sessions.append(_session(json.loads(line), f"sessions.jsonl:{number}", errors))
    data = SessionSet(projects, users, tuple(sessions))
    errors.extend(problems(data))
    if errors:
        raise SessionDataError("\n".join(errors))
    return data


def problems(data: SessionSet) -> list[str]:
    """Every rule the set must keep, as a list of readable violations (empty when sound)."""
    out: list[str] = []
    names = [p.name for p in data.projects]
    out += [f"project {n!r} appears twice" for n, c in Counter(names).items() if c > 1]
    memories = data.all_memories()
    keys = Counter(m.key for m in memories)
    out += [f"memory key {k!r} appears {c} times" for k, c in keys.items() if c > 1]
    texts = Counter(m.text for m in memories)
    out += [f"memory text repeated: {t[:60]!r}" for t, c in texts.items() if c > 1]
    low, high = PROJECT_MEMORIES
    for project in data.projects:
        if not low <= len(project.memories) <= high:
            out.append(f"{project.name}: {len(project.memories)} memories, want {low}-{high}")
        out += [
            f"{m.key}: in {project.name} but scope {m.scope!r}"
            for m in project.memories
            if m.scope != "project"
        ]
    out += [
        f"{m.key}: a user memory with scope {m.scope!r}"
        for m in data.user_memories
        if m.scope != "user"
    ]
    for mem in memories:
        if mem.kind not in KINDS:
            out.append(f"{mem.key}: kind {mem.kind!r} is not one of {KINDS}")
        if not mem.text.strip():
            out.append(f"{mem.key}: empty text")
        out += [f"{mem.key}: outcome {o!r}" for o in mem.outcomes if o not in OUTCOMES]

    ids = Counter(s.id for s in data.sessions)
    out += [f"session id {i!r} appears {c} times" for i, c in ids.items() if c > 1]
    known = set(names)
    for s in data.sessions:
        out += _session_problems(s, data, known)
    out += _balance_problems(data)
    return out


def _session_problems(s: Session, data: SessionSet, known: set[str]) -> list[str]:
    out: list[str] = []
    if not SESSION_ID.fullmatch(s.id):
        out.append(f"{s.id}: id must look like s001")
    if s.project not in known:
        return out + [f"{s.id}: unknown project {s.project!r}"]
    if s.split not in SPLITS:
        out.append(f"{s.id}: split {s.split!r} is not one of {SPLITS}")
    if s.category not in CATEGORIES:
        out.append(f"{s.id}: category {s.category!r} is not one of {CATEGORIES}")
    if not s.prompt.strip():
        out.append(f"{s.id}: empty prompt")
    visible = {m.key for m in data.visible(s.project)}
    for field, keys in (("needed", s.needed), ("relevant", s.relevant)):
        if len(set(keys)) != len(keys):
            out.append(f"{s.id}: {field} lists a key twice")
        for key in keys:
            if key not in visible:
                out.append(
                    f"{s.id}: {field} key {key!r} is not a memory of {s.project} or the user"
                )
    if set(s.needed) & set(s.relevant):
        out.append(f"{s.id}: {sorted(set(s.needed) & set(s.relevant))} both needed and relevant")
    if len(s.needed) > MAX_NEEDED:
        out.append(f"{s.id}: {len(s.needed)} needed memories, at most {MAX_NEEDED}")
    if s.irrelevant and (s.needed or s.relevant):
        out.append(f"{s.id}: category none must list no needed or relevant memories")
    if not s.irrelevant and not s.needed:
        out.append(f"{s.id}: category {s.category!r} needs at least one needed memory")
    return out


def _balance_problems(data: SessionSet) -> list[str]:
    """Halves are balanced per project: same size (within one), same share of "none"."""
    out: list[str] = []
    for project in data.projects:
        mine = [s for s in data.sessions if s.project == project.name]
        for label, pick in (
            ("sessions", mine),
            ("none sessions", [s for s in mine if s.irrelevant]),
        ):
            count = Counter(s.split for s in pick)
            if abs(count["tune"] - count["heldout"]) > 1:
                out.append(
                    f"{project.name}: {label} split {count['tune']} tune / "
                    f"{count['heldout']} heldout"
                )
    return out


def _fields(
    raw: Any, allowed: set[str], required: set[str], where: str, errors: list[str]
) -> dict[str, Any]:
    if not isinstance(raw, dict):
        errors.append(f"{where}: expected an object")
        return {}
    unknown = set(raw) - allowed
    missing = required - set(raw)
    if unknown:
        errors.append(f"{where}: unknown fields {sorted(unknown)}")
    if missing:
        errors.append(f"{where}: missing fields {sorted(missing)}")
    return raw


def _text(raw: dict[str, Any], field: str, where: str, errors: list[str]) -> str:
    value = raw.get(field, "")
    if not isinstance(value, str):
        errors.append(f"{where}: {field} must be a string")
        return ""
    return value


def _keys(raw: dict[str, Any], field: str, where: str, errors: list[str]) -> tuple[str, ...]:
    value = raw.get(field, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        errors.append(f"{where}: {field} must be a list of strings")
        return ()
    return tuple(value)


def _flag(raw: dict[str, Any], field: str, where: str, errors: list[str]) -> bool:
    value = raw.get(field, False)
    if not isinstance(value, bool):
        errors.append(f"{where}: {field} must be true or false")
        return False
    return value


def _memory(raw: Any, errors: list[str]) -> StoredMemory:
    where = f"memory {raw.get('key', '?') if isinstance(raw, dict) else '?'}"
    raw = _fields(raw, _MEMORY_FIELDS, {"key", "text", "kind", "scope", "pinned"}, where, errors)
    return StoredMemory(
        key=_text(raw, "key", where, errors),
        text=_text(raw, "text", where, errors),
        kind=_text(raw, "kind", where, errors),
        scope=_text(raw, "scope", where, errors),
        pinned=_flag(raw, "pinned", where, errors),
        general=_flag(raw, "general", where, errors),
        outcomes=_keys(raw, "outcomes", where, errors),
    )


def _project(raw: Any, errors: list[str]) -> Project:
    where = f"project {raw.get('name', '?') if isinstance(raw, dict) else '?'}"
    raw = _fields(raw, _PROJECT_FIELDS, _PROJECT_FIELDS, where, errors)
    memories = raw.get("memories", [])
    if not isinstance(memories, list):
        errors.append(f"{where}: memories must be a list")
        memories = []
    return Project(
        name=_text(raw, "name", where, errors),
        stack=_text(raw, "stack", where, errors),
        description=_text(raw, "description", where, errors),
        memories=tuple(_memory(m, errors) for m in memories),
    )


def _session(raw: Any, where: str, errors: list[str]) -> Session:
    raw = _fields(raw, _SESSION_FIELDS, _SESSION_FIELDS, where, errors)
    return Session(
        id=_text(raw, "id", where, errors),
        project=_text(raw, "project", where, errors),
        split=_text(raw, "split", where, errors),
        prompt=_text(raw, "prompt", where, errors),
        needed=_keys(raw, "needed", where, errors),
        relevant=_keys(raw, "relevant", where, errors),
        category=_text(raw, "category", where, errors),
    )


RETYPED_FILE = "retyped_tune.jsonl"
RETYPED_LANGUAGES = ("de", "es", "pt", "fr", "zh")


def load_retyped(data: SessionSet, directory: Path = DATA_DIR) -> tuple[Session, ...]:
    """Tune-half sessions with the prompt retyped in another language (retyped_tune.jsonl:
    `of`, a tune session's id; `language`; `prompt`): the same project, needed and
    relevant memories, and category. Written for retain after the cross-language
    vocabulary (src/retain/rank/glossary.py), by the same author: a check that it reads such
    prompts, not a measure of how well it generalises. Tune half only, by construction."""
    by_id = {s.id: s for s in data.sessions}
    out: list[Session] = []
    errors: list[str] = []
    lines = (directory / RETYPED_FILE).read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        row = json.loads(line)
        base = by_id.get(row.get("of", ""))
        if base is None or base.split != "tune":
            errors.append(f"{RETYPED_FILE}:{number}: `of` must name a tune session")
            continue
        if row.get("language") not in RETYPED_LANGUAGES or not str(row.get("prompt", "")).strip():
            errors.append(f"{RETYPED_FILE}:{number}: language or prompt missing")
            continue
        out.append(
            Session(
                f"{base.id}-{row['language']}{number}",
                base.project,
                base.split,
                str(row["prompt"]),
                base.needed,
                base.relevant,
                base.category,
            )
        )
    if errors:
        raise SessionDataError("\n".join(errors))
    return tuple(out)
