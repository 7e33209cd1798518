"""Remarks said in passing are never captured; the plain rules next to them still are
(issue 16): hypotheticals, someone else's opinion, states of the moment, quoted words,
jokes, bare yes/no answers; and the failure shapes found while tuning: a pasted linker
error, a cause announced as a label, a failure read in a log viewer."""

from __future__ import annotations

import pytest

from retain.sleep.capture import capture
from retain.sleep.capture_shape import elliptical, failure_windows
from retain.sleep.offrecord import off_record
from retain.sleep.transcript import read_turns
from test_capture_shape import REJECTION, Session

PASSING = [
    ("hypothetical", "If we ever moved to Aurora we'd have to rewrite the `pg_cron` jobs."),
    ("hypothetical", "Si algún día pasamos a GKE, habría que rehacer los Ingress."),
    ("hypothetical", "Si un jour on passe sur Kafka, il faudrait revoir `consumer.py`."),
    ("hypothetical", "Wenn wir irgendwann auf Kubernetes gehen, müssten wir die Cronjobs umbauen."),
    ("hypothetical", "Se um dia a gente sair da AWS, teríamos que trocar o S3 por outra coisa."),
    ("hypothetical", "要是以后换成 ClickHouse，这些报表都要重写。"),
    ("hypothetical", "いつか Rust に書き直すなら、`parser.py` から始めたい。"),
    ("hypothetical", "언젠가 GraphQL로 바꾸면 `schema.ts`부터 손봐야 해요."),
    ("reported", "Lena thinks we should drop the `v1` endpoints this quarter."),
    ("reported", "Pablo dice que deberíamos usar Celery para todo."),
    ("reported", "A Joana acha que o `README.md` devia ser em inglês."),
    ("reported", "Julien pense qu'on devrait passer à `pnpm`."),
    ("reported", "Der Jens meint, wir sollten `pytest-xdist` einsetzen."),
    ("reported", "鈴木さんは `mypy --strict` にしたいと言っていました。"),
    ("temporary", "The VPN is flaky today so `make sync` may time out."),
    ("temporary", "Hoy el clúster de QA está caído, no despliegues."),
    ("temporary", "Heute ist die CI langsam, weil der Runner `ci-3` neu aufgesetzt wird."),
    ("temporary", "Je suis en réunion jusqu'à 16h, lance `make test` sans moi."),
    ("temporary", "今天测试环境在升级，先别跑 `make e2e`。"),
    ("temporary", "오늘은 `staging-2` 서버가 점검 중이에요."),
    ("quoted", 'The client wrote "this page feels slow on old phones" in the ticket.'),
    ("quoted", "O cliente escreveu «o botão some no modo escuro», ignora por agora."),
    ("joke", "`legacy_billing.py` is older than me haha"),
    ("joke", "esse `utils.js` é um monstro kkkkk"),
    ("joke", "这个 `util.go` 谁写的 哈哈"),
]

STILL_RULES = [
    "If the schema changes, run `make gen` before `make test`.",  # a conditional procedure
    "Lena owns `deploy.yml`, so changes there go through her review.",
    "Deploys wait for Tuesday after 14:00 CET, once QA is done.",
    "Wenn die Migration fehlschlägt, zuerst `make db-reset` laufen lassen.",
    "如果迁移失败，先跑 `make db-reset` 再重试。",
    'Error messages are lowercase, e.g. "config file not found".',
]


@pytest.mark.parametrize(("kind", "sentence"), PASSING)
def test_passing_remarks_are_named_by_kind(kind, sentence):
    assert off_record(sentence) == kind


@pytest.mark.parametrize("sentence", STILL_RULES)
def test_rules_that_mention_a_person_a_day_or_a_condition_are_not_passing_remarks(sentence):
    assert off_record(sentence) is None


def test_a_bare_answer_is_elliptical_but_a_short_rule_is_not():
    assert elliptical("Não, fica tudo em 16.")
    assert elliptical("No, leave it at three.")
    assert not elliptical("No, we pin `ruff` to 0.6.")  # names a particular
    assert not elliptical("Don't re-record the snapshots!")  # no answer word: an order


def test_a_session_keeps_its_rules_and_none_of_its_passing_remarks(tmp_path):
    t = (
        Session()
        .user("The export job is slow, can you profile it?")
        .say("Should I add a cache in front of the export query?")
        .user(
            "Nah, exports read from the `reporting` replica, never the primary, because the "
            "primary is sized for checkout traffic. Lena thinks we should move exports to "
            "Snowflake, I'm not sold. If we ever went to Snowflake we'd have to rebuild "
            "`export_job.py` from scratch. The replica is being resized today so expect lag."
        )
        .say("Understood.")
        .write(tmp_path / "t.jsonl")
    )
    texts = " | ".join(c.text for c in capture(t))
    assert "`reporting` replica" in texts
    assert "Snowflake" not in texts and "resized today" not in texts


