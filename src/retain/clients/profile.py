"""Putting ~/.local/bin on PATH in the user's next shell, in a marked block install.sh adds
and --uninstall takes out again, leaving each file byte for byte as it was.

    python -m retain.clients.profile add --shell SHELL [--dry-run]
    python -m retain.clients.profile remove [--dry-run]

Which file a shell reads (so a new terminal, and `bash -lc`, find `retain`):
- bash: the login file bash reads first (~/.bash_profile, ~/.bash_login, else
  ~/.profile, created when none exists), and ~/.bashrc too when it exists (terminals
  that start non-login shells read only that);
- zsh: ~/.zshrc; fish: its own file ~/.config/fish/conf.d/retain.fish;
- any other shell: ~/.profile.
The block checks PATH before adding, so a file read twice adds nothing twice. Stdlib only.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from retain.clients.config_files import ConfigError, read_text, write_text

BEGIN = "# >>> retain: ~/.local/bin on PATH (./install.sh --uninstall removes this block) >>>"
END = "# <<< retain <<<"
POSIX_LINE = (
    'case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) export PATH="$HOME/.local/bin:$PATH" ;; esac'
)
FISH_LINE = "contains -- $HOME/.local/bin $PATH; or set -gx PATH $HOME/.local/bin $PATH"
# Our block, with the newline add() put before it when the file already had text.
_BLOCK = re.compile(rf"(\n?){re.escape(BEGIN)}\n.*?^{re.escape(END)}\n", re.M | re.S)


def block(line: str) -> str:
    return f"{BEGIN}\n{line}\n{END}\n"


def files_for(shell: str, home: Path) -> list[tuple[Path, str]]:
    """The files to edit for `shell` (a name or a path, as in $SHELL) and the line for each."""
    name = os.path.basename(shell or "")
    if name == "fish":
        return [(home / ".config" / "fish" / "conf.d" / "retain.fish", FISH_LINE)]
    if name == "zsh":
        return [(home / ".zshrc", POSIX_LINE)]
    if name == "bash":
        login = next(
            (p for p in (home / ".bash_profile", home / ".bash_login") if p.exists()),
            home / ".profile",
        )
        rc = home / ".bashrc"
        return [(login, POSIX_LINE)] + ([(rc, POSIX_LINE)] if rc.exists() else [])
    return [(home / ".profile", POSIX_LINE)]


def candidates(home: Path) -> list[Path]:
    """Every file add() may have written, for remove()."""
    names = (".profile", ".bash_profile", ".bash_login", ".bashrc", ".zshrc")
    return [home / n for n in names] + [home / ".config" / "fish" / "conf.d" / "retain.fish"]


def add_text(text: str | None, line: str) -> str | None:
    """`text` with our block appended; None when it is there already. A file with text gets
    a newline before the block (ending its last line, or leaving one blank line)."""
    if text is not None and BEGIN in text:
        return None
    if not text:
        # a new file gets the block alone; an empty one a leading newline, so that
        # remove() knows to keep it (empty) rather than delete it
        return block(line) if text is None else "\n" + block(line)
    return text + "\n" + block(line)


def remove_text(text: str) -> tuple[str, bool] | None:
    """`text` without our block, and whether the file held nothing else and was created by
    add() (so it goes); None when the block is not there."""
    found = _BLOCK.search(text)
    if found is None:
        return None
    rest = text[: found.start()] + text[found.end() :]
    return rest, not rest and not found.group(1)


def _read(path: Path) -> str | None:
    """The file's text, None when there is none; read (and later written) as config_files
    does: a link is followed inside HOME and refused out of it, a FIFO or a file that is
    not UTF-8 refused (round 30: the startup file was rewritten in place, not atomically,
    and through any link)."""
    if not os.path.lexists(path):
        return None
    return read_text(path)


def add(shell: str, home: Path, dry_run: bool) -> list[str]:
    changes = []
    for path, line in files_for(shell, home):
        new = add_text(_read(path), line)
        if new is None:
            continue
        if not dry_run:
            write_text(path, new)
        changes.append(f"add ~/.local/bin to PATH in {path}")
    return changes


def remove(home: Path, dry_run: bool) -> list[str]:
    changes = []
    for path in candidates(home):
        text = _read(path)
        result = remove_text(text) if text is not None else None
        if result is None:
            continue
        rest, delete = result
        if not dry_run:
            write_text(path, rest, delete=delete)  # a link's target is emptied, not deleted
        changes.append(f"{'delete' if delete else 'remove the PATH block from'} {path}")
    return changes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m retain.clients.profile")
    parser.add_argument("action", choices=("add", "remove"))
    parser.add_argument("--shell", default=os.environ.get("SHELL", ""))
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    home = Path(os.path.expanduser("~"))
    try:
        changes = (
            add(args.shell, home, args.dry_run)
            if args.action == "add"
            else remove(home, args.dry_run)
        )
    except (ConfigError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    for change in changes:
        print(("would " if args.dry_run else "") + change)
    return 0


if __name__ == "__main__":
    sys.exit(main())
