"""A value alone on its line, answering a question about a credential a few lines away,
in any layout: a chat export of any shape, meeting minutes or handover notes in a list,
an email reply with the thread quoted under it, a value in a code fence.

"c'est quoi le mot de passe de payments14 ?" / "une seconde, je regarde" / "WagonRocket98$7":
the question names a credential (retain.redact.credwords) and asks (a question mark in
any script, or a question word of a script written without one); the answer is a line
holding nothing but the value, after its speaker, a list marker, a reply's `>` or inside
quotes, backticks, guillemets or bold, maybe with a word of thanks after a dash
("k.wD+dMP-+E+28 — euxaristw"). A question about a failed login ("the login for X failed
with the old value, do you have the current one?") asks for the credential too. The
value must be shaped as a chosen or generated secret (toldprose.strong_value, or upper
case, lower case and digits together): a branch, a host, a ticket or a version given as
an answer stays.

The question is looked for on the lines before the value, and after it too when the
value sits above a quoted thread (an email reply quotes what it answers below itself).
The nearest question decides: one about something else ("which branch?") is answered by
the value, not the one further away.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.chatgrammar import LINE_SPEAKER
from retain.redact.credwords import CREDENTIAL, LOGIN, QUESTION, words
from retain.redact.pairs import mixed_value
from retain.redact.toldprose import strong_value

# Lines (not blank, not a fence or a bare `>`) a question may stand away from its answer.
REACH = 4
# A Matrix user id leading its message (`@wen:matrix.example.org: ...`).
_MATRIX_ID = r"@[\w.=-]{1,40}:[\w.-]{1,80}:[ \t]+"
_ANSWER_LINE = lazy(
    rf"(?m)^[ \t]*(?:>[ \t]*)?(?:[-*•][ \t]+)?(?:{_MATRIX_ID})?{LINE_SPEAKER}"
    r"[`\"'«“「*]{0,3}(?P<secret>[!-~]{6,100}?)[`\"'»”」*]{0,3}"
    r"(?:[ \t]+[—–][ \t]*[^\W\d_]{2,20}[!.]?)?[ \t]*\r?$"
)
_FILLER = re.compile(r"[ \t>]*(?:(?:```\w*|~~~)[ \t]*)?")
# A commit or a digest: hex alone, which answers "which commit?" more often than a
# password's question.
_HEX = re.compile(r"[0-9a-fA-F]{7,64}")
# Characters read around an answer for its question (REACH lines of a chat at most).
_WINDOW = 1500
# A line that opens a quoted thread: "On <date>, <name> wrote:", and its kin.
_QUOTED = re.compile(r"^[ \t]*>")
# A URL's query string opens with a question mark that asks nothing (`/v1/keys?expand=items`).
_QUERY = re.compile(r"(?<=[\w/])\?(?=[\w%.-]{1,60}=)")


def _lines_around(text: str, start: int, end: int) -> tuple[list[str], list[str]]:
    """The non-filler lines before the answer (nearest first), and after it."""
    above = text[max(0, start - _WINDOW) : start].split("\n")[:-1]
    before = [ln for ln in reversed(above) if not _FILLER.fullmatch(ln)]
    after = [ln for ln in text[end : end + _WINDOW].split("\n")[1:] if not _FILLER.fullmatch(ln)]
    return before[:REACH], after[: REACH + 1]


def _asked(lines: list[str]) -> bool:
    """Does the nearest question among `lines` ask for a credential, or for what a login
    takes ("the login failed with the old value, do you have the current one?")?"""
    for written in lines:
        line = _QUERY.sub(" ", written)
        if QUESTION.search(line):
            return CREDENTIAL.search(line) is not None or LOGIN.search(line) is not None
    return False


def _spare_answer(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _HEX.fullmatch(value) or not (strong_value(value) or mixed_value(value)):
        return True
    text = m.string
    before, after = _lines_around(text, m.start(), m.end())
    if _asked(before):
        return False
    # An email reply: the thread it answers is quoted under it.
    quoted = [ln for ln in after if _QUOTED.match(ln)]
    return not (quoted and _asked(quoted))


ANSWER_RULES: tuple[Rule, ...] = (
    Rule(_ANSWER_LINE, "password", _spare_answer, gate=words("credential"), needs=QUESTION),
)
