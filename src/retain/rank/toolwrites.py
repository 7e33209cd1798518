"""What a tool call writes, against what memories say about it: the memories a call is
tied to by its content (retain.rank.toolcontent: what it writes against what memories
forbid, retire or give a value; retain.rank.toolabout: code an edit takes away), less
those tied or silenced by a key and less a command's words that are only folders of its
paths. Stdlib only: the pre-tool hook imports it.
"""

from __future__ import annotations

import os

from retain.rank.toolcall import FILE_TOOLS, inside_project, reads_only

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

    from retain.core.candidate import Tie
    from retain.store.sqlite_tool import ToolStore


def content_ties(
    store: ToolStore, tool_name: str, tool_input: dict[str, Any],
    keyed: set[int], *, cwd: str, root: str, project_id: str | None,
    forbids: list[Tie] | None = None,
) -> list[Tie]:  # fmt: skip
    """The memories tied to the call by what it writes (retain.rank.toolcontent), but
    those in `keyed` (tied or silenced by a key); none for a command that only reads.
    `forbids`, for an edit, gets those tied by a thing a rule forbids by its plain name
    (retain.rank.toolforbid), but those kept to other code than the file's; for a
    command, those forbidding by name a package it adds (retain.rank.toolinstall)."""
    from retain.core import toolkeys

    command = ""
    packages = ""  # the names of the packages a command adds (retain.rank.toolinstall)
    if tool_name == "Bash":
        raw = tool_input.get("command")
        if not isinstance(raw, str):
            return []

        inside = inside_project(cwd, root)

        if reads_only(raw, inside):
            return []  # before the content rules' import: a read-only call never needs them
        runs = list(toolkeys.here(raw, inside))
        command = " ".join(w for _, _, seg in runs for w in seg)
        # the tools it runs are searched for however common: a memory about a tool's
        # option (`-A`) shares no rarer word with the call
        lead = [os.path.basename(w) for words, _, _ in runs for w in words[:2] if w[:1] != "-"]
        if forbids is not None:
            from retain.rank.toolinstall import added_names

            packages = added_names(seg for _, _, seg in runs)
    else:
        lead = []
    from retain.rank import toolcontent

    # a package's words are searched for too (`solr` of `drupal/search_api_solr`)
    new, old = toolcontent.added_text(tool_name, tool_input, f"{command} {packages}".strip())
    counts: dict[str, int] = {}  # each word counted in the store once for the call
    named: list[Tie] | None = None
    if forbids is not None and (tool_name in FILE_TOOLS or packages):
        named = []
    found = toolcontent.content_matches(
        store,
        tool_name,
        new,
        old,
        project_id=project_id,
        lead=lead,
        cache=counts,
        forbids=named,
        forbid_text=packages or None,
    )
    if named and forbids is not None:
        from retain.rank.toolcall import relative
        from retain.rank.toolquiet import scoped_away

        raw = tool_input.get("file_path") or tool_input.get("notebook_path")
        rel = relative(raw, cwd, root) if isinstance(raw, str) else None
        forbids += [
            r for r in named
            if r.memory.id not in keyed and (rel is None or not scoped_away(r.memory.text, rel))
        ]  # fmt: skip
    if tool_name in FILE_TOOLS:  # what an edit is about (retain.rank.toolabout)
        from retain.rank import toolabout

        found += toolabout.about_matches(store, new, old, project_id=project_id, cache=counts)
    if command:
        # a word a command holds only inside a path (`apps` of `jest apps/api/orders`)
        # that the memory names only as a folder of another path (`apps/api/migrations`)
        # is where the command runs, as a path's folders are no keys of a command
        plain = [w for w in command.split() if "/" not in w]
        found = [
            r for r in found
            if " " in r.key or "/" in r.key or r.key not in command
            or any(r.key in w for w in plain) or names_alone(r.memory.text, r.key)
        ]  # fmt: skip
        # and a folder a rule on code names (`no jest.mock inside src/features/`) that the
        # command holds only at the head of a longer path (`jest src/features/checkout`)
        # is where it runs, not what it writes: that rule ties an edit inside the folder.
        # A memory naming a command (how the folder's tests run) is about runs there.
        found = [
            r for r in found
            if not inside_folder(r.key, command)
            or any(kind == "cmd" for kind, _, _ in toolkeys.memory_keys(r.memory.text))
        ]  # fmt: skip
    return [row for row in found if row.memory.id not in keyed]


def names_alone(text: str, word: str) -> bool:
    """Does `text` name `word` other than as a folder or file inside a longer path
    (`into iosApp/ by hand` does; `apps/api/src/migrations` does not name `apps`)?"""
    import re

    found = re.finditer(rf"(?<![\w.-]){re.escape(word)}(?![\w.-]|/[\w.-])", text)
    return any(m.start() == 0 or text[m.start() - 1] != "/" for m in found)


def inside_folder(key: str, command: str) -> bool:
    """Is `key` a folder (`src/features/`) that `command` holds only at the head of a
    longer path (`src/features/checkout`, `./src/features/a.test.ts`)?"""
    if not key.endswith("/"):
        return False
    words = [w.strip("'\"") for w in command.split() if key in w]
    return bool(words) and all(
        not w.endswith(key) and w.split(key, 1)[0] in ("", ".", "./") for w in words
    )
