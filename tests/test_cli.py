"""The `retain` command: every subcommand in-process, the edges (stdin, exit codes,
no tracebacks, light imports) as real subprocesses."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from retain.cli.main import COMMANDS, main


@pytest.fixture
def cli(tmp_path, project_dir, capsys):
    """Run `retain --db tmp --project dir ARGS`; return (exit code, stdout, stderr)."""
    db = tmp_path / "cli.db"

    def run(*args: str) -> tuple[int, str, str]:
        try:
            code = main(["--db", str(db), "--project", str(project_dir), *args])
        except SystemExit as e:  # argparse rejects usage errors by exiting
            code = int(e.code or 0)
        out, err = capsys.readouterr()
        return code, out, err

    run.db = db  # type: ignore[attr-defined]
    return run


def retain(*args: str, cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        env=subprocess_env(),
        timeout=60,
    )


@pytest.mark.parametrize("name", [name for name, _ in COMMANDS])
def test_every_subcommand_has_help_with_examples(name, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([name, "--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert f"retain {name}" in out and "examples:" in out
    assert out.split("examples:", 1)[1].strip().startswith(("retain", "git", "claude"))


def test_write_search_explain_roundtrip(cli):
    code, out, _ = cli(
        "write", "Orders use optimistic locking with a version column", "--kind", "decision"
    )
    assert (code, out.strip()) == (0, "Stored as [1].")
    code, out, _ = cli("write", "Orders use optimistic locking with a version column")
    assert code == 0 and out.startswith("Already known as [1]")

    code, out, _ = cli("search", "optimistic", "locking")
    assert code == 0
    assert "[1] Orders use optimistic locking" in out and "decision" in out and "why:" in out
    code, out, _ = cli("search", "kubernetes")
    assert out.strip() == "Nothing relevant in memory for 'kubernetes'."

    code, out, _ = cli("search", "--json", "version column")
    hits = json.loads(out)
    assert hits[0]["memory"]["id"] == 1 and hits[0]["reason"]
    assert hits[0]["memory"]["n_used"] == 0  # looking from the CLI is not using

    code, out, _ = cli("explain", "1")
    assert code == 0 and "Evidence (2 observations)" in out and "by user via cli" in out
    code, out, _ = cli("explain", "1", "--json")
    data = json.loads(out)
    assert data["memory"]["support"] == 2 and len(data["episodes"]) == 2


def test_write_json_and_search_filters(cli):
    code, out, _ = cli(
        "write",
        "--json",
        "--kind",
        "lesson",
        "--outcome",
        "fail",
        "Never run the e2e suite against prod",
    )
    result = json.loads(out)
    assert code == 0 and result["stored"] and result["memory_id"] == 1
    code, out, _ = cli("write", "--kind", "preference", "Prefer small pull requests")
    code, out, _ = cli("search", "--valence", "failure", "e2e", "suite")
    assert "[1]" in out
    code, out, _ = cli("search", "--kind", "preference", "e2e", "suite")
    assert out.startswith("Nothing relevant")
    code, out, _ = cli("search", "--at", "2000-01-01", "pull", "requests")
    assert out.startswith("Nothing relevant") and "as of 2000-01-01" in out


def test_search_semantic_loads_embedder_and_backfills(cli):
    cli("write", "Deploys go through the blue green switch")
    code, out, err = cli("search", "--semantic", "blue", "green", "deploys")
    assert code == 0 and "meaning" in out
    assert "embedded 1 memory that had no vector yet\n" in err


def test_search_matches_meaning_by_default_and_words_with_flag(cli):
    cli("write", "Deploys go through the blue green switch")
    code, out, err = cli("search", "blue", "green", "deploys")
    assert code == 0 and "meaning" in out  # the quick embedder loaded without asking
    assert "embedded 1 memory that had no vector yet\n" in err and "loading" not in err
    code, out, err = cli("search", "--words", "blue", "green", "deploys")
    assert code == 0 and "[1] Deploys" in out and "meaning" not in out and err == ""
    code, _, err = cli("search", "--words", "--semantic", "blue")
    assert code == 2 and "not allowed with" in err


def test_search_says_why_it_matches_words_only(cli, monkeypatch):
    import retain.vectors.embed as embed
    from retain import config

    cli("write", "Deploys go through the blue green switch")
    monkeypatch.setenv("RETAIN_EMBEDDER", "minilm")
    monkeypatch.setattr(config, "onnx_available", lambda: False)

    def never(*_: object) -> None:
        raise AssertionError("a plain search must not load the slow model")

    monkeypatch.setattr(embed, "MiniLMEmbedder", never)
    code, out, err = cli("search", "blue", "green")
    assert code == 0 and "[1] Deploys" in out and "meaning" not in out
    assert "words only" in err and "--semantic" in err

    def broken(name: str | None = None) -> None:
        raise RuntimeError("model file is damaged")

    monkeypatch.setattr(embed, "create", broken)
    code, out, err = cli("search", "--semantic", "blue", "green")
    assert code == 0 and "[1] Deploys" in out
    assert "embedder unavailable (RuntimeError: model file is damaged)" in err
    monkeypatch.setenv("RETAIN_EMBEDDER", "none")
    code, out, err = cli("search", "blue", "green")
    assert code == 0 and "[1] Deploys" in out and err == ""


def test_write_context_is_stored_and_found_by_search(cli):
    code, out, _ = cli(
        "write",
        "Split the fixture load into four shards",
        "--kind",
        "bugfix",
        "--context",
        "the e2e pipeline gets killed after forty minutes",
    )
    assert (code, out.strip()) == (0, "Stored as [1].")
    cli("write", "Shards run on the large runners")
    code, out, _ = cli("search", "--words", "why", "is", "the", "pipeline", "killed")
    assert out.splitlines()[1].startswith("[1] Split the fixture load")
    assert "forty" not in out  # the context is searched, never shown
    code, _, err = cli("write", "Shards need the large runners", "--context", "y" * 4001)
    assert code == 2 and "context" in err


def test_outcome_forget_revive_pin(cli):
    cli("write", "Run migrations with make migrate")
    code, out, _ = cli("outcome", "1", "ok")
    assert code == 0 and out.startswith("Recorded 'ok' for [1]")
    code, out, _ = cli("outcome", "1", "fail", "--note", "make migrate needs DB_URL", "--json")
    data = json.loads(out)
    assert data["memory"]["n_failure"] == 1 and data["lesson"]["stored"]
    code, out, _ = cli("pin", "1")
    assert out.startswith("Pinned [1]")
    code, out, _ = cli("pin", "1", "--off", "--json")
    assert json.loads(out)["pinned"] is False
    code, out, _ = cli("forget", "1", "--reason", "replaced by a script")
    assert code == 0 and "forgotten: replaced by a script" in out
    code, out, _ = cli("search", "migrations")
    assert "[1]" not in out
    code, out, _ = cli("revive", "1", "--json")
    assert json.loads(out)["status"] == "live"


def test_status_text_and_json(cli):
    cli("write", "Use ruff for linting", "--kind", "preference")
    code, out, _ = cli("status")
    assert (
        code == 0
        and "memories: 1" in out
        and "embedder: fakes:FakeEmbedder not loaded by the CLI" in out
    )
    code, out, _ = cli("status", "--json")
    data = json.loads(out)
    assert data["memories"] == 1 and data["live_by_kind"] == {"preference": 1}


def test_export_jsonl_with_episodes(cli, tmp_path):
    cli("write", "Token is postgres://app:s3cretpass@db.internal/app")
    cli("write", "Old belief", "--kind", "decision")
    cli("forget", "2")
    code, out, err = cli("export")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [r["id"] for r in rows] == [1, 2]
    assert rows[0]["episodes"][0]["source"] == "cli" and "s3cretpass" not in out
    assert "exported 2 memories" in err
    target = tmp_path / "live.jsonl"
    code, _, err = cli("export", "--live-only", "-o", str(target))
    assert [json.loads(x)["id"] for x in target.read_text().splitlines()] == [1]


def test_context_prints_the_session_block(cli, project_dir):
    cli("write", "Always run the linter before committing", "--kind", "procedure")
    code, out, _ = cli("context", str(project_dir))
    assert code == 0 and "Always run the linter before committing" in out
    code, out, _ = cli("context", "--json")
    assert "linter" in json.loads(out)["block"]


def test_context_with_no_database_says_so(tmp_path, capsys):
    code = main(["context", str(tmp_path)])  # the default store, not made yet
    assert code == 0 and "no memories to show" in capsys.readouterr().out
    # a store named with --db that does not exist is a typo until shown otherwise
    code = main(["--db", str(tmp_path / "none.db"), "context", str(tmp_path)])
    assert code == 1 and f"no store at {tmp_path / 'none.db'}" in capsys.readouterr().err


@pytest.mark.skipif(importlib.util.find_spec("retain.sleep") is None, reason="no sleep pass yet")
def test_maintain_runs_the_sleep_pass(cli):
    cli("write", "Use ruff for linting", "--kind", "preference")
    code, out, _ = cli("maintain", "--json")
    assert code == 0 and "archived" in json.loads(out)
    code, out, err = cli("maintain", "--semantic")
    assert code == 0 and (out.startswith("Sleep pass done") or out.startswith("Skipped"))
    assert "running the sleep pass" in err


def test_doctor_ok_then_problems(cli):
    code, out, _ = cli("doctor")
    assert code == 0 and "does not exist yet" in out and "all good" in out
    assert "check the name" in out  # named with --db: a typo would read the same as a new store
    cli("write", "a fact")
    code, out, _ = cli("doctor", "--json")
    checks = json.loads(out)
    assert code == 0 and {c["name"] for c in checks} >= {"integrity", "schema version", "embedder"}

    os.chmod(cli.db, 0o644)
    code, out, _ = cli("doctor")
    assert code == 1 and "PROBLEM" in out and f"chmod 600 {cli.db}" in out
    os.chmod(cli.db, 0o600)

    import sqlite3

    conn = sqlite3.connect(cli.db)
    conn.execute("INSERT INTO _migrations(version, name, applied_at) VALUES (99, 'future', 0)")
    conn.commit()
    conn.close()
    code, out, _ = cli("doctor")
    assert code == 1 and "upgrade retain" in out


def test_doctor_flags_a_damaged_file_and_a_missing_embedder(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not a database" * 100)
    os.chmod(bad, 0o600)
    monkeypatch.setenv("RETAIN_EMBEDDER", "nonsense")
    home = tmp_path / "home" / ".retain"  # RETAIN_HOME, from conftest
    home.mkdir(mode=0o755)
    os.chmod(home, 0o755)
    code = main(["--db", str(bad), "doctor"])
    out = capsys.readouterr().out
    assert code == 1 and "fix: keep a copy" in out and "RETAIN_EMBEDDER must be" in out
    assert f"fix: chmod 700 {home}" in out


@pytest.mark.parametrize(
    "args,code,message",
    [
        (["outcome", "1", "failure"], 2, "invalid choice: 'failure'"),
        (["explain", "0"], 2, "ids start at 1"),
        (["explain", "99"], 1, "no memory with id 99; `retain search` shows the ids"),
        (["write", "   "], 2, "text is empty"),
        (["search", "-k", "51", "x"], 2, "k must be a whole number from 1 to 50"),
        (["search", "--at", "last week", "x"], 2, "ISO-8601"),
        (["forget", "42"], 1, "no memory with id 42"),
        (["frobnicate"], 2, "invalid choice"),
        (
            ["search", "--bogus", "x"],
            2,
            "unrecognized arguments: --bogus (see `retain search --help`)",
        ),
        (["--bogus", "status"], 2, "unrecognized arguments: --bogus (see `retain status --help`)"),
    ],
)
def test_errors_are_one_line_with_an_exit_status(cli, args, code, message):
    cli("write", "something, so that the database exists")
    got, out, err = cli(*args)
    assert got == code and out == ""
    assert err.startswith("retain: error: ") and message in err
    assert len(err.strip().splitlines()) == 1


def test_subprocess_errors_stdin_and_no_tracebacks(project_dir):
    lesson = "Flaky login test: the clock was not frozen; fixed with freezegun\n"
    ok = retain("write", "-", "--kind", "bugfix", cwd=project_dir, stdin=lesson)
    assert ok.returncode == 0 and ok.stdout.strip() == "Stored as [1]."
    for args, code, message in [
        (("outcome", "1", "failure"), 2, "retain: error: argument outcome: invalid choice"),
        (("explain", "99"), 1, "retain: error: no memory with id 99"),
        (("write", ""), 2, "retain: error: text is empty"),
        ((), 2, "usage: retain"),
    ]:
        r = retain(*args, cwd=project_dir)
        assert r.returncode == code, (args, r.stderr)
        assert r.stderr.startswith(message.split("\n")[0]) or message in r.stderr
        assert "Traceback" not in r.stderr and r.stdout == ""
        if args:
            assert len(r.stderr.strip().splitlines()) == 1
    found = retain("search", "flaky", "login", cwd=project_dir)
    assert "[1] Flaky login test" in found.stdout and "bugfix" in found.stdout


def test_write_and_import_stay_light(project_dir):
    code = (
        "import sys\n"
        "import retain.memory.facade, retain.store.queries, retain.cli.main\n"
        "import retain.format, retain.cli.doctor\n"
        "HEAVY = ('mcp', 'torch', 'sentence_transformers', 'numpy')\n"
        "light = [m for m in HEAVY if m in sys.modules]\n"
        "retain.cli.main.main(['write', 'we use uv', '--kind', 'preference'])\n"
        "heavy = [m for m in HEAVY if m in sys.modules]\n"
        "print(light, heavy)\n"
    )
    r = subprocess.run(
        [PYTHON, "-c", code],
        capture_output=True,
        text=True,
        cwd=project_dir,
        env=subprocess_env(RETAIN_EMBEDDER="minilm"),
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1] == "[] []"


def test_export_file_is_private_and_a_bad_path_is_a_clear_error(tmp_path):
    import os
    import stat

    from retain.cli.main import main

    db = str(tmp_path / "x.db")
    assert main(["--db", db, "write", "exports are private", "--kind", "fact"]) == 0
    out = tmp_path / "export.jsonl"
    assert main(["--db", db, "export", "-o", str(out)]) == 0
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o600
    assert "exports are private" in out.read_text()
    assert main(["--db", db, "export", "-o", str(tmp_path / "missing" / "x.jsonl")]) == 2


def test_doctor_does_not_call_a_read_only_store_damaged():
    import sqlite3
    from pathlib import Path

    from retain.store.inspect import _fix_for

    fix = _fix_for(
        sqlite3.OperationalError("attempt to write a readonly database"),
        Path("/data/retain.db"),
        "move it aside",
    )
    assert "writable" in fix and "move it aside" not in fix
    assert (
        _fix_for(sqlite3.DatabaseError("file is not a database"), Path("/d/r.db"), "move it aside")
        == "move it aside"
    )


def test_top_level_help_shows_each_commands_whole_first_sentence(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps at the terminal width
    for name, handler in COMMANDS:
        about = " ".join((handler.__doc__ or "").split("examples:")[0].split("\n\n")[0].split())
        first = about[: about.index(". ") + 1] if ". " in about else about
        assert first.endswith((".", ")")), (name, first)
        assert f"{name} {first}" in out, name
    assert "search by meaning, an outcome and the SessionStart block." in out  # `demo`, 2 lines


def test_every_argument_a_command_lists_says_what_it_does(capsys):
    """Round 35: `outcome`'s ok/fail, `forget --reason`, `--kind` and three `--session-id`
    were listed in `--help` with no word on them, and `context --session-id`, listed too,
    changed nothing."""
    import argparse

    from retain.cli import main as cli_main

    parser = cli_main.cli_parser.build(cli_main.COMMANDS, cli_main.JSON_COMMANDS)
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    silent = [
        (name, action.option_strings or action.dest)
        for name, sub in commands.choices.items()
        for action in sub._actions
        if not isinstance(action, argparse._SubParsersAction) and not (action.help or "").strip()
    ]
    assert silent == []
    with pytest.raises(SystemExit):
        main(["context", "--help"])
    assert "--session-id" not in capsys.readouterr().out


def test_errors_never_name_the_mcp_tools(cli):
    cli("write", "something, so that the database exists")
    for args in (["explain", "7"], ["forget", "7"], ["outcome", "7", "ok"], ["revive", "7"]):
        code, _, err = cli(*args)
        assert code == 1 and "memory_search" not in err and "`retain search`" in err, args


def test_explaining_an_archived_memory_does_not_call_it_current(cli):
    cli("write", "The staging database resets every night at 03:00", "--kind", "fact")
    assert "(still current)" in cli("explain", "1")[1]
    assert cli("forget", "1")[0] == 0
    code, out, _ = cli("explain", "1")
    assert code == 0 and "status archived" in out and "still current" not in out


def test_status_says_never_or_what_the_last_sleep_pass_did(cli):
    cli("write", "something, so that the database exists")
    code, out, _ = cli("status")
    assert code == 0 and "last sleep pass: never" in out.splitlines()
    assert cli("maintain")[0] == 0
    assert cli("maintain")[0] == 0  # the second pass finds nothing to do
    line = next(x for x in cli("status")[1].splitlines() if x.startswith("last sleep pass:"))
    assert "(none)" not in line and " - " not in line and "UTC" in line, line


def test_the_backfill_notice_is_a_line_of_its_own_beside_the_answer(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """`retain search` after CLI writes (no vectors yet): the notice on stderr ends its
    own line, and the answer starts a new one when both streams go to one terminal."""
    env = subprocess_env(RETAIN_EMBEDDER="fakes:FakeEmbedder")
    base = [PYTHON, "-m", "retain", "--db", str(tmp_path / "n.db"), "--project", str(tmp_path)]
    for text in ("orders use optimistic locking", "deploys go through staging first"):
        subprocess.run([*base, "write", text], env=env, check=True, capture_output=True)
    apart = subprocess.run(
        [*base, "search", "optimistic", "locking"], env=env, capture_output=True, text=True
    )
    assert (
        apart.returncode == 0
        and apart.stderr == "retain: embedded 2 memories that had no vector yet\n"
    )
    assert apart.stdout.startswith("1 memory for") or apart.stdout.startswith("2 memories for")
    subprocess.run(
        [*base, "write", "the nightly job runs at 2am"], env=env, check=True, capture_output=True
    )
    merged = subprocess.run(
        [*base, "search", "nightly", "job"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines = merged.stdout.splitlines()
    assert lines[0] == "retain: embedded 1 memory that had no vector yet"
    assert "memor" in lines[1] and "for 'nightly job'" in lines[1]


@pytest.mark.parametrize(
    "args,message",
    [
        (["write", "deploys use argo", "--ttl-days", "nan"], "ttl_days must be a finite number"),
        (["write", "deploys use argo", "--ttl-days", "inf"], "ttl_days must be a finite number"),
        (["write", "deploys use argo", "--ttl-days=-1e999"], "must be a finite number"),
        (["write", "deploys use argo", "--ttl-days", "0"], "more than 0 and at most 36500"),
        (["write", "deploys use argo", "--ttl-days", "40000"], "more than 0 and at most 36500"),
        (["search", "-k", "nan", "x"], "k must be a finite whole number"),
        (["search", "-k", "inf", "x"], "k must be a finite whole number"),
        (["explain", "nan"], "memory id must be a finite whole number"),
        (["write", "deploys use argo", "--target", "inf", "--verdict", "refinement"], "finite"),
        (["context", "--budget", "nan"], "budget must be a finite whole number"),
        (["context", "--budget", "-5"], "budget must be a whole number from 50 to 2000"),
        (["context", "--budget", "99999999"], "budget must be a whole number from 50 to 2000"),
        (["ui", "--port", "nan"], "port must be a finite whole number"),
    ],
)
def test_numeric_flags_refuse_nan_infinity_and_out_of_range(cli, args, message):
    code, out, err = cli(*args)
    assert code == 2 and out == "", err
    assert err.startswith("retain: error: ") and message in err
    assert len(err.strip().splitlines()) == 1
    code, out, _ = cli("search", "argo", "--json")
    assert "deploys use argo" not in out  # nothing was stored


def test_a_lone_surrogate_on_the_command_line_is_refused_or_searched(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The bytes of an escaped surrogate (CESU-8 `\\xed\\xa0\\x80`, which Python reads
    from argv as three lone surrogates): a write is refused with the reason and stores
    nothing, from argv and from stdin; a search still answers."""
    env = subprocess_env(RETAIN_EMBEDDER="none")
    base = [PYTHON, "-m", "retain", "--db", str(tmp_path / "s.db"), "--project", str(tmp_path)]
    bad = os.fsdecode(b"the build \xed\xa0\x80 uses ninja")
    wrote = subprocess.run([*base, "write", bad], env=env, capture_output=True, text=True)
    assert wrote.returncode == 2 and "not valid Unicode" in wrote.stderr, wrote.stderr
    piped = subprocess.run(
        [*base, "write", "-"], env=env, capture_output=True, input=b"deploys \xed\xa0\x80 argo"
    )
    assert piped.returncode == 2 and b"not valid Unicode" in piped.stderr, piped.stderr
    subprocess.run([*base, "write", "the build uses ninja"], env=env, check=True)
    found = subprocess.run(
        [*base, "search", os.fsdecode(b"ninja \xed\xa0\x80")], env=env, capture_output=True
    )
    assert found.returncode == 0 and b"the build uses ninja" in found.stdout, found.stderr
    listed = subprocess.run([*base, "search", "build", "--json"], env=env, capture_output=True)
    hits = json.loads(listed.stdout)
    assert [h["memory"]["text"] for h in hits] == ["the build uses ninja"]  # only that one


def test_doctor_default_store_missing_is_plainly_new(tmp_path, monkeypatch):
    """Not named on the command line, a missing store is simply new: no hint about a typo."""
    from retain.cli.doctor import render, run_checks

    monkeypatch.setenv("RETAIN_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("RETAIN_DB", raising=False)
    out = render(run_checks(None))
    assert "does not exist yet" in out and "check the name" not in out
