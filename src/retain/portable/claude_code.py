"""Import what Claude Code already knows: its CLAUDE.md files and its auto memory.

Read for one project directory:
- `~/.claude/CLAUDE.md` and `~/.claude/rules/*.md`: the user's own instructions (user scope);
- `~/.claude/projects/<key>/memory/MEMORY.md` and its topic files: Claude Code's auto
  memory for this project, `<key>` being the project's absolute path with every character
  other than an ASCII letter or digit replaced by `-` (`/home/me/my_app` becomes
  `-home-me-my-app`);
- `CLAUDE.md`, `.claude/CLAUDE.md`, `CLAUDE.local.md` and `.claude/rules/**/*.md` in the
  project directory (project scope).

Each bullet or paragraph becomes one statement with an inferred kind, written through the
write gate with the file and line as its context. A statement already in the store in the
same scope (even one forgotten since) is skipped, so a second run adds nothing.

Only the user's own files (`~/.claude/CLAUDE.md`, `~/.claude/rules/*.md`) are the user's
word (trust `user`). A project's files are the repository's: a teammate or a cloned
repository's authors wrote them (`CLAUDE.local.md` too: nothing stops a repository from
shipping one), and Claude Code's auto memory is what its agent wrote; so they come in at an
agent's trust, their evidence an agent's word (round 30: a cloned repository's
`curl ... | sh` was the user's advice, shown as a remedy by the failure hook, and its "we
switched from X to Y" closed the user's own belief; retain.memory.write keeps an imported
file from closing what the user wrote).

A project is someone else's files: a file that is a symlink, resolves outside the
project (user-level and auto-memory files: outside ~/.claude), is not a regular file, is
too big or is binary is refused unread (retain.portable.safe_read), one line each in
`refused`, and the other files are imported.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from retain import config
from retain.errors import InvalidInput, RetainError
from retain.memory.facade import Memory
from retain.portable import frontmatter as fm
from retain.portable.safe_read import ImportRefused, read_text_inside
from retain.scope import storable

MIN_CHARS = 8  # "Done." or a lone word is not a statement worth keeping
_BULLET = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_INDEX_LINK = re.compile(r"^\[[^\]]*\]\([^)]*\.md\)")  # MEMORY.md's links to topic files
_LETTER = re.compile(r"[^\W\d_]")

# Kind cues, tried in this order; the heading counts as much as the statement.
_KIND_CUES: list[tuple[str, re.Pattern[str]]] = [
    (
        "constraint",
        re.compile(
            r"\b(never|must not|mustn't|do not|don't|shall not|forbidden|not allowed|"
            r"always|must|required|only ever|under no circumstances)\b|禁止|不要|必须|絶対",
            re.I,
        ),
    ),
    (
        "preference",
        re.compile(
            r"\b(prefer[s]?|preferred|i like|i want|i'd rather|favou?r|style|tone|concise|"
            r"verbose|please)\b|喜欢|偏好",
            re.I,
        ),
    ),
    (
        "procedure",
        re.compile(
            r"\b(run|build|install|deploy|release|test with|to test|to build|steps?|"
            r"command[s]?|workflow|how to|first,|then)\b|`[a-z0-9_.-]+ [^`]*`",
            re.I,
        ),
    ),
    (
        "decision",
        re.compile(
            r"\b(we use|we chose|we picked|decided|decision|we went with|we switched|"
            r"switched to|chosen|architecture|is built on|uses?)\b",
            re.I,
        ),
    ),
]
_TOPIC_TYPES = {"user": "preference", "feedback": "constraint", "project": "decision"}


@dataclass(frozen=True)
class Statement:
    text: str
    line: int
    heading: str


@dataclass(frozen=True)
class Source:
    path: Path
    scope: str  # user | project
    label: str  # how the file is named in reports and in each memory's context
    root: Path  # what it must not leave: the project, or ~/.claude (retain.portable.safe_read)
    trust: str = "agent"  # "user" for the user's own ~/.claude files only


@dataclass(frozen=True)
class Planned:
    source: Source
    statement: Statement
    kind: str
    existing: int | None  # id of the same statement already in the store


@dataclass
class ClaudeCodeReport:
    project_dir: Path
    memory_dir: Path
    sources: list[Source] = field(default_factory=list)
    planned: list[Planned] = field(default_factory=list)
    written: list[tuple[Planned, str]] = field(default_factory=list)  # (plan, message)
    errors: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # files not read (safe_read says why)
    dry_run: bool = False

    def summary(self) -> str:
        """What was read, and what was (or would be) written or skipped as known."""
        lines = [f"Claude Code memory for {self.project_dir} (auto memory: {self.memory_dir})"]
        if not self.sources:
            lines.append("  no CLAUDE.md, rules or auto memory found")
        refused = {line.split(": refused: ", 1)[0] for line in self.refused}
        lines += [
            f"  read {src.path} ({src.scope} scope)"
            for src in self.sources
            if str(src.path) not in refused
        ]
        known = sum(p.existing is not None for p in self.planned)
        for p in self.planned:
            if p.existing is not None:
                lines.append(f"  = already known as [{p.existing}]: {_shown(p, 90)}")
            elif self.dry_run:
                where = f"{p.source.path.name}:{p.statement.line}"
                lines.append(f"  + {p.kind} ({p.source.scope}): {_shown(p, 90)}  [{where}]")
        for p, msg in self.written:
            lines.append(f"  + {p.kind} ({p.source.scope}) {msg}: {_shown(p, 80)}")
        tail = f"; refused {len(self.refused)} files (see the errors)" if self.refused else ""
        if self.dry_run:
            lines.append(f"dry run: would write {len(self.planned) - known}, {known} known{tail}")
        else:
            lines.append(f"wrote {len(self.written)}, {known} already known{tail}")
        return "\n".join(lines)


def project_key(project_dir: str | Path) -> str:
    """The folder name Claude Code gives a project under ~/.claude/projects/."""
    return re.sub(r"[^A-Za-z0-9]", "-", str(Path(project_dir).resolve()))


def find_sources(project_dir: Path, home: Path) -> tuple[list[Source], Path]:
    claude = home / ".claude"
    memory_dir = claude / "projects" / project_key(project_dir) / "memory"
    found: list[Source] = []

    def add(path: Path, scope: str, label: str, root: Path, trust: str = "agent") -> None:
        # Anything there but a real folder: a symlink, a FIFO or a device is listed too,
        # so reading it is refused with a reason instead of it being passed over unseen.
        there = os.path.lexists(path) and (path.is_symlink() or not path.is_dir())
        if there and all(s.path != path for s in found):
            # A file name that is not UTF-8 (`d\xe9ploy.md`) goes into each memory's
            # context: as lone surrogates it failed every statement of the file.
            found.append(Source(path, scope, storable(label), root, trust))

    add(claude / "CLAUDE.md", "user", "~/.claude/CLAUDE.md", claude, "user")
    for p in sorted((claude / "rules").glob("*.md")):
        add(p, "user", f"~/.claude/rules/{p.name}", claude, "user")
    add(memory_dir / "MEMORY.md", "project", "Claude Code memory MEMORY.md", claude)
    for p in sorted(memory_dir.glob("*.md")):
        add(p, "project", f"Claude Code memory {p.name}", claude)
    for rel in ("CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"):
        add(project_dir / rel, "project", rel, project_dir)
    for p in sorted((project_dir / ".claude" / "rules").rglob("*.md")):
        add(p, "project", p.relative_to(project_dir).as_posix(), project_dir)
    return found, memory_dir


def statements(text: str) -> Iterator[Statement]:
    """Bullets and paragraphs of a Markdown file, without headings, code, tables, HTML
    comments or `@file` imports. A nested bullet under a parent ending in `:` is its own
    statement prefixed with the parent; other nested lines continue their bullet."""
    lines = text.split("\n")
    start = 0
    if lines and lines[0].strip() == fm.FENCE:  # rules files carry `paths:` front matter
        for i in range(1, len(lines)):
            if lines[i].strip() == fm.FENCE:
                start = i + 1
                break
    heading = ""
    buf: list[str] = []
    buf_line = 0
    parent = ""  # a bullet ending in ':' whose children are statements of their own
    in_code = in_comment = False

    def flush() -> Iterator[Statement]:
        nonlocal buf
        joined = " ".join(s.strip() for s in buf if s.strip())
        buf = []
        if len(joined) >= MIN_CHARS and _LETTER.search(joined) and not _INDEX_LINK.match(joined):
            yield Statement(joined, buf_line, heading)

    for i in range(start, len(lines)):
        raw = lines[i].rstrip("\r")
        number = i + 1
        if _FENCE.match(raw):
            yield from flush()
            in_code = not in_code
            continue
        if in_code:
            continue
        if in_comment or raw.lstrip().startswith("<!--"):
            in_comment = "-->" not in raw
            continue
        stripped = raw.strip()
        if not stripped or stripped.startswith(("|", "@", "<")) or set(stripped) <= set("-=*_"):
            yield from flush()
            if not stripped:
                parent = "" if not buf else parent
            continue
        h = _HEADING.match(raw)
        if h is not None:
            yield from flush()
            heading, parent = h.group(1), ""
            continue
        b = _BULLET.match(raw)
        if b is not None:
            indent, body = len(b.group(1).expandtabs(4)), b.group(2)
            if indent < 2:
                yield from flush()
                parent = body[:-1].strip() if body.endswith(":") else ""
                if parent:
                    continue
                buf, buf_line = [body], number
            elif parent:
                yield from flush()
                buf, buf_line = [f"{parent}: {body}"], number
            else:
                buf.append(body)
            continue
        if not buf:
            buf_line = number
        buf.append(stripped)
    yield from flush()


def infer_kind(statement: Statement, topic_type: str | None = None) -> str:
    """preference, constraint, procedure, decision or fact, from the words and the heading."""
    for text in (statement.text, statement.heading):
        for kind, cue in _KIND_CUES:
            if cue.search(text):
                if kind == "constraint" and topic_type == "user":
                    return "preference"
                return kind
    if topic_type in _TOPIC_TYPES:
        return _TOPIC_TYPES[topic_type]
    return "fact"


def _read_statements(source: Source, memory_dir: Path) -> tuple[list[Statement], str | None]:
    """A file's statements, and its auto-memory `type` when it has one. An auto-memory
    topic file (front matter with `type:`) is one memory: its whole body. Only a file of
    Claude Code's own memory folder has a `type`: in a file of the project (a rules file,
    which carries front matter; anyone with a commit writes it) `type: user` put its text
    in this user's scope, to follow them into every other project."""
    text = read_text_inside(source.path, source.root)
    try:
        doc = fm.parse(text)
    except fm.FrontMatterError:
        doc = fm.Document({}, {}, text, False)
    topic = doc.meta.get("type") if isinstance(doc.meta.get("type"), str) else None
    if source.path.parent != memory_dir:
        topic = None
    if topic is not None and len(doc.body) <= config.MAX_TEXT_CHARS:
        body = " ".join(line.strip() for line in doc.body.split("\n") if line.strip())
        first = text.count("\n", 0, text.find(doc.body[:20])) + 1 if doc.body else 1
        return [Statement(body, first, str(doc.meta.get("name") or ""))], topic
    return list(statements(text)), topic


