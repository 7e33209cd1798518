"""Round 49 of the write gate: a product's new version said away from its name ("Vite is
on 5.4 in the shop", "Redis обновили до 7.4", "Flutter alla 3.24") replaces the belief
naming that product with another version, by the nearest name before the statement's one
version (core/productversion.py). Its negatives: a sentence's first word taken for a
name, another package quoted or hyphen-joined between the name and the version, a number
with no dot and no word "version", another environment. Every example is invented for
these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import productversion

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Vite is on 5.4 in the shop frontend.", "The shop frontend bundles with Vite 4.5."),
        ("Staging EKS was moved to 1.31 last night.", "The staging cluster runs EKS 1.29."),
        ("Redis для корзины обновили до 7.4.", "Кэш корзины работает на Redis 7.2."),
        ("Abbiamo portato Flutter alla 3.24 nell'app.", "L'app cassa usa Flutter 3.19."),
        (
            "`uv` für die Abhängigkeiten steht auf 0.4.18.",
            "Abhängigkeiten sperren wir mit `uv` 0.2.5.",
        ),
        (
            "Kotlin w module płatności jest teraz w wersji 2.1.",
            "Moduł płatności kompiluje Kotlin 1.9.",
        ),
    ],
)
def test_a_version_apart_from_its_name_replaces_the_products_version(
    text: str, belief: str
) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # a sentence's first word is no name ("Il" in both)
        ("Il client del worker è stato aggiornato alla 0.9.", "Il broker è RabbitMQ 3.12."),
        # another package, quoted or hyphen-joined, between the name and the version
        ("Redis's `redis-py` client is at 5.1 now.", "The cache is Redis 7.2."),
        ("Sentry's browser-sdk was bumped to 8.2.", "Errors go to self-hosted Sentry 23.6."),
        # a bare number with no word "version": a count or an hour, not a version
        ("The EU desk answers P1 within 6 business hours.", "The EU desk runs Zendesk 4."),
        # another environment
        ("Production EKS is on 1.31.", "The staging cluster runs EKS 1.29."),
    ],
)
def test_a_version_apart_that_is_not_the_products_closes_nothing(text: str, belief: str) -> None:
    assert productversion.update(text, belief) is None


def test_the_nearest_name_before_the_version_is_the_product() -> None:
    # "Tempo" is nearer to 2.6 than "Grafana": the version is Tempo's, not Grafana's
    belief = "Dashboards are Grafana 10.4."
    assert productversion.update("Grafana's traces now go to Tempo on 2.6.", belief) is None
    assert productversion.update("Grafana is on 11.2 for the dashboards.", belief) == (
        "10.4",
        "11.2",
    )


def test_a_hyphen_joined_name_is_a_name_whole_and_with_its_own_old_version() -> None:
    belief = "The shop lints with eslint-plugin-react 7.33 in CI."
    said = "eslint-plugin-react was raised to 7.35 for the shop in CI."
    assert productversion.update(said, belief) == ("7.33", "7.35")
    # the belief's one version is pytest's, not pytest-asyncio's
    assert (
        productversion.update(
            "pytest-asyncio came in at 0.23 for the api tests.",
            "The api tests run on pytest 7.4 with pytest-asyncio.",
        )
        is None
    )
    # a piece of a hyphen-joined name is not the name: next-auth is not Next.js
    assert (
        productversion.update("next-auth is at 4.24 in the shop.", "The shop is Next 14.1.") is None
    )


def test_a_particle_written_onto_the_version_ends_it() -> None:
    belief = "결제 서비스는 Kotlin 1.9 를 쓴다."
    assert closes("결제 서비스의 Kotlin 버전은 2.1이다.", OTHER, belief) == 1
    # two versions, each with its particle: no one version to give
    said = "결제 서비스의 Kotlin 버전은 2.1이고 Gradle 은 8.5이다."
    assert productversion.update(said, belief) is None
