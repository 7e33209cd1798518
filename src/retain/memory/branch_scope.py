"""Which project memories are true on one branch only (issue 31), and where a write stands.

The rule. A project memory written while the checkout is on a branch other than the
default one is confined to that branch when its evidence is the branch's own work:

1. its text, or the context it was learned in, names the branch, or says it is decided
   here ("on this branch", "in this PR", "for this branch"); or
2. it names a file the branch changed against its merge base with the default branch
   (committed or not), or a symbol that appears in lines the branch added.

It is not confined, whatever the evidence, when it is user-scoped, of a kind that holds
across branches (preferences, procedures, constraints: how the person or the team
works), or when it says so itself ("always", "every branch", "on main", "across the
repo"...) without naming the branch. Everything else is a belief about the project as
it is everywhere. The rule leans towards not confining: a wrongly confined true belief
is hidden from the default branch, which costs more than a branch decision served a
little early (benchmarks/branch_bench.py measures precision and recall of "confined").

Where a write stands is read from `.git` (retain.branch) plus two bounded `git` calls
(merge-base, diff against it) on the write path only; the hooks never come here.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from retain import branch as gitbranch
from retain.anchors.refs import refs

GIT_TIMEOUT_S = 3.0  # a write waits at most this per git call; past it, no branch evidence
MAX_CHANGED_FILES = 2_000  # a branch touching more is a sweep: its files say nothing
MAX_DIFF_BYTES = 4 << 20  # added lines read from the diff for symbol evidence
# Kinds about how people work, true on every branch (retain.models.USER_SCOPED_KINDS).
CROSS_BRANCH_KINDS = frozenset({"preference", "procedure", "constraint"})
# Words by which a memory says it holds beyond this branch.
_GENERAL = re.compile(
    r"\b(always|never|every branch|all branches|across (?:the )?(?:repo|branches|codebase)"
    r"|on main|in main|on master|in production|team convention|house rule|regardless of branch)\b",
    re.IGNORECASE,
)
# Words by which a memory (or its context) says it is decided on this branch.
_HERE = re.compile(
    r"\b(this branch|on the branch|our branch|this pr|in this pull request|this feature branch"
    r"|until (?:it|this) merges|before merging|not merged yet)\b",
    re.IGNORECASE,
)
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}")


@dataclass(frozen=True)
class Where:
    """Where a write is made: the branch, the default one, and what the branch changed."""

    branch: str
    default: str
    head: str | None
    base: str | None
    changed_files: frozenset[str]
    added_words: frozenset[str]
    clone: str | None = None  # retain.branch.checkout_key of the checkout written in

    def to_json(self) -> dict[str, Any]:
        """Plain data, for a write queued in the team outbox (decided where it was made)."""
        return {
            "branch": self.branch,
            "default": self.default,
            "head": self.head,
            "base": self.base,
            "changed_files": sorted(self.changed_files),
            "added_words": sorted(self.added_words),
            "clone": self.clone,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Where | None:
        """to_json's inverse; None for {} (the write was made off any branch)."""
        if not data:
            return None
        return cls(
            str(data["branch"]),
            str(data["default"]),
            data.get("head"),
            data.get("base"),
            frozenset(data.get("changed_files") or ()),
            frozenset(data.get("added_words") or ()),
            data.get("clone"),
        )

    def seen(self, at: float | None = None) -> str:
        """What the sleep pass starts from (memories.branch_seen); `at`: when written,
        which counts as activity on the branch."""
        return json.dumps(
            {
                "heads": [self.head] if self.head else [],
                "base": self.base,
                "clones": [self.clone] if self.clone else [],
                "at": at,
            }
        )


@dataclass(frozen=True)
class Decision:
    branch: str | None
    reason: str


