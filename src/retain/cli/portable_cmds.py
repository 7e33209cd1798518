"""`retain import` and `retain ui`: the command line over the Markdown, JSON Lines and
Claude Code importers (retain.portable) and the local viewer (retain.ui).

Thin like every command: parse, call, print. The handlers' docstrings are their help;
retain.cli.main lists them with the others and retain.cli.parser gives them their arguments.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from retain.cli.common import memory_for, reply
from retain.errors import InvalidInput


def cmd_import(args: argparse.Namespace) -> int:
    """Bring memories in: an edited Markdown tree, a JSON Lines export, or Claude Code's own
    memory files.

    DIR (from `retain export --markdown`): an unchanged file changes nothing; an edited text
    refines that memory (add `verdict: contradiction` to the front matter when the belief
    changed), keeping the old one as history; `status: archived`/`live` forgets/revives;
    `pinned` pins; a deleted file is forgotten; a file without an `id` is written through
    the gate. A file with broken front matter is reported (file:line) and skipped.
    FILE.jsonl (from `retain export`): memories with their state and history (outcomes,
    anchors, stale marks; an older export's lines too); ids are renumbered; importing the
    same file twice adds nothing. A malformed line is reported and skipped; a line whose
    outcomes or anchors are damaged stops the import with nothing imported.
    --claude-code [PROJECT_DIR]: ~/.claude/CLAUDE.md, the project's CLAUDE.md,
    CLAUDE.local.md, .claude/rules/*.md and Claude Code's auto memory for it
    (~/.claude/projects/<key>/memory/), one memory per bullet or paragraph, through the
    gate; a statement already imported is skipped. Only your ~/.claude files come in at
    your trust: the project's files and the auto memory come at an agent's (a teammate, a
    cloned repository's authors or Claude Code's agent wrote them). Try --dry-run first.

    Nothing in a DIR or FILE says who wrote it (a teammate's export, a tree in a shared
    repository), so by default it brings nothing in at your trust: a FILE.jsonl's records
    come at an agent's trust at most (`user` becomes `agent`), unpinned, confidence capped,
    into the importing project whatever scope or project they name, with their evidence
    said by an agent, not you; a DIR's file without an id is kept to the importing project
    even when it asks for the user scope or another project. --trust-file says the DIR or
    FILE is your own export: the FILE's trust, pins, scopes, projects and evidence are
    restored as written, and a DIR's new files keep their scope (they still come at an
    agent's trust, unpinned: pin them once they have an id).

    A DIR without the export's manifest (.retain-export.json) and without any .md file
    whose front matter names a memory (id, kind, scope), or a FILE whose first line is not
    a JSON object, is refused with nothing imported: it is not an export. --force imports
    it anyway (each .md file then becomes one memory, through the gate).

    A file is refused, unread, when it is a symbolic link, resolves outside its folder
    (the project, ~/.claude, DIR), is not a regular file (a FIFO, a device), is over the
    size bound (1 MiB for a Markdown file, 1 GiB for an export) or is binary (NUL bytes,
    not UTF-8): one line names it, the other files are imported, the summary counts them.

    Exits 1 when any file or line could not be imported or was refused (the rest was).

    examples:
      retain import ~/notes/memory --dry-run
      retain import ~/notes/memory
      retain import memories.jsonl
      retain import --trust-file my-backup.jsonl
      retain import --claude-code --dry-run
      retain import --claude-code ~/src/shop
    """
    mem = memory_for(args)
    if args.claude_code is not None:
        from retain.portable.claude_code import import_claude_code

        if args.claude_code and args.source:
            raise InvalidInput("give the project directory once: --claude-code [PROJECT_DIR]")
        directory = args.claude_code or args.source or getattr(args, "project", None) or "."
        cc = import_claude_code(mem, Path(directory).expanduser(), dry_run=args.dry_run)
        text = cc.summary()
        data: Any = {
            "sources": [str(src.path) for src in cc.sources],
            "planned": [
                {
                    "text": p.statement.text,
                    "kind": p.kind,
                    "scope": p.source.scope,
                    "file": str(p.source.path),
                    "line": p.statement.line,
                    "already": p.existing,
                }
                for p in cc.planned
            ],
            "written": [msg for _, msg in cc.written],
            "errors": cc.errors,
            "refused": cc.refused,
            "dry_run": cc.dry_run,
        }
        errors = cc.refused + cc.errors
    elif not args.source:
        raise InvalidInput("say what to import: DIR, FILE.jsonl or --claude-code [PROJECT_DIR]")
    else:
        source = Path(args.source).expanduser()
        if not source.exists():
            raise InvalidInput(f"{source} does not exist")
        if not args.force:
            from retain.portable.source_check import check_source

            check_source(source)
        if source.is_dir():
            from retain.portable.markdown_import import import_tree

            md = import_tree(
                mem, source, dry_run=args.dry_run, trusted=getattr(args, "trust_file", False)
            )
            text, data = md.summary(), md
            errors = [c.detail for c in md.errors]
            refused = md.counts().get("refused", 0)
            if refused:
                text += f"\nrefused {refused} files (see the errors)"
        else:
            from retain.portable.jsonl import import_jsonl

            jl = import_jsonl(
                mem, source, dry_run=args.dry_run, trusted=getattr(args, "trust_file", False)
            )
            verb = "would restore up to" if jl.dry_run else "restored"
            text = f"{source}: {jl.records} records; {verb} {jl.added} memories"
            if not jl.dry_run:
                text += f", {jl.already} already here"
            if jl.lowered or jl.unpinned or jl.kept_here or jl.unsaid:
                text += (
                    f"\n{jl.lowered} came at an agent's trust, not yours, {jl.unpinned} "
                    f"unpinned, {jl.kept_here} kept to this project (not the user scope or "
                    f"another project they named) and {jl.unsaid} evidence entries said by "
                    "an agent, not you: nothing in the file says who wrote it (--trust-file "
                    "if it is your own export)"
                )
            if jl.refused:
                text = f"{source}: refused, nothing imported"
            data = {
                "path": str(jl.path),
                "records": jl.records,
                "added": jl.added,
                "already": jl.already,
                "errors": jl.errors,
                "refused": jl.refused,
                "dry_run": jl.dry_run,
                "lowered": jl.lowered,
                "unpinned": jl.unpinned,
                "kept_here": jl.kept_here,
                "unsaid": jl.unsaid,
            }
            errors = jl.refused + jl.errors
    for e in errors:
        print(f"retain: {e}", file=sys.stderr)
    reply(args, text, data)
    return 1 if errors else 0


def cmd_ui(args: argparse.Namespace) -> int:
    """Open the local viewer: browse, search, fix and forget memories in a browser.

    Search matches words and meaning: the configured embedder (RETAIN_EMBEDDER) loads
    on the first search, in the viewer's own process.

    Served on 127.0.0.1 only, on a free port (or --port), with a random token in the URL
    it prints; without the token every request is refused. The browser it opens gets no
    token on its command line (which any local user can read with `ps`): it is handed a
    private file holding a one-time sign-in link, spent on first use or after a minute.
    Ctrl-C stops it.

    examples:
      retain ui
      retain ui --no-browser --port 8765
    """
    from retain.ui.server import ViewerServer
    from retain.vectors.embed import EmbedderSlot

    # The configured embedder, loaded on the first search (retain.ui.meaning).
    mem = memory_for(args, embedder=EmbedderSlot())
    try:
        server = ViewerServer(mem, port=args.port or 0)
    except OSError as e:
        raise InvalidInput(f"cannot listen on 127.0.0.1:{args.port}: {e.strerror}") from None
    print(f"retain ui: {server.url}", flush=True)
    if not args.no_browser:
        import webbrowser

        # Never the URL itself: a browser's argv is readable by every local user.
        launch = server.launch_file()
        if webbrowser.open(launch.as_uri()):
            # Jupyter's redirect file meets the same wall: a snap-packaged browser
            # (Ubuntu's default Firefox and Chromium) has a /tmp of its own.
            print(
                f"retain ui: opened a one-time sign-in ({launch}); if the browser cannot "
                "find that file (a snap browser), paste the URL above instead",
                flush=True,
            )
        else:
            server.drop_launch_file()
            print("retain ui: no browser found here; open the URL above", flush=True)
    print("retain ui: Ctrl-C stops it", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
