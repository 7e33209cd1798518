"""retain.regexcache: the hook patterns' compiled programs, kept between processes (issue 29)."""

import importlib
import json
import re
import subprocess
import sys

import pytest

from conftest import PYTHON, subprocess_env
from retain import regexcache
from retain.lazyre import LazyPattern
from test_imports_tool import _project_with_two_memories
from test_lazyre import LAZY_MODULES


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """A cache file of the test's own, empty, and a process that writes bytecode."""
    path = tmp_path / "__pycache__" / "regex.bin"
    path.parent.mkdir()
    monkeypatch.setattr(regexcache, "PATH", str(path))
    monkeypatch.setattr(regexcache, "_loaded", None)
    monkeypatch.setattr(regexcache, "_added", {})
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return path


def _fresh(monkeypatch):
    """A new process, as far as the cache knows: the file is read again."""
    monkeypatch.setattr(regexcache, "_loaded", None)
    monkeypatch.setattr(regexcache, "_added", {})


def _hook_patterns() -> list[tuple[str, int]]:
    out = []
    for module in LAZY_MODULES:
        for value in vars(importlib.import_module(module)).values():
            if isinstance(value, LazyPattern):
                out.append((value.pattern, int(value._flags)))
    return sorted(set(out))


def test_every_hook_pattern_from_its_kept_program_is_the_one_re_compiles(kept, monkeypatch):
    patterns = _hook_patterns()
    assert len(patterns) > 200
    real = {key: re.compile(*key) for key in patterns}
    for key in patterns:  # compiled from source, and kept
        assert regexcache.compile(*key) == real[key]
    assert regexcache.save() and kept.exists()
    _fresh(monkeypatch)

    def no_parsing(*args, **kwargs):
        raise AssertionError("compiled from source")

    monkeypatch.setattr(re._parser, "parse", no_parsing)
    for key in patterns:
        p = regexcache.compile(*key)
        # Pattern == compares the source, the flags and the engine's code
        assert p == real[key]
        assert (p.groups, p.groupindex) == (real[key].groups, real[key].groupindex)
    assert regexcache._added == {}  # nothing new to write: every program came from the file


def test_a_kept_program_equals_re_compile_code_and_all(kept, monkeypatch):
    source, flags = r"(?P<tool>kubectl|helm)\s+(apply|upgrade)(?:\s+-n\s+(\S+))?", re.I
    regexcache.compile(source, flags)
    regexcache.save()
    _fresh(monkeypatch)
    p = regexcache.compile(source, flags)
    assert regexcache._added == {}  # it came from the file
    assert p == re.compile(source, flags)  # Pattern == compares the engine's code
    m = p.search("then HELM upgrade -n shop-prod now")
    assert m.group("tool", 2, 3) == ("HELM", "upgrade", "shop-prod")


