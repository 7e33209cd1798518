"""`retain write`, `search`, `outcome`, `explain`, `forget`, `revive`, `pin`: the commands
on one memory at a time, each a few lines over the facade. The handlers' docstrings are
their help; retain.cli.main lists them and retain.cli.parser gives them their arguments.
"""

from __future__ import annotations

import argparse
import sys

from retain import config
from retain import format as fmt
from retain.cli.common import memory_for, notice, reply
from retain.errors import InvalidInput, RetainError
from retain.memory.facade import Memory

# Vectors `retain search` fills in before answering (CLI writes store none): about a
# second of embedding with the ONNX model; --semantic fills in all of them.
SEARCH_BACKFILL = 256


def cmd_write(args: argparse.Namespace) -> int:
    """Remember something (a decision, preference, bug fix, lesson...).

    Writes never load the embedding model: vectors are filled in later by the server or
    the sleep pass.

    --context says what it was learned in (the task, the symptom, the error): it helps
    a later search find the memory, and is never shown as the memory itself.

    examples:
      retain write "orders use optimistic locking (version column)" --kind decision
      retain write "the nightly job times out at 40 min" --context "CI green, nightly killed"
      git log -1 --format=%B | retain write - --kind note
    """
    text = sys.stdin.read() if args.text == "-" else args.text
    mem = memory_for(args)  # no embedder: vectors are back-filled by the server or sleep pass
    result = mem.write(
        text,
        kind=args.kind,
        scope=args.scope,
        outcome=args.outcome,
        verdict=args.verdict,
        target=args.target,
        pinned=args.pin,
        ttl_days=args.ttl_days,
        trust=args.trust,
        actor="user" if args.trust == "user" else "agent",
        source="cli",
        session_id=args.session_id,
        context=args.context,
    )
    return reply(args, fmt.write_result(result), result)


def cmd_search(args: argparse.Namespace) -> int:
    """Find memories relevant to a question, by meaning and by words.

    Loads the embedding model first when it loads quickly (the ONNX export: well under
    a second) and fills in vectors that CLI writes left missing. --words matches words
    only and loads nothing; --semantic loads the model even when only the slow
    sentence-transformers build is installed. Searching here does not count as using
    a memory.

    examples:
      retain search how do we avoid lost updates
      retain search --words --json staging url
      retain search deploy --at 2025-03-14
    """
    query = " ".join(args.query)
    at = fmt.parse_at(args.at) if args.at else None
    mem = _search_memory(args)
    found = mem.search(
        query, k=args.k, at=at, kind=args.kind, valence=args.valence, record_use=False
    )
    return reply(args, fmt.hits(query, found, at=args.at), found)


def _search_memory(args: argparse.Namespace) -> Memory:
    """The facade `retain search` needs: with the embedder unless --words, RETAIN_EMBEDDER
    is none, or (without --semantic) only a slow build is installed. Each fallback to
    words says why on stderr, so a missing answer is never a silent surprise."""
    name = config.embedder_name()
    if args.words:
        return memory_for(args)
    if name == "none":
        if args.semantic:
            raise InvalidInput("--semantic needs an embedder, but RETAIN_EMBEDDER=none")
        return memory_for(args)  # words only, as configured
    from retain.vectors.embed import EmbedderSlot, loads_quickly, missing_modules

    if not args.semantic and not loads_quickly(name):
        if name == "minilm-st" or not missing_modules(config.ST_MODULES):
            why = "only the slow sentence-transformers build is set up; --semantic loads it (~10 s)"
        else:
            why = f"no embedding model is installed ({config.ONNX_HINT})"
        notice(f"retain: matching words only: {why}")
        return memory_for(args)
    slot = EmbedderSlot(name)
    if args.semantic:
        notice("loading the embedding model…")
    mem = memory_for(args, embedder=slot, wait=True)
    if slot.load_now() is None:
        notice(f"retain: embedder unavailable ({slot.error}); searching by words only")
        return mem
    limit = None if args.semantic else SEARCH_BACKFILL
    try:
        done = mem.backfill(limit=limit)
    except RetainError as e:  # a full disk or read-only store must not hide answers
        notice(f"retain: could not store missing vectors ({fmt.one_line(str(e))})")
        return mem
    if done:
        noun = "memory that had" if done == 1 else "memories that had"
        notice(f"retain: embedded {done} {noun} no vector yet")
    if limit is not None and done >= limit:
        left = mem.status()["embedder"]["backfill_backlog"]
        if left:
            notice(
                f"{left} memories still have no vector and match by words only "
                "(`retain search --semantic` or `retain maintain --semantic` fills them in)"
            )
    return mem


def cmd_outcome(args: argparse.Namespace) -> int:
    """Report how a memory worked out: only outcomes move its confidence.

    examples:
      retain outcome 12 ok
      retain outcome 12 fail --note "the flag was renamed in v3"
      retain outcome --undo 7                   (an outcome inferred from a test run)
      retain outcome --undo-session SESSION_ID
    """
    if args.undo is not None or args.undo_session:
        mem = memory_for(args)
        undone = (
            [mem.undo_outcome(args.undo)]
            if args.undo is not None
            else mem.undo_session(args.undo_session)
        )
        lines = [
            f"Took back inferred {o.outcome!r} #{o.id} for [{m.id}]: confidence is now "
            f"{m.confidence:.2f}."
            for o, m in undone
        ]
        text = "\n".join(lines) or f"No inferred outcomes to take back for {args.undo_session!r}."
        return reply(args, text, [o for o, _ in undone])
    if args.id is None or args.outcome is None:
        raise InvalidInput("give a memory id and ok|fail (or --undo OUTCOME_ID)")
    result = memory_for(args).outcome(
        args.id, args.outcome, note=args.note, session_id=args.session_id
    )
    return reply(args, fmt.outcome_result(result, args.outcome), result)


def cmd_explain(args: argparse.Namespace) -> int:
    """Show a memory's evidence, confidence and history.

    examples:
      retain explain 12
      retain explain 12 --json
    """
    x = memory_for(args).explain(args.id)
    return reply(args, fmt.explanation(x), x)


def cmd_forget(args: argparse.Namespace) -> int:
    """Archive a memory (nothing is deleted; `retain revive` undoes it).

    examples:
      retain forget 12 --reason "we dropped that service"
    """
    m = memory_for(args).forget(args.id, args.reason)
    return reply(
        args, f"Forgot [{m.id}] ({m.retired_reason}). `retain revive {m.id}` undoes it.", m
    )


def cmd_revive(args: argparse.Namespace) -> int:
    """Bring back an archived memory.

    examples:
      retain revive 12
    """
    m = memory_for(args).revive(args.id)
    return reply(args, f"Revived [{m.id}]: {m.text}", m)


def cmd_pin(args: argparse.Namespace) -> int:
    """Pin a memory so the session-start block always considers it (--off unpins).

    examples:
      retain pin 12
      retain pin 12 --off
    """
    m = memory_for(args).pin(args.id, not args.off)
    word = "Pinned" if m.pinned else "Unpinned"
    return reply(args, f"{word} [{m.id}]: {m.text}", m)
