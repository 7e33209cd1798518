"""A step that only rewrites a migration tool's record of what was applied: never the fix.

Pure and stdlib-only. Migration tools keep a table of the versions they ran, and each
has a command that writes that table without running any migration: golang-migrate's
`migrate ... force V`, `alembic stamp`, Django's `migrate --fake` / `--fake-initial`,
`prisma migrate resolve`, `flyway repair`, Liquibase's `changelog-sync` and
`mark-next-changeset-ran`. Such a step changes no schema and no data. Run past a real
error (the failing version marked applied) it buys a pass that teaches nothing; run back
(the version marked not applied after the real change, so the migration runs again) it
is tidying after the fix, which is the change made before it. Either way a careful
engineer does not keep it as the fix: retain.sleep.fix_steps looks past it.
"""

from __future__ import annotations

import re

from retain.sleep.fix_programs import Program

# Each tool's record-only command, on the program's words joined by single spaces.
_RECORDS = re.compile(
    r"^(?:"
    r"migrate(?: \S+)* force \S+$"  # golang-migrate: force V
    r"|alembic(?: \S+)* stamp\b"
    r"|(?:\S*/)?manage\.py migrate\b(?: \S+)* --fake(?:-initial)?(?: |$)"
    r"|prisma migrate resolve\b"
    r"|flyway(?: \S+)* repair$"
    r"|liquibase(?: \S+)* (?:changelog-sync|mark-next-changeset-ran)\b"
    r")",
    re.IGNORECASE,
)


def records_only(p: Program) -> bool:
    """`p` only writes its migration tool's table of applied versions."""
    words = list(p.words)
    if words and words[0].casefold().startswith("python") and len(words) > 1:
        words = words[1:]  # `python manage.py migrate ...` is manage.py's
    return bool(_RECORDS.match(" ".join(words)))
