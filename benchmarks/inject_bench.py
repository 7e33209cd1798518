"""What the model sees: the SessionStart block and the prompt-time block, on the session set.

    python -m benchmarks.inject_bench                    # tune half
    python -m benchmarks.inject_bench --split heldout    # report this one; never tune on it
    python -m benchmarks.inject_bench --sweep            # the bar grid (tune half only)
    python -m benchmarks.inject_bench --sweep-winner     # the clear-winner grid (tuning data)
    python -m benchmarks.inject_bench --sweep-leader     # the clear winner by meaning, the veto
    python -m benchmarks.inject_bench --misses           # why each needed memory is not shown
    python -m benchmarks.inject_bench --noise            # what each `none` prompt was shown, why
    python -m benchmarks.inject_bench --data benchmarks/data/sessions2 --split heldout
    python -m benchmarks.inject_bench --retyped          # tune prompts retyped in de/es/pt/fr/zh

The set (benchmarks/data/sessions/, loader benchmarks/session_data.py) holds six
projects' memories, the user's own, and one first prompt per session, with the
memories a careful colleague would have put in front of the agent (`needed`), others
fine to show (`relevant`), and prompts nothing in memory helps with (`none`).

Everything goes through the product path: memories are stored with `Memory.write`
(the write gate decides; pinned and outcomes through the facade), each project lives
in its own git checkout (so its project id comes from the remote, as in production),
and each session runs the real hook functions: `hook.session_start` with a SessionStart
payload, then `hook.prompt` with the UserPromptSubmit payload, which read the store,
rank, fence and record injections as Claude Code would see them. What a block shows is
read back from its text (`- [id]` lines), i.e. what the model would read.

Metrics, per split (sessions that need something / `none` sessions):
- needed in front: share of sessions whose needed memories are all in front of the
  model (either block); `any` counts one of them;
- precision: share of injected lines that are needed or relevant for the session;
- tokens per session: both blocks (retain's conservative estimate), mean and max;
- none with a prompt block: share of `none` sessions where the prompt hook printed one.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.session_data import DATA_DIR, Session, SessionSet, load, load_retyped

LINE_ID = re.compile(r"^- \[(\d+)\]", re.M)
NOW = 1_796_000_000.0  # a fixed clock: the store's ages and the sessions' time


@dataclass
class Bench:
    """A store built from the set, with each key's memory id and each project's checkout."""

    data: SessionSet
    home: Path
    checkouts: dict[str, Path]
    ids: dict[str, int]
    verdicts: dict[str, int] = field(default_factory=dict)
    embedder: Any = None

    def keys_of(self, ids: list[int]) -> list[str | None]:
        back = {v: k for k, v in self.ids.items()}
        return [back.get(i) for i in ids]


def make_checkout(root: Path, name: str) -> Path:
    """A directory whose project id comes from a git remote, as a real clone's does."""
    repo = root / name
    (repo / ".git").mkdir(parents=True)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (repo / ".git" / "config").write_text(
        f'[remote "origin"]\n\turl = git@git.example.test:acme/{name}.git\n'
    )
    return repo


def default_embedder() -> Any:
    """The product's default embedder (ONNX MiniLM), cached on disk; None if unavailable."""
    from retain.vectors import embed

    inner = embed.create()
    if inner is None:
        return None
    try:
        from benchmarks.embed_cache import CachedEmbedder

        return CachedEmbedder(lambda: inner, inner.name, inner.dim)
    except Exception:  # noqa: BLE001 - a read-only cache directory: embed directly
        return inner


