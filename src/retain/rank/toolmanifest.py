"""A memory asking to be asked before a new dependency, tied to a package manifest by its
name: the edit that adds a dependency goes against it, any other edit of it does not.

A user's "no new npm packages without asking (or a line added to package.json)" names the
manifest as the place where a new package shows, not as a file no one may touch: an edit
adding a script, bumping a version the manifest already holds, or renaming the package
has nothing to do with it. So a memory asking to be asked about new dependencies, tied to an
edit only by the manifest's file name stays tied when the edit adds a line naming a
package with a version (`"dayjs": "^1.11.0"`, `gem "geocoder"`, `github.com/x/y v1.2.0`)
whose name the replaced text does not hold. Stdlib only: the PreToolUse hook reads it.
"""

from __future__ import annotations

import re

from retain.core.newdeps import about_new_dependencies
from retain.lazyre import lazy

__all__ = ["about_new_dependencies", "added_packages", "command_ties"]

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie
    from retain.store.sqlite_tool import ToolStore

# The files where a project lists the packages it depends on, by their plain names.
MANIFESTS = frozenset(
    {
        "package.json", "composer.json", "pubspec.yaml", "Gemfile", "go.mod", "Cargo.toml",
        "pyproject.toml", "requirements.txt", "platformio.ini", "mix.exs", "deno.json",
        "*.csproj",
    }
)  # fmt: skip
# A line naming a package with a version: `"name": "^1.2.0"`, `name: ^1.2`, `name = "1.2"`,
# `gem "name"`, `github.com/x/y v1.2.0` (go.mod's require block), `name==1.2`,
# `owner/name@^1.2` (PlatformIO's lib_deps), `<PackageReference Include="Name" ...` (a
# .NET project file; `*.csproj` stands for any of them).
_DEPENDENCY_LINE = lazy(
    r"""^\s*(?:require\s+)?["']?(?P<name>@?\w[\w./-]*)["']?\s*(?:[:=]=?|@|\s)\s*"""
    r"""(?:["'][ ]*)?(?:[\^~>=<v][\^~>=<v ]*)?\d+(?:\.[\dx*]+)+"""
    r"""|^\s*gem\s+["'](?P<gem>[\w.-]+)["']"""
    r"""|<PackageReference\s+Include=["'](?P<ref>[\w.-]+)["']""",
    re.M,
)


def added_packages(new: str, old: str) -> list[str]:
    """The packages `new` names with a version (or as a gem) that `old` does not name."""
    out = []
    for m in _DEPENDENCY_LINE.finditer(new):
        name = m.group("name") or m.group("gem") or m.group("ref")
        if name and not re.search(rf"(?<![\w@./-]){re.escape(name)}(?![\w./-])", old):
            out.append(name)
    return out


def past_other_manifest_edits(found: Sequence[Tie], new: str, old: str) -> list[Tie]:
    """The ties an edit keeps: a memory about new dependencies tied only by a manifest's
    file name stays only when the edit adds a package the manifest did not hold."""
    alone = {r.memory.id for r in found} - {
        r.memory.id
        for r in found
        if not (r.kind == "file" and r.key.rsplit("/", 1)[-1] in MANIFESTS)
    }
    if not alone or added_packages(new, old):
        return list(found)
    return [
        r for r in found if r.memory.id not in alone or not about_new_dependencies(r.memory.text)
    ]


def command_ties(store: ToolStore, written: Sequence[str], *, project_id: str | None) -> list[Tie]:
    """A Bash call's side of the same rule: a package manager's run adding a package
    (`cargo add --dev x`, `bundle add webmock`) writes its manifest (`written`:
    retain.rank.toolinstall.manifests_written), so a memory asking to be asked before new
    dependencies that names that manifest is tied to it. Only such memories: any other
    rule naming the manifest (how it is formatted, what it must not hold) is about edits
    of it, which the run leaves to the package manager."""
    if not written:
        return []
    found = store.keyed([("file", list(written))], project_id=project_id)
    return [r for r in found if about_new_dependencies(r.memory.text)]
