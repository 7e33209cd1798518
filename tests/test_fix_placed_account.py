"""The agent's account of a failure chosen only by where it was said (just before the run
that passed) and stating no cause is that fix's account only when the fix is kept
(retain.sleep.learn_fixes): when the user fixed it by hand, or no kept fix took it, the
sentence is no lesson. A cause the agent states ("The root cause was ...") is still kept.

The projects, tools and outputs are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import live_texts, session

FAIL = (
    "zones/db.orchard.test:9: gate2.orchard.test: bad owner name (strict-names)\n"
    "zone orchard.test/IN: loading from master file zones/db.orchard.test failed"
)
CHECK = "sudo zonelint orchard.test zones/db.orchard.test"


def _by_hand(said: str):  # noqa: ANN202
    t = session("orchard")
    t.user("reload the orchard zone after my edit")
    t.bash(CHECK, FAIL, exit_code=1)
    t.say(f"{said} I can fix the line and bump the serial if you like.")
    t.user("no I'll do it, it's my typo")
    t.user("ok fixed and bumped. reload")
    t.bash(f"{CHECK} && sudo zonectl reload orchard.test", "zone orchard.test/IN: loaded\nOK")
    t.say("Zone loads and the reload is queued.")
    return t


def test_a_placed_remark_on_a_failure_the_user_fixed_is_not_kept(tmp_path: Path) -> None:
    project = tmp_path / "orchard"
    project.mkdir()
    t = _by_hand("Line 9 of `db.orchard.test` has an owner name strict-names rejects.")
    texts = live_texts(tmp_path, t, project)
    assert not any("strict-names rejects" in x for x in texts), texts


def test_a_stated_cause_is_still_kept(tmp_path: Path) -> None:
    project = tmp_path / "orchard"
    project.mkdir()
    said = (
        "The root cause is that `gate2.orchard.test` on line 9 of `db.orchard.test` has an"
        " underscore-free owner name that strict-names rejects because of the trailing hyphen."
    )
    texts = live_texts(tmp_path, _by_hand(said), project)
    assert any("root cause" in x for x in texts), texts
