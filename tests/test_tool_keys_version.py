"""The rules a memory's tool-time keys are read by have a version
(retain.store.db.TOOL_KEYS_VERSION): a store keyed under another one is keyed again when
it is next opened. So a change to the keying code must come with a new version, or stored
memories would keep the keys of the old rules while new ones get the new. This test holds
each version's digest of the keying modules.

The modules: what keying imports, read from the code rather than listed by hand, so a
module a later round adds to keying is covered without editing this file. From the two
functions the re-key calls (retain.core.toolkeys.memory_keys, retain.core.toolwhen.tie_keys),
every retain module their modules import, at the top or inside a function (keying imports
lazily), followed transitively, less imports only for the type checker; and the word
lists (retain/lexicon/*.json) those modules load by name. Over-inclusive where a module
imported for one helper changes elsewhere (retain.lazyre, retain.errors): a needless
bump costs one re-key, a missed one leaves stale keys.

Changed the keying code? Raise TOOL_KEYS_VERSION by one and add its digest here; the
failure message prints it, and so does this one command from the repository's root:

    PYTHONPATH=src python tests/test_tool_keys_version.py
"""

from __future__ import annotations

import ast
import hashlib
import re
from pathlib import Path

import retain
from retain.store.db import TOOL_KEYS_VERSION

SRC = Path(retain.__file__).parent.parent  # the folder holding the retain package
ROOTS = ("retain.core.toolkeys", "retain.core.toolwhen")  # what the re-key calls
# a word list loaded by its table's name: lexicon.words("common", ...)
LEXICON_CALL = re.compile(r"\blexicon\.\w+\(\s*[\"'](\w+)[\"']")

# version -> sha256 of the keying modules and word lists (names and bytes, sorted by name).
DIGESTS = {
    # round 45: the rules as m027 and the rounds after it left them
    1: "b15c4802e87eab266b2be8a711b9656e5c6032ec9afabc6c941585ebe99e174b",
    # round 46: dbt's node selectors read as narrowing a prescribed run (core.toolselect)
    2: "b41dfca9ef845310903e85dd2df0490d499d4a5327b01155ecf9bf0fe1c9ac2d",
}


def _module_file(src: Path, name: str) -> Path | None:
    base = src.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _imported(tree: ast.AST, src: Path) -> set[str]:
    """The retain modules a module's code imports, anywhere but under `if TYPE_CHECKING:`."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("retain."))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("retain"):
            module = str(node.module)
            for alias in node.names:  # `from retain.core import toolalias`: a module
                sub = f"{module}.{alias.name}"
                found.add(sub if _module_file(src, sub) else module)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def keying_files(src: Path = SRC) -> list[Path]:
    """The files whose content decides a memory's tool-time keys (see the module's doc)."""
    seen: dict[str, Path] = {}
    todo = list(ROOTS)
    while todo:
        name = todo.pop()
        if name in seen or name == "retain":
            continue
        path = _module_file(src, name)
        if path is None:
            continue
        seen[name] = path
        todo.extend(_imported(ast.parse(path.read_text(encoding="utf-8")), src))
    tables = {t for p in seen.values() for t in LEXICON_CALL.findall(p.read_text("utf-8"))}
    lexicon = src / "retain" / "lexicon"
    return sorted(seen.values()) + sorted(lexicon / f"{t}.json" for t in tables)


def keying_digest(src: Path = SRC) -> str:
    h = hashlib.sha256()
    for path in keying_files(src):
        name = path.relative_to(src).as_posix()
        h.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def test_the_tool_keys_version_names_the_keying_code_as_it_is() -> None:
    digest = keying_digest()
    assert max(DIGESTS) == TOOL_KEYS_VERSION, "TOOL_KEYS_VERSION must be the newest listed"
    assert DIGESTS[TOOL_KEYS_VERSION] == digest, (
        f"the tool keying code changed since version {TOOL_KEYS_VERSION} was recorded: raise "
        f"retain.store.db.TOOL_KEYS_VERSION to {TOOL_KEYS_VERSION + 1} and add "
        f"{TOOL_KEYS_VERSION + 1}: {digest!r} to DIGESTS"
    )


def test_the_digest_covers_what_keying_imports() -> None:
    names = {p.relative_to(SRC).as_posix() for p in keying_files()}
    # the two roots, modules they import at the top and only inside a function, and
    # what those import in turn
    for expected in (
        "retain/core/toolkeys.py",
        "retain/core/toolwhen.py",
        "retain/core/toolcommand.py",
        "retain/core/toolalias.py",  # inside memory_keys
        "retain/core/signature.py",  # inside memory_keys
        "retain/core/errorlines.py",  # by signature
        "retain/lexicon/__init__.py",
        "retain/lexicon/common.json",  # signature's word list
    ):
        assert expected in names
    # not keying: the hooks' readers, the write gate, another lexicon's words
    assert "retain/core/gate.py" not in names
    assert "retain/lexicon/claims.json" not in names
    assert not any(n.startswith("retain/rank/") for n in names)


def test_a_changed_keying_module_changes_the_digest(tmp_path) -> None:
    """The guard can fail: one byte more in a module keying imports gives another digest,
    and a module newly imported by it joins the set."""
    for path in keying_files():
        copy = tmp_path / path.relative_to(SRC)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_bytes(path.read_bytes())
    before = keying_digest(tmp_path)
    toolkeys = tmp_path / "retain" / "core" / "toolkeys.py"
    toolkeys.write_bytes(toolkeys.read_bytes() + b"\n")
    changed = keying_digest(tmp_path)
    assert changed != before
    (tmp_path / "retain" / "core" / "toolnew.py").write_text("RULE = 1\n")
    assert keying_digest(tmp_path) == changed  # not imported: not keying
    lazy = "\n\ndef _f():\n    from retain.core import toolnew\n"  # inside a function
    toolkeys.write_text(toolkeys.read_text() + lazy)
    assert "retain/core/toolnew.py" in {
        p.relative_to(tmp_path).as_posix() for p in keying_files(tmp_path)
    }


if __name__ == "__main__":  # the digest to record for TOOL_KEYS_VERSION
    print(f"{TOOL_KEYS_VERSION}: {keying_digest()!r}")
