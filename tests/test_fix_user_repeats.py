"""One failure, one memory (retain.sleep.learn_fixes.repeats_fix): the user's words that
name what the kept fix's passing run added ("use --profile=local-dev", "my key is in
~/keys/ledger.txt") are held by the fix's memory and not kept beside it as a second one.
Words naming nothing the fix added are still kept, and a value too common to name the fix
(`K=local`) names none.

The projects, tools and outputs are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import live_texts, session

FAIL = "FATAL: ledgerd: cannot reach broker at broker.prod.internal:9092 (timeout)"


def _session(told: str, passed: str):  # noqa: ANN202
    t = session("ledger")
    t.user(f"Start the ledger daemon locally. {told}")
    t.bash("./ledgerd serve", FAIL, exit_code=1)
    t.bash(passed, "ledgerd: listening on 127.0.0.1:8040")
    t.say("The daemon is up on port 8040.")
    return t


def _texts(tmp_path: Path, told: str, passed: str) -> list[str]:
    project = tmp_path / "ledger"
    project.mkdir()
    return live_texts(tmp_path, _session(told, passed), project)


def test_the_users_flag_the_fix_added_is_not_a_second_memory(tmp_path: Path) -> None:
    told = "Heads up: without the dev profile it dials the real broker, so use --profile=local-dev"
    texts = _texts(tmp_path, told, "./ledgerd serve --profile=local-dev")
    assert len(texts) == 1, texts
    assert "cannot reach broker" in texts[0] and "--profile=local-dev" in texts[0]


def test_the_users_path_the_fix_assigned_is_not_a_second_memory(tmp_path: Path) -> None:
    told = "My broker config is in ~/keys/ledger-broker.toml, not the default place."
    passed = "export LEDGER_CONF=~/keys/ledger-broker.toml && ./ledgerd serve"
    texts = _texts(tmp_path, told, passed)
    assert len(texts) == 1, texts
    assert "LEDGER_CONF=~/keys/ledger-broker.toml" in texts[0]


def test_the_users_words_naming_nothing_the_fix_added_are_kept(tmp_path: Path) -> None:
    told = "Don't ever restart the shared broker container, the QA team uses it all day."
    texts = _texts(tmp_path, told, "./ledgerd serve --profile=local-dev")
    assert any("the QA team uses it" in x for x in texts), texts
    assert any("cannot reach broker" in x for x in texts), texts
