"""Ordered schema migrations: the only source of the schema.

Each `mNNN_*` function runs in one transaction together with its row in
`_migrations`. Never edit a shipped migration; add a new one with a why-comment. The
steps live by what they are about: the tables in retain.store.sqlite_schema, what the
hooks and ranking keep beside them in retain.store.sqlite_schema_hooks, the owed scrub
and branch columns and the tool keys read again (m013 to m018) here, beside the runner,
which re-keys the memories once for all pending steps that each end by doing so
(EndsInRekey: m012 to m019, m022, m023, m025, m026, m027), not once per step. The same
runner keys every memory again when the key rules changed since the store was keyed
(retain.store.db.TOOL_KEYS_VERSION above the store's record of it), schema or not, on a
connection that may take the time (not a hook's).
"""

from __future__ import annotations

import time

from retain.errors import SchemaTooNew
from retain.store.db import SCHEMA_VERSION as SCHEMA_VERSION
from retain.store.db import applied_version as applied_version
from retain.store.db import tool_keys_current
from retain.store.sqlite_rekey import key_again_if_stale, note_tool_keys, rekey_stale
from retain.store.sqlite_schema import (
    m001_initial,
    m002_memory_context,
    m003_retired_kind,
    m004_links,
    m005_episode_context,
)
from retain.store.sqlite_schema_hooks import (
    EndsInRekey,
    m006_injection_use,
    m007_outcomes_and_anchors,
    m008_block_ranking_indexes,
    m009_tool_keys,
    m012_tool_code_keys,
    m022_tool_when_keys,
    m024_tool_edits,
)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3
    from collections.abc import Callable


# The flag m010 sets: a scrub (retain.sleep.scrub) is owed to the rows stored before it.
SCRUB_FLAG = "scrub"
# The redaction rules (retain.redact.RULES_VERSION) every stored row was last redacted
# under. A store holding text without it, or with an older one, owes a scrub.
REDACTION_FLAG = "redaction"


def holds_text(conn: sqlite3.Connection) -> bool:
    """Whether the store holds any text a scrub would read (a memory or an episode)."""
    return bool(
        conn.execute(
            "SELECT EXISTS (SELECT 1 FROM memories) OR EXISTS (SELECT 1 FROM episodes)"
        ).fetchone()[0]
    )


def owed_scrub(conn: sqlite3.Connection) -> str | None:
    """Why a scrub is owed, or None: a migration's flag (m010 or a later one), or text
    redacted under older rules than today's (retain.redact.RULES_VERSION) or before they
    had a version. Read-only; needs the store_flags table (m010)."""
    flags = dict(
        conn.execute(
            "SELECT name, detail FROM store_flags WHERE name IN (?, ?)",
            (SCRUB_FLAG, REDACTION_FLAG),
        ).fetchall()
    )
    if SCRUB_FLAG in flags:
        return str(flags[SCRUB_FLAG])
    from retain.redact import RULES_VERSION  # here: a hook opening a store needs none

    under = flags.get(REDACTION_FLAG)
    if under == str(RULES_VERSION) or not holds_text(conn):
        return None
    return owed_words("rows", under, RULES_VERSION)


def owed_words(rows: str, under: object, version: int) -> str:
    """How a scrub owed for redaction rules is worded, on SQLite and the team store
    (retain.store.pg_redaction) alike: `rows` redacted under version `under` (None:
    before the rules had a version), not today's `version`."""
    rules = f"redaction rules version {version}"
    return (
        f"{rows} stored before {rules}"
        if under is None
        else f"{rows} under version {under}, not {rules}"
    )


def note_redaction_rules(conn: sqlite3.Connection, *, scrubbed: bool = False) -> None:
    """Record that every row is redacted under today's rules: after a full scrub
    (`scrubbed`), or on a store with no text yet (all it will hold, today's redact()
    redacts)."""
    if not scrubbed and holds_text(conn):
        return
    from retain.redact import RULES_VERSION  # here: a hook opening a store needs none

    conn.execute(
        "INSERT OR REPLACE INTO store_flags(name, set_at, detail) VALUES (?, ?, ?)",
        (REDACTION_FLAG, time.time(), str(RULES_VERSION)),
    )


