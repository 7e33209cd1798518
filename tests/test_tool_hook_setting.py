"""A run a memory forbids only with a setting is not a run without it, through the real
hook (pre-tool). The memories are invented for the rule, not taken from a benchmark."""

from __future__ import annotations

from retain.rank.toolsetting import sets_any, settings_forbidden
from test_tool_hook_keys import bash, store


def test_the_settings_a_run_is_forbidden_with():
    said = settings_forbidden(
        "`mix phx.server` reads `config/dev.exs`; never start it with `MIX_ENV=prod` "
        "here, that config talks to the live queue."
    )
    assert said is not None and said[0] == ["MIX_ENV"] and "live queue" not in said[1]
    assert settings_forbidden("Never run `mix phx.server` on the build box.") is None
    assert sets_any("MIX_ENV=prod mix phx.server", ["MIX_ENV"])
    assert sets_any("java -Dapp.mode=live -jar a.jar", ["app.mode"])
    assert not sets_any("mix phx.server", ["MIX_ENV"])


def test_a_run_without_the_forbidden_setting_is_not_tied(project, tmp_path):
    (mid,) = store(
        project,
        "`mix phx.server` reads `config/dev.exs`; never start it with `MIX_ENV=prod` or "
        "`staging` on a laptop, those talk to the live queue.",
    )
    assert bash(project, tmp_path, "mix phx.server") == []
    assert bash(project, tmp_path, "MIX_ENV=staging mix phx.server", "s-2") == [mid]


def test_a_memory_with_a_rule_beside_the_setting_stays_tied(project, tmp_path):
    (mid,) = store(
        project,
        "`mix phx.server` needs `docker compose up -d db` first; never start it with "
        "`MIX_ENV=prod` on a laptop.",
    )
    assert bash(project, tmp_path, "mix phx.server") == [mid]
