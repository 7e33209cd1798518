"""What a memory names as code, and with which sign: the forms the content side of
PreToolUse (retain.rank.toolcontent) ties a call by, and retain.rank.toolabout keeps.

A form is a backticked span of the memory (`send_receipt.delay(order)`, `-A`, `screen`),
or outside the spans a word shaped like code (an underscore, a digit after a letter, an
inner capital, four or more capitals: `journal_entries`, `ReminderJob`, `FLUSHDB`), a call
(`env('X')`), a compound name (`config:cache`), an option or a path. Its sign is read in
the clause before it: '-' when a prohibition opens the clause or the name is said to be
gone ("is read-only legacy"), '+' right after a word that prescribes it or after
"without", '~' when it opens a sentence that tells the harm it did; plain prose words
("notes", "black") are no forms.

Stdlib only (re); every pattern compiles on first use (retain.lazyre).
"""

from __future__ import annotations

import re

from retain.core import toolcode, toolspans
from retain.core.toolcommand import command_key
from retain.lazyre import lazy

MIN_WORD = 3  # shorter words (`id`, `db`, `pk`) are everywhere in code
_WORD = lazy(r"[A-Za-z_][A-Za-z0-9_]*")
MAX_FORM = 80  # a longer span is a whole command line or a sentence, not one thing to write
# Right before a name in its clause: the memory says to use it (`use the scoped(orgId)
# helper`, `Money is int64`, `needs \`unique\` and \`not_null\` tests`, `only MinSizeRel
# fits`): a call writing it follows the memory.
_TRAILING_PARENS = lazy(r"\((?:\.\.\.)?\)$")  # `retry()`, `retry(...)`: the name
_PRESCRIBED_BEFORE = lazy(
    r"(?:\b(?:use[sd]?|using|with|via|through|needs?|requires?|prefer|keep)\b"
    r"(?:\s+[^\s.,;:!?`]+)?|\b(?:is|are|always|only|stays?)\b(?:\s+(?:the|a|an))?)\s*[`(]?$",
    re.I,
)
# A sentence that warns: a rule word (retain.core.toolkeys.states_rule), a harm done, or
# a refusal.
HARM = lazy(
    r"\b(?:break|broke|breaks|lose|loses|lost|leak|leaks|leaked|wipe|wipes|blow|blows"
    r"|crash|crashes|crashed|hang|hangs|corrupt\w*|revoke\w*|fail|fails|failed"
    r"|reject(?:s|ed)?|forbidden|banned|disallowed|overload(?:s|ed)?|rewr(?:ote|ites)"
    r"|fehl\w*|scheiter\w*|échou\w*|fall(?:a|an|ó)|falha\w*)\b|失败|失敗",
    re.I,
)
# In prose: a call (`env('X')`), a compound name (`config:cache`, `Newtonsoft.Json.dll`,
# `-DskipTests`), a path (`/opt/unity/Editor/Unity`), or a word.
_PROSE_FORM = lazy(
    r"(?<![\w./:-])(?:--?[A-Za-z][\w.-]*(?:=[^\s,;]+)?"
    r"|/?[A-Za-z_][\w-]*(?:(?:::|[./:])[\w*-]+)+(?:\([^()\s]{0,30}\))?"
    r"|\.?[A-Za-z_]\w*\([^()\s]{0,30}\)|[A-Za-z_]\w*)"
)
_COMPOUND = lazy(r"^-|[./:]\w")
# A colon breaks a clause only before a space or the end (inside a name it separates:
# `config:cache`); an arrow between spaces opens the fix after a symptom (`'X' -> do Y`).
_CLAUSE = lazy(r"[,;()]|:(?=\s|$)|\b(?:but|while|whereas)\b|\s(?:->|\u2192)\s")
# Right before a form (or the forms named before it): the form is needed, whatever
# prohibition opens the clause (`without \`-logFile -\` it hangs`, `never deploy without
# --check --diff`, `ohne --frozen-lockfile`).
_WITHOUT = lazy(
    r"\b(?:without|sans|ohne|sin|sem)\s+(?:(?:the|a|an)\s+)?(?:`?[-\w./=]+`?\s+){0,2}`?$", re.I
)
# A call's own parentheses (`.unwrap()`, `env('X')`) open no parenthetical clause.
_CALL_PARENS = lazy(r"(?<=\w)\([^()\s]{0,30}\)")


