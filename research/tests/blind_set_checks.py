"""Checks shared by the tests of the blind capture sets (benchmarks/data/capture_blind3/ on).

Each set's test file loads its set with `BlindSet(builder)` (the set's
`benchmarks/capture_blindN_build` module: ROOT, SPLITS, render, sources) and calls these
checks with the set's own figures; what only one set has stays in that set's file. None of
them runs capture: they read the transcripts, the sources and the labels only, so a set
stays blind. They use `benchmarks.capture_bench`'s label schema and matching rules and the
set's own builder, so a label the benchmark would read differently, or a JSONL file that
drifted from its source, fails.

A set's test file reads, in short:

    S = BlindSet(capture_blindN_build)

    @pytest.mark.parametrize("name", S.names)
    def test_transcript_is_claude_code_jsonl(name: str) -> None:
        check_transcript(S, name, records=(15, 40), failing_run=True)

research/tests/test_blind_set_checks.py breaks a copy of a set to show each check can fail.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from types import ModuleType, SimpleNamespace

from benchmarks import capture_bench
from benchmarks.capture_bench import KEEPER_KINDS, TRAP_KINDS, leaks, matches_keeper

from research.capture_blind_build import REJECTION

# Records of the uuid chain; anything else in a transcript is a file-history snapshot.
CHAINED = {"user", "assistant", "attachment", "system"}
CHAIN_KEYS = ("uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp")

# The words that make a keeper "cued" (`cue_word: true`), per language. Latin and Cyrillic
# scripts match at word starts or as whole words; Chinese, Japanese and Korean as substrings.
CUE_WORDS = {
    "en": [r"\bremember", r"\balways\b", r"\bnever\b", r"\bdecided\b", r"\bnote that\b"],
    "nl": [r"\bonthoud", r"\baltijd\b", r"\bnooit\b", r"\bbesloten\b", r"\bvergeet niet\b"],
    "de": [r"\bmerk", r"\bimmer\b", r"\bnie\b", r"\bniemals\b", r"\bentschieden\b"],
    "fr": [r"\bsouviens\b", r"\btoujours\b", r"\bjamais\b", r"\bdécid", r"\bretiens\b"],
    "es": [r"\brecuerda", r"\bsiempre\b", r"\bnunca\b", r"\bdecidi"],
    "it": [r"\bricorda", r"\bsempre\b", r"\bmai\b", r"\bdecis"],
    "pt": [r"\blembr", r"\bsempre\b", r"\bnunca\b", r"\bdecidi"],
    "sv": [r"\bkom ihåg\b", r"\balltid\b", r"\baldrig\b", r"\bbestämt\b"],
    "pl": [r"\bpamiętaj", r"\bzawsze\b", r"\bnigdy\b", r"\bzdecydowali"],
    "tr": [r"\bunutma", r"\bher zaman\b", r"\basla\b", r"\bhiçbir zaman\b", r"\bkarar"],
    "cs": [r"\bpamatuj", r"\bvždy\b", r"\bnikdy\b", r"\brozhodl"],
    "vi": [r"\bnhớ\b", r"\bluôn luôn\b", r"\bkhông bao giờ\b", r"\bquyết định\b"],
    "id": [r"\bingat", r"\bselalu\b", r"\btidak pernah\b", r"\bjangan pernah\b", r"\bmemutuskan\b"],
    "uk": [r"\bзапам.ятай", r"\bзавжди\b", r"\bніколи\b", r"\bвирішили\b"],
    "ru": ["запомни", "всегда", "никогда", "решили"],
    "ja": ["覚えて", "必ず", "常に", "絶対", "決め"],
    "zh": ["记住", "总是", "永远", "决定", "一定"],
    "ko": ["기억", "항상", "절대", "결정", "반드시"],
}

# Hosts named in a set are invented and live under reserved or private suffixes only.
PUBLIC_HOST = re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|de|fr|jp|cn)\b")
PRIVATE_HOST = re.compile(r"\b[a-z0-9-]+\.[a-z0-9.-]+\.(?:internal|test)\b")


def cued(text: str, language: str) -> bool:
    """Whether `text` holds a cue word of `language`."""
    return any(re.search(p, text, re.IGNORECASE) for p in CUE_WORDS[language])


def _blocks(records: list[dict]) -> list[tuple[int, dict, dict]]:
    """(index, record, block) for every content block of a record's message."""
    out = []
    for i, rec in enumerate(records):
        content = (rec.get("message") or {}).get("content")
        for block in content if isinstance(content, list) else []:
            if isinstance(block, dict):
                out.append((i, rec, block))
    return out