@contextmanager
def retain_home(path: Path) -> Iterator[None]:
    """Point the product's configuration at a throwaway store for the hook functions."""
    saved = {k: os.environ.get(k) for k in ("RETAIN_HOME", "RETAIN_DB", "CLAUDE_PROJECT_DIR")}
    os.environ["RETAIN_HOME"] = str(path)
    os.environ.pop("RETAIN_DB", None)
    os.environ.pop("CLAUDE_PROJECT_DIR", None)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def build(data: SessionSet, root: Path, *, embedder: Any) -> Bench:
    """Store every memory through Memory.write, in the order the set lists them."""
    from retain.memory.facade import Memory

    home = root / "home"
    checkouts = {p.name: make_checkout(root / "projects", p.name) for p in data.projects}
    bench = Bench(data, home, checkouts, {}, embedder=embedder)
    first = next(iter(checkouts.values()))
    with retain_home(home):
        mem = Memory(home / "retain.db", embedder=embedder, project=str(first))
        try:
            _store_all(data, bench, mem, checkouts, first)
        finally:
            mem.close()
    return bench


def _store_all(
    data: SessionSet, bench: Bench, mem: Any, checkouts: dict[str, Path], first: Path
) -> None:
    clock = itertools.count()
    todo = [(p.name, m) for p in data.projects for m in p.memories]
    todo += [(None, m) for m in data.user_memories]
    for project, m in todo:
        where = str(checkouts[project]) if project else str(first)
        at = NOW - 30 * 86400 + next(clock) * 60  # written over the past month
        result = mem.write(
            m.text, kind=m.kind, scope=m.scope, pinned=m.pinned, project=where, now=at
        )
        bench.ids[m.key] = result.memory_id
        bench.verdicts[result.verdict] = bench.verdicts.get(result.verdict, 0) + 1
        for outcome in m.outcomes:
            mem.outcome(result.memory_id, outcome, now=at + 1)


def keep(bench: Bench) -> Path:
    """A copy of the freshly built store (every file under its home), for `restore`."""
    pristine = bench.home.with_name(bench.home.name + "-pristine")
    shutil.copytree(bench.home, pristine)
    return pristine


def restore(bench: Bench, pristine: Path) -> None:
    """Put the store back as `build` left it. Each line of the report is one pass over
    the sessions; a pass records what each block showed and how it was used, and those
    showings reorder the next SessionStart blocks (as they should across a user's real
    sessions). A second pass over the same sessions on the same store would measure a
    store that had already seen them, so every pass after the first starts from a copy.
    Call it with no process holding the store open."""
    shutil.rmtree(bench.home)
    shutil.copytree(pristine, bench.home)


@dataclass
class Serve:
    """A real `retain serve` subprocess on the bench's store, as Claude Code starts one:
    the hook finds its socket in RETAIN_HOME/run and asks it over the Unix socket."""

    proc: subprocess.Popen[bytes]
    ready_seconds: float  # from spawn until its socket first answered with meaning

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def start_serve(bench: Bench, *, wait: float = 60.0) -> Serve:
    """Spawn `python -m retain serve` (the default embedder, ONNX MiniLM) on the bench's
    store and wait until its socket answers a question with meaning."""
    from retain.hooks import meaning

    env = dict(os.environ)
    env["RETAIN_HOME"] = str(bench.home)
    env.pop("RETAIN_DB", None)
    env.pop("RETAIN_EMBEDDER", None)
    src = str(Path(__file__).resolve().parents[1] / "src")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH", "")) if p)
    t0 = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,  # held open: the server runs until we stop it
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=str(next(iter(bench.checkouts.values()))),
    )
    serve = Serve(proc, 0.0)
    db = bench.home / "retain.db"
    with retain_home(bench.home):
        while time.monotonic() - t0 < wait:
            if proc.poll() is not None:
                raise RuntimeError("retain serve exited before answering")
            ask = meaning.Ask.start(db, None, "is the server ready", k=1, timeout=1.0)
            if ask is not None and ask.finish([]) is not None:
                serve.ready_seconds = time.monotonic() - t0
                return serve
            time.sleep(0.02)
    serve.close()
    raise RuntimeError(f"retain serve did not answer within {wait:.0f} s")