def test_a_pasted_linker_error_opens_a_failure_whose_labelled_cause_is_kept(tmp_path):
    t = (
        Session()
        .user(
            "The release build breaks on CI:\n\n"
            "/usr/bin/ld: libnet.a(socket.o): undefined reference to `ssl_ctx_new'\n"
            "collect2: error: ld returned 1 exit status\n\nIt links fine on my machine."
        )
        .say("Perhaps the OpenSSL package is missing on the runner.")
        .run("grep -n OPENSSL CMakePresets.json", '"OPENSSL_USE_STATIC": "ON"')
        .say(
            "The actual cause: the `ci-release` preset sets `OPENSSL_USE_STATIC`, so the "
            "static libssl is linked but `libnet` is listed before it on the link line."
        )
        .run("CMakeLists.txt", "The file has been updated successfully.", name="Edit")
        .run("cmake --build --preset ci-release", "[100%] Built target net")
        .write(tmp_path / "t.jsonl")
    )
    turns = read_turns(t)
    assert turns[0].pasted_error
    [window] = failure_windows(turns)
    assert window.fixed is not None
    [lesson] = [c for c in capture(t) if c.valence == "failure"]
    assert "OPENSSL_USE_STATIC" in lesson.text and "Perhaps" not in lesson.text


def test_a_failure_read_in_a_log_viewer_is_fixed_by_the_next_real_run(tmp_path):
    t = (
        Session()
        .user("The nightly job failed, see run 991.")
        .run("gh run view 991 --log-failed", "Error: Cannot find module 'dist/cli.js'", error=True)
        .say(
            "The real cause: the `cli` package builds into `build/` since the tsconfig "
            "change, but `bin` still points at `dist/cli.js`."
        )
        .run("packages/cli/package.json", "The file has been updated successfully.", name="Edit")
        .run("gh run view 991", "(still the old run)")
        .run("pnpm --filter cli test", "Tests: 12 passed")
        .write(tmp_path / "t.jsonl")
    )
    [window] = failure_windows(read_turns(t))
    assert window.fixed is not None and window.edit is not None
    assert window.fixed > window.edit + 2  # the viewer's rerun did not count as the fix


def test_a_refusal_and_its_alternative_in_one_message_are_one_memory(tmp_path):
    t = (
        Session()
        .say("I'll add a FactoryBot factory for orders.")
        .run(
            "spec/factories/orders.rb",
            REJECTION + "nah, no FactoryBot here. "
            "Specs use the YAML fixtures in `spec/fixtures`, they load in one transaction.",
            error=True,
        )
        .write(tmp_path / "t.jsonl")
    )
    [kept] = [c for c in capture(t) if "FactoryBot" in c.text]
    assert "spec/fixtures" in kept.text


def _detached_pass(tmp_path, **env: str) -> tuple[int, int]:
    """Run `python -m retain.sleep` as the SessionEnd hook starts it; (memories, vectors)."""
    import sqlite3

    from conftest import subprocess_env
    from sleeppass import detached_pass

    t = (
        Session()
        .user("The order tests are slow, can you look?")
        .say("Should I mock the database in these tests?")
        .user("nah, we don't mock the database here, the tests use the `pg_test` container.")
        .write(tmp_path / "t.jsonl")
    )
    db = tmp_path / "pass.db"
    detached_pass(
        f"--transcript={t}", f"--db={db}", env=subprocess_env(**env), timeout=60, check=True
    )
    conn = sqlite3.connect(db)
    try:
        return (
            conn.execute("SELECT count(*) FROM memories").fetchone()[0],
            conn.execute("SELECT count(*) FROM embeddings").fetchone()[0],
        )
    finally:
        conn.close()


def test_the_detached_pass_gives_what_it_captured_a_vector_at_once(tmp_path):
    memories, vectors = _detached_pass(tmp_path)  # the suite's fake embedder is configured
    assert memories == 1 and vectors == 1


def test_the_detached_pass_without_an_embedder_still_captures_by_words(tmp_path):
    memories, vectors = _detached_pass(tmp_path, RETAIN_EMBEDDER="none")
    assert memories == 1 and vectors == 0
