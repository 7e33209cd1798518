"""Is there anything to remember in a text? "ok", "thanks!", a lone word, punctuation,
emoji or an empty code fence are not beliefs, and storing them as live project facts
would crowd out the ones that are.

Pure and stdlib only. The write gate refuses such text (nothing is stored) and says why.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.redact import PLACEHOLDER_PREFIX

_FILE = "common"  # retain/lexicon/common.json

_PLACEHOLDER = re.compile(re.escape(PLACEHOLDER_PREFIX) + r"[a-z0-9-]+\]")
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)[^\n`]*$", re.MULTILINE)
_INLINE_FENCE = re.compile(r"```+|~~~+")
_WORD = re.compile(r"[^\W_]+")
_CJK_RUN = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")

# Acknowledgements and pleasantries, by word, in the languages capture knows. A text made
# only of these says nothing durable ("ok thanks", "sounds good", "yes please").
_ACK_WORDS = lexicon.words(_FILE, "ack_words")
_ACK_CJK = lexicon.words(_FILE, "ack_cjk")


def lacks_information(text: str) -> str | None:
    """Why `text` holds nothing to remember, or None when it does."""
    body = _PLACEHOLDER.sub(" ", text)
    had_fence = bool(_FENCE.search(body) or _INLINE_FENCE.search(body))
    body = _INLINE_FENCE.sub(" ", _FENCE.sub(" ", body))
    words = _WORD.findall(body)
    if not words:
        if _PLACEHOLDER.search(text):
            return "only a redacted secret"
        if had_fence:
            return "only an empty code fence"
        return "only punctuation, symbols or emoji"
    squeezed = "".join(words)
    if squeezed in _ACK_CJK or all(w.casefold() in _ACK_WORDS for w in words):
        return "only an acknowledgement"
    units = 0
    for w in words:
        cjk = sum(len(run) for run in _CJK_RUN.findall(w))
        units += (cjk + 1) // 2 + (1 if len(w) > cjk else 0)
    if units < 2:
        return "a single word"
    return None
