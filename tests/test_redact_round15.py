"""Issue 27, fifteenth round: secrets seen in tool output and source, ordinary output left
alone. Public formats (retain.redact.formats): a workflow step's `uses: owner/repo@ref`, an
ECDSA signature under a signature's name, a JSON Web Key's `kid`.

Every value here is invented for the test; none is a row of any labelled set. Each "kept"
case was altered before this round; each "gone" case is a real secret of the nearby shape
that must still be replaced.
"""

from __future__ import annotations

import time

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

TOKEN = "Vq8" + "nRt3LmZ7" + "KcW2pYx9B"  # generated: both cases and digits
HEX40 = "3b7e" + "0c9d14a2f85b" + "6e21d0c7a93f58b2e4a1907c"  # 40 lower-case hex digits
# an ECDSA P-256 signature's DER, base64: SEQUENCE, INTEGER r, INTEGER s
SIG = "MEUCIQ" + "Dk4nX7pQ2vLr9TzB1cWm8Hs5YfJ3aGe6Ku0AiB" + "x2Rw7Nd4Qp9Lm3Zs8Vt1Hc6Fj5Ky0Ge2Ub4Oa7"
KID = "Tq_" + "Rb4nWx8LsPz2KcV7mYhD3fGj9aE1uN5oXiQ6tB0w"  # base64url of a key thumbprint


def test_workflow_step_pinned_to_a_commit_is_kept() -> None:
    assert_kept(f"    steps:\n      - uses: acme/login-action@{HEX40} # v2\n        with:\n")


def test_reusable_workflow_reference_is_kept() -> None:
    assert_kept(f"jobs:\n  call:\n    uses: acme/pipelines/.github/workflows/build.yml@{HEX40}\n")


def test_workflow_step_password_input_is_gone() -> None:
    text = f"      - uses: acme/login-action@{HEX40}\n        with:\n          password: {TOKEN}\n"
    assert_gone(text, TOKEN)


def test_ecdsa_signature_under_signature_name_is_kept() -> None:
    assert_kept(f'{{"optional":{{"Signature":"{SIG}"}}}}')


def test_ecdsa_shape_under_a_secret_name_is_gone() -> None:
    assert_gone(f'{{"client_secret":"{SIG}"}}', SIG)


def test_jwk_key_id_is_kept() -> None:
    assert_kept(f'{{"keys": [{{"kty": "EC", "kid": "{KID}", "use": "sig", "crv": "P-256"}}]}}')


def test_jwk_private_member_is_still_gone() -> None:
    assert_gone(f'{{"kty": "EC", "kid": "k1", "crv": "P-256", "d": "{KID}"}}', KID)


def test_elixir_bang_call_is_kept() -> None:
    assert_kept('config :app, App.Repo,\n  password: System.fetch_env!("APP_DB_PASS"),\n')


def test_elixir_literal_password_is_gone() -> None:
    assert_gone(f'config :app, App.Repo,\n  password: "{TOKEN}",\n', TOKEN)


def test_build_secret_spec_is_kept() -> None:
    assert_kept("\tdocker buildx build --secret id=pip,src=$(HOME)/.pip/pip.conf -t api:1 .")


def test_swarm_secret_spec_is_kept() -> None:
    assert_kept("docker service create --secret source=site_cert,target=site.pem nginx")


def test_secret_flag_with_a_value_is_gone() -> None:
    assert_gone(f"deploy-tool --secret {TOKEN} --region eu", TOKEN)


def test_jest_status_line_is_kept() -> None:
    assert_kept(" PASS  packages/core/__tests__/token.spec.tsx\n  ✓ signs (4 ms)\n")


def test_pass_before_a_password_is_gone() -> None:
    assert_gone(f"user deploy\npass {TOKEN}\n", TOKEN)


# Tool output and files where the value stands apart from its name (retain.redact.shown,
# and outputs' `kubectl get secret -o jsonpath`).

BASIC = "cmVsYXlfYm90" + "OlRyNyNrV3EyIXpQbQ=="  # base64 of an invented `user:password`
NOT_BASIC = "anVzdC1hLXdvcmQt" + "bm8tY29sb24="  # base64 of a phrase with no colon
B64 = "Zk3" + "pQ8rWv2LxN7cTb5H" + "yM1sJd4G=="  # base64 a Secret's data is printed as


def test_key_vault_secret_bundle_value_is_gone() -> None:
    text = (
        "$ az keyvault secret show --vault-name kv-ops --name api\n{\n"
        '  "attributes": {"enabled": true},\n  "contentType": null,\n'
        '  "id": "https://kv-ops.vault.azure.net/secrets/api/0c1d2e3f4a5b6c7d",\n'
        '  "name": "api",\n  "tags": {"owner": "ops"},\n'
        f'  "value": "{TOKEN}"\n}}'
    )
    assert_gone(text, TOKEN)


def test_key_vault_listing_without_a_value_is_kept() -> None:
    assert_kept(
        '[{"id": "https://kv-ops.vault.azure.net/secrets/api", "name": "api",'
        ' "contentType": null}]\n{"value": "eu-west-1"}'
    )


def test_nginx_basic_credentials_are_gone() -> None:
    text = f'location / {{\n    proxy_set_header Authorization "Basic {BASIC}";\n}}'
    assert_gone(text, BASIC)


def test_apache_and_code_basic_credentials_are_gone() -> None:
    assert_gone(f'RequestHeader set Authorization "Basic {BASIC}"', BASIC)
    assert_gone(f"xhr.setRequestHeader('Authorization', 'Basic {BASIC}');", BASIC)


