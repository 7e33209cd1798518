"""A value whose place says secret though its own line does not: a child of a block
named for secrets.

A config file groups a service's credentials under one key or section and names only
that: YAML's `credentials:` / `prod:` / `primary: V`, TOML's `[services.search.keys]`
then `primary = "V"`, JSON's `"auth": {` then `"current": "V"`. The child's own name
(`primary`, `current`, `v`, `previous`) says nothing, so no assignment rule reads it, and
a shape rule without a name asks for more than such a value has. Here the name is the
block's: any enclosing YAML key (retain.redact.names.yaml_parents), the TOML or INI
section the line stands in, or an enclosing JSON object's key, whose name ends in a
secret's word (names.secret_word: `creds`, `auth`, `secret`, `tokens`; not a bare `key`)
or in `keys` / `passwords`.

The block also holds what the credential belongs to, so a child is kept when its name
says what else its value is (an id, a version, a digest, a user, a host, a region, an
owner, a date, a file, a URL: unnamed's words and a few of a record's), and the value
must read as generated: ten characters or more with no space, upper and lower case
mixed with a digit or a symbol (`i3d1kdtByu4A`, `n=1kimKvP5Ta`), or 32 hex digits and
more; never a placeholder, a reference, a path or a URL (base.is_placeholder,
base.is_path_or_url), and a date or a build name (`svc-auth-proxy`, `build-5342`,
`eu-west`) is one case only. A JSON Web Key's public members stay, as in unnamed.
"""

from __future__ import annotations

import re

from retain.redact.base import SYMBOLS, Rule, is_path_or_url, is_placeholder, lazy
from retain.redact.names import WEAK_KEY, name_words, secret_word, yaml_parents
from retain.redact.unnamed import ID_WORDS, JWK_PUBLIC, OTHER_VALUES

# A child's whole line: `key: V`, `key = "V"`, `"key": "V",` (a list's `- ` or a quote's
# `>` before it), the value one run with no space, quote or bracket.
_CHILD = lazy(
    r"^(?P<indent>[ \t>]*)(?:-[ \t]+)?[\"']?(?P<key>[A-Za-z_][\w.-]{0,60})[\"']?[ \t]*[:=]"
    r"[ \t]*(?P<q>[\"']?)(?P<secret>[^\s\"',#{}\[\]]{10,200})(?P=q)[ \t]*(?:,[ \t]*)?(?:#.*)?$",
    re.MULTILINE,
)
# A block's opening somewhere in the text: a YAML key alone on its line, a TOML or INI
# section, a JSON object opened at a line's end. A text without one skips the rule.
_OPENING = lazy(r"^[ \t]*(?:[\w.-]+[ \t]*:[ \t]*$|\[)|\{[ \t]*$", re.MULTILINE)
_SECTION = re.compile(r"^[ \t]*\[\[?[ \t]*([^\]\n]+?)[ \t]*\]\]?[ \t]*$", re.MULTILINE)
_JSON_OPEN = re.compile(r"[\"']?([A-Za-z_][\w.-]{0,60})[\"']?[ \t]*[:=][ \t]*\{[ \t]*$")
_REACH = 2000  # characters before a child read for its block's opening
# Plural names of a block of keys or passwords, which secret_word reads as no secret's
# (`keys` alone names many things; as a block's name over generated values it is theirs).
_PLURALS = frozenset({"keys", "passwords", "apikeys"})
# Words of a child's name that say what else its value is, beside unnamed's: when it
# was made or changed, where it is, how it is read. `primary` and `secondary` are not
# among them (they name the credentials of a rotation here, not a database's key).
_RECORD_WORDS = (
    (OTHER_VALUES - {"primary", "secondary"})
    | ID_WORDS
    | frozenset(
        """
        since until created updated rotated expires date file path url uri endpoint
        format scheme issuer scope algorithm status state helper provider source env
        arn profile
        """.split()
    )
)
_HEX = re.compile(r"[0-9a-f]{32,}|[0-9A-F]{32,}")


def _named_for_secrets(name: str) -> bool:
    """A block's name (or one dotted part of a section's) ends in a secret's word."""
    for part in (name, *name.split(".")):
        if not part:
            continue
        word = secret_word(part)
        if (word is not None and word != WEAK_KEY) or _PLURALS.intersection(name_words(part)[-1:]):
            return True
    return False


def _json_parents(head: str) -> list[str]:
    """The keys of the JSON objects still open at the end of `head`, nearest first."""
    parents: list[str] = []
    depth = 0
    for i in range(len(head) - 1, -1, -1):
        if head[i] == "}":
            depth += 1
        elif head[i] == "{":
            if depth:
                depth -= 1
                continue
            opening = _JSON_OPEN.search(head, head.rfind("\n", 0, i) + 1, i + 1)
            if opening is None:
                break
            parents.append(opening.group(1))
    return parents


def block_names(text: str, pos: int, indented: bool) -> list[str]:
    """The names of the blocks the line at `pos` stands in: its YAML parents when it is
    indented, the TOML or INI section above it, the JSON objects open around it."""
    head = text[max(0, pos - _REACH) : pos]
    names = yaml_parents(text, pos) if indented else []
    sections = _SECTION.findall(head)
    if sections:
        names.append(sections[-1])
    return names + _json_parents(head)


def generated(value: str) -> bool:
    """Reads as a generated credential: both cases and a digit or a symbol, or long hex."""
    if len(value) < 10 or not value.isprintable() or " " in value:
        return False  # words, not one generated run
    if is_placeholder(value) or is_path_or_url(value):
        return False
    if _HEX.fullmatch(value):
        return True
    if not (any(c.isupper() for c in value) and any(c.islower() for c in value)):
        return False
    return any(c.isdigit() or c in SYMBOLS for c in value)


def _spare(m: re.Match[str]) -> bool:
    key, value = m.group("key"), m.group("secret")
    if _RECORD_WORDS.intersection(name_words(key)) or not generated(value):
        return True
    if key in JWK_PUBLIC and '"kty"' in m.string:
        return True
    names = block_names(m.string, m.start("key"), bool(m.group("indent")))
    return not any(_named_for_secrets(name) for name in names)


PARENT_RULES: tuple[Rule, ...] = (Rule(_CHILD, "secret", _spare, needs=_OPENING),)
