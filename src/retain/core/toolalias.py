"""A shell alias a memory defines: the same command under another name.

A memory says "`k` is our kubectl alias", "(`gw` in Sam's notes is his alias for
./gradlew)", or "the `sail` alias only exists in Ines's interactive zsh". A Bash call
then runs `k apply -f prod.yaml` or `gw check`: the command the memory is about, spelled
by its alias. `alias_keys` gives, for each command key the memory holds for the aliased
tool, the same key under the alias (with the same target, so the call is compared with
the memory's span as any run of the tool is); and, when the memory says the alias does not
exist where the agent runs (a non-interactive shell has none), the alias itself as a tool
not to run (target `-alias`: a run by the launcher's path is another command,
retain.core.toolspans).

Stdlib only (re and shlex): read at write time, with the other keys.
"""

from __future__ import annotations

import re

from retain.core.toolcommand import command_words, split_command
from retain.lazyre import lazy

# "`k` is our kubectl alias", "`gw` ... his alias for ./gradlew", "the `sail` alias ...":
# a short plain word in backticks, then "alias" in the same clause.
_ALIAS = lazy(
    r"`(?P<alias>[A-Za-z][\w-]{0,11})`(?P<mid>[^`\n.;:]{0,50}?)\balias\b(?P<rest>[^\n;)]{0,80})"
)
_FOR = lazy(r"^\s*(?:for|of|to)\s+`?(?P<target>[\w./-]+(?:\s+[\w-]+)?)`?")
_OWNED = lazy(r"\b(?:our|my|the|his|her|their|\w+'s)\s+(?P<target>[\w-]+)\s*$")
# Said of the alias: it is not there in the agent's shell.
_ABSENT = lazy(
    r"\b(?:interactive|(?:does\s*n[o']t|doesn't|not|never)\s+(?:exist|available|defined|set)"
    r"|only\s+exists?|undefined|missing)\b",
    re.I,
)

_SENTENCE_END = lazy(r"[.!?](?:\s|$)|\n")


def _tool(target: str) -> str | None:
    segments = split_command(target)
    parsed = command_words(segments[0]) if segments else None
    return parsed[0] if parsed is not None else None


def alias_keys(text: str, keys: dict[tuple[str, str], str]) -> list[tuple[tuple[str, str], str]]:
    """((kind, key), target) the aliases `text` defines add to its command `keys`."""
    out: list[tuple[tuple[str, str], str]] = []
    for m in _ALIAS.finditer(text):
        alias, rest = m.group("alias"), m.group("rest")
        found = _FOR.match(rest) or _OWNED.search(m.group("mid"))
        tool = _tool(found.group("target").rstrip(".-")) if found is not None else None
        if tool is not None and tool != alias:
            for (kind, key), target in keys.items():
                words = key.split()
                if kind == "cmd" and len(words) > 1 and words[0] == tool and "alias" not in words:
                    out.append((("cmd", " ".join([alias, *words[1:]])), target))
        end = _SENTENCE_END.search(text, m.end())
        if _ABSENT.search(text, m.start(), end.start() if end is not None else len(text)):
            out.append((("cmd", alias), "-" + alias))
    return out
