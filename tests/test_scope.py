"""Project identity against real repositories built with the real `git` binary."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from retain.scope import normalise_remote, parse_git_config, project_id, project_label

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs the git binary")


@pytest.fixture(autouse=True)
def isolated_git(monkeypatch):
    """Keep the user's global and system git config (signing, hooks, url rewrites)
    out of the repositories these tests build; HOME is already a tmp dir."""
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", os.devnull)
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    for var in ("GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR"):
        monkeypatch.delenv(var, raising=False)


# Identity and safety settings for every git call, so no commit needs a real
# user, a signing key, or the user's file-protocol policy.
GIT_SETTINGS = (
    "user.name=Test",
    "user.email=test@example.com",
    "commit.gpgsign=false",
    "init.defaultBranch=main",
    "protocol.file.allow=always",
)


def git(cwd: Path, *args: str) -> str:
    options = [part for setting in GIT_SETTINGS for part in ("-c", setting)]
    result = subprocess.run(
        ["git", *options, *args], cwd=cwd, check=True, capture_output=True, text=True
    )
    return result.stdout.strip()


def make_repo(path: Path, *, remote: str | None = None, commit: bool = False) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q")
    if remote is not None:
        git(path, "remote", "add", "origin", remote)
    if commit:
        (path / "README").write_text("hello\n")
        git(path, "add", "README")
        git(path, "commit", "-q", "-m", "first")
    return path


def real(path: Path) -> str:
    return path.resolve().as_posix()


# --- remotes ---------------------------------------------------------------------------


def test_repo_with_origin_is_identified_by_remote(tmp_path):
    repo = make_repo(tmp_path / "proj", remote="git@github.com:Acme/Widget.git")
    assert project_id(repo) == "git:github.com/acme/widget"
    assert project_id(str(repo)) == "git:github.com/acme/widget"


@pytest.mark.parametrize(
    "url",
    [
        "git@github.com:a/b.git",
        "ssh://git@github.com/a/b",
        "ssh://git@github.com:22/a/b.git",
        "git+ssh://git@github.com/a/b.git",
        "https://github.com/a/b",
        "https://github.com/a/b.git",
        "https://user:token@github.com/A/b.git/",
        "http://GitHub.com/a/b/",
        "git://github.com/a/b",
        "github.com:a/b.git",
    ],
)
def test_remote_spellings_agree(tmp_path, url):
    repo = make_repo(tmp_path / "r", remote=url)
    assert project_id(repo) == "git:github.com/a/b"


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("git@github.com:a/b.git", "github.com/a/b"),
        ("git@github.com:/a/b.git", "github.com/a/b"),
        (
            "ssh://git@gitlab.example.com:2222/group/sub/repo.git",
            "gitlab.example.com/group/sub/repo",
        ),
        ("https://oauth2:secret@gitlab.com/g/r.git", "gitlab.com/g/r"),
        ("https://bitbucket.org/team/repo.git/", "bitbucket.org/team/repo"),
        ("  https://github.com/a/b.git\n", "github.com/a/b"),
        ("https://[::1]:8080/a/b.git", "::1/a/b"),
        ("/srv/repos/x.git", "/srv/repos/x"),
        ("/srv/repos/x/.git", "/srv/repos/x"),
        ("/srv/repos/x/", "/srv/repos/x"),
        ("/srv/repos/../repos/x", "/srv/repos/x"),
        ("file:///srv/repos/x.git", "/srv/repos/x"),
        ("file:///srv/My%20Repos/x", "/srv/My Repos/x"),
        ("/srv/Repos/X", "/srv/Repos/X"),  # local paths keep their case
        ("C:/repos/x.git", "C:/repos/x"),
        ("https://github.com/", "github.com"),
    ],
)
def test_normalise_remote(url, expected):
    assert normalise_remote(url) == expected


def test_normalise_relative_local_remote_uses_base():
    assert normalise_remote("../upstream.git", base="/srv/proj") == "/srv/upstream"
    assert normalise_remote("./mirror", base="/srv/proj") == "/srv/proj/mirror"


def test_normalise_malformed_url_does_not_raise():
    assert normalise_remote("https://[::1/a/b")  # unclosed IPv6 bracket


def test_local_path_remote(tmp_path):
    upstream = make_repo(tmp_path / "upstream.git", commit=True)
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(upstream), str(clone))
    assert project_id(clone) == "git:" + real(tmp_path / "upstream")
    git(clone, "remote", "set-url", "origin", "file://" + real(upstream))
    assert project_id(clone) == "git:" + real(tmp_path / "upstream")


def test_relative_local_remote_resolves_against_top_level(tmp_path):
    repo = make_repo(tmp_path / "proj", remote="../upstream.git")
    (repo / "sub").mkdir()
    assert project_id(repo / "sub") == "git:" + real(tmp_path / "upstream")


def test_origin_wins_over_earlier_remotes(tmp_path):
    repo = make_repo(tmp_path / "r")
    git(repo, "remote", "add", "upstream", "https://github.com/other/fork")
    git(repo, "remote", "add", "origin", "https://github.com/me/main")
    assert project_id(repo) == "git:github.com/me/main"


def test_first_remote_when_no_origin(tmp_path):
    repo = make_repo(tmp_path / "r")
    git(repo, "remote", "add", "upstream", "https://github.com/first/one")
    git(repo, "remote", "add", "zzz", "https://github.com/second/two")
    assert project_id(repo) == "git:github.com/first/one"


# --- layout: subdirectories, worktrees, submodules ---------------------------------------


def test_subdirectory_maps_to_repo(tmp_path):
    repo = make_repo(tmp_path / "proj", remote="https://github.com/a/b")
    deep = repo / "src" / "pkg" / "deep"
    deep.mkdir(parents=True)
    assert project_id(deep) == project_id(repo) == "git:github.com/a/b"


def test_repo_without_remote_is_its_top_level(tmp_path):
    repo = make_repo(tmp_path / "proj")
    (repo / "src").mkdir()
    assert project_id(repo / "src") == project_id(repo) == "path:" + real(repo)


def test_worktree_matches_main_checkout_with_remote(tmp_path):
    main = make_repo(tmp_path / "main", remote="git@github.com:a/b.git", commit=True)
    worktree = tmp_path / "elsewhere" / "feature"
    git(main, "worktree", "add", "-q", "-b", "feature", str(worktree))
    assert (worktree / ".git").is_file()
    (worktree / "nested").mkdir()
    assert project_id(worktree) == project_id(main) == "git:github.com/a/b"
    assert project_id(worktree / "nested") == "git:github.com/a/b"


def test_worktree_matches_main_checkout_without_remote(tmp_path):
    main = make_repo(tmp_path / "main", commit=True)
    worktree = tmp_path / "wt"
    git(main, "worktree", "add", "-q", "-b", "feature", str(worktree))
    assert project_id(worktree) == project_id(main) == "path:" + real(main)


def test_worktree_sees_remote_added_later(tmp_path):
    main = make_repo(tmp_path / "main", commit=True)
    worktree = tmp_path / "wt"
    git(main, "worktree", "add", "-q", "-b", "feature", str(worktree))
    git(worktree, "remote", "add", "origin", "https://github.com/late/remote")
    assert project_id(main) == project_id(worktree) == "git:github.com/late/remote"


def test_submodule_uses_its_own_remote(tmp_path):
    lib = make_repo(tmp_path / "lib", commit=True)
    parent = make_repo(tmp_path / "parent", remote="https://github.com/a/parent", commit=True)
    git(parent, "submodule", "add", "-q", str(lib), "vendor/lib")
    sub = parent / "vendor" / "lib"
    assert (sub / ".git").is_file()
    assert project_id(sub) == "git:" + real(lib)
    git(sub, "remote", "set-url", "origin", "https://github.com/a/lib.git")
    assert project_id(sub) == "git:github.com/a/lib"
    assert project_id(parent / "vendor") == "git:github.com/a/parent"


def test_submodule_without_remote_is_its_own_directory(tmp_path):
    lib = make_repo(tmp_path / "lib", commit=True)
    parent = make_repo(tmp_path / "parent", commit=True)
    git(parent, "submodule", "add", "-q", str(lib), "lib")
    git(parent / "lib", "remote", "remove", "origin")
    assert project_id(parent / "lib") == "path:" + real(parent / "lib")
    assert project_id(parent) == "path:" + real(parent)


def test_symlinked_directory_resolves_to_the_same_project(tmp_path):
    repo = make_repo(tmp_path / "proj")
    link = tmp_path / "link"
    link.symlink_to(repo, target_is_directory=True)
    assert project_id(link) == project_id(repo) == "path:" + real(repo)


# --- not a repository, or a broken one ---------------------------------------------------


def test_plain_directory_is_its_path(tmp_path):
    plain = tmp_path / "notes"
    plain.mkdir()
    assert project_id(plain) == "path:" + real(plain)


def test_missing_directory_is_none(tmp_path):
    assert project_id(tmp_path / "does-not-exist") is None
    assert project_id(tmp_path / "does-not-exist" / "deeper") is None


def test_a_file_is_not_a_project(tmp_path):
    file = tmp_path / "f.txt"
    file.write_text("x")
    assert project_id(file) is None


def test_unusable_paths_do_not_raise(tmp_path):
    assert project_id("bad\0path") is None
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    assert project_id(loop) is None


@pytest.mark.skipif(
    sys.platform == "win32" or os.geteuid() == 0, reason="root reads every directory"
)
def test_unreadable_directory_is_none(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        assert project_id(locked) is None
    finally:
        locked.chmod(0o700)


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"garbage without a prefix\n",
        b"gitdir: \n",
        b"gitdir: /nonexistent/place/.git/worktrees/x\n",
        b"gitdir: ../nowhere\n",
        b"\xff\xfe\x00binary\x00",
    ],
)
def test_corrupt_dot_git_file_falls_back_to_its_directory(tmp_path, content):
    checkout = tmp_path / "checkout"
    (checkout / "src").mkdir(parents=True)
    (checkout / ".git").write_bytes(content)
    assert project_id(checkout / "src") == "path:" + real(checkout)


def test_corrupt_git_dir_contents_fall_back(tmp_path):
    repo = make_repo(tmp_path / "r", remote="https://github.com/a/b")
    config = repo / ".git" / "config"
    config.write_bytes(b'\x00\xff[remote "origin"\n\turl\n[[[\n')
    assert project_id(repo) == "path:" + real(repo)
    config.unlink()
    config.mkdir()  # a directory where a file belongs
    assert project_id(repo) == "path:" + real(repo)


def test_worktree_with_broken_commondir_falls_back(tmp_path):
    main = make_repo(tmp_path / "main", remote="https://github.com/a/b", commit=True)
    worktree = tmp_path / "wt"
    git(main, "worktree", "add", "-q", "-b", "feature", str(worktree))
    pointer = (worktree / ".git").read_text().split(":", 1)[1].strip()
    (Path(pointer) / "commondir").write_text("../../../../gone\n")
    assert project_id(worktree) == "path:" + real(worktree)


def test_worktree_whose_main_repo_was_deleted(tmp_path):
    main = make_repo(tmp_path / "main", commit=True)
    worktree = tmp_path / "wt"
    git(main, "worktree", "add", "-q", "-b", "feature", str(worktree))
    shutil.rmtree(main)
    assert project_id(worktree) == "path:" + real(worktree)


# --- the config parser -----------------------------------------------------------------


def test_parser_tolerates_git_config_quirks(tmp_path):
    repo = make_repo(tmp_path / "r")
    (repo / ".git" / "config").write_text(
        "# leading comment\n"
        "[core]\n"
        "\tbare\n"
        "\trepositoryformatversion = 0 ; trailing comment\n"
        "[include]\n"
        "\tpath = extra.inc\n"
        '[Remote "Upstream"]\n'
        '\tURL = "https://github.com/x/y.git" # quoted, comment after\n'
        "\tfetch = +refs/heads/*:refs/remotes/upstream/*\n"
        "this line is nonsense\n"
        '[remote "origin"]   \n'
        "  url =   git@github.com:\\\n"
        "a/b.git   \n"
        "  url = https://second.example/ignored\n"
        '[branch "main"] remote = origin\n'
    )
    assert project_id(repo) == "git:github.com/a/b"


def test_parse_git_config_entries():
    text = (
        '[remote "with \\"quote\\" and space"]\n'
        '\turl = "a b ; c" ; comment\n'
        "[remote.legacy]\n"
        "\tURL=https://h/p\n"
        "[broken\n"
        "\turl = https://dropped\n"
        "[core] bare\n"
        "\tname = one\\ttwo\n"
    )
    assert parse_git_config(text) == [
        ("remote", 'with "quote" and space', "url", "a b ; c"),
        ("remote", "legacy", "url", "https://h/p"),
        ("core", None, "bare", "true"),
        ("core", None, "name", "one\ttwo"),
    ]


# --- labels ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pid", "label"),
    [
        ("git:github.com/a/b", "a/b"),
        ("git:gitlab.com/group/sub/repo", "sub/repo"),
        ("git:example.com/solo", "solo"),
        ("git:example.com", "example.com"),
        ("git:/srv/repos/tool", "tool"),
        ("path:/home/me/project", "project"),
        ("path:/", "/"),
        ("something-else", "something-else"),
    ],
)
def test_project_label(pid, label):
    assert project_label(pid) == label


def test_label_of_a_real_repo(tmp_path):
    repo = make_repo(tmp_path / "my-proj")
    assert project_label(project_id(repo) or "") == "my-proj"
