"""A failure a memory describes in its own words, not the output's.

retain.core.signature matches a memory that shares a run of an error line's words, or
quotes its message. People rarely write a failure down that way. They write what was
behind it:

- that a thing is gone: "The old terraform folder infra/ was deleted", "brindlewood.user.*
  no longer exists", "Money moved out of libs/common (com.gullhaven.common.Money)". The
  failure says it cannot find that thing (`cd: infra: No such file or directory`, `Could
  not locate brindlewood/user/interface__init.class`, `cannot find symbol ... location:
  com.gullhaven.common.Money`): `gone_named` ties the two by the thing's name, its
  segments read alike whether written with dots or slashes;
- what a run needs: "db component tests need the compose postgres on port 55432", "the
  *IT tests need Docker", "Os testes de integração precisam do Postgres do docker
  compose". The failure says a service was down (a refused connection, no Docker): the
  memory says so when it names the failed port, or names Docker when Docker was missing,
  or prescribes starting the service (`docker compose up`) for something the failed run
  names (`needs_service`);
- a name the error line prints without quoting it in the memory: an environment
  variable (`PULUMI_CONFIG_PASSPHRASE`), a lint check (`MissingTranslation`), a class by
  its package path (`com.gullhaven.common.Money`): `names_printed_word`.

Every tie is by a name or a number printed on a line stating the error; no word scoring.
Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

# A memory saying a thing is gone, in English and the languages errorquote knows.
_GONE = lazy(
    r"\b(?:deleted|removed|renamed|moved|dropped|retired|is gone|are gone|no longer exists?"
    r"|doesn'?t exist any ?more|does not exist any ?more|no longer there"
    r"|(?:foi|foram) (?:removid|renomead|apagad|movid|excluíd)\w*"
    r"|(?:wurde|wurden) (?:entfernt|gelöscht|umbenannt|verschoben)|gibt es nicht mehr"
    r"|(?:fue|fueron) (?:eliminad|borrad|renombrad|movid)\w*|ya no existe"
    r"|(?:a|ont) été (?:supprimé|renommé|déplacé)\w*|n'existe plus"
    r"|there(?:'s| is| are) no|(?:is|are) no\b[^.;]{0,60}\bany ?more|not there any ?more)\b",
    re.I,
)
# An error line saying a thing could not be found.
_MISSING = lazy(
    r"no such file|not found|could(?: not|n'?t) (?:locate|find|resolve)|cannot find|can'?t find|"
    r"does not exist|doesn'?t exist|no module named|unable to (?:find|locate|resolve)|"
    r"cannot (?:resolve|locate)|unresolved|not visible|is not defined|no matching|"
    r"cannot be found|could not be found|don'?t know about|file does not exist",
    re.I,
)
# A thing by name: a path or a dotted name (two segments or more), a glob's star kept.
_THING = lazy(r"(?<![\w/.*-])(?:[A-Za-z_][\w-]*|\*)(?:[./](?:[A-Za-z_][\w-]*|\*))+/?")
# A folder a memory names by itself with a trailing slash (`infra/`).
_FOLDER = lazy(r"(?<![\w/.-])([A-Za-z_][\w-]{2,})/(?![\w*])")
# `cd: infra: No such file or directory`, `stat infra: no such file`: a one-word thing.
_BARE = lazy(r"\b(?:cd|stat|ls|open|cannot access|can't cd to)(?:\s*:)?\s+'?([A-Za-z_][\w.-]*)'?:")
_SENTENCE = lazy(r"(?<=[.!?;])\s+|\n")
# Segments saying nothing of which thing it is.
_PLAIN = frozenset(
    {"src", "main", "java", "kotlin", "lib", "libs", "com", "org", "net", "io", "app",
     "test", "tests", "class", "py", "js", "ts", "rb", "go", "rs", "clj", "cljc", "cljs",
     "index", "init", "internal", "pkg", "cmd", "www", "http", "https"}
)  # fmt: skip
DETAIL_LINES = 5  # lines under a missing-thing line that may name it
MIN_THING_SEGMENTS = 2  # a dotted or slashed name shared, by this many named segments


def _segments(thing: str) -> list[str]:
    parts = [p.lower() for p in re.split(r"[./]", thing.strip("/")) if p]
    # `interface__init` (Clojure's compiled class) reads as the namespace's last name
    return [p.split("__", 1)[0] for p in parts]


def _missing_things(lines: list[str]) -> list[list[str]]:
    """The things (as segments) a line stating a missing thing names, and the detail
    lines under it (`symbol:`/`location:` after javac's `cannot find symbol`)."""
    out: list[list[str]] = []
    left = 0
    for ln in lines:
        if _MISSING.search(ln):
            left = DETAIL_LINES + 1
        if left <= 0:
            continue
        left -= 1
        out += [_segments(m.group(0)) for m in _THING.finditer(ln)]
        out += [[m.group(1).lower()] for m in _BARE.finditer(ln)]
    return [t for t in out if t]


def missing_lines(lines: list[str]) -> list[str]:
    """The lines of a failure's output saying a thing could not be found."""
    return [ln for ln in lines if _MISSING.search(ln)]


def gone_named(memory: str, lines: list[str]) -> bool:
    """Does a memory say a thing is gone (deleted, renamed, moved) that these failure
    lines say cannot be found? The memory's thing is a run of the printed one's segments
    (MIN_THING_SEGMENTS, not all _PLAIN; a star ends it), or a folder it writes with a
    trailing slash that the failure names as a one-word thing or a path's first part."""
    things = _missing_things(lines)
    if not things:
        return False
    for sentence in _SENTENCE.split(memory):
        if not _GONE.search(sentence):
            continue
        for m in _THING.finditer(sentence):
            mine = _segments(m.group(0))
            if "*" in mine:
                mine = mine[: mine.index("*")]
            named = [s for s in mine if s not in _PLAIN]
            if len(mine) < MIN_THING_SEGMENTS or not named:
                continue
            if any(_run_in(mine, t) for t in things):
                return True
        for m in _FOLDER.finditer(sentence):
            folder = m.group(1).lower()
            if folder not in _PLAIN and any(t[0] == folder for t in things):
                return True
        # a one-word thing the failure names (`open Dockerfile: no such file`) that the
        # sentence names as a word: "There is no root Dockerfile any more"
        words = {w.lower() for w in _WORD_OF.findall(sentence)}
        if any(len(t) == 1 and len(t[0]) >= MIN_BARE and t[0] not in _PLAIN and t[0] in words
               for t in things):  # fmt: skip
            return True
    return False


_WORD_OF = lazy(r"(?<![\w./-])[A-Za-z_][\w-]*(?![\w/-]|\.\w)")
MIN_BARE = 5  # letters of a one-word thing tied by name (`Dockerfile`, `infra`), not `ci`


def _run_in(run: list[str], seq: list[str]) -> bool:
    n = len(run)
    return any(seq[i : i + n] == run for i in range(len(seq) - n + 1))


# A memory saying a run needs something.
_NEEDS = lazy(
    r"\b(?:needs?|requires?|precisa[mn]?|necessita[mn]?|braucht|brauchen|benötig\w*"
    r"|necesita[n]?|requiere[n]?|nécessite\w*|besoin)\b",
    re.I,
)
_STARTS = lazy(r"`(?:docker[ -]compose|podman[ -]compose|docker) (?:up|run|start)\b[^`]*`", re.I)
_DOCKER_DOWN = lazy(
    r"docker (?:daemon|environment|socket)|docker\.sock|cannot connect to the docker|"
    r"is the docker daemon running",
    re.I,
)
# A name in a memory that a failure's command or output may print: a package, a test
# suite, a folder (`orders-service`, `quarrystone:integration`, `test/Integration`).
_TIE = lazy(r"(?<![\w./:-])[A-Za-z][\w]*(?:[-:/][A-Za-z][\w]*)+(?![\w-])")


def needs_service(memory: str, error: str, command: str, ports: frozenset[str]) -> bool:
    """Does a memory say what a run needs that this failure says was down? The failure
    tried a port that refused (`ports`, retain.core.errorquote.failed_ports) or found no
    Docker; the memory says something needs (_NEEDS) it, naming the failed port, or
    Docker when Docker was missing, or prescribing its start (`docker compose up`) for
    a thing the command or the output names (_TIE)."""
    if not _NEEDS.search(memory):
        return False
    for p in ports:
        if re.search(rf"(?<![\w.:-]){p}(?![\w]|\.\d)", memory):
            return True
    docker = _DOCKER_DOWN.search(error) is not None
    if not (ports or docker):
        return False
    if not (_STARTS.search(memory) or (docker and re.search(r"\bdocker\b", memory, re.I))):
        return False
    failure = f"{command}\n{error}".lower()
    return any(m.group(0).lower() in failure for m in _TIE.finditer(memory))


# A name an error line prints that a memory names as a word: an environment variable
# (`PULUMI_CONFIG_PASSPHRASE`), a class with its package path (`com.gullhaven.common.Money`),
# a check a linter prints in brackets at the end of its line (`[MissingTranslation]`).
# A CamelCase word alone is most often the project's own name (`TallyCore`): not one,
# unless a line saying a thing is missing quotes it (_QUOTED_NAME); a name in quotes is a
# value (a database called "ANALYTICS_DEV"), not a variable.
# Error and exception classes are matched by signature already.
_PRINTED = lazy(
    r"(?<![\w.:$\"'])(?:[A-Z][A-Z0-9]{2,}(?:_[A-Z0-9]+)+"
    r"|[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+\.[A-Z]\w+)(?![\w:]|\.\w)"
)
_CHECK_ID = lazy(r"[\[(]([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)[\])]\s*$")
# The name a line saying a thing is missing quotes (`The type or namespace name
# 'AsyncOperationHandle<>' could not be found`): the thing the error is about.
_QUOTED_NAME = lazy(r"['\"‘`]([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)(?:<[^'\"’`]*>)?['\"’`]")
_CLASSY = lazy(r"(?:Error|Exception|Fault|Warning)$")


def printed_words(lines: list[str]) -> frozenset[str]:
    """The names (_PRINTED, _CHECK_ID) these error lines print, error classes aside."""
    found = [n for ln in lines for n in _PRINTED.findall(ln)]
    found += [m.group(1) for ln in lines if (m := _CHECK_ID.search(ln.strip()))]
    found += [n for ln in lines if _MISSING.search(ln) for n in _QUOTED_NAME.findall(ln)]
    return frozenset(n for n in found if not _CLASSY.search(n))


def names_printed_word(memory: str, names: frozenset[str]) -> bool:
    """Does a memory name one of these printed names, as a word, case and all?"""
    return any(
        re.search(rf"(?<![\w.:/]){re.escape(n)}(?![\w:/]|\.\w)", memory) is not None for n in names
    )


# Services a failed connection was to, as outputs and memories name them.
SERVICES = frozenset(
    {"postgres", "postgresql", "mysql", "mariadb", "redis", "kafka", "mongo", "mongodb",
     "rabbitmq", "elasticsearch", "opensearch", "clickhouse", "memcached", "nats", "minio",
     "database", "keycloak", "localstack"}
)  # fmt: skip
_WORDS = lazy(r"[a-z]+")
_PORT_SAID = lazy(r"(?:\bport\s*|(?<![\w.]):|\bon\s+|\bat\s+)(\d{4,5})\b", re.I)


# A database by its engine or by the word: one service to a failure that says "the database".
DATABASES = frozenset(
    {"postgres", "postgresql", "mysql", "mariadb", "mongo", "mongodb", "clickhouse", "db"}
)


def services(text: str) -> frozenset[str]:
    """The services (SERVICES) a text names, a database engine also as `database`."""
    words = frozenset(_WORDS.findall(text.lower()))
    return (SERVICES & words) | (frozenset({"database"}) if DATABASES & words else frozenset())


def other_port(memory: str, error: str, ports: frozenset[str]) -> bool:
    """Does a memory give another port for the service this failure could not reach?
    The failure was refused on `ports` and names a service (SERVICES: `Unable to connect
    to the database`, `PostgreSQL database "x" at localhost:5434`); a sentence of the
    memory names that service with a port that is none of them ("Postgres for dev is
    the docker compose service on 5432"), and names none of them: the run tried the
    wrong one."""
    if not ports:
        return False
    named = services(error)
    if not named:
        return False
    if contrasts_port(memory, named, ports):
        return True
    if any(re.search(rf"(?<![\w.:-]){p}(?![\w]|\.\d)", memory) for p in ports):
        return False  # it gives the failed port as the right one: not why it failed
    for sentence in _SENTENCE.split(memory):
        if not named & services(sentence):
            continue
        for m in _PORT_SAID.finditer(sentence):
            if m.group(1) not in ports and 1024 <= int(m.group(1)) <= 65535:
                return True
    return False


# A number that may be a port (4-5 digits), not a year (19xx, 20xx).
_PORTISH = lazy(r"(?<![\w.:/-])(?!(?:19|20)\d\d\b)(\d{4,5})(?![\w]|\.\d)")


def contrasts_port(memory: str, named: frozenset[str], ports: frozenset[str]) -> bool:
    """Does a sentence of the memory name the service the failure names (`named`), a
    failed port and another port, in whatever language it contrasts them ("běží na
    portu 5544, ne na 5432", "5433, not 5432")? One of the two is the wrong one to use,
    and the run used the failed one: the memory says which service listens where."""
    for sentence in _SENTENCE.split(memory):
        if not named & services(sentence):
            continue
        said = {p for p in _PORTISH.findall(sentence) if 1024 <= int(p) <= 65535}
        if said & ports and said - ports:
            return True
    return False


def search_text(printed: list[str], lines: list[str], error: str, ports: frozenset[str]) -> str:
    """The words to find such memories by: the missing things' named segments (in the
    output's `printed` lines), the names its error `lines` print, the failed ports,
    Docker when it was missing."""
    words: list[str] = []
    for thing in _missing_things(printed):
        words += [s for s in thing if s not in _PLAIN and s != "*" and len(s) > 2]
    words += [
        w.lower() for n in sorted(printed_words(lines)) for w in re.findall(r"[A-Za-z0-9]+", n)
    ]
    words += sorted(ports)
    if ports:
        named = services(error)
        words += sorted(named) + (sorted(DATABASES) if "database" in named else [])
    if _DOCKER_DOWN.search(error):
        words.append("docker")
    seen: list[str] = []
    for w in words:
        if w not in seen:
            seen.append(w)
    return " ".join(seen[:24])
