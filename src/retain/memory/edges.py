"""The facade's entries for the edges that show and consolidate: the status report, the
SessionStart and prompt-time blocks with what a session was shown, and the sleep pass.

`Memory` takes these methods from `EdgeEntries` (the facade in two files, each under the
house's module size); they read the facade's MemoryContext like every other method.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from retain import limits

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext
    from retain.rank.block import Block
    from retain.sleep.run import Progress, SleepReport


class EdgeEntries:
    """Part of `Memory` (retain.memory.facade): see the module."""

    context: MemoryContext

    def status(self) -> dict[str, Any]:
        """What `memory_status` and `retain status` report (retain.memory.status)."""
        from retain.memory.status import collect

        return collect(self.context)

    # The SessionStart block: one copy of its rules, in retain.rank.block, which the hook
    # also calls directly on its lean store.
    def session_block(
        self,
        *,
        hint_dir: str | None = None,
        budget: int | None = None,
        session_id: str | None = None,
        now: float | None = None,
    ) -> Block:
        """The SessionStart block for this facade's project, at most `budget` tokens
        (default: RETAIN_BUDGET); `hint_dir`: the checkout whose branch and recent commits
        lift matching memories, and against which the candidates' anchors are checked
        (possibly stale ones are marked and ranked lower)."""
        from retain.rank import block as blocks

        if budget is not None:
            limits.whole("budget", budget, limits.MIN_BUDGET, limits.MAX_BUDGET)
        return blocks.session_block(
            self.context.store,
            project_id=self.context.project_id,
            hint_dir=hint_dir,
            budget=budget,
            session_id=session_id,
            now=self.context.now(now),
        )

    def record_shown(
        self, session_id: str, block: Block, *, source: str, now: float | None = None
    ) -> int:
        """Log what a session was shown (once per memory per session); new rows."""
        from retain.rank import block as blocks

        return blocks.record_shown(
            self.context.store, session_id, block, source=source, now=self.context.now(now)
        )

    def was_shown(self, session_id: str) -> bool:
        from retain.rank import block as blocks

        return blocks.was_shown(self.context.store, session_id)

    def prompt_block(
        self, prompt: str, *, session_id: str | None = None, now: float | None = None
    ) -> Block:
        """The prompt-time block for what the user just typed (retain.rank.prompt): usually
        empty; never a memory this session was already shown. What it shows is recorded."""
        from retain.rank import prompt as recall

        return recall.prompt_block(
            self.context.store,
            prompt,
            project_id=self.context.project_id,
            session_id=session_id,
            now=self.context.now(now),
            branches=self.context.branches(),
        )

    def sleep(
        self,
        *,
        transcript_path: str | Path | None = None,
        session_id: str | None = None,
        project_dir: str | Path | None = None,
        progress: Progress | None = None,
        lock_wait: float | None = None,
        now: float | None = None,
    ) -> SleepReport:
        """One sleep pass over this store (retain.sleep.run): capture a transcript, then
        consolidate, merge, expire, decay and prune. Uses the embedder if it is loaded."""
        from retain.sleep.run import LOCK_WAIT_SECONDS, run_sleep_pass

        return run_sleep_pass(
            self.context.store,
            now=self.context.now(now),
            transcript_path=transcript_path,
            session_id=session_id,
            project_dir=project_dir,
            embedder=self.context.embedder(),
            progress=progress,
            lock_wait=LOCK_WAIT_SECONDS if lock_wait is None else lock_wait,
        )
