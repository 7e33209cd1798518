"""A long session's fixes are judged in time (retain.sleep.fix_reverts, round 27, second
wave): every fix reads every later call for a revert, and each of those reads parsed the
call's command again; a session of 1,500 fixes parsed its commands 1.1 million times
(64 s of a detached sleep pass). Each command is now parsed once."""

from __future__ import annotations

from retain.sleep import fix_reverts
from retain.sleep.fix_calls import Call


def _session(fixes: int) -> tuple[list[Call], list[tuple[int, int]]]:
    calls: list[Call] = []
    pairs = []
    for k in range(fixes):
        i = len(calls)
        calls.append(Call(i, command=f"make test-{k} 2>&1", ok=False, output=f"error {k}"))
        calls.append(Call(i + 1, path=f"/repo/src/m{k}.py", old=f"x = {k}", new=f"x = {k + 1}"))
        calls.append(Call(i + 2, command=f"make test-{k} 2>&1", ok=True))
        pairs.append((i, i + 2))
    calls.append(Call(len(calls), command="git checkout -- src/m3.py", ok=True))
    return calls, pairs


def test_each_command_is_parsed_once_however_many_fixes_read_it(monkeypatch):
    parsed: list[str] = []
    real = fix_reverts.segments

    def counting(command: str) -> list[list[str]]:
        parsed.append(command)
        return real(command)

    monkeypatch.setattr(fix_reverts, "segments", counting)
    fix_reverts._runs_cached.cache_clear()
    calls, pairs = _session(60)
    judged = [fix_reverts.taken_back(calls, a, b) for a, b in pairs]
    assert judged == [k == 3 for k in range(60)]  # the file restored from git: taken back
    assert len(parsed) == len({c.command for c in calls if not c.is_edit})
