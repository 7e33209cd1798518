"""retain: local-first memory for coding agents.

    from retain import Memory
    mem = Memory()                      # ~/.retain/retain.db, project from the cwd
    mem.write("orders use optimistic locking", kind="decision")
    for hit in mem.search("how do we avoid lost updates?"):
        print(hit.memory.id, hit.memory.text, hit.reason)

Names are imported on first use, so `import retain.hooks.entry` (run at every session
start) pays only for what the hook needs.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: the hook imports us
if TYPE_CHECKING:
    from typing import Any

    from retain.errors import InvalidInput, NotFound, RetainError, SchemaTooNew, StoreError
    from retain.memory.facade import Memory

__all__ = ["Memory", "RetainError", "InvalidInput", "NotFound", "StoreError", "SchemaTooNew"]
__version__ = "0.3.0.dev0"


def __getattr__(name: str) -> Any:
    if name == "Memory":
        from retain.memory.facade import Memory

        return Memory
    if name in __all__:
        from retain import errors

        return getattr(errors, name)
    raise AttributeError(f"module 'retain' has no attribute {name!r}")
