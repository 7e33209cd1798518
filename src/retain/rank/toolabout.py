"""What an edit takes away that a memory prescribes: the other half of the content keys.

retain.rank.toolcontent ties a memory to an edit that *adds* what the memory forbids.
An edit breaks a rule as often by taking away what the memory prescribes: "Money is
`Cents`" and the edit turns `total: Cents` into `total: f64`; "parse with
`parse_iso_utc()`" and the edit calls `fromisoformat` instead; "retry under
RetryPolicy.capped" and the edit switches to `RetryPolicy.forever`. No path or
forbidden word names such an edit; the prescribed code it removes does.

So for an edit that replaces text (Edit, MultiEdit: a Write replaces nothing the hook
reads), the words its replaced text holds more often than its new text are looked up in
the store's word index, and a memory is tied when

- it names the form as code to keep: prescribed (memoryforms.memory_forms: '+', a word
  of use, keep, is, only, with... before it), or named in prose as code (code-shaped, a
  call, a compound name: `RetryPolicy.capped`) and neither forbidden nor warned of. Not
  a span opening like a sentence (`No instance for (...)`: a message printed), not a
  name given as an example (`e.g. list_users/1`), and in a memory opening with an error
  only what it prescribes (what it names in prose is what broke);
- the edit removes it: the form, or one of its code-shaped words (`to_utc` of
  `ts.to_utc().isoformat()`), is in the replaced text more often than in the new;
- the removed word is rare in the store (at most toolcontent.RARE_MEMORIES memories
  name it), so a project's everyday names never fire;
- the memory is a rule (a fact only when it states one), and the edit does not write the
  prescribed form whole again (it moved it, it follows the memory).

Or the memory quotes, word for word, a line the edit takes away (`appendonly yes`, a
call with its arguments): the line as the memory says it must stand, rewritten.

A second rule, for any file edit (a Write too): a type a rule forbids by its plain name
(TYPE_WORDS: "never double or float for prices", "no decimal columns") ties the edit
that writes it, when the edit is about the rule's subject (it shares another word with
the memory: `Price`, `refunded_amount`). A plain word is otherwise prose (as in
retain.core.toolcode): the subject is what tells the rule's edit from another.

Stdlib only (re): the tool hook imports it. Cost: one bounded count per distinct word
the edit removes and one word search for the rare ones; one word search for the type
words an edit adds.
"""

from __future__ import annotations

import re
from collections import Counter

from retain.core import toolkeys, toolspans
from retain.core.candidate import Tie
from retain.lazyre import lazy
from retain.rank import memoryforms, toolcontent

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.store.sqlite_tool import ToolStore

_WORD = lazy(r"[A-Za-z_][A-Za-z0-9_]*")
_TOKEN = lazy(r"(?<![\w-])[A-Za-z_][A-Za-z0-9_]*")  # a word of its own (toolcontent._count)
# A span opening like a sentence (a capitalised word and two lower-case ones: `No
# instance for (ToJSON NoteId)`) is a message a tool printed, not code to keep; code
# opens with a keyword or a name (`where _loaded_at >= ...`, `deriving newtype (...)`).
# Before a name in its clause: it is a sample of what the memory says, not code to keep.
_EXAMPLE = lazy(
    r"\b(?:e\.g\.|eg\.|for example|for instance|such as|like|z\.\s?B\.|p\. ?ej\.|par exemple)", re.I
)
_MESSAGE = lazy(r"[A-Z][a-z]+(?: [a-z]+){2}\b")


def removed_words(new: str, old: str) -> list[str]:
    """The distinct words (memoryforms.MIN_WORD letters or more) the replaced text holds
    more often than the new text, first seen first, at most toolcontent.MAX_WORDS."""
    had = Counter(_TOKEN.findall(new))
    seen = Counter(_TOKEN.findall(old))
    out = [w for w in seen if len(w) >= memoryforms.MIN_WORD and seen[w] > had[w]]
    return out[: toolcontent.MAX_WORDS]


MIN_LINE = 12  # shorter removed lines (`} else {`, `end`) are any code's


def removed_lines(new: str, old: str) -> list[str]:
    """The lines of the replaced text the new text lacks (whitespace collapsed, a
    trailing `;` or `,` dropped), of two words or more and MIN_LINE characters."""
    kept = " ".join(new.split())
    out = []
    for raw in old.splitlines():
        line = " ".join(raw.split()).rstrip(";,")
        if len(line) >= MIN_LINE and " " in line and line not in kept:
            out.append(line)
    return out


def _prescribed(text: str) -> list[str]:
    """The forms a memory prescribes (module docstring)."""
    forms = memoryforms.memory_forms(text)
    forbidden = {f for f, sign in forms if sign == "-"}
    out = [
        f for f, sign in forms
        if sign == "+" and f not in forbidden
        and not _MESSAGE.match(f)
    ]  # fmt: skip
    if toolkeys.opens_with_error(text):
        return out  # what it names in prose is what broke, unless it prescribes it
    prose = toolspans.SPAN.sub(lambda m: " " * len(m.group(0)), text)
    warned = {f for f, sign in forms if sign == "~"}
    for m in memoryforms._PROSE_FORM.finditer(prose):
        f = m.group().rstrip(".")
        if f in forbidden or f in warned or f in out:
            continue
        if _EXAMPLE.search(memoryforms.clause_before(prose[max(0, m.start() - 40) : m.start()])):
            continue  # `e.g. describe "list_berths/1"`: a sample of a convention
        if memoryforms._CODE_SHAPED.search(f) or memoryforms._COMPOUND.search(f) or "(" in f:
            out.append(f)
    return out


