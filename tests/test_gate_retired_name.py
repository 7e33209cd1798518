"""A retired value that is a name only one belief holds says which belief a change is
about, even when the rest of the statement shares no word with it (gatechange.py)."""

from __future__ import annotations

import pytest

from retain.core.gate import Neighbour, judge


def verdict(statement: str, belief: str) -> str:
    return judge(statement, "neutral", [Neighbour(1, belief, 0.3, "neutral", "lexical")]).verdict


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        (
            "TeamCity is gone, every build is in Buildkite now",
            "Builds run on TeamCity at tc.internal",
        ),
        (
            "We moved to Grafana; the Kibana server was shut down.",
            "Dashboards live in Kibana on kb.acme.io.",
        ),
        (
            "RS256 signing was replaced by Ed25519 keys from the HSM.",
            "Session tokens are signed with RS256.",
        ),
    ],
)
def test_a_retired_name_closes_the_one_belief_that_holds_it(statement, belief) -> None:
    assert verdict(statement, belief) == "contradiction"


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        # whose it is comes first: another part's value
        ("billing-ui: Bugsnag replaced by Rollbar", "The web app reports errors to Bugsnag"),
        # kept anyway
        (
            "pkg/retry is archived upstream but we keep it for now",
            "ingest wraps calls with pkg/retry",
        ),
        # a common word, not a name
        ("renamed trunk to main yesterday, update your remotes", "The default branch is trunk"),
    ],
)
def test_a_retired_name_said_otherwise_keeps_the_belief(statement, belief) -> None:
    assert verdict(statement, belief) != "contradiction"
