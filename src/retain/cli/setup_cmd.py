"""`retain setup CLIENT`: register retain with an agent client (or, with --remove, undo it)."""

from __future__ import annotations

import argparse
import sys

from retain.clients import install_config, setup

# Codex 0.171 runs a new hook only once the user has trusted it (seen: `codex exec` skips
# an untrusted one; --dangerously-bypass-hook-trust runs it).
CODEX_TRUST = "Codex runs new hooks only after you trust them: accept retain's when Codex asks"


def cmd_setup(args: argparse.Namespace) -> int:
    """Register retain with an agent client: its MCP server and, for Claude Code, Codex CLI
    and Gemini CLI, the hooks.

    Edits only retain's own entries in the client's config files (everything else is
    kept as it is), changes nothing when run twice, and --remove takes out exactly what
    it added. Works from any install (pip, pipx, uv tool, install.sh): the Claude Code
    hook launcher is written next to the Python retain runs in. Restart the client after.

    Clients: claude-code (MCP server in ~/.claude.json, hooks in ~/.claude/settings.json),
    codex (~/.codex/config.toml, hooks in ~/.codex/hooks.json: trust them once in Codex's
    /hooks), gemini (server and hooks in ~/.gemini/settings.json), cursor
    (~/.cursor/mcp.json), vscode (the user mcp.json), claude-desktop
    (claude_desktop_config.json), windsurf (~/.codeium/windsurf/mcp_config.json), zed
    (~/.config/zed/settings.json), copilot (~/.copilot/mcp-config.json).

    examples:
      retain setup claude-code
      retain setup claude-code --dry-run
      retain setup codex
      retain setup claude-code --remove
    """
    try:
        changes = setup.run(args.client, remove=args.remove, dry_run=args.dry_run)
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
