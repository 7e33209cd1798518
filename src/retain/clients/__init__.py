"""Registering retain with agent clients (Claude Code's settings files, others' snippets)."""
