"""Passwords on command lines: long flags (`--password=`, `--client-secret`), the short
flags of the tools that define them (`mysql -pX`, `sshpass -p`, `redis-cli -a`, `docker
login -p`, `curl -u user:X`, ...), positional passwords (`AUTH`, `htpasswd -b`,
`rabbitmqctl add_user`, `vault login`), a password echoed into a command's stdin, the
pairs of `rclone config create` and a network device's `username ... secret` line.
A short flag counts only after its own tool, since `-p` is a port or a path elsewhere.
"""

from __future__ import annotations

import re

from retain.redact.base import (
    Rule,
    is_path_or_url,
    is_placeholder,
    lazy,
    looks_opaque,
)
from retain.redact.kept import flag_without_value
from retain.redact.literals import opens_variable
from retain.redact.names import WEAK_KEY, secret_word
from retain.redact.shellwords import SHELL_RULES

# A value on a command line: quoted, or a bare word up to whitespace (an `&` inside it,
# between two of its characters, is the value's: `-p kk&tZl.C~w5`, and so is a metacharacter
# a backslash escapes: `-p IY.Dhmp\;aQy`). Never a placeholder an earlier pass left, so a
# later pass can reach the next flag of the same command.
_ARG = (
    r"(?!\[REDACTED:)"
    r"(?:'(?P<sq>[^'\n]{1,200})'|\"(?P<dq>[^\"\n]{1,200})\""
    r"|(?P<bare>[^\s'\"`|;&<>](?:[^\s'\"`|;&<>]|&(?=[^\s&|;<>'\"`])|(?<=\\)[;&|<>]){0,199}))"
)


def _arg(prefix: str) -> str:
    """_ARG with its groups renamed, for a second use in one pattern."""
    return _ARG.replace("?P<", f"?P<{prefix}")


