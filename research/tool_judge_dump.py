"""Dump every candidate line the PreToolUse ranking considers, with features the hook
could compute, labelled by the set's `wanted` (issue 29, the learned-filter experiment).

    python -m research.tool_judge_dump benchmarks/data/toolcalls7 research/results/tj7.json

Each project is set up as benchmarks.toolcall_bench sets it up (a git checkout, its
memories written through a real `retain serve`), then every call is answered in this
process by retain.hooks.tools.tool_call, in order, with the ranking's inner steps
wrapped so the pool (every memory a key or the content search proposed, before any
hand rule) and the survivors of the hand rules are recorded beside the block shown.
The pool does not depend on what the session was shown, so another line filter can be
replayed over it offline (research/tool_judge_fit.py).
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks import toolcall_bench as bench

# A memory that tells what to do or not (and its usual wordings).
IMPERATIVE = re.compile(
    r"\b(?:never|always|must|mustn't|don't|do not|instead|only|avoid|required|"
    r"should|shouldn't|not)\b",
    re.I,
)
GENERATED = re.compile(r"\b(?:generated|append-only|auto-?generated|do not edit|compiled)\b", re.I)
SPAN = re.compile(r"`([^`\n]{1,300})`")
KINDS = ("code", "file", "names", "cmd", "source", "arg", "dir", "tree", "family")
MEMORY_KINDS = ("fact", "constraint", "procedure", "decision", "lesson", "bugfix")


def candidate_features(
    memory: Any, rows: list[tuple[str, str, str]], rank: tuple[int, int], payload: dict
) -> dict[str, Any]:
    """What the hook knows of one candidate line at this call (session state aside)."""
    from retain.core import toolkeys
    from retain.rank import tooltie

    text = memory.text
    tool = payload.get("tool_name", "")
    command = payload.get("tool_input", {}).get("command") or ""
    keys = [k for _, k, _ in rows]
    spans = SPAN.findall(text)
    low = text.lower()
    first = min((low.find(k.lower()) for k in keys if k and k.lower() in low), default=-1)
    rank_name = {v: k for k, v in tooltie.RANK.items() if k != "tree"}.get(rank[0], "none")
    feats: dict[str, Any] = {
        "bash": tool == "Bash",
        "write": tool == "Write",
        "edit": tool in ("Edit", "MultiEdit", "NotebookEdit"),
        "rank": rank[0],
        "spec": min(rank[1], 5),
        "best_" + rank_name: True,
        "n_keys": len(set(keys)),
        "imperative": bool(IMPERATIVE.search(text)),
        "generated": bool(GENERATED.search(text)) or toolkeys.says_generated(text),
        "states_rule": toolkeys.states_rule(text),
        "key_in_span": any(k and any(k in s for s in spans) for k in keys),
        "key_pos": first / max(len(text), 1) if first >= 0 else 1.0,
        "key_named": first >= 0,
        "log_len": math.log(1 + len(text)),
        "prescribes_run": bool(command) and any(s.strip() and s.strip() in command for s in spans),
        "pinned": bool(memory.pinned),
        "failure_valence": memory.valence == "failure",
    }
    for k in KINDS:
        feats["via_" + k] = any(kind == k for kind, _, _ in rows)
    for k in MEMORY_KINDS:
        feats["mk_" + k] = memory.kind == k
    return feats


def run_project(project: dict[str, Any], work: Path) -> list[dict[str, Any]]:
    from retain.hooks import tools as hook
    from retain.rank import tool as recall
    from retain.rank import tooltie
    from retain.store.sqlite_tool import ToolStore

    root = work / project["project"]
    home = work / f"{project['project']}-home"
    project = bench._rebase(project, project["root"].rstrip("/"), str(root))
    bench.make_checkout(project, root)
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "RETAIN_HOME": str(home / ".retain"),
        "CLAUDE_PROJECT_DIR": str(root),
        "PYTHONPATH": str(bench.REPO / "src"),
        "RETAIN_EARLY_MEANING": "0",
    }
    ids = asyncio.run(bench.write_memories(project, env, root))
    by_store = {v: k for k, v in ids.items()}
    os.environ.update(env)

    seen: dict[str, Any] = {}
    keyed_orig, content_orig, ranks_orig = ToolStore.keyed, recall._content, tooltie.ranks
    keys_orig = recall.wanted_keys

    def keyed(self: Any, wanted: Any, *, project_id: Any) -> Any:
        out = keyed_orig(self, wanted, project_id=project_id)
        seen.setdefault("pool", []).extend(out)
        return out

    def content(*a: Any, **k: Any) -> Any:
        out = content_orig(*a, **k)
        seen.setdefault("pool", []).extend(out)
        return out

    def keys(*a: Any, **k: Any) -> Any:
        seen["keys"] = keys_orig(*a, **k)
        return seen["keys"]

    def ranks(wanted: Any, found: Any) -> Any:
        seen["kept"] = list(found)
        return ranks_orig(wanted, found)

    ToolStore.keyed, recall._content, tooltie.ranks = keyed, content, ranks
    recall.wanted_keys = keys
    rows = []
    try:
        for call in project["calls"]:
            payload = call["payload"]
            seen.clear()
            event = "pre-tool" if payload["hook_event_name"] == "PreToolUse" else "tool-failure"
            if bench.registered(payload["hook_event_name"], payload.get("tool_name", "")):
                os.chdir(payload["cwd"] if os.path.isdir(payload.get("cwd", "")) else root)
                answer = hook.tool_call(payload, event)
            else:
                answer = ""
            text = json.loads(answer)["hookSpecificOutput"]["additionalContext"] if answer else ""
            shown = [by_store.get(int(i), f"?{i}") for i in bench.LINE_ID.findall(text)]
            cands = []
            if event == "pre-tool" and seen.get("pool"):
                pool = seen["pool"]
                wanted_keys = seen.get("keys") or []
                rank = ranks_orig(wanted_keys, pool) if wanted_keys else {}
                kept = {r[0].id for r in seen.get("kept", [])}
                by_id: dict[int, list] = {}
                mem: dict[int, Any] = {}
                for m, kind, key, target in pool:
                    by_id.setdefault(m.id, []).append((kind, key, target))
                    mem[m.id] = m
                for mid, rws in by_id.items():
                    feats = candidate_features(mem[mid], rws, rank.get(mid, (9, 0)), payload)
                    feats["kept"] = mid in kept
                    feats["n_pool"] = min(len(by_id), 6)
                    feats["n_kept"] = min(len(kept), 6)
                    cands.append({"mem": by_store.get(mid, f"?{mid}"), "x": feats})
            rows.append({
                "id": call["id"], "event": call["event"], "tool": payload.get("tool_name"),
                "session": payload["session_id"], "wanted": sorted(call["wanted"]),
                "shown": shown, "cands": cands,
            })  # fmt: skip
    finally:
        ToolStore.keyed, recall._content, tooltie.ranks = keyed_orig, content_orig, ranks_orig
        recall.wanted_keys = keys_orig
    return rows


def main() -> int:
    data, out = Path(sys.argv[1]), Path(sys.argv[2])
    projects = bench.load("all", data)
    result = []
    with tempfile.TemporaryDirectory(prefix="retain-tjudge-") as tmp:
        for project in projects:
            calls = run_project(project, Path(tmp))
            result.append({"project": project["project"], "calls": calls})
            print(f"  {data.name}/{project['project']}: {len(calls)} calls", file=sys.stderr)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"set": data.name, "projects": result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
