"""Project identity: one stable id per project, whichever checkout you stand in.

A project is its normalised git remote (`origin`, else the first remote), else the
top-level directory of its main checkout, else the directory itself. A linked
worktree resolves through its `commondir` to the main repository, so a checkout
and its worktrees share one id and therefore one memory.

This runs in the SessionStart hook, so it reads `.git` files directly instead of
spawning `git`, imports only the standard library and never raises. Paths are strings
(os.path): pathlib, with the urllib.parse and ipaddress it imports, is not on the
hook's path, and urllib.parse is imported only for a remote URL with a scheme.

Ids look like `git:github.com/owner/repo`, `git:/srv/repos/tool` (a local remote),
`path:/home/me/project` (no remote, or not a repository).
"""

from __future__ import annotations

import os
import posixpath
import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from pathlib import Path

GIT_PREFIX = "git:"
PATH_PREFIX = "path:"

_MAX_CONFIG_BYTES = 1 << 20  # a git config past 1 MiB is not one we should be parsing
_MAX_POINTER_BYTES = 4096  # `.git` and `commondir` files hold a single path

# Pattern strings, compiled (and cached) by `re` on first use: most SessionStart hooks
# never parse a git config, and compiling all four at import cost the hook ~2 ms.
# `[section]`, `[section "subsection"]` and the legacy `[section.subsection]`.
_SECTION = r'\[\s*([A-Za-z0-9.-]+)\s*(?:"((?:[^"\\]|\\.)*)")?\s*\]'
# A variable name (letters, digits, `-`), then `=`, or nothing: a bare boolean.
_KEY = r"([A-Za-z][A-Za-z0-9-]*)\s*(?:(=)|$|(?=[#;]))"
# scp-like remote `[user@]host:path`: only when no slash comes before the colon.
_SCP_LIKE = r"(?:[^@/]+@)?([^@/:]+):(.*)"
# `C:\repos\x` or `C:/repos/x`: a local path, not host `C`.
_WINDOWS_PATH = r"[A-Za-z]:[\\/]"
_ESCAPES = {"n": "\n", "t": "\t", "b": "\b", '"': '"', "\\": "\\"}


def project_id(cwd: str | Path) -> str | None:
    """The id of the project containing `cwd`, or None if it is not a readable
    directory. Never raises."""
    try:
        here = os.path.realpath(os.fspath(cwd), strict=True)
        if not os.path.isdir(here) or not os.access(here, os.R_OK | os.X_OK):
            return None
        return storable(_identify(here))
    except (OSError, RuntimeError, ValueError, TypeError):
        # Missing, unreadable, symlink loop, NUL in the path, not a path at all.
        return None


def storable(text: str) -> str:
    """`text` as valid Unicode: each byte of a file name that is not UTF-8 (held by Python
    as a lone surrogate, PEP 383) becomes `\\xNN`. A directory named in Latin-1 is still
    one distinct project (U+FFFD would merge `caf\\xe9` with `caf\\xe8`), and its id can
    be bound in SQLite, which refused the surrogate (UnicodeEncodeError in every command)."""
    if text.isascii():
        return text
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def project_root(cwd: str) -> str | None:
    """The top of the checkout containing `cwd` (resolved), else `cwd` itself resolved;
    None if it is not a directory. What the tool hooks take project paths relative to.
    Never raises."""
    try:
        here = os.path.realpath(cwd, strict=True)
        if not os.path.isdir(here):
            return None
        found = _find_git_dir(here)
    except (OSError, RuntimeError, ValueError, TypeError):
        return None
    return found[0] if found is not None else here


def default_project_dir() -> str:
    """Claude Code sets CLAUDE_PROJECT_DIR for servers and hooks; otherwise the cwd."""
    return os.environ.get("CLAUDE_PROJECT_DIR") or os.getcwd()


def resolve_project(project: str | None) -> str | None:
    """A directory becomes its project id; an id (git:..., path:...) passes through;
    None means the default directory's project; "" means none (user scope only)."""
    if project == "":
        return None
    if project is None:
        return project_id(default_project_dir())
    if project.startswith(("git:", "path:")):
        return storable(project)
    return project_id(project)


