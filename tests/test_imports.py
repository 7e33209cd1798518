"""Dependency direction: the core and the hook path never pull in heavy modules."""

import json
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env

HEAVY = ("mcp", "torch", "sentence_transformers")


@pytest.mark.parametrize(
    "module,forbidden",
    [
        ("retain", HEAVY + ("numpy",)),
        ("retain.memory.facade", HEAVY + ("numpy",)),
        ("retain.store.queries", HEAVY + ("numpy",)),
        ("retain.store.sqlite", HEAVY + ("numpy",)),
        ("retain.hooks.entry", HEAVY + ("numpy",)),
        ("retain.rank.block", HEAVY + ("numpy",)),
        ("retain.rank.tool", HEAVY + ("numpy",)),
        ("retain.hooks.tools", HEAVY + ("numpy",)),
        ("retain.store.sqlite_tool", HEAVY + ("numpy",)),
        ("retain.sleep.run", HEAVY + ("numpy",)),
        ("retain.core.gate", HEAVY + ("numpy",)),
        ("retain.rank.search", HEAVY),
        ("retain.vectors.embed", HEAVY),
    ],
)
def test_module_import_stays_light(module, forbidden):
    code = (
        f"import sys, {module}\n"
        f"bad = [m for m in {forbidden!r} if m in sys.modules]\n"
        "print(','.join(bad))"
    )
    out = subprocess.run(
        [PYTHON, "-c", code], capture_output=True, text=True, env=subprocess_env(), check=True
    )
    assert out.stdout.strip() == "", f"{module} imported {out.stdout.strip()}"


def test_core_never_imports_mcp_in_source():
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "src" / "retain"
    for path in src.rglob("*.py"):
        if path.parent.name in ("server", "cli") or path.name == "__main__.py":
            continue
        text = path.read_text()
        assert "import mcp" not in text and "from mcp" not in text, path.name


def _retain_imports(path):
    """The retain modules a source file imports (at any depth: lazy imports count)."""
    import ast

    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("retain"):
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("retain"))
    return out


# Below the store: values and pure helpers (ARCHITECTURE.md draws the layers).
STORE_MAY_IMPORT = {"errors", "models", "config", "limits", "text", "redact", "core", "store"}


def test_the_store_imports_nothing_above_it():
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "src" / "retain"
    for path in (src / "store").glob("*.py"):
        for name in _retain_imports(path):
            parts = name.split(".")
            if len(parts) == 1:  # `from retain import x`: the x is in the dotted name
                continue
            assert parts[1] in STORE_MAY_IMPORT, f"{path.name} imports {name}"


def test_the_layer_contract_holds():
    """The contracts in pyproject.toml's [tool.importlinter] (layers point one way; only
    the server imports mcp; the hooks never import mcp, torch, sentence_transformers or
    numpy), checked by import-linter exactly as CI's lint-imports step does."""
    from pathlib import Path

    repo = Path(__file__).resolve().parents[1]
    exe = Path(PYTHON).with_name("lint-imports")
    out = subprocess.run(
        [str(exe), "--no-cache"],
        cwd=repo,
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=300,
    )
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
    assert "0 broken" in out.stdout


def test_only_the_store_speaks_sql():
    """No module outside store/ imports sqlite3 or runs a statement."""
    import re
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "src" / "retain"
    for path in src.rglob("*.py"):
        if path.parent.name == "store":
            continue
        text = path.read_text()
        assert not re.search(r"^\s*import sqlite3|execute(many)?\(", text, re.M), path.name


def _assert_no_heavy_modules(code, db):
    """Run `code` (which writes a memory to `db` and calls a hook function) in a fresh
    interpreter, then fail if it left any of HEAVY or numpy imported."""
    heavy = HEAVY + ("numpy",)
    check = f"import sys\nprint(','.join(m for m in {heavy!r} if m in sys.modules))\n"
    out = subprocess.run(
        [PYTHON, "-c", code + check],
        capture_output=True,
        text=True,
        env=subprocess_env(RETAIN_DB=str(db)),
        check=True,
    )
    assert out.stdout.strip() == "", f"the hook path imported {out.stdout.strip()}"


