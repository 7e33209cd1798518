"""A thing a rule forbids by its plain name, added by an edit: the PreToolUse side of
"what an edit means" for memories that name a kind of thing in prose (issue 29, round 14).

"Never double or float for amounts", "no Lombok", "there is no ESLint here", "Don't put
tags on individual resources", "nunca println!", "not #ifndef include guards": the memory
names what it forbids as a plain word, no backticks and no code shape, so
retain.rank.toolcontent (code-shaped forms only: a plain prose word never ties there)
passes it by. The edit writes that very thing as a name of its code (`double Discount`,
`import lombok.Value`, `tags: { env }`, `#ifndef FOO_HPP`).

A memory is tied to an edit when the head of a prohibition of it (`head_words`: the first
word after "never / no / don't / not / avoid / jamais / nunca / kein ...", past a verb of
doing or an article, in prose, not backticked) is a name the edit adds:

- the edit's new text holds it as a whole name of its code (any case, a plural as its
  singular; not inside a string literal or a comment) more often than the text it
  replaces;
- the memory names it once (a word it also names in a step to take, `use pathlib.Path,
  not os.path`, is no thing it forbids alone);
- it is rare: at most RARE_MEMORIES memories of the whole store hold it (counted in the
  word index, as retain.rank.toolcontent counts: `float` of a project whose every rule
  speaks of floats is no sign of any one of them);
- the memory is a rule and not a note about a failure (retain.core.toolsymptom), and is
  not kept to tests or to other code than the file's (retain.rank.toolquiet.scoped_away);
- a word naming no thing (GENERIC: `code`, `file`, `change`, `value`...) never ties, nor
  a verb (`never log them`), a name with its number (`no macOS 15`: retain.core.toolcode)
  or a type word (retain.rank.toolabout ties it when the edit is about its subject).

Or a value it forbids right after a prohibition (`kein 0.0.0.0/0 ingress`,
`forbidden_values`) is one the edit writes more often than the text it replaces.

Read from the memories retain.rank.toolcontent already reads back for the call's rare words
(no search of its own), and tied as RANK["forbids"], after every key: the pre-tool hook
shows it only when nothing else ties the edit. Stdlib only: the pre-tool hook imports it.
"""

from __future__ import annotations

import re

from retain.core.candidate import Tie
from retain.lazyre import lazy
from retain.rank.toolabout import TYPE_WORDS

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Candidate

KIND = "forbids"
RARE_MEMORIES = 1  # memories of the store holding the word: one, the memory itself
MIN_WORD = 3

_NAME = lazy(r"[A-Za-z_][A-Za-z0-9_]*")
# A comment to the end of its line (`# the job signs on macOS`, `// no React here`).
_COMMENT = lazy(r"(?:^|(?<=\s))(?:#|//|--)(?=\s).*$", re.M)
# After a verb, not a thing: what it is done to (`never log them`, `don't touch it`).
_OBJECTS = frozenset("them it this that these those the a an any your our their".split())
# A string literal on one line: what it says is text shown or sent, not a name of the code
# (`'react to clicks'` names no React).
_LITERAL = lazy(r"\"[^\"\n]*\"|'[^'\n]*'")
_SPAN = lazy(r"`[^`\n]*`")
_SENTENCE = lazy(r"(?<=[.!?;])\s+|\n+")
# A prohibition, in the languages memories are written in (as retain.rank.toolcontent's,
# with the Romance "nada de", "niente", "ni").
_PROHIBITION = lazy(
    r"\b(?:never|no|don'?t|do not|not|avoid|must not|mustn'?t|nie|nicht|kein\w*|jamais"
    r"|nunca|não|niente|nada|ni)\b",
    re.I,
)
# What ends the prohibited thing: a clause break, a parenthesis, a dash between words.
_CLAUSE_END = lazy(r"[,;:()]|\s[-\u2013\u2014]\s|\u2014")
# Words between a prohibition and what it forbids: a verb of writing, an article.
_BEFORE_THING = frozenset(
    {"use", "using", "add", "adding", "a", "an", "any", "the", "de", "of", "call", "calls",
     "calling", "put", "putting", "write", "writing", "import", "importing", "new", "more"}
)  # fmt: skip
# Words joining the head to what follows it: the head is not a noun's modifier then.
_JOINING = frozenset(
    "in on or and for of to at from with by nor ni ou o y e und oder et as into is are be was"
    .split()
)  # fmt: skip
# Words naming no one thing a rule could forbid by name: an edit writes them everywhere.
GENERIC = frozenset(
    """the and for with not are this that from into only never always use used using when
    you your any every new all each its must should don need needs have has was were will
    can our but than then them they also one two file files code change changes edit add
    adding before after other out there here what which who how why get set run runs src
    main lib com org app apps java kotlin test tests spec internal pkg core common util
    utils index init mod def class public private return true false none null var val let
    const function import export package string int type types value values name
    names data config without anything every something anyone else even more less just
    like over under same instead those these their been being because while where whose
    about above below again once such very too own upon across""".split()
)