def with_weight(scored: list[Any], weight: float) -> list[Any]:
    """The same evidence with meaning weighted differently (the sweep's knob)."""
    from retain.rank import prompt as recall

    out = [
        recall.Scored(s.memory, s.words, s.matched_idf, s.matched, s.cosine, weight, s.lexical_rank)
        for s in scored
    ]
    out.sort(key=lambda s: (-s.relevance, -s.memory.id))
    return recall.Pool(
        out,
        getattr(scored, "near", ()),
        getattr(scored, "general", False),
        getattr(scored, "edit", False),
    )


@dataclass(frozen=True)
class Seen:
    """What one session put in front of the model."""

    session: Session
    start_ids: tuple[int, ...]
    prompt_ids: tuple[int, ...]
    start_tokens: int
    prompt_tokens: int


def run_session(
    bench: Bench, s: Session, *, meaning: bool, timeout: float | None = None, tag: str = "bench"
) -> Seen:
    """One session through the real hook functions: `hook.session_start`, then
    `hook.prompt`, which with `meaning` asks the running serve over its socket (the
    shipped path) and otherwise matches words only (the fallback)."""
    from retain import text as textmod
    from retain.hooks import entry as hook

    sid = f"{tag}-{s.id}"
    cwd = str(bench.checkouts[s.project])
    start = hook.session_start(
        {"session_id": sid, "cwd": cwd, "hook_event_name": "SessionStart", "source": "startup"},
        now=NOW,
    )
    payload = {
        "session_id": sid,
        "cwd": cwd,
        "hook_event_name": "UserPromptSubmit",
        "prompt": s.prompt,
    }
    block = hook.prompt(payload, now=NOW, ask_server=meaning, timeout=timeout)
    return Seen(
        s,
        tuple(int(i) for i in LINE_ID.findall(start)),
        tuple(int(i) for i in LINE_ID.findall(block)),
        textmod.estimate_tokens(start) if start else 0,
        textmod.estimate_tokens(block) if block else 0,
    )


def candidates(
    bench: Bench, cwd: str, session_id: str, prompt: str, *, meaning: bool
) -> tuple[Any, set[int]]:
    """The prompt hook's scored candidates (a recall.Pool) and the ids the session was
    already shown, as `hook.prompt` computes them (the same store and project; with
    `meaning`, the same question to the serve over its socket), for the sweep to choose
    from with other bars."""
    from retain.hooks import meaning as socket
    from retain.rank import prompt as recall
    from retain.scope import resolve_project
    from retain.store.sqlite import SqliteStore

    db = bench.home / "retain.db"
    project_id = resolve_project(cwd)
    ask = (
        socket.Ask.start(db, project_id, prompt, k=socket.NEAR_K, timeout=SWEEP_TIMEOUT)
        if meaning
        else None
    )
    store = SqliteStore(db, check=False)
    try:
        with store.session():
            shown = set(store.injected_ids(session_id))
            return recall.score(store, prompt, project_id=project_id, meaning=ask), shown
    finally:
        if ask is not None:
            ask.close()
        store.close()


# Sets whose both halves are tuning data (the fourth and fifth since their blind runs in
# rounds 6 and 7): every setting is chosen on them together; a newer blind set is run
# only before and after.
TUNING_SETS = ("sessions", "sessions2", "sessions3", "sessions4", "sessions5")
SWEEP_TIMEOUT = 5.0  # the sweep measures the bar, not the machine's load: wait for meaning


