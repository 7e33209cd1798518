"""Every SessionStart block of the session sets, as text: a before/after check for changes
that must not change what the SessionStart hook prints.

    python -m benchmarks.start_blocks > after.txt      # in this tree
    PYTHONPATH=<other tree>/src python -m benchmarks.start_blocks > before.txt
    diff before.txt after.txt                           # must print nothing

For each finished session set (inject_bench's TUNING_SETS, benchmarks/data/sessions ..
sessions5; never the one being written) it builds the store as
benchmarks/inject_bench.py does (every memory through `Memory.write`, no embedder: the
block reads no vectors) and runs `hook.session_start` for every session of both halves
at the fixed clock, twice: once in the checkout as built (branch `main`: no git hint),
once with a branch and a commit subject made of the session's prompt, so the hint's word
matching runs on the set's own text (ASCII and not). The fence's random nonce is masked;
everything else is printed as the hook returned it.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

from benchmarks.inject_bench import NOW, TUNING_SETS, build, retain_home
from benchmarks.session_data import DATA_DIR, load

SETS = TUNING_SETS  # the finished sets; never one being written
NONCE = re.compile(r'nonce="[0-9a-f]+"')


def set_hint(checkout: Path, prompt: str | None) -> None:
    """Point the checkout's HEAD at a branch named after the prompt's first words, with
    one commit whose subject is the prompt (None: back to `main`, no log)."""
    git = checkout / ".git"
    log = git / "logs" / "HEAD"
    if prompt is None:
        (git / "HEAD").write_text("ref: refs/heads/main\n")
        log.unlink(missing_ok=True)
        return
    words = [w for w in re.split(r"\W+", prompt) if w][:4]
    (git / "HEAD").write_text("ref: refs/heads/fix/" + "-".join(words) + "\n")
    log.parent.mkdir(exist_ok=True)
    subject = " ".join(prompt.split())
    log.write_text(
        f"{0:040x} {1:040x} Dev <dev@example.test> 1700000000 +0000\tcommit: {subject}\n"
    )


def main() -> int:
    from retain.hooks import entry as hook

    out = sys.stdout
    for name in SETS:
        data = load(DATA_DIR.parent / name)
        with tempfile.TemporaryDirectory(prefix="retain-start-blocks-") as tmp:
            bench = build(data, Path(tmp), embedder=None)
            with retain_home(bench.home):
                for half in ("tune", "heldout"):
                    for s in data.split(half):
                        checkout = bench.checkouts[s.project]
                        for hinted in (False, True):
                            set_hint(checkout, s.prompt if hinted else None)
                            text = hook.session_start(
                                {
                                    "session_id": f"{name}-{s.id}-{int(hinted)}",
                                    "cwd": str(checkout),
                                    "source": "startup",
                                },
                                now=NOW,
                            )
                            out.write(f"### {name} {half} {s.id} hint={hinted}\n")
                            out.write(NONCE.sub('nonce="-"', text) + "\n")
                        set_hint(checkout, None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
