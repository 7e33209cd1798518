"""A failure's message that a memory quotes, and the port a failed connection tried.

retain.core.signature matches a memory against the lines of a failure's output that
state an error (`error:`, an exception, `failed`). Many tools print the telling message
on a line that states none: Flutter's `Null check operator used on a null value` under
a test's `[E]` header, Laravel's `Target class [App\\Http\\Controllers\\X] does not
exist.` under the exception name, Gradle's `> ... requires libraries ... to compile
against version 34 or later` split over two lines, pre-commit's `- files were modified
by this hook` under `nbstripout....Failed`. A memory written about that failure quotes
the message, most often in backticks, with a placeholder for what varies (`...`, `N`,
`<COPYBOOK>`, `15.x`): `printed_quotes` finds such a quote anywhere in the output's last
lines, the placeholders standing for any words. A message the output printed over
several lines is quoted on one, its lines joined by a dash or a bar (pre-commit's
`nbstripout....Failed - hook id: nbstripout - files were modified by this hook`): each
part is then looked for on its own line, in order, over a few consecutive lines. The
messages a memory quotes in plain quotes are found here too (`'A RenderFlex overflowed
by ... pixels'`): one reader for every quoted message.

A connection that failed names the port it tried (`dial tcp 127.0.0.1:5432: connect:
connection refused`, `port 5432 failed: Connection refused`, `Port 8080 was already in
use`). A memory about the project's services names its ports ("Dev Postgres is published
on 5433, not 5432", "MySQL listens on 3306; from the host it is forwarded to 33060"): it
is about the failure when it says the failed port is the wrong one, or that connecting
there fails (`failed_ports`, `names_port`). One only listing the port as the right one
says nothing of why the service is down. Numbers are what signature's normalisation
takes out, so these are matched on the text itself.

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.core import errorslot
from retain.core import signature as sig
from retain.lazyre import lazy

# What stands for a varying part inside a quoted message: an ellipsis, a placeholder in
# angle brackets, one capital letter (`version N`), a version with `x` (`15.x`), and the
# mark redaction left where it took a word out on write (`without an [REDACTED:password]
# method`: `@Provides-annotated` read as a password): the memory quoted the message whole,
# and what the mark stands for is no longer there to compare.
_PLACEHOLDER = lazy(
    r"\.{3,}|…|<[^<>\s]{1,30}>|(?<![\w.])[A-Z](?![\w.])|\b\d+\.x\b|\[REDACTED(?::[\w-]{1,40})?\]"
)
# A span that is a command line, not a message: a shell operator, an option, a path
# run, an assignment.
_COMMAND = lazy(r"&&|\|\||(?:^|\s)--?[A-Za-z]|^\s*(?:\./|\$ )|^\s*[A-Z_]+=")
# Where a memory joined the lines of a message printed over several: a dash, a bar or a
# return sign between spaces, or a written `\n`.
_LINE_JOIN = lazy(r"\s+[-–—|⏎↵]\s+|\s*(?:\\n|⏎|↵)\s*")
MIN_WORDS = 3  # words of a quoted message (two of them consecutive, one not everyday)
PAIR_LINES = True  # a message may wrap onto the next line of output
JOINED_LINES = 3  # output lines a message quoted with its line joins may stand on


def message_pieces(text: str) -> list[list[list[str]]]:
    """The messages a memory quotes (backticks included; commands aside), each as its
    pieces split at placeholders and line joins, normalised."""
    return [pieces for pieces, _ in _messages(text)]


def _messages(text: str) -> list[tuple[list[list[str]], bool]]:
    """message_pieces, each with whether the memory joined lines of output in it."""
    out = []
    for inner in errorslot.quoted(text):  # a span a memory quotes
        if _COMMAND.search(inner):
            continue
        parts = _LINE_JOIN.split(inner)
        pieces = [sig.normalise(p) for part in parts for p in _PLACEHOLDER.split(part)]
        pieces = [p for p in pieces if p]
        words = [w for p in pieces for w in p]
        if (
            len(words) >= MIN_WORDS
            and max(len(p) for p in pieces) >= 2
            and any(w not in sig.GENERIC for w in words)
        ):
            out.append((pieces, len(parts) > 1))
    return out


def printed_quotes(memory_text: str, lines: list[list[str]]) -> int:
    """The words of the longest message this memory quotes that the output prints, on
    one line or over two (signature.output_lines), or over JOINED_LINES when the memory
    joined its lines; placeholders match anything; 0 for none."""
    quoted = _messages(memory_text)
    if not quoted:
        return 0
    joined = [a + b for a, b in zip(lines, lines[1:], strict=False)] if PAIR_LINES else []
    runs = [sum(lines[i : i + JOINED_LINES], []) for i in range(len(lines))]
    best = 0
    for pieces, spread in quoted:
        if any(sig.holds(line, pieces) for line in [*lines, *joined, *(runs if spread else [])]):
            best = max(best, sum(len(p) for p in pieces))
    return best


def quotes_unprinted_error(memory_text: str, lines: list[list[str]]) -> bool:
    """Does a memory quote an error message (a span in error words: `undefined:
    mocks.NewMockRepository`, `must be replaced`) and none this output prints
    (printed_quotes)? It names the failure it is about, and this is not that one."""
    errorish = False
    for inner in errorslot.quoted(memory_text):
        errorish = errorish or (not _COMMAND.search(inner) and bool(sig.states_error(inner)))
    return errorish and not printed_quotes(memory_text, lines)


# A line saying a connection failed or a port is taken.
_CONNECTION = lazy(
    r"refused|can'?t (?:connect|reach)|cannot (?:connect|reach)|could not connect|"
    r"(?:failed|unable) to connect|connection (?:error|reset|failed|timed out)|"
    r"already in use|address in use|eaddrinuse|econnrefused|unreachable|dial tcp|"
    r"could not be established|connection to server\b[^\n]{0,80}\bport \d+ failed",
    re.I,
)
# A port as a failure prints it: `port 5432`, `port: 5433`, `127.0.0.1:5432`,
# `localhost:3309`, `[::1]:9090`.
_FAILED_PORT = lazy(
    r"\bport[\s:=]+(\d{2,5})\b|(?:\blocalhost|\b\d{1,3}(?:\.\d{1,3}){3}|\])[:](\d{2,5})\b",
    re.I,
)
# A memory saying a connection to a service fails, or is refused, or the service is down.
_FAILURE_TALK = lazy(
    r"refused|unreachable|can'?t (?:reach|connect)|cannot (?:reach|connect)|"
    r"(?:isn'?t|is not|not) (?:running|up|started)\b|fails? to connect",
    re.I,
)
# How a memory says a port is the wrong one to use, `{p}` the port: "5433, not 5432",
# "(not 5432, which the host's Postgres uses)", "Port 5432 is not ours", "Keycloak takes
# 8080", "listens on 3306; from the host it is forwarded to 33060".
_WRONG_PORT = (
    r"\bnot\s+(?:on\s+)?(?:port\s+)?{p}(?!\d)|(?<![\w.:/-]){p}\b[^.;:]{{0,30}}"
    r"\b(?:is not|isn'?t|is taken|is used by|belongs to)\b|\b(?:instead of|rather than|takes|"
    r"occupies|holds)\s+(?:port\s+)?{p}(?!\d)|(?<![\w.:/-]){p}\b[^.]{{0,60}}\bforwarded to\b"
)


# A port an address in a command line names: `localhost:5432`, `@db:5432/app` in a URL.
_ADDRESS_PORT = lazy(r"(?:\blocalhost|\b\d{1,3}(?:\.\d{1,3}){3}|\]|@[\w.-]+)[:](\d{2,5})\b")


def failed_ports(text: str, command: str = "") -> frozenset[str]:
    """The ports a failure's output names on a line saying a connection failed (or a
    port is taken). When it says so and names none (Rust's `kind: ConnectionRefused`,
    `Connection refused (os error 111)`), the ports the failed `command` line addresses
    (`DATABASE_URL=postgres://u@localhost:5432/db cargo test`): where it connected."""
    found: set[str] = set()
    refused = False
    for line in text[-sig.MAX_ERROR_CHARS :].splitlines():
        if not _CONNECTION.search(line):
            continue
        refused = True
        for m in _FAILED_PORT.finditer(line):
            port = m.group(1) or m.group(2)
            if 10 <= int(port) <= 65535:
                found.add(port)
    if refused and not found:
        found = {p for p in _ADDRESS_PORT.findall(command) if 10 <= int(p) <= 65535}
    return frozenset(found)


def quotes_other_port(memory_text: str, ports: frozenset[str]) -> bool:
    """Does a memory quote a failed connection on another port than these (the ports
    this failure tried)? `dial tcp [::1]:9090: connect: connection refused` is another
    service's failure than the same words on 5432: the port is which service it was."""
    if not ports:
        return False
    for quoted in errorslot.quoted(memory_text):
        if not _CONNECTION.search(quoted):
            continue
        named = {g1 or g2 for g1, g2 in _FAILED_PORT.findall(quoted)}
        if named and not named & ports:
            return True
    return False


