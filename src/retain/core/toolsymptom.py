"""A memory whose subject is a failure: what it says opens with an error seen or a symptom
("`ERROR! Attempting to decrypt ...` -> pass --vault-id", "Windows builds fail with
`undeclared identifier`", "If a test dies with a nil config value, config.edn is missing
...", "Flaky spec/x_spec.rb failures: ..."). The rest is the cause and the remedy, for
the moment that error is seen: the failure hook shows it then (retain.rank.tool). Before
a call, the file, folder or command it names is where the error showed or where the fix
goes, and an edit there or a run of that command is no sign the error is coming back, so
such a memory is not tied to a call by those keys (retain.rank.tool); only by what the
call writes, or by a name of its code the call writes or takes away (`PyArray_FROM_OTF`
dropped from the file whose segfault the memory explains: `touches`). A Write is the
exception: a new file is where a failure it describes (a missing annotation, a name the
loader expects) is made again.

Read by the PreToolUse hook for the few memories a call's keys found. Stdlib only (re).
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

# Where the subject ends: a colon, `=`, an arrow or a dash between words, a sentence's end.
_SUBJECT_END = lazy(r":\s|\s=\s|\s->\s|\s→\s|\s[—–-]\s|[.;!?](?:\s|$)")
# A quoted span: an error message as printed (backticks, quotes, Japanese brackets).
_QUOTED = lazy(r"`([^`\n]{3,300})`|'([^'\n]{3,300})'|\"([^\"\n]{3,300})\"|「([^」\n]{3,300})」")
# A symptom told in words: "if/when ... fails", "X failing with", "errors like", "flaky".
_SYMPTOM = lazy(
    r"^\W*(?:if|when|whenever|wenn|si|cuando|quand)\b.*?\b(?:fail\w*|dies|die"
    r"|crash\w*|errors?|abbricht|bricht\s+\w+\s+ab|falla\w*|échoue\w*)\b"
    r"|\b(?:fail(?:s|ing|ed)?\s+with|errors?\s+like|segfault\w*|crash(?:es|ed)?\s+(?:with|in"
    r"|when|on)|flaky|diffs?\s+that)\b|と出たら|が出たら|で落ちる",
    re.I,
)
# A name shaped like code: an underscore, a digit after a letter, an inner capital, four
# or more capitals (`defmt_rtt`, `PyArray_FROM_OTF`, `NPY_DOUBLE`); plain words are prose.
_NAME = lazy(r"[A-Za-z_][\w]{3,}")
_SHAPED = lazy(r"_|[A-Za-z]\d|[a-z][A-Z]|^[A-Z]{4,}$")
_OPTION = lazy(r"(?:^|\s)--?[A-Za-z]")  # a command line's option (`--delete-conflicting`)
# File, folder and command keys: where the error showed or the fix goes.
PLACE_KINDS = frozenset({"file", "dir", "cmd", "arg", "source", "family", "tree"})


def subject(text: str) -> str:
    """The memory's opening clause: up to its first colon, arrow, dash or sentence end,
    quoted spans read whole (`Syntax error ... Call to ns` is one message)."""
    masked = _QUOTED.sub(lambda m: "q" * len(m.group(0)), text)
    end = _SUBJECT_END.search(masked)
    return text[: end.start()] if end else text


def about_failure(text: str) -> bool:
    """Does the memory's subject (`subject`) state a failure: a quoted message that reads
    as an error (not a command line, not one name), or a symptom told in words?"""
    from retain.core import signature as sig

    opening = subject(text)
    if _SYMPTOM.search(opening):
        return True
    for m in _QUOTED.finditer(opening):
        quoted = next(g for g in m.groups() if g)
        if " " not in quoted.strip() or _OPTION.search(quoted):
            continue  # one name (`throwError`) or a command line: no message
        if sig.states_error(quoted):
            return True
    return False


def code_names(text: str) -> set[str]:
    """The names shaped like code in a text (`_SHAPED`), at least four characters long."""
    return {w for w in _NAME.findall(text) if _SHAPED.search(w)}


def touches(memory: str, call_text: str) -> bool:
    """Does a call's text (what an edit writes and replaces, a command) hold a name of the
    memory's code (`code_names`): the call works on what the memory is about?"""
    names = code_names(memory)
    return bool(names) and not names.isdisjoint(_NAME.findall(call_text))


def call_text(tool_input: dict[str, Any]) -> str:
    """Every text a call carries but its paths: an edit's old and new text, a Write's
    content, a notebook cell, a command, MultiEdit's edits."""
    parts: list[str] = []
    for key, value in tool_input.items():
        if key in ("file_path", "notebook_path"):
            continue
        if isinstance(value, str):
            parts.append(value)
        elif isinstance(value, list):
            for e in value:
                if isinstance(e, dict):
                    parts += [v for v in e.values() if isinstance(v, str)]
    return "\n".join(parts)