# Long flags that take a secret: `--password=x`, `--token x`, `--client-secret x`.
_LONG_FLAG = lazy(
    r"(?<![\w-])--(?:[a-z]+-){0,3}(?P<key>password|passwd|pass|pwd|passphrase|token|secret"
    r"|api-?key|access-key|secret-key|private-key|auth-token|auth|credentials?)"
    r"(?:-(?:string|value|binary|text|literal))?"  # `--secret-string X` (AWS CLI)
    r"(?:=|[ \t]+)" + _ARG,
    re.IGNORECASE,
)
# A command that stores a secret takes its value as a plain flag: `az keyvault secret set
# --name n --value X`, `gcloud ... --data X`, `doppler secrets set --value X`; a password
# flag may be fed by process substitution: `--vault-password-file <(echo X)`, and so may
# a single-dash one (`vncviewer -passwd <(echo X)`, X11 tools' style).
_SECRET_VALUE_FLAG = lazy(
    r"\bsecrets?\b[^\n|;&]{0,160}?[ \t]--(?:value|data|body|payload)(?:=|[ \t]+)"
    + _ARG
    + r"|(?<![\w-])--?[\w-]*(?:pass|secret|token|key)[\w-]*[ \t=]+<\((?:echo|printf)[ \t]+"
    r"(?:-\w+[ \t]+)*" + _arg("p").replace("<>]", "<>)]")  # the substitution's `)` closes it
)
# Short flags with a password argument, each only after the tool that defines it:
# mysql/mariadb `-pPASS`, sshpass `-p PASS`, redis-cli `-a PASS`, `docker login -p`,
# mongo `-p`, sqlcmd `-P`, ldapsearch `-w`, smbclient `-U user%PASS`, keytool
# `-storepass`, openssl `-passin pass:X`, curl/wget `-u user:PASS`, `vsce publish -p`,
# `codecov -t`, macOS `security unlock-keychain -p`.
_TOOL_FLAG = lazy(
    r"(?:\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mariadb|mariadb-dump|mycli)\b"
    r"[^\n|;&]{0,200}?[ \t]-p(?P<glued>(?:'[^'\n]{1,200}'|\"[^\"\n]{1,200}\"|[^\s'\"]{1,200}))"
    r"|\bsshpass[ \t]+(?:-[a-zA-Z][ \t]+)*-p[ \t]*"
    + _arg("a")
    + r"|\b(?:redis-cli|valkey-cli|keydb-cli)\b[^\n|;&]{0,200}?[ \t]-a[ \t]+"
    + _arg("b")
    + r"|\b(?:docker|podman|nerdctl|buildah|skopeo|helm(?:[ \t]+registry)?|oras|crane|az)"
    r"[ \t]+login\b"
    r"[^\n|;&]{0,200}?[ \t]-p[ \t]+"
    + _arg("c")
    + r"|\b(?:mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport)\b[^\n|;&]{0,200}?"
    r"[ \t]-p[ \t]+"
    + _arg("d")
    + r"|\b(?:sqlcmd|bcp|isql|sqlplus)\b[^\n|;&]{0,200}?[ \t]-P[ \t]*"
    + _arg("e")
    + r"|\bldap[a-z]+\b[^\n|;&]{0,200}?[ \t]-w[ \t]+"
    + _arg("f")
    + r"|[ \t]-U[ \t]+['\"]?[^\s%'\"]{1,100}%"
    + _arg("g")
    + r"|[ \t]-(?:src|dest)?(?:store|key)pass[ \t]+"
    + _arg("h")
    + r"|[ \t]-pass(?:in|out)?[ \t]+['\"]?pass:"
    + _arg("i")
    + r"|(?<![\w-])(?:-u|--user|-a|--auth)[ \t=]+['\"]?[^\s:'\"]{1,100}:"
    + _arg("j")
    + r"|\b(?:zip|unzip|zipcloak|funzip)\b[^\n|;&]{0,200}?[ \t]-P[ \t]+"
    + _arg("k")
    + r"|\b(?:7z|7za|7zz|7zr|rar|unrar)\b[^\n|;&]{0,200}?[ \t]-p"
    + _arg("l")
    + r"|\bssh-keygen\b[^\n|;&]{0,200}?[ \t]-[NP][ \t]+"
    + _arg("n")
    + r"|\bopenssl\b[^\n|;&]{0,200}?[ \t]-k[ \t]+"
    + _arg("o")
    + r"|\bldappasswd\b[^\n|;&]{0,200}?[ \t]-[as][ \t]+"
    + _arg("p")
    + r"|\b(?:lftp|ncftp\w*)\b[^\n|;&]{0,200}?[ \t]-u[ \t]+['\"]?[^\s,'\"]{1,100},"
    + _arg("m")
    # `vsce|ovsx publish -p X`: the marketplace's personal access token (`-p, --pat`);
    # codecov's uploader and CLI `-t X` (`-t, --token`, the upload token)
    + r"|\b(?:vsce|ovsx)\b[^\n|;&]{0,200}?[ \t]-p[ \t]+"
    + _arg("s")
    + r"|\b(?:codecov|codecovcli)\b[^\n|;&]{0,200}?[ \t]-t[ \t]+"
    + _arg("t")
    # macOS security(1): a keychain's password (`create-keychain|unlock-keychain -p X`), the
    # passphrase of an imported .p12 (`import FILE -P X`), a stored item's password
    # (`add-generic-password|add-internet-password -w X`)
    + r"|\bsecurity[ \t]+(?:(?:create|unlock)-keychain[^\n|;&]{0,200}?[ \t]-p"
    r"|import\b[^\n|;&]{0,200}?[ \t]-P|add-(?:generic|internet)-password\b[^\n|;&]{0,200}?[ \t]-w)"
    r"[ \t]+" + _arg("v") + ")"
)
# A short password flag beside a user flag of the same command, in either order: `cqlsh
# -u cassandra -p X`, `ipmitool -U ADMIN -P X`, `ncftpput -u ops -p X`. Whatever the
# tool, a `-p` that follows a user names that user's password; ports (`-p 5432`) and
# paths are spared.
_USER_FLAG = r"(?<![\w-])(?:-u|-U|--user(?:name)?|-l)[ \t=]+(?!-)['\"]?[^\s|;&'\"]{1,100}['\"]?"
_USER_THEN_PASSWORD = lazy(
    _USER_FLAG
    + r"(?:[ \t]+[^\n|;&]{0,150}?)?[ \t]+-[pPw][ \t]*"
    + _ARG
    + r"|[ \t]-[pP][ \t]+"
    + _arg("r")
    + r"(?=[^\n|;&]{0,150}?[ \t]"
    + _USER_FLAG
    + ")"
)
# Windows-style flags: `xfreerdp /u:admin /p:X`, `/password:X` (an MSBuild `/p:Name=Value`
# property is not a password).
# Signing tools take a .pfx password as `/p X` or `-p X`.
_SLASH_FLAG = lazy(
    r"(?<![\w/:])/(?i:p|pass|password|pwd):"
    + _ARG
    + r"|\b(?i:signtool|pvk2pfx|certutil)\b[^\n|;&]{0,200}?[ \t][/-]p[ \t]+"
    + _arg("q")
)
# PowerShell turns a plain string into a SecureString only to pass it as a password:
# `ConvertTo-SecureString -String 'X' -AsPlainText`, `'X' | ConvertTo-SecureString`.
_PS = r"(?:[ \t]+|[ \t]*`\n[ \t]*)"  # PowerShell's separator, over a backtick-continued line
_SECURE_STRING = lazy(
    r"(?i:convertto-securestring)"
    + _PS
    + r"(?:-(?!string\b)\w+"
    + _PS
    + r")*(?:-(?i:string)"
    + _PS
    + r")?"
    + _ARG
    + r"|"
    + _arg("p")
    + r"[ \t]*\|[ \t]*(?i:convertto-securestring)\b"
)

