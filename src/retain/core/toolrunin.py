"""A command run in a package's folder is the same step as the command that names the
package by an option: `cd policy && npm test` is `npm test -w policy`, `cd apps/web &&
pnpm build` is `pnpm --filter web build`, `cd stacks/apps && pulumi up` is `pulumi up -C
stacks/apps`. Read by retain.core.toolspans when a prescribed command is compared with a
call that changes folder first. Stdlib only: the hook imports it.
"""

from __future__ import annotations

# Options that name the folder or workspace package a command runs in.
FOLDER_OPTIONS = frozenset(
    {"-w", "--workspace", "-C", "--cwd", "--dir", "--prefix", "--filter", "-F", "--directory",
     "--project-dir", "--project-directory", "--working-directory", "-chdir"}
)  # fmt: skip


def _last(value: str) -> str:
    return value.strip("\"'").rstrip("/").rsplit("/", 1)[-1]


def run_in(words: list[str], call_segments: list[list[str]]) -> list[str] | None:
    """The words of a prescribed command without its folder option, when the call runs
    it in that folder by a `cd` (the folder's last part is the option's: `-w policy`,
    `--filter @acme/web` for `cd apps/web`); None otherwise."""
    folders = {_last(s[1]) for s in call_segments if len(s) == 2 and s[0] == "cd"}
    if not folders:
        return None
    for i, w in enumerate(words):
        name, eq, value = w.partition("=")
        if name not in FOLDER_OPTIONS:
            continue
        if not eq:
            value = words[i + 1] if i + 1 < len(words) else ""
        if value and _last(value) in folders:
            return words[:i] + words[i + (1 if eq else 2) :]
    return None
