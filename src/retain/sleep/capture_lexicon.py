"""The multilingual cue lexicon transcript capture scores sentences with.

Cue phrases per language (en, zh, ja, ko, es, fr, de, ru, pt), read from
`retain/lexicon/capture.json` and compiled once at import, plus the sentence, markdown and
code shapes and the function words that tell a language.
Every cue is matched in every language at once: a German session may quote an English rule.
Pure data and `re`; the scoring that weighs these cues lives in `retain.capture`.
"""

from __future__ import annotations

import re

from retain import lexicon

_FILE = "capture"  # retain/lexicon/capture.json


def _rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.IGNORECASE)


def _lower_pattern(pattern: str) -> str:
    """Lower-case a pattern's literals, leaving escapes such as \\S or \\W alone."""
    return re.sub(
        r"\\.|[^\\]+", lambda m: m.group() if m.group()[0] == "\\" else m.group().lower(), pattern
    )


def _probe(text: str) -> str:
    """The form cue patterns are matched against: lower case, straight apostrophes."""
    return text.replace("’", "'").lower()


class _Matcher:
    """Cue alternatives compiled for speed, matched against lower-cased text.

    Python's `re` tries every alternative at every position unless all of them begin with
    a literal character. So `\\bword` is written `w(?<=\\bw)ord` (same meaning, literal first),
    and alternatives anchored with `^` are tried once, at the start of the sentence.
    """

    def __init__(self, *alternatives: str) -> None:
        lowered = [_lower_pattern(a) for a in alternatives]
        head = [a[1:] for a in lowered if a.startswith("^")]
        body = [re.sub(r"^\\b([^\W\d_])", r"\1(?<=\\b\1)", a) for a in lowered if a[:1] != "^"]
        self._head = re.compile("^(?:" + "|".join(f"(?:{a})" for a in head) + ")") if head else None
        self._body = re.compile("|".join(f"(?:{a})" for a in body)) if body else None

    def search(self, low: str) -> bool:
        return bool(
            (self._head is not None and self._head.match(low))
            or (self._body is not None and self._body.search(low))
        )

    def first(self, low: str) -> int:
        """Where the first match starts, or -1."""
        starts = [
            m.start()
            for m in (
                self._head.match(low) if self._head is not None else None,
                self._body.search(low) if self._body is not None else None,
            )
            if m is not None
        ]
        return min(starts, default=-1)

    def last_end(self, low: str) -> int:
        """Where the last match ends, or -1."""
        ends = [m.end() for m in self._body.finditer(low)] if self._body is not None else []
        head = self._head.match(low) if self._head is not None else None
        if head is not None:
            ends.append(head.end())
        return max(ends, default=-1)

    def sub(self, repl: str, low: str) -> str:
        if self._head is not None:
            low = self._head.sub(repl, low, count=1)
        return self._body.sub(repl, low) if self._body is not None else low


# The cue lists, by name: (weight, alternatives). Weights say how much one cue alone
# counts: "remember" (0.9) asks for keeping; "actually" (0.35) is as often a filler.
_LEXICON: dict[str, tuple[float, tuple[str, ...]]] = lexicon.weighted(_FILE, "signals")
_SIGNALS = {name: (weight, _Matcher(*alts)) for name, (weight, alts) in _LEXICON.items()}

# The order in which cue names are listed on a Candidate.
_CUE_ORDER = lexicon.phrases(_FILE, "cue_order")
# A stated reason, or what happens if not: "because", "otherwise", "sonst", "senão".
_REASON = _Matcher(*lexicon.phrases(_FILE, "reason"))
# What follows from it, or what it means: "X, so Y", "por eso", "d. h.", "т. е.", "つまり".
# A statement naming the project that carries its consequence says how things are.
_CONSEQUENCE = _Matcher(*lexicon.phrases(_FILE, "consequence"))
_REASON_LEAD = _rx(*lexicon.phrases(_FILE, "reason_lead"))
# A sentence that is only the reason for the one before it, said at its end in Korean and
# Japanese ("... threads 켜진 거라서요.", "... しか見ないからです。").
_REASON_TAIL = re.compile(lexicon.pattern(_FILE, "reason_tail"))
# Order and triggers: "before", "first ... then", "whenever X changes, do Y".
_PROCEDURAL = _Matcher(*lexicon.phrases(_FILE, "procedural"))
_EXPLICIT_LEAD = _rx(*lexicon.phrases(_FILE, "explicit_lead"))
# The agent announcing a lesson ("Lesson: ...", "Note to self for seismo: ...", "Worth
# remembering: ...", "À retenir :", "教训："): the statement after the colon is its lesson.
_LESSON_LABEL = _rx(*lexicon.phrases(_FILE, "lesson_label"))
# The agent's own slip ("I mistyped the path") is a fix, but not a lesson worth keeping.
_SLIP = _Matcher(*lexicon.phrases(_FILE, "slip"))
_EMPHASIS = re.compile(lexicon.pattern(_FILE, "emphasis"))
_CAPS = re.compile(r"\b[A-ZА-ЯЁ][A-ZА-ЯЁ']{1,}\b")
_EMPHASIS_WORDS = lexicon.words(_FILE, "emphasis_words")
# Korean -나요/-까요/-가요 also end statements ("빌드가 돌아가요."): a question without a period.
_QUESTION = re.compile(lexicon.pattern(_FILE, "question"))
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")
# A period after one of these (or after a single letter: "z. B.", "u. a.") ends no sentence.
_ABBREVIATION_END = re.compile(lexicon.pattern(_FILE, "abbreviation_end"), re.I)
_CODE_FENCE = re.compile(r"(?:```|~~~)[^\n]*\n.*?(?:```|~~~|\Z)", re.S)
_INLINE_CODE = re.compile(r"`[^`]+`")
_CODE_TOKEN = re.compile(r"[/\\{}\[\]<>=;$|]|\(\)|::|->|^\w+\.\w{1,4}$|^-{1,2}\w|\w_\w")
_MD_LEAD = re.compile(r"^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)")
_MD_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
# The commonest function words of the languages told apart by their words (en, es, fr, de, pt).
_STOPWORDS = {lang: frozenset(words) for lang, words in lexicon.groups(_FILE, "stopwords").items()}
_ALL_STOPWORDS = frozenset().union(*_STOPWORDS.values())
# Letters only one of those languages writes.
_ACCENTS = lexicon.strings(_FILE, "accents")
