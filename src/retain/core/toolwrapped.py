"""A command a memory prescribes through another: the same tool, spelled with a lead.

A memory says "build front assets in the container: `sail npm run build`", "always
`bundle exec fastlane ...`", "one package: `melos exec --scope=core -- flutter test`". What
the agent then runs is the tool itself (`npm run build`, `fastlane test`, `flutter
test`), without the words the memory put before it: the same command spelled another
way, and the very mistake the memory is about. The command parser
(retain.core.toolcommand) reads the tool after a wrapper or runner it knows, and keys
nothing for a bare tool or for a lead it does not know (`sail`, `mise exec --`), so such a
memory was tied to no run of the tool.

`wrapped_run` reads a prescribed span's inner command: the tool after the words before
it (a runner the parser skips, `--`, or a lead followed by a known tool), keyed as that
command is; `verdict` compares a call matched on that key: a run through the lead, or of another
subcommand, is not this tie; any other run fires.

Stdlib only (re and shlex): the hook imports it.
"""

from __future__ import annotations

from retain.core.toolcommand import (
    INTERPRETERS,
    KNOWN_TOOLS,
    _key_from,
    command_words,
    split_command,
)
from retain.core.toolspans import ASSIGNMENT
from retain.core.toolspans import WRAPPED as WRAPPED
from retain.lazyre import lazy

_PLACEHOLDER = lazy(r"<[^<>\s]{1,40}>|\.\.\.|…")


def _words(span: str) -> list[str]:
    """The first simple command of a span, its environment assignments left out."""
    segments = split_command(span)
    words = segments[0] if segments else []
    i = 0
    while i < len(words) and ASSIGNMENT.match(words[i]):
        i += 1
    return words[i:]


def _base(word: str) -> str:
    return word.rsplit("/", 1)[-1]


def _inner_at(words: list[str]) -> int | None:
    """Where the command a span runs through its lead starts: the tool the parser reads
    after a wrapper or runner it skips (`bundle exec fastlane`), else the word after `--`
    (`mise exec -- zig build`) or the first known tool after the first word (`sail npm run
    build`); None when the span runs its first word itself, or an interpreter runs it
    (`python -m pytest` is pytest spelled another way, not pytest through python)."""
    if not words or _base(words[0]) in INTERPRETERS or _base(words[0]).startswith("python"):
        return None
    parsed = command_words(words)
    if parsed is not None and parsed[0] != _base(words[0]):
        tool = parsed[0]
        found = [i for i in range(1, len(words)) if _base(words[i]) == tool]
        return found[0] if found else None
    for i in range(1, len(words)):
        if words[i - 1] == "--" or _base(words[i]) in KNOWN_TOOLS:
            return i if not words[i].startswith("-") else None
    return None


def wrapped_run(span: str) -> str | None:
    """The key of the command a span runs through a lead (`sail npm run build` -> `npm
    run build`, `bundle exec fastlane ...` -> `fastlane`), when the parser's own key for
    the span is not it or names a bare tool; None otherwise."""
    words = _words(span)
    at = _inner_at(words)
    if at is None:
        return None
    parsed = command_words(words[at:])
    if parsed is None or parsed[0] in INTERPRETERS:
        return None
    inner = _key_from(parsed[0], parsed[1])
    outer = command_words(words)
    own = _key_from(*outer) if outer is not None else None
    if not inner or (inner == own and " " in inner):
        return None  # the parser keys it already, and compares the span with the call
    return inner


def verdict(target: str, call: str) -> str:
    """How a span prescribed through a lead (`target`: WRAPPED and the span) bears on a
    call matched on its inner command's key: 'other' when the call runs the tool
    through the same lead or runs another subcommand of it, 'fire' otherwise (the tool
    run without what the memory puts before it). Never 'silent': a run through the lead
    is judged by the span's own key, when the parser gives it one."""
    from retain.core.toolsubs import another_subcommand

    words = _words(_PLACEHOLDER.sub(" ", target[1:]))
    at = _inner_at(words)
    if at is None:
        return "other"
    lead = {_base(w) for w in words[:at] if not w.startswith("-") and w != "--"}
    said = {_base(w) for s in split_command(call) for w in s}
    if lead & said or another_subcommand(" ".join(words[at:]), call):
        return "other"  # run as prescribed: the memory's own span, if keyed, says so
    # A run with its own options (`bundle exec rubocop --auto-gen-config`) is that run:
    # a call passing none of them runs the tool for something else.
    options = {w.split("=", 1)[0] for w in words[at + 1 :] if w.startswith("-") and w != "--"}
    if options and not options & {w.split("=", 1)[0] for w in said}:
        return "other"
    return "fire"
