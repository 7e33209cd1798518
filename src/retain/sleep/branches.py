"""Branch-only memories after their branch moves on: merged, they become everyone's;
abandoned, they go quiet (archived with a reason, never deleted; `retain revive` undoes).

Part of the sleep pass, which may spawn git. For the project of the session's checkout,
each branch that has live memories confined to it (retain.memory.branch_scope) is looked
at once:

- **merged by history** (fast-forward or merge commit): a head the branch had, beyond
  the merge base it was written from, is reachable from the default branch;
- **squash-merged**: the branch's own diff landed on the default branch: every file the
  branch changed against its merge base has, on the default branch, the content it has
  at the branch's head (or the whole diff's patch id is one of the default branch's
  commits' since the base). What a branch changed is kept in the memories'
  `branch_seen`, so a squash is still recognised after the branch is deleted;
- **renamed or rebased**: the branch is gone under its name, but another local branch
  carries a head it had, or commits with the same patch ids: the memories follow it;
- **deleted** unmerged (gone locally and from the remote-tracking refs), or
  **untouched** for STALE_BRANCH_DAYS (no commit, and no memory written on it):
  archived, kind 'abandoned', with the reason. Only by a pass in a clone that had the
  branch (retain.branch.checkout_key, kept in `branch_seen`): on a team store a
  teammate's clone never had it, which says nothing.

A merge lifts the confinement (branch NULL; `written_branch` keeps where it came from).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from retain import branch as gitbranch
from retain.memory.branch_scope import run_git

if TYPE_CHECKING:
    from retain.store.base import Store

# A branch nobody has committed to for this long is abandoned, not resting: a quarter is
# past any review cycle or release train, and its memories are only archived (revivable).
STALE_BRANCH_DAYS = 90
GIT_TIMEOUT_S = 20.0  # the sleep pass runs detached: a slow git is waited for, a hung one not
MAX_SEEN_FILES = 500  # files of a branch remembered for the squash check
MAX_SEEN_HEADS = 20  # heads (and patch ids) remembered per branch for renames and rebases
DAY = 86_400.0


def settle_branches(
    store: Store, *, project_dir: str, project_id: str, now: float, tally: Counter[str]
) -> None:
    """Lift, follow or archive this project's branch-only memories (see the module)."""
    rows = store.branch_confined(project_id)
    if not rows:
        return
    default = gitbranch.default_branch(project_dir)
    if default is None or _git(project_dir, "rev-parse", "--git-dir") is None:
        return
    groups: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for mid, name, stored in rows:
        groups.setdefault(name, []).append((mid, _load(stored)))
    local = _local_branches(project_dir)
    remote = _remote_branches(project_dir)
    here = gitbranch.checkout_key(project_dir)
    for name, members in groups.items():
        seen = _union([s for _, s in members])
        ids = [mid for mid, _ in members]
        target = name
        if name not in local:
            target = _follower(project_dir, seen, local, default) or ""
        if target and target != default:
            seen = _observe(project_dir, target, local[target][0], default, seen)
            if here and here not in seen["clones"]:
                seen["clones"] = [*seen["clones"], here]
        how = _landed(project_dir, default, seen)
        if how is None and not target and (name in remote or here not in seen["clones"]):
            # Still pushed somewhere, or a teammate's branch this clone never had:
            # not this checkout's to call deleted.
            continue
        with store.transaction():
            if how is not None:
                note = dict(seen, lifted=f"{how} into {default}", lifted_at=now)
                for mid in ids:
                    store.update(mid, now, branch=None, branch_seen=json.dumps(note))
                tally["branch_lifted"] += len(ids)
            elif not target or target == default:
                for mid in ids:
                    store.retire(
                        mid,
                        now,
                        kind="abandoned",
                        reason=f"branch {name} was deleted without merging into {default}",
                        branch_seen=json.dumps(seen),
                    )
                tally["branch_archived"] += len(ids)
            elif now - max(local[target][1], seen.get("at") or 0.0) > STALE_BRANCH_DAYS * DAY:
                for mid in ids:
                    store.retire(
                        mid,
                        now,
                        kind="abandoned",
                        reason=f"branch {target} untouched for {STALE_BRANCH_DAYS} days, "
                        f"not merged into {default}",
                        branch_seen=json.dumps(seen),
                    )
                tally["branch_archived"] += len(ids)
            else:
                for mid in ids:
                    store.update(mid, now, branch=target, branch_seen=json.dumps(seen))
                if target != name:
                    tally["branch_followed"] += len(ids)


