"""Memories anchored to the code: what a memory names, and whether it still holds.

A memory like "retries live in `billing/retry.py`" or "`make check` runs the linters"
names parts of its project. `find_anchors` records each one that exists (a file, a
directory, a make target or npm script, a symbol's definition) with a cheap
fingerprint; `check_anchor` later says whether it is still `ok`, `changed` or `gone`:

- a file's fingerprint is the lines of it that mention what the memory talks about
  (its other words, as stems), so an edit elsewhere in the file is not an alarm; its git
  blob id and (size, mtime) let an unchanged file pass on one stat, and a vanished file
  whose blob appears under another tracked path is a rename, not a deletion;
- a symbol's is its definition (the `def`/`class`/`func`/`NAME =` line and its indented
  body), found again in another file when it moved;
- a command's is its recipe (Makefile) or script (package.json).

Nothing spawns git (retain.anchors.gitfiles reads `.git`). Stdlib only: SessionStart checks
anchors. The branch rule (a different branch is not an alarm) is the caller's: see
retain.sleep.staleness.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from retain import text as textmod
from retain.anchors.gitfiles import Checkout, blob_id
from retain.anchors.probe import probe, stat_of, within
from retain.models import AnchorRecord as Anchor

ANCHOR_KINDS = ("file", "dir", "command", "symbol")
ANCHOR_STATES = ("ok", "changed", "gone")
MAX_ANCHORS = 8  # per memory: a memory naming twenty files is a listing, not a belief
MAX_READ_BYTES = 2 << 20  # files larger than this are checked by existence and blob only
MAX_SCAN_FILES = 3_000  # files searched for a symbol's definition (anchoring, moves)
MAX_SCAN_BYTES = 24 << 20
MAX_BODY_LINES = 80  # of a definition: enough to see that it changed
MAX_SAME_NAME = 20  # same-named files compared when looking for a moved-and-edited file
CODE_SUFFIXES = (
    ".py .pyi .js .jsx .ts .tsx .mjs .cjs .go .rs .rb .java .kt .scala .c .h .cc .cpp .hpp "
    ".cs .php .swift .ex .exs .erl .lua .sh .bash .zsh .sql .vue .svelte .dart .m .mm"
).split()
FILE_SUFFIXES = (
    CODE_SUFFIXES
    + (
        ".md .rst .txt .toml .yaml .yml .json .cfg .ini .conf .lock .mk .env .xml .html .css "
        ".scss .proto .graphql .tf .gradle .properties"
    ).split()
)
BARE_FILES = frozenset(
    {"Makefile", "makefile", "GNUmakefile", "Dockerfile", "Justfile", "justfile", "Procfile",
     "Gemfile", "Rakefile", "Vagrantfile", "Jenkinsfile", "CODEOWNERS", "LICENSE"}
)  # fmt: skip
MAKEFILES = ("GNUmakefile", "makefile", "Makefile")
JS_BUILTINS = frozenset(
    {"install", "i", "ci", "add", "remove", "uninstall", "init", "exec", "dlx", "x", "create",
     "publish", "link", "audit", "update", "upgrade", "why", "info", "view", "config", "cache"}
)  # fmt: skip
# Words too common in code to say which lines of a file a memory is about.
CODE_COMMON = frozenset(
    """self this return import from class def function func const none null true false
    test tests file files line lines code module modules live lives use uses used using
    call calls value values name names type types make runs run new old default data
    should must always never instead into also only each every""".split()
)

_PATH = re.compile(
    r"(?<![\w/.:@-])((?:\.{1,2}/)?(?:[\w.@-]+/)+[\w.@-]*|[\w@-][\w.@-]*\.[A-Za-z0-9]{1,10})(?![\w/])"
)
_URLISH = re.compile(r"\w+://\S+")
_MAKE = re.compile(r"\bmake\s+((?:-\S+\s+)*)([A-Za-z0-9][\w.-]*)")
_JS_SCRIPT = re.compile(r"\b(npm|pnpm|yarn|bun)\s+(?:run(?:-script)?\s+)?([A-Za-z][\w:.-]*)")
_BACKTICK = re.compile(r"`([^`\n]{1,200})`")
_IDENT = re.compile(r"(?<![\w.$/-])([A-Za-z_][A-Za-z0-9_]*)(\(\))?(?![\w/])")
_SNAKE = re.compile(r"^_*[a-z0-9]+(?:_[a-z0-9]+)+$")
_UPPER = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
_CAMEL = re.compile(r"^_?[A-Z]?[a-z0-9]+(?:[A-Z][a-z0-9]+)+$|^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$")
_COMMENT = re.compile(r"\s(?:#|//).*$")  # a trailing comment (lines without quotes only)
_DEF_PREFIX = (
    r"^(?P<indent>[ \t]*)(?:(?:export|pub(?:\([\w:]+\))?|public|private|protected|static|async"
    r"|final|default|abstract|override|inline|extern)\s+)*"
)
_DEF_KEYWORDS = (
    r"(?:def|class|function\*?|fn|func(?:\s*\([^)]*\))?|interface|struct|enum|trait|type|"
    r"module|defmodule|defp?|macro|const|let|var|val|object|record)"
)


@dataclass(frozen=True)
class Ref:
    """Something a memory's text names, before looking at the project."""

    kind: str  # file (a path, maybe a directory) | command | symbol
    value: str


