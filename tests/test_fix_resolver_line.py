"""A resolver's conflict line is the decisive one, not the summary over it (round 43)."""

from __future__ import annotations

import pytest

from retain.sleep.fix_telling import decisive_line

COMPOSER = """Loading composer repositories with package information
Updating dependencies
Your requirements could not be resolved to an installable set of packages.

  Problem 1
    - acme/queue[v3.0.0, ..., v3.2.1] require psr/log ^3.0 -> found psr/log[3.0.0] but it conflicts with your root composer.json require (^1.1).
"""  # noqa: E501
CARGO = """    Updating crates.io index
error: failed to select a version for `tokio`.
    ... required by package `relay v0.2.0 (/src/relay)`
versions that meet the requirements `^1.40` are: 1.40.0
the package `relay` depends on `tokio`, with features: `full-io` but `tokio` does not have these features.
failed to select a version for `tokio` which could resolve this conflict
"""  # noqa: E501
PODS = """Analyzing dependencies
[!] CocoaPods could not find compatible versions for pod "GoogleMaps":
  In Podfile:
    GoogleMaps (~> 9.1)
Specs satisfying the `GoogleMaps (~> 9.1)` dependency were found, but they required a higher minimum deployment target.
"""  # noqa: E501
GEM = """Installing rmagick 5.5.0 with native extensions
Gem::Ext::BuildError: ERROR: Failed to build gem native extension.
checking for brew... yes
checking for MagickCore-config... no
Can't find the ImageMagick library or one of the dependent libraries.
*** extconf.rb failed ***
"""


@pytest.mark.parametrize(
    ("output", "want"),
    [
        (COMPOSER, "but it conflicts with your root composer.json require (^1.1)."),
        (CARGO, "but `tokio` does not have these features."),
        (PODS, "were found, but they required a higher minimum deployment target."),
        (GEM, "Can't find the ImageMagick library"),
    ],
)
def test_the_resolver_conflict_is_the_line_not_its_summary(output: str, want: str) -> None:
    assert want in decisive_line(output)
