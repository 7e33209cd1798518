"""An edit that is the kind of change a memory's trigger clause names: the PreToolUse
side of retain.core.toolwhen (issue 29, round 13).

"Every @Entity change needs a `version` bump", "after adding or renaming Addressable
assets, rebuild content", "after changing a DTO in src/Contracts run the generator",
"new Vue components: Composition API": no key names the edited file, and the edit
writes nothing the memory forbids. The memories sharing a word with the edit's place
(its path's folders and name) are read back from the word index, and one is tied when a
change-trigger clause of it names this edit (retain.core.toolwhen.tied: every word of
one way of naming the object in the place or in what the edit adds; a path it names
holding the file; code it backticks written by the edit; a clause about a new one only
for a file the call creates). Rules only: a fact describes, and a memory about a
failure is for the moment the failure is seen (retain.core.toolsymptom).

Tied as RANK["when"], after every key: one line when nothing else is tied, never a
second line beside a memory tied another way. Stdlib only: the pre-tool hook imports it.
Cost: one lookup of the stored trigger keys (m022) for an edit nothing else ties, and
one word search of at most MAX_QUERY place words and MAX_NAMES code names the edit
writes, made only when one of those keys may name the edit.
"""

from __future__ import annotations

from retain.core import toolwhen
from retain.core.candidate import Tie
from retain.rank import toolpool

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

    from retain.store.sqlite_tool import ToolStore

MAX_QUERY = 12  # place words searched for: a path deeper than this is its tail
MAX_NAMES = 6  # code names of what the edit writes searched for
KIND = "when"


def edit_ties(
    store: ToolStore, tool_name: str, tool_input: dict[str, Any], skip: set[int], *,
    cwd: str, root: str, project_id: str | None,
) -> list[Tie]:  # fmt: skip
    """when_matches for a file tool's call (its path made project-relative; none outside
    the project)."""
    from retain.rank import toolcontent
    from retain.rank.toolcall import relative

    raw = tool_input.get("file_path") or tool_input.get("notebook_path")
    rel = relative(raw, cwd, root) if isinstance(raw, str) else None
    if rel is None:
        return []
    new, old = toolcontent.added_text(tool_name, tool_input)
    return when_matches(store, tool_name, rel, new, old, project_id=project_id, skip=skip)


def when_matches(
    store: ToolStore,
    tool_name: str,
    rel: str,
    new: str,
    old: str,
    *,
    project_id: str | None,
    skip: set[int],
) -> list[Tie]:
    """(memory, 'when', the words that tied it, '') of each live rule here whose change
    trigger names this edit of `rel` (project-relative), but those in `skip`."""
    from retain.core import toolsymptom

    words = [w for w in dict.fromkeys(toolwhen.split_words(rel)) if w not in toolwhen.VOID]
    words = words[-MAX_QUERY:]
    # and the code names the edit writes (`machine_type`): a clause may name the change
    # by one, whatever the file
    words += [n for n in dict.fromkeys(toolwhen.code_names(new)) if n not in old][:MAX_NAMES]
    if not words:
        return []
    # The word search only when a stored trigger key (m022) may name this edit: a word of
    # its place, a path it lies under, code it writes (the usual edit: none, no search).
    keys = store.when_keys(sorted(toolwhen.place_words(rel)), toolwhen.path_runs(rel),
                           project_id=project_id)  # fmt: skip
    if keys is not None and not any(
        kind != "form" or (key in new and new != old) for kind, key in keys
    ):
        return []
    out: list[Tie] = []
    for m in toolpool.pool(store, " ".join(words), project_id=project_id):
        if m.id in skip or m.kind == "fact":
            continue
        found = toolwhen.tied(m.text, rel, new, old, created=tool_name == "Write")
        # a failure note is the failure hook's (read only once a clause tied: the reading
        # imports retain.core.signature, which a silent call never needs)
        if found and not toolsymptom.about_failure(m.text):
            out.append(Tie(m, KIND, " ".join(found), ""))
    return out
