"""`retain status`, `export`, `context`, `maintain`, `doctor`, `scrub`: the commands on the whole
store (its counts and health, its export, the SessionStart block, the sleep pass). The
handlers' docstrings are their help; retain.cli.main lists them and retain.cli.parser gives
them their arguments.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import sys
from pathlib import Path
from typing import IO, Any

from retain import config
from retain import format as fmt
from retain.cli.common import ascii_only, memory_for, notice, reply
from retain.cli.export_file import private_file
from retain.errors import InvalidInput
from retain.logfile import one_line
from retain.memory.facade import Memory


def cmd_status(args: argparse.Namespace) -> int:
    """Show counts, the embedder and the last sleep pass.

    examples:
      retain status
      retain status --json
    """
    mem = memory_for(args)
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
    return reply(args, fmt.status(s), s)


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

    A Markdown tree is written to be shared (a repository, a teammate): it holds the
    current project's memories only (the project of --project, else of the current
    folder), and says how many it left out: user-scope memories (preferences and rules
    that follow you, not the project) and your other projects' memories. --include-user
    writes the first too, under DIR/user/, --all-projects the second, under
    DIR/project/<project>/; keep such a tree to yourself.

    examples:
      retain export > memories.jsonl
      retain export --live-only -o live.jsonl
      retain export --markdown docs/memory
      retain export --markdown ~/notes/memory --include-user --all-projects
    """
    for flag, given in (
        ("--include-user", args.include_user),
        ("--all-projects", args.all_projects),
    ):
        if given and not args.markdown:
            raise InvalidInput(f"{flag} is for --markdown (a JSON Lines export holds every memory)")
    if args.output == "-":  # as curl, tar and wget: `-o -` is stdout, not a file named "-"
        args.output = None
    elif args.output is not None and not args.output.strip():  # `-o "$UNSET"`
        raise InvalidInput("-o was given an empty file name; nothing was written")
    elif args.output is not None:  # `-o "~/x.jsonl"` quoted: ~ is home, as for --markdown
        args.output = os.path.expanduser(args.output)
    mem = memory_for(args)
    if args.markdown:
        if args.output or args.live_only:
            raise InvalidInput(
                "--markdown writes every memory to its own tree; drop -o/--live-only"
            )
        from retain.portable.markdown import export_tree
        from retain.scope import project_label

        report = export_tree(
            mem,
            Path(args.markdown).expanduser(),
            include_user=args.include_user,
            all_projects=args.all_projects,
        )
        for line in report.refused:
            notice(line)
        if report.elsewhere:
            here = f"project {project_label(mem.project_id)}" if mem.project_id else "no project"
            notice(
                f"left out {report.elsewhere} memories of {report.other_projects} other "
                f"project(s) (the tree holds {here} only); --all-projects writes them too "
                "(keep that tree out of shared repositories)"
            )
        if report.left_out:
            notice(
                f"left out {report.left_out} user-scope (private) memories: preferences and "
                "rules that follow you, not the project; --include-user writes them too "
                "(keep that tree out of shared repositories)"
            )
        notice(f"exported {report.files} memories as Markdown to {report.root}")
        return 1 if report.refused else 0
    n = 0
    try:
        with contextlib.ExitStack() as stack:
            sink: IO[str] = (
                stack.enter_context(private_file(args.output)) if args.output else sys.stdout
            )
            escape = ascii_only(sink)  # stdout in a Latin-1 locale: escaped, never `?`
            for record in mem.export(live_only=args.live_only):
                sink.write(json.dumps(record, ensure_ascii=escape) + "\n")
                n += 1
    except BrokenPipeError:
        raise  # `retain export | head`: the reader left (retain.cli.main says nothing)
    except OSError as e:  # a full disk, /dev/full: say so, not "unexpected"
        where = args.output or "stdout"
        raise InvalidInput(
            f"cannot write {where}: {e.strerror or e}; the export there is incomplete"
        ) from None
    notice(f"exported {n} memories" + (f" to {args.output}" if args.output else ""))
    return 0


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
        return reply(args, "", {"directory": directory, "block": block})
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
        notice("loading the embedding model…")
        embedder = slot.load_now()
        if embedder is None:
            notice(f"retain: embedder unavailable ({slot.error}); merging by words only")
    notice("running the sleep pass…")
    mem = memory_for(args, embedder=embedder)
    report = mem.sleep(
        transcript_path=args.transcript,
        session_id=args.session_id,
        project_dir=getattr(args, "project", None),
        progress=lambda line: notice(one_line(line)),  # a transcript's name may hold ESC
    )
    if not report.skipped and isinstance(getattr(mem.store, "url", None), str):
        # a scrub the pass paid on the team store: this machine's copies of it too
        from retain.team.scrub_files import after_pass

        for line in after_pass(mem.store) or ():
            notice(line)
    data = report.as_dict()
    if report.skipped:
        text = f"Skipped: {report.skipped}"
    else:
        text = "Sleep pass done: " + ", ".join(
            f"{k} {v}" for k, v in data.items() if isinstance(v, int) and k != "skipped"
        )
    return reply(args, text, data)


