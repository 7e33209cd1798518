"""The git hint: words of the checkout's current work that lift matching memories in
the SessionStart block.

`git_hint` reads the branch name and the last few commit subjects from .git without
spawning git; `boosts` turns the hint into a lift per candidate (IDF-weighted word
overlap within the block's pool, the best match lifted by HINT_WEIGHT), which
retain.rank.block adds to belief quality within a tier.

Stdlib only, no typing at run time: the SessionStart hook imports it.
"""

from __future__ import annotations

import math
import os
import re

from retain import text as textmod

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from pathlib import Path

    from retain.core.candidate import Candidate

HINT_WEIGHT = 0.25  # how far a git-hint match lifts a memory within its tier
HINT_COMMITS = 3  # recent commit subjects read from .git/logs/HEAD
HINT_TAIL_BYTES = 8192  # of .git/logs/HEAD: enough for the last few entries

# Branch-name words that say nothing about the work in progress.
GENERIC_BRANCH_WORDS = frozenset(
    "main master develop development dev trunk head feature feat fix bugfix hotfix chore "
    "release wip tmp test patch update refs heads".split()
)


def boosts(records: list[Candidate], hint: str | None) -> dict[int, float]:
    """Lift memories sharing words with the git hint: IDF-weighted word overlap within
    the pool, scaled so the best match gets HINT_WEIGHT. O(pool), whatever the store size;
    one precompiled regex (stems as word prefixes) instead of tokenising every memory."""
    hint_stems = sorted(textmod.stems(hint), key=len, reverse=True) if hint else []
    if not hint_stems:
        return {}
    found = _hint_words(records, hint_stems)
    df: dict[str, int] = {}
    for words in found.values():
        for w in words:
            df[w] = df.get(w, 0) + 1
    idf = {w: math.log(1.0 + len(records) / n) for w, n in df.items()}
    scores = {mid: sum(idf[w] for w in words) for mid, words in found.items() if words}
    top = max(scores.values(), default=0.0)
    return {mid: HINT_WEIGHT * s / top for mid, s in scores.items()} if top > 0 else {}


def _hint_words(records: list[Candidate], hint_stems: list[str]) -> dict[int, set[str]]:
    """Each record's hint stems found in its text: a stem matches the start of a word
    (not after a letter or digit), in any case; where several start the same word, the
    longest (`hint_stems` is sorted longest first, as the pattern tries them).

    ASCII text and ASCII stems (the usual case) are matched word by word: a stem is all
    letters and digits, so the pattern can only start a match at the start of one of the
    text's letter-and-digit runs and can only end it inside that run, and the run's
    longest stem prefix is exactly what it finds there (ASCII case folding is lower()).
    The runs come from one bytes.translate and split per text and each distinct run is
    looked up once per block, so the per-word work runs in C: about half the pattern's
    instructions over 200 candidates. Other text goes through the pattern, compiled
    only then."""
    words_ok = all(t.isascii() for t in hint_stems)
    runs: dict[int, list[bytes]] = {}
    pattern: re.Pattern[str] | None = None
    found: dict[int, set[str]] = {}
    for m in records:
        if words_ok and m.text.isascii():
            runs[m.id] = m.text.encode("ascii").translate(_word_table()).split()
            continue
        if pattern is None:
            pattern = re.compile(
                r"(?<![^\W_])(" + "|".join(re.escape(t) for t in hint_stems) + ")", re.IGNORECASE
            )
        found[m.id] = {w.casefold() for w in pattern.findall(m.text)}
    if runs:
        stem_set = set(hint_stems)
        lengths = sorted({len(t) for t in hint_stems}, reverse=True)
        shortest = lengths[-1]
        heads = {t[:shortest].encode("ascii") for t in hint_stems}  # what every match starts with
        prefix_of: dict[bytes, str | None] = {}
        for run in set().union(*runs.values()):
            if run[:shortest] not in heads:
                prefix_of[run] = None
                continue
            word = run.decode("ascii")
            prefix_of[run] = next(
                (word[:n] for n in lengths if n <= len(word) and word[:n] in stem_set), None
            )
        for mid, words in runs.items():
            hits = set(map(prefix_of.__getitem__, words))
            hits.discard(None)
            found[mid] = hits  # type: ignore[assignment]  # None is gone
    return {m.id: found[m.id] for m in records}


_WORD_TABLE: list[bytes] = []


def _word_table() -> bytes:
    """bytes.translate's table: ASCII letters to lower case, digits kept, every other
    byte to a space, so split() gives the [a-z0-9]+ runs of the lowered text."""
    if not _WORD_TABLE:
        _WORD_TABLE.append(
            bytes(
                b + 32 if 65 <= b <= 90 else b if 97 <= b <= 122 or 48 <= b <= 57 else 32
                for b in range(256)
            )
        )
    return _WORD_TABLE[0]


# --- goal conditioning: a lexical hint from git, read without spawning git --------------


def git_hint(directory: str | Path) -> str | None:
    """Words from the current branch name and the last few commit subjects, or None."""
    try:
        git_dir = _git_dir(os.path.realpath(directory))
        if git_dir is None:
            return None
        words: list[str] = []
        head = _read(os.path.join(git_dir, "HEAD"), 1024).strip()
        if head.startswith("ref:"):
            branch = head.split("refs/heads/", 1)[-1]
            words += [
                w
                for w in re.split(r"[/_\-.\s]+", branch)
                if w and w.lower() not in GENERIC_BRANCH_WORDS and (len(w) > 2 or w.isdigit())
            ]
        words += _recent_subjects(os.path.join(git_dir, "logs", "HEAD"))
        hint = " ".join(words).strip()
        return hint or None
    except (OSError, ValueError, RuntimeError):
        return None


def _git_dir(here: str) -> str | None:
    """The git dir of the checkout at or above `here` (absolute, symlinks resolved).
    Strings and os.path, not pathlib: the hook imports this module."""
    d = here
    while True:
        dot_git = os.path.join(d, ".git")
        if os.path.isdir(dot_git):
            return dot_git
        if os.path.isfile(dot_git):  # a linked worktree: HEAD and logs live in its own git dir
            first = _read(dot_git, 4096).strip()
            if first.startswith("gitdir:"):
                target = os.path.realpath(os.path.join(d, first[len("gitdir:") :].strip()))
                return target if os.path.isdir(target) else None
            return None
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def _read(path: str, limit: int, *, tail: bool = False) -> str:
    from retain.files import open_regular  # a FIFO or a device: an OSError, not a hang

    with open_regular(path) as f:
        if tail:
            size = f.seek(0, 2)
            f.seek(max(0, size - limit))
        return f.read(limit).decode("utf-8", errors="replace")


def _recent_subjects(log: str) -> list[str]:
    try:
        lines = _read(log, HINT_TAIL_BYTES, tail=True).splitlines()
    except OSError:
        return []
    subjects: list[str] = []
    for line in reversed(lines):
        _, sep, message = line.partition("\t")
        if sep and message.startswith("commit") and ":" in message:
            subjects.append(message.split(":", 1)[1].strip())
        if len(subjects) >= HINT_COMMITS:
            break
    return subjects
