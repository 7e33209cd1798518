"""Failure -> fix learning, round 27: a fix the session took back leaves no memory, read
from what the session did (retain.sleep.fix_reverts): an edit put back, a file restored
from git, a package removed or pinned back, a setting removed or set back, or a fix that
only undid the session's own change made before the failure. The user's reply asking for
the change to be taken back, and the agent's sentence on an edit every change of which was
put back, are not kept either (retain.sleep.fix_refusals.retracted). A line saying only
that some step failed ("error: Compilation failed.", "C import failed") is a summary, not
the error a fix records (retain.sleep.fix_telling).

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from fix_sessions import live_texts, session
from retain.sleep.capture_score import Candidate
from retain.sleep.fix_calls import Call
from retain.sleep.fix_refusals import retracted
from retain.sleep.fix_reverts import taken_back
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import find_fixes


def renumbered(calls: Sequence[Call]) -> list[Call]:
    return [replace(c, index=i) for i, c in enumerate(calls)]


TSC_FAIL = (
    "tsconfig.json:9:5 - error TS5090: Non-relative paths are not allowed when 'baseUrl' "
    "is not set. Did you forget a leading './'?\n"
)


def test_a_fix_that_only_undoes_the_sessions_own_edit_is_no_lesson() -> None:
    keep, drop = '    "baseUrl": ".",\n    "paths": {}', '    "paths": {}'
    calls = [
        Call(0, path="/srv/kiosk/tsconfig.json", old=keep, new=drop),
        Call(1, command="npx tsc -b", ok=False, output=TSC_FAIL),
        Call(2, path="/srv/kiosk/tsconfig.json", old=drop, new=keep),
        Call(3, command="npx tsc -b", ok=True),
    ]
    assert find_fixes(calls) == []
    [back] = find_fixes(calls, kept=False)
    assert "TS5090" in back.error
    # the same edit, not the session's own change put back, is the fix
    [fix] = find_fixes(renumbered(calls[1:]))
    assert "tsconfig.json" in fix.text()


BUILD_FAIL = "[relay-cli] Error: Unknown option '--env-file'\n"


def test_a_package_pinned_back_to_the_version_before_the_bump_is_no_lesson() -> None:
    calls = [
        Call(0, command="npm install -D relay-cli@6.0.1", ok=True),
        Call(1, command="npm run build", ok=False, output=BUILD_FAIL),
        Call(2, command="npm install -D relay-cli@5.1.4", ok=True),
        Call(3, command="npm run build", ok=True),
    ]
    assert find_fixes(calls) == []
    assert len(find_fixes(renumbered(calls[1:]))) == 1  # no bump of its own before: a fix


MISSING = "ModuleNotFoundError: No module named 'tidewatch'\n"


def test_a_package_removed_later_takes_its_fix_back() -> None:
    calls = [
        Call(0, command="python -m pytest", ok=False, output=MISSING),
        Call(1, command="pip install tidewatch==1.4", ok=True),
        Call(2, command="python -m pytest", ok=True),
    ]
    assert len(find_fixes(calls)) == 1
    removed = [*calls, Call(3, command="pip uninstall -y tidewatch", ok=True)]
    assert find_fixes(removed) == []
    repinned = [*calls, Call(3, command="pip install tidewatch==1.2", ok=True)]
    assert find_fixes(repinned) == []


def test_a_file_restored_from_git_later_takes_its_fix_back() -> None:
    calls = [
        Call(0, command="dotnet build", ok=False,
             output="A compatible .NET SDK was not found.\nRequested SDK version: 8.0.204\n"),
        Call(1, path="/srv/ledger/global.json", old='"version": "8.0.204"',
             new='"version": "8.0.404"'),
        Call(2, command="dotnet build", ok=True),
    ]  # fmt: skip
    assert len(find_fixes(calls)) == 1
    for undo in ("git checkout -- global.json", "git restore global.json", "git reset --hard",
                 "git checkout HEAD -- .", "git revert --no-edit HEAD"):  # fmt: skip
        assert find_fixes([*calls, Call(3, command=undo, ok=True)]) == [], undo
    # another file restored, a branch checked out, a restore that failed: the fix stays
    for other, ok in (("git checkout -- README.md", True), ("git checkout main", True),
                      ("git restore global.json", False), ("git restore --staged global.json",
                                                           True)):  # fmt: skip
        assert len(find_fixes([*calls, Call(3, command=other, ok=ok)])) == 1, other


def test_a_setting_removed_later_takes_its_fix_back() -> None:
    fail = "error: unable to validate cloud credentials: token expired\n"
    calls = [
        Call(0, command="stackctl preview --stack dev", ok=False, output=fail),
        Call(1, command="stackctl config set cloud:skipValidation true --stack dev", ok=True),
        Call(2, command="stackctl preview --stack dev", ok=True),
    ]
    assert not taken_back(calls, 0, 2)
    removed = Call(3, command="stackctl config rm cloud:skipValidation --stack dev", ok=True)
    assert taken_back([*calls, removed], 0, 2)
    other = Call(3, command="stackctl config set cloud:skipValidation false", ok=True)
    assert taken_back([*calls, other], 0, 2)
    unrelated = Call(3, command="stackctl config rm cloud:region --stack dev", ok=True)
    assert not taken_back([*calls, unrelated], 0, 2)
    # a step chained into the passing run is the fix's too: `set 7.4.0 && gen`, then 7.10.0
    chained = [
        Call(0, command="npm run gen", ok=False, output="SpecValidationException: bad spec\n"),
        Call(1, command="npx gencli version-manager set 7.4.0 && npm run gen", ok=True),
    ]
    assert not taken_back(chained, 0, 1)
    again = Call(2, command="npx gencli version-manager set 7.10.0", ok=True)
    assert taken_back([*chained, again], 0, 1)
    exported = [
        Call(0, command="tilegen build", ok=False, output="error: TILE_CACHE is not set\n"),
        Call(1, command="export TILE_CACHE=/tmp/tiles", ok=True),
        Call(2, command="tilegen build", ok=True),
    ]
    assert not taken_back(exported, 0, 2)
    assert taken_back([*exported, Call(3, command="unset TILE_CACHE", ok=True)], 0, 2)


def test_the_users_request_to_take_a_change_back_is_not_kept() -> None:
    words = "No, we need 1.5 for the websocket fix. Revert that, I'll bump the other one."
    old, new = "version: ~> 1.5.0", "version: ~> 1.4.0"
    calls = [
        Call(0, command="shards install", ok=False, output="Unable to satisfy requirements\n"),
        Call(1, path="/srv/kiosk/shard.yml", old=old, new=new),
        Call(2, command="shards install", ok=True),
        Call(3, said=words),
        Call(4, path="/srv/kiosk/shard.yml", old=new, new=old),
    ]
    told = Candidate(words[:38], "fact", "fact", 0.7, "user", ("correction",), False)
    assert retracted(told, calls)
    assert not retracted(told, calls[:4])  # nothing was put back: the reply may be a rule
    for cue in ("detailed", "announced", "repeated"):  # a rule stated in full stays
        assert not retracted(Candidate(words, "fact", "fact", 0.7, "user", (cue,), False), calls)


def test_the_agents_note_on_an_edit_put_back_is_not_kept(tmp_path: Path, project_dir: Path) -> None:
    t = session("logship")
    t.user("The log shipper keeps dropping nginx lines, see why.")
    t.bash("docker logs --tail 40 logship-shipper-1", "[warn] input paused: buffer full\n")
    t.say("With Buf_Limit at 50MB the tail input no longer pauses.")
    t.edit("shipper.conf", "    Buf_Limit 5MB", "    Buf_Limit 50MB")
    t.bash("docker compose restart shipper && docker logs --since 20s logship-shipper-1 "
           "| grep -c paused", "0\n", 1)  # fmt: skip
    t.user("That container has a 64MB limit, 50MB gets it OOM-killed. Put it back; the real "
           "problem is the slow output, I'll look at that.")  # fmt: skip
    t.edit("shipper.conf", "    Buf_Limit 50MB", "    Buf_Limit 5MB")
    t.bash("docker compose restart shipper", " Container logship-shipper-1  Started\n")
    texts = live_texts(tmp_path, t, project_dir)
    assert not any("50MB" in m or "Put it back" in m for m in texts), texts


def test_a_line_saying_only_that_a_step_failed_is_a_summary() -> None:
    zig = (
        "src/tile.zig:4:11: error: C import failed\n"
        "const c = @cImport({\n"
        "          ^~~~~~~~\n"
        "src/tile.zig:4:11: note: libc headers not available\n"
        "error: dependency on libc must be explicitly specified in the build command\n"
    )
    assert decisive_line(zig).startswith("error: dependency on libc must be")
    first = "error: Build failed.\nerror: unresolved import `harbor::ledger`\n"
    assert decisive_line(first) == "error: unresolved import `harbor::ledger`"
    # alone, it is still the line the output has; a step it names in particular is more
    assert decisive_line("error: Compilation failed.\n") == "error: Compilation failed."
    named = "error: linking `tile-cli` failed\nnote: see the linker's output above\n"
    assert decisive_line(named).startswith("error: linking `tile-cli` failed")
