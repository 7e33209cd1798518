"""The words and patterns of claims.py: how a change is said, in seven languages.

Data, not logic: each pattern names the groups it fills ("x" the retired value, "y" the
new one) and is run only when one of its needles (cue literals) is in the text. Stdlib
only.
"""

from __future__ import annotations

import re

from retain import text as textmod

# One "word" of a value: anything up to whitespace or clause punctuation. Dots stay
# inside (versions, file names) and are trimmed from the end.
W = r"[^\s,;:!?()\[\]\"“”。、，；：！？（）]+"
PHRASE = rf"{W}(?:[ \t]+{W}){{0,4}}"  # up to five words, trimmed afterwards
# What precedes "instead of": the last few words. It may start only where a word starts,
# so a long run without spaces is scanned once, not once per character.
LEFT = rf"(?<![^\s,;:!?()\[\]\"“”。、，；：！？（）]){W}(?:[ \t]+{W}){{0,2}}"
BETWEEN = rf"{W}(?:[ \t]+{W}){{0,4}}?"  # "from X to": the shortest span, trimmed from the left

CHANGE_VERB = (
    r"(?:switch(?:ed|ing|es)?|mov(?:e|ed|es|ing)|migrat(?:e|ed|es|ing)|chang(?:e|ed|es|ing)|"
    r"upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|convert(?:ed|ing|s)?|port(?:ed|ing)|"
    r"transition(?:ed|ing|s)?|swap(?:ped|ping|s)?|went|gone|bump(?:ed|ing|s)?|shift(?:ed|ing|s)?|"
    r"replatform(?:ed|ing)?|rewr(?:ote|itten|ite)|went back|revert(?:ed|ing)?)"
)
# A value written in a CJK sentence: CJK characters, or Latin words with spaces between
# them ("从 PostgreSQL 换成了", "GitHub Actionsに移行").
CJK_SPAN = (
    r"(?:[A-Za-z0-9][A-Za-z0-9.+#_-]*(?:[ \t]+[A-Za-z0-9][A-Za-z0-9.+#_-]*){0,3}"
    r"|[^\s，。、；：！？,.;:!?的了是在从用はをがでにへとも]{1,12}?)"
)


def compile_pattern(
    pattern: str, kind: str, needles: str
) -> tuple[re.Pattern[str], str, str, tuple[str, ...]]:
    """A pattern as claims.py runs it: compiled, its left-trimmed groups, its needles."""
    return (
        re.compile(pattern, re.IGNORECASE),
        kind,
        _left_groups(pattern),
        tuple(needles.split("|")),
    )


def _left_groups(pattern: str) -> str:
    """Groups captured before their cue ("Y instead of X": y), trimmed from the left.
    A CJK span is exact already."""
    left = "".join(g for g in "xy" if f"(?P<{g}>{LEFT})" in pattern)
    between = "".join(g.upper() for g in "xy" if f"(?P<{g}>{BETWEEN})" in pattern)
    return left + between