def report(bench: Bench, seen: list[Seen]) -> dict[str, Any]:
    need = [x for x in seen if not x.session.irrelevant]
    none = [x for x in seen if x.session.irrelevant]

    def keys(ids: tuple[int, ...]) -> set[str]:
        return {k for k in bench.keys_of(list(ids)) if k is not None}

    def share(xs: list[bool]) -> float:
        return sum(xs) / len(xs) if xs else 0.0

    def precision(lines: list[tuple[Seen, int]]) -> float | None:
        if not lines:
            return None
        ok = sum(1 for x, i in lines if bench.keys_of([i])[0] in x.session.acceptable)
        return ok / len(lines)

    out: dict[str, Any] = {"sessions": len(seen), "need": len(need), "none": len(none)}
    for label, pick in (
        ("start", lambda x: x.start_ids),
        ("both", lambda x: x.start_ids + x.prompt_ids),
    ):
        out[f"{label}_all_needed"] = share([set(x.session.needed) <= keys(pick(x)) for x in need])
        out[f"{label}_any_needed"] = share(
            [bool(set(x.session.needed) & keys(pick(x))) for x in need]
        )
    start_lines = [(x, i) for x in seen for i in x.start_ids]
    prompt_lines = [(x, i) for x in seen for i in x.prompt_ids]
    out["start_precision"] = precision(start_lines)
    out["prompt_precision"] = precision(prompt_lines)
    out["prompt_lines"] = len(prompt_lines)
    out["prompt_blocks"] = sum(1 for x in seen if x.prompt_ids)
    out["prompt_recall"] = share([bool(set(x.session.needed) & keys(x.prompt_ids)) for x in need])
    out["none_no_prompt_block"] = share([not x.prompt_ids for x in none])
    totals = [x.start_tokens + x.prompt_tokens for x in seen]
    out["tokens_start_mean"] = statistics.mean(x.start_tokens for x in seen)
    out["tokens_mean"] = statistics.mean(totals)
    out["tokens_max"] = max(totals)
    return out


TARGETS = (
    ("prompt_precision", 0.8, "precision of prompt-time lines"),
    ("both_all_needed", 0.85, "needed memory in front (either block)"),
    ("none_no_prompt_block", 0.9, "no block for irrelevant prompts"),
)


def show(name: str, r: dict[str, Any]) -> None:
    def f(v: float | None) -> str:
        return "  n/a" if v is None else f"{v:5.3f}"

    print(f"\n{name}: {r['sessions']} sessions ({r['need']} need a memory, {r['none']} none)")
    rows = [
        ("needed memory in front (all needed)", f(r["start_all_needed"]), f(r["both_all_needed"])),
        ("needed memory in front (any needed)", f(r["start_any_needed"]), f(r["both_any_needed"])),
        (
            "precision of injected lines",
            f(r["start_precision"]),
            f"prompt-time {f(r['prompt_precision'])} ({r['prompt_lines']} lines)",
        ),
        (
            "tokens per session (mean / max)",
            f"{r['tokens_start_mean']:.0f}",
            f"{r['tokens_mean']:.0f} / {r['tokens_max']}",
        ),
        ("no prompt block for `none` prompts", "-", f(r["none_no_prompt_block"])),
    ]
    print("| | SessionStart alone | SessionStart + prompt-time |")
    print("|---|---:|---:|")
    for label, alone, both in rows:
        print(f"| {label} | {alone} | {both} |")
    for key, target, label in TARGETS:
        v = r[key] or 0.0
        print(f"  {'met ' if v >= target else 'MISS'} {label}: {v:.3f} (target {target})")
    print(
        f"  tokens per session {r['tokens_mean']:.0f} mean (target <= 900): "
        f"{'met' if r['tokens_mean'] <= 900 else 'MISS'}"
    )