class BlindSet:
    """One blind capture set, read through its builder module."""

    def __init__(
        self, builder: ModuleType | SimpleNamespace, *, thinking_is_spoken: bool = False
    ) -> None:
        self.root: Path = builder.ROOT
        self.splits: tuple[str, ...] = builder.SPLITS
        self.render = builder.render
        self.sources = builder.sources
        # The third set counts the agent's thinking as said; the later sets do not.
        self.thinking_is_spoken = thinking_is_spoken
        labels = (self.root / "labels.json").read_text(encoding="utf-8")
        self.labels: dict[str, dict] = json.loads(labels)
        self.names = sorted(self.labels)

    def readme(self) -> str:
        return (self.root / "README.md").read_text(encoding="utf-8")

    def raw(self, name: str) -> str:
        return (self.root / name).read_text(encoding="utf-8")

    def records(self, name: str) -> list[dict]:
        return [json.loads(line) for line in self.raw(name).splitlines()]

    def in_split(self, split: str) -> list[str]:
        return [n for n in self.names if n.startswith(split + "/")]

    def keepers(self, split: str | None = None) -> list[dict]:
        names = self.names if split is None else self.in_split(split)
        return [k for n in names for k in self.labels[n]["keepers"]]

    def decoded(self, name: str) -> str:
        """The transcript's strings, decoded (the JSONL escapes quotes and newlines)."""
        parts: list[str] = []

        def walk(value: object) -> None:
            if isinstance(value, str):
                parts.append(value)
            elif isinstance(value, dict):
                for v in value.values():
                    walk(v)
            elif isinstance(value, list):
                for v in value:
                    walk(v)

        for rec in self.records(name):
            walk(rec)
        return "\n".join(parts)

    def errors(self, name: str) -> list[dict]:
        """The tool results marked as errors."""
        return [
            b
            for _, _, b in _blocks(self.records(name))
            if b.get("type") == "tool_result" and b.get("is_error")
        ]

    def feedback(self, name: str) -> list[str]:
        """What the user said while rejecting a tool call."""
        return [
            b["content"][len(REJECTION) :]
            for _, _, b in _blocks(self.records(name))
            if b.get("type") == "tool_result" and b["content"].startswith(REJECTION)
        ]

    def spoken(self, name: str) -> list[str]:
        """What people said, one entry per message: user prompts, the agent's text (and
        thinking, where the set counts it), and a rejection's feedback; no tool output."""
        said: list[str] = []
        for rec in self.records(name):
            content = (rec.get("message") or {}).get("content")
            if rec.get("type") == "user" and isinstance(content, str):
                said.append(content)
        for _, _, block in _blocks(self.records(name)):
            if block.get("type") == "text":
                said.append(block["text"])
            elif block.get("type") == "thinking" and self.thinking_is_spoken:
                said.append(block["thinking"])
        return said + self.feedback(name)


def check_files_match_labels(s: BlindSet, per_half: int, *, exactly: bool = False) -> None:
    """Every JSONL file is labelled and built from a source, and each half holds
    `per_half` sessions (at least, or `exactly`)."""
    on_disk = sorted(str(p.relative_to(s.root)) for p in s.root.glob("*/*.jsonl"))
    built = sorted(f"{split}/{src.stem}.jsonl" for split, src in s.sources())
    assert on_disk == built == s.names
    halves = Counter(n.split("/", 1)[0] for n in s.names)
    assert set(halves) == set(s.splits)
    for split in s.splits:
        assert halves[split] == per_half if exactly else halves[split] >= per_half, split


def check_files_are_what_the_sources_build(s: BlindSet) -> None:
    for split, src in s.sources():
        assert s.render(src) == s.raw(f"{split}/{src.stem}.jsonl"), src.name


