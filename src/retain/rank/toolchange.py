"""Several memories about one file: the change decides which one speaks (issue 29).

An edit is looked up by its file's path, so every memory naming that file is tied to every
edit of it alike: `fly.toml` ties both "fly deploy runs the migrations (release_command in
fly.toml)" and "secrets are never in fly.toml [env]", and the file key alone cannot tell
which one an edit adding `SECRET_KEY` under `[env]` breaks. What the edit changes can: the
words it writes or takes away (not the lines it keeps as context) that one of those
memories names and the others do not.

So among the memories tied as directly as the first (retain.rank.tooltie.as_specific: the
file itself, or the very same key), when at least one names a word the change writes or
takes away that not every one of them names, those naming the most such words speak and
the others are about another part of the file. When none names one, nothing is decided
here. Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re
from itertools import islice

from retain.lazyre import lazy
from retain.rank import tooltie
from retain.rank.toolcall import FILE_TOOLS

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence
    from typing import Any

    from retain.core.candidate import Candidate

_WORD = lazy(r"[a-z0-9_]+(?:[-.][a-z0-9_]+)*", re.I)
MIN_WORD = 3  # shorter ones (`id`, `db`, `on`) are everywhere in code and prose
MAX_WORDS = 800  # distinct words of a change read, first seen first: past it, a file
# Words any config or code line and any memory may hold: they tell no rule from another.
_COMMON = frozenset(
    "the and for not but are was with from into this that then than when only any all "
    "true false null none nil yes off new old use used run set get add can its one two "
    "here there them they our your you who what which where will must may also just "
    "file files line lines name names value values version default string int bool "
    "http https www com example localhost".split()
)


def words(text: str) -> set[str]:
    """The words of a text worth comparing, lower-cased: each dotted or dashed form
    (`via_ir`, `allow-net`, `gencode.v44`) and its parts."""
    return set(_in_order(text))


def _in_order(text: str) -> Iterator[str]:
    """words(text) in the order the text has them, repeats included."""
    for m in _WORD.finditer(text):
        form = m.group().lower()
        for w in (form, *re.split(r"[-.]", form)):
            if len(w) >= MIN_WORD and w not in _COMMON and not w.isdigit():
                yield w


def changed_words(new: str, old: str, path: str) -> set[str]:
    """The words an edit writes or takes away: those of its new text the replaced text
    lacks and the other way round (the lines it keeps are context), without the words
    of the path it edits (every memory tied by that path may name them). Of a long new
    text, its first MAX_WORDS distinct words."""
    new_words = set(islice(dict.fromkeys(_in_order(new)), MAX_WORDS))
    old_words = words(old) if old else set()
    return (new_words ^ old_words) - words(path)


def by_change(
    ordered: Sequence[Candidate],
    rank: dict[int, tuple[int, int]],
    shown: set[int],
    tool_name: str,
    tool_input: dict[str, Any],
) -> list[Candidate]:
    """`ordered` without the memories tied as directly as the first that the change
    does not bear on, when another of them names what it changes (module docstring).
    One this session was shown (`shown`) is in front of the model already: it takes no
    part."""
    if tool_name not in FILE_TOOLS or len(ordered) < 2:
        return list(ordered)
    best = min(rank[m.id] for m in ordered)
    group = [m for m in ordered if tooltie.as_specific(rank[m.id], best) and m.id not in shown]
    if len(group) < 2:
        return list(ordered)
    from retain.rank.toolcontent import added_text

    new, old = added_text(tool_name, tool_input)
    path = tool_input.get("file_path") or tool_input.get("notebook_path")
    change = changed_words(new, old, path if isinstance(path, str) else "")
    if not change:
        return list(ordered)
    named = {m.id: words(m.text) & change for m in group}
    # a word every one of them names tells none from another
    shared = set.intersection(*named.values())
    hits = {mid: len(ws - shared) for mid, ws in named.items()}
    most = max(hits.values())
    if most == 0:
        return list(ordered)
    beside = {mid for mid, n in hits.items() if n < most}
    return [m for m in ordered if m.id not in beside]
