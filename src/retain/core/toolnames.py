"""Names a memory gives what an edit touches beside its path, and how an edit finds
them (issue 29): the type a file is named after (`NotesDatabase` for
`NotesDatabase.kt`), which retain.core.toolkeys reads when a memory is written and the
hook (retain.rank.tool) looks up; and whether a memory says a folder it names is
generated. Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.core.toolkeys import _MADE_BY_A_TOOL, _SENTENCE, unique

# A type's name in CamelCase, two humps or more (`NotesDatabase`, `SyncService`, not
# `Vault` nor `HTTP`): in Java, Kotlin, C#, Swift, Dart, Solidity, Scala and most
# object-oriented code a type lives in the file named after it, so a memory naming the
# type names that file. Not a member (`x.SaveData`) nor a generic's argument; the type
# a member is named on (`SaveData.CurrentVersion`) is.
_CLASS = re.compile(r"(?<![\w.$#@/-])([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)(?![\w/-])")
STEM = ".*"  # a file key's suffix for a file named by its stem, any extension


def class_names(text: str) -> list[str]:
    """The type names (`_CLASS`) a memory's text names: each keys the file named after
    it, looked up by an edit of a file whose stem is such a name (`stem_lookup`)."""
    return unique(_CLASS.findall(text))


# Files that hold data or text, not code: one named after a type (`abi/Vault.json`, a
# `Vault.md` page) is output or prose about it, not where the type is declared.
_NOT_CODE = frozenset(
    "json yaml yml md txt xml csv lock toml ini snap html svg png map log".split()
)


def stem_lookup(rel: str) -> list[str]:
    """The stem key (`NotesDatabase.*`) of an edited source file named after a type, or
    none."""
    name = rel.rsplit("/", 1)[-1]
    stem, _, ext = name.partition(".")
    last = name.rsplit(".", 1)[-1].lower()
    return [stem + STEM] if ext and last not in _NOT_CODE and _CLASS.fullmatch(stem) else []


_IS = re.compile(r"\b(?:is|are)\b", re.I)


def says_folder_generated(text: str, folder: str) -> bool:
    """Does a sentence of the memory that names `folder/` say it is generated (`out/ and
    release/ are build output`)? Not one that names it and a generated file in passing
    (`don't check generated stubs into src/`, `produced by helmify over config/`)."""
    named = re.compile(rf"(?<![\w./-]){re.escape(folder)}/")
    for sentence in _SENTENCE.split(text):
        at = named.search(sentence)
        if at is None:
            continue
        made = _MADE_BY_A_TOOL.search(sentence, at.end())
        # the folder is what is generated: named before the verb saying so, with `is`
        # or `are` between (not `don't check generated files into src/`)
        if made is not None and _IS.search(sentence, at.end(), made.end()) is not None:
            return True
    return False
