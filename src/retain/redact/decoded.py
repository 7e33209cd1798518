"""A value told through an encoding, read as the rules read it decoded.

A password percent-encoded for a URL (`kkGdl%23%2For%40mw...`), a password or a login sent
as base64, a password hex-encoded for `xxd -r -p` or written as a byte string's `\\x`
escapes: the rules read a value as it is written, and the encoding hides the shape they know
(a chosen password's symbols, a login's `user:`). So each encoded run is decoded in place,
one level deep, and the rules read the text with every decoded run standing where its
encoding stood (the decoded view). A value they replace there that holds a decoded run, or
part of one, is replaced in the text as written, each run it touches whole: a password's
percent escapes go with the letters between them, a base64 value goes whole. What they take
in the view that holds no decoded run is not taken here (the rules read that part as it
stands). A run that decodes to bytes (a digest, an image, a nonce, ciphertext) or to no
printable text, a number, one line of a blob wrapped over several (which decodes only
whole), and percent-encoded text whose escapes decode to spaces (`?q=reset%20password%20flow`,
`Hello%20World%21`: words, not one value) stay encoded.

One shape is read from the decoded value itself, wherever it stands: base64 or hex of a
login as a Basic header carries it (`user:password` with an opaque password), which the
rules in the view could not tell from a word beside a colon.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from retain.redact.base import PLACEHOLDER_PREFIX, is_path_or_url, is_placeholder, looks_opaque
from retain.redact.encoded import unbase64
from retain.redact.exchanges import DOCUMENTED_EXAMPLES
from retain.redact.splice import replaced_spans, splice

# Percent escapes (RFC 3986), a run of them decoded as UTF-8, in a token that runs to a
# space or a quote. A token whose escapes decode to a space is encoded text (a query, a
# file name, a message body), not one value: it is left to the rules as it stands.
_PERCENT = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
_TOKEN = re.compile(r"[^\s\"'`<>]+")
_SPACE = re.compile(r"\s")
# Standard or URL-safe base64 of 9 bytes at least (`ops:Xy7pq9` is 10), standing alone;
# a run of hex digits is read as hex first.
_BASE64 = re.compile(
    r"(?<![\w+/%=.\\-])(?:[A-Za-z0-9+/_-]{4}){3,}"
    r"(?:[A-Za-z0-9+/_-]{2}==|[A-Za-z0-9+/_-]{3}=|[A-Za-z0-9+/_-]{2,3})?"
    r"(?![\w+/=%-])"
)
_HEX = re.compile(r"(?:[0-9A-Fa-f]{2}){6,}")
# A byte string's escapes (`b"\x5a\x32..."`, `printf '\x70\x61...'`).
_ESCAPES = re.compile(r"(?:\\x[0-9A-Fa-f]{2}){6,}")
# Decoded text a person or a program wrote: printable, or line breaks and tabs.
_TEXT = re.compile(r"[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]*")
# Bounds that keep a long text's cost one more reading of it: runs decoded per text, and
# the longest base64 run read (a file or an image is not a credential told inline).
MAX_RUNS = 64
MAX_RUN = 4096

Rules = Callable[[str], str]


@dataclass(frozen=True)
class _Run:
    """An encoded run of the text (a base64 or hex value, a run of escapes) and what it
    decodes to."""

    start: int
    end: int
    decoded: str
    kind: str = ""  # for a value encoded whole: "base64" or "hex"


def replace_decoded(text: str, rules: Rules) -> tuple[str, int]:
    """Replace each encoded value of `text` the rules find a secret in once decoded."""
    runs = _runs(text)
    if not runs:
        return text, 0
    pieces = [
        (run.start, run.end, f"{run.kind}-credential")
        for run in runs
        if run.kind and credential_shaped(run.decoded)
    ]
    view, starts = _view(text, runs)
    for start, end, label in replaced_spans(view, rules(view)) or []:
        lo, hi = _original(start, runs, starts), _original(end, runs, starts, at_end=True)
        if any(run.start < hi and lo < run.end for run in runs):
            pieces.append((lo, hi, label))
    return splice(text, sorted(pieces)) if pieces else (text, 0)


# What only a credential is, encoded whole: a login as a Basic header carries it
# (`user:password`, RFC 7617: a user without a colon, then a password that reads as
# opaque). A random token of its own encoded whole would be a credential as often as data
# (a fixture's bytes, a nonce), so only the login's structure counts here; the rules judge
# the rest in the decoded view.
_LOGIN = re.compile(r"(?P<user>(?=[^:]*[A-Za-z])[\w.@+-]{1,64}):(?P<password>[!-~]{6,128})")


def credential_shaped(decoded: str) -> bool:
    """Is `decoded`, the whole of an encoded value, a login as a Basic header carries it?"""
    m = _LOGIN.fullmatch(decoded)
    if m is None or is_path_or_url(decoded):
        return False
    password = m.group("password")
    return looks_opaque(password) and not is_path_or_url(password) and not is_placeholder(password)


def _runs(text: str) -> list[_Run]:
    """The encoded runs of `text` that decode to text, in order, none overlapping."""
    found: list[_Run] = []
    if "%" in text:
        for token in _TOKEN.finditer(text):
            runs = [_percent(m) for m in _PERCENT.finditer(text, token.start(), token.end())]
            if runs and all(run is not None and not _SPACE.search(run.decoded) for run in runs):
                found += [run for run in runs if run is not None]
    if "\\x" in text:
        for m in _ESCAPES.finditer(text):
            raw = bytes.fromhex(m.group(0).replace("\\x", ""))
            _add(found, m, _utf8(raw))
    for m in _BASE64.finditer(text):
        if len(found) >= MAX_RUNS:
            break
        value = m.group(0)
        if len(value) > MAX_RUN or value.isdigit() or _wrapped_piece(text, m.start(), m.end()):
            continue  # a number is no encoding: `715074283239` is an account id, not hex
        if value in DOCUMENTED_EXAMPLES:
            continue  # RFC 7617's Aladdin, RFC 6749's client: a standard's own example
        hexed = _utf8(bytes.fromhex(value)) if _HEX.fullmatch(value) else None
        if hexed is not None:
            _add(found, m, hexed, "hex")
        else:
            _add(found, m, unbase64(value), "base64")
    found.sort(key=lambda r: r.start)
    kept: list[_Run] = []
    for run in found[:MAX_RUNS]:
        if not kept or run.start >= kept[-1].end:
            kept.append(run)
    return kept


# A line's end in a base64 run, or a line's start in one: the run beside it is a piece of
# a wrapped blob, which decodes only whole.
_RUN_ENDS_LINE = re.compile(r"[A-Za-z0-9+/=_-]{8}[ \t]*(?:\\[ \t]*)?\r?\n[ \t]*$")
_RUN_OPENS_LINE = re.compile(r"[ \t]*\r?\n[ \t]*[A-Za-z0-9+/=_-]{8}")


def _wrapped_piece(text: str, start: int, end: int) -> bool:
    """Is the run at `start:end` one line of a blob wrapped over several?"""
    before = text[max(0, start - 80) : start]
    return _RUN_ENDS_LINE.search(before) is not None or _RUN_OPENS_LINE.match(text, end) is not None


def _percent(m: re.Match[str]) -> _Run | None:
    decoded = _utf8(bytes.fromhex(m.group(0).replace("%", "")))
    return _Run(m.start(), m.end(), decoded) if decoded and _readable(decoded, 1) else None


def _add(found: list[_Run], m: re.Match[str], decoded: str | None, kind: str = "") -> None:
    if decoded is not None and _readable(decoded, 6):
        found.append(_Run(m.start(), m.end(), decoded, kind))


def _readable(decoded: str, least: int) -> bool:
    return (
        len(decoded) >= least
        and _TEXT.fullmatch(decoded) is not None
        and PLACEHOLDER_PREFIX not in decoded
        and (least == 1 or any(c.isalpha() for c in decoded))
    )


def _utf8(raw: bytes) -> str | None:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _view(text: str, runs: list[_Run]) -> tuple[str, list[int]]:
    """`text` with each run decoded in place, and where each run starts in it."""
    parts: list[str] = []
    starts: list[int] = []
    last = size = 0
    for run in runs:
        parts.append(text[last : run.start])
        size += run.start - last
        starts.append(size)
        parts.append(run.decoded)
        size += len(run.decoded)
        last = run.end
    parts.append(text[last:])
    return "".join(parts), starts


def _original(offset: int, runs: list[_Run], starts: list[int], at_end: bool = False) -> int:
    """A view offset in the text as written. An offset inside a decoded run (or at its
    end, for an end offset) goes to the run's start (or end): the run maps whole."""
    moved = 0
    for run, at in zip(runs, starts, strict=True):
        size = len(run.decoded)
        if at < offset < at + size or offset == (at + size if at_end else at):
            return run.end if at_end else run.start
        if at + size > offset:
            break  # this run and the rest lie after the offset
        moved += run.end - run.start - size
    return offset + moved
