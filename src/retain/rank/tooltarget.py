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

from retain.core.toolspans import ASSIGNMENT, SPAN
from retain.lazyre import lazy
from retain.rank.tooltie import GUARDS, PRODUCTION

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

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


def _given(command: str) -> Iterator[tuple[str | None, str, str]]:
    """What a Bash call runs with, word by word: `(None, "", value)` for a variable it sets
    (`APP_ENV=production flask ...`), `(option, "=", value)` for `--context=hf-prod`, and
    `(option, "", next)` for an option given alone or with the next word as its value (`-n
    airflow-prod`; `next` is "" when no plain word follows: `--prod`, `-v -x`)."""
    from retain.core.toolcommand import split_command

    for words in split_command(command):
        for i, w in enumerate(words):
            if ASSIGNMENT.match(w):  # `APP_ENV=production cmd`
                yield None, "", w.partition("=")[2]
            elif w.startswith("-") and w != "--":
                name, eq, value = w.partition("=")
                after = words[i + 1] if not eq and i + 1 < len(words) else ""
                yield name, eq, value if eq else after if not after.startswith("-") else ""


def run_values(command: str) -> list[str]:
    """The values a Bash call runs with: what it sets a variable to (`APP_ENV=production
    flask ...`), what it gives an option (`-n airflow-prod`, `--context=hf-prod`, `-o
    mossgate-prod`), and an option that is a value itself (`--prod`)."""
    out = []
    for option, eq, value in _given(command):
        if option is not None and not eq:
            out.append(option.lstrip("-"))  # `--prod`, then the value it may be given
        if option is None or eq or value:
            out.append(value)
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


# A memory holding a command to the local environment in its own words, right after it
# ("`flywayClean` only against the local compose database", "`prisma db push` is for the
# local database only", Spanish `solo contra la base local`): read in one clause, bounded.
_ONLY = lazy(r"\b(?:only|solo|s[oó]lo|nur|seulement|uniquement|apenas|somente)\b", re.I)
_LOCAL = lazy(r"\b(?:local|locally|localhost|lokal|locale|localmente)\b", re.I)
# Where a clause ends in a memory: a reason after `:`, a consequence after `;` or `.`
# (read by local_condition and guards_production).
_CLAUSE_END = lazy(r"[.;:!?](?:\s|$)|\n")
_LOCAL_REACH = 160  # characters of the clause after the command read for the condition
# The words a call names a shared environment by: a staging or production name, alone or
# in a value (`--vault-name kv-app-stg`, `jdbc:postgresql://app-staging.db...`, `$(grep
# STAGING_DATABASE_URL .env)`).
_SHARED = frozenset({"staging", "stage", "stg", "prod", "production"})
_WORD = lazy(r"[A-Za-z0-9]+")


def local_condition(text: str, span: str) -> bool:
    """Does a memory hold the command `span` to the local environment in the clause that
    names it ("`dotnet ef database update` only against the local compose SQL Server",
    "`prisma migrate reset` and `prisma db push` are for the local compose database
    only")? A call running that command against a shared environment has not followed
    it by running the command as named."""
    at = text.find(f"`{span}`")
    if at < 0:
        return False
    after = text[at + len(span) + 2 : at + len(span) + 2 + _LOCAL_REACH]
    stop = _CLAUSE_END.search(after)
    clause = SPAN.sub(" ", after[: stop.start() if stop else len(after)])
    return _ONLY.search(clause) is not None and _LOCAL.search(clause) is not None


def names_shared_environment(command: str, span: str) -> bool:
    """Does a Bash call name a staging or production environment in a word the command
    `span` does not hold itself (a value, a host, a variable it reads)?"""
    own = {w.lower() for w in _WORD.findall(span)}
    return any(
        w.lower() in _SHARED and w.lower() not in own for w in _WORD.findall(command[:MAX_SCANNED])
    )


MAX_SCANNED = 4_000  # characters of a call read for an environment's name


# Environments other than production, by family: a call naming one of a family is named
# by a memory naming any of it (`-t development` is the "dev" a memory exempts).
_FAMILIES = (
    ("dev", "develop", "development"),
    ("staging", "stage", "stg"),
    ("test", "testing"),
    ("qa",),
    ("uat",),
    ("local",),
    ("sandbox",),
    ("preview",),
)
_FAMILY = {word: family for family in _FAMILIES for word in family}
_NAME = lazy(r"[A-Za-z0-9_-]{1,80}")  # a value that is a plain name (not `img:dev`, a path)


def _env_of(value: str) -> tuple[str, ...] | None:
    """The family of the environment a value names: the whole value (`dev`) or its last
    word (`waxwing-dev`, `hoopoe_staging`); not a first word (`stg_orders` is a model)."""
    if not _NAME.fullmatch(value):
        return None
    low = value.lower()
    return _FAMILY.get(low) or _FAMILY.get(re.split(r"[-_]", low)[-1])


