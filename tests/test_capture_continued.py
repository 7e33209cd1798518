"""Round 7 of capture (issue 16): facts told in two sentences, answers, things said unprompted.

Every example is written for these tests (none comes from a benchmark set). The rules:

- one statement told in two sentences of a message ("the cluster is X. the short queue
  ..."): the plain statement just before or after a kept sentence is the rest of it, unless
  it is a request of the moment, a symptom, a guess, a bare yes or no or a quotation;
- the user's reply to a question the agent asked about the project (not an offer to act) is
  how things are here: `asked` weighs more than any other reply;
- a user who goes on without waiting for the agent (`follows_user`) is telling one more
  thing: with a particular named, that is evidence (`volunteered`);
- "we meant to move X... never mind" takes back only itself, not an earlier statement;
- a session may keep six statements (the labelled sets hold four to six keepers a session);
- what holds only for the change at hand ("for this PR only", "nur für diesen Branch",
  "这个 PR 先") is a state of the moment, never a memory.
"""

from __future__ import annotations

from pathlib import Path

from retain.sleep import capture_score
from retain.sleep import capture_shape as shape
from retain.sleep.capture import capture, capture_turns
from retain.sleep.capture_join import _continues
from retain.sleep.capture_score import SHAPE_WEIGHTS
from retain.sleep.consolidate import STRONG_SIGNAL
from retain.sleep.offrecord import off_record
from retain.sleep.run import MAX_CANDIDATES
from retain.sleep.transcript import read_turns
from test_capture_plain import stored_after_session_end, texts
from test_capture_shape import Session


def _turns(tmp_path: Path, s: Session):
    return read_turns(s.write(tmp_path / "t.jsonl"))


def _user_pos(turns, needle: str) -> int:
    return next(p for p, t in enumerate(turns) if t.role == "user" and needle in (t.text or ""))


def _best_with(tmp_path: Path, s: Session, word: str):
    found = [c for c in capture(s.write(tmp_path / "t.jsonl"), max_candidates=10) if word in c.text]
    assert found, word
    return found[0]


# ---------------------------------------------------------------- asked by the agent


def test_a_question_for_a_fact_is_asked_and_an_offer_to_act_is_not(tmp_path):
    questions = (
        "Understood. Which cluster do I use for the long run?",
        "Alles klar. Auf welchem Rechner laufen die Nachtbuilds?",
        "明白。测试数据放在哪个目录？",
        "Entendido. Qual fila eu uso para o teste longo?",
        "了解です。ステージングはどのリージョンですか？",
    )
    offers = (
        "Shall I run the whole suite now?",
        "Do you want me to open the PR?",
        "Soll ich den Cache leeren?",
        "¿Quieres que lo despliegue a staging?",
        "要不要我先跑一遍测试？",
        "The build is green.",  # no question at all
    )
    for i, said in enumerate(questions + offers):
        turns = _turns(tmp_path, Session().user("Start the migration.").say(said).user("ok."))
        pos = _user_pos(turns, "ok.")
        assert shape.answers_agent(turns, pos) == said.endswith(("?", "？")), said
        assert shape.asked_by_agent(turns, pos) == (i < len(questions)), said


def test_an_answer_to_a_question_is_kept_in_the_same_pass(tmp_path):
    for question, answer, word in (
        (
            "Which box do the big builds run on?",
            "Big builds go to `builder-eu-2`, not laptops; the cache is cache.lab.internal.",
            "builder-eu-2",
        ),
        (
            "Auf welcher Hardware wird getestet?",
            "Getestet wird nur auf Board Rev. D mit dem i.MX93.",
            "i.MX93",
        ),
        (
            "大的构建在哪台机器上跑？",
            "大构建只交给 build-07，缓存在 cache.lab.internal。",
            "build-07",
        ),
    ):
        asked = Session().user("Set up the nightly job.").say(f"Sure. {question}").user(answer)
        offered = Session().user("Set up the nightly job.").say("Shall I add it?").user(answer)
        kept = _best_with(tmp_path, asked, word)
        assert kept.signal >= STRONG_SIGNAL, answer
        replied = _best_with(tmp_path, offered, word)
        assert replied.signal < kept.signal, answer  # a reply to an offer weighs less


# ---------------------------------------------------------------- one statement in two sentences


