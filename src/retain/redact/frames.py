"""The line frames tools print, read off so a value is judged as a bare line of its kind.

Rules read a value by the line around it: where the line starts, the name before `=`, the
end of the line. A tool's frame moves those marks, and a rule fooled by the frame takes
the wrong span or misses the right one. Three frames are read here:

- **an escaped string.** An agent often keeps what a command printed as one JSON record
  (`{"tool": "bash", "cmd": ..., "output": "line\\nline"}`), a notebook keeps a cell's
  output the same way. Inside it every line break is the two characters `\\n`: an empty
  `REGISTRY_PASSWORD=` takes the next line's `n./infra/secrets.tfvars:10:` as its value.
  A JSON string literal that escapes two or more line breaks is decoded and judged as the
  bare text it holds, then written back in the same escaping.
- **a list of `NAME=value` strings on one line** (`docker inspect --format '{{json
  .Config.Env}}'`): an empty `"HF_TOKEN="` takes the `", "` after it. The list is judged
  laid out one string a line, as `docker inspect` itself prints it.
- **a search tool's `path:line:` prefix** (`grep -rn`, `git grep -n`, `rg -n`): the path
  takes the place of a line's start (`deploy/values.yaml:58:# PASSWORD rotated ...`). Each
  line is judged without it, as the line of the file it comes from.

An escaped string or a list is set aside while the text around it is judged (a stand-in
in its place, so a name before it still reaches it), and is put back only when JSON writes
its decoded text back byte for byte; a list of lines is put back only when the rules took
no value over a line break. Otherwise the text is judged as it stands.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

Redactor = Callable[[str], tuple[str, int]]

# A JSON string literal on one line: quotes around escapes and characters other than a
# quote, a backslash or a line break. Each alternative consumes one character or one
# escape, so a scan cannot start again inside a run it just read.
_LITERAL = r'"(?:[^"\\\n]|\\.)*"'
_LITERAL_RE = re.compile(_LITERAL)
# Escaped line breaks a literal must hold to be read as a frame: one is a code string's
# trailing `\n` ("Done\n"), two or more is printed output kept as a string.
_MIN_BREAKS = 2
# A JSON list whose first string is `NAME=value`, on one line.
_ENV_LIST = re.compile(
    rf'\[[ \t]*"[A-Za-z_][A-Za-z0-9_]*={_LITERAL[1:]}(?:[ \t]*,[ \t]*{_LITERAL})*[ \t]*\]'
)
_ENV_ITEM = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")

# `grep -rn` / `git grep -n` / `rg -n` output: a file's path, its line number and a colon
# before the line the file holds. The path has a folder, or is a dotfile (`.env`,
# `.npmrc`) or a file name with a source or config extension: `db.example.com:5432:` is a
# host and its port (a .pgpass line), not a file.
_EXTENSIONS = (
    "cfg|conf|env|go|ini|java|js|json|kt|md|php|production|properties|py|rb|rs|sh|sql|tf"
    "|tfvars|toml|ts|txt|xml|yaml|yml"
)
_GREP_PREFIX = re.compile(
    r"(?m)^(?:\.?/?[\w.@+-]+/[\w.@/+-]*|\.[\w-]+(?:\.[\w-]+)*"
    rf"|[\w@+-][\w.@+-]*\.(?:{_EXTENSIONS})):\d{{1,7}}:"
)


def redact_framed(text: str, redact: Redactor, bare: Redactor) -> tuple[str, int] | None:
    """`text` with its frames read off (see above), or None when it has none: the caller
    then judges it as it stands. `redact` judges what a frame held (which may hold another
    frame), `bare` a text whose frames have all been read."""
    found = _set_aside(text)
    if found is None:
        return _redact_prefixed(text, bare)
    around, frames = found
    out, total = redact(around)
    for i, (raw, items, encode) in enumerate(frames):
        stand_in = _stand_in(i)
        if out.count(stand_in) != 1:
            return None  # a rule took the frame whole, or a piece of it: judge it as before
        clean, count = redact("\n".join(items))
        cleaned = clean.split("\n")
        if len(cleaned) != len(items):
            return None
        written = raw if count == 0 else encode(cleaned)
        if written is None:
            return None
        total += count
        out = out.replace(stand_in, written)
    return out, total


def frame_views(text: str) -> list[str] | None:
    """The texts redact_framed judges apart, or None when it judges `text` as it stands.
    For retain.redact.rules_hit."""
    found = _set_aside(text)
    if found is None:
        split = _unprefixed(text)
        return None if split is None else ["\n".join(split[1])]
    return [found[0], *("\n".join(items) for _, items, _ in found[1])]


# One frame set aside: as written, the lines it holds, and how to write them back.
_Frame = tuple[str, list[str], Callable[[list[str]], str | None]]


def _stand_in(i: int) -> str:
    # NUL never reaches redact() from a write (retain.core.validate drops it) and no rule
    # reads it, so the stand-in is neither a value nor part of one.
    return f'"\x00{i}\x00"'


def _set_aside(text: str) -> tuple[str, list[_Frame]] | None:
    """The text with each escaped string and env list in a stand-in's place, and those
    frames, or None when it holds neither."""
    if "\x00" in text or ("\\n" not in text and "=" not in text):
        return None
    spans: list[tuple[int, int, _Frame]] = []
    for m in _ENV_LIST.finditer(text):
        frame = _env_list(m.group(0))
        if frame is not None:
            spans.append((m.start(), m.end(), frame))
    taken = [(a, b) for a, b, _ in spans]
    if "\\n" in text:
        for m in _LITERAL_RE.finditer(text):
            if any(a <= m.start() < b for a, b in taken):
                continue
            frame = _escaped(m.group(0))
            if frame is not None:
                spans.append((m.start(), m.end(), frame))
    if not spans:
        return None
    spans.sort(key=lambda s: s[0])
    parts: list[str] = []
    last = 0
    for i, (a, b, _) in enumerate(spans):
        parts += [text[last:a], _stand_in(i)]
        last = b
    return "".join(parts) + text[last:], [frame for _, _, frame in spans]


def _decoded(raw: str) -> tuple[str, bool] | None:
    """A literal's decoded text and whether it was written with ASCII escapes only, when
    JSON writes it back as it stands."""
    try:
        inner = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(inner, str):
        return None
    for ascii_only in (False, True):
        if json.dumps(inner, ensure_ascii=ascii_only) == raw:
            return inner, ascii_only
    return None


def _escaped(raw: str) -> _Frame | None:
    if raw.count("\\n") < _MIN_BREAKS:
        return None
    decoded = _decoded(raw)
    if decoded is None:
        return None
    inner, ascii_only = decoded
    return (
        raw,
        inner.split("\n"),
        lambda lines: json.dumps("\n".join(lines), ensure_ascii=ascii_only),
    )


def _env_list(raw: str) -> _Frame | None:
    """A one-line list of `NAME=value` strings, laid out one item a line as `docker
    inspect` prints it (each string as written, a comma after all but the last)."""
    literals = list(_LITERAL_RE.finditer(raw))
    for m in literals:
        decoded = _decoded(m.group(0))
        if decoded is None or "\n" in decoded[0] or not _ENV_ITEM.match(decoded[0]):
            return None
    gaps = [raw[a.end() : b.start()] for a, b in zip(literals, literals[1:])]
    head, tail = raw[: literals[0].start()], raw[literals[-1].end() :]
    lines = [m.group(0) + "," for m in literals[:-1]] + [literals[-1].group(0)]

    def encode(done: list[str]) -> str | None:
        cells = [line.removesuffix(",") for line in done[:-1]] + done[-1:]
        if any(not line.endswith(",") for line in done[:-1]):
            return None
        return head + "".join(c + g for c, g in zip(cells, [*gaps, tail]))

    return raw, lines, encode


def _redact_prefixed(text: str, redact: Redactor) -> tuple[str, int] | None:
    split = _unprefixed(text)
    if split is None:
        return None
    heads, bare = split
    out, total = redact("\n".join(bare))
    done = out.split("\n")
    if len(done) != len(heads):
        return None
    return "\n".join(h + line for h, line in zip(heads, done)), total


def _unprefixed(text: str) -> tuple[list[str], list[str]] | None:
    """Each line's `path:line:` prefix ("" for none) and the line without it."""
    prefixes = {m.start(): m.group(0) for m in _GREP_PREFIX.finditer(text)}
    if not prefixes:
        return None
    heads, bare, at = [], [], 0
    for line in text.split("\n"):
        head = prefixes.get(at, "")
        heads.append(head)
        bare.append(line[len(head) :])
        at += len(line) + 1
    return heads, bare