# Of the text before a form, what its clause is read in: a clause is a few words; reading
# all that went before for each form of a long comma-less run (`--a --a ...`, 4,000
# characters: 1,000 forms) was quadratic, 0.75 s per such memory on the tool hook's path.
CLAUSE_CHARS = 400


def clause_before(text: str) -> str:
    """The clause `text` ends in: after its last comma, semicolon, parenthesis (not a
    call's), colon before a space, or but/while/whereas."""
    masked = _CALL_PARENS.sub(lambda m: " " * len(m.group(0)), text)
    return text[len(masked) - len(_CLAUSE.split(masked)[-1]) :]


# A prohibition opening a clause, in the languages memories are written in.
_PROHIBITED = lazy(
    r"\b(?:never|no|don'?t|do not|not|avoid|must not|mustn'?t|nie|nicht|kein\w*|jamais"
    r"|nunca|não)\b|禁止|しない|不要",
    re.I,
)
# After a name (or a group of them): it is gone, frozen or on its way out.
_RETIRED_AFTER = lazy(
    r"`?(?:\s+[A-Za-z][\w-]*){0,2}\s+(?:is|are|was|were|has been|have been)\s+(?:now\s+)?"
    r"(?:read-only|legacy|deprecated|decommissioned|retired|removed|gone|frozen|banned)\b",
    re.I,
)
# After a name (or a group of them), in its clause: the memory allows it ("a local
# `package` is fine", "a `rebase` of your own branch is ok"): no form a call is tied by
# (nor a prescription: an edit taking it away departs from nothing).
_FINE_AFTER = lazy(
    r"`?[^.;:!?,`\n]{0,40}?\s(?:is|are)\s+(?:(?:always|also|still|perfectly|totally)\s+)?"
    r"(?:fine|ok|okay|allowed|harmless)\b",
    re.I,
)
_RETIRED_RIGHT_AFTER = lazy(_RETIRED_AFTER.pattern.replace("{0,2}", "{0}"), re.I)
_NEXT_NAMED = lazy(r"`?\s*(?:/|,|\bor\b|\band\b)\s*`?[\w.:-]+`?")
# A plain name right after a prohibition (`No React.`, `no SOPS`): a capitalised word,
# not a verb or a common noun (English only, as retain.core.toolcode reads prohibitions).
_NAMED_AFTER_PROHIBITION = lazy(
    r"\b(?i:never|no|don'?t|do not|avoid|not)\s+"
    r"(?i:(?:use|using|add|adding|import|any|a|an|the)\s+)*([A-Z][A-Za-z0-9]+)\b"
)
_CALL_FORM = lazy(r"(?<![\w.])\.?[A-Za-z_][\w.]*\([^()\s]{0,30}\)")
_SENTENCE = lazy(r"(?<=[.!?])\s+|\n+")
# Shaped like code on its own: snake_case, a digit after a letter, camelCase/PascalCase,
# or an all-capitals word of four letters or more (FLUSHDB, UPDATE, TWILIO_DRY_RUN).
_CODE_SHAPED = lazy(r"_|[A-Za-z]\d|[a-z][A-Z]|^[A-Z]{4,}$")


