"""Commands a memory names in plain prose, compared with the Bash call about to run.

retain.rank.tooltie.by_command compares a call with the commands a memory names in
backticks. Many memories name them plainly: "Set them with pulumi config set --secret -s
<stack> <key>", "Installs are npm ci everywhere", "the transactor is not running. make
transactor.", "start it with docker compose up -d db-test". Such a memory is tied to a
call by its command key alone, and a call that runs the very step it prescribes already
follows it: the line only spends the model's attention (the most common unwanted line
before a Bash call on the spent tool-call sets).

Here the prose run of the key (`prose_spans`: the key's words, then the options, values,
placeholders, paths and assignments that follow it, up to the end of its clause) is read
as if it were backticked: the same sign (retain.core.toolspans.span_sign) and the same
verdict (span_verdict) as a backticked span. A prescribed run the call performs as
written is 'silent'; a run targeting another path or subcommand is 'other' and does not
tie the memory by that key; anything else fires as before.

A second rule, for runners: `alr exec -- gnatformat` names the command after `--`; a
call running another command through the same runner (`alr exec -- gnatprove`) is
another command, not a run of the memory's (`other_after_dashdash`).

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie

# Memories whose prose commands one call reads: each costs a parse of its runs (about a
# millisecond under load), and a call's key rarely ties more; the rest fire as before.
MAX_PROSE_ROWS = 20
MAX_SPAN_WORDS = 12  # a longer run is a pasted line, not a step named in prose
# A word of a command line after its key: an option (`--secret`, `-s`, `--level=2`), a
# placeholder (`<stack>`, `...`), an assignment (`ENV=test`, `VERSION=x.y.z`), a path or
# file (`policy/`, `docs/make.jl`, `db-test`), or `--` (what follows is the command run).
_ARG = lazy(
    r"^(?:--?[A-Za-z][\w.-]*(?:=\S+)?|<[^<>\s]+>|\.{3}|--|(?:[A-Za-z_]\w*|<[^<>\s]+>)=\S*"
    r"|[\w.@+-]*[/.][\w./@+*<>-]*|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)$"
)
# An option naming what the next word is (`-s <stack>`, `--project docs`): that word is
# part of the run however it is spelt.
_TAKES_VALUE = lazy(r"^--?[A-Za-z][\w-]*$")
_NEXT_WORD = lazy(r"[ \t]+(\S+)")  # the next word on the same line
_VALUE = lazy(r"^[\w.@+-]+$")  # an option's value spelt as a plain word
_SUB = lazy(r"^[a-z][a-z0-9:_-]{0,40}$")  # a subcommand word (as retain.core.toolspans)
# A Gradle task, one of several a run names in a row (`ktlintCheck detekt test`).
_TASK = lazy(r"^[a-z][a-z0-9]{0,20}(?:[A-Z][a-z0-9]{0,20}){0,4}$")
# After a run: its clause ends (punctuation, a parenthesis, a dash, the end of the text).
# (a shell's `&&` or `||` ends a command as a semicolon does: `npm run lint && npm test`)
_CLAUSE_END = lazy(r"\s*(?:$|[.,;:!?)(\u2014\u2013]|-\s|&&|\|\|)")
# Before a run, in its clause: it is named as what not to run ("No prisma migrate on
# PlanetScale"; retain.core.toolspans reads `never`, `don't`, `not`, `avoid`, ...).
_NO_BEFORE = lazy(r"(?:^|[.;:!?]\s*|\s)no\s+(?:\w+\s+){0,2}$", re.I)
# Words that join prose to a command, never a subcommand of it.
_PROSE_WORDS = frozenset(
    {"without", "with", "and", "or", "then", "before", "after", "in", "on", "for", "to",
     "from", "via", "using", "plus", "instead", "first", "once", "again", "only", "also"}
)  # fmt: skip
_TRAILING = ".,;:)!?\u2019\u201d'\""  # punctuation that ends the run it is glued to


def prose_spans(text: str, key: str) -> list[tuple[str, int, int, bool]]:
    """Each plain-prose run of the command `key` in a memory's text (not inside
    backticks): (the run, its start, its end, whether it ends its clause). The run is
    the key's words and the command-line words right after them (_ARG; a word after an
    option taking a value; a subcommand word before an option), stopping at the first
    plain word or the clause's punctuation. A run followed by a plain word ("git mv both
    files", "prisma migrate on PlanetScale") is not closed: what the memory says of the
    command goes on in prose, and the run alone is not the step it prescribes."""
    from retain.core.toolcommand import CAMEL_TASK_TOOLS, LAUNCHERS

    words = key.split()
    if not words:
        return []
    # the tool as the memory may spell it: its project launcher (`./gradlew` runs gradle)
    spelt = [re.escape(words[0])] + [
        rf"(?:\./)?{re.escape(w)}" for w, t in LAUNCHERS.items() if t == words[0]
    ]
    pattern = (
        r"(?<![\w`/.-])(?:"
        + "|".join(spelt)
        + ")"
        + "".join(r"\s+" + re.escape(w) for w in words[1:])
        + r"(?![\w`/-])"
    )
    tasks = words[0] in CAMEL_TASK_TOOLS  # `./gradlew ktlintCheck detekt`: tasks in a row
    ticks = [m.span() for m in re.finditer(r"`[^`\n]*`", text)]
    out = []
    for m in re.finditer(pattern, text):
        if any(a <= m.start() < b for a, b in ticks):
            continue
        end = m.end()
        run = [m.group(0)]
        prev = ""
        while len(run) < MAX_SPAN_WORDS and (w := _NEXT_WORD.match(text, end)) is not None:
            token = w.group(1)
            bare = token
            while bare[-1:] in _TRAILING and bare[-1:] and not bare.endswith("..."):
                bare = bare[:-1]
            after = _NEXT_WORD.match(text, w.end())
            # a plain word goes on the run only where the run goes on after it (or ends
            # its clause there): a value after an option (`--stack dev`), a subcommand
            # right after the key before an option (`config set --secret`); not prose
            # (`without --full-refresh after changing`)
            goes_on = bare != token or after is None or _ARG.match(after.group(1)) is not None
            value = bool(_TAKES_VALUE.match(prev)) and prev != "--" and goes_on
            sub = (
                len(run) == 1
                and bare == token
                and _SUB.match(bare) is not None
                and bare.lower() not in _PROSE_WORDS
                and after is not None
                and after.group(1).startswith(("-", "<"))
            )
            task = tasks and _TASK.match(bare) is not None and bare.lower() not in _PROSE_WORDS
            if not bare or not (_ARG.match(bare) or (value and _VALUE.match(bare)) or sub or task):
                break
            run.append(bare)
            end = w.start(1) + len(bare)
            prev = bare
            if bare != token:  # punctuation glued on: the clause ends here
                break
        # the run ends its clause: nothing it says of the command is cut off
        closed = _CLAUSE_END.match(text, end) is not None
        out.append((" ".join(run), m.start(), end, closed))
    return out


def _in_list_aside(text: str, start: int, end: int) -> bool:
    """Is the run one of a list in parentheses ("outside the Editor (mv, git mv) must
    move the .meta too")? Such an aside gives examples of what the sentence is about,
    not a step to take."""
    opening = text.rfind("(", 0, start)
    closing = text.find(")", end)
    if opening < 0 or closing < 0 or ")" in text[opening:start] or "(" in text[end:closing]:
        return False
    inside = text[opening + 1 : closing]
    return "," in inside or re.search(r"\s(?:or|and)\s", inside) is not None


def other_after_dashdash(span: str, command: str, text: str = "") -> bool:
    """Does the span run one command through a runner (`alr exec -- gnatformat`) while
    every run of the same runner in the call runs another (`alr exec -- gnatprove`),
    one the memory's `text` never names ("Don't run gnatpp" is about `alr exec --
    gnatpp`)?"""
    from retain.core.toolcommand import split_command

    if " -- " not in f" {span} " or " -- " not in f" {command} ":
        return False  # no runner on one side: nothing to compare (and no parsing to pay)

    def after(words: list[str]) -> tuple[str, str] | None:
        if "--" not in words:
            return None
        i = words.index("--")
        rest = [w for w in words[i + 1 :] if not w.startswith("-")]
        return (" ".join(words[:i]), rest[0]) if rest else None

    first = split_command(span)[:1]
    mine = after(first[0]) if first else None
    if mine is None:
        return False
    theirs = [a for s in split_command(command) if (a := after(s)) is not None]
    theirs = [a for a in theirs if a[0].split()[:1] == mine[0].split()[:1]]

    def named(word: str) -> bool:
        return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None

    return bool(theirs) and all(a[1] != mine[1] and not named(a[1]) for a in theirs)


def by_prose(found: Sequence[Tie], command: str) -> tuple[list[Tie], set[int]]:
    """The matches a Bash call keeps once the commands its memories name in prose are
    read like backticked ones (module doc), and the ids of the memories the call already
    follows (dropped whatever else ties them, as by retain.rank.tooltie.by_command)."""
    from retain.core import toolspans
    from retain.rank import toolquiet

    words = toolspans.call_tokens(command)
    done: set[int] = set()
    dropped: set[tuple[int, str, str, str]] = set()
    read = 0
    for m, kind, key, target in found:
        if kind != "cmd":
            continue
        if target and target[0] in "+-~" and other_after_dashdash(target[1:], command, m.text):
            dropped.add((m.id, kind, key, target))
            continue
        if target or read >= MAX_PROSE_ROWS:
            continue
        read += 1
        verdicts = []
        for span, start, end, closed in prose_spans(m.text, key):
            marked = f"{m.text[:start]}`{span}`{m.text[end:]}"
            sign = toolspans.span_sign(marked, start, end + 2)
            if sign is None:  # named as the command that fails: the failure hook's
                continue
            if _NO_BEFORE.search(m.text[max(0, start - 40) : start]):
                sign = "-"
            elif _in_list_aside(m.text, start, end):
                sign = "~"
            verdict = toolspans.span_verdict(sign + span, words, command, marked)
            if verdict == "silent" and not closed:
                verdict = "fire"
            if verdict == "fire" and other_after_dashdash(span, command, m.text):
                verdict = "other"
            if verdict == "fire" and sign == "~" and toolquiet.describes_only(m.text, key):
                verdict = "other"  # only described: nothing for the run to get wrong
            verdicts.append(verdict)
        if "silent" in verdicts:
            done.add(m.id)
        elif verdicts and all(v == "other" for v in verdicts):
            dropped.add((m.id, kind, key, target))
    kept = [r for r in found if r[0].id not in done and (r[0].id, r[1], r[2], r[3]) not in dropped]
    return kept, done