def test_the_short_definition_before_a_kept_sentence_is_the_rest_of_it(tmp_path):
    for definition, detail, words in (
        (
            "the cluster is hpc-lagoa.",
            "the `short` queue takes jobs of up to 2 h, the `long` one only with a booking.",
            ("hpc-lagoa", "booking"),
        ),
        (
            "o banco local é o Postgres do docker-compose.",
            "roda na porta 5433 e não na 5432, que quase todo mundo já usa.",
            ("docker-compose", "5433"),
        ),
        (
            "dane testowe leżą na /data/fixtures i są tylko do odczytu.",
            "wyniki piszemy do $SCRATCH, bo w /home jest limit 20 GB.",
            ("/data/fixtures", "$SCRATCH"),
        ),
    ):
        s = (
            Session()
            .user("Port the solver to the new mesh format.")
            .say("Understood. Where do I run the long test?")
            .user(f"{definition} {detail}")
        )
        kept = _best_with(tmp_path, s, words[1])
        assert all(w in kept.text for w in words), kept.text
        assert kept.text[0].isupper()


def test_what_is_said_beside_a_kept_sentence_joins_only_when_it_states_how_things_are():
    # a request of the moment, a symptom, a guess, someone else's words, a bare answer
    for said in (
        "I'm off tomorrow afternoon, so ping Ana.",
        "add a test for that too.",
        "maybe the cache is stale.",
        'the review says "the app is slower than the old one", ignore that.',
        "No, thanks.",
        "the staging DB password is ochre-lantern-quiet-meadow.",
        "can you check the logs?",
    ):
        assert not _continues(said), said
    for said in (
        "the cluster is hpc-lagoa.",
        "Die Testdaten liegen unter /srv/fixtures.",
        "les données sont en lecture seule.",
        "그보다 크면 앞단 게이트웨이에서 끊어요.",
    ):
        assert _continues(said), said


def test_a_trap_beside_a_kept_sentence_stays_out_of_it(tmp_path):
    s = (
        Session()
        .user("Fix the export.")
        .say("Done.")
        .user(
            "the `orders` table is partitioned by `created_on`, so every query filters on it. "
            "I'm at the dentist tomorrow morning, by the way."
        )
    )
    kept = _best_with(tmp_path, s, "created_on")
    assert "dentist" not in kept.text


# ---------------------------------------------------------------- said without waiting


def test_a_user_who_goes_on_without_waiting_is_told_apart(tmp_path):
    turns = _turns(
        tmp_path,
        Session()
        .user("Fix the flaky test.")
        .user("also: fixtures live in tests/data.")
        .say("Looking.")
        .run("ls tests", "data")
        .user("after a tool run.")
        .say("Done.")
        .user("after the agent."),
    )
    assert shape.follows_user(turns, _user_pos(turns, "also:"))
    assert not shape.follows_user(turns, _user_pos(turns, "after a tool run."))
    assert not shape.follows_user(turns, _user_pos(turns, "after the agent."))
    assert not shape.follows_user(turns, _user_pos(turns, "Fix the flaky"))


def test_a_particular_told_unprompted_is_evidence_and_a_remark_without_one_is_not(tmp_path):
    statements = (
        "Nightly exports land in /srv/exports on `batch-02`, only the cron user writes there.",
        "Exporte liegen in /srv/exports auf `batch-02`, nur Cron schreibt.",
        "Los exports van a /srv/exports en `batch-02`, solo el usuario de cron escribe ahí.",
        "导出都在 `batch-02` 的 /srv/exports，只有 cron 能写。",
    )
    for statement in statements:
        after_agent = Session().user("Speed up the export.").say("On it.").user(statement)
        unprompted = Session().user("Speed up the export.").user(statement)
        waited = _best_with(tmp_path, after_agent, "batch-02")
        told = _best_with(tmp_path, unprompted, "batch-02")
        assert "volunteered" in SHAPE_WEIGHTS
        assert waited.signal < STRONG_SIGNAL <= told.signal, (statement, waited, told)
    # no particular named: a remark, however unprompted
    chat = Session().user("Speed up the export.").user("honestly this week has been a lot.")
    assert capture(chat.write(tmp_path / "c.jsonl")) == []


# ---------------------------------------------------------------- retractions, and the cap


