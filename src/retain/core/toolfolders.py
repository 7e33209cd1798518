"""What a memory says of a folder it names, read by the PreToolUse hook
(retain.rank.tool): whether it says the folder is generated (build output ties an edit
however deep it lies in it). Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.core.toolkeys import _MADE_BY_A_TOOL, _SENTENCE
from retain.lazyre import lazy

_IS = lazy(r"\b(?:is|are)\b", re.I)


def says_folder_generated(text: str, folder: str) -> bool:
    """Does a sentence of the memory that names `folder/` say it is generated (`out/ and
    release/ are build output`)? Not one that names it and a generated file in passing
    (`don't check generated stubs into src/`, `produced by helmify over config/`)."""
    named = re.compile(rf"(?<![\w./-]){re.escape(folder)}/")
    for sentence in _SENTENCE.split(text):
        at = named.search(sentence)
        if at is None:
            continue
        made = _MADE_BY_A_TOOL.search(sentence, at.end())
        # the folder is what is generated: named before the verb saying so, with `is`
        # or `are` between (not `don't check generated files into src/`)
        if made is not None and _IS.search(sentence, at.end(), made.end()) is not None:
            return True
    return False
