"""Capture of what is said plainly (issue 16, second round): particulars without capitals,
a reason given as a consequence, steps given as inline commands, the cause of a failure
seen only in a probe's output, and the passing remarks that must still not be kept."""

from __future__ import annotations

from retain.sleep import capture_shape as shape
from retain.sleep.capture import capture, split_sentences
from retain.sleep.consolidate import STRONG_SIGNAL
from retain.sleep.sentences import log_line, prose_sentences
from retain.sleep.transcript import read_turns
from test_capture_shape import REJECTION, Session

BAR = STRONG_SIGNAL  # what one session must reach to be stored


def _kept(path) -> list[str]:
    return [c.text for c in capture(path) if c.explicit or c.signal >= BAR]


def _said_after_work(tmp_path, *lines: str) -> list[str]:
    """A session where the agent did something, then the user says `lines` one by one."""
    s = Session().user("Can you look at the checkout totals?").say("Looking.")
    s.run("ls src/checkout", "totals.ts rounding.ts").say("I changed the rounding. Anything else?")
    for line in lines:
        s.user(line).say("Ok.")
    return _kept(s.write(tmp_path / "t.jsonl"))


def test_quantities_and_lower_case_tool_names_are_particulars():
    assert shape.anchors("on traite env. 150 000 événements par jour") == 1
    assert shape.anchors("about 40k rows, messages up to 64KB, a 256Mi limit, 5 %") == 4
    assert shape.anchors("it stays on vue-virtual-scroller, not a plain v-for") == 2
    # English compounds are no names
    assert shape.anchors("an up-to-date, well-known, read-only follow-up") == 0
    assert shape.anchors("staging shares the account with prod") == 2


def test_a_key_ending_in_a_letter_ends_its_sentence():
    # "…3f9a2b7e." is no one-letter abbreviation like "z. B.": the next sentence is its own
    key, rule = "el token es glsa_9Zk2mQv7XrT4p_3f9a2b7e.", "las alertas caen en #pagos-guardia."
    assert split_sentences(f"{key} {rule}") == [key, rule]
    assert split_sentences("Ca. 2,5 Mio. Artikel, d. h. über Elastic.") == [
        "Ca. 2,5 Mio. Artikel, d. h. über Elastic."
    ]


def test_a_plain_statement_with_its_consequence_is_kept_in_every_language(tmp_path):
    kept = _said_after_work(
        tmp_path,
        "las rectificativas llevan serie R y Hacienda no admite huecos, por eso el número "
        "se asigna al emitir y no al crear el borrador",
        "on traite env. 150 000 événements par jour, c.-à-d. qu'un index de plus sur "
        "evenements se paie cher à l'écriture",
        "the audit table stays on vue-virtual-scroller, big tenants have around 40k rows",
    )
    assert any("serie R" in t for t in kept)
    assert any("150 000" in t for t in kept)
    assert any("vue-virtual-scroller" in t for t in kept)


def test_steps_given_as_inline_commands_while_rejecting_a_call_are_kept(tmp_path):
    feedback = (
        "먼저 `docker compose up -d redis` 띄우고 `./gradlew run --args='-config=local.conf'`로 "
        "실행해요. 그냥 run 하면 운영 설정을 읽어요."
    )
    t = (
        Session()
        .user("채팅 서버를 로컬에서 띄워 주세요.")
        .say("서버를 실행할게요.")
        .run("./gradlew run", REJECTION + feedback, error=True)
        .say("알겠습니다.")
        .write(tmp_path / "t.jsonl")
    )
    [step] = [c for c in capture(t) if "docker compose up -d redis" in c.text]
    assert "운영 설정" in step.text  # the reason is the same memory, not a second one
    assert step.signal >= BAR


def test_a_probe_does_not_close_a_failure_and_an_announced_cause_is_the_next_sentence(tmp_path):
    t = (
        Session()
        .user("在庫集計のテストが落ちてます。")
        .run("poetry run pytest tests/test_aggregate.py -q", "FAILED tests/test_aggregate.py")
        .say("タイムゾーンの問題かもしれません。")
        .run('poetry run python -c "print(1)"', "['A01' 'Ａ01']")
        .say(
            "原因が分かりました。倉庫コードが全角と半角で混在していて、結合のときに一致しません。"
            "`unicodedata.normalize('NFKC', ...)` で `warehouse_code` を正規化してから結合します。"
        )
        .run("zaiko/aggregate.py", "The file has been updated successfully.", name="Edit")
        .run("poetry run pytest -q", "12 passed")
        .write(tmp_path / "t.jsonl")
    )
    [window] = shape.failure_windows(read_turns(t))
    assert window.fixed is not None and window.edit is not None  # the probe closed nothing
    [lesson] = [c for c in capture(t) if c.valence == "failure"]
    assert "全角" in lesson.text and "NFKC" in lesson.text
    assert "タイムゾーン" not in lesson.text and lesson.signal >= BAR


