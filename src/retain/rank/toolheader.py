"""When a file-header rule has nothing to say to an edit: the PreToolUse hook's precision
rule for a memory saying how every file of a folder begins (a licence or copyright
header; issue 29).

Such a rule ("every .py file under `src/app/` starts with `# SPDX-License-Identifier:
MIT`") is tied to every edit in its folder by the folder's key, but only the file's first
lines can break it:
- an Edit or MultiEdit whose old and new text name no header (no licence, copyright or
  SPDX line, no header word) changes a line further down: the header is as it was;
- a Write whose first lines already hold every header line the memory quotes follows it.

A teammate reminds nobody of the header for either. Only a memory that is a header rule
and nothing else is held back (each of its clauses is about the header, the check that
enforces it, or hand edits of it): one that also forbids an import in the folder still
speaks by its folder. A tie by what the edit writes or takes away (`code`, `value`,
`names`) is kept.

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie

_HEADER_WORD = r"(?:header|cabe[çc]alho|en-t[êe]te|encabezado|intestazione|Kopfzeile)"
# A clause stating how a file begins: "starts with `# SPDX...`", "começa com o cabeçalho".
_BEGINS = lazy(
    r"\b(?:starts?|begins?|come[çc]a|commence|beginnt|empieza|comienza|inizia)\s+"
    r"(?:with|com|par|mit|con|por)\b[^;\n]{0,80}?"
    rf"(?:SPDX|copyright|licen[cs]|licen[çc]a|{_HEADER_WORD})",
    re.I,
)
# What a header clause, or one about its check or hand edits, names.
_ABOUT_HEADER = lazy(
    rf"{_HEADER_WORD}|SPDX|copyright|licen[cs]|licen[çc]a|\bCI\b|\bchecks?\b|\bfails?\b"
    r"|[ée]choue|\bfalha|\bfalla|\bhand\b|\bm[ãa]o\b|\bla\s+main\b|\bmano\b",
    re.I,
)
_CLAUSES = lazy(r"(?<=[.;])\s+|;\s*|,\s+(?:and|so|but|e|et|und|y)\s+")
# A line a file header is made of, in an edit's text or a memory's quoted span.
_HEADER_LINE = r"SPDX|copyright|all rights reserved|\u00a9|\(c\)"
_HEADER_TEXT = lazy(rf"{_HEADER_LINE}|licen[cs]e|{_HEADER_WORD}", re.I)
_QUOTED_LINE = lazy(_HEADER_LINE, re.I)
_SPAN = lazy(r"`([^`\n]{1,200})`")
_COMMENT = lazy(r"^\s*(?:(?:#|//+|<!--|/\*+|\*|--|;+)\s*)?|\s*(?:-->|\*/)\s*$")
_PATH_KINDS = frozenset({"file", "dir", "family", "tree", "source"})
HEAD_LINES = 5  # the lines of a new file a header lies in


def header_rule(text: str) -> bool:
    """Is a memory a file-header rule and nothing else?"""
    if not _BEGINS.search(text):
        return False
    # a quoted span is one piece of its clause (`Avocet Labs. All rights reserved.`)
    flat = _SPAN.sub(lambda m: re.sub(r"[.;,]", " ", m.group(0)), text)
    return all(_ABOUT_HEADER.search(c) for c in _CLAUSES.split(flat) if c.strip())


def _quoted_header(text: str) -> list[str]:
    """The header lines a memory quotes, without their comment markers."""
    lines = (_COMMENT.sub("", m.group(1)).strip() for m in _SPAN.finditer(text))
    return [line for line in lines if _QUOTED_LINE.search(line)]


def leaves_header(text: str, tool_name: str, new: str, old: str) -> bool:
    """Does an edit leave alone the header the memory `text` asks for? `new` and `old` are
    the call's written and replaced text (retain.rank.toolcontent.added_text)."""
    if tool_name in ("Edit", "MultiEdit"):
        return not any(_HEADER_TEXT.search(t) for t in (new, old))
    if tool_name == "Write":
        quoted = _quoted_header(text)
        head = "\n".join(new.splitlines()[:HEAD_LINES])
        return bool(quoted) and all(q in head for q in quoted)
    return False


def past_header_rules(found: Sequence[Tie], tool_name: str, new: str, old: str) -> list[Tie]:
    """`found` without the path ties of header rules the edit leaves alone (`new`, `old`:
    the edit's written and replaced text)."""
    quiet: dict[int, bool] = {}
    kept: list[Tie] = []
    for row in found:
        mid = row.memory.id
        if row.kind in _PATH_KINDS:
            if mid not in quiet:
                text = row.memory.text
                quiet[mid] = header_rule(text) and leaves_header(text, tool_name, new, old)
            if quiet[mid]:
                continue
        kept.append(row)
    return kept
