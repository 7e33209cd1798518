"""A run a memory forbids only with a setting is not a run without it (issue 29).

"`./gradlew bootRun` uses the `local` profile; never run it with
`SPRING_PROFILES_ACTIVE=prod` on a laptop": the run the rule is about sets that variable
(or the property, `-Dspring.profiles.active=prod`, or the option, `--env=prod`). A plain
`./gradlew bootRun` sets none of them, and the rest of the memory only describes the
command: it has nothing for that run to get wrong, so the command does not tie it. A run
setting the name, to any value, stays tied (the memory says which values are wrong).

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie

# A run forbidden with a setting, to the clause's end: "never run it with `X=prod` or
# `staging` on a laptop, those point at the shared RDS."
_FORBIDDEN_WITH = lazy(
    r"\b(?:never|not|don'?t|do\s+not|nunca|nie|niemals|jamais)\b[^.;`\n]{0,60}?"
    r"\b(?:with|mit|avec|com|con)\s+`(?:-D|--?)?([A-Za-z_][\w.-]*)=[^`\n]*`[^.;\n]*",
    re.I,
)
_COMMAND_KINDS = ("names", "cmd")


def settings_forbidden(text: str) -> tuple[list[str], str] | None:
    """The names of the settings a memory forbids a run with, and the memory without
    those clauses; None when it forbids no run by a setting."""
    names = [m.group(1) for m in _FORBIDDEN_WITH.finditer(text)]
    if not names:
        return None
    return names, _FORBIDDEN_WITH.sub(" ", text)


def sets_any(command: str, names: list[str]) -> bool:
    """Does the command set one of these names (`X=..`, `-DX=..`, `--X=..`, `--X ..`)?"""
    return any(
        re.search(rf"(?:(?<![\w.-])|(?<=-D)){re.escape(n)}(?:\s*=|\s+\S)", command, re.I)
        for n in names
    )


def past_unset_settings(found: Sequence[Tie], command: str) -> list[Tie]:
    """The matches a Bash call keeps once a run forbidden only with a setting is read: a
    memory whose rule is only that clause (the rest describes: no rule word, no harm) is
    not tied by its command to a run setting none of those names (module doc)."""
    from retain.core.toolkeys import states_rule
    from retain.rank.memoryforms import HARM

    def unset(r: Tie) -> bool:
        if r[1] not in _COMMAND_KINDS:
            return False
        said = settings_forbidden(r[0].text)
        if said is None or sets_any(command, said[0]):
            return False
        rest = said[1]
        return not states_rule(rest) and HARM.search(rest) is None

    return [r for r in found if not unset(r)]
