"""What kind of change a memory is about: its change-trigger clause, matched against where
an edit goes and what it adds (issue 29, round 13).

Many memories say what a kind of change means without naming a file or a form a key
could hold: "every @Entity change needs a `version` bump", "after adding or renaming
Addressable assets, rebuild content", "any change to a serialized struct must bump
FORMAT_VERSION", "bei jeder Feldänderung Version erhöhen". The clause names the change's
object X loosely; an edit is that change when its place (the words of its path: folders,
the file's name split at case and punctuation, its extension) and what it adds (the
words of the identifiers it writes more often than it replaces) hold every word of one
way X is named, at least one of them in its place. A way of naming X is one alternative
of it ("@freezed or @JsonSerializable class": `freezed`, `json serializable class`); a
path in X (`DTO in src/Contracts`) must be a run of the edited path's folders.

Words are compared folded: lower case, a plural's `s`/`es`/`ies` taken off. Stdlib only
(re): the pre-tool hook imports it.

What an edit must hold for a memory's trigger to name it (`tie_keys`: a word of the
object in the edit's place, a path it lies under, code it writes) is stored beside the
memory when its text is written (m022, retain.store.sqlite_tool), so an edit whose place
and text no stored key names skips the word search (retain.rank.toolmeaning). A change to
these rules needs a migration that keys the memories again (EndsInRekey), as
retain.core.toolkeys' rules do.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

# A verb of change, in its stems (`add`, `adding`, `added`; `chang` of change/changing).
_V = r"(?:add|chang|touch|edit|modif|bump|renam|remov|delet|creat|introduc|updat|alter|retyp)"
_DET = r"(?:(?:a|an|the|any|new|one|of|to|in|your|existing)\s+)*"
# The object: up to eight words, stopping at a clause's end or where the clause goes on
# to say what to do.
_NP = r"((?:(?:[^\s.,;:!?()]|\.(?=\w))+\s+){0,7}?[^\s,;:!?()]+?)"
_END = (
    r"(?=[.]?\s*(?:[,;:!?()]|\.(?:\s|$)|$|\s(?:run|runs|needs?|must|requires?|you|we|also|then"
    r"|always|do|don'?t|re-?run|regenerate|rebuild|bump|update|add|remember|without|please"
    r"|should|has|have|is|are|goes|go|gets?|makes?|breaks?|broke|replaces?|means"
    r"|and\s+(?:run|then|bump|add|update|regenerate))\b))"
)
_TRIGGERS = lazy(
    "|".join(
        [
            # when/whenever/if/after/before you add|change|touch ... X
            r"\b(?:when(?:ever)?|if|after|before|once|each\s+time|every\s+time)\s+"
            r"(?:you\s+|we\s+|someone\s+|anyone\s+)?"
            + _V
            + r"\w*\s+(?:or\s+\w+\s+)?"
            + _DET
            + _NP
            + _END,
            # a sentence opening with the change: "Changing X needs ...", "Changed a model?"
            r"(?:^|(?<=[.!?;:]\s))(?:"
            + _V
            + r"\w*ing|(?:chang|touch|edit|modifi|renam|bump|alter)\w*ed)\s+"
            + _DET
            + _NP
            + r"(?:\?|"
            + _END
            + ")",
            # any change to X, every edit of X
            r"\b(?:any|every|each)\s+(?:change|edit|modification)s?\s+(?:to|of|in|on)\s+"
            + _DET
            + _NP
            + _END,
            # every X change
            r"\b(?:any|every|each)\s+((?:[^\s.,;:!?()]+\s+){0,2}?[^\s.,;:!?()]+)\s+"
            r"(?:change|edit)s?\b",
            # for a X change
            r"\bfor\s+(?:a|an|any)\s+((?:[^\s.,;:!?()]+\s+){0,2}?[^\s.,;:!?()]+)\s+change\b",
            # German: bei jeder Feldänderung, bei jeder Änderung an X
            r"\bbei\s+jede[rmn]?\s+(?:Änderung\s+(?:an|am|der|des|von)\s+(?:de[nmrs]\s+)?)?"
            r"([^\s.,;:!?()]+)",
            # French, Spanish, Portuguese: chaque modification de X, cada cambio en X
            r"\b(?:chaque|toute)\s+(?:modification|changement)\s+(?:de\s+|du\s+|des\s+|d')"
            r"(?:la\s+|le\s+|l')?([^\s.,;:!?()]+)",
            r"\b(?:cada|todo)\s+(?:cambio|mudança|alteração)\s+(?:de|en|em|no|na|del)\s+"
            r"(?:la\s+|el\s+|o\s+|a\s+)?([^\s.,;:!?()]+)",
        ]
    ),
    re.I,
)
# What a new one of X is held to: "every new X needs", "in new X", "New X: ...".
_NEW = lazy(
    "|".join(
        [
            # every new X (needs ...), new X must ...
            r"\b(?:every|each|any)\s+new\s+" + _NP + _END,
            # (in|for) new X; new X must|need|use ...: what a new one of X is held to
            r"\b(?:in|for|to)\s+(?:all\s+|any\s+)?new\s+" + _NP + _END,
            r"(?:^|[.;:]\s+|\(\s*)new\s+" + _NP + _END,
            # German, Portuguese, Spanish, French: neue X, X novos, nuevos X, nouveaux X
            r"\b(?:neue[nrs]?|nuev[oa]s?|nouve(?:aux|lles?|l))\s+([^\s.,;:!?()]+)",
            r"\b([^\s.,;:!?()]+)\s+(?:nov[oa]s?|nuev[oa]s?|nouve(?:aux|lles?))\b",
        ]
    ),
    re.I,
)
# What every match of _TRIGGERS or _NEW begins with (each alternative's opening, up to its
# verb or its `new`, or the whole of a short one): a memory without one has no trigger
# clause, and the two long patterns (6 ms to compile, on a hook whose calls are mostly
# silent) are neither compiled nor run for it.
_CUE = lazy(
    r"\b(?:when(?:ever)?|if|after|before|once|time)\s+(?:(?:you|we|someone|anyone)\s+)?" + _V
    + r"|(?:^|(?<=[.!?;:]\s))" + _V
    + r"|\b(?:change|edit|modification)s?\b|\bbei\s+jede|\b(?:chaque|toute)\s+(?:modif|chang)"
    r"|\b(?:cada|todo)\s+(?:cambio|mudança|alteração)|\bnew\s"
    r"|\b(?:neue[nrs]?|nuev[oa]s?|nouve(?:aux|lles?|l))\s|\s(?:nov[oa]s?|nuev[oa]s?|nouve(?:aux|lles?))\b",
    re.I,
)  # fmt: skip
# Before a clause in its sentence: it says what follows ("so after touching ext/ you
# test a stale build"), or a quoted message precedes it: when an error shows ("'column
# ... does not exist' right after adding a migration"), which the failure hook answers.
_CONSEQUENCE = lazy(r"\b(?:so|otherwise|or else|because|since)\s*(?:,\s*)?$", re.I)
_MESSAGE = lazy(r"'[^'\n]{3,}'|\"[^\"\n]{3,}\"")
_SENTENCE = lazy(r"(?<=\w[.!?])\s+|\n+")
# Alternatives of one object: "A or B", "A, B", "A/B" (not inside a path).
_ALT = lazy(r"\s+(?:or|and|oder|und|ou|et|o|y)\s+|\s*,\s*", re.I)
_PATHY = lazy(r"^\.?[\w.-]*/[\w./*-]*$|^[\w-]+\.(?:[a-z]{1,5})$")
_FORM = lazy(r"`([^`\s][^`]{0,60})`")
_CODE = lazy(r"::|[!(@#]|\w\.\w|_\w")  # a backticked object shaped like code
_CODE_NAME = lazy(r"(?<![\w./-])[A-Za-z]\w*(?:(?:_|\.)[A-Za-z0-9]\w*)+(?![\w/])")
_CASE = lazy(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_PARTS = lazy(r"[^A-Za-z0-9À-ÿ]+")
# Words that say nothing of what is changed.
VOID = frozenset(
    "it them they this that these those any anything something one there here thing stuff"
    " file files code the a an in of to on for at by from your our its their same such"
    " src lib main app com org java kotlin test tests".split()
)
MAX_TEXT = 20_000  # of an edit's text, what is read for code names
MAX_WORDS = 4  # a longer object is a sentence, not a kind of change
MIN_WORD = 3


def fold(word: str) -> str:
    """A word compared loosely: lower case, a plural ending taken off."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("ches", "shes", "sses", "xes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def split_words(text: str) -> list[str]:
    """The folded words of `text`, identifiers split at case and punctuation."""
    out = []
    for tok in _PARTS.split(text):
        for part in _CASE.findall(tok) if tok.isascii() else [tok]:
            if len(part) >= MIN_WORD and not part.isdigit():
                out.append(fold(part))
    return out


