"""Secrets in what a shell, a tool or a log prints, where the name and the value stand
apart:

- a secret variable echoed: `$ echo $API_TOKEN` (`printenv API_TOKEN`, cmd's `echo
  %API_TOKEN%`, PowerShell's `$env:API_TOKEN`) and, on the next line, its value;
- a command whose work is to print a secret, and on the next line what it printed: a
  Kubernetes secret decoded (`kubectl get secret ... | base64 -d`) or one key's data
  (`-o jsonpath='{.data.password}'`), `vault kv get
  -field=password`, `aws secretsmanager get-secret-value`,
  `gcloud secrets versions access`, `az keyvault secret show`, `doppler secrets get`,
  a secret file `cat`-ed; and a password manager's or keychain's read (`op read`, `bw get
  password`, `pass show`, `secret-tool lookup`, `security find-generic-password -w`),
  whose line printed is the secret whatever its shape, a passphrase of words too;
- a password command that only prints a literal: restic's `--password-command 'echo X'`,
  borg's `BORG_PASSCOMMAND="echo X"`, mutt's `passwordeval`: the literal is the password;
- a plan or a diff that changes a secret attribute: Terraform's `~ password = "a" ->
  "b"`: both sides are values of the attribute;
- the new password noted right after an interactive change: psql's `\\password app`,
  `passwd`, `smbpasswd`, then "-- set to X" on the next line;
- a notebook or REPL cell that reads a secret's name, and its output (retain.redact.notebooks);
- the MySQL driver's DSN as Go programs write and log it, with no scheme:
  `user:password@tcp(host:3306)/db` (github.com/go-sql-driver/mysql, "DSN").

The name must still end in a secret word (names.secret_word) and the value read as
opaque, so `echo $HOME`, `password = "old" -> null` or `root@tcp(...)` stay.
"""

from __future__ import annotations

import re

from retain.redact.base import (
    Rule,
    is_path_or_url,
    is_placeholder,
    lazy,
    looks_opaque,
    spare_plain,
)
from retain.redact.fields import assignment_label
from retain.redact.names import WEAK_KEY, secret_word, weak_name
from retain.redact.notebooks import NOTEBOOK_RULES

# `echo $NAME`, `echo "${NAME}"`, `printenv NAME`, then one word alone on the next line.
_ECHOED = lazy(
    r"(?:\b(?:echo(?:[ \t]+-n)?|Write-Output)[ \t]+[\"']?(?:\$\{?|%|\$env:)|\bprintenv[ \t]+"
    r"|(?m:^)[^\n$]{0,40}>[ \t]*\$env:)(?P<key>[A-Za-z_]\w{0,80})[}%]?[\"']?"
    r"[ \t]*\r?\n(?P<secret>[^\s]{6,500})[ \t]*(?=\r?\n|$)"
)
# Commands that print a secret's value, and the one word on the line after the command.
_READS_SECRET = (
    r"\bkubectl[ \t]+get[ \t]+secrets?\b[^\n]{0,300}?\bbase64[ \t]+(?:-d|-D|--decode)\b"
    # `-o jsonpath='{.data.KEY}'` prints that key's data, still base64 (kubectl reference,
    # "JSONPath Support"); a key named for a secret makes it one.
    r"|\bkubectl[ \t]+get[ \t]+secrets?\b[^\n]{0,300}?jsonpath=[\"']?"
    r"\{\.data\.(?P<data>[\w.\\-]{1,80})\}"
    r"|\bvault[ \t]+(?:kv[ \t]+get|read)\b[^\n]{0,200}?-field=(?P<field>[\w.-]{1,80})"
    r"|\baws[ \t]+secretsmanager[ \t]+get-secret-value\b|\bgcloud[ \t]+secrets[ \t]+versions"
    r"[ \t]+access\b|\baz[ \t]+keyvault[ \t]+secret[ \t]+show\b|\bdoppler[ \t]+secrets[ \t]+get\b"
    r"|\bcat[ \t]+[^\s|;&]{0,200}?(?P<file>[^\s/|;&]{1,80})(?![^\s|;&])"
    # A password manager's or keychain's read prints the secret alone, whatever its shape
    # (a passphrase of plain words too): 1Password's `op read op://vault/item/field` (the
    # item's name may hold spaces inside quotes), Bitwarden's `bw get password|totp|notes`
    # (bitwarden.com/help/cli), `pass show` and `gopass show` (the first line is the
    # password), libsecret's `secret-tool lookup`, Python keyring's `keyring get`, macOS
    # `security find-generic-password -w` ("-w Display only the password"), `gh auth token`.
    r"|(?P<vault>\bop[ \t]+read[ \t]+[\"']?op://[^\n\"']{0,200}/(?P<item>[\w.-]{1,80})"
    r"|\bsecurity[ \t]+find-(?:generic|internet)-password\b[^\n]{0,200}?[ \t]-w\b"
    r"|\b(?:go)?pass[ \t]+show\b|\bbw[ \t]+get[ \t]+(?:password|totp|notes)\b"
    r"|\bsecret-tool[ \t]+lookup\b|\bkeyring[ \t]+get\b|\bgh[ \t]+auth[ \t]+token\b)"
)
_SECRET_PRINTED = lazy(
    r"(?:" + _READS_SECRET + r")[^\n]{0,200}\r?\n(?P<secret>[^\s]{6,500})[ \t]*(?=\r?\n|$)"
)
_PLAIN_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+")
# The tree `pass` draws under a folder's name (`├── github`).
_TREE_AFTER = re.compile(r"[ \t]*\r?\n[ \t│]*[├└]")
# A password command whose whole work is to print a literal.
_PASSWORD_COMMAND = lazy(
    r"(?i:pass(?:word)?[-_]?(?:command|cmd|eval)|passcommand)[\"']?[ \t]*[=: \t][ \t]*[\"']?"
    r"(?:echo|printf)[ \t]+(?:-\w+[ \t]+)*[\"']?(?P<secret>[^\s\"';|&]{4,200})"
)
# `name = <old> -> <new>` in a plan: the new value, quoted.
_PLAN_CHANGE = lazy(
    r"(?P<key>[A-Za-z_][\w-]{0,80})[ \t]*=[ \t]*(?:\"[^\"\n]{0,500}\"|\([^()\n]{0,40}\)|\S{1,200})"
    r"[ \t]*->[ \t]*\"(?P<secret>[^\"\n]{1,500})\""
)
# An interactive password change, then a note of what it was set to.
_SET_INTERACTIVELY = lazy(
    r"(?:\\password|\b(?:passwd|smbpasswd|kpasswd|htpasswd|ldappasswd))\b[^\n]{0,80}\n"
    r"[ \t#>*-]{0,6}(?i:(?:was[ \t]+)?(?:set|changed|reset)[ \t]+(?:it[ \t]+)?to)[ \t]+"
    r"[\"'`]?(?P<secret>[^\s\"'`]{4,200}?)[\"'`]?(?=[.,;]?(?:[ \t]|$))",
    re.MULTILINE,
)
# go-sql-driver's DSN: `user:password@protocol(address)/dbname`.
_GO_DSN = lazy(
    r"(?<![\w:/@.-])[\w.-]{1,64}:(?P<secret>[^\s:@/()]{1,200})@(?:tcp|tcp4|tcp6|unix|udp)\("
)


