"""When a tie before a Bash call says nothing the call needs: the PreToolUse hook's
precision rules for what a memory says of a command (issue 29).

- A memory that only describes what a command does ("`nimble test` runs testament over
  tests/", "`make dist` builds the zip") has nothing for a run of that command to get
  wrong: with no rule word (retain.core.toolkeys.states_rule), no harm done
  (retain.rank.toolcontent's warning words) and no other command in it, the command it
  describes does not tie it (`describes_only`). A fact is held to the same bar by the hook
  already; this is that bar for every kind of memory, on a described command.
- An option a memory names is about a run in its context (`option_out_of_context`):
  joined to another option ("no -quit with -runTests", "do not add -quit to
  -runTests"), a run passing only one of them is not the one it warns about; named right
  after a command ("pulumi refresh --yes in prod"), a run of another subcommand passing
  it is another run; named after `without` ("never wrangler deploy without --env"), a
  run passing it does what the memory asks.

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie


_SPAN = lazy(r"`([^`\n]{1,300})`")
# Harm a description of a test or build run tells (beside toolcontent's warning words).
_FLAKY = lazy(r"\bflak(?:y|es|iness)\b", re.I)


def describes_only(text: str, key: str) -> bool:
    """Does a memory only describe the command `key` (no rule word, no harm done, no
    other command named beside it)? Then that command, named as described, is no
    reminder for a run of it. A memory naming another command beside it contrasts the
    two (`pnpm test:e2e` against `pnpm dev`): the one described is the one not to use."""
    from retain.core.toolcommand import command_key
    from retain.core.toolkeys import states_rule
    from retain.rank.memoryforms import HARM

    if states_rule(text) or HARM.search(text) or _FLAKY.search(text):
        return False
    keys = {command_key(m.group(1), strict=False) for m in _SPAN.finditer(text)}
    return keys <= {key, ""}


# An option and another joined to it in the memory's prose: `-quit with -runTests`,
# `-quit to -runTests` (the pair is what it warns about; `/` and `or` give alternatives).
_OPTION = r"(-{1,2}[A-Za-z][\w-]*(?:\.[\w-]+)*)"
_JOINED = lazy(rf"(?<![\w-]){_OPTION}\s+(?:with|to|together\s+with|plus)\s+{_OPTION}(?![\w-])")
_WITHOUT = lazy(r"\bwithout\s+`?$", re.I)
# A command word right before an option in prose: `pulumi refresh --yes`.
_WORD_BEFORE = lazy(r"(?<![\w-])([A-Za-z][\w:-]*)\s+`?$")
_PROSE_STOP = frozenset(
    {"with", "to", "and", "or", "the", "a", "an", "use", "run", "never", "no", "not", "don't",
     "add", "pass", "without", "it", "them", "via", "using", "against", "on", "in", "into",
     "onto", "for", "from", "at", "of", "by", "as", "when", "if", "always", "only", "set",
     "rode", "nunca", "kein", "jamais", "mit", "ohne", "avec", "sans", "com", "sem", "con",
     "sin", "en", "em", "de"}
)  # fmt: skip


def _named(option: str, text: str) -> list[re.Match[str]]:
    return list(re.finditer(rf"(?<![\w-]){re.escape(option)}(?![\w-])", text))


def option_out_of_context(text: str, option: str, command: str, tokens: set[str]) -> bool:
    """Is the option a memory's `text` names (and the Bash `command` passes) said of
    another run than this one (module doc)? `tokens`: the call's words
    (retain.core.toolspans.call_tokens). False when the memory says nothing of the
    option's context: the option alone ties as before."""
    found = _named(option, text)
    if not found:
        return False
    passed = {t.split("=", 1)[0] for t in tokens}
    for m in _JOINED.finditer(text):
        pair = {m.group(1), m.group(2)}
        if option in pair:  # the pair is the run it warns about
            return not pair <= passed
    before = [text[max(0, f.start() - 40) : f.start()] for f in found]
    if any(_WITHOUT.search(b) for b in before):
        return True  # the memory asks for the option the call passes
    # the command named right before it, in every place the memory names the option
    words = []
    for b in before:
        w = _WORD_BEFORE.search(b)
        if w is None or w.group(1).lower() in _PROSE_STOP:
            return False
        words.append(w.group(1))
    return bool(words) and not any(w in tokens for w in words)


