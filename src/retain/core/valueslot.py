"""The same slot, recognised by the kind of its value: a port, a time of day, a size, a
duration, a product's version, an address (URL), a path.

"The backend service listens on port 9000 in local dev" against "The API listens on port
8080 in local dev", or "Nightly backups kick off at 04:30 UTC" against "The nightly
backup job runs at 02:00 UTC": the frames are worded differently (slots.update_of needs
them aligned), but each statement holds exactly one value of one kind, and the values
differ. A setting has one value at a time, so when the two are about the same thing the
new one replaces the old. Whether they are about the same thing is the caller's to judge
with what it has (the embedding similarity, shared words: retain.core.gate); this module
finds the slot and the two values, and refuses when the statements disagree in more than
one kind or agree in the kind they share.

Also "Lowered the Sentry sample rate from 1.0 to 0.2" against "Sentry sample rate is 1.0":
a value the belief states, named as the one left ("from X to Y", "X から Y に"), whatever
its kind.

Pure and stdlib only. The units and markers live in retain/lexicon/valueslot.json.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass

from retain import lexicon
from retain import text as textmod
from retain.core import claims_lexicon as lex

_FILE = "valueslot"  # retain/lexicon/valueslot.json

KINDS = ("port", "time", "weekday", "setting", "size", "duration", "version", "url", "path")
VALUES_CACHE = 512  # texts whose values are kept: a write's statement and its neighbours
MIN_PRODUCT = 4  # letters two product names share at the start to be one (Postgres, PostgreSQL)

# "port 8080", "8080番ポート", "8000 端口", "localhost:3000": the number is a port.
_PORT = re.compile(lexicon.pattern(_FILE, "port"), re.IGNORECASE)
# "04:30", "9:30 UTC": a time of day (not 1:2 ratios: two digits after the colon).
_TIME = re.compile(r"(?<![\d.:])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])")
# How numbers are written, read by `figure` (countslot and slots match them with these):
# "10,000 ms" is ten thousand (a comma before three digits groups thousands), "2,5 s" two
# and a half, "20k" twenty thousand.
THOUSANDS = r"\d{1,3}(?:,\d{3})+"
FIGURE = rf"{THOUSANDS}(?![\d,])|\d+(?:[.,]\d+)?"  # "2,000", "2,5", "2.5", "2"
SCALED = rf"{THOUSANDS}|\d+(?:\.\d+)?[kK]"  # "20,000", "20k": a whole written large
_NUMBER = rf"({FIGURE})"
_THOUSANDS = re.compile(THOUSANDS)


def _units(key: str) -> dict[str, float]:
    """Each unit's name with how many bytes or seconds it is."""
    out: dict[str, float] = {}
    for factor, names in lexicon.groups(_FILE, key).items():
        for name in names:
            out[lexicon.fold(name)] = float(factor)
    return out


# Units by how many bytes or seconds each is: "50 MB" and "10 MB", "60 seconds" and "5 minutes".
_SIZE_UNITS = _units("size_units")
_DURATION_UNITS = _units("duration_units")


def _unit_pattern(units: dict[str, float]) -> re.Pattern[str]:
    names = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
    return re.compile(rf"(?<![\w.]){_NUMBER}\s?({names})(?![^\W\d_])", re.IGNORECASE)


