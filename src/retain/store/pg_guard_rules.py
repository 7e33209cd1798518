"""What the team store's guarded memory functions may change (retain.store.pg_guard, the
body of migration m007): the columns each may set, the counters it may only raise, what a
scrub may rewrite, and the functions members may call. Shipped: never edited.
"""

from __future__ import annotations

HISTORY_TABLE = "memory_history"
# Members may still set these directly: the sleep pass re-derives them from the checkout
# on every check (a wrong value is repaired by the next one) and they hold no belief.
ANCHOR_COLUMNS = ("anchored_at", "stale_at", "stale_reason")
# What retain_update_memory may set: everything the store's `update` is ever given.
SETTABLE = (
    "trust",
    "confidence",
    "support",
    "n_success",
    "n_failure",
    "n_used",
    "n_injected",
    "strength",
    "last_used_at",
    "valid_from",
    "valid_to",
    "superseded_by",
    "status",
    "retired_reason",
    "retired_at",
    "retired_kind",
    "pinned",
    "expires_at",
    "consolidated",
    "updated_at",
    "shown_used",
    "shown_unused",
    "n_inferred_success",
    "n_inferred_failure",
    *ANCHOR_COLUMNS,
    # m006 (issue 31): a branch's memory is lifted, followed or confined by the sleep
    # pass through this function, so each change of scope is logged with its actor.
    "branch",
    "written_branch",
    "branch_seen",
)
# Counters no operation of the store lowers (a merge sums into its keeper, an outcome or
# a use adds one); lowering one would erase a teammate's record of failures or support.
GROWING = ("support", "n_success", "n_failure", "n_used", "n_injected", "shown_used")
# An inferred outcome can be undone (retain.memory.credit.undo): one step down per call.
TAKEN_BACK = ("n_inferred_success", "n_inferred_failure")
OUTCOME_COUNTERS = ("n_success", "n_failure", "n_inferred_success", "n_inferred_failure")

# What retain_scrub_memory may rewrite (`retain scrub`): the free-text columns, each only
# to a redaction of what it holds (checked in SQL), and the columns derived from them.
SCRUB_TEXT = ("text", "context", "retired_reason")
SCRUB_DERIVED = ("index_text", "content_hash", "context_index")

# The functions members may call, with their argument types (for GRANT EXECUTE).
MEMBER_FUNCTIONS = (
    "retain_scrub_memory(BIGINT, JSONB, JSONB)",
    "retain_update_memory(BIGINT, JSONB)",
    "retain_record_use(BIGINT[], DOUBLE PRECISION)",
    "retain_record_shown(BIGINT, BOOLEAN, DOUBLE PRECISION)",
    "retain_record_injected(BIGINT[], DOUBLE PRECISION)",
)


def _array(names: tuple[str, ...]) -> str:
    return "ARRAY[" + ", ".join(f"'{n}'" for n in names) + "]"