def past_options(found: Sequence[Tie], command: str) -> list[Tie]:
    """The matches a Bash call keeps once each option a memory names (a `names` tie on
    `-x`/`--xx`) is read in its context (`option_out_of_context`)."""
    from retain.core.toolspans import call_tokens

    rows = [r for r in found if r[1] == "names" and r[2].startswith("-") and " " not in r[2]]
    if not rows:
        return list(found)
    tokens = call_tokens(command)
    dropped = {
        (r[0].id, r[2]) for r in rows if option_out_of_context(r[0].text, r[2], command, tokens)
    }
    return [r for r in found if r[1] != "names" or (r[0].id, r[2]) not in dropped]


# A folder named with a pattern of its files right after it (`main/levels/*.tilemap`,
# `src/ui/*.ui`): the pattern, up to the end of the path.
_FILE_PATTERN = lazy(r"/([^\s/`'\",;()]*\*[^\s/`'\",;()]*?)\.?(?=[\s`'\",;()]|$)")


def _patterns(text: str, folder: str) -> list[str] | None:
    """The file patterns a memory gives after each mention of `folder` (`X/*.tilemap`),
    or None when one mention names the folder itself."""
    out = []
    for m in re.finditer(rf"(?<![\w./-]){re.escape(folder)}(?![\w.-])", text, re.I):
        found = _FILE_PATTERN.match(text, m.end())
        if found is None:
            return None
        out.append(found.group(1))
    return out or None


def past_file_patterns(found: Sequence[Tie], file_path: str) -> list[Tie]:
    """The matches an edit keeps once the folders its memories name are read with the
    file patterns they give: a memory naming a folder only as `X/*.tilemap` is about the
    .tilemap files there, and an edit of another file in X (`cavern.collection`) is not
    tied to it by that folder."""
    import fnmatch

    name = file_path.rstrip("/").rsplit("/", 1)[-1]
    others = {r[0].id for r in found if r[1] != "dir"}
    dropped = set()
    for r in found:
        if r[1] == "dir" and r[0].id not in others:
            patterns = _patterns(r[0].text, r[2])
            if patterns and not any(fnmatch.fnmatch(name, p) for p in patterns):
                dropped.add((r[0].id, r[2]))
    if not dropped:
        return list(found)
    # tied by another folder it names plainly: still tied
    kept = {r[0].id for r in found if r[1] == "dir" and (r[0].id, r[2]) not in dropped}
    return [r for r in found if r[0].id in others or r[0].id in kept]


# A file a memory names as a folder's own: "`functions/admin-api/` has its own
# `serverless.yml`", "`services/x/` tiene su propio `values.yaml`" (one clause).
_OWNED = lazy(
    r"`((?:[\w.@-]+/)+)`[^.;:!?`\n]{0,80}?\b(?:its|their|su|sus|seine?|ihre?)\s+"
    r"(?:own|propi[oa]s?|eigene[nrs]?)\s+(?:[\w-]+\s+){0,2}?`([\w.-]+)`",
    re.I,
)


def past_owned_names(found: Sequence[Tie], rel: str | None) -> list[Tie]:
    """The matches an edit keeps once a bare file name is read as the memory says it:
    a memory naming `serverless.yml` as the own file of a folder it names (another
    service of the repository) is not tied by that name to the file of that name
    outside the folder (the root's `serverless.yml`)."""
    if rel is None:
        return list(found)
    path = rel.lower()

    def elsewhere(r: Tie) -> bool:
        if r[1] != "file" or "/" in r[2]:
            return False
        owners = [f.lower() for f, name in _OWNED.findall(r[0].text) if name == r[2]]
        return bool(owners) and not any(path.startswith(f) for f in owners)

    return [r for r in found if not elsewhere(r)]


