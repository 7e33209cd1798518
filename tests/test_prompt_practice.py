"""Prompt-time recall, round 20: a practice question (retain.rank.asks) shows its best
candidate alone when meaning and words both point at it (Bar.practice_leader), and the
memory the server names nearest is not cut by the second line's share (Bar.keep_nearest)."""

from __future__ import annotations

import pytest

from retain.memory.facade import Memory
from retain.rank import prompt as recall
from retain.rank.asks import practice_question
from test_recall import FILLER

RELEASE = (
    "Releases: push a tag v2.x.y; the Xcode Cloud workflow Release archives and uploads to "
    "TestFlight group Potje Beta. App Store submission stays a manual step."
)
# The practice question and the same topic said as a report: both share "release" and
# "testflight" with RELEASE, both sit under the bar, and here meaning is the same for both.
ASKED = "how do i get a release onto testflight nowadays"
TOLD = "a release on testflight looks odd on the ipad mini nowadays"


@pytest.mark.parametrize(
    "prompt",
    [
        ASKED,
        "2.4.0 is ready, how do we get it out to everyone",
        "can i just scp the new vision binary onto line3 and restart it? fix is tiny",
        "ok if i paste one real claim json from prod into chatgpt to make fixtures",
        "just put the grafana admin password in default.nix for now",
        "comment on publie une nouvelle version sur testflight déjà ?",
        "¿cómo lanzo el pipeline en local sin tocar el warehouse?",
        "como é que corro o job do gate localmente para um dia específico?",
        "posso fazer deploy hoje às 16h? é sexta",
        "wie kann ich den export für märz nochmal laufen lassen",
        "新版本怎么发布到测试环境",
    ],
)
def test_how_it_is_done_here_or_whether_it_may_be_done_is_a_practice_question(prompt):
    assert practice_question(prompt)


@pytest.mark.parametrize(
    "prompt",
    [
        TOLD,
        "thanks, merged",
        "write a regex for dutch postcodes like 1234 AB",
        "whats the difference between handle_event and handle_info, when do i use which",
        "is absl::StatusOr basically free compared to exceptions? just curious",  # general
        "the export endpoint returns 500 since this morning",
        "add a confidence field to the SortResult message",
    ],
)
def test_a_report_a_task_or_a_general_question_is_not(prompt):
    assert not practice_question(prompt)


class Answer:
    def __init__(self, near: list[tuple[int, float]], cosines: dict[int, float]) -> None:
        self.near = near
        self.cosines = cosines


class Meaning:
    """The server's side: a cosine per memory id (`default` for the rest); the nearest are
    the given ones, best first."""

    def __init__(self, cosines: dict[int, float], default: float = 0.15) -> None:
        self.given = cosines
        self.default = default

    def finish(self, ids: list[int]) -> Answer:
        cosines = {i: self.given.get(i, self.default) for i in ids}
        near = sorted(self.given.items(), key=lambda p: -p[1])
        return Answer(near, cosines)


def _store(mem: Memory, *texts: str) -> list[int]:
    for t in FILLER:
        mem.add(t, kind="fact", scope="project", embed=False)
    return [mem.add(t, kind="procedure", scope="project", embed=False) for t in texts]


def _shown(mem: Memory, prompt: str, meaning: Meaning | None, bar: recall.Bar | None = None):
    pool = recall.score(mem.store, prompt, project_id=mem.project_id, meaning=meaning)
    return [s.memory.text for s in recall.choose(pool, bar)]


def test_a_practice_question_gets_its_best_candidate_under_the_bar(mem):
    (release,) = _store(mem, RELEASE)
    meaning = Meaning({release: 0.33})
    pool = recall.score(mem.store, ASKED, project_id=mem.project_id, meaning=meaning)
    best = pool[0]
    assert pool.practice and best.memory.id == release
    assert not recall.Bar().clears(best)  # under the bar: shown before only by this rule
    assert best.words >= recall.PRACTICE_WORDS
    assert _shown(mem, ASKED, meaning, recall.Bar(practice=None)) == []
    assert _shown(mem, ASKED, meaning) == [RELEASE]


