"""What a tool call writes that a memory names: the content side of PreToolUse.

Many memories are about what an edit does rather than where: "`send_receipt.delay(order)`
blows up", "ReminderJob sends real SMS", "never `UPDATE journal_entries`". No path or
command key ties them to a call; the code they name does. So before a call, the words it
adds (an Edit's new text beyond what it replaces, a Write's content, a command's words in
the project) are looked up in the store's word index, and a memory is tied to the call
when the call adds a *form* the memory names:

- a form is a backticked span of the memory (`send_receipt.delay(order)`, `-A`,
  `screen`), or a word of it shaped like code (an underscore, a digit after a letter, an
  inner capital, or four or more capitals: `journal_entries`, `ReminderJob`, `FLUSHDB`);
  plain prose words never tie ("notes", "black"); retain.rank.memoryforms reads them
  and their signs;
- the call adds it: it is in the new text, as a word of its own, more often than in the
  text it replaces (an edit that keeps a call as it was adds nothing);
- it is rare: the form's words name at most RARE_MEMORIES memories in the whole store, so
  a project's everyday names (`Order`, `user_id`) never fire; rarity is counted in the
  store, not guessed;
- the memory does not prescribe it: a form the memory says to use ('+' in
  retain.core.toolspans.span_sign) is what the call should write, and a call that writes
  a prescribed span whole already follows the memory and ties nothing;
- the memory is a rule (a fact only when it states one, as for path keys).

A second rule, "same key, another value": a memory that gives a setting a value
(`minSdk stays 26`, `warehouse is TRANSFORM_XS`, `port 5439`) is tied to a call that
writes that same key with a different value (`minSdk = 24`, `warehouse: TRANSFORM_L`,
`--port 5432`); the same value is silent.

Stdlib only (re). Cost: one bounded count per distinct word the call adds (stopping at
RARE_MEMORIES + 1), one word search for the rare ones.
"""

from __future__ import annotations

import re

from retain.core import toolcode, toolkeys
from retain.core.candidate import Tie
from retain.lazyre import lazy
from retain.rank import toolpool
from retain.rank.memoryforms import _CODE_SHAPED, _WORD, MIN_WORD, memory_forms

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from retain.core.candidate import Candidate
    from retain.store.sqlite_tool import ToolStore

# A name more memories than this mention is one of the project's everyday names: an edit
# writing it says nothing about any one of them (tuned on the first two tool-call sets).
RARE_MEMORIES = 2
MAX_WORDS = 120  # distinct words of a call counted: a larger Write is a file, not a change
# A value a memory gives a key: `minSdk stays 26`, `warehouse is TRANSFORM_XS`,
# `port 5439`, `ingressClassName \`alb\``, `Keep \`next\` on 14.1.x`, `mode=stub`.
_KEY_VALUE_MEMORY = lazy(  # a lookahead: a value may be the next pair's key
    r"(?<![\w-])(?=(`?)([A-Za-z_][\w]*)`?\s*(?:(?:stays|is|must be|=|:|on|at)\s*)?"
    r"(?:`([^`\s]{1,40})`|(\d[\w.]*\w|\d)|([A-Z][A-Z0-9]*_[A-Z0-9_]+))(?!\w|\.\w))"
)
# A value a call writes for a key: `minSdk = 24`, `warehouse: TRANSFORM_L`, `--port 5432`,
# `next@14.2.3`, `ingressClassName: nginx`.
_KEY_VALUE_CALL = lazy(
    r"(?<![\w-])-{0,2}([A-Za-z_][\w]*)[\"']?(?:[ \t]*[=:][ \t]*[\"']?|@|[ \t]+(?=\d))"
    r"([\w@/-][\w.@/-]*\w|\w)"
)
SETTING_WORDS = frozenset({"port", "host", "bucket", "region", "warehouse", "database", "db"})


def added_text(
    tool_name: str, tool_input: dict[str, Any], command_words: str = ""
) -> tuple[str, str]:
    """(new text, replaced text) of a call: an Edit's new_string and old_string, each of
    a MultiEdit's edits joined, a Write's or NotebookEdit's new content (nothing
    replaced: the old file is not read), a Bash command's words in the project."""
    if tool_name == "Bash":
        return command_words, ""

    new = toolcode.edit_text(tool_input)
    olds = [tool_input.get("old_string")]
    edits = tool_input.get("edits")
    if isinstance(edits, list):
        olds += [e.get("old_string") for e in edits if isinstance(e, dict)]
    old = "\n".join(o for o in olds if isinstance(o, str))[: toolcode.MAX_EDIT_CHARS]
    return new, old