_SIZE = _unit_pattern(_SIZE_UNITS)
_DURATION = _unit_pattern(_DURATION_UNITS)
# A product and its version: "PostgreSQL 16", "ubuntu-24.04", "iOS version is 15".
_MARKERS = "|".join(lexicon.phrases(_FILE, "version_markers"))
_VERSION = re.compile(
    r"(?<![\w./-])([A-Za-z][A-Za-z+#]*)(?:\s+|-)"
    rf"(?:(?:{_MARKERS})\s+(?:is\s+|ist\s+|es\s+|é\s+|est\s+)?)?v?(\d+(?:\.\d+){{0,2}})(?!\w|\.\d)",
    re.IGNORECASE,
)
# A day of the week, any language: "on Mondays", "jeden Dienstag", "毎週木曜".
_DAY_OF = {
    lexicon.fold(w): day for day, ws in lexicon.groups(_FILE, "weekdays").items() for w in ws
}
_WEEKDAY = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(re.escape(w) for w in sorted(_DAY_OF, key=len, reverse=True) if w[0] < "\u3000")
    + r")(?![\w-])|"
    + "|".join(re.escape(w) for w in sorted(_DAY_OF, key=len, reverse=True) if w[0] >= "\u3000"),
    re.IGNORECASE,
)
# A path or a file: config/settings.yaml, ./scripts/ship.sh, tools/deploy, app.toml.
_PATH = re.compile(
    r"(?<![\w:/.@-])(?:\.{1,2}/)?[\w.-]+(?:/[\w.-]+)+/?(?![\w/])"
    r"|(?<![\w/.@-])[\w-]+(?:\.[\w-]+)*\.(?:toml|ya?ml|json|ini|cfg|conf|env|lock|sh|py|js|ts|rb|go|rs|sql)\b"
    r"|(?<=`)(?=[^`\s]*/)/?[\w.{}:-]+(?:/[\w.{}:-]+)*/?(?=`)"  # `/healthz`, `e2e/` in code
)
# An address: https://stg.api.example.app, http://localhost:3000/health.
_URL = re.compile(r"\bhttps?://[^\s()<>\[\]\"'`，。、]+", re.IGNORECASE)
_NOT_PATHS = lexicon.words(_FILE, "not_paths")  # "CI/CD", "and/or": not places on disk
# "from 1.0 to 0.2", "von MariaDB 10.6 auf 10.11", "3.11から3.12に": the first value is left.
_FROM_TO = re.compile(lexicon.pattern(_FILE, "from_to"), re.IGNORECASE)
_NOT_PRODUCTS = frozenset({"port", "ports", "porta", "puerto", "at", "is", "to", "from", "in"})


def is_unit(word: str) -> bool:
    """A unit of size or duration ("MB", "minutes", "秒"): what a number measures, not what
    it counts."""
    return word.casefold() in _SIZE_UNITS or word.casefold() in _DURATION_UNITS


def is_environment(word: str) -> bool:
    """ "production", "staging", "lokal": where a setting holds."""
    return word.casefold() in _ENVIRONMENT_WORDS


# Where a setting holds (retain/lexicon/valueslot.json "environments").
_ENVIRONMENT_WORDS = frozenset(w.casefold() for w in lexicon.phrases(_FILE, "environments"))


@dataclass(frozen=True)
class Value:
    """One value of a kind, where the text says it."""

    kind: str
    key: str  # what is compared: the port, "04:30", bytes, seconds, "product version", a path
    raw: str
    start: int
    end: int
    product: str = ""  # for a version: whose


@dataclass(frozen=True)
class SlotChange:
    """The statement puts `new` where the belief has `old`, in a slot of this kind."""

    kind: str  # one of KINDS, or "from_to"
    old: str
    new: str
    spans: tuple[tuple[int, int], ...]  # where the statement names its values
    belief_spans: tuple[tuple[int, int], ...]
    key: str = ""  # for a setting: its name (POOL_SIZE, --max-warnings)