def test_a_file_from_another_interpreter_or_torn_is_not_read(kept, monkeypatch):
    regexcache.compile(r"a+b", 0)
    regexcache.save()
    good = kept.read_bytes()
    for bad in (good[: len(good) // 2], b"junk", b""):
        kept.write_bytes(bad)
        _fresh(monkeypatch)
        assert regexcache.compile(r"a+b", 0) == re.compile(r"a+b")
        assert (r"a+b", 0) in regexcache._added  # compiled from source again
    import marshal

    stamp, programs = marshal.loads(good)
    kept.write_bytes(marshal.dumps(((0, *stamp[1:]), programs)))  # another Python's file
    _fresh(monkeypatch)
    regexcache.compile(r"a+b", 0)
    assert (r"a+b", 0) in regexcache._added
    # a program the engine refuses is compiled from source, never used
    kept.write_bytes(marshal.dumps((stamp, {(r"a+b", 0): (32, b"\xff" * 8, 0, {}, (None,))})))
    _fresh(monkeypatch)
    assert regexcache.compile(r"a+b", 0) == re.compile(r"a+b")


def test_a_broken_pattern_fails_as_re_compile_fails(kept):
    with pytest.raises(re.error):
        regexcache.compile("(unclosed", 0)


def test_nothing_is_written_where_no_bytecode_is(kept, monkeypatch):
    regexcache.compile(r"x\d+", 0)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert not regexcache.save() and not kept.exists()
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(regexcache, "PATH", str(kept.parent / "absent" / "regex.bin"))
    assert not regexcache.save()


def test_two_writers_keep_both_their_programs(kept, monkeypatch):
    regexcache.compile(r"one\d", 0)
    regexcache.save()
    _fresh(monkeypatch)  # a second process, which read the file before the first wrote
    monkeypatch.setattr(regexcache, "_loaded", {})
    regexcache.compile(r"two\d", 0)
    regexcache.save()
    _fresh(monkeypatch)
    regexcache.compile(r"one\d", 0)
    regexcache.compile(r"two\d", 0)
    assert regexcache._added == {}


# The hook as Claude Code runs it (retain.hooks.entry.run): its second run compiles none
# of retain's patterns from their source, and answers as the first did.
HOOK = """
import json, re, sys
from retain import regexcache
regexcache.PATH = sys.argv[2]
parsed = []
parse = re._parser.parse
def counted(source, *args, **kwargs):
    frame = sys._getframe(1)
    while frame is not None and not frame.f_code.co_filename.endswith("lazyre.py"):
        frame = frame.f_back
    if frame is not None:  # a lazy pattern's first use
        parsed.append(source)
    return parse(source, *args, **kwargs)
re._parser.parse = counted
from retain.hooks import entry
import os
exit_ = os._exit
def report(code):
    print(json.dumps(parsed), file=sys.stderr)
    sys.stderr.flush()
    exit_(code)
os._exit = report
sys.argv = sys.argv[:2]
entry.run()
"""


def test_a_second_tool_hook_compiles_none_of_its_patterns_from_source(tmp_path):
    project = _project_with_two_memories(tmp_path)
    path = tmp_path / "__pycache__" / "regex.bin"
    path.parent.mkdir()
    runs = []
    for n in range(2):
        payload = {
            "session_id": f"s-{n}",  # a new session: the memory is not shown already
            "cwd": str(project),
            "transcript_path": "",
            "hook_event_name": "PreToolUse",
            "tool_name": "Bash",
            "tool_input": {"command": "kubectl apply -f deploy/prod.yaml"},
            "tool_use_id": "toolu_1",
        }
        env = subprocess_env(RETAIN_DB=str(tmp_path / "h.db"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        out = subprocess.run(
            [PYTHON, "-c", HOOK, "pre-tool", str(path)],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        answer = json.loads(out.stdout)["hookSpecificOutput"]["additionalContext"]
        parsed = json.loads(out.stderr.strip().splitlines()[-1])
        runs.append((answer.split("\n")[1:-1], parsed))  # the fence's nonce aside
    (first, parsed_first), (second, parsed_second) = runs
    assert "make release" in first[1] and second == first  # the same answer
    assert len(parsed_first) > 20  # the first run compiled them (the count is real)
    assert parsed_second == []


def test_each_hook_event_keeps_its_programs_in_its_own_file(kept, monkeypatch):
    regexcache.for_event("pre-tool")
    assert str(kept.parent / "regex.pre-tool.bin") == regexcache.PATH
    regexcache.compile(r"only\d+tool", 0)
    regexcache.for_event("prompt")  # read already: the file stays the first event's
    assert str(kept.parent / "regex.pre-tool.bin") == regexcache.PATH
    assert regexcache.save()
    assert (kept.parent / "regex.pre-tool.bin").exists() and not kept.exists()


@pytest.mark.parametrize("event", ["../../etc/x", "pre tool", "", "a/b", "é"])
def test_a_name_that_is_not_an_event_names_no_file(kept, event):
    regexcache.for_event(event)
    assert str(kept) == regexcache.PATH


def test_a_prompt_hook_fills_no_tool_hooks_file(tmp_path):
    """The whole process as Claude Code runs it: a prompt's patterns go to the prompt's
    file, so a tool hook's file (read by every tool call) holds only what tool calls use."""
    project = _project_with_two_memories(tmp_path)
    path = tmp_path / "__pycache__" / "regex.bin"
    path.parent.mkdir()
    env = subprocess_env(RETAIN_DB=str(tmp_path / "h.db"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    calls = {
        "prompt": {"hook_event_name": "UserPromptSubmit", "prompt": "how do we deploy to prod?"},
        "pre-tool": {
            "hook_event_name": "PreToolUse",
            "tool_name": "Bash",
            "tool_input": {"command": "kubectl apply -f deploy/prod.yaml"},
            "tool_use_id": "toolu_1",
        },
    }
    kept = {}
    for event, fields in calls.items():
        payload = {"session_id": "s-1", "cwd": str(project), "transcript_path": "", **fields}
        subprocess.run(
            [PYTHON, "-c", HOOK, event, str(path)],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        kept[event] = regexcache._read(str(tmp_path / "__pycache__" / f"regex.{event}.bin"))
    assert not path.exists()
    assert kept["prompt"] and kept["pre-tool"]
    assert not set(kept["prompt"]) <= set(kept["pre-tool"])  # the prompt's own stayed its own