def mark_scrub_pending(conn: sqlite3.Connection, why: str) -> None:
    """Owe the store a scrub when it holds any text (a new, empty store owes none).
    Cheap: one row. The sleep pass or `retain scrub` does the work and clears it."""
    if holds_text(conn):
        conn.execute(
            "INSERT OR REPLACE INTO store_flags(name, set_at, detail) VALUES (?, ?, ?)",
            (SCRUB_FLAG, time.time(), why),
        )


def m010_scrub_pending(conn: sqlite3.Connection) -> None:
    # Issue 27: redact() learned more kinds of secret than it knew when older rows were
    # written, and those rows (memories, evidence, history, the FTS index, free pages)
    # still hold them. Re-redacting and VACUUMing the whole file here would put that
    # cost on whatever opens the store first, usually a hook; so this step only records
    # that a scrub is owed. The next sleep pass (detached) or `retain scrub` does it, and
    # `retain status` / `doctor` say it is pending. A later widening of redact() adds a
    # migration that calls mark_scrub_pending again.
    conn.execute(
        "CREATE TABLE IF NOT EXISTS store_flags ("
        "name TEXT PRIMARY KEY, set_at REAL NOT NULL, detail TEXT NOT NULL)"
    )
    mark_scrub_pending(conn, "rows stored before the redaction rules of retain's issue 27")


def m011_memory_branch(conn: sqlite3.Connection) -> None:
    # Issue 31: a memory can be true on one branch only (retain.memory.branch_scope).
    # `branch`: the branch it is confined to, NULL = every branch (all rows so far);
    # `written_branch`: where it was confined when written, kept after a merge lifts it;
    # `branch_seen`: JSON of what the branch showed (heads, patch ids, files' blobs), so
    # the sleep pass (retain.sleep.branches) follows it through rebases and renames and
    # recognises a squash merge after the branch is gone.
    conn.execute("ALTER TABLE memories ADD COLUMN branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN written_branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN branch_seen TEXT")
    # An observation captured from a session on a branch, with the branch it would be
    # confined to (retain.memory.branch_scope.decide), as `branch_seen` JSON: the belief
    # the sleep pass promotes from it is confined when all its observations agree.
    conn.execute("ALTER TABLE episodes ADD COLUMN branch_seen TEXT")
    conn.execute(
        "CREATE INDEX memories_branch ON memories(project_id, branch) WHERE branch IS NOT NULL"
    )