# (pattern, which groups it fills). "x" is the retired value, "y" the new one.
PATTERN_SOURCES: tuple[tuple[str, str], ...] = (
    # English: a change verb, then "from X to Y" within a few words.
    (
        rf"\b{CHANGE_VERB}\b(?:[ \t]+{W}){{0,6}}?[ \t]+from[ \t]+(?P<x>{BETWEEN})"
        rf"[ \t]+(?:to|->|→|over to|onto|into)[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"\breplac(?:e|ed|es|ing)[ \t]+(?P<x>{PHRASE}?)[ \t]+(?:with|by)"
        rf"[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:was|were|is|are|has been|have been|got|gets)[ \t]+"
        rf"replaced[ \t]+(?:with|by)[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{LEFT})[ \t]+(?:instead of|rather than|in place of)[ \t]+(?P<x>{PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{LEFT})[ \t]+(?:replaced|replaces|supersedes|superseded)"
        rf"[ \t]+(?P<x>{PHRASE})",
        "pair",
    ),
    (
        r"\b(?:no longer|not anymore)[ \t]+"
        r"(?:(?:use|uses|using|used|need|needs|require|requires|rely on|relies on|"
        r"depend on|depends on|support|supports|ship|ships|call|calls|have|has)[ \t]+)?"
        rf"(?P<x>{PHRASE})",
        "old",
    ),
    (
        r"\b(?:stopped|stop|quit|ceased)[ \t]+(?:using|relying on|depending on|calling|"
        rf"shipping|running|deploying to|deploying with)[ \t]+(?P<x>{PHRASE})",
        "old",
    ),
    (
        r"\b(?:dropped|removed|got rid of|ripped out|retired|abandoned|ditched)[ \t]+"
        rf"(?P<x>{PHRASE})",
        "old",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:is|are|was|were)[ \t]+(?:no longer|not)[ \t]+"
        r"(?:used|needed|in use|supported|required)(?:[ \t]+any ?more)?\b",
        "old",
    ),
    (
        rf"\b{CHANGE_VERB}\b(?:[ \t]+{W}){{0,6}}?[ \t]+(?:to|onto|over to)"
        rf"[ \t]+(?P<y>{PHRASE})",
        "new",
    ),
    (
        rf"\b(?:now use[sd]?|we now use|from now on use|now run[s]?)[ \t]+(?P<y>{PHRASE})",
        "new",
    ),
    (
        r"\b(?:we're|we are|it's|it is|is|are|runs|run)[ \t]+(?:now[ \t]+)?on[ \t]+"
        rf"(?P<y>{BETWEEN})[ \t]+now\b",
        "new",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:is|are|was|were|has been|have been|got)[ \t]+"
        r"(?:gone|removed|deleted|dropped|retired|decommissioned|archived|turned off|"
        r"shut down|switched off|ripped out|no longer a dependency|no longer needed)\b",
        "old",
    ),
    (rf"\bno more[ \t]+(?P<x>{PHRASE})", "old"),
    (
        r"\b(?:don't|doesn't|do not|does not|aren't|isn't|won't)[ \t]+"
        rf"(?P<x>{PHRASE}?)[ \t]+any ?more\b",
        "old",
    ),
    (rf"(?P<y>{LEFT})[ \t]*[,;][ \t]*not[ \t]+(?P<x>{PHRASE})", "pair"),
    (
        rf"\b{CHANGE_VERB}\b(?:[ \t]+{W}){{0,6}}?[ \t]+(?:off|off of|away from)[ \t]+"
        rf"(?P<x>{BETWEEN})[ \t]+(?:to|onto|into)[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:was|were|is|are|got|has been|have been)[ \t]+"
        r"(?:dropped|ditched|abandoned|replaced|swapped)[ \t]+(?:for|in favou?r of)[ \t]+"
        rf"(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"\b(?:dropped|ditched|abandoned|swapped)[ \t]+(?P<x>{PHRASE}?)[ \t]+"
        rf"(?:for|in favou?r of)[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        r"(?:^|[.;:]\s+)(?:instead of|statt|anstatt|en lugar de|en vez de|au lieu de|"
        rf"em vez de)[ \t]+(?P<x>{PHRASE})",
        "old",
    ),
    # German.
    (rf"\b(?:ist|sind|wird|werden)[ \t]+nicht mehr[ \t]+(?P<x>{PHRASE})", "old"),
    (
        rf"\b(?:auf|zu|nach)[ \t]+(?P<y>{BETWEEN})[ \t]+"
        r"(?:migriert|umgestellt|umgestiegen|gewechselt|umgezogen)\b",
        "new",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:wird|werden|wurde|wurden|ist|sind)[ \t]+"
        r"(?:abgeschaltet|entfernt|gelöscht|abgelöst|eingestellt|weg)\b",
        "old",
    ),
    (
        rf"\bvon[ \t]+(?P<x>{BETWEEN})[ \t]+(?:auf|zu|nach)[ \t]+(?P<y>{PHRASE}?)"
        r"[ \t]+(?:umgestellt|gewechselt|migriert|umgezogen|geändert|umgestiegen)",
        "pair",
    ),
    (
        rf"(?P<y>{LEFT})[ \t]+(?:statt|anstatt|anstelle von|an Stelle von)"
        rf"[ \t]+(?P<x>{PHRASE})",
        "pair",
    ),
    (
        rf"(?P<x>{LEFT})[ \t]+(?:(?:wurde|wurden|wird|ist|sind|haben|hat)[ \t]+)?durch"
        rf"[ \t]+(?P<y>{PHRASE}?)[ \t]+ersetzt",
        "pair",
    ),
    (rf"(?P<x>{LEFT})[ \t]+(?:nicht mehr|nicht länger)\b", "old"),
    # Spanish.
    (
        r"\b(?:cambiamos|migramos|pasamos|movimos|cambió|migró|cambiado|migrado|pasado)\b"
        rf"(?:[ \t]+{W}){{0,6}}?[ \t]+de[ \t]+(?P<x>{BETWEEN})[ \t]+a[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (rf"(?P<y>{LEFT})[ \t]+(?:en lugar del?|en vez del?)[ \t]+(?P<x>{PHRASE})", "pair"),
    (
        r"\b(?:reemplaz|sustitu)\w*[ \t]+"
        rf"(?P<x>{PHRASE}?)[ \t]+(?:por|con)[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (rf"\bya no[ \t]+(?:se[ \t]+)?[^\W\d_]+[ \t]+(?P<x>{PHRASE})", "old"),  # a verb first
    # French.
    (
        r"\b(?:passé|migré|changé|basculé|déménagé|passés|migrés)\b"
        rf"(?:[ \t]+{W}){{0,6}}?[ \t]+de[ \t]+(?P<x>{BETWEEN})[ \t]+(?:à|a|vers)[ \t]+"
        rf"(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{LEFT})[ \t]+(?:au lieu de|au lieu d'|à la place de)[ \t]*(?P<x>{PHRASE})",
        "pair",
    ),
    (rf"\bremplac\w*[ \t]+(?P<x>{PHRASE}?)[ \t]+par[ \t]+(?P<y>{PHRASE})", "pair"),
    (rf"\bn['’](?:utilis\w*|emploi\w*|est|sont)[ \t]+plus[ \t]+(?P<x>{PHRASE})", "old"),
    (rf"\b(?:passée?s?|migrée?s?)[ \t]+(?:à|a|vers|sur)[ \t]+(?P<y>{PHRASE})", "new"),
    # Portuguese.
    (
        r"\b(?:mudamos|migramos|trocamos|passamos|mudou|migrou|migrado|mudado)\b"
        rf"(?:[ \t]+{W}){{0,6}}?[ \t]+(?:de|do|da)[ \t]+(?P<x>{BETWEEN})[ \t]+"
        rf"(?:para|pro|pra)[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{LEFT})[ \t]+(?:em vez de|ao invés de|no lugar de)[ \t]+(?P<x>{PHRASE})",
        "pair",
    ),
    (
        r"\b(?:substituímos|substituiu|trocamos|trocou)[ \t]+"
        rf"(?P<x>{PHRASE}?)[ \t]+(?:por|pelo|pela)[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (rf"\bnão[ \t]+(?:usamos|usa|usam|utilizamos)[ \t]+mais[ \t]+(?P<x>{PHRASE})", "old"),
    (rf"\bnão[ \t]+(?:usamos|usa|usam|utilizamos)[ \t]+(?P<x>{PHRASE}?)[ \t]+mais\b", "old"),
    # Japanese.
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*から\s*(?P<y>{CJK_SPAN})\s*(?:に|へ)"
        r"(?:変更|移行|切り替え|切替|乗り換え|置き換え|変え)",
        "pair",
    ),
    (rf"\s*(?P<x>{CJK_SPAN})\s*の代わりに\s*(?P<y>{CJK_SPAN})\s*(?:を|が|で|に|\s|$)", "pair"),
    (rf"\s*(?P<x>{CJK_SPAN})\s*(?:は|を)もう(?:使わない|使っていない|使いません)", "old"),
    (
        rf"\s*(?P<x>{CJK_SPAN})\s*(?:は|を)\s*(?P<y>{CJK_SPAN})\s*(?:に|へ)"
        r"(?:置き換え|変更|移行|切り替え|乗り換え)",
        "pair",
    ),
    # Chinese.
    (
        rf"从\s*(?P<x>{CJK_SPAN})\s*(?:改为|改成|换成|迁移到|切换到|转到|改用|换到|迁到)了?"
        rf"\s*(?P<y>{CJK_SPAN})\s*(?:了|。|，|,|\s|$)",
        "pair",
    ),
    (
        rf"用\s*(?P<y>{CJK_SPAN})\s*(?:代替|替换|取代|替代)\s*(?P<x>{CJK_SPAN})\s*(?:了|。|，|,|\s|$)",
        "pair",
    ),
    (rf"(?:不再使用|不再用|不用|停用|弃用)\s*(?P<x>{CJK_SPAN})\s*(?:了|。|，|,|\s|$)", "old"),
    (
        rf"(?:迁到|迁移到|换成|改用|切换到|换到)\s*(?P<y>{CJK_SPAN})\s*(?:了|。|，|,|\s|$)",
        "new",
    ),
    # Appended later (the needles below keep this order).
    (
        rf"(?P<x>{LEFT})[ \t]+(?:is|are|was|were|has been|have been)[ \t]+deprecated[ \t]+"
        rf"in favou?r of[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"\bdeprecated[ \t]+(?P<x>{BETWEEN})[ \t]+in favou?r of[ \t]+(?P<y>{PHRASE})",
        "pair",
    ),
    (
        rf"\b{CHANGE_VERB}\b(?:[ \t]+{W}){{0,6}}?[ \t]+(?:away from|off of|off)[ \t]+"
        rf"(?P<x>{PHRASE})",
        "old",
    ),
    (rf"\b(?:not|no)[ \t]+(?P<x>{BETWEEN})[ \t]+any ?more\b", "old"),
)
# For each pattern above, in order: literals (lower case) one of which it cannot match
# without. A pattern runs only when one is in the text, so a long text without a change
# word costs a few substring searches, not fifty regex scans.
NEEDLES: tuple[str, ...] = (
    "from",
    "replac",
    "replaced",
    "instead of|rather than|in place of",
    "replaced|replaces|supersede",
    "no longer|not anymore",
    "stop|quit|ceased",
    "dropped|removed|got rid of|ripped out|retired|abandoned|ditched",
    "no longer|not",
    "switch|mov|migrat|chang|upgrad|downgrad|convert|port|transition|swap|went|gone|bump|shift|replatform|rewr|revert",
    "now",
    "now",
    "gone|removed|deleted|dropped|retired|decommissioned|archived|turned off|shut down"
    "|switched off|ripped out|no longer",
    "no more",
    "more",
    "not",
    "off|away from",
    "dropped|ditched|abandoned|replaced|swapped",
    "dropped|ditched|abandoned|swapped",
    "instead of|statt|en lugar de|en vez de|au lieu de|em vez de",
    "nicht mehr",
    "migriert|umgestellt|umgestiegen|gewechselt|umgezogen",
    "abgeschaltet|entfernt|gelöscht|abgelöst|eingestellt|weg",
    "von",
    "statt|anstelle|an stelle",
    "ersetzt",
    "nicht mehr|nicht länger",
    "cambi|migr|pasa|movimos",
    "en lugar de|en vez de",
    "reemplaz|sustitu",
    "ya no",
    "passé|migré|changé|basculé|déménagé",
    "au lieu d|à la place de",
    "remplac",
    "plus",
    "passé|migré",
    "mud|migr|troc|passamos",
    "em vez de|ao invés de|no lugar de",
    "substitu|troc",
    "mais",
    "mais",
    "から",
    "の代わりに",
    "もう",
    "置き換え|変更|移行|切り替え|乗り換え",
    "从",
    "代替|替换|取代|替代",
    "不再|不用|停用|弃用",
    "迁到|迁移到|换成|改用|切换到|换到",
    "deprecated",
    "deprecated",
    "away from|off",
    "more",
)
assert len(NEEDLES) == len(PATTERN_SOURCES)
PATTERNS: tuple[tuple[re.Pattern[str], str, str, tuple[str, ...]], ...] = tuple(
    compile_pattern(p, kind, needles) for (p, kind), needles in zip(PATTERN_SOURCES, NEEDLES)
)

# Function words of the seven languages: they end a value ("to MySQL *for* the orders
# service") and say nothing about the subject.
FUNCTION = textmod.STOPWORDS | frozenset(
    """
    because since last yesterday today now instead due via across after before when
    while where which also as so then thus already everywhere entirely completely
    für und mit im in der die das den dem des ein eine einen weil seit wir es ist sind
    haben hat von auf zu nach bei wird werden wurde wurden unser unsere jetzt anymore durch
    para por con el la los las un una y porque desde es son nosotros de del al se lo
    pour avec le les une et parce depuis est sont nous du des au aux on sommes avons en à
    com o os um uma e é são nós do da dos das no na pro pra em pelo pela pelos pelas
    """.split()
)
# Verbs that precede a value named on the left ("we *use* uv instead of pip").
LEFT_VERBS = frozenset(
    """
    use uses using prefer prefers run runs chose choose pick picked want need go went
    nutzen nutzt verwenden verwendet benutzen nehmen usamos usa usan utilizamos usar
    utilise utilisons utiliser utilisez prendre utilizam utiliza
    """.split()
)
STOP = FUNCTION | LEFT_VERBS
LEADING = frozenset(
    "the a an our their its this that these those all "
    "der die das den dem ein eine el la los las le les l' un une o os um uma en".split()
)
# Before a retired value, these say how it was used, not what it was ("not using
# Jenkins anymore", "no longer on Heroku").
RETIRED_LEAD = frozenset("use uses using used on in at with behind via".split())
PREPOSITIONS = frozenset("with on in by via through from at onto into".split())
PARTICIPLE = re.compile(r"[a-z]+(?:ed|en|ing)")  # lower case: "Memcached" is a name
# Verb forms that put the value after a preposition ("built with Bazel").
VERBISH = re.compile(
    r"[a-z]+(?:ed|ing)|built|run|runs|ran|kept|sent|held|made|done|hosted|lives?|sits?|"
    r"goes|go|went|written|based|stored|served|deployed|hashed|handled"
)
# A value word this generic says nothing about which belief it retires.
GENERIC = frozenset(
    """
    it them one thing things stuff something approach way version tool tools setup
    """.split()
)


# A change that did not (yet) happen: tried and rolled back, proposed, planned, asked.
TENTATIVE = re.compile(
    r"\b(?:rolled back|roll(?:ing)? back|reverted|was tried|were tried|tried to|attempted|"
    r"considering|consider|proposal|propose[sd]?|maybe|might|should we|could we|plan(?:s|ned)? to|"
    r"planning|going to|will be|would|if we|once we|eventually|someday|TODO|we stay on|"
    r"stays on|still on|planned|next (?:week|month|quarter|sprint|release)|"
    r"geplant|previsto|prevista|prévue?|planejad[oa])\b|予定|计划在|计划于|打算|예정|\?\s*$",
    re.IGNORECASE,
)


# Words that appear around changes without naming what changed.
NOISE_WORDS = """
    we use used using uses team now also project code switch switched switching move moved
    migrate migrated change changed replace replaced replaces instead rather place longer
    anymore stopped stop dropped removed retired abandoned decided decide going week month
    year today yesterday recently finally everything all upgraded upgrade bumped went
    statt anstatt nicht mehr umgestellt gewechselt ersetzt lugar vez cambiamos migramos
    ya lieu passé passés migré remplacé plus mudamos trocamos mais substituímos から に した
    gone deleted archived decommissioned correction actually umgestiegen abgeschaltet
    entfernt migriert wurde jetzt more
    """
# Cues written without spaces: their bigrams are not the subject either.
CJK_CUES = (
    "置き換え 代わりに 変更 移行 切り替え 乗り換え もう使わない 改为 改成 换成 迁移到 切换到 "
    "改用 换到 迁到 不再使用 不再用 不用 停用 弃用 代替 替换 取代 替代 已经 我们 被 已被 "
    "移行しました 移行した 変更しました 置き換えました 使っていません"
)