def cmd_doctor(args: argparse.Namespace) -> int:
    """Check the data directory, database and settings, and say how to fix problems.

    Exits 1 if any problem is found. Changes nothing.

    examples:
      retain doctor
      retain --db ~/copy.db doctor --json
    """
    from retain.cli.doctor import render, run_checks

    checks = run_checks(getattr(args, "db", None))
    if args.json:
        reply(args, "", checks)
    else:
        print(render(checks))
    return 0 if all(c.ok for c in checks) else 1


def cmd_scrub(args: argparse.Namespace) -> int:
    """Run today's secret redaction again over everything already stored.

    Rows written before redaction learned a kind of secret still hold it: in memories
    (live or retired), their evidence, history rows and, on SQLite, the full-text index,
    the write-ahead log and free pages. This re-redacts every stored text, rebuilds the
    full-text index, drops (and, when the embedding model loads quickly, recomputes) the
    vectors of changed memories, then compacts the file (VACUUM) and truncates its log.
    It takes the sleep pass's lock; a running server or hook may keep working. Safe to
    kill and run again. Prints counts only, never a secret. On a team store it re-redacts
    every row you can see, each only to a redaction of it (the server checks); the server
    keeps old row versions in its table files until the admin runs `retain team compact`.

    examples:
      retain scrub --dry-run
      retain scrub
      retain scrub --json
    """
    from retain.sleep import scrub as scrubbing

    embedder = None if args.dry_run else _quick_embedder()
    mem = memory_for(args)
    notice("checking what redaction would change…" if args.dry_run else "scrubbing the store…")
    report = scrubbing.scrub(mem.store, dry_run=args.dry_run, embedder=embedder, progress=notice)
    url = getattr(mem.store, "url", None)
    if isinstance(url, str) and not (args.dry_run or report.skipped):
        # The team client's own files (mirrors, outbox, cached block) hold copies too.
        from retain.team.scrub_files import clean_local, note_cleaned

        notice("scrubbing the local copies of the team store…")
        local = clean_local(url)
        if not local and report.pending is None:
            note_cleaned(url)  # the sleep pass need not clean them again for these rules
        report = dataclasses.replace(report, notes=(*report.notes, *local))
    reply(args, scrubbing.summary(report), report.as_dict())
    return 1 if report.skipped else 0


def _quick_embedder() -> Any:
    """The configured embedder when it loads in seconds (the ONNX export), else None: the
    back-fill of the server or the next sleep pass computes the missing vectors."""
    name = config.embedder_name()
    if name == "none" or not _loads_quickly(name):
        return None
    try:
        from retain.vectors.embed import create

        return create()
    except Exception as e:  # a missing model file: the vectors wait for the back-fill
        notice(f"retain: embedder unavailable ({type(e).__name__}); vectors wait for the back-fill")
        return None
