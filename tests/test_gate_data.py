"""The gate's labelled sets are well formed and balanced, and their validator rejects the
mistakes it exists to catch."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from benchmarks import gate_data
from benchmarks.gate_data import GateDataError, Write, check_stream, load_pairs, load_stream

ISSUE_EXISTING = (
    "We use PostgreSQL 16 for the orders service; SQLite only in unit tests",
    "We use MySQL for the orders service",
)
ISSUE_NEW = "We switched the orders service from PostgreSQL to MySQL"


def test_pairs_load_with_valid_targets() -> None:
    pairs = load_pairs()
    assert len(pairs) >= 240
    assert len({p.id for p in pairs}) == len(pairs)
    for pair in pairs:
        if pair.is_supersession:
            assert pair.target is not None and 0 <= pair.target < len(pair.existing), pair.id
        else:
            assert pair.target is None, pair.id
            if pair.label != "redundant":
                assert pair.new not in pair.existing, pair.id


def test_pairs_label_mix_is_about_a_third_supersessions() -> None:
    pairs = load_pairs()
    share = sum(p.is_supersession for p in pairs) / len(pairs)
    assert 0.30 <= share <= 0.40
    labels = Counter(p.label for p in pairs)
    assert set(labels) == set(gate_data.LABELS)
    assert labels["redundant"] >= 20 and labels["refines"] >= 20


def test_pair_splits_are_balanced_by_label_phrasing_and_language() -> None:
    pairs = load_pairs()
    tune, held = load_pairs("tune"), load_pairs("heldout")
    assert len(tune) + len(held) == len(pairs)
    assert abs(len(tune) - len(held)) <= 2
    for label in gate_data.LABELS:
        counts = Counter(p.split for p in pairs if p.label == label)
        assert abs(counts["tune"] - counts["heldout"]) <= 2, label
    groups: dict[tuple[str, str], Counter[str]] = {}
    for p in pairs:
        groups.setdefault((p.label, p.phrasing), Counter())[p.split] += 1
    for key, counts in groups.items():
        if sum(counts.values()) >= 2:
            assert counts["tune"] and counts["heldout"], key
    for lang in gate_data.LANGS:
        sup = Counter(p.split for p in pairs if p.lang == lang and p.is_supersession)
        neg = Counter(p.split for p in pairs if p.lang == lang and not p.is_supersession)
        assert sup["tune"] and sup["heldout"] and neg["tune"] and neg["heldout"], lang


def test_pairs_cover_the_phrasings_and_hard_negatives_asked_for() -> None:
    pairs = load_pairs()
    sup_phrasings = {p.phrasing for p in pairs if p.is_supersession}
    for phrasing in ("from_to", "instead_of", "switched", "no_longer", "now_uses"):
        assert phrasing in sup_phrasings
    for phrasing in ("replaced_by", "moved", "dropped", "gone", "implicit", "negation"):
        assert phrasing in sup_phrasings
    # change words about another subject, and negations that deny nothing
    for split in gate_data.SPLITS:
        hard = [
            p
            for p in pairs
            if p.split == split
            and not p.is_supersession
            and p.phrasing in {"instead_of", "replaced_by", "switched", "from_to", "no_longer"}
        ]
        assert len(hard) >= 25, split
        negations = [p for p in pairs if p.split == split and p.label == "novel"]
        assert sum(p.phrasing == "negation" for p in negations) >= 8, split
    # a supersession whose target is not the first belief, so "always 0" cannot pass
    assert sum(1 for p in pairs if p.is_supersession and p.target) >= 30


def test_issue_wrong_target_trap_is_labelled_as_the_issue_says() -> None:
    pairs = load_pairs()
    traps = [p for p in pairs if p.new == ISSUE_NEW and set(p.existing) == set(ISSUE_EXISTING)]
    assert len(traps) == 2  # both orders of the two beliefs
    for pair in traps:
        assert pair.label == "supersedes"
        assert pair.target is not None and pair.existing[pair.target] == ISSUE_EXISTING[0]


def test_stream_is_ordered_and_links_point_backwards_within_a_project() -> None:
    writes = load_stream()
    assert len(writes) >= 400
    assert [w.seq for w in writes] == list(range(1, len(writes) + 1))
    by_seq = {w.seq: w for w in writes}
    for w in writes:
        for link in (w.replaces, w.duplicate_of):
            if link is not None:
                assert link < w.seq and by_seq[link].project == w.project, w.seq
    assert {w.kind for w in writes} == set(gate_data.KINDS)
    assert len({w.text for w in writes}) == len(writes)


def test_stream_supersession_rate_and_project_split() -> None:
    writes = load_stream()
    projects = {w.project for w in writes}
    assert 4 <= len(projects) <= 5
    for split in gate_data.SPLITS:
        part = load_stream(split)
        assert {w.split for w in part} == {split}
        assert len({w.project for w in part}) >= 2, split
        rate = sum(w.replaces is not None for w in part) / len(part)
        assert 0.05 <= rate <= 0.08, (split, rate)
        assert sum(w.duplicate_of is not None for w in part) >= 3, split
    tune = {w.project for w in load_stream("tune")}
    held = {w.project for w in load_stream("heldout")}
    assert not tune & held and tune | held == projects


def test_stream_writes_mention_change_words_about_other_things() -> None:
    """Most change words in the stream are not supersessions, as in real notes."""
    writes = load_stream()
    words = ("instead of", "replac", "switch", "no longer", "not ", "never")
    mentions = [w for w in writes if any(x in w.text.lower() for x in words)]
    negatives = [w for w in mentions if w.replaces is None]
    assert len(negatives) >= 40
    assert len(negatives) > 2 * (len(mentions) - len(negatives))


# --- the validator itself ---------------------------------------------------------------

GOOD_PAIR = {
    "id": "x1",
    "split": "tune",
    "lang": "en",
    "existing": ["A", "B"],
    "new": "C",
    "label": "supersedes",
    "target": 1,
    "phrasing": "from_to",
    "note": "n",
}


@pytest.mark.parametrize(
    "change",
    [
        {"target": 2},  # out of range
        {"target": None},  # supersession without a target
        {"label": "novel"},  # target on a negative
        {"label": "contradiction"},
        {"split": "test"},
        {"lang": "xx"},
        {"existing": []},
        {"existing": ["A", "B", "C", "D", "E"]},
        {"new": "  "},
        {"target": True},
    ],
)
def test_parse_pair_rejects_malformed_rows(change: dict[str, object]) -> None:
    gate_data.parse_pair(GOOD_PAIR)  # the base row is fine
    with pytest.raises(GateDataError):
        gate_data.parse_pair({**GOOD_PAIR, **change})


def test_load_pairs_rejects_duplicate_ids(tmp_path: Path) -> None:
    path = tmp_path / "pairs.jsonl"
    line = json.dumps(GOOD_PAIR)
    path.write_text(line + "\n", encoding="utf-8")
    assert len(load_pairs(path=path)) == 1
    path.write_text(line + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(GateDataError, match="duplicate id"):
        load_pairs(path=path)


def _w(seq: int, project: str = "a", replaces: int | None = None, split: str = "tune") -> Write:
    return Write(seq, project, "fact", f"t{seq}", replaces, None, split)  # type: ignore[arg-type]


def test_check_stream_rejects_bad_links_and_order() -> None:
    check_stream([_w(1), _w(2, replaces=1)])
    with pytest.raises(GateDataError, match="earlier"):
        check_stream([_w(1, replaces=2), _w(2)])  # forward link
    with pytest.raises(GateDataError, match="another project"):
        check_stream([_w(1), _w(2, project="b", replaces=1)])
    with pytest.raises(GateDataError, match="in order"):
        check_stream([_w(2), _w(1)])
    with pytest.raises(GateDataError, match="both splits"):
        check_stream([_w(1), _w(2, split="heldout")])
    with pytest.raises(GateDataError, match="already replaced"):
        check_stream([_w(1), _w(2, replaces=1), _w(3, replaces=1)])


def test_the_second_pairs_set_is_well_formed_and_split_both_ways() -> None:
    pairs = load_pairs(path=gate_data.PAIRS2_FILE)
    assert len(pairs) >= 120 and all(p.id.startswith("q") for p in pairs)
    assert not {p.id for p in pairs} & {p.id for p in load_pairs()}
    for split in gate_data.SPLITS:
        part = [p for p in pairs if p.split == split]
        assert sum(p.is_supersession for p in part) >= 25, split
        hard = [p for p in part if not p.is_supersession and p.phrasing in {"scope", "related"}]
        assert len(hard) >= 10, split
    for lang in gate_data.LANGS:
        sup = Counter(p.split for p in pairs if p.lang == lang and p.is_supersession)
        neg = Counter(p.split for p in pairs if p.lang == lang and not p.is_supersession)
        assert sup["tune"] + sup["heldout"] >= 2 and neg["tune"] + neg["heldout"] >= 2, lang


def test_the_third_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs3 (round 16) is blind and held out whole: the loader's own checks pass, no row
    is offered for tuning, and its ids meet no other set's."""
    pairs = load_pairs(path=gate_data.PAIRS3_FILE)
    assert len(pairs) >= 200 and all(p.id.startswith("r") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS3_FILE) == []
    others = {p.id for p in load_pairs()} | {p.id for p in load_pairs(path=gate_data.PAIRS2_FILE)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 80


def test_the_third_pairs_sets_own_checker_passes() -> None:
    """pairs3's author wrote a checker (label shares, languages, targets); it must pass."""
    checker = gate_data.PAIRS3_FILE.parent / "pairs3_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_fourth_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs4 (round 17) is blind and held out whole: the loader's own checks pass, no row
    is offered for tuning, and its ids (`s...`) meet no other set's."""
    pairs = load_pairs(path=gate_data.PAIRS4_FILE)
    assert len(pairs) >= 200 and all(p.id.startswith("s") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS4_FILE) == []
    others = (
        {p.id for p in load_pairs()}
        | {p.id for p in load_pairs(path=gate_data.PAIRS2_FILE)}
        | {p.id for p in load_pairs(path=gate_data.PAIRS3_FILE)}
    )
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 80


def test_the_fourth_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS4_FILE.parent / "pairs4_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_fifth_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs5 (round 18) is blind and held out whole, like pairs4; its ids are `t...`."""
    pairs = load_pairs(path=gate_data.PAIRS5_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("t") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS5_FILE) == []
    others = (
        {p.id for p in load_pairs()}
        | {p.id for p in load_pairs(path=gate_data.PAIRS2_FILE)}
        | {p.id for p in load_pairs(path=gate_data.PAIRS3_FILE)}
        | {p.id for p in load_pairs(path=gate_data.PAIRS4_FILE)}
    )
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100


def test_the_fifth_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS5_FILE.parent / "pairs5_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_sixth_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs6 (round 19) is blind and held out whole; its ids are `u...`; ten more languages."""
    pairs = load_pairs(path=gate_data.PAIRS6_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("u") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS6_FILE) == []
    others = set()
    for path in (gate_data.PAIRS2_FILE, gate_data.PAIRS3_FILE, gate_data.PAIRS4_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    others |= {p.id for p in load_pairs()} | {p.id for p in load_pairs(path=gate_data.PAIRS5_FILE)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100
    assert {p.lang for p in pairs} >= {"it", "nl", "pl", "ru", "tr", "sv", "cs", "id", "vi", "fi"}


def test_the_sixth_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS6_FILE.parent / "pairs6_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_seventh_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs7 (round 20) is blind and held out whole; its ids are `v...`; ten more languages."""
    pairs = load_pairs(path=gate_data.PAIRS7_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("v") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS7_FILE) == []
    others = {p.id for p in load_pairs()}
    for path in (gate_data.PAIRS2_FILE, gate_data.PAIRS3_FILE, gate_data.PAIRS4_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS5_FILE, gate_data.PAIRS6_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100
    assert {p.lang for p in pairs} >= {"da", "nb", "ro", "ca", "hu", "el", "uk", "he", "hi", "ar"}


def test_the_seventh_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS7_FILE.parent / "pairs7_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_eighth_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs8 (round 21) is blind and held out whole; its ids are `w...`; ten more languages."""
    pairs = load_pairs(path=gate_data.PAIRS8_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("w") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS8_FILE) == []
    others = {p.id for p in load_pairs()}
    for path in (gate_data.PAIRS2_FILE, gate_data.PAIRS3_FILE, gate_data.PAIRS4_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS5_FILE, gate_data.PAIRS6_FILE, gate_data.PAIRS7_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100
    assert {p.lang for p in pairs} >= {"sk", "hr", "bg", "lt", "et", "th", "ms", "fa", "sw", "tl"}


def test_the_eighth_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS8_FILE.parent / "pairs8_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_ninth_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs9 (round 22) is blind and held out whole; its ids are `n...`; ten more languages."""
    pairs = load_pairs(path=gate_data.PAIRS9_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("n") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS9_FILE) == []
    others = {p.id for p in load_pairs()}
    for path in (gate_data.PAIRS2_FILE, gate_data.PAIRS3_FILE, gate_data.PAIRS4_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS5_FILE, gate_data.PAIRS6_FILE, gate_data.PAIRS7_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    others |= {p.id for p in load_pairs(path=gate_data.PAIRS8_FILE)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100
    assert {p.lang for p in pairs} >= {"af", "gl", "eu", "sl", "lv", "sr", "is", "bn", "ur", "cy"}


def test_the_ninth_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS9_FILE.parent / "pairs9_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_tenth_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs10 (round 23) is blind and held out whole; its ids are `k...`; ten more languages."""
    pairs = load_pairs(path=gate_data.PAIRS10_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("k") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS10_FILE) == []
    others = {p.id for p in load_pairs()}
    for path in (gate_data.PAIRS2_FILE, gate_data.PAIRS3_FILE, gate_data.PAIRS4_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS5_FILE, gate_data.PAIRS6_FILE, gate_data.PAIRS7_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS8_FILE, gate_data.PAIRS9_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100
    assert {p.lang for p in pairs} >= {"eo", "sq", "mk", "az", "uz", "ta", "mr", "ne", "be", "kk"}


def test_the_tenth_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS10_FILE.parent / "pairs10_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_eleventh_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs11 (round 24) is blind and held out whole; its ids are `m...`; ten more languages."""
    pairs = load_pairs(path=gate_data.PAIRS11_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("m") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS11_FILE) == []
    others = {p.id for p in load_pairs()}
    for path in (gate_data.PAIRS2_FILE, gate_data.PAIRS3_FILE, gate_data.PAIRS4_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS5_FILE, gate_data.PAIRS6_FILE, gate_data.PAIRS7_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS8_FILE, gate_data.PAIRS9_FILE, gate_data.PAIRS10_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100
    assert {p.lang for p in pairs} >= {"ga", "mt", "lb", "fy", "ka", "hy", "gu", "pa", "mn", "te"}


def test_the_eleventh_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS11_FILE.parent / "pairs11_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_twelfth_pairs_set_is_held_out_whole_and_loads() -> None:
    """pairs12 (round 25) is blind and held out whole; its ids are `j...`; ten more languages."""
    pairs = load_pairs(path=gate_data.PAIRS12_FILE)
    assert len(pairs) >= 240 and all(p.id.startswith("j") for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=gate_data.PAIRS12_FILE) == []
    others = {p.id for p in load_pairs()}
    for path in (gate_data.PAIRS2_FILE, gate_data.PAIRS3_FILE, gate_data.PAIRS4_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS5_FILE, gate_data.PAIRS6_FILE, gate_data.PAIRS7_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    for path in (gate_data.PAIRS8_FILE, gate_data.PAIRS9_FILE, gate_data.PAIRS10_FILE):
        others |= {p.id for p in load_pairs(path=path)}
    others |= {p.id for p in load_pairs(path=gate_data.PAIRS11_FILE)}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= 100
    assert {p.lang for p in pairs} >= {"kn", "ml", "am", "km", "ky", "yo", "zu", "so", "jv", "ht"}


def test_the_twelfth_pairs_sets_own_checker_passes() -> None:
    checker = gate_data.PAIRS12_FILE.parent / "pairs12_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
