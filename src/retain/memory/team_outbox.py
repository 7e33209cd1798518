"""Writes to the team store go through a local outbox, so none is lost offline and none
is applied twice.

Every team write first gets a client-made idempotency key and is kept in a small SQLite
file under RETAIN_HOME (`outbox.db`), then delivered: in ONE server transaction the key
is claimed in `deliveries` (primary key) and the write is applied. The local row is
removed only after that commit. So:
- server unreachable, or the connection dropped mid-transaction: nothing committed, the
  row stays and a later delivery applies it;
- committed but the reply lost (or the process killed before removing the row): the
  next delivery finds the key claimed and only removes the local row;
- two processes delivering the same row: the second waits on the key, then sees it.
Delivery is oldest first, before each new write and on `retain team flush`
(`Memory.flush_outbox`). Each function takes the facade's MemoryContext.
"""

from __future__ import annotations

import dataclasses
import json
import time
import uuid
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from retain.core import validate
from retain.errors import InvalidInput, RetainError, StoreUnavailable
from retain.models import WriteResult
from retain.store.outbox_file import Outbox

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext


def target_of(ctx: MemoryContext) -> str:
    """The team store a queued operation is for: its URL without the password."""
    return str(getattr(ctx.store, "path", ""))


def new_key() -> str:
    return uuid.uuid4().hex


def _apply(ctx: MemoryContext, op: str, payload: dict[str, Any]) -> str:
    """Perform one queued operation; its result as JSON (what the caller is told)."""
    from retain.memory import belief_ops
    from retain.memory import write as writes

    if op == "write":
        result = writes.write(ctx, **payload)
        return json.dumps(asdict(result))
    if op == "outcome":
        res = belief_ops.outcome(ctx, **payload)
        return json.dumps({"memory_id": res.memory.id})
    raise InvalidInput(f"unknown outbox operation {op!r}")


def deliver(ctx: MemoryContext, key: str, op: str, payload: dict[str, Any]) -> str | None:
    """Apply one queued operation exactly once. Returns its result (JSON), or None when
    an earlier delivery already applied it. Raises StoreUnavailable when the server is
    out of reach (the row stays queued)."""
    store: Any = ctx.store
    now = time.time()
    with store.transaction():
        if not store.claim_delivery(key, now):
            return None
        result = _apply(ctx, op, payload)
        store.record_delivery(key, result)
    return result


def flush(
    ctx: MemoryContext, outbox: Outbox | None = None, *, exclude: str | None = None
) -> dict[str, int]:
    """Deliver what is queued, oldest first; stops at the first unreachable server."""
    box = outbox or Outbox()
    done = {"delivered": 0, "already": 0, "refused": 0, "left": 0}
    for key, op, payload in box.pending(target_of(ctx)):
        if key == exclude:
            continue
        try:
            result = deliver(ctx, key, op, payload)
        except StoreUnavailable as e:
            box.note_failure(key, str(e))
            raise
        except RetainError as e:  # refused (bad input, no access): it never will succeed
            from retain.logfile import log

            log("hook", f"outbox: dropped {op} {key}: {e}")
            box.remove(key)
            done["refused"] += 1
            continue
        box.remove(key)
        done["delivered" if result is not None else "already"] += 1
    done["left"] = box.count()
    return done


def write_through(ctx: MemoryContext, text: str, **kwargs: Any) -> WriteResult:
    """Memory.write on a team store: queued locally first, then delivered; when the
    server is out of reach the reply says the write is queued (nothing is lost)."""
    kwargs["now"] = ctx.now(kwargs.get("now"))
    if kwargs.get("where") is None:
        # The branch is the one the write is made on, not the one of its delivery.
        from retain.memory.branch_scope import where_of

        here = where_of(ctx.project_dir) if ctx.project_id is not None else None
        kwargs["where"] = here.to_json() if here is not None else {}
    # Redacted before it is queued: the outbox is a file on disk too, and a queued text
    # would otherwise keep a secret there (in its WAL and freed pages) after delivery.
    # The delivery redacts again, which changes nothing (redaction is idempotent).
    text, secrets = validate.text(text)
    if kwargs.get("context") is not None:
        kwargs["context"], in_context = validate.context_counted(kwargs["context"])
        secrets += in_context
    payload = {"text": text, **kwargs}
    box = Outbox()
    key = new_key()
    box.put(key, target_of(ctx), "write", payload, time.time())
    try:
        flush(ctx, box, exclude=key)  # older queued writes first, in order
        result = deliver(ctx, key, "write", payload)
    except StoreUnavailable as e:
        return WriteResult(
            verdict="queued",
            stored=False,
            memory_id=0,
            episode_id=0,
            message=(
                f"not stored yet: the team store is unreachable ({e}); the write is kept in "
                f"the local outbox ({box.count()} waiting) and will be delivered once"
            ),
        )
    except RetainError:
        box.remove(key)  # refused now (bad input, no access): the caller hears why
        raise
    box.remove(key)
    if result is None:  # another process of this user delivered it from the shared outbox
        result = ctx.store.delivery(key)  # type: ignore[attr-defined]
    assert result, "a delivery records its result in the transaction that claims it"
    written = result_of(result)
    return dataclasses.replace(written, redactions=written.redactions + secrets)


def result_of(recorded: str) -> WriteResult:
    """The WriteResult a delivery recorded as JSON (its id tuples came back as lists)."""
    fields = json.loads(recorded)
    for name in ("may_update", "confirms"):
        fields[name] = tuple(fields.get(name) or ())
    return WriteResult(**fields)
