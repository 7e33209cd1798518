"""One grammar of chat lines: who speaks, where a message's body starts, and how a
chat export splits into messages, for every rule that reads a conversation.

A message opens in one of two ways. Inline, its speaker leads the line and the body
follows on it: `[14:39] Sam:`, `[20:00] <yael>`, `<@eero:matrix.example.org>`, a
WhatsApp export's `03/12/2026, 13:27 - Kavya:`, a thread's `↳ Ana replied:`, a bold
`**sam**:`, a plain `Sam:` or `Sam (14:39):`. Or on a header line of its own, the body
on the lines under it: Slack's copy (`Jonas Sato  14:02`), Discord's (`tomas — Today at
08:35`), Teams' (`Ana Silva  10:42 AM`), Telegram's (`Ana, [03.12.26 14:02]`). A line
that opens neither way continues the message above it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# A time stamp in brackets: `[14:39]`, `[03/12 14:39]`, `[10:42 AM]` (a log's `[Pipeline]`
# or `[INFO]` holds no time).
STAMP = r"\[[^\]\n]{0,14}\d{1,2}:\d{2}[^\]\n]{0,10}\][ \t]*"
# A WhatsApp export's date, time and dash.
_WHATSAPP = (
    r"\d{1,2}[./]\d{1,2}[./]\d{2,4},?[ \t]\d{1,2}:\d{2}(?::\d{2})?"
    r"(?:[ \t\u202f]?[AaPp]\.?[Mm]\.?)?[ \t]+[-–][ \t]+"
)
# An IRC or Matrix nick in angle brackets, a space after it (XML's `<key>` has none).
NICK = r"<@?[\w.-]{1,30}(?::[\w.-]{1,40})?>[ \t]+"
BOLD = r"\*\*[^*\n]{1,30}\*\*[ \t]*(?:[:：][ \t]*)?"
# A name and its colon (with a time in brackets after the name, `Sam (14:39):`).
NAMED = r"(?!re:)[^\s:：<>*\[][^\n:：]{0,30}?(?:[ \t]*\([^)\n]{1,12}\))?[ \t]*[:：]"
_THREAD = r"↳[ \t]*[^\n:：]{1,40}?[:：][ \t]*"
# The speaker before a line's body as the line rules read it (retain.redact.chat, .chatlines),
# every piece optional and bounded: a quote `> `, a time `[14:39]` (any bracketed tag),
# then a nick `<sam>`, a bold `**sam**:`, or a name and its colon (`Sam:`, `Sam (14:39):`),
# then a topic `re: staging —` and a mention `@ops`.
LINE_SPEAKER = (
    r"[ \t]?(?:>[ \t]*)?(?:\[[^\]\n]{1,25}\][ \t]*)?"
    rf"(?:<[^<>\n]{{1,30}}>[ \t]*|{BOLD}|{NAMED}[ \t]+)?"
    r"(?:re:[^\n—]{1,30}—[ \t]*)?(?:@\w{1,30}[ \t]+)?"
)
# The speaker that opens a message for messages(): the same pieces, but a bracketed tag
# must hold a time and a nick be a nick (a log's `[Pipeline]`, XML's `<key>` open none),
# and a thread's reply or a WhatsApp export's date may lead.
INLINE_SPEAKER = (
    rf"(?:{_THREAD}|{_WHATSAPP}(?:{NAMED}[ \t]*)?|{STAMP}(?:{NICK}|{BOLD}|{NAMED}[ \t]+)?"
    rf"|{NICK}|{BOLD}|{NAMED}[ \t]+)"
)
# A list item may hold a message (meeting minutes: `* ana: ...`).
_INLINE = re.compile(rf"[ \t]*(?:[*•][ \t]+)?{INLINE_SPEAKER}")
# A time at the end of a header line.
_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?"
_HEADER = re.compile(
    r"[ \t]*(?:[^\s\d:<>\[↳][^\n:<>]{0,38}?"
    r"(?:[ \t]{2,}|[ \t]*[—–][ \t]*"
    r"(?:(?:Today|Yesterday) at[ \t]+|\d{1,2}[./]\d{1,2}[./]\d{2,4}[ \t]+)?"
    rf"|,[ \t]*\[\d{{1,2}}[./]\d{{1,2}}[./]\d{{2,4}}[ \t]+){_TIME}\]?"
    rf"|\[{_TIME}\][ \t]+[^\n:<>\[]{{1,40}}?)[ \t]*"
)


@dataclass(frozen=True)
class Message:
    """One message: where it starts in the text, where its body starts and ends, and
    whether a speaker opened it (False for lines before the first speaker)."""

    start: int
    body_start: int
    end: int
    spoken: bool


@lru_cache(maxsize=8)
def messages(text: str) -> tuple[Message, ...]:
    """The text's messages in order; a text that is no chat is one message per line,
    none of them spoken."""
    out: list[Message] = []
    start, body_start, spoken = 0, 0, False
    pos = 0
    for line in text.splitlines(keepends=True):
        bare = line.rstrip("\r\n")
        header = _HEADER.fullmatch(bare)
        inline = None if header else _INLINE.match(bare)
        if header or inline or not spoken:
            if pos > 0:
                out.append(Message(start, body_start, pos, spoken))
            start = pos
            body_start = pos + len(line) if header else pos + (inline.end() if inline else 0)
            spoken = bool(header or inline)
        pos += len(line)
    out.append(Message(start, body_start, len(text), spoken))
    return tuple(out)


def message_at(text: str, offset: int) -> int:
    """The index (in messages(text)) of the message that holds `offset`."""
    found = 0
    for index, message in enumerate(messages(text)):
        if message.start > offset:
            break
        found = index
    return found


def is_chat(text: str) -> bool:
    """Two messages at least that a speaker opened."""
    return sum(m.spoken for m in messages(text)) >= 2
