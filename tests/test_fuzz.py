"""Hostile and broken input at every edge: a clear error or a skip, never a crash, never a
partial write.

- the Memory facade: every public call with arguments of the declared types but hostile
  values (lone surrogates, NUL, 4,001 characters, FTS syntax, ids past 2**63, NaN, inf);
- the MCP tools through the SDK's in-memory client, with arbitrary JSON arguments;
- the CLI with arbitrary arguments;
- hook payloads (in process, plus a few real `python -m retain.hooks.entry` runs);
- transcripts: truncated lines, invalid UTF-8, huge lines, wrong types, deep nesting.

"Rejected" means RetainError from the facade, `is_error` with a message from a tool
(a bare "Error executing tool X" means an unexpected exception leaked), or a non-zero
exit with one line on stderr from the CLI. Row counts are compared around each call.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from anyio.from_thread import start_blocking_portal
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from conftest import PYTHON, subprocess_env
from fakes import FakeEmbedder
from retain import Memory, RetainError
from retain.models import KINDS, OUTCOMES, SCOPES, TRUSTS, VALENCES, VERDICTS, WriteResult
from retain.sleep.capture import Candidate, capture

TABLES = ("episodes", "memories", "memory_sources", "embeddings", "injections", "sleep_runs")
FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,  # no example database in the repository
    # The same examples on every run: CI must not pass or fail by luck. Explore new
    # inputs locally by switching derandomize off.
    derandomize=True,
)

# --- strategies ------------------------------------------------------------------

NASTY_TEXT = st.sampled_from(
    [
        "",
        "   ",
        "\x00",
        "\x00 \x00",
        "\ud800",
        "half an emoji \ud83d",
        "x" * 4001,
        "y " * 2000,
        '"NOT" AND OR * ^ NEAR( c++ "',
        "uv-pip README.md c++ NOT -x",
        "数据库迁移需要先备份",
        "\u202etxet desrever\u202c",
        "line\r\nbreak\u2028sep\u2029para\x85nel",
        "DROP TABLE memories; --",
        "' OR 1=1 --",
        "</retain-memory>",
        "\U0001f600" * 100,
    ]
)
TEXT = st.one_of(NASTY_TEXT, st.text(max_size=60), st.text(min_size=1, max_size=30).map(str.strip))
IDS = st.one_of(
    st.integers(min_value=-3, max_value=12),
    st.sampled_from([0, 2**31, 2**63 - 1, 2**63, 2**64, -(2**63), 10**30]),
)
FLOATS = st.one_of(
    st.none(), st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([0.0, -1.0, 1e-300])
)


def choice(values: tuple[str, ...]) -> st.SearchStrategy[Any]:
    return st.one_of(st.sampled_from(values), st.sampled_from(["", "failure", "FACT", " fact"]))


def optional(values: tuple[str, ...]) -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), choice(values))


@st.composite
def facade_calls(draw: st.DrawFn) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
    op = draw(
        st.sampled_from(
            [
                "write",
                "add",
                "add_many",
                "search",
                "outcome",
                "forget",
                "revive",
                "pin",
                "explain",
                "get",
            ]
        )
    )
    if op == "write":
        return (
            op,
            (draw(TEXT),),
            {
                "kind": draw(choice(KINDS)),
                "scope": draw(optional(SCOPES)),
                "outcome": draw(optional(OUTCOMES)),
                "verdict": draw(optional(VERDICTS)),
                "target": draw(st.one_of(st.none(), IDS)),
                "pinned": draw(st.booleans()),
                "ttl_days": draw(FLOATS),
                "trust": draw(choice(TRUSTS)),
                "session_id": draw(st.one_of(st.none(), TEXT)),
            },
        )
    if op == "add":
        return op, (draw(TEXT),), {"kind": draw(choice(KINDS)), "valence": draw(choice(VALENCES))}
    if op == "add_many":
        return op, (draw(st.lists(TEXT, max_size=4)),), {"kind": draw(choice(KINDS))}
    if op == "search":
        return (
            op,
            (draw(TEXT),),
            {
                "k": draw(st.one_of(st.integers(-2, 60), st.sampled_from([10**20]))),
                "at": draw(FLOATS),
                "kind": draw(optional(KINDS)),
                "valence": draw(optional(VALENCES)),
            },
        )
    if op == "outcome":
        return op, (draw(IDS), draw(choice(OUTCOMES))), {"note": draw(st.one_of(st.none(), TEXT))}
    if op == "forget":
        return op, (draw(IDS), draw(TEXT)), {}
    if op == "pin":
        return op, (draw(IDS), draw(st.booleans())), {}
    return op, (draw(IDS),), {}


def counts(db: Path) -> dict[str, int]:
    conn = sqlite3.connect(db)
    try:
        return {t: conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in TABLES}
    finally:
        conn.close()


def seeded_memory(tmp_path: Path) -> Memory:
    mem = Memory(tmp_path / "fuzz.db", embedder=FakeEmbedder(), project=str(tmp_path))
    for text in (
        "orders use optimistic locking",
        "deploys go through helm",
        "never force-push to main",
        "the nightly job times out after 40 minutes",
    ):
        mem.write(text, kind="decision")
    return mem


# --- the facade ------------------------------------------------------------------


def test_every_facade_call_returns_or_raises_a_retain_error(tmp_path: Path) -> None:
    mem = seeded_memory(tmp_path)
    tried = {"ok": 0, "rejected": 0}

    @FUZZ
    @given(call=facade_calls())
    @example(call=("write", ("we use canary deploys",), {"kind": "decision"}))
    @example(call=("search", ("helm",), {}))
    @example(call=("outcome", (1, "ok"), {"note": "it worked"}))
    @example(call=("explain", (2,), {}))
    def check(call: tuple[str, tuple[Any, ...], dict[str, Any]]) -> None:
        op, args, kwargs = call
        before = counts(mem.path)
        try:
            result = getattr(mem, op)(*args, **kwargs)
        except RetainError as e:
            assert str(e), "an error must say what is wrong"
            assert counts(mem.path) == before, f"{op} was rejected but left rows behind"
            tried["rejected"] += 1
            return
        tried["ok"] += 1
        if isinstance(result, WriteResult):
            assert mem.get(result.memory_id).id == result.memory_id

    check()
    assert tried["ok"] >= 3 and tried["rejected"] >= 3, tried  # both paths were exercised


# --- MCP tools, through the SDK's in-memory client -------------------------------

JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    TEXT,
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
TOOL_PARAMS = {
    "memory_search": ("query", "k", "kind", "valence", "at"),
    "memory_write": (
        "text",
        "kind",
        "scope",
        "outcome",
        "verdict",
        "target",
        "trust",
        "pinned",
        "ttl_days",
    ),
    "memory_outcome": ("memory_id", "outcome", "note"),
    "memory_explain": ("memory_id",),
    "memory_forget": ("memory_id", "reason"),
    "memory_revive": ("memory_id",),
    "memory_status": (),
}
PLAUSIBLE: dict[str, st.SearchStrategy[Any]] = {
    "query": TEXT,
    "text": TEXT,
    "note": TEXT,
    "reason": TEXT,
    "memory_id": IDS,
    "target": IDS,
    "k": st.integers(-2, 60),
    "kind": choice(KINDS),
    "valence": choice(VALENCES),
    "scope": choice(SCOPES),
    "outcome": choice(OUTCOMES),
    "verdict": choice(VERDICTS),
    "trust": choice(TRUSTS),
    "pinned": st.booleans(),
    "ttl_days": FLOATS,
    "at": st.one_of(
        st.sampled_from(
            [
                "2025-03-14",
                "0001-01-01",
                "9999-12-31T23:59:59+14:00",
                "2020-02-30",
                "yesterday",
                "",
                "2025-03-14Z",
            ]
        ),
        TEXT,
    ),
}


@st.composite
def tool_calls(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    name = draw(st.sampled_from(sorted(TOOL_PARAMS)))
    args: dict[str, Any] = {}
    for param in TOOL_PARAMS[name]:
        mode = draw(st.sampled_from(["plausible", "plausible", "plausible", "any", "absent"]))
        if mode == "plausible":
            args[param] = draw(PLAUSIBLE[param])
        elif mode == "any":
            args[param] = draw(JSON_VALUES)
    if draw(st.booleans()):
        args[draw(st.text(min_size=1, max_size=8))] = draw(JSON_VALUES)
    return name, args


def test_every_tool_answers_or_reports_a_clear_error(tmp_path: Path) -> None:
    from mcp import Client

    from retain.server.tools import build_server

    mem = seeded_memory(tmp_path)
    server = build_server(mem)
    tried = {"ok": 0, "rejected": 0}
    with (
        start_blocking_portal() as portal,
        portal.wrap_async_context_manager(Client(server)) as client,
    ):

        @FUZZ
        @given(call=tool_calls())
        @example(call=("memory_status", {}))
        @example(call=("memory_search", {"query": "helm deploys"}))
        @example(call=("memory_write", {"text": "we use canary deploys", "kind": "decision"}))
        @example(call=("memory_explain", {"memory_id": 1}))
        def check(call: tuple[str, dict[str, Any]]) -> None:
            name, args = call
            before = counts(mem.path)
            result = portal.call(client.call_tool, name, args)
            text = " ".join(getattr(c, "text", "") for c in result.content)
            if result.is_error:
                assert text.strip() != f"Error executing tool {name}", (
                    f"an unexpected exception leaked from {name}({args!r})"
                )
                assert "Traceback" not in text
                assert counts(mem.path) == before, f"{name} failed but left rows behind"
                tried["rejected"] += 1
            else:
                assert text.strip()
                tried["ok"] += 1

        check()
    assert tried["ok"] >= 3 and tried["rejected"] >= 3, tried  # both paths were exercised


# --- the CLI ----------------------------------------------------------------------

CLI_WORDS = st.one_of(
    TEXT.filter(lambda s: not s.startswith("-")),
    st.sampled_from(
        [
            "-k",
            "0",
            "999999999999999999999",
            "--kind",
            "lesson",
            "--json",
            "--outcome",
            "fail",
            "--verdict",
            "contradiction",
            "--target",
            "--ttl-days",
            "nan",
            "--at",
            "0001-01-01",
            "--note",
            "--reason",
            "-",
            "--scope",
            "nowhere",
            "--valence",
            "failure",
            "--pin",
            "--off",
        ]
    ),
    # what Python makes of undecodable bytes in argv
    st.sampled_from(["\udcff\udcfe", "ok \udce9t\udce9"]),
)
CLI_COMMANDS = (
    "write",
    "search",
    "outcome",
    "explain",
    "forget",
    "revive",
    "pin",
    "status",
    "doctor",
    "context",
)


@contextlib.contextmanager
def captured_stdio(stdin: bytes = b"") -> Iterator[tuple[io.StringIO, io.StringIO]]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        yield out, err
    finally:
        sys.stdin, sys.stdout, sys.stderr = old


def test_cli_with_arbitrary_arguments_never_crashes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from retain.cli import main as cli

    mem = seeded_memory(tmp_path)
    monkeypatch.setenv("RETAIN_DB", str(mem.path))
    monkeypatch.chdir(tmp_path)

    @settings(FUZZ, max_examples=50)
    @given(cmd=st.sampled_from(CLI_COMMANDS), words=st.lists(CLI_WORDS, max_size=5))
    def check(cmd: str, words: list[str]) -> None:
        before = counts(mem.path)
        with captured_stdio(b"from stdin \xff\xfe") as (_out, err):
            try:
                rc = cli.main([cmd, *words])
            except SystemExit as e:  # argparse: usage errors and --help
                rc = e.code if isinstance(e.code, int) else 2
        assert isinstance(rc, int)
        assert "Traceback" not in err.getvalue()
        if rc != 0:
            assert err.getvalue().strip(), "a failure must say why"
            assert "unexpected" not in err.getvalue(), err.getvalue()
            after = counts(mem.path)
            assert (after["episodes"], after["memories"]) == (
                before["episodes"],
                before["memories"],
            ), f"rejected `retain {cmd}` left rows behind"

    check()


# --- hook payloads ----------------------------------------------------------------

PAYLOAD_FIELDS = {
    "session_id": st.one_of(TEXT, JSON_VALUES, st.just("x" * 5000)),
    "transcript_path": st.one_of(TEXT, JSON_VALUES, st.sampled_from(["/nonexistent", "/", "."])),
    "cwd": st.one_of(TEXT, JSON_VALUES, st.sampled_from(["/", "/nonexistent/dir", "relative"])),
    "hook_event_name": st.one_of(st.just("SessionStart"), TEXT),
    "source": st.one_of(st.sampled_from(["startup", "resume", "clear", "compact", "fork"]), TEXT),
}


@st.composite
def hook_stdin(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["object", "object", "json", "bytes", "truncated"]))
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "json":
        return json.dumps(draw(JSON_VALUES)).encode()
    payload = {k: draw(v) for k, v in PAYLOAD_FIELDS.items() if draw(st.booleans())}
    raw = json.dumps(payload).encode("utf-8", "surrogatepass")
    if kind == "truncated":
        return raw[: draw(st.integers(0, max(0, len(raw) - 1)))]
    return raw


def run_hook_in_process(event: str, stdin: bytes) -> tuple[int, bytes]:
    from retain.hooks import entry as hook

    out = io.BytesIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8")
    sys.stderr = io.StringIO()
    try:
        rc = hook.main([event])
        sys.stdout.flush()
        value = out.getvalue()
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return rc, value


def test_session_start_hook_fails_open_on_any_payload(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mem = seeded_memory(tmp_path)
    monkeypatch.setenv("RETAIN_DB", str(mem.path))

    @FUZZ
    @given(stdin=hook_stdin())
    def check(stdin: bytes) -> None:
        before = counts(mem.path)
        rc, out = run_hook_in_process("session-start", stdin)
        assert rc == 0
        text = out.decode("utf-8")
        if text.strip():
            assert text.count("<retain-memory nonce=") == 1
            assert text.count("</retain-memory nonce=") == 1
        after = counts(mem.path)
        assert (after["memories"], after["episodes"]) == (before["memories"], before["episodes"])

    check()


def _children() -> set[int]:
    pids: set[int] = set()
    for task in Path(f"/proc/{os.getpid()}/task").glob("*"):
        with contextlib.suppress(OSError):
            pids.update(int(p) for p in (task / "children").read_text().split())
    return pids


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc to reap children")
def test_session_end_hook_fails_open_and_its_sleep_pass_survives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Real `python -m retain.sleep` children spawned by the hook, on hostile payloads."""
    mem = seeded_memory(tmp_path)
    monkeypatch.setenv("RETAIN_DB", str(mem.path))
    broken = tmp_path / "broken.jsonl"
    broken.write_bytes(
        b'{"type": "user", "message": {"content": "Remember: \xff\xfe'
        b' always pin deps"}}\n{"type": "assistant", "mess'
    )
    payloads = [
        b"",
        b"\xff\xfe not json",
        b"[1, 2, 3]",
        json.dumps({"session_id": ["not", "a", "string"], "transcript_path": 7}).encode(),
        json.dumps(
            {"session_id": "s-broken", "transcript_path": str(broken), "cwd": str(tmp_path)}
        ).encode(),
        json.dumps(
            {"session_id": "s-dir", "transcript_path": str(tmp_path), "cwd": "/nonexistent/dir"}
        ).encode(),
        json.dumps(
            {"session_id": "--help", "transcript_path": "--db=/etc/passwd", "cwd": "-v"}
        ).encode(),
    ]
    before_children = _children()
    for raw in payloads:
        rc, out = run_hook_in_process("session-end", raw)
        assert rc == 0 and out == b""
    spawned = _children() - before_children
    for pid in spawned:
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
    conn = sqlite3.connect(mem.path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    assert not Path("/etc/passwd.sleep.lock").exists()


def test_hook_processes_fail_open_on_raw_garbage(tmp_path: Path) -> None:
    """A modest number of real subprocess runs: exit 0, nothing on stdout."""
    db = seeded_memory(tmp_path).path
    env = subprocess_env(RETAIN_DB=str(db))
    for event, raw in [
        ("session-start", b"\x00\xff" * 100),
        ("session-start", b"{" * 100_000),
        ("session-start", b'{"cwd": "' + b"a" * 2_000_000 + b'"}'),
        ("nonsense-event", b"{}"),
    ]:
        p = subprocess.run(
            [PYTHON, "-m", "retain.hooks.entry", event],
            input=raw,
            capture_output=True,
            env=env,
            timeout=60,
        )
        assert p.returncode == 0, p.stderr
        assert p.stdout == b""
        assert b"Traceback" not in p.stderr


# --- transcripts ----------------------------------------------------------------------

GOOD = {
    "type": "user",
    "message": {"role": "user", "content": "Remember: we always run the linter before push."},
}


@st.composite
def transcript_lines(draw: st.DrawFn) -> bytes:
    kind = draw(
        st.sampled_from(
            ["good", "wrong-types", "truncated", "bytes", "nested", "blank", "surrogate"]
        )
    )
    if kind == "good":
        return json.dumps(GOOD).encode()
    if kind == "wrong-types":
        rec: dict[str, Any] = {
            "type": draw(
                st.one_of(st.sampled_from(["user", "assistant", "attachment"]), JSON_VALUES)
            ),
            "message": draw(
                st.one_of(
                    JSON_VALUES,
                    st.fixed_dictionaries(
                        {"id": JSON_VALUES, "role": JSON_VALUES, "content": JSON_VALUES}
                    ),
                )
            ),
        }
        if draw(st.booleans()):
            rec["isSidechain"] = draw(JSON_VALUES)
        return json.dumps(rec).encode()
    if kind == "truncated":
        raw = json.dumps(GOOD).encode()
        return raw[: draw(st.integers(0, len(raw) - 1))]
    if kind == "bytes":
        return draw(st.binary(max_size=120)).replace(b"\n", b" ")
    if kind == "nested":
        depth = draw(st.sampled_from([50, 1000, 20_000]))
        return b'{"type": "user", "message": {"content": ' + b"[" * depth + b"]" * depth + b"}}"
    if kind == "surrogate":
        return (
            b'{"type": "user", "message": {"content": "Remember: never \\ud83d deploy on Friday"}}'
        )
    return b""


def test_capture_skips_every_broken_line(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"

    @FUZZ
    @given(lines=st.lists(transcript_lines(), max_size=12), crlf=st.booleans())
    def check(lines: list[bytes], crlf: bool) -> None:
        path.write_bytes((b"\r\n" if crlf else b"\n").join(lines))
        found = capture(path)
        assert isinstance(found, list)
        for c in found:
            assert isinstance(c, Candidate) and c.text.strip()
            c.text.encode("utf-8")  # storable: no lone surrogates

    check()


def test_sleep_pass_survives_broken_transcripts(tmp_path: Path) -> None:
    from retain.sleep.run import run_sleep_pass

    mem = seeded_memory(tmp_path)
    huge = b'{"type": "user", "message": {"content": "' + b"a" * 1_100_000 + b'"}}'
    good = json.dumps(GOOD).encode()
    cases = {
        "huge-line": huge + b"\n" + good,
        "invalid-utf8": b'{"type": "user", "message": {"content": "Remember: \xff\xfe always '
        b'run the linter"}}\n' + good,
        "deep": b"[" * 100_000 + b"\n" + good,
        "surrogate": b'{"type": "user", "message": {"content": "Remember: we never deploy on '
        b'Friday \\ud83d"}}',
        "truncated": good[:-7],
        "empty": b"",
        "binary": bytes(range(256)) * 40,
    }
    for name, raw in cases.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_bytes(raw)
        report = run_sleep_pass(
            mem.path, transcript_path=path, session_id=name, project_dir=tmp_path
        )
        assert report.skipped is None, name
    # A directory, a missing file: nothing captured, nothing raised.
    for weird in (tmp_path, tmp_path / "missing.jsonl"):
        assert run_sleep_pass(mem.path, transcript_path=weird, session_id="w").captured == 0
    with mem.store.connect() as conn:
        texts = [r[0] for r in conn.execute("SELECT text FROM episodes WHERE source='transcript'")]
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert any("Friday" in t for t in texts), "the line with half an emoji is still captured"
    assert any("linter" in t for t in texts)


def test_nan_and_inf_do_not_reach_the_store(tmp_path: Path) -> None:
    mem = seeded_memory(tmp_path)
    for bad in (math.nan, math.inf, -math.inf, 0.0, -1.0):
        with pytest.raises(RetainError):
            mem.write("expires oddly", ttl_days=bad)
    assert anyio  # imported for the portal's backend


def test_every_numeric_argument_of_the_facade_refuses_nan_and_inf(tmp_path: Path) -> None:
    """The Python API's numbers (times, counts, budgets), the JSON Lines import's fields
    and the sleep pass's clock: NaN and the infinities are refused with one message each,
    and nothing is stored (a NaN `now` once wrote a memory created at NaN)."""
    from retain.errors import InvalidInput
    from retain.portable.jsonl import import_jsonl
    from retain.sleep.run import run_sleep_pass

    mem = seeded_memory(tmp_path)
    before = counts(mem.path)
    for bad in (math.nan, math.inf, -math.inf):
        calls = {
            "write now": lambda b=bad: mem.write("the api gateway is kong", now=b),
            "add created_at": lambda b=bad: mem.add("the api gateway is kong", created_at=b),
            "search k": lambda b=bad: mem.search("helm", k=b),  # type: ignore[arg-type]
            "search at": lambda b=bad: mem.search("helm", at=b),
            "search now": lambda b=bad: mem.search("helm", now=b),
            "forget now": lambda b=bad: mem.forget(1, "gone", now=b),
            "block budget": lambda b=bad: mem.session_block(budget=b),  # type: ignore[arg-type]
            "block now": lambda b=bad: mem.session_block(now=b),
            "sleep now": lambda b=bad: run_sleep_pass(mem.path, now=b),
        }
        for name, call in calls.items():
            with pytest.raises(InvalidInput, match="finite"):
                call()
            assert counts(mem.path) == before, name
    with pytest.raises(InvalidInput, match="budget must be a whole number from 50 to 2000"):
        mem.session_block(budget=10**9)
    lines = [json.dumps(record) for record in mem.export()]
    other = Memory(tmp_path / "other.db", embedder=None, project=str(tmp_path))
    broken = []
    for field, value in (("expires_at", "NaN"), ("created_at", "Infinity"), ("strength", "NaN")):
        record = json.loads(lines[0])
        record[field] = "@"
        broken.append(json.dumps(record).replace('"@"', value))
    record = json.loads(lines[0])
    record["episodes"][0]["created_at"] = "@"
    broken.append(json.dumps(record).replace('"@"', "-Infinity"))
    dump = tmp_path / "all.jsonl"
    dump.write_text("\n".join(broken) + "\n")
    report = import_jsonl(other, dump)
    assert report.added == 0 and len(report.errors) == 4, report.errors
    assert all("must be a finite number" in e for e in report.errors), report.errors
    assert other.memories() == []
