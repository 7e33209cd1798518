"""A memory whose subject is a failure: what it says opens with an error seen or a symptom
("`ERROR! Attempting to decrypt ...` -> pass --vault-id", "Windows builds fail with
`undeclared identifier`", "If a test dies with a nil config value, config.edn is missing
...", "Flaky spec/x_spec.rb failures: ..."). The rest is the cause and the remedy, for
the moment that error is seen: the failure hook shows it then (retain.rank.tool). Before
a call, the file, folder or command it names is where the error showed or where the fix
goes, and an edit there or a run of that command is no sign the error is coming back, so
such a memory is not tied to a call by those keys (retain.rank.tool); only by what the
call writes, or by a name of its code an edit takes away (`PyArray_FROM_OTF` dropped
from the file whose segfault the memory explains: `takes_away`). A Write is the
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

# A label a note opens with ("Note to self: `make test` ends with 'Tests failed' ..."):
# it names no subject, so the subject is what follows it.
_LABEL = lazy(
    r"^\W*(?:note\s+to\s+self|note|reminder|nb|fyi|heads[\s-]up|til)\s*(?::|[—–-]\s)\s*", re.I
)
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
# What a command prints when it fails, told of the command (a note on reading its output:
# "`make test` ends with 'Error 1'", "when `rush build` only prints 'Operations failed'",
# "`make ci` prints only ..."): the command, a few words, then the closing or only lines.
_PRINTS = lazy(
    r"^\W*(?:(?:if|when|whenever)\s+)?(?:`[^`\n]{1,80}`|[\w./:-]+(?:\s+[\w./:-]+)?)(?:['’]s)?"
    r"(?:\s+(?:[\w-]+|'[^'\n]{1,80}'|`[^`\n]{1,80}`)){0,4}?\s+(?:ends?\s+with"
    r"|(?:only|just)\s+(?:prints?|shows?|says|keeps?|leaves?|reports?)"
    r"|(?:prints?|shows?|keeps?|leaves?|reports?)\s+(?:only|just)\b)",
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
    quoted spans read whole (`Syntax error ... Call to ns` is one message), after a label
    the note opens with (`_LABEL`)."""
    return _opening(_unlabelled(text))


def _opening(text: str) -> str:
    """`subject` of a text with no label."""
    masked = _QUOTED.sub(lambda m: "q" * len(m.group(0)), text)
    end = _SUBJECT_END.search(masked)
    return text[: end.start()] if end else text


def about_failure(text: str) -> bool:
    """Does the memory's subject (`subject`) state a failure: a quoted message that reads
    as an error (not a command line, not one name), or a symptom told in words?"""
    from retain.core import signature as sig

    text = _unlabelled(text)
    opening = _opening(text)
    if _SYMPTOM.search(opening):
        return True
    quotes = list(_QUOTED.finditer(opening))
    # or a setting and then the error (`molecule on the newer docker: 'error mounting
    # /sys/fs/cgroup' when creating the instance -> ...`): a quote opening the next clause
    if opening != text and text[len(opening) : len(opening) + 1] == ":":
        follow = _QUOTED.match(text, len(opening) + 1 + _space(text[len(opening) + 1 :]))
        quotes += [follow] if follow else []
    for m in quotes:
        quoted = next(g for g in m.groups() if g)
        if " " not in quoted.strip() or _OPTION.search(quoted):
            continue  # one name (`throwError`) or a command line: no message
        if sig.states_error(quoted):
            return True
    return False


def shown_in(text: str, form: str) -> bool:
    """Does the memory open with the error it is about, a quoted message, and then name
    `form` in backticks in the same clause (`subject`): the command or code where that
    error showed, not a form it forbids?"""
    from retain.core import signature as sig

    opening = subject(text)
    first = _QUOTED.match(opening, _space(opening))
    if first is None or f"`{form}`" not in opening[first.end() :]:
        return False
    quoted = next(g for g in first.groups() if g)
    return " " in quoted.strip() and not _OPTION.search(quoted) and sig.states_error(quoted)


def about_output(text: str) -> bool:
    """Does the memory open by telling what a command prints when it fails, its last or
    only lines (`_PRINTS`, after a label)? Such a note says where the real error is once
    that output is seen; a run of the command, or an edit of a file it names, is not that
    moment (retain.rank.tooltie.past_failure_notes)."""
    return bool(_PRINTS.search(_unlabelled(text)))


def _unlabelled(text: str) -> str:
    """The text after a label it opens with (`_LABEL`), else the text."""
    label = _LABEL.match(text)
    return text[label.end() :] if label else text


def _space(text: str) -> int:
    """How many spaces `text` opens with."""
    return len(text) - len(text.lstrip(" "))


def code_names(text: str) -> set[str]:
    """The names shaped like code in a text (`_SHAPED`), at least four characters long."""
    return {w for w in _NAME.findall(text) if _SHAPED.search(w)}


def takes_away(memory: str, old: str, new: str) -> bool:
    """Does an edit take away a name of the memory's code (`code_names`): in the text it
    replaces (`old`), gone from what it writes (`new`)? Writing the name (`privileged`,
    `compileSdk = 34` into the file the fix goes to) is applying the fix, not undoing it."""
    names = code_names(memory)
    if not names:
        return False
    gone = set(_NAME.findall(old)) - set(_NAME.findall(new))
    return not names.isdisjoint(gone)


def edit_texts(tool_input: dict[str, Any]) -> tuple[str, str]:
    """(the text an edit replaces, the text it writes): Edit's and MultiEdit's old and new
    strings; a Write's content or a notebook cell is all new."""
    old: list[str] = []
    new: list[str] = []
    edits = tool_input.get("edits")
    for e in [tool_input, *(edits if isinstance(edits, list) else [])]:
        if not isinstance(e, dict):
            continue
        for key, into in (("old_string", old), ("new_string", new), ("content", new),
                          ("new_source", new)):  # fmt: skip
            if isinstance(e.get(key), str):
                into.append(e[key])
    return "\n".join(old), "\n".join(new)
