"""Who a local history row names, with the viewer's threads (issue 27, round 25).

`acting` kept one value for the whole process, and the viewer answers each request in a
thread of its own: a change made by another thread while a request was being answered
was logged as the viewer's, and two requests that overlapped left "ui" in place for every
later change of the process (a flaky order-dependent failure of test_history_trace.py when
a viewer test ran before it). A `with acting(...)` block now names its own thread's
changes only; `acting(...).start()` still names the whole process's."""

from __future__ import annotations

import sqlite3
import threading

from retain.store.sqlite_history import acting


def _actors(path: str, memory_id: int) -> list[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            "SELECT actor FROM memory_history WHERE memory_id = ? ORDER BY id", (memory_id,)
        )
        return [r[0] for r in rows]


def test_a_block_in_another_thread_does_not_name_this_thread_s_changes(mem, tmp_path):
    mid = mem.write("we deploy with fly.io from the main branch", kind="decision").memory_id
    inside, leave = threading.Event(), threading.Event()

    def request() -> None:  # a viewer request, held open while the main thread writes
        with acting("ui"):
            inside.set()
            leave.wait(30)

    t = threading.Thread(target=request)
    t.start()
    assert inside.wait(30)
    try:
        mem.pin(mid, True)  # the library's own change, made meanwhile
    finally:
        leave.set()
        t.join(30)
    assert _actors(str(tmp_path / "mem.db"), mid) == ["api"]


def test_overlapping_blocks_leave_no_actor_behind(mem, tmp_path):
    mid = mem.write("we deploy with fly.io from the main branch", kind="decision").memory_id
    entered = [threading.Event(), threading.Event()]
    go = [threading.Event(), threading.Event()]

    def request(i: int) -> None:
        with acting("ui"):
            entered[i].set()
            go[i].wait(30)

    threads = [threading.Thread(target=request, args=(i,)) for i in (0, 1)]
    threads[0].start()
    assert entered[0].wait(30)
    threads[1].start()
    assert entered[1].wait(30)
    go[0].set()  # the first to enter leaves first
    threads[0].join(30)
    go[1].set()
    threads[1].join(30)
    mem.pin(mid, True)
    with acting("cli"):
        mem.pin(mid, False)
    mem.pin(mid, True)
    assert _actors(str(tmp_path / "mem.db"), mid) == ["api", "cli", "api"]
