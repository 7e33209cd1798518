"""Credentials in the places a tool's documentation gives them, where the name before the
value is the tool's and no secret word: SNMP communities and SNMPv3 pass phrases, a Wi-Fi
passphrase in a supplicant's or a router's file, a value a command encrypts or stores as a
secret, and a generated password in Terraform's state.

- Net-SNMP's commands (snmpcmd(1)): `-c COMMUNITY`, `-A` (auth) and `-X` (privacy) pass
  phrases; Cisco IOS: `snmp-server community STRING`, `snmp-server user U G v3 auth sha P
  priv aes 128 P`.
- wpa_supplicant.conf: a quoted `psk="..."` is the ASCII passphrase (8-63 characters);
  hostapd's `wpa_passphrase=`; OpenWrt's wireless config: `option key '...'` of a
  `wifi-iface` section.
- `ansible-vault encrypt_string 'VALUE'`: the plaintext to encrypt; `aws ssm
  put-parameter --type SecureString --value VALUE`.
- terraform-provider-random: `result` of a `random_password` (marked sensitive there).

A passphrase may be ordinary words (`raven.ember.harbor36`, `saffron lantern maple65`), so
no value test applies beyond a placeholder's.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy

_ARG = r"(?:'(?P<sq>[^'\n]{1,200})'|\"(?P<dq>[^\"\n]{1,200})\"|(?P<bare>[^\s'\"`|;&<>]{1,200}))"


def _arg(prefix: str) -> str:
    return _ARG.replace("?P<", f"?P<{prefix}")


_SNMP = lazy(
    r"\bsnmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|trap|inform|df|status|netstat|delta)"
    r"\b[^\n|;&]{0,200}?[ \t]-[cAX][ \t]*"
    + _arg("a")
    + r"|\bsnmp-server[ \t]+community[ \t]+"
    + _arg("b")
    + r"|\bsnmp-server[ \t]+user\b[^\n]{0,120}?[ \t](?:auth[ \t]+(?:md5|sha\d*)"
    r"|priv[ \t]+(?:des|3des|aes(?:[ \t]+\d{3})?))[ \t]+" + _arg("c")
)
_WIFI = lazy(
    r"(?m)^[ \t]*(?:psk[ \t]*=[ \t]*\"(?P<dq>[^\"\n]{8,63})\""
    r"|wpa_passphrase[ \t]*=[ \t]*(?P<bare>[^\n]{8,63}?)[ \t]*$"
    r"|option[ \t]+key[ \t]+(?:'(?P<sq>[^'\n]{8,63})'|\"(?P<dq2>[^\"\n]{8,63})\"))"
)
_STORED = lazy(
    r"\bansible-vault[ \t]+encrypt_string[ \t]+"
    r"(?:(?:--(?:vault-id|vault-password-file|encrypt-vault-id|name|output)[ \t=]+\S+"
    r"|--?[\w-]+(?:=\S+)?)[ \t]+){0,4}?(?!-)"
    + _arg("a")
    + r"|\baws[ \t]+ssm[ \t]+put-parameter\b(?=[^\n|;&]{0,300}SecureString)[^\n|;&]{0,300}?"
    r"[ \t]--value(?:=|[ \t]+)" + _arg("b")
)
_RANDOM_RESULT = lazy(r"(?m)^[ \t]*result[ \t]*=[ \t]*\"(?P<dq>[^\"\n]{1,200})\"")
# The block a `result` belongs to: its `resource "random_x"` line or its state header.
_RANDOM_BLOCK = re.compile(r"(?:resource[ \t]+\"|#[ \t]*)(random_[a-z]+)\b")
_BLOCK_REACH = 600


def _value_span(m: re.Match[str]) -> tuple[int, int]:
    for name, value in m.groupdict().items():
        if value is not None and name.rstrip("abc2").endswith(("sq", "dq", "bare")):
            return m.span(name)
    return m.end(), m.end()


def _spare_value(m: re.Match[str]) -> bool:
    start, end = _value_span(m)
    value = m.string[start:end]
    return start == end or value.startswith("-") or is_placeholder(value)


def _spare_random(m: re.Match[str]) -> bool:
    before = m.string[max(0, m.start() - _BLOCK_REACH) : m.start()]
    blocks = _RANDOM_BLOCK.findall(before)
    return not blocks or blocks[-1] != "random_password" or _spare_value(m)


DEVICE_RULES: tuple[Rule, ...] = (
    Rule(_SNMP, "password", _spare_value, secret_span=_value_span, gate=("snmp",)),
    Rule(
        _WIFI,
        "password",
        _spare_value,
        secret_span=_value_span,
        gate=("psk", "wpa_passphrase", "option key"),
    ),
    Rule(
        _STORED,
        "password",
        _spare_value,
        secret_span=_value_span,
        gate=("encrypt_string", "securestring"),
    ),
    Rule(
        _RANDOM_RESULT,
        "password",
        _spare_random,
        secret_span=_value_span,
        gate=("random_password",),
    ),
)
