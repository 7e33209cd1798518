"""The team hooks answer from the local mirror (retain.team.mirror), never importing the
driver, and a detached refresher keeps that mirror up to date: as Claude Code runs the
hooks (subprocesses, payload on stdin) against the real PostgreSQL server."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

import psycopg
import pytest

from conftest import PYTHON, subprocess_env
from retain import Memory
from retain.store import pg_admin as admin
from retain.team import refresh
from retain.team.mirror import Mirror

PROJECT = "git:example.com/acme/mirror"
SECRET = "the nightly fixture loader is killed by its 40 minute timeout"
LATER = "the staging deploy needs the vpn profile named acme-stage"


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT)


def hook(event: str, payload: dict, url: str, **env: str) -> tuple[str, set[str]]:
    out = subprocess.run(
        [PYTHON, "-X", "importtime", "-m", "retain.hooks.entry", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env=subprocess_env(RETAIN_DB=url, **env),
        check=True,
        timeout=60,
    )
    modules = {
        line.rsplit("|", 1)[1].strip()
        for line in out.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    return out.stdout, modules


def start(session: str) -> dict:
    return {"session_id": session, "cwd": PROJECT, "source": "startup"}


def ask(session: str, prompt: str) -> dict:
    return {"session_id": session, "cwd": PROJECT, "prompt": prompt}


def server_injections(pg, session: str) -> list[int]:
    with psycopg.connect(pg.admin_url) as conn:
        rows = conn.execute(
            "SELECT memory_id FROM injections WHERE session_id = %s ORDER BY memory_id",
            (session,),
        ).fetchall()
    return [int(r[0]) for r in rows]


def wait_for(check, seconds: float = 40.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "the detached refresher did not finish in time"
        time.sleep(0.2)


def test_the_hooks_answer_from_the_mirror_without_the_driver(team):
    url = team.url("alice")
    mid = Memory(url, embedder=None, project=PROJECT).write(SECRET, kind="decision").memory_id
    refresh.refresh(url, PROJECT)
    mirror = Mirror(url, PROJECT)
    assert mirror.db.stat().st_mode & 0o777 == 0o600
    assert "password" not in mirror.target and "retain-test" not in str(mirror.db)
    quiet = {"RETAIN_TEAM_REFRESH_S": "3600"}  # fresh: no refresh started
    printed, modules = hook("session-start", start("s1"), url, **quiet)
    assert "40 minute timeout" in printed
    assert "retain.team.mirror" in modules  # the listing is real
    heavy = [m for m in ("psycopg", "retain.store.postgres", "subprocess", "numpy") if m in modules]
    assert heavy == [], f"the team session-start hook imported {heavy}"
    # the prompt hook, same session: already shown, not repeated; another session: shown
    printed, modules = hook(
        "prompt", ask("s1", "why is the nightly fixture loader killed"), url, **quiet
    )
    assert printed.strip() == "" and "psycopg" not in modules
    printed, modules = hook(
        "prompt", ask("s2", "why is the nightly fixture loader killed"), url, **quiet
    )
    assert "40 minute timeout" in printed and "psycopg" not in modules
    # what the hooks showed reaches the server once, however often the refresher runs
    assert server_injections(team, "s1") == []
    refresh.refresh(url, PROJECT)
    refresh.refresh(url, PROJECT)
    assert server_injections(team, "s1") == [mid] and server_injections(team, "s2") == [mid]
    with psycopg.connect(team.admin_url) as conn:
        assert conn.execute("SELECT n_injected FROM memories WHERE id = %s", (mid,)).fetchone() == (
            2,
        )


def test_a_write_by_another_user_reaches_the_mirror_through_the_detached_refresher(team):
    alice, bob = team.url("alice"), team.url("bob")
    Memory(alice, embedder=None, project=PROJECT).write(SECRET, kind="decision")
    refresh.refresh(alice, PROJECT)
    Memory(bob, embedder=None, project=PROJECT).write(LATER, kind="decision")
    mirror = Mirror(alice, PROJECT)
    before = mirror.meta()["refreshed_at"]
    printed, _ = hook("session-start", start("s1"), alice, RETAIN_TEAM_REFRESH_S="0")
    assert "40 minute timeout" in printed and "acme-stage" not in printed  # as of the last refresh
    wait_for(lambda: mirror.meta().get("refreshed_at", 0) > before)
    printed, modules = hook("session-start", start("s2"), alice, RETAIN_TEAM_REFRESH_S="3600")
    assert "acme-stage" in printed and "psycopg" not in modules
    # bob's private memory never reaches alice's mirror
    Memory(bob, embedder=None, project=PROJECT).write(
        "I prefer tabs over spaces in every file", kind="preference", scope="user"
    )
    refresh.refresh(alice, PROJECT)
    printed, _ = hook("session-start", start("s3"), alice, RETAIN_TEAM_REFRESH_S="3600")
    assert "tabs" not in printed


class SocketProxy:
    """A Unix-socket forwarder to the test server: closing it is the server going away."""

    def __init__(self, target: str) -> None:
        self.dir = tempfile.mkdtemp(prefix="retain-proxy-")
        self.path = os.path.join(self.dir, Path(target).name)
        self.target = target
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.bind(self.path)
        self.sock.listen(8)
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.sock.accept()
            except OSError:
                return
            upstream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            upstream.connect(self.target)
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(a: socket.socket, b: socket.socket) -> None:
        try:
            while data := a.recv(65536):
                b.sendall(data)
        except OSError:
            pass
        finally:
            for s in (a, b):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        self.sock.close()
        os.unlink(self.path)


def _via(url: str, directory: str) -> str:
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    query["host"] = [directory]
    return urlunsplit(parts._replace(query=urlencode(query, doseq=True)))


def test_with_the_server_gone_the_mirror_is_still_served(team):
    sock = team.unix_socket()
    if sock is None:
        pytest.skip("the server is reached over TCP here; the proxy forwards a Unix socket")
    proxy = SocketProxy(str(sock))
    url = _via(team.url("alice"), proxy.dir)
    Memory(url, embedder=None, project=PROJECT).write(SECRET, kind="decision")
    refresh.refresh(url, PROJECT)
    proxy.close()  # the server is unreachable from here on
    mirror = Mirror(url, PROJECT)
    printed, modules = hook("session-start", start("s1"), url, RETAIN_TEAM_REFRESH_S="0")
    assert "40 minute timeout" in printed and "psycopg" not in modules
    wait_for(lambda: mirror.meta().get("error"))  # the refresher tried, failed, noted it
    printed, _ = hook("session-start", start("s2"), url, RETAIN_TEAM_REFRESH_S="0")
    assert "40 minute timeout" in printed
    printed, _ = hook("prompt", ask("s1", "why is the nightly fixture loader killed"), url)
    assert printed.strip() == ""  # shown at s1's start, recorded locally: not repeated


def test_the_first_run_asks_the_server_once_then_builds_the_mirror(team):
    url = team.url("alice")
    Memory(url, embedder=None, project=PROJECT).write(SECRET, kind="decision")
    mirror = Mirror(url, PROJECT)
    assert not mirror.db.exists()
    printed, modules = hook("session-start", start("s1"), url, RETAIN_BLOCK_WAIT_MS="10000")
    assert "40 minute timeout" in printed and "psycopg" in modules  # the bounded fetch
    wait_for(lambda: mirror.servable(time.time()))
    # the new mirror knows what s1 was shown on the server: the prompt does not repeat it
    printed, modules = hook("prompt", ask("s1", "why is the nightly fixture loader killed"), url)
    assert printed.strip() == "" and "psycopg" not in modules
    printed, _ = hook("prompt", ask("s9", "why is the nightly fixture loader killed"), url)
    assert "40 minute timeout" in printed


def test_a_slow_refresh_spaces_out_the_next_one(team, monkeypatch):
    # a refresh that took a minute (a large project) must not be restarted every 30 s
    url = team.url("alice")
    Memory(url, embedder=None, project=PROJECT).write(SECRET, kind="decision")
    refresh.refresh(url, PROJECT)
    mirror = Mirror(url, PROJECT)
    meta = mirror.meta()
    assert isinstance(meta.get("took"), float) and meta["took"] >= 0
    monkeypatch.setenv("RETAIN_TEAM_REFRESH_S", "30")
    at = float(meta["refreshed_at"])
    mirror.save_meta({**meta, "took": 60.0})
    assert not mirror.refresh_due(at + 100)  # 30 s has passed, but 10 x 60 s has not
    assert mirror.refresh_due(at + 601)
    mirror.save_meta({**meta, "took": 0.5})  # a quick one keeps the 30 s pace
    assert mirror.refresh_due(at + 31)


def _mirror_rows(mirror: Mirror) -> dict[int, tuple]:
    import sqlite3

    conn = sqlite3.connect(mirror.db)
    try:
        return {
            r[0]: tuple(r[1:])
            for r in conn.execute(
                "SELECT id, text, status, pinned, confidence, n_success, n_injected, updated_at "
                "FROM memories"
            )
        }
    finally:
        conn.close()


def _server_rows(url: str) -> dict[int, tuple]:
    """What alice may see on the server: the rows her mirror must hold, exactly."""
    with psycopg.connect(url) as conn:
        return {
            r[0]: tuple(r[1:])
            for r in conn.execute(
                "SELECT id, text, status, pinned, confidence, n_success, n_injected, updated_at "
                "FROM memories WHERE status = 'live' AND (scope = 'user' AND owner = current_user "
                "OR scope = 'project' AND project_id = %s)",
                (PROJECT,),
            )
        }


def test_a_refresh_copies_only_what_changed_and_drops_what_left(team):
    """The refresher lists the visible ids and fetches only the rows written since its
    last mark (or missing): every change, closure, forgetting and loss of access reaches
    the mirror, which always equals what the server shows, with nothing cut."""
    alice, bob = team.url("alice"), team.url("bob")
    a = Memory(alice, embedder=None, project=PROJECT)
    b = Memory(bob, embedder=None, project=PROJECT)
    ids = a.add_many([f"the build step {i} runs in its own container" for i in range(40)],
                     kind="decision", embed=False)  # fmt: skip
    mine = a.add_many(["I want answers in German"], kind="preference", scope="user")
    b.add_many(["bob's private shortcut list"], kind="preference", scope="user", embed=False)
    mirror = Mirror(alice, PROJECT)
    first = refresh.refresh(alice, PROJECT)
    assert first["full"] and first["copied"] == first["memories"] == 41
    assert _mirror_rows(mirror) == _server_rows(alice)
    again = refresh.refresh(alice, PROJECT)
    assert not again["full"] and again["copied"] == 0 and again["memories"] == 41
    # changes by both users: an outcome, a pin, a new memory, a forgetting, an edit
    a.outcome(ids[0], "ok")
    b.pin(ids[1])
    new = b.write("the release branch is cut on Thursdays", kind="decision").memory_id
    a.forget(ids[2], "wrong")
    edited = a.edit(ids[3], "the build step 3 runs on the host, not in a container")
    changed = refresh.refresh(alice, PROJECT)
    assert 4 <= changed["copied"] <= 8, changed  # the changed rows, not the 41
    held = _mirror_rows(mirror)
    assert held == _server_rows(alice)
    assert new in held and ids[2] not in held and ids[3] not in held
    assert held[ids[1]][2] == 1 and held[ids[0]][4] == 1 and edited.memory_id in held
    # alice leaves the project: only her own scope stays; back in, all of it returns
    admin.remove_member(team.admin_url, team.role("alice"), PROJECT)
    gone = refresh.refresh(alice, PROJECT)
    assert gone["copied"] == 0 and set(_mirror_rows(mirror)) == set(mine)
    admin.add_member(team.admin_url, team.role("alice"), PROJECT)
    back = refresh.refresh(alice, PROJECT)
    assert back["copied"] == back["memories"] - 1 == len(_server_rows(alice)) - 1
    assert _mirror_rows(mirror) == _server_rows(alice)


def test_a_mark_too_old_to_compare_copies_everything(team):
    url = team.url("alice")
    Memory(url, embedder=None, project=PROJECT).write(SECRET, kind="decision")
    refresh.refresh(url, PROJECT)
    mirror = Mirror(url, PROJECT)
    meta = mirror.meta()
    mirror.save_meta({**meta, "xmin": int(meta["xmin"]) - refresh.MAX_XID_SPAN - 1})
    report = refresh.refresh(url, PROJECT)
    assert report["full"] and report["copied"] == report["memories"] == 1
    mirror.save_meta({**mirror.meta(), "xmin": None})  # a mirror of an older retain
    assert refresh.refresh(url, PROJECT)["full"]


def test_an_incremental_refresh_reads_what_changed_and_still_drops_what_left(team):
    """After the first copy a refresh asks the server only for the rows written since
    its mark (live or not), so nothing changed reads no row; yet a forgetting by another
    member, a contradiction that closes a belief, an edit and a pin all reach the mirror,
    and a member removed from the project loses its memories at the next refresh."""
    alice, bob = team.url("alice"), team.url("bob")
    a = Memory(alice, embedder=None, project=PROJECT)
    b = Memory(bob, embedder=None, project=PROJECT)
    ids = a.add_many([f"the cache layer {i} keeps entries for an hour" for i in range(30)],
                     kind="decision", embed=False)  # fmt: skip
    flags = a.write("Feature flags are served by LaunchDarkly", kind="decision").memory_id
    mine = a.add_many(["I want answers in German"], kind="preference", scope="user")
    mirror = Mirror(alice, PROJECT)
    assert refresh.refresh(alice, PROJECT)["listing"] == "every visible id"
    quiet = refresh.refresh(alice, PROJECT)
    assert quiet["listing"] == "changed rows" and quiet["listed"] == 0 and quiet["copied"] == 0
    assert quiet["memories"] == 32 and _mirror_rows(mirror) == _server_rows(alice)
    b.forget(ids[0], "wrong")
    closer = b.write("Switched feature flags from LaunchDarkly to Unleash", kind="decision")
    assert closer.verdict == "contradiction" and closer.related_id == flags
    b.pin(ids[1])
    b.outcome(ids[2], "ok")
    changed = refresh.refresh(alice, PROJECT)
    assert changed["listing"] == "changed rows"
    assert 4 <= changed["listed"] <= 8, changed  # what was written, not the 33 visible
    held = _mirror_rows(mirror)
    assert held == _server_rows(alice)
    assert ids[0] not in held and flags not in held and closer.memory_id in held
    assert held[ids[1]][2] == 1 and held[ids[2]][4] == 1
    admin.remove_member(team.admin_url, team.role("alice"), PROJECT)
    gone = refresh.refresh(alice, PROJECT)
    assert gone["listing"] == "every visible id" and set(_mirror_rows(mirror)) == set(mine)
    assert refresh.refresh(alice, PROJECT)["listing"] == "changed rows"
    admin.add_member(team.admin_url, team.role("alice"), PROJECT)
    back = refresh.refresh(alice, PROJECT)
    assert back["listing"] == "every visible id" and _mirror_rows(mirror) == _server_rows(alice)


def test_the_safety_net_lists_everything_and_catches_a_change_no_row_version_shows(team):
    """A memory moved to another project by an administrator (no member may change a
    memory's project) leaves no row version this user can see; the periodic full
    listing drops it, and does not slow the next refreshes by its own duration."""
    url = team.url("alice")
    a = Memory(url, embedder=None, project=PROJECT)
    ids = a.add_many(["the nightly job runs at two", "the queue is drained first"],
                     kind="decision", embed=False)  # fmt: skip
    mirror = Mirror(url, PROJECT)
    refresh.refresh(url, PROJECT)
    with psycopg.connect(team.admin_url) as conn:
        conn.execute(
            "UPDATE memories SET project_id = 'git:example.com/acme/other' WHERE id = %s",
            (ids[0],),
        )
    assert refresh.refresh(url, PROJECT)["listing"] == "changed rows"
    assert ids[0] in _mirror_rows(mirror)  # nothing on the server says it went
    meta = mirror.meta()
    mirror.save_meta({**meta, "since_full": refresh.FULL_EVERY - 1, "took": 0.25})
    net = refresh.refresh(url, PROJECT)
    assert net["listing"] == "every visible id" and set(_mirror_rows(mirror)) == {ids[1]}
    assert mirror.meta()["took"] == 0.25 and mirror.meta()["since_full"] == 0
    mirror.save_meta({**mirror.meta(), "full_at": 0.0})
    assert refresh.refresh(url, PROJECT)["listing"] == "every visible id"
