"""The MCP tools' argument types: the JSON schemas the model reads are generated from
these (Literal enums, bounds, descriptions), and the SDK validates every call against
them before a tool runs. No tool logic here; retain.server.tools uses them."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from retain import limits
from retain.errors import InvalidInput
from retain.models import Outcome, Scope, Valence, Verdict

_NOT_FINITE = frozenset({"nan", "inf", "infinity"})  # what float() reads as no number


def checked(name: str, low: float, high: float, *, whole: bool = False) -> BeforeValidator:
    """limits' one rule for a numeric argument, before pydantic's coercion: JSON's `NaN`
    and `1e999` (infinity) are refused with the message the CLI and the facade give, not
    compared against a bound (every comparison with NaN is false); `true` is not
    memory 1 (pydantic's lax int took it for 1: memory_forget forgot [1]); nor is the
    string "1" (round 30: pydantic read it as 1; a JSON number is what the schema asks)."""

    def check(value: Any) -> Any:
        if isinstance(value, str) and value.strip().lower().lstrip("+-") in _NOT_FINITE:
            value = float(value)  # pydantic would read "NaN" as a float: same rule
        if not isinstance(value, (int, float, str)):  # (a bool is an int: refused below)
            return value  # pydantic's own type check answers lists, objects, None
        try:
            if whole:
                return limits.whole(name, value, int(low), int(high))
            return limits.real(name, value, low, high, above_low=True)
        except InvalidInput as e:
            raise ValueError(str(e)) from None

    return BeforeValidator(check)


def _pinned(value: Any) -> Any:
    """A JSON boolean only: pydantic's lax bool read "yes", "on", "1" and 1 as true."""
    if not isinstance(value, bool):
        raise ValueError(f"pinned must be true or false (a JSON boolean), got {value!r}")
    return value


Pinned = Annotated[bool, BeforeValidator(_pinned)]
MemoryId = Annotated[
    int,
    Field(ge=1, description="A memory id, the number shown in [brackets]."),
    checked("memory_id", 1, limits.MAX_ID, whole=True),
]
Text = Annotated[
    str,
    Field(
        min_length=1,
        max_length=limits.MAX_TEXT_CHARS,
        description="One self-contained statement, a few sentences at most.",
    ),
]
Query = Annotated[
    str,
    Field(
        min_length=1,
        max_length=limits.MAX_TEXT_CHARS,
        description="What you want to know, in plain words (a question or keywords).",
    ),
]
At = Annotated[
    str | None,
    Field(
        description="Answer as of this past moment: an ISO-8601 date or date-time, e.g. "
        "'2025-03-14' (end of that day) or '2025-03-14T09:30:00Z'. Omit for now.",
    ),
]
Trust = Literal["user", "agent"]
K = Annotated[
    int,
    Field(ge=1, le=limits.MAX_K, description="How many memories at most."),
    checked("k", 1, limits.MAX_K, whole=True),
]
FailureValence = Annotated[
    Valence | None, Field(description="'failure' for lessons from things that went wrong.")
]
WriteScope = Annotated[
    Scope | None,
    Field(
        description="'user' follows the user into every project; 'project' stays "
        "here. Default: user for preference/constraint/procedure, else project."
    ),
]
WriteOutcome = Annotated[
    Outcome | None, Field(description="'fail' if this records something that went wrong.")
]
WriteVerdict = Annotated[
    Verdict | None,
    Field(
        description="Your judgement against an existing memory (give its id as "
        "`target`): 'contradiction' replaces it, 'refinement' adds detail, "
        "'redundant' just confirms it. Omit to let retain decide."
    ),
]
Target = Annotated[
    int | None,
    Field(ge=1, description="The [id] the verdict is about."),
    checked("target", 1, limits.MAX_ID, whole=True),
]
WriteTrust = Annotated[
    Trust, Field(description="'user' if the user said it directly, else 'agent'.")
]
TtlDays = Annotated[
    float | None,
    Field(
        gt=0,
        le=limits.MAX_TTL_DAYS,
        allow_inf_nan=False,
        description="Forget after this many days.",
    ),
    checked("ttl_days", 0, limits.MAX_TTL_DAYS),
]
Situation = Annotated[
    str | None,
    Field(
        max_length=limits.MAX_TEXT_CHARS,
        description="The situation you learned it in, in the words someone would "
        "use later: the task or the user's request, the symptom or error message. "
        "E.g. 'CI green but the nightly job keeps getting killed'. Searchable, "
        "never shown as the memory.",
    ),
]
OutcomeArg = Annotated[Outcome, Field(description="'ok' if it helped, 'fail' if it misled you.")]
Note = Annotated[
    str | None,
    Field(
        min_length=1,
        max_length=limits.MAX_TEXT_CHARS,
        description="What happened; on 'fail' it is kept as a lesson.",
    ),
]
Reason = Annotated[
    str,
    Field(min_length=1, max_length=limits.MAX_REASON_CHARS, description="Why it should go."),
]