@dataclass
class Project:
    """One checkout, read lazily and at most once per check run."""

    checkout: Checkout
    _tracked: dict[str, str] | None = None
    _files: list[str] | None = None
    _texts: dict[str, str | None] = field(default_factory=dict)

    @property
    def root(self) -> Path:
        return self.checkout.root

    def tracked(self) -> dict[str, str]:
        if self._tracked is None:
            self._tracked = self.checkout.tracked()
        return self._tracked

    def files(self) -> list[str]:
        if self._files is None:
            self._files = sorted(self.tracked()) or self.checkout.files()
        return self._files

    def read(self, rel: str) -> str | None:
        """The text of the project's file `rel`; None when it is not the project's own
        (`probe.within`: an absolute path, a `..` step, a link out) or cannot be read."""
        if rel not in self._texts:
            self._texts[rel] = _read_text(self.root / rel) if within(self.root, rel) else None
        return self._texts[rel]


def _read_text(path: Path) -> str | None:
    from retain.files import open_regular  # a FIFO swapped in after a stat: refused, not read

    try:
        with open_regular(path) as f:
            if os.fstat(f.fileno()).st_size > MAX_READ_BYTES:
                return None
            return f.read(MAX_READ_BYTES + 1)[:MAX_READ_BYTES].decode("utf-8", errors="replace")
    except OSError:
        return None


def short_hash(parts: Iterable[str]) -> str:
    h = hashlib.sha1()
    for p in parts:
        h.update(p.encode("utf-8", "replace") + b"\n")
    return h.hexdigest()[:20]


# --- what a text names ------------------------------------------------------------------


def refs(text: str) -> list[Ref]:
    """Paths, commands and symbols named in a memory (not yet checked against a project)."""
    out: dict[tuple[str, str], Ref] = {}
    clean = _URLISH.sub(" ", text)
    for m in _MAKE.finditer(clean):
        out.setdefault(("command", f"make:{m.group(2)}"), Ref("command", f"make:{m.group(2)}"))
    for m in _JS_SCRIPT.finditer(clean):
        if m.group(2) not in JS_BUILTINS:
            value = f"npm:{m.group(2)}"
            out.setdefault(("command", value), Ref("command", value))
    for m in _PATH.finditer(clean):
        value = m.group(1).rstrip(".,:;")
        if "::" in value:
            value = value.split("::", 1)[0]
        suffix = Path(value).suffix.lower()
        pathlike = value.endswith("/") or suffix in FILE_SUFFIXES or ("/" in value and not suffix)
        if pathlike and not re.fullmatch(r"[\d./-]+", value):  # not a date or a version
            out.setdefault(("file", value), Ref("file", value))
    for word in re.findall(r"\b[A-Z][A-Za-z]*file\b|\bLICENSE\b|\bCODEOWNERS\b", clean):
        if word in BARE_FILES:
            out.setdefault(("file", word), Ref("file", word))
    path_words = {p for (k, v) in out for p in re.split(r"[/.:]", v)}
    path_words |= {"make", "npm", "pnpm", "yarn", "bun", "run"}
    for s in _BACKTICK.findall(clean):
        for part in re.split(r"::|\.|\s+", s.strip().rstrip("()")):
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{2,}", part) and part not in path_words:
                out.setdefault(("symbol", part), Ref("symbol", part))
    for m in _IDENT.finditer(clean):
        word = m.group(1)
        if word in path_words or len(word) < 4:
            continue
        if m.group(2) or _SNAKE.match(word) or _UPPER.match(word) or _CAMEL.match(word):
            out.setdefault(("symbol", word), Ref("symbol", word))
    return list(out.values())


