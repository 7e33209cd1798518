"""How every block retain injects is written: one neutralised line per memory, fenced
with a fresh nonce, fitted to a token budget.

The SessionStart block (retain.rank.block), the prompt-time block (retain.rank.prompt)
and the team's (the same SessionStart block on the team store) differ only in their
`Frame`: the policy of a moment's block (header and footer, how many lines, how many
candidates are looked at, a character cap, how long a line may be, whether a possibly
stale memory says so, and the order the chosen lines are written in). `fit` is the one
routine that fills a block under a budget; `line`, `neutralize`, `label` and `fence`
are its parts, which the tool-time lines (retain.rank.tool) use as well.

Stored text is untrusted: it is flattened to one line per memory and stripped of
anything that could close the fence or pose as a role or a tag, and the fence
carries a per-block random nonce.

Lean on purpose, because the hooks import it: stdlib only, no typing or dataclasses at
run time (a `Frame` is a slotted read-only class, not a frozen dataclass).
"""

from __future__ import annotations

import os
import re
import unicodedata

from retain import text as textmod
from retain.text import FENCE_TAG, STALE_MARK

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterable

    from retain.rank.prompt import Line

MAX_ITEM_CHARS = 320  # one memory is one belief; longer text is cut (memory_search has it all)


class Block:
    """The text to inject ('' when there is nothing worth showing) and what it shows.
    A plain value (not a dataclass: the hook imports this module)."""

    __slots__ = ("text", "memory_ids")

    def __init__(self, text: str, memory_ids: tuple[int, ...]) -> None:
        self.text = text
        self.memory_ids = memory_ids

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Block):
            return NotImplemented
        return (self.text, self.memory_ids) == (other.text, other.memory_ids)

    def __hash__(self) -> int:
        return hash((self.text, self.memory_ids))

    def __repr__(self) -> str:
        return f"Block(text={self.text[:60]!r}, memory_ids={self.memory_ids!r})"


# --- neutralising stored text -------------------------------------------------------

# Pattern strings, compiled (and cached) by `re` on first use: the prechecks below mean
# most blocks need few of them or none, and compiling all three at import took about 4%
# of the SessionStart hook's instructions.
_FENCE_NAME = r"retain[\s_\-\u2010-\u2015.:]*memory"  # re.IGNORECASE
_ROLES = ("human", "assistant", "system", "user", "developer", "tool")
_ROLE_MARKER = r"\b(" + "|".join(_ROLES) + r")(\s*):"  # re.IGNORECASE
_CODE_FENCE = r"`{2,}|~{3,}"


def _lacks(flat: str, words: tuple[str, ...]) -> bool:
    """True when ASCII `flat` holds none of `words` (lower case) in any case, so a
    case-insensitive pattern that needs one cannot match; False when it may (or the text
    is not ASCII: Unicode case folding has look-alikes, e.g. U+017F for `s`). Each
    substitution below is skipped only when it could not match, which saves most of the
    block's regex time (those patterns have no literal prefix for `re` to search by)."""
    if not flat.isascii():
        return False
    low = flat.lower()
    return not any(w in low for w in words)


# A role marker is a role word, spaces (`flat`'s only whitespace once split and joined),
# a colon: with the spaces taken out, one of these (a necessary condition only).
_ROLE_COLONS = tuple(f"{r}:" for r in _ROLES)


def neutralize(text: str) -> str:
    """One safe line from stored text: no newlines, no tags, no fence name, no role markers.

    NFKC first, so full-width look-alikes of `<` or `:` are caught too; control and
    format characters (zero-width joiners, bidi overrides) go, since they can hide a
    marker from the checks below while the model still reads it.
    """
    flat = unicodedata.normalize("NFKC", text[: 2 * MAX_ITEM_CHARS])  # the rest is cut anyway
    flat = " ".join(flat.split())  # every Unicode line break and run of spaces -> one space
    if not flat.isprintable():  # control, format, private-use or unassigned characters
        flat = "".join(ch for ch in flat if ch.isprintable() or ch == " ")
    flat = flat.replace("<", "\u2039").replace(">", "\u203a")  # no tag can open or close
    if not _lacks(flat, ("retain",)):
        flat = re.sub(_FENCE_NAME, "retain memory", flat, flags=re.IGNORECASE)
    if "``" in flat or "~~~" in flat:
        flat = re.sub(_CODE_FENCE, "`", flat)
    if ":" in flat and not _lacks(flat.replace(" ", ""), _ROLE_COLONS):
        flat = re.sub(_ROLE_MARKER, lambda m: f"{m.group(1)} -", flat, flags=re.IGNORECASE)
    if len(flat) > MAX_ITEM_CHARS:
        flat = flat[: MAX_ITEM_CHARS - 1].rstrip() + "\u2026"
    return flat