@EndsInRekey
def m013_tool_keys_again(conn: sqlite3.Connection) -> None:
    # Rules: a memory that opens by quoting an error keys only what it forbids, a path
    # right after a command is its argument, an option prescribed to every run of a tool
    # and a project's launcher (`bin/rails`) key the bare tool, `X is deprecated` forbids X.
    # Nothing changes but the rules: the step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m014_tool_keys_destinations(conn: sqlite3.Connection) -> None:
    # Rules: more ways of sending work to a file or folder (`versions live only in X`,
    # `X belongs in Y`, `moved to Y`, `move that code to Y`) make it a destination, where
    # an edit follows the memory already; folders listed together in parentheses
    # describe a layout and key nothing. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m015_tool_keys_families(conn: sqlite3.Connection) -> None:
    # Rules: a family of files by extension (`*.tfvars`, ".meta files") said to be
    # generated or not to be edited keys `*.ext`; a command line of a tool the command
    # table does not know (`nrfjprog --eraseall`) keys that tool, and its paths are no
    # keys; `X go in Y` sends work to Y. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m016_tool_keys_placements(conn: sqlite3.Connection) -> None:
    # Rules: more ways of naming where work goes (`an entry in X`, `registered in X`,
    # `grant it in X`, `live under X`, `X instead`) make X a destination, and code
    # forbidden in German, Spanish, Portuguese, French or Chinese (`nunca X`, `不要用 X`)
    # is a code key, and a memory opening with a command and the error it reports
    # (`\`make x\` failing with \`...\``) keys only what it forbids, as one opening with
    # the error does. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m017_tool_keys_names(conn: sqlite3.Connection) -> None:
    # Rules (issue 29, proposal): a dotfile named alone (`.bazelrc`; not a dotenv file)
    # is a file key; a tool named as the one not to use ("rg, not grep -r",
    # "black was removed", "the system gradle is 7.x") is forbidden like one not to
    # run, with the options named. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m018_tool_keys_patterns(conn: sqlite3.Connection) -> None:
    # Rules (issue 29, proposal): a file named by a pattern of its name
    # (`Pulumi.<stack>.yaml`, `appsettings*.json`) is a file key an edit of any such file
    # looks up; a tool and its subcommand named plainly as not to run ("never a blanket
    # swift package update", "no alr update") is a forbidden run whether or not the
    # command table knows the tool. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m019_tool_keys_folders_places(conn: sqlite3.Connection) -> None:
    # Rules (issue 29, round 11): a folder named by a word and a noun (`the migrations
    # folder`), and `migrations` when a memory says migrations are frozen or not to be
    # edited, are folder keys (target toolkeys.NAMED); files "ending in .g.dart" are a
    # family like `*.g.dart`; a memory on how commit messages are written keys `git
    # commit` (retain.core.toolcommit); a dotenv file said never committed keys that file
    # for a `git add` only (retain.core.toolstage). And (precision): the one place a
    # memory allows (`env() only inside config/`, `deps come from vcpkg.json only`,
    # `listed under \`queues:\` in X`) is where the work goes (retain.core.toolplaces); a
    # name ruled out with its number (`no iPhone 16 runtime`) is that model only; code
    # forbidden by French `jamais utiliser`. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m023_tool_keys_runners(conn: sqlite3.Connection) -> None:
    # Rules (issue 29, round 24): a command a package manager runs as a project tool
    # (`pnpm exec prisma db push`, `pnpm wrangler deploy`, `bun x biome check`) is keyed
    # by that tool, as after npx (retain.core.toolcommand._package_run); a tool named as
    # the bare run that goes wrong ("Bare prove uses the system perl", "A plain fly
    # deploy goes to prod") keys that run (retain.core.toolforms.plain_runs). The step is
    # its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m025_tool_keys_roles(conn: sqlite3.Connection) -> None:
    # Rules (issue 29, round 29): a file named by its role ("the lockfile", "the apply
    # workflow") or a tool's config by the tool ("SwiftLint's line_length rule") keys that
    # role (retain.core.toolroles), which an edit of such a file looks up with its
    # families. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m026_tool_keys_wrapped(conn: sqlite3.Connection) -> None:
    # Rules (issue 29, round 32): a command a memory prescribes through a lead (`sail npm
    # run build`, `bundle exec fastlane ...`, `mise exec -- zig build`) keys the command
    # it runs inside (retain.core.toolwrapped), which a run of that tool without the lead
    # is tied to. The step is its re-key (EndsInRekey) alone.
    return


