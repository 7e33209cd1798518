"""The prompt-time session set (benchmarks/data/sessions/) is sound, and its validator bites.

The first tests read the shipped files; the shape checks read the raw JSON directly, so
they do not lean on the loader they are checking. The last ones break a copy of the files
in one way each and expect `load` to say exactly what is wrong.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from benchmarks.session_data import (
    CATEGORIES,
    DATA_DIR,
    SPLITS,
    SessionDataError,
    SessionSet,
    load,
)

BRIEF_KINDS = {"decision", "fact", "bugfix", "procedure", "constraint", "lesson", "preference"}


def _raw() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    projects = json.loads((DATA_DIR / "projects.json").read_text(encoding="utf-8"))
    lines = (DATA_DIR / "sessions.jsonl").read_text(encoding="utf-8").splitlines()
    return projects, [json.loads(line) for line in lines if line.strip()]


def test_shipped_set_loads_and_has_the_size_the_brief_asks_for() -> None:
    data = load()
    assert len(data.projects) == 6
    assert len({p.name for p in data.projects}) == 6
    assert all(30 <= len(p.memories) <= 60 for p in data.projects)
    assert 12 <= len(data.user_memories) <= 20
    assert len(data.sessions) >= 80
    none = [s for s in data.sessions if s.irrelevant]
    assert len(none) / len(data.sessions) >= 0.30
    assert all(not s.needed and not s.relevant for s in none)
    assert all(1 <= len(s.needed) <= 3 for s in data.sessions if not s.irrelevant)
    assert {m.kind for m in data.all_memories()} == BRIEF_KINDS
    for split in SPLITS:
        assert {s.category for s in data.split(split)} == set(CATEGORIES), split


def test_every_listed_key_is_a_memory_the_session_can_see() -> None:
    projects, sessions = _raw()
    user = {m["key"] for m in projects["user_memories"]}
    own = {p["name"]: {m["key"] for m in p["memories"]} for p in projects["projects"]}
    for s in sessions:
        visible = own[s["project"]] | user
        assert set(s["needed"]) <= visible, s["id"]
        assert set(s["relevant"]) <= visible, s["id"]
        assert not set(s["needed"]) & set(s["relevant"]), s["id"]
    every_key = [m["key"] for m in projects["user_memories"]] + [
        m["key"] for p in projects["projects"] for m in p["memories"]
    ]
    assert len(every_key) == len(set(every_key))
    assert all(m["scope"] == "user" for m in projects["user_memories"])
    assert all(m["scope"] == "project" for p in projects["projects"] for m in p["memories"])


def test_session_ids_are_unique_and_numbered_in_order() -> None:
    _, sessions = _raw()
    ids = [s["id"] for s in sessions]
    assert len(ids) == len(set(ids))
    assert ids == [f"s{n:03d}" for n in range(1, len(ids) + 1)]
    assert len({s["prompt"] for s in sessions}) == len(sessions)


def test_halves_are_balanced_within_every_project() -> None:
    projects, sessions = _raw()
    for name in (p["name"] for p in projects["projects"]):
        mine = [s for s in sessions if s["project"] == name]
        halves = Counter(s["split"] for s in mine)
        assert set(halves) == set(SPLITS), name
        assert abs(halves["tune"] - halves["heldout"]) <= 1, name
        none = Counter(s["split"] for s in mine if s["category"] == "none")
        assert abs(none["tune"] - none["heldout"]) <= 1, name
        assert len([s for s in mine if s["needed"]]) >= 8, name


def test_user_memories_are_needed_from_several_projects() -> None:
    data = load()
    user = {m.key for m in data.user_memories}
    projects = {s.project for s in data.sessions if set(s.needed) & user}
    assert len(projects) >= 4


def test_look_alikes_exist_across_projects() -> None:
    """Several projects have a staging URL and a nightly OOM: scope must tell them apart."""
    data = load()
    staging = {p.name for p in data.projects for m in p.memories if "staging" in m.text.lower()}
    oom = {p.name for p in data.projects for m in p.memories if "oom" in m.text.lower()}
    assert len(staging) >= 3
    assert len(oom) >= 2


def test_general_and_specific_memories_both_present_in_every_project() -> None:
    data = load()
    for project in data.projects:
        general = [m for m in project.memories if m.general]
        assert 2 <= len(general) <= len(project.memories) // 3, project.name


def test_data_names_no_path_of_this_checkout() -> None:
    check_names_no_path_of_this_checkout(DATA_DIR)


def checkout_folder(directory: Path) -> Path:
    """The folder whose absolute paths a set must not name: the one the repository sits
    in (where worktrees and scratch copies live beside it), or the repository itself when
    that folder is the system's temporary directory or the root, whose paths a memory may
    name on purpose (`> /tmp/run.txt`)."""
    repo = directory.parents[2]
    shared = {Path(tempfile.gettempdir()).resolve(), Path("/")}
    return repo if repo.parent.resolve() in shared else repo.parent


def check_names_no_path_of_this_checkout(directory: Path) -> None:
    """A set must read the same in any clone: no absolute path of where it was written."""
    here = str(checkout_folder(directory))
    # An absolute path starts it (nothing path-like before) and goes on below it, so a
    # relative path that merely contains the same letters (".github/workflows" when the
    # repository sits in "/work") is not taken for one.
    absolute = re.compile(r"(?<![\w./-])" + re.escape(here.rstrip("/")) + "/")
    for path in directory.iterdir():
        assert not absolute.search(path.read_text(encoding="utf-8")), path.name


def test_path_check_fails_on_an_absolute_path_only(tmp_path: Path) -> None:
    directory = tmp_path / "repo" / "benchmarks" / "data" / "sessionsx"
    directory.mkdir(parents=True)
    note = directory / "projects.json"
    # The same letters inside a relative path are not a path of this machine.
    note.write_text(f'{{"text": "see .github{tmp_path}flows/deploy.yml"}}', encoding="utf-8")
    check_names_no_path_of_this_checkout(directory)
    note.write_text(f'{{"text": "see {tmp_path}/repo/README.md"}}', encoding="utf-8")
    with pytest.raises(AssertionError):
        check_names_no_path_of_this_checkout(directory)


def test_a_checkout_in_the_temporary_directory_guards_only_its_own_paths() -> None:
    """A clone made directly in /tmp (as CI may) must not take a memory's `/tmp/run.txt`
    for a path of the checkout; its own folder is still guarded."""
    tmp = Path(tempfile.gettempdir()).resolve()
    clone = tmp / "retain-clone"
    assert checkout_folder(clone / "benchmarks" / "data" / "sessionsx") == clone
    nested = tmp / "work" / "retain"
    assert checkout_folder(nested / "benchmarks" / "data" / "sessionsx") == tmp / "work"


def check_apart_from(directory: Path, earlier: tuple[Path, ...]) -> None:
    """A later set shares no project name, memory text or prompt with the earlier sets."""
    later = load(directory)
    for other in earlier:
        before = load(other)
        assert not {p.name for p in before.projects} & {p.name for p in later.projects}, other
        texts = {m.text for m in later.all_memories()}
        assert not {m.text for m in before.all_memories()} & texts, other
        assert not {s.prompt for s in before.sessions} & {s.prompt for s in later.sessions}


def check_sizes(
    data: SessionSet,
    *,
    projects: tuple[int, int],
    memories: tuple[int, int],
    user: tuple[int, int],
    sessions: tuple[int, int],
) -> None:
    """A later set's sizes as its brief asks: projects, memories per project, user
    memories and sessions, each within (at least, at most)."""
    assert projects[0] <= len(data.projects) <= projects[1]
    assert all(memories[0] <= len(p.memories) <= memories[1] for p in data.projects)
    assert user[0] <= len(data.user_memories) <= user[1]
    assert sessions[0] <= len(data.sessions) <= sessions[1]


def check_pairs_and_generality(data: SessionSet) -> None:
    """No session needs more than two memories, three or more need two, and every
    project has general and specific memories (the fourth set's brief and after)."""
    assert all(len(s.needed) <= 2 for s in data.sessions)
    assert sum(len(s.needed) == 2 for s in data.sessions) >= 3
    for project in data.projects:
        assert any(m.general for m in project.memories), project.name
        assert any(not m.general for m in project.memories), project.name


def check_later_set_shape(data: SessionSet, none: tuple[float, float]) -> None:
    """What every later set's brief asks beside its sizes: a `none` share in `none`, every
    brief kind of memory, every category in each half, and user memories needed from four
    projects or more."""
    irrelevant = sum(s.irrelevant for s in data.sessions)
    assert none[0] <= irrelevant / len(data.sessions) <= none[1]
    assert {m.kind for m in data.all_memories()} == BRIEF_KINDS
    for split in SPLITS:
        assert {s.category for s in data.split(split)} == set(CATEGORIES), split
    user = {m.key for m in data.user_memories}
    assert len({s.project for s in data.sessions if set(s.needed) & user}) >= 4


# --- the validator --------------------------------------------------------------------


def _first(sessions: list[dict[str, Any]], category: str) -> dict[str, Any]:
    return next(s for s in sessions if s["category"] == category)


def _borrow_from_other_project(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    session = _first(s, "symptom")
    other = next(x for x in p["projects"] if x["name"] != session["project"])
    session["needed"] = [other["memories"][0]["key"]]


def _duplicate_id(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    s[1]["id"] = s[0]["id"]


def _unbalance(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    name = s[0]["project"]
    for session in s:
        if session["project"] == name:
            session["split"] = "tune"


def _none_with_needed(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    session = _first(s, "none")
    session["needed"] = [p["user_memories"][0]["key"]]


def _typo_field(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    s[0]["neded"] = s[0].pop("needed")


def _bad_kind(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    p["projects"][0]["memories"][0]["kind"] = "gotcha"


def _too_many_needed(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    session = _first(s, "symptom")
    own = next(x for x in p["projects"] if x["name"] == session["project"])
    session["needed"] = [m["key"] for m in own["memories"][:4]]
    session["relevant"] = []


def _duplicate_key(p: dict[str, Any], s: list[dict[str, Any]]) -> None:
    p["projects"][1]["memories"][0]["key"] = p["projects"][0]["memories"][0]["key"]


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (_borrow_from_other_project, "is not a memory of"),
        (_duplicate_id, "appears 2 times"),
        (_unbalance, "split 18 tune / 0 heldout"),
        (_none_with_needed, "category none must list no"),
        (_typo_field, "unknown fields ['neded']"),
        (_bad_kind, "kind 'gotcha'"),
        (_too_many_needed, "4 needed memories"),
        (_duplicate_key, "memory key"),
    ],
)
def test_load_names_what_is_broken(
    tmp_path: Path,
    breakage: Callable[[dict[str, Any], list[dict[str, Any]]], None],
    message: str,
) -> None:
    for path in DATA_DIR.iterdir():
        shutil.copy(path, tmp_path / path.name)
    assert load(tmp_path).sessions  # the untouched copy is sound
    projects, sessions = _raw()
    breakage(projects, sessions)
    (tmp_path / "projects.json").write_text(json.dumps(projects), encoding="utf-8")
    lines = "".join(json.dumps(s) + "\n" for s in sessions)
    (tmp_path / "sessions.jsonl").write_text(lines, encoding="utf-8")
    with pytest.raises(SessionDataError) as caught:
        load(tmp_path)
    assert message in str(caught.value)


def test_readme_table_matches_the_data() -> None:
    check_readme_counts(DATA_DIR)


def check_readme_counts(directory: Path) -> str:
    """A session set's README table and totals against its data; returns the README."""
    data = load(directory)
    readme = (directory / "README.md").read_text(encoding="utf-8")
    for project in data.projects:
        mine = [s for s in data.sessions if s.project == project.name]
        row = next(line for line in readme.splitlines() if line.startswith(f"| {project.name} |"))
        cells = [c.strip() for c in row.strip("|").split("|")]
        want = [
            len(project.memories),
            sum(m.general for m in project.memories),
            sum(m.pinned for m in project.memories),
            len(mine),
            sum(s.irrelevant for s in mine),
        ]
        assert [int(c) for c in cells[2:]] == want, project.name
    total = sum(len(p.memories) for p in data.projects)
    none = sum(s.irrelevant for s in data.sessions)
    assert f"{total} project memories + {len(data.user_memories)} user memories" in readme
    assert f"{len(data.sessions)} sessions, {none} of them" in readme
    return readme


def check_readme_kinds_and_halves(directory: Path) -> None:
    """A later set's README sentences on memory kinds and on its halves, against its data."""
    data = load(directory)
    readme = " ".join((directory / "README.md").read_text(encoding="utf-8").split())
    kinds = Counter(m.kind for m in data.all_memories())
    assert ", ".join(f"{k} {n}" for k, n in kinds.most_common()) in readme
    halves = {split: data.split(split) for split in SPLITS}
    assert (
        f"{len(halves['tune'])} sessions and {sum(s.irrelevant for s in halves['tune'])} "
        f"`none` in `tune`, {len(halves['heldout'])} and "
        f"{sum(s.irrelevant for s in halves['heldout'])} in `heldout`"
    ) in readme


def test_retyped_prompts_are_tune_sessions_in_other_languages(tmp_path: Path) -> None:
    from benchmarks.session_data import load_retyped

    data = load()
    retyped = load_retyped(data)
    tune = {s.id: s for s in data.split("tune")}
    assert len(retyped) >= 30 and all(s.split == "tune" for s in retyped)
    languages = Counter(s.id.split("-")[1][:2] for s in retyped)
    assert set(languages) == {"de", "es", "pt", "fr", "zh"}
    assert sum(s.irrelevant for s in retyped) >= 5  # foreign prompts nothing helps with
    for s in retyped:
        base = tune[s.id.split("-")[0]]
        assert (s.project, s.needed, s.category) == (base.project, base.needed, base.category)
        assert s.prompt != base.prompt
    # A row naming a held-out session is refused: the check stays on the tune half.
    heldout = data.split("heldout")[0].id
    shutil.copytree(DATA_DIR, tmp_path / "sessions")
    with open(tmp_path / "sessions" / "retyped_tune.jsonl", "a", encoding="utf-8") as f:
        f.write(json.dumps({"of": heldout, "language": "de", "prompt": "hallo"}) + "\n")
    with pytest.raises(SessionDataError, match="must name a tune session"):
        load_retyped(data, tmp_path / "sessions")
