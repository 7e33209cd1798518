import pytest

from cputime import assert_linear
from retain.core.claims import asserts, parse_change, subject


@pytest.mark.parametrize(
    "text, old, new",
    [
        ("We switched the orders service from PostgreSQL to MySQL", "PostgreSQL", "MySQL"),
        ("use uv instead of pip for installs", "pip", "uv"),
        ("we replaced Redis with Memcached for sessions", "Redis", "Memcached"),
        ("Jenkins was replaced by GitHub Actions", "Jenkins", "GitHub Actions"),
        (
            "we migrated from the old Jenkins box to GitHub Actions",
            "old Jenkins box",
            "GitHub Actions",
        ),
        ("The nightly job no longer uses Redis", "Redis", None),
        ("we stopped using Travis for CI", "Travis", None),
        ("We moved CI to GitHub Actions last week", None, "GitHub Actions"),
        ("Wir nutzen MySQL statt PostgreSQL", "PostgreSQL", "MySQL"),
        ("Cambiamos la base de datos de PostgreSQL a MySQL", "PostgreSQL", "MySQL"),
        ("Nous sommes passés de PostgreSQL à MySQL", "PostgreSQL", "MySQL"),
        ("Migramos o banco de PostgreSQL para MySQL", "PostgreSQL", "MySQL"),
        ("ordersサービスはPostgreSQLからMySQLに移行した", "PostgreSQL", "MySQL"),
        ("orders服务从PostgreSQL改为MySQL了", "PostgreSQL", "MySQL"),
        ("我们不再使用Redis了", "Redis", None),
        # Latin names with spaces inside CJK text
        ("CIはCircleCIからGitHub Actionsに移行しました", "CircleCI", "GitHub Actions"),
        ("前端打包工具从 webpack 换成了 Vite", "webpack", "Vite"),
        # "Y, not X" and "not X but Y" beyond English; passives of "replaced by"
        ("Die Datenbank läuft in UTC, nicht in Europe/Berlin", "Europe/Berlin", "UTC"),
        ("Le cache n'est pas Redis mais Memcached", "Redis", "Memcached"),
        ("devpi a été remplacé par GitLab Package Registry", "devpi", "GitLab Package Registry"),
        ("Zabbix 已被 Prometheus 取代", "Zabbix", "Prometheus"),
        ("テストはJestではなくVitestで書きます", "Jest", "Vitest"),
        # "no longer <any verb>"
        ("A API não aceita mais autenticação básica", "autenticação básica", None),
        ("Ya no usamos Jest para los tests", "Jest", None),
        # Korean
        ("주문 서비스 DB를 PostgreSQL에서 MySQL로 바꿨다", "PostgreSQL", "MySQL"),
        ("Groovy DSL 대신 Kotlin DSL로 빌드 스크립트를 작성한다", "Groovy DSL", "Kotlin DSL"),
    ],
)
def test_change_values(text, old, new):
    c = parse_change(text)
    assert c is not None and (c.old, c.new) == (old, new)


@pytest.mark.parametrize(
    "text",
    [
        "data flows from the API to the worker",
        "copy files from src to dist before packaging",
        "the password reset flow is broken",
        "Run it locally, no Docker needed",
        "we stopped the server to free the port",
        "the orders service uses PostgreSQL 16",
    ],
)
def test_no_change_claimed(text):
    assert parse_change(text) is None


def test_subject_is_what_changed_not_the_values_or_the_cue():
    text = "We switched the orders service from PostgreSQL to MySQL"
    c = parse_change(text)
    assert c is not None and subject(text, c) == {"ord", "service"}


def test_asserts_needs_every_word_of_the_value():
    assert asserts("We use PostgreSQL 16 for orders", "PostgreSQL 16")
    assert not asserts("We use PostgreSQL for orders", "PostgreSQL 16")
    assert asserts("orders服务使用PostgreSQL", "PostgreSQL")
    assert not asserts("orders use MySQL", "PostgreSQL")


@pytest.mark.parametrize(
    "text",
    ["x" * 4000, "パスワード" * 800, "is no longer " * 300, "from " * 800, "a, not " * 550],
)
def test_long_runs_parse_in_linear_time(text):
    """Each run four times as long takes at most 8x as long (20-30 s at 4,000 characters
    before words had to start words; "a, not " read each change's whole sentence again, so
    8,000 characters took 18x what 2,000 did, until round 41 bounded that reading)."""
    assert_linear(parse_change, lambda n: (text * 20)[:n], 2_000)


@pytest.mark.parametrize(
    "text, old, new",
    [
        ("CI is not on Jenkins anymore", "Jenkins", None),
        ("we are not using Jenkins anymore", "Jenkins", None),
        ("The v1 client is deprecated in favour of the v2 SDK", "v1 client", "v2 SDK"),
        ("we moved away from Heroku", "Heroku", None),
        ("The cache TTL is 60 seconds, not 5 minutes", "5 minutes", "60 seconds"),
        ("The cleanup task is no longer scheduled", None, None),
    ],
)
def test_more_change_values(text, old, new):
    c = parse_change(text)
    if old is None and new is None:
        assert c is None
    else:
        assert c is not None and (c.old, c.new) == (old, new)


def test_a_change_that_did_not_happen_is_tentative():
    for text in (
        "Upgrading PostgreSQL from 16 to 17 was tried and rolled back; we stay on 16",
        "Should we switch the queue from RabbitMQ to SQS?",
        "We plan to move CI from Jenkins to GitHub Actions next quarter",
    ):
        c = parse_change(text)
        assert c is not None and c.tentative, text
    c = parse_change("We switched the queue from RabbitMQ to SQS")
    assert c is not None and not c.tentative