def _load(seen: str | None) -> dict[str, Any]:
    try:
        data = json.loads(seen or "{}")
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _union(seens: Sequence[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "heads": [],
        "patch_ids": [],
        "files": {},
        "base": None,
        "clones": [],
    }
    for s in seens:
        for h in s.get("heads") or []:
            if h not in out["heads"]:
                out["heads"].append(h)
        for c in s.get("clones") or []:
            if c not in out["clones"]:
                out["clones"].append(c)
        for p in s.get("patch_ids") or []:
            if p not in out["patch_ids"]:
                out["patch_ids"].append(p)
        out["files"].update(s.get("files") or {})
        out["base"] = out["base"] or s.get("base")
        if isinstance(s.get("at"), (int, float)):
            out["at"] = max(out.get("at") or 0.0, float(s["at"]))
        if s.get("diff_id"):
            out["diff_id"] = s["diff_id"]
    return out


def _local_branches(directory: str) -> dict[str, tuple[str, float]]:
    """Local branch -> (head commit, its committer time)."""
    text = _git(
        directory,
        "for-each-ref",
        "--format=%(refname:short)%09%(objectname)%09%(committerdate:unix)",
        "refs/heads",
    )
    out: dict[str, tuple[str, float]] = {}
    for line in (text or "").splitlines():
        parts = line.split("\t")
        if len(parts) == 3 and parts[2].isdigit():
            out[parts[0]] = (parts[1], float(parts[2]))
    return out


def _remote_branches(directory: str) -> set[str]:
    """Branch names some remote still has (remote-tracking refs, remote prefix dropped)."""
    text = _git(directory, "for-each-ref", "--format=%(refname:short)", "refs/remotes") or ""
    return {line.split("/", 1)[1] for line in text.splitlines() if "/" in line}


def _observe(
    directory: str, name: str, head: str, default: str, seen: dict[str, Any]
) -> dict[str, Any]:
    """Add what the branch shows now: its head, its commits' patch ids, the files it
    changed with their content at its head, and its whole diff's patch id."""
    base = (_git(directory, "merge-base", default, head) or "").strip()
    if not base:
        return seen
    seen = dict(seen)
    if base != head:  # a branch with no commits of its own says nothing about merging
        seen["heads"] = [*[h for h in seen["heads"] if h != head], head][-MAX_SEEN_HEADS:]
    seen["base"] = seen.get("base") or base
    log = _git(directory, "log", "-p", "--no-merges", f"{base}..{head}") or ""
    ids = _patch_ids(directory, log)
    seen["patch_ids"] = list(dict.fromkeys([*seen["patch_ids"], *ids]))[-MAX_SEEN_HEADS * 5 :]
    changed = (_git(directory, "diff", "--name-only", base, head) or "").split("\n")
    changed = [c for c in changed if c][:MAX_SEEN_FILES]
    if changed:
        seen["files"] = _blobs(directory, head, changed)
        diff = _git(directory, "diff", base, head) or ""
        whole = _patch_ids(directory, diff)
        if whole:
            seen["diff_id"] = whole[0]
    return seen


def _landed(directory: str, default: str, seen: dict[str, Any]) -> str | None:
    """How the branch reached the default branch, or None if it has not."""
    base = seen.get("base")
    for head in reversed(seen.get("heads") or []):
        if head == base:
            continue
        if _ok(directory, "merge-base", "--is-ancestor", head, default):
            tip = (_git(directory, "rev-parse", default) or "").strip()
            first_parent = _git(directory, "rev-list", "--first-parent", default) or ""
            ff = tip == head or head in first_parent.split()
            return "fast-forward merged" if ff else "merged by a merge commit"
    files = seen.get("files") or {}
    if files and _blobs(directory, default, list(files)) == files:
        return "squash-merged"
    diff_id = seen.get("diff_id")
    if diff_id and base:
        log = _git(directory, "log", "-p", "--no-merges", f"{base}..{default}") or ""
        if diff_id in _patch_ids(directory, log):
            return "squash-merged"
    return None


def _follower(
    directory: str,
    seen: dict[str, Any],
    local: dict[str, tuple[str, float]],
    default: str,
) -> str | None:
    """The local branch that carries on a gone one: it holds a head the gone one had
    (a rename), or commits with the same patch ids (a rebase, then maybe a rename)."""
    heads = [h for h in seen.get("heads") or [] if h != seen.get("base")]
    patch_ids = set(seen.get("patch_ids") or [])
    for name, (head, _) in sorted(local.items()):
        if name == default:
            continue
        if any(_ok(directory, "merge-base", "--is-ancestor", h, head) for h in heads):
            return name
        if patch_ids:
            base = (_git(directory, "merge-base", default, head) or "").strip()
            log = _git(directory, "log", "-p", "--no-merges", f"{base}..{head}") if base else ""
            if patch_ids & set(_patch_ids(directory, log or "")):
                return name
    return None


def _blobs(directory: str, commit: str, paths: list[str]) -> dict[str, str]:
    """path -> blob id at `commit` ('' when absent there)."""
    out = {p: "" for p in paths}
    text = _git(directory, "ls-tree", "-r", "-z", commit, "--", *paths) or ""
    for entry in text.split("\0"):
        meta, _, path = entry.partition("\t")
        parts = meta.split()
        if path in out and len(parts) == 3:
            out[path] = parts[2]
    return out


def _patch_ids(directory: str, patch: str) -> list[str]:
    if not patch.strip():
        return []
    text = _git(directory, "patch-id", "--stable", stdin=patch) or ""
    return [line.split()[0] for line in text.splitlines() if line.strip()]


def _ok(directory: str, *args: str) -> bool:
    return _git(directory, *args) is not None


def _git(directory: str, *args: str, stdin: str | None = None) -> str | None:
    return run_git(directory, *args, stdin=stdin, timeout=GIT_TIMEOUT_S)