def _removed_part(form: str, old: str, rare: set[str]) -> str | None:
    """What the edit takes away of a form its new text lacks: the form itself when the
    replaced text holds it and one of its words is rare and removed, else its first
    code-shaped word that is (`to_utc` of `ts.to_utc().isoformat()`)."""
    words = _WORD.findall(form)
    if toolcontent._count(form, old) > 0 and any(w in rare for w in words):
        return form
    return next((w for w in words if w in rare and memoryforms._CODE_SHAPED.search(w)), None)


def removal_matches(
    store: ToolStore,
    new: str,
    old: str,
    *,
    project_id: str | None,
    cache: dict[str, int] | None = None,
) -> list[Tie]:
    """(memory, 'names', form, '') of each live memory here whose prescribed form the
    edit takes away (module docstring); `cache`: as toolcontent.content_matches'."""
    if not old.strip():
        return []
    removed = removed_words(new, old)
    lines = removed_lines(new, old)
    words = removed + [w for ln in lines for w in _WORD.findall(ln) if w not in removed]
    words = list(dict.fromkeys(words))[: 2 * toolcontent.MAX_WORDS]
    rare = set(toolcontent._rare(store, words, {} if cache is None else cache))
    if not rare:
        return []
    query = " ".join(w for w in words if w in rare)
    out: list[Tie] = []
    for m in toolcontent.ruled(store, query, project_id=project_id):
        hit = _first_removed(_prescribed(m.text), new, old, rare & set(removed))
        if hit is None:
            said = " ".join(m.text.split())
            hit = next((ln for ln in lines if ln in said and rare & set(_WORD.findall(ln))), None)
        if hit is not None:
            out.append(Tie(m, "names", hit))
    return out


def _first_removed(forms: Sequence[str], new: str, old: str, rare: set[str]) -> str | None:
    for form in forms:
        if toolcontent._count(form, new) > 0:
            continue  # written whole again: moved, still followed
        part = _removed_part(form, old, rare)
        if part is not None:
            return part
    return None


# The plain names of number and dynamic types: the words a rule about code forbids by
# their plain name ("never double or float for prices", "no decimal columns", "Jamais
# de Double"). Any other plain word after a prohibition is read as prose (as in
# retain.core.toolcode): "no log of names" is no rule against every `log`.
TYPE_WORDS = frozenset({"float", "double", "decimal", "real", "any", "dynamic"})
# A prohibition and what follows it in its clause (a list of names, a parenthesis).
_FORBIDS = lazy(f"(?:{memoryforms._PROHIBITED.pattern})" + r"([^.;:!?。；]{0,60})", re.I)
SUBJECT_CHARS = 5  # a shorter shared word (`with`, `this`, `data`) says nothing of a subject
_SUBJECT = lazy(rf"[A-Za-z]{{{SUBJECT_CHARS},}}")
_SUBWORD = lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def forbidden_types(text: str) -> set[str]:
    """The type words (TYPE_WORDS, lower-cased) a memory forbids by their plain name."""
    out: set[str] = set()
    for m in _FORBIDS.finditer(text):
        for w in _WORD.findall(m.group(m.lastindex or 0)):
            low = w.lower().removesuffix("s")
            if low in TYPE_WORDS:
                out.add(low)
    return out


def _subjects(text: str) -> set[str]:
    """The words of a text, split at case and underscores, lower-cased, a plural's s
    dropped: `amount_minor` and `refundedAmounts` both say `amount`."""
    out = set()
    for w in _SUBJECT.findall(" ".join(_SUBWORD.findall(text))):
        out.add(w.lower().removesuffix("s"))
    return out


def type_matches(store: ToolStore, new: str, old: str, *, project_id: str | None) -> list[Tie]:
    """(memory, 'names', word, '') of each live rule here that forbids by its plain name
    a type the call writes (more often than the text it replaces), about the memory's
    subject: the call and the memory share another word (`prices` and `Price`,
    `amounts` and `refunded_amount`). A type word is everywhere in code; the subject
    tells the rule's edit from another."""
    in_new, in_old = _type_counts(new), _type_counts(old)
    added = [w for w in TYPE_WORDS if in_new.get(w, 0) > in_old.get(w, 0)]
    if not added:
        return []
    call = _subjects(new + "\n" + old) - TYPE_WORDS
    out: list[Tie] = []
    for m in toolcontent.ruled(store, " ".join(sorted(added)), project_id=project_id):
        hit = sorted(forbidden_types(m.text) & set(added))
        if hit and call & _subjects(m.text):
            out.append(Tie(m, "names", hit[0]))
    return out


# Each type word standing as a word of its own, any case, each its own group: the text is
# read once for all of them (it was read once per word and text, twelve times an edit).
_TYPE_ORDER = tuple(sorted(TYPE_WORDS))
_TYPE_WORD = lazy(r"(?<![\w-])(?:" + "|".join(f"({w})" for w in _TYPE_ORDER) + r")(?![\w-])", re.I)


def _type_counts(text: str) -> dict[str, int]:
    """How often each type word stands in `text` as a word of its own, any case."""
    out: dict[str, int] = {}
    for m in _TYPE_WORD.finditer(text):
        word = _TYPE_ORDER[(m.lastindex or 1) - 1]
        out[word] = out.get(word, 0) + 1
    return out


def about_matches(
    store: ToolStore, new: str, old: str, *, project_id: str | None,
    cache: dict[str, int] | None = None,
) -> list[Tie]:  # fmt: skip
    """The memories tied to a file edit by what it is about: the code it takes away
    that a memory prescribes, a type it writes that a memory forbids."""
    found = removal_matches(store, new, old, project_id=project_id, cache=cache)
    return found + type_matches(store, new, old, project_id=project_id)