def label(m: Line) -> str:
    """How a line names what it shows: pinned, failure, or the kind."""
    if m.pinned:
        return f"pinned {m.kind}"
    if m.valence == "failure":
        return "failure lesson" if m.kind == "lesson" else f"failure {m.kind}"
    return m.kind


def fence(lines: list[str], header: str, footer: str) -> str:
    """Lines between a header and a footer inside the fence, with a fresh random nonce:
    every block retain injects (SessionStart, prompt-time) is built here, so stored
    text, already neutralised, cannot close it. The length does not depend on the nonce."""
    nonce = os.urandom(6).hex()  # os, not secrets: same source, 15 ms less import
    return "\n".join(
        (
            f'<{FENCE_TAG} nonce="{nonce}">',
            header,
            *lines,
            footer,
            f'</{FENCE_TAG} nonce="{nonce}">',
        )
    )


class Frame:
    """One moment's policy for writing its block: what frames the lines, how many lines
    and characters it may hold, how many candidates are looked at (`looked`: None, all
    until `max_items` fit or `max_misses` in a row did not), a line's length
    (`item_chars`, under MAX_ITEM_CHARS), whether a possibly stale memory is marked,
    and whether the chosen lines are written ends first (`_ends_first`). Read-only."""

    __slots__ = (
        "header",
        "footer",
        "max_items",
        "looked",
        "max_misses",
        "max_chars",
        "item_chars",
        "mark_stale",
        "ends_first",
    )
    header: str
    footer: str
    max_items: int
    looked: int | None
    max_misses: int | None
    max_chars: int | None
    item_chars: int | None
    mark_stale: bool
    ends_first: bool

    def __init__(
        self,
        *,
        header: str,
        footer: str,
        max_items: int,
        looked: int | None = None,
        max_misses: int | None = None,
        max_chars: int | None = None,
        item_chars: int | None = None,
        mark_stale: bool = False,
        ends_first: bool = False,
    ) -> None:
        for name, value in (
            ("header", header),
            ("footer", footer),
            ("max_items", max_items),
            ("looked", looked),
            ("max_misses", max_misses),
            ("max_chars", max_chars),
            ("item_chars", item_chars),
            ("mark_stale", mark_stale),
            ("ends_first", ends_first),
        ):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Frame is read-only ({name})")

    def __repr__(self) -> str:
        return (
            f"Frame(max_items={self.max_items}, looked={self.looked}, header={self.header[:30]!r})"
        )


def line(m: Line, frame: Frame) -> str:
    """One memory's line: its id, its label (and the stale mark when the frame
    shows it), and its text neutralised and cut to the frame's length."""
    text = neutralize(m.text)
    cut = frame.item_chars
    if cut is not None and len(text) > cut:
        text = text[: cut - 1].rstrip() + "\u2026"
    stale = f" ({STALE_MARK})" if frame.mark_stale and m.stale_at is not None else ""
    return f"- [{m.id}] {label(m)}{stale}: {text}"


def fit(memories: Iterable[Line], frame: Frame, budget: int) -> Block:
    """The block of `memories`, best first, within `budget` tokens (estimated
    conservatively) and the frame's caps: each line that does not fit is skipped (a
    shorter, less important one may still fit). Empty when nothing fits."""
    header, footer = frame.header, frame.footer
    empty = fence([], header, footer)
    used_tokens = textmod.estimate_tokens(empty)
    used_chars = len(empty)
    max_chars = frame.max_chars
    chosen: list[tuple[int, str]] = []
    misses = 0
    looked = memories if frame.looked is None else list(memories)[: frame.looked]
    for m in looked:
        if len(chosen) >= frame.max_items or (
            frame.max_misses is not None and misses >= frame.max_misses
        ):
            break
        text = line(m, frame)
        cost = textmod.estimate_tokens(text + "\n")
        if used_tokens + cost > budget or (
            max_chars is not None and used_chars + len(text) + 1 > max_chars
        ):
            misses += 1
            continue  # a shorter, less important line may still fit
        misses = 0
        chosen.append((m.id, text))
        used_tokens += cost
        used_chars += len(text) + 1
    if not chosen:
        return Block("", ())
    lines = [text for _, text in chosen]
    block = fence(_ends_first(lines) if frame.ends_first else lines, header, footer)
    # The estimate is additive over characters, so the sum above is the whole block's.
    assert textmod.estimate_tokens(block) <= budget
    assert max_chars is None or len(block) <= max_chars
    return Block(block, tuple(mid for mid, _ in chosen))


def _ends_first(items: list[str]) -> list[str]:
    """Most important at the start and the end, least important in the middle (models
    read the middle of a long context least carefully): ranks 0, 2, 4, ... from the
    top, and ... 5, 3, 1 up from the bottom."""
    return items[0::2] + items[1::2][::-1]
