"""Round 6 of capture (issue 16): what is never kept, and plain statements told in detail.

Every example is written for these tests (none comes from a benchmark set). The rules:

- said in confidence ("between us, not for the minutes"), a quotation that makes up most of
  the sentence, the speaker's plans for later today ("下午", "tomorrow"): never a memory;
- "四点以后" (after four o'clock) is a time, not "from now on";
- "actually no, forget that, not now" takes back and puts nothing in its place;
- titles and numbered parts ("Rev. C", "Fr. Weber", "Abs. 2") do not end a sentence; a log
  line with a level letter and a clock is no prose;
- in a rejected call's feedback, the refusal before a kept instruction joins it;
- a long plain statement naming several particulars of the project ("detailed") is kept in
  the same pass, unless it reports what the speaker did or saw, or guesses;
- the team's taste ("we'd rather", "on préfère") is a preference.
"""

from __future__ import annotations

from retain.sleep import capture_shape as shape
from retain.sleep.capture import capture
from retain.sleep.capture_lexicon import _SIGNALS, _probe
from retain.sleep.capture_score import SHAPE_WEIGHTS, _score, _shape_boosts
from retain.sleep.consolidate import STRONG_SIGNAL
from retain.sleep.offrecord import off_record
from retain.sleep.sentences import log_line, split_sentences
from retain.sleep.transcript import Turn
from test_capture_plain import stored_after_session_end, texts
from test_capture_shape import REJECTION, Session


def _cues(sentence: str) -> set[str]:
    return {name for name, (_, rx) in _SIGNALS.items() if rx.search(_probe(sentence))}


def _user_score(sentence: str) -> tuple[float, set[str]]:
    boosts = _shape_boosts(sentence, Turn("user", sentence, 0), False)
    item = _score(sentence, "user", boosts, False)
    return (item.signal if item else 0.0), set(boosts)


def test_remarks_said_in_confidence_are_off_record():
    for sentence in (
        "Between us, the payments team may rewrite `ledger-core` in Rust next year.",
        "Off the record: the `reports` service is probably going away.",
        "Unter uns gesagt, das `infra/`-Repo wird wohl bald zusammengelegt.",
        "Entre nous, le module `facturation` sera peut-être abandonné.",
        "Cá entre nós, o `billing-api` vai ser reescrito.",
        "Между нами, `auth-proxy` скоро выключат.",
    ):
        assert off_record(sentence) == "confidential", sentence
    # a rule that names the minutes or a protocol is not said in confidence
    assert off_record("The meeting protocol lives in docs/minutes/, one file per week.") is None


def test_a_quotation_that_is_most_of_the_sentence_is_someone_elses_words():
    assert (
        off_record('From the manual: "The replica restarts every worker when one of them dies."')
        == "quoted"
    )
    assert off_record("Из вики: «Кэш очищается каждую ночь в три часа по Москве».") == "quoted"
    # a quoted name inside our own statement is ours
    assert off_record('We deploy with the "blue green" switch on the load balancer.') is None


def test_plans_for_later_today_are_of_the_moment_and_a_clock_time_is_no_future():
    assert off_record("我下午要去开会，五点以后再看。") == "temporary"
    assert off_record("I'll look at the flaky `e2e` suite tomorrow.") == "temporary"
    assert off_record("每天下午三点 `sync-job` 会跑一次全量同步。") is None  # a schedule
    assert "future" not in _cues("我五点以后不在。")
    assert "future" in _cues("以后改了 schema 先跑 `make gen`。")


def test_taking_back_with_nothing_in_its_place_is_a_withdrawal():
    assert shape.withdrawal("Actually no, forget that, not this release.")
    assert shape.withdrawal("ok, never mind, not now.")
    assert not shape.withdrawal("never mind, the staging DB listens on port 5433.")
    assert not shape.withdrawal("scratch that, we log with `slog` in cmd/.")


def test_titles_and_numbered_parts_do_not_end_a_sentence():
    assert split_sentences("The target is board Rev. D with the bigger flash.") == [
        "The target is board Rev. D with the bigger flash."
    ]
    assert split_sentences("Frag Fr. Novak, sie pflegt die Vorlagen. Danke.") == [
        "Frag Fr. Novak, sie pflegt die Vorlagen.",
        "Danke.",
    ]
    assert log_line("W 10:42:17.003 NetClient.cs:88 connection reset")
    assert not log_line("We run the nightly build at 02:00 on the mac mini.")


