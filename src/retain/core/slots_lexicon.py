"""The words of slots.py: update cues, number words and function words, in eight languages.

Data, not logic. Stdlib only.
"""

from __future__ import annotations

import re

# A statement that says it is an update. Removed before the two statements
# are aligned (so "now" does not count as a difference) and noted: a new *name* in the
# same place closes a belief only with one of these.
UPDATE_CUES = re.compile(
    r"\b(?:now|nowadays|currently|from now on|as of (?:today|now)|these days|"
    r"raised|lowered|increased|decreased|reduced|bumped|changed|moved|switched|upgraded|"
    r"updated|downgraded|"
    r"jetzt|nun|inzwischen|mittlerweile|ab sofort|neuerdings|erhöht|gesenkt|geändert|"
    r"umgestellt|aktualisiert|"
    r"ahora|actualmente|desde ahora|cambiamos|cambió|cambiado|subimos|bajamos|aumentamos|"
    r"actualizamos|actualizado|pasamos|"
    r"maintenant|désormais|dorénavant|actuellement|augmenté|réduit|changé|passée?s?|"
    r"agora|atualmente|mudamos|mudou|aumentamos|reduzimos|atualizamos|passou)\b"
    r"|今は|現在|今後|これから|アップグレード|変更|移行|更新|引き上げ|引き下げ|"
    r"现在|目前|如今|改为|改成|调整为|调整到|提高到|提高为|降低到|降低为|升级到|升级为|更新为|更新到|"
    r"이제|지금은|현재|변경했다|변경|바꿨다|올렸다|낮췄다|업그레이드했다|업그레이드",
    re.IGNORECASE,
)
# Words that may differ between two statements of the same frame without changing what
# they say: copulas and auxiliaries of the seven languages (English's are stopwords).
ALIGN_FUNCTION = frozenset(
    """
    set default currently
    ist sind war waren wird werden wurde wurden beträgt betragen liegt liegen
    es son está están era fue ser estar
    est sont était étaient être ont
    é são está estão era foi ser estar
    """.split()
)
# Number words: "one approval" and "two approvals" name numbers as "1" and "2" do.
NUMBER_WORDS = {
    w: str(n)
    for words in (
        "zero one two three four five six seven eight nine ten eleven twelve",
        "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf",
        "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce",
        "zéro un deux trois quatre cinq six sept huit neuf dix onze douze",
        "zero um dois três quatro cinco seis sete oito nove dez onze doze",
    )
    for n, w in enumerate(words.split())
} | {"ein": "1", "eine": "1", "einen": "1", "una": "1", "une": "1", "uma": "1", "duas": "2"}
# Those that are also articles: two of them alone are not a change of number.
ARTICLE_NUMBERS = frozenset({"1"})
# Characters of scripts without spaces that are particles or endings, not content:
# every hiragana, and the commonest Chinese and Korean function characters.
CJK_FUNCTION = frozenset(
    [chr(c) for c in range(0x3040, 0x30A0)]
    + list("的了是在为把被将已经也都就和与用")
    + list("은는이가을를로으에서다의도와과한하고했였입니까요며면")
)
