"""Modules a memory names the way their build tool does: a Gradle project path
(`:domain`, `:services:billing`) is the folder `domain`, `services/billing`, and what a
memory says of the module's dependencies or its place in the build is changed in that
folder's build script (`domain/build.gradle.kts`). Read by retain.core.toolkeys; stdlib
only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

# A whole backticked span that is a Gradle project path: `:domain`, `:legacy-api`,
# `:services:billing` (not `:wq`'s like in prose: only in backticks, a letter first).
_GRADLE_PATH = lazy(r"`((?::[a-z][\w.-]{0,40}){1,4})`")
# The last part of a task path rather than a project's (`:domain:generateProto`,
# `:server:test`): a camel-case name or a lifecycle task.
_TASK = lazy(r"^(?:[a-z]+[A-Z]\w*|test|build|check|clean|assemble|run|jar|lint)$")
BUILD_SCRIPTS = ("build.gradle.kts", "build.gradle")
# A memory speaking of modules or of Gradle: a Ruby symbol (`:js`), a clj-kondo key
# (`:lint-as`) or a Clojure keyword is spelled alike and names no project.
_BUILD_WORD = lazy(r"\b(?:gradle\w*|(?:sub)?projects?|modul[eo]s?|módulos?)\b", re.I)


def gradle_build_scripts(text: str) -> list[str]:
    """The build scripts of the Gradle projects a memory names by their path, in the
    order named: `:domain` -> `domain/build.gradle.kts`, `domain/build.gradle`."""
    out: list[str] = []
    if _BUILD_WORD.search(text) is None:
        return out
    for m in _GRADLE_PATH.finditer(text):
        parts = m.group(1).split(":")[1:]
        if len(parts) > 1 and _TASK.match(parts[-1]):
            parts = parts[:-1]
        folder = "/".join(parts)
        out += [f"{folder}/{name}" for name in BUILD_SCRIPTS if f"{folder}/{name}" not in out]
    return out
