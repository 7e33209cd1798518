"""anchor_probe's two ways to find a checkout agree: the Path one (the full check) and
the os.path one SessionStart uses so the hook never imports pathlib."""

import pytest

from retain.anchors import probe as anchor_probe


@pytest.mark.parametrize("layout", ["plain", "repo", "nested", "worktree", "missing"])
def test_the_hook_finds_the_same_checkout_top(tmp_path, layout):
    here = tmp_path / "work"
    if layout == "plain":
        here.mkdir()
    elif layout == "repo":
        (here / ".git").mkdir(parents=True)
    elif layout == "nested":
        (tmp_path / ".git").mkdir()
        here = tmp_path / "a" / "b"
        here.mkdir(parents=True)
    elif layout == "worktree":
        (tmp_path / "main" / ".git" / "worktrees" / "w").mkdir(parents=True)
        here.mkdir()
        (here / ".git").write_text(f"gitdir: {tmp_path / 'main' / '.git' / 'worktrees' / 'w'}\n")
    found = anchor_probe.checkout_root(here)
    expected = None if found is None else str(found[0])
    assert anchor_probe._checkout_top(str(here)) == expected
    if layout != "missing":
        assert expected is not None