def plan(mem: Memory, project_dir: str | Path, *, home: Path | None = None) -> ClaudeCodeReport:
    """What an import would write, without writing anything."""
    project = Path(project_dir).expanduser()
    if not project.is_dir():
        raise InvalidInput(f"{project} is not a directory")
    home = Path.home() if home is None else home
    sources, memory_dir = find_sources(project.resolve(), home)
    report = ClaudeCodeReport(project.resolve(), memory_dir, sources)
    seen: set[tuple[str, str]] = set()
    for source in sources:
        try:
            found, topic = _read_statements(source, memory_dir)
        except ImportRefused as e:
            report.refused.append(str(e))
            continue
        except (OSError, UnicodeDecodeError) as e:
            report.errors.append(f"{source.path}: cannot read it ({e}); nothing imported from it")
            continue
        scope = "user" if topic == "user" else source.scope
        for st in found:
            key = (scope, " ".join(st.text.casefold().split()))
            if key in seen or len(st.text) > config.MAX_TEXT_CHARS:
                continue
            seen.add(key)
            try:
                same = mem.find_same_text(st.text, scope=scope, project=str(project))
            except RetainError as e:
                report.errors.append(f"{source.path}:{st.line}: {e}")
                continue
            planned = Planned(
                Source(source.path, scope, source.label, source.root, source.trust),
                st,
                infer_kind(st, topic),
                same.id if same else None,
            )
            report.planned.append(planned)
    return report