class _Taken:
    """Stretches already read as a value, disjoint: kept sorted, so whether a new one
    overlaps any is two bisections (a scan of them all made 100 KB of values quadratic).
    An empty stretch would break the order of the ends; such are kept aside, scanned."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.empty: list[tuple[int, int]] = []

    def overlaps(self, start: int, end: int) -> bool:
        if any(start < e and s < end for s, e in self.empty):
            return True
        if start >= end:
            return any(start < e and s < end for s, e in zip(self.starts, self.ends))
        return bisect.bisect_right(self.ends, start) < bisect.bisect_left(self.starts, end)

    def add(self, start: int, end: int) -> None:
        if start >= end:
            self.empty.append((start, end))
            return
        i = bisect.bisect_left(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)


@functools.lru_cache(maxsize=VALUES_CACHE)
def values(text: str) -> tuple[Value, ...]:
    """Every value of a kind the text names, in order; a stretch is read as one kind
    (a port before a duration before a version, as KINDS orders them). Cached: a write
    compares one statement with up to dozens of neighbours."""
    found: list[Value] = []
    taken = _Taken()

    def add(v: Value) -> None:
        if taken.overlaps(v.start, v.end):
            return
        taken.add(v.start, v.end)
        found.append(v)

    for m in _PORT.finditer(text):
        port = next(g for g in m.groups() if g)
        add(Value("port", str(int(port)), m.group(0), m.start(), m.end()))
    for m in _TIME.finditer(text):
        add(Value("time", f"{int(m.group(1)):02d}:{m.group(2)}", m.group(0), m.start(), m.end()))
    for m in _WEEKDAY.finditer(text):
        add(Value("weekday", _DAY_OF[lexicon.fold(m.group(0))], m.group(0), m.start(), m.end()))
    for name, value, start, end in _settings(text):
        add(Value("setting", value.casefold(), text[start:end], start, end, name.casefold()))
    for kind, pattern, units in (
        ("size", _SIZE, _SIZE_UNITS),
        ("duration", _DURATION, _DURATION_UNITS),
    ):
        for m in pattern.finditer(text):
            amount = figure(m.group(1)) * units[lexicon.fold(m.group(2))]
            key = f"{amount:.6f}".rstrip("0").rstrip(".")  # "60 seconds" and "1 min": "60"
            add(Value(kind, key, m.group(0), m.start(), m.end()))
    for m in _VERSION.finditer(text):
        name, version = m.group(1), m.group(2)
        if name.casefold() in _NOT_PRODUCTS:
            continue
        if "." not in version and not any(ch.isupper() for ch in name) and "-" not in m.group(0):
            continue  # "is 30", "every 2": a bare count after a common word is no version
        product = name.casefold()
        add(Value("version", version, m.group(0), m.start(), m.end(), product))
    for m in _URL.finditer(text):
        raw = m.group(0).rstrip(".,;:")
        add(Value("url", raw.casefold().rstrip("/"), raw, m.start(), m.start() + len(raw)))
    for m in _PATH.finditer(text):
        raw = m.group(0).rstrip(".")
        if raw.casefold() in _NOT_PATHS or not re.search(r"[^\W\d_]", raw):
            continue
        key = raw.casefold().removeprefix("./").rstrip("/")
        add(Value("path", key, raw, m.start(), m.start() + len(raw)))
    return tuple(sorted(found, key=lambda v: v.start))


def figure(raw: str) -> float:
    """A number as written: "2,000" is two thousand, "2,5" two and a half, "5k" five
    thousand."""
    scale = 1000.0 if raw[-1:] in ("k", "K") else 1.0
    raw = raw.rstrip("kK")
    if _THOUSANDS.fullmatch(raw):
        return float(raw.replace(",", "")) * scale
    return float(raw.replace(",", ".")) * scale


def same_product(a: str, b: str) -> bool:
    """ "postgres" and "postgresql" name one product; "go" and "node" do not."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= MIN_PRODUCT and long.startswith(short)


def same_value(a: str, b: str) -> bool:
    """ "localhost:5173" and "port 5173", "1024Mi" and "1Gi": one value written two ways
    (the same kinds and keys on both sides). A value aligned character by character
    ("ポ ー ト 5173") is read with its CJK characters joined again."""
    mine, theirs = values(_joined(a)), values(_joined(b))
    return bool(mine) and {(v.kind, v.key) for v in mine} == {(v.kind, v.key) for v in theirs}


def _joined(text: str) -> str:
    return _CJK_GAP.sub("", text)


_CJK_GAP = re.compile(rf"(?<=[{textmod._CJK}])\s+(?=[{textmod._CJK}])")


def slot_change(statement: str, belief: str) -> SlotChange | None:
    """The one slot where `statement` names another value than `belief` does, or None.

    For each kind: each side names exactly one value of it (a version: of the same
    product), and they differ. None when no kind or more than one kind differs, or when
    the two share a value of a kind (they agree there: a detail, not a replacement)."""
    if lex.TENTATIVE.search(statement) or statement.rstrip().endswith(("?", "？")):
        return None
    if not values(statement) and not _FROM_TO.search(statement):
        return None  # nothing of a kind to put in place of anything
    moved = _from_to(statement, belief)
    if moved is not None:
        return moved
    mine, theirs = values(statement), values(belief)
    changes: list[SlotChange] = []
    for kind in KINDS:
        a = [v for v in mine if v.kind == kind]
        b = [v for v in theirs if v.kind == kind]
        if kind == "version":
            b = [v for v in b if any(same_product(v.product, w.product) for w in a)]
            a = [v for v in a if any(same_product(v.product, w.product) for w in b)]
        if kind == "setting":  # a key is spelt one way: POOL_SIZE is not POOL_SIZE_MAX
            b = [v for v in b if any(v.product == w.product for w in a)]
            a = [v for v in a if any(v.product == w.product for w in b)]
        if not a or not b:
            continue
        if {v.key for v in a} & {v.key for v in b}:
            return None  # they agree on this kind
        if len(a) != 1 or len(b) != 1:
            return None  # several values of one kind: a list or a range, not one slot
        if kind == "path" and _is_file(a[0].raw) != _is_file(b[0].raw):
            continue  # "never edit X.rs" beside "never hand-edit files in snapshots/": two places
        if kind == "path" and _within(a[0].raw, b[0].raw):
            continue  # "`feature/` is for features" beside "e.g. `feature/TAN-721-x`"
        changes.append(
            SlotChange(
                kind,
                b[0].raw,
                a[0].raw,
                ((a[0].start, a[0].end),),
                ((b[0].start, b[0].end),),
                a[0].product if kind == "setting" else "",
            )
        )
    return changes[0] if len(changes) == 1 else None


