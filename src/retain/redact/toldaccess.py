"""A secret told in a sentence by what it opens, with no credential's word: "prod redis now
takes V for admin", "the box still accepts V for dawit", "for the S3 uploader try **V**",
"use «V» for the metrics proxy", "I get in with V", "V works for the seed user now", "V is
what got me in yesterday", "V gets you into the box".

The verb alone is ordinary ("use pytest to run it", "try v2.4.1", "takes 30s"), so the value
must be shaped as only a secret is (toldprose.strong_value: mixed case and digits, a symbol
among letters and digits, 32+ hex, words joined by separators), and never an ordinary thing
(a host, a path, a version, a ticket, a number).
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy
from retain.redact.public import known_public
from retain.redact.toldprose import strong_value

# The value: printable ASCII but quotes, as toldprose reads a token.
_VALUE = r"(?P<secret>[!#-&(-_a-~]{6,100}?)"
# Marks that may wrap a value in chat: bold, backticks, quotes of any language.
_OPEN = r"(?:\*\*|[\"'`«“‘„「])?"
_CLOSE = r"(?:\*\*|[\"'`»”’“」])?"
# Where a value ends: a space, a clause's mark, a sentence's period, the line's end.
_END = r"(?=[ \t,;)]|\.(?:\s|$)|$)"
# Verbs that hand a value over to what it opens, the value after them.
_BEFORE = (
    r"takes|accepts|try|use|paste|feed[ \t]it|"
    r"(?:get|got|log|logged|sign|signed)[ \t](?:in|on)[ \t](?:with|using)"
)
_VERB_FIRST = lazy(
    rf"(?<![\w-])(?:{_BEFORE})[ \t]{{1,3}}(?:now[ \t]{{1,3}})?{_OPEN}{_VALUE}{_CLOSE}{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# What a value does, the value before: it lets its teller in.
_AFTER = (
    r"works[ \t]for|(?:is[ \t]what[ \t])?(?:got|gets|let|lets)[ \t](?:me|you|us)[ \t]"
    r"(?:in|into|through)"
)
_VALUE_FIRST = lazy(
    rf"(?:^|(?<=[\s(]))({_OPEN}){_VALUE}{_CLOSE}[ \t]{{1,3}}(?:{_AFTER})(?![\w-])",
    re.IGNORECASE | re.MULTILINE,
)


# Values shaped as a secret that are public or no value: a scoped package (`@acme/x`), a
# Subresource Integrity digest, a publishable key, a masked key (`sk-proj-****`).
_PUBLIC = re.compile(r"@|sha(?:256|384|512)-|\w*publishable|.*\*\*", re.IGNORECASE)


def _spare(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _PUBLIC.match(value) or is_placeholder(value):
        return True
    return known_public(m.string, *m.span("secret")) or not strong_value(value)


TOLD_ACCESS_RULES: tuple[Rule, ...] = (
    Rule(
        _VERB_FIRST,
        "password",
        _spare,
        gate=("takes", "accepts", "try", "use", "paste", "feed it", " in with", " in using"),
    ),
    Rule(_VALUE_FIRST, "password", _spare, gate=("works for", " me ", " you ", " us ")),
)
