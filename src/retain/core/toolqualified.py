"""Qualified names as places: `com.gullhaven.common.Money`, `com.acme.orders.pricing`,
`brindlewood.user.*`. A Java or Kotlin package, a Clojure or Python namespace is a folder
path written with dots, whatever language the memory is written in: `a.b.c.Name` is the
file `a/b/c/Name.<ext>`, `a.b.c` the folder `a/b/c` (or the module file `a/b/c.<ext>`).
Read when a memory is written (`qualified_keys`), keyed like the paths it names; an edit
looks up its path's tails without the extension as well (`stems`), so
`.../com/gullhaven/common/Money.java` meets `com/gullhaven/common/Money`.

Also: what a memory says of a place it names as moved, renamed, split or deleted
(`moved_from`): its rule holds for every file under the old place, however deep, and the
new place it names after the move is where the work goes. Stdlib only (re): the hook
imports `stems` and `says_moved`.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

MIN_PARTS = 3  # `a.b.c` at least: `os.path` or `foo.bar` is too common to be a place
# A dotted name of identifiers, optionally ending in `.*` (every name in a package);
# not inside a path, a URL, a word or a longer dotted token.
_QUALIFIED = lazy(
    r"(?<![\w./:@$-])((?:[A-Za-z_][A-Za-z0-9_]*\.){1,}[A-Za-z_][A-Za-z0-9_]*)(\.\*)?"
    r"(?![\w/@(-]|\.[\w*])"
)
# A file name's extension as its last part (`next.config.js`, `app.module.ts`): a file.
_EXTENSIONS = frozenset(
    "js jsx ts tsx mjs cjs json yaml yml toml ini cfg conf py pyi rb go rs java kt kts "
    "scala clj cljs cljc edn ex exs erl ml mli md txt lock xml gradle sh bash zsh css scss "
    "html sql proto tf tfvars hcl swift dart php cs fs vue svelte lua c h cc cpp hpp env "
    "properties props targets csproj sln log csv pem key jar war zip gz tgz svg png jpg".split()
)
# A sentence saying a place moved, was renamed, split or removed (the languages the
# memories are written in; the place it names after "to/into" is the new one).
_MOVED = lazy(
    r"\b(?:moved|moves|renamed|split|deleted|removed|retired|no longer exists?"
    r"|umgezogen|verschoben|umbenannt|gelöscht|déplacée?s?|renommée?s?|supprimée?s?"
    r"|movid[oa]s?|renombrad[oa]s?|eliminad[oa]s?|verplaatst|hernoemd|verwijderd"
    r"|spostat[oaie]|rinominat[oaie]|przeniesion[aey]?)\b",
    re.I,
)
_TO = lazy(r"\b(?:to|into|nach|ins|vers|dans|al|naar)\b|->|→", re.I)
_SENTENCE = lazy(r"(?<=[.!?;])\s+|\n+")


def qualified_keys(text: str) -> list[tuple[tuple[str, str], bool]]:
    """((kind, key), sent) of the packages, namespaces and classes `text` names by a
    dotted name: a capitalised last part is a class (file key `a/b/c/Name`, matched
    without its extension), a lower-case one a package or module (folder `a/b/c` and
    file `a/b/c`). `sent`: named as where something moved to (the new place)."""
    out: list[tuple[tuple[str, str], bool]] = []
    for m in _QUALIFIED.finditer(text):
        name, star = m.group(1), m.group(2)
        parts = name.split(".")
        if len(parts) < MIN_PARTS - bool(star) or parts[-1].lower() in _EXTENSIONS:
            continue
        if any(not p[0].islower() for p in parts[:-1]):
            continue  # `Directory.Packages.props`: packages and namespaces are lower case
        key = "/".join(parts)
        sent = moved_to(text, m.start())
        if star or not parts[-1][0].isupper():
            out.append((("dir", key), sent))
        if not star:
            out.append((("file", key), sent))
    return out


def moved_to(text: str, start: int) -> bool:
    """Is the place named at `start` where something moved to: after a move verb and
    a `to`/`into` in the same sentence (`Money moved out of libs/common into //libs/money
    (com.gullhaven.money.Money)`)?"""
    head = _SENTENCE.split(text[:start])[-1]
    verb = _MOVED.search(head)
    if verb is None:
        return False
    return _TO.search(head, verb.end()) is not None


def says_moved(text: str, folder: str) -> bool:
    """Does a sentence naming `folder` (as a path or dotted name) say it moved, was
    renamed, split or removed, with the folder as the old place? Its rule then holds
    for every file under it (`packages/ui was split`, `The old terraform folder infra/
    was deleted`)."""
    names = (folder, folder.replace("/", "."))
    for sentence in _SENTENCE.split(text):
        if _MOVED.search(sentence) is None:
            continue
        for name in names:
            for at in re.finditer(rf"(?<![\w./-]){re.escape(name)}(?![\w-]|\.\w|/\w)", sentence):
                if not moved_to(sentence, at.start()):
                    return True
    return False


def stems(files: list[str]) -> list[str]:
    """The tails of a path's file keys without the extension, of MIN_PARTS parts or
    more: what a dotted name a memory gives is keyed as."""
    out = []
    for tail in files:
        if tail.count("/") + 1 < MIN_PARTS:
            break  # tails come longest first
        name = tail.rsplit("/", 1)[-1]
        if "." in name.lstrip("."):
            out.append(tail[: tail.rindex(".")])
    return out