def _is_file(raw: str) -> bool:
    """A file (`generated.rs`, `vcpkg.json`) rather than a folder or a route (`snapshots/`,
    `build/dev`, `/healthz`): a folder is not a file's slot. A file's last part has an
    extension and no slash after it."""
    return not raw.endswith("/") and bool(_EXTENSION.search(raw))


_EXTENSION = re.compile(r"\.[A-Za-z][\w-]*$")


def _within(a: str, b: str) -> bool:
    """Is one path a folder that holds the other (`feature/` and `feature/TAN-721-x`)?"""
    x, y = (p.strip("/").casefold().split("/") for p in (a, b))
    short, long = sorted((x, y), key=len)
    return len(short) < len(long) and long[: len(short)] == short


def _from_to(statement: str, belief: str) -> SlotChange | None:
    """ "Scaled staging API replicas from 2 to 3" against "Staging has 2 API replicas":
    the statement names the belief's value as the one it left, and another in its place
    that the belief does not name."""
    figures = {m.group(1): m for m in _FIGURE.finditer(belief)}
    for m in _FROM_TO.finditer(statement):
        groups = [(k, g) for k, g in m.groupdict().items() if g]
        (xk, x), (yk, y) = groups[0], groups[1]
        x, y = x.casefold().lstrip("v"), y.casefold().lstrip("v")
        if x == y or x not in figures or y in figures:
            continue
        if sum(f == x for f in (g.group(1) for g in _FIGURE.finditer(belief))) != 1:
            continue
        at = figures[x]
        return SlotChange("from_to", x, y, ((m.start(xk), m.end(yk)),), ((at.start(), at.end()),))
    return None


# A setting written as code: KEY=value anywhere ("`POOL_SIZE=20`", 'requires-python =
# ">=3.10"'); inside a code span also a flag with its value ("`pytest -n auto`",
# "`eslint --max-warnings 20`") and "key: value" ("`replicas: 5`").
_ASSIGN = re.compile(
    r"(?<![\w.$-])([A-Za-z_][\w.-]*)[ \t]?=[ \t]?(\"[^\"]*\"|'[^']*'|[^\s`'\",;)=]+)"
)
_CODE_SPAN = re.compile(r"`([^`\n]+)`")
_FLAG = re.compile(r"(?<!\S)(--?[A-Za-z][\w-]*)(?:=|[ \t]+)(?!-)([^\s`=]+)")
_KEY_VALUE = re.compile(r"^[ \t]*([A-Za-z_][\w.-]*):[ \t]+([^\s`]+)[ \t]*$")


def _settings(text: str) -> list[tuple[str, str, int, int]]:
    """(name, value, start, end) of each setting the text writes as code."""
    urls = [(m.start(), m.end()) for m in _URL.finditer(text)]  # ?page=2 is no setting
    found = [
        (m.group(1), m.group(2).strip("\"'"), m.start(), m.end())
        for m in _ASSIGN.finditer(text)
        if not any(s <= m.start() < e for s, e in urls)
    ]
    for span in _CODE_SPAN.finditer(text):
        at = span.start(1)
        code = span.group(1)
        for m in (*_FLAG.finditer(code), *_KEY_VALUE.finditer(code)):
            found.append((m.group(1), m.group(2), at + m.start(), at + m.end()))
    # "`pnpm --filter <pkg> add x`": a placeholder is a template's hole, not a value
    return [f for f in found if not _PLACEHOLDER.fullmatch(f[1])]


_PLACEHOLDER = re.compile(r"<[^<>]*>|\{[^{}]*\}|\[[^\[\]]*\]|\.\.\.|…|\$\{?[A-Z_]+\}?")


# CJK may touch it; a unit written against it is no part of the number ("30s", "512m")
_FIGURE = re.compile(
    r"(?<![A-Za-z0-9_.:])v?(\d+(?:[.:]\d+)*)(?:ms|s|m|h|d|k|mb|gb|%)?(?![A-Za-z0-9_:]|\.\d)",
    re.IGNORECASE,
)