def _shown(p: Planned, width: int) -> str:
    """A statement as the report shows it: as it is (or would be) stored, its secrets
    redacted. The file's own text put the token a CLAUDE.md held on the terminal, in a CI
    log or in the transcript of the agent that ran the import, beside "stored as [3]"."""
    from retain.redact import redact

    return redact(p.statement.text)[0][:width]


def import_claude_code(
    mem: Memory, project_dir: str | Path, *, dry_run: bool = False, home: Path | None = None
) -> ClaudeCodeReport:
    """Write each new statement through the gate (nothing when `dry_run`)."""
    report = plan(mem, project_dir, home=home)
    report.dry_run = dry_run
    if dry_run:
        return report
    for p in report.planned:
        if p.existing is not None:
            continue
        try:
            r = mem.write(
                p.statement.text,
                kind=p.kind,
                scope=p.source.scope,
                project=str(report.project_dir),
                trust=p.source.trust,
                actor="user" if p.source.trust == "user" else "agent",
                source="import",
                context=f"from {p.source.label}, line {p.statement.line}"
                + (f", under '{p.statement.heading}'" if p.statement.heading else ""),
            )
        except RetainError as e:
            report.errors.append(f"{p.source.path}:{p.statement.line}: {e}")
            continue
        report.written.append((p, r.message))
    return report
