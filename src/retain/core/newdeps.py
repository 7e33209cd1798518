"""A memory asking to be asked before a dependency is added ("ask me before adding any
crate", "no new npm packages without asking"): the words that say so, read where a
memory is keyed (retain.core.toolkeys) and where a manifest's edit or a package
manager's run is tied to it (retain.rank.toolmanifest). Stdlib only (re): the hook
imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

# A memory asking to be asked before a dependency is added: a package word (not the
# manifest's own name, `package.json`), a word of adding or newness, and one of asking.
# In English and the languages memories are written in (Spanish, German, French): "no
# añadas gemas nuevas al Gemfile sin preguntarme". A manifest's section counts
# (`dev_dependencies` of pubspec.yaml), and a port is vcpkg's word for a package.
_PACKAGE_WORD = lazy(
    r"\b(?:(?:dev_)?dependenc(?:y|ies)|deps|packages?|librar(?:y|ies)|gems?|crates?|ports?"
    r"|dependencias?|paquetes?|librer[ií]as?|bibliotecas?|gemas?"
    r"|abhängigkeit(?:en)?|pakete?|bibliothek(?:en)?|dépendances?|paquets?)\b(?!\.\w)",
    re.I,
)
_NEW_WORD = lazy(
    r"\b(?:new|add(?:s|ed|ing)?|install(?:s|ed|ing)?|nuev[oa]s?|añad\w*|agreg\w*"
    r"|neue[nrs]?|hinzu\w*|nouveaux?|nouvelles?|ajout\w*)\b",
    re.I,
)
_ASK_WORD = lazy(
    r"\b(?:ask(?:s|ed|ing)?|approv(?:e|al)|permission|propose|pregunt\w*|consult\w*"
    r"|frag\w*|demand(?:e|er)\b)",
    re.I,
)


def about_new_dependencies(text: str) -> bool:
    """Does a memory ask to be asked before a dependency is added (a package word, an
    adding one and an asking one)? A rule on the manifest itself (generated, edited only
    through a tool, versions bumped together) is not one: it rules every edit of it."""
    return all(p.search(text) is not None for p in (_PACKAGE_WORD, _NEW_WORD, _ASK_WORD))


# The manifest of an ecosystem a memory names by its package manager or registry ("ask me
# before adding an npm dependency", "no new crates"): where that ecosystem's new package
# shows, as if the memory had named the file (retain.rank.toolmanifest reads the ties).
ECOSYSTEM_MANIFESTS = (
    (lazy(r"\b(?:npm|pnpm|yarn)\b", re.I), "package.json"),
    (lazy(r"\b(?:composer|packagist)\b", re.I), "composer.json"),
    (lazy(r"\b(?:gems?|rubygems|bundler|gemas?)\b", re.I), "Gemfile"),
    (lazy(r"\b(?:crates?|crates\.io)\b", re.I), "Cargo.toml"),
    (lazy(r"\bpub\s+(?:dependenc(?:y|ies)|packages?)\b", re.I), "pubspec.yaml"),
    (lazy(r"\bnuget\b", re.I), "*.csproj"),  # a project file's PackageReference
)


def ecosystem_manifests(text: str) -> list[str]:
    """The manifests of the ecosystems a memory asking before new dependencies names
    (ECOSYSTEM_MANIFESTS) in its own words; [] for any other memory. What it quotes is
    left out: `pnpm --filter @x/ui test` or a `packages/ui/` folder names no ecosystem."""
    prose = _QUOTED.sub(" ", text)
    if not about_new_dependencies(prose):
        return []
    return [name for pattern, name in ECOSYSTEM_MANIFESTS if pattern.search(prose)]


_QUOTED = lazy(r"`[^`\n]*`")
