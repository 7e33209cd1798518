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

- it names the form as code to keep: prescribed (toolcontent.memory_forms: '+', a word
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

Stdlib only (re): the tool hook imports it. Cost: one bounded count per distinct word
the edit removes and one word search for the rare ones.
"""

from __future__ import annotations

import re

from retain.core import toolkeys
from retain.rank import toolcontent

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Candidate
    from retain.store.sqlite_tool import ToolStore

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A span opening like a sentence (a capitalised word and two lower-case ones: `No
# instance for (ToJSON NoteId)`) is a message a tool printed, not code to keep; code
# opens with a keyword or a name (`where _loaded_at >= ...`, `deriving newtype (...)`).
# Before a name in its clause: it is a sample of what the memory says, not code to keep.
_EXAMPLE = re.compile(
    r"\b(?:e\.g\.|eg\.|for example|for instance|such as|like|z\.\s?B\.|p\. ?ej\.|par exemple)", re.I
)
_MESSAGE = re.compile(r"[A-Z][a-z]+(?: [a-z]+){2}\b")


def removed_words(new: str, old: str) -> list[str]:
    """The distinct words (toolcontent.MIN_WORD letters or more) the replaced text holds
    more often than the new text, first seen first."""
    out: dict[str, None] = {}
    for m in _WORD.finditer(old):
        w = m.group()
        if len(w) < toolcontent.MIN_WORD or w in out:
            continue
        if toolcontent._count(w, old) > toolcontent._count(w, new):
            out[w] = None
            if len(out) >= toolcontent.MAX_WORDS:
                break
    return list(out)


def _prescribed(text: str) -> list[str]:
    """The forms a memory prescribes (module docstring)."""
    forms = toolcontent.memory_forms(text)
    forbidden = {f for f, sign in forms if sign == "-"}
    out = [
        f for f, sign in forms
        if sign == "+" and f not in forbidden
        and not _MESSAGE.match(f)
    ]  # fmt: skip
    if toolkeys.opens_with_error(text):
        return out  # what it names in prose is what broke, unless it prescribes it
    prose = toolcontent._SPAN.sub(lambda m: " " * len(m.group(0)), text)
    warned = {f for f, sign in forms if sign == "~"}
    for m in toolcontent._PROSE_FORM.finditer(prose):
        f = m.group().rstrip(".")
        if f in forbidden or f in warned or f in out:
            continue
        if _EXAMPLE.search(
            toolcontent._CLAUSE.split(prose[max(0, m.start() - 40) : m.start()])[-1]
        ):
            continue  # `e.g. describe "list_berths/1"`: a sample of a convention
        if toolcontent._CODE_SHAPED.search(f) or toolcontent._COMPOUND.search(f) or "(" in f:
            out.append(f)
    return out


def _removed_part(form: str, old: str, rare: set[str]) -> str | None:
    """What the edit takes away of a form its new text lacks: the form itself when the
    replaced text holds it and one of its words is rare and removed, else its first
    code-shaped word that is (`to_utc` of `ts.to_utc().isoformat()`)."""
    words = _WORD.findall(form)
    if toolcontent._count(form, old) > 0 and any(w in rare for w in words):
        return form
    return next((w for w in words if w in rare and toolcontent._CODE_SHAPED.search(w)), None)


def removal_matches(
    store: ToolStore,
    new: str,
    old: str,
    *,
    project_id: str | None,
) -> list[tuple[Candidate, str, str, str]]:
    """(memory, 'names', form, '') of each live memory here whose prescribed form the
    edit takes away (module docstring)."""
    if not old.strip():
        return []
    words = removed_words(new, old)
    cache: dict[str, int] = {}
    rare = set(toolcontent._rare(store, words, cache))
    if not rare:
        return []
    ranked = store.lexical_ranked(
        " ".join(w for w in words if w in rare), limit=toolcontent.POOL,
        context_weight=0.0, newest=toolcontent.WINDOW,
    )  # fmt: skip
    if not ranked:
        return []
    records = store.visible(
        [mid for mid, _ in ranked], project_id=project_id, at=None,
        branches=getattr(store, "branches", ()),
    )  # fmt: skip
    out: list[tuple[Candidate, str, str, str]] = []
    for mid, _ in ranked:
        m = records.get(mid)
        if m is None or (m.kind == "fact" and not toolkeys.states_rule(m.text)):
            continue
        hit = _first_removed(_prescribed(m.text), new, old, rare)
        if hit is not None:
            out.append((m, "names", hit, ""))
    return out


def _first_removed(forms: Sequence[str], new: str, old: str, rare: set[str]) -> str | None:
    for form in forms:
        if toolcontent._count(form, new) > 0:
            continue  # written whole again: moved, still followed
        part = _removed_part(form, old, rare)
        if part is not None:
            return part
    return None
