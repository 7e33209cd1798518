"""`sqlite3` for the modules the hooks open a store through, without the package's cost.

The stdlib `sqlite3` package is the C module `_sqlite3` (connect, Row, Connection, the
errors: everything retain uses) plus `sqlite3.dbapi2`, which imports `datetime` to
register adapters for date and datetime parameters (deprecated since Python 3.12; retain
binds only numbers, strings and bytes). That import was about 5% of a SessionStart
hook's instructions. retain.store.db and retain.store.sqlite_conn take `sqlite3` from
here; the rest of the store imports the package as usual, which loads the same
`_sqlite3` and registers the adapters in it, so nothing else changes. A Python without
`_sqlite3` gets the package.
"""

__all__ = ["sqlite3"]

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3 as sqlite3
else:
    try:
        import _sqlite3 as sqlite3
    except ImportError:  # pragma: no cover - CPython builds the package on _sqlite3
        import sqlite3
