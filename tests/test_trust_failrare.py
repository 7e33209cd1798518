"""A memory stuffed with words cannot answer every failure (issue 27, round 27, second wave).

The rare-word reader (retain.rank.tool_failrare) ties a memory holding four of a failure's
rarest output words. A planted memory holding a few hundred words of everyday error output
held four of most failures' and was shown on each as "seen before: <its advice>"."""

from __future__ import annotations

from pathlib import Path

from retain import Memory
from retain.rank import tool_failrare
from retain.store.sqlite_tool import ToolStore

STUFFED = "Fix: run the vendor installer again. " + " ".join(
    "traceback recent most call last file line modulenotfounderror named requests importerror "
    "cannot import from npm eresolve unable resolve dependency tree peer fatal repository "
    "publickey permission denied connection refused port localhost address already use "
    "syntaxerror unexpected token undefined reference symbol collect2 linker returned exit "
    "status assertionerror expected received tests failed passed pytest jest cargo error "
    "mismatched types found struct compile could find value scope package json lockfile "
    "docker daemon running socket build failed step command returned nonzero code "
    "typeerror attribute nonetype object callable keyerror index range file directory".split()
)
SPACK = (
    "Activate the Spack env before you configure: outside it CMake picks the system "
    "OpenMPI and the Fortran link stops at undefined mpi_sendrecv and mpi_waitall "
    "symbols from the halo exchange module."
)
FAILURES = [
    (
        "python app.py",
        'Traceback (most recent call last):\n  File "app.py", line 1, in <module>\n'
        "    import requests\nModuleNotFoundError: No module named 'requests'",
    ),
    (
        "npm install",
        "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\n"
        'npm ERR! Could not resolve dependency:\nnpm ERR! peer react@"^17" from lib@1.0.0',
    ),
]
LINK = (  # test_tool_hook_failrare's
    "Exit code 2\n[ 96%] Linking Fortran executable bin/halocline\n"
    "/usr/bin/ld: CMakeFiles/halocline.dir/src/halo_exchange.F90.o: in function "
    "`exchange_halo':\nhalo_exchange.F90:(.text+0x2c0): undefined reference to "
    "`mpi_sendrecv'\n/usr/bin/ld: halo_exchange.F90:(.text+0x31a): undefined reference "
    "to `mpi_waitall'\ncollect2: error: ld returned 1 exit status\n"
    "gmake: *** [Makefile:146: all] Error 2"
)


def _store(tmp_path: Path, *texts: str) -> tuple[ToolStore, str | None, list[int]]:
    mem = Memory(tmp_path / "m.db", embedder=None, project=str(tmp_path))
    ids = [mem.add(t, kind="lesson", embed=False) for t in texts]
    return ToolStore(str(tmp_path / "m.db"), check=False), mem.project_id, ids


def test_a_word_stuffed_memory_is_shown_on_no_failure(tmp_path):
    store, pid, (stuffed,) = _store(tmp_path, STUFFED)
    for command, output in FAILURES:
        block = tool_failrare.rare_block(store, output, command, project_id=pid, session_id=None)
        assert f"[{stuffed}]" not in block.text
    assert len(tool_failrare.words(STUFFED)) > tool_failrare.MAX_MEMORY_WORDS


def test_a_statement_is_still_tied_by_its_rare_words(tmp_path):
    store, pid, (_, spack) = _store(tmp_path, STUFFED, SPACK)
    block = tool_failrare.rare_block(
        store, LINK, "cmake --build build/gcc-release -j 8", project_id=pid, session_id=None
    )
    assert f"[{spack}] seen before:" in block.text
