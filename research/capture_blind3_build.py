"""Build the third blind capture set from its plain-text sources.

    python -m research.capture_blind3_build

The sources are benchmarks/data/capture_blind3/src/{tune,heldout}/*.txt, in the line format
of the second blind set (see benchmarks/data/capture_blind/README.md); each becomes the
Claude Code JSONL at benchmarks/data/capture_blind3/{tune,heldout}/<name>.jsonl. The
conversion is the second set's (`capture_blind_build.build`), so both sets are written the
same way and rebuilding an unchanged source gives the same bytes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from research.capture_blind_build import REJECTION, Writer
from research.capture_blind_build import build as _build

ROOT = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "capture_blind3"
SPLITS = ("tune", "heldout")


class Writer3(Writer):
    """The second set's writer, plus one thing it lacks: an `@edit` or `@reject edit`
    with no old text creates a file, which Claude Code does with the Write tool
    (`{file_path, content}`), answered with "File created successfully at: PATH"."""

    def step(self, s: dict[str, Any]) -> None:
        is_edit = s["op"] == "edit" or (s["op"] == "reject" and s["arg"].startswith("edit "))
        if not is_edit or s["body"]:
            super().step(s)
            return
        rel = s["arg"] if s["op"] == "edit" else s["arg"].partition(" ")[2]
        path = f"{self.meta['project']}/{rel}"
        content = s.get("new", "") + "\n"
        tid, src = self.tool("Write", {"file_path": path, "content": content})
        if s["op"] == "reject":
            text = REJECTION + s.get("said", "")
            self.result(tid, src, text, True, "Error: " + text)
            return
        tur = {
            "type": "create",
            "filePath": path,
            "content": content,
            "structuredPatch": [],
            "originalFile": None,
        }
        self.result(tid, src, f"File created successfully at: {path}", False, tur)


def build(source: Path) -> list[dict[str, Any]]:
    return _build(source, Writer3)


def render(source: Path) -> str:
    """The JSONL text one source builds to."""
    records = build(source)
    return "\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n"


def sources(root: Path = ROOT) -> list[tuple[str, Path]]:
    """(split, source) for every session source, in a stable order."""
    return [(split, p) for split in SPLITS for p in sorted((root / "src" / split).glob("*.txt"))]


def main(root: Path = ROOT) -> int:
    """Write every source of the set at `root` as its JSONL."""
    for split, source in sources(root):
        out_dir = root / split
        out_dir.mkdir(parents=True, exist_ok=True)
        text = render(source)
        (out_dir / f"{source.stem}.jsonl").write_text(text, encoding="utf-8")
        print(f"{split}/{source.stem}: {text.count(chr(10))} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