def sweep(
    bench: Bench,
    sessions: tuple[Session, ...],
    *,
    meaning: bool,
    winner: bool = False,
    leader: bool = False,
) -> None:
    """The bar grid on the tune half, for choosing by hand. Each session's SessionStart
    block and candidates are computed once (the hook's path, with meaning from the
    running serve over its socket); each bar then only chooses and renders, as
    `hook.prompt` would with that bar. `winner`: the shipped bars with the clear-winner
    rule's grid instead (recall.Bar.clear_winner; "off" is the rule left out); `leader`:
    the clear winner by meaning's grid (recall.Bar.meaning_leader) with and without
    meaning's veto."""
    from retain import text as textmod
    from retain.hooks import entry as hook
    from retain.rank import prompt as recall

    prepared = []
    for s in sessions:
        cwd = str(bench.checkouts[s.project])
        sid = f"sweep-{s.id}"
        start = hook.session_start({"session_id": sid, "cwd": cwd, "source": "startup"}, now=NOW)
        start_ids = tuple(int(i) for i in LINE_ID.findall(start))
        scored, shown = candidates(bench, cwd, sid, s.prompt, meaning=meaning)
        prepared.append((s, start_ids, textmod.estimate_tokens(start), scored, shown))

    def cell(bar: Any, weight: float | None) -> dict[str, Any]:
        """The report of every session with this bar (`weight`: meaning's, re-weighed)."""
        seen = []
        for s, start_ids, start_tokens, scored, shown in prepared:
            pool = with_weight(scored, weight) if weight is not None else scored
            block = recall.render(recall.choose(pool, bar, shown=shown)).text
            ids = tuple(int(i) for i in LINE_ID.findall(block))
            tokens = textmod.estimate_tokens(block) if block else 0
            seen.append(Seen(s, start_ids, ids, start_tokens, tokens))
        return report(bench, seen)

    def row(r: dict[str, Any]) -> str:
        p = r["prompt_precision"]
        return (
            f"{(p if p is not None else 0):.3f} {r['prompt_lines']:5d} {r['both_all_needed']:.3f}"
            f"    {r['none_no_prompt_block']:.3f}   {r['tokens_mean']:.0f}"
        )

    if leader:
        print("leader  lead  veto | prec  lines need_all none_ok tokens")
        grid = [(None, 0.0)] + list(itertools.product((0.4, 0.45, 0.5), (0.1, 0.12, 0.15, 0.2)))
        for veto in (None, recall.MEANING_VETO):
            for at, lead in grid:
                r = cell(recall.Bar(leader=at, leader_lead=lead, veto=veto), None)
                label = "  off" if at is None else f"{at:5.2f}"
                print(f"{label} {lead:5.2f} {veto!s:>5} | {row(r)}")
        return
    if winner:
        cells: list[tuple[float | None, int, float]] = [(None, 0, 0.0)]
        cells += list(itertools.product((0.16, 0.2, 0.25), (3, 4), (0.6, 0.7)))
        print("winner terms ratio | prec  lines need_all none_ok tokens")
        for bar_at, terms, ratio in cells:
            r = cell(recall.Bar(winner=bar_at, winner_terms=terms, winner_ratio=ratio), None)
            label = "  off" if bar_at is None else f"{bar_at:5.2f}"
            print(f"{label} {terms:5d} {ratio:5.1f} | {row(r)}")
        return
    if meaning:
        grid = itertools.product(
            (recall.WORDS_BAR,),
            (0.0, 0.6, 0.8),
            (0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5),
            (0.3, 0.4, 0.5, 0.6, 0.7),
        )
    else:
        grid = itertools.product(
            (0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6), (0.0, 0.6, 0.8), (0.0,), (0.0,)
        )
    print("words rel fused mw | prec  lines need_all none_ok tokens")
    for w, rel, fused, mw in grid:
        bar = recall.Bar(words=w, relative=rel, fused=fused, meaning_weight=mw, fused_relative=rel)
        r = cell(bar, mw if meaning else None)
        print(f"{w:5.2f} {rel:3.1f} {fused:5.2f} {mw:3.1f} | {row(r)}")