def check_transcript(
    s: BlindSet,
    name: str,
    *,
    records: tuple[int, int] | None = None,
    failing_run: bool = False,
    hook_first: bool = True,
) -> None:
    """The transcript is Claude Code JSONL: one uuid chain of one session in the label's
    project, every tool call answered once and after it, errors and rejections recorded as
    Claude Code records them, at least one rejection with the user's feedback, and (with
    `hook_first`) the SessionStart hook's memory block as the first record.
    `records` bounds the record count; `failing_run` wants a failing command."""
    recs = s.records(name)
    if records is not None:
        assert records[0] <= len(recs) <= records[1], (name, len(recs))
    chained = []
    for rec in recs:
        if rec["type"] not in CHAINED:
            assert rec["type"] == "file-history-snapshot", name
            continue
        for key in CHAIN_KEYS:
            assert key in rec, (name, key)
        chained.append(rec)
    assert chained[0]["parentUuid"] is None, name
    for before, rec in zip(chained, chained[1:]):
        assert rec["parentUuid"] == before["uuid"], name
    assert len({r["uuid"] for r in chained}) == len(chained), name
    assert {r["sessionId"] for r in chained} == {capture_bench._first_session_id(s.root / name)}
    assert {r["cwd"] for r in chained} == {s.labels[name]["project_dir"]}, name
    assert all(r["timestamp"].endswith("Z") for r in chained), name

    calls: dict[str, int] = {}
    answered: Counter[str] = Counter()
    rejected = failed = 0
    for i, rec, block in _blocks(recs):
        if block.get("type") == "tool_use":
            calls[block["id"]] = i
        elif block.get("type") == "tool_result":
            tid = block["tool_use_id"]
            assert tid in calls and calls[tid] < i, (name, "a tool result before its call", tid)
            assert rec["sourceToolAssistantUUID"] == recs[calls[tid]]["uuid"], (name, tid)
            assert "toolUseResult" in rec, (name, tid)
            answered[tid] += 1
            if block["is_error"]:
                assert rec["toolUseResult"] == "Error: " + block["content"], (name, tid)
            if block["content"].startswith(REJECTION):
                assert block["is_error"] and block["content"][len(REJECTION) :].strip(), tid
                rejected += 1
            elif block["is_error"] and block["content"].startswith("Exit code "):
                failed += 1
    assert set(answered) == set(calls) and set(answered.values()) == {1}, name
    assert rejected >= 1, (name, "a rejected tool call with the user's feedback")
    if failing_run:
        assert failed >= 1, (name, "a failing command")
    if hook_first:
        hook = recs[0]["attachment"]
        assert hook["hookEvent"] == "SessionStart" and "<retain-memory" in hook["stdout"], name


def check_labels(
    s: BlindSet,
    name: str,
    *,
    keepers: tuple[int, int],
    traps: tuple[int, int],
    every_alternative: bool = True,
    cue_flags: bool = True,
    keeper_in_feedback: bool = False,
) -> None:
    """The session's labels fit its transcript: each keeper is said whole in one spoken
    message, its terms stand in the file, its cue flag is right and the message it is said
    in leaks no trap; each trap's terms stand in the file. `keepers` and `traps` bound the
    counts; `every_alternative` wants each of a keeper's alternatives in the file as
    written (else one of each group, in any case); `cue_flags` checks each keeper's
    `cue_word` flag against the messages it is said in; `keeper_in_feedback` wants a keeper said
    while rejecting a tool call."""
    label = s.labels[name]
    raw = s.raw(name)
    text = s.decoded(name).casefold()
    spoken = s.spoken(name)
    assert keepers[0] <= len(label["keepers"]) <= keepers[1], name
    assert traps[0] <= len(label["traps"]) <= traps[1], name
    ids = [x["id"] for x in label["keepers"] + label["traps"]]
    assert len(ids) == len(set(ids)), name
    for k in label["keepers"]:
        assert k["kind"] in KEEPER_KINDS and k["language"] in label["languages"], k["id"]
        assert k["must_contain_any"] and all(k["must_contain_any"]), k["id"]
        for group in k["must_contain_any"]:
            assert any(alt.casefold() in text for alt in group), (k["id"], group)
            for term in group if every_alternative else []:
                assert json.dumps(term, ensure_ascii=False)[1:-1] in raw, (k["id"], term)
        assert matches_keeper(k["statement"], k), k["id"]
        holders = [m for m in spoken if matches_keeper(m, k)]
        assert holders, f"{k['id']}: no single spoken message holds the whole keeper"
        if cue_flags:
            said_with_cue = any(cued(m, k["language"]) for m in holders)
            assert said_with_cue == k["cue_word"], f"{k['id']}: cue_word flag is wrong"
    for t in label["traps"]:
        assert t["kind"] in TRAP_KINDS and t["must_not_contain"], t["id"]
        for term in t["must_not_contain"]:
            assert term.casefold() in raw.casefold(), (t["id"], term)
            assert term.casefold() in text, (t["id"], term)
        # a trap is something to store nowhere: no keeper's message holds its terms
        for m in spoken:
            if any(matches_keeper(m, k) for k in label["keepers"]):
                assert not leaks(m, t), (name, t["id"], m[:60])
    if keeper_in_feedback:
        feedback = s.feedback(name)
        assert any(matches_keeper(f, k) for f in feedback for k in label["keepers"]), (
            name,
            "a keeper said while rejecting a tool call",
        )


