"""What an edit takes away that a memory gives as a value: the port, version, name or
literal a memory states, rewritten.

"Local Postgres is on port 55432", "the work pool is `marsh-k8s`", "Minimum Ruby is
3.1", "KV keys start with `["v2", ...]`", "`SetConfigType("yaml")` stays": such a memory
is about the edit that changes that value, wherever it is written (`.env`, a compose
file, a CI matrix, a call's argument), and no path or forbidden word names the edit.
The value it takes away does. So for an edit that replaces text (Edit, MultiEdit), the
values its replaced text holds more often than its new text (`removed_values`) are
looked up in the word index, and a memory is tied when

- the value is distinctive: a number of three digits or more (`55432`, `8088`), a
  dotted number (`3.1`, `10.0.4.2`), a name joined by hyphens or dots (`marsh-k8s`,
  `api-staging.acme.example`), or a quoted literal of the code (`"v2"`, `'yaml'`) that
  the memory quotes too;
- the memory names that very value, as a token of its own, not in a clause that forbids
  or retires it (`not 5432`, `never import fs, path or crypto`, `the old
  ["bookings", ...] keys`:
  an edit taking such a value away follows the memory), not as when something
  changed (`moved in 0.6`) and not as a default (`(default 2000)`: a value to set);
- at most RARE_MEMORIES memories here name it: a value every memory names (the
  project's one host) tells none of them apart.

A fact is tied so as well as a rule: a fact giving a value is the reminder for the edit
that changes it. The edit writing the value whole again moved it (its count in the new
text is not lower) and ties nothing.

The tool hook imports it; its patterns are compiled on first use (retain.lazyre).
"""

from __future__ import annotations

import re

from retain.core.candidate import Tie
from retain.lazyre import lazy
from retain.rank import toolpool

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.store.sqlite_tool import ToolStore

RARE_MEMORIES = 2  # as retain.rank.toolcontent: more memories naming a value is everyday
MAX_VALUES = 12  # values of one edit looked up
MAX_LITERAL = 40  # a longer quoted text is a message, not a value
CLAUSE_CHARS = 80  # of a memory read before a value for a prohibition in its clause


# a number of 3+ digits or a dotted number, not part of a word or a longer number
_NUMBER = lazy(r"(?<![\w.])(?:\d{3,}|\d+(?:\.\d+)+)(?![\w.]*\w)")
# a name of letters and digits joined by hyphens or dots, holding a letter
_JOINED = lazy(r"(?<![\w.-])(?=[\w.-]*[A-Za-z])[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)+(?![\w-]|\.\w)")
_LITERAL = lazy(rf"\"([\w.-]{{1,{MAX_LITERAL}}})\"|'([\w.-]{{1,{MAX_LITERAL}}})'")
_WORD = lazy(r"[A-Za-z0-9]+")
# a prohibition in the clause before a value: `not 5432`, `never import \`fs\`,
# \`path\` or \`crypto\``, `Never write to the old ["bookings", ...] keys`
_NEGATION = lazy(
    r"\b(?:not|never|no|don'?t|instead of|rather than|old|nicht|kein\w*|nunca|jamais"
    r"|pas|nie|niemals)\b|不要|别|禁止|不是",
    re.I,
)
_CLAUSE = lazy(r"[.;:!?](?=\s)|[。；—–]|\s-\s")
# a version said as when something changed (`moved in 0.6`, `since 2.1`)
_WHEN = lazy(r"\b(?:in|since|from|until|before|after|as of)\s+v?$", re.I)
# a default is the value a setting has until it is set (`(default 2000)`)
_DEFAULT = lazy(r"\bdefaults?\b(?:\s+(?:is|to|of|value))?[\s:=]*$", re.I)


def _values(text: str) -> list[tuple[str, bool]]:
    """(value, quoted) of each distinctive value a text holds, in order, repeats kept."""
    out: list[tuple[int, str, bool]] = []
    for m in _NUMBER.finditer(text):
        out.append((m.start(), m.group(), False))
    for m in _JOINED.finditer(text):
        if not _NUMBER.fullmatch(m.group()):
            out.append((m.start(), m.group(), False))
    for m in _LITERAL.finditer(text):
        inner = m.group(1) or m.group(2)
        if inner and any(c.isalnum() for c in inner):
            out.append((m.start(), inner, True))
    out.sort()
    return [(v, q) for _, v, q in out]


def removed_values(new: str, old: str) -> list[tuple[str, bool]]:
    """The distinct values (`_values`) the replaced text holds more often than the new
    text, first seen first, at most MAX_VALUES; `quoted`: seen only as a quoted literal
    (a plain word then counts only when the memory quotes it too)."""
    had: dict[str, int] = {}
    for v, _ in _values(new):
        had[v] = had.get(v, 0) + 1
    seen: dict[str, int] = {}
    quoted: dict[str, bool] = {}
    for v, q in _values(old):
        seen[v] = seen.get(v, 0) + 1
        quoted[v] = quoted.get(v, True) and q
    out = [(v, quoted[v]) for v in seen if seen[v] > had.get(v, 0)]
    return out[:MAX_VALUES]


def naming(found: Sequence[Tie], new: str, old: str) -> set[int]:
    """The ids of the found memories that give a value the edit writes (more often than
    the text it replaces)."""
    added = [(v, q) for v, q in removed_values(old, new) if _distinctive(v) or q]
    return {row.memory.id for row in found if any(gives(row.memory.text, v, q) for v, q in added)}


def _distinctive(value: str) -> bool:
    """A value that is one thing wherever it stands: a digit, a hyphen or dot in it."""
    return any(c.isdigit() or c in "-." for c in value)


def gives(memory: str, value: str, quoted: bool) -> bool:
    """Does the memory name this value, as a token of its own (quoted, when the value is
    a plain word only quoted in the code), and not as forbidden?"""
    if quoted and not _distinctive(value):
        forms = [f'"{value}"', f"'{value}'", f"`{value}`"]
        places = [i for f in forms for i in _find_all(memory, f)]
    else:
        pattern = rf"(?<![\w.-]){re.escape(value)}(?![\w-]|\.\w)"
        places = [m.start() for m in re.finditer(pattern, memory)]
    for i in places:
        before = memory[max(0, i - CLAUSE_CHARS) : i]
        clause = _CLAUSE.split(before)[-1]
        when = "." in value and value[0].isdigit() and _WHEN.search(before)
        if not _NEGATION.search(clause) and not when and not _DEFAULT.search(before):
            return True
    return False


def _find_all(text: str, form: str) -> list[int]:
    out, at = [], text.find(form)
    while at >= 0:
        out.append(at)
        at = text.find(form, at + 1)
    return out


def value_matches(store: ToolStore, new: str, old: str, *, project_id: str | None) -> list[Tie]:
    """(memory, 'value', value, '') of each live memory here that gives a value the edit
    takes away (module docstring)."""
    if not old.strip():
        return []
    removed = [
        (v, q) for v, q in removed_values(new, old) if _distinctive(v) or q
    ]  # fmt: skip
    if not removed:
        return []
    words = _WORD.findall(" ".join(v for v, _ in removed))
    query = " ".join(dict.fromkeys(words))
    pool = toolpool.pool(store, query, project_id=project_id)
    out: list[Tie] = []
    for value, quoted in removed:
        giving = [m for m in pool if gives(m.text, value, quoted)]
        if len(giving) > RARE_MEMORIES:
            continue
        out += [Tie(m, "value", value) for m in giving if m.id not in {r.memory.id for r in out}]
    return out
