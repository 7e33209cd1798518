"""A credential hidden in base64: a blob that decodes to text the rules would redact.

`CREDENTIALS_JSON_B64=eyJ1c2VyIjogInN2YyIsICJwYXNzd29yZCI6ICIuLi4ifQ==` carries
`{"user": "svc", "password": "..."}`; a Basic header, a Docker `auth`, a Kubernetes
Secret's `data` carry `user:password`. No rule can read the secret through the encoding,
so the blob is decoded and the decoded text is read by the same rules: when they would
replace something in it, the whole blob is replaced. A blob that decodes to bytes
(a digest, an image, a nonce, ciphertext) or to text with nothing secret in it (a JWT's
header, a JSON of settings) stays as it is.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable

from retain.redact.base import PLACEHOLDER_PREFIX

# Standard or URL-safe base64 in whole quads, 24 characters at least (18 bytes: shorter
# text has no room for a name and a secret), padded or not, standing alone.
_BLOB = re.compile(
    r"(?<![A-Za-z0-9+/_-])(?:[A-Za-z0-9+/_-]{4}){6,}"
    r"(?:[A-Za-z0-9+/_-]{2}==|[A-Za-z0-9+/_-]{3}=|[A-Za-z0-9+/_-]{2,3})?"
    r"(?![A-Za-z0-9+/=_-])"
)
# Decoded text a person or a program wrote: printable, or line breaks and tabs.
_TEXT = re.compile(r"[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*")
# Blobs decoded per text at most: a text of thousands of digests is not read blob by blob.
MAX_BLOBS = 64


def unbase64(run: str) -> str | None:
    """A run of standard or URL-safe base64, padded or not, decoded as UTF-8; None when it
    is not base64 or its bytes are not UTF-8 text (retain.redact.decoded reads it too)."""
    padded = run + "=" * (-len(run) % 4)
    try:
        raw = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
        return raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None


def _decode(blob: str) -> str | None:
    text = unbase64(blob)
    if text is None:
        return None
    return text if _TEXT.fullmatch(text) and any(c.isalpha() for c in text) else None


def replace_encoded(text: str, secret_in: Callable[[str], bool]) -> tuple[str, int]:
    """Replace each base64 blob of `text` whose decoded text `secret_in` finds a secret in."""
    if len(text) < 24:
        return text, 0
    count = 0
    out: list[str] = []
    last = 0
    for seen, m in enumerate(_BLOB.finditer(text)):
        if seen >= MAX_BLOBS:
            break
        decoded = _decode(m.group(0))
        if decoded is None or PLACEHOLDER_PREFIX in decoded or not secret_in(decoded):
            continue
        out.append(f"{text[last : m.start()]}{PLACEHOLDER_PREFIX}base64-credential]")
        last, count = m.end(), count + 1
    if not count:
        return text, 0
    out.append(text[last:])
    return "".join(out), count