def test_basic_scheme_without_a_user_pair_is_kept() -> None:
    assert_kept(f'proxy_set_header Authorization "Basic {NOT_BASIC}";')


def test_kubectl_jsonpath_data_is_gone() -> None:
    text = f"$ kubectl get secret pg-app -o jsonpath='{{.data.db-password}}'\n{B64}\n"
    assert_gone(text, B64)


def test_kubectl_jsonpath_of_a_host_is_kept() -> None:
    assert_kept("$ kubectl get secret pg-app -o jsonpath='{.data.host}'\ncGctMS5pbnRlcm5hbA==\n")


WRAP_1 = "Qm7vT2" + "xLp9RzK4wN8cHs3YbJ6dFg1A"
WRAP_2 = "Uq5eWr0" + "tZi2Oy7Pa4Sd9Xk"


def test_token_wrapped_under_its_name_is_gone() -> None:
    text = f"12:00:01 INFO  rotated; access_token=\n    {WRAP_1}\n    {WRAP_2}\n  ttl=900\n"
    out, _ = redact(text)
    assert WRAP_1 not in out and WRAP_2 not in out, out


def test_wrapped_lines_under_a_plain_name_are_kept() -> None:
    assert_kept(f"12:00:01 INFO  loaded; build_id=\n    {WRAP_1}\n")


def test_literal_continuing_a_replaced_literal_is_gone() -> None:
    text = f'API_KEY = "sk-proj-{TOKEN}" \\\n    "{WRAP_2}"\n'
    assert_gone(text, WRAP_2)


def test_literal_after_an_ordinary_literal_is_kept() -> None:
    assert_kept('GREETING = "hello " \\\n    "world, again"\n')


# Source: a literal by what the call does with it (retain.redact.calls).

PW = "Lk4" + "vRw9pQz2Tm"  # an invented password: both cases and digits


def test_redis_auth_literal_is_gone() -> None:
    assert_gone(f'local r = redis:new()\nlocal ok, err = r:auth("{PW}")', PW)
    assert_gone(f'try (Jedis j = pool.getResource()) {{ j.auth("{PW}"); }}', PW)


def test_auth_with_a_variable_is_kept() -> None:
    assert_kept("local ok, err = red:auth(os.getenv('REDIS_PASSWORD'))")


def test_reqwest_bearer_and_basic_literals_are_gone() -> None:
    assert_gone(f'let r = client.get(url).bearer_auth("{PW}").send().await?;', PW)
    assert_gone(f'let r = client.get(url).basic_auth("ops", Some("{PW}")).send();', PW)


def test_reqwest_basic_auth_without_password_is_kept() -> None:
    assert_kept('let r = client.get(url).basic_auth("ops", None::<&str>).send();')


def test_password_after_a_jdbc_url_is_gone() -> None:
    text = (
        "val xa = Transactor.fromDriverManager[IO](\n"
        f'  "org.postgresql.Driver", "jdbc:postgresql://db:5432/app", "app", "{PW}")'
    )
    assert_gone(text, PW)


def test_jdbc_url_with_a_plain_word_after_is_kept() -> None:
    assert_kept('sources("jdbc:h2:mem:test", "sa", "default")')


# Database clients' tables (retain.redact.pieces).

KEY_1 = "Hq7" + "Wm2xPz9LrT4vNc8KbY3s"
KEY_2 = "Tz5" + "kR8wQm1NvX6pLs3H"


def test_psql_cells_under_a_secret_column_are_gone() -> None:
    text = (
        " id | owner  | api_key\n----+--------+----------------------\n"
        f"  7 | ledger | {KEY_1}\n 12 | billing | {KEY_2}\n(2 rows)\n"
    )
    out, _ = redact(text)
    assert KEY_1 not in out and KEY_2 not in out, out
    assert "ledger" in out and "(2 rows)" in out


def test_mysql_cells_under_a_secret_column_are_gone() -> None:
    text = (
        "+----+-------+----------------------+\n| id | owner | token                |\n"
        f"+----+-------+----------------------+\n|  7 | ops   | {KEY_1} |\n"
        "+----+-------+----------------------+\n"
    )
    assert_gone(text, KEY_1)


def test_psql_table_without_a_secret_column_is_kept() -> None:
    assert_kept(
        " id | owner  | request_id\n----+--------+------------------\n"
        f"  7 | ledger | {KEY_1}\n(1 row)\n"
    )


def test_psql_counts_under_a_token_column_are_kept() -> None:
    assert_kept(" model | token\n-------+-------\n gpt   | 81920\n(1 row)\n")


def test_a_long_table_is_read_once() -> None:
    # Each cell used to read the text back to its header: 3,000 rows took ~45 s.
    rows = "".join(f"| {i} | short |\n" for i in range(3000))
    text = f"| id | password |\n|---|---|\n{rows}| 3000 | {KEY_1} |\n"
    started = time.perf_counter()
    out, _ = redact(text)
    assert time.perf_counter() - started < 10.0
    assert KEY_1 not in out and "| 2999 | short |" in out


def test_a_long_run_of_spaces_after_a_quote_is_linear() -> None:
    # The joined-literals check nested three `\s*`: 1,000 spaces took ~2 s, 50,000 minutes.
    text = '"id": "x"' + " " * 50_000
    started = time.perf_counter()
    assert redact(text) == (text, 0)
    assert time.perf_counter() - started < 10.0
