"""Transcript capture: what a careful colleague would remember, and nothing from tool output.

The labelled transcripts in fixtures/transcripts/ are written in the real Claude Code JSONL
shape. Each has a sidecar `<name>.expected.json`: the memories a careful human would keep
(substrings that must all appear in one candidate), the strings that must never be
captured (sentinels planted in tool output, hook attachments, retain's own tool calls,
thinking blocks, compaction summaries, command wrappers and subagent records), a `split`
(dev: written with the cue lists; noisy/heldout: measured once, then used for tuning;
blind: written after all tuning and never tuned on) and, where known, the first measurement.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest

from retain.models import KINDS, VALENCES
from retain.sleep.capture import (
    MAX_LINE_BYTES,
    MAX_TEXT_CHARS,
    Candidate,
    Turn,
    capture,
    capture_turns,
    detect_language,
    read_turns,
    split_sentences,
)

FIXTURES = Path(__file__).parent / "fixtures" / "transcripts"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "claude-code"
LABELS = sorted(FIXTURES.glob("*.expected.json"))
LANGUAGES = {"en", "zh", "ja", "ko", "es", "fr", "de", "ru", "pt"}


# ---------------------------------------------------------------- labels and scoring


def load_label(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def matches(text: str, expected: dict) -> bool:
    """One candidate text satisfies a label when it holds every substring of one alternative."""
    folded = text.casefold()
    alternatives = expected.get("any") or [expected["all"]]
    return any(all(part.casefold() in folded for part in alt) for alt in alternatives)


def precision_recall(
    results: Iterable[tuple[Sequence[Candidate], Sequence[dict]]],
) -> tuple[float, float, int, int, int, int]:
    """Precision (candidates matching some label) and recall (labels matched by a candidate).

    Returns (precision, recall, true_candidates, all_candidates, found_labels, all_labels).
    """
    good = total = found = labels = 0
    for candidates, expected in results:
        total += len(candidates)
        good += sum(1 for c in candidates if any(matches(c.text, e) for e in expected))
        labels += len(expected)
        found += sum(1 for e in expected if any(matches(c.text, e) for c in candidates))
    precision = good / total if total else 1.0
    recall = found / labels if labels else 1.0
    return precision, recall, good, total, found, labels


def _captured(label: dict) -> list[Candidate]:
    return capture(FIXTURES / label["transcript"])


# ---------------------------------------------------------------- labelled transcripts


def test_labelled_set_covers_the_languages():
    labels = [load_label(p) for p in LABELS]
    assert len(labels) >= 8
    languages = [label["language"] for label in labels]
    assert set(languages) >= LANGUAGES
    assert languages.count("en") >= 2
    for label in labels:
        assert (FIXTURES / label["transcript"]).is_file()
        assert label["expected"] and label["forbidden"]


@pytest.mark.parametrize("label_path", LABELS, ids=lambda p: p.name.split(".")[0])
def test_expected_memories_are_found(label_path: Path):
    label = load_label(label_path)
    candidates = _captured(label)
    assert len(candidates) <= 5
    missing = []
    for expected in label["expected"]:
        hits = [c for c in candidates if matches(c.text, expected)]
        if not hits:
            # Known misses are still counted against recall; they are listed, not hidden.
            if not expected.get("known_miss"):
                missing.append(expected["about"])
            continue
        if "kinds" in expected:
            assert hits[0].kind in expected["kinds"], (expected["about"], hits[0])
        if "valence" in expected:
            assert hits[0].valence == expected["valence"], (expected["about"], hits[0])
    assert not missing, f"missing {missing}; got {[c.text for c in candidates]}"


def test_precision_and_recall_over_all_labelled_transcripts():
    labels = [load_label(p) for p in LABELS]
    overall = precision_recall((_captured(lb), lb["expected"]) for lb in labels)
    print(
        f"\ncapture overall: precision {overall[0]:.3f} ({overall[2]}/{overall[3]}), "
        f"recall {overall[1]:.3f} ({overall[4]}/{overall[5]})"
    )
    for split in ("dev", "noisy", "heldout", "blind"):
        part = [lb for lb in labels if lb.get("split") == split]
        if part:
            p, r, g, t, f, n = precision_recall((_captured(lb), lb["expected"]) for lb in part)
            print(f"  {split:8s} precision {p:.3f} ({g}/{t}), recall {r:.3f} ({f}/{n})")
    assert overall[1] >= 0.8
    assert overall[0] >= 0.7


def test_precision_recall_helper():
    a = Candidate("Use pnpm, not npm.", "fact", "fact", 0.7, "user", (), False)
    b = Candidate("Ship it.", "fact", "fact", 0.5, "user", (), False)
    labels = [{"all": ["pnpm"]}, {"any": [["Decimal"], ["money"]]}]
    p, r, *_ = precision_recall([([a, b], labels)])
    assert (p, r) == (0.5, 0.5)
    assert precision_recall([])[:2] == (1.0, 1.0)


@pytest.mark.parametrize("label_path", LABELS, ids=lambda p: p.name.split(".")[0])
def test_nothing_from_tool_output_attachments_or_own_tools(label_path: Path):
    label = load_label(label_path)
    path = FIXTURES / label["transcript"]
    raw = path.read_text(encoding="utf-8")
    planted = [s for s in label["forbidden"] if s in raw]
    assert planted, "the fixture should carry its sentinels"
    texts = [t.text for t in read_turns(path)]
    texts += [c.text for c in capture(path, max_candidates=1000)]
    for sentinel in planted:
        assert not any(sentinel in text for text in texts), sentinel


def test_every_candidate_is_well_formed():
    for label_path in LABELS:
        label = load_label(label_path)
        for c in capture(FIXTURES / label["transcript"], max_candidates=50):
            assert c.kind in KINDS and c.valence in VALENCES
            assert c.actor in ("user", "agent")
            assert 0.0 < c.signal <= 1.0
            assert 0 < len(c.text) <= MAX_TEXT_CHARS
            assert c.valence == ("failure" if c.kind in ("bugfix", "lesson") else "fact")
            assert not c.explicit or (c.actor == "user" and "explicit" in c.cues)
            assert any(cue.startswith("lang:") for cue in c.cues), c


# ---------------------------------------------------------------- reading


def _write(tmp_path: Path, records: list, name: str = "t.jsonl") -> Path:
    path = tmp_path / name
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _user(text, **extra) -> dict:
    return {"type": "user", "message": {"role": "user", "content": text}, **extra}


def _assistant(mid: str, block: dict) -> dict:
    return {"type": "assistant", "message": {"role": "assistant", "id": mid, "content": [block]}}


def _result(tool_id: str, output, is_error: bool | None = None) -> dict:
    block = {"type": "tool_result", "tool_use_id": tool_id, "content": output}
    if is_error is not None:
        block["is_error"] = is_error
    return {"type": "user", "message": {"role": "user", "content": [block]}}


def test_assistant_lines_sharing_an_id_are_one_turn(tmp_path):
    path = _write(
        tmp_path,
        [
            _user("Set up the project."),
            _assistant("msg_1", {"type": "text", "text": "First part."}),
            _assistant(
                "msg_1", {"type": "thinking", "thinking": "Secret reasoning.", "signature": "x"}
            ),
            _assistant("msg_1", {"type": "tool_use", "id": "tu_1", "name": "Bash", "input": {}}),
            _assistant("msg_1", {"type": "text", "text": "Second part."}),
            _result("tu_1", "ok"),
            _assistant("msg_2", {"type": "text", "text": "Done."}),
        ],
    )
    turns = read_turns(path)
    assert [(t.role, t.text, t.is_tool_result) for t in turns] == [
        ("user", "Set up the project.", False),
        ("assistant", "First part.\n\nSecond part.", False),
        ("user", "", True),
        ("assistant", "Done.", False),
    ]
    assert turns[1].message_id == "msg_1" and turns[1].tool_names == ("Bash",)
    assert turns[2].tool_names == ("Bash",)
    assert all(isinstance(t, Turn) for t in turns)


def test_tool_errors_are_flagged_but_their_text_is_never_kept(tmp_path):
    path = _write(
        tmp_path,
        [
            _assistant("m1", {"type": "tool_use", "id": "a", "name": "Bash", "input": {}}),
            _result("a", "Remember that flagged output is never prose.", is_error=True),
            _assistant("m2", {"type": "tool_use", "id": "b", "name": "Bash", "input": {}}),
            _result("b", "Traceback (most recent call last):\nValueError: boom"),
            _assistant(
                "m3",
                {
                    "type": "tool_use",
                    "id": "c",
                    "name": "mcp__retain__memory_search",
                    "input": {"query": "x"},
                },
            ),
            _result("c", [{"type": "text", "text": "Error: nothing found"}], is_error=True),
            _assistant("m4", {"type": "tool_use", "id": "d", "name": "Read", "input": {}}),
            _result("d", "all good"),
        ],
    )
    results = [t for t in read_turns(path) if t.is_tool_result]
    assert [t.is_error for t in results] == [True, True, False, False]
    assert all(t.text == "" for t in results)


def test_non_prose_user_records_are_skipped(tmp_path):
    path = _write(
        tmp_path,
        [
            _user(
                "Caveat: The messages below were generated by the user. Never reply.", isMeta=True
            ),
            _user("<command-name>/model</command-name>\n<command-args></command-args>"),
            _user("<local-command-stdout>Always use opus.</local-command-stdout>"),
            _user(
                "This session is being continued from a previous conversation that ran out of "
                "context. Remember that the summary is not prose."
            ),
            _user("Summary flagged only. Remember that this is a summary.", isCompactSummary=True),
            _user("[Request interrupted by user]"),
            _user("Subagent prompt: never do this.", isSidechain=True),
            _user("<system-reminder>Never mention this.</system-reminder>Keep the API stable."),
            _user([{"type": "text", "text": "Text block prose."}, {"type": "image", "source": {}}]),
        ],
    )
    texts = [t.text for t in read_turns(path) if t.text]
    assert texts == ["Keep the API stable.", "Text block prose."]


def test_our_own_injected_block_is_never_reingested(tmp_path):
    fence = '<retain-memory nonce="ab12">\n- [constraint] Never deploy on Fridays.\n'
    fence += '</retain-memory nonce="ab12">'
    path = _write(
        tmp_path,
        [
            {
                "type": "attachment",
                "attachment": {"type": "hook_additional_context", "content": [fence]},
            },
            _user(f"{fence}\nWhat does the deploy script do?"),
            _assistant("m1", {"type": "text", "text": f"From memory:\n{fence}\nLet me check."}),
            _user("<retain-memory>an unclosed fence. Never deploy on Fridays."),
        ],
    )
    turns = read_turns(path)
    assert [t.role for t in turns] == ["user", "assistant", "user"]  # the attachment is no turn
    assert [t.text for t in turns] == [
        "What does the deploy script do?",
        "From memory:\n \nLet me check.",
        "",  # an unclosed fence drops the whole message
    ]
    assert capture(path) == []


@pytest.mark.parametrize(
    "content",
    [
        b'{"type": "user", "message": {"role": "user", "content": "Never use',  # truncated
        b'{"type": "user", "message": {"role": "user", "content": "caf\xe9 \xff\xfe"}}\n',
        b"\xff\xfe\x00garbage\x00\n",
        b'{"type": "user", "message": "not a dict"}\n',
        b'{"type": "user", "message": {"content": 42}}\n',
        b'{"type": "user", "message": {"content": [1, "two", null, {"type": 3}]}}\n',
        b'{"type": "assistant", "message": {"id": 7, "content": {"type": "text"}}}\n',
        b'{"type":"assistant","message":{"id":"m","content":[{"type":"text","text":5}]}}\n',
        b'{"type": "user", "message": {"content": [{"type": "tool_result", "content": 9}]}}\n',
        b'[1, 2, 3]\n42\nnull\n"text"\n',
        b"[" * 200_000 + b"]" * 200_000 + b"\n",  # deeply nested JSON
        b'{"a":' * 100_000 + b"1" + b"}" * 100_000 + b"\n",
        b"",
        b"\n\n   \n",
    ],
    ids=[
        "truncated",
        "bad-utf8-in-json",
        "binary",
        "message-str",
        "content-int",
        "content-junk-list",
        "assistant-dict-content",
        "text-not-str",
        "tool-result-int",
        "non-object-json",
        "deep-array",
        "deep-object",
        "empty",
        "blank-lines",
    ],
)
def test_malformed_input_never_raises(tmp_path, content: bytes):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    read_turns(path)
    capture(path)


def test_bad_lines_do_not_hide_the_good_ones(tmp_path):
    good = json.dumps(_user("Remember that the staging database listens on port 5433."))
    huge = json.dumps(_user("Remember that HUGELINE " + "x" * (MAX_LINE_BYTES + 10)))
    content = b"\n".join(
        [
            b"not json at all",
            huge.encode(),
            b'{"type": "user", "message": {"role": "user", "content": "bad \xff bytes"}}',
            good.encode(),
            b'{"type": "user", "message": {"role": "user", "content": "Never trunc',
        ]
    )
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(content)
    turns = read_turns(path)
    assert [t.text for t in turns] == [
        "bad \ufffd bytes",
        "Remember that the staging database listens on port 5433.",
    ]
    candidates = capture(path)
    assert [c.text for c in candidates] == ["The staging database listens on port 5433."]
    assert candidates[0].explicit


def test_captured_text_is_always_storable(tmp_path):
    content = (
        b'{"type": "user", "message": {"content": "Remember: never \\ud83d deploy on Friday"}}\n'
        b'{"type": "user", "message": {"content": "Remember: \xff\xfe always run the linter"}}\n'
    )
    path = tmp_path / "odd.jsonl"
    path.write_bytes(content)
    texts = [c.text for c in capture(path)]
    assert sorted(texts) == ["Always run the linter", "Never deploy on Friday"]
    for turn in read_turns(path):
        turn.text.encode("utf-8")


def test_missing_or_odd_paths_give_nothing(tmp_path):
    assert read_turns(tmp_path / "absent.jsonl") == []
    assert capture(tmp_path / "absent.jsonl") == []
    assert capture(tmp_path) == []  # a directory
    assert capture(str(tmp_path / "absent.jsonl")) == []


def test_adversarial_tags_stay_fast(tmp_path):
    text = "<system-reminder " * 20_000 + "Never use tabs. " * 2_000
    path = _write(tmp_path, [_user(text), _assistant("m", {"type": "text", "text": text})])
    start = time.perf_counter()
    capture(path)
    assert time.perf_counter() - start < 5.0


# ---------------------------------------------------------------- real Claude Code files


@pytest.mark.skipif(not SHARED.is_dir(), reason="shared Claude Code fixtures not present")
def test_real_transcripts_parse():
    turns = read_turns(SHARED / "transcript-2.1.39.jsonl")
    users = [t for t in turns if t.role == "user" and t.text]
    assert users and users[0].text.startswith("Work on bead feat-142")
    assert any(t.is_tool_result for t in turns)
    assert not any("This session is being continued" in t.text for t in turns)
    assert len({t.message_id for t in turns if t.role == "assistant"}) == sum(
        1 for t in turns if t.role == "assistant"
    )
    capture(SHARED / "transcript-2.1.39.jsonl")


@pytest.mark.skipif(not SHARED.is_dir(), reason="shared Claude Code fixtures not present")
def test_real_2_1_332_yields_nothing_from_its_attachments():
    path = SHARED / "transcript-2.1.332-no-api.jsonl"
    assert "MEMORY-PROBE" in path.read_text(encoding="utf-8")
    turns = read_turns(path)
    assert [t.text for t in turns] == ["hello memory probe"]
    assert capture(path) == []


# ---------------------------------------------------------------- scoring units


def _turns(*pairs: tuple[str, str]) -> list[Turn]:
    return [Turn(role=r, text=t, index=i) for i, (r, t) in enumerate(pairs)]


def test_sentences_split_on_latin_and_cjk_punctuation():
    text = "First, e.g. this one. Second!\n- bullet item\n```\ncode = 1\n```\n"
    text += "记住这个。别忘了那个！好吗？"
    assert split_sentences(text) == [
        "First, e.g. this one.",
        "Second!",
        "bullet item",
        "记住这个。",
        "别忘了那个！",
        "好吗？",
    ]


def test_explicit_request_is_kept_cleaned_and_flagged():
    [c] = capture_turns(_turns(("user", "Please remember that our CI runs on Node 20.")))
    assert c.text == "Our CI runs on Node 20."
    assert c.explicit and c.actor == "user" and c.kind == "fact" and c.signal >= 0.9
    assert "explicit" in c.cues and "lang:en" in c.cues


def test_questions_score_low_and_agent_restatements_count_less():
    turns = _turns(
        ("user", "Should we always pin exact versions?"),
        ("assistant", "I will always run the linter before committing, as you asked."),
    )
    assert capture_turns(turns) == []
    [c] = capture_turns(_turns(("user", "Always run the linter before committing.")))
    assert c.kind == "procedure" and c.actor == "user"


def test_agent_fix_after_a_tool_error_is_a_failure_lesson():
    turns = [
        Turn("assistant", "", 0, tool_names=("Bash",)),
        Turn("user", "", 1, is_tool_result=True, is_error=True),
        Turn(
            "assistant", "Turns out the cache key ignored the lockfile, so stale deps were used.", 2
        ),
    ]
    [c] = capture_turns(turns)
    assert (c.kind, c.valence, c.actor) == ("bugfix", "failure", "agent")
    assert "after_error" in c.cues


def test_short_reply_after_a_long_answer_boosts_a_correction():
    long_answer = "Here is a detailed plan. " * 60
    turns = _turns(("assistant", long_answer), ("user", "No, the service is deployed with Helm."))
    [c] = capture_turns(turns)
    assert "short_after_long" in c.cues and "correction" in c.cues


def test_repetition_and_reiteration_across_turns():
    turns = _turns(
        ("user", "Keep every pull request under 400 changed lines."),
        ("assistant", "OK."),
        ("user", "As I said, pull requests stay under 400 changed lines."),
    )
    [c] = capture_turns(turns)
    assert "repeated" in c.cues and "reiterate" in c.cues


def test_duplicates_code_and_length_are_handled():
    long_rule = "Never " + "really " * 200 + "skip the migration check."
    turns = _turns(
        ("user", "Never push to main directly."),
        ("user", "never push to main directly!"),
        ("user", "Always `./scripts/a.sh --x=1 && ./b/c.py --y=2 /tmp/z`"),
        ("user", long_rule),
    )
    texts = [c.text for c in capture_turns(turns)]
    assert len([t for t in texts if "push to main" in t.lower()]) == 1
    assert not any("scripts" in t for t in texts)
    assert all(len(t) <= MAX_TEXT_CHARS for t in texts)
    assert any(t.endswith("…") for t in texts)


def test_max_candidates_is_respected():
    rules = [
        "Never change the billing code without asking me first.",
        "Always run the auth tests twice, they are flaky.",
        "Do not add new dependencies to the search service.",
        "Never commit generated exports to git.",
        "Always use the shared email templates.",
        "Do not log card numbers, even masked ones.",
        "Never bypass the admin audit trail.",
    ]
    turns = _turns(*[("user", rule) for rule in rules])
    assert len(capture_turns(turns)) == 5
    assert len(capture_turns(turns, max_candidates=2)) == 2
    assert capture_turns(turns, max_candidates=0) == []


@pytest.mark.parametrize(
    ("text", "lang", "kind"),
    [
        ("记住：我们的测试数据库端口是 5432。", "zh", "fact"),
        ("本番の API キーは絶対にコミットしないでください。", "ja", "constraint"),
        ("나는 모든 함수에 타입 힌트를 붙이는 걸 선호해.", "ko", "preference"),
        ("Decidimos usar Sidekiq porque ya tenemos Redis.", "es", "decision"),
        ("Ne pousse jamais directement sur la branche main.", "fr", "constraint"),
        ("Ich bevorzuge Konstruktor-Injection statt Feld-Injection.", "de", "preference"),
        ("Мы решили не поддерживать Windows 7, потому что там нет нужных API.", "ru", "decision"),
        ("Nunca rode migrations em produção sem backup antes.", "pt", "constraint"),
    ],
)
def test_signals_in_each_language(text: str, lang: str, kind: str):
    [c] = capture_turns(_turns(("user", text)))
    assert f"lang:{lang}" in c.cues and c.kind == kind
    assert detect_language(text) == lang


def test_capture_imports_only_the_standard_library():
    src = Path(__file__).resolve().parents[1] / "src"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(src), os.environ.get("PYTHONPATH", "")]),
    }
    code = (
        "import sys, retain.sleep.capture\n"
        "heavy = {'numpy', 'mcp', 'torch', 'sentence_transformers', 'pydantic'}\n"
        "print(sorted(heavy & set(sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
