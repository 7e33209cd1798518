"""Team store access: what one developer may see of another's memories, enforced by
PostgreSQL's row-level security, through every door (Memory, raw SQL, CLI, MCP tool,
SessionStart hook), including by guessing ids; and what a removed member keeps."""

from __future__ import annotations

import json
import subprocess
import time

import anyio
import psycopg
import pytest
from mcp import Client

from conftest import PYTHON, subprocess_env
from retain import Memory
from retain.errors import NotFound, StoreError
from retain.server.tools import build_server
from retain.store import pg_admin as admin

PROJECT = "git:github.com/acme/shop"
OTHER = "git:github.com/acme/billing"
T0 = time.time() - 86400.0  # in the past: the hook below runs on the real clock
PRIVATE = "I prefer tabs over spaces and a dark terminal theme"
SHARED = "orders use optimistic locking: a version column checked on save"


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT).add_members(OTHER, "carol")


def member(team, who: str, project: str = PROJECT) -> Memory:
    return team.memory(who, project)


@pytest.fixture
def written(team):
    """Alice's private preference and a project decision, with vectors."""
    alice = member(team, "alice")
    private = alice.write(PRIVATE, kind="preference", now=T0)
    shared = alice.write(SHARED, kind="decision", now=T0 + 1)
    assert private.stored and shared.stored
    assert alice.get(private.memory_id).scope == "user"
    alice.backfill()
    with psycopg.connect(team.admin_url) as conn:  # vectors on the server for both
        assert conn.execute("SELECT count(*) FROM embeddings").fetchone()[0] == 2
    return private.memory_id, shared.memory_id


def _not_found_message(e: pytest.ExceptionInfo[NotFound], mid: int) -> str:
    return str(e.value).replace(str(mid), "ID")


def test_a_teammate_finds_project_memories_but_never_private_ones(team, written):
    private, shared = written
    bob = member(team, "bob")
    assert [h.memory.id for h in bob.search("optimistic locking version column")] == [shared]
    assert bob.search("tabs spaces dark terminal theme") == []
    assert private not in [m.id for m in bob.store.iter_memories()]
    assert bob.status()["memories"] == 1
    assert private not in bob.session_block(now=T0 + 5).memory_ids
    # the owner still sees both
    alice = member(team, "alice")
    assert [h.memory.id for h in alice.search("tabs dark terminal theme")] == [private]


def test_every_operation_on_a_private_id_is_not_found_like_a_missing_one(team, written):
    private, _ = written
    bob = member(team, "bob")
    missing = private + 1000
    for op in (
        lambda mid: bob.get(mid),
        lambda mid: bob.explain(mid),
        lambda mid: bob.outcome(mid, "fail", note="it misled me", now=T0 + 9),
        lambda mid: bob.forget(mid, "not mine", now=T0 + 9),
        lambda mid: bob.revive(mid, now=T0 + 9),
        lambda mid: bob.pin(mid),
    ):
        with pytest.raises(NotFound) as hidden:
            op(private)
        with pytest.raises(NotFound) as absent:
            op(missing)
        assert _not_found_message(hidden, private) == _not_found_message(absent, missing)
    m = member(team, "alice").get(private)
    assert (m.status, m.n_failure, m.pinned) == ("live", 0, False)  # nothing changed


def test_raw_sql_as_a_member_cannot_read_or_change_private_rows(team, written):
    private, shared = written
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        ids = {r[0] for r in conn.execute("SELECT id FROM memories")}
        assert ids == {shared}
        texts = [r[0] for r in conn.execute("SELECT text FROM episodes")]
        assert texts == [SHARED]  # the private preference's evidence stays hidden
        assert {r[0] for r in conn.execute("SELECT memory_id FROM embeddings")} == {shared}
        assert conn.execute("SELECT count(*) FROM memory_sources").fetchone()[0] == 1
        cur = conn.execute("UPDATE memories SET text = 'x' WHERE id = %s", (private,))
        assert cur.rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE memories SET owner = current_user WHERE id = %s", (shared,))
        with pytest.raises(psycopg.errors.InsufficientPrivilege):  # writing as someone else
            conn.execute(
                "INSERT INTO memories (owner, text, index_text, kind, valence, scope, trust, "
                "confidence, valid_from, content_hash, created_at, updated_at) VALUES "
                "(%s, 'x', 'x', 'note', 'fact', 'user', 'user', 0.5, 0, 'h', 0, 0)",
                (team.role("alice"),),
            )
        alice_episode = 1  # alice's first write: the private preference's evidence
        with pytest.raises(psycopg.errors.ForeignKeyViolation):  # linking a guessed episode
            conn.execute(
                "INSERT INTO memory_sources (memory_id, episode_id) VALUES (%s, %s)",
                (shared, alice_episode),
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):  # memberships are the admin's
            conn.execute(
                "INSERT INTO members (project_id, role) VALUES (%s, current_user)", (OTHER,)
            )
    with psycopg.connect(team.admin_url) as conn:  # the private row is untouched
        assert conn.execute("SELECT text FROM memories WHERE id = %s", (private,)).fetchone() == (
            PRIVATE,
        )