def focus_terms(text: str) -> list[str]:
    """The stems of a memory's words that say which lines of a named file it is about:
    not the names of paths or commands, not words common to all code."""
    clean = _URLISH.sub(" ", text)
    clean = _PATH.sub(" ", clean)
    clean = _MAKE.sub(" ", clean)
    clean = _JS_SCRIPT.sub(" ", clean)
    parts = {textmod.stem(p.lower()) for p in textmod.split_identifiers(clean)}
    words = textmod.stems(clean) | parts
    return sorted(
        w
        for w in words
        if len(w) >= 4 and w not in CODE_COMMON and w not in textmod.STOPWORDS and not w.isdigit()
    )


def focus_hash(content: str, focus: list[str]) -> str:
    wanted = set(focus)
    lines = [
        " ".join(line.split())
        for line in content.splitlines()
        if line.strip() and wanted & textmod.stems(line)
    ]
    return short_hash(sorted(lines))


# --- definitions, recipes, scripts ------------------------------------------------------


def definition(content: str, name: str) -> str | None:
    """The definition of `name` (its line and indented body), normalised; None if absent."""
    pattern = re.compile(
        _DEF_PREFIX
        + rf"(?:{_DEF_KEYWORDS}\s+{re.escape(name)}\b|{re.escape(name)}\s*(?::[^=\n]+)?=(?!=))",
        re.M,
    )
    m = pattern.search(content)
    if m is None:
        return None
    indent = len(m.group("indent").expandtabs())
    lines = content[m.start() :].splitlines()
    body = [lines[0].strip()]
    for line in lines[1:MAX_BODY_LINES]:
        if not line.strip():
            continue
        if len(line) - len(line.lstrip()) <= indent and not line.lstrip().startswith((")", "]")):
            break
        code = _COMMENT.sub("", line) if "'" not in line and '"' not in line else line
        if code.strip() and not code.lstrip().startswith(("#", "//")):
            body.append(" ".join(code.split()))  # a comment changes no behaviour
    return "\n".join(body)


def symbol_print(body: str, focus: list[str] | None) -> str:
    """A definition's fingerprint: its signature and the lines of its body that mention
    what the memory is about (a logging line added elsewhere in it is no alarm); the whole
    definition when the memory says nothing more than its name (or predates focus)."""
    if not focus:
        return short_hash([body])
    head, *rest = body.split("\n")
    wanted = set(focus)
    return short_hash([head, *sorted(line for line in rest if wanted & textmod.stems(line))])


def _make_recipe(content: str, target: str) -> str | None:
    m = re.search(rf"^{re.escape(target)}\s*:(?!=)([^\n]*)\n?", content, re.M)
    if m is None:
        return None
    recipe = [m.group(1).strip()]
    for line in content[m.end() :].splitlines():
        if not line.startswith("\t") and line.strip():
            break
        if line.strip():
            recipe.append(" ".join(line.split()))
    return "\n".join(recipe)


def _npm_script(content: str, name: str) -> str | None:
    try:
        scripts = json.loads(content).get("scripts")
    except (ValueError, AttributeError):
        return None
    value = scripts.get(name) if isinstance(scripts, dict) else None
    return value if isinstance(value, str) else None


def command_text(project: Project, value: str) -> tuple[str | None, str | None]:
    """(recipe or script text, the file it came from) for 'make:x' / 'npm:x'."""
    tool, _, name = value.partition(":")
    if tool == "make":
        for mk in MAKEFILES:
            content = project.read(mk)
            if content is not None:
                return _make_recipe(content, name), mk
        return None, None
    content = project.read("package.json")
    return (_npm_script(content, name) if content is not None else None), "package.json"


