"""A belief that holds several rules (a handover list, several sentences each ruling its
own thing) is not closed by a statement that replaces the value of one of them: the other
rules are still true, and a closed belief is gone from every hook. The statement is written
live beside it, the belief named as one it may update. Found on the tool-call sets
(toolcalls31 chanter-verilator m01 closed by m05; toolcalls18 m02, toolcalls19 m05,
toolcalls20 m02, toolcalls21 m01), tested here in other forms."""

from __future__ import annotations

from gate_checks import closes, judged
from retain.core.severalrules import parts, replaces_one_of_several

HANDOVER = (
    "Handover (Ana -> Ben):\n"
    "- `src/proto/` is generated from `api/schema.proto` by `make proto`; never edit it.\n"
    "- `make check` runs clippy with `-D warnings`. Fix every warning.\n"
    "- Integration tests need `docker compose up db` first.\n"
)


def test_a_change_of_one_rule_of_a_list_keeps_the_list_live() -> None:
    found = judged("`make check` was replaced by `cargo xtask lint`.", HANDOVER)
    assert found.verdict != "contradiction"
    assert 0 in found.may_update


def test_a_change_of_one_sentence_of_several_keeps_the_belief_live() -> None:
    belief = (
        "assets/raw/*.png are the artist's originals: never overwrite them. "
        "The sprite sheet is packed into build/atlas/ by `npm run pack`."
    )
    text = "The sprite sheet is now packed by `vite build`, not `npm run pack`."
    assert closes(text, belief) is None


def test_a_new_value_for_one_sentence_of_several_keeps_the_belief_live() -> None:
    belief = "The admin API listens on port 8080. Deploys go through Argo CD from main."
    found = judged("The admin API listens on port 9000.", belief)
    assert found.verdict != "contradiction"
    assert 0 in found.may_update


def test_one_sentence_with_clauses_is_one_rule() -> None:
    # "A; B" is how one fact is written: a change of its value still closes it
    belief = "The job queue is RabbitMQ; Kafka only for analytics events"
    assert closes("We moved the job queue from RabbitMQ to SQS.", belief) == 0


def test_a_value_every_rule_holds_is_the_whole_belief() -> None:
    assert not replaces_one_of_several("Tests run on jest. Snapshots are jest's.", "jest")
    assert replaces_one_of_several("Tests run on jest. Lint runs on eslint.", "jest")


def test_parts_are_list_items_and_sentences_not_abbreviations() -> None:
    assert parts(HANDOVER)[0].startswith("`src/proto/`")
    assert len(parts(HANDOVER)) == 4
    assert len(parts("Components are PascalCase, e.g. UserCard.tsx in web/.")) == 1
    assert len(parts("Dev docs live in Notion; ADRs are in the repo.")) == 1
