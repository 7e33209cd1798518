"""`retain import` of hostile or unusual files (round 29's attack): a byte order mark, and a
front matter value that is not text.

- A file saved by a Windows editor starts with a UTF-8 byte order mark: a Markdown file's
  front matter was then not seen, and `---`, `kind: fact`, `---` were stored as the
  memory's text; a JSON Lines export was refused as not one.
- A front matter value written as a quoted `"\\ud800"` is a lone surrogate: the new file's
  memory was stored, then its branch crashed the whole import ("unexpected
  UnicodeEncodeError"), leaving the tree unrewritten and the files after it unread."""

from __future__ import annotations

import pytest

from retain.errors import InvalidInput
from retain.portable.jsonl import import_jsonl
from retain.portable.markdown_import import import_tree
from retain.portable.source_check import check_source

BOM = b"\xef\xbb\xbf"


def test_a_markdown_file_with_a_byte_order_mark_keeps_its_front_matter(mem, tmp_path):
    root = tmp_path / "tree"
    root.mkdir()
    (root / "bom.md").write_bytes(
        BOM + b"---\nkind: decision\n---\nwe rotate the deploy key monthly\n"
    )
    report = import_tree(mem, root)
    (written,) = [c for c in report.changes if c.action == "write"]
    m = mem.get(written.memory_id)
    assert (m.text, m.kind) == ("we rotate the deploy key monthly", "decision")


def test_an_export_with_a_byte_order_mark_is_an_export(mem, tmp_path):
    mem.write("the staging database is reset every night", kind="fact")
    path = tmp_path / "e.jsonl"
    path.write_bytes(
        BOM + "".join(__import__("json").dumps(r) + "\n" for r in mem.export()).encode()
    )
    check_source(path)
    report = import_jsonl(mem, path, trusted=True)
    assert (report.errors, report.added, report.already) == ([], 0, 1)


def test_a_lone_surrogate_in_the_front_matter_refuses_that_file_only(mem, tmp_path):
    root = tmp_path / "tree"
    root.mkdir()
    (root / "a.md").write_text(
        '---\nkind: fact\nbranch: "\\ud800"\n---\nthe cache lives in /var/a\n'
    )
    (root / "b.md").write_text("---\nkind: fact\n---\nthe queue lives in /var/b\n")
    report = import_tree(mem, root)
    (error,) = report.errors
    assert error.path == "a.md" and "lone surrogate" in error.detail
    assert [m.text for m in mem.memories()] == ["the queue lives in /var/b"]


def test_confine_refuses_a_branch_that_is_not_text(mem):
    mid = mem.write("the cache lives in /var/a", kind="fact").memory_id
    for branch in ("\ud800", "  "):
        with pytest.raises(InvalidInput, match="not a branch name"):
            mem.confine(mid, branch)
    assert mem.get(mid).branch is None
