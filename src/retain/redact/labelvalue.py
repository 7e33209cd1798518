"""A credential's value after a label that names it, as the rest of the line or in a code
fence opened at the line's end, in any of the lexicon's languages:
"VPN の事前共有鍵：FbLhu~QXWL=R70", "спільний ключ VPN: umbrella.wagon.juniper.timber62",
"办公室 Wi-Fi 密码：meadow quiver cactus", "пароль от qa-payments: ```" / X / "```",
"la password di inventory25 è ```" / X / "```".

The label holds a password's word (retain.redact.credwords), or a key's word beside the
network it opens (VPN, Wi-Fi: "cache key: ..." and "key fingerprint: ..." stay), and ends
in a colon, or the line ends in a fence that holds one line. The value is taken when it
is shaped as a chosen or generated secret (toldprose.strong_value, or upper case, lower
case and digits together), or as a passphrase of words: three to eight lower-case words
of four to ten letters joined by spaces, dots, hyphens or underscores, the last perhaps
with digits, none of them a word ordinary talk puts after such a label ("rotated",
"vault"). Words joined by spaces alone, with no quote, fence or digit to mark them, are a
sentence as often as a passphrase ("password policy: minimum twelve characters"): they
stay; so does a value after a word about the password (`password length:`).
"""

from __future__ import annotations

import re

from retain.redact.base import PLACEHOLDER_PREFIX, Rule, lazy
from retain.redact.credwords import PASSWORD, leading, word_start, words
from retain.redact.labelled import ORDINARY_WORDS
from retain.redact.names import describes_secret
from retain.redact.pairs import mixed_value
from retain.redact.toldprose import strong_value

_OPEN = r"(?P<open>\*\*|[«「“\"'`])?"
_CLOSE = r"(?:\*\*|[»」”\"'`])?"
# A network's shared key, named by the network in every language: "VPN の事前共有鍵",
# "спільний ключ VPN", "chiave pre-condivisa della VPN".
_NETWORK_WORDS = r"(?<![A-Za-z])(?:VPN|Wi-?Fi|WLAN|WPA2?|PSK|IPsec)(?![A-Za-z])"
_NETWORK = re.compile(_NETWORK_WORDS, re.IGNORECASE)
_LABEL_VALUE = lazy(
    rf"(?:(?P<cred>{leading('password')})|{_NETWORK_WORDS})[^\n:：]{{0,60}}?"
    rf"(?:(?:：|:(?=[ \t]))[ \t]*{_OPEN}(?P<secret>[^\n`«「“\"'*»」”]{{6,100}}?){_CLOSE}"
    r"|(?:[:：][ \t]*|[ \t])```[ \t]*\r?\n[ \t]*(?P<fenced>[^\n`]{6,100}?)[ \t]*\r?\n[ \t]*```)"
    r"[ \t]*(?:[.!。][ \t]*)?(?=\r?\n|\Z)",
    re.IGNORECASE,
)
_WORD = r"[a-z]{4,10}"
_PASSPHRASE = re.compile(rf"{_WORD}(?P<joint>[ ._-]){_WORD}(?:(?P=joint){_WORD}){{1,6}}\d{{0,4}}")
_HEX = re.compile(r"[0-9a-fA-F]{7,64}")


def _span(m: re.Match[str]) -> tuple[int, int]:
    return m.span("fenced") if m.group("fenced") is not None else m.span("secret")


def _passphrase(value: str) -> bool:
    found = _PASSPHRASE.fullmatch(value)
    if found is None:
        return False
    parts = re.split(r"[ ._-]", value.rstrip("0123456789"))
    return not any(p in ORDINARY_WORDS for p in parts) and len(set(parts)) > 1


def _spare_label(m: re.Match[str]) -> bool:
    text = m.string
    if m.group("cred") is not None and not word_start(text, m.start("cred")):
        return True
    start, end = _span(m)
    value = text[start:end]
    if PLACEHOLDER_PREFIX in text[m.start() : m.end()] or _HEX.fullmatch(value):
        return True
    if value.strip() != value:
        return True  # a quote that closes the label: `'Password for X: ' PW`
    label = text[text.rfind("\n", 0, m.start()) + 1 : start]
    if PASSWORD.search(label) is None and _NETWORK.search(label) is None:
        return True  # a key, a token, a secret in technical text: `cache key: ...`
    after = text[m.end("cred") : start].split() if m.group("cred") is not None else []
    if after and describes_secret(after[0].strip(":：")):
        return True  # "password policy: ...", "password length: ...": about it, not it
    if " " not in value and (strong_value(value) or mixed_value(value)):
        return False
    if not _passphrase(value):
        return True
    marked = bool(m.group("open")) or m.group("fenced") is not None
    # Unmarked words joined by spaces: four or more none of which ordinary talk puts after
    # such a label ("guest network open" is a sentence, "blossom oyster summit bishop" not).
    return not (marked or " " not in value or value[-1].isdigit() or len(value.split()) >= 4)


LABEL_VALUE_RULES: tuple[Rule, ...] = (
    Rule(
        _LABEL_VALUE,
        "password",
        _spare_label,
        secret_span=_span,
        gate=(*words("password"), "vpn", "wi-fi", "wifi", "wlan", "wpa", "psk", "ipsec"),
    ),
)