def memory_forms(text: str) -> list[tuple[str, str | None]]:
    """(form, sign) of what a memory names as code: its backticked spans (sign as
    retain.core.toolspans.span_sign, '+' after a word that prescribes it) and, outside
    them, its code-shaped words, calls (`env('X')`), compound names (`config:cache`,
    `Newtonsoft.Json.dll`), options and paths: '-' when a prohibition opens their clause,
    '+' right after a word that prescribes them, else '~' in a sentence that warns (a
    plain code-shaped word or call only: a file or option named in passing is not what
    a memory warns about)."""
    out: list[tuple[str, str | None]] = []
    for m in toolspans.SPAN.finditer(text):
        raw = m.group(1)
        if raw != raw.strip() or not (raw[:1].isalnum() or raw[:1] in "-_.@#$<[{/"):
            continue  # a stray backtick paired two spans' ends: prose, not code
        form = _TRAILING_PARENS.sub("", " ".join(raw.split()))
        if form.endswith("...") and " " in form:  # `order.status = ...`: its head
            form = form[:-3].rstrip()
        key = command_key(form, strict=False)
        if key and " " in key:
            continue  # a command and its subcommand: the command keys compare it in full
        if _FINE_AFTER.match(_group_end(text, m.end())):
            continue
        if form.strip("-.") and "..." not in form and len(form) <= MAX_FORM:
            sign = toolspans.span_sign(text, m.start(), m.end())
            first = m.start()  # the first of the spans named together with it
            while g := toolspans._PREV_IN_GROUP.search(text[max(0, first - 320) : first]):
                first -= len(g.group(0))
            clause = clause_before(_SENTENCE.split(text[max(0, first - CLAUSE_CHARS) : first])[-1])
            if _WITHOUT.search(text[max(0, first - 60) : first]):
                sign = "+"
            elif _PROHIBITED.search(clause):
                sign = "-"  # `No \`error\`, \`head\` ...`
            elif _PRESCRIBED_BEFORE.search(text[max(0, first - 40) : first + 1]):
                sign = "+"
            elif _RETIRED_AFTER.match(_group_end(text, m.end())):
                sign = "-"  # the old `notes` collection is read-only legacy
            elif sign == "+" and _opens_harm(text, first, m.end()):
                sign = "~"  # `wire:model.live` on text inputs ... overloaded the page
            out.append((form, sign))
    prose = toolspans.SPAN.sub(lambda m: " " * len(m.group(0)), text)
    for sentence in _SENTENCE.split(prose):
        found = [(m.start(), m.group().rstrip(".")) for m in _PROSE_FORM.finditer(sentence)]
        # and each word of a compound (`pvPortMalloc/malloc`, `GameObject.Find`)
        found += [(m.start(), m.group()) for m in _WORD.finditer(sentence)]
        seen: set[tuple[int, str]] = set()
        for at, form in found:
            if (at, form) in seen:
                continue
            seen.add((at, form))
            plain = _WORD.fullmatch(form) is not None
            if plain and (len(form) < MIN_WORD or not _CODE_SHAPED.search(form)):
                continue
            if not plain and not _CALL_FORM.fullmatch(form) and not _COMPOUND.search(form):
                continue  # `-` dashes
            clause = clause_before(sentence[max(0, at - CLAUSE_CHARS) : at])
            if _WITHOUT.search(sentence[max(0, at - 60) : at]):
                out.append((form, "+"))
            elif _PROHIBITED.search(clause) or toolspans._WARNED_BEFORE.search(
                sentence[max(0, at - 40) : at]
            ):
                out.append((toolcode.with_number(form, sentence, at + len(form)), "-"))
            elif _PRESCRIBED_BEFORE.search(sentence[max(0, at - 40) : at]):
                out.append((form, "+"))
        for m in _NAMED_AFTER_PROHIBITION.finditer(sentence):
            out.append((m.group(1), "-"))
        for m in _WORD.finditer(sentence):  # `black and isort were removed`
            if len(m.group()) >= MIN_WORD and _RETIRED_RIGHT_AFTER.match(
                _group_end(sentence, m.end())
            ):
                out.append((m.group(), "-"))
    return out


def _group_end(text: str, end: int) -> str:
    r"""The text after the last of the spans or words named together with the one
    ending at `end` (`\`black\` and \`isort\` were removed`)."""
    while (g := _NEXT_NAMED.match(text, end)) is not None:
        end = g.end()
    return text[end:]


def _opens_harm(text: str, start: int, end: int) -> bool:
    r"""Is the span at text[start:end] the subject that opens a sentence saying what harm
    it did (`\`-A\` once rewrote ... and broke invoicing`)?"""
    head = _SENTENCE.split(text[:start])[-1]
    if len(head.split()) > 1:
        return False
    rest = _SENTENCE.split(text[end:], maxsplit=1)[0]
    return HARM.search(rest) is not None
