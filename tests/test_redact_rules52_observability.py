"""Redaction rules 52: observability. Honeycomb's ingest keys by their prefix, the key in
Honeycomb's `X-Honeycomb-Team` header (whose name says no key), and a key called an
ingest key, a live key or a provider's key, in prose or as a variable's name, and a key
named by its use ("the key we use is V"); a word, a placeholder, the dataset's header or a
key that is no secret (`cache key`) beside them stay.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_honeycomb_ingest_key_is_taken_by_its_prefix() -> None:
    for key in (
        "hcaik_01" + "k3v9q2m7x4c8z1w6t5r0p2n8b4j7h3f9d6s1a5g2l8e0y4u7i3o6q2w4",
        "hcxik_01" + "z8w2e4r6t1y3u5i7o9p0a2s4d6f8g1h3j5k7l9m2n4b6v8c1x3e5r7t9",
    ):
        out, _ = redact(f"- 09:12 the relay was still sending with {key} after the move.")
        assert key not in out and "[REDACTED:honeycomb-key]" in out
    assert _kept("hcaik_ is the prefix of an ingest key; see the vendor's docs.")


def test_the_honeycomb_team_header_carries_a_key() -> None:
    key = "Tq4wLm8ZrX2cVb6NpK0sHd"
    yaml = (
        "exporters:\n  otlphttp:\n    endpoint: https://api.honeycomb.io\n    headers:\n"
        f"      x-honeycomb-team: {key}\n      x-honeycomb-dataset: checkout-web\n"
    )
    out, _ = redact(yaml)
    assert key not in out and "x-honeycomb-dataset: checkout-web" in out
    out, _ = redact(f'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team={key},x-honeycomb-dataset=web"')
    assert key not in out and "x-honeycomb-dataset=web" in out
    out, _ = redact(f"curl -H 'X-Honeycomb-Team: {key}' https://api.honeycomb.io/1/auth")
    assert key not in out


def test_a_placeholder_in_the_honeycomb_header_stays() -> None:
    for text in (
        "      x-honeycomb-team: ${env:HONEYCOMB_API_KEY}",
        "x-honeycomb-team: <your-api-key>",
        "x-honeycomb-team: YOUR_API_KEY_HERE",
        "      x-honeycomb-dataset: payments-worker-traces",
    ):
        assert _kept(text), text


def test_an_ingest_key_and_a_live_key_told_in_prose_are_taken() -> None:
    hexkey = "5b0e9d2c7a4f18e3c6b9d0a2f7e4c1b8"
    mixed = "Zr8pQ2xWm5Lk0vN7tB3yHc9dJf6sGa1e"
    for text, value in (
        (f"- 10:41 the collector shipped with the ingest key {hexkey}, from the old team.", hexkey),
        (f"Someone found the live key {mixed} in the worker's request log.", mixed),
        (f"Ana fand den Live-Schlüssel {mixed} im Log des Gateways.", mixed),
    ):
        out, _ = redact(text)
        assert value not in out, text


def test_a_provider_key_in_an_environment_listing_is_taken() -> None:
    value = "e81c4a0f6d2b9e7a3c5f1d8b0a6e4c2f"
    for text in (
        f"    Environment:\n      SMS_PROVIDER_KEY:         {value}\n      LOG_LEVEL:  info",
        f"PAYMENT_PROVIDER_KEY={value}",
    ):
        out, _ = redact(text)
        assert value not in out and ("LOG_LEVEL" in out or "PROVIDER_KEY" in out)


def test_words_beside_the_new_names_stay() -> None:
    for text in (
        "provider_key: stripe",
        "PAYMENT_PROVIDER_KEY=adyen",
        "the live key count is 12 after the reindex",
        "Rotate the ingest key every 90 days; the runbook is in the wiki.",
        "LIVE_KEY_PREFIX=sk_live_",
    ):
        assert _kept(text), text


def test_a_key_named_by_its_use_is_taken() -> None:
    value = "7d2f9a0c4e6b81a3f5c7e9d0b2a4c6e8"
    for text in (
        f"> Since Monday every call fails. For what it's worth, the key we use is {value}.",
        f"> Der Schlüssel, den wir nutzen, ist {value}.",
        f'The API key we send is "{value}" in the X-Api-Key header.',
    ):
        out, _ = redact(text)
        assert value not in out and "[REDACTED:api-key]" in out, text


def test_a_key_in_use_that_is_no_secret_or_no_value_stays() -> None:
    value = "7d2f9a0c4e6b81a3f5c7e9d0b2a4c6e8"
    for text in (
        f"the cache key we use is {value}, the file's md5.",
        "the key we use is the tenant id, not the user id.",
        "the key we send is documented in the API reference.",
    ):
        assert _kept(text), text


def test_the_new_rules_stay_linear() -> None:
    assert_linear(redact, lambda n: "x-honeycomb-team: " * n, 2000)
    assert_linear(redact, lambda n: "hcaik_" + "a" * n, 2000)
    assert_linear(redact, lambda n: "the ingest key " * n + "\n", 1000)
    assert_linear(redact, lambda n: "key we use is " * n, 1000)
    assert_linear(redact, lambda n: "a" * n + " key we use is 0", 2000)