# A test file: in a tests folder, or named as one (`test_x.py`, `x_test.go`, `x.spec.ts`,
# `FooTest.java`, `foo_spec.rb`, `conftest.py`).
_TEST_FILE = lazy(
    r"(?:^|/)(?:tests?|specs?|__tests__|androidTest|testFixtures|e2e)/"
    r"|(?:^|/)(?:test_[^/]*|[^/]*_test\.\w+|[^/]*\.(?:test|spec)\.\w+"
    r"|[^/]*(?:Test|Tests|Spec|IT)\.\w+|[^/]*_spec\.\w+|conftest\.py)$"
)
# A memory whose rule is for code outside the tests (`no unwrap() in non-test code`).
_NON_TEST = lazy(
    r"\bnon-test\b|\bproduction code\b|\bProduktionscode\b|\bcode de production\b"
    r"|\bc[oó]digo de produ[cç][aã]o\b|\bc[oó]digo de producci[oó]n\b"
    r"|\boutside (?:of )?(?:the )?tests\b",
    re.I,
)
# A memory whose rule is for the tests (`Pest tests use it()`, `randomness in tests`,
# `never create a SparkSession inside a test body`).
_TESTS_ONLY = lazy(
    r"^\s*(?:pest|jest|rspec|vitest|pytest|junit|xunit|nunit|minitest)\s+(?:tests?|files?|specs?)\b"
    r"|\b(?:in|inside)\s+(?:tests|specs|test files|spec files|jest files|pest files)(?![/\w.])"
    r"|\btest bod(?:y|ies)\b",
    re.I,
)
CONTENT_KINDS = ("names", "code", "value")  # ties by what the call writes, not by its path


# A rule said of a place the memory names before it: "no Pinia imports there", "keine
# neuen Features dort.", "never edit anything in it."
_THERE = lazy(
    r"\b(?:there|in\s+it|inside\s+it|dort|darin|all[ií]|ah[ií])(?=\s*[.;:,()]|\s*$)", re.I
)
# A folder a memory names: a quoted path ending in `/` (`packages/ui-kit/`).
_FOLDER = lazy(r"`((?:[\w.@-]+/)+)`")


def outside_folders(text: str, rel: str) -> bool:
    """Does a memory keep its rule to the folders it names ("`packages/ui/` is shared: no
    Pinia imports there") while the file lies in none of them? One statement only: a
    handover list's "there" is one item's place, not the others'."""
    if "\n" in text or not _THERE.search(text):  # a list or table speaks of many places
        return False
    folders = [f.lower().removeprefix("./") for f in _FOLDER.findall(text)]
    path = rel.lower()
    return bool(folders) and not any(f and path.startswith(f) for f in folders)


# An import boundary said of the module it binds: "`app.domain` must not import
# `app.infra`", "`modules/core` must not depend on http4s".
_IMPORTER = lazy(
    r"`([\w./@-]+)`\s+(?:must|may|should|can|shall)\s*(?:not|never|n't)\s+"
    r"(?:import|depend\s+on)\b",
    re.I,
)


def outside_importers(text: str, rel: str) -> bool:
    """Does a memory bind an import boundary to modules ("`app.domain` must not import
    `app.infra`") the file is not part of? A module is part of the file's path: its
    folder (`modules/core`), or its dotted name as folders (`app/domain`) or one folder
    (`AppCore`, a Swift target)."""
    subjects = [s.strip("/").replace(".", "/").lower() for s in _IMPORTER.findall(text)]
    path = "/" + rel.lower()
    return bool(subjects) and not any(s and f"/{s}/" in path for s in subjects)


def scoped_away(text: str, rel: str) -> bool:
    """Does the memory keep its rule to tests while the file is none, or to code outside
    the tests while the file is a test, or to folders or modules the file lies outside
    of?"""
    if outside_folders(text, rel) or outside_importers(text, rel):
        return True
    test = _TEST_FILE.search(rel) is not None
    if _NON_TEST.search(text):
        return test
    return not test and _TESTS_ONLY.search(text) is not None


def past_code_scope(found: Sequence[Tie], rel: str | None) -> list[Tie]:
    """The matches an edit keeps once the code its memories' rules are for is read: what
    the edit writes (a `names`, `code` or `value` tie) does not tie a rule kept to tests
    to an edit of other code, nor a rule for code outside the tests to a test file."""
    if rel is None:
        return list(found)
    return [r for r in found if r[1] not in CONTENT_KINDS or not scoped_away(r[0].text, rel)]
