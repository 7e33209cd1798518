"""Ordinary text a rule's shape reads as a value: what a terminal, a shell or a tool prints
in the place a value would stand, and that holds none.

- a shell's prompt at the start of its line (`root@gitlab:~#`, `[dana@kafka-2 ~]$`,
  `jonas@vault ~/s/api>`): the line after a `Password:` prompt with nothing typed, or a
  session's first line, is the next command, not the password;
- an /etc/passwd entry whose password field is `x`, `*` or `!` (`getent passwd ravi` prints
  `ravi:x:1090:1090::/home/ravi:/bin/bash`): the password is kept elsewhere, or there is none;
- cmd.exe's expansion of a variable (`set PGPASSWORD=%DB_PASSWORD%&& psql`): where the value
  is read from, not the value;
- a password that repeats its user's name (`curl -u admin:admin`, `guest:guest`): an image's
  default login, which the name beside it tells whether the password is replaced or not;
- a password that repeats a word of its own field's name (`POSTGRES_PASSWORD: postgres`,
  `MYSQL_ROOT_PASSWORD=root`): the image's default of a throwaway database, which the name
  already spells;
- a subexpression that calls a command (nushell's `let pw = (input -s "password: ")`): the
  value is what the user will type;
- after a flag, a word of the sentence that names the flag (`--password via the CLI`) or a
  tool's parameter whose name holds no secret (`vault login username=ci`).

retain.redact.public asks `ordinary_shape` before any rule replaces a span, and the
command-line rules (retain.redact.commands) ask `flag_without_value`.
"""

from __future__ import annotations

import re

from retain.redact.base import looks_opaque
from retain.redact.names import secret_word

# `user@host` at the start of a line (an optional `[` before it), then either a path after
# `:` closed by the prompt's mark (`root@gitlab:~#`, `tom@mq-1:~/src/web$`), or a space and a
# path the prompt's mark closes after the span (`[dana@kafka-2 ~]$`, `sam@nexus ~/src〉`).
_PROMPT_USER = re.compile(r"\[?[a-z_][\w.-]{0,31}@[A-Za-z0-9][\w.-]{0,62}")
_PROMPT_PATH = re.compile(r":[~/][^\s]{0,200}[$#%>]")
_PROMPT_AFTER = re.compile(r"(?::[~/][^\s]{0,200})?[ \t]+[~/][^\s]{0,200}?\]?[ \t]?[$#%>〉]")
# name:x:uid:gid:gecos:home:shell, the password field a mark that holds no hash.
_PASSWD_ENTRY = re.compile(
    r"[a-z_][\w.-]{0,31}:[x*!]:\d{1,10}:\d{1,10}:[^:\n]{0,200}:[^:\s]{0,200}:[^:\s]{0,200}"
)
# cmd.exe's `%NAME%`, as a rule reads it up to the `&&` that follows without a space.
_CMD_EXPANSION = re.compile(r"%[A-Za-z_]\w{0,80}%(?:&&?)?")
# A plain word a default login repeats (`admin`, `guest`, `postgres`).
_WORD = re.compile(r"[a-z]{2,16}")
# The field's name just before a value on its line, and its separator (`KEY: `, `KEY=`).
_FIELD_BEFORE = re.compile(r"([A-Za-z][\w.-]{0,60})[\"']?[ \t]*[:=][ \t]*[\"'`]?$")
_NAME_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Za-z][a-z]*")
# `(input`, `(cat`: a command called in a subexpression, its arguments after a space.
_SUBEXPRESSION = re.compile(r"\([a-z][\w-]{0,30}")
_SUBEXPRESSION_GOES_ON = re.compile(r"[ \t]+[^\n)]{0,200}\)")


def ordinary_shape(text: str, start: int, end: int) -> bool:
    """True when `text[start:end]` is a shell prompt, a passwd entry with no hash, a cmd
    variable's expansion or a called subexpression (see the module's note)."""
    value = text[start:end]
    if _PASSWD_ENTRY.fullmatch(value):
        return True
    if _CMD_EXPANSION.fullmatch(value):
        return True
    if _WORD.fullmatch(value) and (
        _repeats_user(text, start, value) or _repeats_field(text, start, value)
    ):
        return True
    if _SUBEXPRESSION.fullmatch(value):
        return _SUBEXPRESSION_GOES_ON.match(text, end) is not None
    return _shell_prompt(text, start, end)


def _repeats_user(text: str, start: int, value: str) -> bool:
    user_start = start - len(value) - 1
    if user_start < 0 or text[user_start:start] != value + ":":
        return False
    return user_start == 0 or not (text[user_start - 1].isalnum() or text[user_start - 1] in "_-.")


def _repeats_field(text: str, start: int, value: str) -> bool:
    line_start = max(text.rfind("\n", 0, start) + 1, start - 80)
    field = _FIELD_BEFORE.search(text, line_start, start)
    if field is None or secret_word(field.group(1)) is None:
        return False
    return value in (word.casefold() for word in _NAME_WORDS.findall(field.group(1)))


def _shell_prompt(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip(" \t"):
        return False  # a prompt opens its line
    user = _PROMPT_USER.match(text, start, end)
    if user is None:
        return False
    if user.end() == end:
        return _PROMPT_AFTER.match(text, end) is not None
    return _PROMPT_PATH.fullmatch(text, user.end(), end) is not None


# A flag named in a sentence, not given a value (docker's `WARNING! Using --password via the
# CLI is insecure`): the word after it is one a sentence joins with, then more words follow.
_JOINING_WORDS = frozenset("via is was are in on of for with to and or from instead".split())
_WORD_AFTER = re.compile(r"[ \t]+[A-Za-z]")
# A tool's `key=value` argument (`vault login -method=userpass username=ci`): what the auth
# method reads, a user's name or a role, unless its key names a secret or its value is
# opaque; and `token=` with a
# placeholder after it (`vault login token=<root-token>`) holds none.
_PARAMETER = re.compile(r"(?P<key>[a-z][a-z_.-]{0,40})=(?P<rest>[^\s=]{0,200})")


def flag_without_value(text: str, start: int, end: int) -> bool:
    """True when the span after a flag is a sentence's word or a tool's plain parameter."""
    value = text[start:end]
    if value in _JOINING_WORDS:
        return _WORD_AFTER.match(text, end) is not None
    parameter = _PARAMETER.fullmatch(value)
    if parameter is None:
        return False
    if not parameter.group("rest"):
        return text.startswith("<", end)
    rest = parameter.group("rest")
    return secret_word(parameter.group("key")) is None and not looks_opaque(rest, min_len=6)
