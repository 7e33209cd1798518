"""Where a memory sends the work: a file or folder it names as the place an edit goes
(`use X`, `versions live in X`, `env() only inside config/`, `deps come from X only`).
An edit there follows the memory already, and the PreToolUse hook keeps quiet for it
(retain.core.toolkeys: the path key's target is DESTINATION). Read when a memory is
written, never by the hook. Stdlib only (re).
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

# Before a path: the memory names it as where the work goes.
_SENT_TO = lazy(
    r"(?:\b(?:use|using|go(?:es)? in(?:to)?|(?:live[s]?|is|are)(?:\s+only)?\s+(?:in|under)"
    r"|belong[s]?\s+in|moved\s+to|through|via|registered\s+in)\b"
    # `an entry in X`, `a line in X`: X is where a registration is written
    r"|\b(?:entry|entries|line)\s+(?:in|to)\b"
    # `move that code to X`: X is where the moved code goes
    r"|\bmove\b[^.;:!?]{0,25}\b(?:to|into)\s*$"
    # `edit X` as an instruction (after a clause's start or `and`/`then`/`or`), not the
    # noun (`after any change to X`)
    r"|(?:[.;:,(]\s*|\b(?:and|then|or|only|instead|always)\s+)(?:edit|change|modify)\b"
    # `add a step in X`, `list it in X`: X is where the addition goes
    r"|\b(?:add(?:ed)?|put|list(?:ed)?|register(?:ed)?|grant(?:ed)?|set|gets?)\b[^.;:!?]{0,25}"
    r"\b(?:in|to|into|under)\s*$"
    # `env() only inside config/`: X is the one place the thing is allowed
    r"|\bonly\s+(?:in|inside|under|within|from)\s*$"
    # `include it from X`, `import them in X`: X is where the new piece is wired in
    r"|\b(?:include[sd]?|import(?:ed|s)?)\s+(?:it|them|each|every\s+\w+)\s+(?:in|from|into)\s*$)"
    r"[^.;:!?]{0,30}$",
    re.I,
)
# Right after a path: the memory names it as the place to work instead of another (`change
# the overlay or prj.conf instead`, `fetch from routes/api/ instead`).
_INSTEAD_AFTER = lazy(r"[^.;:!?`]{0,30}?\binstead\b(?!\s+of)", re.I)
# Right after a path, closing its clause: X is the only place (`deps come from X only`).
# Or named as the place (`X is the place to change it`, `X is where they go`).
_ONLY_AFTER = lazy(
    r"\s+only\b(?=\s*(?:[.,;:()]|$))|\s+is\s+(?:the\s+(?:one\s+|only\s+|right\s+)?place|where)\b",
    re.I,
)
# Before a path in the same clause: the rule is said not to apply there (`except ...`).
_EXCEPTED = lazy(r"\b(?:except|other than|apart from|besides)\b[^.;!?]*$", re.I)
# Before a path sent to: a prohibition, not a destination (`never edit gen/`, `nothing
# new goes into X`).
_NEGATED = lazy(
    r"\b(?:never|don'?t|do not|not|no|nothing|none|nobody|no one)\b[^.;:!?]{0,30}$", re.I
)
# A path inside a parenthesis that lists what its clause speaks of (`No new dependencies
# without asking (\`npm install\`, or a line added to package.json)`): the clause before
# the parenthesis opens with a prohibition, so the path is what it forbids, not where the
# work goes. The parenthesis is still open at the path; the clause starts the sentence.
_OPEN_PAREN = lazy(r"\(([^()]{0,120})$")
_NEGATED_CLAUSE = lazy(
    r"(?:^|[.;:!?]\s+)(?:never|don'?t|do not|no|nothing|none|nobody)\b[^.;:!?()]{0,80}$", re.I
)
_QUOTE = lazy(r"`[^`\n]{1,300}`")


def quotes_blanked(text: str) -> str:
    """`text` with what it quotes in backticks blanked to letters, the same length: a
    quoted key (`queues:`) is no clause break before a path the work is sent to."""
    return _QUOTE.sub(lambda q: "q" * len(q.group(0)), text)


def excepted(text: str, start: int) -> bool:
    """Is the path at `start` named as where the rule does not apply (`except X`)?"""
    return _EXCEPTED.search(text[max(0, start - 80) : start]) is not None


def sent_to(text: str, quoted: str, start: int, end: int) -> bool:
    """Does the memory name the path at text[start:end] as where the work goes?
    `quoted`: `text` through quotes_blanked."""
    before = quoted[max(0, start - 40) : start]
    if _NEGATED.search(before) is not None:
        return False
    inside = _OPEN_PAREN.search(quoted, max(0, start - 121), start)
    if inside is not None and _NEGATED_CLAUSE.search(quoted, 0, inside.start()) is not None:
        return False
    return (
        _SENT_TO.search(before) is not None
        or _INSTEAD_AFTER.match(text, end) is not None
        or _ONLY_AFTER.match(text, end) is not None
    )


# Where a path's sentence ends: a full stop, `!` or `?` before a space or the end, a line, or
# a run of spaces (a URL the key reader blanked took its sentence's stop with it).
_SENTENCE_END = lazy(r"[.!?](?=\s|$)|\n|\s{2,}")
# Another place named in the same sentence as one more step of the same change (`in X AND in
# Y`, `X + a test under Y`, `plus a line in Y`): an edit of one place does not finish it.
_JOINED = lazy(r"\bAND\b|\s\+\s|\bplus\b")
# After a path, in its sentence: what an edit of it must keep to (`and must match the git
# tag`, `those aliases stay until 2.0`, `so change it only with Joris`); not a place the
# work does not go (`go in ui/common/, never in each screen`).
_RULED_AFTER = lazy(
    r"\b(?:must|stays?|only with|until"
    r"|(?:never|don'?t|do not)(?!\s+(?:in|into|inside|under|within|from|via|through|to|on)\b))\b",
    re.I,
)
# The clauses after a path; a place one names (`out/`, `a .nix file`); an alternative.
_CLAUSE = lazy(r"[;,\u2014]")
_ALTERNATIVE = lazy(r"\b(?:or|otherwise|else)\b", re.I)
_PLACE = lazy(r"[\w.-]/|\.[a-z]{1,5}\b")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence holding text[start:end]."""
    lo = 0
    for m in _SENTENCE_END.finditer(text, 0, start):
        lo = m.end()
    after = _SENTENCE_END.search(text, end)
    return lo, after.start() if after is not None else len(text)


def still_ruled(text: str, quoted: str, start: int, end: int) -> bool:
    """Is the path at text[start:end], though named as where the work goes, one the memory
    still rules an edit of: one of several places the change needs (its sentence joins
    them by `AND`, `+` or `plus`), or followed in its sentence by what an edit there must
    keep to (`lives in X and must match the git tag`)? Not a path inside a quoted command
    (`run only via Rscript jobs/backfill.R ..., never from a laptop`: a rule on the run).
    `quoted`: `text` through quotes_blanked."""
    lo, hi = _sentence(text, start, end)
    if _JOINED.search(text, lo, hi) is not None:
        return True
    if quoted[start] == "q":
        return False
    for clause in _CLAUSE.split(text[end:hi]):
        # a clause naming another place is about it (`; never touch out/ by hand`), and
        # what follows `or` is the cost of not following the memory (`or it never loads`)
        clause = _ALTERNATIVE.split(clause, 1)[0]
        if _RULED_AFTER.search(clause) is not None and _PLACE.search(clause) is None:
            return True
    return False