def test_the_lesson_keeps_the_sentence_that_names_the_failure(tmp_path):
    t = (
        Session()
        .user("pagos-api se reinicia cada rato en staging")
        .run("kubectl describe pod pagos-api-1 -n pagos", "Reason:       OOMKilled", error=True)
        .say(
            "No es el probe: el kernel lo mata por memoria (OOMKilled). El límite es 256Mi y la "
            "JVM arranca con -Xmx512m, así que el heap crece más allá del límite."
        )
        .run("envs/staging/pagos-api.yaml", "The file has been updated successfully.", name="Edit")
        .run("kubectl describe pod pagos-api-2 -n pagos", "State: Running")
        .write(tmp_path / "t.jsonl")
    )
    [lesson] = [c for c in capture(t) if c.valence == "failure"]
    assert "OOMKilled" in lesson.text and "-Xmx512m" in lesson.text


def test_a_cause_read_in_a_log_is_kept_with_the_sentence_naming_its_fix(tmp_path):
    t = (
        Session()
        .user("线上回调一直失败，看一下日志")
        .run("tail -n 3 logs/app.log", "WARN cert serial mismatch")
        .say(
            "日志说明了线上回调失败的原因：微信支付的平台证书换了，我们配置里写死的还是旧证书。"
            "平台证书应该通过 `/v3/certificates` 接口自动更新，不能写死在 application.yml 里。"
        )
        .user("对，就是这个。")
        .write(tmp_path / "t.jsonl")
    )
    [lesson] = [c for c in capture(t) if c.valence == "failure"]
    assert "平台证书换了" in lesson.text and "/v3/certificates" in lesson.text
    assert lesson.signal >= BAR


def test_a_withdrawal_naming_its_object_takes_back_a_rule_said_messages_earlier(tmp_path):
    t = (
        Session()
        .user("o teste de frete tá quebrando, dá uma olhada?")
        .run("npx jest src/frete", "Tests: 1 failed", error=True)
        .say("Corrigido.")
        .user("boa! roda os testes sempre com --runInBand a partir de agora")
        .say("Combinado.")
        .user("não, aqui a gente usa o fetch nativo do Node 20, sem axios.")
        .say("Ok.")
        .user("ah e esquece o runInBand, era só pra eu debugar aquele dia.")
        .say("Ok.")
        .write(tmp_path / "t.jsonl")
    )
    texts = [c.text for c in capture(t)]
    assert not any("runInBand" in x for x in texts)
    assert any("fetch nativo" in x for x in texts)
    assert shape.withdrawal("ah ok, vergiss toFixed, das war Quatsch.")
    # a retraction that puts something in its place is a correction, kept
    assert not shape.withdrawal("scratch the zap thing, we're standardizing on slog, no new zap")


def test_requests_reports_guesses_and_symptoms_with_a_reason_are_not_kept(tmp_path):
    kept = _said_after_work(
        tmp_path,
        "add a test for formatMoney in utils/money.ts, so we cover the rounding",
        "I merged PR 482 into main, so the pipeline should be green",
        "the login-page shows a blank screen on Safari, so something is off",
        "it crashed with 3 errors in the e2e-tests, so it must be the new rounding",
        "ich glaube, der redis-cache ist kaputt, deshalb hängt der Test",
        "Bref, on n'est pas sorti de l'auberge avec ce transporteur",
        "the pipeline on main is red since the merge of PR 91",
        "昨日 release-2 をマージしたので、CI が赤いです",
        "테스트가 느리니까 jest.config.js 타임아웃을 30초로 바꿔 주세요",
    )
    assert kept == []


def test_a_correction_in_the_first_message_reports_a_symptom(tmp_path):
    t = (
        Session()
        .user("bom dia. o login no Android não faz nada, no iOS funciona")
        .run("adb logcat -d", "I/flutter: ok")
        .say("Vou ver.")
        .write(tmp_path / "t.jsonl")
    )
    assert _kept(t) == []


def test_go_and_native_stack_frames_are_output_not_prose():
    assert log_line("goroutine 1 [running]:")
    assert log_line("github.com/acme/orders-svc/internal/invoice.Render(0xc000412000)")
    assert log_line("\t/home/x/src/orders/invoice.go:42 +0x1d")
    assert log_line("#0 at io.flutter.embedding.engine.FlutterJNI.dispatchPlatformMessage")
    pasted = "prod threw this:\ngoroutine 1 [running]:\nmain.run(0xc000010000)\nsee above."
    assert prose_sentences(pasted) == ["prod threw this:", "see above."]


def test_the_same_check_run_another_way_after_the_edit_closes_the_failure(tmp_path):
    t = (
        Session()
        .user("the cart tests are red")
        .run("npm test -- cart", "FAIL src/cart/total.test.ts", error=True)
        .say("Maybe a stale snapshot.")
        .say(
            "The total is summed as floats in `sumLines`, so 0.1 + 0.2 never equals 0.3 in "
            "the assertion."
        )
        .run("src/cart/total.ts", "The file has been updated successfully.", name="Edit")
        .run("npx vitest run src/cart", "Test Files  1 passed")
        .write(tmp_path / "t.jsonl")
    )
    [window] = shape.failure_windows(read_turns(t))
    assert window.fixed is not None
    [lesson] = [c for c in capture(t) if c.valence == "failure"]
    assert "sumLines" in lesson.text and "stale snapshot" not in lesson.text
    # a passing `ls` after the edit is no such check
    assert not shape._checks({"ls src"}) and shape._checks({"npx vitest", "npm test"})
