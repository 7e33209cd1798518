"""The user's last words on a failure the session leaves unresolved: not kept.

"Don't wipe deps, the network here is slow.", "Not now, I'll build it on CI", "No sudo on
this box, I'll ask IT.": the user stops the agent's step on a failure, and the session
ends without anything fixing it. Such a reply is about the step of the moment (why not
this, who takes over); read alone at the next failure it is noise. Pooled over the
failure -> fix sets (round 25) these were the most frequent wrong memory on sessions that
should leave none (five sets).

Kept all the same: a statement the user made detailed or announced (a standing rule
with its particulars: "Non : ne lance jamais --refresh-dependencies sur ce dépôt, le proxy
Nexus ..."), one the user said twice in the session, the user's words in any message but
the last, and anything said when a later run fixed the failure (the user's words are then
the fix's account). The capture sets hold no keeper of this shape.

The user taking the step over in a reply to a failed run is not kept either, whether a
later run passes or not: "Don't. Someone edited V14 by mistake; I already reverted it on main",
"No, the CA is mine, I'll clean it on the puppetserver" (`takes_over`). A reply quoting the
command the user ran says how ("I created it with `mix ecto.create`") and stays the fix's
account.

Nor is what is said right after the session narrowed a failing check to make it pass
(retain.sleep.fix_scope): the agent's "it passes, but only because the whole file is
disabled", the user's "no, the level stays 8, take that back" (`answers_narrowing`), nor
after it hid the failure some other way: the failing test skipped or deleted, its time
limit raised, every snapshot accepted (retain.sleep.fix_silence.hid_last).

Pure and stdlib-only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from retain import lexicon
from retain.sleep.fix_calls import Call, Words
from retain.sleep.fix_programs import programs
from retain.sleep.fix_reverts import asked_back, edit_undone
from retain.sleep.fix_scope import narrowed_last
from retain.sleep.fix_silence import hid_last

if TYPE_CHECKING:
    from retain.sleep.capture import Candidate
    from retain.sleep.fixes import Fix

PROBE_CHARS = 40  # of the candidate's text looked for in the message it came from
_FILE = "fixes"  # retain/lexicon/fixes.json
MIN_PROGRAM_CHARS = 3  # "go" alone is a word in other languages: said with its subcommand
_SPACE = re.compile(r"\s+")
_STATED_CUES = frozenset({"announced", "repeated"})  # said on purpose: kept whatever it says
_KEPT_CUES = _STATED_CUES | {"detailed"}


def stops_unresolved(c: Candidate, calls: Sequence[Call], found: Sequence[Fix]) -> bool:
    """`c` is the user's reply in the session's last message, said after a run that failed
    (or was interrupted) and that nothing after it made pass, with no fix after it."""
    if c.actor != "user" or _KEPT_CUES & set(c.cues):
        return False
    said = [x for x in calls if x.said]
    if not said or _probe(c.text) not in _plain(said[-1].said):
        return False
    last = said[-1].index
    if any(fix.fixed_at > last for fix in found):
        return False
    return _unresolved_before(calls, last)


def _unresolved_before(calls: Sequence[Call], last: int) -> bool:
    """Some run before `last` failed or was stopped, and no later run of the same program
    passed. One pass from the end, each command read once (a session holds hundreds)."""
    passed: set[tuple[str, str, str]] = set()  # programs a run after the one at hand passed with
    for f in reversed(calls):
        if f.is_edit or f.said:
            continue
        keys = {p.key for p in programs(f.command)}
        if f.ok is True:
            passed |= keys
        elif f.index < last and keys and not keys & passed:
            return True
    return False


def said_at(text: str, calls: Sequence[Call]) -> int | None:
    """Where the user's message a candidate came from sits: the first message holding the
    candidate's opening, read without white space (capture joins two sentences with a space,
    "权限。 先别动了", which the message need not hold)."""
    probe = _probe(text)
    return next((x.index for x in calls if x.said and probe in _plain(x.said)), None)


def _probe(text: str) -> str:
    return _plain(text)[:PROBE_CHARS]


def _plain(text: str) -> str:
    return _SPACE.sub("", text).casefold()


def retracted(c: Candidate, calls: Sequence[Call]) -> bool:
    """`c` is about a change the session took back: the user's reply asking for it ("No,
    revert that config change — ...", followed by the edit put back), or the agent's
    sentence naming a file whose every edit was put back as it was ("With Mem_Buf_Limit at
    50MB the tail input no longer pauses. (fluent-bit.conf)")."""
    if c.actor == "user" and not _KEPT_CUES & set(c.cues):
        at = said_at(c.text, calls)
        return at is not None and asked_back(at, calls)
    if c.actor != "agent":
        return False
    low = c.text.casefold()
    names = {x.path.rstrip("/").rsplit("/", 1)[-1] for x in calls if x.is_edit}
    return any(n.casefold() in low and edit_undone(n, calls) for n in names if len(n) >= 3)


# The user doing the step themselves, in each language of the lexicon: "I already reverted
# it on main", "I'll clean it on the puppetserver", "je m'en occupe", "lo hago yo", "私が
# 直します". A reply that names particulars besides is kept (it may be a standing rule).
_TAKES_OVER = re.compile("|".join(lexicon.phrases(_FILE, "takes_over")), re.I)
# The reply opening by stopping the agent and going on with what the user will do ("Stop,
# I'll reinstall it with Homebrew", "Arrête, je vais réinstaller CocoaPods avec Homebrew").
# It hands the step over however many particulars it names: a rule would say what not to do.
_STOP_THEN_MINE = re.compile(
    r"^\W*(?:(?:no|non|nein|não|nee|nie|нет|hayır|不|いや|아니)\W+)?"
    rf"(?:{'|'.join(lexicon.phrases(_FILE, 'takes_over_stop'))})\s*[,.!:;，。！、…—–-]+\s*"
    rf"(?:{'|'.join(lexicon.phrases(_FILE, 'takes_over_will'))})",
    re.I,
)


def takes_over(c: Candidate, calls: Sequence[Call]) -> bool:
    """`c` is the user's reply to a failed run saying the user takes the step themselves
    (or already took it). It is about who acts at that moment; read alone at the next
    failure it is noise, whether or not a later run passes. A reply quoting the command
    the user ran says how, and is kept (a fix's account); so is a standing rule."""
    if c.actor != "user" or _STATED_CUES & set(c.cues) or "`" in c.text:
        return False
    stops = _STOP_THEN_MINE.search(c.text) is not None
    if not stops and ("detailed" in c.cues or not _TAKES_OVER.search(c.text)):
        return False
    at = said_at(c.text, calls)
    if at is None:
        return False
    ran = [x for x in calls[:at] if x.command]
    return bool(ran) and ran[-1].ok is not True


def reports_failure(c: Candidate, calls: Sequence[Call]) -> bool:
    """`c` is the user's report of the failure the session is about: said in a message that
    names a program ("pip install nie przechodzi na nowym serwerze", "TLS を rustls に切り替えたら
    cargo build が通らなくなりました") whose first run after it, before the user speaks again,
    failed. It says what is broken now, which the failure and its fix record; read alone at
    the next failure it is noise, however many particulars it names (the failing program is
    one). A statement the user announced, or said twice, is kept."""
    if c.actor != "user" or _STATED_CUES & set(c.cues):
        return False
    at = said_at(c.text, calls)
    if at is None:
        return False
    low = c.text.casefold()
    for x in calls[at + 1 :]:
        if x.said:
            return False  # the user spoke again before any run of it
        if x.command and any(_names(low, p.name, p.sub) for p in programs(x.command)):
            return x.ok is False
    return False


def _names(low: str, name: str, sub: str) -> bool:
    """`low` names the program: by its name, or with its subcommand when the name is short
    (`go mod download`, not a bare "go")."""
    name = name.rsplit("/", 1)[-1].casefold()
    said = name if len(name) >= MIN_PROGRAM_CHARS else f"{name} {sub.split(' ')[0]}".strip()
    if len(said) < MIN_PROGRAM_CHARS:
        return False
    tool = sub.split(" ")[0].casefold() if name == "cargo" else ""  # `cargo clippy`: clippy
    tool = tool if len(tool) >= MIN_PROGRAM_CHARS and tool not in _CARGO_OWN else ""
    return any(
        re.search(rf"(?<![A-Za-z0-9_./-]){re.escape(w)}(?![A-Za-z0-9_-])", low) is not None
        for w in (said, tool)
        if w
    )


# cargo's own subcommands; any other (`cargo clippy`, `cargo nextest`) runs a program of its
# own (`cargo-clippy`), which a user names alone ("clippy 报错").
_CARGO_OWN = frozenset(
    "add bench build check clean doc fetch fix generate-lockfile help init install "
    "locate-project login logout metadata new owner package pkgid publish remove report "
    "run rustc rustdoc search test tree uninstall update vendor verify-project version "
    "yank config info".split()
)


def answers_narrowing(c: Candidate, calls: Sequence[Call], words: Sequence[Words]) -> bool:
    """`c` (the agent's words, or the user's not detailed or announced) was said right
    after the session's last change narrowed the failing check and it passed: about that
    step, which no fix keeps (retain.sleep.fix_scope.narrowed_last), or after it hid the
    failure: a test skipped or deleted, a limit raised (retain.sleep.fix_silence.hid_last)."""
    if c.actor == "user" and not _KEPT_CUES & set(c.cues):
        at = said_at(c.text, calls)
    elif c.actor == "agent":
        probe = _probe(c.text)
        at = next((n for n, text in words if probe in _plain(text)), None)
    else:
        return False
    return at is not None and (narrowed_last(at, calls) or hid_last(at, calls))