def fold(word: str) -> str:
    """A name as it is compared: lower case, a plural as its singular (`tags`, `tag`)."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def _names(text: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for m in _NAME.finditer(text):
        w = fold(m.group())
        out[w] = out.get(w, 0) + 1
    return out


def head_words(text: str) -> list[tuple[str, str]]:
    """(head, noun) of each thing a memory forbids by its plain name: a prohibition's
    head in its prose (backticked spans are retain.rank.toolcontent's), folded, named
    once in the memory; and when the head only modifies the plain word after it (`never
    model instances`, `not #ifndef include guards`), that word, which the edit must name
    too ('' when the head stands alone: `never double or float`, `no axios (removed`)."""
    prose = _SPAN.sub(" ` ", text)
    named = _names(prose)
    out: list[tuple[str, str]] = []
    for sentence in _SENTENCE.split(prose):
        for m in _PROHIBITION.finditer(sentence):
            words = _CLAUSE_END.split(sentence[m.end() :], maxsplit=1)[0].split()
            i = 0
            while i < len(words) and re.sub(r"\W", "", words[i]).lower() in _BEFORE_THING:
                i += 1
            if i == len(words) or "`" in words[i]:
                continue
            head = _NAME.match(words[i].lstrip("#@$.*\"'[{<"))
            if head is None:
                continue
            w = fold(head.group())
            noun = ""
            after = words[i + 1] if i + 1 < len(words) else ""
            # a verb (`never log them`), a name with its number (`no macOS 15 runner`:
            # retain.core.toolcode's), a type (retain.rank.toolabout ties it by its subject)
            if after.lower() in _OBJECTS or after[:1].isdigit() or w in TYPE_WORDS:
                continue
            if head.group() + "(" in sentence[m.end() :]:
                continue  # a call (`no Number(form.get(...))`): retain.rank.toolcontent's
            # (`println! ni`: a mark after the head ends its name)
            plain = after.isalpha() and after.islower() and words[i][-1:].isalnum()
            if plain and after not in _JOINING and fold(after) not in GENERIC:
                noun = fold(after)
            if len(w) >= MIN_WORD and w not in GENERIC and named.get(w) == 1:
                out.append((w, noun))
    return out


# A value (`0.0.0.0/0`, `5432`, `1.11`): a digit first, no prose word.
_VALUE = lazy(r"(?<![\w.])\d[\w.:/-]*[\w/]")
VALUE_WORDS = 4  # words after a prohibition a forbidden value is read in


def forbidden_values(text: str) -> list[str]:
    """The values a memory forbids right after a prohibition (`No 0.0.0.0/0 ingress`,
    `kein 0.0.0.0/0 ingress`, `Jamais d'ingress 0.0.0.0/0`): the first of each, three
    characters or more."""
    out: list[str] = []
    for sentence in _SENTENCE.split(text.replace("`", " ")):
        for m in _PROHIBITION.finditer(sentence):
            words = _CLAUSE_END.split(sentence[m.end() :], maxsplit=1)[0].split()
            # the first (`0.0.0.0/0 sur 5432`: the port is where, not what is forbidden)
            found = [v for v in _VALUE.findall(" ".join(words[:VALUE_WORDS])) if len(v) >= 3]
            if found and found[0] not in out:
                out.append(found[0])
    return out


def head_ties(pool: Sequence[Candidate], new: str, old: str, counts: dict[str, int]) -> list[Tie]:
    """(memory, 'forbids', the name as the edit writes it, '') of each rule of `pool` (the
    memories retain.rank.toolcontent read back for the call) forbidding by its plain name
    a name the edit adds that is rare in the store. `counts`: the store's memory counts
    of the call's words as toolcontent read them (a word not there is not looked up)."""
    from retain.core import toolsymptom

    if not pool or not new.strip():
        return []
    rare: dict[str, str] = {}
    added: dict[str, int] = {}
    if any(0 < n <= RARE_MEMORIES for n in counts.values()):  # else no name can tie
        added = _names(_COMMENT.sub(" ", _LITERAL.sub(" ", new)))
        before = _names(_COMMENT.sub(" ", _LITERAL.sub(" ", old))) if old else {}
        for word, n in counts.items():
            w = fold(word)
            if 0 < n <= RARE_MEMORIES and added.get(w, 0) > before.get(w, 0):
                rare.setdefault(w, word)
    out: list[Tie] = []
    for m in pool:
        if m.kind == "fact":
            continue
        hits = [
            rare[w]
            for w, noun in (head_words(m.text) if rare else [])
            if w in rare and (not noun or noun in added)
        ]
        # or a value it forbids, which the edit writes more often than the text it replaces
        hits += [v for v in forbidden_values(m.text) if new.count(v) > old.count(v)]
        if not hits or toolsymptom.about_failure(m.text):
            continue
        out.append(Tie(m, KIND, hits[0], ""))
    return out
