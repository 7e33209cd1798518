"""Credentials in what a tool prints or a file holds by its documented format, where no
assignment names the value:

- a Kubernetes secret made from literals: every `--from-literal=KEY=VALUE` of
  `kubectl create secret` (or `oc create secret`) is data of the Secret (kubectl
  reference, "kubectl create secret generic"), whatever KEY is called; a key that names
  who or where (`username`, `host`) stays readable;
- GitHub Actions' debug log: `##[debug]Evaluating: env.DB_PASSWORD` then
  `##[debug]Result: '<value>'` prints the evaluated value (step debug logging, GitHub
  docs "Enabling debug logging"); a `secrets.` expression, or an env name that ends in a
  secret word, makes the result a secret;
- OpenVPN's `auth-user-pass` file printed with `cat`: the username on its first line and
  the password on the second (OpenVPN reference manual, `--auth-user-pass`);
- `rails credentials:show`: the decrypted credentials file, every value of which is a
  secret (Rails guides, "Custom Credentials"), until the next prompt or a blank line;
- Bundler's credentials for a gem source, `BUNDLE_<HOST>="user:password"`, the host's
  dots written `__` (Bundler docs, "bundle config", credentials for gem sources);
- a login written `user:password@host`: a URL's user information with the scheme left
  off (RFC 3986, section 3.2.1), the host a dotted name or an IPv4 address;
- a Postfix SASL password map's line, `[host]:port user:password` (postfix.org,
  SASL_README, "Enabling SASL authentication in the Postfix SMTP client"): the next hop,
  then the login; a host without brackets only in a text that names the map.
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
from retain.redact.literals import opens_variable
from retain.redact.names import WEAK_KEY, name_words, secret_word
from retain.redact.told import secret_shaped

_FROM_LITERAL = lazy(
    r"--from-literal[= ](?P<key>[\w.-]{1,253})=(?P<value_quote>[\"']?)(?P<secret>[^\s\"']{1,500})"
)
# The command on the literal's line that makes a Secret of it.
_CREATES_SECRET = re.compile(r"\b(?:kubectl|oc)[ \t]+create[ \t]+secret\b")
# What a Secret's key may name besides the secret: who, where, what.
_NAMES_NOT_SECRETS = frozenset(
    "user username login name host hostname port url endpoint region database db dbname email"
    " namespace server address".split()
)


def _spare_literal(m: re.Match[str]) -> bool:
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    if _CREATES_SECRET.search(text, line_start, m.start()) is None:
        return True  # `kubectl create configmap --from-literal=...`: configuration, not secret
    words = name_words(m.group("key"))
    if (
        secret_word(m.group("key")) in (None, WEAK_KEY)
        and words[-1:]
        and (words[-1] in _NAMES_NOT_SECRETS)
    ):
        return True
    value = m.group("secret")
    return is_placeholder(value) or opens_variable(value)


_ACTIONS_DEBUG = lazy(
    r"##\[debug\]Evaluating:[ \t]*(?P<context>env|secrets)\.(?P<key>[\w-]{1,100})[ \t]*\r?\n"
    r"[^\n]{0,60}?##\[debug\]Result:[ \t]*'(?P<secret>[^'\n]{4,500})'"
)


def _spare_debug(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if is_placeholder(value) or value == "***":
        return True
    if m.group("context") == "secrets":
        return False
    return secret_word(m.group("key")) in (None, WEAK_KEY) or not looks_opaque(value, min_len=4)


# `cat` of a file, then the user's line and the password's line.
_CAT_TWO_LINES = lazy(
    r"\bcat[ \t]+(?P<path>[^\s|;&<>]{1,200})[ \t]*\r?\n"
    r"[^\s$#]{1,100}[ \t]*\r?\n(?P<secret>[^\s]{4,200})[ \t]*(?=\r?\n|$)"
)
# The file is OpenVPN's: under an openvpn directory, or named for a VPN login, in a vpn
# directory too (`~/vpn/auth.txt`).
_VPN_LOGIN_FILE = re.compile(
    r"(?:^|/)openvpn/|auth-user-pass|vpn(?:[-_.]|/(?:[\w.-]{1,60}[-_.])?)?(?:auth|creds?|login|pass)",
    re.IGNORECASE,
)


def _named_by_config(m: re.Match[str]) -> bool:
    """The text's own OpenVPN config names the file: `auth-user-pass ~/keys/office.txt`."""
    name = m.group("path").rsplit("/", 1)[-1]
    return (
        re.search(r"auth-user-pass[ \t]+\S{0,200}?" + re.escape(name) + r"(?!\S)", m.string)
        is not None
    )


def _spare_vpn(m: re.Match[str]) -> bool:
    if _VPN_LOGIN_FILE.search(m.group("path")) is None and not _named_by_config(m):
        return True
    value = m.group("secret")
    return (
        is_placeholder(value)
        or is_path_or_url(value)
        or opens_variable(value)
        or value.startswith("#")
    )


