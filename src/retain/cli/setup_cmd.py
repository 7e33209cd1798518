"""`retain setup CLIENT`: register retain with an agent client (or, with --remove, undo it)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from retain.clients import install_config, setup

# Codex 0.171 runs a new hook only once the user has trusted it (seen: `codex exec` skips
# an untrusted one; --dangerously-bypass-hook-trust runs it).
CODEX_TRUST = "Codex runs new hooks only after you trust them: accept retain's when Codex asks"


def cmd_setup(args: argparse.Namespace) -> int:
    """Register retain with an agent client: its MCP server and, for Claude Code, Codex CLI,
    Gemini CLI, Copilot CLI and Cursor, the hooks.

    Edits only retain's own entries in the client's config files (everything else is
    kept as it is), changes nothing when run twice, and --remove takes out exactly what
    it added. Works from any install (pip, pipx, uv tool, install.sh): the hook launcher
    is written next to the Python retain runs in. Restart the client after.

    Clients, and what retain does at each of their hook events:
      claude-code  MCP in ~/.claude.json; hooks in ~/.claude/settings.json: session start,
                   prompt, before a tool, a failed command (context), session end (capture)
      codex        MCP in ~/.codex/config.toml; hooks in ~/.codex/hooks.json (trust them
                   once in Codex's /hooks): SessionStart, UserPromptSubmit, PreToolUse,
                   PostToolUse (context), SessionEnd (capture of the rollout file)
      gemini       MCP and hooks in ~/.gemini/settings.json: SessionStart, BeforeAgent,
                   AfterTool (context), SessionEnd (capture of the chat recording);
                   nothing before a tool: Gemini reads no context from BeforeTool
      copilot      MCP in ~/.copilot/mcp-config.json; hooks in ~/.copilot/settings.json
                   ($COPILOT_HOME): sessionStart, userPromptSubmitted, preToolUse,
                   postToolUse (context), sessionEnd (capture of the session's
                   events.jsonl)
      cursor       MCP in ~/.cursor/mcp.json; hooks in ~/.cursor/hooks.json: sessionStart,
                   beforeSubmitPrompt, preToolUse, postToolUseFailure (context),
                   sessionEnd (capture of its agent transcript, which has no tool
                   results: no failure is learned from it)
      vscode, claude-desktop, windsurf, zed: MCP only (they run no hooks)
    With --project DIR, copilot and cursor get their hooks in that project's file
    (.github/hooks/retain.json, .cursor/hooks.json) and no MCP change; remove them with
    the same --project before removing the last user-level client (which deletes the
    launcher they run).

    examples:
      retain setup claude-code
      retain setup claude-code --dry-run
      retain setup codex
      retain setup cursor --project .
      retain setup claude-code --remove
    """
    project = Path(args.project).resolve() if getattr(args, "project", None) else None
    try:
        changes = setup.run(args.client, remove=args.remove, dry_run=args.dry_run, project=project)
    except (install_config.ConfigError, OSError) as e:
        print(f"retain: error: {e}", file=sys.stderr)
        return 1
    prefix = "would " if args.dry_run else ""
    for change in changes:
        print(f"{prefix}{change}")
    if not changes:
        print(f"{args.client}: nothing to change")
    elif not args.dry_run:
        print(f"restart {args.client} to pick it up" if not args.remove else "done")
        if args.client == "codex" and not args.remove:
            print(CODEX_TRUST)
    return 0