def test_another_projects_members_see_nothing_of_this_project(team, written):
    _, shared = written
    carol = member(team, "carol", OTHER)
    assert carol.search("optimistic locking version column") == []
    with pytest.raises(NotFound):
        carol.explain(shared)
    with pytest.raises(StoreError, match="membership"):  # and cannot write into it
        Memory(team.url("carol"), embedder=None, project=PROJECT).write(
            "billing owns the orders table now", kind="decision", now=T0
        )


def test_the_cli_hides_private_memories(team, written):
    private, shared = written
    env = subprocess_env(RETAIN_DB=team.url("bob"), RETAIN_EMBEDDER="none")

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [PYTHON, "-m", "retain", "--project", PROJECT, *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )

    for args in (
        ["explain", str(private)],
        ["outcome", str(private), "ok"],
        ["forget", str(private)],
    ):
        r = cli(*args)
        assert r.returncode == 1 and f"no memory with id {private}" in r.stderr, r.stderr
    found = json.loads(cli("search", "tabs", "spaces", "optimistic", "--json").stdout)
    assert [h["memory"]["id"] for h in found] == [shared]
    exported = cli("export").stdout
    assert PRIVATE not in exported and SHARED in exported


def test_the_mcp_tools_hide_private_memories(team, written):
    private, shared = written
    bob = member(team, "bob")

    async def body(client: Client) -> None:
        for tool, args in (
            ("memory_explain", {"memory_id": private}),
            ("memory_outcome", {"memory_id": private, "outcome": "ok"}),
            ("memory_forget", {"memory_id": private, "reason": "guessing"}),
            ("memory_revive", {"memory_id": private}),
        ):
            result = await client.call_tool(tool, args)
            assert result.is_error and f"no memory with id {private}" in result.content[0].text
        found = await client.call_tool("memory_search", {"query": "tabs spaces locking"})
        assert (
            f"[{shared}]" in found.content[0].text and f"[{private}]" not in found.content[0].text
        )

    async def main() -> None:
        async with Client(build_server(bob)) as client:
            await body(client)

    anyio.run(main)


def checkout(tmp_path, remote: str = "https://github.com/acme/shop.git"):
    """A directory that retain identifies as PROJECT (its .git config names the remote)."""
    repo = tmp_path / "shop"
    (repo / ".git").mkdir(parents=True)
    (repo / ".git" / "config").write_text(f'[remote "origin"]\n\turl = {remote}\n')
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    return repo


def test_the_session_start_hook_shows_only_what_this_user_may_see(team, written, tmp_path):
    private, shared = written
    repo = checkout(tmp_path)
    payload = {
        "session_id": "bob-session",
        "transcript_path": str(tmp_path / "t.jsonl"),
        "cwd": str(repo),
        "hook_event_name": "SessionStart",
        "source": "startup",
    }
    # this test is about what is shown, not how fast: a loaded machine may take longer
    env = subprocess_env(RETAIN_DB=team.url("bob"), RETAIN_BLOCK_WAIT_MS="10000")
    env.pop("CLAUDE_PROJECT_DIR", None)
    r = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-start"],
        input=json.dumps(payload),
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    assert f"[{shared}] decision: {SHARED}" in r.stdout  # the teammate's project decision
    assert PRIVATE not in r.stdout and f"[{private}]" not in r.stdout


def test_a_removed_member_loses_the_project_and_then_everything(team, written):
    _, shared = written
    bob = member(team, "bob")
    mine = bob.write("I run the tests with -x while iterating", kind="preference", now=T0 + 3)
    assert admin.remove_member(team.admin_url, team.role("bob"), PROJECT) == 1
    bob = member(team, "bob")
    assert bob.search("optimistic locking version column") == []
    with pytest.raises(NotFound):
        bob.explain(shared)
    assert bob.get(mine.memory_id).text.startswith("I run the tests")  # still his own
    with pytest.raises(StoreError, match="membership"):
        bob.write("orders moved to an event log", kind="decision", now=T0 + 4)
    assert admin.remove_member(team.admin_url, team.role("bob"), None) == 0
    with pytest.raises(StoreError, match="permission denied"):
        member(team, "bob").search("tests")
    roles = {(m.project_id, m.role) for m in admin.members(team.admin_url)}
    assert (PROJECT, team.role("alice")) in roles and (PROJECT, team.role("bob")) not in roles


