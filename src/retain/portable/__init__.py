"""Carrying memory in and out: Markdown trees, JSON Lines, Claude Code's own memory files.

Edges over the `Memory` facade: no SQL here, every change goes through a facade method.
"""
