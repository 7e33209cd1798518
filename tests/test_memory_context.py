"""The facade's operations take a MemoryContext (retain.memory.context), not the facade.

`Memory` is the public door; the modules behind it are plain functions of a context and
never reach back into the facade's private helpers (issue 28, "services, not a borrowed
facade"). The first checks read the source; the last ones run an operation on a context
built without any facade.
"""

import ast
import inspect
from pathlib import Path

import retain.memory
from fakes import FakeEmbedder
from retain.memory import reads
from retain.memory import write as writes
from retain.memory.context import Meaning, MemoryContext, checkout_of
from retain.memory.facade import Memory
from retain.store.sqlite import SqliteStore

MEMORY_DIR = Path(retain.memory.__file__).parent
FACADE = {"facade.py"}  # the only module that may use Memory's private helpers
NOW = 1_750_000_000.0


def _private_reaches(source: str) -> list[str]:
    """Attribute reads of a private name (`x._y`, not `self._y` or a dunder) and
    imports of the facade: what an operation module must not do."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            name = node.attr
            private = name.startswith("_") and not name.startswith("__")
            own = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            if private and not own:
                found.append(f"line {node.lineno}: .{name} on {ast.unparse(node.value)}")
        elif isinstance(node, ast.ImportFrom) and node.module == "retain.memory.facade":
            found.append(f"line {node.lineno}: imports retain.memory.facade")
    return found


def test_no_operation_module_reaches_into_the_facade() -> None:
    modules = sorted(p for p in MEMORY_DIR.glob("*.py") if p.name not in FACADE)
    assert {"write.py", "reads.py", "belief_ops.py", "curate.py"} <= {p.name for p in modules}
    reaches = {p.name: _private_reaches(p.read_text()) for p in modules}
    assert {name: found for name, found in reaches.items() if found} == {}


def test_the_check_finds_a_reach_into_the_facade() -> None:
    # what write.py said before: the check is not vacuous
    said = "from retain.memory.facade import Memory\ndef f(mem):\n    return mem._now(None)\n"
    assert _private_reaches(said) == [
        "line 1: imports retain.memory.facade",
        "line 3: ._now on mem",
    ]


# Memory's public surface before the operations took a context: all of it stays.
PUBLIC = (
    "store project_id project_dir clock path target location close session embedder_slot "
    "embedder branches finder vector_index write check_code undo_outcome undo_session "
    "add_many add search explain export get outcome forget revive pin confine backfill "
    "memories evidence find_same_text edit restore recent_sessions status session_block "
    "record_shown was_shown prompt_block sleep"
).split()


def test_every_public_method_of_memory_is_its_own() -> None:
    """Real methods with their own signature, not functions of other modules bound as
    methods (`search = reads.search`), whose first parameter was the facade."""
    assert [name for name in PUBLIC if not hasattr(Memory, name)] == []
    borrowed = []
    for name in dir(Memory):
        attr = inspect.getattr_static(Memory, name)
        if name.startswith("_") or not inspect.isfunction(attr):
            continue
        home = attr.__qualname__.split(".")[0]
        if home not in ("Memory", "EdgeEntries", "StoreEntries") or not attr.__module__.startswith(
            "retain.memory."
        ):
            borrowed.append(name)
    assert borrowed == []
    assert list(inspect.signature(Memory.search).parameters)[:2] == ["self", "query"]


def _context(tmp_path: Path, clock: float = NOW) -> MemoryContext:
    return MemoryContext(
        store=SqliteStore(tmp_path / "ctx.db"),
        clock=lambda: clock,
        project_id="git:example.com/acme/ctx",
        project_dir=None,
        meaning=Meaning(FakeEmbedder(), wait=False),
    )


def test_the_operations_run_on_a_context_alone(tmp_path: Path) -> None:
    ctx = _context(tmp_path)
    first = writes.write(ctx, "the orders service retries a payment three times", kind="fact")
    again = writes.write(ctx, "the orders service retries a payment three times", kind="fact")
    assert (first.verdict, again.verdict, again.memory_id) == (
        "novel",
        "redundant",
        first.memory_id,
    )
    rec = ctx.store.get(first.memory_id)
    assert (rec.created_at, rec.project_id) == (NOW, "git:example.com/acme/ctx")  # its clock
    hits = reads.search(ctx, "how often does a payment retry", record_use=False)
    assert [h.memory.id for h in hits] == [first.memory_id]


def test_the_facade_and_a_context_store_the_same(tmp_path: Path) -> None:
    """Memory builds one context and hands it on: what it stores is what the bare
    operation stores with the same clock and project."""
    ctx = _context(tmp_path)
    mem = Memory(
        tmp_path / "door.db", embedder=FakeEmbedder(), project=ctx.project_id, clock=ctx.clock
    )
    assert mem.context.clock() == NOW and mem.context.store is mem.store
    text = "the nightly job needs a 16 GB runner"
    door = mem.get(mem.write(text, kind="decision").memory_id)
    bare = ctx.store.get(writes.write(ctx, text, kind="decision").memory_id)
    fields = ("text", "kind", "scope", "project_id", "trust", "confidence", "created_at")
    assert [getattr(door, f) for f in fields] == [getattr(bare, f) for f in fields]


def test_a_project_id_has_no_checkout_and_a_directory_is_one(tmp_path: Path) -> None:
    assert checkout_of("git:example.com/acme/ctx") is None
    assert checkout_of("") is None
    assert checkout_of(str(tmp_path)) == str(tmp_path)
    assert Memory(":memory:", embedder=None, project=str(tmp_path)).project_dir == str(tmp_path)