def names_port(memory_text: str, ports: frozenset[str]) -> bool:
    """Does a memory name one of these failed ports and say either that it is the wrong
    one (another service's, or forwarded elsewhere: _WRONG_PORT) or that a connection
    there fails (_FAILURE_TALK)? A memory only listing the port as the right one says
    nothing about why the connection failed (the service is simply not up)."""
    for p in ports:
        named = re.search(rf"(?<![\w.-]){p}(?![\w]|\.\d)", memory_text)
        if named is None:
            continue
        if _FAILURE_TALK.search(memory_text) or re.search(
            _WRONG_PORT.format(p=p), memory_text, re.I
        ):
            return True
    return False


# An exception class as a runtime prints it under its module path with `::` (Ruby, Rust,
# C++: `Selenium::WebDriver::Error::SessionNotCreatedError`, `Bullet::Notification::
# UnoptimizedQueryError`): like signature's dotted package path, the path says the class
# is a library's own; a memory names it by its last name. And a library's error code in
# capitals (`ERR_PNPM_ADDING_TO_ROOT`, `ERR_REQUIRE_ESM`): one failure wherever printed.
_SCOPED_CLASS = lazy(
    r"(?<![\w:])[A-Z]\w*(?:::[A-Z]\w*)*::([A-Z][a-z0-9]+[A-Z]\w*?(?:Error|Exception|Fault))"
    r"(?!\w|::)"
)
_ERR_CODE = lazy(r"(?<![\w-])(ERR_[A-Z0-9]+(?:_[A-Z0-9]+)+)(?![\w-])")


