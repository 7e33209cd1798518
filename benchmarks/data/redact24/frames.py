"""How an agent stores tool output: the capture frames shared by both halves."""

import json

from gen import R, pick, when


def frame(cmd, out):
    """One of five ways a memory keeps a command and what it printed."""
    k = R.randrange(5)
    if k == 0:
        return f"$ {cmd}\n{out}"
    if k == 1:
        return f"Notes from `{cmd}` ({when()}):\n```\n{out}\n```"
    if k == 2:
        rec = {"kind": "observation", "tool": pick(["shell", "bash", "terminal"]), "cmd": cmd, "output": out,
               "saved": when()}
        return json.dumps(rec, ensure_ascii=False)
    if k == 3:
        return f"tool_result (exit {pick(['0', '0', '1'])}) {cmd}\n{out}"
    return f"[{pick(['Bash', 'run_command', 'exec'])}] {cmd}\n---\n{out}\n---"


def cut(line, value, widths=range(22, 90)):
    """Hard-wrap `line` at a terminal width that cuts `value` into pieces of 8+ characters; None if none does."""
    ws = list(widths)
    R.shuffle(ws)
    start = line.find(value)
    end = start + len(value)
    for w in ws:
        bounds = [b for b in range(w, len(line), w) if start < b < end]
        if not bounds:
            continue
        edges = [start] + bounds + [end]
        pieces = [line[a:b] for a, b in zip(edges, edges[1:])]
        if all(len(p) >= 8 for p in pieces):
            chunks = [line[i:i + w] for i in range(0, len(line), w)]
            return chunks, pieces
    return None
