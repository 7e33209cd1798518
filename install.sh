#!/usr/bin/env bash
# Install retain for Claude Code (and print the config for other MCP clients),
# uninstall it, or set up a development checkout and run the checks.
# ./install.sh --help explains the options.
set -euo pipefail

REPO=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
PREFIX="${HOME}/.retain"
MODE=install
DRY_RUN=0
TORCH_VERSION=2.13.0 # CPU build; sentence-transformers would otherwise pull a multi-GB CUDA one
TORCH_CPU_INDEX=https://download.pytorch.org/whl/cpu
CPU_INDEX_TIMEOUT=15 # seconds: an unreachable wheel index must not stall the install

usage() {
    cat <<EOF
usage: ./install.sh [--prefix DIR] [--dry-run]
       ./install.sh --uninstall [--prefix DIR] [--dry-run]
       ./install.sh --test

Install (default):
  1. creates a virtual environment in PREFIX/venv (PREFIX defaults to ~/.retain)
     and installs PyTorch (CPU build) and retain into it;
  2. registers the MCP server with Claude Code at user scope ('claude mcp add',
     or ~/.claude.json when the claude command is not on PATH);
  3. adds retain's SessionStart and SessionEnd hooks to ~/.claude/settings.json,
     next to any hooks you already have;
  4. prints the matching config for Codex CLI, Gemini CLI and Cursor, and shows
     retain working ('retain demo' on a throwaway store, then 'retain status',
     'retain doctor' and 'retain context' on yours).
  Running it again changes nothing.

Options:
  --prefix DIR   install under DIR instead of ~/.retain (memories stay in
                 \$RETAIN_HOME, default ~/.retain, either way)
  --uninstall    remove only what the install added: the hooks, the MCP
                 registration, PREFIX/venv and PREFIX/bin. Memories are kept.
  --dry-run      print what would be done; change nothing
  --test         development: make ./.venv with 'pip install -e .[dev]', then run
                 ruff (lint and format check), mypy and pytest (what CI runs)
  -h, --help     this text
EOF
}

while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) [ $# -ge 2 ] || { usage >&2; exit 2; }; PREFIX=$2; shift 2 ;;
    --prefix=*) PREFIX=${1#--prefix=}; shift ;;
    --uninstall) MODE=uninstall; shift ;;
    --test) MODE=test; shift ;;
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
SETTINGS="$HOME/.claude/settings.json"
CLAUDE_JSON="$HOME/.claude.json"
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/retain-install.XXXXXX")
LOG="$SCRATCH/install.log"
trap 'rm -rf "$SCRATCH"' EXIT

say() { printf '==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
die() { printf 'install.sh: error: %s\n' "$*" >&2; exit 1; }

# Run a command quietly; on failure show the end of its output and stop.
quiet() {
    if ! "$@" >>"$LOG" 2>&1; then
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
config_python() {
    if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c 'import retain.install_config' 2>/dev/null; then
        "$VENV/bin/python" -m retain.install_config "$@"
    else
        PYTHONPATH="$REPO/src${PYTHONPATH:+:$PYTHONPATH}" "$(find_python)" -m retain.install_config "$@"
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
    if "$py" -m pip install --no-index --no-deps "torch==$TORCH_VERSION" >>"$LOG" 2>&1; then
        quiet "$py" -m pip install "torch==$TORCH_VERSION" # its dependencies, from the usual index
        return 0
    fi
    # 2. PyTorch's CPU-only wheel index, with a short timeout.
    if "$py" -m pip install --timeout "$CPU_INDEX_TIMEOUT" --retries 1 \
        --index-url "$TORCH_CPU_INDEX" "torch==$TORCH_VERSION" >>"$LOG" 2>&1; then
        return 0
    fi
    # 3. Whatever pip's configured index serves (on Linux x86-64 PyPI, that is the CUDA build).
    note "the CPU wheel index was not reachable; installing torch from the default index"
    quiet "$py" -m pip install "torch==$TORCH_VERSION"
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
    if command -v claude >/dev/null 2>&1; then
        if [ "$status" = other ]; then
            act claude mcp remove --scope user retain
        fi
        act claude mcp add --scope user retain -- "$exe" serve
        [ "$DRY_RUN" = 1 ] || note "registered with: claude mcp add --scope user retain -- $exe serve"
    else
        config_python mcp add --config "$CLAUDE_JSON" --command "$exe" $(dry_flag) | sed 's/^/    /'
    fi
}

do_install() {
    say "installing retain into $PREFIX"
    make_venv "$VENV"
    say "installing PyTorch $TORCH_VERSION (CPU build)"
    install_torch "$VENV/bin/python"
    say "installing retain and its dependencies (a few minutes the first time)"
    # From a clean copy: building in the checkout would leave build/ there, and stale
    # files in it would be installed by the next run.
    act copy_source "$REPO" "$SCRATCH/retain"
    act "$VENV/bin/python" -m pip install "$SCRATCH/retain"
    say "installing the hook launcher in $PREFIX/bin"
    act mkdir -p "$PREFIX/bin"
    act install -m 0755 "$REPO/hooks/retain-hook" "$LAUNCHER"
    say "registering the MCP server with Claude Code (user scope)"
    register_mcp
    say "adding the SessionStart and SessionEnd hooks to $SETTINGS"
    config_python hooks add --settings "$SETTINGS" --launcher "$LAUNCHER" $(dry_flag) | sed 's/^/    /'
    say "other MCP clients: add this to their config"
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
    say "done. Start a new Claude Code session; 'claude mcp list' should show retain connected."
}

do_uninstall() {
    local exe="$VENV/bin/retain" status
    say "removing retain's hooks from $SETTINGS"
    config_python hooks remove --settings "$SETTINGS" $(dry_flag) | sed 's/^/    /'
    say "removing the MCP registration"
    status=$(config_python mcp status --config "$CLAUDE_JSON" --command "$exe")
    if [ "$status" != ours ]; then
        note "no MCP server of this install registered"
    elif command -v claude >/dev/null 2>&1; then
        act claude mcp remove --scope user retain
    else
        config_python mcp remove --config "$CLAUDE_JSON" --command "$exe" $(dry_flag) | sed 's/^/    /'
    fi
    say "removing $VENV and $LAUNCHER"
    if [ -e "$VENV" ]; then act rm -rf "$VENV"; fi
    if [ -e "$LAUNCHER" ]; then act rm -f "$LAUNCHER"; fi
    if [ "$DRY_RUN" = 0 ]; then # the directories only if nothing else lives there
        rmdir "$PREFIX/bin" 2>/dev/null || true
        rmdir "$PREFIX" 2>/dev/null || true
    fi
    say "done. Your memories are kept in ${RETAIN_HOME:-$HOME/.retain}; delete it to erase them."
}

do_test() {
    cd "$REPO"
    make_venv "$REPO/.venv"
    VENV="$REPO/.venv"
    say "installing PyTorch $TORCH_VERSION (CPU build)"
    install_torch "$VENV/bin/python"
    say "installing retain in editable mode with the dev tools"
    act "$VENV/bin/python" -m pip install -e "$REPO[dev]"
    if [ "$DRY_RUN" = 1 ]; then
        note "would run: ruff check src tests; ruff format --check src tests; mypy; python -m pytest"
        return 0
    fi
    say "ruff check src tests"
    "$VENV/bin/ruff" check src tests
    say "ruff format --check src tests"
    "$VENV/bin/ruff" format --check src tests
    say "mypy"
    "$VENV/bin/mypy"
    say "pytest"
    local rc=0
    "$VENV/bin/python" -m pytest || rc=$?
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
