"""Commit messages as tool-time keys read them: a memory stating how commit messages are
written ("Commit messages must be Conventional Commits", "Bitte Commit-Nachrichten im
Imperativ", "subject under 60 characters") and a `git commit -m` whose message breaks it.

Such a memory names no file and no command, yet the moment it is about is plain: a
commit with a message. It is keyed on `git commit` (target STYLE, by
retain.core.toolkeys.memory_keys) and the PreToolUse hook shows it only for a commit whose
message breaks one of the things it asks (`breaks`): a commit already written that way
follows the memory, and one with no message on the command line (an editor opens) says
nothing a hook can read. What is asked is read from the memory in the languages memories
are written in; a memory asking for nothing readable keys nothing.

Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

STYLE = "@message"  # the target of a `git commit` key that is a message style
# The subject a memory speaks of: commit messages or subjects, in the languages memories
# are written in.
_ABOUT = lazy(
    r"\bcommit[- ]?(?:messages?|subjects?|titles?|nachrichten|meldungen)\b"
    r"|\b(?:messages?|mensajes?|mensagens?|sujets?)\s+de\s+commits?\b"
    r"|\bconventional[- ]commits?\b|コミットメッセージ|커밋\s*메시지|提交信息",
    re.I,
)
# What it may ask, each a test `breaks` runs on the subject line.
_ASKS = {
    "conventional": lazy(r"\bconventional[- ]commits?\b|(?<![\w`])feat(?:\([^)]*\))?:", re.I),
    "imperative": lazy(
        r"\bimperati\w*|\bimpératif\b|\bpresent tense\b|\bau présent\b|\bim präsens\b"
        r"|\bpresente\b|\"Add\b",
        re.I,
    ),
    "english": lazy(
        r"\b(?:english|inglés|ingles|inglês|englisch|anglais|inglese)\b|英語|영어", re.I
    ),
    "lowercase": lazy(r"\blower[- ]?case\b|\bminúscul\w*|\bkleinbuchstab\w*|\bminuscule\b", re.I),
    "prefix": lazy(
        r"\bprefix\w*|\bdelante\b|\bvorangestellt\b|\bdevant\b|\bpréfix\w*"
        r"|\bwith the (?:package|module|component|area|scope)\b",
        re.I,
    ),
}
_LENGTH = lazy(
    r"\b(?:under|below|at most|max(?:imum)?|up to|unter|menos de|moins de)\s+(\d{2,3})\s*"
    r"(?:char\w*|zeichen|caract\w*|letters)",
    re.I,
)
# A subject that follows the conventions asked: a type and its scope (`feat(ui): `), or
# the area it changes (`cmd/export: `, `dynamics: `).
_CONVENTIONAL = lazy(r"^[a-z]+(?:\([^)]*\))?!?: \S")
_PREFIXED = lazy(r"^[\w./()-]+: \S")
_PAST = lazy(r"^[A-Za-z]{2,}ed$")  # `Added`, `fixed`: not the imperative `Add`, `fix`
_NOT_PAST = frozenset({"need", "embed", "feed", "seed", "speed", "shed", "bed", "red", "bleed"})


def asks(text: str) -> dict[str, int]:
    """What a memory about commit messages asks of one: {name: 1} for each convention it
    states (conventional, imperative, english, lowercase, prefix), and {"length": N} for
    a subject under N characters; {} when the memory is not about commit messages."""
    if _ABOUT.search(text) is None:
        return {}
    out = {name: 1 for name, pattern in _ASKS.items() if pattern.search(text)}
    length = _LENGTH.search(text)
    if length is not None:
        out["length"] = int(length.group(1))
    return out


def subject(command: str) -> str | None:
    """The subject line of the message a `git commit` passes on its command line (`-m`,
    `-am`, `--message=`); None when the call makes no commit or opens an editor."""
    from retain.core.toolcommand import command_words, split_command

    for segment in split_command(command):
        parsed = command_words(segment)
        if parsed is None or parsed[0] != "git" or "commit" not in parsed[1][:3]:
            continue
        rest = parsed[1]
        for i, word in enumerate(rest):
            if word.startswith("--message="):
                lines = word[10:].strip().splitlines()
                return lines[0].strip() if lines else None
            flag = word == "--message" or (
                word.startswith("-") and not word.startswith("--") and word.endswith("m")
            )
            if flag and i + 1 < len(rest):
                lines = rest[i + 1].strip().splitlines()
                return lines[0].strip() if lines else None
    return None


def breaks(text: str, line: str) -> bool:
    """Does this commit subject break one of the conventions the memory asks (`asks`)?"""
    wanted = asks(text)
    if not wanted or not line:
        return False
    body = line
    if "conventional" in wanted:
        if _CONVENTIONAL.match(line) is None:
            return True
        body = line.split(": ", 1)[1]
    elif "prefix" in wanted:
        if _PREFIXED.match(line) is None:
            return True
        body = line.split(": ", 1)[1]
    first = body.split()[0] if body.split() else ""
    if "imperative" in wanted and _PAST.match(first) and first.lower() not in _NOT_PAST:
        return True
    if "english" in wanted and any(ord(c) > 127 and c.isalpha() for c in line):
        return True
    if "lowercase" in wanted and first[:1].isupper():
        return True
    return len(line) > wanted.get("length", len(line))