def project_label(project_id: str) -> str:
    """A short human name for an id: `owner/repo` for hosted remotes, otherwise
    the last path component."""
    if project_id.startswith(GIT_PREFIX):
        rest = project_id[len(GIT_PREFIX) :]
        if rest.startswith("/"):
            return posixpath.basename(rest.rstrip("/")) or rest
        parts = [p for p in rest.split("/") if p]
        return "/".join(parts[-2:] if len(parts) > 2 else parts[1:] or parts)
    if project_id.startswith(PATH_PREFIX):
        rest = project_id[len(PATH_PREFIX) :]
        return posixpath.basename(rest.rstrip("/")) or rest
    return project_id


def normalise_remote(url: str, base: str | Path | None = None) -> str:
    """Reduce a remote URL to `host/path` (lower case, no credentials, port,
    scheme or `.git`), or to an absolute path for a local remote; relative paths
    are taken from `base`. Every spelling of one GitHub repo gives one string."""
    url = url.strip()
    if "://" in url:
        from urllib.parse import unquote, urlsplit

        try:
            parts = urlsplit(url)
            host = parts.hostname or ""
        except ValueError:  # e.g. an unclosed IPv6 bracket
            return url.lower()
        if parts.scheme.lower() == "file":
            return _normalise_path(unquote(parts.path), base)
        return _join_host_path(host, unquote(parts.path))
    scp = re.fullmatch(_SCP_LIKE, url)
    if scp and not re.match(_WINDOWS_PATH, url):
        return _join_host_path(scp.group(1), scp.group(2))
    return _normalise_path(url, base)


# --- finding the repository -----------------------------------------------------------


def git_dirs(directory: str) -> tuple[str, str] | None:
    """(git dir of the checkout holding `directory`, the common dir its worktrees share),
    or None outside git. For retain.branch, which reads the branch from them."""
    try:
        here = os.path.realpath(directory)
    except (OSError, ValueError, TypeError):
        return None
    found = _find_git_dir(here)
    if found is None or found[1] is None:
        return None
    return found[1], _common_dir(found[1])


def read_git_file(file: str, limit: int) -> str | None:
    """The first `limit` bytes of a file under `.git`, decoded leniently; None if unreadable."""
    return _read_text(file, limit)


def _identify(here: str) -> str:
    found = _find_git_dir(here)
    if found is None:
        return PATH_PREFIX + here
    top, git_dir = found
    if git_dir is None:
        # A `.git` we cannot follow: the directory holding it is still the checkout.
        return PATH_PREFIX + top
    common = _common_dir(git_dir)
    if common != git_dir:
        # A linked worktree: name it by the main checkout, as git itself does.
        top = os.path.dirname(common) if os.path.basename(common) == ".git" else common
    url = _pick_remote(_read_remotes(os.path.join(common, "config")))
    if url:
        normalised = normalise_remote(url, base=top)
        if normalised:
            return GIT_PREFIX + normalised
    return PATH_PREFIX + top


def _find_git_dir(here: str) -> tuple[str, str | None] | None:
    """The nearest checkout at or above `here` (absolute, resolved): its top level and
    its git dir (None when `.git` is a file that does not lead anywhere)."""
    directory = here
    while True:
        dot_git = os.path.join(directory, ".git")
        if os.path.isdir(dot_git):
            return directory, dot_git
        if os.path.isfile(dot_git):
            return directory, _follow_pointer(dot_git, "gitdir:")
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _follow_pointer(file: str, prefix: str) -> str | None:
    """Resolve a `gitdir: <path>` file (worktrees, submodules), relative to the
    directory that holds it."""
    text = _read_text(file, _MAX_POINTER_BYTES)
    if text is None:
        return None
    first = text.strip().splitlines()[0] if text.strip() else ""
    if not first.startswith(prefix):
        return None
    target = first[len(prefix) :].strip()
    if not target:
        return None
    resolved = os.path.realpath(os.path.join(os.path.dirname(file), target))
    return resolved if os.path.isdir(resolved) else None


def _common_dir(git_dir: str) -> str:
    """Where the shared config lives: `commondir` of a linked worktree, else
    the git dir itself."""
    text = _read_text(os.path.join(git_dir, "commondir"), _MAX_POINTER_BYTES)
    if not text or not text.strip():
        return git_dir
    common = os.path.realpath(os.path.join(git_dir, text.strip().splitlines()[0]))
    return common if os.path.isdir(common) else git_dir


