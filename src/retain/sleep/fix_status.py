"""How telling the lines of a tool that talks to something are (issue 29, round 39).

Operations sessions fail in clients of a daemon, a remote or a registry: docker and
compose, git pushing to a host, npm and pip against an index. Each prints its own summary
of the failure beside the line saying why, and the summary used to win the choice of the
telling line (retain.sleep.fix_telling), being the first of equals:

- Docker's daemon states the cause (`Error response from daemon: ... port is already
  allocated`); compose's progress row above it (` ✘ Container db-1  Error`) only marks
  which container failed;
- git prints one line per ref it could not push, with the reason (`! [rejected]  main ->
  main (fetch first)`, `! [remote rejected] ... (pre-receive hook declined)`); its
  `error: failed to push some refs to ...` under them says only that some failed;
- a registry's HTTP status with its reason phrase (`401 Unauthorized - GET https://...`)
  says why an install stopped; npm's `code E401` above it is its code alone;
- a remote's request id (`remote: error: Trace: 6ce17f...`) and its pointer to the docs
  (`remote: error: See https://gh.io/lfs for more information.`) say nothing of the
  failure, however they are prefixed.

Scores as in fix_telling's `_TELLING`, read before it (the first pattern a line matches
decides). Pure and stdlib-only.
"""

from __future__ import annotations

import re

_SAID_BY = r"(?:remote: )?(?:error: )?"  # a git remote's error lines
# HTTP reason phrases of a registry or an API refusing the request
_REASONS = "Unauthorized|Forbidden|Not Found|Proxy Authentication Required"
TELLING = (
    # a line holding only an id or a pointer: no score of its own (a log level's word
    # still makes it a plain error line, below any that says why)
    (0, re.compile(rf"^{_SAID_BY}(?:Trace|Request ?ID|Correlation ID): [\w-]+$", re.I)),
    (0, re.compile(rf"^{_SAID_BY}See \S+ for more information\.?$", re.I)),
    (4, re.compile(r"^Error response from daemon: \S")),
    (4, re.compile(r"^! \[(?:remote )?rejected\]\s+\S+ -> \S+ \(.+\)$")),
    (3, re.compile(rf"(?:^|\s)[45]\d\d (?:{_REASONS})\b")),
)  # fmt: skip
