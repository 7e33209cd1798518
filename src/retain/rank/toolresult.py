"""Whether a PostToolUse result reports a failure (retain.hooks.tools sends such a
result to the failure hook). Stdlib only: the tool hooks import it."""

from __future__ import annotations

from retain.lazyre import lazy

# A count of none (`ERROR=0`, `Failures: 0, Errors: 0`, `0 errors`, `no failures`): a
# test or build summary saying that nothing failed, not a line stating an error.
_NONE_COUNTED = lazy(
    r"(?i)\b(?:errors?|failures?|failed|failing|exceptions?)\s*[=:]\s*0\b(?![.,]\d)"
    r"|(?<![^\s(\[|,;])0\s+(?:errors?|failures?|failed|failing|exceptions?)\b"
    r"|\bno\s+(?:errors?|failures?)\b"
)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any


def failed_result(tool_response: Any) -> str | None:
    """The error text of a PostToolUse result that reports a failure, else None. Claude
    Code 2.1 sends a non-zero Bash exit as PostToolUseFailure (its `error`: "Exit code
    N" and the output); a PostToolUse result counts as failed when it says so: an
    `is_error`/`exit_code` field, output that opens or ends with "Exit code N", or a
    line of output stating an error."""
    if isinstance(tool_response, str):
        head = tool_response.lstrip()[:40].lower()
        return tool_response if head.startswith(("error", "exit code")) else None
    if not isinstance(tool_response, dict) or tool_response.get("interrupted") is True:
        return None
    parts = [
        v
        for k in ("stderr", "stdout", "output", "error")
        if isinstance(v := tool_response.get(k), str)
    ]
    text = "\n".join(p for p in parts if p)
    for key in ("exit_code", "exitCode", "returncode", "code"):
        code = tool_response.get(key)
        if isinstance(code, int) and not isinstance(code, bool) and code != 0:
            return text or f"Exit code {code}"
    if tool_response.get("is_error") is True or tool_response.get("isError") is True:
        return text or None
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    for ln in lines[:1] + lines[-1:]:
        low = ln.lower()
        if (
            low.startswith("exit code ")
            and low[10:].strip().lstrip("-").isdigit()
            and low[10:].strip() != "0"
        ):
            return text
    # Output stating an error is a failure whatever the exit status: a pipe (`| tail`)
    # hides the exit code, `docker compose logs` exits 0 while printing a crash. Only a
    # memory that describes the error line is then shown (failure_block), as for any
    # failure. A summary counting no errors (`Done. PASS=9 WARN=0 ERROR=0`, Maven's
    # `Failures: 0, Errors: 0`) states none: its counts are read out first.
    from retain.core import signature as sig

    read = sig.head_and_tail(text)  # what states_error reads
    return text if sig.states_error(_NONE_COUNTED.sub(" ", read)) else None
