import os

from fakes import PLUGIN
from retain.cli.demo import run_demo


def test_demo_runs_the_whole_loop_on_a_throwaway_store(tmp_path, monkeypatch):
    real_db = tmp_path / "real.db"
    monkeypatch.setenv("RETAIN_DB", str(real_db))
    lines: list[str] = []
    run_demo(lines.append, embedder_name=PLUGIN)
    out = "\n".join(lines)
    assert "already known as [1]" in out
    assert "it replaces [2], which is now closed" in out
    assert out.count("<retain-memory nonce=") == 1 and out.count("</retain-memory nonce=") == 1
    assert "failure lesson: Never run the payments migration" in out
    # the user's own store is untouched and the environment restored
    assert not real_db.exists() and os.environ["RETAIN_DB"] == str(real_db)


def test_demo_without_a_model_says_so(monkeypatch):
    lines: list[str] = []
    run_demo(lines.append, embedder_name="none")
    assert "searching by words only" in lines[0]