def printed_names(lines: list[str]) -> frozenset[str]:
    """The `::`-scoped exception classes (by last name) and ERR_ codes error lines name."""
    text = "\n".join(lines)
    return frozenset(_SCOPED_CLASS.findall(text)) | frozenset(_ERR_CODE.findall(text))


def names_printed(memory_text: str, names: frozenset[str]) -> bool:
    """Does a memory name one of these (printed_names) as a word of its own?"""
    return any(
        re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", memory_text) is not None for n in names
    )


def names_error(
    memory_text: str,
    tokens: list[str],
    errors: list[tuple[list[str], frozenset[str]]],
    classes: frozenset[str],
    codes: frozenset[str],
) -> bool:
    """Does a memory (its text, its normalised words) name the error itself: the head of
    an error line (`PG::UniqueViolation: ...`; signature.head_names), an exception's name
    with or without its path (`django.db.utils.ProgrammingError`), a library's exception
    class (signature.exception_classes) or an error code the lines print? One tied to a
    failure only by its other words (a path of the stack, "does not exist") is tied less
    directly than one naming it."""
    named = {n for _, names in errors for n in names}
    named.update(w for e, _ in errors for w in map(_last_name, e) if sig.is_error_name(w))
    return (
        not named.isdisjoint(map(_last_name, tokens))
        or sig.names_class(memory_text, classes)
        or bool(codes & sig.error_codes(memory_text))
    )


def _last_name(token: str) -> str:
    """A qualified name's last part (`programmingerror` of `django.db.utils.programmingerror`)."""
    return token.rsplit(".", 1)[-1].rsplit(":", 1)[-1]