# `echo PASS | docker login --password-stdin`, `| sudo -S`, `| vncpasswd -f`, `| chpasswd`:
# the echoed word is the password; `printf %s PASS |` prints it the same way.
_ECHO_STDIN = lazy(
    r"\b(?:echo[ \t]+(?:-n[ \t]+)?|printf[ \t]+(?:(?:'%s(?:\\n)?'|\"%s(?:\\n)?\"|%s)[ \t]+)?)"
    + _ARG
    + r"[ \t]*\|[^\n]{0,120}?"
    r"(?:--[\w-]*pass[\w-]*-(?:stdin|fd)\b|\bsudo[ \t]+(?:-\w+[ \t]+)*-S\b|--stdin\b"
    r"|\bvncpasswd\b|\bchpasswd\b)"
)
_STDIN_GATE = ("stdin", "-fd", "sudo", "vncpasswd", "chpasswd")


# Tools that take the password as a positional argument: redis `AUTH [user] PASS`,
# `htpasswd -b file user PASS`, `rabbitmqctl add_user|change_password user PASS`,
# `net use DRIVE SHARE PASS /user:...`, `net user NAME PASS`, `vault login TOKEN`.
_POSITIONAL = lazy(
    r"\bAUTH[ \t]+(?:[\w.-]{1,64}[ \t]+)?"
    + _arg("a")
    + r"|\bhtpasswd[ \t]+-\w*b\w*[ \t]+(?:-\w+[ \t]+)*[^\s-]\S{0,200}[ \t]+\S{1,100}[ \t]+"
    + _arg("b")
    + r"|\brabbitmqctl[ \t]+(?:add_user|change_password)[ \t]+\S{1,100}[ \t]+"
    + _arg("c")
    + r"|\bnet[ \t]+use[ \t]+(?:\S{1,200}[ \t]+){1,2}?(?![\\/*])"
    + _arg("d")
    + r"(?=[ \t]+/user:)"
    # the password may also follow the user: `net use Z: \\host\share /user:DOM\me PASS`
    + r"|\bnet[ \t]+use[ \t]+(?:\S{1,200}[ \t]+){0,2}?/user:\S{1,200}[ \t]+(?![/*])"
    + _arg("u")
    + r"|\bnet[ \t]+user[ \t]+[^\s/]{1,100}[ \t]+(?![/*])"
    + _arg("g")
    + r"|\bmc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+(?:\S{1,200}[ \t]+){3}"
    + _arg("f")
    + r"|\bvault[ \t]+login[ \t]+(?:-[\w=-]+[ \t]+)*(?!-)"
    + _arg("e")
    + r"|(?m:^)[ \t$>]*[\w.-]{1,40}[ \t]+(?:auth|login)[ \t]+(?P<uuid>[0-9a-f]{8}-[0-9a-f]{4}-"
    r"[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=[ \t]*(?:(?m:$)|[;&|#]|-))"  # the command ends
     + r"|\b(?:login|unseal|auth|authenticate|authorize-account)[ \t]+(?:-{1,2}[\w=-]+[ \t]+)*"
    r"(?:[\w.@-]{4,64}[ \t]+)?(?P<tok>(?!-)"
    r"(?=[A-Za-z0-9+/=_.~-]{0,199}[0-9])(?=[A-Za-z0-9+/=_.~-]{0,199}[A-Z])"
    r"(?=[A-Za-z0-9+/=_.~-]{0,199}[a-z])[A-Za-z0-9+/=_.~-]{20,200}"
    # or a bare hex API key, the form Weights & Biases and others print (`wandb login <40 hex>`)
    r"|(?=[a-f]{0,63}[0-9])(?=[0-9]{0,63}[a-f])[0-9a-f]{32,64})(?![^\s;,)'\"])"
)
# `<tool> login|unseal|auth <token>`: `cargo login`, `vault operator unseal`, `b2
# authorize-account <id> <key>`; the argument
# must be a long mix of upper case, lower case and digits (a generated token), or a UUID
# right after the verb, the form API tokens take at Snyk and Heroku (`snyk auth <uuid>`).
_POSITIONAL_GATE = ("auth", "htpasswd", "rabbitmqctl", "net u", "login", "unseal", "mc ")


