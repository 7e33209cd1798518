"""Passwords a shell's own rules hide from the flag rules (retain.redact.commands):
- a value quoted with an escape inside (bash `'a'\\''b'`, PowerShell `'a''b'` and
  `` "a`"b" ``, `\\"` in double quotes, nushell `r#'a'b'#`): once a rule has replaced its
  first piece, the rest of the same shell word, glued to the placeholder, is the same value;
- a value fed on stdin: `echo|printf WORD | ... --password-stdin`, `'WORD' | ...`, `... -S
  ... <<< WORD`, `-pass stdin <<< WORD`, where WORD is one shell word however quoted;
- a tool's documented argument position: `poetry config http-basic.R USER PASS`, `composer
  config http-basic.H USER PASS`, `mosquitto_passwd -b FILE USER PASS`, redis `CONFIG SET
  requirepass PASS`, `schtasks /rp PASS`, `winrs -p:PASS`, `psexec -p PASS`, `influx user
  create -p PASS`, `conan remote login R USER -p PASS`, `bundle config set HOST USER:PASS`,
  `git config KEY.smtppass PASS`, `gh secret set NAME --body PASS` over continued lines.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_path_or_url, is_placeholder, lazy, looks_opaque
from retain.redact.literals import opens_variable
from retain.redact.names import WEAK_KEY, secret_word

# One shell word: single-quoted, double-quoted (with `\\x` escapes), ANSI-C `$'..'`, an
# escaped character, or a bare run; each piece opens with its own character and is atomic,
# so a word is read once, whatever follows it.
_WORD = (
    r"(?P<word>(?>'[^'\n]{0,200}'|\"(?:[^\"\\\n]|\\.){0,200}\"|\$'(?:[^'\\\n]|\\.){0,200}'"
    r"|\\[^\n]|[^\s'\"\\|;&<>`()$]{1,200}|\$(?![('{A-Za-z_])){1,20})"
)
# What reads a password from stdin.
_SINK = (
    r"(?:--[\w-]*pass[\w-]*-(?:stdin|fd)\b|\bsudo[ \t]+(?:-\w+[ \t]+)*-S\b|--stdin\b"
    r"|-pass(?:in)?[ \t]+stdin\b|\bvncpasswd\b|\bchpasswd\b)"
)
_CONT = r"(?:[^\n]|\\\n)"  # a command's text, over `\`-continued lines
_STDIN = lazy(
    r"(?:\b(?:echo|printf)(?:[ \t]+(?:-[neE]{1,3}|'%s[^'\n]{0,4}'|\"%s[^\"\n]{0,4}\""
    r"|%s[^\s|]{0,4}))*[ \t]+|(?<![^\s`(]))"
    + _WORD
    + r"[ \t]*\|"
    + _CONT
    + r"{0,200}?"
    + _SINK
    + r"|"
    + _SINK
    + r"[^\n]{0,200}?<<<[ \t]*"
    + _WORD.replace("?P<word>", "?P<here>")
)


# The new password echoed twice in a subshell and piped to a password tool, which reads it
# and its confirmation from stdin: `(echo X; echo X) | sudo passwd ravi`. Each pass takes
# the first echoed value no placeholder stands in yet (the old one, then the new).
_ECHO = r"[ \t]*(?:echo|printf)[ \t]+(?:-[neE]{1,3}[ \t]+)?"
_ECHOED = lazy(
    r"\((?:"
    + _ECHO
    + r"(?:'\[REDACTED:[\w-]{1,40}\]'|\"\[REDACTED:[\w-]{1,40}\]\"|\[REDACTED:[\w-]{1,40}\])"
    + r"[ \t]*;)*"
    + _ECHO
    + r"(?!['\"]?\[REDACTED:)"
    + _WORD
    + r"[ \t]*(?:;(?:'[^'\n]{0,200}'|\"[^\"\n]{0,200}\"|[^()'\"\n|]){1,200})?\)"
    r"[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-\w+[ \t]+)*)?(?:passwd|smbpasswd|vncpasswd)\b"
)


def _spare_echoed(m: re.Match[str]) -> bool:
    start, end = _stdin_span(m)
    value = m.string[start:end]
    return is_placeholder(value) or opens_variable(value) or len(value) < 4


def _stdin_span(m: re.Match[str]) -> tuple[int, int]:
    start, end = m.span("word") if m.group("word") is not None else m.span("here")
    text = m.string
    if end - start >= 2 and text[start] in "'\"" and text[end - 1] == text[start]:
        return start + 1, end - 1  # the quotes around a whole word stay
    return start, end


def _spare_stdin(m: re.Match[str]) -> bool:
    start, end = _stdin_span(m)
    value = m.string[start:end]
    bare = m.group("word") is not None and m.string[m.start("word")] not in "'\"$"
    if bare and not m.group(0).startswith(("echo", "printf")):
        return True  # `cat file | ...`: a command's name, not a value
    if is_placeholder(value) or opens_variable(value) or is_path_or_url(value):
        return True
    return len(value) < 4 or value.startswith(("[REDACTED:", "%s"))


# The rest of a shell word after a placeholder: `'[REDACTED:x]'\\''rest'`, `[REDACTED:x]''rest`,
# `[REDACTED:x]"rest"`, `[REDACTED:x]\\x21rest`, or a run that a quote closes, glued or after a
# `<` or `;` inside the quotes (`-p[REDACTED:x]rest"`: the rule took the escaped quote;
# `'pass:[REDACTED:x]<rest'`). Other glued text is the next part of something else
# (`user:[REDACTED:x]@host`), and an unquoted `;` or `<` ends the word; after a `;` a run with
# `=` is the next field (an Azure connection string's `;EndpointSuffix=...`).
_CONTINUED = lazy(
    r"\[REDACTED:[\w-]{1,40}\](?:'\\''|''|\\?['\"`]|\\x[0-9A-Fa-f]{2}"
    r"|<?(?=[^\s'\"`|&;<>\\]{1,200}['\"])|;(?=[^\s'\"`|&;<>\\=]{1,200}['\"]))"
    r"(?P<secret>[^\s'\"`|&;<>)\]},.:/\\[@][^\s'\"`|&;<>\\]{3,199})"
)


def _spare_continued(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return is_placeholder(value) or not looks_opaque(value, min_len=4)


# A value on a command line, as retain.redact.commands reads one.
_ARG = (
    r"(?!\[REDACTED:)(?:'(?P<sq>[^'\n]{1,200})'|\"(?P<dq>[^\"\n]{1,200})\""
    r"|(?P<bare>[^\s'\"`|;&<>]{1,200}))"
)
_SEP = r"(?:[ \t]+|[ \t]*\\\n[ \t]*)"  # between arguments, over a continued line
_POSITION = lazy(
    r"(?:\b(?:poetry|composer)[ \t]+config"
    + _SEP
    + r"(?:--[\w-]+"
    + _SEP
    + r")*http-basic\.\S{1,200}"
    + _SEP
    + r"(?!-)\S{1,100}"
    + _SEP
    + r"|\bmosquitto_passwd[ \t]+(?:-\w+[ \t]+)*?-b[ \t]+(?:-\w+[ \t]+)*\S{1,200}[ \t]+"
    r"\S{1,100}[ \t]+"
    r"|\b(?i:config[ \t]+set[ \t]+(?:requirepass|masterauth))[ \t]+"
    r"|\b(?i:schtasks)\b[^\n|&]{0,300}?[ \t]/(?i:rp|p)[ \t]+"
    r"|\b(?i:winrs)\b[^\n|&]{0,200}?[ \t][-/](?i:p|password):"
    r"|\b(?i:psexec|paexec)(?:64)?(?i:\.exe)?\b[^\n|&]{0,200}?[ \t]-p[ \t]+"
    r"|\binflux[ \t]+(?:user[ \t]+(?:create|password)|setup)\b[^\n|;&]{0,200}?[ \t]-p[ \t]+"
    r"|\bconan[ \t]+(?:remote[ \t]+login|user)\b[^\n|;&]{0,200}?[ \t]-p[ \t]+"
    r"|\bbundle[ \t]+config[ \t]+(?:set[ \t]+)?(?:--\w+[ \t]+)*[\w-]+(?:\.[\w-]+)+[ \t]+"
    r"[^\s:'\"/]{1,100}:"
    r"|\bgit[ \t]+config(?:[ \t]+--[\w-]+)*[ \t]+[\w.-]{0,100}\.(?i:smtppass|password)[ \t]+"
    r"|\bgh[ \t]+secret[ \t]+set\b" + _CONT + r"{0,300}?[ \t](?:--body|-b)(?:=|" + _SEP + r")"
    # Azure CLI's database servers: `-p` is `--admin-password` (learn.microsoft.com, `az sql
    # server create`, `az postgres flexible-server create`)
    r"|\baz[ \t]+(?:sql|postgres|mysql|mariadb)[ \t]+(?:flexible-)?server[ \t]+(?:create|update)\b"
    + _CONT
    + r"{0,400}?[ \t]-p(?:=|"
    + _SEP
    + r")"
    r")" + _ARG
)


def _arg_span(m: re.Match[str]) -> tuple[int, int]:
    for name in ("sq", "dq", "bare"):
        if m.group(name) is not None:
            return m.span(name)
    return m.span()


def _spare_position(m: re.Match[str]) -> bool:
    start, end = _arg_span(m)
    value = m.string[start:end]
    if value.startswith("-") and m.group("bare") is not None:
        return True
    if is_placeholder(value) or is_path_or_url(value):
        return True
    return not looks_opaque(value, min_len=6)


# A PowerShell parameter (one dash, any case, `-Name:value` too) naming a password:
# `Connect-VIServer -Password X`, `Publish-Module -NuGetApiKey X`; a value that opens a
# sub-expression (`(Read-Host ...)`) or a variable is the code that fetches one.
_PS_PARAM = lazy(
    r"(?<![\w-])-(?i:password|accountpassword|plaintextpassword|apikey|nugetapikey|secret"
    r"|token)(?::|[ \t]+)" + _ARG
)


def _spare_ps(m: re.Match[str]) -> bool:
    start, _ = _arg_span(m)
    return m.string[start : start + 1] in ("(", "-") or _spare_position(m)


# Bash's ANSI-C quoting: `NAME=$'a\x21b'` is a literal (backslash escapes decoded), not a
# variable; under a name that holds a secret it is that secret.
_ANSI_C = lazy(r"(?<![\w$])(?P<key>[A-Za-z_]\w{0,60})=\$'(?P<secret>(?:[^'\\\n]|\\[^\n]){1,200})'")


def _spare_ansi_c(m: re.Match[str]) -> bool:
    if secret_word(m.group("key")) in (None, WEAK_KEY):
        return True
    return is_placeholder(m.group("secret")) or not looks_opaque(m.group("secret"), min_len=6)


SHELL_RULES: tuple[Rule, ...] = (
    Rule(
        _PS_PARAM,
        "password",
        _spare_ps,
        secret_span=_arg_span,
        gate=("password", "apikey", "secret", "token"),
    ),
    Rule(_ANSI_C, "secret", _spare_ansi_c, gate=("=$'",)),
    Rule(
        _STDIN,
        "password",
        _spare_stdin,
        secret_span=_stdin_span,
        gate=("stdin", "sudo", "passwd", "-fd"),
    ),
    Rule(
        _POSITION,
        "password",
        _spare_position,
        secret_span=_arg_span,
        gate=(
            "poetry",
            "composer",
            "mosquitto",
            "config",
            "schtasks",
            "winrs",
            "psexec",
            "influx",
            "secret",
            "conan",
            "server",
        ),
    ),
    Rule(_ECHOED, "password", _spare_echoed, secret_span=_stdin_span, gate=("passwd",)),
    Rule(_CONTINUED, "password", _spare_continued, gate=("[redacted:",)),
)