def _spare_named(m: re.Match[str]) -> bool:
    word = secret_word(m.group("key"))
    value = m.group("secret")
    if weak_name(word, value):
        return True
    return is_placeholder(value) or is_path_or_url(value) or not looks_opaque(value, min_len=4)


# A .pgpass record, `host:port:database:user:password` (PostgreSQL's libpq-pgpass): five
# fields, the port a number or `*`.
_PGPASS_RECORD = re.compile(r"[\w.*-]+:(?:\d{1,5}|\*):[\w.*-]+:[\w.*-]+:\S+")


def _spare_printed(m: re.Match[str]) -> bool:
    """The output must be one opaque word; a field, an item or a file must be named for a
    secret (`-field=password`, `.../api-token`, `/run/secrets/db_password`)."""
    named = [m.group(g) for g in ("field", "item", "file", "data") if m.group(g) is not None]
    if named and secret_word(re.sub(r"\.\w{1,5}$", "", named[0])) in (None, WEAK_KEY):
        return True
    value = m.group("secret")
    if value.endswith(":") or is_placeholder(value) or is_path_or_url(value):
        return True  # "Error:": what a tool says, not what it read
    if _PGPASS_RECORD.fullmatch(value):
        return True  # a .pgpass line: its password field is read by its format (connections)
    if m.group("vault") is not None:
        # `pass show <folder>` prints the folder's name, then its tree: one plain word.
        tree = _TREE_AFTER.match(m.string, m.end()) is not None
        return tree or _PLAIN_WORD.fullmatch(value) is not None
    if not any(ch.isdigit() for ch in value):
        return True  # "Success!": what a tool says, not what it read
    return not looks_opaque(value, min_len=6)


OUTPUT_RULES: tuple[Rule, ...] = (
    Rule(
        _ECHOED, assignment_label, _spare_named, gate=("echo", "printenv", "write-output", "$env:")
    ),
    Rule(
        _SECRET_PRINTED,
        "secret",
        _spare_printed,
        gate=("kubectl", "vault", "op read", "secret", "security", "pass show", "cat ", "bw get")
        + ("keyring get", "auth token"),
    ),
    Rule(_PASSWORD_COMMAND, "password", spare_plain, gate=("command", "cmd", "eval")),
    Rule(_SET_INTERACTIVELY, "password", spare_plain, gate=("passw",)),
    Rule(_PLAN_CHANGE, assignment_label, _spare_named, gate=("->",)),
    Rule(_GO_DSN, "password", spare_plain, gate=("@tcp(", "@unix(", "@tcp4(", "@tcp6(", "@udp(")),
    *NOTEBOOK_RULES,
)
