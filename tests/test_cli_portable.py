"""`retain export --markdown`, `retain import` and `retain ui` on the command line."""

from __future__ import annotations

import http.client
import json
import subprocess
import time
from urllib.parse import urlsplit

import pytest

from conftest import PYTHON, subprocess_env
from retain.cli.main import main
from retain.portable.claude_code import project_key


@pytest.fixture
def cli(tmp_path, project_dir, capsys):
    db = tmp_path / "cli.db"

    def run(*args: str) -> tuple[int, str, str]:
        try:
            code = main(["--db", str(db), "--project", str(project_dir), *args])
        except SystemExit as e:
            code = int(e.code or 0)
        out, err = capsys.readouterr()
        return code, out, err

    run.db = db  # type: ignore[attr-defined]
    return run


def test_help_explains_each_command(cli):
    for command, words in [
        ("import", ["--claude-code", "--dry-run", "verdict: contradiction", "FILE.jsonl"]),
        ("export", ["--markdown", "<id>-<slug>.md"]),
        ("ui", ["--no-browser", "--port", "127.0.0.1", "token"]),
    ]:
        code, out, _ = cli(command, "--help")
        assert code == 0
        for w in words:
            assert w in out, (command, w)


def test_markdown_export_edit_import(cli, tmp_path):
    cli("write", "we deploy with fly.io", "--kind", "decision")
    cli("write", "答案要简短", "--kind", "preference")
    tree = tmp_path / "tree"
    code, _, err = cli("export", "--markdown", str(tree), "--include-user")
    assert code == 0 and "exported 2 memories as Markdown" in err
    code, out, _ = cli("import", str(tree))
    assert (code, out.strip()) == (0, "2 unchanged")
    f = next(tree.rglob("1-*.md"))
    f.write_text(f.read_text().replace("fly.io", "fly.io from the main branch"))
    code, out, _ = cli("import", str(tree), "--dry-run")
    assert code == 0 and "would edit:" in out and out.strip().endswith("1 edit, 1 unchanged")
    code, out, _ = cli("import", str(tree), "--json")
    data = json.loads(out)
    assert code == 0 and [c["action"] for c in data["changes"]] == ["edit", "unchanged"]
    code, out, _ = cli("explain", "3")
    assert "It replaced:" in out and "[1]" in out


def test_markdown_import_reports_broken_files_and_exits_1(cli, tmp_path):
    cli("write", "we deploy with fly.io", "--kind", "decision")
    tree = tmp_path / "tree"
    cli("export", "--markdown", str(tree))
    f = next(tree.rglob("1-*.md"))
    f.write_text(f.read_text().replace("kind: decision", "kind decision"))
    new = tree / "user" / "preference" / "new.md"
    new.parent.mkdir(parents=True)
    new.write_text("answer in short paragraphs\n")
    code, out, err = cli("import", str(tree))
    assert code == 1
    assert f"{f.relative_to(tree).as_posix()}:3: expected `key: value`" in err
    assert "write: user/preference/new.md: stored as [2]" in out


def test_import_errors(cli, tmp_path):
    assert cli("import")[0] == 2
    code, _, err = cli("import", str(tmp_path / "missing"))
    assert code == 2 and "does not exist" in err
    code, _, err = cli("export", "--markdown", str(tmp_path / "t"), "-o", "x.jsonl")
    assert code == 2 and "--markdown" in err


def test_jsonl_import(cli, tmp_path):
    cli("write", "we deploy with fly.io", "--kind", "decision")
    dump = tmp_path / "all.jsonl"
    cli("export", "-o", str(dump))
    other = tmp_path / "other.db"
    assert main(["--db", str(other), "import", str(dump)]) == 0
    assert main(["--db", str(other), "import", str(dump), "--json"]) == 0


