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


# The sets held out whole, oldest first: (name, id prefix, at least rows, at least
# supersessions, languages it must hold). Each is blind (written by someone who read no
# gate code), offers no row for tuning, and its ids meet no earlier set's.
HELD_OUT_WHOLE = [
    ("pairs3", "r", 200, 80, ()),  # round 16
    ("pairs4", "s", 200, 80, ()),  # round 17
    ("pairs5", "t", 240, 100, ()),  # round 18
    ("pairs6", "u", 240, 100, ("it", "nl", "pl", "ru", "tr", "sv", "cs", "id", "vi", "fi")),
    ("pairs7", "v", 240, 100, ("da", "nb", "ro", "ca", "hu", "el", "uk", "he", "hi", "ar")),
    ("pairs8", "w", 240, 100, ("sk", "hr", "bg", "lt", "et", "th", "ms", "fa", "sw", "tl")),
    ("pairs9", "n", 240, 100, ("af", "gl", "eu", "sl", "lv", "sr", "is", "bn", "ur", "cy")),
    ("pairs10", "k", 240, 100, ("eo", "sq", "mk", "az", "uz", "ta", "mr", "ne", "be", "kk")),
    ("pairs11", "m", 240, 100, ("ga", "mt", "lb", "fy", "ka", "hy", "gu", "pa", "mn", "te")),
    ("pairs12", "j", 240, 100, ("kn", "ml", "am", "km", "ky", "yo", "zu", "so", "jv", "ht")),
    ("pairs13", "g", 260, 120, ("oc", "gd", "co", "la", "tg", "tk", "tt", "ha", "mg", "si")),
    ("pairs14", "h", 260, 120, ("ia", "fo", "yi", "ku", "ps", "lo", "my", "su", "mi", "br")),
    ("pairs15", "f", 260, 120, ("io", "ie", "rm", "an", "sc", "ug", "ba", "or", "xh", "qu")),
    ("pairs16", "e", 260, 120, ("de", "es", "fr", "it", "nl", "pl", "pt", "sv", "tr", "ru")),
    ("pairs17", "d", 260, 120, ("ja", "zh", "ko", "cs", "fi", "da", "id", "vi", "uk", "ca")),
    ("pairs18", "c", 260, 110, ("nb", "ro", "hu", "el", "he", "ar", "hi", "sk", "af", "gl")),
    ("pairs19", "b", 260, 120, ("eo", "hr", "bg", "sl", "lt", "et", "ms", "fa", "sw", "tl")),
    ("pairs20", "a", 260, 120, ("lv", "sr", "is", "cy", "eu", "th", "bn", "sq", "az", "mk")),
    ("pairs21", "z", 260, 120, ("et", "hr", "ca", "gl", "ms", "tl", "sw", "ur", "hy", "ne")),
    ("pairs22", "x", 260, 120, ("de", "es", "fr", "pt", "ru", "ja", "zh", "ko", "vi", "he")),
    ("pairs23", "o", 260, 120, ("it", "pl", "tr", "nl", "uk", "ar", "hi", "id", "sv", "cs")),
    ("pairs24", "l", 260, 120, ("de", "fr", "es", "pt", "ja", "zh", "ko", "ru", "fa", "he")),
    ("pairs25", "i", 260, 120, ("it", "nl", "pl", "tr", "uk", "sv", "hi", "id", "th", "vi")),
    ("pairs26", "ya", 260, 120, ("de", "fr", "es", "pt", "ja", "ko", "zh", "ru", "ar", "cs")),
    ("pairs27", "yb", 260, 120, ("de", "fr", "es", "pt", "it", "ja", "ko", "zh", "ru", "pl")),
    ("pairs28", "yc", 260, 120, ("de", "fr", "es", "pt", "it", "ja", "ko", "zh", "ru", "nl")),
    ("pairs29", "yd", 260, 120, ("de", "fr", "es", "pt", "it", "ja", "ko", "zh", "ru", "nl")),
    ("pairs30", "ye", 260, 120, ("de", "fr", "es", "pt", "it", "ja", "ko", "zh", "ru", "pl")),
    ("pairs31", "yf", 260, 120, ("de", "fr", "es", "pt", "it", "ja", "ko", "zh", "ru", "nl")),
    ("pairs32", "yg", 260, 120, ("de", "fr", "es", "pt", "it", "ja", "ko", "zh", "ru", "pl")),
]


@pytest.mark.parametrize(
    ("name", "prefix", "rows", "supersessions", "langs"),
    HELD_OUT_WHOLE,
    ids=[row[0] for row in HELD_OUT_WHOLE],
)
def test_a_pairs_set_held_out_whole_loads(
    name: str, prefix: str, rows: int, supersessions: int, langs: tuple[str, ...]
) -> None:
    """The loader's own checks pass, no row is offered for tuning, and the set's ids
    (`prefix...`) meet neither the default sets' nor any earlier set's."""
    path = getattr(gate_data, f"{name.upper()}_FILE")
    pairs = load_pairs(path=path)
    assert len(pairs) >= rows and all(p.id.startswith(prefix) for p in pairs)
    assert {p.split for p in pairs} == {"heldout"}
    assert load_pairs("tune", path=path) == []
    others = {p.id for p in load_pairs()} | {p.id for p in load_pairs(path=gate_data.PAIRS2_FILE)}
    for earlier, *_ in HELD_OUT_WHOLE[: [r[0] for r in HELD_OUT_WHOLE].index(name)]:
        others |= {p.id for p in load_pairs(path=getattr(gate_data, f"{earlier.upper()}_FILE"))}
    assert not {p.id for p in pairs} & others
    assert sum(p.is_supersession for p in pairs) >= supersessions
    assert {p.lang for p in pairs} >= set(langs)


@pytest.mark.parametrize("name", [row[0] for row in HELD_OUT_WHOLE])
def test_a_pairs_sets_own_checker_passes(name: str) -> None:
    """Each held-out set's author wrote a checker (label shares, languages, targets)."""
    checker = gate_data.DATA_DIR / f"{name}_check.py"
    done = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