_RAILS_VALUE = lazy(
    r"(?m:^)[ \t]*(?P<key>[\w-]{1,80}):[ \t]+(?P<value_quote>[\"']?)(?P<secret>[^\s\"'#&*|>]"
    r"[^\s\"']{3,500})"
)
# The prompt, a blank line: where what credentials:show printed has ended.
_OUTPUT_ENDS = re.compile(r"\n[ \t]*(?:\n|\$[ \t]|[#>%][ \t])")


def _spare_rails(m: re.Match[str]) -> bool:
    text = m.string
    shown = text.rfind("credentials:show", 0, m.start())
    if shown < 0 or _OUTPUT_ENDS.search(text, shown, m.start()) is not None:
        return True
    return not looks_opaque(m.group("secret"), min_len=8)


_BUNDLE_CREDENTIALS = lazy(
    r"\bBUNDLE_(?=[A-Z0-9_]*__)[A-Z0-9_]{3,200}[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<user>[^\s:\"'$]{1,100}):(?P<secret>[^\s\"']{1,200})"
)


def _spare_bundle(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return (
        is_placeholder(value) or opens_variable(value) or value.startswith("//") or value.isdigit()
    )


_USERINFO_AT_HOST = lazy(
    r"(?<![\w.:/@%+-])(?P<user>[A-Za-z_][\w.-]{0,63}):(?P<secret>[^\s:@/\"'`<>]{4,200})@"
    r"(?=(?:\d{1,3}\.){3}\d{1,3}(?![\w.])|(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}(?![\w-])"
    # a host of one label with its port, as MySQL Shell is given one: `u:X@kafka-2:3306`
    r"|[A-Za-z0-9][A-Za-z0-9-]{0,62}:\d{1,5}(?![\w.:]))"
)
# `:<something>@` somewhere: the only texts the rule reads.
_COLON_THEN_AT = re.compile(r":[^\s:@]{4,200}@")


def _spare_userinfo(m: re.Match[str]) -> bool:
    """The password must be shaped like one (told.secret_shaped): `mailto:alice@x.org`
    and `role:admin@host` stay."""
    return not secret_shaped(m.group("secret"))


# An Azure storage account's access key as `az storage account keys list` prints it
# (learn.microsoft.com, "Manage storage account access keys"; the REST StorageAccountKey:
# keyName, permissions, value, creationTime): 64 bytes in base64, 86 characters and `==`,
# the `value` of an object naming the key, or a table's row (`key1  FULL  <key>`).
_AZURE_ACCOUNT_KEY = lazy(
    r"(?:\"keyName\"[ \t]*:[ \t]*\"[^\"\n]{1,64}\"[^{}]{0,300}?\"value\"[ \t]*:[ \t]*\""
    r"|^[ \t]*key[12][ \t]+(?:FULL|READ|Full|Read)[ \t]+)"
    r"(?P<secret>[A-Za-z0-9+/]{86}==)(?![A-Za-z0-9+/=])",
    re.MULTILINE,
)


_SASL_LINE = lazy(
    r"^[ \t]*(?P<host>\[[\w.-]{1,253}\]|[\w-]{1,63}(?:\.[\w-]{1,63})+)(?::\d{1,5})?[ \t]+"
    r"(?P<user>[^\s:]{1,200}):(?P<value_quote>)(?P<secret>\S{1,300})[ \t]*$",
    re.MULTILINE,
)


def _spare_sasl(m: re.Match[str]) -> bool:
    """Kept unless the next hop is bracketed or the text names the map, and the password
    reads as one."""
    if not m.group("host").startswith("[") and "sasl" not in m.string.casefold():
        return True
    value = m.group("secret")
    return is_placeholder(value) or is_path_or_url(value) or not looks_opaque(value, 6)


PRINTED_RULES: tuple[Rule, ...] = (
    Rule(_FROM_LITERAL, "secret", _spare_literal, gate=("--from-literal",)),
    Rule(_ACTIONS_DEBUG, "secret", _spare_debug, gate=("##[debug]",)),
    Rule(_CAT_TWO_LINES, "password", _spare_vpn, gate=("vpn", "auth-user-pass")),
    Rule(_RAILS_VALUE, "secret", _spare_rails, gate=("credentials:show",)),
    Rule(_BUNDLE_CREDENTIALS, "password", _spare_bundle, gate=("bundle_",)),
    Rule(_USERINFO_AT_HOST, "password", _spare_userinfo, gate=("@",), needs=_COLON_THEN_AT),
    Rule(_AZURE_ACCOUNT_KEY, "azure-storage-key", gate=("keyname", "key1", "key2")),
    Rule(_SASL_LINE, "password", _spare_sasl, gate=("]:", "sasl")),
)