def _count(form: str, text: str) -> int:
    pattern = r"\s*".join(re.escape(part) for part in form.split())
    if form[:1].isalnum() or form[:1] == "_":
        pattern = r"(?<![\w-])" + pattern
    if form[-1:].isalnum() or form[-1:] == "_":
        pattern += r"(?![\w])"
    return len(re.findall(pattern, text))


def _adds(form: str, new: str, old: str) -> bool:
    return _count(form, new) > (_count(form, old) if old else 0)


def call_words(new: str, old: str) -> list[str]:
    """The distinct words (MIN_WORD letters or more) a call's new text holds, first seen
    first; with a replaced text, those the new text holds more often come first."""
    seen: dict[str, None] = {}
    for m in _WORD.finditer(new):
        if len(m.group()) >= MIN_WORD:
            seen.setdefault(m.group(), None)
            if len(seen) >= MAX_WORDS:
                break
    return list(seen)


def _rare(store: ToolStore, words: Sequence[str], cache: dict[str, int]) -> list[str]:
    """The words among `words` that 1 to RARE_MEMORIES memories use (`cache`: counts
    known, the new ones counted in one go and added)."""
    cache.update(store.word_counts([w for w in words if w not in cache], RARE_MEMORIES + 1))
    out = []
    for w in words:
        if 0 < cache[w] <= RARE_MEMORIES:
            out.append(w)
    return out


def _prescribed_whole(text: str, forms: Sequence[tuple[str, str | None]], new: str) -> bool:
    """Does the call write a span the memory prescribes, whole (it follows the memory)?"""
    forbidden = {form for form, sign in forms if sign == "-"}
    for form, sign in forms:
        if sign != "+" or len(form) < MIN_WORD or form in forbidden:
            continue
        if form.endswith(")") and "(" in form and form[0].isalpha():
            form = form[: form.index("(") + 1]  # `scoped(orgId)`: a call of scoped
        elif " " not in form and not _CODE_SHAPED.search(form):
            continue
        if _count(form, new) > 0:
            return True
    return False


def content_matches(
    store: ToolStore,
    tool_name: str,
    new: str,
    old: str,
    *,
    project_id: str | None,
    lead: Sequence[str] = (),
    cache: dict[str, int] | None = None,
    forbids: list[Tie] | None = None,
    forbid_text: str | None = None,
) -> list[Tie]:
    """(memory, 'names', form, '') of each memory tied by a form the call adds (module
    docstring) or a key it writes with a value the memory contradicts. `lead`: words
    searched for however common (the tools a command runs); `cache`: word counts known
    (filled in); `forbids` gets the pool's ties by a thing named in prose (toolforbid),
    read in `forbid_text` when given (the packages a command adds), else in `new`."""
    if not new.strip():
        return []
    words = call_words(new, old)
    cache = {} if cache is None else cache
    rare = _rare(store, words, cache)
    keyed = _call_settings(new, old)
    query = toolkeys.unique([*rare, *keyed, *lead])
    if not query:
        return []
    # common lead words (`git`, `make`) ranked among the newest toolpool.WINDOW only
    out: list[Tie] = []
    pool = ruled(store, " ".join(query), project_id=project_id, keep=" ".join(rare) or None)
    if forbids is not None:
        from retain.rank import toolforbid  # the same pool, for what a rule forbids by name

        if forbid_text is None:
            forbids += toolforbid.head_ties(pool, new, old, cache)
        else:
            forbids += toolforbid.head_ties(pool, forbid_text, "", cache)
    for m in pool:
        forms = memory_forms(m.text)
        if m.kind == "fact":  # wanted when the call writes what it says is gone, or
            # another value than it gives
            forms = [(f, sign) for f, sign in forms if sign in ("-", "+")]
        if toolkeys.opens_with_error(m.text):
            # its subject is a failure, which the failure hook answers: only what it
            # forbids is for the moment before a call
            forms = [(f, sign) for f, sign in forms if sign == "-"]
        # a key written with another value than the memory gives is no call following
        # it, whatever else it writes
        hit = _setting_hit(m.text, keyed)
        if hit is None:
            hit = _form_hit(forms, new, old, tool_name, cache, store)
            if hit is not None and _prescribed_whole(m.text, forms, new):
                hit = None
        if hit is not None:
            out.append(Tie(m, "names", hit))
    return out


