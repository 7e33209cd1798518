"""Several memories about one file: the change decides which speaks (retain.rank.toolchange),
through the real hook (hooks/retain-hook as a subprocess fed Claude Code's payloads). The
memories are invented, not taken from a benchmark."""

from __future__ import annotations

from dataclasses import dataclass

from retain.rank import toolchange
from test_tool_hook_keys import edit, store

FLY = "fly.toml"
MIGRATIONS = (
    "fly deploy runs the migrations itself (release_command in fly.toml); never migrate by "
    "hand over fly ssh console."
)
SECRETS = "Secrets (SECRET_KEY, DATABASE_URL) are set with fly secrets set, never in fly.toml."


def test_the_memory_naming_what_the_edit_writes_speaks_alone(project, tmp_path):
    migrations, secrets = store(project, MIGRATIONS, SECRETS)
    new = 'x\n  SECRET_KEY = "synthetic-0000"\n'
    assert edit(project, tmp_path, FLY, new) == [secrets]
    assert edit(project, tmp_path, FLY, 'x\n  release_command = "true"\n', "s-2") == [migrations]


def test_an_edit_naming_none_of_them_hears_both_as_before(project, tmp_path):
    migrations, secrets = store(project, MIGRATIONS, SECRETS)
    assert sorted(edit(project, tmp_path, FLY, "x\n  min_machines_running = 2\n")) == sorted(
        [migrations, secrets]
    )


@dataclass(frozen=True)
class _Memory:
    id: int
    text: str


def test_a_word_each_one_names_decides_nothing():
    ordered = [_Memory(1, "[http_service] internal_port stays 8080."), _Memory(2, "[http_service]")]
    rank = {1: (1, 0), 2: (1, 0)}
    edit_input = {"file_path": "/p/fly.toml", "old_string": "a", "new_string": "http_service"}
    assert toolchange.by_change(ordered, rank, set(), "Edit", edit_input) == ordered
    edit_input["new_string"] = "http_service\n  internal_port = 8080"
    assert toolchange.by_change(ordered, rank, set(), "Edit", edit_input) == [ordered[0]]


def test_one_shown_this_session_takes_no_part():
    """It is in front of the model already: the other is not dropped for it."""
    ordered = [_Memory(1, "SECRET_KEY is set with fly secrets."), _Memory(2, "release_command.")]
    rank = {1: (1, 0), 2: (1, 0)}
    edit_input = {"file_path": "/p/fly.toml", "old_string": "a", "new_string": "SECRET_KEY = 1"}
    assert toolchange.by_change(ordered, rank, set(), "Edit", edit_input) == [ordered[0]]
    assert toolchange.by_change(ordered, rank, {1}, "Edit", edit_input) == ordered


def test_only_memories_tied_as_directly_as_the_first_are_compared():
    """A folder's memory beside a file's is left to the second-line rule (tooltie)."""
    ordered = [_Memory(1, "release_command runs migrations."), _Memory(2, "SECRET_KEY: secrets.")]
    rank = {1: (1, 0), 2: (6, 0)}  # a file key, a folder key
    edit_input = {"file_path": "/p/fly.toml", "old_string": "a", "new_string": "SECRET_KEY = 1"}
    assert toolchange.by_change(ordered, rank, set(), "Edit", edit_input) == ordered
    assert toolchange.by_change(ordered, {1: (1, 0), 2: (1, 0)}, set(), "Bash", {}) == ordered


def test_a_long_writes_words_are_its_first_ones_whatever_the_hash_seed() -> None:
    """Past MAX_WORDS distinct words, the change is the text's first ones: the cap took a
    sample in a set's order, which Python's hash seed changes from one process to the next."""
    import subprocess
    import sys

    from conftest import subprocess_env

    script = (
        "from retain.rank import toolchange as t;"
        "new = ' '.join(f'word{i:04d}q' for i in range(1000));"
        "print(sorted(t.changed_words(new, '', 'x.py'))[-1])"
    )
    seen = set()
    for seed in ("1", "2", "3"):
        env = subprocess_env(PYTHONHASHSEED=seed)
        done = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        seen.add(done.stdout.strip())
    assert seen == {f"word{toolchange.MAX_WORDS - 1:04d}q"}
