"""Code keys read further (retain.core.toolcode): every item of a list a prohibition
opens, a prohibition in a language that puts it after the name or uses its own verb, and a
setting a memory forbids changing, which ties an edit only when the setting's line changes.
The memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core.toolcode import changes, code_keys, kept_settings
from test_tool_hook_content import change
from test_tool_hook_keys import store


def test_every_item_of_a_forbidden_list_is_a_form():
    keys = code_keys("Render loop: no `alloca`, `vector` or STL `deque` in frame code.")
    assert [f for _, f in keys] == ["alloca", "vector", "deque"]
    # a list not closed by "or", a prescribed item after a comma, an item qualified "bare"
    assert [f for _, f in code_keys("Never `eval_x`, use `safe_eval` instead.")] == ["eval_x"]
    assert [f for _, f in code_keys("Never import `os`, `sys` or `re` bare here.")] == ["os"]


def test_a_prohibition_in_another_language_keys_its_form():
    assert ("lib", "$lib/legacy/api") in code_keys("Nunca importar `$lib/legacy/api` en rutas.")
    assert ("moment", "moment") in code_keys("日付処理に `moment` は使わない。")


def test_a_setting_never_to_change_ties_only_a_changed_value():
    text = "`boot.kernelPackages` は絶対に変更しない。"
    assert kept_settings(text) == ["boot.kernelPackages"]
    assert kept_settings("Never change `config.yml` by hand.") == []  # a file, not a setting
    line = "  boot.kernelPackages = pkgs.linuxPackages_6_6;"
    assert changes("boot.kernelPackages", line.replace("6_6", "6_9"), line)
    assert not changes("boot.kernelPackages", line + "\n  x = 1;", line)


def test_an_edit_changing_a_kept_setting_shows_the_memory(project, tmp_path):
    (mid,) = store(project, "Never change `cluster.nodeVersion` on a live pool; drain first.")
    old = 'pool:\n  cluster.nodeVersion: "1.29"\n'
    assert change(
        project, tmp_path, "infra/pool.yaml", old, old.replace("1.29", "1.30"),
    ) == [mid]  # fmt: skip
    assert change(
        project, tmp_path, "infra/pool2.yaml", old, old + "  size: 3\n", "s-2",
    ) == []  # fmt: skip