def ruled(
    store: ToolStore, query: str, *, project_id: str | None, keep: str | None = None
) -> list[Candidate]:
    """retain.rank.toolpool.pool for `query`, a fact only when it states a rule: the pool
    every content tie (here and retain.rank.toolabout) chooses from."""
    found = toolpool.pool(store, query, project_id=project_id, keep=keep)
    return [m for m in found if m.kind != "fact" or toolkeys.states_rule(m.text)]


def _form_hit(
    forms: Sequence[tuple[str, str | None]], new: str, old: str, tool_name: str,
    cache: dict[str, int], store: ToolStore,
) -> str | None:  # fmt: skip
    """The first form a memory names, not as a step to take, that the call adds and
    that is rare in the store. A call with a placeholder argument (`env('X')`) is any
    call of it; a plain word counts only when the memory forbids it in backticks or as
    a command's own word."""
    for form, sign in forms:
        if sign == "+":
            continue
        names = _WORD.findall(form)
        if not names or not any(len(n) >= MIN_WORD for n in names) and not form.startswith("-"):
            continue
        shaped = " " in form or _CODE_SHAPED.search(form) or "." in form or "(" in form
        flag = form.startswith("-") and " " not in form
        if not shaped and not (sign == "-" or tool_name == "Bash" and (flag or form.isalpha())):
            continue
        call = _PLACEHOLDER_CALL.fullmatch(form)
        if not _adds(call.group(1) + "(" if call else form, new, old):
            continue
        # rare when its rarest word is: `wire:model.live` by `wire`, not by `model`
        for name in [n for n in names if len(n) >= MIN_WORD] or names:
            if name not in cache:
                cache[name] = store.word_count(name, RARE_MEMORIES + 1)
        if (
            flag
            or min(cache[n] for n in [n for n in names if len(n) >= MIN_WORD] or names)
            <= RARE_MEMORIES
        ):
            return form
    return None


# Settings of one call compared (each looked for in the replaced text, searched as a word):
# an edit writes a handful; 20,000 characters of `A=b` made 5,000 (5 s on the hook's path).
MAX_SETTINGS = 32
# A call whose argument is a placeholder (`env('X')`, `config('services.x')`, `foo(...)`).
_PLACEHOLDER_CALL = lazy(r"(\.?[A-Za-z_][\w.]*)\((?:['\"]?(?:[A-Za-z]|\.\.\.|[\w.]*\.x)['\"]?)?\)")


def _call_settings(new: str, old: str) -> dict[str, str]:
    """key -> value of each setting the call writes (`minSdk = 24`, `--port 5432`) that
    the replaced text did not hold with that value."""
    out: dict[str, str] = {}
    checked = 0
    for m in _KEY_VALUE_CALL.finditer(new):
        key, value = m.group(1), m.group(2)
        if key in out:
            continue  # the first value of a key is the one compared
        checked += 1
        if checked > MAX_SETTINGS:
            break
        if old and _count(m.group(0).strip(), old) > 0:
            continue
        out[key] = value
    return out


def _same(value: str, given: str) -> bool:
    """Is the call's value the memory's (`14.1.x` takes any 14.1 release)?"""
    if given.endswith(".x"):
        return value == given[:-2] or value.startswith(given[:-1])
    return value == given


def _setting_hit(text: str, settings: dict[str, str]) -> str | None:
    """The key a memory gives another value than the call writes, if any. The memory's
    key is code (backticked or code-shaped) or a setting word (port, host, ...)."""
    if not settings:
        return None
    given: dict[str, set[str]] = {}
    for m in _KEY_VALUE_MEMORY.finditer(text):
        key = m.group(2)
        if not (m.group(1) or _CODE_SHAPED.search(key) or key.lower() in SETTING_WORDS):
            continue
        value = m.group(3) or m.group(4) or m.group(5)
        given.setdefault(key.lower(), set()).add(value)
    for key, value in settings.items():
        values = given.get(key.lower())
        if values and not any(_same(value, v) for v in values):
            return f"{key}={value}"
    return None
