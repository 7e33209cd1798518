"""Is there anything to remember in a text? "ok", "thanks!", a lone word, punctuation,
emoji or an empty code fence are not beliefs, and storing them as live project facts
would crowd out the ones that are.

Pure and stdlib only. The write gate refuses such text (nothing is stored) and says why.
"""

from __future__ import annotations

import re

from retain.redact import PLACEHOLDER_PREFIX

_PLACEHOLDER = re.compile(re.escape(PLACEHOLDER_PREFIX) + r"[a-z0-9-]+\]")
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)[^\n`]*$", re.MULTILINE)
_INLINE_FENCE = re.compile(r"```+|~~~+")
_WORD = re.compile(r"[^\W_]+")
_CJK_RUN = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")

# Acknowledgements and pleasantries, by word, in the languages capture knows. A text made
# only of these says nothing durable ("ok thanks", "sounds good", "yes please").
_ACK_WORDS = frozenset(
    """
    ok okay okey k kk yes yeah yep yup ya no nope nah sure thanks thank thx ty tysm you u
    please pls plz great good nice cool perfect done got it sounds will do fine right
    alright lgtm agreed noted understood awesome excellent wonderful sweet gotcha roger
    hi hello hey bye cheers much very so lot a lol haha hmm uh um oh ah wow yay go ahead
    continue proceed that works for me sgtm ack np thumbs up all set
    ja nein danke bitte gut super genau stimmt klar alles prima passt schön vielen
    sí si gracias vale bueno perfecto claro muchas de nada listo
    oui non merci parfait bien d accord daccord super beaucoup
    sim não obrigado obrigada valeu beleza certo tá ta bom
    """.split()
)
_ACK_CJK = frozenset(
    "はい いいえ ありがとう ありがとうございます 了解 了解です わかりました 承知しました "
    "好的 好 谢谢 谢谢你 是的 嗯 收到 明白 对 行 可以 没问题 네 감사합니다".split()
)


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