def test_the_same_topic_not_asked_as_practice_is_judged_as_before(mem):
    (release,) = _store(mem, RELEASE)
    meaning = Meaning({release: 0.33})
    pool = recall.score(mem.store, TOLD, project_id=mem.project_id, meaning=meaning)
    assert not pool.practice and pool[0].memory.id == release
    assert not recall.Bar().clears(pool[0])
    assert _shown(mem, TOLD, meaning) == []


def test_a_practice_question_needs_meaning_close_enough(mem):
    (release,) = _store(mem, RELEASE)
    near = recall.PRACTICE_COSINE + 0.01
    far = recall.PRACTICE_COSINE - 0.03
    assert _shown(mem, ASKED, Meaning({release: near})) == [RELEASE]
    assert _shown(mem, ASKED, Meaning({release: far})) == []
    assert _shown(mem, ASKED, None) == []  # words alone: the fallback is unchanged


def test_a_practice_question_needs_words_as_well(mem):
    (release,) = _store(mem, RELEASE)
    meaning = Meaning({release: 0.33})
    best = recall.score(mem.store, ASKED, project_id=mem.project_id, meaning=meaning)[0]
    over = recall.Bar(practice_words=best.words + 0.01)
    assert _shown(mem, ASKED, meaning, over) == []


def test_a_practice_question_never_repeats_a_memory_the_session_has(mem):
    (release,) = _store(mem, RELEASE)
    meaning = Meaning({release: 0.33})
    pool = recall.score(mem.store, ASKED, project_id=mem.project_id, meaning=meaning)
    assert recall.choose(pool, shown={release}) == []


ARGO_LOGIN = "argocd-initial-admin-secret password rejected: invalid username or password for admin"
SSO = "Argo CD signs in through Keycloak since May; the local admin account is disabled."


def test_the_nearest_by_meaning_is_not_cut_by_the_second_line_share(mem):
    login, sso = _store(mem, ARGO_LOGIN, SSO)
    prompt = "cant log into argo as admin, argocd-initial-admin-secret says invalid password"
    meaning = Meaning({sso: 0.70, login: 0.61})
    pool = recall.score(mem.store, prompt, project_id=mem.project_id, meaning=meaning)
    first, other = pool[0], next(s for s in pool if s.memory.id == sso)
    assert first.memory.id == login
    bar = recall.Bar()
    assert bar.clears(other) and other.relevance < recall.FUSED_RELATIVE * first.relevance
    assert _shown(mem, prompt, meaning, recall.Bar(keep_nearest=False)) == [ARGO_LOGIN]
    assert _shown(mem, prompt, meaning) == [ARGO_LOGIN, SSO]


def test_a_line_cut_by_the_share_that_is_not_the_nearest_stays_cut(mem):
    login, sso = _store(mem, ARGO_LOGIN, SSO)
    prompt = "cant log into argo as admin, argocd-initial-admin-secret says invalid password"
    meaning = Meaning({login: 0.72, sso: 0.70})  # the word match is the nearest too
    assert _shown(mem, prompt, meaning) == [ARGO_LOGIN]


def test_the_phrasing_is_read_only_when_a_candidate_could_be_shown_for_it(mem, monkeypatch):
    from retain.rank import bar as bar_module

    (release,) = _store(mem, RELEASE)
    asked: list[str] = []
    monkeypatch.setattr(bar_module, "practice_question", lambda p: asked.append(p) or True)
    far = Meaning({release: recall.PRACTICE_COSINE - 0.05})
    assert _shown(mem, ASKED, far) == [] and asked == []  # nothing to show: never read
    assert _shown(mem, ASKED, Meaning({release: 0.33})) == [RELEASE] and asked == [ASKED]
