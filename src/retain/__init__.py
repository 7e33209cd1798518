"""retain: local-first memory for coding agents.

    from retain import Memory
    mem = Memory()                      # ~/.retain/retain.db, project from the cwd
    mem.write("orders use optimistic locking", kind="decision")
    for hit in mem.search("how do we avoid lost updates?"):
        print(hit.memory.id, hit.memory.text, hit.reason)
"""

from .errors import InvalidInput, NotFound, RetainError, SchemaTooNew, StoreError
from .memory import Memory

__all__ = ["Memory", "RetainError", "InvalidInput", "NotFound", "StoreError", "SchemaTooNew"]
__version__ = "0.1.0"
