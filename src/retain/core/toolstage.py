"""Files kept out of git, as tool-time keys read them: a memory saying a file or folder is
never committed (".env is never committed", "Library/ is gitignored", "keystore.properties
(not committed)", ".env.local niemals committen") and a `git add` that stages it.

Such a memory is tied to the `git add` of what it names whatever else it says: a fact
("CMakeUserPresets.json is personal and git-ignored") bears on that call as much as a rule,
and a memory sending work elsewhere (`via keystore.properties`) is still about staging the
file. The PreToolUse hook (retain.rank.tool) looks a staged path up as a file and as each
of its folders and keeps the memories that say so (`says_uncommitted`). A dotenv file
(`.env.production`), keyed by no other rule (what it holds is read instead), is keyed for
this alone: target STAGED, which ties nothing but a `git add`.

Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import os
import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Callable

STAGED = "!"  # a file key's target that ties only a `git add` of the file
# Kept out of git, in the languages memories are written in.
_UNCOMMITTED = lazy(
    r"\b(?:never|not|n't|don'?t|do not|must not|neither|nor|nicht|niemals|nie|nunca|jamais"
    r"|ne\s+\w+\s+jamais)\b[^.;]{0,40}?\b(?:commit\w*|check(?:ed)?\s+in"
    r"|(?:in|into)\s+(?:the\s+)?(?:repo\w*|git))\b"
    r"|\bgit-?ignored\b|\bin\s+\.gitignore\b|\bout\s+of\s+git\b|\bnicht\s+im\s+repo\b",
    re.I,
)
_DOTENV = lazy(r"(?<![\w./-])(\.(?:[\w-]+\.)*(?:env|vars)(?:\.[\w-]+)*)(?![\w/-])")


_SENTENCE = lazy(r"(?<=[.!?;])\s+|\n+")  # clauses: `X is never committed; Y goes in git`


def says_uncommitted(text: str, key: str) -> bool:
    """Does a sentence of the memory naming `key` (a file or folder), or the one after it
    ("Library/ is a cache. It's gitignored"), say it is kept out of git?"""
    named = re.compile(rf"(?<![\w./-]){re.escape(key)}(?![\w-]|\.\w)")
    sentences = _SENTENCE.split(text)
    return any(
        named.search(s) and any(_UNCOMMITTED.search(t) for t in sentences[i : i + 2])
        for i, s in enumerate(sentences)
    )


def dotenv_names(text: str) -> list[str]:
    """The dotenv files (`.env`, `.env.local`, `.dev.vars`) named in a sentence of a memory
    that says they are kept out of git: keyed with target STAGED."""
    out = []
    for sentence in _SENTENCE.split(text):
        if _UNCOMMITTED.search(sentence):
            out += [m.group(1).rstrip(".") for m in _DOTENV.finditer(sentence)]
    return list(dict.fromkeys(out))


def staged_paths(command: str, inside: Callable[[str], bool] | None = None) -> list[str]:
    """The paths a Bash call stages (`git add X Y`, `git stage X`), joined to the folder
    each `git add` runs in (a `cd` before it); '.', `-A` and globs stage no one path."""
    from retain.core import toolkeys

    out: list[str] = []
    for words, cwd, _ in toolkeys.here(command, inside):
        if len(words) < 2 or words[0] != "git":
            continue
        rest = [w for w in words[1:] if not w.startswith("-")]
        if not rest or rest[0] not in ("add", "stage"):
            continue
        for arg in rest[1:]:
            if arg in (".", "..") or "*" in arg or "$" in arg or arg.startswith("~"):
                continue
            out.append(arg if arg.startswith("/") or not cwd else os.path.join(cwd, arg))
    return out


def lookup(rel: str) -> tuple[list[str], list[str]]:
    """What a staged project-relative path looks up: (its tails as a file; the tails of
    the folder it is, when it names one, and of each folder above it)."""
    from retain.core import toolkeys

    clean = rel.rstrip("/")
    files, dirs = toolkeys.path_lookup(clean)
    name = clean.rsplit("/", 1)[-1]
    folder = "." not in name and name not in toolkeys.BARE_FILES  # not `.env`, `Makefile`
    if rel.endswith("/") or folder:
        dirs = toolkeys.unique([*files, *dirs])  # `git add Library/`: the folder itself
    parts = clean.split("/")
    dirs = toolkeys.unique([*dirs, *("/".join(parts[:i]) for i in range(1, len(parts)))])
    return files, dirs
