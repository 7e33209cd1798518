"""Checking what callers pass the facade: one message per mistake, said so it can be fixed.

Text is redacted here, on its way in, so no entry point can store a secret. Stdlib only.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from retain import limits
from retain.core.informative import lacks_information
from retain.errors import InvalidInput, NotFound
from retain.models import (
    ACTORS,
    KINDS,
    OUTCOMES,
    RETIRED_KINDS,
    SCOPES,
    SOURCES,
    STATUSES,
    TRUSTS,
    VALENCES,
)
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
    return context_counted(value)[0]


def context_counted(value: object) -> tuple[str | None, int]:
    """The validated context and how many secrets were redacted from it."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None, 0
    return text(value, field="context")


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
    if value is not None:
        limits.real("ttl_days", value, 0, limits.MAX_TTL_DAYS, above_low=True)


def query(value: object, k: int) -> None:
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput("query must be a non-empty string")
    if len(value) > limits.MAX_TEXT_CHARS:
        raise InvalidInput(f"query is longer than {limits.MAX_TEXT_CHARS} characters")
    limits.whole("k", k, 1, limits.MAX_K)


def restorable(r: object) -> dict[str, Any]:
    """One record of a `retain export` (JSON Lines), checked and redacted, ready for
    `Memory.restore`: the keyword arguments of its memory and of its episodes."""
    if not isinstance(r, Mapping):
        raise InvalidInput("each record must be a JSON object")

    def num(
        name: str, *, optional: bool = False, low: float = 0.0, high: float = limits.MAX_TIMESTAMP
    ) -> float | None:
        """A time (by default) or another number; NaN and the infinities are refused
        (json.loads reads `NaN` and `Infinity`: an `expires_at` of Infinity never expires)."""
        v = r.get(name)
        if v is None and optional:
            return None
        return limits.real(name, v, low, high)

    def count(name: str) -> int:
        v = r.get(name, 0)
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise InvalidInput(f"{name} must be a whole number >= 0; got {v!r}")
        return v

    for name, allowed in (
        ("kind", KINDS),
        ("valence", VALENCES),
        ("scope", SCOPES),
        ("trust", TRUSTS),
        ("status", STATUSES),
    ):
        choice(name, r.get(name), allowed)
    project_id = r.get("project_id")
    if r["scope"] == "project" and not isinstance(project_id, str):
        raise InvalidInput("a project memory needs its project_id")
    superseded_by = r.get("superseded_by")
    if superseded_by is not None:
        superseded_by = memory_id(superseded_by)
        if superseded_by == memory_id(r.get("id")):
            raise InvalidInput(f"memory {superseded_by} is superseded by itself")
    created = num("created_at")
    assert created is not None
    reason = r.get("retired_reason")
    reason = redact(reason[: limits.MAX_REASON_CHARS])[0] if isinstance(reason, str) else None
    return dict(
        id=memory_id(r.get("id")),
        text=text(r.get("text"))[0],
        kind=r["kind"],
        valence=r["valence"],
        scope=r["scope"],
        project_id=project_id if r["scope"] == "project" else None,
        trust=r["trust"],
        confidence=min(1.0, max(0.0, num("confidence", low=-math.inf, high=math.inf) or 0.0)),
        support=max(1, count("support")),
        n_success=count("n_success"),
        n_failure=count("n_failure"),
        n_used=count("n_used"),
        n_injected=count("n_injected"),
        strength=min(1.0, max(0.0, num("strength", low=-math.inf, high=math.inf) or 0.0)),
        last_used_at=num("last_used_at", optional=True),
        valid_from=num("valid_from"),
        valid_to=num("valid_to", optional=True),
        superseded_by=superseded_by,
        status=r["status"],
        retired_kind=_retired_kind(r["status"], r.get("retired_kind"), reason),
        retired_reason=reason,
        retired_at=num("retired_at", optional=True),
        pinned=bool(r.get("pinned")),
        expires_at=num("expires_at", optional=True),
        consolidated=bool(r.get("consolidated", True)),
        created_at=created,
        updated_at=num("updated_at", optional=True) or created,
        episodes=[_restorable_episode(e) for e in r.get("episodes") or []],
    )


def _restorable_episode(e: object) -> dict[str, Any]:
    if not isinstance(e, Mapping):
        raise InvalidInput("episodes must be JSON objects")
    choice("episode actor", e.get("actor"), ACTORS)
    choice("episode source", e.get("source"), SOURCES)
    if e.get("outcome") is not None:
        choice("episode outcome", e.get("outcome"), OUTCOMES)
    sid = e.get("session_id")
    session(sid)
    at = limits.real("episode created_at", e.get("created_at"), 0, limits.MAX_TIMESTAMP)
    pid = e.get("project_id")
    return dict(
        text=text(e.get("text"), field="episode text")[0],
        actor=e["actor"],
        source=e["source"],
        now=float(at),
        session_id=sid,
        project_id=pid if isinstance(pid, str) else None,
        outcome=e.get("outcome"),
    )


def _retired_kind(status: str, kind: object, reason: str | None) -> str | None:
    """Why an exported memory was retired: its `retired_kind`, or for an export written
    before that field existed, read from the status and reason as migration m003 does."""
    if status == "live":
        return None
    if kind is None:
        if status in ("superseded", "merged"):
            return status
        for prefix in ("decayed:", "pruned:"):
            if (reason or "").startswith(prefix):
                return prefix[:-1]
        return "expired" if reason == "expired" else "forgotten"
    choice("retired_kind", kind, RETIRED_KINDS)
    assert isinstance(kind, str)
    if kind != status and (kind in ("superseded", "merged") or status != "archived"):
        raise InvalidInput(f"retired_kind {kind!r} does not fit status {status!r}")
    return kind
