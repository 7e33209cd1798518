"""Development texts under Unicode transforms, through every in-process way in.

    python -m benchmarks.fuzz_bench [--n 60] [--forms upper,nbsp,...] FILE.jsonl ...

Each row's `text` (or `prompt`) of the given JSON Lines files (a fixed sample of --n rows,
seed 28) is written in each form (FORMS) and passed to redact(), Memory.write and
Memory.search (FakeEmbedder, a temporary store), the prompt hook and the tool hooks
(PreToolUse with it as a command, PostToolUseFailure with it as the error, PostToolUse with
it as a failed result). Printed: CRASH (an exception other than RetainError, with its
traceback), SLOW (a call over one second) and LEAK (a labelled secret, in the same form,
that redact() keeps in that form but replaced in the plain text). Run from the repository
root with PYTHONPATH=src:tests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
import unicodedata
from collections.abc import Callable
from typing import Any

_IDEO = str.maketrans({".": "。", ",": "、", ":": "：", "(": "（", ")": "）", ";": "；", "!": "！"})
FORMS: dict[str, Callable[[str], str]] = {
    "plain": lambda s: s,
    "upper": str.upper,
    "trupper": lambda s: s.replace("i", "İ").upper(),
    "dotless": lambda s: s.replace("i", "ı").replace("I", "ı"),
    "swap": str.swapcase,
    "nbsp": lambda s: s.replace(" ", "\u00a0"),
    "ideo": lambda s: s.translate(_IDEO),
    "nfkd": lambda s: unicodedata.normalize("NFKD", s),
    "nfkc": lambda s: unicodedata.normalize("NFKC", s),
    "comb": lambda s: "".join(
        c + "\u0301" if c.isalpha() and i % 3 == 0 else c for i, c in enumerate(s)
    ),
    "rtl": lambda s: s.replace(" ", " \u200f"),
    "zwj": lambda s: "\u200d".join(s.split(" ")),
    "astral": lambda s: s.replace(" ", " \U0001d54f\U0001f600 ", 3),
    "cr": lambda s: s.replace("\n", "\r"),
    "nul": lambda s: s.replace(" ", "\x00", 2),
    "long": lambda s: s + " " + "x" * 3990,
    "fullwidth": lambda s: s.translate({c: c + 0xFEE0 for c in range(0x21, 0x7F)}),
}
# Forms that leave a secret's own characters as they are: only there is a kept secret a leak.
SAME_SECRET = ("nbsp", "rtl", "cr", "astral", "long")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--n", type=int, default=60)
    parser.add_argument("--forms", default=",".join(FORMS))
    args = parser.parse_args(argv)
    home = tempfile.mkdtemp(prefix="retain-fuzz-")
    os.environ["RETAIN_HOME"] = home
    os.environ["RETAIN_EMBEDDER"] = "fakes:FakeEmbedder"
    try:
        return _run(args.files, args.n, args.forms.split(","), home)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def _rows(files: list[str], n: int) -> list[dict[str, Any]]:
    rows = []
    for name in files:
        with open(name, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                text = row.get("text") or row.get("prompt")
                if isinstance(text, str):
                    rows.append({**row, "text": text})
    random.Random(28).shuffle(rows)
    return rows[:n]


def _run(files: list[str], n: int, forms: list[str], home: str) -> int:
    from fakes import FakeEmbedder
    from retain import Memory, RetainError, redact
    from retain.hooks import entry
    from retain.hooks.tools import tool_call

    project = os.path.join(home, "project")
    os.makedirs(project)
    mem = Memory(os.path.join(home, "retain.db"), embedder=FakeEmbedder(), project=project)
    found = {"CRASH": 0, "SLOW": 0, "LEAK": 0}

    def timed(tag: str, call: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        start, value = time.perf_counter(), None
        try:
            value = call(*args, **kwargs)
        except RetainError:
            pass
        except Exception:  # noqa: BLE001 - what the run looks for
            found["CRASH"] += 1
            print("CRASH", tag, traceback.format_exc()[-1500:])
        if time.perf_counter() - start > 1:
            found["SLOW"] += 1
            print("SLOW", tag, round(time.perf_counter() - start, 2))
        return value

    base = {"session_id": "fuzz", "cwd": project}
    for row in _rows(files, n):
        plain = redact.redact(row["text"])[0]
        for form in forms:
            s, tag = FORMS[form](row["text"]), f"{row.get('id')}/{form}"
            out = timed("redact " + tag, redact.redact, s)
            for secret in row.get("secrets", []) if out and form in SAME_SECRET else []:
                if secret not in plain and secret in out[0]:
                    found["LEAK"] += 1
                    print("LEAK", tag, repr(secret))
            timed("write " + tag, mem.write, s[:4000], session_id="fuzz")
            timed("search " + tag, mem.search, s[:500])
            prompt = {**base, "hook_event_name": "UserPromptSubmit", "prompt": s}
            timed("prompt " + tag, entry.prompt, prompt, ask_server=False)
            pre = {**base, "tool_name": "Bash", "tool_input": {"command": s[:2000]}}
            timed("pre-tool " + tag, tool_call, pre, "pre-tool")
            failed = {**base, "hook_event_name": "PostToolUseFailure", "tool_name": "Bash"}
            failed = {**failed, "tool_input": {"command": "make"}, "error": s}
            timed("tool-failure " + tag, tool_call, failed, "tool-failure")
            result = {"stdout": s, "stderr": s, "interrupted": False, "exit_code": 1}
            post = {**failed, "hook_event_name": "PostToolUse", "tool_response": result}
            timed("post-tool " + tag, tool_call, post, "tool-failure")
    mem.close()
    print(json.dumps(found))
    return 1 if found["CRASH"] or found["LEAK"] else 0


if __name__ == "__main__":
    sys.exit(main())
