"""The sleep pass's fix step: each failure -> fix of the session (retain.sleep.fixes) kept
as one memory through the write gate (`Memory.write`), so it is redacted and a fix already
known is strengthened instead of stored twice.

The agent's own account of the same failure ("The go.sum was stale after the rebase."),
found by transcript capture, joins the fix's memory instead of becoming a second one: one
failure, one memory, holding the command, the error line, the fix and the why.

Kept as `bugfix` (something was installed or changed) or `lesson` (the command is run
another way), valence failure, trust `inferred`: seen once it is found by search and by a
tool-time match on its error line; a second session that meets the same fix consolidates
it (retain.sleep.consolidate), and then it is shown at SessionStart too. Idempotent: a
second pass over the same transcript adds nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from retain.core import danger
from retain.errors import InvalidInput
from retain.redact import redact
from retain.sleep.fix_calls import Call, read_calls_and_words
from retain.sleep.fix_lexicon import INSPECT
from retain.sleep.fix_narrow import narrower
from retain.sleep.fix_programs import Program
from retain.sleep.fix_refusals import (
    answers_narrowing,
    reports_failure,
    retracted,
    stops_unresolved,
    takes_over,
)
from retain.sleep.fix_remedies import BACKTICKED
from retain.sleep.fix_reverts import taken_back
from retain.sleep.fix_silence import adds_skip_mark
from retain.sleep.fix_steps import another_action, does_less
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import BY_USER, Fix, every_fix, programs

if TYPE_CHECKING:
    from retain.sleep.capture import Candidate
    from retain.store.base import Store
    from retain.vectors.embed import Embedder

MIN_NAME_CHARS = 3  # a shorter name ("go", ".") would match any sentence
ACCOUNT_CHARS = 400  # the agent's account joined to a fix: one or two sentences
_WORDS = re.compile(r"[^\W_]+")
_IDENT = re.compile(r"\b[A-Za-z]\w*(?:_\w+|\.[a-z]\w*)+\b|\b[a-z]+[A-Z]\w*\b")


def learn_fixes(
    store: Store,
    transcript_path: str | Path,
    *,
    session_id: str,
    project_dir: str | Path | None,
    embedder: Embedder | None,
    now: float,
    candidates: Sequence[Candidate] = (),
) -> tuple[int, list[Candidate]]:
    """Write the session's fixes, each with the agent's account of it when capture found
    one; returns (how many were new or strengthened, the candidates left to capture)."""
    calls, words = read_calls_and_words(transcript_path)
    judged = [(f, taken_back(calls, f.failed_at, f.fixed_at)) for f in every_fix(calls, words)]
    found = [f for f, gone in judged if not gone]
    back = [f for f, gone in judged if gone]  # taken back: their account tells no lesson either
    open_ = left_open(calls)
    left = [
        c for c in candidates
        if not any(_accounts_for(c, f.output) for f in open_)
        and not any(tells_a_fix(c, f) for f in back)
        and not stops_unresolved(c, calls, found)
        and not retracted(c, calls)
        and not takes_over(c, calls)
        and not reports_failure(c, calls)
        and not answers_narrowing(c, calls, words)
    ]  # fmt: skip
    if not found:
        return 0, [c for c in left if not c.placed]
    from retain.memory.facade import Memory

    mem = Memory(store, embedder=embedder, project=str(project_dir) if project_dir else None)
    scope = "project" if mem.project_id is not None else "user"
    added = 0
    for fix in found:
        said = [c.said for c in calls[fix.failed_at + 1 : fix.fixed_at] if c.said]
        told = [c for c in left if tells_a_fix(c, fix, said)]
        before = left
        left = [c for c in before if not tells_a_fix(c, fix, said) and not repeats_fix(c, fix)]
        text = fix.text()
        account = told[0].text if told and len(told[0].text) <= ACCOUNT_CHARS else ""
        steps = " ".join([*fix.remedies, account])
        if danger.refused(steps):
            continue  # not a fix to teach (retain.core.danger), marked or not
        ran = [c.command for c in calls[fix.failed_at + 1 : fix.fixed_at + 1] if c.ok]
        taken = " ; ".join([steps, *ran])
        if danger.destroys(taken) or (danger.wipes(taken) and not danger.wipes(fix.command)):
            # the pass was bought by destroying data, wiping a database the failed command
            # did not ask to wipe, or forcing past a conflict: nothing to teach, and the
            # user's words the fix would have carried are theirs, kept as said
            left = [c for c in before if c in left or c.actor == "user"]
            continue
        if danger.as_root(steps):
            text += danger.ROOT_MARK
        if account:
            text = f"{text}. {account}"
        known = store.same_text(redact(text)[0], scope=scope, project_id=mem.project_id)
        if known is not None and session_id in store.sessions_of(known.id):
            continue  # this session's fix is already in: a second pass adds nothing
        try:
            mem.write(
                text,
                kind=fix.kind,
                scope=scope,
                trust="inferred",
                actor="transcript",
                source="transcript",
                session_id=session_id,
                now=now,
                context=f"failed: {fix.command} | passed: {fix.passed}",
            )
        except InvalidInput:  # refused (nothing left once redacted): nothing else is lost
            continue
        added += 1
    # an account chosen only by where it was said, that no kept fix took: the run after it
    # fixed nothing the session kept, so it is no lesson
    return added, [c for c in left if not c.placed]


def tells_a_fix(c: Candidate, fix: Fix, said: Sequence[str] = ()) -> bool:
    """The agent's account of this fix: a failure statement naming what the fix names (a
    package, a file, the command), or kept as the cause of the same failure (its error line
    is one of the failed run's). The user's words quoting the command the user ran for it
    are its account too, and so are the user's words `said` between the failure and the
    pass that name what the passing run added ("it is in .env.local, export it first")."""
    between = c.actor == "user" and any(c.text[:60] in s for s in said)
    if between and any(w in c.text.casefold() for w in _added(fix)):
        return True
    if c.actor == "user":
        if not any(r.endswith(BY_USER) for r in fix.remedies):
            return False
        told = [n for n in fix.names if " " in n]  # a command, not a bare package name
        return any(f"`{n}`" in c.text.casefold() for n in told)
    if c.actor != "agent" or c.valence != "failure":
        return False
    low = c.text.casefold()
    if any(n in low for n in fix.names if len(n) >= MIN_NAME_CHARS):
        return True
    if any(len(v) >= MIN_NAME_CHARS and v in low for v in _assigned(fix)):
        return True  # "The pipeline sets CHEF_LICENSE" tells `CHEF_LICENSE=accept-silent x`
    if _identifiers(fix.error) & _identifiers(c.text):
        return True  # "`for_each` ... known only after apply" explains "Invalid for_each"
    said = c.context.split("error: ", 1)[1] if "error: " in c.context else ""
    mine, theirs = _flat(fix.error), _flat(said.split(" | ", 1)[0])
    return bool(theirs) and (mine in theirs or theirs in mine or theirs in _flat(fix.output))


def repeats_fix(c: Candidate, fix: Fix) -> bool:
    """The user's words naming what the fix's passing run added, said anywhere in the
    session ("use -Dspring-boot.run.profiles=local", "my key is in ~/keys/work.txt"): the
    fix's memory holds it already, so it is not kept beside it as a second memory."""
    if c.actor != "user":
        return False
    low = c.text.casefold()
    return any(w in low for w in _added(fix) | _assigned_values(fix))


def _less(failed: Call, run: Call) -> bool:
    """The run passed by doing less than the failed one (fewer tests, a check skipped, a
    part of it run: retain.sleep.fix_narrow)."""
    added = set(run.command.split()) - set(failed.command.split())
    error = decisive_line(failed.output)
    return does_less(failed.command, run.command, added, error, failed.output) or narrower(
        failed, run
    )


def _added(fix: Fix) -> set[str]:
    """The words the passing run has and the failed one lacks, shaped like a name (a
    file, a variable, a flag): `./.env.local` gives `.env.local`."""
    words = set(fix.passed.casefold().split()) - set(fix.command.casefold().split())
    out = {w.strip("'\"").removeprefix("./") for w in words}
    return {w for w in out if len(w) >= 4 and re.search(r"[a-z]", w) and re.search(r"[._/=-]", w)}


def _assigned(fix: Fix) -> set[str]:
    """The variables the passing run sets and the failed one did not (`FOO=1 x`)."""
    return {w.split("=", 1)[0] for w in _added(fix) if re.match(r"^[a-z_][a-z0-9_]*=", w)}


def _assigned_values(fix: Fix) -> set[str]:
    """The values the passing run assigns, shaped like a name (`K=~/keys/work.txt` gives
    `~/keys/work.txt`; `K=1` or `K=local` gives nothing: too common to name the fix)."""
    values = {w.split("=", 1)[1] for w in _added(fix) if "=" in w}
    return {v for v in values if len(v) >= 4 and re.search(r"[a-z]", v) and re.search(r"[./]", v)}


def left_open(calls: Sequence[Call]) -> list[Call]:
    """Failed runs the session did nothing lasting about: no edit after them, and no later
    run of the same program passed, or only the same command again after nothing but
    looking and reruns (flaky). The agent's account of one is a diagnosis, not a lesson.

    Each command is parsed once and only the last pass of a failure's program is weighed
    (the one the answer rests on): a session of hundreds of long failing runs weighed every
    failure against every later run, each time choosing the failure's line again."""
    ran_by = [programs(c.command) if c.ok is True else [] for c in calls]
    lasting = max((c.index for c in calls if c.is_edit and not adds_skip_mark(c)), default=-1)
    out = []
    for f in calls:
        if f.ok is not False or f.index < lasting:
            continue
        ran = programs(f.command)
        keys = {p.key for p in ran}
        line = " ".join(f.command.split())
        last = next(
            (
                c for c in reversed(calls[f.index + 1 :])
                if c.ok is True
                and any(q.key == p.key and not another_action(p, q)
                        for p in ran for q in ran_by[c.index])
                and not _less(f, c)
            ),
            None,
        )  # fmt: skip
        if last is None or (
            " ".join(last.command.split()) == line
            and all(_looks_or_reruns(c, keys, ran_by[c.index])
                    for c in calls[f.index + 1 : last.index])
        ):  # fmt: skip
            out.append(f)
    return out


def _looks_or_reruns(c: Call, keys: set[tuple[str, str, str]], ran: Sequence[Program]) -> bool:
    if c.said:  # the user's words change something only when they say a command run
        return not any(programs(q) for q in BACKTICKED.findall(c.said))
    if c.ok is not True:
        return True  # a failure changes nothing
    return all(p.key in keys or p.name in INSPECT for p in ran)


def _accounts_for(c: Candidate, output: str) -> bool:
    """The agent's failure account of a run with this output (its context names the line)."""
    if c.actor != "agent" or c.valence != "failure" or "error: " not in c.context:
        return False
    said = _flat(c.context.split("error: ", 1)[1].split(" | ", 1)[0])
    return bool(said) and said in _flat(output)


def _flat(text: str) -> str:
    return " ".join(_WORDS.findall(text.casefold()))


def _identifiers(text: str) -> set[str]:
    """Words shaped like code (`for_each`, `serde_json`, `go.sum`, `esModuleInterop`): a
    sentence naming one of an error line's is about that error."""
    return {w.casefold() for w in _IDENT.findall(text)}
