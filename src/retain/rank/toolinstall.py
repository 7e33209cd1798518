"""The packages a command adds to the project: the Bash side of retain.rank.toolforbid
(issue 29, round 40).

"No Redux, no context soup", "no timm (license review pending)", "Search is Search API
with the database backend; no Solr": a decision names by its plain name a dependency it
rules out, and the call that goes against it is no edit but a run of the package manager
(`npm install redux @reduxjs/toolkit`, `pixi add timm`, `lando composer require
drupal/search_api_solr`). An edit writes the name as code; a command adding a package
names it as an argument of an adding verb.

`added_names` reads each simple command of a call (a wrapper's inner run included:
`lando drush en`, `ddev composer require`, `pixi run pip install`) for an adding verb of a
package manager (ADDS) and returns the names of the packages after it, each split into its
words (`drupal/search_api_solr` gives `drupal search api solr`; a version or a scope's
mark is no name: `astro@5`, `@reduxjs/toolkit`, `polars==1.2`). A bare `npm install` adds
nothing. The ties themselves are retain.rank.toolforbid's (a prohibition's head, named
once, rare in the store, a rule not about a failure), read over these names alone and not
over the rest of the command, and the pre-tool hook shows one only when nothing else ties
the call. Stdlib only (re): the pre-tool hook imports it; no parse beyond the words
retain.core.toollookup.here already gives.
"""

from __future__ import annotations

import os
import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterable

# (tool, verb) of a run that adds a package to the project.
ADDS = frozenset(
    {("npm", "install"), ("npm", "i"), ("npm", "add"), ("yarn", "add"), ("pnpm", "add"),
     ("bun", "add"), ("cargo", "add"), ("pip", "install"), ("pip3", "install"),
     ("uv", "add"), ("poetry", "add"), ("pixi", "add"), ("conda", "install"),
     ("mamba", "install"), ("composer", "require"), ("go", "get"), ("gem", "install"),
     ("bundle", "add"), ("mix", "deps.get"), ("drush", "en"), ("drush", "pm:enable"),
     ("dotnet", "add"), ("flutter", "pub"), ("dart", "pub")}
)  # fmt: skip
MAX_PACKAGES = 8  # package names read after one verb: a longer list is a file's worth
# What follows a package's name: its version or constraint (`astro@5`, `polars==1.2`,
# `drupal/x:^2`, `timm>=1`).
_VERSION = re.compile(r"(?<=.)[@:=<>~^!].*$")
_PARTS = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def added_names(segments: Iterable[list[str]]) -> str:
    """The words of the package names each segment's adding verb is given (module
    docstring), joined by spaces; '' when no segment adds a package."""
    out: list[str] = []
    for tokens in segments:
        words = [os.path.basename(t) for t in tokens]
        at = next((i for i in range(len(words) - 1) if (words[i], words[i + 1]) in ADDS), None)
        if at is None:
            continue
        names = [t for t in tokens[at + 2 :] if t[:1] not in ("-", "'", '"')]
        for name in names[:MAX_PACKAGES]:
            out += _PARTS.findall(_VERSION.sub("", name.lstrip("@")))
    return " ".join(out)


# The manifest a package manager's adding run writes the new package into: `cargo add x`
# edits Cargo.toml as surely as an edit adding its line does (retain.rank.toolmanifest).
# (tool, verb, the word after the verb or '') -> the manifests. Not `pip install` or
# `gem install` (they change an environment, no file of the project), nor `flutter pub
# get` (it fetches what the manifest already lists).
WRITES = {
    ("npm", "install", ""): ("package.json",), ("npm", "i", ""): ("package.json",),
    ("npm", "add", ""): ("package.json",), ("yarn", "add", ""): ("package.json",),
    ("pnpm", "add", ""): ("package.json",), ("bun", "add", ""): ("package.json",),
    ("cargo", "add", ""): ("Cargo.toml",), ("uv", "add", ""): ("pyproject.toml",),
    ("poetry", "add", ""): ("pyproject.toml",),
    ("pixi", "add", ""): ("pixi.toml", "pyproject.toml"),
    ("composer", "require", ""): ("composer.json",), ("go", "get", ""): ("go.mod",),
    ("bundle", "add", ""): ("Gemfile",), ("deno", "add", ""): ("deno.json",),
    ("flutter", "pub", "add"): ("pubspec.yaml",), ("dart", "pub", "add"): ("pubspec.yaml",),
    ("vcpkg", "add", "port"): ("vcpkg.json",),
    ("dotnet", "add", "package"): ("*.csproj",),
}  # fmt: skip
# `dotnet add src/Api package X`: the project a .NET subcommand acts on stands between.
_PROJECT = re.compile(r"[\w.-]*/[\w./-]*|[\w.-]+\.(?:csproj|fsproj|vbproj)")


def manifests_written(segments: Iterable[list[str]]) -> list[str]:
    """The manifests each segment's adding run writes a package into (WRITES), when it
    names at least one package (a bare `npm install` adds none); [] for none."""
    out: list[str] = []
    for tokens in segments:
        words = [os.path.basename(t) for t in tokens]
        if words[:2] == ["dotnet", "add"] and len(tokens) > 3 and _PROJECT.fullmatch(tokens[2]):
            tokens = words = [*words[:2], *words[3:]]
        for i in range(len(words) - 1):
            for sub in ("", words[i + 2] if i + 2 < len(words) else ""):
                found = WRITES.get((words[i], words[i + 1], sub))
                after = tokens[i + 2 + bool(sub) :]
                if found and any(t[:1] not in ("-", "'", '"') for t in after):
                    out += [m for m in found if m not in out]
    return out
