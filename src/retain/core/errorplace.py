"""Which package of a monorepo a failure happened in, and a memory about another's.

A monorepo holds its packages side by side (`apps/web`, `apps/admin`, `packages/db`,
`services/billing`, `crates/api`), and the same tool fails in each with the same words:
`Cannot find module`, `P1001: Can't reach database server`, a test runner's `FAIL`. A
memory written about one package's failure names that package ("`Cannot find module
'@/lib/env'` in apps/web: the alias is set in apps/web/tsconfig.json only"); the same
message printed by another package (`apps/admin/src/x.ts`) is another failure, whose
cause the memory does not know. `other_package` tells it: the memory names packages,
the failure names packages (in its output's paths, the command's `cd` or folder
arguments), and no package the memory names is one the failure names, by its folder or
by its name (`@acme/db`, `-p db`, `--filter db`).

Paths are read from a package folder on (`apps/web/...`, `./apps/web`, or under the
project's root): a folder of that name deeper in another path (`.symlinks/plugins/x`,
`node_modules/x`, `site-packages/x`) is no package of the project.

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

# The folders a monorepo keeps its packages in.
_PACKAGE = lazy(
    r"(?<![\w.@/-])(?:\./)?(packages|apps|services|libs|crates|modules|plugins|projects"
    r"|components|cmd)/(@?[A-Za-z0-9_][\w@-]*)(?![\w@.-]*\.\w+\b(?!/))"
)


def packages(text: str, root: str = "") -> frozenset[tuple[str, str]]:
    """The (folder, name) packages a text names by path: `apps/web/src/x.ts` gives
    ("apps", "web"); an absolute path under `root` is read from the root on."""
    if root:
        text = text.replace(root.rstrip("/") + "/", " ")
    return frozenset((f, n.lower()) for f, n in _PACKAGE.findall(text))


def other_package(memory_text: str, error: str, root: str = "", command: str = "") -> bool:
    """Is a memory about another package's failure than this one (its error output and
    its command, `root` the project's)? Both name packages, and none the memory names
    is named by the failure, by folder or by name."""
    failure = f"{error}\n{command}"
    mine = packages(memory_text)
    if not mine:
        return False
    theirs = packages(failure, root)
    if not theirs or mine & theirs:
        return False
    return not any(
        re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", failure, re.I) for _, name in mine
    )
