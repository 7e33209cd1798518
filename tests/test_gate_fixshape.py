"""Round 22: the write gate closed a learned fix when another fix of a different failure
was written after it ("... fixed by running `sudo apt-get install -y build-essential`"
replaced by "... `sudo apt-get install -y libpng-dev`": one clause, one value apart).
A learned fix is a lesson about one failure (retain.core.fixshape)."""

from __future__ import annotations

from retain import Memory
from retain.core.fixshape import failure_of, other_failures
from retain.sleep.fixes import Fix

BAZEL = (
    "`bazel build //...` failed with `Auto-Configuration Error: Cannot find gcc or CC; either "
    "correct your path or set the CC environment variable` — fixed by running `sudo apt-get "
    "install -y build-essential`"
)
CMAKE = (
    "`cmake -S . -B build` failed with `No package 'libpng' found` — fixed by running "
    "`sudo apt-get install -y libpng-dev`"
)


def _fix(command: str, error: str, remedy: str) -> str:
    return Fix(command, error, (remedy,), "bugfix", (), command, 0, 1).text()


def test_two_learned_fixes_of_different_failures_both_stay_live(tmp_path):
    mem = Memory(tmp_path / "s.db", embedder=None, project=str(tmp_path))
    first = mem.write(BAZEL, kind="bugfix", scope="project")
    second = mem.write(CMAKE, kind="bugfix", scope="project")
    assert second.verdict == "novel" and second.related_id is None
    assert mem.get(first.memory_id).status == "live"
    mem.close()


def test_the_shape_read_is_the_one_the_sleep_pass_writes():
    text = _fix(
        "go build ./...", "missing go.sum entry for module example.test/x", "running `go mod tidy`"
    )
    assert failure_of(text) == ("missing", "go.sum", "entry", "for", "module")
    # the same error at another path and line is the same failure; another error is not
    moved = _fix("go build ./cmd/api", "missing go.sum entry for module example.test/y", "x")
    assert not other_failures(text, moved)
    assert other_failures(text, _fix("go build ./...", "undefined: Handler", "running `make gen`"))


def test_only_two_learned_fixes_are_compared():
    assert failure_of("Use `sudo apt-get install -y libpng-dev` for the image build.") is None
    assert not other_failures(CMAKE, "Image builds need `sudo apt-get install -y libpng-dev`.")
    assert not other_failures("We install build-essential in CI now.", BAZEL)