# A value an error message quotes: one identifier (`'invoicer'`, `"orders.tasks.x"`), not
# a path, a number or a placeholder (`'X'`, `'<pkg>'`, `'...'`).
_VALUE = lazy(r"'([A-Za-z_][\w.:-]{2,80})'|\"([A-Za-z_][\w.:-]{2,80})\"|‘([A-Za-z_][\w.:-]{2,80})’")
MIN_SAME_WORDS = 3  # words a memory's quoted message shares with the error line, in a run


def _values(text: str) -> set[str]:
    found = {next(g for g in m.groups() if g is not None) for m in _VALUE.finditer(text)}
    return {v for v in found if v.lower() not in errorslot.STAND_INS}


def quotes_other_value(memory_text: str, lines: list[str]) -> bool:
    """Does a memory quote the error these lines print (a run of MIN_SAME_WORDS of a
    line's normalised words, and nearly all of its own) with another quoted value in it?
    `No module named 'app'` is not `No module named 'invoicer'`: signature's
    normalisation takes the value out as what varies, but a module, a task or a class
    named in the message is which failure it is (paths and numbers are what vary). A
    name in the message's slot counts quoted or not (retain.core.errorslot)."""
    printed = [(sig.normalise(ln), _values(ln)) for ln in lines]
    printed = [(words, values) for words, values in printed if values]
    if not printed:
        return errorslot.names_other(memory_text, lines)
    for span in errorslot.quoted(memory_text):
        mine = _values(span)
        if not mine:
            continue
        words = sig.normalise(span)
        for line, values in printed:
            run = sig.shared_run(words, line)
            if len(run) >= max(MIN_SAME_WORDS, len(words) - 2) and not _alike(mine, values):
                return True
    return errorslot.names_other(memory_text, lines)


def _alike(mine: set[str], printed: set[str]) -> bool:
    """Does a value a memory quotes name one the error prints, whole, qualified or as a
    part (`deleted_at` for `orders.deleted_at`, an example's `buf` for `recvbuf`)?"""
    return any(a.lower() in b.lower() or b.lower() in a.lower() for a in mine for b in printed)


# A memory written in another language than the error it describes shares few of its
# words: what it cannot translate is the error's name or code and the message it quotes.
# Words that mark prose as not English (Spanish, Portuguese, German, French, Italian),
# none of them an English word; and letters of the scripts that are not Latin.
_FOREIGN = frozenset(
    {"el", "los", "las", "que", "para", "una", "por", "del", "hay", "nunca", "siempre",
     "cuando", "usar", "não", "uma", "com", "sempre", "quando", "os", "der", "und",
     "nicht", "mit", "ist", "wenn", "ein", "eine", "immer", "nie", "niemals", "für",
     "bei", "les", "des", "est", "pour", "avec", "une", "jamais", "toujours", "quand",
     "dans", "il", "che", "mai", "deve", "muss", "doit", "debe", "deben", "kein",
     "keine", "keinen", "auf", "oder", "nur", "den", "dem", "zum", "vom", "außer", "nada",
     "solo", "sin", "antes", "después", "hacer", "es", "nem", "em", "ao", "pelo", "pela",
     "depois", "só", "ne", "sur", "le", "du", "au", "aux", "avant", "après", "sont",
     "kann", "werden", "wurde", "wird", "konnte", "sind"}
)  # fmt: skip
# Letters of Cyrillic, Hebrew and Arabic, kana, CJK ideographs and Hangul. Counted by code
# point, not by a regex: a character class over these ranges costs about 2 ms to compile, on
# the failure hook's path, where the whole process has 40 ms.
NON_LATIN_RANGES = (
    (0x0400, 0x04FF), (0x0590, 0x06FF), (0x3040, 0x30FF), (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF), (0xAC00, 0xD7AF),
)  # fmt: skip


def non_latin_letters(text: str) -> int:
    """How many characters of `text` are in NON_LATIN_RANGES."""
    return sum(
        1
        for ch in text
        if ch > "\u03ff" and any(lo <= ord(ch) <= hi for lo, hi in NON_LATIN_RANGES)
    )


