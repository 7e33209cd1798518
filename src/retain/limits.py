"""The bounds every edge enforces, and the one rule that checks a number against them:
the facade, the CLI flags, the MCP tools, the viewer and the JSON Lines import all call
`whole` or `real`, so a limit or the wording of its error changes in one place.
Stdlib only (and retain.errors, itself stdlib only)."""

from __future__ import annotations

from retain.errors import InvalidInput

MAX_K = 50  # results per search
MAX_ID = 2**63 - 1  # SQLite's largest rowid; larger ids cannot exist
MAX_TEXT_CHARS = 4000  # a memory is a belief, not a document; longer input is refused
MAX_REASON_CHARS = 500  # why a memory was forgotten
MAX_TTL_DAYS = 36500.0  # a time to live beyond a century is no time to live
MAX_BUDGET = 2000  # tokens of the SessionStart block; beyond this it hides the tools
MIN_BUDGET = 50
MAX_TIMESTAMP = 253402300799.0  # 9999-12-31T23:59:59Z: no later moment can be shown as a date


def real(name: str, value: object, low: float, high: float, *, above_low: bool = False) -> float:
    """`value` as a float in [low, high] (or (low, high] with `above_low`).

    NaN and the infinities are refused first: every comparison with NaN is false, so a
    range check written as `not low < v <= high` lets it through one way and refuses it
    the other, and a NaN time to live stored as "no expiry" (the hole this closes).
    Booleans and strings are refused too: True is not 1 day.
    """
    import math  # here: config imports this module on every hook's path

    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidInput(f"{name} must be a number, got {value!r}")
    try:
        number = float(value)
    except OverflowError:  # an int past float's range
        number = math.inf
    if not math.isfinite(number):
        raise InvalidInput(f"{name} must be a finite number, got {value!r}")
    inside = (low < number if above_low else low <= number) and number <= high
    if not inside:
        span = f"more than {low:g} and at most" if above_low else f"from {low:g} to"
        raise InvalidInput(f"{name} must be {span} {high:g}, got {value!r}")
    return number


def whole(name: str, value: object, low: int, high: int) -> int:
    """`value` as an int in [low, high]; a float is taken only when it is whole (3.0), so
    NaN, the infinities and 2.5 are refused with the same message as any other stray."""
    import math

    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and not math.isfinite(value):
            raise InvalidInput(f"{name} must be a finite whole number, got {value!r}")
        raise InvalidInput(f"{name} must be a whole number, got {value!r}")
    if not low <= value <= high:
        raise InvalidInput(f"{name} must be a whole number from {low} to {high}, got {value}")
    return value


def parse_real(name: str, raw: str, low: float, high: float, *, above_low: bool = False) -> float:
    """`real` for text (a command-line flag, a query string): "nan", "inf" and "1e999"
    parse as floats, so they are refused by the same rule, not by a parse error."""
    try:
        value = float(raw.strip())
    except ValueError:
        raise InvalidInput(f"{name} must be a number, got {raw!r}") from None
    return real(name, value, low, high, above_low=above_low)


def parse_whole(name: str, raw: str, low: int, high: int) -> int:
    """`whole` for text; "3.0" is not taken (a flag that wants a count gets digits)."""
    import math

    text = raw.strip()
    try:
        return whole(name, int(text), low, high)
    except ValueError:
        pass
    try:
        value = float(text)
    except ValueError:
        value = 0.5  # not a number at all: the same "whole number" message
    if math.isfinite(value):
        raise InvalidInput(f"{name} must be a whole number, got {raw!r}")
    return whole(name, value, low, high)  # NaN or an infinity: refused by the rule
