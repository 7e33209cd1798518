"""`retain`: the command line over the same Memory facade as the MCP server.

Every command is thin: parse, call the facade, print (text, or JSON with --json). Errors
become one line on stderr and an exit status: 2 for bad input, 1 for a missing id or an
unusable store. Heavy modules load only when a command needs them: `write` never touches
the embedding model; `search` loads it when it loads quickly (the ONNX export) unless
--words.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import traceback
from pathlib import Path
from typing import IO, Any

from retain import cli_parser, config
from retain import format as fmt
from retain.cli_parser import Handler
from retain.cli_portable import cmd_import, cmd_ui
from retain.errors import InvalidInput, NotFound, RetainError
from retain.memory import Memory

# Vectors `retain search` fills in before answering (CLI writes store none): about a
# second of embedding with the ONNX model; --semantic fills in all of them.
SEARCH_BACKFILL = 256


def _out(args: argparse.Namespace, text: str, data: Any) -> int:
    if getattr(args, "json", False):
        print(json.dumps(fmt.to_jsonable(data), ensure_ascii=False, indent=2))
    else:
        print(text)
    return 0


def _memory(args: argparse.Namespace, *, embedder: Any = None, wait: bool = False) -> Memory:
    return Memory(
        getattr(args, "db", None),
        embedder=embedder,
        project=getattr(args, "project", None),
        wait_for_model=wait,
    )


def _progress(message: str) -> None:
    """A notice on stderr, always a whole line of its own: stdout (the answer, or JSON)
    stays clean, and a reader that shows both streams together never sees the two run
    into one line."""
    print(message.rstrip("\n"), file=sys.stderr, flush=True)


# -- commands ---------------------------------------------------------------------------
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
    mem = _memory(args)  # no embedder: vectors are back-filled by the server or sleep pass
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
    return _out(args, fmt.write_result(result), result)


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
    return _out(args, fmt.hits(query, found, at=args.at), found)


def _search_memory(args: argparse.Namespace) -> Memory:
    """The facade `retain search` needs: with the embedder unless --words, RETAIN_EMBEDDER
    is none, or (without --semantic) only a slow build is installed. Each fallback to
    words says why on stderr, so a missing answer is never a silent surprise."""
    name = config.embedder_name()
    if args.words:
        return _memory(args)
    if name == "none":
        if args.semantic:
            raise InvalidInput("--semantic needs an embedder, but RETAIN_EMBEDDER=none")
        return _memory(args)  # words only, as configured
    from retain.vectors.embed import EmbedderSlot, loads_quickly, missing_modules

    if not args.semantic and not loads_quickly(name):
        if name == "minilm-st" or not missing_modules(config.ST_MODULES):
            why = "only the slow sentence-transformers build is set up; --semantic loads it (~10 s)"
        else:
            why = f"no embedding model is installed ({config.ONNX_HINT})"
        _progress(f"retain: matching words only: {why}")
        return _memory(args)
    slot = EmbedderSlot(name)
    if args.semantic:
        _progress("loading the embedding model…")
    mem = _memory(args, embedder=slot, wait=True)
    if slot.load_now() is None:
        _progress(f"retain: embedder unavailable ({slot.error}); searching by words only")
        return mem
    limit = None if args.semantic else SEARCH_BACKFILL
    try:
        done = mem.backfill(limit=limit)
    except RetainError as e:  # a full disk or read-only store must not hide answers
        _progress(f"retain: could not store missing vectors ({fmt.one_line(str(e))})")
        return mem
    if done:
        noun = "memory that had" if done == 1 else "memories that had"
        _progress(f"retain: embedded {done} {noun} no vector yet")
    if limit is not None and done >= limit:
        left = mem.status()["embedder"]["backfill_backlog"]
        if left:
            _progress(
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
        mem = _memory(args)
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
        return _out(args, text, [o for o, _ in undone])
    if args.id is None or args.outcome is None:
        raise InvalidInput("give a memory id and ok|fail (or --undo OUTCOME_ID)")
    result = _memory(args).outcome(
        args.id, args.outcome, note=args.note, session_id=args.session_id
    )
    return _out(args, fmt.outcome_result(result, args.outcome), result)


def cmd_explain(args: argparse.Namespace) -> int:
    """Show a memory's evidence, confidence and history.

    examples:
      retain explain 12
      retain explain 12 --json
    """
    x = _memory(args).explain(args.id)
    return _out(args, fmt.explanation(x), x)


def cmd_forget(args: argparse.Namespace) -> int:
    """Archive a memory (nothing is deleted; `retain revive` undoes it).

    examples:
      retain forget 12 --reason "we dropped that service"
    """
    m = _memory(args).forget(args.id, args.reason)
    return _out(args, f"Forgot [{m.id}] ({m.retired_reason}). `retain revive {m.id}` undoes it.", m)


def cmd_revive(args: argparse.Namespace) -> int:
    """Bring back an archived memory.

    examples:
      retain revive 12
    """
    m = _memory(args).revive(args.id)
    return _out(args, f"Revived [{m.id}]: {m.text}", m)


def cmd_pin(args: argparse.Namespace) -> int:
    """Pin a memory so the session-start block always considers it (--off unpins).

    examples:
      retain pin 12
      retain pin 12 --off
    """
    m = _memory(args).pin(args.id, not args.off)
    word = "Pinned" if m.pinned else "Unpinned"
    return _out(args, f"{word} [{m.id}]: {m.text}", m)


def cmd_status(args: argparse.Namespace) -> int:
    """Show counts, the embedder and the last sleep pass.

    examples:
      retain status
      retain status --json
    """
    mem = _memory(args)
    s = mem.status()
    # This process loads no model; say what the server would use, not "off".
    name = config.embedder_name()
    s["embedder"].update(
        configured=name, state="not loaded by the CLI" if name != "none" else "off"
    )
    if name == "none":
        s["search_mode"] = "words only (RETAIN_EMBEDDER=none)"
    elif _loads_quickly(name):
        s["search_mode"] = "words and meaning (`retain search --words` for words only)"
    else:
        s["search_mode"] = "words only by default; `retain search --semantic` loads the model"
    return _out(args, fmt.status(s), s)


def _loads_quickly(name: str) -> bool:
    try:
        from retain.vectors.embed import loads_quickly
    except ImportError:  # no numpy: no embedder at all
        return False
    return loads_quickly(name)


def cmd_export(args: argparse.Namespace) -> int:
    """Write every memory with its evidence as JSON Lines, or as a Markdown tree.

    JSON Lines moves a store between machines (`retain import FILE.jsonl`): each line is a
    memory with its evidence, outcomes (explicit and inferred), anchors, usage counts,
    stale mark and the sessions it was shown to (export format 3). --markdown DIR
    writes one file per memory, DIR/user/<kind>/<id>-<slug>.md and
    DIR/project/<project>/<kind>/<id>-<slug>.md, with front matter; edit, delete or add
    files and `retain import DIR` applies the changes. Secrets were already redacted when
    stored. Progress goes to stderr.

    examples:
      retain export > memories.jsonl
      retain export --live-only -o live.jsonl
      retain export --markdown ~/notes/memory
    """
    mem = _memory(args)
    if args.markdown:
        if args.output or args.live_only:
            raise InvalidInput(
                "--markdown writes every memory to its own tree; drop -o/--live-only"
            )
        from retain.portable.markdown import export_tree

        report = export_tree(mem, Path(args.markdown).expanduser())
        _progress(f"exported {report.files} memories as Markdown to {report.root}")
        return 0
    n = 0
    with contextlib.ExitStack() as stack:
        sink: IO[str] = (
            stack.enter_context(_private_file(args.output)) if args.output else sys.stdout
        )
        for record in mem.export(live_only=args.live_only):
            sink.write(json.dumps(record, ensure_ascii=False) + "\n")
            n += 1
    _progress(f"exported {n} memories" + (f" to {args.output}" if args.output else ""))
    return 0


def _private_file(path: str) -> IO[str]:
    """Open an export for writing, readable by its owner only: it holds every memory."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    except OSError as e:
        raise InvalidInput(f"cannot write {path}: {e.strerror}") from None
    os.fchmod(fd, 0o600)
    return os.fdopen(fd, "w", encoding="utf-8")


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the MCP server on stdio (what an MCP client launches).

    examples:
      retain serve
      claude mcp add retain -- retain serve
    """
    from retain import server_runtime

    project = getattr(args, "project", None)
    db, project = getattr(args, "db", None), str(Path(project).resolve()) if project else None
    # The prompt hook's socket first, then the MCP SDK (seconds to import); the model
    # loads once the server runs (server_runtime.start says why not sooner).
    runtime = server_runtime.start(db, project)
    from retain.server import main as serve

    return serve(db=db, project=project, runtime=runtime)


def cmd_context(args: argparse.Namespace) -> int:
    """Print the memory block a session starting in DIR would get.

    examples:
      retain context
      retain context ~/src/shop --budget 400
    """
    directory = args.dir or getattr(args, "project", None) or os.getcwd()
    db = getattr(args, "db", None)
    target = db or config.db_target()
    if not config.is_db_url(target) and not Path(target).exists():
        block = ""  # never creates a store: with none yet there is nothing to show
    else:
        mem = Memory(db, embedder=None, project=directory)
        block = mem.session_block(hint_dir=directory, budget=args.budget).text
    if args.json:
        return _out(args, "", {"directory": directory, "block": block})
    print(block if block else f"(no memories to show for {directory})")
    return 0


def cmd_maintain(args: argparse.Namespace) -> int:
    """Run the sleep pass now: capture, consolidate, decay, prune.

    examples:
      retain maintain
      retain maintain --transcript session.jsonl --session-id abc
    """
    embedder = None
    if args.semantic:
        from retain.vectors.embed import EmbedderSlot

        slot = EmbedderSlot()
        _progress("loading the embedding model…")
        embedder = slot.load_now()
        if embedder is None:
            _progress(f"retain: embedder unavailable ({slot.error}); merging by words only")
    _progress("running the sleep pass…")
    mem = _memory(args, embedder=embedder)
    report = mem.sleep(
        transcript_path=args.transcript,
        session_id=args.session_id,
        project_dir=getattr(args, "project", None),
        progress=_progress,
    )
    data = report.as_dict()
    if report.skipped:
        text = f"Skipped: {report.skipped}"
    else:
        text = "Sleep pass done: " + ", ".join(
            f"{k} {v}" for k, v in data.items() if isinstance(v, int) and k != "skipped"
        )
    return _out(args, text, data)


def cmd_team(args: argparse.Namespace) -> int:
    """Team memory on a PostgreSQL server: set it up, manage members, push local memories.

    examples:
      retain team init --admin-url postgresql://admin@db.internal/retain
      retain team add-member alice git:github.com/acme/shop --create-role
      retain team members
      retain team remove-member alice --all
      RETAIN_DB=postgresql://alice@db.internal/retain retain team push
    """
    from retain.team.cli import run

    return run(args, _out)


def cmd_demo(args: argparse.Namespace) -> int:
    """Show retain working on a throwaway store: gated writes, a contradiction, search by
    meaning, an outcome and the SessionStart block. Your own memories are not touched.

    examples:
      retain demo
      RETAIN_EMBEDDER=none retain demo     # words only, no model
    """
    from retain.demo import run_demo

    run_demo(print)
    return 0


def cmd_doctor(args: argparse.Namespace) -> int:
    """Check the data directory, database and settings, and say how to fix problems.

    Exits 1 if any problem is found. Changes nothing.

    examples:
      retain doctor
      retain --db /tmp/copy.db doctor --json
    """
    from retain.doctor import render, run_checks

    checks = run_checks(getattr(args, "db", None))
    if args.json:
        _out(args, "", checks)
    else:
        print(render(checks))
    return 0 if all(c.ok for c in checks) else 1


COMMANDS: list[tuple[str, Handler]] = [
    ("write", cmd_write),
    ("search", cmd_search),
    ("outcome", cmd_outcome),
    ("explain", cmd_explain),
    ("forget", cmd_forget),
    ("revive", cmd_revive),
    ("pin", cmd_pin),
    ("status", cmd_status),
    ("export", cmd_export),
    ("import", cmd_import),
    ("ui", cmd_ui),
    ("serve", cmd_serve),
    ("context", cmd_context),
    ("maintain", cmd_maintain),
    ("doctor", cmd_doctor),
    ("demo", cmd_demo),
    ("team", cmd_team),
]
# `team` has its own --json per action.
JSON_COMMANDS = frozenset(name for name, _ in COMMANDS) - {"export", "serve", "demo", "ui", "team"}


def build_parser() -> argparse.ArgumentParser:
    return cli_parser.build(COMMANDS, JSON_COMMANDS)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:  # reported by the command's own parser, so the hint names its --help
        getattr(args, "command_parser", parser).error(f"unrecognized arguments: {' '.join(extra)}")
    if getattr(args, "handler", None) is None:
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.handler(args))
    except NotFound as e:
        print(
            f"retain: error: {fmt.one_line(str(e))}; `retain search` shows the ids that exist",
            file=sys.stderr,
        )
        return 1
    except InvalidInput as e:
        print(f"retain: error: {fmt.one_line(str(e))}", file=sys.stderr)
        return 2
    except RetainError as e:
        print(f"retain: error: {fmt.one_line(str(e))}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # `retain export | head`: the reader left; that is not an error.
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the shutdown flush
        return 0
    except Exception as e:  # never a traceback at the user; keep it in the log
        _log_crash()
        print(
            f"retain: error: unexpected {type(e).__name__}: {fmt.one_line(str(e))} "
            f"(details in {config.log_path()})",
            file=sys.stderr,
        )
        return 1


def _log_crash() -> None:
    with contextlib.suppress(OSError):
        config.ensure_private_dir(config.log_path().parent)
        fd = os.open(config.log_path(), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        with os.fdopen(fd, "a", encoding="utf-8") as f:  # 0600 like every file of ours
            f.write(traceback.format_exc())
