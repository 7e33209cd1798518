"""Is this something retain exported? Checked before `retain import DIR|FILE` reads a
thing, so a wrong folder (a checkout full of READMEs) is refused with one line instead of
being stored, file by file, as memories.

A folder passes with the export's manifest (`.retain-export.json`) or with at least one
Markdown file whose front matter names a memory (`id`, `kind` or `scope`: what retain's
own files, or a hand-written memory file, carry). A file passes when its first line is a
JSON object (retain's JSON Lines export), or opens as an export's line does when it is
longer than what is read. `--force` skips the check. Reads at most
`PEEK_BYTES` of at most `PEEK_FILES` files, so a huge wrong folder is refused quickly.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

from retain.errors import InvalidInput
from retain.portable import frontmatter as fm

MANIFEST = ".retain-export.json"  # retain.portable.markdown.MANIFEST, without its import
MEMORY_KEYS = frozenset({"id", "kind", "scope"})  # front matter that names a memory
PEEK_BYTES = 4096  # a front matter or a first JSON line starts well within this
PEEK_FILES = 2000  # Markdown files looked at before a folder is judged not an export
FORCE_HINT = "(--force imports it anyway)"
_KEY = re.compile(r"^([a-z_]+):", re.MULTILINE)
# How each line of retain's export opens (retain.portable.jsonl's records)
_EXPORT_LINE = re.compile(r'\s*\{\s*"format"\s*:\s*\d+\s*,')


def check_source(source: Path) -> None:
    """Raise InvalidInput, one line saying what was expected, unless `source` looks like
    a retain export (a Markdown tree or a JSON Lines file)."""
    if source.is_dir():
        if (source / MANIFEST).is_file() or _has_memory_file(source):
            return
        raise InvalidInput(
            f"{source} is not a retain Markdown export: expected {MANIFEST} or .md files "
            f"with retain front matter (id, kind), as `retain export --markdown DIR` "
            f"writes them {FORCE_HINT}"
        )
    if not _first_line_is_a_json_object(source):
        raise InvalidInput(
            f"{source} is not a retain JSON Lines export: expected one JSON object per line, "
            f"as `retain export > FILE.jsonl` writes it; for Markdown, import its folder "
            f"{FORCE_HINT}"
        )


def _has_memory_file(root: Path) -> bool:
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if not name.endswith(".md") or name.startswith("."):
                continue
            seen += 1
            if seen > PEEK_FILES:
                return False
            if MEMORY_KEYS & _front_matter_keys(Path(dirpath) / name):
                return True
    return False


def _front_matter_keys(path: Path) -> set[str]:
    head = _peek(path)
    if head.split("\n", 1)[0].strip() != fm.FENCE:
        return set()
    try:
        doc = fm.parse(head)
    except fm.FrontMatterError:  # broken by a hand edit, or cut at PEEK_BYTES: its keys
        doc = None
    if doc is not None and doc.has_front_matter:
        return set(doc.meta)
    return {m.group(1) for m in _KEY.finditer(head)}


def _first_line_is_a_json_object(path: Path) -> bool:
    for line in _peek(path).splitlines():
        if line.strip():
            try:
                return isinstance(json.loads(line), dict)
            except (ValueError, RecursionError):
                # a record longer than PEEK_BYTES is cut here (a memory of 2,000 characters
                # with its evidence): retain's own export was refused as not one. Judged
                # by how it opens; a broken line is then the importer's to report
                return bool(_EXPORT_LINE.match(line))
    return True  # an empty file: nothing to import, and nothing stored wrongly


def _peek(path: Path) -> str:
    """The first PEEK_BYTES of a regular file; "" for anything else. A symlink, a FIFO or
    a device is never opened here (a FIFO would block): the importer refuses it with its
    own one-line reason (retain.portable.safe_read)."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return ""
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as f:
            return f.read(PEEK_BYTES).decode("utf-8-sig", "replace")  # (safe_read's BOM)
    except OSError:
        return ""