def test_a_sentence_that_takes_itself_back_leaves_earlier_statements_alone(tmp_path):
    for rule, musing, word in (
        (
            "big builds never run on laptops, send them to `build-07` with --builders.",
            "we meant to move DNS to knot... never mind, leave it.",
            "build-07",
        ),
        (
            "笔记本上别跑大构建，用 --builders 交给 build-07。",
            "对了，我们本来打算把 DNS 换成 knot……算了，先不动。",
            "build-07",
        ),
    ):
        s = Session().user("Set up the builders.").say("Sure.").user(rule).say("Ok.").user(musing)
        prose = [
            (p, t, shape.sentences.prose_sentences(t.text), False)
            for p, t in enumerate(_turns(tmp_path, s))
            if t.text and not t.is_tool_result
        ]
        gone = shape.retracted(prose)
        assert [k for k in gone if prose[0][0] <= k[0]] and all(
            word not in prose[[p for p, *_ in prose].index(k[0])][2][k[1]] for k in gone
        ), gone
        assert any(word in c.text for c in capture(s.write(tmp_path / "t.jsonl")))
    # a plain "scratch that" still takes back the message before it
    s = Session().user("Set up the builders.").user("use `build-07` for it.").user("scratch that.")
    assert not any("build-07" in c.text for c in capture(s.write(tmp_path / "s.jsonl")))


def test_six_statements_of_one_session_are_kept(tmp_path):
    s = Session().user("Set up the release job.").say("Sure.")
    rules = (
        "never push tags from a laptop, the `release.yml` workflow cuts them.",
        "always run `make lint` before `make test`, the linter regenerates stubs.",
        "we don't mock the database here, tests use the `pg-test` container.",
        "the staging API is api.stage.internal and never the prod one.",
        "never bump `openssl` without the security team, it is pinned in deps.lock.",
        "always write migrations with `alembic revision`, never by hand in migrations/.",
        "we never log request bodies, the `audit` service stores them.",
    )
    for rule in rules:
        s.user(rule).say("Noted.")
    found = capture_turns(_turns(tmp_path, s), max_candidates=MAX_CANDIDATES)
    assert MAX_CANDIDATES == 6 and len(found) == 6


def test_the_promotion_bar_capture_joins_fragments_below_is_the_sleep_passes():
    assert capture_score.STRONG_SIGNAL == STRONG_SIGNAL


def test_an_answer_told_in_two_sentences_is_stored_whole_through_the_hook(tmp_path):
    s = (
        Session()
        .user("Port the solver to the new mesh format.")
        .say("Understood. Which cluster and queue do I use for the long test?")
        .user(
            "the cluster is hpc-lagoa. the `short` queue takes jobs of up to 2 h, "
            "the `long` one only with a booking made ahead."
        )
        .say("Thanks.")
        .user("I'm at the dentist tomorrow morning, by the way.")
    )
    rows = stored_after_session_end(tmp_path, s)
    stored = texts(rows)
    assert any("hpc-lagoa" in r["text"] and "booking" in r["text"] for r in rows), stored
    assert "dentist" not in stored


def test_what_holds_only_for_the_change_at_hand_is_of_the_moment(tmp_path):
    for said in (
        "for this PR only, keep the old fixtures in tests/legacy around, Ana still diffs them.",
        "Nur für diesen Branch bleiben die alten Fixtures in tests/legacy liegen.",
        "Solo en este PR dejamos los fixtures viejos en tests/legacy.",
        "Pour cette PR on garde les anciens fixtures dans tests/legacy.",
        "Neste PR mantemos os fixtures antigos em tests/legacy.",
        "В этом PR оставляем старые фикстуры в tests/legacy.",
        "这个 PR 先保留 tests/legacy 里的旧数据。",
        "この PR だけ tests/legacy の古いデータを残します。",
        "이번 PR에서는 tests/legacy 를 남겨 둬요.",
    ):
        assert off_record(said) == "temporary", said
    for rule in (
        "every PR needs an entry in CHANGELOG.md under Unreleased.",
        "paste the `nvd diff` output into the PR description.",
        "zależności podbijamy tylko w osobnym PR-ze, np. raz na sprint.",
        "Jeder PR braucht einen Eintrag in CHANGELOG.md.",
    ):
        assert off_record(rule) is None, rule
    s = (
        Session()
        .user("Widen the line buffer.")
        .user("for this PR only, keep the old fixtures in tests/legacy around, Ana diffs them.")
    )
    assert not any("legacy" in c.text for c in capture(s.write(tmp_path / "t.jsonl")))