def test_two_developers_through_real_stdio_servers(team, tmp_path):
    """Each developer's `retain serve` as Claude Code starts it, on the same team store:
    a project decision one writes is found by the other; a private one is not."""
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    repo = checkout(tmp_path)

    def server(who: str) -> StdioServerParameters:
        env = subprocess_env(
            RETAIN_DB=team.url(who), RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR=str(repo)
        )
        return StdioServerParameters(
            command=PYTHON, args=["-m", "retain", "serve"], env=env, cwd=str(repo)
        )

    async def call(session: ClientSession, tool: str, **args: object) -> str:
        result = await session.call_tool(tool, args)
        return str(result.content[0].text)

    async def main() -> None:
        async with stdio_client(server("alice")) as (r, w), ClientSession(r, w) as a:
            await a.initialize()
            shared = await call(a, "memory_write", text=SHARED, kind="decision")
            private = await call(a, "memory_write", text=PRIVATE, kind="preference")
            assert shared.startswith("Stored as [") and private.startswith("Stored as [")
        async with stdio_client(server("bob")) as (r, w), ClientSession(r, w) as b:
            await b.initialize()
            found = await call(b, "memory_search", query="optimistic locking version column")
            assert SHARED in found
            hidden = await call(b, "memory_search", query="tabs spaces dark terminal theme")
            assert PRIVATE not in hidden

    anyio.run(main)


def test_the_prompt_hook_shows_only_what_this_user_may_see(team, written, tmp_path):
    private, shared = written
    repo = checkout(tmp_path)
    env = subprocess_env(RETAIN_DB=team.url("bob"), RETAIN_BLOCK_WAIT_MS="10000")
    env.pop("CLAUDE_PROJECT_DIR", None)

    def prompt(text: str, env: dict[str, str]) -> str:
        payload = {
            "session_id": "bob-prompts",
            "cwd": str(repo),
            "hook_event_name": "UserPromptSubmit",
            "prompt": text,
        }
        r = subprocess.run(
            [PYTHON, "-m", "retain.hooks.entry", "prompt"],
            input=json.dumps(payload),
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert r.returncode == 0, r.stderr
        return r.stdout

    assert f"[{shared}]" in prompt("do orders use optimistic locking with a version column?", env)
    theirs = "should I use tabs over spaces, and a dark terminal theme?"
    assert f"[{private}]" not in prompt(theirs, env) and PRIVATE not in prompt(theirs, env)
    # the owner's own prompt does find it: the bar, not the policy, was not what hid it
    env["RETAIN_DB"] = team.url("alice")
    assert f"[{private}]" in prompt(theirs, env)


def test_usage_records_are_each_developers_own(team, written):
    private, shared = written
    alice, bob = member(team, "alice"), member(team, "bob")
    with bob.store.transaction():
        assert bob.store.record_injections("bob-s", [shared], T0 + 5, "startup") == 1
        # a guessed id of alice's private memory records nothing
        assert bob.store.record_found("bob-s", {private: "cited", shared: "cited"}, T0 + 6) == 1
        assert bob.store.record_decisions("bob-s", [(shared, True, "cited")], T0 + 7) == (1, 0)
    assert bob.store.undecided("bob-s") == []
    assert bob.store.usage_counts([shared, private]) == {shared: (1, 0)}
    assert bob.store.injection_report()["sessions"] == 1
    # alice sees the shared memory's counters move, but not bob's sessions
    assert alice.store.usage_counts([shared]) == {shared: (1, 0)}
    assert alice.store.injection_report() == {"sessions": 0}
    assert alice.store.was_injected("bob-s") is False and alice.store.injected_ids("bob-s") == []


def test_outcomes_and_anchors_follow_their_memory(team, written):
    from retain.models import AnchorRecord

    private, shared = written
    alice, bob = member(team, "alice"), member(team, "bob")
    with alice.store.transaction():
        mine = alice.store.add_outcome(private, "ok", inferred=True, source="transcript", now=T0)
        ours = alice.store.add_outcome(shared, "ok", inferred=True, source="transcript", now=T0)
        alice.store.save_anchors(private, [AnchorRecord("file", "notes/me.md", "x")], T0)
        alice.store.save_anchors(shared, [AnchorRecord("file", "orders/save.py", "y")], T0)
    assert mine and ours
    # the project memory's outcome and anchor are the project's; the private ones are not
    assert [o.id for o in bob.store.outcomes_of(shared)] == [ours]
    assert bob.store.outcomes_of(private) == []
    with pytest.raises(NotFound):
        bob.store.get_outcome(mine)  # a guessed id: not found, like a missing one
    assert list(bob.store.anchors_of([private, shared])) == [shared]
    assert [p[0] for p in bob.store.anchor_probes([private, shared])] == [shared]
    # no outcome can be pinned on a memory bob cannot see: the trigger finds no memory
    with pytest.raises(psycopg.errors.ForeignKeyViolation), bob.store.transaction():
        bob.store.add_outcome(private, "fail", inferred=False, source="tool", now=T0 + 1)
    assert all(o.outcome == "ok" for o in alice.store.outcomes_of(private))
    with pytest.raises(NotFound):  # and through the facade, the same "not found" as ever
        bob.outcome(private, "fail", now=T0 + 2)