def definitions(
    project: Project, name: str, first: Sequence[str], suffix: str | None = None
) -> list[tuple[str, str]]:
    """(file, definition) of `name`: the one in `first` (files the memory names) if there
    is one, else every definition in the project's code files (a few at most)."""
    seen: set[str] = set()
    budget = MAX_SCAN_BYTES
    found: list[tuple[str, str]] = []
    for n, rel in enumerate([*first, *project.files()]):
        if rel in seen:
            continue
        seen.add(rel)
        if n == len(first) and found:
            return found[:1]  # defined where the memory says: look no further
        if Path(rel).suffix.lower() not in CODE_SUFFIXES or (suffix and not rel.endswith(suffix)):
            continue
        if len(seen) > MAX_SCAN_FILES or budget <= 0 or len(found) >= MAX_SAME_NAME:
            break
        content = project.read(rel)
        if content is None or name not in content:
            continue
        budget -= len(content)
        body = definition(content, name)
        if body is not None:
            found.append((rel, body))
    return found[:1] if found and found[0][0] in first else found


def _closest(found: list[tuple[str, str]], text: str) -> tuple[str, str] | None:
    """Of several definitions, the one in the file whose path shares most words with the
    memory ("use `send_rates()` for shipping" -> shipping/rates.py); None if none."""
    if not found:
        return None
    words = textmod.stems(text)
    return max(found, key=lambda hit: len(words & textmod.stems(hit[0].replace("/", " "))))


# --- recording ---------------------------------------------------------------------------


def _resolve_path(project: Project, value: str) -> tuple[str, str] | None:
    """(kind, relative path) of a named path in the project, or None."""
    rel = value.removeprefix("./").rstrip("/")
    if within(project.root, rel):  # never `src/../../x` nor a link out of the project
        p = project.root / rel
        if p.is_file():
            return "file", rel
        if p.is_dir() and "/" in value:
            return "dir", rel
    if "/" not in rel:  # a bare file name: anchor it if the project has exactly one
        same = [f for f in project.files() if f.rsplit("/", 1)[-1] == rel]
        if len(same) == 1 and within(project.root, same[0]):
            return "file", same[0]
    return None


def find_anchors(text: str, project: Project, branch: str | None) -> list[Anchor]:
    """The anchors of a memory's text in this project, fingerprinted now."""
    found: list[Anchor] = []
    focus = focus_terms(text)
    files: list[str] = []
    for ref in refs(text):
        if len(found) >= MAX_ANCHORS:
            break
        if ref.kind == "file":
            resolved = _resolve_path(project, ref.value)
            if resolved is None:
                continue
            kind, rel = resolved
            if any(a.kind == kind and a.value == rel for a in found):
                continue
            if kind == "dir":
                found.append(Anchor("dir", rel, "exists", branch=branch))
                continue
            files.append(rel)
            found.append(_file_anchor(project, rel, focus, branch))
        elif ref.kind == "command":
            recipe, source = command_text(project, ref.value)
            if recipe is not None:
                detail = json.dumps({"file": source})
                found.append(Anchor("command", ref.value, short_hash([recipe]), detail, branch))
    for ref in refs(text):
        if ref.kind != "symbol" or len(found) >= MAX_ANCHORS:
            continue
        hit = _closest(definitions(project, ref.value, files), text)
        if hit is not None:
            rel, body = hit
            where = json.dumps({"file": rel, "stat": stat_of(project.root / rel), "focus": focus})
            print_ = symbol_print(body, focus)
            found.append(Anchor("symbol", ref.value, print_, where, branch))
    return [with_seen(a, project) for a in found]


def with_seen(a: Anchor, project: Project) -> Anchor:
    """The anchor with `seen` (what SessionStart's one stat compares: retain.anchors.probe)
    set to what the file it depends on shows now; the same object if it already was."""
    info = a.info()
    now_seen = probe(project.root, a.kind, a.value, info)
    if "seen" in info and info["seen"] == now_seen:
        return a
    return replace(a, detail=json.dumps({**info, "seen": now_seen}))


def _file_anchor(project: Project, rel: str, focus: list[str], branch: str | None) -> Anchor:
    path = project.root / rel
    content = project.read(rel)
    fingerprint = focus_hash(content, focus) if (focus and content is not None) else "exists"
    detail = {"blob": blob_id(path), "stat": stat_of(path), "focus": focus if content else []}
    return Anchor("file", rel, fingerprint, json.dumps(detail), branch)