Trigger = tuple  # (words, paths, form, new): one way a memory names a kind of change


def triggers(text: str) -> list[tuple[tuple[str, ...], tuple[str, ...], str, bool]]:
    """(words, paths, form, new) of each way a memory's change-trigger clauses name what
    changes: the folded words of one alternative of the object, the paths it names (the
    edited file must lie under each), the code it backticks (`sqlx::query!`: an edit
    writing it is that change), and whether the clause is about a new one (a file the
    call creates). Empty when the memory has no such clause."""
    out: list[tuple[tuple[str, ...], tuple[str, ...], str, bool]] = []
    if not _CUE.search(text):
        return out
    found = [(m, False) for m in _TRIGGERS.finditer(text)]
    found += [(m, True) for m in _NEW.finditer(text)]
    for m, new in found:
        head = _SENTENCE.split(text[: m.start()])[-1]
        if _CONSEQUENCE.search(head) or _MESSAGE.search(head):
            continue  # what follows from a change, or when an error shows: no rule of it
        raw = next((g for g in m.groups() if g), "")
        at = m.start(m.lastindex or 0)
        span = _FORM.match(text, at) or (_FORM.match(text, at - 1) if at > 0 else None)
        if span is not None and _CODE.search(span.group(1)):
            if ((), (), span.group(1), new) not in out:
                out.append(((), (), span.group(1), new))
            continue
        for name in _CODE_NAME.findall(raw):  # `machine_type`, services.postgresql.package
            if ((), (), name, new) not in out:
                out.append(((), (), name, new))
        raw = raw.replace("`", " ").strip()
        paths = tuple(p.strip("/") for p in raw.split() if _PATHY.match(p) and "/" in p)
        plain = " ".join(p for p in raw.split() if not (_PATHY.match(p) and "/" in p))
        for alt in _ALT.split(plain):
            words = tuple(w for w in split_words(alt) if w not in VOID)
            one = (words, paths, "", new)
            if (words or paths) and len(words) <= MAX_WORDS and one not in out:
                out.append(one)
    return out


