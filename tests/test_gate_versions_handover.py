"""Round 24 of the write gate: two causes of missed supersessions that recur across the
development sets. A product named with one version replaces a belief naming it with
another, with no change word, when both are about the same thing (core/productversion.py);
a duty handed to someone else replaces the belief naming who held it (core/handover.py).
Their negatives: another component, another environment, a part "still" on the old one, a
floor and a ceiling both named, a handover of some other duty. Every example is invented
for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, near
from retain.core import handover, productversion, rivals

OTHER = "Deploys go out on Tuesdays"

# --- a product's version, no change word -------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The billing app requires Node 22.", "The billing app runs on Node 20"),
        ("Minimum Android version: 13.", "The tablet app's minimum Android version is 12"),
        ("The reports worker runs on Python 3.13.", "Python for the reports worker is 3.11."),
        ("Staging MariaDB on the VM is 11.4 after the weekend", "MariaDB in staging is 10.6"),
        ("Der Kassendienst verlangt Java 21.", "Der Kassendienst läuft mit Java 17"),
        ("La API de informes usa Ruby 3.3.", "La API de informes corre con Ruby 3.1"),
        ("Le site vitrine est sur Next 15.", "Le site vitrine tourne sous Next.js 14"),
        ("Od wersji 2.0 narzędzie wymaga Go 1.23.", "Narzędzie budujemy z Go 1.21"),
    ],
)
def test_a_product_version_replaces_the_same_things_version(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # another component of the same kind
        ("The admin console requires Node 22.", "The billing app runs on Node 20"),
        # another environment
        ("Production MariaDB is 11.4", "MariaDB in staging is 10.6"),
        ("El servidor de producción usa Ruby 3.3", "El servidor de staging usa Ruby 3.1"),
        # a part left on the old version
        ("The reports worker still runs Python 3.10.", "The jobs cluster runs Python 3.12"),
        ("Der Testcluster läuft noch mit Java 17.", "Der Cluster läuft mit Java 21"),
        # both versions named: a range, not a replacement
        ("The SDK is tested on Python 3.11 and 3.12.", "The SDK supports Python 3.11"),
    ],
)
def test_a_product_version_elsewhere_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The billing app runs on Node 20.11.", "The billing app runs on Node 20"),  # a patch
        ("The API runs Node 22", "The API on Node runs 4 workers"),  # not a version
        ("The API runs Node 22", "The API uses Node with a 30 s timeout"),  # a duration
    ],
)
def test_not_another_version_of_the_product(text: str, belief: str) -> None:
    assert productversion.update(text, belief) is None


def test_two_products_in_the_belief_need_the_number_beside_its_name() -> None:
    # "4.0" is the tool's own release, the 18 belongs to Node: not 18 -> 4.0
    belief = "Minimum supported Node for the `shipit` CLI is 18"
    assert productversion.update("shipit 4.0 requires Node 22 or newer", belief) is None
    assert productversion.update("The shipit CLI needs Node 22", belief) == ("18", "22")


# --- a duty handed over --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Farid took over as incident commander for the Q3 launch.",
            "The incident commander for the Q3 launch is Lena",
        ),
        (
            "On-call for search-api was handed over to Noor for the rest of the week.",
            "The search-api on-call this week is Jakub",
        ),
        (
            "Vendor contract approval passed to the finance team (@fin-ops).",
            "Vendor contracts are approved by @m-keller.",
        ),
        (
            "Greta handed release sign-off over to Omar.",
            "Release sign-off is done by the QA lead, Greta.",
        ),
        ("Das Rechnungsmodul übernimmt ab sofort Henrik.", "Das Rechnungsmodul betreut Sabine"),
        ("Дежурство по базе данных передали Павлу.", "Дежурный по базе данных — Артём"),
        ("Dyżur przejął Tomasz, Ola jest na urlopie.", "Dyżur dla płatności ma Ola"),
    ],
)
def test_a_duty_handed_over_replaces_who_held_it(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # another duty
        (
            "Farid took over the flaky test investigation.",
            "The incident commander for the Q3 launch is Lena",
        ),
        ("Lena handed the Grafana dashboards over to the SRE team.", "Lena owns the on-call rota"),
        # planned
        ("Noor will take over as incident commander next month.", "The incident commander is Lena"),
        # asked
        ("Did Noor take over the search-api on-call?", "The search-api on-call this week is Jakub"),
    ],
)
def test_a_handover_of_something_else_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


def test_a_handover_names_the_new_holder() -> None:
    found = handover.handover_update(
        "Farid took over as incident commander", "The incident commander is Lena"
    )
    assert found is not None and (found.old, found.new) == ("Lena", "Farid")


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # what "Port" counts in German is a port, not a product's version
        ("Der Admin-Dienst läuft lokal auf Port 8020.", "Die API läuft lokal auf Port 8010."),
        # a plan with no change word
        (
            "We're thinking about raising the CLI floor to Node 22 in the next major",
            "The CLI supports Node 20 and newer",
        ),
        ("Die App wird Java 21 verlangen", "Die App läuft mit Java 17"),
        # asked, then put off
        ("Sollen wir auf Redis 8 gehen? Nächste Woche besprechen", "Wir nutzen Redis 7"),
    ],
)
def test_a_port_or_a_question_is_no_version(text: str, belief: str) -> None:
    assert productversion.update(text, belief) is None


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # the belief's holder is the one that took over: the statement confirms it
        (
            "Until May builds ran on a Bamboo plan; Buildkite took over then.",
            "Builds run on Buildkite",
        ),
        # a hand edit or doing something by hand hands nothing over
        (
            "Hand edits to the generated .proto stubs get overwritten.",
            "Always regenerate stubs with `buf generate`. A Buf CLI newer than 1.30 breaks them.",
        ),
        (
            "The loader fails on start. Run the binary by hand to see the real crash.",
            "After changing the baseline, delete build/vcpkg_installed or CMake keeps old ports.",
        ),
    ],
)
def test_no_duty_changes_hands(text: str, belief: str) -> None:
    assert handover.handover_update(text, belief) is None


@pytest.mark.parametrize(
    ("text", "nearer", "matched"),
    [
        (
            "all order times are stored in UTC now; migration 0042 converted the old rows",
            "Order times are stored in the server's local time",
            "Order times are shown in the user's timezone in the UI",
        ),
        (
            "all log times are kept in UTC now; migration 7 converted the old rows",
            "Log times are kept in the host's local time",
            "Log times are shown in the reader's timezone in the UI",
        ),
    ],
)
def test_a_weak_match_loses_to_a_nearer_belief(text: str, nearer: str, matched: str) -> None:
    # a name for a name matched the second belief; the first says more of the statement
    # (and may be closed itself: its place, "stored in", is the statement's; roleslot.py)
    assert closes(text, nearer, matched) != 1


def test_a_rival_is_a_neighbour_sharing_more_words() -> None:
    text = "all dates are saved in UTC now"
    shown, saved = near("Dates are shown in the UI", 1), near("Dates are saved in local time", 0)
    assert rivals.unrivalled(text, [(shown, None)], [saved, shown]) == []
    assert rivals.unrivalled(text, [(shown, None)], [shown]) == [(shown, None)]
    assert rivals.unrivalled(text, [(saved, None)], [saved, shown]) == [(saved, None)]
    # a tie is no rival: "runs on MySQL now" still closes the storage belief
    grpc = near("Dates service exposes gRPC on 50052", 2)
    assert rivals.unrivalled("Dates are in MySQL", [(shown, None)], [grpc, shown])


def test_a_handover_holder_is_a_persons_or_teams_name() -> None:
    text = "Until March builds ran from a Bamboo plan; Buildkite CI took over then."
    assert handover.handover_update(text, "Build logs are kept in S3") is None


def test_the_taker_after_a_semicolon_is_still_the_taker() -> None:
    text = "Until May builds ran from a Bamboo plan; Buildkite CI took over then."
    assert closes(text, OTHER, "Builds run with Buildkite CI") is None


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # a chat turn: a pronoun and a speaker's label are not holders, "taking" is not done
        ("Mara: She's taking over the goat clients. I keep the ducks.", "Mara: I'm half goat."),
        ("Mara: He took over the goat clients.", "Mara: I spend my days with the goats."),
    ],
)
def test_a_chat_turn_hands_nothing_over(text: str, belief: str) -> None:
    assert handover.handover_update(text, belief) is None


def test_two_weak_matches_stay_unsure() -> None:
    a, b = near("Cache keys hold the compiler name", 0), near("Cache keys hold the OS", 1)
    found = [(a, None), (b, None)]
    assert rivals.unrivalled("the cache key holds the toolchain", found, [a, b]) == found


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # the word before the number is "the" or "in": no product, so no product's version
        (
            "Framework upgrades go through the update command, not by hand - the 3.8"
            " upgrade done by hand missed the renamed config keys",
            "New changesets get an explicit include line. We used includeAll until 2024",
        ),
        (
            "The gem's own Gemfile.lock is committed (Bundler's advice changed in 2.5)",
            "The nightly job in ci.yml may fail. Ruby 3.4 warns in the ext tests",
        ),
    ],
)
def test_a_function_word_before_a_number_names_no_product(text: str, belief: str) -> None:
    # Two unrelated notes of one project, written in a row, closed each other (round 26)
    assert productversion.update(text, belief) is None
    assert closes(text, OTHER, belief) is None