_TICKED = lazy(r"`[^`\n]*`")
_PROSE_WORD = lazy(r"[a-zà-ÿ]+")
MIN_FOREIGN = 2  # foreign words (or four letters of another script) to call prose foreign


def in_another_language(text: str) -> bool:
    """Is a memory's prose (backticked spans aside) written in another language?"""
    prose = _TICKED.sub(" ", text)
    if non_latin_letters(prose) >= 2 * MIN_FOREIGN:
        return True
    return len(_FOREIGN & set(_PROSE_WORD.findall(prose.lower()))) >= MIN_FOREIGN


def localised(lines: list[str]) -> bool:
    """Did the tool print one of these error lines in another language (a localised
    compiler or SDK: `Android.jar für API-Level 34 wurde nicht gefunden`)?"""
    return any(in_another_language(ln) for ln in lines)


def names_error_abroad(memory_text: str, lines: list[str], abroad: bool | None = None) -> bool:
    """Does a memory in another language name the error these lines print by what it
    cannot translate: an error name or code (`ModuleNotFoundError`, `E0599`), or a
    message it backticks, two words or more (one not everyday error speech), printed
    whole in one line? The same when the tool printed the error in another language
    (`error XA5207: Android.jar für API-Level 34 wurde nicht gefunden`; `abroad`: the
    lines' `localised`, when the caller knows it): a memory quoting the English message
    shares only the code or name with it."""
    if abroad is None:
        abroad = localised(lines)
    if not lines or not (abroad or in_another_language(memory_text)):
        return False
    if sig.error_codes("\n".join(lines)) & sig.error_codes(memory_text):
        return True
    printed = [sig.normalise(ln) for ln in lines]
    bare = {t.rsplit(".", 1)[-1] for words in printed for t in words}  # the class, unpackaged
    names = {t for t in bare if sig.is_error_name(t)}
    for ln in lines:
        names |= sig.head_names(ln)
    if names & set(sig.normalise(memory_text)):
        return True
    for m in _TICKED.finditer(memory_text):
        words = sig.normalise(m.group(0).strip("`"))
        if (
            len(words) >= 2
            and any(w not in sig.GENERIC for w in words)
            and any(sig.holds(line, [words]) for line in printed)
        ):
            return True
    return False


_NAMEY_VALUE = lazy(r"[._:]|[a-z][A-Z]")  # a name by its shape, not a word of prose


def class_values(lines: list[str]) -> list[tuple[frozenset[str], frozenset[str]]]:
    """Each error line's names (its head name, an error name it prints, unpackaged) with
    the values its message quotes (`_values`, four characters or more), for the lines
    quoting one: read once per failure, asked of each memory by names_class_value."""
    found = []
    for ln in lines:
        values = frozenset(v for v in _values(ln) if len(v) >= 4)
        if not values:
            continue
        names = set(sig.head_names(ln))
        names.update(b for t in sig.normalise(ln) if sig.is_error_name(b := _last_name(t)))
        if names:
            found.append((frozenset(names), values))
    return found


def names_class_value(
    memory_text: str, tokens: list[str], found: list[tuple[frozenset[str], frozenset[str]]]
) -> bool:
    """Does a memory name an error these lines print (their class_values) by its name
    and the value its message quotes (`ModuleNotFoundError: No module named
    'plume_perception'` and a memory on "ModuleNotFoundError for `plume_perception`")?
    The message's words are then the memory's own; the same class about another value is
    another failure. The value must look like a name (a separator or an inner capital) or
    be quoted by the memory too, so that an everyday word (`'data'`) ties nothing."""
    if not found:
        return False
    mine = set(tokens)
    for names, values in found:
        if names.isdisjoint(mine):
            continue
        for v in values:
            at = re.search(rf"(?<![\w.-]){re.escape(v)}(?![\w-])", memory_text)
            if at is None:
                continue
            before = memory_text[at.start() - 1 : at.start()]
            if _NAMEY_VALUE.search(v) or (before != "" and before in "`'\"‘“"):
                return True
    return False
