"""Issue 27, twenty-seventh round: causes counted over every development set of the
redaction family, fixed by the shape of the value and of its frame rather than by a set's
families.

Secrets that were stored: a login passed as two literals to a call that connects (seen in
Go, Kotlin, C#, C++, PHP, Java tests and a stack trace); a password that opens with `$`,
read as a shell variable; a chosen password with a dot and a number (`word.WORD123`), read
as an attribute's path; a chosen password under a bare `KEY` name. Ordinary text that was
altered: a Compose `${VAR:?message}` expansion, a Vault path ending in `_pw` inside a
template lookup, a commit or migration id told by its noun in a sentence.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from retain.redact import redact

PW = "Qv7rLm2Tx9Wd"  # invented, generated-looking


# --- a login passed to a call that connects -------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        f'nc, err := nats.Connect("nats://192.0.2.7:4222", nats.UserInfo("relay", "{PW}"))',
        f'val d = GraphDatabase.driver("neo4j://db.test:7687", AuthTokens.basic("svc", "{PW}"))',
        f'var c = await Cluster.ConnectAsync("couchbases://db.test", "ops_ro", "{PW}");',
        f'session = CassSession(cass_cluster_set_credentials(cluster, "admin", "{PW}"));',
        f"$c = new AMQPStreamConnection('mq.test', 5672, 'worker', '{PW}');",
        f'client = new Client("es-2.stage.corp.test", "indexer", "{PW}");',
        f'c, err := amqp.Dial(fmt.Sprintf("amqp://%s:%s@%s/", "etl", "{PW}", "mq.test"))',
        f"#0 /srv/db.php(4): PDO->__construct('mysql:host=192.0.2.9;...', 'shop', '{PW}')",
        f"await client.connect('writer', '{PW}');",
    ],
)
def test_a_login_given_as_literals_to_a_connecting_call_is_replaced(line: str) -> None:
    out = redact(line)[0]
    assert PW not in out
    assert "[REDACTED:password]" in out


@pytest.mark.parametrize(
    "line",
    [
        'assertEquals("expected", "Value123")',  # no call that connects
        'client.get("users", "abc12345")',  # a method of a client, not the client built
        "final client = MqttServerClient('192.0.2.14', 'app-Q7wZk');",  # a host, then an id
        'client = new Client("db.test", "reporter", "readonly")',  # a word, not a password
        'pool = connect_pool("svc", "mq-2.stage.corp.test")',  # a host
        'c = Client(base_url="https://api.test", user="ci", timeout="30s")',  # no literal pair
    ],
)
def test_other_literal_pairs_in_calls_stay(line: str) -> None:
    assert redact(line)[0] == line


# --- a password's own shape against a variable or an attribute ------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("export CI_DEPLOY_PASSWORD=$Hq2x-Vb^e9~Kd*R", "$Hq2x-Vb^e9~Kd*R"),
        ("password = $Tz8-Lk=wPq4Yv!", "$Tz8-Lk=wPq4Yv!"),
        ("spring.datasource.password=quortel4471.basalt", "quortel4471.basalt"),
        ('pass = "walnut.EMBER514"', "walnut.EMBER514"),
        ("RELAY_KEY=Harbor2031*", "Harbor2031*"),
        ("export SYNC_KEY=Pq7^vN2mRz8wLk3", "Pq7^vN2mRz8wLk3"),
    ],
)
def test_a_chosen_password_is_not_read_as_a_variable_or_a_path(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "password=$DB_PASSWORD",
        "password: $(cat /run/secrets/db)",
        "password = ${DB_PASS:-}",
        "password=self.db_password",
        "token = settings.api_token_v2",
        "KEY=AKIA_ID_NOT_A_SECRET",
    ],
)
def test_variables_and_attribute_paths_stay(text: str) -> None:
    assert redact(text)[0] == text


# --- ordinary values a rule took -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "services:\n  graph:\n    environment:\n"
        "      NEO4J_AUTH: neo4j/${GRAPH_PW:?set it in .env}\n",
        "ldap_bind_pw: \"{{ lookup('community.hashi_vault.hashi_vault', "
        "'secret=secret/data/orders:bind_pw') }}\"",
        "login broke in 3be01c4; the token table migration is "
        "5f1c0e9a4b7d2e8f6a3c1b0d9e8f7a6b5c4d3e21",
        "パスワードリセットはコミット 4c1e9a7 から壊れています。",
        "密码重置从提交 b71f0c2 开始出错。",
    ],
)
def test_an_expansion_a_vault_path_and_a_named_commit_stay(text: str) -> None:
    assert redact(text)[0] == text


def test_a_hex_value_under_a_secret_noun_after_the_id_noun_is_still_replaced() -> None:
    text = "commit signing key: 5f1c0e9a4b7d2e8f6a3c1b0d9e8f7a6b5c4d3e21"
    assert "5f1c0e9a4b7d" not in redact(text)[0]


def test_a_presigned_urls_signature_is_still_replaced() -> None:
    sig = "35d70dd09fa9482b6ea3b3acf5063c5acf1d423318458c972b45d2f6ecab66f4"
    url = f"https://b.s3.amazonaws.com/r.pdf?X-Amz-Expires=600&X-Amz-Signature={sig}"
    assert sig not in redact(url)[0]


def test_a_password_written_before_an_expansion_is_still_replaced() -> None:
    out = redact("DB_PASSWORD=Wq4!zRt8Lp${SUFFIX}")[0]
    assert "Wq4!zRt8Lp" not in out


# --- a login in a query string ---------------------------------------------------------------


def test_a_password_parameter_after_a_user_parameter_is_replaced() -> None:
    line = 'DEBUG urllib3 "GET /login?u=ci-relay&p=Xk4%3DvQ9mL2%2Fpw&next=%2F HTTP/1.1" 302 0'
    out = redact(line)[0]
    assert "Xk4%3DvQ9mL2%2Fpw" not in out
    assert "u=ci-relay" in out


@pytest.mark.parametrize("line", ["GET /search?user=ann&p=2", "/api/items?user=ann&p=next"])
def test_a_page_parameter_after_a_user_stays(line: str) -> None:
    assert redact(line)[0] == line


@pytest.mark.parametrize(
    "text",
    [
        "토큰은 `env.RELAY_TOKEN` 에서 읽습니다.",
        "トークンは `arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/relay-Ab12Cd` "
        "から読み込みます。",
    ],
)
def test_where_a_token_is_read_from_stays_in_a_code_span(text: str) -> None:
    assert redact(text)[0] == text
