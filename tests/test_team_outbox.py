"""Local first: writes made while the team store is out of reach are kept in the local
outbox and delivered later exactly once, whatever fails in between; the SessionStart
block never waits on the network past its bound."""

from __future__ import annotations

import json
import re
import subprocess
import threading
import time

import psycopg
import pytest

from conftest import PYTHON, subprocess_env
from fakes import FakeEmbedder
from retain import Memory
from retain.errors import StoreUnavailable
from retain.memory import team_outbox as ob
from retain.store import pg_admin as admin
from retain.team import fast_block

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0


@pytest.fixture
def proxy(pg):
    from netproxy import Proxy

    sock = pg.unix_socket()
    if sock is None:
        pytest.skip("the fault proxy needs the test server's Unix socket")
    admin.add_member(pg.admin_url, pg.role("alice"), PROJECT)
    p = Proxy(sock)
    yield p
    p.close()


def alice(pg, proxy) -> Memory:
    from retain.store.postgres import PostgresStore

    store = PostgresStore(proxy.url(pg.url("alice")), reconnect_seconds=0.5, connect_timeout=2)
    return Memory(store, embedder=FakeEmbedder(), project=PROJECT)


def server_rows(pg, sql: str, *params):
    with psycopg.connect(pg.admin_url) as conn:
        return conn.execute(sql, params).fetchall()