@EndsInRekey
def m027_tool_keys_spellings(conn: sqlite3.Connection) -> None:
    # Rules (issue 29, round 37): a command spelled another way keys as the call runs it:
    # `deno test` (deno is no interpreter), and a shell alias a memory defines ("`k` is
    # our kubectl alias": retain.core.toolalias); a project's wrapper for its build tool,
    # in backticks or prose (`./mvnw -pl api verify` is `mvn verify`, as `./gradlew` is
    # gradle), a long option's value between subcommands (`deno task --cwd api test`),
    # and a memory's pattern for a family of subcommands (`make ford*`;
    # retain.core.toolcommand). Round 38: a package run at a pinned version (`npx
    # nuxi@3 generate`), `uvx` and `pipx run`, a helmfile option's value before its
    # subcommand (`helmfile -e prod apply`), a local environment's runner (`ddev wp
    # ...`, retain.core.toolcontainer), and "never" said right after a command
    # (its sign); a place a memory sends the work to is no destination (an edit there
    # is still tied) when the memory still rules that edit: one of several places the
    # change needs, or a rule after it in its sentence
    # (retain.core.toolplaces.still_ruled). Round 40: a place a memory names aside keys
    # nothing: a file it looked at and found fine or calls free to edit, another team's in a
    # handover about their repository (retain.core.toolaside). Round 41: a place named
    # after "nothing" (`nothing new goes into X`), or in a parenthesis listing what a
    # prohibition opening its sentence forbids (`no new packages without asking (... or a
    # line added to package.json)`), is no place the work goes (retain.core.toolplaces);
    # `no new X` forbids writing X as `no X` does (retain.core.toolcode); every item of a
    # list a prohibition opens, a prohibition put after the name (Japanese, Korean) or with
    # a Spanish, Portuguese or French verb, and a setting never to change (toolcode); a
    # command said to be enough ("`stack clean --full` is enough") is prescribed, not
    # described (its sign). Round 42: a family of files named with another language's word
    # for file, before or after its extension, and those languages' edit verbs
    # (retain.core.toolforms); code forbidden with "not/never use" in Portuguese, Italian,
    # French, Polish, Russian, Chinese and Turkish, and a command after "ni", "nem", "né" or
    # "ни" (toolcode, toolspans); a conjunction after a tool named in prose is no subcommand
    # (toolforms); a fact about what is no longer done states no rule (toolfolders). The step
    # is its re-key (EndsInRekey) alone.
    # A store already at this step never ran it again, so the rules of the rounds after it
    # reached only memories written later. Since round 45 the rules carry a version of their
    # own (retain.store.db.TOOL_KEYS_VERSION, recorded in store_flags): a change of them
    # raises it, and migrate() keys every memory again once, whatever the schema. No new
    # step and no line here for a change of the key rules.
    return


def m020_memory_history(conn: sqlite3.Connection) -> None:
    # Issue 27: a memory's trust, confidence, counters, pin, branch and status changed in
    # place with no record of the old value, of when or of who (a revival erased why it
    # had been forgotten). Every change now leaves a row, as on the team store (schema 7).
    from retain.store import sqlite_history

    sqlite_history.create_table(conn)


# The SessionStart block's tiers as the ranking indexes hold them since m021
# (retain.store.block_rank.tier_sql), written out: a shipped step never changes.
BLOCK_TIERS_M021 = (
    "(CASE WHEN pinned = 1 THEN 5 WHEN valence = 'failure' AND n_success > n_failure THEN 4 "
    "WHEN scope = 'project' AND kind = 'constraint' THEN 3 "
    "WHEN scope = 'project' AND valence = 'failure' THEN 2 "
    "WHEN valence = 'failure' OR kind IN ('decision', 'constraint', 'architecture', 'bugfix', "
    "'lesson', 'preference', 'procedure') THEN 1 ELSE 0 END)"
)
BLOCK_KEYS_M021 = (
    (
        "cap",
        "((CASE WHEN stale_at IS NULL THEN 1.0 ELSE 0.6 END) * (0.45 * confidence"
        " + 0.2 * (((n_success - n_failure) / (n_success + n_failure + 2.0) + 1.0) / 2.0)))",
    ),
    ("kept", "(CASE WHEN strength <= 1.0 THEN COALESCE(last_used_at, created_at) ELSE 1e300 END)"),
)


