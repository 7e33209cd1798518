"""The bounds every edge enforces: the facade checks them, the CLI flags and the MCP
tools' `Field` bounds import them, so a limit changes in one place. Stdlib only."""

from __future__ import annotations

MAX_K = 50  # results per search
MAX_ID = 2**63 - 1  # SQLite's largest rowid; larger ids cannot exist
MAX_TEXT_CHARS = 4000  # a memory is a belief, not a document; longer input is refused
MAX_REASON_CHARS = 500  # why a memory was forgotten
MAX_TTL_DAYS = 36500.0  # a time to live beyond a century is no time to live
MAX_BUDGET = 2000  # tokens of the SessionStart block; beyond this it hides the tools
MIN_BUDGET = 50