def _arg_span(m: re.Match[str]) -> tuple[int, int]:
    """The span of whichever value group matched."""
    for name, value in m.groupdict().items():
        if value is not None and name not in ("key",):
            return m.span(name)
    return m.span()


# `vsce|ovsx publish -p` and `codecov -t` take a token, not a password
_TOKEN_GROUPS = ("sbare", "ssq", "sdq", "tbare", "tsq", "tdq")


def _flag_label(m: re.Match[str]) -> str:
    if any(m.groupdict().get(group) is not None for group in _TOKEN_GROUPS):
        return "token"
    key = (m.groupdict().get("key") or "password").lower().replace("-", "")
    if "token" in key:
        return "token"
    if key.endswith("key"):
        return "api-key" if key.startswith("api") else "secret"
    if key in ("secret", "credential", "credentials", "auth"):
        return "secret"
    return "password"


def _flag_rule(pattern: re.Pattern[str], gate: tuple[str, ...]) -> Rule:
    return Rule(pattern, _flag_label, _spare_flag, secret_span=_arg_span, gate=gate)


# Long flags that turn a secret off or ask for it: they take no value.
_SWITCH = re.compile(r"--(?:skip|no|without|ask|prompt|disable|use|read)-", re.IGNORECASE)


def _spare_flag(m: re.Match[str]) -> bool:
    start, end = _arg_span(m)
    quoted = m.string[start - 1 : start] in ("'", '"') or m.string[start:end][:1] in ("'", '"')
    value = m.string[start:end].strip("'\"")
    if value.startswith("-") and not quoted and m.groupdict().get("glued") is None:
        # the next flag; a quoted value is a value whatever its first character, and so is
        # one glued to its flag (`mysql -p-x9Q...`: the password begins with a dash)
        return True
    if is_placeholder(value) or is_path_or_url(value):
        return True
    if not quoted and flag_without_value(m.string, start, end):
        return True  # `--password via the CLI`, `vault login username=ci`
    if _SWITCH.search(m.group(0)[: start - m.start()]):
        return True  # `--skip-password`, `--no-password`, `--ask-pass`: a switch, no value
    if value.isdigit() and m.group(0).lstrip().startswith(("-u", "--user")):
        return True  # `-u 1000:1000` is a uid:gid
    return len(value) < 3


# A port, a pid list or a uid:gid after `-p`: numbers, not a password.
_NUMBERS = re.compile(r"[\d,:./-]+")


def _spare_paired(m: re.Match[str]) -> bool:
    """`-p` beside a user: a port, a path, a JSON patch, a prompt with spaces stay."""
    start, end = _arg_span(m)
    value = m.string[start:end]
    if _NUMBERS.fullmatch(value) or value.startswith(("{", "[")) or " " in value:
        return True
    return _spare_flag(m) or not looks_opaque(value, min_len=4)


# An MSBuild property (`/p:Configuration=Release`): a name, then `=`.
_PROPERTY = re.compile(r"[A-Za-z_][\w.]*=")


def _spare_slash(m: re.Match[str]) -> bool:
    start, end = _arg_span(m)
    return _PROPERTY.match(m.string, start, end) is not None or _spare_paired(m)


def _spare_positional(m: re.Match[str]) -> bool:
    start, end = _arg_span(m)
    value = m.string[start:end].strip("'\"")
    return _spare_flag(m) or not looks_opaque(value, min_len=6)


# Scripts that type a password into an interactive program:
# - expect(1): `expect "password:"` then `send "X\r"`: what is sent to a password prompt;
# - ftp(1) fed by a here-document: its `user NAME PASS` command (ftp -n does not log in);
# - NetworkManager: `nmcli dev wifi connect SSID password X`, the Wi-Fi key.
_SCRIPTED = lazy(
    r"\bexpect[ \t]+(?:-\w+[ \t]+)*[\"'{]?[^\"'}\n;]{0,40}(?i:assword|assphrase|passcode|PIN)"
    r"[^\"'}\n;]{0,20}[\"'}]?[ \t]*(?:;|\n)[ \t]*send[ \t]+(?:--[ \t]+)?"
    r"(?:\"(?P<xq>[^\"\\\n]{1,200})(?:\\r|\\n)?\"|'(?P<xs>[^'\\\n]{1,200})(?:\\r|\\n)?'"
    r"|\{(?P<xb>[^}\\\n]{1,200})(?:\\r|\\n)?\})"
    r"|\bftp[ \t][^\n]{0,200}<<-?[ \t]*['\"]?(?P<eof>\w{1,20})['\"]?[^\n]{0,100}\n"
    r"(?:(?!(?P=eof)\n)[^\n]{0,200}\n){0,5}?[ \t]*user[ \t]+\S{1,100}[ \t]+"
    r"(?P<fp>[^\s]{1,200})[ \t]*$"
    r"|\bnmcli\b[^\n|;&]{0,200}?[ \t]password[ \t]+" + _arg("w"),
    re.MULTILINE,
)