def _read_text(file: str, limit: int) -> str | None:
    """A regular file's head: a FIFO, `/dev/zero` or a socket where a checkout's `.git`
    holds HEAD or config (a hostile archive can ship one, or a symlink to one) is read as
    unreadable, not waited on for good (round 24: every hook hung on a FIFO config)."""
    from retain.files import open_regular

    try:
        with open_regular(file) as handle:
            return handle.read(limit).decode("utf-8", errors="replace")
    except OSError:
        return None


# --- git config -------------------------------------------------------------------------


def _read_remotes(config: str) -> list[tuple[str, str]]:
    """(remote name, url) pairs in file order."""
    text = _read_text(config, _MAX_CONFIG_BYTES)
    if text is None:
        return []
    remotes: list[tuple[str, str]] = []
    for section, subsection, key, value in parse_git_config(text):
        if section == "remote" and key == "url" and subsection is not None and value:
            remotes.append((subsection, value))
    return remotes


def _pick_remote(remotes: list[tuple[str, str]]) -> str | None:
    for name, url in remotes:
        if name == "origin":
            return url
    return remotes[0][1] if remotes else None


def parse_git_config(text: str) -> list[tuple[str, str | None, str, str]]:
    """(section, subsection, key, value) entries of a git config, in order.

    Section and key names are lower-cased (git compares them case-insensitively),
    subsections keep their case. Tolerates what git accepts and configparser does
    not: repeated keys, `#`/`;` comments (also trailing), quoted values with escapes,
    backslash line continuation, keys without `=`, and a variable on the header
    line. Lines it cannot make sense of are skipped.
    """
    entries: list[tuple[str, str | None, str, str]] = []
    section = ""
    subsection: str | None = None
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            header = re.match(_SECTION, line)
            if header is None:
                section, subsection = "", None  # a broken header: ignore its body
                continue
            name, quoted = header.group(1), header.group(2)
            if quoted is not None:
                section, subsection = name.lower(), re.sub(r"\\(.)", r"\1", quoted)
            elif "." in name:
                head, _, tail = name.partition(".")
                section, subsection = head.lower(), tail.lower()
            else:
                section, subsection = name.lower(), None
            line = line[header.end() :].strip()
            if not line or line[0] in "#;":
                continue
        key_match = re.match(_KEY, line)
        if key_match is None or not section:
            continue
        key = key_match.group(1).lower()
        if not key_match.group(2):
            entries.append((section, subsection, key, "true"))  # `[core] bare` style
            continue
        raw = line[key_match.end() :]
        while raw.endswith("\\") and not raw.endswith("\\\\") and i < len(lines):
            raw = raw[:-1] + lines[i]
            i += 1
        entries.append((section, subsection, key, _config_value(raw)))
    return entries


def _config_value(raw: str) -> str:
    """Unquote a config value: strip comments outside quotes, process escapes,
    trim unquoted leading/trailing space."""
    out: list[str] = []
    in_quotes = False
    pending_space = ""
    chars = iter(raw.strip())
    for ch in chars:
        if ch == "\\":
            nxt = next(chars, "")
            out.append(pending_space + _ESCAPES.get(nxt, nxt))
            pending_space = ""
        elif ch == '"':
            in_quotes = not in_quotes
        elif not in_quotes and ch in "#;":
            break
        elif not in_quotes and ch.isspace():
            pending_space += ch
        else:
            out.append(pending_space + ch)
            pending_space = ""
    return "".join(out)


# --- remote normalisation ---------------------------------------------------------------


def _join_host_path(host: str, path: str) -> str:
    path = path.strip().strip("/")
    while path.lower().endswith(".git"):
        path = path[: -len(".git")].rstrip("/")
    host = host.strip().lower().rstrip(".")
    joined = f"{host}/{path}" if path else host
    return joined.lower()


def _normalise_path(path: str, base: str | Path | None) -> str:
    if not path:
        return ""
    path = path.replace("\\", "/")
    if base is not None and not posixpath.isabs(path) and not re.match(_WINDOWS_PATH, path):
        path = posixpath.join(os.fspath(base), path)
    path = posixpath.normpath(path)
    # `x`, `x.git` and `x/.git` all name the same repository to `git clone`.
    for suffix in ("/.git", ".git"):
        if path.endswith(suffix) and len(path) > len(suffix):
            path = path[: -len(suffix)]
    return path.rstrip("/") or "/"
