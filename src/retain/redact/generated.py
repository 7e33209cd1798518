"""A password told in any language, recognised by the value's shape alone, where the
words around it are in a language the lexicons lack ("Y cyfrinair ar gyfer rabbitmq yw
Harbor_Umber7466").

A memorable password as people and generators make them: two capitalised words joined by
one mark and ending in two to four digits (`Harbor-Quartz6294`, `Nimbus.Iris5736`,
`Cobalt_Lantern7106`); no ordinary text of the labelled sets holds that shape as a word.
A product and its year are written apart (`Visual Studio 2022`), a type name has no mark
between its words (`Argon2PasswordHasher`), a path or a module has a lower-case part or a
slash beside it.

A second shape, a generated value of 10-40 characters whose case changes every letter or
two standing in a line of prose, was measured and not taken (research/README.md, round 22).
"""

from __future__ import annotations

from retain.redact.base import Rule, lazy

# Marks allowed between the two words of a memorable password.
_JOINTS = r"[._\-!+#@~*]"
_MEMORABLE = lazy(
    r"(?<![\w.\-/:@=+])(?P<secret>[A-Z][a-z]{2,12}" + _JOINTS + r"[A-Z][a-z]{2,12}[0-9]{2,4})"
    r"(?![\w\-/@=+]|\.\w)"
)
# A cheap scan first: a capital, lower case letters, a mark, a capital.
_MEMORABLE_NEEDS = lazy(r"[a-z]" + _JOINTS + r"[A-Z][a-z]{2,12}[0-9]")

GENERATED_RULES: tuple[Rule, ...] = (Rule(_MEMORABLE, "password", needs=_MEMORABLE_NEEDS),)
