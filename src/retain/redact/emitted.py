"""A secret a command or a call printed, told by what the command is named for; a key
written as its bytes.

A prompt line (`$ `, `>>> `, `irb>`, `PS>`; not `#`, which as often opens a comment)
runs a command or a call whose own name says it makes or shows a secret, and the next line
is one value alone: what it printed. `bin/rails secret`, `php artisan key:generate --show`,
Django's `get_random_secret_key()`, `openssl rand -hex 32`: frameworks document these as
the way to make the key their config takes (guides.rubyonrails.org, "Custom Credentials";
laravel.com/docs, "Configuration: Application Key"; docs.djangoproject.com, SECRET_KEY).

The command's words (split at every mark and case change) must hold a secret's noun
(secret, key, token, password, passphrase, salt) or a random generator (`rand`,
`random`), and no word saying the output is public or an id (`public`, `pubkey`,
`address`, `fingerprint`, `id`, `uid`, `metadata`: `kubectl get secret s -o
jsonpath='{.metadata.uid}'` prints the object's id). The value must read as generated:
16 characters or more and opaque (a hex run, base64 or a mix of cases, digits and
symbols), with an optional `base64:` scheme (Laravel's APP_KEY), and not a setting
(`name=value`). A field the command selects (`jsonpath='{.data.host}'`, `-field=host`)
must itself be named for a secret.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_path_or_url, is_placeholder, lazy, looks_opaque
from retain.redact.names import WEAK_KEY, secret_word

_PROMPT = (
    r"(?:[$%>]|>>>|\.\.\.|irb\([^)\n]{0,20}\)[^>\n]{0,10}>|iex\(\d+\)>|PS[^>\n]{0,60}>"
    r"|[\w.@-]{1,40}(?::[^\s$#>]{0,80})?[$%>])"
)
_EMITTED = lazy(
    rf"(?m:^)[ \t]*{_PROMPT}[ \t]+(?P<command>[^\n]{{1,300}})\r?\n[ \t]*"
    r"(?P<q>[\"'`]?)(?:base64:)?(?P<secret>[^\s\"'`]{16,600})(?P=q)[ \t]*(?=\r?\n|$)"
)
_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_MAKES_SECRET = frozenset(
    "secret secrets key keys token tokens password passwd passphrase salt rand random".split()
)
# `org.gradle.jvmargs=-Xmx4g`: a setting, not output; base64's padding is no `=` of these.
_SETTING = re.compile(r"[A-Za-z_][\w.-]*=(?!=*$)")
_SHOWS_PUBLIC = frozenset(
    "public pubkey address fingerprint id ids uid uuid guid metadata hash digest sha".split()
)


# A field the command selects (`jsonpath='{.data.host}'`, `-field=host`, `--query
# SecretString`): its name says what is printed, whatever the command is named for.
_SELECTED = re.compile(
    r"jsonpath=[\"']?\{[^}\n]*?\.(?P<a>[\w-]+)\}|-field=(?P<b>[\w.-]+)"
    r"|--query[ \t=]+[\"']?[\w.\[\]]*?(?P<c>\w+)[\"']?(?:[ \t]|$)"
)


def _spare(m: re.Match[str]) -> bool:
    command = m.group("command")
    words = {w.casefold() for w in _WORDS.findall(command)}
    if not words & _MAKES_SECRET or words & _SHOWS_PUBLIC:
        return True
    selected = _SELECTED.search(command)
    if selected is not None:
        field = next(g for g in selected.groups() if g is not None)
        if secret_word(field) in (None, WEAK_KEY):
            return True  # `kubectl get secret s -o jsonpath='{.data.host}'`: a host
    value = m.group("secret")
    if _SETTING.match(value) or is_placeholder(value) or is_path_or_url(value):
        return True
    if value.endswith((":", ".")):
        return True
    return not looks_opaque(value, min_len=16) or not any(c.isdigit() for c in value)


# A key written as its bytes: a JSON array of exactly 32 or 64 numbers from 0 to 255, the
# way Solana's CLI keeps a keypair (`solana-keygen new` writes `~/.config/solana/id.json`,
# the 64 bytes of an Ed25519 secret key and its public half: docs.solanalabs.com,
# "File System Wallets") and code holds a 32-byte seed or key.
_BYTE_ARRAY = lazy(r"\[[ \t]*(?P<secret>\d{1,3}(?:[ \t]*,[ \t]*\d{1,3}){31,63})[ \t]*\]")
_KEY_BYTES = frozenset({32, 64})
_DISTINCT_BYTES = 16  # a key's 32 random bytes repeat few values; `[0, 0, ...]` repeats one


def _spare_bytes(m: re.Match[str]) -> bool:
    numbers = [int(n) for n in m.group("secret").split(",")]
    if len(numbers) not in _KEY_BYTES or max(numbers) > 255:
        return True
    return len(set(numbers)) < _DISTINCT_BYTES or numbers == sorted(numbers)


EMITTED_RULES: tuple[Rule, ...] = (
    Rule(_EMITTED, "secret", _spare),
    Rule(_BYTE_ARRAY, "private-key", _spare_bytes, gate=("[",)),
)
