"""Redaction of what observability and support tools print (issue 27, the ordinary side): a
log's `id=` field holding an object's typed id, a query parameter sent empty, a credential's
digest logged in its place, Vector's `SECRET[...]` reference, a user beside the variable
its password is read from, a placeholder in a Basic header and a table's header line
are left as they are; the secrets beside them are still taken.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_an_id_field_holding_an_objects_typed_id_stays() -> None:
    assert _kept("12:01:07Z INFO hook delivered route=/hooks/billing id=evt_3Rk8XwQp2LmZt7Vn0Bc")
    assert _kept("2025-02-11 hook ok path=/hooks/pay id=pi_3Lk2Qw8Zt4Xn7Vb1 attempt=2")
    # a short name's own `=` in a generated password is still one
    out, _ = redact("log in as ops with u=pV.y5u0UX0L today")
    assert "pV.y5u0UX0L" not in out


def test_a_query_parameter_sent_empty_leaves_the_next_one() -> None:
    assert _kept('10.0.0.7 - - "GET /export/users.csv?api_key=&since=2025-03-01 HTTP/1.1" 401')
    assert _kept('"POST /report?token=&page=3 HTTP/2" 200 118')
    out, _ = redact('"GET /export/users.csv?api_key=Vb7qLx2NwT9kRz4M&since=2025-03-01 HTTP/1.1"')
    assert "Vb7qLx2NwT9kRz4M" not in out and "since=2025-03-01" in out


def test_a_credentials_digest_logged_in_its_place_stays() -> None:
    assert _kept('   "Authorization": "Bearer sha256:7c1e90ab44f2d3e8"')
    assert _kept("> Authorization: Bearer sha1:0b9d3c5e7a1f2468ace0")
    out, _ = redact('"Authorization": "Bearer 7c1e90ab44f2d3e8Qz5LmW2x"')
    assert "7c1e90ab44f2d3e8Qz5LmW2x" not in out


def test_a_scrubbed_basic_header_stays() -> None:
    assert _kept('"request_headers": {"authorization": "Basic REDACTED", "accept": "*/*"}')
    assert _kept("      Authorization: 'Basic PLACEHOLDER',")
    out, _ = redact('"authorization": "Basic b3BzOlpxN3ZMbTJYcjlLdw=="')
    assert "b3BzOlpxN3ZMbTJYcjlLdw==" not in out


def test_a_vector_secret_reference_stays() -> None:
    assert _kept('default_api_key = "SECRET[exec_backend.metrics_api_key]"')
    assert _kept('api_key = "SECRET[aws_sm.OBSERVE_KEY]"')
    out, _ = redact('api_key = "Qm4Zt8Lw2Xr7Kp9Vn3Bd"')
    assert "Qm4Zt8Lw2Xr7Kp9Vn3Bd" not in out


def test_a_user_beside_the_variable_its_password_is_read_from_stays() -> None:
    assert _kept('cloud.auth: "ingest:$LOGS_PASSWORD"')
    assert _kept('cloud.auth: "ingest:${LOGS_PASSWORD}"')
    out, _ = redact('cloud.auth: "ingest:Tr4vW9qLm2Xz"')
    assert "Tr4vW9qLm2Xz" not in out


def test_a_tables_header_is_not_read_as_a_wrapped_line() -> None:
    text = (
        "$ kubectl get pods -n jobs -l app=ledger-cron\n"
        "NAME                                READY   STATUS            RESTARTS  AGE\n"
        "ledger-cron-kx7vq2m9d-b4zpl         1/1     Running           2         13m\n"
        "ledger-cron-tq3wd8hfnc-m2xk9        1/1     Running           7         52m\n"
    )
    assert _kept(text)


def test_the_new_readings_stay_linear() -> None:
    assert_linear(redact, lambda n: "NAME" + "   AB CD" * n + "\nxx-yy\n", 2000)
    assert_linear(redact, lambda n: "x?token=" + "&a=" * n, 2000)
    assert_linear(redact, lambda n: 'auth: "u:$' + "A_" * n + '"', 2000)
