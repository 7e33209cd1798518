"""What a new user tripped over on the command line (issue 30): a --db in a folder that
does not exist, and doctor's advice on a --db that is a folder."""

from __future__ import annotations

import os
from pathlib import Path

from retain.cli.main import main


def test_db_in_a_missing_folder_is_refused_and_nothing_is_made(tmp_path: Path, capsys):
    db = tmp_path / "nonexistent" / "x.db"
    code = main(["--db", str(db), "write", "orders use optimistic locking"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and f"the folder {db.parent} does not exist" in err
    assert not db.parent.exists()


def test_db_whose_folder_is_a_file_is_refused(tmp_path: Path, capsys):
    (tmp_path / "afile").write_text("x")
    code = main(["--db", str(tmp_path / "afile" / "x.db"), "status"])
    assert code == 2 and "is not a folder" in capsys.readouterr().err


def test_the_default_home_folder_is_still_made(tmp_path: Path, capsys):
    home = Path(os.environ["RETAIN_HOME"])  # conftest: not made yet
    assert not home.exists()
    assert main(["write", "orders use optimistic locking", "--kind", "decision"]) == 0
    assert (home / "retain.db").exists()
    assert (home.stat().st_mode & 0o777) == 0o700


def test_doctor_on_a_folder_never_advises_chmod_600(tmp_path: Path, capsys):
    folder = tmp_path / "store"
    folder.mkdir(mode=0o755)
    os.chmod(folder, 0o755)
    code = main(["--db", str(folder), "doctor"])
    out = capsys.readouterr().out
    assert code == 1
    assert f"chmod 600 {folder}" not in out
    assert f"{folder} is a folder, not a database file" in out
    assert f"--db {folder / 'retain.db'}" in out


def test_doctor_advice_fits_what_it_names(tmp_path: Path, capsys):
    # 700 for retain's folder, 600 for its database file, in one run.
    home = Path(os.environ["RETAIN_HOME"])
    home.mkdir(mode=0o755)
    os.chmod(home, 0o755)
    db = home / "retain.db"
    assert main(["--db", str(db), "write", "a fact to store"]) == 0
    os.chmod(home, 0o755)
    os.chmod(db, 0o644)
    capsys.readouterr()
    assert main(["--db", str(db), "doctor"]) == 1
    out = capsys.readouterr().out
    assert f"fix: chmod 700 {home}\n" in out and f"fix: chmod 600 {db}\n" in out