def code_names(text: str) -> list[str]:
    """The dotted or snake_case names in `text` (`machine_type`, `a.b.c`)."""
    return _CODE_NAME.findall(text[:MAX_TEXT])


def place_words(rel: str) -> set[str]:
    """The folded words of a project-relative path: its folders, its name's parts."""
    return {w for w in split_words(rel) if w not in VOID}


def added_words(new: str, old: str) -> set[str]:
    """The folded words an edit writes more often than the text it replaces holds."""
    counts: dict[str, int] = {}
    for w in split_words(new):
        counts[w] = counts.get(w, 0) + 1
    for w in split_words(old):
        counts[w] = counts.get(w, 0) - 1
    return {w for w, n in counts.items() if n > 0}


def under(rel: str, path: str) -> bool:
    """Is `rel` the path `path` names, or inside it (a run of its folders)?"""
    p = path.strip("/").lower()
    r = rel.lower()
    return r == p or r.startswith(p + "/") or f"/{p}/" in f"/{r}"


def tied(text: str, rel: str, new: str, old: str, *, created: bool) -> tuple[str, ...] | None:
    """The way the memory's trigger names this edit (its words, or its path or form
    alone), or None. `created`: the call writes a whole file (a Write), which a clause
    about a new one of X is about; an edit of a file already there is not."""
    found = triggers(text)
    if not found:
        return None
    place = place_words(rel)
    adds: set[str] | None = None
    for words, paths, form, fresh in found:
        if fresh and not created:
            continue
        if form:
            if form in new and new != old:
                return (form,)
            continue
        if paths:
            if all(under(rel, p) for p in paths):
                return paths
            continue
        if not any(w in place for w in words):
            continue
        if adds is None:
            adds = added_words(new, old)
        if all(w in place or w in adds for w in words):
            return words
    return None


def tie_keys(text: str) -> list[tuple[str, str]]:
    """(kind, key) of what `tied` needs of an edit for one of the memory's triggers to
    name it: ('word', w) an object's word the edit's place must hold (place_words), ('path',
    p) a path the edited file must lie under (lower case: `under`), ('form', f) code the
    edit must write. An edit none of whose place words or path runs (path_runs) is a key
    and whose text holds no form key is named by no trigger. Empty without a trigger."""
    out: dict[tuple[str, str], None] = {}
    for words, paths, form, _ in triggers(text):
        if form:
            out[("form", form)] = None
        elif paths:  # `tied` reads the paths alone then
            out.update((("path", p.strip("/").lower()), None) for p in paths)
        else:
            out.update((("word", w), None) for w in words)
    return list(out)


def path_runs(rel: str) -> list[str]:
    """Every run of a project-relative path's folders and name, lower case: the paths a
    trigger may name for `under(rel, path)` to hold (and more)."""
    parts = rel.lower().split("/")
    return ["/".join(parts[i:j]) for i in range(len(parts)) for j in range(i + 1, len(parts) + 1)]
