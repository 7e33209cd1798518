"""Shapes of a literal value that say which side of the line between a name and a
secret it stands on, asked by the rules' spare tests and by retain.redact.base.

- a value that opens with `$` as a password may, not as a variable (`opens_variable`);
- a dotted value whose part is a word and a long number, not an attribute's path
  (`word_and_number`);
- a chosen or generated password's mix of classes with a symbol (`chosen_shape`).

This module imports nothing from the package, so retain.redact.base can use it.
"""

from __future__ import annotations

import re

# A generated password may open with `$` (`$EioSwA-xiQ0L^-nKdhmDbN~*2E`, `$!XJmy~zlac!5`):
# past the `$` it carries a symbol that no variable name, expansion (`${...}`), command
# substitution (`$(...)`), PHP lookup (`$_ENV['X']`) or path after a variable holds.
_DOLLAR_LITERAL = re.compile(r"\$(?=[^\s]*[!^~*&=%@])(?=[^\s]*[0-9A-Z])[^\s{}()\[\]\"'`<>]{5,}")


def opens_variable(value: str) -> bool:
    """`value` opens with `$` as a variable or an expansion does, not as a password
    that starts with the symbol (_DOLLAR_LITERAL)."""
    return value.startswith("$") and _DOLLAR_LITERAL.fullmatch(value) is None


# A part of a dotted value that is letters then three digits or more: how a chosen password
# ends (`FOSSIL820`, `ingoja1480`); an attribute's name does not end in a long number.
_WORD_NUMBER = re.compile(r"(?:^|\.)[A-Za-z]{3,}\d{3,}(?:\.|$)")


def word_and_number(value: str) -> bool:
    """A part of the dotted `value` is letters, then three digits or more."""
    return "." in value and _WORD_NUMBER.search(value) is not None


# A chosen or generated password: upper case, lower case, a digit and a symbol that no
# identifier, id, path, URL or base64 holds (retain.redact.chosen's test, 8 characters up).
_CHOSEN_SHAPE = re.compile(
    r"(?=[^\s]*[!#%^&*~])(?=[^\s]*\d)(?=[^\s]*[a-z])(?=[^\s]*[A-Z])[^\s$/\\()\[\]{}<>|\"'`]{8,64}"
)


def chosen_shape(value: str) -> bool:
    """`value` mixes both cases and digits with a symbol no id or key id carries."""
    return _CHOSEN_SHAPE.fullmatch(value) is not None
