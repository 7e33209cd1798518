"""Domain exceptions. Each boundary (CLI, MCP server, hooks) translates them once."""

from __future__ import annotations


class RetainError(Exception):
    """Base class: the message is written for the person or model that sees it."""


class InvalidInput(RetainError):
    """An argument is malformed, out of range or empty."""


class NotFound(RetainError):
    """An id that names no memory or episode."""


class StoreError(RetainError):
    """The database cannot be opened or used (corrupt, read-only, full disk)."""


class SchemaTooNew(StoreError):
    """The database was written by a newer retain; we refuse to touch it."""


class StoreUnavailable(StoreError):
    """The team store cannot be reached right now (network, server down, timeout);
    retrying later may work, unlike the other StoreErrors."""
