"""What a statement of change claims: which value it retires and which it puts in place.

"We switched the orders service from PostgreSQL to MySQL" retires `PostgreSQL` and puts
`MySQL` in its place; "use uv instead of pip" retires `pip`; "we no longer run the e2e
suite nightly" retires `run the e2e suite`; "we moved CI to GitHub Actions" names only
the new value. The write gate uses this to find the belief a statement *denies* (one that
asserts the retired value, about the same subject), which is rarely the most similar one:
a belief that already says the new value is confirmed, not replaced.

Pure and stdlib only. English, German, Spanish, French, Portuguese, Japanese, Chinese.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retain import text as textmod

# One "word" of a value: anything up to whitespace or clause punctuation. Dots stay
# inside (versions, file names) and are trimmed from the end.
_W = r"[^\s,;:!?()\[\]\"“”。、，；：！？（）]+"
_PHRASE = rf"{_W}(?:[ \t]+{_W}){{0,4}}"  # up to five words, trimmed afterwards
# What precedes "instead of": the last few words. It may start only where a word starts,
# so a long run without spaces is scanned once, not once per character.
_LEFT = rf"(?<![^\s,;:!?()\[\]\"“”。、，；：！？（）]){_W}(?:[ \t]+{_W}){{0,2}}"
_BETWEEN = rf"{_W}(?:[ \t]+{_W}){{0,4}}?"  # "from X to": the shortest span, trimmed from the left

_CHANGE_VERB = (
    r"(?:switch(?:ed|ing|es)?|mov(?:e|ed|es|ing)|migrat(?:e|ed|es|ing)|chang(?:e|ed|es|ing)|"
    r"upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|convert(?:ed|ing|s)?|port(?:ed|ing)|"
    r"transition(?:ed|ing|s)?|swap(?:ped|ping|s)?|went|gone|bump(?:ed|ing|s)?|shift(?:ed|ing|s)?|"
    r"replatform(?:ed|ing)?|rewr(?:ote|itten|ite)|went back|revert(?:ed|ing)?)"
)
_CJK_SPAN = r"[^\s，。、；：！？,.;:!?的了是在从用はをがでにへとも]{1,12}?"


def _left_groups(pattern: str) -> str:
    """Groups captured before their cue ("Y instead of X": y), trimmed from the left.
    A CJK span is exact already."""
    left = "".join(g for g in "xy" if f"(?P<{g}>{_LEFT})" in pattern)
    between = "".join(g.upper() for g in "xy" if f"(?P<{g}>{_BETWEEN})" in pattern)
    return left + between


# (pattern, which groups it fills). "x" is the retired value, "y" the new one.
_PATTERN_SOURCES: tuple[tuple[str, str], ...] = (
    # English: a change verb, then "from X to Y" within a few words.
    (
        rf"\b{_CHANGE_VERB}\b(?:[ \t]+{_W}){{0,6}}?[ \t]+from[ \t]+(?P<x>{_BETWEEN})"
        rf"[ \t]+(?:to|->|→|over to|onto|into)[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"\breplac(?:e|ed|es|ing)[ \t]+(?P<x>{_PHRASE}?)[ \t]+(?:with|by)"
        rf"[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"(?P<x>{_LEFT})[ \t]+(?:was|were|is|are|has been|have been|got|gets)[ \t]+"
        rf"replaced[ \t]+(?:with|by)[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{_LEFT})[ \t]+(?:instead of|rather than|in place of)[ \t]+(?P<x>{_PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{_LEFT})[ \t]+(?:replaced|replaces|supersedes|superseded)"
        rf"[ \t]+(?P<x>{_PHRASE})",
        "pair",
    ),
    (
        r"\b(?:no longer|not anymore)[ \t]+"
        r"(?:(?:use|uses|using|used|need|needs|require|requires|rely on|relies on|"
        r"depend on|depends on|support|supports|ship|ships|call|calls|have|has)[ \t]+)?"
        rf"(?P<x>{_PHRASE})",
        "old",
    ),
    (
        r"\b(?:stopped|stop|quit|ceased)[ \t]+(?:using|relying on|depending on|calling|"
        rf"shipping|running|deploying to|deploying with)[ \t]+(?P<x>{_PHRASE})",
        "old",
    ),
    (
        r"\b(?:dropped|removed|got rid of|ripped out|retired|abandoned|ditched)[ \t]+"
        rf"(?P<x>{_PHRASE})",
        "old",
    ),
    (
        rf"(?P<x>{_LEFT})[ \t]+(?:is|are|was|were)[ \t]+(?:no longer|not)[ \t]+"
        r"(?:used|needed|in use|supported|required)(?:[ \t]+any ?more)?\b",
        "old",
    ),
    (
        rf"\b{_CHANGE_VERB}\b(?:[ \t]+{_W}){{0,6}}?[ \t]+(?:to|onto|over to)"
        rf"[ \t]+(?P<y>{_PHRASE})",
        "new",
    ),
    (
        rf"\b(?:now use[sd]?|we now use|from now on use|now run[s]?)[ \t]+(?P<y>{_PHRASE})",
        "new",
    ),
    (
        r"\b(?:we're|we are|it's|it is|is|are|runs|run)[ \t]+(?:now[ \t]+)?on[ \t]+"
        rf"(?P<y>{_BETWEEN})[ \t]+now\b",
        "new",
    ),
    (
        rf"(?P<x>{_LEFT})[ \t]+(?:is|are|was|were|has been|have been|got)[ \t]+"
        r"(?:gone|removed|deleted|dropped|retired|decommissioned|archived|turned off|"
        r"shut down|switched off|ripped out|no longer a dependency|no longer needed)\b",
        "old",
    ),
    (rf"\bno more[ \t]+(?P<x>{_PHRASE})", "old"),
    (
        r"\b(?:don't|doesn't|do not|does not|aren't|isn't|won't)[ \t]+"
        rf"(?P<x>{_PHRASE}?)[ \t]+any ?more\b",
        "old",
    ),
    (rf"(?P<y>{_LEFT})[ \t]*[,;][ \t]*not[ \t]+(?P<x>{_PHRASE})", "pair"),
    (
        rf"\b{_CHANGE_VERB}\b(?:[ \t]+{_W}){{0,6}}?[ \t]+(?:off|off of|away from)[ \t]+"
        rf"(?P<x>{_BETWEEN})[ \t]+(?:to|onto|into)[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"(?P<x>{_LEFT})[ \t]+(?:was|were|is|are|got|has been|have been)[ \t]+"
        r"(?:dropped|ditched|abandoned|replaced|swapped)[ \t]+(?:for|in favou?r of)[ \t]+"
        rf"(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"\b(?:dropped|ditched|abandoned|swapped)[ \t]+(?P<x>{_PHRASE}?)[ \t]+"
        rf"(?:for|in favou?r of)[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        r"(?:^|[.;:]\s+)(?:instead of|statt|anstatt|en lugar de|en vez de|au lieu de|"
        rf"em vez de)[ \t]+(?P<x>{_PHRASE})",
        "old",
    ),
    # German.
    (rf"\b(?:ist|sind|wird|werden)[ \t]+nicht mehr[ \t]+(?P<x>{_PHRASE})", "old"),
    (
        rf"\b(?:auf|zu|nach)[ \t]+(?P<y>{_BETWEEN})[ \t]+"
        r"(?:migriert|umgestellt|umgestiegen|gewechselt|umgezogen)\b",
        "new",
    ),
    (
        rf"(?P<x>{_LEFT})[ \t]+(?:wird|werden|wurde|wurden|ist|sind)[ \t]+"
        r"(?:abgeschaltet|entfernt|gelöscht|abgelöst|eingestellt|weg)\b",
        "old",
    ),
    (
        rf"\bvon[ \t]+(?P<x>{_BETWEEN})[ \t]+(?:auf|zu|nach)[ \t]+(?P<y>{_PHRASE}?)"
        r"[ \t]+(?:umgestellt|gewechselt|migriert|umgezogen|geändert|umgestiegen)",
        "pair",
    ),
    (
        rf"(?P<y>{_LEFT})[ \t]+(?:statt|anstatt|anstelle von|an Stelle von)"
        rf"[ \t]+(?P<x>{_PHRASE})",
        "pair",
    ),
    (
        rf"(?P<x>{_LEFT})[ \t]+(?:(?:wurde|wurden|wird|ist|sind|haben|hat)[ \t]+)?durch"
        rf"[ \t]+(?P<y>{_PHRASE}?)[ \t]+ersetzt",
        "pair",
    ),
    (rf"(?P<x>{_LEFT})[ \t]+(?:nicht mehr|nicht länger)\b", "old"),
    # Spanish.
    (
        r"\b(?:cambiamos|migramos|pasamos|movimos|cambió|migró|cambiado|migrado|pasado)\b"
        rf"(?:[ \t]+{_W}){{0,6}}?[ \t]+de[ \t]+(?P<x>{_BETWEEN})[ \t]+a[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (rf"(?P<y>{_LEFT})[ \t]+(?:en lugar del?|en vez del?)[ \t]+(?P<x>{_PHRASE})", "pair"),
    (
        r"\b(?:reemplaz|sustitu)\w*[ \t]+"
        rf"(?P<x>{_PHRASE}?)[ \t]+(?:por|con)[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        r"\bya no[ \t]+(?:usamos|usa|usan|utilizamos|utiliza|se usa)?[ \t]*" + rf"(?P<x>{_PHRASE})",
        "old",
    ),
    # French.
    (
        r"\b(?:passé|migré|changé|basculé|déménagé|passés|migrés)\b"
        rf"(?:[ \t]+{_W}){{0,6}}?[ \t]+de[ \t]+(?P<x>{_BETWEEN})[ \t]+(?:à|a|vers)[ \t]+"
        rf"(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{_LEFT})[ \t]+(?:au lieu de|au lieu d'|à la place de)[ \t]*(?P<x>{_PHRASE})",
        "pair",
    ),
    (rf"\bremplac\w*[ \t]+(?P<x>{_PHRASE}?)[ \t]+par[ \t]+(?P<y>{_PHRASE})", "pair"),
    (rf"\bn['’](?:utilis\w*|emploi\w*|est|sont)[ \t]+plus[ \t]+(?P<x>{_PHRASE})", "old"),
    (rf"\b(?:passée?s?|migrée?s?)[ \t]+(?:à|a|vers|sur)[ \t]+(?P<y>{_PHRASE})", "new"),
    # Portuguese.
    (
        r"\b(?:mudamos|migramos|trocamos|passamos|mudou|migrou|migrado|mudado)\b"
        rf"(?:[ \t]+{_W}){{0,6}}?[ \t]+(?:de|do|da)[ \t]+(?P<x>{_BETWEEN})[ \t]+"
        rf"(?:para|pro|pra)[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"(?P<y>{_LEFT})[ \t]+(?:em vez de|ao invés de|no lugar de)[ \t]+(?P<x>{_PHRASE})",
        "pair",
    ),
    (
        r"\b(?:substituímos|substituiu|trocamos|trocou)[ \t]+"
        rf"(?P<x>{_PHRASE}?)[ \t]+(?:por|pelo|pela)[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (rf"\bnão[ \t]+(?:usamos|usa|usam|utilizamos)[ \t]+mais[ \t]+(?P<x>{_PHRASE})", "old"),
    (rf"\bnão[ \t]+(?:usamos|usa|usam|utilizamos)[ \t]+(?P<x>{_PHRASE}?)[ \t]+mais\b", "old"),
    # Japanese.
    (
        rf"(?P<x>{_CJK_SPAN})から(?P<y>{_CJK_SPAN})(?:に|へ)"
        r"(?:変更|移行|切り替え|切替|乗り換え|置き換え|変え)",
        "pair",
    ),
    (rf"(?P<x>{_CJK_SPAN})の代わりに(?P<y>{_CJK_SPAN})(?:を|が|で|に|\s|$)", "pair"),
    (rf"(?P<x>{_CJK_SPAN})(?:は|を)もう(?:使わない|使っていない|使いません)", "old"),
    (
        rf"(?P<x>{_CJK_SPAN})(?:は|を)(?P<y>{_CJK_SPAN})(?:に|へ)"
        r"(?:置き換え|変更|移行|切り替え|乗り換え)",
        "pair",
    ),
    # Chinese.
    (
        rf"从(?P<x>{_CJK_SPAN})(?:改为|改成|换成|迁移到|切换到|转到|改用|换到|迁到)"
        rf"(?P<y>{_CJK_SPAN})(?:了|。|，|,|\s|$)",
        "pair",
    ),
    (
        rf"用(?P<y>{_CJK_SPAN})(?:代替|替换|取代|替代)(?P<x>{_CJK_SPAN})(?:了|。|，|,|\s|$)",
        "pair",
    ),
    (rf"(?:不再使用|不再用|不用|停用|弃用)\s*(?P<x>{_CJK_SPAN})\s*(?:了|。|，|,|\s|$)", "old"),
    (
        rf"(?:迁到|迁移到|换成|改用|切换到|换到)\s*(?P<y>{_CJK_SPAN})\s*(?:了|。|，|,|\s|$)",
        "new",
    ),
    # Appended later (the needles below keep this order).
    (
        rf"(?P<x>{_LEFT})[ \t]+(?:is|are|was|were|has been|have been)[ \t]+deprecated[ \t]+"
        rf"in favou?r of[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"\bdeprecated[ \t]+(?P<x>{_BETWEEN})[ \t]+in favou?r of[ \t]+(?P<y>{_PHRASE})",
        "pair",
    ),
    (
        rf"\b{_CHANGE_VERB}\b(?:[ \t]+{_W}){{0,6}}?[ \t]+(?:away from|off of|off)[ \t]+"
        rf"(?P<x>{_PHRASE})",
        "old",
    ),
    (rf"\b(?:not|no)[ \t]+(?P<x>{_BETWEEN})[ \t]+any ?more\b", "old"),
)
# For each pattern above, in order: literals (lower case) one of which it cannot match
# without. A pattern runs only when one is in the text, so a long text without a change
# word costs a few substring searches, not fifty regex scans.
_NEEDLES: tuple[str, ...] = (
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
assert len(_NEEDLES) == len(_PATTERN_SOURCES)
_PATTERNS: tuple[tuple[re.Pattern[str], str, str, tuple[str, ...]], ...] = tuple(
    (re.compile(p, re.IGNORECASE), kind, _left_groups(p), tuple(needles.split("|")))
    for (p, kind), needles in zip(_PATTERN_SOURCES, _NEEDLES)
)

# Function words of the seven languages: they end a value ("to MySQL *for* the orders
# service") and say nothing about the subject.
_FUNCTION = textmod.STOPWORDS | frozenset(
    """
    because since last yesterday today now instead due via across after before when
    while where which also as so then thus already everywhere entirely completely
    für und mit im in der die das den dem des ein eine einen weil seit wir es ist sind
    haben hat von auf zu nach bei wird werden wurde wurden unser unsere jetzt anymore durch
    para por con el la los las un una y porque desde es son nosotros de del al se lo
    pour avec le les une et parce depuis est sont nous du des au aux on sommes avons en à
    com o os um uma e é são nós do da dos das no na pro pra em
    """.split()
)
# Verbs that precede a value named on the left ("we *use* uv instead of pip").
_LEFT_VERBS = frozenset(
    """
    use uses using prefer prefers run runs chose choose pick picked want need go went
    nutzen nutzt verwenden verwendet benutzen nehmen usamos usa usan utilizamos usar
    utilise utilisons utiliser utilisez prendre utilizam utiliza
    """.split()
)
_STOP = _FUNCTION | _LEFT_VERBS
_LEADING = frozenset(
    "the a an our their its this that these those all "
    "der die das den dem ein eine el la los las le les l' un une o os um uma en".split()
)
# Before a retired value, these say how it was used, not what it was ("not using
# Jenkins anymore", "no longer on Heroku").
_RETIRED_LEAD = frozenset("use uses using used on in at with behind via".split())
_PREPOSITIONS = frozenset("with on in by via through from at onto into".split())
_PARTICIPLE = re.compile(r"[a-z]+(?:ed|en|ing)")  # lower case: "Memcached" is a name
# Verb forms that put the value after a preposition ("built with Bazel").
_VERBISH = re.compile(
    r"[a-z]+(?:ed|ing)|built|run|runs|ran|kept|sent|held|made|done|hosted|lives?|sits?|"
    r"goes|go|went|written|based|stored|served|deployed|hashed|handled"
)
# A value word this generic says nothing about which belief it retires.
_GENERIC = frozenset(
    """
    it them one thing things stuff something approach way version tool tools setup
    """.split()
)


@dataclass(frozen=True)
class Change:
    """A claimed change: `old` is the value retired (None if unnamed), `new` the value now."""

    old: str | None
    new: str | None
    kind: str  # "pair" (both named), "old" (only the retired value), "new" (only the new)
    tentative: bool = False  # proposed, planned, tried and rolled back: not a fact yet

    @property
    def names_old(self) -> bool:
        return self.old is not None


def parse_change(text: str) -> Change | None:
    """The change the text claims, with the values it names, or None.

    A pattern naming both values wins; otherwise the first retired value and the first
    new value found by separate patterns are put together ("switched the docs to MkDocs;
    Sphinx is gone"). A change tried and rolled back, proposed or planned is `tentative`.
    """
    olds: list[tuple[int, str]] = []
    news: list[tuple[int, str]] = []
    pairs: list[tuple[int, str, str]] = []
    low = text.casefold()
    for pattern, kind, left, needles in _PATTERNS:
        if not any(n in low for n in needles):
            continue
        for m in pattern.finditer(text):
            groups = m.groupdict()
            old = _value(groups.get("x"), left=_side("x", left), retired=True)
            new = _value(groups.get("y"), left=_side("y", left))
            if old is not None and new is not None and keys(old) == keys(new):
                continue
            if kind == "pair" and old is not None and new is not None:
                pairs.append((m.start(), old, new))
            elif old is not None and kind in ("pair", "old"):
                olds.append((m.start(), old))
            elif new is not None and kind in ("pair", "new"):
                news.append((m.start(), new))
            else:
                continue
            break
    tentative = bool(_TENTATIVE.search(text))
    if pairs:
        _, old, new = min(pairs)
        return Change(old, new, "pair", tentative)
    old = min(olds)[1] if olds else None
    new = min(news)[1] if news else None
    if old is not None and new is not None and keys(old) != keys(new):
        return Change(old, new, "pair", tentative)
    if old is not None:
        return Change(old, None, "old", tentative)
    if new is not None:
        return Change(None, new, "new", tentative)
    return None


# A change that did not (yet) happen: tried and rolled back, proposed, planned, asked.
_TENTATIVE = re.compile(
    r"\b(?:rolled back|roll(?:ing)? back|reverted|was tried|were tried|tried to|attempted|"
    r"considering|consider|proposal|propose[sd]?|maybe|might|should we|could we|plan(?:s|ned)? to|"
    r"planning|going to|will be|would|if we|once we|eventually|someday|TODO|we stay on|"
    r"stays on|still on)\b|\?\s*$",
    re.IGNORECASE,
)


def announces_change(text: str) -> bool:
    return parse_change(text) is not None


def _side(group: str, left: str) -> str:
    """How a captured span is trimmed: "left" (before its cue: the last words, no verb),
    "between" (between two cues: the last words), or "" (after its cue: the first words)."""
    if group in left:
        return "left"
    if group.upper() in left:
        return "between"
    return ""


def _value(raw: str | None, *, left: str, retired: bool = False) -> str | None:
    """The value a captured span names: its head words, without articles or trailers."""
    if raw is None:
        return None
    raw = raw.strip(" \t.'’`*_")
    if not raw:
        return None
    if _has_cjk(raw) and " " not in raw:
        return raw or None
    words = [w.strip(".'’`*_") for w in raw.split()]
    words = [w for w in words if w]
    if left:
        # Keep the words after the last stopword: "we use uv instead of" -> "uv"; a
        # trailing auxiliary goes first ("Ansible wurde durch ...").
        stop = _STOP if left == "left" else _FUNCTION
        while words and words[-1].casefold() in _FUNCTION:
            words.pop()
        kept: list[str] = []
        for w in reversed(words):
            if w.casefold() in stop:
                break
            kept.insert(0, w)
        while retired and kept and kept[0].casefold() in _RETIRED_LEAD:
            kept.pop(0)
        words = kept
    else:
        while words and (
            words[0].casefold() in _LEADING or (retired and words[0].casefold() in _RETIRED_LEAD)
        ):
            words.pop(0)
        kept = []
        for w in words:
            low = w.casefold()
            if low in _LEADING:
                continue  # "run the e2e suite": articles inside a value
            if low in _FUNCTION or (kept and low in _LEFT_VERBS):
                break
            kept.append(w)
        if retired and len(kept) >= 1 and len(words) > 2:
            # "no longer built with Bazel", "no longer runs on Jenkins": the value is what
            # follows the preposition.
            rest = [w for w in words if w.casefold() not in _LEADING]
            if (
                len(rest) > 2
                and rest[0] == kept[0]
                and _VERBISH.fullmatch(rest[0])
                and rest[1].casefold() in _PREPOSITIONS
            ):
                kept = _value_head(rest[2:])
        words = kept[:4]
        if retired and len(words) == 1 and _PARTICIPLE.fullmatch(words[0]):
            return None  # "is no longer scheduled": says what stopped, not which value
    value = " ".join(words)
    if not value or all(w.casefold() in _GENERIC for w in words):
        return None
    return value


def words_of(text: str) -> frozenset[str]:
    """Stemmed content words; a CJK run is split from the letters beside it first
    ("orders服务" is "orders" and the bigram "服务")."""
    spaced = _CJK_RUN.sub(lambda m: f" {m.group(0)} ", text)
    return frozenset(
        textmod.stem(t) for t in textmod.content_tokens(spaced) if t.casefold() not in _FUNCTION
    )


def _value_head(words: list[str]) -> list[str]:
    kept: list[str] = []
    for w in words:
        low = w.casefold()
        if low in _LEADING:
            continue
        if low in _FUNCTION or (kept and low in _LEFT_VERBS):
            break
        kept.append(w)
    return kept


def keys(value: str) -> frozenset[str]:
    """The comparable parts of a value: stemmed content words, or CJK bigrams."""
    return words_of(value)


def asserts(belief: str, value: str) -> bool:
    """Does the belief name this value (all its words, or its CJK run)?"""
    if _has_cjk(value) and not value.isascii():
        return textmod.normalize(value) in textmod.normalize(belief)
    want = keys(value)
    if not want:
        return False
    return want <= words_of(belief)


def subject(text: str, change: Change) -> frozenset[str]:
    """What the change is about: the statement's content words minus the cue, the two
    values and generic verbs ("we switched the *orders service* from X to Y")."""
    words = set(words_of(text))
    for value in (change.old, change.new):
        if value:
            words -= keys(value)
    return frozenset(
        w
        for w in words
        if w not in _SUBJECT_NOISE and not w.isdigit() and not _HIRAGANA_ONLY.fullmatch(w)
    )


def _noise() -> frozenset[str]:
    return frozenset(textmod.stem(w.casefold()) for w in _NOISE_WORDS.split()) | frozenset(
        textmod.stem(w) for w in _LEFT_VERBS
    )


_HIRAGANA_ONLY = re.compile("[\u3040-\u309f]+")  # particles and endings, not a subject
_CJK_RUN = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")


def _has_cjk(s: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in s)


# Words that appear around changes without naming what changed.
_NOISE_WORDS = """
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
_CJK_CUES = (
    "置き換え 代わりに 変更 移行 切り替え 乗り換え もう使わない 改为 改成 换成 迁移到 切换到 "
    "改用 换到 迁到 不再使用 不用 停用 弃用 代替 替换 取代 替代 已经"
)
_SUBJECT_NOISE = _noise() | frozenset(w for cue in _CJK_CUES.split() for w in words_of(cue))
