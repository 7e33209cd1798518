"""Checking what callers pass the facade: one message per mistake, said so it can be fixed.

Text is redacted here, on its way in, so no entry point can store a secret. Stdlib only.
"""

from __future__ import annotations

from retain import limits
from retain.errors import InvalidInput, NotFound
from retain.informative import lacks_information
from retain.redact import redact


def text(
    value: object, *, field: str = "text", limit: int = limits.MAX_TEXT_CHARS
) -> tuple[str, int]:
    """The stripped, redacted text and how many secrets were redacted."""
    if not isinstance(value, str):
        raise InvalidInput(f"{field} must be a string")
    clean = value.replace("\x00", "").strip()
    if not clean:
        raise InvalidInput(f"{field} is empty; nothing was stored")
    if not encodable(clean):
        raise InvalidInput(
            f"{field} is not valid Unicode (a lone surrogate, e.g. from undecodable bytes); "
            "nothing was stored"
        )
    if len(clean) > limit:
        raise InvalidInput(
            f"{field} is {len(clean)} characters; the limit is {limit}. Store the lesson, "
            "not the document: summarise it in a few sentences"
        )
    return redact(clean)


def informative(clean: str) -> None:
    """Refuse a belief with nothing in it ("ok", "thanks!", a lone word, emoji)."""
    why = lacks_information(clean)
    if why is not None:
        shown = " ".join(clean.split())
        shown = shown if len(shown) <= 40 else shown[:39] + "…"
        raise InvalidInput(
            f"refused, nothing was stored: {shown!r} is {why}, not something to remember. "
            "Write one self-contained statement with the why, e.g. 'orders use optimistic "
            "locking: a version column checked on save'"
        )


def context(value: object) -> str | None:
    """An optional context: redacted like the text, None when absent or blank."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return text(value, field="context")[0]


def choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise InvalidInput(f"{name} must be one of {', '.join(allowed)}; got {value!r}")


def memory_id(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(f"memory id must be a whole number, got {value!r}")
    if not 1 <= value <= limits.MAX_ID:  # SQLite cannot even bind ids past 2**63 - 1
        raise NotFound(f"no memory with id {value}")
    return value


def encodable(value: str) -> bool:
    """False for lone surrogates, which SQLite cannot store as UTF-8 (the CLI gets them
    from undecodable bytes in argv)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def session(value: object) -> None:
    if value is not None and (not isinstance(value, str) or not encodable(value)):
        raise InvalidInput("session_id must be a string of valid Unicode")


def ttl_days(value: float | None) -> None:
    if value is not None and not 0 < value <= limits.MAX_TTL_DAYS:
        raise InvalidInput(f"ttl_days must be between 0 and {limits.MAX_TTL_DAYS:g}")


def query(value: object, k: int) -> None:
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput("query must be a non-empty string")
    if len(value) > limits.MAX_TEXT_CHARS:
        raise InvalidInput(f"query is longer than {limits.MAX_TEXT_CHARS} characters")
    if not 1 <= k <= limits.MAX_K:
        raise InvalidInput(f"k must be between 1 and {limits.MAX_K}")
