"""The old value of a credential told beside its rotation: a revoked secret is a secret.

A rotation note names the credential and then gives the value it replaced ("rotated the
key for the SMTP relay; the old one was X", "old was X, revoked in the dashboard", "I
changed the key for the search cluster; the old one was X") or both sides of the change
("changed the db password from X to Y", which retain.redact.told already reads). The rules
that read a new value (retain.redact.resets, retain.redact.told) stop at "new" and "now";
the old one is still a working credential until it is revoked, and it may never be.

"old", "previous" or "former" (alone or with "one", "key", "token", "password", "secret",
"value"), an optional "was", "is" or colon, and the value, in a text that says within a
few lines' reach that a credential (a key, token, password, secret) was rotated, changed,
replaced, reset, regenerated or revoked. The value must be shaped like a secret
(retain.redact.told.secret_shaped) and not a short run of hex (an abbreviated commit: "the
old one was 280a47c8"), so "the old one is revoked" and "the old one was stored at
op://..." stay.

Told in a language the word lists do not read, the note keeps its shape: a clause naming
the credential, a semicolon, a few words ("the old one was", "ko te mea tuai ko", "nke
ochie bụ") and the value closing the sentence ("Ua ou suia le key mo the SFTP drop; o le
mea tuai o X."). The noun is the English one, which such notes borrow, or "llave", "kī",
"tāviri"; the words after the semicolon must be letters only, so a stylesheet's `;` or a
command's arguments are not read as the clause. A bare run of hex (or a `sha256:` digest)
there is a cache key, a trace or a migration ("the CI cache key is the sha256 of
poetry.lock; today it's e637..."): only a quoted one is taken.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.told import secret_shaped

# A verb that says a credential was changed or withdrawn.
_CHANGE_VERB = re.compile(
    r"(?<![^\W_])(?:rotat|chang|replac|reset|regenerat|revok|roll(?:ed)?[ \t]+(?:over|back)"
    r"|swapp?|cycl)",
    re.IGNORECASE,
)
_REACH = 160  # characters either side of the old value that may hold the verb and noun
# A credential's noun: what was rotated must be one ("changed the image tag; the old one
# was sha-4f9a2b7" is a build's history, not a secret's).
_CREDENTIAL_NOUN = re.compile(
    r"(?<![^\W\d])(?:keys?|tokens?|passwords?|passphrases?|secrets?|credentials?|creds|pw"
    r"|pass|api[ _-]?keys?)(?![^\W\d])",
    re.IGNORECASE,
)
_NOUNS = r"key|token|password|passphrase|secret|pass|pw|credential|api[ \t]+key|value"
_VALUE = (
    r"(?P<value_quote>[`'\"«“]|\*\*)?"
    r"(?P<secret>[!#-&(-\[\]-_a-~]{6,200}?)"
    r"(?:\*\*|[`'\"»”])?(?=[.,;:!?)]*(?:[ \t\n]|\\[nrt\"]|$))"  # `\n`: inside a JSON string
)
_OLD = lazy(
    r"(?<![^\W_])(?:the[ \t]+)?(?:old|previous|former)(?:[ \t]+(?:" + _NOUNS + r"|one))?"
    r"(?:[ \t]+(?:was|is|one was))?(?:[ \t]*[:=])?[ \t]+" + _VALUE,
    re.IGNORECASE,
)
_SHORT_HEX = re.compile(r"[0-9a-f]{1,31}", re.IGNORECASE)


def _unshaped(value: str) -> bool:
    return _SHORT_HEX.fullmatch(value) is not None or not secret_shaped(value)


def _spare_old(m: re.Match[str]) -> bool:
    if _unshaped(m.group("secret")):
        return True
    start, end = max(0, m.start() - _REACH), m.end() + _REACH
    return (
        _CHANGE_VERB.search(m.string, start, end) is None
        or _CREDENTIAL_NOUN.search(m.string, start, end) is None
    )


# The credential's clause, a semicolon (or the Ethiopic one), up to five words of letters,
# the value; then at most two words and the sentence's or the line's end.
_CLAUSE_NOUNS = (
    r"(?:api[ _-]?)?keys?|tokens?|passwords?|passphrases?|secrets?|credentials?|kī|tāviri"
    r"|llave[^\W\d_]{0,3}"
)
_CLAUSE = lazy(
    r"(?<![^\W\d])(?:" + _CLAUSE_NOUNS + r")(?:-[^\W\d_]+)?(?![^\W\d])"
    r"[^;፤\n]{0,80}[;፤][ \t]+(?:(?:[^\W\d_]|['ʻ’-]){1,24}[ \t]+){1,5}"
    r"(?P<value_quote>[`'\"«“]|\*\*)?(?P<secret>[!#-&(-:<-\[\]-_a-~]{6,200}?)"
    r"(?(value_quote)(?:\*\*|[`'\"»”]))"
    r"(?=[.,!?)]*(?:[ \t]+[^\s.]{1,24}){0,2}\.?(?:\n|\\[nrt\"]|$))",
    re.IGNORECASE,
)
_CLAUSE_GATE = (
    *("key", "token", "password", "passphrase", "secret", "credential"),
    *("kī", "tāviri", "llave"),
)
_DIGEST = re.compile(r"(?:[a-z0-9]+:)?[0-9a-f]+", re.IGNORECASE)


def _spare_clause(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if not m.group("value_quote") and _DIGEST.fullmatch(value):
        return True  # a bare hash after the clause: a cache key, a trace, a commit
    return not secret_shaped(value)


ROTATED_RULES: tuple[Rule, ...] = (
    Rule(_OLD, "secret", _spare_old, gate=("old", "previous", "former")),
    Rule(
        _CLAUSE,
        "secret",
        _spare_clause,
        gate=_CLAUSE_GATE,
        needs=re.compile("[;፤]"),
    ),
)
