"""Where the PreToolUse calls whose wanted memory the keys never propose stand (issue 29).

    python -m research.tool_judge_misses DUMP_DIR

For each such call (research/tool_judge_dump.py output): a Bash call's wanted memory
names the tool it runs, shares another word of the command, or neither; a file edit's
wanted memory names the file (by its name, or its name without the extension), its
folder, or none of them (tied by what it is about, which no path key can find).
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

from research.tool_judge_fit import SETS

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"


def how(tool: str, tool_input: dict, texts: str) -> str:
    """How a call's wanted memories (lower-cased, joined) name what the call touches."""
    if tool == "Bash":
        command = tool_input.get("command", "")
        words = [w for w in re.findall(r"[\w.-]+", command) if len(w) > 2]
        head = os.path.basename(command.split()[0]).lower() if command.split() else ""
        if head and head in texts:
            return "names the tool"
        return "shares a word" if any(w.lower() in texts for w in words) else "no shared word"
    path = tool_input.get("file_path") or tool_input.get("notebook_path") or ""
    base = os.path.basename(path).lower()
    folder = os.path.basename(os.path.dirname(path)).lower()
    if base in texts:
        return "names the file"
    if base.rsplit(".", 1)[0] in texts:
        return "names the file's stem"
    return "names the folder" if folder and folder in texts else "names none"


def main() -> int:
    dumps = Path(sys.argv[1])
    tally: Counter[tuple[str, str]] = Counter()
    for name in SETS:
        dump = json.loads((dumps / f"{name}.json").read_text())
        for project in dump["projects"]:
            data = json.loads((DATA / name / f"{project['project']}.json").read_text())
            texts = {m["id"]: m["text"] for m in data["memories"]}
            inputs = {c["id"]: c["payload"].get("tool_input", {}) for c in data["calls"]}
            for r in project["calls"]:
                pool = {c["mem"] for c in r["cands"]}
                if r["event"] != "PreToolUse" or not r["wanted"] or set(r["wanted"]) & pool:
                    continue
                said = " ".join(texts[w] for w in r["wanted"]).lower()
                kind = "Bash" if r["tool"] == "Bash" else "file edit"
                tally[(kind, how(r["tool"], inputs[r["id"]], said))] += 1
    for (kind, verdict), n in sorted(tally.items()):
        print(f"{kind:10} {verdict:24} {n}")
    print(f"{'all':35} {sum(tally.values())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