def test_the_session_start_hook_runs_without_heavy_modules(tmp_path):
    """The whole SessionStart path (facade, store, block) as the hook runs it."""
    db = tmp_path / "h.db"
    code = (
        "import sys, json\n"
        "from retain import Memory\n"
        f"Memory({str(db)!r}, embedder=None, project={str(tmp_path)!r})"
        ".write('we deploy on Tuesdays', kind='decision')\n"
        "from retain.hooks import entry as hook\n"
        f"out = hook.session_start({{'session_id': 's', 'cwd': {str(tmp_path)!r}}})\n"
        "assert 'Tuesdays' in out, out\n"
    )
    _assert_no_heavy_modules(code, db)


# What the SessionStart hook used to import and no longer needs: the facade and its write
# path, the other statements, the records module and the heavier stdlib modules.
NOT_ON_THE_SESSION_START_PATH = (
    "retain.memory.facade",
    "retain.memory.write",
    "retain.core.gate",
    "retain.redact",
    "retain.core.validate",
    "retain.models",
    "retain.rank.search",
    "retain.store.sqlite",
    "retain.store.queries",
    "retain.store.sqlite_search",
    "retain.store.sqlite_sleep",
    "retain.store.sqlite_vectors",
    "retain.store.base",
    "retain.vectors",
    "numpy",
    "pydantic",
    "dataclasses",
    "typing",
    "hashlib",
    "subprocess",
    "psycopg",  # the team store's driver (0.2-0.9 s to import): only with a team URL
    "retain.store.postgres",
    "retain.team",
    # pathlib imports urllib.parse, which imports ipaddress: more than a bare interpreter's
    # whole start here. The hook path works on strings (config.db_file, os.path).
    "pathlib",
    "urllib.parse",
    "ipaddress",
    # Round 8: the connection's thread-local and lock come from `_thread`, and the
    # store's connection code takes `_sqlite3` without the `sqlite3` package, whose
    # dbapi2 imports datetime (retain.store.sqlite_module).
    "threading",
    "datetime",
    "sqlite3",
)