def check_no_trap_term_in_any_keeper(s: BlindSet) -> None:
    """No trap of the set leaks into any keeper statement of the set."""
    statements = [k["statement"] for k in s.keepers()]
    for name, label in s.labels.items():
        for t in label["traps"]:
            hit = [st[:40] for st in statements if leaks(st, t)]
            assert not hit, (name, t["id"], hit)


def check_keepers_told_apart(s: BlindSet) -> None:
    """A memory storing one keeper must not also count as another of its session."""
    for name, label in s.labels.items():
        for a in label["keepers"]:
            others = [
                b["id"]
                for b in label["keepers"]
                if b is not a and matches_keeper(a["statement"], b)
            ]
            assert not others, (name, a["id"], others)


def check_hard_cases(s: BlindSet, trap_kinds: set[str], keeper_kinds: set[str]) -> None:
    """Every session has a trap of each of `trap_kinds` and a keeper of each of
    `keeper_kinds`."""
    for name in s.names:
        label = s.labels[name]
        assert trap_kinds <= {t["kind"] for t in label["traps"]}, name
        assert keeper_kinds <= {k["kind"] for k in label["keepers"]}, name


def check_spread(
    s: BlindSet,
    *,
    keepers: tuple[int, int],
    traps: tuple[int, int],
    others_per_half: int,
    multilingual: int,
) -> None:
    """The set's size, few cued keepers (a tenth at most), English and at least
    `others_per_half` other languages in each half, and at least `multilingual` sessions
    in more than one language."""
    ks = s.keepers()
    assert keepers[0] <= len(ks) <= keepers[1], len(ks)
    n_traps = sum(len(label["traps"]) for label in s.labels.values())
    assert traps[0] <= n_traps <= traps[1], n_traps
    assert sum(k["cue_word"] for k in ks) <= len(ks) // 10
    for split in s.splits:
        langs = {k["language"] for k in s.keepers(split)}
        assert "en" in langs and len(langs - {"en"}) >= others_per_half, (split, langs)
    assert sum(len(label["languages"]) > 1 for label in s.labels.values()) >= multilingual


def _rows(s: BlindSet, counts: dict[str, Counter]) -> list[str]:
    order = sorted(counts, key=lambda key: (-sum(counts[key].values()), key))
    return [
        f"| {key} | "
        + " | ".join(str(counts[key][x]) if counts[key][x] else "–" for x in s.splits)
        + " |"
        for key in order
    ]


def check_readme_tables(s: BlindSet) -> None:
    """The README's tables of keepers by language and kind, traps by kind, and the halves
    are the labels' counts."""
    readme = s.readme()
    tables: dict[str, dict[str, Counter]] = {"lang": {}, "kind": {}, "trap": {}}
    for name in s.names:
        split = name.split("/")[0]
        for k in s.labels[name]["keepers"]:
            tables["lang"].setdefault(k["language"], Counter())[split] += 1
            tables["kind"].setdefault(k["kind"], Counter())[split] += 1
        for t in s.labels[name]["traps"]:
            tables["trap"].setdefault(t["kind"], Counter())[split] += 1
    for table in tables.values():
        for row in _rows(s, table):
            assert row in readme, row
    for split in s.splits:
        names = s.in_split(split)
        ks = s.keepers(split)
        n_traps = sum(len(s.labels[n]["traps"]) for n in names)
        cued_keepers = sum(k["cue_word"] for k in ks)
        row = f"| `{split}/` | {len(names)} | {len(ks)} | {n_traps} | {cued_keepers} |"
        assert row in readme, row


def check_capture_bench_selects_the_halves(s: BlindSet) -> None:
    """The benchmark's own selection (`--data DIR --split tune|heldout`) finds every
    transcript of each half where it will open it, and reads each one's session id from
    the file, not its name."""
    for split in s.splits:
        names = s.in_split(split)
        assert names and all((s.root / n).is_file() for n in names), split
        assert all(Path(s.labels[n]["project_dir"]).name for n in names), split
    for name in s.names:
        sid = capture_bench._first_session_id(s.root / name)
        first = next(r for r in s.records(name) if "sessionId" in r)
        assert sid == first["sessionId"] != Path(name).stem, name


def check_hosts_invented(s: BlindSet) -> None:
    """No source names a host under a public suffix, and half the sessions or more name
    one under `.internal` or `.test`."""
    with_host = 0
    for _split, src in s.sources():
        text = src.read_text(encoding="utf-8")
        assert not PUBLIC_HOST.findall(text), (src.name, PUBLIC_HOST.findall(text))
        with_host += bool(PRIVATE_HOST.search(text))
    assert with_host >= len(s.names) // 2
