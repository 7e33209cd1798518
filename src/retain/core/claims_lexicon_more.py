"""More ways to say a change, added after claims_lexicon: each with its needles.

"Y, not X" and "not X but Y" beyond English, passives of "replaced by", "no longer
<verb>" with any verb, Japanese and Chinese contrasts, Korean. Data, not logic; claims.py
runs these after claims_lexicon.PATTERNS. Stdlib only.
"""

from __future__ import annotations

import re

from retain.core.claims_lexicon import BETWEEN, CJK_SPAN, LEFT, PHRASE, compile_pattern

SOURCES: tuple[tuple[str, str, str], ...] = (
    (
        rf"(?P<y>{LEFT})[ \t]*[,;][ \t]*(?:nicht|pas|não)[ \t]+(?P<x>{PHRASE})",
        "pair",
        "nicht|pas|não",
    ),
    (
        rf"\bnicht[ \t]+(?:mehr[ \t]+)?(?P<x>{BETWEEN})[ \t]*,?[ \t]*sondern[ \t]+(?P<y>{PHRASE})",
        "pair",
        "sondern",
    ),
    (rf"\bno[ \t]+(?P<x>{BETWEEN})[ \t]*,?[ \t]*sino[ \t]+(?P<y>{PHRASE})", "pair", "sino"),
    (rf"\bpas[ \t]+(?P<x>{BETWEEN})[ \t]*,?[ \t]*mais[ \t]+(?P<y>{PHRASE})", "pair", "pas"),
    (
        rf"\bnão[ \t]+(?P<x>{BETWEEN})[ \t]*,?[ \t]*(?:mas sim|mas|e sim)[ \t]+(?P<y>{PHRASE})",
        "pair",
        "mas",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:a été|ont été|est|sont|était)[ \t]+remplacée?s?[ \t]+par[ \t]+"
        rf"(?P<y>{PHRASE})",
        "pair",
        "remplac",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:fue|fueron|ha sido|han sido|es|son)[ \t]+"
        rf"(?:reemplazad|sustituid)[oa]s?[ \t]+(?:por|con)[ \t]+(?P<y>{PHRASE})",
        "pair",
        "reemplazad|sustituid",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:foi|foram|é|são)[ \t]+(?:substituíd|trocad)[oa]s?[ \t]+"
        rf"(?:por|pelo|pela)[ \t]+(?P<y>{PHRASE})",
        "pair",
        "substituíd|trocad",
    ),
    (
        rf"\b(?:ne[ \t]+|n['’])[^\W\d_]+[ \t]+plus[ \t]+(?:de[ \t]+|d['’])?(?P<x>{PHRASE})",
        "old",
        "plus",
    ),
    (rf"\bnão[ \t]+[^\W\d_]+[ \t]+mais[ \t]+(?P<x>{PHRASE})", "old", "mais"),
    # Japanese and Chinese.
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*(?:ではなく|じゃなくて|ではなくて)\s*(?P<y>{CJK_SPAN})\s*(?:を|が|で|に|へ|\s|$)",
        "pair",
        "ではなく|じゃなくて",
    ),
    (
        rf"もう\s*(?P<x>{CJK_SPAN})\s*(?:を|は)?\s*(?:使っていません|使っていない|使わない|使いません|利用していません)",
        "old",
        "もう",
    ),
    (rf"\s*(?P<x>{CJK_SPAN})\s*(?:は|を)\s*廃止", "old", "廃止"),
    (
        rf"不是\s*(?P<x>{CJK_SPAN})\s*[，,]?\s*而是\s*(?P<y>{CJK_SPAN})\s*(?:了|。|，|,|\s|$)",
        "pair",
        "而是",
    ),
    (
        rf"\s*(?P<y>{CJK_SPAN})\s*[，,]?\s*而不是\s*(?P<x>{CJK_SPAN})\s*(?:了|。|，|,|\s|$)",
        "pair",
        "而不是",
    ),
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*(?:已经|已)?(?:被|由)\s*(?P<y>{CJK_SPAN})\s*(?:取代|替换|替代|代替)",
        "pair",
        "取代|替换|替代|代替",
    ),
    # Korean: particles follow the word ("PostgreSQL에서 MySQL로").
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*에서\s*(?P<y>{CJK_SPAN})\s*(?:으로|로)\s*"
        r"(?:바꿨|바꾸었|변경|전환|옮겼|이전|교체|이동|갈아탔|마이그레이션)",
        "pair",
        "에서",
    ),
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*(?:을|를)?\s*대신(?:에|해서)?\s*(?P<y>{CJK_SPAN})\s*(?:을|를|으로|로|이|가|\s|$)",
        "pair",
        "대신",
    ),
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*(?:을|를)\s*(?P<y>{CJK_SPAN})\s*(?:으로|로)\s*(?:교체|대체|바꿨|변경)",
        "pair",
        "교체|대체|바꿨|변경",
    ),
    (
        rf"더 이상\s*(?P<x>{CJK_SPAN})\s*(?:을|를|은|는|으로|로)?\s*(?:사용하지|쓰지|하지|사용 안)",
        "old",
        "더 이상",
    ),
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*(?:이|가|은|는)\s*아니라\s*(?P<y>{CJK_SPAN})\s*(?:을|를|으로|로|이|가|\s|$)",
        "pair",
        "아니라",
    ),
)
PATTERNS: tuple[tuple[re.Pattern[str], str, str, tuple[str, ...]], ...] = tuple(
    compile_pattern(p, kind, needles) for p, kind, needles in SOURCES
)