def _hook_modules(tmp_path, event, payload, **env):
    """Run the hook as Claude Code does (`python -m retain.hooks.entry EVENT`, payload on stdin)
    and return what it printed and every module it imported (-X importtime)."""
    out = subprocess.run(
        [PYTHON, "-X", "importtime", "-m", "retain.hooks.entry", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env=subprocess_env(**{"RETAIN_DB": str(tmp_path / "h.db"), **env}),
        check=True,
    )
    modules = {
        line.rsplit("|", 1)[1].strip()
        for line in out.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    return out.stdout, modules


@pytest.mark.parametrize("source", ["startup", "resume"])
def test_the_session_start_path_leaves_the_heavy_modules_unloaded(tmp_path, source):
    from retain import Memory

    project = tmp_path / "proj"
    project.mkdir()
    mem = Memory(tmp_path / "h.db", embedder=None, project=str(project))
    mem.write("we deploy on Tuesdays after the freeze", kind="decision")
    mem.write("prefer small commits: `git add -p`", kind="preference")
    mem.close()
    payload = next(p for p in _fixture_payloads() if p.get("hook_event_name") == "SessionStart")
    payload = {**payload, "cwd": str(project), "source": source, "session_id": f"s-{source}"}
    payload["transcript_path"] = str(tmp_path / "absent.jsonl")
    block, modules = _hook_modules(tmp_path, "session-start", payload)
    assert "Tuesdays" in block and "git add -p" in block
    assert "retain.rank.block" in modules and "_sqlite3" in modules  # the listing is real
    loaded = [m for m in NOT_ON_THE_SESSION_START_PATH if m in modules]
    assert loaded == [], f"the SessionStart hook imported {loaded}"


def _fixture_payloads():
    """Real Claude Code hook payloads: the repository's fixtures, and the shared ones
    when this checkout sits beside them."""
    root = Path(__file__).resolve().parents[1]
    files = sorted((root / "tests" / "fixtures" / "claude-code").glob("hook-payloads-*.jsonl"))
    files += sorted(
        (root.parent / "shared" / "fixtures" / "claude-code").glob("hook-payloads-*.jsonl")
    )
    for f in files:
        for line in f.read_text().splitlines():
            if line.strip():
                yield json.loads(line)["stdin"]


def test_the_prompt_hook_runs_without_heavy_modules(tmp_path):
    """The whole UserPromptSubmit path (store, recall, block) as the hook runs it."""
    db = tmp_path / "h.db"
    code = (
        "import sys\n"
        "from retain import Memory\n"
        f"Memory({str(db)!r}, embedder=None, project={str(tmp_path)!r})"
        ".write('the nightly fixture loader is killed by its 40 minute timeout', kind='fact')\n"
        "from retain.hooks import entry as hook\n"
        "out = hook.prompt({'session_id': 's', 'cwd': "
        f"{str(tmp_path)!r}, 'prompt': 'why is the nightly fixture loader killed'}})\n"
        "assert 'timeout' in out, out\n"
    )
    _assert_no_heavy_modules(code, db)


# The prompt hook skips the facade as well, and the full store: retain.rank.prompt on the lean
# PromptStore (retain.store.sqlite_prompt), which hands it Candidates, not records.
NOT_ON_THE_PROMPT_PATH = (
    *HEAVY,
    "numpy",
    "retain.memory.facade",
    "retain.memory.write",
    "retain.core.gate",
    "retain.redact",
    "retain.rank.search",
    "retain.models",  # 13 dataclasses built at import: ~25 ms, more than the hook's work
    "retain.store.sqlite",
    "retain.store.queries",
    "retain.store.sqlite_search",
    "retain.store.sqlite_sleep",
    "retain.store.base",
    "retain.vectors",
    "dataclasses",
    "typing",
    "inspect",
    "psycopg",
    "retain.team",
    # retain.hooks.meaning (the question to the serve) works on strings too: pathlib imports
    # urllib.parse, which imports ipaddress.
    "pathlib",
    "urllib.parse",
    "ipaddress",
)


def test_the_prompt_hook_path_skips_the_facade(tmp_path):
    from retain import Memory

    project = tmp_path / "proj"
    project.mkdir()
    mem = Memory(tmp_path / "h.db", embedder=None, project=str(project))
    mem.write("the nightly fixture loader is killed by its 40 minute timeout", kind="fact")
    mem.close()
    payload = {
        "session_id": "s-prompt",
        "cwd": str(project),
        "hook_event_name": "UserPromptSubmit",
        "prompt": "why is the nightly fixture loader killed",
    }
    printed, modules = _hook_modules(tmp_path, "prompt", payload)
    assert "timeout" in printed
    # the listing is real, and the path asked for a serve (none runs: words only)
    assert {"retain.rank.prompt", "retain.store.sqlite_lexicon", "retain.hooks.meaning"} <= modules
    loaded = [m for m in NOT_ON_THE_PROMPT_PATH if m in modules]
    assert loaded == [], f"the prompt hook imported {loaded}"


# With a team store the hooks import the driver, and still not the facade or numpy.
NOT_ON_THE_TEAM_HOOK_PATH = (
    "retain.memory.facade",
    "retain.memory.write",
    "retain.core.gate",
    "retain.redact",
    "retain.rank.search",
    "numpy",
) + HEAVY


@pytest.mark.parametrize("event", ["session-start", "prompt"])
def test_the_team_hooks_skip_the_facade_too(pg, tmp_path, event):
    from retain import Memory

    url = pg.url("contract")
    project = "git:example.com/acme/imports"
    Memory(url, embedder=None, project=project).write(
        "the nightly fixture loader is killed by its 40 minute timeout", kind="decision"
    )
    payload = {"session_id": f"s-{event}", "cwd": project, "source": "startup"}
    payload["prompt"] = "why is the nightly fixture loader killed"
    # what is loaded, not how fast: a loaded machine may take longer than 150 ms
    printed, modules = _hook_modules(
        tmp_path, event, payload, RETAIN_DB=url, RETAIN_BLOCK_WAIT_MS="10000"
    )
    assert "40 minute timeout" in printed
    assert "psycopg" in modules and "retain.team.fast_block" in modules  # the listing is real
    loaded = [m for m in NOT_ON_THE_TEAM_HOOK_PATH if m in modules]
    assert loaded == [], f"the team {event} hook imported {loaded}"


# The tool hooks (issue 29): every matching tool call spawns one, and most are silent. A
# read-only Bash call never reaches the content rules, no pre-tool call the failure path,
# a PostToolUse that succeeded neither the store nor the pre-tool ranking; and no tool
# call renders through the SessionStart block's module (its hint, scorer and lifecycle).
NOT_ON_ANY_TOOL_PATH = (
    *HEAVY,
    "numpy",
    "retain.memory.facade",
    "retain.core.gate",
    "retain.redact",
    "retain.models",
    "retain.store.sqlite",
    "retain.store.queries",
    "retain.rank.block",
    "retain.rank.hint",
    "retain.rank.core",
    "dataclasses",
    "typing",
    "pathlib",
    "threading",
    "datetime",
    "sqlite3",
    "subprocess",
    "math",  # retain.limits and retain.core.lifecycle import it where they use it
)
NOT_ON_THE_SILENT_TOOL_PATH = {
    "Bash ls -la": (
        "retain.rank.toolcontent",
        "retain.rank.toolabout",
        "retain.rank.tool_failed",
        "retain.core.signature",
        "retain.core.toolforms",
    ),
    "Edit": ("retain.rank.tool_failed", "retain.core.signature", "retain.core.toolforms", "shlex"),
    "PostToolUse succeeded": (
        "retain.rank.tool",
        "retain.store.sqlite_tool",
        "_sqlite3",
        "retain.core.toolkeys",
        "retain.rank.toolcontent",
        "retain.rank.render",
        "retain.rank.toolcall",  # what a pre-tool call is about: not a result's question
        "retain.config",  # no store is opened
    ),
}


def _tool_payloads(project):
    common = {"session_id": "s-tool", "cwd": str(project), "transcript_path": ""}
    pre = {**common, "hook_event_name": "PreToolUse", "tool_use_id": "toolu_1"}
    edit = {"file_path": f"{project}/docs/notes.md", "old_string": "a", "new_string": "b"}
    response = {"stdout": " M a.py", "stderr": "", "interrupted": False, "isImage": False}
    return {
        "Bash ls -la": (
            "pre-tool",
            {**pre, "tool_name": "Bash", "tool_input": {"command": "ls -la"}},
        ),
        "Edit": ("pre-tool", {**pre, "tool_name": "Edit", "tool_input": edit}),
        "PostToolUse succeeded": (
            "tool-failure",
            {
                **common,
                "hook_event_name": "PostToolUse",
                "tool_name": "Bash",
                "tool_input": {"command": "git status --short"},
                "tool_response": response,
            },
        ),
    }


@pytest.mark.parametrize("case", list(NOT_ON_THE_SILENT_TOOL_PATH))
def test_a_silent_tool_call_imports_only_what_it_needs(tmp_path, case):
    from retain import Memory

    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    (project / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (project / "docs").mkdir()
    (project / "docs" / "notes.md").write_text("a\n")
    mem = Memory(tmp_path / "h.db", embedder=None, project=str(project))
    mem.write("Never `kubectl apply` to prod by hand; use `make release`.", kind="constraint")
    mem.write("docs/api.md must never mention `legacy_sync()` again.", kind="constraint")
    mem.close()
    event, payload = _tool_payloads(project)[case]
    printed, modules = _hook_modules(tmp_path, event, payload)
    assert printed == ""  # silent, as the call is meant to be
    assert "retain.hooks.tools" in modules and "retain.rank.toolresult" in modules  # real
    if case != "PostToolUse succeeded":  # these reached the store and looked the keys up
        assert {"retain.store.sqlite_tool", "retain.core.toolkeys"} <= modules
    loaded = [m for m in NOT_ON_ANY_TOOL_PATH + NOT_ON_THE_SILENT_TOOL_PATH[case] if m in modules]
    assert loaded == [], f"the {case} tool hook imported {loaded}"