def _scripted_span(m: re.Match[str]) -> tuple[int, int]:
    for group in ("xq", "xs", "xb", "fp"):
        if m.group(group) is not None:
            return m.span(group)
    return _arg_span(m)


# `rclone config create NAME TYPE [KEY VALUE]...` (`update NAME [KEY VALUE]...`): the
# backend's options as pairs (rclone.org/commands/rclone_config_create); a pair whose key
# ends in a secret's word (`pass`, `secret_access_key`, `client_secret`) holds one. The
# pairs before it are counted two by two, so a value is never read as a key.
_RCLONE_PAIR = lazy(
    r"\brclone[ \t]+config[ \t]+(?:create[ \t]+\S{1,100}[ \t]+\S{1,100}|update[ \t]+\S{1,100})"
    r"(?:[ \t]+--[\w-]{1,40}|[ \t]+(?!-)\S{1,200}[ \t]+\S{1,200}){0,20}?"
    r"[ \t]+(?P<key>(?![\d-])[\w-]{0,60}?(?i:pass|password|secret|token|key|pwd|cred))[ \t]+"
    + _arg("r")
)


# Cisco IOS and its kin (NX-OS, Arista EOS): `username NAME [privilege N] secret|password
# [TYPE] VALUE` and `enable secret|password [TYPE] VALUE`. Type 0 is the password in clear,
# 7 a reversible encoding, 5/8/9 a hash (Cisco IOS Security Command Reference,
# "username"); each of them logs in or cracks offline.
_IOS_LOGIN = lazy(
    r"(?m:^)[ \t]*(?:username[ \t]+\S{1,64}(?:[ \t]+privilege[ \t]+\d{1,2})?|enable)"
    r"[ \t]+(?:secret|password)[ \t]+(?:[0-9][ \t]+)?" + _arg("c")
)


def _spare_opaque_arg(m: re.Match[str]) -> bool:
    """Kept unless the argument, unquoted, reads as a credential (a network device's
    `username ... secret X`)."""
    start, end = _arg_span(m)
    return _spare_flag(m) or not looks_opaque(m.string[start:end].strip("'\""), min_len=4)


def _spare_rclone(m: re.Match[str]) -> bool:
    """Kept unless the pair's key names a secret and its value reads as one."""
    return secret_word(m.group("key")) in (None, WEAK_KEY) or _spare_opaque_arg(m)


def _spare_scripted(m: re.Match[str]) -> bool:
    start, end = _scripted_span(m)
    value = m.string[start:end]
    return is_placeholder(value) or opens_variable(value) or value.startswith("[REDACTED:")


COMMAND_RULES: tuple[Rule, ...] = (
    _flag_rule(_LONG_FLAG, ("--",)),
    _flag_rule(_TOOL_FLAG, (" -", "\t-")),
    _flag_rule(_ECHO_STDIN, _STDIN_GATE),
    _flag_rule(_SECRET_VALUE_FLAG, ("secret", "<(")),
    Rule(_USER_THEN_PASSWORD, "password", _spare_paired, secret_span=_arg_span, gate=(" -",)),
    Rule(_SLASH_FLAG, "password", _spare_slash, secret_span=_arg_span, gate=("/p", "-p")),
    Rule(_SECURE_STRING, "password", _spare_flag, secret_span=_arg_span, gate=("securestring",)),
    Rule(_POSITIONAL, "password", _spare_positional, secret_span=_arg_span, gate=_POSITIONAL_GATE),
    Rule(_RCLONE_PAIR, "password", _spare_rclone, secret_span=_arg_span, gate=("rclone",)),
    Rule(
        _IOS_LOGIN,
        "password",
        _spare_opaque_arg,
        secret_span=_arg_span,
        gate=("secret", "password"),
    ),
    Rule(
        _SCRIPTED,
        "password",
        _spare_scripted,
        secret_span=_scripted_span,
        gate=("send", "ftp", "nmcli"),
    ),
    *SHELL_RULES,
)
