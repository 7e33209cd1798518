"""An object's id read by its shape: a value a rule judged by its shape alone, that is
typed as an object's identifier, stays.

Services that hand out ids tag each with the type of object it names: a short lower-case
word (or two) and a separator before a random body (`cus_`, `ch_`, `evt_`, `org-`,
`thread_`, `chatcmpl-`, `msg_01`), or two capitals before a hex body (an `AC`/`PN`/`MG`
SID). The body is as random as a key's, so a rule that reads a generated value by its
shape (a chat line's whole answer, a value told in a sentence, `user / V`) takes them;
but an id is printed in logs, URLs and receipts and grants nothing. A key with a tag
carries a credential's tag (`sk_`, `rk_`, `..._secret_`, `..._key_`, `..._pat_`) or a
vendor's documented prefix, and the vendor rules (retain.redact.tokens) read those first:
such a value is not spared here.
"""

from __future__ import annotations

import re

from retain.redact.base import lazy
from retain.redact.tokens import PREFIX_RULES

# One or two tag words, each closed by `_` or `-`, then a random body: both cases and a
# digit, or lower-case hex (`cus_NffrFeUfNV2Hib`, `org-GaOffMhpQx1L`, `req_8f3a...`). Words
# joined by `_` with a number at the end (`slate_marble_copper26`) are a passphrase's shape.
_TAGGED = re.compile(
    r"(?P<tag>[a-z]{2,12}(?:[_-][a-z]{2,12})?)[_-]"
    r"(?P<body>(?=[a-z0-9]*[A-Z])(?=[A-Z0-9]*[a-z])(?=[A-Za-z]*[0-9])[A-Za-z0-9]{10,64}"
    r"|[0-9a-f]{16,64})"
)
# Two or three capitals before 32 lower-case hex: a type code and a GUID's digits.
_CODED_HEX = re.compile(r"[A-Z]{2,3}[0-9a-f]{32}")
# Tag words that say the value is a credential (secret key, restricted key, personal
# access token, ...): the tag names what the value is, and these name a secret.
_SECRET_TAG = lazy(
    r"(?<![a-z])(?:sk|rk|secret|key|token|tok|pat|pass|pwd|priv|private|auth|api|apikey"
    r"|sess|session|cred|refresh|access|bearer|oauth|sig|signing|hook|webhook)(?![a-z])"
)


def names_an_object(value: str) -> bool:
    """True when `value` is tagged as an object's id (see the module's docstring)."""
    if _CODED_HEX.fullmatch(value):
        return True
    m = _TAGGED.fullmatch(value)
    if m is None or _SECRET_TAG.search(m.group("tag")) is not None:
        return False
    return not any(rule.pattern.search(value) for rule in PREFIX_RULES)  # a vendor's key