def test_a_statement_told_in_detail_is_kept_and_a_detailed_report_is_not():
    rule = (
        "After a schema change you run `make gen` and then `make migrate`, and the generated "
        "client in `api/gen/` is committed together with the migration."
    )
    signal, boosts = _user_score(rule)
    assert "detailed" in boosts and signal >= STRONG_SIGNAL
    # the same steps said briefly wait for a second session; detail alone is no rule
    brief = "After a schema change you run `make gen` and then `make migrate`."
    s_short, b_short = _user_score(brief)
    assert "detailed" not in b_short and s_short < STRONG_SIGNAL
    plain = (
        "The export is written by `batch-3` from the cron entry in `ops/cron.d/export`, "
        "and finance reads the resulting files from the shared bucket every morning."
    )
    assert _user_score(plain)[0] < STRONG_SIGNAL
    for report in (
        "I moved the helper from `src/util.ts` into `src/money/format.ts` and reran the "
        "whole suite, everything passed on the second try after the cache warmed up.",
        "Fiz o deploy da branch `hotfix/boleto` no `staging-2` e os testes de integração "
        "passaram, mas o painel ainda mostra uns erros antigos no checkout.",
        "Maybe the slow start of `api-gateway` comes from the DNS lookups in `config/hosts.yml` "
        "that every worker repeats when the container boots on the shared runners.",
    ):
        assert "detailed" not in _shape_boosts(report, Turn("user", report, 0), False), report
    # CJK text counts a word per two characters, not per character pair
    assert shape.content_words("测试用 vitest 写") < shape.content_words(
        "测试统一用 vitest 写，快照文件放在 __snapshots__ 目录里，CI 上会检查有没有过期的快照"
    )
    assert SHAPE_WEIGHTS["detailed"] > 0


def test_the_teams_taste_is_a_preference():
    assert "preference" in _cues("We'd rather keep the handlers small and pure.")
    assert "preference" in _cues("On préfère des petites PR, une par changement.")


def test_a_refusal_joins_the_instruction_given_with_it_when_rejecting_a_tool_call(tmp_path):
    feedback = "don't pin it globally. add the override in `packages/web/package.json` only"
    t = (
        Session()
        .user("The build warns about an old `postcss`.")
        .say("I'll pin postcss in the root package.json.")
        .run("package.json", REJECTION + feedback, error=True, name="Edit")
        .say("Understood.")
        .write(tmp_path / "t.jsonl")
    )
    [kept] = [c for c in capture(t) if "packages/web/package.json" in c.text]
    assert kept.text.lower().startswith("don't pin it globally")


def test_through_the_hook_detail_is_searchable_and_confidences_are_not(tmp_path):
    s = (
        Session()
        .user("Can you look at why the invoice PDF is blank?")
        .say("The template path was wrong; fixed in `pdf/render.py`.")
        .user(
            "thanks. for the record, invoices are rendered by `pdf-worker` on the `render` "
            "queue, and the fonts come from `assets/fonts/` because the container has none."
        )
        .say("Noted.")
        .user("Between us, the `pdf-worker` might get replaced by a SaaS next quarter.")
        .say("Understood.")
        .user("我下午要去医院，三点以后就不在了。")
        .say("好的。")
    )
    rows = stored_after_session_end(tmp_path, s)
    stored = texts(rows)
    assert "assets/fonts/" in stored  # kept and promoted in the same pass
    assert "SaaS" not in " ".join(r["text"] for r in rows)
    assert "医院" not in " ".join(r["text"] for r in rows)


def test_pages_of_text_without_a_sentence_end_are_a_paste(tmp_path):
    rule = "Never deploy `billing-api` on a Friday, because the settlement batch runs then."
    paste = " ".join(f"row_{i} `col_{i}` value {i}" for i in range(400))  # no stop anywhere
    t = Session().user(paste).say("Got it.").user(rule).say("Noted.").write(tmp_path / "t.jsonl")
    texts_ = [c.text for c in capture(t)]
    assert any("billing-api" in x for x in texts_)
    assert not any("row_1" in x for x in texts_)