def other_environments(command: str) -> list[tuple[str, ...]]:
    """The environments other than production a Bash call names by a value it runs with
    (`NOMAD_NAMESPACE=dev`, `-P dev`, `--profile siskin-staging`, `--local`); none when it
    names production too, or no environment at all (where it runs is then unknown)."""
    out: list[tuple[str, ...]] = []
    for option, _eq, value in _given(command):
        if option is not None:  # an option that is the environment itself (`--local`)
            name = option.lstrip("-")
            if PRODUCTION.search(name):
                return []
            if name.lower() in _FAMILY:
                out.append(_FAMILY[name.lower()])
        if PRODUCTION.search(value):
            return []  # production among them: the memory's own case
        family = _env_of(value.strip("'\""))
        if family is not None:
            out.append(family)
    return out


_FINE = r"(?:fine|ok|okay|allowed|harmless|safe|free)"
_NEGATED = lazy(r"\b(?:not|never|no)\b|n't", re.I)
# After an environment's name: it is fine ("dev is fine", "`x --env staging` is fine any
# time"), or it may or can ("staging can go all at once", "Dev may be destroyed").
_FINE_AFTER = lazy(rf"[^.;:!?]{{0,40}}?\b(?:is|are)\s+(?:\w+\s+)?{_FINE}\b", re.I)
_MAY_AFTER = lazy(r"\s+(?:\w+\s+)?(?:can|may)\b(?!\s*not|')", re.I)
# Before it: "fine on dev", "ok to run against the dev".
_FINE_BEFORE = lazy(
    rf"\b{_FINE}\s+(?:to\s+\w+\s+)?(?:on|in|for|against|with|at)\s+(?:the\s+)?(?:[\w-]+[-_])?$",
    re.I,
)
# A command a memory says is fine: "`ember deploy staging` is fine anytime".
_SPAN_FINE = lazy(rf"`([^`\n]{{1,300}})`\s+(?:is|are)\s+(?:\w+\s+)?{_FINE}\b", re.I)


def _names(text: str, family: tuple[str, ...]) -> list[re.Match[str]]:
    alternation = "|".join(family)
    return list(re.finditer(rf"(?<![a-z])(?:{alternation})(?![a-z])", text, re.I))


def exempts(text: str, family: tuple[str, ...]) -> bool:
    """Does a memory say this environment is fine ("dev is fine", "fine on dev", "staging
    can go all at once", "`wrangler deploy --env staging` is fine any time", "Dev may be
    destroyed")? Not when the words between deny it ("staging is not fine")."""
    for m in _names(text, family):
        after = text[m.end() : m.end() + 48]
        said = _FINE_AFTER.match(after) or _MAY_AFTER.match(after)
        if said is not None and not _NEGATED.search(said.group(0)):
            return True
        before = text[max(0, m.start() - 40) : m.start()]
        said = _FINE_BEFORE.search(before)
        if said is not None and not _NEGATED.search(before[: said.start()][-12:]):
            return True
    return False


def runs_exempt_command(text: str, command: str) -> bool:
    """Does the call run a command the memory says is fine, one naming an environment
    other than production ("`ember deploy staging` is fine anytime": `ember deploy
    staging --activate`)? Its words all stand in one command of the call, in order."""
    from retain.core.toolcommand import split_command

    segments = split_command(command)
    for m in _SPAN_FINE.finditer(text):
        words = m.group(1).split()
        if _NEGATED.search(m.group(0)[m.end(1) - m.start(0) :]) or not any(
            _env_of(w.partition("=")[2] or w) for w in words[1:]
        ):
            continue
        for seg in segments:
            at = iter(seg)
            if all(w in at for w in words):
                return True
    return False


def past_other_environments(found: Sequence[Tie], command: str) -> list[Tie]:
    """The ties a Bash call keeps once the environment it names is read: a memory that
    exempts that environment ("never a bare `nomad job run` against prod; dev is fine",
    "`ember deploy staging` is fine") or guards production and never names it is not
    about a run there. A call naming no environment keeps them all: where it runs is
    unknown. A call naming production keeps them all: that is the memory's own case."""
    if not found or against_production(command):
        return list(found)
    envs = other_environments(command)

    def about(text: str) -> bool:
        if "`" in text and runs_exempt_command(text, command):
            return False
        if not envs:
            return True
        if any(exempts(text, f) for f in envs):
            return False
        return not GUARDS.search(text) or any(_names(text, f) for f in envs)

    return [row for row in found if about(row[0].text)]


def guards_production(text: str) -> bool:
    """Does a memory hold something to production ("never `pulumi up` on prod", "`kubectl
    apply` against gke-prod-eu", "and never in prod without asking")? Production named
    only in a clause that states no rule is what a mistake does there ("the image is
    built from the lockfile, so anything pip-installed is missing in production"), no
    run against it."""
    from retain.core.toolkeys import states_rule

    start = 0
    for end in [*(m.start() for m in _CLAUSE_END.finditer(text)), len(text)]:
        clause = text[start:end]
        if GUARDS.search(clause) is not None and states_rule(clause):
            return True
        start = end + 1
    return False