def decide(
    text: str, kind: str, scope: str, where: Where | None, context: str | None = None
) -> Decision:
    """Whether a memory written at `where` is confined to its branch (see the module)."""
    if where is None or where.branch == where.default:
        return Decision(None, "written on the default branch")
    if scope != "project":
        return Decision(None, "user scope")
    if kind in CROSS_BRANCH_KINDS:
        return Decision(None, f"a {kind} holds across branches")
    both = text + "\n" + (context or "")
    names_branch = _names_branch(both, where.branch)
    if _GENERAL.search(text) and not names_branch:
        return Decision(None, "says it holds beyond this branch")
    if names_branch:
        return Decision(where.branch, f"names the branch {where.branch}")
    if _HERE.search(both):
        return Decision(where.branch, "says it is decided on this branch")
    named = refs(text)
    for ref in named:
        if ref.kind == "file" and _changed(ref.value, where.changed_files):
            return Decision(where.branch, f"names {ref.value}, which this branch changed")
    for ref in named:
        if ref.kind == "symbol" and ref.value in where.added_words:
            return Decision(where.branch, f"names {ref.value}, which this branch added")
    return Decision(None, "no evidence of this branch's own work")


def episode_mark(
    text: str, kind: str, scope: str, where: Where | None, context: str | None
) -> str | None:
    """For an observation captured from a session's transcript: the JSON its belief is
    confined by (the branch and what the write saw of it), or None when not confined."""
    decision = decide(text, kind, scope, where, context)
    if decision.branch is None or where is None:
        return None
    return json.dumps(
        {"branch": decision.branch, "reason": decision.reason, **json.loads(where.seen())}
    )


def _names_branch(text: str, branch: str) -> bool:
    if branch.lower() in text.lower():
        return True
    tail = branch.rsplit("/", 1)[-1]
    return len(tail) >= 6 and tail.lower() in text.lower()


def _changed(value: str, changed: Iterable[str]) -> bool:
    # Case-folded: a sentence that starts with a path capitalises it ("Src/orders.py").
    value = value.strip("/").lstrip("./").lower()
    for path in (p.lower() for p in changed):
        if path == value or path.endswith("/" + value) or path.startswith(value + "/"):
            return True
    return False


def where_of(project_dir: str | None) -> Where | None:
    """Where a write in `project_dir` stands; None outside git, detached, or on the
    default branch (no git spawned then)."""
    if not project_dir:
        return None
    current = gitbranch.current_branch(project_dir)
    default = gitbranch.default_branch(project_dir)
    if current is None or default is None or current == default:
        return None
    head = gitbranch.head_commit(project_dir, current)
    base = run_git(project_dir, "merge-base", default, "HEAD")
    base = base.strip() if base else None
    files: frozenset[str] = frozenset()
    added: frozenset[str] = frozenset()
    if base:
        names = run_git(project_dir, "diff", "--name-only", base) or ""
        listed = [n for n in names.splitlines() if n.strip()]
        if len(listed) <= MAX_CHANGED_FILES:
            files = frozenset(listed)
        diff = run_git(project_dir, "diff", "--unified=0", base) or ""
        words: set[str] = set()
        for line in diff[:MAX_DIFF_BYTES].splitlines():
            if line.startswith("+") and not line.startswith("+++"):
                words.update(_IDENT.findall(line))
        added = frozenset(words)
    return Where(current, default, head, base, files, added, gitbranch.checkout_key(project_dir))


# A checkout's own .git/config may name programs git runs while it reads: an fsmonitor
# hook when a diff refreshes the index, an external diff, a textconv filter on `log -p`.
# retain only reads, so none is run: the config can be written by anything that may edit
# files in the checkout (an agent allowed to edit files but not to run commands).
_NO_PROGRAMS = ("-c", "core.fsmonitor=false")
_PATCH_COMMANDS = frozenset({"diff", "log", "show"})


def run_git(
    directory: str, *args: str, stdin: str | None = None, timeout: float = GIT_TIMEOUT_S
) -> str | None:
    """`git -C directory args...`'s output, or None when git is missing, fails or times out.

    The one way retain runs git (the sleep pass's branch settling uses it too), with no
    program the checkout's config names (_NO_PROGRAMS, _PATCH_COMMANDS). Output is
    decoded with replacement: a diff of a Latin-1 file is evidence, not a reason to fail the
    write that asked for it."""
    if args and args[0] in _PATCH_COMMANDS:
        args = (args[0], "--no-ext-diff", "--no-textconv", *args[1:])
    try:
        done = subprocess.run(
            ["git", "-C", directory, *_NO_PROGRAMS, *args],
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            input=stdin,
            timeout=timeout,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None
