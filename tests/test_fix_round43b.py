"""Failure -> fix learning, round 43: the user taking the step over is read in each language
of the lexicon, not only in English ("Laisse, je m'en occupe", "Déjalo, lo hago yo"), and a
reply that opens by stopping the agent and says what the user will do ("Stop, I'll rebuild
the toolchain with asdf instead") hands the step over however many particulars it names
(retain.sleep.fix_refusals.takes_over). A standing rule with particulars is still kept.

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from benchmarks.cc_transcript import Transcript

from fix_sessions import live_texts, session

GEM_FAIL = (
    "Installing nokogiri 1.16.7 with native extensions\n"
    "Gem::Ext::BuildError: ERROR: Failed to build gem native extension.\n"
    "checking for xmlParseDoc() in libxml/parser.h... no\n"
)


def _stopped(reply: str, *, done: bool = False) -> Transcript:
    t = session("atlas")
    t.user("Install the gems for the report service.")
    t.bash("bundle install", GEM_FAIL, exit_code=1)
    t.say("libxml2 headers are missing; I will try the system libraries.")
    t.bash(
        "bundle config set build.nokogiri --use-system-libraries && bundle install",
        GEM_FAIL,
        exit_code=1,
    )
    t.user(reply)
    if done:
        t.user("Done, go ahead.")
        t.bash("bundle install", "Bundle complete! 48 Gemfile dependencies")
    return t


@pytest.mark.parametrize(
    "reply",
    [
        "Para, voy a reinstalar Ruby con rbenv en vez de tocar el del sistema.",
        "Stopp, ich werde Ruby mit rbenv neu bauen statt das System-Ruby anzufassen.",
        "Arrête, je vais recompiler Ruby avec rbenv plutôt que toucher au système.",
    ],
)
def test_a_stop_then_the_users_own_step_is_not_kept(
    tmp_path: Path, project_dir: Path, reply: str
) -> None:
    assert live_texts(tmp_path, _stopped(reply, done=True), project_dir) == []


@pytest.mark.parametrize(
    "reply",
    [
        "Non, le serveur de build est à moi, je m'en occupe sur la machine.",
        "No, el servidor de build es mío, lo hago yo en la máquina.",
        "Nein, der Build-Server gehört mir, ich kümmere mich auf der Maschine darum.",
        "Não, o servidor de build é meu, deixa comigo na máquina.",
        "Нет, сервер сборки мой, я сам поставлю заголовки на машине.",
        "いいえ、ビルドサーバーは私の担当なので、自分でヘッダを入れます。",
    ],
)
def test_the_user_taking_over_in_another_language_is_not_kept(
    tmp_path: Path, project_dir: Path, reply: str
) -> None:
    assert live_texts(tmp_path, _stopped(reply, done=True), project_dir) == []


def test_a_standing_rule_after_a_failure_is_still_kept(tmp_path: Path, project_dir: Path) -> None:
    reply = "Stop: never patch the system Ruby on these machines, the image team owns it."
    texts = live_texts(tmp_path, _stopped(reply, done=True), project_dir)
    assert any("system Ruby" in x for x in texts)


def test_a_reply_of_two_sentences_without_a_space_is_found_in_its_message(
    tmp_path: Path, project_dir: Path
) -> None:
    # capture joins the two sentences with a space; the message holds none after "。"
    t = _stopped(
        "それは Gemfile の話ではなく、ヘッダの問題だと思う。"
        "あとで自分で入れるのでそのままでいいです。"
    )
    assert live_texts(tmp_path, t, project_dir) == []
