"""The target a command picks, read by the option a memory itself uses to pick one.

"Prod: run `pulumi preview -s prod --diff`" names production with `-s`; a run of the same
command that passes `-s staging` (or `-s acme/network/staging`) is a run against another
target, which the memory says nothing about. A short option is no selector in general
(`-s` is silent for curl), so the selector is learnt from the memory's own command: an
option it gives a production value to (`-s prod`, `--env=production`, `-e prod`).

The other way round, a run against production by a value it gives (`-n airflow-prod`,
`APP_ENV=production`: `against_production`) of the command a memory opens with and holds
to a condition on production in its own words ("`airflow db clean` in prod needs the
reporting team's approval": `production_condition`) has not followed the memory by
running the command as named (retain.rank.tooltie.by_command).
Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.core.toolspans import SPAN
from retain.lazyre import lazy
from retain.rank.tooltie import PRODUCTION

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie

# An option and the production value it is given in a memory's command: `-s prod`,
# `--stack=production`, `-e prod-eu`.
_PICKS_PRODUCTION = lazy(
    r"(?<!\S)(-{1,2}[A-Za-z][\w-]*)(?:=|\s+)(?:[\w.-]+/)*(?:prod|production)(?:[-_]\w+)?(?![\w/-])",
    re.I,
)
_BARE = lazy(r"\b(?:bare|plain)\s+$", re.I)  # "a bare `pulumi up`": a run without options
_OPTION = lazy(r"(?<![\w`-])(-{1,2}[A-Za-z][\w-]*)(?![\w`])")


def passes_named_option(text: str, form: str, command: str) -> bool:
    """Does a memory warn against a bare run of a command ("a bare `pulumi up`") and
    name an option in its prose (`always pass -s`) that this run passes? Such a run is
    not bare: it follows the memory."""
    span = f"`{form}`"
    at = text.find(span)
    if at < 0 or _BARE.search(text, max(0, at - 12), at) is None:
        return False
    own = set(form.split())  # "plain `cmake -B build`": its own options are no way out
    named = {m.group(1) for m in _OPTION.finditer(text.replace(span, " "))} - own
    return any(w.partition("=")[0] in named for w in command.split())


def selectors(text: str) -> frozenset[str]:
    """The options a memory's backticked commands pick production with."""
    return frozenset(
        m.group(1) for span in SPAN.findall(text) for m in _PICKS_PRODUCTION.finditer(span)
    )


def picked(command: str, options: frozenset[str]) -> list[str]:
    """The values a command gives these options (`-s x`, `-s=x`, `--stack=x`)."""
    words = command.split()
    out = []
    for i, w in enumerate(words):
        name, eq, value = w.partition("=")
        if name in options:
            value = value if eq else (words[i + 1] if i + 1 < len(words) else "")
            if value and not value.startswith("-"):
                out.append(value.strip("'\""))
    return out


def past_other_targets(found: Sequence[Tie], command: str) -> list[Tie]:
    """The command ties a Bash call keeps once the target it picks is read: a memory
    whose command picks production by an option is not tied to a run giving that option
    a value that is not production and that the memory does not name."""
    if "-" not in command:
        return list(found)
    out = []
    for row in found:
        text = row[0].text
        if row[1] == "cmd" and "`" in text:
            chosen = picked(command, selectors(text))
            if chosen and not any(
                PRODUCTION.search(v)
                or re.search(rf"(?<![\w-]){re.escape(v)}(?![\w-])", text) is not None
                for v in chosen
            ):
                continue  # another target than the one the memory is about
        form = row[3][1:] if row[1] == "cmd" and row[3][:1] == "-" else row[3] * (row[1] == "code")
        if form and passes_named_option(text, form, command):
            continue  # "always pass -s: a bare `pulumi up` ...": this run passes it
        out.append(row)
    return out


_SETS = lazy(r"^[A-Za-z_][A-Za-z0-9_]*=")  # `APP_ENV=production cmd`


def run_values(command: str) -> list[str]:
    """The values a Bash call runs with: what it sets a variable to (`APP_ENV=production
    flask ...`), what it gives an option (`-n airflow-prod`, `--context=hf-prod`, `-o
    mossgate-prod`), and an option that is a value itself (`--prod`)."""
    from retain.core.toolcommand import split_command

    out = []
    for words in split_command(command):
        for i, w in enumerate(words):
            if _SETS.match(w):
                out.append(w.partition("=")[2])
            elif w.startswith("-") and w != "--":
                name, eq, value = w.partition("=")
                out.append(value if eq else name.lstrip("-"))
                after = words[i + 1] if not eq and i + 1 < len(words) else ""
                if after and not after.startswith("-"):
                    out.append(after)
    return out


def against_production(command: str) -> bool:
    """Does the call run against production by a value it gives (`run_values`)?"""
    return any(PRODUCTION.search(v) for v in run_values(command))


def production_condition(text: str, span: str) -> bool:
    """Does a memory hold the command it opens with, `span`, to a condition on production,
    in what it says of that command in its own words (after it, up to the next command
    it quotes: "`airflow db clean` in prod needs approval", "`flask seed-demo` truncates
    members. Never run it with PIPIT_ENV=production")? Not a later command (a step it
    prescribes after the first: "`flux resume` it"); not production said of another
    ("run `cdk diff` ... Never `cdk deploy --all` to prod"); not a command whose own
    words pick production (`colmena build --on @prod` is the step for it)."""
    spans = [m for m in SPAN.finditer(text) if not m.group(1).lstrip().startswith("-")]
    if not spans or spans[0].group(1).strip() != span.strip() or PRODUCTION.search(span):
        return False
    end = spans[1].start() if len(spans) > 1 else len(text)
    return PRODUCTION.search(SPAN.sub(" ", text[spans[0].end() : end])) is not None