def miss_causes(bench: Bench, sessions: tuple[Session, ...], *, meaning: bool) -> list[dict]:
    """Why each session that needs a memory does not have all of it in front of the
    model: per needed memory missing from both blocks, the first cause that applies, in
    the hook's own order (the same SessionStart block and candidates as `sweep`; with
    `meaning`, every answer from the serve waited for):

    - `not live`: the write gate closed it (or it is not visible in the project);
    - `no candidate`: no rare prompt word in it and not among the serve's nearest from
      NEAR_MIN (its cosine, asked of the serve, is given);
    - `under the bar`: a candidate whose relevance is under the bar (its rank among all
      candidates, those already shown included, is given);
    - `vetoed`: it clears the bar but the serve's cosine calls it unrelated
      (recall.MEANING_VETO);
    - `relative`: it clears the bar but scores under the first line's share;
    - `cap`: it would pass, but three lines (or the token budget) came first.
    """
    from retain.hooks import entry as hook
    from retain.hooks import meaning as socket
    from retain.rank import prompt as recall
    from retain.scope import resolve_project

    db = bench.home / "retain.db"
    bar = recall.Bar()
    out: list[dict] = []
    for s in sessions:
        if s.irrelevant:
            continue
        cwd = str(bench.checkouts[s.project])
        sid = f"miss-{s.id}-{int(meaning)}"
        start = hook.session_start({"session_id": sid, "cwd": cwd, "source": "startup"}, now=NOW)
        start_ids = {int(i) for i in LINE_ID.findall(start)}
        scored, shown = candidates(bench, cwd, sid, s.prompt, meaning=meaning)
        chosen = recall.choose(scored, bar, shown=shown)
        block_ids = set(recall.render(chosen).memory_ids)
        missing = [k for k in s.needed if bench.ids[k] not in start_ids | block_ids]
        if not missing:
            continue
        passing = [x for x in scored if bar.clears(x)]
        top = passing[0].relevance if passing else 0.0
        by_id = {x.memory.id: (rank, x) for rank, x in enumerate(scored, 1)}
        cos: dict[int, float] = {}
        if meaning:
            ask = socket.Ask.start(db, resolve_project(cwd), s.prompt, k=1, timeout=SWEEP_TIMEOUT)
            answer = ask.finish([bench.ids[k] for k in missing]) if ask is not None else None
            cos = dict(answer.cosines) if answer is not None else {}
        for k in missing:
            mid = bench.ids[k]
            row: dict[str, Any] = {
                "session": s.id,
                "category": s.category,
                "key": k,
                "needs": len(s.needed),
                "partial": len(missing) < len(s.needed),  # another needed one is in front
                "prompt": s.prompt[:90],
            }
            if mid in by_id:
                rank, x = by_id[mid]
                row.update(rank=rank, relevance=round(x.relevance, 3), words=round(x.words, 3))
                row["cosine"] = None if x.cosine is None else round(x.cosine, 3)
                row["top"] = round(scored[0].relevance, 3)
                if not bar.clears(x):
                    row["cause"] = "under the bar"
                elif bar.vetoed(x):
                    row["cause"] = "vetoed"
                elif x.relevance < top * bar.share_of(passing[0]):
                    row["cause"] = "relative"
                else:
                    row["cause"] = "cap"
            else:
                from retain.store.sqlite import SqliteStore

                store = SqliteStore(db, check=False)
                try:
                    live = mid in store.visible([mid], project_id=resolve_project(cwd), at=None)
                finally:
                    store.close()
                row["cause"] = "no candidate" if live else "not live"
                row["cosine"] = cos.get(mid)
            out.append(row)
    return out


def noise(
    bench: Bench, sessions: tuple[Session, ...], *, meaning: bool, bar: Any = None
) -> list[dict]:
    """What each `none` session's prompt block showed and why: per line, the rule that
    chose it (`bar`: it cleared the bar; `winner`: the clear winner by words; `leader`:
    the clear winner by meaning), its evidence (relevance, words, cosine, the prompt
    words it has) and whether the prompt reads as a general question (retain.rank.asks).
    The same SessionStart block and candidates as `sweep` (with `meaning`, every answer
    from the serve waited for)."""
    from retain.hooks import entry as hook
    from retain.rank import prompt as recall

    bar = bar or recall.Bar()  # the shipped one, unless a test or a study passes another
    out: list[dict] = []
    for s in sessions:
        if not s.irrelevant:
            continue
        cwd = str(bench.checkouts[s.project])
        sid = f"noise-{s.id}-{int(meaning)}"
        hook.session_start({"session_id": sid, "cwd": cwd, "source": "startup"}, now=NOW)
        scored, shown = candidates(bench, cwd, sid, s.prompt, meaning=meaning)
        chosen = recall.choose(scored, bar, shown=shown)
        ids = set(recall.render(chosen).memory_ids)
        general = bool(getattr(scored, "general", False))
        pool = [y for y in scored if not bar.vetoed(y) and (not general or bar.answers_general(y))]
        passing = any(bar.clears(y) for y in pool)
        for x in chosen:
            if x.memory.id not in ids:
                continue
            rule = "bar" if passing else "winner" if bar.clear_winner(pool) is x else "leader"
            out.append(
                {
                    "session": s.id,
                    "prompt": s.prompt[:90],
                    "key": bench.keys_of([x.memory.id])[0],
                    "rule": rule,
                    "relevance": round(x.relevance, 3),
                    "words": round(x.words, 3),
                    "cosine": None if x.cosine is None else round(x.cosine, 3),
                    "matched": list(x.matched),
                    "general": general,
                }
            )
    return out