def test_offline_writes_are_queued_then_delivered_exactly_once(pg, proxy, monkeypatch):
    proxy.down()
    mem = alice(pg, proxy)  # opening a store offline does not fail
    first = mem.write("the release train leaves on Thursdays", kind="decision", now=T0)
    second = mem.write(
        "hotfixes go through the release-hotfix branch", kind="procedure", now=T0 + 1
    )
    assert (first.verdict, first.stored, second.verdict) == ("queued", False, "queued")
    assert "local outbox" in first.message and "unreachable" in first.message
    assert ob.Outbox().count() == 2
    assert server_rows(pg, "SELECT count(*) FROM memories") == [(0,)]

    proxy.up()
    # The first delivery commits on the server, then "crashes" before the local row goes.
    real_remove = ob.Outbox.remove
    crashed: list[str] = []

    def crash_once(self, key):
        if not crashed:
            crashed.append(key)
            raise KeyboardInterrupt("killed after the commit")
        return real_remove(self, key)

    monkeypatch.setattr(ob.Outbox, "remove", crash_once)
    with pytest.raises(KeyboardInterrupt):
        mem.flush_outbox()
    monkeypatch.setattr(ob.Outbox, "remove", real_remove)
    assert server_rows(pg, "SELECT count(*) FROM memories") == [(1,)]
    assert ob.Outbox().count() == 2  # both still queued locally: one applied, one not

    # Two deliverers at once (a CLI and the MCP server of the same user) retry everything.
    reports: list[dict] = []
    threads = [
        threading.Thread(target=lambda: reports.append(alice(pg, proxy).flush_outbox()))
        for _ in range(2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert ob.Outbox().count() == 0
    assert sum(r["delivered"] for r in reports) == 1  # the second write, once
    assert sum(r["already"] for r in reports) >= 1  # the crashed one was found claimed
    texts = [r[0] for r in server_rows(pg, "SELECT text FROM memories ORDER BY id")]
    assert texts == [
        "the release train leaves on Thursdays",
        "hotfixes go through the release-hotfix branch",
    ]
    assert server_rows(pg, "SELECT count(*) FROM episodes") == [(2,)]
    assert server_rows(pg, "SELECT count(*) FROM deliveries") == [(2,)]
    owner = server_rows(pg, "SELECT DISTINCT owner FROM memories")
    assert owner == [(pg.role("alice"),)]
    # the queued times were kept: the belief is dated when it was written, not delivered
    assert server_rows(pg, "SELECT created_at FROM memories ORDER BY id")[0][0] == T0


def test_a_connection_dropped_mid_delivery_is_redelivered_once(pg, proxy, monkeypatch):
    mem = alice(pg, proxy)
    from retain.memory import write as writes

    real_write = writes.write
    calls: list[int] = []

    def write_then_lose_the_connection(m, text, **kw):
        result = real_write(m, text, **kw)  # inside the delivery's transaction
        if not calls:
            calls.append(1)
            with m.store._c() as conn:
                pid = conn.info.backend_pid
            server_rows(pg, "SELECT pg_terminate_backend(%s)", pid)
        return result

    monkeypatch.setattr(writes, "write", write_then_lose_the_connection)
    r = mem.write("the payments service owns the ledger table", kind="architecture", now=T0)
    assert r.verdict == "queued" and ob.Outbox().count() == 1
    assert server_rows(pg, "SELECT count(*) FROM memories") == [(0,)]  # rolled back
    report = mem.flush_outbox()
    assert (report["delivered"], report["left"]) == (1, 0)
    assert server_rows(pg, "SELECT count(*) FROM memories") == [(1,)]
    again = mem.write("the payments service owns the ledger table", kind="architecture", now=T0 + 5)
    assert again.verdict == "redundant"  # online again: the reply is the real one


def test_a_refused_write_is_not_queued(pg, proxy):
    mem = Memory(proxy.url(pg.url("alice")), embedder=None, project="git:github.com/acme/other")
    from retain.errors import StoreError

    with pytest.raises(StoreError, match="membership"):
        mem.write("a decision in a project alice is not a member of", kind="decision", now=T0)
    assert ob.Outbox().count() == 0


def test_session_start_waits_at_most_the_bound_then_shows_the_cached_block(pg, proxy, tmp_path):
    mem = alice(pg, proxy)
    shown = mem.write("deploys go through make release", kind="decision", now=T0)
    url = proxy.url(pg.url("alice"))
    kw = dict(directory=None, session_id="s1", source="startup", already_shown=lambda m: False)
    # project None -> user scope only; use the project through an id-named directory
    kw["directory"] = PROJECT
    # the online fetch fills the cache; it has the same 150 ms bound, which a loaded
    # machine can miss (then the hook fails open), so give the precondition a few tries
    for _ in range(10):
        online = fast_block.session_start(url, **kw)
        if f"[{shown.memory_id}]" in online:
            break
    assert f"[{shown.memory_id}]" in online
    timings = []
    for mode in ("blackhole", "down"):
        getattr(proxy, mode)()
        started = time.monotonic()
        offline = fast_block.session_start(url, **kw)
        timings.append(time.monotonic() - started)
        assert f"[{shown.memory_id}] decision: deploys go through make release" in offline
        assert offline != online  # a fresh nonce on the cached block
    assert max(timings) < fast_block.DEADLINE_SECONDS + 0.1, timings


def test_the_hook_process_stays_fast_when_the_server_hangs(pg, proxy, tmp_path):
    proxy.blackhole()
    payload = {
        "session_id": "s",
        "cwd": str(tmp_path),
        "hook_event_name": "SessionStart",
        "source": "startup",
    }
    env = subprocess_env(RETAIN_DB=proxy.url(pg.url("alice")))
    started = time.monotonic()
    r = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-start"],
        input=json.dumps(payload),
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    took = time.monotonic() - started
    assert r.returncode == 0 and r.stdout == ""
    # The hook logs how long it waited on the server (from after its imports): the
    # 150 ms bound plus thread scheduling on a loaded machine, never libpq's 2 s timeout.
    waited = re.search(r"no answer in (\d+) ms", r.stderr)
    assert waited and int(waited.group(1)) < 600, r.stderr
    assert took < 60, took  # the process as a whole: imports dominate, then it exits


def test_retain_db_url_never_makes_a_sqlite_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RETAIN_DB", "postgresql://nobody@127.0.0.1:1/none")
    from retain.store.open import open_store
    from retain.store.postgres import PostgresStore

    store = open_store()
    assert isinstance(store, PostgresStore)
    with pytest.raises(StoreUnavailable):
        store.current_role()
    r = subprocess.run(
        [PYTHON, "-m", "retain", "status"],
        env=subprocess_env(),
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert r.returncode == 1 and "cannot reach the team store" in r.stderr
    assert list(tmp_path.iterdir()) == [tmp_path / "home"]  # no "postgresql:" folder