def test_claude_code_import_dry_run_then_twice(cli, isolated_home, project_dir):
    memdir = isolated_home / ".claude" / "projects" / project_key(project_dir) / "memory"
    memdir.mkdir(parents=True)
    (memdir / "MEMORY.md").write_text("- The staging database is reset every Monday\n")
    (project_dir / "CLAUDE.md").write_text("# Rules\n- Never push to main directly\n")
    code, out, _ = cli("import", "--claude-code", str(project_dir), "--dry-run")
    assert code == 0
    assert "+ constraint (project): Never push to main directly  [CLAUDE.md:2]" in out
    assert "dry run: would write 2, 0 known" in out
    code, out, _ = cli("import", "--claude-code")  # the project from --project
    assert code == 0 and "wrote 2, 0 already known" in out
    code, out, _ = cli("import", "--claude-code", str(project_dir))
    assert code == 0 and "wrote 0, 2 already known" in out


def test_ui_prints_a_tokened_url_and_serves_it(tmp_path, project_dir):
    env = subprocess_env(RETAIN_EMBEDDER="none", RETAIN_DB=str(tmp_path / "ui.db"))
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "ui", "--no-browser", "--project", str(project_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        assert line.startswith("retain ui: http://127.0.0.1:")
        url = urlsplit(line.split(" ", 2)[2].strip())
        assert url.query.startswith("token=")
        deadline = time.monotonic() + 10
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", url.port, timeout=5)
                conn.request("GET", f"/api/overview?{url.query}")
                res = conn.getresponse()
                break
            except ConnectionRefusedError:
                assert time.monotonic() < deadline
                time.sleep(0.05)
        assert res.status == 200 and json.loads(res.read())["total"] == 0
        conn.request("GET", "/api/overview")
        assert conn.getresponse().status == 403
        conn.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)


FAKE_BROWSER = """
import json, os, sys
from urllib.parse import urlsplit
target = sys.argv[-1]
path = urlsplit(target).path if target.startswith("file:") else target
record = {"argv": sys.argv, "cmdline": open("/proc/self/cmdline", "rb").read().decode()}
record["page"] = open(path, encoding="utf-8").read()
record["mode"] = os.stat(path).st_mode & 0o777
with open(os.environ["FAKE_BROWSER_LOG"], "w") as f:
    json.dump(record, f)
"""


def test_ui_hands_the_browser_no_token(tmp_path, project_dir):
    """A fake browser (BROWSER) records what it was given: a private file's path, no
    token, no code; the file's one-time link signs in once, and a replay is refused."""
    fake, log = tmp_path / "fake_browser.py", tmp_path / "browser.json"
    fake.write_text(FAKE_BROWSER)
    env = subprocess_env(
        RETAIN_EMBEDDER="none",
        RETAIN_DB=str(tmp_path / "ui.db"),
        BROWSER=f"{PYTHON} {fake} %s",
        FAKE_BROWSER_LOG=str(log),
    )
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "ui", "--project", str(project_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        token = urlsplit(line.split(" ", 2)[2].strip()).query.removeprefix("token=")
        deadline = time.monotonic() + 20
        while not log.exists() or not log.read_text():
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.05)
        record = json.loads(log.read_text())
        assert token and token not in record["cmdline"]
        assert "code=" not in record["cmdline"] and "127.0.0.1" not in record["cmdline"]
        assert record["argv"][-1].startswith("file://") and record["mode"] == 0o600
        login = urlsplit(record["page"].split("url=", 1)[1].split('"', 1)[0])
        assert login.path == "/login" and token not in record["page"]
        deadline = time.monotonic() + 10
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", login.port, timeout=5)
                conn.request("GET", f"{login.path}?{login.query}")
                res = conn.getresponse()
                break
            except ConnectionRefusedError:
                assert time.monotonic() < deadline
                time.sleep(0.05)
        res.read()
        assert res.status == 200 and "HttpOnly" in res.getheader("Set-Cookie", "")
        conn.request("GET", f"{login.path}?{login.query}")  # the same link again
        res = conn.getresponse()
        assert res.status == 403 and res.getheader("Set-Cookie") is None
        conn.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_ui_refuses_a_port_in_use(cli):
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen()
    try:
        code, _, err = cli("ui", "--no-browser", "--port", str(s.getsockname()[1]))
        assert code == 2 and "cannot listen" in err
    finally:
        s.close()
    assert cli("ui", "--port", "0")[0] == 2
