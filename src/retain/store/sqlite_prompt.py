"""`PromptStore`: all the prompt hook opens.

The prompt-time recall's statements (retain.store.sqlite_lexicon) plus the SessionStart
block's (retain.store.sqlite_block: the injections the prompt block reads and records)
on their own connection. Its own module, so that the tool hooks' store, which uses the
recall's statements but none of the block's, does not load the block's modules with
them. Stdlib only, no typing at run time.
"""

from __future__ import annotations

from retain.store.sqlite_block import BlockOps
from retain.store.sqlite_conn import SqliteConnections
from retain.store.sqlite_lexicon import LexiconOps


class PromptStore(SqliteConnections, BlockOps, LexiconOps):
    """A SQLite store that can do only what the prompt-time block needs (retain.rank.prompt's
    RecallStore): what the prompt hook opens, for its import time."""