def m021_block_tier_indexes(conn: sqlite3.Connection) -> None:
    # Issue 29, round 22: round 21 gave the SessionStart block new tiers (pinned, proven
    # failure lessons, the project's constraints, its other failure lessons, the rest)
    # but its pool of 200 was still read through m008's indexes in the old tiers (pinned,
    # failures, the rest): a project with more than 200 pinned and failure memories got
    # no constraint into the pool. The three ranking indexes now hold the block's tiers
    # (the same keys as m008's; the statements are retain.store.block_sql's).
    keys = (*BLOCK_KEYS_M021, ("touched", "MAX(COALESCE(last_used_at, 0), updated_at)"))
    for name, key in keys:
        conn.execute(f"DROP INDEX IF EXISTS memories_block_{name}")
        conn.execute(
            f"CREATE INDEX memories_block_{name} ON memories(scope, project_id, "
            f"{BLOCK_TIERS_M021}, {key}) WHERE status = 'live'"
        )


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    m001_initial,
    m002_memory_context,
    m003_retired_kind,
    m004_links,
    m005_episode_context,
    m006_injection_use,
    m007_outcomes_and_anchors,
    m008_block_ranking_indexes,
    m009_tool_keys,
    m010_scrub_pending,
    m011_memory_branch,
    m012_tool_code_keys,
    m013_tool_keys_again,
    m014_tool_keys_destinations,
    m015_tool_keys_families,
    m016_tool_keys_placements,
    m017_tool_keys_names,
    m018_tool_keys_patterns,
    m019_tool_keys_folders_places,
    m020_memory_history,
    m021_block_tier_indexes,
    m022_tool_when_keys,
    m023_tool_keys_runners,
    m024_tool_edits,
    m025_tool_keys_roles,
    m026_tool_keys_wrapped,
    m027_tool_keys_spellings,
]
if len(MIGRATIONS) != SCHEMA_VERSION:  # db.connect skips this module when they agree
    raise ImportError(
        f"retain.store.db.SCHEMA_VERSION is {SCHEMA_VERSION} but there are {len(MIGRATIONS)} "
        "migrations: set it to their number"
    )


def migrate(conn: sqlite3.Connection, *, rekey: bool = True) -> int:
    """Apply pending migrations, and (`rekey`) key every memory's tool keys again when they
    were read by older rules than today's (in the same transaction, under the same write
    lock); refuse a database from a newer retain. Returns the version. A hook passes
    rekey=False (retain.store.db.connect says why): a step that ends in a re-key still
    does its own, as every schema step runs whoever opens first."""
    version = applied_version(conn)
    if version > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"this database has schema version {version} but this retain knows only up to "
            f"{SCHEMA_VERSION}; upgrade retain (re-run install.sh) instead of downgrading the data"
        )
    if version == SCHEMA_VERSION:
        if rekey and not tool_keys_current(conn):
            rekey_stale(conn)  # keys read by older rules than today's (sqlite_rekey)
        return version
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS _migrations "
            "(version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
        )
        # Re-read under the write lock: another process may have migrated meanwhile.
        version = int(
            conn.execute("SELECT COALESCE(MAX(version), 0) FROM _migrations").fetchone()[0]
        )
        pending = MIGRATIONS[version:]
        # The last pending re-key replaces every earlier one (each reads all memories with
        # today's rules): one pass. No step between two re-keys reads the tool keys.
        last_rekey = max(
            (i for i, s in enumerate(pending) if isinstance(s, EndsInRekey)), default=-1
        )
        for i, step in enumerate(pending):
            number = version + 1 + i
            if isinstance(step, EndsInRekey) and i < last_rekey:
                step.before(conn)  # a later step's re-key replaces this one's
            else:
                step(conn)
            conn.execute(
                "INSERT INTO _migrations(version, name, applied_at) VALUES (?, ?, ?)",
                (number, step.__name__, time.time()),
            )
        if version == 0:
            note_redaction_rules(conn)  # a new store: nothing stored under older rules
        # A pending step that ends in a re-key (every upgrade from before m027, a new
        # store) read every memory's keys by today's rules: recorded. Otherwise keys read by
        # older rules (retain.store.db.TOOL_KEYS_VERSION), or before they had a version,
        # are read again, once (sqlite_rekey), unless this connection leaves it to another.
        if any(isinstance(step, EndsInRekey) for step in pending):
            note_tool_keys(conn)
        elif rekey:
            key_again_if_stale(conn)
        conn.execute("COMMIT")
    except BaseException:
        # Not always still open: a Ctrl-C that lands just after COMMIT returned, or a
        # failure SQLite already rolled back; a second error would hide the first.
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return SCHEMA_VERSION
