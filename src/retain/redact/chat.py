"""A secret given as the answer to a question about it, on the next chat line.

"[14:39] Yuki: what's the Jira password?" and then "[14:39] Sam: Xk29!qLm": the question
names the secret, so the reply that is nothing but one secret-shaped word is it. The
same in any language the question is asked in ("wie ist das SMTP-Passwort?", "qual é a
senha do pgAdmin?", "Redis 的密码是多少?"), and after a question whether a key was rotated
or reset ("did you rotate the Redis key?" / "yes, <value>"). The reply may open with the
speaker (`Sam:`, `[14:39] Sam:`, `Sam (14:39):`) and a yes; it must be one word shaped like
a secret (told.secret_shaped), so "what's the password policy?" / "16 chars" stays.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.chatgrammar import LINE_SPEAKER
from retain.redact.resets import PASSWORD_NAMES, UNSPACED_PASSWORD_NAMES
from retain.redact.told import secret_shaped

# What the question may ask for: a password in the prose lexicon's languages, their
# unspaced scripts' names (no word boundary there), a named key or token, or any key or
# token said to have been rotated or reset.
_ASKED = (
    rf"(?<![^\W\d_])(?:{PASSWORD_NAMES}|passwort|senha|creds|credentials|token|secret"
    r"|(?:api|secret|access|private|deploy|ssh|admin|root)[ _-]?key)"
    rf"|{UNSPACED_PASSWORD_NAMES}|口令"
    r"|(?<![^\W\d_])(?:rotat|reset|regenerat|revok|chang)\w*[^\n?]{0,40}(?:key|token)"
)
# The reply's speaker: the one grammar of chat lines (chatgrammar.LINE_SPEAKER).
_SPEAKER = LINE_SPEAKER
_YES = r"(?:(?i:yes|yeah|yep|sure|ja|sí|si|oui|sim|да|так|evet|ok|here)[,!.:]?[ \t]+)?"
_ANSWER = lazy(
    rf"(?m:^)(?i:[^\n]{{0,200}}?(?:{_ASKED})[^\n]{{0,120}}?)[?？][ \t]*\r?\n"
    rf"[ \t]*{_SPEAKER}{_YES}(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`]{{6,200}}?)[\"'`]?"
    r"[ \t]*(?=\r?\n|$)"
)
# A question mark ending a line: the only texts the rule reads.
_QUESTION_LINE = re.compile(r"[?？][ \t]*\r?\n")


def _spare(m: re.Match[str]) -> bool:
    return not secret_shaped(m.group("secret"))


CHAT_RULES: tuple[Rule, ...] = (
    Rule(_ANSWER, "password", _spare, gate=("?", "？"), needs=_QUESTION_LINE),
)