def show_noise(rows: list[dict]) -> None:
    print("session key rule relevance words cosine general | matched | prompt")
    for r in rows:
        print(
            f"{r['session']} {r['key']} {r['rule']:6} {r['relevance']:6} {r['words']:6} "
            f"{r['cosine']!s:>6} {r['general']!s:5} | {' '.join(r['matched'])} | {r['prompt']!r}"
        )
    print(f"{len({r['session'] for r in rows})} `none` sessions got a prompt block")


def show_misses(rows: list[dict]) -> None:
    from collections import Counter

    print("session category key needs cause rank relevance words cosine top | prompt")
    for r in rows:
        needs = f"{r['needs']}{'*' if r['partial'] else ''}"
        print(
            f"{r['session']} {r['category']:10} {r['key']:8} {needs:2} {r['cause']:13} "
            f"{r.get('rank', '-')!s:>4} {r.get('relevance', '-')!s:>6} {r.get('words', '-')!s:>6} "
            f"{r.get('cosine', '-')!s:>6} {r.get('top', '-')!s:>6} | {r['prompt']!r}"
        )
    sessions = {r["session"] for r in rows}
    print(f"{len(sessions)} sessions miss, {len(rows)} needed memories missing:")
    causes = Counter(
        r["cause"] + (", rank 1" if r.get("rank") == 1 else "") for r in rows
    ).most_common()
    for cause, n in causes:
        print(f"  {cause}: {n}")
    print(
        f"  (* another needed memory of the session is in front: {sum(r['partial'] for r in rows)})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=("tune", "heldout"), default="tune")
    parser.add_argument("--sweep", action="store_true", help="grid of bars (tune half only)")
    parser.add_argument(
        "--sweep-winner",
        action="store_true",
        help="grid of the clear-winner rule under the shipped bars (tuning data only)",
    )
    parser.add_argument(
        "--words", action="store_true", help="no serve running: the hook's words-only fallback"
    )
    parser.add_argument(
        "--retyped",
        action="store_true",
        help="the tune half's prompts retyped in other languages (retyped_tune.jsonl)",
    )
    parser.add_argument(
        "--sweep-leader",
        action="store_true",
        help="grid of the clear winner by meaning and meaning's veto (tuning data only)",
    )
    parser.add_argument(
        "--misses",
        action="store_true",
        help="why each session's needed memory is not in front (tuning data only)",
    )
    parser.add_argument(
        "--noise",
        action="store_true",
        help="what each `none` prompt's block showed and why (tuning data only)",
    )
    parser.add_argument("--no-embedder", action="store_true", help="store without vectors")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--data", type=Path, default=DATA_DIR, help="the set's directory (default: data/sessions)"
    )
    args = parser.parse_args(argv)
    tuning = args.split == "tune" or args.data.name in TUNING_SETS
    if args.retyped and args.split != "tune":
        parser.error("--retyped runs on the tune half only")
    studies = (args.sweep, args.sweep_winner, args.sweep_leader, args.misses, args.noise)
    if any(studies) and not tuning:
        parser.error(
            "--sweep, --sweep-winner, --sweep-leader, --misses and --noise run on tuning data only "
            f"(a tune half, or either half of {', '.join(TUNING_SETS)})"
        )
    if args.retyped and args.data != DATA_DIR:
        parser.error("--retyped retypes the first set's tune prompts: no --data with it")
    meaning = not (args.words or args.no_embedder)
    data = load(args.data)
    embedder = None if args.no_embedder else default_embedder()
    with tempfile.TemporaryDirectory(prefix="retain-inject-", dir=short_tmp()) as tmp:
        bench = build(data, Path(tmp), embedder=embedder)
        sessions = load_retyped(data) if args.retyped else data.split(args.split)
        pristine = keep(bench) if meaning else None
        serve = start_serve(bench) if meaning else None
        r_ready = serve.ready_seconds if serve is not None else 0.0
        try:
            with retain_home(bench.home):
                if args.misses or args.noise:
                    study = miss_causes if args.misses else noise
                    rows = study(bench, sessions, meaning=meaning)
                    if args.json:
                        print(json.dumps(rows, indent=1))
                    else:
                        (show_misses if args.misses else show_noise)(rows)
                    return 0
                if args.sweep or args.sweep_winner or args.sweep_leader:
                    sweep(
                        bench,
                        sessions,
                        meaning=meaning,
                        winner=args.sweep_winner,
                        leader=args.sweep_leader,
                    )
                    return 0
                seen = [run_session(bench, s, meaning=meaning) for s in sessions]
                r = report(bench, seen)
            if serve is not None and pristine is not None:
                # The same sessions again, each pass on a fresh copy of the built store
                # (`restore`): with a deadline no load can miss (how many answers the
                # shipped deadline lost on this machine, if any), then without asking the
                # serve (the words-only fallback, what a prompt gets before the serve's
                # model is in), so one run of a set gives all three rows.
                serve.close()
                restore(bench, pristine)
                serve = start_serve(bench)
                with retain_home(bench.home):
                    slow = [
                        run_session(bench, s, meaning=True, timeout=SWEEP_TIMEOUT, tag="wait")
                        for s in sessions
                    ]
                    r["unhurried"] = report(bench, slow)
                serve.close()
                serve = None
                restore(bench, pristine)
                with retain_home(bench.home):
                    words = [run_session(bench, s, meaning=False, tag="words") for s in sessions]
                    r["words_only"] = report(bench, words)
        finally:
            if serve is not None:
                serve.close()
    r["gate_verdicts"] = bench.verdicts
    if meaning:
        r["serve_ready_seconds"] = round(r_ready, 2)
    mode = (
        "words + meaning from a running `retain serve` (as shipped)"
        if meaning
        else "words only (no serve answering: the fallback)"
    )
    if args.json:
        print(json.dumps(r, indent=2))
    else:
        name = "tune half retyped in other languages" if args.retyped else f"{args.split} half"
        show(f"{name}, prompt-time by {mode}", r)
        if "unhurried" in r:
            u = r["unhurried"]
            print(
                f"  with a {SWEEP_TIMEOUT:.0f} s deadline instead: needed in front "
                f"{u['both_all_needed']:.3f}, prompt-time precision "
                f"{(u['prompt_precision'] or 0):.3f} ({u['prompt_lines']} lines), "
                f"no block for none {u['none_no_prompt_block']:.3f}"
            )
            w = r["words_only"]
            print(
                f"  words only (the serve not asked): needed in front "
                f"{w['both_all_needed']:.3f}, prompt-time precision "
                f"{(w['prompt_precision'] or 0):.3f} ({w['prompt_lines']} lines), "
                f"no block for none {w['none_no_prompt_block']:.3f}"
            )
            print(f"  serve answered with meaning {r['serve_ready_seconds']} s after spawn")
        print(f"  write gate verdicts while storing the set: {bench.verdicts}")
    return 0


def short_tmp() -> str | None:
    """A temporary directory short enough for a Unix socket path under it (sun_path
    holds ~100 bytes; macOS's per-user TMPDIR alone is ~50)."""
    return "/tmp" if os.path.isdir("/tmp") else None


if __name__ == "__main__":
    sys.exit(main())
