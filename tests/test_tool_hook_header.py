"""The PreToolUse hook and a file-header rule (issue 29), through the real hook: a memory
saying how every file of a folder begins speaks for an edit that can break the header (a
new file without it, an edit of its lines), not for one changing a line further down or a
new file that already starts with it. A memory that also rules something else in the
folder is no header rule. The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

from pathlib import Path

from retain.rank.toolcontent import added_text
from retain.rank.toolheader import header_rule, leaves_header
from test_tool_hook import context_of, fixture, run
from test_tool_hook_keys import shown, store, write

HEADER_RULE = (
    "Every .rs file under `crates/engine/` starts with `// SPDX-License-Identifier: "
    "Apache-2.0`; `cargo xtask headers` fails CI without it."
)


def _edit(project: Path, tmp_path: Path, rel: str, old: str, new: str) -> list[int]:
    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch()
    payload = fixture("PreToolUse", "Edit", project)
    payload["tool_input"] = {"file_path": str(path), "old_string": old, "new_string": new}
    payload["session_id"] = "s-1"
    return shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse"))


def test_an_edit_further_down_leaves_the_header_alone(project, tmp_path):
    (mid,) = store(project, HEADER_RULE)
    rel = "crates/engine/src/tick.rs"
    assert _edit(project, tmp_path, rel, "let step = 1;", "let step = 2;") == []


def test_an_edit_of_the_header_lines_still_speaks(project, tmp_path):
    (mid,) = store(project, HEADER_RULE)
    rel = "crates/engine/src/tick.rs"
    old = "// SPDX-License-Identifier: Apache-2.0\nuse std::fmt;"
    assert _edit(project, tmp_path, rel, old, "use std::fmt;") == [mid]


def test_a_new_file_with_the_quoted_header_follows_the_rule(project, tmp_path):
    (mid,) = store(project, HEADER_RULE)
    rel = "crates/engine/src/clock.rs"
    content = "// SPDX-License-Identifier: Apache-2.0\n\npub struct Clock;\n"
    assert write(project, tmp_path, rel, content) == []
    assert write(project, tmp_path, "crates/engine/src/wheel.rs", "pub struct W;\n", "s-2") == [mid]


def test_which_memories_are_header_rules():
    assert header_rule(HEADER_RULE)
    # in other languages, and with a pronoun clause about hand edits of it
    assert header_rule(
        "Jede .go-Datei in `svc/` beginnt mit dem Lizenz-Header aus `LICENSE.tmpl`; "
        "`make lint` schlägt in CI ohne ihn fehl."
    )
    assert header_rule(
        "Tout fichier .py sous `app/` commence par l'en-tête de licence (MIT); ne jamais "
        "le modifier à la main."
    )
    # headers of another sort, and rules about more than the header
    assert not header_rule("Public headers in include/ are ABI-stable: no new members.")
    assert not header_rule("Set the `X-Request-Id` header on every outgoing call.")
    assert not header_rule(
        "Files in `lib/` start with the MIT header, and never import `os` there."
    )


def _leaves(text: str, tool_name: str, tool_input: dict[str, object]) -> bool:
    """leaves_header on the texts the hook reads from the call (toolcontent.added_text)."""
    return leaves_header(text, tool_name, *added_text(tool_name, tool_input))


def test_leaves_header_reads_the_edit_and_the_new_file_head():
    text = HEADER_RULE
    assert _leaves(text, "Edit", {"old_string": "a", "new_string": "b"})
    assert not _leaves(text, "Edit", {"old_string": "// Copyright 2020 X", "new_string": ""})
    multi = {
        "edits": [
            {"old_string": "a", "new_string": "b"},
            {"old_string": "c", "new_string": "// SPDX"},
        ]
    }
    assert not _leaves(text, "MultiEdit", multi)
    assert _leaves(text, "Write", {"content": "// SPDX-License-Identifier: Apache-2.0\nfn x() {}"})
    # the header far down the file is not its header
    late = "\n" * 10 + "// SPDX-License-Identifier: Apache-2.0\n"
    assert not _leaves(text, "Write", {"content": late})
    # a rule quoting no header text cannot be checked against a new file
    assert not _leaves(
        "Every file in `src/` starts with the licence header from `tools/header.txt`.",
        "Write",
        {"content": "// whatever\n"},
    )
