"""A value called the new one right after a change, in any of the lexicon's languages and
any markup: "zmieniłem, nowe to ```CanyonFossil60.6```", "sudah kuganti, yang baru
«j^am=*e~HP0»", "我改了，新的是 「Olive2026=1」", "عوضش کردم، جدیدش **X** است".

The line holds a change's word and then a word that calls a value new
(retain.redact.credwords), a copula or two short words at most between it and the value;
the value ends the line, perhaps in quotes, guillemets, corner brackets, bold or a code
fence, perhaps before a verb-final copula of another script. The value must be shaped as
a chosen or generated secret (toldprose.strong_value, or upper case, lower case and
digits together): "changed it, the new branch is feat/x" stays.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.credwords import CHANGE, leading, word_start, words
from retain.redact.pairs import mixed_value
from retain.redact.toldprose import strong_value

_OPEN = r"(?:```[ \t]*\r?\n[ \t]*|\*\*|[«「“\"'`])?"
_CLOSE = r"(?:\r?\n[ \t]*```|\*\*|[»」”\"'`])?"
_NEW_VALUE = lazy(
    rf"(?P<new>{leading('new')})(?P<gap>[^\n`«「“\"'*]{{0,16}}?)[ \t]{_OPEN}"
    rf"(?P<secret>[!-~]{{6,100}}?){_CLOSE}(?:[ \t]{{1,3}}[^\s!-~]{{1,6}})?[ \t]*(?:[.!。][ \t]*)?"
    r"(?=\r?\n|\Z)",
    re.IGNORECASE,
)
# Words (at most) between the word for new and the value: a copula, an article.
_GAP_WORDS = 2
_HEX = re.compile(r"[0-9a-fA-F]{7,64}")


def _spare_new(m: re.Match[str]) -> bool:
    text = m.string
    if not word_start(text, m.start("new")) or len(m.group("gap").split()) > _GAP_WORDS:
        return True
    value = m.group("secret")
    if _HEX.fullmatch(value) or not (strong_value(value) or mixed_value(value)):
        return True
    line_start = text.rfind("\n", 0, m.start()) + 1
    return CHANGE.search(text[line_start : m.start("new")]) is None


CHANGED_RULES: tuple[Rule, ...] = (Rule(_NEW_VALUE, "password", _spare_new, gate=words("change")),)
