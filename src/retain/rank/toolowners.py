"""Which file of several with one name a memory means: the PreToolUse hook's precision
rules for a bare file name in a repository with more than one package (issue 29).

A memory names `Cargo.toml`, `package.json` or `Gemfile` without a folder, and its key
ties every file of that name. Two ways its prose says which one it means:

- The root's: "the fork goes through `[patch.crates-io]` in the root Cargo.toml",
  "`pnpm.overrides` in the root package.json". When every mention of the name is so
  qualified, the file of that name in a sub-package (`crates/cli/Cargo.toml`) is not the
  one it is about (`past_root_names`); unless the memory makes the root's file the one
  place for something ("versions are declared once in the root Cargo.toml; members
  ...", "nowhere else"): then every package's file is its concern.
- A folder's own: "`puffin-rails/` is a separate gem with its own gemspec, Gemfile and
  Gemfile.lock" (names listed bare or quoted). retain.rank.toolquiet.past_owned_names
  keeps such a memory from the file of that name outside the folder for one quoted name;
  here the list, and the other side: a memory naming the bare name, tied to the file
  inside a folder that another tied memory says owns its own copy, means the root's
  when it does not name that folder (`past_other_owners`).

A tie by the file's full path, its folder or what the edit writes is never dropped here.

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie

# Right before a name: "the root Cargo.toml", "the repository root's `package.json`",
# "top-level Gemfile".
_ROOT_BEFORE = lazy(r"\b(?:root(?:'s)?|top-level|root-level)\s+`?$", re.I)
# Right after a name: "`mix.lock` at the umbrella root", "in the repo root", "na raiz",
# "à la racine", "en la raíz", "im Wurzelverzeichnis".
_ROOT_AFTER = lazy(
    r"^`?\s+(?:(?:at|in)\s+the\s+(?:[\w-]+\s+)?root\b"
    r"|(?:na|em)\s+(?:pasta\s+)?raiz\b|[àa]\s+la\s+racine\b|en\s+la\s+ra[ií]z\b"
    r"|im\s+(?:Wurzelverzeichnis|Root)\b)",
    re.I,
)
# A rule that the root's file is the one place for something ("declared once in the root
# Cargo.toml; member crates ...", "lint levels live in the root Cargo.toml and nowhere
# else"): it is about every package's file of that name, which must not hold it.
_CENTRAL = lazy(
    r"\b(?:once|only|nowhere\s+else|single|members?|every|each|sub-?packages?"
    r"|s[oó]|apenas|uma\s+vez|une\s+(?:seule\s+)?fois|seulement|nur|einmal|una\s+vez|solo)\b",
    re.I,
)
# A folder and the names it owns: "`pkg/` ... its own gemspec, Gemfile and Gemfile.lock"
# (up to the clause's end), "`svc/` tiene su propio `values.yaml`".
_OWNS = lazy(
    r"`((?:[\w.@-]+/)+)`[^.;:!?`\n]{0,80}?\b(?:its|their|su|sus|seine?|ihre?)\s+"
    r"(?:own|propi[oa]s?|eigene[nrs]?)\s+((?:[^.;:!?\n]|\.(?=\w)){1,120})",
    re.I,
)
_NAME = lazy(r"[\w][\w.-]*")


def _mentions(text: str, name: str) -> list[re.Match[str]]:
    return list(re.finditer(rf"(?<![\w./-]){re.escape(name)}(?![\w-]|\.\w)", text))


def root_only(text: str, name: str) -> bool:
    """Does a memory name the bare file `name` only as the repository root's, and not as
    the one place for something every package's file must leave out (_CENTRAL)?"""
    found = _mentions(text, name)
    return (
        bool(found)
        and not _CENTRAL.search(text)
        and all(
            _ROOT_BEFORE.search(text[max(0, m.start() - 40) : m.start()])
            or _ROOT_AFTER.match(text[m.end() : m.end() + 60])
            for m in found
        )
    )


def owned_names(text: str) -> list[tuple[str, set[str]]]:
    """(folder, names) for each folder a memory says has its own files."""
    return [
        (folder.lower(), set(_NAME.findall(listed.replace("`", " "))))
        for folder, listed in _OWNS.findall(text)
    ]


def _bare_file(r: Tie) -> bool:
    return r.kind == "file" and "/" not in r.key


def past_root_names(found: Sequence[Tie], rel: str | None) -> list[Tie]:
    """The ties an edit of a file in a sub-folder keeps once a memory naming that file's
    name only as the root's is read (module doc)."""
    if rel is None or "/" not in rel:
        return list(found)
    return [r for r in found if not (_bare_file(r) and root_only(r.memory.text, r.key))]


def past_other_owners(found: Sequence[Tie], rel: str | None) -> list[Tie]:
    """The ties an edit keeps once the folders owning their own copy of a file name are
    read (module doc): a memory naming the folder as owner is not tied by the name to
    the file outside it; another memory naming only the bare name is not tied by it to
    the file inside it."""
    if rel is None:
        return list(found)
    path = rel.lower()
    owners = {
        (folder, name)
        for r in found
        if _bare_file(r)
        for folder, names in owned_names(r.memory.text)
        if r.key in names
        for name in (r.key,)
    }
    if not owners:
        return list(found)

    def past(r: Tie) -> bool:
        if not _bare_file(r):
            return False
        folders = [f for f, name in owners if name == r.key]
        mine = [f for f, names in owned_names(r.memory.text) if r.key in names]
        if mine:  # the owner: only its own folder's file
            return not any(path.startswith(f) for f in mine)
        inside = [f for f in folders if path.startswith(f)]
        text = r.memory.text.lower()
        return bool(inside) and not any(f.rstrip("/") in text for f in inside)

    return [r for r in found if not past(r)]
